//! Puzzles on Discord: `/puzzle play [game]`, `/puzzle move <turn>` (the puzzle's legal turns
//! as autocomplete) and `/puzzle giveup`, every answer private (only the caller sees it). A
//! command with subcommands cannot be invoked bare, hence `play`; each call answers the
//! caller's own puzzle, so nobody can answer another's.

use poise::serenity_prelude as serenity;

use super::choices::VariantChoice;
use super::games::suggest;
use super::messages::string_choices;
use super::respond::answer;
use super::{Context, Error};

/// Solve puzzles
#[poise::command(
    slash_command,
    subcommands("play", "turn", "giveup"),
    subcommand_required
)]
pub(super) async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A puzzle near your puzzle rating that you have not seen (or your open one)
#[poise::command(slash_command)]
async fn play(
    ctx: Context<'_>,
    #[description = "Which game (any if not given)"]
    #[rename = "game"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map(|v| v.0);
    answer(ctx, move |service, caller| service.puzzle(caller, variant)).await
}

/// The open puzzle's legal turns starting with what the caller typed.
async fn autocomplete_turn(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_string();
    let found = suggest(ctx, move |service, caller| {
        service.suggest_puzzle_moves(caller, &typed)
    })
    .await;
    string_choices(found)
}

/// Your turn in your puzzle
#[poise::command(slash_command, rename = "move")]
async fn turn(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your whole turn: the legal turns are suggested as you type"]
    #[autocomplete = "autocomplete_turn"]
    #[max_length = 100]
    text: String,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.puzzle_move(caller, &text)
    })
    .await
}

/// Give up your puzzle and see the answer
#[poise::command(slash_command)]
async fn giveup(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, move |service, caller| service.puzzle_give_up(caller)).await
}
