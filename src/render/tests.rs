use super::latrunculi::GRID;
use super::palette::{self, palette};
use super::*;
use crate::games::latrunculi::{Latrunculi, Move};
use crate::games::{Game, Side, Square, Variant};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A decoded picture as RGB.
struct Rgb {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Rgb {
    fn at(&self, x: i32, y: i32) -> [u8; 3] {
        let i = (y as usize * self.width + x as usize) * 3;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    fn centre_of(&self, name: &str) -> [u8; 3] {
        let sq = Square::parse(name, 8, 8).unwrap();
        let (x, y) = GRID.square_centre(sq.file, sq.rank);
        self.at(x, y)
    }

    /// A point of the square away from the piece, its shadow and the mark: the bare stone.
    fn corner_of(&self, name: &str) -> [u8; 3] {
        let sq = Square::parse(name, 8, 8).unwrap();
        let (x, y) = GRID.square_origin(sq.file, sq.rank);
        self.at(x + 7, y + 7)
    }
}

/// Boards drawn on many threads at once, sharing the lent canvases and encoders, are
/// byte for byte the boards drawn one at a time.
#[test]
fn boards_drawn_at_once_on_many_threads_are_the_boards_drawn_alone() {
    let positions: Vec<AnyGame> = Variant::ALL
        .iter()
        .enumerate()
        .map(|(i, &variant)| {
            let mut game = AnyGame::new(variant);
            let mut rng = SmallRng::seed_from_u64(i as u64);
            for _ in 0..12 {
                let legal = game.legal_move_texts();
                if game.outcome().is_some() || legal.is_empty() {
                    break;
                }
                let pick = &legal[rng.random_range(0..legal.len())];
                game.play_text(pick).unwrap();
            }
            game
        })
        .collect();
    let info = RenderInfo::unnamed(crate::i18n::Lang::En);
    let alone: Vec<Vec<u8>> = positions.iter().map(|g| render_png(g, &info)).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..8)
            .map(|t| {
                let (positions, info) = (&positions, &info);
                scope.spawn(move || {
                    (0..24)
                        .map(|k| {
                            let i = (t + k) % positions.len();
                            (i, render_png(&positions[i], info))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (i, png) in worker.join().unwrap() {
                assert!(
                    png == alone[i],
                    "{:?} drawn beside others differs",
                    Variant::ALL[i]
                );
            }
        }
    });
}

fn decode(bytes: &[u8]) -> Rgb {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    buf.truncate(info.buffer_size());
    Rgb {
        width: info.width as usize,
        height: info.height as usize,
        pixels: buf,
    }
}

fn in_ramp(colour: [u8; 3], first: u8, len: u8) -> bool {
    (first..first + len).any(|i| palette().color(i) == colour)
}

fn info() -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    }
}

fn sq(name: &str) -> Square {
    Square::parse(name, 8, 8).unwrap()
}

/// Phase 2 position where white steps c4-d4 and takes the black piece on e4 (flanked by f4).
fn capture_position() -> AnyGame {
    let white = ["a1", "c4", "f4", "h8", "b6"].map(sq);
    let black = ["e4", "h1", "a8", "g6"].map(sq);
    let mut game = Latrunculi::from_squares(&white, &black, Side::First);
    game.play(&Move::Step {
        from: sq("c4"),
        to: sq("d4"),
    })
    .unwrap();
    AnyGame::LatrunculiPiso(game)
}

/// Plays `placements` random placements then `steps` random moves (or until the end).
pub(crate) fn random_game(seed: u64, actions: usize) -> AnyGame {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for _ in 0..actions {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        let pick = &moves[rng.random_range(0..moves.len())];
        game.play_text(pick).unwrap();
    }
    game
}

#[test]
fn pieces_board_and_highlights_have_their_colours() {
    let game = capture_position();
    let png = render_png(&game, &info());
    let picture = decode(&png);
    assert!(picture.width >= 720, "width {}", picture.width);
    assert_eq!(
        (picture.width, picture.height),
        (latrunculi::WIDTH, latrunculi::HEIGHT)
    );
    // White piece on a plain square, black piece on a plain square.
    assert!(in_ramp(
        picture.centre_of("a1"),
        palette::IVORY,
        palette::PIECE_LEN
    ));
    assert!(in_ramp(
        picture.centre_of("g6"),
        palette::BASALT,
        palette::PIECE_LEN
    ));
    // Empty squares are bare stone.
    assert!(in_ramp(
        picture.centre_of("d5"),
        palette::STONE,
        palette::STONE_LEN
    ));
    assert!(in_ramp(
        picture.corner_of("g6"),
        palette::STONE,
        palette::STONE_LEN
    ));
    // The step c4-d4: its from square is highlighted, and the white piece on d4 sits on
    // highlighted stone.
    assert!(in_ramp(
        picture.centre_of("c4"),
        palette::HILITE,
        palette::STONE_LEN
    ));
    assert!(in_ramp(
        picture.corner_of("d4"),
        palette::HILITE,
        palette::STONE_LEN
    ));
    assert!(in_ramp(
        picture.centre_of("d4"),
        palette::IVORY,
        palette::PIECE_LEN
    ));
    // e4's piece was taken: the square is empty and carries the red mark.
    assert!(in_ramp(
        picture.centre_of("e4"),
        palette::RED,
        palette::RED_LEVELS
    ));
    assert!(!in_ramp(
        picture.centre_of("e4"),
        palette::BASALT,
        palette::PIECE_LEN
    ));
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
}

#[test]
fn a_placement_highlights_only_its_square() {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    game.play_text("e5").unwrap();
    game.play_text("d4").unwrap();
    let picture = decode(&render_png(&game, &info()));
    assert!(in_ramp(
        picture.corner_of("d4"),
        palette::HILITE,
        palette::STONE_LEN
    ));
    assert!(in_ramp(
        picture.centre_of("d4"),
        palette::BASALT,
        palette::PIECE_LEN
    ));
    assert!(in_ramp(
        picture.corner_of("e5"),
        palette::STONE,
        palette::STONE_LEN
    ));
    assert!(in_ramp(
        picture.centre_of("e5"),
        palette::IVORY,
        palette::PIECE_LEN
    ));
}

#[test]
fn a_midgame_png_stays_small() {
    for seed in 0..4 {
        let game = random_game(seed, 60);
        let png = render_png(&game, &info());
        assert!(png.len() <= 40 * 1024, "seed {seed}: {} bytes", png.len());
    }
}

#[test]
fn start_and_finished_games_render_in_both_languages() {
    let start = AnyGame::new(Variant::LatrunculiPiso);
    let mut finished = random_game(1, 100_000);
    let mut seed = 2;
    while finished.outcome().is_none() {
        finished = random_game(seed, 100_000);
        seed += 1;
    }
    let long = "Gaius Julius Caesar Augustus Germanicus 🏛️ the very long name";
    for game in [&start, &finished] {
        for lang in Lang::ALL {
            for names in [["alice", "bob"], ["", ""], [long, "\u{202e}ʎɐʍ\u{0301}"]] {
                let picture = decode(&render_png(
                    game,
                    &RenderInfo {
                        names,
                        lang,
                        resigned: None,
                        extra: crate::render::StatusExtra::None,
                    },
                ));
                assert_eq!(picture.width, latrunculi::WIDTH);
            }
        }
    }
    let picture = decode(&render_png(&start, &info()));
    for name in ["a1", "h8", "d5"] {
        assert!(in_ramp(
            picture.centre_of(name),
            palette::STONE,
            palette::STONE_LEN
        ));
    }
}

#[test]
fn long_names_and_results_stay_inside_the_band() {
    let names = [
        "Marcus Tullius Cicero, consul of the Roman Republic",
        "Τίτος Πομπώνιος Ἀττικός ⚔ and all his friends 🏛️",
    ];
    let game = finished_game();
    for lang in Lang::ALL {
        let picture = decode(&render_png(
            &game,
            &RenderInfo {
                names,
                lang,
                resigned: None,
                extra: crate::render::StatusExtra::None,
            },
        ));
        let band = palette().color(palette::HEADER_BG);
        for y in 0..super::header::HEIGHT as i32 {
            for x in (0..12).chain(latrunculi::WIDTH as i32 - 12..latrunculi::WIDTH as i32) {
                assert_eq!(picture.at(x, y), band, "ink at ({x}, {y})");
            }
        }
    }
    let g = &game.as_latrunculi().expect("a Latrunculi game");
    let (line, finished) = latrunculi::status_line(
        g,
        &RenderInfo {
            names,
            lang: Lang::En,
            resigned: None,
            extra: crate::render::StatusExtra::None,
        },
    );
    assert!(finished);
    assert!(line.contains('…'), "{line}");
}

#[test]
fn the_status_says_whose_turn_it_is_or_how_it_ended() {
    let game = capture_position();
    let g = &game.as_latrunculi().expect("a Latrunculi game");
    assert_eq!(
        latrunculi::status_line(g, &info()),
        ("Black to play — Atticus".to_string(), false)
    );
    let fr = RenderInfo {
        names: ["Cicéron", ""],
        lang: Lang::Fr,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    assert_eq!(
        latrunculi::status_line(g, &fr),
        ("Aux noirs de jouer".to_string(), false)
    );
    // Black has one piece left after white takes g6: white wins.
    let white = ["a1", "f6", "h8", "b6"].map(sq);
    let black = ["g6", "h1"].map(sq);
    let mut end = Latrunculi::from_squares(&white, &black, Side::First);
    end.play(&Move::Step {
        from: sq("h8"),
        to: sq("h7"),
    })
    .unwrap();
    end.play(&Move::Step {
        from: sq("h1"),
        to: sq("h2"),
    })
    .unwrap();
    end.play(&Move::Step {
        from: sq("h7"),
        to: sq("h6"),
    })
    .unwrap();
    assert!(end.outcome().is_some(), "{end:?}");
    let (line, finished) = latrunculi::status_line(&end, &info());
    assert!(finished);
    assert_eq!(line, "White wins — Cicero · black have a single piece left");
}

#[test]
fn the_text_board_shows_pieces_coordinates_and_state() {
    let game = capture_position();
    let board = text_board(&game, Lang::En);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "   a b c d e f g h");
    assert_eq!(lines[1], " 8 B . . . . . . W 8");
    assert_eq!(lines[3], " 6 . W . . . . B . 6");
    assert_eq!(lines[5], " 4 . . . W . W . . 4");
    assert_eq!(lines[8], " 1 W . . . . . . B 1");
    assert_eq!(lines[9], "   a b c d e f g h");
    assert_eq!(lines[10], "W white, B black, . empty");
    assert_eq!(lines[11], "Phase: movement (ordinarii)");
    assert_eq!(lines[12], "White: captures 1, in hand 0, on the board 5");
    assert_eq!(lines[13], "Black: captures 0, in hand 0, on the board 3");
    assert_eq!(lines[14], "Last move: c4-d4, taking e4");
    assert_eq!(lines[15], "Black to play");

    let mut start = AnyGame::new(Variant::LatrunculiPiso);
    start.play_text("a1").unwrap();
    let fr = text_board(&start, Lang::Fr);
    assert!(fr.contains("\n 1 B . . . . . . . 1\n"), "{fr}");
    assert!(fr.contains("B blancs, N noirs, . vide"), "{fr}");
    assert!(fr.contains("Phase : placement (vagi)"), "{fr}");
    assert!(
        fr.contains("Blancs : prises 0, en main 19, sur le plateau 1"),
        "{fr}"
    );
    assert!(fr.contains("Dernier coup : a1"), "{fr}");
    assert!(fr.contains("Aux noirs de jouer"), "{fr}");
}

/// Plays `plies` seeded random actions (rolling dice when chance acts) in any game.
pub(crate) fn random_any(variant: Variant, seed: u64, plies: usize) -> AnyGame {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    for _ in 0..plies {
        let rolls = game.chance_texts();
        let pick = if rolls.is_empty() {
            let legal = game.legal_move_texts();
            if legal.is_empty() {
                break;
            }
            legal[rng.random_range(0..legal.len())].clone()
        } else {
            rolls[rng.random_range(0..rolls.len())].0.clone()
        };
        game.play_text(&pick).unwrap();
    }
    game
}

/// Every game draws every position it reaches as a picture of a phone-friendly size whose
/// edges are the frame, in both languages, and as text; and the same position always gives
/// the same bytes.
#[test]
fn every_game_renders_every_stage_of_random_games() {
    for &variant in Variant::ALL {
        for seed in 0..3 {
            for plies in [0, 5, 30, 80, 100_000] {
                let game = random_any(variant, seed, plies);
                for lang in Lang::ALL {
                    let names = ["Marcus Tullius Cicero", "Τίτος Πομπώνιος Ἀττικός"];
                    let png = render_png(
                        &game,
                        &RenderInfo {
                            names,
                            lang,
                            resigned: None,
                            extra: crate::render::StatusExtra::None,
                        },
                    );
                    assert!(png.len() < 60 * 1024, "{variant}: {} bytes", png.len());
                    let picture = decode(&png);
                    assert!((400..=1200).contains(&picture.width), "{variant}");
                    assert!((400..=1200).contains(&picture.height), "{variant}");
                    assert_eq!(
                        png,
                        render_png(
                            &game,
                            &RenderInfo {
                                names,
                                lang,
                                resigned: None,
                                extra: crate::render::StatusExtra::None,
                            }
                        )
                    );
                    let text = text_board(&game, lang);
                    assert!(text.lines().count() >= 5, "{variant}: {text}");
                }
            }
        }
    }
}

/// Writes the sample pictures of the README to `docs/` (run with `--ignored`).
#[test]
#[ignore]
fn write_samples() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&dir).unwrap();
    let names = ["Cicero", "Atticus"];
    let samples = [
        (
            "board-start.png",
            AnyGame::new(Variant::LatrunculiPiso),
            Lang::En,
            names,
        ),
        ("board-placement.png", random_game(3, 17), Lang::Fr, names),
        ("board.png", midgame(), Lang::En, names),
        (
            "board-end.png",
            finished_game(),
            Lang::Fr,
            ["Marcus Tullius Cicero, consul", "Τίτος Πομπώνιος Ἀττικός ⚔"],
        ),
    ];
    // One midgame of every other game; for Seneca one where a held piece waits for removal.
    let mut samples: Vec<(String, AnyGame, Lang, [&str; 2])> = samples
        .into_iter()
        .map(|(file, game, lang, names)| (file.to_string(), game, lang, names))
        .collect();
    for &variant in Variant::ALL {
        let file = match variant {
            Variant::LatrunculiPiso => continue,
            _ => format!(
                "board-{}.png",
                variant.id().trim_start_matches("latrunculi-")
            ),
        };
        let wanted = |g: &AnyGame| match variant {
            Variant::LatrunculiSeneca => g.legal_move_texts().iter().any(|m| m.starts_with('x')),
            _ => g.outcome().is_none(),
        };
        let game = (0..400)
            .flat_map(|seed| [60, 90, 120, 250].map(|plies| (seed, plies)))
            .map(|(seed, plies)| random_any(variant, seed, plies))
            .find(wanted)
            .expect("a sample position");
        samples.push((file, game, Lang::En, names));
    }
    for (file, game, lang, names) in samples {
        let png = render_png(
            &game,
            &RenderInfo {
                names,
                lang,
                resigned: None,
                extra: crate::render::StatusExtra::None,
            },
        );
        std::fs::write(dir.join(&file), &png).unwrap();
        println!("{file}: {} bytes", png.len());
    }
}

