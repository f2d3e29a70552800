//! Rolling the dice for games that have them.
//!
//! The rules never roll: when [`ToAct::Chance`] comes up, the service samples one of the listed
//! rolls by weight with its own random source and plays it like a move, so the roll lands in the
//! history and the game replays exactly. This module is that loop, kept apart (and generic over
//! [`ChanceGame`]) so it can be tested with a toy dice game before any real one exists.

use rand::Rng;

use crate::games::{AnyGame, MoveError, ToAct};

/// Consecutive rolls after which a game is considered broken (no real game rolls this often
/// without a player acting; a bug must not spin forever).
pub(crate) const MAX_ROLLS: usize = 64;

/// What the dice loop needs of a game.
pub(crate) trait ChanceGame {
    fn to_act(&self) -> ToAct;
    fn chance_texts(&self) -> Vec<(String, u32)>;
    fn play_text(&mut self, text: &str) -> Result<String, MoveError>;
}

impl ChanceGame for AnyGame {
    fn to_act(&self) -> ToAct {
        AnyGame::to_act(self)
    }

    fn chance_texts(&self) -> Vec<(String, u32)> {
        AnyGame::chance_texts(self)
    }

    fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        AnyGame::play_text(self, text)
    }
}

/// A game broke the chance contract.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ChanceError {
    #[error("chance acts but lists no roll with a positive weight")]
    NoRoll,
    #[error("the rules refused their own roll `{0}`: {1}")]
    Refused(String, MoveError),
    #[error("chance acted {MAX_ROLLS} times in a row")]
    Endless,
}

/// One of `options`, with probability proportional to its weight; `None` if all weights are 0.
pub(crate) fn pick_weighted<'a, R: Rng + ?Sized>(
    options: &'a [(String, u32)],
    rng: &mut R,
) -> Option<&'a str> {
    let total: u64 = options.iter().map(|(_, w)| u64::from(*w)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    for (text, weight) in options {
        let weight = u64::from(*weight);
        if pick < weight {
            return Some(text);
        }
        pick -= weight;
    }
    None
}

/// Rolls while chance acts; returns the canonical texts of the rolls, in order. On error the
/// game may hold some of the rolls: the caller throws it away.
pub(crate) fn roll_while_chance<G: ChanceGame, R: Rng + ?Sized>(
    game: &mut G,
    rng: &mut R,
) -> Result<Vec<String>, ChanceError> {
    let mut rolls = Vec::new();
    while game.to_act() == ToAct::Chance {
        if rolls.len() >= MAX_ROLLS {
            return Err(ChanceError::Endless);
        }
        let options = game.chance_texts();
        let roll = pick_weighted(&options, rng).ok_or(ChanceError::NoRoll)?;
        let text = game
            .play_text(roll)
            .map_err(|e| ChanceError::Refused(roll.to_string(), e))?;
        rolls.push(text);
    }
    Ok(rolls)
}

#[cfg(test)]
mod tests;
