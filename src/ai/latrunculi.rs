//! Evaluation of Latrunculi (Piso and Seneca): material, held pieces, threats, corners.
//!
//! Both variants end by the guard with "more captures wins", so material is nearly everything:
//! a side's pieces on the board and in hand, less most of a piece for each of its pieces held
//! (*incitus*, Seneca: it will be removed next turn unless freed). Then the threats (an enemy
//! piece with one of our pieces beside it and the opposite square empty and reachable by
//! another of ours in one step) and pieces in corners, which two enemies take.

use crate::games::grid::{is_corner, opposite, shift, squares};
use crate::games::latrunculi::{Ludus, Rules};
use crate::games::Side;

use super::{sign, Evaluate};

/// Each side's pieces as masks (held pieces included), and the held ones.
fn masks<R: Rules>(g: &Ludus<R>) -> ([u64; 2], [u64; 2]) {
    (
        [g.pieces(Side::First), g.pieces(Side::Second)],
        [g.held_pieces(Side::First), g.held_pieces(Side::Second)],
    )
}

/// Enemy pieces of `side` that `side` threatens to take next move: one of ours beside it, the
/// square opposite empty and one step from another of ours. All four directions as masks (the
/// other piece cannot be the first one nor the victim: neither stands beside that square).
pub(crate) fn threats(own: u64, enemy: u64) -> u32 {
    let empty = !(own | enemy);
    let reach = (0..4).fold(0, |r, d| r | shift(own, d));
    let landing = empty & reach;
    let threatened = (0..4).fold(0, |t, d| t | (shift(own, opposite(d)) & shift(landing, d)));
    (threatened & enemy).count_ones()
}

impl<R: Rules> Evaluate for Ludus<R> {
    const EVAL_SCALE: f32 = 1.5;
    const GREEDY_PLAYOUTS: Option<u32> = Some(3);

    fn evaluate(&self) -> f32 {
        let (own, held) = masks(self);
        let mut score = 0.0;
        for side in Side::BOTH {
            let i = side.index();
            let material = self.on_board(side) as f32 + f32::from(self.in_hand(side))
                - 0.8 * held[i].count_ones() as f32;
            let free = own[i] & !held[i];
            let corners = squares(free).filter(|&s| is_corner(s)).count() as f32;
            let threats = threats(free, own[1 - i] & !held[1 - i]) as f32;
            let tempo = if self.turn() == side { 0.6 } else { 0.25 };
            score += sign(side) * (material - 0.2 * corners + tempo * threats);
        }
        score
    }
}

#[cfg(test)]
mod tests;
