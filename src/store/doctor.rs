//! `tabula doctor`: checks a whole database and says what is wrong, changing nothing.
//!
//! For every game: its row reads; its actions are numbered 1, 2, 3… without gaps, in time order,
//! each by one of its players (or by chance); its history replays; the snapshot decodes and is the
//! position the history replays to; the side to act recorded in the row is the position's. For
//! ratings: each rated game that ended has one rating change per player, with the scores its
//! result gives, and nothing else has any; each player's rating row counts the games, wins, draws
//! and losses of their rating changes and holds the rating after the last of them.
//!
//! It reads through its own connection (one read transaction, so a running bot keeps writing
//! meanwhile: SQLite's WAL lets a reader and a writer work at once), one game at a time.

use rusqlite::{params, Connection};

use super::codes::to_act_code;
use super::{decode_snapshot, same_position, GameId, PlayerId, RawGame, Store, StoreError};
use super::{Status, GAME_COLUMNS};
use crate::games::{AnyGame, Side};

/// One thing wrong, with what it concerns.
#[derive(Clone, Debug, PartialEq)]
pub enum Finding {
    /// A game row whose columns cannot be understood (unknown variant, status, player…).
    Unreadable { game: GameId, reason: String },
    /// An action of unknown kind, or that cannot be read.
    BadAction { game: GameId, reason: String },
    /// The actions are not numbered 1, 2, 3…: `expected` was due, `found` came.
    ActionGap {
        game: GameId,
        expected: i64,
        found: i64,
    },
    /// Action `seq` is dated before the one it follows.
    ActionTime { game: GameId, seq: i64 },
    /// Action `seq` was made by someone who does not play the game.
    ActionActor { game: GameId, seq: i64 },
    /// The history does not replay.
    History { game: GameId, reason: String },
    /// The snapshot does not decode (the bot rebuilds it from the history when it loads it).
    Snapshot { game: GameId, reason: String },
    /// The snapshot is not the position the history replays to.
    Differs { game: GameId },
    /// The row says one side acts, the position another.
    ToAct {
        game: GameId,
        row: String,
        position: String,
    },
    /// A game's rating changes disagree with its result (or it should have none).
    RatingChanges { game: GameId, reason: String },
    /// A player's rating disagrees with their rating changes.
    Rating {
        player: PlayerId,
        variant: String,
        reason: String,
    },
}

impl Finding {
    /// The game concerned, if any.
    pub fn game(&self) -> Option<GameId> {
        match self {
            Finding::Unreadable { game, .. }
            | Finding::BadAction { game, .. }
            | Finding::ActionGap { game, .. }
            | Finding::ActionTime { game, .. }
            | Finding::ActionActor { game, .. }
            | Finding::History { game, .. }
            | Finding::Snapshot { game, .. }
            | Finding::Differs { game }
            | Finding::ToAct { game, .. }
            | Finding::RatingChanges { game, .. } => Some(*game),
            Finding::Rating { .. } => None,
        }
    }
}

/// What `doctor` looked at and found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub games: u64,
    pub actions: u64,
    pub rating_changes: u64,
    pub ratings: u64,
    pub findings: Vec<Finding>,
}

impl Report {
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

impl Store {
    /// Checks every game and every rating (see the module's documentation). Changes nothing.
    pub fn doctor(&self) -> Result<Report, StoreError> {
        let mut conn = self.conn();
        // One snapshot of the database for the whole check, while others go on writing.
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Deferred)?;
        let mut report = Report::default();
        check_games(&tx, &mut report)?;
        check_ratings(&tx, &mut report)?;
        Ok(report)
    }

    /// Stops the clock of a damaged game (its deadline and reminder), whatever its version, so
    /// the scheduler does not meet it again. Whether a game is damaged is for the caller to know.
    pub fn stop_clock(&self, id: GameId) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE games SET deadline = NULL, remind_at = NULL WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }
}

