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
    /// Most commands per user in a window: `"10/10"` (count/seconds, the default) or `"off"`
    /// (`TABULA_RATE_LIMIT`). See [`Config::rate_limit`].
    pub rate_limit: Option<String>,
}

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
    #[error("rate_limit must be COUNT/SECONDS (e.g. 10/10) or off, not `{0}`")]
    BadRateLimit(String),
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
                let config = Config::parse(&text).map_err(|message| ConfigError::Invalid {
                    path: path.clone(),
                    message,
                })?;
                config.rate_limit().map_err(|e| ConfigError::Invalid {
                    path,
                    message: e.to_string(),
                })?;
                config
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
        if let Some(v) = var("TABULA_RATE_LIMIT") {
            self.rate_limit = Some(v.trim().to_string());
        }
        self.rate_limit()?;
        Ok(())
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
            "rate_limit",
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
}
