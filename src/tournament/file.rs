//! The text format of `tabula pair FILE`: a tournament's players and results, read to print the
//! next round's pairings (and the standings) so they can be checked by hand. Documented in
//! `docs/tournaments.md`; the pairings print in the same format, so they can be appended.

use std::fmt::Write as _;

use super::{
    default_swiss_rounds, round_robin_rounds, standings, Entrant, Format, Outcome, Pairing,
    PlayerId, Tournament,
};

/// What is wrong with a file, and on which line (1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct FileError {
    pub line: usize,
    pub message: String,
}

fn error(line: usize, message: impl Into<String>) -> FileError {
    FileError {
        line,
        message: message.into(),
    }
}

fn number<T: std::str::FromStr>(line: usize, word: &str, what: &str) -> Result<T, FileError> {
    word.parse()
        .map_err(|_| error(line, format!("{what} must be a number, not `{word}`")))
}

fn round_number(line: usize, word: &str) -> Result<u32, FileError> {
    match number::<u32>(line, word, "a round")? {
        0 => Err(error(line, "rounds count from 1")),
        n => Ok(n),
    }
}

/// Reads a tournament. Blank lines and text after `#` are ignored.
pub fn parse(text: &str) -> Result<Tournament, FileError> {
    let mut format = None;
    let mut planned = None;
    let mut entrants: Vec<Entrant> = Vec::new();
    let mut rounds: Vec<Vec<Pairing>> = Vec::new();
    // A byte-order mark (Windows' editors start UTF-8 files with one) is no part of line 1.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.lines().enumerate() {
        let n = index + 1;
        let words: Vec<&str> = raw
            .split('#')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        match words.as_slice() {
            [] => {}
            ["format", code] => {
                if format.is_some() || !entrants.is_empty() {
                    return Err(error(n, "`format` comes once, before the players"));
                }
                format = Some(Format::parse(code).ok_or_else(|| {
                    error(
                        n,
                        format!("unknown format `{code}` (swiss, round-robin, double-round-robin)"),
                    )
                })?);
            }
            ["rounds", count] => planned = Some(round_number(n, count)?),
            ["player", id, rating, rest @ ..] => {
                if !rounds.is_empty() {
                    return Err(error(n, "players come before the first round"));
                }
                let id: PlayerId = number(n, id, "a player's id")?;
                if entrants.iter().any(|e| e.id == id) {
                    return Err(error(n, format!("player {id} is listed twice")));
                }
                let rating: f64 = number(n, rating, "a rating")?;
                if !rating.is_finite() {
                    return Err(error(n, "a rating must be a number"));
                }
                let mut entrant = Entrant {
                    id,
                    rating,
                    joined_round: 1,
                    left_round: None,
                };
                for pair in rest.chunks(2) {
                    match pair {
                        ["joined", round] => entrant.joined_round = round_number(n, round)?,
                        ["left", round] => entrant.left_round = Some(number(n, round, "a round")?),
                        _ => {
                            return Err(error(
                                n,
                                "expected `player <id> <rating> [joined <round>] [left <round>]`",
                            ))
                        }
                    }
                }
                entrants.push(entrant);
            }
            ["round", number] => {
                let round = round_number(n, number)?;
                if round as usize != rounds.len() + 1 {
                    return Err(error(
                        n,
                        format!("expected round {}, not {round}", rounds.len() + 1),
                    ));
                }
                rounds.push(Vec::new());
            }
            [player, "bye"] => {
                let id = known(n, player, &entrants)?;
                let round = current(n, &mut rounds)?;
                check_unpaired(n, round, id)?;
                round.push(Pairing {
                    board: round.len() as u32 + 1,
                    first: id,
                    second: None,
                    result: Some(Outcome::FirstWins),
                    forfeit: false,
                });
            }
            [first, second, rest @ ..] if rest.len() <= 2 => {
                let first = known(n, first, &entrants)?;
                let second = known(n, second, &entrants)?;
                if first == second {
                    return Err(error(n, format!("player {first} cannot play themselves")));
                }
                let (result, forfeit) = match rest {
                    [] | ["*"] => (None, false),
                    [result] => (Some(outcome(n, result)?), false),
                    [result, "forfeit"] => (Some(outcome(n, result)?), true),
                    _ => return Err(error(n, "expected `<first> <second> [result] [forfeit]`")),
                };
                if forfeit && result == Some(Outcome::Draw) {
                    return Err(error(n, "a forfeit is won by one side"));
                }
                let round = current(n, &mut rounds)?;
                check_unpaired(n, round, first)?;
                check_unpaired(n, round, second)?;
                round.push(Pairing {
                    board: round.len() as u32 + 1,
                    first,
                    second: Some(second),
                    result,
                    forfeit,
                });
            }
            _ => return Err(error(n, format!("cannot read `{}`", raw.trim()))),
        }
    }
    let format = format.unwrap_or(Format::Swiss);
    let planned_rounds = planned.unwrap_or(match format {
        Format::Swiss => default_swiss_rounds(entrants.len()),
        Format::RoundRobin => round_robin_rounds(entrants.len(), false),
        Format::DoubleRoundRobin => round_robin_rounds(entrants.len(), true),
    });
    Ok(Tournament {
        format,
        entrants,
        rounds,
        planned_rounds,
    })
}

