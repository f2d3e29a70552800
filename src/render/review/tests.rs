use super::chart::{self, Frame, PLOT_BG, STRIP_GAP, STRIP_HEIGHT};
use super::*;
use crate::ai::review::{Actor, SideSummary};
use crate::ai::{self, Budget, Level};
use crate::games::Variant;
use crate::render::canvas::Canvas;
use crate::render::palette::{BASALT, INK, INK_LEVELS};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const RED: u8 = palette::RED + palette::RED_LEVELS - 1;

/// Width, height and palette indices of an indexed PNG.
fn decode(png: &[u8]) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width as usize, info.height as usize, buf)
}

/// Keeps `png` as `name` in `TABULA_REVIEW_DIR` when it is set (to look at the pictures).
fn keep(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("TABULA_REVIEW_DIR") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(std::path::Path::new(&dir).join(name), png).unwrap();
    }
}

/// A review built by hand: the first side's win chance at the start and after each action
/// (`values`), each action's actor from `actor`; no labels, no turning points.
fn synthetic(variant: Variant, values: &[f32], actor: impl Fn(usize) -> Actor) -> Review {
    let mut turns = 0;
    let mut last = None;
    let steps: Vec<Step> = (0..values.len() - 1)
        .map(|i| {
            let actor = actor(i);
            if let Actor::Side(s) = actor {
                if last != Some(s) {
                    turns += 1;
                    last = Some(s);
                }
            }
            Step {
                index: i,
                text: format!("a{i}"),
                actor,
                number: (turns as u32).max(1).div_ceil(2),
                before: values[i],
                after: values[i + 1],
                best: None,
                loss: 0.0,
                label: None,
                forced: false,
            }
        })
        .collect();
    let dice = steps.iter().any(|s| s.actor == Actor::Chance);
    let side = SideSummary {
        luck: dice.then_some(0.0),
        ..SideSummary::default()
    };
    Review {
        variant,
        steps,
        start: values[0],
        sides: [side.clone(), side],
        turning: Vec::new(),
        budget: 100,
        seed: 1,
    }
}

fn alternate(i: usize) -> Actor {
    Actor::Side(if i % 2 == 0 {
        Side::First
    } else {
        Side::Second
    })
}

/// XII Scripta's order: a roll, then the side that rolled moves.
fn roll_then_move(i: usize) -> Actor {
    if i % 2 == 0 {
        Actor::Chance
    } else {
        Actor::Side(if i % 4 == 1 {
            Side::First
        } else {
            Side::Second
        })
    }
}

/// A game of `actions` actions: the centurion computer on both sides (at a hundred iterations,
/// fast in a debug build), a random move every
/// `random_every` decisions (errors for the review to find), random rolls.
fn played(variant: Variant, seed: u64, actions: usize, random_every: usize) -> Vec<String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut out = Vec::new();
    let mut decisions = 0;
    while out.len() < actions {
        let text = match game.to_act() {
            crate::games::ToAct::Nobody => break,
            crate::games::ToAct::Chance => ai::random_action(&game, &mut rng),
            crate::games::ToAct::Side(_) => {
                decisions += 1;
                if decisions % random_every == 0 {
                    ai::random_action(&game, &mut rng)
                } else {
                    let budget = Budget {
                        iterations: 100,
                        deadline: None,
                    };
                    ai::choose(&game, Level::Centurion, rng.random(), budget).map(|c| c.text)
                }
            }
        };
        let Some(text) = text else { break };
        game.play_text(&text).unwrap();
        out.push(text);
    }
    out
}

fn real_review(variant: Variant, seed: u64, actions: usize, random_every: usize) -> Review {
    let actions = played(variant, seed, actions, random_every);
    ai::review::review(variant, &actions, 100, seed, |_, _| {}).unwrap()
}

/// How many pixels of `canvas` in the box round `(x, y)` (`r` pixels each way) are `index`.
fn count_near(canvas: &Canvas, (x, y): (f32, f32), r: i32, index: u8) -> usize {
    let (x, y) = (x.round() as i32, y.round() as i32);
    let mut n = 0;
    for py in (y - r).max(0)..(y + r + 1).min(canvas.height as i32) {
        for px in (x - r).max(0)..(x + r + 1).min(canvas.width as i32) {
            n += usize::from(canvas.get(px as usize, py as usize) == index);
        }
    }
    n
}

