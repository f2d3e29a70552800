use super::*;
use crate::games::tests::random_playouts;

mod pushes;

fn sq(name: &str) -> Square {
    Square::parse(name, SIZE, SIZE).unwrap()
}

fn kind_of(letter: char) -> (Kind, bool) {
    match letter {
        'L' => (Kind::Legionary, false),
        'E' => (Kind::Legionary, true),
        'D' => (Kind::Dux, false),
        'C' => (Kind::Colossus, false),
        'I' => (Kind::Empress, false),
        other => panic!("no piece letter {other}"),
    }
}

/// A position from pieces written `Ld4` (legionary), `Ed4` (exhausted legionary), `Dd4`,
/// `Cd4`, `Id4`. So that no ending fires by accident, each side gets a filler legionary and
/// a filler Impératrice far away (white a1 and a3, black h8 and h6) unless the test names a
/// piece of that kind for that side.
fn pos(white: &str, black: &str, turn: Side) -> Bastonus {
    let mut game = Bastonus::empty(turn);
    for (side, pieces, fillers) in [
        (Side::First, white, ["La1", "Ia3"]),
        (Side::Second, black, ["Lh8", "Ih6"]),
    ] {
        let mut all: Vec<&str> = pieces.split_whitespace().collect();
        for filler in fillers {
            let kind = &filler[..1];
            let named = all.iter().any(|p| {
                let k = &p[..1];
                k == kind || (kind == "L" && k == "E")
            });
            if !named {
                all.push(filler);
            }
        }
        for piece in all {
            let (kind, exhausted) = kind_of(piece.chars().next().unwrap());
            assert!(
                game.piece_at(sq(&piece[1..])).is_none(),
                "{piece} placed twice"
            );
            game = game.with(sq(&piece[1..]), side, kind, exhausted);
        }
    }
    game
}

fn play(game: &mut Bastonus, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed");
    game.play(&mv)
}

fn texts(game: &Bastonus) -> Vec<String> {
    let mut out: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .collect();
    out.sort();
    out
}

fn from(game: &Bastonus, square: &str) -> Vec<String> {
    texts(game)
        .into_iter()
        .filter(|t| t.starts_with(square))
        .collect()
}

fn kind_at(game: &Bastonus, name: &str) -> Option<(Side, Kind, bool)> {
    game.piece_at(sq(name))
        .map(|p| (p.side, p.kind, p.exhausted))
}

const W: Side = Side::First;
const B: Side = Side::Second;

fn ended(game: &Bastonus, winner: Option<Side>, reason: EndReason) {
    assert_eq!(game.outcome(), Some(Outcome { winner, reason }));
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
}

// --- setup and movement ---

#[test]
fn the_setup_puts_dux_and_empress_in_the_camp_the_colosse_on_b_and_the_legion_in_front() {
    let game = Bastonus::new();
    for (side, back, front) in [(W, '1', '2'), (B, '8', '7')] {
        let at = |file: char, rank: char| kind_at(&game, &format!("{file}{rank}"));
        assert_eq!(at('d', back), Some((side, Kind::Dux, false)));
        assert_eq!(at('e', back), Some((side, Kind::Empress, false)));
        assert_eq!(at('b', back), Some((side, Kind::Colossus, false)));
        for file in 'a'..='h' {
            assert_eq!(at(file, front), Some((side, Kind::Legionary, false)));
        }
        assert_eq!(game.on_board(side), 11);
    }
    assert_eq!(
        CAMPS[0],
        ["c1", "d1", "e1", "f1"]
            .iter()
            .map(|s| bit(sq(s)))
            .sum::<u64>()
    );
    assert_eq!(
        CAMPS[1],
        ["c8", "d8", "e8", "f8"]
            .iter()
            .map(|s| bit(sq(s)))
            .sum::<u64>()
    );
    assert_eq!(game.to_act(), ToAct::Side(W));
}

#[test]
fn every_piece_steps_one_square_orthogonally_to_an_empty_square() {
    for piece in ["Ld4", "Cd4", "Id4"] {
        let game = pos(piece, "", W);
        assert_eq!(
            from(&game, "d4"),
            ["d4-c4", "d4-d3", "d4-d5", "d4-e4"],
            "{piece}"
        );
        assert_eq!(play(&mut game.clone(), "d4-e5"), Err(Illegal::NotAStep));
        assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
        assert_eq!(play(&mut game.clone(), "e4-e5"), Err(Illegal::NotYourPiece));
    }
    let mut game = pos("Ld4", "Ld5", W);
    assert_eq!(play(&mut game, "d4-d5"), Err(Illegal::Occupied));
    play(&mut game, "d4-e4").unwrap();
    assert_eq!(kind_at(&game, "e4"), Some((W, Kind::Legionary, false)));
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.to_act(), ToAct::Side(B));
}

