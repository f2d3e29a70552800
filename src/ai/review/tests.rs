use super::*;
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
    use rand::rngs::SmallRng;
    use rand::SeedableRng;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut actions = Vec::new();
    while game.outcome().is_none() && actions.len() < max_actions {
        let text = match game.to_act() {
            ToAct::Chance => {
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
            _ => {
                let budget = crate::ai::Budget::iterations(level);
                crate::ai::choose(&game, level, rng.random(), budget)
                    .expect("a side acts")
                    .text
            }
        };
        game.play_text(&text).expect("legal");
        actions.push(text);
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
        let actions = self_play(variant, level, seed, 120);
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
        println!(
            "{variant} seed {seed}: {} actions (played in {played:.1?}), reviewed in {took:.1?}; accuracy {:?} / {:?}; labels {}/{}/{} and {}/{}/{}; luck {:?} {:?}\n  {worst:#?}",
            actions.len(),
            r.sides[0].accuracy,
            r.sides[1].accuracy,
            r.sides[0].inaccuracies,
            r.sides[0].mistakes,
            r.sides[0].blunders,
            r.sides[1].inaccuracies,
            r.sides[1].mistakes,
            r.sides[1].blunders,
            r.sides[0].luck,
            r.sides[1].luck,
        );
    }
}