#[test]
fn the_chart_is_720_pixels_wide_and_about_320_high() {
    let review = synthetic(
        Variant::LatrunculiPiso,
        &[0.5, 0.6, 0.4, 0.7, 0.2],
        alternate,
    );
    let (width, height, _) = decode(&chart_png(&review, ["alice", "bob"], Lang::En));
    assert_eq!(width, 720);
    assert!((300..=340).contains(&height), "{height}");
}

#[test]
fn a_300_action_piso_review_s_chart_is_at_most_40_kib() {
    let review = real_review(Variant::LatrunculiPiso, 3, 300, 9);
    assert_eq!(review.steps.len(), 300);
    let png = chart_png(
        &review,
        ["Marcus Tullius Cicero", "Titus Atticus"],
        Lang::En,
    );
    keep("chart-piso.png", &png);
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    // The worst case for the encoder: the win chance jumping about at every action.
    let mut rng = SmallRng::seed_from_u64(5);
    let values: Vec<f32> = (0..301).map(|_| rng.random::<f32>()).collect();
    let mut jagged = synthetic(Variant::LatrunculiPiso, &values, alternate);
    jagged.turning = vec![10, 50, 120, 200, 290];
    let png = chart_png(
        &jagged,
        ["Marcus Tullius Cicero", "Titus Atticus"],
        Lang::En,
    );
    assert!(png.len() <= 40 * 1024, "jagged: {} bytes", png.len());
}

#[test]
fn the_first_side_s_area_is_ivory_above_half_and_the_second_s_basalt_below() {
    let mut values = vec![0.91; 11];
    values.extend([0.1; 10]);
    let review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    let canvas = chart::draw(&review, ["alice", "bob"], Lang::En);
    let frame = Frame::of(&review);
    let (early, late) = (frame.x(5), frame.x(15));
    // Between the curve and 50%: the side's colour; beyond the curve: the plot's background.
    assert_eq!(
        count_near(&canvas, (early, frame.y(0.7)), 2, INK + INK_LEVELS),
        25
    );
    assert_eq!(count_near(&canvas, (late, frame.y(0.3)), 2, BASALT + 9), 25);
    assert_eq!(count_near(&canvas, (early, frame.y(0.3)), 2, PLOT_BG), 25);
    assert_eq!(count_near(&canvas, (late, frame.y(0.95)), 2, PLOT_BG), 25);
    // The curve's edge is anti-aliased: the pixel it crosses (a third covered) is a step of the
    // ink ramp between the two.
    let y = frame.y(0.91);
    assert!(y.fract() > 0.2 && y.fract() < 0.8, "{y}");
    let edge = canvas.get(frame.x(3) as usize, y.floor() as usize);
    assert!(edge > PLOT_BG && edge < INK + INK_LEVELS, "{edge}");
}

#[test]
fn the_turning_points_are_dots_in_their_label_s_colour_where_the_decision_lands() {
    let values: Vec<f32> = (0..=60)
        .map(|k| match k {
            0..=10 => 0.55,
            11..=30 => 0.3,
            31..=50 => 0.75,
            _ => 0.62,
        })
        .collect();
    let mut review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    // A blunder of the first side (step 10), a mistake of the second (30), an inaccuracy of the
    // first (50).
    for (i, label) in [
        (10, Label::Blunder),
        (30, Label::Mistake),
        (50, Label::Inaccuracy),
    ] {
        review.steps[i].label = Some(label);
        review.steps[i].loss = label.threshold();
    }
    review.turning = vec![10, 30, 50];
    let canvas = chart::draw(&review, ["alice", "bob"], Lang::En);
    let frame = Frame::of(&review);
    for (i, colour) in [
        (10, label_colour(Some(Label::Blunder))),
        (30, label_colour(Some(Label::Mistake))),
        (50, label_colour(Some(Label::Inaccuracy))),
    ] {
        let at = (frame.x(i + 1), frame.y(values[i + 1]));
        assert!(count_near(&canvas, at, 3, colour) >= 20, "step {i}");
        // Not a step away.
        let beside = (frame.x(i + 4), frame.y(values[i + 4]));
        assert_eq!(count_near(&canvas, beside, 3, colour), 0, "beside step {i}");
    }
    // Three colours, each its own.
    let colours =
        [Label::Blunder, Label::Mistake, Label::Inaccuracy].map(|l| label_colour(Some(l)));
    assert!(colours[0] != colours[1] && colours[1] != colours[2] && colours[0] != colours[2]);
    // Without turning points, no dot.
    review.turning.clear();
    let bare = chart::draw(&review, ["alice", "bob"], Lang::En);
    let at = (frame.x(11), frame.y(values[11]));
    assert_eq!(count_near(&bare, at, 3, colours[0]), 0);
}

