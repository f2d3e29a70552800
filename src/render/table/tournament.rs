//! A tournament's two pictures, from typed inputs: the standings ([`Standings`]) and the
//! pairings of a round ([`Pairings`]), each as a [`TablePicture`] (drawn by
//! [`render_table_png`](super::render_table_png), or as text by
//! [`table_text`](super::table_text)).
//!
//! The caller (the tournament service) ranks the players, computes the tie-breaks and formats
//! ratings; this module only lays them out, with the column names and the few words of the
//! pictures from the `standings` catalogue.

use super::{Cell, Column, Podium, Row, TablePicture, Tone};
use crate::i18n::{t, tf, Lang};
use crate::render::text::Align;

/// Points as a tournament table shows them, from a count of half points: `0`, `½`, `1`, `2½`.
pub fn points_text(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// What a player's cell of one round says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundCell {
    /// Won against the player ranked this (`+5`, green).
    Win(u32),
    /// Drew against the player ranked this (`=3`).
    Draw(u32),
    /// Lost against the player ranked this (`-2`, red).
    Loss(u32),
    /// Had the bye (`bye`, in the language of the picture).
    Bye,
    /// Won because the opponent did not play (`+F`, green).
    ForfeitWin,
    /// Lost without playing (`-F`, red).
    ForfeitLoss,
    /// Paired, the game not over yet (`…`).
    Pending,
    /// Not in this round (entered later, left, or the round is not paired yet): blank.
    Absent,
}

impl RoundCell {
    /// The cell as drawn.
    pub fn cell(self, lang: Lang) -> Cell {
        match self {
            RoundCell::Win(rank) => Cell::new(format!("+{rank}"), Tone::Win),
            RoundCell::Draw(rank) => Cell::plain(format!("={rank}")),
            RoundCell::Loss(rank) => Cell::new(format!("-{rank}"), Tone::Loss),
            RoundCell::Bye => Cell::new(t(lang, "standings-bye"), Tone::Muted),
            RoundCell::ForfeitWin => Cell::new("+F", Tone::Win),
            RoundCell::ForfeitLoss => Cell::new("-F", Tone::Loss),
            RoundCell::Pending => Cell::new("…", Tone::Muted),
            RoundCell::Absent => Cell::default(),
        }
    }
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsRow {
    /// 1 for the leader; ranks 1 to 3 are marked as the podium (players who left are not).
    pub rank: u32,
    pub name: String,
    /// As the caller shows ratings ("1620", "1500?").
    pub rating: String,
    pub half_points: u32,
    /// The tie-break values, formatted, in the order of [`Standings::tie_breaks`].
    pub tie_breaks: Vec<String>,
    /// One cell per round, in order; missing rounds are blank.
    pub rounds: Vec<RoundCell>,
    /// The player left the tournament: the row is greyed.
    pub left: bool,
}

/// The standings of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// The tournament's name (with the game and format if the caller wants them).
    pub title: String,
    /// Where it stands: see [`progress`].
    pub subtitle: String,
    /// The names of the tie-break columns ("Bh-1", "SB").
    pub tie_breaks: Vec<String>,
    /// Rounds of the tournament (a column each, played or not).
    pub rounds: usize,
    /// The players in rank order: at most the 32 a picture shows.
    pub rows: Vec<StandingsRow>,
    /// Players ranked below those in `rows` and left out ("+ N more" under the table).
    pub more: usize,
}

/// Where a tournament stands, for a subtitle: "before round 1", "after round 3 of 5", "final
/// standings".
pub fn progress(lang: Lang, played: usize, rounds: usize) -> String {
    if played == 0 {
        t(lang, "standings-not-started").to_string()
    } else if played >= rounds {
        t(lang, "standings-final").to_string()
    } else {
        tf(
            lang,
            "standings-after-round",
            &[("round", &played), ("rounds", &rounds)],
        )
    }
}

