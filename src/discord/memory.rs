//! Keeping the bot's memory where it was in its first minutes, for months.
//!
//! The bot's own data stays small and bounded (a soak's heap profile peaks at about 21 MiB of
//! live bytes, see `docs/reliability.md` §6); what grew over an hour of play was glibc's
//! allocator around it (`/proc/<pid>/smaps`: the arenas' maps, nothing else). By default glibc
//! gives every new thread an arena of its own, up to eight per core, and each arena keeps the
//! pages its freed blocks lie on; its threshold for mapping a large block on its own rises to
//! the largest block freed so far, after which the board pictures' buffers are carved from the
//! arenas too. So the resident memory followed the busiest moment the bot had seen (the most
//! blocking threads, store connections and searches at once) and stayed there. Three settings,
//! made by [`hold_steady`] before any thread starts:
//! - [`ARENAS_PER_CORE`] arena per core instead of eight: threads share them, so there are no
//!   more arenas than can be busy at once, whatever the number of threads;
//! - a fixed mapping threshold of 128 KiB (glibc's starting value): larger blocks (a board's
//!   pixels, a PNG being encoded) are mapped on their own and unmapped when freed;
//! - after a burst, the free space left in the arenas goes back to the system: every
//!   [`TRIM_EVERY`], when the arenas hold more than [`TRIM_ABOVE`] free, `malloc_trim(0)`
//!   hands back every whole free page of every arena (since glibc 2.8 also those inside an
//!   arena, not just at its top). Under steady play the arenas hold 1.5–3 MiB free, taken again
//!   within seconds: trimming that every 30 s only made the resident size a saw-tooth
//!   (3 MiB down at each trim, back 10 s later, in a soak of each store) and cost page faults.
//!
//! Only with glibc (Linux `gnu` targets); other allocators and systems keep their own policy.

use std::time::Duration;

/// glibc arenas per core (glibc's default on 64-bit systems is eight).
pub const ARENAS_PER_CORE: usize = 1;

/// How often the arenas' free space is looked at (`mallinfo2`, which walks each arena once,
/// holding one arena's lock at a time).
pub const TRIM_EVERY: Duration = Duration::from_secs(30);

/// Free space in the arenas above which it is handed back to the system.
pub const TRIM_ABOVE: usize = 8 * 1024 * 1024;

/// Sets the allocator's arena limit and mapping threshold, and starts the thread that trims it
/// every [`TRIM_EVERY`]. Call once, first in `main`, before any thread starts: until the limit
/// is set glibc gives each new thread a new arena. Returns whether glibc took both settings
/// (always `false` on other targets).
pub fn hold_steady() -> bool {
    imp::hold_steady()
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod imp {
    use super::{ARENAS_PER_CORE, TRIM_ABOVE, TRIM_EVERY};

    /// Blocks from this size are mapped on their own and unmapped when freed (glibc's
    /// starting value, kept fixed).
    const MMAP_THRESHOLD: libc::c_int = 128 * 1024;

    pub(super) fn hold_steady() -> bool {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        let arenas = libc::c_int::try_from(cores * ARENAS_PER_CORE).unwrap_or(libc::c_int::MAX);
        // SAFETY: `mallopt` only sets a parameter of the allocator, which takes its own lock.
        let limited = unsafe { libc::mallopt(libc::M_ARENA_MAX, arenas) } == 1;
        // SAFETY: as above. A fixed threshold also turns off glibc's sliding one, which rises
        // to the largest block freed so far (up to 32 MiB), after which the board pictures'
        // buffers stay in the arenas, where a live block can pin them, instead of going back
        // to the system the moment they are freed.
        let fixed = unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) } == 1;
        let started = std::thread::Builder::new()
            .name("tabula-trim".into())
            .spawn(|| loop {
                std::thread::sleep(TRIM_EVERY);
                if free_in_arenas() > TRIM_ABOVE {
                    trim();
                }
            });
        if let Err(e) = started {
            // Before the logs are set up: straight to stderr, where they go too.
            eprintln!("cannot start the thread that returns free memory: {e}");
        }
        limited && fixed
    }

    /// The bytes the arenas hold free (in blocks of any size, and at their tops).
    pub(super) fn free_in_arenas() -> usize {
        // SAFETY: `mallinfo2` takes each arena's lock itself and returns a plain struct.
        let info = unsafe { libc::mallinfo2() };
        info.fordblks
    }

    /// Returns every whole free page of every arena to the system; `true` if any was.
    pub(super) fn trim() -> bool {
        // SAFETY: `malloc_trim` takes each arena's lock itself; 0 keeps no pad at the top.
        unsafe { libc::malloc_trim(0) == 1 }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
mod imp {
    pub(super) fn hold_steady() -> bool {
        false
    }
}

#[cfg(all(test, target_os = "linux", target_env = "gnu"))]
mod tests;
