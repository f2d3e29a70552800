//! The position text of XII Scripta, version 1:
//!
//! `v1 points=<36 digits>,<36 digits> reserve=15,15 off=0,0 turn=first roller=first roll=-
//! dice=free.free.free bonus=- hits=0,0 rolls=0 last=- end=-`, and when `last` is an action
//! (`last=first,3:enter`) also `hit=` (`yes`/`no`). `points` is each side's count of pieces on
//! points 1 to 36, one hexadecimal digit a point, the first side's then the second's; `roll` the
//! latest roll, sorted (`1-3-4`, `-` before the first); `dice` what became of each die (`free`,
//! `used`, `lost`, `blocked`); `bonus` the bonus values owed (`-` or `2.5`).

use super::track::Track;
use super::{DieState, Duodecim, LastAction, PIECES, POINTS, TURN_LIMIT};
use crate::games::position::{
    flag_text, last_text, list_text, outcome_text, pair_text, parse_flag, parse_list, parse_number,
    parse_option, parse_pair, parse_side, read_ending, side_text, PositionError, PositionReader,
    PositionWriter,
};
use crate::games::Side;

const DIE_STATES: [(DieState, &str); 4] = [
    (DieState::Free, "free"),
    (DieState::Used, "used"),
    (DieState::Lost, "lost"),
    (DieState::Blocked, "blocked"),
];

fn track_text(track: &Track) -> String {
    track
        .counts
        .iter()
        .map(|&n| char::from_digit(u32::from(n), 16).unwrap_or('?'))
        .collect()
}

fn parse_track(text: &str) -> Result<Track, String> {
    let counts: Vec<u8> = text
        .chars()
        .map(|c| match c.to_digit(16) {
            Some(n) if !c.is_ascii_uppercase() => Ok(n as u8),
            _ => Err(format!("{c:?} is not a count")),
        })
        .collect::<Result<_, _>>()?;
    let counts: [u8; POINTS as usize] = counts
        .try_into()
        .map_err(|_| format!("a track has {POINTS} points"))?;
    Ok(Track::from_counts(counts))
}

fn die(text: &str) -> Result<u8, String> {
    match parse_number::<u8>(text)? {
        d @ 1..=6 => Ok(d),
        d => Err(format!("{d} is not a die")),
    }
}

pub(super) fn write(g: &Duodecim) -> String {
    let roll = match g.roll {
        None => "-".to_string(),
        Some([a, b, c]) => format!("{a}-{b}-{c}"),
    };
    let dice: Vec<&str> = g
        .dice
        .iter()
        .map(|d| {
            DIE_STATES
                .iter()
                .find(|(s, _)| s == d)
                .map_or("?", |(_, t)| t)
        })
        .collect();
    let mut text = PositionWriter::new()
        .field(
            "points",
            format!("{},{}", track_text(&g.points[0]), track_text(&g.points[1])),
        )
        .field("reserve", pair_text(&g.reserve))
        .field("off", pair_text(&g.off))
        .field("turn", side_text(g.turn))
        .field("roller", side_text(g.roller))
        .field("roll", roll)
        .field("dice", dice.join("."))
        .field("bonus", list_text(&g.bonus))
        .field("hits", pair_text(&g.hits))
        .field("rolls", g.rolls);
    text = match g.last {
        None => text.field("last", last_text(g, None)),
        Some(last) => text
            .field("last", last_text(g, Some((last.side, &last.mv))))
            .field("hit", flag_text(last.hit)),
    };
    text.field("end", outcome_text(g.outcome)).finish()
}

pub(super) fn read(text: &str) -> Result<Duodecim, PositionError> {
    let mut r = PositionReader::new(text)?;
    let points = r.with("points", |t| {
        let (a, b) = t.split_once(',').ok_or("not two tracks")?;
        Ok::<_, String>([parse_track(a)?, parse_track(b)?])
    })?;
    let reserve = r.with("reserve", parse_pair)?;
    let off = r.with("off", parse_pair)?;
    let turn = r.with("turn", parse_side)?;
    let roller = r.with("roller", parse_side)?;
    let roll = r.with("roll", |t| {
        parse_option(t, |t| {
            let dice: Vec<u8> = t.split('-').map(die).collect::<Result<_, _>>()?;
            let dice: [u8; 3] = dice.try_into().map_err(|_| "not three dice")?;
            if !dice.is_sorted() {
                return Err("dice not sorted".to_string());
            }
            Ok(dice)
        })
    })?;
    let dice = r.with("dice", |t| {
        let states: Vec<DieState> = t
            .split('.')
            .map(|s| {
                DIE_STATES
                    .iter()
                    .find(|(_, name)| *name == s)
                    .map(|(d, _)| *d)
                    .ok_or_else(|| format!("{s:?} is not a die's state"))
            })
            .collect::<Result<_, _>>()?;
        <[DieState; 3]>::try_from(states).map_err(|_| "not three dice".to_string())
    })?;
    let bonus = r.with("bonus", |t| parse_list(t, die))?;
    let mut game = Duodecim {
        points,
        reserve,
        off,
        turn,
        roll,
        dice,
        roller,
        bonus,
        hits: r.with("hits", parse_pair)?,
        rolls: r.number("rolls")?,
        last: None,
        outcome: None,
    };
    (game.last, game.outcome) = read_ending(r, &game, |r, side, mv| {
        Ok(LastAction {
            side,
            mv,
            hit: r.with("hit", parse_flag)?,
        })
    })?;
    check(&game)?;
    Ok(game)
}

/// What every position reached by play has: each side's pieces on the track, in reserve and
/// borne off make 15, the rolls within the limit, a few bonus values at most.
fn check(g: &Duodecim) -> Result<(), PositionError> {
    for side in Side::BOTH {
        let me = side.index();
        let on_track: u32 = g.points[me].counts.iter().map(|&n| u32::from(n)).sum();
        if on_track + u32::from(g.reserve[me]) + u32::from(g.off[me]) != u32::from(PIECES) {
            return Err(PositionError(
                "a side's pieces on the track, in reserve and off are not 15".into(),
            ));
        }
    }
    if g.rolls > TURN_LIMIT || g.bonus.len() > usize::from(PIECES) {
        return Err(PositionError(
            "more rolls or bonus values than can be".into(),
        ));
    }
    Ok(())
}
