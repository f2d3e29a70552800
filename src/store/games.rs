//! Reading games: a game's row, its position (from the snapshot, checked against the history
//! once per version and process, rebuilt from the history when it does not decode), its history,
//! and the listings of a player's games and of the games a restart resumes.

use super::sql::{Cell, Row};

use super::clocks::{read_timing, timing_of, RawTiming, Timing, TIMING_COLUMNS};
use super::rows::{snapshot_of, status_list, GameColumn, RawAction, ACTIONS_OF_GAME, STATE_COLUMN};
use super::{
    args, decode_snapshot, encode_state, same_position, ActionKind, ActionRecord, Db, GameId,
    GameRecord, PlayerId, RawGame, Status, Store, StoreError, GAME_COLUMNS, GAME_FROM,
};
use crate::games::{AnyGame, Variant};

/// A game as [`Store::load_timed`] read it: its row, its snapshot's text, its clock's columns,
/// and its history when the snapshot is to be checked against it.
type Loaded = (RawGame, String, RawTiming, Option<Vec<ActionRecord>>);

/// A game's row, snapshot and clock's columns, as one statement reads them.
type GameRow = (RawGame, String, RawTiming);

/// The start of a query of whole game rows (read by [`game_row`]): the row, its snapshot and
/// its clock's columns.
fn select_game_rows() -> String {
    format!("SELECT {GAME_COLUMNS}, {STATE_COLUMN}, {TIMING_COLUMNS} {GAME_FROM}")
}

/// A row of [`select_game_rows`]. A NULL snapshot reads as one that does not decode: rebuilt
/// from the history.
fn game_row(r: &super::sql::Row) -> Result<GameRow, StoreError> {
    let state = snapshot_of(r).unwrap_or_default();
    let timing = read_timing(r, GameColumn::COUNT + 1)?;
    Ok((RawGame::from_row(r)?, state.unwrap_or_default(), timing))
}

/// A game in play as [`Store::active_games_here`] listed it: its row, and its snapshot and
/// clock columns as read, for [`Store::open_listed`].
pub struct Listed {
    pub record: GameRecord,
    state: String,
    timing: RawTiming,
}

/// How many games' checked versions a process remembers at most (about 1.5 MiB).
pub(super) const VERIFIED_CAP: usize = 65_536;

