//! Moves, dice, resignations, races between concurrent moves, and whole games to the end.

use std::sync::{Arc, Barrier};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{
    both_services, caller_in, challenge, challenged, check_finished, conflict, dump, en, fr,
    history, play_out, refused, service, start, status, user,
};
use crate::games::{AnyGame, Illegal, MoveError, ParseError, Side, ToAct, Variant};
use crate::i18n::{self, Lang};
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::errors::ServiceError;
use crate::service::replies::{next_lines, Refusal};
use crate::service::{First, GameId, Service};
use crate::store::Origin;
use crate::store::{ActionKind, Change, EndCause, Ending, NewAction, Status};

both_services! {
    fn a_move_is_announced_and_pings_the_player_to_act(svc) {
        let id = start(&svc);
        let reply = svc.play(&en("alice"), "D4", None).unwrap();
        assert_eq!(reply.text, "@alice played `d4`.\n@bob, your turn (black).");
        assert_eq!(reply.mentions, ["console:bob"]);
        assert!(reply.png.is_some());
        assert!(!reply.is_private());
        let reply = svc.play(&fr("bob"), "e5", Some(id)).unwrap();
        assert_eq!(
            reply.text,
            "@bob a joué `e5`.\n@alice, à vous de jouer (blancs)."
        );
        assert_eq!(reply.mentions, ["console:alice"]);
        assert_eq!(history(&svc, id), ["d4", "e5"]);
        let actions = svc.store().actions(id).unwrap();
        assert!(actions.iter().all(|a| a.kind == ActionKind::Move));
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(actions[0].actor, Some(record.players[0].id));
        assert_eq!(actions[1].actor, Some(record.players[1].id));
    }
}

both_services! {
    fn a_move_out_of_turn_is_refused(svc) {
        let id = start(&svc);
        refused(&svc, Refusal::NotYourTurn(id), || {
            svc.play(&en("bob"), "d4", None)
        });
        svc.play(&en("alice"), "d4", None).unwrap();
        refused(&svc, Refusal::NotYourTurn(id), || {
            svc.play(&en("alice"), "d5", Some(id))
        });
        assert_eq!(
            Refusal::NotYourTurn(id).reply(Lang::Fr).text,
            format!("Ce n'est pas à vous de jouer dans la partie #{id}.")
        );
    }
}

both_services! {
    fn a_non_player_cannot_move(svc) {
        let id = start(&svc);
        refused(&svc, Refusal::NotYourGame(id), || {
            svc.play(&en("carol"), "d4", Some(id))
        });
        refused(&svc, Refusal::NoGameHere, || {
            svc.play(&en("carol"), "d4", None)
        });
        refused(&svc, Refusal::NoSuchGame(id + 7), || {
            svc.play(&en("alice"), "d4", Some(id + 7))
        });
        assert_eq!(
            Refusal::NotYourGame(id).reply(Lang::En).text,
            format!("You are not playing in game #{id}.")
        );
    }
}

both_services! {
    fn no_move_before_the_challenge_is_accepted(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::NotStarted(id), || {
            svc.play(&en("alice"), "d4", Some(id))
        });
        refused(&svc, Refusal::NoGameHere, || {
            svc.play(&en("alice"), "d4", None)
        });
    }
}

