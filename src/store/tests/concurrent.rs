//! PostgreSQL's writers that do not wait for one another: a move of a game that goes on takes
//! the game's row, not the store's write lock (see `Store::apply`), so it is never queued behind
//! another game's writes, and two writers of one game are still kept apart by the row's lock
//! and the version check.

use std::sync::mpsc;
use std::time::Duration;

use super::*;
use crate::store::pg::cluster::Cluster;
use crate::store::pg::WRITE_LOCK;

/// A store on a new database of the test server, and the database's URL (for a second client
/// that plays another process).
fn store_and_url() -> Option<(Store, String)> {
    let url = Cluster::shared()?.database();
    Some((Store::open_postgres(&url).unwrap(), url))
}

/// Resigns for the first player: a change that ends the game.
fn resign(store: &Store, id: GameId, version: i64) -> Result<i64, StoreError> {
    let (record, game) = store.load(id).unwrap().unwrap();
    store.apply(
        Origin::Console,
        id,
        version,
        &Change {
            status: Status::Finished,
            state: &game,
            ending: Some(Ending {
                winner: Some(Side::Second),
                cause: EndCause::Resignation,
            }),
            actions: &[NewAction {
                actor: Some(record.players[0].id),
                kind: ActionKind::Resign,
                text: "resign".into(),
            }],
            touch: None,
        },
    )
}

#[test]
fn a_move_is_written_while_another_process_holds_the_write_lock_and_an_ending_waits_for_it() {
    let Some((store, url)) = store_and_url() else {
        return;
    };
    let store = Arc::new(store);
    let (id, _) = started(&store);
    let mut other = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    other
        .batch_execute(&format!("SELECT pg_advisory_lock({WRITE_LOCK})"))
        .unwrap();
    // A move: written at once.
    let (done, moved) = mpsc::channel();
    let mover = Arc::clone(&store);
    std::thread::spawn(move || done.send(play_first_legal(&mover, id)).unwrap());
    let version = moved
        .recv_timeout(Duration::from_secs(10))
        .expect("the move waited for the write lock");
    // A resignation writes ratings: it waits for the lock, and is written once it is free.
    let (done, resigned) = mpsc::channel();
    let resigner = Arc::clone(&store);
    std::thread::spawn(move || done.send(resign(&resigner, id, version)).unwrap());
    assert!(
        resigned.recv_timeout(Duration::from_millis(500)).is_err(),
        "the end of the game did not wait for the write lock"
    );
    assert_eq!(store.record(id).unwrap().unwrap().status, Status::Active);
    other
        .batch_execute(&format!("SELECT pg_advisory_unlock({WRITE_LOCK})"))
        .unwrap();
    resigned
        .recv_timeout(Duration::from_secs(10))
        .unwrap()
        .unwrap();
    assert_eq!(store.record(id).unwrap().unwrap().status, Status::Finished);
}

#[test]
fn a_move_waits_for_another_writer_of_its_game_and_is_refused_when_that_one_commits_first() {
    let Some((store, url)) = store_and_url() else {
        return;
    };
    let store = Arc::new(store);
    let (id, version) = started(&store);
    let history = store.actions(id).unwrap().len();
    // Another process writes the same game and has not committed yet.
    let mut other = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut tx = other.transaction().unwrap();
    tx.execute(
        "UPDATE games SET version = version + 1 WHERE id = $1",
        &[&id],
    )
    .unwrap();
    let (done, moved) = mpsc::channel();
    let mover = Arc::clone(&store);
    std::thread::spawn(move || {
        let (_, game) = mover.load(id).unwrap().unwrap();
        let first = game.legal_move_texts().into_iter().next().unwrap();
        let mut played = game.clone();
        let text = played.play_text(&first).unwrap();
        let change = Change {
            status: Status::Active,
            state: &played,
            ending: None,
            actions: &[NewAction {
                actor: None,
                kind: ActionKind::Move,
                text,
            }],
            touch: None,
        };
        done.send(mover.apply(Origin::Console, id, version, &change))
            .unwrap();
    });
    assert!(
        moved.recv_timeout(Duration::from_millis(500)).is_err(),
        "the move did not wait for the game's row"
    );
    tx.commit().unwrap();
    let refused = moved.recv_timeout(Duration::from_secs(10)).unwrap();
    assert!(
        matches!(refused, Err(StoreError::Conflict(g)) if g == id),
        "{refused:?}"
    );
    assert_eq!(store.actions(id).unwrap().len(), history);
}
