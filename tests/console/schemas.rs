//! Databases written by every earlier schema version open, migrate and play: each fixture
//! `tests/data/schema/vNN.sql` (a database as the bot of version NN wrote it, snapshots as JSON;
//! see `store::migrate::tests::fixtures`) is made into a file, opened by the console, which
//! migrates it, and a move is played in its game; then `tabula doctor` finds it whole.

use std::process::Command;

use super::console;

#[test]
fn a_database_of_every_earlier_schema_opens_migrates_and_plays() {
    let dir = tempfile::tempdir().unwrap();
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/schema");
    let mut fixtures: Vec<_> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sql"))
        .collect();
    fixtures.sort();
    let latest = tabula::store::doctor::schema_version();
    // One per version whose snapshots were JSON: 1 to 10.
    assert_eq!(fixtures.len(), 10, "{fixtures:?}");
    for (at, fixture) in fixtures.iter().enumerate() {
        let version = at as i64 + 1;
        let name = fixture.file_stem().unwrap().to_string_lossy().into_owned();
        assert_eq!(name, format!("v{version:02}"));
        let db = dir.path().join(format!("{name}.db"));
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(&std::fs::read_to_string(fixture).unwrap())
            .unwrap();
        let found: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(found, version, "{name}");
        drop(conn);

        // Bob places a piece in the Latrunculi game the fixture left at his turn.
        let boards = dir.path().join(format!("{name}-boards"));
        let out = console(&db, &boards, "en", "as bob\n/move f6\nquit\n");
        assert!(
            !out.contains("refused") && !out.contains("not your"),
            "{name}: {out}"
        );

        let conn = rusqlite::Connection::open(&db).unwrap();
        let now: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(now, latest, "{name}: migrated to the latest version");
        let last: String = conn
            .query_row(
                "SELECT text FROM actions WHERE game_id = 1 ORDER BY seq DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(last, "f6", "{name}: the move was played and stored");
        let states: Vec<String> = conn
            .prepare("SELECT state FROM games ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(states.len(), 3, "{name}");
        for state in &states {
            assert!(state.starts_with("v1 "), "{name}: {state}");
        }
        drop(conn);

        let doctor = Command::new(env!("CARGO_BIN_EXE_tabula"))
            .args(["doctor", "--database"])
            .arg(&db)
            .env_remove("DISCORD_TOKEN")
            .output()
            .unwrap();
        assert!(
            doctor.status.success(),
            "{name}: {}{}",
            String::from_utf8_lossy(&doctor.stdout),
            String::from_utf8_lossy(&doctor.stderr)
        );
    }
}
