//! `tabula migrate`: an existing SQLite database copied into an empty PostgreSQL one (moving a
//! bot up from one host to several).
//!
//! - **The source** is read as `tabula doctor` reads it (`doctor::read_file`): read-only, in one
//!   read transaction, creating, deleting and writing no file beside it; a database that is not
//!   Tabula's, or of another schema version than this build's, is refused in one line (an older
//!   one is brought up to date by starting the bot once on it).
//! - **The target** is opened as the bot opens it (its schema migrated to this build's), then
//!   everything is written in ONE transaction, under the store's write lock: a target that
//!   already holds rows is refused, and any failure rolls everything back, so the target is
//!   either a whole copy or as empty as it was.
//! - **What is copied** is read from the source's schema, not listed here: every table, every
//!   column by name (a column a later migration adds is copied without a change here), tables
//!   in the order of their foreign keys (a parent's rows before its children's). Rows go in
//!   batches of multi-row `INSERT`s ([`BATCH_ROWS`]), so a large database is never held in memory
//!   at once. Each table's count on the target is checked against the rows read before the
//!   commit.
//! - **Ids**: rows keep their ids; each identity column's sequence is then moved past the largest
//!   id copied (`setval`), so the next game made on PostgreSQL gets a fresh id.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::Connection;

use super::doctor::{read_file, DoctorError};
use super::sql::{sqlite_cell, Cell, Db};
use super::{pg, Store, StoreError};

/// Rows a batch (one `INSERT`) holds at most.
pub const BATCH_ROWS: usize = 500;
/// Parameters one statement holds at most (PostgreSQL's limit is 65,535).
const MAX_PARAMS: usize = 30_000;

/// Why nothing was copied (one line for the operator).
#[derive(Debug, thiserror::Error)]
pub enum TransferError {
    /// There is no file to copy.
    #[error("no database at {}", .0.display())]
    MissingSource(PathBuf),
    /// The source is not a database this build can copy.
    #[error("{0}")]
    Source(String),
    /// The target could not be reached or set up (its address, password, version or schema).
    #[error("{0}")]
    Target(String),
    /// The target already holds rows: nothing was written.
    #[error(
        "{target} already holds {held}: tabula migrate copies into an empty database only \
         (nothing was written)"
    )]
    NotEmpty { target: String, held: String },
    /// The copy failed part way: the transaction was rolled back, nothing was written.
    #[error("copying to {target} failed, nothing was written: {reason}")]
    Copy { target: String, reason: String },
}

/// What was copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    /// Each table with its rows, in the order they were copied.
    pub tables: Vec<(String, u64)>,
    pub took: Duration,
}

impl Copied {
    /// The rows of every table.
    pub fn rows(&self) -> u64 {
        self.tables.iter().map(|(_, n)| n).sum()
    }
}

/// A table to copy: its name and columns, as the source's schema has them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Table {
    name: String,
    columns: Vec<String>,
}

/// Copies the SQLite database at `from` into the empty PostgreSQL database at `to` (see the
/// module's documentation). The source is not changed; the target is a whole copy, or nothing
/// was written to it.
pub fn sqlite_to_postgres(from: &Path, to: &str) -> Result<Copied, TransferError> {
    let started = Instant::now();
    let tables =
        read_file(from, |source| copy_into(source, to)).map_err(|e| source_error(from, e))??;
    Ok(Copied {
        tables,
        took: started.elapsed(),
    })
}

/// The source's refusal in one line, naming the file.
fn source_error(from: &Path, error: DoctorError) -> TransferError {
    let shown = from.display();
    match error {
        DoctorError::Missing(path) => TransferError::MissingSource(path),
        DoctorError::SchemaVersion { found, reads } if found < reads => {
            TransferError::Source(format!(
                "{shown} has schema version {found}, this build reads {reads}: start this \
                 Tabula once on it (it brings the schema up to date; back it up first), or see \
                 `tabula doctor --database {shown}`, then migrate"
            ))
        }
        DoctorError::SchemaVersion { found, reads } => TransferError::Source(format!(
            "{shown} has schema version {found}, newer than this build's {reads}: migrate it \
             with the Tabula that wrote it"
        )),
        other => TransferError::Source(format!("{shown}: {other}")),
    }
}

/// Opens the target (migrating it) and copies every table of `source` in one transaction.
fn copy_into(source: &Connection, to: &str) -> Result<Vec<(String, u64)>, TransferError> {
    let target = pg::redact(to);
    let tables = plan(source).map_err(|e| TransferError::Source(e.to_string()))?;
    let store = Store::open_postgres(to).map_err(|e| TransferError::Target(e.to_string()))?;
    // The outer error is the transaction's (rolled back), the inner one a refusal (too).
    store
        .write_unless(|db| copy_tables(source, &tables, db, &target))
        .map_err(|e| TransferError::Copy {
            target: target.clone(),
            reason: e.to_string(),
        })?
}