#[test]
fn a_xii_scripta_review_s_rolls_are_drawn_apart_in_a_strip_under_the_chart() {
    // Rolls at even steps: step 8 a lucky roll for the first side (+30 points), step 20 one for
    // the second (−25), the others nearly nothing; decisions at odd steps move the line too.
    let mut values = vec![0.5f32];
    for i in 0..40 {
        let last = *values.last().unwrap();
        let next = match i {
            8 => last + 0.30,
            20 => last - 0.25,
            i if i % 2 == 1 => last + if i % 4 == 1 { 0.04 } else { -0.04 },
            _ => last + 0.005,
        };
        values.push(next);
    }
    let review = synthetic(Variant::Duodecim, &values, roll_then_move);
    let canvas = chart::draw(&review, ["alice", "bob"], Lang::En);
    keep(
        "synthetic-rolls.png",
        &chart_png(&review, ["alice", "bob"], Lang::En),
    );
    let frame = Frame::of(&review);
    let mid = (frame.bottom as i32 + STRIP_GAP + STRIP_HEIGHT / 2) as f32;
    let bar = |i: usize| (frame.x(i) + frame.x(i + 1)) / 2.0;
    let ivory = INK + INK_LEVELS;
    let basalt = BASALT + 9;
    // The lucky roll: a tall ivory bar up; the unlucky one a tall basalt bar down.
    assert!(count_near(&canvas, (bar(8), mid - 8.0), 2, ivory) >= 5);
    assert!(count_near(&canvas, (bar(20), mid + 8.0), 2, basalt) >= 5);
    // Decisions get no bar, however much they moved the line; every roll gets one, however
    // little it moved it (a column three pixels wide across the strip).
    let bars = |i: usize| {
        let x = bar(i).round() as usize;
        let mut n = 0;
        for y in mid as usize - STRIP_HEIGHT as usize / 2..mid as usize + STRIP_HEIGHT as usize / 2
        {
            for x in x - 1..=x + 1 {
                n += usize::from(canvas.get(x, y) == ivory || canvas.get(x, y) == basalt);
            }
        }
        n
    };
    for i in [7, 9, 19, 21] {
        assert_eq!(bars(i), 0, "decision {i}");
    }
    for i in [2, 4, 6] {
        assert!(bars(i) > 0, "roll {i}");
    }
    // A game without dice has no strip: the plot goes on down.
    let piso = synthetic(Variant::LatrunculiPiso, &values, alternate);
    assert!(Frame::of(&piso).bottom > mid);
}

#[test]
fn a_turning_point_shows_the_move_played_in_red_and_the_better_one_in_green() {
    // Past the placements (40 in Piso), where pieces move.
    let mut rng = SmallRng::seed_from_u64(2);
    let mut before = AnyGame::new(Variant::LatrunculiPiso);
    for _ in 0..44 {
        let action = ai::random_action(&before, &mut rng).unwrap();
        before.play_text(&action).unwrap();
    }
    let centre = |route: &crate::games::Route| {
        let a = crate::render::spot_centre(&before, &route.from).unwrap();
        let b = crate::render::spot_centre(&before, &route.to).unwrap();
        ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
    };
    let routes = before.routes();
    let (played, played_route) = routes.first().unwrap().clone();
    // The better move: the one whose arrow is farthest from the played one's.
    let p = centre(&played_route);
    let (best, best_route) = routes
        .iter()
        .max_by_key(|(_, r)| {
            let c = centre(r);
            (c.0 - p.0).pow(2) + (c.1 - p.1).pow(2)
        })
        .unwrap()
        .clone();
    let step = Step {
        index: 0,
        text: played.clone(),
        actor: Actor::Side(Side::First),
        number: 1,
        before: 0.5,
        after: 0.2,
        best: Some(best.clone()),
        loss: 0.3,
        label: Some(Label::Blunder),
        forced: false,
    };
    let info = RenderInfo::unnamed(Lang::En);
    let png = turning_point_png(&before, &step, &info).unwrap();
    keep("turning-piso-start.png", &png);
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    let (width, _, pixels) = decode(&png);
    let near = |pixels: &[u8], route: &crate::games::Route, index: u8| {
        let (x, y) = centre(route);
        let mut n = 0;
        for py in y - 6..=y + 6 {
            for px in x - 6..=x + 6 {
                n += usize::from(pixels[py as usize * width + px as usize] == index);
            }
        }
        n
    };
    assert!(near(&pixels, &played_route, RED) > 40, "red on {played}");
    assert_eq!(near(&pixels, &played_route, palette::GREEN), 0);
    assert!(
        near(&pixels, &best_route, palette::GREEN) > 40,
        "green on {best}"
    );
    assert_eq!(near(&pixels, &best_route, RED), 0);
    // The move played was the best: only the green arrow.
    let good = Step {
        best: Some(played.clone()),
        ..step
    };
    let (_, _, pixels) = decode(&turning_point_png(&before, &good, &info).unwrap());
    let (_, _, plain) = decode(&crate::render::render_png(&before, &info));
    let count = |pixels: &[u8], index: u8| pixels.iter().filter(|&&p| p == index).count();
    assert!(count(&pixels, palette::GREEN) > 300);
    assert!(near(&pixels, &played_route, palette::GREEN) > 40);
    // No red but the board's own (the cross on a piece the last move took).
    assert_eq!(count(&pixels, RED), count(&plain, RED));
    assert_eq!(
        turning_marks(&before, &good).unwrap(),
        [Mark::Better(vec![
            played_route.from.clone(),
            played_route.to.clone()
        ])]
    );
}

