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
//! `rusqlite_migration`, tracked in SQLite's `user_version`).

use parking_lot::{Mutex, MutexGuard};
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};
use rusqlite_migration::{Migrations, M};

use crate::games::{AnyGame, EndReason, Side, ToAct, Variant};

use codes::{parse_side, parse_to_act, side_code, to_act_code};
pub use codes::{ActionKind, EndCause, Ending, Status};
pub use interactions::InteractionScope;

pub mod backup;
mod checkpoint;
pub mod clocks;
mod codes;
#[cfg(test)]
mod codes_tests;
pub mod doctor;
mod interactions;
pub mod open;
pub mod ratings;
#[cfg(test)]
mod readers_tests;
#[cfg(test)]
mod tests;

/// A game's id (the same integers the service shows as `#12`).
pub type GameId = i64;
/// A player's row id.
pub type PlayerId = i64;

/// Each migration's file name (what an error names) and SQL, in order.
const MIGRATION_FILES: [(&str, &str); 5] = [
    ("0001_init", include_str!("migrations/0001_init.sql")),
    ("0002_ratings", include_str!("migrations/0002_ratings.sql")),
    ("0004_clocks", include_str!("migrations/0004_clocks.sql")),
    (
        "0005_open_challenges",
        include_str!("migrations/0005_open_challenges.sql"),
    ),
    (
        "0006_interactions",
        include_str!("migrations/0006_interactions.sql"),
    ),
];
const MIGRATIONS_SLICE: &[M<'static>] = &[
    M::up(MIGRATION_FILES[0].1),
    M::up(MIGRATION_FILES[1].1),
    M::up(MIGRATION_FILES[2].1),
    M::up(MIGRATION_FILES[3].1),
    M::up(MIGRATION_FILES[4].1),
];
const MIGRATIONS: Migrations<'static> = Migrations::from_slice(MIGRATIONS_SLICE);

/// How long a writer waits for another connection's lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// A storage failure (never shown to users as is).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sqlite(#[from] rusqlite::Error),
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

impl From<rusqlite_migration::Error> for StoreError {
    fn from(e: rusqlite_migration::Error) -> Self {
        StoreError::Migration(Box::new(e))
    }
}

