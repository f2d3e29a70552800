//! Discord's JSON objects as the fake sends them: just the fields serenity 0.12 requires (its
//! models are strict: a missing field drops the whole event with a warning), with plausible values.

use serde_json::{json, Value};

/// The bot's application id, which is also its user id.
pub const APP_ID: u64 = 1_100_000_000_000_000_001;
/// The one guild of the fake.
pub const GUILD_ID: u64 = 1_200_000_000_000_000_001;
/// The default channel interactions come from.
pub const CHANNEL_ID: u64 = 1_300_000_000_000_000_001;
/// Discord's attachment limit for a server without boosts (10 MiB since 2024; 25 MiB before),
/// what interactions carry unless a test sets [`super::State::attachment_size_limit`].
pub const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";

/// A person using the bot, as seen in interactions.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub username: String,
    pub global_name: Option<String>,
    /// Their nickname in the guild.
    pub nick: Option<String>,
    /// Their client's language (`fr`, `en-US`...), sent as the interaction's `locale`.
    pub locale: String,
    pub bot: bool,
    /// They have Manage Server in the guild (its administrators): Discord then shows them the
    /// commands registered with `default_member_permissions` = Manage Server.
    pub manage_server: bool,
}

/// What an ordinary member may do in the test guild's channel (Discord's permission bits, as
/// Discord resolves them for the member in the channel of the interaction).
pub const MEMBER_PERMISSIONS: u64 = 2_248_473_465_835_073;
/// Discord's Manage Server bit (`MANAGE_GUILD`).
pub const MANAGE_GUILD: u64 = 1 << 5;

impl TestUser {
    pub fn new(id: u64, username: &str, locale: &str) -> TestUser {
        TestUser {
            id,
            username: username.to_string(),
            global_name: None,
            nick: None,
            locale: locale.to_string(),
            bot: false,
            manage_server: false,
        }
    }

    /// The same user with Manage Server in the guild.
    pub fn with_manage_server(mut self) -> TestUser {
        self.manage_server = true;
        self
    }

    /// Their permissions in the channel, as Discord sends them with an interaction.
    pub fn permissions(&self) -> u64 {
        if self.manage_server {
            MEMBER_PERMISSIONS | MANAGE_GUILD
        } else {
            MEMBER_PERMISSIONS
        }
    }

    pub fn with_nick(mut self, nick: &str) -> TestUser {
        self.nick = Some(nick.to_string());
        self
    }

    pub fn with_global_name(mut self, name: &str) -> TestUser {
        self.global_name = Some(name.to_string());
        self
    }

    pub fn bot_account(mut self) -> TestUser {
        self.bot = true;
        self
    }

    /// The name the bot should show: nickname, else global name, else username.
    pub fn display_name(&self) -> &str {
        self.nick
            .as_deref()
            .or(self.global_name.as_deref())
            .unwrap_or(&self.username)
    }

    /// `<@id>`.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }

    pub fn user_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
        })
    }

    /// A guild member as in `interaction.member` (with the user inside).
    pub fn member_json(&self) -> Value {
        json!({
            "user": self.user_json(),
            "nick": self.nick,
            "avatar": null,
            "roles": [],
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions().to_string(),
            "communication_disabled_until": null,
        })
    }

    /// A member as in `resolved.members` (no user, no deaf/mute).
    pub fn partial_member_json(&self) -> Value {
        json!({
            "nick": self.nick,
            "avatar": null,
            "roles": [],
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions().to_string(),
        })
    }
}

/// The bot's own user.
pub fn bot_user() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "username": "Tabula",
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
    })
}

pub fn hello() -> Value {
    json!({"op": 10, "d": {"heartbeat_interval": 41250}, "s": null, "t": null})
}

pub fn dispatch(seq: u64, kind: &str, data: Value) -> Value {
    json!({"op": 0, "s": seq, "t": kind, "d": data})
}

/// READY for `shard` ([id, count]) and its guilds.
pub fn ready(session: &str, gateway_url: &str, shard: [u32; 2], guilds: &[u64]) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": guilds,
        "session_id": session,
        "resume_gateway_url": gateway_url,
        "shard": shard,
        "application": {"id": APP_ID.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
    })
}

fn text_channel(guild: u64, id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

/// GUILD_CREATE for a guild of the fake with one text channel, the bot its only known member.
pub fn guild_create(guild_id: u64, channel: u64) -> Value {
    let everyone = json!({
        "id": guild_id.to_string(),
        "name": "@everyone",
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 0,
        "permissions": "2248473465835073",
        "managed": false,
        "mentionable": false,
        "flags": 0,
    });
    let bot_member = json!({
        "user": bot_user(),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
    });
    let mut guild = json!({
        "id": guild_id.to_string(),
        "name": "Forum Romanum",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "1",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": [everyone],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
    });
    // The GUILD_CREATE extras (split in two: one json! this size exceeds the macro recursion limit).
    let extras = json!({
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 3,
        "voice_states": [],
        "members": [bot_member],
        "channels": [text_channel(guild_id, channel, "ludus")],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    });
    if let (Value::Object(g), Value::Object(extras)) = (&mut guild, extras) {
        g.extend(extras);
    }
    guild
}

/// The fields every interaction carries.
pub fn interaction(
    id: u64,
    kind: u8,
    token: &str,
    user: &TestUser,
    channel: u64,
    guild: u64,
    data: Value,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": guild.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "guild_id": guild.to_string(), "name": "ludus", "flags": 0},
        "channel_id": channel.to_string(),
        "member": user.member_json(),
        "token": token,
        "version": 1,
        "app_permissions": "2248473465835073",
        "locale": user.locale,
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": guild.to_string()},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    })
}

/// A message as Discord returns it (and as a component interaction carries it).
pub fn message(
    id: u64,
    channel: u64,
    guild: u64,
    content: &str,
    components: &Value,
    attachments: &[(u64, String, usize)],
    flags: u64,
) -> Value {
    let attachments: Vec<Value> = attachments
        .iter()
        .map(|(id, name, size)| {
            let url = format!("https://cdn.discordapp.com/attachments/{channel}/{id}/{name}");
            json!({
                "id": id.to_string(),
                "filename": name,
                "size": size,
                "url": url,
                "proxy_url": url,
                "content_type": "image/png",
            })
        })
        .collect();
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": guild.to_string(),
        "author": bot_user(),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": [],
        "pinned": false,
        // Every message of the fake answers a command (type 20, CHAT_INPUT_COMMAND).
        "type": 20,
        "flags": flags,
        "components": components,
        "webhook_id": APP_ID.to_string(),
        "application_id": APP_ID.to_string(),
    })
}
