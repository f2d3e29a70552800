//! `tabula doctor`: checks a whole database and says what is wrong, changing nothing.
//!
//! First what the file is: a file that is not an SQLite database, or one without Tabula's
//! tables, is "not a Tabula database"; a schema of another version is named as such (doctor
//! never migrates). Then SQLite's own checks (`PRAGMA integrity_check`: every page, every index
//! against its table; `PRAGMA foreign_key_check`), the schema against this build's (every table,
//! column and index), actions whose game does not exist, and versions out of range. Then, for
//! every game: its row reads; its actions are numbered 1, 2, 3… without gaps, in time order,
//! each by one of its players (or by chance); its history replays; the snapshot decodes and is
//! the position the history replays to; the side to act recorded in the row is the position's.
//! For ratings: each rated game that ended has one rating change per player, with the scores its
//! result gives, and nothing else has any; each player's rating row counts the games, wins, draws
//! and losses of their rating changes and holds the rating after the last of them.
//!
//! [`check_file`] opens the file read-only and in one read transaction (a running bot keeps
//! writing meanwhile: SQLite's WAL lets a reader and a writer work at once), and creates, deletes
//! or writes no file of the database (see [`check_file`] for how).
//!
//! By topic: `file` (what the file is, and reading it without changing it), `schema` (the
//! tables, columns and indexes against this build's), `games` and `ratings` (their checks); this
//! file holds the findings, the checks of the whole database and their order.

use std::path::PathBuf;

use crate::store::sql::Db;

use super::{GameId, PlayerId, Store, StoreError, MIGRATIONS_SLICE};

pub use file::check_file;
#[cfg(feature = "postgres")]
pub(super) use file::read_file;
use games::check_games;
use ratings::check_ratings;
use schema::check_schema;

mod file;
mod games;
mod ratings;
mod schema;

/// One thing wrong, with what it concerns.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// A game row whose columns cannot be understood (unknown variant, status, player…).
    Unreadable { game: GameId, reason: String },
    /// An action of unknown kind, or that cannot be read.
    BadAction { game: GameId, reason: String },
    /// The actions are not numbered 1, 2, 3…: `expected` was due, `found` came.
    ActionGap {
        game: GameId,
        expected: i64,
        found: i64,
    },
    /// Action `seq` is dated before the one it follows.
    ActionTime { game: GameId, seq: i64 },
    /// Action `seq` was made by someone who does not play the game.
    ActionActor { game: GameId, seq: i64 },
    /// The history does not replay.
    History { game: GameId, reason: String },
    /// The snapshot does not decode (the bot rebuilds it from the history when it loads it).
    Snapshot { game: GameId, reason: String },
    /// The snapshot is not the position the history replays to.
    Differs { game: GameId },
    /// The row says one side acts, the position another.
    ToAct {
        game: GameId,
        row: String,
        position: String,
    },
    /// A game's rating changes disagree with its result (or it should have none).
    RatingChanges { game: GameId, reason: String },
    /// A player's rating disagrees with their rating changes.
    Rating {
        player: PlayerId,
        variant: String,
        reason: String,
    },
    /// A line of SQLite's `PRAGMA integrity_check` (a damaged page, an index that disagrees with
    /// its table…).
    Integrity { message: String },
    /// `rows` rows of `table` point to rows of `parent` that do not exist (`PRAGMA
    /// foreign_key_check`; actions of a missing game are [`Finding::OrphanActions`]).
    ForeignKey {
        table: String,
        parent: String,
        rows: u64,
    },
    /// Game `game` does not exist, but `actions` actions of it do.
    OrphanActions { game: GameId, actions: u64 },
    /// A game's version cannot be right: below zero, too large to be counted on, or below the
    /// number of changes its history shows (every change writes its actions with one time and
    /// counts one version).
    Version {
        game: GameId,
        version: i64,
        reason: String,
    },
    /// The schema differs from this build's: a table, a column or an index is missing.
    Schema { reason: String },
    /// A check could not run to its end (SQLite refused to read on).
    Unchecked { check: &'static str, reason: String },
}

impl Finding {
    /// The game concerned, if any.
    pub fn game(&self) -> Option<GameId> {
        match self {
            Finding::Unreadable { game, .. }
            | Finding::BadAction { game, .. }
            | Finding::ActionGap { game, .. }
            | Finding::ActionTime { game, .. }
            | Finding::ActionActor { game, .. }
            | Finding::History { game, .. }
            | Finding::Snapshot { game, .. }
            | Finding::Differs { game }
            | Finding::ToAct { game, .. }
            | Finding::RatingChanges { game, .. }
            | Finding::Version { game, .. } => Some(*game),
            Finding::Rating { .. }
            | Finding::Integrity { .. }
            | Finding::ForeignKey { .. }
            | Finding::OrphanActions { .. }
            | Finding::Schema { .. }
            | Finding::Unchecked { .. } => None,
        }
    }
}

