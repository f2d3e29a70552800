//! PostgreSQL, the store shared by bot processes on several hosts (SQLite stays the default).
//!
//! The store's SQL is the same as SQLite's (see `sql`); this file holds what only PostgreSQL
//! needs:
//!
//! - **Connections** come from `r2d2` pools (reads, writes under the write lock, writes that
//!   lock their rows: each its own, so that none waits for the others' connections). Each
//!   keeps its prepared statements (a move's statements are parsed once per connection, not
//!   once per move) and sends a transaction's statements without waiting between them where it
//!   can (`conn`: a move of a game that goes on is one round trip). A connection that broke
//!   (the server restarted, the link was cut) is dropped by the pool and opened again on the
//!   next call, so a process recovers by itself when the database comes back. A call that
//!   finds no connection within [`CONNECT_TIMEOUT`] fails (the user is told to try again) and
//!   writes nothing; while the server is away (the pools' last attempt to connect failed) it
//!   fails at once (see `Down`).
//! - **The connection string** (a URL or libpq's `key=value` pairs) is never shown with its
//!   password: `redact`, and `Secrets` for the client's and server's errors.
//! - **Writes** of two kinds. A move of a game that goes on writes only its game's row (locked
//!   by the `UPDATE` that checks its version), its actions (numbered under that lock), its
//!   interaction (a primary key) and its player's name: it takes nothing else, so moves of
//!   different games, from any process, are written side by side (`Store::write_rows`). Every
//!   other write (one that ends a game, with its ratings; a challenge, refused when one is
//!   open; tournaments) first takes one transaction-level advisory lock ([`WRITE_LOCK`]): those
//!   are applied one at a time across every process, as SQLite's one writer applies them, so
//!   each guarantee the store gives on SQLite holds as it is. Reads take no lock and never wait
//!   for writes. What this costs, and where it would stop, is measured in `docs/scaling.md`.
//! - **Server settings**: with PostgreSQL's default `synchronous_commit = on` every commit
//!   waits for its own flush of the log to disk (measured: 3.5 ms a flush on the development
//!   machine; writes under the write lock wait for one another's, so at most about 280 a
//!   second). An operator sets `ALTER DATABASE tabula SET synchronous_commit = off` (never
//!   `fsync = off`): a commit is then flushed within a fraction of a second, and a crash of the
//!   database server (not of a bot host) may lose the last moves acknowledged in that time,
//!   never half of one; SQLite's `synchronous=NORMAL`, the default store's, is of the same
//!   kind. `benches/store.rs` and `e2e_load` run so.
//! - **The schema** is SQLite's migrations translated (`sql::postgres_schema`), applied in order
//!   under another advisory lock ([`MIGRATE_LOCK`]) so that two processes starting together do
//!   not both apply one; the version is the one row of `tabula_schema`.

use std::convert::Infallible;
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use super::migrate::MIGRATION_FILES;
use super::sql::{postgres_schema, Db};
use super::StoreError;

pub mod cluster;
mod conn;
pub mod listen;
mod redact;

pub use conn::PgConn;
pub use redact::{is_url, redact, Secrets};

pub use listen::{Listener, Listening, DUTY_LOCK, WAKE_CHANNEL};

/// The advisory lock every write transaction takes first.
pub const WRITE_LOCK: i64 = 0x7461_6275_6C61_0001;
/// The advisory lock held while migrating.
pub const MIGRATE_LOCK: i64 = 0x7461_6275_6C61_0002;
/// The oldest PostgreSQL the store is tested against and accepts.
pub const MIN_SERVER_VERSION: u32 = 14;
/// How long a call waits for a connection (one being opened again after a cut included).
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// `location` read as the client reads it, or why not in one line (naming it as `shown`, the
/// client's reason without any part of the password). A URL with more than one `@` is refused:
/// the client takes the first as the end of the password, so a raw `@` in a password would
/// send the rest to a host and database named by the password's pieces.
fn parse(location: &str, shown: &str, secrets: &Secrets) -> Result<tokio_postgres::Config, String> {
    let after_scheme = location
        .strip_prefix("postgres://")
        .or_else(|| location.strip_prefix("postgresql://"));
    if after_scheme.is_some_and(|rest| rest.matches('@').count() > 1) {
        return Err(format!(
            "{shown} is not a PostgreSQL URL Tabula can read: it holds more than one `@` (write \
             an `@` of the password as %40)"
        ));
    }
    location.parse().map_err(|e| {
        format!(
            "{shown} is not a PostgreSQL URL or connection string: {}",
            secrets.hide(&error_line(&e))
        )
    })
}