#[test]
fn the_dux_also_steps_diagonally() {
    let game = pos("Dd4", "", W);
    assert_eq!(
        from(&game, "d4"),
        ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]
    );
}

#[test]
fn the_dux_jumps_over_an_adjacent_piece_of_either_colour_without_capturing() {
    let game = pos("Dd4 Ld5", "Le5", W);
    let moves = from(&game, "d4");
    assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
    assert!(moves.contains(&"d4-f6".to_string()), "{moves:?}");
    let mut jumped = game.clone();
    play(&mut jumped, "d4-f6").unwrap();
    assert_eq!(kind_at(&jumped, "f6"), Some((W, Kind::Dux, false)));
    assert_eq!(kind_at(&jumped, "e5"), Some((B, Kind::Legionary, false)));
    assert_eq!(jumped.captures(W), 0);
    play(&mut game.clone(), "d4-d6").unwrap();
}

#[test]
fn where_the_dux_lands_after_a_jump_it_captures_like_any_move() {
    // d4 jumps over d5 to d6: the black e6 is then between d6 and f6.
    let mut game = pos("Dd4 Ld5 Lf6", "Le6", W);
    play(&mut game, "d4-d6").unwrap();
    assert!(game.piece_at(sq("e6")).is_none());
    assert!(game.piece_at(sq("d5")).is_some(), "the jumped piece stays");
}

#[test]
fn the_dux_cannot_jump_over_an_empty_square_or_onto_a_piece_and_no_other_piece_jumps() {
    let game = pos("Dd4 Ld5 Ld6", "", W);
    assert_eq!(
        play(&mut game.clone(), "d4-b4"),
        Err(Illegal::NothingToJump)
    );
    assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::Occupied));
    assert_eq!(play(&mut game.clone(), "d4-d7"), Err(Illegal::NotAStep));
    let game = pos("Ld4 Ld5 Cc4", "Lb4", W);
    assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
    assert_eq!(play(&mut game.clone(), "c4-a4"), Err(Illegal::NotAStep));
}

#[test]
fn a_line_of_legionaries_moves_as_a_rank_one_square_in_any_orthogonal_direction() {
    let game = pos("Lc4 Ld4 Le4", "", W);
    let ranks: Vec<String> = from(&game, "c4:e4");
    assert_eq!(
        ranks,
        ["c4:e4-b4:d4", "c4:e4-c3:e3", "c4:e4-c5:e5", "c4:e4-d4:f4"]
    );
    let mut up = game.clone();
    play(&mut up, "c4:e4-c5:e5").unwrap();
    for s in ["c5", "d5", "e5"] {
        assert_eq!(kind_at(&up, s), Some((W, Kind::Legionary, false)));
    }
    for s in ["c4", "d4", "e4"] {
        assert_eq!(up.piece_at(sq(s)), None);
    }
    let mut along = game.clone();
    play(&mut along, "c4:e4-d4:f4").unwrap();
    assert_eq!(along.piece_at(sq("c4")), None);
    assert!(along.piece_at(sq("f4")).is_some());
    // Files too, and either end may be named first.
    let mut file = pos("Ld3 Ld4", "", W);
    play(&mut file, "D4:D3-D5:D4").unwrap();
    assert!(file.piece_at(sq("d5")).is_some() && file.piece_at(sq("d3")).is_none());
}

#[test]
fn the_player_chooses_how_many_legionaries_form_the_rank() {
    let game = pos("Lc4 Ld4 Le4", "", W);
    let all = texts(&game);
    for rank in ["c4:d4-c5:d5", "d4:e4-d5:e5", "c4:e4-c5:e5"] {
        assert!(all.contains(&rank.to_string()), "{rank}");
    }
    let mut two = game.clone();
    play(&mut two, "d4:e4-d5:e5").unwrap();
    assert!(two.piece_at(sq("c4")).is_some());
}

