use super::*;
use crate::games::{AnyGame, Side, ToAct, Variant};
use rand::Rng;

#[test]
fn labels_follow_the_thresholds() {
    assert_eq!(Label::of(0.0), None);
    assert_eq!(Label::of(0.049), None);
    assert_eq!(Label::of(0.05), Some(Label::Inaccuracy));
    assert_eq!(Label::of(0.12), Some(Label::Mistake));
    assert_eq!(Label::of(0.5), Some(Label::Blunder));
}

/// A game of `level` against itself (dice by weight, from `seed`), as its actions.
fn self_play(variant: Variant, level: Level, seed: u64, max_actions: usize) -> Vec<String> {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut actions = Vec::new();
    while game.outcome().is_none() && actions.len() < max_actions {
        play_on(&mut game, &mut actions, level, &mut rng);
    }
    actions
}

#[test]
#[ignore = "a measurement: cargo test --lib ai::review -- --ignored --nocapture"]
fn measure_self_play_reviews() {
    let variant: Variant = std::env::var("REVIEW_GAME")
        .unwrap_or_else(|_| "latrunculi-piso".into())
        .parse()
        .unwrap();
    let budget: u32 = std::env::var("REVIEW_BUDGET")
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(DEFAULT_BUDGET);
    let level: Level = std::env::var("REVIEW_LEVEL")
        .unwrap_or_else(|_| "imperator".into())
        .parse()
        .unwrap();
    for seed in 1..=std::env::var("REVIEW_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(1u64)
    {
        let t = std::time::Instant::now();
        let actions = self_play(variant, level, seed, 200);
        if let Ok(path) = std::env::var("REVIEW_EXPORT") {
            let text = format!("# tabula {}\n{}\n", variant.id(), actions.join("\n"));
            std::fs::write(path, text).unwrap();
        }
        let played = t.elapsed();
        let t = std::time::Instant::now();
        let r = review(variant, &actions, budget, seed, |_, _| {}).unwrap();
        let took = t.elapsed();
        let worst: Vec<String> = r
            .turning
            .iter()
            .map(|&i| {
                let s = &r.steps[i];
                format!(
                    "{}{} {:.0}->{:.0} best {:?} {:?}",
                    s.numbered(),
                    s.text,
                    s.mover_before() * 100.0,
                    s.mover_after() * 100.0,
                    s.best,
                    s.label
                )
            })
            .collect();
        let decisions: Vec<&Step> = r.steps.iter().filter(|s| s.is_decision()).collect();
        let signed: f32 = decisions
            .iter()
            .map(|s| s.mover_before() - s.mover_after())
            .sum::<f32>()
            / decisions.len().max(1) as f32;
        let swing: f32 = r
            .steps
            .iter()
            .map(|s| (s.after - s.before).abs())
            .sum::<f32>()
            / r.steps.len().max(1) as f32;
        println!(
            "  mean signed drop a decision {:.2} points, mean |change| an action {:.2} points",
            signed * 100.0,
            swing * 100.0
        );
        println!(
            "{variant} seed {seed}: {} actions (played in {played:.1?}), reviewed in {took:.1?}; accuracy {:?} / {:?}; labels {}; luck {:?} {:?}\n  {worst:#?}",
            actions.len(),
            r.sides[0].accuracy,
            r.sides[1].accuracy,
            labels(&r),
            r.sides[0].luck,
            r.sides[1].luck,
        );
    }
}

/// Both sides' inaccuracies/mistakes/blunders, as `1/0/0 and 2/0/0`.
fn labels(r: &Review) -> String {
    let one = |s: &SideSummary| format!("{}/{}/{}", s.inaccuracies, s.mistakes, s.blunders);
    format!("{} and {}", one(&r.sides[0]), one(&r.sides[1]))
}

/// The budget of the planted-error tests: the default review's.
const BUDGET: u32 = DEFAULT_BUDGET;

/// Plays `level`'s choice in `game` (or rolls by weight) and records it.
fn play_on(
    game: &mut AnyGame,
    actions: &mut Vec<String>,
    level: Level,
    rng: &mut rand::rngs::SmallRng,
) {
    let text = match game.to_act() {
        ToAct::Chance => crate::ai::tests::pick_roll(game, rng),
        _ => {
            crate::ai::choose(
                game,
                level,
                rng.random(),
                crate::ai::Budget::iterations(level),
            )
            .expect("a side acts")
            .text
        }
    };
    game.play_text(&text).expect("legal");
    actions.push(text);
}

/// Whether whoever acts in `game` can take a piece with their next action.
fn can_capture_next(game: &AnyGame) -> bool {
    game.legal_move_texts().iter().any(|mv| {
        let mut next = game.clone();
        next.play_text(mv).is_ok() && next.last_captured() > 0
    })
}

/// The step of action `index`.
fn step_at(review: &Review, index: usize) -> &Step {
    review
        .steps
        .iter()
        .find(|s| s.index == index)
        .expect("a step")
}

#[test]
fn a_piso_move_that_lets_a_piece_be_taken_when_a_safe_one_existed_is_a_mistake_or_blunder() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(11);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let mut actions = Vec::new();
    // The first position of a centurion's game where a quiet move hangs a piece and another
    // move hangs nothing.
    let planted = loop {
        assert!(actions.len() < 200, "no position to plant the error in");
        if game.outcome().is_some() {
            panic!("the game ended before a position to plant the error in");
        }
        if let ToAct::Side(_) = game.to_act() {
            let after = |mv: &String| {
                let mut next = game.clone();
                next.play_text(mv).unwrap();
                next
            };
            let quiet: Vec<(String, AnyGame)> = game
                .legal_move_texts()
                .into_iter()
                .map(|mv| {
                    let next = after(&mv);
                    (mv, next)
                })
                .filter(|(_, next)| next.last_captured() == 0 && next.outcome().is_none())
                .collect();
            let hangs = quiet.iter().find(|(_, next)| can_capture_next(next));
            let safe = quiet.iter().any(|(_, next)| !can_capture_next(next));
            if let (Some((mv, _)), true) = (hangs, safe) {
                if actions.len() >= 12 {
                    break mv.clone();
                }
            }
        }
        play_on(&mut game, &mut actions, Level::Centurion, &mut rng);
    };
    let at = actions.len();
    game.play_text(&planted).unwrap();
    actions.push(planted.clone());
    // The opponent takes the piece, then both play on a little.
    let take = game
        .legal_move_texts()
        .into_iter()
        .find(|mv| {
            let mut next = game.clone();
            next.play_text(mv).is_ok() && next.last_captured() > 0
        })
        .expect("a capture");
    game.play_text(&take).unwrap();
    actions.push(take);
    for _ in 0..4 {
        if game.outcome().is_some() {
            break;
        }
        play_on(&mut game, &mut actions, Level::Centurion, &mut rng);
    }
    let reviewed = review(Variant::LatrunculiPiso, &actions, BUDGET, 5, |_, _| {}).unwrap();
    let step = step_at(&reviewed, at);
    assert!(
        step.label >= Some(Label::Mistake),
        "{planted} (action {at} of {actions:?}) lets a piece be taken: {step:?}"
    );
    assert_ne!(step.best.as_deref(), Some(planted.as_str()));
    assert!(reviewed.turning.contains(&at), "{:?}", reviewed.turning);
}

