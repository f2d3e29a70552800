use super::*;

fn game(first: PlayerId, second: PlayerId, result: Outcome) -> Pairing {
    Pairing {
        board: 1,
        first,
        second: Some(second),
        result: Some(result),
        forfeit: false,
    }
}

fn bye(player: PlayerId) -> Pairing {
    Pairing {
        board: 9,
        first: player,
        second: None,
        result: Some(Outcome::FirstWins),
        forfeit: false,
    }
}

fn line(t: &Tournament, player: PlayerId) -> Standing {
    standings(t)
        .into_iter()
        .find(|s| s.player == player)
        .unwrap()
}

/// Five players, two rounds: 1 beats 2, 3 draws 4, 5 bye; then 1 beats 3, 5 beats 2, 4 bye.
fn five() -> Tournament {
    let mut t = field(Format::Swiss, 5, 3);
    t.rounds = vec![
        vec![
            game(1, 2, Outcome::FirstWins),
            game(3, 4, Outcome::Draw),
            bye(5),
        ],
        vec![
            game(3, 1, Outcome::SecondWins),
            game(5, 2, Outcome::FirstWins),
            bye(4),
        ],
    ];
    t
}

#[test]
fn points_are_two_half_points_a_win_or_bye_and_one_a_draw() {
    let t = five();
    let points: Vec<(PlayerId, u32)> = standings(&t)
        .iter()
        .map(|s| (s.player, s.points2))
        .collect();
    assert_eq!(points, [(1, 4), (5, 4), (4, 3), (3, 1), (2, 0)]);
}

#[test]
fn buchholz_cut_1_drops_the_lowest_round_and_a_bye_adds_nothing() {
    let t = five();
    // 5: bye (0), then 2 (0 points): 0 + 0 - 0.
    assert_eq!(line(&t, 5).tiebreaks[0], 0.0);
    // 1: opponents 2 (0) and 3 (0.5): cut the 0 → 0.5.
    assert_eq!(line(&t, 1).tiebreaks[0], 0.5);
    // 4: 3 (0.5) and the bye (0): cut the bye → 0.5.
    assert_eq!(line(&t, 4).tiebreaks[0], 0.5);
    // Four players, two rounds: 1 beat 2 and drew 3; 2 beat 4; 3 drew 4 (1.5, 1, 1, 0.5).
    let mut t = field(Format::Swiss, 4, 3);
    t.rounds = vec![
        vec![game(1, 2, Outcome::FirstWins), game(3, 4, Outcome::Draw)],
        vec![game(1, 3, Outcome::Draw), game(2, 4, Outcome::FirstWins)],
    ];
    // 1 met 2 (1) and 3 (1): the lower is cut.
    assert_eq!(line(&t, 1).tiebreaks[0], 1.0);
    // 4 met 3 (1) and 2 (1).
    assert_eq!(line(&t, 4).tiebreaks[0], 1.0);
    // 2 met 1 (1.5) and 4 (0.5).
    assert_eq!(line(&t, 2).tiebreaks[0], 1.5);
}

#[test]
fn sonneborn_berger_adds_beaten_opponents_scores_and_half_of_drawn_ones() {
    let t = five();
    // 1 beat 2 (0) and 3 (0.5).
    assert_eq!(line(&t, 1).tiebreaks[1], 0.5);
    // 3 drew 4 (1.5): 0.75.
    assert_eq!(line(&t, 3).tiebreaks[1], 0.75);
    // A bye adds nothing: 5 beat only 2 (0).
    assert_eq!(line(&t, 5).tiebreaks[1], 0.0);
}

#[test]
fn equal_on_points_and_tie_breaks_share_a_rank_ordered_by_rating() {
    let mut t = field(Format::Swiss, 4, 3);
    t.rounds = vec![vec![game(1, 2, Outcome::Draw), game(3, 4, Outcome::Draw)]];
    let ranks: Vec<(u32, PlayerId)> = standings(&t).iter().map(|s| (s.rank, s.player)).collect();
    assert_eq!(ranks, [(1, 1), (1, 2), (1, 3), (1, 4)]);
    t.rounds[0][1].result = Some(Outcome::SecondWins);
    let ranks: Vec<(u32, PlayerId)> = standings(&t).iter().map(|s| (s.rank, s.player)).collect();
    assert_eq!(ranks, [(1, 4), (2, 1), (2, 2), (4, 3)]);
}

#[test]
fn a_round_robin_breaks_ties_by_sonneborn_berger_then_wins() {
    let mut t = field(Format::RoundRobin, 4, 3);
    t.rounds = vec![
        vec![game(1, 4, Outcome::FirstWins), game(2, 3, Outcome::Draw)],
        vec![game(4, 3, Outcome::SecondWins), game(1, 2, Outcome::Draw)],
    ];
    let s = standings(&t);
    // 1: 1.5 (beat 4 on 0, drew 2 on 1): SB 0.5, 1 win; 3: 1.5 (drew 2, beat 4): SB 0.5, 1 win.
    assert_eq!(s[0].tiebreaks, [0.5, 1.0]);
    assert_eq!(s[0].player, 1);
    assert_eq!(s[1].player, 3);
    assert_eq!(s[1].rank, 1, "equal on everything: shared");
    t.rounds[0][0].result = Some(Outcome::Draw);
    t.rounds[1][0].result = Some(Outcome::SecondWins);
    // 1 drew 4 and 2: 1 point; 3 has 1.5 and leads.
    assert_eq!(standings(&t)[0].player, 3);
}

#[test]
fn cells_name_the_opponents_final_rank_with_win_draw_loss_bye_and_forfeits() {
    let mut t = five();
    t.rounds.push(vec![
        game(1, 5, Outcome::Draw),
        Pairing {
            forfeit: true,
            ..game(4, 2, Outcome::FirstWins)
        },
        Pairing {
            result: None,
            ..game(3, 4, Outcome::Draw)
        },
    ]);
    t.rounds[2].truncate(2);
    let labels = |id| -> Vec<String> { line(&t, id).cells.iter().map(Cell::label).collect() };
    let rank = |id| line(&t, id).rank;
    assert_eq!(
        labels(1),
        [
            format!("+{}", rank(2)),
            format!("+{}", rank(3)),
            format!("={}", rank(5))
        ]
    );
    assert_eq!(labels(2)[2], "-F");
    assert_eq!(labels(4)[2], "+F");
    assert_eq!(labels(5)[0], "bye");
    assert_eq!(labels(3)[2], "–");
    let pending = Cell::Pending {
        opponent: 4,
        opponent_rank: 3,
        side: Side::First,
    };
    assert_eq!(pending.label(), "?3");
}
