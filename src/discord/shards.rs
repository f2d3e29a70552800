//! Shards: which of the bot's gateway connections this process runs, and what runs once per bot
//! rather than once per process.
//!
//! Discord sends a guild's events on shard `(guild_id >> 22) % shard_count` only, so a process
//! answers exactly the interactions of the guilds of its shards. Without a configured range the
//! process runs every shard, as many as `GET /gateway/bot` recommends (asked once, by
//! `lifecycle::reach_discord`). With a range (`--shards 0-1 --shard-count 4`), several processes
//! on one host share one database file: SQLite in WAL mode with a busy timeout lets them write
//! in turn, and the store's version check applies each move, deadline or answer once.
//!
//! What runs once per process, and why nothing is done twice over several processes:
//! - **The bot's duties** (registering the slash commands; the computer's answers and reviews
//!   owed in games outside any guild) are done by one process, [`Duties`]: on SQLite (one host)
//!   the process that runs shard 0; on PostgreSQL (processes on several hosts) the one that holds
//!   the database's duty lock (`store::pg::listen`), so that when that process or its host dies,
//!   another takes the duties over within seconds and registers the commands again.
//!   Registering from every process would be harmless (the same list replaces itself) but costs a
//!   rate-limited request per process per start.
//! - The clock scheduler runs in every process, over every game. A sweep first claims the due
//!   games it decides (`Store::claim_due`: on PostgreSQL `FOR UPDATE SKIP LOCKED`), so two
//!   processes sweeping at once share the work instead of repeating it; and each notice it posts
//!   comes from a write that won the version check (`Service::decide_due`: a verdict written, a
//!   reminder taken), so even a lapsed claim cannot post a notice twice. Which process posts does
//!   not matter: a post is a REST call, and any process may post in any channel. On PostgreSQL a
//!   deadline set on one host wakes the schedulers of the others (`LISTEN/NOTIFY`).
//! - The computer's answers owed after a restart are played by the process that owns the game's
//!   guild (games outside a guild: the process with the duties), so two processes never search
//!   the same position; the version check would refuse the second answer anyway.
//! - Scheduled backups (SQLite only; PostgreSQL's are `pg_dump`'s) are taken by the process of
//!   shard 0 only (`main.rs`).

use poise::serenity_prelude as serenity;
use tracing::info;

use crate::config::ShardRange;

/// The shards to run: the configured range, else every shard Discord recommends.
pub(super) fn choose(configured: Option<ShardRange>, recommended: u32) -> ShardRange {
    let range = configured.unwrap_or_else(|| ShardRange::all(recommended));
    info!(
        first = range.first,
        last = range.last,
        total = range.total,
        recommended,
        configured = configured.is_some(),
        "running shards {range}"
    );
    if configured.is_some() && range.total < recommended {
        tracing::warn!(
            "shard_count {} is below the {recommended} shards Discord recommends",
            range.total
        );
    }
    range
}

/// Who does the bot's duties (see the module's text).
#[derive(Clone, Debug)]
pub(super) enum Duties {
    /// SQLite: fixed at start, the process that runs shard 0.
    Shard0(bool),
    /// PostgreSQL: whether this process holds the duty lock, as it changes.
    Lock(tokio::sync::watch::Receiver<bool>),
}

impl Duties {
    /// The duties of this process: the duty lock's when the database has one (`held`), else
    /// shard 0's.
    pub(super) fn of(
        range: &ShardRange,
        held: Option<tokio::sync::watch::Receiver<bool>>,
    ) -> Duties {
        match held {
            Some(held) => Duties::Lock(held),
            None => {
                let registers = range.holds(0);
                if !registers {
                    info!("commands are registered by the process that runs shard 0");
                }
                Duties::Shard0(registers)
            }
        }
    }

    /// Whether this process holds them now.
    pub(super) fn held(&self) -> bool {
        match self {
            Duties::Shard0(held) => *held,
            Duties::Lock(held) => *held.borrow(),
        }
    }
}

/// Whether this process owns a game of `guild` (a Discord guild id as stored; `None` or not a
/// number: a game outside Discord's guilds, owned by the process with the duties, `duties`).
pub(super) fn owns_game(range: &ShardRange, duties: bool, guild: Option<&str>) -> bool {
    match guild.and_then(|g| g.parse::<u64>().ok()) {
        Some(guild) => range.owns_guild(guild),
        None => duties,
    }
}

/// Connects the shards of `range` and runs them until they end.
pub(super) async fn start(
    client: &mut serenity::Client,
    range: &ShardRange,
) -> Result<(), serenity::Error> {
    // serenity's `start_shard_range(a..b, n)` runs shards a to b *inclusive* (its `Range` end is
    // the last shard), so `first..last` is the whole range.
    client
        .start_shard_range(range.first..range.last, range.total)
        .await
}

#[cfg(test)]
mod tests;
