//! The real `tabula run` process, pointed at the fake Discord, with its log captured.
//!
//! The log is checked, not just shown: serenity drops a gateway event it cannot deserialize with
//! only a warning, which would make a test wait for an answer that never comes and blame the
//! bot; [`BotProcess::log_problems`] names such lines (and any ERROR or panic) instead.
//!
//! The log is also a signal: every line read wakes [`BotProcess::wait_log`] (a test waits for
//! the line that says the bot got somewhere, never for a fixed time), and the end of the log
//! (the process closed its stderr: it exited) wakes [`BotProcess::stop`] and
//! [`BotProcess::wait_exit`].

#![allow(dead_code)] // the e2e test and the load bench use different parts

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use tokio::sync::watch;

/// A running bot. Dropping it kills the process.
pub struct BotProcess {
    child: Child,
    log: Arc<Log>,
    reader: Option<std::thread::JoinHandle<()>>,
}

/// The bot's stderr as read so far, and whether it ended. Every change pulses both `ended`
/// (for the blocking waits) and `version` (for the async ones).
struct Log {
    lines: Mutex<Lines>,
    ended: Condvar,
    version: watch::Sender<u64>,
}

#[derive(Default)]
struct Lines {
    lines: Vec<String>,
    /// The process closed its stderr (it exited).
    closed: bool,
}

impl Log {
    fn lock(&self) -> MutexGuard<'_, Lines> {
        self.lines.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn changed(&self) {
        self.ended.notify_all();
        self.version.send_modify(|v| *v += 1);
    }

    /// Blocks until the process closed its stderr, at most `timeout`: whether it did.
    fn wait_closed(&self, timeout: Duration) -> bool {
        let lines = self.lock();
        let (lines, _) = self
            .ended
            .wait_timeout_while(lines, timeout, |l| !l.closed)
            .unwrap_or_else(|e| e.into_inner());
        lines.closed
    }
}

/// Log lines that mean the test cannot trust what it sees.
pub fn is_problem(line: &str) -> bool {
    line.contains("Err deserializing")
        || line.contains("Failed to deserialize")
        || line.contains("ERROR")
        || line.contains("panicked")
}

impl BotProcess {
    /// Starts `binary run --database database` against the fake at `api_url`, registering the
    /// commands in `guild`. `echo` copies the bot's log to the test's stderr as it comes.
    pub fn start(
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
        echo: bool,
    ) -> BotProcess {
        Self::start_with_env(binary, api_url, database, guild, echo, &[])
    }

    /// As [`BotProcess::start`], with extra environment variables (e.g. the test clock offset).
    pub fn start_with_env(
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
        echo: bool,
        env: &[(&str, String)],
    ) -> BotProcess {
        Self::start_with_args(binary, api_url, database, guild, echo, env, &[])
    }

    /// As [`BotProcess::start_with_env`], with extra arguments to `tabula run` (e.g.
    /// `--shards 0-0 --shard-count 2`).
    pub fn start_with_args(
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
        echo: bool,
        env: &[(&str, String)],
        args: &[&str],
    ) -> BotProcess {
        Self::start_wrapped(&[], binary, api_url, database, guild, echo, env, args)
    }

    /// As [`BotProcess::start_with_args`], run through `wrapper` (e.g. `ip netns exec NAME`,
    /// which runs the bot itself, with its pid, in a network namespace).
    #[allow(clippy::too_many_arguments)]
    pub fn start_wrapped(
        wrapper: &[&str],
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
        echo: bool,
        env: &[(&str, String)],
        args: &[&str],
    ) -> BotProcess {
        Self::launch(
            wrapper, binary, api_url, database, guild, echo, env, args, true,
        )
    }

    /// As [`BotProcess::start`], but the test stops reading the bot's stderr at its first line
    /// and closes it, as a log collector that went away does: every line after that meets a
    /// broken pipe. The log then says nothing; [`BotProcess::wait_exit_status`] waits for the
    /// exit.
    pub fn start_with_broken_log(
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
    ) -> BotProcess {
        Self::launch(&[], binary, api_url, database, guild, true, &[], &[], false)
    }