/// What `doctor` looked at and found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    pub rating_changes: u64,
    pub ratings: u64,
    pub findings: Vec<Finding>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

/// Why a file could not be checked at all (one line for the operator, after the file's name).
#[derive(Debug, thiserror::Error)]
pub enum DoctorError {
    #[error("no database at {}", .0.display())]
    Missing(PathBuf),
    #[error("not a Tabula database ({0})")]
    NotTabula(String),
    #[error("schema version {found}, this build reads {reads}{}", if found < reads {
        " (the bot brings it up to date when it opens it; back it up first)"
    } else {
        " (written by a newer Tabula)"
    })]
    SchemaVersion { found: i64, reads: i64 },
    /// Tabula's tables, but no version recorded (`PRAGMA user_version` reset): the bot refuses
    /// it. `tables_of`: the schema version whose tables and indexes these are exactly, if one.
    #[error("schema version 0 recorded, but the tables are Tabula's{}: the bot refuses it, as it \
             cannot tell which of its migrations the database had; restore a backup{}",
        .tables_of.map(|v| format!(" (exactly those of schema version {v})")).unwrap_or_default(),
        .tables_of.map(|v| format!(", or, if it was Tabula's of schema version {v}, set \
             `PRAGMA user_version = {v}` on it (after a copy)")).unwrap_or_default())]
    Unversioned { tables_of: Option<i64> },
    #[error("cannot read it: {0}")]
    Unreadable(String),
}

impl From<rusqlite::Error> for DoctorError {
    fn from(e: rusqlite::Error) -> Self {
        DoctorError::Unreadable(e.to_string())
    }
}

impl From<std::io::Error> for DoctorError {
    fn from(e: std::io::Error) -> Self {
        DoctorError::Unreadable(e.to_string())
    }
}

/// The schema version this build reads (`PRAGMA user_version` after every migration).
pub fn schema_version() -> i64 {
    MIGRATIONS_SLICE.len() as i64
}

/// Every check on a database already known to be Tabula's (see the module's documentation).
/// A check that SQLite cannot finish (a damaged page) is a finding too, and the others go on.
pub(super) fn check(db: &mut Db<'_>) -> Report {
    let mut report = Report::default();
    let unchecked = |report: &mut Report, check: &'static str, e: StoreError| {
        report.findings.push(Finding::Unchecked {
            check,
            reason: e.to_string(),
        })
    };
    // The database's own check of its pages (SQLite's; PostgreSQL checks them as it reads).
    match db.integrity_problems() {
        Ok(lines) => report.findings.extend(
            lines
                .into_iter()
                .map(|message| Finding::Integrity { message }),
        ),
        Err(e) => unchecked(&mut report, "integrity", e),
    }
    let schema = check_schema(db, &mut report);
    let incomplete = match schema {
        Ok(incomplete) => incomplete,
        Err(e) => {
            unchecked(&mut report, "schema", e);
            return report;
        }
    };
    // Each check runs when its tables are whole (else it would only add "no such table").
    let whole = |tables: &[&str]| tables.iter().all(|t| !incomplete.iter().any(|i| i == t));
    if whole(&["games", "actions"]) {
        if let Err(e) = check_references(db, &mut report) {
            unchecked(&mut report, "references", e);
        }
        if let Err(e) = check_versions(db, &mut report) {
            unchecked(&mut report, "versions", e);
        }
    }
    if whole(&["games", "players", "actions"]) {
        if let Err(e) = check_games(db, &mut report) {
            unchecked(&mut report, "games", e);
        }
    }
    if whole(&["games", "ratings", "rating_changes"]) {
        if let Err(e) = check_ratings(db, &mut report) {
            unchecked(&mut report, "ratings", e);
        }
    }
    report
}

