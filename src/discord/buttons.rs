//! Button clicks (Accept, Decline... under a challenge).
//!
//! A button's custom id is the service's [`crate::service::Button::id`]; the service decides what
//! it means and who may press it. What the bot shows:
//! - refused (or a private reply): a private message to the presser; the message with the buttons
//!   is left exactly as it was, so the right person can still press them;
//! - done: the message with the buttons loses them (response type 7, its text kept), and the
//!   service's reply is posted as a new public message (a follow-up), because only a new message
//!   pings the players it mentions, and the board stays under the game's history in the channel.
//!
//! - a new page of a list (the service's reply says `replace`): the message with the buttons
//!   becomes that page, with its own buttons (type 7), private if that message was;
//! - a message for everyone that leaves the pressed one as it was (`keep`: a rules page shown
//!   to the channel): a new message (type 4).
//!
//! If the service is slow the click is acknowledged first (type 6, nothing visible) and the same
//! two outcomes follow with an edit of the original message and a follow-up.

use poise::serenity_prelude as serenity;

use super::respond::{caller_of, followup, run_service, settle};
use super::{no_mentions, Data, Error, DEFER_AFTER};

/// Custom ids of Tabula's buttons start with this; other components are not ours.
pub(super) const PREFIX: &str = "tabula:";

/// Handles a click on one of Tabula's buttons.
pub(super) async fn pressed(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let caller = crate::service::Caller {
        interaction: Some(click.id.to_string()),
        ..caller_of(
            &click.user,
            click.member.as_ref(),
            click.channel_id,
            click.guild_id,
            &click.locale,
        )
    };
    let lang = caller.lang;
    let button = click.data.custom_id.clone();
    let task = run_service(data, caller, move |service, caller| {
        service.once(caller, |service, caller| service.press(caller, &button))
    });
    tokio::pin!(task);
    let http = &ctx.http;
    match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(joined) => {
            if super::respond::replayed(&joined) {
                return Ok(());
            }
            let reply = settle(joined, lang);
            if reply.keep && !reply.ephemeral {
                // A new message for everyone; the one with the buttons stays as it was.
                let message = super::respond::message(&reply);
                click
                    .create_response(http, serenity::CreateInteractionResponse::Message(message))
                    .await?;
            } else if reply.replace {
                // A page of a list: the message with the buttons becomes the new page.
                let page = super::respond::message(&reply);
                click
                    .create_response(
                        http,
                        serenity::CreateInteractionResponse::UpdateMessage(page),
                    )
                    .await?;
            } else if reply.ephemeral {
                let message = super::respond::message(&reply);
                click
                    .create_response(http, serenity::CreateInteractionResponse::Message(message))
                    .await?;
            } else {
                let without_buttons = serenity::CreateInteractionResponseMessage::new()
                    .components(Vec::new())
                    .allowed_mentions(no_mentions());
                click
                    .create_response(
                        http,
                        serenity::CreateInteractionResponse::UpdateMessage(without_buttons),
                    )
                    .await?;
                click.create_followup(http, followup(&reply)).await?;
            }
        }
        Err(_) => {
            click
                .create_response(http, serenity::CreateInteractionResponse::Acknowledge)
                .await?;
            let reply = settle(task.await, lang);
            if reply.keep && !reply.ephemeral {
                click.create_followup(http, followup(&reply)).await?;
                return Ok(());
            }
            if reply.replace {
                click
                    .edit_response(http, super::respond::edit(&reply))
                    .await?;
                return Ok(());
            }
            if !reply.ephemeral {
                let without_buttons = serenity::EditInteractionResponse::new()
                    .components(Vec::new())
                    .allowed_mentions(no_mentions());
                click.edit_response(http, without_buttons).await?;
            }
            click.create_followup(http, followup(&reply)).await?;
        }
    }
    Ok(())
}