/// The standings as a table: rank, player, rating, points, each tie-break, one column per round.
pub fn standings_table(lang: Lang, standings: &Standings) -> TablePicture {
    let mut columns = vec![
        Column::new(t(lang, "standings-col-rank"), Align::Right),
        Column::names(t(lang, "standings-col-player")),
        Column::new(t(lang, "standings-col-rating"), Align::Right),
        Column::new(t(lang, "standings-col-points"), Align::Right),
    ];
    for name in &standings.tie_breaks {
        columns.push(Column::new(name.clone(), Align::Right));
    }
    // Room in each round for a result against the last rank.
    let room = format!("+{}", (standings.rows.len() + standings.more).max(9));
    for round in 1..=standings.rounds {
        columns.push(Column {
            room_for: Some(room.clone()),
            ..Column::new(round.to_string(), Align::Center)
        });
    }
    let rows = standings
        .rows
        .iter()
        .map(|player| {
            let mut cells = vec![
                Cell::plain(player.rank.to_string()),
                Cell::plain(player.name.clone()),
                Cell::new(player.rating.clone(), Tone::Muted),
                Cell::plain(points_text(player.half_points)),
            ];
            for i in 0..standings.tie_breaks.len() {
                let value = player.tie_breaks.get(i).cloned().unwrap_or_default();
                cells.push(Cell::new(value, Tone::Muted));
            }
            for round in 0..standings.rounds {
                let result = player.rounds.get(round).copied();
                cells.push(result.unwrap_or(RoundCell::Absent).cell(lang));
            }
            Row {
                cells,
                podium: Podium::of_rank(player.rank).filter(|_| !player.left),
                faded: player.left,
            }
        })
        .collect();
    TablePicture {
        title: standings.title.clone(),
        subtitle: standings.subtitle.clone(),
        columns,
        rows,
        footer: (standings.more > 0)
            .then(|| tf(lang, "standings-more", &[("count", &standings.more)])),
    }
}

/// One player of a pairing, as the pairings picture shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingPlayer {
    pub name: String,
    /// As the caller shows ratings ("1620", "1500?").
    pub rating: String,
    /// Points before the round.
    pub half_points: u32,
}

/// The result of a pairing, as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingResult {
    /// Not played yet (blank).
    Pending,
    /// `1–0`.
    FirstWins,
    /// `0–1`.
    SecondWins,
    /// `½–½`.
    Draw,
    /// The second player did not play: `+F–0`.
    FirstWinsByForfeit,
    /// The first player did not play: `0–+F`.
    SecondWinsByForfeit,
    /// The first player has the bye (there is no second): `bye`.
    Bye,
}

impl PairingResult {
    fn cell(self, lang: Lang) -> Cell {
        match self {
            PairingResult::Pending => Cell::default(),
            PairingResult::FirstWins => Cell::plain("1–0"),
            PairingResult::SecondWins => Cell::plain("0–1"),
            PairingResult::Draw => Cell::plain("½–½"),
            PairingResult::FirstWinsByForfeit => Cell::plain("+F–0"),
            PairingResult::SecondWinsByForfeit => Cell::plain("0–+F"),
            PairingResult::Bye => Cell::new(t(lang, "standings-bye"), Tone::Muted),
        }
    }
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub board: u32,
    /// Who plays the first side.
    pub first: PairingPlayer,
    /// Who plays the second side; `None` for the bye.
    pub second: Option<PairingPlayer>,
    pub result: PairingResult,
}

/// The pairings of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairings {
    /// See [`pairings_title`].
    pub title: String,
    /// The tournament's name, or anything the caller wants under the title.
    pub subtitle: String,
    /// The names of the two sides in the tournament's game ("White", "Black"): the headers of
    /// the two players' columns.
    pub sides: [String; 2],
    pub pairings: Vec<Pairing>,
}

/// "Round 2 · pairings".
pub fn pairings_title(lang: Lang, round: usize) -> String {
    tf(lang, "pairings-title", &[("round", &round)])
}

/// The pairings as a table, mirrored round the result: board, the first player's name, rating
/// and points, the result, the second player's points, rating and name (right-aligned).
pub fn pairings_table(lang: Lang, pairings: &Pairings) -> TablePicture {
    let rating = t(lang, "standings-col-rating");
    let points = t(lang, "standings-col-points");
    let columns = vec![
        Column::new(t(lang, "standings-col-board"), Align::Right),
        Column::names(pairings.sides[0].clone()),
        Column::new(rating, Align::Right),
        Column::new(points, Align::Right),
        Column::new(t(lang, "standings-col-result"), Align::Center),
        Column::new(points, Align::Left),
        Column::new(rating, Align::Left),
        Column {
            align: Align::Right,
            ..Column::names(pairings.sides[1].clone())
        },
    ];
    let rows = pairings
        .pairings
        .iter()
        .map(|pairing| {
            let first = &pairing.first;
            let mut cells = vec![
                Cell::new(pairing.board.to_string(), Tone::Muted),
                Cell::plain(first.name.clone()),
                Cell::new(first.rating.clone(), Tone::Muted),
                Cell::plain(points_text(first.half_points)),
                pairing.result.cell(lang),
            ];
            if let Some(second) = &pairing.second {
                cells.push(Cell::plain(points_text(second.half_points)));
                cells.push(Cell::new(second.rating.clone(), Tone::Muted));
                cells.push(Cell::plain(second.name.clone()));
            }
            Row {
                cells,
                podium: None,
                faded: false,
            }
        })
        .collect();
    TablePicture {
        title: pairings.title.clone(),
        subtitle: pairings.subtitle.clone(),
        columns,
        rows,
        footer: None,
    }
}

#[cfg(test)]
mod tests;