/// Whether `side` can win with its next action in `game` (it acts there).
fn wins_in_one(game: &AnyGame, side: Side) -> bool {
    game.to_act() == ToAct::Side(side)
        && game.legal_move_texts().iter().any(|mv| {
            let mut next = game.clone();
            next.play_text(mv).is_ok() && next.outcome().is_some_and(|o| o.winner == Some(side))
        })
}

#[test]
fn in_ergo_not_completing_an_open_four_the_opponent_can_block_is_a_blunder() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
    let mut game = AnyGame::new(Variant::Ergo);
    let mut actions = Vec::new();
    // The first position of a legionary's game where the side to act completes five and wins,
    // and has a move that does not, after which the opponent can take the win away.
    let (planted, block) = loop {
        assert!(actions.len() < 300, "no open four in the game");
        assert!(
            game.outcome().is_none(),
            "the game ended before an open four"
        );
        if let ToAct::Side(side) = game.to_act() {
            if wins_in_one(&game, side) {
                let found = game.legal_move_texts().into_iter().find_map(|mv| {
                    let mut next = game.clone();
                    next.play_text(&mv).unwrap();
                    if next.outcome().is_some() {
                        return None;
                    }
                    next.legal_move_texts().into_iter().find_map(|reply| {
                        let mut blocked = next.clone();
                        blocked.play_text(&reply).unwrap();
                        (blocked.outcome().is_none() && !wins_in_one(&blocked, side))
                            .then(|| (mv.clone(), reply))
                    })
                });
                if let Some(found) = found {
                    break found;
                }
            }
        }
        play_on(&mut game, &mut actions, Level::Legionary, &mut rng);
    };
    let at = actions.len();
    for mv in [&planted, &block] {
        game.play_text(mv).unwrap();
        actions.push(mv.clone());
    }
    let reviewed = review(Variant::Ergo, &actions, BUDGET, 5, |_, _| {}).unwrap();
    let step = step_at(&reviewed, at);
    assert_eq!(
        step.label,
        Some(Label::Blunder),
        "{planted} at action {at}: {step:?}"
    );
    assert!(
        step.mover_before() > 0.99,
        "a win in one is a win: {step:?}"
    );
    // A turning point; not always the first: the planted block need not be the defender's best
    // (it only stops the win in one), and the review, reading both moves in one search, can find
    // the block a blunder of its own.
    assert!(
        reviewed.turning.contains(&at),
        "{:?}",
        reviewed
            .turning
            .iter()
            .map(|&i| &reviewed.steps[i])
            .collect::<Vec<_>>()
    );
}

