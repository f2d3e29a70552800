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
/// writing to it. Refused, creating nothing, by [`check`]: a source that is not a regular file
/// (a FIFO would never answer), a destination that is a folder, not a regular file, or the
/// database itself. The copy keeps the source file's permissions (Unix).
pub fn backup(source: &Path, dest: &Path) -> Result<BackupReport, StoreError> {
    let started = Instant::now();
    check(source, dest).map_err(StoreError::Backup)?;
    let partial = partial_name(dest);
    let _ = std::fs::remove_file(&partial);
    let result = create_private(&partial, source).and_then(|()| copy(source, &partial));
    let pages = match result {
        Ok(pages) => pages,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    if let Err(e) = std::fs::rename(&partial, dest) {
        let _ = std::fs::remove_file(&partial);
        return Err(StoreError::Backup(format!(
            "cannot write {}: {e}",
            dest.display()
        )));
    }
    let bytes = std::fs::metadata(dest).map(|m| m.len()).unwrap_or(0);
    Ok(BackupReport {
        pages,
        bytes,
        took: started.elapsed(),
    })
}

/// Why copying `source` to `dest` is refused, in one line, if it is: no database at `source`,
/// or not a regular file there; `dest` a folder (or a name ending with a separator), an
/// existing file that is not a regular one, or the database itself (by another path, or another
/// hard link, too).
pub fn check(source: &Path, dest: &Path) -> Result<(), String> {
    let database = match std::fs::metadata(source) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!("no database at {}", source.display()))
        }
        Err(e) => return Err(format!("cannot read {}: {e}", source.display())),
    };
    if !database.is_file() {
        return Err(format!(
            "{} is not a database file (not a regular file)",
            source.display()
        ));
    }
    let ends_with_separator = dest
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::is_separator);
    if ends_with_separator || dest.is_dir() {
        return Err(format!(
            "{} is a folder: name the backup's file (e.g. {})",
            dest.display(),
            dest.join("tabula-copy.db").display()
        ));
    }
    if let Ok(existing) = std::fs::metadata(dest) {
        if !existing.is_file() {
            return Err(format!(
                "{} exists and is not a regular file",
                dest.display()
            ));
        }
        if same_file(source, dest) {
            return Err(format!(
                "{} is the database itself: a backup must go to another file",
                dest.display()
            ));
        }
    }
    // The database's log and lock files, whether they exist now or not: SQLite creates them
    // when it opens the database, and deletes or truncates them when it closes it or recovers
    // (a backup written there would be lost at the next open).
    let dest_resolved = resolved(dest);
    for suffix in ["-wal", "-shm", "-journal"] {
        let mut name = source.as_os_str().to_os_string();
        name.push(suffix);
        let beside = Path::new(&name);
        if same_file(beside, dest) || (dest_resolved.is_some() && resolved(beside) == dest_resolved)
        {
            return Err(format!(
                "{} is the database's {suffix} file: a backup must go to another file",
                dest.display()
            ));
        }
    }
    Ok(())
}

/// `path` with its folder resolved (links, `.`, `..`) and its own name as it is, whether the
/// file exists or not; `None` if the folder cannot be resolved.
fn resolved(path: &Path) -> Option<PathBuf> {
    if let Ok(path) = std::fs::canonicalize(path) {
        return Some(path);
    }
    let name = path.file_name()?;
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    Some(std::fs::canonicalize(parent).ok()?.join(name))
}

/// Whether `a` and `b` are the same file: the same path once resolved, or (Unix) the same
/// device and inode, which a hard link shares. False if either cannot be read.
pub fn same_file(a: &Path, b: &Path) -> bool {
    if let (Ok(a), Ok(b)) = (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        if a == b {
            return true;
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(a), Ok(b)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return a.dev() == b.dev() && a.ino() == b.ino();
        }
    }
    false
}

/// Creates the empty file `path` for a copy of `source`, readable only as `source` is (Unix:
/// its permission bits; a database Tabula created is `0600`), before SQLite writes anything to
/// it: SQLite gives its `-wal` and `-journal` files the main file's permissions.
fn create_private(path: &Path, source: &Path) -> Result<(), StoreError> {
    let failed =
        |e: std::io::Error| StoreError::Backup(format!("cannot create {}: {e}", path.display()));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        options.mode(0o600);
        let file = options.open(path).map_err(failed)?;
        let mode = std::fs::metadata(source).map_or(0o600, |m| m.permissions().mode() & 0o777);
        // Set, not masked by the umask: a source the operator made 0640 gives 0640 copies.
        file.set_permissions(std::fs::Permissions::from_mode(mode))
            .map_err(failed)?;
    }
    #[cfg(not(unix))]
    {
        let _ = source;
        options.open(path).map_err(failed)?;
    }
    Ok(())
}

/// Creates the folder `dir` (and the missing folders above it) readable by the owner only
/// (Unix: `0700`); a folder that exists is left as it is.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
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

/// Keeps the newest `keep` scheduled backups of `dir`, besides those of `protect`, and removes
/// the others; returns the removed files. A scheduled backup is a regular file named exactly as
/// [`timestamped_name`] names them with `prefix` (`tabula-20261123T164500Z.db`), so nothing else
/// is ever removed: not `tabula-manual.db`, not a `.partial` being written; and a file of
/// `protect` (the live database, the backup just written) is neither removed nor counted, even
/// under another path or a hard link.
pub fn prune(
    dir: &Path,
    prefix: &str,
    keep: usize,
    protect: &[&Path],
) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<(i64, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let Some(at) = entry
            .file_name()
            .to_str()
            .and_then(|name| parse_timestamped_name(prefix, name))
        else {
            continue;
        };
        // Not through a link: `file_type` is the entry's own.
        if !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        let path = entry.path();
        if protect.iter().any(|p| same_file(p, &path)) {
            continue;
        }
        files.push((at, path));
    }
    files.sort();
    let remove = files.len().saturating_sub(keep);
    let removed: Vec<PathBuf> = files.drain(..remove).map(|(_, path)| path).collect();
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

/// The time in a name made by [`timestamped_name`], if it is exactly one (a name the parser
/// would read but [`timestamped_name`] would not write, such as one without leading zeros, is
/// not).
pub fn parse_timestamped_name(prefix: &str, name: &str) -> Option<i64> {
    let stamp = name.strip_prefix(prefix)?.strip_suffix(".db")?;
    chrono::NaiveDateTime::parse_from_str(stamp, "%Y%m%dT%H%M%SZ")
        .ok()
        .map(|t| t.and_utc().timestamp())
        .filter(|&at| timestamped_name(prefix, at) == name)
}

#[cfg(test)]
mod tests;
