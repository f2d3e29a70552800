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

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// Every square of `mask` moved one square in the orthogonal direction `ORTHOGONAL[dir]`;
/// squares that would leave the board drop out.
#[inline]
pub const fn shift(mask: u64, dir: usize) -> u64 {
    match dir {
        0 => mask << 8,
        1 => mask >> 8,
        2 => (mask & !FILE_H) << 1,
        _ => (mask & !FILE_A) >> 1,
    }
}

/// The direction of [`ORTHOGONAL`] opposite to `dir` (up and down, right and left).
pub const fn opposite(dir: usize) -> usize {
    dir ^ 1
}

/// Not a square: what [`NEIGHBOURS`] holds where a step leaves the board.
pub const OFF: u8 = 64;

/// `NEIGHBOURS[i][dir]`: the bit index of the square one step from bit `i` in the direction
/// `ORTHOGONAL[dir]`, or [`OFF`].
pub const NEIGHBOURS: [[u8; 4]; 64] = {
    let mut table = [[OFF; 4]; 64];
    let mut i = 0;
    while i < 64 {
        let (file, rank) = ((i % 8) as i8, (i / 8) as i8);
        let mut d = 0;
        while d < 4 {
            let (f, r) = (file + ORTHOGONAL[d].0, rank + ORTHOGONAL[d].1);
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[i][d] = (r * 8 + f) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// The mask of one square.
pub const fn bit(sq: Square) -> u64 {
    1u64 << (sq.rank * SIZE + sq.file)
}

/// The bit index of a square (as in [`bit`]).
pub const fn index(sq: Square) -> usize {
    sq.rank as usize * SIZE as usize + sq.file as usize
}

/// The square of a bit index.
#[inline]
pub fn square_of(index: u32) -> Square {
    Square::new((index % SIZE as u32) as u8, (index / SIZE as u32) as u8)
}

/// The square `(files, ranks)` away, if it is on the board.
#[inline]
pub fn offset(sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
    let file = sq.file as i8 + df;
    let rank = sq.rank as i8 + dr;
    ((0..SIZE as i8).contains(&file) && (0..SIZE as i8).contains(&rank))
        .then(|| Square::new(file as u8, rank as u8))
}

/// Whether the square is one of the four corners.
#[inline]
pub fn is_corner(sq: Square) -> bool {
    (sq.file == 0 || sq.file == SIZE - 1) && (sq.rank == 0 || sq.rank == SIZE - 1)
}

/// Enemy pieces taken by a piece arriving on `to` by enclosure, the capture Latrunculi and
/// Latroncules share: an enemy on a rank or file between `to` and another of `own`'s pieces
/// (custodial), or an enemy in a corner whose other orthogonal neighbour is also `own`'s.
/// `own` and `enemy` are the pieces that may help and be taken (after the move); `partner` is
/// told each victim and the other captor. Returns the victims' mask.
#[inline]
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
#[inline]
pub fn squares(mut mask: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let index = mask.trailing_zeros();
            mask &= mask - 1;
            square_of(index)
        })
    })
}

/// The bit index of the `n`-th set bit of `mask` (counting from 0, lowest first), the square
/// [`squares`] gives `n`-th; `None` when `mask` has `n` bits or fewer. Whole bytes are skipped
/// by their counts (read from a table: the default x86-64 target has no population count
/// instruction), so this costs a few steps, not `n`.
#[inline]
pub fn nth_bit(mask: u64, n: u32) -> Option<u32> {
    /// `BYTE_BITS[b]`: the set bits of the byte `b`.
    const BYTE_BITS: [u8; 256] = {
        let mut table = [0u8; 256];
        let mut b = 0;
        while b < 256 {
            table[b] = (b as u8).count_ones() as u8;
            b += 1;
        }
        table
    };
    let (mut mask, mut n, mut base) = (mask, n, 0);
    loop {
        if mask == 0 {
            return None;
        }
        let in_byte = u32::from(BYTE_BITS[(mask & 0xff) as usize]);
        if n < in_byte {
            break;
        }
        n -= in_byte;
        mask >>= 8;
        base += 8;
    }
    for _ in 0..n {
        mask &= mask - 1;
    }
    Some(base + mask.trailing_zeros())
}

#[cfg(test)]
mod tests;
