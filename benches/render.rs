//! Render + encode time of a board picture, and its size.
//!
//! The position is a midgame reached by a seeded random sequence of legal moves (all 40
//! placements, then 20 steps), so every run measures the same picture; every other game is
//! measured at a seeded random midgame too. Run with `cargo bench --bench render`; the PNG sizes
//! are printed before the timings. A picture's compressed bands are forgotten before each
//! timing of one picture (each is then drawn as if nothing like it had been drawn before); the
//! `next move` timings draw the positions of games one move after another, as the bot does,
//! with the bands of earlier pictures kept.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{AnyGame, Variant};
use tabula::i18n::Lang;
use tabula::render::canvas::{compressed_bands_kept, forget_compressed_bands};
use tabula::render::{render_png, text_board, RenderInfo};

/// Plays `actions` random legal actions from the start (fewer if the game ends first).
fn random_game(variant: Variant, seed: u64, actions: usize) -> AnyGame {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    for _ in 0..actions {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        let pick = &moves[rng.random_range(0..moves.len())];
        game.play_text(pick).expect("a listed move is legal");
    }
    game
}

/// `pictures` positions of seeded random games of Latrunculi Piso in the order a bot draws them
/// when `at_once` games are played in turn: a move in each game, then the next move in each, and
/// so on; a game that ends or reaches 30 moves past its placements is followed by a new one. None
/// repeats, so a picture shares bands only with those before it in its own game (or by chance).
fn games_in_turn(at_once: usize, pictures: usize) -> Vec<AnyGame> {
    let fresh = |seed: u64| {
        let game = random_game(Variant::LatrunculiPiso, seed, 40);
        (SmallRng::seed_from_u64(seed), game, 0)
    };
    let mut seed = 1_000;
    let mut played: Vec<(SmallRng, AnyGame, usize)> = (0..at_once)
        .map(|_| {
            seed += 1;
            fresh(seed)
        })
        .collect();
    let mut order = Vec::with_capacity(pictures);
    while order.len() < pictures {
        for slot in &mut played {
            let legal = slot.1.legal_move_texts();
            if legal.is_empty() || slot.2 == 30 {
                seed += 1;
                *slot = fresh(seed);
            } else {
                let pick = &legal[slot.0.random_range(0..legal.len())];
                slot.1.play_text(pick).expect("a listed move is legal");
                slot.2 += 1;
            }
            order.push(slot.1.clone());
        }
    }
    order
}

/// Why the slab stays hand-written: the time it takes, and what drawing it on an RGBA buffer (as
/// the sprites are) would add at the least: mapping the finished picture back to the stone ramp,
/// each colour once (a cache of the colours already seen).
fn slab_figures() {
    use std::collections::HashMap;
    use tabula::render::board::{Grid, MARGIN};
    use tabula::render::canvas::Canvas;
    use tabula::render::palette::{self, palette};
    use tabula::render::raster;
    let grid = Grid {
        left: MARGIN,
        top: 124 + MARGIN,
        files: 8,
        ranks: 8,
        square: 80,
    };
    let began = std::time::Instant::now();
    let mut canvas = Canvas::new(720, 844, palette::HEADER_BG);
    grid.draw_slab(&mut canvas, 0x1a7e);
    let slab = began.elapsed();
    let began = std::time::Instant::now();
    let rgba = image::RgbaImage::from_fn(720, 844, |x, y| {
        let [r, g, b] = palette().color(canvas.get(x as usize, y as usize));
        image::Rgba([r, g, b, 255])
    });
    let mut seen = HashMap::new();
    let stone = palette::STONE..palette::STONE + 2 * palette::STONE_LEN;
    let back: Vec<u8> = rgba
        .pixels()
        .map(|p| {
            *seen
                .entry(*p)
                .or_insert_with(|| raster::nearest(*p, stone.clone()))
        })
        .collect();
    let mapping = began.elapsed();
    assert_eq!(back.len(), canvas.pixels.len());
    println!(
        "slab: hand-written {:.1} ms; RGBA round trip alone {:.1} ms",
        slab.as_secs_f64() * 1e3,
        mapping.as_secs_f64() * 1e3
    );
}

