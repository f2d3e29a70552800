use super::*;

#[test]
fn the_example_config_is_valid_and_documents_every_key() {
    let text = include_str!("../../config.example.toml");
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
        "rate_limit",
        "shards",
        "shard_count",
        "database_connections",
    ] {
        assert!(text.contains(key), "{key} is not documented");
    }
}

#[test]
fn environment_overrides_the_file() {
    let mut config = Config::parse("discord_token = \"from-file\"\ndatabase = \"a.db\"\n").unwrap();
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

#[test]
fn a_backup_folder_holding_the_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let schedule = |folder: &Path| BackupSchedule {
        dir: folder.to_path_buf(),
        every: std::time::Duration::from_secs(3600),
        keep: 1,
    };
    let db = dir.path().join("tabula-1.db");
    std::fs::write(&db, b"").unwrap();
    let inside = schedule(dir.path()).check_database(&db).unwrap_err();
    assert!(inside.to_string().contains("backup_dir"), "{inside}");
    // The same folder by another path, and the database by a link from elsewhere.
    let other = dir.path().join("sub").join("..");
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    assert!(schedule(&other).check_database(&db).is_err());
    let elsewhere = tempfile::tempdir().unwrap();
    #[cfg(unix)]
    {
        let link = elsewhere.path().join("tabula.db");
        std::os::unix::fs::symlink(&db, &link).unwrap();
        assert!(schedule(dir.path()).check_database(&link).is_err());
    }
    // Relative paths: `tabula.db` is in `.`; a folder of its own is fine.
    assert!(schedule(Path::new("."))
        .check_database(Path::new("tabula.db"))
        .is_err());
    assert!(schedule(Path::new("backups"))
        .check_database(Path::new("tabula.db"))
        .is_ok());
    assert!(schedule(&dir.path().join("backups"))
        .check_database(&db)
        .is_ok());
    assert!(schedule(elsewhere.path()).check_database(&db).is_ok());
}

#[test]
fn a_token_with_a_line_break_or_a_control_character_is_refused_unshown() {
    for bad in [
        "abc\ndef",
        "abc\0def",
        "abc\tdef",
        "abc\rdef",
        "abcdéf",
        "ab\u{7f}c",
    ] {
        let config = Config {
            discord_token: Some(bad.into()),
            ..Config::default()
        };
        let error = config.check_token().unwrap_err().to_string();
        assert!(error.contains("token"), "{error}");
        assert!(!error.contains("abc") && !error.contains("def"), "{error}");
        assert_eq!(error.lines().count(), 1);
    }
    for good in ["MTA.x-y_z", "Bot MTA.xyz", "  MTA.xyz\n"] {
        let config = Config {
            discord_token: Some(good.into()),
            ..Config::default()
        };
        assert!(config.check_token().is_ok(), "{good:?}");
    }
    assert!(Config::default().check_token().is_ok());
}

#[test]
fn shard_ranges_are_read_from_file_and_environment_and_checked() {
    assert_eq!(Config::default().shard_range().unwrap(), None);
    let config = Config::parse("shards = \"0-1\"\nshard_count = 4\n").unwrap();
    let range = config.shard_range().unwrap().unwrap();
    assert_eq!(
        range,
        ShardRange {
            first: 0,
            last: 1,
            total: 4
        }
    );
    assert_eq!(range.to_string(), "0-1 of 4");
    // The environment wins over the file.
    let mut config = config;
    config
        .apply_env(|name| match name {
            "TABULA_SHARDS" => Some(" 3 ".into()),
            "TABULA_SHARD_COUNT" => Some("8".into()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        config.shard_range().unwrap(),
        Some(ShardRange {
            first: 3,
            last: 3,
            total: 8
        })
    );
    // A count alone: every shard of it in this process.
    let config = Config::parse("shard_count = 2\n").unwrap();
    assert_eq!(config.shard_range().unwrap(), Some(ShardRange::all(2)));
    for bad in [
        "shards = \"0-1\"\n",
        "shards = \"0-1\"\nshard_count = 0\n",
        "shards = \"2-1\"\nshard_count = 4\n",
        "shards = \"0-4\"\nshard_count = 4\n",
        "shards = \"4\"\nshard_count = 4\n",
        "shards = \"a-b\"\nshard_count = 4\n",
        "shards = \"-1\"\nshard_count = 4\n",
        "shards = \"\"\nshard_count = 4\n",
    ] {
        let error = Config::parse(bad).unwrap().shard_range().unwrap_err();
        assert!(error.to_string().contains("shard"), "{bad}: {error}");
    }
    let mut config = Config::default();
    assert!(config
        .apply_env(|name| (name == "TABULA_SHARD_COUNT").then(|| "four".into()))
        .is_err());
}

#[test]
fn guilds_belong_to_shards_by_discord_rule() {
    // shard = (guild_id >> 22) % shard_count: the id's timestamp part decides.
    let guild: u64 = 41_771_983_423_143_937;
    assert_eq!(ShardRange::shard_of(guild, 1), 0);
    assert_eq!(ShardRange::shard_of(guild, 2), ((guild >> 22) % 2) as u32);
    let range = ShardRange {
        first: 1,
        last: 2,
        total: 4,
    };
    for shard in 0..4u64 {
        let guild = ((1_000 * 4 + shard) << 22) | 7;
        assert_eq!(ShardRange::shard_of(guild, 4), shard as u32);
        assert_eq!(range.owns_guild(guild), (1..=2).contains(&shard));
    }
    assert!(ShardRange::all(3).owns_guild(guild));
}

#[cfg(feature = "postgres")]
#[test]
fn database_connections_are_read_from_file_and_environment_and_checked() {
    use crate::store::pg::{Connections, MIN_CONNECTIONS};
    let mut config = Config::parse("database_connections = 20\n").unwrap();
    assert_eq!(config.database_connections().unwrap(), Some(20));
    config
        .apply_env(|name| (name == "TABULA_DATABASE_CONNECTIONS").then(|| "9".into()))
        .unwrap();
    assert_eq!(config.database_connections().unwrap(), Some(9));
    assert_eq!(Config::default().database_connections().unwrap(), None);
    for bad in [
        "database_connections = 4\n",
        "database_connections = 100000\n",
    ] {
        let error = Config::parse(bad)
            .unwrap()
            .database_connections()
            .unwrap_err();
        assert!(
            error
                .to_string()
                .contains("database_connections (TABULA_DATABASE_CONNECTIONS) must be 5 to"),
            "{error}"
        );
    }
    for bad in ["4", "many", "-1"] {
        let mut config = Config::default();
        let error = config
            .apply_env(|name| (name == "TABULA_DATABASE_CONNECTIONS").then(|| bad.into()))
            .unwrap_err();
        assert!(
            error.to_string().contains("TABULA_DATABASE_CONNECTIONS")
                || error.to_string().contains("database_connections"),
            "{error}"
        );
    }
    // A budget is split between reads and moves once the write lock's two and the listener's
    // one are taken out; the smallest leaves one of each.
    assert_eq!(
        Connections::within(MIN_CONNECTIONS),
        Connections {
            readers: 1,
            rows: 1
        }
    );
    assert_eq!(
        Connections::within(20),
        Connections {
            readers: 9,
            rows: 8
        }
    );
    for total in MIN_CONNECTIONS..200 {
        assert_eq!(Connections::within(total).total(), total);
    }
}
