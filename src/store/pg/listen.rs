//! What a process learns from PostgreSQL outside its own calls: the wake-ups of its clock
//! scheduler (`LISTEN`) and whether it holds the bot's duties (an advisory lock).
//!
//! One thread per process keeps one connection of its own, apart from the pool:
//! - it `LISTEN`s on [`WAKE_CHANNEL`], where every write that gives a game a deadline or
//!   reminder sends its time (`Store::announce_wake_in`, delivered when the write commits): a
//!   process whose scheduler sleeps past that time wakes, even when another host set it;
//! - it holds [`DUTY_LOCK`], a session-level advisory lock, when no other process does: the
//!   holder is the one process that does what is done once per bot (registering the slash
//!   commands, the games outside any guild). The lock lives as long as the session: a process
//!   that dies (`kill -9`, a host lost) drops it with its connection, and another process's
//!   listener takes it at its next try, within [`RETRY`]. The session asks the server to probe
//!   its socket ([`SERVER_KEEPALIVE`]), so a host cut off from the database loses the lock in
//!   seconds rather than at the server's default two hours.
//!
//! When the connection breaks (the database restarted, the link cut), the duties are given up at
//! once and the thread connects again every [`RETRY`]; after each reconnection the scheduler is
//! woken once (a notification may have been missed meanwhile).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use postgres::fallible_iterator::FallibleIterator;

use super::error_line;

/// The channel of the clock's wake-ups; a notification's payload is a unix time in seconds.
pub const WAKE_CHANNEL: &str = "tabula_wake";
/// The session-level advisory lock whose holder does the bot's once-per-bot duties.
pub const DUTY_LOCK: i64 = 0x7461_6275_6C61_0003;
/// How often the listener tries the duty lock, checks its connection, and reconnects.
pub const RETRY: Duration = Duration::from_secs(1);
/// The server-side TCP probing asked of the listener's session (`tcp_keepalives_*`,
/// `tcp_user_timeout`): the server drops a session whose host stopped answering, and with it
/// the duty lock, after about this long.
pub const SERVER_KEEPALIVE: Duration = Duration::from_secs(6);

/// What the listener tells its process.
pub trait Listening: Send + Sync + 'static {
    /// A game's deadline or reminder is now at `at` (unix seconds); `None`: something may have
    /// been missed (after a reconnection), look again.
    fn wake(&self, at: Option<i64>);
    /// This process now holds the bot's duties (`true`) or has lost them (`false`).
    fn duties(&self, held: bool);
}

/// The listener thread's handle: it stops when this is dropped.
pub struct Listener {
    stop: Arc<AtomicBool>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Starts the listener of `config`'s database on a thread of its own.
pub(super) fn start(
    config: postgres::Config,
    shown: String,
    secrets: super::Secrets,
    to: Arc<dyn Listening>,
) -> std::io::Result<Listener> {
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    std::thread::Builder::new()
        .name("tabula-listen".to_string())
        .spawn(move || run(&config, &shown, &secrets, &*to, &stopped))?;
    Ok(Listener { stop })
}

fn run(
    config: &postgres::Config,
    shown: &str,
    secrets: &super::Secrets,
    to: &dyn Listening,
    stop: &AtomicBool,
) {
    let mut told_down = false;
    while !stop.load(Ordering::Relaxed) {
        match session(config, to, stop) {
            Ok(()) => return,
            Err(e) => {
                if !told_down {
                    let e = secrets.hide(&e.to_string());
                    tracing::warn!("PostgreSQL listener on {shown}: {e}; connecting again");
                    told_down = true;
                }
            }
        }
        std::thread::sleep(RETRY);
    }
}

/// One session: listens and tries the duty lock until the connection fails (`Err`) or the
/// process stops (`Ok`). The duties are given up when it ends.
fn session(config: &postgres::Config, to: &dyn Listening, stop: &AtomicBool) -> Result<(), String> {
    let mut client = config
        .connect(postgres::NoTls)
        .map_err(|e| error_line(&e))?;
    let probe = SERVER_KEEPALIVE.as_secs() / 3;
    client
        .batch_execute(&format!(
            "SET tcp_keepalives_idle = {probe}; SET tcp_keepalives_interval = {probe}; \
             SET tcp_keepalives_count = 2; SET tcp_user_timeout = {}; LISTEN {WAKE_CHANNEL}",
            SERVER_KEEPALIVE.as_millis()
        ))
        .map_err(|e| error_line(&e))?;
    tracing::info!("listening for the clock's wake-ups");
    to.wake(None);
    let mut held = false;
    let ended = (|| {
        while !stop.load(Ordering::Relaxed) {
            if !held {
                let row = client
                    .query_one("SELECT pg_try_advisory_lock($1)", &[&DUTY_LOCK])
                    .map_err(|e| error_line(&e))?;
                if row.get::<_, bool>(0) {
                    held = true;
                    tracing::info!("this process holds the bot's duties");
                    to.duties(true);
                }
            } else {
                // A round trip: a cut link shows here (within the client's TCP time-outs).
                client.simple_query("").map_err(|e| error_line(&e))?;
            }
            let mut notifications = client.notifications();
            let mut wakes = notifications.timeout_iter(RETRY);
            while let Some(notification) = wakes.next().map_err(|e| error_line(&e))? {
                if notification.channel() == WAKE_CHANNEL {
                    to.wake(notification.payload().parse().ok());
                }
            }
        }
        Ok(())
    })();
    if held {
        tracing::warn!("this process gave up the bot's duties");
        to.duties(false);
    }
    ended
}

#[cfg(test)]
mod tests;
