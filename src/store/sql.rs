//! The SQL the store speaks, written once for both databases.
//!
//! Every query of the store is one string, written in the SQL that SQLite and PostgreSQL agree
//! on (`?N` parameters, `INSERT … ON CONFLICT`, `RETURNING`, `COALESCE`, `CAST(… AS BIGINT)`),
//! and run through a [`Db`]: a SQLite connection or a PostgreSQL one. What differs between the
//! two is kept here, in one place:
//!
//! - parameters: `?1` becomes `$1` for PostgreSQL ([`postgres_sql`], done once per statement:
//!   each connection keeps its prepared statements);
//! - values: both sides read and write [`Cell`]s (null, 64-bit integer, real, text, bytes), so a
//!   column is read the same way whichever database holds it, and PostgreSQL's stricter types
//!   (`INT4` against `INT8`, `BOOL`) are converted here, not at each call;
//! - the schema: PostgreSQL's migrations are SQLite's, translated by [`postgres_schema`].
//!
//! - what only one of them has: a row lock that skips locked rows ([`Db::skip_locked`]), a
//!   message to the other processes ([`Db::notify_later`]), the checks a database makes of
//!   itself ([`Db::integrity_problems`], [`Db::broken_foreign_keys`]), where it records its
//!   schema version ([`Db::schema_version`]).
//!
//! So query code never asks which database it runs on: what differs is a method of [`Db`], and
//! a new difference becomes a new method here.
#[cfg(feature = "postgres")]
use super::pg::PgConn;
use super::StoreError;

mod text;
mod values;

pub use text::MustChange;
#[cfg(feature = "postgres")]
pub use text::{must_change_sql, CHANGED_NOTHING};
#[cfg(any(feature = "postgres", test))]
pub use text::{postgres_schema, postgres_sql};
pub(crate) use values::args;
#[cfg(feature = "postgres")]
use values::postgres_row;
#[cfg(feature = "postgres")]
pub(crate) use values::sqlite_cell;
use values::sqlite_row;
pub use values::{Cell, Cursor, FromCell, FromRow, Row, ToCell};