both_services! {
    fn malformed_and_illegal_moves_are_refused_with_the_localised_reason(svc) {
        let id = start(&svc);
        svc.play(&en("alice"), "a1", None).unwrap();
        let cases: [(&str, MoveError, &str, &str); 5] = [
            (
                "a1",
                Illegal::Occupied.into(),
                "That square is occupied.",
                "Cette case est occupée.",
            ),
            (
                "b2-b3",
                Illegal::PlacementPhase.into(),
                "Pieces are still being placed: name an empty square, like `d4`.",
                "Les pions sont encore en cours de placement : indiquez une case libre, par exemple `d4`.",
            ),
            (
                "dd",
                ParseError::NotASquare("dd".into()).into(),
                "`dd` is not a square: write a letter then a number, like `d4`.",
                "`dd` n'est pas une case : écrivez une lettre puis un chiffre, par exemple `d4`.",
            ),
            (
                "I1",
                ParseError::OffBoard("i1".into()).into(),
                "`i1` is off the board.",
                "`i1` est hors du plateau.",
            ),
            (
                "  ",
                ParseError::Empty.into(),
                "Write a move: the legal moves are suggested as you type (in the console, `legal` lists them).",
                "Écrivez un coup : les coups légaux sont proposés pendant la saisie (dans la console, `legal` les liste).",
            ),
        ];
        for (text, error, english, french) in cases {
            let expected = Refusal::BadMove(error);
            refused(&svc, expected.clone(), || svc.play(&en("bob"), text, None));
            refused(&svc, expected.clone(), || {
                svc.play(&fr("bob"), text, Some(id))
            });
            let reply = expected.reply(Lang::En);
            assert!(reply.is_private());
            assert_eq!(reply.text, english);
            assert_eq!(expected.reply(Lang::Fr).text, french);
        }
        assert_eq!(history(&svc, id), ["a1"]);
    }
}

both_services! {
    fn a_long_or_odd_move_text_is_quoted_back_short_and_harmless(svc) {
        start(&svc);
        let text = format!("`{}", "x".repeat(3000));
        let err = svc.play(&en("alice"), &text, None).unwrap_err();
        let reply = err.reply(Lang::En);
        assert!(reply.text.chars().count() < 120, "{}", reply.text);
        // The user's backtick is neutralised: only the quote and the example's remain.
        assert!(reply.text.starts_with("`'xxx"), "{}", reply.text);
        assert_eq!(reply.text.matches('`').count(), 4, "{}", reply.text);
        assert!(svc.play(&en("alice"), "a1-b1-c1", None).is_err());
        assert!(svc.play(&en("alice"), "\u{0}\u{7f}é", None).is_err());
    }
}

