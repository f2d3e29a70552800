use super::*;
use crate::games::tests::random_playouts;

fn sq(name: &str) -> Square {
    Square::parse(name, FILES, RANKS).unwrap()
}

/// Pieces from text: `e5` is a piece with its natural face (hollow in the arena, lion on the
/// ring), `e5*` a lion in the arena.
fn pieces(side: Side, names: &str) -> Vec<(Side, Square, Face)> {
    names
        .split_whitespace()
        .map(|name| match name.strip_suffix('*') {
            Some(name) => (side, sq(name), Face::Lion),
            None => (side, sq(name), Face::Hollow),
        })
        .collect()
}

/// A position with `black` and `white` pieces, both reserves at `reserve`, `turn` to act.
fn position(black: &str, white: &str, turn: Side, reserve: u8) -> Ergo {
    let mut all = pieces(Side::First, black);
    all.extend(pieces(Side::Second, white));
    Ergo::from_pieces(&all, [reserve, reserve], turn)
}

fn play(game: &mut Ergo, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed");
    game.play(&mv)
}

fn legal(game: &Ergo) -> Vec<String> {
    let mut texts: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .collect();
    texts.sort();
    texts
}

/// The squares the piece on `from` may go to, sorted.
fn targets_of(game: &Ergo, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    legal(game)
        .into_iter()
        .filter_map(|m| m.strip_prefix(&prefix).map(str::to_string))
        .collect()
}

fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn the_board_has_a_56_square_arena_inside_a_34_square_outer_path() {
    let all: Vec<Square> = (0..RANKS)
        .flat_map(|r| (0..FILES).map(move |f| Square::new(f, r)))
        .collect();
    assert_eq!(all.len(), 90);
    assert_eq!(all.iter().filter(|&&s| is_ring(s)).count(), 34);
    assert_eq!(all.iter().filter(|&&s| !is_ring(s)).count(), 56);
    // The arena is b2..i8: 8 files by 7 ranks.
    for name in ["b2", "i8", "e5", "b8", "i2"] {
        assert!(!is_ring(sq(name)), "{name}");
    }
    for name in ["a1", "j9", "a5", "j5", "e1", "e9"] {
        assert!(is_ring(sq(name)), "{name}");
    }
    // The ring goes round once, each square next to the one before it.
    let ring = ring();
    for i in 0..RING_LEN {
        let (a, b) = (ring[i], ring[(i + 1) % RING_LEN]);
        assert!(is_ring(a));
        assert_eq!(
            a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank),
            1,
            "{a}-{b}"
        );
    }
    let distinct: std::collections::HashSet<_> = ring.iter().collect();
    assert_eq!(distinct.len(), RING_LEN);
    // The tables the move generator reads say the same.
    for (n, &sq) in ring.iter().enumerate() {
        assert_eq!(usize::from(RING_CELLS[n]), index(sq));
        assert_eq!(usize::from(RING_POSITION[index(sq)]), n);
    }
    for &sq in &all {
        let i = index(sq);
        assert_eq!(RING_POSITION[i] != INNER, is_ring(sq), "{sq}");
        let step = |ways: &[(i8, i8)], inward: bool| {
            ways.iter()
                .filter_map(|&d| offset(sq, d))
                .filter(|&s| !(inward && is_ring(s)))
                .fold(0u128, |m, s| m | bit(s))
        };
        assert_eq!(NEIGHBOURS[i][0], step(&ORTHOGONAL, false), "{sq}");
        assert_eq!(NEIGHBOURS[i][1], step(&ALL_WAYS, false), "{sq}");
        assert_eq!(NEIGHBOURS[i][2], step(&ALL_WAYS, true), "{sq}");
    }
}

#[test]
fn each_side_starts_with_twelve_pieces_in_reserve_and_black_plays_first() {
    let game = Ergo::new();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    assert_eq!(Variant::Ergo.side_name_key(Side::First), "side-black");
    assert_eq!(Variant::Ergo.side_name_key(Side::Second), "side-white");
    assert_eq!(game.reserve(Side::First), 12);
    assert_eq!(game.reserve(Side::Second), 12);
    assert_eq!(game.on_board(Side::First) + game.on_board(Side::Second), 0);
    // The empty board: a drop on any of the 90 squares.
    assert_eq!(game.legal_moves().len(), 90);
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Drop(_))));
}

