use super::*;
use crate::games::tests::random_playouts;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

/// Pieces written `Fd4` (infantry, *fantassin*) or `Cd4` (cavalry, *cavalier*).
fn pieces(text: &str) -> Vec<(Square, Kind)> {
    text.split_whitespace()
        .map(|token| {
            let kind = match &token[..1] {
                "F" => Kind::Infantry,
                "C" => Kind::Cavalry,
                other => panic!("piece kind {other}"),
            };
            (sq(&token[1..]), kind)
        })
        .collect()
}

/// A position with a spare white cavalry on a1 and a spare black cavalry on h8 (far from the
/// action), so that neither side runs out of moves by accident.
fn position(white: &str, black: &str, turn: Side) -> Latroncules {
    Latroncules::from_pieces(
        &pieces(&format!("{white} Ca1")),
        &pieces(&format!("{black} Ch8")),
        turn,
    )
}

fn play(game: &mut Latroncules, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed");
    game.play(&mv)
}

/// The legal moves starting from `from`, as text, sorted.
fn moves_from(game: &Latroncules, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .filter(|t| t.starts_with(&format!("{from}-")))
        .collect();
    moves.sort();
    moves
}

fn list(text: &str) -> Vec<String> {
    let mut moves: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    moves.sort();
    moves
}

#[test]
fn a1_is_dark_and_each_players_right_hand_corner_is_light() {
    assert!(is_dark(sq("a1")));
    assert!(is_dark(sq("h8")));
    assert!(!is_dark(sq("h1")), "white's right-hand corner");
    assert!(!is_dark(sq("a8")), "black's right-hand corner");
    assert!(is_dark(sq("d4")) && !is_dark(sq("e4")) && !is_dark(sq("d5")));
}

#[test]
fn each_side_starts_with_infantry_on_light_and_cavalry_on_dark_squares() {
    let game = Latroncules::new();
    for (side, ranks) in [(Side::First, [0, 1]), (Side::Second, [6, 7])] {
        assert_eq!(game.count(side, Kind::Infantry), 8);
        assert_eq!(game.count(side, Kind::Cavalry), 8);
        for rank in ranks {
            for file in 0..SIZE {
                let s = Square::new(file, rank);
                let kind = if is_dark(s) {
                    Kind::Cavalry
                } else {
                    Kind::Infantry
                };
                assert_eq!(game.piece_at(s), Some((side, kind)), "{s}");
            }
        }
    }
    for rank in 2..6 {
        for file in 0..SIZE {
            assert_eq!(game.piece_at(Square::new(file, rank)), None);
        }
    }
}

#[test]
fn white_moves_first_and_only_the_second_rank_can_move_at_the_start() {
    let game = Latroncules::new();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    let moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .collect();
    // Infantry of a2 c2 e2 g2 steps up; cavalry of b2 d2 f2 h2 (dark squares) steps up too.
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        list("a2-a3 b2-b3 c2-c3 d2-d3 e2-e3 f2-f3 g2-g3 h2-h3")
    );
}

#[test]
fn the_sides_move_in_turn_one_move_at_a_time_and_may_not_pass() {
    let mut game = Latroncules::new();
    play(&mut game, "d2-d3").unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    assert_eq!(play(&mut game.clone(), "d3-d4"), Err(Illegal::NotYourPiece));
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| game.piece_at(m.from).map(|(s, _)| s) == Some(Side::Second)));
    play(&mut game, "e7-e6").unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert!(matches!(
        game.parse_move("pass"),
        Err(ParseError::Unrecognised(_))
    ));
}

#[test]
fn a_game_with_captives_survives_a_round_trip_through_json() {
    let mut game = position("Fc3 Fe4 Fb7", "Cd4 Fg7", Side::First).with_prisoners([1, 0]);
    play(&mut game, "c3-c4").unwrap();
    let json = serde_json::to_string(&game).unwrap();
    let back: Latroncules = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.prisoners(Side::Second), 1);
    assert_eq!(back.legal_moves(), game.legal_moves());
}

