//! The soak: the real `tabula run` process against the fake Discord for a long time at a steady
//! rate, sampled every few seconds, judged at the end (issue 35). The bench `benches/soak` runs
//! it for an hour by default; the end-to-end test `discord_bot::soak` runs the same code for two
//! minutes.
//!
//! What runs meanwhile:
//! - **People's games**: `games` slots, each playing one game at a time between a fresh pair of
//!   players in a channel of its own (challenge, Accept, `moves` random legal moves, then a
//!   resignation), and starting the next one; together they offer `rate` moves per second (each
//!   slot sends its commands on a grid of its own, never before the previous answer). The slots'
//!   first games start spread over one game's length (22 s by default), so games open and end
//!   all along; the rate is reached after that ramp.
//! - **Games against the computer**: `computer` players, each playing the computer and thinking
//!   `think` between moves; a game that ends is followed by a new one with a new player.
//! - **Clocks that expire**: games with a 5-minute clock whose player to move never answers, so
//!   the scheduler ends them on time. Before the bot starts, a few are written through the service
//!   with a clock set back (deadlines from 20 s into the run, every 30 s, up to 5 minutes), two
//!   moves a side played; during the run one starts through Discord every `clock_every` (two
//!   moves a side, then its deadline 5 minutes later) while its deadline falls inside the run.
//!   Each is watched: the bot must post the loss on time once, within [`GRACE`] of the deadline.
//!
//! Every `every` a row: elapsed time, the write-ahead log's size (SQLite's `-wal` file;
//! PostgreSQL: the server's `pg_wal`, from `pg_ls_waldir()`), the database's size, the bot's
//! resident memory (`VmRSS`), open files and threads (`/proc/<pid>`), people's moves answered in
//! the interval and their p50/p99 latency, and the moves acknowledged and stored so far. At the
//! end the bot is stopped and the store checked (every acknowledged move stored once, in order,
//! every game replays), then the verdict (see `verdict`).
//!
//! The includer provides `BotProcess` (tests/discord_bot/process.rs), `common` (benches/common)
//! and `players` (benches/common/bot) beside this module, and `crate::fake_discord`.
#![allow(dead_code)] // the bench and the test use different parts

mod clocked;
mod sample;
mod slots;
mod verdict;

pub(crate) use verdict::Verdict;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::players::computer::{choice_value, play_computer, ComputerGame};
use super::players::measure::{ms, percentile};
use super::players::people::{check_store, deferred, open_game, play, OnAnswer, Pace, Table};
use super::players::STEP;
use super::BotProcess;
use crate::fake_discord::{FakeDiscord, TestUser, GUILD_ID};

/// How late after its deadline a game may be ended and still count as ended on time.
pub(crate) const GRACE: Duration = Duration::from_secs(10);
/// How long a bot may take to start, connect and register its commands.
const START: Duration = Duration::from_secs(30);
/// The fake forgets REST calls older than this (see `FakeDiscord::forget`).
const KEEP_CALLS: Duration = Duration::from_secs(30);

const FIRST_USER: u64 = 810_000_000_000_000_000;
/// People's games get channels from here on, the computer's and the clocks' further up (all
/// 19 digits, so that the stored channel names compare as the numbers do).
const FIRST_CHANNEL: u64 = 1_310_000_000_000_000_000;
const COMPUTER_CHANNELS: u64 = FIRST_CHANNEL + 100_000_000;
const CLOCK_CHANNELS: u64 = FIRST_CHANNEL + 200_000_000;

/// What a soak runs.
#[derive(Clone, Debug)]
pub(crate) struct Settings {
    pub(crate) duration: Duration,
    /// People's moves offered per second, all games together.
    pub(crate) rate: f64,
    /// People's games in play at once.
    pub(crate) games: usize,
    /// Moves of each people's game before it is resigned.
    pub(crate) moves: usize,
    /// Players against the computer at once, its level, and how long they think a move.
    pub(crate) computer: usize,
    pub(crate) level: String,
    pub(crate) think: Duration,
    /// How often a game with a clock that will expire starts during the run.
    pub(crate) clock_every: Duration,
    /// How often a row is sampled.
    pub(crate) every: Duration,
    /// Whether the latency and memory targets decide the verdict (the bench) or are only
    /// reported (the smoke: a debug build on a shared machine).
    pub(crate) strict: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            duration: Duration::from_secs(60 * 60),
            rate: 200.0,
            games: 200,
            moves: 20,
            computer: 2,
            level: "legionary".to_string(),
            think: Duration::from_secs(3),
            clock_every: Duration::from_secs(30),
            every: Duration::from_secs(10),
            strict: true,
        }
    }
}

