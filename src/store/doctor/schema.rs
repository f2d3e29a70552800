//! The schema of a database against this build's: every table, column and index its migrations
//! make.

use rusqlite::Connection;

use super::{Finding, Report};
use crate::store::{StoreError, MIGRATIONS};

/// The tables (with their columns) and indexes of a database.
pub(super) struct Schema {
    pub(super) tables: Vec<(String, Vec<String>)>,
    /// Each index with its table.
    indexes: Vec<(String, String)>,
}

impl Schema {
    /// This build's: its migrations applied to an empty database.
    pub(super) fn expected() -> Result<Schema, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Schema::read(&conn)?)
    }

    pub(super) fn read(conn: &Connection) -> rusqlite::Result<Schema> {
        let mut listed = conn.prepare(
            "SELECT type, name, tbl_name FROM sqlite_schema \
             WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?;
        let rows = listed
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut columns = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
        let mut schema = Schema {
            tables: Vec::new(),
            indexes: Vec::new(),
        };
        for (kind, name, table) in rows {
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
        (incomplete, missing)
    }
}

/// The schema against this build's; the tables that are missing or lack a column.
pub(super) fn check_schema(
    conn: &Connection,
    report: &mut Report,
) -> Result<Vec<String>, StoreError> {
    let (incomplete, missing) = Schema::expected()?.missing_in(&Schema::read(conn)?);
    for reason in missing {
        report.findings.push(Finding::Schema { reason });
    }
    Ok(incomplete)
}
