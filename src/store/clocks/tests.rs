use super::super::{ActionKind, NewAction, NewPlayer, PlayerId};
use super::*;
use crate::games::{AnyGame, Side, Variant};
use crate::store::testing::both_stores;
use crate::store::Origin;

fn player(id: &'static str) -> NewPlayer<'static> {
    NewPlayer {
        external_id: id,
        name: id,
        mention: id,
    }
}

/// A challenge of `challenger` to `challenged` in channel `chan`, with a clock of 60 s a move
/// that lapses at 1000, in French.
fn timed(store: &Store, challenger: &'static str, challenged: &'static str) -> GameRecord {
    store
        .create_timed_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: Some("guild"),
                channel: "chan",
                challenger: player(challenger),
                challenged: player(challenged),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            },
            Some(60),
            Some(1000),
            "fr",
        )
        .unwrap()
}

fn change<'a>(status: Status, state: &'a AnyGame, actions: &'a [NewAction]) -> Change<'a> {
    Change {
        status,
        state,
        ending: None,
        actions,
        touch: None,
    }
}

/// A started game between `a` and `b` whose side to act must move by `deadline` (reminded at
/// `remind_at`); returns (id, version).
fn started(
    store: &Store,
    a: &'static str,
    b: &'static str,
    deadline: i64,
    remind_at: Option<i64>,
) -> (GameId, i64) {
    let record = timed(store, a, b);
    let game = AnyGame::new(Variant::LatrunculiPiso);
    let timing = Timing {
        deadline: Some(deadline),
        remind_at,
        ..Timing::default()
    };
    let version = store
        .apply_timed(
            Origin::Console,
            record.id,
            record.version,
            &change(Status::Active, &game, &[]),
            &timing,
        )
        .unwrap();
    (record.id, version)
}

both_stores! {
    fn a_timed_challenge_keeps_its_clock_lapse_time_and_language(store) {
        let record = timed(&store, "alice", "bob");
        assert_eq!(
            store.timing(record.id).unwrap(),
            Some(Timing {
                clock: Some(60),
                deadline: Some(1000),
                lang: Some("fr".into()),
                ..Timing::default()
            })
        );
        assert_eq!(store.timing(999).unwrap(), None);
    }
}

both_stores! {
    fn a_timed_change_writes_its_timing_and_a_stale_version_writes_nothing(store) {
        let (id, version) = started(&store, "alice", "bob", 2000, Some(1500));
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let offer = Timing {
            deadline: Some(3000),
            remind_at: None,
            draw_offer: Some(Side::Second),
            draw_offered: [None, Some(4)],
            ..Timing::default()
        };
        let now = store
            .apply_timed(Origin::Console, id, version, &change(Status::Active, &game, &[]), &offer)
            .unwrap();
        assert_eq!(now, version + 1);
        let written = Timing {
            clock: Some(60),
            lang: Some("fr".into()),
            ..offer.clone()
        };
        assert_eq!(store.timing(id).unwrap().as_ref(), Some(&written));
        // The same change again, at the version it was read at: a conflict, nothing written.
        let err = store
            .apply_timed(Origin::Console, id, version, &change(Status::Active, &game, &[]), &Timing::default())
            .unwrap_err();
        assert!(matches!(err, StoreError::Conflict(g) if g == id), "{err:?}");
        assert_eq!(store.timing(id).unwrap(), Some(written));
        assert_eq!(store.record(id).unwrap().unwrap().version, version + 1);
    }
}

both_stores! {
    fn a_closed_game_keeps_no_deadline_reminder_or_draw_offer_whatever_the_timing_says(store) {
        let (id, version) = started(&store, "alice", "bob", 2000, Some(1500));
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let timing = Timing {
            deadline: Some(3000),
            remind_at: Some(2500),
            closed: Some(Closed::Aborted),
            draw_offer: Some(Side::First),
            draw_offered: [Some(1), None],
            ..Timing::default()
        };
        store
            .apply_timed(Origin::Console, id, version, &change(Status::Cancelled, &game, &[]), &timing)
            .unwrap();
        assert_eq!(
            store.timing(id).unwrap(),
            Some(Timing {
                clock: Some(60),
                closed: Some(Closed::Aborted),
                draw_offered: [Some(1), None],
                lang: Some("fr".into()),
                ..Timing::default()
            })
        );
        assert_eq!(store.next_event().unwrap(), None);
    }
}

