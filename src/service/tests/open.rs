//! Open challenges (to anyone in the channel), with a fake clock: posting, the first accepter
//! winning exactly once (both race orders, and threads), withdrawing, lapsing after a day, one at
//! a time per game, and the pair free again afterwards.

use std::sync::{Arc, Barrier, Mutex};

use super::{
    accept_id, both_clocked, caller_in, challenge_with, challenged, deadline, dump, en, fr,
    refused, service, status, user, with_rival_write, DAY, T0,
};
use crate::games::Variant;
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::clocks::ClockChoice;
use crate::service::errors::ServiceError;
use crate::service::replies::{Refusal, Reply};
use crate::service::time::FakeClock;
use crate::service::{Caller, First, GameId, Service};
use crate::store::clocks::Closed;
use crate::store::open::ANYONE;
use crate::store::Status;

fn clocked() -> (Service, FakeClock) {
    let clock = FakeClock::at(T0);
    let svc = service().with_clock(Arc::new(clock.clone()));
    (svc, clock)
}

/// Alice (first, white) posts a rated open challenge to Piso with 3 days per move: its id.
fn open(svc: &Service) -> GameId {
    challenge_with(svc, Challenged::Anyone, ClockChoice::Days3)
}

fn external_ids(svc: &Service, id: GameId) -> [String; 2] {
    let record = svc.store().record(id).unwrap().unwrap();
    record.players.map(|p| p.external_id)
}

