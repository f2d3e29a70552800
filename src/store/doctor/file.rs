//! What the file is, and reading it without changing any file of the database: see [`Access`].

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use super::schema::Schema;
use super::{check, schema_version, DoctorError, Report};
use crate::store::BUSY_TIMEOUT;

/// How [`check_file`] reads a database without changing any of its files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// A read-only connection: a rollback-journal database, or a WAL database with its -wal and
    /// -shm (a running bot's: the -shm is where readers and the writer meet; a read-only
    /// connection never checkpoints, so the -wal stays as it is).
    ReadOnly,
    /// SQLite's `immutable` URI: a WAL database without a -wal (closed cleanly, a backup). A
    /// read-only connection would create a -wal and a -shm beside it and leave them; there is
    /// no log to read, so nothing is lost by reading the file alone, and it works on a read-only
    /// file in a read-only folder.
    Immutable,
    /// A copy in a private temporary folder: a -wal without its -shm (no process has it open;
    /// reading it in place would create the -shm), or a rollback journal left by a crash (a
    /// reader would have to roll it back into the database). The copy is what the bot would
    /// read after recovering it; the originals are not touched.
    Copy,
}

/// Checks the database file at `path` as [`Store::doctor`] does, after checking that it is a
/// Tabula database of this build's schema; opens it read-only and creates, deletes and writes no
/// file beside it (see [`Access`]).
pub fn check_file(path: &Path) -> Result<Report, DoctorError> {
    read_file(path, |conn| check(&mut crate::store::sql::Db::Sqlite(conn)))
}

/// Opens the database file at `path` read-only as [`check_file`] does (see [`Access`]), checks
/// that it is a Tabula database of this build's schema, and runs `f` in one read transaction on
/// it (`tabula migrate` reads its source so).
pub(in crate::store) fn read_file<T>(
    path: &Path,
    f: impl FnOnce(&Connection) -> T,
) -> Result<T, DoctorError> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DoctorError::Missing(path.to_path_buf()))
        }
        Err(e) => return Err(e.into()),
    };
    if !meta.is_file() {
        return Err(DoctorError::NotTabula("not a regular file".into()));
    }
    if meta.len() == 0 {
        return Err(DoctorError::NotTabula("an empty file".into()));
    }
    // The header, read before SQLite sees the file: SQLite would take an empty or foreign file
    // for a new database.
    let mut header = [0u8; 100];
    {
        use std::io::Read;
        let mut file = std::fs::File::open(path)?;
        if file.read_exact(&mut header).is_err() || &header[..16] != b"SQLite format 3\0" {
            return Err(DoctorError::NotTabula("not an SQLite database".into()));
        }
    }
    let wal_mode = header[18] == 2 || header[19] == 2;
    let exists = |suffix: &str| beside(path, suffix).exists();
    let journal_left = std::fs::metadata(beside(path, "-journal")).is_ok_and(|m| m.len() > 0);
    let access = match (wal_mode, exists("-wal"), exists("-shm")) {
        (true, false, _) => Access::Immutable,
        (true, true, true) => Access::ReadOnly,
        (true, true, false) => Access::Copy,
        (false, ..) if journal_left => Access::Copy,
        (false, ..) => Access::ReadOnly,
    };
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    match access {
        Access::ReadOnly => read_open(Connection::open_with_flags(path, flags)?, f),
        Access::Immutable => read_open(
            Connection::open_with_flags(immutable_uri(path)?, flags | OpenFlags::SQLITE_OPEN_URI)?,
            f,
        ),
        Access::Copy => {
            let copy = PrivateCopy::of(path, if wal_mode { "-wal" } else { "-journal" })?;
            read_open(
                Connection::open_with_flags(
                    &copy.db,
                    OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
                )?,
                f,
            )
        }
    }
}

/// The file beside the database named with `suffix` (`-wal`, `-shm`, `-journal`).
fn beside(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// `file:///…?immutable=1` for `path`, its bytes percent-encoded.
fn immutable_uri(path: &Path) -> Result<String, DoctorError> {
    let absolute = std::path::absolute(path)?;
    #[cfg(unix)]
    let bytes = {
        use std::os::unix::ffi::OsStrExt;
        absolute.as_os_str().as_bytes().to_vec()
    };
    #[cfg(not(unix))]
    let bytes = absolute.to_string_lossy().replace('\\', "/").into_bytes();
    let mut uri = String::from("file://");
    if bytes.first() != Some(&b'/') {
        uri.push('/');
    }
    for b in bytes {
        if b.is_ascii_alphanumeric() || b"/-._~:".contains(&b) {
            uri.push(char::from(b));
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    Ok(uri)
}

/// A copy of a database and its log in a temporary folder of its own, removed when dropped.
struct PrivateCopy {
    dir: PathBuf,
    db: PathBuf,
}

impl PrivateCopy {
    fn of(db: &Path, log: &str) -> Result<PrivateCopy, DoctorError> {
        let base = std::env::temp_dir();
        let mut attempt = 0u32;
        let dir = loop {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos());
            let dir = base.join(format!("tabula-doctor-{}-{nanos}", std::process::id()));
            let mut builder = std::fs::DirBuilder::new();
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
            match builder.create(&dir) {
                Ok(()) => break dir,
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => {
                    attempt += 1;
                }
                Err(e) => {
                    return Err(DoctorError::Unreadable(format!(
                        "cannot make a private copy in {}: {e}",
                        base.display()
                    )))
                }
            }
        };
        let copy = PrivateCopy {
            db: dir.join("tabula.db"),
            dir,
        };
        for (from, to) in [
            (db.to_path_buf(), copy.db.clone()),
            (beside(db, log), beside(&copy.db, log)),
        ] {
            std::fs::copy(&from, &to).map_err(|e| {
                DoctorError::Unreadable(format!("cannot copy {}: {e}", from.display()))
            })?;
            // The copy is ours to recover, whatever the mode of the original.
            let mut permissions = std::fs::metadata(&to)?.permissions();
            #[allow(clippy::permissions_set_readonly_false)]
            permissions.set_readonly(false);
            std::fs::set_permissions(&to, permissions)?;
        }
        Ok(copy)
    }
}

impl Drop for PrivateCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Identifies an open connection and runs `f` on it in one read transaction, writing nothing.
fn read_open<T>(mut conn: Connection, f: impl FnOnce(&Connection) -> T) -> Result<T, DoctorError> {
    // Belt and braces: no write, and no checkpoint when the connection closes.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )?;
    conn.pragma_update(None, "query_only", true)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Deferred)?;
    identify(&tx)?;
    Ok(f(&tx))
}

/// Whether the database is Tabula's, of this build's schema version.
fn identify(conn: &Connection) -> Result<(), DoctorError> {
    let expected = Schema::expected().map_err(|e| DoctorError::Unreadable(e.to_string()))?;
    let found = Schema::read(conn)?;
    if !expected.tables.iter().any(|(t, _)| found.has_table(t)) {
        return Err(DoctorError::NotTabula(
            "an SQLite database without Tabula's tables".into(),
        ));
    }
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version == 0 {
        return Err(DoctorError::Unversioned {
            tables_of: found.version_made(),
        });
    }
    if version != schema_version() {
        return Err(DoctorError::SchemaVersion {
            found: version,
            reads: schema_version(),
        });
    }
    Ok(())
}
