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
        for suffix in ["-wal", "-shm", "-journal"] {
            let mut name = source.as_os_str().to_os_string();
            name.push(suffix);
            if same_file(Path::new(&name), dest) {
                return Err(format!(
                    "{} is the database's {suffix} file: a backup must go to another file",
                    dest.display()
                ));
            }
        }
    }
    Ok(())
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
        let removed = prune(dir.path(), "tabula-", 2, &[]).unwrap();
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

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    /// A database made by the store, with one game, at `path`.
    fn database(path: &Path) {
        drop(open_with_a_game(path));
    }

    /// The store open on `path`, where it wrote a game.
    fn open_with_a_game(path: &Path) -> crate::store::Store {
        let store = crate::store::Store::open(path).unwrap();
        store
            .create_challenge(&crate::store::NewChallenge {
                variant: crate::games::Variant::LatrunculiPiso,
                guild: None,
                channel: "c",
                challenger: crate::store::NewPlayer {
                    external_id: "console:a",
                    name: "a",
                    mention: "a",
                },
                challenged: crate::store::NewPlayer {
                    external_id: "console:b",
                    name: "b",
                    mention: "b",
                },
                challenger_side: crate::games::Side::First,
                state: &crate::games::AnyGame::new(crate::games::Variant::LatrunculiPiso),
                rated: true,
            })
            .unwrap();
        store
    }

    #[test]
    fn prune_never_deletes_files_it_did_not_write() {
        let dir = tempfile::tempdir().unwrap();
        // The live database named like a backup, the README's manual copy, names the parser
        // would read but the scheduler never writes, a copy being written.
        let live = dir.path().join("tabula-1.db");
        std::fs::write(&live, b"live").unwrap();
        let others = [
            "tabula-manual.db",
            "tabula-2020111T000000Z.db",
            "tabula-+2020-01-01T000000Z.db",
            "tabula-20200101T000000Z.db.partial",
            "tabula-20200101T000000Z.db-wal",
        ];
        for name in others {
            std::fs::write(dir.path().join(name), b"x").unwrap();
        }
        for t in [1_700_000_000, 1_700_000_100] {
            std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
        }
        let removed = prune(dir.path(), "tabula-", 1, &[&live]).unwrap();
        assert_eq!(
            removed,
            [dir.path().join(timestamped_name("tabula-", 1_700_000_000))]
        );
        let left = names_in(dir.path());
        assert!(left.contains(&"tabula-1.db".to_string()), "{left:?}");
        for name in others {
            assert!(left.contains(&name.to_string()), "{name}: {left:?}");
        }
        assert_eq!(std::fs::read(&live).unwrap(), b"live");
    }

    #[test]
    fn prune_never_deletes_the_database_or_the_new_copy_even_named_as_a_backup() {
        let dir = tempfile::tempdir().unwrap();
        // The live database has a scheduled backup's name (the oldest), and is also reached by
        // a hard link elsewhere; the copy just written is older than others (the clock went
        // back).
        let live = dir.path().join(timestamped_name("tabula-", 1_600_000_000));
        std::fs::write(&live, b"live").unwrap();
        let elsewhere = tempfile::tempdir().unwrap();
        let link = elsewhere.path().join("tabula.db");
        std::fs::hard_link(&live, &link).unwrap();
        let new = dir.path().join(timestamped_name("tabula-", 1_650_000_000));
        std::fs::write(&new, b"new").unwrap();
        for t in [1_700_000_000, 1_700_000_100] {
            std::fs::write(dir.path().join(timestamped_name("tabula-", t)), b"x").unwrap();
        }
        let removed = prune(dir.path(), "tabula-", 1, &[&link, &new]).unwrap();
        assert_eq!(
            removed,
            [dir.path().join(timestamped_name("tabula-", 1_700_000_000))]
        );
        assert_eq!(std::fs::read(&live).unwrap(), b"live");
        assert_eq!(std::fs::read(&new).unwrap(), b"new");
    }

    #[test]
    fn a_backup_is_refused_onto_the_database_a_folder_or_from_something_not_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        database(&db);
        let refused = |source: &Path, dest: &Path, why: &str| {
            let before = names_in(dir.path());
            let e = backup(source, dest).unwrap_err().to_string();
            assert!(e.contains(why), "{e}");
            assert_eq!(e.lines().count(), 1, "{e}");
            assert_eq!(names_in(dir.path()), before, "nothing created for {e}");
        };
        refused(&db, &db, "the database itself");
        refused(
            &db,
            &dir.path().join(".").join("t.db"),
            "the database itself",
        );
        let link = dir.path().join("link.db");
        std::fs::hard_link(&db, &link).unwrap();
        refused(&db, &link, "the database itself");
        std::fs::remove_file(&link).unwrap();
        refused(&db, dir.path(), "is a folder");
        let slash = PathBuf::from(format!("{}/", dir.path().join("d").display()));
        refused(&db, &slash, "is a folder");
        refused(
            &dir.path().join("none.db"),
            &dir.path().join("b.db"),
            "no database",
        );
        refused(dir.path(), &dir.path().join("b.db"), "not a regular file");
        // Its write-ahead log while the store has it open.
        let store = crate::store::Store::open(&db).unwrap();
        let mut wal = db.as_os_str().to_os_string();
        wal.push("-wal");
        refused(&db, Path::new(&wal), "-wal file");
        drop(store);
        assert_eq!(names_in(dir.path()), ["t.db"]);
        // The database really is untouched, and a copy elsewhere works.
        let copy = dir.path().join("copy.db");
        backup(&db, &copy).unwrap();
        let count = |path: &Path| -> i64 {
            Connection::open(path)
                .unwrap()
                .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
                .unwrap()
        };
        assert_eq!((count(&db), count(&copy)), (1, 1));
        assert_eq!(names_in(dir.path()), ["copy.db", "t.db"]);
    }

    #[cfg(unix)]
    #[test]
    fn a_backup_from_a_fifo_is_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo.db");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let e = backup(&fifo, &dir.path().join("b.db")).unwrap_err();
        assert!(e.to_string().contains("not a regular file"), "{e}");
        assert_eq!(names_in(dir.path()), ["fifo.db"]);
    }

    #[cfg(unix)]
    #[test]
    fn databases_backups_and_the_backup_folder_are_private() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        let store = open_with_a_game(&db);
        assert_eq!(mode(&db), 0o600);
        for suffix in ["-wal", "-shm"] {
            let mut name = db.as_os_str().to_os_string();
            name.push(suffix);
            assert_eq!(mode(Path::new(&name)), 0o600, "{suffix}");
        }
        drop(store);
        let folder = dir.path().join("backups").join("daily");
        create_private_dir(&folder).unwrap();
        assert_eq!(mode(&folder), 0o700);
        assert_eq!(mode(&dir.path().join("backups")), 0o700);
        let copy = folder.join("copy.db");
        backup(&db, &copy).unwrap();
        assert_eq!(mode(&copy), 0o600);
        // The copy keeps the source's permissions, whatever the umask.
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o640)).unwrap();
        backup(&db, &copy).unwrap();
        assert_eq!(mode(&copy), 0o640);
    }
}
