//! The verdict of a soak against the targets of issue 35.

use super::sample::Row;
use super::*;

/// The largest the write-ahead log may be at any sample.
pub(crate) const WAL_LIMIT: u64 = 64 * 1024 * 1024;
/// How far the bot's resident memory may move from its value at the reference sample.
pub(crate) const RSS_DRIFT: f64 = 0.10;
/// The p99 of the last window may be this many times the first window's, and at most
/// [`P99_LIMIT`].
pub(crate) const P99_GROWTH: f64 = 1.5;
pub(crate) const P99_LIMIT: Duration = Duration::from_millis(50);

/// One target or check, met or not, and whether it decides the verdict.
#[derive(Debug)]
pub(crate) struct Check {
    pub(crate) what: String,
    pub(crate) met: bool,
    pub(crate) decides: bool,
}

/// The checks and the problems found.
#[derive(Debug)]
pub(crate) struct Verdict {
    pub(crate) checks: Vec<Check>,
    pub(crate) problems: Vec<String>,
}

/// When the reference memory is read: minute 5, or the middle of a run shorter than 10 minutes.
fn rss_reference(duration: Duration) -> Duration {
    Duration::from_secs(300).min(duration / 2)
}

/// How long the first and last latency windows are: 10 minutes, or half of a run shorter than
/// 20 minutes.
fn latency_window(duration: Duration) -> Duration {
    Duration::from_secs(600).min(duration / 2)
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / 1048576.0)
}

fn clock(at: Duration) -> String {
    format!("{}:{:02}", at.as_secs() / 60, at.as_secs() % 60)
}

