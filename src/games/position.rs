//! Position texts: the stable, versioned text of a position that the store keeps (as FEN is for
//! chess), written and read by each game's [`Game::position_text`](super::Game::position_text)
//! and [`Game::from_position_text`](super::Game::from_position_text).
//!
//! A text is a version tag, then `key=value` fields separated by single spaces:
//! `v1 board=…/… turn=first quiet=0 last=- end=-`. The keys and the form of each value are the
//! game's own, chosen once and kept: a field of a rules struct may be renamed or retyped freely,
//! since the text is written field by field, never derived from the struct. A change in what a
//! game must remember (a new counter) is a new version tag, read beside the old one.
//!
//! The shared pieces of those texts are here: the fields' reader and writer, and the values every
//! game has (a side, a pair of counts, a list of squares, a board drawn rank by rank, an
//! ending). Reading never panics: any text that is not exactly what the writer writes is a
//! [`PositionError`] naming the field.

use std::collections::HashSet;
use std::fmt::{Display, Write as _};
use std::str::FromStr;

use super::{EndReason, Game, Outcome, Side, Square};

/// The version tag every position text of this form starts with.
pub const VERSION: &str = "v1";

/// Why a position text was refused: the field (or the part of the text) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("position text: {0}")]
pub struct PositionError(pub String);

impl PositionError {
    /// The error about field `key`.
    pub fn field(key: &str, what: impl Display) -> PositionError {
        PositionError(format!("field `{key}`: {what}"))
    }
}

/// Writes a position text: the version tag, then each field in the order given.
#[derive(Debug)]
pub struct PositionWriter(String);

impl Default for PositionWriter {
    fn default() -> Self {
        PositionWriter(VERSION.to_string())
    }
}

impl PositionWriter {
    pub fn new() -> PositionWriter {
        PositionWriter::default()
    }

    /// Adds `key=value` (the value must hold no space: every value below is written so).
    pub fn field(mut self, key: &str, value: impl Display) -> PositionWriter {
        // Writing into a String cannot fail.
        let _ = write!(self.0, " {key}={value}");
        self
    }

    pub fn finish(self) -> String {
        self.0
    }
}

/// Reads a position text's fields by key; [`PositionReader::finish`] refuses a field nobody read.
#[derive(Debug)]
pub struct PositionReader<'a> {
    fields: Vec<(&'a str, &'a str)>,
    read: HashSet<&'a str>,
}

impl<'a> PositionReader<'a> {
    /// Splits `text` into its fields: it must start with [`VERSION`], and each field is
    /// `key=value` with a key given once.
    pub fn new(text: &'a str) -> Result<PositionReader<'a>, PositionError> {
        let mut words = text.split(' ');
        match words.next() {
            Some(VERSION) => {}
            Some(other) => {
                return Err(PositionError(format!(
                    "starts with {:?}, not the version tag {VERSION}",
                    cut(other)
                )))
            }
            None => return Err(PositionError("empty".into())),
        }
        let mut fields = Vec::new();
        let mut keys = HashSet::new();
        for word in words {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| PositionError(format!("{:?} is not key=value", cut(word))))?;
            if key.is_empty() || !keys.insert(key) {
                return Err(PositionError(format!(
                    "key {:?} empty or repeated",
                    cut(key)
                )));
            }
            fields.push((key, value));
        }
        Ok(PositionReader {
            fields,
            read: HashSet::new(),
        })
    }

    /// The text of field `key`.
    pub fn text(&mut self, key: &'static str) -> Result<&'a str, PositionError> {
        let value = self
            .fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v)
            .ok_or_else(|| PositionError::field(key, "missing"))?;
        self.read.insert(key);
        Ok(value)
    }

