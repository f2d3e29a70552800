//! Load test of the whole bot: the release `tabula run` process against the fake Discord, with
//! many games played at once.
//!
//! N games (default 200) between distinct pairs of users, each in its own channel, each playing
//! M random legal moves (default 20). By default every game sends its next `/move` as soon as the
//! previous one is answered (closed loop: the fake sends as fast as the bot answers); with
//! `--rate R` the games together offer R moves per second (open loop, each game on its own
//! schedule, never before its previous answer). Prints the number of moves, the throughput, the
//! CPU used by the bot and by the bench (fake + players), and the latency percentiles, from the
//! INTERACTION_CREATE sent to the callback received. Then it stops the bot and checks the SQLite
//! file, opened read-only: every acknowledged move is stored once, in order, and replaying each
//! game's history gives its stored position.
//!
//! `cargo bench --bench e2e_load -- --games 200 --moves 20 [--rate 1000] [--computer 20]
//! [--prefill 10000]` (or the variables `TABULA_LOAD_GAMES`, `TABULA_LOAD_MOVES`,
//! `TABULA_LOAD_RATE`, `TABULA_LOAD_COMPUTER`, `TABULA_LOAD_PREFILL`; `TABULA_LOAD_TIMELINE=1`
//! adds the worst latency per 250 ms window). The bench and the bot share the machine.
//!
//! With `--prefill N`, the database holds N more games in play before the bot starts (copies,
//! by SQL, of one real game of four moves with a 3-day clock, between fresh pairs of players,
//! deadlines one to three days away), so the bot starts, resumes and plays with that many live
//! games on disk. At the end the bench prints the bot's peak resident memory (`VmHWM` in
//! `/proc/<pid>/status`) and the size of the database file and its write-ahead log.
//!
//! With `--computer K` (and `--level L`, legionary by default), K more players each play a game
//! against the computer (`/play`, Latrunculi Piso) during the whole run, sending their next
//! random move as soon as the computer's answer is shown, so K searches are always asked for
//! (the bot runs cores − 1 of them at once, with the level's thinking time). Their answer times
//! are printed apart; the percentiles of people's moves are those of the games between people.
//!
//! Targets (issue 16), no lost or doubled move on any machine: on a 2-core machine >= 1,500
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
#[path = "../../tests/fake_discord/mod.rs"]
mod fake_discord;

mod computer;
mod measure;
mod people;
mod prefill;

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rusqlite::{Connection, OpenFlags};
use tabula::games::{AnyGame, ToAct, Variant};

use bot_process::BotProcess;
use computer::*;
use fake_discord::{FakeDiscord, Opt, TestUser, GUILD_ID};
use measure::*;
use people::*;
use prefill::*;

const STEP: Duration = Duration::from_secs(30);
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
    /// Live games written into the database before the bot starts.
    prefill: usize,
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
    Settings {
        games,
        moves,
        rate,
        computer,
        level,
        prefill,
    }
}

fn main() -> ExitCode {
    let settings = settings();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(settings))
}

async fn run(settings: Settings) -> ExitCode {
    let Settings {
        games,
        moves,
        rate,
        computer,
        level,
        prefill: prefilled,
    } = settings;
    let binary = Path::new(env!("CARGO_BIN_EXE_tabula"));
    let mode = match rate {
        Some(r) => format!("{r} moves/s offered"),
        None => "each move sent when the previous one is answered".to_string(),
    };
    println!(
        "e2e_load: {games} games x {moves} moves, {mode}; bot process {}",
        binary.display()
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database = dir.path().join("load.db");
    if prefilled > 0 {
        let started = Instant::now();
        prefill(&database, prefilled);
        let (db, _) = database_size(&database);
        println!(
            "prefilled:  {prefilled} live games in {} ({})",
            ms(started.elapsed()),
            mib(db)
        );
    }
    let fake = Arc::new(FakeDiscord::start_with(false).await);
    let mut bot = BotProcess::start(binary, &fake.api_url(), &database, Some(GUILD_ID), false);
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
            let game_id = open_game(&fake, channel, &players).await;
            Table {
                channel,
                players,
                game_id,
                acknowledged: Vec::new(),
                latencies: Vec::new(),
                sent_at: Vec::new(),
                refused: Vec::new(),
            }
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
            ))
        })
        .collect();
    if computer > 0 {
        // Let every search be asked for before people start.
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    // Play.
    let cpu_before = (cpu_time(bot.pid()), cpu_time(std::process::id()));
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
            tokio::spawn(play(Arc::clone(&fake), t, moves, g as u64, pace))
        })
        .collect();
    let mut tables = Vec::new();
    for task in playing {
        tables.push(task.await.expect("a game plays"));
    }
    let elapsed = started.elapsed();
    let cpu_after = (cpu_time(bot.pid()), cpu_time(std::process::id()));
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
    let (db, wal) = database_size(&database);
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
    let (db_after, wal_after) = database_size(&database);
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
    failures.extend(check_store(&database, &tables));

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
        ExitCode::SUCCESS
    } else {
        println!("FAILED ({} problems):", failures.len());
        for f in failures.iter().take(50) {
            println!("  {f}");
        }
        ExitCode::FAILURE
    }
}
