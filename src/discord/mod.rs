//! The Discord bot: poise slash commands as thin adapters over the service.
//!
//! This layer exists to translate, and nothing else: an interaction becomes a [`Caller`] and a
//! service call (run on the blocking pool, since the service does SQLite and PNG work), and the
//! service's [`Reply`] becomes a Discord response with exactly the mentions it names. Game rules,
//! permissions and wording all live below; a command here is a few lines.
//!
//! The commands are the service's declared ones (`service::commands`): `commands` builds each
//! from its group's file through one exhaustive `match`.
//!
//! One file per command group: `challenge` (challenge, accept, decline, cancel), `computer`
//! (a game against the computer, and its answers on the search threads), `play` (move, board,
//! resign), `clocks` (draw, abort, the clock options), `games` (the list, and
//! the `game` option's autocomplete), `ratings` (leaderboard, rating, history, replay, export),
//! `rules` and `help`, and `buttons` (component clicks). Shared by them: `choices` (the `variant`
//! and `first` options), `locale` (command names in every language), `respond` (who is calling,
//! running a service call, answering and deferring), `messages` (a [`Reply`] as Discord messages),
//! `deliver` (tries answers again when Discord fails, and posts in the channel an answer it would
//! not take) and `guard` (rate limits). Around the commands: `lifecycle` is starting (Discord
//! unreachable, a refused token) and stopping (SIGTERM / SIGINT within 2 s), `shards` which
//! gateway shards this process runs and what happens once per bot when several processes share
//! the database, and `outbox` where the bot's own work (`crate::jobs`: the clock's sweep,
//! tournaments' rounds, reviews, the computer's answers owed, forgetting answered interactions)
//! posts. Every service call, a command's or a job's, goes through one [`Gate`]. What each
//! guarantees: `docs/reliability.md`.
//!
//! [`Gate`]: crate::jobs::Gate
//!
//! Two kinds of failure are kept apart ([`crate::service::ServiceError`]). A refusal
//! ([`crate::service::Refusal`]) is an answer: it is shown privately to the caller in their
//! language and changes nothing. A failure ([`crate::service::Failure`]: the store, a damaged
//! game, a concurrent change; or a panic in the service, a failed Discord request) is logged
//! once, where it is answered (`respond::settle`), with the command and the game, and the caller
//! gets the one localised apology (`service-error-internal`) or the failure's own short text.
//!
//! [`Caller`]: crate::service::Caller
//! [`Reply`]: crate::service::Reply

mod buttons;
mod challenge;
mod choices;
mod clocks;
mod commands;
mod computer;
mod deliver;
mod events;
mod games;
mod guard;
mod help;
mod lifecycle;
mod locale;
pub mod memory;
mod messages;
mod notify;
mod outbox;
mod play;
mod private;
mod puzzles;
mod ratelimits;
mod ratings;
mod respond;
mod reviews;
mod rules;
mod shards;
mod threads;
mod tournaments;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::i18n::{t, Lang};
use crate::jobs::reviews::Reviews;
use crate::jobs::Gate;
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
    /// At most this many commands and button presses per user in this many seconds (`None`:
    /// no limit). See `guard`.
    pub rate_limit: Option<(u32, u64)>,
    /// The shards this process runs; `None`: all of them, as many as Discord recommends.
    pub shards: Option<crate::config::ShardRange>,
    /// How many reviews of finished games run at once (see `jobs::reviews`).
    pub reviews_at_once: usize,
}

/// A failure that stops the bot.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("discord: {0}")]
    Serenity(#[from] Box<serenity::Error>),
    #[error("{0}")]
    Start(#[from] lifecycle::StartError),
}

pub use commands::commands;
pub use lifecycle::{RUNTIME_SHUTDOWN, STOP_WITHIN};

/// What every command and event handler can reach.
pub struct Data {
    /// The one way to the service: its permits, the computer's search threads (cores − 1, at
    /// lower priority, used under no permit, so that searches never keep people's commands
    /// waiting: `respond::answer_played`), the stop set by SIGTERM / SIGINT (calls not yet
    /// started are refused), and what is under way, which shutdown waits for.
    gate: Arc<Gate>,
    /// The reviews under way and waiting (see `jobs::reviews`).
    reviews: Arc<Reviews>,
    /// The per-user limit on commands and button presses, if any.
    rate: Option<guard::RateLimit>,
}

/// An internal failure while answering (never a user's mistake: those are replies).
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("discord request failed: {0}")]
    Discord(#[from] serenity::Error),
}

