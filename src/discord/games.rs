//! `/games`, and the autocomplete of every `game` option.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::messages::labelled_choices;
use super::respond::{answer, command_caller, run_service};
use super::{Context, Error};
use crate::service::{Caller, Service};

/// Autocomplete answers later than this are useless (Discord waits 3 s): answer nothing instead.
const SUGGEST_WITHIN: Duration = Duration::from_millis(2000);

/// List your games and challenges
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, |service, caller| service.games(caller)).await
}

/// A command whose one option is a game's number (suggested as it is typed, among the caller's
/// games here) and whose answer is one service call on that game, `service.$method(caller,
/// game)`: `/decline`, `/cancel`, `/resign`, `/abort`, `/draw`, `/export`. `$option` is the
/// option's description, as a `description` attribute (the catalogue's text replaces it at
/// start-up, `locale`).
macro_rules! game_command {
    ($(#[doc = $doc:tt])* $name:ident, $option:tt, $method:ident) => {
        $(#[doc = $doc])*
        #[poise::command(slash_command)]
        pub(super) async fn $name(
            ctx: crate::discord::Context<'_>,
            #[description = $option]
            #[autocomplete = "crate::discord::games::autocomplete_game"]
            #[min = 1]
            game: Option<crate::service::GameId>,
        ) -> Result<(), crate::discord::Error> {
            crate::discord::respond::answer(ctx, move |service, caller| {
                service.$method(caller, game)
            })
            .await
        }
    };
}
pub(super) use game_command;

/// Runs an autocomplete query on the blocking pool, within Discord's patience.
pub(super) async fn suggest<T, F>(ctx: Context<'_>, query: F) -> Vec<T>
where
    T: Send + 'static,
    F: FnOnce(&Service, &Caller) -> Vec<T> + Send + 'static,
{
    let caller = command_caller(ctx);
    let task = run_service(ctx.data(), caller, query);
    match tokio::time::timeout(SUGGEST_WITHIN, task).await {
        Ok(Ok(found)) => found,
        Ok(Err(super::respond::Halt::Stopping)) => Vec::new(),
        Ok(Err(e)) => {
            tracing::error!("autocomplete failed: {e}");
            Vec::new()
        }
        Err(_) => {
            warn!("autocomplete took too long");
            Vec::new()
        }
    }
}

/// The caller's games in this channel matching what they typed.
pub(super) async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_string();
    let games = suggest(ctx, move |service, caller| {
        service.suggest_games(caller, &typed)
    })
    .await;
    labelled_choices(games.into_iter().map(|(id, label)| (label, id)))
}