/// A store's error in one line: PostgreSQL's as [`error_line`] tells it.
fn store_error_line(error: &StoreError) -> String {
    match error {
        StoreError::Postgres(e) => error_line(e),
        other => other.to_string(),
    }
}

/// PostgreSQL's error in one line: the server's message (and its code) when it sent one, else
/// the client's.
pub fn error_line(error: &postgres::Error) -> String {
    if let Some(db) = error.as_db_error() {
        return format!("{} ({})", db.message(), db.code().code());
    }
    let mut line = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(s) = source {
        let more = s.to_string();
        if !line.contains(&more) {
            line = format!("{line}: {more}");
        }
        source = s.source();
    }
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Opens the pools' connections.
struct Manager {
    config: tokio_postgres::Config,
    down: std::sync::Arc<Down>,
}

/// Whether the server is away: the last connection the pools tried to open failed, and none
/// opened since. While it is, a call that finds no connection ready fails at once (the user is
/// told to try again in a moment) instead of waiting [`CONNECT_TIMEOUT`] for a connection that
/// will not come; the pools go on trying to connect in the background (r2d2 tries again after
/// 0.2 s, then twice as long each time up to half of [`CONNECT_TIMEOUT`]), and the first that
/// opens ends it, so calls are served again as soon as the server is back.
#[derive(Debug, Default)]
struct Down(Mutex<Option<Instant>>);

impl Down {
    fn set(&self, down: bool) {
        let mut since = self.0.lock();
        match (down, *since) {
            (true, None) => *since = Some(Instant::now()),
            (false, Some(_)) => *since = None,
            _ => {}
        }
    }

    /// Whether a call that started at `started` and found no connection fails now: the server
    /// has been away for [`DOWN_GRACE`], or the call waited [`DOWN_WAIT`] (a failed attempt
    /// may be one of a link that works again, which the pools' next connection shows).
    fn fails_now(&self, started: Instant) -> bool {
        self.0
            .lock()
            .is_some_and(|since| since.elapsed() >= DOWN_GRACE || started.elapsed() >= DOWN_WAIT)
    }
}

/// How long after the first failed attempt to connect a call still waits a moment
/// ([`DOWN_WAIT`]) before it fails.
const DOWN_GRACE: Duration = Duration::from_millis(500);

/// How long a call waits for a connection during [`DOWN_GRACE`].
const DOWN_WAIT: Duration = Duration::from_millis(250);

/// Whether a connection that could not be opened says the server is away: no answer (refused,
/// timed out, cut), or the server starting or stopping. A refusal of a server that answers
/// (too many connections, a login refused) is not: a call then waits for a connection of the
/// pool to free, as it would without the failure.
fn server_away(error: &StoreError) -> bool {
    match error {
        StoreError::Postgres(e) => e
            .as_db_error()
            .is_none_or(|db| *db.code() == tokio_postgres::error::SqlState::CANNOT_CONNECT_NOW),
        _ => true,
    }
}

/// How often a call waiting for a connection looks again whether the server went away.
const DOWN_CHECK: Duration = Duration::from_millis(50);

/// How long opening one connection may take (the server's address not answering at all): a
/// connection is opened in a few milliseconds on a network, so this is only ever reached when
/// the server cannot be reached.
pub const DIAL_TIMEOUT: Duration = Duration::from_secs(2);

/// A pooled connection and when a call on it last succeeded.
struct Pooled {
    conn: PgConn,
    worked: Instant,
}

/// A connection that served a call this recently is handed out without asking the server
/// first: the check is a round trip, a tenth of a move's. One idle for longer is checked
/// (`is_valid`), so that a connection the server or the network dropped meanwhile is replaced
/// before a call fails on it.
const TRUSTED_FOR: Duration = Duration::from_secs(1);

impl r2d2::ManageConnection for Manager {
    type Connection = Pooled;
    type Error = StoreError;

    fn connect(&self) -> Result<Pooled, StoreError> {
        let conn = PgConn::connect(&self.config);
        self.down.set(conn.as_ref().err().is_some_and(server_away));
        Ok(Pooled {
            conn: conn?,
            worked: Instant::now(),
        })
    }

    fn is_valid(&self, pooled: &mut Pooled) -> Result<(), StoreError> {
        if pooled.worked.elapsed() < TRUSTED_FOR {
            return Ok(());
        }
        pooled.conn.ping()
    }

    fn has_broken(&self, pooled: &mut Pooled) -> bool {
        pooled.conn.is_closed()
    }
}

/// Where r2d2 reports a connection it could not open: kept for the error of the call that
/// waited for it (r2d2's own timeout error says only that it timed out).
#[derive(Debug, Default)]
struct LastError(Mutex<Option<String>>);

/// The pool's error handler, sharing [`LastError`] with the store.
#[derive(Debug)]
struct KeepError(std::sync::Arc<LastError>, Secrets);

impl r2d2::HandleError<StoreError> for KeepError {
    fn handle_error(&self, error: StoreError) {
        let line = self.1.hide(&store_error_line(&error));
        tracing::warn!("PostgreSQL: {line}");
        *self.0 .0.lock() = Some(line);
    }
}

/// Runs `f`, which blocks on PostgreSQL, where it may block. The `postgres` client drives its
/// connection on a small runtime of its own and refuses to be called on a thread that runs
/// tokio's tasks: the bot calls the store from its blocking pool, but a call made on a task
/// (a quick read in a command, the store dropped when the bot stops) is moved out of the
/// runtime's way with `block_in_place` first. Elsewhere (threads, tests) it runs as it is.
fn blocking<T>(f: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current() {
        Ok(handle) if handle.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(f)
        }
        _ => f(),
    }
}

