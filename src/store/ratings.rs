//! Glicko-2 ratings per player and variant, leaderboards and game records.
//!
//! Players come back for the ladder, so a result must move ratings exactly once, in the same
//! transaction that ends the game ([`rate_finished_game`], called by `Store::apply`), and the
//! boards must stay fast with a large history. The rating arithmetic is the `skillratings` crate's
//! (no hand-written formula here); this module only chooses its parameters, as lichess does:
//!
//! - a new player starts at 1500, deviation 500, volatility 0.09; the system constant tau is 0.75;
//! - the deviation never falls below 45 after a game;
//! - a rating period is one day ([`RATING_PERIOD`]): for each whole idle day since a player's last
//!   rated game, `skillratings::glicko2::decay_deviation` grows the deviation back (never above
//!   where `skillratings` caps it, 350, and never below where it was);
//! - a rating is provisional (shown with "?") while its deviation is at least 110.
//!
//! Because idle growth depends on the time of reading, each rating row also stores the moment its
//! deviation will reach 110 (`established_until`): "established now" is `established_until > now`,
//! a plain comparison the leaderboard can filter while it walks its index. Server boards read a
//! copy of each player's rating per guild (`board_entries`) so that both scopes are one index walk.

use super::players::player_columns;
use super::sql::{Cursor, Db, FromRow, Row};
use skillratings::glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::{
    args, parse_side, side_code, GameId, GameRecord, PlayerId, PlayerRecord, Store, StoreError,
    GAME_COLUMNS, GAME_FROM,
};
use crate::games::{Side, Variant};

/// One rating period: idle time grows the deviation back once per whole day.
pub const RATING_PERIOD: i64 = 24 * 60 * 60;
/// A new player's rating.
pub const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 500.0,
    volatility: 0.09,
};
/// Glicko-2's system constant, as lichess sets it.
pub const TAU: f64 = 0.75;
/// The deviation never goes below this after a game.
pub const DEVIATION_FLOOR: f64 = 45.0;
/// A rating whose deviation is at least this is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Idle periods counted at most (the deviation reaches skillratings' cap long before).
const MAX_IDLE_PERIODS: i64 = 3650;

/// The Glicko-2 configuration used for every game.
pub fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// Whether a rating with this deviation is provisional.
pub fn is_provisional(deviation: f64) -> bool {
    deviation >= PROVISIONAL_DEVIATION
}

/// `rating` after `periods` idle rating periods: the deviation grows back, never shrinks.
pub fn decayed(rating: Glicko2Rating, periods: i64) -> Glicko2Rating {
    let mut out = rating;
    for _ in 0..periods.clamp(0, MAX_IDLE_PERIODS) {
        let next = decay_deviation(&out);
        if next.deviation <= out.deviation {
            break; // capped
        }
        out = next;
    }
    out
}

/// When a rating last updated at `rated_at` becomes provisional through idle growth; 0 if it is
/// provisional already (or never becomes established).
pub fn established_until(rating: Glicko2Rating, rated_at: i64) -> i64 {
    if is_provisional(rating.deviation) {
        return 0;
    }
    let mut r = rating;
    for k in 1..=MAX_IDLE_PERIODS {
        let next = decay_deviation(&r);
        if is_provisional(next.deviation) {
            return rated_at.saturating_add(k * RATING_PERIOD);
        }
        if next.deviation <= r.deviation {
            break; // capped below the threshold: established for good
        }
        r = next;
    }
    i64::MAX
}

/// Both ratings after one game (`score` is the first player's: 1, 0.5 or 0), with the floor.
pub fn rate(first: &Glicko2Rating, second: &Glicko2Rating, score: f64) -> [Glicko2Rating; 2] {
    let outcome = if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (a, b) = glicko2(first, second, &outcome, &config());
    [a, b].map(|mut r| {
        r.deviation = r.deviation.max(DEVIATION_FLOOR);
        r
    })
}

/// A player's rating in one variant, as stored, with its deviation grown to `now`.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRating {
    pub player: PlayerRecord,
    pub variant: Variant,
    pub rating: f64,
    /// Grown back by the idle periods up to the time of reading.
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
    pub rated_at: i64,
    pub established_until: i64,
}

impl PlayerRating {
    /// Provisional at the time of reading (the deviation, grown, is at least 110).
    pub fn provisional(&self) -> bool {
        is_provisional(self.deviation)
    }
}

