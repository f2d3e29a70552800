//! `tabula migrate`'s copy: on the fixture written by the service (see `fixture`), into fresh
//! databases of the test's own PostgreSQL (`pg::cluster`); each PostgreSQL test passes without
//! running where PostgreSQL is not installed.

use std::path::{Path, PathBuf};

use super::*;
use crate::store::pg::cluster::Cluster;

pub(crate) mod fixture;
mod service;

/// A copy of the fixture in `dir`, brought up to this build's schema as the bot would (the
/// operator's step before migrating a database written by an older Tabula).
pub(crate) fn source(dir: &Path) -> PathBuf {
    let copy = dir.join("tabula.db");
    std::fs::copy(fixture::path(), &copy).expect("tests/data/migrate-source.db");
    drop(Store::open(&copy).expect("the fixture opens"));
    copy
}

/// A fresh PostgreSQL database's URL, or `None` where there is no PostgreSQL.
fn database() -> Option<(&'static Cluster, String)> {
    let cluster = Cluster::shared()?;
    Some((cluster, cluster.database()))
}

/// The tables of the SQLite file at `path`, as the copy plans them.
fn tables(path: &Path) -> Vec<Table> {
    plan(&Connection::open(path).unwrap()).unwrap()
}

/// Every row of `table` in `store`, each as its cells' text, sorted (the two databases order
/// text differently).
fn rows(store: &Store, table: &Table) -> Vec<String> {
    let columns: Vec<String> = table.columns.iter().map(|c| quoted(c)).collect();
    let sql = format!("SELECT {} FROM {}", columns.join(", "), quoted(&table.name));
    let mut rows = store.with_db(|db| {
        db.query(&sql, &[], |r| {
            let cells = (0..columns.len())
                .map(|i| r.get::<Cell>(i))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(format!("{cells:?}"))
        })
        .unwrap()
    });
    rows.sort();
    rows
}

fn count(store: &Store, table: &str) -> i64 {
    store.with_db(|db| {
        db.query_one(
            &format!("SELECT COUNT(*) FROM {}", quoted(table)),
            &[],
            |r| r.get(0),
        )
        .unwrap()
    })
}

#[test]
fn the_fixture_holds_rows_of_every_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let store = Store::open(&path).unwrap();
    let all = tables(&path);
    assert!(all.len() >= 13, "{all:?}");
    for table in &all {
        assert!(count(&store, &table.name) > 0, "no row of {}", table.name);
    }
    let size = std::fs::metadata(fixture::path()).unwrap().len();
    assert!(size < fixture::MAX_BYTES, "the fixture is {size} bytes");
}

#[test]
fn tables_are_copied_parents_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let conn = Connection::open(&path).unwrap();
    let order = plan(&conn).unwrap();
    let at = |name: &str| order.iter().position(|t| t.name == name).unwrap();
    for table in &order {
        let parents: Vec<String> = conn
            .prepare("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?1)")
            .unwrap()
            .query_map([&table.name], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        for parent in parents.iter().filter(|p| **p != table.name) {
            assert!(
                at(parent) < at(&table.name),
                "{parent} after {}",
                table.name
            );
        }
    }
    // games points to tournaments (added by a later migration), so a name order would fail.
    assert!(at("tournaments") < at("games") && at("players") < at("tournaments"));
}

#[test]
fn a_copy_holds_every_row_of_every_table_as_the_source_and_leaves_the_source_as_it_was() {
    let Some((_, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let before = std::fs::read(&path).unwrap();
    let copied = sqlite_to_postgres(&path, &url).unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), before, "the source changed");
    let names: Vec<&str> = copied.tables.iter().map(|(t, _)| t.as_str()).collect();
    let sqlite = Store::open(&path).unwrap();
    let postgres = Store::open_postgres(&url).unwrap();
    let all = tables(&path);
    assert_eq!(names.len(), all.len(), "{names:?}");
    for table in &all {
        let (_, reported) = copied
            .tables
            .iter()
            .find(|(t, _)| *t == table.name)
            .unwrap_or_else(|| panic!("{} not copied", table.name));
        let expected = rows(&sqlite, table);
        assert_eq!(*reported, expected.len() as u64, "{}", table.name);
        assert_eq!(rows(&postgres, table), expected, "{}", table.name);
    }
    assert_eq!(
        copied.rows(),
        copied.tables.iter().map(|(_, n)| n).sum::<u64>()
    );
}

