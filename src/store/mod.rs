//! Durable games: SQLite tables of players, games and every action ever played.
//!
//! The bot must survive restarts and serve several commands at once, so the database, not the
//! process, holds every game: the service loads a game, decides, and writes back, keeping nothing
//! in memory between calls. Three things make that safe:
//!
//! - every change of a game is one transaction that states the version it read
//!   (`UPDATE games SET version = version + 1 WHERE id = ? AND version = ?`); if someone else
//!   changed the game in between, nothing is written and [`StoreError::Conflict`] comes back;
//! - each game keeps both a JSON snapshot of its position (fast to load) and its ordered history
//!   (the truth): a snapshot that no longer decodes is rebuilt with [`AnyGame::replay`];
//! - nothing here panics on a bad row: damage is logged and returned as [`StoreError::Corrupt`].
//!
//! The schema lives in versioned migrations under `migrations/` (applied with
//! `rusqlite_migration`, tracked in SQLite's `user_version`: see `migrate`).
//!
//! This file holds the types and the connections; the rest is by topic: `rows` (reading a game
//! row, the snapshot's encoding), `players`, `games` (loading, replaying, listing), `writes`
//! (creating a challenge, applying a change), `clocks` and `open` (the same writes with a clock or
//! an open seat), `ratings`, `interactions`, `backup`, `checkpoint` and `doctor`.

use parking_lot::{Mutex, MutexGuard};
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{Connection, TransactionBehavior};

pub(crate) use sql::{args, Db};

use crate::games::{AnyGame, Side, ToAct, Variant};

use codes::{parse_side, side_code};
pub use codes::{ActionKind, EndCause, Ending, Status};
pub use interactions::{Claim, Origin, FORGET_BATCH, KEEP_INTERACTIONS};
use migrate::{migration_error, migrations, MIGRATIONS_SLICE};
use players::upsert_player;
use rows::{decode_snapshot, encode_state, same_position, RawGame, GAME_COLUMNS, GAME_FROM};

pub mod backup;
mod checkpoint;
pub mod clocks;
mod codes;
pub mod daily;
pub mod doctor;
mod games;
pub use games::Listed;
mod interactions;
mod migrate;
pub mod open;
#[cfg(feature = "postgres")]
pub mod pg;
/// Without the `postgres` feature, what the rest of the bot needs of `pg` whatever the build: a
/// connection string's redaction (config and logs hide a database URL's password), and what
/// tells a PostgreSQL URL from a file's path (to refuse it, with [`NO_POSTGRES`]).
#[cfg(not(feature = "postgres"))]
pub mod pg {
    mod redact;
    pub use redact::{is_url, redact, Secrets};
}
mod notices;
pub use notices::{DigestDue, NoticeChoice, TurnDue, WaitingGame};
mod players;
mod private;
pub mod puzzle_candidates;
pub mod puzzles;
pub mod ratings;
pub mod reviews;
mod rows;
pub(crate) mod sql;
#[cfg(test)]
pub(crate) mod testing;
mod threads;
pub mod tournaments;
#[cfg(feature = "postgres")]
pub mod transfer;
mod writes;

/// What a build without the `postgres` feature answers a PostgreSQL URL (`database`,
/// `--database`, `TABULA_DATABASE`), in one line.
pub const NO_POSTGRES: &str = "this build of Tabula has no PostgreSQL support: rebuild it with \
     the `postgres` feature (on by default), or give a SQLite file's path";

/// A game's id (the same integers the service shows as `#12`).
pub type GameId = i64;
/// A player's row id.
pub type PlayerId = i64;

/// How long a writer waits for another connection's lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How a connection that found the database locked waits: SQLite's own busy handler
/// (`busy_timeout`) sleeps 1, 2, 5, 10, 15, 20, 25, then 25, 50 and 100 ms between tries, so a
/// writer that met the checkpoint's lock for 5 ms slept 8 or 18 (issue 35: people's p99
/// 50-80 ms in the soak once the log was bounded, 8 ms before). Here it tries again every
/// [`BUSY_STEP`] for [`BUSY_FINE`] tries (a checkpoint's hold, about 10 ms), then every
/// [`BUSY_SLOW_STEP`] (another process's transaction), [`BUSY_TIMEOUT`] in all.
const BUSY_STEP: Duration = Duration::from_micros(200);
const BUSY_FINE: u32 = 50;
const BUSY_SLOW_STEP: Duration = Duration::from_millis(2);

