//! The schema of a database against this build's: every table, column and index its migrations
//! make.

use rusqlite::Connection;

use super::{Finding, Report};
use rusqlite_migration::Migrations;

use crate::store::sql::Db;
use crate::store::{StoreError, MIGRATIONS_SLICE};

/// The tables (with their columns) and indexes of a database.
#[derive(PartialEq, Eq)]
pub(super) struct Schema {
    pub(super) tables: Vec<(String, Vec<String>)>,
    /// Each index with its table.
    indexes: Vec<(String, String)>,
    /// Each table's and index's SQL as SQLite keeps it (what it parses when it opens the
    /// database), by name.
    sql: Vec<(String, Option<String>)>,
}

impl Schema {
    /// This build's: its migrations applied to an empty database.
    pub(super) fn expected() -> Result<Schema, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        Migrations::from_slice(MIGRATIONS_SLICE).to_latest(&mut conn)?;
        Ok(Schema::read(&conn)?)
    }

    /// The schema version whose migrations make exactly `self`'s tables, columns and indexes,
    /// if one does.
    pub(super) fn version_made(&self) -> Option<i64> {
        (1..=MIGRATIONS_SLICE.len()).rev().find_map(|n| {
            let mut conn = Connection::open_in_memory().ok()?;
            Migrations::from_slice(&MIGRATIONS_SLICE[..n])
                .to_latest(&mut conn)
                .ok()?;
            let made = Schema::read(&conn).ok()?;
            (made == *self).then(|| i64::try_from(n).unwrap_or(i64::MAX))
        })
    }

    pub(super) fn read(conn: &Connection) -> rusqlite::Result<Schema> {
        let mut listed = conn.prepare(
            "SELECT type, name, tbl_name, sql FROM sqlite_schema \
             WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?;
        let rows = listed
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, Option<String>>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut columns = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
        let mut schema = Schema {
            tables: Vec::new(),
            indexes: Vec::new(),
            sql: Vec::new(),
        };
        for (kind, name, table, sql) in rows {
            schema.sql.push((name.clone(), sql));
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

    pub(super) fn has_table(&self, name: &str) -> bool {
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
        // A table or index of this build's whose SQL differs (edited with `PRAGMA
        // writable_schema`): SQLite may fail to parse it when the bot opens the database, or
        // check or index something else than the store expects.
        for (name, sql) in &self.sql {
            let differs = found
                .sql
                .iter()
                .find(|(n, _)| n == name)
                .is_some_and(|(_, have)| {
                    have.as_deref().map(normalized) != sql.as_deref().map(normalized)
                });
            if differs {
                missing.push(format!(
                    "{} {name} is not defined as this build's migrations define it",
                    if self.has_table(name) {
                        "table"
                    } else {
                        "index"
                    }
                ));
            }
        }
        (incomplete, missing)
    }
}

/// `sql` without its comments and with its spaces made one (a comment or a line break changed
/// in a migration file since a database was made by it changes nothing SQLite reads).
fn normalized(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut chars = sql.chars().peekable();
    let mut quote = None;
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) => {
                out.push(c);
                if c == q {
                    quote = None;
                }
            }
            (None, '\'' | '"' | '`') => {
                quote = Some(c);
                out.push(c);
            }
            (None, '-') if chars.peek() == Some(&'-') => {
                while chars.next_if(|&c| c != '\n').is_some() {}
                out.push(' ');
            }
            (None, '/') if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
                out.push(' ');
            }
            (None, c) => out.push(c),
        }
    }
    let words = out.split_whitespace().collect::<Vec<_>>().join(" ");
    // No space beside brackets and commas.
    words
        .replace(" (", "(")
        .replace("( ", "(")
        .replace(" )", ")")
        .replace(", ", ",")
        .replace(" ,", ",")
}

/// The schema against this build's: the version the database records, and on SQLite every
/// table, column, index and definition (PostgreSQL's are the migrations' translation, pinned by
/// `migrations/postgres-schema.sql`); the tables that are missing or lack a column.
pub(super) fn check_schema(
    db: &mut Db<'_>,
    report: &mut Report,
) -> Result<Vec<String>, StoreError> {
    let found = db.schema_version()?;
    let reads = MIGRATIONS_SLICE.len();
    if found != reads {
        report.findings.push(Finding::Schema {
            reason: format!("schema version {found}, this build reads {reads}"),
        });
    }
    let Some(conn) = db.sqlite_connection() else {
        return Ok(Vec::new());
    };
    let (incomplete, missing) = Schema::expected()?.missing_in(&Schema::read(conn)?);
    for reason in missing {
        report.findings.push(Finding::Schema { reason });
    }
    for reason in unparsable(conn)? {
        report.findings.push(Finding::Schema { reason });
    }
    Ok(incomplete)
}

/// What SQLite would refuse to read when the bot opens the database: every table, index, view
/// and trigger of the file made again, in that order, in an empty database in memory (a read
/// of the file itself may not parse a definition the bot's statements then trip on); one line
/// for each that fails, with SQLite's reason.
fn unparsable(conn: &Connection) -> Result<Vec<String>, StoreError> {
    let mut listed = conn.prepare(
        "SELECT type, name, tbl_name, sql FROM sqlite_schema \
         WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' \
         ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 \
         ELSE 3 END, rowid",
    )?;
    let objects = listed
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let scratch = Connection::open_in_memory()?;
    let mut failed = Vec::new();
    // A table that cannot be read is named once, not again with each of its indexes.
    let mut unread: Vec<String> = Vec::new();
    for (kind, name, table, sql) in objects {
        if kind != "table" && unread.contains(&table) {
            continue;
        }
        if let Err(e) = scratch.execute_batch(&sql) {
            if kind == "table" {
                unread.push(name.clone());
            }
            let why = match e {
                rusqlite::Error::SqlInputError { msg, .. } => msg,
                other => other.to_string(),
            };
            failed.push(format!("{kind} {name} cannot be read by SQLite: {why}"));
        }
    }
    Ok(failed)
}
