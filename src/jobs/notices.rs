//! Your-turn notices (`/notify`): the turn notices and the daily digests the service decides and
//! claims (`service::notices`), each sent as a direct message through the adapter's outbox
//! ([`Outbox::direct`]). A recipient the adapter cannot send one to (Discord's error 50007: their
//! direct messages are closed to the bot) has their notices turned off; the service tells them
//! once, at their next command.
//!
//! The Discord bot runs [`keep_sending`]: a round at start, after each move of a game that goes
//! on (the service's `notices_wake`, at most one round per [`GAP`]) and every [`EVERY`] (a digest's
//! hour, a turn held back by the hourly limit). The console runs [`send`] after each command.
//! Several processes on one database each run it; the store's claims send each notice once.

use std::sync::Arc;
use std::time::Duration;

use tracing::info;

use super::clock::told;
use super::{Gate, Outbox};
use crate::service::notices::{digest_reply, turn_reply, NOTICE_BATCH};

/// The longest the job waits between two rounds.
pub const EVERY: Duration = Duration::from_secs(60);
/// The shortest time between two rounds (moves come faster than notices are due).
pub const GAP: Duration = Duration::from_secs(1);

/// What a direct message came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Direct {
    Sent,
    /// The recipient cannot be sent one (Discord's 50007): their notices go off.
    Refused,
    /// It failed for another reason (said in the log): the notice is lost, nothing else changes.
    Failed,
}

/// What the notices' failures are called.
pub const NOTICES: &str = "notices";

/// One round: every turn notice due, then every digest due, batch after batch; how many were
/// sent.
pub async fn send<O: Outbox>(gate: &Gate, outbox: &O) -> usize {
    let mut sent = 0;
    loop {
        let _running = gate.running().await;
        let Some(turns) = told(
            outbox,
            NOTICES,
            gate.behind_people(|s| s.turn_notices()).await,
        ) else {
            break;
        };
        let full = turns.len() >= NOTICE_BATCH;
        for notice in turns {
            let link = outbox.link(notice.game.guild.as_deref(), &notice.game.channel);
            let reply = turn_reply(&notice, link.as_deref());
            sent += delivered(gate, outbox, &notice.to, &reply).await;
        }
        if !full {
            break;
        }
    }
    loop {
        let _running = gate.running().await;
        let Some(digests) = told(outbox, NOTICES, gate.behind_people(|s| s.digests()).await) else {
            break;
        };
        let full = digests.len() >= NOTICE_BATCH;
        for digest in digests {
            let links: Vec<_> = digest
                .games
                .iter()
                .map(|g| outbox.link(g.guild.as_deref(), &g.channel))
                .collect();
            let reply = digest_reply(&digest, &links);
            sent += delivered(gate, outbox, &digest.to, &reply).await;
        }
        if !full {
            break;
        }
    }
    sent
}

/// Sends `reply` to `to`; 1 if it was sent. A refusal turns their notices off.
async fn delivered<O: Outbox>(
    gate: &Gate,
    outbox: &O,
    to: &crate::service::notices::Recipient,
    reply: &crate::service::Reply,
) -> usize {
    match outbox.direct(to, reply).await {
        Direct::Sent => 1,
        Direct::Failed => 0,
        Direct::Refused => {
            let player = to.player;
            info!(player, "direct messages refused: notices turned off");
            told(
                outbox,
                NOTICES,
                gate.call(move |s| s.notices_refused(player)).await,
            );
            0
        }
    }
}

/// Sends the notices due, at start and then as the module doc says, for as long as the runtime
/// runs.
pub fn keep_sending<O: Outbox>(gate: Arc<Gate>, outbox: Arc<O>) {
    tokio::spawn(async move {
        let wake = gate.quick(|s| s.notices_wake());
        loop {
            let sent = send(&gate, &*outbox).await;
            if sent > 0 {
                info!(sent, "notices sent");
            }
            if gate.stop().stopping() {
                info!("the notices stopped: the bot is stopping");
                return;
            }
            tokio::time::sleep(GAP).await;
            tokio::select! {
                () = tokio::time::sleep(EVERY) => {}
                () = wake.notified() => {}
            }
        }
    });
}
