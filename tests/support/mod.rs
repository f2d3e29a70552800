//! Helpers shared by the integration tests.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{AnyGame, Variant};

/// The moves of a whole seeded random game of `variant`, as text.
pub fn random_game(variant: Variant, seed: u64) -> Vec<String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut moves = Vec::new();
    while game.outcome().is_none() {
        let legal = game.legal_move_texts();
        let mv = legal[rng.random_range(0..legal.len())].clone();
        game.play_text(&mv).unwrap();
        moves.push(mv);
    }
    moves
}
