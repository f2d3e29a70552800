use super::*;
use crate::games::tests::random_playouts;

/// Plays a move given as text, through the parser like every caller.
fn play(game: &mut Duodecim, text: &str) -> Result<(), Illegal> {
    let mv = game.parse_move(text).expect("well-formed move");
    game.play(&mv)
}

fn played(mut game: Duodecim, moves: &str) -> Duodecim {
    for text in moves.split_whitespace() {
        play(&mut game, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    game
}

fn legal(game: &Duodecim) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| game.format_move(m))
        .collect();
    moves.sort();
    moves
}

fn position(first: &[(u8, u8)], second: &[(u8, u8)], off: [u8; 2]) -> Duodecim {
    Duodecim::from_stacks(first, second, off, Side::First)
}

#[test]
fn the_game_starts_with_fifteen_pieces_in_reserve_and_white_rolls_first() {
    let game = Duodecim::new();
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::First);
    for side in Side::BOTH {
        assert_eq!(game.reserve(side), PIECES);
        assert_eq!(game.on_board(side), 0);
        assert_eq!(game.phase(side), Phase::Entering);
    }
    let game = played(game, "roll:1-3-4");
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
}

#[test]
fn the_track_spells_the_six_words_from_point_one_to_thirty_six() {
    let track: String = (1..=POINTS).map(letter).collect();
    assert_eq!(track, "HOSTESVINCTIIMPERIVIRTUSLUDANTROMANI");
    assert_eq!(letter(HOME_START), 'R');
}

#[test]
fn a_roll_has_fifty_six_outcomes_whose_probabilities_sum_to_one() {
    let rolls = Duodecim::new().chance_outcomes();
    assert_eq!(rolls.len(), 56);
    // Each multiset weighs the number of ordered triples of three dice that give it.
    let mut counts = std::collections::HashMap::new();
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            for c in 1..=6u8 {
                let mut dice = [a, b, c];
                dice.sort_unstable();
                *counts.entry(dice).or_insert(0u32) += 1;
            }
        }
    }
    let total: u32 = rolls.iter().map(|(_, w)| w).sum();
    assert_eq!(total, 216);
    let probability: f64 = rolls.iter().map(|(_, w)| f64::from(*w) / 216.0).sum();
    assert!((probability - 1.0).abs() < 1e-12, "{probability}");
    for (mv, weight) in rolls {
        let Move::Roll(dice) = mv else {
            panic!("{mv:?}")
        };
        assert_eq!(counts[&dice], weight, "{dice:?}");
    }
    // A player's turn lists no roll; the legal moves of chance are the rolls.
    let game = played(Duodecim::new(), "roll:1-3-4");
    assert!(game.chance_outcomes().is_empty());
    assert_eq!(Duodecim::new().legal_moves().len(), 56);
}

#[test]
fn the_seed_example_rolls_1_3_4_then_2_3_5_and_hits_on_point_3() {
    let game = played(
        Duodecim::new(),
        "roll:1-3-4 1:enter 3:enter 4:enter roll:2-3-5",
    );
    assert_eq!(game.count(Side::First, 1), 1);
    assert_eq!(game.count(Side::First, 3), 1);
    assert_eq!(game.count(Side::First, 4), 1);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    let game = played(game, "2:enter 3:enter 5:enter");
    // Black's piece on 3 hit white's single piece, which went back to white's reserve.
    assert_eq!(game.stack(2), Some((Side::Second, 1)));
    assert_eq!(game.stack(3), Some((Side::Second, 1)));
    assert_eq!(game.stack(5), Some((Side::Second, 1)));
    assert_eq!(game.reserve(Side::First), 13);
    assert_eq!(game.reserve(Side::Second), 12);
    assert_eq!(game.hits(Side::Second), 1);
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::First);
}

#[test]
fn a_piece_in_reserve_enters_on_the_point_equal_to_its_die() {
    let game = played(Duodecim::new(), "roll:2-5-6");
    assert_eq!(legal(&game), ["2:enter", "5:enter", "6:enter"]);
    let game = played(game, "6:enter");
    assert_eq!(game.stack(6), Some((Side::First, 1)));
    assert_eq!(game.reserve(Side::First), 14);
}

