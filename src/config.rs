//! Settings: a TOML file, then environment variables over it, then command-line flags over both.
//!
//! Kept apart from `main.rs` so the precedence rules are tested without starting anything.
//! `config.example.toml` documents every key; each key has an environment variable so the bot
//! runs in a container with no file at all.

use std::path::{Path, PathBuf};

use serde::Deserialize;

/// Where settings are read from when `--config` is not given.
pub const DEFAULT_CONFIG_FILE: &str = "tabula.toml";
/// The SQLite file used by both the bot and the console unless told otherwise.
pub const DEFAULT_DATABASE: &str = "tabula.db";

/// Every setting, after file and environment are merged.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub discord_token: Option<String>,
    /// SQLite database file (`TABULA_DATABASE`).
    pub database: Option<PathBuf>,
    /// With PostgreSQL: the most connections one process opens to it, its listener's included
    /// (`TABULA_DATABASE_CONNECTIONS`; by the cores without it). See
    /// [`Config::database_connections`].
    pub database_connections: Option<u32>,
    /// Register commands in this guild only, instantly (`TABULA_GUILD_ID`); global otherwise.
    pub guild_id: Option<u64>,
    /// Log filter, tracing syntax such as `info` or `tabula=debug,serenity=warn` (`TABULA_LOG`).
    pub log: Option<String>,
    /// Tests only: send every Discord REST call to this base URL instead of discord.com, with the
    /// rate limiter off (`TABULA_DISCORD_API_URL`).
    pub discord_api_url: Option<String>,
    /// Where the console writes board PNGs (`TABULA_BOARDS_DIR`).
    pub boards_dir: Option<PathBuf>,
    /// Scheduled backups: the folder (`TABULA_BACKUP_DIR`); none without it.
    pub backup_dir: Option<PathBuf>,
    /// How often, as `6h`, `1d`, `30m`… (`TABULA_BACKUP_EVERY`; default [`DEFAULT_BACKUP_EVERY`]).
    pub backup_every: Option<String>,
    /// How many backups to keep, the newest (`TABULA_BACKUP_KEEP`; default
    /// [`DEFAULT_BACKUP_KEEP`]).
    pub backup_keep: Option<usize>,
    /// Most commands per user in a window: `"10/10"` (count/seconds, the default) or `"off"`
    /// (`TABULA_RATE_LIMIT`). See [`Config::rate_limit`].
    pub rate_limit: Option<String>,
    /// The shards this process runs, `"FIRST-LAST"` or `"N"` (`TABULA_SHARDS`); all of them
    /// without it. Needs `shard_count`. See [`Config::shard_range`].
    pub shards: Option<String>,
    /// How many shards the bot has in all, over every process (`TABULA_SHARD_COUNT`); Discord's
    /// recommendation (`GET /gateway/bot`) without it.
    pub shard_count: Option<u32>,
    /// How many reviews of finished games run at once (`TABULA_REVIEWS_AT_ONCE`; default
    /// [`DEFAULT_REVIEWS_AT_ONCE`]); the others wait their turn. See [`Config::reviews`].
    pub reviews_at_once: Option<usize>,
    /// Iterations of the search a position of a review gets (`TABULA_REVIEW_BUDGET`; default
    /// `ai::review::DEFAULT_BUDGET`).
    pub review_budget: Option<u32>,
}

/// One review at a time unless `reviews_at_once` says otherwise.
pub const DEFAULT_REVIEWS_AT_ONCE: usize = 1;

/// The shards one process runs: `first..=last` of `total`. A guild belongs to shard
/// `(guild_id >> 22) % total` (Discord's rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Every shard of `total` (one process runs them all).
    pub fn all(total: u32) -> ShardRange {
        ShardRange {
            first: 0,
            last: total.max(1) - 1,
            total: total.max(1),
        }
    }

    /// The shard that receives the events of `guild` (Discord's rule).
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        // The remainder is below `total`, a u32.
        ((guild >> 22) % u64::from(total.max(1))) as u32
    }

    /// Whether this range holds shard `shard`.
    pub fn holds(&self, shard: u32) -> bool {
        (self.first..=self.last).contains(&shard)
    }

    /// Whether the events of `guild` come to this range.
    pub fn owns_guild(&self, guild: u64) -> bool {
        self.holds(Self::shard_of(guild, self.total))
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{} of {}", self.first, self.last, self.total)
    }
}

/// Scheduled backups, when `backup_dir` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupSchedule {
    pub dir: PathBuf,
    pub every: std::time::Duration,
    pub keep: usize,
}

