//! What survives: restarts, damaged rows, refusals in both languages, renamed players.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{both_services, check_finished, en, failed_damaged, history, play_out, start};
use crate::games::{Illegal, ToAct};
use crate::i18n::Lang;
use crate::service::errors::{Failure, ServiceError};
use crate::service::replies::Refusal;
use crate::service::Service;
use crate::store::Store;

#[test]
fn a_file_database_closed_mid_game_resumes_and_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut rng = SmallRng::seed_from_u64(11);
    let (id, before) = {
        let svc = Service::open(&path).unwrap();
        let id = start(&svc);
        for _ in 0..45 {
            let (record, game) = svc.store().load(id).unwrap().unwrap();
            let ToAct::Side(side) = game.to_act() else {
                unreachable!()
            };
            let legal = game.legal_move_texts();
            let pick = &legal[rng.random_range(0..legal.len())];
            svc.play(&en(&record.player(side).name), pick, Some(id))
                .unwrap();
        }
        (id, history(&svc, id))
    };
    assert_eq!(before.len(), 45);
    // A new process: nothing in memory, everything from the file.
    let svc = Service::open(&path).unwrap();
    assert_eq!(history(&svc, id), before);
    let (moves, reply) = play_out(&svc, id, &mut rng, 5000);
    check_finished(&svc, id, 45 + moves, &reply);
}

both_services! {
    fn a_garbage_snapshot_is_rebuilt_and_play_goes_on(svc) {
        let id = start(&svc);
        svc.play(&en("alice"), "d4", None).unwrap();
        svc.play(&en("bob"), "e5", None).unwrap();
        svc.store().with_db(|c| {
            c.execute("UPDATE games SET state = 'not json' WHERE id = ?1", crate::store::args![id])
                .unwrap()
        });
        // The rebuilt position knows d4 and e5 are taken.
        assert_eq!(
            svc.play(&en("alice"), "e5", None),
            Err(Refusal::BadMove(Illegal::Occupied.into()).into())
        );
        svc.play(&en("alice"), "a1", None).unwrap();
        assert_eq!(history(&svc, id), ["d4", "e5", "a1"]);
    }
}

both_services! {
    fn a_game_whose_snapshot_and_history_are_both_damaged_gets_a_clear_refusal(svc) {
        let id = start(&svc);
        svc.play(&en("alice"), "d4", None).unwrap();
        svc.store().with_db(|c| {
            c.execute("UPDATE games SET state = '{}' WHERE id = ?1", crate::store::args![id])
                .unwrap();
            c.execute("UPDATE actions SET text = 'q0-q0' WHERE game_id = ?1", crate::store::args![id])
                .unwrap();
        });
        failed_damaged(&svc, id, || svc.board(&en("alice"), None));
        failed_damaged(&svc, id, || svc.play(&en("bob"), "e5", None));
        assert!(svc.suggest_moves(&en("bob"), "", None).is_empty());
        assert_eq!(
            Failure::Damaged {
                game: id,
                reason: String::new()
            }
            .reply(Lang::En)
            .text,
            format!(
                "Game #{id} cannot be loaded: its saved data is damaged. The problem has been logged."
            )
        );
        // Reopening a file with such a game logs it and carries on.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("damaged.db");
        {
            let svc = Service::open(&path).unwrap();
            let id = start(&svc);
            svc.store().with_db(|c| {
                c.execute("UPDATE games SET state = 'x', variant = 'chess' WHERE id = ?1", crate::store::args![id])
                .unwrap()
            });
        }
        let svc = Service::open(&path).unwrap();
        assert!(svc.games(&en("alice")).is_ok());
    }
}

