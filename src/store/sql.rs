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

use bytes::BytesMut;
use postgres::types::{to_sql_checked, FromSql, IsNull, ToSql, Type};
use rusqlite::types::ValueRef;

use super::pg::PgConn;
use super::StoreError;

/// One value of a row or a parameter, as both databases can hold it.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

/// A Rust value that can be a query's parameter.
pub trait ToCell {
    fn to_cell(&self) -> Cell;
}

/// A Rust value that a column can be read as.
pub trait FromCell: Sized {
    fn from_cell(cell: &Cell) -> Result<Self, String>;
}

macro_rules! int_cells {
    ($($t:ty),*) => {$(
        impl ToCell for $t {
            fn to_cell(&self) -> Cell {
                Cell::Int(i64::from(*self))
            }
        }
        impl FromCell for $t {
            fn from_cell(cell: &Cell) -> Result<Self, String> {
                match cell {
                    Cell::Int(v) => <$t>::try_from(*v)
                        .map_err(|_| format!("{v} does not fit a {}", stringify!($t))),
                    other => Err(format!("expected an integer, found {other:?}")),
                }
            }
        }
    )*};
}
int_cells!(i64, i32, u32, u16, u8);

impl ToCell for usize {
    fn to_cell(&self) -> Cell {
        Cell::Int(i64::try_from(*self).unwrap_or(i64::MAX))
    }
}

impl FromCell for usize {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        let v = i64::from_cell(cell)?;
        usize::try_from(v).map_err(|_| format!("{v} is not a count"))
    }
}

impl ToCell for u64 {
    fn to_cell(&self) -> Cell {
        Cell::Int(i64::try_from(*self).unwrap_or(i64::MAX))
    }
}

impl FromCell for u64 {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        let v = i64::from_cell(cell)?;
        u64::try_from(v).map_err(|_| format!("{v} is negative"))
    }
}

impl ToCell for bool {
    fn to_cell(&self) -> Cell {
        Cell::Int(i64::from(*self))
    }
}

impl FromCell for bool {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        match cell {
            Cell::Int(0) => Ok(false),
            Cell::Int(1) => Ok(true),
            other => Err(format!("expected 0 or 1, found {other:?}")),
        }
    }
}

impl ToCell for f64 {
    fn to_cell(&self) -> Cell {
        Cell::Real(*self)
    }
}

impl FromCell for f64 {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        match cell {
            Cell::Real(v) => Ok(*v),
            // SQLite hands back a REAL column that holds a whole number as written (an integer
            // literal in a test's UPDATE); the column is REAL all the same.
            #[allow(clippy::cast_precision_loss)]
            Cell::Int(v) => Ok(*v as f64),
            other => Err(format!("expected a number, found {other:?}")),
        }
    }
}

impl ToCell for str {
    fn to_cell(&self) -> Cell {
        Cell::Text(self.to_string())
    }
}

impl ToCell for String {
    fn to_cell(&self) -> Cell {
        Cell::Text(self.clone())
    }
}

impl FromCell for String {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        match cell {
            Cell::Text(s) => Ok(s.clone()),
            other => Err(format!("expected text, found {other:?}")),
        }
    }
}

impl ToCell for [u8] {
    fn to_cell(&self) -> Cell {
        Cell::Blob(self.to_vec())
    }
}

impl ToCell for Vec<u8> {
    fn to_cell(&self) -> Cell {
        Cell::Blob(self.clone())
    }
}

impl FromCell for Vec<u8> {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        match cell {
            Cell::Blob(b) => Ok(b.clone()),
            other => Err(format!("expected bytes, found {other:?}")),
        }
    }
}

impl ToCell for Cell {
    fn to_cell(&self) -> Cell {
        self.clone()
    }
}

impl FromCell for Cell {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        Ok(cell.clone())
    }
}

impl<T: ToCell + ?Sized> ToCell for &T {
    fn to_cell(&self) -> Cell {
        (**self).to_cell()
    }
}

impl<T: ToCell> ToCell for Option<T> {
    fn to_cell(&self) -> Cell {
        self.as_ref().map_or(Cell::Null, ToCell::to_cell)
    }
}

impl<T: FromCell> FromCell for Option<T> {
    fn from_cell(cell: &Cell) -> Result<Self, String> {
        match cell {
            Cell::Null => Ok(None),
            other => T::from_cell(other).map(Some),
        }
    }
}

/// A query's parameters: `args![a, b, c]` (each a [`ToCell`]).
macro_rules! args {
    () => { &[] as &[$crate::store::sql::Cell] };
    ($($x:expr),+ $(,)?) => {
        &[$($crate::store::sql::ToCell::to_cell(&$x)),+] as &[$crate::store::sql::Cell]
    };
}
pub(crate) use args;

/// One row of a result, read by column index.
#[derive(Clone, Debug)]
pub struct Row {
    cells: Vec<Cell>,
}

