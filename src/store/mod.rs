//! SQLite storage. STUB — being written by the store/service helper.

/// A storage failure (never shown to users as is).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
}
