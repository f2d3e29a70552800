//! Tournaments' scheduled events in their servers (the Events tab): after the tournaments'
//! rounds, the clock's sweep asks the service which events no longer match their tournament
//! (each claimed by this process alone: `Service::claim_events`), makes each change through the
//! adapter ([`Outbox::event`]), and reports what came of it (`Service::event_done`). The first
//! time the adapter may not create events in a server, the tournament's channel is told so,
//! once; when round 1 is paired, the members who marked the event interested are pinged
//! ([`Outbox::interested`]), a batch of mentions a message.

use super::clock::told;
use super::{Gate, Outbox};
use crate::service::tournaments::events::EventOutcome;

/// What the events' failures are called (in the log, and in the console's apology).
pub const EVENTS: &str = "server events' sweep";

/// Makes the changes the tournaments' events need; returns how many it made or tried.
pub async fn sync<O: Outbox>(gate: &Gate, outbox: &O) -> usize {
    let _running = gate.running().await;
    let claimed = gate.behind_people(|s| s.claim_events()).await;
    let Some(work) = told(outbox, EVENTS, claimed) else {
        return 0;
    };
    let count = work.len();
    for work in work {
        let outcome = outbox.event(&work).await;
        let (done, reported) = (work.clone(), outcome.clone());
        let said = gate.call(move |s| s.event_done(&done, &reported)).await;
        if let Some(Some(reply)) = told(outbox, EVENTS, said) {
            outbox
                .post(&work.channel, &reply, "a tournament's event refused")
                .await;
        }
        let (true, EventOutcome::Done(_), Some(guild), Some(event)) =
            (work.ping, &outcome, &work.guild, &work.event)
        else {
            continue;
        };
        let interested = outbox.interested(guild, event).await;
        if interested.is_empty() {
            continue;
        }
        let id = work.tournament;
        let pings = gate.call(move |s| s.event_pings(id, &interested)).await;
        for reply in told(outbox, EVENTS, pings).unwrap_or_default() {
            outbox
                .post(&work.channel, &reply, "the event's interested members")
                .await;
        }
    }
    count
}
