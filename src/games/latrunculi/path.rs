//! The squares of a chain of jumps (Seneca), kept small and `Copy` inside a move.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{index, square_of, Square, MAX_PATH, SIZE};

/// The squares of a chain of jumps: its start, then every landing square in order (2 to
/// [`MAX_PATH`] squares). Fixed-size so that a [`Move`](super::Move) stays `Copy`, and small:
/// each square is one byte, its bit index `rank * 8 + file`. Stored as the list of its squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Square>", try_from = "Vec<Square>")]
pub struct Path {
    pub(super) len: u8,
    /// The bit index of each square, the start first; 0 past the end.
    pub(super) cells: [u8; MAX_PATH],
}

/// The squares of a [`Path`], read as a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathSquares {
    len: u8,
    squares: [Square; MAX_PATH],
}

impl std::ops::Deref for PathSquares {
    type Target = [Square];

    fn deref(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }
}

impl Path {
    /// A path through these squares, if there are 2 to [`MAX_PATH`] of them, all on the board.
    pub fn new(squares: &[Square]) -> Option<Path> {
        if !(2..=MAX_PATH).contains(&squares.len()) {
            return None;
        }
        let mut cells = [0; MAX_PATH];
        for (cell, sq) in cells.iter_mut().zip(squares) {
            if sq.file >= SIZE || sq.rank >= SIZE {
                return None;
            }
            *cell = index(*sq) as u8;
        }
        Some(Path {
            len: squares.len() as u8,
            cells,
        })
    }

    /// Every square, the start first.
    pub fn squares(&self) -> PathSquares {
        let mut squares = [Square::new(0, 0); MAX_PATH];
        for (sq, &cell) in squares.iter_mut().zip(&self.cells[..usize::from(self.len)]) {
            *sq = square_of(u32::from(cell));
        }
        PathSquares {
            len: self.len,
            squares,
        }
    }

    pub fn start(&self) -> Square {
        square_of(u32::from(self.cells[0]))
    }

    pub fn end(&self) -> Square {
        square_of(u32::from(self.cells[usize::from(self.len) - 1]))
    }
}

impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Path").field(&&*self.squares()).finish()
    }
}

impl From<Path> for Vec<Square> {
    fn from(path: Path) -> Vec<Square> {
        path.squares().to_vec()
    }
}

impl TryFrom<Vec<Square>> for Path {
    type Error = String;

    fn try_from(squares: Vec<Square>) -> Result<Path, String> {
        Path::new(&squares).ok_or_else(|| format!("a path has 2 to {MAX_PATH} squares"))
    }
}
