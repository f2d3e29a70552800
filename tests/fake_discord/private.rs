//! Direct messages between people and group DMs, where the app is only on a user's account, as
//! Discord documents them (docs/discord.md, "Playing in direct messages and group chats"):
//!
//! - a private channel ([`FakeDiscord::add_group_dm`], type 3 `GROUP_DM`;
//!   [`FakeDiscord::add_user_dm`], type 1 `DM` between two people) has no guild, and the bot is
//!   not in it;
//! - an interaction there carries `context` 2 (`PRIVATE_CHANNEL`), no `guild_id` nor `member`
//!   but `user`, the channel with its type, `authorizing_integration_owners` with only the user
//!   key (`"1"`: the user whose account has the app), and `app_permissions` of a private channel
//!   (Attach Files, Embed Links, Mention Everyone);
//! - only a user who added the app to their account ([`FakeDiscord::install_for_user`]) can use
//!   its commands there: anyone in the channel can press the buttons of its messages, and such a
//!   press is authorized by the account of the user whose command made the message;
//! - the bot posting (or editing) a message in such a channel on its own is refused with 403,
//!   50001 Missing Access, and recorded as a problem, so a test that ends without problems
//!   proves the bot made none;
//! - an interaction's token lasts 15 minutes: by the fake's clock ([`FakeDiscord::advance_clock`]
//!   moves it on), a follow-up, or an edit or read of a message, with an older token is refused
//!   with 401, 50027 Invalid Webhook Token, and recorded as a problem. (The first answer must
//!   still come within 3 s of the interaction, measured on the real clock as before.)

use std::time::{Duration, Instant};

use super::*;

/// Channel types: a DM, a group DM.
pub const DM: u64 = 1;
pub const GROUP_DM: u64 = 3;
/// Interaction contexts: a server, the bot's DM, another private channel.
pub const CONTEXT_GUILD: u64 = 0;
pub const CONTEXT_PRIVATE: u64 = 2;
/// What an app may do in a private channel (`app_permissions`): Attach Files, Embed Links and
/// Mention Everyone.
pub const PRIVATE_APP_PERMISSIONS: u64 = (1 << 15) | (1 << 14) | (1 << 17);
/// How long an interaction's token can be used.
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// A DM or group DM between people.
#[derive(Clone, Debug)]
pub struct PrivateChannel {
    pub kind: u64,
    pub members: Vec<TestUser>,
}

impl State {
    /// The fake's clock: now, plus whatever the test advanced it by.
    pub fn now(&self) -> Instant {
        Instant::now() + self.clock_offset
    }

    /// Whether `channel` is a DM or group DM between people (no guild, the bot not in it).
    pub fn is_private(&self, channel: u64) -> bool {
        self.private_channels.contains_key(&channel)
    }

    /// Whether the token of interaction `id` has expired (Discord then refuses `what` with
    /// 401, 50027 Invalid Webhook Token), recorded as a problem.
    pub(super) fn expired(&mut self, id: u64, what: &str) -> bool {
        let age = self.now().duration_since(self.interactions[&id].sent_at);
        if age <= TOKEN_LIFE {
            return false;
        }
        self.problems.push(format!(
            "{what} with the token of interaction {id}, {} s old (tokens last {} s)",
            age.as_secs(),
            TOKEN_LIFE.as_secs()
        ));
        true
    }
}

/// Before the bot posts in `channel` on its own: whether Discord refuses it (403, 50001
/// Missing Access) because it is a private channel the bot is not in, recorded as a problem.
pub(super) fn refused_post(state: &mut State, channel: u64, what: &str) -> bool {
    if !state.is_private(channel) {
        return false;
    }
    state.problems.push(format!(
        "{what} in private channel {channel}, which the bot is not in (Discord: 403, 50001)"
    ));
    true
}

/// Makes `payload`, an interaction in private channel `channel` from `user`, what Discord sends
/// there; `authorizer` is the user whose account has the app. Panics if `user` could not send
/// it: a command from someone without the app.
pub(super) fn shape_interaction(
    state: &State,
    payload: &mut Value,
    channel: u64,
    user: &TestUser,
    command: bool,
) {
    let Some(private) = state.private_channels.get(&channel) else {
        return;
    };
    let authorizer = if command {
        assert!(
            state.user_installs.contains(&user.id),
            "{} cannot use the app's commands in private channel {channel}: the app is not on \
             their account (Discord shows a user-installed app's commands only to that user)",
            user.username
        );
        user.id
    } else {
        // A button: authorized by the account whose command made the message; the fake takes
        // the first member who has the app.
        private
            .members
            .iter()
            .find(|m| state.user_installs.contains(&m.id))
            .map_or(user.id, |m| m.id)
    };
    let object = payload
        .as_object_mut()
        .expect("an interaction is an object");
    object.remove("guild_id");
    object.remove("member");
    object.remove("guild_locale");
    object.insert("user".into(), user.user_json());
    object.insert(
        "channel".into(),
        json!({
            "id": channel.to_string(),
            "type": private.kind,
            "flags": 0,
            "recipients": private.members.iter().filter(|m| m.id != user.id).map(|m| m.user_json()).collect::<Vec<_>>(),
        }),
    );
    object.insert("context".into(), json!(CONTEXT_PRIVATE));
    object.insert(
        "authorizing_integration_owners".into(),
        json!({"1": authorizer.to_string()}),
    );
    object.insert(
        "app_permissions".into(),
        json!(PRIVATE_APP_PERMISSIONS.to_string()),
    );
    for part in ["message", "data"] {
        if let Some(inner) = object.get_mut(part).and_then(Value::as_object_mut) {
            inner.remove("guild_id");
        }
    }
}

/// Panics unless Discord would offer `command` (as `registered`) in a private channel to a
/// user who added the app to their account: a global command (one registered in a server is
/// that server's only) whose `integration_types` include the user install (1) and whose
/// `contexts` include private channels (2).
pub(super) fn offered_privately(state: &State, registered: &Value, command: &str) {
    assert_eq!(
        state.registered_in,
        Some(None),
        "/{command} in a private channel: commands registered in a server are not offered there"
    );
    let has = |field: &str, value: u64| {
        registered[field]
            .as_array()
            .is_some_and(|list| list.iter().any(|v| v.as_u64() == Some(value)))
    };
    assert!(
        has("integration_types", 1) && has("contexts", CONTEXT_PRIVATE),
        "/{command} is not offered in private channels to a user install: {registered}"
    );
}

impl FakeDiscord {
    /// A group DM of `members` (type 3), where the bot is not; its id.
    pub fn add_group_dm(&self, members: &[&TestUser]) -> u64 {
        self.add_private(GROUP_DM, members)
    }

    /// A DM between two people (type 1), where the bot is not; its id.
    pub fn add_user_dm(&self, a: &TestUser, b: &TestUser) -> u64 {
        self.add_private(DM, &[a, b])
    }

    fn add_private(&self, kind: u64, members: &[&TestUser]) -> u64 {
        let mut state = self.shared.lock();
        let id = state.next_id();
        let members = members.iter().map(|m| (*m).clone()).collect();
        state
            .private_channels
            .insert(id, PrivateChannel { kind, members });
        id
    }

    /// `user` adds the app to their account (a user install): they can use its commands
    /// everywhere, private channels included.
    pub fn install_for_user(&self, user: &TestUser) {
        self.shared.lock().user_installs.insert(user.id);
    }

    /// Moves the fake's clock on by `by` (tokens expire by it).
    pub fn advance_clock(&self, by: Duration) {
        self.shared.lock().clock_offset += by;
        self.shared.changed();
    }
}

#[cfg(test)]
mod tests;
