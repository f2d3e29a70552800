//! Schema 11's step: JSON snapshots become position texts, checked against their histories; a
//! game whose snapshot disagrees is converted as stored and noted, never replaced by the replay.

use crate::games::{AnyGame, Variant};
use crate::store::migrate::positions::convert;
use crate::store::sql::args;
use crate::store::testing::both_stores;
use crate::store::Store;

/// Game `id` (its players 1 and 2, made first) with `state` as its snapshot and `moves` as
/// its history.
fn insert(store: &Store, id: i64, variant: Variant, state: &str, moves: &[String]) {
    store
        .write(|db| {
            db.execute(
                "INSERT INTO games (id, variant, channel, challenger, first_player, \
                 second_player, status, to_act, state, version, created_at, updated_at) \
                 VALUES (?1, ?2, 'c', 1, 1, 2, 'active', 'first', ?3, ?4, 0, 0)",
                args![id, variant.id(), state, moves.len() as i64],
            )?;
            for (seq, text) in moves.iter().enumerate() {
                db.execute(
                    "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                     VALUES (?1, ?2, ?3, 'move', ?4, 0)",
                    args![id, seq as i64 + 1, 1 + (seq as i64 % 2), text.clone()],
                )?;
            }
            Ok(())
        })
        .unwrap();
}

fn snapshot(store: &Store, id: i64) -> String {
    store
        .read(|db| {
            db.query_one("SELECT state FROM games WHERE id = ?1", args![id], |r| {
                r.get(0)
            })
        })
        .unwrap()
}

both_stores! {
    fn json_snapshots_become_position_texts_and_a_disagreeing_one_is_noted(store) {
        store
            .write(|db| {
                for id in [1i64, 2] {
                    db.execute(
                        "INSERT INTO players (id, external_id, name, mention, created_at, \
                         updated_at) VALUES (?1, ?2, 'p', 'p', 0, 0)",
                        args![id, format!("test:{id}")],
                    )?;
                }
                Ok(())
            })
            .unwrap();
        let moves: Vec<String> = ["d4", "e5", "c3"].map(String::from).to_vec();
        let played = AnyGame::replay(Variant::LatrunculiPiso, moves.iter().map(String::as_str))
            .unwrap();
        insert(&store, 1, Variant::LatrunculiPiso, &serde_json::to_string(&played).unwrap(), &moves);
        // Game 2's snapshot is one move short of its history.
        let short = AnyGame::replay(Variant::LatrunculiPiso, ["d4", "e5"]).unwrap();
        insert(&store, 2, Variant::LatrunculiPiso, &serde_json::to_string(&short).unwrap(), &moves);
        insert(&store, 3, Variant::LatrunculiPiso, "garbage{", &moves);

        let notes = store.write(convert).unwrap();
        assert_eq!(snapshot(&store, 1), played.position_text());
        assert_eq!(snapshot(&store, 2), short.position_text(), "converted as stored");
        assert_eq!(snapshot(&store, 3), "garbage{", "left as it was");
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(notes[0].starts_with("game 2: the snapshot differs"), "{notes:?}");
        assert!(notes[1].starts_with("game 3: the snapshot does not decode"), "{notes:?}");
        let noted: Vec<(i64, i64)> = store
            .read(|db| {
                db.query(
                    "SELECT version, game_id FROM migration_notes ORDER BY game_id",
                    args![],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
            })
            .unwrap();
        assert_eq!(noted, [(11, 2), (11, 3)]);
        // The game loads as its text; the disagreeing one is still found damaged, as before.
        assert!(store.load(1).unwrap().is_some());
        assert!(store.load(2).is_err());
        // A second run finds the texts already converted and changes nothing.
        assert_eq!(store.write(convert).unwrap().len(), 1, "only game 3's garbage");
        assert_eq!(snapshot(&store, 1), played.position_text());
    }
}
