use super::*;
use crate::store::pg::cluster::Cluster;
use crate::store::Store;

#[test]
fn a_password_is_never_shown() {
    assert_eq!(
        redact("postgres://bot:s3cret@db.example:5432/tabula"),
        "postgres://bot:***@db.example:5432/tabula"
    );
    assert_eq!(
        redact("postgresql://bot@db/tabula?password=s3cret&sslmode=disable"),
        "postgresql://bot@db/tabula?password=***&sslmode=disable"
    );
    assert_eq!(redact("postgres://db/tabula"), "postgres://db/tabula");
    assert!(is_url("postgres://x/y") && is_url("postgresql://x/y"));
    assert!(!is_url("tabula.db") && !is_url("/var/lib/postgres/tabula.db"));
}

#[test]
fn a_url_that_is_not_one_is_one_clear_line() {
    let Err(e) = Store::open_postgres("postgres://bot:s3cret@host:notaport/db") else {
        panic!("opened");
    };
    let line = e.to_string();
    assert!(line.contains("is not a PostgreSQL URL"), "{line}");
    assert!(!line.contains("s3cret") && !line.contains('\n'), "{line}");
}

#[test]
fn an_unreachable_server_is_one_clear_line_without_the_password() {
    // A port nobody listens on, on loopback.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let Err(e) = Store::open_postgres(&format!("postgres://bot:s3cret@127.0.0.1:{port}/db")) else {
        panic!("opened");
    };
    let line = e.to_string();
    assert!(
        line.starts_with("cannot connect to postgres://bot:***@127.0.0.1"),
        "{line}"
    );
    assert!(!line.contains("s3cret") && !line.contains('\n'), "{line}");
}

#[test]
fn the_schema_is_migrated_once_and_a_newer_one_is_refused() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    drop(Store::open_postgres(&url).unwrap());
    // Opened again: nothing to apply, the version is the last migration's.
    let store = Store::open_postgres(&url).unwrap();
    let version = store.with_db(|db| db.schema_version()).unwrap();
    assert_eq!(version, MIGRATION_FILES.len());
    drop(store);
    let name = url.rsplit('/').next().unwrap();
    cluster
        .sql(name, "UPDATE tabula_schema SET version = 99")
        .unwrap();
    let Err(e) = Store::open_postgres(&url) else {
        panic!("opened a newer schema");
    };
    assert!(
        e.to_string().contains("schema version 99, newer than"),
        "{e}"
    );
}

#[test]
fn a_wrong_password_is_refused_in_one_line_that_does_not_show_it() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    // A role the server asks a password of (scram-sha-256), and the database open to it.
    let user = format!("bot_{name}");
    cluster.require_password(&user, "right-one").unwrap();
    cluster
        .sql(&name, &format!("GRANT ALL ON SCHEMA public TO \"{user}\""))
        .unwrap();
    let at = |password: &str| {
        format!(
            "postgres://{user}:{password}@127.0.0.1:{}/{name}",
            cluster.port()
        )
    };
    let Err(e) = Store::open_postgres(&at("s3cret")) else {
        panic!("opened with a wrong password");
    };
    let line = e.to_string();
    assert!(
        line.contains(&format!("cannot connect to postgres://{user}:***@")),
        "{line}"
    );
    assert!(line.contains("password authentication failed"), "{line}");
    assert!(!line.contains("s3cret") && !line.contains('\n'), "{line}");
    // The right one opens it.
    drop(Store::open_postgres(&at("right-one")).unwrap());
}

#[test]
fn two_processes_migrating_at_once_apply_each_migration_once() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let threads: Vec<_> = (0..3)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || Store::open_postgres(&url).map(|_| ()))
        })
        .collect();
    for t in threads {
        t.join().unwrap().unwrap();
    }
}

