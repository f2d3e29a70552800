//! `/review`: the computer reviews a finished game (see `ai::review` for how, docs/ai.md for
//! why), once per game; the review is kept with the game and shown as pages: the summary with
//! the win-chance chart, then one page per turning point with its diagram, turned with ◀ ▶, the
//! first private with Show everyone (as `/rules`).
//!
//! The service decides and formats; where the work runs is the adapter's: [`Service::ask_review`]
//! answers at once with the pages when the review is stored, or a [`ReviewJob`] to compute,
//! which the adapter runs position by position ([`Service::reviewer`], on the computer's
//! low-priority threads on Discord) and stores ([`Service::store_review`]), telling everyone who
//! asked. A review asked for and not finished when the bot stopped is started again at start
//! ([`Service::pending_reviews`]).

use rand::Rng;

use super::buttons::ButtonId;
use super::commands::{CommandNames, Hint};
use super::errors::{self, Failure, ServiceError};
use super::replies::{variant_name, Button, ButtonStyle, Refusal, Reply, Shown};
use super::{Caller, GameId, Service};
use crate::ai::review::{Actor, Label, Review, Reviewer, Step, DEFAULT_BUDGET};
use crate::games::{AnyGame, Side};
use crate::i18n::{self, t, tf, Lang};
use crate::render::{text_board_for, RenderInfo};
use crate::store::reviews::{ReviewAsker, ReviewState};
use crate::store::{GameRecord, Status};

/// Why a review was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewRefusal {
    /// The game is not over: no help during play.
    #[error("game #{0} is not over")]
    NotFinished(GameId),
    /// No game named, and the caller has no finished game here.
    #[error("no finished game to review")]
    NoGame,
    /// The game ended before any action.
    #[error("game #{0} has no actions")]
    NoActions(GameId),
    /// The game was aborted (no result): there is nothing to review.
    #[error("game #{0} was aborted")]
    Aborted(GameId),
}

impl ReviewRefusal {
    pub(super) fn text(&self, lang: Lang, names: CommandNames) -> String {
        match self {
            ReviewRefusal::NotFinished(id) => tf(lang, "review-error-not-finished", &[("id", id)]),
            ReviewRefusal::NoGame => names.hint(lang, Hint::NoGameToReview),
            ReviewRefusal::NoActions(id) => tf(lang, "review-error-no-actions", &[("id", id)]),
            ReviewRefusal::Aborted(id) => tf(lang, "review-error-aborted", &[("id", id)]),
        }
    }
}

/// A review to compute: the game, the search's seed and iterations a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewJob {
    pub game: GameId,
    pub seed: u64,
    pub budget: u32,
}

/// The answer to `/review` or the Review button.
#[derive(Debug)]
pub enum ReviewAsked {
    /// Stored: its first page (private, with its buttons).
    Ready(Box<Reply>),
    /// To compute (or being computed): the adapter queues it; the caller was added to those
    /// told when it is done.
    Pending(ReviewJob),
}

/// A finished review's news for someone who asked for it: where to post it.
#[derive(Clone, Debug)]
pub struct ReviewNews {
    pub channel: String,
    pub user_id: String,
    pub reply: Reply,
}

/// Cells of the progress bar.
const BAR: usize = 10;

/// The progress line: `Reviewing game #3… ▰▰▰▰▰▰▱▱▱▱ 60%`.
pub fn review_progress(lang: Lang, game: GameId, done: usize, total: usize) -> String {
    let percent = (done * 100).checked_div(total).unwrap_or(0).min(100);
    let filled = percent * BAR / 100;
    let bar: String = "▰".repeat(filled) + &"▱".repeat(BAR - filled);
    tf(
        lang,
        "review-progress",
        &[("id", &game), ("bar", &bar), ("percent", &percent)],
    )
}

/// The line of a review waiting for its turn: `place` reviews before it (1: it is next).
pub fn review_queued(lang: Lang, game: GameId, place: usize) -> String {
    tf(lang, "review-queued", &[("id", &game), ("place", &place)])
}

/// Win chance as shown: `62%` (`62 %` in French).
fn percent(lang: Lang, v: f32) -> String {
    let value = format!("{:.0}", (v * 100.0).clamp(0.0, 100.0));
    tf(lang, "render-review-percent", &[("value", &value)])
}