/// One player's side of one rated game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingChange {
    pub game: GameId,
    pub player: PlayerId,
    pub opponent: PlayerId,
    pub variant: Variant,
    /// 1 win, 0.5 draw, 0 loss.
    pub score: f64,
    pub rating_before: f64,
    pub rating_after: f64,
    pub deviation_before: f64,
    pub deviation_after: f64,
    pub created_at: i64,
}

/// Whose board: the players of one guild ('' outside guilds), or everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope<'a> {
    Server(&'a str),
    Global,
}

/// Which players of a board: established ones (the ranking) or provisional ones (listed after).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    Established,
    Provisional,
}

/// A head-to-head record from one player's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// The best rated win of a player: whom, at what rating, in which game.
#[derive(Clone, Debug, PartialEq)]
pub struct BestWin {
    pub game: GameId,
    pub opponent: PlayerRecord,
    pub opponent_rating: f64,
}

impl FromRow for BestWin {
    const COLUMNS: &'static str = concat!("c.game_id, o.rating_before, ", player_columns!());
    const FROM: &'static str = "FROM rating_changes c \
         JOIN rating_changes o ON o.game_id = c.game_id AND o.player_id = c.opponent_id \
         JOIN players p ON p.id = c.opponent_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(BestWin {
            game: row.next()?,
            opponent_rating: row.next()?,
            opponent: row.read()?,
        })
    }
}

/// A rating row as stored: [`RatingRow::rating`] makes it a [`PlayerRating`] at a time.
pub(super) struct RatingRow {
    stored: Glicko2Rating,
    games: i64,
    wins: i64,
    draws: i64,
    losses: i64,
    rated_at: i64,
    established_until: i64,
    player: PlayerRecord,
    variant: String,
}

impl FromRow for RatingRow {
    const COLUMNS: &'static str = concat!(
        "r.rating, r.deviation, r.volatility, r.games, r.wins, r.draws, r.losses, r.rated_at, \
         r.established_until, ",
        player_columns!(),
        ", r.variant"
    );
    const FROM: &'static str = "FROM ratings r JOIN players p ON p.id = r.player_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(RatingRow {
            stored: Glicko2Rating {
                rating: row.next()?,
                deviation: row.next()?,
                volatility: row.next()?,
            },
            games: row.next()?,
            wins: row.next()?,
            draws: row.next()?,
            losses: row.next()?,
            rated_at: row.next()?,
            established_until: row.next()?,
            player: row.read()?,
            variant: row.next()?,
        })
    }
}

impl RatingRow {
    /// The rating as it stands at `now` (its deviation grown by the idle periods since it was
    /// rated); `None` for a variant this build does not know (logged).
    fn rating(self, now: i64) -> Option<PlayerRating> {
        let Ok(variant) = self.variant.parse::<Variant>() else {
            tracing::error!(variant = self.variant, "a rating of an unknown variant");
            return None;
        };
        let grown = decayed(self.stored, idle_periods(self.rated_at, now));
        Some(PlayerRating {
            player: self.player,
            variant,
            rating: self.stored.rating,
            deviation: grown.deviation,
            volatility: self.stored.volatility,
            games: self.games,
            wins: self.wins,
            draws: self.draws,
            losses: self.losses,
            rated_at: self.rated_at,
            established_until: self.established_until,
        })
    }
}

/// A row of [`RatingRow::COLUMNS`] as a [`PlayerRating`] at `now` (see [`RatingRow::rating`]).
fn rating_from_row(row: &Row, now: i64) -> Result<Option<PlayerRating>, StoreError> {
    Ok(row.read::<RatingRow>()?.rating(now))
}

fn idle_periods(since: i64, now: i64) -> i64 {
    (now.saturating_sub(since) / RATING_PERIOD).max(0)
}

/// The guild key of the boards ('' outside guilds).
fn guild_key(guild: Option<&str>) -> &str {
    guild.unwrap_or("")
}

/// What rating a finished game needs: variant, guild, both players, rated, winner side.
type FinishedRow = (
    String,
    Option<String>,
    PlayerId,
    PlayerId,
    bool,
    Option<String>,
);

