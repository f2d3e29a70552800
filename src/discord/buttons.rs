//! Button clicks (Accept, Decline... under a challenge).
//!
//! A button's custom id is the service's [`ButtonId`], encoded; an id that does not parse is
//! refused in one line, and the service decides what a button does and who may press it. What
//! the bot shows:
//! - refused (or a private reply): a private message to the presser; the message with the buttons
//!   is left exactly as it was, so the right person can still press them;
//! - done: the message with the buttons loses them (response type 7, its text and pictures
//!   kept: see [`without_buttons`]), all but a **Review** button (a game-over message keeps it
//!   after Rematch: the finished game can still be reviewed), and the service's reply is posted as a new public message
//!   (a follow-up), because only a new message pings the players it mentions, and the board
//!   stays under the game's history in the channel.
//!
//! - a new page of a list ([`Shown::ReplacePressed`]): the message with the buttons becomes
//!   that page, with its own buttons (type 7), private if that message was;
//! - a message for everyone that leaves the pressed one as it was ([`Shown::BesidePressed`]: a
//!   rules page shown to the channel): a new message (type 4).
//!
//! The service's [`Shown`] decides which, in one `match` for both ways of answering.
//!
//! If the service is slow the click is acknowledged first (type 6, nothing visible) and the same
//! two outcomes follow with an edit of the original message and a follow-up.

use poise::serenity_prelude as serenity;

use super::messages::{edit, followup, message, update};
use super::respond::{caller_of, run_service, settle};
use super::{deliver, no_mentions, Data, Error, DEFER_AFTER};
use crate::i18n::Lang;
use crate::service::{ButtonId, Claim, Refusal, Reply, Shown};

/// Custom ids of Tabula's buttons start with this; other components are not ours.
pub(super) const PREFIX: &str = crate::service::buttons::PREFIX;

/// Handles a click on one of Tabula's buttons.
pub(super) async fn pressed(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let caller = crate::service::Caller {
        interaction: Some(Claim::new(click.id.to_string())),
        ..caller_of(
            &click.user,
            click.member.as_ref(),
            click.channel_id,
            click.guild_id,
            &click.locale,
        )
    };
    let lang = caller.lang;
    super::private::note_component(click);
    // The Review button starts work that outlives the click: its own adapter answers.
    if let Some(ButtonId::Review(game)) = ButtonId::parse(&click.data.custom_id) {
        return super::reviews::pressed(ctx, data, click, caller, game).await;
    }
    // An id that does not read as one of our buttons (forged, or from a future version) is
    // refused in one line.
    let button = ButtonId::parse(&click.data.custom_id);
    // Start and Cancel under a tournament are for its creator or a server manager.
    let rights = super::tournaments::rights_of(click.member.as_ref());
    let asked = super::respond::Asked {
        command: format!("button {}", click.data.custom_id),
        game: button.as_ref().and_then(ButtonId::game),
    };
    let arrived = tokio::time::Instant::now();
    let window = arrived + deliver::CALLBACK_WINDOW;
    let starter = caller.clone();
    let task = run_service(data, caller, move |service, caller| {
        service.once(caller, |service, caller| match &button {
            Some(button) => service.press_with(caller, button, rights),
            None => Err(Refusal::BadButton.into()),
        })
    });
    tokio::pin!(task);
    let http = &ctx.http;
    let channel = click.channel_id;
    // Answered within Discord's window, or acknowledged first (type 6, nothing visible) while
    // the service works: then the same outcomes follow as an edit and a follow-up.
    let (reply, deferred) = match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(joined) => {
            if super::respond::replayed(&joined, &asked) {
                return Ok(());
            }
            (settle(joined, lang, &asked), false)
        }
        Err(_) => {
            let acknowledged = deliver::retrying("acknowledging a button", window, || {
                click.create_response(http, serenity::CreateInteractionResponse::Acknowledge)
            })
            .await;
            let reply = settle(task.await, lang, &asked);
            if let Err(e) = acknowledged {
                deliver::in_channel(http, channel, &reply, lang, &e).await;
                return Ok(());
            }
            (reply, true)
        }
    };
    let patience = tokio::time::Instant::now() + deliver::PATIENCE;
    match reply.shown {
        Shown::Private | Shown::BesidePressed if deferred => {
            post_followup(http, click, &reply, lang).await;
        }
        Shown::Private | Shown::BesidePressed => {
            // A new message (private, or for everyone); the pressed one stays as it was.
            let response = serenity::CreateInteractionResponse::Message(message(&reply));
            respond(click, http, response, window, &reply, lang).await;
        }
        Shown::ReplacePressed if deferred => {
            let page = edit(&reply);
            deliver::retrying("turning a page", patience, || {
                click.edit_response(http, page.clone())
            })
            .await?;
        }
        Shown::ReplacePressed => {
            // A page of a list: the message with the buttons becomes the new page.
            let response = serenity::CreateInteractionResponse::UpdateMessage(update(&reply));
            respond(click, http, response, window, &reply, lang).await;
        }
        Shown::Public => {
            // The pressed message loses its buttons, and the reply is a new message.
            if deferred {
                let without_buttons = serenity::EditInteractionResponse::new()
                    .components(kept_rows(click))
                    .allowed_mentions(no_mentions());
                deliver::retrying("removing the buttons", patience, || {
                    click.edit_response(http, without_buttons.clone())
                })
                .await?;
            } else {
                let update = without_buttons(click);
                let sent = deliver::retrying("removing the buttons", window, || {
                    http.create_interaction_response(click.id, &click.token, &update, Vec::new())
                })
                .await;
                if let Err(e) = sent {
                    let reply = start_in_thread(http, data, &starter, click, reply).await;
                    deliver::in_channel(http, channel, &reply, lang, &e).await;
                    return Ok(());
                }
            }
            // A game made for a thread moves there; the channel shows where (see `threads`).
            let reply = start_in_thread(http, data, &starter, click, reply).await;
            post_followup(http, click, &reply, lang).await;
        }
    }
    Ok(())
}

