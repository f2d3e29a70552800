//! The ladder and the records: `/leaderboard`, `/rating`, `/history`, `/replay`, `/export`.
//!
//! Thin adapters, like every command here: the service builds the tables, pages and files; the
//! history's page buttons come back through `buttons` (ids `tabula:history:...`).

use poise::serenity_prelude as serenity;

use super::choices::VariantChoice;
use super::games::autocomplete_game;
use super::games::game_command;
use super::respond::{answer, user_of};
use super::{Context, Error};
use crate::service::ratings::BoardScope;
use crate::service::{GameId, User};

/// The `scope` option of `/leaderboard`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum ScopeChoice {
    #[name = "this server"]
    Server,
    #[name = "all servers"]
    Global,
}

/// The service's view of a user picked in an option, with their nickname in this server.
fn picked(ctx: Context<'_>, user: &serenity::User) -> User {
    let nick = ctx
        .interaction
        .data
        .resolved
        .members
        .get(&user.id)
        .and_then(|m| m.nick.clone());
    user_of(user, nick.as_deref())
}

/// Show the best players of a game
#[poise::command(slash_command)]
pub(super) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "This server's players (default) or everyone's"] scope: Option<ScopeChoice>,
    #[description = "Page number (10 players a page)"]
    #[min = 1]
    #[max = 100]
    page: Option<i64>,
    #[description = "Also list provisional ratings (after the others)"] provisional: Option<bool>,
) -> Result<(), Error> {
    let scope = match scope {
        Some(ScopeChoice::Global) => BoardScope::Global,
        Some(ScopeChoice::Server) | None => BoardScope::Server,
    };
    let provisional = provisional.unwrap_or(false);
    answer(ctx, move |service, caller| {
        service.leaderboard(caller, variant.0, scope, page, provisional)
    })
    .await
}

/// Show someone's ratings
#[poise::command(slash_command)]
pub(super) async fn rating(
    ctx: Context<'_>,
    #[description = "Whose ratings (yours if not given)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let user = user.map(|u| picked(ctx, &u));
    answer(ctx, move |service, caller| {
        service.rating(caller, user.as_ref())
    })
    .await
}

/// Show someone's finished games
#[poise::command(slash_command)]
pub(super) async fn history(
    ctx: Context<'_>,
    #[description = "Whose games (yours if not given)"] user: Option<serenity::User>,
    #[description = "Only this game"] variant: Option<VariantChoice>,
    #[description = "Page number (10 games a page)"]
    #[min = 1]
    #[max = 100]
    page: Option<i64>,
) -> Result<(), Error> {
    let user = user.map(|u| picked(ctx, &u));
    answer(ctx, move |service, caller| {
        service.history(caller, user.as_ref(), variant.map(|v| v.0), page)
    })
    .await
}

/// Replay a game as an animated picture
#[poise::command(slash_command)]
pub(super) async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (your only game here if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    let limit = upload_limit(ctx.interaction.attachment_size_limit);
    answer(ctx, move |service, caller| {
        service.replay(caller, game, Some(limit))
    })
    .await
}

/// The upload limit assumed when an interaction states none (0): 8 MiB, below every limit Discord
/// has had for bots (8 MiB until 2023, 25 MiB, then 10 MiB for servers without boosts since
/// 2024; 50 and 100 MiB with boost tiers 2 and 3).
const FALLBACK_UPLOAD_LIMIT: u64 = 8 * 1024 * 1024;

/// The largest file a reply to this interaction may carry. Discord puts it in every interaction
/// (`attachment_size_limit`, bytes, already counting the server's boosts), so the bot needs no
/// table of boost tiers; serenity 0.12.5 reads it as a plain number, 0 if it were ever missing.
fn upload_limit(attachment_size_limit: u32) -> u64 {
    match attachment_size_limit {
        0 => FALLBACK_UPLOAD_LIMIT,
        bytes => u64::from(bytes),
    }
}

game_command!(
    /// Export a game's moves as text
    export,
    "The game's number (your only game here if not given)",
    export
);