both_stores! {
    fn a_batch_applies_each_change_with_its_own_version_check(store) {
        let (a, va) = started(&store, "alice", "bob", 2000, None);
        let (b, vb) = started(&store, "carol", "dave", 2000, None);
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let active = change(Status::Active, &game, &[]);
        let later = Timing {
            deadline: Some(5000),
            ..Timing::default()
        };
        let results = store
            .apply_timed_batch(&[
                TimedWrite { id: a, version: va, change: &active, timing: &later },
                TimedWrite { id: b, version: vb - 1, change: &active, timing: &later },
            ])
            .unwrap();
        assert!(results[0].is_ok(), "{results:?}");
        assert!(matches!(results[1], Err(StoreError::Conflict(g)) if g == b), "{results:?}");
        assert_eq!(store.record(a).unwrap().unwrap().version, va + 1);
        assert_eq!(store.timing(a).unwrap().unwrap().deadline, Some(5000));
        assert_eq!(store.record(b).unwrap().unwrap().version, vb);
        assert_eq!(store.timing(b).unwrap().unwrap().deadline, Some(2000));
    }
}

both_stores! {
    fn a_batch_with_a_failing_change_is_rolled_back_and_applied_one_change_at_a_time(store) {
        let (a, va) = started(&store, "alice", "bob", 2000, None);
        let (b, vb) = started(&store, "carol", "dave", 2000, None);
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let active = change(Status::Active, &game, &[]);
        // A finished game without an ending: refused by the store, not a conflict.
        let broken = change(Status::Finished, &game, &[]);
        let later = Timing {
            deadline: Some(5000),
            ..Timing::default()
        };
        let results = store
            .apply_timed_batch(&[
                TimedWrite { id: a, version: va, change: &active, timing: &later },
                TimedWrite { id: b, version: vb, change: &broken, timing: &later },
            ])
            .unwrap();
        assert!(results[0].is_ok(), "{results:?}");
        assert!(matches!(results[1], Err(StoreError::Corrupt { game, .. }) if game == b), "{results:?}");
        // The good change was applied once (rolled back with the batch, then on its own).
        assert_eq!(store.record(a).unwrap().unwrap().version, va + 1);
        assert_eq!(store.timing(a).unwrap().unwrap().deadline, Some(5000));
        assert_eq!(store.record(b).unwrap().unwrap().version, vb);
        assert_eq!(store.timing(b).unwrap().unwrap().deadline, Some(2000));
    }
}

both_stores! {
    fn due_games_come_earliest_first_by_deadline_or_reminder(store) {
        let (a, _) = started(&store, "alice", "bob", 300, None);
        let (b, _) = started(&store, "carol", "dave", 900, Some(100));
        let (c, _) = started(&store, "erin", "fred", 200, Some(150));
        let (_late, _) = started(&store, "gina", "hugo", 5000, Some(4000));
        assert_eq!(store.next_event().unwrap(), Some(100));
        // b's reminder (100) and c's (150) come before their deadlines; each game once. (Each
        // claim is released before the next, as a sweep that writes nothing releases them.)
        let claim = |now: i64, limit: usize| {
            let claimed = store.claim_due(now, now + 30, limit).unwrap();
            store.release_claims(&claimed.iter().map(|d| d.id).collect::<Vec<_>>(), now + 30).unwrap();
            claimed
        };
        assert_eq!(
            claim(1000, 10),
            vec![Due { id: b, at: 100 }, Due { id: c, at: 150 }, Due { id: a, at: 300 }]
        );
        assert_eq!(claim(1000, 2), vec![Due { id: b, at: 100 }, Due { id: c, at: 150 }]);
        assert_eq!(claim(120, 10), vec![Due { id: b, at: 100 }]);
        assert_eq!(claim(99, 10), vec![]);
    }
}

