//! The Discord bot: poise slash commands as thin adapters over the service.
//!
//! STUB — being written by the Discord helper. The entry point below is fixed.

use std::sync::Arc;

use crate::service::Service;

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct DiscordSettings {
    /// The bot token.
    pub token: String,
    /// A guild (server) to register the commands in, instantly; global registration otherwise.
    pub guild_id: Option<u64>,
    /// Tests only: a base URL (e.g. `http://127.0.0.1:4321`) that replaces `https://discord.com`
    /// for every REST call; the gateway URL then comes from `GET /api/v10/gateway`.
    pub api_url: Option<String>,
}

/// A failure that stops the bot.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("discord: {0}")]
    Serenity(#[from] Box<serenity::Error>),
}

/// Runs the bot until the process is told to stop.
pub async fn run(settings: DiscordSettings, service: Arc<Service>) -> Result<(), DiscordError> {
    let _ = (settings, service);
    Ok(())
}
