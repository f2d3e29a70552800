//! Evaluation of Bastonus: material by kind, the enemy camp, the Impératrice's road to it, and
//! the six endings' preconditions (the last legionaries, the chiefs outside the camps).
//!
//! Four of the six endings are about camps and chiefs rather than material, so besides the
//! value of pieces (an exhausted legionary is worth a little less: it can no longer push) the
//! evaluation counts pieces already in the enemy camp (four win), the Impératrice's distance to
//! it (entering wins), and penalises a side down to its last legionaries or chiefs.

use crate::games::bastonus::{Bastonus, Kind, CAMPS};
use crate::games::grid::{bit, squares};
use crate::games::Side;

use super::Evaluate;

impl Evaluate for Bastonus {
    const EVAL_SCALE: f32 = 3.0;

    fn evaluate(&self) -> f32 {
        let mut score = [0.0f32; 2];
        let mut legionaries = [0u32; 2];
        let mut chiefs_out = [0u32; 2];
        for sq in squares(u64::MAX) {
            let Some(piece) = self.piece_at(sq) else {
                continue;
            };
            let i = piece.side.index();
            let enemy_camp = CAMPS[1 - i];
            let in_camp = (CAMPS[0] | CAMPS[1]) & bit(sq) != 0;
            // Ranks still to go to the enemy camp's rank.
            let camp_rank: u8 = if piece.side == Side::First { 7 } else { 0 };
            let to_go = (i16::from(camp_rank) - i16::from(sq.rank)).unsigned_abs() as f32;
            score[i] += match piece.kind {
                Kind::Legionary => {
                    legionaries[i] += 1;
                    if piece.exhausted {
                        0.9
                    } else {
                        1.0
                    }
                }
                Kind::Dux => 3.0,
                Kind::Colossus => 2.5,
                Kind::Empress => 4.0 + 0.15 * (7.0 - to_go),
            };
            if matches!(piece.kind, Kind::Dux | Kind::Colossus | Kind::Empress) && !in_camp {
                chiefs_out[i] += 1;
            }
            if enemy_camp & bit(sq) != 0 {
                score[i] += 0.8;
            }
        }
        for i in 0..2 {
            if legionaries[i] <= 2 {
                score[i] -= 1.5 * (3 - legionaries[i]) as f32;
            }
            if chiefs_out[i] <= 1 {
                score[i] -= 1.5 * (2 - chiefs_out[i]) as f32;
            }
        }
        score[0] - score[1]
    }
}
