//! `/help`: what Tabula is, its commands and its games, shown only to the caller.

use super::respond::answer;
use super::{Context, Error};

/// What Tabula is, its commands and its games
#[poise::command(slash_command)]
pub(super) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, |service, caller| service.help(caller)).await
}