#[test]
fn every_refusal_has_a_private_text_in_both_languages() {
    let all = [
        Refusal::NotYourChallenge(3),
        Refusal::OwnChallenge(3),
        Refusal::NotYourGame(3),
        Refusal::NotYourTurn(3),
        Refusal::ChallengeYourself,
        Refusal::ChallengeExists(3),
        Refusal::NoSuchGame(3),
        Refusal::MovedOn(3),
        Refusal::NotInThisChannel(3),
        Refusal::NoGameHere,
        Refusal::NoChallengeHere,
        Refusal::SeveralGames(vec![3, 4]),
        Refusal::NotStarted(3),
        Refusal::GameOver(3),
        Refusal::ChallengeClosed(3),
        Refusal::BadMove(Illegal::NotAStep.into()),
        Refusal::BadButton,
        Refusal::NoSuchPage(3),
        Refusal::NotYourButtons,
    ];
    for error in &all {
        let en = error.reply(Lang::En);
        let fr = error.reply(Lang::Fr);
        for reply in [&en, &fr] {
            assert!(reply.is_private(), "{error:?}");
            assert!(reply.mentions.is_empty() && reply.buttons.is_empty() && reply.png.is_none());
            assert!(!reply.text.contains('{'), "{error:?}: {}", reply.text);
            assert!(
                !reply.text.starts_with("service-"),
                "{error:?}: missing key"
            );
        }
        assert_ne!(en.text, fr.text, "{error:?} is not translated");
        let id_shown = !matches!(
            error,
            Refusal::ChallengeYourself
                | Refusal::NoGameHere
                | Refusal::NoChallengeHere
                | Refusal::BadMove(_)
                | Refusal::BadButton
                | Refusal::NoSuchPage(_)
                | Refusal::NotYourButtons
        );
        assert_eq!(en.text.contains("#3"), id_shown, "{error:?}: {}", en.text);
    }
}

#[test]
fn every_failure_has_one_private_text_in_both_languages_and_internal_ones_share_one_apology() {
    let all = [
        Failure::Internal("storage: disk I/O error".to_string()),
        Failure::Internal("the dice".to_string()),
        Failure::Damaged {
            game: 3,
            reason: "bad json".to_string(),
        },
        Failure::Conflict,
    ];
    for failure in &all {
        let en = failure.reply(Lang::En);
        let fr = failure.reply(Lang::Fr);
        for reply in [&en, &fr] {
            assert!(reply.is_private(), "{failure:?}");
            assert!(reply.mentions.is_empty() && reply.buttons.is_empty());
            assert!(!reply.text.contains('{') && !reply.text.starts_with("service-"));
            // What is logged never reaches the user.
            assert!(!reply.text.contains("disk") && !reply.text.contains("json"));
        }
        assert_ne!(en.text, fr.text, "{failure:?} is not translated");
    }
    assert_eq!(
        all[0].reply(Lang::Fr),
        all[1].reply(Lang::Fr),
        "one apology"
    );
    assert_eq!(
        all[0].reply(Lang::Fr).text,
        "Désolé, une erreur s'est produite de notre côté. Le problème a été consigné."
    );
    // A storage error becomes a failure (logged by the adapter), a duplicate challenge a refusal.
    assert_eq!(
        ServiceError::from(crate::store::StoreError::ChallengeExists(4)),
        Refusal::ChallengeExists(4).into()
    );
    assert!(matches!(
        ServiceError::from(crate::store::StoreError::Replayed("i".into())),
        ServiceError::Failed(Failure::Replayed(_))
    ));
}

#[test]
fn the_service_can_be_shared_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Service>();
    assert_send_sync::<Store>();
}

both_services! {
    fn a_new_name_or_mention_is_used_from_the_next_action_on(svc) {
        let id = start(&svc);
        let mut renamed = en("alice");
        renamed.user.name = "Alice B.".into();
        renamed.user.mention = "<@1>".into();
        let reply = svc.play(&renamed, "d4", None).unwrap();
        assert!(reply.text.starts_with("<@1> played `d4`."));
        let reply = svc.board(&en("carol"), Some(id)).unwrap();
        assert!(reply.text.contains("<@1> (white)"), "{}", reply.text);
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.players[0].name, "Alice B.");
    }
}
