use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::ai::review::{review, Actor, Review};
use crate::ai::{Budget, Level};
use crate::games::{AnyGame, Duodecim, Variant};

/// The XII Scripta position inside.
fn xii(game: &AnyGame) -> &Duodecim {
    match game {
        AnyGame::Duodecim(g) => g,
        _ => panic!("not XII Scripta"),
    }
}

/// The review's budget in these tests: luck does not depend on it (the enumeration has no
/// budget), so the searches are kept as small as a review allows.
const BUDGET: u32 = 100;

/// A game of XII Scripta, moves by `level`, rolls drawn by weight except those `rig` gives
/// (it is asked with the side to roll and the rolls with their weights), at most `max` actions:
/// the dice are written into the game's actions like any other action.
fn game_with(
    seed: u64,
    level: Level,
    max: usize,
    mut rig: impl FnMut(Side, &[(String, u32)], &mut SmallRng) -> Option<String>,
) -> Vec<String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(Variant::Duodecim);
    let mut actions = Vec::new();
    while game.outcome().is_none() && actions.len() < max {
        let text = match game.to_act() {
            ToAct::Chance => {
                let roller = xii(&game).turn();
                rig(roller, &game.chance_texts(), &mut rng)
                    .unwrap_or_else(|| crate::ai::tests::pick_roll(&game, &mut rng))
            }
            _ => {
                crate::ai::choose(&game, level, rng.random(), Budget::iterations(level))
                    .expect("a side acts")
                    .text
            }
        };
        game.play_text(&text).expect("legal");
        actions.push(text);
    }
    actions
}

/// The sum of a roll's three dice, from its text (`roll:1-3-4`).
fn pips(roll: &str) -> u32 {
    roll.trim_start_matches("roll:")
        .split('-')
        .map(|d| d.parse::<u32>().expect("a die"))
        .sum()
}

/// A roll drawn by weight among those whose dice add up to a sum `keep` accepts.
fn among(rolls: &[(String, u32)], rng: &mut SmallRng, keep: impl Fn(u32) -> bool) -> String {
    let kept: Vec<&(String, u32)> = rolls.iter().filter(|(r, _)| keep(pips(r))).collect();
    let total: u32 = kept.iter().map(|(_, w)| w).sum();
    let mut pick = rng.random_range(0..total);
    for (r, w) in kept {
        if pick < *w {
            return r.clone();
        }
        pick -= w;
    }
    unreachable!("the pick is below the total")
}

fn reviewed(actions: &[String], seed: u64) -> Review {
    review(Variant::Duodecim, actions, BUDGET, seed, |_, _| {}).expect("a legal game")
}

/// Both sides' luck, in points.
fn lucks(review: &Review) -> [f32; 2] {
    [0, 1].map(|i| review.sides[i].luck.expect("XII Scripta has dice"))
}

#[test]
fn every_roll_is_valued_and_luck_is_zero_in_expectation() {
    let actions = game_with(3, Level::Novice, 40, |_, _, _| None);
    let mut game = AnyGame::new(Variant::Duodecim);
    let mut checked = 0;
    for text in &actions {
        if let Some(rolls) = rolls(xii(&game)) {
            assert_eq!(rolls.values.len(), 56);
            let total: u32 = rolls.values.iter().map(|(_, _, w)| w).sum();
            assert_eq!(total, 216);
            let mean: f64 = rolls
                .values
                .iter()
                .map(|(r, _, w)| f64::from(*w) * f64::from(rolls.luck_of(r).unwrap()))
                .sum::<f64>()
                / 216.0;
            assert!(mean.abs() < 1e-5, "the mean luck is 0: {mean}");
            // Valued again, the same: no seed, no search.
            assert_eq!(Some(&rolls), super::rolls(xii(&game)).as_ref());
            checked += 1;
        }
        game.play_text(text).unwrap();
    }
    assert!(checked >= 5, "{checked} rolls");
}

#[test]
fn a_bigger_roll_in_a_race_is_luckier_for_its_roller() {
    // The start: every piece in reserve, a die enters on its own point.
    let start = <Duodecim as crate::games::Game>::new();
    let rolls = rolls(&start).expect("the first roll");
    let six = rolls.luck_of("roll:6-6-6").unwrap();
    let one = rolls.luck_of("roll:1-1-1").unwrap();
    assert!(six > 0.0 && one < 0.0 && six > one, "{six} {one}");
}

