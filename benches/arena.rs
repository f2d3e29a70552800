//! The arena as a bench: `cargo bench --bench arena` plays, on every game, each level against
//! the one below it (novice against a uniformly random player), both colours, iteration
//! budgets, and prints per game a table of wins, draws and losses, the score with its Elo
//! difference and 95% interval, the think times, and which of issue 12's targets are met.
//!
//! `ARENA_GAMES` sets the games a pair a game (default 6: about 8 minutes on 2 cores, from the
//! 2026-11-24 runs: 5.5 min for the ladder at 20 games, 11 min for the imperator at 10);
//! `ARENA_FULL=1` plays the whole round robin instead of the ladder; `ARENA_NO_IMPERATOR=1`
//! leaves the slowest level out; `ARENA_THREADS` sets how many games run at once (default: the
//! cores; think times are only right when nothing else runs); `ARENA_GAMES_ONLY=ergo,duodecim`
//! picks games; `ARENA_PLAYERS=centurion,imperator` picks players (names as printed, weakest
//! first).

use tabula::ai::arena::{self, Player};
use tabula::ai::Level;
use tabula::games::Variant;

fn main() {
    // `cargo test --benches` runs bench binaries with `--bench` absent: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let env = |name: &str| std::env::var(name).ok();
    let games: u32 = env("ARENA_GAMES").and_then(|v| v.parse().ok()).unwrap_or(6);
    let threads: usize = env("ARENA_THREADS")
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let full = env("ARENA_FULL").is_some_and(|v| v == "1");
    let no_imperator = env("ARENA_NO_IMPERATOR").is_some_and(|v| v == "1");
    let only: Option<Vec<String>> =
        env("ARENA_GAMES_ONLY").map(|v| v.split(',').map(str::to_string).collect());
    let chosen: Option<Vec<String>> =
        env("ARENA_PLAYERS").map(|v| v.split(',').map(str::to_string).collect());
    let players: Vec<Player> = Player::ALL
        .into_iter()
        .filter(|p| !(no_imperator && *p == Player::Computer(Level::Imperator)))
        .filter(|p| {
            chosen
                .as_ref()
                .is_none_or(|names| names.iter().any(|n| n == p.name()))
        })
        .collect();
    let pairs = if full {
        arena::round_robin_pairs(&players)
    } else {
        arena::ladder_pairs(&players)
    };
    println!(
        "Arena: {games} games a pair a game, {}, iteration budgets, colours alternating, {threads} games at once.\n",
        if full { "round robin" } else { "each level against the one below" }
    );
    for &variant in Variant::ALL {
        if only
            .as_ref()
            .is_some_and(|o| !o.iter().any(|id| id == variant.id()))
        {
            continue;
        }
        let started = std::time::Instant::now();
        let report = arena::play_pairs(variant, &pairs, games, threads);
        println!("{}", arena::format_report(&report));
        println!("{}", arena::format_targets(&report));
        println!("({:.0} s)\n", started.elapsed().as_secs_f64());
    }
}
