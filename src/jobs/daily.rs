//! The daily puzzle of each server (`/puzzle daily`): the clock's sweep ([`super::clock::sweep`])
//! ends with [`post`], which posts every server's puzzle that is due, and the scheduler wakes for
//! the next one (`Service::next_event` counts it). Each server's post is claimed in the store,
//! so several processes on one database post it once; the answer of the day before goes first,
//! in a message of its own, then the day's puzzle with its Solve button.

use super::clock::told;
use super::{Gate, Outbox};
use crate::service::puzzles::daily::DAILY_BATCH;

/// What the daily posts' failures are called.
pub const DAILY: &str = "daily puzzles";

/// Posts every daily puzzle due, batch after batch; how many messages were posted.
pub async fn post<O: Outbox>(gate: &Gate, outbox: &O) -> usize {
    let mut posted = 0;
    loop {
        let _running = gate.running().await;
        let Some(due) = told(outbox, DAILY, gate.behind_people(|s| s.daily_posts()).await) else {
            break;
        };
        let full = due.len() >= DAILY_BATCH;
        for out in due {
            for reply in &out.replies {
                outbox.post(&out.channel, reply, "a daily puzzle").await;
                posted += 1;
            }
        }
        if !full {
            break;
        }
    }
    posted
}
