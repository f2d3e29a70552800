//! Square boards: the directions every grid game steps in, and 8×8 boards as 64-bit masks, one
//! bit per square (bit = rank × 8 + file, a1 is bit 0).
//!
//! Latrunculi, Latroncules and Bastonus all play on the 8×8 board and keep each side's pieces as
//! a `u64`; Ergo's 10×9 board uses the directions. The few helpers they share live here once
//! rather than in each ruleset.

use super::Square;

/// The four orthogonal directions as (files, ranks): up, down, right, left.
pub const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// All eight directions: the four of [`ORTHOGONAL`] first (so `&ALL_WAYS[..4]` is orthogonal),
/// then the diagonals.
pub const ALL_WAYS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// Files and ranks of the board.
pub const SIZE: u8 = 8;

/// The mask of one square.
pub const fn bit(sq: Square) -> u64 {
    1u64 << (sq.rank * SIZE + sq.file)
}

/// The square of a bit index.
pub fn square_of(index: u32) -> Square {
    Square::new((index % SIZE as u32) as u8, (index / SIZE as u32) as u8)
}

/// The square `(files, ranks)` away, if it is on the board.
pub fn offset(sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
    let file = sq.file as i8 + df;
    let rank = sq.rank as i8 + dr;
    ((0..SIZE as i8).contains(&file) && (0..SIZE as i8).contains(&rank))
        .then(|| Square::new(file as u8, rank as u8))
}

/// Whether the square is one of the four corners.
pub fn is_corner(sq: Square) -> bool {
    (sq.file == 0 || sq.file == SIZE - 1) && (sq.rank == 0 || sq.rank == SIZE - 1)
}

/// Enemy pieces taken by a piece arriving on `to` by enclosure, the capture Latrunculi and
/// Latroncules share: an enemy on a rank or file between `to` and another of `own`'s pieces
/// (custodial), or an enemy in a corner whose other orthogonal neighbour is also `own`'s.
/// `own` and `enemy` are the pieces that may help and be taken (after the move); `partner` is
/// told each victim and the other captor. Returns the victims' mask.
pub fn enclosed(own: u64, enemy: u64, to: Square, mut partner: impl FnMut(Square, Square)) -> u64 {
    let mut taken = 0;
    for dir in ORTHOGONAL {
        let Some(victim) = offset(to, dir) else {
            continue;
        };
        if enemy & bit(victim) == 0 {
            continue;
        }
        if let Some(beyond) = offset(victim, dir) {
            if own & bit(beyond) != 0 {
                taken |= bit(victim);
                partner(victim, beyond);
            }
        } else if is_corner(victim) {
            let (df, dr) = dir;
            for turned in [(dr, df), (-dr, -df)] {
                if let Some(other) = offset(victim, turned) {
                    if other != to && own & bit(other) != 0 {
                        taken |= bit(victim);
                        partner(victim, other);
                    }
                }
            }
        }
    }
    taken
}

/// Iterates over the squares of a bit mask, a1 first.
pub fn squares(mut mask: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let index = mask.trailing_zeros();
            mask &= mask - 1;
            square_of(index)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_of_a_mask_come_back_a1_first_and_match_their_bits() {
        let picked = ["h8", "a1", "d4", "e1"].map(|n| Square::parse(n, SIZE, SIZE).unwrap());
        let mask = picked.iter().fold(0, |m, &sq| m | bit(sq));
        let back: Vec<String> = squares(mask).map(|s| s.to_string()).collect();
        assert_eq!(back, ["a1", "e1", "d4", "h8"]);
        assert!(squares(0).next().is_none());
    }

    #[test]
    fn offsets_stay_on_the_board_and_corners_are_the_four() {
        let sq = |n: &str| Square::parse(n, SIZE, SIZE).unwrap();
        assert_eq!(offset(sq("a1"), (1, 2)), Some(sq("b3")));
        assert_eq!(offset(sq("a1"), (-1, 0)), None);
        assert_eq!(offset(sq("h8"), (0, 1)), None);
        let corners: Vec<String> = (0..64)
            .map(square_of)
            .filter(|&s| is_corner(s))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(corners, ["a1", "h1", "a8", "h8"]);
    }
}
