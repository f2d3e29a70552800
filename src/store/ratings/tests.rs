//! Ratings in the store: the arithmetic is skillratings', the parameters lichess's, and each
//! game moves ratings exactly once, in the transaction that ends it.

use crate::store::testing::both_stores;
use std::sync::{Arc, Barrier};

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::*;
use crate::games::{AnyGame, Side};
use crate::store::{Change, EndCause, Ending, NewChallenge, NewPlayer, Origin, Status, Store};

fn player(name: &str) -> (String, String) {
    (format!("console:{name}"), format!("@{name}"))
}

/// A rated (or casual) game between `a` (first) and `b` in `guild`, finished with `winner`.
fn finish(
    store: &Store,
    a: &str,
    b: &str,
    winner: Option<Side>,
    guild: Option<&str>,
    rated: bool,
) -> GameId {
    let (pa, ma) = player(a);
    let (pb, mb) = player(b);
    let state = AnyGame::new(Variant::LatrunculiPiso);
    let record = store
        .create_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild,
                channel: "chan",
                challenger: NewPlayer {
                    external_id: &pa,
                    name: a,
                    mention: &ma,
                },
                challenged: NewPlayer {
                    external_id: &pb,
                    name: b,
                    mention: &mb,
                },
                challenger_side: Side::First,
                state: &state,
                rated,
                thread: false,
            },
        )
        .unwrap();
    let v = store
        .apply(Origin::Console, record.id, record.version, &started(&state))
        .unwrap();
    store
        .apply(Origin::Console, record.id, v, &ended(&state, winner))
        .unwrap();
    record.id
}

fn started(state: &AnyGame) -> Change<'_> {
    Change {
        status: Status::Active,
        state,
        ending: None,
        actions: &[],
        touch: None,
    }
}

fn ended(state: &AnyGame, winner: Option<Side>) -> Change<'_> {
    Change {
        status: Status::Finished,
        state,
        ending: Some(Ending {
            winner,
            cause: EndCause::Resignation,
        }),
        actions: &[],
        touch: None,
    }
}

fn id_of(store: &Store, name: &str) -> PlayerId {
    store.find_player(&player(name).0).unwrap().unwrap().id
}

fn rating_of(store: &Store, name: &str) -> PlayerRating {
    let id = id_of(store, name);
    store
        .ratings_of(id, crate::store::now())
        .unwrap()
        .into_iter()
        .next()
        .unwrap()
}

fn lichess_config() -> Glicko2Config {
    Glicko2Config {
        tau: 0.75,
        ..Glicko2Config::new()
    }
}

fn glicko(r: f64, d: f64, v: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating: r,
        deviation: d,
        volatility: v,
    }
}

#[test]
fn a_known_pair_is_rated_as_skillratings_rates_it() {
    // skillratings' own documented pair: 1500/350/0.06 against the same, a win gives
    // 1662 and 1338, both with deviation 290 (the volatility barely depends on tau here).
    let [a, b] = rate(
        &glicko(1500.0, 350.0, 0.06),
        &glicko(1500.0, 350.0, 0.06),
        1.0,
    );
    assert_eq!((a.rating.round(), a.deviation.round()), (1662.0, 290.0));
    assert_eq!((b.rating.round(), b.deviation.round()), (1338.0, 290.0));
    // And skillratings' test pair (1500/200 beats 1400/30): 1564/175 and 1398/32.
    let [a, b] = rate(
        &glicko(1500.0, 200.0, 0.06),
        &glicko(1400.0, 30.0, 0.06),
        1.0,
    );
    assert_eq!((a.rating.round(), a.deviation.round()), (1564.0, 175.0));
    assert_eq!(b.rating.round(), 1398.0);
    // The floor: a deviation never falls below 45 (skillratings alone gives 32 here).
    assert_eq!(b.deviation, DEVIATION_FLOOR);
}

both_stores! {
    fn a_finished_rated_game_stores_exactly_skillratings_figures_with_lichess_parameters(store) {
        let id = finish(&store, "alice", "bob", Some(Side::First), Some("g"), true);
        let start = glicko(1500.0, 500.0, 0.09);
        let (a, b) = glicko2(&start, &start, &Outcomes::WIN, &lichess_config());
        let alice = rating_of(&store, "alice");
        let bob = rating_of(&store, "bob");
        assert_eq!(
            (alice.rating, alice.deviation, alice.volatility),
            (a.rating, a.deviation, a.volatility)
        );
        assert_eq!((bob.rating, bob.deviation), (b.rating, b.deviation));
        assert_eq!((alice.games, alice.wins, alice.losses), (1, 1, 0));
        assert_eq!((bob.games, bob.wins, bob.losses), (1, 0, 1));
        let changes = store.game_rating_changes(id).unwrap();
        assert_eq!(changes.len(), 2);
        assert_eq!(changes[0].player, alice.player.id);
        assert_eq!(
            (changes[0].rating_before, changes[0].rating_after),
            (1500.0, a.rating)
        );
        assert_eq!(changes[1].score, 0.0);
        // A second game starts from the stored ratings, not from scratch.
        finish(&store, "alice", "bob", None, Some("g"), true);
        let (a2, _) = glicko2(&a, &b, &Outcomes::DRAW, &lichess_config());
        assert_eq!(rating_of(&store, "alice").rating, a2.rating);
        assert_eq!(rating_of(&store, "alice").draws, 1);
    }
}