#[test]
fn pieces_in_reserve_must_enter_before_any_other_piece_moves() {
    // White has one piece on 10 and one in reserve.
    let mut game = position(&[(10, 1)], &[(30, 2)], [13, 13]).with_roll([2, 3, 4]);
    assert_eq!(game.reserve(Side::First), 1);
    assert_eq!(play(&mut game, "2:10-12"), Err(Illegal::MustEnterFirst));
    assert_eq!(legal(&game), ["2:enter", "3:enter", "4:enter"]);
    // Once the reserve is empty, the dice left move pieces (the one just entered too).
    play(&mut game, "3:enter").unwrap();
    assert!(legal(&game).contains(&"2:10-12".to_string()));
    assert!(legal(&game).contains(&"4:3-7".to_string()));
    assert_eq!(play(&mut game, "2:enter"), Err(Illegal::NothingToEnter));
}

#[test]
fn a_piece_moves_forward_exactly_the_value_of_its_die() {
    let mut game = position(&[(12, 1)], &[(30, 2)], [14, 13]).with_roll([1, 4, 6]);
    assert_eq!(legal(&game), ["1:12-13", "4:12-16", "6:12-18"]);
    assert_eq!(play(&mut game, "4:12-15"), Err(Illegal::WrongDistance));
    assert_eq!(play(&mut game, "4:16-12"), Err(Illegal::NoPieceOnPoint));
    assert_eq!(play(&mut game, "2:12-14"), Err(Illegal::NoSuchDie));
    play(&mut game, "4:12-16").unwrap();
    assert_eq!(game.stack(16), Some((Side::First, 1)));
    assert_eq!(game.count(Side::First, 12), 0);
    // A die is used once.
    assert_eq!(play(&mut game, "4:16-20"), Err(Illegal::NoSuchDie));
}

#[test]
fn one_piece_may_use_several_dice_in_any_order() {
    let game = position(&[(12, 1)], &[(33, 2)], [14, 13]).with_roll([1, 4, 6]);
    let game = played(game, "6:12-18 1:18-19 4:19-23");
    assert_eq!(game.stack(23), Some((Side::First, 1)));
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::Second);
    let (_, states, roller) = game.roll().unwrap();
    assert_eq!(states, [DieState::Used; 3]);
    assert_eq!(roller, Side::First);
}

#[test]
fn equal_dice_are_used_one_at_a_time() {
    let game = position(&[(12, 2)], &[(33, 2)], [13, 13]).with_roll([3, 3, 3]);
    assert_eq!(legal(&game), ["3:12-15"]);
    let game = played(game, "3:12-15 3:12-15");
    assert_eq!(legal(&game), ["3:15-18"]);
    let game = played(game, "3:15-18");
    assert_eq!(game.to_act(), ToAct::Chance);
}

#[test]
fn a_piece_may_land_on_its_own_pieces_and_two_make_a_stack() {
    let game = position(&[(10, 1), (12, 1)], &[(33, 2)], [13, 13]).with_roll([2, 5, 6]);
    let game = played(game, "2:10-12");
    assert_eq!(game.stack(12), Some((Side::First, 2)));
}

#[test]
fn a_single_enemy_piece_is_hit_and_goes_back_to_its_reserve() {
    let game = position(&[(12, 1)], &[(16, 1), (30, 2)], [14, 12]).with_roll([1, 4, 6]);
    let game = played(game, "4:12-16");
    assert_eq!(game.stack(16), Some((Side::First, 1)));
    assert_eq!(game.reserve(Side::Second), 1);
    assert_eq!(game.hits(Side::First), 1);
    assert!(game.last_action().unwrap().hit);
    // The hit side is back to entering.
    assert_eq!(game.phase(Side::Second), Phase::Entering);
}

