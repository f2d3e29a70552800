//! Forgetting answered interactions: every [`EVERY`], the ids of the interactions answered more
//! than a day ago ([`KEEP_INTERACTIONS`], see there why a day) are deleted, a batch of
//! [`FORGET_BATCH`] at a time with a pause between batches, so that people's moves, which wait
//! for SQLite's writer, wait for one batch at most. Kept forever, they were a row per command
//! for good, much of the database's growth in a soak (issue 48).
//!
//! Each process of a bot split over several hosts does it: a row deleted twice is deleted once
//! (PostgreSQL's second delete waits for the first's row locks, then finds nothing).

use std::sync::Arc;
use std::time::Duration;

use tracing::{info, warn};

use super::{Gate, Halt};
use crate::store::{FORGET_BATCH, KEEP_INTERACTIONS};

/// How often the answered interactions are forgotten (at most: a shorter time kept, for a test,
/// makes it that short).
pub const EVERY: Duration = Duration::from_secs(10 * 60);
/// The pause between two batches.
const PAUSE: Duration = Duration::from_millis(20);
/// For tests and soaks: how many seconds an answered interaction is kept, instead of a day.
pub const KEEP_VAR: &str = "TABULA_TEST_INTERACTIONS_KEEP";

/// Seconds kept: [`KEEP_VAR`] if set to a positive number, else [`KEEP_INTERACTIONS`].
fn kept() -> i64 {
    match std::env::var(KEEP_VAR) {
        Err(_) => KEEP_INTERACTIONS,
        Ok(v) => match v.trim().parse::<i64>() {
            Ok(seconds) if seconds > 0 => seconds,
            _ => {
                warn!("{KEEP_VAR} must be a positive number of seconds, not `{v}`: a day is kept");
                KEEP_INTERACTIONS
            }
        },
    }
}

/// Forgets the old answered interactions at start and every [`EVERY`] after, for as long as
/// the process runs.
pub fn keep_forgetting(gate: Arc<Gate>) {
    let keep = kept();
    let every = EVERY.min(Duration::from_secs(keep.unsigned_abs()));
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            let forgotten = forget_all(&gate, keep).await;
            if forgotten > 0 {
                info!(
                    forgotten,
                    kept_seconds = keep,
                    "answered interactions forgotten"
                );
            }
        }
    });
}

/// Forgets every answered interaction older than `keep` seconds, batch after batch; how many.
async fn forget_all(gate: &Gate, keep: i64) -> usize {
    let mut total = 0;
    loop {
        match gate.call(move |s| s.forget_interactions(keep)).await {
            Ok(Ok(forgotten)) => {
                total += forgotten;
                if forgotten < FORGET_BATCH {
                    return total;
                }
            }
            Ok(Err(error)) => {
                warn!(%error, "forgetting the answered interactions failed");
                return total;
            }
            // Stopping: the next start forgets them.
            Err(Halt::Stopping) => return total,
            Err(halt) => {
                warn!("forgetting the answered interactions: {halt}");
                return total;
            }
        }
        tokio::time::sleep(PAUSE).await;
    }
}
