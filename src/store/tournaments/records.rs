//! A tournament's values as the store gives and takes them: its status, its record, its
//! entrants, pairings and games, and a tournament won.

use crate::games::{AnyGame, Variant};
use crate::store::{GameId, NewAction, NewPlayer, PlayerId, PlayerRecord};
use crate::tournament::{Format, Outcome};

/// A tournament's id (shown as `T3`).
pub type TournamentId = i64;

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentStatus {
    /// Taking entries, not started.
    Open,
    /// Rounds are being played.
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<TournamentStatus> {
        [
            TournamentStatus::Open,
            TournamentStatus::Running,
            TournamentStatus::Finished,
            TournamentStatus::Cancelled,
        ]
        .into_iter()
        .find(|t| t.as_str() == s)
    }
}

/// A tournament to create.
#[derive(Clone, Copy, Debug)]
pub struct NewTournament<'a> {
    pub guild: Option<&'a str>,
    pub channel: &'a str,
    pub variant: Variant,
    pub format: Format,
    /// Swiss: the rounds asked for (`None`: the default, fixed at the start).
    pub rounds: Option<u32>,
    /// Seconds per move of its games.
    pub clock: i64,
    pub rated: bool,
    pub creator: NewPlayer<'a>,
    /// `None`: started by the creator.
    pub starts_at: Option<i64>,
    /// `Lang::code` of the creator.
    pub lang: &'a str,
}

/// A tournament's row.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRecord {
    pub id: TournamentId,
    pub guild: Option<String>,
    pub channel: String,
    pub variant: Variant,
    pub format: Format,
    pub rounds: Option<u32>,
    pub clock: i64,
    pub rated: bool,
    pub creator: PlayerRecord,
    pub starts_at: Option<i64>,
    pub status: TournamentStatus,
    /// The round being played (0 before the start).
    pub round: u32,
    pub lang: String,
    /// False once the bot found it may not create threads in the channel.
    pub threads: bool,
    pub due_at: Option<i64>,
    pub winner: Option<PlayerId>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// A player of a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRecord {
    pub player: PlayerRecord,
    pub joined_at: i64,
    pub joined_round: u32,
    pub left_round: Option<u32>,
    /// Their current rating in the tournament's game (1500 before their first rated game).
    pub rating: f64,
}

/// A pairing as stored, with the result of its game when it has one.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingRecord {
    pub round: u32,
    pub board: u32,
    pub first: PlayerId,
    pub second: Option<PlayerId>,
    pub game: Option<GameId>,
    /// The pairing's own result (a bye, a forfeit), or its finished game's.
    pub result: Option<Outcome>,
    pub forfeit: bool,
    /// The game's status when it has one ('active' while played).
    pub game_status: Option<String>,
}

/// A game to create for a pairing, already started (its opening rolls among `actions`).
#[derive(Clone, Debug)]
pub struct NewTournamentGame {
    pub state: AnyGame,
    pub actions: Vec<NewAction>,
    /// Unix seconds by which the side to act must act, and when it is reminded.
    pub deadline: i64,
    pub remind_at: i64,
}

/// A pairing to write, with its game when it is played.
#[derive(Clone, Debug)]
pub struct NewPairing {
    pub board: u32,
    pub first: PlayerId,
    pub second: Option<PlayerId>,
    pub result: Option<Outcome>,
    pub forfeit: bool,
    pub game: Option<NewTournamentGame>,
}

/// A tournament won, for `/rating`.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentWon {
    pub id: TournamentId,
    pub variant: Variant,
    pub format: Format,
    pub players: u32,
    pub ended_at: i64,
}
