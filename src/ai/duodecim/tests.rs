use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::duodecim::POINTS;

/// The evaluation as it was written before it read the masks (point by point, the nearest
/// enemy behind found by walking back): the masks' version must give the very same number,
/// so that searches and the tests that pin their moves are unchanged.
fn by_points(game: &Duodecim) -> f32 {
    let mut score = [0.0f32; 2];
    for side in Side::BOTH {
        let i = side.index();
        let enemy = side.other();
        let pips: u32 = (1..=POINTS)
            .map(|p| u32::from(game.count(side, p)) * u32::from(POINTS + 1 - p))
            .sum::<u32>()
            + u32::from(game.reserve(side)) * u32::from(POINTS + 1);
        score[i] -= pips as f32;
        for p in 1..=POINTS {
            if game.count(side, p) != 1 {
                continue;
            }
            let behind = (1..p)
                .rev()
                .find(|&q| game.count(enemy, q) > 0)
                .map(|q| p - q)
                .or((game.reserve(enemy) > 0).then_some(p));
            if let Some(d) = behind {
                score[i] -= hit_chance(d) * f32::from(p);
            }
        }
    }
    score[0] - score[1]
}

#[test]
fn the_evaluation_by_masks_is_the_evaluation_by_points() {
    let mut rng = SmallRng::seed_from_u64(52);
    let mut positions = 0;
    let mut game = Duodecim::new();
    // Twelve whole games, one position after another; rolls are listed as legal actions too
    // (drawn uniformly here, which is enough).
    let mut finished = 0;
    while finished < 12 {
        assert_eq!(
            game.evaluate().to_bits(),
            by_points(&game).to_bits(),
            "{game:?}"
        );
        positions += 1;
        let moves = game.legal_moves();
        match moves.get(rng.random_range(0..moves.len().max(1))) {
            Some(mv) => game.play(mv).expect("listed moves are legal"),
            None => {
                finished += 1;
                game = Duodecim::new();
            }
        }
    }
    assert!(positions > 1000, "{positions} positions");
}
