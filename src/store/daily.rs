//! The daily puzzle of each server (schema 14): its setting (channel, time of day, on or off),
//! one post per server per day, each player's answer of the day and their streaks.
//!
//! Several processes on one database post each server's puzzle once a day: a process posts only
//! what its write claimed ([`Store::claim_daily`]: the setting's next time moved on from the time
//! it read, then the day's row inserted, in one transaction), as the notices' digests are claimed.
//! An answer is the player's puzzle attempt ([`super::puzzles`]): the press of Solve opens it
//! ([`Store::start_daily`]) and the attempt's end records the day's result and the streak, in the
//! transaction that finishes it ([`record_in`]).

use super::interactions::{claim_puzzle_in, Origin};
use super::players::upsert_player;
use super::puzzles::{open_attempt, OpenAttempt, PuzzleId, PuzzleRecord};
use super::sql::{Cursor, FromRow, Row};
use super::{args, Db, GameId, NewPlayer, PlayerId, Store, StoreError};

/// A day: days since 1970-01-01 (UTC).
pub type Day = i64;

/// The day of unix time `at`.
pub fn day_of(at: i64) -> Day {
    at.div_euclid(86_400)
}

/// A server's daily setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailySetting {
    pub guild: String,
    pub channel: String,
    /// The time of day, in minutes after midnight UTC.
    pub minute: i64,
    pub active: bool,
    /// The language of the posts.
    pub lang: String,
    /// When the next post is due (unix seconds).
    pub next_due: i64,
}

impl FromRow for DailySetting {
    const COLUMNS: &'static str = "d.guild, d.channel, d.minute, d.active, d.lang, d.next_due";
    const FROM: &'static str = "FROM daily_settings d";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let guild = row.next()?;
        let channel = row.next()?;
        let minute = row.next()?;
        let active: i64 = row.next()?;
        Ok(DailySetting {
            guild,
            channel,
            minute,
            active: active == 1,
            lang: row.next()?,
            next_due: row.next()?,
        })
    }
}

/// The game a puzzle was taken from: its id and its players' names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FromGame {
    pub game: GameId,
    pub first: String,
    pub second: String,
}

/// A server's puzzle of a day.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyPost {
    pub guild: String,
    pub day: Day,
    pub channel: String,
    pub puzzle: PuzzleRecord,
    /// The game of the server it comes from (a puzzle of source 'game').
    pub from: Option<FromGame>,
}

impl FromRow for DailyPost {
    const COLUMNS: &'static str = concat!(
        "dp.guild, dp.day, dp.channel, ",
        "z.id, z.variant, z.position, z.line, z.theme, z.rating, z.deviation, z.volatility, \
         z.plays, z.solved, z.source, z.game_id, ",
        "fg.id, f1.name, f2.name"
    );
    const FROM: &'static str = "FROM daily_posts dp JOIN puzzles z ON z.id = dp.puzzle_id \
         LEFT JOIN games fg ON fg.id = z.game_id AND z.source = 'game' \
         LEFT JOIN players f1 ON f1.id = fg.first_player \
         LEFT JOIN players f2 ON f2.id = fg.second_player";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let guild = row.next()?;
        let day = row.next()?;
        let channel = row.next()?;
        let puzzle = row.read()?;
        let game: Option<GameId> = row.next()?;
        let first: Option<String> = row.next()?;
        let second: Option<String> = row.next()?;
        let from = match (game, first, second) {
            (Some(game), Some(first), Some(second)) => Some(FromGame {
                game,
                first,
                second,
            }),
            _ => None,
        };
        Ok(DailyPost {
            guild,
            day,
            channel,
            puzzle,
            from,
        })
    }
}

/// How a day's puzzle went: how many solved it, of how many who tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct DayCount {
    pub solved: i64,
    pub tried: i64,
}

/// What a claim of a server's post found to post: the day's puzzle, and the one before with its
/// count (to reveal).
#[derive(Clone, Debug, PartialEq)]
pub struct DailyClaimed {
    pub post: DailyPost,
    pub lang: String,
    pub previous: Option<(DailyPost, DayCount)>,
}

