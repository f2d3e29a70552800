//! The daily puzzle of a server (issue 50, item 5): `/puzzle daily <channel> <time>` (a server
//! manager's) sets it, `/puzzle daily off` stops it; every day at that time (UTC) the bot's own
//! work ([`crate::jobs::daily`]) posts one puzzle in that channel with a **Solve** button, and
//! first, in its own message, the answer of the one before on the board with how many solved it.
//! Solve opens the puzzle privately for whoever presses it, as `/puzzle play` opens one, and they
//! answer with `/puzzle move`: their attempt is the day's answer, counted once, rated as any
//! puzzle (unless they had met it before: their earlier result is their answer, unrated), and it
//! moves their streak of days solved in that server.
//!
//! The console is a server of its own ([`CONSOLE_SERVER`]): `puzzle daily <time>` posts in its
//! channel.

use chrono::DateTime;

use super::{board_reply, position_at, refused, solver, task_line, title, PuzzleRefusal};
use crate::i18n::{t, tf, Lang};
use crate::render::diagram::{render_diagram, turn_marks};
use crate::render::{leaderboard, text_board_for, RenderInfo};
use crate::store::daily::{day_of, DailyClaimed, DailyPost, DailyStart, Day, DayCount};
use crate::store::puzzles::PuzzleSource;

use super::super::challenge::new_player;
use super::super::replies::variant_name;
use super::super::{
    Button, ButtonId, ButtonStyle, Caller, Reply, Rights, Service, ServiceError, Shown,
};

/// The server the console plays in, for its daily puzzle.
pub const CONSOLE_SERVER: &str = "console";

/// How many players the daily puzzles' leaderboard shows.
const BOARD_ROWS: usize = 10;

/// How many servers' posts one round of the job claims at most.
pub const DAILY_BATCH: usize = 50;

/// What the job posts for one server: the messages in order (the answer of the day before, if
/// any, then the day's puzzle), in `channel`.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyOut {
    pub guild: String,
    pub channel: String,
    pub replies: Vec<Reply>,
}

