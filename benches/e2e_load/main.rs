//! Load test of the whole bot: the release `tabula run` process against the fake Discord, with
//! many games played at once.
//!
//! N games (default 200) between distinct pairs of users, each in its own channel, each playing
//! M random legal moves (default 20). By default every game sends its next `/move` as soon as the
//! previous one is answered (closed loop: the fake sends as fast as the bot answers); with
//! `--rate R` the games together offer R moves per second (open loop, each game on its own
//! schedule, never before its previous answer). Prints the number of moves, the throughput, the
//! CPU used by the bot and by the bench (fake + players), and the latency percentiles, from the
//! INTERACTION_CREATE sent to the callback received. Then it stops the bot and checks the store
//! (SQLite's file opened read-only, or PostgreSQL): every acknowledged move is stored once, in
//! order, and replaying each game's history gives its stored position.
//!
//! `--store sqlite|postgres|both` (both by default) runs the whole load once per store, the bot
//! started with `--database` a SQLite file or the URL of a private PostgreSQL server (see
//! `benches/common/postgres.rs`: TCP on 127.0.0.1, `fsync` on, `--synchronous-commit off|on`,
//! or `--postgres-url URL` for a server of your own), and ends with both runs side by side: the
//! latencies, and the CPU per move of the bot and of PostgreSQL's server processes (which share
//! the machine's cores with the bot here, as they would not on hosts of their own).
//!
//! `cargo bench --bench e2e_load -- --games 200 --moves 20 [--rate 1000] [--computer 20]
//! [--prefill 10000] [--store sqlite|postgres|both]` (or the variables `TABULA_LOAD_GAMES`,
//! `TABULA_LOAD_MOVES`, `TABULA_LOAD_RATE`, `TABULA_LOAD_COMPUTER`, `TABULA_LOAD_PREFILL`;
//! `TABULA_LOAD_TIMELINE=1` adds the worst latency per 250 ms window). The bench and the bot
//! share the machine.
//!
//! With `--prefill N` (SQLite only: the PostgreSQL run starts empty, and says so), the database
//! holds N more games in play before the bot starts (copies, by SQL, of one real game of four
//! moves with a 3-day clock, between fresh pairs of players, deadlines one to three days away),
//! so the bot starts, resumes and plays with that many live games on disk. At the end the bench
//! prints the bot's peak resident memory (`VmHWM` in `/proc/<pid>/status`) and the size of the
//! database file and its write-ahead log (PostgreSQL: the database's size).
//!
//! With `--computer K` (and `--level L`, legionary by default), K more players each play a game
//! against the computer (`/play`, Latrunculi Piso) during the whole run, sending their next
//! random move as soon as the computer's answer is shown, so K searches are always asked for
//! (the bot runs cores − 1 of them at once, with the level's thinking time). Their answer times
//! are printed apart; the percentiles of people's moves are those of the games between people.
//!
//! Targets (issue 16, and issue 34 for PostgreSQL: the same p99 at `--rate 1000`), no lost or
//! doubled move on any machine: on a 2-core machine >= 1,500
//! moves/s in the closed loop and p99 <= 50 ms at `--rate 1000`; on a 16-core machine >= 10,000
//! moves/s in the closed loop with `--games 1000`, and p99 <= 50 ms at `--rate 5000`. In the
//! closed loop, latency is bound to throughput (Little's law: 200 games in flight at 1,000
//! moves/s wait 200 ms on average), so the latency target is read in the open loop. The
//! `threads:` line says how many of the machine's cores the bot kept busy (its CPU time over the
//! wall time of the run).
//! Exits non-zero when a move is lost, doubled or refused, a game does not replay, the fake saw
//! a broken Discord rule or the bot logged an error; missed speed targets are reported.

#[path = "../../tests/discord_bot/process.rs"]
mod bot_process;
#[allow(dead_code)] // the load benches' helpers; this one uses `postgres`
#[path = "../common/mod.rs"]
mod common;
#[path = "../../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../common/bot/mod.rs"]
mod players;

mod prefill;

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rusqlite::Connection;
use tabula::games::Variant;

use bot_process::BotProcess;
use common::postgres::{server, store_args, Server};
use fake_discord::{FakeDiscord, TestUser, GUILD_ID};
use players::computer::*;
use players::measure::*;
use players::people::*;
use players::STEP;
use prefill::*;

const FIRST_USER: u64 = 800_000_000_000_000_000;
const FIRST_CHANNEL: u64 = 1_300_000_000_000_100_000;

