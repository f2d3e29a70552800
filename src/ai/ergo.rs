//! Evaluation of Ergo: lines. Nothing is ever taken and five in a row wins, so the position is
//! its windows of five squares (along ranks, files and both diagonals) that hold pieces of one
//! side only: the more pieces in such a window, the closer that side is to five; a window with
//! four (an open line of four) is one move from winning, and decisive if it is that side's move.

use std::sync::OnceLock;

use crate::games::ergo::{Ergo, FILES, RANKS};
use crate::games::{Side, Square};

use super::Evaluate;

/// Every window of five squares in a line, as a mask of bits `rank * 10 + file`.
fn windows() -> &'static [u128] {
    static WINDOWS: OnceLock<Vec<u128>> = OnceLock::new();
    WINDOWS.get_or_init(|| {
        let mut all = Vec::new();
        for rank in 0..RANKS as i8 {
            for file in 0..FILES as i8 {
                for (df, dr) in [(1i8, 0i8), (0, 1), (1, 1), (1, -1)] {
                    let mut mask = 0u128;
                    let ok = (0..5).all(|k| {
                        let (f, r) = (file + df * k, rank + dr * k);
                        let inside = (0..FILES as i8).contains(&f) && (0..RANKS as i8).contains(&r);
                        if inside {
                            mask |= 1u128 << (r as usize * FILES as usize + f as usize);
                        }
                        inside
                    });
                    if ok {
                        all.push(mask);
                    }
                }
            }
        }
        all
    })
}

/// Value of a window with this many pieces of one side and none of the other.
const WINDOW: [f32; 6] = [0.0, 0.02, 0.12, 0.5, 2.0, 0.0];

impl Evaluate for Ergo {
    const EVAL_SCALE: f32 = 2.0;

    fn evaluate(&self) -> f32 {
        let mut own = [0u128; 2];
        for rank in 0..RANKS {
            for file in 0..FILES {
                if let Some((side, _)) = self.piece_at(Square::new(file, rank)) {
                    own[side.index()] |= 1u128 << (rank as usize * FILES as usize + file as usize);
                }
            }
        }
        let mut score = [0.0f32; 2];
        for &w in windows() {
            let a = (own[0] & w).count_ones() as usize;
            let b = (own[1] & w).count_ones() as usize;
            if b == 0 {
                score[0] += WINDOW[a];
            } else if a == 0 {
                score[1] += WINDOW[b];
            }
        }
        let mover = self.turn().index();
        score[mover] *= 1.3;
        for side in Side::BOTH {
            score[side.index()] += 0.05 * f32::from(self.reserve(side));
        }
        score[0] - score[1]
    }
}
