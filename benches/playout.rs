//! Random playouts of the rules engine: how fast a whole game of uniformly random moves runs.
//!
//! `cargo bench --bench playout`. Reference: Ludii 1.3.13's own random playouts, one thread, on
//! a quiet machine of this kind, measured side by side with this bench (2026-11-28, three clean
//! pairs): Latrunculi Piso 60,900 actions/s, Seneca 40,600 actions/s, XII Scripta 258 games/s.
//! Compare XII Scripta by games/s: this bench counts each roll as an action, Ludii folds the
//! roll into the move. Tabula then (before issue 52's playout work) ran Piso at 7.93 M
//! actions/s (130×), Seneca at 3.26 M (80×) and XII Scripta at 21,700 games/s (84×). The
//! before/after ratios of issue 52 (`docs/ai.md`, "Playout speed") were measured on a shared
//! 2-core machine, so read them as ratios, not as figures of a quiet one.
//! Dice are rolled with their weights, as the service does; an action is picked and played as
//! the search's playouts do (`Game::pick_legal_move`, `Game::play_listed`).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{
    Bastonus, Duodecim, Ergo, Game, Latroncules, Latrunculi, LatrunculiSeneca, ToAct,
};

/// Plays one random game to the end and returns the number of actions. The actions are listed
/// into buffers kept across the whole run, as the search's playouts do.
fn playout<G: Game>(rng: &mut SmallRng, buffers: &mut Buffers<G>) -> u64 {
    let mut game = G::new();
    let mut actions = 0;
    while game.outcome().is_none() {
        let mv = if game.to_act() == ToAct::Chance {
            // A roll by its weight: the same draw as walking the weighted list.
            let total = game.chance_total();
            game.chance_pick(rng.random_range(0..total))
                .expect("a pick below the total is a roll")
        } else {
            // The search's playouts pick the same way: the action at a random index of the
            // list, found without listing them all where the game can.
            game.pick_legal_move(&mut buffers.moves, |n| Some(rng.random_range(0..n)))
                .expect("a side to act has an action")
        };
        game.play_listed(&mv);
        actions += 1;
    }
    actions
}

/// The list a playout reuses.
struct Buffers<G: Game> {
    moves: Vec<G::Move>,
}

impl<G: Game> Buffers<G> {
    fn new() -> Self {
        Buffers { moves: Vec::new() }
    }
}

fn bench(c: &mut Criterion) {
    bench_game::<Latrunculi>(c, "latrunculi-piso");
    bench_game::<LatrunculiSeneca>(c, "latrunculi-seneca");
    bench_game::<Latroncules>(c, "latroncules");
    bench_game::<Bastonus>(c, "bastonus");
    bench_game::<Ergo>(c, "ergo");
    bench_game::<Duodecim>(c, "duodecim");
}

/// One benchmark group per game, so each throughput line reads in that game's moves per second.
fn bench_game<G: Game>(c: &mut Criterion, id: &str) {
    // Average game length, so the throughput line reads in moves per second.
    let mut rng = SmallRng::seed_from_u64(7);
    let sample = 200;
    let mut buffers = Buffers::<G>::new();
    let mean = (0..sample)
        .map(|_| playout::<G>(&mut rng, &mut buffers))
        .sum::<u64>()
        / sample;
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(mean));
    group.bench_function(id, |b| {
        let mut rng = SmallRng::seed_from_u64(1);
        b.iter(|| playout::<G>(&mut rng, &mut buffers))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
