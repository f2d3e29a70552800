//! The position text of Latroncules, version 1:
//!
//! `v1 board=<8 ranks> turn=first captures=0,0 prisoners=0,0 quiet=0 last=- end=-`, and when
//! `last` is a move (`last=first,d2-d3`) also `taken=` (squares) and `promoted=` (`yes`/`no`).
//! On the board `I`/`C` is infantry/cavalry of the first side, `i`/`c` of the second, `.` an
//! empty square.

use super::{bit, LastAction, Latroncules, NO_CAPTURE_LIMIT, SIZE};
use crate::games::position::{
    flag_text, grid_text, last_text, outcome_text, pair_text, parse_flag, parse_grid, parse_pair,
    parse_side, parse_squares, read_ending, side_text, squares_text, PositionError, PositionReader,
    PositionWriter,
};
use crate::games::Side;

/// Pieces each side starts with.
const PIECES: u32 = 16;

pub(super) fn write(g: &Latroncules) -> String {
    let board = grid_text(SIZE, SIZE, |sq| {
        let cavalry = g.cavalry & bit(sq) != 0;
        match (
            Side::BOTH
                .into_iter()
                .find(|s| g.board[s.index()] & bit(sq) != 0),
            cavalry,
        ) {
            (Some(Side::First), false) => 'I',
            (Some(Side::First), true) => 'C',
            (Some(Side::Second), false) => 'i',
            (Some(Side::Second), true) => 'c',
            (None, _) => '.',
        }
    });
    let mut text = PositionWriter::new()
        .field("board", board)
        .field("turn", side_text(g.turn))
        .field("captures", pair_text(&g.captures))
        .field("prisoners", pair_text(&g.prisoners))
        .field("quiet", g.quiet);
    text = match g.last {
        None => text.field("last", last_text(g, None)),
        Some(last) => text
            .field("last", last_text(g, Some((last.side, &last.mv))))
            .field("taken", squares_text(last.captured.into(), SIZE))
            .field("promoted", flag_text(last.promoted)),
    };
    text.field("end", outcome_text(g.outcome)).finish()
}

pub(super) fn read(text: &str) -> Result<Latroncules, PositionError> {
    let mut r = PositionReader::new(text)?;
    let mut board = [0u64; 2];
    let mut cavalry = 0u64;
    r.with("board", |t| {
        parse_grid(t, SIZE, SIZE, |sq, c| {
            let (side, horse) = match c {
                'I' => (0, false),
                'C' => (0, true),
                'i' => (1, false),
                'c' => (1, true),
                '.' => return Ok(()),
                other => return Err(format!("{other:?} on {sq}")),
            };
            board[side] |= bit(sq);
            if horse {
                cavalry |= bit(sq);
            }
            Ok(())
        })
    })?;
    let mut game = Latroncules {
        board,
        cavalry,
        turn: r.with("turn", parse_side)?,
        captures: r.with("captures", parse_pair)?,
        prisoners: r.with("prisoners", parse_pair)?,
        quiet: r.number("quiet")?,
        last: None,
        outcome: None,
    };
    (game.last, game.outcome) = read_ending(r, &game, |r, side, mv| {
        Ok(LastAction {
            side,
            mv,
            captured: r.with("taken", |t| parse_squares(t, SIZE, SIZE))? as u64,
            promoted: r.with("promoted", parse_flag)?,
        })
    })?;
    check(&game)?;
    Ok(game)
}

/// What every position reached by play has: each side's pieces on the board and taken make 16,
/// prisoners are among the pieces taken, the counter of quiet moves within its limit.
fn check(g: &Latroncules) -> Result<(), PositionError> {
    for side in Side::BOTH {
        let (me, them) = (side.index(), side.other().index());
        if g.board[me].count_ones() + u32::from(g.captures[them]) != PIECES {
            return Err(PositionError(
                "a side's pieces on the board and taken are not 16".into(),
            ));
        }
        if g.prisoners[me] > g.captures[them] {
            return Err(PositionError("more prisoners than pieces taken".into()));
        }
    }
    if g.quiet > NO_CAPTURE_LIMIT {
        return Err(PositionError("more quiet moves than the limit".into()));
    }
    Ok(())
}
