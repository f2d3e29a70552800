//! `/review` and the Review button: the computer's review of a finished game.
//!
//! A stored review is the answer at once (its first page, private, with ◀ ▶ and Show everyone).
//! Otherwise the interaction is deferred privately at once, then its message is edited: the
//! place in the queue while the review waits, a progress bar (`Reviewing… ▰▰▰▱▱ 60%`) at most
//! every [`EDIT_EVERY`] while it runs, and the first page when it is done.
//!
//! Where it runs: one position at a time on the computer's search threads (lowered priority,
//! see `searches`), so a person's move never waits behind a review, and a computer's answer
//! waits at most one position's search. At most [`Reviews::at_once`] reviews run at once (the
//! `reviews_at_once` setting); the others wait in arrival order and are told their place. Two
//! people asking for the same game's review share one computation. The review is stored when
//! done; whoever asked and was not answered in place (the bot restarted meanwhile: reviews cut
//! by a restart are started again at start, [`resume`]) is told in the channel they asked in.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tracing::{error, info, warn};

use super::messages::{edit, message};
use super::respond::{command_caller, run_service, settle, Asked};
use super::{deliver, Context, Data, Error};
use crate::i18n::Lang;
use crate::service::reviews::{review_progress, review_queued, ReviewAsked, ReviewJob, ReviewNews};
use crate::service::{Caller, GameId, Reply, Shown};

/// The progress message is edited at most this often.
pub(super) const EDIT_EVERY: Duration = Duration::from_secs(2);

/// Where a review stands, as its watchers see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Progress {
    /// Waiting: this many reviews before it (1: next).
    Queued(usize),
    /// Positions searched, of all.
    Running(usize, usize),
    /// Stored (true) or failed (false).
    Done(bool),
}

/// The reviews under way in this process.
pub(super) struct Reviews {
    /// One permit per review that may run at once.
    permits: Arc<tokio::sync::Semaphore>,
    state: Mutex<Queue>,
}

#[derive(Default)]
struct Queue {
    /// Each review under way or waiting, by game: its progress, and the users watching it live
    /// (answered in place, not by a message in the channel).
    jobs: HashMap<GameId, (watch::Sender<Progress>, Vec<String>)>,
    /// The games waiting for a permit, in arrival order.
    waiting: Vec<GameId>,
}

