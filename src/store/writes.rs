//! Writing games: creating a challenge (refusing a second open one between the same two players)
//! and applying a change, each in one transaction that claims its interaction first and checks
//! the version it read. `clocks` and `open` call the `_in` halves inside their own transactions.

use super::interactions::{OnConflict, Origin};
use super::sql::Db;

use super::clocks::{timing_cells, Timing, TIMING_SET};
use super::codes::{side_code, to_act_code};
use super::{
    args, encode_state, interactions, now, ratings, upsert_player, Change, GameId, GameRecord,
    NewChallenge, PlayerId, Status, Store, StoreError,
};
use crate::games::{Side, Variant};

pub(super) fn open_challenge_between(
    db: &mut Db<'_>,
    a: PlayerId,
    b: PlayerId,
    variant: Variant,
) -> Result<Option<GameId>, StoreError> {
    db.query_opt(
        "SELECT id FROM games WHERE status = 'challenge' AND variant = ?3 \
         AND ((first_player = ?1 AND second_player = ?2) \
           OR (first_player = ?2 AND second_player = ?1)) \
         ORDER BY id LIMIT 1",
        args![a, b, variant.id()],
        |r| r.get(0),
    )
}

impl Store {
    /// Creates a challenge (and both players if new), refusing a second open challenge between
    /// the same two players for the same variant, in any channel. `origin`'s interaction is
    /// claimed by it (see `interactions`).
    pub fn create_challenge(
        &self,
        origin: Origin<'_>,
        c: &NewChallenge,
    ) -> Result<GameRecord, StoreError> {
        self.write(|db| Self::create_challenge_in(db, origin, c))
    }

    /// The writes of [`Store::create_challenge`] inside a transaction the caller commits.
    pub(super) fn create_challenge_in(
        db: &mut Db<'_>,
        origin: Origin<'_>,
        c: &NewChallenge,
    ) -> Result<GameRecord, StoreError> {
        let now = now();
        let challenger = upsert_player(db, &c.challenger, now)?;
        let challenged = upsert_player(db, &c.challenged, now)?;
        if let Some(existing) = open_challenge_between(db, challenger, challenged, c.variant)? {
            return Err(StoreError::ChallengeExists(existing));
        }
        let (first, second) = match c.challenger_side {
            Side::First => (challenger, challenged),
            Side::Second => (challenged, challenger),
        };
        let state = encode_state(0, c.state)?;
        let id: GameId = db.query_one("INSERT INTO games (variant, guild, channel, challenger, first_player, second_player, \
             status, to_act, state, version, created_at, updated_at, rated, thread) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'challenge', 'none', ?7, 0, ?8, ?8, ?9, ?10) RETURNING id", args![
                c.variant.id(),
                c.guild,
                c.channel,
                challenger,
                first,
                second,
                state,
                now,
                c.rated,
                c.thread
            ],
            |r| r.get(0),
        )?;
        interactions::claim_in(db, origin, id)?;
        Self::record_in(db, id)?.ok_or(StoreError::Conflict(id))
    }

    /// The open challenge between two players for a variant, if any.
    pub fn open_challenge_between(
        &self,
        a: PlayerId,
        b: PlayerId,
        variant: Variant,
    ) -> Result<Option<GameId>, StoreError> {
        self.read(|db| open_challenge_between(db, a, b, variant))
    }

    /// Applies one change to a game read at `expected_version`, in one transaction: the row,
    /// the new actions (numbered after the last one) and the actor's name. Returns the new
    /// version, or [`StoreError::Conflict`] (and writes nothing) if the game changed meanwhile.
    /// `origin`'s interaction is claimed first ([`StoreError::Replayed`] if it already changed
    /// something: see `interactions`).
    pub fn apply(
        &self,
        origin: Origin<'_>,
        id: GameId,
        expected_version: i64,
        change: &Change,
    ) -> Result<i64, StoreError> {
        self.apply_with(origin, id, expected_version, change, None)
    }

    /// Applies `change` as [`Store::apply`] does and writes `timing` (all but the clock, which
    /// never changes) in the same transaction; [`StoreError::Conflict`] if the game changed since
    /// `expected_version`. A finished or closed game keeps no deadline and no reminder, whatever
    /// `timing` says.
    pub fn apply_timed(
        &self,
        origin: Origin<'_>,
        id: GameId,
        expected_version: i64,
        change: &Change,
        timing: &Timing,
    ) -> Result<i64, StoreError> {
        self.apply_with(origin, id, expected_version, change, Some(timing))
    }

