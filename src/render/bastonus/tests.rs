use super::*;
use crate::games::bastonus::Kind;

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

/// Mean palette index of a square's inside (away from the grooves and the camp frame).
fn mean_inside(canvas: &Canvas, name: &str) -> f32 {
    let s = sq(name);
    let (x, y) = GRID.square_origin(s.file, s.rank);
    let mut sum = 0u32;
    for dy in 15..65 {
        for dx in 15..65 {
            sum += u32::from(canvas.get((x + dx) as usize, (y + dy) as usize));
        }
    }
    sum as f32 / 2500.0
}

fn painted(sprite: &Sprite) -> Vec<(usize, usize)> {
    (0..sprite.height)
        .flat_map(|y| (0..sprite.width).map(move |x| (x, y)))
        .filter(|&(x, y)| matches!(sprite.op(x, y), Op::Paint(_)))
        .collect()
}

#[test]
fn the_camps_are_darker_stone_in_a_gold_frame() {
    let canvas = Bastonus::new().render(&info());
    for (camp, field) in [("c1", "c3"), ("f8", "f6")] {
        let (c, f) = (mean_inside(&canvas, camp), mean_inside(&canvas, field));
        assert!(c + 3.0 < f, "{camp} {c} vs {field} {f}");
        let s = sq(camp);
        let (x, y) = GRID.square_origin(s.file, s.rank);
        let gold = palette::GOLD + palette::INK_LEVELS;
        assert_eq!(canvas.get((x + 40) as usize, (y + 6) as usize), gold);
    }
    // b1 and g8, next to the camps, are ordinary stone.
    let s = sq("g8");
    let (x, y) = GRID.square_origin(s.file, s.rank);
    assert!(palette::is_stone(
        canvas.get((x + 40) as usize, (y + 6) as usize)
    ));
}

#[test]
fn the_commanders_carry_emblems_and_an_exhausted_legionary_lies_down() {
    let set = &assets().pieces[0][0];
    let sprites = [&set.legionary, &set.dux, &set.colossus, &set.empress];
    for (i, a) in sprites.iter().enumerate() {
        for b in &sprites[i + 1..] {
            let differ = (0..a.height)
                .flat_map(|y| (0..a.width).map(move |x| (x, y)))
                .filter(|&(x, y)| a.op(x, y) != b.op(x, y))
                .count();
            assert!(differ > 150, "sprites {i} differ in {differ} pixels");
        }
    }
    let height = |s: &Sprite| {
        let rows: Vec<usize> = painted(s).iter().map(|p| p.1).collect();
        rows.iter().max().unwrap() - rows.iter().min().unwrap()
    };
    let width = |s: &Sprite| {
        let cols: Vec<usize> = painted(s).iter().map(|p| p.0).collect();
        cols.iter().max().unwrap() - cols.iter().min().unwrap()
    };
    assert!(height(&set.lying) * 2 < width(&set.lying) + 10);
    assert!(height(&set.lying) < height(&set.legionary) * 2 / 3);
    let piece = Piece {
        side: Side::First,
        kind: Kind::Legionary,
        exhausted: true,
    };
    assert!(std::ptr::eq(set.get(piece), &set.lying));
}

#[test]
fn the_last_push_is_highlighted_and_an_ejection_marked_in_the_margin() {
    let mut game = Bastonus::empty(Side::First)
        .with(sq("b6"), Side::First, Kind::Legionary, false)
        .with(sq("b7"), Side::First, Kind::Legionary, false)
        .with(sq("d2"), Side::First, Kind::Dux, false)
        .with(sq("e2"), Side::First, Kind::Empress, false)
        .with(sq("b8"), Side::Second, Kind::Legionary, false)
        .with(sq("h7"), Side::Second, Kind::Legionary, false)
        .with(sq("e7"), Side::Second, Kind::Empress, false)
        .with(sq("d5"), Side::Second, Kind::Dux, false);
    game.play(&game.parse_move("b6:b7>b8").unwrap()).unwrap();
    let canvas = game.render(&info());
    for name in ["b6", "b7", "b8"] {
        let s = sq(name);
        let (x, y) = GRID.square_origin(s.file, s.rank);
        let corner = canvas.get((x + 6) as usize, (y + 6) as usize);
        assert!(
            (palette::HILITE..palette::HILITE + palette::STONE_LEN).contains(&corner),
            "{name} is highlighted"
        );
    }
    let (cx, cy) = GRID.square_centre(1, 7);
    let mark = canvas.get(cx as usize, (cy - SQUARE / 2 - MARGIN / 2) as usize);
    assert!(
        (palette::RED..palette::RED + palette::RED_LEVELS).contains(&mark),
        "a red cross above b8"
    );
    let text = text_board(&game, Lang::En);
    assert!(
        text.contains("Last move: b6:b7>b8, taking b8 pushed off the board"),
        "{text}"
    );
}

#[test]
fn the_text_board_marks_pieces_camps_and_the_capture_chain() {
    let text = text_board(&Bastonus::new(), Lang::Fr);
    assert!(text.contains(" 1 . C + D I + . . 1"), "{text}");
    assert!(text.contains(" 8 . c + d i + . . 8"), "{text}");
    assert!(text.contains("Aux blancs de jouer"), "{text}");
    let mut game = Bastonus::empty(Side::First);
    for (name, side, kind) in [
        ("c3", Side::First, Kind::Legionary),
        ("e4", Side::First, Kind::Legionary),
        ("g3", Side::First, Kind::Legionary),
        ("g6", Side::First, Kind::Legionary),
        ("a3", Side::First, Kind::Empress),
        ("d4", Side::Second, Kind::Legionary),
        ("g5", Side::Second, Kind::Legionary),
        ("h8", Side::Second, Kind::Legionary),
        ("b6", Side::Second, Kind::Empress),
    ] {
        game = game.with(sq(name), side, kind, false);
    }
    game.play(&game.parse_move("c3-c4").unwrap()).unwrap();
    assert!(game.in_capture_chain());
    let text = text_board(&game, Lang::En);
    assert!(
        text.contains("White captured: capture again or pass"),
        "{text}"
    );
    assert!(text.contains("Last move: c3-c4, taking d4"), "{text}");
    let (status, over) = status_line(&game, &info());
    assert_eq!(
        (status.as_str(), over),
        ("White captured: capture again or pass", false)
    );
}