impl BackupSchedule {
    /// Refuses a backup folder that holds the database file itself (by its path as given or
    /// resolved): the folder is the scheduler's, and a database kept among the backups is one
    /// mistake away from being pruned or replaced. Scheduled backups need a folder of their own.
    pub fn check_database(&self, database: &Path) -> Result<(), ConfigError> {
        let folder = |path: &Path| -> PathBuf {
            match path.parent() {
                Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
                _ => PathBuf::from("."),
            }
        };
        let same = |a: &Path, b: &Path| match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a == b,
            _ => a.components().eq(b.components()),
        };
        let resolved = std::fs::canonicalize(database).ok();
        let holds = same(&self.dir, &folder(database))
            || resolved.is_some_and(|db| same(&self.dir, &folder(&db)));
        if holds {
            return Err(ConfigError::Backup(format!(
                "backup_dir {} holds the database {}: give scheduled backups a folder of their own",
                self.dir.display(),
                database.display()
            )));
        }
        Ok(())
    }
}

/// A backup a day unless `backup_every` says otherwise.
pub const DEFAULT_BACKUP_EVERY: &str = "1d";
/// The newest seven backups are kept unless `backup_keep` says otherwise.
pub const DEFAULT_BACKUP_KEEP: usize = 7;
/// Backups are not taken more often than this.
pub const MIN_BACKUP_EVERY: i64 = 60;

/// The default per-user limit: 10 commands in 10 seconds.
pub const DEFAULT_RATE_LIMIT: (u32, u64) = (10, 10);

/// A settings file that exists but cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path} is not valid: {message}")]
    Invalid { path: PathBuf, message: String },
    #[error("{name} must be a number (a Discord id), not `{value}`")]
    NotANumber { name: &'static str, value: String },
    #[error("{0}")]
    Backup(String),
    #[error("rate_limit must be COUNT/SECONDS (e.g. 10/10) or off, not `{0}`")]
    BadRateLimit(String),
    #[error("{0}")]
    Shards(String),
    #[error("{0}")]
    Reviews(String),
    #[error("{0}")]
    Database(String),
    /// The token holds a character no token has (never shown: it is a secret).
    #[error(
        "the Discord token (DISCORD_TOKEN or discord_token) holds a line break, a control \
         character or a non-ASCII character, which no token has: copy it again from the \
         Developer Portal"
    )]
    BadToken,
    /// An environment variable that cannot be used, named.
    #[error("{name}: {message}")]
    Env { name: &'static str, message: String },
}

/// A message of several lines (toml's) as one.
fn one_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(": ")
}

/// A setting that could not be used (left unset), as [`Config::load_lenient`] reports it.
#[derive(Debug)]
pub struct Unusable {
    pub error: ConfigError,
    /// Whether the database's path may be what was lost: the file could not be read or parsed,
    /// or its `database` key could not be.
    pub database: bool,
}

