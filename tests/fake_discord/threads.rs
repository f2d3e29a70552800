//! Threads, as Discord has them (API v10):
//! - "Start Thread from Message", `POST /channels/{channel}/messages/{message}/threads`: a
//!   public thread (type 11) under a message of a text channel, whose id is the message's; one
//!   thread per message (160004 for a second);
//! - "Start Thread without Message", `POST /channels/{channel}/threads`: the thread `type` the
//!   body names, and a *private* thread (12) when it names none, Discord's default in v10;
//! - names of 1 to 100 characters (50035 Invalid Form Body otherwise), `auto_archive_duration`
//!   of 60, 1440, 4320 or 10080 minutes; no thread in a thread (50024), none in a channel the
//!   fake does not know (10003), none where the bot lacks the permission (403, 50013 Missing
//!   Permissions: [`FakeDiscord::forbid_threads`]);
//! - each new thread is announced to the bot with a THREAD_CREATE (`newly_created`);
//! - a thread is a channel: messages are posted to its id, and interactions come from it (their
//!   `channel_id` and `channel` are the thread's, `channel.type` 11 with its `parent_id` and
//!   `thread_metadata`);
//! - archived threads ([`FakeDiscord::archive_thread`]): a message the bot sends to an archived
//!   thread that is not locked unarchives it; a locked one refuses it (50083 Thread is
//!   archived); interactions from an archived thread work as from any channel.

use super::rest::discord_error;
use super::*;

/// Discord's limits on a thread's name.
pub const MAX_THREAD_NAME: usize = 100;
/// Public and private thread channel types.
pub const PUBLIC_THREAD: u64 = 11;
pub const PRIVATE_THREAD: u64 = 12;

/// A thread the bot opened.
#[derive(Clone, Debug)]
pub struct Thread {
    pub id: u64,
    /// The channel it is in.
    pub parent: u64,
    pub guild: u64,
    pub name: String,
    /// [`PUBLIC_THREAD`] or [`PRIVATE_THREAD`].
    pub kind: u64,
    /// The message it was started from, if any.
    pub from_message: Option<u64>,
    pub archived: bool,
    pub locked: bool,
    pub auto_archive_duration: u64,
    /// How many times a message of the bot unarchived it.
    pub unarchived: u32,
}

impl Thread {
    fn metadata(&self) -> Value {
        json!({
            "archived": self.archived,
            "auto_archive_duration": self.auto_archive_duration,
            "archive_timestamp": "2026-01-01T12:00:00.000000+00:00",
            "locked": self.locked,
            "create_timestamp": "2026-01-01T12:00:00.000000+00:00",
        })
    }

    /// The thread as a channel object (the answer to its creation, THREAD_CREATE).
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": self.kind,
            "guild_id": self.guild.to_string(),
            "parent_id": self.parent.to_string(),
            "owner_id": APP_ID.to_string(),
            "name": self.name,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "total_message_sent": 0,
            "flags": 0,
            "thread_metadata": self.metadata(),
        })
    }

    /// The thread as an interaction's partial `channel`.
    pub fn partial_json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": self.kind,
            "guild_id": self.guild.to_string(),
            "name": self.name,
            "parent_id": self.parent.to_string(),
            "thread_metadata": self.metadata(),
            "flags": 0,
        })
    }
}

/// `POST /channels/{channel}/messages/{message}/threads`.
pub(super) fn start_from_message(
    state: &mut State,
    channel: &str,
    message: &str,
    call: &Call,
) -> Response {
    let parent = match parent_channel(state, channel) {
        Ok(parent) => parent,
        Err(response) => return *response,
    };
    let Some(message) = message.parse::<u64>().ok().filter(|m| {
        state
            .messages
            .get(m)
            .is_some_and(|m| m.channel == parent && !m.deleted)
    }) else {
        return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    };
    if state
        .threads
        .values()
        .any(|t| t.from_message == Some(message))
    {
        return discord_error(
            StatusCode::BAD_REQUEST,
            160004,
            "A thread has already been created for this message",
        );
    }
    open(state, parent, Some(message), PUBLIC_THREAD, call)
}

/// `POST /channels/{channel}/threads`.
pub(super) fn start_without_message(state: &mut State, channel: &str, call: &Call) -> Response {
    let parent = match parent_channel(state, channel) {
        Ok(parent) => parent,
        Err(response) => return *response,
    };
    let body = call.json.clone().unwrap_or(Value::Null);
    let kind = match &body["type"] {
        Value::Null => PRIVATE_THREAD,
        v => match v.as_u64() {
            Some(k @ (PUBLIC_THREAD | PRIVATE_THREAD)) => k,
            _ => return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body"),
        },
    };
    open(state, parent, None, kind, call)
}

