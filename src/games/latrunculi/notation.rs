//! Move text of Latrunculi: `d4` (a placement), `d4-d5` (a step), and in Seneca `d4-d6-f6` (a
//! chain of jumps, each landing square in order; `d4-d6` is a single jump) and `xd5` (the removal
//! of a held piece).

use super::{Move, Path, Rules, MAX_PATH, SIZE};
use crate::games::{ParseError, Square};

pub(super) fn parse<R: Rules>(text: &str) -> Result<Move, ParseError> {
    let text = crate::games::notation::trimmed(text)?;
    if R::HOLDS {
        if let Some(sq) = text.strip_prefix(['x', 'X']) {
            return Ok(Move::Remove(Square::parse(sq, SIZE, SIZE)?));
        }
    }
    let parts: Vec<&str> = text.split('-').collect();
    if parts.len() > 2 && R::JUMPS && parts.len() <= MAX_PATH {
        let squares = parts
            .iter()
            .map(|p| Square::parse(p, SIZE, SIZE))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Move::Jump(
            Path::new(&squares).expect("2 to MAX_PATH squares"),
        ));
    }
    match parts.as_slice() {
        [sq] => Ok(Move::Place(Square::parse(sq, SIZE, SIZE)?)),
        [from, to] => {
            let from = Square::parse(from, SIZE, SIZE)?;
            let to = Square::parse(to, SIZE, SIZE)?;
            let adjacent = from.file.abs_diff(to.file) + from.rank.abs_diff(to.rank) == 1;
            if R::JUMPS && !adjacent {
                Ok(Move::Jump(Path::new(&[from, to]).expect("two squares")))
            } else {
                Ok(Move::Step { from, to })
            }
        }
        _ => Err(ParseError::Unrecognised(text.to_lowercase())),
    }
}

pub(super) fn format(mv: &Move) -> String {
    match mv {
        Move::Place(sq) => sq.to_string(),
        Move::Step { from, to } => format!("{from}-{to}"),
        Move::Jump(path) => path
            .squares()
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join("-"),
        Move::Remove(sq) => format!("x{sq}"),
    }
}
