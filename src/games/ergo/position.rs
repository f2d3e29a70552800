//! The position text of Ergo, version 1:
//!
//! `v1 board=<9 ranks of 10> turn=first reserve=12,12 plies=0 seen=<hashes> last=- end=-`, and
//! when `last` is a move (`last=first,d4`) also `turned=` (`yes`/`no`). On the board `H`/`L` is a
//! piece of the first side showing its hollow/lion face, `h`/`l` the second side's, `.` an empty
//! square; `seen` lists, in hexadecimal, the hashes of the positions since the last
//! irreversible move, oldest first (the repetition rule counts them).

use super::{bit, Ergo, LastAction, FILES, MOVE_LIMIT, PIECES_PER_SIDE, RANKS};
use crate::games::position::{
    flag_text, grid_text, last_text, outcome_text, pair_text, parse_flag, parse_grid, parse_list,
    parse_pair, parse_side, read_ending, side_text, PositionError, PositionReader, PositionWriter,
};
use crate::games::Side;

pub(super) fn write(g: &Ergo) -> String {
    let board = grid_text(FILES, RANKS, |sq| {
        let b = bit(sq);
        let letter = if g.lions & b != 0 { 'l' } else { 'h' };
        if g.board[0] & b != 0 {
            letter.to_ascii_uppercase()
        } else if g.board[1] & b != 0 {
            letter
        } else {
            '.'
        }
    });
    let seen: Vec<String> = g.history.iter().map(|h| format!("{h:x}")).collect();
    let mut text = PositionWriter::new()
        .field("board", board)
        .field("turn", side_text(g.turn))
        .field("reserve", pair_text(&g.reserve))
        .field("plies", g.plies)
        .field("seen", crate::games::position::list_text(&seen));
    text = match g.last {
        None => text.field("last", last_text(g, None)),
        Some(last) => text
            .field("last", last_text(g, Some((last.side, &last.mv))))
            .field("turned", flag_text(last.turned)),
    };
    text.field("end", outcome_text(g.outcome)).finish()
}

/// A hash as `seen` writes it: lower-case hexadecimal, no leading zero.
fn parse_hash(text: &str) -> Result<u64, String> {
    match u64::from_str_radix(text, 16) {
        Ok(h) if format!("{h:x}") == text => Ok(h),
        _ => Err(format!("{text:?} is not a hash")),
    }
}

pub(super) fn read(text: &str) -> Result<Ergo, PositionError> {
    let mut r = PositionReader::new(text)?;
    let mut board = [0u128; 2];
    let mut lions = 0u128;
    r.with("board", |t| {
        parse_grid(t, FILES, RANKS, |sq, c| {
            let b = bit(sq);
            match c {
                '.' => return Ok(()),
                'H' | 'L' => board[0] |= b,
                'h' | 'l' => board[1] |= b,
                _ => return Err(format!("{c:?} on {sq}")),
            }
            if c.eq_ignore_ascii_case(&'l') {
                lions |= b;
            }
            Ok(())
        })
    })?;
    let mut game = Ergo {
        board,
        lions,
        turn: r.with("turn", parse_side)?,
        reserve: r.with("reserve", parse_pair)?,
        plies: r.number("plies")?,
        history: r.with("seen", |t| parse_list(t, parse_hash))?,
        last: None,
        outcome: None,
    };
    (game.last, game.outcome) = read_ending(r, &game, |r, side, mv| {
        Ok(LastAction {
            side,
            mv,
            turned: r.with("turned", parse_flag)?,
        })
    })?;
    check(&game)?;
    Ok(game)
}

/// What every position reached by play has: each side's pieces on the board and in reserve
/// make 12 (nothing is ever taken), the move counter within its limit, at least one position
/// seen and no more than moves played.
fn check(g: &Ergo) -> Result<(), PositionError> {
    for side in Side::BOTH {
        let me = side.index();
        if g.board[me].count_ones() + u32::from(g.reserve[me]) != u32::from(PIECES_PER_SIDE) {
            return Err(PositionError(
                "a side's pieces on the board and in reserve are not 12".into(),
            ));
        }
    }
    if g.plies > MOVE_LIMIT {
        return Err(PositionError("more moves than the limit".into()));
    }
    if g.history.is_empty() || g.history.len() > usize::from(g.plies) + 1 {
        return Err(PositionError(
            "the positions seen are none, or more than the moves played".into(),
        ));
    }
    Ok(())
}