/// A migration error in one line: `rusqlite_migration` shows the whole SQL of the migration
/// that failed (143 lines for the first), with SQLite's reason at its end; this names the
/// migration by its file and schema version instead.
fn migration_error(error: &rusqlite_migration::Error) -> String {
    if let rusqlite_migration::Error::RusqliteError { query, err } = error {
        if let Some(at) = MIGRATION_FILES.iter().position(|(_, sql)| sql == query) {
            return format!(
                "migration {} (schema version {}) failed: {err}",
                MIGRATION_FILES[at].0,
                at + 1
            );
        }
        return format!("migration: {err}");
    }
    let text = error.to_string();
    format!(
        "migration: {}",
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    )
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

/// The database. Cheap to share: the writing connection sits behind a mutex, and a file
/// database has a few reading connections beside it (see [`Store::reader`]).
pub struct Store {
    /// The one connection that writes (SQLite allows one writer at a time anyway). In memory it
    /// also serves the reads: an in-memory database cannot be opened twice.
    conn: Mutex<Connection>,
    /// Connections that only read (`PRAGMA query_only`), for a file database: in WAL mode they
    /// read the last committed state without waiting for the writer, nor it for them.
    readers: Vec<Mutex<Connection>>,
    /// Where the next read starts looking for a free reader (spreads the reads).
    next_reader: std::sync::atomic::AtomicUsize,
    /// The version of each game whose snapshot this process has checked against its history,
    /// or written itself from a checked one (see [`Store::load`]).
    verified: Mutex<std::collections::HashMap<GameId, i64>>,
    /// Checkpoints the log of a file database on a thread of its own (see `checkpoint`).
    _checkpointer: Option<checkpoint::Checkpointer>,
}

/// How many reading connections a file database gets: one per core, at least 2, at most 16
/// (each holds its own page cache of [`READER_CACHE_KIB`]).
fn reader_count() -> usize {
    std::thread::available_parallelism()
        .map_or(2, std::num::NonZeroUsize::get)
        .clamp(2, 16)
}

/// The page cache of a reading connection, in KiB: the writer keeps the big one (16 MiB), the
/// readers share the operating system's file cache beyond this.
const READER_CACHE_KIB: i64 = 4_096;

/// Prepared statements kept per connection. The store has about 50 distinct statements and
/// rusqlite keeps 16 by default, so a move's statements pushed each other out and were parsed
/// again each time (SQLite's parser was 4% of the bot's CPU under load).
const STATEMENT_CACHE: usize = 128;

/// A connection to `path` (already in WAL mode, migrated) that refuses to write.
fn open_reader(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
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

const GAME_COLUMNS: &str =
    "g.id, g.variant, g.guild, g.channel, g.challenger, g.status, g.to_act, \
     g.winner, g.end_reason, g.version, g.created_at, g.updated_at, \
     p1.id, p1.external_id, p1.name, p1.mention, p2.id, p2.external_id, p2.name, p2.mention, g.rated";

/// LEFT JOINs: a game whose player row is missing is read, and found damaged, rather than
/// looking like no game at all.
const GAME_FROM: &str = "FROM games g LEFT JOIN players p1 ON p1.id = g.first_player \
     LEFT JOIN players p2 ON p2.id = g.second_player";

/// The columns of a game row as read, before interpretation.
struct RawGame {
    id: GameId,
    variant: String,
    guild: Option<String>,
    channel: String,
    challenger: PlayerId,
    status: String,
    to_act: String,
    winner: Option<String>,
    end_reason: Option<String>,
    version: i64,
    created_at: i64,
    updated_at: i64,
    players: [PlayerRecord; 2],
    rated: bool,
    /// What could not be read (a NULL or a value of the wrong type where the schema promises
    /// otherwise, a missing player row): a row with any is [`StoreError::Corrupt`] once
    /// interpreted, so that one damaged row is set aside instead of failing a whole listing.
    damage: Vec<String>,
}

/// Column `at` of `row`, or the type's default with what was wrong added to `damage`.
fn column<T: rusqlite::types::FromSql + Default>(
    row: &Row,
    at: usize,
    damage: &mut Vec<String>,
) -> T {
    row.get(at).unwrap_or_else(|error| {
        let name = row.as_ref().column_name(at).unwrap_or("?");
        damage.push(format!("column {name}: {error}"));
        T::default()
    })
}

/// The player columns of a game row from `at` (a missing row reads as NULLs).
fn player_at(row: &Row, at: usize, which: &str, damage: &mut Vec<String>) -> PlayerRecord {
    if matches!(row.get_ref(at), Ok(rusqlite::types::ValueRef::Null)) {
        damage.push(format!("the {which} player's row is missing"));
        return PlayerRecord {
            id: 0,
            external_id: String::new(),
            name: String::new(),
            mention: String::new(),
        };
    }
    PlayerRecord {
        id: column(row, at, damage),
        external_id: column(row, at + 1, damage),
        name: column(row, at + 2, damage),
        mention: column(row, at + 3, damage),
    }
}

impl RawGame {
    /// Reads a row of [`GAME_COLUMNS`]; fails only if its id cannot be read.
    fn from_row(row: &Row) -> rusqlite::Result<RawGame> {
        let id: GameId = row.get(0)?;
        let mut damage = Vec::new();
        let players = [
            player_at(row, 12, "first", &mut damage),
            player_at(row, 16, "second", &mut damage),
        ];
        let d = &mut damage;
        let raw = RawGame {
            id,
            variant: column(row, 1, d),
            guild: column(row, 2, d),
            channel: column(row, 3, d),
            challenger: column(row, 4, d),
            status: column(row, 5, d),
            to_act: column(row, 6, d),
            winner: column(row, 7, d),
            end_reason: column(row, 8, d),
            version: column(row, 9, d),
            created_at: column(row, 10, d),
            updated_at: column(row, 11, d),
            players,
            rated: column(row, 20, d),
            damage: Vec::new(),
        };
        Ok(RawGame { damage, ..raw })
    }

    fn interpret(self) -> Result<GameRecord, StoreError> {
        let id = self.id;
        let corrupt = |reason: String| StoreError::Corrupt { game: id, reason };
        if !self.damage.is_empty() {
            return Err(corrupt(self.damage.join("; ")));
        }
        let variant: Variant = self
            .variant
            .parse()
            .map_err(|_| corrupt(format!("unknown variant {:?}", self.variant)))?;
        let status = Status::parse(&self.status)
            .ok_or_else(|| corrupt(format!("unknown status {:?}", self.status)))?;
        let to_act = parse_to_act(&self.to_act)
            .ok_or_else(|| corrupt(format!("unknown side to act {:?}", self.to_act)))?;
        let ending = match (status, self.end_reason.as_deref()) {
            (Status::Finished, Some(code)) => {
                let cause = EndCause::parse(code)
                    .ok_or_else(|| corrupt(format!("unknown end reason {code:?}")))?;
                let winner = match self.winner.as_deref() {
                    None => None,
                    Some(w) => Some(parse_side(w).ok_or_else(|| corrupt(format!("winner {w:?}")))?),
                };
                Some(Ending { winner, cause })
            }
            (Status::Finished, None) => return Err(corrupt("finished without a reason".into())),
            _ => None,
        };
        Ok(GameRecord {
            id,
            variant,
            guild: self.guild,
            channel: self.channel,
            challenger: self.challenger,
            players: self.players,
            status,
            to_act,
            ending,
            rated: self.rated,
            version: self.version,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

fn status_list(statuses: &[Status]) -> String {
    statuses
        .iter()
        .map(|s| format!("'{}'", s.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Inserts the player or refreshes their name and mention; returns their id.
fn upsert_player(conn: &Connection, p: &NewPlayer, now: i64) -> rusqlite::Result<PlayerId> {
    let known: Option<(PlayerId, String, String)> = conn
        .prepare_cached("SELECT id, name, mention FROM players WHERE external_id = ?1")?
        .query_row([p.external_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    match known {
        Some((id, name, mention)) if name == p.name && mention == p.mention => Ok(id),
        Some((id, _, _)) => {
            conn.prepare_cached(
                "UPDATE players SET name = ?2, mention = ?3, updated_at = ?4 WHERE id = ?1",
            )?
            .execute(params![id, p.name, p.mention, now])?;
            Ok(id)
        }
        None => conn
            .prepare_cached(
                "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
             VALUES (?1, ?2, ?3, ?4, ?4) RETURNING id",
            )?
            .query_row(params![p.external_id, p.name, p.mention, now], |r| r.get(0)),
    }
}

fn encode_state(game: GameId, state: &AnyGame) -> Result<String, StoreError> {
    serde_json::to_string(state).map_err(|e| StoreError::Corrupt {
        game,
        reason: format!("cannot encode the position: {e}"),
    })
}

/// A snapshot as stored, decoded, if it decodes to a position of `variant`.
fn decode_snapshot(state: &str, variant: Variant) -> Result<AnyGame, String> {
    let game = serde_json::from_str::<AnyGame>(state).map_err(|e| e.to_string())?;
    if game.variant() == variant {
        Ok(game)
    } else {
        Err(format!("snapshot is a {} position", game.variant()))
    }
}

/// Whether two positions are the same (what they store is equal).
fn same_position(a: &AnyGame, b: &AnyGame) -> bool {
    // As text, not `serde_json::Value`: a `Value` cannot hold Ergo's u128 boards.
    match (serde_json::to_string(a), serde_json::to_string(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

fn open_challenge_between(
    conn: &Connection,
    a: PlayerId,
    b: PlayerId,
    variant: Variant,
) -> rusqlite::Result<Option<GameId>> {
    conn.prepare_cached(
        "SELECT id FROM games WHERE status = 'challenge' AND variant = ?3 \
         AND ((first_player = ?1 AND second_player = ?2) \
           OR (first_player = ?2 AND second_player = ?1)) \
         ORDER BY id LIMIT 1",
    )?
    .query_row(params![a, b, variant.id()], |r| r.get(0))
    .optional()
}

impl Store {
    /// Opens (or creates) the database file and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with_readers(path, reader_count())
    }

    /// [`Store::open`] with `readers` reading connections (0: every read goes through the
    /// writer's connection, as before they existed; `benches/store.rs` compares the two).
    pub fn open_with_readers(path: &Path, readers: usize) -> Result<Store, StoreError> {
        create_private(path);
        let mut store = Store::setup(Connection::open(path)?)?;
        store.conn().pragma_update(None, "wal_autocheckpoint", 0)?;
        store._checkpointer = Some(checkpoint::Checkpointer::start(path)?);
        for _ in 0..readers {
            store.readers.push(Mutex::new(open_reader(path)?));
        }
        Ok(store)
    }

    /// A fresh database in memory (tests, benchmarks, the console's `--memory`).
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::setup(Connection::open_in_memory()?)
    }

    fn setup(mut conn: Connection) -> Result<Store, StoreError> {
        // In memory the journal stays "memory"; on a file it becomes "wal".
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // 16 MiB of page cache (SQLite's default is 2 MiB): the pages of the games in play and
        // of the indexes stay in memory instead of being read again from the file.
        conn.pragma_update(None, "cache_size", -16_384)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Store {
            conn: Mutex::new(conn),
            readers: Vec::new(),
            next_reader: std::sync::atomic::AtomicUsize::new(0),
            verified: Mutex::new(std::collections::HashMap::new()),
            _checkpointer: None,
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

    /// The player with this external id, if they ever played or were challenged.
    pub fn find_player(&self, external_id: &str) -> Result<Option<PlayerRecord>, StoreError> {
        Ok(self
            .reader()
            .prepare_cached(
                "SELECT id, external_id, name, mention FROM players WHERE external_id = ?1",
            )?
            .query_row([external_id], |r| {
                Ok(PlayerRecord {
                    id: r.get(0)?,
                    external_id: r.get(1)?,
                    name: r.get(2)?,
                    mention: r.get(3)?,
                })
            })
            .optional()?)
    }

    /// The player with this row id.
    pub fn player(&self, id: PlayerId) -> Result<Option<PlayerRecord>, StoreError> {
        Ok(self
            .reader()
            .prepare_cached("SELECT id, external_id, name, mention FROM players WHERE id = ?1")?
            .query_row([id], |r| {
                Ok(PlayerRecord {
                    id: r.get(0)?,
                    external_id: r.get(1)?,
                    name: r.get(2)?,
                    mention: r.get(3)?,
                })
            })
            .optional()?)
    }

    /// Creates a challenge (and both players if new), refusing a second open challenge between
    /// the same two players for the same variant, in any channel.
    pub fn create_challenge(&self, c: &NewChallenge) -> Result<GameRecord, StoreError> {
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let record = Self::create_challenge_in(&tx, c)?;
        tx.commit()?;
        Ok(record)
    }

    /// The writes of [`Store::create_challenge`] inside a transaction the caller commits.
    fn create_challenge_in(tx: &Connection, c: &NewChallenge) -> Result<GameRecord, StoreError> {
        let now = now();
        let challenger = upsert_player(tx, &c.challenger, now)?;
        let challenged = upsert_player(tx, &c.challenged, now)?;
        if let Some(existing) = open_challenge_between(tx, challenger, challenged, c.variant)? {
            return Err(StoreError::ChallengeExists(existing));
        }
        let (first, second) = match c.challenger_side {
            Side::First => (challenger, challenged),
            Side::Second => (challenged, challenger),
        };
        let state = encode_state(0, c.state)?;
        let id: GameId = tx.prepare_cached("INSERT INTO games (variant, guild, channel, challenger, first_player, second_player, \
             status, to_act, state, version, created_at, updated_at, rated) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'challenge', 'none', ?7, 0, ?8, ?8, ?9) RETURNING id")?.query_row(params![
                c.variant.id(),
                c.guild,
                c.channel,
                challenger,
                first,
                second,
                state,
                now,
                c.rated
            ],
            |r| r.get(0),
        )?;
        interactions::claim_in(tx, id)?;
        Self::record_in(tx, id)?.ok_or(StoreError::Conflict(id))
    }

    /// The open challenge between two players for a variant, if any.
    pub fn open_challenge_between(
        &self,
        a: PlayerId,
        b: PlayerId,
        variant: Variant,
    ) -> Result<Option<GameId>, StoreError> {
        Ok(open_challenge_between(&self.reader(), a, b, variant)?)
    }

    /// Whether `player` has played `variant` before: a game of it other than `except` that was
    /// accepted (in play or over; challenges declined or withdrawn do not count).
    pub fn played_variant_before(
        &self,
        player: PlayerId,
        variant: Variant,
        except: GameId,
    ) -> Result<bool, StoreError> {
        Ok(self
            .reader()
            .prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM games WHERE variant = ?2 AND id <> ?3 \
                 AND status IN ('active', 'finished') \
                 AND (first_player = ?1 OR second_player = ?1))",
            )?
            .query_row(params![player, variant.id(), except], |r| r.get(0))?)
    }

    fn record_in(conn: &Connection, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.id = ?1");
        let raw = conn
            .prepare_cached(&sql)?
            .query_row([id], RawGame::from_row)
            .optional()?;
        raw.map(RawGame::interpret).transpose()
    }

    /// A game's row without its position.
    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StoreError> {
        Self::record_in(&self.reader(), id)
    }

    /// A game's row and position. The position comes from the snapshot; if the snapshot does not
    /// decode (or is of another variant), it is rebuilt from the history and the snapshot is
    /// repaired (logged as an error: the history is the truth, nothing is lost). A history that
    /// does not replay, or that replays to another position than the snapshot's, is
    /// [`StoreError::Corrupt`] (which of the two is right cannot be known).
    ///
    /// The snapshot is compared with the replay of the history the first time this process
    /// loads each version of a game; versions it wrote itself from a checked position are not
    /// replayed again, so a move costs one replay per game and process, not one per move.
    pub fn load(&self, id: GameId) -> Result<Option<(GameRecord, AnyGame)>, StoreError> {
        let conn = self.reader();
        // One read transaction, so that the row and the history (when it is read) are of the
        // same moment even if a move is committed in between.
        let tx = conn.unchecked_transaction()?;
        let sql = format!("SELECT {GAME_COLUMNS}, g.state {GAME_FROM} WHERE g.id = ?1");
        let row = tx
            .prepare_cached(&sql)?
            .query_row([id], |r| {
                // A NULL snapshot reads as one that does not decode: rebuilt from the history.
                let state: Option<String> = r.get(21).unwrap_or_default();
                Ok((RawGame::from_row(r)?, state.unwrap_or_default()))
            })
            .optional()?;
        let Some((raw, state)) = row else {
            return Ok(None);
        };
        let version = raw.version;
        let history = if self.is_verified(id, version) {
            None
        } else {
            Some(Self::actions_in(&tx, id)?)
        };
        drop(tx);
        // Decoding and replaying happen outside the lock: other commands need the connection.
        drop(conn);
        let record = raw.interpret()?;
        match decode_snapshot(&state, record.variant) {
            Ok(game) => {
                let Some(history) = history else {
                    return Ok(Some((record, game)));
                };
                let replayed = Self::replay_actions(id, record.variant, &history)?;
                if !same_position(&game, &replayed) {
                    let reason = "the snapshot differs from the replay of the history".to_string();
                    tracing::error!(game = id, %reason, "damaged game");
                    return Err(StoreError::Corrupt { game: id, reason });
                }
                self.mark_verified(id, record.version);
                Ok(Some((record, game)))
            }
            Err(why) => {
                tracing::error!(game = id, %why, "snapshot does not decode; rebuilding from history");
                let conn = self.conn();
                let game = Self::replay_in(&conn, id, record.variant)?;
                let repaired = encode_state(id, &game)?;
                // Repairing is best effort: a concurrent change has written a newer snapshot.
                conn.prepare_cached("UPDATE games SET state = ?1 WHERE id = ?2 AND version = ?3")?
                    .execute(params![repaired, id, record.version])?;
                self.mark_verified(id, record.version);
                Ok(Some((record, game)))
            }
        }
    }

    fn is_verified(&self, id: GameId, version: i64) -> bool {
        let verified = self.verified.lock();
        verified.get(&id) == Some(&version)
    }

    /// Remembers that version `version` of game `id` is known to match its history.
    fn mark_verified(&self, id: GameId, version: i64) {
        let mut verified = self.verified.lock();
        verified.insert(id, version);
    }

    fn replay_in(conn: &Connection, id: GameId, variant: Variant) -> Result<AnyGame, StoreError> {
        Self::replay_actions(id, variant, &Self::actions_in(conn, id)?)
    }

    fn replay_actions(
        id: GameId,
        variant: Variant,
        actions: &[ActionRecord],
    ) -> Result<AnyGame, StoreError> {
        let texts = actions
            .iter()
            .filter(|a| a.kind.is_replayed())
            .map(|a| a.text.as_str());
        AnyGame::replay(variant, texts).map_err(|(index, error)| {
            tracing::error!(game = id, index, %error, "history does not replay");
            StoreError::Corrupt {
                game: id,
                reason: format!("replayed action {} refused: {error}", index + 1),
            }
        })
    }

    /// Rebuilds a game's position from its history alone.
    pub fn replay(&self, id: GameId) -> Result<Option<AnyGame>, StoreError> {
        let conn = self.reader();
        let Some(record) = Self::record_in(&conn, id)? else {
            return Ok(None);
        };
        Self::replay_in(&conn, id, record.variant).map(Some)
    }

    fn actions_in(conn: &Connection, id: GameId) -> Result<Vec<ActionRecord>, StoreError> {
        let mut stmt = conn.prepare_cached(
            "SELECT seq, actor, kind, text, created_at FROM actions WHERE game_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Option<PlayerId>>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, i64>(4)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (seq, actor, kind, text, created_at) = row?;
            let kind = ActionKind::parse(&kind).ok_or_else(|| StoreError::Corrupt {
                game: id,
                reason: format!("action {seq} has unknown kind {kind:?}"),
            })?;
            out.push(ActionRecord {
                seq,
                actor,
                kind,
                text,
                created_at,
            });
        }
        Ok(out)
    }

    /// A game's whole history, in order.
    pub fn actions(&self, id: GameId) -> Result<Vec<ActionRecord>, StoreError> {
        Self::actions_in(&self.reader(), id)
    }

    /// The games `player` plays in with one of `statuses`, in `channel` if given, by id.
    /// Rows that cannot be read are logged and left out, so one damaged game does not hide the
    /// others.
    pub fn games_of(
        &self,
        player: PlayerId,
        channel: Option<&str>,
        statuses: &[Status],
    ) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} \
             WHERE (g.first_player = ?1 OR g.second_player = ?1) \
             AND (?2 IS NULL OR g.channel = ?2) AND g.status IN ({}) ORDER BY g.id",
            status_list(statuses)
        );
        self.collect_games(&sql, params![player, channel])
    }

    /// Every game still in play or waiting for an answer (what a restarted process resumes).
    pub fn unfinished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.status IN ('challenge', 'active') \
             ORDER BY g.id"
        );
        self.collect_games(&sql, params![])
    }

    fn collect_games(
        &self,
        sql: &str,
        params: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<GameRecord>, StoreError> {
        let conn = self.reader();
        let mut stmt = conn.prepare_cached(sql)?;
        let raws = stmt
            .query_map(params, RawGame::from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(raws
            .into_iter()
            .filter_map(|raw| match raw.interpret() {
                Ok(record) => Some(record),
                Err(error) => {
                    tracing::error!(%error, "skipping a damaged game row");
                    None
                }
            })
            .collect())
    }

    /// Applies one change to a game read at `expected_version`, in one transaction: the row,
    /// the new actions (numbered after the last one) and the actor's name. Returns the new
    /// version, or [`StoreError::Conflict`] (and writes nothing) if the game changed meanwhile.
    pub fn apply(
        &self,
        id: GameId,
        expected_version: i64,
        change: &Change,
    ) -> Result<i64, StoreError> {
        // Encoded before the lock: the writer's connection is held for the SQL alone.
        let state = encode_state(id, change.state)?;
        let mut conn = self.conn();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        Self::apply_in(&tx, id, expected_version, change, &state)?;
        tx.commit()?;
        drop(conn);
        self.written(id, expected_version);
        Ok(expected_version + 1)
    }

    /// After a change written over version `read` of game `id`: if that version was checked, the
    /// new one (its position played on from the checked one) is known good too.
    fn written(&self, id: GameId, read: i64) {
        let mut verified = self.verified.lock();
        if verified.get(&id) == Some(&read) {
            verified.insert(id, read + 1);
        } else {
            verified.remove(&id);
        }
    }

    /// The writes of [`Store::apply`] inside a transaction the caller commits (dropping it
    /// uncommitted writes nothing). `state` is `change.state` encoded (by [`encode_state`], done
    /// by the caller before it takes the writer's lock).
    fn apply_in(
        tx: &Connection,
        id: GameId,
        expected_version: i64,
        change: &Change,
        state: &str,
    ) -> Result<(), StoreError> {
        // First, so that a replayed interaction is refused before anything is written.
        interactions::claim_in(tx, id)?;
        let to_act = if change.status == Status::Active {
            to_act_code(change.state.to_act())
        } else {
            "none"
        };
        let (winner, end_reason) = match (change.status, change.ending) {
            (Status::Finished, Some(e)) => (e.winner.map(side_code), Some(e.cause.code())),
            (Status::Finished, None) => {
                return Err(StoreError::Corrupt {
                    game: id,
                    reason: "a finished game needs an ending".into(),
                })
            }
            _ => (None, None),
        };
        let now = now();
        let changed = tx.prepare_cached("UPDATE games SET status = ?3, to_act = ?4, winner = ?5, end_reason = ?6, state = ?7, \
             version = version + 1, updated_at = ?8 WHERE id = ?1 AND version = ?2")?.execute(params![
                id,
                expected_version,
                change.status.as_str(),
                to_act,
                winner,
                end_reason,
                state,
                now
            ],
        )?;
        if changed == 0 {
            // Dropping the transaction rolls it back.
            return Err(StoreError::Conflict(id));
        }
        if let Some(player) = &change.touch {
            upsert_player(tx, player, now)?;
        }
        if change.status == Status::Finished {
            // Same transaction as the end of the game: both commit, or neither.
            ratings::rate_finished_game(tx, id, now)?;
        }
        let last: i64 = tx
            .prepare_cached("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?1")?
            .query_row([id], |r| r.get(0))?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (i, action) in change.actions.iter().enumerate() {
                let seq = last + 1 + i as i64;
                insert.execute(params![
                    id,
                    seq,
                    action.actor,
                    action.kind.as_str(),
                    action.text,
                    now
                ])?;
            }
        }
        Ok(())
    }

    /// Runs `f` on the raw connection (tests that need to damage rows on purpose).
    #[cfg(test)]
    pub(crate) fn with_conn<T>(&self, f: impl FnOnce(&Connection) -> T) -> T {
        f(&self.conn())
    }
}
