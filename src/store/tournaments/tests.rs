use super::*;
use crate::games::AnyGame;
use crate::store::testing::both_stores;
use crate::store::{ActionKind, Change, EndCause, Ending, NewAction, Status};

fn person(name: &'static str) -> NewPlayer<'static> {
    let id: &'static str = Box::leak(format!("console:{name}").into_boxed_str());
    NewPlayer {
        external_id: id,
        name,
        mention: name,
    }
}

fn tournament_in(store: &Store, guild: Option<&'static str>, channel: &str) -> TournamentRecord {
    created(store, guild, channel, None)
}

/// Alice's Swiss of 3 rounds, starting at `starts_at` (or when she presses Start).
pub(super) fn created(
    store: &Store,
    guild: Option<&'static str>,
    channel: &str,
    starts_at: Option<i64>,
) -> TournamentRecord {
    store
        .create_tournament(
            Origin::Console,
            &NewTournament {
                guild,
                channel,
                variant: Variant::LatrunculiPiso,
                format: Format::Swiss,
                rounds: Some(3),
                clock: 86_400,
                rated: true,
                creator: person("alice"),
                starts_at,
                lang: "en",
            },
        )
        .unwrap()
}

fn swiss(store: &Store) -> TournamentRecord {
    tournament_in(store, Some("guild"), "chan")
}

fn game_pairing(board: u32, first: PlayerId, second: PlayerId) -> NewPairing {
    let state = AnyGame::new(Variant::LatrunculiPiso);
    NewPairing {
        board,
        first,
        second: Some(second),
        result: None,
        forfeit: false,
        game: Some(NewTournamentGame {
            state,
            actions: Vec::new(),
            deadline: now() + 86_400,
            remind_at: now() + 60_000,
        }),
    }
}

/// The ids of a tournament's entrants, in the order they joined.
fn entrant_ids(store: &Store, id: TournamentId) -> Vec<PlayerId> {
    store
        .entrants(id)
        .unwrap()
        .iter()
        .map(|e| e.player.id)
        .collect()
}

/// A Swiss tournament of bob, carol and dave, its first round started: bob against carol on
/// board 1 (a game), dave's bye on board 2. The tournament as read after, the entrants' ids and
/// the round's games.
fn first_round(store: &Store) -> (TournamentRecord, Vec<PlayerId>, Vec<Option<GameId>>) {
    let t = swiss(store);
    for (v, name) in ["bob", "carol", "dave"].into_iter().enumerate() {
        store
            .join_tournament(Origin::Console, t.id, v as i64, &person(name), 1)
            .unwrap();
    }
    let ids = entrant_ids(store, t.id);
    let t = store.tournament(t.id).unwrap().unwrap();
    let pairings = vec![
        game_pairing(1, ids[0], ids[1]),
        NewPairing {
            board: 2,
            first: ids[2],
            second: None,
            result: Some(Outcome::FirstWins),
            forfeit: false,
            game: None,
        },
    ];
    let games = store.start_round(&t, 1, 3, &pairings).unwrap();
    // The same round from the same reading again: refused, nothing written twice.
    assert!(matches!(
        store.start_round(&t, 1, 3, &pairings),
        Err(StoreError::Conflict(_))
    ));
    let t = store.tournament(t.id).unwrap().unwrap();
    (t, ids, games)
}

both_stores! {
    fn a_player_joins_once_and_each_join_changes_the_version(store) {
        let t = swiss(&store);
        assert!(store
            .join_tournament(Origin::Console, t.id, t.version, &person("bob"), 1)
            .unwrap());
        let t = store.tournament(t.id).unwrap().unwrap();
        assert_eq!(t.version, 1);
        assert!(!store
            .join_tournament(Origin::Console, t.id, t.version, &person("bob"), 1)
            .unwrap());
        // A join that read an old version writes nothing.
        assert!(matches!(
            store.join_tournament(Origin::Console, t.id, 0, &person("carol"), 1),
            Err(StoreError::Conflict(_))
        ));
        let names: Vec<_> = store
            .entrants(t.id)
            .unwrap()
            .into_iter()
            .map(|e| e.player.name)
            .collect();
        assert_eq!(names, ["bob"]);
        assert_eq!(store.find_player("console:carol").unwrap(), None);
    }
}

both_stores! {
    fn a_join_of_someone_already_in_writes_nothing_not_even_their_new_name(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        let renamed = NewPlayer {
            external_id: "console:bob",
            name: "Robert",
            mention: "Robert",
        };
        assert!(!store.join_tournament(Origin::Console, t.id, 1, &renamed, 1).unwrap());
        let bob = store.find_player("console:bob").unwrap().unwrap();
        assert_eq!(bob.name, "bob");
        assert_eq!(store.tournament(t.id).unwrap().unwrap().version, 1);
    }
}

both_stores! {
    fn leaving_before_the_start_removes_the_entry_and_after_it_keeps_the_player(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        store.join_tournament(Origin::Console, t.id, 1, &person("carol"), 1).unwrap();
        let bob = store.find_player("console:bob").unwrap().unwrap().id;
        let carol = store.find_player("console:carol").unwrap().unwrap().id;
        assert!(store.leave_tournament(Origin::Console, t.id, 2, bob, None).unwrap());
        assert!(store.leave_tournament(Origin::Console, t.id, 3, carol, Some(2)).unwrap());
        let entrants = store.entrants(t.id).unwrap();
        assert_eq!(entrants.len(), 1);
        assert_eq!(entrants[0].left_round, Some(2));
        // Leaving twice changes nothing, the version included.
        assert!(!store.leave_tournament(Origin::Console, t.id, 4, carol, Some(3)).unwrap());
        assert!(!store.leave_tournament(Origin::Console, t.id, 4, bob, None).unwrap());
        assert_eq!(store.tournament(t.id).unwrap().unwrap().version, 4);
        // A leave that read an old version is refused, even of someone not in it.
        assert!(matches!(
            store.leave_tournament(Origin::Console, t.id, 3, bob, None),
            Err(StoreError::Conflict(_))
        ));
    }
}

both_stores! {
    fn a_round_is_written_once_with_its_games_and_its_byes(store) {
        let (t, ids, games) = first_round(&store);
        assert!(games[0].is_some() && games[1].is_none());
        assert_eq!(
            (t.status, t.round, t.rounds, t.version),
            (TournamentStatus::Running, 1, Some(3), 4)
        );
        assert_eq!(t.due_at, None);
        let record = store.record(games[0].unwrap()).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        assert_eq!(record.tournament, Some(t.id));
        assert!(record.rated);
        assert_eq!(record.players[0].id, ids[0]);
        assert_eq!(record.players[1].id, ids[1]);
        let rows = store.pairings(t.id).unwrap();
        assert_eq!(
            rows.iter().map(|p| (p.round, p.board)).collect::<Vec<_>>(),
            [(1, 1), (1, 2)]
        );
        assert_eq!(rows[0].result, None);
        assert_eq!(rows[0].game_status.as_deref(), Some("active"));
        assert_eq!(rows[1].result, Some(Outcome::FirstWins));
        assert_eq!((rows[1].second, rows[1].game, rows[1].forfeit), (None, None, false));
        assert_eq!(store.game_round(games[0].unwrap()).unwrap(), Some((t.id, 1)));
        assert_eq!(store.game_round(games[0].unwrap() + 100).unwrap(), None);
    }
}

both_stores! {
    fn a_round_game_starts_with_its_opening_actions_in_order(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        store.join_tournament(Origin::Console, t.id, 1, &person("carol"), 1).unwrap();
        let ids = entrant_ids(&store, t.id);
        let t = store.tournament(t.id).unwrap().unwrap();
        let mut pairing = game_pairing(1, ids[0], ids[1]);
        if let Some(game) = pairing.game.as_mut() {
            game.actions = vec![
                NewAction { actor: None, kind: ActionKind::Chance, text: "3".into() },
                NewAction { actor: Some(ids[0]), kind: ActionKind::Resign, text: "resign".into() },
            ];
        }
        let games = store.start_round(&t, 1, 1, &[pairing]).unwrap();
        let actions = store.actions(games[0].unwrap()).unwrap();
        assert_eq!(
            actions.iter().map(|a| (a.seq, a.actor, a.kind, a.text.as_str())).collect::<Vec<_>>(),
            [(1, None, ActionKind::Chance, "3"), (2, Some(ids[0]), ActionKind::Resign, "resign")]
        );
    }
}

both_stores! {
    fn a_finished_game_makes_its_running_tournament_due_and_changes_its_version(store) {
        let (t, _, games) = first_round(&store);
        let game = games[0].unwrap();
        // The game ends as `Store::apply` ends it (second side wins), and the same transaction
        // tells the tournament.
        store.write(|db| {
            db.execute(
                "UPDATE games SET status = 'finished', winner = 'second', end_reason = ?2, \
                 to_act = 'none' WHERE id = ?1",
                args![game, EndCause::Resignation.code()],
            )?;
            game_finished_in(db, game)
        }).unwrap();
        assert_eq!(store.pairings(t.id).unwrap()[0].result, Some(Outcome::SecondWins));
        let after = store.tournament(t.id).unwrap().unwrap();
        assert_eq!((after.due_at, after.version), (Some(0), t.version + 1));
        assert_eq!(store.due_tournaments(now(), 10).unwrap(), [t.id]);
        assert_eq!(store.next_tournament_event().unwrap(), Some(0));
        // A sweep that read the round before the result clears nothing.
        store.clear_tournament_due(t.id, t.version).unwrap();
        assert_eq!(store.tournament(t.id).unwrap().unwrap().due_at, Some(0));
        store.clear_tournament_due(t.id, after.version).unwrap();
        assert_eq!(store.tournament(t.id).unwrap().unwrap().due_at, None);
        assert_eq!(store.next_tournament_event().unwrap(), None);

        // A game of no tournament, or of a tournament no longer running, changes nothing.
        store.cancel_tournament(t.id, after.version).unwrap();
        let cancelled = store.tournament(t.id).unwrap().unwrap();
        store.write(|db| game_finished_in(db, game)).unwrap();
        assert_eq!(store.tournament(t.id).unwrap().unwrap(), cancelled);
    }
}

// SQLite only until ratings are written through `Db` (`Store::apply` rates the game it ends);
// the same rule on both stores: `a_finished_game_makes_its_running_tournament_due_…`.
#[test]
fn a_game_finished_through_apply_gives_its_pairing_a_result_and_makes_the_tournament_due() {
    let store = Store::open_in_memory().unwrap();
    let (t, ids, games) = first_round(&store);
    let (record, state) = store.load(games[0].unwrap()).unwrap().unwrap();
    store
        .apply(
            Origin::Console,
            record.id,
            record.version,
            &Change {
                status: Status::Finished,
                state: &state,
                ending: Some(Ending {
                    winner: Some(crate::games::Side::Second),
                    cause: EndCause::Resignation,
                }),
                actions: &[NewAction {
                    actor: Some(ids[0]),
                    kind: ActionKind::Resign,
                    text: "resign".into(),
                }],
                touch: None,
            },
        )
        .unwrap();
    assert_eq!(
        store.pairings(t.id).unwrap()[0].result,
        Some(Outcome::SecondWins)
    );
    let due = store.tournament(t.id).unwrap().unwrap().due_at;
    assert!(due.is_some());
    assert_eq!(store.due_tournaments(now() + 1, 10).unwrap(), [t.id]);
    assert_eq!(store.next_tournament_event().unwrap(), due);
    assert_eq!(store.game_round(record.id).unwrap(), Some((t.id, 1)));
}

both_stores! {
    fn the_winner_of_a_finished_tournament_is_listed_with_it(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        store.join_tournament(Origin::Console, t.id, 1, &person("carol"), 1).unwrap();
        let bob = store.find_player("console:bob").unwrap().unwrap().id;
        let t = store.tournament(t.id).unwrap().unwrap();
        store.start_round(&t, 1, 1, &[]).unwrap();
        // Finishing needs the version it read.
        assert!(matches!(
            store.finish_tournament(t.id, t.version, bob),
            Err(StoreError::Conflict(_))
        ));
        store.finish_tournament(t.id, t.version + 1, bob).unwrap();
        let won = store.tournaments_won(bob).unwrap();
        assert_eq!(won.len(), 1);
        assert_eq!((won[0].id, won[0].players), (t.id, 2));
        assert_eq!((won[0].variant, won[0].format), (Variant::LatrunculiPiso, Format::Swiss));
        let t = store.tournament(t.id).unwrap().unwrap();
        assert_eq!((t.status, t.winner), (TournamentStatus::Finished, Some(bob)));
        assert_eq!(won[0].ended_at, t.updated_at);
        // Finished is final: neither finished again nor cancelled.
        assert!(matches!(
            store.finish_tournament(t.id, t.version, bob),
            Err(StoreError::Conflict(_))
        ));
        assert!(matches!(
            store.cancel_tournament(t.id, t.version),
            Err(StoreError::Conflict(_))
        ));
        assert!(store.tournaments_won(t.creator.id).unwrap().is_empty());
    }
}

both_stores! {
    fn a_servers_tournaments_are_listed_newest_first_and_the_consoles_apart(store) {
        let first = tournament_in(&store, Some("guild"), "chan");
        let other = tournament_in(&store, Some("elsewhere"), "chan");
        let console = tournament_in(&store, None, "console");
        let second = tournament_in(&store, Some("guild"), "chan2");
        store.cancel_tournament(second.id, second.version).unwrap();
        let ids = |list: Vec<TournamentRecord>| list.iter().map(|t| t.id).collect::<Vec<_>>();
        let open = [TournamentStatus::Open];
        let any = [TournamentStatus::Open, TournamentStatus::Cancelled];
        assert_eq!(ids(store.tournaments_in(Some("guild"), &open, 10).unwrap()), [first.id]);
        assert_eq!(
            ids(store.tournaments_in(Some("guild"), &any, 10).unwrap()),
            [second.id, first.id]
        );
        assert_eq!(ids(store.tournaments_in(Some("guild"), &any, 1).unwrap()), [second.id]);
        assert_eq!(ids(store.tournaments_in(None, &any, 10).unwrap()), [console.id]);
        assert_eq!(ids(store.tournaments_in(Some("elsewhere"), &any, 10).unwrap()), [other.id]);
        // The row reads back as written.
        let read = store.tournament(console.id).unwrap().unwrap();
        assert_eq!(read, console);
        assert_eq!(
            (read.guild, read.rounds, read.clock, read.rated, read.threads, read.round),
            (None, Some(3), 86_400, true, true, 0)
        );
        assert_eq!(read.creator.name, "alice");
        assert_eq!(store.tournament(console.id + 100).unwrap(), None);
    }
}

both_stores! {
    fn a_players_tournaments_are_those_of_the_server_they_have_not_left(store) {
        let a = tournament_in(&store, Some("guild"), "chan");
        let b = tournament_in(&store, Some("guild"), "chan");
        let c = tournament_in(&store, None, "console");
        for t in [&a, &b, &c] {
            store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        }
        let bob = store.find_player("console:bob").unwrap().unwrap().id;
        let ids = |list: Vec<TournamentRecord>| list.iter().map(|t| t.id).collect::<Vec<_>>();
        let open = [TournamentStatus::Open];
        assert_eq!(ids(store.tournaments_of(bob, Some("guild"), &open).unwrap()), [a.id, b.id]);
        assert_eq!(ids(store.tournaments_of(bob, None, &open).unwrap()), [c.id]);
        let b = store.tournament(b.id).unwrap().unwrap();
        store.start_round(&b, 1, 3, &[]).unwrap();
        assert!(store.leave_tournament(Origin::Console, b.id, b.version + 1, bob, Some(1)).unwrap());
        let running = [TournamentStatus::Open, TournamentStatus::Running];
        assert_eq!(ids(store.tournaments_of(bob, Some("guild"), &running).unwrap()), [a.id]);
        assert!(store.tournaments_of(a.creator.id, Some("guild"), &running).unwrap().is_empty());
    }
}

both_stores! {
    fn asking_for_no_status_finds_no_tournament(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        let bob = store.find_player("console:bob").unwrap().unwrap().id;
        // (PostgreSQL refuses an empty `IN ()`, which SQLite reads as false.)
        assert!(store.tournaments_in(Some("guild"), &[], 10).unwrap().is_empty());
        assert!(store.tournaments_of(bob, Some("guild"), &[]).unwrap().is_empty());
    }
}

both_stores! {
    fn entrants_carry_their_rating_in_the_tournaments_game_or_the_starting_one(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        store.join_tournament(Origin::Console, t.id, 1, &person("carol"), 2).unwrap();
        let carol = store.find_player("console:carol").unwrap().unwrap().id;
        store.with_db(|db| {
            db.execute(
                "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, \
                 wins, draws, losses, rated_at, established_until) \
                 VALUES (?1, ?2, 1612.5, 80.0, 0.06, 3, 2, 0, 1, 0, 0)",
                args![carol, Variant::LatrunculiPiso.id()],
            )
            .unwrap()
        });
        let entrants = store.entrants(t.id).unwrap();
        assert_eq!(
            entrants
                .iter()
                .map(|e| (e.player.name.as_str(), e.joined_round, e.left_round, e.rating))
                .collect::<Vec<_>>(),
            [("bob", 1, None, 1500.0), ("carol", 2, None, 1612.5)]
        );
    }
}

both_stores! {
    fn cancelling_needs_the_version_read_and_an_open_or_running_tournament(store) {
        let t = swiss(&store);
        assert!(matches!(
            store.cancel_tournament(t.id, t.version + 1),
            Err(StoreError::Conflict(_))
        ));
        // A start read before a join is refused: the join moved the version.
        store.join_tournament(Origin::Console, t.id, t.version, &person("bob"), 1).unwrap();
        assert!(matches!(
            store.start_now(t.id, t.version, 1_000),
            Err(StoreError::Conflict(_))
        ));
        store.start_now(t.id, t.version + 1, 1_000).unwrap();
        let started = store.tournament(t.id).unwrap().unwrap();
        store.cancel_tournament(t.id, started.version).unwrap();
        let after = store.tournament(t.id).unwrap().unwrap();
        assert_eq!(
            (after.status, after.due_at, after.version),
            (TournamentStatus::Cancelled, None, started.version + 1)
        );
        assert!(matches!(
            store.cancel_tournament(t.id, after.version),
            Err(StoreError::Conflict(_))
        ));
        // Only an open tournament starts now.
        assert!(matches!(
            store.start_now(t.id, after.version, 2_000),
            Err(StoreError::Conflict(_))
        ));
    }
}

both_stores! {
    fn an_open_tournament_started_now_is_due_at_once_whatever_the_clock(store) {
        let a = swiss(&store);
        let b = swiss(&store);
        let c = swiss(&store);
        assert!(store.due_tournaments(i64::MAX, 10).unwrap().is_empty());
        assert_eq!(store.next_tournament_event().unwrap(), None);
        store.start_now(b.id, b.version, 500).unwrap();
        store.start_now(a.id, a.version, 700).unwrap();
        store.start_now(c.id, c.version, 900).unwrap();
        let b_now = store.tournament(b.id).unwrap().unwrap();
        // Shown as starting at the time of the press; due at 0, before any time of any clock
        // (a process whose clock is behind the presser's starts it too).
        assert_eq!((b_now.starts_at, b_now.due_at), (Some(500), Some(0)));
        // The start moves the version: a second start read before it is refused.
        assert_eq!(b_now.version, b.version + 1);
        assert_eq!(store.due_tournaments(0, 10).unwrap(), [a.id, b.id, c.id]);
        assert_eq!(store.due_tournaments(1_000, 2).unwrap(), [a.id, b.id]);
        assert_eq!(store.next_tournament_event().unwrap(), Some(0));
    }
}

both_stores! {
    fn a_channel_that_refuses_threads_gives_the_next_rounds_games_none(store) {
        let t = swiss(&store);
        store.join_tournament(Origin::Console, t.id, 0, &person("bob"), 1).unwrap();
        store.join_tournament(Origin::Console, t.id, 1, &person("carol"), 1).unwrap();
        let ids = entrant_ids(&store, t.id);
        assert!(store.tournament(t.id).unwrap().unwrap().threads);
        store.threads_refused(t.id).unwrap();
        let t = store.tournament(t.id).unwrap().unwrap();
        assert!(!t.threads);
        let games = store.start_round(&t, 1, 1, &[game_pairing(1, ids[0], ids[1])]).unwrap();
        let thread: bool = store.with_db(|db| {
            db.query_one("SELECT thread FROM games WHERE id = ?1", args![games[0]], |r| r.get(0))
                .unwrap()
        });
        assert!(!thread);
    }
}

both_stores! {
    fn a_damaged_tournament_row_is_refused_alone_and_left_out_of_the_lists(store) {
        let good = swiss(&store);
        let bad = swiss(&store);
        store.with_db(|db| {
            db.execute("UPDATE tournaments SET variant = 'chess' WHERE id = ?1", args![bad.id])
                .unwrap()
        });
        assert!(matches!(
            store.tournament(bad.id),
            Err(StoreError::Corrupt { reason, .. }) if reason.contains("chess")
        ));
        let listed = store
            .tournaments_in(Some("guild"), &[TournamentStatus::Open], 10)
            .unwrap();
        assert_eq!(listed.iter().map(|t| t.id).collect::<Vec<_>>(), [good.id]);
    }
}