both_clocked! {
    fn an_open_challenge_is_public_pings_nobody_and_says_when_it_lapses(svc, _clock) {
        let reply = svc
            .challenge(
                &en("alice"),
                Challenged::Anyone,
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    clock: ClockChoice::Days3,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        let id = accept_id(&reply);
        assert_eq!(
            reply.text,
            format!(
                "@alice is looking for an opponent: Latrunculi (Piso), game #{id}. Anyone in this \
                 channel may accept; @alice plays white. Rated game. Clock: 3 days per move. The \
                 challenge lapses if nobody accepts within 1 day."
            )
        );
        assert!(!reply.is_private());
        assert!(reply.mentions.is_empty(), "nobody is pinged");
        let buttons: Vec<(ButtonId, &str)> = reply
            .buttons
            .iter()
            .map(|b| (b.id.clone(), b.label.as_str()))
            .collect();
        assert_eq!(
            buttons,
            [
                (ButtonId::Accept(id), "Accept"),
                (ButtonId::Withdraw(id), "Withdraw"),
            ]
        );
        assert_eq!(deadline(&svc, id), Some(T0 + DAY), "it lapses after a day");
        assert_eq!(status(&svc, id), Status::Challenge);
        assert_eq!(external_ids(&svc, id), ["console:alice", ANYONE]);
        assert!(svc.store().is_open_challenge(id).unwrap());
        // Its board and alice's list say it waits for anyone.
        let board = svc.board(&en("carol"), Some(id)).unwrap().text;
        assert!(
            board.contains("Waiting for anyone to accept the challenge."),
            "{board}"
        );
        let games = svc.games(&en("alice")).unwrap().text;
        assert!(
            games.contains("your challenge to anyone, waiting for an answer"),
            "{games}"
        );

        // In French, with a live clock: it lapses with the clock's 15 minutes.
        let reply = svc
            .challenge(
                &fr("bruno"),
                Challenged::Anyone,
                Variant::Ergo,
                ChallengeOptions {
                    first: First::Them,
                    rated: false,
                    clock: ClockChoice::Minutes5,
                    thread: false,
                },
            )
            .unwrap();
        let id = accept_id(&reply);
        assert!(
            reply.text.starts_with(&format!(
                "@bruno cherche un adversaire : Ergo, partie #{id}."
            )),
            "{}",
            reply.text
        );
        assert!(
            reply.text.ends_with(
                "Pendule : 5 minutes par coup. Le défi expire si personne ne l'accepte d'ici \
                 15 minutes."
            ),
            "{}",
            reply.text
        );
        assert_eq!(reply.buttons[1].label, "Retirer");
        assert_eq!(deadline(&svc, id), Some(T0 + 15 * 60));
    }
}

both_clocked! {
    fn a_third_person_accepts_with_the_button_and_the_game_starts_with_them(svc, clock) {
        let id = open(&svc);
        clock.advance(3_600);
        let reply = svc.press(&en("carol"), &ButtonId::Accept(id)).unwrap();
        assert!(
            reply.text.starts_with(&format!(
                "@carol accepted: game #{id} of Latrunculi (Piso) begins. @alice plays white, \
                 @carol plays black."
            )),
            "{}",
            reply.text
        );
        assert!(!reply.is_private());
        assert!(reply.png.is_some(), "the board is shown");
        assert!(reply.mentions.contains(&"console:alice".to_string()));
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        assert_eq!(record.challenger().external_id, "console:alice");
        assert_eq!(record.challenged().external_id, "console:carol");
        assert!(record.players.iter().all(|p| p.external_id != ANYONE));
        assert_eq!(
            deadline(&svc, id),
            Some(T0 + 3_600 + 3 * DAY),
            "the game's clock runs from the accept"
        );
        // carol plays in it like any game.
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        let first = game.legal_move_texts()[0].clone();
        svc.play(&en("alice"), &first, None).unwrap();
        let (_, game) = svc.store().load(id).unwrap().unwrap();
        let second = game.legal_move_texts()[0].clone();
        svc.play(&en("carol"), &second, None).unwrap();

        // A late Accept is told someone was first; carol's second press is a closed challenge.
        let before = dump(&svc);
        let late = svc.accept(&en("dave"), Some(id)).unwrap();
        assert!(late.is_private());
        assert_eq!(
            late.text,
            format!("Someone else accepted challenge #{id} first.")
        );
        assert_eq!(
            svc.accept(&en("carol"), Some(id)),
            Err(Refusal::ChallengeClosed(id).into())
        );
        assert_eq!(dump(&svc), before);
    }
}

both_clocked! {
    fn the_challenger_cannot_accept_and_nobody_accepts_from_another_channel(svc, _clock) {
        let id = open(&svc);
        refused(&svc, Refusal::OwnChallenge(id), || {
            svc.press(&en("alice"), &ButtonId::Accept(id))
        });
        refused(&svc, Refusal::NotInThisChannel(id), || {
            svc.accept(&caller_in("carol", "elsewhere", Lang::En), Some(id))
        });
        let computer = Caller {
            user: crate::service::computer_user(crate::ai::Level::Centurion),
            channel: "chan".to_string(),
            guild: Some("guild".to_string()),
            lang: Lang::En,
            interaction: None,
        };
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.accept(&computer, Some(id))
        });
        // Declining is for named challenges: a stranger's Decline is refused too.
        refused(&svc, Refusal::NotYourChallenge(id), || {
            svc.decline(&en("carol"), Some(id))
        });
        assert_eq!(status(&svc, id), Status::Challenge);
    }
}

both_clocked! {
    fn accept_without_a_number_takes_the_only_open_challenge_here(svc, _clock) {
        let id = open(&svc);
        // Not alice's own, and not one in another channel.
        refused(&svc, Refusal::NoChallengeHere, || {
            svc.accept(&en("alice"), None)
        });
        refused(&svc, Refusal::NoChallengeHere, || {
            svc.accept(&caller_in("carol", "elsewhere", Lang::En), None)
        });
        let ergo = challenged(svc.challenge(
            &en("bob"),
            Challenged::Anyone,
            Variant::Ergo,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        ));
        refused(&svc, Refusal::SeveralGames(vec![id, ergo]), || {
            svc.accept(&en("carol"), None)
        });
        // bob sees only alice's.
        svc.accept(&en("bob"), None).unwrap();
        assert_eq!(external_ids(&svc, id), ["console:alice", "console:bob"]);
        svc.accept(&en("carol"), None).unwrap();
        assert_eq!(external_ids(&svc, ergo), ["console:bob", "console:carol"]);
    }
}