impl Reviews {
    pub(super) fn new(at_once: usize) -> Reviews {
        Reviews {
            permits: Arc::new(tokio::sync::Semaphore::new(at_once.max(1))),
            state: Mutex::new(Queue::default()),
        }
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tells each waiting review its place.
    fn tell_places(queue: &Queue) {
        for (place, game) in queue.waiting.iter().enumerate() {
            if let Some((progress, _)) = queue.jobs.get(game) {
                progress.send_replace(Progress::Queued(place + 1));
            }
        }
    }
}

/// Starts `job` unless it is under way here, and returns its progress; `watcher` (a user id)
/// is answered in place.
pub(super) fn start(
    http: Arc<serenity::Http>,
    workers: Workers,
    job: ReviewJob,
    watcher: Option<String>,
) -> watch::Receiver<Progress> {
    let Workers {
        reviews,
        service,
        searches,
    } = workers;
    let mut queue = reviews.queue();
    if let Some((progress, watchers)) = queue.jobs.get_mut(&job.game) {
        watchers.extend(watcher);
        return progress.subscribe();
    }
    // Told its place only when it must wait for one.
    let first = if reviews.permits.available_permits() > queue.waiting.len() {
        Progress::Running(0, 0)
    } else {
        Progress::Queued(queue.waiting.len() + 1)
    };
    let (progress, receiver) = watch::channel(first);
    queue
        .jobs
        .insert(job.game, (progress, watcher.into_iter().collect()));
    queue.waiting.push(job.game);
    if matches!(queue.jobs.get(&job.game), Some((p, _)) if matches!(*p.borrow(), Progress::Queued(_)))
    {
        Reviews::tell_places(&queue);
    }
    drop(queue);
    tokio::spawn(async move {
        let permit = Arc::clone(&reviews.permits).acquire_owned().await;
        {
            let mut queue = reviews.queue();
            queue.waiting.retain(|g| *g != job.game);
            Reviews::tell_places(&queue);
        }
        let report = |p: Progress| {
            if let Some((progress, _)) = reviews.queue().jobs.get(&job.game) {
                progress.send_replace(p);
            }
        };
        let news = compute(&service, &searches, &job, &report).await;
        drop(permit);
        let (progress, watchers) = reviews
            .queue()
            .jobs
            .remove(&job.game)
            .unwrap_or_else(|| (watch::channel(Progress::Done(false)).0, Vec::new()));
        progress.send_replace(Progress::Done(news.is_some()));
        for news in news.unwrap_or_default() {
            if !watchers.contains(&news.user_id) {
                post_news(&http, news).await;
            }
        }
    });
    receiver
}

/// Runs a review, one position per job on the search threads, and stores it; the news for
/// those not watching, or `None` if it failed (logged).
async fn compute(
    service: &Arc<crate::service::Service>,
    searches: &Arc<super::searches::Searches>,
    job: &ReviewJob,
    report: &impl Fn(Progress),
) -> Option<Vec<ReviewNews>> {
    let prepared = {
        let service = Arc::clone(service);
        let job = job.clone();
        tokio::task::spawn_blocking(move || service.reviewer(&job)).await
    };
    let mut reviewer = match prepared {
        Ok(Ok(reviewer)) => reviewer,
        Ok(Err(e)) => {
            error!(game = job.game, "cannot start the review: {e}");
            return None;
        }
        Err(e) => {
            error!(game = job.game, "starting the review crashed: {e}");
            return None;
        }
    };
    report(Progress::Running(reviewer.done(), reviewer.total()));
    loop {
        let started = tokio::time::Instant::now();
        let stepped = searches
            .run(move || {
                let more = reviewer.step();
                (reviewer, more)
            })
            .await;
        // The search thread is free meanwhile: a computer's answer may take it.
        tokio::time::sleep(crate::ai::review::pause_after(started.elapsed())).await;
        let Some((back, more)) = stepped else {
            error!(game = job.game, "a review's search failed");
            return None;
        };
        reviewer = back;
        report(Progress::Running(reviewer.done(), reviewer.total()));
        if !more {
            break;
        }
    }
    let service = Arc::clone(service);
    let job = job.clone();
    let game = job.game;
    let stored = tokio::task::spawn_blocking(move || {
        let review = reviewer.finish();
        service.store_review(&job, &review)
    })
    .await;
    match stored {
        Ok(Ok(news)) => {
            info!(game, "review stored");
            Some(news)
        }
        Ok(Err(e)) => {
            error!(game, "cannot store the review: {e}");
            None
        }
        Err(e) => {
            error!(game, "storing the review crashed: {e}");
            None
        }
    }
}

/// Tells someone who asked for a review that it is ready, in the channel they asked in.
async fn post_news(http: &serenity::Http, news: ReviewNews) {
    let Ok(channel) = news.channel.parse::<u64>() else {
        return;
    };
    if channel == 0 {
        return;
    }
    let channel = serenity::ChannelId::new(channel);
    let posted = super::messages::channel_message(&news.reply);
    let until = tokio::time::Instant::now() + deliver::PATIENCE;
    if let Err(e) = deliver::retrying("a finished review", until, || {
        channel.send_message(http, posted.clone())
    })
    .await
    {
        warn!(channel = %channel, "could not post a finished review: {e}");
    }
}

/// What runs reviews: the queue, the service, the search threads.
#[derive(Clone)]
pub(super) struct Workers {
    reviews: Arc<Reviews>,
    service: Arc<crate::service::Service>,
    searches: Arc<super::searches::Searches>,
}

impl Workers {
    pub(super) fn of(data: &Data) -> Workers {
        Workers {
            reviews: Arc::clone(&data.reviews),
            service: Arc::clone(&data.service),
            searches: Arc::clone(&data.searches),
        }
    }
}

/// After connecting: the reviews cut by a restart, of the guilds this process serves (and of
/// no guild when it does the bot's duties, `outside`), start again; their askers are told in the channels they asked in.
pub(super) fn resume(
    http: Arc<serenity::Http>,
    data: &Data,
    shards: crate::config::ShardRange,
    outside: bool,
) {
    let workers = Workers::of(data);
    tokio::spawn(async move {
        let service = Arc::clone(&workers.service);
        let pending = tokio::task::spawn_blocking(move || service.pending_reviews()).await;
        let jobs = match pending {
            Ok(Ok(jobs)) => jobs,
            Ok(Err(e)) => {
                error!("cannot read the reviews under way: {e}");
                return;
            }
            Err(e) => {
                error!("reading the reviews under way crashed: {e}");
                return;
            }
        };
        let mine: Vec<ReviewJob> = jobs
            .into_iter()
            .filter(|(_, guild)| super::shards::owns_game(&shards, outside, guild.as_deref()))
            .map(|(job, _)| job)
            .collect();
        if !mine.is_empty() {
            info!(count = mine.len(), "reviews cut by a restart start again");
        }
        for job in mine {
            drop(start(Arc::clone(&http), workers.clone(), job, None));
        }
    });
}

/// The computer reviews a finished game
#[poise::command(slash_command, guild_only)]
pub(super) async fn review(
    ctx: Context<'_>,
    #[description = "The game's number (your last finished game if not given)"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    let caller = command_caller(ctx);
    let asked = Asked {
        command: ctx.invocation_string(),
        game,
    };
    let target = Target::Command(Box::new(ctx.interaction.clone()));
    let http = ctx.serenity_context().http.clone();
    answer(http, ctx.data(), caller, game, asked, target).await;
    super::respond::mark_responded(ctx);
    Ok(())
}

/// The Review button under a finished game's message.
pub(super) async fn pressed(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    caller: Caller,
    game: GameId,
) -> Result<(), Error> {
    let asked = Asked {
        command: format!("button {}", click.data.custom_id),
        game: Some(game),
    };
    answer(
        ctx.http.clone(),
        data,
        caller,
        Some(game),
        asked,
        Target::Component(Box::new(click.clone())),
    )
    .await;
    Ok(())
}

/// The interaction a review answers (kept by the task that shows its progress).
enum Target {
    Command(Box<serenity::CommandInteraction>),
    Component(Box<serenity::ComponentInteraction>),
}

impl Target {
    async fn respond(
        &self,
        http: &serenity::Http,
        response: serenity::CreateInteractionResponse,
    ) -> Result<(), serenity::Error> {
        match self {
            Target::Command(i) => i.create_response(http, response).await,
            Target::Component(i) => i.create_response(http, response).await,
        }
    }

