use super::*;
use crate::games::AnyGame;
use crate::render::palette::palette;
use crate::render::render_png;

/// The picture as palette indices are not kept by the PNG (it is expanded to RGB when
/// decoded), so colours are compared with the palette's.
struct Picture {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Picture {
    fn at(&self, x: i32, y: i32) -> [u8; 3] {
        let i = (y as usize * self.width + x as usize) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    fn is(&self, x: i32, y: i32, first: u8, len: u8) -> bool {
        let c = self.at(x, y);
        (first..first + len).any(|i| palette().color(i) == c)
    }
}

fn draw(game: &Duodecim, lang: Lang) -> (Picture, usize) {
    let png = render_png(
        &AnyGame::Duodecim(game.clone()),
        &RenderInfo {
            names: ["Cicero", "Atticus"],
            lang,
            resigned: None,
            extra: crate::render::StatusExtra::None,
        },
    );
    let mut decoder = png::Decoder::new(std::io::Cursor::new(&png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut rgb = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgb).unwrap();
    rgb.truncate(info.buffer_size());
    let picture = Picture {
        width: info.width as usize,
        height: info.height as usize,
        rgb,
    };
    (picture, png.len())
}

fn seed_example() -> Duodecim {
    let mut game = Duodecim::new();
    for text in "roll:1-3-4 1:enter 3:enter 4:enter roll:2-3-5 2:enter 3:enter".split(' ') {
        let mv = game.parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    game
}

#[test]
fn pieces_sit_on_their_points_and_empty_points_are_bare_stone() {
    let (picture, bytes) = draw(&seed_example(), Lang::En);
    assert_eq!((picture.width, picture.height), (WIDTH, HEIGHT));
    assert!(bytes < 60 * 1024, "{bytes} bytes");
    let (x, y) = piece_centre(1);
    assert!(picture.is(x, y + 8, palette::IVORY, palette::PIECE_LEN));
    let (x, y) = piece_centre(2);
    assert!(picture.is(x, y + 8, palette::BASALT, palette::PIECE_LEN));
    for empty in [6, 20, 36] {
        let (x, y) = piece_centre(empty);
        assert!(
            picture.is(x, y, palette::STONE, palette::STONE_LEN),
            "point {empty}"
        );
    }
    // The last action (black entering on 3, hitting) is highlighted, with the hit marked.
    let (x, y) = point_origin(3);
    assert!(picture.is(x + 8, y + 30, palette::HILITE, palette::STONE_LEN));
    let (x, y) = point_origin(1);
    assert!(picture.is(x + 8, y + 30, palette::STONE, palette::STONE_LEN));
    let (x, y) = point_origin(3);
    let red = (y + LETTER_H - 4..y + LETTER_H + 22)
        .any(|yy| (x..x + 28).any(|xx| picture.is(xx, yy, palette::RED, palette::RED_LEVELS)));
    assert!(red, "the hit is marked");
}

#[test]
fn used_dice_are_dimmed_and_lost_dice_crossed_out() {
    // Black's 2 and 3 are used, the 5 still to play.
    let (picture, _) = draw(&seed_example(), Lang::En);
    let face = |i: usize| {
        let (x, y) = die_origin(i);
        picture.at(x + 12, y + DIE / 2)
    };
    assert_eq!(face(0), palette().color(palette::IVORY + 9));
    assert_eq!(face(1), palette().color(palette::IVORY + 9));
    assert_eq!(face(2), palette().color(palette::IVORY + 27));
    // A roll whose dice are all blocked: three crossed-out dice.
    let game = Duodecim::from_stacks(&[(30, 1)], &[(31, 2), (32, 1)], [14, 12], Side::First)
        .with_roll([1, 1, 1]);
    let (picture, _) = draw(&game, Lang::Fr);
    for i in 0..3 {
        let (x, y) = die_origin(i);
        let (cx, cy) = (x + DIE / 2, y + DIE / 2);
        assert!(
            picture.is(cx, cy, palette::RED, palette::RED_LEVELS),
            "die {i}"
        );
    }
}

#[test]
fn a_stack_shows_its_count_and_a_single_piece_none() {
    let game = Duodecim::from_stacks(&[(5, 7), (9, 1)], &[(20, 2)], [0, 13], Side::First);
    let (picture, _) = draw(&game, Lang::En);
    let ink_around = |point: u8, first: u8, len: u8| {
        let (x, y) = piece_centre(point);
        (y - 8..y + 8).any(|yy| (x - 6..x + 6).any(|xx| picture.is(xx, yy, first, len)))
    };
    // Dark digits on a bone counter, light ones on basalt; none on a single piece.
    assert!(ink_around(5, palette::BASALT, 4));
    assert!(!ink_around(9, palette::BASALT, 4));
    assert!(ink_around(20, palette::IVORY + 30, 1));
}

#[test]
fn the_status_says_who_rolls_who_plays_and_how_it_ended() {
    let info = RenderInfo {
        names: ["Cicero", ""],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    assert_eq!(
        status_line(&Duodecim::new(), &info),
        ("White to roll".to_string(), false)
    );
    assert_eq!(
        status_line(&seed_example(), &info),
        ("Black to play".to_string(), false)
    );
    let mut won =
        Duodecim::from_stacks(&[(36, 1)], &[(10, 2)], [14, 13], Side::First).with_roll([1, 2, 3]);
    won.play(&won.parse_move("1:36-off").unwrap()).unwrap();
    assert_eq!(
        status_line(&won, &info),
        (
            "White wins — Cicero · white have borne off all 15 pieces".to_string(),
            true
        )
    );
    let fr = RenderInfo {
        names: ["", ""],
        lang: Lang::Fr,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    assert_eq!(
        status_line(&Duodecim::new(), &fr).0,
        "Aux blancs de lancer les dés"
    );
}

#[test]
fn the_text_board_shows_the_words_the_stacks_the_dice_and_the_bonus() {
    let board = text_board(&seed_example(), Lang::En);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "  H  O  S  T  E  S   V  I  N  C  T  I");
    assert_eq!(lines[1], "  1  2  3  4  5  6   7  8  9 10 11 12");
    assert_eq!(lines[2], " W1 B1 B1 W1  .  .   .  .  .  .  .  .");
    assert_eq!(lines[6], "  L  U  D  A  N  T   R  O  M  A  N  I");
    assert_eq!(lines[10], "White: reserve 13, borne off 0, hits 0");
    assert_eq!(lines[11], "Black: reserve 13, borne off 0, hits 1");
    assert_eq!(lines[12], "Dice of black: (2) (3) 5 ((n) used, n× lost)");
    assert_eq!(lines[13], "Last move: 3:enter, hitting a piece");
    assert_eq!(lines[14], "Black to play");
    let blocked = Duodecim::from_stacks(
        &[(10, 1), (34, 1)],
        &[(14, 2), (20, 1)],
        [13, 12],
        Side::First,
    )
    .with_roll([4, 4, 4]);
    let fr = text_board(&blocked, Lang::Fr);
    assert!(fr.contains("Dés des blancs : 4× 4× 4×"), "{fr}");
    assert!(fr.contains("Bonus pour les noirs : 4, 4, 4"), "{fr}");
    assert!(fr.contains("Aux noirs de jouer"), "{fr}");
}
