use std::sync::{Arc, Barrier};

use super::*;
use crate::store::testing::both_stores;

pub(super) fn alice() -> NewPlayer<'static> {
    NewPlayer {
        external_id: "console:alice",
        name: "alice",
        mention: "@alice",
    }
}

pub(super) fn bob() -> NewPlayer<'static> {
    NewPlayer {
        external_id: "console:bob",
        name: "bob",
        mention: "@bob",
    }
}

pub(super) fn carol() -> NewPlayer<'static> {
    NewPlayer {
        external_id: "console:carol",
        name: "carol",
        mention: "@carol",
    }
}

/// Alice challenges bob (alice first) in channel `chan`.
fn challenge(store: &Store, chan: &str) -> GameRecord {
    challenge_between(store, chan, bob())
}

/// Alice challenges `whom` (alice first) in channel `chan`.
pub(super) fn challenge_between(store: &Store, chan: &str, whom: NewPlayer<'static>) -> GameRecord {
    store
        .create_challenge(
            Origin::Console,
            &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: Some("guild"),
                channel: chan,
                challenger: alice(),
                challenged: whom,
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            },
        )
        .unwrap()
}

/// A started game: challenge then accept; returns (id, version).
fn started(store: &Store) -> (GameId, i64) {
    accepted(store, &challenge(store, "chan"))
}

/// The challenge `record`, accepted; returns (id, version).
pub(super) fn accepted(store: &Store, record: &GameRecord) -> (GameId, i64) {
    let game = AnyGame::new(Variant::LatrunculiPiso);
    let version = store
        .apply(
            Origin::Console,
            record.id,
            record.version,
            &Change {
                status: Status::Active,
                state: &game,
                ending: None,
                actions: &[],
                touch: None,
            },
        )
        .unwrap();
    (record.id, version)
}

/// Plays `text` as a move by whoever acts, at the version the game has now.
fn play(store: &Store, id: GameId, text: &str) -> Result<i64, StoreError> {
    let (record, mut game) = store.load(id)?.unwrap();
    let ToAct::Side(side) = game.to_act() else {
        panic!("nobody to act")
    };
    let text = game.play_text(text).unwrap();
    store.apply(
        Origin::Console,
        id,
        record.version,
        &Change {
            status: Status::Active,
            state: &game,
            ending: None,
            actions: &[NewAction {
                actor: Some(record.player(side).id),
                kind: ActionKind::Move,
                text,
            }],
            touch: None,
        },
    )
}

/// The first player resigns game `id` at `version` (an ending, written with the ratings);
/// returns the ending.
pub(super) fn resign_first(store: &Store, id: GameId, version: i64) -> Ending {
    let (record, game) = store.load(id).unwrap().unwrap();
    let ending = Ending {
        winner: Some(Side::Second),
        cause: EndCause::Resignation,
    };
    store
        .apply(
            Origin::Console,
            id,
            version,
            &Change {
                status: Status::Finished,
                state: &game,
                ending: Some(ending),
                actions: &[NewAction {
                    actor: Some(record.players[0].id),
                    kind: ActionKind::Resign,
                    text: "resign".into(),
                }],
                touch: None,
            },
        )
        .unwrap();
    ending
}

/// Plays the first legal move of whoever acts; returns the new version.
pub(super) fn play_first_legal(store: &Store, id: GameId) -> i64 {
    let (_, game) = store.load(id).unwrap().unwrap();
    let first = game
        .legal_move_texts()
        .into_iter()
        .next()
        .expect("a legal move");
    play(store, id, &first).unwrap()
}

fn state_column(store: &Store, id: GameId) -> String {
    store.with_db(|c| {
        c.query_one(
            "SELECT state FROM games WHERE id = ?1",
            crate::store::args![id],
            |r| r.get(0),
        )
        .unwrap()
    })
}

