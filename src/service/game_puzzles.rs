//! Puzzles from the server's own games (issue 50, step 3a): when a finished game's review is
//! stored, the positions where a mistake left the other side a winning reply are queued as
//! candidates ([`crate::ai::puzzles::from_games`]); `jobs::game_puzzles` claims them one at a
//! time, builds each line with the generator's builder at four times the review's budget (the
//! same judge and margins as `ai::puzzles::verify`), and records the verdict here: a kept
//! candidate is stored as a puzzle with source 'game' and the game's id.

use super::errors::ServiceError;
use super::{GameId, Service};
use crate::ai::puzzles::{from_games, verify_budget, Puzzle};
use crate::ai::review::Review;
use crate::store::puzzle_candidates::{ClaimedCandidate, NewCandidate, Verdict};
use crate::store::puzzles::{NewPuzzle, PuzzleSource};

/// How long a claim on a candidate lasts (seconds): a verification takes well under a minute at
/// the default budget; a claim its process left (it died) lapses after this and is taken again.
pub const CANDIDATE_CLAIM: i64 = 15 * 60;

impl Service {
    /// Queues the candidates of game `game`'s stored review, to be verified at four times its
    /// budget; how many were new.
    pub(super) fn queue_game_puzzles(
        &self,
        game: GameId,
        review: &Review,
    ) -> Result<usize, ServiceError> {
        let candidates: Vec<NewCandidate> = from_games::candidates(review)
            .into_iter()
            .map(|c| NewCandidate {
                ply: c.ply,
                position: c.position,
            })
            .collect();
        Ok(self.store.queue_puzzle_candidates(
            game,
            review.variant,
            &candidates,
            verify_budget(review.budget),
            self.now(),
        )?)
    }

    /// Claims the next candidate to verify, if one waits (see `store::puzzle_candidates`).
    pub fn claim_game_puzzle(&self) -> Result<Option<ClaimedCandidate>, ServiceError> {
        let now = self.now();
        Ok(self
            .store
            .claim_puzzle_candidate(now, now + CANDIDATE_CLAIM)?)
    }

    /// Records a claimed candidate's verdict: its puzzle (stored with source 'game'), or why
    /// it is none. False if the claim had lapsed and another process took the candidate.
    pub fn finish_game_puzzle(
        &self,
        claimed: &ClaimedCandidate,
        found: Result<Puzzle, String>,
    ) -> Result<bool, ServiceError> {
        let verdict = match found {
            Ok(p) => Verdict::Kept(NewPuzzle {
                variant: p.variant,
                position: p.position,
                line: p.line,
                theme: p.theme.id().to_string(),
                rating: p.rating,
                source: PuzzleSource::Game(claimed.game),
                note: None,
            }),
            Err(reason) => Verdict::Refused(reason),
        };
        Ok(self
            .store
            .finish_puzzle_candidate(claimed, &verdict, self.now())?)
    }
}
