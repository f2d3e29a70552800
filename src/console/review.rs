//! Reviews in the terminal: the console's `review [#id]` (the service's `/review`, computed on
//! the spot by the bot's review queue, `jobs::reviews`, with its progress on stderr, then every
//! page at once), and `tabula review --file`
//! (a game file reviewed outside any database: the table of decisions, the chart and the
//! turning points' diagrams).

use std::io::{IsTerminal, Write};
use std::path::Path;

use crate::ai::review::{review, Actor, Review};
use crate::games::{AnyGame, Side, Variant};
use crate::i18n::{side_name, Lang};
use crate::jobs::reviews::{start, Progress};
use crate::render::{review as pictures, RenderInfo};
use crate::service::reviews::{review_progress, turning_line, ReviewAsked, ReviewJob};
use crate::service::{Caller, GameId, Reply, Shown};

use super::Session;

impl Session<'_> {
    /// `review [#id]`: the stored review's pages, or the review computed now (its progress on
    /// stderr when that is a terminal) and stored, then its pages.
    pub(super) fn review(&mut self, caller: &Caller, game: Option<GameId>) -> String {
        let lang = self.options.lang;
        let service = self.service;
        let asked = format!("review {game:?}");
        let mut news = Vec::new();
        let id = match service.ask_review(caller, game) {
            Ok(ReviewAsked::Ready(reply)) => {
                // The pages say which game; the first one is the reply.
                let Some(id) = reply.buttons.iter().find_map(|b| b.id.game()) else {
                    return self.show(*reply);
                };
                id
            }
            Ok(ReviewAsked::Pending(job)) => {
                let game = job.game;
                let Some(told) = self.compute_review(job, caller) else {
                    let failed = Reply {
                        text: crate::i18n::tf(lang, "review-failed", &[("id", &game)]),
                        shown: Shown::Private,
                        ..Reply::default()
                    };
                    return self.show(failed);
                };
                news = told;
                game
            }
            Err(error) => return self.show(super::dispatch::answer(&error, lang, &asked, game)),
        };
        let mut pages = Vec::new();
        for page in 0.. {
            match service.review_page(caller, id, page, false) {
                Ok(reply) => pages.push(self.show(reply)),
                Err(_) if page > 0 => break,
                Err(error) => {
                    return self.show(super::dispatch::answer(&error, lang, &asked, Some(id)))
                }
            }
        }
        pages.extend(news);
        pages.join("\n\n")
    }

    /// Runs `job` in the jobs' review queue (`jobs::reviews`, the bot's), its progress on
    /// stderr when that is a terminal; `None` if it failed, else the news of the finished review
    /// for others who asked for it (printed after its pages).
    fn compute_review(&mut self, job: ReviewJob, caller: &Caller) -> Option<Vec<String>> {
        let lang = self.options.lang;
        let game = job.game;
        let terminal = std::io::stderr().is_terminal();
        let jobs = &self.jobs;
        let stored = self.runtime.block_on(async {
            let mut progress = start(jobs, job, Some(caller.user.id.clone()));
            loop {
                let now = progress.borrow_and_update().clone();
                match now {
                    Progress::Done(stored) => break stored,
                    Progress::Running(done, total) if terminal && total > 0 => {
                        eprint!("\r{}", review_progress(lang, game, done, total));
                        let _ = std::io::stderr().flush();
                    }
                    _ => {}
                }
                if progress.changed().await.is_err() {
                    // The review's task ended without saying so (it panicked).
                    break false;
                }
            }
        });
        if terminal {
            eprintln!();
        }
        let news = self.jobs.outbox.take("");
        stored.then_some(news)
    }
}

