//! Puzzle candidates from the server's own games (schema version 15): the queue the background
//! job verifies, claimed one at a time so that each candidate is verified once across
//! processes, and its verdict (see `migrations/0015_puzzle_candidates.sql`).

use super::puzzles::{insert_puzzle, NewPuzzle};
use super::sql::{Cursor, FromRow, Row};
use super::{args, GameId, Store, StoreError};
use crate::games::Variant;

/// How many claims a candidate gets: one claimed this often without a verdict (its process
/// died each time) is refused.
pub const CANDIDATE_TRIES: i64 = 3;

/// A candidate position to queue.
#[derive(Clone, Debug, PartialEq)]
pub struct NewCandidate {
    pub ply: usize,
    pub position: String,
}

/// A candidate claimed for verification, until `claimed_until`.
#[derive(Clone, Debug, PartialEq)]
pub struct ClaimedCandidate {
    pub id: i64,
    pub game: GameId,
    pub variant: Variant,
    pub ply: usize,
    pub position: String,
    pub budget: u32,
    pub tries: i64,
    pub claimed_until: i64,
}

impl FromRow for ClaimedCandidate {
    const COLUMNS: &'static str =
        "c.id, c.game_id, c.variant, c.ply, c.position, c.budget, c.tries, c.claimed_until";
    const FROM: &'static str = "FROM puzzle_candidates c";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let id: i64 = row.next()?;
        let game = row.next()?;
        let variant: String = row.next()?;
        let variant = variant
            .parse::<Variant>()
            .map_err(|_| StoreError::Value(format!("candidate {id}: unknown game {variant}")))?;
        let ply: i64 = row.next()?;
        let position = row.next()?;
        let budget: i64 = row.next()?;
        let tries = row.next()?;
        let claimed_until: Option<i64> = row.next()?;
        Ok(ClaimedCandidate {
            id,
            game,
            variant,
            ply: usize::try_from(ply).unwrap_or(0),
            position,
            budget: u32::try_from(budget).unwrap_or(u32::MAX),
            tries,
            claimed_until: claimed_until.unwrap_or(0),
        })
    }
}

/// A candidate's verdict.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// A puzzle: stored with source 'game' (unless the same puzzle is stored already).
    Kept(NewPuzzle),
    /// Not a puzzle: why, in a few words.
    Refused(String),
}

/// A candidate and where it stands (for the tests and `doctor`-like looks).
#[derive(Clone, Debug, PartialEq)]
pub struct CandidateState {
    pub game: GameId,
    pub ply: usize,
    pub status: String,
    pub tries: i64,
    pub puzzle: Option<i64>,
    pub reason: Option<String>,
}

/// Waiting: queued, or claimed by a process whose claim lapsed at `?1`.
const WAITING: &str = "(c.status = 'queued' OR (c.status = 'claimed' AND c.claimed_until <= ?1))";

impl Store {
    /// Queues game `game`'s candidates, to be verified at `budget` iterations a decision; a
    /// position of the game already queued (or judged) is left as it is. How many were new.
    pub fn queue_puzzle_candidates(
        &self,
        game: GameId,
        variant: Variant,
        candidates: &[NewCandidate],
        budget: u32,
        now: i64,
    ) -> Result<usize, StoreError> {
        if candidates.is_empty() {
            return Ok(0);
        }
        self.write(|db| {
            let mut added = 0;
            for c in candidates {
                added += db.execute(
                    "INSERT INTO puzzle_candidates (game_id, variant, ply, position, budget, \
                     created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                     ON CONFLICT (game_id, position) DO NOTHING",
                    args![
                        game,
                        variant.id(),
                        c.ply as i64,
                        c.position,
                        i64::from(budget),
                        now
                    ],
                )?;
            }
            Ok(added)
        })
    }

