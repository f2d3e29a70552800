//! The schema's migrations: the SQL files of `migrations/`, applied in order by
//! `rusqlite_migration`, which records in SQLite's `user_version` how many were applied (the
//! schema version) and nothing else: a file's name is never stored, so files may be renamed.

use rusqlite_migration::{Migrations, M};

/// The migrations, in order, each named by its file in `migrations/` without `.sql`: the file
/// numbered N makes schema version N (SQLite's `user_version`, all that a database records of
/// them; `store::migrate::tests::each_migration_file_is_numbered_as_the_schema_version_it_makes`).
/// One list makes both tables below, so a name cannot drift from its SQL.
macro_rules! migrations {
    ($($name:literal),+ $(,)?) => {
        /// Each migration's file name (what an error names) and SQL, in order.
        pub(super) const MIGRATION_FILES: &[(&str, &str)] =
            &[$(($name, include_str!(concat!("migrations/", $name, ".sql")))),+];
        pub(super) const MIGRATIONS_SLICE: &[M<'static>] =
            &[$(M::up(include_str!(concat!("migrations/", $name, ".sql")))),+];
    };
}
migrations!(
    "0001_init",
    "0002_ratings",
    "0003_clocks",
    "0004_open_challenges",
    "0005_interactions",
    "0006_tournaments",
    "0007_reviews",
    "0008_sweep_claims",
    "0009_fewer_indexes_per_move",
    "0010_interactions_kept_a_day",
);
pub(super) const MIGRATIONS: Migrations<'static> = Migrations::from_slice(MIGRATIONS_SLICE);

/// A migration error in one line: `rusqlite_migration` shows the whole SQL of the migration
/// that failed (143 lines for the first), with SQLite's reason at its end; this names the
/// migration by its file and schema version instead.
pub(super) fn migration_error(error: &rusqlite_migration::Error) -> String {
    if let rusqlite_migration::Error::RusqliteError { query, err } = error {
        if let Some(at) = MIGRATION_FILES.iter().position(|(_, sql)| sql == query) {
            return format!(
                "migration {} (schema version {}) failed: {err}",
                MIGRATION_FILES[at].0,
                at + 1
            );
        }
        return format!("migration: {err}");
    }
    let text = error.to_string();
    format!(
        "migration: {}",
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    )
}

#[cfg(test)]
mod tests;