#[test]
fn in_xii_scripta_a_blot_left_in_reach_costs_win_chance_and_the_hit_that_follows_is_luck() {
    use rand::SeedableRng;
    let variant = Variant::Duodecim;
    // The chance that the opponent, rolling in `after` (the mover's turn over), can hit with
    // its first die, and one roll that lets it.
    let hit_chance = |after: &AnyGame| -> (f32, Option<String>) {
        if after.to_act() != ToAct::Chance {
            return (0.0, None);
        }
        let rolls = after.chance_texts();
        let total: u32 = rolls.iter().map(|(_, w)| w).sum();
        let mut hitting = 0;
        let mut one = None;
        for (roll, w) in &rolls {
            let mut rolled = after.clone();
            rolled.play_text(roll).unwrap();
            if can_capture_next(&rolled) {
                hitting += w;
                // The hitting roll that runs furthest: a hit with a small roll can still be
                // below the average roll (luck compares a roll with every roll).
                one = Some(roll.clone());
            }
        }
        (hitting as f32 / total as f32, one)
    };
    let (planted, roll, mut game, mut actions, mut rng) = 'found: {
        for seed in 21..41 {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut game = AnyGame::new(variant);
            let mut actions = Vec::new();
            while game.outcome().is_none() && actions.len() < 400 {
                if let ToAct::Side(_) = game.to_act() {
                    // The moves that end the turn, with the chance that the opponent hits next.
                    // The moves that end the turn: the chance that the opponent hits next,
                    // and the mover's win chance by the evaluation (which counts the blots).
                    let ToAct::Side(mover) = game.to_act() else {
                        unreachable!()
                    };
                    let options: Vec<(String, f32, Option<String>, f32)> = game
                        .legal_move_texts()
                        .into_iter()
                        .filter_map(|mv| {
                            let mut next = game.clone();
                            next.play_text(&mv).unwrap();
                            (next.last_captured() == 0
                                && next.outcome().is_none()
                                && next.to_act() == ToAct::Chance)
                                .then(|| {
                                    let (p, roll) = hit_chance(&next);
                                    let v = each_game!(&next, g => crate::ai::mcts::win_chance(g));
                                    (mv, p, roll, own(mover, v))
                                })
                        })
                        .collect();
                    let safe = options
                        .iter()
                        .filter(|o| o.1 == 0.0)
                        .map(|o| o.3)
                        .fold(f32::NEG_INFINITY, f32::max);
                    // A blot that costs, by the evaluation, 4 points of win chance or more.
                    let blot = options.iter().find(|o| o.1 >= 0.3 && o.3 + 0.04 <= safe);
                    // In a race still open (by the evaluation), where a hit matters.
                    let even = each_game!(&game, g => crate::ai::mcts::win_chance(g));
                    let open = (0.25..=0.75).contains(&even) && actions.len() >= 10;
                    if let (true, Some((mv, _, Some(roll), _))) = (open, blot) {
                        break 'found (mv.clone(), roll.clone(), game, actions, rng);
                    }
                }
                play_on(&mut game, &mut actions, Level::Centurion, &mut rng);
            }
        }
        panic!("no blot to leave in twenty games");
    };
    let at = actions.len();
    game.play_text(&planted).unwrap();
    actions.push(planted.clone());
    game.play_text(&roll).unwrap();
    actions.push(roll.clone());
    let hit = game
        .legal_move_texts()
        .into_iter()
        .find(|mv| {
            let mut next = game.clone();
            next.play_text(mv).is_ok() && next.last_captured() > 0
        })
        .expect("a hit");
    game.play_text(&hit).unwrap();
    actions.push(hit);
    while game.to_act() != ToAct::Chance && game.outcome().is_none() {
        play_on(&mut game, &mut actions, Level::Centurion, &mut rng);
    }
    // The centurion's budget: a race of some 230 actions, kept quick.
    let reviewed = review(variant, &actions, 3_200, 5, |_, _| {}).unwrap();
    let blot = step_at(&reviewed, at);
    assert!(
        blot.loss >= 0.01,
        "leaving a blot in reach costs win chance: {blot:?}"
    );
    assert_ne!(blot.best.as_deref(), Some(planted.as_str()));
    let rolled = step_at(&reviewed, at + 1);
    assert_eq!(rolled.actor, Actor::Chance);
    assert_eq!(
        (rolled.label, rolled.loss),
        (None, 0.0),
        "a roll is never a mistake"
    );
    // The roll that lets the opponent hit was lucky for it: its win chance rose.
    let opponent = match blot.actor {
        Actor::Side(s) => s.other(),
        Actor::Chance => unreachable!(),
    };
    let gain = own(opponent, rolled.after) - own(opponent, rolled.before);
    // Luck compares the roll with every roll (GNU Backgammon's way), all valued by the roller's
    // best turn: a hit is above the average roll, by little where the race is already decided.
    assert!(
        gain > 0.0,
        "the hitting roll is the opponent's luck: {rolled:?}"
    );
    assert!(reviewed.sides[opponent.index()].luck.is_some());
    assert!(reviewed.sides[0].luck.is_some() && reviewed.sides[1].luck.is_some());
}

