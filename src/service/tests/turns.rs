//! Whole turns in one command: several actions of the same side, applied all or none.

use super::*;
use crate::service::play::whole_turns;

/// A started XII Scripta game, alice (white) to play her first roll; returns its id and the
/// position.
fn duodecim(svc: &Service) -> (GameId, AnyGame) {
    svc.challenge(&en("alice"), &user("bob"), Variant::Duodecim, First::Me)
        .unwrap();
    let id = last_game(svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    let (_, game) = svc.store().load(id).unwrap().unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::First));
    (id, game)
}

/// Every complete turn of the side to act (the search is not cut short).
fn all_turns(game: &AnyGame) -> Vec<String> {
    let ToAct::Side(side) = game.to_act() else {
        panic!("nobody to act")
    };
    whole_turns(game, side, "", usize::MAX).unwrap()
}

/// A turn of at least two actions.
fn long_turn(game: &AnyGame) -> Vec<String> {
    all_turns(game)
        .into_iter()
        .map(|t| t.split(' ').map(str::to_string).collect::<Vec<_>>())
        .find(|t| t.len() >= 2)
        .expect("a turn of several actions")
}

#[test]
fn a_whole_duodecim_turn_in_one_command_gives_one_reply_with_one_board() {
    let svc = service();
    let (id, game) = duodecim(&svc);
    let before = history(&svc, id);
    let version = svc.store().record(id).unwrap().unwrap().version;
    let turn = long_turn(&game);
    let text = turn.join(" ");
    let reply = svc.play(&en("alice"), &text, Some(id)).unwrap();
    assert!(reply.png.is_some());
    assert!(
        reply.text.starts_with(&format!("@alice played `{text}`")),
        "{}",
        reply.text
    );
    assert_eq!(reply.mentions, ["console:bob"]);
    // The actions, then bob's roll, in one go; the reply shows the roll.
    let after = history(&svc, id);
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(after[before.len()..before.len() + turn.len()], turn[..]);
    let roll = &after[before.len() + turn.len()];
    assert!(roll.starts_with("roll:"), "{roll}");
    assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    assert_eq!(record.version, version + 1, "one write for the whole turn");
    // French says the same.
    let (_, game) = svc.store().load(id).unwrap().unwrap();
    let text = long_turn(&game).join(" ");
    let reply = svc.play(&fr("bob"), &text, Some(id)).unwrap();
    assert!(
        reply.text.starts_with(&format!("@bob a joué `{text}`")),
        "{}",
        reply.text
    );
}

#[test]
fn a_bad_second_action_changes_nothing_and_the_refusal_names_it() {
    let svc = service();
    let (id, game) = duodecim(&svc);
    let turn = long_turn(&game);
    let text = format!("{} zz`9 {}", turn[0], turn[1]);
    let before = dump(&svc);
    let error = svc.play(&en("alice"), &text, Some(id)).unwrap_err();
    assert_eq!(dump(&svc), before, "a refusal changed the store");
    let UserError::BadAction {
        index,
        count,
        action,
        reason: TurnRefusal::Move(_),
    } = &error
    else {
        panic!("{error:?}")
    };
    assert_eq!((*index, *count, action.as_str()), (2, 3, "zz'9"));
    let reply = error.reply(Lang::En);
    assert!(reply.ephemeral);
    assert!(
        reply.text.starts_with("Action 2 of 3, `zz'9`: "),
        "{}",
        reply.text
    );
    assert!(
        reply.text.ends_with(" Nothing was played."),
        "{}",
        reply.text
    );
    assert!(error
        .reply(Lang::Fr)
        .text
        .starts_with("Action 2 sur 3, `zz'9` : "));
    // The turn itself still plays.
    svc.play(&en("alice"), &turn.join(" "), Some(id)).unwrap();
}

#[test]
fn a_turn_that_runs_into_the_opponents_turn_is_refused() {
    let svc = service();
    let (id, game) = duodecim(&svc);
    let turn = all_turns(&game).swap_remove(0);
    let count = turn.split(' ').count();
    let text = format!("{turn} {}", turn.split(' ').next().unwrap());
    refused(
        &svc,
        UserError::BadAction {
            index: count + 1,
            count: count + 1,
            action: turn.split(' ').next().unwrap().to_string(),
            reason: TurnRefusal::TurnPassed,
        },
        || svc.play(&en("alice"), &text, Some(id)),
    );
    let error = svc.play(&en("alice"), &text, Some(id)).unwrap_err();
    assert!(
        error
            .reply(Lang::En)
            .text
            .contains("your turn is over before it"),
        "{error:?}"
    );
}

