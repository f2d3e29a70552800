//! Planted positions whose answer is known, per game; positions with two equally good answers,
//! refused; the file format; the generator's determinism and its puzzles passing the check.

use super::generate::{build, generate};
use super::*;
use crate::games::{bastonus, duodecim, ergo, latroncules, Latrunculi, LatrunculiSeneca, Square};

/// A smaller budget than the verifier's, so that the tests stay quick; one test uses the
/// verifier's own.
const TEST_BUDGET: u32 = 4_000;

fn sq(name: &str) -> Square {
    Square::parse(name, 8, 8).expect("a square")
}

fn squares(names: &str) -> Vec<Square> {
    names.split_whitespace().map(sq).collect()
}

/// A one-turn puzzle at `game` with `answer`.
fn puzzle(game: &AnyGame, answer: &str) -> Puzzle {
    Puzzle {
        variant: game.variant(),
        position: game.position_text(),
        line: vec![answer.to_string()],
        theme: Theme::BestMove,
        rating: 1500.0,
        source: None,
    }
}

/// The turns of the side to act that take material.
fn takers(game: &AnyGame) -> Vec<String> {
    let ToAct::Side(side) = game.to_act() else {
        return Vec::new();
    };
    let before = game.captures()[side.index()];
    turns(game)
        .expect("turns")
        .into_iter()
        .filter(|t| t.after.captures()[side.index()] > before)
        .map(|t| t.text)
        .collect()
}

/// `answer` is the one answer at `game`, with `theme`; any other turn is refused.
fn only_answer(game: &AnyGame, answer: &str, theme: Theme) {
    let verified = verify(&puzzle(game, answer), TEST_BUDGET);
    assert!(verified.is_ok(), "{answer}: {verified:?}");
    assert_eq!(super::theme(game, &[answer.to_string()]), theme);
    let other = turns(game)
        .expect("turns")
        .into_iter()
        .find(|t| !judged_same(game, &t.text, answer))
        .expect("another turn");
    assert!(
        verify(&puzzle(game, &other.text), TEST_BUDGET).is_err(),
        "{} accepted too",
        other.text
    );
    // The generator finds the same answer.
    let built = build(game, TEST_BUDGET).expect("a puzzle");
    assert!(
        judged_same(game, &built.line[0], answer),
        "{:?}",
        built.line
    );
}

/// Whether two turns at `game` reach the same position.
fn judged_same(game: &AnyGame, a: &str, b: &str) -> bool {
    let (Some(x), Some(y)) = (play_turn(game, a), play_turn(game, b)) else {
        return false;
    };
    x.position_key().unwrap_or_else(|| x.position_text())
        == y.position_key().unwrap_or_else(|| y.position_text())
}

/// Refused with two answers (or the engine preferring another among equals).
fn refused_as_two_answers(game: &AnyGame, answer: &str) {
    let verdict = verify(&puzzle(game, answer), TEST_BUDGET);
    assert!(
        matches!(
            verdict,
            Err(Rejection::TwoAnswers { .. } | Rejection::NotBest { .. })
        ),
        "{answer}: {verdict:?}"
    );
    assert_eq!(build(game, TEST_BUDGET), None);
}

/// Each side's pieces taken so that both sides have had 20.
fn taken(white: &str, black: &str) -> [u8; 2] {
    let count = |t: &str| t.split_whitespace().count() as u8;
    [20 - count(black), 20 - count(white)]
}

fn piso(white: &str, black: &str) -> AnyGame {
    AnyGame::LatrunculiPiso(
        Latrunculi::from_squares(&squares(white), &squares(black), Side::First)
            .with_captures(taken(white, black)),
    )
}

#[test]
fn piso_a_capture_only_one_move_makes() {
    let game = piso("a4 a7 d1 e1 f1 g1", "a5 b8 c8 g8 h8 h7");
    assert_eq!(takers(&game), ["a7-a6"]);
    only_answer(&game, "a7-a6", Theme::TakeAPiece);
}

#[test]
fn piso_two_equal_captures_are_refused() {
    // a7-a6 takes a5, h7-h6 takes h5: the same piece, mirrored.
    let game = piso("a4 a7 h4 h7 d1 e1", "a5 h5 c8 d8 e8 f8");
    assert_eq!(takers(&game).len(), 2);
    refused_as_two_answers(&game, "a7-a6");
    refused_as_two_answers(&game, "h7-h6");
}

