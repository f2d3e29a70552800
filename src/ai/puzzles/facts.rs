//! What a puzzle's theme reads of a position beyond the `Game` trait: held pieces (Latrunculi),
//! chiefs on the board (Bastonus's Dux), pieces borne off (XII Scripta). Each game says what it
//! has through [`PuzzleFacts`]; a game without any keeps the default.

use crate::games::latrunculi::{Ludus, Rules};
use crate::games::{bastonus, AnyGame, Bastonus, Duodecim, Ergo, Latroncules, Side};

/// Counts per side (index by [`Side::index`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Pieces of this side held by the enemy (Latrunculi).
    pub held: [u32; 2],
    /// This side's chiefs on the board (Bastonus's Dux).
    pub chiefs: [u32; 2],
    /// This side's pieces borne off (XII Scripta).
    pub off: [u32; 2],
}

impl Facts {
    pub fn of(game: &AnyGame) -> Facts {
        each_game!(game, g => g.facts())
    }
}

/// A game's facts for puzzle themes.
pub trait PuzzleFacts {
    fn facts(&self) -> Facts {
        Facts::default()
    }
}

impl<R: Rules> PuzzleFacts for Ludus<R> {
    fn facts(&self) -> Facts {
        Facts {
            held: Side::BOTH.map(|s| self.held_pieces(s).count_ones()),
            ..Facts::default()
        }
    }
}

impl PuzzleFacts for Bastonus {
    fn facts(&self) -> Facts {
        let mut chiefs = [0; 2];
        for file in 0..bastonus::SIZE {
            for rank in 0..bastonus::SIZE {
                if let Some(p) = self.piece_at(crate::games::Square::new(file, rank)) {
                    if p.kind == bastonus::Kind::Dux {
                        chiefs[p.side.index()] += 1;
                    }
                }
            }
        }
        Facts {
            chiefs,
            ..Facts::default()
        }
    }
}

impl PuzzleFacts for Duodecim {
    fn facts(&self) -> Facts {
        Facts {
            off: Side::BOTH.map(|s| u32::from(self.borne_off(s))),
            ..Facts::default()
        }
    }
}

impl PuzzleFacts for Ergo {}
impl PuzzleFacts for Latroncules {}