#[test]
fn a_rank_needs_every_square_it_enters_free_and_only_legionaries() {
    let game = pos("Lc4 Ld4 Le4", "Ld5", W);
    assert_eq!(
        play(&mut game.clone(), "c4:e4-c5:e5"),
        Err(Illegal::Occupied)
    );
    assert_eq!(play(&mut game.clone(), "c4:e4-c3:e3"), Ok(()));
    let game = pos("Lc4 Dd4 Le4", "", W);
    assert_eq!(
        play(&mut game.clone(), "c4:e4-c5:e5"),
        Err(Illegal::NotARank)
    );
    let game = pos("Lc4 Le4", "", W);
    assert_eq!(
        play(&mut game.clone(), "c4:e4-c5:e5"),
        Err(Illegal::NotARank)
    );
    // A rank along the board's edge cannot leave it.
    let game = pos("La7 La8", "", W);
    assert_eq!(from(&game, "a7:a8"), ["a7:a8-a6:a7", "a7:a8-b7:b8"]);
    assert!(game.parse_move("a7:a8-a8:a9").is_err());
}

// --- captures ---

#[test]
fn a_piece_flanked_on_a_rank_or_file_is_taken() {
    let mut game = pos("Lc3 Le4", "Ld4", W);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.captures(W), 1);
    // Commanders capture and are captured the same way.
    let mut game = pos("Cd3 Dd6", "Dd5 Lb2", W);
    play(&mut game, "d3-d4").unwrap();
    assert_eq!(game.piece_at(sq("d5")), None);
    // Diagonals take nothing.
    let mut game = pos("Lc2 Le5", "Ld4", W);
    play(&mut game, "c2-c3").unwrap();
    assert!(game.piece_at(sq("d4")).is_some());
}

#[test]
fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
    let mut game = pos("Lg1 Lh3", "Lh1", W);
    play(&mut game, "h3-h2").unwrap();
    assert_eq!(game.piece_at(sq("h1")), None);
    assert_eq!(game.captures(W), 1);
}

#[test]
fn a_piece_in_a_camp_is_taken_by_two_enemies_at_right_angles_against_the_camp_edge() {
    // Black d1 in white's camp: white d2 (arriving) and c1 (inside the camp) at right angles.
    let mut game = pos("Ld3 Lc1", "Ld1", W);
    play(&mut game, "d3-d2").unwrap();
    assert_eq!(game.piece_at(sq("d1")), None);
    // And in its own camp: black f8 taken by white f7 and g8 (outside the camp).
    let mut game = pos("Lf6 Lg8", "Lf8", W);
    play(&mut game, "f6-f7").unwrap();
    assert_eq!(game.piece_at(sq("f8")), None);
}

#[test]
fn a_piece_on_an_ordinary_square_is_not_taken_against_the_edge_or_at_right_angles() {
    let mut game = pos("Lc4", "La4", W);
    play(&mut game, "c4-b4").unwrap();
    assert!(game.piece_at(sq("a4")).is_some());
    let mut game = pos("Lb5 Lc3", "Lb4", W);
    play(&mut game, "c3-c4").unwrap();
    assert!(game.piece_at(sq("b4")).is_some());
    // b1 is next to the camp but not in it.
    let mut game = pos("Lb3 La1", "Lb1", W);
    play(&mut game, "b3-b2").unwrap();
    assert!(game.piece_at(sq("b1")).is_some());
}

#[test]
fn the_empress_never_helps_to_capture() {
    // Moving.
    let mut game = pos("Ic3 Le4", "Ld4", W);
    play(&mut game, "c3-c4").unwrap();
    assert!(game.piece_at(sq("d4")).is_some());
    // Standing.
    let mut game = pos("Ic4 Le3", "Ld4", W);
    play(&mut game, "e3-e4").unwrap();
    assert!(game.piece_at(sq("d4")).is_some());
    // Yet she can be taken.
    let mut game = pos("Lc3 Le4", "Id4", W);
    play(&mut game, "c3-c4").unwrap();
    assert!(game.piece_at(sq("d4")).is_none());
}

#[test]
fn a_piece_inside_a_camp_cannot_help_to_capture_a_piece_outside_it() {
    // Helper in the camp.
    let mut game = pos("Ld1 Ld4", "Ld2", W);
    play(&mut game, "d4-d3").unwrap();
    assert!(game.piece_at(sq("d2")).is_some());
    // Mover into the camp.
    let mut game = pos("Ld3 Lb1", "Lc2 Lh5", W);
    play(&mut game, "b1-c1").unwrap();
    assert!(game.piece_at(sq("c2")).is_some());
    // Outside both, the same shape takes.
    let mut game = pos("Ld5 Ld2", "Ld3", W);
    play(&mut game, "d5-d4").unwrap();
    assert!(game.piece_at(sq("d3")).is_none());
}

