//! Your-turn notices (`/notify`, schema 13): each player's choice, the turn notices sent, the
//! digests due, and the players Discord would not let the bot send a direct message to.
//!
//! Several processes on one database send each notice once: a process sends a turn notice only
//! if its write of that turn into `turn_notices` changed the row ([`Store::claim_turn_notice`]),
//! and a digest only if its write moved the digest's next time on ([`Store::claim_digest`]), as
//! the clock's sweep sends only what its version check won.

use super::players::{player_columns, upsert_player};
use super::sql::{Cursor, FromRow, Row};
use super::{args, GameId, NewPlayer, PlayerId, PlayerRecord, Store, StoreError, Variant};

/// What a player chose (no row: no notices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeChoice {
    /// No notices (the default).
    Off,
    /// A direct message when it becomes their turn in a correspondence game.
    Turn,
    /// A daily digest at this hour (UTC, 0-23).
    Digest(u8),
}

/// A game where it became a player's turn and who was not told yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnDue {
    pub game: GameId,
    pub variant: Variant,
    pub guild: Option<String>,
    pub channel: String,
    /// The player to tell.
    pub player: PlayerRecord,
    /// The language of their notices (`Lang::code`).
    pub lang: String,
    /// Their opponent's name.
    pub opponent: String,
    /// The turn: the `seq` of the opponent's action that made it theirs (0: the game's start).
    pub turn: i64,
}

/// The turns of the active correspondence-able games of players who chose turn notices, with
/// what the player and the others last did and what they were last told; `?1` and `?2` are
/// left to the outer `WHERE` (see [`Store::turns_due`]).
const TURNS: &str = "FROM (SELECT g.id AS game_id, g.variant, g.guild, g.channel, g.clock, \
     g.challenger, n.lang, o.name AS opponent, o.external_id AS opponent_id, \
     t.turn AS told, t.sent_at AS told_at, \
     p.id, p.external_id, p.name, p.mention, \
     COALESCE((SELECT MAX(a.seq) FROM actions a \
               WHERE a.game_id = g.id AND a.actor IS NOT NULL AND a.actor <> p.id), 0) AS turn, \
     COALESCE((SELECT MAX(a.seq) FROM actions a \
               WHERE a.game_id = g.id AND a.actor = p.id), 0) AS mine \
     FROM notice_choices n \
     JOIN players p ON p.id = n.player_id \
     JOIN games g ON g.status = 'active' \
         AND ((g.to_act = 'first' AND g.first_player = p.id) \
              OR (g.to_act = 'second' AND g.second_player = p.id)) \
     JOIN players o ON o.id = CASE WHEN g.first_player = p.id \
         THEN g.second_player ELSE g.first_player END \
     LEFT JOIN turn_notices t ON t.game_id = g.id AND t.player_id = p.id \
     WHERE n.kind = 'turn') x";

/// Game `game`'s variant, from its stored id.
fn variant_of(game: GameId, variant: String) -> Result<Variant, StoreError> {
    variant.parse().map_err(|_| StoreError::Corrupt {
        game,
        reason: format!("unknown variant {variant:?}"),
    })
}

impl FromRow for TurnDue {
    const COLUMNS: &'static str = "x.game_id, x.variant, x.guild, x.channel, \
        x.id, x.external_id, x.name, x.mention, x.lang, x.opponent, x.turn";
    const FROM: &'static str = TURNS;

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let game = row.next()?;
        let variant = variant_of(game, row.next()?)?;
        Ok(TurnDue {
            game,
            variant,
            guild: row.next()?,
            channel: row.next()?,
            player: PlayerRecord {
                id: row.next()?,
                external_id: row.next()?,
                name: row.next()?,
                mention: row.next()?,
            },
            lang: row.next()?,
            opponent: row.next()?,
            turn: row.next()?,
        })
    }
}

/// A player whose digest is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigestDue {
    pub player: PlayerRecord,
    pub lang: String,
    pub hour: u8,
    /// When it was due: the claim moves it on from this.
    pub due: i64,
}