#[test]
fn infantry_steps_one_square_straight_forward_to_an_empty_square() {
    let mut game = position("Fe2", "Fd7 Fb6", Side::First);
    assert_eq!(moves_from(&game, "e2"), list("e2-e3"));
    for bad in ["e2-e1", "e2-d2", "e2-f3", "e2-e4"] {
        assert_eq!(
            play(&mut game.clone(), bad),
            Err(Illegal::InfantryForwardOnly),
            "{bad}"
        );
    }
    play(&mut game, "e2-e3").unwrap();
    assert_eq!(game.piece_at(sq("e3")), Some((Side::First, Kind::Infantry)));
    // Black's infantry walks down the board.
    assert_eq!(moves_from(&game, "d7"), list("d7-d6"));
    assert_eq!(
        play(&mut game.clone(), "d7-d8"),
        Err(Illegal::InfantryForwardOnly)
    );
    assert_eq!(play(&mut game.clone(), "d7-d6"), Ok(()));
    // A piece in front blocks it (of either side).
    let game = position("Fe2 Fe3", "", Side::First);
    assert_eq!(moves_from(&game, "e2"), Vec::<String>::new());
    assert_eq!(play(&mut game.clone(), "e2-e3"), Err(Illegal::Occupied));
}

#[test]
fn infantry_never_jumps() {
    let game = position("Fd2", "Fd3", Side::First);
    assert_eq!(moves_from(&game, "d2"), Vec::<String>::new());
    assert_eq!(
        play(&mut game.clone(), "d2-d4"),
        Err(Illegal::InfantryForwardOnly)
    );
}

#[test]
fn cavalry_on_a_light_square_steps_one_square_in_any_of_eight_directions() {
    let game = position("Ce4", "", Side::First);
    assert_eq!(
        moves_from(&game, "e4"),
        list("e4-d3 e4-d4 e4-d5 e4-e3 e4-e5 e4-f3 e4-f4 e4-f5")
    );
    assert_eq!(play(&mut game.clone(), "e4-f5"), Ok(()));
    assert_eq!(
        play(&mut game.clone(), "e4-e6"),
        Err(Illegal::JumpNeedsEnemy)
    );
    assert_eq!(
        play(&mut game.clone(), "e4-g5"),
        Err(Illegal::CavalryWrongWay)
    );
}

#[test]
fn cavalry_on_a_dark_square_steps_only_orthogonally() {
    let game = position("Cd4", "", Side::First);
    assert_eq!(moves_from(&game, "d4"), list("d4-c4 d4-d3 d4-d5 d4-e4"));
    for diagonal in ["d4-e5", "d4-c3", "d4-c5", "d4-e3"] {
        assert_eq!(
            play(&mut game.clone(), diagonal),
            Err(Illegal::CavalryWrongWay),
            "{diagonal}"
        );
    }
    // The same piece, once on a light square, has all eight ways again.
    let mut game = game;
    play(&mut game, "d4-e4").unwrap();
    play(&mut game, "h8-h7").unwrap();
    assert_eq!(moves_from(&game, "e4").len(), 8);
}

#[test]
fn cavalry_jumps_over_an_adjacent_enemy_to_the_empty_square_beyond() {
    // From a light square, diagonally too.
    let mut game = position("Ce4", "Ff5", Side::First);
    assert!(moves_from(&game, "e4").contains(&"e4-g6".to_string()));
    play(&mut game, "e4-g6").unwrap();
    assert_eq!(game.piece_at(sq("g6")), Some((Side::First, Kind::Cavalry)));
    assert!(game.last_action().unwrap().mv.is_jump());
    // From a dark square, only along a file or rank.
    let game = position("Cd4", "Fd5 Fe5", Side::First);
    assert_eq!(moves_from(&game, "d4"), list("d4-c4 d4-d3 d4-d6 d4-e4"));
    assert_eq!(
        play(&mut game.clone(), "d4-f6"),
        Err(Illegal::CavalryWrongWay)
    );
}

#[test]
fn a_jump_takes_nothing_by_itself() {
    let mut game = position("Ce4", "Ff5", Side::First);
    play(&mut game, "e4-g6").unwrap();
    assert_eq!(
        game.piece_at(sq("f5")),
        Some((Side::Second, Kind::Infantry))
    );
    assert_eq!(game.captures(Side::First), 0);
    assert_eq!(game.last_action().unwrap().captured, 0);
}

#[test]
fn cavalry_jumps_only_over_an_enemy_and_only_onto_an_empty_square() {
    let game = position("Ce4 Ff5", "", Side::First);
    assert!(!moves_from(&game, "e4").contains(&"e4-g6".to_string()));
    assert_eq!(
        play(&mut game.clone(), "e4-g6"),
        Err(Illegal::JumpNeedsEnemy)
    );
    let game = position("Ce4", "Ff5 Fg6", Side::First);
    assert!(!moves_from(&game, "e4").contains(&"e4-g6".to_string()));
    assert_eq!(play(&mut game.clone(), "e4-g6"), Err(Illegal::Occupied));
    // Nor over an empty square, nor two squares at once.
    let game = position("Ce4", "Fg6", Side::First);
    assert_eq!(
        play(&mut game.clone(), "e4-e6"),
        Err(Illegal::JumpNeedsEnemy)
    );
    assert_eq!(
        play(&mut game.clone(), "e4-e7"),
        Err(Illegal::CavalryWrongWay)
    );
}

