//! Evaluation of Ergo: lines. Nothing is ever taken and five in a row wins, so the position is
//! its windows of five squares (along ranks, files and both diagonals) that hold pieces of one
//! side only: the more pieces in such a window, the closer that side is to five; a window with
//! four (an open line of four) is one move from winning, and decisive if it is that side's move.

use std::sync::OnceLock;

use crate::games::ergo::{Ergo, FILES, RANKS};
use crate::games::Side;

use super::Evaluate;

/// One direction of a line: the bit step from a square to the next one along it, and the
/// squares where a window of five may start (the whole window on the board).
struct Line {
    step: i32,
    starts: u128,
}

fn lines() -> &'static [Line; 4] {
    static LINES: OnceLock<[Line; 4]> = OnceLock::new();
    LINES.get_or_init(|| {
        [(1i32, 0i32), (0, 1), (1, 1), (1, -1)].map(|(df, dr)| {
            let mut starts = 0u128;
            for rank in 0..i32::from(RANKS) {
                for file in 0..i32::from(FILES) {
                    let (f, r) = (file + 4 * df, rank + 4 * dr);
                    if (0..i32::from(FILES)).contains(&f) && (0..i32::from(RANKS)).contains(&r) {
                        starts |= 1u128 << (rank * i32::from(FILES) + file);
                    }
                }
            }
            Line {
                step: dr * i32::from(FILES) + df,
                starts,
            }
        })
    })
}

/// `board` moved so that bit `s` holds what bit `s + by` held.
fn shifted(board: u128, by: i32) -> u128 {
    if by >= 0 {
        board >> by
    } else {
        board << -by
    }
}

/// Each side's window values, all windows of one direction at once: the five squares of every
/// window are added bit-sliced (a three-bit counter per start square), so a window costs no
/// loop of its own.
fn window_scores(own: [u128; 2]) -> [f32; 2] {
    let mut score = [0.0f32; 2];
    for line in lines() {
        let mut any = [0u128; 2];
        let mut count = [[0u128; 3]; 2];
        for k in 0..5 {
            for side in 0..2 {
                let v = shifted(own[side], k * line.step);
                any[side] |= v;
                let [c0, c1, c2] = &mut count[side];
                let carry0 = *c0 & v;
                *c0 ^= v;
                let carry1 = *c1 & carry0;
                *c1 ^= carry0;
                *c2 |= carry1;
            }
        }
        for side in 0..2 {
            let [c0, c1, c2] = count[side];
            let alone = line.starts & !any[1 - side];
            for (n, value) in WINDOW.iter().enumerate().take(5).skip(1) {
                let bit = |c: u128, b: usize| if n >> b & 1 == 1 { c } else { !c };
                let exactly = alone & bit(c0, 0) & bit(c1, 1) & bit(c2, 2);
                if exactly != 0 {
                    score[side] += value * exactly.count_ones() as f32;
                }
            }
        }
    }
    score
}

/// Value of a window with this many pieces of one side and none of the other.
const WINDOW: [f32; 6] = [0.0, 0.02, 0.12, 0.5, 2.0, 0.0];

impl Evaluate for Ergo {
    const EVAL_SCALE: f32 = 2.0;

    fn evaluate(&self) -> f32 {
        let own = [self.pieces(Side::First), self.pieces(Side::Second)];
        let mut score = window_scores(own);
        let mover = self.turn().index();
        score[mover] *= 1.3;
        for side in Side::BOTH {
            score[side.index()] += 0.05 * f32::from(self.reserve(side));
        }
        score[0] - score[1]
    }
}

#[cfg(test)]
mod tests;
