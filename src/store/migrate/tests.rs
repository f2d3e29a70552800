//! The migrations: valid, each file numbered as the schema version it makes, every file applied,
//! and a failure named in one line.

use rusqlite::Connection;

use super::*;
use crate::store::Store;

#[test]
fn migrations_are_valid() {
    MIGRATIONS.validate().unwrap();
}

#[test]
fn each_migration_file_is_numbered_as_the_schema_version_it_makes() {
    let mut conn = Connection::open_in_memory().unwrap();
    for (at, (name, sql)) in MIGRATION_FILES.iter().enumerate() {
        MIGRATIONS.to_version(&mut conn, at + 1).unwrap();
        let made: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        let number = name.split('_').next().and_then(|n| n.parse::<i64>().ok());
        assert_eq!(
            number,
            Some(made),
            "migrations/{name}.sql makes schema version {made}"
        );
        let header = format!("-- Tabula schema, version {made}:");
        assert!(
            sql.starts_with(&header),
            "migrations/{name}.sql should open with {header:?}"
        );
    }
}

#[test]
fn every_migration_file_in_the_folder_is_applied() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/store/migrations");
    let on_disk: std::collections::BTreeSet<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let embedded: std::collections::BTreeSet<String> = MIGRATION_FILES
        .iter()
        .map(|(name, _)| format!("{name}.sql"))
        .collect();
    assert_eq!(on_disk, embedded);
}

#[test]
fn a_failed_migration_is_one_line_naming_it_and_sqlites_reason() {
    // A database that says it has the first two migrations but has no tables: the third
    // (0003_clocks) alters a table that is not there.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 2)
        .unwrap();
    let error = Store::open(&path)
        .err()
        .expect("the migration fails")
        .to_string();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("0003_clocks"), "{error}");
    assert!(error.contains("no such table: games"), "{error}");
    assert!(error.len() < 200, "{error}");
}