#[test]
fn a_reserve_piece_dropped_in_the_arena_shows_its_hollow_face() {
    let mut game = Ergo::new();
    play(&mut game, "e5").unwrap();
    assert_eq!(game.piece_at(sq("e5")), Some((Side::First, Face::Hollow)));
    assert_eq!(game.reserve(Side::First), 11);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    play(&mut game, "b2").unwrap();
    assert_eq!(game.piece_at(sq("b2")), Some((Side::Second, Face::Hollow)));
}

#[test]
fn a_reserve_piece_dropped_on_the_outer_path_shows_its_lion_face() {
    let mut game = Ergo::new();
    play(&mut game, "a1").unwrap();
    play(&mut game, "j5").unwrap();
    assert_eq!(game.piece_at(sq("a1")), Some((Side::First, Face::Lion)));
    assert_eq!(game.piece_at(sq("j5")), Some((Side::Second, Face::Lion)));
    assert_eq!(game.lions(Side::First), 1);
}

#[test]
fn pieces_are_dropped_and_moved_only_onto_empty_squares() {
    let mut game = Ergo::new();
    play(&mut game, "e5").unwrap();
    assert_eq!(play(&mut game, "e5"), Err(Illegal::Occupied));
    play(&mut game, "e6").unwrap();
    assert_eq!(play(&mut game, "e5-e6"), Err(Illegal::Occupied));
    assert_eq!(game.legal_moves().len(), 88 + 3);
}

#[test]
fn a_drop_is_possible_at_any_time_while_the_reserve_lasts() {
    // Pieces already on the board do not stop a side dropping more.
    let game = position("e5 a1", "c3", Side::First, 5);
    let moves = legal(&game);
    assert!(moves.contains(&"j9".to_string()));
    assert!(moves.contains(&"e5-e6".to_string()));
}

#[test]
fn an_empty_reserve_leaves_only_moves_on_the_board() {
    let mut game = position("e5", "c3", Side::First, 0);
    assert_eq!(play(&mut game, "f7"), Err(Illegal::NoPieceInReserve));
    assert_eq!(legal(&game), names("e5-e4 e5-e6 e5-d5 e5-f5"));
}

#[test]
fn a_hollow_arena_piece_steps_one_square_orthogonally() {
    let mut game = position("e5", "c3", Side::First, 0);
    assert_eq!(targets_of(&game, "e5"), names("e4 e6 d5 f5"));
    assert_eq!(play(&mut game, "e5-f6"), Err(Illegal::NotAHollowStep));
    assert_eq!(play(&mut game, "e5-e7"), Err(Illegal::NotAHollowStep));
    play(&mut game, "e5-e6").unwrap();
    assert_eq!(game.piece_at(sq("e6")), Some((Side::First, Face::Hollow)));
    assert_eq!(game.piece_at(sq("e5")), None);
}

#[test]
fn a_lion_arena_piece_steps_one_square_in_any_direction() {
    let mut game = position("e5*", "c3", Side::First, 0);
    assert_eq!(targets_of(&game, "e5"), names("d4 d5 d6 e4 e6 f4 f5 f6"));
    assert_eq!(play(&mut game, "e5-e7"), Err(Illegal::NotALionStep));
    play(&mut game, "e5-f6").unwrap();
    assert_eq!(game.piece_at(sq("f6")), Some((Side::First, Face::Lion)));
}

#[test]
fn a_ring_lion_slides_any_distance_along_the_outer_path_round_corners() {
    // Black a3, white blockers on a7 and f1: black slides a2, a1, b1..e1 one way,
    // a4..a6 the other.
    let mut game = position("a3", "a7 f1", Side::First, 0);
    let slides: Vec<String> = targets_of(&game, "a3")
        .into_iter()
        .filter(|t| is_ring(sq(t)))
        .collect();
    assert_eq!(slides, names("a1 a2 a4 a5 a6 b1 c1 d1 e1"));
    play(&mut game, "a3-e1").unwrap();
    assert_eq!(game.piece_at(sq("e1")), Some((Side::First, Face::Lion)));
    assert_eq!(game.piece_at(sq("a3")), None);
}