impl Settings {
    /// `--minutes M`, `--rate R`, `--games N`, `--moves M`, `--computer K`, `--level L`,
    /// `--think S` (seconds) from `args`, over the defaults.
    pub(crate) fn from_args(args: &[String]) -> Settings {
        let mut s = Settings::default();
        for pair in args.windows(2) {
            let number = |what: &str| -> f64 {
                pair[1]
                    .parse()
                    .unwrap_or_else(|_| panic!("{} {what}, not {}", pair[0], pair[1]))
            };
            match pair[0].as_str() {
                "--minutes" => s.duration = Duration::from_secs_f64(number("MINUTES") * 60.0),
                "--rate" => s.rate = number("MOVES_PER_SECOND"),
                "--games" => s.games = number("GAMES") as usize,
                "--moves" => s.moves = number("MOVES") as usize,
                "--computer" => s.computer = number("PLAYERS") as usize,
                "--level" => s.level.clone_from(&pair[1]),
                "--think" => s.think = Duration::from_secs_f64(number("SECONDS")),
                _ => {}
            }
        }
        s
    }
}

/// What a soak came to: its rows, the problems found and the verdict.
pub(crate) struct Outcome {
    pub(crate) rows: Vec<sample::Row>,
    pub(crate) verdict: Verdict,
}

/// What the tasks of a run share.
struct Run {
    fake: Arc<FakeDiscord>,
    settings: Settings,
    /// When the play began, and when it ends.
    begin: tokio::time::Instant,
    end: tokio::time::Instant,
    /// The next people's game's number (its players' and channel's).
    next_game: AtomicU64,
    /// People's moves answered since the last row: (when answered, latency).
    interval: Mutex<Vec<Duration>>,
    acknowledged: AtomicUsize,
    /// People's games played to their end, for the store check.
    finished: Mutex<Vec<Table>>,
    /// Problems found along the way (refusals, clocks not ended on time, panics of a task).
    problems: Mutex<Vec<String>>,
    /// Clocks expired and how late each ended (seconds after the deadline).
    lateness: Mutex<Vec<f64>>,
    stop_computer: Arc<AtomicBool>,
}

impl Run {
    fn problem(&self, p: String) {
        self.problems.lock().unwrap().push(p);
    }
}

