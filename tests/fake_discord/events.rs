//! Guild scheduled events as Discord has them
//! (<https://discord.com/developers/docs/resources/guild-scheduled-event>):
//!
//! - `POST /guilds/{guild}/scheduled-events` creates one. For entity type EXTERNAL (3), Discord
//!   requires `entity_metadata.location` (1-100 characters), a `scheduled_end_time`, and no
//!   `channel_id`; the name is 1-100 characters, the description at most 1,000, the privacy level
//!   GUILD_ONLY (2), the start in the future and the end after it. A new event is SCHEDULED.
//! - `PATCH /guilds/{guild}/scheduled-events/{event}` modifies it. Its status moves only
//!   SCHEDULED → ACTIVE, ACTIVE → COMPLETED, SCHEDULED → CANCELED; once COMPLETED or CANCELED it
//!   can no longer be updated. (The fake also refuses a new start for an event that began.)
//! - `GET /guilds/{guild}/scheduled-events/{event}/users?limit=N&after=ID` lists the users who
//!   marked it interested, by user id, at most 100 a page (`limit` defaults to 100).
//! - Without the permission to create events (Create Events / Manage Events) Discord answers
//!   403 with JSON error 50013, Missing Permissions ([`FakeDiscord::forbid_events`]); an event it
//!   does not know is 404, 10070 Unknown Guild Scheduled Event.
//!
//! A request Discord would refuse for a broken rule is refused (400, 50035) and recorded as a
//! problem, so a test fails if the bot ever makes one.

use super::rest::discord_error;
use super::*;

/// Event statuses.
pub const SCHEDULED: u64 = 1;
pub const ACTIVE: u64 = 2;
pub const COMPLETED: u64 = 3;
pub const CANCELED: u64 = 4;

/// A scheduled event as the fake keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub id: u64,
    pub guild: u64,
    pub name: String,
    pub description: String,
    pub location: String,
    /// Unix seconds.
    pub start: i64,
    pub end: i64,
    pub status: u64,
    /// Every status it had, in order (SCHEDULED first).
    pub statuses: Vec<u64>,
    /// How many PATCHes changed it.
    pub patches: usize,
}

/// The fake's events, the users interested in each, and the guilds where the bot may not create
/// events.
#[derive(Default)]
pub struct Events {
    pub by_id: BTreeMap<u64, Event>,
    pub interested: BTreeMap<u64, Vec<u64>>,
    pub forbidden: BTreeSet<u64>,
}

fn refused(state: &mut State, what: String) -> Response {
    state.problems.push(what);
    discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body")
}

fn time_of(value: &Value) -> Option<i64> {
    chrono::DateTime::parse_from_rfc3339(value.as_str()?)
        .ok()
        .map(|t| t.timestamp())
}

fn event_json(e: &Event) -> Value {
    let at = |t: i64| {
        chrono::DateTime::from_timestamp(t, 0)
            .expect("a time")
            .to_rfc3339()
    };
    json!({
        "id": e.id.to_string(),
        "guild_id": e.guild.to_string(),
        "channel_id": null,
        "creator_id": APP_ID.to_string(),
        "name": e.name,
        "description": e.description,
        "scheduled_start_time": at(e.start),
        "scheduled_end_time": at(e.end),
        "privacy_level": 2,
        "status": e.status,
        "entity_type": 3,
        "entity_id": null,
        "entity_metadata": {"location": e.location},
        "user_count": null,
        "image": null,
    })
}

/// The guild of a request, if the fake knows it; a refusal otherwise (or where events are
/// forbidden).
fn guild_of(state: &State, guild: &str) -> Result<u64, Box<Response>> {
    let Some(guild) = guild
        .parse::<u64>()
        .ok()
        .filter(|g| state.guilds.iter().any(|(id, _)| id == g))
    else {
        return Err(Box::new(discord_error(
            StatusCode::NOT_FOUND,
            10004,
            "Unknown Guild",
        )));
    };
    if state.events.forbidden.contains(&guild) {
        return Err(Box::new(discord_error(
            StatusCode::FORBIDDEN,
            50013,
            "Missing Permissions",
        )));
    }
    Ok(guild)
}

/// Checks name, description and times as Discord does; the problem, if any.
fn check_fields(body: &Value, name: &str, start: i64, end: Option<i64>) -> Option<String> {
    let description = body["description"].as_str().unwrap_or("");
    if !(1..=100).contains(&name.chars().count()) {
        return Some(format!(
            "an event's name of {} characters",
            name.chars().count()
        ));
    }
    if description.chars().count() > 1000 {
        return Some(format!(
            "an event's description of {} characters",
            description.chars().count()
        ));
    }
    if end.is_some_and(|end| end <= start) {
        return Some(format!(
            "an event that ends ({end:?}) before it starts ({start})"
        ));
    }
    None
}

