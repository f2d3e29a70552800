//! Settings meant for the bot do not stop the offline tools: `doctor`, `backup` and `console`
//! read what they need (the database) and warn, in one line, about the rest. `tabula run` still
//! refuses to start with a bad setting.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `tabula ARGS` in `dir` (where a `tabula.toml` is read from), with `env` set and `stdin`.
fn tabula_in(dir: &Path, args: &[&str], env: &[(&str, &str)], stdin: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tabula"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .env_remove("TABULA_RATE_LIMIT")
        .env_remove("TABULA_GUILD_ID")
        .env_remove("TABULA_LOG")
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("tabula starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn all(out: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(out))
}

/// A database made by the console (one challenge), in `dir`.
fn database(dir: &Path) {
    let out = tabula_in(
        dir,
        &["console", "--database", "t.db", "--boards", "boards"],
        &[],
        "/challenge bob latrunculi-piso\n",
    );
    assert!(out.status.success(), "{}", all(&out));
}

/// The three offline tools, each run in `dir` with `env`; each must succeed and say, in one
/// line of stderr naming `setting`, what it ignored.
fn offline_tools_go_on(dir: &Path, env: &[(&str, &str)], setting: &str) {
    for (args, stdin) in [
        (&["doctor", "--database", "t.db"][..], ""),
        (&["backup", "copy.db", "--database", "t.db"][..], ""),
        (
            &["console", "--database", "t.db", "--boards", "boards"][..],
            "/games\n",
        ),
    ] {
        let out = tabula_in(dir, args, env, stdin);
        assert!(out.status.success(), "{args:?}: {}", all(&out));
        let err = stderr(&out);
        let warnings: Vec<&str> = err.lines().filter(|l| l.contains("warning")).collect();
        assert_eq!(warnings.len(), 1, "{args:?}: {err}");
        assert!(warnings[0].contains(setting), "{args:?}: {err}");
    }
    let out = tabula_in(dir, &["doctor", "--database", "t.db"], env, "");
    assert!(all(&out).contains("1 games, "), "{}", all(&out));
}

#[test]
fn a_bad_bot_setting_in_the_environment_does_not_stop_the_offline_tools() {
    let dir = tempfile::tempdir().unwrap();
    database(dir.path());
    offline_tools_go_on(
        dir.path(),
        &[("TABULA_RATE_LIMIT", "abc")],
        "TABULA_RATE_LIMIT",
    );
    offline_tools_go_on(
        dir.path(),
        &[("TABULA_GUILD_ID", "my-server")],
        "TABULA_GUILD_ID",
    );
}

#[test]
fn a_malformed_settings_file_does_not_stop_the_offline_tools_that_can_read_their_database() {
    let dir = tempfile::tempdir().unwrap();
    database(dir.path());
    // Bad values and an unknown key: the database's path is still read from the file.
    std::fs::write(
        dir.path().join("tabula.toml"),
        "database = \"t.db\"\nrate_limit = \"abc\"\nguild_id = \"x\"\nshard_cuont = 2\n",
    )
    .unwrap();
    let out = tabula_in(dir.path(), &["doctor"], &[], "");
    assert!(out.status.success(), "{}", all(&out));
    assert!(all(&out).contains("1 games, "), "{}", all(&out));
    offline_tools_go_on(dir.path(), &[], "tabula.toml");

    // Not TOML at all: the database's path cannot be known from it, so a tool needs it given.
    std::fs::write(dir.path().join("tabula.toml"), "database = t.db [\n").unwrap();
    let out = tabula_in(dir.path(), &["doctor"], &[], "");
    assert_eq!(out.status.code(), Some(1), "{}", all(&out));
    assert_eq!(stderr(&out).trim().lines().count(), 1, "{}", all(&out));
    assert!(stderr(&out).contains("--database"), "{}", all(&out));
    assert!(!dir.path().join("tabula.db").exists());
    offline_tools_go_on(dir.path(), &[], "tabula.toml");
}

#[test]
fn the_bot_still_refuses_to_start_with_a_bad_setting() {
    let dir = tempfile::tempdir().unwrap();
    let out = tabula_in(
        dir.path(),
        &["run", "--database", "t.db"],
        &[("DISCORD_TOKEN", "x"), ("TABULA_RATE_LIMIT", "abc")],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", all(&out));
    assert!(stderr(&out).contains("rate_limit"), "{}", all(&out));
    std::fs::write(dir.path().join("tabula.toml"), "guild_id = \"x\"\n").unwrap();
    let out = tabula_in(
        dir.path(),
        &["run", "--database", "t.db"],
        &[("DISCORD_TOKEN", "x")],
        "",
    );
    assert_eq!(out.status.code(), Some(1), "{}", all(&out));
    assert!(stderr(&out).contains("guild_id"), "{}", all(&out));
    assert!(!dir.path().join("t.db").exists());
}