/// Unix seconds now (fractional).
fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Runs a soak of `binary` (`tabula`) on `database` (a SQLite file's path, or a PostgreSQL URL),
/// printing a row every `settings.every` and the verdict at the end.
pub(crate) async fn run(settings: &Settings, binary: &Path, database: &Path) -> Outcome {
    println!(
        "soak: {:.0} min, {} people's moves/s offered over {} games of {} moves (then resigned), \
         {} players against the computer ({}, {:.0} s a move), a 5-minute clock expiring every {:.0} s; \
         bot {}",
        settings.duration.as_secs_f64() / 60.0,
        settings.rate,
        settings.games,
        settings.moves,
        settings.computer,
        settings.level,
        settings.think.as_secs_f64(),
        settings.clock_every.as_secs_f64(),
        binary.display()
    );
    let premade = {
        let (database, duration) = (database.to_path_buf(), settings.duration);
        tokio::task::spawn_blocking(move || clocked::premade(&database, duration))
            .await
            .expect("the clocked games are written")
    };
    let fake = Arc::new(FakeDiscord::start_with(false).await);
    let mut bot = BotProcess::start(binary, &fake.api_url(), database, Some(GUILD_ID), false);
    fake.wait_ready(1, START).await;

    let begin = tokio::time::Instant::now();
    let run = Arc::new(Run {
        fake: Arc::clone(&fake),
        settings: settings.clone(),
        begin,
        end: begin + settings.duration,
        next_game: AtomicU64::new(0),
        interval: Mutex::new(Vec::new()),
        acknowledged: AtomicUsize::new(0),
        finished: Mutex::new(Vec::new()),
        problems: Mutex::new(Vec::new()),
        lateness: Mutex::new(Vec::new()),
        stop_computer: Arc::new(AtomicBool::new(false)),
    });
    let slots: Vec<_> = (0..settings.games)
        .map(|slot| tokio::spawn(slots::slot(Arc::clone(&run), slot)))
        .collect();
    let computer: Vec<_> = (0..settings.computer)
        .map(|k| tokio::spawn(slots::against_computer(Arc::clone(&run), k)))
        .collect();
    let clocks = tokio::spawn(clocked::clocks(Arc::clone(&run), premade));

    // PostgreSQL's synchronous client runs a runtime of its own: opened, used and closed
    // outside this one's workers.
    let mut probe = tokio::task::block_in_place(|| sample::Probe::new(database, bot.pid()));
    let mut rows = Vec::new();
    let mut all_latencies: Vec<(Duration, Duration)> = Vec::new();
    println!("{}", sample::HEADER);
    let mut next = begin + settings.every;
    while next <= run.end + settings.every / 2 {
        tokio::time::sleep_until(next).await;
        let latencies = std::mem::take(&mut *run.interval.lock().unwrap());
        let at = begin.elapsed();
        all_latencies.extend(latencies.iter().map(|l| (at, *l)));
        let acknowledged = run.acknowledged.load(Ordering::Relaxed);
        let row =
            tokio::task::block_in_place(|| probe.row(at, settings.every, latencies, acknowledged))
                .after(rows.last());
        println!("{row}");
        rows.push(row);
        next += settings.every;
    }

    tokio::task::block_in_place(|| drop(probe));

    // The slots start no game that cannot end by `end`; wait for the last ones.
    for (slot, task) in slots.into_iter().enumerate() {
        if let Err(e) = task.await {
            run.problem(format!("people's slot {slot}: {e}"));
        }
    }
    run.stop_computer.store(true, Ordering::Relaxed);
    let mut answers = Vec::new();
    for (k, task) in computer.into_iter().enumerate() {
        match task.await {
            Ok(games) => answers.extend(games),
            Err(e) => run.problem(format!("player against the computer {k}: {e}")),
        }
    }
    if let Err(e) = clocks.await {
        run.problem(format!("the clocks: {e}"));
    }

    let status = bot.stop(STEP);
    let mut failures = Vec::new();
    if !status.success() {
        failures.push(format!("the bot exited with {status}"));
    }
    failures.append(&mut run.problems.lock().unwrap());
    failures.extend(fake.problems());
    failures.extend(
        bot.log_problems()
            .into_iter()
            .map(|l| format!("bot log: {l}")),
    );
    for g in &answers {
        failures.extend(
            g.problems
                .iter()
                .map(|p| format!("against the computer: {p}")),
        );
    }
    let tables = std::mem::take(&mut *run.finished.lock().unwrap());
    let stored_problems = {
        let database = database.to_path_buf();
        tokio::task::spawn_blocking(move || (check_store(&database, &tables), tables))
            .await
            .expect("the store check")
    };
    let (store_problems, tables) = stored_problems;
    let acknowledged: usize = tables.iter().map(|t| t.acknowledged.len()).sum();
    let lateness = std::mem::take(&mut *run.lateness.lock().unwrap());
    let mut computer_latencies: Vec<Duration> = answers
        .iter()
        .flat_map(|g| g.latencies.iter().copied())
        .collect();
    computer_latencies.sort();
    println!(
        "people:     {} games played and resigned, {acknowledged} moves acknowledged; bot log {} lines",
        tables.len(),
        bot.log().len()
    );
    println!(
        "computer:   {} games, {} answers, move to answer shown p50 {}  p99 {}",
        answers.len(),
        answers.iter().map(|g| g.answers).sum::<usize>(),
        ms(percentile(&computer_latencies, 50.0)),
        ms(percentile(&computer_latencies, 99.0)),
    );
    for line in sample::growth_lines(&rows) {
        println!("{line}");
    }
    let verdict = Verdict::judge(
        settings,
        &rows,
        &all_latencies,
        &lateness,
        store_problems,
        failures,
    );
    verdict.print();
    Outcome { rows, verdict }
}
