use super::*;
use crate::store::{ActionKind, Change, EndCause, Ending, Status};

fn person(name: &'static str) -> NewPlayer<'static> {
    let id: &'static str = Box::leak(format!("console:{name}").into_boxed_str());
    NewPlayer {
        external_id: id,
        name,
        mention: name,
    }
}

fn swiss(store: &Store) -> TournamentRecord {
    store
        .create_tournament(&NewTournament {
            guild: Some("guild"),
            channel: "chan",
            variant: Variant::LatrunculiPiso,
            format: Format::Swiss,
            rounds: Some(3),
            clock: 86_400,
            rated: true,
            creator: person("alice"),
            starts_at: None,
            lang: "en",
        })
        .unwrap()
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

#[test]
fn a_player_joins_once_and_each_join_changes_the_version() {
    let store = Store::open_in_memory().unwrap();
    let t = swiss(&store);
    assert!(store
        .join_tournament(t.id, t.version, &person("bob"), 1)
        .unwrap());
    let t = store.tournament(t.id).unwrap().unwrap();
    assert_eq!(t.version, 1);
    assert!(!store
        .join_tournament(t.id, t.version, &person("bob"), 1)
        .unwrap());
    // A join that read an old version writes nothing.
    assert!(matches!(
        store.join_tournament(t.id, 0, &person("carol"), 1),
        Err(StoreError::Conflict(_))
    ));
    let names: Vec<_> = store
        .entrants(t.id)
        .unwrap()
        .into_iter()
        .map(|e| e.player.name)
        .collect();
    assert_eq!(names, ["bob"]);
}

#[test]
fn leaving_before_the_start_removes_the_entry_and_after_it_keeps_the_player() {
    let store = Store::open_in_memory().unwrap();
    let t = swiss(&store);
    store.join_tournament(t.id, 0, &person("bob"), 1).unwrap();
    store.join_tournament(t.id, 1, &person("carol"), 1).unwrap();
    let bob = store.find_player("console:bob").unwrap().unwrap().id;
    let carol = store.find_player("console:carol").unwrap().unwrap().id;
    assert!(store.leave_tournament(t.id, 2, bob, None).unwrap());
    assert!(store.leave_tournament(t.id, 3, carol, Some(2)).unwrap());
    let entrants = store.entrants(t.id).unwrap();
    assert_eq!(entrants.len(), 1);
    assert_eq!(entrants[0].left_round, Some(2));
    // Leaving twice changes nothing.
    assert!(!store.leave_tournament(t.id, 4, carol, Some(3)).unwrap());
    assert_eq!(store.tournament(t.id).unwrap().unwrap().version, 4);
}

#[test]
fn a_round_is_written_once_with_its_games_and_a_finished_game_makes_the_tournament_due() {
    let store = Store::open_in_memory().unwrap();
    let t = swiss(&store);
    for (v, name) in ["bob", "carol", "dave"].into_iter().enumerate() {
        store
            .join_tournament(t.id, v as i64, &person(name), 1)
            .unwrap();
    }
    let ids: Vec<PlayerId> = store
        .entrants(t.id)
        .unwrap()
        .iter()
        .map(|e| e.player.id)
        .collect();
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
    assert!(games[0].is_some() && games[1].is_none());
    // The same round from the same reading again: refused, nothing written twice.
    assert!(matches!(
        store.start_round(&t, 1, 3, &pairings),
        Err(StoreError::Conflict(_))
    ));
    let t = store.tournament(t.id).unwrap().unwrap();
    assert_eq!(
        (t.status, t.round, t.rounds),
        (TournamentStatus::Running, 1, Some(3))
    );
    let record = store.record(games[0].unwrap()).unwrap().unwrap();
    assert_eq!(record.status, Status::Active);
    assert_eq!(record.tournament, Some(t.id));
    assert_eq!(record.players[0].id, ids[0]);
    let rows = store.pairings(t.id).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].result, None);
    assert_eq!(rows[1].result, Some(Outcome::FirstWins));
    assert_eq!(t.due_at, None);

    // The second player wins: the pairing reads the game's result, and the tournament is due.
    let (record, state) = store.load(games[0].unwrap()).unwrap().unwrap();
    store
        .apply(
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

#[test]
fn the_winner_of_a_finished_tournament_is_listed_with_it() {
    let store = Store::open_in_memory().unwrap();
    let t = swiss(&store);
    store.join_tournament(t.id, 0, &person("bob"), 1).unwrap();
    store.join_tournament(t.id, 1, &person("carol"), 1).unwrap();
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
    assert_eq!(
        store.tournament(t.id).unwrap().unwrap().status,
        TournamentStatus::Finished
    );
}
