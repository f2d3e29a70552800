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
}

/// Scheduled backups, when `backup_dir` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupSchedule {
    pub dir: PathBuf,
    pub every: std::time::Duration,
    pub keep: usize,
}

/// A backup a day unless `backup_every` says otherwise.
pub const DEFAULT_BACKUP_EVERY: &str = "1d";
/// The newest seven backups are kept unless `backup_keep` says otherwise.
pub const DEFAULT_BACKUP_KEEP: usize = 7;
/// Backups are not taken more often than this.
pub const MIN_BACKUP_EVERY: i64 = 60;

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
}

impl Config {
    /// Reads `path` if given (it must exist), else `tabula.toml` if it exists, then applies the
    /// environment.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let file = match path {
            Some(p) => Some(p.to_path_buf()),
            None => Some(PathBuf::from(DEFAULT_CONFIG_FILE)).filter(|p| p.exists()),
        };
        let mut config = match file {
            Some(path) => {
                let text = std::fs::read_to_string(&path).map_err(|source| ConfigError::Read {
                    path: path.clone(),
                    source,
                })?;
                Config::parse(&text).map_err(|message| ConfigError::Invalid { path, message })?
            }
            None => Config::default(),
        };
        config.apply_env(|name| std::env::var(name).ok())?;
        Ok(config)
    }

    /// Reads settings from TOML text.
    pub fn parse(text: &str) -> Result<Config, String> {
        toml::from_str(text).map_err(|e| e.message().to_string())
    }

    /// Overrides keys with the environment variables that are set (and not empty).
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        let var = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        if let Some(v) = var("DISCORD_TOKEN") {
            self.discord_token = Some(v.trim().to_string());
        }
        if let Some(v) = var("TABULA_DATABASE") {
            self.database = Some(PathBuf::from(v));
        }
        if let Some(v) = var("TABULA_GUILD_ID") {
            self.guild_id = Some(v.trim().parse().map_err(|_| ConfigError::NotANumber {
                name: "TABULA_GUILD_ID",
                value: v.clone(),
            })?);
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
            self.backup_keep = Some(v.trim().parse().map_err(|_| {
                ConfigError::Backup(format!("TABULA_BACKUP_KEEP must be a number, not `{v}`"))
            })?);
        }
        Ok(())
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
        let every = crate::service::clock::parse_duration(every_text)
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

    /// The database file to use.
    pub fn database(&self) -> PathBuf {
        self.database
            .clone()
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DATABASE))
    }

    /// The token, if one is set and not blank.
    pub fn token(&self) -> Option<&str> {
        self.discord_token
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_is_valid_and_documents_every_key() {
        let text = include_str!("../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(config.database(), PathBuf::from("tabula.db"));
        for key in [
            "discord_token",
            "database",
            "guild_id",
            "log",
            "discord_api_url",
            "boards_dir",
            "backup_dir",
            "backup_every",
            "backup_keep",
        ] {
            assert!(text.contains(key), "{key} is not documented");
        }
    }

    #[test]
    fn environment_overrides_the_file() {
        let mut config =
            Config::parse("discord_token = \"from-file\"\ndatabase = \"a.db\"\n").unwrap();
        config
            .apply_env(|name| match name {
                "DISCORD_TOKEN" => Some("from-env".into()),
                "TABULA_GUILD_ID" => Some("42".into()),
                "TABULA_DATABASE" => Some(String::new()),
                _ => None,
            })
            .unwrap();
        assert_eq!(config.token(), Some("from-env"));
        assert_eq!(config.guild_id, Some(42));
        assert_eq!(
            config.database(),
            PathBuf::from("a.db"),
            "empty env is ignored"
        );
    }

    #[test]
    fn bad_values_are_reported_not_ignored() {
        let mut config = Config::default();
        let err = config
            .apply_env(|n| (n == "TABULA_GUILD_ID").then(|| "my-server".into()))
            .unwrap_err();
        assert!(err.to_string().contains("TABULA_GUILD_ID"));
        assert!(
            Config::parse("tokn = 1").is_err(),
            "unknown keys are refused"
        );
        assert!(Config::parse("guild_id = \"x\"").is_err());
    }

    #[test]
    fn a_blank_token_is_no_token() {
        let config = Config::parse("discord_token = \"  \"").unwrap();
        assert_eq!(config.token(), None);
    }

    #[test]
    fn backups_are_off_by_default_and_checked_when_set() {
        assert_eq!(Config::default().backups().unwrap(), None);
        let config = Config::parse("backup_dir = \"backups\"\n").unwrap();
        assert_eq!(
            config.backups().unwrap(),
            Some(BackupSchedule {
                dir: PathBuf::from("backups"),
                every: std::time::Duration::from_secs(86_400),
                keep: 7
            })
        );
        let mut config = Config::parse("backup_dir = \"b\"\nbackup_every = \"6h\"\n").unwrap();
        config
            .apply_env(|name| (name == "TABULA_BACKUP_KEEP").then(|| "3".into()))
            .unwrap();
        let schedule = config.backups().unwrap().unwrap();
        assert_eq!((schedule.every.as_secs(), schedule.keep), (6 * 3600, 3));
        for bad in [
            "backup_every = \"6h\"\n",
            "backup_dir = \"b\"\nbackup_every = \"often\"\n",
            "backup_dir = \"b\"\nbackup_every = \"10s\"\n",
            "backup_dir = \"b\"\nbackup_keep = 0\n",
        ] {
            assert!(Config::parse(bad).unwrap().backups().is_err(), "{bad}");
        }
        let mut config = Config::default();
        assert!(config
            .apply_env(|name| (name == "TABULA_BACKUP_KEEP").then(|| "many".into()))
            .is_err());
    }
}