    /// Claims the oldest waiting candidate until `until` (unix seconds): no other process takes
    /// it before then (on PostgreSQL the row is taken `FOR UPDATE SKIP LOCKED`, so two processes
    /// claiming at once take different ones). A candidate claimed [`CANDIDATE_TRIES`] times
    /// already is refused instead, and the next one looked at. `None` when none waits.
    pub fn claim_puzzle_candidate(
        &self,
        now: i64,
        until: i64,
    ) -> Result<Option<ClaimedCandidate>, StoreError> {
        // Most looks find nothing: one read tells, without a write transaction.
        let waiting: Option<i64> = self.read(|db| {
            db.query_opt(
                &format!(
                    "SELECT c.id FROM puzzle_candidates c WHERE {WAITING} ORDER BY c.id LIMIT 1"
                ),
                args![now],
                |r| r.get(0),
            )
        })?;
        if waiting.is_none() {
            return Ok(None);
        }
        self.write_rows(|db| loop {
            let lock = db.skip_locked();
            let sql = format!(
                "SELECT {} {} WHERE {WAITING} ORDER BY c.id LIMIT 1{lock}",
                ClaimedCandidate::COLUMNS,
                ClaimedCandidate::FROM
            );
            let Some(found) = db.query_opt(&sql, args![now], Row::read::<ClaimedCandidate>)? else {
                return Ok(None);
            };
            if found.tries >= CANDIDATE_TRIES {
                db.execute(
                    "UPDATE puzzle_candidates SET status = 'refused', claimed_until = NULL, \
                     reason = ?2, finished_at = ?3 WHERE id = ?1",
                    args![
                        found.id,
                        format!("no verdict after {} tries", found.tries),
                        now
                    ],
                )?;
                continue;
            }
            db.execute(
                "UPDATE puzzle_candidates SET status = 'claimed', claimed_until = ?2, \
                 tries = tries + 1 WHERE id = ?1",
                args![found.id, until],
            )?;
            return Ok(Some(ClaimedCandidate {
                tries: found.tries + 1,
                claimed_until: until,
                ..found
            }));
        })
    }

    /// Records the verdict of a candidate claimed until `claimed.claimed_until`, and stores
    /// its puzzle if kept, in one transaction; false (nothing written) if the claim is no
    /// longer this one's (it lapsed and another process took the candidate, or judged it).
    pub fn finish_puzzle_candidate(
        &self,
        claimed: &ClaimedCandidate,
        verdict: &Verdict,
        now: i64,
    ) -> Result<bool, StoreError> {
        self.write(|db| {
            let mine = db.query_opt(
                "SELECT id FROM puzzle_candidates WHERE id = ?1 AND status = 'claimed' \
                 AND claimed_until = ?2",
                args![claimed.id, claimed.claimed_until],
                |r| r.get::<i64>(0),
            )?;
            if mine.is_none() {
                return Ok(false);
            }
            match verdict {
                Verdict::Kept(puzzle) => {
                    insert_puzzle(db, puzzle, now)?;
                    let line = serde_json::to_string(&puzzle.line)
                        .map_err(|e| StoreError::Value(format!("a puzzle's line: {e}")))?;
                    let id: Option<i64> = db.query_opt(
                        "SELECT id FROM puzzles WHERE variant = ?1 AND position = ?2 \
                         AND line = ?3",
                        args![puzzle.variant.id(), puzzle.position, line],
                        |r| r.get(0),
                    )?;
                    db.execute(
                        "UPDATE puzzle_candidates SET status = 'kept', claimed_until = NULL, \
                         puzzle_id = ?2, finished_at = ?3 WHERE id = ?1",
                        args![claimed.id, id, now],
                    )?;
                }
                Verdict::Refused(reason) => {
                    db.execute(
                        "UPDATE puzzle_candidates SET status = 'refused', claimed_until = NULL, \
                         reason = ?2, finished_at = ?3 WHERE id = ?1",
                        args![claimed.id, reason, now],
                    )?;
                }
            }
            Ok(true)
        })
    }

    /// Game `game`'s candidates and where each stands, in the order of the game.
    pub fn puzzle_candidates(&self, game: GameId) -> Result<Vec<CandidateState>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT game_id, ply, status, tries, puzzle_id, reason FROM puzzle_candidates \
                 WHERE game_id = ?1 ORDER BY ply, id",
                args![game],
                |r| {
                    let ply: i64 = r.get(1)?;
                    Ok(CandidateState {
                        game: r.get(0)?,
                        ply: usize::try_from(ply).unwrap_or(0),
                        status: r.get(2)?,
                        tries: r.get(3)?,
                        puzzle: r.get(4)?,
                        reason: r.get(5)?,
                    })
                },
            )
        })
    }
}

#[cfg(test)]
mod tests;