both_services! {
    fn with_several_games_here_a_move_goes_to_the_one_where_it_is_the_callers_turn(svc) {
        let with_bob = start(&svc);
        let with_carol = challenged(svc.challenge(
            &en("carol"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        svc.accept(&en("alice"), Some(with_carol)).unwrap();
        // Alice's turn against bob only (carol plays white in the other game).
        svc.play(&en("alice"), "d4", None).unwrap();
        assert_eq!(history(&svc, with_bob), ["d4"]);
        // Now it is nobody's... alice waits in both: refused, listing both.
        refused(
            &svc,
            Refusal::SeveralGames(vec![with_bob, with_carol]),
            || svc.play(&en("alice"), "d5", None),
        );
        svc.play(&en("carol"), "a1", None).unwrap();
        svc.play(&en("bob"), "e5", None).unwrap();
        // Alice's turn in both: still ambiguous.
        refused(
            &svc,
            Refusal::SeveralGames(vec![with_bob, with_carol]),
            || svc.play(&en("alice"), "d5", None),
        );
        svc.play(&en("alice"), "h8", Some(with_carol)).unwrap();
        svc.play(&en("alice"), "d5", None).unwrap();
        assert_eq!(history(&svc, with_bob), ["d4", "e5", "d5"]);
        // Looking or resigning needs an id when there are several.
        refused(
            &svc,
            Refusal::SeveralGames(vec![with_bob, with_carol]),
            || svc.board(&en("alice"), None),
        );
        refused(
            &svc,
            Refusal::SeveralGames(vec![with_bob, with_carol]),
            || svc.resign(&en("alice"), None),
        );
        // Games in another channel do not count here.
        refused(&svc, Refusal::NoGameHere, || {
            svc.play(&caller_in("alice", "other", Lang::En), "d6", None)
        });
    }
}

both_services! {
    fn resigning_gives_the_game_to_the_opponent(svc) {
        let id = start(&svc);
        svc.play(&en("alice"), "d4", None).unwrap();
        refused(&svc, Refusal::NotYourGame(id), || {
            svc.resign(&en("carol"), Some(id))
        });
        refused(&svc, Refusal::NoGameHere, || svc.resign(&en("carol"), None));
        // Resigning does not need to be your turn.
        let reply = svc.resign(&en("alice"), None).unwrap();
        assert_eq!(
            reply.text,
            format!(
                "@alice resigned game #{id}: @bob (black) wins.\nCaptures: alice 0, bob 0.\n\
                 Ratings: alice 1500? → 1258? (-242) · bob 1500? → 1742? (+242)."
            )
        );
        assert_eq!(reply.mentions, ["console:alice", "console:bob"]);
        assert!(reply.png.is_some());
        // The board says who resigned, not whose turn it would have been.
        let board = reply.board_text.clone().unwrap();
        assert!(board.ends_with("\nWhite resigned — bob wins\n"), "{board}");
        assert!(!board.contains("to play"), "{board}");
        let later = svc.board(&en("carol"), Some(id)).unwrap();
        assert_eq!(later.board_text, Some(board));
        assert_eq!(later.png, reply.png);
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert_eq!(
            record.ending,
            Some(Ending {
                winner: Some(Side::Second),
                cause: EndCause::Resignation
            })
        );
        let last = svc.store().actions(id).unwrap().pop().unwrap();
        assert_eq!(
            (last.kind, last.text.as_str()),
            (ActionKind::Resign, "resign")
        );
        assert_eq!(last.actor, Some(record.players[0].id));
        refused(&svc, Refusal::GameOver(id), || {
            svc.play(&en("bob"), "e5", Some(id))
        });
        refused(&svc, Refusal::GameOver(id), || {
            svc.resign(&en("bob"), Some(id))
        });
        refused(&svc, Refusal::NoGameHere, || {
            svc.play(&en("bob"), "e5", None)
        });
    }
}

both_services! {
    fn resigning_in_french_and_before_the_start(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::NotStarted(id), || {
            svc.resign(&en("alice"), Some(id))
        });
        svc.accept(&en("bob"), Some(id)).unwrap();
        let reply = svc.resign(&fr("bob"), Some(id)).unwrap();
        assert_eq!(
            reply.text,
            format!(
                "@bob abandonne la partie #{id} : victoire de @alice (blancs).\nPrises : alice 0, bob 0.\n\
                 Classements : alice 1500? → 1742? (+242) · bob 1500? → 1258? (-242)."
            )
        );
    }
}

#[test]
fn a_move_that_loses_a_race_is_a_conflict_and_writes_nothing() {
    let svc = Arc::new(service());
    let id = start(&svc);
    // Between alice reading the game and writing her move, another d4 lands (as if from a
    // second process on the same database).
    let store_side = Arc::clone(&svc);
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        let (record, mut game) = store_side.store().load(id).unwrap().unwrap();
        let text = game.play_text("a1").unwrap();
        store_side
            .store()
            .apply(
                Origin::Console,
                id,
                record.version,
                &Change {
                    status: Status::Active,
                    state: &game,
                    ending: None,
                    actions: &[NewAction {
                        actor: Some(record.players[0].id),
                        kind: ActionKind::Move,
                        text,
                    }],
                    touch: None,
                },
            )
            .unwrap();
    }));
    let err = svc.play(&en("alice"), "d4", None).unwrap_err();
    assert_eq!(err, conflict());
    assert_eq!(history(&svc, id), ["a1"]);
    assert_eq!(
        err.reply(Lang::En).text,
        "The board changed in the meantime: look at it again, then retry."
    );
    assert_eq!(
        err.reply(Lang::Fr).text,
        "Le plateau a changé entre-temps : regardez-le à nouveau, puis réessayez."
    );
}

