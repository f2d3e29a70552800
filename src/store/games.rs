//! Reading games: a game's row, its position (from the snapshot, checked against the history
//! once per version and process, rebuilt from the history when it does not decode), its history,
//! and the listings of a player's games and of the games a restart resumes.

use rusqlite::{params, Connection, OptionalExtension};

use super::rows::{snapshot_of, status_list, RawAction, ACTIONS_OF_GAME, STATE_COLUMN};
use super::{
    decode_snapshot, encode_state, same_position, ActionKind, ActionRecord, GameId, GameRecord,
    PlayerId, RawGame, Status, Store, StoreError, GAME_COLUMNS, GAME_FROM,
};
use crate::games::{AnyGame, Variant};

impl Store {
    /// Whether `player` has played `variant` before: a game of it other than `except` that was
    /// accepted (in play or over; challenges declined or withdrawn do not count).
    pub fn played_variant_before(
        &self,
        player: PlayerId,
        variant: Variant,
        except: GameId,
    ) -> Result<bool, StoreError> {
        Ok(self
            .reader()
            .prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM games WHERE variant = ?2 AND id <> ?3 \
                 AND status IN ('active', 'finished') \
                 AND (first_player = ?1 OR second_player = ?1))",
            )?
            .query_row(params![player, variant.id(), except], |r| r.get(0))?)
    }

    pub(super) fn record_in(
        conn: &Connection,
        id: GameId,
    ) -> Result<Option<GameRecord>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.id = ?1");
        let raw = conn
            .prepare_cached(&sql)?
            .query_row([id], RawGame::from_row)
            .optional()?;
        raw.map(RawGame::interpret).transpose()
    }

    /// A game's row without its position.
    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        Self::record_in(&self.reader(), id)
    }

    /// A game's row and position. The position comes from the snapshot; if the snapshot does not
    /// decode (or is of another variant), it is rebuilt from the history and the snapshot is
    /// repaired (logged as an error: the history is the truth, nothing is lost). A history that
    /// does not replay, or that replays to another position than the snapshot's, is
    /// [`StoreError::Corrupt`] (which of the two is right cannot be known).
    ///
    /// The snapshot is compared with the replay of the history the first time this process
    /// loads each version of a game; versions it wrote itself from a checked position are not
    /// replayed again, so a move costs one replay per game and process, not one per move.
    pub fn load(&self, id: GameId) -> Result<Option<(GameRecord, AnyGame)>, StoreError> {
        let conn = self.reader();
        // One read transaction, so that the row and the history (when it is read) are of the
        // same moment even if a move is committed in between.
        let tx = conn.unchecked_transaction()?;
        let sql = format!("SELECT {GAME_COLUMNS}, {STATE_COLUMN} {GAME_FROM} WHERE g.id = ?1");
        let row = tx
            .prepare_cached(&sql)?
            .query_row([id], |r| {
                // A NULL snapshot reads as one that does not decode: rebuilt from the history.
                let state = snapshot_of(r).unwrap_or_default();
                Ok((RawGame::from_row(r)?, state.unwrap_or_default()))
            })
            .optional()?;
        let Some((raw, state)) = row else {
            return Ok(None);
        };
        let version = raw.version;
        let history = if self.is_verified(id, version) {
            None
        } else {
            Some(Self::actions_in(&tx, id)?)
        };
        drop(tx);
        // Decoding and replaying happen outside the lock: other commands need the connection.
        drop(conn);
        let record = raw.interpret()?;
        match decode_snapshot(&state, record.variant) {
            Ok(game) => {
                let Some(history) = history else {
                    return Ok(Some((record, game)));
                };
                let replayed = Self::replay_actions(id, record.variant, &history)?;
                if !same_position(&game, &replayed) {
                    let reason = "the snapshot differs from the replay of the history".to_string();
                    tracing::error!(game = id, %reason, "damaged game");
                    return Err(StoreError::Corrupt { game: id, reason });
                }
                self.mark_verified(id, record.version);
                Ok(Some((record, game)))
            }
            Err(why) => {
                tracing::error!(game = id, %why, "snapshot does not decode; rebuilding from history");
                let conn = self.conn();
                let game = Self::replay_in(&conn, id, record.variant)?;
                let repaired = encode_state(id, &game)?;
                // Repairing is best effort: a concurrent change has written a newer snapshot.
                conn.prepare_cached("UPDATE games SET state = ?1 WHERE id = ?2 AND version = ?3")?
                    .execute(params![repaired, id, record.version])?;
                self.mark_verified(id, record.version);
                Ok(Some((record, game)))
            }
        }
    }

    fn is_verified(&self, id: GameId, version: i64) -> bool {
        let verified = self.verified.lock();
        verified.get(&id) == Some(&version)
    }

    /// Remembers that version `version` of game `id` is known to match its history.
    fn mark_verified(&self, id: GameId, version: i64) {
        let mut verified = self.verified.lock();
        verified.insert(id, version);
    }

    fn replay_in(conn: &Connection, id: GameId, variant: Variant) -> Result<AnyGame, StoreError> {
        Self::replay_actions(id, variant, &Self::actions_in(conn, id)?)
    }

    fn replay_actions(
        id: GameId,
        variant: Variant,
        actions: &[ActionRecord],
    ) -> Result<AnyGame, StoreError> {
        let texts = actions
            .iter()
            .filter(|a| a.kind.is_replayed())
            .map(|a| a.text.as_str());
        AnyGame::replay(variant, texts).map_err(|(index, error)| {
            tracing::error!(game = id, index, %error, "history does not replay");
            StoreError::Corrupt {
                game: id,
                reason: format!("replayed action {} refused: {error}", index + 1),
            }
        })
    }

    /// Rebuilds a game's position from its history alone.
    pub fn replay(&self, id: GameId) -> Result<Option<AnyGame>, StoreError> {
        let conn = self.reader();
        let Some(record) = Self::record_in(&conn, id)? else {
            return Ok(None);
        };
        Self::replay_in(&conn, id, record.variant).map(Some)
    }

    fn actions_in(conn: &Connection, id: GameId) -> Result<Vec<ActionRecord>, StoreError> {
        let mut stmt = conn.prepare_cached(ACTIONS_OF_GAME)?;
        let rows = stmt.query_map([id], RawAction::from_row)?;
        let mut out = Vec::new();
        for row in rows {
            let RawAction {
                seq,
                actor,
                kind,
                text,
                created_at,
            } = row?;
            let kind = ActionKind::parse(&kind).ok_or_else(|| StoreError::Corrupt {
                game: id,
                reason: format!("action {seq} has unknown kind {kind:?}"),
            })?;
            out.push(ActionRecord {
                seq,
                actor,
                kind,
                text,
                created_at,
            });
        }
        Ok(out)
    }

    /// A game's whole history, in order.
    pub fn actions(&self, id: GameId) -> Result<Vec<ActionRecord>, StoreError> {
        Self::actions_in(&self.reader(), id)
    }

    /// The games `player` plays in with one of `statuses`, in `channel` if given, by id.
    /// Rows that cannot be read are logged and left out, so one damaged game does not hide the
    /// others.
    pub fn games_of(
        &self,
        player: PlayerId,
        channel: Option<&str>,
        statuses: &[Status],
    ) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} \
             WHERE (g.first_player = ?1 OR g.second_player = ?1) \
             AND (?2 IS NULL OR g.channel = ?2) AND g.status IN ({}) ORDER BY g.id",
            status_list(statuses)
        );
        self.collect_games(&sql, params![player, channel])
    }

    /// Every game still in play or waiting for an answer (what a restarted process resumes).
    pub fn unfinished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.status IN ('challenge', 'active') \
             ORDER BY g.id"
        );
        self.collect_games(&sql, params![])
    }

    pub(super) fn collect_games(
        &self,
        sql: &str,
        params: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<GameRecord>, StoreError> {
        let conn = self.reader();
        let mut stmt = conn.prepare_cached(sql)?;
        let raws = stmt
            .query_map(params, RawGame::from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(raws
            .into_iter()
            .filter_map(|raw| match raw.interpret() {
                Ok(record) => Some(record),
                Err(error) => {
                    tracing::error!(%error, "skipping a damaged game row");
                    None
                }
            })
            .collect())
    }

    /// After a change written over version `read` of game `id`: if that version was checked, the
    /// new one (its position played on from the checked one) is known good too.
    pub(super) fn written(&self, id: GameId, read: i64) {
        let mut verified = self.verified.lock();
        if verified.get(&id) == Some(&read) {
            verified.insert(id, read + 1);
        } else {
            verified.remove(&id);
        }
    }
}