fn check_games(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    // LEFT JOINs: a game whose player rows are missing is reported, not skipped.
    let sql = format!(
        "SELECT {GAME_COLUMNS}, g.state FROM games g \
         LEFT JOIN players p1 ON p1.id = g.first_player \
         LEFT JOIN players p2 ON p2.id = g.second_player ORDER BY g.id"
    );
    let mut games = conn.prepare(&sql)?;
    let mut actions = conn.prepare(
        "SELECT seq, actor, kind, text, created_at FROM actions WHERE game_id = ?1 ORDER BY seq",
    )?;
    let mut rows = games.query([])?;
    while let Some(row) = rows.next()? {
        report.games += 1;
        let id: GameId = row.get(0)?;
        let raw = match RawGame::from_row(row) {
            Ok(raw) => raw,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                continue;
            }
        };
        let record = match raw.interpret() {
            Ok(record) => record,
            Err(e) => {
                report.findings.push(Finding::Unreadable {
                    game: id,
                    reason: e.to_string(),
                });
                continue;
            }
        };
        let state: Option<String> = row.get(21)?;
        let players = [record.players[0].id, record.players[1].id];

        // The history: numbered without gaps, in time order, by the players or chance.
        let mut texts = Vec::new();
        let mut expected = 1;
        let mut last_time = i64::MIN;
        let mut history_ok = true;
        let mut listed = actions.query(params![id])?;
        while let Some(a) = listed.next()? {
            report.actions += 1;
            let read = (|| -> rusqlite::Result<_> {
                Ok((
                    a.get::<_, i64>(0)?,
                    a.get::<_, Option<PlayerId>>(1)?,
                    a.get::<_, String>(2)?,
                    a.get::<_, String>(3)?,
                    a.get::<_, i64>(4)?,
                ))
            })();
            let (seq, actor, kind, text, created_at) = match read {
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
            match super::ActionKind::parse(&kind) {
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
        drop(listed);
        if !history_ok {
            // A history with holes replays to something, but not to the game that was played.
            continue;
        }
        let replayed = match AnyGame::replay(record.variant, texts.iter().map(String::as_str)) {
            Ok(game) => game,
            Err((index, error)) => {
                report.findings.push(Finding::History {
                    game: id,
                    reason: format!("action {} refused: {error}", index + 1),
                });
                continue;
            }
        };
        let snapshot = match state.as_deref().map(|s| decode_snapshot(s, record.variant)) {
            Some(Ok(snapshot)) => snapshot,
            Some(Err(reason)) => {
                report.findings.push(Finding::Snapshot { game: id, reason });
                continue;
            }
            None => {
                report.findings.push(Finding::Snapshot {
                    game: id,
                    reason: "no snapshot".into(),
                });
                continue;
            }
        };
        if !same_position(&snapshot, &replayed) {
            report.findings.push(Finding::Differs { game: id });
            continue;
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

fn check_ratings(conn: &Connection, report: &mut Report) -> Result<(), StoreError> {
    report.rating_changes = conn.query_row("SELECT COUNT(*) FROM rating_changes", [], |r| {
        r.get::<_, i64>(0)
    })? as u64;
    report.ratings =
        conn.query_row("SELECT COUNT(*) FROM ratings", [], |r| r.get::<_, i64>(0))? as u64;
    // Ratings began with the first rating change: games that ended before (in a database older
    // than ratings) were never rated and are not expected to have been.
    let since: Option<i64> =
        conn.query_row("SELECT MIN(created_at) FROM rating_changes", [], |r| {
            r.get(0)
        })?;

    // Every game with rating changes, and every rated game that ended since ratings began.
    let mut games = conn.prepare(
        "SELECT g.id, g.status, g.rated, g.winner, g.variant, g.first_player, g.second_player, \
         g.updated_at FROM games g \
         WHERE g.id IN (SELECT game_id FROM rating_changes) \
            OR (g.status = 'finished' AND g.rated = 1 AND g.updated_at >= ?1) ORDER BY g.id",
    )?;
    let mut changes = conn.prepare(
        "SELECT player_id, opponent_id, variant, score FROM rating_changes WHERE game_id = ?1 \
         ORDER BY player_id",
    )?;
    let mut rows = games.query([since.unwrap_or(i64::MAX)])?;
    while let Some(row) = rows.next()? {
        let id: GameId = row.get(0)?;
        let status: String = row.get(1)?;
        let rated: bool = row.get(2)?;
        let winner: Option<String> = row.get(3)?;
        let variant: String = row.get(4)?;
        let first: PlayerId = row.get(5)?;
        let second: PlayerId = row.get(6)?;
        let mut bad = |reason: String| {
            report
                .findings
                .push(Finding::RatingChanges { game: id, reason })
        };
        if status != Status::Finished.as_str() {
            bad(format!("a {status} game has rating changes"));
            continue;
        }
        if !rated {
            bad("a casual game has rating changes".into());
            continue;
        }
        let found = changes
            .query_map([id], |r| {
                Ok((
                    r.get::<_, PlayerId>(0)?,
                    r.get::<_, PlayerId>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, f64>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        if found.is_empty() {
            bad("a rated game that ended changed no rating".into());
            continue;
        }
        let score_first = match winner.as_deref().and_then(super::parse_side) {
            Some(Side::First) => 1.0,
            Some(Side::Second) => 0.0,
            None => 0.5,
        };
        let mut expected = vec![
            (first, second, score_first),
            (second, first, 1.0 - score_first),
        ];
        expected.sort_by_key(|e| e.0);
        let got: Vec<(PlayerId, PlayerId, f64)> =
            found.iter().map(|(p, o, _, s)| (*p, *o, *s)).collect();
        if got != expected {
            bad(format!(
                "rating changes {got:?} do not match the result (expected {expected:?})"
            ));
        } else if found.iter().any(|(_, _, v, _)| *v != variant) {
            bad("a rating change names another game".into());
        }
    }
    drop(rows);

    // Each rating row against the player's rating changes in that game.
    let mut ratings = conn.prepare(
        "SELECT r.player_id, r.variant, r.rating, r.games, r.wins, r.draws, r.losses, \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 1), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0.5), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0) \
         FROM ratings r ORDER BY r.player_id, r.variant",
    )?;
    let mut last_after = conn.prepare(
        "SELECT rating_after FROM rating_changes WHERE player_id = ?1 AND variant = ?2 \
         AND created_at = (SELECT MAX(created_at) FROM rating_changes \
                           WHERE player_id = ?1 AND variant = ?2)",
    )?;
    let mut rows = ratings.query([])?;
    while let Some(row) = rows.next()? {
        let player: PlayerId = row.get(0)?;
        let variant: String = row.get(1)?;
        let rating: f64 = row.get(2)?;
        let stored: [i64; 4] = [row.get(3)?, row.get(4)?, row.get(5)?, row.get(6)?];
        let counted: [i64; 4] = [row.get(7)?, row.get(8)?, row.get(9)?, row.get(10)?];
        if stored != counted {
            report.findings.push(Finding::Rating {
                player,
                variant: variant.clone(),
                reason: format!(
                    "games/wins/draws/losses {stored:?}, but its rating changes count {counted:?}"
                ),
            });
        }
        // Changes made in the same second cannot be ordered: any of the last ones will do.
        let afters = last_after
            .query_map(params![player, variant], |r| r.get::<_, f64>(0))?
            .collect::<rusqlite::Result<Vec<f64>>>()?;
        if !afters.is_empty() && !afters.iter().any(|a| (a - rating).abs() < 1e-6) {
            report.findings.push(Finding::Rating {
                player,
                variant: variant.clone(),
                reason: format!("rating {rating}, but its last rating change left {afters:?}"),
            });
        }
    }
    drop(rows);
    // Rating changes with no rating row.
    let mut orphans = conn.prepare(
        "SELECT DISTINCT c.player_id, c.variant FROM rating_changes c \
         WHERE NOT EXISTS (SELECT 1 FROM ratings r WHERE r.player_id = c.player_id \
                           AND r.variant = c.variant)",
    )?;
    let missing = orphans
        .query_map([], |r| {
            Ok((r.get::<_, PlayerId>(0)?, r.get::<_, String>(1)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (player, variant) in missing {
        report.findings.push(Finding::Rating {
            player,
            variant,
            reason: "rating changes but no rating".into(),
        });
    }
    Ok(())
}

/// One line for a finding, for the operator (English, as the other tools' output).
pub fn describe(finding: &Finding) -> String {
    match finding {
        Finding::Unreadable { game, reason } => format!("game #{game}: row unreadable: {reason}"),
        Finding::BadAction { game, reason } => format!("game #{game}: bad action: {reason}"),
        Finding::ActionGap {
            game,
            expected,
            found,
        } => format!("game #{game}: actions out of order: action {expected} expected, {found} found"),
        Finding::ActionTime { game, seq } => {
            format!("game #{game}: action {seq} is dated before the one it follows")
        }
        Finding::ActionActor { game, seq } => {
            format!("game #{game}: action {seq} was made by someone who does not play the game")
        }
        Finding::History { game, reason } => {
            format!("game #{game}: the history does not replay: {reason}")
        }
        Finding::Snapshot { game, reason } => format!(
            "game #{game}: the saved position does not decode ({reason}); the bot rebuilds it from the history"
        ),
        Finding::Differs { game } => {
            format!("game #{game}: the saved position differs from the replay of its history")
        }
        Finding::ToAct {
            game,
            row,
            position,
        } => format!("game #{game}: the row says {row} acts, the position says {position}"),
        Finding::RatingChanges { game, reason } => format!("game #{game}: ratings: {reason}"),
        Finding::Rating {
            player,
            variant,
            reason,
        } => format!("player {player}, {variant}: rating: {reason}"),
    }
}
