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
    let game = Latroncules::from_pieces(&cavalry("b1 c2 d1 e2 f1 g2"), &cavalry("e7"), Side::First);
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