#[test]
fn a_ring_slide_cannot_jump_over_a_piece() {
    let mut game = position("a3", "a7 f1", Side::First, 0);
    assert_eq!(play(&mut game, "a3-g1"), Err(Illegal::RingPathBlocked));
    assert_eq!(play(&mut game, "a3-a8"), Err(Illegal::RingPathBlocked));
    // A diagonal hop between two ring squares is not a slide: with a1 taken, a2-b1 is
    // blocked (b1 can only be reached by sliding round the corner).
    let mut game = position("a2", "a1 a5", Side::First, 0);
    assert_eq!(play(&mut game, "a2-b1"), Err(Illegal::RingPathBlocked));
}

#[test]
fn a_ring_slide_goes_either_way_round_and_names_one_move() {
    // Alone on the ring, a lion reaches every other ring square, each by one move text,
    // whichever way round it goes.
    let game = position("a1", "e5", Side::First, 0);
    let slides = targets_of(&game, "a1")
        .into_iter()
        .filter(|t| is_ring(sq(t)))
        .count();
    assert_eq!(slides, RING_LEN - 1);
    // Blocked on one side only, the far squares are reached the other way round.
    let mut game = position("a1", "b1 e5", Side::First, 0);
    play(&mut game, "a1-c1").unwrap();
    assert_eq!(game.piece_at(sq("c1")), Some((Side::First, Face::Lion)));
}

#[test]
fn a_ring_lion_steps_into_the_arena_in_any_direction() {
    let mut game = position("e1", "e5", Side::First, 0);
    let inward: Vec<String> = targets_of(&game, "e1")
        .into_iter()
        .filter(|t| !is_ring(sq(t)))
        .collect();
    assert_eq!(inward, names("d2 e2 f2"));
    assert_eq!(play(&mut game, "e1-e3"), Err(Illegal::NotALionStep));
    play(&mut game, "e1-f2").unwrap();
    assert_eq!(game.piece_at(sq("f2")), Some((Side::First, Face::Lion)));
    // From a corner, only the diagonal leads into the arena.
    let game = position("a1", "e5", Side::First, 0);
    let inward: Vec<String> = targets_of(&game, "a1")
        .into_iter()
        .filter(|t| !is_ring(sq(t)))
        .collect();
    assert_eq!(inward, names("b2"));
    // The target must be empty.
    let mut game = position("e1", "e2", Side::First, 0);
    assert_eq!(play(&mut game, "e1-e2"), Err(Illegal::Occupied));
}

#[test]
fn a_hollow_piece_leaving_the_arena_orthogonally_turns_lion() {
    let mut game = position("b5", "e5", Side::First, 0);
    assert_eq!(targets_of(&game, "b5"), names("a5 b4 b6 c5"));
    assert_eq!(play(&mut game, "b5-a6"), Err(Illegal::NotAHollowStep));
    play(&mut game, "b5-a5").unwrap();
    assert_eq!(game.piece_at(sq("a5")), Some((Side::First, Face::Lion)));
    assert!(game.last_action().unwrap().turned);
    // The target on the ring must be empty.
    let mut game = position("b5", "a5", Side::First, 0);
    assert_eq!(play(&mut game, "b5-a5"), Err(Illegal::Occupied));
}

#[test]
fn a_lion_leaving_the_arena_steps_any_way_and_stays_a_lion() {
    let mut game = position("b2*", "e5", Side::First, 0);
    assert_eq!(targets_of(&game, "b2"), names("a1 a2 a3 b1 c1 b3 c2 c3"));
    play(&mut game, "b2-a1").unwrap();
    assert_eq!(game.piece_at(sq("a1")), Some((Side::First, Face::Lion)));
    assert!(!game.last_action().unwrap().turned);
}