/// Two threads send two different moves for the player to act at the same moment; returns
/// the refusal of the one that lost. Exactly one move must land.
fn race_one_round(svc: &Arc<Service>, id: GameId, round: usize) -> ServiceError {
    let before = history(svc, id).len();
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let ToAct::Side(side) = game.to_act() else {
        unreachable!()
    };
    let mover = record.player(side).name.clone();
    let moves = svc.suggest_moves(&en(&mover), "", None);
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = moves[..2]
        .iter()
        .cloned()
        .map(|mv| {
            let svc = Arc::clone(svc);
            let barrier = Arc::clone(&barrier);
            let mover = mover.clone();
            std::thread::spawn(move || {
                barrier.wait();
                svc.play(&en(&mover), &mv, None)
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "round {round}: {results:?}"
    );
    assert_eq!(history(svc, id).len(), before + 1, "round {round}");
    results.into_iter().find_map(Result::err).unwrap()
}

#[test]
fn two_threads_moving_in_one_game_at_once_apply_exactly_one_move() {
    let svc = Arc::new(service());
    let id = start(&svc);
    // Forced: both threads have read the game and passed every check before either writes.
    let both_read = Arc::new(Barrier::new(2));
    let hook_barrier = Arc::clone(&both_read);
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        hook_barrier.wait();
    }));
    for round in 0..6 {
        assert_eq!(race_one_round(&svc, id, round), conflict());
    }
    // Free: whichever interleaving the scheduler picks, one move lands and the other is told.
    *svc.before_write.lock().unwrap() = None;
    for round in 6..20 {
        let loser = race_one_round(&svc, id, round);
        assert!(
            loser == conflict() || loser == Refusal::NotYourTurn(id).into(),
            "round {round}: {loser:?}"
        );
    }
    let (_, game) = svc.store().load(id).unwrap().unwrap();
    let replayed = svc.store().replay(id).unwrap().unwrap();
    assert_eq!(
        serde_json::to_string(&game).unwrap(),
        serde_json::to_string(&replayed).unwrap()
    );
    assert_eq!(history(&svc, id).len(), 20);
}

#[test]
fn a_whole_game_of_piso_played_through_the_service_ends_with_a_result() {
    for seed in 0..3 {
        let svc = service();
        let id = start(&svc);
        let mut rng = SmallRng::seed_from_u64(seed);
        let (moves, reply) = play_out(&svc, id, &mut rng, 5000);
        assert!(moves > 40, "40 placements, then steps: {moves}");
        check_finished(&svc, id, moves, &reply);
    }
}

/// Every game on the menu can be challenged, accepted, played to its end with the moves the
/// autocomplete offers (whoever the rules say acts: the same player several times in a row, a
/// bonus move out of turn, dice rolled by the service), and rebuilt from its stored history.
#[test]
fn every_game_plays_to_its_end_through_the_service() {
    for &variant in Variant::ALL {
        for seed in 0..2 {
            let svc = service();
            let id = challenged(svc.challenge(
                &en("alice"),
                Challenged::Player(&user("bob")),
                variant,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            ));
            svc.accept(&en("bob"), Some(id)).unwrap();
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut moves = 0;
            let last = loop {
                let (record, game) = svc.store().load(id).unwrap().unwrap();
                assert_eq!(record.status, Status::Active, "{variant}");
                let ToAct::Side(side) = game.to_act() else {
                    panic!("{variant}: an active game waits for {:?}", game.to_act())
                };
                let mover = record.player(side).name.clone();
                let other = record.player(side.other()).name.clone();
                let legal = game.legal_move_texts();
                let suggested = svc.suggest_moves(&en(&mover), "", Some(id));
                assert!(!suggested.is_empty(), "{variant}: nothing suggested");
                assert!(suggested.len() <= 25);
                // Single actions, or whole turns (actions separated by spaces) when few.
                assert!(
                    suggested
                        .iter()
                        .all(|m| legal.iter().any(|l| m.split(' ').next() == Some(l))),
                    "{variant}"
                );
                assert!(svc.suggest_moves(&en(&other), "", Some(id)).is_empty());
                let pick = &legal[rng.random_range(0..legal.len())];
                let before = dump(&svc);
                assert!(
                    svc.play(&en(&other), pick, Some(id)).is_err(),
                    "{variant}: the waiting player moved"
                );
                assert_eq!(dump(&svc), before);
                let reply = svc
                    .play(&en(&mover), pick, Some(id))
                    .unwrap_or_else(|e| panic!("{variant}: `{pick}` refused: {e:?}"));
                moves += 1;
                assert!(reply.png.is_some(), "{variant}: every move shows the board");
                if status(&svc, id) == Status::Finished {
                    break reply;
                }
                assert!(moves < 20_000, "{variant}: no end after {moves} moves");
            };
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let outcome = game.outcome().expect("the rules ended the game");
            assert_eq!(
                record.ending,
                Some(Ending {
                    winner: outcome.winner,
                    cause: EndCause::Rules(outcome.reason)
                })
            );
            assert_eq!(last.mentions, ["console:alice", "console:bob"]);
            let reason = i18n::end_reason(Lang::En, variant, &outcome.reason);
            assert!(last.text.contains(&reason), "{variant}: {}", last.text);
            let actions = svc.store().actions(id).unwrap();
            assert!(actions.len() >= moves, "{variant}: every action is stored");
            let replayed = svc.store().replay(id).unwrap().unwrap();
            assert_eq!(
                serde_json::to_string(&replayed).unwrap(),
                serde_json::to_string(&game).unwrap(),
                "{variant}: the history replays to the stored state"
            );
        }
    }
}

