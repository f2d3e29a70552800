//! `/abort`, `/draw`, the `clock` option of `/challenge`, and the scheduler: one tokio task that
//! sleeps until the earliest deadline or reminder in the database, is woken when a change may
//! have moved it, and posts what the service's sweep decides (reminders, losses on time, aborts,
//! lapsed challenges) in the games' channels.
//!
//! The scheduler never holds the database across an await: a sweep decides every due game
//! first, in batches of at most [`BATCH`] games on the blocking pool (`Service::decide_due`),
//! then posts the messages, each board drawn just before its message is posted.
//!
//! Several processes on one database (a bot split by shards) each run a scheduler over every
//! game. A notice is posted only by the process whose write of it won the store's version check
//! (a verdict written, a reminder taken); the other process's write is refused and it posts
//! nothing, so each deadline is told once (`tests/discord_bot/shards.rs` checks it).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::games::autocomplete_game;
use super::messages::channel_message;
use super::respond::answer;
use super::{Context, Error};
use crate::service::{ClockChoice, GameId, Notice, Service};

/// Games decided per sweep (one blocking call); a full batch is followed by another at once.
pub const BATCH: usize = 100;
/// Longest the scheduler sleeps without looking (a clock moved by hand, a missed wake-up).
const MAX_SLEEP: Duration = Duration::from_secs(60);

/// The `clock` option of `/challenge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum ClockParam {
    #[name = "5 minutes"]
    Minutes5,
    #[name = "15 minutes"]
    Minutes15,
    #[name = "1 day"]
    Day1,
    #[name = "3 days"]
    Days3,
    #[name = "7 days"]
    Days7,
    #[name = "14 days"]
    Days14,
}

impl From<ClockParam> for ClockChoice {
    fn from(p: ClockParam) -> ClockChoice {
        match p {
            ClockParam::Minutes5 => ClockChoice::Minutes5,
            ClockParam::Minutes15 => ClockChoice::Minutes15,
            ClockParam::Day1 => ClockChoice::Day1,
            ClockParam::Days3 => ClockChoice::Days3,
            ClockParam::Days7 => ClockChoice::Days7,
            ClockParam::Days14 => ClockChoice::Days14,
        }
    }
}

/// Abort a game that has not really started (no result, no rating)
#[poise::command(slash_command, guild_only)]
pub(super) async fn abort(
    ctx: Context<'_>,
    #[description = "Which game (the only one here if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| service.abort(caller, game)).await
}

/// Offer your opponent a draw
#[poise::command(slash_command, guild_only)]
pub(super) async fn draw(
    ctx: Context<'_>,
    #[description = "Which game (the only one here if not given)"]
    #[autocomplete = "autocomplete_game"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| service.offer_draw(caller, game)).await
}

/// Posts a notice in its game's channel.
async fn post(http: &serenity::Http, notice: &Notice) {
    let Ok(channel) = notice.channel.parse::<u64>() else {
        warn!(game = notice.game, channel = %notice.channel, "not a Discord channel");
        return;
    };
    if channel == 0 {
        return;
    }
    let message = channel_message(&notice.reply);
    let until = tokio::time::Instant::now() + super::deliver::PATIENCE;
    let channel = serenity::ChannelId::new(channel);
    if let Err(e) = super::deliver::retrying("a notice", until, || {
        channel.send_message(http, message.clone())
    })
    .await
    {
        warn!(
            game = notice.game,
            "could not post in the game's channel: {e}"
        );
    }
}