/// A game started by the click (Accept) and made for a thread: opened from the pressed
/// challenge's message (see `threads`).
async fn start_in_thread(
    http: &serenity::Http,
    data: &Data,
    caller: &crate::service::Caller,
    click: &serenity::ComponentInteraction,
    reply: Reply,
) -> Reply {
    super::threads::play_in_thread(
        http,
        data,
        caller,
        click.channel_id,
        Some(click.message.id),
        reply,
    )
    .await
}

/// Sends `response` as the interaction's answer, tried again while Discord fails; an answer
/// Discord would not take is posted in the channel when it is for everyone.
async fn respond(
    click: &serenity::ComponentInteraction,
    http: &serenity::Http,
    response: serenity::CreateInteractionResponse,
    window: tokio::time::Instant,
    reply: &Reply,
    lang: Lang,
) {
    let sent = deliver::retrying("the answer to a button", window, || {
        click.create_response(http, response.clone())
    })
    .await;
    if let Err(e) = sent {
        deliver::in_channel(http, click.channel_id, reply, lang, &e).await;
    }
}

/// The update (callback type 7) that takes the buttons off the pressed message (all but
/// [`kept_buttons`]) and keeps the rest as it was, its pictures included (the final board under a game-over message).
///
/// Discord keeps, on an update, only the attachments its `attachments` list names when the list
/// is there, and serenity's builder always sends the list, empty (it cannot name one to keep): an
/// update built with it removes the board. So the update is written here, naming each
/// attachment of the message by id.
fn without_buttons(click: &serenity::ComponentInteraction) -> serde_json::Value {
    let kept: Vec<serde_json::Value> = click
        .message
        .attachments
        .iter()
        .map(|a| serde_json::json!({ "id": a.id.to_string() }))
        .collect();
    let review: Vec<serde_json::Value> = kept_buttons(click)
        .into_iter()
        .filter_map(|b| serde_json::to_value(b).ok())
        .collect();
    let components = if review.is_empty() {
        Vec::new()
    } else {
        vec![serde_json::json!({ "type": 1, "components": review })]
    };
    serde_json::json!({
        "type": 7,
        "data": {
            "components": components,
            "allowed_mentions": no_mentions(),
            "attachments": kept,
        },
    })
}

/// The buttons of the pressed message that stay when it loses the others: Review (a finished
/// game can be reviewed whatever else was pressed under it).
fn kept_buttons(click: &serenity::ComponentInteraction) -> Vec<&serenity::Button> {
    click
        .message
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .filter_map(|c| match c {
            serenity::ActionRowComponent::Button(b) => Some(b),
            _ => None,
        })
        .filter(|b| {
            matches!(&b.data, serenity::ButtonKind::NonLink { custom_id, .. }
                if matches!(ButtonId::parse(custom_id), Some(ButtonId::Review(_))))
        })
        .collect()
}

/// [`kept_buttons`] as the rows of an edit.
fn kept_rows(click: &serenity::ComponentInteraction) -> Vec<serenity::CreateActionRow> {
    let buttons: Vec<serenity::CreateButton> = kept_buttons(click)
        .into_iter()
        .filter_map(|b| match &b.data {
            serenity::ButtonKind::NonLink { custom_id, .. } => Some(
                serenity::CreateButton::new(custom_id.clone())
                    .label(b.label.clone().unwrap_or_default())
                    .style(serenity::ButtonStyle::Secondary),
            ),
            _ => None,
        })
        .collect();
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(buttons)]
    }
}

/// Posts the reply as a follow-up of the click, tried again while Discord fails; a public reply
/// Discord would not take is posted in the channel.
async fn post_followup(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    reply: &Reply,
    lang: Lang,
) {
    let message = followup(reply);
    let patience = tokio::time::Instant::now() + deliver::PATIENCE;
    let sent = deliver::retrying("a follow-up", patience, || {
        click.create_followup(http, message.clone())
    })
    .await;
    if let Err(e) = sent {
        deliver::in_channel(http, click.channel_id, reply, lang, &e).await;
    }
}
