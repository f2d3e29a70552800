//! What the benches measure besides latencies: the bot's CPU time, threads, open files and memory
//! from `/proc` (Linux only), the database's files, percentiles, and the timeline.

use super::people::Table;
use super::*;

/// A `kB` field of `/proc/<pid>/status` (`VmHWM`, `VmRSS`), in bytes (Linux only).
fn status_bytes(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status
        .lines()
        .find(|l| l.strip_prefix(field).is_some_and(|r| r.starts_with(':')))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The peak resident memory of a process (`VmHWM`), from `/proc` (Linux only).
pub(crate) fn peak_rss(pid: u32) -> Option<u64> {
    status_bytes(pid, "VmHWM")
}

/// The resident memory of a process now (`VmRSS`), from `/proc` (Linux only).
pub(crate) fn rss(pid: u32) -> Option<u64> {
    status_bytes(pid, "VmRSS")
}

/// How many files (sockets, the database's files…) a process has open, from `/proc/<pid>/fd`
/// (Linux only).
pub(crate) fn open_fds(pid: u32) -> Option<usize> {
    Some(std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?.count())
}

/// Moves sent and worst latency per 250 ms window (`TABULA_LOAD_TIMELINE=1`): shows whether
/// slow answers are spread out or come in stalls.
pub(crate) fn timeline(tables: &[Table], start: Instant) {
    let window = Duration::from_millis(250);
    let mut windows: Vec<(usize, Duration)> = Vec::new();
    for t in tables {
        for (sent, latency) in t.sent_at.iter().zip(&t.latencies) {
            let i =
                (sent.saturating_duration_since(start).as_millis() / window.as_millis()) as usize;
            if windows.len() <= i {
                windows.resize(i + 1, (0, Duration::ZERO));
            }
            windows[i].0 += 1;
            windows[i].1 = windows[i].1.max(*latency);
        }
    }
    for (i, (count, worst)) in windows.iter().enumerate() {
        println!(
            "  {:>6} ms: {count:>5} moves sent, worst {}",
            i * 250,
            ms(*worst)
        );
    }
}

/// How many threads a process has now, from `/proc` (Linux only).
pub(crate) fn thread_count(pid: u32) -> Option<usize> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
}

/// CPU time (user + system) a process used so far, from `/proc` (Linux only).
pub(crate) fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is in parentheses and may contain spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux reports clock ticks of 1/100 s on every common configuration.
    Some(Duration::from_millis(ticks * 10))
}

pub(crate) fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub(crate) fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Bytes of a SQLite database file and of its write-ahead log (`-wal`; 0 where there is none).
pub(crate) fn sqlite_sizes(database: &Path) -> (u64, u64) {
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    let mut wal = database.as_os_str().to_owned();
    wal.push("-wal");
    (size(database), size(Path::new(&wal)))
}

pub(crate) fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}