type Context<'a> = poise::ApplicationContext<'a, Data, Error>;

/// How long to wait for the service before deferring an interaction. Discord drops answers that
/// arrive more than 3 s after the interaction; this leaves room for the upload of the reply.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Runs the bot until the process is told to stop (SIGINT or SIGTERM), then closes the gateway
/// and lets the answers under way finish (see `lifecycle` for the timings).
pub async fn run(settings: DiscordSettings, service: Arc<Service>) -> Result<(), DiscordError> {
    // Listened for before anything talks to Discord: a stop works in every state.
    let stop = lifecycle::listen();
    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(url) = &settings.api_url {
        // Without disabling the ratelimiter, serenity ignores the proxy for most routes.
        http = http
            .proxy(url.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    if let Some(limiter) = &http.ratelimiter {
        ratelimits::keep_pruned(limiter.routes());
    }

    let recommended = match lifecycle::reach_discord(&http, &stop).await? {
        lifecycle::Reached::Yes { shards } => shards,
        lifecycle::Reached::Stopped => {
            info!("stopped before connecting");
            return Ok(());
        }
    };
    let range = shards::choose(settings.shards, recommended);

    // On PostgreSQL, the other processes' deadlines wake this one's scheduler, and the
    // database's duty lock says which process does the bot's duties (see `shards`).
    let held = match service.listen() {
        Ok(held) => held,
        Err(e) => {
            error!("cannot listen to the database: {e}");
            None
        }
    };
    let duties = shards::Duties::of(&range, held);
    let gate = Arc::new(Gate::new(
        service,
        service_permits(),
        search_threads(),
        stop.clone(),
    ));
    let data = Data {
        gate: Arc::clone(&gate),
        reviews: Arc::new(Reviews::new(settings.reviews_at_once)),
        rate: settings
            .rate_limit
            .map(|(count, seconds)| guard::RateLimit::new(count, Duration::from_secs(seconds))),
    };
    let guild_id = settings.guild_id.filter(|id| *id != 0);
    // Where games were played outside servers: the bot does not post there on its own.
    match gate
        .call(|service| service.channels_outside_servers())
        .await
    {
        Ok(Ok(channels)) => private::places().load(&channels),
        Ok(Err(e)) => warn!("could not read the channels outside servers: {e}"),
        Err(e) => warn!("could not read the channels outside servers: {e:?}"),
    }

    let options = framework_options();
    let framework = poise::Framework::builder()
        .options(options)
        // No owner-only commands, so no `GET /oauth2/applications/@me`. (The builder's flag
        // overrides `FrameworkOptions::initialize_owners`, so it must be set here.)
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let commands =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let outside = duties.held();
                match duties {
                    shards::Duties::Shard0(true) => register(&ctx.http, commands, guild_id).await,
                    shards::Duties::Shard0(false) => {}
                    // Registered by whichever process holds the duties, now or later.
                    shards::Duties::Lock(held) => drop(tokio::spawn(follow_duties(
                        ctx.http.clone(),
                        held,
                        commands,
                        guild_id,
                    ))),
                }
                let outbox = outbox::DiscordOutbox::new(ctx.http.clone());
                computer::resume(Arc::clone(&data.gate), outbox, range, outside);
                reviews::resume(ctx.http.clone(), &data, range, outside);
                Ok(data)
            })
        })
        .build();

    // Guild events only: no privileged intent, no message content.
    let intents = serenity::GatewayIntents::GUILDS;
    let building = serenity::ClientBuilder::new_with_http(http, intents).framework(framework);
    let mut client = tokio::select! {
        built = building => built.map_err(Box::new)?,
        () = stop.wait() => {
            info!("stopped before connecting");
            return Ok(());
        }
    };

    crate::jobs::forget::keep_forgetting(Arc::clone(&gate));

    // Deadlines that passed while the bot was down are applied before any command is read.
    let outbox = outbox::DiscordOutbox::new(client.http.clone());
    crate::jobs::notices::keep_sending(Arc::clone(&gate), Arc::clone(&outbox));
    crate::jobs::game_puzzles::keep_verifying(Arc::clone(&gate));
    tokio::select! {
        () = crate::jobs::clock::start(Arc::clone(&gate), outbox) => {}
        () = stop.wait() => {}
    }

    let shard_manager = client.shard_manager.clone();
    let ended = tokio::select! {
        ended = shards::start(&mut client, &range), if !stop.stopping() => Some(ended),
        () = stop.wait() => None,
    };
    match ended {
        Some(Err(e)) if lifecycle::token_refused_by_gateway(&e) => {
            return Err(lifecycle::StartError::TokenRefused("gateway close code 4004").into());
        }
        Some(Err(e)) => return Err(Box::new(e).into()),
        Some(Ok(())) => info!("the gateway connection ended"),
        None => {
            info!("stopping: closing the gateway");
            if tokio::time::timeout(lifecycle::CLOSE_GATEWAY, shard_manager.shutdown_all())
                .await
                .is_err()
            {
                warn!("the gateway did not close in time");
            }
        }
    }

    if gate.drained(lifecycle::DRAIN).await {
        info!("stopped");
    } else {
        warn!("stopped with answers still under way (not acknowledged)");
    }
    Ok(())
}

