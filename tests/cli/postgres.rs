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

/// A port nothing listens on.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `tabula ARGS`, without settings from the environment.
fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .env("TABULA_LOG", "warn")
        .current_dir(std::env::temp_dir())
        .output()
        .expect("tabula runs")
}

/// No piece of `secret` of 3 characters or more between its separators is in `printed`.
fn hidden(printed: &str, secret: &str, what: &str) {
    assert!(
        !printed.contains(secret),
        "{what}: the password was printed: {printed}"
    );
    for piece in secret.split(['/', '@', ' ', ':']).filter(|p| p.len() >= 3) {
        assert!(
            !printed.contains(piece),
            "{what}: a piece of the password ({piece}) was printed: {printed}"
        );
    }
}

/// Every form of connection string, with a password holding `/`, `@`, spaces, quotes: the bot,
/// the console, doctor and migrate name the database without it (issue 48: a `/` in the
/// password printed the URL whole; a raw `@` printed its end).
#[test]
fn a_password_is_never_printed_whatever_it_holds_and_however_it_is_written() {
    let port = free_port();
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.db");
    drop(tabula::store::Store::open(&source).unwrap());
    let source = source.to_string_lossy().to_string();
    let cases = [
        (
            format!("postgres://slash:my/secret/pw@127.0.0.1:{port}/db"),
            "my/secret/pw",
        ),
        (
            format!("postgres://tabula:se@cret@127.0.0.1:{port}/db"),
            "se@cret",
        ),
        (
            "postgres://tabula:sec@cr/et@host/db".to_string(),
            "sec@cr/et",
        ),
        (
            format!("postgresql://bot:p%2Fss%40word@127.0.0.1:{port}/db"),
            "p%2Fss%40word",
        ),
        (
            format!("postgres://bot@127.0.0.1:{port}/db?password=qu/ery@pw&sslmode=disable"),
            "qu/ery@pw",
        ),
        (
            format!("host=127.0.0.1 port={port} user=bot password='key value\\'pw' dbname=db"),
            "key value\\'pw",
        ),
        (
            format!("host=127.0.0.1 port={port} user=bot password=unquoted\\ spaced dbname=db"),
            "unquoted\\ spaced",
        ),
    ];
    for (url, secret) in &cases {
        for args in [
            vec!["doctor", "--database", url],
            vec!["console", "--database", url],
            vec!["migrate", "--from", &source, "--to", url],
        ] {
            let out = tabula(&args);
            let all = text(&out);
            assert_ne!(out.status.code(), Some(0), "{args:?}: {all}");
            assert_eq!(all.trim().lines().count(), 1, "{args:?}: one line: {all}");
            hidden(&all, secret, &format!("{args:?}"));
        }
        let out = run_on(url);
        hidden(&text(&out), secret, "run");
    }
    // The URL the client would read otherwise (a host `cr`, a database `et@host/db`) is refused
    // before any connection is tried.
    let out = tabula(&[
        "doctor",
        "--database",
        "postgres://tabula:sec@cr/et@host/db",
    ]);
    assert!(text(&out).contains("more than one `@`"), "{}", text(&out));
    assert!(
        text(&out).contains("postgres://tabula:***@host/db"),
        "{}",
        text(&out)
    );
}

/// On a server that asks for the password: migrate's success line and doctor's verdict, for a
/// password with `/` in a URL (raw and percent-encoded), in `?password=`, and in `key=value`.
#[test]
fn migrate_and_doctor_on_a_real_server_never_print_the_password() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.db");
    drop(tabula::store::Store::open(&source).unwrap());
    let source = source.to_string_lossy().to_string();
    let secret = "my/secret/pw";
    let port = cluster.port();
    let forms: [fn(&str, &str, u16) -> String; 4] = [
        |u: &str, d: &str, p: u16| format!("postgres://{u}:my/secret/pw@127.0.0.1:{p}/{d}"),
        |u: &str, d: &str, p: u16| format!("postgres://{u}:my%2Fsecret%2Fpw@127.0.0.1:{p}/{d}"),
        |u: &str, d: &str, p: u16| {
            format!("postgres://{u}@127.0.0.1:{p}/{d}?password=my/secret/pw")
        },
        |u: &str, d: &str, p: u16| {
            format!("host=127.0.0.1 port={p} user={u} password='my/secret/pw' dbname={d}")
        },
    ];
    for (at, write) in forms.iter().enumerate() {
        let name = cluster.database().rsplit('/').next().unwrap().to_string();
        let user = format!("slash_{name}_{at}");
        cluster.require_password(&user, secret).unwrap();
        cluster
            .sql(&name, &format!("GRANT ALL ON SCHEMA public TO \"{user}\""))
            .unwrap();
        let url = write(&user, &name, port);
        let out = tabula(&["migrate", "--from", &source, "--to", &url]);
        let all = text(&out);
        assert!(out.status.success(), "{url}: {all}");
        assert!(all.contains("nothing wrong"), "{all}");
        hidden(&all, secret, &url);
        let out = tabula(&["doctor", "--database", &url]);
        assert!(out.status.success(), "{}", text(&out));
        hidden(&text(&out), secret, &url);
    }
}

/// Issue 48: with the server away, `as alice` in the console answered after 20 to 50 s (the
/// clock's sweeps after it waited 5 s a call), and a command that needs the database as long.
/// Now `as` answers without the database, and a command that needs it says at once, once,
/// that it cannot be reached.
#[test]
fn the_console_answers_at_once_while_the_server_is_away() {
    use std::io::{BufRead, BufReader, Write};
    use std::time::{Duration, Instant};
    if Cluster::shared().is_none() {
        return;
    }
    let bin = tabula::store::pg::cluster::server_programs().unwrap();
    let cluster = Cluster::start_with(&bin, "127.0.0.1", &[]).unwrap();
    let url = cluster.database();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(["console", "--database", &url])
        .env_remove("DISCORD_TOKEN")
        .env_remove("TABULA_DATABASE")
        .env("TABULA_LOG", "off")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("tabula runs");
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    /// Ends the console however the test ends.
    struct Kill(std::process::Child);
    impl Drop for Kill {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
    let _child = Kill(child);
    let welcome = lines.next().unwrap().unwrap();
    assert!(welcome.contains("You are"), "{welcome}");
    // The console's look at what fell due comes after its welcome: done once it answers.
    writeln!(stdin, "as carol").unwrap();
    let answer = lines.next().unwrap().unwrap();
    assert_eq!(answer, "You are now carol.");
    cluster.stop();
    // Past the time a connection that just worked is trusted without asking the server.
    std::thread::sleep(Duration::from_millis(1_500));
    for (line, says) in [
        ("as alice", "You are now alice."),
        ("games", "cannot be reached"),
        ("as bob", "You are now bob."),
        ("board", "cannot be reached"),
        ("help", ""),
    ] {
        let started = Instant::now();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let answer = lines.next().unwrap().unwrap();
        let took = started.elapsed();
        assert!(answer.contains(says), "{line}: {answer}");
        assert!(
            took < Duration::from_secs(2),
            "{line}: answered after {took:?}"
        );
    }
    drop(stdin);
}