impl Service {
    /// `/review [game]`: a finished game the caller may look at (a player of it, or anyone in
    /// its channel); without a number, the caller's last finished game.
    pub fn ask_review(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<ReviewAsked, ServiceError> {
        let record = self.reviewable(caller, game)?;
        let id = record.id;
        let seed = self.lock_rng().random::<u64>() >> 1;
        let asker = ReviewAsker {
            user_id: caller.user.id.clone(),
            mention: caller.user.mention.clone(),
            channel: caller.channel.clone(),
            lang: caller.lang.code().to_string(),
        };
        let (state, _created) = self.store.ask_review(
            id,
            seed as i64,
            i64::from(self.review_budget()),
            &asker,
            self.now(),
        )?;
        match state {
            ReviewState::Done(json) => {
                let review = decode(id, &json)?;
                Ok(ReviewAsked::Ready(Box::new(review_page(
                    caller.lang,
                    &record,
                    &review,
                    0,
                    true,
                )?)))
            }
            ReviewState::Pending { seed, budget } => Ok(ReviewAsked::Pending(ReviewJob {
                game: id,
                seed: seed as u64,
                budget: u32::try_from(budget).unwrap_or(DEFAULT_BUDGET),
            })),
        }
    }

    /// The iterations a position of a review is searched with.
    pub fn review_budget(&self) -> u32 {
        self.review_budget
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Sets the iterations a position of a new review is searched with (a setting; tests use
    /// small ones).
    pub fn set_review_budget(&self, budget: u32) {
        self.review_budget.store(
            budget.clamp(
                *crate::ai::review::BUDGETS.start(),
                *crate::ai::review::BUDGETS.end(),
            ),
            std::sync::atomic::Ordering::Relaxed,
        );
    }

    /// The game to review: named (and visible to the caller) or the caller's last finished one.
    fn reviewable(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<GameRecord, ServiceError> {
        let me = self.me(caller)?;
        let record = match game {
            Some(id) => self.visible_game(caller, me.as_ref(), id)?,
            None => {
                let me = me.ok_or(Refusal::Review(ReviewRefusal::NoGame))?;
                self.store
                    .finished_games(me.id, None, 0, 1)?
                    .into_iter()
                    .find(|r| r.guild == caller.guild)
                    .ok_or(Refusal::Review(ReviewRefusal::NoGame))?
            }
        };
        match record.status {
            Status::Finished => {}
            // A game that started and was aborted (by the clock or `/abort`) is closed as a
            // cancelled challenge is, and says so.
            Status::Cancelled
                if self
                    .store
                    .timing(record.id)?
                    .is_some_and(|t| t.closed == Some(crate::store::clocks::Closed::Aborted)) =>
            {
                return Err(Refusal::Review(ReviewRefusal::Aborted(record.id)).into())
            }
            Status::Challenge | Status::Declined | Status::Cancelled => {
                return Err(Refusal::NotStarted(record.id).into())
            }
            Status::Active => {
                return Err(Refusal::Review(ReviewRefusal::NotFinished(record.id)).into())
            }
        }
        Ok(record)
    }

    /// The review of `job` ready to run: the game's history replayed (marked as being computed).
    pub fn reviewer(&self, job: &ReviewJob) -> Result<Reviewer, ServiceError> {
        let record = self
            .store
            .record(job.game)?
            .ok_or(Refusal::NoSuchGame(job.game))?;
        let actions: Vec<String> = self
            .store
            .actions(job.game)?
            .into_iter()
            .filter(|a| a.kind.is_replayed())
            .map(|a| a.text)
            .collect();
        if actions.is_empty() {
            return Err(Refusal::Review(ReviewRefusal::NoActions(job.game)).into());
        }
        let reviewer = Reviewer::new(record.variant, &actions, job.budget, job.seed).map_err(
            |(at, error)| Failure::Damaged {
                game: job.game,
                reason: format!("history does not replay at action {at}: {error}"),
            },
        )?;
        self.store.review_running(job.game)?;
        Ok(reviewer)
    }

    /// Stores a finished review and returns, for each of those who asked for it (and were not
    /// answered where they asked), the public message that tells them.
    pub fn store_review(
        &self,
        job: &ReviewJob,
        review: &Review,
    ) -> Result<Vec<ReviewNews>, ServiceError> {
        let json = serde_json::to_string(review)
            .map_err(|e| errors::internal(format!("encoding a review: {e}")))?;
        let askers = self.store.finish_review(job.game, &json, self.now())?;
        // Its turning points become puzzle candidates (`jobs::game_puzzles` verifies them); a
        // failure here leaves the review stored and told.
        if let Err(e) = self.queue_game_puzzles(job.game, review) {
            tracing::error!(
                game = job.game,
                "cannot queue the game's puzzle candidates: {e}"
            );
        }
        let record = self
            .store
            .record(job.game)?
            .ok_or(Refusal::NoSuchGame(job.game))?;
        askers
            .into_iter()
            .map(|asker| {
                let lang = Lang::from_locale(&asker.lang);
                let mut reply = review_page(lang, &record, review, 0, false)?;
                // Mentioned as the adapter they asked through wrote it (see `User::mention`).
                let ready = tf(
                    lang,
                    "review-ready",
                    &[("mention", &asker.mention), ("id", &job.game)],
                );
                reply.text = format!("{}\n{}", ready.trim_start_matches([',', ' ']), reply.text);
                reply.mentions = vec![asker.user_id.clone()];
                reply.buttons = vec![review_button(lang, job.game)];
                Ok(ReviewNews {
                    channel: asker.channel,
                    user_id: asker.user_id,
                    reply,
                })
            })
            .collect()
    }

    /// The stored review's page `page` (0: the summary; then the turning points).
    pub fn review_page(
        &self,
        caller: &Caller,
        game: GameId,
        page: usize,
        private: bool,
    ) -> Result<Reply, ServiceError> {
        let record = self.reviewable(caller, Some(game))?;
        let review = match self.store.review_state(game)? {
            Some(ReviewState::Done(json)) => decode(game, &json)?,
            _ => return Err(Refusal::BadButton.into()),
        };
        if page > review.turning.len() {
            return Err(Refusal::BadButton.into());
        }
        let mut reply = review_page(caller.lang, &record, &review, page, private)?;
        reply.shown = if private {
            Shown::ReplacePressed
        } else {
            Shown::BesidePressed
        };
        Ok(reply)
    }

    /// Reviews asked for and not done (a restart cut them), oldest first, with their games'
    /// guilds: the adapter starts again those of the guilds it serves.
    pub fn pending_reviews(&self) -> Result<Vec<(ReviewJob, Option<String>)>, ServiceError> {
        let mut jobs = Vec::new();
        for (game, guild) in self.store.pending_reviews()? {
            if let Some(ReviewState::Pending { seed, budget }) = self.store.review_state(game)? {
                jobs.push((
                    ReviewJob {
                        game,
                        seed: seed as u64,
                        budget: u32::try_from(budget).unwrap_or(DEFAULT_BUDGET),
                    },
                    guild,
                ));
            }
        }
        Ok(jobs)
    }

    /// The Review button under a finished game's message.
    pub(super) fn review_button(lang: Lang, id: GameId) -> Button {
        review_button(lang, id)
    }
}

fn review_button(lang: Lang, id: GameId) -> Button {
    Button {
        id: ButtonId::Review(id),
        label: t(lang, "review-button").to_string(),
        style: ButtonStyle::Secondary,
    }
}

/// A stored review read back (a row that does not read is a damaged one).
fn decode(game: GameId, json: &str) -> Result<Review, ServiceError> {
    serde_json::from_str(json).map_err(|e| {
        Failure::Damaged {
            game,
            reason: format!("stored review does not read: {e}"),
        }
        .into()
    })
}

/// Page `page` of a review: 0 the summary and chart, then a turning point each; `private` adds
/// the buttons (◀ ▶, Show everyone) and keeps the reply to the caller.
fn review_page(
    lang: Lang,
    record: &GameRecord,
    review: &Review,
    page: usize,
    private: bool,
) -> Result<Reply, ServiceError> {
    let names = [
        record.players[0].name.as_str(),
        record.players[1].name.as_str(),
    ];
    let pages = review.turning.len() + 1;
    let mut reply = if page == 0 {
        summary_page(lang, record, review, names)
    } else {
        turning_page(lang, record, review, names, page)?
    };
    if private && pages > 1 {
        let game = record.id;
        reply.buttons = vec![
            Button {
                id: ButtonId::ReviewPage {
                    game,
                    page: (page + pages - 1) % pages,
                },
                label: t(lang, "review-button-previous").to_string(),
                style: ButtonStyle::Secondary,
            },
            Button {
                id: ButtonId::ReviewPage {
                    game,
                    page: (page + 1) % pages,
                },
                label: t(lang, "review-button-next").to_string(),
                style: ButtonStyle::Secondary,
            },
            Button {
                id: ButtonId::ReviewShow { game, page },
                label: t(lang, "review-button-show").to_string(),
                style: ButtonStyle::Primary,
            },
        ];
    } else if private {
        reply.buttons = vec![Button {
            id: ButtonId::ReviewShow {
                game: record.id,
                page,
            },
            label: t(lang, "review-button-show").to_string(),
            style: ButtonStyle::Primary,
        }];
    }
    reply.shown = if private {
        Shown::Private
    } else {
        Shown::Public
    };
    Ok(reply)
}

fn summary_page(lang: Lang, record: &GameRecord, review: &Review, names: [&str; 2]) -> Reply {
    let variant = record.variant;
    let mut lines = vec![tf(
        lang,
        "review-header",
        &[
            ("id", &record.id),
            ("game", &variant_name(lang, variant)),
            ("first", &names[0]),
            ("second", &names[1]),
        ],
    )];
    for side in Side::BOTH {
        let s = &review.sides[side.index()];
        let name = names[side.index()];
        let side_name = i18n::side_name(lang, variant, side);
        match s.accuracy {
            Some(accuracy) => lines.push(tf(
                lang,
                "review-side",
                &[
                    ("name", &name),
                    ("side", &side_name),
                    ("accuracy", &format!("{accuracy:.0}")),
                    ("inaccuracies", &s.inaccuracies),
                    ("mistakes", &s.mistakes),
                    ("blunders", &s.blunders),
                ],
            )),
            None => lines.push(tf(
                lang,
                "review-side-no-decision",
                &[("name", &name), ("side", &side_name)],
            )),
        }
    }
    for side in Side::BOTH {
        if let Some(luck) = review.sides[side.index()].luck {
            lines.push(tf(
                lang,
                "review-side-luck",
                &[
                    ("name", &names[side.index()]),
                    ("luck", &format!("{luck:+.0}")),
                ],
            ));
        }
    }
    lines.push(if review.turning.is_empty() {
        t(lang, "review-no-turning").to_string()
    } else {
        tf(
            lang,
            "review-turning-count",
            &[("count", &review.turning.len())],
        )
    });
    lines.push(tf(lang, "review-legend", &[("budget", &review.budget)]));
    Reply {
        text: lines.join("\n"),
        png: Some(crate::render::review::chart_png(review, names, lang)),
        alt: crate::render::review::chart_alt(review, names, lang),
        board_text: Some(crate::render::review::chart_text(review, names, lang)),
        ..Reply::default()
    }
}

/// The line of a turning point: `14. b4-b5 (alice) — mistake: win chance 62% → 31%; better
/// c3-c4, 62%`.
pub fn turning_line(
    lang: Lang,
    review: &Review,
    step: &Step,
    n: usize,
    names: [&str; 2],
) -> String {
    let side = match step.actor {
        Actor::Side(s) => s,
        Actor::Chance => Side::First,
    };
    let label = match step.label {
        Some(Label::Inaccuracy) => t(lang, "review-label-inaccuracy"),
        Some(Label::Mistake) => t(lang, "review-label-mistake"),
        Some(Label::Blunder) => t(lang, "review-label-blunder"),
        None => t(lang, "review-label-none"),
    };
    tf(
        lang,
        "review-turning",
        &[
            ("n", &n),
            ("count", &review.turning.len()),
            ("move", &format!("{} {}", step.numbered(), step.text)),
            ("name", &names[side.index()]),
            ("label", &label),
            ("before", &percent(lang, step.mover_before())),
            ("after", &percent(lang, step.mover_after())),
            ("best", &step.best.clone().unwrap_or_default()),
            ("best_value", &percent(lang, step.mover_before())),
        ],
    )
}

fn turning_page(
    lang: Lang,
    record: &GameRecord,
    review: &Review,
    names: [&str; 2],
    page: usize,
) -> Result<Reply, ServiceError> {
    let step = &review.steps[review.turning[page - 1]];
    let mut before = AnyGame::new(record.variant);
    for s in &review.steps[..step.index] {
        before.play_text(&s.text).map_err(|e| Failure::Damaged {
            game: record.id,
            reason: format!("stored review does not replay: {e}"),
        })?;
    }
    let info = RenderInfo {
        names,
        lang,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    let png = crate::render::review::turning_point_png(&before, step, &info)
        .map_err(|e| errors::internal(format!("drawing a turning point: {e}")))?;
    Ok(Reply {
        text: turning_line(lang, review, step, page, names),
        png: Some(png),
        alt: crate::render::review::turning_point_alt(
            &before,
            step,
            &info,
            &super::replies::board_title(lang, record),
        ),
        board_text: Some(text_board_for(&before, &info)),
        ..Reply::default()
    })
}
