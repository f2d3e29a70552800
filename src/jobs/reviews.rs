//! The queue of the computer's reviews of finished games, and their progress.
//!
//! Where a review runs: one position at a time on the computer's search threads (lowered
//! priority, see `searches`), so a person's move never waits behind a review, and a computer's
//! answer waits at most one position's search (with a pause after each position, see
//! [`crate::ai::review::pause_after`], unless the queue is [`Reviews::without_pauses`]). At most
//! `at_once` reviews run at once (the `reviews_at_once` setting); the others wait in arrival
//! order and are told their place ([`Progress::Queued`]). Two people asking for the same game's
//! review share one computation. The review is stored when done; whoever asked and was not
//! watching it (the bot restarted meanwhile: reviews cut by a restart are started again at
//! start, [`resume`]) is told in the channel they asked in, through the [`Outbox`].
//!
//! How the progress is shown is the adapter's: Discord edits a deferred private reply, the
//! console writes a line on stderr.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::watch;
use tracing::{error, info};

use super::{Gate, Halt, Outbox};
use crate::service::reviews::{ReviewJob, ReviewNews};
use crate::service::GameId;

/// Where a review stands, as its watchers see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Waiting: this many reviews before it (1: next).
    Queued(usize),
    /// Positions searched, of all.
    Running(usize, usize),
    /// Stored (true) or failed (false).
    Done(bool),
}

/// The reviews under way in this process.
pub struct Reviews {
    /// One permit per review that may run at once.
    permits: Arc<tokio::sync::Semaphore>,
    state: Mutex<Queue>,
    /// Whether each position's search is followed by a pause (see the module's text).
    pauses: bool,
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
    /// A queue running at most `at_once` reviews at once (at least one).
    pub fn new(at_once: usize) -> Reviews {
        Reviews {
            permits: Arc::new(tokio::sync::Semaphore::new(at_once.max(1))),
            state: Mutex::new(Queue::default()),
            pauses: true,
        }
    }

    /// The same, without the pause after each position (a console: no computer's answer waits
    /// for the search threads there).
    pub fn without_pauses(self) -> Reviews {
        Reviews {
            pauses: false,
            ..self
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

/// What runs reviews: the queue, the gate to the service and its search threads, and where the
/// news of a finished review goes.
pub struct Workers<O> {
    pub reviews: Arc<Reviews>,
    pub gate: Arc<Gate>,
    pub outbox: Arc<O>,
}

impl<O> Clone for Workers<O> {
    fn clone(&self) -> Self {
        Workers {
            reviews: Arc::clone(&self.reviews),
            gate: Arc::clone(&self.gate),
            outbox: Arc::clone(&self.outbox),
        }
    }
}

/// Starts `job` unless it is under way here, and returns its progress; `watcher` (a user id)
/// is answered in place (not told in the channel).
pub fn start<O: Outbox>(
    workers: &Workers<O>,
    job: ReviewJob,
    watcher: Option<String>,
) -> watch::Receiver<Progress> {
    let Workers {
        reviews,
        gate,
        outbox,
    } = workers.clone();
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
        let news = compute(&gate, reviews.pauses, &job, &report).await;
        drop(permit);
        let (progress, watchers) = reviews
            .queue()
            .jobs
            .remove(&job.game)
            .unwrap_or_else(|| (watch::channel(Progress::Done(false)).0, Vec::new()));
        progress.send_replace(Progress::Done(news.is_some()));
        for news in news.unwrap_or_default() {
            if !watchers.contains(&news.user_id) {
                post_news(&*outbox, news).await;
            }
        }
    });
    receiver
}

/// Runs a review, one position per job on the search threads, and stores it; the news for
/// those not watching, or `None` if it failed (logged).
async fn compute(
    gate: &Gate,
    pauses: bool,
    job: &ReviewJob,
    report: &impl Fn(Progress),
) -> Option<Vec<ReviewNews>> {
    let asked = job.clone();
    let mut reviewer = match gate.call(move |s| s.reviewer(&asked)).await {
        Ok(Ok(reviewer)) => reviewer,
        Ok(Err(e)) => {
            error!(game = job.game, "cannot start the review: {e}");
            return None;
        }
        Err(Halt::Stopping) => {
            info!(
                game = job.game,
                "the review starts again with the next start"
            );
            return None;
        }
        Err(e) => {
            error!(game = job.game, "starting the review: {e}");
            return None;
        }
    };
    report(Progress::Running(reviewer.done(), reviewer.total()));
    loop {
        let started = tokio::time::Instant::now();
        let stepped = gate
            .on_search_thread(move || {
                let more = reviewer.step();
                (reviewer, more)
            })
            .await;
        // The search thread is free meanwhile: a computer's answer may take it.
        if pauses {
            tokio::time::sleep(crate::ai::review::pause_after(started.elapsed())).await;
        }
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
    let job = job.clone();
    let game = job.game;
    let stored = gate
        .call(move |s| {
            let review = reviewer.finish();
            s.store_review(&job, &review)
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
        Err(Halt::Stopping) => {
            info!(game, "the review starts again with the next start");
            None
        }
        Err(e) => {
            error!(game, "storing the review: {e}");
            None
        }
    }
}

/// Tells someone who asked for a review that it is ready, in the channel they asked in.
async fn post_news<O: Outbox>(outbox: &O, news: ReviewNews) {
    outbox
        .post(&news.channel, &news.reply, "a finished review")
        .await;
}

/// After connecting: the reviews cut by a restart whose guild `owns` accepts start again;
/// their askers are told in the channels they asked in.
pub async fn resume<O, F>(workers: &Workers<O>, owns: F)
where
    O: Outbox,
    F: Fn(Option<&str>) -> bool,
{
    let jobs = match workers.gate.call(|s| s.pending_reviews()).await {
        Ok(Ok(jobs)) => jobs,
        Ok(Err(e)) => {
            error!("cannot read the reviews under way: {e}");
            return;
        }
        // Stopped before it looked: they start again with the next start.
        Err(Halt::Stopping) => return,
        Err(e) => {
            error!("reading the reviews under way: {e}");
            return;
        }
    };
    let mine: Vec<ReviewJob> = jobs
        .into_iter()
        .filter(|(_, guild)| owns(guild.as_deref()))
        .map(|(job, _)| job)
        .collect();
    if !mine.is_empty() {
        info!(count = mine.len(), "reviews cut by a restart start again");
    }
    for job in mine {
        drop(start(workers, job, None));
    }
}
