//! The gate: the one way from async code to the service, for a person's command and for the
//! bot's own work alike.
//!
//! The service is synchronous (SQLite or a PostgreSQL transaction, rules, PNG work), so async
//! code runs it off the async threads. [`Gate`] holds the service privately: a command of an
//! adapter or a job gets `&Service` only inside a closure the gate runs, in one of three places:
//! - [`Gate::call`]: on tokio's blocking pool once one of the permits is free. The permits are
//!   handed out in arrival order, so under load the calls queue fairly here instead of racing
//!   for the database lock on hundreds of blocking threads. Once the process is stopping
//!   ([`Stop`]), a call not yet started is not started ([`Halt::Stopping`]): nothing changes,
//!   while the calls already running get the time to finish.
//! - [`Gate::behind_people`]: as `call`, on a thread of its own whose priority is lowered first
//!   (the clock's sweeps and the tournaments' rounds), so that people's moves take the cores
//!   first while a long sweep runs (`benches/scheduler.rs` measures their p99 during a sweep).
//! - [`Gate::search`]: on the computer's search threads ([`Searches`]) and under no permit, so a
//!   search never holds a permit people's commands wait for.
//!
//! [`Gate::quick`] reads what the service keeps in memory (its clock, the scheduler's wake-up) in
//! place. [`Gate::running`] is held by everything under way that a stopping process waits for
//! ([`Gate::drained`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{RwLock, RwLockReadGuard, Semaphore};

use super::searches::{lower_priority, Searches};
use crate::service::Service;

/// Why a call through the gate gave no result.
#[derive(Debug)]
pub enum Halt {
    /// It panicked, or its thread could not be started: why.
    Crashed(String),
    /// The process is stopping: the call was not started, nothing changed.
    Stopping,
}

impl std::fmt::Display for Halt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Halt::Crashed(e) => f.write_str(e),
            Halt::Stopping => f.write_str("the bot is stopping"),
        }
    }
}

/// The stop signal: once set (the first SIGTERM or SIGINT for the bot), the gate starts no call.
#[derive(Clone, Default)]
pub struct Stop {
    stopping: Arc<AtomicBool>,
    notify: Arc<tokio::sync::Notify>,
}

impl Stop {
    pub fn new() -> Stop {
        Stop::default()
    }

    /// Asks for the stop (once is enough; again changes nothing).
    pub fn stop(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        self.notify.notify_waiters();
    }

    /// Whether a stop was asked for.
    pub fn stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// Resolves once a stop is asked for.
    pub async fn wait(&self) {
        let notified = self.notify.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        if self.stopping() {
            return;
        }
        notified.await;
    }
}

/// The service behind its permits, the search threads, and the stop (see the module's text).
pub struct Gate {
    service: Arc<Service>,
    permits: Semaphore,
    searches: Searches,
    /// Held (shared) by whatever is under way; a stopping process takes it exclusively.
    in_flight: RwLock<()>,
    stop: Stop,
}

impl Gate {
    /// A gate of `permits` calls at once (at least one) and `search_threads` search threads.
    pub fn new(service: Arc<Service>, permits: usize, search_threads: usize, stop: Stop) -> Gate {
        Gate {
            service,
            permits: Semaphore::new(permits.max(1)),
            searches: Searches::start(search_threads),
            in_flight: RwLock::new(()),
            stop,
        }
    }

    /// The stop signal this gate obeys.
    pub fn stop(&self) -> &Stop {
        &self.stop
    }

    /// Runs `call` on the blocking pool once a permit is free (see the module's text).
    pub async fn call<T, F>(&self, call: F) -> Result<T, Halt>
    where
        T: Send + 'static,
        F: FnOnce(&Service) -> T + Send + 'static,
    {
        let _permit = self.permit().await?;
        let service = Arc::clone(&self.service);
        tokio::task::spawn_blocking(move || call(&service))
            .await
            .map_err(|e| Halt::Crashed(e.to_string()))
    }

    /// Runs `call` under a permit on a new thread whose priority is lowered first. (A thread of
    /// its own, not one of tokio's blocking pool: a lowered priority cannot be raised back
    /// without privileges, and the pool's threads serve people's commands next.)
    pub async fn behind_people<T, F>(&self, call: F) -> Result<T, Halt>
    where
        T: Send + 'static,
        F: FnOnce(&Service) -> T + Send + 'static,
    {
        let _permit = self.permit().await?;
        let service = Arc::clone(&self.service);
        let (tx, rx) = tokio::sync::oneshot::channel();
        std::thread::Builder::new()
            .name("tabula-sweep".to_string())
            .spawn(move || {
                lower_priority();
                let _ = tx.send(call(&service));
            })
            .map_err(|e| Halt::Crashed(format!("its thread could not be started: {e}")))?;
        rx.await
            .map_err(|_| Halt::Crashed("its thread panicked".to_string()))
    }

    /// Runs `call` on a search thread, under no permit; `None` if it could not run (no search
    /// thread, or it panicked).
    pub async fn search<T, F>(&self, call: F) -> Option<T>
    where
        T: Send + 'static,
        F: FnOnce(&Service) -> T + Send + 'static,
    {
        let service = Arc::clone(&self.service);
        self.searches.run(move || call(&service)).await
    }

    /// Runs `work`, which needs no service (a review's step), on a search thread; `None` as
    /// for [`Gate::search`].
    pub async fn on_search_thread<T, F>(&self, work: F) -> Option<T>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.searches.run(work).await
    }

    /// Reads what the service keeps in memory, in place: its clock, the scheduler's wake-up
    /// and sleep (`Service::now`, `wake_handle`, `scheduler_awake`, `sleeping_until`). Nothing
    /// that reads the store goes here: that is [`Gate::call`].
    pub fn quick<T>(&self, read: impl FnOnce(&Service) -> T) -> T {
        read(&self.service)
    }

    /// Held while something the process waits for when stopping is under way.
    pub async fn running(&self) -> RwLockReadGuard<'_, ()> {
        self.in_flight.read().await
    }

    /// Waits (at most `within`) until nothing holds [`Gate::running`]; whether it came to that.
    pub async fn drained(&self, within: Duration) -> bool {
        tokio::time::timeout(within, self.in_flight.write())
            .await
            .is_ok()
    }

    /// A permit, unless the process is stopping (before or while waiting for it).
    async fn permit(&self) -> Result<tokio::sync::SemaphorePermit<'_>, Halt> {
        if self.stop.stopping() {
            return Err(Halt::Stopping);
        }
        // The gate is never closed, so acquiring only waits.
        let permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| Halt::Crashed(e.to_string()))?;
        if self.stop.stopping() {
            return Err(Halt::Stopping);
        }
        Ok(permit)
    }
}

#[cfg(test)]
mod tests;