#[test]
fn a_failed_migration_is_one_line_naming_it_and_sqlites_reason() {
    // A database that says it has the first two migrations but has no tables: the third
    // (0003_clocks) alters a table that is not there.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 2)
        .unwrap();
    let error = Store::open(&path)
        .err()
        .expect("the migration fails")
        .to_string();
    assert_eq!(error.lines().count(), 1, "{error}");
    assert!(error.contains("0003_clocks"), "{error}");
    assert!(error.contains("no such table: games"), "{error}");
    assert!(error.len() < 200, "{error}");
}

#[test]
fn a_file_database_uses_wal_foreign_keys_normal_sync_and_waits_for_another_writer() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("tabula.db")).unwrap();
    store.with_conn(|c| {
        let mode: String = c
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: i64 = c
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        assert_eq!(fk, 1);
        let sync: i64 = c.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        assert_eq!(sync, 1, "NORMAL");
        let version: i64 = c
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, 16);
    });
    // Another process holds the write lock for 100 ms: the store's write waits for it (its busy
    // handler) instead of failing with "database is locked".
    let other = rusqlite::Connection::open(dir.path().join("tabula.db")).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    let holder = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        other.execute_batch("COMMIT").unwrap();
    });
    store.with_conn(|c| {
        c.execute(
            "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
             VALUES ('x', 'x', '@x', 0, 0)",
            [],
        )
        .unwrap()
    });
    holder.join().unwrap();
}

both_stores! {
    fn a_challenge_records_both_players_and_sides(store) {
        let record = challenge(&store, "chan");
        assert_eq!(record.status, Status::Challenge);
        assert_eq!(record.to_act, ToAct::Nobody);
        assert_eq!(record.players[0].external_id, "console:alice");
        assert_eq!(record.players[1].name, "bob");
        assert_eq!(record.challenger().name, "alice");
        assert_eq!(record.challenged().name, "bob");
        assert_eq!(record.version, 0);
        assert_eq!(record.guild.as_deref(), Some("guild"));
        assert!(record.created_at > 1_600_000_000);
        let alice_id = store.find_player("console:alice").unwrap().unwrap().id;
        assert_eq!(record.side_of(alice_id), Some(Side::First));
        assert_eq!(store.find_player("console:nobody").unwrap(), None);
    }
}

both_stores! {
    fn a_second_open_challenge_between_the_same_pair_is_refused_in_either_direction(store) {
        let first = challenge(&store, "chan");
        let again = store.create_challenge(Origin::Console, &NewChallenge {
            variant: Variant::LatrunculiPiso,
            guild: None,
            channel: "elsewhere",
            challenger: bob(),
            challenged: alice(),
            challenger_side: Side::Second,
            state: &AnyGame::new(Variant::LatrunculiPiso),
            rated: true,
            thread: false,
        });
        assert!(matches!(again, Err(StoreError::ChallengeExists(id)) if id == first.id));
        // Another pair is fine.
        store
            .create_challenge(Origin::Console, &NewChallenge {
                variant: Variant::LatrunculiPiso,
                guild: None,
                channel: "chan",
                challenger: carol(),
                challenged: alice(),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::LatrunculiPiso),
                rated: true,
                thread: false,
            })
            .unwrap();
        // Once the first is declined, the pair may try again.
        store
            .apply(
                Origin::Console,
                first.id,
                first.version,
                &Change {
                    status: Status::Declined,
                    state: &AnyGame::new(Variant::LatrunculiPiso),
                    ending: None,
                    actions: &[],
                    touch: None,
                },
            )
            .unwrap();
        assert_ne!(challenge(&store, "chan").id, first.id);
    }
}

both_stores! {
    fn the_unique_index_backs_the_one_open_challenge_rule(store) {
        let first = challenge(&store, "chan");
        // Bypassing the check in `create_challenge`, the database itself refuses a duplicate.
        let err = store.with_db(|c| {
            c.execute("INSERT INTO games (variant, channel, challenger, first_player, second_player, status, \
                 to_act, state, created_at, updated_at) \
                 SELECT variant, channel, second_player, second_player, first_player, 'challenge', \
                 'none', state, 0, 0 FROM games WHERE id = ?1", crate::store::args![first.id])
        });
        let err = err.unwrap_err().to_string();
        // SQLite's words, or PostgreSQL's naming the index.
        assert!(
            err.contains("UNIQUE constraint failed") || err.contains("games_one_open_challenge"),
            "{err}"
        );
    }
}

