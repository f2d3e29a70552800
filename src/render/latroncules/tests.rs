use super::*;
use crate::games::latroncules::Move;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

fn info() -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    }
}

/// Palette index at an offset from a square's centre.
fn at(canvas: &Canvas, name: &str, dx: i32, dy: i32) -> u8 {
    let s = sq(name);
    let (x, y) = GRID.square_centre(s.file, s.rank);
    canvas.get((x + dx) as usize, (y + dy) as usize)
}

fn is_piece(index: u8, ramp: u8) -> bool {
    (ramp..ramp + palette::PIECE_LEN).contains(&index)
}

#[test]
fn dark_squares_are_cut_darker_and_carry_the_cavalry_cross() {
    let canvas = Latroncules::new().render(&info());
    // Same rows of the slab (same strata): d4 is dark, e4 light.
    for (dx, dy) in [(-20, -20), (18, 22), (-25, 15)] {
        let (dark, light) = (at(&canvas, "d4", dx, dy), at(&canvas, "e4", dx, dy));
        assert!(palette::is_stone(dark) && palette::is_stone(light));
        assert!(dark + 8 <= light, "d4 {dark}, e4 {light} at ({dx}, {dy})");
    }
    // The cross: the centre lines of a dark square are cut deeper than the square around
    // them; a light square has no cross.
    let d4_line = at(&canvas, "d4", 20, 0);
    let d4_off = at(&canvas, "d4", 20, -6);
    assert!(d4_line + 6 <= d4_off, "{d4_line} vs {d4_off}");
    let d4_file = at(&canvas, "d4", 0, -20);
    assert!(d4_file + 6 <= at(&canvas, "d4", -6, -20));
    let e4_line = at(&canvas, "e4", 20, 0);
    let e4_off = at(&canvas, "e4", 20, -6);
    assert!(e4_line.abs_diff(e4_off) < 6, "{e4_line} vs {e4_off}");
}

#[test]
fn cavalry_and_infantry_have_different_outlines() {
    let canvas = Latroncules::new().render(&info());
    // Towards the square's upper-left corner the cavalry's rounded square is still piece,
    // the infantry's round counter is already stone; both are piece at the centre.
    for (cavalry, infantry, ramp) in [
        ("a1", "b1", palette::IVORY),
        ("b2", "a2", palette::IVORY),
        ("b8", "a8", palette::BASALT),
    ] {
        assert!(is_piece(at(&canvas, cavalry, -24, -24), ramp), "{cavalry}");
        assert!(
            palette::is_stone(at(&canvas, infantry, -24, -24)),
            "{infantry}"
        );
        assert!(is_piece(at(&canvas, infantry, 0, -10), ramp), "{infantry}");
    }
    // The horse's head: cavalry's centre column holds tones far from its face.
    let face = palette::IVORY + sprites::side_style(0, 0).face;
    let dark_ink = (-20..20).any(|dy| at(&canvas, "a1", 0, dy) + 10 < face);
    assert!(dark_ink, "a horse's head on the white cavalry");
}

#[test]
fn the_last_move_is_tinted_and_a_taken_piece_is_marked() {
    // White infantry c3-c4 takes black cavalry d4 against white e4.
    let mut game = Latroncules::from_pieces(
        &[
            (sq("c3"), Kind::Infantry),
            (sq("e4"), Kind::Infantry),
            (sq("a1"), Kind::Cavalry),
        ],
        &[(sq("d4"), Kind::Cavalry), (sq("h8"), Kind::Cavalry)],
        Side::First,
    );
    game.play(&Move {
        from: sq("c3"),
        to: sq("c4"),
    })
    .unwrap();
    let canvas = game.render(&info());
    let tinted = |i: u8| (palette::HILITE..palette::HILITE + palette::STONE_LEN).contains(&i);
    assert!(tinted(at(&canvas, "c3", -25, -25)), "from square");
    assert!(tinted(at(&canvas, "c4", -35, -35)), "to square");
    assert!(!tinted(at(&canvas, "e4", -35, -35)));
    assert!(is_piece(at(&canvas, "c4", 0, -10), palette::IVORY));
    let mark = at(&canvas, "d4", 0, 0);
    assert!(
        (palette::RED..palette::RED + palette::RED_LEVELS).contains(&mark),
        "{mark}"
    );
    let (status, finished) = status_line(&game, &info());
    assert_eq!(
        (status.as_str(), finished),
        ("Black to play — Atticus", false)
    );
    assert_eq!(details(&game, Side::First, Lang::En), "Captures: 1");
    assert_eq!(
        details(&game, Side::Second, Lang::En),
        "Captures: 0 · ♞ to free: 1"
    );
}

#[test]
fn the_text_board_shows_kinds_square_colours_and_a_legend() {
    let board = text_board(&Latroncules::new(), Lang::En);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "   a b c d e f g h");
    assert_eq!(lines[1], " 8 i c i c i c i c 8");
    assert_eq!(lines[2], " 7 c i c i c i c i 7");
    assert_eq!(lines[3], " 6 . + . + . + . + 6");
    assert_eq!(lines[6], " 3 + . + . + . + . 3");
    assert_eq!(lines[8], " 1 C I C I C I C I 1");
    assert!(lines[10].starts_with("I white infantry, C white cavalry"));
    assert_eq!(
        lines[11],
        "White: captures 0, infantry 8, cavalry 8, cavalry to free 0"
    );
    assert_eq!(lines[13], "White to play");
    let fr = text_board(&Latroncules::new(), Lang::Fr);
    assert!(fr.contains("\n 1 C F C F C F C F 1\n"), "{fr}");
    assert!(
        fr.contains("F fantassin des blancs, C cavalier des blancs"),
        "{fr}"
    );
}

#[test]
fn the_text_board_tells_of_a_promotion_and_the_end() {
    let mut game = Latroncules::from_pieces(
        &[(sq("b7"), Kind::Infantry), (sq("a1"), Kind::Cavalry)],
        &[(sq("e5"), Kind::Infantry)],
        Side::First,
    )
    .with_prisoners([1, 0]);
    game.play(&Move {
        from: sq("b7"),
        to: sq("b8"),
    })
    .unwrap();
    let canvas = game.render(&info());
    let gold = palette::GOLD + palette::INK_LEVELS;
    assert_eq!(
        at(&canvas, "b8", 37, 0),
        gold,
        "the freed cavalry is ringed"
    );
    assert!(is_piece(at(&canvas, "b8", -24, -24), palette::IVORY));
    let board = text_board(&game, Lang::En);
    assert!(board.contains(" 8 . C . + . + . + 8"), "{board}");
    assert!(
        board.contains("The infantry on b8 freed a captive cavalry."),
        "{board}"
    );
    // Black takes nothing, white then takes the last black piece: Imperator.
    let mut end = Latroncules::from_pieces(
        &[
            (sq("c4"), Kind::Cavalry),
            (sq("e3"), Kind::Infantry),
            (sq("a1"), Kind::Cavalry),
        ],
        &[(sq("d4"), Kind::Cavalry)],
        Side::First,
    );
    end.play(&Move {
        from: sq("e3"),
        to: sq("e4"),
    })
    .unwrap();
    let board = text_board(&end, Lang::En);
    assert!(
        board.contains("Game over: White wins · black have no piece left: Imperator!"),
        "{board}"
    );
    let (status, finished) = status_line(&end, &info());
    assert!(finished);
    assert_eq!(
        status,
        "White wins — Cicero · black have no piece left: Imperator!"
    );
}
