use super::*;
use crate::games::tests::random_playouts;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

fn sqs(names: &str) -> Vec<Square> {
    names.split_whitespace().map(sq).collect()
}

fn step(game: &mut Latrunculi, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed");
    game.play(&mv)
}

/// A position in phase 2 with plenty of pieces so no end condition fires by accident.
/// `extra_first`/`extra_second` are added to filler pieces kept far away on ranks 1 and 8.
fn position(first: &str, second: &str, turn: Side) -> Latrunculi {
    let mut a = sqs(first);
    a.extend(sqs("a1 c1 e1 g1"));
    let mut b = sqs(second);
    b.extend(sqs("b8 d8 f8 h8"));
    Latrunculi::from_squares(&a, &b, turn)
}

#[test]
fn the_board_starts_empty_with_twenty_pieces_in_hand_and_white_places_first() {
    let game = Latrunculi::new();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert_eq!(game.phase(), Phase::Placement);
    assert_eq!(game.in_hand(Side::First), 20);
    assert_eq!(game.in_hand(Side::Second), 20);
    assert_eq!(game.legal_moves().len(), 64);
}

#[test]
fn placement_alternates_on_empty_squares_and_captures_nothing() {
    let mut game = Latrunculi::new();
    // White d4, black d5, white d6: d5 is now between two white pieces, yet stays.
    for mv in ["d4", "d5", "d6"] {
        step(&mut game, mv).unwrap();
    }
    assert_eq!(game.piece_at(sq("d5")), Some(Side::Second));
    assert_eq!(game.captures(Side::First), 0);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    assert_eq!(step(&mut game, "d4"), Err(Illegal::Occupied));
    assert_eq!(step(&mut game, "d5-e5"), Err(Illegal::PlacementPhase));
    assert_eq!(game.legal_moves().len(), 61);
}

#[test]
fn phase_two_starts_when_all_forty_are_down_and_even_the_last_placement_takes_nothing() {
    let mut game = Latrunculi::new();
    // Fill ranks 1-5 (40 squares) alternately, then check phase and turn.
    let all: Vec<Square> = (0..40)
        .map(|i| crate::games::grid::square_of(i as u32))
        .collect();
    for (i, s) in all.iter().enumerate() {
        assert_eq!(game.phase(), Phase::Placement, "placement {i}");
        game.play(&Move::Place(*s)).unwrap();
    }
    assert_eq!(game.phase(), Phase::Movement);
    assert_eq!(game.captures(Side::First) + game.captures(Side::Second), 0);
    assert_eq!(game.on_board(Side::First), 20);
    assert_eq!(game.on_board(Side::Second), 20);
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert_eq!(step(&mut game, "a6"), Err(Illegal::MovementPhase));
    // Only rank-5 pieces can move (up): white owns a5, c5, e5, g5.
    let mut moves = game.legal_moves();
    moves.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(moves.len(), 4);
}

