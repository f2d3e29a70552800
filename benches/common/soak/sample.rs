//! The rows: what the bot and its database weigh, every few seconds.

use super::*;

use super::super::players::measure::{open_fds, rss, sqlite_sizes, thread_count};

pub(crate) const HEADER: &str =
    "  elapsed |  WAL MiB |   DB MiB |  RSS MiB |  fds | threads | moves/s |  p50 ms |  p99 ms | acknowledged /   stored";

/// One sample.
#[derive(Clone, Debug)]
pub(crate) struct Row {
    pub(crate) at: Duration,
    pub(crate) wal: Option<u64>,
    pub(crate) database: Option<u64>,
    pub(crate) rss: Option<u64>,
    pub(crate) fds: Option<usize>,
    pub(crate) threads: Option<usize>,
    /// People's moves answered in the interval, per second.
    pub(crate) rate: f64,
    pub(crate) p50: Duration,
    pub(crate) p99: Duration,
    /// People's moves acknowledged so far, and stored so far (read after).
    pub(crate) acknowledged: usize,
    pub(crate) stored: Option<u64>,
}

impl std::fmt::Display for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |b: Option<u64>| b.map_or("?".into(), |b| format!("{:.1}", b as f64 / 1048576.0));
        let count = |n: Option<usize>| n.map_or("?".into(), |n| n.to_string());
        let secs = self.at.as_secs();
        write!(
            f,
            "  {:>4}:{:02} | {:>8} | {:>8} | {:>8} | {:>4} | {:>7} | {:>7.0} | {:>7.1} | {:>7.1} | {:>12} / {:>8}",
            secs / 60,
            secs % 60,
            mib(self.wal),
            mib(self.database),
            mib(self.rss),
            count(self.fds),
            count(self.threads),
            self.rate,
            self.p50.as_secs_f64() * 1e3,
            self.p99.as_secs_f64() * 1e3,
            self.acknowledged,
            self.stored.map_or("?".into(), |n| n.to_string()),
        )
    }
}

/// Reads the sizes and counts of a row.
pub(crate) struct Probe {
    database: PathBuf,
    postgres: Option<postgres::Client>,
    pid: u32,
}

/// People's moves stored so far: the actions of the games in people's channels.
const STORED: &str = "SELECT count(*) FROM actions a JOIN games g ON g.id = a.game_id \
     WHERE a.kind IN ('move', 'chance') AND g.channel >= $1 AND g.channel < $2";

impl Probe {
    /// `database`: a SQLite file's path, or a PostgreSQL URL; `pid`: the bot's.
    pub(crate) fn new(database: &Path, pid: u32) -> Probe {
        let postgres = database
            .to_str()
            .filter(|d| tabula::store::pg::is_url(d))
            .map(|url| {
                postgres::Client::connect(url, postgres::NoTls).expect("the database answers")
            });
        Probe {
            database: database.to_path_buf(),
            postgres,
            pid,
        }
    }

    /// (database, write-ahead log) in bytes.
    fn sizes(&mut self) -> (Option<u64>, Option<u64>) {
        match &mut self.postgres {
            None => {
                let (db, wal) = sqlite_sizes(&self.database);
                (Some(db), Some(wal))
            }
            Some(client) => {
                let size = |sql: &str, client: &mut postgres::Client| {
                    client
                        .query_one(sql, &[])
                        .ok()
                        .and_then(|r| u64::try_from(r.get::<_, i64>(0)).ok())
                };
                (
                    size("SELECT pg_database_size(current_database())", client),
                    size(
                        "SELECT coalesce(sum(size), 0)::bigint FROM pg_ls_waldir()",
                        client,
                    ),
                )
            }
        }
    }

    /// People's moves stored so far. SQLite: a connection of its own, opened and closed here, so
    /// that it holds no snapshot of the log between rows.
    fn stored(&mut self) -> Option<u64> {
        let (from, to) = (FIRST_CHANNEL.to_string(), COMPUTER_CHANNELS.to_string());
        let count = match &mut self.postgres {
            Some(client) => client
                .query_one(STORED, &[&from, &to])
                .ok()
                .map(|r| r.get::<_, i64>(0)),
            None => rusqlite::Connection::open_with_flags(
                &self.database,
                rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
            )
            .and_then(|db| {
                db.busy_timeout(Duration::from_secs(5))?;
                db.query_row(STORED, [&from, &to], |r| r.get::<_, i64>(0))
            })
            .ok(),
        };
        count.and_then(|n| u64::try_from(n).ok())
    }

    /// The row at `at`, with the latencies of the `every` that ended then.
    pub(crate) fn row(
        &mut self,
        at: Duration,
        every: Duration,
        mut latencies: Vec<Duration>,
        acknowledged: usize,
    ) -> Row {
        latencies.sort();
        let (database, wal) = self.sizes();
        Row {
            at,
            wal,
            database,
            rss: rss(self.pid),
            fds: open_fds(self.pid),
            threads: thread_count(self.pid),
            rate: latencies.len() as f64 / every.as_secs_f64(),
            p50: percentile(&latencies, 50.0),
            p99: percentile(&latencies, 99.0),
            acknowledged,
            stored: self.stored(),
        }
    }
}
