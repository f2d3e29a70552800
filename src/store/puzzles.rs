//! Puzzles (schema version 12): the puzzles, each player's puzzle rating per game, and every
//! attempt, so that a puzzle a player has seen is never given to them again.
//!
//! The store keeps a puzzle's line as a JSON array of turns and never judges it: the service
//! compares the turns people enter with it. A finished attempt moves both ratings in the
//! transaction that finishes it, with the game ratings' Glicko-2 (`ratings::rate`: the same crate,
//! constant and floor): the player "wins" against the puzzle when they solve it.

use skillratings::glicko2::Glicko2Rating;

use super::interactions::{claim_puzzle_in, Origin};
use super::players::upsert_player;
use super::ratings::{decayed, rate, stored_rating_in, RATING_PERIOD, START};
use super::sql::{Cursor, FromRow, Row};
use super::{args, Db, GameId, NewPlayer, PlayerId, Store, StoreError};
use crate::games::Variant;

/// A puzzle's id.
pub type PuzzleId = i64;

/// A new puzzle's deviation: its starting rating is the generator's estimate (docs/puzzles.md),
/// surer than a new player's 500, and a few attempts settle it.
pub const PUZZLE_DEVIATION: f64 = 250.0;

/// Where a puzzle comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleSource {
    /// A set shipped in `data/puzzles/`.
    Starter,
    /// Made by `tabula puzzles generate` and added.
    SelfPlay,
    /// A turning point of a game of this server.
    Game(GameId),
}

impl PuzzleSource {
    fn code(self) -> &'static str {
        match self {
            PuzzleSource::Starter => "starter",
            PuzzleSource::SelfPlay => "self-play",
            PuzzleSource::Game(_) => "game",
        }
    }

    fn game(self) -> Option<GameId> {
        match self {
            PuzzleSource::Game(id) => Some(id),
            _ => None,
        }
    }
}

/// A puzzle to add.
#[derive(Clone, Debug, PartialEq)]
pub struct NewPuzzle {
    pub variant: Variant,
    pub position: String,
    pub line: Vec<String>,
    pub theme: String,
    pub rating: f64,
    pub source: PuzzleSource,
    /// What the source says beyond its kind (a starter puzzle's self-play seed and game).
    pub note: Option<String>,
}

/// A stored puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRecord {
    pub id: PuzzleId,
    pub variant: Variant,
    pub position: String,
    pub line: Vec<String>,
    pub theme: String,
    pub rating: Glicko2Rating,
    pub plays: i64,
    pub solved: i64,
    pub source: PuzzleSource,
}

impl FromRow for PuzzleRecord {
    const COLUMNS: &'static str = "z.id, z.variant, z.position, z.line, z.theme, z.rating, \
         z.deviation, z.volatility, z.plays, z.solved, z.source, z.game_id";
    const FROM: &'static str = "FROM puzzles z";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let id: PuzzleId = row.next()?;
        let variant: String = row.next()?;
        let variant = variant
            .parse::<Variant>()
            .map_err(|_| StoreError::Value(format!("puzzle {id}: unknown game {variant}")))?;
        let position = row.next()?;
        let line: String = row.next()?;
        let line = serde_json::from_str(&line)
            .map_err(|e| StoreError::Value(format!("puzzle {id}: its line: {e}")))?;
        let theme = row.next()?;
        let rating = Glicko2Rating {
            rating: row.next()?,
            deviation: row.next()?,
            volatility: row.next()?,
        };
        let plays = row.next()?;
        let solved = row.next()?;
        let source: String = row.next()?;
        let game: Option<GameId> = row.next()?;
        let source = match (source.as_str(), game) {
            ("starter", _) => PuzzleSource::Starter,
            ("game", Some(id)) => PuzzleSource::Game(id),
            _ => PuzzleSource::SelfPlay,
        };
        Ok(PuzzleRecord {
            id,
            variant,
            position,
            line,
            theme,
            rating,
            plays,
            solved,
            source,
        })
    }
}

/// An attempt being answered: the puzzle, and how many turns of its line are played.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenAttempt {
    pub player: PlayerId,
    pub puzzle: PuzzleRecord,
    pub progress: usize,
    pub started_at: i64,
}

