use super::*;
use crate::store::testing::both_stores;
use crate::store::tests::{alice, bob, carol, challenge_between};

/// A challenge from alice to bob: the game the turn notices below are about.
fn game(store: &Store) -> GameId {
    challenge_between(store, "chan", bob()).id
}

both_stores! {
    fn a_choice_is_read_back_changed_and_turned_off(store) {
        assert_eq!(store.notice_choice("console:alice").unwrap(), NoticeChoice::Off);
        store.set_notices(&alice(), NoticeChoice::Turn, "en", None, 10).unwrap();
        assert_eq!(store.notice_choice("console:alice").unwrap(), NoticeChoice::Turn);
        store.set_notices(&alice(), NoticeChoice::Digest(7), "fr", Some(500), 10).unwrap();
        assert_eq!(store.notice_choice("console:alice").unwrap(), NoticeChoice::Digest(7));
        let due = store.digests_due(500, 10).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!((due[0].lang.as_str(), due[0].hour, due[0].due), ("fr", 7, 500));
        store.set_notices(&alice(), NoticeChoice::Off, "fr", None, 10).unwrap();
        assert_eq!(store.notice_choice("console:alice").unwrap(), NoticeChoice::Off);
        assert!(store.digests_due(i64::MAX, 10).unwrap().is_empty());
        assert_eq!(store.notice_choice("nobody").unwrap(), NoticeChoice::Off);
    }
}

both_stores! {
    fn a_turn_notice_is_claimed_once_per_turn_and_not_twice_within_the_hour(store) {
        let id = game(&store);
        let alice = store.find_player("console:alice").unwrap().unwrap().id;
        // The first notice of the game's start (turn 0).
        assert!(store.claim_turn_notice(id, alice, 0, 1_000, 1_000 - 3_600).unwrap());
        // The same turn again (another process): refused.
        assert!(!store.claim_turn_notice(id, alice, 0, 1_001, 1_001 - 3_600).unwrap());
        // A later turn within the hour: refused; after it: claimed.
        assert!(!store.claim_turn_notice(id, alice, 5, 2_000, 2_000 - 3_600).unwrap());
        assert!(store.claim_turn_notice(id, alice, 5, 4_600, 4_600 - 3_600).unwrap());
        // An earlier turn is never told after a later one.
        assert!(!store.claim_turn_notice(id, alice, 3, 99_999, 99_999 - 3_600).unwrap());
    }
}

both_stores! {
    fn a_digest_is_claimed_once_and_moves_on_to_its_next_time(store) {
        store.set_notices(&bob(), NoticeChoice::Digest(8), "en", Some(100), 1).unwrap();
        assert!(store.digests_due(99, 10).unwrap().is_empty());
        let due = store.digests_due(100, 10).unwrap();
        assert_eq!(due.len(), 1);
        let bob = due[0].player.id;
        assert!(store.claim_digest(bob, 100, 86_500, 100).unwrap());
        // Another process that read the same due time: refused.
        assert!(!store.claim_digest(bob, 100, 86_500, 101).unwrap());
        assert!(store.digests_due(86_499, 10).unwrap().is_empty());
        assert_eq!(store.digests_due(86_500, 10).unwrap()[0].due, 86_500);
    }
}

both_stores! {
    fn a_refused_player_loses_their_choice_and_is_told_once(store) {
        store.set_notices(&carol(), NoticeChoice::Turn, "en", None, 1).unwrap();
        assert!(!store.take_notice_refusal("console:carol").unwrap());
        let id = store.find_player("console:carol").unwrap().unwrap().id;
        store.refuse_notices(id, 5).unwrap();
        assert_eq!(store.notice_choice("console:carol").unwrap(), NoticeChoice::Off);
        assert!(store.take_notice_refusal("console:carol").unwrap());
        assert!(!store.take_notice_refusal("console:carol").unwrap());
        // Choosing again forgets a refusal not told yet.
        store.refuse_notices(id, 6).unwrap();
        store.set_notices(&carol(), NoticeChoice::Turn, "en", None, 7).unwrap();
        assert!(!store.take_notice_refusal("console:carol").unwrap());
    }
}

both_stores! {
    fn the_games_waiting_for_a_player_are_those_where_they_act(store) {
        let id = game(&store);
        let alice = store.find_player("console:alice").unwrap().unwrap().id;
        let bob = store.find_player("console:bob").unwrap().unwrap().id;
        // A challenge waits for no one's move.
        assert!(store.games_waiting_for(alice).unwrap().is_empty());
        store
            .with_db(|db| {
                db.execute(
                    "UPDATE games SET status = 'active', to_act = 'first' WHERE id = ?1",
                    args![id],
                )
            })
            .unwrap();
        let waiting = store.games_waiting_for(alice).unwrap();
        assert_eq!(waiting.len(), 1);
        assert_eq!((waiting[0].game, waiting[0].opponent.as_str()), (id, "bob"));
        assert!(store.games_waiting_for(bob).unwrap().is_empty());
    }
}
