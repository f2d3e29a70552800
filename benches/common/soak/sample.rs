//! The rows: what the bot and its database weigh, every few seconds.

use super::*;

use super::super::players::measure::{open_fds, rss, sqlite_sizes, thread_count};

pub(crate) const HEADER: &str =
    "  elapsed |  WAL MiB |   DB MiB | DB B/move |  RSS MiB |  fds | threads | moves/s |  p50 ms |  p99 ms | acknowledged /   stored";

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
    /// The bytes of the database's rows and indexes: SQLite's pages in use (the log's
    /// included, free pages not), PostgreSQL's `pg_database_size`.
    pub(crate) used: Option<u64>,
    /// The growth of [`Row::used`] since the previous row, in bytes per people's move stored
    /// since (set by [`Row::after`]).
    pub(crate) growth: Option<f64>,
}

impl Row {
    /// This row, with its growth per move since `previous`.
    pub(crate) fn after(mut self, previous: Option<&Row>) -> Row {
        self.growth = previous.and_then(|p| growth_per_move(p, &self));
        self
    }
}

/// The database's growth from row `from` to row `to` ([`Row::used`]: SQLite's file grows only
/// as checkpoints copy the log into it), in bytes per people's move stored between them.
pub(crate) fn growth_per_move(from: &Row, to: &Row) -> Option<f64> {
    let grown = to.used? as f64 - from.used? as f64;
    let moves = to.stored?.checked_sub(from.stored?)?;
    (moves > 0).then(|| grown / moves as f64)
}

/// The growth per move over the first and the second half of the run's rows: how much the
/// database keeps of each move once what it forgets is being forgotten.
pub(crate) fn growth_lines(rows: &[Row]) -> Vec<String> {
    if rows.len() < 3 {
        return Vec::new();
    }
    let (first, middle, last) = (&rows[0], &rows[rows.len() / 2], &rows[rows.len() - 1]);
    let line = |from: &Row, to: &Row| match growth_per_move(from, to) {
        Some(bytes) => format!(
            "{bytes:.0} bytes a move ({:.1} MiB over {} moves, {} to {})",
            (to.used.unwrap_or(0) as f64 - from.used.unwrap_or(0) as f64) / 1048576.0,
            to.stored.unwrap_or(0) - from.stored.unwrap_or(0),
            clock(from.at),
            clock(to.at),
        ),
        None => "?".to_string(),
    };
    vec![
        format!("database growth, first half:  {}", line(first, middle)),
        format!("database growth, second half: {}", line(middle, last)),
    ]
}

fn clock(at: Duration) -> String {
    format!("{}:{:02}", at.as_secs() / 60, at.as_secs() % 60)
}