/// Plays random games of Seneca (seeded) until one reaches a removal, and stores that position
/// as the game's; returns the game and the name of the player who must remove.
fn seneca_before_removal(svc: &Service) -> (GameId, String) {
    svc.challenge(
        &en("alice"),
        &user("bob"),
        Variant::LatrunculiSeneca,
        First::Me,
    )
    .unwrap();
    let id = last_game(svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    let (record, _) = svc.store().load(id).unwrap().unwrap();
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..200 {
        let mut game = AnyGame::new(Variant::LatrunculiSeneca);
        let mut actions = Vec::new();
        for _ in 0..400 {
            let ToAct::Side(side) = game.to_act() else {
                break;
            };
            let legal = game.legal_move_texts();
            if legal.iter().any(|m| m.starts_with('x')) {
                svc.store()
                    .apply(
                        id,
                        record.version,
                        &Change {
                            status: Status::Active,
                            state: &game,
                            ending: None,
                            actions: &actions,
                            touch: None,
                        },
                    )
                    .unwrap();
                return (id, record.player(side).name.clone());
            }
            let pick = legal[rng.random_range(0..legal.len())].clone();
            game.play_text(&pick).unwrap();
            actions.push(NewAction {
                actor: Some(record.player(side).id),
                kind: ActionKind::Move,
                text: pick,
            });
        }
    }
    panic!("no removal in 200 random games")
}

#[test]
fn a_seneca_removal_and_move_in_one_command() {
    let svc = service();
    let (id, mover) = seneca_before_removal(&svc);
    let (_, game) = svc.store().load(id).unwrap().unwrap();
    let before = history(&svc, id);
    let removal = game.legal_move_texts()[0].clone();
    assert!(removal.starts_with('x'), "{removal}");
    let mut after = game.clone();
    after.play_text(&removal).unwrap();
    assert_eq!(after.to_act(), game.to_act(), "the same side moves after");
    let step = after.legal_move_texts()[0].clone();
    let text = format!("{removal} {step}");
    let reply = svc.play(&en(&mover), &text, Some(id)).unwrap();
    assert!(reply.png.is_some());
    assert!(
        reply.text.starts_with(&format!("@{mover} played `{text}`")),
        "{}",
        reply.text
    );
    let history = history(&svc, id);
    assert_eq!(history[..before.len()], before[..]);
    assert_eq!(history[before.len()..], [removal, step]);
}

#[test]
fn autocomplete_offers_whole_duodecim_turns_and_single_actions_when_there_are_too_many() {
    let svc = service();
    let (id, game) = duodecim(&svc);
    let turns = all_turns(&game);
    // Narrow the typed text until 25 turns or fewer fit: they are offered whole.
    let first = long_turn(&game);
    let typed = format!("{} {}", first[0], first[1]);
    let fitting: Vec<String> = turns
        .iter()
        .filter(|t| t.starts_with(&typed))
        .cloned()
        .collect();
    assert!(!fitting.is_empty() && fitting.len() <= MAX_SUGGESTIONS);
    assert_eq!(
        svc.suggest_moves(&en("alice"), &typed.to_uppercase(), Some(id)),
        fitting
    );
    if turns.len() <= MAX_SUGGESTIONS {
        assert_eq!(svc.suggest_moves(&en("alice"), "", Some(id)), turns);
    } else {
        let single = svc.suggest_moves(&en("alice"), "", Some(id));
        assert!(single.iter().all(|m| !m.contains(' ')), "{single:?}");
    }
    // A typed complete action continues with the legal next actions when turns are too many.
    assert!(svc.suggest_moves(&en("bob"), "", Some(id)).is_empty());
    // Piso's placement: 64 one-action turns, too many, so single squares as before.
    let svc = service();
    let id = start(&svc);
    let suggested = svc.suggest_moves(&en("alice"), "", Some(id));
    assert_eq!(suggested.len(), MAX_SUGGESTIONS);
    assert!(suggested.iter().all(|m| !m.contains(' ')));
    assert_eq!(svc.suggest_moves(&en("alice"), "d", Some(id)).len(), 8);
}

#[test]
fn typed_actions_are_continued_one_action_at_a_time_when_whole_turns_are_too_many() {
    let svc = service();
    let (id, game) = duodecim(&svc);
    let first = long_turn(&game);
    let typed = format!("{} ", first[0]);
    let suggested = svc.suggest_moves(&en("alice"), &typed, Some(id));
    assert!(!suggested.is_empty());
    assert!(
        suggested.iter().all(|s| s.starts_with(&typed)),
        "{suggested:?}"
    );
    assert!(suggested.len() <= MAX_SUGGESTIONS);
    // Something that is not an action: nothing.
    assert!(svc.suggest_moves(&en("alice"), "zz ", Some(id)).is_empty());
}
