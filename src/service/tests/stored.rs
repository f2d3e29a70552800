//! What survives: restarts, damaged rows, refusals in both languages, renamed players.

use super::*;

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

#[test]
fn a_garbage_snapshot_is_rebuilt_and_play_goes_on() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    svc.play(&en("bob"), "e5", None).unwrap();
    svc.store().with_conn(|c| {
        c.execute("UPDATE games SET state = 'not json' WHERE id = ?1", [id])
            .unwrap()
    });
    // The rebuilt position knows d4 and e5 are taken.
    assert_eq!(
        svc.play(&en("alice"), "e5", None),
        Err(UserError::BadMove(Illegal::Occupied.into()))
    );
    svc.play(&en("alice"), "a1", None).unwrap();
    assert_eq!(history(&svc, id), ["d4", "e5", "a1"]);
}

#[test]
fn a_game_whose_snapshot_and_history_are_both_damaged_gets_a_clear_refusal() {
    let svc = service();
    let id = start(&svc);
    svc.play(&en("alice"), "d4", None).unwrap();
    svc.store().with_conn(|c| {
        c.execute("UPDATE games SET state = '{}' WHERE id = ?1", [id])
            .unwrap();
        c.execute("UPDATE actions SET text = 'q0-q0' WHERE game_id = ?1", [id])
            .unwrap();
    });
    refused(&svc, UserError::Damaged(id), || {
        svc.board(&en("alice"), None)
    });
    refused(&svc, UserError::Damaged(id), || {
        svc.play(&en("bob"), "e5", None)
    });
    assert!(svc.suggest_moves(&en("bob"), "", None).is_empty());
    assert_eq!(
        UserError::Damaged(id).reply(Lang::En).text,
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
        svc.store().with_conn(|c| {
            c.execute(
                "UPDATE games SET state = 'x', variant = 'chess' WHERE id = ?1",
                [id],
            )
            .unwrap()
        });
    }
    let svc = Service::open(&path).unwrap();
    assert!(svc.games(&en("alice")).is_ok());
}

#[test]
fn every_refusal_has_a_private_text_in_both_languages() {
    let all = [
        UserError::NotYourChallenge(3),
        UserError::OwnChallenge(3),
        UserError::NotYourGame(3),
        UserError::NotYourTurn(3),
        UserError::ChallengeYourself,
        UserError::ChallengeExists(3),
        UserError::NoSuchGame(3),
        UserError::NotInThisChannel(3),
        UserError::NoGameHere,
        UserError::NoChallengeHere,
        UserError::SeveralGames(vec![3, 4]),
        UserError::NotStarted(3),
        UserError::GameOver(3),
        UserError::ChallengeClosed(3),
        UserError::BadMove(Illegal::NotAStep.into()),
        UserError::Conflict,
        UserError::BadButton,
        UserError::Damaged(3),
        UserError::Internal,
        UserError::NoSuchPage(3),
        UserError::NotYourButtons,
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
            UserError::ChallengeYourself
                | UserError::NoGameHere
                | UserError::NoChallengeHere
                | UserError::BadMove(_)
                | UserError::Conflict
                | UserError::BadButton
                | UserError::Internal
                | UserError::NoSuchPage(_)
                | UserError::NotYourButtons
        );
        assert_eq!(en.text.contains("#3"), id_shown, "{error:?}: {}", en.text);
    }
    assert_eq!(
        UserError::Internal.reply(Lang::Fr).text,
        "Désolé, une erreur s'est produite de notre côté. Le problème a été consigné."
    );
}

#[test]
fn the_service_can_be_shared_across_threads() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Service>();
    assert_send_sync::<Store>();
}

#[test]
fn a_new_name_or_mention_is_used_from_the_next_action_on() {
    let svc = service();
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
