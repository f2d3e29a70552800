//! What the fake records: the bot's REST calls, the messages it created, the interactions a
//! test sent and the bot's answers to them.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::{TestUser, EPHEMERAL};

/// One file of a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field, `files[0]`...
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub size: usize,
    /// Empty when the fake was told not to keep files (load tests).
    pub bytes: Vec<u8>,
    /// The attachment's id once a message holds it (0 in a request): what an edit lists to keep it.
    pub id: u64,
    /// Its alt text: the `description` of its entry in the payload's `attachments` list.
    pub description: String,
}

/// One REST request of the bot.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    pub files: Vec<FilePart>,
    pub at: Instant,
    /// The `Authorization` header (`Bot <token>`): which bot process sent it.
    pub auth: Option<String>,
}

/// A message the bot created through an interaction.
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub components: Value,
    pub files: Vec<FilePart>,
    pub flags: u64,
    /// The interaction whose response or follow-up this is.
    pub interaction: u64,
    /// The response to the interaction (`@original`), or a follow-up.
    pub original: bool,
    /// A deferred response's placeholder, not yet edited.
    pub placeholder: bool,
    pub deleted: bool,
    pub edits: u32,
    /// The users its `allowed_mentions` lets it ping (whether or not Discord notified them: see
    /// [`State::notified`]).
    pub pings: Vec<u64>,
}

impl Message {
    pub fn ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    /// (custom_id, label) of every button.
    pub fn buttons(&self) -> Vec<(String, String)> {
        buttons(&self.components)
    }

    /// Seen by everyone in the channel.
    pub fn public(&self) -> bool {
        !self.deleted && !self.ephemeral() && !self.placeholder
    }
}

/// (custom_id, label) of the buttons in a list of action rows.
pub fn buttons(rows: &Value) -> Vec<(String, String)> {
    rows.as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 2)
        .map(|c| {
            (
                c["custom_id"].as_str().unwrap_or("").to_string(),
                c["label"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// An interaction the test sent.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub user: TestUser,
    pub channel: u64,
    /// The message whose button was clicked (components).
    pub source_message: Option<u64>,
    pub sent_at: Instant,
    /// When it was sent by the fake's clock (which a test may advance: `advance_clock`): its
    /// token's age is counted from here.
    pub issued: Instant,
    /// Its callback, once the bot answered.
    pub answer: Option<Answer>,
    /// The message `@original` refers to.
    pub original: Option<u64>,
    /// The largest file its answers may carry, as the interaction said.
    pub attachment_size_limit: u64,
    /// The INTERACTION_CREATE payload sent, to deliver it again.
    pub payload: Value,
    /// Its guild, the shard it was delivered on, and the token that shard identified with.
    pub guild: u64,
    pub shard: u32,
    pub shard_token: String,
}

/// The bot's callback to an interaction.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The callback type: 4 message, 5 deferred, 6 deferred update, 7 update, 8 autocomplete.
    pub kind: u64,
    pub data: Value,
    pub files: Vec<FilePart>,
    /// From the moment the fake sent the interaction to the moment the callback arrived.
    pub latency: Duration,
    /// The `Authorization` header of the callback (`Bot <token>`).
    pub auth: Option<String>,
}

impl Answer {
    pub fn content(&self) -> &str {
        self.data["content"].as_str().unwrap_or("")
    }

    pub fn ephemeral(&self) -> bool {
        self.data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
    }

    pub fn buttons(&self) -> Vec<(String, String)> {
        buttons(&self.data["components"])
    }

    /// Autocomplete choices as (name, value as text).
    pub fn choices(&self) -> Vec<(String, String)> {
        self.data["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                let value = match &c["value"] {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                (c["name"].as_str().unwrap_or("").to_string(), value)
            })
            .collect()
    }

    /// The user ids `allowed_mentions` lets this answer ping.
    pub fn pings(&self) -> Vec<u64> {
        pings(&self.data)
    }
}

pub(super) fn pings(data: &Value) -> Vec<u64> {
    data["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str()?.parse().ok())
        .collect()
}