/// The busy handler of the store's connections (see [`BUSY_STEP`]).
fn wait_for_lock(tries: i32) -> bool {
    let tries = u32::try_from(tries).unwrap_or(0);
    let (step, waited) = if tries < BUSY_FINE {
        (BUSY_STEP, BUSY_STEP * tries)
    } else {
        (
            BUSY_SLOW_STEP,
            BUSY_STEP * BUSY_FINE + BUSY_SLOW_STEP * (tries - BUSY_FINE),
        )
    };
    if waited >= BUSY_TIMEOUT {
        return false;
    }
    std::thread::sleep(step);
    true
}

/// A storage failure (never shown to users as is).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL's error, in one line (its message, never the connection's password).
    #[cfg(feature = "postgres")]
    #[error("database: {}", pg::error_line(.0))]
    Postgres(#[from] postgres::Error),
    /// The database could not be reached or set up (PostgreSQL: its address, version or
    /// schema), in one line.
    #[error("{0}")]
    Connect(String),
    /// The database cannot be reached now (PostgreSQL: no connection within the pool's time-out);
    /// nothing was written, and the call may be tried again.
    #[error("the database is unreachable: {0}")]
    Unavailable(String),
    /// A value of a row that is not what its column should hold.
    #[error("database: {0}")]
    Value(String),
    /// One line: the migration that failed and SQLite's reason (not the migration's SQL).
    #[error("{}", migration_error(.0))]
    Migration(Box<rusqlite_migration::Error>),
    /// The game changed (or disappeared) since it was read: nothing was written.
    #[error("game #{0} changed since it was read")]
    Conflict(GameId),
    /// The two players already have an open challenge for this variant: that one.
    #[error("an open challenge already exists: #{0}")]
    ChallengeExists(GameId),
    /// The checkpoint thread could not be started.
    #[error("checkpoint thread: {0}")]
    Checkpoint(String),
    /// A backup could not be written.
    #[error("backup: {0}")]
    Backup(String),
    /// This interaction (a Discord interaction id) already changed a game: nothing was written.
    #[error("interaction {0} was already handled")]
    Replayed(String),
    /// A row that cannot be understood, even by replaying the history.
    #[error("game #{game} is damaged: {reason}")]
    Corrupt { game: GameId, reason: String },
}

impl StoreError {
    /// Whether the database could not be reached at all (no connection in time, a connection
    /// that broke mid-call: closed, or an I/O error such as a time-out): the call may simply be
    /// tried again.
    pub fn is_unavailable(&self) -> bool {
        match self {
            StoreError::Unavailable(_) => true,
            #[cfg(feature = "postgres")]
            StoreError::Postgres(e) => {
                e.is_closed()
                    || std::error::Error::source(e).is_some_and(|s| s.is::<std::io::Error>())
            }
            _ => false,
        }
    }
}

impl From<rusqlite_migration::Error> for StoreError {
    fn from(e: rusqlite_migration::Error) -> Self {
        StoreError::Migration(Box::new(e))
    }
}

/// A player row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    pub id: PlayerId,
    pub external_id: String,
    pub name: String,
    pub mention: String,
}

/// A player as the caller knows them now (inserted, or their name and mention refreshed).
#[derive(Clone, Copy, Debug)]
pub struct NewPlayer<'a> {
    pub external_id: &'a str,
    pub name: &'a str,
    pub mention: &'a str,
}