/// Carol's accept reads the challenge; before it writes, `first` accepts: carol is told someone
/// was first, and the game is `first`'s, once.
fn race(svc: Service, first: &'static str, second: &'static str) {
    let svc = Arc::new(svc);
    let id = open(&svc);
    let other = Arc::clone(&svc);
    let winner_reply = Arc::new(Mutex::new(None));
    let slot = Arc::clone(&winner_reply);
    let loser = with_rival_write(
        &svc,
        move || *slot.lock().unwrap() = Some(other.accept(&en(first), Some(id))),
        || svc.press(&en(second), &ButtonId::Accept(id)),
    );
    let winner = winner_reply.lock().unwrap().take().expect("the hook ran");
    let winner = winner.unwrap();
    assert!(!winner.is_private());
    assert!(winner.text.starts_with(&format!("@{first} accepted")));
    let loser = loser.unwrap();
    assert!(loser.is_private(), "{loser:?}");
    assert_eq!(
        loser.text,
        format!("Someone else accepted challenge #{id} first.")
    );
    assert!(loser.png.is_none() && loser.buttons.is_empty());
    assert_eq!(
        external_ids(&svc, id),
        ["console:alice".to_string(), format!("console:{first}")]
    );
    assert_eq!(status(&svc, id), Status::Active);
    // The game started once: one write.
    let record = svc.store().record(id).unwrap().unwrap();
    assert_eq!(record.version, 1, "one write started the game");
}

both_clocked! {
    fn of_two_racing_accepts_the_first_to_commit_wins_carol_first(svc, _clock) {
        race(svc, "carol", "dave");
    }
}

both_clocked! {
    fn of_two_racing_accepts_the_first_to_commit_wins_dave_first(svc, _clock) {
        race(svc, "dave", "carol");
    }
}

#[test]
fn many_people_pressing_accept_at_once_start_one_game() {
    for round in 0..5 {
        let (svc, _clock) = clocked();
        let svc = Arc::new(svc);
        let id = open(&svc);
        let names: Vec<String> = (0..6).map(|i| format!("p{round}x{i}")).collect();
        let barrier = Arc::new(Barrier::new(names.len()));
        let handles: Vec<_> = names
            .iter()
            .map(|name| {
                let svc = Arc::clone(&svc);
                let barrier = Arc::clone(&barrier);
                let name = name.clone();
                std::thread::spawn(move || {
                    barrier.wait();
                    (name.clone(), svc.press(&en(&name), &ButtonId::Accept(id)))
                })
            })
            .collect();
        let results: Vec<(String, Result<Reply, ServiceError>)> =
            handles.into_iter().map(|h| h.join().unwrap()).collect();
        let winners: Vec<&String> = results
            .iter()
            .filter(|(_, r)| r.as_ref().is_ok_and(|r| !r.is_private()))
            .map(|(n, _)| n)
            .collect();
        assert_eq!(winners.len(), 1, "exactly one game: {results:?}");
        for (name, result) in &results {
            if name != winners[0] {
                let reply = result.as_ref().expect("a private answer, not an error");
                assert_eq!(
                    reply.text,
                    format!("Someone else accepted challenge #{id} first."),
                    "{name}"
                );
                assert!(reply.is_private());
            }
        }
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        assert_eq!(record.version, 1);
        assert_eq!(
            record.challenged().external_id,
            format!("console:{}", winners[0])
        );
    }
}

both_clocked! {
    fn only_the_challenger_withdraws_with_the_button(svc, _clock) {
        let id = open(&svc);
        let before = dump(&svc);
        let refusal = svc.press(&fr("carol"), &ButtonId::Withdraw(id)).unwrap();
        assert!(refusal.is_private());
        assert_eq!(
            refusal.text,
            format!("Le défi #{id} est celui de alice : vous ne pouvez pas le retirer.")
        );
        assert_eq!(dump(&svc), before, "a refusal changes nothing");
        let reply = svc.press(&en("alice"), &ButtonId::Withdraw(id)).unwrap();
        assert!(!reply.is_private());
        assert_eq!(
            reply.text,
            format!("@alice withdrew the challenge to anyone (#{id}).")
        );
        assert_eq!(status(&svc, id), Status::Cancelled);
        assert_eq!(deadline(&svc, id), None);
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.accept(&en("carol"), Some(id))
        });
        // `/cancel` withdraws it too.
        let id = open(&svc);
        svc.cancel(&en("alice"), None).unwrap();
        assert_eq!(status(&svc, id), Status::Cancelled);
    }
}

