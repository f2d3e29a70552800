//! The reading connections of a file database: they see every commit, never write, never wait
//! for the writer, and a game loaded while moves are committed is never taken for a damaged one.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use super::{play_first_legal, started};
use crate::store::*;

fn file_store() -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("readers.db");
    let store = Store::open(&path).unwrap();
    (dir, path, store)
}

#[test]
fn a_file_database_has_reading_connections_that_see_each_commit_and_refuse_writes() {
    let (_dir, _path, store) = file_store();
    let readers = &store.sqlite().unwrap().readers;
    assert!(readers.len() >= 2, "{} readers", readers.len());
    let (id, mut version) = started(&store);
    for _ in 0..6 {
        version = play_first_legal(&store, id);
        // Every reader, not only the one the load happened to take, sees the new version.
        for reader in readers {
            let seen: i64 = reader
                .lock()
                .query_row("SELECT version FROM games WHERE id = ?1", [id], |r| {
                    r.get(0)
                })
                .unwrap();
            assert_eq!(seen, version);
        }
        assert_eq!(store.record(id).unwrap().unwrap().version, version);
    }
    let refused = readers[0]
        .lock()
        .execute("UPDATE games SET version = 0 WHERE id = ?1", [id]);
    assert!(refused.is_err(), "a reader wrote: {refused:?}");
    assert_eq!(store.record(id).unwrap().unwrap().version, version);
}

#[test]
fn reads_go_on_while_a_write_transaction_is_open() {
    let (_dir, _path, store) = file_store();
    let store = Arc::new(store);
    let (id, version) = started(&store);
    let (held_tx, held) = mpsc::channel();
    let (release_tx, release) = mpsc::channel::<()>();
    let writer = {
        let store = Arc::clone(&store);
        std::thread::spawn(move || {
            store
                .write(|db| {
                    db.execute(
                        "UPDATE games SET version = version + 1 WHERE id = ?1",
                        crate::store::args![id],
                    )?;
                    held_tx.send(()).unwrap();
                    release.recv().unwrap();
                    Ok(())
                })
                .unwrap();
        })
    };
    held.recv().unwrap();
    // With the writer's lock held, the reads must still answer (a deadlock detector, not a
    // timing: they would otherwise wait until the writer is released, which never happens).
    let (read_tx, read) = mpsc::channel();
    {
        let store = Arc::clone(&store);
        std::thread::spawn(move || {
            let loaded = store.load(id).map(|g| g.map(|(r, _)| r.version));
            let listed = store.unfinished_games().map(|g| g.len());
            read_tx.send((loaded, listed)).unwrap();
        });
    }
    let (loaded, listed) = read
        .recv_timeout(Duration::from_secs(30))
        .expect("a read waited for the writer");
    // The uncommitted change is not seen.
    assert_eq!(loaded.unwrap(), Some(version));
    assert_eq!(listed.unwrap(), 1);
    release_tx.send(()).unwrap();
    writer.join().unwrap();
    assert_eq!(store.record(id).unwrap().unwrap().version, version + 1);
}

#[test]
fn a_game_loaded_while_moves_are_committed_is_never_reported_damaged() {
    let (_dir, path, store) = file_store();
    let (id, _) = started(&store);
    let stop = Arc::new(AtomicBool::new(false));
    // A second store on the same file has checked no version yet, so each of its loads compares
    // the snapshot with the history: both must be read at the same moment.
    let other = Store::open(&path).unwrap();
    let (started_tx, started_rx) = mpsc::channel();
    let loader = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut loads = 0u32;
            while !stop.load(Ordering::Relaxed) {
                other.verified.lock().clear();
                let loaded = other.load(id);
                assert!(matches!(loaded, Ok(Some(_))), "{loaded:?}");
                loads += 1;
                if loads == 1 {
                    started_tx.send(()).unwrap();
                }
            }
            loads
        })
    };
    started_rx.recv().unwrap();
    for _ in 0..150 {
        play_first_legal(&store, id);
    }
    stop.store(true, Ordering::Relaxed);
    assert!(loader.join().unwrap() > 0);
}