both_stores! {
    fn a_casual_game_changes_no_rating(store) {
        let id = finish(&store, "alice", "bob", Some(Side::First), Some("g"), false);
        assert!(store.game_rating_changes(id).unwrap().is_empty());
        assert!(store
            .ratings_of(id_of(&store, "alice"), 0)
            .unwrap()
            .is_empty());
    }
}

#[test]
fn a_rating_is_provisional_while_its_deviation_is_at_least_110() {
    assert!(is_provisional(110.0));
    assert!(is_provisional(500.0));
    assert!(!is_provisional(109.99));
    // A new player after one game is provisional; after enough games against an established
    // opponent, no longer.
    let mut me = START;
    let rock = glicko(1500.0, 50.0, 0.06);
    let [after_one, _] = rate(&me, &rock, 1.0);
    assert!(is_provisional(after_one.deviation));
    let mut games = 0;
    while is_provisional(me.deviation) {
        me = rate(&me, &rock, if games % 2 == 0 { 1.0 } else { 0.0 })[0];
        games += 1;
        assert!(games < 100);
    }
    assert!(games > 1, "{games}");
}

#[test]
fn idle_days_grow_the_deviation_back_until_the_rating_is_provisional_again() {
    let settled = glicko(1600.0, 60.0, 0.06);
    let t0 = 1_000_000;
    let until = established_until(settled, t0);
    assert!(until > t0);
    let days = (until - t0) / RATING_PERIOD;
    assert!(!is_provisional(decayed(settled, days - 1).deviation));
    assert!(is_provisional(decayed(settled, days).deviation));
    // The growth never lowers a deviation (a new player's 500 stays 500).
    assert_eq!(decayed(START, 30).deviation, 500.0);
    assert_eq!(established_until(START, t0), 0);
}

