//! A SQLite-only build (`cargo test --no-default-features`): every way a PostgreSQL URL reaches
//! the program (`run` and `console` with `--database`, `TABULA_DATABASE`, the settings file's
//! `database`, `migrate --to`, `doctor`) gets one line saying that this build has no
//! PostgreSQL, the password never printed, and nothing is written.

use std::process::{Command, Output};

use super::ops::text;

const URL: &str = "postgres://bot:s3cret@127.0.0.1:5432/tabula";

/// `tabula ARGS` in an empty folder, with `env` and no other settings from the environment.
fn tabula(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tabula"));
    command
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        // Never reached: the database is opened first.
        .env("TABULA_DISCORD_API_URL", "http://127.0.0.1:9")
        .env("TABULA_LOG", "error")
        .current_dir(dir);
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("tabula runs")
}

fn refused(out: &Output, code: i32, what: &str) {
    let all = text(out);
    assert_eq!(out.status.code(), Some(code), "{what}: {all}");
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{what}: one line: {all}");
    assert!(
        lines[0].contains(tabula::store::NO_POSTGRES),
        "{what}: {all}"
    );
    assert!(!all.contains("s3cret"), "{what}: the password was printed");
}

#[test]
fn a_postgresql_url_is_refused_in_one_line_by_a_build_without_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let token = [("DISCORD_TOKEN", "fake-token")];
    refused(
        &tabula(dir.path(), &["run", "--database", URL], &token),
        1,
        "run --database",
    );
    let env = [("DISCORD_TOKEN", "fake-token"), ("TABULA_DATABASE", URL)];
    refused(&tabula(dir.path(), &["run"], &env), 1, "TABULA_DATABASE");
    let settings = dir.path().join("tabula.toml");
    std::fs::write(&settings, format!("database = \"{URL}\"\n")).unwrap();
    refused(
        &tabula(
            dir.path(),
            &["--config", settings.to_str().unwrap(), "run"],
            &token,
        ),
        1,
        "the settings' database",
    );
    refused(
        &tabula(dir.path(), &["console", "--database", URL], &[]),
        1,
        "console --database",
    );
    refused(
        &tabula(dir.path(), &["doctor", "--database", URL], &[]),
        2,
        "doctor",
    );
    let source = dir.path().join("source.db");
    drop(tabula::store::Store::open(&source).unwrap());
    refused(
        &tabula(
            dir.path(),
            &["migrate", "--from", source.to_str().unwrap(), "--to", URL],
            &[],
        ),
        2,
        "migrate",
    );
    // Nothing written beside the source: no file named after the URL, no default database.
    let mut files: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with("source.db"))
        .collect();
    files.sort();
    assert_eq!(files, ["tabula.toml"]);
}
