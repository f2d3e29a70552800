//! The clock columns of a game (migration `0003_clocks`): its time per move, the deadline of the
//! side to act (or of an unanswered challenge), the pending reminder, why it closed without a
//! result, and draw offers. The service decides what they mean; this module reads and writes
//! them, always with the game's version check, in the same transaction as the change they go
//! with.

use super::codes::{parse_side, side_code};
use super::interactions::{OnConflict, Origin};
use super::sql::{Cell, Row, ToCell};
use super::{args, Change, Db, GameId, GameRecord, NewChallenge, Status, Store, StoreError};
use crate::games::Side;

/// Why a game or challenge closed without a result (status `cancelled`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closed {
    /// A game in which a side had not made two moves, ended by the clock or `/abort`.
    Aborted,
    /// A challenge nobody answered in time.
    Lapsed,
}

impl Closed {
    pub const fn as_str(self) -> &'static str {
        match self {
            Closed::Aborted => "aborted",
            Closed::Lapsed => "lapsed",
        }
    }

    pub fn parse(s: &str) -> Option<Closed> {
        [Closed::Aborted, Closed::Lapsed]
            .into_iter()
            .find(|c| c.as_str() == s)
    }
}

/// A game's clock columns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    /// Seconds per move; `None`: no time limit (games made before clocks).
    pub clock: Option<i64>,
    /// Unix seconds: when the side to act runs out of time, or when a challenge lapses.
    pub deadline: Option<i64>,
    /// When to remind the side to act; `None` once reminded for this move (or never).
    pub remind_at: Option<i64>,
    pub closed: Option<Closed>,
    /// The side whose draw offer is pending.
    pub draw_offer: Option<Side>,
    /// For each side, the number of moves played when it last offered a draw.
    pub draw_offered: [Option<i64>; 2],
    /// The language of the bot's own posts about this game (`Lang::code`), if known.
    pub lang: Option<String>,
}

/// One change of [`Store::apply_timed_batch`]: as the arguments of [`Store::apply_timed`].
#[derive(Clone, Copy, Debug)]
pub struct TimedWrite<'a> {
    pub id: GameId,
    pub version: i64,
    pub change: &'a Change<'a>,
    pub timing: &'a Timing,
}

/// What the scheduler must look at: a game whose deadline or reminder time has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub id: GameId,
    /// The earlier of its deadline and reminder time (unix seconds).
    pub at: i64,
}

/// The clock's columns, in the order [`read_timing`] reads them.
pub(super) const TIMING_COLUMNS: &str = "g.clock, g.deadline, g.remind_at, g.closed, \
     g.draw_offer, g.draw_offered_first, g.draw_offered_second, g.lang";

/// The clock's columns as read by [`read_timing`], interpreted (a value no version of Tabula
/// writes is [`StoreError::Corrupt`]).
pub(super) fn timing_of(id: GameId, read: RawTiming) -> Result<Timing, StoreError> {
    let (mut timing, closed, offer) = read;
    let corrupt = |reason: String| StoreError::Corrupt { game: id, reason };
    timing.closed = match closed {
        None => None,
        Some(c) => Some(Closed::parse(&c).ok_or_else(|| corrupt(format!("closed {c:?}")))?),
    };
    timing.draw_offer = match offer {
        None => None,
        Some(s) => Some(parse_side(&s).ok_or_else(|| corrupt(format!("draw offer {s:?}")))?),
    };
    Ok(timing)
}

/// The clock's columns as read: the timing without its closing and offer, and those two as
/// stored.
pub(super) type RawTiming = (Timing, Option<String>, Option<String>);

/// Reads [`TIMING_COLUMNS`] from `row`, starting at column `at`.
pub(super) fn read_timing(row: &Row, at: usize) -> Result<RawTiming, StoreError> {
    Ok((
        Timing {
            clock: row.get(at)?,
            deadline: row.get(at + 1)?,
            remind_at: row.get(at + 2)?,
            closed: None,
            draw_offer: None,
            draw_offered: [row.get(at + 5)?, row.get(at + 6)?],
            lang: row.get(at + 7)?,
        },
        row.get(at + 3)?,
        row.get(at + 4)?,
    ))
}