#[test]
fn an_ergo_placement_gets_red_and_green_rings() {
    let before = AnyGame::new(Variant::Ergo);
    let moves = before.legal_move_texts();
    let (played, best) = (moves[0].clone(), moves[moves.len() - 1].clone());
    let step = Step {
        index: 0,
        text: played.clone(),
        actor: Actor::Side(Side::First),
        number: 1,
        before: 0.5,
        after: 0.4,
        best: Some(best.clone()),
        loss: 0.1,
        label: Some(Label::Mistake),
        forced: false,
    };
    assert_eq!(
        turning_marks(&before, &step).unwrap(),
        [
            Mark::PlayedRing(played.clone()),
            Mark::BetterRing(best.clone())
        ]
    );
    let png = turning_point_png(&before, &step, &RenderInfo::unnamed(Lang::En)).unwrap();
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    let (width, _, pixels) = decode(&png);
    let ring_pixels = |spot: &str, index: u8| {
        let ((x, y), radius) = crate::render::ring_at(&before, spot).unwrap();
        let r = radius.round() as i32;
        // The band of the ring: pixels about `radius` from the centre.
        let mut n = 0;
        for py in y - r - 4..=y + r + 4 {
            for px in x - r - 4..=x + r + 4 {
                let d = (((px - x).pow(2) + (py - y).pow(2)) as f32).sqrt();
                if (d - radius).abs() <= 3.0 {
                    n += usize::from(pixels[py as usize * width + px as usize] == index);
                }
            }
        }
        n
    };
    assert!(ring_pixels(&played, RED) > 40);
    assert!(ring_pixels(&best, palette::GREEN) > 40);
    assert_eq!(ring_pixels(&played, palette::GREEN), 0);
}

#[test]
fn an_action_the_position_refuses_is_an_error_not_a_panic() {
    let before = AnyGame::new(Variant::LatrunculiPiso);
    let step = Step {
        index: 0,
        text: "z9-z10".to_string(),
        actor: Actor::Side(Side::First),
        number: 1,
        before: 0.5,
        after: 0.5,
        best: None,
        loss: 0.0,
        label: None,
        forced: false,
    };
    let info = RenderInfo::unnamed(Lang::En);
    assert_eq!(
        turning_point_png(&before, &step, &info),
        Err(UnknownSpot("z9-z10".to_string()))
    );
}