#[test]
fn a_game_of_the_imperator_against_itself_has_no_blunders_at_the_reviews_budget() {
    let actions = self_play(Variant::LatrunculiPiso, Level::Imperator, 1, 60);
    let reviewed = review(
        Variant::LatrunculiPiso,
        &actions,
        DEFAULT_BUDGET,
        1,
        |_, _| {},
    )
    .unwrap();
    for side in &reviewed.sides {
        assert_eq!(
            (side.mistakes, side.blunders),
            (0, 0),
            "{:?}",
            reviewed.sides
        );
        assert!(side.accuracy.unwrap() > 90.0, "{:?}", reviewed.sides);
    }
}

#[test]
fn the_same_game_seed_and_budget_give_the_same_review() {
    let actions = self_play(Variant::Duodecim, Level::Legionary, 4, 40);
    let once = review(Variant::Duodecim, &actions, 400, 9, |_, _| {}).unwrap();
    let twice = review(Variant::Duodecim, &actions, 400, 9, |_, _| {}).unwrap();
    assert_eq!(once, twice);
    let mut reported = Vec::new();
    review(Variant::Duodecim, &actions, 400, 9, |done, total| {
        reported.push((done, total))
    })
    .unwrap();
    assert_eq!(
        reported.last(),
        Some(&(actions.len() + 1, actions.len() + 1))
    );
    assert!(reported.windows(2).all(|w| w[0].0 <= w[1].0));
}

