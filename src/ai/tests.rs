//! The computer's tests: legal moves from many random positions of every game, wins in one
//! taken and losses in one avoided (positions found in real random games of each game, and
//! a few built by hand), determinism.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::games::{Square, Variant};

/// Plays `plies` random actions (chance by weight) from the start; stops early at the end.
fn random_position(variant: Variant, plies: usize, rng: &mut SmallRng) -> AnyGame {
    let mut game = AnyGame::new(variant);
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        roll(&mut game, rng);
        if game.outcome().is_some() {
            break;
        }
        let mv = random_action(&game, rng).expect("a side acts");
        game.play_text(&mv).expect("legal");
    }
    roll(&mut game, rng);
    game
}

/// Rolls while chance acts, by weight.
fn roll(game: &mut AnyGame, rng: &mut SmallRng) {
    while game.to_act() == ToAct::Chance {
        let text = pick_roll(game, rng);
        game.play_text(&text).expect("rolls are legal");
    }
}

/// A roll of `game` (chance acts) drawn by weight, as text (the review's tests draw with it too).
pub(super) fn pick_roll(game: &AnyGame, rng: &mut SmallRng) -> String {
    let options = game.chance_texts();
    let total: u32 = options.iter().map(|(_, w)| w).sum();
    let mut pick = rng.random_range(0..total);
    options
        .iter()
        .find(|(_, w)| {
            if pick < *w {
                true
            } else {
                pick -= w;
                false
            }
        })
        .map(|(t, _)| t.clone())
        .expect("a roll")
}

/// Small settings so that 1,000 searches a game stay quick, with the tactical checks on.
const SMALL: Settings = Settings {
    playout_depth: 3,
    ..BASE
};

#[test]
fn a_legal_move_from_a_thousand_random_positions_of_every_game() {
    for &variant in Variant::ALL {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut searched = 0;
        for i in 0..1000u64 {
            let plies = rng.random_range(0..160);
            let game = random_position(variant, plies, &mut rng);
            let settings = if i % 2 == 0 {
                SMALL
            } else {
                LEVELS[0].settings
            };
            let budget = Budget {
                iterations: 4,
                deadline: None,
            };
            let choice = choose_with(&game, &settings, i, budget);
            match game.to_act() {
                ToAct::Side(_) => {
                    let choice = choice.expect("a side acts: a move");
                    let legal = game.legal_move_texts();
                    assert!(
                        legal.contains(&choice.text),
                        "{variant} position {i}: {} is not legal",
                        choice.text
                    );
                    let mut next = game.clone();
                    next.play_text(&choice.text).expect("playable");
                    searched += 1;
                }
                _ => assert!(choice.is_none(), "{variant}: no side acts, no move"),
            }
        }
        assert!(
            searched > 500,
            "{variant}: only {searched} positions searched"
        );
    }
}

/// The first position of a random game (seeds from 0) where the side to act can win with its
/// own actions of this turn, but not every action wins; with the winning side.
fn find_win_in_one(variant: Variant) -> (AnyGame, Side) {
    for seed in 0..2000 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyGame::new(variant);
        while game.outcome().is_none() {
            roll(&mut game, &mut rng);
            if let ToAct::Side(side) = game.to_act() {
                let wins = each_game!(&game, g => {
                    let mut spent = 0;
                    winning_action(g, side, 3, &mut spent).is_some()
                });
                let all_win = game.legal_move_texts().iter().all(|m| {
                    let mut next = game.clone();
                    next.play_text(m).is_ok()
                        && next.outcome().is_some_and(|o| o.winner == Some(side))
                });
                if wins && !all_win {
                    return (game, side);
                }
            }
            if game.outcome().is_some() {
                break;
            }
            let mv = random_action(&game, &mut rng).expect("a side acts");
            game.play_text(&mv).expect("legal");
        }
    }
    panic!("{variant}: no win in one found in random games");
}

/// Lets `level` play the side to act until the turn passes or the game ends.
fn play_turn(game: &mut AnyGame, level: Level, side: Side) {
    let mut seed = 1;
    while game.to_act() == ToAct::Side(side) {
        let choice = choose(game, level, seed, Budget::iterations(level)).expect("a move");
        game.play_text(&choice.text).expect("legal");
        seed += 1;
    }
}

fn takes_the_win(variant: Variant) {
    let (mut game, side) = find_win_in_one(variant);
    play_turn(&mut game, Level::Legionary, side);
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(side), "{variant}: {outcome:?}");
}

