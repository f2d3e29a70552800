use super::*;
use crate::store::testing::both_stores;

/// A tournament created with a planned start (`Some(at)`) or without one.
fn created(store: &Store, starts_at: Option<i64>) -> TournamentId {
    crate::store::tournaments::tests::created(store, Some("guild"), "chan", starts_at).id
}

both_stores! {
    fn a_planned_start_plans_an_event_and_no_start_plans_none(store) {
        let planned = created(&store, Some(10_000));
        let unplanned = created(&store, None);
        let event = store.tournament_event(planned).unwrap().unwrap();
        assert_eq!((event.state, event.event.as_deref(), event.synced_version), (EventState::Planned, None, -1));
        assert!(store.tournament_event(unplanned).unwrap().is_none());
        let due: Vec<_> = store.events_to_sync(100, 10).unwrap().iter().map(|e| e.tournament).collect();
        assert_eq!(due, vec![planned]);
    }
}

both_stores! {
    fn an_event_is_claimed_by_one_process_until_written_or_lapsed(store) {
        let id = created(&store, Some(10_000));
        assert!(store.claim_event(id, -1, 100).unwrap());
        // A second process, at once and until the claim lapses: refused, and the row is not due.
        assert!(!store.claim_event(id, -1, 101).unwrap());
        assert!(store.events_to_sync(101, 10).unwrap().is_empty());
        // Lapsed (the first died): another takes it up.
        let lapse = 100 + CLAIM_SECONDS;
        assert_eq!(store.events_to_sync(lapse, 10).unwrap().len(), 1);
        assert!(store.claim_event(id, -1, lapse).unwrap());
        let version = store.tournament_event(id).unwrap().unwrap().version;
        store
            .event_written(id, &EventWrite {
                event: Some("42"),
                state: EventState::Scheduled,
                shown: "T1 then",
                synced_version: version,
            })
            .unwrap();
        let event = store.tournament_event(id).unwrap().unwrap();
        assert_eq!((event.event.as_deref(), event.state, event.shown.as_str()), (Some("42"), EventState::Scheduled, "T1 then"));
        // Matched: not due, and a claim that read the old version is refused.
        assert!(store.events_to_sync(lapse, 10).unwrap().is_empty());
        assert!(!store.claim_event(id, -1, lapse).unwrap());
        // Released without a change (a failure): free again, the id kept.
        assert!(store.claim_event(id, version, lapse).unwrap());
        store.event_released(id).unwrap();
        assert!(store.claim_event(id, version, lapse).unwrap());
        store
            .event_written(id, &EventWrite { event: None, state: EventState::Completed, shown: "", synced_version: version })
            .unwrap();
        let event = store.tournament_event(id).unwrap().unwrap();
        assert_eq!((event.event.as_deref(), event.state), (Some("42"), EventState::Completed));
    }
}

both_stores! {
    fn a_change_of_the_tournament_makes_its_event_due_again(store) {
        let id = created(&store, Some(10_000));
        let read = store.tournament_event(id).unwrap().unwrap();
        assert!(store.claim_event(id, -1, 100).unwrap());
        store
            .event_written(id, &EventWrite { event: Some("7"), state: EventState::Scheduled, shown: "x", synced_version: read.version })
            .unwrap();
        assert!(store.events_to_sync(100, 10).unwrap().is_empty());
        let t = store.tournament(id).unwrap().unwrap();
        store.cancel_tournament(id, t.version).unwrap();
        let due = store.events_to_sync(100, 10).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!((due[0].state, due[0].synced_version + 1), (EventState::Scheduled, due[0].version));
    }
}