/// A game row, without its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub id: GameId,
    pub variant: Variant,
    pub guild: Option<String>,
    pub channel: String,
    pub challenger: PlayerId,
    /// The players of the first and second side.
    pub players: [PlayerRecord; 2],
    pub status: Status,
    /// Who acts next; `Nobody` unless the game is active.
    pub to_act: ToAct,
    /// Set once finished.
    pub ending: Option<Ending>,
    /// Whether the result changes the players' ratings (a casual game does not).
    pub rated: bool,
    /// The tournament it is a game of, if any.
    pub tournament: Option<i64>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl GameRecord {
    /// The side `player` plays, if they play in this game.
    pub fn side_of(&self, player: PlayerId) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.players[s.index()].id == player)
    }

    pub fn player(&self, side: Side) -> &PlayerRecord {
        &self.players[side.index()]
    }

    /// The player who was challenged.
    pub fn challenged(&self) -> &PlayerRecord {
        if self.players[0].id == self.challenger {
            &self.players[1]
        } else {
            &self.players[0]
        }
    }

    /// The player who made the challenge.
    pub fn challenger(&self) -> &PlayerRecord {
        if self.players[0].id == self.challenger {
            &self.players[0]
        } else {
            &self.players[1]
        }
    }
}

/// One action of a game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRecord {
    pub seq: i64,
    /// `None` for chance.
    pub actor: Option<PlayerId>,
    pub kind: ActionKind,
    pub text: String,
    pub created_at: i64,
}

/// An action to append to a game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewAction {
    pub actor: Option<PlayerId>,
    pub kind: ActionKind,
    pub text: String,
}

/// A challenge to create.
#[derive(Clone, Copy, Debug)]
pub struct NewChallenge<'a> {
    pub variant: Variant,
    pub guild: Option<&'a str>,
    pub channel: &'a str,
    pub challenger: NewPlayer<'a>,
    pub challenged: NewPlayer<'a>,
    /// The side the challenger will play.
    pub challenger_side: Side,
    /// The starting position.
    pub state: &'a AnyGame,
    /// Whether the result will change the players' ratings.
    pub rated: bool,
    /// Whether the game is to be played in a thread of its channel once it starts (a challenge
    /// made with `thread: True`, a tournament game): see [`Store::move_to_thread`].
    pub thread: bool,
}

/// One change of a game, written in one transaction with its actions.
#[derive(Clone, Copy, Debug)]
pub struct Change<'a> {
    pub status: Status,
    /// The position after the change.
    pub state: &'a AnyGame,
    /// Required when `status` is `Finished`.
    pub ending: Option<Ending>,
    /// Appended to the history, in order.
    pub actions: &'a [NewAction],
    /// The player who made the change, to refresh their name and mention.
    pub touch: Option<NewPlayer<'a>>,
}

/// The database. Cheap to share: SQLite's writing connection sits behind a mutex with a few
/// reading connections beside it (see [`Store::reader`]); PostgreSQL's connections come from a
/// pool (see `pg`).
pub struct Store {
    backend: Backend,
    /// The version of each game whose snapshot this process has checked against its history,
    /// or written itself from a checked one (see [`Store::load`]).
    verified: Mutex<std::collections::HashMap<GameId, i64>>,
}

/// Where the store keeps its rows.
enum Backend {
    Sqlite(Sqlite),
    #[cfg(feature = "postgres")]
    Postgres(pg::PgStore),
}

/// A SQLite database: a file (or memory) and its connections.
struct Sqlite {
    /// The one connection that writes (SQLite allows one writer at a time anyway). In memory it
    /// also serves the reads: an in-memory database cannot be opened twice.
    conn: Mutex<Connection>,
    /// Connections that only read (`PRAGMA query_only`), for a file database: in WAL mode they
    /// read the last committed state without waiting for the writer, nor it for them.
    readers: Vec<Mutex<Connection>>,
    /// Where the next read starts looking for a free reader (spreads the reads).
    next_reader: std::sync::atomic::AtomicUsize,
    /// Checkpoints the log of a file database on a thread of its own (see `checkpoint`).
    checkpointer: Option<checkpoint::Checkpointer>,
}

