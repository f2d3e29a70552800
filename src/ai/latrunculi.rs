//! Evaluation of Latrunculi (Piso and Seneca): material, held pieces, threats, corners.
//!
//! Both variants end by the guard with "more captures wins", so material is nearly everything:
//! a side's pieces on the board and in hand, less most of a piece for each of its pieces held
//! (*incitus*, Seneca: it will be removed next turn unless freed). Then the threats (an enemy
//! piece with one of our pieces beside it and the opposite square empty and reachable by
//! another of ours in one step) and pieces in corners, which two enemies take.

use crate::games::grid::{bit, is_corner, offset, squares, ORTHOGONAL};
use crate::games::latrunculi::{Ludus, Rules};
use crate::games::{Side, Square};

use super::Evaluate;

/// Each side's pieces as masks (held pieces included), and the held ones.
fn masks<R: Rules>(g: &Ludus<R>) -> ([u64; 2], [u64; 2]) {
    let mut own = [0u64; 2];
    for sq in squares(u64::MAX) {
        if let Some(side) = g.piece_at(sq) {
            own[side.index()] |= bit(sq);
        }
    }
    (
        own,
        [g.held_pieces(Side::First), g.held_pieces(Side::Second)],
    )
}

/// Enemy pieces of `side` that `side` threatens to take next move.
pub(crate) fn threats(own: u64, enemy: u64) -> u32 {
    let occupied = own | enemy;
    let mut count = 0;
    let mut bits = enemy;
    while bits != 0 {
        let i = bits.trailing_zeros();
        bits &= bits - 1;
        let victim = Square::new((i % 8) as u8, (i / 8) as u8);
        let threatened = ORTHOGONAL.iter().any(|&(df, dr)| {
            let (Some(a), Some(b)) = (offset(victim, (df, dr)), offset(victim, (-df, -dr))) else {
                return false;
            };
            own & bit(a) != 0
                && occupied & bit(b) == 0
                && ORTHOGONAL.iter().any(|&d| {
                    offset(b, d).is_some_and(|s| s != victim && own & bit(s) != 0 && s != a)
                })
        });
        if threatened {
            count += 1;
        }
    }
    count
}

impl<R: Rules> Evaluate for Ludus<R> {
    const EVAL_SCALE: f32 = 1.5;

    fn evaluate(&self) -> f32 {
        let (own, held) = masks(self);
        let mut score = 0.0;
        for side in Side::BOTH {
            let i = side.index();
            let sign = if side == Side::First { 1.0 } else { -1.0 };
            let material = self.on_board(side) as f32 + f32::from(self.in_hand(side))
                - 0.8 * held[i].count_ones() as f32;
            let free = own[i] & !held[i];
            let corners = squares(free).filter(|&s| is_corner(s)).count() as f32;
            let threats = threats(free, own[1 - i] & !held[1 - i]) as f32;
            let tempo = if self.turn() == side { 0.6 } else { 0.25 };
            score += sign * (material - 0.2 * corners + tempo * threats);
        }
        score
    }
}
