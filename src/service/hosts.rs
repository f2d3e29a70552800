//! What the service hears from the other processes that share its database (PostgreSQL's
//! listener, `store::pg::listen`): a deadline set elsewhere that is earlier than the one the
//! clock scheduler sleeps until, and whether this process holds the bot's duties (what is done
//! once per bot: registering the slash commands, the games outside any guild).
//!
//! On SQLite nothing is heard: the processes of one host each wake their own scheduler, and the
//! duties follow shard 0 (`discord::shards`). Without the `postgres` feature there is no
//! listener: [`Service::listen`] answers `None`, as on SQLite.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use tokio::sync::{watch, Notify};

use super::{Service, ServiceError};
#[cfg(feature = "postgres")]
use crate::store::pg::{Listener, Listening};
#[cfg(feature = "postgres")]
use crate::store::StoreError;

/// What the listener tells this process, kept where the scheduler and the bot read it.
pub(super) struct Heard {
    wake: Arc<Notify>,
    /// The time the scheduler sleeps until (unix seconds; `i64::MAX`: no deadline known;
    /// `i64::MIN`: it is awake, looking at the database, and any change may matter).
    sleeping_until: AtomicI64,
    #[cfg(feature = "postgres")]
    duties: watch::Sender<bool>,
    /// The running listener, stopped with the service.
    #[cfg(feature = "postgres")]
    listener: parking_lot::Mutex<Option<Listener>>,
}

impl Heard {
    /// Wakes the scheduler if `at` (a new deadline or reminder time; `None`: unknown) comes
    /// before the time it sleeps until. A wake-up while it is awake is kept for when it next
    /// waits (`Notify` keeps one), so none is lost between its look and its sleep.
    fn wake_for(&self, at: Option<i64>) {
        if at.is_none_or(|at| at < self.sleeping_until.load(Ordering::Relaxed)) {
            self.wake.notify_one();
        }
    }

    pub(super) fn new(wake: Arc<Notify>) -> Heard {
        Heard {
            wake,
            sleeping_until: AtomicI64::new(i64::MIN),
            #[cfg(feature = "postgres")]
            duties: watch::channel(false).0,
            #[cfg(feature = "postgres")]
            listener: parking_lot::Mutex::new(None),
        }
    }
}

/// The listener's half: called on its thread.
#[cfg(feature = "postgres")]
struct Tell(Arc<Heard>);

#[cfg(feature = "postgres")]
impl Listening for Tell {
    fn wake(&self, at: Option<i64>) {
        // A deadline later than the one the scheduler waits for changes nothing (most moves of
        // timed games): only an earlier one, or a doubt, wakes it.
        self.0.wake_for(at);
    }

    fn duties(&self, held: bool) {
        self.0.duties.send_replace(held);
    }
}

impl Service {
    /// Without the `postgres` feature: `None`, as on SQLite.
    #[cfg(not(feature = "postgres"))]
    pub fn listen(&self) -> Result<Option<watch::Receiver<bool>>, ServiceError> {
        Ok(None)
    }
    /// Starts listening to the other processes of the database, once: on PostgreSQL, returns
    /// whether this process holds the bot's duties, as it changes; on SQLite, `None`.
    #[cfg(feature = "postgres")]
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

    /// The scheduler says it is awake: until it sleeps again, every change wakes it once more.
    pub fn scheduler_awake(&self) {
        self.heard.sleeping_until.store(i64::MIN, Ordering::Relaxed);
    }

    /// The scheduler says it sleeps until `at` (unix seconds): a deadline set for a later
    /// time, here or in another process, then does not wake it.
    pub fn sleeping_until(&self, at: i64) {
        self.heard.sleeping_until.store(at, Ordering::Relaxed);
    }

    /// Wakes the scheduler for a deadline or reminder now at `at` (see [`Heard`]).
    pub(super) fn wake_for(&self, at: Option<i64>) {
        self.heard.wake_for(at);
    }
}