#[test]
fn reads_are_served_while_more_writers_than_connections_wait_for_the_write_lock() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let store = std::sync::Arc::new(Store::open_postgres(&url).unwrap());
    // Another process holds the write lock: every write of this one waits for it.
    let mut holder = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    holder
        .batch_execute(&format!("SELECT pg_advisory_lock({WRITE_LOCK})"))
        .unwrap();
    let writers: Vec<_> = (0..pool_size() + WRITE_CONNECTIONS)
        .map(|_| {
            let store = std::sync::Arc::clone(&store);
            std::thread::spawn(move || store.write(|db| db.batch("SELECT 1")))
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    let read = store.read(|db| db.query_one("SELECT 1", &[], |r| r.get::<i64>(0)));
    let waited = started.elapsed();
    holder
        .batch_execute(&format!("SELECT pg_advisory_unlock({WRITE_LOCK})"))
        .unwrap();
    assert_eq!(read.unwrap(), 1);
    assert!(
        waited < Duration::from_secs(1),
        "the read waited {waited:?}"
    );
    for w in writers {
        w.join().unwrap().unwrap();
    }
}

#[test]
fn a_connection_the_server_dropped_while_idle_is_replaced_before_a_call_uses_it() {
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let name = url.rsplit('/').next().unwrap().to_string();
    let store = Store::open_postgres(&url).unwrap();
    store
        .read(|db| db.query_one("SELECT 1", &[], |r| r.get::<i64>(0)))
        .unwrap();
    // The server ends every connection of the store (as a restart would), then the pool's
    // connections sit idle past the time they are trusted without a check.
    cluster
        .sql(
            &name,
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        .unwrap();
    std::thread::sleep(TRUSTED_FOR + Duration::from_millis(200));
    for _ in 0..3 {
        let one = store.read(|db| db.query_one("SELECT 1", &[], |r| r.get::<i64>(0)));
        assert_eq!(one.unwrap(), 1);
    }
}

/// The fewest connections a process may be given (`database_connections = 5`: one for reads,
/// one for moves, the write lock's two) still serve reads, moves and games ending from several
/// threads at once, none waiting for another pool's connection while holding one of its own,
/// and the process opens no more than it was given.
#[test]
fn the_fewest_connections_serve_reads_moves_and_endings_at_once() {
    use crate::store::tests as store_tests;
    use crate::store::{NewPlayer, Status};
    let Some(cluster) = Cluster::shared() else {
        return;
    };
    let url = cluster.database();
    let store = std::sync::Arc::new(
        Store::open_postgres_with(&url, Connections::within(MIN_CONNECTIONS)).unwrap(),
    );
    let threads: Vec<_> = ["t0", "t1", "t2", "t3"]
        .into_iter()
        .map(|opponent| {
            let store = std::sync::Arc::clone(&store);
            std::thread::spawn(move || {
                let whom = NewPlayer {
                    external_id: opponent,
                    name: opponent,
                    mention: opponent,
                };
                let record = store_tests::challenge_between(&store, "chan", whom);
                let (id, mut version) = store_tests::accepted(&store, &record);
                for _ in 0..10 {
                    version = store_tests::play_first_legal(&store, id);
                    store
                        .games_of(record.players[0].id, None, &[Status::Active])
                        .unwrap();
                }
                // Resigned: an ending, written under the write lock with the ratings.
                store_tests::resign_first(&store, id, version);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a thread plays its game to the end");
    }
    let name = url.rsplit('/').next().unwrap().to_string();
    let mut client = postgres::Client::connect(&cluster.url(&name), postgres::NoTls).unwrap();
    let opened: i64 = client
        .query_one(
            "SELECT count(*) FROM pg_stat_activity \
             WHERE datname = current_database() AND application_name = 'tabula'",
            &[],
        )
        .unwrap()
        .get(0);
    assert!(
        opened <= i64::from(MIN_CONNECTIONS - 1),
        "{opened} connections (the listener not started)"
    );
}

/// Issue 48: each form of connection string and password, hidden whole.
#[test]
fn a_password_is_hidden_in_every_form_of_connection_string() {
    for (location, shown) in [
        (
            "postgres://slash:my/secret/pw@127.0.0.1:25433/db",
            "postgres://slash:***@127.0.0.1:25433/db",
        ),
        (
            "postgres://tabula:se@cr/et@host/db",
            "postgres://tabula:***@host/db",
        ),
        (
            "postgresql://bot:p%2Fss%40w%3Ard@db:5432/t?sslmode=disable",
            "postgresql://bot:***@db:5432/t?sslmode=disable",
        ),
        ("postgres://bot:a:b?c#d@db/t", "postgres://bot:***@db/t"),
        ("postgres://:only@db/t", "postgres://:***@db/t"),
        (
            "postgres://bot@db/t?sslmode=disable&password=x/y@z&application_name=t",
            "postgres://bot***&application_name=t",
        ),
        (
            "postgres://bot@db/t?PASSWORD=qq&sslpassword=rr",
            "postgres://bot@db/t?PASSWORD=***&sslpassword=***",
        ),
        (
            "host=db user=bot password='x y\\' z' dbname=t",
            "host=db user=bot password=*** dbname=t",
        ),
        (
            "host=db password = plain\\ text user=bot",
            "host=db password = *** user=bot",
        ),
        (
            "host=db password=two words dbname=t",
            "host=db password=*** dbname=t",
        ),
        ("host=db password='unterminated", "host=db password=***"),
        ("postgres:/bot:pw@db/t", "postgres:/bot:***@db/t"),
        ("tabula.db", "tabula.db"),
    ] {
        assert_eq!(redact(location), shown, "{location}");
    }
    assert!(is_url("host=db dbname=t") && is_url("  dbname = t"));
    assert!(!is_url("hostile.db") && !is_url("x=y.db") && !is_url("tabula.db"));
}

/// A password with spaces left unquoted, which the client cannot read: the refusal names the
/// string without any of its words.
#[test]
fn a_refused_connection_string_is_shown_without_its_password() {
    let Err(e) = Store::open_postgres("host=db password=my secret word dbname=t") else {
        panic!("opened");
    };
    let line = e.to_string();
    assert!(
        !line.contains("secret") && !line.contains("word "),
        "{line}"
    );
    assert!(
        line.contains("is not a PostgreSQL URL or connection string"),
        "{line}"
    );
}

/// Issue 48: with the server away, every call failed after waiting 5 s for a connection (a
/// console command's sweeps made that 20 to 50 s). Now the first call fails within the time a
/// refused connection takes, the next ones at once, and calls are served again as soon as the
/// server is back (the pools keep trying in the background).
#[test]
fn a_server_away_fails_each_call_at_once_and_is_used_again_as_soon_as_it_is_back() {
    if Cluster::shared().is_none() {
        return;
    }
    let bin = super::cluster::server_programs().unwrap();
    let cluster = Cluster::start_with(&bin, "127.0.0.1", &[]).unwrap();
    let url = cluster.database();
    let store = Store::open_postgres(&url).unwrap();
    let read = || store.read(|db| db.query_one("SELECT 1", &[], |r| r.get::<i64>(0)));
    assert_eq!(read().unwrap(), 1);
    cluster.stop();
    // Past the time a connection that just worked is trusted without asking the server.
    std::thread::sleep(TRUSTED_FOR + Duration::from_millis(200));
    let started = Instant::now();
    let first = read().unwrap_err();
    let first_took = started.elapsed();
    assert!(first.is_unavailable(), "{first:?}");
    let started = Instant::now();
    for _ in 0..20 {
        let e = read().unwrap_err();
        assert!(e.is_unavailable(), "{e:?}");
    }
    let next_took = started.elapsed();
    eprintln!("server away: first call failed in {first_took:?}, 20 more in {next_took:?}");
    assert!(
        first_took < Duration::from_millis(1_500),
        "the first call waited {first_took:?}"
    );
    assert!(
        next_took < Duration::from_millis(1_500),
        "20 calls waited {next_took:?}"
    );
    cluster.start_again().unwrap();
    let back = Instant::now();
    loop {
        if let Ok(one) = read() {
            assert_eq!(one, 1);
            break;
        }
        assert!(
            back.elapsed() < Duration::from_secs(15),
            "not served 15 s after the server came back"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    eprintln!(
        "served again {:?} after the server was back",
        back.elapsed()
    );
}

/// `text` with every byte but the unreserved ones percent-encoded.
fn percent_encoded(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// `text` escaped for a `key=value` value: in quotes, or plain with `\` before each space,
/// quote and backslash.
fn quoted(text: &str) -> String {
    let mut out = String::from("'");
    for c in text.chars() {
        if c == '\'' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('\'');
    out
}

fn escaped(text: &str) -> String {
    let mut out = String::new();
    for (at, c) in text.chars().enumerate() {
        if c.is_whitespace() || c == '\\' || (at == 0 && c == '\'') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// No run of 4 characters of `secret` (the whole of a shorter one) that the text around it does
/// not hold is in `shown`.
fn no_piece_of(
    secret: &str,
    around: &str,
    shown: &str,
) -> Result<(), proptest::test_runner::TestCaseError> {
    let chars: Vec<char> = secret.chars().collect();
    let pieces: Vec<String> = if chars.len() < 4 {
        vec![secret.to_string()]
    } else {
        chars.windows(4).map(|w| w.iter().collect()).collect()
    };
    // What is shown, less the marks that stand for what was hidden (a piece such as `:*`
    // would otherwise be found in `bot:***`).
    let visible = shown.replace("***", "");
    for piece in pieces {
        if piece.is_empty() || around.contains(&piece) {
            continue;
        }
        proptest::prop_assert!(
            !visible.contains(&piece),
            "{piece:?} of the password is in {shown:?}"
        );
    }
    Ok(())
}

proptest::proptest! {
    /// Issue 48: any password, in each form a connection string can hold it (a URL's user
    /// information, raw or percent-encoded; `?password=`, raw or encoded; `key=value`, quoted
    /// or escaped), is hidden by `redact`: no piece of it is shown, and what is shown of a URL
    /// does not depend on it.
    #[test]
    fn redaction_hides_any_password_in_any_form(
        password in proptest::prop_oneof![
            "[a-zA-Z0-9/@:?#&=%' \\\\.!$~+,;-]{1,24}",
            "\\PC{1,16}",
            proptest::prelude::any::<String>(),
        ],
    ) {
        type Form = (fn(&str) -> String, fn(&str) -> String);
        let forms: [Form; 6] = [
            (
                |w| format!("postgres://bot:{w}@db.example:5432/tabula?sslmode=disable"),
                str::to_string,
            ),
            (|w| format!("postgresql://bot:{w}@db.example/tabula"), percent_encoded),
            (
                |w| format!("postgres://bot@db.example/tabula?password={w}&sslmode=disable"),
                |p| p.replace('&', ""),
            ),
            (
                |w| format!("postgres://bot@db.example/tabula?sslmode=disable&password={w}"),
                percent_encoded,
            ),
            (
                |w| format!("host=db.example user=bot password={w} dbname=tabula"),
                quoted,
            ),
            (|w| format!("host=db.example password={w} user=bot"), escaped),
        ];
        for (form, write) in forms {
            let written = write(&password);
            let shown = redact(&form(&written));
            let around = form("");
            no_piece_of(&password.replace('&', ""), &around, &shown)?;
            no_piece_of(&written, &around, &shown)?;
        }
        let forms: Vec<String> = vec![
            forms[0].0(&password),
            forms[1].0(&percent_encoded(&password)),
        ];
        // What is shown of a URL's user information is the same whatever the password.
        if !password.to_ascii_lowercase().contains("password") {
            proptest::prop_assert_eq!(
                redact(&forms[0]),
                "postgres://bot:***@db.example:5432/tabula?sslmode=disable"
            );
            proptest::prop_assert_eq!(redact(&forms[1]), "postgresql://bot:***@db.example/tabula");
        }
    }

    /// Any text at all: no panic, and `Secrets` neither.
    #[test]
    fn redaction_takes_any_text(text in proptest::prelude::any::<String>()) {
        let _ = redact(&text);
        let _ = Secrets::of(&text).hide(&text);
        let _ = is_url(&text);
    }
}