/// The clock's columns a timed move's `UPDATE` sets (`Store::apply_in`), numbered from `?9`,
/// after the move's eight: see [`timing_cells`]. Clearing `swept_until` releases the sweep's
/// claim.
pub(super) const TIMING_SET: &str = "deadline = ?9, remind_at = ?10, closed = ?11, \
     draw_offer = ?12, draw_offered_first = ?13, draw_offered_second = ?14, swept_until = NULL";

/// The values of [`TIMING_SET`] for a game that now has `status` (a finished or closed game
/// keeps no deadline, reminder or pending offer), and the earliest time a scheduler is to wake
/// for it.
pub(super) fn timing_cells(status: Status, timing: &Timing) -> ([Cell; 6], Option<i64>) {
    let open = matches!(status, Status::Active | Status::Challenge);
    let cells = [
        timing.deadline.filter(|_| open).to_cell(),
        timing.remind_at.filter(|_| open).to_cell(),
        timing.closed.map(Closed::as_str).to_cell(),
        timing.draw_offer.filter(|_| open).map(side_code).to_cell(),
        timing.draw_offered[0].to_cell(),
        timing.draw_offered[1].to_cell(),
    ];
    let next = [timing.deadline, timing.remind_at]
        .into_iter()
        .flatten()
        .min()
        .filter(|_| open);
    (cells, next)
}

impl Store {
    /// A game's clock columns (`None` if there is no such game).
    pub fn timing(&self, id: GameId) -> Result<Option<Timing>, StoreError> {
        let row = self.read(|db| {
            db.query_opt(
                &format!("SELECT {TIMING_COLUMNS} FROM games g WHERE g.id = ?1"),
                args![id],
                |r| read_timing(r, 0),
            )
        })?;
        row.map(|read| timing_of(id, read)).transpose()
    }
    /// Creates a challenge as [`Store::create_challenge`] does, with a clock (seconds per move,
    /// or none), the time it lapses unanswered and the language of the bot's own posts about it,
    /// in the same transaction.
    pub fn create_timed_challenge(
        &self,
        origin: Origin<'_>,
        c: &NewChallenge,
        clock: Option<i64>,
        lapses_at: Option<i64>,
        lang: &str,
    ) -> Result<GameRecord, StoreError> {
        self.write(|db| {
            let record = Self::create_challenge_in(db, origin, c)?;
            db.execute(
                "UPDATE games SET clock = ?2, deadline = ?3, lang = ?4 WHERE id = ?1",
                args![record.id, clock, lapses_at, lang],
            )?;
            Self::announce_wake_in(db, lapses_at)?;
            Ok(record)
        })
    }

    /// Applies several changes as [`Store::apply_timed`] does, in one transaction, each with its
    /// own version check: a change whose game changed since it was read writes nothing and gets
    /// [`StoreError::Conflict`], and the others still apply. One result per change, in order.
    /// (One transaction instead of one per game: the scheduler writes many games at once, and
    /// the pages they share go to the log once.)
    ///
    /// A conflict is found by the first statement of a change, before it writes anything, so no
    /// savepoint is needed for it (a savepoint would copy every page it touches to a statement
    /// journal; on PostgreSQL a conflict is no SQL error, so the transaction goes on). Any other
    /// failure rolls the whole batch back, and the changes are then applied one transaction
    /// each, so one bad game cannot hold the others back.
    ///
    /// The scheduler's alone: its changes answer no interaction ([`Origin::Bot`]).
    pub fn apply_timed_batch(
        &self,
        writes: &[TimedWrite],
    ) -> Result<Vec<Result<(), StoreError>>, StoreError> {
        // Encoded before the lock (a position that does not encode fails its own write).
        let states: Vec<_> = writes
            .iter()
            .map(|w| super::encode_state(w.id, w.change.state))
            .collect();
        // A batch does not outrun the checkpoints (SQLite: see `Store::pace_bulk_write`).
        self.pace_bulk_write();
        // A change that fails (not on a conflict) rolls the whole batch back, and the changes
        // are then applied one at a time.
        let batch = self.write_unless(|db| {
            let mut results = Vec::with_capacity(writes.len());
            for (w, state) in writes.iter().zip(states) {
                let result = state.and_then(|state| {
                    Self::apply_in(
                        db,
                        Origin::Bot,
                        w.id,
                        w.version,
                        w.change,
                        &state,
                        Some(w.timing),
                        OnConflict::Skip,
                    )
                });
                match result {
                    Err(e) if !matches!(e, StoreError::Conflict(_)) => return Ok(Err(e)),
                    result => results.push(result),
                }
            }
            Ok(Ok(results))
        })?;
        match batch {
            Ok(results) => {
                for (w, result) in writes.iter().zip(&results) {
                    if result.is_ok() {
                        self.written(w.id, w.version);
                    }
                }
                Ok(results)
            }
            Err(_) => Ok(writes
                .iter()
                .map(|w| {
                    self.apply_timed(Origin::Bot, w.id, w.version, w.change, w.timing)
                        .map(|_| ())
                })
                .collect()),
        }
    }

