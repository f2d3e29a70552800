//! Playing with the board's buttons outside servers (`service::pick`).

use super::{choices, Choice, OPTIONS};
use crate::games::{AnyGame, Variant};
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::replies::{Refusal, Reply, Shown};
use crate::service::tests::{
    accept_id, both_services, caller_in, dump, history, refused, status, user,
};
use crate::service::{Caller, First, GameId, Service};
use crate::store::{EndCause, Status};

/// Every move `moves` offers is reached by exactly one path of buttons, no list is longer
/// than Discord allows, and a group's button always narrows.
fn reach_all(moves: &[String]) {
    fn walk(moves: &[String], prefix: &str, found: &mut Vec<String>) {
        let list = choices(moves, prefix);
        assert!(list.len() <= OPTIONS, "{prefix:?}: {}", list.len());
        for choice in list {
            match choice {
                Choice::Move(m) => found.push(m),
                Choice::Group(start) => {
                    assert!(start.len() > prefix.len(), "{start:?} after {prefix:?}");
                    walk(moves, &start, found);
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(moves, "", &mut found);
    let mut expected = moves.to_vec();
    expected.sort();
    expected.dedup();
    found.sort();
    assert_eq!(found, expected);
}

#[test]
fn every_move_of_every_game_is_reached_by_one_path_of_buttons() {
    for variant in Variant::ALL.iter().copied() {
        let mut game = AnyGame::new(variant);
        for _ in 0..40 {
            let moves = game.legal_move_texts();
            if moves.is_empty() {
                break;
            }
            reach_all(&moves);
            let pick = game.legal_move_texts()[moves.len() / 2].clone();
            game.play_text(&pick).unwrap();
        }
    }
}

#[test]
fn few_moves_are_listed_whole_and_many_are_grouped_by_their_shortest_start() {
    let few: Vec<String> = ["a2-a3", "b2-b3", "c2-c3"].map(String::from).to_vec();
    assert_eq!(
        choices(&few, ""),
        few.iter().cloned().map(Choice::Move).collect::<Vec<_>>()
    );
    // Ergo's 90 placements: ten columns, then each column's nine squares.
    let ergo = AnyGame::new(Variant::Ergo).legal_move_texts();
    assert_eq!(ergo.len(), 90);
    let top = choices(&ergo, "");
    assert_eq!(top.len(), 10, "{top:?}");
    assert_eq!(top[0], Choice::Group("a".to_string()));
    let a = choices(&ergo, "a");
    assert_eq!(a.len(), 9);
    assert!(a
        .iter()
        .all(|c| matches!(c, Choice::Move(m) if m.starts_with('a'))));
    // Thirty moves from one square: the groups are cut where they part ("a1-a…" would be one).
    let from_a1: Vec<String> = (0..30)
        .map(|i| format!("a1-{}{}", (b'a' + i / 5) as char, i % 5))
        .collect();
    let groups = choices(&from_a1, "");
    assert_eq!(groups.len(), 6, "{groups:?}");
    assert_eq!(groups[0], Choice::Group("a1-a".to_string()));
    reach_all(&from_a1);
}

/// A caller in a group DM (no server).
fn outside(name: &str) -> Caller {
    Caller {
        guild: None,
        ..caller_in(name, "dm", Lang::En)
    }
}

/// alice (white, to move) and bob in a group DM, started.
fn started_outside(svc: &Service) -> (GameId, Reply) {
    let made = svc
        .challenge(
            &outside("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
    let id = accept_id(&made);
    let start = svc.accept(&outside("bob"), Some(id)).unwrap();
    (id, start)
}

fn press(
    svc: &Service,
    who: &Caller,
    button: &ButtonId,
) -> Result<Reply, crate::service::ServiceError> {
    svc.press_with(who, button, Default::default())
}

fn ids(reply: &Reply) -> Vec<ButtonId> {
    reply.buttons.iter().map(|b| b.id.clone()).collect()
}

both_services! {
    fn a_game_outside_servers_is_played_with_the_boards_buttons(svc) {
        let (id, start) = started_outside(&svc);
        let board = ids(&start);
        let moves = ButtonId::Moves { game: id, prefix: String::new() };
        assert_eq!(
            board,
            [moves.clone(), ButtonId::OfferDraw(id), ButtonId::AskResign(id)],
            "the start's board plays"
        );
        // bob, not to move, and a stranger are refused; nothing changes.
        refused(&svc, Refusal::NotYourTurn(id), || press(&svc, &outside("bob"), &moves));
        refused(&svc, Refusal::NotYourGame(id), || press(&svc, &outside("carol"), &moves));
        // alice's list: Piso's 64 placements in eight groups, privately.
        let list = press(&svc, &outside("alice"), &moves).unwrap();
        assert_eq!(list.shown, Shown::Private);
        assert_eq!(list.buttons.len(), 8, "{list:?}");
        assert_eq!(list.buttons[3].label, "d…");
        let narrowed = press(&svc, &outside("alice"), &list.buttons[3].id).unwrap();
        assert_eq!(narrowed.shown, Shown::ReplacePressed);
        assert_eq!(narrowed.buttons.len(), 8);
        let d4 = narrowed.buttons.iter().find(|b| b.label == "d4").unwrap().id.clone();
        // bob cannot press alice's move for her.
        refused(&svc, Refusal::NotYourTurn(id), || press(&svc, &outside("bob"), &d4));
        let played = press(&svc, &outside("alice"), &d4).unwrap();
        assert_eq!(played.shown, Shown::Public);
        assert_eq!(played.mentions, ["console:bob"]);
        assert!(played.png.is_some());
        assert_eq!(ids(&played)[0], moves, "the new board plays too");
        assert_eq!(history(&svc, id), ["d4"]);
        // The old list is out of date once the game moved on, even for a move still legal.
        let before = dump(&svc);
        let e4 = match &d4 {
            ButtonId::Play { game, version, .. } => ButtonId::Play {
                game: *game,
                version: *version,
                turn: "e5".to_string(),
            },
            other => panic!("{other:?}"),
        };
        let bob_list = press(&svc, &outside("bob"), &moves).unwrap();
        assert_eq!(dump(&svc), before, "a list changes nothing");
        refused(&svc, Refusal::MovedOn(id), || press(&svc, &outside("bob"), &e4));
        assert!(!bob_list.buttons.is_empty());
        // bob offers a draw beside the board; alice refuses it with its button.
        let offer = press(&svc, &outside("bob"), &ButtonId::OfferDraw(id)).unwrap();
        assert_eq!(offer.shown, Shown::BesidePressed);
        assert!(ids(&offer).contains(&ButtonId::RefuseDraw(id)), "{offer:?}");
        press(&svc, &outside("alice"), &ButtonId::RefuseDraw(id)).unwrap();
        // bob resigns: asked first, privately; a stranger cannot.
        refused(&svc, Refusal::NotYourGame(id), || {
            press(&svc, &outside("carol"), &ButtonId::AskResign(id))
        });
        let asked = press(&svc, &outside("bob"), &ButtonId::AskResign(id)).unwrap();
        assert_eq!(asked.shown, Shown::Private);
        assert_eq!(ids(&asked), [ButtonId::Resign(id)]);
        assert_eq!(status(&svc, id), Status::Active, "asking resigns nothing");
        let result = press(&svc, &outside("bob"), &ButtonId::Resign(id)).unwrap();
        assert_eq!(result.shown, Shown::Public);
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.ending.map(|e| e.cause), Some(EndCause::Resignation));
        assert!(
            !ids(&result).contains(&moves),
            "a finished game's board offers a rematch, not moves"
        );
    }
}

both_services! {
    fn a_board_in_a_server_has_no_move_buttons(svc) {
        let id = crate::service::tests::start(&svc);
        let reply = svc.play(&crate::service::tests::en("alice"), "d4", Some(id)).unwrap();
        assert!(reply.buttons.is_empty(), "{reply:?}");
    }
}

both_services! {
    fn a_game_against_the_computer_has_no_move_buttons_and_refuses_a_forged_one(svc) {
        svc.set_computer_budgets(true);
        let alice = outside("alice");
        let due = svc
            .start_computer(&alice, Variant::LatrunculiPiso, crate::ai::Level::Novice, First::Me)
            .unwrap();
        let id = due.game;
        let start = svc.answer(&alice, due).unwrap();
        assert!(
            !ids(&start).iter().any(|b| matches!(b, ButtonId::Moves { .. })),
            "{start:?}"
        );
        let version = svc.store().record(id).unwrap().unwrap().version;
        let forged = ButtonId::Play { game: id, version, turn: "d4".to_string() };
        refused(&svc, Refusal::BadButton, || press(&svc, &alice, &forged));
    }
}