#[test]
fn the_copy_is_clean_for_the_doctor() {
    let Some((_, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    sqlite_to_postgres(&source(dir.path()), &url).unwrap();
    let report = pg::check(&url).unwrap();
    assert!(report.is_clean(), "{:?}", report.findings);
    assert!(report.games > 10 && report.ratings > 0, "{report:?}");
}

#[test]
fn a_target_that_holds_rows_is_refused_in_one_line_and_left_as_it_was() {
    let Some((_, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    sqlite_to_postgres(&path, &url).unwrap();
    let target = Store::open_postgres(&url).unwrap();
    let all = tables(&path);
    let before: Vec<Vec<String>> = all.iter().map(|t| rows(&target, t)).collect();
    let Err(e) = sqlite_to_postgres(&path, &url) else {
        panic!("copied into a database holding rows");
    };
    assert!(matches!(e, TransferError::NotEmpty { .. }), "{e:?}");
    let line = e.to_string();
    assert!(!line.contains('\n'), "{line}");
    assert!(
        line.contains("rows of games") && line.contains("rows of players"),
        "{line}"
    );
    assert!(line.contains("nothing was written"), "{line}");
    let after: Vec<Vec<String>> = all.iter().map(|t| rows(&target, t)).collect();
    assert!(before == after, "the refusal changed the target");
}

#[test]
fn a_copy_that_fails_part_way_leaves_the_target_empty() {
    let Some((_, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    // PostgreSQL's text holds no NUL character: the last table copied that has a text column
    // free to take one fails, after the others were written.
    let order = tables(&path);
    let conn = Connection::open(&path).unwrap();
    let damaged = order
        .iter()
        .rposition(|table| {
            table.columns.iter().any(|c| {
                conn.execute(
                    &format!(
                        "UPDATE {} SET {} = 'a' || char(0) || 'b'",
                        quoted(&table.name),
                        quoted(c)
                    ),
                    [],
                )
                .is_ok_and(|changed| changed > 0)
            })
        })
        .expect("a text column takes the NUL");
    assert!(damaged > order.len() / 2, "{}", order[damaged].name);
    drop(conn);
    let Err(e) = sqlite_to_postgres(&path, &url) else {
        panic!("a NUL was copied");
    };
    assert!(matches!(e, TransferError::Copy { .. }), "{e:?}");
    assert!(!e.to_string().contains('\n'), "{e}");
    let target = Store::open_postgres(&url).unwrap();
    for table in &order {
        assert_eq!(count(&target, &table.name), 0, "{} kept rows", table.name);
    }
}

#[test]
fn a_column_added_by_a_later_migration_is_copied_without_being_named() {
    let Some((cluster, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    Connection::open(&path)
        .unwrap()
        .execute_batch(
            "ALTER TABLE games ADD COLUMN later TEXT; UPDATE games SET later = 'g' || id;",
        )
        .unwrap();
    drop(Store::open_postgres(&url).unwrap());
    let name = url.rsplit('/').next().unwrap();
    cluster
        .sql(name, "ALTER TABLE games ADD COLUMN later TEXT")
        .unwrap();
    sqlite_to_postgres(&path, &url).unwrap();
    let target = Store::open_postgres(&url).unwrap();
    let later: Vec<(i64, String)> = target.with_db(|db| {
        db.query("SELECT id, later FROM games ORDER BY id", &[], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
    });
    assert!(!later.is_empty());
    for (id, value) in later {
        assert_eq!(value, format!("g{id}"));
    }
}

#[test]
fn a_source_of_an_older_or_newer_schema_is_refused_in_one_line_and_nothing_is_written() {
    let Some((_, url)) = database() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = source(dir.path());
    let latest = crate::store::doctor::schema_version();
    for (version, says) in [
        (latest - 1, "start this Tabula once on it"),
        (latest + 1, "newer than this build's"),
    ] {
        Connection::open(&path)
            .unwrap()
            .pragma_update(None, "user_version", version)
            .unwrap();
        let Err(e) = sqlite_to_postgres(&path, &url) else {
            panic!("copied schema version {version}");
        };
        let line = e.to_string();
        assert!(matches!(e, TransferError::Source(_)), "{e:?}");
        assert!(
            line.contains(&format!("schema version {version}")),
            "{line}"
        );
        assert!(line.contains(says) && !line.contains('\n'), "{line}");
    }
    // The target was not even opened: no schema was made there.
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let made: bool = client
        .query_one("SELECT to_regclass('tabula_schema') IS NOT NULL", &[])
        .unwrap()
        .get(0);
    assert!(!made, "the target was migrated for a refused source");
}

#[test]
fn a_missing_source_or_an_unreachable_target_is_one_line_without_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.db");
    let Err(e) = sqlite_to_postgres(&missing, "postgres://bot:s3cret@127.0.0.1:1/db") else {
        panic!("copied a missing file");
    };
    assert!(matches!(e, TransferError::MissingSource(_)), "{e:?}");
    assert!(!missing.exists(), "the missing source was created");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let path = source(dir.path());
    let Err(e) = sqlite_to_postgres(&path, &format!("postgres://bot:s3cret@127.0.0.1:{port}/db"))
    else {
        panic!("copied to nowhere");
    };
    let line = e.to_string();
    assert!(matches!(e, TransferError::Target(_)), "{e:?}");
    assert!(
        line.starts_with("cannot connect to postgres://bot:***@"),
        "{line}"
    );
    assert!(!line.contains("s3cret") && !line.contains('\n'), "{line}");
}

/// Measures the copy of a few thousand games (not run by default: it plays them first).
/// `TRANSFER_GAMES=3000 cargo test --release --lib store::transfer::tests::measure -- --ignored --nocapture`
#[test]
#[ignore = "a measurement: plays thousands of games first"]
fn measure_the_copy_of_a_few_thousand_games() {
    let Some((_, url)) = database() else {
        return;
    };
    let games: usize = std::env::var("TRANSFER_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(3000);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.db");
    fixture::write(&path, games);
    let copied = sqlite_to_postgres(&path, &url).unwrap();
    let seconds = copied.took.as_secs_f64();
    eprintln!(
        "{games} extra games, {} KiB: {} rows in {seconds:.2} s = {:.0} rows/s; {:?}",
        std::fs::metadata(&path).unwrap().len() / 1024,
        copied.rows(),
        copied.rows() as f64 / seconds,
        copied.tables
    );
}