/// Rows pointing to rows that do not exist: actions of a missing game (by game), and every
/// other foreign key SQLite finds broken (by table).
fn check_references(db: &mut Db<'_>, report: &mut Report) -> Result<(), StoreError> {
    let found: Vec<(GameId, i64)> = db.query(
        "SELECT game_id, COUNT(*) FROM actions \
         WHERE game_id NOT IN (SELECT id FROM games) GROUP BY game_id ORDER BY game_id",
        &[],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for (game, actions) in found {
        report.findings.push(Finding::OrphanActions {
            game,
            actions: actions as u64,
        });
    }
    // Actions of a missing game are named above, by game.
    let broken = db
        .broken_foreign_keys()?
        .into_iter()
        .filter(|(table, parent, _)| !(table == "actions" && parent == "games"));
    for (table, parent, rows) in broken {
        report.findings.push(Finding::ForeignKey {
            table,
            parent,
            rows: rows as u64,
        });
    }
    Ok(())
}

/// Each game's version: not negative, not the largest integer (the next change could not count
/// it), and at least the number of changes its history shows.
fn check_versions(db: &mut Db<'_>, report: &mut Report) -> Result<(), StoreError> {
    let rows: Vec<(GameId, i64, i64)> = db.query(
        "SELECT g.id, g.version, \
         (SELECT COUNT(DISTINCT a.created_at) FROM actions a WHERE a.game_id = g.id) \
         FROM games g ORDER BY g.id",
        &[],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    for (game, version, changes) in rows {
        let reason = if version < 0 {
            "is below zero".to_string()
        } else if version == i64::MAX {
            "is the largest integer: the game cannot change again".to_string()
        } else if version < changes {
            format!("is below the {changes} changes its actions were written in")
        } else {
            continue;
        };
        report.findings.push(Finding::Version {
            game,
            version,
            reason,
        });
    }
    Ok(())
}

impl Store {
    /// Checks the database (see the module's documentation), in one read transaction. Changes
    /// nothing. [`check_file`] checks a file without opening it as a store.
    pub fn doctor(&self) -> Result<Report, StoreError> {
        // One snapshot of the database for the whole check, while others go on writing.
        self.read_snapshot(|db| Ok(check(db)))
    }

    /// Stops the clock of a damaged game (its deadline and reminder), whatever its version, so
    /// the scheduler does not meet it again. Whether a game is damaged is for the caller to know.
    pub fn stop_clock(&self, id: GameId) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE games SET deadline = NULL, remind_at = NULL WHERE id = ?1",
                crate::store::args![id],
            )
        })?;
        Ok(())
    }
}

/// One line for a finding, for the operator (English, as the other tools' output).
pub fn describe(finding: &Finding) -> String {
    match finding {
        Finding::Unreadable { game, reason } => format!("game #{game}: row unreadable: {reason}"),
        Finding::BadAction { game, reason } => format!("game #{game}: bad action: {reason}"),
        Finding::ActionGap {
            game,
            expected,
            found,
        } => format!("game #{game}: actions out of order: action {expected} expected, {found} found"),
        Finding::ActionTime { game, seq } => {
            format!("game #{game}: action {seq} is dated before the one it follows")
        }
        Finding::ActionActor { game, seq } => {
            format!("game #{game}: action {seq} was made by someone who does not play the game")
        }
        Finding::History { game, reason } => {
            format!("game #{game}: the history does not replay: {reason}")
        }
        Finding::Snapshot { game, reason } => format!(
            "game #{game}: the saved position does not decode ({reason}); the bot rebuilds it from the history"
        ),
        Finding::Differs { game } => {
            format!("game #{game}: the saved position differs from the replay of its history")
        }
        Finding::ToAct {
            game,
            row,
            position,
        } => format!("game #{game}: the row says {row} acts, the position says {position}"),
        Finding::RatingChanges { game, reason } => format!("game #{game}: ratings: {reason}"),
        Finding::Rating {
            player,
            variant,
            reason,
        } => format!("player {player}, {variant}: rating: {reason}"),
        Finding::Integrity { message } => format!("SQLite integrity check: {message}"),
        Finding::ForeignKey {
            table,
            parent,
            rows,
        } => format!(
            "{rows} {} of {table} {} to a missing row of {parent}",
            if *rows == 1 { "row" } else { "rows" },
            if *rows == 1 { "points" } else { "point" }
        ),
        Finding::OrphanActions { game, actions } => format!(
            "game #{game} does not exist, but {actions} {} of it {}",
            if *actions == 1 { "action" } else { "actions" },
            if *actions == 1 { "does" } else { "do" }
        ),
        Finding::Version {
            game,
            version,
            reason,
        } => format!("game #{game}: version {version} {reason}"),
        Finding::Schema { reason } => format!("schema: {reason}"),
        Finding::Unchecked { check, reason } => {
            format!("the {check} could not be checked to the end: {reason}")
        }
    }
}