    /// Field `key` read by `parse`, whose error is named with the field.
    pub fn with<T, E: Display>(
        &mut self,
        key: &'static str,
        parse: impl FnOnce(&'a str) -> Result<T, E>,
    ) -> Result<T, PositionError> {
        let text = self.text(key)?;
        parse(text).map_err(|e| PositionError::field(key, e))
    }

    /// Field `key`, a whole number as written (see [`parse_number`]).
    pub fn number<T: FromStr>(&mut self, key: &'static str) -> Result<T, PositionError> {
        self.with(key, parse_number)
    }

    /// Succeeds when every field of the text was read.
    pub fn finish(self) -> Result<(), PositionError> {
        match self.fields.iter().find(|(k, _)| !self.read.contains(k)) {
            Some((key, _)) => Err(PositionError(format!("unknown field {:?}", cut(key)))),
            None => Ok(()),
        }
    }
}

/// At most 40 characters of a refused text, for its error.
fn cut(text: &str) -> String {
    text.chars().take(40).collect()
}

/// `first` or `second`.
pub fn side_text(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// The reverse of [`side_text`].
pub fn parse_side(text: &str) -> Result<Side, String> {
    Side::BOTH
        .into_iter()
        .find(|s| side_text(*s) == text)
        .ok_or_else(|| format!("{:?} is not a side", cut(text)))
}

/// Two values, the first side's then the second's: `3,5`.
pub fn pair_text<T: Display>(pair: &[T; 2]) -> String {
    format!("{},{}", pair[0], pair[1])
}

/// The reverse of [`pair_text`], for numbers.
pub fn parse_pair<T: FromStr>(text: &str) -> Result<[T; 2], String> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| format!("{:?} is not two values", cut(text)))?;
    Ok([parse_number(a)?, parse_number(b)?])
}

/// `-` for nothing, else the value as `write` writes it.
pub fn option_text<T>(value: Option<T>, write: impl FnOnce(T) -> String) -> String {
    value.map_or_else(|| "-".to_string(), write)
}

/// The reverse of [`option_text`].
pub fn parse_option<T>(
    text: &str,
    read: impl FnOnce(&str) -> Result<T, String>,
) -> Result<Option<T>, String> {
    match text {
        "-" => Ok(None),
        text => read(text).map(Some),
    }
}

/// The squares of a mask (bit `rank * files + file`), in bit order, joined by `.`; `-` for none.
pub fn squares_text(mask: u128, files: u8) -> String {
    if mask == 0 {
        return "-".to_string();
    }
    let mut out = Vec::new();
    let mut rest = mask;
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        out.push(
            Square::new((i % u32::from(files)) as u8, (i / u32::from(files)) as u8).to_string(),
        );
    }
    out.join(".")
}

/// The reverse of [`squares_text`]: each square once, in bit order.
pub fn parse_squares(text: &str, files: u8, ranks: u8) -> Result<u128, String> {
    if text == "-" {
        return Ok(0);
    }
    let mut mask = 0u128;
    let mut last = None;
    for name in text.split('.') {
        let sq = parse_square(name, files, ranks)?;
        let i = u32::from(sq.rank) * u32::from(files) + u32::from(sq.file);
        if last.is_some_and(|l| l >= i) {
            return Err(format!("{:?}: squares not in order", cut(text)));
        }
        last = Some(i);
        mask |= 1 << i;
    }
    Ok(mask)
}

/// One square, in lower case exactly as [`Square`]'s `Display` writes it.
pub fn parse_square(text: &str, files: u8, ranks: u8) -> Result<Square, String> {
    match Square::parse(text, files, ranks) {
        Ok(sq) if sq.to_string() == text => Ok(sq),
        _ => Err(format!("{:?} is not a square", cut(text))),
    }
}

/// A board drawn rank by rank from the top rank down, ranks joined by `/`, one character per
/// square from file `a` (`piece` says which; `.` is the customary empty square).
pub fn grid_text(files: u8, ranks: u8, piece: impl Fn(Square) -> char) -> String {
    let mut out = String::with_capacity(usize::from(files + 1) * usize::from(ranks));
    for rank in (0..ranks).rev() {
        if rank + 1 < ranks {
            out.push('/');
        }
        for file in 0..files {
            out.push(piece(Square::new(file, rank)));
        }
    }
    out
}

