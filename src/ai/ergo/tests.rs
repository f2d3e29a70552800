use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;

/// The windows one by one, as the evaluation was first written: the reference the
/// bit-sliced count must agree with.
fn window_scores_one_by_one(own: [u128; 2]) -> [f32; 2] {
    let mut score = [0.0f32; 2];
    for rank in 0..i32::from(RANKS) {
        for file in 0..i32::from(FILES) {
            for (df, dr) in [(1i32, 0i32), (0, 1), (1, 1), (1, -1)] {
                let cells: Vec<(i32, i32)> =
                    (0..5).map(|k| (file + df * k, rank + dr * k)).collect();
                let inside = cells.iter().all(|&(f, r)| {
                    (0..i32::from(FILES)).contains(&f) && (0..i32::from(RANKS)).contains(&r)
                });
                if !inside {
                    continue;
                }
                let mask = cells
                    .iter()
                    .fold(0u128, |m, &(f, r)| m | 1u128 << (r * i32::from(FILES) + f));
                let a = (own[0] & mask).count_ones() as usize;
                let b = (own[1] & mask).count_ones() as usize;
                if b == 0 {
                    score[0] += WINDOW[a];
                } else if a == 0 {
                    score[1] += WINDOW[b];
                }
            }
        }
    }
    score
}

#[test]
fn windows_counted_all_at_once_score_as_windows_counted_one_by_one() {
    let mut rng = SmallRng::seed_from_u64(12);
    let squares = u32::from(RANKS) * u32::from(FILES);
    for _ in 0..2_000 {
        let mut own = [0u128; 2];
        for _ in 0..rng.random_range(0..40) {
            let sq = rng.random_range(0..squares);
            let side = rng.random_range(0..2usize);
            if (own[0] | own[1]) & 1u128 << sq == 0 {
                own[side] |= 1u128 << sq;
            }
        }
        let fast = window_scores(own);
        let slow = window_scores_one_by_one(own);
        for side in 0..2 {
            assert!(
                (fast[side] - slow[side]).abs() < 1e-3,
                "{own:?}: {fast:?} {slow:?}"
            );
        }
    }
}
