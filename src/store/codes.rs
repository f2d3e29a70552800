//! The short texts the store writes in its columns: a game's status, how it ended, who acts,
//! what an action is. Each reads back exactly what it wrote, and anything else is `None`, so a
//! damaged row is an error, never a guess.

use crate::games::{EndReason, Side, ToAct};

/// The life of a game row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Proposed, waiting for the challenged player.
    Challenge,
    Active,
    Finished,
    Declined,
    Cancelled,
}

impl Status {
    pub const fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        [
            Status::Challenge,
            Status::Active,
            Status::Finished,
            Status::Declined,
            Status::Cancelled,
        ]
        .into_iter()
        .find(|st| st.as_str() == s)
    }
}

/// Why a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndCause {
    /// By the game's own rules (the position's outcome).
    Rules(EndReason),
    /// The loser resigned.
    Resignation,
    /// The loser's time for a move ran out (see `store::clocks`).
    Time,
    /// Both players agreed to a draw (a draw offer accepted).
    Agreement,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub cause: EndCause,
}

pub(super) fn side_code(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

pub(super) fn parse_side(s: &str) -> Option<Side> {
    Side::BOTH.into_iter().find(|side| side_code(*side) == s)
}

/// The code of a resignation (every other code names an [`EndReason`], or is one below).
const RESIGNATION: &str = "resignation";
/// The codes of a loss on time and of an agreed draw: endings of the service, not of the rules.
/// No [`EndReason`] is written this way (a test checks), so they never shadow one.
const TIME: &str = "time";
const AGREEMENT: &str = "agreement";

impl EndCause {
    /// The text kept in `games.end_reason`: `resignation`, `time`, `agreement`, or the reason's
    /// code ([`EndReason::code`]: `no-capture-limit`, `one-piece-left:first`); these are the
    /// codes the store always wrote, so old databases read without a migration.
    pub fn code(self) -> String {
        match self {
            EndCause::Resignation => RESIGNATION.to_string(),
            EndCause::Time => TIME.to_string(),
            EndCause::Agreement => AGREEMENT.to_string(),
            EndCause::Rules(reason) => reason.code(),
        }
    }

    /// Reads a code written by [`EndCause::code`]; `None` for anything else (including a code
    /// that would decode but is not the one `code` writes, such as `Blocked:First`).
    pub fn parse(code: &str) -> Option<EndCause> {
        match code {
            RESIGNATION => return Some(EndCause::Resignation),
            TIME => return Some(EndCause::Time),
            AGREEMENT => return Some(EndCause::Agreement),
            _ => {}
        }
        EndReason::from_code(code).map(EndCause::Rules)
    }
}

pub(super) fn to_act_code(to_act: ToAct) -> &'static str {
    match to_act {
        ToAct::Side(side) => side_code(side),
        ToAct::Chance => "chance",
        ToAct::Nobody => "none",
    }
}

pub(super) fn parse_to_act(s: &str) -> Option<ToAct> {
    match s {
        "chance" => Some(ToAct::Chance),
        "none" => Some(ToAct::Nobody),
        other => parse_side(other).map(ToAct::Side),
    }
}

/// What an action is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// A player's move (replayed).
    Move,
    /// A dice roll (replayed, no actor).
    Chance,
    /// A player resigned (not part of the position).
    Resign,
}

impl ActionKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            ActionKind::Move => "move",
            ActionKind::Chance => "chance",
            ActionKind::Resign => "resign",
        }
    }

    pub fn parse(s: &str) -> Option<ActionKind> {
        [ActionKind::Move, ActionKind::Chance, ActionKind::Resign]
            .into_iter()
            .find(|k| k.as_str() == s)
    }

    /// Whether the action changes the position (and is therefore replayed).
    pub const fn is_replayed(self) -> bool {
        matches!(self, ActionKind::Move | ActionKind::Chance)
    }
}

#[cfg(test)]
mod tests;
