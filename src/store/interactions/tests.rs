//! Once per interaction, carried as a value: the first write of a call claims its interaction,
//! the later writes of the same call write none, and a second delivery changes nothing; the
//! console's and the bot's writes claim nothing.

use super::*;
use crate::games::{AnyGame, Side, Variant};
use crate::store::testing::both_stores;
use crate::store::tournaments::NewTournament;
use crate::store::{Change, GameRecord, NewChallenge, NewPlayer, Status};
use crate::tournament::Format;

const ALICE: NewPlayer<'static> = NewPlayer {
    external_id: "console:alice",
    name: "alice",
    mention: "@alice",
};

const BOB: NewPlayer<'static> = NewPlayer {
    external_id: "console:bob",
    name: "bob",
    mention: "@bob",
};

const CAROL: NewPlayer<'static> = NewPlayer {
    external_id: "console:carol",
    name: "carol",
    mention: "@carol",
};

/// Alice challenges `whom`, written for `origin`.
fn challenge(
    store: &Store,
    origin: Origin<'_>,
    whom: NewPlayer<'static>,
) -> Result<GameRecord, StoreError> {
    store.create_challenge(
        origin,
        &NewChallenge {
            variant: Variant::LatrunculiPiso,
            guild: Some("guild"),
            channel: "chan",
            challenger: ALICE,
            challenged: whom,
            challenger_side: Side::First,
            state: &AnyGame::new(Variant::LatrunculiPiso),
            rated: false,
            thread: false,
        },
    )
}

/// Game `record` accepted (read at `version`), written for `origin`.
fn accept(
    store: &Store,
    origin: Origin<'_>,
    record: &GameRecord,
    version: i64,
) -> Result<i64, StoreError> {
    let state = AnyGame::new(Variant::LatrunculiPiso);
    let change = Change {
        status: Status::Active,
        state: &state,
        ending: None,
        actions: &[],
        touch: None,
    };
    store.apply(origin, record.id, version, &change)
}

/// A tournament created by alice, written for `origin`.
fn tournament(store: &Store, origin: Origin<'_>) -> Result<i64, StoreError> {
    let t = store.create_tournament(
        origin,
        &NewTournament {
            guild: Some("guild"),
            channel: "chan",
            variant: Variant::LatrunculiPiso,
            format: Format::Swiss,
            rounds: Some(3),
            clock: 86_400,
            rated: true,
            creator: ALICE,
            starts_at: None,
            lang: "en",
        },
    )?;
    Ok(t.id)
}

/// Every row the writes above can change, claims included.
fn rows(store: &Store) -> Vec<String> {
    store
        .with_db(|db| {
            let mut out: Vec<String> = db
                .query(
                    "SELECT id, status, version FROM games ORDER BY id",
                    args![],
                    |r| {
                        Ok(format!(
                            "game {:?}",
                            (r.get::<i64>(0)?, r.get::<String>(1)?, r.get::<i64>(2)?)
                        ))
                    },
                )
                .unwrap();
            out.extend(
                db.query(
                    "SELECT game_id, seq, text FROM actions ORDER BY game_id, seq",
                    args![],
                    |r| {
                        Ok(format!(
                            "action {:?}",
                            (r.get::<i64>(0)?, r.get::<i64>(1)?, r.get::<String>(2)?)
                        ))
                    },
                )
                .unwrap(),
            );
            out.extend(
                db.query(
                    "SELECT id, version FROM tournaments ORDER BY id",
                    args![],
                    |r| {
                        Ok(format!(
                            "tournament {:?}",
                            (r.get::<i64>(0)?, r.get::<i64>(1)?)
                        ))
                    },
                )
                .unwrap(),
            );
            out
        })
        .into_iter()
        .chain({
            let (games, tournaments) = claims(store);
            games
                .into_iter()
                .chain(tournaments)
                .map(|claim| format!("claim {claim:?}"))
        })
        .collect()
}

/// The claims written: (interaction, game) and (interaction, tournament).
type Claims = (Vec<(String, i64)>, Vec<(String, i64)>);

fn claims(store: &Store) -> Claims {
    store.with_db(|db| {
        let read = |db: &mut Db<'_>, sql: &str| {
            db.query(sql, args![], |r| Ok((r.get(0)?, r.get(1)?)))
                .unwrap()
        };
        (
            read(db, "SELECT id, game_id FROM interactions ORDER BY id"),
            read(
                db,
                "SELECT id, tournament_id FROM tournament_interactions ORDER BY id",
            ),
        )
    })
}

fn replayed<T: std::fmt::Debug>(result: Result<T, StoreError>, id: &str) {
    assert!(
        matches!(&result, Err(StoreError::Replayed(i)) if i == id),
        "{result:?}"
    );
}