impl FromRow for OpenAttempt {
    const COLUMNS: &'static str = concat!(
        "a.player_id, a.progress, a.started_at, ",
        "z.id, z.variant, z.position, z.line, z.theme, z.rating, z.deviation, z.volatility, \
         z.plays, z.solved, z.source, z.game_id"
    );
    const FROM: &'static str =
        "FROM puzzle_attempts a JOIN puzzles z ON z.id = a.puzzle_id AND a.finished_at IS NULL";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let player = row.next()?;
        let progress: i64 = row.next()?;
        let started_at = row.next()?;
        Ok(OpenAttempt {
            player,
            progress: usize::try_from(progress).unwrap_or(0),
            started_at,
            puzzle: row.read()?,
        })
    }
}

/// What starting a puzzle found.
#[derive(Clone, Debug, PartialEq)]
pub enum Started {
    /// A new attempt of this puzzle.
    New(OpenAttempt),
    /// The player already has this one open (one at a time).
    AlreadyOpen(OpenAttempt),
    /// No puzzle of that game (or of any) that the player has not seen.
    NoneLeft,
}

/// A finished attempt's ratings, before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleResult {
    pub solved: bool,
    pub player_before: Glicko2Rating,
    pub player_after: Glicko2Rating,
    pub puzzle_before: Glicko2Rating,
    pub puzzle_after: Glicko2Rating,
}

/// A player's puzzle rating in one game, its deviation grown to the time of reading.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRating {
    pub variant: Variant,
    pub rating: Glicko2Rating,
    pub attempts: i64,
    pub solved: i64,
}

pub(super) fn open_attempt(
    db: &mut Db<'_>,
    player: PlayerId,
) -> Result<Option<OpenAttempt>, StoreError> {
    let sql = format!(
        "SELECT {} {} WHERE a.player_id = ?1",
        OpenAttempt::COLUMNS,
        OpenAttempt::FROM
    );
    db.query_opt(&sql, args![player], Row::read)
}

/// The unseen puzzle nearest `player`'s puzzle rating, of `variant` or of any game (each game
/// compared with their rating in it); the lowest id among equals.
fn pick(
    db: &mut Db<'_>,
    player: PlayerId,
    variant: Option<Variant>,
) -> Result<Option<PuzzleId>, StoreError> {
    let unseen = "NOT EXISTS (SELECT 1 FROM puzzle_attempts s \
                  WHERE s.player_id = ?1 AND s.puzzle_id = z.id)";
    let near = format!(
        "ORDER BY ABS(z.rating - COALESCE(r.rating, {})), z.id LIMIT 1",
        START.rating
    );
    let from = "FROM puzzles z LEFT JOIN puzzle_ratings r \
                ON r.player_id = ?1 AND r.variant = z.variant";
    match variant {
        Some(v) => db.query_opt(
            &format!("SELECT z.id {from} WHERE z.variant = ?2 AND {unseen} {near}"),
            args![player, v.id()],
            |r| r.get(0),
        ),
        None => db.query_opt(
            &format!("SELECT z.id {from} WHERE {unseen} {near}"),
            args![player],
            |r| r.get(0),
        ),
    }
}

/// Inserts a puzzle unless the same one is stored (variant, position and line): 1 if it was new.
pub(super) fn insert_puzzle(db: &mut Db<'_>, p: &NewPuzzle, now: i64) -> Result<usize, StoreError> {
    let line = serde_json::to_string(&p.line)
        .map_err(|e| StoreError::Value(format!("a puzzle's line: {e}")))?;
    db.execute(
        "INSERT INTO puzzles (variant, position, line, theme, rating, deviation, \
         volatility, source, source_note, game_id, created_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) \
         ON CONFLICT (variant, position, line) DO NOTHING",
        args![
            p.variant.id(),
            p.position,
            line,
            p.theme,
            p.rating,
            PUZZLE_DEVIATION,
            START.volatility,
            p.source.code(),
            p.note,
            p.source.game(),
            now
        ],
    )
}

