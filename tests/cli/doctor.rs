//! `tabula doctor` reads and never writes: each kind of database it may be pointed at (empty,
//! unrelated, older, in another journal mode, with a log not yet copied back, read-only, damaged)
//! is named for what it is, and its files are byte for byte as they were.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::ops::{database, text};
use rusqlite::Connection;

fn doctor(db: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("doctor")
        .arg("--database")
        .arg(db)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .output()
        .expect("tabula runs")
}

/// Every file of a folder, by name, with its bytes and whether it may be written. Only the
/// existence of a -shm counts: it is SQLite's shared index of the -wal, rebuilt from the -wal
/// whenever needed, in which every reader takes its read mark (the bot's readers too).
fn files(dir: &Path) -> BTreeMap<String, (Vec<u8>, bool)> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let meta = e.metadata().unwrap();
            let name = e.file_name().to_string_lossy().into_owned();
            let bytes = if name.ends_with("-shm") {
                Vec::new()
            } else {
                std::fs::read(e.path()).unwrap()
            };
            (name, (bytes, meta.permissions().readonly()))
        })
        .collect()
}

/// Runs doctor on `db` and checks that no file of its folder was created, deleted or changed.
fn doctor_unchanged(db: &Path) -> Output {
    let dir = db.parent().unwrap();
    let before = files(dir);
    let out = doctor(db);
    let after = files(dir);
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>(),
        "files created or deleted: {}",
        text(&out)
    );
    for (name, content) in &before {
        assert!(
            after[name] == *content,
            "{name} changed by doctor: {}",
            text(&out)
        );
    }
    out
}

fn one_line_exit_1(out: &Output, says: &str) {
    assert_eq!(out.status.code(), Some(1), "{}", text(out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains(says), "{err}");
}

fn journal_mode(path: &Path) -> String {
    Connection::open(path)
        .unwrap()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap()
}

/// The database's own journal mode as its header says (no connection needed): 1 rollback,
/// 2 WAL.
fn header_mode(path: &Path) -> u8 {
    std::fs::read(path).unwrap()[18]
}

fn side(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

#[test]
fn doctor_says_an_empty_file_is_not_a_tabula_database_and_leaves_it_empty() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("empty.db");
    std::fs::write(&db, b"").unwrap();
    let out = doctor_unchanged(&db);
    one_line_exit_1(&out, "not a Tabula database");
    assert_eq!(std::fs::metadata(&db).unwrap().len(), 0);
}

#[test]
fn doctor_says_an_unrelated_sqlite_database_is_not_a_tabula_database_and_leaves_it_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("other.db");
    let conn = Connection::open(&db).unwrap();
    conn.execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('x');")
        .unwrap();
    drop(conn);
    let out = doctor_unchanged(&db);
    one_line_exit_1(&out, "not a Tabula database");
    assert_eq!(journal_mode(&db), "delete");
}

#[test]
fn doctor_leaves_a_rollback_journal_database_in_its_journal_mode() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    database(&db);
    Connection::open(&db)
        .unwrap()
        .pragma_update(None, "journal_mode", "DELETE")
        .unwrap();
    assert_eq!(header_mode(&db), 1);
    let out = doctor_unchanged(&db);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("3 games, "), "{}", text(&out));
    assert_eq!(header_mode(&db), 1, "still a rollback-journal database");
}

/// The first three migrations of the store, as a database made before the last two would be.
fn older_schema(path: &Path) {
    use rusqlite_migration::{Migrations, M};
    let mut conn = Connection::open(path).unwrap();
    Migrations::new(vec![
        M::up(include_str!("../../src/store/migrations/0001_init.sql")),
        M::up(include_str!("../../src/store/migrations/0002_ratings.sql")),
        M::up(include_str!("../../src/store/migrations/0003_clocks.sql")),
    ])
    .to_latest(&mut conn)
    .unwrap();
}