#[test]
fn pieces_never_turn_back_from_lion_to_hollow() {
    // A hollow piece goes out (turns lion) and comes back in: still a lion.
    let mut game = position("b5", "h5 h6", Side::First, 0);
    play(&mut game, "b5-a5").unwrap();
    play(&mut game, "h5-h4").unwrap();
    play(&mut game, "a5-b6").unwrap();
    assert_eq!(game.piece_at(sq("b6")), Some((Side::First, Face::Lion)));
    play(&mut game, "h4-h5").unwrap();
    assert_eq!(targets_of(&game, "b6").len(), 8, "it moves as a lion");
}

#[test]
fn nothing_is_ever_captured() {
    // Black drops between two white pieces, and white closes a flank: all stay.
    let mut game = position("", "d5 f6", Side::First, 3);
    play(&mut game, "e5").unwrap();
    play(&mut game, "f6-f5").unwrap();
    for name in ["d5", "e5", "f5"] {
        assert!(game.piece_at(sq(name)).is_some(), "{name}");
    }
    assert_eq!(game.on_board(Side::First) + game.on_board(Side::Second), 3);
}

fn win_by(side: Side) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(side),
        reason: EndReason::FiveInARow(side),
    })
}

#[test]
fn five_in_a_row_on_a_rank_a_file_or_a_diagonal_wins() {
    // A rank.
    let mut game = position("c4 d4 e4 f4", "c6 d6 e6 f6 h8", Side::First, 4);
    play(&mut game, "g4").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
    assert_eq!(play(&mut game, "h2"), Err(Illegal::GameOver));
    // A file, completed by a step.
    let mut game = position("c2 c3 c4 c5 d6", "h2 h3 h4 h5", Side::First, 4);
    play(&mut game, "d6-c6").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
    // A diagonal, for white.
    let mut game = position("b8 c8 d8 e8", "b2 c3 d4 e5", Side::Second, 4);
    play(&mut game, "f6").unwrap();
    assert_eq!(game.outcome(), win_by(Side::Second));
    assert_eq!(game.winning_line().len(), 5);
    // The other diagonal.
    let mut game = position("b6 c5 d4 e3", "h8 h7 h6 g8", Side::First, 4);
    play(&mut game, "f2").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
}

#[test]
fn a_line_counts_anywhere_on_the_board_including_the_outer_path_whatever_the_faces() {
    // Along the bottom of the ring: five lions.
    let mut game = position("a1 b1 c1 d1", "e5 e6 e7 e8", Side::First, 4);
    play(&mut game, "e1").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
    // Across the ring and the arena, lions and hollows mixed: a1 (ring) b2* c3 d4 e5.
    let mut game = position("a1 b2* c3 d4", "h2 h3 h4 h5", Side::First, 4);
    play(&mut game, "e5").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
}

#[test]
fn four_in_a_row_or_a_broken_line_does_not_win() {
    let mut game = position("c4 d4 e4", "c6 d6 e6 h8", Side::First, 4);
    play(&mut game, "f4").unwrap();
    assert_eq!(game.outcome(), None);
    // A gap, or an enemy piece in the line, breaks it.
    let mut game = position("c4 d4 f4 g4", "e4 c6", Side::First, 4);
    play(&mut game, "h4").unwrap();
    assert_eq!(game.outcome(), None);
    let mut game = position("c4 d4 f4 g4", "b8 c6", Side::First, 4);
    play(&mut game, "h4").unwrap();
    assert_eq!(game.outcome(), None);
    // Five pieces of two sides in a row are nobody's line.
    let mut game = position("c4 d4", "e4 f4 h8", Side::First, 4);
    play(&mut game, "g4").unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_line_longer_than_five_also_wins() {
    // Joining c4 d4 e4 and g4 h4 with f4 makes six.
    let mut game = position("c4 d4 e4 g4 h4", "c6 d6 e6 g6 h6", Side::First, 2);
    play(&mut game, "f4").unwrap();
    assert_eq!(game.outcome(), win_by(Side::First));
    assert_eq!(game.winning_line().len(), 6);
}

#[test]
fn a_side_with_no_legal_move_draws() {
    // Black's only piece, hollow on b2, is walled in by white on a2, b1, c2, b3, and black's
    // reserve is empty. White moves elsewhere; black cannot move: a draw.
    let mut game = position("b2", "a2 b1 c2 b3 h7*", Side::Second, 0);
    assert_eq!(game.outcome(), None);
    play(&mut game, "h7-h6").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Blocked(Side::First)
        })
    );
    // A piece in reserve is always a move while a square is empty.
    let game = position("b2", "a2 b1 c2 b3 h7*", Side::First, 1);
    assert_eq!(game.outcome(), None);
}