#[test]
fn seneca_a_capture_only_one_move_makes_holds_the_piece() {
    let (white, black) = ("a4 a7 d1 e1 f1 g1", "a5 b8 c8 g8 h8 h7");
    let game = AnyGame::LatrunculiSeneca(
        LatrunculiSeneca::from_squares(&squares(white), &squares(black), Side::First)
            .with_captures(taken(white, black)),
    );
    let takers = takers(&game);
    assert_eq!(takers.len(), 1, "{takers:?}");
    only_answer(&game, &takers[0], Theme::TakeAPiece);
}

fn latroncules(white: &str, black: &str) -> AnyGame {
    let pieces = |text: &str| -> Vec<(Square, latroncules::Kind)> {
        text.split_whitespace()
            .map(|p| {
                let kind = match &p[..1] {
                    "C" => latroncules::Kind::Cavalry,
                    _ => latroncules::Kind::Infantry,
                };
                (sq(&p[1..]), kind)
            })
            .collect()
    };
    let (w, b) = (pieces(white), pieces(black));
    AnyGame::Latroncules(
        latroncules::Latroncules::from_pieces(&w, &b, Side::First)
            .with_captures([16 - b.len() as u8, 16 - w.len() as u8]),
    )
}

#[test]
fn latroncules_a_capture_only_one_move_makes() {
    // d3-d4 takes c4 against b4.
    let game = latroncules("Fd3 Fb4 Cf1 Cg1 Ch1", "Fc4 Fe6 Fa8");
    assert_eq!(takers(&game), ["d3-d4"]);
    only_answer(&game, "d3-d4", Theme::TakeAPiece);
}

fn bastonus(pieces: &[(&str, Side, bastonus::Kind)]) -> AnyGame {
    let mut game = bastonus::Bastonus::empty(Side::First);
    for &(at, side, kind) in pieces {
        game = game.with(sq(at), side, kind, false);
    }
    AnyGame::Bastonus(game)
}

#[test]
fn bastonus_a_capture_only_one_move_makes() {
    use bastonus::Kind::{Dux, Empress, Legionary};
    use Side::{First as W, Second as B};
    // e6-d6 takes d5 against d4.
    let game = bastonus(&[
        ("d4", W, Legionary),
        ("e6", W, Legionary),
        ("a1", W, Legionary),
        ("a3", W, Empress),
        ("b2", W, Dux),
        ("d5", B, Legionary),
        ("h8", B, Legionary),
        ("h6", B, Empress),
        ("g7", B, Dux),
    ]);
    let takers = takers(&game);
    assert_eq!(takers.len(), 1, "{takers:?}");
    only_answer(&game, &takers[0], Theme::TakeAPiece);
}

fn ergo(black: &str, white: &str, turn: Side) -> AnyGame {
    let sq = |name: &str| Square::parse(name, ergo::FILES, ergo::RANKS).expect("a square");
    let mut all: Vec<(Side, Square, ergo::Face)> = black
        .split_whitespace()
        .map(|n| (Side::First, sq(n), ergo::Face::Hollow))
        .collect();
    all.extend(
        white
            .split_whitespace()
            .map(|n| (Side::Second, sq(n), ergo::Face::Hollow)),
    );
    let count = |t: &str| t.split_whitespace().count() as u8;
    let reserve = [12 - count(black), 12 - count(white)];
    AnyGame::Ergo(ergo::Ergo::from_pieces(&all, reserve, turn))
}

#[test]
fn ergo_five_in_one() {
    // b4 is white's: only g4 makes five.
    let game = ergo("c4 d4 e4 f4", "b4 c6 d6 e7", Side::First);
    only_answer(&game, "g4", Theme::FiveInARow);
}

#[test]
fn ergo_two_ends_of_a_four_are_two_answers() {
    let game = ergo("c4 d4 e4 f4", "c6 d6 e6 h8", Side::First);
    refused_as_two_answers(&game, "g4");
}