#[test]
fn doctor_reports_an_older_schema_version_without_migrating_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("old.db");
    older_schema(&db);
    let out = doctor_unchanged(&db);
    let reads = tabula::store::doctor::schema_version();
    one_line_exit_1(&out, &format!("schema version 3, this build reads {reads}"));
    let version: i64 = Connection::open(&db)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 3);
}

/// A Tabula database with a write still in its -wal (`wal_autocheckpoint` off): the second
/// action of game `ids[1]` deleted, which doctor sees only if it reads the log. Returns the
/// connection that wrote it (open: its -wal and -shm stay, as a running bot's do).
fn with_unchecked_log(db: &Path) -> ([i64; 2], Connection) {
    let ids = database(db);
    let conn = Connection::open(db).unwrap();
    conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
    conn.execute(
        "DELETE FROM actions WHERE game_id = ?1 AND seq = 2",
        [ids[1]],
    )
    .unwrap();
    assert!(std::fs::metadata(side(db, "-wal")).unwrap().len() > 0);
    (ids, conn)
}

/// Copies `db` and the given side files (as a crash leaves them) into `to`.
fn copy_with(db: &Path, to: &Path, suffixes: &[&str]) -> PathBuf {
    let copy = to.join("t.db");
    std::fs::copy(db, &copy).unwrap();
    for suffix in suffixes {
        std::fs::copy(side(db, suffix), side(&copy, suffix)).unwrap();
    }
    copy
}

#[test]
fn doctor_reads_the_log_of_a_database_and_keeps_it_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let (ids, conn) = with_unchecked_log(&db);
    let gap = format!("game #{}: actions out of order", ids[1]);
    // As a crash leaves it (the -wal and -shm, or the -wal alone), then with the writer still
    // running.
    for suffixes in [&["-wal", "-shm"][..], &["-wal"][..]] {
        let crashed = tempfile::tempdir().unwrap();
        let copy = copy_with(&db, crashed.path(), suffixes);
        let out = doctor_unchanged(&copy);
        assert_eq!(out.status.code(), Some(1), "{suffixes:?}: {}", text(&out));
        assert!(text(&out).contains(&gap), "{suffixes:?}: {}", text(&out));
    }
    let wal = std::fs::read(side(&db, "-wal")).unwrap();
    let out = doctor(&db);
    assert!(text(&out).contains(&gap), "{}", text(&out));
    assert_eq!(std::fs::read(side(&db, "-wal")).unwrap(), wal);
    drop(conn);
}

#[test]
fn doctor_keeps_a_damaged_log_as_it_found_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let (_, conn) = with_unchecked_log(&db);
    let crashed = tempfile::tempdir().unwrap();
    let copy = copy_with(&db, crashed.path(), &["-wal"]);
    drop(conn);
    // The last frame's checksum no longer matches: SQLite's recovery stops before it.
    let wal = side(&copy, "-wal");
    let mut bytes = std::fs::read(&wal).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xff;
    std::fs::write(&wal, &bytes).unwrap();
    doctor_unchanged(&copy);
    assert_eq!(std::fs::read(&wal).unwrap(), bytes);
}

#[cfg(unix)]
fn read_only(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o444)).unwrap();
}

#[cfg(unix)]
#[test]
fn doctor_checks_a_read_only_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    database(&db);
    let backups = tempfile::tempdir().unwrap();
    let copy = backups.path().join("tabula-manual.db");
    let out = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .arg("backup")
        .arg(&copy)
        .arg("--database")
        .arg(&db)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out));
    read_only(&copy);
    let out = doctor_unchanged(&copy);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("3 games, "), "{}", text(&out));
    assert!(text(&out).contains("nothing wrong"), "{}", text(&out));
}

/// The root page of index or table `name`, and the page size.
fn root_page(db: &Path, name: &str) -> (u64, u64) {
    let conn = Connection::open(db).unwrap();
    let root: i64 = conn
        .query_row(
            "SELECT rootpage FROM sqlite_schema WHERE name = ?1",
            [name],
            |r| r.get(0),
        )
        .unwrap();
    let size: i64 = conn
        .query_row("PRAGMA page_size", [], |r| r.get(0))
        .unwrap();
    (root as u64, size as u64)
}

