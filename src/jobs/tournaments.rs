//! Posting what the tournaments' director decides ([`TournamentNotice`], from the clock's
//! sweep): the round's games each get a public thread of the tournament's channel
//! (`R2 · alice – bob`), their first message (the board, pinging both players) posted in it; the
//! announcement of the round (pairings and their picture) goes to the channel. Where threads may
//! not be created, the games are played in the channel and the announcement says why; an adapter
//! without threads (the console) posts the games after the announcement.

use tracing::warn;

use super::{Gate, Halt, Outbox, ThreadOutcome};
use crate::service::TournamentNotice;

/// Posts what the director decided about a tournament: each game in a thread of its own (or in
/// the channel, where threads may not be created), then the announcement in the channel.
pub async fn post<O: Outbox>(gate: &Gate, outbox: &O, notice: TournamentNotice) {
    let channel = notice.channel;
    let mut threads = notice.threads && outbox.has_threads();
    let mut refused = false;
    let mut games = Vec::with_capacity(notice.games.len());
    for game in notice.games {
        let mut target = channel.clone();
        if threads {
            match outbox.open_thread(&channel, &game.thread_name).await {
                ThreadOutcome::Opened(thread) => {
                    let id = game.game;
                    let into = thread.clone();
                    match gate.call(move |s| s.moved_to_thread(id, &into)).await {
                        Ok(Ok(())) => target = thread,
                        Ok(Err(e)) => {
                            warn!(game = id, "the game could not move to its thread: {e}")
                        }
                        Err(Halt::Stopping) => {}
                        Err(e) => warn!(game = id, "moving the game to its thread: {e}"),
                    }
                }
                ThreadOutcome::NotAllowed => {
                    threads = false;
                    refused = true;
                    let id = notice.tournament;
                    let _ = gate.call(move |s| s.tournament_threads_refused(id)).await;
                }
                ThreadOutcome::Failed(e) => {
                    warn!(game = game.game, "no thread for a tournament game: {e}");
                }
            }
        }
        games.push((game, target));
    }
    let mut reply = notice.reply;
    if refused {
        reply.text.push('\n');
        reply.text.push_str(&notice.no_threads);
    }
    outbox
        .post(&channel, &reply, "a tournament's announcement")
        .await;
    for (game, target) in games {
        outbox.post(&target, &game.reply, "a tournament game").await;
    }
}
