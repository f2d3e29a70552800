//! `tabula run` on a PostgreSQL database that cannot be used: one clear line and a non-zero exit
//! at start, before Discord is called, the password never printed. (Skipped where PostgreSQL is
//! not installed, but for the unreachable server.)

use std::process::{Command, Output};

use tabula::store::pg::cluster::Cluster;

use super::ops::text;

fn run_on(url: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["run", "--database", url])
        .env("DISCORD_TOKEN", "fake-token")
        // Never reached: the database is opened first.
        .env("TABULA_DISCORD_API_URL", "http://127.0.0.1:9")
        .env_remove("TABULA_DATABASE")
        .env("TABULA_LOG", "error")
        .current_dir(std::env::temp_dir())
        .output()
        .expect("tabula runs")
}

fn refused_at_start(url: &str, says: &str) {
    let out = run_on(url);
    let all = text(&out);
    assert_eq!(out.status.code(), Some(1), "{url}: {all}");
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{url}: one line: {all}");
    assert!(lines[0].contains(says), "{url}: {all}");
    assert!(
        !all.contains("s3cret"),
        "{url}: the password was printed: {all}"
    );
}

#[test]
fn the_bot_refuses_an_unusable_postgresql_database_at_start_in_one_line() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    refused_at_start(
        &format!("postgres://bot:s3cret@127.0.0.1:{port}/tabula"),
        "cannot connect to postgres://bot:***@127.0.0.1",
    );
    refused_at_start(
        "postgres://bot:s3cret@127.0.0.1:notaport/tabula",
        "is not a PostgreSQL URL",
    );
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    // A wrong password (the server asks this role for one: scram-sha-256).
    let url = cluster.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    let user = format!("cli_{name}");
    cluster.require_password(&user, "right-one").unwrap();
    refused_at_start(
        &format!(
            "postgres://{user}:s3cret@127.0.0.1:{}/{name}",
            cluster.port()
        ),
        "password authentication failed",
    );
    // A database of a newer schema than this program's.
    drop(tabula::store::Store::open_postgres(&url).unwrap());
    cluster
        .sql(&name, "UPDATE tabula_schema SET version = 99")
        .unwrap();
    refused_at_start(&url, "schema version 99, newer than");
}