#[test]
fn doctor_reports_zeroed_pages_and_a_scrambled_index_with_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    database(&db);
    let sound = dir.path().join("sound.db");
    std::fs::copy(&db, &sound).unwrap();

    // A page of zeros where an index the checks do not read had its root.
    let (root, size) = root_page(&db, "games_by_channel");
    let mut bytes = std::fs::read(&db).unwrap();
    let at = ((root - 1) * size) as usize;
    bytes[at..at + size as usize].fill(0);
    std::fs::write(&db, &bytes).unwrap();
    let out = doctor_unchanged(&db);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("integrity"), "{}", text(&out));

    // Two indexes of the same shape, each given the other's root.
    let (first, _) = root_page(&sound, "games_by_first_player");
    let (second, _) = root_page(&sound, "games_by_second_player");
    let conn = Connection::open(&sound).unwrap();
    conn.execute_batch(&format!(
        "PRAGMA writable_schema = ON; \
         UPDATE sqlite_schema SET rootpage = {second} WHERE name = 'games_by_first_player'; \
         UPDATE sqlite_schema SET rootpage = {first} WHERE name = 'games_by_second_player';"
    ))
    .unwrap();
    drop(conn);
    let out = doctor_unchanged(&sound);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let report = text(&out);
    assert!(
        report.contains("integrity") && report.contains("games_by_first_player"),
        "{report}"
    );
}

#[test]
fn doctor_reports_actions_without_a_game_versions_out_of_range_dangling_rows_and_a_missing_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let [gone, kept] = database(&db);
    let conn = Connection::open(&db).unwrap();
    // As the sqlite3 shell would do it: foreign keys are not enforced there by default.
    conn.execute_batch(&format!(
        "PRAGMA foreign_keys = OFF; \
         DELETE FROM games WHERE id = {gone}; \
         UPDATE games SET version = 0 WHERE id = {kept}; \
         INSERT INTO interactions (id, game_id, created_at) VALUES ('1234', 999, 0); \
         DROP TABLE board_entries;"
    ))
    .unwrap();
    drop(conn);
    let out = doctor_unchanged(&db);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let report = text(&out);
    for line in [
        format!("game #{gone} does not exist, but 3 actions of it do"),
        format!("game #{kept}: version 0"),
        "1 row of interactions points to a missing row of games".to_string(),
        "table board_entries is missing".to_string(),
    ] {
        assert!(report.contains(&line), "{line}: {report}");
    }
}