/// The pools and what they last failed with.
pub struct PgStore {
    /// Reads (and the writes that commit statement by statement), writes under the write lock
    /// and writes that lock their rows each have connections of their own, so that writers
    /// never hold every connection while reads wait for one (reads stay apart from writes, as
    /// SQLite's reading connections are). Taken out only when the store is dropped (see
    /// [`blocking`]).
    pools: Option<Pools>,
    last_error: std::sync::Arc<LastError>,
    /// Whether the server is away (see [`Down`]).
    down: std::sync::Arc<Down>,
    /// The URL without its password (errors name it).
    shown: String,
    /// What of the URL an error must not show (see `redact`).
    secrets: Secrets,
    /// How to connect (the listener opens its own connection).
    config: tokio_postgres::Config,
}

struct Pools {
    readers: r2d2::Pool<Manager>,
    locked: r2d2::Pool<Manager>,
    rows: r2d2::Pool<Manager>,
}

/// Which of [`Pools`] a call's connection comes from.
#[derive(Clone, Copy)]
enum Use {
    Read,
    Locked,
    Rows,
}

/// Reading connections per process by default: two per core, at least 4, at most 16.
fn pool_size() -> u32 {
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
    u32::try_from(cores * 2).unwrap_or(16).clamp(4, 16)
}

/// The fewest connections a process can work with: one for reads, one for moves, the write
/// lock's two and the listener's.
pub const MIN_CONNECTIONS: u32 = 5;

