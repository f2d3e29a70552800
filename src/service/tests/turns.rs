//! Whole turns in one command: several actions of the same side, applied all or none.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{both_services, challenged, dump, en, fr, history, refused, service, start, user};
use crate::games::{AnyGame, Side, ToAct, Variant};
use crate::i18n::Lang;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::errors::ServiceError;
use crate::service::play::whole_turns;
use crate::service::replies::{Refusal, TurnRefusal};
use crate::service::{First, GameId, Service, MAX_SUGGESTIONS};
use crate::store::Origin;
use crate::store::{ActionKind, Change, GameRecord, NewAction, Status};

/// A started XII Scripta game, alice (white) to play her first roll; returns its id and the
/// position.
fn duodecim(svc: &Service) -> (GameId, AnyGame) {
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

both_services! {
    fn a_whole_duodecim_turn_in_one_command_gives_one_reply_with_one_board(svc) {
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
}

both_services! {
    fn a_bad_second_action_changes_nothing_and_the_refusal_names_it(svc) {
        let (id, game) = duodecim(&svc);
        let turn = long_turn(&game);
        let text = format!("{} zz`9 {}", turn[0], turn[1]);
        let before = dump(&svc);
        let error = svc.play(&en("alice"), &text, Some(id)).unwrap_err();
        assert_eq!(dump(&svc), before, "a refusal changed the store");
        let ServiceError::Refused(error) = error else {
            panic!("a failure: {error:?}")
        };
        let Refusal::BadAction {
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
        assert!(reply.is_private());
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
}

// A whole turn followed by an action of the next turn: the dice for the opponent were rolled
// after the turn, so the turn stands with them (a roll, once made, is recorded: nothing a player does can redraw the dice) and
// the reply says why the extra action was not played.
both_services! {
    fn a_turn_that_runs_into_the_opponents_turn_stands_and_the_extra_action_is_not_played(svc) {
        let (id, game) = duodecim(&svc);
        let before = history(&svc, id);
        let turn = all_turns(&game).swap_remove(0);
        let count = turn.split(' ').count();
        let first = turn.split(' ').next().unwrap();
        let text = format!("{turn} {first}");
        let reply = svc.play(&en("alice"), &text, Some(id)).unwrap();
        assert!(!reply.is_private());
        assert!(
            reply.text.contains(&format!(
                "Action {} of {}, `{first}`: your turn is over before it",
                count + 1,
                count + 1
            )),
            "{}",
            reply.text
        );
        assert_eq!(reply.mentions, ["console:bob"]);
        let after = history(&svc, id);
        assert_eq!(
            after.len(),
            before.len() + count + 1,
            "the turn and bob's roll"
        );
        assert!(after.last().unwrap().starts_with("roll:"));
        // Sent again, it is no longer alice's turn: refused, nothing changes.
        refused(&svc, Refusal::NotYourTurn(id), || {
            svc.play(&en("alice"), &text, Some(id))
        });
    }
}

/// Stores `game` as the position of the game `record` (read at its version), with `actions`
/// added to its history.
fn store_in_play(svc: &Service, record: &GameRecord, game: &AnyGame, actions: &[NewAction]) {
    svc.store()
        .apply(
            Origin::Console,
            record.id,
            record.version,
            &Change {
                status: Status::Active,
                state: game,
                ending: None,
                actions,
                touch: None,
            },
        )
        .unwrap();
}

/// Plays random games of Seneca (seeded) until one reaches a removal, and stores that position
/// as the game's; returns the game and the name of the player who must remove.
fn seneca_before_removal(svc: &Service) -> (GameId, String) {
    let id = challenged(svc.challenge(
        &en("alice"),
        Challenged::Player(&user("bob")),
        Variant::LatrunculiSeneca,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    ));
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
                store_in_play(svc, &record, &game, &actions);
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

both_services! {
    fn a_seneca_removal_and_move_in_one_command(svc) {
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
}

both_services! {
    fn autocomplete_offers_whole_duodecim_turns_and_single_actions_when_there_are_too_many(svc) {
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
}

both_services! {
    fn typed_actions_are_continued_one_action_at_a_time_when_whole_turns_are_too_many(svc) {
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
}

/// A started XII Scripta game played at random (seeded) until the side to act owes a bonus move
/// and its bonus actions lead to a roll; stored with its history. Returns the game, the name of
/// the player to act, and the bonus actions that end in the roll.
fn duodecim_before_bonus(svc: &Service) -> (GameId, String, Vec<String>) {
    let (id, start) = duodecim(svc);
    let (record, _) = svc.store().load(id).unwrap().unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..400 {
        // From the stored start (its first roll is in the history), adding to that history.
        let mut game = start.clone();
        let mut actions = Vec::new();
        for _ in 0..600 {
            let side = match game.to_act() {
                ToAct::Side(side) => side,
                ToAct::Chance => {
                    let options = game.chance_texts();
                    let roll = crate::service::chance::pick_weighted(&options, &mut rng)
                        .unwrap()
                        .to_string();
                    let text = game.play_text(&roll).unwrap();
                    actions.push(NewAction {
                        actor: None,
                        kind: ActionKind::Chance,
                        text,
                    });
                    continue;
                }
                ToAct::Nobody => break,
            };
            let legal = game.legal_move_texts();
            if legal.iter().any(|m| m.starts_with("bonus:")) {
                // The bonus actions up to the roll they lead to.
                let mut bonus = Vec::new();
                let mut after = game.clone();
                while after.to_act() == ToAct::Side(side) {
                    let next = after.legal_move_texts().swap_remove(0);
                    after.play_text(&next).unwrap();
                    bonus.push(next);
                }
                assert_eq!(after.to_act(), ToAct::Chance, "{bonus:?}");
                store_in_play(svc, &record, &game, &actions);
                return (id, record.player(side).name.clone(), bonus);
            }
            let pick = legal[rng.random_range(0..legal.len())].clone();
            let text = game.play_text(&pick).unwrap();
            actions.push(NewAction {
                actor: Some(record.player(side).id),
                kind: ActionKind::Move,
                text,
            });
        }
    }
    panic!("no bonus move in 400 random games")
}

// Issue 30, item 1: a turn sent as several actions rolls the dice after a bonus move; if a
// later action is refused, the roll is recorded all the same (with the bonus that led to it),
// so resending the turn cannot redraw the dice, and the refusal shows only stored dice.
both_services! {
    fn resending_a_refused_turn_never_changes_the_dice_that_are_then_played(svc) {
        let (id, mover, bonus) = duodecim_before_bonus(&svc);
        let before = history(&svc, id);
        // What an attacker sends: the bonus, then actions that only fit the dice they hope for.
        let text = format!("{} zz 6:enter 6:enter", bonus.join(" "));
        let reply = svc.play(&en(&mover), &text, Some(id)).unwrap();
        let after = history(&svc, id);
        assert_eq!(after[..before.len()], before[..]);
        assert_eq!(after[before.len()..before.len() + bonus.len()], bonus[..]);
        let roll = &after[before.len() + bonus.len()];
        assert!(roll.starts_with("roll:"), "the roll is recorded: {after:?}");
        assert_eq!(after.len(), before.len() + bonus.len() + 1);
        // The reply is public: what stands, the dice, why the rest was not played, whose turn.
        assert!(!reply.is_private());
        assert!(reply.png.is_some());
        assert!(reply.text.contains(&format!("`{roll}`")), "{}", reply.text);
        let index = bonus.len() + 1;
        assert!(
            reply
                .text
                .contains(&format!("Action {index} of {}, `zz`: ", index + 2)),
            "{}",
            reply.text
        );
        assert!(
            reply.text.contains("the rest was not played"),
            "{}",
            reply.text
        );
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        let ToAct::Side(side) = game.to_act() else {
            panic!("{:?}", game.to_act())
        };
        let (record, _) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(record.player(side).name, mover, "still the mover's turn");
        // Resent many times: refused at once (the bonus is spent), nothing changes, no new roll.
        let stored = dump(&svc);
        for _ in 0..200 {
            let error = svc.play(&en(&mover), &text, Some(id)).unwrap_err();
            assert!(
                matches!(
                    error,
                    ServiceError::Refused(Refusal::BadAction { index: 1, .. })
                ),
                "{error:?}"
            );
            assert!(!error.reply(Lang::En).text.contains("roll:"));
        }
        assert_eq!(dump(&svc), stored, "a resent turn changed the store");
        // The dice then played are the recorded ones.
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        let play = game.legal_move_texts().swap_remove(0);
        svc.play(&en(&mover), &play, Some(id)).unwrap();
        let last = history(&svc, id);
        assert_eq!(last[..after.len()], after[..]);
        assert_eq!(last[after.len()], play);
    }
}

/// `/legal` and the move autocomplete list a XII Scripta turn once when its dice only differ in
/// order (4, 6, 6 entering three pieces is one turn, not three), and no position is lost.
#[test]
fn turns_that_reach_the_same_position_are_listed_once() {
    use crate::games::duodecim::Duodecim;
    use crate::games::Game;
    let game = AnyGame::Duodecim(Duodecim::new().with_roll([4, 6, 6]));
    let turns = all_turns(&game);
    let entering: Vec<&String> = turns
        .iter()
        .filter(|t| t.split(' ').all(|a| a.ends_with(":enter")))
        .collect();
    assert_eq!(entering, ["4:enter 6:enter 6:enter"], "{turns:?}");
    // Every listed turn reaches its own position, and every position a turn reaches is listed.
    let reach = |turn: &str| {
        let mut after = game.clone();
        for action in turn.split(' ') {
            after.play_text(action).unwrap();
        }
        after
            .position_key()
            .expect("XII Scripta keys its positions")
    };
    let listed: Vec<String> = turns.iter().map(|t| reach(t)).collect();
    let distinct: std::collections::HashSet<&String> = listed.iter().collect();
    assert_eq!(distinct.len(), listed.len(), "{turns:?}");
    let mut every = Vec::new();
    let mut stack = vec![(game.clone(), String::new())];
    while let Some((state, sequence)) = stack.pop() {
        for action in state.legal_move_texts() {
            let mut after = state.clone();
            after.play_text(&action).unwrap();
            let next = format!("{sequence} {action}").trim().to_string();
            if after.to_act() == ToAct::Side(Side::First) {
                stack.push((after, next));
            } else {
                every.push(
                    after
                        .position_key()
                        .expect("XII Scripta keys its positions"),
                );
            }
        }
    }
    let every: std::collections::HashSet<String> = every.into_iter().collect();
    assert_eq!(every, listed.into_iter().collect());
}