/// Rates a game that has just been marked finished, inside the transaction that finished it.
/// Does nothing for a casual game, or if the game was already rated (so at most once per game).
pub(super) fn rate_finished_game(db: &mut Db<'_>, id: GameId, now: i64) -> Result<(), StoreError> {
    let row: Option<FinishedRow> = db.query_opt(
        "SELECT variant, guild, first_player, second_player, rated, winner FROM games \
         WHERE id = ?1 AND status = 'finished'",
        args![id],
        |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
            ))
        },
    )?;
    let Some((variant, guild, first, second, rated, winner)) = row else {
        return Ok(());
    };
    if !rated {
        return Ok(());
    }
    let already: bool = db.query_one(
        "SELECT EXISTS (SELECT 1 FROM rating_changes WHERE game_id = ?1)",
        args![id],
        |r| r.get(0),
    )?;
    if already {
        return Ok(());
    }
    let score_first = match winner.as_deref().and_then(parse_side) {
        Some(Side::First) => 1.0,
        Some(Side::Second) => 0.0,
        None => 0.5,
    };
    let before_first = stored_rating(db, first, &variant, now)?;
    let before_second = stored_rating(db, second, &variant, now)?;
    let after = rate(&before_first, &before_second, score_first);
    let players = [
        (first, second, score_first),
        (second, first, 1.0 - score_first),
    ];
    let befores = [before_first, before_second];
    let guild = guild_key(guild.as_deref());
    for (i, (player, opponent, score)) in players.into_iter().enumerate() {
        let (b, a) = (befores[i], after[i]);
        let until = established_until(a, now);
        let (win, draw, loss) = (
            i64::from(score > 0.75),
            i64::from((0.25..=0.75).contains(&score)),
            i64::from(score < 0.25),
        );
        db.execute(
            "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, wins, \
             draws, losses, rated_at, established_until) \
             VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, ?8, ?9, ?10) \
             ON CONFLICT (player_id, variant) DO UPDATE SET rating = ?3, deviation = ?4, \
             volatility = ?5, games = ratings.games + 1, wins = ratings.wins + ?6, \
             draws = ratings.draws + ?7, losses = ratings.losses + ?8, rated_at = ?9, \
             established_until = ?10",
            args![
                player,
                variant,
                a.rating,
                a.deviation,
                a.volatility,
                win,
                draw,
                loss,
                now,
                until
            ],
        )?;
        db.execute(
            "INSERT INTO rating_changes (game_id, player_id, opponent_id, variant, score, \
             rating_before, rating_after, deviation_before, deviation_after, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            args![
                id,
                player,
                opponent,
                variant,
                score,
                b.rating,
                a.rating,
                b.deviation,
                a.deviation,
                now
            ],
        )?;
        db.execute(
            "INSERT INTO board_entries (guild, variant, player_id, rating, established_until) \
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
            args![guild, variant, player, a.rating, until],
        )?;
        db.execute(
            "UPDATE board_entries SET rating = ?3, established_until = ?4 \
             WHERE player_id = ?1 AND variant = ?2",
            args![player, variant, a.rating, until],
        )?;
    }
    Ok(())
}

/// A player's rating before a game: stored (grown by idle periods) or the start.
fn stored_rating(
    db: &mut Db<'_>,
    player: PlayerId,
    variant: &str,
    now: i64,
) -> Result<Glicko2Rating, StoreError> {
    stored_rating_in(db, "ratings", player, variant, now)
}

/// A player's rating kept in `table` (`ratings`, or `puzzle_ratings`: the same columns), grown
/// by idle periods to `now`, or a new player's.
pub(super) fn stored_rating_in(
    db: &mut Db<'_>,
    table: &'static str,
    player: PlayerId,
    variant: &str,
    now: i64,
) -> Result<Glicko2Rating, StoreError> {
    let row: Option<(f64, f64, f64, i64)> = db.query_opt(
        &format!(
            "SELECT rating, deviation, volatility, rated_at FROM {table} \
             WHERE player_id = ?1 AND variant = ?2"
        ),
        args![player, variant],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    Ok(match row {
        Some((rating, deviation, volatility, rated_at)) => decayed(
            Glicko2Rating {
                rating,
                deviation,
                volatility,
            },
            idle_periods(rated_at, now),
        ),
        None => START,
    })
}

/// A rating change as stored: [`RatingChangeRow::change`] interprets it.
pub(super) struct RatingChangeRow {
    game: GameId,
    player: PlayerId,
    opponent: PlayerId,
    variant: String,
    score: f64,
    rating_before: f64,
    rating_after: f64,
    deviation_before: f64,
    deviation_after: f64,
    created_at: i64,
}

impl FromRow for RatingChangeRow {
    const COLUMNS: &'static str = "c.game_id, c.player_id, c.opponent_id, c.variant, c.score, \
         c.rating_before, c.rating_after, c.deviation_before, c.deviation_after, c.created_at";
    const FROM: &'static str = "FROM rating_changes c";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(RatingChangeRow {
            game: row.next()?,
            player: row.next()?,
            opponent: row.next()?,
            variant: row.next()?,
            score: row.next()?,
            rating_before: row.next()?,
            rating_after: row.next()?,
            deviation_before: row.next()?,
            deviation_after: row.next()?,
            created_at: row.next()?,
        })
    }
}