/// The first position of a random game where the side to act has an action after which the
/// opponent wins at once, and one after which it does not.
fn find_loss_to_avoid(variant: Variant) -> (AnyGame, Side) {
    for seed in 0..3000 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyGame::new(variant);
        while game.outcome().is_none() {
            roll(&mut game, &mut rng);
            if let ToAct::Side(side) = game.to_act() {
                let immediate_win = each_game!(&game, g => {
                    let mut spent = 0;
                    winning_action(g, side, 3, &mut spent).is_some()
                });
                if !immediate_win {
                    let losing: Vec<bool> = game
                        .legal_move_texts()
                        .iter()
                        .map(|m| loses_at_once(&game, m, side))
                        .collect();
                    if losing.iter().any(|&l| l) && losing.iter().any(|&l| !l) {
                        return (game, side);
                    }
                }
            }
            if game.outcome().is_some() {
                break;
            }
            let mv = random_action(&game, &mut rng).expect("a side acts");
            game.play_text(&mv).expect("legal");
        }
    }
    panic!("{variant}: no losing move to avoid found in random games");
}

/// Whether playing `mv` lets the opponent win at once.
fn loses_at_once(game: &AnyGame, mv: &str, side: Side) -> bool {
    let mut next = game.clone();
    next.play_text(mv).expect("legal");
    each_game!(&next, g => {
        let mut spent = 0;
        opponent_wins_at_once(g, side, &mut spent)
    })
}

fn avoids_the_loss(variant: Variant) {
    let (game, side) = find_loss_to_avoid(variant);
    let choice = choose(
        &game,
        Level::Legionary,
        3,
        Budget::iterations(Level::Legionary),
    )
    .expect("a move");
    assert!(
        !loses_at_once(&game, &choice.text, side),
        "{variant}: {} lets the opponent win",
        choice.text
    );
}

macro_rules! per_game {
    ($($name:ident => $variant:expr,)*) => {
        mod per_game {
            use super::*;
            $(
                mod $name {
                    use super::*;
                    #[test]
                    fn takes_a_win_in_one() {
                        takes_the_win($variant);
                    }
                    #[test]
                    fn avoids_a_loss_in_one() {
                        avoids_the_loss($variant);
                    }
                }
            )*
        }
    };
}

per_game! {
    latrunculi_seneca => Variant::LatrunculiSeneca,
    latrunculi_piso => Variant::LatrunculiPiso,
    latroncules => Variant::Latroncules,
    bastonus => Variant::Bastonus,
    ergo => Variant::Ergo,
    duodecim => Variant::Duodecim,
}

#[test]
fn piso_takes_the_last_capture_by_hand() {
    // Black has two pieces left; white to move can take a5 by stepping b4-b5... built by hand:
    // white a4 and a6 flank nothing yet; white c5 steps to b5 and takes a5 between b5 and the
    // edge? No: custodial needs two white pieces, a4 below and a6 above a5 would take it if one
    // of them arrives. White a7 steps to a6: a5 is taken between a6 and a4.
    let sq = |s: &str| Square::parse(s, 8, 8).expect("square");
    let game = crate::games::Latrunculi::from_squares(
        &[sq("a4"), sq("a7"), sq("e1"), sq("g1")],
        &[sq("a5"), sq("h8")],
        Side::First,
    )
    .with_captures([18, 16]);
    let any = AnyGame::LatrunculiPiso(game);
    let choice = choose(
        &any,
        Level::Legionary,
        0,
        Budget::iterations(Level::Legionary),
    )
    .expect("a move");
    assert_eq!(choice.text, "a7-a6");
    let mut next = any.clone();
    next.play_text(&choice.text).expect("legal");
    assert_eq!(next.outcome().and_then(|o| o.winner), Some(Side::First));
}

#[test]
fn same_seed_and_budget_give_the_same_move() {
    for &variant in Variant::ALL {
        let mut rng = SmallRng::seed_from_u64(11);
        let game = random_position(variant, 30, &mut rng);
        if !matches!(game.to_act(), ToAct::Side(_)) {
            continue;
        }
        for level in [Level::Novice, Level::Legionary] {
            let budget = Budget::iterations(level);
            let a = choose(&game, level, 42, budget).expect("a move");
            let b = choose(&game, level, 42, budget).expect("a move");
            assert_eq!(a.text, b.text, "{variant} {level}");
            // Values of unvisited moves are NaN (never equal): compare texts and visits.
            let shape = |c: &Choice| -> Vec<(String, u32)> {
                c.considered
                    .iter()
                    .map(|m| (m.text.clone(), m.visits))
                    .collect()
            };
            assert_eq!(shape(&a), shape(&b), "{variant} {level}");
        }
    }
}

#[test]
fn a_deadline_in_the_past_still_returns_a_legal_move() {
    for &variant in Variant::ALL {
        let mut rng = SmallRng::seed_from_u64(5);
        let game = random_position(variant, 20, &mut rng);
        if !matches!(game.to_act(), ToAct::Side(_)) {
            continue;
        }
        let budget = Budget {
            iterations: 1_000_000,
            deadline: Some(Instant::now()),
        };
        let choice = choose(&game, Level::Imperator, 1, budget).expect("a move");
        assert!(game.legal_move_texts().contains(&choice.text));
        assert!(choice.iterations <= 16, "{variant}: {}", choice.iterations);
    }
}

