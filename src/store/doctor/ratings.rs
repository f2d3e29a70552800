//! Ratings: each rated game that ended has one rating change per player with the scores its
//! result gives, and each player's rating row agrees with their rating changes.

use crate::store::sql::Db;

use super::{Finding, Report};
use crate::games::Side;
use crate::store::codes::parse_side;
use crate::store::{args, GameId, PlayerId, Status, StoreError};

/// Every rating change and rating (see the module's documentation).
pub(super) fn check_ratings(db: &mut Db<'_>, report: &mut Report) -> Result<(), StoreError> {
    report.rating_changes =
        db.query_one("SELECT COUNT(*) FROM rating_changes", &[], |r| r.get(0))?;
    report.ratings = db.query_one("SELECT COUNT(*) FROM ratings", &[], |r| r.get(0))?;
    // Ratings began with the first rating change: games that ended before (in a database older
    // than ratings) were never rated and are not expected to have been.
    let since: Option<i64> =
        db.query_one("SELECT MIN(created_at) FROM rating_changes", &[], |r| {
            r.get(0)
        })?;

    // Every game with rating changes, and every rated game that ended since ratings began.
    let rows = db.rows(
        "SELECT g.id, g.status, g.rated, g.winner, g.variant, g.first_player, g.second_player, \
         g.updated_at FROM games g \
         WHERE g.id IN (SELECT game_id FROM rating_changes) \
            OR (g.status = 'finished' AND g.rated = 1 AND g.updated_at >= ?1) ORDER BY g.id",
        args![since.unwrap_or(i64::MAX)],
    )?;
    for row in &rows {
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
        let found: Vec<(PlayerId, PlayerId, String, f64)> = db.query(
            "SELECT player_id, opponent_id, variant, score FROM rating_changes WHERE game_id = ?1 \
             ORDER BY player_id",
            args![id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
        if found.is_empty() {
            bad("a rated game that ended changed no rating".into());
            continue;
        }
        let score_first = match winner.as_deref().and_then(parse_side) {
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

    // Each rating row against the player's rating changes in that game.
    let rows = db.rows(
        "SELECT r.player_id, r.variant, r.rating, r.games, r.wins, r.draws, r.losses, \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 1), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0.5), \
         (SELECT COUNT(*) FROM rating_changes c WHERE c.player_id = r.player_id AND c.variant = r.variant AND c.score = 0) \
         FROM ratings r ORDER BY r.player_id, r.variant",
        &[],
    )?;
    for row in &rows {
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
        let afters: Vec<f64> = db.query(
            "SELECT rating_after FROM rating_changes WHERE player_id = ?1 AND variant = ?2 \
             AND created_at = (SELECT MAX(created_at) FROM rating_changes \
                               WHERE player_id = ?1 AND variant = ?2)",
            args![player, variant],
            |r| r.get(0),
        )?;
        if !afters.is_empty() && !afters.iter().any(|a| (a - rating).abs() < 1e-6) {
            report.findings.push(Finding::Rating {
                player,
                variant: variant.clone(),
                reason: format!("rating {rating}, but its last rating change left {afters:?}"),
            });
        }
    }
    // Rating changes with no rating row.
    let missing: Vec<(PlayerId, String)> = db.query(
        "SELECT DISTINCT c.player_id, c.variant FROM rating_changes c \
         WHERE NOT EXISTS (SELECT 1 FROM ratings r WHERE r.player_id = c.player_id \
                           AND r.variant = c.variant)",
        &[],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for (player, variant) in missing {
        report.findings.push(Finding::Rating {
            player,
            variant,
            reason: "rating changes but no rating".into(),
        });
    }
    Ok(())
}
