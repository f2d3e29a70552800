//! The computer's answers owed after a restart: in every game where the computer was to act when
//! the database was opened (a restart came between a player's move and its answer), it moves,
//! and each answer is posted in its game's channel.

use tracing::{error, info};

use super::{Gate, Outbox};

/// Plays the computer's owed answers in the games whose guild `owns` accepts (a bot split over
/// several processes plays in the guilds of its shards: see `discord/shards.rs`), on the search
/// threads, and posts each in its game's channel; how many.
pub async fn resume<O, F>(gate: &Gate, outbox: &O, owns: F) -> usize
where
    O: Outbox,
    F: Fn(Option<&str>) -> bool + Send + 'static,
{
    let Some(replies) = gate
        .search(move |s| s.resume_computer_games_where(&owns))
        .await
    else {
        error!("resuming the computer's games failed");
        return 0;
    };
    if !replies.is_empty() {
        info!(
            count = replies.len(),
            "the computer answered after a restart"
        );
    }
    let count = replies.len();
    for (channel, reply) in replies {
        outbox.post(&channel, &reply, "the computer's answer").await;
    }
    count
}
