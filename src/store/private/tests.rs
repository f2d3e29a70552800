use crate::games::{AnyGame, Side, Variant};
use crate::store::testing::both_stores;
use crate::store::tests::{alice, bob, challenge_between};
use crate::store::{NewChallenge, Origin, Store};

/// A challenge from alice to bob in `channel`, in no server.
fn outside(store: &Store, channel: &str) {
    store
        .create_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: None,
                channel,
                challenger: alice(),
                challenged: bob(),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            },
        )
        .unwrap();
}

both_stores! {
    fn the_channels_of_games_outside_servers_are_listed_once(store) {
        assert!(store.channels_outside_servers().unwrap().is_empty());
        challenge_between(&store, "in-a-server", bob());
        outside(&store, "200");
        outside(&store, "100");
        outside(&store, "200");
        assert_eq!(store.channels_outside_servers().unwrap(), ["100", "200"]);
    }
}
