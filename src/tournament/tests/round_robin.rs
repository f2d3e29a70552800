use super::*;
use crate::tournament::round_robin::berger;

#[test]
fn a_round_robin_has_one_round_fewer_than_its_players_rounded_up_to_even() {
    let single: Vec<u32> = (0..=6).map(|n| round_robin_rounds(n, false)).collect();
    assert_eq!(single, [0, 0, 1, 3, 3, 5, 5]);
    assert_eq!(round_robin_rounds(5, true), 10);
}

#[test]
fn berger_tables_are_fides_for_four_and_six_players() {
    let four: Vec<_> = (1..=3).map(|r| berger(4, r)).collect();
    assert_eq!(
        four,
        [
            vec![(1, 4), (2, 3)],
            vec![(4, 3), (1, 2)],
            vec![(2, 4), (3, 1)],
        ]
    );
    let six: Vec<_> = (1..=5).map(|r| berger(6, r)).collect();
    assert_eq!(
        six,
        [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (1, 2), (5, 3)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (5, 1), (4, 2)],
        ]
    );
}

#[test]
fn round_robin_entrants_are_seeded_by_rating_then_id() {
    let mut t = field(Format::RoundRobin, 4, 3);
    // Ids 1..4 rated 2000..1970; make 4 the top seed and 2 and 3 equal (2 seeded first).
    t.entrants[3].rating = 2500.0;
    t.entrants[2].rating = 1990.0;
    let (pairs, bye) = games(&pair_next(&t).unwrap());
    // Seeds: 4, 1, 2, 3. Round 1: seed 1 - seed 4, seed 2 - seed 3.
    assert_eq!(pairs, [(4, 3), (1, 2)]);
    assert_eq!(bye, None);
}

#[test]
fn an_odd_round_robin_gives_each_player_one_bye_on_the_last_board() {
    let mut t = field(Format::RoundRobin, 5, 5);
    let mut byes = Vec::new();
    for _ in 0..5 {
        let round = pair_next(&t).unwrap();
        let last = round.last().unwrap();
        assert_eq!(last.second, None, "{round:?}");
        assert_eq!(last.board as usize, round.len());
        byes.push(last.first);
        play(&mut t, favourite);
    }
    byes.sort();
    assert_eq!(byes, [1, 2, 3, 4, 5]);
    assert_eq!(
        pair_next(&t),
        Err(PairingError::NoRoundsLeft { planned: 5 })
    );
}

#[test]
fn a_double_round_robin_repeats_the_table_with_sides_swapped() {
    let mut t = field(Format::DoubleRoundRobin, 4, 6);
    for _ in 0..6 {
        play(&mut t, |_, _| Outcome::Draw);
    }
    for r in 0..3 {
        let swapped: Vec<_> = games(&t.rounds[r]).0.iter().map(|&(a, b)| (b, a)).collect();
        assert_eq!(games(&t.rounds[r + 3]).0, swapped);
    }
}

#[test]
fn a_round_robin_game_against_a_player_who_left_is_a_forfeit_win() {
    let mut t = field(Format::RoundRobin, 4, 3);
    play(&mut t, favourite);
    t.entrants[0].left_round = Some(1);
    let round = pair_next(&t).unwrap();
    let forfeit = round
        .iter()
        .find(|p| p.first == 1 || p.second == Some(1))
        .unwrap();
    assert!(forfeit.forfeit);
    let one_is_first = forfeit.first == 1;
    assert_eq!(
        forfeit.result,
        Some(if one_is_first {
            Outcome::SecondWins
        } else {
            Outcome::FirstWins
        })
    );
    assert!(round
        .iter()
        .filter(|p| !p.forfeit)
        .all(|p| p.result.is_none()));
}

#[test]
fn a_round_robin_takes_at_most_twelve_players() {
    let t = field(Format::RoundRobin, 13, 13);
    assert_eq!(
        pair_next(&t),
        Err(PairingError::TooManyPlayers {
            players: 13,
            max: MAX_ROUND_ROBIN_PLAYERS
        })
    );
    assert!(pair_next(&field(Format::RoundRobin, 12, 11)).is_ok());
}
