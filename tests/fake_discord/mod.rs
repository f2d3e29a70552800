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
//! Tests wait for things with [`FakeDiscord::wait`], the one way to wait: any predicate over
//! the [`State`], re-checked each time the state changes (every request, message, interaction
//! and gateway event pulses it), with a timeout that fails the test naming what it waited for.
//! [`FakeDiscord::answer`], [`FakeDiscord::followups`], [`FakeDiscord::wait_ready`] are
//! [`FakeDiscord::wait`] with a predicate. A test never sleeps to let something happen.
//!
//! The parts: [`records`] (what the fake records: calls, messages, interactions, answers),
//! [`interactions`] (what a test sends as a user: commands, autocomplete, clicks), [`rest`]
//! (the REST API), [`gateway`], [`faults`], [`model`] (Discord's JSON objects), [`threads`]
//! (threads of a channel, as Discord has them), [`events`] (guild scheduled events).

#![allow(dead_code)] // the e2e test and the load bench use different parts

pub mod dms;
pub mod events;
pub mod faults;
pub mod gateway;
mod interactions;
pub mod model;
pub mod private;
mod records;
mod rest;
pub mod threads;

use rest::rest_call;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::extract::{DefaultBodyLimit, FromRequest, Request, State as AxumState};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::serve::ListenerExt;
use serde_json::{json, Value};
use tokio::sync::watch;
use tokio::task::JoinHandle;

pub(crate) use interactions::send_dispatch;
pub use interactions::{Opt, Sent};
pub use model::{TestUser, APP_ID, CHANNEL_ID, GUILD_ID};
use records::pings;
pub use records::{Answer, Call, FilePart, Interaction, Message};

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
    /// The threads the bot opened, by id (see [`threads`]).
    pub threads: BTreeMap<u64, threads::Thread>,
    /// Channels where the bot may not create threads ([`FakeDiscord::forbid_threads`]).
    pub no_threads: BTreeSet<u64>,
    /// The DM channel open with each user, by user id, and the users whose direct messages are
    /// closed to the bot (see [`dms`]).
    pub dm_channels: BTreeMap<u64, u64>,
    pub dms_closed: BTreeSet<u64>,
    /// DMs and group DMs between people, by channel id, and the users who added the app to
    /// their account (see [`private`]).
    pub private_channels: BTreeMap<u64, private::PrivateChannel>,
    pub user_installs: BTreeSet<u64>,
    /// How far the test moved the fake's clock on ([`FakeDiscord::advance_clock`]).
    pub clock_offset: Duration,
    /// Guild scheduled events (see [`events`]).
    pub events: events::Events,
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
    /// Responses held back by a `Slow` fault that have now been sent.
    pub held_back_sent: usize,
    by_token: HashMap<String, u64>,
    next_id: u64,
    connection: u64,
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

    /// The value of the choice of `/command`'s `option` that a user picks by typing `name`:
    /// the choice called so, or one whose name goes on after it with a parenthesis (a level's
    /// choice also says its measured strength: "legionary (≈710 Elo)").
    pub fn choice(&self, command: &str, option: &str, name: &str) -> Option<i64> {
        self.command(command)?["options"]
            .as_array()?
            .iter()
            .find(|o| o["name"] == option)?["choices"]
            .as_array()?
            .iter()
            .find(|c| {
                c["name"]
                    .as_str()
                    .is_some_and(|n| n == name || n.starts_with(&format!("{name} (")))
            })?["value"]
            .as_i64()
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

    /// The guild a channel (or a thread's channel) is in (the first guild for a channel the
    /// fake does not know).
    pub fn guild_of(&self, channel: u64) -> u64 {
        let channel = self.threads.get(&channel).map_or(channel, |t| t.parent);
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
        FakeDiscord::start_on("127.0.0.1", keep_files).await
    }

    /// Starts both servers on free ports of `address`: 127.0.0.1, or the address of a network
    /// the test made itself (the bot processes of `discord_bot::hosts` run in namespaces of
    /// their own and reach Discord over a bridge).
    pub async fn start_on(address: &str, keep_files: bool) -> FakeDiscord {
        let rest_listener = tokio::net::TcpListener::bind((address, 0)).await.unwrap();
        let gateway_listener = tokio::net::TcpListener::bind((address, 0)).await.unwrap();
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
        predicate: impl FnMut(&State) -> Option<T>,
    ) -> T {
        match self.try_wait(timeout, predicate).await {
            Some(found) => found,
            None => panic!("timed out after {timeout:?} waiting for {what}"),
        }
    }

    /// Waits until `predicate` returns something, at most `timeout` (`None` then).
    pub async fn try_wait<T>(
        &self,
        timeout: Duration,
        mut predicate: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.shared.version.subscribe();
        loop {
            if let Some(found) = predicate(&self.shared.lock()) {
                return Some(found);
            }
            if tokio::time::timeout_at(deadline, changes.changed())
                .await
                .is_err()
            {
                return predicate(&self.shared.lock());
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
        self.wait(
            &format!("the answer to interaction {}", sent.id),
            timeout,
            |s| {
                s.interactions
                    .get(&sent.id)
                    .expect("a sent interaction")
                    .answer
                    .clone()
            },
        )
        .await
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

    /// Forgets the interactions and messages of `channel`, and the REST calls recorded more
    /// than `keep_calls` ago: a long run (the soak) drops what it no longer waits for, so the
    /// fake's memory and the scans of its waits stay flat.
    pub fn forget(&self, channel: u64, keep_calls: Duration) {
        let mut state = self.shared.lock();
        // An answer deferred under load and not yet followed up stays (as Discord keeps its
        // token for 15 minutes): its follow-up may come after the test is done with the channel.
        let waiting = |i: &Interaction| {
            i.original.is_some_and(|m| {
                state
                    .messages
                    .get(&m)
                    .is_some_and(|m| m.placeholder && !m.deleted)
            })
        };
        let interactions: BTreeSet<u64> = state
            .interactions
            .values()
            .filter(|i| i.channel == channel && !waiting(i))
            .map(|i| i.id)
            .collect();
        state
            .interactions
            .retain(|id, _| !interactions.contains(id));
        state.by_token.retain(|_, id| !interactions.contains(id));
        let messages: BTreeSet<u64> = state
            .messages
            .values()
            .filter(|m| {
                interactions.contains(&m.interaction)
                    || (m.channel == channel && m.interaction == 0)
            })
            .map(|m| m.id)
            .collect();
        state.messages.retain(|id, _| !messages.contains(id));
        state.notified.retain(|_, pings| {
            pings.retain(|m| !messages.contains(m));
            !pings.is_empty()
        });
        state.calls.retain(|c| c.at.elapsed() <= keep_calls);
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

/// The game a Tabula button acts on (Accept, Decline, Rematch…), read from its custom id with
/// the bot's own button protocol.
pub fn game_of(custom_id: &str) -> i64 {
    tabula::service::ButtonId::parse(custom_id)
        .and_then(|button| button.game())
        .unwrap_or_else(|| panic!("not the button of a game: {custom_id:?}"))
}
