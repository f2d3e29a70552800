use super::*;
use crate::games::latrunculi::LatrunculiSeneca;
use crate::games::Game;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

fn seneca(first: &str, second: &str, turn: Side, moves: &[&str]) -> LatrunculiSeneca {
    let squares = |names: &str| names.split_whitespace().map(sq).collect::<Vec<_>>();
    let mut game = LatrunculiSeneca::from_squares(&squares(first), &squares(second), turn);
    for text in moves {
        let mv = game.parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    game
}

fn info() -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    }
}

/// The palette index `dx` pixels right of the centre of `name`.
fn right_of_centre(canvas: &Canvas, name: &str, dx: i32) -> u8 {
    let s = sq(name);
    let (x, y) = GRID.square_centre(s.file, s.rank);
    canvas.get((x + dx) as usize, y as usize)
}

fn in_ramp(index: u8, first: u8) -> bool {
    (first..first + palette::PIECE_LEN).contains(&index)
}

#[test]
fn a_held_piece_is_drawn_turned_over_in_a_band_of_the_other_colour() {
    // White takes d4 (c3-c4 against e4); black's g6 stands free.
    let game = seneca("c3 e4 a1 c1", "d4 g6 h8 b8", Side::First, &["c3-c4"]);
    let canvas = game.render(&info());
    // A standing black piece is basalt from its centre to its rim...
    assert!(in_ramp(right_of_centre(&canvas, "g6", 0), palette::BASALT));
    assert!(in_ramp(right_of_centre(&canvas, "g6", 24), palette::BASALT));
    // ...a held one has a plain basalt face without the centre dot, inside a bone band.
    let face = right_of_centre(&canvas, "d4", 0);
    assert_eq!(face, palette::IVORY + HELD_FACE[1]);
    assert_ne!(face, right_of_centre(&canvas, "g6", 0));
    assert!(in_ramp(right_of_centre(&canvas, "d4", 24), palette::IVORY));
    // No turned rings on the face.
    for dx in 1..(HELD_FACE_RADIUS as i32 - 2) {
        assert_eq!(right_of_centre(&canvas, "d4", dx), face, "dx {dx}");
    }
}

#[test]
fn the_held_pieces_to_remove_are_ringed_and_the_band_says_so() {
    let mut game = seneca("c3 e4 a1 c1", "d4 g6 h8 b8", Side::First, &["c3-c4"]);
    let ring = |canvas: &Canvas| right_of_centre(canvas, "d4", REMOVABLE_RADIUS as i32);
    let red = palette::RED..palette::RED + palette::RED_LEVELS;
    assert!(!red.contains(&ring(&game.render(&info()))), "not due yet");
    let mv = game.parse_move("g6-g5").unwrap();
    game.play(&mv).unwrap();
    assert!(red.contains(&ring(&game.render(&info()))));
    let (status, finished) = status_line(&game, &info());
    assert_eq!(status, "White to remove a held piece, then move — Cicero");
    assert!(!finished);
    assert_eq!(
        details(&game, Side::First, Lang::En),
        "Captures: 1 · Holding: 1"
    );
    let text = text_board(&game, Lang::En);
    assert!(text.contains(" 4 . . W b W"), "{text}");
    assert!(text.contains("w, b held pieces (incitus)"), "{text}");
    assert!(text.contains("White must first remove a held piece (xd4), then move"));
}

#[test]
fn every_square_of_the_last_chain_of_jumps_is_highlighted() {
    let game = seneca("d4 d5 e6 a1", "h8 h6 b8", Side::First, &["d4-d6-f6"]);
    let canvas = game.render(&info());
    let lit = palette::HILITE..palette::HILITE + palette::STONE_LEN;
    for name in ["d4", "d6", "f6"] {
        let s = sq(name);
        let (x, y) = GRID.square_origin(s.file, s.rank);
        assert!(
            lit.contains(&canvas.get(x as usize + 7, y as usize + 7)),
            "{name}"
        );
    }
    let (x, y) = GRID.square_origin(4, 3);
    assert!(
        !lit.contains(&canvas.get(x as usize + 7, y as usize + 7)),
        "e4"
    );
}
