//! Evaluation of Latroncules: material (cavalry worth more than infantry), prisoners that a
//! promotion can still free, infantry advancing towards promotion, threats and corners, and,
//! for a side well ahead near the end, how far it still is from flanking the enemy's last pieces.
//!
//! Taking every enemy piece wins and the guard draws, so material decides; infantry only steps
//! forward and is exchanged for a taken cavalier on the far rank, so its progress is worth a
//! little, and more while the enemy holds prisoners of ours.
//!
//! A big lead is not a won game here: the last enemy pieces must still be flanked one by one
//! within 40 moves a side of the last capture, and material alone says nothing about where to
//! go for them (a novice far ahead drew one game in six by wandering until the guard ended it).
//! So a side well ahead near the end also counts its *hunt*: for each enemy piece, the moves it
//! needs, on an empty board, to bring pieces onto two squares that would flank it; and with three
//! enemy pieces or fewer, its *net*: the squares they can still flee to without being flanked
//! at once. A lead above four counts a quarter, so that near the end the win chance stays far
//! enough from 1 for the hunt and the net to matter to the search.

use crate::games::grid::{bit, is_corner, opposite, shift, squares};
use crate::games::latroncules::{is_dark, promotion_rank, Latroncules};
use crate::games::{Side, Square};

use super::latrunculi::threats;
use super::{sign, Evaluate};

