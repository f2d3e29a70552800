//! The migrations: valid, each file numbered as the schema version it makes, every file applied.
//! (How a failed one is reported is tested where the store opens: `store::tests`.)

use rusqlite::Connection;

use super::*;

#[test]
fn migrations_are_valid() {
    migrations().validate().unwrap();
}

#[test]
fn each_migration_file_is_numbered_as_the_schema_version_it_makes() {
    let mut conn = Connection::open_in_memory().unwrap();
    for (at, (name, sql)) in MIGRATION_FILES.iter().enumerate() {
        migrations().to_version(&mut conn, at + 1).unwrap();
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

mod fixtures;
mod positions;
