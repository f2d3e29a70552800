//! Players: a row per person (or the console's names), found by their external id and refreshed
//! (name, mention) each time they act.

use super::sql::{Cursor, FromRow, Row};
use super::{args, Db, NewPlayer, PlayerId, PlayerRecord, Store, StoreError};

/// The player's row inserted, or their name and mention refreshed if they have one
/// (`?1` external id, `?2` name, `?3` mention, `?4` now): [`upsert_player`] and [`touch_player`]
/// complete it.
macro_rules! player_upsert {
    () => {
        "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (external_id) DO UPDATE \
         SET name = excluded.name, mention = excluded.mention, updated_at = excluded.updated_at"
    };
}

/// Inserts the player or refreshes their name and mention; returns their id.
pub(super) fn upsert_player(
    db: &mut Db<'_>,
    p: &NewPlayer,
    now: i64,
) -> Result<PlayerId, StoreError> {
    let known: Option<(PlayerId, String, String)> = db.query_opt(
        "SELECT id, name, mention FROM players WHERE external_id = ?1",
        args![p.external_id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    match known {
        Some((id, name, mention)) if name == p.name && mention == p.mention => Ok(id),
        Some((id, _, _)) => {
            db.execute(
                "UPDATE players SET name = ?2, mention = ?3, updated_at = ?4 WHERE id = ?1",
                args![id, p.name, p.mention, now],
            )?;
            Ok(id)
        }
        // A writer that does not take the store's write lock (a move on PostgreSQL) may meet
        // another inserting the same player: the second one updates the first one's row.
        None => db.query_one(
            concat!(player_upsert!(), " RETURNING id"),
            args![p.external_id, p.name, p.mention, now],
            |r| r.get(0),
        ),
    }
}

/// Records `p`'s current name and mention (a player who acts), inserting the player if new,
/// writing nothing when they have not changed. Its outcome is not read: on PostgreSQL it is sent
/// with the next statement or the commit (see `Db::execute_later`).
pub(super) fn touch_player(db: &mut Db<'_>, p: &NewPlayer, now: i64) -> Result<(), StoreError> {
    db.execute_later(
        concat!(
            player_upsert!(),
            " WHERE players.name <> excluded.name OR players.mention <> excluded.mention"
        ),
        args![p.external_id, p.name, p.mention, now],
    )
}

/// A player's columns (`p`: the players table), for the column lists that hold a player
/// (`concat!(player_columns!(), ", …")`): [`PlayerRecord`]'s [`FromRow::COLUMNS`].
macro_rules! player_columns {
    () => {
        "p.id, p.external_id, p.name, p.mention"
    };
}
pub(super) use player_columns;

impl FromRow for PlayerRecord {
    const COLUMNS: &'static str = player_columns!();
    const FROM: &'static str = "FROM players p";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(PlayerRecord {
            id: row.next()?,
            external_id: row.next()?,
            name: row.next()?,
            mention: row.next()?,
        })
    }
}

impl Store {
    /// The player with this external id, if they ever played or were challenged.
    pub fn find_player(&self, external_id: &str) -> Result<Option<PlayerRecord>, StoreError> {
        self.read(|db| {
            db.query_opt(
                concat!(
                    "SELECT ",
                    player_columns!(),
                    " FROM players p WHERE p.external_id = ?1"
                ),
                args![external_id],
                Row::read,
            )
        })
    }

    /// The player with this row id.
    pub fn player(&self, id: PlayerId) -> Result<Option<PlayerRecord>, StoreError> {
        self.read(|db| {
            db.query_opt(
                concat!(
                    "SELECT ",
                    player_columns!(),
                    " FROM players p WHERE p.id = ?1"
                ),
                args![id],
                Row::read,
            )
        })
    }
}
