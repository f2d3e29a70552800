//! The soak run (issue 35): the release `tabula run` process against the fake Discord for an hour
//! at a steady 200 people's moves per second, games starting and ending all along, players
//! against the computer and clocks expiring beside them; a row every 10 s (the write-ahead log,
//! the database and its growth per move, the bot's memory, open files and threads, latency, moves acknowledged and
//! stored), then the store check and the verdict against the targets: WAL <= 64 MiB at every
//! sample, RSS within ±10% of its value at minute 5 (the middle of a run shorter than 10
//! minutes), p99 of the last 10 minutes within 1.5x of the first 10's and <= 50 ms (halves of a
//! run shorter than 20 minutes), every acknowledged move stored once, no error logged, every
//! expired clock ended on time. Exits non-zero when one is missed. See
//! `benches/common/soak/mod.rs` for what runs, and `discord_bot::soak` for its 2-minute smoke in
//! the suite.
//!
//! `cargo bench --bench soak -- [--minutes 60] [--rate 200] [--games 200] [--moves 20]
//! [--computer 2] [--level legionary] [--think 3] [--store sqlite|postgres] [--bot PATH]` (SQLite
//! by default; PostgreSQL: a private server, or `--postgres-url URL`, see
//! `benches/common/postgres.rs`; `--bot`: another `tabula` binary than this build's).

#[path = "../../tests/discord_bot/process.rs"]
mod bot_process;
#[allow(dead_code)] // the load benches' helpers; this one uses `postgres`
#[path = "../common/mod.rs"]
mod common;
#[path = "../../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../common/bot/mod.rs"]
mod players;
#[path = "../common/soak/mod.rs"]
mod soak;

use std::path::Path;
use std::process::ExitCode;

use bot_process::BotProcess;
use common::postgres::{server, store_args, Stores};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let settings = soak::Settings::from_args(&args);
    let (stores, synchronous_commit) = store_args();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    // `--bot PATH`: another build of the bot (a copy of an earlier one, for a before/after).
    let bot = args
        .windows(2)
        .find(|pair| pair[0] == "--bot")
        .map(|pair| pair[1].clone());
    let binary = Path::new(bot.as_deref().unwrap_or(env!("CARGO_BIN_EXE_tabula")));
    let dir = tempfile::tempdir().expect("a temporary directory");
    let outcome = match stores {
        // `both` is e2e_load's default: a soak runs on one store, SQLite unless asked.
        Stores::Sqlite | Stores::Both => {
            let database = dir.path().join("soak.db");
            println!(
                "store: SQLite (WAL, synchronous=NORMAL), {}",
                database.display()
            );
            runtime.block_on(soak::run(&settings, binary, &database))
        }
        Stores::Postgres => {
            let Some(server) = server(&synchronous_commit) else {
                return ExitCode::FAILURE;
            };
            println!("store: {}", server.describe());
            runtime.block_on(soak::run(&settings, binary, Path::new(&server.url)))
        }
    };
    if outcome.verdict.passed() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