impl FromRow for DigestDue {
    const COLUMNS: &'static str =
        concat!(player_columns!(), ", n.lang, n.digest_hour, n.digest_due");
    const FROM: &'static str = "FROM notice_choices n JOIN players p ON p.id = n.player_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let player = row.read()?;
        let lang = row.next()?;
        let hour: Option<i64> = row.next()?;
        let due: Option<i64> = row.next()?;
        Ok(DigestDue {
            player,
            lang,
            hour: hour.unwrap_or(0).clamp(0, 23) as u8,
            due: due.unwrap_or(0),
        })
    }
}

/// A game waiting for a player (a digest's line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingGame {
    pub game: GameId,
    pub variant: Variant,
    pub guild: Option<String>,
    pub channel: String,
    pub opponent: String,
}

impl FromRow for WaitingGame {
    const COLUMNS: &'static str = "g.id, g.variant, g.guild, g.channel, o.name";
    const FROM: &'static str = "FROM games g JOIN players o ON o.id = g.first_player";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let game = row.next()?;
        let variant = variant_of(game, row.next()?)?;
        Ok(WaitingGame {
            game,
            variant,
            guild: row.next()?,
            channel: row.next()?,
            opponent: row.next()?,
        })
    }
}

impl Store {
    /// Records `player`'s choice (inserting the player if new), in language `lang`; a digest's
    /// first is due at `digest_due`. Writing the same choice again changes nothing (a second
    /// delivery of the same `/notify`). A choice made clears a pending refusal: they chose again.
    pub fn set_notices(
        &self,
        player: &NewPlayer,
        choice: NoticeChoice,
        lang: &str,
        digest_due: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|db| {
            let id = upsert_player(db, player, now)?;
            db.execute("DELETE FROM notice_refusals WHERE player_id = ?1", args![id])?;
            match choice {
                NoticeChoice::Off => {
                    db.execute("DELETE FROM notice_choices WHERE player_id = ?1", args![id])?;
                }
                NoticeChoice::Turn | NoticeChoice::Digest(_) => {
                    let (kind, hour) = match choice {
                        NoticeChoice::Digest(hour) => ("digest", Some(i64::from(hour))),
                        _ => ("turn", None),
                    };
                    let due = hour.and(digest_due);
                    db.execute(
                        "INSERT INTO notice_choices (player_id, kind, lang, digest_hour, digest_due) \
                         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (player_id) DO UPDATE \
                         SET kind = excluded.kind, lang = excluded.lang, \
                         digest_hour = excluded.digest_hour, digest_due = excluded.digest_due",
                        args![id, kind, lang, hour, due],
                    )?;
                }
            }
            Ok(())
        })
    }

    /// The choice of the player with external id `external_id` ([`NoticeChoice::Off`] for one
    /// who never chose, or is unknown).
    pub fn notice_choice(&self, external_id: &str) -> Result<NoticeChoice, StoreError> {
        let row: Option<(String, Option<i64>)> = self.read(|db| {
            db.query_opt(
                "SELECT n.kind, n.digest_hour FROM notice_choices n \
                 JOIN players p ON p.id = n.player_id WHERE p.external_id = ?1",
                args![external_id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })?;
        Ok(match row {
            None => NoticeChoice::Off,
            Some((kind, hour)) if kind == "digest" => {
                NoticeChoice::Digest(hour.unwrap_or(0).clamp(0, 23) as u8)
            }
            Some(_) => NoticeChoice::Turn,
        })
    }

    /// At most `limit` turns to tell: games with a clock of at least `min_clock` seconds per
    /// move (or none), against a person (`computer` the computer's external id prefix), where
    /// the player to act chose turn notices, the turn is theirs by their opponent's action (or
    /// the game's start, when they made the challenge and the other accepted it), and they were
    /// not told of this turn, nor of an earlier one since `told_before`.
    pub fn turns_due(
        &self,
        min_clock: i64,
        told_before: i64,
        computer: &str,
        limit: usize,
    ) -> Result<Vec<TurnDue>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE (x.clock IS NULL OR x.clock >= ?1) \
             AND (x.told_at IS NULL OR x.told_at <= ?2) \
             AND (x.told IS NULL OR x.told < x.turn) \
             AND (x.turn > x.mine OR (x.mine = 0 AND x.challenger = x.id)) \
             AND x.opponent_id NOT LIKE ?3 ORDER BY x.game_id, x.id LIMIT ?4",
            TurnDue::COLUMNS,
            TurnDue::FROM
        );
        let like = format!("{computer}%");
        self.read(|db| {
            db.query(
                &sql,
                args![min_clock, told_before, like, limit as i64],
                Row::read,
            )
        })
    }

    /// Claims the notice of `turn` of `game` to `player` at `now`: true if this call wrote it
    /// (no notice of this turn or a later one was written, and none of this game to this player
    /// since `told_before`); false if another process did, or the hour is not over.
    pub fn claim_turn_notice(
        &self,
        game: GameId,
        player: PlayerId,
        turn: i64,
        now: i64,
        told_before: i64,
    ) -> Result<bool, StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "INSERT INTO turn_notices (game_id, player_id, turn, sent_at) \
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (game_id, player_id) DO UPDATE \
                 SET turn = excluded.turn, sent_at = excluded.sent_at \
                 WHERE turn_notices.turn < excluded.turn AND turn_notices.sent_at <= ?5",
                args![game, player, turn, now, told_before],
            )
        })?;
        Ok(changed == 1)
    }

    /// At most `limit` digests due at `now`.
    pub fn digests_due(&self, now: i64, limit: usize) -> Result<Vec<DigestDue>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE n.digest_due <= ?1 ORDER BY n.digest_due, p.id LIMIT ?2",
            DigestDue::COLUMNS,
            DigestDue::FROM
        );
        self.read(|db| db.query(&sql, args![now, limit as i64], Row::read))
    }

    /// Claims `player`'s digest due at `due`: moves its next time to `next` and records it sent
    /// at `now`; true if this call did (false: another process did, or the player chose again).
    pub fn claim_digest(
        &self,
        player: PlayerId,
        due: i64,
        next: i64,
        now: i64,
    ) -> Result<bool, StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "UPDATE notice_choices SET digest_due = ?3, digest_sent = ?4 \
                 WHERE player_id = ?1 AND kind = 'digest' AND digest_due = ?2",
                args![player, due, next, now],
            )
        })?;
        Ok(changed == 1)
    }

    /// The active games where it is `player`'s turn, oldest first, with their opponents.
    pub fn games_waiting_for(&self, player: PlayerId) -> Result<Vec<WaitingGame>, StoreError> {
        let sql = format!(
            "SELECT {} FROM games g JOIN players o ON o.id = CASE WHEN g.first_player = ?1 \
             THEN g.second_player ELSE g.first_player END \
             WHERE g.status = 'active' AND ((g.to_act = 'first' AND g.first_player = ?1) \
             OR (g.to_act = 'second' AND g.second_player = ?1)) ORDER BY g.id",
            WaitingGame::COLUMNS
        );
        self.read(|db| db.query(&sql, args![player], Row::read))
    }

    /// Discord refused `player` a direct message: their notices are off, and they are to be
    /// told once.
    pub fn refuse_notices(&self, player: PlayerId, now: i64) -> Result<(), StoreError> {
        self.write(|db| {
            db.execute(
                "DELETE FROM notice_choices WHERE player_id = ?1",
                args![player],
            )?;
            db.execute(
                "INSERT INTO notice_refusals (player_id, refused_at) VALUES (?1, ?2) \
                 ON CONFLICT (player_id) DO NOTHING",
                args![player, now],
            )?;
            Ok(())
        })
    }

    /// Whether the player with external id `external_id` is to be told their notices were
    /// turned off; true once: the refusal is forgotten by the call that says so. (A read first,
    /// so that a command of anyone else writes nothing.)
    pub fn take_notice_refusal(&self, external_id: &str) -> Result<bool, StoreError> {
        let pending: Option<PlayerId> = self.read(|db| {
            db.query_opt(
                "SELECT r.player_id FROM notice_refusals r \
                 JOIN players p ON p.id = r.player_id WHERE p.external_id = ?1",
                args![external_id],
                |r| r.get(0),
            )
        })?;
        let Some(player) = pending else {
            return Ok(false);
        };
        let taken = self.write_each(|db| {
            db.execute(
                "DELETE FROM notice_refusals WHERE player_id = ?1",
                args![player],
            )
        })?;
        Ok(taken == 1)
    }
}

#[cfg(test)]
mod tests;