#[test]
fn two_enemy_pieces_protect_their_point_from_moves_and_entries() {
    let mut game = position(&[(12, 1)], &[(16, 2), (5, 3)], [14, 10]).with_roll([1, 4, 6]);
    assert_eq!(legal(&game), ["1:12-13", "6:12-18"]);
    assert_eq!(play(&mut game, "4:12-16"), Err(Illegal::ProtectedPoint));
    // Entering: black protects 5, white may not enter there.
    let mut game = position(&[], &[(5, 2)], [0, 13]).with_roll([1, 5, 6]);
    assert_eq!(play(&mut game, "5:enter"), Err(Illegal::ProtectedPoint));
    assert_eq!(legal(&game), ["1:enter", "6:enter"]);
}

#[test]
fn a_die_blocked_only_by_protected_points_is_lost_and_gives_the_opponent_a_bonus() {
    // White: one piece on 10 and one on 34 (not all in ROMANI). A 4 takes 10 to 14, which
    // black protects; 34 + 4 runs off the track, which is not a use.
    let game = position(&[(10, 1), (34, 1)], &[(14, 2), (20, 1)], [13, 12]);
    let game = game.with_roll([4, 4, 4]);
    let (_, states, _) = game.roll().unwrap();
    assert_eq!(states, [DieState::Blocked; 3]);
    assert_eq!(game.turn(), Side::Second);
    assert_eq!(game.bonus(), [4, 4, 4]);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    assert_eq!(legal(&game), ["bonus:4:14-18", "bonus:4:20-24", "pass"]);
}

#[test]
fn a_die_with_no_use_yet_is_kept_while_another_die_can_open_a_way() {
    // The 4s are blocked at first, but after the 6 the piece on 16 can use them.
    let game = position(&[(10, 1), (34, 1)], &[(14, 2), (20, 1)], [13, 12]);
    let game = game.with_roll([4, 4, 6]);
    assert_eq!(legal(&game), ["6:10-16"]);
    let game = played(game, "6:10-16");
    assert_eq!(legal(&game), ["4:16-20"]);
    assert!(game.bonus().is_empty());
}

#[test]
fn the_bonus_is_played_before_the_opponents_roll_and_may_be_declined() {
    let game = position(&[(10, 1), (34, 1)], &[(14, 2), (20, 1)], [13, 12]);
    let mut game = game.with_roll([4, 4, 4]);
    assert!(game.chance_outcomes().is_empty());
    // A bonus is written `bonus:`; a plain die use is refused while one is owed.
    assert_eq!(play(&mut game, "4:20-24"), Err(Illegal::BonusFirst));
    assert_eq!(play(&mut game, "bonus:5:20-25"), Err(Illegal::NoSuchDie));
    play(&mut game, "bonus:4:20-24").unwrap();
    assert_eq!(game.bonus(), [4, 4]);
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    play(&mut game, "pass").unwrap();
    assert!(game.bonus().is_empty());
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::Second);
    // Passing or playing a bonus when none is owed is refused.
    let mut game = played(game, "roll:1-2-3");
    assert_eq!(play(&mut game, "pass"), Err(Illegal::NoBonus));
    assert_eq!(play(&mut game, "bonus:1:24-25"), Err(Illegal::NoBonus));
}

#[test]
fn a_bonus_enters_a_piece_while_its_side_has_pieces_in_reserve() {
    // Black has pieces in reserve: its bonus 4 can only enter on point 4.
    let game = position(&[(10, 1), (34, 1)], &[(14, 2)], [13, 0]);
    let game = game.with_roll([4, 4, 4]);
    assert_eq!(game.bonus(), [4, 4, 4]);
    assert_eq!(legal(&game), ["bonus:4:enter", "pass"]);
    let game = played(game, "bonus:4:enter bonus:4:enter bonus:4:enter");
    assert_eq!(game.stack(4), Some((Side::Second, 3)));
    assert_eq!(game.to_act(), ToAct::Chance);
}

#[test]
fn black_runs_the_same_track_in_the_same_direction() {
    let game = Duodecim::from_stacks(&[(13, 2)], &[(10, 1)], [13, 14], Side::Second);
    let game = game.with_roll([1, 3, 6]);
    // 10 + 3 = 13 is white's protected point; black moves up the track like white.
    assert_eq!(legal(&game), ["1:10-11", "6:10-16"]);
}

