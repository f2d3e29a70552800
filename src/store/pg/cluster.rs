//! A throwaway PostgreSQL server for tests and benchmarks, started from the machine's installed
//! server programs (`initdb`, `pg_ctl`) in a temporary folder, on a free port: no download and
//! no shared server. PostgreSQL refuses to run as root, so as root its programs run as the
//! `postgres` user (`runuser`), in a folder that user owns.
//!
//! [`Cluster::shared`] starts one per process, on first use, with a database per caller
//! ([`Cluster::database`]); a watchdog process stops it and removes its folder when the process
//! that started it ends, however it ends. Where PostgreSQL is not installed, `shared` says so
//! once on standard error and returns `None` (the callers' PostgreSQL tests are skipped), unless
//! `TABULA_TEST_POSTGRES=require` (as `.ci/run` sets), where it panics.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// A running PostgreSQL server of the test's own.
pub struct Cluster {
    dir: PathBuf,
    bin: PathBuf,
    port: u16,
    host: String,
    as_postgres: bool,
    next: AtomicUsize,
    stopped: std::sync::atomic::AtomicBool,
    /// The server's options (`-p PORT …`), to start it again as it was.
    options: String,
}

/// Where the server programs are: `$PGBIN`, else the newest `/usr/lib/postgresql/*/bin`, else
/// the folder of `initdb` on the `PATH`.
pub fn server_programs() -> Option<PathBuf> {
    if let Some(bin) = std::env::var_os("PGBIN") {
        let bin = PathBuf::from(bin);
        return bin.join("initdb").exists().then_some(bin);
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_string_lossy().parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    found.sort();
    if let Some((_, bin)) = found.pop() {
        return Some(bin);
    }
    std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .find(|dir| dir.join("initdb").exists() && dir.join("pg_ctl").exists())
    })
}

fn is_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

/// A port nobody listens on now on 127.0.0.1.
fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(listener.local_addr().map_err(|e| e.to_string())?.port())
}