#[test]
fn accuracy_follows_lichess_curve_and_harmonic_mean() {
    assert_eq!(move_accuracy(0.0), 100.0);
    assert!(
        (move_accuracy(10.0) - 64.6).abs() < 0.1,
        "{}",
        move_accuracy(10.0)
    );
    assert!(move_accuracy(50.0) < 10.0);
    // One very bad move pulls a game's accuracy down more than the mean would.
    let per_move = [100.0, 100.0, 100.0, 5.0];
    let chances = [50.0, 50.0, 50.0, 50.0, 10.0];
    let game = accuracy(&per_move, &chances).unwrap();
    assert!(game < 76.25 - 5.0, "{game}");
    assert_eq!(accuracy(&[], &[50.0]), None);
}

/// A decision's row reads one search: the move played is valued beside the best, so the loss
/// is exactly what the row's before and after say, and the review's own first choice loses 0.
#[test]
fn a_decisions_loss_is_its_rows_drop_and_the_first_choice_loses_nothing() {
    for (variant, seed) in [(Variant::LatrunculiPiso, 2), (Variant::Duodecim, 3)] {
        let actions = self_play(variant, Level::Legionary, seed, 50);
        let reviewed = review(variant, &actions, 400, seed, |_, _| {}).unwrap();
        let mut firsts = 0;
        let mut others = 0;
        for step in reviewed.steps.iter().filter(|s| s.is_decision()) {
            let drop = (step.mover_before() - step.mover_after()).max(0.0);
            assert!((step.loss - drop).abs() < 1e-6, "{step:?}");
            if step.best.as_deref() == Some(step.text.as_str()) {
                firsts += 1;
                assert_eq!((step.loss, step.label), (0.0, None), "{step:?}");
                assert_eq!(step.before, step.after, "{step:?}");
            } else {
                others += 1;
            }
        }
        assert!(firsts > 0 && others > 0, "{variant}: {firsts} {others}");
    }
}

/// The labels of games of the imperator against itself: per side, at most 2 inaccuracies and
/// no mistake or blunder. `games` games of at most `actions` actions of each variant.
fn imperator_self_play_labels(games: u64, actions: usize) {
    for variant in Variant::ALL.iter().copied() {
        for seed in 1..=games {
            let played = self_play(variant, Level::Imperator, seed, actions);
            let r = review(variant, &played, DEFAULT_BUDGET, seed, |_, _| {}).unwrap();
            println!(
                "{variant} seed {seed}: {} actions; inaccuracies/mistakes/blunders {}",
                played.len(),
                labels(&r)
            );
            let clean = |s: &SideSummary| s.mistakes + s.blunders == 0 && s.inaccuracies <= 2;
            assert!(
                r.sides.iter().all(clean),
                "{variant} {seed}: {}",
                labels(&r)
            );
        }
    }
}

#[test]
fn games_of_the_imperator_against_itself_are_not_labelled_in_their_openings() {
    imperator_self_play_labels(1, 16);
}

#[test]
#[ignore = "a measurement (hours on two cores): cargo test --release --lib ai::review::tests::twenty -- --ignored --nocapture"]
fn twenty_games_of_the_imperator_against_itself_per_game_are_not_labelled() {
    let games = std::env::var("REVIEW_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);
    imperator_self_play_labels(games, 400);
}
