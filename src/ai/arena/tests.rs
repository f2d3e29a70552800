use super::*;

#[test]
fn elo_of_an_even_score_is_zero_and_intervals_widen_with_fewer_games() {
    let even = Tally {
        wins: 10,
        draws: 0,
        losses: 10,
    };
    let (elo, lo, hi) = even.elo();
    assert!(elo.abs() < 1e-9);
    assert!(lo < 0.0 && hi > 0.0);
    let more = Tally {
        wins: 100,
        draws: 0,
        losses: 100,
    };
    assert!(more.elo().2 < hi);
    let sweep = Tally {
        wins: 10,
        draws: 0,
        losses: 0,
    };
    assert!(sweep.elo().0 > 300.0 && sweep.elo().0.is_finite());
}

#[test]
fn the_targets_are_for_neighbours_only() {
    let [random, novice, legionary, centurion, imperator] = Player::ALL;
    assert_eq!(score_target(random, novice), Some(0.90));
    assert_eq!(score_target(novice, legionary), Some(0.75));
    assert_eq!(score_target(legionary, centurion), Some(0.75));
    assert_eq!(score_target(centurion, imperator), Some(0.65));
    assert_eq!(score_target(random, legionary), None);
    assert_eq!(score_target(novice, random), None);
    assert_eq!(ladder_pairs(&Player::ALL).len(), 4);
    assert_eq!(round_robin_pairs(&Player::ALL).len(), 10);
}

#[test]
fn threads_do_not_change_the_results() {
    let pairs = [(Player::Random, Player::Computer(Level::Novice))];
    let one = play_pairs(Variant::Ergo, &pairs, 4, 1);
    let two = play_pairs(Variant::Ergo, &pairs, 4, 3);
    assert_eq!(one.pairs[0].tally, two.pairs[0].tally);
    assert_eq!(one.pairs[0].tally.games(), 4);
    let targets = format_targets(&one);
    assert!(targets.contains("novice vs random"), "{targets}");
}

#[test]
fn a_tiny_round_robin_counts_every_game() {
    let report = round_robin(
        Variant::LatrunculiPiso,
        &[Player::Random, Player::Computer(Level::Novice)],
        2,
    );
    assert_eq!(report.pairs.len(), 1);
    assert_eq!(report.pairs[0].tally.games(), 2);
    let text = format_report(&report);
    assert!(text.contains("novice vs random"), "{text}");
}

#[test]
fn adjudication_ends_a_won_game_early_with_the_same_winner() {
    let players = [Player::Random, Player::Computer(Level::Legionary)];
    let mut full_times = Vec::new();
    let full = play_one(
        Variant::LatrunculiSeneca,
        players,
        5,
        Setup::default(),
        &mut full_times,
    );
    let mut short_times = Vec::new();
    let short = play_one(
        Variant::LatrunculiSeneca,
        players,
        5,
        Setup {
            adjudicate: true,
            ..Setup::default()
        },
        &mut short_times,
    );
    assert_eq!(full, Some(Side::Second));
    assert_eq!(short, full);
    assert!(
        short_times.len() < full_times.len(),
        "{} moves adjudicated, {} played out",
        short_times.len(),
        full_times.len()
    );
    assert!(short_times.len() >= ADJUDICATE_MOVES as usize);
}
