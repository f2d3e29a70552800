//! A game reviewed by the computer (issue 33's targets): a 100-action Piso game reviewed at the
//! default budget in ≤ 15 s on this 2-core machine, with 1,000 moves/s of people's moves beside
//! it still at p99 ≤ 50 ms; the chart and each turning point's diagram ≤ 40 KiB; the same game
//! and seed reviewed twice give the same labels.
//!
//! The review runs as the bot runs it: one position at a time on a thread at a lower priority
//! (the search threads' nice 10), while people's moves go through `Service::play` (rules, SQLite,
//! the board drawn) at a fixed rate on a fresh database (WAL) holding 200 games in play.
//! Measured one after the other: moves alone, the review alone, the review with the moves
//! beside it, and the review again (the same labels).
//!
//! `cargo bench --bench review [-- --rate R --movers M --seconds S --budget N]`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::ai::review::{Review, Reviewer, DEFAULT_BUDGET};
use tabula::ai::{choose, Budget, Level};
use tabula::games::{AnyGame, Variant};
use tabula::i18n::Lang;
use tabula::render::{review as pictures, RenderInfo, StatusExtra};
use tabula::service::Service;
use tabula::store::Store;

mod common;

use common::{mover_games, ms, play_moves, report, settings};

/// A 100-action Piso game of the legionary against itself (the first seed whose game lasts
/// that long).
fn hundred_actions() -> Vec<String> {
    for seed in 1.. {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyGame::new(Variant::LatrunculiPiso);
        let mut actions = Vec::new();
        while game.outcome().is_none() && actions.len() < 100 {
            let level = Level::Legionary;
            let text = choose(&game, level, rng.random(), Budget::iterations(level))
                .expect("a side acts")
                .text;
            game.play_text(&text).expect("legal");
            actions.push(text);
        }
        if actions.len() == 100 {
            return actions;
        }
    }
    unreachable!()
}

/// Reviews `actions` position by position on a thread at a lower priority; the review and
/// how long it took.
fn review_beside(actions: &[String], budget: u32) -> std::thread::JoinHandle<(Review, Duration)> {
    let actions = actions.to_vec();
    std::thread::spawn(move || {
        #[cfg(unix)]
        // SAFETY: setpriority only reads its integer arguments; 0 is the calling thread.
        unsafe {
            libc::setpriority(libc::PRIO_PROCESS, 0, 10);
        }
        let started = Instant::now();
        let mut reviewer =
            Reviewer::new(Variant::LatrunculiPiso, &actions, budget, 7).expect("it replays");
        // As the bot runs it: a pause after each position (`ai::review::pause_after`).
        loop {
            let position = Instant::now();
            let more = reviewer.step();
            std::thread::sleep(tabula::ai::review::pause_after(position.elapsed()));
            if !more {
                break;
            }
        }
        let review = reviewer.finish();
        (review, started.elapsed())
    })
}

fn labels(review: &Review) -> Vec<(usize, Option<tabula::ai::review::Label>)> {
    review.steps.iter().map(|s| (s.index, s.label)).collect()
}

fn main() {
    // `cargo test --benches` runs bench binaries without `--bench`: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let settings = settings();
    let args: Vec<String> = std::env::args().collect();
    let budget = args
        .windows(2)
        .find(|w| w[0] == "--budget")
        .map_or(DEFAULT_BUDGET, |w| w[1].parse().expect("--budget N"));
    let actions = hundred_actions();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let svc = Arc::new(Service::with_seed(
        Store::open(&dir.path().join("review.db")).expect("the database opens"),
        7,
    ));
    let games = mover_games(&svc, 200);
    println!(
        "a 100-action Piso game, reviewed at {budget} iterations a position; moves at {} moves/s over {} threads, {} s",
        settings.rate, settings.movers, settings.seconds
    );
    let p99_alone = report("moves alone", &play_moves(&svc, &games, &settings));

    let (first, took_alone) = review_beside(&actions, budget).join().expect("the review");
    println!("  review alone: {:.2} s", took_alone.as_secs_f64());

    let reviewing = review_beside(&actions, budget);
    // As long as the review runs, or the configured seconds.
    let mut long = settings;
    long.seconds = long.seconds.max(took_alone.as_secs_f64());
    let beside = play_moves(&svc, &games, &long);
    let (second, took_beside) = reviewing.join().expect("the review");
    let p99_beside = report("moves beside the review", &beside);
    println!(
        "  review beside the moves: {:.2} s (target ≤ 15 s); p99 beside / alone: {:.2} (target p99 ≤ 50 ms)",
        took_beside.as_secs_f64(),
        p99_beside.as_secs_f64() / p99_alone.as_secs_f64().max(1e-9)
    );
    println!(
        "  the same labels twice: {}",
        if labels(&first) == labels(&second) {
            "yes"
        } else {
            "NO"
        }
    );
    let names = ["alice", "bob"];
    let started = Instant::now();
    let chart = pictures::chart_png(&first, names, Lang::En);
    let chart_took = started.elapsed();
    let info = RenderInfo {
        names,
        lang: Lang::En,
        resigned: None,
        extra: StatusExtra::None,
    };
    let mut largest = 0;
    for &at in &first.turning {
        let step = &first.steps[at];
        let before = AnyGame::replay(
            Variant::LatrunculiPiso,
            actions[..step.index].iter().map(String::as_str),
        )
        .expect("it replays");
        let png = pictures::turning_point_png(&before, step, &info).expect("drawn");
        largest = largest.max(png.len());
    }
    println!(
        "  chart: {:.1} KiB in {}; largest of {} turning points: {:.1} KiB (target ≤ 40 KiB each)",
        chart.len() as f64 / 1024.0,
        ms(chart_took),
        first.turning.len(),
        largest as f64 / 1024.0
    );
    let [a, b] = &first.sides;
    println!(
        "  accuracy {:?} / {:?}; inaccuracies, mistakes, blunders: {}/{}/{} and {}/{}/{}",
        a.accuracy,
        b.accuracy,
        a.inaccuracies,
        a.mistakes,
        a.blunders,
        b.inaccuracies,
        b.mistakes,
        b.blunders
    );
}