/// What poise does around every command.
fn framework_options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands(),
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| Box::pin(event_handler(framework, event)),
        // The per-user rate limit (autocomplete is not counted; see `guard`).
        command_check: Some(|ctx| Box::pin(guard::command_check(ctx))),
        // No command may ping anyone unless its reply says so (every reply sets its own list).
        allowed_mentions: Some(no_mentions()),
        // No command has a poise cooldown (`guard` limits people), and poise's automatic ones
        // record every user, channel and member that ever ran a command, per command, for as
        // long as the process lives: a map that only grows (the soak's heap profile, issue 35).
        manual_cooldowns: true,
        ..Default::default()
    }
}

/// Registers the slash commands, in one guild (tests, a private server) or globally.
async fn register(
    http: &serenity::Http,
    commands: Vec<serenity::CreateCommand>,
    guild_id: Option<u64>,
) {
    let count = commands.len();
    let body = match registration(&commands) {
        Ok(body) => body,
        Err(e) => {
            error!("could not write the commands' registration: {e}");
            return;
        }
    };
    let registered = match guild_id {
        Some(id) => http
            .create_guild_commands(serenity::GuildId::new(id), &body)
            .await
            .map(drop),
        None => http.create_global_commands(&body).await.map(drop),
    };
    match registered {
        Ok(()) => info!(count, guild = ?guild_id, "commands registered"),
        // The commands of a previous run may still be there: keep serving.
        Err(e) => error!("could not register the commands: {e}"),
    }
}

/// The body of the commands' registration: the commands as serenity writes them, except that
/// the `min_value` and `max_value` of an INTEGER option are integers, as Discord documents them
/// (poise sets every bound through serenity's `f64` setter, which writes `1.0`, and its default
/// bounds of an integer option are `±9007199254740991.0`).
fn registration(
    commands: &[serenity::CreateCommand],
) -> Result<serde_json::Value, serde_json::Error> {
    let mut body = serde_json::to_value(commands)?;
    if let Some(commands) = body.as_array_mut() {
        for command in commands {
            integer_bounds(command);
        }
    }
    Ok(body)
}

/// Discord's type of an INTEGER option.
const INTEGER_OPTION: u64 = 4;

/// Rewrites the bounds of the INTEGER options under `node` (a command, or an option with
/// options of its own) as integers.
fn integer_bounds(node: &mut serde_json::Value) {
    let Some(options) = node.get_mut("options").and_then(|o| o.as_array_mut()) else {
        return;
    };
    for option in options {
        if option["type"].as_u64() == Some(INTEGER_OPTION) {
            for bound in ["min_value", "max_value"] {
                let Some(value) = option.get_mut(bound) else {
                    continue;
                };
                if let Some(integer) = value.as_f64().and_then(whole) {
                    *value = serde_json::Value::from(integer);
                }
            }
        }
        integer_bounds(option);
    }
}

