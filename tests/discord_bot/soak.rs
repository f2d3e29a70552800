//! The soak's 2-minute smoke (issue 35): the same code as `cargo bench --bench soak`
//! (benches/common/soak), on the test build of the bot, with SQLite. Decides on what must hold
//! on any machine (the write-ahead log stays under 64 MiB, every acknowledged move is stored once,
//! every expired clock is ended on time, no move refused, no error logged, no Discord rule
//! broken); the latency and memory targets are printed, not judged (a debug build on a shared
//! machine).
//!
//! At 100 people's moves per second (the bench's 200 on the release build): the test build and
//! the tests running beside it share CI's two cores with it.

#[allow(dead_code)] // the load benches' helpers; the soak uses `start_piso`
#[path = "../../benches/common/mod.rs"]
mod common;
#[path = "../../benches/common/bot/mod.rs"]
mod players;
#[path = "../../benches/common/soak/mod.rs"]
mod soak_core;

use std::time::Duration;

use super::bot_binary;
use super::process::BotProcess;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_minutes_of_steady_play_keep_the_wal_bounded_and_every_acknowledged_move_stored_once() {
    let dir = tempfile::tempdir().unwrap();
    let settings = soak_core::Settings {
        duration: Duration::from_secs(120),
        rate: 100.0,
        games: 100,
        computer: 1,
        strict: false,
        ..soak_core::Settings::default()
    };
    let outcome = soak_core::run(&settings, bot_binary(), &dir.path().join("soak.db")).await;
    assert!(
        outcome.verdict.passed(),
        "the soak's smoke missed: {:#?}\nproblems: {:#?}",
        outcome.verdict.missed(),
        outcome.verdict.problems
    );
    assert!(
        outcome.rows.len() >= 11,
        "a row every 10 s: {} rows",
        outcome.rows.len()
    );
}
