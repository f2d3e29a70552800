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
    /// The text kept in `games.end_reason`: `resignation`, or the reason's serde variant name in
    /// kebab case, then `:` and its payload if it has one (a unit variant such as a [`Side`] in
    /// kebab case, a number as is): `no-capture-limit`, `one-piece-left:first`,
    /// `no-capture-moves-each:40`; a tuple's fields are joined by `:` (`own:2:first`, `own:2:none`).
    /// Written from serde, so a new [`EndReason`] needs nothing here;
    /// these are the codes the store always wrote, so old databases read without a migration.
    pub fn code(self) -> String {
        match self {
            EndCause::Resignation => RESIGNATION.to_string(),
            EndCause::Time => TIME.to_string(),
            EndCause::Agreement => AGREEMENT.to_string(),
            EndCause::Rules(reason) => reason_code(reason),
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
        let (name, payload) = match code.split_once(':') {
            Some((name, payload)) => (name, Some(payload)),
            None => (code, None),
        };
        let name = camel_case(name);
        let value = match payload {
            None => serde_json::Value::String(name),
            Some(payload) => {
                let payload = if payload.contains(':') {
                    serde_json::Value::Array(payload.split(':').map(scalar_value).collect())
                } else {
                    scalar_value(payload)
                };
                serde_json::Value::Object([(name, payload)].into_iter().collect())
            }
        };
        let reason: EndReason = serde_json::from_value(value).ok()?;
        (reason_code(reason) == code).then_some(EndCause::Rules(reason))
    }
}

/// An [`EndReason`]'s code from its serde form: `"Name"` or `{"Name": payload}`.
pub(super) fn reason_code(reason: EndReason) -> String {
    match serde_json::to_value(reason) {
        Ok(serde_json::Value::String(name)) => kebab_case(&name),
        Ok(serde_json::Value::Object(map)) if map.len() == 1 => {
            let (name, payload) = map.into_iter().next().unwrap_or_default();
            let payload = match payload {
                // A tuple variant (`Own(2, Some(First))`): its fields one after another.
                serde_json::Value::Array(fields) => fields
                    .into_iter()
                    .map(scalar_code)
                    .collect::<Vec<_>>()
                    .join(":"),
                scalar => scalar_code(scalar),
            };
            format!("{}:{payload}", kebab_case(&name))
        }
        // Unreachable for a plain derived enum; kept visible rather than a panic.
        other => format!("{other:?}"),
    }
}

/// One field of a payload: a unit variant such as a [`Side`] in kebab case, a number as is,
/// nothing (`None`) as `none`; anything richer as JSON (no reason carries such a field).
pub(super) fn scalar_code(value: serde_json::Value) -> String {
    match value {
        serde_json::Value::String(unit) => kebab_case(&unit),
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::Null => "none".to_string(),
        other => other.to_string(),
    }
}

/// The reverse of [`scalar_code`] (`parse` then checks that the code reads back the same).
pub(super) fn scalar_value(code: &str) -> serde_json::Value {
    if let Ok(n) = code.parse::<u64>() {
        serde_json::Value::from(n)
    } else if code == "none" {
        serde_json::Value::Null
    } else {
        serde_json::Value::String(camel_case(code))
    }
}

/// `NoCaptureLimit` → `no-capture-limit`, `FiveInARow` → `five-in-a-row`, `First` → `first`.
pub(super) fn kebab_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The reverse of [`kebab_case`]: `five-in-a-row` → `FiveInARow`.
pub(super) fn camel_case(code: &str) -> String {
    code.split('-')
        .flat_map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase())
                .into_iter()
                .chain(chars)
        })
        .collect()
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