impl RatingChangeRow {
    /// The change; `None` for a variant this build does not know.
    fn change(self) -> Option<RatingChange> {
        Some(RatingChange {
            game: self.game,
            player: self.player,
            opponent: self.opponent,
            variant: self.variant.parse::<Variant>().ok()?,
            score: self.score,
            rating_before: self.rating_before,
            rating_after: self.rating_after,
            deviation_before: self.deviation_before,
            deviation_after: self.deviation_after,
            created_at: self.created_at,
        })
    }
}

fn change_from_row(row: &Row) -> Result<Option<RatingChange>, StoreError> {
    Ok(row.read::<RatingChangeRow>()?.change())
}

/// The columns of a rating change, for the queries' text.
const CHANGE_COLUMNS: &str = RatingChangeRow::COLUMNS;

impl Store {
    /// One page of a leaderboard: `limit` players of `tier` after the first `offset`, best first.
    pub fn leaderboard(
        &self,
        variant: Variant,
        scope: Scope,
        tier: Tier,
        offset: i64,
        limit: i64,
        now: i64,
    ) -> Result<Vec<PlayerRating>, StoreError> {
        let filter = match tier {
            Tier::Established => "> ?2",
            Tier::Provisional => "<= ?2",
        };
        let (sql, guild) = match scope {
            Scope::Global => (
                format!(
                    "SELECT {} {} WHERE r.variant = ?1 AND r.established_until {filter} \
                     ORDER BY r.rating DESC LIMIT ?3 OFFSET ?4",
                    RatingRow::COLUMNS,
                    RatingRow::FROM
                ),
                None,
            ),
            Scope::Server(guild) => (
                format!(
                    "SELECT {} FROM board_entries b \
                     JOIN ratings r ON r.player_id = b.player_id AND r.variant = b.variant \
                     JOIN players p ON p.id = b.player_id \
                     WHERE b.guild = ?5 AND b.variant = ?1 AND b.established_until {filter} \
                     ORDER BY b.rating DESC LIMIT ?3 OFFSET ?4",
                    RatingRow::COLUMNS
                ),
                Some(guild),
            ),
        };
        let rows = self.read(|db| match guild {
            Some(g) => db.query(&sql, args![variant.id(), now, limit, offset, g], |r| {
                rating_from_row(r, now)
            }),
            None => db.query(&sql, args![variant.id(), now, limit, offset], |r| {
                rating_from_row(r, now)
            }),
        })?;
        Ok(rows.into_iter().flatten().collect())
    }

    /// How many established players of `scope` rate higher than `rating` (rank = that + 1).
    pub fn players_above(
        &self,
        variant: Variant,
        scope: Scope,
        rating: f64,
        now: i64,
    ) -> Result<i64, StoreError> {
        self.read(|db| match scope {
            Scope::Global => db.query_one(
                "SELECT COUNT(*) FROM ratings WHERE variant = ?1 AND rating > ?2 \
                 AND established_until > ?3",
                args![variant.id(), rating, now],
                |r| r.get(0),
            ),
            Scope::Server(guild) => db.query_one(
                "SELECT COUNT(*) FROM board_entries WHERE guild = ?4 AND variant = ?1 \
                 AND rating > ?2 AND established_until > ?3",
                args![variant.id(), rating, now, guild],
                |r| r.get(0),
            ),
        })
    }