/// The text channel a thread is asked for in, or Discord's refusal.
fn parent_channel(state: &State, channel: &str) -> Result<u64, Box<Response>> {
    let Ok(channel) = channel.parse::<u64>() else {
        return Err(Box::new(discord_error(
            StatusCode::NOT_FOUND,
            10003,
            "Unknown Channel",
        )));
    };
    if state.threads.contains_key(&channel) {
        return Err(Box::new(discord_error(
            StatusCode::BAD_REQUEST,
            50024,
            "Cannot execute action on this channel type",
        )));
    }
    if !state.guilds.iter().any(|(_, c)| *c == channel) {
        return Err(Box::new(discord_error(
            StatusCode::NOT_FOUND,
            10003,
            "Unknown Channel",
        )));
    }
    if state.no_threads.contains(&channel) {
        return Err(Box::new(discord_error(
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
        )));
    }
    Ok(channel)
}

/// Opens the thread once the request is found good, and tells the bot (THREAD_CREATE).
fn open(
    state: &mut State,
    parent: u64,
    from_message: Option<u64>,
    kind: u64,
    call: &Call,
) -> Response {
    let body = call.json.clone().unwrap_or(Value::Null);
    let name = body["name"].as_str().unwrap_or("");
    let length = name.chars().count();
    if length == 0 || length > MAX_THREAD_NAME {
        state.problems.push(format!(
            "{} {}: a thread name of {length} characters (Discord takes 1 to {MAX_THREAD_NAME})",
            call.method, call.path
        ));
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    let auto_archive_duration = match &body["auto_archive_duration"] {
        Value::Null => 1440,
        v => match v.as_u64() {
            Some(d @ (60 | 1440 | 4320 | 10080)) => d,
            _ => return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body"),
        },
    };
    let id = from_message.unwrap_or_else(|| state.next_id());
    let guild = state.guild_of(parent);
    let thread = Thread {
        id,
        parent,
        guild,
        name: name.to_string(),
        kind,
        from_message,
        archived: false,
        locked: false,
        auto_archive_duration,
        unarchived: 0,
    };
    let json = thread.json();
    state.threads.insert(id, thread);
    if let Some(shard) = state.shard_for(guild) {
        let mut event = json.clone();
        event["newly_created"] = json!(true);
        super::send_dispatch(state, shard, "THREAD_CREATE", event);
    }
    (StatusCode::CREATED, axum::Json(json)).into_response()
}

/// Before the bot's message lands in `channel`: an archived thread is unarchived by it, unless
/// it is locked (then Discord refuses the message: the answer to give).
pub(super) fn before_message(state: &mut State, channel: u64) -> Option<Response> {
    let thread = state.threads.get_mut(&channel)?;
    if !thread.archived {
        return None;
    }
    if thread.locked {
        return Some(discord_error(
            StatusCode::BAD_REQUEST,
            50083,
            "Thread is archived",
        ));
    }
    thread.archived = false;
    thread.unarchived += 1;
    None
}

impl FakeDiscord {
    /// From now on the bot may not create threads in `channel` (Discord's 403, 50013).
    pub fn forbid_threads(&self, channel: u64) {
        self.shared.lock().no_threads.insert(channel);
    }

    /// The threads of `channel`, oldest first.
    pub fn threads_of(&self, channel: u64) -> Vec<Thread> {
        self.shared
            .lock()
            .threads
            .values()
            .filter(|t| t.parent == channel)
            .cloned()
            .collect()
    }

    pub fn thread(&self, id: u64) -> Option<Thread> {
        self.shared.lock().threads.get(&id).cloned()
    }

    /// Archives a thread (as Discord does after its `auto_archive_duration` without activity),
    /// and locks it too if `locked` (as a moderator may).
    pub fn archive_thread(&self, id: u64, locked: bool) {
        let mut state = self.shared.lock();
        let thread = state.threads.get_mut(&id).expect("a thread of the fake");
        thread.archived = true;
        thread.locked = locked;
        drop(state);
        self.shared.changed();
    }

    /// The messages everyone sees in thread `thread` (or any channel), oldest first.
    pub fn channel_messages(&self, channel: u64) -> Vec<Message> {
        self.shared
            .lock()
            .public_messages(channel)
            .into_iter()
            .cloned()
            .collect()
    }
}

#[cfg(test)]
mod tests;
