//! Scheduled backups while the bot runs (`backup_dir`, `backup_every`, `backup_keep`).
//!
//! A tokio task sleeps until the next backup is due, then copies the database on the blocking
//! pool with [`store::backup::backup`] (a consistent copy; moves go on meanwhile), names it with
//! the UTC time (`tabula-20261123T164500Z.db`) and keeps the newest `keep` copies. The next
//! backup is due `every` after the newest copy in the folder, so a bot restarted more often than
//! `every` still backs up on time, and one that finds no copy (or an overdue one) backs up at once.
//! Pruning removes only files named exactly as the scheduler names them, never the database (a
//! `backup_dir` holding the database is refused at start: [`crate::config::BackupSchedule`]).
//! A folder the scheduler creates is private (`0700` on Unix), as the copies are (`0600`).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tracing::{error, info};

use crate::config::BackupSchedule;
use crate::store::backup;

/// Names of scheduled backups start with this.
pub const PREFIX: &str = "tabula-";

/// Starts the schedule (the task runs until the runtime stops).
pub fn start(schedule: BackupSchedule, database: PathBuf) -> tokio::task::JoinHandle<()> {
    tokio::spawn(run(schedule, database))
}

async fn run(schedule: BackupSchedule, database: PathBuf) {
    if let Err(e) = backup::create_private_dir(&schedule.dir) {
        error!(dir = %schedule.dir.display(), "cannot create the backup folder: {e}");
        return;
    }
    info!(
        dir = %schedule.dir.display(),
        every_s = schedule.every.as_secs(),
        keep = schedule.keep,
        "scheduled backups"
    );
    loop {
        let wait = match newest(&schedule.dir) {
            Some(at) => (at + schedule.every.as_secs() as i64 - now()).max(0),
            None => 0,
        };
        tokio::time::sleep(Duration::from_secs(wait.unsigned_abs())).await;
        let (dir, db, keep) = (schedule.dir.clone(), database.clone(), schedule.keep);
        let done = tokio::task::spawn_blocking(move || take(&db, &dir, keep)).await;
        match done {
            Ok(Ok(())) => {}
            Ok(Err(e)) => error!("scheduled backup failed: {e}"),
            Err(e) => error!("scheduled backup stopped: {e}"),
        }
        // Failed or not, the next try is `every` later (a failing disk is not hammered).
        if newest(&schedule.dir).is_none_or(|at| at + (schedule.every.as_secs() as i64) <= now()) {
            tokio::time::sleep(schedule.every).await;
        }
    }
}

/// One backup into `dir`, then the old ones pruned.
fn take(database: &Path, dir: &Path, keep: usize) -> Result<(), String> {
    let at = now();
    let path = dir.join(backup::timestamped_name(PREFIX, at));
    let report = backup::backup(database, &path).map_err(|e| e.to_string())?;
    info!(
        file = %path.display(),
        bytes = report.bytes,
        ms = report.took.as_millis() as u64,
        "backup written"
    );
    // Only the scheduler's own names are pruned, never the live database: this new copy and
    // the newest `keep - 1` others stay (the new one is kept even if the clock went back).
    let removed = backup::prune(dir, PREFIX, keep.saturating_sub(1), &[database, &path])
        .map_err(|e| format!("cannot remove old backups: {e}"))?;
    for file in removed {
        info!(file = %file.display(), "old backup removed");
    }
    Ok(())
}

/// When the newest backup in `dir` was taken (from its name), if any.
fn newest(dir: &Path) -> Option<i64> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter_map(|name| backup::parse_timestamped_name(PREFIX, &name))
        .max()
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
