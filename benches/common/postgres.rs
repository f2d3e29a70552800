//! The store a bench measures (`--store sqlite|postgres|both`, both by default) and the
//! PostgreSQL server it measures on: a private one (`Cluster`, from the machine's server
//! programs, on a free port of 127.0.0.1, reached over TCP as another host would be), run with
//! the settings an operator would run (`fsync` and `full_page_writes` on, unlike the tests'
//! throwaway servers) and `--synchronous-commit off|on` (`off` by default: see `docs/scaling.md`
//! and the README for what it means and why an operator sets it). `--postgres-url URL` (or
//! `TABULA_BENCH_POSTGRES`) measures on a server of your own instead, in a database the bench
//! may fill (it is not emptied); `--postgres-setting name=value` (repeatable) adds a setting to
//! the private server's.
#![allow(dead_code)] // `store` and `e2e_load` use it; the other benches sharing `common` do not

use std::time::Duration;

use tabula::store::pg::cluster::{server_programs, Cluster};

/// Which stores a run measures.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stores {
    Sqlite,
    Postgres,
    Both,
}

impl Stores {
    pub fn sqlite(self) -> bool {
        self != Stores::Postgres
    }

    pub fn postgres(self) -> bool {
        self != Stores::Sqlite
    }
}

/// `--store`, `--synchronous-commit` and `--postgres-url` from the command line.
pub fn store_args() -> (Stores, String) {
    let mut stores = Stores::Both;
    let mut commit = "off".to_string();
    if let Some(url) = std::env::args()
        .skip_while(|a| a != "--postgres-url")
        .nth(1)
    {
        std::env::set_var("TABULA_BENCH_POSTGRES", url);
    }
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--store" => {
                stores = match pair[1].as_str() {
                    "sqlite" => Stores::Sqlite,
                    "postgres" => Stores::Postgres,
                    "both" => Stores::Both,
                    other => panic!("--store sqlite|postgres|both, not {other}"),
                }
            }
            "--synchronous-commit" => {
                commit = match pair[1].as_str() {
                    "on" | "off" => pair[1].clone(),
                    other => panic!("--synchronous-commit on|off, not {other}"),
                }
            }
            _ => {}
        }
    }
    (stores, commit)
}

/// A private PostgreSQL server with one database, `bench`.
pub struct Server {
    /// The bench's own server (`None`: the one `TABULA_BENCH_POSTGRES` names).
    pub cluster: Option<Cluster>,
    pub url: String,
    port: u16,
    /// How it runs (see [`Server::describe`]), asked once at start.
    described: String,
}

impl Server {
    /// How the server runs, as it said itself at start, for the bench's output.
    pub fn describe(&self) -> &str {
        &self.described
    }

    fn ask(&mut self) {
        let shown = postgres::Client::connect(&self.url, postgres::NoTls)
            .and_then(|mut c| {
                c.query_one(
                    "SELECT current_setting('server_version'), current_setting('fsync'), \
                     current_setting('full_page_writes'), current_setting('synchronous_commit'), \
                     current_setting('max_wal_size')",
                    &[],
                )
            })
            .map(|r| {
                format!(
                    "{}; fsync {}, full_page_writes {}, synchronous_commit {}, max_wal_size {}",
                    r.get::<_, String>(0),
                    r.get::<_, String>(1),
                    r.get::<_, String>(2),
                    r.get::<_, String>(3),
                    r.get::<_, String>(4)
                )
            })
            .unwrap_or_else(|e| e.to_string());
        self.described = format!("PostgreSQL over TCP on 127.0.0.1 ({shown})");
    }

    /// CPU time (user + system) the server's processes used so far: the postmaster (the
    /// process started with this port), its children now alive, and those that have ended
    /// (the postmaster's `cutime` and `cstime`: a bot's connections close when it stops, and
    /// their time would otherwise drop out of a later sample; Linux only).
    pub fn cpu_time(&self) -> Option<Duration> {
        let port = format!("-p\0{}\0", self.port);
        let mut postmaster = None;
        let mut all = Vec::new();
        for entry in std::fs::read_dir("/proc").ok()?.flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
                continue;
            };
            let Some((_, rest)) = stat.rsplit_once(')') else {
                continue;
            };
            let fields: Vec<&str> = rest.split_whitespace().collect();
            let (Some(ppid), Some(user), Some(system)) = (
                fields.get(1).and_then(|v| v.parse::<u32>().ok()),
                fields.get(11).and_then(|v| v.parse::<u64>().ok()),
                fields.get(12).and_then(|v| v.parse::<u64>().ok()),
            ) else {
                continue;
            };
            let mut ticks = user + system;
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            if String::from_utf8_lossy(&cmdline).contains(&port) {
                postmaster = Some(pid);
                ticks += fields
                    .get(13..15)
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|v| v.parse::<u64>().ok())
                    .sum::<u64>();
            }
            all.push((pid, ppid, ticks));
        }
        let postmaster = postmaster?;
        let ticks: u64 = all
            .iter()
            .filter(|(pid, ppid, _)| *pid == postmaster || *ppid == postmaster)
            .map(|(_, _, t)| t)
            .sum();
        // Linux reports clock ticks of 1/100 s on every common configuration.
        Some(Duration::from_millis(ticks * 10))
    }

    /// The size of the database `bench`, in bytes.
    pub fn database_size(&self) -> Option<u64> {
        let mut client = postgres::Client::connect(&self.url, postgres::NoTls).ok()?;
        let row = client
            .query_one("SELECT pg_database_size(current_database())", &[])
            .ok()?;
        u64::try_from(row.get::<_, i64>(0)).ok()
    }
}

/// Starts the bench's server; `None` (said on standard error) where PostgreSQL is not
/// installed.
pub fn server(synchronous_commit: &str) -> Option<Server> {
    if let Ok(url) = std::env::var("TABULA_BENCH_POSTGRES") {
        let config: postgres::Config = url.parse().expect("a PostgreSQL URL");
        let port = config.get_ports().first().copied().unwrap_or(5432);
        let mut server = Server {
            cluster: None,
            url,
            port,
            described: String::new(),
        };
        server.ask();
        return Some(server);
    }
    let Some(bin) = server_programs() else {
        eprintln!(
            "PostgreSQL skipped: no PostgreSQL server programs (initdb, pg_ctl) on this machine \
             (install postgresql, or set PGBIN)"
        );
        return None;
    };
    let commit = format!("synchronous_commit={synchronous_commit}");
    // `--postgres-setting name=value` (repeatable): a setting of the operator's, such as the
    // soak's `max_wal_size`, which bounds the server's `pg_wal`.
    let args: Vec<String> = std::env::args().collect();
    let mut settings = vec!["fsync=on", "full_page_writes=on", commit.as_str()];
    settings.extend(
        args.windows(2)
            .filter(|pair| pair[0] == "--postgres-setting")
            .map(|pair| pair[1].as_str()),
    );
    let cluster = Cluster::start_with(&bin, "127.0.0.1", &settings)
        .unwrap_or_else(|e| panic!("PostgreSQL could not be started: {e}"));
    cluster.create("bench");
    let url = cluster.url("bench");
    let mut server = Server {
        port: cluster.port(),
        cluster: Some(cluster),
        url,
        described: String::new(),
    };
    server.ask();
    Some(server)
}
