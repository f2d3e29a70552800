//! Games against the computer through the service: the move and the answer as two halves (so
//! the bot can search apart from people's commands), the one reply with both moves marked on
//! the picture, and the answer after a restart in the language the game was started in.

use super::{both_services, dump, en, fr, user};
use crate::ai::Level;
use crate::games::{Game, Side, ToAct, Variant};
use crate::render::diagram::Mark;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::computer::Played;
use crate::service::errors::ServiceError;
use crate::service::replies::Refusal;
use crate::service::{Caller, First, GameId, Service};
use crate::store::Status;

/// The caller's game against the computer, started with the caller moving first.
fn against_computer(svc: &Service, caller: &Caller, variant: Variant) -> GameId {
    svc.set_computer_budgets(true);
    let due = svc
        .start_computer(caller, variant, Level::Novice, First::Me)
        .unwrap();
    let id = due.game;
    let reply = svc.answer(caller, due).unwrap();
    assert!(reply.text.contains("Tabula"), "{}", reply.text);
    id
}

/// How many actions game `id` has recorded.
fn actions(svc: &Service, id: GameId) -> i64 {
    svc.store().with_db(|c| {
        c.query_one(
            "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
            crate::store::args![id],
            |r| r.get(0),
        )
        .unwrap()
    })
}

both_services! {
    fn the_move_is_saved_first_and_the_answer_comes_apart(svc) {
        let alice = en("alice");
        let id = against_computer(&svc, &alice, Variant::Latroncules);
        let Played::AnswerDue(due) = svc.play_move(&alice, "e2-e3", None).unwrap() else {
            panic!("a move against the computer leaves its answer to come");
        };
        // The player's move is stored, and the computer is to act: a restart here loses nothing.
        assert_eq!(actions(&svc, id), 1);
        let (record, state) = svc.load(id).unwrap();
        assert_eq!(state.to_act(), ToAct::Side(Side::Second));
        assert_eq!(record.status, Status::Active);
        let reply = svc.answer(&alice, due).unwrap();
        assert_eq!(actions(&svc, id), 2);
        assert!(
            reply
                .text
                .starts_with("You played `e2-e3` — Tabula answered `"),
            "{}",
            reply.text
        );
        let (_, state) = svc.load(id).unwrap();
        assert_eq!(state.to_act(), ToAct::Side(Side::First));
    }
}