/// Every table of the source with its columns, parents before children (by their foreign keys).
fn plan(source: &Connection) -> Result<Vec<Table>, StoreError> {
    let names = super::migrate::sqlite_tables(source)?;
    let mut columns = source.prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")?;
    let mut parents =
        source.prepare("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list(?1)")?;
    let mut pending = Vec::new();
    for name in names {
        let cols = columns
            .query_map([&name], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut needs = parents
            .query_map([&name], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        needs.retain(|p| *p != name);
        pending.push((
            Table {
                name,
                columns: cols,
            },
            needs,
        ));
    }
    // Kahn's order: each round takes the tables whose parents are all placed (by name).
    let mut ordered: Vec<Table> = Vec::new();
    while !pending.is_empty() {
        let placed = |p: &String| ordered.iter().any(|t| t.name == *p);
        let Some(at) = pending
            .iter()
            .position(|(_, needs)| needs.iter().all(placed))
        else {
            let left: Vec<&str> = pending.iter().map(|(t, _)| t.name.as_str()).collect();
            return Err(StoreError::Value(format!(
                "the foreign keys of {} form a cycle",
                left.join(", ")
            )));
        };
        ordered.push(pending.remove(at).0);
    }
    Ok(ordered)
}

/// `name` as a quoted SQL identifier.
fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The copy itself, in the target's transaction: `Ok(Err(_))` is a refusal (rolled back).
fn copy_tables(
    source: &Connection,
    tables: &[Table],
    db: &mut Db<'_>,
    target: &str,
) -> Result<Result<Vec<(String, u64)>, TransferError>, StoreError> {
    if let Some(refusal) = check_target(db, tables, target)? {
        return Ok(Err(refusal));
    }
    let mut copied = Vec::with_capacity(tables.len());
    for table in tables {
        let rows = copy_table(source, table, db)?;
        let on_target: i64 = db.query_one(
            &format!("SELECT COUNT(*) FROM {}", quoted(&table.name)),
            &[],
            |r| r.get(0),
        )?;
        if u64::try_from(on_target).ok() != Some(rows) {
            return Err(StoreError::Value(format!(
                "{}: {rows} rows read, {on_target} on the target",
                table.name
            )));
        }
        copied.push((table.name.clone(), rows));
    }
    move_sequences(db)?;
    Ok(Ok(copied))
}

/// The target's tables are the source's (`tabula_schema` aside), and all empty; else why not.
fn check_target(
    db: &mut Db<'_>,
    tables: &[Table],
    target: &str,
) -> Result<Option<TransferError>, StoreError> {
    let found: Vec<String> = db.query(
        "SELECT CAST(table_name AS TEXT) FROM information_schema.tables \
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
         AND table_name <> 'tabula_schema' ORDER BY 1",
        &[],
        |r| r.get(0),
    )?;
    let mut expected: Vec<String> = tables.iter().map(|t| t.name.clone()).collect();
    expected.sort();
    if found != expected {
        let only = |a: &[String], b: &[String]| -> Vec<String> {
            a.iter().filter(|t| !b.contains(t)).cloned().collect()
        };
        return Err(StoreError::Value(format!(
            "the target's tables differ from the source's (only on the target: [{}]; only in \
             the source: [{}])",
            only(&found, &expected).join(", "),
            only(&expected, &found).join(", ")
        )));
    }
    let mut held = Vec::new();
    for table in tables {
        let rows: i64 = db.query_one(
            &format!("SELECT COUNT(*) FROM {}", quoted(&table.name)),
            &[],
            |r| r.get(0),
        )?;
        if rows > 0 {
            held.push(format!("{rows} rows of {}", table.name));
        }
    }
    Ok((!held.is_empty()).then(|| TransferError::NotEmpty {
        target: target.to_string(),
        held: held.join(", "),
    }))
}

/// Copies one table in batches; the rows read.
fn copy_table(source: &Connection, table: &Table, db: &mut Db<'_>) -> Result<u64, StoreError> {
    let width = table.columns.len().max(1);
    let per_batch = (MAX_PARAMS / width).clamp(1, BATCH_ROWS);
    let names: Vec<String> = table.columns.iter().map(|c| quoted(c)).collect();
    let mut select = source.prepare(&format!(
        "SELECT {} FROM {}",
        names.join(", "),
        quoted(&table.name)
    ))?;
    let mut rows = select.query([])?;
    let mut batch: Vec<Cell> = Vec::with_capacity(per_batch * width);
    let mut count = 0u64;
    while let Some(row) = rows.next()? {
        for i in 0..table.columns.len() {
            batch.push(sqlite_cell(row.get_ref(i)?));
        }
        count += 1;
        if batch.len() >= per_batch * width {
            insert(db, table, &names, &batch)?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        insert(db, table, &names, &batch)?;
    }
    Ok(count)
}

/// One multi-row `INSERT` of `cells` (whole rows, in column order).
fn insert(
    db: &mut Db<'_>,
    table: &Table,
    names: &[String],
    cells: &[Cell],
) -> Result<(), StoreError> {
    let width = names.len();
    let mut sql = format!(
        "INSERT INTO {} ({}) VALUES ",
        quoted(&table.name),
        names.join(", ")
    );
    for row in 0..cells.len() / width {
        if row > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        for col in 0..width {
            if col > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("?{}", row * width + col + 1));
        }
        sql.push(')');
    }
    db.execute(&sql, cells)?;
    Ok(())
}

/// Moves each identity column's sequence past the largest id of its table (the next row made
/// gets a fresh id).
fn move_sequences(db: &mut Db<'_>) -> Result<(), StoreError> {
    let identities: Vec<(String, String)> = db.query(
        "SELECT CAST(table_name AS TEXT), CAST(column_name AS TEXT) FROM information_schema.columns \
         WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY 1, 2",
        &[],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for (table, column) in identities {
        db.query_one(
            &format!(
                "SELECT setval(pg_get_serial_sequence(?1, ?2), \
                 COALESCE((SELECT MAX({}) FROM {}), 0) + 1, false)",
                quoted(&column),
                quoted(&table)
            ),
            super::args![quoted(&table), column],
            |r| r.get::<i64>(0),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