fn known(line: usize, word: &str, entrants: &[Entrant]) -> Result<PlayerId, FileError> {
    let id: PlayerId = number(line, word, "a player's id")?;
    if entrants.iter().any(|e| e.id == id) {
        Ok(id)
    } else {
        Err(error(line, format!("player {id} is not listed")))
    }
}

fn current(line: usize, rounds: &mut [Vec<Pairing>]) -> Result<&mut Vec<Pairing>, FileError> {
    rounds
        .last_mut()
        .ok_or_else(|| error(line, "a pairing comes after a `round <n>` line"))
}

fn check_unpaired(line: usize, round: &[Pairing], id: PlayerId) -> Result<(), FileError> {
    if round.iter().any(|p| p.first == id || p.second == Some(id)) {
        return Err(error(
            line,
            format!("player {id} is paired twice this round"),
        ));
    }
    Ok(())
}

fn outcome(line: usize, word: &str) -> Result<Outcome, FileError> {
    match word {
        "1-0" => Ok(Outcome::FirstWins),
        "0-1" => Ok(Outcome::SecondWins),
        "½-½" | "1/2-1/2" | "=" => Ok(Outcome::Draw),
        _ => Err(error(
            line,
            format!("unknown result `{word}` (1-0, 0-1, ½-½ or =, * while under way)"),
        )),
    }
}

fn result_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::FirstWins => "1-0",
        Outcome::SecondWins => "0-1",
        Outcome::Draw => "½-½",
    }
}

/// A round's pairings in the file's format (`round 3`, then `<first> <second>` lines, a
/// forfeit with its result, the bye last).
pub fn pairings_text(round: u32, pairings: &[Pairing]) -> String {
    let mut out = format!("round {round}\n");
    for p in pairings {
        match (p.second, p.result) {
            (None, _) => writeln!(out, "{} bye", p.first),
            (Some(second), Some(result)) if p.forfeit => {
                writeln!(out, "{} {second} {} forfeit", p.first, result_text(result))
            }
            (Some(second), Some(result)) => {
                writeln!(out, "{} {second} {}", p.first, result_text(result))
            }
            (Some(second), None) => writeln!(out, "{} {second}", p.first),
        }
        .expect("writing to a String");
    }
    out
}

/// The standings as a text table: rank, player, points, the tie-breaks, a cell per round.
pub fn standings_text(t: &Tournament) -> String {
    let names: [&str; 2] = match t.format {
        Format::Swiss => ["BH-1", "SB"],
        Format::RoundRobin | Format::DoubleRoundRobin => ["SB", "wins"],
    };
    let mut out = format!("{:>3}  {:>8}  {:>5}", "#", "player", "pts");
    for name in names {
        write!(out, "  {name:>6}").expect("writing to a String");
    }
    for round in 1..=t.rounds.len() {
        write!(out, "  {:>4}", format!("R{round}")).expect("writing to a String");
    }
    out.push('\n');
    for s in standings(t) {
        write!(
            out,
            "{:>3}  {:>8}  {:>5}",
            s.rank,
            s.player,
            format!("{}", f64::from(s.points2) / 2.0)
        )
        .expect("writing to a String");
        for value in &s.tiebreaks {
            write!(out, "  {value:>6}").expect("writing to a String");
        }
        for cell in &s.cells {
            write!(out, "  {:>4}", cell.label()).expect("writing to a String");
        }
        if s.left {
            out.push_str("  (left)");
        }
        out.push('\n');
    }
    out
}