#[test]
fn a_piece_flanked_on_a_rank_or_file_is_taken_and_leaves_the_board() {
    // White infantry c3-c4: black cavalry d4 is between c4 and white infantry e4.
    let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.captures(Side::First), 1);
    assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
    // On a file, by cavalry, taking infantry.
    let mut game = position("Cd3 Ce7", "Fe6 Fb7", Side::First);
    play(&mut game, "d3-e3").unwrap();
    assert_eq!(
        game.piece_at(sq("e6")),
        Some((Side::Second, Kind::Infantry))
    );
    let mut game = position("Cf5 Ce7", "Fe6 Fb7", Side::First);
    play(&mut game, "f5-e5").unwrap();
    assert_eq!(game.piece_at(sq("e6")), None);
}

#[test]
fn a_taken_cavalry_is_kept_by_the_enemy_and_taken_infantry_is_not() {
    let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.prisoners(Side::Second), 1);
    assert_eq!(game.prisoners(Side::First), 0);
    let mut game = position("Cf5 Ce7", "Fe6 Fb7", Side::First);
    play(&mut game, "f5-e5").unwrap();
    assert_eq!(game.prisoners(Side::Second), 0);
    assert_eq!(game.captures(Side::First), 1);
}

#[test]
fn a_jump_that_lands_flanking_an_enemy_takes_it() {
    // e4 jumps f5 to g6; black g7 is then between g6 and white g8. f5 stays.
    let mut game = position("Ce4 Fg8", "Ff5 Fg7", Side::First);
    play(&mut game, "e4-g6").unwrap();
    assert_eq!(game.piece_at(sq("g7")), None);
    assert_eq!(
        game.piece_at(sq("f5")),
        Some((Side::Second, Kind::Infantry))
    );
    assert_eq!(game.captures(Side::First), 1);
}

#[test]
fn captures_are_orthogonal_only() {
    // c2-c3 puts black d4 between c3 and e5 on a diagonal: nothing is taken.
    let mut game = position("Cc2 Ce5", "Fd4 Fb7", Side::First);
    play(&mut game, "c2-c3").unwrap();
    assert_eq!(
        game.piece_at(sq("d4")),
        Some((Side::Second, Kind::Infantry))
    );
    assert_eq!(game.captures(Side::First), 0);
}

#[test]
fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
    let mut game = position("Fg1 Ch3", "Fh1 Fb7", Side::First);
    play(&mut game, "h3-h2").unwrap();
    assert_eq!(game.piece_at(sq("h1")), None);
    assert_eq!(game.captures(Side::First), 1);
    // One neighbour alone does not take.
    let mut game = position("Ch3", "Fh1 Fb7", Side::First);
    play(&mut game, "h3-h2").unwrap();
    assert_eq!(
        game.piece_at(sq("h1")),
        Some((Side::Second, Kind::Infantry))
    );
}

#[test]
fn a_move_that_ends_between_two_enemies_is_forbidden() {
    // d3-d4 would stand between black c4 and e4 and take nothing.
    let game = position("Fd3 Cf3", "Fc4 Fe4 Fb7", Side::First);
    assert_eq!(moves_from(&game, "d3"), Vec::<String>::new());
    assert_eq!(
        play(&mut game.clone(), "d3-d4"),
        Err(Illegal::MovesIntoCapture)
    );
    // On a file too, for cavalry, and for a jump's landing square.
    let game = position("Ce4", "Ff5 Ff3 Fb7", Side::First);
    assert!(!moves_from(&game, "e4").contains(&"e4-f4".to_string()));
    assert_eq!(
        play(&mut game.clone(), "e4-f4"),
        Err(Illegal::MovesIntoCapture)
    );
    let game = position("Cd4", "Cd5 Cc6 Ce6 Fb7", Side::First);
    assert!(!moves_from(&game, "d4").contains(&"d4-d6".to_string()));
    assert_eq!(
        play(&mut game.clone(), "d4-d6"),
        Err(Illegal::MovesIntoCapture)
    );
}

#[test]
fn a_move_into_a_flank_is_allowed_when_it_captures() {
    // d3-d4 stands between c4 and e4, but takes c4 against white b4: allowed.
    let mut game = position("Fd3 Fb4", "Fc4 Fe4 Fb7", Side::First);
    assert_eq!(moves_from(&game, "d3"), list("d3-d4"));
    play(&mut game, "d3-d4").unwrap();
    assert_eq!(game.piece_at(sq("c4")), None);
    assert_eq!(
        game.piece_at(sq("e4")),
        Some((Side::Second, Kind::Infantry))
    );
    assert_eq!(game.piece_at(sq("d4")), Some((Side::First, Kind::Infantry)));
}

