//! Where a game was played outside servers (see `store::private`).

use super::{Service, ServiceError};

impl Service {
    /// Every channel that has had a game with no server (a DM or group DM on Discord).
    pub fn channels_outside_servers(&self) -> Result<Vec<String>, ServiceError> {
        Ok(self.store.channels_outside_servers()?)
    }
}