    async fn edit(
        &self,
        http: &serenity::Http,
        edit: serenity::EditInteractionResponse,
    ) -> Result<serenity::Message, serenity::Error> {
        match self {
            Target::Command(i) => i.edit_response(http, edit).await,
            Target::Component(i) => i.edit_response(http, edit).await,
        }
    }

    fn channel(&self) -> serenity::ChannelId {
        match self {
            Target::Command(i) => i.channel_id,
            Target::Component(i) => i.channel_id,
        }
    }
}

/// Answers `/review` or the Review button: the stored pages at once, or a deferred private
/// message that shows the queue, the progress, then the first page. The progress is shown by a
/// task of its own, which a stopping bot does not wait for (the review is stored as pending and
/// starts again with the next start, its news then posted in the channel).
async fn answer(
    http: Arc<serenity::Http>,
    data: &Data,
    caller: Caller,
    game: Option<GameId>,
    asked: Asked,
    target: Target,
) {
    let lang = caller.lang;
    let user = caller.user.id.clone();
    let window = tokio::time::Instant::now() + deliver::CALLBACK_WINDOW;
    let joined = run_service(data, caller.clone(), move |service, caller| {
        service.once(caller, |service, caller| service.ask_review(caller, game))
    })
    .await;
    if super::respond::replayed(&joined, &asked) {
        return;
    }
    let job = match joined {
        Ok(Ok(ReviewAsked::Pending(job))) => job,
        Ok(Ok(ReviewAsked::Ready(reply))) => {
            return respond_now(&http, &target, *reply, window, lang).await
        }
        Ok(Err(e)) => {
            return respond_now(
                &http,
                &target,
                settle(Ok(Err(e)), lang, &asked),
                window,
                lang,
            )
            .await
        }
        Err(halt) => {
            return respond_now(
                &http,
                &target,
                settle(Err(halt), lang, &asked),
                window,
                lang,
            )
            .await
        }
    };
    let deferred = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new().ephemeral(true),
    );
    if let Err(e) = deliver::retrying("deferring a review", window, || {
        target.respond(&http, deferred.clone())
    })
    .await
    {
        // Not answered in place: the review still runs, and its news comes in the channel.
        warn!(game = job.game, "could not defer a review: {e}");
        drop(start(http, Workers::of(data), job, None));
        return;
    }
    let game = job.game;
    let workers = Workers::of(data);
    let progress = start(Arc::clone(&http), workers.clone(), job, Some(user));
    tokio::spawn(async move {
        show_progress(http, workers, target, caller, game, asked, progress).await;
    });
}

