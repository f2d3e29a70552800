//! Reviews of finished games (schema version 7): one per game, computed once and kept; who is
//! waiting for one not done yet.
//!
//! The review itself is stored as the JSON of `ai::review::Review`: the store keeps it as text
//! and never reads inside it (the service encodes and decodes it, outside the lock).

use super::{args, Db, GameId, Store, StoreError};

/// Someone waiting for a review: told where they asked, in their language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewAsker {
    pub user_id: String,
    pub mention: String,
    pub channel: String,
    pub lang: String,
}

/// Where a game's review stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewState {
    /// Done: the review's JSON.
    Done(String),
    /// Asked for and not done yet (queued or running); the search's seed and budget.
    Pending { seed: i64, budget: i64 },
}

impl Store {
    /// Asks for game `game`'s review: creates it (queued, with `seed` and `budget`) unless it
    /// exists, and adds `asker` to those waiting for it unless it is done, in one transaction.
    /// Returns where it stands (a review asked for before keeps its own seed and budget), and
    /// whether this call created it.
    pub fn ask_review(
        &self,
        game: GameId,
        seed: i64,
        budget: i64,
        asker: &ReviewAsker,
        now: i64,
    ) -> Result<(ReviewState, bool), StoreError> {
        self.write(|db| {
            let created = db.execute(
                "INSERT INTO reviews (game_id, status, seed, budget, requested_at) \
                 VALUES (?1, 'queued', ?2, ?3, ?4) ON CONFLICT (game_id) DO NOTHING",
                args![game, seed, budget, now],
            )? == 1;
            let state = Self::review_state_in(db, game)?.ok_or(StoreError::Conflict(game))?;
            if matches!(state, ReviewState::Pending { .. }) {
                db.execute(
                    "INSERT INTO review_askers (game_id, user_id, mention, channel, lang, asked_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                     ON CONFLICT (game_id, user_id) DO UPDATE SET channel = excluded.channel, \
                     lang = excluded.lang, mention = excluded.mention",
                    args![
                        game,
                        asker.user_id,
                        asker.mention,
                        asker.channel,
                        asker.lang,
                        now
                    ],
                )?;
            }
            Ok((state, created))
        })
    }

    fn review_state_in(db: &mut Db<'_>, game: GameId) -> Result<Option<ReviewState>, StoreError> {
        db.query_opt(
            "SELECT status, seed, budget, result FROM reviews WHERE game_id = ?1",
            args![game],
            |r| {
                let status: String = r.get(0)?;
                Ok(match (status.as_str(), r.get::<Option<String>>(3)?) {
                    ("done", Some(json)) => ReviewState::Done(json),
                    _ => ReviewState::Pending {
                        seed: r.get(1)?,
                        budget: r.get(2)?,
                    },
                })
            },
        )
    }

    /// Where game `game`'s review stands, if it was ever asked for.
    pub fn review_state(&self, game: GameId) -> Result<Option<ReviewState>, StoreError> {
        self.read(|db| Self::review_state_in(db, game))
    }

    /// Marks a pending review as being computed (a restart finds it so and starts it again).
    pub fn review_running(&self, game: GameId) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE reviews SET status = 'running' WHERE game_id = ?1 AND status <> 'done'",
                args![game],
            )
        })?;
        Ok(())
    }

    /// Stores a finished review and returns those who were waiting for it (they are no
    /// longer), in one transaction. A review already done keeps its first result (two
    /// processes that computed it give the same one) and returns nobody.
    pub fn finish_review(
        &self,
        game: GameId,
        json: &str,
        now: i64,
    ) -> Result<Vec<ReviewAsker>, StoreError> {
        self.write(|db| {
            let stored = db.execute(
                "UPDATE reviews SET status = 'done', result = ?2, finished_at = ?3 \
                 WHERE game_id = ?1 AND status <> 'done'",
                args![game, json, now],
            )?;
            if stored != 1 {
                return Ok(Vec::new());
            }
            let askers = db.query(
                "SELECT user_id, mention, channel, lang FROM review_askers \
                 WHERE game_id = ?1 ORDER BY asked_at, user_id",
                args![game],
                |r| {
                    Ok(ReviewAsker {
                        user_id: r.get(0)?,
                        mention: r.get(1)?,
                        channel: r.get(2)?,
                        lang: r.get(3)?,
                    })
                },
            )?;
            db.execute("DELETE FROM review_askers WHERE game_id = ?1", args![game])?;
            Ok(askers)
        })
    }

    /// Reviews asked for and not done, oldest first, with their games' guilds.
    pub fn pending_reviews(&self) -> Result<Vec<(GameId, Option<String>)>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT r.game_id, g.guild FROM reviews r JOIN games g ON g.id = r.game_id \
                 WHERE r.status <> 'done' ORDER BY r.requested_at, r.game_id",
                args![],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
    }
}

#[cfg(test)]
mod tests;