impl std::fmt::Display for Row {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mib = |b: Option<u64>| b.map_or("?".into(), |b| format!("{:.1}", b as f64 / 1048576.0));
        let count = |n: Option<usize>| n.map_or("?".into(), |n| n.to_string());
        let secs = self.at.as_secs();
        write!(
            f,
            "  {:>4}:{:02} | {:>8} | {:>8} | {:>9} | {:>8} | {:>4} | {:>7} | {:>7.0} | {:>7.1} | {:>7.1} | {:>12} / {:>8}",
            secs / 60,
            secs % 60,
            mib(self.wal),
            mib(self.database),
            self.growth.map_or("?".into(), |g| format!("{g:.0}")),
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
    /// People's games below this id have ended, and their moves are counted in `settled`: a
    /// sample counts only the moves of the games from here on. Counting every move at every
    /// sample read the whole history each time (716,000 moves in the last minutes of an hour's
    /// run), a load of the harness's own that grew with the run and lengthened the moves'
    /// tail it measures.
    settled_below: i64,
    settled: u64,
    /// The highest game id at the previous sample: games up to it were committed then, so none
    /// of them can still appear below a later watermark.
    seen_max: i64,
}

/// The moves of people's games with ids from `$3` (and below `$4`): the actions of the games
/// in people's channels. The parameters are numbered in the order they first appear, which is
/// how SQLite binds them.
const STORED_FROM: &str = "SELECT count(*) FROM actions a JOIN games g ON g.id = a.game_id \
     WHERE a.kind IN ('move', 'chance') AND g.channel >= $1 AND g.channel < $2 AND g.id >= $3";
const STORED_BETWEEN: &str = "SELECT count(*) FROM actions a JOIN games g ON g.id = a.game_id \
     WHERE a.kind IN ('move', 'chance') AND g.channel >= $1 AND g.channel < $2 AND g.id >= $3 \
     AND g.id < $4";
/// The first people's game from `$3` that may still change: open, or changed in the last
/// minute (`$4`: unix seconds a minute ago), or created since the previous sample (`$5`).
const FIRST_OPEN: &str = "SELECT min(id) FROM games WHERE channel >= $1 AND channel < $2 \
     AND id >= $3 AND (status IN ('challenge', 'active') OR updated_at >= $4 OR id > $5)";
const LAST_ID: &str = "SELECT coalesce(max(id), 0) FROM games WHERE channel >= $1 AND channel < $2";

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
            settled_below: 0,
            settled: 0,
            seen_max: 0,
        }
    }

    /// SQLite's pages in use, in bytes (a read-only connection of its own, which sees the log).
    fn sqlite_used(&self) -> Option<u64> {
        let db = rusqlite::Connection::open_with_flags(
            &self.database,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )
        .ok()?;
        db.busy_timeout(Duration::from_secs(5)).ok()?;
        let pragma = |name: &str| -> Option<i64> {
            db.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))
                .ok()
        };
        let used = (pragma("page_count")? - pragma("freelist_count")?) * pragma("page_size")?;
        u64::try_from(used).ok()
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

    /// People's moves stored so far: those of the games settled at earlier samples, and those
    /// of the games from the watermark on, which then moves up to the first game that may still
    /// change. SQLite: a connection of its own, opened and closed here, so that it holds no
    /// snapshot of the log between rows.
    fn stored(&mut self) -> Option<u64> {
        let (from, to) = (FIRST_CHANNEL.to_string(), COMPUTER_CHANNELS.to_string());
        let sqlite = match self.postgres {
            Some(_) => None,
            None => {
                let db = rusqlite::Connection::open_with_flags(
                    &self.database,
                    rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
                )
                .ok()?;
                db.busy_timeout(Duration::from_secs(5)).ok()?;
                Some(db)
            }
        };
        // One number from `sql`, given people's channels and then `ids`.
        let mut ask = |sql: &str, ids: &[i64]| -> Option<Option<i64>> {
            match (&mut self.postgres, &sqlite) {
                (Some(client), _) => {
                    let mut args: Vec<&(dyn postgres::types::ToSql + Sync)> = vec![&from, &to];
                    args.extend(
                        ids.iter()
                            .map(|id| id as &(dyn postgres::types::ToSql + Sync)),
                    );
                    client.query_one(sql, &args).ok().map(|r| r.get(0))
                }
                (None, Some(db)) => {
                    let mut args: Vec<&dyn rusqlite::ToSql> = vec![&from, &to];
                    args.extend(ids.iter().map(|id| id as &dyn rusqlite::ToSql));
                    db.query_row(sql, args.as_slice(), |r| r.get(0)).ok()
                }
                (None, None) => None,
            }
        };
        let below = self.settled_below;
        let recent = unix_now() as i64 - 60;
        let fresh = ask(STORED_FROM, &[below])??;
        let first_open = ask(FIRST_OPEN, &[below, recent, self.seen_max])?;
        let last = ask(LAST_ID, &[])??;
        let stored = self.settled + u64::try_from(fresh).ok()?;
        // The games from the watermark to the first that may still change have ended: their
        // moves are counted once more, and then kept.
        let settled = first_open
            .filter(|first| *first > below)
            .and_then(|first| Some((first, ask(STORED_BETWEEN, &[below, first])??)));
        if let Some((first, n)) = settled {
            self.settled += u64::try_from(n).ok()?;
            self.settled_below = first;
        }
        self.seen_max = last;
        Some(stored)
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
        let used = match self.postgres {
            Some(_) => database,
            None => self.sqlite_used(),
        };
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
            used,
            growth: None,
        }
    }
}
