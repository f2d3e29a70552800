//! The clock's scheduler on a large database: 100,000 open games with deadlines.
//!
//! A fresh SQLite file (WAL, as the bot runs it) holds 100,000 games in play with a 3-day clock,
//! copies of one real game played through the service (4 moves, so a side that runs out of time
//! loses a rated game: the heaviest case, with a rating update and a board picture), each between
//! its own two players. 10,000 of them are past their deadline; the other 90,000 are due within
//! three days (with their reminder times). Measured:
//!
//! 1. the scheduler's "next deadline" query (`Service::next_event`), by criterion and as a plain
//!    mean over 10,000 calls; the query plans are printed (both use a partial index);
//! 2. a whole sweep of the 10,000 overdue games, batch after batch as the Discord scheduler does
//!    ([`BATCH`] games per blocking call, `Service::decide_due`): every result and rating written,
//!    every notice's text built, on a fresh copy of the database each run; then, apart, the time
//!    to draw all their boards back to back (the scheduler draws each just before posting it, at
//!    the pace Discord lets a bot post, which is far slower);
//! 3. people's moves during that sweep (run at a lower priority, as the bot runs it): mover
//!    threads play moves in other games of the same database at a fixed rate (`--rate`,
//!    default 100 moves/s over `--movers` threads, default 2) through `Service::play` (which
//!    also draws the board), latency from each move's scheduled time (so a move held up by the
//!    one before counts its wait), p50/p99/max; and the same moves with no sweep running, for
//!    comparison.
//!
//! Targets: next deadline ≤ 1 ms; the whole sweep ≤ 5 s; moves p99 ≤ 50 ms while it runs.
//! `cargo bench --bench scheduler [-- --runs N --rate R --movers M]`. Everything runs in the bench
//! process, on the machine's cores, sharing them with whatever else runs there.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::Criterion;
use rusqlite::{params, Connection};
use tabula::games::{ToAct, Variant};
use tabula::i18n::Lang;
use tabula::service::time::FakeClock;
use tabula::service::{
    Caller, ChallengeOptions, Challenged, ClockChoice, First, Notice, Service, User,
};
use tabula::store::Store;

/// Games in play in the database.
const GAMES: usize = 100_000;
/// Of which past their deadline.
const OVERDUE: usize = 10_000;
/// Games per sweep call, as the scheduler (`jobs::clock::BATCH`).
const BATCH: usize = 100;
/// The bench's "now".
const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
/// Games kept for the movers (never overdue, far from their reminder).
const MOVER_GAMES: usize = 400;

struct Settings {
    runs: usize,
    rate: f64,
    movers: usize,
}

fn settings() -> Settings {
    let mut s = Settings {
        runs: 2,
        rate: 100.0,
        movers: 2,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--runs" => s.runs = pair[1].parse().expect("--runs N"),
            "--rate" => s.rate = pair[1].parse().expect("--rate MOVES_PER_SECOND"),
            "--movers" => s.movers = pair[1].parse().expect("--movers N"),
            _ => {}
        }
    }
    s
}