#[test]
fn moving_between_two_enemies_is_safe() {
    let mut game = pos("Lc4 Le4", "Ld5", B);
    play(&mut game, "d5-d4").unwrap();
    assert!(game.piece_at(sq("d4")).is_some());
    assert_eq!(game.captures(W), 0);
}

#[test]
fn every_piece_a_rank_moves_can_capture() {
    let mut game = pos("Lc3 Ld3 Lc6 Ld6", "Lc5 Ld5", W);
    play(&mut game, "c3:d3-c4:d4").unwrap();
    assert!(game.piece_at(sq("c5")).is_none());
    assert!(game.piece_at(sq("d5")).is_none());
    assert_eq!(game.captures(W), 2);
}

#[test]
fn a_push_can_crush_the_pushed_piece_against_a_captor() {
    let mut game = pos("Ld3 Ld6", "Ld4", W);
    play(&mut game, "d3>d4").unwrap();
    assert!(game.piece_at(sq("d5")).is_none());
    assert_eq!(game.captures(W), 1);
}

#[test]
fn after_a_capture_the_same_player_may_capture_again_or_pass() {
    let game = pos("Lc3 Le4 Lg6 Lg3", "Ld4 Lg5", W);
    let mut taken = game.clone();
    play(&mut taken, "c3-c4").unwrap();
    assert_eq!(taken.to_act(), ToAct::Side(W));
    assert!(taken.in_capture_chain());
    // Every capturing move is listed (the push g6>g5 crushes g5 on g4 against g3, the push
    // g6>h6 throws the Impératrice off the board), and nothing else.
    assert_eq!(texts(&taken), ["g3-g4", "g6>g5", "g6>h6", "pass"]);
    assert_eq!(
        play(&mut taken.clone(), "a3-a4"),
        Err(Illegal::CaptureOrPass)
    );
    let mut passed = taken.clone();
    play(&mut passed, "pass").unwrap();
    let last = passed.last_action().unwrap();
    assert_eq!((last.mv, last.taken), (Move::Pass, 0));
    assert_eq!(
        last.captured,
        bit(sq("d4")),
        "the board still shows the capture"
    );
    assert_eq!(passed.to_act(), ToAct::Side(B));
    assert!(!passed.in_capture_chain());
    play(&mut taken, "g3-g4").unwrap();
    assert!(taken.piece_at(sq("g5")).is_none());
    assert_eq!(taken.captures(W), 2);
    assert_eq!(texts(&taken), ["g6>h6", "pass"], "the chain goes on");
    play(&mut taken, "pass").unwrap();
    // Black's turn starts with no legionary left.
    ended(&taken, Some(W), EndReason::LegionLost(B));
}

#[test]
fn the_chain_ends_by_itself_when_no_capture_is_left() {
    let mut game = pos("Lc3 Le4", "Ld4 Lb6", W);
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.to_act(), ToAct::Side(B));
}

#[test]
fn pass_is_only_for_ending_a_capture_chain() {
    let mut game = Bastonus::new();
    assert_eq!(play(&mut game, "pass"), Err(Illegal::NothingToPass));
}

// --- endings ---

#[test]
fn taking_every_enemy_piece_outside_the_camps_is_victory_on_the_field() {
    let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lc8", W);
    play(&mut game, "c4-c5").unwrap();
    ended(&game, Some(W), EndReason::FieldVictory(W));
}

#[test]
fn four_pieces_filling_the_enemy_camp_conquer_it() {
    let mut game = pos("Lc8 Ld8 Le8 Lf7", "Lb5 Cg5", W);
    play(&mut game, "f7-f8").unwrap();
    ended(&game, Some(W), EndReason::CampConquered(W));
}

#[test]
fn the_empress_entering_the_enemy_camp_annexes_it() {
    let mut game = pos("Ie7", "Lb5 Cg5", W);
    play(&mut game, "e7-e8").unwrap();
    ended(&game, Some(W), EndReason::CampAnnexed(W));
}

#[test]
fn a_side_left_without_legionaries_loses_the_legion() {
    let mut game = pos("Lc3 Le4", "Ld4 Cb6 Dd8 Ie8", W);
    play(&mut game, "c3-c4").unwrap();
    ended(&game, Some(W), EndReason::LegionLost(B));
}