/// How many reading connections a file database gets: one per core, at least 2, at most 16
/// (each holds its own page cache of [`READER_CACHE_KIB`]).
fn reader_count() -> usize {
    std::thread::available_parallelism()
        .map_or(2, std::num::NonZeroUsize::get)
        .clamp(2, 16)
}

/// The writer's page cache, in KiB (SQLite's default is 2 MiB): the pages of the games in play
/// and the right edges of the indexes, which every move writes, stay in memory; the rest is
/// read from the operating system's file cache. Every page a move writes is new to it or a
/// recent one, so at 200 moves/s the cache is full within about four minutes, and the bot's
/// memory is flat from then on (it was 16 MiB: it went on filling until minute 13, which missed
/// issue 35's "RSS within ±10% of minute 5", see docs/reliability.md §6).
const WRITER_CACHE_KIB: i64 = 8_192;

/// The page cache of a reading connection, in KiB: the readers share the operating system's
/// file cache beyond this.
const READER_CACHE_KIB: i64 = 2_048;

/// Prepared statements kept per connection. The store has about 50 distinct statements and
/// rusqlite keeps 16 by default, so a move's statements pushed each other out and were parsed
/// again each time (SQLite's parser was 4% of the bot's CPU under load).
const STATEMENT_CACHE: usize = 128;

/// A connection to `path` (already in WAL mode, migrated) that refuses to write.
fn open_reader(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_handler(Some(wait_for_lock))?;
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    conn.pragma_update(None, "query_only", true)?;
    conn.pragma_update(None, "cache_size", -READER_CACHE_KIB)?;
    Ok(conn)
}

/// Creates the database file `path`, empty, readable and writable by its owner only (Unix:
/// `0600`), if there is none yet: SQLite would create it `0644` (under the usual umask), and it
/// gives the `-wal` and `-shm` files the main file's permissions. An existing file is left as
/// it is; a failure here is left for SQLite's own open to report.
fn create_private(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Names SQLite reads as something else than a file name are SQLite's to handle.
        let name = path.to_string_lossy();
        if name.is_empty() || name == ":memory:" || name.starts_with("file:") {
            return;
        }
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path);
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// Unix seconds now.
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