impl Row {
    /// Column `i` as a `T`; a value of another kind is a [`StoreError::Value`].
    pub fn get<T: FromCell>(&self, i: usize) -> Result<T, StoreError> {
        let cell = self
            .cells
            .get(i)
            .ok_or_else(|| StoreError::Value(format!("no column {i}")))?;
        T::from_cell(cell).map_err(|e| StoreError::Value(format!("column {i}: {e}")))
    }
}

/// A connection of either database, on which the store's SQL runs.
pub enum Db<'a> {
    Sqlite(&'a rusqlite::Connection),
    Postgres(&'a mut PgConn),
}

/// A SQLite value as a [`Cell`].
pub(super) fn sqlite_cell(value: ValueRef<'_>) -> Cell {
    match value {
        ValueRef::Null => Cell::Null,
        ValueRef::Integer(v) => Cell::Int(v),
        ValueRef::Real(v) => Cell::Real(v),
        ValueRef::Text(t) => Cell::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Cell::Blob(b.to_vec()),
    }
}

fn sqlite_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Row> {
    let count = row.as_ref().column_count();
    let mut cells = Vec::with_capacity(count);
    for i in 0..count {
        cells.push(sqlite_cell(row.get_ref(i)?));
    }
    Ok(Row { cells })
}

fn postgres_row(row: &postgres::Row) -> Result<Row, StoreError> {
    let mut cells = Vec::with_capacity(row.len());
    for i in 0..row.len() {
        cells.push(row.try_get::<_, Cell>(i)?);
    }
    Ok(Row { cells })
}

/// Whether `error` is a constraint the database refused (a foreign key, a check, a unique key):
/// SQLite's `SQLITE_CONSTRAINT`, PostgreSQL's class 23.
pub fn is_constraint(error: &StoreError) -> bool {
    match error {
        StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
            e.code == rusqlite::ErrorCode::ConstraintViolation
        }
        StoreError::Postgres(e) => e.code().is_some_and(|c| c.code().starts_with("23")),
        _ => false,
    }
}

/// What a statement that must change a row ([`Db::execute_later_changing`]) fails with when it
/// does not.
#[derive(Debug)]
pub struct MustChange {
    /// It changed no row.
    pub none: StoreError,
    /// A constraint refused it (a foreign key, a unique key); `None`: the database's error.
    pub refused: Option<StoreError>,
}

impl MustChange {
    /// The call's error for the statement's error `e`.
    pub fn refused(self, e: StoreError) -> StoreError {
        match self.refused {
            Some(refused) if is_constraint(&e) => refused,
            _ => e,
        }
    }
}

/// PostgreSQL's SQLSTATE for a division by zero: what [`must_change_sql`] raises when its
/// statement changed no row.
pub const CHANGED_NOTHING: &str = "22012";

/// `sql` (an `INSERT`, `UPDATE` or `DELETE` without `RETURNING`), wrapped so that PostgreSQL
/// raises [`CHANGED_NOTHING`] when it changes no row.
pub fn must_change_sql(sql: &str) -> String {
    format!("WITH changed AS ({sql} RETURNING 1) SELECT 1 / COUNT(*) FROM changed")
}

impl Db<'_> {
    /// Whether this is PostgreSQL (tests that damage rows on purpose, each database its own
    /// way; query code asks [`Db`] for what differs instead).
    #[cfg(test)]
    pub fn is_postgres(&self) -> bool {
        matches!(self, Db::Postgres(_))
    }

    /// The clause that ends a `SELECT` whose rows a write transaction claims: on PostgreSQL
    /// `FOR UPDATE SKIP LOCKED` (two processes claiming at once take different rows instead of
    /// waiting for each other); nothing on SQLite, which has one writer and no row locks.
    pub fn skip_locked(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "",
            Db::Postgres(_) => " FOR UPDATE SKIP LOCKED",
        }
    }

    /// Tells every process that listens on `channel` (PostgreSQL's `NOTIFY`, sent when the
    /// transaction commits; see `pg::listen`). SQLite's processes share one host and no channel:
    /// nothing is sent.
    pub fn notify_later(&mut self, channel: &str, payload: &str) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(_) => Ok(()),
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
            Db::Postgres(_) => Ok(Vec::new()),
        }
    }

    /// The schema version the database records (0 when it has none): SQLite's `PRAGMA
    /// user_version` (where `rusqlite_migration` keeps it), PostgreSQL's `tabula_schema` table.
    pub fn schema_version(&mut self) -> Result<usize, StoreError> {
        match self {
            Db::Sqlite(_) => self.query_one("PRAGMA user_version", &[], |r| r.get(0)),
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
    pub fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        match self {
            Db::Sqlite(conn) => Ok(conn.execute_batch(sql)?),
            Db::Postgres(conn) => conn.batch(sql),
        }
    }
}