#[test]
fn a_side_with_no_chief_outside_the_camps_loses_command() {
    let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lh7", W);
    play(&mut game, "c4-c5").unwrap();
    ended(&game, Some(W), EndReason::CommandLost(B));
}

#[test]
fn a_side_whose_empress_is_taken_loses() {
    let mut game = pos("Ld5 Lf4", "Ie5 Dh5", W);
    play(&mut game, "f4-f5").unwrap();
    ended(&game, Some(W), EndReason::EmpressTaken(B));
}

#[test]
fn endings_are_checked_in_their_order_of_glory() {
    // Filling the camp with the Impératrice among the four: conquest beats annexation.
    let mut game = pos("Lc8 Ld8 Le8 If7", "Lb5 Cg5", W);
    play(&mut game, "f7-f8").unwrap();
    ended(&game, Some(W), EndReason::CampConquered(W));
    // Taking the last legionary and the Impératrice at once: loss of the legion first.
    let mut game = pos("Lc4 Le6 Le3", "Ld4 Ie5 Cb6", W);
    play(&mut game, "e3-e4").unwrap();
    ended(&game, Some(W), EndReason::LegionLost(B));
    // A conquest by the mover comes before anything the opponent would lose.
    let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lc8", W);
    play(&mut game, "c4-c5").unwrap();
    ended(&game, Some(W), EndReason::FieldVictory(W));
}

#[test]
fn sixty_moves_a_side_without_a_capture_is_a_draw() {
    let mut game = pos("", "", W);
    let white = ["a1-b1", "b1-a1"];
    let black = ["h8-g8", "g8-h8"];
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
    assert_eq!(played, 120);
    ended(&game, None, EndReason::NoCaptureMovesEach(60));
}