#[test]
fn the_same_review_draws_the_same_bytes() {
    let review = real_review(Variant::Duodecim, 11, 60, 5);
    let first = chart_png(&review, ["alice", "bob"], Lang::Fr);
    assert_eq!(first, chart_png(&review, ["alice", "bob"], Lang::Fr));
    // The same game reviewed again with the same seed: the same picture.
    let again = real_review(Variant::Duodecim, 11, 60, 5);
    assert_eq!(first, chart_png(&again, ["alice", "bob"], Lang::Fr));
    assert_ne!(first, chart_png(&review, ["alice", "bob"], Lang::En));
    let before = AnyGame::new(Variant::LatrunculiPiso);
    let moves = before.legal_move_texts();
    let step = Step {
        index: 0,
        text: moves[0].clone(),
        actor: Actor::Side(Side::First),
        number: 1,
        before: 0.5,
        after: 0.3,
        best: Some(moves[1].clone()),
        loss: 0.2,
        label: Some(Label::Blunder),
        forced: false,
    };
    let info = RenderInfo::unnamed(Lang::En);
    assert_eq!(
        turning_point_png(&before, &step, &info),
        turning_point_png(&before, &step, &info)
    );
}

#[test]
fn the_text_chart_is_a_sparkline_with_the_turning_points_under_it() {
    let values: Vec<f32> = (0..=300)
        .map(|k| if k <= 150 { 0.95 } else { 0.05 })
        .collect();
    let mut review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    review.turning = vec![149, 30];
    let text = chart_text(&review, ["alice", "bob"], Lang::En);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].contains("alice") && lines[0].contains("bob"));
    let spark: Vec<char> = lines[1].chars().collect();
    assert_eq!(spark.len(), sparkline::COLUMNS);
    assert_eq!(spark[0], '█');
    assert_eq!(spark[59], '▁');
    // The turning points' numbers under their columns (point 150 is column 29, point 31 is 6).
    let marks: Vec<char> = lines[2].chars().collect();
    assert_eq!(marks[29], '1', "{text}");
    assert_eq!(marks[6], '2', "{text}");
    assert!(lines[2].ends_with("turning points"));
    assert!(
        lines[3].starts_with('1') && lines[3].ends_with("move"),
        "{text}"
    );
}

#[test]
fn the_text_chart_of_a_dice_game_marks_the_big_rolls() {
    let mut values = vec![0.5f32];
    for i in 0..40 {
        let last = *values.last().unwrap();
        values.push(match i {
            8 => last + 0.30,
            20 => last - 0.25,
            _ => last,
        });
    }
    let review = synthetic(Variant::Duodecim, &values, roll_then_move);
    let text = chart_text(&review, ["alice", "bob"], Lang::De);
    let lines: Vec<&str> = text.lines().collect();
    let rolls = lines
        .iter()
        .find(|l| l.ends_with("Würfel"))
        .unwrap_or_else(|| panic!("{text}"));
    let marks: Vec<char> = rolls.chars().collect();
    assert_eq!(marks[9], '+', "{text}");
    assert_eq!(marks[21], '-', "{text}");
    assert_eq!(marks.iter().filter(|&&c| c == '+' || c == '-').count(), 2);
}

#[test]
fn the_axis_shows_a_handful_of_round_move_numbers() {
    let values = vec![0.5f32; 301];
    let review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    let numbers: Vec<u32> = axis_numbers(&review, 10).iter().map(|n| n.0).collect();
    assert_eq!(numbers, [1, 20, 40, 60, 80, 100, 120, 140]);
    let short = synthetic(Variant::LatrunculiPiso, &values[..13], alternate);
    let numbers: Vec<u32> = axis_numbers(&short, 10).iter().map(|n| n.0).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
}