/// Counts the pixels where each sample picture in `docs/` differs from the one of the same
/// name in the folder `SAMPLES_BEFORE` names (run with `--ignored` after `write_samples`, to
/// compare a change's pictures with the ones before it).
#[test]
#[ignore]
fn compare_samples() {
    let Ok(before) = std::env::var("SAMPLES_BEFORE") else {
        panic!("SAMPLES_BEFORE names the folder of the pictures to compare with");
    };
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut files: Vec<_> = std::fs::read_dir(&docs)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .collect();
    files.sort();
    for path in files {
        let name = path.file_name().unwrap();
        let Ok(old) = std::fs::read(std::path::Path::new(&before).join(name)) else {
            continue;
        };
        let (old, new) = (decode(&old), decode(&std::fs::read(&path).unwrap()));
        assert_eq!((old.width, old.height), (new.width, new.height));
        let differing = old
            .pixels
            .chunks_exact(3)
            .zip(new.pixels.chunks_exact(3))
            .filter(|(a, b)| a != b)
            .count();
        println!(
            "{}: {differing} of {} pixels differ",
            name.to_string_lossy(),
            new.width * new.height
        );
    }
}

/// The first seeded random game that ends with a winner.
fn finished_game() -> AnyGame {
    (0..200)
        .map(|seed| random_game(seed, 100_000))
        .find(|g| g.outcome().is_some_and(|o| o.winner.is_some()))
        .expect("some random game has a winner")
}