#[test]
fn the_first_write_of_a_call_takes_its_claim_and_clones_share_it() {
    let claim = Claim::new("42");
    let clone = claim.clone();
    assert_eq!(claim.id(), "42");
    assert_eq!(Origin::Interaction(&clone).take(), Some("42"));
    assert_eq!(Origin::Interaction(&claim).take(), None, "taken by a clone");
    assert_eq!(Origin::Interaction(&clone).take(), None);
    // Another delivery of the same interaction has a claim of its own.
    assert_eq!(Origin::Interaction(&Claim::new("42")).take(), Some("42"));
    assert_eq!(Origin::Console.take(), None);
    assert_eq!(Origin::Bot.take(), None);
}

both_stores! {
    /// A challenge and its acceptance written by one call (as the computer's game is created
    /// and started by one command): one claim, by the first; a second delivery of the
    /// interaction changes nothing, whichever of the two writes it tries.
    fn a_call_that_writes_twice_claims_once_and_its_replay_changes_nothing(store) {
        let call = Claim::new("call");
        let record = challenge(&store, Origin::Interaction(&call), BOB).unwrap();
        // The second write of the call: it would be refused as a replay if it claimed again.
        let version = accept(&store, Origin::Interaction(&call), &record, record.version).unwrap();
        assert_eq!(claims(&store), (vec![("call".to_string(), record.id)], vec![]));
        let before = rows(&store);
        replayed(
            accept(&store, Origin::Interaction(&Claim::new("call")), &record, version),
            "call",
        );
        replayed(
            challenge(&store, Origin::Interaction(&Claim::new("call")), CAROL),
            "call",
        );
        assert_eq!(rows(&store), before, "a replay changed something");
        // Another interaction writes on.
        accept(&store, Origin::Interaction(&Claim::new("next")), &record, version).unwrap();
        assert_eq!(claims(&store).0.len(), 2);
    }
}

both_stores! {
    /// A tournament's write and a game's write of one call (a leaver's resignation after the
    /// leave): the tournament's claim is the call's only one. (Each table's key refuses a
    /// second claim in that table; a second delivery of a call is refused before it writes by
    /// `Service::once`, which looks in both.)
    fn a_tournament_write_and_a_game_write_of_one_call_claim_once(store) {
        let call = Claim::new("leave");
        let t = tournament(&store, Origin::Interaction(&call)).unwrap();
        challenge(&store, Origin::Interaction(&call), BOB).unwrap();
        assert_eq!(claims(&store), (vec![], vec![("leave".to_string(), t)]));
        let before = rows(&store);
        replayed(
            tournament(&store, Origin::Interaction(&Claim::new("leave"))),
            "leave",
        );
        assert_eq!(rows(&store), before, "a replay changed something");
    }
}

both_stores! {
    /// The console's and the bot's writes claim nothing, and leave a call's claim to its own
    /// first write.
    fn the_consoles_and_the_bots_writes_claim_nothing(store) {
        let record = challenge(&store, Origin::Console, BOB).unwrap();
        let version = accept(&store, Origin::Bot, &record, record.version).unwrap();
        tournament(&store, Origin::Console).unwrap();
        assert_eq!(claims(&store), (vec![], vec![]));
        let call = Claim::new("move");
        accept(&store, Origin::Interaction(&call), &record, version).unwrap();
        assert_eq!(claims(&store).0, vec![("move".to_string(), record.id)]);
    }
}

/// The source files under `dir` (recursively), but for tests.
fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if name != "tests" {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// A person's call writes with its caller's origin ([`crate::service::Caller::origin`], the one
/// place that makes an interaction's or the console's); only the bot's own work writes with
/// [`Origin::Bot`], where listed here. A new `Origin::Bot` or `Origin::Console` outside the
/// store is a write that claims nothing: it must be the bot's, and named below.
#[test]
fn origins_are_made_only_by_the_caller_and_by_the_bots_own_work() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let allowed: &[(&str, &str, usize)] = &[
        ("service/mod.rs", "Origin::Interaction(", 1),
        ("service/mod.rs", "Origin::Console", 1),
        // The computer's answer to a move (or owed after a restart): the bot's own move.
        ("service/computer.rs", "Origin::Bot", 1),
    ];
    let mut found = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if relative.starts_with("store/") {
            continue;
        }
        // Code only: a comment may name them.
        let text = std::fs::read_to_string(file).unwrap();
        let code: Vec<&str> = text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect();
        let text = code.join("\n");
        for made in ["Origin::Interaction(", "Origin::Console", "Origin::Bot"] {
            let count = text.matches(made).count();
            if count > 0 {
                found.push((relative.clone(), made, count));
            }
        }
    }
    found.sort();
    let mut expected: Vec<(String, &str, usize)> = allowed
        .iter()
        .map(|&(file, made, count)| (file.to_string(), made, count))
        .collect();
    expected.sort();
    assert_eq!(found, expected);
}
