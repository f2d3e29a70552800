//! The computer's searches run on threads of their own, cores − 1 of them (at least one), whose
//! scheduling priority is lowered (nice 10 on Unix).
//!
//! Why not tokio's blocking pool: a search keeps a core busy for up to its level's thinking
//! time (2 s for imperator), and people's commands (a move is about 2 ms of work: rules, SQLite,
//! drawing the board) are served on the same cores. A semaphore caps how many searches run, but
//! at equal priority the kernel still shares a core half and half between a search and a move,
//! which doubles the move's time under load. At a lower priority a search only takes what
//! people leave, and a move preempts it at once. The search itself is the service's
//! ([`crate::service::Service::answer`]): this only decides where it runs. Searches beyond the
//! threads wait their turn in arrival order.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};

use tracing::warn;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// The search threads, fed through one queue.
pub struct Searches {
    queue: Mutex<mpsc::Sender<Job>>,
}

/// The niceness of a search thread (0 is normal, 19 the lowest priority).
const NICENESS: i32 = 10;

impl Searches {
    /// Starts `threads` search threads (at least one).
    pub fn start(threads: usize) -> Searches {
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        for i in 0..threads.max(1) {
            let receiver = Arc::clone(&receiver);
            let spawned = std::thread::Builder::new()
                .name(format!("search-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        // The lock is held only while waiting for the next job.
                        let job = match receiver.lock() {
                            Ok(queue) => queue.recv(),
                            Err(poisoned) => poisoned.into_inner().recv(),
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return, // the bot is stopping
                        }
                    }
                });
            if let Err(e) = spawned {
                warn!("cannot start search thread {i}: {e}");
            }
        }
        Searches {
            queue: Mutex::new(sender),
        }
    }

    /// Runs `job` on a search thread and waits for its result; `None` if it could not run (no
    /// search thread, or it panicked).
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
            let _ = done.send(outcome.ok());
        });
        let sent = match self.queue.lock() {
            Ok(queue) => queue.send(job),
            Err(poisoned) => poisoned.into_inner().send(job),
        };
        sent.ok()?;
        result.await.ok().flatten()
    }
}

/// Lowers the calling thread's scheduling priority (Linux: per thread).
#[cfg(unix)]
pub fn lower_priority() {
    // SAFETY: setpriority only reads its integer arguments; `0` names the calling thread on
    // Linux (threads are scheduled entities with their own nice value there).
    let failed = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, NICENESS) } != 0;
    if failed {
        warn!(
            "cannot lower a thread's priority (a search or a sweep): {}",
            std::io::Error::last_os_error()
        );
    }
}

#[cfg(not(unix))]
pub fn lower_priority() {}

#[cfg(test)]
mod tests;