/// `tabula review --file FILE`: the game of an exported file (`/export`'s text) reviewed with
/// `budget` iterations a position and `seed`; the table of decisions, and with `out` the chart
/// (`review-chart.png`) and each turning point (`review-turning-N.png`) written there. The same
/// file, budget and seed give the same output.
pub fn review_file(
    text: &str,
    budget: u32,
    seed: u64,
    out: Option<&Path>,
    lang: Lang,
) -> Result<String, String> {
    let (variant, actions) = crate::service::ratings::parse_export(text)?;
    let terminal = std::io::stderr().is_terminal();
    let reviewed = review(variant, &actions, budget, seed, |done, total| {
        if terminal {
            eprint!("\rreviewing: {done}/{total} positions");
        }
    })
    .map_err(|(at, e)| {
        format!(
            "action {} (`{}`) is refused: {}",
            at + 1,
            actions[at],
            crate::i18n::move_error(lang, &e)
        )
    })?;
    if terminal {
        eprintln!();
    }
    let names = [
        side_name(lang, variant, Side::First),
        side_name(lang, variant, Side::Second),
    ];
    if let Some(dir) = out {
        write_pictures(&reviewed, variant, names, dir, lang)?;
    }
    Ok(decisions_table(&reviewed, names, lang))
}

fn write_pictures(
    reviewed: &Review,
    variant: Variant,
    names: [&str; 2],
    dir: &Path,
    lang: Lang,
) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let write = |name: String, bytes: Vec<u8>| {
        let path = dir.join(name);
        std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    write(
        "review-chart.png".into(),
        pictures::chart_png(reviewed, names, lang),
    )?;
    let info = RenderInfo {
        names,
        lang,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    for (n, &at) in reviewed.turning.iter().enumerate() {
        let step = &reviewed.steps[at];
        let mut before = AnyGame::new(variant);
        for s in &reviewed.steps[..step.index] {
            before
                .play_text(&s.text)
                .map_err(|e| format!("the review does not replay: {e:?}"))?;
        }
        let png = pictures::turning_point_png(&before, step, &info).map_err(|e| e.to_string())?;
        write(format!("review-turning-{}.png", n + 1), png)?;
    }
    Ok(())
}

/// The review as text: one line per action (number, action, who, the mover's win chance
/// before and after, the loss, the best action, the label), the sides' figures, the turning
/// points.
pub fn decisions_table(reviewed: &Review, names: [&str; 2], lang: Lang) -> String {
    let mut out = String::from(
        "#     action             who      before  after   loss  best               label\n",
    );
    for step in &reviewed.steps {
        let who = match step.actor {
            Actor::Side(s) => names[s.index()],
            Actor::Chance => "dice",
        };
        let (before, after) = match step.actor {
            Actor::Side(_) => (step.mover_before(), step.mover_after()),
            Actor::Chance => (step.before, step.after),
        };
        let label = match (step.label, step.forced) {
            (Some(l), _) => l.id(),
            (None, true) => "forced",
            (None, false) if step.actor == Actor::Chance => "roll",
            _ => "",
        };
        out.push_str(&format!(
            "{:<5} {:<18} {:<8} {:>5.1}% {:>5.1}% {:>5.1}  {:<18} {}\n",
            step.numbered(),
            cut(&step.text, 18),
            cut(who, 8),
            before * 100.0,
            after * 100.0,
            step.loss * 100.0,
            cut(step.best.as_deref().unwrap_or(""), 18),
            label
        ));
    }
    for side in Side::BOTH {
        let s = &reviewed.sides[side.index()];
        out.push_str(&format!(
            "\n{}: accuracy {}, {} decisions, {} inaccuracies, {} mistakes, {} blunders, mean loss {:.1} points{}",
            names[side.index()],
            s.accuracy.map_or("-".to_string(), |a| format!("{a:.1}")),
            s.decisions,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.mean_loss,
            s.luck.map_or(String::new(), |l| format!(", luck {l:+.1} points")),
        ));
    }
    out.push_str(&format!(
        "\n(budget {} iterations a position, seed {})\n",
        reviewed.budget, reviewed.seed
    ));
    for (n, &at) in reviewed.turning.iter().enumerate() {
        out.push_str(
            &turning_line(lang, reviewed, &reviewed.steps[at], n + 1, names).replace("**", ""),
        );
        out.push('\n');
    }
    out
}

fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        text.chars().take(width - 1).chain(['…']).collect()
    }
}