/// Edits the deferred reply with the review's place or progress (at most every
/// [`EDIT_EVERY`]), then its first page.
async fn show_progress(
    http: Arc<serenity::Http>,
    workers: Workers,
    target: Target,
    caller: Caller,
    game: GameId,
    asked: Asked,
    mut progress: watch::Receiver<Progress>,
) {
    let lang = caller.lang;
    let mut shown: Option<Progress> = None;
    let mut last_edit: Option<tokio::time::Instant> = None;
    loop {
        let now = progress.borrow_and_update().clone();
        if let Progress::Done(ok) = now {
            let page = if ok {
                let service = Arc::clone(&workers.service);
                let caller = caller.clone();
                tokio::task::spawn_blocking(move || service.review_page(&caller, game, 0, true))
                    .await
                    .map_err(super::respond::Halt::Crashed)
            } else {
                Ok(Ok(Reply {
                    text: crate::i18n::tf(lang, "review-failed", &[("id", &game)]),
                    shown: Shown::Private,
                    ..Reply::default()
                }))
            };
            let mut reply = settle(page, lang, &asked);
            reply.shown = Shown::Private;
            let patience = tokio::time::Instant::now() + deliver::PATIENCE;
            let shown = edit(&reply);
            if let Err(e) = deliver::retrying("showing a review", patience, || {
                target.edit(&http, shown.clone())
            })
            .await
            {
                warn!(game, "could not show a finished review: {e}");
            }
            return;
        }
        let due = last_edit.map_or(tokio::time::Instant::now(), |t| t + EDIT_EVERY);
        if shown.as_ref() != Some(&now) && tokio::time::Instant::now() >= due {
            let text = match now {
                Progress::Queued(place) => review_queued(lang, game, place),
                Progress::Running(done, total) => review_progress(lang, game, done, total),
                Progress::Done(_) => unreachable!("handled above"),
            };
            let line = serenity::EditInteractionResponse::new()
                .content(text)
                .allowed_mentions(super::no_mentions());
            if let Err(e) = target.edit(&http, line).await {
                warn!(game, "could not show a review's progress: {e}");
            }
            last_edit = Some(tokio::time::Instant::now());
            shown = Some(now);
            continue;
        }
        // Wait for a change, or for the next edit to be allowed.
        let wait = due.saturating_duration_since(tokio::time::Instant::now());
        let changed = if shown.as_ref() != Some(&now) {
            tokio::time::sleep(wait).await;
            Ok(())
        } else {
            progress.changed().await
        };
        if changed.is_err() {
            // The review's task ended without saying so (it panicked).
            let reply = super::respond::apology(lang);
            let _ = target.edit(&http, edit(&reply)).await;
            return;
        }
    }
}

/// Answers the interaction at once with `reply`.
async fn respond_now(
    http: &serenity::Http,
    target: &Target,
    reply: Reply,
    window: tokio::time::Instant,
    lang: Lang,
) {
    let response = serenity::CreateInteractionResponse::Message(message(&reply));
    let sent = deliver::retrying("the answer to a review", window, || {
        target.respond(http, response.clone())
    })
    .await;
    if let Err(e) = sent {
        deliver::in_channel(http, target.channel(), &reply, lang, &e).await;
    }
}