/// The most connections a process may be told to open (`database_connections`).
pub const MAX_CONNECTIONS: u32 = 1_000;

/// How many connections each of a process's pools opens: [`Connections::total`] with the write
/// lock's [`WRITE_CONNECTIONS`] and the listener's one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Connections {
    pub readers: u32,
    pub rows: u32,
}

impl Connections {
    /// Without a setting: as many for moves as for reads, two per core each (4 to 16).
    pub fn by_cores() -> Connections {
        Connections {
            readers: pool_size(),
            rows: row_writers(),
        }
    }

    /// `total` connections in all (the operator's `database_connections`, at least
    /// [`MIN_CONNECTIONS`]): the write lock's and the listener's taken out, the rest split
    /// between reads and moves, reads getting the odd one.
    pub fn within(total: u32) -> Connections {
        let rest = total.saturating_sub(WRITE_CONNECTIONS + 1).max(2);
        Connections {
            readers: rest - rest / 2,
            rows: rest / 2,
        }
    }

    /// Every connection of the process, the write lock's and the listener's included.
    pub fn total(&self) -> u32 {
        self.readers + self.rows + WRITE_CONNECTIONS + 1
    }
}

/// Connections for writes under the write lock, per process. Those writes are applied one at a
/// time anyway: one connection applies a write while the next waits for the lock on the server,
/// ready to go on the moment the first commits (one round trip sooner than taking a connection
/// only then); the other writers of the process wait in the pool, not on the server.
const WRITE_CONNECTIONS: u32 = 2;

/// Connections for writes that lock their rows (a move of a game that goes on), per process: as
/// many as for reads (measured on 2 cores with `benches/store.rs`: 4 connections wrote about
/// 1,600 moves/s at 4 and 8 writers, 2 connections about 900).
fn row_writers() -> u32 {
    pool_size()
}

impl PgStore {
    /// Connects to `url`, checks the server's version, and migrates the schema; the pools have
    /// `connections` (see [`Connections`]).
    pub fn open(url: &str, connections: Connections) -> Result<PgStore, StoreError> {
        blocking(|| PgStore::connect(url, connections))
    }

    fn connect(url: &str, connections: Connections) -> Result<PgStore, StoreError> {
        let shown = redact(url);
        let secrets = Secrets::of(url);
        let mut config = parse(url, &shown, &secrets).map_err(StoreError::Connect)?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(DIAL_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("tabula");
        }
        // A link that stops answering (a host cut off, a server gone) fails a call within
        // seconds instead of TCP's quarter of an hour: the user is told to try again, and the
        // pool opens a fresh connection once the link is back.
        if config.get_tcp_user_timeout().is_none() {
            config.tcp_user_timeout(CONNECT_TIMEOUT);
        }
        if config.get_keepalives_idle() == Duration::from_secs(2 * 60 * 60) {
            config
                .keepalives_idle(Duration::from_secs(5))
                .keepalives_interval(Duration::from_secs(2))
                .keepalives_retries(3);
        }
        // The first connection is opened here, so that a wrong address, user or password is one
        // clear line at start rather than a pool's time-out.
        let mut first = PgConn::connect(&config).map_err(|e| {
            StoreError::Connect(format!(
                "cannot connect to {shown}: {}",
                secrets.hide(&store_error_line(&e))
            ))
        })?;
        check_version(&mut first, &shown)?;
        migrate(&mut first, &shown)
            .map_err(|e| StoreError::Connect(secrets.hide(&e.to_string())))?;
        drop(first);
        let last_error = std::sync::Arc::new(LastError::default());
        let down = std::sync::Arc::new(Down::default());
        let pool = |size: u32| {
            r2d2::Pool::builder()
                .max_size(size)
                // Opened whole at start and kept: a process's connections (and the memory of
                // their buffers and statement caches) are what its busiest moment needs from
                // the first minute, not opened, closed and opened again as calls overlap or a
                // connection reaches an age (r2d2's defaults: 10 idle minutes, 30 in all). A
                // broken connection is still replaced.
                .min_idle(None)
                .idle_timeout(None)
                .max_lifetime(None)
                .connection_timeout(CONNECT_TIMEOUT)
                .error_handler(Box::new(KeepError(
                    std::sync::Arc::clone(&last_error),
                    secrets.clone(),
                )))
                .build_unchecked(Manager {
                    config: config.clone(),
                    down: std::sync::Arc::clone(&down),
                })
        };
        let pools = Pools {
            readers: pool(connections.readers),
            locked: pool(WRITE_CONNECTIONS),
            rows: pool(connections.rows),
        };
        tracing::info!(
            "PostgreSQL: at most {} connections from this process ({} for reads, {} for moves, \
             {WRITE_CONNECTIONS} for writes under the lock, 1 listening)",
            connections.total(),
            connections.readers,
            connections.rows,
        );
        Ok(PgStore {
            pools: Some(pools),
            last_error,
            down,
            shown,
            secrets,
            config,
        })
    }