#[test]
fn two_threads_ending_one_game_at_once_rate_it_exactly_once() {
    for round in 0..8 {
        let store = Arc::new(Store::open_in_memory().unwrap());
        let id = finish(&store, "alice", "bob", Some(Side::First), Some("g"), true);
        // A second game, left active, that both threads try to end from the same version.
        let (pa, ma) = player("alice");
        let (pb, mb) = player("bob");
        let state = AnyGame::new(Variant::LatrunculiPiso);
        let record = store
            .create_challenge(
                Origin::Console,
                &NewChallenge {
                    variant: Variant::LatrunculiPiso,
                    guild: Some("g"),
                    channel: "chan",
                    challenger: NewPlayer {
                        external_id: &pa,
                        name: "alice",
                        mention: &ma,
                    },
                    challenged: NewPlayer {
                        external_id: &pb,
                        name: "bob",
                        mention: &mb,
                    },
                    challenger_side: Side::First,
                    state: &state,
                    rated: true,
                    thread: false,
                },
            )
            .unwrap();
        let version = store
            .apply(Origin::Console, record.id, record.version, &started(&state))
            .unwrap();
        let barrier = Arc::new(Barrier::new(2));
        let threads: Vec<_> = [Side::First, Side::Second]
            .into_iter()
            .map(|winner| {
                let store = Arc::clone(&store);
                let barrier = Arc::clone(&barrier);
                std::thread::spawn(move || {
                    let state = AnyGame::new(Variant::LatrunculiPiso);
                    barrier.wait();
                    store.apply(
                        Origin::Console,
                        record.id,
                        version,
                        &ended(&state, Some(winner)),
                    )
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect();
        let won = threads.iter().filter(|r| r.is_ok()).count();
        assert_eq!(won, 1, "round {round}: {threads:?}");
        assert!(threads
            .iter()
            .any(|r| matches!(r, Err(StoreError::Conflict(g)) if *g == record.id)));
        assert_eq!(store.game_rating_changes(record.id).unwrap().len(), 2);
        assert_eq!(store.game_rating_changes(id).unwrap().len(), 2);
        assert_eq!(rating_of(&store, "alice").games, 2);
        assert_eq!(rating_of(&store, "bob").games, 2);
        // Rating the same game again (a replayed call) changes nothing.
        store
            .with_db(|db| rate_finished_game(db, record.id, crate::store::now()))
            .unwrap();
        assert_eq!(rating_of(&store, "alice").games, 2);
    }
}

both_stores! {
    fn a_server_board_lists_only_players_who_finished_a_rated_game_there(store) {
        finish(
            &store,
            "alice",
            "bob",
            Some(Side::First),
            Some("rome"),
            true,
        );
        finish(
            &store,
            "carol",
            "dave",
            Some(Side::First),
            Some("athens"),
            true,
        );
        finish(
            &store,
            "erin",
            "frank",
            Some(Side::First),
            Some("rome"),
            false,
        );
        let now = crate::store::now();
        let names = |scope| -> Vec<String> {
            store
                .leaderboard(
                    Variant::LatrunculiPiso,
                    scope,
                    Tier::Provisional,
                    0,
                    50,
                    now,
                )
                .unwrap()
                .into_iter()
                .map(|r| r.player.name)
                .collect()
        };
        assert_eq!(names(Scope::Server("rome")), ["alice", "bob"]);
        assert_eq!(names(Scope::Server("athens")), ["carol", "dave"]);
        let mut global = names(Scope::Global);
        global.sort();
        assert_eq!(global, ["alice", "bob", "carol", "dave"]);
        // Carol then plays in Rome: now she is on both boards, with one rating.
        finish(
            &store,
            "carol",
            "alice",
            Some(Side::First),
            Some("rome"),
            true,
        );
        assert!(names(Scope::Server("rome")).contains(&"carol".to_string()));
        assert!(names(Scope::Server("athens")).contains(&"carol".to_string()));
        let carol = id_of(&store, "carol");
        assert!(store
            .on_server_board(Some("athens"), Variant::LatrunculiPiso, carol)
            .unwrap());
        assert!(!store
            .on_server_board(Some("sparta"), Variant::LatrunculiPiso, carol)
            .unwrap());
    }
}

both_stores! {
    fn established_players_are_ranked_by_rating_and_provisional_ones_kept_apart(store) {
        // Make two established players by hand (as if after many games): the board filters on the
        // stored `established_until`, which the rating code sets.
        finish(&store, "alice", "bob", Some(Side::First), Some("g"), true);
        finish(&store, "carol", "dave", Some(Side::First), Some("g"), true);
        let now = crate::store::now();
        store.with_db(|c| {
            for (name, rating) in [("alice", 1700.0), ("carol", 1800.0)] {
                let r = glicko(rating, 60.0, 0.06);
                let until = established_until(r, now);
                c.execute(
                    "UPDATE ratings SET rating = ?2, deviation = 60, established_until = ?3 \
                     WHERE player_id = (SELECT id FROM players WHERE name = ?1)",
                    crate::store::args![name, rating, until],
                )
                .unwrap();
                c.execute(
                    "UPDATE board_entries SET rating = ?2, established_until = ?3 \
                     WHERE player_id = (SELECT id FROM players WHERE name = ?1)",
                    crate::store::args![name, rating, until],
                )
                .unwrap();
            }
        });
        for scope in [Scope::Server("g"), Scope::Global] {
            let top: Vec<String> = store
                .leaderboard(
                    Variant::LatrunculiPiso,
                    scope,
                    Tier::Established,
                    0,
                    10,
                    now,
                )
                .unwrap()
                .into_iter()
                .map(|r| r.player.name)
                .collect();
            assert_eq!(top, ["carol", "alice"]);
            let provisional = store
                .leaderboard(
                    Variant::LatrunculiPiso,
                    scope,
                    Tier::Provisional,
                    0,
                    10,
                    now,
                )
                .unwrap();
            assert_eq!(provisional.len(), 2);
            assert!(provisional.iter().all(PlayerRating::provisional));
            assert_eq!(
                store
                    .players_above(Variant::LatrunculiPiso, scope, 1750.0, now)
                    .unwrap(),
                1
            );
        }
        // A year later, idle: both are provisional again and leave the ranking.
        let later = now + 365 * RATING_PERIOD;
        assert!(store
            .leaderboard(
                Variant::LatrunculiPiso,
                Scope::Global,
                Tier::Established,
                0,
                10,
                later
            )
            .unwrap()
            .is_empty());
    }
}

both_stores! {
    fn history_head_to_head_and_best_win_read_back_the_results(store) {
        finish(&store, "alice", "bob", Some(Side::First), Some("g"), true);
        finish(&store, "alice", "bob", Some(Side::Second), Some("g"), true);
        finish(&store, "alice", "bob", None, Some("g"), false);
        finish(&store, "alice", "carol", Some(Side::First), Some("g"), true);
        let alice = id_of(&store, "alice");
        let bob = id_of(&store, "bob");
        assert_eq!(
            store.head_to_head(alice, bob).unwrap(),
            Record {
                wins: 1,
                draws: 1,
                losses: 1
            }
        );
        assert_eq!(store.finished_count(alice, None).unwrap(), 4);
        let page = store.finished_games(alice, None, 1, 2).unwrap();
        assert_eq!(page.len(), 2);
        assert!(page[0].id > page[1].id, "newest first");
        let best = store
            .best_win(alice, Variant::LatrunculiPiso)
            .unwrap()
            .unwrap();
        // Bob was a fresh 1500 when she first beat him; Carol was too: the first of equals is kept,
        // and either way the rating shown is the opponent's before that game.
        assert_eq!(best.opponent_rating, 1500.0);
        assert!(store
            .last_rating_change(alice, Variant::LatrunculiPiso)
            .unwrap()
            .is_some());
    }
}
