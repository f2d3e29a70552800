//! Channels outside servers: where a game was played with no server (a DM or group DM on
//! Discord, or the console), which the Discord adapter reads at start to know, after a
//! restart, where it cannot post on its own (docs/discord.md, "Playing in direct messages and
//! group chats").

use super::args;
use super::{Store, StoreError};

impl Store {
    /// Every channel that has had a game with no server, once each, in order.
    pub fn channels_outside_servers(&self) -> Result<Vec<String>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT DISTINCT channel FROM games WHERE guild IS NULL ORDER BY channel",
                args![],
                |r| r.get(0),
            )
        })
    }
}

#[cfg(test)]
mod tests;
