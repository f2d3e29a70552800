//! `tabula doctor`: checks a whole database and says what is wrong, changing nothing.
//!
//! First what the file is: a file that is not an SQLite database, or one without Tabula's
//! tables, is "not a Tabula database"; a schema of another version is named as such (doctor
//! never migrates). Then SQLite's own checks (`PRAGMA integrity_check`: every page, every index
//! against its table; `PRAGMA foreign_key_check`), the schema against this build's (every table,
//! column and index), actions whose game does not exist, and versions out of range. Then, for
//! every game: its row reads; its actions are numbered 1, 2, 3… without gaps, in time order,
//! each by one of its players (or by chance); its history replays; the snapshot decodes and is
//! the position the history replays to; the side to act recorded in the row is the position's.
//! For ratings: each rated game that ended has one rating change per player, with the scores its
//! result gives, and nothing else has any; each player's rating row counts the games, wins, draws
//! and losses of their rating changes and holds the rating after the last of them.
//!
//! [`check_file`] opens the file read-only and in one read transaction (a running bot keeps
//! writing meanwhile: SQLite's WAL lets a reader and a writer work at once), and creates, deletes
//! or writes no file of the database (see [`check_file`] for how).

use std::path::{Path, PathBuf};

use rusqlite::{params, Connection, OpenFlags};

use super::codes::to_act_code;
use super::{decode_snapshot, same_position, GameId, PlayerId, RawGame, Store, StoreError};
use super::{Status, BUSY_TIMEOUT, GAME_COLUMNS, MIGRATIONS, MIGRATIONS_SLICE};
use crate::games::{AnyGame, Side};

/// One thing wrong, with what it concerns.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// A game row whose columns cannot be understood (unknown variant, status, player…).
    Unreadable { game: GameId, reason: String },
    /// An action of unknown kind, or that cannot be read.
    BadAction { game: GameId, reason: String },
    /// The actions are not numbered 1, 2, 3…: `expected` was due, `found` came.
    ActionGap {
        game: GameId,
        expected: i64,
        found: i64,
    },
    /// Action `seq` is dated before the one it follows.
    ActionTime { game: GameId, seq: i64 },
    /// Action `seq` was made by someone who does not play the game.
    ActionActor { game: GameId, seq: i64 },
    /// The history does not replay.
    History { game: GameId, reason: String },
    /// The snapshot does not decode (the bot rebuilds it from the history when it loads it).
    Snapshot { game: GameId, reason: String },
    /// The snapshot is not the position the history replays to.
    Differs { game: GameId },
    /// The row says one side acts, the position another.
    ToAct {
        game: GameId,
        row: String,
        position: String,
    },
    /// A game's rating changes disagree with its result (or it should have none).
    RatingChanges { game: GameId, reason: String },
    /// A player's rating disagrees with their rating changes.
    Rating {
        player: PlayerId,
        variant: String,
        reason: String,
    },
    /// A line of SQLite's `PRAGMA integrity_check` (a damaged page, an index that disagrees with
    /// its table…).
    Integrity { message: String },
    /// `rows` rows of `table` point to rows of `parent` that do not exist (`PRAGMA
    /// foreign_key_check`; actions of a missing game are [`Finding::OrphanActions`]).
    ForeignKey {
        table: String,
        parent: String,
        rows: u64,
    },
    /// Game `game` does not exist, but `actions` actions of it do.
    OrphanActions { game: GameId, actions: u64 },
    /// A game's version cannot be right: below zero, too large to be counted on, or below the
    /// number of changes its history shows (every change writes its actions with one time and
    /// counts one version).
    Version {
        game: GameId,
        version: i64,
        reason: String,
    },
    /// The schema differs from this build's: a table, a column or an index is missing.
    Schema { reason: String },
    /// A check could not run to its end (SQLite refused to read on).
    Unchecked { check: &'static str, reason: String },
}

impl Finding {
    /// The game concerned, if any.
    pub fn game(&self) -> Option<GameId> {
        match self {
            Finding::Unreadable { game, .. }
            | Finding::BadAction { game, .. }
            | Finding::ActionGap { game, .. }
            | Finding::ActionTime { game, .. }
            | Finding::ActionActor { game, .. }
            | Finding::History { game, .. }
            | Finding::Snapshot { game, .. }
            | Finding::Differs { game }
            | Finding::ToAct { game, .. }
            | Finding::RatingChanges { game, .. }
            | Finding::Version { game, .. } => Some(*game),
            Finding::Rating { .. }
            | Finding::Integrity { .. }
            | Finding::ForeignKey { .. }
            | Finding::OrphanActions { .. }
            | Finding::Schema { .. }
            | Finding::Unchecked { .. } => None,
        }
    }
}