/// A time of day typed as `9`, `09:30`, `9h30` or `21:05 UTC`: minutes after midnight (UTC).
pub fn parse_time(text: &str) -> Option<i64> {
    let lower = text.trim().to_lowercase();
    let bare = lower
        .strip_suffix("utc")
        .or_else(|| lower.strip_suffix('z'))
        .unwrap_or(&lower)
        .trim();
    let (hours, minutes) = match bare.split_once([':', 'h']) {
        Some((h, "")) => (h, "00"),
        Some((h, m)) => (h, m),
        None => (bare, "00"),
    };
    let number = |s: &str, most: usize| -> Option<i64> {
        (!s.is_empty() && s.len() <= most && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    let hours = number(hours, 2)?;
    let minutes = (minutes.len() == 2).then(|| number(minutes, 2)).flatten()?;
    (hours < 24 && minutes < 60).then_some(hours * 60 + minutes)
}

/// The first time after `now` at `minute` of a day (UTC).
pub fn next_due(minute: i64, now: i64) -> i64 {
    let today = day_of(now) * 86_400 + minute * 60;
    if today > now {
        today
    } else {
        today + 86_400
    }
}

fn time_text(minute: i64) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

fn date_text(day: Day) -> String {
    DateTime::from_timestamp(day * 86_400, 0)
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

/// The caller's server, for the daily puzzle: their guild, or the console's own.
fn server(caller: &Caller) -> Option<String> {
    match (&caller.guild, &caller.interaction) {
        (Some(guild), _) => Some(guild.clone()),
        (None, None) => Some(CONSOLE_SERVER.to_string()),
        (None, Some(_)) => None,
    }
}

/// "solved" or "missed", in `lang`.
fn result_text(lang: Lang, solved: bool) -> String {
    t(
        lang,
        if solved {
            "daily-result-solved"
        } else {
            "daily-result-missed"
        },
    )
    .to_string()
}

/// Where a post's puzzle comes from: "From alice – bob, game #12", or the shipped sets.
fn from_line(lang: Lang, post: &DailyPost) -> String {
    match (&post.from, post.puzzle.source) {
        (Some(from), _) => tf(
            lang,
            "daily-from-game",
            &[
                ("first", &crate::service::guard::name_text(&from.first)),
                ("second", &crate::service::guard::name_text(&from.second)),
                ("game", &from.game),
            ],
        ),
        (None, PuzzleSource::Game(_)) | (None, PuzzleSource::SelfPlay) => {
            t(lang, "daily-from-self-play").to_string()
        }
        (None, PuzzleSource::Starter) => t(lang, "daily-from-starter").to_string(),
    }
}

/// The day's post: the position with the setting-up move marked, the task, where it comes from,
/// and Solve.
fn post_reply(lang: Lang, post: &DailyPost) -> Result<Reply, ServiceError> {
    let puzzle = &post.puzzle;
    let game = position_at(puzzle, 0)?;
    let lines = vec![
        tf(
            lang,
            "daily-title",
            &[
                ("date", &date_text(post.day)),
                ("game", &variant_name(lang, puzzle.variant)),
            ],
        ),
        task_line(lang, puzzle, solver(&game)),
        from_line(lang, post),
        t(lang, "daily-how").to_string(),
    ];
    let mut reply = board_reply(lang, lines, &game, None, &title(lang, puzzle));
    reply.shown = Shown::Public;
    reply.buttons = vec![Button {
        id: ButtonId::DailySolve(post.day),
        label: t(lang, "daily-solve").to_string(),
        style: ButtonStyle::Success,
    }];
    Ok(reply)
}

/// The answer of a day's puzzle on its board, with how many solved it.
fn reveal_reply(lang: Lang, post: &DailyPost, count: DayCount) -> Result<Reply, ServiceError> {
    let puzzle = &post.puzzle;
    let game = position_at(puzzle, 0)?;
    let info = RenderInfo::unnamed(lang);
    let first = puzzle.line.first().map(String::as_str).unwrap_or_default();
    let png = render_diagram(&game, &info, &turn_marks(&game, first))
        .map_err(|e| crate::service::errors::internal(format!("puzzle {}: {e}", puzzle.id)))?;
    let heading = tf(
        lang,
        "daily-reveal",
        &[
            ("date", &date_text(post.day)),
            ("game", &variant_name(lang, puzzle.variant)),
        ],
    );
    let lines = [
        heading.clone(),
        tf(
            lang,
            "puzzle-solution",
            &[("line", &puzzle.line.join(" · "))],
        ),
        tf(
            lang,
            "daily-count",
            &[("solved", &count.solved), ("tried", &count.tried)],
        ),
    ];
    Ok(Reply {
        text: lines.join("\n"),
        png: Some(png),
        alt: crate::render::alt::board(&game, &info, &heading),
        board_text: Some(text_board_for(&game, &info)),
        ..Reply::default()
    })
}

impl Service {
    /// `puzzle daily <channel> <time>`: the caller's server posts a puzzle in `channel` every
    /// day at `time` (UTC). `shown` is how the adapter names the channel to people; `postable`,
    /// whether the adapter may post there. A server manager's only.
    pub fn daily_set(
        &self,
        caller: &Caller,
        channel: &str,
        shown: &str,
        time: &str,
        rights: Rights,
        postable: bool,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let guild = server(caller).ok_or_else(|| refused(PuzzleRefusal::DailyNoServer))?;
        if !rights.manage_server {
            return Err(refused(PuzzleRefusal::DailyNotManager));
        }
        let minute =
            parse_time(time).ok_or_else(|| refused(PuzzleRefusal::DailyBadTime(time.into())))?;
        if !postable {
            return Err(refused(PuzzleRefusal::DailyChannel(shown.into())));
        }
        let now = self.clock.now();
        let due = next_due(minute, now);
        self.store.set_daily(
            &guild,
            channel,
            minute,
            &new_player(&caller.user),
            lang.code(),
            due,
            now,
        )?;
        self.wake_for(Some(due));
        Ok(Reply::private(tf(
            lang,
            "daily-set",
            &[
                ("channel", &shown),
                ("time", &time_text(minute)),
                ("date", &date_text(day_of(due))),
            ],
        )))
    }

    /// `puzzle daily off`: no more daily posts in the caller's server.
    pub fn daily_stop(&self, caller: &Caller, rights: Rights) -> Result<Reply, ServiceError> {
        let guild = server(caller).ok_or_else(|| refused(PuzzleRefusal::DailyNoServer))?;
        if !rights.manage_server {
            return Err(refused(PuzzleRefusal::DailyNotManager));
        }
        let was_on = self
            .store
            .daily_off(&guild, &new_player(&caller.user), self.clock.now())?;
        let key = if was_on {
            "daily-stopped"
        } else {
            "daily-was-off"
        };
        Ok(Reply::private(t(caller.lang, key).to_string()))
    }

    /// The bot's own work: claims every server's post due now (several processes on one
    /// database claim each once) and returns what to post; at most [`DAILY_BATCH`] servers.
    pub fn daily_posts(&self) -> Result<Vec<DailyOut>, ServiceError> {
        let now = self.clock.now();
        let mut out = Vec::new();
        for setting in self.store.dailies_due(now, DAILY_BATCH)? {
            let due = setting.next_due;
            // The next time is the first at that minute after now: a process that was down a
            // few days posts once, not once per day missed.
            let next = next_due(setting.minute, now.max(due));
            let claimed = self
                .store
                .claim_daily(&setting.guild, due, next, day_of(due), now)?;
            let Some(DailyClaimed {
                post,
                lang,
                previous,
            }) = claimed
            else {
                continue;
            };
            let lang = Lang::from_locale(&lang);
            let mut replies = Vec::new();
            if let Some((before, count)) = previous {
                replies.push(reveal_reply(lang, &before, count)?);
            }
            replies.push(post_reply(lang, &post)?);
            out.push(DailyOut {
                guild: post.guild,
                channel: post.channel,
                replies,
            });
        }
        Ok(out)
    }

    /// When the next server's post is due, if any is on.
    pub fn next_daily(&self) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.next_daily_due()?)
    }

    /// Solve, pressed under the caller's server's post of `day`: the puzzle opened privately for
    /// them, or their answer if they gave one, or why not.
    pub fn daily_solve(&self, caller: &Caller, day: Day) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let guild = server(caller).ok_or_else(|| refused(PuzzleRefusal::DailyNoServer))?;
        let started = self.store.start_daily(
            caller.origin(),
            &new_player(&caller.user),
            &guild,
            day,
            self.clock.now(),
        )?;
        match started {
            DailyStart::New(open) | DailyStart::Open(open) => {
                let mut reply = self.open_reply(lang, &open, false)?;
                reply.text = format!("{}\n{}", t(lang, "daily-opened"), reply.text);
                Ok(reply)
            }
            DailyStart::OtherOpen(open) => {
                Err(refused(PuzzleRefusal::DailyOtherOpen(open.puzzle.id)))
            }
            DailyStart::NotToday => Err(refused(PuzzleRefusal::DailyNotToday)),
            DailyStart::Answered { solved } => self.daily_told(caller, "daily-answered", solved),
            DailyStart::Earlier { solved } => self.daily_told(caller, "daily-earlier", solved),
        }
    }

    /// The caller's answer of the day (`key` says how it was given), and their streak.
    fn daily_told(
        &self,
        caller: &Caller,
        key: &'static str,
        solved: bool,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let mut lines = vec![tf(lang, key, &[("result", &result_text(lang, solved))])];
        lines.extend(self.daily_streak_lines(lang, caller, &caller.user.id)?);
        Ok(Reply::private(lines.join("\n")))
    }

    /// The console's Solve: the caller's server's latest post opened (or refused, as its button
    /// would be).
    pub fn daily_solve_today(&self, caller: &Caller) -> Result<Reply, ServiceError> {
        let guild = server(caller).ok_or_else(|| refused(PuzzleRefusal::DailyNoServer))?;
        let day = self.store.daily_latest(&guild)?;
        self.daily_solve(caller, day.unwrap_or(0))
    }

    /// `puzzle leaderboard`: the caller's server's players by daily puzzles solved, then best
    /// streak, then fewest tried; the table as a picture, as `/leaderboard` draws one.
    pub fn daily_board(&self, caller: &Caller) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let guild = server(caller).ok_or_else(|| refused(PuzzleRefusal::DailyNoServer))?;
        let rows = self.store.daily_leaderboard(&guild, BOARD_ROWS)?;
        let title = t(lang, "daily-board-title").to_string();
        let subtitle = t(lang, "daily-board-subtitle").to_string();
        let mut text = format!("**{title}** ({subtitle})");
        if rows.is_empty() {
            text.push('\n');
            text.push_str(t(lang, "daily-board-empty"));
            return Ok(Reply {
                text,
                ..Reply::default()
            });
        }
        let columns: Vec<&str> = t(lang, "daily-board-columns").split('|').collect();
        let col = |i: usize| columns.get(i).copied().unwrap_or("");
        let header = [col(0), col(1), col(2), col(3), col(4)];
        let picture: Vec<leaderboard::Row> = rows
            .iter()
            .zip(1..)
            .map(|(r, rank)| leaderboard::Row {
                rank: Some(rank),
                name: r.name.clone(),
                rating: r.solved.to_string(),
                games: r.tried.to_string(),
                record: r.best.to_string(),
            })
            .collect();
        let mut table = vec![header.join(" | ")];
        table.extend(picture.iter().map(|r| {
            format!(
                "{} | {} | {} | {} | {}",
                r.rank.unwrap_or_default(),
                r.name,
                r.rating,
                r.games,
                r.record
            )
        }));
        Ok(Reply {
            text,
            png: Some(leaderboard::leaderboard_png(
                &title, &subtitle, header, &picture,
            )),
            alt: leaderboard::leaderboard_alt(lang, &title, &subtitle, header, &picture),
            board_text: Some(table.join("\n")),
            ..Reply::default()
        })
    }

    /// `/rating`'s line of `player`'s daily streak in the caller's server (none before their
    /// first solved daily puzzle there).
    pub(in crate::service) fn daily_streak_lines(
        &self,
        lang: Lang,
        caller: &Caller,
        player: &str,
    ) -> Result<Vec<String>, ServiceError> {
        let Some(guild) = server(caller) else {
            return Ok(Vec::new());
        };
        let streak = self.store.daily_streak(&guild, player)?;
        if streak.best == 0 {
            return Ok(Vec::new());
        }
        Ok(vec![tf(
            lang,
            "daily-streak",
            &[("current", &streak.current), ("best", &streak.best)],
        )])
    }
}
