//! What the service hears from the other processes that share its database (PostgreSQL's
//! listener, `store::pg::listen`): a deadline set elsewhere that is earlier than the one the
//! clock scheduler sleeps until, and whether this process holds the bot's duties (what is done
//! once per bot: registering the slash commands, the games outside any guild).
//!
//! On SQLite nothing is heard: the processes of one host each wake their own scheduler, and the
//! duties follow shard 0 (`discord::shards`).

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use tokio::sync::{watch, Notify};

use super::{Service, ServiceError};
use crate::store::pg::{Listener, Listening};
use crate::store::StoreError;

/// What the listener tells this process, kept where the scheduler and the bot read it.
pub(super) struct Heard {
    wake: Arc<Notify>,
    /// The time the scheduler sleeps until (unix seconds; `i64::MAX`: no deadline known).
    sleeping_until: AtomicI64,
    duties: watch::Sender<bool>,
    /// The running listener, stopped with the service.
    listener: parking_lot::Mutex<Option<Listener>>,
}

impl Heard {
    pub(super) fn new(wake: Arc<Notify>) -> Heard {
        Heard {
            wake,
            sleeping_until: AtomicI64::new(i64::MIN),
            duties: watch::channel(false).0,
            listener: parking_lot::Mutex::new(None),
        }
    }
}

/// The listener's half: called on its thread.
struct Tell(Arc<Heard>);

impl Listening for Tell {
    fn wake(&self, at: Option<i64>) {
        // A deadline later than the one the scheduler waits for changes nothing (most moves of
        // timed games): only an earlier one, or a doubt, wakes it.
        if at.is_none_or(|at| at < self.0.sleeping_until.load(Ordering::Relaxed)) {
            self.0.wake.notify_one();
        }
    }

    fn duties(&self, held: bool) {
        self.0.duties.send_replace(held);
    }
}

impl Service {
    /// Starts listening to the other processes of the database, once: on PostgreSQL, returns
    /// whether this process holds the bot's duties, as it changes; on SQLite, `None`.
    pub fn listen(&self) -> Result<Option<watch::Receiver<bool>>, ServiceError> {
        let mut listener = self.heard.listener.lock();
        if listener.is_none() {
            let tell = Arc::new(Tell(Arc::clone(&self.heard)));
            match self.store.listen(tell) {
                Ok(Some(started)) => *listener = Some(started),
                Ok(None) => return Ok(None),
                Err(e) => return Err(StoreError::Unavailable(e.to_string()).into()),
            }
        }
        Ok(Some(self.heard.duties.subscribe()))
    }

    /// The scheduler says how long it sleeps: until `at`, or with no deadline known (`None`).
    /// A wake-up heard from another process for a later time is then ignored.
    pub fn sleeping_until(&self, at: Option<i64>) {
        self.heard
            .sleeping_until
            .store(at.unwrap_or(i64::MAX), Ordering::Relaxed);
    }
}
