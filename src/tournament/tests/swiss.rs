use super::*;

#[test]
fn the_default_number_of_swiss_rounds_is_log2_of_the_players_rounded_up_plus_one() {
    let rounds: Vec<u32> = [1, 2, 3, 4, 5, 8, 9, 16, 17, 500]
        .into_iter()
        .map(default_swiss_rounds)
        .collect();
    assert_eq!(rounds, [1, 2, 3, 3, 4, 4, 5, 5, 6, 10]);
}

#[test]
fn the_first_round_pairs_the_top_half_against_the_bottom_half_top_seed_first_on_board_1() {
    let t = field(Format::Swiss, 8, 4);
    let round = pair_next(&t).unwrap();
    let (pairs, bye) = games(&round);
    assert_eq!(bye, None);
    assert_eq!(pairs, [(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(
        round.iter().map(|p| p.board).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    assert!(round.iter().all(|p| p.result.is_none() && !p.forfeit));
}

#[test]
fn players_are_paired_within_their_score_group() {
    let mut t = field(Format::Swiss, 8, 4);
    play(&mut t, favourite);
    let (pairs, _) = games(&pair_next(&t).unwrap());
    // 1, 2, 3, 4 won round 1: they meet each other on the top boards.
    let winners = [1, 2, 3, 4];
    for (a, b) in &pairs[..2] {
        assert!(winners.contains(a) && winners.contains(b), "{pairs:?}");
    }
    for (a, b) in &pairs[2..] {
        assert!(!winners.contains(a) && !winners.contains(b), "{pairs:?}");
    }
}

#[test]
fn an_odd_score_group_floats_its_lowest_player_down_to_the_next_group() {
    let mut t = field(Format::Swiss, 6, 3);
    // Round 1: 1-4, 5-2, 3-6 by the top-half rule; 1, 2 and 3 win.
    play(&mut t, favourite);
    let (pairs, _) = games(&pair_next(&t).unwrap());
    let mixed: Vec<_> = pairs
        .iter()
        .filter(|(a, b)| (*a <= 3) != (*b <= 3))
        .collect();
    assert_eq!(mixed.len(), 1, "one pair across the groups: {pairs:?}");
}

#[test]
fn no_two_players_meet_twice_while_it_can_be_avoided() {
    let mut t = field(Format::Swiss, 4, 3);
    for _ in 0..3 {
        play(&mut t, |_, _| Outcome::Draw);
    }
    // Three rounds of four players: everyone met everyone once.
    for a in 1..=4 {
        for b in a + 1..=4 {
            assert!(met(&t, a, b), "{a} and {b} never met: {:?}", t.rounds);
        }
    }
}

#[test]
fn players_meet_again_when_nobody_else_is_left() {
    let mut t = field(Format::Swiss, 2, 3);
    play(&mut t, favourite);
    let (pairs, _) = games(&pair_next(&t).unwrap());
    assert_eq!(pairs.len(), 1);
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_player_who_has_not_had_one_and_is_worth_a_win() {
    let mut t = field(Format::Swiss, 5, 4);
    let round = pair_next(&t).unwrap();
    let last = round.last().unwrap();
    assert_eq!((last.first, last.second), (5, None), "the lowest rated");
    assert_eq!(last.result, Some(Outcome::FirstWins));
    assert_eq!(last.board, 3, "the bye on the last board");
    play(&mut t, favourite);
    // 5 has 1 point from the bye; 4 lost and is the lowest without a bye.
    let (_, bye) = games(&pair_next(&t).unwrap());
    assert_eq!(bye, Some(4));
    let five = standings(&t).into_iter().find(|s| s.player == 5).unwrap();
    assert_eq!(five.points2, 2);
}

#[test]
fn sides_alternate_where_possible() {
    let mut t = field(Format::Swiss, 8, 4);
    play(&mut t, favourite);
    let before: Vec<(PlayerId, PlayerId)> = games(&t.rounds[0]).0;
    let (after, _) = games(&pair_next(&t).unwrap());
    let was_first = |id| before.iter().any(|(f, _)| *f == id);
    let is_first = |id| after.iter().any(|(f, _)| *f == id);
    let alternated = (1..=8).filter(|&id| was_first(id) != is_first(id)).count();
    assert_eq!(alternated, 8, "{before:?} then {after:?}");
}

/// A played round of draws from (first, second) pairs.
fn drawn(pairs: &[(PlayerId, PlayerId)]) -> Vec<Pairing> {
    pairs
        .iter()
        .enumerate()
        .map(|(i, &(first, second))| Pairing {
            board: i as u32 + 1,
            first,
            second: Some(second),
            result: Some(Outcome::Draw),
            forfeit: false,
        })
        .collect()
}

#[test]
fn nobody_gets_the_same_side_a_third_time_in_a_row() {
    // 1, 2, 3 had the first side twice, 4, 5, 6 the second twice, all on equal points: the
    // only pairing without a rematch or a third same side crosses them, the first three second.
    let mut t = field(Format::Swiss, 6, 4);
    t.rounds = vec![
        drawn(&[(1, 4), (2, 5), (3, 6)]),
        drawn(&[(1, 5), (2, 6), (3, 4)]),
    ];
    let (mut pairs, _) = games(&pair_next(&t).unwrap());
    pairs.sort();
    assert_eq!(pairs, [(4, 2), (5, 3), (6, 1)]);
}

#[test]
fn avoiding_a_rematch_comes_before_avoiding_a_third_same_side() {
    // 1 and 2 had the first side twice, 3 and 4 the second; 1-2 and 3-4 are the only pairs
    // that never met.
    let mut t = field(Format::Swiss, 4, 3);
    t.rounds = vec![drawn(&[(1, 3), (2, 4)]), drawn(&[(1, 4), (2, 3)])];
    let (mut pairs, _) = games(&pair_next(&t).unwrap());
    pairs
        .iter_mut()
        .for_each(|p| *p = (p.0.min(p.1), p.0.max(p.1)));
    pairs.sort();
    assert_eq!(pairs, [(1, 2), (3, 4)]);
}

#[test]
fn a_late_entry_starts_with_no_points_and_is_paired_from_their_round() {
    let mut t = field(Format::Swiss, 4, 3);
    t.entrants.push(Entrant {
        joined_round: 2,
        ..entrant(9, 2500.0)
    });
    let round1 = pair_next(&t).unwrap();
    assert!(round1.iter().all(|p| p.first != 9 && p.second != Some(9)));
    play(&mut t, favourite);
    let round2 = pair_next(&t).unwrap();
    let (pairs, bye) = games(&round2);
    assert!(pairs.iter().any(|(a, b)| *a == 9 || *b == 9) || bye == Some(9));
    let late = standings(&t).into_iter().find(|s| s.player == 9).unwrap();
    assert_eq!(late.points2, 0);
    assert_eq!(late.cells, [Cell::Absent]);
}

#[test]
fn a_player_who_left_is_not_paired_and_keeps_their_results() {
    let mut t = field(Format::Swiss, 4, 3);
    play(&mut t, favourite);
    t.entrants[0].left_round = Some(1);
    let round = pair_next(&t).unwrap();
    assert!(round.iter().all(|p| p.first != 1 && p.second != Some(1)));
    assert_eq!(games(&round).1.map(|_| ()), Some(()), "3 players: a bye");
    let one = standings(&t).into_iter().find(|s| s.player == 1).unwrap();
    assert!(one.left);
    assert_eq!(one.points2, 2);
}

#[test]
fn pairing_refuses_too_few_players_no_rounds_left_and_an_unfinished_round() {
    let t = field(Format::Swiss, 1, 3);
    assert_eq!(
        pair_next(&t),
        Err(PairingError::NotEnoughPlayers {
            round: 1,
            players: 1
        })
    );
    let mut t = field(Format::Swiss, 4, 1);
    play(&mut t, favourite);
    assert_eq!(
        pair_next(&t),
        Err(PairingError::NoRoundsLeft { planned: 1 })
    );
    let mut t = field(Format::Swiss, 4, 3);
    t.rounds.push(pair_next(&t).unwrap());
    assert_eq!(
        pair_next(&t),
        Err(PairingError::RoundNotFinished { round: 1 })
    );
    t.rounds[0][0].second = Some(77);
    assert!(matches!(
        pair_next(&t),
        Err(PairingError::UnknownPlayer { player: 77, .. })
    ));
}

#[test]
fn the_same_tournament_is_paired_the_same_way() {
    let mut t = field(Format::Swiss, 11, 5);
    for _ in 0..3 {
        play(&mut t, |a, b| {
            if (a + b) % 3 == 0 {
                Outcome::Draw
            } else {
                favourite(b, a)
            }
        });
    }
    let once = pair_next(&t).unwrap();
    assert_eq!(pair_next(&t.clone()).unwrap(), once);
}