impl Verdict {
    /// Judges a run: its rows, people's latencies (each with the time of the row that took it),
    /// how late each expired clock was ended, what the store check found and the other
    /// problems (refusals, errors logged, rules broken, clocks not ended).
    pub(crate) fn judge(
        settings: &Settings,
        rows: &[Row],
        latencies: &[(Duration, Duration)],
        lateness: &[f64],
        store: Vec<String>,
        problems: Vec<String>,
    ) -> Verdict {
        let strict = settings.strict;
        let mut checks = Vec::new();

        let largest = rows
            .iter()
            .filter_map(|r| r.wal.map(|w| (w, r.at)))
            .max_by_key(|(w, _)| *w);
        checks.push(Check {
            what: match largest {
                Some((wal, at)) => format!(
                    "WAL <= {} at every sample (largest {} at {})",
                    mib(WAL_LIMIT),
                    mib(wal),
                    clock(at)
                ),
                None => "WAL <= 64 MiB at every sample (its size could not be read)".into(),
            },
            met: largest.is_some_and(|(wal, _)| wal <= WAL_LIMIT),
            decides: true,
        });

        let reference = rss_reference(settings.duration);
        let from = rows.iter().position(|r| r.at >= reference);
        let rss_check = from.and_then(|i| {
            let base = rows[i].rss? as f64;
            let (low, high) = rows[i..]
                .iter()
                .filter_map(|r| r.rss)
                .fold((f64::MAX, 0.0f64), |(lo, hi), v| {
                    (lo.min(v as f64), hi.max(v as f64))
                });
            Some((base, low, high))
        });
        checks.push(Check {
            what: match rss_check {
                Some((base, low, high)) => format!(
                    "RSS within ±{:.0}% of its value at {} ({}): {} to {} since ({:+.1}% / {:+.1}%)",
                    RSS_DRIFT * 100.0,
                    clock(reference),
                    mib(base as u64),
                    mib(low as u64),
                    mib(high as u64),
                    (low / base - 1.0) * 100.0,
                    (high / base - 1.0) * 100.0
                ),
                None => "RSS: no sample at the reference time".into(),
            },
            met: rss_check.is_some_and(|(base, low, high)| {
                low >= base * (1.0 - RSS_DRIFT) && high <= base * (1.0 + RSS_DRIFT)
            }),
            decides: strict,
        });

        let window = latency_window(settings.duration);
        let end = rows.last().map_or(settings.duration, |r| r.at);
        let p99_of = |keep: &dyn Fn(Duration) -> bool| {
            let mut of: Vec<Duration> = latencies
                .iter()
                .filter(|(at, _)| keep(*at))
                .map(|(_, l)| *l)
                .collect();
            of.sort();
            (percentile(&of, 99.0), of.len())
        };
        let (first, n_first) = p99_of(&|at| at <= window);
        let (last, n_last) = p99_of(&|at| at + window > end);
        checks.push(Check {
            what: format!(
                "p99 of the last {} ({}, {n_last} moves) within {P99_GROWTH}x of the first {}'s ({}, {n_first} moves) and <= {}",
                clock(window),
                ms(last),
                clock(window),
                ms(first),
                ms(P99_LIMIT)
            ),
            met: n_first > 0
                && n_last > 0
                && last.as_secs_f64() <= first.as_secs_f64() * P99_GROWTH
                && last <= P99_LIMIT,
            decides: strict,
        });

        // The slots start over the first game's length and end before the run does: only the
        // rows in between count.
        let offered = settings.rate;
        let game = slots::game_length(settings);
        let winding_down = settings.duration.saturating_sub(game);
        let full: Vec<f64> = rows
            .iter()
            .filter(|r| r.at > game + settings.every && r.at <= winding_down)
            .map(|r| r.rate)
            .collect();
        let served = full.iter().sum::<f64>() / full.len().max(1) as f64;
        checks.push(Check {
            what: format!(
                "people's moves answered {served:.0}/s on average of {offered:.0}/s offered (>= 95%)"
            ),
            met: served >= offered * 0.95,
            decides: false,
        });

        let worst = lateness.iter().copied().fold(f64::MIN, f64::max);
        checks.push(Check {
            what: if lateness.is_empty() {
                "clocks: none expired during the run".into()
            } else {
                format!(
                    "clocks: {} expired, each loss on time posted once, the latest {worst:.1} s after its deadline (<= {} s)",
                    lateness.len(),
                    GRACE.as_secs()
                )
            },
            met: !lateness.is_empty()
                && !problems.iter().any(|p| p.contains("loss on time")),
            decides: true,
        });

        let stored = rows.last().map_or(0, |r| r.acknowledged);
        checks.push(Check {
            what: if store.is_empty() {
                format!("store: every acknowledged move stored once, in order, every game replays ({stored} moves)")
            } else {
                format!("store: {} problems", store.len())
            },
            met: store.is_empty(),
            decides: true,
        });
        checks.push(Check {
            what: if problems.is_empty() {
                "no move refused, no error logged, no Discord rule broken".into()
            } else {
                format!(
                    "{} problems (refusals, errors logged, rules broken, clocks)",
                    problems.len()
                )
            },
            met: problems.is_empty(),
            decides: true,
        });
        let mut all = store;
        all.extend(problems);
        Verdict {
            checks,
            problems: all,
        }
    }

    /// Whether every check that decides was met.
    pub(crate) fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.met || !c.decides)
    }

    /// The checks that decide and were missed.
    pub(crate) fn missed(&self) -> Vec<&str> {
        self.checks
            .iter()
            .filter(|c| c.decides && !c.met)
            .map(|c| c.what.as_str())
            .collect()
    }

    pub(crate) fn print(&self) {
        println!("verdict:");
        for c in &self.checks {
            let mark = match (c.met, c.decides) {
                (true, _) => "met   ",
                (false, true) => "MISSED",
                (false, false) => "missed",
            };
            let reported = if c.decides { "" } else { " (reported only)" };
            println!("  {mark}  {}{reported}", c.what);
        }
        for p in self.problems.iter().take(50) {
            println!("  problem: {p}");
        }
        println!("{}", if self.passed() { "PASSED" } else { "FAILED" });
    }
}