    /// [`Store::apply`], and with `timing` [`Store::apply_timed`]: one transaction.
    pub(super) fn apply_with(
        &self,
        origin: Origin<'_>,
        id: GameId,
        expected_version: i64,
        change: &Change,
        timing: Option<&Timing>,
    ) -> Result<i64, StoreError> {
        // Encoded before the lock: the writer's connection is held for the SQL alone.
        let state = encode_state(id, change.state)?;
        self.write_change(change.status, |db| {
            Self::apply_in(
                db,
                origin,
                id,
                expected_version,
                change,
                &state,
                timing,
                OnConflict::Fail,
            )
        })?;
        self.written(id, expected_version);
        Ok(expected_version + 1)
    }

    /// Runs `f`, the writes of a change that leaves its game with `status`, in one write
    /// transaction. A move of a game that goes on changes the game's row (locked by its
    /// `UPDATE`, which checks the version), its new actions, its interaction's row (a primary
    /// key) and the actor's name: nothing that another game's writes read, so on PostgreSQL it
    /// need not wait for them behind the store's write lock ([`Store::write_rows`]). A change
    /// that ends a game writes ratings and tournaments, which are read across games: it takes
    /// the lock ([`Store::write`]).
    pub(super) fn write_change<T>(
        &self,
        status: Status,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        if status == Status::Active {
            self.write_rows(f)
        } else {
            self.write(f)
        }
    }

    /// The writes of [`Store::apply`] inside a transaction the caller commits (dropping it
    /// uncommitted writes nothing). `state` is `change.state` encoded (by [`encode_state`], done
    /// by the caller before it takes the writer's lock). With `timing`, the clock's columns are
    /// written by the same `UPDATE` ([`Store::apply_timed`]): on PostgreSQL a second update of
    /// the row in the transaction would check its foreign keys again. A conflict is found as
    /// `on_conflict` says: [`OnConflict::Fail`] fails the transaction; [`OnConflict::Skip`]
    /// finds it before the change writes anything, so that a batch of changes goes on without it.
    // Each argument is one of the change's own: what it answers, which game at which version,
    // what it writes, and how a conflict is found.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn apply_in(
        db: &mut Db<'_>,
        origin: Origin<'_>,
        id: GameId,
        expected_version: i64,
        change: &Change,
        state: &str,
        timing: Option<&Timing>,
        on_conflict: OnConflict,
    ) -> Result<(), StoreError> {
        let to_act = if change.status == Status::Active {
            to_act_code(change.state.to_act())
        } else {
            "none"
        };
        let (winner, end_reason) = match (change.status, change.ending) {
            (Status::Finished, Some(e)) => (e.winner.map(side_code), Some(e.cause.code())),
            (Status::Finished, None) => {
                return Err(StoreError::Corrupt {
                    game: id,
                    reason: "a finished game needs an ending".into(),
                })
            }
            _ => (None, None),
        };
        let now = now();
        // The interaction's claim first, so that a replayed interaction writes nothing.
        let mut cells = args![
            id,
            expected_version,
            change.status.as_str(),
            to_act,
            winner,
            end_reason,
            state,
            now
        ]
        .to_vec();
        let mut set = "status = ?3, to_act = ?4, winner = ?5, end_reason = ?6, state = ?7, \
                       version = version + 1, updated_at = ?8"
            .to_string();
        let mut wake = None;
        if let Some(timing) = timing {
            // The clock's columns, numbered after the move's (`?9` on).
            let (timed, next) = timing_cells(change.status, timing);
            set.push_str(", ");
            set.push_str(TIMING_SET);
            cells.extend(timed);
            wake = next;
        }
        let update = format!("UPDATE games SET {set} WHERE id = ?1 AND version = ?2");
        // A version that moved on is a conflict, from here on SQLite or from the commit on
        // PostgreSQL (the claim and the update are sent with it: one round trip for a move).
        interactions::claim_then(db, origin, id, (&update, &cells), on_conflict)?;
        if let Some(player) = &change.touch {
            super::players::touch_player(db, player, now)?;
        }
        if change.status == Status::Finished {
            // Same transaction as the end of the game: both commit, or neither.
            ratings::rate_finished_game(db, id, now)?;
            super::tournaments::game_finished_in(db, id)?;
        }
        if timing.is_some() {
            Self::announce_wake_in(db, wake)?;
        }
        // Numbered after the last one in the statement that inserts it: the game's row,
        // updated above, is locked until the commit, so no other writer numbers an action of
        // this game meanwhile. Nothing reads these before the commit: on PostgreSQL they are
        // sent with it (one round trip for all, see `pg::conn`).
        for action in change.actions {
            db.execute_later(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                 SELECT ?1, COALESCE(MAX(seq), 0) + 1, CAST(?2 AS BIGINT), CAST(?3 AS TEXT), \
                 CAST(?4 AS TEXT), CAST(?5 AS BIGINT) FROM actions WHERE game_id = ?1",
                args![id, action.actor, action.kind.as_str(), action.text, now],
            )?;
        }
        Ok(())
    }
}
