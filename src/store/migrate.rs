//! The schema's migrations: the SQL files of `migrations/`, applied in order by
//! `rusqlite_migration`, which records in SQLite's `user_version` how many were applied (the
//! schema version) and nothing else: a file's name is never stored, so files may be renamed.
//!
//! A migration that must rewrite data the SQL cannot (schema 11: each snapshot as its position
//! text) adds a step in Rust to [`STEPS`]: it runs through [`Db`] after that version's SQL, in the
//! same transaction, on SQLite (a `rusqlite_migration` hook) and PostgreSQL (`pg::migrate`) alike.

use rusqlite_migration::{HookError, Migrations, M};

use super::sql::Db;
use super::StoreError;

pub(super) mod positions;

/// The migrations, in order, each named by its file in `migrations/` without `.sql`: the file
/// numbered N makes schema version N (SQLite's `user_version`, all that a database records of
/// them; `store::migrate::tests::each_migration_file_is_numbered_as_the_schema_version_it_makes`).
/// One list makes both tables below, so a name cannot drift from its SQL.
macro_rules! migrations {
    ($($name:literal),+ $(,)?) => {
        /// Each migration's file name (what an error names) and SQL, in order.
        pub(super) const MIGRATION_FILES: &[(&str, &str)] =
            &[$(($name, include_str!(concat!("migrations/", $name, ".sql")))),+];
        /// Each migration's SQL alone, without the steps in Rust: what makes the schema (the
        /// tables and indexes of a version, for `doctor`), not what converts the data.
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
    "0011_position_texts",
    "0012_puzzles",
    "0013_notices",
    "0014_daily_puzzles",
    "0015_puzzle_candidates",
    "0016_tournament_events",
);

/// A migration's step in Rust, run after its SQL in its transaction; returns what it found and
/// did not repair, one line each (it logs them too).
pub(super) type Step = fn(&mut Db<'_>) -> Result<Vec<String>, StoreError>;

/// The steps in Rust, by the schema version they complete.
pub(super) const STEPS: &[(usize, Step)] = &[(11, positions::convert)];

/// The step in Rust of schema version `version`, if it has one.
pub(super) fn step_of(version: usize) -> Option<Step> {
    STEPS
        .iter()
        .find(|(v, _)| *v == version)
        .map(|(_, step)| *step)
}

/// Every migration for `rusqlite_migration`: each file's SQL, with its step in Rust as a hook.
pub(super) fn migrations() -> Migrations<'static> {
    MIGRATION_FILES
        .iter()
        .enumerate()
        .map(|(at, (_, sql))| match step_of(at + 1) {
            None => M::up(sql),
            Some(step) => M::up_with_hook(sql, move |tx: &rusqlite::Transaction| {
                step(&mut Db::Sqlite(tx))
                    .map(drop)
                    .map_err(|e| HookError::Hook(e.to_string()))
            }),
        })
        .collect()
}

/// A migration error in one line: `rusqlite_migration` shows the whole SQL of the migration
/// that failed (143 lines for the first), with SQLite's reason at its end; this names the
/// migration by its file and schema version instead.
pub(super) fn migration_error(error: &rusqlite_migration::Error) -> String {
    if let rusqlite_migration::Error::RusqliteError { query, err } = error {
        // rusqlite's error for a statement it could not prepare holds the whole SQL too.
        let err = match err {
            rusqlite::Error::SqlInputError { msg, .. } => msg.clone(),
            other => other.to_string(),
        };
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

/// The tables schema version 1 creates (`0001_init`): a database that has them is Tabula's,
/// whatever else it has (an operator may keep a table of their own beside them).
pub(super) const FIRST_TABLES: [&str; 3] = ["players", "games", "actions"];

/// Whose a database is, by its tables and the schema version it records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Owner {
    /// No table yet: Tabula makes its own.
    Empty,
    /// Tabula's, of the version it records (at least 1).
    Tabula,
    /// Tabula's tables, but no version recorded (SQLite's `user_version`, or PostgreSQL's
    /// `tabula_schema`, reset or lost): which migrations it had cannot be told.
    Unversioned,
    /// Tables of another program (some of their names).
    Other(Vec<String>),
}

impl Owner {
    /// `tables`: every table of the database (Tabula's version table left out), `version`:
    /// the schema version it records.
    pub(super) fn of(tables: &[String], version: usize) -> Owner {
        if tables.is_empty() {
            return Owner::Empty;
        }
        if !FIRST_TABLES
            .iter()
            .all(|t| tables.iter().any(|have| have == t))
        {
            return Owner::Other(tables.iter().take(3).cloned().collect());
        }
        if version == 0 {
            Owner::Unversioned
        } else {
            Owner::Tabula
        }
    }

    /// Why the bot may not open it, in one line; `None` when it may.
    pub(super) fn refusal(&self) -> Option<String> {
        match self {
            Owner::Empty | Owner::Tabula => None,
            Owner::Unversioned => Some(UNVERSIONED.to_string()),
            Owner::Other(names) => Some(format!(
                "not a Tabula database: it holds tables of another program ({}{}); Tabula \
                 writes only into an empty database or one of its own",
                names.join(", "),
                if names.len() == 3 { ", …" } else { "" }
            )),
        }
    }
}

/// Why a database with Tabula's tables and no recorded version is refused (one line).
pub(super) const UNVERSIONED: &str = "Tabula's tables with schema version 0 recorded (the \
    version was reset): Tabula cannot tell which of its migrations the database had, so it \
    changes nothing; restore a backup, or see `tabula doctor`";

/// The names of a SQLite database's own tables (SQLite's `sqlite_*` left out), in order.
pub(super) fn sqlite_tables(conn: &rusqlite::Connection) -> rusqlite::Result<Vec<String>> {
    let mut listed = conn.prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         ORDER BY name",
    )?;
    let names = listed
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(names)
}

/// Refuses a SQLite database that is not Tabula's or has lost its version (see [`Owner`]),
/// before anything is written to it.
pub(super) fn check_owner(conn: &rusqlite::Connection) -> Result<(), super::StoreError> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let tables = sqlite_tables(conn)?;
    let version = usize::try_from(version).unwrap_or(0);
    match Owner::of(&tables, version).refusal() {
        Some(why) => Err(super::StoreError::Connect(why)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests;
