use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::grid::{bit, offset, ORTHOGONAL};
use crate::games::Square;

/// The threats counted victim by victim, as first written: the reference for the masks.
fn threats_one_by_one(own: u64, enemy: u64) -> u32 {
    let occupied = own | enemy;
    squares(enemy)
        .filter(|&victim| {
            ORTHOGONAL.iter().any(|&(df, dr)| {
                let (Some(a), Some(b)) = (offset(victim, (df, dr)), offset(victim, (-df, -dr)))
                else {
                    return false;
                };
                own & bit(a) != 0
                    && occupied & bit(b) == 0
                    && ORTHOGONAL.iter().any(|&d| {
                        offset(b, d).is_some_and(|s| s != victim && s != a && own & bit(s) != 0)
                    })
            })
        })
        .count() as u32
}

#[test]
fn threats_counted_as_masks_are_the_threats_counted_one_by_one() {
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..20_000 {
        let (mut own, mut enemy) = (0u64, 0u64);
        for _ in 0..rng.random_range(0..24) {
            let sq = Square::new(rng.random_range(0..8), rng.random_range(0..8));
            if (own | enemy) & bit(sq) == 0 {
                if rng.random_bool(0.5) {
                    own |= bit(sq);
                } else {
                    enemy |= bit(sq);
                }
            }
        }
        assert_eq!(
            threats(own, enemy),
            threats_one_by_one(own, enemy),
            "{own:#x} {enemy:#x}"
        );
    }
}