both_stores! {
    fn a_claimed_game_is_left_to_its_sweep_until_its_clock_is_written_released_or_lapsed(store) {
        let (a, va) = started(&store, "alice", "bob", 300, None);
        let (b, _) = started(&store, "carol", "dave", 400, None);
        let (c, _) = started(&store, "erin", "fred", 500, None);
        // Two sweeps at the same moment (two processes) share the due games.
        let first = store.claim_due(1000, 1030, 2).unwrap();
        assert_eq!(first, vec![Due { id: a, at: 300 }, Due { id: b, at: 400 }]);
        let second = store.claim_due(1000, 1030, 10).unwrap();
        assert_eq!(second, vec![Due { id: c, at: 500 }], "the first sweep's games are skipped");
        assert_eq!(store.claim_due(1010, 1040, 10).unwrap(), vec![], "all claimed");
        // The first sweep writes a's clock (its verdict): a's claim is gone with its deadline;
        // it releases b, which it did not write.
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let later = Timing { deadline: Some(2000), ..Timing::default() };
        store.apply_timed(Origin::Console, a, va, &change(Status::Active, &game, &[]), &later).unwrap();
        store.release_claims(&[a, b], 1030).unwrap();
        assert_eq!(store.claim_due(1010, 1040, 10).unwrap(), vec![Due { id: b, at: 400 }]);
        // A release by a sweep whose claim was replaced leaves the new claim alone.
        store.release_claims(&[b], 1030).unwrap();
        assert_eq!(store.claim_due(1020, 1050, 10).unwrap(), vec![]);
        // The second sweep's process died: its claim on c lapses at 1030, b's at 1040.
        assert_eq!(store.claim_due(1030, 1060, 10).unwrap(), vec![Due { id: c, at: 500 }]);
        assert_eq!(store.claim_due(1040, 1070, 10).unwrap(), vec![Due { id: b, at: 400 }]);
        // a is due again only at its new deadline (the others' claims have lapsed by then).
        assert_eq!(store.claim_due(1999, 2029, 10).unwrap(), vec![Due { id: b, at: 400 }, Due { id: c, at: 500 }]);
        store.release_claims(&[b, c], 2029).unwrap();
        assert_eq!(
            store.claim_due(2000, 2030, 10).unwrap(),
            vec![Due { id: b, at: 400 }, Due { id: c, at: 500 }, Due { id: a, at: 2000 }]
        );
    }
}

both_stores! {
    fn a_reminder_is_taken_once_per_move_and_a_forgotten_deadline_is_no_longer_due(store) {
        let (id, version) = started(&store, "alice", "bob", 300, Some(100));
        assert!(!store.take_reminder(id, version - 1).unwrap(), "a stale version");
        assert!(store.take_reminder(id, version).unwrap());
        assert!(!store.take_reminder(id, version).unwrap(), "taken already");
        assert_eq!(store.next_event().unwrap(), Some(300));
        store.forget_deadline(id, version - 1).unwrap();
        assert_eq!(store.next_event().unwrap(), Some(300), "a stale version forgets nothing");
        store.forget_deadline(id, version).unwrap();
        assert_eq!(store.next_event().unwrap(), None);
        assert_eq!(store.claim_due(i64::MAX - 30, i64::MAX, 10).unwrap(), vec![]);
        // Neither changes the version.
        assert_eq!(store.record(id).unwrap().unwrap().version, version);
    }
}

