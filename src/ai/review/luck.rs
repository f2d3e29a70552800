//! The luck of a roll, as GNU Backgammon computes it: the value of the position after the roll
//! less the expectation over every roll, both valued the same way.
//!
//! Every roll of the dice is enumerated (56 for three dice, each with its weight out of 216) and
//! each position after a roll is valued by the best turn its roller can play in it: every way
//! of playing the dice is tried (positions reached twice counted once) and the position where
//! the turn ends read by the evaluation as a win chance (GNU Backgammon's luck analysis at
//! 0-ply). The roll played is one of the 56, valued by the same function in the same call, so
//! the roll's luck is exact for that valuation, needs no seed, and is 0 in expectation: the
//! weighted mean of the 56 lucks is 0 by construction.

use std::collections::HashSet;

use crate::ai::mcts::win_chance;
use crate::ai::Evaluate;
use crate::games::{Side, ToAct};

/// Positions the enumeration of one roll's turn may visit: past it, the turn's later actions
/// are no longer tried (the evaluation reads the position reached). Three dice give a few
/// hundred distinct positions, far below.
pub const TURN_NODES: usize = 20_000;

/// One chance position's rolls valued.
#[derive(Clone, Debug, PartialEq)]
pub struct Rolls {
    /// The side that rolls.
    pub roller: Side,
    /// The first side's win chance after each roll (the roller's best turn), with its weight.
    pub values: Vec<(String, f32, u32)>,
    /// The weighted mean of `values`: the first side's win chance before the roll.
    pub expected: f32,
}

impl Rolls {
    /// The first side's win chance after the roll `text`, if it is one.
    pub fn value_of(&self, text: &str) -> Option<f32> {
        self.values
            .iter()
            .find(|(r, _, _)| r == text)
            .map(|(_, v, _)| *v)
    }

    /// The roller's luck of the roll `text` (its win chance after it less the expectation,
    /// 0 to 1 either way).
    pub fn luck_of(&self, text: &str) -> Option<f32> {
        let sign = match self.roller {
            Side::First => 1.0,
            Side::Second => -1.0,
        };
        self.value_of(text).map(|v| sign * (v - self.expected))
    }
}

/// Every roll of `game` (chance acts there) valued; `None` where chance does not act or the
/// game does not say who rolls.
pub fn rolls<G: Evaluate>(game: &G) -> Option<Rolls> {
    if game.to_act() != ToAct::Chance {
        return None;
    }
    let roller = game.to_roll()?;
    let outcomes = game.chance_outcomes();
    let mut values = Vec::with_capacity(outcomes.len());
    let (mut sum, mut weights) = (0.0f64, 0u64);
    for (mv, weight) in outcomes {
        let mut next = game.clone();
        if next.play(&mv).is_err() {
            continue;
        }
        let value = best_turn(&next, roller);
        sum += f64::from(weight) * f64::from(value);
        weights += u64::from(weight);
        values.push((game.format_move(&mv), value, weight));
    }
    if weights == 0 {
        return None;
    }
    Some(Rolls {
        roller,
        values,
        expected: (sum / weights as f64) as f32,
    })
}

/// The first side's win chance after the best turn `side` can play from `game`: the most the
/// evaluation gives `side` over every sequence of its actions until it no longer acts.
pub fn best_turn<G: Evaluate>(game: &G, side: Side) -> f32 {
    let mut seen = HashSet::new();
    let mut left = TURN_NODES;
    // The first call has seen nothing: the maximum is finite.
    let best = best_for(game, side, &mut seen, &mut left);
    match side {
        Side::First => best,
        Side::Second => 1.0 - best,
    }
}

/// `side`'s win chance after its best continuation of the turn from `game`; −∞ for a position
/// this turn reached before (with the same actions left), which was valued there and counts
/// once in the maximum over the whole turn.
fn best_for<G: Evaluate>(
    game: &G,
    side: Side,
    seen: &mut HashSet<(String, Vec<G::Move>)>,
    left: &mut usize,
) -> f32 {
    let mine = |g: &G| match side {
        Side::First => win_chance(g),
        Side::Second => 1.0 - win_chance(g),
    };
    if game.to_act() != ToAct::Side(side) || *left == 0 {
        return mine(game);
    }
    let moves = game.legal_moves();
    if moves.is_empty() {
        return mine(game);
    }
    // The pieces alone are not the position: the same pieces with other dice left go on
    // differently, so the actions left are part of the key.
    if let Some(key) = game.position_key() {
        if !seen.insert((key, moves.clone())) {
            return f32::NEG_INFINITY;
        }
    }
    *left = left.saturating_sub(1);
    let mut best = None::<f32>;
    for mv in &moves {
        let mut next = game.clone();
        if next.play(mv).is_ok() {
            let v = best_for(&next, side, seen, left);
            best = Some(best.map_or(v, |b| b.max(v)));
        }
    }
    best.unwrap_or_else(|| mine(game))
}

#[cfg(test)]
mod tests;