impl Store {
    /// Adds puzzles, skipping any already stored (the same variant, position and line): how
    /// many were new. One transaction.
    pub fn add_puzzles(&self, puzzles: &[NewPuzzle], now: i64) -> Result<usize, StoreError> {
        self.write(|db| {
            let mut added = 0;
            for p in puzzles {
                added += insert_puzzle(db, p, now)?;
            }
            Ok(added)
        })
    }

    /// How many puzzles of each game are stored.
    pub fn puzzle_counts(&self) -> Result<Vec<(String, i64)>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT variant, COUNT(*) FROM puzzles GROUP BY variant ORDER BY variant",
                args![],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
    }

    /// One puzzle.
    pub fn puzzle(&self, id: PuzzleId) -> Result<Option<PuzzleRecord>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE z.id = ?1",
            PuzzleRecord::COLUMNS,
            PuzzleRecord::FROM
        );
        self.read(|db| db.query_opt(&sql, args![id], Row::read))
    }

    /// The puzzle the player with external id `player` is answering, if any.
    pub fn open_puzzle(&self, player: &str) -> Result<Option<OpenAttempt>, StoreError> {
        let sql = format!(
            "SELECT {} {} JOIN players p ON p.id = a.player_id WHERE p.external_id = ?1",
            OpenAttempt::COLUMNS,
            OpenAttempt::FROM
        );
        self.read(|db| db.query_opt(&sql, args![player], Row::read))
    }

    /// Gives `player` a puzzle of `variant` (or of any game) near their puzzle rating that they
    /// have never seen, unless they have one open (that one is returned): one transaction.
    pub fn start_puzzle(
        &self,
        origin: Origin<'_>,
        player: &NewPlayer,
        variant: Option<Variant>,
        now: i64,
    ) -> Result<Started, StoreError> {
        self.write(|db| {
            let id = upsert_player(db, player, now)?;
            if let Some(open) = open_attempt(db, id)? {
                return Ok(Started::AlreadyOpen(open));
            }
            let Some(puzzle) = pick(db, id, variant)? else {
                return Ok(Started::NoneLeft);
            };
            claim_puzzle_in(db, origin)?;
            db.execute(
                "INSERT INTO puzzle_attempts (player_id, puzzle_id, started_at) \
                 VALUES (?1, ?2, ?3)",
                args![id, puzzle, now],
            )?;
            let open = open_attempt(db, id)?.ok_or_else(|| {
                StoreError::Value(format!("puzzle {puzzle}: the attempt just begun is gone"))
            })?;
            Ok(Started::New(open))
        })
    }

    /// Records that the open attempt of `player` at puzzle `puzzle` went from `from` turns of
    /// the line to `to` (a right turn and the forced reply); false (nothing written) if the
    /// attempt is no longer open at `from`.
    pub fn advance_puzzle(
        &self,
        origin: Origin<'_>,
        player: PlayerId,
        puzzle: PuzzleId,
        from: usize,
        to: usize,
    ) -> Result<bool, StoreError> {
        self.write(|db| {
            claim_puzzle_in(db, origin)?;
            let changed = db.execute(
                "UPDATE puzzle_attempts SET progress = ?4 WHERE player_id = ?1 \
                 AND puzzle_id = ?2 AND progress = ?3 AND finished_at IS NULL",
                args![player, puzzle, from as i64, to as i64],
            )?;
            Ok(changed == 1)
        })
    }

    /// Finishes the open attempt of `player` at puzzle `puzzle`, found at `from` turns of the
    /// line, with `progress` turns played, solved or missed, and moves both ratings: `None`
    /// (nothing written) if the attempt is no longer open at `from`.
    pub fn finish_puzzle(
        &self,
        origin: Origin<'_>,
        player: PlayerId,
        puzzle: PuzzleId,
        (from, progress): (usize, usize),
        solved: bool,
        now: i64,
    ) -> Result<Option<PuzzleResult>, StoreError> {
        self.write_unless(|db| {
            claim_puzzle_in(db, origin)?;
            let found: Option<(String, f64, f64, f64)> = db.query_opt(
                "SELECT z.variant, z.rating, z.deviation, z.volatility FROM puzzle_attempts a \
                 JOIN puzzles z ON z.id = a.puzzle_id WHERE a.player_id = ?1 \
                 AND a.puzzle_id = ?2 AND a.progress = ?3 AND a.finished_at IS NULL",
                args![player, puzzle, from as i64],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )?;
            let Some((variant, rating, deviation, volatility)) = found else {
                return Ok(Err(()));
            };
            let puzzle_before = Glicko2Rating {
                rating,
                deviation,
                volatility,
            };
            let player_before = stored_rating_in(db, "puzzle_ratings", player, &variant, now)?;
            let [player_after, puzzle_after] = rate(
                &player_before,
                &puzzle_before,
                if solved { 1.0 } else { 0.0 },
            );
            let won = i64::from(solved);
            db.execute(
                "UPDATE puzzle_attempts SET finished_at = ?3, progress = ?4, result = ?5, \
                 player_before = ?6, player_after = ?7, puzzle_before = ?8, puzzle_after = ?9 \
                 WHERE player_id = ?1 AND puzzle_id = ?2",
                args![
                    player,
                    puzzle,
                    now,
                    progress as i64,
                    if solved { "solved" } else { "missed" },
                    player_before.rating,
                    player_after.rating,
                    puzzle_before.rating,
                    puzzle_after.rating
                ],
            )?;
            db.execute(
                "UPDATE puzzles SET rating = ?2, deviation = ?3, volatility = ?4, \
                 plays = plays + 1, solved = solved + ?5 WHERE id = ?1",
                args![
                    puzzle,
                    puzzle_after.rating,
                    puzzle_after.deviation,
                    puzzle_after.volatility,
                    won
                ],
            )?;
            db.execute(
                "INSERT INTO puzzle_ratings (player_id, variant, rating, deviation, volatility, \
                 attempts, solved, rated_at) VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7) \
                 ON CONFLICT (player_id, variant) DO UPDATE SET rating = ?3, deviation = ?4, \
                 volatility = ?5, attempts = puzzle_ratings.attempts + 1, \
                 solved = puzzle_ratings.solved + ?6, rated_at = ?7",
                args![
                    player,
                    variant,
                    player_after.rating,
                    player_after.deviation,
                    player_after.volatility,
                    won,
                    now
                ],
            )?;
            super::daily::record_in(db, player, puzzle, solved, now)?;
            Ok(Ok(PuzzleResult {
                solved,
                player_before,
                player_after,
                puzzle_before,
                puzzle_after,
            }))
        })
        .map(Result::ok)
    }

    /// The puzzle ratings of the player with external id `player`, per game, at `now`.
    pub fn puzzle_ratings(&self, player: &str, now: i64) -> Result<Vec<PuzzleRating>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE p.external_id = ?1 ORDER BY r.variant",
            PuzzleRatingRow::COLUMNS,
            PuzzleRatingRow::FROM
        );
        let rows: Vec<PuzzleRatingRow> =
            self.read(|db| db.query(&sql, args![player], Row::read))?;
        Ok(rows
            .into_iter()
            .filter_map(|row| {
                let variant = row.variant.parse::<Variant>().ok()?;
                let idle = (now.saturating_sub(row.rated_at) / RATING_PERIOD).max(0);
                Some(PuzzleRating {
                    variant,
                    rating: decayed(row.rating, idle),
                    attempts: row.attempts,
                    solved: row.solved,
                })
            })
            .collect())
    }
}

/// A player's puzzle rating in one game as stored: its deviation as of `rated_at`.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRatingRow {
    pub variant: String,
    pub rating: Glicko2Rating,
    pub attempts: i64,
    pub solved: i64,
    pub rated_at: i64,
}

impl FromRow for PuzzleRatingRow {
    const COLUMNS: &'static str =
        "r.variant, r.rating, r.deviation, r.volatility, r.attempts, r.solved, r.rated_at";
    const FROM: &'static str = "FROM puzzle_ratings r JOIN players p ON p.id = r.player_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(PuzzleRatingRow {
            variant: row.next()?,
            rating: Glicko2Rating {
                rating: row.next()?,
                deviation: row.next()?,
                volatility: row.next()?,
            },
            attempts: row.next()?,
            solved: row.next()?,
            rated_at: row.next()?,
        })
    }
}

#[cfg(test)]
mod tests;
