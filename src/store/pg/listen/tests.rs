use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::*;
use crate::store::Store;

/// Records what a listener tells its process.
struct Heard {
    wakes: parking_lot::Mutex<mpsc::Sender<Option<i64>>>,
    duties: parking_lot::Mutex<mpsc::Sender<bool>>,
}

fn heard() -> (
    Arc<Heard>,
    mpsc::Receiver<Option<i64>>,
    mpsc::Receiver<bool>,
) {
    let (wakes, woken) = mpsc::channel();
    let (duties, held) = mpsc::channel();
    let heard = Heard {
        wakes: parking_lot::Mutex::new(wakes),
        duties: parking_lot::Mutex::new(duties),
    };
    (Arc::new(heard), woken, held)
}

impl Listening for Heard {
    fn wake(&self, at: Option<i64>) {
        let _ = self.wakes.lock().send(at);
    }
    fn duties(&self, held: bool) {
        let _ = self.duties.lock().send(held);
    }
}

const WITHIN: Duration = Duration::from_secs(10);

/// Two processes' stores on one new database of the test server.
fn two_stores() -> Option<(Store, Store)> {
    let cluster = crate::store::pg::cluster::Cluster::shared()?;
    let url = cluster.database();
    Some((
        Store::open_postgres(&url).unwrap(),
        Store::open_postgres(&url).unwrap(),
    ))
}

#[test]
fn a_deadline_written_by_one_process_wakes_the_listener_of_another() {
    let Some((here, there)) = two_stores() else {
        return;
    };
    let (to, woken, _held) = heard();
    let _listener = here.listen(to).unwrap().expect("PostgreSQL listens");
    // Told once when it starts listening (something may have been missed before).
    assert_eq!(woken.recv_timeout(WITHIN), Ok(None));
    there
        .write(|db| crate::store::Store::announce_wake_in(db, Some(1234)))
        .unwrap();
    assert_eq!(woken.recv_timeout(WITHIN), Ok(Some(1234)));
    // Sent only when the write commits: a rolled-back write wakes nobody.
    let refused: Result<Result<(), ()>, _> = there.write_unless(|db| {
        crate::store::Store::announce_wake_in(db, Some(99))?;
        Ok(Err(()))
    });
    assert_eq!(refused.unwrap(), Err(()));
    there
        .write(|db| crate::store::Store::announce_wake_in(db, Some(5678)))
        .unwrap();
    assert_eq!(
        woken.recv_timeout(WITHIN),
        Ok(Some(5678)),
        "99 was never sent"
    );
}

#[test]
fn one_process_holds_the_duties_and_another_takes_them_when_it_stops() {
    let Some((a, b)) = two_stores() else {
        return;
    };
    let (to_a, _, held_a) = heard();
    let listener_a = a.listen(to_a).unwrap().unwrap();
    assert_eq!(held_a.recv_timeout(WITHIN), Ok(true));
    let (to_b, _, held_b) = heard();
    let _listener_b = b.listen(to_b).unwrap().unwrap();
    // b tries every second and does not get them while a lives.
    assert!(
        held_b.recv_timeout(3 * RETRY).is_err(),
        "two processes hold the duties"
    );
    let stopped = Instant::now();
    drop(listener_a);
    assert_eq!(
        held_a.recv_timeout(WITHIN),
        Ok(false),
        "a says it gave them up"
    );
    assert_eq!(held_b.recv_timeout(WITHIN), Ok(true), "b took them over");
    assert!(stopped.elapsed() < 4 * RETRY, "{:?}", stopped.elapsed());
}

#[test]
fn sqlite_has_no_listener() {
    let store = Store::open_in_memory().unwrap();
    let (to, _, _) = heard();
    assert!(store.listen(to).unwrap().is_none());
}
