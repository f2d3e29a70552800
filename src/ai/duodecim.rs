//! Evaluation of XII Scripta: the race and the blots.
//!
//! It is a race game: the pip count (points each side still has to run, a piece in reserve
//! counting the whole track) decides most positions, so the evaluation is the pip difference
//! less the expected cost of each blot (a single piece an enemy piece behind it could hit: the
//! hit sends it back to the reserve, losing the points it had run), with a chance of being hit
//! that falls with the distance (one die, or two or three together).

use crate::games::duodecim::{Duodecim, POINTS};
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

    fn to_roll(&self) -> Option<Side> {
        (self.to_act() == ToAct::Chance).then(|| self.turn())
    }

    fn evaluate(&self) -> f32 {
        let mut score = [0.0f32; 2];
        for side in Side::BOTH {
            let i = side.index();
            let enemy = side.other();
            score[i] -= self.pips(side) as f32;
            for p in 1..=POINTS {
                if self.count(side, p) != 1 {
                    continue;
                }
                // The nearest enemy piece behind (its reserve enters on points 1-6).
                let behind = (1..p)
                    .rev()
                    .find(|&q| self.count(enemy, q) > 0)
                    .map(|q| p - q)
                    .or((self.reserve(enemy) > 0).then_some(p));
                if let Some(d) = behind {
                    score[i] -= hit_chance(d) * f32::from(p);
                }
            }
        }
        score[0] - score[1]
    }
}