    /// A connection for `of`.
    fn conn(&self, of: Use) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        let pools = self
            .pools
            .as_ref()
            .ok_or_else(|| StoreError::Unavailable(format!("{}: closed", self.shown)))?;
        let pool = match of {
            Use::Read => &pools.readers,
            Use::Locked => &pools.locked,
            Use::Rows => &pools.rows,
        };
        let unavailable = || {
            let why = self
                .last_error
                .0
                .lock()
                .clone()
                .unwrap_or_else(|| "no connection was free".to_string());
            StoreError::Unavailable(format!("{}: {why}", self.shown))
        };
        // A connection ready (or one that frees) is taken as long as the server is there; while
        // it is away (see `Down`) the call fails at once.
        let started = Instant::now();
        let until = started + CONNECT_TIMEOUT;
        loop {
            if let Some(conn) = pool.try_get() {
                return Ok(conn);
            }
            if self.down.fails_now(started) {
                return Err(unavailable());
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(unavailable());
            }
            if let Ok(conn) = pool.get_timeout(left.min(DOWN_CHECK)) {
                return Ok(conn);
            }
        }
    }

    /// One write transaction, under the write lock (see the module's text), committed only when
    /// `f` returns `Ok(Ok(_))` (see `Store::write_unless`).
    pub(super) fn write_unless<T, R>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<Result<T, R>, StoreError>,
    ) -> Result<Result<T, R>, StoreError> {
        blocking(|| {
            let mut conn = self.conn(Use::Locked)?;
            let out = in_transaction_unless(
                &mut conn.conn,
                &format!("BEGIN; SELECT pg_advisory_xact_lock({WRITE_LOCK})"),
                f,
            );
            worked(&self.down, &mut conn, out)
        })
    }

    /// One write transaction without the write lock, on a connection of the row writers' pool:
    /// for writes that lock the rows they take (`Store::write_rows`).
    pub(super) fn write_rows<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        blocking(|| {
            let mut conn = self.conn(Use::Rows)?;
            let out = in_transaction(&mut conn.conn, "BEGIN", f);
            worked(&self.down, &mut conn, out)
        })
    }

    /// Reads in one transaction that sees one committed state.
    pub(super) fn snapshot<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        blocking(|| {
            let mut conn = self.conn(Use::Read)?;
            let out = in_transaction(
                &mut conn.conn,
                "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
                f,
            );
            worked(&self.down, &mut conn, out)
        })
    }

    /// Statements that each commit by themselves.
    pub(super) fn each<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        blocking(|| {
            let mut conn = self.conn(Use::Read)?;
            let out = f(&mut Db::Postgres(&mut conn.conn));
            worked(&self.down, &mut conn, out)
        })
    }

    /// Starts this process's listener (see `listen`): the clock's wake-ups and the bot's duties
    /// are told to `to` until the returned handle is dropped.
    pub fn listen(&self, to: std::sync::Arc<dyn Listening>) -> std::io::Result<Listener> {
        listen::start(
            postgres::Config::from(self.config.clone()),
            self.shown.clone(),
            self.secrets.clone(),
            to,
        )
    }

    /// Runs `f` on a pooled connection (tests).
    #[cfg(test)]
    pub(super) fn with_conn<T>(&self, f: impl FnOnce(&mut PgConn) -> T) -> T {
        blocking(|| {
            let mut conn = self.conn(Use::Read).expect("a PostgreSQL connection");
            f(&mut conn.conn)
        })
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        let pools = self.pools.take();
        blocking(move || drop(pools));
    }
}