both_services! {
    fn the_picture_after_the_answer_marks_the_player_s_move_too(svc) {
        let alice = en("alice");
        against_computer(&svc, &alice, Variant::Latroncules);
        let answered = svc.play(&alice, "e2-e3", None).unwrap();
        // The same position as /board draws it: the computer's answer is its last move, and the
        // player's move is only on the picture of the answer.
        let board = svc.board(&alice, None).unwrap();
        assert_ne!(answered.png, board.png, "the player's move is marked");
        assert_eq!(answered.board_text, board.board_text);

        // Between two people nothing is added: the reply's picture is the board's.
        svc.challenge(
            &en("bob"),
            Challenged::Player(&user("carol")),
            Variant::Latroncules,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        svc.accept(&en("carol"), None).unwrap();
        let moved = svc.play(&en("bob"), "e2-e3", None).unwrap();
        let board = svc.board(&en("bob"), None).unwrap();
        assert_eq!(moved.png, board.png);
    }
}

both_services! {
    fn a_placement_is_ringed_and_the_marks_name_the_player_s_spots(svc) {
        let alice = en("alice");
        let id = against_computer(&svc, &alice, Variant::LatrunculiPiso);
        let Played::AnswerDue(due) = svc.play_move(&alice, "d4", None).unwrap() else {
            panic!("the computer answers");
        };
        assert_eq!(due.marks(), [Mark::Ring("d4".to_string())]);
        svc.answer(&alice, due).unwrap();
        let (_, state) = svc.load(id).unwrap();
        assert!(state
            .as_latrunculi()
            .is_some_and(|g| g.legal_moves().len() == 62));
    }
}

both_services! {
    fn after_a_restart_the_computer_answers_in_the_game_s_language(svc) {
        let marie = fr("marie");
        let id = against_computer(&svc, &marie, Variant::Latroncules);
        // The process stops between the move and the answer: the answer is never asked for.
        let Played::AnswerDue(_) = svc.play_move(&marie, "e2-e3", None).unwrap() else {
            panic!("the computer answers");
        };
        // The process starts again: opening the database notes what the computer owes.
        svc.resume();
        // A process that does not own the game's guild leaves it to the one that does.
        assert!(svc
            .resume_computer_games_where(&|guild| guild != Some("guild"))
            .is_empty());
        assert_eq!(actions(&svc, id), 1);
        let resumed = svc.resume_computer_games_where(&|guild| guild == Some("guild"));
        assert_eq!(resumed.len(), 1);
        let (channel, reply) = &resumed[0];
        assert_eq!(channel, "chan");
        assert!(
            reply
                .text
                .starts_with(&format!("Partie n° {id} : Tabula a répondu `")),
            "{}",
            reply.text
        );
        assert_eq!(actions(&svc, id), 2);
        // Once answered, nothing is left to resume.
        assert!(svc.resume_computer_games().is_empty());
    }
}

both_services! {
    fn a_game_started_just_after_start_up_gets_one_answer_its_own(svc) {
        svc.set_computer_budgets(true);
        let alice = en("alice");
        // The bot opens the database: nothing is owed.
        svc.resume();
        // A `/play` made at once (the computer moves first) saves its game, and before its answer
        // comes the start-up pass runs: it must leave the game to the `/play`.
        let due = svc
            .start_computer(&alice, Variant::Latroncules, Level::Novice, First::Them)
            .unwrap();
        let id = due.game;
        assert!(
            svc.resume_computer_games().is_empty(),
            "the start-up pass answered a game it did not find at start"
        );
        let reply = svc
            .answer(&alice, due)
            .expect("the /play gets its own answer, not 'the board changed'");
        assert!(
            reply.text.contains("Tabula opened with `"),
            "{}",
            reply.text
        );
        assert_eq!(actions(&svc, id), 1, "one answer, once");
    }
}

both_services! {
    fn an_owed_game_is_answered_once_and_not_if_it_changed_since_start_up(svc) {
        let alice = en("alice");
        let bruno = en("bruno");
        let a = against_computer(&svc, &alice, Variant::Latroncules);
        let b = against_computer(&svc, &bruno, Variant::Latroncules);
        for (caller, id) in [(&alice, a), (&bruno, b)] {
            let Played::AnswerDue(_) = svc.play_move(caller, "e2-e3", Some(id)).unwrap() else {
                panic!("the computer answers");
            };
        }
        // A restart: both games owe an answer; bruno resigns before the start-up pass runs.
        svc.resume();
        svc.resign(&bruno, Some(b)).unwrap();
        let resumed = svc.resume_computer_games();
        assert_eq!(resumed.len(), 1, "{resumed:?}");
        assert!(resumed[0].1.text.contains(&format!("#{a}")));
        assert_eq!((actions(&svc, a), actions(&svc, b)), (2, 2));
        // Once: a second pass finds nothing.
        assert!(svc.resume_computer_games().is_empty());
    }
}

both_services! {
    fn a_move_that_ends_the_game_gets_no_answer(svc) {
        let alice = en("alice");
        let id = against_computer(&svc, &alice, Variant::Latroncules);
        svc.resign(&alice, Some(id)).unwrap();
        assert!(matches!(
            svc.play_move(&alice, "e2-e3", Some(id)),
            Err(ServiceError::Refused(Refusal::GameOver(_)))
        ));
        assert!(svc.resume_computer_games().is_empty());
    }
}

both_services! {
    fn a_rematch_against_the_computer_starts_at_once_with_colours_swapped(svc) {
        let alice = en("alice");
        let id = against_computer(&svc, &alice, Variant::Latroncules);
        svc.resign(&alice, Some(id)).unwrap();
        let reply = svc.press(&alice, &ButtonId::Rematch(id)).unwrap();
        assert!(!reply.is_private(), "{}", reply.text);
        let (record, state) = svc.load(id + 1).unwrap();
        assert_eq!(record.status, Status::Active, "no Accept is needed");
        assert_eq!(record.player(Side::First).external_id, "computer:novice");
        assert_eq!(record.player(Side::Second).external_id, "console:alice");
        // The computer, now first, has opened: it is Alice's turn.
        assert_eq!(state.to_act(), ToAct::Side(Side::Second));
        assert!(reply.text.contains("Tabula"), "{}", reply.text);
    }
}

both_services! {
    fn the_computer_takes_no_draw_and_nothing_changes(svc) {
        let alice = en("alice");
        let id = against_computer(&svc, &alice, Variant::Latroncules);
        let before = dump(&svc);
        let reply = svc.offer_draw(&alice, Some(id)).unwrap();
        assert!(reply.is_private());
        assert!(reply.buttons.is_empty());
        assert!(reply.text.contains("takes no draw"), "{}", reply.text);
        assert_eq!(dump(&svc), before);
    }
}
