//! Playing: `/move` (with the legal moves as autocomplete), `/board`, `/resign`.

use poise::serenity_prelude as serenity;

use super::games::game_command;
use super::games::{autocomplete_game, suggest};
use super::messages::string_choices;
use super::respond::{answer, answer_played};
use super::{Context, Error};
use crate::service::{Caller, GameId, Service};

/// The `game` option already filled in, while another option is being typed.
fn game_option(ctx: Context<'_>) -> Option<GameId> {
    ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::Integer(id) if option.name == "game" => Some(id),
        _ => None,
    })
}

/// Suggestions of `query` (the caller's, in the game of the `game` option when it is filled in)
/// for what they typed.
async fn suggest_in_game(
    ctx: Context<'_>,
    partial: &str,
    query: fn(&Service, &Caller, &str, Option<GameId>) -> Vec<String>,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_string();
    let game = game_option(ctx);
    let found = suggest(ctx, move |service, caller| {
        query(service, caller, &typed, game)
    })
    .await;
    string_choices(found)
}

/// The caller's legal moves starting with what they typed.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    suggest_in_game(ctx, partial, Service::suggest_moves).await
}

/// Play a move
#[poise::command(slash_command, rename = "move")]
pub(super) async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move: the legal moves are suggested as you type"]
    #[autocomplete = "autocomplete_move"]
    #[max_length = 100]
    text: String,
    #[description = "Which game (the only one here if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    answer_played(ctx, move |service, caller| {
        service.play_move(caller, &text, game)
    })
    .await
}

/// Show the board of a game
#[poise::command(slash_command)]
pub(super) async fn board(
    ctx: Context<'_>,
    #[description = "Which game (the only one here if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
    #[description = "Show privately where your piece on this square can go this turn"]
    #[autocomplete = "autocomplete_square"]
    #[max_length = 10]
    square: Option<String>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| match &square {
        Some(square) => service.board_square(caller, game, square),
        None => service.board(caller, game),
    })
    .await
}

/// The squares (XII Scripta: points, `enter`) of the caller's pieces that can move.
async fn autocomplete_square(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    suggest_in_game(ctx, partial, Service::suggest_squares).await
}

game_command!(
    /// Resign a game
    resign,
    "Which game (the only one here if not given)",
    resign
);