/// The dark squares as a mask (the rules' [`is_dark`]): cavalry moves only straight from them.
const DARK: u64 = {
    let mut mask = 0;
    let mut i = 0;
    while i < 64 {
        if is_dark(Square::new(i % 8, i / 8)) {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
};
/// How many moves ahead the hunt looks.
const REACH: usize = 7;
/// What a square no piece can reach within [`REACH`] moves counts.
const FAR: u32 = REACH as u32 + 1;
/// Score taken off the side well ahead per move of its hunt's mean over the enemy's pieces.
const HUNT_STEP: f32 = 0.06;

/// `layers[k]`: the squares some piece of `side` could stand on after `k` of its moves on an
/// empty board: cavalry one square orthogonally, or diagonally from a light square; infantry one
/// square forward.
fn reach(cavalry: u64, infantry: u64, side: Side) -> [u64; REACH + 1] {
    let forward = match side {
        Side::First => 0,
        Side::Second => 1,
    };
    let (mut horse, mut foot) = (cavalry, infantry);
    let mut layers = [0; REACH + 1];
    layers[0] = horse | foot;
    for layer in layers.iter_mut().skip(1) {
        let light = horse & !DARK;
        let (up, down) = (shift(light, 0), shift(light, 1));
        let diagonal = shift(up, 2) | shift(up, 3) | shift(down, 2) | shift(down, 3);
        horse |= shift(horse, 0) | shift(horse, 1) | shift(horse, 2) | shift(horse, 3) | diagonal;
        foot |= shift(foot, forward);
        *layer = horse | foot;
    }
    layers
}

/// Moves until some piece could stand on `sq` (per [`reach`]), or [`FAR`].
fn moves_to(layers: &[u64; REACH + 1], sq: Square) -> u32 {
    layers
        .iter()
        .position(|layer| layer & bit(sq) != 0)
        .map_or(FAR, |k| k as u32)
}

/// Moves the side owning `own` needs to flank the enemy piece on `sq`: the cheapest pair of
/// squares that would take it (either side on its rank, either side on its file, or a corner's
/// two neighbours), each square counted 0 when already held, [`FAR`] when an enemy piece stands
/// there or no piece reaches it within [`REACH`] moves.
fn flank_moves(layers: &[u64; REACH + 1], own: u64, enemy: u64, sq: Square) -> u32 {
    let cost = |s: Square| {
        if own & bit(s) != 0 {
            0
        } else if enemy & bit(s) != 0 {
            FAR
        } else {
            moves_to(layers, s)
        }
    };
    let at = |df: i8, dr: i8| Square::new((sq.file as i8 + df) as u8, (sq.rank as i8 + dr) as u8);
    let mut best = 2 * FAR;
    if is_corner(sq) {
        let df = if sq.file == 0 { 1 } else { -1 };
        let dr = if sq.rank == 0 { 1 } else { -1 };
        return cost(at(df, 0)) + cost(at(0, dr));
    }
    if (1..7).contains(&sq.file) {
        best = best.min(cost(at(-1, 0)) + cost(at(1, 0)));
    }
    if (1..7).contains(&sq.rank) {
        best = best.min(cost(at(0, -1)) + cost(at(0, 1)));
    }
    best
}

/// `side`'s hunt: the moves it needs to flank each enemy piece, added up over the enemy's
/// pieces (each counted alone, on an empty board: a measure of distance, not a plan).
fn hunt(game: &Latroncules, side: Side) -> u32 {
    let own = game.pieces(side);
    let enemy = game.pieces(side.other());
    let cavalry = game.cavalry();
    let layers = reach(own & cavalry, own & !cavalry, side);
    squares(enemy)
        .map(|sq| flank_moves(&layers, own, enemy, sq))
        .sum()
}

/// The side well ahead in pieces near the end, with how much its hunt counts, if either is:
/// nothing at a lead of one piece or with eight enemy pieces left, all from a lead of four with
/// four enemy pieces left.
fn hunter(game: &Latroncules) -> Option<(Side, f32)> {
    let lead = game.on_board(Side::First) as i32 - game.on_board(Side::Second) as i32;
    let side = if lead > 0 { Side::First } else { Side::Second };
    let left = game.on_board(side.other()) as i32;
    let weight =
        ((lead.abs() - 1) as f32 / 3.0).clamp(0.0, 1.0) * ((8 - left) as f32 / 4.0).clamp(0.0, 1.0);
    (weight > 0.0).then_some((side, weight))
}

/// Score taken off the side well ahead per square an enemy piece can flee to without being
/// flanked at once (the net, with [`NET_FROM`] enemy pieces or fewer).
const NET_STEP: f32 = 0.1;
/// Score added for an enemy piece that must move and has only squares where it can be taken.
const CAUGHT: f32 = 0.4;
/// The net counts when the enemy has this many pieces or fewer.
const NET_FROM: u32 = 3;
/// A lead counts in full up to this score, and [`BEYOND`] of the rest.
const CAP: f32 = 4.0;
/// The share of a lead above [`CAP`] that counts.
const BEYOND: f32 = 0.25;

/// A score (first side's view) with the part of the lead above [`CAP`] counted [`BEYOND`].
fn compress(score: f32) -> f32 {
    if score.abs() > CAP {
        score.signum() * (CAP + (score.abs() - CAP) * BEYOND)
    } else {
        score
    }
}

/// The corners as (corner, its two neighbours).
const CORNERS: [(u64, u64); 4] = [
    (1 << 0, (1 << 1) | (1 << 8)),
    (1 << 7, (1 << 6) | (1 << 15)),
    (1 << 56, (1 << 57) | (1 << 48)),
    (1 << 63, (1 << 62) | (1 << 55)),
];

/// The net around the hunted side's pieces: how many squares, in all, they could move to where
/// the hunters could not flank them at once, and how many are *caught* (they can move, but only
/// to squares where they can be taken). Where a piece may go is the rules' own
/// ([`Latroncules::destinations`]); "can be taken at once" is counted on masks and only counts
/// a hunter's step onto the open side, never a jump nor the square the piece leaves, so a lone
/// piece counted caught is taken after any move it makes (a test checks this against the
/// rules), and a square counted safe may not be.
fn net(game: &Latroncules, hunter: Side) -> (u32, u32) {
    let hunters = game.pieces(hunter);
    let empty = !(hunters | game.pieces(hunter.other()));
    let cavalry = game.cavalry();
    let layers = reach(hunters & cavalry, hunters & !cavalry, hunter);
    let step = layers[1] & empty;
    let mut unsafe_ = 0;
    for dir in 0..4 {
        unsafe_ |= shift(hunters, dir) & shift(step, opposite(dir));
    }
    for (corner, sides) in CORNERS {
        // One neighbour held, the other reached by another piece than the one holding the
        // first (the two touch diagonally, so the holder could step there, leaving its own
        // square).
        let holder = hunters & sides;
        if holder.count_ones() == 1 {
            let others = hunters & !holder;
            let layers = reach(others & cavalry, others & !cavalry, hunter);
            if layers[1] & sides & empty != 0 {
                unsafe_ |= corner;
            }
        }
    }
    let (mut safe, mut caught) = (0, 0);
    for sq in squares(game.pieces(hunter.other())) {
        let legal = game.destinations(sq);
        let free = legal & !unsafe_;
        safe += free.count_ones();
        if legal != 0 && free == 0 {
            caught += 1;
        }
    }
    (safe, caught)
}

impl Latroncules {
    /// The score: material and threats, a lead above [`CAP`] counted a quarter, less the hunt
    /// (and, for the last enemy pieces, the net) of a side well ahead near the end.
    ///
    /// Why the cap: nine pieces against one read, in full, as a win chance of about 94%, and a
    /// move nearer the last piece changed that by less than 0.001, so the search could not tell
    /// closing in from waiting; the imperator once moved c2-b3-c2 for 40 moves until the guard
    /// drew a game at 15 pieces taken to 7. Counted a quarter beyond four, a capture still adds
    /// a quarter of a piece at least, and the hunt and the net move the win chance several times
    /// as much as before.
    fn score(&self) -> f32 {
        let score = compress(self.material_and_threats());
        let Some((side, weight)) = hunter(self) else {
            return score;
        };
        let left = self.on_board(side.other()).max(1);
        let mut hunting = HUNT_STEP * hunt(self, side) as f32 / left as f32;
        if left <= NET_FROM {
            let (safe, caught) = net(self, side);
            hunting += (NET_STEP * safe as f32 - CAUGHT * caught as f32) / left as f32;
        }
        score - sign(side) * weight * hunting
    }

    /// The score without the hunt.
    fn material_and_threats(&self) -> f32 {
        let own = [self.pieces(Side::First), self.pieces(Side::Second)];
        let mut score = [0.0f32; 2];
        for side in Side::BOTH {
            let i = side.index();
            for sq in squares(own[i]) {
                score[i] += if self.cavalry() & bit(sq) != 0 {
                    1.6
                } else {
                    let target = promotion_rank(side);
                    let to_go = (i16::from(target) - i16::from(sq.rank)).unsigned_abs() as f32;
                    let progress = (7.0 - to_go) / 7.0;
                    1.0 + progress * (0.1 + 0.15 * f32::from(self.prisoners(side).min(2)))
                };
                if is_corner(sq) {
                    score[i] -= 0.2;
                }
            }
        }
        for side in Side::BOTH {
            let i = side.index();
            let tempo = if self.turn() == side { 0.6 } else { 0.25 };
            score[i] += tempo * threats(own[i], own[1 - i]) as f32;
        }
        score[0] - score[1]
    }
}

impl Evaluate for Latroncules {
    /// 4 (was 2): a lead of a few pieces is far from a won game here. At 2 a lead of
    /// six pieces already read as a 97% win chance, the search saw next to no difference between
    /// moves that press and moves that wait, and the centurion beat the legionary 60% (40 games,
    /// most drawn by the guard); at 3, 79%; at 4, 84%.
    const EVAL_SCALE: f32 = 4.0;
    const PLAUSIBLE_ONLY: bool = true;
    const DRAWISH: bool = true;

    fn evaluate(&self) -> f32 {
        self.score()
    }
}

#[cfg(test)]
mod tests;
