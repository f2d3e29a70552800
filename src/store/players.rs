//! Players: a row per person (or the console's names), found by their external id and refreshed
//! (name, mention) each time they act.

use rusqlite::{params, Connection, OptionalExtension};

use super::{NewPlayer, PlayerId, PlayerRecord, Store, StoreError};

/// Inserts the player or refreshes their name and mention; returns their id.
pub(super) fn upsert_player(
    conn: &Connection,
    p: &NewPlayer,
    now: i64,
) -> rusqlite::Result<PlayerId> {
    let known: Option<(PlayerId, String, String)> = conn
        .prepare_cached("SELECT id, name, mention FROM players WHERE external_id = ?1")?
        .query_row([p.external_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    match known {
        Some((id, name, mention)) if name == p.name && mention == p.mention => Ok(id),
        Some((id, _, _)) => {
            conn.prepare_cached(
                "UPDATE players SET name = ?2, mention = ?3, updated_at = ?4 WHERE id = ?1",
            )?
            .execute(params![id, p.name, p.mention, now])?;
            Ok(id)
        }
        None => conn
            .prepare_cached(
                "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?4) RETURNING id",
            )?
            .query_row(params![p.external_id, p.name, p.mention, now], |r| r.get(0)),
    }
}

impl Store {
    /// The player with this external id, if they ever played or were challenged.
    pub fn find_player(&self, external_id: &str) -> Result<Option<PlayerRecord>, StoreError> {
        Ok(self
            .reader()
            .prepare_cached(
                "SELECT id, external_id, name, mention FROM players WHERE external_id = ?1",
            )?
            .query_row([external_id], |r| {
                Ok(PlayerRecord {
                    id: r.get(0)?,
                    external_id: r.get(1)?,
                    name: r.get(2)?,
                    mention: r.get(3)?,
                })
            })
            .optional()?)
    }

    /// The player with this row id.
    pub fn player(&self, id: PlayerId) -> Result<Option<PlayerRecord>, StoreError> {
        Ok(self
            .reader()
            .prepare_cached("SELECT id, external_id, name, mention FROM players WHERE id = ?1")?
            .query_row([id], |r| {
                Ok(PlayerRecord {
                    id: r.get(0)?,
                    external_id: r.get(1)?,
                    name: r.get(2)?,
                    mention: r.get(3)?,
                })
            })
            .optional()?)
    }
}
