use crate::games::{AnyGame, Side, Variant};
use crate::store::testing::both_stores;
use crate::store::tests::{alice, bob, carol, challenge_between};
use crate::store::{NewChallenge, NewPlayer, Origin, Store};

/// Someone else for alice to challenge (one open challenge a pair).
fn dave() -> NewPlayer<'static> {
    NewPlayer {
        external_id: "console:dave",
        name: "dave",
        mention: "@dave",
    }
}

/// A challenge from `who` to `whom` in `channel`, in no server.
fn outside(store: &Store, channel: &str, who: NewPlayer<'static>, whom: NewPlayer<'static>) {
    store
        .create_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: None,
                channel,
                challenger: who,
                challenged: whom,
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
        outside(&store, "200", alice(), carol());
        outside(&store, "100", alice(), dave());
        outside(&store, "200", bob(), dave());
        assert_eq!(store.channels_outside_servers().unwrap(), ["100", "200"]);
    }
}