#[test]
fn doctor_changes_nothing_it_checks() {
    // Every kind of file doctor may meet, each in a folder of its own; `doctor_unchanged`
    // compares every file of the folder, bytes and permissions, before and after.
    let mut kinds: Vec<(&str, tempfile::TempDir, PathBuf)> = Vec::new();
    let mut kind = |name: &'static str, make: &dyn Fn(&Path) -> PathBuf| {
        let dir = tempfile::tempdir().unwrap();
        let db = make(dir.path());
        kinds.push((name, dir, db));
    };
    kind("empty file", &|d| {
        let db = d.join("t.db");
        std::fs::write(&db, b"").unwrap();
        db
    });
    kind("text file", &|d| {
        let db = d.join("t.db");
        std::fs::write(&db, b"discord_token = \"x\"\n").unwrap();
        db
    });
    kind("unrelated SQLite database", &|d| {
        let db = d.join("t.db");
        Connection::open(&db)
            .unwrap()
            .execute_batch("CREATE TABLE t (x)")
            .unwrap();
        db
    });
    kind("unrelated database in WAL mode", &|d| {
        let db = d.join("t.db");
        let conn = Connection::open(&db).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.execute_batch("CREATE TABLE t (x)").unwrap();
        db
    });
    kind("older schema", &|d| {
        let db = d.join("t.db");
        older_schema(&db);
        db
    });
    kind("sound, closed cleanly", &|d| {
        let db = d.join("t.db");
        database(&db);
        db
    });
    kind("rollback journal", &|d| {
        let db = d.join("t.db");
        database(&db);
        Connection::open(&db)
            .unwrap()
            .pragma_update(None, "journal_mode", "DELETE")
            .unwrap();
        db
    });
    kind("a crash's -wal and -shm", &|d| {
        let live = tempfile::tempdir().unwrap();
        let (_, conn) = with_unchecked_log(&live.path().join("t.db"));
        let copy = copy_with(&live.path().join("t.db"), d, &["-wal", "-shm"]);
        drop(conn);
        copy
    });
    kind("a -wal without its -shm", &|d| {
        let live = tempfile::tempdir().unwrap();
        let (_, conn) = with_unchecked_log(&live.path().join("t.db"));
        let copy = copy_with(&live.path().join("t.db"), d, &["-wal"]);
        drop(conn);
        copy
    });
    #[cfg(unix)]
    kind("read-only copy", &|d| {
        let db = d.join("t.db");
        database(&db);
        read_only(&db);
        db
    });
    kind("zeroed page", &|d| {
        let db = d.join("t.db");
        database(&db);
        let (root, size) = root_page(&db, "actions");
        let mut bytes = std::fs::read(&db).unwrap();
        let at = ((root - 1) * size) as usize;
        bytes[at..at + size as usize].fill(0);
        std::fs::write(&db, &bytes).unwrap();
        db
    });
    for (name, _dir, db) in &kinds {
        let out = doctor_unchanged(db);
        assert!(
            out.status.code().is_some(),
            "{name}: no exit status: {}",
            text(&out)
        );
        assert!(
            !side(db, "-wal").exists() || name.contains("-wal"),
            "{name}: a -wal left behind"
        );
    }
    // And while a writer has the database open (as the running bot does): its -wal stays as
    // it is (the -shm is the readers' and writer's shared index: reading takes its read marks).
    let live = tempfile::tempdir().unwrap();
    let db = live.path().join("t.db");
    let (_, conn) = with_unchecked_log(&db);
    let before = (
        std::fs::read(&db).unwrap(),
        std::fs::read(side(&db, "-wal")).unwrap(),
    );
    doctor(&db);
    let after = (
        std::fs::read(&db).unwrap(),
        std::fs::read(side(&db, "-wal")).unwrap(),
    );
    assert!(before == after, "the live database or its -wal changed");
    drop(conn);
}

/// Issue 48: a table's definition edited with `PRAGMA writable_schema` (`OR to_act =` made
/// `OR tk_act =` in the `games` CHECK): the console and `tabula backup` fail on "malformed
/// database schema (games) - no such column: tk_act", and doctor said "nothing wrong". It now
/// names the table, with exit status 1, and changes nothing.
#[test]
fn doctor_finds_a_table_definition_the_bot_cannot_open() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    database(&db);
    let conn = Connection::open(&db).unwrap();
    conn.execute_batch("PRAGMA writable_schema = ON").unwrap();
    let edited = conn
        .execute(
            "UPDATE sqlite_schema SET sql = replace(sql, 'OR to_act =', 'OR tk_act =') \
             WHERE name = 'games' AND sql LIKE '%OR to_act =%'",
            [],
        )
        .unwrap();
    assert_eq!(edited, 1);
    conn.execute_batch("PRAGMA writable_schema = OFF").unwrap();
    drop(conn);
    // What the bot trips on.
    let console = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["console", "--database"])
        .arg(&db)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("tabula runs");
    assert!(
        text(&console).contains("no such column: tk_act"),
        "{}",
        text(&console)
    );
    let out = doctor_unchanged(&db);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(
        text(&out).contains("games is not defined as this build's migrations define it")
            || text(&out).contains("tk_act"),
        "{}",
        text(&out)
    );
    assert!(!text(&out).contains("nothing wrong"), "{}", text(&out));
}
