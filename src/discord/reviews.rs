//! `/review` and the Review button: the computer's review of a finished game.
//!
//! A stored review is the answer at once (its first page, private, with ◀ ▶ and Show everyone).
//! Otherwise the interaction is deferred privately at once, then its message is edited: the
//! place in the queue while the review waits, a progress bar (`Reviewing… ▰▰▰▱▱ 60%`) at most
//! every [`EDIT_EVERY`] while it runs, and the first page when it is done.
//!
//! The queue itself (where and how many reviews run, who is told in the channel) is the bot's
//! own work: `jobs::reviews`.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::watch;
use tracing::warn;

use super::messages::{edit, message};
use super::outbox::DiscordOutbox;
use super::respond::{command_caller, run_service, settle, Asked};
use super::{deliver, Context, Data, Error};
use crate::i18n::Lang;
use crate::jobs::reviews::{start, Progress, Workers};
use crate::service::reviews::{review_progress, review_queued, ReviewAsked};
use crate::service::{Caller, GameId, Reply, Shown};

/// The progress message is edited at most this often.
pub(super) const EDIT_EVERY: Duration = Duration::from_secs(2);

/// What runs this process's reviews, its news posted with `http`.
fn workers(http: &Arc<serenity::Http>, data: &Data) -> Workers<DiscordOutbox> {
    Workers {
        reviews: Arc::clone(&data.reviews),
        gate: Arc::clone(&data.gate),
        outbox: DiscordOutbox::new(Arc::clone(http)),
    }
}

/// After connecting: the reviews cut by a restart, of the guilds this process serves (and of
/// no guild when it does the bot's duties, `outside`), start again; their askers are told in
/// the channels they asked in.
pub(super) fn resume(
    http: Arc<serenity::Http>,
    data: &Data,
    shards: crate::config::ShardRange,
    outside: bool,
) {
    let workers = workers(&http, data);
    tokio::spawn(async move {
        let owns = move |guild: Option<&str>| super::shards::owns_game(&shards, outside, guild);
        crate::jobs::reviews::resume(&workers, owns).await;
    });
}

/// The computer reviews a finished game
#[poise::command(slash_command)]
pub(super) async fn review(
    ctx: Context<'_>,
    #[description = "The game's number (your last finished game if not given)"]
    #[min = 1]
    game: Option<GameId>,
) -> Result<(), Error> {
    let caller = command_caller(ctx);
    super::private::note_command(ctx.interaction);
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
    let arrived = tokio::time::Instant::now();
    let window = arrived + deliver::CALLBACK_WINDOW;
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
        drop(start(&workers(&http, data), job, None));
        return;
    }
    let game = job.game;
    let progress = start(&workers(&http, data), job, Some(user));
    let gate = Arc::clone(&data.gate);
    tokio::spawn(async move {
        let shown = Watch { arrived, asked };
        show_progress(http, gate, target, caller, game, shown, progress).await;
    });
}

/// When the interaction a review answers arrived, and what it asked.
struct Watch {
    arrived: tokio::time::Instant,
    asked: Asked,
}

/// Edits the deferred reply with the review's place or progress (at most every
/// [`EDIT_EVERY`]), then its first page. Its token is not used after `private::TOKEN_USE`: a
/// review finished later is posted in the channel as a finished review's news is (or held for
/// the next answer there, where the bot does not post: `private`).
async fn show_progress(
    http: Arc<serenity::Http>,
    gate: Arc<crate::jobs::Gate>,
    target: Target,
    caller: Caller,
    game: GameId,
    watch: Watch,
    mut progress: watch::Receiver<Progress>,
) {
    let Watch { arrived, asked } = watch;
    let token_usable = || arrived.elapsed() < super::private::TOKEN_USE;
    let lang = caller.lang;
    let mut shown: Option<Progress> = None;
    let mut last_edit: Option<tokio::time::Instant> = None;
    loop {
        let now = progress.borrow_and_update().clone();
        if let Progress::Done(ok) = now {
            let page = if ok {
                let caller = caller.clone();
                gate.call(move |s| s.review_page(&caller, game, 0, true))
                    .await
            } else {
                Ok(Ok(Reply {
                    text: crate::i18n::tf(lang, "review-failed", &[("id", &game)]),
                    shown: Shown::Private,
                    ..Reply::default()
                }))
            };
            let mut reply = settle(page, lang, &asked);
            if !token_usable() {
                use crate::jobs::Outbox;
                reply.shown = Shown::Public;
                reply.mentions = vec![caller.user.id.clone()];
                let channel = target.channel().to_string();
                DiscordOutbox::new(Arc::clone(&http))
                    .post(&channel, &reply, "a finished review")
                    .await;
                return;
            }
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
        if shown.as_ref() != Some(&now) && tokio::time::Instant::now() >= due && token_usable() {
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
        let changed = if shown.as_ref() != Some(&now) && token_usable() {
            tokio::time::sleep(wait).await;
            Ok(())
        } else {
            progress.changed().await
        };
        if changed.is_err() {
            // The review's task ended without saying so (it panicked).
            let reply = super::respond::apology(lang);
            if token_usable() {
                let _ = target.edit(&http, edit(&reply)).await;
            }
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
