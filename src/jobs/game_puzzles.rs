//! Puzzles from the server's own games: the candidates a stored review queued
//! (`service::game_puzzles`) verified in the background, one at a time.
//!
//! Where it runs: each decision of a candidate's line is one job on the computer's search
//! threads (lowered priority, see `searches`), followed by the same pause as a review's
//! position ([`crate::ai::review::pause_after`], unless `pauses` is off: the console), so a
//! person's move never waits behind it and a computer's answer waits at most one decision's
//! search. Several processes on one database each run it: a candidate is claimed in the store
//! before it is verified, so each is verified once; a claim a dead process left lapses and is
//! taken again, at most `store::puzzle_candidates::CANDIDATE_TRIES` times. A process stopping
//! mid-verification records nothing: the next start takes the candidate again.

use std::sync::Arc;
use std::time::Duration;

use tracing::{error, info};

use super::{Gate, Halt};
use crate::ai::puzzles::{from_games, Puzzle};
use crate::store::puzzle_candidates::ClaimedCandidate;

/// The longest the Discord bot waits between two rounds.
pub const EVERY: Duration = Duration::from_secs(60);

/// One round: every waiting candidate, claimed, verified and its verdict stored, one after the
/// other; `step` is told after each decision judged. How many verdicts were stored.
pub async fn verify(gate: &Gate, pauses: bool, step: impl Fn()) -> usize {
    let mut judged = 0;
    loop {
        let claimed = match gate.behind_people(|s| s.claim_game_puzzle()).await {
            Ok(Ok(Some(claimed))) => claimed,
            Ok(Ok(None)) | Err(Halt::Stopping) => break,
            Ok(Err(e)) => {
                error!("cannot claim a puzzle candidate: {e}");
                break;
            }
            Err(e) => {
                error!("claiming a puzzle candidate: {e}");
                break;
            }
        };
        let (id, game) = (claimed.id, claimed.game);
        let Some(found) = build(gate, pauses, &claimed, &step).await else {
            info!(
                game,
                "the puzzle candidate is verified again with the next start"
            );
            break;
        };
        let kept = found.is_ok();
        match gate
            .call(move |s| s.finish_game_puzzle(&claimed, found))
            .await
        {
            Ok(Ok(true)) => {
                judged += 1;
                info!(game, candidate = id, kept, "a puzzle candidate judged");
            }
            Ok(Ok(false)) => info!(game, candidate = id, "another process judged the candidate"),
            Ok(Err(e)) => {
                error!(game, "cannot store a puzzle candidate's verdict: {e}");
                break;
            }
            Err(Halt::Stopping) => break,
            Err(e) => {
                error!(game, "storing a puzzle candidate's verdict: {e}");
                break;
            }
        }
    }
    judged
}

/// Builds the candidate's line one decision at a time on the search threads: the puzzle, or
/// why there is none; `None` if the process is stopping.
async fn build(
    gate: &Gate,
    pauses: bool,
    claimed: &ClaimedCandidate,
    step: &impl Fn(),
) -> Option<Result<Puzzle, String>> {
    let mut builder = match from_games::builder(claimed.variant, &claimed.position, claimed.budget)
    {
        Ok(builder) => builder,
        Err(e) => return Some(Err(e)),
    };
    loop {
        if gate.stop().stopping() {
            return None;
        }
        let started = tokio::time::Instant::now();
        let stepped = gate
            .on_search_thread(move || {
                let more = builder.step();
                (builder, more)
            })
            .await;
        // The search thread is free meanwhile: a computer's answer may take it.
        if pauses {
            tokio::time::sleep(crate::ai::review::pause_after(started.elapsed())).await;
        }
        let Some((back, more)) = stepped else {
            error!(game = claimed.game, "a puzzle candidate's search failed");
            return Some(Err("its verification failed".to_string()));
        };
        builder = back;
        step();
        if !more {
            break;
        }
    }
    Some(builder.finish_checked().map_err(|r| r.to_string()))
}

/// The Discord bot's loop: a round at start, then one every [`EVERY`], until the stop.
pub fn keep_verifying(gate: Arc<Gate>) {
    tokio::spawn(async move {
        loop {
            verify(&gate, true, || {}).await;
            tokio::select! {
                () = tokio::time::sleep(EVERY) => {}
                () = gate.stop().wait() => return,
            }
        }
    });
}

#[cfg(test)]
mod tests;
