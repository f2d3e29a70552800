//! A fake Discord on 127.0.0.1: the REST API (axum) and the gateway (tokio-tungstenite 0.21, the
//! version serenity uses), enough for a real bot process to connect, register its commands and
//! answer interactions that a test pushes as chosen users.
//!
//! It exists so that the bot can be tested end to end, as Discord sees it, without a network or
//! a token. It records every REST call (method, path, JSON or multipart payload with its files),
//! keeps the messages the bot created, edited or deleted, answers like Discord does (204 for
//! interaction callbacks, Message objects for follow-ups and edits, the commands echoed back for
//! registration, Discord's error codes for an unknown or twice-answered interaction), and checks
//! Discord's rules as it goes. Each broken rule is a *problem* the test asserts away:
//! - an interaction answered later than 3 s after it was sent, or answered twice;
//! - a message without `allowed_mentions`, or whose `allowed_mentions` permit @everyone or roles;
//! - an autocomplete answer with more than 25 choices or a choice longer than 100 characters;
//! - a request to a route the fake does not know;
//! - an update or edit whose `attachments` list names an attachment the message does not have.
//!
//! Two of Discord's behaviours that a bot easily gets wrong are modelled as Discord has them:
//! - attachments on an update (callback type 7) or an edit (PATCH): when the payload has an
//!   `attachments` list, the message keeps only the existing attachments it lists by id (the
//!   others are removed) plus the files uploaded with it; without the field, it keeps them all
//!   and adds the uploads. serenity sends `"attachments": []` on every update, so an update that
//!   means "keep the picture" must list it;
//! - notifications: only a created message notifies the users it mentions, and only those its
//!   `allowed_mentions` allows; an edit never does, nor an ephemeral message, nor the first
//!   follow-up after a deferred response (Discord shows it in place of the "thinking" message:
//!   it is the edit of the original). [`State::notified`] records who was notified by what.
//!
//! Shards: `GET /gateway/bot` recommends [`State::recommended_shards`] (1 unless a test says
//! otherwise: [`FakeDiscord::recommend_shards`]); the fake takes one gateway connection per shard
//! (IDENTIFY's `shard: [id, count]`), sends each shard the READY and GUILD_CREATEs of its own
//! guilds only (Discord's rule: `(guild_id >> 22) % count`, see [`shard_of`]), and delivers each
//! interaction on the shard that owns its guild; an interaction for a guild whose shard never
//! identified fails the test. Guilds are added with [`FakeDiscord::add_guild`] (one channel
//! each), with ids made by [`guild_on_shard`]. Every REST call records the token it carried
//! ([`Call::auth`]), and each interaction the token of the connection it went to, so a test can
//! tell which bot process answered.
//!
//! Tests wait for things with [`FakeDiscord::wait`] (any predicate over the [`State`], with a
//! timeout) or [`FakeDiscord::answer`] (the callback of one interaction).

#![allow(dead_code)] // the e2e test and the load bench use different parts

pub mod faults;
pub mod gateway;
pub mod model;
mod rest;

use rest::rest_call;

