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

/// The log's length, in frames (pages), past which it is emptied (64 MiB of 4 KiB pages).
///
/// The log starts again from its beginning only when a write begins after a checkpoint copied all
/// of it. Under a steady stream of moves that rarely happens: a move lands while the passive
/// checkpoint copies, so the copy is never complete when the next write begins, and the log grows
/// by every move's pages (about 50 KiB a move; 200 MiB in 7 s of the load bench). So past this
/// length the thread asks for a `TRUNCATE` checkpoint: it waits (the busy timeout) for the
/// writer's current transaction and for readers still in the log, copies the rest (little: the
/// passive ones copied most of it), and empties the file. Writers wait meanwhile, a few
/// milliseconds, once every `TRUNCATE_FRAMES` frames of writes.
pub const TRUNCATE_FRAMES: i64 = 16_384;

/// Empties a log that grew past [`TRUNCATE_FRAMES`].
fn truncate(conn: &Connection, frames: i64) {
    let started = std::time::Instant::now();
    match conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
        r.get::<_, i64>(0)
    }) {
        Ok(0) => tracing::debug!(
            frames,
            took_ms = started.elapsed().as_millis() as u64,
            "the database log was emptied"
        ),
        // Busy: a reader or writer held on past the busy timeout; the next round tries again.
        Ok(_) => tracing::debug!(frames, "the database log could not be emptied yet"),
        Err(error) => tracing::warn!(%error, "a checkpoint of the database log failed"),
    }
}

/// The checkpoint thread; dropping it stops the thread (at once) and waits for it.
pub(super) struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database file at `path` (already in WAL mode).
    /// Starts checkpointing the database file at `path` (already in WAL mode), emptying the log
    /// once it is `truncate_frames` long ([`TRUNCATE_FRAMES`] but in tests).
    pub(super) fn start(path: &Path, truncate_frames: i64) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("tabula-checkpoint".to_string())
            .spawn(move || run(&conn, &flag, truncate_frames))
            .map_err(|e| StoreError::Checkpoint(e.to_string()))?;
        Ok(Checkpointer {
            stop,
            thread: Some(thread),
        })
    }
}

fn run(conn: &Connection, stop: &(Mutex<bool>, Condvar), truncate_frames: i64) {
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
        let frames = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get::<_, i64>(1));
        match frames {
            Ok(frames) if frames >= truncate_frames => truncate(conn, frames),
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "a checkpoint of the database log failed"),
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
