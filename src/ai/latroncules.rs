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
//! needs, on an empty board, to bring pieces onto two squares that would flank it.

use crate::games::grid::{bit, is_corner, shift, squares};
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

impl Latroncules {
    /// The score: material and threats, less the hunt of a side well ahead near the end. The
    /// hunt counts by its mean over the enemy pieces left, at most 2 × [`FAR`] × [`HUNT_STEP`] =
    /// 0.96 in all: whatever a capture does to the hunt for the pieces left, the piece it takes
    /// is worth at least as much (1 and more; 0.8 in a corner), so a capture seldom looks worse.
    fn score(&self) -> f32 {
        let score = self.material_and_threats();
        let Some((side, weight)) = hunter(self) else {
            return score;
        };
        let mean = hunt(self, side) as f32 / self.on_board(side.other()).max(1) as f32;
        score - sign(side) * weight * HUNT_STEP * mean
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

    fn evaluate(&self) -> f32 {
        self.score()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::latroncules::Kind;
    use crate::games::Game;

    fn sq(text: &str) -> Square {
        Square::parse(text, 8, 8).expect("a square")
    }

    fn cavalry(squares: &str) -> Vec<(Square, Kind)> {
        squares
            .split_whitespace()
            .map(|s| (sq(s), Kind::Cavalry))
            .collect()
    }

    fn mask(squares: &str) -> u64 {
        squares.split_whitespace().fold(0, |m, s| m | bit(sq(s)))
    }

    #[test]
    fn the_hunt_counts_moves_to_the_cheaper_pair_of_flanking_squares() {
        // White holds c4 and stands one move from e4: d4 is one move from being taken.
        let own = mask("c4 f4");
        let layers = reach(own, 0, Side::First);
        assert_eq!(flank_moves(&layers, own, mask("d4"), sq("d4")), 1);
        // With a black piece on e4 the rank is shut: the file counts instead (d3 and d5, one
        // diagonal move each from the light square c4).
        let enemy = mask("d4 e4");
        assert_eq!(
            flank_moves(&layers, own, enemy, sq("d4")),
            moves_to(&layers, sq("d3")) + moves_to(&layers, sq("d5"))
        );
        // A corner piece is taken from its two neighbours: a2 held, b1 one move from c1.
        let own = mask("a2 c1");
        let layers = reach(own, 0, Side::First);
        assert_eq!(flank_moves(&layers, own, mask("a1"), sq("a1")), 1);
        // A piece on the bottom edge can only be flanked along it.
        let own = mask("b2 e2");
        let layers = reach(own, 0, Side::First);
        assert_eq!(
            flank_moves(&layers, own, mask("c1"), sq("c1")),
            moves_to(&layers, sq("b1")) + moves_to(&layers, sq("d1"))
        );
        // Nothing that can get there (white infantry on the last rank): each square counts FAR.
        let own = mask("h8");
        let layers = reach(0, own, Side::First);
        assert_eq!(flank_moves(&layers, own, mask("b2"), sq("b2")), 2 * FAR);
    }

    #[test]
    fn the_dark_squares_mask_is_the_rules_colouring() {
        assert_eq!(DARK, 0xAA55_AA55_AA55_AA55);
        assert!(DARK & bit(sq("a1")) != 0 && DARK & bit(sq("h1")) == 0);
    }

    #[test]
    fn infantry_reaches_only_the_squares_ahead_of_it_and_cavalry_by_its_squares_colour() {
        let layers = reach(0, mask("d2"), Side::First);
        assert_eq!(moves_to(&layers, sq("d5")), 3);
        assert_eq!(moves_to(&layers, sq("d1")), FAR);
        assert_eq!(moves_to(&layers, sq("e3")), FAR);
        let layers = reach(0, mask("d7"), Side::Second);
        assert_eq!(moves_to(&layers, sq("d4")), 3);
        // From a dark square (a1) cavalry goes straight; from a light one (b1) also diagonally.
        let layers = reach(mask("a1"), 0, Side::First);
        assert_eq!(moves_to(&layers, sq("b2")), 2);
        let layers = reach(mask("b1"), 0, Side::First);
        assert_eq!(moves_to(&layers, sq("c2")), 1);
        assert_eq!(moves_to(&layers, sq("e4")), 3);
    }

    #[test]
    fn a_side_far_ahead_near_the_end_scores_closing_on_the_last_enemy_piece() {
        let game =
            Latroncules::from_pieces(&cavalry("b1 c2 d1 e2 f1 g2"), &cavalry("e7"), Side::First);
        let after = |text: &str| {
            let mut next = game.clone();
            next.play(&next.parse_move(text).unwrap()).unwrap();
            next
        };
        let (closer, away) = (after("e2-e3"), after("e2-e1"));
        // Material and threats see no difference; the hunt does.
        assert_eq!(closer.material_and_threats(), away.material_and_threats());
        assert!(hunt(&closer, Side::First) < hunt(&away, Side::First));
        assert!(closer.evaluate() > away.evaluate());
    }

    #[test]
    fn the_hunt_counts_only_for_a_side_well_ahead_near_the_end() {
        // Level material: no hunt.
        let even = Latroncules::from_pieces(&cavalry("b1 c2"), &cavalry("e7 f8"), Side::First);
        assert_eq!(hunter(&even), None);
        assert_eq!(even.evaluate(), even.material_and_threats());
        // Ahead by one only: none either.
        let one = Latroncules::from_pieces(&cavalry("b1 c2 d1"), &cavalry("e7 f8"), Side::First);
        assert_eq!(hunter(&one), None);
        // Far ahead with one piece left to take: all of it, for black as well.
        let far = Latroncules::from_pieces(&cavalry("e7"), &cavalry("b1 c2 d1 e2 f1"), Side::First);
        assert_eq!(hunter(&far), Some((Side::Second, 1.0)));
        assert!(far.evaluate() > far.material_and_threats());
        assert!(far.evaluate() - far.material_and_threats() <= 2.0 * FAR as f32 * HUNT_STEP + 1e-4);
        assert!(2.0 * FAR as f32 * HUNT_STEP < 1.0);
    }
}
