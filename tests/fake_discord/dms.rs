//! Direct messages as Discord has them
//! (<https://discord.com/developers/docs/resources/user#create-dm>): `POST /users/@me/channels`
//! with a `recipient_id` opens the DM channel with that user, or returns the one already open (a
//! DM channel, type 1, with the user as its one recipient); a message is then posted in it as in
//! any channel. A user whose direct messages are closed to the bot (their privacy settings, no
//! server in common, the bot blocked: [`FakeDiscord::close_dms`]) still gets the channel, but a
//! message in it is refused with 403 and Discord's JSON error 50007, "Cannot send messages to this
//! user" (<https://discord.com/developers/docs/topics/opcodes-and-status-codes#json>).

use super::rest::discord_error;
use super::*;

/// A DM channel's type (`DM`).
pub const DM_CHANNEL: u64 = 1;

/// `POST /users/@me/channels`: the DM channel with `recipient_id`, opened once.
pub(super) fn create_dm(state: &mut State, call: &Call) -> Response {
    let body = call.json.clone().unwrap_or(Value::Null);
    let Some(user) = body["recipient_id"]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok())
        .or_else(|| body["recipient_id"].as_u64())
    else {
        state
            .problems
            .push(format!("a DM channel asked without a recipient_id: {body}"));
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    };
    let channel = match state.dm_channels.get(&user) {
        Some(channel) => *channel,
        None => {
            let channel = state.next_id();
            state.dm_channels.insert(user, channel);
            channel
        }
    };
    axum::Json(json!({
        "id": channel.to_string(),
        "type": DM_CHANNEL,
        "last_message_id": null,
        "recipients": [{
            "id": user.to_string(),
            "username": format!("user{user}"),
            "discriminator": "0",
            "global_name": null,
            "avatar": null,
            "public_flags": 0,
        }],
        "flags": 0,
    }))
    .into_response()
}

/// Before a message is created in `channel`: Discord's refusal if it is the DM channel of a user
/// whose direct messages are closed to the bot.
pub(super) fn before_message(state: &State, channel: u64) -> Option<Response> {
    let (user, _) = state.dm_channels.iter().find(|(_, c)| **c == channel)?;
    state.dms_closed.contains(user).then(|| {
        discord_error(
            StatusCode::FORBIDDEN,
            50007,
            "Cannot send messages to this user",
        )
    })
}

impl FakeDiscord {
    /// From now on user `user` takes no direct message from the bot (Discord's 50007).
    pub fn close_dms(&self, user: u64) {
        self.shared.lock().dms_closed.insert(user);
    }

    /// The direct messages the bot sent `user`, oldest first.
    pub fn direct_messages(&self, user: u64) -> Vec<Message> {
        let state = self.shared.lock();
        let Some(channel) = state.dm_channels.get(&user) else {
            return Vec::new();
        };
        state
            .public_messages(*channel)
            .into_iter()
            .cloned()
            .collect()
    }
}