/// The reverse of [`grid_text`]: calls `put` for every square with its character.
pub fn parse_grid(
    text: &str,
    files: u8,
    ranks: u8,
    mut put: impl FnMut(Square, char) -> Result<(), String>,
) -> Result<(), String> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != usize::from(ranks) {
        return Err(format!("{} ranks, not {ranks}", rows.len()));
    }
    for (row, rank) in rows.iter().zip((0..ranks).rev()) {
        if row.chars().count() != usize::from(files) {
            return Err(format!("rank {} has not {files} squares", rank + 1));
        }
        for (file, c) in row.chars().enumerate() {
            put(Square::new(file as u8, rank), c)?;
        }
    }
    Ok(())
}

/// How the game ended: `-` while it goes on, else the winner (`first`, `second`, `none` for a
/// draw) and the reason's code (see [`EndReason::code`]): `first,one-piece-left:second`.
pub fn outcome_text(outcome: Option<Outcome>) -> String {
    option_text(outcome, |o| {
        let winner = o.winner.map_or("none", side_text);
        format!("{winner},{}", o.reason.code())
    })
}

/// The reverse of [`outcome_text`].
pub fn parse_outcome(text: &str) -> Result<Option<Outcome>, String> {
    parse_option(text, |text| {
        let (winner, reason) = text
            .split_once(',')
            .ok_or_else(|| format!("{:?} is not winner,reason", cut(text)))?;
        let winner = match winner {
            "none" => None,
            side => Some(parse_side(side)?),
        };
        let reason = EndReason::from_code(reason)
            .ok_or_else(|| format!("{:?} is not an ending", cut(reason)))?;
        Ok(Outcome { winner, reason })
    })
}

/// The last action: `-` for none, else its side and its move text, `first,d4-d5`.
pub fn last_text<G: Game>(game: &G, last: Option<(Side, &G::Move)>) -> String {
    option_text(last, |(side, mv)| {
        format!("{},{}", side_text(side), game.format_move(mv))
    })
}

/// The fields every position text ends with, read once every other field was: `last` (see
/// [`last_text`]; its move read by `game`'s notation) and, when it is a move, the fields the game
/// writes of it, which `details` reads into the game's record of its last action; then `end`
/// (see [`outcome_text`]). A field nobody read is an error.
pub fn read_ending<G: Game, L>(
    mut r: PositionReader<'_>,
    game: &G,
    details: impl FnOnce(&mut PositionReader<'_>, Side, G::Move) -> Result<L, PositionError>,
) -> Result<(Option<L>, Option<Outcome>), PositionError> {
    let last = r.with("last", |t| {
        parse_option(t, |t| {
            let (side, mv) = t.split_once(',').ok_or("not side,move")?;
            Ok((
                parse_side(side)?,
                game.parse_move(mv).map_err(|e| e.to_string())?,
            ))
        })
    })?;
    let last = match last {
        Some((side, mv)) => Some(details(&mut r, side, mv)?),
        None => None,
    };
    let end = r.with("end", parse_outcome)?;
    r.finish()?;
    Ok((last, end))
}

/// A list of values joined by `.`; `-` for none.
pub fn list_text<T: Display>(items: &[T]) -> String {
    if items.is_empty() {
        return "-".to_string();
    }
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        let _ = write!(out, "{item}");
    }
    out
}

/// The reverse of [`list_text`], each item read by `read`.
pub fn parse_list<T>(
    text: &str,
    read: impl Fn(&str) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    if text == "-" {
        return Ok(Vec::new());
    }
    text.split('.').map(read).collect()
}

/// A flag: `yes` or `no`.
pub fn flag_text(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// The reverse of [`flag_text`].
pub fn parse_flag(text: &str) -> Result<bool, String> {
    match text {
        "yes" => Ok(true),
        "no" => Ok(false),
        other => Err(format!("{:?} is not yes or no", cut(other))),
    }
}

/// A whole number as written: digits only, no sign, no leading zero.
pub fn parse_number<T: FromStr>(text: &str) -> Result<T, String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits || (text.len() > 1 && text.starts_with('0')) {
        return Err(format!("{:?} is not a number", cut(text)));
    }
    text.parse()
        .map_err(|_| format!("{:?} is out of range", cut(text)))
}

#[cfg(test)]
mod tests;
