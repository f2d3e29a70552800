//! Games played in threads: a game made with `thread` set (a challenge with `thread: True`, a
//! tournament game) moves, once it starts, to a thread of its channel. Moving it is one write:
//! its `channel` becomes the thread's id and `parent` keeps the channel it came from, so every
//! lookup by channel (`/move` without a game id, the scheduler's notices) finds it in the
//! thread from then on.

use super::{args, GameId, Store, StoreError};

impl Store {
    /// Moves game `game` into the thread `thread` of its channel: `channel` becomes the thread,
    /// `parent` the channel it was in. Only a game made to be played in a thread that has not
    /// moved yet moves; true if it moved now (false for a game that already moved, or that was
    /// not made for a thread, or that does not exist: the call is idempotent).
    pub fn move_to_thread(&self, game: GameId, thread: &str) -> Result<bool, StoreError> {
        let moved = self.write_each(|db| {
            db.execute(
                "UPDATE games SET parent = channel, channel = ?2 \
                 WHERE id = ?1 AND thread = 1 AND parent IS NULL",
                args![game, thread],
            )
        })?;
        Ok(moved == 1)
    }

    /// Whether game `game` is to be played in a thread and has not moved to one yet.
    pub fn awaits_thread(&self, game: GameId) -> Result<bool, StoreError> {
        let awaits: Option<bool> = self.read(|db| {
            db.query_opt(
                "SELECT thread = 1 AND parent IS NULL FROM games WHERE id = ?1",
                args![game],
                |r| r.get(0),
            )
        })?;
        Ok(awaits.unwrap_or(false))
    }

    /// The channel game `game` was in before it moved to its thread (`None` while it has not
    /// moved, or never will).
    pub fn parent_of(&self, game: GameId) -> Result<Option<String>, StoreError> {
        let parent: Option<Option<String>> = self.read(|db| {
            db.query_opt("SELECT parent FROM games WHERE id = ?1", args![game], |r| {
                r.get(0)
            })
        })?;
        Ok(parent.flatten())
    }

    /// Whether `channel` is the thread some game moved to.
    pub fn is_game_thread(&self, channel: &str) -> Result<bool, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT EXISTS (SELECT 1 FROM games WHERE channel = ?1 AND parent IS NOT NULL)",
                args![channel],
                |r| r.get(0),
            )
        })
    }
}

#[cfg(test)]
mod tests;