/// What pressing Solve found.
#[derive(Clone, Debug, PartialEq)]
pub enum DailyStart {
    /// A new attempt of the day's puzzle, rated.
    New(OpenAttempt),
    /// The presser's attempt of it is open already.
    Open(OpenAttempt),
    /// The presser has another puzzle open: one at a time.
    OtherOpen(OpenAttempt),
    /// The presser answered the day's puzzle already.
    Answered { solved: bool },
    /// The presser had met this puzzle before the day: that earlier result is their answer
    /// (recorded now, unrated).
    Earlier { solved: bool },
    /// That post is not the server's latest (a newer day was posted), or there is none.
    NotToday,
}

/// A player's streak in a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Streak {
    pub current: i64,
    pub best: i64,
}

/// A line of a server's puzzle leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyStanding {
    pub name: String,
    pub solved: i64,
    pub tried: i64,
    pub best: i64,
}

fn post_at(db: &mut Db<'_>, guild: &str, day: Day) -> Result<Option<DailyPost>, StoreError> {
    let sql = format!(
        "SELECT {} {} WHERE dp.guild = ?1 AND dp.day = ?2",
        DailyPost::COLUMNS,
        DailyPost::FROM
    );
    db.query_opt(&sql, args![guild, day], Row::read)
}

fn count_at(db: &mut Db<'_>, guild: &str, day: Day) -> Result<DayCount, StoreError> {
    db.query_one(
        "SELECT COUNT(CASE WHEN result = 'solved' THEN 1 END), COUNT(*) FROM daily_answers \
         WHERE guild = ?1 AND day = ?2",
        args![guild, day],
        |r| {
            Ok(DayCount {
                solved: r.get(0)?,
                tried: r.get(1)?,
            })
        },
    )
}

/// The latest day `guild` posted before `day` (or at all, with `Day::MAX`).
fn latest_before(db: &mut Db<'_>, guild: &str, day: Day) -> Result<Option<Day>, StoreError> {
    db.query_one(
        "SELECT MAX(day) FROM daily_posts WHERE guild = ?1 AND day < ?2",
        args![guild, day],
        |r| r.get(0),
    )
}

/// The puzzle to post in `guild`: one of its own games' puzzles not yet posted there (the
/// newest), else one of its most-played game (the one nearest an ordinary rating), else one of
/// any game; never one posted there before.
fn pick_daily(db: &mut Db<'_>, guild: &str) -> Result<Option<PuzzleId>, StoreError> {
    let unposted = "NOT EXISTS (SELECT 1 FROM daily_posts p \
                    WHERE p.guild = ?1 AND p.puzzle_id = z.id)";
    let own: Option<PuzzleId> = db.query_opt(
        &format!(
            "SELECT z.id FROM puzzles z JOIN games g ON g.id = z.game_id \
             WHERE z.source = 'game' AND g.guild = ?1 AND {unposted} ORDER BY z.id DESC LIMIT 1"
        ),
        args![guild],
        |r| r.get(0),
    )?;
    if own.is_some() {
        return Ok(own);
    }
    let played: Option<String> = db.query_opt(
        "SELECT variant FROM games WHERE guild = ?1 GROUP BY variant \
         ORDER BY COUNT(*) DESC, variant LIMIT 1",
        args![guild],
        |r| r.get(0),
    )?;
    let near = "ORDER BY ABS(z.rating - 1500.0), z.id LIMIT 1";
    if let Some(variant) = played {
        let found: Option<PuzzleId> = db.query_opt(
            &format!("SELECT z.id FROM puzzles z WHERE z.variant = ?2 AND {unposted} {near}"),
            args![guild, variant],
            |r| r.get(0),
        )?;
        if found.is_some() {
            return Ok(found);
        }
    }
    db.query_opt(
        &format!("SELECT z.id FROM puzzles z WHERE {unposted} {near}"),
        args![guild],
        |r| r.get(0),
    )
}

