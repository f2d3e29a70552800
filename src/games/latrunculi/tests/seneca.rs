use super::*;
use crate::games::tests::random_playouts;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

fn sqs(names: &str) -> Vec<Square> {
    names.split_whitespace().map(sq).collect()
}

fn mask(names: &str) -> u64 {
    sqs(names).into_iter().fold(0, |m, s| m | bit(s))
}

fn play(game: &mut LatrunculiSeneca, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed");
    game.play(&mv)
}

fn texts(game: &LatrunculiSeneca) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .collect();
    moves.sort();
    moves
}

/// A Seneca position in phase 2 with filler pieces far away on ranks 1 and 8.
fn seneca(first: &str, second: &str, turn: Side) -> LatrunculiSeneca {
    let mut a = sqs(first);
    a.extend(sqs("a1 c1 e1 g1"));
    let mut b = sqs(second);
    b.extend(sqs("b8 d8 f8 h8"));
    LatrunculiSeneca::from_squares(&a, &b, turn)
}

#[test]
fn seneca_starts_like_piso_with_an_empty_board_and_white_placing_first() {
    let mut game = LatrunculiSeneca::new();
    assert_eq!(game.variant(), Variant::LatrunculiSeneca);
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert_eq!(game.legal_moves().len(), 64);
    // Placement captures nothing, even with own pieces to jump over later.
    for mv in ["d4", "d5", "d6", "e5", "c5"] {
        play(&mut game, mv).unwrap();
    }
    assert_eq!(game.piece_at(sq("d5")), Some(Side::Second));
    assert!(!game.is_held(sq("d5")));
    assert_eq!(game.captures(Side::First), 0);
    assert_eq!(play(&mut game, "d4-d6"), Err(Illegal::PlacementPhase));
    assert_eq!(play(&mut game, "xd5"), Err(Illegal::PlacementPhase));
}

#[test]
fn a_piece_may_jump_over_its_own_piece_to_the_empty_square_beyond() {
    let game = seneca("d4 d5", "e4 e3", Side::First);
    let moves = texts(&game);
    assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
    assert_eq!(play(&mut game.clone(), "d4-d6"), Ok(()));
    // Not over an enemy, not over an empty square, not two squares, not onto a piece.
    assert_eq!(play(&mut game.clone(), "d4-f4"), Err(Illegal::NotAJump));
    assert_eq!(play(&mut game.clone(), "d4-b4"), Err(Illegal::NotAJump));
    assert_eq!(play(&mut game.clone(), "d5-f5"), Err(Illegal::NotAJump));
    assert_eq!(play(&mut game.clone(), "d4-e6"), Err(Illegal::NotAJump));
    assert_eq!(play(&mut game.clone(), "d4-d7"), Err(Illegal::NotAJump));
    // A step then a jump is not one move.
    assert_eq!(play(&mut game.clone(), "d4-c4-c6"), Err(Illegal::NotAJump));
    let blocked = seneca("d4 d5 d6", "", Side::First);
    assert_eq!(play(&mut blocked.clone(), "d4-d6"), Err(Illegal::Occupied));
    // One step remains a move of its own.
    assert_eq!(play(&mut game.clone(), "d4-c4"), Ok(()));
}

#[test]
fn jumps_chain_in_one_move_and_may_stop_after_any_jump() {
    let mut game = seneca("d4 d5 e6", "", Side::First);
    let moves = texts(&game);
    assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
    assert!(moves.contains(&"d4-d6-f6".to_string()), "{moves:?}");
    play(&mut game, "d4-d6-f6").unwrap();
    assert_eq!(game.piece_at(sq("f6")), Some(Side::First));
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.piece_at(sq("d6")), None);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
}

#[test]
fn a_chain_never_lands_twice_on_a_square_nor_on_its_start() {
    // d4 can jump round the ring d5, e6, f5, e4 and come back.
    let game = seneca("d4 d5 e6 f5 e4", "", Side::First);
    assert_eq!(play(&mut game.clone(), "d4-d6-f6-f4"), Ok(()));
    assert_eq!(
        play(&mut game.clone(), "d4-d6-f6-f4-d4"),
        Err(Illegal::JumpRevisits)
    );
    assert_eq!(
        play(&mut game.clone(), "d4-d6-f6-f4-f6"),
        Err(Illegal::JumpRevisits)
    );
    for mv in game.legal_moves() {
        if let Move::Jump(path) = mv {
            let mut seen = path.squares().to_vec();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), path.squares().len(), "{mv:?}");
        }
    }
}