fn bench(c: &mut Criterion) {
    let info = RenderInfo {
        names: ["Marcus Tullius Cicero", "Titus Pomponius Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: tabula::render::StatusExtra::None,
    };
    let midgame = random_game(Variant::LatrunculiPiso, 7, 60);
    let start = AnyGame::new(Variant::LatrunculiPiso);
    // Start-up: the first picture of each game builds its cached slab and sprites (and the
    // glyphs it needs); timed once, before anything is warm.
    for &variant in Variant::ALL {
        let game = AnyGame::new(variant);
        let began = std::time::Instant::now();
        black_box(render_png(&game, &info));
        println!(
            "{variant} first render (builds its cache): {:.1} ms",
            began.elapsed().as_secs_f64() * 1e3
        );
    }
    slab_figures();
    // Warm the caches (background, sprites, glyphs) outside the measurement.
    for (label, game) in [("start", &start), ("midgame", &midgame)] {
        let png = render_png(game, &info);
        println!(
            "{label}: PNG {} bytes ({:.1} KiB)",
            png.len(),
            png.len() as f64 / 1024.0
        );
    }
    // The one-time drawing of one sprite: a board piece with its shadow (most sprites are).
    c.bench_function("sprite: 80 px disc with shadow", |b| {
        use tabula::render::{palette, sprites};
        let style = sprites::side_style(0, palette::PIECE_EDGE);
        let shape = sprites::DiscShape {
            tile: 80,
            radius: 30.0,
            shadow: Some(sprites::Shadow {
                offset: 3.0,
                depth: 8,
            }),
        };
        b.iter(|| sprites::disc(black_box(&style), black_box(&shape)))
    });
    // Every band compressed afresh: a picture nothing drawn before shares a band with (the
    // cost of every board before bands were kept).
    c.bench_function("render_png midgame", |b| {
        b.iter(|| {
            forget_compressed_bands();
            render_png(black_box(&midgame), black_box(&info))
        })
    });
    c.bench_function("render_png start", |b| {
        b.iter(|| {
            forget_compressed_bands();
            render_png(black_box(&start), black_box(&info))
        })
    });
    // As the bot draws them: each picture after the one before it in its game, with many games
    // in play at once (200, move by move in turn, as `e2e_load` plays them).
    for games in [1, 200] {
        let pictures = games_in_turn(games, 30_000);
        forget_compressed_bands();
        let mut next = pictures.iter().cycle();
        c.bench_function(
            &format!("render_png next move, {games} games in turn"),
            |b| b.iter(|| render_png(black_box(next.next().expect("cycles")), black_box(&info))),
        );
        let (bytes, hits, misses) = compressed_bands_kept();
        println!(
            "{games} games in turn: {:.1} MiB of compressed bands kept; {:.0}% of bands found kept",
            bytes as f64 / (1 << 20) as f64,
            100.0 * hits as f64 / (hits + misses).max(1) as f64
        );
    }
    c.bench_function("text_board midgame", |b| {
        b.iter(|| text_board(black_box(&midgame), Lang::Fr))
    });
    for &variant in Variant::ALL {
        if variant == Variant::LatrunculiPiso {
            continue;
        }
        let game = random_game(variant, 7, 80);
        let png = render_png(&game, &info);
        println!(
            "{variant} midgame: PNG {:.1} KiB",
            png.len() as f64 / 1024.0
        );
        c.bench_function(&format!("render_png {variant} midgame"), |b| {
            b.iter(|| {
                forget_compressed_bands();
                render_png(black_box(&game), black_box(&info))
            })
        });
    }
    diagrams(c, &info);
}

/// Every `/rules` diagram drawn from scratch (position replayed, board drawn, marks drawn with
/// imageproc, PNG encoded), without the cache the bot keeps: the slowest and largest printed.
fn diagrams(c: &mut Criterion, info: &RenderInfo) {
    use tabula::render::diagram::render_diagram;
    use tabula::service::rules;
    let mut all = Vec::new();
    for &variant in Variant::ALL.iter() {
        for page in rules::pages(variant) {
            let game = rules::position(variant, page).expect("the diagram replays");
            let marks = rules::marks(&game, page);
            all.push((format!("{variant} {}", page.topic), game, marks));
        }
    }
    let mut worst = (std::time::Duration::ZERO, String::new());
    let mut largest = (0, String::new());
    for (name, game, marks) in &all {
        let _ = render_diagram(game, info, marks);
        let runs = 20;
        let start = std::time::Instant::now();
        let mut size = 0;
        for _ in 0..runs {
            size = render_diagram(game, info, marks)
                .map(|p| p.len())
                .unwrap_or(0);
        }
        let each = start.elapsed() / runs;
        if each > worst.0 {
            worst = (each, name.clone());
        }
        if size > largest.0 {
            largest = (size, name.clone());
        }
    }
    println!(
        "rules diagrams: {} drawn; slowest {:.2} ms ({}), largest {:.1} KiB ({})",
        all.len(),
        worst.0.as_secs_f64() * 1000.0,
        worst.1,
        largest.0 as f64 / 1024.0,
        largest.1
    );
    let (name, game, marks) = all
        .iter()
        .find(|(n, ..)| *n == worst.1)
        .expect("the slowest is one of them");
    c.bench_function(&format!("rules diagram {name}"), |b| {
        b.iter(|| {
            forget_compressed_bands();
            render_diagram(black_box(game), black_box(info), black_box(marks))
        })
    });
}

/// A tournament's standings of 32 players after 9 rounds, as `/tournaments standings` draws it
/// (issue 32's target: ≤ 5 ms and ≤ 40 KiB), and a round's 16 pairings.
fn bench_tables(c: &mut Criterion) {
    use tabula::i18n::Lang;
    use tabula::render::table::render_table_png;
    use tabula::render::table::tournament::{
        pairings_table, standings_table, Pairing, PairingPlayer, PairingResult, Pairings,
        RoundCell, Standings, StandingsRow,
    };
    let names = [
        "Marcus Tullius Cicero",
        "Titus Pomponius Atticus",
        "Gaius Julius Caesar",
        "Zoë",
        "Livia Drusilla",
        "Publius Vergilius Maro",
        "Quintus Horatius Flaccus",
        "alice",
    ];
    let rows: Vec<StandingsRow> = (0..32u32)
        .map(|i| StandingsRow {
            rank: i + 1,
            name: format!("{} {}", names[i as usize % names.len()], i),
            rating: format!("{}", 2200 - 20 * i),
            half_points: 18u32.saturating_sub(i / 2),
            tie_breaks: vec![format!("{}½", 40 - i), format!("{}.25", 60 - i)],
            rounds: (0..9u32)
                .map(|r| match (i + r) % 4 {
                    0 => RoundCell::Win((i + r * 3) % 32 + 1),
                    1 => RoundCell::Loss((i + r * 5) % 32 + 1),
                    2 => RoundCell::Draw((i + r * 7) % 32 + 1),
                    _ if r == 4 => RoundCell::Bye,
                    _ => RoundCell::ForfeitWin,
                })
                .collect(),
            left: i == 20,
        })
        .collect();
    let standings = Standings {
        title: "T3 · Swiss · Latrunculi (Piso)".into(),
        subtitle: "final standings".into(),
        tie_breaks: vec!["Bh-1".into(), "SB".into()],
        rounds: 9,
        rows,
        more: 0,
    };
    let table = standings_table(Lang::En, &standings);
    let png = render_table_png(&table);
    println!(
        "standings of 32 players and 9 rounds: {:.1} KiB",
        png.len() as f64 / 1024.0
    );
    c.bench_function("standings picture: 32 players, 9 rounds", |b| {
        b.iter(|| render_table_png(black_box(&table)))
    });
    let player = |i: u32| PairingPlayer {
        name: format!("{} {}", names[i as usize % names.len()], i),
        rating: format!("{}", 2000 - 10 * i),
        half_points: 8 - i / 4,
    };
    let pairings = Pairings {
        title: "T3 · Swiss · Latrunculi (Piso)".into(),
        subtitle: "Round 5 of 9 · pairings".into(),
        sides: ["White".into(), "Black".into()],
        pairings: (0..16u32)
            .map(|b| Pairing {
                board: b + 1,
                first: player(2 * b),
                second: Some(player(2 * b + 1)),
                result: PairingResult::Pending,
            })
            .collect(),
    };
    let table = pairings_table(Lang::En, &pairings);
    c.bench_function("pairings picture: 16 boards", |b| {
        b.iter(|| render_table_png(black_box(&table)))
    });
}

/// A game review's pictures (issue 33's targets: ≤ 40 KiB each, a few milliseconds): the
/// win-chance chart of a 300-action Piso game and of a XII Scripta game (random play reviewed
/// at a small budget: the chart's cost does not depend on how good the moves were), and the
/// diagram of each one's largest turning point.
fn bench_review(c: &mut Criterion) {
    use tabula::ai::review::review;
    use tabula::render::review::{chart_png, turning_point_png};
    let names = ["Marcus Tullius Cicero", "Titus Pomponius Atticus"];
    let info = RenderInfo {
        names,
        lang: Lang::En,
        resigned: None,
        extra: tabula::render::StatusExtra::None,
    };
    for variant in [Variant::LatrunculiPiso, Variant::Duodecim] {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut game = AnyGame::new(variant);
        let mut actions = Vec::new();
        while actions.len() < 300 {
            let moves = game.legal_move_texts();
            if moves.is_empty() {
                break;
            }
            let pick = moves[rng.random_range(0..moves.len())].clone();
            game.play_text(&pick).expect("a listed move is legal");
            actions.push(pick);
        }
        let reviewed = review(variant, &actions, 100, 7, |_, _| {}).expect("the game replays");
        let png = chart_png(&reviewed, names, Lang::En);
        println!(
            "{variant} review chart, {} actions: {:.1} KiB",
            reviewed.steps.len(),
            png.len() as f64 / 1024.0
        );
        c.bench_function(&format!("review chart {variant}"), |b| {
            b.iter(|| {
                forget_compressed_bands();
                chart_png(black_box(&reviewed), names, Lang::En)
            })
        });
        let Some(&i) = reviewed.turning.first() else {
            continue;
        };
        let mut before = AnyGame::new(variant);
        for action in &actions[..i] {
            before.play_text(action).expect("the game replays");
        }
        let step = &reviewed.steps[i];
        let png = turning_point_png(&before, step, &info).expect("the moves have spots");
        println!(
            "{variant} turning point: {:.1} KiB",
            png.len() as f64 / 1024.0
        );
        c.bench_function(&format!("review turning point {variant}"), |b| {
            b.iter(|| {
                forget_compressed_bands();
                turning_point_png(black_box(&before), black_box(step), &info)
            })
        });
    }
}

criterion_group!(benches, bench, bench_tables, bench_review);
criterion_main!(benches);