/// Sweeps until nothing is due, then posts what the sweep decided; returns how many notices it
/// posted.
///
/// Each batch is decided on a thread of its own at a lower priority (as the computer's searches
/// are), so that people's moves, on tokio's blocking pool at normal priority, take the cores
/// first while a long sweep runs (`benches/scheduler.rs` measures their p99 during a sweep).
///
/// Every due game is decided first, batch after batch (a few seconds for ten thousand games:
/// `benches/scheduler.rs`), so results and ratings never wait for Discord, which lets a bot post
/// far fewer messages a second; then the notices are posted in order, each board drawn just
/// before its message. A bot stopped while posting does not post the rest (the games are decided
/// and stay so).
pub(super) async fn sweep_all(
    http: &serenity::Http,
    service: &Arc<Service>,
    in_flight: &tokio::sync::RwLock<()>,
) -> usize {
    let mut notices = Vec::new();
    loop {
        let _running = in_flight.read().await;
        let svc = Arc::clone(service);
        match behind_people(move || svc.decide_due(BATCH)).await {
            Ok(Ok(batch)) => {
                let full = batch.len() >= BATCH;
                notices.extend(batch);
                if !full {
                    break;
                }
            }
            Ok(Err(error)) => {
                warn!(%error, "the sweep failed");
                break;
            }
            Err(e) => {
                warn!("the sweep stopped: {e}");
                break;
            }
        }
    }
    let total = notices.len();
    for notice in notices {
        let _running = in_flight.read().await;
        let notice = if notice.board.is_some() {
            let svc = Arc::clone(service);
            let game = notice.game;
            match tokio::task::spawn_blocking(move || svc.draw_notice(notice)).await {
                Ok(drawn) => drawn,
                Err(e) => {
                    warn!(game, "drawing a notice's board panicked: {e}");
                    continue;
                }
            }
        } else {
            notice
        };
        post(http, &notice).await;
    }
    // Then the tournaments that are due: a round to pair, a tournament to finish or to start.
    let _running = in_flight.read().await;
    let svc = Arc::clone(service);
    let tournaments = match behind_people(move || svc.decide_tournaments(BATCH)).await {
        Ok(Ok(notices)) => notices,
        Ok(Err(error)) => {
            warn!(%error, "the tournaments' sweep failed");
            Vec::new()
        }
        Err(e) => {
            warn!("the tournaments' sweep stopped: {e}");
            Vec::new()
        }
    };
    drop(_running);
    let total = total + tournaments.len();
    for notice in tournaments {
        let _running = in_flight.read().await;
        super::tournaments::post(http, service, notice).await;
    }
    total
}

/// The scheduler's loop (runs until the process ends).
pub(super) async fn scheduler(
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    in_flight: Arc<tokio::sync::RwLock<()>>,
) {
    let wake = service.wake_handle();
    loop {
        service.scheduler_awake();
        let decided = sweep_all(&http, &service, &in_flight).await;
        let svc = Arc::clone(&service);
        let next = tokio::task::spawn_blocking(move || (svc.next_event(), svc.now())).await;
        let wait = match next {
            Ok((Ok(Some(at)), now)) if at > now => Duration::from_secs((at - now) as u64),
            // Something is still due: it lost a race or failed; look again shortly.
            Ok((Ok(Some(_)), _)) if decided == 0 => Duration::from_secs(1),
            Ok((Ok(Some(_)), _)) => Duration::ZERO,
            _ => MAX_SLEEP,
        }
        .min(MAX_SLEEP);
        // A wake-up heard from another process for a later time than this is ignored.
        let now = service.now();
        service.sleeping_until(now.saturating_add(wait.as_secs() as i64));
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = wake.notified() => {}
        }
    }
}

/// Applies at start every deadline that passed while the bot was down (in order, once), then
/// leaves the scheduler running.
pub(super) async fn start(
    http: Arc<serenity::Http>,
    service: Arc<Service>,
    in_flight: Arc<tokio::sync::RwLock<()>>,
) {
    let decided = sweep_all(&http, &service, &in_flight).await;
    info!(decided, "deadlines passed while stopped applied");
    tokio::spawn(scheduler(http, service, in_flight));
}

/// Runs `work` on a new thread whose priority is lowered first, and waits for it: `Err` if it
/// panicked or the thread could not be started. (A thread of its own, not one of tokio's
/// blocking pool: a lowered priority cannot be raised back without privileges, and the pool's
/// threads serve people's commands next.)
async fn behind_people<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, String> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("tabula-sweep".to_string())
        .spawn(move || {
            super::searches::lower_priority();
            let _ = tx.send(work());
        })
        .map_err(|e| format!("its thread could not be started: {e}"))?;
    rx.await.map_err(|_| "its thread panicked".to_string())
}