both_stores! {
    fn moves_are_numbered_in_order_and_bump_the_version(store) {
        let (id, v1) = started(&store);
        assert_eq!(v1, 1);
        assert_eq!(play(&store, id, "d4").unwrap(), 2);
        assert_eq!(play(&store, id, "E5").unwrap(), 3);
        let actions = store.actions(id).unwrap();
        let texts: Vec<_> = actions
            .iter()
            .map(|a| (a.seq, a.kind, a.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            [(1, ActionKind::Move, "d4"), (2, ActionKind::Move, "e5")]
        );
        let (record, game) = store.load(id).unwrap().unwrap();
        assert_eq!(record.version, 3);
        assert_eq!(record.status, Status::Active);
        assert_eq!(record.to_act, ToAct::Side(Side::First));
        assert_eq!(actions[0].actor, Some(record.players[0].id));
        assert_eq!(actions[1].actor, Some(record.players[1].id));
        let replayed = store.replay(id).unwrap().unwrap();
        assert_eq!(
            serde_json::to_string(&replayed).unwrap(),
            serde_json::to_string(&game).unwrap()
        );
    }
}

both_stores! {
    fn a_stale_version_is_a_conflict_and_writes_nothing(store) {
        let (id, version) = started(&store);
        play(&store, id, "d4").unwrap();
        let before = (state_column(&store, id), store.actions(id).unwrap());
        let mut game = AnyGame::new(Variant::LatrunculiPiso);
        game.play_text("a1").unwrap();
        let err = store
            .apply(
                Origin::Console,
                id,
                version,
                &Change {
                    status: Status::Active,
                    state: &game,
                    ending: None,
                    actions: &[NewAction {
                        actor: None,
                        kind: ActionKind::Chance,
                        text: "a1".into(),
                    }],
                    touch: Some(carol()),
                },
            )
            .unwrap_err();
        assert!(matches!(err, StoreError::Conflict(g) if g == id));
        assert_eq!(
            (state_column(&store, id), store.actions(id).unwrap()),
            before
        );
        assert_eq!(store.record(id).unwrap().unwrap().version, version + 1);
        assert_eq!(
            store.find_player("console:carol").unwrap(),
            None,
            "rolled back"
        );
    }
}

both_stores! {
    fn a_failing_action_insert_rolls_the_whole_change_back(store) {
        let (id, version) = started(&store);
        let mut game = AnyGame::new(Variant::LatrunculiPiso);
        game.play_text("a1").unwrap();
        // A move without an actor breaks a CHECK after the games row was already updated.
        let err = store.apply(
            Origin::Console,
            id,
            version,
            &Change {
                status: Status::Active,
                state: &game,
                ending: None,
                actions: &[NewAction {
                    actor: None,
                    kind: ActionKind::Move,
                    text: "a1".into(),
                }],
                touch: None,
            },
        );
        let database_error = match &err {
            Err(StoreError::Sqlite(_)) => true,
            #[cfg(feature = "postgres")]
            Err(StoreError::Postgres(_)) => true,
            _ => false,
        };
        assert!(database_error, "{err:?}");
        let record = store.record(id).unwrap().unwrap();
        assert_eq!(record.version, version);
        assert!(store.actions(id).unwrap().is_empty());
    }
}

#[test]
fn two_threads_applying_at_the_same_version_one_wins_one_conflicts() {
    let store = Arc::new(Store::open_in_memory().unwrap());
    let (id, _) = started(&store);
    play(&store, id, "d4").unwrap();
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = ["e5", "a8"]
        .into_iter()
        .map(|text| {
            let store = Arc::clone(&store);
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                // Both read the same version before either writes.
                let (record, mut game) = store.load(id).unwrap().unwrap();
                let text = game.play_text(text).unwrap();
                barrier.wait();
                store.apply(
                    Origin::Console,
                    id,
                    record.version,
                    &Change {
                        status: Status::Active,
                        state: &game,
                        ending: None,
                        actions: &[NewAction {
                            actor: Some(record.players[1].id),
                            kind: ActionKind::Move,
                            text,
                        }],
                        touch: None,
                    },
                )
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results
        .iter()
        .any(|r| matches!(r, Err(StoreError::Conflict(g)) if *g == id)));
    let actions = store.actions(id).unwrap();
    assert_eq!(actions.len(), 2, "exactly one new action");
    // The snapshot is the position of the move that won.
    let (_, game) = store.load(id).unwrap().unwrap();
    let replayed = store.replay(id).unwrap().unwrap();
    assert_eq!(
        serde_json::to_string(&game).unwrap(),
        serde_json::to_string(&replayed).unwrap()
    );
}

#[test]
fn two_connections_on_one_file_racing_one_wins_one_conflicts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("race.db");
    let (id, _) = started(&Store::open(&path).unwrap());
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = ["a1", "h8"]
        .into_iter()
        .map(|text| {
            let path = path.clone();
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                let store = Store::open(&path).unwrap();
                let (record, mut game) = store.load(id).unwrap().unwrap();
                let text = game.play_text(text).unwrap();
                barrier.wait();
                store.apply(
                    Origin::Console,
                    id,
                    record.version,
                    &Change {
                        status: Status::Active,
                        state: &game,
                        ending: None,
                        actions: &[NewAction {
                            actor: Some(record.players[0].id),
                            kind: ActionKind::Move,
                            text,
                        }],
                        touch: None,
                    },
                )
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        results.iter().filter(|r| r.is_ok()).count(),
        1,
        "{results:?}"
    );
    assert!(results
        .iter()
        .any(|r| matches!(r, Err(StoreError::Conflict(_)))));
    let store = Store::open(&path).unwrap();
    assert_eq!(store.actions(id).unwrap().len(), 1);
}

#[test]
fn a_reopened_file_resumes_the_game_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let id = {
        let store = Store::open(&path).unwrap();
        let (id, _) = started(&store);
        play(&store, id, "d4").unwrap();
        id
    };
    let store = Store::open(&path).unwrap();
    let unfinished = store.unfinished_games().unwrap();
    assert_eq!(unfinished.iter().map(|g| g.id).collect::<Vec<_>>(), [id]);
    assert_eq!(play(&store, id, "d5").unwrap(), 3);
    assert_eq!(store.actions(id).unwrap().len(), 2);
}

#[test]
fn a_finished_game_keeps_its_winner_and_reason() {
    let store = Store::open_in_memory().unwrap();
    let (id, version) = started(&store);
    let ending = resign_first(&store, id, version);
    let (_, game) = store.load(id).unwrap().unwrap();
    let record = store.record(id).unwrap().unwrap();
    assert_eq!(record.status, Status::Finished);
    assert_eq!(record.ending, Some(ending));
    assert_eq!(record.to_act, ToAct::Nobody);
    assert!(store.unfinished_games().unwrap().is_empty());
    // A resignation is history but not position: the game still replays.
    assert!(store.replay(id).unwrap().is_some());
    // Finished without an ending is refused before touching the database.
    assert!(store
        .apply(
            Origin::Console,
            id,
            record.version,
            &Change {
                status: Status::Finished,
                state: &game,
                ending: None,
                actions: &[],
                touch: None,
            },
        )
        .is_err());
}

both_stores! {
    fn touching_a_player_refreshes_their_name_and_mention(store) {
        let (id, version) = started(&store);
        let game = AnyGame::new(Variant::LatrunculiPiso);
        store
            .apply(
                Origin::Console,
                id,
                version,
                &Change {
                    status: Status::Active,
                    state: &game,
                    ending: None,
                    actions: &[],
                    touch: Some(NewPlayer {
                        external_id: "console:alice",
                        name: "Alice B.",
                        mention: "@Alice B.",
                    }),
                },
            )
            .unwrap();
        let alice = store.find_player("console:alice").unwrap().unwrap();
        assert_eq!(
            (alice.name.as_str(), alice.mention.as_str()),
            ("Alice B.", "@Alice B.")
        );
        assert_eq!(
            store.record(id).unwrap().unwrap().players[0].name,
            "Alice B."
        );
    }
}

both_stores! {
    fn a_player_has_played_a_variant_before_only_after_an_accepted_game_of_it(store) {
        let id_of = |name: &str| store.find_player(name).unwrap().unwrap().id;
        // An open challenge, then a declined one, are not games played.
        let open = challenge(&store, "chan");
        let alice = id_of("console:alice");
        assert!(!store
            .played_variant_before(alice, Variant::LatrunculiPiso, 0)
            .unwrap());
        store
            .apply(
                Origin::Console,
                open.id,
                open.version,
                &Change {
                    status: Status::Declined,
                    state: &AnyGame::new(Variant::LatrunculiPiso),
                    ending: None,
                    actions: &[],
                    touch: None,
                },
            )
            .unwrap();
        assert!(!store
            .played_variant_before(alice, Variant::LatrunculiPiso, 0)
            .unwrap());
        // A started game counts, except when asking about that very game.
        let (id, _) = started(&store);
        let bob_id = id_of("console:bob");
        for player in [alice, bob_id] {
            assert!(!store
                .played_variant_before(player, Variant::LatrunculiPiso, id)
                .unwrap());
            assert!(store
                .played_variant_before(player, Variant::LatrunculiPiso, id + 1)
                .unwrap());
            assert!(!store
                .played_variant_before(player, Variant::Ergo, id + 1)
                .unwrap());
        }
        // Someone else has not.
        store
            .create_challenge(Origin::Console, &NewChallenge {
                variant: Variant::Ergo,
                guild: None,
                channel: "chan",
                challenger: carol(),
                challenged: bob(),
                challenger_side: Side::First,
                state: &AnyGame::new(Variant::Ergo),
                rated: true,
                thread: false,
            })
            .unwrap();
        let carol_id = id_of("console:carol");
        assert!(!store
            .played_variant_before(carol_id, Variant::LatrunculiPiso, 0)
            .unwrap());
    }
}

mod columns;
#[cfg(feature = "postgres")]
mod concurrent;
#[cfg(not(feature = "postgres"))]
mod no_postgres;
mod readers;
mod snapshots;

/// The versions a process has checked are remembered for the games in play, not for every game
/// it ever loaded: past the cap the map starts again, and the game just checked is in it.
#[test]
fn the_checked_versions_a_process_remembers_stay_bounded() {
    let store = Store::open_in_memory().unwrap();
    let cap = super::games::VERIFIED_CAP as GameId;
    for id in 0..cap + 10 {
        store.mark_verified(id, 3);
    }
    assert!(store.verified.lock().len() <= super::games::VERIFIED_CAP);
    assert!(store.is_verified(cap + 9, 3));
    assert!(!store.is_verified(cap + 9, 4));
}

both_stores! {
    fn a_players_games_here_are_listed_with_their_positions_and_opened_as_loaded(store) {
        let (id, _) = started(&store);
        play_first_legal(&store, id);
        // Not listed: a challenge in the same channel, a game in another channel.
        challenge_between(&store, "chan", carol());
        let elsewhere = challenge(&store, "other");
        let listed_ids = |who: &str, chan: &str| -> Vec<GameId> {
            store
                .active_games_here(who, chan)
                .unwrap()
                .iter()
                .map(|l| l.record.id)
                .collect()
        };
        assert_eq!(listed_ids("console:alice", "chan"), [id]);
        assert_eq!(listed_ids("console:bob", "chan"), [id]);
        assert!(listed_ids("console:carol", "chan").is_empty());
        assert!(listed_ids("console:nobody", "chan").is_empty());
        assert!(listed_ids("console:alice", "other").is_empty(), "{elsewhere:?} is a challenge");
        // Opened, the listing gives what a load gives.
        let loaded = store.load_timed(id).unwrap().unwrap();
        let mut listed = store.active_games_here("console:alice", "chan").unwrap();
        let opened = store.open_listed(listed.remove(0)).unwrap().unwrap();
        assert_eq!(opened.0, loaded.0);
        assert!(crate::store::same_position(&opened.1, &loaded.1));
        assert_eq!(opened.2, loaded.2);
        // A version this process has not checked is read again with its history: a snapshot
        // that disagrees with it is found, as a load finds it.
        let (_, mut other) = store.load(id).unwrap().unwrap();
        let first = other.legal_move_texts().remove(0);
        other.play_text(&first).unwrap();
        let tampered = crate::store::encode_state(id, &other).unwrap();
        store.with_db(|c| {
            c.execute(
                "UPDATE games SET state = ?1, version = version + 1 WHERE id = ?2",
                crate::store::args![tampered, id],
            )
            .unwrap()
        });
        let mut listed = store.active_games_here("console:alice", "chan").unwrap();
        assert!(matches!(
            store.open_listed(listed.remove(0)),
            Err(StoreError::Corrupt { .. })
        ));
    }
}

both_stores! {
    /// Issue 48: answered interactions were kept forever. Those written before the time given
    /// are forgotten, the oldest first, at most a batch at a time, in both tables; those after
    /// it are kept, and still refuse a second delivery.
    fn answered_interactions_are_forgotten_after_the_time_kept_a_batch_at_a_time(store) {
        let game = challenge(&store, "chan");
        let tournament = store
            .create_tournament(Origin::Console, &crate::store::tournaments::NewTournament {
                guild: Some("guild"),
                channel: "chan",
                variant: Variant::LatrunculiPiso,
                format: crate::tournament::Format::Swiss,
                rounds: Some(3),
                clock: 86_400,
                rated: true,
                creator: alice(),
                starts_at: None,
                lang: "en",
            })
            .unwrap();
        let now = crate::store::now();
        let day = crate::store::KEEP_INTERACTIONS;
        store
            .write(|db| {
                for n in 0..5 {
                    db.execute(
                        "INSERT INTO interactions (id, game_id, created_at) VALUES (?1, ?2, ?3)",
                        args![format!("old{n}"), game.id, now - 2 * day - n],
                    )?;
                }
                db.execute(
                    "INSERT INTO interactions (id, game_id, created_at) VALUES ('new', ?1, ?2)",
                    args![game.id, now],
                )?;
                db.execute(
                    "INSERT INTO tournament_interactions (id, tournament_id, created_at) \
                     VALUES ('t-old', ?1, ?2), ('t-new', ?1, ?3)",
                    args![tournament.id, now - 2 * day, now],
                )?;
                Ok(())
            })
            .unwrap();
        let before = now - day;
        // Two at a time: the oldest first.
        assert_eq!(store.forget_interactions(before, 2).unwrap(), 2);
        assert!(!store.interaction_seen("old4").unwrap());
        assert!(!store.interaction_seen("old3").unwrap());
        assert!(store.interaction_seen("old0").unwrap());
        assert_eq!(store.forget_interactions(before, 2).unwrap(), 2);
        // The last of the games' and then the tournaments'.
        assert_eq!(store.forget_interactions(before, 2).unwrap(), 2);
        assert_eq!(store.forget_interactions(before, 2).unwrap(), 0);
        for old in ["old0", "old1", "old2", "t-old"] {
            assert!(!store.interaction_seen(old).unwrap(), "{old} forgotten");
        }
        for new in ["new", "t-new"] {
            assert!(store.interaction_seen(new).unwrap(), "{new} kept");
        }
        assert_eq!(store.interaction_game("new").unwrap(), Some(game.id));
        // A second delivery of a kept interaction still changes nothing.
        let (id, version) = accepted(&store, &challenge_between(&store, "other", carol()));
        let new = Claim::new("new");
        let game_state = AnyGame::new(Variant::LatrunculiPiso);
        let replayed = store.apply(
            Origin::Interaction(&new),
            id,
            version,
            &Change {
                status: Status::Active,
                state: &game_state,
                ending: None,
                actions: &[],
                touch: None,
            },
        );
        assert!(matches!(replayed, Err(StoreError::Replayed(_))), "{replayed:?}");
    }
}