#[test]
fn a_capture_resets_the_guard() {
    let mut game = pos("Lc3 Le4", "Ld4 Lb6", W);
    game.quiet = 119;
    play(&mut game, "c3-c4").unwrap();
    assert_eq!(game.moves_without_capture(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_side_left_without_a_move_loses() {
    // Black: the Impératrice in the a8 corner, an exhausted legionary on b8, walled in.
    let mut game = pos("La7 Lb7 Lc8 Lb6", "Ia8 Eb8", W);
    assert_eq!(game.outcome(), None);
    play(&mut game, "a3-a4").unwrap();
    ended(&game, Some(W), EndReason::Blocked(B));
}

// --- move text ---

#[test]
fn move_text_reads_any_case_and_prints_lower_case() {
    let game = Bastonus::new();
    let cases = [
        (" D2-D3 ", "d2-d3"),
        ("C2:E2-C3:E3", "c2:e2-c3:e3"),
        ("e2:c2-e3:c3", "c2:e2-c3:e3"),
        ("d3>d4", "d3>d4"),
        ("D2:D3>D4", "d2:d3>d4"),
        ("PASS", "pass"),
    ];
    for (input, printed) in cases {
        let mv = game
            .parse_move(input)
            .unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(game.format_move(&mv), printed);
        assert_eq!(game.parse_move(printed), Ok(mv));
    }
    for bad in [
        "d2:e2-d4:e4",
        "d3>d5",
        "d3:d2>d4",
        "d2:e3-d3:e4",
        "d2-",
        "d4-d5-d6",
        "x",
    ] {
        assert!(game.parse_move(bad).is_err(), "{bad}");
    }
    assert_eq!(game.parse_move(" "), Err(ParseError::Empty));
}

#[test]
fn every_move_starts_with_the_square_of_a_moving_piece() {
    for seed in 0..5u64 {
        let mut game = Bastonus::new();
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        for _ in 0..60 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let side = game.turn();
            for mv in &moves {
                let text = game.format_move(mv);
                if let Some(origin) = mv.origin() {
                    assert!(text.starts_with(&origin.to_string()), "{text}");
                    assert_eq!(game.piece_at(origin).map(|p| p.side), Some(side));
                } else {
                    assert_eq!(text, "pass");
                }
            }
            let pick = rand::Rng::random_range(&mut rng, 0..moves.len());
            game.play(&moves[pick]).unwrap();
        }
    }
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = pos("Ld4 Ld6 Cb4", "Ld5", W);
    let before = game.clone();
    for bad in [
        "d4-d5",
        "d4>d5",
        "d4-f4",
        "e4-e5",
        "c4:e4-c5:e5",
        "b4>a4",
        "pass",
    ] {
        assert!(play(&mut game, bad).is_err(), "{bad}");
        assert_eq!(game, before);
    }
}

#[test]
fn a_game_round_trips_through_json_with_its_last_move() {
    let mut game = Bastonus::new();
    for mv in ["d2-d3", "d7-d6", "d3-d4", "d6-d5", "d4>d5"] {
        play(&mut game, mv).unwrap();
    }
    let json = serde_json::to_string(&game).unwrap();
    let back: Bastonus = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(play(&mut game.clone(), "d6>d5"), Err(Illegal::NoPushBack));
    assert_eq!(play(&mut back.clone(), "d6>d5"), Err(Illegal::NoPushBack));
}

#[test]
fn two_hundred_seeded_random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<Bastonus>(200, 2000);
    assert_eq!(games.len(), 200);
    let reasons: std::collections::HashSet<_> = games
        .iter()
        .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
        .collect();
    assert!(reasons.len() >= 3, "only {reasons:?}");
}

/// Self-play figures for the report:
/// `cargo test --lib bastonus::tests::self_play -- --ignored --nocapture`. Two policies:
/// uniformly random; "greedy" (a winning move if there is one, else a capturing move if
/// there is one, else any move at random); and "careful", greedy that also never leaves its
/// own chiefs all inside the camps when another move exists.
#[test]
#[ignore]
fn self_play_statistics_of_a_thousand_random_games() {
    use rand::{Rng, SeedableRng};
    for (greedy, careful) in [(false, false), (true, false), (true, true)] {
        let mut counts: std::collections::BTreeMap<String, [u32; 3]> = Default::default();
        let mut plies = 0usize;
        for seed in 0..1000u64 {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut game = Bastonus::new();
            while game.outcome().is_none() {
                let moves = game.legal_moves();
                let mut pick = moves[rng.random_range(0..moves.len())];
                if greedy {
                    let side = game.turn();
                    let after = |mv: &Move| {
                        let mut next = game.clone();
                        next.play(mv).unwrap();
                        next
                    };
                    let wins: Vec<Move> = moves
                        .iter()
                        .copied()
                        .filter(|m| after(m).outcome().is_some_and(|o| o.winner == Some(side)))
                        .collect();
                    let takes: Vec<Move> = moves
                        .iter()
                        .copied()
                        .filter(|m| {
                            *m != Move::Pass && after(m).captures(side) > game.captures(side)
                        })
                        .collect();
                    let chiefs = |g: &Bastonus| {
                        g.men[side.index()] & (g.dux | g.colossus | g.empress) & !BOTH_CAMPS != 0
                    };
                    let safe: Vec<Move> = moves
                        .iter()
                        .copied()
                        .filter(|m| !careful || chiefs(&after(m)))
                        .collect();
                    let safe_takes: Vec<Move> =
                        takes.iter().copied().filter(|m| safe.contains(m)).collect();
                    if let Some(m) = wins.first() {
                        pick = *m;
                    } else if !safe_takes.is_empty() {
                        pick = safe_takes[rng.random_range(0..safe_takes.len())];
                    } else if !takes.is_empty() && !careful {
                        pick = takes[rng.random_range(0..takes.len())];
                    } else if !safe.contains(&pick) && !safe.is_empty() {
                        pick = safe[rng.random_range(0..safe.len())];
                    }
                }
                game.play(&pick).unwrap();
                plies += 1;
            }
            let outcome = game.outcome().unwrap();
            let name = format!("{:?}", outcome.reason);
            let name = name.split('(').next().unwrap().to_string();
            let slot = match outcome.winner {
                Some(Side::First) => 0,
                Some(Side::Second) => 1,
                None => 2,
            };
            counts.entry(name).or_default()[slot] += 1;
        }
        println!("greedy: {greedy}, careful: {careful}; [first wins, second wins, draws]");
        for (name, c) in &counts {
            println!("  {name}: {c:?}");
        }
        println!("  mean plies: {}", plies / 1000);
    }
}

#[test]
fn directions_index_the_shared_tables_of_neighbours() {
    use crate::games::grid::{ORTHOGONAL, SIZE};
    for dir in Dir::ALL {
        assert_eq!(ORTHOGONAL[dir as usize], dir.delta());
        for file in 0..SIZE {
            for rank in 0..SIZE {
                let sq = Square::new(file, rank);
                assert_eq!(shift(bit(sq), dir), towards(sq, dir).map_or(0, bit));
            }
        }
    }
}