/// What `doctor` looked at and found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    pub rating_changes: u64,
    pub ratings: u64,
    pub findings: Vec<Finding>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

/// Why a file could not be checked at all (one line for the operator, after the file's name).
#[derive(Debug, thiserror::Error)]
pub enum DoctorError {
    #[error("no database at {}", .0.display())]
    Missing(PathBuf),
    #[error("not a Tabula database ({0})")]
    NotTabula(String),
    #[error("schema version {found}, this build reads {reads}{}", if found < reads {
        " (the bot brings it up to date when it opens it; back it up first)"
    } else {
        " (written by a newer Tabula)"
    })]
    SchemaVersion { found: i64, reads: i64 },
    #[error("cannot read it: {0}")]
    Unreadable(String),
}

impl From<rusqlite::Error> for DoctorError {
    fn from(e: rusqlite::Error) -> Self {
        DoctorError::Unreadable(e.to_string())
    }
}

impl From<std::io::Error> for DoctorError {
    fn from(e: std::io::Error) -> Self {
        DoctorError::Unreadable(e.to_string())
    }
}

/// The schema version this build reads (`PRAGMA user_version` after every migration).
pub fn schema_version() -> i64 {
    MIGRATIONS_SLICE.len() as i64
}

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
        Access::ReadOnly => check_open(Connection::open_with_flags(path, flags)?),
        Access::Immutable => check_open(Connection::open_with_flags(
            immutable_uri(path)?,
            flags | OpenFlags::SQLITE_OPEN_URI,
        )?),
        Access::Copy => {
            let copy = PrivateCopy::of(path, if wal_mode { "-wal" } else { "-journal" })?;
            check_open(Connection::open_with_flags(
                &copy.db,
                OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            )?)
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

/// Identifies and checks an open connection, in one read transaction, writing nothing.
fn check_open(mut conn: Connection) -> Result<Report, DoctorError> {
    // Belt and braces: no write, and no checkpoint when the connection closes.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )?;
    conn.pragma_update(None, "query_only", true)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Deferred)?;
    identify(&tx)?;
    Ok(check(&tx))
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
    if version != schema_version() {
        return Err(DoctorError::SchemaVersion {
            found: version,
            reads: schema_version(),
        });
    }
    Ok(())
}

/// The tables (with their columns) and indexes of a database.
struct Schema {
    tables: Vec<(String, Vec<String>)>,
    /// Each index with its table.
    indexes: Vec<(String, String)>,
}

impl Schema {
    /// This build's: its migrations applied to an empty database.
    fn expected() -> Result<Schema, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Schema::read(&conn)?)
    }

    fn read(conn: &Connection) -> rusqlite::Result<Schema> {
        let mut listed = conn.prepare(
            "SELECT type, name, tbl_name FROM sqlite_schema \
             WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?;
        let rows = listed
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut columns = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
        let mut schema = Schema {
            tables: Vec::new(),
            indexes: Vec::new(),
        };
        for (kind, name, table) in rows {
            if kind == "table" {
                let names = columns
                    .query_map([&name], |r| r.get::<_, String>(0))?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                schema.tables.push((name, names));
            } else {
                schema.indexes.push((name, table));
            }
        }
        Ok(schema)
    }

    fn has_table(&self, name: &str) -> bool {
        self.tables.iter().any(|(t, _)| t == name)
    }

    /// What `self` (the expected schema) has that `found` lacks: the tables missing or lacking a
    /// column, and one line for each thing missing.
    fn missing_in(&self, found: &Schema) -> (Vec<String>, Vec<String>) {
        let mut incomplete = Vec::new();
        let mut missing = Vec::new();
        for (table, columns) in &self.tables {
            match found.tables.iter().find(|(t, _)| t == table) {
                None => {
                    incomplete.push(table.clone());
                    missing.push(format!("table {table} is missing"));
                }
                Some((_, have)) => {
                    for column in columns.iter().filter(|c| !have.contains(c)) {
                        incomplete.push(table.clone());
                        missing.push(format!("column {table}.{column} is missing"));
                    }
                }
            }
        }
        // An index goes with its table: a missing table's indexes are not named again.
        for (index, table) in self.indexes.iter().filter(|i| !found.indexes.contains(i)) {
            if found.has_table(table) {
                missing.push(format!("index {index} is missing"));
            }
        }
        (incomplete, missing)
    }
}