use std::collections::{BTreeMap, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::extract::{DefaultBodyLimit, FromRequest, Request, State as AxumState};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::serve::ListenerExt;
use serde_json::{json, Value};
use tokio::sync::{oneshot, watch};
use tokio::task::JoinHandle;

pub use model::{TestUser, APP_ID, CHANNEL_ID, GUILD_ID};

/// Discord drops interaction answers that come later than this.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(3);
/// Discord's limits on autocomplete.
pub const MAX_CHOICES: usize = 25;
pub const MAX_CHOICE_LEN: usize = 100;
/// The `flags` bit of an ephemeral message.
pub const EPHEMERAL: u64 = 64;

/// Interaction types.
pub const COMMAND: u8 = 2;
pub const COMPONENT: u8 = 3;
pub const AUTOCOMPLETE: u8 = 4;

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

fn pings(data: &Value) -> Vec<u64> {
    data["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str()?.parse().ok())
        .collect()
}

/// Everything the fake knows, for [`FakeDiscord::wait`] predicates.
#[derive(Default)]
pub struct State {
    pub calls: Vec<Call>,
    pub interactions: BTreeMap<u64, Interaction>,
    pub messages: BTreeMap<u64, Message>,
    /// The commands of the last registration, as echoed back.
    pub commands: Vec<Value>,
    /// Where the last registration went: `Some(guild)` or `None` for global.
    pub registered_in: Option<Option<u64>>,
    pub registrations: usize,
    /// IDENTIFY payloads received, in order (one per bot start).
    pub identifies: Vec<Value>,
    /// Whether a bot is connected and identified right now (on at least one shard).
    pub connected: bool,
    /// The shards identified so far, by shard id (the latest session of each).
    pub shards: BTreeMap<u32, gateway::ShardLink>,
    /// What `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
    /// The guilds and their one channel each, (guild, channel).
    pub guilds: Vec<(u64, u64)>,
    /// Who Discord notified, by user id: the messages that pinged them, in order. As Discord
    /// does: only a message *created* (not an edit, nor the follow-up that takes the place of a
    /// deferred response's "thinking" message), not ephemeral, mentioning them in its content
    /// with its `allowed_mentions` allowing it (discord-api-docs issues 5497 and 4034).
    pub notified: BTreeMap<u64, Vec<u64>>,
    /// Broken rules, in the order they happened.
    pub problems: Vec<String>,
    /// The `attachment_size_limit` new interactions carry (and the fake enforces on their
    /// answers); `None`: [`model::ATTACHMENT_SIZE_LIMIT`].
    pub attachment_size_limit: Option<u64>,
    /// Session ids the bot resumed, in order.
    pub resumes: Vec<String>,
    /// Gateway faults: while `gateway_down`, connections are dropped (and counted);
    /// `refuse_identify` closes the socket with that code on IDENTIFY; `refuse_resume` answers
    /// every RESUME with INVALID_SESSION.
    pub gateway_down: bool,
    pub refused_connections: usize,
    pub refuse_identify: Option<u16>,
    pub refuse_resume: bool,
    /// REST faults armed by the test, and a line for each fault injected so far.
    pub faults: Vec<faults::Armed>,
    pub injected: Vec<String>,
    by_token: HashMap<String, u64>,
    next_id: u64,
    connection: u64,
    answer_waiters: HashMap<u64, Vec<oneshot::Sender<()>>>,
    keep_files: bool,
}

impl State {
    fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// The registered command called `name`.
    pub fn command(&self, name: &str) -> Option<&Value> {
        self.commands.iter().find(|c| c["name"] == name)
    }

    /// Messages created for an interaction (its response and follow-ups), oldest first.
    pub fn messages_of(&self, interaction: u64) -> Vec<&Message> {
        self.messages
            .values()
            .filter(|m| m.interaction == interaction)
            .collect()
    }

    /// Follow-up messages of an interaction, oldest first.
    pub fn followups_of(&self, interaction: u64) -> Vec<&Message> {
        self.messages
            .values()
            .filter(|m| m.interaction == interaction && !m.original)
            .collect()
    }

    /// The guild a channel is in (the first guild for a channel the fake does not know).
    pub fn guild_of(&self, channel: u64) -> u64 {
        self.guilds
            .iter()
            .find(|(_, c)| *c == channel)
            .or(self.guilds.first())
            .map_or(GUILD_ID, |(g, _)| *g)
    }

    /// The shard that receives the events of `guild`: the identified shard it belongs to.
    pub fn shard_for(&self, guild: u64) -> Option<u32> {
        self.shards
            .iter()
            .find(|(id, link)| shard_of(guild, link.count) == **id)
            .map(|(id, _)| *id)
    }

    /// Whether the bot is connected on `shard` right now.
    pub fn shard_connected(&self, shard: u32) -> bool {
        self.shards.get(&shard).is_some_and(|l| l.connected())
    }

    /// Messages everyone in the channel sees, oldest first.
    pub fn public_messages(&self, channel: u64) -> Vec<&Message> {
        self.messages
            .values()
            .filter(|m| m.channel == channel && m.public())
            .collect()
    }
}

struct Shared {
    state: Mutex<State>,
    version: watch::Sender<u64>,
    gateway_url: String,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wakes every [`FakeDiscord::wait`].
    fn changed(&self) {
        self.version.send_modify(|v| *v += 1);
    }
}

/// What the test pushed: enough to find its answer.
#[derive(Clone, Debug)]
pub struct Sent {
    pub id: u64,
    pub token: String,
    pub sent_at: Instant,
}

/// A slash-command option as the user filled it in. Types come from the registered command.
#[derive(Clone, Debug)]
pub enum Opt {
    Str(&'static str, String),
    Int(&'static str, i64),
    Bool(&'static str, bool),
    User(&'static str, TestUser),
    /// The option being typed, for autocomplete (Discord sends the partial text as a string).
    Focused(&'static str, String),
}

/// The running fake. Dropping it stops its servers.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    rest: SocketAddr,
    gateway: SocketAddr,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

impl FakeDiscord {
    /// Starts both servers on free ports of 127.0.0.1, keeping every file sent.
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(true).await
    }

    /// Starts both servers; `keep_files: false` records file sizes only (load tests).
    pub async fn start_with(keep_files: bool) -> FakeDiscord {
        let rest_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gateway_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let rest = rest_listener.local_addr().unwrap();
        let gateway = gateway_listener.local_addr().unwrap();
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                next_id: 1_400_000_000_000_000_000,
                recommended_shards: 1,
                guilds: vec![(GUILD_ID, CHANNEL_ID)],
                keep_files,
                ..State::default()
            }),
            version: watch::channel(0).0,
            gateway_url: format!("ws://{gateway}"),
        });
        let app = axum::Router::new()
            .fallback(rest_call)
            .layer(DefaultBodyLimit::disable())
            .with_state(Arc::clone(&shared));
        // Small writes go out at once, as Discord's do: with Nagle's algorithm, a reply written
        // while the previous one is unacknowledged waits for the peer's delayed ACK (~40 ms).
        let rest_listener = rest_listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let rest_task = tokio::spawn(async move {
            axum::serve(rest_listener, app).await.unwrap();
        });
        let gateway_task = tokio::spawn(gateway::serve(gateway_listener, Arc::clone(&shared)));
        FakeDiscord {
            shared,
            rest,
            gateway,
            tasks: vec![rest_task, gateway_task],
        }
    }

    /// The base URL that replaces `https://discord.com` for the bot.
    pub fn api_url(&self) -> String {
        format!("http://{}", self.rest)
    }

    /// `GET /gateway/bot` recommends `shards` shards (before the bot starts).
    pub fn recommend_shards(&self, shards: u32) {
        self.shared.lock().recommended_shards = shards;
    }

    /// A guild with one text channel; the bot is in it from its next IDENTIFY on.
    pub fn add_guild(&self, guild: u64, channel: u64) {
        let mut state = self.shared.lock();
        if !state.guilds.iter().any(|(g, _)| *g == guild) {
            state.guilds.push((guild, channel));
        }
    }

    /// Reads the state.
    pub fn state(&self) -> MutexGuard<'_, State> {
        self.shared.lock()
    }

    /// Waits until `predicate` returns something, at most `timeout`; panics naming `what` then.
    pub async fn wait<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut predicate: impl FnMut(&State) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.shared.version.subscribe();
        loop {
            if let Some(found) = predicate(&self.shared.lock()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changes.changed())
                .await
                .is_err()
            {
                if let Some(found) = predicate(&self.shared.lock()) {
                    return found;
                }
                panic!("timed out after {timeout:?} waiting for {what}");
            }
        }
    }

    /// Waits until a bot has identified `starts` times in all and registered its commands since.
    pub async fn wait_ready(&self, starts: usize, timeout: Duration) {
        self.wait(
            "the bot to connect and register its commands",
            timeout,
            |s| {
                (s.connected && s.identifies.len() >= starts && s.registrations >= starts)
                    .then_some(())
            },
        )
        .await;
    }

    /// Waits for the bot's callback to an interaction.
    pub async fn answer(&self, sent: &Sent, timeout: Duration) -> Answer {
        let waiter = {
            let mut state = self.shared.lock();
            let interaction = state
                .interactions
                .get(&sent.id)
                .expect("a sent interaction");
            if let Some(answer) = &interaction.answer {
                return answer.clone();
            }
            let (tx, rx) = oneshot::channel();
            state.answer_waiters.entry(sent.id).or_default().push(tx);
            rx
        };
        if tokio::time::timeout(timeout, waiter).await.is_err() {
            panic!("no answer to interaction {} within {timeout:?}", sent.id);
        }
        let state = self.shared.lock();
        state.interactions[&sent.id]
            .answer
            .clone()
            .expect("answered")
    }

    /// Waits until an interaction has `count` follow-up messages, and returns them.
    pub async fn followups(&self, sent: &Sent, count: usize, timeout: Duration) -> Vec<Message> {
        self.wait(
            &format!("{count} follow-up(s) of {}", sent.id),
            timeout,
            |s| {
                let found = s.followups_of(sent.id);
                (found.len() >= count).then(|| found.into_iter().cloned().collect())
            },
        )
        .await
    }

    /// The message `@original` of an interaction refers to, as it is now.
    pub fn original(&self, sent: &Sent) -> Option<Message> {
        let state = self.shared.lock();
        let id = state.interactions.get(&sent.id)?.original?;
        state.messages.get(&id).cloned()
    }

    pub fn message(&self, id: u64) -> Option<Message> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// The messages that notified user `user` so far (see [`State::notified`]).
    pub fn notified(&self, user: u64) -> Vec<u64> {
        self.shared
            .lock()
            .notified
            .get(&user)
            .cloned()
            .unwrap_or_default()
    }

    /// Every rule the bot broke so far.
    pub fn problems(&self) -> Vec<String> {
        self.shared.lock().problems.clone()
    }

    /// Panics listing the rules the bot broke, if any.
    pub fn assert_no_problems(&self) {
        let problems = self.problems();
        assert!(
            problems.is_empty(),
            "the bot broke Discord's rules:\n{}",
            problems.join("\n")
        );
    }

    /// A slash command from `user` in the default channel.
    pub fn slash(&self, user: &TestUser, command: &str, options: Vec<Opt>) -> Sent {
        self.slash_in(CHANNEL_ID, user, command, options)
    }

    /// A slash command from `user` in `channel`.
    pub fn slash_in(
        &self,
        channel: u64,
        user: &TestUser,
        command: &str,
        options: Vec<Opt>,
    ) -> Sent {
        self.command_interaction(COMMAND, channel, user, command, options)
    }

    /// An autocomplete request from `user` in the default channel (one option must be focused).
    pub fn autocomplete(&self, user: &TestUser, command: &str, options: Vec<Opt>) -> Sent {
        self.autocomplete_in(CHANNEL_ID, user, command, options)
    }

    pub fn autocomplete_in(
        &self,
        channel: u64,
        user: &TestUser,
        command: &str,
        options: Vec<Opt>,
    ) -> Sent {
        assert!(
            options.iter().any(|o| matches!(o, Opt::Focused(..))),
            "autocomplete needs a focused option"
        );
        self.command_interaction(AUTOCOMPLETE, channel, user, command, options)
    }

    fn command_interaction(
        &self,
        kind: u8,
        channel: u64,
        user: &TestUser,
        command: &str,
        options: Vec<Opt>,
    ) -> Sent {
        let mut state = self.shared.lock();
        let registered = state
            .command(command)
            .unwrap_or_else(|| panic!("/{command} is not registered"));
        let command_id = registered["id"].clone();
        let types: Vec<(String, u64)> = registered["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| Some((o["name"].as_str()?.to_string(), o["type"].as_u64()?)))
            .collect();
        let option_type = |name: &str| -> u64 {
            types
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, t)| *t)
                .unwrap_or_else(|| panic!("/{command} has no option {name}"))
        };
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let options: Vec<Value> = options
            .into_iter()
            .map(|o| match o {
                Opt::Str(name, value) => {
                    json!({"name": name, "type": option_type(name), "value": value})
                }
                Opt::Int(name, value) => {
                    json!({"name": name, "type": option_type(name), "value": value})
                }
                Opt::Bool(name, value) => {
                    json!({"name": name, "type": option_type(name), "value": value})
                }
                Opt::User(name, u) => {
                    users.insert(u.id.to_string(), u.user_json());
                    members.insert(u.id.to_string(), u.partial_member_json());
                    json!({"name": name, "type": option_type(name), "value": u.id.to_string()})
                }
                Opt::Focused(name, typed) => json!({
                    "name": name, "type": option_type(name), "value": typed, "focused": true,
                }),
            })
            .collect();
        let mut data = json!({
            "id": command_id,
            "name": command,
            "type": 1,
            "guild_id": state.guild_of(channel).to_string(),
            "options": options,
        });
        if !users.is_empty() {
            data["resolved"] = json!({"users": users, "members": members});
        }
        push_interaction(&self.shared, &mut state, kind, channel, user, data, None)
    }

    /// `user` clicks the button `custom_id` under message `message`.
    pub fn click(&self, user: &TestUser, message: u64, custom_id: &str) -> Sent {
        let mut state = self.shared.lock();
        let m = state
            .messages
            .get(&message)
            .unwrap_or_else(|| panic!("no message {message}"))
            .clone();
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let message_json = model::message(
            m.id,
            m.channel,
            state.guild_of(m.channel),
            &m.content,
            &m.components,
            &attachment_list(&m.files),
            m.flags,
        );
        push_interaction(
            &self.shared,
            &mut state,
            COMPONENT,
            m.channel,
            user,
            data,
            Some((m.id, message_json)),
        )
    }
}

