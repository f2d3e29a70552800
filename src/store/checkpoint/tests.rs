use std::path::Path;
use std::time::{Duration, Instant};

use super::*;
use crate::games::{ToAct, Variant};
use crate::i18n::Lang;
use crate::service::{ButtonId, Caller, ChallengeOptions, Challenged, Service, User};

/// Someone on the console in channel `chan`.
fn caller(name: &str) -> Caller {
    Caller {
        user: User {
            id: format!("console:{name}"),
            name: name.to_string(),
            mention: format!("@{name}"),
        },
        channel: "chan".to_string(),
        guild: Some("guild".to_string()),
        lang: Lang::En,
        interaction: None,
    }
}

/// `count` Piso games in play (the defaults: 3 days a move) between fresh pairs; their ids.
fn games(svc: &Service, count: usize) -> Vec<i64> {
    let mut ids = Vec::new();
    for i in 0..count {
        let (a, b) = (caller(&format!("w{i}")), caller(&format!("b{i}")));
        let variant = Variant::LatrunculiPiso;
        let options = ChallengeOptions::default();
        let reply = svc
            .challenge(&a, Challenged::Player(&b.user), variant, options)
            .unwrap();
        let accept = reply.buttons.iter().find_map(|button| match button.id {
            ButtonId::Accept(id) => Some(id),
            _ => None,
        });
        svc.accept(&b, accept).unwrap();
        ids.extend(accept);
    }
    ids
}

/// Plays the `n`th move in one of `games` (each in turn), as its player to move would.
fn play_one(svc: &Service, games: &[i64], n: usize) {
    let id = games[n % games.len()];
    let (record, state) = svc.store().load(id).unwrap().unwrap();
    let ToAct::Side(side) = state.to_act() else {
        panic!("game #{id} is over");
    };
    let legal = state.legal_move_texts();
    let mover = caller(&record.player(side).name);
    svc.play(&mover, &legal[n % legal.len()], Some(id)).unwrap();
}

/// A connection to the database at `path` inside a read transaction that has read: it holds
/// its snapshot, so nothing can restart the log until it ends.
fn holding_a_snapshot(path: &Path) -> Connection {
    let reader = Connection::open(path).unwrap();
    reader.execute_batch("BEGIN").unwrap();
    let _: i64 = reader
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .unwrap();
    reader
}

fn wal_size(database: &Path) -> u64 {
    let mut wal = database.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(wal).map_or(0, |m| m.len())
}

/// What the `-wal` file may reach in the test below: the size from which a checkpoint restarts
/// the log, and a few intervals' moves (restarts the readers made give up).
const BOUND: u64 = 48 * 1024 * 1024;
const _: () = assert!(RESTART_BYTES < BOUND);

/// 3,000 moves at up to 400 a second (the bot's checkpoint thread running as in production)
/// while a reader of its own reads all along, as the bot's do under load (short reads, one after
/// the other): the `-wal` file stays under [`BOUND`]. Before, the log could not start again
/// while a reader was on it, a passive checkpoint never caught up with the writes either, and
/// the file grew by each move's pages (some 105 MiB here).
#[test]
fn steady_moves_with_readers_on_the_log_keep_the_log_file_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let svc = Service::open(&path).unwrap();
    let ids = games(&svc, 40);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let (path, stop) = (path.clone(), std::sync::Arc::clone(&stop));
        std::thread::spawn(move || {
            let reader = Connection::open(&path).unwrap();
            let mut reads = 0u64;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let _: i64 = reader
                    .query_row(
                        "SELECT count(*) FROM games WHERE status = 'active'",
                        [],
                        |r| r.get(0),
                    )
                    .unwrap();
                reads += 1;
                std::thread::sleep(Duration::from_micros(50));
            }
            reads
        })
    };
    let every = Duration::from_micros(2_500);
    let start = Instant::now();
    let mut largest = 0;
    let mut n = 0;
    while n < 3_000 {
        let due = start + every * n as u32;
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        play_one(&svc, &ids, n);
        largest = largest.max(wal_size(&path));
        n += 1;
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let reads = reader.join().unwrap();
    println!("{n} moves, {reads} reads beside them: the log file at most {largest} bytes");
    assert!(
        largest <= BOUND,
        "the log reached {largest} bytes after {n} moves (bound {BOUND})"
    );
}

/// With a reader holding its snapshot, nothing restarts the log, so the frames it holds count
/// every page written since. What a move writes, over 500 moves, printed; at most 14 pages.
#[test]
fn a_move_writes_a_bounded_number_of_pages_to_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let svc = Service::open(&path).unwrap();
    let ids = games(&svc, 40);
    let _reader = holding_a_snapshot(&path);
    let counter = Connection::open(&path).unwrap();
    let frames = || -> i64 {
        counter
            .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| r.get(1))
            .unwrap()
    };
    let before = frames();
    let moves = 500;
    for n in 0..moves {
        play_one(&svc, &ids, n);
    }
    let pages = (frames() - before) as f64 / moves as f64;
    let page: f64 = counter
        .query_row("PRAGMA page_size", [], |r| r.get(0))
        .unwrap();
    println!(
        "a move: {pages:.2} pages, {:.1} KiB to the log",
        pages * (page + 24.0) / 1024.0
    );
    assert!(pages <= 14.0, "{pages:.2} pages a move");
}

/// A bulk write (a batch of the scheduler's sweep) waits for the checkpoints to restart a long
/// log, and for [`BULK_WAIT`] at most: 40 MiB written past a reader holding its snapshot (so
/// that nothing can restart the log), the wait lasts its whole bound; once the reader is gone,
/// the next checkpoints restart the log and the wait ends within a few intervals.
#[test]
fn a_bulk_write_waits_for_a_long_log_to_be_restarted_and_no_longer_than_its_bound() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let svc = Service::open(&path).unwrap();
    let reader = holding_a_snapshot(&path);
    let bulk = Connection::open(&path).unwrap();
    bulk.execute_batch("CREATE TABLE bulk (b BLOB)").unwrap();
    for _ in 0..40 {
        bulk.execute("INSERT INTO bulk VALUES (randomblob(1048576))", [])
            .unwrap();
    }
    assert!(wal_size(&path) > RESTART_BYTES);
    // The checkpoint thread sees the long log at its next interval.
    std::thread::sleep(INTERVAL * 3);
    let held = Instant::now();
    svc.store().pace_bulk_write();
    let held = held.elapsed();
    assert!(
        held >= BULK_WAIT - INTERVAL && held < BULK_WAIT + 2 * INTERVAL,
        "a bulk write waited {held:?} while the log could not restart (bound {BULK_WAIT:?})"
    );
    reader.execute_batch("COMMIT").unwrap();
    let freed = Instant::now();
    svc.store().pace_bulk_write();
    let freed = freed.elapsed();
    assert!(
        freed < INTERVAL * 3,
        "a bulk write waited {freed:?} once the log could restart"
    );
}