/// `out`, the result of a call on `pooled`; a call that succeeded marks the connection as
/// working (see [`TRUSTED_FOR`]) and the server as there (see [`Down`]).
fn worked<T>(
    down: &Down,
    pooled: &mut Pooled,
    out: Result<T, StoreError>,
) -> Result<T, StoreError> {
    if out.is_ok() {
        pooled.worked = Instant::now();
        // The server answered: it is not away (a connection attempt that failed meanwhile was
        // of a link that works again).
        down.set(false);
    }
    out
}

/// Runs `f` between `begin` and `COMMIT` (`ROLLBACK` when `f` or the commit fails).
fn in_transaction<T>(
    conn: &mut PgConn,
    begin: &str,
    f: impl FnOnce(&mut Db<'_>) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    match in_transaction_unless(conn, begin, |db| f(db).map(Ok::<T, Infallible>))? {
        Ok(out) => Ok(out),
        Err(never) => match never {},
    }
}

/// Runs `f` between `begin` and `COMMIT` when it returns `Ok(Ok(_))`; `ROLLBACK` otherwise (its
/// refusal `Ok(Err(_))`, its error, or a failed commit).
fn in_transaction_unless<T, R>(
    conn: &mut PgConn,
    begin: &str,
    f: impl FnOnce(&mut Db<'_>) -> Result<Result<T, R>, StoreError>,
) -> Result<Result<T, R>, StoreError> {
    // Sent with the transaction's first statement (see `conn`).
    conn.begin(begin);
    let out = f(&mut Db::Postgres(conn));
    let ended = if matches!(out, Ok(Ok(_))) {
        conn.commit()
    } else {
        conn.rollback()
    };
    match ended {
        Ok(()) => out,
        // A failed ROLLBACK leaves nothing written either; the first error is the one to tell.
        Err(e) => out.and(Err(e)),
    }
}

/// `tabula doctor` on PostgreSQL: connects without migrating, refuses a database that is not
/// Tabula's or not of this build's schema, then runs every check in one read-only transaction
/// (one snapshot; it writes nothing).
pub fn check(url: &str) -> Result<super::doctor::Report, super::doctor::DoctorError> {
    use super::doctor::DoctorError;
    let shown = redact(url);
    let secrets = Secrets::of(url);
    let unreadable = |e: StoreError| DoctorError::Unreadable(secrets.hide(&e.to_string()));
    let mut config = parse(url, &shown, &secrets).map_err(DoctorError::Unreadable)?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(DIAL_TIMEOUT);
    }
    let mut conn = PgConn::connect(&config).map_err(|e| {
        DoctorError::Unreadable(format!(
            "cannot connect to {shown}: {}",
            secrets.hide(&store_error_line(&e))
        ))
    })?;
    check_version(&mut conn, &shown).map_err(unreadable)?;
    let mut db = Db::Postgres(&mut conn);
    let found = db.schema_version().map_err(unreadable)?;
    if found == 0 {
        use super::migrate::Owner;
        return Err(match owner(&mut db, found).map_err(unreadable)? {
            Owner::Unversioned => DoctorError::Unversioned { tables_of: None },
            Owner::Other(names) => DoctorError::NotTabula(format!(
                "it holds tables of another program: {}",
                names.join(", ")
            )),
            Owner::Empty | Owner::Tabula => DoctorError::NotTabula("no tabula_schema table".into()),
        });
    }
    let reads = MIGRATION_FILES.len();
    if found != reads {
        return Err(DoctorError::SchemaVersion {
            found: i64::try_from(found).unwrap_or(i64::MAX),
            reads: i64::try_from(reads).unwrap_or(i64::MAX),
        });
    }
    in_transaction(
        &mut conn,
        "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        |db| Ok(super::doctor::check(db)),
    )
    .map_err(unreadable)
}