    #[allow(clippy::too_many_arguments)]
    fn launch(
        wrapper: &[&str],
        binary: &Path,
        api_url: &str,
        database: &Path,
        guild: Option<u64>,
        echo: bool,
        env: &[(&str, String)],
        args: &[&str],
        keep_reading: bool,
    ) -> BotProcess {
        // A PostgreSQL URL has no folder: the bot runs in the temporary one.
        let url = database.to_str().is_some_and(tabula::store::pg::is_url);
        let workdir: PathBuf = database
            .parent()
            .filter(|_| !url)
            .map(Path::to_path_buf)
            .unwrap_or_else(std::env::temp_dir);
        let mut command = match wrapper.split_first() {
            Some((program, wrapper_args)) => {
                let mut c = Command::new(program);
                c.args(wrapper_args).arg(binary);
                c
            }
            None => Command::new(binary),
        };
        command
            .arg("run")
            .arg("--database")
            .arg(database)
            .args(args)
            // No tabula.toml from the developer's checkout.
            .current_dir(&workdir)
            .env("DISCORD_TOKEN", "fake-token")
            .env("TABULA_DISCORD_API_URL", api_url)
            .env("RUST_LOG", "warn,tabula=info,serenity=warn,poise=warn")
            .env_remove("TABULA_LOG")
            .env_remove("TABULA_DATABASE")
            .env("NO_COLOR", "1")
            // Only 127.0.0.1 may be reached, and never through a proxy.
            .env("NO_PROXY", "127.0.0.1,localhost")
            .env("no_proxy", "127.0.0.1,localhost")
            .env_remove("HTTP_PROXY")
            .env_remove("HTTPS_PROXY")
            .env_remove("ALL_PROXY")
            .env_remove("http_proxy")
            .env_remove("https_proxy")
            .env_remove("all_proxy")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        command.env_remove("TABULA_TEST_CLOCK_OFFSET");
        // The scenarios play faster than people do; `hostile.rs` sets the limit it tests.
        command.env("TABULA_RATE_LIMIT", "off");
        for (name, value) in env {
            command.env(name, value);
        }
        match guild {
            Some(guild) => command.env("TABULA_GUILD_ID", guild.to_string()),
            None => command.env_remove("TABULA_GUILD_ID"),
        };
        let mut child = command.spawn().expect("the tabula binary starts");
        let stderr = child.stderr.take().expect("piped stderr");
        let log = Arc::new(Log {
            lines: Mutex::new(Lines::default()),
            ended: Condvar::new(),
            version: watch::channel(0).0,
        });
        let sink = Arc::clone(&log);
        let pid = child.id();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                if echo {
                    eprintln!("[bot {pid}] {line}");
                }
                sink.lock().lines.push(line);
                sink.changed();
                if !keep_reading {
                    // Dropping the pipe's only reading end: the bot's next write fails.
                    break;
                }
            }
            sink.lock().closed = true;
            sink.changed();
        });
        BotProcess {
            child,
            log,
            reader: Some(reader),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Every log line so far.
    pub fn log(&self) -> Vec<String> {
        self.log.lock().lines.clone()
    }

    /// Waits until `predicate` finds something in the log lines so far, woken by each new
    /// line; panics naming `what`, with the log, after `timeout` (or once the bot exited
    /// without the line).
    pub async fn wait_log<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut predicate: impl FnMut(&[String]) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut changes = self.log.version.subscribe();
        loop {
            let closed = {
                let lines = self.log.lock();
                if let Some(found) = predicate(&lines.lines) {
                    return found;
                }
                lines.closed
            };
            let woken = !closed
                && tokio::time::timeout_at(deadline, changes.changed())
                    .await
                    .is_ok();
            if !woken {
                let lines = self.log();
                if let Some(found) = predicate(&lines) {
                    return found;
                }
                let why = if closed {
                    "the bot exited"
                } else {
                    "timed out"
                };
                panic!("{why} waiting for {what} in the bot's log ({timeout:?}): {lines:#?}");
            }
        }
    }

    /// Waits until the log has `count` lines containing `text`, and returns them.
    pub async fn wait_log_lines(&self, text: &str, count: usize, timeout: Duration) -> Vec<String> {
        self.wait_log(
            &format!("{count} line(s) with {text:?}"),
            timeout,
            |lines| {
                let found: Vec<String> =
                    lines.iter().filter(|l| l.contains(text)).cloned().collect();
                (found.len() >= count).then_some(found)
            },
        )
        .await
    }

    /// Log lines showing a dropped event, an internal error or a panic.
    pub fn log_problems(&self) -> Vec<String> {
        self.log().into_iter().filter(|l| is_problem(l)).collect()
    }

    /// Asks the bot to stop (SIGTERM) and waits for it to exit; returns its exit status.
    pub fn stop(&mut self, timeout: Duration) -> ExitStatus {
        let status = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -TERM failed");
        self.wait_exit(timeout)
            .unwrap_or_else(|| panic!("the bot did not stop within {timeout:?} of SIGTERM"))
    }

    /// Sends `signal` (`TERM`, `INT`, `KILL`...) to the bot, without waiting.
    pub fn signal(&self, signal: &str) {
        let status = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -{signal} failed");
    }

    /// Waits at most `timeout` for the bot to exit (it closes its stderr as it does); its exit
    /// status, or `None` if it still runs.
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        if !self.log.wait_closed(timeout) {
            return None;
        }
        let status = self.child.wait().expect("wait works");
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        Some(status)
    }

    /// Waits at most `timeout` for the process itself to exit (not for its stderr to close);
    /// its exit status, or `None` if it still runs.
    pub fn wait_exit_status(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let start = std::time::Instant::now();
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if start.elapsed() >= timeout {
                return None;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Kills the bot with SIGKILL (no chance to clean up) and waits for it to be gone.
    pub fn kill9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
    }

    /// Log lines containing `text`.
    pub fn log_lines_with(&self, text: &str) -> Vec<String> {
        self.log()
            .into_iter()
            .filter(|l| l.contains(text))
            .collect()
    }

    /// Whether the process is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
