//! The clock's sweep and the scheduler: one task that sleeps until the earliest deadline or
//! reminder in the database, is woken when a change may have moved it, and posts what the
//! service's sweep decides (reminders, losses on time, aborts, lapsed challenges) in the games'
//! channels, then what the tournaments' director decides (`tournaments`).
//!
//! The sweep never holds the database across an await: it decides every due game first, in
//! batches of at most [`BATCH`] games (`Service::decide_due`, [`Gate::behind_people`]), then
//! posts the messages, each board drawn just before its message is posted.
//!
//! Several processes on one database (a bot split by shards) each run a scheduler over every
//! game. A notice is posted only by the process whose write of it won the store's version check
//! (a verdict written, a reminder taken); the other process's write is refused and it posts
//! nothing, so each deadline is told once (`tests/discord_bot/shards.rs` checks it).
//!
//! The console runs [`sweep`] itself after each command (its clock moves only when told).

use std::sync::Arc;
use std::time::Duration;

use tracing::info;

use super::{Gate, Halt, Outbox};
use crate::service::ServiceError;

/// Games decided per sweep (one service call); a full batch is followed by another at once.
pub const BATCH: usize = 100;
/// Longest the scheduler sleeps without looking (a clock moved by hand, a missed wake-up).
const MAX_SLEEP: Duration = Duration::from_secs(60);

/// What the sweep's failures are called (in the log, and in the console's apology).
pub const SWEEP: &str = "clock sweep";
/// What the tournaments' sweep's failures are called.
pub const TOURNAMENTS: &str = "tournaments' sweep";

/// Sweeps until nothing is due, then posts what the sweep decided, then the tournaments' rounds;
/// returns how many notices it posted.
///
/// Every due game is decided first, batch after batch (a few seconds for ten thousand games:
/// `benches/scheduler.rs`), so results and ratings never wait for the adapter, which lets a bot
/// post far fewer messages a second; then the notices are posted in order, each board drawn just
/// before its message. A bot stopped while posting does not post the rest (the games are decided
/// and stay so). Then the tournaments that are due (a round to pair, a tournament to finish or to
/// start), until none is left: each decision's messages are posted before the next is decided.
/// Last, the servers' daily puzzles that are due (`daily`).
pub async fn sweep<O: Outbox>(gate: &Gate, outbox: &O) -> usize {
    let mut notices = Vec::new();
    loop {
        let _running = gate.running().await;
        let decided = gate.behind_people(|s| s.decide_due(BATCH)).await;
        let Some(batch) = told(outbox, SWEEP, decided) else {
            break;
        };
        let full = batch.len() >= BATCH;
        notices.extend(batch);
        if !full {
            break;
        }
    }
    let mut total = notices.len();
    for notice in notices {
        let _running = gate.running().await;
        let notice = if notice.board.is_some() {
            let game = notice.game;
            match gate.call(move |s| s.draw_notice(notice)).await {
                Ok(drawn) => drawn,
                // Stopping: a bot stopped while posting does not post the rest.
                Err(Halt::Stopping) => continue,
                Err(halt) => {
                    tracing::warn!(game, "drawing a notice's board: {halt}");
                    continue;
                }
            }
        } else {
            notice
        };
        outbox
            .post(&notice.channel, &notice.reply, "a notice")
            .await;
    }
    loop {
        let _running = gate.running().await;
        let decided = gate.behind_people(|s| s.decide_tournaments(BATCH)).await;
        let Some(decided) = told(outbox, TOURNAMENTS, decided) else {
            break;
        };
        drop(_running);
        if decided.is_empty() {
            break;
        }
        total += decided.len();
        for notice in decided {
            let _running = gate.running().await;
            super::tournaments::post(gate, outbox, notice).await;
        }
    }
    total + super::daily::post(gate, outbox).await + super::events::sync(gate, outbox).await
}

/// What a sweep's service call came to, its failure told to the outbox (`None`).
pub(super) fn told<T, O: Outbox>(
    outbox: &O,
    what: &str,
    result: Result<Result<T, ServiceError>, Halt>,
) -> Option<T> {
    match result {
        Ok(Ok(done)) => Some(done),
        Ok(Err(error)) => {
            outbox.failed(what, &error);
            None
        }
        Err(halt) => {
            outbox.halted(what, &halt);
            None
        }
    }
}

/// Applies at start every deadline that passed while the bot was down (in order, once), then
/// leaves the scheduler running (a task for as long as the runtime runs).
pub async fn start<O: Outbox>(gate: Arc<Gate>, outbox: Arc<O>) {
    let decided = sweep(&gate, &*outbox).await;
    info!(decided, "deadlines passed while stopped applied");
    tokio::spawn(scheduler(gate, outbox));
}

/// The scheduler's loop: a sweep, then sleep until the next event or a wake-up.
async fn scheduler<O: Outbox>(gate: Arc<Gate>, outbox: Arc<O>) {
    let wake = gate.quick(|s| s.wake_handle());
    loop {
        gate.quick(|s| s.scheduler_awake());
        let decided = sweep(&gate, &*outbox).await;
        let next = gate.call(|s| (s.next_event(), s.now())).await;
        let wait = match next {
            Ok((Ok(Some(at)), now)) if at > now => Duration::from_secs((at - now) as u64),
            // Something is still due: it lost a race or failed; look again shortly.
            Ok((Ok(Some(_)), _)) if decided == 0 => Duration::from_secs(1),
            Ok((Ok(Some(_)), _)) => Duration::ZERO,
            _ => MAX_SLEEP,
        }
        .min(MAX_SLEEP);
        // A wake-up heard from another process for a later time than this is ignored.
        gate.quick(|s| {
            let now = s.now();
            s.sleeping_until(now.saturating_add(wait.as_secs() as i64));
        });
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = wake.notified() => {}
        }
    }
}
