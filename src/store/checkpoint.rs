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
//! A passive checkpoint copies the log back but never restarts it: the log starts again from
//! its beginning only when a writer begins while everything in it has been copied and no reader
//! is on it. Under steady writes, with the bot's readers nearly always reading, that moment never
//! came, so the `-wal` file grew by every page every move wrote, about 55 KiB a move: 6.4 GiB
//! after 10 minutes at 200 moves/s, until the bot stopped (issue 35). Now:
//! - once the log holds [`RESTART_BYTES`] and the passive checkpoint has left at most
//!   [`LAG_BYTES`] of it uncopied, a restarting checkpoint follows: it takes the writer's lock
//!   (giving up if a write holds it past [`READER_WAIT`]), copies those few frames, and waits at
//!   most [`READER_WAIT`] for the readers still on the log; the next write then starts the log
//!   again from the start of the file, which keeps its size and is overwritten in place. The
//!   writer waits about a millisecond for it, once every few seconds under load (the store's
//!   busy handler resumes it within 0.2 ms of the lock's release);
//! - past [`HARD_BYTES`] the restart runs whatever is left to copy (the passive checkpoints do
//!   not keep up: the bound);
//! - when writes pause for an [`INTERVAL`] and the file is larger than [`SIZE_LIMIT`] (a burst,
//!   such as a scheduler's sweep), a truncating checkpoint cuts it back, while nobody waits;
//! - a bulk writer (the sweep's batches) waits for the log to be restarted before each batch
//!   ([`Checkpointer::wait_for_room`]), so a burst does not outrun the checkpoints.
//!
//! (Versions that truncated the file under load, repeated passive checkpoints until the writer
//! restarted the log by itself, or let the writer cut the file back with `journal_size_limit`
//! put a `ftruncate`, syncs and fresh blocks in the writer's way: people's p99 rose from 7 to
//! 50-110 ms in the soak, and to 0.9 s beside a sweep; see docs/reliability.md.)

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::Connection;

use super::StoreError;

/// How often the log is checkpointed.
pub const INTERVAL: Duration = Duration::from_millis(250);

/// The size of the log from which a checkpoint restarts it (the `-wal` file stays about this
/// size, plus one [`INTERVAL`]'s writes).
pub const RESTART_BYTES: u64 = 32 * 1024 * 1024;

/// How much of the log the passive checkpoint may have left for a restart to copy under the
/// writer's lock (a scheduler's sweep writes faster than the passive checkpoints copy).
pub const LAG_BYTES: u64 = 1024 * 1024;

/// The size of the log from which it is restarted whatever is left to copy (the bound when the
/// passive checkpoints cannot keep up).
pub const HARD_BYTES: u64 = 256 * 1024 * 1024;

/// The size past which the log file is cut back (truncated) once writes pause for an
/// [`INTERVAL`]: a scheduler's sweep may leave a long one. Not by the writer
/// (`journal_size_limit`): cutting back a file of 100 MiB or more held people's moves for up to
/// 0.9 s (`benches/scheduler.rs`).
pub const SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// How long a restarting checkpoint waits for the writer's lock and for the readers on the log,
/// in steps of [`READER_STEP`]; the writer waits about as long at most, once per restart.
pub const READER_WAIT: Duration = Duration::from_millis(1);
const READER_STEP: Duration = Duration::from_micros(250);

/// The checkpoint thread; dropping it stops the thread (at once) and waits for it.
pub(super) struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
    log: Arc<LogState>,
}

/// What the checkpoint thread last saw of the log, for writers that wait for it.
#[derive(Default)]
struct LogState {
    /// Bytes in the log not yet restarted: 0 right after a restart or a truncation.
    bytes: Mutex<u64>,
    /// Pulsed after every checkpoint.
    checked: Condvar,
}

/// The longest a bulk write waits for the log to be restarted (see
/// [`Checkpointer::wait_for_room`]).
pub const BULK_WAIT: Duration = Duration::from_secs(1);