both_stores! {
    fn moves_are_counted_per_side_and_chance_is_not(store) {
        let (id, version) = started(&store, "alice", "bob", 300, None);
        let record = store.record(id).unwrap().unwrap();
        let [first, second] = [record.players[0].id, record.players[1].id];
        let action = |actor: Option<PlayerId>, kind| NewAction {
            actor,
            kind,
            text: "x".into(),
        };
        let actions = [
            action(Some(first), ActionKind::Move),
            action(None, ActionKind::Chance),
            action(Some(second), ActionKind::Move),
            action(Some(first), ActionKind::Move),
        ];
        let game = AnyGame::new(Variant::LatrunculiPiso);
        store
            .apply_timed(Origin::Console, id, version, &change(Status::Active, &game, &actions), &Timing::default())
            .unwrap();
        assert_eq!(store.moves_by_side(id).unwrap(), [2, 1]);
        let (other, _) = started(&store, "carol", "dave", 300, None);
        assert_eq!(store.moves_by_side(other).unwrap(), [0, 0]);
        assert_eq!(store.moves_by_side(999).unwrap(), [0, 0]);
    }
}

both_stores! {
    fn the_contacts_of_a_game_are_its_channel_language_and_players(store) {
        let record = timed(&store, "alice", "bob");
        assert_eq!(
            store.contacts(record.id).unwrap(),
            Some(Contacts {
                channel: Some("chan".into()),
                players: vec![("alice".into(), "alice".into()), ("bob".into(), "bob".into())],
                lang: Some("fr".into()),
            })
        );
        assert_eq!(store.contacts(999).unwrap(), None);
    }
}

#[test]
fn the_contacts_of_a_damaged_game_skip_a_column_that_holds_no_text_and_a_missing_player() {
    // SQLite only: PostgreSQL keeps each column's type and its foreign keys cannot be turned off.
    let store = Store::open_in_memory().unwrap();
    let record = timed(&store, "alice", "bob");
    store.with_db(|db| {
        // A table without STRICT (as `tabula doctor`'s tests make) takes a value of any type.
        db.batch(
            "PRAGMA foreign_keys = OFF; CREATE TABLE loose AS SELECT * FROM games; \
             DROP TABLE games; ALTER TABLE loose RENAME TO games; \
             UPDATE games SET channel = x'00', lang = x'02'; \
             DELETE FROM players WHERE external_id = 'alice'; PRAGMA foreign_keys = ON;",
        )
        .unwrap();
    });
    assert_eq!(
        store.contacts(record.id).unwrap(),
        Some(Contacts {
            channel: None,
            players: vec![("bob".into(), "bob".into())],
            lang: None,
        })
    );
}

/// On PostgreSQL a due game whose row another transaction holds (a move being written) is
/// skipped at once rather than waited for (`FOR UPDATE SKIP LOCKED`).
#[cfg(feature = "postgres")]
#[test]
fn a_postgres_claim_skips_a_game_being_written_without_waiting() {
    let Some(store) = crate::store::testing::postgres_store() else {
        return;
    };
    let (a, _) = started(&store, "alice", "bob", 300, None);
    let (b, _) = started(&store, "carol", "dave", 400, None);
    let store = std::sync::Arc::new(store);
    let (locked, go_on) = (std::sync::mpsc::channel(), std::sync::mpsc::channel::<()>());
    let holder = {
        let store = std::sync::Arc::clone(&store);
        std::thread::spawn(move || {
            store.with_db(|db| {
                db.batch("BEGIN").unwrap();
                db.execute("SELECT id FROM games WHERE id = ?1 FOR UPDATE", args![a])
                    .unwrap();
                locked.0.send(()).unwrap();
                go_on.1.recv().unwrap();
                db.batch("ROLLBACK").unwrap();
            })
        })
    };
    locked.1.recv().unwrap();
    let (claimed_tx, claimed_rx) = std::sync::mpsc::channel();
    {
        let store = std::sync::Arc::clone(&store);
        std::thread::spawn(move || claimed_tx.send(store.claim_due(1000, 1030, 10).unwrap()));
    }
    let claimed = claimed_rx.recv_timeout(std::time::Duration::from_secs(3));
    go_on.0.send(()).unwrap();
    holder.join().unwrap();
    assert_eq!(
        claimed.expect("the claim waited for the locked row"),
        vec![Due { id: b, at: 400 }]
    );
}
