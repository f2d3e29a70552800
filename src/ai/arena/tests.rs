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

#[test]
fn a_resumed_set_plays_only_the_missing_games_and_gives_the_same_results() {
    let pairs = [
        (Player::Random, Player::Computer(Level::Novice)),
        (Player::Random, Player::Computer(Level::Legionary)),
    ];
    let setup = Setup {
        seed: 52,
        ..Setup::default()
    };
    let heard = std::sync::Mutex::new(Vec::new());
    let whole = play_pairs_resuming(Variant::Ergo, &pairs, 3, 2, setup, &[], &|r| {
        heard.lock().unwrap().push(r.clone())
    });
    let mut records = heard.into_inner().unwrap();
    assert_eq!(records.len(), 6);
    records.sort_by_key(|r| (r.pair, r.game));
    // Every record reads back from its line.
    for r in &records {
        let line = r.line(Variant::Ergo, &pairs);
        let read = GameRecord::parse(&line, Variant::Ergo, &pairs).expect("the line reads");
        assert_eq!(
            (read.pair, read.game, read.outcome),
            (r.pair, r.game, r.outcome)
        );
        assert_eq!(read.line(Variant::Ergo, &pairs), line);
        assert_eq!(GameRecord::parse(&line, Variant::Duodecim, &pairs), None);
        // A line cut short anywhere (a run stopped while writing it) does not read.
        for cut in 0..line.len() {
            assert_eq!(
                GameRecord::parse(&line[..cut], Variant::Ergo, &pairs),
                None,
                "{}",
                &line[..cut]
            );
        }
    }
    // Stopped after four games: the other two are played, and only they.
    let again = std::sync::Mutex::new(Vec::new());
    let resumed = play_pairs_resuming(Variant::Ergo, &pairs, 3, 1, setup, &records[..4], &|r| {
        again.lock().unwrap().push((r.pair, r.game))
    });
    let mut again = again.into_inner().unwrap();
    again.sort();
    assert_eq!(again, vec![(1, 1), (1, 2)]);
    for (w, r) in whole.pairs.iter().zip(&resumed.pairs) {
        assert_eq!(w.tally, r.tally);
    }
    // A journal holding every game plays none; a record twice counts once.
    let mut twice = records.clone();
    twice.push(records[0].clone());
    let none = play_pairs_resuming(Variant::Ergo, &pairs, 3, 1, setup, &twice, &|_| {
        panic!("nothing is left to play")
    });
    assert_eq!(none.pairs[0].tally, whole.pairs[0].tally);
    assert_eq!(none.pairs[0].tally.games(), 3);
}

#[test]
fn a_journal_line_that_does_not_read_is_refused() {
    let pairs = [(Player::Random, Player::Computer(Level::Novice))];
    let parse = |line: &str| GameRecord::parse(line, Variant::Ergo, &pairs);
    assert!(parse("ergo random novice 0 1 novice=10,20 moves=2").is_some());
    assert!(parse("ergo random novice 0 1 moves=0").is_some());
    for bad in [
        "",
        "ergo",
        "ergo novice random 0 1",
        "ergo random imperator 0 1",
        "ergo random novice x 1",
        "ergo random novice 0 2",
        "ergo random novice 0 1",
        "ergo random novice 0 1 novice=10,20",
        "ergo random novice 0 1 novice=10,20 moves=1",
        "ergo random novice 0 1 novice=10, moves=2",
        "ergo random novice 0 1 pharaoh=10 moves=1",
        "ergo random novice 0 1 moves=0 novice=10",
        "duodecim random novice 0 1 moves=0",
    ] {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
}
