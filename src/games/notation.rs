//! Squares and their names, shared by every grid game.
//!
//! A square is named by its file letter and rank number from the first player's side: `a1` is
//! the bottom-left corner as the first player sees it. Text is read case-insensitively and always
//! printed in lower case, so every printed square parses back to itself.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One square of a rectangular board, by file (column, 0 = `a`) and rank (row, 0 = `1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub file: u8,
    pub rank: u8,
}

impl Square {
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Reads a square such as `d4` or `D4` on a board of the given size.
    pub fn parse(text: &str, files: u8, ranks: u8) -> Result<Square, ParseError> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next().ok_or(ParseError::Empty)?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(ParseError::NotASquare(text.to_string()));
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseError::NotASquare(text.to_string()));
        }
        let rank: u32 = digits
            .parse()
            .map_err(|_| ParseError::NotASquare(text.to_string()))?;
        let file = letter as u32 - 'a' as u32;
        if digits.starts_with('0') || rank == 0 || rank > ranks as u32 || file >= files as u32 {
            return Err(ParseError::OffBoard(text.to_lowercase()));
        }
        Ok(Square::new(file as u8, (rank - 1) as u8))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// Why a move text could not be read (its syntax, before any rule is asked).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("empty move")]
    Empty,
    #[error("`{0}` is not a square")]
    NotASquare(String),
    #[error("`{0}` is off the board")]
    OffBoard(String),
    #[error("`{0}` is not a move of this game")]
    Unrecognised(String),
}

/// The move text without surrounding blanks, or [`ParseError::Empty`] if nothing is left: the
/// first step of every game's `parse_move`.
pub fn trimmed(text: &str) -> Result<&str, ParseError> {
    match text.trim() {
        "" => Err(ParseError::Empty),
        text => Ok(text),
    }
}

#[cfg(test)]
mod tests;