impl Store {
    /// Opens (or creates) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with_readers(path, reader_count())
    }

    /// Opens the database `location` names: a `postgres://` (or `postgresql://`) URL, or else a
    /// SQLite file's path.
    /// `connections`: the most connections to PostgreSQL the process opens
    /// (`database_connections`; see [`pg::Connections::within`]); by the cores without it.
    /// Without the `postgres` feature, a PostgreSQL URL is refused with [`NO_POSTGRES`].
    pub fn open_location(location: &str, connections: Option<u32>) -> Result<Store, StoreError> {
        if !pg::is_url(location) {
            return Store::open(Path::new(location));
        }
        #[cfg(feature = "postgres")]
        {
            let connections =
                connections.map_or_else(pg::Connections::by_cores, pg::Connections::within);
            Store::open_postgres_with(location, connections)
        }
        #[cfg(not(feature = "postgres"))]
        {
            let _ = connections;
            Err(StoreError::Connect(NO_POSTGRES.to_string()))
        }
    }

    /// Connects to a PostgreSQL database (`postgres://user@host/db`), checks the server's
    /// version and brings the schema up to date.
    #[cfg(feature = "postgres")]
    pub fn open_postgres(url: &str) -> Result<Store, StoreError> {
        Store::open_postgres_with(url, pg::Connections::by_cores())
    }

    /// As [`Store::open_postgres`], with pools of `connections`.
    #[cfg(feature = "postgres")]
    pub fn open_postgres_with(
        url: &str,
        connections: pg::Connections,
    ) -> Result<Store, StoreError> {
        Ok(Store::with_backend(Backend::Postgres(pg::PgStore::open(
            url,
            connections,
        )?)))
    }

    /// Starts listening to the other processes of a PostgreSQL database (see `pg::listen`);
    /// `None` on SQLite, which has no channel between processes.
    #[cfg(feature = "postgres")]
    pub fn listen(
        &self,
        to: std::sync::Arc<dyn pg::Listening>,
    ) -> std::io::Result<Option<pg::Listener>> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.listen(to).map(Some),
        }
    }

    /// [`Store::open`] with `readers` reading connections (0: every read goes through the
    /// writer's connection, as before they existed; `benches/store.rs` compares the two).
    pub fn open_with_readers(path: &Path, readers: usize) -> Result<Store, StoreError> {
        create_private(path);
        let mut sqlite = Sqlite::setup(Connection::open(path)?)?;
        sqlite
            .conn
            .lock()
            .pragma_update(None, "wal_autocheckpoint", 0)?;
        sqlite.checkpointer = Some(checkpoint::Checkpointer::start(path)?);
        for _ in 0..readers {
            sqlite.readers.push(Mutex::new(open_reader(path)?));
        }
        Ok(Store::with_backend(Backend::Sqlite(sqlite)))
    }

    /// A fresh database in memory (tests, benchmarks, the console's `--memory`).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Ok(Store::with_backend(Backend::Sqlite(Sqlite::setup(
            Connection::open_in_memory()?,
        )?)))
    }

    fn with_backend(backend: Backend) -> Store {
        Store {
            backend,
            verified: Mutex::new(std::collections::HashMap::new()),
        }
    }

    /// Whether the rows are in PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        #[cfg(feature = "postgres")]
        {
            matches!(self.backend, Backend::Postgres(_))
        }
        #[cfg(not(feature = "postgres"))]
        {
            false
        }
    }

    /// SQLite's store, if the rows are there (tests of SQLite's own connections).
    #[cfg(test)]
    fn sqlite(&self) -> Option<&Sqlite> {
        match &self.backend {
            Backend::Sqlite(sqlite) => Some(sqlite),
            #[cfg(feature = "postgres")]
            Backend::Postgres(_) => None,
        }
    }

    /// Runs `f` in one write transaction: committed when `f` returns `Ok`, rolled back (nothing
    /// written) when it returns an error. SQLite takes its write lock at the start (`BEGIN
    /// IMMEDIATE`); PostgreSQL takes the store's write lock (see `pg`), so writes are applied one
    /// at a time on both, as the version checks expect.
    pub(crate) fn write<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match self.write_unless(|db| f(db).map(Ok::<T, std::convert::Infallible>))? {
            Ok(out) => Ok(out),
            Err(never) => match never {},
        }
    }

    /// Before a bulk write (a batch of the scheduler's sweep): on a SQLite file, waits until
    /// the checkpoints have restarted the log, at most [`checkpoint::BULK_WAIT`] (see
    /// `Checkpointer::wait_for_room`). People's moves never wait here.
    pub(crate) fn pace_bulk_write(&self) {
        if let Backend::Sqlite(Sqlite {
            checkpointer: Some(checkpointer),
            ..
        }) = &self.backend
        {
            checkpointer.wait_for_room();
        }
    }

    /// [`Store::write`] for a change that may turn out to have nothing to write, or one part
    /// of which may fail: `Ok(Ok(_))` commits, `Ok(Err(refusal))` rolls everything back and
    /// hands the refusal to the caller (no error used as a signal), an error rolls back too.
    pub(crate) fn write_unless<T, R>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<Result<T, R>, StoreError>,
    ) -> Result<Result<T, R>, StoreError> {
        match &self.backend {
            Backend::Sqlite(sqlite) => {
                let mut conn = sqlite.conn.lock();
                let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
                let out = f(&mut Db::Sqlite(&tx))?;
                // Dropped uncommitted, the transaction rolls back.
                if out.is_ok() {
                    tx.commit()?;
                }
                Ok(out)
            }
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.write_unless(f),
        }
    }

    /// A write transaction for writes whose every check is held by the rows they lock (a move
    /// of a game that goes on, the clock sweep's claims): on PostgreSQL it does not take the
    /// store's write lock, so such writes run side by side and never wait behind the others;
    /// SQLite's is [`Store::write`]'s (one writer).
    pub(crate) fn write_rows<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => self.write(f),
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.write_rows(f),
        }
    }

    /// Runs `f` on the writer's connection without a transaction of its own (each statement
    /// commits by itself).
    pub(crate) fn write_each<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.backend {
            Backend::Sqlite(sqlite) => f(&mut Db::Sqlite(&sqlite.conn.lock())),
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.each(f),
        }
    }

    /// Runs reads that need not see a transaction of their own caller (see [`Store::reader`]):
    /// each statement reads the last committed state.
    pub(crate) fn read<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.backend {
            Backend::Sqlite(sqlite) => f(&mut Db::Sqlite(&sqlite.reader())),
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.each(f),
        }
    }

    /// Runs reads in one read transaction: every statement sees the same committed state.
    pub(crate) fn read_snapshot<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &self.backend {
            Backend::Sqlite(sqlite) => {
                let conn = sqlite.reader();
                let tx = conn.unchecked_transaction()?;
                f(&mut Db::Sqlite(&tx))
            }
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.snapshot(f),
        }
    }

    /// Runs `f` on a connection of either database (tests that need to damage rows on purpose).
    #[cfg(test)]
    pub(crate) fn with_db<T>(&self, f: impl FnOnce(&mut Db<'_>) -> T) -> T {
        match &self.backend {
            Backend::Sqlite(sqlite) => f(&mut Db::Sqlite(&sqlite.conn.lock())),
            #[cfg(feature = "postgres")]
            Backend::Postgres(pg) => pg.with_conn(|conn| f(&mut Db::Postgres(conn))),
        }
    }

    /// Runs `f` on the raw SQLite connection (tests of what only SQLite has).
    #[cfg(test)]
    pub(crate) fn with_conn<T>(&self, f: impl FnOnce(&Connection) -> T) -> T {
        match &self.backend {
            Backend::Sqlite(sqlite) => f(&sqlite.conn.lock()),
            #[cfg(feature = "postgres")]
            Backend::Postgres(_) => panic!("with_conn is SQLite's: use with_db"),
        }
    }
}