#[test]
fn a_piece_steps_one_square_orthogonally_to_an_empty_square() {
    let mut game = position("d4", "", Side::First);
    assert_eq!(step(&mut game.clone(), "d4-e5"), Err(Illegal::NotAStep));
    assert_eq!(step(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
    assert_eq!(step(&mut game.clone(), "d5-d6"), Err(Illegal::NotYourPiece));
    assert_eq!(step(&mut game.clone(), "b8-b7"), Err(Illegal::NotYourPiece));
    assert_eq!(step(&mut game.clone(), "a1-c1"), Err(Illegal::NotAStep));
    assert_eq!(step(&mut game.clone(), "c1-d1"), Ok(()));
    let d4: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .filter(|t| t.starts_with("d4"))
        .collect();
    assert_eq!(d4.len(), 4);
    step(&mut game, "d4-d5").unwrap();
    assert_eq!(game.piece_at(sq("d5")), Some(Side::First));
    assert_eq!(game.piece_at(sq("d4")), None);
    let mut game = position("d4", "d5", Side::First);
    assert_eq!(step(&mut game, "d4-d5"), Err(Illegal::Occupied));
}

#[test]
fn a_piece_may_not_go_straight_back_to_the_square_it_left_on_its_previous_turn() {
    let mut game = position("d4", "", Side::First);
    step(&mut game, "d4-d5").unwrap();
    step(&mut game, "b8-b7").unwrap();
    assert_eq!(step(&mut game.clone(), "d5-d4"), Err(Illegal::BackAndForth));
    assert!(!game.legal_moves().contains(&Move::Step {
        from: sq("d5"),
        to: sq("d4")
    }));
    // Any other move is fine, and after another own move the way back is open again.
    step(&mut game, "d5-e5").unwrap();
    step(&mut game, "b7-b6").unwrap();
    step(&mut game, "e5-e6").unwrap();
    step(&mut game, "b6-b5").unwrap();
    step(&mut game, "e6-d6").unwrap();
    step(&mut game, "b5-b4").unwrap();
    assert_eq!(step(&mut game.clone(), "d6-e6"), Err(Illegal::BackAndForth));
    step(&mut game, "a1-a2").unwrap();
    step(&mut game, "b4-b3").unwrap();
    assert_eq!(step(&mut game, "d6-e6"), Ok(()));
}

#[test]
fn the_back_and_forth_rule_binds_only_the_piece_that_moved() {
    let mut game = position("d4 e5", "", Side::First);
    step(&mut game, "d4-d5").unwrap();
    step(&mut game, "b8-b7").unwrap();
    // e5 may go to e4 — a different piece and a different square.
    assert_eq!(step(&mut game.clone(), "e5-e4"), Ok(()));
}

#[test]
fn a_piece_flanked_on_a_rank_or_file_is_taken_and_leaves_the_board() {
    // White moves c3-c4: d4 (black) is between c4 and e4 (white).
    let mut game = position("c3 e4", "d4", Side::First);
    step(&mut game, "c3-c4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.captures(Side::First), 1);
    assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
    // On a file too.
    let mut game = position("d2 e6", "e5", Side::First);
    step(&mut game, "d2-d3").unwrap();
    assert_eq!(game.piece_at(sq("e5")), Some(Side::Second));
    let mut game = position("e3 e6", "e5", Side::First);
    step(&mut game, "e3-e4").unwrap();
    assert_eq!(game.piece_at(sq("e5")), None);
}

#[test]
fn captures_are_orthogonal_only() {
    // d4 black, c3 and e5 white diagonal: moving into a diagonal flank takes nothing.
    let mut game = position("c2 e5", "d4", Side::First);
    step(&mut game, "c2-c3").unwrap();
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
}

#[test]
fn two_pieces_are_taken_at_once_and_both_leave_the_board() {
    // White to e4: black d4 (with c4 white) and e5 (with e6 white) are both flanked.
    let mut game = position("c4 e6 f4", "d4 e5", Side::First);
    step(&mut game, "f4-e4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.piece_at(sq("e5")), None);
    assert_eq!(game.captures(Side::First), 2);
    assert_eq!(game.last_action().unwrap().captured.count_ones(), 2);
}

#[test]
fn a_line_of_two_enemies_is_not_taken() {
    let mut game = position("b4 e3", "c4 d4", Side::First);
    step(&mut game, "e3-e4").unwrap();
    assert_eq!(game.piece_at(sq("c4")), Some(Side::Second));
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
}

#[test]
fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
    // Black h1; white g1 already there, white moves h3-h2.
    let mut game =
        Latrunculi::from_squares(&sqs("g1 h3 a8 c8 e8"), &sqs("h1 b5 d5 f5"), Side::First);
    step(&mut game, "h3-h2").unwrap();
    assert_eq!(game.piece_at(sq("h1")), None);
    assert_eq!(game.captures(Side::First), 1);
    // The other way round: h2 already there, arrive on g1.
    let mut game =
        Latrunculi::from_squares(&sqs("f1 h2 a8 c8 e8"), &sqs("h1 b5 d5 f5"), Side::First);
    step(&mut game, "f1-g1").unwrap();
    assert_eq!(game.piece_at(sq("h1")), None);
    // One neighbour alone does not take.
    let mut game = Latrunculi::from_squares(&sqs("f1 a3 c8 e8"), &sqs("a8 b5 d5 f5"), Side::First);
    step(&mut game, "f1-g1").unwrap();
    step(&mut game, "b5-b4").unwrap();
    step(&mut game, "c8-b8").unwrap();
    assert_eq!(game.piece_at(sq("a8")), Some(Side::Second));
    step(&mut game, "b4-b3").unwrap();
    step(&mut game, "a3-a4").unwrap();
    step(&mut game, "b3-b2").unwrap();
    step(&mut game, "a4-a5").unwrap();
    step(&mut game, "d5-d4").unwrap();
    step(&mut game, "a5-a6").unwrap();
    step(&mut game, "d4-d3").unwrap();
    step(&mut game, "a6-a7").unwrap();
    assert_eq!(game.piece_at(sq("a8")), None, "b8 and a7 take the corner");
}

#[test]
fn a_piece_on_an_edge_square_is_not_taken_against_the_edge() {
    // Black a4 with white on b4: the board's edge is not a captor.
    let mut game = position("c4 a2", "a4", Side::First);
    step(&mut game, "c4-b4").unwrap();
    assert_eq!(game.piece_at(sq("a4")), Some(Side::Second));
    // But along the edge it is: a3 and a5.
    let mut game = position("a3 b5", "a4", Side::First);
    step(&mut game, "b5-a5").unwrap();
    assert_eq!(game.piece_at(sq("a4")), None);
}

#[test]
fn moving_between_two_enemies_is_safe() {
    // Black steps into d4 between white c4 and e4: not taken ("le suicide est impossible").
    let mut game = position("c4 e4", "d5", Side::Second);
    step(&mut game, "d5-d4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    assert_eq!(game.captures(Side::First), 0);
    // Moving in between two enemies can itself capture one of them.
    let mut game = position("c4 e4", "d5 b4", Side::Second);
    step(&mut game, "d5-d4").unwrap();
    assert_eq!(game.piece_at(sq("c4")), None, "c4 is between b4 and d4");
    assert_eq!(game.piece_at(sq("e4")), Some(Side::First));
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
}

#[test]
fn a_capture_needs_the_moving_piece_as_one_of_the_two_captors() {
    // Black d4 sits between white c4 and e4 already (it moved in safely); a white move
    // elsewhere does not take it afterwards.
    let mut game = position("c4 e4 g3", "d5", Side::Second);
    step(&mut game, "d5-d4").unwrap();
    step(&mut game, "g3-g4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    // But a captor that leaves and comes back does take it.
    for (white, black) in [("e4-e3", "h8-h7"), ("e3-f3", "h7-h6"), ("f3-f4", "h6-h5")] {
        step(&mut game, black).unwrap();
        step(&mut game, white).unwrap();
    }
    step(&mut game, "h5-h4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    step(&mut game, "f4-e4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
}

#[test]
fn the_game_ends_when_a_side_has_one_piece_left_and_more_captures_win() {
    // Black has two pieces: d4 and h8; white takes d4.
    let mut game = Latrunculi::from_squares(&sqs("c4 e3 a1"), &sqs("d4 h8"), Side::First)
        .with_captures([17, 15]);
    assert_eq!(game.outcome(), None);
    step(&mut game, "e3-e4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::OnePieceLeft(Side::Second)
        })
    );
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
    assert_eq!(step(&mut game, "a1-a2"), Err(Illegal::GameOver));
}

#[test]
fn a_side_that_cannot_move_ends_the_game_and_captures_decide() {
    // Black a8 hemmed in by white a7 and b8... which would be a corner capture, so use
    // pieces that block without capturing: black a8 and b8, white a7 b7 c8.
    let game = Latrunculi::from_squares(&sqs("a7 b7 c8 h1 g1 f1"), &sqs("a8 b8"), Side::Second)
        .with_captures([18, 14]);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::Blocked(Side::Second)
        })
    );
    // Equal captures: a draw.
    let game = game.with_captures([3, 3]);
    assert_eq!(game.outcome().unwrap().winner, None);
    let game = game.with_captures([3, 4]);
    assert_eq!(game.outcome().unwrap().winner, Some(Side::Second));
}

#[test]
fn a_side_blocked_only_by_the_back_and_forth_rule_is_blocked() {
    // Black d7 can only go to d8; black a1 is walled in by white a2 and b1.
    let mut game =
        Latrunculi::from_squares(&sqs("c8 e8 c7 e7 d6 a2 b1 h1"), &sqs("d7 a1"), Side::Second)
            .with_captures([18, 12]);
    step(&mut game, "d7-d8").unwrap();
    assert_eq!(
        game.piece_at(sq("d8")),
        Some(Side::Second),
        "moved in safely"
    );
    step(&mut game, "h1-h2").unwrap();
    // Black's only step, d8-d7, is the way straight back.
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::Blocked(Side::Second)
        })
    );
}