/// Records the end of `player`'s attempt at `puzzle` as their answer of any server's day whose
/// puzzle it is and which they opened with Solve, and moves their streak there: called in the
/// transaction that finishes the attempt.
pub(super) fn record_in(
    db: &mut Db<'_>,
    player: PlayerId,
    puzzle: PuzzleId,
    solved: bool,
    now: i64,
) -> Result<(), StoreError> {
    let days: Vec<(String, Day)> = db.query(
        "SELECT a.guild, a.day FROM daily_answers a JOIN daily_posts p \
         ON p.guild = a.guild AND p.day = a.day \
         WHERE a.player_id = ?1 AND p.puzzle_id = ?2 AND a.result IS NULL",
        args![player, puzzle],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for (guild, day) in days {
        db.execute(
            "UPDATE daily_answers SET result = ?4, answered_at = ?5 \
             WHERE guild = ?1 AND day = ?2 AND player_id = ?3",
            args![guild, day, player, result_code(solved), now],
        )?;
        streak_in(db, &guild, day, player, solved)?;
    }
    Ok(())
}

fn result_code(solved: bool) -> &'static str {
    if solved {
        "solved"
    } else {
        "missed"
    }
}

/// Moves `player`'s streak in `guild` by their answer of `day`: solved, one more if they solved
/// the server's post before it, else 1; missed, 0.
fn streak_in(
    db: &mut Db<'_>,
    guild: &str,
    day: Day,
    player: PlayerId,
    solved: bool,
) -> Result<(), StoreError> {
    if !solved {
        db.execute(
            "UPDATE daily_streaks SET current = 0 WHERE guild = ?1 AND player_id = ?2",
            args![guild, player],
        )?;
        return Ok(());
    }
    let before = latest_before(db, guild, day)?;
    let row: Option<(i64, i64, Day)> = db.query_opt(
        "SELECT current, best, last_day FROM daily_streaks WHERE guild = ?1 AND player_id = ?2",
        args![guild, player],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let (current, best) = match row {
        Some((current, best, last)) if before.is_some() && Some(last) == before => {
            (current + 1, best.max(current + 1))
        }
        Some((_, best, _)) => (1, best.max(1)),
        None => (1, 1),
    };
    db.execute(
        "INSERT INTO daily_streaks (guild, player_id, current, best, last_day) \
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (guild, player_id) DO UPDATE \
         SET current = excluded.current, best = excluded.best, last_day = excluded.last_day",
        args![guild, player, current, best, day],
    )?;
    Ok(())
}

impl Store {
    /// Sets `guild`'s daily puzzle on, in `channel` at `minute` (after midnight UTC), the first
    /// due at `next_due`, posted in `lang`; set by `player`.
    #[allow(clippy::too_many_arguments)]
    pub fn set_daily(
        &self,
        guild: &str,
        channel: &str,
        minute: i64,
        player: &NewPlayer,
        lang: &str,
        next_due: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        self.write(|db| {
            let id = upsert_player(db, player, now)?;
            db.execute(
                "INSERT INTO daily_settings (guild, channel, minute, active, lang, set_by, \
                 set_at, next_due) VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6, ?7) \
                 ON CONFLICT (guild) DO UPDATE SET channel = excluded.channel, \
                 minute = excluded.minute, active = 1, lang = excluded.lang, \
                 set_by = excluded.set_by, set_at = excluded.set_at, next_due = excluded.next_due",
                args![guild, channel, minute, lang, id, now, next_due],
            )?;
            Ok(())
        })
    }

    /// Stops `guild`'s daily puzzle: whether it was on.
    pub fn daily_off(&self, guild: &str, player: &NewPlayer, now: i64) -> Result<bool, StoreError> {
        self.write(|db| {
            let id = upsert_player(db, player, now)?;
            let changed = db.execute(
                "UPDATE daily_settings SET active = 0, set_by = ?2, set_at = ?3 \
                 WHERE guild = ?1 AND active = 1",
                args![guild, id, now],
            )?;
            Ok(changed == 1)
        })
    }

    /// `guild`'s daily setting, if it ever had one.
    pub fn daily_setting(&self, guild: &str) -> Result<Option<DailySetting>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE d.guild = ?1",
            DailySetting::COLUMNS,
            DailySetting::FROM
        );
        self.read(|db| db.query_opt(&sql, args![guild], Row::read))
    }

    /// At most `limit` servers whose post is due at `now`.
    pub fn dailies_due(&self, now: i64, limit: usize) -> Result<Vec<DailySetting>, StoreError> {
        let sql = format!(
            "SELECT {} {} WHERE d.active = 1 AND d.next_due <= ?1 \
             ORDER BY d.next_due, d.guild LIMIT ?2",
            DailySetting::COLUMNS,
            DailySetting::FROM
        );
        self.read(|db| db.query(&sql, args![now, limit as i64], Row::read))
    }

    /// The earliest time a server's post is due, if any is on.
    pub fn next_daily_due(&self) -> Result<Option<i64>, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT MIN(next_due) FROM daily_settings WHERE active = 1",
                args![],
                |r| r.get(0),
            )
        })
    }

    /// Claims `guild`'s post due at `due` for day `day`: moves the next time to `next` and
    /// records the day's puzzle; what to post, if this call claimed it (`None`: another process
    /// did, the setting changed, the day is posted already, or no puzzle is left to post).
    pub fn claim_daily(
        &self,
        guild: &str,
        due: i64,
        next: i64,
        day: Day,
        now: i64,
    ) -> Result<Option<DailyClaimed>, StoreError> {
        self.write(|db| {
            let setting: Option<(String, String)> = db.query_opt(
                "SELECT channel, lang FROM daily_settings \
                 WHERE guild = ?1 AND next_due = ?2 AND active = 1",
                args![guild, due],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let Some((channel, lang)) = setting else {
                return Ok(None);
            };
            let moved = db.execute(
                "UPDATE daily_settings SET next_due = ?3 \
                 WHERE guild = ?1 AND next_due = ?2 AND active = 1",
                args![guild, due, next],
            )?;
            if moved != 1 {
                return Ok(None);
            }
            let Some(puzzle) = pick_daily(db, guild)? else {
                return Ok(None);
            };
            let added = db.execute(
                "INSERT INTO daily_posts (guild, day, puzzle_id, channel, posted_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (guild, day) DO NOTHING",
                args![guild, day, puzzle, channel, now],
            )?;
            if added != 1 {
                return Ok(None);
            }
            let post = post_at(db, guild, day)?
                .ok_or_else(|| StoreError::Value(format!("daily {guild} {day}: not posted")))?;
            let previous = match latest_before(db, guild, day)? {
                Some(before) => match post_at(db, guild, before)? {
                    Some(p) => Some((p, count_at(db, guild, before)?)),
                    None => None,
                },
                None => None,
            };
            Ok(Some(DailyClaimed {
                post,
                lang,
                previous,
            }))
        })
    }

    /// The day of `guild`'s latest post, if any.
    pub fn daily_latest(&self, guild: &str) -> Result<Option<Day>, StoreError> {
        self.read(|db| latest_before(db, guild, Day::MAX))
    }

    /// `guild`'s post of `day`, and its count.
    pub fn daily_post(
        &self,
        guild: &str,
        day: Day,
    ) -> Result<Option<(DailyPost, DayCount)>, StoreError> {
        self.read_snapshot(|db| match post_at(db, guild, day)? {
            Some(post) => Ok(Some((post, count_at(db, guild, day)?))),
            None => Ok(None),
        })
    }

    /// `player` pressed Solve under `guild`'s post of `day`: opens their attempt at its puzzle
    /// (claiming the interaction), or says why not, or records their earlier result of it.
    pub fn start_daily(
        &self,
        origin: Origin<'_>,
        player: &NewPlayer,
        guild: &str,
        day: Day,
        now: i64,
    ) -> Result<DailyStart, StoreError> {
        self.write(|db| {
            // Refused before anything is written (the presser is not even recorded).
            let latest = latest_before(db, guild, Day::MAX)?;
            if latest != Some(day) {
                return Ok(DailyStart::NotToday);
            }
            let id = upsert_player(db, player, now)?;
            let puzzle: PuzzleId = db.query_one(
                "SELECT puzzle_id FROM daily_posts WHERE guild = ?1 AND day = ?2",
                args![guild, day],
                |r| r.get(0),
            )?;
            let answered: Option<Option<String>> = db.query_opt(
                "SELECT result FROM daily_answers WHERE guild = ?1 AND day = ?2 \
                 AND player_id = ?3",
                args![guild, day, id],
                |r| r.get(0),
            )?;
            if let Some(Some(result)) = &answered {
                return Ok(DailyStart::Answered {
                    solved: result == "solved",
                });
            }
            let open = open_attempt(db, id)?;
            let earlier: Option<String> = db.query_opt(
                "SELECT result FROM puzzle_attempts WHERE player_id = ?1 AND puzzle_id = ?2 \
                 AND finished_at IS NOT NULL",
                args![id, puzzle],
                |r| r.get(0),
            )?;
            match (open, earlier) {
                (Some(open), _) if open.puzzle.id == puzzle => {
                    if answered.is_none() {
                        claim_puzzle_in(db, origin)?;
                        db.execute(
                            "INSERT INTO daily_answers (guild, day, player_id, rated, started_at) \
                             VALUES (?1, ?2, ?3, 1, ?4)",
                            args![guild, day, id, now],
                        )?;
                    }
                    Ok(DailyStart::Open(open))
                }
                (Some(open), _) => Ok(DailyStart::OtherOpen(open)),
                (None, Some(result)) => {
                    claim_puzzle_in(db, origin)?;
                    let solved = result == "solved";
                    db.execute(
                        "INSERT INTO daily_answers (guild, day, player_id, result, rated, \
                         started_at, answered_at) VALUES (?1, ?2, ?3, ?4, 0, ?5, ?5) \
                         ON CONFLICT (guild, day, player_id) DO UPDATE SET result = ?4, \
                         rated = 0, answered_at = ?5",
                        args![guild, day, id, result_code(solved), now],
                    )?;
                    streak_in(db, guild, day, id, solved)?;
                    Ok(DailyStart::Earlier { solved })
                }
                (None, None) => {
                    claim_puzzle_in(db, origin)?;
                    db.execute(
                        "INSERT INTO puzzle_attempts (player_id, puzzle_id, started_at) \
                         VALUES (?1, ?2, ?3)",
                        args![id, puzzle, now],
                    )?;
                    db.execute(
                        "INSERT INTO daily_answers (guild, day, player_id, rated, started_at) \
                         VALUES (?1, ?2, ?3, 1, ?4) ON CONFLICT (guild, day, player_id) \
                         DO NOTHING",
                        args![guild, day, id, now],
                    )?;
                    let open = open_attempt(db, id)?.ok_or_else(|| {
                        StoreError::Value(format!("puzzle {puzzle}: the daily attempt is gone"))
                    })?;
                    Ok(DailyStart::New(open))
                }
            }
        })
    }

    /// The streak of the player with external id `player` in `guild`: the current one is 0 once
    /// a post of the server passed after their last solved one without their solving it.
    pub fn daily_streak(&self, guild: &str, player: &str) -> Result<Streak, StoreError> {
        self.read_snapshot(|db| {
            let row: Option<(i64, i64, Day)> = db.query_opt(
                "SELECT s.current, s.best, s.last_day FROM daily_streaks s \
                 JOIN players p ON p.id = s.player_id WHERE s.guild = ?1 AND p.external_id = ?2",
                args![guild, player],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?;
            let Some((current, best, last)) = row else {
                return Ok(Streak::default());
            };
            // Alive if they solved the latest post, or the one before it (today's is open).
            let latest = latest_before(db, guild, Day::MAX)?;
            let before = match latest {
                Some(day) => latest_before(db, guild, day)?,
                None => None,
            };
            let alive = Some(last) == latest || (before.is_some() && Some(last) == before);
            Ok(Streak {
                current: if alive { current } else { 0 },
                best,
            })
        })
    }

    /// `guild`'s puzzle leaderboard: the players who answered its daily puzzles, by days solved,
    /// then best streak, then fewest tried; at most `limit`.
    pub fn daily_leaderboard(
        &self,
        guild: &str,
        limit: usize,
    ) -> Result<Vec<DailyStanding>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT p.name, COUNT(CASE WHEN a.result = 'solved' THEN 1 END) AS won, \
                 COUNT(a.result) AS tried, COALESCE(MAX(s.best), 0) AS best \
                 FROM daily_answers a JOIN players p ON p.id = a.player_id \
                 LEFT JOIN daily_streaks s ON s.guild = a.guild AND s.player_id = a.player_id \
                 WHERE a.guild = ?1 GROUP BY p.id, p.name HAVING COUNT(a.result) > 0 \
                 ORDER BY won DESC, best DESC, tried, p.name LIMIT ?2",
                args![guild, limit as i64],
                |r| {
                    Ok(DailyStanding {
                        name: r.get(0)?,
                        solved: r.get(1)?,
                        tried: r.get(2)?,
                        best: r.get(3)?,
                    })
                },
            )
        })
    }
}

#[cfg(test)]
mod tests;