fn shuffle(game: &mut Ergo, times: usize) {
    for _ in 0..times {
        for mv in ["c3-c4", "h7-h6", "c4-c3", "h6-h7"] {
            play(game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        }
    }
}

#[test]
fn the_third_repetition_of_a_position_is_a_draw() {
    let mut game = position("c3*", "h7*", Side::First, 6);
    assert_eq!(game.occurrences(), 1);
    shuffle(&mut game, 1);
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.outcome(), None, "twice is not yet a draw");
    shuffle(&mut game, 1);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::ThirdRepetition
        })
    );
    assert_eq!(game.plies(), 8);
}

#[test]
fn a_position_repeats_only_with_the_same_side_to_act() {
    // The same squares with the other side to act is another position.
    let black = position("c3*", "h7*", Side::First, 6);
    let white = position("c3*", "h7*", Side::Second, 6);
    assert_ne!(black.hash(), white.hash());
    // Faces and reserves count too.
    assert_ne!(position("c3", "h7*", Side::First, 6).hash(), black.hash());
    assert_ne!(position("c3*", "h7*", Side::First, 5).hash(), black.hash());
}

#[test]
fn a_drop_or_a_piece_turning_lion_starts_the_repetition_count_afresh() {
    let mut game = position("c3*", "h7*", Side::First, 6);
    shuffle(&mut game, 1);
    assert_eq!(game.occurrences(), 2);
    play(&mut game, "e5").unwrap();
    assert_eq!(
        game.history.len(),
        1,
        "earlier positions can never come back"
    );
    let mut game = position("c3* b5", "h7*", Side::First, 6);
    shuffle(&mut game, 1);
    play(&mut game, "b5-a5").unwrap();
    assert_eq!(game.history.len(), 1);
    assert_eq!(game.occurrences(), 1);
}

#[test]
fn a_hundred_moves_a_side_end_the_game_in_a_draw() {
    let mut game = position("c3*", "h7*", Side::First, 6);
    game.plies = MOVE_LIMIT - 2;
    play(&mut game, "e5").unwrap();
    assert_eq!(game.outcome(), None);
    play(&mut game, "f5").unwrap();
    assert_eq!(game.plies(), 200);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::MoveLimit
        })
    );
}

#[test]
fn five_in_a_row_on_the_last_allowed_move_still_wins() {
    let mut game = position("c3 d3 e3 f3", "c6 d6 e6 f6", Side::Second, 4);
    game.plies = MOVE_LIMIT - 1;
    play(&mut game, "g6").unwrap();
    assert_eq!(game.outcome(), win_by(Side::Second));
}

#[test]
fn a_refused_move_changes_nothing() {
    // a1 is walled in on the ring both ways round, by c9 and f1.
    let mut game = position("e5 a1", "e6 c9 f1", Side::First, 0);
    let before = game.clone();
    for bad in [
        "e5-e6", "e5-f6", "a1-d9", "a1-a1", "c9-c8", "d4-d5", "d4", "e5-e7",
    ] {
        assert!(play(&mut game, bad).is_err(), "{bad}");
        assert_eq!(game, before);
    }
}

#[test]
fn move_text_reads_any_case_and_prints_lower_case() {
    let game = Ergo::new();
    let mv = game.parse_move(" J9-A1 ").unwrap();
    assert_eq!(
        mv,
        Move::Step {
            from: sq("j9"),
            to: sq("a1")
        }
    );
    assert_eq!(game.format_move(&mv), "j9-a1");
    assert_eq!(game.parse_move("E5"), Ok(Move::Drop(sq("e5"))));
    assert_eq!(game.format_move(&Move::Drop(sq("e5"))), "e5");
    assert!(matches!(
        game.parse_move("k1"),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        game.parse_move("a10"),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        game.parse_move("a1-a2-a3"),
        Err(ParseError::Unrecognised(_))
    ));
    assert_eq!(game.parse_move(" "), Err(ParseError::Empty));
    assert!(game.parse_move("e5-").is_err());
}