struct Settings {
    games: usize,
    moves: usize,
    /// Moves per second offered in all (open loop); `None`: each game sends its next move as
    /// soon as the previous one is answered (closed loop).
    rate: Option<f64>,
    /// Games against the computer played meanwhile, and the computer's level.
    computer: usize,
    level: String,
    /// Live games written into the database before the bot starts (SQLite only).
    prefill: usize,
    /// Which stores to run on (`--store`), and PostgreSQL's `synchronous_commit`.
    stores: common::postgres::Stores,
    synchronous_commit: String,
}

fn settings() -> Settings {
    let mut games = std::env::var("TABULA_LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let mut rate = std::env::var("TABULA_LOAD_RATE")
        .ok()
        .and_then(|v| v.parse().ok());
    let mut moves = std::env::var("TABULA_LOAD_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut computer = std::env::var("TABULA_LOAD_COMPUTER")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut prefill = std::env::var("TABULA_LOAD_PREFILL")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut level = "legionary".to_string();
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--computer" => computer = pair[1].parse().expect("--computer K"),
            "--level" => level.clone_from(&pair[1]),
            "--games" => games = pair[1].parse().expect("--games N"),
            "--moves" => moves = pair[1].parse().expect("--moves M"),
            "--rate" => rate = Some(pair[1].parse().expect("--rate MOVES_PER_SECOND")),
            "--prefill" => prefill = pair[1].parse().expect("--prefill GAMES"),
            _ => {}
        }
    }
    let (stores, synchronous_commit) = store_args();
    Settings {
        games,
        moves,
        rate,
        computer,
        level,
        prefill,
        stores,
        synchronous_commit,
    }
}

/// Where a run's bot keeps its rows.
pub(crate) enum Location {
    /// A SQLite file.
    Sqlite(std::path::PathBuf),
    /// The bench's PostgreSQL server.
    Postgres(Server),
}

impl Location {
    /// What `--database` gets.
    pub(crate) fn database(&self) -> &Path {
        match self {
            Location::Sqlite(path) => path,
            Location::Postgres(server) => Path::new(&server.url),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Location::Sqlite(_) => "SQLite",
            Location::Postgres(_) => "PostgreSQL",
        }
    }
}

/// What one run came to, for the table of both stores.
struct Summary {
    store: &'static str,
    throughput: f64,
    latencies: [Duration; 4],
    bot_us_per_move: Option<f64>,
    server_us_per_move: Option<f64>,
    ok: bool,
}

fn main() -> ExitCode {
    let settings = settings();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut summaries = Vec::new();
    if settings.stores.sqlite() {
        let location = Location::Sqlite(dir.path().join("load.db"));
        summaries.push(runtime.block_on(run(&settings, &location)));
    }
    if settings.stores.postgres() {
        if let Some(server) = server(&settings.synchronous_commit) {
            let location = Location::Postgres(server);
            summaries.push(runtime.block_on(run(&settings, &location)));
        }
    }
    if summaries.len() > 1 {
        side_by_side(&summaries, settings.rate);
    }
    if summaries.iter().all(|s| s.ok) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The runs of both stores in one table.
fn side_by_side(summaries: &[Summary], rate: Option<f64>) {
    println!();
    println!("side by side:");
    println!("  store      | moves/s |    p50     p95     p99     max | bot us/move | server us/move | checks");
    for s in summaries {
        let [p50, p95, p99, max] = s.latencies.map(|d| d.as_secs_f64() * 1e3);
        let us = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.0}"));
        println!(
            "  {:<10} | {:>7.0} | {p50:>6.1} {p95:>7.1} {p99:>7.1} {max:>7.1} | {:>11} | {:>14} | {}",
            s.store,
            s.throughput,
            us(s.bot_us_per_move),
            us(s.server_us_per_move),
            if s.ok { "passed" } else { "FAILED" }
        );
    }
    if let Some(offered) = rate {
        for s in summaries {
            println!(
                "targets:    {}: p99 <= 50 ms at {offered:.0} moves/s offered {}",
                s.store,
                if s.latencies[2] <= Duration::from_millis(50) && s.throughput >= offered * 0.98 {
                    "met"
                } else {
                    "MISSED"
                }
            );
        }
    }
}

