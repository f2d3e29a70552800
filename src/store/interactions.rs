//! Exactly once per interaction: the id of the interaction being handled is written in the same
//! transaction as what it changes, under a primary key, so a second delivery of the same
//! interaction cannot change anything (see `migrations/0005_interactions.sql`).
//!
//! How the id reaches the transaction: as a value. Every write that a person's call can make
//! ([`Store::apply`], [`Store::apply_timed`], the challenge creations, [`Store::take_seat`], the
//! tournament's creation, joins and leaves) takes an [`Origin`] and cannot be called without one:
//! the call's [`Claim`] when it answers an interaction, [`Origin::Console`] when it comes from the
//! console (no interaction), [`Origin::Bot`] for the bot's own work (the scheduler's sweep, the
//! computer's answers). A claim is made where an interaction comes in (the Discord adapter puts
//! one in the caller, and `service::Service::once` makes a fresh one for each delivery it runs);
//! it is shared by the clones of that caller, so the first write of the call takes it, inside
//! its transaction, and the later writes of the same call (the computer's answer after a move, a
//! leaver's resignation after the leave) find it taken and write none.
//!
//! What the compiler keeps: a write of the list above cannot be called without an origin, and a
//! service command has one only from its caller (`Caller::origin`: the interaction's claim, or the
//! console). What a test keeps: outside the store, an origin that claims nothing is written only
//! by `Caller::origin` (the console) and by the bot's own work, each place listed
//! (`tests::origins_are_made_only_by_the_caller_and_by_the_bots_own_work`). A new write that a
//! person's command can cause takes an `Origin` and claims it first in its transaction
//! ([`claim_in`], [`claim_then`] or [`claim_tournament_in`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::sql::{Cell, MustChange};
use super::{args, now, Db, GameId, Store, StoreError};

/// The claim of one delivery of an interaction: its id, written by the first write of the call
/// that answers it ([`Origin::Interaction`]). Clones are the same claim (a caller cloned within
/// one call): once one of them is taken, all are.
#[derive(Clone, Debug)]
pub struct Claim(Arc<Pending>);

#[derive(Debug)]
struct Pending {
    id: String,
    taken: AtomicBool,
}

impl Claim {
    /// The claim of interaction `id`, not taken yet: one per delivery.
    pub fn new(id: impl Into<String>) -> Claim {
        Claim(Arc::new(Pending {
            id: id.into(),
            taken: AtomicBool::new(false),
        }))
    }

    /// The interaction's id.
    pub fn id(&self) -> &str {
        &self.0.id
    }

    /// The id, to write, if no write of the call took it yet; it is taken from now on (also when
    /// the transaction that writes it fails: the call ends with that failure).
    fn take(&self) -> Option<&str> {
        let taken = self.0.taken.swap(true, Ordering::Relaxed);
        (!taken).then_some(self.0.id.as_str())
    }
}

/// What a write is done for: every write that a person's call can make takes one, so that none
/// can forget the interaction it answers.
#[derive(Clone, Copy, Debug)]
pub enum Origin<'a> {
    /// A person's call answering an interaction: the call's first write claims it.
    Interaction(&'a Claim),
    /// A person's call from the console: no interaction, nothing to claim.
    Console,
    /// The bot's own work (the scheduler's sweep, the tournaments' rounds, the computer's
    /// answers): no interaction, nothing to claim.
    Bot,
}

impl<'a> Origin<'a> {
    /// The interaction's id if this write is the first of its call to claim it.
    fn take(self) -> Option<&'a str> {
        match self {
            Origin::Interaction(claim) => claim.take(),
            Origin::Console | Origin::Bot => None,
        }
    }
}

/// Inside a write transaction: records `origin`'s interaction (if it has one that no write of
/// its call took yet) as the cause of a change of `game`. [`StoreError::Replayed`] if that
/// interaction already changed something (the transaction must then be dropped, which writes
/// nothing).
pub(super) fn claim_in(
    db: &mut Db<'_>,
    origin: Origin<'_>,
    game: GameId,
) -> Result<(), StoreError> {
    match origin.take() {
        Some(id) => db.execute_changing(CLAIM, args![id, game, now()], claim_unless(id, game)),
        None => Ok(()),
    }
}

/// When a change finds that its game moved on since it was read ([`StoreError::Conflict`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OnConflict {
    /// The transaction fails with the conflict; on PostgreSQL it is found at the commit (the
    /// statements are sent with it: one round trip for a move, see `pg::conn`).
    Fail,
    /// Found by the statement itself, before the change writes anything else, so that the
    /// transaction can go on without this change (a batch of changes to several games).
    Skip,
}

/// [`claim_in`] of `origin`, then `next` (a statement and its arguments), which must change a
/// row: when it changes none, [`StoreError::Conflict`], as `on_conflict` says. With [`OnConflict::Fail`] on
/// PostgreSQL both are queued and sent with the transaction's next statement or its commit, the
/// server checking what each changed; on SQLite, and with [`OnConflict::Skip`], they run now,
/// `next` only when the claim is taken.
pub(super) fn claim_then(
    db: &mut Db<'_>,
    origin: Origin<'_>,
    game: GameId,
    next: (&str, &[Cell]),
    on_conflict: OnConflict,
) -> Result<(), StoreError> {
    let conflict = MustChange {
        none: StoreError::Conflict(game),
        refused: None,
    };
    if on_conflict == OnConflict::Skip {
        claim_in(db, origin, game)?;
        return db.execute_changing(next.0, next.1, conflict);
    }
    if let Some(id) = origin.take() {
        let unless = claim_unless(id, game);
        db.execute_later_changing(CLAIM, args![id, game, now()], unless)?;
    }
    db.execute_later_changing(next.0, next.1, conflict)
}