/// A connection of either database, on which the store's SQL runs. Without the `postgres`
/// feature only SQLite's: each `Db::Postgres` arm of the methods below is behind that feature,
/// and query code, which never names a variant, is the same in both builds.
pub enum Db<'a> {
    Sqlite(&'a rusqlite::Connection),
    #[cfg(feature = "postgres")]
    Postgres(&'a mut PgConn),
}
impl Db<'_> {
    /// Whether this is PostgreSQL (tests that damage rows on purpose, each database its own
    /// way; query code asks [`Db`] for what differs instead).
    #[cfg(test)]
    pub fn is_postgres(&self) -> bool {
        #[cfg(feature = "postgres")]
        {
            matches!(self, Db::Postgres(_))
        }
        #[cfg(not(feature = "postgres"))]
        {
            false
        }
    }

    /// The clause that ends a `SELECT` whose rows a write transaction claims: on PostgreSQL
    /// `FOR UPDATE SKIP LOCKED` (two processes claiming at once take different rows instead of
    /// waiting for each other); nothing on SQLite, which has one writer and no row locks.
    pub fn skip_locked(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "",
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => " FOR UPDATE SKIP LOCKED",
        }
    }

    /// Tells every process that listens on `channel` (PostgreSQL's `NOTIFY`, sent when the
    /// transaction commits; see `pg::listen`). SQLite's processes share one host and no channel:
    /// nothing is sent.
    #[cfg(feature = "postgres")]
    pub fn notify_later(&mut self, channel: &str, payload: &str) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(_) => Ok(()),
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => {
                self.execute_later("SELECT pg_notify(?1, ?2)", args![channel, payload])
            }
        }
    }

    /// What the database finds wrong with its own pages and indexes, a line each: SQLite's
    /// `PRAGMA integrity_check` (its first 100 problems). PostgreSQL checks its pages as it
    /// reads them: none here.
    pub fn integrity_problems(&mut self) -> Result<Vec<String>, StoreError> {
        match self {
            Db::Sqlite(conn) => {
                let mut pragma = conn.prepare("PRAGMA integrity_check")?;
                let lines = pragma
                    .query_map([], |r| r.get::<_, String>(0))?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                Ok(lines.into_iter().filter(|l| l != "ok").collect())
            }
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => Ok(Vec::new()),
        }
    }

    /// The foreign keys broken in the database: for each table and the parent it points to, how
    /// many rows point to a missing row (SQLite's `pragma_foreign_key_check`, by table and
    /// parent). PostgreSQL refuses a broken foreign key when it is written: none here.
    pub fn broken_foreign_keys(&mut self) -> Result<Vec<(String, String, i64)>, StoreError> {
        match self {
            Db::Sqlite(_) => self.query(
                "SELECT \"table\", parent, COUNT(*) FROM pragma_foreign_key_check \
                 GROUP BY \"table\", parent ORDER BY \"table\", parent",
                &[],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            ),
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => Ok(Vec::new()),
        }
    }

    /// The schema version the database records (0 when it has none): SQLite's `PRAGMA
    /// user_version` (where `rusqlite_migration` keeps it), PostgreSQL's `tabula_schema` table.
    pub fn schema_version(&mut self) -> Result<usize, StoreError> {
        match self {
            Db::Sqlite(_) => self.query_one("PRAGMA user_version", &[], |r| r.get(0)),
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => {
                let exists: bool = self.query_one(
                    "SELECT to_regclass('tabula_schema') IS NOT NULL",
                    &[],
                    |r| r.get(0),
                )?;
                if !exists {
                    return Ok(0);
                }
                self.query_opt("SELECT version FROM tabula_schema", &[], |r| r.get(0))
                    .map(Option::unwrap_or_default)
            }
        }
    }

    /// SQLite's own connection, for what only SQLite's tools do (the doctor's comparison of the
    /// file's table definitions with the migrations', each parsed again in memory); `None` on
    /// PostgreSQL, whose schema is the migrations' translation (pinned by
    /// `migrations/postgres-schema.sql`).
    pub fn sqlite_connection(&self) -> Option<&rusqlite::Connection> {
        match self {
            Db::Sqlite(conn) => Some(conn),
            #[cfg(feature = "postgres")]
            Db::Postgres(_) => None,
        }
    }

    /// Runs one statement; returns how many rows it changed.
    pub fn execute(&mut self, sql: &str, args: &[Cell]) -> Result<usize, StoreError> {
        match self {
            Db::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                Ok(statement.execute(rusqlite::params_from_iter(args.iter()))?)
            }
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => {
                let statement = conn.statement(sql)?;
                let changed = conn.execute(&statement, args)?;
                Ok(usize::try_from(changed).unwrap_or(usize::MAX))
            }
        }
    }

    /// Runs one statement whose outcome is not read before the transaction commits: on
    /// PostgreSQL it is sent with the next statement or the commit (see `pg::conn`), and its
    /// error, if any, is the transaction's. Outside a transaction, and on SQLite, it runs now.
    pub fn execute_later(&mut self, sql: &str, args: &[Cell]) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(_) => self.execute(sql, args).map(drop),
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => {
                let statement = conn.statement(sql)?;
                conn.execute_later(statement, args)
            }
        }
    }

    /// Runs one statement that must change a row, whose outcome is not otherwise read before the
    /// transaction commits: when it changes none, the transaction fails with `unless.none`; when
    /// a constraint refuses it, with `unless.refused` (or the database's error). On PostgreSQL it
    /// is sent with the next statement or the commit, as [`Db::execute_later`], and the check is
    /// the server's: the statement is wrapped so that changing no row is an error (a division by
    /// zero, SQLSTATE 22012, mapped back by `pg::conn`), which rolls the transaction back. So a
    /// move's claim, update and actions reach the server in one round trip. Outside a
    /// transaction, and on SQLite, it runs now and the count is checked here.
    pub fn execute_later_changing(
        &mut self,
        sql: &str,
        args: &[Cell],
        unless: MustChange,
    ) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(_) => self.execute_changing(sql, args, unless),
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => {
                let statement = conn.statement(&must_change_sql(sql))?;
                conn.execute_later_changing(statement, args, unless)
            }
        }
    }

    /// Runs one statement that must change a row, now, on either store: when it changes none,
    /// `unless.none`; when a constraint refuses it, `unless.refused` (or the database's error).
    pub fn execute_changing(
        &mut self,
        sql: &str,
        args: &[Cell],
        unless: MustChange,
    ) -> Result<(), StoreError> {
        match self.execute(sql, args) {
            Ok(0) => Err(unless.none),
            Ok(_) => Ok(()),
            Err(e) => Err(unless.refused(e)),
        }
    }

    /// Every row of a query, each read by `f`.
    pub fn query<T>(
        &mut self,
        sql: &str,
        args: &[Cell],
        mut f: impl FnMut(&Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        match self {
            Db::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                let mut rows = statement.query(rusqlite::params_from_iter(args.iter()))?;
                let mut out = Vec::new();
                while let Some(row) = rows.next()? {
                    out.push(f(&sqlite_row(row)?)?);
                }
                Ok(out)
            }
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => {
                let statement = conn.statement(sql)?;
                let rows = conn.query(&statement, args)?;
                rows.iter().map(|r| f(&postgres_row(r)?)).collect()
            }
        }
    }

    /// Every row of a query, as read (for callers that judge each row, as `tabula doctor`).
    pub fn rows(&mut self, sql: &str, args: &[Cell]) -> Result<Vec<Row>, StoreError> {
        self.query(sql, args, |r| Ok(r.clone()))
    }

    /// The first row of a query, if any, read by `f`.
    pub fn query_opt<T>(
        &mut self,
        sql: &str,
        args: &[Cell],
        f: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        match self {
            Db::Sqlite(conn) => {
                let mut statement = conn.prepare_cached(sql)?;
                let mut rows = statement.query(rusqlite::params_from_iter(args.iter()))?;
                match rows.next()? {
                    Some(row) => Ok(Some(f(&sqlite_row(row)?)?)),
                    None => Ok(None),
                }
            }
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => {
                let statement = conn.statement(sql)?;
                let rows = conn.query(&statement, args)?;
                match rows.first() {
                    Some(row) => Ok(Some(f(&postgres_row(row)?)?)),
                    None => Ok(None),
                }
            }
        }
    }

    /// The one row a query must return (an aggregate, an `INSERT … RETURNING`), read by `f`.
    pub fn query_one<T>(
        &mut self,
        sql: &str,
        args: &[Cell],
        f: impl FnOnce(&Row) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.query_opt(sql, args, f)?
            .ok_or_else(|| StoreError::Value("the query returned no row".to_string()))
    }

    /// Runs several statements without parameters (a migration, a transaction's start).
    #[cfg(any(feature = "postgres", test))]
    pub fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(conn) => Ok(conn.execute_batch(sql)?),
            #[cfg(feature = "postgres")]
            Db::Postgres(conn) => conn.batch(sql),
        }
    }
}

#[cfg(test)]
mod tests;
