//! What a test sends as a user: slash commands, autocomplete requests and button clicks, each
//! an INTERACTION_CREATE on the shard that owns its guild, recorded in [`State::interactions`].

use std::time::Instant;

use serde_json::{json, Value};

use super::records::Interaction;
use super::{
    attachment_list, gateway, model, shard_of, FakeDiscord, Shared, State, TestUser, AUTOCOMPLETE,
    CHANNEL_ID, COMMAND, COMPONENT,
};

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
    /// A subcommand (`/tournament create ...`) with its own options, or a group of
    /// subcommands (`/puzzle daily set ...`) with its one subcommand.
    Sub(&'static str, Vec<Opt>),
    /// A channel of the server, with its type (0 a text channel, 2 a voice channel), as Discord
    /// sends a channel option: its id as the value, the channel in `resolved.channels` with the
    /// caller's permissions there.
    Channel(&'static str, u64, u8),
}

/// `options` as Discord sends them for a command whose registered options are `registered`
/// (their types read from there; a subcommand's from its own list).
fn option_values(
    command: &str,
    registered: &Value,
    options: Vec<Opt>,
    users: &mut serde_json::Map<String, Value>,
    members: &mut serde_json::Map<String, Value>,
    channels: &mut serde_json::Map<String, Value>,
) -> Vec<Value> {
    let declared = |name: &str| -> Value {
        registered["options"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|o| o["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("/{command} has no option {name}"))
    };
    let option_type = |name: &str| -> u64 { declared(name)["type"].as_u64().unwrap_or(0) };
    options
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
            Opt::Channel(name, id, kind) => {
                channels.insert(
                    id.to_string(),
                    json!({
                        "id": id.to_string(),
                        "name": format!("channel-{id}"),
                        "type": kind,
                        "permissions": "2248473465835073",
                    }),
                );
                json!({"name": name, "type": option_type(name), "value": id.to_string()})
            }
            Opt::Focused(name, typed) => json!({
                "name": name, "type": option_type(name), "value": typed, "focused": true,
            }),
            Opt::Sub(name, inner) => {
                let sub = declared(name);
                let kind = sub["type"].clone();
                assert!(
                    kind == 1 || kind == 2,
                    "/{command} {name} is not a subcommand or a group"
                );
                let inner = option_values(
                    &format!("{command} {name}"),
                    &sub,
                    inner,
                    users,
                    members,
                    channels,
                );
                json!({"name": name, "type": kind, "options": inner})
            }
        })
        .collect()
}

impl FakeDiscord {
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
        // Discord shows a command registered with `default_member_permissions` only to the
        // members who have those permissions (unless a server's admins open it up, which the
        // fake does not model): nobody else can send it.
        if let Some(needed) = registered["default_member_permissions"]
            .as_str()
            .and_then(|p| p.parse::<u64>().ok())
        {
            assert_eq!(
                user.permissions() & needed,
                needed,
                "{} cannot see /{command} (it needs permissions {needed})",
                user.username
            );
        }
        if state.is_private(channel) {
            super::private::offered_privately(&state, registered, command);
        }
        let registered = registered.clone();
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let options = option_values(
            command,
            &registered,
            options,
            &mut users,
            &mut members,
            &mut channels,
        );
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
        if !channels.is_empty() {
            data["resolved"]["channels"] = Value::Object(channels);
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
    // Discord delivers what happens outside servers on shard 0 (as guild 0's).
    let guild = if state.is_private(channel) {
        0
    } else {
        state.guild_of(channel)
    };
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
    if let Some(thread) = state.threads.get(&channel) {
        // From inside a thread: the interaction's channel is the thread.
        payload["channel"] = thread.partial_json();
    }
    let attachment_size_limit = state
        .attachment_size_limit
        .unwrap_or(model::ATTACHMENT_SIZE_LIMIT);
    payload["attachment_size_limit"] = json!(attachment_size_limit);
    let source_message = source.map(|(message_id, message)| {
        payload["message"] = message;
        message_id
    });
    super::private::shape_interaction(state, &mut payload, channel, user, kind != COMPONENT);
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
