//! `/games`, and the autocomplete of every `game` option.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::messages::{MAX_CHOICES, MAX_CHOICE_LEN};
use super::respond::{answer, command_caller, run_service};
use super::{Context, Error};
use crate::service::{Caller, Service};

/// Autocomplete answers later than this are useless (Discord waits 3 s): answer nothing instead.
const SUGGEST_WITHIN: Duration = Duration::from_millis(2000);

/// List your games and challenges
#[poise::command(slash_command, guild_only)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, |service, caller| service.games(caller)).await
}

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
    let choices = games
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(id, label)| {
            let label: String = label.chars().take(MAX_CHOICE_LEN).collect();
            serenity::AutocompleteChoice::new(label, id)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
