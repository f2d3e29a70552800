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

use tabula::games::{ToAct, Variant};
use tabula::i18n::Lang;
use tabula::service::time::FakeClock;
use tabula::service::{
    ButtonId, Caller, ChallengeOptions, Challenged, ClockChoice, First, Rights, Service,
    TournamentButton, TournamentOptions, User,
};
use tabula::store::Store;
use tabula::tournament::Format;

const T0: i64 = 1_800_000_000;
const MOVER_GAMES: usize = 200;
const PLAYERS: usize = 200;

struct Settings {
    rate: f64,
    movers: usize,
    seconds: f64,
}

fn settings() -> Settings {
    let mut s = Settings {
        rate: 1_000.0,
        movers: 2,
        seconds: 4.0,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--rate" => s.rate = pair[1].parse().expect("--rate MOVES_PER_SECOND"),
            "--movers" => s.movers = pair[1].parse().expect("--movers N"),
            "--seconds" => s.seconds = pair[1].parse().expect("--seconds S"),
            _ => {}
        }
    }
    s
}

fn person(name: String) -> User {
    User {
        id: format!("console:{name}"),
        mention: format!("@{name}"),
        name,
    }
}

fn caller(user: User) -> Caller {
    Caller {
        user,
        channel: "bench".to_string(),
        guild: Some("guild".to_string()),
        lang: Lang::En,
        interaction: None,
    }
}

/// The movers' games (their ids), and the tournament's id, on a fresh database at `path`.
fn build(svc: &Service) -> (Vec<i64>, i64) {
    let mut games = Vec::with_capacity(MOVER_GAMES);
    for i in 0..MOVER_GAMES {
        let (a, b) = (
            person(format!("m{}", 2 * i)),
            person(format!("m{}", 2 * i + 1)),
        );
        let reply = svc
            .challenge(
                &caller(a),
                Challenged::Player(&b),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    clock: ClockChoice::Days3,
                    ..ChallengeOptions::default()
                },
            )
            .expect("a challenge");
        let id = reply
            .buttons
            .iter()
            .find_map(|button| match button.id {
                ButtonId::Accept(id) => Some(id),
                _ => None,
            })
            .expect("an Accept button");
        svc.accept(&caller(b), Some(id)).expect("accepted");
        games.push(id);
    }
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

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Plays moves in `games` at `rate` moves per second over `movers` threads for `seconds`;
/// returns each move's latency from its scheduled time, sorted.
fn play_moves(svc: &Arc<Service>, games: &[i64], settings: &Settings) -> Vec<Duration> {
    let every = Duration::from_secs_f64(settings.movers as f64 / settings.rate);
    let total = (settings.rate * settings.seconds / settings.movers as f64) as usize;
    let start = Instant::now();
    let handles: Vec<_> = (0..settings.movers)
        .map(|m| {
            let svc = Arc::clone(svc);
            let mine: Vec<i64> = games
                .iter()
                .copied()
                .skip(m)
                .step_by(settings.movers)
                .collect();
            let offset = every.mul_f64(m as f64 / settings.movers as f64);
            std::thread::spawn(move || {
                let mut latencies = Vec::with_capacity(total);
                for n in 0..total {
                    let due = start + offset + every * n as u32;
                    if let Some(wait) = due.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let id = mine[n % mine.len()];
                    let (record, state) = svc.store().load(id).unwrap().unwrap();
                    let ToAct::Side(side) = state.to_act() else {
                        continue;
                    };
                    let legal = state.legal_move_texts();
                    let Some(mv) = legal.get(n % legal.len().max(1)) else {
                        continue;
                    };
                    let player = record.player(side);
                    let mover = caller(User {
                        id: player.external_id.clone(),
                        name: player.name.clone(),
                        mention: player.mention.clone(),
                    });
                    let played = svc.play(&mover, mv, Some(id));
                    latencies.push(due.elapsed());
                    if let Err(e) = played {
                        panic!("move {mv} in game #{id} refused: {e}");
                    }
                }
                latencies
            })
        })
        .collect();
    let mut all: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().expect("a mover"))
        .collect();
    all.sort();
    all
}

fn report(what: &str, latencies: &[Duration]) -> Duration {
    let p99 = percentile(latencies, 99.0);
    println!(
        "  {what}: {} moves, p50 {}, p99 {}, max {}",
        latencies.len(),
        ms(percentile(latencies, 50.0)),
        ms(p99),
        ms(latencies.last().copied().unwrap_or_default()),
    );
    p99
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
