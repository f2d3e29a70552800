//! Evaluation of Latroncules: material (cavalry worth more than infantry), prisoners that a
//! promotion can still free, infantry advancing towards promotion, threats and corners.
//!
//! Taking every enemy piece wins and the guard draws, so material decides; infantry only steps
//! forward and is exchanged for a taken cavalier on the far rank, so its progress is worth a
//! little, and more while the enemy holds prisoners of ours.

use crate::games::grid::{bit, is_corner, squares};
use crate::games::latroncules::{promotion_rank, Kind, Latroncules};
use crate::games::Side;

use super::latrunculi::threats;
use super::Evaluate;

impl Evaluate for Latroncules {
    const EVAL_SCALE: f32 = 2.0;

    fn evaluate(&self) -> f32 {
        let mut own = [0u64; 2];
        let mut score = [0.0f32; 2];
        for sq in squares(u64::MAX) {
            let Some((side, kind)) = self.piece_at(sq) else {
                continue;
            };
            let i = side.index();
            own[i] |= bit(sq);
            score[i] += match kind {
                Kind::Cavalry => 1.6,
                Kind::Infantry => {
                    let target = promotion_rank(side);
                    let to_go = (i16::from(target) - i16::from(sq.rank)).unsigned_abs() as f32;
                    let progress = (7.0 - to_go) / 7.0;
                    1.0 + progress * (0.1 + 0.15 * f32::from(self.prisoners(side).min(2)))
                }
            };
            if is_corner(sq) {
                score[i] -= 0.2;
            }
        }
        for side in Side::BOTH {
            let i = side.index();
            let tempo = if self.turn() == side { 0.6 } else { 0.25 };
            score[i] += tempo * threats(own[i], own[1 - i]) as f32;
        }
        score[0] - score[1]
    }
}