#[test]
fn no_move_when_chance_or_nobody_acts() {
    let game = AnyGame::new(Variant::Duodecim);
    assert_eq!(game.to_act(), ToAct::Chance);
    assert!(choose(
        &game,
        Level::Imperator,
        0,
        Budget::iterations(Level::Novice)
    )
    .is_none());
}

#[test]
fn levels_are_ordered_and_named() {
    for pair in LEVELS.windows(2) {
        assert!(pair[0].iterations < pair[1].iterations);
        assert!(pair[0].think < pair[1].think);
    }
    for level in Level::ALL {
        assert_eq!(level.id().parse::<Level>(), Ok(level));
        assert_eq!(level.spec().level, level);
    }
    assert!("caesar".parse::<Level>().is_err());
}

/// The moves a level with these settings picks from `game` with seeds 0..40.
fn picks(game: &AnyGame, settings: &Settings) -> Vec<String> {
    (0..40)
        .map(|seed| {
            let budget = Budget {
                iterations: 64,
                deadline: None,
            };
            choose_with(game, settings, seed, budget)
                .expect("a side acts")
                .text
        })
        .collect()
}

/// A Piso position whose mover is clearly ahead, and one that is about even (each with at
/// least eight moves).
fn ahead_and_even() -> (AnyGame, AnyGame) {
    let mut rng = SmallRng::seed_from_u64(21);
    let (mut ahead, mut level) = (None, None);
    for _ in 0..2_000 {
        let plies = rng.random_range(20..200);
        let game = random_position(Variant::LatrunculiPiso, plies, &mut rng);
        let (Some(piso), ToAct::Side(side)) = (game.as_latrunculi(), game.to_act()) else {
            continue;
        };
        if piso.legal_moves().len() < 8 {
            continue;
        }
        let edge = sign(side) * piso.evaluate() / crate::games::Latrunculi::EVAL_SCALE;
        if edge > 1.5 && ahead.is_none() {
            ahead = Some(game);
        } else if edge.abs() < 0.3 && level.is_none() {
            level = Some(game);
        }
    }
    (ahead.expect("a won position"), level.expect("an even one"))
}

#[test]
fn a_level_that_errs_plays_its_most_visited_move_once_clearly_ahead() {
    let novice = Level::Novice.spec().settings;
    assert!(novice.temperature > 0.0);
    let careful = Settings {
        temperature: 0.0,
        ..novice
    };
    let (ahead, level) = ahead_and_even();
    // Even: the novice's draw by visits does not always pick what the careful search picks.
    assert_ne!(picks(&level, &novice), picks(&level, &careful));
    // Clearly ahead: it does.
    assert_eq!(picks(&ahead, &novice), picks(&ahead, &careful));
}

#[test]
fn a_level_that_errs_draws_only_among_moves_with_half_the_best_ones_visits() {
    let stats: Vec<mcts::MoveStat<u8>> = [40, 25, 19, 8, 8, 4, 1, 1]
        .iter()
        .enumerate()
        .map(|(i, &visits)| mcts::MoveStat {
            mv: i as u8,
            visits,
            value: 0.5,
            prior: 0.1,
        })
        .collect();
    let mut rng = SmallRng::seed_from_u64(5);
    let mut drawn = [0u32; 8];
    for _ in 0..4_000 {
        drawn[pick_by_visits(&stats, 1.0, 0.5, &mut rng)] += 1;
    }
    // 40 and 25 reach half of 40; 19 does not.
    assert!(drawn[0] > 0 && drawn[1] > 0, "{drawn:?}");
    assert_eq!(drawn[2..].iter().sum::<u32>(), 0, "{drawn:?}");
    // Without the floor every move is drawn now and then, as the novice used to.
    let mut any = [0u32; 8];
    for _ in 0..4_000 {
        any[pick_by_visits(&stats, 1.0, 0.0, &mut rng)] += 1;
    }
    assert!(any.iter().all(|&n| n > 0), "{any:?}");
    assert!(Level::Novice.spec().settings.plausible > 0.0);
}