#[test]
fn fifty_moves_a_side_without_a_capture_end_the_game() {
    // Two lone groups walking round in squares far apart never capture.
    let mut game = Latrunculi::from_squares(&sqs("a1 c1 e1"), &sqs("a8 c8 e8"), Side::First);
    let white = ["a1-a2", "a2-b2", "b2-b1", "b1-a1"];
    let black = ["a8-a7", "a7-b7", "b7-b8", "b8-a8"];
    let mut played = 0;
    while game.outcome().is_none() {
        let mv = if played % 2 == 0 {
            white[(played / 2) % 4]
        } else {
            black[(played / 2) % 4]
        };
        step(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        played += 1;
    }
    assert_eq!(played, NO_CAPTURE_LIMIT as usize);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::NoCaptureLimit
        })
    );
}

#[test]
fn a_capture_resets_the_no_capture_count() {
    let mut game = position("c3 e4", "d4", Side::First);
    game.quiet = 99;
    step(&mut game, "c3-c4").unwrap();
    assert_eq!(game.moves_without_capture(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn move_text_reads_any_case_and_prints_lower_case() {
    let game = Latrunculi::new();
    let mv = game.parse_move(" D4-D5 ").unwrap();
    assert_eq!(
        mv,
        Move::Step {
            from: sq("d4"),
            to: sq("d5")
        }
    );
    assert_eq!(game.format_move(&mv), "d4-d5");
    assert_eq!(game.parse_move("h8"), Ok(Move::Place(sq("h8"))));
    assert!(matches!(
        game.parse_move("d4-d5-d6"),
        Err(ParseError::Unrecognised(_))
    ));
    assert!(matches!(
        game.parse_move("z9"),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        game.parse_move("hello"),
        Err(ParseError::NotASquare(_))
    ));
    assert_eq!(game.parse_move("  "), Err(ParseError::Empty));
    assert!(game.parse_move("d4-").is_err());
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = position("d4", "d5", Side::First);
    let before = game.clone();
    for bad in ["d4-d5", "d4-f4", "e4-e5", "d4"] {
        assert!(step(&mut game, bad).is_err(), "{bad}");
        assert_eq!(game, before);
    }
}

#[test]
fn a_thousand_seeded_random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<Latrunculi>(1000, 5000);
    assert_eq!(games.len(), 1000);
    let decisive = games
        .iter()
        .filter(|g| g.outcome().unwrap().winner.is_some())
        .count();
    // Random play should produce both results and more than one kind of ending.
    assert!(decisive > 0 && decisive < 1000, "decisive: {decisive}");
    let reasons: std::collections::HashSet<_> = games
        .iter()
        .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
        .collect();
    assert!(reasons.len() >= 2, "only {reasons:?}");
}

/// The Seneca rules: everything above holds for both variants (the Piso tests pin it); these pin
/// what Seneca adds, one test per sentence of the text and per decision (see
/// `docs/rules/latrunculi-seneca.md`).
mod seneca;
