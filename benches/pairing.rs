//! Pairing the sixth round of a 500-player Swiss after five rounds of random results (with a
//! few late entries and leavers), and its standings. Target: at most 1 s a pairing.
//! Run with `cargo bench --bench pairing` (`-- --quick` for one short measurement).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::tournament::{pair_next, standings, Entrant, Format, Outcome, PlayerId, Tournament};

const PLAYERS: usize = 500;
const ROUNDS_PLAYED: usize = 5;

fn tournament() -> Tournament {
    let mut rng = SmallRng::seed_from_u64(32);
    let mut t = Tournament {
        format: Format::Swiss,
        entrants: (0..PLAYERS as PlayerId)
            .map(|id| Entrant {
                id,
                rating: rng.random_range(1000.0..2200.0),
                joined_round: if id % 50 == 0 { 2 } else { 1 },
                left_round: (id % 70 == 1).then_some(3),
            })
            .collect(),
        rounds: Vec::new(),
        planned_rounds: 10,
    };
    for _ in 0..ROUNDS_PLAYED {
        let mut round = pair_next(&t).expect("pairs");
        for p in &mut round {
            if p.result.is_none() {
                p.result = Some(match rng.random_range(0..5) {
                    0 => Outcome::Draw,
                    1 | 2 => Outcome::FirstWins,
                    _ => Outcome::SecondWins,
                });
            }
        }
        t.rounds.push(round);
    }
    t
}

fn bench(c: &mut Criterion) {
    let t = tournament();
    let mut group = c.benchmark_group("pairing");
    group.sample_size(10);
    group.bench_function("swiss round 6 of 500 players", |b| {
        b.iter(|| pair_next(black_box(&t)).expect("pairs"))
    });
    group.bench_function("standings of 500 players after 5 rounds", |b| {
        b.iter(|| standings(black_box(&t)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