#[test]
fn a_bonus_may_bear_off_a_piece_of_a_side_in_romani() {
    // White's three 5s land on 33, which black protects; black, all in ROMANI, bears off
    // with the bonus.
    let game = position(&[(28, 1)], &[(33, 2), (35, 1)], [14, 12]).with_roll([5, 5, 5]);
    assert_eq!(game.phase(Side::Second), Phase::BearingOff);
    assert_eq!(game.bonus(), [5, 5, 5]);
    assert_eq!(legal(&game), ["bonus:5:33-off", "bonus:5:35-off", "pass"]);
    let game = played(game, "bonus:5:33-off bonus:5:33-off bonus:5:35-off");
    assert_eq!(game.outcome().unwrap().winner, Some(Side::Second));
}

#[test]
fn a_bonus_with_no_use_is_dropped() {
    // 30 + 1 = 31 is protected: white's three 1s owe black a bonus, but black, all in
    // ROMANI, cannot bear off from 31 or 32 with a 1: the bonus is dropped and black rolls.
    let game = position(&[(30, 1)], &[(31, 2), (32, 1)], [14, 12]).with_roll([1, 1, 1]);
    let (_, states, _) = game.roll().unwrap();
    assert_eq!(states, [DieState::Blocked; 3]);
    assert!(game.bonus().is_empty());
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::Second);
}

#[test]
fn a_player_must_use_a_die_if_they_can() {
    let mut game = position(&[(12, 1)], &[(30, 2)], [14, 13]).with_roll([1, 4, 6]);
    assert_eq!(play(&mut game, "pass"), Err(Illegal::NoBonus));
    assert!(!legal(&game).contains(&"pass".to_string()));
    // After one die, the others still have uses: the player goes on.
    play(&mut game, "1:12-13").unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
}

#[test]
fn only_dice_with_no_use_left_are_lost_and_the_turn_passes() {
    // White on 28 with a 2 and two 5s: 28 + 2 = 30, then 30 + 5 = 35 and 35 + 5 runs off.
    let game = position(&[(28, 1)], &[(34, 2), (20, 1)], [14, 12]).with_roll([2, 5, 5]);
    assert_eq!(legal(&game), ["2:28-30", "5:28-33"]);
    let game = played(game, "5:28-33");
    // All of white is in ROMANI now: 33 + 5 > 36 bears off, the 2 cannot.
    assert_eq!(game.phase(Side::First), Phase::BearingOff);
    assert_eq!(legal(&game), ["5:33-off"]);
    let game = played(game, "5:33-off");
    assert_eq!(game.outcome().unwrap().winner, Some(Side::First));
}

#[test]
fn pieces_leave_the_board_only_when_all_fifteen_are_in_romani() {
    let mut game = position(&[(29, 1), (35, 2)], &[(10, 2)], [12, 13]).with_roll([2, 3, 6]);
    assert_eq!(game.phase(Side::First), Phase::Moving);
    assert_eq!(play(&mut game, "3:35-off"), Err(Illegal::NotAllHome));
    assert!(!legal(&game).iter().any(|m| m.ends_with("-off")));
    // The last piece reaches ROMANI: the dice left bear off.
    play(&mut game, "2:29-31").unwrap();
    assert_eq!(game.phase(Side::First), Phase::BearingOff);
    assert_eq!(legal(&game), ["3:35-off", "6:31-off", "6:35-off"]);
}

#[test]
fn once_all_are_in_romani_pieces_may_only_bear_off() {
    let mut game = position(&[(31, 1), (33, 1)], &[(10, 2)], [13, 13]).with_roll([1, 2, 4]);
    assert_eq!(play(&mut game, "1:31-32"), Err(Illegal::OnlyBearOff));
    assert_eq!(legal(&game), ["4:33-off"]);
}

#[test]
fn bearing_off_works_with_the_exact_die_and_with_a_larger_one() {
    // Exact: 34 + 3 = 37. Larger: 34 + 5. Too small: 34 + 2 = 36.
    let mut game = position(&[(34, 3)], &[(10, 2)], [12, 13]).with_roll([2, 3, 5]);
    assert_eq!(play(&mut game, "2:34-off"), Err(Illegal::DieTooSmall));
    assert_eq!(legal(&game), ["3:34-off", "5:34-off"]);
    play(&mut game, "3:34-off").unwrap();
    play(&mut game, "5:34-off").unwrap();
    assert_eq!(game.borne_off(Side::First), 14);
    assert_eq!(game.count(Side::First, 34), 1);
}