/// Sends an INTERACTION_CREATE to the connected bot and records it.
fn push_interaction(
    shared: &Shared,
    state: &mut State,
    kind: u8,
    channel: u64,
    user: &TestUser,
    data: Value,
    source: Option<(u64, Value)>,
) -> Sent {
    let guild = state.guild_of(channel);
    let shard = state.shard_for(guild).unwrap_or_else(|| {
        panic!(
            "an interaction in guild {guild} (shard {} of {}): the bot never identified on that \
             shard (identified: {:?})",
            shard_of(guild, state.recommended_shards),
            state.recommended_shards,
            state.shards.keys().collect::<Vec<_>>()
        )
    });
    let shard_token = state.shards[&shard].token.clone();
    let id = state.next_id();
    let token = format!("token-{id}");
    let mut payload = model::interaction(id, kind, &token, user, channel, guild, data);
    let attachment_size_limit = state
        .attachment_size_limit
        .unwrap_or(model::ATTACHMENT_SIZE_LIMIT);
    payload["attachment_size_limit"] = json!(attachment_size_limit);
    let source_message = source.map(|(message_id, message)| {
        payload["message"] = message;
        message_id
    });
    let sent_at = Instant::now();
    send_dispatch(state, shard, "INTERACTION_CREATE", payload.clone());
    state.by_token.insert(token.clone(), id);
    state.interactions.insert(
        id,
        Interaction {
            id,
            token: token.clone(),
            kind,
            user: user.clone(),
            channel,
            source_message,
            sent_at,
            answer: None,
            original: None,
            attachment_size_limit,
            payload,
            guild,
            shard,
            shard_token,
        },
    );
    shared.changed();
    Sent { id, token, sent_at }
}

