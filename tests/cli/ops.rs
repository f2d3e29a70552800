//! `tabula doctor` and `tabula backup`, run as an operator would.

use std::path::Path;
use std::process::{Command, Output};

use tabula::games::Variant;
use tabula::i18n::Lang;
use tabula::service::{Caller, First, Service, User};

fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .output()
        .expect("tabula runs")
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn person(name: &str) -> User {
    User {
        id: format!("console:{name}"),
        name: name.into(),
        mention: name.into(),
    }
}

fn caller(name: &str) -> Caller {
    Caller {
        user: person(name),
        channel: "console".into(),
        guild: None,
        lang: Lang::En,
    }
}

/// A database with two games in play (a few moves each) and an open challenge; returns the
/// first game's id.
fn database(path: &Path) -> i64 {
    let svc = Service::open(path).unwrap();
    let mut first = None;
    for (a, b) in [("alice", "bob"), ("carol", "dave")] {
        svc.challenge(&caller(a), &person(b), Variant::LatrunculiPiso, First::Me)
            .unwrap();
        let id = svc.store().unfinished_games().unwrap().last().unwrap().id;
        svc.accept(&caller(b), Some(id)).unwrap();
        for (who, mv) in [(a, "d4"), (b, "e5"), (a, "c3")] {
            svc.play(&caller(who), mv, Some(id)).unwrap();
        }
        first.get_or_insert(id);
    }
    svc.challenge(&caller("erin"), &person("alice"), Variant::Ergo, First::Me)
        .unwrap();
    first.unwrap()
}

#[test]
fn doctor_exits_0_on_a_sound_database_and_1_naming_each_damaged_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let id = database(&path);
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
