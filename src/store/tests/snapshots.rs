//! A stored position that is damaged: rebuilt from the game's history where it can be, an error
//! (never a panic) where it cannot, and listings that skip what they cannot read.

use super::*;

both_stores! {
    fn a_garbage_snapshot_is_rebuilt_from_history_and_repaired(store) {
        let (id, _) = started(&store);
        play(&store, id, "d4").unwrap();
        play(&store, id, "e5").unwrap();
        let good = state_column(&store, id);
        store.with_db(|c| {
            c.execute("UPDATE games SET state = 'garbage{' WHERE id = ?1", crate::store::args![id])
                .unwrap()
        });
        let (_, game) = store.load(id).unwrap().unwrap();
        assert_eq!(game.position_text(), good);
        assert_eq!(state_column(&store, id), good, "snapshot repaired");
        // And play goes on.
        play(&store, id, "a1").unwrap();
    }
}

both_stores! {
    fn a_garbage_snapshot_with_a_broken_history_is_an_error_not_a_panic(store) {
        let (id, _) = started(&store);
        play(&store, id, "d4").unwrap();
        play(&store, id, "e5").unwrap();
        store.with_db(|c| {
            c.execute("UPDATE games SET state = '' WHERE id = ?1", crate::store::args![id])
                .unwrap();
            // Second action now places on the occupied d4.
            c.execute("UPDATE actions SET text = 'd4' WHERE game_id = ?1 AND seq = 2", crate::store::args![id])
            .unwrap();
        });
        let err = store.load(id).unwrap_err();
        assert!(
            matches!(&err, StoreError::Corrupt { game, reason } if *game == id && reason.contains('2')),
            "{err:?}"
        );
        // Text that is not a move at all, too.
        store.with_db(|c| {
            c.execute("UPDATE actions SET text = '\u{1F3B2}' WHERE game_id = ?1 AND seq = 1", crate::store::args![id])
            .unwrap()
        });
        assert!(matches!(store.load(id), Err(StoreError::Corrupt { .. })));
    }
}

both_stores! {
    fn damaged_columns_are_errors_and_listings_skip_them(store) {
        let (good, _) = started(&store);
        let bad = store
            .create_challenge(Origin::Console, &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: None,
                channel: "chan",
                challenger: alice(),
                challenged: carol(),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            })
            .unwrap()
            .id;
        store.with_db(|c| {
            c.execute("UPDATE games SET variant = 'chess' WHERE id = ?1", crate::store::args![bad])
                .unwrap()
        });
        assert!(matches!(store.load(bad), Err(StoreError::Corrupt { .. })));
        assert!(matches!(store.record(bad), Err(StoreError::Corrupt { .. })));
        let alice_id = store.find_player("console:alice").unwrap().unwrap().id;
        let listed = store
            .games_of(alice_id, None, &[Status::Challenge, Status::Active])
            .unwrap();
        assert_eq!(listed.iter().map(|g| g.id).collect::<Vec<_>>(), [good]);
    }
}

// SQLite only until ratings are written through `Db` (the end of a game rates it).
