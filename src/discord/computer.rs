//! Playing the computer: `/play variant [level] [first]`, the `level` option of `/challenge`
//! when the opponent is Tabula itself, and, at start-up, the computer's answers in games where a
//! restart came between a player's move and the answer.

use std::sync::Arc;

use super::choices::{FirstChoice, VariantChoice};
use super::outbox::DiscordOutbox;
use super::respond::answer_played;
use super::{Context, Error};
use crate::ai::Level;
use crate::games::Variant;
use crate::jobs::Gate;
use crate::service::{First, Played};

/// The `level` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum LevelChoice {
    #[name = "novice"]
    Novice,
    #[name = "legionary"]
    Legionary,
    #[name = "centurion"]
    Centurion,
    #[name = "imperator"]
    Imperator,
}

impl From<LevelChoice> for Level {
    fn from(choice: LevelChoice) -> Level {
        match choice {
            LevelChoice::Novice => Level::Novice,
            LevelChoice::Legionary => Level::Legionary,
            LevelChoice::Centurion => Level::Centurion,
            LevelChoice::Imperator => Level::Imperator,
        }
    }
}

/// The level when none is chosen.
pub(super) const DEFAULT_LEVEL: Level = Level::Centurion;

/// Play against the computer (Tabula), starting at once
#[poise::command(slash_command)]
pub(super) async fn play(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "How strong the computer plays (centurion if not given)"] level: Option<
        LevelChoice,
    >,
    #[description = "Who moves first (random if not given)"] first: Option<FirstChoice>,
) -> Result<(), Error> {
    let level = level.map_or(DEFAULT_LEVEL, Level::from);
    let first = first.map(First::from).unwrap_or_default();
    start(ctx, variant.0, level, first).await
}

/// Starts a game against the computer for the caller (also `/challenge` naming Tabula).
pub(super) async fn start(
    ctx: Context<'_>,
    variant: Variant,
    level: Level,
    first: First,
) -> Result<(), Error> {
    answer_played(ctx, move |service, caller| {
        service
            .start_computer(caller, variant, level, first)
            .map(Played::AnswerDue)
    })
    .await
}

/// After connecting: the computer moves wherever it is to act in a game this process owns (the
/// guild is on one of its shards, or no guild and the process does the bot's duties,
/// `outside`: see `shards`), and posts each answer in its game's channel (`jobs::computer`).
pub(super) fn resume(
    gate: Arc<Gate>,
    outbox: Arc<DiscordOutbox>,
    shards: crate::config::ShardRange,
    outside: bool,
) {
    tokio::spawn(async move {
        let owns = move |guild: Option<&str>| super::shards::owns_game(&shards, outside, guild);
        crate::jobs::computer::resume(&gate, &*outbox, owns).await;
    });
}