#[test]
fn an_action_that_draws_at_once_gets_an_even_games_prior_not_its_materials() {
    use crate::games::latroncules::{Kind, Latroncules};
    let sq = |t: &str| Square::parse(t, 8, 8).expect("a square");
    // White is four pieces up; black's last piece, infantry on a5, can only step to a4.
    let white: Vec<_> = ["b4", "e1", "f1", "g1", "h1"]
        .iter()
        .map(|s| (sq(s), Kind::Cavalry))
        .collect();
    let game = Latroncules::from_pieces(&white, &[(sq("a5"), Kind::Infantry)], Side::First);
    let settings = Level::Centurion.spec().settings;
    let (result, _) = mcts::search(&game, settings, 1, 1, None);
    let prior = |text: &str| {
        let stat = result
            .stats
            .iter()
            .find(|s| game.format_move(&s.mv) == text);
        stat.expect("a legal move").prior
    };
    // b4-a4 walls it in: black cannot move, and the game is drawn.
    let mut walled = game.clone();
    walled
        .play(&game.parse_move("b4-a4").expect("a move"))
        .expect("legal");
    assert!(walled.outcome().is_some_and(|o| o.winner.is_none()));
    // Scored by material it would look as good as any quiet move; as a draw it is the worst.
    for s in &result.stats {
        let text = game.format_move(&s.mv);
        if text != "b4-a4" {
            assert!(prior("b4-a4") < s.prior / 4.0, "b4-a4 against {text}");
        }
    }
}

/// The evaluation scale of `game`'s type.
fn scale_of<G: Evaluate>(_: &G) -> f32 {
    G::EVAL_SCALE
}

/// A XII Scripta position whose mover is clearly ahead, with at least four moves.
fn race_one_side_leads() -> AnyGame {
    let mut rng = SmallRng::seed_from_u64(4);
    (0..2_000)
        .map(|_| {
            let plies = rng.random_range(10..120);
            random_position(Variant::Duodecim, plies, &mut rng)
        })
        .find(|game| {
            let ToAct::Side(side) = game.to_act() else {
                return false;
            };
            let edge = each_game!(game, g => sign(side) * g.evaluate() / scale_of(g));
            edge > 1.5 && game.legal_move_texts().len() >= 4
        })
        .expect("a race one side leads")
}

#[test]
fn with_dice_a_level_that_errs_keeps_erring_when_clearly_ahead() {
    let race = race_one_side_leads();
    for level in [Level::Novice, Level::Legionary, Level::Centurion] {
        let settings = level.spec().settings;
        assert!(settings.dice_temperature > 0.0, "{level}");
        let careful = Settings {
            dice_temperature: 0.0,
            ..settings
        };
        assert_ne!(picks(&race, &settings), picks(&race, &careful), "{level}");
    }
}

#[test]
fn the_novice_searches_eight_times_as_long_once_clearly_ahead() {
    let (ahead, even) = ahead_and_even();
    let budget = Budget {
        iterations: 64,
        deadline: None,
    };
    let spent = |game: &AnyGame| {
        choose(game, Level::Novice, 3, budget)
            .expect("a side acts")
            .iterations
    };
    assert_eq!(spent(&even), 64);
    assert_eq!(spent(&ahead), 8 * 64);
    // Not with dice: a XII Scripta novice clearly ahead searches its plain budget.
    assert_eq!(spent(&race_one_side_leads()), 64);
    // The other levels search the same whatever the score.
    for level in [Level::Legionary, Level::Centurion, Level::Imperator] {
        assert_eq!(level.spec().settings.ahead_iterations, 1, "{level}");
    }
}

#[test]
fn the_imperator_alone_plays_greedy_playouts_where_the_game_measured_them_better() {
    use crate::games::{Bastonus, Duodecim, Ergo, Latroncules, Latrunculi, LatrunculiSeneca};
    let imperator = Level::Imperator.spec().settings;
    // XII Scripta and both Latrunculi: short playouts, every action the best of its sample.
    for (searched, depth) in [
        (searched_settings::<Duodecim>(&imperator), 3),
        (searched_settings::<LatrunculiSeneca>(&imperator), 3),
        (searched_settings::<Latrunculi>(&imperator), 3),
    ] {
        assert_eq!(searched.playout_depth, depth);
        assert_eq!(searched.playout_greed, 1.0);
        assert_eq!(searched.playout_sample, imperator.playout_sample);
    }
    // The other games keep the level's own playouts.
    for searched in [
        searched_settings::<Ergo>(&imperator),
        searched_settings::<Bastonus>(&imperator),
        searched_settings::<Latroncules>(&imperator),
    ] {
        assert_eq!(searched.playout_depth, imperator.playout_depth);
        assert_eq!(searched.playout_greed, imperator.playout_greed);
    }
    // The levels below keep theirs on every game, so their measured strengths hold.
    for level in [Level::Novice, Level::Legionary, Level::Centurion] {
        let settings = level.spec().settings;
        assert!(!settings.greedy_playouts);
        assert_eq!(searched_settings::<Duodecim>(&settings), settings);
        assert_eq!(searched_settings::<LatrunculiSeneca>(&settings), settings);
    }
}
