//! `tabula migrate --from FILE --to URL`, run as an operator would, on the fixture written by the
//! service (`tests/data/migrate-source.db`) and the test's own PostgreSQL
//! (`tabula::store::pg::cluster`; skipped where PostgreSQL is not installed).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use rusqlite::Connection;
use tabula::store::pg::cluster::Cluster;

use super::ops::text;

fn migrate(from: &Path, to: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["migrate", "--from"])
        .arg(from)
        .args(["--to", to])
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .output()
        .expect("tabula runs")
}

/// A copy of the fixture in `dir`, brought up to this build's schema (as starting the bot once
/// on it does).
fn source(dir: &Path) -> PathBuf {
    let copy = dir.join("tabula.db");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/migrate-source.db"),
        &copy,
    )
    .unwrap();
    drop(tabula::store::Store::open(&copy).unwrap());
    copy
}

/// One line on standard error saying `says`, exit status `code`, nothing on standard output.
fn refused(out: &Output, code: i32, says: &str) {
    assert_eq!(out.status.code(), Some(code), "{}", text(out));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains(says), "{err}");
    assert!(out.stdout.is_empty(), "{}", text(out));
}

#[test]
fn migrate_copies_every_table_prints_its_count_and_the_time_then_the_doctors_verdict() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let out = migrate(&path, &url);
    assert!(out.status.success(), "{}", text(&out));
    let printed = String::from_utf8_lossy(&out.stdout);
    let first = printed.lines().next().unwrap();
    assert!(
        first.starts_with(&format!("{} copied to {url}: ", path.display()))
            && first.ends_with(" rows/s)"),
        "{printed}"
    );
    let conn = Connection::open(&path).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    let mut total = 0;
    for table in &tables {
        let rows: i64 = conn
            .query_row(&format!("SELECT COUNT(*) FROM \"{table}\""), [], |r| {
                r.get(0)
            })
            .unwrap();
        total += rows;
        assert!(
            printed.lines().any(|l| l == format!("  {table}: {rows}")),
            "{table}: {rows} not printed: {printed}"
        );
    }
    assert!(first.contains(&format!(": {total} rows in ")), "{printed}");
    let last = printed.lines().last().unwrap();
    assert!(
        last.starts_with(&url) && last.ends_with("nothing wrong"),
        "the doctor's verdict on the target: {printed}"
    );
}

#[test]
fn migrate_refuses_a_target_that_holds_rows_in_one_line_with_exit_status_1() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    assert!(migrate(&path, &url).status.success());
    refused(&migrate(&path, &url), 1, "already holds");
}

#[test]
fn migrate_refuses_a_missing_source_and_a_target_that_is_not_a_url_with_exit_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.db");
    refused(
        &migrate(&missing, "postgres://tabula@127.0.0.1:1/db"),
        2,
        "no database at",
    );
    assert!(!missing.exists());
    refused(
        &migrate(&source(dir.path()), "other.db"),
        2,
        "--to must be a postgres://",
    );
}

#[test]
fn migrate_refuses_an_unreachable_server_and_a_refused_login_without_printing_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut urls = vec![format!("postgres://bot:s3cret@127.0.0.1:{port}/tabula")];
    if let Some(cluster) = Cluster::shared() {
        // The test server trusts local logins; a role that does not exist is refused as a
        // wrong password is.
        urls.push(format!(
            "postgres://nobody:s3cret@127.0.0.1:{}/postgres",
            cluster.port()
        ));
    }
    for url in urls {
        let out = migrate(&path, &url);
        refused(&out, 1, "cannot connect to postgres://");
        assert!(!text(&out).contains("s3cret"), "{}", text(&out));
        assert!(text(&out).contains(":***@"), "{}", text(&out));
    }
}

/// A PostgreSQL database that holds another program's tables is refused in one line, and
/// Tabula writes nothing into it (not even its version table); so do the console and doctor.
#[test]
fn migrate_refuses_a_database_of_another_program_and_writes_nothing_into_it() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    cluster
        .sql(
            &name,
            "CREATE TABLE invoices (id BIGINT PRIMARY KEY, total NUMERIC); \
             INSERT INTO invoices VALUES (1, 9.5)",
        )
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    refused(
        &migrate(&path, &url),
        1,
        "not a Tabula database: it holds tables of another program (invoices)",
    );
    let console = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["console", "--database", &url])
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("tabula runs");
    refused(&console, 1, "not a Tabula database");
    let doctor = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["doctor", "--database", &url])
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .output()
        .expect("tabula runs");
    refused(
        &doctor,
        1,
        "not a Tabula database (it holds tables of another program: invoices)",
    );
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let tables: Vec<String> = client
        .query(
            "SELECT CAST(tablename AS TEXT) FROM pg_tables WHERE schemaname = 'public'",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(tables, ["invoices"], "nothing of Tabula's was created");
}

/// `tabula migrate … | head -1`: the reader goes away after the first line, the copy has
/// committed; the command ends without a panic (it panicked on the broken pipe, exit status
/// 101), and the copy is whole.
#[test]
fn migrate_into_a_pipe_closed_early_does_not_panic() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let mut command = Command::new(env!("CARGO_BIN_EXE_tabula"));
    command
        .args(["migrate", "--from"])
        .arg(&path)
        .args(["--to", &url])
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE");
    let out = super::with_reader_gone(command);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
    let games: i64 = postgres::Client::connect(&url, postgres::NoTls)
        .unwrap()
        .query_one("SELECT COUNT(*) FROM games", &[])
        .unwrap()
        .get(0);
    let expected: i64 = Connection::open(&path)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, expected);
}