/// Every check on a database already known to be Tabula's (see the module's documentation).
/// A check that SQLite cannot finish (a damaged page) is a finding too, and the others go on.
fn check(conn: &Connection) -> Report {
    let mut report = Report::default();
    let unchecked = |report: &mut Report, check: &'static str, e: StoreError| {
        report.findings.push(Finding::Unchecked {
            check,
            reason: e.to_string(),
        })
    };
    if let Err(e) = check_integrity(conn, &mut report) {
        unchecked(&mut report, "integrity", e);
    }
    let incomplete = match check_schema(conn, &mut report) {
        Ok(incomplete) => incomplete,
        Err(e) => {
            unchecked(&mut report, "schema", e);
            return report;
        }
    };
    // Each check runs when its tables are whole (else it would only add "no such table").
    let whole = |tables: &[&str]| tables.iter().all(|t| !incomplete.iter().any(|i| i == t));
    if whole(&["games", "actions"]) {
        if let Err(e) = check_references(conn, &mut report) {
            unchecked(&mut report, "references", e);
        }
        if let Err(e) = check_versions(conn, &mut report) {
            unchecked(&mut report, "versions", e);
        }
    }
    if whole(&["games", "players", "actions"]) {
        if let Err(e) = check_games(conn, &mut report) {
            unchecked(&mut report, "games", e);
        }
    }
    if whole(&["games", "ratings", "rating_changes"]) {
        if let Err(e) = check_ratings(conn, &mut report) {
            unchecked(&mut report, "ratings", e);
        }
    }
    report
}

/// SQLite's own check of every page and index (its first 100 problems).
fn check_integrity(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    let mut pragma = conn.prepare("PRAGMA integrity_check")?;
    let lines = pragma
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for message in lines.into_iter().filter(|l| l != "ok") {
        report.findings.push(Finding::Integrity { message });
    }
    Ok(())
}

/// The schema against this build's; the tables that are missing or lack a column.
fn check_schema(conn: &Connection, report: &mut Report) -> Result<Vec<String>, StoreError> {
    let (incomplete, missing) = Schema::expected()?.missing_in(&Schema::read(conn)?);
    for reason in missing {
        report.findings.push(Finding::Schema { reason });
    }
    Ok(incomplete)
}

