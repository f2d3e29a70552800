//! The position text of Bastonus, version 1:
//!
//! `v1 board=<8 ranks> exhausted=- turn=first chain=no captures=0,0 recoil=- quiet=0 last=-
//! end=-`, and when `last` is an action (`last=first,d2-d3`) also `vacated=`, `arrived=`,
//! `taken=` (squares), `ejected=` (`-` or the square a piece was pushed off from and its
//! direction, `d8,n`) and `count=` (enemy pieces it took). On the board `L`, `D`, `C`, `E` are
//! the first side's legionary, Dux, Colosse and Impératrice, lower case the second side's, `.` an
//! empty square; `exhausted` lists the exhausted pieces' squares; `recoil` is `-` or the side
//! whose pieces were just pushed, the direction and their squares (`second,n,d5.e5`).

use super::{bit, Bastonus, Dir, LastAction, Recoil, NO_CAPTURE_LIMIT, SIZE};
use crate::games::position::{
    flag_text, grid_text, last_text, outcome_text, pair_text, parse_flag, parse_grid, parse_option,
    parse_pair, parse_side, parse_square, parse_squares, read_ending, side_text, squares_text,
    PositionError, PositionReader, PositionWriter,
};
use crate::games::Side;

/// Pieces each side starts with.
const PIECES: u32 = 11;

fn dir_text(dir: Dir) -> &'static str {
    match dir {
        Dir::North => "n",
        Dir::South => "s",
        Dir::East => "e",
        Dir::West => "w",
    }
}

fn parse_dir(text: &str) -> Result<Dir, String> {
    Dir::ALL
        .into_iter()
        .find(|d| dir_text(*d) == text)
        .ok_or_else(|| format!("{text:?} is not a direction"))
}

pub(super) fn write(g: &Bastonus) -> String {
    let board = grid_text(SIZE, SIZE, |sq| {
        let b = bit(sq);
        let letter = if g.dux & b != 0 {
            'd'
        } else if g.colossus & b != 0 {
            'c'
        } else if g.empress & b != 0 {
            'e'
        } else {
            'l'
        };
        if g.men[0] & b != 0 {
            letter.to_ascii_uppercase()
        } else if g.men[1] & b != 0 {
            letter
        } else {
            '.'
        }
    });
    let recoil = match g.recoil {
        None => "-".to_string(),
        Some(r) => format!(
            "{},{},{}",
            side_text(r.side),
            dir_text(r.dir),
            squares_text(r.squares.into(), SIZE)
        ),
    };
    let mut text = PositionWriter::new()
        .field("board", board)
        .field("exhausted", squares_text(g.exhausted.into(), SIZE))
        .field("turn", side_text(g.turn))
        .field("chain", flag_text(g.chain))
        .field("captures", pair_text(&g.captures))
        .field("recoil", recoil)
        .field("quiet", g.quiet);
    text = match g.last {
        None => text.field("last", last_text(g, None)),
        Some(last) => text
            .field("last", last_text(g, Some((last.side, &last.mv))))
            .field("vacated", squares_text(last.vacated.into(), SIZE))
            .field("arrived", squares_text(last.arrived.into(), SIZE))
            .field("taken", squares_text(last.captured.into(), SIZE))
            .field(
                "ejected",
                match last.ejected {
                    None => "-".to_string(),
                    Some((sq, dir)) => format!("{sq},{}", dir_text(dir)),
                },
            )
            .field("count", last.taken),
    };
    text.field("end", outcome_text(g.outcome)).finish()
}

fn squares(text: &str) -> Result<u64, String> {
    parse_squares(text, SIZE, SIZE).map(|m| m as u64)
}

pub(super) fn read(text: &str) -> Result<Bastonus, PositionError> {
    let mut r = PositionReader::new(text)?;
    let mut game = Bastonus::empty(Side::First);
    r.with("board", |t| {
        parse_grid(t, SIZE, SIZE, |sq, c| {
            let b = bit(sq);
            if c == '.' {
                return Ok(());
            }
            match c.to_ascii_lowercase() {
                'l' => {}
                'd' => game.dux |= b,
                'c' => game.colossus |= b,
                'e' => game.empress |= b,
                _ => return Err(format!("{c:?} on {sq}")),
            }
            game.men[usize::from(c.is_ascii_lowercase())] |= b;
            Ok(())
        })
    })?;
    game.exhausted = r.with("exhausted", squares)?;
    game.turn = r.with("turn", parse_side)?;
    game.chain = r.with("chain", parse_flag)?;
    game.captures = r.with("captures", parse_pair)?;
    game.recoil = r.with("recoil", |t| {
        parse_option(t, |t| {
            let parts: Vec<&str> = t.splitn(3, ',').collect();
            let [side, dir, list] = parts.as_slice() else {
                return Err(format!("{t:?} is not side,direction,squares"));
            };
            Ok(Recoil {
                side: parse_side(side)?,
                dir: parse_dir(dir)?,
                squares: squares(list)?,
            })
        })
    })?;
    game.quiet = r.number("quiet")?;
    (game.last, game.outcome) = read_ending(r, &game, |r, side, mv| {
        Ok(LastAction {
            side,
            mv,
            vacated: r.with("vacated", squares)?,
            arrived: r.with("arrived", squares)?,
            captured: r.with("taken", squares)?,
            ejected: r.with("ejected", |t| {
                parse_option(t, |t| {
                    let (sq, dir) = t.split_once(',').ok_or("not square,direction")?;
                    Ok((parse_square(sq, SIZE, SIZE)?, parse_dir(dir)?))
                })
            })?,
            taken: r.number("count")?,
        })
    })?;
    check(&game)?;
    Ok(game)
}

/// What every position reached by play has: no more than 11 pieces of a side on the board and
/// taken by the enemy, exhausted pieces on the board, the counter of quiet moves within its
/// limit.
fn check(g: &Bastonus) -> Result<(), PositionError> {
    for side in Side::BOTH {
        let (me, them) = (side.index(), side.other().index());
        if g.men[me].count_ones() + u32::from(g.captures[them]) > PIECES {
            return Err(PositionError(
                "a side's pieces on the board and taken are more than 11".into(),
            ));
        }
    }
    if g.exhausted & !(g.men[0] | g.men[1]) != 0 {
        return Err(PositionError(
            "an exhausted piece on an empty square".into(),
        ));
    }
    if g.quiet > NO_CAPTURE_LIMIT {
        return Err(PositionError("more quiet moves than the limit".into()));
    }
    Ok(())
}
