//! Starting a game: `/challenge`, and `/accept`, `/decline`, `/cancel` as typed fallbacks to the
//! challenge's buttons.

use poise::serenity_prelude as serenity;

use super::choices::{FirstChoice, VariantChoice};
use super::games::autocomplete_game;
use super::games::game_command;
use super::respond::{
    answer, answer_now, command_caller, private, respond_with, run_service, user_of,
};
use super::threads::play_in_thread;
use super::{Context, Error};
use crate::games::Variant;
use crate::i18n::{tf, Lang};
use crate::service::{ChallengeOptions, Challenged, First, GameId};

/// Challenge someone to a game
///
/// Without an opponent, the challenge is open: anyone in the channel may accept it (see
/// [`open_challenge`]). Discord lists required options before optional ones, so `variant` comes
/// first.
// poise takes each option of a command as one parameter.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
pub(super) async fn challenge(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "Who to play against (anyone here if not given)"] opponent: Option<
        serenity::User,
    >,
    #[description = "Who moves first (random if not given)"] first: Option<FirstChoice>,
    #[description = "Whether the result changes your ratings (yes if not given)"] rated: Option<
        bool,
    >,
    #[description = "Time per move (3 days if not given)"] clock: Option<super::clocks::ClockParam>,
    #[description = "Against Tabula itself: how strong it plays (centurion if not given)"]
    level: Option<super::computer::LevelChoice>,
    #[description = "Play the game in a thread of this channel (no if not given)"] thread: Option<
        bool,
    >,
) -> Result<(), Error> {
    let thread = thread.unwrap_or(false);
    let lang = Lang::from_locale(&ctx.interaction.locale);
    let Some(opponent) = opponent else {
        let first = first.map(First::from).unwrap_or_default();
        let rated = rated.unwrap_or(true);
        return open_challenge(ctx, variant.0, first, rated, clock, thread).await;
    };
    if opponent.id == ctx.framework().bot_id() {
        let level = level.map_or(super::computer::DEFAULT_LEVEL, crate::ai::Level::from);
        let first = first.map(First::from).unwrap_or_default();
        return super::computer::start(ctx, variant.0, level, first).await;
    }
    if opponent.bot {
        let name = opponent.display_name().to_string();
        let text = tf(lang, "discord-opponent-bot", &[("name", &name)]);
        return answer_now(ctx, private(text)).await;
    }
    let nick = ctx
        .interaction
        .data
        .resolved
        .members
        .get(&opponent.id)
        .and_then(|m| m.nick.clone());
    let opponent = user_of(&opponent, nick.as_deref());
    let first = first.map(First::from).unwrap_or_default();
    answer(ctx, move |service, caller| {
        let clock = clock.map(Into::into).unwrap_or_default();
        service.challenge(
            caller,
            Challenged::Player(&opponent),
            variant.0,
            ChallengeOptions {
                first,
                rated: rated.unwrap_or(true),
                clock,
                thread,
            },
        )
    })
    .await
}

/// `/challenge` without an opponent: a challenge anyone in the channel may accept, with Accept
/// and Withdraw buttons, pinging nobody.
async fn open_challenge(
    ctx: Context<'_>,
    variant: Variant,
    first: First,
    rated: bool,
    clock: Option<super::clocks::ClockParam>,
    thread: bool,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        let clock = clock.map(Into::into).unwrap_or_default();
        service.challenge(
            caller,
            Challenged::Anyone,
            variant,
            ChallengeOptions {
                first,
                rated,
                clock,
                thread,
            },
        )
    })
    .await
}

/// Accept a challenge
#[poise::command(slash_command)]
pub(super) async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge's number (the only one if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    // A game made for a thread moves to a thread of its own (opened without a message: the
    // challenge's message is not at hand here), and the channel is told where.
    let caller = command_caller(ctx);
    let lang = caller.lang;
    let data = ctx.data();
    let http = &ctx.serenity_context().http;
    let channel = ctx.interaction.channel_id;
    let task = async move {
        let call = move |service: &crate::service::Service, caller: &crate::service::Caller| {
            service.once(caller, |service, caller| service.accept(caller, game))
        };
        match run_service(data, caller.clone(), call).await {
            Ok(Ok(reply)) => {
                let reply = play_in_thread(http, data, &caller, channel, None, reply).await;
                Ok(Ok(reply))
            }
            other => other,
        }
    };
    respond_with(ctx, lang, task).await
}

game_command!(
    /// Decline a challenge
    decline,
    "The challenge's number (the only one if not given)",
    decline
);

game_command!(
    /// Withdraw a challenge you made
    cancel,
    "The challenge's number (the only one if not given)",
    cancel
);