#[test]
fn captures_are_checked_once_where_the_move_ends() {
    // d2-d4 would flank c4 against b4; going on to d6 takes nothing.
    let game = seneca("d2 d3 d5 b4", "c4", Side::First);
    let mut stop = game.clone();
    play(&mut stop, "d2-d4").unwrap();
    assert!(stop.is_held(sq("c4")));
    let mut on = game.clone();
    play(&mut on, "d2-d4-d6").unwrap();
    assert!(!on.is_held(sq("c4")));
    assert_eq!(on.captures(Side::First), 0);
    assert_eq!(on.last_action().unwrap().captured, 0);
}

#[test]
fn the_back_and_forth_rule_applies_to_jumps_too() {
    let mut game = seneca("d4 d5", "", Side::First);
    play(&mut game, "d4-d6").unwrap();
    play(&mut game, "b8-b7").unwrap();
    assert_eq!(play(&mut game.clone(), "d6-d4"), Err(Illegal::BackAndForth));
    assert!(!texts(&game).contains(&"d6-d4".to_string()));
    assert_eq!(play(&mut game.clone(), "d6-d7"), Ok(()));
}

#[test]
fn a_taken_piece_is_held_on_the_board_not_removed() {
    let mut game = seneca("c3 e4", "d4", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(
        game.piece_at(sq("d4")),
        Some(Side::Second),
        "still on the board"
    );
    assert!(game.is_held(sq("d4")));
    assert_eq!(game.held_pieces(Side::Second), bit(sq("d4")));
    assert_eq!(
        game.holds(),
        &[Hold {
            victim: sq("d4"),
            captors: [sq("c4"), sq("e4")]
        }]
    );
    assert_eq!(game.captures(Side::First), 1);
    assert_eq!(game.on_board(Side::Second), 5);
    assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
    // Nothing to remove for black: the removal is white's, at white's next turn.
    assert!(!game.removal_due());
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
}

#[test]
fn a_corner_piece_is_held_by_enemies_on_its_two_neighbours() {
    let mut game =
        LatrunculiSeneca::from_squares(&sqs("g1 h3 a8 c8 e8"), &sqs("h1 b5 d5 f5"), Side::First);
    play(&mut game, "h3-h2").unwrap();
    assert!(game.is_held(sq("h1")));
    assert_eq!(game.holds()[0].captors, [sq("h2"), sq("g1")]);
}

#[test]
fn the_capturer_must_remove_a_held_piece_at_the_start_of_its_next_turn_then_move() {
    let mut game = seneca("c3 e4", "d4", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(play(&mut game.clone(), "xd4"), Err(Illegal::NoRemovalDue));
    play(&mut game, "b8-b7").unwrap();
    assert!(game.removal_due());
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert_eq!(texts(&game), ["xd4"]);
    assert_eq!(play(&mut game.clone(), "c4-c5"), Err(Illegal::RemovalDue));
    assert_eq!(play(&mut game.clone(), "xe4"), Err(Illegal::NotHeld));
    assert_eq!(play(&mut game.clone(), "xb7"), Err(Illegal::NotHeld));
    play(&mut game, "xd4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.captures(Side::First), 1, "removed now, still counted");
    assert!(game.holds().is_empty());
    // The same player now moves, then it is black's turn with nothing to remove.
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert!(!game.removal_due());
    assert_eq!(play(&mut game.clone(), "xd4"), Err(Illegal::NoRemovalDue));
    play(&mut game, "c4-c5").unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    assert!(!game.removal_due());
}

#[test]
fn with_two_held_pieces_the_capturer_chooses_one_and_removes_the_other_next_turn() {
    // f4-e4 flanks d4 (against c4) and e5 (against e6) at once.
    let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
    play(&mut game, "f4-e4").unwrap();
    assert_eq!(game.held_pieces(Side::Second), mask("d4 e5"));
    assert_eq!(game.captures(Side::First), 2);
    play(&mut game, "b8-b7").unwrap();
    assert_eq!(texts(&game), ["xd4", "xe5"]);
    play(&mut game, "xe5").unwrap();
    assert_eq!(game.piece_at(sq("e5")), None);
    assert!(game.is_held(sq("d4")), "the other waits");
    play(&mut game, "a1-a2").unwrap();
    play(&mut game, "b7-b6").unwrap();
    assert_eq!(texts(&game), ["xd4"]);
    play(&mut game, "xd4").unwrap();
    assert_eq!(game.captures(Side::First), 2);
    assert_eq!(game.on_board(Side::Second), 4);
}

#[test]
fn a_captor_moving_away_frees_the_held_piece() {
    let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
    play(&mut game, "f4-e4").unwrap();
    play(&mut game, "b8-b7").unwrap();
    play(&mut game, "xd4").unwrap();
    // e4 holds e5 (with e6); it steps away.
    play(&mut game, "e4-e3").unwrap();
    assert!(!game.is_held(sq("e5")));
    assert_eq!(game.last_action().unwrap().freed, bit(sq("e5")));
    assert_eq!(
        game.captures(Side::First),
        1,
        "a freed piece no longer counts"
    );
    // Black has nothing to remove and the freed piece moves again.
    assert!(!game.removal_due());
    assert!(texts(&game).contains(&"e5-e4".to_string()));
    play(&mut game, "b7-b6").unwrap();
    assert!(!game.removal_due(), "white has nothing left to remove");
}

#[test]
fn taking_a_captor_frees_the_held_piece_at_once() {
    // White takes d4 with c4 and e4; black then takes e4 (e3 against e5): d4 is freed.
    let mut game = seneca("c3 e4", "d4 e5 e2", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert!(game.is_held(sq("d4")));
    play(&mut game, "e2-e3").unwrap();
    assert!(game.is_held(sq("e4")));
    assert!(
        !game.is_held(sq("d4")),
        "freed the moment its captor is taken"
    );
    let last = game.last_action().unwrap();
    assert_eq!(last.captured, bit(sq("e4")));
    assert_eq!(last.freed, bit(sq("d4")));
    assert_eq!(game.captures(Side::First), 0);
    assert_eq!(game.captures(Side::Second), 1);
    // White has nothing to remove; black removes e4 at its next turn.
    assert!(!game.removal_due());
    play(&mut game, "a1-a2").unwrap();
    assert_eq!(texts(&game), ["xe4"]);
}

#[test]
fn a_freed_piece_moves_and_helps_capture_again() {
    let mut game = seneca("c3 e4", "d4 e5 e2 b5", Side::First);
    play(&mut game, "c3-c4").unwrap();
    play(&mut game, "e2-e3").unwrap();
    play(&mut game, "a1-a2").unwrap();
    play(&mut game, "xe4").unwrap();
    assert!(texts(&game).contains(&"d4-d3".to_string()));
    // b5-b4 flanks c4 against the freed d4.
    play(&mut game, "b5-b4").unwrap();
    assert!(game.is_held(sq("c4")));
    assert_eq!(game.holds()[0].captors, [sq("b4"), sq("d4")]);
}

#[test]
fn a_held_piece_cannot_move_nor_help_capture() {
    let mut game = seneca("c3 e4", "d4 g4", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert!(!texts(&game).iter().any(|m| m.starts_with("d4")));
    assert_eq!(play(&mut game.clone(), "d4-d3"), Err(Illegal::PieceHeld));
    assert_eq!(play(&mut game.clone(), "d4-d5"), Err(Illegal::PieceHeld));
    // g4-f4 would flank e4 against d4, but d4 is held.
    play(&mut game, "g4-f4").unwrap();
    assert_eq!(game.piece_at(sq("e4")), Some(Side::First));
    assert!(!game.is_held(sq("e4")));
    assert_eq!(game.captures(Side::Second), 0);
}

#[test]
fn own_pieces_may_jump_over_a_held_piece_of_their_side() {
    let mut game = seneca("c3 e4", "d4 d5", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert!(game.is_held(sq("d4")));
    assert!(texts(&game).contains(&"d5-d3".to_string()));
    play(&mut game, "d5-d3").unwrap();
    assert_eq!(game.piece_at(sq("d3")), Some(Side::Second));
    // The enemy may not: a jump is over one's own pieces only.
    let mut white = seneca("c3 e4 d2", "d4 d3", Side::First);
    play(&mut white, "c3-c4").unwrap();
    play(&mut white, "b8-b7").unwrap();
    play(&mut white, "xd4").unwrap();
    assert_eq!(play(&mut white.clone(), "d2-d4"), Err(Illegal::NotAJump));
}

#[test]
fn a_held_piece_is_taken_by_one_pair_and_a_second_flank_changes_nothing() {
    // c4 takes d4 (against e4) and c5 (against c6) at once.
    let mut game = seneca("c3 e4 c6 d5 d2", "d4 c5 a5", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.held_pieces(Side::Second), mask("d4 c5"));
    play(&mut game, "a5-a4").unwrap();
    play(&mut game, "xc5").unwrap();
    // d2-d3 flanks the held d4 a second time (against d5): nothing new is taken.
    play(&mut game, "d2-d3").unwrap();
    assert_eq!(game.last_action().unwrap().captured, 0);
    assert_eq!(
        game.holds(),
        &[Hold {
            victim: sq("d4"),
            captors: [sq("c4"), sq("e4")]
        }]
    );
    assert_eq!(game.captures(Side::First), 2);
}

#[test]
fn a_side_s_captures_are_the_pieces_it_removed_plus_those_it_still_holds() {
    let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
    assert_eq!(game.captures(Side::First), 0);
    play(&mut game, "f4-e4").unwrap();
    assert_eq!(game.captures(Side::First), 2, "two held");
    play(&mut game, "b8-b7").unwrap();
    play(&mut game, "xd4").unwrap();
    assert_eq!(game.captures(Side::First), 2, "one removed, one held");
    play(&mut game, "e4-e3").unwrap();
    assert_eq!(game.captures(Side::First), 1, "one removed, one freed");
}

#[test]
fn held_pieces_count_as_on_the_board_for_the_single_piece_end() {
    let mut game = LatrunculiSeneca::from_squares(&sqs("c3 e4 a1"), &sqs("d4 h8"), Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.outcome(), None, "the held piece still counts");
    play(&mut game, "h8-h7").unwrap();
    play(&mut game, "xd4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::OnePieceLeft(Side::Second)
        })
    );
    assert_eq!(game.to_act(), ToAct::Nobody);
}

#[test]
fn a_side_whose_only_free_pieces_cannot_move_is_blocked() {
    // Black's d4 is held and h8 is walled in: after white's capture black cannot move.
    let mut game =
        LatrunculiSeneca::from_squares(&sqs("c3 e4 g8 g7 h6 h5 a1"), &sqs("d4 h8 h7"), Side::First);
    assert_eq!(game.outcome(), None);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Side::First),
            reason: EndReason::Blocked(Side::Second)
        })
    );
}

