//! The position text of Latrunculi (both variants), version 1:
//!
//! `v1 board=<8 ranks> turn=first hand=20,20 captures=0,0 steps=-,- quiet=0 holds=- remove=no
//! last=- end=-`, and when `last` is an action (`last=first,d4-d5`) also `taken=` and `freed=`
//! (squares). On the board `w`/`b` is a piece of the first/second side, `W`/`B` one that is held
//! (Seneca), `.` an empty square; `steps` is each side's previous step (`d4-d5` or `-`), `holds`
//! each held piece with its two captors (`d5:d4:d6`, joined by `.`).

use std::marker::PhantomData;

use super::{bit, Hold, LastAction, Ludus, Rules, NO_CAPTURE_LIMIT, PIECES_PER_SIDE, SIZE};
use crate::games::position::{
    flag_text, grid_text, last_text, list_text, outcome_text, pair_text, parse_flag, parse_grid,
    parse_list, parse_option, parse_pair, parse_side, parse_square, parse_squares, read_ending,
    side_text, squares_text, PositionError, PositionReader, PositionWriter,
};
use crate::games::{Side, Square};

pub(super) fn write<R: Rules>(g: &Ludus<R>) -> String {
    let board = grid_text(SIZE, SIZE, |sq| {
        let held = g.is_held(sq);
        match (g.piece_at(sq), held) {
            (Some(Side::First), false) => 'w',
            (Some(Side::First), true) => 'W',
            (Some(Side::Second), false) => 'b',
            (Some(Side::Second), true) => 'B',
            (None, _) => '.',
        }
    });
    let step = |s: Option<(Square, Square)>| match s {
        Some((from, to)) => format!("{from}-{to}"),
        None => "-".to_string(),
    };
    let holds: Vec<String> = g
        .holds
        .iter()
        .map(|h| format!("{}:{}:{}", h.victim, h.captors[0], h.captors[1]))
        .collect();
    let mut text = PositionWriter::new()
        .field("board", board)
        .field("turn", side_text(g.turn))
        .field("hand", pair_text(&g.in_hand))
        .field("captures", pair_text(&g.captures))
        .field(
            "steps",
            format!("{},{}", step(g.last_step[0]), step(g.last_step[1])),
        )
        .field("quiet", g.quiet)
        .field("holds", list_text(&holds))
        .field("remove", flag_text(g.must_remove));
    text = match g.last {
        None => text.field("last", last_text(g, None)),
        Some(last) => text
            .field("last", last_text(g, Some((last.side, &last.mv))))
            .field("taken", squares_text(last.captured.into(), SIZE))
            .field("freed", squares_text(last.freed.into(), SIZE)),
    };
    text.field("end", outcome_text(g.outcome)).finish()
}

pub(super) fn read<R: Rules>(text: &str) -> Result<Ludus<R>, PositionError> {
    let mut r = PositionReader::new(text)?;
    let mut board = [0u64; 2];
    let mut held = [0u64; 2];
    r.with("board", |t| {
        parse_grid(t, SIZE, SIZE, |sq, c| {
            let (side, is_held) = match c {
                'w' => (0, false),
                'W' => (0, true),
                'b' => (1, false),
                'B' => (1, true),
                '.' => return Ok(()),
                other => return Err(format!("{other:?} on {sq}")),
            };
            if is_held && !R::HOLDS {
                return Err(format!("a held piece on {sq} in a game that holds none"));
            }
            board[side] |= bit(sq);
            if is_held {
                held[side] |= bit(sq);
            }
            Ok(())
        })
    })?;
    let turn = r.with("turn", parse_side)?;
    let in_hand: [u8; 2] = r.with("hand", parse_pair)?;
    let captures: [u8; 2] = r.with("captures", parse_pair)?;
    let last_step = r.with("steps", |t| {
        let (a, b) = t.split_once(',').ok_or("not two steps")?;
        let one = |s: &str| {
            parse_option(s, |s| {
                let (from, to) = s.split_once('-').ok_or("not from-to")?;
                Ok((
                    parse_square(from, SIZE, SIZE)?,
                    parse_square(to, SIZE, SIZE)?,
                ))
            })
        };
        Ok::<_, String>([one(a)?, one(b)?])
    })?;
    let quiet: u16 = r.number("quiet")?;
    let holds = r.with("holds", |t| {
        parse_list(t, |h| {
            let parts: Vec<&str> = h.split(':').collect();
            let [victim, a, b] = parts.as_slice() else {
                return Err(format!("{h:?} is not victim:captor:captor"));
            };
            Ok(Hold {
                victim: parse_square(victim, SIZE, SIZE)?,
                captors: [parse_square(a, SIZE, SIZE)?, parse_square(b, SIZE, SIZE)?],
            })
        })
    })?;
    let must_remove = r.with("remove", parse_flag)?;
    let mut game = Ludus::<R> {
        board,
        turn,
        in_hand,
        captures,
        last_step,
        quiet,
        last: None,
        outcome: None,
        held,
        holds,
        must_remove,
        rules: PhantomData,
    };
    (game.last, game.outcome) = read_ending(r, &game, |r, side, mv| {
        let captured = r.with("taken", |t| parse_squares(t, SIZE, SIZE))? as u64;
        let freed = r.with("freed", |t| parse_squares(t, SIZE, SIZE))? as u64;
        Ok(LastAction {
            side,
            mv,
            captured,
            freed,
        })
    })?;
    check(&game)?;
    Ok(game)
}

/// What every position reached by play has: each side's pieces on the board, in hand and taken
/// make 20; the sides place in turn; the counter of quiet moves within its limit; every held
/// piece one of the holds.
fn check<R: Rules>(g: &Ludus<R>) -> Result<(), PositionError> {
    let bad = |what: &str| Err(PositionError(what.to_string()));
    for side in Side::BOTH {
        let (me, them) = (side.index(), side.other().index());
        let total =
            g.board[me].count_ones() + u32::from(g.in_hand[me]) + u32::from(g.captures[them]);
        if total != u32::from(PIECES_PER_SIDE) {
            return bad("a side's pieces on the board, in hand and taken are not 20");
        }
    }
    let placing = match g.turn {
        Side::First => g.in_hand[0] == g.in_hand[1],
        Side::Second => g.in_hand[0] + 1 == g.in_hand[1],
    };
    if g.in_hand != [0, 0] && !placing {
        return bad("the pieces in hand do not follow the turns of placing");
    }
    if g.quiet > NO_CAPTURE_LIMIT {
        return bad("more quiet moves than the limit");
    }
    let victims = g.holds.iter().fold(0u64, |m, h| m | bit(h.victim));
    if victims != g.held[0] | g.held[1] || victims.count_ones() as usize != g.holds.len() {
        return bad("the held pieces and the holds differ");
    }
    if g.must_remove && !R::HOLDS {
        return bad("a removal in a game without holds");
    }
    Ok(())
}