impl Config {
    /// Reads `path` if given (it must exist), else `tabula.toml` if it exists, then applies the
    /// environment. The first setting that cannot be used is an error (the bot's way: it
    /// refuses to start rather than run with a setting it ignored).
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let (config, unusable) = Config::load_lenient(path);
        match unusable.into_iter().next() {
            Some(first) => Err(first.error),
            None => Ok(config),
        }
    }

    /// As [`Config::load`], but every setting that can be used is, and each that cannot is left
    /// unset and reported (the offline tools' way: they read only what they need, and warn).
    /// A key of the file that cannot be read is left out alone, the others kept.
    pub fn load_lenient(path: Option<&Path>) -> (Config, Vec<Unusable>) {
        let file = match path {
            Some(p) => Some(p.to_path_buf()),
            None => Some(PathBuf::from(DEFAULT_CONFIG_FILE)).filter(|p| p.exists()),
        };
        let mut unusable = Vec::new();
        let mut config = match file {
            Some(path) => match std::fs::read_to_string(&path) {
                Ok(text) => Config::parse_lenient(&text, &path, &mut unusable),
                Err(source) => {
                    unusable.push(Unusable {
                        error: ConfigError::Read { path, source },
                        database: true,
                    });
                    Config::default()
                }
            },
            None => Config::default(),
        };
        for error in config.apply_env_each(|name| std::env::var(name).ok()) {
            unusable.push(Unusable {
                error,
                database: false,
            });
        }
        (config, unusable)
    }

    /// The file's settings, key by key: a key that cannot be read (unknown, of the wrong type,
    /// a bad `rate_limit`) is reported and left out, the others kept.
    fn parse_lenient(text: &str, path: &Path, unusable: &mut Vec<Unusable>) -> Config {
        let invalid = |message: String| ConfigError::Invalid {
            path: path.to_path_buf(),
            message,
        };
        let table = match text.parse::<toml::Table>() {
            Ok(table) => table,
            Err(e) => {
                unusable.push(Unusable {
                    error: invalid(one_line(e.message())),
                    database: true,
                });
                return Config::default();
            }
        };
        let mut usable = toml::Table::new();
        for (key, value) in table {
            let mut one = toml::Table::new();
            one.insert(key.clone(), value);
            match toml::Value::Table(one.clone()).try_into::<Config>() {
                Ok(_) => usable.extend(one),
                Err(e) => {
                    // serde's message quotes the value: never the token's.
                    let why = if key == "discord_token" {
                        "must be a string".to_string()
                    } else {
                        one_line(e.message())
                    };
                    unusable.push(Unusable {
                        error: invalid(format!("{key}: {why}")),
                        database: key == "database",
                    });
                }
            }
        }
        // Each key was read alone, so they read together.
        let mut config: Config = toml::Value::Table(usable).try_into().unwrap_or_default();
        if let Err(e) = config.rate_limit() {
            unusable.push(Unusable {
                error: invalid(e.to_string()),
                database: false,
            });
            config.rate_limit = None;
        }
        config
    }

    /// Reads settings from TOML text.
    pub fn parse(text: &str) -> Result<Config, String> {
        toml::from_str(text).map_err(|e| e.message().to_string())
    }

    /// Overrides keys with the environment variables that are set (and not empty); the first
    /// that cannot be used is an error.
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        if let Some(first) = self.apply_env_each(var).into_iter().next() {
            return Err(first);
        }
        self.rate_limit()?;
        Ok(())
    }

    /// Overrides keys with every environment variable that is set (and not empty) and can be
    /// used; returns the others' errors (their keys keep the file's value).
    fn apply_env_each(&mut self, var: impl Fn(&str) -> Option<String>) -> Vec<ConfigError> {
        let var = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        let mut errors = Vec::new();
        if let Some(v) = var("DISCORD_TOKEN") {
            self.discord_token = Some(v.trim().to_string());
        }
        if let Some(v) = var("TABULA_DATABASE") {
            self.database = Some(PathBuf::from(v));
        }
        if let Some(v) = var("TABULA_GUILD_ID") {
            match v.trim().parse() {
                Ok(id) => self.guild_id = Some(id),
                Err(_) => errors.push(ConfigError::NotANumber {
                    name: "TABULA_GUILD_ID",
                    value: v.clone(),
                }),
            }
        }
        if let Some(v) = var("TABULA_LOG") {
            self.log = Some(v);
        }
        if let Some(v) = var("TABULA_DISCORD_API_URL") {
            self.discord_api_url = Some(v.trim().trim_end_matches('/').to_string());
        }
        if let Some(v) = var("TABULA_BOARDS_DIR") {
            self.boards_dir = Some(PathBuf::from(v));
        }
        if let Some(v) = var("TABULA_BACKUP_DIR") {
            self.backup_dir = Some(PathBuf::from(v));
        }
        if let Some(v) = var("TABULA_BACKUP_EVERY") {
            self.backup_every = Some(v.trim().to_string());
        }
        if let Some(v) = var("TABULA_BACKUP_KEEP") {
            match v.trim().parse() {
                Ok(keep) => self.backup_keep = Some(keep),
                Err(_) => errors.push(ConfigError::Backup(format!(
                    "TABULA_BACKUP_KEEP must be a number, not `{v}`"
                ))),
            }
        }
        if let Some(v) = var("TABULA_RATE_LIMIT") {
            let file = self.rate_limit.replace(v.trim().to_string());
            if let Err(e) = self.rate_limit() {
                errors.push(ConfigError::Env {
                    name: "TABULA_RATE_LIMIT",
                    message: e.to_string(),
                });
                self.rate_limit = file;
            }
        }
        for (name, slot) in [
            (
                "TABULA_REVIEWS_AT_ONCE",
                &mut self.reviews_at_once as &mut dyn SetNumber,
            ),
            ("TABULA_REVIEW_BUDGET", &mut self.review_budget),
            (
                "TABULA_DATABASE_CONNECTIONS",
                &mut self.database_connections,
            ),
        ] {
            if let Some(v) = var(name) {
                if let Err(message) = slot.set(v.trim()) {
                    errors.push(ConfigError::Env { name, message });
                }
            }
        }
        if let Err(e) = self.reviews() {
            errors.push(e);
            self.reviews_at_once = None;
            self.review_budget = None;
        }
        if let Err(e) = self.database_connections() {
            errors.push(e);
            self.database_connections = None;
        }
        if let Err(e) = self.apply_shards_env(&var) {
            errors.push(e);
        }
        errors
    }

    /// `TABULA_SHARDS` and `TABULA_SHARD_COUNT` over the file.
    fn apply_shards_env(
        &mut self,
        var: &impl Fn(&str) -> Option<String>,
    ) -> Result<(), ConfigError> {
        if let Some(v) = var("TABULA_SHARDS") {
            self.shards = Some(v.trim().to_string());
        }
        if let Some(v) = var("TABULA_SHARD_COUNT") {
            self.shard_count = Some(v.trim().parse().map_err(|_| {
                ConfigError::Shards(format!("TABULA_SHARD_COUNT must be a number, not `{v}`"))
            })?);
        }
        Ok(())
    }

    /// The shards this process runs: `None` (every shard, as many as Discord recommends) when
    /// neither `shards` nor `shard_count` is set; all of `shard_count` without `shards`. An
    /// error for `shards` without `shard_count` (each process must agree on the total), a count
    /// of 0, a range that is not `FIRST-LAST` or `N`, backwards, or past the count.
    pub fn shard_range(&self) -> Result<Option<ShardRange>, ConfigError> {
        let total =
            match (self.shards.as_deref(), self.shard_count) {
                (None, None) => return Ok(None),
                (Some(_), None) => return Err(ConfigError::Shards(
                    "shards needs shard_count (TABULA_SHARD_COUNT, --shard-count): the number of \
                     shards over every process"
                        .into(),
                )),
                (_, Some(0)) => {
                    return Err(ConfigError::Shards("shard_count must be at least 1".into()))
                }
                (_, Some(total)) => total,
            };
        let Some(text) = self.shards.as_deref().map(str::trim) else {
            return Ok(Some(ShardRange::all(total)));
        };
        let bad = || {
            ConfigError::Shards(format!(
                "shards must be FIRST-LAST (e.g. 0-1) or one shard number, not `{text}`"
            ))
        };
        let (first, last) = match text.split_once('-') {
            Some((first, last)) => (first.trim(), last.trim()),
            None => (text, text),
        };
        let first: u32 = first.parse().map_err(|_| bad())?;
        let last: u32 = last.parse().map_err(|_| bad())?;
        if first > last {
            return Err(ConfigError::Shards(format!(
                "shards `{text}`: the first shard is after the last"
            )));
        }
        if last >= total {
            return Err(ConfigError::Shards(format!(
                "shards `{text}`: shard {last} does not exist with shard_count {total} (shards \
                 are numbered 0 to {})",
                total - 1
            )));
        }
        Ok(Some(ShardRange { first, last, total }))
    }

    /// The backup schedule: `None` without `backup_dir`; an error for an unreadable or too
    /// frequent `backup_every`, a `backup_keep` of 0, or `backup_every`/`backup_keep` without
    /// `backup_dir` (probably a forgotten setting: refusing is better than no backups).
    pub fn backups(&self) -> Result<Option<BackupSchedule>, ConfigError> {
        let Some(dir) = self.backup_dir.clone() else {
            if self.backup_every.is_some() || self.backup_keep.is_some() {
                return Err(ConfigError::Backup(
                    "backup_every and backup_keep need backup_dir (TABULA_BACKUP_DIR)".into(),
                ));
            }
            return Ok(None);
        };
        let every_text = self.backup_every.as_deref().unwrap_or(DEFAULT_BACKUP_EVERY);
        let every = crate::service::time::parse_duration(every_text)
            .filter(|s| *s >= MIN_BACKUP_EVERY)
            .ok_or_else(|| {
                ConfigError::Backup(format!(
                    "backup_every must be a duration of at least a minute such as 6h or 1d, \
                     not `{every_text}`"
                ))
            })?;
        let keep = self.backup_keep.unwrap_or(DEFAULT_BACKUP_KEEP);
        if keep == 0 {
            return Err(ConfigError::Backup("backup_keep must be at least 1".into()));
        }
        Ok(Some(BackupSchedule {
            dir,
            every: std::time::Duration::from_secs(every.unsigned_abs()),
            keep,
        }))
    }

    /// Reviews: how many run at once (1 to 16) and the iterations a position (within
    /// `ai::review::BUDGETS`), defaults for what is not set.
    pub fn reviews(&self) -> Result<(usize, u32), ConfigError> {
        let at_once = self.reviews_at_once.unwrap_or(DEFAULT_REVIEWS_AT_ONCE);
        if !(1..=16).contains(&at_once) {
            return Err(ConfigError::Reviews(format!(
                "reviews_at_once must be 1 to 16, not {at_once}"
            )));
        }
        let budgets = crate::ai::review::BUDGETS;
        let budget = self
            .review_budget
            .unwrap_or(crate::ai::review::DEFAULT_BUDGET);
        if !budgets.contains(&budget) {
            return Err(ConfigError::Reviews(format!(
                "review_budget must be {} to {} iterations, not {budget}",
                budgets.start(),
                budgets.end()
            )));
        }
        Ok((at_once, budget))
    }

    /// Without the `postgres` feature the setting is read and unused (a PostgreSQL URL is
    /// refused where the database is opened).
    #[cfg(not(feature = "postgres"))]
    pub fn database_connections(&self) -> Result<Option<u32>, ConfigError> {
        Ok(self.database_connections)
    }
    /// The most connections a process opens to PostgreSQL, if set: from
    /// [`MIN_CONNECTIONS`](crate::store::pg::MIN_CONNECTIONS) (one for reads, one for moves,
    /// the write lock's two and the listener's) to
    /// [`MAX_CONNECTIONS`](crate::store::pg::MAX_CONNECTIONS).
    #[cfg(feature = "postgres")]
    pub fn database_connections(&self) -> Result<Option<u32>, ConfigError> {
        use crate::store::pg::{MAX_CONNECTIONS, MIN_CONNECTIONS};
        match self.database_connections {
            Some(n) if !(MIN_CONNECTIONS..=MAX_CONNECTIONS).contains(&n) => {
                Err(ConfigError::Database(format!(
                    "database_connections (TABULA_DATABASE_CONNECTIONS) must be {MIN_CONNECTIONS} to \
                     {MAX_CONNECTIONS} (one \
                     for reads, one for moves, two for writes under the lock and one listening \
                     at the least), not {n}"
                )))
            }
            n => Ok(n),
        }
    }

    /// The per-user limit as (commands, seconds), `None` when it is `off`; the default without
    /// a setting. A malformed value is an error, not silently the default.
    pub fn rate_limit(&self) -> Result<Option<(u32, u64)>, ConfigError> {
        let Some(text) = self.rate_limit.as_deref().map(str::trim) else {
            return Ok(Some(DEFAULT_RATE_LIMIT));
        };
        if text.eq_ignore_ascii_case("off") {
            return Ok(None);
        }
        let bad = || ConfigError::BadRateLimit(text.to_string());
        let (count, seconds) = text.split_once('/').ok_or_else(bad)?;
        let count: u32 = count.trim().parse().map_err(|_| bad())?;
        let seconds: u64 = seconds.trim().parse().map_err(|_| bad())?;
        if count == 0 || seconds == 0 || seconds > 86_400 {
            return Err(bad());
        }
        Ok(Some((count, seconds)))
    }

    /// The database file to use.
    pub fn database(&self) -> PathBuf {
        self.database
            .clone()
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DATABASE))
    }

    /// Refuses a token that cannot go in an HTTP header (a line break or a NUL pasted with it,
    /// any control or non-ASCII character): the bot would retry to connect with it for ever.
    /// Spaces are allowed (`Bot …` is a token as serenity reads it); blanks around it are trimmed.
    pub fn check_token(&self) -> Result<(), ConfigError> {
        match self.token() {
            Some(token) if !token.chars().all(|c| c == ' ' || c.is_ascii_graphic()) => {
                Err(ConfigError::BadToken)
            }
            _ => Ok(()),
        }
    }

    /// The token, if one is set and not blank.
    pub fn token(&self) -> Option<&str> {
        self.discord_token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
    }
}

/// A numeric setting read from an environment variable.
trait SetNumber {
    fn set(&mut self, text: &str) -> Result<(), String>;
}

impl<T: std::str::FromStr> SetNumber for Option<T> {
    fn set(&mut self, text: &str) -> Result<(), String> {
        *self = Some(
            text.parse()
                .map_err(|_| format!("must be a number, not `{text}`"))?,
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests;
