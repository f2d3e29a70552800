use super::super::{NewChallenge, NewPlayer, Origin};
use super::*;
use crate::games::{AnyGame, Side, Variant};
use crate::store::testing::both_stores;

fn player(id: &'static str) -> NewPlayer<'static> {
    NewPlayer {
        external_id: id,
        name: id,
        mention: id,
    }
}

/// A challenge between alice and bob in channel `chan`, to be played in a thread or not.
fn game(store: &Store, thread: bool) -> GameId {
    store
        .create_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: Some("guild"),
                channel: "chan",
                challenger: player("alice"),
                challenged: player("bob"),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread,
            },
        )
        .unwrap()
        .id
}

both_stores! {
    fn a_game_made_for_a_thread_moves_once_and_keeps_its_channel_as_parent(store) {
        let id = game(&store, true);
        assert!(store.awaits_thread(id).unwrap());
        assert!(!store.is_game_thread("thread-1").unwrap());
        assert!(store.move_to_thread(id, "thread-1").unwrap());
        let record = store.load(id).unwrap().unwrap().0;
        assert_eq!(record.channel, "thread-1");
        assert_eq!(store.parent_of(id).unwrap().as_deref(), Some("chan"));
        assert!(!store.awaits_thread(id).unwrap());
        assert!(store.is_game_thread("thread-1").unwrap());
        assert!(!store.is_game_thread("chan").unwrap());
        // Moving again (a retried call, another thread) changes nothing.
        assert!(!store.move_to_thread(id, "thread-2").unwrap());
        let record = store.load(id).unwrap().unwrap().0;
        assert_eq!(record.channel, "thread-1");
        assert_eq!(store.parent_of(id).unwrap().as_deref(), Some("chan"));
    }
}

both_stores! {
    fn a_game_not_made_for_a_thread_never_moves(store) {
        let id = game(&store, false);
        assert!(!store.awaits_thread(id).unwrap());
        assert!(!store.move_to_thread(id, "thread-1").unwrap());
        assert_eq!(store.load(id).unwrap().unwrap().0.channel, "chan");
        assert_eq!(store.parent_of(id).unwrap(), None);
        assert!(!store.move_to_thread(9999, "thread-1").unwrap());
    }
}