    /// Tells every process that listens (PostgreSQL's `NOTIFY`, sent when the transaction
    /// commits) that a game now has a deadline or reminder at `at`, so that a scheduler sleeping
    /// past it wakes (`pg::listen`). SQLite's processes share one host and no channel: each
    /// wakes its own scheduler, and the others look at least every minute.
    /// Without the `postgres` feature there is no channel at all.
    #[cfg(feature = "postgres")]
    pub(super) fn announce_wake_in(db: &mut Db<'_>, at: Option<i64>) -> Result<(), StoreError> {
        match at {
            Some(at) => db.notify_later(super::pg::WAKE_CHANNEL, &at.to_string()),
            None => Ok(()),
        }
    }
    #[cfg(not(feature = "postgres"))]
    pub(super) fn announce_wake_in(_: &mut Db<'_>, _: Option<i64>) -> Result<(), StoreError> {
        Ok(())
    }

    /// Marks the reminder of the game's current move as posted, if the game is still at
    /// `version` and the reminder still pending: true exactly once per move, whoever asks.
    /// (It does not change the version: a move being typed meanwhile still applies.)
    pub fn take_reminder(&self, id: GameId, version: i64) -> Result<bool, StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "UPDATE games SET remind_at = NULL, swept_until = NULL \
                 WHERE id = ?1 AND version = ?2 AND remind_at IS NOT NULL",
                args![id, version],
            )
        })?;
        Ok(changed == 1)
    }

    /// Forgets the deadline and reminder of a game still at `version` that has nothing to decide
    /// (the scheduler's way past a row it cannot act on). Does not change the version.
    pub fn forget_deadline(&self, id: GameId, version: i64) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE games SET deadline = NULL, remind_at = NULL, swept_until = NULL \
                 WHERE id = ?1 AND version = ?2",
                args![id, version],
            )
        })?;
        Ok(())
    }

    /// The earliest deadline or reminder time of any game: one query, one lookup in each partial
    /// index, whatever the number of games.
    pub fn next_event(&self) -> Result<Option<i64>, StoreError> {
        let (deadline, remind): (Option<i64>, Option<i64>) = self.read(|db| {
            db.query_one(
                "SELECT (SELECT MIN(deadline) FROM games WHERE deadline IS NOT NULL), \
                 (SELECT MIN(remind_at) FROM games WHERE remind_at IS NOT NULL)",
                args![],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })?;
        Ok(match (deadline, remind) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        })
    }

    /// Claims at most `limit` games whose deadline or reminder time is at or before `now`,
    /// earliest first (a batch of the scheduler's sweep), until `until` (unix seconds): another
    /// process's sweep skips them until then, or until the claim is cleared (a clock written, a
    /// reminder taken, [`Store::release_claims`]). A claim that lapsed (its process died
    /// mid-sweep) is taken again.
    ///
    /// The one query that differs between the databases is here: on PostgreSQL the due rows are
    /// taken `FOR UPDATE SKIP LOCKED`, so two hosts that claim at the same moment take different
    /// games instead of waiting for each other (and a game whose move is being written is left
    /// to the next sweep). The claim takes no store write lock there (it touches only the rows
    /// it locked), so it never waits behind the moves. SQLite has one writer and no row locks:
    /// its claims are applied one after the other.
    pub fn claim_due(&self, now: i64, until: i64, limit: usize) -> Result<Vec<Due>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Most sweeps find nothing due: one read tells, without a write transaction: the
        // earliest deadline and reminder, one step into each partial index. Not
        // `… WHERE deadline <= ?1 … LIMIT 1`: PostgreSQL plans a prepared statement once for
        // every `?1` after its fifth run, and planned that one as a scan of the whole table,
        // expecting a due row soon; with none due it read every game ever played, 1.8 ms a
        // sweep after 5,000 games and growing (pg_stat_statements in a soak; see
        // docs/reliability.md).
        if self.next_event()?.is_none_or(|at| at > now) {
            return Ok(Vec::new());
        }
        let mut out: Vec<Due> = Vec::new();
        self.write_rows(|db| {
            let lock = db.skip_locked();
            for column in ["deadline", "remind_at"] {
                let sql = format!(
                    "SELECT id, {column} FROM games WHERE {column} IS NOT NULL AND {column} <= ?1 \
                     AND (swept_until IS NULL OR swept_until <= ?1) \
                     ORDER BY {column}, id LIMIT ?2{lock}"
                );
                let rows = db.query(&sql, args![now, limit], |r| {
                    Ok(Due {
                        id: r.get(0)?,
                        at: r.get(1)?,
                    })
                })?;
                for due in rows {
                    match out.iter_mut().find(|d| d.id == due.id) {
                        Some(known) => known.at = known.at.min(due.at),
                        None => out.push(due),
                    }
                }
            }
            out.sort_by_key(|d| (d.at, d.id));
            out.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
            for due in &out {
                db.execute(
                    "UPDATE games SET swept_until = ?2 WHERE id = ?1",
                    args![due.id, until],
                )?;
            }
            Ok(())
        })?;
        Ok(out)
    }

    /// Clears the claims of [`Store::claim_due`] (made until `until`) on `ids` that the sweep
    /// leaves without writing their clock: the next sweep of any process may take them at once.
    /// A claim made since by another process (its own `until`) is left alone.
    pub fn release_claims(&self, ids: &[GameId], until: i64) -> Result<(), StoreError> {
        if ids.is_empty() {
            return Ok(());
        }
        self.write_rows(|db| {
            for id in ids {
                db.execute(
                    "UPDATE games SET swept_until = NULL WHERE id = ?1 AND swept_until = ?2",
                    args![*id, until],
                )?;
            }
            Ok(())
        })
    }

    /// How many moves each side has made (placements count; dice and resignations do not).
    pub fn moves_by_side(&self, id: GameId) -> Result<[i64; 2], StoreError> {
        // `COUNT(CASE …)`, not `SUM(a.actor = …)`: PostgreSQL has no sum of booleans.
        self.read(|db| {
            db.query_one(
                "SELECT COUNT(CASE WHEN a.actor = g.first_player THEN 1 END), \
                 COUNT(CASE WHEN a.actor = g.second_player THEN 1 END) \
                 FROM games g LEFT JOIN actions a ON a.game_id = g.id AND a.kind = 'move' \
                 WHERE g.id = ?1",
                args![id],
                |r| Ok([r.get(0)?, r.get(1)?]),
            )
        })
    }
}

