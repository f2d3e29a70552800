//! Pushes: legionaries' lines and the Colosse.

use super::*;

#[test]
fn a_legionary_pushes_an_enemy_piece_one_square_and_becomes_exhausted() {
    let mut game = pos("Ld4", "Ld5", W);
    assert!(from(&game, "d4").contains(&"d4>d5".to_string()));
    play(&mut game, "d4>d5").unwrap();
    assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Legionary, true)));
    assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
    assert_eq!(game.piece_at(sq("d4")), None);
    assert_eq!(game.captures(W), 0);
    // Commanders are pushed like anyone.
    let mut game = pos("Ld4", "Dd5", W);
    play(&mut game, "d4>d5").unwrap();
    assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Dux, false)));
}

#[test]
fn a_line_pushes_at_most_as_many_enemies_as_it_has_legionaries() {
    let game = pos("Ld3 Ld4", "Ld5 Ld6", W);
    assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushTooFew));
    let mut two = game.clone();
    play(&mut two, "d3:d4>d5").unwrap();
    assert_eq!(kind_at(&two, "d4"), Some((W, Kind::Legionary, false)));
    assert_eq!(kind_at(&two, "d5"), Some((W, Kind::Legionary, true)));
    assert_eq!(kind_at(&two, "d6"), Some((B, Kind::Legionary, false)));
    assert_eq!(kind_at(&two, "d7"), Some((B, Kind::Legionary, false)));
    let game = pos("Ld2 Ld3 Ld4", "Ld5 Ld6 Cd7", W);
    assert_eq!(
        play(&mut game.clone(), "d3:d4>d5"),
        Err(Illegal::PushTooFew)
    );
    assert_eq!(play(&mut game.clone(), "d2:d4>d5"), Ok(()));
    // A longer line than needed is the player's choice: both are listed.
    let game = pos("Ld3 Ld4", "Ld5", W);
    let pushes: Vec<String> = texts(&game)
        .into_iter()
        .filter(|t| t.contains('>'))
        .collect();
    assert_eq!(pushes, ["d3:d4>d5", "d4>d5"]);
}

#[test]
fn a_push_is_blocked_by_a_piece_of_the_pusher_behind_the_enemy_line() {
    let game = pos("Ld4 Ld6", "Ld5", W);
    assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
    assert!(!texts(&game).iter().any(|t| t.contains('>')));
    assert_eq!(
        play(&mut game.clone(), "d4>e4"),
        Err(Illegal::NothingToPush)
    );
}

#[test]
fn pushing_off_the_board_ejects_and_captures_the_last_piece() {
    let mut game = pos("Lb5 Lb6", "Lb7 Lc7", W);
    play(&mut game, "b5:b6>b7").unwrap();
    assert_eq!(kind_at(&game, "b8"), Some((B, Kind::Legionary, false)));
    assert_eq!(game.on_board(B), 3);
    let mut game = pos("Lb6 Lb7", "Lb8 Ld5", W);
    play(&mut game, "b6:b7>b8").unwrap();
    assert_eq!(kind_at(&game, "b8"), Some((W, Kind::Legionary, true)));
    assert_eq!(game.captures(W), 1);
    assert_eq!(game.on_board(B), 2);
    let last = game.last_action().unwrap();
    assert_eq!(last.ejected, Some((sq("b8"), Dir::North)));
    assert_eq!(last.taken, 1);
}

#[test]
fn the_first_fresh_legionary_from_the_front_becomes_exhausted() {
    let mut game = pos("Ld2 Ld3 Ed4", "Ld5", W);
    play(&mut game, "d2:d4>d5").unwrap();
    assert_eq!(
        kind_at(&game, "d5"),
        Some((W, Kind::Legionary, true)),
        "was tired"
    );
    assert_eq!(
        kind_at(&game, "d4"),
        Some((W, Kind::Legionary, true)),
        "tires now"
    );
    assert_eq!(
        kind_at(&game, "d3"),
        Some((W, Kind::Legionary, false)),
        "still fresh"
    );
}