// XII Scripta: the service rolls the three dice at the start of each turn, records each roll as
// a chance action, and every reply that follows a roll says what was rolled.
both_services! {
    fn duodecim_replies_show_each_new_roll_and_the_history_records_it(svc) {
        let id = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("bob")),
            Variant::Duodecim,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let reply = svc.accept(&en("bob"), Some(id)).unwrap();
        let last_roll = |svc: &Service| {
            let actions = svc.store().actions(id).unwrap();
            let roll = actions.last().unwrap();
            (roll.kind, roll.actor, roll.text.clone(), actions.len())
        };
        let (kind, actor, roll, _) = last_roll(&svc);
        assert_eq!((kind, actor), (ActionKind::Chance, None));
        assert!(roll.starts_with("roll:"), "{roll}");
        assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
        // Alice (white) plays her dice until the turn passes; the reply to the last one shows
        // Bob's roll, and a move that does not end the turn shows none.
        loop {
            let (_, game) = svc.store().load(id).unwrap().unwrap();
            assert_eq!(game.to_act(), ToAct::Side(Side::First));
            let pick = game.legal_move_texts()[0].clone();
            let (_, _, _, before) = last_roll(&svc);
            let reply = svc.play(&en("alice"), &pick, Some(id)).unwrap();
            let (kind, _, roll, after) = last_roll(&svc);
            if after > before + 1 {
                assert_eq!(kind, ActionKind::Chance);
                assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
                let (_, game) = svc.store().load(id).unwrap().unwrap();
                assert_eq!(game.to_act(), ToAct::Side(Side::Second));
                break;
            }
            assert!(!reply.text.contains("`roll:"), "{}", reply.text);
        }
    }
}

/// XII Scripta: when the opponent lost a die to a protected point, the player about to roll is
/// told they may first play it as a bonus (or pass), rather than just "your turn".
#[test]
fn an_owed_bonus_move_is_explained_to_the_player_who_may_play_it() {
    use crate::games::{Duodecim, Game};
    let svc = service();
    let id = challenged(svc.challenge(
        &en("alice"),
        Challenged::Player(&user("bob")),
        Variant::Duodecim,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&en("bob"), Some(id)).unwrap();
    let (record, _) = svc.store().load(id).unwrap().unwrap();
    let owed = AnyGame::Duodecim(Duodecim::new().with_bonus(&[4, 5]));
    assert_eq!(owed.to_act(), ToAct::Side(Side::First));
    let (lines, mentions) = next_lines(Lang::En, &record, &owed, None);
    assert_eq!(mentions, ["console:alice"]);
    assert_eq!(
        lines,
        [
            "@alice, your turn (white).",
            "Before your roll you may play a bonus move with 4, 5, a die your opponent lost to a \
             protected point: `bonus:…`, or `pass` to decline."
        ]
    );
    let (lines, _) = next_lines(Lang::Fr, &record, &owed, None);
    assert!(lines[1].starts_with("Avant votre lancer"), "{lines:?}");
    // No bonus, no such line.
    let plain = AnyGame::Duodecim(Duodecim::new().with_roll([1, 3, 4]));
    let (lines, _) = next_lines(Lang::En, &record, &plain, None);
    assert_eq!(lines, ["@alice, your turn (white)."]);
}