#[test]
fn moving_into_a_corner_between_two_enemies_is_forbidden() {
    // Cavalry a3 (dark) jumps a2 into the corner a1, flanked by black a2 and b1.
    let game = Latroncules::from_pieces(&pieces("Ca3 Ch1"), &pieces("Fa2 Fb1 Fh7"), Side::First);
    assert!(!moves_from(&game, "a3").contains(&"a3-a1".to_string()));
    assert_eq!(
        play(&mut game.clone(), "a3-a1"),
        Err(Illegal::MovesIntoCapture)
    );
    // With white on c1 the same jump takes b1, so it is allowed.
    let mut game =
        Latroncules::from_pieces(&pieces("Ca3 Cc1 Ch1"), &pieces("Fa2 Fb1 Fh7"), Side::First);
    play(&mut game, "a3-a1").unwrap();
    assert_eq!(game.piece_at(sq("b1")), None);
}

#[test]
fn a_side_whose_only_moves_would_put_a_piece_into_a_capture_draws() {
    // Black's only piece, infantry d5, can only step between white c4 and e4.
    let mut game = Latroncules::from_pieces(&pieces("Fc4 Fe4 Ca1"), &pieces("Fd5"), Side::First);
    assert_eq!(game.outcome(), None);
    play(&mut game, "a1-a2").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::OnlyMovesIntoCapture(Side::Second)
        })
    );
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
    assert_eq!(play(&mut game, "d5-d4"), Err(Illegal::GameOver));
}

#[test]
fn a_side_with_no_move_at_all_draws() {
    // Black's only piece, infantry d5, is blocked by white d4.
    let mut game = Latroncules::from_pieces(&pieces("Fd4 Ca1"), &pieces("Fd5"), Side::First);
    play(&mut game, "a1-a2").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Blocked(Side::Second)
        })
    );
}

#[test]
fn infantry_reaching_the_far_rank_is_exchanged_for_a_cavalry_the_enemy_had_taken() {
    let mut game = position("Fb7", "Fe5", Side::First).with_prisoners([1, 0]);
    assert_eq!(game.captures(Side::Second), 1);
    play(&mut game, "b7-b8").unwrap();
    assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Cavalry)));
    assert_eq!(game.prisoners(Side::First), 0);
    assert!(game.last_action().unwrap().promoted);
    // The freed cavalry moves as cavalry: b8 is dark, so straight along rank and file.
    play(&mut game, "e5-e4").unwrap();
    assert_eq!(moves_from(&game, "b8"), list("b8-a8 b8-b7 b8-c8"));
    // Black promotes on rank 1 the same way.
    let mut game = position("Fe4", "Fc2", Side::Second).with_prisoners([0, 2]);
    play(&mut game, "c2-c1").unwrap();
    assert_eq!(game.piece_at(sq("c1")), Some((Side::Second, Kind::Cavalry)));
    assert_eq!(game.prisoners(Side::Second), 1);
}

#[test]
fn infantry_reaching_the_far_rank_with_no_cavalry_to_free_stays_and_cannot_move() {
    let mut game = position("Fb7", "Fe5", Side::First);
    play(&mut game, "b7-b8").unwrap();
    assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Infantry)));
    assert!(!game.last_action().unwrap().promoted);
    play(&mut game, "e5-e4").unwrap();
    assert_eq!(moves_from(&game, "b8"), Vec::<String>::new());
    assert_eq!(
        play(&mut game.clone(), "b8-b7"),
        Err(Illegal::InfantryForwardOnly)
    );
}

#[test]
fn promotion_happens_only_on_arrival() {
    // White infantry already waits on b8; black then takes a white cavalry: b8 stays infantry.
    let mut game = position("Fb8 Ce3 Fc7", "Cd3 Cf2 Fg6", Side::Second);
    play(&mut game, "f2-f3").unwrap();
    assert_eq!(game.piece_at(sq("e3")), None);
    assert_eq!(game.prisoners(Side::First), 1);
    assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Infantry)));
    // The next infantry to arrive frees the prisoner.
    play(&mut game, "c7-c8").unwrap();
    assert_eq!(game.piece_at(sq("c8")), Some((Side::First, Kind::Cavalry)));
    assert_eq!(game.prisoners(Side::First), 0);
}

