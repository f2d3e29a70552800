//! A tournament's scheduled event in its server (schema 16, `tournament_events`): planned when a
//! tournament with a start time is created, then kept matching the tournament by the bot's own
//! work (`jobs::events`).
//!
//! Several processes on one database act on an event once: a process acts only on a row whose
//! claim it took ([`Store::claim_event`]: `claimed_until` moved on while free), and writes what it
//! did with the claim's release ([`Store::event_written`]). A process that dies holding a claim
//! leaves it to lapse: another takes the row up after [`CLAIM_SECONDS`].

use super::TournamentId;
use crate::store::sql::{Cursor, FromRow, Row};
use crate::store::{args, Db, Store, StoreError};

/// How long a claim on an event holds (longer than the adapter's patience with Discord).
pub const CLAIM_SECONDS: i64 = 120;

/// What a tournament's event is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventState {
    /// Not created yet.
    Planned,
    Scheduled,
    Active,
    Completed,
    Canceled,
    /// The bot may not create events in the server (said once; never tried again).
    Refused,
    /// Nothing to create: the tournament ended before its event was made.
    None,
}

impl EventState {
    pub const ALL: [EventState; 7] = [
        EventState::Planned,
        EventState::Scheduled,
        EventState::Active,
        EventState::Completed,
        EventState::Canceled,
        EventState::Refused,
        EventState::None,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            EventState::Planned => "planned",
            EventState::Scheduled => "scheduled",
            EventState::Active => "active",
            EventState::Completed => "completed",
            EventState::Canceled => "canceled",
            EventState::Refused => "refused",
            EventState::None => "none",
        }
    }

    pub fn parse(s: &str) -> Option<EventState> {
        EventState::ALL.into_iter().find(|e| e.as_str() == s)
    }

    /// Whether the event may still change (the others are final).
    pub const fn is_live(self) -> bool {
        matches!(
            self,
            EventState::Planned | EventState::Scheduled | EventState::Active
        )
    }
}

/// A tournament's event row, with the tournament's version now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRecord {
    pub tournament: TournamentId,
    /// The adapter's id of the event, once created.
    pub event: Option<String>,
    pub state: EventState,
    /// What it shows, as last sent.
    pub shown: String,
    /// The tournament's version it last matched (-1: never).
    pub synced_version: i64,
    /// The tournament's version now.
    pub version: i64,
}

impl FromRow for EventRecord {
    const COLUMNS: &'static str =
        "e.tournament_id, e.event_id, e.state, e.shown, e.synced_version, t.version";
    const FROM: &'static str =
        "FROM tournament_events e JOIN tournaments t ON t.id = e.tournament_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let tournament = row.next()?;
        let event = row.next()?;
        let state: String = row.next()?;
        Ok(EventRecord {
            tournament,
            event,
            state: EventState::parse(&state)
                .ok_or_else(|| StoreError::Value(format!("unknown event state {state:?}")))?,
            shown: row.next()?,
            synced_version: row.next()?,
            version: row.next()?,
        })
    }
}

/// What a process did to an event, written with its claim's release.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventWrite<'a> {
    /// The event's id, once created (`None` keeps the one stored).
    pub event: Option<&'a str>,
    pub state: EventState,
    pub shown: &'a str,
    /// The tournament's version the event now matches (-1: look again at the next sweep).
    pub synced_version: i64,
}

/// Plans tournament `id`'s event, in the transaction that creates it.
pub(in crate::store) fn plan_event_in(db: &mut Db<'_>, id: TournamentId) -> Result<(), StoreError> {
    db.execute_later(
        "INSERT INTO tournament_events (tournament_id) VALUES (?1)",
        args![id],
    )
}

impl Store {
    /// The events that may no longer match their tournament (its version moved since), free of
    /// any claim at `now`, at most `limit`.
    pub fn events_to_sync(&self, now: i64, limit: usize) -> Result<Vec<EventRecord>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE e.state IN ('planned', 'scheduled', 'active') \
             AND e.synced_version <> t.version \
             AND (e.claimed_until IS NULL OR e.claimed_until <= ?1) \
             ORDER BY e.tournament_id LIMIT ?2",
            EventRecord::COLUMNS,
            EventRecord::FROM
        );
        self.read(|db| db.query(&sql, args![now, limit], Row::read))
    }

    /// Tournament `id`'s event row, if it has one.
    pub fn tournament_event(&self, id: TournamentId) -> Result<Option<EventRecord>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE e.tournament_id = ?1",
            EventRecord::COLUMNS,
            EventRecord::FROM
        );
        self.read(|db| db.query_opt(&sql, args![id], Row::read))
    }

    /// Claims tournament `id`'s event until `now + CLAIM_SECONDS`, if no process holds it at
    /// `now` and it still matches version `synced` (what the caller read): whether this
    /// process got it.
    pub fn claim_event(&self, id: TournamentId, synced: i64, now: i64) -> Result<bool, StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "UPDATE tournament_events SET claimed_until = ?3 \
                 WHERE tournament_id = ?1 AND synced_version = ?4 \
                 AND (claimed_until IS NULL OR claimed_until <= ?2)",
                args![id, now, now + CLAIM_SECONDS, synced],
            )
        })?;
        Ok(changed == 1)
    }

    /// Writes what this process did to tournament `id`'s event, and releases its claim.
    pub fn event_written(&self, id: TournamentId, done: &EventWrite<'_>) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE tournament_events SET event_id = COALESCE(?2, event_id), state = ?3, \
                 shown = ?4, synced_version = ?5, claimed_until = NULL WHERE tournament_id = ?1",
                args![
                    id,
                    done.event,
                    done.state.as_str(),
                    done.shown,
                    done.synced_version
                ],
            )
        })?;
        Ok(())
    }

    /// Releases this process's claim on tournament `id`'s event without a change: the adapter
    /// failed for a moment; the next sweep tries again.
    pub fn event_released(&self, id: TournamentId) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE tournament_events SET claimed_until = NULL WHERE tournament_id = ?1",
                args![id],
            )
        })?;
        Ok(())
    }
}

#[cfg(test)]
mod tests;