/// `x` as an integer when it is one Discord can take (within ±2^53).
fn whole(x: f64) -> Option<i64> {
    const LIMIT: f64 = 9_007_199_254_740_991.0;
    (x.fract() == 0.0 && x.abs() <= LIMIT).then_some(x as i64)
}

/// On PostgreSQL: registers the commands each time this process takes the bot's duties (at
/// start, or from a process that died), until the process stops.
async fn follow_duties(
    http: Arc<serenity::Http>,
    mut held: tokio::sync::watch::Receiver<bool>,
    commands: Vec<serenity::CreateCommand>,
    guild_id: Option<u64>,
) {
    loop {
        if held.wait_for(|held| *held).await.is_err() {
            return;
        }
        info!("this process does the bot's duties: registering the commands");
        register(&http, commands.clone(), guild_id).await;
        if held.wait_for(|held| !*held).await.is_err() {
            return;
        }
    }
}

/// How many service calls may run at once: two per core. The service serialises its database
/// writes, so more only adds threads fighting for one lock (measured with `benches/e2e_load/`:
/// at 200 busy games, 4 permits on 2 cores cut p99 from about 250 ms to under 100 ms).
fn service_permits() -> usize {
    2 * std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)
}

/// How many searches of the computer may run at once: one core is always left to people.
fn search_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .saturating_sub(1)
        .max(1)
}

/// Allowed mentions that ping nobody.
fn no_mentions() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .all_users(false)
}

/// Button clicks: poise dispatches slash commands and autocomplete itself, components come here.
async fn event_handler(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(component),
    } = event
    {
        if component.data.custom_id.starts_with(buttons::PREFIX) {
            let data = framework.user_data;
            if guard::button_limited(framework.serenity_context, data, component).await? {
                return Ok(());
            }
            let _running = data.gate.running().await;
            buttons::pressed(framework.serenity_context, data, component).await?;
        }
    }
    Ok(())
}

/// What poise could not hand to a command, and what a command failed to send.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    use poise::FrameworkError as E;
    let lang = |ctx: poise::Context<'_, Data, Error>| Lang::from_locale(ctx.locale().unwrap_or(""));
    let key = match &error {
        E::Setup { error, .. } => {
            error!("setup failed: {error}");
            return;
        }
        E::EventHandler { error, event, .. } => {
            error!("handling {} failed: {error}", event.snake_case_name());
            return;
        }
        E::Command { error, ctx, .. } => {
            error!(command = %ctx.command().name, "command failed: {error}");
            "service-error-internal"
        }
        E::CommandPanic { payload, ctx, .. } => {
            error!(command = %ctx.command().name, "command panicked: {payload:?}");
            "service-error-internal"
        }
        E::GuildOnly { .. } => "discord-guild-only",
        // Refused by the rate limit, which answered itself.
        E::CommandCheckFailed { error: None, .. } => return,
        E::ArgumentParse {
            error, input, ctx, ..
        } => {
            warn!(command = %ctx.command().name, ?input, "unreadable argument: {error}");
            "discord-bad-options"
        }
        E::CommandStructureMismatch {
            description, ctx, ..
        } => {
            warn!(command = %ctx.command().name, "options do not match the command: {description}");
            "discord-bad-options"
        }
        E::UnknownInteraction { interaction, .. } => {
            warn!(name = %interaction.data.name, "interaction for an unknown command");
            return;
        }
        other => {
            warn!("framework error: {other}");
            "service-error-internal"
        }
    };
    if let Some(ctx) = error.ctx() {
        let reply = poise::CreateReply::default()
            .content(t(lang(ctx), key))
            .ephemeral(true)
            .allowed_mentions(no_mentions());
        if let Err(e) = ctx.send(reply).await {
            warn!("could not send the error reply: {e}");
        }
    }
}

#[cfg(test)]
mod tests;