/// The store's SQL with PostgreSQL's parameters: `?N` becomes `$N` and a bare `?` the next
/// number, outside quoted strings, quoted names and comments.
pub fn postgres_sql(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut chars = sql.chars().peekable();
    let mut next = 0usize;
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                out.push(c);
                for d in chars.by_ref() {
                    out.push(d);
                    if d == c {
                        break;
                    }
                }
            }
            '-' if chars.peek() == Some(&'-') => {
                out.push(c);
                for d in chars.by_ref() {
                    out.push(d);
                    if d == '\n' {
                        break;
                    }
                }
            }
            '?' => {
                let mut digits = String::new();
                while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                    digits.push(d);
                    chars.next();
                }
                if digits.is_empty() {
                    next += 1;
                    digits = next.to_string();
                }
                out.push('$');
                out.push_str(&digits);
            }
            _ => out.push(c),
        }
    }
    out
}

/// A SQLite migration as PostgreSQL's: `INTEGER PRIMARY KEY` (SQLite's row id) becomes an
/// identity column, `INTEGER` `BIGINT` (SQLite's integers are 64-bit), `REAL` `DOUBLE
/// PRECISION`, the two-argument `min`/`max` `LEAST`/`GREATEST`, and SQLite's table options
/// (`STRICT`, `WITHOUT ROWID`) go. Words are matched whole and in capitals, as the migrations
/// write their types; comments are kept as they are.
pub fn postgres_schema(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 256);
    for line in sql.lines() {
        let (code, comment) = match line.find("--") {
            Some(at) => line.split_at(at),
            None => (line, ""),
        };
        let code = code
            .replace(
                "INTEGER PRIMARY KEY",
                "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
            )
            .replace(") STRICT, WITHOUT ROWID;", ");")
            .replace(") STRICT;", ");")
            .replace(" min(", " LEAST(")
            .replace(" max(", " GREATEST(");
        let code = replace_word(&code, "INTEGER", "BIGINT");
        let code = replace_word(&code, "REAL", "DOUBLE PRECISION");
        out.push_str(&code);
        out.push_str(comment);
        out.push('\n');
    }
    out
}

/// `text` with each whole-word `word` replaced by `by`.
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        let boundary = |c: Option<char>| !c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        out.push_str(&rest[..at]);
        if boundary(before) && boundary(after) {
            out.push_str(by);
        } else {
            out.push_str(word);
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

impl rusqlite::ToSql for Cell {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, Value, ValueRef};
        Ok(match self {
            Cell::Null => ToSqlOutput::Owned(Value::Null),
            Cell::Int(v) => ToSqlOutput::Owned(Value::Integer(*v)),
            Cell::Real(v) => ToSqlOutput::Owned(Value::Real(*v)),
            Cell::Text(s) => ToSqlOutput::Borrowed(ValueRef::Text(s.as_bytes())),
            Cell::Blob(b) => ToSqlOutput::Borrowed(ValueRef::Blob(b)),
        })
    }
}

type BoxError = Box<dyn std::error::Error + Sync + Send>;

impl ToSql for Cell {
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, BoxError> {
        match self {
            Cell::Null => Ok(IsNull::Yes),
            Cell::Int(v) => match *ty {
                Type::INT8 => v.to_sql(ty, out),
                Type::INT4 => i32::try_from(*v)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*v)?.to_sql(ty, out),
                Type::BOOL => (*v != 0).to_sql(ty, out),
                #[allow(clippy::cast_precision_loss)]
                Type::FLOAT8 => (*v as f64).to_sql(ty, out),
                Type::TEXT | Type::VARCHAR => v.to_string().to_sql(ty, out),
                _ => Err(format!("an integer for a {ty} parameter").into()),
            },
            Cell::Real(v) => match *ty {
                Type::FLOAT8 => v.to_sql(ty, out),
                #[allow(clippy::cast_possible_truncation)]
                Type::FLOAT4 => (*v as f32).to_sql(ty, out),
                _ => Err(format!("a real for a {ty} parameter").into()),
            },
            Cell::Text(s) => s.as_str().to_sql(ty, out),
            Cell::Blob(b) => b.as_slice().to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

impl<'a> FromSql<'a> for Cell {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, BoxError> {
        Ok(match *ty {
            Type::INT8 => Cell::Int(i64::from_sql(ty, raw)?),
            Type::INT4 => Cell::Int(i64::from(i32::from_sql(ty, raw)?)),
            Type::INT2 => Cell::Int(i64::from(i16::from_sql(ty, raw)?)),
            Type::BOOL => Cell::Int(i64::from(bool::from_sql(ty, raw)?)),
            Type::FLOAT8 => Cell::Real(f64::from_sql(ty, raw)?),
            Type::FLOAT4 => Cell::Real(f64::from(f32::from_sql(ty, raw)?)),
            Type::BYTEA => Cell::Blob(<Vec<u8>>::from_sql(ty, raw)?),
            Type::TEXT | Type::VARCHAR | Type::NAME | Type::BPCHAR => {
                Cell::Text(String::from_sql(ty, raw)?)
            }
            _ => return Err(format!("a {ty} column (cast it in the query)").into()),
        })
    }

    fn from_sql_null(_: &Type) -> Result<Self, BoxError> {
        Ok(Cell::Null)
    }

    fn accepts(_: &Type) -> bool {
        true
    }
}

#[cfg(test)]
mod tests;
