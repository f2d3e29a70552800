//! Move text of Bastonus: `d2-d3` (a step), `c2:e2-c3:e3` (a rank), `d4>d5` and `d2:d3>d4`
//! (pushes, naming the pushing line and the square pushed into), `pass`. Every text starts with
//! the square of a moving piece, so typing a square in `/move` lists that piece's moves.

use super::*;

pub(super) fn parse(text: &str) -> Result<Move, ParseError> {
    let text = crate::games::notation::trimmed(text)?.to_ascii_lowercase();
    if text == "pass" {
        return Ok(Move::Pass);
    }
    let unrecognised = || ParseError::Unrecognised(text.clone());
    let square = |s: &str| Square::parse(s, SIZE, SIZE);
    // A span `a:b` or a single square `a`.
    let span = |s: &str| -> Result<(Square, Square), ParseError> {
        match s.split_once(':') {
            Some((a, b)) => Ok((square(a)?, square(b)?)),
            None => {
                let a = square(s)?;
                Ok((a, a))
            }
        }
    };
    if let Some((left, target)) = text.split_once('>') {
        let (from, front) = span(left)?;
        let target = square(target)?;
        let dir = Dir::between(front, target).ok_or_else(unrecognised)?;
        if from != front && Bastonus::line(from, front).map(|(d, _)| d) != Some(dir) {
            return Err(unrecognised());
        }
        return Ok(Move::Push { from, front, dir });
    }
    let (left, right) = text.split_once('-').ok_or_else(unrecognised)?;
    if !left.contains(':') && !right.contains(':') {
        return Ok(Move::Step {
            from: square(left)?,
            to: square(right)?,
        });
    }
    let ((a, b), (c, d)) = (span(left)?, span(right)?);
    let dir = Dir::between(a, c).ok_or_else(unrecognised)?;
    if a == b || Dir::between(b, d) != Some(dir) || Bastonus::line(a, b).is_none() {
        return Err(unrecognised());
    }
    let (from, to) = if bit(a) < bit(b) { (a, b) } else { (b, a) };
    Ok(Move::Rank { from, to, dir })
}

pub(super) fn format(mv: &Move) -> String {
    match *mv {
        Move::Step { from, to } => format!("{from}-{to}"),
        Move::Rank { from, to, dir } => {
            let (f2, t2) = (towards(from, dir), towards(to, dir));
            match (f2, t2) {
                (Some(f2), Some(t2)) => format!("{from}:{to}-{f2}:{t2}"),
                // Not a move the rules list; printed in a form that reads back the same.
                _ => format!("{from}:{to}-{from}:{to}"),
            }
        }
        Move::Push { from, front, dir } => {
            let target = towards(front, dir).map_or_else(|| "?".to_string(), |s| s.to_string());
            if from == front {
                format!("{from}>{target}")
            } else {
                format!("{from}:{front}>{target}")
            }
        }
        Move::Pass => "pass".to_string(),
    }
}