#[test]
fn a_removal_is_not_a_move_for_the_fifty_move_guard() {
    let mut game = seneca("c3 e4", "d4", Side::First);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.moves_without_capture(), 0);
    play(&mut game, "b8-b7").unwrap();
    play(&mut game, "xd4").unwrap();
    assert_eq!(game.moves_without_capture(), 1);
    play(&mut game, "a1-a2").unwrap();
    assert_eq!(game.moves_without_capture(), 2);
}

#[test]
fn moving_or_jumping_between_two_enemies_is_safe() {
    let mut game = seneca("c4 e4", "d6 d5", Side::Second);
    play(&mut game, "d6-d4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    assert!(!game.is_held(sq("d4")));
    assert_eq!(game.captures(Side::First), 0);
}

#[test]
fn seneca_move_text_reads_jumps_chains_and_removals() {
    let game = LatrunculiSeneca::new();
    let chain = game.parse_move(" D4-D6-F6 ").unwrap();
    assert_eq!(chain, Move::Jump(Path::new(&sqs("d4 d6 f6")).unwrap()));
    assert_eq!(game.format_move(&chain), "d4-d6-f6");
    let jump = game.parse_move("d4-d6").unwrap();
    assert_eq!(jump, Move::Jump(Path::new(&sqs("d4 d6")).unwrap()));
    assert_eq!(game.format_move(&jump), "d4-d6");
    assert_eq!(
        game.parse_move("d4-d5"),
        Ok(Move::Step {
            from: sq("d4"),
            to: sq("d5")
        })
    );
    let removal = game.parse_move("Xd5").unwrap();
    assert_eq!(removal, Move::Remove(sq("d5")));
    assert_eq!(game.format_move(&removal), "xd5");
    assert!(game.parse_move("x").is_err());
    assert!(game.parse_move("xz9").is_err());
    assert!(game.parse_move("d4-d6-").is_err());
    let too_long = vec!["a1"; MAX_PATH + 1].join("-");
    assert!(matches!(
        game.parse_move(&too_long),
        Err(ParseError::Unrecognised(_))
    ));
}

#[test]
fn in_piso_a_jump_is_refused_and_a_taken_piece_leaves_at_once() {
    let mut piso =
        Latrunculi::from_squares(&sqs("d4 d5 c3 e4 a1 c1"), &sqs("h4 b8 d8 f8"), Side::First);
    assert!(piso.parse_move("d4-d6-f6").is_err());
    assert!(piso.parse_move("xd5").is_err());
    assert_eq!(
        piso.play(&Move::Step {
            from: sq("d4"),
            to: sq("d6")
        }),
        Err(Illegal::NotAStep)
    );
    assert_eq!(
        piso.play(&Move::Jump(Path::new(&sqs("d4 d6")).unwrap())),
        Err(Illegal::NotAStep)
    );
    assert_eq!(
        piso.play(&Move::Remove(sq("h4"))),
        Err(Illegal::NoRemovalDue)
    );
    let piso = Latrunculi::from_squares(&sqs("c3 e4 a1"), &sqs("d4 h8 b8"), Side::First);
    let mut piso = piso;
    piso.play(&Move::Step {
        from: sq("c3"),
        to: sq("c4"),
    })
    .unwrap();
    assert_eq!(piso.piece_at(sq("d4")), None);
    assert_eq!(piso.held_pieces(Side::Second), 0);
}

#[test]
fn a_piso_game_stored_before_seneca_reads_back_unchanged() {
    // The JSON of a Piso game as stored by the version without Seneca.
    let stored = r#"{"variant":"latrunculi-piso","state":{"board":[524300,2251799813685248],"turn":"Second","in_hand":[0,0],"captures":[1,0],"last_step":[{"0":null},null],"quiet":0,"last":{"side":"First","mv":{"Step":{"from":{"file":2,"rank":2},"to":{"file":3,"rank":2}}},"captured":16},"outcome":null}}"#;
    let stored = stored.replace(
        r#"{"0":null}"#,
        r#"[{"file":2,"rank":2},{"file":3,"rank":2}]"#,
    );
    let game: crate::games::AnyGame = serde_json::from_str(&stored).unwrap();
    let g = game.as_latrunculi().expect("a Piso game");
    assert_eq!(g.captures(Side::First), 1);
    assert_eq!(g.held_pieces(Side::Second), 0);
    assert!(!g.removal_due());
    let back: serde_json::Value = serde_json::to_value(&game).unwrap();
    let before: serde_json::Value = serde_json::from_str(&stored).unwrap();
    assert_eq!(back, before, "Piso JSON is written exactly as before");
    // A Seneca game with held pieces round-trips too.
    let mut seneca = seneca("c3 e4", "d4", Side::First);
    play(&mut seneca, "c3-c4").unwrap();
    play(&mut seneca, "b8-b7").unwrap();
    let json = serde_json::to_string(&seneca).unwrap();
    let again: LatrunculiSeneca = serde_json::from_str(&json).unwrap();
    assert_eq!(again, seneca);
}

#[test]
fn seneca_random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<LatrunculiSeneca>(200, 5000);
    let decisive = games
        .iter()
        .filter(|g| g.outcome().unwrap().winner.is_some())
        .count();
    assert!(
        decisive > 0 && decisive < games.len(),
        "decisive: {decisive}"
    );
    let reasons: std::collections::HashSet<_> = games
        .iter()
        .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
        .collect();
    assert!(reasons.len() >= 2, "only {reasons:?}");
}

#[test]
fn a_stored_chain_reads_back_square_by_square_and_refuses_squares_off_the_board() {
    let path = Path::new(&sqs("a1 a3 c3 h8")).unwrap();
    let json = serde_json::to_string(&Move::Jump(path)).unwrap();
    assert_eq!(
        json,
        r#"{"Jump":[{"file":0,"rank":0},{"file":0,"rank":2},{"file":2,"rank":2},{"file":7,"rank":7}]}"#
    );
    assert_eq!(
        serde_json::from_str::<Move>(&json).unwrap(),
        Move::Jump(path)
    );
    assert_eq!(path.start(), sq("a1"));
    assert_eq!(path.end(), sq("h8"));
    assert_eq!(&*path.squares(), sqs("a1 a3 c3 h8").as_slice());
    let off = r#"{"Jump":[{"file":0,"rank":0},{"file":0,"rank":8}]}"#;
    assert!(serde_json::from_str::<Move>(off).is_err());
}