#[test]
fn every_move_text_names_exactly_one_move() {
    // In random positions, no two legal moves print the same text.
    for game in sample_positions() {
        let texts = legal(&game);
        let mut unique = texts.clone();
        unique.dedup();
        assert_eq!(texts, unique);
    }
}

/// Positions along a few seeded random games.
fn sample_positions() -> Vec<Ergo> {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut out = Vec::new();
    for seed in 0..6 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = Ergo::new();
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            game.play(&moves[rng.random_range(0..moves.len())]).unwrap();
            if game.plies() % 10 == 0 {
                out.push(game.clone());
            }
        }
    }
    out
}

#[test]
fn the_state_round_trips_through_json_with_its_history() {
    for game in sample_positions().into_iter().take(20) {
        let json = serde_json::to_string(&game).unwrap();
        let back: Ergo = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
    }
}

/// The start position after `moves`.
fn after(moves: &[&str]) -> Ergo {
    let mut game = Ergo::new();
    for mv in moves {
        play(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    game
}

#[test]
fn position_hashes_are_fixed_numbers() {
    // Hashes are stored with the game (the third-repetition rule compares a position with the
    // ones in its snapshot): a hash that changed between builds or versions would let a game
    // saved before the change miss, or invent, a repetition. So the numbers themselves are
    // pinned, not just compared with themselves.
    assert_eq!(mix(0), 0xe220_a839_7b1d_cdaf);
    assert_eq!(Ergo::new().hash(), START_HASH);
    let game = after(&["e5", "f6", "d4", "g7", "e5-e4", "f6-f5"]);
    assert_eq!(game.hash(), AFTER_SIX_HASH);
    // The snapshot keeps the hashes: one saved today still decodes to the same numbers.
    let json = serde_json::to_string(&game).unwrap();
    let back: Ergo = serde_json::from_str(&json).unwrap();
    assert_eq!(back.hash(), AFTER_SIX_HASH);
    assert_eq!(back.history, game.history);
}

/// `mix(12 << 8 | 12)`: no piece on the board, twelve in each reserve, the first side to act.
const START_HASH: u64 = 0x39ce_0ad0_0d95_af77;
/// After `e5 f6 d4 g7 e5-e4 f6-f5`.
const AFTER_SIX_HASH: u64 = 0xcda4_86ca_3ee6_89e7;

#[test]
fn a_position_hashes_the_same_whatever_the_move_order() {
    // The same pieces, faces, reserves and turn reached by two move orders.
    let one = after(&["e5", "f6", "d4", "g7", "e5-e4", "f6-f5"]);
    let other = after(&["d4", "g7", "e5", "f6", "e5-e4", "f6-f5"]);
    assert_eq!(one.hash(), other.hash());
    let third = after(&["e5", "g7", "d4", "f6", "e5-e4", "f6-f5"]);
    assert_eq!(one.hash(), third.hash());
    // Every step along the way is another position, with another hash.
    let mut seen = std::collections::HashSet::new();
    let moves = ["e5", "f6", "d4", "g7", "e5-e4", "f6-f5"];
    for n in 0..=moves.len() {
        assert!(seen.insert(after(&moves[..n]).hash()), "after {n} moves");
    }
    // Swapping the two sides' pieces is another position too.
    assert_ne!(after(&["e5", "f6"]).hash(), after(&["f6", "e5"]).hash());
}

#[test]
fn nothing_is_captured_so_no_capture_count_is_shown() {
    let game = crate::games::AnyGame::new(Variant::Ergo);
    assert!(!game.has_captures());
    assert_eq!(game.captures(), [0, 0]);
    assert!(crate::games::AnyGame::new(Variant::LatrunculiPiso).has_captures());
}

#[test]
fn two_hundred_seeded_random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<Ergo>(200, (MOVE_LIMIT + 1) as usize);
    // Random play mostly runs into the move limit, but both sides make lines of five.
    for side in Side::BOTH {
        assert!(games
            .iter()
            .any(|g| g.outcome().unwrap().winner == Some(side)));
    }
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
