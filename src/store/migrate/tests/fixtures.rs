//! The schema fixtures, `tests/data/schema/vNN.sql`: a database as the bot of schema version NN
//! wrote it, as SQL text (that version's migrations as they were, `PRAGMA user_version = NN`,
//! then rows in that version's form: two players, a game of Latrunculi (Piso) under way, a
//! challenge to XII Scripta's older sibling Seneca, and a game of XII Scripta under way in another
//! channel, each snapshot the rules structs' JSON as schemas 1 to 10 stored it). The end-to-end
//! test `console::a_database_of_every_earlier_schema_opens_migrates_and_plays` opens each with
//! the real binary. Written once by the ignored test below, then kept as written: a later
//! change of the code cannot change them (regenerate only to add a version that stores
//! snapshots as JSON, i.e. never again).

use crate::games::{AnyGame, Variant};

use super::super::MIGRATION_FILES;
use crate::store::codes::to_act_code;

/// The last schema version whose snapshots are JSON.
const LAST_JSON_VERSION: usize = 10;

fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// `moves` played from the start of `variant` (a roll given as `roll:…`): the JSON snapshot,
/// each action's (kind, text), and who acts then.
fn played(variant: Variant, moves: &[&str]) -> (String, Vec<(&'static str, String)>, &'static str) {
    let mut game = AnyGame::new(variant);
    let mut actions = Vec::new();
    for mv in moves {
        let kind = if mv.starts_with("roll:") {
            "chance"
        } else {
            "move"
        };
        actions.push((kind, game.play_text(mv).expect("a legal move")));
    }
    let to_act = to_act_code(game.to_act());
    (serde_json::to_string(&game).unwrap(), actions, to_act)
}

/// The rows of every fixture: only columns of schema version 1, which every later version
/// keeps (the columns added since have defaults or allow NULL).
fn rows() -> String {
    let t = 1_764_000_000_i64;
    let mut sql = format!(
        "INSERT INTO players (id, external_id, name, mention, created_at, updated_at) VALUES\n  \
         (1, 'console:alice', 'alice', '@alice', {t}, {t}),\n  \
         (2, 'console:bob', 'bob', '@bob', {t}, {t});\n"
    );
    let games: [(i64, Variant, &str, &str, &[&str]); 3] = [
        (
            1,
            Variant::LatrunculiPiso,
            "console",
            "active",
            &["d4", "e5", "c3"],
        ),
        (2, Variant::LatrunculiSeneca, "console", "challenge", &[]),
        (
            3,
            Variant::Duodecim,
            "elsewhere",
            "active",
            &["roll:1-2-6", "1:enter", "2:enter", "6:enter"],
        ),
    ];
    for (id, variant, channel, status, moves) in games {
        let (state, actions, to_act) = played(variant, moves);
        let to_act = if status == "active" { to_act } else { "none" };
        let version = actions.len() + 1;
        sql += &format!(
            "INSERT INTO games (id, variant, guild, channel, challenger, first_player, \
             second_player, status, to_act, winner, end_reason, state, version, created_at, \
             updated_at) VALUES\n  ({id}, '{variant}', NULL, '{channel}', 1, 1, 2, '{status}', \
             '{to_act}', NULL, NULL,\n   {}, {version}, {t}, {t});\n",
            quoted(&state)
        );
        let mut side = 1;
        for (seq, (kind, text)) in actions.iter().enumerate() {
            let actor = if *kind == "chance" {
                "NULL".to_string()
            } else {
                let actor = side.to_string();
                side = 3 - side;
                actor
            };
            sql += &format!(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES \
                 ({id}, {}, {actor}, '{kind}', '{text}', {});\n",
                seq + 1,
                t + seq as i64
            );
        }
    }
    sql
}

/// Writes `tests/data/schema/v01.sql` … `v10.sql`.
#[test]
#[ignore = "writes the fixtures; run by hand: cargo test --lib write_the_schema_fixtures -- --ignored"]
fn write_the_schema_fixtures() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/schema");
    std::fs::create_dir_all(dir).unwrap();
    let rows = rows();
    for version in 1..=LAST_JSON_VERSION {
        let mut text = format!(
            "-- A Tabula database of schema version {version}, as that version's bot wrote it \
             (written by\n-- store::migrate::tests::fixtures; see there). Its migrations:\n\n"
        );
        for (name, sql) in &MIGRATION_FILES[..version] {
            text += &format!("-- migrations/{name}.sql\n{sql}\n");
        }
        text += &format!("PRAGMA user_version = {version};\n\n-- The rows.\n{rows}");
        std::fs::write(format!("{dir}/v{version:02}.sql"), text).unwrap();
    }
}
