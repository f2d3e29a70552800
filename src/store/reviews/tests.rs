use super::super::NewPlayer;
use super::*;
use crate::store::testing::both_stores;

fn player(id: &'static str) -> NewPlayer<'static> {
    NewPlayer {
        external_id: id,
        name: id,
        mention: id,
    }
}

/// A challenge of alice to bob.
fn game(store: &Store) -> GameId {
    crate::store::tests::challenge_between(store, "chan", player("bob")).id
}

fn asker(user: &str, channel: &str) -> ReviewAsker {
    ReviewAsker {
        user_id: user.to_string(),
        mention: user.to_string(),
        channel: channel.to_string(),
        lang: "en".to_string(),
    }
}

both_stores! {
    fn a_review_is_asked_once_keeps_its_seed_and_tells_every_asker_once_when_done(store) {
        let id = game(&store);
        assert_eq!(store.review_state(id).unwrap(), None);
        let (state, created) = store
            .ask_review(id, 7, 100, &asker("alice", "c1"), 10)
            .unwrap();
        assert!(created);
        assert_eq!(
            state,
            ReviewState::Pending {
                seed: 7,
                budget: 100
            }
        );
        // Asked again (by bob, with another seed): the first seed and budget stay.
        let (state, created) = store
            .ask_review(id, 9, 500, &asker("bob", "c2"), 11)
            .unwrap();
        assert!(!created);
        assert_eq!(
            state,
            ReviewState::Pending {
                seed: 7,
                budget: 100
            }
        );
        store
            .ask_review(id, 9, 500, &asker("alice", "c3"), 12)
            .unwrap();
        assert_eq!(
            store.pending_reviews().unwrap(),
            vec![(id, Some("guild".to_string()))]
        );
        store.review_running(id).unwrap();
        let told = store.finish_review(id, "{\"x\":1}", 20).unwrap();
        assert_eq!(told, vec![asker("alice", "c3"), asker("bob", "c2")]);
        assert_eq!(
            store.review_state(id).unwrap(),
            Some(ReviewState::Done("{\"x\":1}".into()))
        );
        assert!(store.pending_reviews().unwrap().is_empty());
        // A second finish (another process) keeps the first result and tells nobody again.
        assert!(store.finish_review(id, "{\"x\":2}", 21).unwrap().is_empty());
        assert_eq!(
            store.review_state(id).unwrap(),
            Some(ReviewState::Done("{\"x\":1}".into()))
        );
        // Asking once done adds nobody to wait.
        let (state, _) = store
            .ask_review(id, 1, 1, &asker("carol", "c4"), 30)
            .unwrap();
        assert_eq!(state, ReviewState::Done("{\"x\":1}".into()));
    }
}

both_stores! {
    fn a_review_of_a_game_that_does_not_exist_is_refused_by_the_schema(store) {
        assert!(store
            .ask_review(999, 1, 1, &asker("alice", "c"), 1)
            .is_err());
    }
}