/// `POST /guilds/{guild}/scheduled-events`.
pub(super) fn create(state: &mut State, guild: &str, call: &Call) -> Response {
    let guild = match guild_of(state, guild) {
        Ok(guild) => guild,
        Err(response) => return *response,
    };
    let body = call.json.clone().unwrap_or(Value::Null);
    let location = body["entity_metadata"]["location"].as_str().unwrap_or("");
    if body["entity_type"].as_u64() != Some(3) {
        return refused(state, format!("an event that is not EXTERNAL: {body}"));
    }
    if !body["channel_id"].is_null() {
        return refused(
            state,
            format!("an EXTERNAL event with a channel_id: {body}"),
        );
    }
    if !(1..=100).contains(&location.chars().count()) {
        return refused(state, format!("an EXTERNAL event's location {location:?}"));
    }
    if body["privacy_level"].as_u64() != Some(2) {
        return refused(state, format!("an event not GUILD_ONLY: {body}"));
    }
    let (Some(start), Some(end)) = (
        time_of(&body["scheduled_start_time"]),
        time_of(&body["scheduled_end_time"]),
    ) else {
        return refused(
            state,
            format!("an EXTERNAL event without its start and end: {body}"),
        );
    };
    let name = body["name"].as_str().unwrap_or("").to_string();
    if let Some(problem) = check_fields(&body, &name, start, Some(end)) {
        return refused(state, problem);
    }
    if start < now_seconds() {
        return refused(state, format!("an event that starts in the past ({start})"));
    }
    let id = state.next_id();
    let event = Event {
        id,
        guild,
        name,
        description: body["description"].as_str().unwrap_or("").to_string(),
        location: location.to_string(),
        start,
        end,
        status: SCHEDULED,
        statuses: vec![SCHEDULED],
        patches: 0,
    };
    let json = event_json(&event);
    state.events.by_id.insert(id, event);
    axum::Json(json).into_response()
}

/// Whether Discord lets an event's status move from `from` to `to`.
pub fn allowed(from: u64, to: u64) -> bool {
    from == to
        || matches!(
            (from, to),
            (SCHEDULED, ACTIVE) | (ACTIVE, COMPLETED) | (SCHEDULED, CANCELED)
        )
}

/// `PATCH /guilds/{guild}/scheduled-events/{event}`.
pub(super) fn modify(state: &mut State, guild: &str, event: &str, call: &Call) -> Response {
    let guild = match guild_of(state, guild) {
        Ok(guild) => guild,
        Err(response) => return *response,
    };
    let Some(mut e) = event
        .parse::<u64>()
        .ok()
        .and_then(|id| state.events.by_id.get(&id).cloned())
        .filter(|e| e.guild == guild)
    else {
        return discord_error(
            StatusCode::NOT_FOUND,
            10070,
            "Unknown Guild Scheduled Event",
        );
    };
    let body = call.json.clone().unwrap_or(Value::Null);
    if matches!(e.status, COMPLETED | CANCELED) {
        return refused(
            state,
            format!("event {} changed once {}: {body}", e.id, e.status),
        );
    }
    if let Some(to) = body["status"].as_u64() {
        if !allowed(e.status, to) {
            return refused(state, format!("event {}: status {} → {to}", e.id, e.status));
        }
        if to != e.status {
            e.statuses.push(to);
        }
        e.status = to;
    }
    if let Some(start) = time_of(&body["scheduled_start_time"]) {
        if e.statuses.contains(&ACTIVE) && start != e.start {
            return refused(state, format!("event {}: a new start once it began", e.id));
        }
        e.start = start;
    }
    if let Some(end) = time_of(&body["scheduled_end_time"]) {
        e.end = end;
    }
    if let Some(name) = body["name"].as_str() {
        e.name = name.to_string();
    }
    if let Some(description) = body["description"].as_str() {
        e.description = description.to_string();
    }
    let name = e.name.clone();
    if let Some(problem) = check_fields(&body, &name, e.start, Some(e.end)) {
        return refused(state, problem);
    }
    e.patches += 1;
    let json = event_json(&e);
    state.events.by_id.insert(e.id, e);
    axum::Json(json).into_response()
}

/// `GET /guilds/{guild}/scheduled-events/{event}/users`.
pub(super) fn users(state: &mut State, guild: &str, event: &str, call: &Call) -> Response {
    let guild = match guild_of(state, guild) {
        Ok(guild) => guild,
        Err(response) => return *response,
    };
    let Some(id) = event
        .parse::<u64>()
        .ok()
        .filter(|id| state.events.by_id.get(id).is_some_and(|e| e.guild == guild))
    else {
        return discord_error(
            StatusCode::NOT_FOUND,
            10070,
            "Unknown Guild Scheduled Event",
        );
    };
    let query: BTreeMap<String, String> = call
        .query
        .as_deref()
        .unwrap_or("")
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let limit = query
        .get("limit")
        .and_then(|l| l.parse::<usize>().ok())
        .unwrap_or(100);
    if !(1..=100).contains(&limit) {
        return refused(state, format!("an event's users asked {limit} a page"));
    }
    let after = query
        .get("after")
        .and_then(|a| a.parse::<u64>().ok())
        .unwrap_or(0);
    let mut users = state
        .events
        .interested
        .get(&id)
        .cloned()
        .unwrap_or_default();
    users.sort_unstable();
    let page: Vec<Value> = users
        .into_iter()
        .filter(|u| *u > after)
        .take(limit)
        .map(|u| {
            json!({
                "guild_scheduled_event_id": id.to_string(),
                "user": {
                    "id": u.to_string(),
                    "username": format!("user{u}"),
                    "discriminator": "0",
                    "global_name": null,
                    "avatar": null,
                    "public_flags": 0,
                },
            })
        })
        .collect();
    axum::Json(Value::Array(page)).into_response()
}

impl FakeDiscord {
    /// From now on the bot may not create or change events in `guild` (Discord's 403, 50013).
    pub fn forbid_events(&self, guild: u64) {
        self.shared.lock().events.forbidden.insert(guild);
    }

    /// `user` marks event `event` interested.
    pub fn mark_interested(&self, event: u64, user: u64) {
        self.shared
            .lock()
            .events
            .interested
            .entry(event)
            .or_default()
            .push(user);
    }

    /// The events the bot created, oldest first.
    pub fn events(&self) -> Vec<Event> {
        self.shared.lock().events.by_id.values().cloned().collect()
    }
}

/// Now, in unix seconds (Discord's clock, which the bot's agrees with).
fn now_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
