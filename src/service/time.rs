//! The time source of every timing rule (deadlines, reminders, lapsing challenges), injected so
//! that tests move time by hand instead of sleeping.
//!
//! - [`SystemClock`]: the wall clock (production).
//! - [`FakeClock`]: a clock that only moves when told ([`FakeClock::advance`]); the console's
//!   `clock +2d` and the unit tests use it.
//! - [`SystemClock::shifted`]: the wall clock plus a fixed offset, for the end-to-end test only:
//!   `tabula run` reads `TABULA_TEST_CLOCK_OFFSET` (seconds, see [`CLOCK_OFFSET_VAR`]) and uses it
//!   so a test can stop the bot, "wait" three days and start it again. Production never sets it.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// The environment variable read by `tabula run` to shift its clock (end-to-end tests only).
pub const CLOCK_OFFSET_VAR: &str = "TABULA_TEST_CLOCK_OFFSET";

/// Where the service reads the time.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Unix seconds now.
    fn now(&self) -> i64;
}

/// The wall clock, optionally shifted by a fixed number of seconds.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock {
    offset: i64,
}

impl SystemClock {
    /// The wall clock `offset` seconds ahead (end-to-end tests: see [`CLOCK_OFFSET_VAR`]).
    pub fn shifted(offset: i64) -> SystemClock {
        SystemClock { offset }
    }
}

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
            .unwrap_or(0);
        secs.saturating_add(self.offset)
    }
}

/// A clock that stands still until moved. Clones share the same time.
#[derive(Clone, Debug)]
pub struct FakeClock {
    now: Arc<AtomicI64>,
}

impl FakeClock {
    /// A clock showing `now` (unix seconds).
    pub fn at(now: i64) -> FakeClock {
        FakeClock {
            now: Arc::new(AtomicI64::new(now)),
        }
    }

    /// Moves the clock forward by `seconds` (backward if negative).
    pub fn advance(&self, seconds: i64) {
        self.now.fetch_add(seconds, Ordering::SeqCst);
    }

    /// Sets the clock.
    pub fn set(&self, now: i64) {
        self.now.store(now, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.now.load(Ordering::SeqCst)
    }
}

/// A duration typed by a person: `90s`, `15m`, `2h`, `3d`, `1w`, combinations such as `2d4h`,
/// with an optional leading `+`. `None` for anything else (or zero).
pub fn parse_duration(text: &str) -> Option<i64> {
    let text = text.trim().trim_start_matches('+');
    let mut total: i64 = 0;
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: i64 = number.parse().ok()?;
        number.clear();
        let unit = match c.to_ascii_lowercase() {
            's' => 1,
            'm' => 60,
            'h' => 3_600,
            'd' | 'j' => 86_400,
            'w' => 7 * 86_400,
            _ => return None,
        };
        total = total.checked_add(n.checked_mul(unit)?)?;
    }
    if !number.is_empty() {
        return None;
    }
    (total > 0).then_some(total)
}

#[cfg(test)]
mod tests;