impl Cluster {
    /// The process's shared server (started on first call), or `None` where PostgreSQL is not
    /// installed (said once on standard error).
    pub fn shared() -> Option<&'static Cluster> {
        static SHARED: OnceLock<Option<Cluster>> = OnceLock::new();
        SHARED
            .get_or_init(|| {
                let required = std::env::var("TABULA_TEST_POSTGRES").is_ok_and(|v| v == "require");
                match server_programs() {
                    None if required => panic!(
                        "TABULA_TEST_POSTGRES=require, but no PostgreSQL server programs were \
                         found (install postgresql, or set PGBIN)"
                    ),
                    None => {
                        // Written to the process's standard error itself, not through
                        // `eprintln!`, which the test harness captures: `cargo test` shows this
                        // line once per test binary.
                        use std::io::Write;
                        let _ = writeln!(
                            std::io::stderr(),
                            "PostgreSQL tests skipped: no PostgreSQL server programs (initdb, \
                             pg_ctl) on this machine (install postgresql, or set PGBIN)"
                        );
                        None
                    }
                    Some(bin) => match Cluster::start_with(&bin, "127.0.0.1", &[]) {
                        Ok(cluster) => Some(cluster),
                        Err(e) => panic!("PostgreSQL could not be started for the tests: {e}"),
                    },
                }
            })
            .as_ref()
    }

    /// Starts a server listening on `host` (and its own socket folder), with `settings`
    /// (`name=value`) added to the test defaults.
    pub fn start_with(bin: &Path, host: &str, settings: &[&str]) -> Result<Cluster, String> {
        let as_postgres = is_root();
        let dir = std::env::temp_dir().join(format!(
            "tabula-pg-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut cluster = Cluster {
            dir,
            bin: bin.to_path_buf(),
            port: 0,
            host: host.to_string(),
            as_postgres,
            next: AtomicUsize::new(0),
            stopped: std::sync::atomic::AtomicBool::new(false),
            options: String::new(),
        };
        if as_postgres {
            cluster.run(
                "chown",
                &["postgres", &cluster.dir.to_string_lossy()],
                false,
            )?;
        }
        let data = cluster.dir.join("data");
        let data = data.to_string_lossy().to_string();
        cluster.run(
            &bin.join("initdb").to_string_lossy(),
            &[
                "-D",
                &data,
                "-A",
                "trust",
                "-U",
                "tabula",
                "-E",
                "UTF8",
                "--no-sync",
            ],
            true,
        )?;
        cluster.watch();
        let mut options = format!(
            "-c listen_addresses={host} -k {} -c fsync=off -c synchronous_commit=off \
             -c full_page_writes=off -c max_connections=400 -c shared_buffers=64MB",
            cluster.dir.display()
        );
        for setting in settings {
            options.push_str(" -c ");
            options.push_str(setting);
        }
        let log = cluster.dir.join("log").to_string_lossy().to_string();
        let mut last = String::new();
        for _ in 0..5 {
            cluster.port = free_port()?;
            let with_port = format!("-p {} {options}", cluster.port);
            match cluster.run(
                &bin.join("pg_ctl").to_string_lossy(),
                &[
                    "-D", &data, "-l", &log, "-w", "-t", "60", "start", "-o", &with_port,
                ],
                true,
            ) {
                Ok(_) => {
                    cluster.options = with_port;
                    return Ok(cluster);
                }
                Err(e) => last = e,
            }
        }
        Err(format!(
            "{last}\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        ))
    }

    /// Runs a program (as `postgres` when `as_server` and this process is root); its output on
    /// failure.
    fn run(&self, program: &str, args: &[&str], as_server: bool) -> Result<String, String> {
        let mut command = if as_server && self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--", program]);
            c
        } else {
            Command::new(program)
        };
        let out = command
            .args(args)
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("{program}: {e}"))?;
        if out.status.success() {
            Ok(String::from_utf8_lossy(&out.stdout).into_owned())
        } else {
            Err(format!(
                "{program} failed ({}): {}{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ))
        }
    }

    /// Starts the watchdog: a shell that waits for this process to end, then stops the server
    /// at once and removes its folder.
    fn watch(&self) {
        let data = self.dir.join("data");
        let pg_ctl = self.bin.join("pg_ctl");
        let stop = if self.as_postgres {
            format!(
                "runuser -u postgres -- '{}' -D '{}' -m immediate stop",
                pg_ctl.display(),
                data.display()
            )
        } else {
            format!(
                "'{}' -D '{}' -m immediate stop",
                pg_ctl.display(),
                data.display()
            )
        };
        let script = format!(
            "while kill -0 {} 2>/dev/null; do sleep 0.5; done; {stop} >/dev/null 2>&1; rm -rf '{}'",
            std::process::id(),
            self.dir.display()
        );
        let _ = Command::new("sh")
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
    }

    /// The server's port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `name` as user `tabula`.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://tabula@{}:{}/{name}", self.host, self.port)
    }

    /// Lets clients of network `cidr` (e.g. `10.77.0.0/24`) log in as the test server's
    /// clients of 127.0.0.1 do, and reloads the server (tests of several hosts; the server must
    /// listen on an address of that network: `listen_addresses` in [`Cluster::start_with`]).
    pub fn allow(&self, cidr: &str) -> Result<(), String> {
        self.edit_hba(|text| format!("{text}host all all {cidr} trust\n"))
    }

    /// Creates role `user` with `password`, which the server then asks of it (scram-sha-256)
    /// on 127.0.0.1 while every other local role stays trusted (tests of a wrong password).
    pub fn require_password(&self, user: &str, password: &str) -> Result<(), String> {
        self.sql(
            "postgres",
            &format!(
                "SET password_encryption = 'scram-sha-256'; \
                 CREATE ROLE \"{user}\" LOGIN PASSWORD '{password}'"
            ),
        )?;
        // The first line that matches decides: this one comes before the trusting ones.
        self.edit_hba(|text| format!("host all \"{user}\" 127.0.0.1/32 scram-sha-256\n{text}"))
    }

    /// Rewrites the server's `pg_hba.conf` with `edit` and reloads the server.
    fn edit_hba(&self, edit: impl FnOnce(&str) -> String) -> Result<(), String> {
        let hba = self.dir.join("data").join("pg_hba.conf");
        let text = std::fs::read_to_string(&hba).map_err(|e| format!("{}: {e}", hba.display()))?;
        std::fs::write(&hba, edit(&text)).map_err(|e| format!("{}: {e}", hba.display()))?;
        self.reload()
    }

    fn reload(&self) -> Result<(), String> {
        let data = self.dir.join("data");
        self.run(
            &self.bin.join("pg_ctl").to_string_lossy(),
            &["-D", &data.to_string_lossy(), "reload"],
            true,
        )
        .map(drop)
    }

    /// A new empty database; its URL.
    pub fn database(&self) -> String {
        let name = format!("t{}", self.next.fetch_add(1, Ordering::Relaxed));
        self.create(&name);
        self.url(&name)
    }

    /// Creates database `name` (panics if the server refuses).
    pub fn create(&self, name: &str) {
        let mut client = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .unwrap_or_else(|e| panic!("the test server: {e}"));
        client
            .batch_execute(&format!("CREATE DATABASE \"{name}\""))
            .unwrap_or_else(|e| panic!("CREATE DATABASE {name}: {e}"));
    }

    /// Runs SQL as the server's superuser in database `name` (tests that set a password, drop a
    /// table, fake an old version).
    pub fn sql(&self, name: &str, sql: &str) -> Result<(), String> {
        let mut client = postgres::Client::connect(&self.url(name), postgres::NoTls)
            .map_err(|e| e.to_string())?;
        client.batch_execute(sql).map_err(|e| e.to_string())
    }

    /// Stops the server now (`-m immediate`: as a crash would); the watchdog still removes the
    /// folder.
    pub fn stop(&self) {
        if self.stopped.swap(true, Ordering::SeqCst) {
            return;
        }
        let data = self.dir.join("data").to_string_lossy().to_string();
        let _ = self.run(
            &self.bin.join("pg_ctl").to_string_lossy(),
            &["-D", &data, "-m", "immediate", "stop"],
            true,
        );
    }
}

impl Cluster {
    /// Starts the server again after [`Cluster::stop`], on the same port with the same data
    /// (as a restart after a crash: the server recovers from its log).
    pub fn start_again(&self) -> Result<(), String> {
        let data = self.dir.join("data").to_string_lossy().to_string();
        let log = self.dir.join("log").to_string_lossy().to_string();
        self.run(
            &self.bin.join("pg_ctl").to_string_lossy(),
            &[
                "-D",
                &data,
                "-l",
                &log,
                "-w",
                "-t",
                "60",
                "start",
                "-o",
                &self.options,
            ],
            true,
        )?;
        self.stopped.store(false, Ordering::SeqCst);
        Ok(())
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);
