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
//! it wait. Durability is unchanged (a commit is durable as before; the checkpoint syncs the
//! database file).
//!
//! A passive checkpoint copies the log back but never shortens it: the log starts again from its
//! beginning only when a writer begins while everything in it has been copied and no reader is
//! on it. Under steady writes that moment never came (each checkpoint copied what was there when
//! it started, and the moves that came meanwhile were left), so the `-wal` file grew by every
//! page every move wrote, about 55 KiB a move: 6.4 GiB after 10 minutes at 200 moves/s, until
//! the bot stopped (issue 35). Now:
//! - once the log holds [`RESTART_BYTES`], the passive checkpoint is repeated at once, up to
//!   [`CATCH_UP`] times, while moves came during the last one: each copies only those, so one
//!   soon ends with the whole log copied, and the next write starts the log again from the start
//!   of the file (readers that begin after the copy read the database file, so they do not hold
//!   it back). Nobody waits for this; the writer syncs the log's new header once, as SQLite does
//!   at every restart, which is why it is done at a size rather than every [`INTERVAL`];
//! - if the log still reaches [`HARD_BYTES`] (readers on it at every write, or writes too fast to
//!   catch up), a truncating checkpoint empties the file. It takes the writer's lock (a write
//!   under way makes it give up at once), copies what came since the passive ones, syncs the
//!   database file and waits for the readers on the log at most [`READER_WAIT`], so the writer
//!   waits for that: it is the bound, not the rule. (Versions that truncated at 16 MiB, or
//!   whenever the log was all copied, put a `ftruncate` and syncs in the writer's way every
//!   second or so, and people's p99 rose to 50-80 ms in the soak; one that waited for readers
//!   with the store's 5-second busy timeout stalled moves during the scheduler's sweeps, see
//!   docs/scaling.md);
//! - the writer's `journal_size_limit` of [`SIZE_LIMIT`] cuts the file back when it starts the
//!   log again after a longer one.

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use super::StoreError;

/// How often the log is checkpointed.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// How many passive checkpoints may follow the first at once, to copy what came meanwhile.
pub const CATCH_UP: usize = 3;

/// The size of the log from which the checkpoints catch up with the writes, so that the writer
/// starts it again.
pub const RESTART_BYTES: u64 = 16 * 1024 * 1024;

/// The size of the log from which a checkpoint empties it even if the writer must wait.
pub const HARD_BYTES: u64 = 48 * 1024 * 1024;

/// What the writer cuts the log file back to when it starts the log again by itself
/// (`PRAGMA journal_size_limit`).
pub const SIZE_LIMIT: i64 = 32 * 1024 * 1024;

/// How long a truncating checkpoint waits for the readers on the log to finish, in steps of
/// [`READER_STEP`]; the writer waits as long at most, once per truncation.
pub const READER_WAIT: Duration = Duration::from_millis(1);
const READER_STEP: Duration = Duration::from_micros(250);

/// The checkpoint thread; dropping it stops the thread (at once) and waits for it.
pub(super) struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database file at `path` (already in WAL mode).
    pub(super) fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        // Only the truncating checkpoint calls it (a passive one never waits).
        conn.busy_handler(Some(wait_briefly))?;
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

/// The checkpoint connection's busy handler: retries for [`READER_WAIT`] at most.
fn wait_briefly(tries: i32) -> bool {
    let steps = (READER_WAIT.as_micros() / READER_STEP.as_micros()) as i32;
    if tries >= steps {
        return false;
    }
    std::thread::sleep(READER_STEP);
    true
}

fn run(conn: &Connection, stop: &(Mutex<bool>, Condvar)) {
    let (lock, wake) = stop;
    let mut stopped = lock.lock().unwrap_or_else(|e| e.into_inner());
    let page = conn
        .query_row("PRAGMA page_size", [], |r| r.get::<_, i64>(0))
        .map_or(4096, |p| u64::try_from(p).unwrap_or(4096));
    loop {
        let (guard, _) = wake
            .wait_timeout(stopped, INTERVAL)
            .unwrap_or_else(|e| e.into_inner());
        stopped = guard;
        if *stopped {
            return;
        }
        if let Err(error) = checkpoint(conn, page) {
            tracing::warn!(%error, "a checkpoint of the database log failed");
        }
    }
}

/// A passive checkpoint; from [`RESTART_BYTES`] of log, more until the log is all copied (at
/// most [`CATCH_UP`]); from [`HARD_BYTES`], a truncating one. Returns the frames in the log after
/// the passive ones, and after the truncating one if it ran (0: it emptied the log).
pub(super) fn checkpoint(conn: &Connection, page: u64) -> rusqlite::Result<(i64, Option<i64>)> {
    // (frames in the log, frames copied back).
    let run = |mode: &str| {
        conn.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
            Ok((r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))
        })
    };
    // Each frame of the log is a page and a 24-byte header.
    let bytes = |frames: i64| u64::try_from(frames).unwrap_or(0) * (page + 24);
    // Passive: copies what it can without blocking the writer or the readers.
    let (mut log, mut copied) = run("PASSIVE")?;
    if bytes(log) >= RESTART_BYTES {
        for _ in 0..CATCH_UP {
            if copied >= log {
                break;
            }
            (log, copied) = run("PASSIVE")?;
        }
    }
    if bytes(log) < HARD_BYTES {
        return Ok((log, None));
    }
    Ok((log, Some(run("TRUNCATE")?.0)))
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

#[cfg(test)]
mod tests;
