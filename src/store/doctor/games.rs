//! Each game: its row reads, its history is whole and replays to its snapshot, and the side to
//! act in the row is the position's.

use crate::store::sql::{args, Db};

use super::{Finding, Report};
use crate::games::AnyGame;
use crate::store::codes::to_act_code;
use crate::store::migrate::positions;
use crate::store::rows::{snapshot_of, GameColumn, RawAction, ACTIONS_OF_GAME, STATE_COLUMN};
use crate::store::{
    decode_snapshot, same_position, ActionKind, GameId, RawGame, Status, StoreError, GAME_COLUMNS,
    GAME_FROM,
};

/// Every game (see the module's documentation), each finding added to `report`.
/// Games read at a time (the check holds one page of rows in memory, not the database).
const PAGE: i64 = 500;

pub(super) fn check_games(db: &mut Db<'_>, report: &mut Report) -> Result<(), StoreError> {
    let json = json_snapshots(db)?;
    // GAME_FROM's LEFT JOINs: a game whose player rows are missing is reported, not skipped.
    let sql = format!(
        "SELECT {GAME_COLUMNS}, {STATE_COLUMN} {GAME_FROM} WHERE g.id > ?1 ORDER BY g.id LIMIT ?2"
    );
    let mut after = i64::MIN;
    loop {
        let page = db.rows(&sql, args![after, PAGE])?;
        let Some(last) = page.last() else {
            return Ok(());
        };
        after = last.get(GameColumn::Id as usize)?;
        for row in &page {
            check_game(db, row, json, report)?;
        }
    }
}

/// Whether the database's snapshots are still the rules structs' JSON: a database of schema
/// version 10 or older, which the doctor reads as it is (it migrates nothing).
fn json_snapshots(db: &mut Db<'_>) -> Result<bool, StoreError> {
    let version = i64::try_from(db.schema_version()?).unwrap_or(i64::MAX);
    Ok(version < positions::VERSION)
}

/// One game of [`check_games`]; `json`: its snapshot is JSON (see [`json_snapshots`]).
fn check_game(
    db: &mut Db<'_>,
    row: &crate::store::sql::Row,
    json: bool,
    report: &mut Report,
) -> Result<(), StoreError> {
    {
        report.games += 1;
        let id: GameId = row.get(GameColumn::Id as usize)?;
        let raw = match RawGame::from_row(row) {
            Ok(raw) => raw,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                return Ok(());
            }
        };
        let record = match raw.interpret() {
            Ok(record) => record,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                return Ok(());
            }
        };
        let state = snapshot_of(row)?;
        let players = [record.players[0].id, record.players[1].id];

        // The history: numbered without gaps, in time order, by the players or chance.
        let mut texts = Vec::new();
        let mut expected = 1;
        let mut last_time = i64::MIN;
        let mut history_ok = true;
        for a in &db.rows(ACTIONS_OF_GAME, args![id])? {
            report.actions += 1;
            let RawAction {
                seq,
                actor,
                kind,
                text,
                created_at,
            } = match a.read::<RawAction>() {
                Ok(read) => read,
                Err(e) => {
                    report.findings.push(Finding::BadAction {
                        game: id,
                        reason: e.to_string(),
                    });
                    history_ok = false;
                    continue;
                }
            };
            if seq != expected {
                report.findings.push(Finding::ActionGap {
                    game: id,
                    expected,
                    found: seq,
                });
                history_ok = false;
            }
            expected = seq + 1;
            if created_at < last_time {
                report.findings.push(Finding::ActionTime { game: id, seq });
            }
            last_time = created_at;
            if actor.is_some_and(|p| !players.contains(&p)) {
                report.findings.push(Finding::ActionActor { game: id, seq });
            }
            match ActionKind::parse(&kind) {
                Some(kind) if kind.is_replayed() => texts.push(text),
                Some(_) => {}
                None => {
                    report.findings.push(Finding::BadAction {
                        game: id,
                        reason: format!("action {seq} has unknown kind {kind:?}"),
                    });
                    history_ok = false;
                }
            }
        }
        if !history_ok {
            // A history with holes replays to something, but not to the game that was played.
            return Ok(());
        }
        let replayed = match AnyGame::replay(record.variant, texts.iter().map(String::as_str)) {
            Ok(game) => game,
            Err((index, error)) => {
                report.findings.push(Finding::History {
                    game: id,
                    reason: format!("action {} refused: {error}", index + 1),
                });
                return Ok(());
            }
        };
        let decode = |s: &str| match json {
            false => decode_snapshot(s, record.variant),
            true => positions::decode_legacy(s, record.variant)
                .ok_or_else(|| format!("not the JSON of a {} position", record.variant)),
        };
        let snapshot = match state.as_deref().map(decode) {
            Some(Ok(snapshot)) => snapshot,
            Some(Err(reason)) => {
                report.findings.push(Finding::Snapshot { game: id, reason });
                return Ok(());
            }
            None => {
                report.findings.push(Finding::Snapshot {
                    game: id,
                    reason: "no snapshot".into(),
                });
                return Ok(());
            }
        };
        if !same_position(&snapshot, &replayed) {
            report.findings.push(Finding::Differs { game: id });
            return Ok(());
        }
        let position = if record.status == Status::Active {
            to_act_code(replayed.to_act())
        } else {
            "none"
        };
        let row_to_act = to_act_code(record.to_act);
        if row_to_act != position {
            report.findings.push(Finding::ToAct {
                game: id,
                row: row_to_act.into(),
                position: position.into(),
            });
        }
    }
    Ok(())
}