#[test]
fn a_die_too_small_to_bear_off_is_simply_lost_without_a_bonus() {
    let game = position(&[(31, 2)], &[(10, 2)], [13, 13]).with_roll([1, 2, 6]);
    let game = played(game, "6:31-off");
    let (_, states, _) = game.roll().unwrap();
    assert_eq!(states, [DieState::Lost, DieState::Lost, DieState::Used]);
    assert!(game.bonus().is_empty());
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.turn(), Side::Second);
}

#[test]
fn a_hit_during_bearing_off_sends_the_side_back_to_entering() {
    // White is bearing off with a single piece on 33; black hits it from 29 with a 4.
    let game = Duodecim::from_stacks(
        &[(31, 3), (33, 1)],
        &[(29, 1), (10, 2)],
        [11, 12],
        Side::Second,
    );
    assert_eq!(game.phase(Side::First), Phase::BearingOff);
    let game = played(game.with_roll([4, 5, 6]), "4:29-33");
    assert_eq!(game.reserve(Side::First), 1);
    assert_eq!(game.phase(Side::First), Phase::Entering);
    let game = played(game, "5:10-15 6:15-21 roll:2-3-6");
    // White must enter first, then may move its ROMANI pieces again (phase 2).
    assert_eq!(legal(&game), ["2:enter", "3:enter", "6:enter"]);
    let game = played(game, "6:enter");
    assert_eq!(game.phase(Side::First), Phase::Moving);
    assert_eq!(legal(&game), ["2:31-33", "2:6-8", "3:31-34", "3:6-9"]);
}

#[test]
fn bearing_off_all_fifteen_wins() {
    let mut game = position(&[(36, 1)], &[(10, 2)], [14, 13]).with_roll([1, 1, 2]);
    play(&mut game, "1:36-off").unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::First));
    assert_eq!(outcome.reason, EndReason::AllBorneOff(Side::First));
    assert_eq!(game.to_act(), ToAct::Nobody);
    assert!(game.legal_moves().is_empty());
    assert_eq!(play(&mut game, "1:36-off"), Err(Illegal::GameOver));
}

#[test]
fn the_stalemate_guard_ends_the_game_after_five_hundred_turns_each() {
    let mut game = position(&[(20, 5), (35, 1)], &[(10, 6)], [9, 9]);
    game.rolls = TURN_LIMIT - 1;
    let game = played(game.with_roll([1, 2, 3]), "1:20-21 2:20-22 3:20-23");
    // Equal borne off; white has fewer pips to run, so white is ahead.
    let outcome = game.outcome().expect("the guard ends the game");
    assert_eq!(outcome.reason, EndReason::TurnLimit);
    assert_eq!(outcome.winner, Some(Side::First));
    assert!(game.pips(Side::First) < game.pips(Side::Second));
    // More pieces borne off beats fewer pips; equal both ways is a draw.
    let mut ahead = position(&[(1, 5)], &[(36, 5)], [10, 9]);
    assert_eq!(ahead.leader(), Some(Side::First));
    ahead.off = [9, 9];
    assert_eq!(ahead.leader(), Some(Side::Second));
    assert_eq!(position(&[], &[], [14, 14]).leader(), None);
}

