use super::super::{NewChallenge, NewPlayer, Status};
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

/// `challenger`'s open challenge in channel `chan` (the challenged player given is ignored).
fn open(store: &Store, challenger: &'static str, chan: &str) -> Result<GameRecord, StoreError> {
    store.create_open_challenge(
        Origin::Console,
        &NewChallenge {
            variant: Variant::LatrunculiPiso,
            guild: Some("guild"),
            channel: chan,
            challenger: player(challenger),
            challenged: player("ignored"),
            challenger_side: Side::First,
            state: &AnyGame::new(Variant::LatrunculiPiso),
            rated: true,
            thread: false,
        },
        Some(60),
        1000,
        "de",
    )
}

/// `who` takes the free seat of `record` (read at its version), starting the game.
fn take(store: &Store, record: &GameRecord, who: &'static str) -> Result<PlayerId, StoreError> {
    let game = AnyGame::new(Variant::LatrunculiPiso);
    store.take_seat(
        Origin::Console,
        record.id,
        record.version,
        &player(who),
        &Change {
            status: Status::Active,
            state: &game,
            ending: None,
            actions: &[],
            touch: None,
        },
        &Timing {
            deadline: Some(2000),
            ..Timing::default()
        },
    )
}

both_stores! {
    fn of_two_people_taking_the_free_seat_only_the_first_gets_the_game(store) {
        let record = open(&store, "alice", "chan").unwrap();
        assert!(is_anyone(&record.players[1]), "{record:?}");
        assert_eq!(store.find_player("ignored").unwrap(), None);
        let bob = take(&store, &record, "bob").unwrap();
        let now = store.record(record.id).unwrap().unwrap();
        assert_eq!(now.status, Status::Active);
        assert_eq!(now.players[1].id, bob);
        assert_eq!(now.players[1].external_id, "bob");
        assert_eq!(now.version, record.version + 1);
        let timing = store.timing(record.id).unwrap().unwrap();
        assert_eq!((timing.clock, timing.deadline, timing.lang.as_deref()), (Some(60), Some(2000), Some("de")));
        // Carol read the challenge before bob took it: a conflict, and no row of hers is left.
        let err = take(&store, &record, "carol").unwrap_err();
        assert!(matches!(err, StoreError::Conflict(g) if g == record.id), "{err:?}");
        assert_eq!(store.find_player("carol").unwrap(), None);
        assert_eq!(store.record(record.id).unwrap().unwrap(), now);
    }
}

both_stores! {
    fn the_challenger_cannot_take_the_free_seat_of_their_own_open_challenge(store) {
        let record = open(&store, "alice", "chan").unwrap();
        let err = take(&store, &record, "alice").unwrap_err();
        assert!(matches!(err, StoreError::Conflict(g) if g == record.id), "{err:?}");
        assert_eq!(store.record(record.id).unwrap().unwrap(), record);
    }
}

both_stores! {
    fn an_open_challenge_is_listed_in_its_channel_until_its_seat_is_taken(store) {
        let first = open(&store, "alice", "chan").unwrap();
        let other = open(&store, "bob", "elsewhere").unwrap();
        let second = open(&store, "carol", "chan").unwrap();
        let ids = |chan| -> Vec<GameId> {
            store.open_challenges_in(chan).unwrap().iter().map(|g| g.id).collect()
        };
        assert_eq!(ids("chan"), vec![first.id, second.id]);
        assert_eq!(ids("elsewhere"), vec![other.id]);
        take(&store, &first, "dave").unwrap();
        assert_eq!(ids("chan"), vec![second.id]);
        // Once accepted it is still a game that was posted to anyone.
        assert!(store.is_open_challenge(first.id).unwrap());
        let plain = store
            .create_challenge(Origin::Console, &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: Some("guild"),
                channel: "chan",
                challenger: player("erin"),
                challenged: player("fred"),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            })
            .unwrap();
        assert!(!store.is_open_challenge(plain.id).unwrap());
        assert!(!store.is_open_challenge(999).unwrap());
    }
}

both_stores! {
    fn a_second_open_challenge_of_one_person_for_one_game_is_refused_naming_the_first(store) {
        let first = open(&store, "alice", "chan").unwrap();
        let err = open(&store, "alice", "elsewhere").unwrap_err();
        assert!(matches!(err, StoreError::ChallengeExists(g) if g == first.id), "{err:?}");
        assert_eq!(store.open_challenges_in("elsewhere").unwrap(), vec![]);
    }
}