#[test]
fn the_roll_rows_add_up_to_each_sides_luck() {
    let actions = game_with(5, Level::Novice, 120, |_, _, _| None);
    let review = reviewed(&actions, 5);
    let mut sums = [0.0f32; 2];
    let mut game = AnyGame::new(Variant::Duodecim);
    for step in &review.steps {
        if step.actor == Actor::Chance {
            let roller = xii(&game).turn();
            let sign = if roller == Side::First { 1.0 } else { -1.0 };
            sums[roller.index()] += sign * (step.after - step.before) * 100.0;
        }
        game.play_text(&step.text).unwrap();
    }
    let luck = lucks(&review);
    for i in 0..2 {
        assert!((sums[i] - luck[i]).abs() < 0.01, "{sums:?} {luck:?}");
    }
    assert!(
        sums.iter().any(|s| s.abs() > 1.0),
        "the rolls moved: {sums:?}"
    );
}

/// The seeds of the luck tests: each a different game.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=10;

#[test]
fn the_side_given_the_best_rolls_comes_out_luckier_in_nine_seeds_of_ten() {
    let mut luckier = 0;
    let mut seen = Vec::new();
    for seed in SEEDS {
        // Each colour in turn is given rolls of 13 pips or more, the other rolls of 8 or
        // fewer, for the game's first 60 actions (some 18 rolls).
        let lucky = if seed % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let actions = game_with(seed, Level::Novice, 60, |roller, rolls, rng| {
            Some(if roller == lucky {
                among(rolls, rng, |p| p >= 13)
            } else {
                among(rolls, rng, |p| p <= 8)
            })
        });
        let luck = lucks(&reviewed(&actions, seed));
        seen.push((lucky, luck));
        if luck[lucky.index()] > luck[lucky.other().index()] {
            luckier += 1;
        }
    }
    assert!(luckier >= 9, "{luckier} of 10: {seen:?}");
}

/// Games of `level` against itself with honest dice, at most `max` actions each: each game's
/// sum of both sides' luck (points), and every roll's luck for its roller (points).
fn self_play(level: Level, max: usize) -> (Vec<f32>, Vec<f32>) {
    let mut sums = Vec::new();
    let mut each = Vec::new();
    for seed in SEEDS {
        let actions = game_with(seed, level, max, |_, _, _| None);
        let mut game = AnyGame::new(Variant::Duodecim);
        let mut sum = 0.0;
        for text in &actions {
            if let Some(rolls) = rolls(xii(&game)) {
                let luck = rolls.luck_of(text).expect("a roll of the list") * 100.0;
                sum += luck;
                each.push(luck);
            }
            game.play_text(text).unwrap();
        }
        sums.push(sum);
    }
    (sums, each)
}

/// Whether the mean of `each` is within `k` standard errors of 0.
fn centred(each: &[f32], k: f32) -> (bool, f32, f32) {
    let n = each.len() as f32;
    let mean = each.iter().sum::<f32>() / n;
    let var = each.iter().map(|x| (x - mean).powi(2)).sum::<f32>() / (n - 1.0);
    let se = (var / n).sqrt();
    (mean.abs() <= k * se, mean, se)
}

/// Over games of the computer against itself the rolls' luck is centred on 0: a valuation that
/// flattered rolls (the old one gave both sides +10 to +77 points a game) fails it. A single
/// game's sum is not near 0 (each side's luck is a sum of some hundred rolls' luck: see the
/// ignored measurement below), so the test reads the mean over every roll of ten games.
#[test]
fn over_games_of_the_computer_against_itself_luck_is_centred_on_zero() {
    let (sums, each) = self_play(Level::Novice, 160);
    let (ok, mean, se) = centred(&each, 2.5);
    assert!(
        ok,
        "mean {mean} points a roll, standard error {se}: sums {sums:?}"
    );
    assert!(mean.abs() < 1.0, "{mean}");
    assert!(each.len() >= 300, "{} rolls", each.len());
}

#[test]
#[ignore = "a measurement (minutes; LUCK_LEVELS=legionary,imperator by default): cargo test --lib ai::review::luck -- --ignored --nocapture"]
fn measure_luck_over_whole_games_of_the_computer_against_itself() {
    let levels = std::env::var("LUCK_LEVELS").unwrap_or_else(|_| "legionary,imperator".into());
    for level in levels
        .split(',')
        .map(|l| l.parse::<Level>().expect("a level"))
    {
        let (sums, each) = self_play(level, 2_000);
        let (_, mean, se) = centred(&each, 2.5);
        let within = sums.iter().filter(|s| s.abs() <= 10.0).count();
        println!(
            "{level} self-play: both sides' luck summed per game {sums:.1?}; {within} of 10 within ±10 points; {} rolls, mean {mean:.2} points a roll (standard error {se:.2})",
            each.len()
        );
    }
}
