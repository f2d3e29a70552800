use super::*;
use crate::games::ergo::Ergo;

fn info() -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name, FILES, RANKS).unwrap()
}

fn played(moves: &str) -> Ergo {
    let mut game = Ergo::new();
    for text in moves.split_whitespace() {
        let mv = game.parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    game
}

/// The palette index at `(dx, dy)` from the centre of a square.
fn at(canvas: &Canvas, name: &str, dx: i32, dy: i32) -> u8 {
    let s = sq(name);
    let (x, y) = GRID.square_centre(s.file, s.rank);
    canvas.get((x + dx) as usize, (y + dy) as usize)
}

#[test]
fn the_ring_is_sunk_deeper_than_the_arena() {
    let canvas = Ergo::new().render(&info());
    // Same rank, same place in the square: the ring's stone is darker by RING_DEPTH steps.
    for (ring, arena) in [("a5", "b5"), ("j3", "i3"), ("e1", "e2"), ("c9", "c8")] {
        for (dx, dy) in [(-20, -20), (0, 0), (15, 10)] {
            let (r, a) = (at(&canvas, ring, dx, dy), at(&canvas, arena, dx, dy));
            assert!(palette::is_stone(r) && palette::is_stone(a));
            assert!(r + 5 <= a, "{ring} {r} vs {arena} {a}");
        }
    }
}

#[test]
fn lions_show_a_mane_and_hollow_pieces_an_empty_cup() {
    // Black hollow e5, white lion a1, black lion (turned) a5, white hollow c3.
    let game = played("e5 a1 b5 c3 b5-a5");
    let canvas = game.render(&info());
    let basalt = tones(1);
    let bone = tones(0);
    let mane = (PIECE_RADIUS * 0.46) as i32;
    // Hollow: the cup's floor at the centre and at the mane's radius.
    assert_eq!(at(&canvas, "e5", 2, 2), basalt.ramp + basalt.deep[0]);
    assert_eq!(at(&canvas, "e5", -mane, 0), basalt.ramp + basalt.deep[0]);
    assert_eq!(at(&canvas, "c3", 2, 2), bone.ramp + bone.deep[0]);
    // Lion: the face at the centre, the mane around it.
    assert_eq!(at(&canvas, "a5", 0, 0), basalt.ramp + basalt.face);
    assert_eq!(at(&canvas, "a5", mane, 0), basalt.ramp + basalt.mark);
    assert_eq!(at(&canvas, "a1", 0, 0), bone.ramp + bone.face);
    assert_eq!(at(&canvas, "a1", 0, mane), bone.ramp + bone.mark);
}

#[test]
fn the_tray_shows_each_sides_reserve() {
    let game = played("e5 a1 b5");
    assert_eq!(
        (game.reserve(Side::First), game.reserve(Side::Second)),
        (10, 11)
    );
    let canvas = game.render(&info());
    let y = (TRAY_TOP + TRAY as i32 / 2) as usize;
    let filled = |left: i32| {
        (0..PIECES_PER_SIDE as i32)
            .filter(|i| {
                let x = (left + i * SLOT + SLOT / 2) as usize;
                canvas.get(x, y) != palette::HEADER_BG
            })
            .count()
    };
    let row = PIECES_PER_SIDE as i32 * SLOT;
    assert_eq!(filled(24), 10, "black, on the left");
    assert_eq!(filled(WIDTH as i32 - 24 - row), 11, "white, on the right");
}

#[test]
fn the_last_move_and_a_winning_line_are_highlighted() {
    let game = played("e5 a1 e5-e6");
    let canvas = game.render(&info());
    let corner = |name: &str| at(&canvas, name, -SQUARE / 2 + 6, -SQUARE / 2 + 6);
    assert!(corner("e5") >= palette::HILITE && corner("e6") >= palette::HILITE);
    assert!(corner("e7") < palette::HILITE && corner("a1") < palette::HILITE);
    let won = played("c4 c6 d4 d6 e4 e6 f4 h8 g4");
    assert!(won.outcome().is_some());
    let canvas = won.render(&info());
    let corner = |name: &str| at(&canvas, name, -SQUARE / 2 + 6, -SQUARE / 2 + 6);
    for name in ["c4", "d4", "e4", "f4", "g4"] {
        assert!(corner(name) >= palette::HILITE, "{name}");
    }
    assert!(corner("c6") < palette::HILITE);
    let (line, finished) = status_line(&won, &info());
    assert!(finished);
    assert_eq!(line, "Black wins — Cicero · black have five in a row");
}

#[test]
fn the_status_names_black_first() {
    let fr = RenderInfo {
        names: ["", ""],
        lang: Lang::Fr,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    assert_eq!(
        status_line(&Ergo::new(), &fr),
        ("Aux noirs de jouer".to_string(), false)
    );
    assert_eq!(
        status_line(&played("e5"), &info()),
        ("White to play — Atticus".to_string(), false)
    );
}

#[test]
fn the_text_board_shows_faces_ring_arena_and_state() {
    let game = played("e5 a1 b5 c3 b5-a5");
    let board = text_board(&game, Lang::En);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "   a b c d e f g h i j");
    assert_eq!(lines[1], " 9 : : : : : : : : : : 9");
    assert_eq!(lines[5], " 5 B . . . b . . . . : 5");
    assert_eq!(lines[7], " 3 : . w . . . . . . : 3");
    assert_eq!(lines[9], " 1 W : : : : : : : : : 1");
    assert_eq!(
        lines[11],
        "B/b black lion/hollow, W/w white lion/hollow, : outer path, . arena"
    );
    assert_eq!(lines[12], "Black: reserve 10, on the board 2 (lions: 1)");
    assert_eq!(lines[13], "White: reserve 10, on the board 2 (lions: 1)");
    assert_eq!(lines[14], "Moves played: 5 (a draw at 200)");
    assert_eq!(lines[15], "Last move: b5-a5 (turned lion)");
    assert_eq!(lines[16], "White to play");
    let fr = text_board(&game, Lang::Fr);
    assert!(fr.contains("\n 5 N . . . n . . . . : 5\n"), "{fr}");
    assert!(fr.contains("\n 1 B : : : : : : : : : 1\n"), "{fr}");
    assert!(fr.contains("Aux blancs de jouer"), "{fr}");
}