async fn run(settings: &Settings, location: &Location) -> Summary {
    let &Settings {
        games,
        moves,
        rate,
        computer,
        ref level,
        prefill: asked,
        ..
    } = settings;
    let prefilled = if matches!(location, Location::Sqlite(_)) {
        asked
    } else {
        if asked > 0 {
            println!("prefill:    SQLite only; the PostgreSQL run starts with an empty database");
        }
        0
    };
    let level = level.clone();
    let binary = Path::new(env!("CARGO_BIN_EXE_tabula"));
    let mode = match rate {
        Some(r) => format!("{r} moves/s offered"),
        None => "each move sent when the previous one is answered".to_string(),
    };
    let store = match location {
        Location::Sqlite(_) => "SQLite (WAL, synchronous=NORMAL)".to_string(),
        Location::Postgres(server) => server.describe().to_string(),
    };
    println!(
        "e2e_load: {games} games x {moves} moves, {mode}; bot process {}; store {store}",
        binary.display()
    );
    let database = location.database();
    if let (true, Location::Sqlite(database)) = (prefilled > 0, location) {
        let started = Instant::now();
        prefill(database, prefilled);
        let (db, _) = database_size(location);
        println!(
            "prefilled:  {prefilled} live games in {} ({})",
            ms(started.elapsed()),
            mib(db)
        );
    }
    let fake = Arc::new(FakeDiscord::start_with(false).await);
    let mut bot = BotProcess::start(binary, &fake.api_url(), database, Some(GUILD_ID), false);
    fake.wait_ready(1, STEP).await;

    // Open every game (challenge + accept), all at once.
    let started = Instant::now();
    let mut opening = Vec::new();
    for g in 0..games {
        let fake = Arc::clone(&fake);
        let channel = FIRST_CHANNEL + g as u64;
        let players = [
            TestUser::new(FIRST_USER + 2 * g as u64, &format!("white{g}"), "en-US"),
            TestUser::new(
                FIRST_USER + 2 * g as u64 + 1,
                &format!("black{g}"),
                if g % 2 == 0 { "fr" } else { "en-GB" },
            ),
        ];
        opening.push(tokio::spawn(async move {
            let game_id = open_game(&fake, channel, &players, None).await;
            Table::new(channel, players, game_id)
        }));
    }
    let mut tables = Vec::new();
    for task in opening {
        tables.push(task.await.expect("a game opens"));
    }
    println!("opened {games} games in {}", ms(started.elapsed()));

    // The games against the computer, thinking during the whole run.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let level_value = (computer > 0).then(|| choice_value(&fake, "play", "level", &level));
    let against_computer: Vec<_> = (0..computer)
        .map(|k| {
            let player = TestUser::new(
                FIRST_USER + 2 * games as u64 + k as u64,
                &format!("solo{k}"),
                "en-US",
            );
            tokio::spawn(play_computer(
                Arc::clone(&fake),
                FIRST_CHANNEL + (games + k) as u64,
                player,
                level_value.unwrap_or_default(),
                1_000 + k as u64,
                Arc::clone(&stop),
                Duration::ZERO,
            ))
        })
        .collect();
    if computer > 0 {
        // Let every search be asked for before people start.
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    // Play.
    let server_cpu = || match location {
        Location::Postgres(server) => server.cpu_time(),
        Location::Sqlite(_) => None,
    };
    let cpu_before = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    let server_before = server_cpu();
    let started = Instant::now();
    let begin = tokio::time::Instant::now();
    let playing: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(g, t)| {
            // Each game moves every games/rate seconds; their starts are spread over one period.
            let pace = rate.filter(|r| *r > 0.0).map(|r| {
                let every = Duration::from_secs_f64(games as f64 / r);
                Pace {
                    first: begin + every.mul_f64(g as f64 / games as f64),
                    every,
                }
            });
            tokio::spawn(play(Arc::clone(&fake), t, moves, g as u64, pace, None))
        })
        .collect();
    let mut tables = Vec::new();
    for task in playing {
        tables.push(task.await.expect("a game plays"));
    }
    let elapsed = started.elapsed();
    let cpu_after = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    let server_after = server_cpu();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut solo = Vec::new();
    for task in against_computer {
        solo.push(task.await.expect("a game against the computer plays"));
    }

    if std::env::var_os("TABULA_LOAD_TIMELINE").is_some() {
        timeline(&tables, started);
    }
    let mut latencies: Vec<Duration> = tables
        .iter()
        .flat_map(|t| t.latencies.iter().copied())
        .collect();
    latencies.sort();
    let acknowledged: usize = tables.iter().map(|t| t.acknowledged.len()).sum();
    let throughput = acknowledged as f64 / elapsed.as_secs_f64();
    let (p50, p95, p99) = (
        percentile(&latencies, 50.0),
        percentile(&latencies, 95.0),
        percentile(&latencies, 99.0),
    );
    let max = latencies.last().copied().unwrap_or_default();
    println!(
        "moves:      {acknowledged} acknowledged of {} sent, in {}",
        latencies.len(),
        ms(elapsed)
    );
    println!("throughput: {throughput:.0} moves/s");
    if let ((Some(b0), Some(f0)), (Some(b1), Some(f1))) = (cpu_before, cpu_after) {
        println!(
            "cpu:        bot {} ({:.0} us/move), fake and players {}",
            ms(b1 - b0),
            (b1 - b0).as_secs_f64() * 1e6 / acknowledged.max(1) as f64,
            ms(f1 - f0)
        );
    }
    let server_us_per_move = match (server_before, server_after) {
        (Some(s0), Some(s1)) => {
            let us = (s1 - s0).as_secs_f64() * 1e6 / acknowledged.max(1) as f64;
            println!(
                "cpu:        PostgreSQL's server processes {} ({us:.0} us/move)",
                ms(s1 - s0)
            );
            Some(us)
        }
        _ => None,
    };
    let bot_us_per_move = match (cpu_before.0, cpu_after.0) {
        (Some(b0), Some(b1)) => Some((b1 - b0).as_secs_f64() * 1e6 / acknowledged.max(1) as f64),
        _ => None,
    };
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    if let (Some(b0), Some(b1)) = (cpu_before.0, cpu_after.0) {
        println!(
            "threads:    the bot used {:.2} of the machine's {cores} cores (its CPU time / wall time), {} threads",
            (b1 - b0).as_secs_f64() / elapsed.as_secs_f64().max(1e-9),
            thread_count(bot.pid()).map_or("?".into(), |n| n.to_string())
        );
    }
    println!(
        "latency:    p50 {}  p95 {}  p99 {}  max {}",
        ms(p50),
        ms(p95),
        ms(p99),
        ms(max)
    );
    if computer > 0 {
        let mut answers: Vec<Duration> = solo
            .iter()
            .flat_map(|g| g.latencies.iter().copied())
            .collect();
        answers.sort();
        println!(
            "computer:   {computer} games against the computer ({level}), {} answers meanwhile; move to answer shown p50 {}  p99 {}  max {}",
            solo.iter().map(|g| g.answers).sum::<usize>(),
            ms(percentile(&answers, 50.0)),
            ms(percentile(&answers, 99.0)),
            ms(answers.last().copied().unwrap_or_default())
        );
    }

    let rss = peak_rss(bot.pid());
    let (db, wal) = database_size(location);
    println!(
        "memory:     bot peak RSS {} (VmHWM); database {} + WAL {} ({} live games before the run)",
        rss.map_or("unknown".into(), mib),
        mib(db),
        mib(wal),
        prefilled
    );
    if let Some(rss) = rss {
        println!(
            "targets:    peak RSS <= 64 MiB {}",
            if rss <= 64 * 1024 * 1024 {
                "met"
            } else {
                "MISSED"
            }
        );
    }
    let status = bot.stop(STEP);
    let (db_after, wal_after) = database_size(location);
    println!(
        "disk:       after the bot stopped: database {} + WAL {}",
        mib(db_after),
        mib(wal_after)
    );
    let mut failures = Vec::new();
    if !status.success() {
        failures.push(format!("the bot exited with {status}"));
    }
    for t in &tables {
        for r in &t.refused {
            failures.push(format!("game #{}: move refused: {r}", t.game_id));
        }
    }
    for (k, g) in solo.iter().enumerate() {
        for p in &g.problems {
            failures.push(format!("game against the computer {k}: {p}"));
        }
    }
    failures.extend(fake.problems());
    failures.extend(
        bot.log_problems()
            .into_iter()
            .map(|l| format!("bot log: {l}")),
    );
    failures.extend(tokio::task::block_in_place(|| {
        check_store(location.database(), &tables)
    }));

    // The targets of issue 16: closed loop on all cores; p99 at a rate that the machine is
    // expected to serve. A 16-core machine gets the big ones, anything smaller the 2-core ones.
    let (closed_target, offered_target) = if cores >= 16 {
        (10_000.0, 5_000.0)
    } else {
        (1_500.0, 1_000.0)
    };
    let met = |ok: bool| if ok { "met" } else { "MISSED" };
    match rate {
        None => println!(
            "targets:    closed loop >= {closed_target:.0} moves/s on {cores} cores {}",
            met(throughput >= closed_target)
        ),
        Some(offered) => {
            let kept_up = throughput >= offered * 0.98;
            if offered >= offered_target {
                println!(
                    "targets:    at {offered:.0} moves/s offered on {cores} cores: p99 <= 50 ms {}, kept up (>= 98% served) {}",
                    met(p99 <= Duration::from_millis(50)),
                    met(kept_up)
                );
            } else {
                println!(
                    "targets:    none at this rate (the p99 target is read at {offered_target:.0} moves/s offered); kept up {}",
                    met(kept_up)
                );
            }
        }
    }
    if failures.is_empty() {
        println!("store:      every acknowledged move stored once, every game replays");
    } else {
        println!("FAILED ({} problems):", failures.len());
        for f in failures.iter().take(50) {
            println!("  {f}");
        }
    }
    Summary {
        store: location.name(),
        throughput,
        latencies: [p50, p95, p99, max],
        bot_us_per_move,
        server_us_per_move,
        ok: failures.is_empty(),
    }
}
