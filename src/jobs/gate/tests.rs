use std::sync::atomic::AtomicUsize;

use super::*;

fn gate(permits: usize) -> Gate {
    let service = Arc::new(Service::in_memory().unwrap());
    Gate::new(service, permits, 1, Stop::new())
}

#[tokio::test]
async fn a_stopping_gate_starts_no_call() {
    let gate = gate(2);
    assert_eq!(gate.call(|_| 7).await.ok(), Some(7));
    gate.stop().stop();
    let ran = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&ran);
    let halted = gate.call(move |_| flag.store(true, Ordering::SeqCst)).await;
    assert!(matches!(halted, Err(Halt::Stopping)), "{halted:?}");
    let flag = Arc::clone(&ran);
    let halted = gate
        .behind_people(move |_| flag.store(true, Ordering::SeqCst))
        .await;
    assert!(matches!(halted, Err(Halt::Stopping)), "{halted:?}");
    assert!(!ran.load(Ordering::SeqCst), "a call ran after the stop");
    // A stop wakes whoever waits for it, and finds it set later too.
    gate.stop().wait().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn calls_and_sweeps_share_the_permits() {
    let gate = Arc::new(gate(1));
    let running = Arc::new(AtomicUsize::new(0));
    let most = Arc::new(AtomicUsize::new(0));
    let work = |running: Arc<AtomicUsize>, most: Arc<AtomicUsize>| {
        move |_: &Service| {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(20));
            running.fetch_sub(1, Ordering::SeqCst);
        }
    };
    let mut tasks = Vec::new();
    for i in 0..6 {
        let gate = Arc::clone(&gate);
        let work = work(Arc::clone(&running), Arc::clone(&most));
        tasks.push(tokio::spawn(async move {
            if i % 2 == 0 {
                gate.call(work).await.unwrap();
            } else {
                gate.behind_people(work).await.unwrap();
            }
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    assert_eq!(
        most.load(Ordering::SeqCst),
        1,
        "two calls ran under one permit"
    );
}

#[tokio::test]
async fn a_panic_is_a_halt_and_the_gate_still_serves() {
    let gate = gate(1);
    let crashed = gate.call(|_| -> u8 { panic!("a broken call") }).await;
    assert!(matches!(crashed, Err(Halt::Crashed(_))), "{crashed:?}");
    let crashed = gate
        .behind_people(|_| -> u8 { panic!("a broken sweep") })
        .await;
    assert!(matches!(crashed, Err(Halt::Crashed(_))), "{crashed:?}");
    assert_eq!(gate.search(|_| 3).await, Some(3));
    assert_eq!(gate.call(|_| 4).await.ok(), Some(4));
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn sweeps_run_at_a_lower_priority() {
    let gate = gate(1);
    // SAFETY: getpriority reads its integer arguments only.
    let nice = gate
        .behind_people(|_| unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) })
        .await
        .unwrap();
    let mine = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    assert!(nice > mine || mine == 19, "{nice} is not below {mine}");
}

#[tokio::test]
async fn draining_waits_for_what_is_running() {
    let gate = gate(1);
    let running = gate.running().await;
    assert!(!gate.drained(Duration::from_millis(50)).await);
    drop(running);
    assert!(gate.drained(Duration::from_millis(50)).await);
}