fn duodecim(first: &[(u8, u8)], second: &[(u8, u8)], off: [u8; 2], roll: [u8; 3]) -> AnyGame {
    AnyGame::Duodecim(
        duodecim::Duodecim::from_stacks(first, second, off, Side::First).with_roll(roll),
    )
}

#[test]
fn duodecim_the_turn_that_hits() {
    // White's last piece on 12 with 1, 4, 6: only 4 first lands on black's straggler on 16.
    let game = duodecim(&[(12, 1)], &[(16, 1), (35, 2)], [14, 12], [1, 4, 6]);
    let takers = takers(&game);
    assert_eq!(takers.len(), 1, "{takers:?}");
    only_answer(&game, &takers[0], Theme::HitTheBlot);
}

#[test]
fn duodecim_the_turn_that_bears_off_first() {
    // White's last pieces on 32 and 35 need a 5 and a 2: bearing both off wins; the 1 can go
    // anywhere first.
    let game = duodecim(&[(32, 1), (35, 1)], &[(30, 2)], [13, 13], [1, 2, 5]);
    let winner = turns(&game)
        .expect("turns")
        .into_iter()
        .find(|t| t.after.outcome().is_some())
        .expect("a winning turn");
    only_answer(&game, &winner.text, Theme::BearOffFirst);
}

#[test]
fn a_puzzle_passes_at_the_verifiers_own_budget() {
    let game = piso("a4 a7 d1 e1 f1 g1", "a5 b8 c8 g8 h8 h7");
    assert!(verify(&puzzle(&game, "a7-a6"), VERIFY_BUDGET).is_ok());
}

#[test]
fn a_line_of_the_wrong_shape_or_an_illegal_turn_is_refused() {
    let game = piso("a4 a7 d1 e1 f1 g1", "a5 b8 c8 g8 h8 h7");
    let mut p = puzzle(&game, "a7-a6");
    p.line.push("h8-g8".into());
    assert_eq!(verify(&p, TEST_BUDGET), Err(Rejection::BadLength(2)));
    p.line.clear();
    assert_eq!(verify(&p, TEST_BUDGET), Err(Rejection::BadLength(0)));
    let p = puzzle(&game, "a7-b6");
    assert!(matches!(
        verify(&p, TEST_BUDGET),
        Err(Rejection::Illegal { turn: 0, .. })
    ));
    let mut p = puzzle(&game, "a7-a6");
    p.position = "v1 nonsense".into();
    assert!(matches!(
        verify(&p, TEST_BUDGET),
        Err(Rejection::BadPosition(_))
    ));
}

#[test]
fn the_file_reads_back_what_was_written() {
    let game = piso("a4 a7 d1 e1 f1 g1", "a5 b8 c8 g8 h8 h7");
    let p = puzzle(&game, "a7-a6");
    let text = write_file(
        &["tabula puzzles generate --seed 1".into()],
        std::slice::from_ref(&p),
    );
    assert!(text.starts_with("# tabula puzzles generate --seed 1\n"));
    assert_eq!(read_file(&text), Ok(vec![(2, p)]));
    assert!(read_file("# x\n{not json}\n")
        .unwrap_err()
        .starts_with("line 2"));
}

#[test]
fn generation_is_the_same_for_a_seed_and_its_puzzles_pass_the_check() {
    let a = generate(Variant::Ergo, 1, 3, TEST_BUDGET, 4, |_| {});
    let b = generate(Variant::Ergo, 1, 3, TEST_BUDGET, 4, |_| {});
    assert_eq!(a, b);
    assert!(!a.puzzles.is_empty(), "{a:?}");
    assert!(a.candidates >= a.puzzles.len() as u32);
    for p in &a.puzzles {
        assert!(verify(p, TEST_BUDGET).is_ok(), "{p:?}");
    }
}

#[test]
fn latroncules_two_mirrored_captures_are_refused() {
    // d3-d4 takes c4 against b4; e3-e4 takes f4 against g4: the same capture, mirrored.
    let game = latroncules("Fd3 Fb4 Fe3 Fg4 Cb1 Cg1", "Fc4 Ff4 Fd8 Fe8");
    assert_eq!(takers(&game).len(), 2, "{:?}", takers(&game));
    refused_as_two_answers(&game, "d3-d4");
    refused_as_two_answers(&game, "e3-e4");
}