    /// Whether `player` finished a rated game of `variant` in this guild ('' outside guilds).
    pub fn on_server_board(
        &self,
        guild: Option<&str>,
        variant: Variant,
        player: PlayerId,
    ) -> Result<bool, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT EXISTS (SELECT 1 FROM board_entries WHERE guild = ?1 AND variant = ?2 \
                 AND player_id = ?3)",
                args![guild_key(guild), variant.id(), player],
                |r| r.get(0),
            )
        })
    }

    /// A player's ratings in every variant they played rated, in `Variant::ALL` order.
    pub fn ratings_of(&self, player: PlayerId, now: i64) -> Result<Vec<PlayerRating>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE r.player_id = ?1",
            RatingRow::COLUMNS,
            RatingRow::FROM
        );
        let rows = self.read(|db| db.query(&sql, args![player], |r| rating_from_row(r, now)))?;
        let mut out: Vec<PlayerRating> = rows.into_iter().flatten().collect();
        out.sort_by_key(|r| Variant::ALL.iter().position(|v| *v == r.variant));
        Ok(out)
    }

    /// The rating changes a game caused (none for a casual or unfinished game), first player first.
    pub fn game_rating_changes(&self, game: GameId) -> Result<Vec<RatingChange>, StoreError> {
        let sql = format!(
            "SELECT {CHANGE_COLUMNS} FROM rating_changes c JOIN games g ON g.id = c.game_id \
             WHERE c.game_id = ?1 ORDER BY c.player_id = g.second_player"
        );
        let rows = self.read(|db| db.query(&sql, args![game], change_from_row))?;
        Ok(rows.into_iter().flatten().collect())
    }

    /// A player's last rating change in a variant.
    pub fn last_rating_change(
        &self,
        player: PlayerId,
        variant: Variant,
    ) -> Result<Option<RatingChange>, StoreError> {
        let sql = format!(
            "SELECT {CHANGE_COLUMNS} FROM rating_changes c WHERE c.player_id = ?1 \
             AND c.variant = ?2 ORDER BY c.created_at DESC, c.game_id DESC LIMIT 1"
        );
        let row =
            self.read(|db| db.query_opt(&sql, args![player, variant.id()], change_from_row))?;
        Ok(row.flatten())
    }

    /// The rated win against the highest-rated opponent (their rating before that game).
    pub fn best_win(
        &self,
        player: PlayerId,
        variant: Variant,
    ) -> Result<Option<BestWin>, StoreError> {
        self.read(|db| {
            db.query_opt(
                &format!(
                    "SELECT {} {} WHERE c.player_id = ?1 AND c.variant = ?2 AND c.score = 1 \
                     ORDER BY o.rating_before DESC LIMIT 1",
                    BestWin::COLUMNS,
                    BestWin::FROM
                ),
                args![player, variant.id()],
                Row::read,
            )
        })
    }

    /// A player's finished games (rated or casual), newest first: `limit` after `offset`.
    pub fn finished_games(
        &self,
        player: PlayerId,
        variant: Option<Variant>,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} WHERE g.status = 'finished' \
             AND (g.first_player = ?1 OR g.second_player = ?1) \
             AND (CAST(?2 AS TEXT) IS NULL OR g.variant = ?2) \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT ?3 OFFSET ?4"
        );
        self.collect_games(&sql, args![player, variant.map(Variant::id), limit, offset])
    }

    /// How many finished games a player has (in one variant, if given).
    pub fn finished_count(
        &self,
        player: PlayerId,
        variant: Option<Variant>,
    ) -> Result<i64, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT COUNT(*) FROM games WHERE status = 'finished' \
                 AND (first_player = ?1 OR second_player = ?1) \
                 AND (CAST(?2 AS TEXT) IS NULL OR variant = ?2)",
                args![player, variant.map(Variant::id)],
                |r| r.get(0),
            )
        })
    }

    /// `me`'s record against `them` over every finished game (rated or casual).
    pub fn head_to_head(&self, me: PlayerId, them: PlayerId) -> Result<Record, StoreError> {
        let rows: Vec<(PlayerId, Option<String>)> = self.read(|db| {
            db.query(
                "SELECT first_player, winner FROM games WHERE status = 'finished' \
                 AND ((first_player = ?1 AND second_player = ?2) \
                   OR (first_player = ?2 AND second_player = ?1))",
                args![me, them],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })?;
        let mut record = Record::default();
        for (first, winner) in rows {
            let my_side = side_code(if first == me {
                Side::First
            } else {
                Side::Second
            });
            match winner.as_deref() {
                None => record.draws += 1,
                Some(w) if w == my_side => record.wins += 1,
                Some(_) => record.losses += 1,
            }
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests;
