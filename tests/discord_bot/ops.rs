//! Operations while the bot runs: scheduled backups, answered interactions forgotten.

use super::*;

/// With `backup_dir` set, a bot that finds no recent backup takes one at once (while it plays),
/// names it with the UTC time, keeps the newest `backup_keep`, and the copy is sound.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_backs_up_on_schedule_and_keeps_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join("backups");
    std::fs::create_dir_all(&backups).unwrap();
    // Three old backups (the format is the bot's own), and a file that is not one.
    for day in ["01", "02", "03"] {
        std::fs::write(
            backups.join(format!("tabula-202001{day}T000000Z.db")),
            b"old",
        )
        .unwrap();
    }
    std::fs::write(backups.join("notes.txt"), b"keep me").unwrap();
    let fake = FakeDiscord::start().await;
    let database = dir.path().join("t.db");
    let mut bot = BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        &database,
        Some(GUILD_ID),
        true,
        &[
            ("TABULA_BACKUP_DIR", backups.to_str().unwrap().to_string()),
            ("TABULA_BACKUP_EVERY", "6h".into()),
            ("TABULA_BACKUP_KEEP", "2".into()),
        ],
    );
    fake.wait_ready(1, START).await;
    let names = || -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&backups)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    };
    // Written, then pruned: the bot logs each old copy it removes (two of the three: it keeps
    // the new one and the newest old one).
    bot.wait_log_lines("backup written", 1, START).await;
    bot.wait_log_lines("old backup removed", 2, STEP).await;
    let left = names();
    assert_eq!(left.len(), 3, "{left:?}");
    assert_eq!(left[0], "notes.txt");
    assert_eq!(left[1], "tabula-20200103T000000Z.db");
    let new = &left[2];
    assert_eq!(new.len(), "tabula-20261123T164500Z.db".len(), "{new}");
    // The database and its copies are the owner's only, as the database is.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&database), 0o600);
        assert_eq!(mode(&backups.join(new)), 0o600);
    }
    // The copy is a sound database: `tabula doctor` says so.
    let out = std::process::Command::new(bot_binary())
        .args(["doctor", "--database"])
        .arg(backups.join(new))
        .env_remove("TABULA_DATABASE")
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    stop_clean(&fake, &mut bot);
}

/// A backup setting that cannot be right stops the bot at once with a line saying why.
#[test]
fn a_wrong_backup_setting_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(bot_binary())
        .args(["run", "--database"])
        .arg(dir.path().join("t.db"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("TABULA_BACKUP_DIR", dir.path())
        .env("TABULA_BACKUP_EVERY", "sometimes")
        .env_remove("TABULA_BACKUP_KEEP")
        .env_remove("TABULA_DATABASE")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("backup_every"));
}

/// `tabula run` with `vars` set, in `dir`, its Discord calls sent to a port nobody listens on:
/// killed (and the test failed) if it has not ended in 30 s (a bot that started and retries).
fn run_refused(dir: &std::path::Path, vars: &[(&str, &str)]) -> std::process::Output {
    let mut command = std::process::Command::new(bot_binary());
    command
        .args(["run", "--database"])
        .arg(dir.join("tabula-1.db"))
        .current_dir(dir)
        .env("TABULA_DISCORD_API_URL", "http://127.0.0.1:9")
        .env_remove("TABULA_BACKUP_EVERY")
        .env_remove("TABULA_BACKUP_KEEP")
        .env_remove("TABULA_BACKUP_DIR")
        .env_remove("TABULA_DATABASE")
        .env_remove("DISCORD_TOKEN");
    for (name, value) in vars {
        command.env(name, value);
    }
    crate::support::output_within(command, Duration::from_secs(30)).unwrap_or_else(|out| {
        panic!(
            "the bot started instead of refusing: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// A `backup_dir` that holds the database itself is refused at start (one line, exit 2):
/// pruning it could otherwise remove the live database, and the database stays as it was.
#[test]
fn a_backup_folder_holding_the_database_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula-1.db");
    std::fs::write(&database, b"").unwrap();
    for folder in [dir.path().to_str().unwrap(), "."] {
        let out = run_refused(
            dir.path(),
            &[
                ("DISCORD_TOKEN", "fake-token"),
                ("TABULA_BACKUP_DIR", folder),
                ("TABULA_BACKUP_KEEP", "1"),
            ],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains("backup_dir"), "{err}");
        assert_eq!(std::fs::read(&database).unwrap(), b"", "untouched");
    }
}

/// A token with a line break or a NUL (a paste mistake) is refused at start in one line,
/// exit 2, without showing it, instead of a bot retrying for ever with a header it cannot send.
#[test]
fn a_token_holding_a_line_break_or_a_nul_is_refused_at_start_unshown() {
    let dir = tempfile::tempdir().unwrap();
    // Environment variables cannot hold a NUL; the settings file can (`DISCORD_TOKEN` empty:
    // the file's token).
    std::fs::write(
        dir.path().join("tabula.toml"),
        "discord_token = \"MTAxNTk.secret\\u0000part\"\n",
    )
    .unwrap();
    for token in ["", "MTAxNTk.secret\npart", "MTAxNTk.secret\rpart\n"] {
        let out = run_refused(dir.path(), &[("DISCORD_TOKEN", token)]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains("token"), "{err}");
        assert!(!err.contains("secret") && !err.contains("part"), "{err}");
    }
}

/// Issue 48: every answered interaction was kept forever. The bot forgets those older than the
/// time kept (a day; here, for the test, 3 s through `TABULA_TEST_INTERACTIONS_KEEP`), while it
/// runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_forgets_answered_interactions_after_the_time_kept() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        &database,
        Some(GUILD_ID),
        true,
        &[("TABULA_TEST_INTERACTIONS_KEEP", "3".to_string())],
    );
    fake.wait_ready(1, START).await;
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let count = || -> i64 {
        rusqlite::Connection::open(&database)
            .unwrap()
            .query_row("SELECT count(*) FROM interactions", [], |r| r.get(0))
            .unwrap()
    };
    let (_, answer) = command(
        &fake,
        &alice(),
        "challenge",
        vec![Opt::User("opponent", bruno()), Opt::Int("variant", piso)],
    )
    .await;
    assert!(answer.data["content"].as_str().is_some(), "{answer:?}");
    assert_eq!(count(), 1, "the challenge's interaction is remembered");
    bot.wait_log_lines("answered interactions forgotten", 1, STEP * 4)
        .await;
    assert_eq!(count(), 0, "and forgotten");
    stop_clean(&fake, &mut bot);
}