both_clocked! {
    fn an_open_challenge_lapses_after_a_day_once(svc, clock) {
        let id = open(&svc);
        clock.advance(DAY - 1);
        assert!(svc.sweep(100).unwrap().is_empty());
        assert_eq!(svc.next_event().unwrap(), Some(T0 + DAY));
        clock.advance(1);
        let notices = svc.sweep(100).unwrap();
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].reply.text,
            format!("The challenge #{id} from @alice to anyone lapsed unanswered.")
        );
        assert_eq!(notices[0].reply.mentions, ["console:alice"]);
        assert_eq!(status(&svc, id), Status::Cancelled);
        assert_eq!(
            svc.store().timing(id).unwrap().unwrap().closed,
            Some(Closed::Lapsed)
        );
        assert!(svc.sweep(100).unwrap().is_empty(), "once");
        refused(&svc, Refusal::ChallengeClosed(id), || {
            svc.accept(&en("carol"), Some(id))
        });
    }
}

both_clocked! {
    fn one_open_challenge_per_person_and_game_at_a_time(svc, clock) {
        let id = open(&svc);
        // A second one for the same game, in any channel, names the first and changes nothing.
        let before = dump(&svc);
        let reply = svc
            .challenge(
                &caller_in("alice", "other", Lang::En),
                Challenged::Anyone,
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Them,
                    rated: false,
                    clock: ClockChoice::Day1,
                    thread: false,
                },
            )
            .unwrap();
        assert!(reply.is_private());
        assert_eq!(
            reply.text,
            format!(
                "You already have an open challenge for Latrunculi (Piso) (#{id}): withdraw it \
                 first, or wait for someone to accept it."
            )
        );
        assert_eq!(dump(&svc), before);
        // Another game, or another person, is fine; so is a named challenge.
        svc.challenge(
            &en("alice"),
            Challenged::Anyone,
            Variant::Ergo,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        svc.challenge(
            &en("bob"),
            Challenged::Anyone,
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        svc.challenge(
            &en("alice"),
            Challenged::Player(&user("carol")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();

        // Once it is gone (withdrawn, lapsed or accepted), alice may post another.
        svc.cancel(&en("alice"), Some(id)).unwrap();
        let second = open(&svc);
        assert_ne!(second, id);
        clock.advance(DAY);
        svc.sweep(100).unwrap();
        assert_eq!(status(&svc, second), Status::Cancelled);
        let third = open(&svc);
        svc.accept(&en("dave"), Some(third)).unwrap();
        let fourth = open(&svc);
        assert_eq!(status(&svc, fourth), Status::Challenge);
    }
}

both_clocked! {
    fn accepting_an_open_challenge_beside_a_named_one_between_the_same_two(svc, _clock) {
        // carol has a named challenge from alice for the same game, and accepts alice's open one.
        let named = challenged(svc.challenge(
            &en("alice"),
            Challenged::Player(&user("carol")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        ));
        let id = open(&svc);
        svc.accept(&en("carol"), Some(id)).unwrap();
        assert_eq!(status(&svc, id), Status::Active);
        assert_eq!(status(&svc, named), Status::Challenge, "untouched");
    }
}

both_clocked! {
    fn an_aborted_or_timed_out_game_from_an_open_challenge_frees_the_pair(svc, clock) {
        let id = open(&svc);
        svc.accept(&en("carol"), Some(id)).unwrap();
        svc.abort(&en("carol"), Some(id)).unwrap();
        assert_eq!(status(&svc, id), Status::Cancelled);
        // Both may challenge each other again, by name or openly.
        svc.challenge(
            &en("carol"),
            Challenged::Player(&user("alice")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
        let again = open(&svc);
        svc.accept(&en("carol"), Some(again)).unwrap();
        // Nobody moves: the game is aborted on time, and the pair is free again.
        clock.advance(3 * DAY);
        let notices = svc.sweep(100).unwrap();
        assert!(
            notices
                .iter()
                .any(|n| n.game == again && n.reply.text.contains("is aborted")),
            "{notices:?}"
        );
        let last = open(&svc);
        svc.accept(&en("carol"), Some(last)).unwrap();
        assert_eq!(status(&svc, last), Status::Active);
    }
}