impl Store {
    /// Whether `player` has played `variant` before: a game of it other than `except` that was
    /// accepted (in play or over; challenges declined or withdrawn do not count).
    pub fn played_variant_before(
        &self,
        player: PlayerId,
        variant: Variant,
        except: GameId,
    ) -> Result<bool, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT EXISTS (SELECT 1 FROM games WHERE variant = ?2 AND id <> ?3 \
                 AND status IN ('active', 'finished') \
                 AND (first_player = ?1 OR second_player = ?1))",
                args![player, variant.id(), except],
                |r| r.get(0),
            )
        })
    }

    pub(super) fn record_in(db: &mut Db<'_>, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.id = ?1");
        let raw = db.query_opt(&sql, args![id], RawGame::from_row)?;
        raw.map(RawGame::interpret).transpose()
    }

    /// A game's row without its position.
    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        self.read(|db| Self::record_in(db, id))
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
        Ok(self.load_timed(id)?.map(|(record, game, _)| (record, game)))
    }

    /// As [`Store::load`], with the game's clock columns ([`Store::timing`]) read by the same
    /// statement: a move needs both, and on PostgreSQL each statement is a round trip.
    pub fn load_timed(
        &self,
        id: GameId,
    ) -> Result<Option<(GameRecord, AnyGame, Timing)>, StoreError> {
        let sql = format!("{} WHERE g.id = ?1", select_game_rows());
        let row = |db: &mut Db<'_>| db.query_opt(&sql, args![id], game_row);
        // Most loads are of a version this process has checked: the row alone, one statement
        // (on PostgreSQL one round trip, not a transaction's three).
        let Some((raw, state, timing)) = self.read(row)? else {
            return Ok(None);
        };
        let read = if self.is_verified(id, raw.version) {
            Some((raw, state, timing, None))
        } else {
            self.read_history(id, row)?
        };
        self.position(id, read)
    }

    /// The row again and the history, in one read transaction, so that both are of the same
    /// moment even if a move is committed in between.
    fn read_history(
        &self,
        id: GameId,
        row: impl Fn(&mut Db<'_>) -> Result<Option<GameRow>, StoreError>,
    ) -> Result<Option<Loaded>, StoreError> {
        self.read_snapshot(|db| {
            let Some((raw, state, timing)) = row(db)? else {
                return Ok(None);
            };
            let history = if self.is_verified(id, raw.version) {
                None
            } else {
                Some(Self::actions_in(db, id)?)
            };
            Ok(Some((raw, state, timing, history)))
        })
    }

    /// The position of a game read by [`Store::load`]: the snapshot, checked against the
    /// history when it was read. Decoding and replaying happen outside the connection: other
    /// commands need it.
    fn position(
        &self,
        id: GameId,
        read: Option<Loaded>,
    ) -> Result<Option<(GameRecord, AnyGame, Timing)>, StoreError> {
        let Some((raw, state, timing, history)) = read else {
            return Ok(None);
        };
        let record = raw.interpret()?;
        self.position_of(id, record, &state, timing, history)
            .map(Some)
    }

    /// The position of game `id` whose row was read as `record`, `state` and `timing`, checked
    /// against `history` when given (see [`Store::position`]).
    fn position_of(
        &self,
        id: GameId,
        record: GameRecord,
        state: &str,
        timing: RawTiming,
        history: Option<Vec<ActionRecord>>,
    ) -> Result<(GameRecord, AnyGame, Timing), StoreError> {
        let timing = timing_of(id, timing)?;
        match decode_snapshot(state, record.variant) {
            Ok(game) => {
                let Some(history) = history else {
                    return Ok((record, game, timing));
                };
                let replayed = Self::replay_actions(id, record.variant, &history)?;
                if !same_position(&game, &replayed) {
                    let reason = "the snapshot differs from the replay of the history".to_string();
                    tracing::error!(game = id, %reason, "damaged game");
                    return Err(StoreError::Corrupt { game: id, reason });
                }
                self.mark_verified(id, record.version);
                Ok((record, game, timing))
            }
            Err(why) => {
                tracing::error!(game = id, %why, "snapshot does not decode; rebuilding from history");
                let game = self.write_each(|db| {
                    let game = Self::replay_in(db, id, record.variant)?;
                    let repaired = encode_state(id, &game)?;
                    // Repairing is best effort: a concurrent change has written a newer snapshot.
                    db.execute(
                        "UPDATE games SET state = ?1 WHERE id = ?2 AND version = ?3",
                        args![repaired, id, record.version],
                    )?;
                    Ok(game)
                })?;
                self.mark_verified(id, record.version);
                Ok((record, game, timing))
            }
        }
    }

    pub(super) fn is_verified(&self, id: GameId, version: i64) -> bool {
        let verified = self.verified.lock();
        verified.get(&id) == Some(&version)
    }

    /// Remembers that version `version` of game `id` is known to match its history. The map is
    /// emptied when it reaches [`VERIFIED_CAP`] games (each then checked once more on its next
    /// load): a bot that runs for months loads millions of games, and the map is to stay the
    /// size of the games in play, not of the history.
    pub(super) fn mark_verified(&self, id: GameId, version: i64) {
        let mut verified = self.verified.lock();
        if verified.len() >= VERIFIED_CAP && !verified.contains_key(&id) {
            verified.clear();
        }
        verified.insert(id, version);
    }

    fn replay_in(db: &mut Db<'_>, id: GameId, variant: Variant) -> Result<AnyGame, StoreError> {
        Self::replay_actions(id, variant, &Self::actions_in(db, id)?)
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
        self.read(|db| {
            let Some(record) = Self::record_in(db, id)? else {
                return Ok(None);
            };
            Self::replay_in(db, id, record.variant).map(Some)
        })
    }

    pub(super) fn actions_in(db: &mut Db<'_>, id: GameId) -> Result<Vec<ActionRecord>, StoreError> {
        let rows = db.query(ACTIONS_OF_GAME, args![id], Row::read::<RawAction>)?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let RawAction {
                seq,
                actor,
                kind,
                text,
                created_at,
            } = row;
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
        self.read(|db| Self::actions_in(db, id))
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
             AND (CAST(?2 AS TEXT) IS NULL OR g.channel = ?2) AND g.status IN ({}) ORDER BY g.id",
            status_list(statuses)
        );
        self.collect_games(&sql, args![player, channel])
    }

    /// The games in play in `channel` of the player whose Discord id is `external_id`, each
    /// with its snapshot and clock columns as the same statement read them: a move without a
    /// game number picks its game from these and opens it with [`Store::open_listed`], which
    /// reads nothing more when this process has checked the game's version (the player's row,
    /// the listing and the game were three statements, on PostgreSQL three round trips). A row
    /// that does not make sense is skipped (logged), as [`Store::games_of`] does.
    pub fn active_games_here(
        &self,
        external_id: &str,
        channel: &str,
    ) -> Result<Vec<Listed>, StoreError> {
        let sql = format!(
            "{} WHERE g.status = 'active' AND g.channel = ?2 \
             AND (g.first_player = (SELECT id FROM players WHERE external_id = ?1) \
             OR g.second_player = (SELECT id FROM players WHERE external_id = ?1)) ORDER BY g.id",
            select_game_rows()
        );
        let rows = self.read(|db| db.query(&sql, args![external_id, channel], game_row))?;
        Ok(rows
            .into_iter()
            .filter_map(|(raw, state, timing)| match raw.interpret() {
                Ok(record) => Some(Listed {
                    record,
                    state,
                    timing,
                }),
                Err(error) => {
                    tracing::error!(%error, "skipping a damaged game row");
                    None
                }
            })
            .collect())
    }

    /// The position and clock columns of a game read by [`Store::active_games_here`], as
    /// [`Store::load_timed`] gives them: from the row read when this process has checked its
    /// version, else read again with its history (`None`: the game is gone meanwhile).
    pub fn open_listed(
        &self,
        listed: Listed,
    ) -> Result<Option<(GameRecord, AnyGame, Timing)>, StoreError> {
        let id = listed.record.id;
        if !self.is_verified(id, listed.record.version) {
            return self.load_timed(id);
        }
        self.position_of(id, listed.record, &listed.state, listed.timing, None)
            .map(Some)
    }

    /// Every game still in play or waiting for an answer (what a restarted process resumes).
    pub fn unfinished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.status IN ('challenge', 'active') \
             ORDER BY g.id"
        );
        self.collect_games(&sql, args![])
    }

    pub(super) fn collect_games(
        &self,
        sql: &str,
        params: &[Cell],
    ) -> Result<Vec<GameRecord>, StoreError> {
        let raws = self.read(|db| db.query(sql, params, RawGame::from_row))?;
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
