//! Schema version 11's step in Rust: every snapshot rewritten from the rules structs' JSON to its
//! position text (`migrations/0011_position_texts.sql` says why). The one place that still reads
//! the JSON form: nothing else in the crate decodes an old snapshot.

use crate::games::{AnyGame, Variant};
use crate::store::codes::ActionKind;
use crate::store::rows::{RawAction, ACTIONS_OF_GAME};
use crate::store::sql::{args, Db, Row};
use crate::store::{GameId, StoreError};

/// The schema version this step completes.
pub(in crate::store) const VERSION: i64 = 11;

/// Games rewritten at a time (one page of rows in memory, not the database).
const PAGE: i64 = 500;

/// A snapshot as schema versions 1 to 10 stored it (`{"variant": …, "state": …}`), if it is a
/// position of `variant`.
pub(in crate::store) fn decode_legacy(state: &str, variant: Variant) -> Option<AnyGame> {
    serde_json::from_str::<AnyGame>(state)
        .ok()
        .filter(|g| g.variant() == variant)
}

/// Rewrites every game's snapshot as its position text, in the caller's transaction; returns
/// one line per game it could not check or convert (also written to `migration_notes` and the
/// log). A snapshot already a position text is left alone, so running it twice changes nothing.
pub(in crate::store) fn convert(db: &mut Db<'_>) -> Result<Vec<String>, StoreError> {
    let mut notes = Vec::new();
    let mut after = i64::MIN;
    loop {
        let page: Vec<(GameId, String, Option<String>)> = db.query(
            "SELECT id, variant, state FROM games WHERE id > ?1 ORDER BY id LIMIT ?2",
            args![after, PAGE],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let Some(&(last, ..)) = page.last() else {
            break;
        };
        after = last;
        for (id, variant, state) in page {
            if let Some(note) = convert_one(db, id, &variant, state.as_deref())? {
                tracing::warn!(game = id, %note, "schema 11: snapshot converted as stored");
                db.execute(
                    "INSERT INTO migration_notes (version, game_id, note) VALUES (?1, ?2, ?3)",
                    args![VERSION, id, note.clone()],
                )?;
                notes.push(format!("game {id}: {note}"));
            }
        }
    }
    Ok(notes)
}

/// One game of [`convert`]: what is wrong with it, if anything.
fn convert_one(
    db: &mut Db<'_>,
    id: GameId,
    variant: &str,
    state: Option<&str>,
) -> Result<Option<String>, StoreError> {
    let Ok(variant) = variant.parse::<Variant>() else {
        return Ok(Some(format!("unknown variant {variant:?}: left as it was")));
    };
    let Some(state) = state else {
        return Ok(Some("no snapshot".into()));
    };
    if AnyGame::from_position_text(variant, state).is_ok() {
        return Ok(None);
    }
    let Some(stored) = decode_legacy(state, variant) else {
        return Ok(Some(
            "the snapshot does not decode: left as it was (loading the game rebuilds it from \
             its history)"
                .into(),
        ));
    };
    let history = db.query(ACTIONS_OF_GAME, args![id], Row::read::<RawAction>)?;
    let replayed = history
        .iter()
        .filter(|a| ActionKind::parse(&a.kind).is_some_and(ActionKind::is_replayed))
        .map(|a| a.text.as_str());
    let note = match AnyGame::replay(variant, replayed) {
        Ok(game) if same_json(&game, &stored) => None,
        Ok(_) => Some("the snapshot differs from the replay of the history".to_string()),
        Err((at, e)) => Some(format!("action {} of the history is refused: {e}", at + 1)),
    };
    db.execute(
        "UPDATE games SET state = ?1 WHERE id = ?2",
        args![stored.position_text(), id],
    )?;
    Ok(note.map(|n| format!("{n}; the snapshot is converted as it was stored")))
}

/// Whether two positions have the same JSON form (how schema 10 compared them).
fn same_json(a: &AnyGame, b: &AnyGame) -> bool {
    match (serde_json::to_string(a), serde_json::to_string(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