/// Rows pointing to rows that do not exist: actions of a missing game (by game), and every
/// other foreign key SQLite finds broken (by table).
fn check_references(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    let mut orphans = conn.prepare(
        "SELECT game_id, COUNT(*) FROM actions \
         WHERE game_id NOT IN (SELECT id FROM games) GROUP BY game_id ORDER BY game_id",
    )?;
    let found = orphans
        .query_map([], |r| Ok((r.get::<_, GameId>(0)?, r.get::<_, i64>(1)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (game, actions) in found {
        report.findings.push(Finding::OrphanActions {
            game,
            actions: actions as u64,
        });
    }
    let mut pragma = conn.prepare(
        "SELECT \"table\", parent, COUNT(*) FROM pragma_foreign_key_check \
         WHERE NOT (\"table\" = 'actions' AND parent = 'games') \
         GROUP BY \"table\", parent ORDER BY \"table\", parent",
    )?;
    let broken = pragma
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (table, parent, rows) in broken {
        report.findings.push(Finding::ForeignKey {
            table,
            parent,
            rows: rows as u64,
        });
    }
    Ok(())
}

/// Each game's version: not negative, not the largest integer (the next change could not count
/// it), and at least the number of changes its history shows.
fn check_versions(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    let mut games = conn.prepare(
        "SELECT g.id, g.version, \
         (SELECT COUNT(DISTINCT a.created_at) FROM actions a WHERE a.game_id = g.id) \
         FROM games g ORDER BY g.id",
    )?;
    let rows = games
        .query_map([], |r| {
            Ok((
                r.get::<_, GameId>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (game, version, changes) in rows {
        let reason = if version < 0 {
            "is below zero".to_string()
        } else if version == i64::MAX {
            "is the largest integer: the game cannot change again".to_string()
        } else if version < changes {
            format!("is below the {changes} changes its actions were written in")
        } else {
            continue;
        };
        report.findings.push(Finding::Version {
            game,
            version,
            reason,
        });
    }
    Ok(())
}

impl Store {
    /// Checks the database (see the module's documentation), in one read transaction. Changes
    /// nothing. [`check_file`] checks a file without opening it as a store.
    pub fn doctor(&self) -> Result<Report, StoreError> {
        let mut conn = self.conn();
        // One snapshot of the database for the whole check, while others go on writing.
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Deferred)?;
        Ok(check(&tx))
    }

    /// Stops the clock of a damaged game (its deadline and reminder), whatever its version, so
    /// the scheduler does not meet it again. Whether a game is damaged is for the caller to know.
    pub fn stop_clock(&self, id: GameId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE games SET deadline = NULL, remind_at = NULL WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }
}

fn check_games(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    // LEFT JOINs: a game whose player rows are missing is reported, not skipped.
    let sql = format!(
        "SELECT {GAME_COLUMNS}, g.state FROM games g \
         LEFT JOIN players p1 ON p1.id = g.first_player \
         LEFT JOIN players p2 ON p2.id = g.second_player ORDER BY g.id"
    );
    let mut games = conn.prepare(&sql)?;
    let mut actions = conn.prepare(
        "SELECT seq, actor, kind, text, created_at FROM actions WHERE game_id = ?1 ORDER BY seq",
    )?;
    let mut rows = games.query([])?;
    while let Some(row) = rows.next()? {
        report.games += 1;
        let id: GameId = row.get(0)?;
        let raw = match RawGame::from_row(row) {
            Ok(raw) => raw,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                continue;
            }
        };
        let record = match raw.interpret() {
            Ok(record) => record,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                continue;
            }
        };
        let state: Option<String> = row.get(21)?;
        let players = [record.players[0].id, record.players[1].id];

        // The history: numbered without gaps, in time order, by the players or chance.
        let mut texts = Vec::new();
        let mut expected = 1;
        let mut last_time = i64::MIN;
        let mut history_ok = true;
        let mut listed = actions.query(params![id])?;
        while let Some(a) = listed.next()? {
            report.actions += 1;
            let read = (|| -> rusqlite::Result<_> {
                Ok((
                    a.get::<_, i64>(0)?,
                    a.get::<_, Option<PlayerId>>(1)?,
                    a.get::<_, String>(2)?,
                    a.get::<_, String>(3)?,
                    a.get::<_, i64>(4)?,
                ))
            })();
            let (seq, actor, kind, text, created_at) = match read {
                Ok(read) => read,
                Err(e) => {
                    report.findings.push(Finding::BadAction {
                        game: id,
                        reason: e.to_string(),
                    });
                    history_ok = false;
                    continue;
                }
            };
            if seq != expected {
                report.findings.push(Finding::ActionGap {
                    game: id,
                    expected,
                    found: seq,
                });
                history_ok = false;
            }
            expected = seq + 1;
            if created_at < last_time {
                report.findings.push(Finding::ActionTime { game: id, seq });
            }
            last_time = created_at;
            if actor.is_some_and(|p| !players.contains(&p)) {
                report.findings.push(Finding::ActionActor { game: id, seq });
            }
            match super::ActionKind::parse(&kind) {
                Some(kind) if kind.is_replayed() => texts.push(text),
                Some(_) => {}
                None => {
                    report.findings.push(Finding::BadAction {
                        game: id,
                        reason: format!("action {seq} has unknown kind {kind:?}"),
                    });
                    history_ok = false;
                }
            }
        }
        drop(listed);
        if !history_ok {
            // A history with holes replays to something, but not to the game that was played.
            continue;
        }
        let replayed = match AnyGame::replay(record.variant, texts.iter().map(String::as_str)) {
            Ok(game) => game,
            Err((index, error)) => {
                report.findings.push(Finding::History {
                    game: id,
                    reason: format!("action {} refused: {error}", index + 1),
                });
                continue;
            }
        };
        let snapshot = match state.as_deref().map(|s| decode_snapshot(s, record.variant)) {
            Some(Ok(snapshot)) => snapshot,
            Some(Err(reason)) => {
                report.findings.push(Finding::Snapshot { game: id, reason });
                continue;
            }
            None => {
                report.findings.push(Finding::Snapshot {
                    game: id,
                    reason: "no snapshot".into(),
                });
                continue;
            }
        };
        if !same_position(&snapshot, &replayed) {
            report.findings.push(Finding::Differs { game: id });
            continue;
        }
        let position = if record.status == Status::Active {
            to_act_code(replayed.to_act())
        } else {
            "none"
        };
        let row_to_act = to_act_code(record.to_act);
        if row_to_act != position {
            report.findings.push(Finding::ToAct {
                game: id,
                row: row_to_act.into(),
                position: position.into(),
            });
        }
    }
    Ok(())
}

fn check_ratings(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    report.rating_changes = conn.query_row("SELECT COUNT(*) FROM rating_changes", [], |r| {
        r.get::<_, i64>(0)
    })? as u64;
    report.ratings =
        conn.query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get::<_, i64>(0))? as u64;
    // Ratings began with the first rating change: games that ended before (in a database older
    // than ratings) were never rated and are not expected to have been.
    let since: Option<i64> =
        conn.query_row("SELECT MIN(created_at) FROM rating_changes", [], |r| {
            r.get(0)
        })?;

    // Every game with rating changes, and every rated game that ended since ratings began.
    let mut games = conn.prepare(
        "SELECT g.id, g.status, g.rated, g.winner, g.variant, g.first_player, g.second_player, \
         g.updated_at FROM games g \
         WHERE g.id IN (SELECT game_id FROM rating_changes) \
            OR (g.status = 'finished' AND g.rated = 1 AND g.updated_at >= ?1) ORDER BY g.id",
    )?;
    let mut changes = conn.prepare(
        "SELECT player_id, opponent_id, variant, score FROM rating_changes WHERE game_id = ?1 \
         ORDER BY player_id",
    )?;
    let mut rows = games.query([since.unwrap_or(i64::MAX)])?;
    while let Some(row) = rows.next()? {
        let id: GameId = row.get(0)?;
        let status: String = row.get(1)?;
        let rated: bool = row.get(2)?;
        let winner: Option<String> = row.get(3)?;
        let variant: String = row.get(4)?;
        let first: PlayerId = row.get(5)?;
        let second: PlayerId = row.get(6)?;
        let mut bad = |reason: String| {
            report
                .findings
                .push(Finding::RatingChanges { game: id, reason })
        };
        if status != Status::Finished.as_str() {
            bad(format!("a {status} game has rating changes"));
            continue;
        }
        if !rated {
            bad("a casual game has rating changes".into());
            continue;
        }
        let found = changes
            .query_map([id], |r| {
                Ok((
                    r.get::<_, PlayerId>(0)?,
                    r.get::<_, PlayerId>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, f64>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        if found.is_empty() {
            bad("a rated game that ended changed no rating".into());
            continue;
        }
        let score_first = match winner.as_deref().and_then(super::parse_side) {
            Some(Side::First) => 1.0,
            Some(Side::Second) => 0.0,
            None => 0.5,
        };
        let mut expected = vec![
            (first, second, score_first),
            (second, first, 1.0 - score_first),
        ];
        expected.sort_by_key(|e| e.0);
        let got: Vec<(PlayerId, PlayerId, f64)> =
            found.iter().map(|(p, o, _, s)| (*p, *o, *s)).collect();
        if got != expected {
            bad(format!(
                "rating changes {got:?} do not match the result (expected {expected:?})"
            ));
        } else if found.iter().any(|(_, _, v, _)| *v != variant) {
            bad("a rating change names another game".into());
        }
    }
    drop(rows);

    // Each rating row against the player's rating changes in that game.
    let mut ratings = conn.prepare(
        "SELECT r.player_id, r.variant, r.rating, r.games, r.wins, r.draws, r.losses, \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 1), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0.5), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0) \
         FROM ratings r ORDER BY r.player_id, r.variant",
    )?;
    let mut last_after = conn.prepare(
        "SELECT rating_after FROM rating_changes WHERE player_id = ?1 AND variant = ?2 \
         AND created_at = (SELECT MAX(created_at) FROM rating_changes \
                           WHERE player_id = ?1 AND variant = ?2)",
    )?;
    let mut rows = ratings.query([])?;
    while let Some(row) = rows.next()? {
        let player: PlayerId = row.get(0)?;
        let variant: String = row.get(1)?;
        let rating: f64 = row.get(2)?;
        let stored: [i64; 4] = [row.get(3)?, row.get(4)?, row.get(5)?, row.get(6)?];
        let counted: [i64; 4] = [row.get(7)?, row.get(8)?, row.get(9)?, row.get(10)?];
        if stored != counted {
            report.findings.push(Finding::Rating {
                player,
                variant: variant.clone(),
                reason: format!(
                    "games/wins/draws/losses {stored:?}, but its rating changes count {counted:?}"
                ),
            });
        }
        // Changes made in the same second cannot be ordered: any of the last ones will do.
        let afters = last_after
            .query_map(params![player, variant], |r| r.get::<_, f64>(0))?
            .collect::<rusqlite::Result<Vec<f64>>>()?;
        if !afters.is_empty() && !afters.iter().any(|a| (a - rating).abs() < 1e-6) {
            report.findings.push(Finding::Rating {
                player,
                variant: variant.clone(),
                reason: format!("rating {rating}, but its last rating change left {afters:?}"),
            });
        }
    }
    drop(rows);
    // Rating changes with no rating row.
    let mut orphans = conn.prepare(
        "SELECT DISTINCT c.player_id, c.variant FROM rating_changes c \
         WHERE NOT EXISTS (SELECT 1 FROM ratings r WHERE r.player_id = c.player_id \
                           AND r.variant = c.variant)",
    )?;
    let missing = orphans
        .query_map([], |r| {
            Ok((r.get::<_, PlayerId>(0)?, r.get::<_, String>(1)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (player, variant) in missing {
        report.findings.push(Finding::Rating {
            player,
            variant,
            reason: "rating changes but no rating".into(),
        });
    }
    Ok(())
}

/// One line for a finding, for the operator (English, as the other tools' output).
pub fn describe(finding: &Finding) -> String {
    match finding {
        Finding::Unreadable { game, reason } => format!("game #{game}: row unreadable: {reason}"),
        Finding::BadAction { game, reason } => format!("game #{game}: bad action: {reason}"),
        Finding::ActionGap {
            game,
            expected,
            found,
        } => format!("game #{game}: actions out of order: action {expected} expected, {found} found"),
        Finding::ActionTime { game, seq } => {
            format!("game #{game}: action {seq} is dated before the one it follows")
        }
        Finding::ActionActor { game, seq } => {
            format!("game #{game}: action {seq} was made by someone who does not play the game")
        }
        Finding::History { game, reason } => {
            format!("game #{game}: the history does not replay: {reason}")
        }
        Finding::Snapshot { game, reason } => format!(
            "game #{game}: the saved position does not decode ({reason}); the bot rebuilds it from the history"
        ),
        Finding::Differs { game } => {
            format!("game #{game}: the saved position differs from the replay of its history")
        }
        Finding::ToAct {
            game,
            row,
            position,
        } => format!("game #{game}: the row says {row} acts, the position says {position}"),
        Finding::RatingChanges { game, reason } => format!("game #{game}: ratings: {reason}"),
        Finding::Rating {
            player,
            variant,
            reason,
        } => format!("player {player}, {variant}: rating: {reason}"),
        Finding::Integrity { message } => format!("SQLite integrity check: {message}"),
        Finding::ForeignKey {
            table,
            parent,
            rows,
        } => format!(
            "{rows} {} of {table} {} to a missing row of {parent}",
            if *rows == 1 { "row" } else { "rows" },
            if *rows == 1 { "points" } else { "point" }
        ),
        Finding::OrphanActions { game, actions } => format!(
            "game #{game} does not exist, but {actions} {} of it {}",
            if *actions == 1 { "action" } else { "actions" },
            if *actions == 1 { "does" } else { "do" }
        ),
        Finding::Version {
            game,
            version,
            reason,
        } => format!("game #{game}: version {version} {reason}"),
        Finding::Schema { reason } => format!("schema: {reason}"),
        Finding::Unchecked { check, reason } => {
            format!("the {check} could not be checked to the end: {reason}")
        }
    }
}