impl Checkpointer {
    /// Starts checkpointing the database file at `path` (already in WAL mode).
    pub(super) fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        let mut wal = path.as_os_str().to_owned();
        wal.push("-wal");
        let wal = std::path::PathBuf::from(wal);
        // Only the restarting checkpoint calls it (a passive one never waits).
        conn.busy_handler(Some(wait_briefly))?;
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let flag = Arc::clone(&stop);
        let log = Arc::new(LogState::default());
        let seen = Arc::clone(&log);
        let thread = std::thread::Builder::new()
            .name("tabula-checkpoint".to_string())
            .spawn(move || run(&conn, &wal, &flag, &seen))
            .map_err(|e| StoreError::Checkpoint(e.to_string()))?;
        Ok(Checkpointer {
            stop,
            thread: Some(thread),
            log,
        })
    }

    /// For a bulk write (a batch of the scheduler's sweep): waits, at most [`BULK_WAIT`], until
    /// the log holds less than [`RESTART_BYTES`] not yet restarted. A sweep of thousands of
    /// games writes the log faster than the passive checkpoints copy it back; left to run, it
    /// filled the log to the [`HARD_BYTES`] bound, whose restart copies what is left under the
    /// writer's lock, and people's moves waited for it. Paced by the checkpoints, the sweep
    /// leaves the log short enough for the cheap restart, and people's moves, which never
    /// wait here, go between its batches.
    pub(super) fn wait_for_room(&self) {
        let until = std::time::Instant::now() + BULK_WAIT;
        let mut bytes = self.log.bytes.lock().unwrap_or_else(|e| e.into_inner());
        while *bytes >= RESTART_BYTES {
            let left = until.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return;
            }
            bytes = self
                .log
                .checked
                .wait_timeout(bytes, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
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

fn run(conn: &Connection, wal: &Path, stop: &(Mutex<bool>, Condvar), seen: &LogState) {
    let (lock, wake) = stop;
    // The frames in the log at the last checkpoint (to see that writes paused).
    let mut last = 0;
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
        match checkpoint(conn, page, wal, &mut last) {
            Ok(left) => {
                *seen.bytes.lock().unwrap_or_else(|e| e.into_inner()) = left;
                seen.checked.notify_all();
            }
            Err(error) => tracing::warn!(%error, "a checkpoint of the database log failed"),
        }
    }
}

/// A passive checkpoint; from [`RESTART_BYTES`] of log, a restarting one after it (one that
/// finds the writer or a reader busy for longer than [`READER_WAIT`] gives up until the next
/// interval); a long file cut back once writes pause. Returns the bytes of log left to write
/// on before it starts again (0 once restarted).
pub(super) fn checkpoint(
    conn: &Connection,
    page: u64,
    wal: &Path,
    last: &mut i64,
) -> rusqlite::Result<u64> {
    // (blocked, frames in the log, frames copied back).
    let run = |mode: &str| {
        let started = std::time::Instant::now();
        let done = conn.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
            Ok((
                r.get::<_, i64>(0)? != 0,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
            ))
        });
        if let Ok((blocked, log, copied)) = done {
            tracing::trace!(
                mode,
                blocked,
                log,
                copied,
                ms = started.elapsed().as_secs_f64() * 1000.0,
                "checkpoint"
            );
        }
        done
    };
    // Each frame of the log is a page and a 24-byte header.
    let bytes = |frames: i64| u64::try_from(frames).unwrap_or(0) * (page + 24);
    // Passive: copies what it can without blocking the writer or the readers.
    let (_, log, copied) = run("PASSIVE")?;
    let idle = log == *last && copied == log;
    *last = log;
    if idle && log > 0 && std::fs::metadata(wal).map_or(0, |m| m.len()) > SIZE_LIMIT {
        // Nothing written for an interval and the file larger than the limit (a burst): cut it
        // back now, while no writer waits for it.
        let (blocked, _, _) = run("TRUNCATE")?;
        return Ok(if blocked { bytes(log) } else { 0 });
    }
    if bytes(log) < RESTART_BYTES {
        return Ok(bytes(log));
    }
    // The restart copies what the passive one left under the writer's lock: only when that is
    // little, unless the log has reached the bound.
    if bytes(log - copied) > LAG_BYTES && bytes(log) < HARD_BYTES {
        return Ok(bytes(log));
    }
    let (blocked, _, _) = run("RESTART")?;
    Ok(if blocked { bytes(log) } else { 0 })
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
