//! PostgreSQL's values as [`Cell`]s, and cells as its parameters: its stricter types (`INT4`
//! against `INT8`, `BOOL`) converted here, not at each call (the `postgres` feature).

use bytes::BytesMut;
use postgres::types::{to_sql_checked, FromSql, IsNull, ToSql, Type};

use super::{Cell, Row};
use crate::store::StoreError;

pub(in crate::store::sql) fn postgres_row(row: &postgres::Row) -> Result<Row, StoreError> {
    let mut cells = Vec::with_capacity(row.len());
    for i in 0..row.len() {
        cells.push(row.try_get::<_, Cell>(i)?);
    }
    Ok(Row { cells })
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