#[test]
fn move_text_reads_any_case_and_aliases_and_prints_lower_case() {
    let game = Duodecim::new();
    let cases = [
        ("roll:1-3-4", Move::Roll([1, 3, 4])),
        (
            "3:enter",
            Move::Use {
                bonus: false,
                die: 3,
                action: Action::Enter,
            },
        ),
        (
            "4:12-16",
            Move::Use {
                bonus: false,
                die: 4,
                action: Action::Advance { from: 12, to: 16 },
            },
        ),
        (
            "5:34-off",
            Move::Use {
                bonus: false,
                die: 5,
                action: Action::BearOff { from: 34 },
            },
        ),
        (
            "bonus:4:enter",
            Move::Use {
                bonus: true,
                die: 4,
                action: Action::Enter,
            },
        ),
        (
            "bonus:2:30-32",
            Move::Use {
                bonus: true,
                die: 2,
                action: Action::Advance { from: 30, to: 32 },
            },
        ),
        ("pass", Move::Pass),
    ];
    for (text, mv) in cases {
        assert_eq!(game.parse_move(text), Ok(mv), "{text}");
        assert_eq!(game.parse_move(&text.to_uppercase()), Ok(mv), "{text}");
        assert_eq!(game.format_move(&mv), text);
    }
    // Rolls are read in any order and printed sorted; French and short aliases are read.
    assert_eq!(game.parse_move("roll:4-1-3"), Ok(Move::Roll([1, 3, 4])));
    assert_eq!(game.parse_move(" 3:Entrer "), game.parse_move("3:enter"));
    assert_eq!(game.parse_move("3:in"), game.parse_move("3:enter"));
    assert_eq!(game.parse_move("5:34-sortie"), game.parse_move("5:34-off"));
    assert_eq!(game.parse_move("passe"), Ok(Move::Pass));
    for bad in [
        "",
        "7:enter",
        "0:enter",
        "4:12",
        "4:0-4",
        "4:12-37",
        "roll:1-2",
        "roll:1-2-7",
        "4-12-16",
        "12-16",
        "bonus:pass",
        "4:a-b",
    ] {
        assert!(game.parse_move(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut game = position(&[(12, 1)], &[(16, 2)], [14, 13]).with_roll([1, 4, 6]);
    let before = game.clone();
    for bad in [
        "4:12-16",
        "4:12-17",
        "2:12-14",
        "1:enter",
        "1:12-off",
        "pass",
        "roll:1-2-3",
        "bonus:1:12-13",
    ] {
        assert!(play(&mut game, bad).is_err(), "{bad}");
        assert_eq!(game, before, "{bad}");
    }
}

#[test]
fn a_game_with_a_bonus_owed_survives_a_round_trip_through_json_and_replays() {
    let actions = "roll:1-3-5 5:enter 1:enter 3:enter roll:4-5-6 4:enter 5:enter 6:enter \
                   roll:2-3-3 3:enter 2:enter 3:enter roll:3-4-5 4:enter 5:enter pass \
                   roll:2-4-5 2:enter";
    let game = played(Duodecim::new(), actions);
    assert_eq!(game.bonus(), [4, 5]);
    let json = serde_json::to_string(&game).unwrap();
    let back: Duodecim = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    let any =
        crate::games::AnyGame::replay(crate::games::Variant::Duodecim, actions.split_whitespace())
            .unwrap();
    assert!(serde_json::to_string(&any).unwrap().contains(&json));
}

#[test]
fn random_games_all_end_and_obey_the_contract() {
    let games = random_playouts::<Duodecim>(60, 20_000);
    let finished_by_bearing_off = games
        .iter()
        .filter(|g| matches!(g.outcome().unwrap().reason, EndReason::AllBorneOff(_)))
        .count();
    assert!(finished_by_bearing_off > 50, "{finished_by_bearing_off}");
    let winners: std::collections::HashSet<_> =
        games.iter().map(|g| g.outcome().unwrap().winner).collect();
    assert!(winners.contains(&Some(Side::First)) && winners.contains(&Some(Side::Second)));
}

#[test]
fn a_pick_gives_the_roll_the_walk_over_the_weights_gives() {
    let game = Duodecim::new();
    let rolls = game.chance_outcomes();
    assert_eq!(game.chance_total(), 216);
    let mut pick = 0;
    for (roll, weight) in &rolls {
        for _ in 0..*weight {
            assert_eq!(game.chance_pick(pick).as_ref(), Some(roll), "pick {pick}");
            pick += 1;
        }
    }
    assert_eq!(pick, 216);
    assert_eq!(game.chance_pick(216), None);
    // No roll while a side acts.
    let rolled = game.with_roll([1, 2, 3]);
    assert_eq!((rolled.chance_total(), rolled.chance_pick(0)), (0, None));
}
