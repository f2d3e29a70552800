//! A `/puzzle` answer (issue 50's target): a right or a wrong move answered at p99 ≤ 50 ms with
//! 1,000 people's moves a second beside it. There is no search at answer time (the line is
//! stored): an answer reads the open attempt, checks the turn against the line, plays the
//! stored reply, rates a finished puzzle and draws the board.
//!
//! On a fresh SQLite database (WAL) holding the shipped starter sets and 200 Piso games in
//! play, solvers open puzzles (`Service::puzzle`, each solver a new person, so nobody runs out
//! of unseen puzzles) and answer them through `Service::puzzle_move`, as `/puzzle move` does:
//! every other puzzle solved turn by turn, the others missed at their first turn with a legal
//! turn that is not the answer (`Service::suggest_puzzle_moves`, the autocomplete). Measured
//! alone, then beside people's moves at the set rate (`benches/common`).
//!
//! `cargo bench --bench puzzles [-- --rate R --movers M --seconds S --answers A]` (`--answers`:
//! puzzle answers offered a second, default 20).

use std::sync::Arc;
use std::time::{Duration, Instant};

use tabula::service::Service;
use tabula::store::Store;

mod common;

use common::{caller, mover_games, ms, percentile, person, play_moves, report, settings};

/// The latencies of right and wrong answers, each sorted.
struct Answers {
    right: Vec<Duration>,
    wrong: Vec<Duration>,
    opened: usize,
}

/// Opens and answers puzzles for `seconds`, offering `rate` answers a second (a solver waits
/// for its next slot; an answer's latency counts from the call).
fn solve(svc: &Service, rate: f64, seconds: f64, tag: &str) -> Answers {
    let every = Duration::from_secs_f64(1.0 / rate);
    let start = Instant::now();
    let mut out = Answers {
        right: Vec::new(),
        wrong: Vec::new(),
        opened: 0,
    };
    let mut slot = 0u32;
    let mut wait = || {
        let due = start + every * slot;
        slot += 1;
        if let Some(w) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(w);
        }
    };
    while start.elapsed().as_secs_f64() < seconds {
        let who = caller(person(format!("{tag}{}", out.opened)));
        svc.puzzle(&who, None).expect("a puzzle is given");
        let attempt = svc
            .store()
            .open_puzzle(&who.user.id)
            .expect("the store reads")
            .expect("an open attempt");
        let line = attempt.puzzle.line;
        let miss = out.opened % 2 == 1;
        out.opened += 1;
        if miss {
            // The first suggestion that is a whole turn and not the answer (a suggestion can be
            // the start of a turn of several steps, refused as not whole, changing nothing).
            let mut missed = false;
            for wrong in svc.suggest_puzzle_moves(&who, "") {
                if wrong == line[0] {
                    continue;
                }
                wait();
                let took = Instant::now();
                if svc.puzzle_move(&who, &wrong).is_ok() {
                    out.wrong.push(took.elapsed());
                    missed = true;
                    break;
                }
            }
            if missed {
                continue;
            }
        }
        for turn in line.iter().step_by(2) {
            wait();
            let took = Instant::now();
            svc.puzzle_move(&who, turn)
                .expect("a right turn is an answer");
            out.right.push(took.elapsed());
        }
    }
    out.right.sort();
    out.wrong.sort();
    out
}

fn line(what: &str, latencies: &[Duration]) -> Duration {
    let p99 = percentile(latencies, 99.0);
    println!(
        "  {what}: {} answers, p50 {}, p99 {}, max {}",
        latencies.len(),
        ms(percentile(latencies, 50.0)),
        ms(p99),
        ms(latencies.last().copied().unwrap_or_default())
    );
    p99
}

fn main() {
    // `cargo test --benches` runs bench binaries without `--bench`: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let settings = settings();
    let args: Vec<String> = std::env::args().collect();
    let answers: f64 = args
        .windows(2)
        .find(|w| w[0] == "--answers")
        .map_or(20.0, |w| w[1].parse().expect("--answers PER_SECOND"));
    let dir = tempfile::tempdir().expect("a temporary folder");
    let svc = Arc::new(Service::with_seed(
        Store::open(&dir.path().join("puzzles.db")).expect("the database opens"),
        7,
    ));
    let stored = svc.load_starter_puzzles().expect("the starter sets load");
    let games = mover_games(&svc, 200);
    println!(
        "{stored} puzzles; answers at {answers}/s; moves at {} moves/s over {} threads, {} s",
        settings.rate, settings.movers, settings.seconds
    );
    let alone = solve(&svc, answers, settings.seconds, "alone");
    println!("  puzzles opened alone: {}", alone.opened);
    line("right answers alone", &alone.right);
    line("wrong answers alone", &alone.wrong);
    report("moves alone", &play_moves(&svc, &games, &settings));

    let solver = {
        let svc = Arc::clone(&svc);
        let seconds = settings.seconds;
        std::thread::spawn(move || solve(&svc, answers, seconds, "beside"))
    };
    let moves = play_moves(&svc, &games, &settings);
    let beside = solver.join().expect("the solver");
    report("moves beside the answers", &moves);
    println!("  puzzles opened beside the moves: {}", beside.opened);
    let right = line("right answers beside the moves", &beside.right);
    let wrong = line("wrong answers beside the moves", &beside.wrong);
    let worst = right.max(wrong);
    println!(
        "  answer p99 beside the moves: {} (target ≤ 50 ms): {}",
        ms(worst),
        if worst <= Duration::from_millis(50) {
            "met"
        } else {
            "MISSED"
        }
    );
}