#[test]
fn a_line_of_exhausted_legionaries_cannot_push() {
    let game = pos("Ed3 Ed4", "Ld5", W);
    assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::Exhausted));
    assert_eq!(play(&mut game.clone(), "d3:d4>d5"), Err(Illegal::Exhausted));
    assert!(!texts(&game).iter().any(|t| t.contains('>')));
}

#[test]
fn an_exhausted_legionary_still_steps_and_moves_in_ranks() {
    let mut game = pos("Lc4 Ed4", "", W);
    assert!(from(&game, "d4").contains(&"d4-d5".to_string()));
    play(&mut game, "c4:d4-c5:d5").unwrap();
    assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Legionary, true)));
}

#[test]
fn a_piece_just_pushed_cannot_push_back_on_its_owners_next_turn() {
    let mut game = pos("Ld4 Lc5", "Ld5 Lc6", W);
    play(&mut game, "d4>d5").unwrap();
    assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
    assert_eq!(play(&mut game.clone(), "d6>d5"), Err(Illegal::NoPushBack));
    assert!(!texts(&game).contains(&"d6>d5".to_string()));
    // Another piece may push that way (c6 was not pushed).
    assert_eq!(play(&mut game.clone(), "c6>c5"), Ok(()));
    // One turn later the pushed piece may push back.
    play(&mut game, "h6-h5").unwrap();
    play(&mut game, "a3-a4").unwrap();
    assert_eq!(play(&mut game, "d6>d5"), Ok(()));
    assert_eq!(kind_at(&game, "d4"), Some((W, Kind::Legionary, true)));
}

#[test]
fn the_colosse_pushes_an_adjacent_piece_of_either_colour_and_takes_its_place() {
    let mut game = pos("Cd4 Le4", "Ld5", W);
    assert!(from(&game, "d4").contains(&"d4>d5".to_string()));
    assert!(from(&game, "d4").contains(&"d4>e4".to_string()));
    let mut own = game.clone();
    play(&mut own, "d4>e4").unwrap();
    assert_eq!(kind_at(&own, "e4"), Some((W, Kind::Colossus, false)));
    assert_eq!(kind_at(&own, "f4"), Some((W, Kind::Legionary, false)));
    play(&mut game, "d4>d5").unwrap();
    assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Colossus, false)));
    assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
    assert_eq!(game.piece_at(sq("d4")), None);
}

#[test]
fn the_colosse_never_tires_but_pushes_one_piece_alone_and_only_into_an_empty_square() {
    let mut game = pos("Cd4", "Ld5", W);
    play(&mut game, "d4>d5").unwrap();
    play(&mut game, "h6-h5").unwrap();
    play(&mut game, "d5>d6").unwrap();
    assert_eq!(kind_at(&game, "d7"), Some((B, Kind::Legionary, false)));
    let game = pos("Cd4", "Ld5 Ld6", W);
    assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
    let game = pos("Cd4 Ld6", "Ld5", W);
    assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
    assert_eq!(
        play(&mut game.clone(), "d4>c4"),
        Err(Illegal::NothingToPush)
    );
    // A Colosse does not lead a line of legionaries.
    let game = pos("Cd3 Ld4", "Ld5", W);
    assert_eq!(play(&mut game.clone(), "d3:d4>d5"), Err(Illegal::NotARank));
}

#[test]
fn the_colosse_pushing_a_piece_off_the_board_takes_it_out_of_the_game() {
    let mut game = pos("Cb7", "Lb8 Ld4", W);
    play(&mut game, "b7>b8").unwrap();
    assert_eq!(kind_at(&game, "b8"), Some((W, Kind::Colossus, false)));
    assert_eq!(game.captures(W), 1);
    // Its own piece too, but that is no capture.
    let mut game = pos("Ca7 La8 Lc3", "", W);
    play(&mut game, "a7>a8").unwrap();
    assert_eq!(kind_at(&game, "a8"), Some((W, Kind::Colossus, false)));
    assert_eq!(game.on_board(W), 3);
    assert_eq!(game.captures(W), 0);
}
