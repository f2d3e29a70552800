//! Checkpoints of the write-ahead log, on a thread and a connection of their own.
//!
//! In WAL mode every commit appends the pages it changed to the log, and a checkpoint copies them
//! back into the database file and syncs it to disk. SQLite's automatic checkpoint runs inside
//! the commit that fills the log past 1,000 pages, so it would run while the store's one
//! connection is locked, and every move waiting for that lock would wait for the copy and the
//! disk sync too. A sweep of the scheduler that ends thousands of games fills the log many times
//! over (the bench measured a sweep of 10,000 losses on time at 13 s and people's moves' p99 at
//! 167 ms with the automatic checkpoint, against 3.6 s and 39 ms with this thread: see
//! `benches/scheduler.rs`).
//!
//! So a file database turns the automatic checkpoint off, and this thread runs a passive
//! checkpoint every [`INTERVAL`] on its own connection: it never waits for the writer nor makes
//! it wait, and the log is reused from its start once it has been copied. Durability is
//! unchanged (a commit is durable as before; the checkpoint syncs the database file).

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use super::{StoreError, BUSY_TIMEOUT};

/// How often the log is checkpointed.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// The checkpoint thread; dropping it stops the thread (at once) and waits for it.
pub(super) struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database file at `path` (already in WAL mode).
    pub(super) fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("tabula-checkpoint".to_string())
            .spawn(move || run(&conn, &flag))
            .map_err(|e| StoreError::Checkpoint(e.to_string()))?;
        Ok(Checkpointer {
            stop,
            thread: Some(thread),
        })
    }
}

fn run(conn: &Connection, stop: &(Mutex<bool>, Condvar)) {
    let (lock, wake) = stop;
    let mut stopped = lock.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let (guard, _) = wake
            .wait_timeout(stopped, INTERVAL)
            .unwrap_or_else(|e| e.into_inner());
        stopped = guard;
        if *stopped {
            return;
        }
        // Passive: copies what it can without blocking the writer or the readers.
        let done = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get::<_, i64>(0));
        if let Err(error) = done {
            tracing::warn!(%error, "a checkpoint of the database log failed");
        }
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        let (lock, wake) = &*self.stop;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