/// Refuses a server older than [`MIN_SERVER_VERSION`].
fn check_version(conn: &mut PgConn, shown: &str) -> Result<(), StoreError> {
    let number: i64 = Db::Postgres(conn).query_one(
        "SELECT CAST(current_setting('server_version_num') AS BIGINT)",
        &[],
        |r| r.get(0),
    )?;
    let major = u32::try_from(number / 10_000).unwrap_or(0);
    if major < MIN_SERVER_VERSION {
        return Err(StoreError::Connect(format!(
            "{shown} runs PostgreSQL {major}; Tabula needs PostgreSQL {MIN_SERVER_VERSION} or later"
        )));
    }
    Ok(())
}

/// Whose the database is (see `migrate::Owner`), by the tables of the schema Tabula writes to
/// (the first of the search path), its version table left out.
fn owner(db: &mut Db<'_>, version: usize) -> Result<super::migrate::Owner, StoreError> {
    let tables: Vec<String> = db.query(
        "SELECT CAST(c.relname AS TEXT) FROM pg_class c \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') \
         AND c.relname <> 'tabula_schema' ORDER BY c.relname",
        &[],
        |r| r.get(0),
    )?;
    Ok(super::migrate::Owner::of(&tables, version))
}

/// Applies the migrations the database has not had, each in a transaction of its own with its
/// new version, under [`MIGRATE_LOCK`]. A database of a later version than this program knows
/// is refused.
fn migrate(conn: &mut PgConn, shown: &str) -> Result<(), StoreError> {
    let mut db = Db::Postgres(conn);
    db.batch(&format!("SELECT pg_advisory_lock({MIGRATE_LOCK})"))?;
    let result = (|| {
        // A database that is not Tabula's, or has lost its version, is refused before Tabula
        // writes anything to it (its version table included).
        let current = db.schema_version()?;
        if current == 0 {
            if let Some(why) = owner(&mut db, current)?.refusal() {
                return Err(StoreError::Connect(format!("{shown}: {why}")));
            }
        }
        db.batch("CREATE TABLE IF NOT EXISTS tabula_schema (version BIGINT NOT NULL)")?;
        let current = db.schema_version()?;
        let known = MIGRATION_FILES.len();
        if current > known {
            return Err(StoreError::Connect(format!(
                "{shown} has schema version {current}, newer than this program's {known}: run a \
                 newer Tabula (or restore a backup made for this one)"
            )));
        }
        for (at, (name, sql)) in MIGRATION_FILES.iter().enumerate().skip(current) {
            let version = at + 1;
            // The SQL, then the step in Rust if the version has one, then the version: one
            // transaction.
            let result = db
                .batch(&format!("BEGIN;\n{}", postgres_schema(sql)))
                .and_then(|()| match super::migrate::step_of(version) {
                    Some(step) => step(&mut db).map(drop),
                    None => Ok(()),
                })
                .and_then(|()| {
                    db.batch(&format!(
                        "DELETE FROM tabula_schema;\nINSERT INTO tabula_schema (version) VALUES ({version});\nCOMMIT;"
                    ))
                });
            if let Err(e) = result {
                let _ = db.batch("ROLLBACK");
                return Err(StoreError::Connect(format!(
                    "migration {name} (schema version {version}) failed on {shown}: {e}"
                )));
            }
        }
        Ok(())
    })();
    let _ = db.batch(&format!("SELECT pg_advisory_unlock({MIGRATE_LOCK})"));
    result
}

#[cfg(test)]
mod tests;
