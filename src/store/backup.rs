//! Consistent copies of a live database, with SQLite's online backup API.
//!
//! The copy reads the database through a connection of its own, inside one read transaction, so
//! it is the database exactly as it was at one moment, whatever is written meanwhile. In WAL
//! mode a reader never blocks the writer: the bot keeps playing moves while the pages are copied
//! (a few hundred at a time, so the copy never holds the source's lock for long even if the
//! database is in another journal mode). The copy is written under a temporary name, synced and
//! renamed, so a file with the final name is always a whole copy.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use super::StoreError;

/// Pages copied per step (4 KiB each).
const PAGES_PER_STEP: std::os::raw::c_int = 256;

/// What a backup copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupReport {
    /// The database's size in pages, and in bytes.
    pub pages: u64,
    pub bytes: u64,
    pub took: Duration,
}

/// Copies the database at `source` to `dest` (replacing it), consistently, while others may be
/// writing to it.
pub fn backup(source: &Path, dest: &Path) -> Result<BackupReport, StoreError> {
    let started = Instant::now();
    if !source.exists() {
        return Err(StoreError::Backup(format!(
            "no database at {}",
            source.display()
        )));
    }
    let partial = partial_name(dest);
    let _ = std::fs::remove_file(&partial);
    let result = copy(source, &partial);
    let pages = match result {
        Ok(pages) => pages,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::rename(&partial, dest)
        .map_err(|e| StoreError::Backup(format!("cannot rename {}: {e}", partial.display())))?;
    let bytes = std::fs::metadata(dest).map(|m| m.len()).unwrap_or(0);
    Ok(BackupReport {
        pages,
        bytes,
        took: started.elapsed(),
    })
}

fn partial_name(dest: &Path) -> PathBuf {
    let mut name = dest.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    dest.with_file_name(name)
}

fn copy(source: &Path, dest: &Path) -> Result<u64, StoreError> {
    let src = Connection::open_with_flags(
        source,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    src.busy_timeout(super::BUSY_TIMEOUT)?;
    // One read transaction around every step: the steps copy one snapshot, and writes by other
    // connections meanwhile do not make the backup start over.
    src.execute_batch("BEGIN; SELECT COUNT(*) FROM sqlite_schema;")?;
    let mut dst = Connection::open(dest)?;
    let pages = {
        let backup = Backup::new(&src, &mut dst)?;
        loop {
            match backup.step(PAGES_PER_STEP)? {
                StepResult::Done => break,
                StepResult::More => {}
                // Another connection holds a lock the step needs (not in WAL mode): wait a bit.
                StepResult::Busy | StepResult::Locked => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                _ => std::thread::sleep(Duration::from_millis(5)),
            }
        }
        backup.progress().pagecount
    };
    src.execute_batch("COMMIT")?;
    // The copy keeps the source's WAL mode; fold everything into the main file and close.
    dst.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
    dst.close().map_err(|(_, e)| StoreError::Sqlite(e))?;
    // Make the data durable before the rename publishes it.
    std::fs::File::open(dest)
        .and_then(|f| f.sync_all())
        .map_err(|e| StoreError::Backup(format!("cannot sync {}: {e}", dest.display())))?;
    Ok(u64::try_from(pages).unwrap_or(0))
}

/// Keeps the newest `keep` files of `dir` whose names start with `prefix` and end with `.db`
/// (names with a sortable timestamp, so the newest sort last); removes the others. Returns the
/// removed files.
pub fn prune(dir: &Path, prefix: &str, keep: usize) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix) && n.ends_with(".db"))
        })
        .collect();
    files.sort();
    let remove = files.len().saturating_sub(keep);
    let removed: Vec<PathBuf> = files.drain(..remove).collect();
    for file in &removed {
        std::fs::remove_file(file)?;
    }
    Ok(removed)
}

/// The file name of a scheduled backup taken at `unix` seconds: `tabula-20261123T164500Z.db`
/// (UTC, sortable).
pub fn timestamped_name(prefix: &str, unix: i64) -> String {
    let when = chrono::DateTime::from_timestamp(unix, 0).unwrap_or_default();
    format!("{prefix}{}.db", when.format("%Y%m%dT%H%M%SZ"))
}

/// The time in a name made by [`timestamped_name`], if it is one.
pub fn parse_timestamped_name(prefix: &str, name: &str) -> Option<i64> {
    let stamp = name.strip_prefix(prefix)?.strip_suffix(".db")?;
    chrono::NaiveDateTime::parse_from_str(stamp, "%Y%m%dT%H%M%SZ")
        .ok()
        .map(|t| t.and_utc().timestamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_by_time_and_read_back() {
        let a = timestamped_name("tabula-", 1_795_000_000);
        let b = timestamped_name("tabula-", 1_795_000_001);
        assert_eq!(a, "tabula-20261118T110640Z.db");
        assert!(a < b);
        assert_eq!(parse_timestamped_name("tabula-", &a), Some(1_795_000_000));
        assert_eq!(parse_timestamped_name("tabula-", "tabula-x.db"), None);
        assert_eq!(parse_timestamped_name("tabula-", "other.db"), None);
    }

    #[test]
    fn prune_keeps_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        for t in [3, 1, 2, 4] {
            std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
        }
        std::fs::write(dir.path().join("notes.txt"), b"x").unwrap();
        let removed = prune(dir.path(), "tabula-", 2).unwrap();
        assert_eq!(removed.len(), 2);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "notes.txt".to_string(),
                timestamped_name("tabula-", 3),
                timestamped_name("tabula-", 4)
            ]
        );
    }
}