/// An interaction's claim: one row, unless the interaction already has one.
const CLAIM: &str = "INSERT INTO interactions (id, game_id, created_at) VALUES (?1, ?2, ?3) \
                     ON CONFLICT (id) DO NOTHING";

/// What a claim of interaction `id` that inserts nothing means: the interaction already changed
/// something; one that a constraint refuses: the game's row is gone (its foreign key), as if it
/// changed since it was read.
fn claim_unless(id: &str, game: GameId) -> MustChange {
    MustChange {
        none: StoreError::Replayed(id.to_string()),
        refused: Some(StoreError::Conflict(game)),
    }
}

/// Inside a write transaction: records `origin`'s interaction (if it has one that no write of
/// its call took yet) as the cause of a change of tournament `tournament` (see [`claim_in`]).
pub(super) fn claim_tournament_in(
    db: &mut Db<'_>,
    origin: Origin<'_>,
    tournament: i64,
) -> Result<(), StoreError> {
    claim_row(
        db,
        origin,
        "INSERT INTO tournament_interactions (id, created_at, tournament_id) \
         VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING",
        Some(tournament),
    )
}

/// Inside a write transaction: records `origin`'s interaction (if it has one that no write of
/// its call took yet) as the cause of a change of a puzzle attempt (see [`claim_in`]).
pub(super) fn claim_puzzle_in(db: &mut Db<'_>, origin: Origin<'_>) -> Result<(), StoreError> {
    claim_row(
        db,
        origin,
        "INSERT INTO puzzle_interactions (id, created_at) VALUES (?1, ?2) \
         ON CONFLICT (id) DO NOTHING",
        None,
    )
}

/// `insert` of `origin`'s interaction (`?1` its id, `?2` now, `?3` what it changed if `of`),
/// unless no interaction or a write of its call already claimed it;
/// [`StoreError::Replayed`] if the row was there.
fn claim_row(
    db: &mut Db<'_>,
    origin: Origin<'_>,
    insert: &str,
    of: Option<i64>,
) -> Result<(), StoreError> {
    let Some(id) = origin.take() else {
        return Ok(());
    };
    let replayed = MustChange {
        none: StoreError::Replayed(id.to_string()),
        refused: None,
    };
    match of {
        Some(of) => db.execute_changing(insert, args![id, now(), of], replayed),
        None => db.execute_changing(insert, args![id, now()], replayed),
    }
}

/// How long an answered interaction is remembered. Discord delivers an interaction again within
/// minutes (around a gateway resume), and its token lasts 15 minutes, after which nothing can
/// answer it: a day is far beyond both, and beyond any clock difference between two hosts.
pub const KEEP_INTERACTIONS: i64 = 24 * 60 * 60;

/// Rows deleted by one statement of [`Store::forget_interactions`]: a few milliseconds of
/// SQLite's writer, which people's moves wait for meanwhile.
pub const FORGET_BATCH: usize = 500;

/// The interactions of one table written before `?1`, `?2` of them, oldest first (through the
/// table's index on `created_at`, version 10), deleted.
const FORGET: [&str; 3] = [
    "DELETE FROM interactions WHERE id IN \
     (SELECT id FROM interactions WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)",
    "DELETE FROM tournament_interactions WHERE id IN \
     (SELECT id FROM tournament_interactions WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)",
    "DELETE FROM puzzle_interactions WHERE id IN \
     (SELECT id FROM puzzle_interactions WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)",
];

impl Store {
    /// Forgets at most `limit` answered interactions (of games, then of tournaments) written
    /// before `before` (unix seconds); how many. Each table's rows go in one statement of its
    /// own, outside any transaction: on SQLite the writer is held for that statement only, on
    /// PostgreSQL it takes no write lock (the rows it deletes are no one else's). Called again
    /// until it forgets fewer than `limit`.
    pub fn forget_interactions(&self, before: i64, limit: usize) -> Result<usize, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let mut forgotten = 0;
        for sql in FORGET {
            let left = limit - forgotten as i64;
            if left <= 0 {
                break;
            }
            forgotten += self.write_each(|db| db.execute(sql, args![before, left]))?;
        }
        Ok(forgotten)
    }

    /// The game that interaction `id` changed, if it already changed one.
    pub fn interaction_game(&self, id: &str) -> Result<Option<GameId>, StoreError> {
        self.read(|db| {
            db.query_opt(
                "SELECT game_id FROM interactions WHERE id = ?1",
                args![id],
                |r| r.get(0),
            )
        })
    }

    /// Whether interaction `id` already changed a game or a tournament.
    pub fn interaction_seen(&self, id: &str) -> Result<bool, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT EXISTS (SELECT 1 FROM interactions WHERE id = ?1) \
                 OR EXISTS (SELECT 1 FROM tournament_interactions WHERE id = ?1)",
                args![id],
                |r| r.get(0),
            )
        })
    }
}

#[cfg(test)]
mod tests;
