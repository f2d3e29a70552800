use super::*;
use crate::games::Variant;
use crate::i18n::Lang;

fn info() -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    }
}

/// The start and the position after each of `n` random legal actions of every game.
fn positions(variant: Variant, n: usize) -> Vec<AnyGame> {
    let mut game = AnyGame::new(variant);
    let mut out = vec![game.clone()];
    for i in 0..n {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        let pick = moves[(i * 7 + 3) % moves.len()].clone();
        game.play_text(&pick).expect("a legal move");
        out.push(game.clone());
    }
    out
}

/// Decodes a GIF into its frames composed on the screen, as a browser shows them.
fn decode(bytes: &[u8]) -> (usize, usize, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF header");
    let (w, h) = (decoder.width() as usize, decoder.height() as usize);
    let mut screen = vec![0u8; w * h];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let at = (frame.top as usize + y) * w + frame.left as usize + x;
                let px = frame.buffer[y * frame.width as usize + x];
                if frame.transparent != Some(px) {
                    screen[at] = px;
                }
            }
        }
        frames.push(screen.clone());
    }
    (w, h, frames)
}

#[test]
fn a_replay_gif_has_one_frame_per_position_and_each_frame_is_the_board() {
    for variant in Variant::ALL.iter().copied() {
        let games = positions(variant, 12);
        let gif = replay_gif(&games, &info());
        let (w, h, frames) = decode(&gif);
        assert_eq!(frames.len(), games.len(), "{variant}");
        for (i, game) in games.iter().enumerate() {
            let mut canvas = Canvas::new(0, 0, 0);
            draw(&mut canvas, game, &info());
            assert_eq!((w, h), (canvas.width, canvas.height));
            assert!(
                frames[i] == canvas.pixels,
                "{variant}: frame {i} differs from the board"
            );
        }
    }
}

#[test]
fn the_drawn_board_is_the_png_board() {
    for variant in Variant::ALL.iter().copied() {
        let game = positions(variant, 5).pop().unwrap();
        let mut canvas = Canvas::new(0, 0, 0);
        draw(&mut canvas, &game, &info());
        assert_eq!(
            canvas.encode_png(),
            super::super::render_png(&game, &info())
        );
    }
}

#[test]
fn later_frames_cover_only_what_changed() {
    let games = positions(Variant::LatrunculiPiso, 6);
    let gif = replay_gif(&games, &info());
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif.as_slice()).unwrap();
    let area = decoder.width() as usize * decoder.height() as usize;
    let mut sizes = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        sizes.push(frame.width as usize * frame.height as usize);
    }
    assert_eq!(sizes[0], area);
    assert!(sizes[1..].iter().all(|s| *s < area), "{sizes:?}");
}

#[test]
fn the_lzw_encoder_round_trips_runs_noise_and_dictionary_resets() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
    let (w, h) = (613usize, 419usize);
    let mut pixels = Vec::with_capacity(w * h);
    while pixels.len() < w * h {
        let len = rng.random_range(1..3000);
        if rng.random_bool(0.5) {
            pixels.extend(std::iter::repeat_n(RUN, len));
        } else {
            pixels.extend((0..len % 700).map(|_| rng.random_range(0..=255u8)));
        }
    }
    pixels.truncate(w * h);
    let mut lzw = Lzw::new();
    let mut packed = Vec::new();
    let mut gif = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut gif, w as u16, h as u16, &[0; 768]).unwrap();
        for _ in 0..2 {
            lzw.encode(&pixels, &mut packed);
            let frame = gif::Frame {
                width: w as u16,
                height: h as u16,
                buffer: Cow::Borrowed(&packed),
                ..gif::Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
    }
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(gif.as_slice()).unwrap();
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert!(frame.buffer.as_ref() == pixels.as_slice());
        frames += 1;
    }
    assert_eq!(frames, 2);
}

/// The start and every position of a long seeded random XII Scripta game, dice included.
fn long_duodecim() -> Vec<AnyGame> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(12);
    let mut game = AnyGame::new(Variant::Duodecim);
    let mut out = vec![game.clone()];
    while game.outcome().is_none() {
        let moves = game.legal_move_texts();
        let pick = moves[rng.random_range(0..moves.len())].clone();
        game.play_text(&pick).expect("a legal move");
        out.push(game.clone());
    }
    out
}

fn board(game: &AnyGame) -> Vec<u8> {
    let mut canvas = Canvas::new(0, 0, 0);
    draw(&mut canvas, game, &info());
    canvas.pixels
}

#[test]
fn a_replay_over_the_limit_keeps_fewer_frames_the_start_and_the_end() {
    let games = long_duodecim();
    let actions = games.len() - 1;
    assert!(actions > 300, "{actions} actions");
    let full = replay_gif(&games, &info());
    for divisor in [2, 5, 20] {
        let limit = full.len() / divisor;
        let started = std::time::Instant::now();
        let fitted = replay_gif_within(&games, &info(), limit);
        eprintln!(
            "{actions} actions, {} bytes in full; limit {limit}: {} bytes, {} shown, {:?}",
            full.len(),
            fitted.gif.len(),
            fitted.shown,
            started.elapsed()
        );
        assert!(fitted.fits && fitted.gif.len() <= limit, "1/{divisor}");
        assert!(fitted.shown < actions);
        let (_, _, frames) = decode(&fitted.gif);
        assert_eq!(frames.len(), fitted.shown + 1);
        assert!(
            frames[0] == board(&games[0]),
            "the first frame is the start"
        );
        assert!(
            *frames.last().unwrap() == board(games.last().unwrap()),
            "the last frame is the final position"
        );
    }
}

#[test]
fn a_replay_under_the_limit_is_the_whole_replay() {
    let games = positions(Variant::Duodecim, 40);
    let full = replay_gif(&games, &info());
    let fitted = replay_gif_within(&games, &info(), full.len());
    assert_eq!(
        fitted,
        FittedReplay {
            gif: full,
            shown: games.len() - 1,
            fits: true
        }
    );
}

#[test]
fn turns_merge_a_sides_dice_and_moves_and_nothing_in_an_alternating_game() {
    let games = long_duodecim();
    let turns = turn_ends(&games);
    assert_eq!(turns[0], 0);
    assert_eq!(*turns.last().unwrap(), games.len() - 1);
    assert!(
        turns.len() * 2 < games.len(),
        "{} of {}",
        turns.len(),
        games.len()
    );
    // Each kept position but the last hands over to the other side (or its dice).
    for pair in turns.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        let sides: std::collections::HashSet<_> = (from..to)
            .filter_map(|i| match games[i].to_act() {
                ToAct::Side(side) => Some(side),
                _ => None,
            })
            .collect();
        assert!(sides.len() <= 1, "{from}..{to} mixes both sides");
    }
    // One move a side at a time: every position ends a turn.
    let games = positions(Variant::LatrunculiPiso, 30);
    assert_eq!(turn_ends(&games), (0..games.len()).collect::<Vec<_>>());
}

#[test]
fn a_limit_below_two_frames_gives_the_final_position_alone() {
    let games = positions(Variant::Ergo, 20);
    let fitted = replay_gif_within(&games, &info(), 10);
    assert!(!fitted.fits);
    assert_eq!(fitted.shown, 1);
    let (_, _, frames) = decode(&fitted.gif);
    assert_eq!(frames.len(), 1);
    assert!(frames[0] == board(games.last().unwrap()));
}

#[test]
fn nothing_to_replay_gives_nothing() {
    assert!(replay_gif(std::iter::empty(), &info()).is_empty());
}
