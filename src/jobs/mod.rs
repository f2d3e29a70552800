//! The bot's own work: what runs without anyone asking, between the service and the adapters.
//!
//! - `clock`: the sweep of the clock (reminders, losses on time, aborts, lapsed challenges),
//!   then the tournaments' rounds (`tournaments`: each round's games, in threads where the
//!   adapter has them, and its announcement), and the scheduler that sleeps until the next one;
//! - `reviews`: the queue of the computer's reviews, run a position at a time on the search
//!   threads, their progress, and the reviews a restart cut short (`reviews::resume`);
//! - `computer`: the computer's answers owed after a restart;
//! - `forget`: the answered interactions forgotten after a day;
//! - `game_puzzles`: the puzzle candidates of reviewed games, verified in the background;
//! - `notices`: the your-turn notices and daily digests players chose with `/notify`, sent as
//!   direct messages ([`Outbox::direct`]);
//! - `daily`: each server's daily puzzle, posted at its time at the end of the clock's sweep;
//! - `events`: the tournaments' scheduled events in their servers, kept matching their
//!   tournaments, and the members marked interested pinged at the start;
//! - `backups`: scheduled copies of the database.
//!
//! A job reaches the service only through the [`Gate`] (the same permits, threads and stop as a
//! person's command), and the outside only through an [`Outbox`], which each adapter implements
//! once: the Discord adapter (`discord/outbox.rs`) posts to channels and threads; the console
//! (`console/outbox.rs`) prints, and writes the pictures to its boards folder. The Discord bot
//! runs the jobs on the scheduler's clock; the console runs the same jobs on its own clock, after
//! each command. Nothing here knows Discord or the terminal.

pub mod backups;
pub mod clock;
pub mod computer;
pub mod daily;
pub mod events;
pub mod forget;
pub mod game_puzzles;
pub mod gate;
pub mod notices;
pub mod reviews;
pub mod searches;
pub mod tournaments;

use std::future::Future;

use crate::service::{Reply, ServiceError};

pub use gate::{Gate, Halt, Stop};

/// A thread the adapter opened, or why not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThreadOutcome {
    /// The thread is open: its id, as the service names channels (messages are posted to it as
    /// to any channel).
    Opened(String),
    /// The adapter may not open threads there: play in the channel, and say so.
    NotAllowed,
    /// It could not be opened for another reason: why.
    Failed(String),
}

/// Where the jobs' messages go: each adapter implements it once. Channels are named as the
/// service names them ([`crate::service::Caller::channel`]); messages are the service's plain
/// [`Reply`]s, with their picture (a board, a chart) attached.
pub trait Outbox: Send + Sync + 'static {
    /// Posts `reply` in `channel` (trying again while the adapter fails for a moment); `what`
    /// names it in the logs (`"a notice"`, `"a tournament game"`).
    fn post(&self, channel: &str, reply: &Reply, what: &str) -> impl Future<Output = ()> + Send;

    /// Whether this adapter has threads at all (the console has none: a tournament's games are
    /// then posted in its channel, and nothing is recorded as refused).
    fn has_threads(&self) -> bool;

    /// Opens a public thread named `name` in `channel`.
    fn open_thread(&self, channel: &str, name: &str) -> impl Future<Output = ThreadOutcome> + Send;

    /// Sends `reply` to `to` as a direct message (`what` names it in the logs): whether it was
    /// sent, refused for good (the recipient takes none from the bot), or failed.
    fn direct(
        &self,
        to: &crate::service::notices::Recipient,
        reply: &Reply,
    ) -> impl Future<Output = notices::Direct> + Send;

    /// Makes the change `work` says to a tournament's scheduled event in its server (creates
    /// it, updates it, moves its status): done (with the new event's id), not allowed (the bot
    /// may not manage the server's events), or failed (tried again at a later sweep).
    fn event(
        &self,
        work: &crate::service::tournaments::events::EventWork,
    ) -> impl Future<Output = crate::service::tournaments::events::EventOutcome> + Send;

    /// The members who marked event `event` of server `guild` interested (none where the adapter
    /// has no such thing, or could not read them).
    fn interested(
        &self,
        guild: &str,
        event: &str,
    ) -> impl Future<Output = Vec<crate::service::tournaments::events::Interested>> + Send;

    /// A link to `channel` (of server `guild`) that a direct message can carry, if the adapter
    /// has such links (the console has none).
    fn link(&self, guild: Option<&str>, channel: &str) -> Option<String>;

    /// A job's service call failed (`what`: `"clock sweep"`, `"tournaments' sweep"`…): the
    /// adapter says so where it says such things (the bot's log; the console's output).
    fn failed(&self, what: &str, error: &ServiceError);

    /// A job's service call gave no result: it panicked (a warning), or the process is stopping
    /// (nothing was started: what is due stays due for the next start).
    fn halted(&self, what: &str, halt: &Halt) {
        match halt {
            Halt::Stopping => tracing::info!("the {what} stopped: {halt}"),
            Halt::Crashed(_) => tracing::warn!("the {what} stopped: {halt}"),
        }
    }
}

#[cfg(test)]
mod tests;