/// Sends a dispatch (op 0) on `shard` with its session's next sequence number, and keeps it for
/// a RESUME. While the shard is disconnected the event waits in the session, as Discord's do.
pub(crate) fn send_dispatch(state: &mut State, shard: u32, kind: &str, data: Value) -> u64 {
    let Some(link) = state.shards.get_mut(&shard) else {
        panic!("a {kind} for shard {shard}, which never identified");
    };
    link.seq += 1;
    let seq = link.seq;
    let event = model::dispatch(seq, kind, data).to_string();
    link.session.events.push((seq, event.clone()));
    if let Some((_, gateway)) = link.gateway.as_ref() {
        let _ = gateway.send(gateway::Frame::Text(event));
    }
    seq
}

/// The shard of `count` that receives `guild`'s events (Discord's rule).
pub fn shard_of(guild: u64, count: u32) -> u32 {
    ((guild >> 22) % u64::from(count.max(1))) as u32
}

/// A guild id (a snowflake, dated 2019 onwards) that lands on `shard` of `count`; `nth` tells
/// several apart.
pub fn guild_on_shard(shard: u32, count: u32, nth: u64) -> u64 {
    assert!(shard < count, "shard {shard} of {count}");
    let count = u64::from(count);
    let base = 150_000_000_000 / count * count;
    let millis = base + nth * count + u64::from(shard);
    let guild = (millis << 22) | (nth & 0xfff);
    debug_assert_eq!(shard_of(guild, count as u32), shard);
    guild
}

/// A message's attachments as (id, filename, size).
fn attachment_list(files: &[FilePart]) -> Vec<(u64, String, usize)> {
    files
        .iter()
        .map(|f| (f.id, f.filename.clone(), f.size))
        .collect()
}
