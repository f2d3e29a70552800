//! The values of the store's SQL: a [`Cell`] (what both databases hold), the Rust values that
//! are one ([`ToCell`], [`FromCell`], `args!`), a [`Row`] of them, read column after column
//! through a [`Cursor`] as a [`FromRow`] type's declared list; and how each database's own
//! values become cells.

use rusqlite::types::ValueRef;

use crate::store::StoreError;

/// PostgreSQL's values as cells, and cells as its parameters (the `postgres` feature).
#[cfg(feature = "postgres")]
mod pg_cells;
#[cfg(feature = "postgres")]
pub(super) use pg_cells::postgres_row;

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

impl Row {
    /// How many columns the query selected.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// The row read column after column from its first (see [`Cursor`]).
    pub fn cursor(&self) -> Cursor<'_> {
        Cursor { row: self, at: 0 }
    }

    /// The row as a `T` whose declared columns are exactly the row's ([`FromRow`]): a reader that
    /// reads fewer or more columns than the query selected is an error, not a value read from
    /// its neighbour's column.
    pub fn read<T: FromRow>(&self) -> Result<T, StoreError> {
        let mut cursor = self.cursor();
        let value = T::from_row(&mut cursor)?;
        cursor.finish()?;
        Ok(value)
    }
}

/// A row read column after column, in the order a declared column list selects them (see
/// [`FromRow`]): no reader counts positions by hand.
pub struct Cursor<'r> {
    row: &'r Row,
    at: usize,
}

impl Cursor<'_> {
    /// The next column as a `T`.
    pub fn next<T: FromCell>(&mut self) -> Result<T, StoreError> {
        let value = self.row.get(self.at);
        self.at += 1;
        value
    }

    /// The next columns as a `T` of their own list (a player inside a tournament's row).
    pub fn read<T: FromRow>(&mut self) -> Result<T, StoreError> {
        T::from_row(self)
    }

    /// `Ok` if every column of the row was read, exactly.
    pub fn finish(&self) -> Result<(), StoreError> {
        if self.at == self.row.len() {
            Ok(())
        } else {
            Err(StoreError::Value(format!(
                "{} columns read of a row of {}",
                self.at,
                self.row.len()
            )))
        }
    }
}

/// A row type of the store, read through one declared column list: every query that reads it
/// selects [`FromRow::COLUMNS`] and reads it with [`Row::read`] (or [`Cursor::read`] within a
/// larger row), so a column added to the list and not to the reader, or the reverse, fails at
/// once (`store::tests::columns` reads each list from both databases).
pub trait FromRow: Sized {
    /// The columns, after `SELECT`, in the order [`FromRow::from_row`] reads them.
    const COLUMNS: &'static str;
    /// A `FROM` clause in which the names of [`FromRow::COLUMNS`] exist (most queries add their
    /// `WHERE` to it; the tests select the list from it).
    const FROM: &'static str;
    /// Reads the columns, in order.
    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError>;
}

/// A SQLite value as a [`Cell`].
pub(crate) fn sqlite_cell(value: ValueRef<'_>) -> Cell {
    match value {
        ValueRef::Null => Cell::Null,
        ValueRef::Integer(v) => Cell::Int(v),
        ValueRef::Real(v) => Cell::Real(v),
        ValueRef::Text(t) => Cell::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Cell::Blob(b.to_vec()),
    }
}

pub(super) fn sqlite_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Row> {
    let count = row.as_ref().column_count();
    let mut cells = Vec::with_capacity(count);
    for i in 0..count {
        cells.push(sqlite_cell(row.get_ref(i)?));
    }
    Ok(Row { cells })
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
