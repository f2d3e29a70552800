//! The levels' measured strength: `data/levels.txt`, written by `tabula levels` (a round robin
//! of the four levels and a random mover on each game at the bot's budgets, fitted on one scale
//! with the random mover at 0: `arena::strength`), embedded here so that `/help`, `/play`'s
//! level choices and the README say how strong each level plays.
//!
//! The file: `#` lines (what made it: the command, its seed and date), then one line per game
//! and player, `GAME PLAYER RATING LOW HIGH GAMES` (whole Elo points, the interval 95%). A line
//! that does not read is left out (the test over the shipped file reads every line).

use std::fmt::Write as _;
use std::sync::OnceLock;

use super::arena::strength::Strength;
use super::arena::Player;
use super::Level;
use crate::games::Variant;

/// The shipped table.
const SHIPPED: &str = include_str!("../../data/levels.txt");

/// One level's measured strength on one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measured {
    pub variant: Variant,
    pub level: Level,
    pub rating: i32,
    pub low: i32,
    pub high: i32,
    pub games: u32,
}

/// The file's text for `reports` (one fit per game), after `header` (lines without their `#`).
pub fn format(header: &[String], reports: &[(Variant, Vec<Strength>)]) -> String {
    let mut out = String::new();
    for line in header {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(out, "# game player rating low high games");
    for (variant, fit) in reports {
        for s in fit {
            let _ = writeln!(
                out,
                "{} {} {:.0} {:.0} {:.0} {}",
                variant.id(),
                s.player.name(),
                s.rating,
                s.low,
                s.high,
                s.games
            );
        }
    }
    out
}

/// The levels' lines of a file (the random mover's, the anchor at 0, are left out).
pub fn parse(text: &str) -> Vec<Measured> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let [variant, player, rating, low, high, games] = f[..] else {
                return None;
            };
            let level = Player::ALL.into_iter().find_map(|p| match p {
                Player::Computer(level) if p.name() == player => Some(level),
                _ => None,
            })?;
            Some(Measured {
                variant: variant.parse().ok()?,
                level,
                rating: rating.parse().ok()?,
                low: low.parse().ok()?,
                high: high.parse().ok()?,
                games: games.parse().ok()?,
            })
        })
        .collect()
}

/// What the shipped file says: its `#` lines (without the `#`) and its levels' lines.
pub fn shipped() -> &'static (Vec<String>, Vec<Measured>) {
    static TABLE: OnceLock<(Vec<String>, Vec<Measured>)> = OnceLock::new();
    TABLE.get_or_init(|| {
        let header = SHIPPED
            .lines()
            .filter_map(|l| l.strip_prefix('#'))
            .map(|l| l.trim().to_string())
            .collect();
        (header, parse(SHIPPED))
    })
}

/// The games a level must have played on a game (20 a pair) before `/help` and the level
/// choices show its strength there: a thinner round robin (this machine's first run had 4 a
/// pair) leaves intervals of ±300 points, in which the imperator can come out below the
/// centurion by chance, and a player would be told the opposite of the longer arena runs. The
/// README shows any table, with its intervals.
pub const SHOWN_FROM_GAMES: u32 = 80;

impl Measured {
    /// Whether enough games stand behind it to show it to players.
    pub fn shown(&self) -> bool {
        self.games >= SHOWN_FROM_GAMES
    }
}

/// A level's measured strength on a game, if the shipped file has it with enough games.
pub fn measured(variant: Variant, level: Level) -> Option<Measured> {
    shipped()
        .1
        .iter()
        .find(|m| m.variant == variant && m.level == level && m.shown())
        .copied()
}

/// A level's strength on one game, rounded to tens as players are shown it (the first page of
/// `/rules` for that game), if the shipped file shows it.
pub fn on(variant: Variant, level: Level) -> Option<i32> {
    measured(variant, level).map(|m| (f64::from(m.rating) / 10.0).round() as i32 * 10)
}

/// A level's strength over the games measured: the mean of its ratings, rounded to tens (a
/// level's place on the scale for a player choosing one in `/help` and `/play`; each game's own
/// figure is on the first page of its `/rules`: [`on`]).
pub fn typical(level: Level) -> Option<i32> {
    let ratings: Vec<i32> = shipped()
        .1
        .iter()
        .filter(|m| m.level == level && m.shown())
        .map(|m| m.rating)
        .collect();
    if ratings.is_empty() {
        return None;
    }
    let mean = f64::from(ratings.iter().sum::<i32>()) / ratings.len() as f64;
    Some((mean / 10.0).round() as i32 * 10)
}

#[cfg(test)]
mod tests;