impl Sqlite {
    fn setup(mut conn: Connection) -> Result<Sqlite, StoreError> {
        // Before anything is written (the journal mode below is written to the file's header).
        migrate::check_owner(&conn)?;
        // In memory the journal stays "memory"; on a file it becomes "wal".
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "cache_size", -WRITER_CACHE_KIB)?;
        conn.busy_handler(Some(wait_for_lock))?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        migrations().to_latest(&mut conn)?;
        Ok(Sqlite {
            conn: Mutex::new(conn),
            readers: Vec::new(),
            next_reader: std::sync::atomic::AtomicUsize::new(0),
            checkpointer: None,
        })
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        // A panic while holding the lock leaves no half-done transaction behind (it rolls back on
        // drop), so the connection is still good (and parking_lot's mutex is never poisoned).
        self.conn.lock()
    }

    /// A connection for reads that need not see a transaction of their own caller: the writer's
    /// if it is free, else a free reader, else the next reader in turn (waiting for it); the
    /// writer's always when there are no readers (in memory). Each statement reads the last
    /// committed state; several statements on one connection may see different states (unless
    /// in one read transaction, as [`Store::load`] does), so reads that decide a write are
    /// checked again by the write (the version check).
    fn reader(&self) -> MutexGuard<'_, Connection> {
        let count = self.readers.len();
        if count == 0 {
            return self.conn();
        }
        // The writer's connection when nobody holds it: its page cache is warm (a reader's is
        // emptied by every commit of another connection), which saved about 8% of a move's CPU
        // on two cores. A write that arrives meanwhile waits for one read, not a queue of them.
        if let Some(writer) = self.conn.try_lock() {
            return writer;
        }
        let start = self
            .next_reader
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            % count;
        for i in 0..count {
            if let Some(guard) = self.readers[(start + i) % count].try_lock() {
                return guard;
            }
        }
        self.readers[start].lock()
    }
}

#[cfg(test)]
mod tests;