/// A midgame whose last step took a piece (the bench's position family).
fn midgame() -> AnyGame {
    (0..200)
        .map(|seed| random_game(seed, 60))
        .find(|g| {
            let l = g.as_latrunculi().expect("a Latrunculi game");
            g.outcome().is_none() && l.last_action().is_some_and(|a| a.captured != 0)
        })
        .unwrap_or_else(|| random_game(0, 60))
}

/// `/board square:`: a dot on every square the piece can reach, drawn over the board; the
/// other squares unchanged, and the picture still small.
#[test]
fn dots_mark_the_squares_a_piece_can_reach() {
    let white = ["d4", "a1", "h8"].map(sq);
    let black = ["d6", "h1", "a8"].map(sq);
    let game = AnyGame::LatrunculiPiso(Latrunculi::from_squares(&white, &black, Side::First));
    let moves = game.moves_from("D4");
    let mut dots: Vec<String> = moves.iter().map(|(_, r)| r.to.clone()).collect();
    dots.sort();
    assert_eq!(dots, ["c4", "d3", "d5", "e4"]);
    let plain = decode(&render_png(&game, &info()));
    let bytes = render_png_dotted(&game, &info(), &dots);
    assert!(bytes.len() <= 40 * 1024, "{} bytes", bytes.len());
    let dotted = decode(&bytes);
    assert_eq!((dotted.width, dotted.height), (plain.width, plain.height));
    let gold = palette().color(palette::GOLD + palette::INK_LEVELS);
    for name in &dots {
        assert_eq!(dotted.centre_of(name), gold, "a dot on {name}");
        assert_ne!(plain.centre_of(name), gold);
        assert_eq!(
            dotted.corner_of(name),
            plain.corner_of(name),
            "only the dot"
        );
    }
    for name in ["d4", "d6", "e5", "b2"] {
        assert_eq!(
            dotted.centre_of(name),
            plain.centre_of(name),
            "no dot on {name}"
        );
    }
    // Spots the board does not have are skipped; XII Scripta dots its points.
    assert_eq!(spot_centre(&game, "z9"), None);
    let xii = AnyGame::new(Variant::Duodecim);
    assert!(spot_centre(&xii, "36").is_some());
    assert_eq!(spot_centre(&xii, "37"), None);
    assert_eq!(spot_centre(&xii, "enter"), None);
    let points = ["3".to_string(), "20".to_string()];
    let xii_plain = decode(&render_png(&xii, &info()));
    let xii_dotted = decode(&render_png_dotted(&xii, &info(), &points));
    for p in &points {
        let (x, y) = spot_centre(&xii, p).unwrap();
        assert_eq!(xii_dotted.at(x, y), gold, "a dot on point {p}");
        assert_ne!(xii_plain.at(x, y), gold);
    }
    if let Ok(dir) = std::env::var("TABULA_DOTS_DIR") {
        std::fs::write(format!("{dir}/piso.png"), &bytes).unwrap();
        let xii_bytes = render_png_dotted(&xii, &info(), &points);
        std::fs::write(format!("{dir}/xii.png"), xii_bytes).unwrap();
    }
}
