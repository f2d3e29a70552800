//! Evaluation of XII Scripta: the race and the blots.
//!
//! It is a race game: the pip count (points each side still has to run, a piece in reserve
//! counting the whole track) decides most positions, so the evaluation is the pip difference
//! less the expected cost of each blot (a single piece an enemy piece behind it could hit: the
//! hit sends it back to the reserve, losing the points it had run), with a chance of being hit
//! that falls with the distance (one die, or two or three together).

use crate::games::duodecim::Duodecim;
use crate::games::{Game, Side, ToAct};

use super::Evaluate;

/// Rough chance that a blot `d` points ahead of an enemy piece is hit next turn (three dice).
fn hit_chance(d: u8) -> f32 {
    match d {
        1..=6 => 0.45,
        7..=12 => 0.2,
        13..=18 => 0.06,
        _ => 0.0,
    }
}

impl Evaluate for Duodecim {
    const EVAL_SCALE: f32 = 20.0;
    const DICE: bool = true;
    const GREEDY_PLAYOUTS: Option<u32> = Some(3);

    fn to_roll(&self) -> Option<Side> {
        (self.to_act() == ToAct::Chance).then(|| self.turn())
    }

    fn evaluate(&self) -> f32 {
        let mut score = [0.0f32; 2];
        for side in Side::BOTH {
            let i = side.index();
            let enemy = self.held_points(side.other());
            let enemy_reserve = self.reserve(side.other()) > 0;
            score[i] -= self.pips(side) as f32;
            // Each blot, nearest the start first (the order of the sum is the order of old).
            let mut blots = self.blots(side);
            while blots != 0 {
                let p = blots.trailing_zeros() as u8 + 1;
                blots &= blots - 1;
                // The nearest enemy piece behind (its reserve enters on points 1-6).
                let below = enemy & ((1u64 << (p - 1)) - 1);
                let behind = if below != 0 {
                    Some(p - (64 - below.leading_zeros() as u8))
                } else {
                    enemy_reserve.then_some(p)
                };
                if let Some(d) = behind {
                    score[i] -= hit_chance(d) * f32::from(p);
                }
            }
        }
        score[0] - score[1]
    }
}

#[cfg(test)]
mod tests;