fn person(n: usize) -> User {
    User {
        id: format!("console:p{n}"),
        name: format!("p{n}"),
        mention: format!("@p{n}"),
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

fn service_on(path: &Path) -> Service {
    Service::with_seed(Store::open(path).expect("the database opens"), 7)
        .with_clock(Arc::new(FakeClock::at(T0)))
}

/// Builds the database: one real game through the service, then `GAMES` copies of it (rows and
/// history) between fresh pairs of players, with their deadlines. Game `i + 2` is the copy
/// between players `2i` and `2i + 1`; one copy in ten is overdue ([`overdue`]), and the last
/// `MOVER_GAMES` that are not are the movers'.
fn build(path: &Path) {
    {
        let svc = service_on(path);
        let (a, b) = (person(usize::MAX - 1), person(usize::MAX));
        svc.challenge(
            &caller(a.clone()),
            Challenged::Player(&b),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        )
        .expect("the template challenge");
        svc.accept(&caller(b.clone()), Some(1))
            .expect("the template starts");
        for i in 0..4 {
            let (_, state) = svc.store().load(1).unwrap().unwrap();
            let mv = state.legal_move_texts()[0].clone();
            let who = if i % 2 == 0 { &a } else { &b };
            svc.play(&caller(who.clone()), &mv, Some(1))
                .expect("a move");
        }
    }
    let mut conn = Connection::open(path).unwrap();
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('games') WHERE name <> 'id'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // The template's row with its players and times replaced.
    let select: Vec<String> = columns
        .iter()
        .map(|c| match c.as_str() {
            "challenger" | "first_player" => "?2".to_string(),
            "second_player" => "?3".to_string(),
            "deadline" => "?4".to_string(),
            "remind_at" => "?5".to_string(),
            other => other.to_string(),
        })
        .collect();
    let copy_game = format!(
        "INSERT INTO games (id, {}) SELECT ?1, {} FROM games WHERE id = 1",
        columns.join(", "),
        select.join(", ")
    );
    let (first, second): (i64, i64) = conn
        .query_row(
            "SELECT first_player, second_player FROM games WHERE id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let tx = conn.transaction().unwrap();
    {
        let mut player = tx
            .prepare(
                "INSERT INTO players (id, external_id, name, mention, created_at, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
            )
            .unwrap();
        let mut game = tx.prepare(&copy_game).unwrap();
        let mut actions = tx
            .prepare(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                 SELECT ?1, seq, CASE actor WHEN ?2 THEN ?4 WHEN ?3 THEN ?5 END, kind, text, \
                 created_at FROM actions WHERE game_id = 1",
            )
            .unwrap();
        for i in 0..GAMES {
            let ids = [1_000 + 2 * i as i64, 1_001 + 2 * i as i64];
            for (k, id) in ids.iter().enumerate() {
                let p = person(2 * i + k);
                player
                    .execute(params![id, p.id, p.name, p.mention, T0])
                    .unwrap();
            }
            let (deadline, remind) = if overdue(i) {
                // Overdue by up to an hour; reminded long ago.
                (T0 - 1 - (i as i64 * 7) % 3_600, None)
            } else if mover_game(i) {
                (T0 + 3 * DAY, Some(T0 + 3 * DAY - DAY))
            } else {
                let d = T0 + 3_600 + (i as i64 * 7_919) % (3 * DAY - 3_600);
                let r = d - 18 * 3_600;
                (d, (r > T0).then_some(r))
            };
            let id = i as i64 + 2;
            game.execute(params![id, ids[0], ids[1], deadline, remind])
                .unwrap();
            actions
                .execute(params![id, first, second, ids[0], ids[1]])
                .unwrap();
        }
    }
    tx.commit().unwrap();
    // Nothing is due but the overdue copies (the template's own deadline is moved far away).
    conn.execute(
        "UPDATE games SET deadline = ?1, remind_at = NULL WHERE id = 1",
        [T0 + 10 * DAY],
    )
    .unwrap();
    conn.execute_batch("ANALYZE; PRAGMA wal_checkpoint(TRUNCATE);")
        .unwrap();
}

/// Whether copy `i` is overdue: one in ten, spread over the table and its indexes as they would
/// be in a live database (not one block of neighbouring rows that share pages).
fn overdue(i: usize) -> bool {
    i % (GAMES / OVERDUE) == 0
}

/// Whether copy `i` is one of the movers' games (the last `MOVER_GAMES` that are not overdue).
fn mover_game(i: usize) -> bool {
    i >= GAMES - MOVER_GAMES * GAMES / (GAMES - OVERDUE) && !overdue(i)
}

/// A fresh copy of the built database (a sweep changes it).
fn copy_of(built: &Path, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    std::fs::copy(built, &path).expect("copy the database");
    path
}

/// Sweeps until nothing is due, as the Discord scheduler does: every due game decided, batch
/// after batch, before any board is drawn. Returns the notices and the time taken.
fn sweep_all(svc: &Service) -> (Vec<Notice>, Duration) {
    let start = Instant::now();
    let mut notices = Vec::new();
    loop {
        let batch = svc.decide_due(BATCH).expect("a sweep");
        let full = batch.len() >= BATCH;
        notices.extend(batch);
        if !full {
            return (notices, start.elapsed());
        }
    }
}

/// Draws every notice's board, one after the other (the scheduler draws each just before
/// posting it, at the pace Discord allows): the time taken.
fn draw_all(svc: &Service, notices: Vec<Notice>) -> Duration {
    let start = Instant::now();
    for notice in notices {
        let drawn = svc.draw_notice(notice);
        assert!(drawn.reply.png.is_some(), "a loss on time shows the board");
        black_box(drawn);
    }
    start.elapsed()
}

fn cpu_now() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .unwrap()
        .1
        .split_whitespace()
        .collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
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

/// Plays moves in the movers' games at `rate` moves per second in all, over `movers` threads,
/// until `stop` is set (and for at least `min` moves); returns each move's latency from its
/// scheduled time.
fn play_moves(
    svc: &Arc<Service>,
    settings: &Settings,
    stop: &Arc<AtomicBool>,
    min: usize,
) -> Vec<Duration> {
    let every = Duration::from_secs_f64(settings.movers as f64 / settings.rate);
    let start = Instant::now();
    let handles: Vec<_> = (0..settings.movers)
        .map(|m| {
            let svc = Arc::clone(svc);
            let stop = Arc::clone(stop);
            let movers = settings.movers;
            std::thread::spawn(move || {
                // This mover's games, taken in turn.
                let games: Vec<usize> = (0..GAMES)
                    .filter(|&i| mover_game(i) && i % movers == m)
                    .collect();
                let mut latencies = Vec::new();
                let offset = every.mul_f64(m as f64 / movers as f64);
                for n in 0.. {
                    if stop.load(Ordering::SeqCst) && latencies.len() >= min / movers {
                        break;
                    }
                    let due = start + offset + every * n as u32;
                    if let Some(wait) = due.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let i = games[n % games.len()];
                    let id = i as i64 + 2;
                    let (record, state) = svc.store().load(id).unwrap().unwrap();
                    let ToAct::Side(side) = state.to_act() else {
                        continue;
                    };
                    let legal = state.legal_move_texts();
                    let Some(mv) = legal.get(n % legal.len().max(1)) else {
                        continue;
                    };
                    let mover = caller(User {
                        id: record.player(side).external_id.clone(),
                        name: record.player(side).name.clone(),
                        mention: record.player(side).mention.clone(),
                    });
                    let reply = svc.play(&mover, mv, Some(id));
                    latencies.push(due.elapsed());
                    if let Err(e) = reply {
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

fn report_moves(what: &str, latencies: &[Duration]) -> Duration {
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
    // `TABULA_LOG=tabula::store::checkpoint=trace` shows each checkpoint (mode, log, time).
    if let Ok(filter) = std::env::var("TABULA_LOG") {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .init();
    }
    let dir = tempfile::tempdir().unwrap();
    let built = dir.path().join("built.sqlite");
    let t = Instant::now();
    build(&built);
    println!(
        "Built {GAMES} open games ({OVERDUE} overdue) in {:.1} s ({} MiB).",
        t.elapsed().as_secs_f64(),
        std::fs::metadata(&built).map_or(0, |m| m.len() >> 20)
    );

    // 1. The next deadline.
    let svc = service_on(&copy_of(&built, dir.path(), "next.sqlite"));
    let conn = Connection::open(dir.path().join("next.sqlite")).unwrap();
    for sql in [
        "SELECT MIN(deadline) FROM games WHERE deadline IS NOT NULL",
        "SELECT MIN(remind_at) FROM games WHERE remind_at IS NOT NULL",
        "SELECT id, deadline FROM games WHERE deadline IS NOT NULL AND deadline <= 0 \
         ORDER BY deadline, id LIMIT 100",
    ] {
        let plan: Vec<String> = conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap()
            .query_map([], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        println!("Plan of `{sql}`: {}", plan.join("; "));
        assert!(
            plan.iter().any(|p| p.contains("INDEX games_by_")),
            "the scheduler's queries use the partial indexes"
        );
    }
    // Not `configure_from_args`: this bench's own options (`--runs`...) are not criterion's.
    let mut criterion = Criterion::default().measurement_time(Duration::from_secs(3));
    criterion.bench_function("next deadline among 100,000 open games", |b| {
        b.iter(|| black_box(svc.next_event().unwrap()))
    });
    let calls = 10_000;
    let mut worst = Duration::ZERO;
    let start = Instant::now();
    for _ in 0..calls {
        let one = Instant::now();
        black_box(svc.next_event().unwrap());
        worst = worst.max(one.elapsed());
    }
    let mean = start.elapsed() / calls;
    println!(
        "Next deadline: mean {:.1} µs, worst {:.1} µs over {calls} calls (target ≤ 1 ms).",
        mean.as_secs_f64() * 1e6,
        worst.as_secs_f64() * 1e6
    );
    assert!(
        svc.next_event().unwrap().is_some_and(|t| t < T0),
        "the earliest deadline is an overdue game's"
    );
    drop(svc);

    // 2. Whole sweeps of the overdue games, alone.
    let mut sweeps = Vec::new();
    for run in 0..settings.runs {
        let svc = service_on(&copy_of(&built, dir.path(), "sweep.sqlite"));
        let cpu0 = cpu_now();
        let (notices, took) = sweep_all(&svc);
        let cpu = cpu_now() - cpu0;
        let decided = notices.len();
        assert_eq!(decided, OVERDUE, "every overdue game is decided once");
        assert!(svc.decide_due(BATCH).unwrap().is_empty());
        println!(
            "Sweep {}: {decided} overdue games decided in {:.2} s ({:.3} ms a game, {:.2} s of CPU; \
             target ≤ 5 s).",
            run + 1,
            took.as_secs_f64(),
            took.as_secs_f64() * 1000.0 / decided as f64,
            cpu.as_secs_f64()
        );
        let drawing = draw_all(&svc, notices);
        println!(
            "  then their {decided} boards drawn back to back in {:.2} s ({:.2} ms each; the bot \
             draws each just before posting it).",
            drawing.as_secs_f64(),
            drawing.as_secs_f64() * 1000.0 / decided as f64
        );
        sweeps.push(took);
    }

    // 3. People's moves while a sweep runs, and without one.
    println!(
        "Moves at {} moves/s over {} threads:",
        settings.rate, settings.movers
    );
    let svc = Arc::new(service_on(&copy_of(&built, dir.path(), "moves.sqlite")));
    let stop = Arc::new(AtomicBool::new(false));
    let sweeper = {
        let svc = Arc::clone(&svc);
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            // Let the movers start first.
            std::thread::sleep(Duration::from_millis(200));
            // As the bot does (`jobs::Gate::behind_people`): the sweep's thread runs at a
            // lower priority than the threads that play people's moves.
            #[cfg(unix)]
            // SAFETY: setpriority only reads its integer arguments; 0 is the calling thread.
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, 0, 10);
            }
            let result = sweep_all(&svc);
            stop.store(true, Ordering::SeqCst);
            result
        })
    };
    let during = play_moves(&svc, &settings, &stop, 0);
    let (notices, took) = sweeper.join().expect("the sweep");
    let decided = notices.len();
    assert_eq!(decided, OVERDUE);
    println!(
        "  the sweep beside them: {decided} games in {:.2} s",
        took.as_secs_f64()
    );
    let p99_during = report_moves("during the sweep", &during);
    let quiet = Arc::new(AtomicBool::new(true));
    let alone = play_moves(&svc, &settings, &quiet, during.len().max(200));
    report_moves("no sweep", &alone);

    let slowest = sweeps.iter().max().copied().unwrap_or_default();
    println!(
        "Summary: next deadline {:.1} µs (≤ 1 ms: {}), sweep of {OVERDUE} {:.2} s at worst (≤ 5 s: {}), \
         moves p99 during a sweep {} (≤ 50 ms: {}).",
        mean.as_secs_f64() * 1e6,
        mean <= Duration::from_millis(1),
        slowest.as_secs_f64(),
        slowest <= Duration::from_secs(5),
        ms(p99_during),
        p99_during <= Duration::from_millis(50),
    );
}
