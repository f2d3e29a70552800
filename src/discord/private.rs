//! Channels where the bot does not post on its own: a DM or group DM between people, where the
//! app is only on a user's account and the bot is not in the channel (Discord refuses its post
//! there: 403, 50001 Missing Access), a server that did not add the app, and, for one rule
//! everywhere outside servers, its own DM too (docs/discord.md, "Playing in direct messages and
//! group chats").
//!
//! There every board, "your turn" and result is the answer to the interaction that made it (a
//! move's answer mentions the player to move, which notifies them). What the bot's own work
//! would post there (a clock's reminder or a loss on time, the computer's answer after a restart,
//! a finished review's news, an answer Discord would not take as an interaction's) is held here
//! and shown as follow-ups of the next command answered publicly in that channel, with that
//! interaction's own token: the bot never uses an older token than the one it is answering, and
//! none after [`TOKEN_USE`]. Held messages live in this process: a restart loses them, not the
//! games' state (`/board` and `/games` show it).
//!
//! Which channels: each interaction says where it comes from ([`note`]); at start, the store's
//! channels that had a game outside servers ([`Places::load`]), so that a restart does not post
//! where it may not. One set per process ([`places`]): every shard's answers and every job's
//! outbox read the same.

use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

use parking_lot::Mutex;
use poise::serenity_prelude as serenity;
use poise::serenity_prelude::{AuthorizingIntegrationOwner, InteractionContext};

use crate::service::Reply;

/// How long after an interaction the bot still uses its token (Discord's last 15 minutes).
pub(super) const TOKEN_USE: Duration = Duration::from_secs(14 * 60);
/// At most this many messages are held for one channel: the oldest go first.
const HOLD_AT_MOST: usize = 10;

/// The channels the bot does not post in on its own, with what waits for the next answer there.
#[derive(Default)]
pub(super) struct Places {
    held: Mutex<HashMap<u64, Vec<Reply>>>,
}

/// This process's [`Places`].
pub(super) fn places() -> &'static Places {
    static PLACES: OnceLock<Places> = OnceLock::new();
    PLACES.get_or_init(Places::default)
}

/// Whether the bot may post on its own where an interaction came from: in a server that added
/// the app (the interaction's context a server, and a guild install among the authorizing
/// owners, or no owners said, as before user installs), never elsewhere.
pub(super) fn can_post(
    context: Option<InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
) -> bool {
    let Some(guild) = guild else {
        return false;
    };
    match context {
        Some(InteractionContext::Guild) | None => owners.0.is_empty()
            || owners.0.iter().any(
                |o| matches!(o, AuthorizingIntegrationOwner::GuildInstall(Some(g)) if *g == guild),
            ),
        Some(_) => false,
    }
}

/// Notes where a slash command came from (see [`note`]).
pub(super) fn note_command(i: &serenity::CommandInteraction) {
    note(
        i.channel_id,
        i.context,
        &i.authorizing_integration_owners,
        i.guild_id,
    );
}

/// Notes where a pressed button was (see [`note`]).
pub(super) fn note_component(i: &serenity::ComponentInteraction) {
    note(
        i.channel_id,
        i.context,
        &i.authorizing_integration_owners,
        i.guild_id,
    );
}

/// Notes where an interaction came from: a channel the bot may not post in joins the set.
fn note(
    channel: serenity::ChannelId,
    context: Option<InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
) {
    if !can_post(context, owners, guild) {
        places().add(channel.get());
    }
}

impl Places {
    /// Adds `channel` to the set.
    pub(super) fn add(&self, channel: u64) {
        self.held.lock().entry(channel).or_default();
    }

    /// Adds the channels of `listed` (the store's, as text: those not a Discord id are skipped).
    pub(super) fn load(&self, listed: &[String]) {
        for channel in listed.iter().filter_map(|c| c.parse::<u64>().ok()) {
            if channel != 0 {
                self.add(channel);
            }
        }
    }

    /// Whether the bot does not post in `channel` on its own.
    pub(super) fn is_private(&self, channel: u64) -> bool {
        self.held.lock().contains_key(&channel)
    }

    /// Holds `reply` for the next answer in `channel` if the bot does not post there; whether
    /// it did.
    pub(super) fn hold(&self, channel: u64, reply: &Reply) -> bool {
        let mut held = self.held.lock();
        let Some(waiting) = held.get_mut(&channel) else {
            return false;
        };
        if waiting.len() == HOLD_AT_MOST {
            waiting.remove(0);
        }
        waiting.push(reply.clone());
        true
    }

    /// What waits for the next answer in `channel`, oldest first, taken.
    pub(super) fn take(&self, channel: u64) -> Vec<Reply> {
        self.held
            .lock()
            .get_mut(&channel)
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests;
