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
    fn a_lead_counts_in_full_up_to_the_cap_and_a_quarter_beyond_it() {
        assert_eq!(compress(3.0), 3.0);
        assert_eq!(compress(-3.0), -3.0);
        assert_eq!(compress(8.0), CAP + 4.0 * BEYOND);
        assert_eq!(compress(-8.0), -(CAP + 4.0 * BEYOND));
        // Still a piece more is always worth more.
        let mut last = compress(-20.0);
        for i in -199..=200 {
            let next = compress(i as f32 / 10.0);
            assert!(next > last, "{i}");
            last = next;
        }
        // Nine cavalry against one: far ahead, but not a sure win while the last piece runs.
        let game = Latroncules::from_pieces(
            &cavalry("a1 b2 c1 d2 e1 f2 g1 h2 a3"),
            &cavalry("e7"),
            Side::First,
        );
        let chance = super::super::mcts::win_chance(&game);
        assert!((0.75..0.9).contains(&chance), "{chance}");
    }

    /// Random positions with one hunted cavalier, black to move, white's pieces around it.
    fn lone_piece_positions(count: usize) -> Vec<Latroncules> {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        let mut out = Vec::new();
        while out.len() < count {
            let at = Square::new(rng.random_range(0..8), rng.random_range(0..8));
            let mut white = Vec::new();
            for _ in 0..rng.random_range(3..10) {
                let f = at.file as i8 + rng.random_range(-2..=2);
                let r = at.rank as i8 + rng.random_range(-2..=2);
                if (0..8).contains(&f)
                    && (0..8).contains(&r)
                    && (f, r) != (at.file as i8, at.rank as i8)
                {
                    let kind = if rng.random_range(0..4) == 0 {
                        Kind::Infantry
                    } else {
                        Kind::Cavalry
                    };
                    white.push((Square::new(f as u8, r as u8), kind));
                }
            }
            let game = Latroncules::from_pieces(&white, &[(at, Kind::Cavalry)], Side::Second);
            if game.outcome().is_none() && game.on_board(Side::First) > 1 {
                out.push(game);
            }
        }
        out
    }

    #[test]
    fn the_net_counts_a_lone_pieces_moves_as_the_rules_do_and_caught_means_taken() {
        let mut caught_seen = 0;
        for game in lone_piece_positions(3000) {
            let (safe, caught) = net(&game, Side::First);
            let moves = game.legal_moves();
            // Where the piece may go, as the rules say (nothing can be counted safe beyond it).
            assert!(safe as usize <= moves.len(), "{game:?}");
            // How many of its moves can be answered by a capture, by the rules.
            let answered = moves
                .iter()
                .filter(|mv| {
                    let mut next = game.clone();
                    next.play(mv).expect("a legal move");
                    next.outcome().is_none()
                        && next.legal_moves().iter().any(|reply| {
                            let mut after = next.clone();
                            after.play(reply).expect("a legal reply");
                            after.on_board(Side::Second) == 0
                        })
                })
                .count();
            // Every square counted unsafe is one the rules let white take it on.
            assert!(moves.len() - safe as usize <= answered, "{game:?}");
            if caught == 1 {
                caught_seen += 1;
                assert!(!moves.is_empty() && answered == moves.len(), "{game:?}");
            }
        }
        assert!(caught_seen >= 20, "only {caught_seen} caught positions");
    }

    #[test]
    fn a_hunter_scores_a_tighter_net_higher() {
        // The last black cavalier on d4 (a dark square: straight steps only). With white on b4
        // and f4 and the rest far away it may go to c4, e4, d3 or d5; with white on c5 and c3
        // instead of a2 and h7, c4 lies between two and is shut.
        let loose =
            Latroncules::from_pieces(&cavalry("b4 f4 a2 h2 a7 h7"), &cavalry("d4"), Side::Second);
        let tight =
            Latroncules::from_pieces(&cavalry("b4 f4 c5 c3 h2 a7"), &cavalry("d4"), Side::Second);
        assert!(net(&tight, Side::First).0 < net(&loose, Side::First).0);
        assert_eq!(tight.material_and_threats(), loose.material_and_threats());
        assert!(tight.evaluate() > loose.evaluate());
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
        let counted = compress(far.material_and_threats());
        assert!(far.evaluate() > counted);
        let (safe, _) = net(&far, Side::Second);
        let most = 2.0 * FAR as f32 * HUNT_STEP + NET_STEP * safe as f32;
        assert!(far.evaluate() - counted <= most + 1e-4);
        assert!(2.0 * FAR as f32 * HUNT_STEP < 1.0);
    }
}
