//! Tournaments, the pure part: who plays whom in each round (Swiss and round robin), and the
//! standings with their tie-breaks. Nothing here reads the store or knows Discord: the service
//! builds a [`Tournament`] from its rows, asks for the next round's [`Pairing`]s or the
//! [`Standing`]s, and writes or shows them. The exact rules are in `docs/tournaments.md`.

/// A player's id (the store's `players.id`).
pub type PlayerId = i64;

/// How a tournament is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// A fixed number of rounds, players paired within score groups.
    Swiss,
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, sides swapped the second time.
    DoubleRoundRobin,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::DoubleRoundRobin];

    /// The stored and typed name: `swiss`, `round-robin`, `double-round-robin`.
    pub const fn code(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
        }
    }

    pub fn parse(code: &str) -> Option<Format> {
        Self::ALL.into_iter().find(|f| f.code() == code)
    }

    pub const fn is_round_robin(self) -> bool {
        !matches!(self, Format::Swiss)
    }
}

/// Most players a round robin takes.
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 12;

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub id: PlayerId,
    /// Their rating in the tournament's game when they joined (seeds the first round and
    /// breaks ties between equal scores in pairing order).
    pub rating: f64,
    /// The first round they may be paired in (1, or later for a late entry).
    pub joined_round: u32,
    /// The round during which they left; they are not paired after it. `None` while in.
    pub left_round: Option<u32>,
}

impl Entrant {
    /// Whether they may be paired in `round`.
    pub fn plays_in(&self, round: u32) -> bool {
        self.joined_round <= round && self.left_round.is_none_or(|left| round <= left)
    }
}

/// A game's result, by side: the first side moves first (as "white").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstWins,
    SecondWins,
    Draw,
}

/// One board of a round: who plays the first side, who the second (`None`: a bye), and the
/// result once known.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// 1-based, in the order the round is announced (a bye last).
    pub board: u32,
    pub first: PlayerId,
    /// `None`: `first` has the bye (scored as a win, `result` is `FirstWins`).
    pub second: Option<PlayerId>,
    pub result: Option<Outcome>,
    /// The result was given without play (a player who had left was not there).
    pub forfeit: bool,
}

/// Everything the pairing and the standings depend on.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub format: Format,
    /// Every player who ever entered (those who left too: they keep their results).
    pub entrants: Vec<Entrant>,
    /// The rounds paired so far: `rounds[0]` is round 1.
    pub rounds: Vec<Vec<Pairing>>,
    /// How many rounds the tournament has (fixed at its start).
    pub planned_rounds: u32,
}

mod file;
mod history;
mod round_robin;
mod standings;
mod swiss;

pub use file::{pairings_text, parse, standings_text, FileError};
pub use round_robin::round_robin_rounds;
pub use standings::{standings, Cell, GameResult, Standing};
pub use swiss::default_swiss_rounds;

/// Which side a player had in a game: the first (moves first) or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// Why the next round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error("round {round} has {players} player(s) to pair: at least 2 are needed")]
    NotEnoughPlayers { round: u32, players: usize },
    #[error("all {planned} rounds have been paired")]
    NoRoundsLeft { planned: u32 },
    #[error("a round robin takes at most {max} players, not {players}")]
    TooManyPlayers { players: usize, max: usize },
    #[error("round {round} still has games without a result")]
    RoundNotFinished { round: u32 },
    #[error("round {round} pairs player {player}, who is not an entrant")]
    UnknownPlayer { round: u32, player: PlayerId },
    #[error("round {round} pairs player {player} twice")]
    PairedTwice { round: u32, player: PlayerId },
}

/// The pairings of the next round (`t.rounds.len() + 1`), boards numbered from 1: the top
/// score group first, a bye last. Each has `result: None`, except a bye (`second: None`,
/// `FirstWins`) and, in a round robin, a game against a player who has left (a forfeit win for
/// the one still in). Deterministic: the same tournament gives the same pairings.
pub fn pair_next(t: &Tournament) -> Result<Vec<Pairing>, PairingError> {
    let records = history::Records::of(t)?;
    let round = t.rounds.len() as u32 + 1;
    if let Some(last) = t.rounds.last() {
        if last.iter().any(|p| p.result.is_none()) {
            return Err(PairingError::RoundNotFinished { round: round - 1 });
        }
    }
    match t.format {
        Format::Swiss => swiss::pair(t, &records, round),
        Format::RoundRobin | Format::DoubleRoundRobin => round_robin::pair(t, round),
    }
}

#[cfg(test)]
mod tests;
