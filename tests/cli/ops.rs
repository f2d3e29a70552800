//! `tabula doctor` and `tabula backup`, run as an operator would.

use std::path::Path;
use std::process::{Command, Output};

use tabula::games::Variant;
use tabula::i18n::Lang;
use tabula::service::{Caller, ChallengeOptions, Challenged, First, Service, User};

fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .output()
        .expect("tabula runs")
}

pub(super) fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

pub(super) fn person(name: &str) -> User {
    User {
        id: format!("console:{name}"),
        name: name.into(),
        mention: name.into(),
    }
}

pub(super) fn caller(name: &str) -> Caller {
    Caller {
        user: person(name),
        channel: "console".into(),
        guild: None,
        lang: Lang::En,
        interaction: None,
    }
}

/// A database with two games in play (a few moves each) and an open challenge; returns the
/// games' ids.
pub(super) fn database(path: &Path) -> [i64; 2] {
    let svc = Service::open(path).unwrap();
    let mut ids = Vec::new();
    for (a, b) in [("alice", "bob"), ("carol", "dave")] {
        svc.challenge(
            &caller(a),
            Challenged::Player(&person(b)),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        let id = svc.store().unfinished_games().unwrap().last().unwrap().id;
        svc.accept(&caller(b), Some(id)).unwrap();
        for (who, mv) in [(a, "d4"), (b, "e5"), (a, "c3")] {
            svc.play(&caller(who), mv, Some(id)).unwrap();
        }
        ids.push(id);
    }
    svc.challenge(
        &caller("erin"),
        Challenged::Player(&person("alice")),
        Variant::Ergo,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    )
    .unwrap();
    [ids[0], ids[1]]
}

#[test]
fn doctor_exits_0_on_a_sound_database_and_1_naming_each_damaged_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let [id, _] = database(&path);
    let db = path.to_str().unwrap();
    let out = tabula(&["doctor", "--database", db]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("3 games, "), "{}", text(&out));
    assert!(text(&out).contains("nothing wrong"), "{}", text(&out));

    // A hole in the first game's history, and its snapshot replaced by the second game's.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute(
        "DELETE FROM actions WHERE game_id = ?1 AND seq = 2",
        [id + 1],
    )
    .unwrap();
    conn.execute("UPDATE games SET state = 'garbage' WHERE id = ?1", [id])
        .unwrap();
    drop(conn);
    let out = tabula(&["doctor", "--database", db]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let report = text(&out);
    assert!(
        report.contains(&format!("game #{}: actions out of order", id + 1)),
        "{report}"
    );
    assert!(
        report.contains(&format!("game #{id}: the saved position does not decode")),
        "{report}"
    );
    assert!(report.contains("2 problems"), "{report}");

    let out = tabula(&[
        "doctor",
        "--database",
        dir.path().join("none.db").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(!dir.path().join("none.db").exists());
}

#[test]
fn backup_copies_a_database_that_doctor_then_finds_sound() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    database(&path);
    let copy = dir.path().join("copy.db");
    let out = tabula(&[
        "backup",
        copy.to_str().unwrap(),
        "--database",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("copied to"), "{}", text(&out));
    let out = tabula(&["doctor", "--database", copy.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("3 games, "), "{}", text(&out));
    // Nothing to copy: an error, and no file.
    let out = tabula(&[
        "backup",
        dir.path().join("b.db").to_str().unwrap(),
        "--database",
        dir.path().join("none.db").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(!dir.path().join("b.db").exists());
}

/// `tabula ARGS` run in `dir`, killed (and the test failed) if it has not ended in 30 s.
fn tabula_in(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("tabula runs");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!("tabula {args:?} still running after 30 s: {}", text(&out));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The names in `dir` and their contents (folders as `name/`).
fn listing(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut names: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let name = e.file_name().into_string().unwrap();
            if e.file_type().unwrap().is_file() {
                (name, std::fs::read(e.path()).unwrap())
            } else {
                (format!("{name}/"), Vec::new())
            }
        })
        .collect();
    names.sort();
    names
}

fn assert_refused_in_one_line(out: &Output, why: &str) {
    assert_eq!(out.status.code(), Some(1), "{}", text(out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains(why), "{err}");
    assert!(out.stdout.is_empty(), "{}", text(out));
}

/// `tabula backup FILE` onto the database it copies (the default `tabula.db`, or the same file
/// by another path or a hard link) is refused in one line, and the database stays as it was.
#[test]
fn backup_onto_the_live_database_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    database(&dir.path().join("tabula.db"));
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::hard_link(dir.path().join("tabula.db"), dir.path().join("link.db")).unwrap();
    let before = listing(dir.path());
    for dest in ["tabula.db", "./sub/../tabula.db", "link.db"] {
        let out = tabula_in(dir.path(), &["backup", dest]);
        assert_refused_in_one_line(&out, "the database itself");
        assert_eq!(listing(dir.path()), before, "{dest}");
    }
    let out = tabula_in(
        dir.path(),
        &["backup", "sub/../link.db", "--database", "tabula.db"],
    );
    assert_refused_in_one_line(&out, "the database itself");
    assert_eq!(listing(dir.path()), before);
}

/// A folder as the destination is refused up front, with or without a final `/`, and no
/// `.partial` is left inside it or beside it.
#[test]
fn backup_onto_a_folder_is_refused_and_leaves_no_partial_file() {
    let dir = tempfile::tempdir().unwrap();
    database(&dir.path().join("tabula.db"));
    std::fs::create_dir(dir.path().join("d")).unwrap();
    let before = listing(dir.path());
    for dest in ["d", "d/", "new/"] {
        let out = tabula_in(dir.path(), &["backup", dest]);
        assert_refused_in_one_line(&out, "is a folder");
        assert_eq!(listing(dir.path()), before, "{dest}");
        assert!(listing(&dir.path().join("d")).is_empty(), "{dest}");
    }
}

/// A database that is not a regular file (a FIFO would block the copy for ever, a folder) is
/// refused at once, creating nothing.
#[test]
fn backup_of_something_not_a_regular_file_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("folder.db")).unwrap();
    let mut sources = vec!["folder.db"];
    #[cfg(unix)]
    {
        let out = Command::new("mkfifo")
            .arg(dir.path().join("fifo.db"))
            .output()
            .expect("mkfifo runs");
        assert!(out.status.success());
        sources.push("fifo.db");
    }
    let before = listing(dir.path());
    for source in sources {
        let out = tabula_in(dir.path(), &["backup", "copy.db", "--database", source]);
        assert_refused_in_one_line(&out, "not a regular file");
        assert_eq!(listing(dir.path()), before, "{source}");
    }
}

/// `tabula backup live.db-wal --database live.db` (and `-shm`, `-journal`) is refused even
/// while that file does not exist: SQLite creates, truncates or deletes it at the database's
/// next open, and the copy would go with it.
#[test]
fn backup_onto_the_databases_log_or_lock_file_is_refused_before_it_exists() {
    let dir = tempfile::tempdir().unwrap();
    database(&dir.path().join("live.db"));
    let before = listing(dir.path());
    for dest in [
        "live.db-wal",
        "live.db-shm",
        "live.db-journal",
        "./live.db-wal",
    ] {
        let out = tabula_in(dir.path(), &["backup", dest, "--database", "live.db"]);
        assert_refused_in_one_line(&out, "is the database's -");
        assert_eq!(listing(dir.path()), before, "{dest}");
    }
}

/// Another program's SQLite file (tables of its own, no Tabula table) is refused by the console
/// and the bot in one line, and left byte for byte as it was; so is a Tabula database whose
/// schema version was reset to 0, which the console printed the first migration's SQL for
/// (72 lines).
#[test]
fn the_console_refuses_a_database_that_is_not_tabulas_or_lost_its_version_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other-app.db");
    rusqlite::Connection::open(&other)
        .unwrap()
        .execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('keep me');")
        .unwrap();
    let zero = dir.path().join("zero.db");
    database(&zero);
    rusqlite::Connection::open(&zero)
        .unwrap()
        .pragma_update(None, "user_version", 0)
        .unwrap();
    let before = listing(dir.path());
    for (db, says) in [
        (
            "other-app.db",
            "not a Tabula database: it holds tables of another program (notes)",
        ),
        ("zero.db", "schema version 0 recorded"),
    ] {
        let out = tabula_in(dir.path(), &["console", "--database", db]);
        assert_refused_in_one_line(&out, says);
        assert_eq!(listing(dir.path()), before, "{db}");
    }
    // Doctor says the same of each, and what to do with the second.
    let out = tabula_in(dir.path(), &["doctor", "--database", "zero.db"]);
    let all = text(&out);
    assert_eq!(out.status.code(), Some(1), "{all}");
    assert_eq!(all.trim().lines().count(), 1, "{all}");
    let version = tabula::store::doctor::schema_version();
    assert!(
        all.contains(&format!("exactly those of schema version {version}"))
            && all.contains(&format!("PRAGMA user_version = {version}"))
            && !all.contains("brings it up to date"),
        "{all}"
    );
    assert_eq!(listing(dir.path()), before);
}
