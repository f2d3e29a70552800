//! kill -9 under load: the release `tabula run` process against the fake Discord, with many
//! games played at once, killed with SIGKILL at random moments and started again on the same
//! database, several times. Afterwards the SQLite file is checked: every acknowledged move
//! (its interaction callback received) is stored exactly once at its ply, every game replays
//! to its stored snapshot, and the moves that got no acknowledgement are counted as applied or
//! lost. See `tests/discord_bot/kill.rs` for the harness (the test suite runs a short version).
//!
//! `cargo bench --bench crash -- --games 200 --moves 20 --kills 5 [--pause 500-2000] [--seed 1]`
//! (a kill after each random pause of that many milliseconds of play). Exits non-zero when an
//! acknowledged move is missing or doubled, a game does not replay, or the fake saw a broken
//! Discord rule.

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

#[path = "../tests/discord_bot"]
mod discord_bot {
    pub mod kill;
    pub mod process;
}

use std::path::Path;
use std::process::ExitCode;

use discord_bot::kill::{run, KillAfter, Plan};

fn plan() -> Plan {
    let mut plan = Plan {
        games: 200,
        moves: 20,
        kills: 5,
        kill_after: KillAfter::Pause(500, 2000),
        seed: 1,
        echo: false,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--games" => plan.games = pair[1].parse().expect("--games N"),
            "--moves" => plan.moves = pair[1].parse().expect("--moves M"),
            "--kills" => plan.kills = pair[1].parse().expect("--kills K"),
            "--seed" => plan.seed = pair[1].parse().expect("--seed S"),
            "--pause" => {
                let (a, b) = pair[1].split_once('-').expect("--pause MIN-MAX (ms)");
                plan.kill_after = KillAfter::Pause(a.parse().expect("ms"), b.parse().expect("ms"));
            }
            _ => {}
        }
    }
    plan.echo = args.iter().any(|a| a == "--echo");
    plan
}

fn main() -> ExitCode {
    let plan = plan();
    let binary = Path::new(env!("CARGO_BIN_EXE_tabula"));
    let after = match plan.kill_after {
        KillAfter::Pause(min, max) => format!("{min}-{max} ms of play"),
        KillAfter::Moves(min, max) => format!("{min}-{max} moves"),
    };
    println!(
        "crash: {} games x {} moves, {} kills (SIGKILL after {after} each); bot {}",
        plan.games,
        plan.moves,
        plan.kills,
        binary.display()
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let report = runtime.block_on(run(binary, &plan));
    report.print();
    if report.problems.is_empty() && report.kills == plan.kills {
        ExitCode::SUCCESS
    } else {
        if report.kills < plan.kills {
            println!(
                "only {} of {} kills happened before the games ended: play more moves",
                report.kills, plan.kills
            );
        }
        ExitCode::FAILURE
    }
}
