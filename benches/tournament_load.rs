//! People's moves while a 200-player Swiss pairs its next round beside them (issue 32's target:
//! moves p99 unchanged, ≤ 50 ms at 1,000 moves/s offered).
//!
//! A fresh SQLite file (WAL, as the bot runs it) holds 200 games in play between 400 movers, and
//! a Swiss of 200 players whose round 1 (100 games) is over: it is due. Measured, one after the
//! other on the same database: moves at a fixed rate (`--rate`, default 1,000 moves/s over
//! `--movers` threads, default 2) through `Service::play` (which draws the board), latency from
//! each move's scheduled time, for `--seconds` (default 4) with nothing else running; then the
//! same while the scheduler's work runs on a thread at a lower priority, as the bot runs it:
//! `Service::decide_tournaments` pairs round 2 (the matching of 200 players, 100 games created in
//! one transaction, 100 first messages with their boards, the pairings picture).
//!
//! `cargo bench --bench tournament_load [-- --rate R --movers M --seconds S]`.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tabula::games::Variant;
use tabula::service::time::FakeClock;
use tabula::service::{
    ButtonId, ClockChoice, Rights, Service, TournamentButton, TournamentOptions,
};
use tabula::store::Store;
use tabula::tournament::Format;

const T0: i64 = 1_800_000_000;
const MOVER_GAMES: usize = 200;
const PLAYERS: usize = 200;

mod common;

use common::{caller, mover_games, ms, person, play_moves, report, settings};

/// The movers' games (their ids), and the tournament's id, on a fresh database at `path`.
fn build(svc: &Service) -> (Vec<i64>, i64) {
    let games = mover_games(svc, MOVER_GAMES);
    let director = caller(person("director".into()));
    let created = svc
        .create_tournament(
            &director,
            &TournamentOptions {
                variant: Variant::LatrunculiPiso,
                format: Format::Swiss,
                rounds: Some(7),
                clock: ClockChoice::Days3,
                starts: None,
                rated: true,
            },
        )
        .expect("a tournament");
    let tournament = created
        .buttons
        .iter()
        .find_map(|button| match button.id {
            ButtonId::Tournament(_, id) => Some(id),
            _ => None,
        })
        .expect("a tournament's button");
    for i in 0..PLAYERS {
        svc.press(
            &caller(person(format!("t{i}"))),
            &ButtonId::Tournament(TournamentButton::Join, tournament),
        )
        .expect("joined");
    }
    svc.start_tournament(&director, Some(tournament), Rights::default(), false)
        .expect("started");
    let round1 = svc.decide_tournaments(10).expect("round 1");
    assert_eq!(round1.len(), 1);
    // Round 1 ends: the second player of each game resigns.
    for p in svc.store().pairings(tournament).expect("pairings") {
        let Some(game) = p.game else { continue };
        let record = svc.store().record(game).unwrap().unwrap();
        let loser = &record.players[1];
        svc.resign(&caller(person(loser.name.clone())), Some(game))
            .expect("resigned");
    }
    (games, tournament)
}

fn main() {
    // `cargo test --benches` runs bench binaries without `--bench`: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let settings = settings();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path: &Path = &dir.path().join("tournament.db");
    let svc = Arc::new(
        Service::with_seed(Store::open(path).expect("the database opens"), 7)
            .with_clock(Arc::new(FakeClock::at(T0))),
    );
    let built = Instant::now();
    let (games, tournament) = build(&svc);
    println!(
        "built: {MOVER_GAMES} games in play, a Swiss of {PLAYERS} players after round 1 ({:.1} s)",
        built.elapsed().as_secs_f64()
    );
    println!(
        "moves at {} moves/s over {} threads, {} s each:",
        settings.rate, settings.movers, settings.seconds
    );
    let alone = play_moves(&svc, &games, &settings);
    let p99_alone = report("alone", &alone);

    let done = Arc::new(AtomicBool::new(false));
    let pairing = {
        let svc = Arc::clone(&svc);
        let done = Arc::clone(&done);
        std::thread::spawn(move || {
            // As the Discord scheduler runs its sweeps: a thread at a lower priority.
            #[cfg(unix)]
            // SAFETY: setpriority only reads its integer arguments; 0 is the calling thread.
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, 0, 10);
            }
            std::thread::sleep(Duration::from_millis(500));
            let started = Instant::now();
            let notices = svc.decide_tournaments(10).expect("round 2");
            let took = started.elapsed();
            done.store(true, Ordering::SeqCst);
            (notices, took)
        })
    };
    let beside = play_moves(&svc, &games, &settings);
    let (notices, took) = pairing.join().expect("the pairing");
    assert!(done.load(Ordering::SeqCst));
    assert_eq!(notices.len(), 1, "round 2 is announced");
    assert_eq!(notices[0].games.len(), PLAYERS / 2);
    let p99_beside = report("beside the pairing of round 2", &beside);
    println!(
        "round 2 of T{tournament}: {} games paired, created and announced in {} (at a lower priority)",
        notices[0].games.len(),
        ms(took)
    );
    println!(
        "p99 beside / alone: {:.2} (target: p99 ≤ 50 ms)",
        p99_beside.as_secs_f64() / p99_alone.as_secs_f64().max(1e-9)
    );
}