/// Whom to tell about a damaged game, read column by column so that what damaged the row does
/// not also keep its players from being told: its channel, the external ids and mentions of the
/// players whose rows still exist, and the language of its posts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Contacts {
    pub channel: Option<String>,
    pub players: Vec<(String, String)>,
    pub lang: Option<String>,
}

impl Store {
    /// The [`Contacts`] of game `id`, whatever else in its row is damaged (`None` if there is
    /// no such row).
    pub fn contacts(&self, id: GameId) -> Result<Option<Contacts>, StoreError> {
        // Each column as it is stored: one that holds anything but text reads as unknown.
        let text = |r: &Row, i: usize| match r.get::<Cell>(i) {
            Ok(Cell::Text(s)) => Some(s),
            _ => None,
        };
        self.read(|db| {
            db.query_opt(
                "SELECT g.channel, g.lang, p1.external_id, p1.mention, p2.external_id, \
                 p2.mention FROM games g LEFT JOIN players p1 ON p1.id = g.first_player \
                 LEFT JOIN players p2 ON p2.id = g.second_player WHERE g.id = ?1",
                args![id],
                |r| {
                    let mut values: Vec<Option<String>> = (0..6).map(|i| text(r, i)).collect();
                    let mut players = Vec::new();
                    for at in [2, 4] {
                        if let (Some(external), Some(mention)) =
                            (values[at].take(), values[at + 1].take())
                        {
                            players.push((external, mention));
                        }
                    }
                    Ok(Contacts {
                        channel: values[0].take(),
                        lang: values[1].take(),
                        players,
                    })
                },
            )
        })
    }
}

#[cfg(test)]
mod tests;