#[test]
fn taking_every_enemy_piece_wins_and_makes_the_winner_imperator() {
    let mut game = Latroncules::from_pieces(&pieces("Cc4 Fe3 Ca1"), &pieces("Cd4"), Side::First);
    play(&mut game, "e3-e4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::AllPiecesTaken(Side::Second)
        })
    );
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
}

#[test]
fn forty_moves_a_side_without_a_capture_is_a_draw() {
    let mut game = Latroncules::from_pieces(&pieces("Ca1"), &pieces("Ch8"), Side::First);
    let white = ["a1-a2", "a2-a1"];
    let black = ["h8-h7", "h7-h8"];
    let mut played = 0;
    while game.outcome().is_none() {
        let mv = if played % 2 == 0 {
            white[(played / 2) % 2]
        } else {
            black[(played / 2) % 2]
        };
        play(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        played += 1;
    }
    assert_eq!(played, NO_CAPTURE_LIMIT as usize);
    assert_eq!(played, 2 * 40);
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
    let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
    game.quiet = NO_CAPTURE_LIMIT - 1;
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.moves_without_capture(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn move_text_is_from_dash_to_for_steps_and_jumps_in_any_case() {
    let game = Latroncules::new();
    let mv = game.parse_move(" D2-D3 ").unwrap();
    assert_eq!(
        mv,
        Move {
            from: sq("d2"),
            to: sq("d3")
        }
    );
    assert_eq!(game.format_move(&mv), "d2-d3");
    let jump = game.parse_move("B1-D3").unwrap();
    assert!(jump.is_jump() && !mv.is_jump());
    assert_eq!(game.format_move(&jump), "b1-d3");
    assert!(matches!(
        game.parse_move("d4"),
        Err(ParseError::Unrecognised(_))
    ));
    assert!(matches!(
        game.parse_move("d4-d5-d6"),
        Err(ParseError::Unrecognised(_))
    ));
    assert!(matches!(
        game.parse_move("z9-a1"),
        Err(ParseError::OffBoard(_))
    ));
    assert_eq!(game.parse_move("  "), Err(ParseError::Empty));
    assert!(game.parse_move("d4-").is_err());
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = position("Fd3 Cf3 Ce4", "Fc4 Fe5 Fb7 Fg2 Fg4", Side::First);
    let before = game.clone();
    let bad_moves = [
        "d3-d5", "e4-e7", "e4-c2", "b7-b6", "h8-h7", "e4-e4", "c4-c3", "a1-b2", "f3-g3",
    ];
    for bad in bad_moves {
        assert!(play(&mut game, bad).is_err(), "{bad}");
        assert_eq!(game, before);
    }
}

#[test]
fn five_hundred_seeded_random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<Latroncules>(500, 5000);
    let reasons: std::collections::HashSet<_> = games
        .iter()
        .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
        .collect();
    assert!(reasons.len() >= 2, "only {reasons:?}");
    // Every listed move respects the ban on moving into a capture.
    for game in &games {
        let last = game.last_action().unwrap();
        let mover = last.side.index();
        let to = last.mv.to;
        let exposed_now = exposed(game.board[1 - mover], to) && game.board[mover] & bit(to) != 0;
        assert!(!exposed_now || last.captured != 0, "{last:?}");
    }
}

#[test]
fn the_squares_a_piece_may_move_to_are_its_legal_moves_whichever_side_is_to_move() {
    use rand::rngs::SmallRng;
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    let mut rng = SmallRng::seed_from_u64(5);
    let mut checked = 0;
    for _ in 0..40 {
        let mut game = Latroncules::new();
        while let Some(mv) = game.legal_moves().choose(&mut rng).copied() {
            // The same pieces with each side to move: its legal moves, square by square.
            let all = |side: Side| -> Vec<(Square, Kind)> {
                squares(game.pieces(side))
                    .map(|s| (s, game.piece_at(s).expect("a piece").1))
                    .collect()
            };
            for side in Side::BOTH {
                let turned = Latroncules::from_pieces(&all(Side::First), &all(Side::Second), side);
                if turned.outcome().is_some() {
                    continue;
                }
                let legal = turned.legal_moves();
                for from in squares(game.pieces(side)) {
                    let expected = legal
                        .iter()
                        .filter(|m| m.from == from)
                        .fold(0, |mask, m| mask | bit(m.to));
                    assert_eq!(game.destinations(from), expected, "{game:?} {from:?}");
                    checked += 1;
                }
            }
            game.play(&mv).expect("a legal move");
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert_eq!(
        Latroncules::new().destinations(sq("d4")),
        0,
        "an empty square"
    );
}