#[test]
fn the_example_pictures_of_real_reviews_fit_the_targets() {
    // A XII Scripta game, Piso's and Ergo's turning points, from real reviews.
    let actions = played(Variant::Duodecim, 1, 400, 4);
    let review = ai::review::review(Variant::Duodecim, &actions, 100, 1, |_, _| {}).unwrap();
    let png = chart_png(&review, ["Marcus", "Titus"], Lang::En);
    keep("chart-duodecim.png", &png);
    assert!(png.len() <= 40 * 1024);
    for (page, &i) in review.turning.iter().enumerate() {
        let mut before = AnyGame::new(Variant::Duodecim);
        for a in &actions[..i] {
            before.play_text(a).unwrap();
        }
        let info = RenderInfo::unnamed(Lang::En);
        let png = turning_point_png(&before, &review.steps[i], &info).unwrap();
        keep(&format!("turning-duodecim-{}.png", page + 1), &png);
        assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    }
    let actions = played(Variant::LatrunculiPiso, 3, 300, 9);
    let review = ai::review::review(Variant::LatrunculiPiso, &actions, 100, 3, |_, _| {}).unwrap();
    let info = RenderInfo {
        names: ["Marcus Tullius Cicero", "Titus Atticus"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    for (page, &i) in review.turning.iter().enumerate() {
        let mut before = AnyGame::new(Variant::LatrunculiPiso);
        for a in &actions[..i] {
            before.play_text(a).unwrap();
        }
        let png = turning_point_png(&before, &review.steps[i], &info).unwrap();
        keep(&format!("turning-piso-{}.png", page + 1), &png);
        assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    }
    let actions = played(Variant::Ergo, 4, 60, 5);
    let review = ai::review::review(Variant::Ergo, &actions, 100, 4, |_, _| {}).unwrap();
    let &i = review.turning.first().expect("a turning point");
    let mut before = AnyGame::new(Variant::Ergo);
    for a in &actions[..i] {
        before.play_text(a).unwrap();
    }
    let marks = turning_marks(&before, &review.steps[i]).unwrap();
    assert!(marks
        .iter()
        .all(|m| matches!(m, Mark::PlayedRing(_) | Mark::BetterRing(_))));
    let png = turning_point_png(&before, &review.steps[i], &info).unwrap();
    keep("turning-ergo.png", &png);
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
}

#[test]
fn in_ergo_the_first_side_s_area_is_basalt_as_its_pieces_are() {
    let mut values = vec![0.91; 11];
    values.extend([0.1; 10]);
    let review = synthetic(Variant::Ergo, &values, alternate);
    let canvas = chart::draw(&review, ["alice", "bob"], Lang::En);
    let frame = Frame::of(&review);
    assert_eq!(side_colours(Variant::Ergo), [1, 0]);
    assert_eq!(side_colours(Variant::LatrunculiPiso), [0, 1]);
    assert_eq!(
        count_near(&canvas, (frame.x(5), frame.y(0.7)), 2, BASALT + 9),
        25
    );
    assert_eq!(
        count_near(&canvas, (frame.x(15), frame.y(0.3)), 2, INK + INK_LEVELS),
        25
    );
}

/// The chart's alt text says the same facts as text: both players, the first side's win chance
/// at the start and the end, its lowest and highest points with the moves after which they
/// came, and the turning points in their pages' order; in every language, within the limit.
#[test]
fn the_chart_s_alt_text_says_its_points_and_turning_points() {
    let values: Vec<f32> = (0..=300)
        .map(|k| match k {
            0 => 0.5,
            40 => 0.97,
            200 => 0.02,
            k if k <= 150 => 0.9,
            _ => 0.1,
        })
        .collect();
    let mut review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    review.turning = vec![149, 30];
    let alt = chart_alt(&review, ["alice", "bob"], Lang::En);
    assert_eq!(
        alt,
        "Win-chance chart: alice against bob\n\
         Win chance of alice over 300 actions: 50% at the start, 10% at the end; lowest 2% \
         after 100… a199, highest 97% after 20… a39.\n\
         Turning points: 75… a149, 16. a30."
    );
    for lang in Lang::ALL {
        let alt = chart_alt(&review, ["alice", "bob"], lang);
        assert!(alt.contains("a199") && alt.contains("a39") && alt.contains("a149"));
        assert!(alt.chars().count() <= crate::render::alt::MAX);
    }
}

/// A chart and a turning point with an Arabic and a Japanese name, kept in `TABULA_REVIEW_DIR`
/// (run with `--ignored`, to look at them).
#[test]
#[ignore]
fn write_script_pictures() {
    let values = [0.5, 0.6, 0.4, 0.7, 0.2, 0.35, 0.8, 0.9];
    let review = synthetic(Variant::LatrunculiPiso, &values, alternate);
    keep(
        "chart-scripts.png",
        &chart_png(&review, ["عبد الرحمن", "山田 たろう"], Lang::En),
    );
    let actions = played(Variant::LatrunculiPiso, 3, 60, 9);
    let review = ai::review::review(Variant::LatrunculiPiso, &actions, 50, 3, |_, _| {}).unwrap();
    let &i = review.turning.first().expect("a turning point");
    let mut before = AnyGame::new(Variant::LatrunculiPiso);
    for a in &actions[..i] {
        before.play_text(a).unwrap();
    }
    let info = RenderInfo {
        names: ["김민준 👍🏽", "שלמה המלך"],
        lang: Lang::En,
        resigned: None,
        extra: crate::render::StatusExtra::None,
    };
    let png = turning_point_png(&before, &review.steps[i], &info).unwrap();
    keep("turning-scripts.png", &png);
}
