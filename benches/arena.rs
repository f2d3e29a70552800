//! The arena as a bench: `cargo bench --bench arena` plays the round robin of the levels and a
//! random player on every game (both colours, iteration budgets) and prints a table per game.
//! `ARENA_GAMES` sets the games a pair a game (default 10); `ARENA_NO_IMPERATOR=1` leaves the
//! slowest level out.

use tabula::ai::arena::{self, Player};
use tabula::ai::Level;
use tabula::games::Variant;

fn main() {
    // `cargo test --benches` runs bench binaries with `--bench` absent: do nothing then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let games: u32 = std::env::var("ARENA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let no_imperator = std::env::var("ARENA_NO_IMPERATOR").is_ok_and(|v| v == "1");
    let players: Vec<Player> = Player::ALL
        .into_iter()
        .filter(|p| !(no_imperator && *p == Player::Computer(Level::Imperator)))
        .collect();
    println!("Arena: {games} games a pair a game, iteration budgets, colours alternating.\n");
    for &variant in Variant::ALL {
        let report = arena::round_robin(variant, &players, games);
        println!("{}", arena::format_report(&report));
    }
}
