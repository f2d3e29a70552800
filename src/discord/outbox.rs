//! The jobs' [`Outbox`] on Discord: a message posted in a channel or a thread (the reply as
//! [`channel_message`] builds it: its text cut to Discord's limits, its pings, buttons, board and
//! file), tried again while Discord fails for a moment (`deliver`); a thread opened by
//! [`open_thread`]. A channel that is not a Discord channel id is refused in the log; channel `0`
//! (a message with nowhere to go) is skipped.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::deliver;
use super::messages::channel_message;
use super::threads::{self, open_thread};
use crate::jobs::notices::Direct;
use crate::jobs::{Outbox, ThreadOutcome};
use crate::service::notices::Recipient;
use crate::service::tournaments::events::{EventOutcome, EventWork, Interested};
use crate::service::{Reply, ServiceError};

/// Where the bot's own work posts on Discord.
pub(super) struct DiscordOutbox {
    http: Arc<serenity::Http>,
}

impl DiscordOutbox {
    pub(super) fn new(http: Arc<serenity::Http>) -> Arc<DiscordOutbox> {
        Arc::new(DiscordOutbox { http })
    }
}

/// `channel` as a Discord channel, if it names one (`0`: none, said by the caller).
fn channel_id(channel: &str, what: &str) -> Option<serenity::ChannelId> {
    match channel.parse::<u64>() {
        Ok(0) => None,
        Ok(id) => Some(serenity::ChannelId::new(id)),
        Err(_) => {
            warn!(%channel, "{what}: not a Discord channel");
            None
        }
    }
}

impl Outbox for DiscordOutbox {
    async fn post(&self, channel: &str, reply: &Reply, what: &str) {
        let Some(channel) = channel_id(channel, what) else {
            return;
        };
        if super::private::places().hold(channel.get(), reply) {
            info!(%channel, "{what} held for the next answer there (the bot does not post there)");
            return;
        }
        let message = channel_message(reply);
        let until = tokio::time::Instant::now() + deliver::PATIENCE;
        if let Err(e) = deliver::retrying(what, until, || {
            channel.send_message(&self.http, message.clone())
        })
        .await
        {
            warn!(%channel, "could not post {what}: {e}");
        }
    }

    fn has_threads(&self) -> bool {
        true
    }

    async fn open_thread(&self, channel: &str, name: &str) -> ThreadOutcome {
        let Some(channel) = channel_id(channel, "a thread") else {
            return ThreadOutcome::Failed(format!("no channel to open it in: `{channel}`"));
        };
        match open_thread(&self.http, channel, None, name).await {
            threads::ThreadOutcome::Opened(thread) => ThreadOutcome::Opened(thread.to_string()),
            threads::ThreadOutcome::NotAllowed => ThreadOutcome::NotAllowed,
            threads::ThreadOutcome::Failed(e) => ThreadOutcome::Failed(e),
        }
    }

    /// A direct message: the DM channel with the user (`POST /users/@me/channels`, which
    /// Discord answers with the existing one), then a message in it, each tried again while
    /// Discord fails for a moment. Discord's 50007 (the user's direct messages are closed to
    /// the bot) is [`Direct::Refused`].
    async fn direct(&self, to: &Recipient, reply: &Reply) -> Direct {
        let Some(user) = to
            .id
            .strip_prefix("discord:")
            .and_then(|id| id.parse::<u64>().ok())
            .filter(|id| *id != 0)
        else {
            warn!(to = %to.id, "a direct message: not a Discord user");
            return Direct::Failed;
        };
        let user = serenity::UserId::new(user);
        let until = tokio::time::Instant::now() + deliver::PATIENCE;
        let opened = parking_lot::Mutex::new(None);
        let result = deliver::retrying("a DM channel", until, || {
            let (opened, http) = (&opened, &self.http);
            async move {
                let channel = user.create_dm_channel(&**http).await?;
                *opened.lock() = Some(channel.id);
                Ok::<(), serenity::Error>(())
            }
        })
        .await;
        let channel = match (result, opened.into_inner()) {
            (Ok(()), Some(channel)) => channel,
            (Err(e), _) if deliver::cannot_message_user(&e) => return Direct::Refused,
            (result, _) => {
                warn!(%user, "could not open a DM channel: {result:?}");
                return Direct::Failed;
            }
        };
        let message = channel_message(reply);
        match deliver::retrying("a direct message", until, || {
            channel.send_message(&self.http, message.clone())
        })
        .await
        {
            Ok(()) => Direct::Sent,
            Err(e) if deliver::cannot_message_user(&e) => Direct::Refused,
            Err(e) => {
                warn!(%user, "could not send a direct message: {e}");
                Direct::Failed
            }
        }
    }

    async fn event(&self, work: &EventWork) -> EventOutcome {
        let location = self
            .link(work.guild.as_deref(), &work.channel)
            .unwrap_or_else(|| work.channel.clone());
        super::events::change(&self.http, work, location).await
    }

    async fn interested(&self, guild: &str, event: &str) -> Vec<Interested> {
        super::events::interested(&self.http, guild, event).await
    }

    /// A link to the channel (`https://discord.com/channels/<server or @me>/<channel>`), which
    /// opens it at its latest messages, where the game's last board is.
    fn link(&self, guild: Option<&str>, channel: &str) -> Option<String> {
        let channel = channel.parse::<u64>().ok().filter(|id| *id != 0)?;
        Some(format!(
            "https://discord.com/channels/{}/{channel}",
            guild.unwrap_or("@me")
        ))
    }

    fn failed(&self, what: &str, error: &ServiceError) {
        warn!(%error, "the {what} failed");
    }
}
