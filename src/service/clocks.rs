//! Games that end: clocks per move, reminders, loss on time, abort, lapsing challenges and draw
//! offers.
//!
//! The rules, as a correspondence player expects them (lichess's correspondence games):
//! - a game has a time per move ([`ClockChoice`]); the side to act must act before the game's
//!   deadline, which restarts with each of its moves (the dice are the bot's and take no time);
//! - when a quarter of that time is left (at most 24 h, at least 1 min) the player is reminded
//!   once, in the game's channel; the store forgets the pending reminder when it is posted, so a
//!   restart never posts it twice;
//! - when the deadline passes, the side to act loses on time (a rated result like any other),
//!   unless a side has made fewer than two moves: then the game is aborted (no result, no
//!   rating), as either player may also do with `/abort`;
//! - a challenge lapses unanswered: after 7 days, or 15 minutes for a live clock.
//!
//! Every rule reads the time from the injected [`Clock`], so tests move time by hand. What the
//! bot posts on its own comes back from [`Service::sweep`] as [`Notice`]s for the caller (the
//! Discord scheduler, the console) to post.

use std::sync::Arc;

use super::challenge::new_player;
use super::errors::{Failure, ServiceError};
use super::guard::display_name;
use super::replies::{both, result_lines, variant_name, Reply};
use super::seat::{Need, Seat};
use super::time::Clock;
use super::tournaments::TournamentRefusal;
use super::{refresh, Caller, GameId, Service};
use crate::games::{AnyGame, Side, ToAct};
use crate::i18n::{t, tf, Lang};
use crate::store::clocks::{Closed, TimedWrite, Timing};
use crate::store::{Change, EndCause, Ending, GameRecord, Origin, PlayerRecord, Status};

/// How long a named challenge waits for an answer.
pub const CHALLENGE_LAPSE: i64 = 7 * 86_400;
/// How long a challenge with a live clock waits.
pub const LIVE_CHALLENGE_LAPSE: i64 = 15 * 60;
/// Moves each side must have made before the game counts (fewer: the game is aborted).
pub const MOVES_TO_COUNT: i64 = 2;

/// The time per move of a game, chosen with the challenge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ClockChoice {
    /// Live: 5 minutes per move.
    Minutes5,
    /// Live: 15 minutes per move.
    Minutes15,
    /// Correspondence: one day per move.
    Day1,
    /// Correspondence: three days per move (the default).
    #[default]
    Days3,
    Days7,
    Days14,
}

impl ClockChoice {
    pub const ALL: [ClockChoice; 6] = [
        ClockChoice::Minutes5,
        ClockChoice::Minutes15,
        ClockChoice::Day1,
        ClockChoice::Days3,
        ClockChoice::Days7,
        ClockChoice::Days14,
    ];

    /// Seconds per move.
    pub const fn seconds(self) -> i64 {
        match self {
            ClockChoice::Minutes5 => 5 * 60,
            ClockChoice::Minutes15 => 15 * 60,
            ClockChoice::Day1 => 86_400,
            ClockChoice::Days3 => 3 * 86_400,
            ClockChoice::Days7 => 7 * 86_400,
            ClockChoice::Days14 => 14 * 86_400,
        }
    }

    /// A clock for friends playing now (minutes, not days).
    pub const fn live(self) -> bool {
        matches!(self, ClockChoice::Minutes5 | ClockChoice::Minutes15)
    }

    /// The choice with this many seconds per move.
    pub fn from_seconds(seconds: i64) -> Option<ClockChoice> {
        Self::ALL.into_iter().find(|c| c.seconds() == seconds)
    }

    /// What people type in the console: `5m`, `15m`, `1d`, `3d`, `7d`, `14d`.
    pub fn parse(text: &str) -> Option<ClockChoice> {
        super::time::parse_duration(text).and_then(Self::from_seconds)
    }

    /// How long a challenge with this clock waits for an answer.
    pub const fn lapse(self) -> i64 {
        if self.live() {
            LIVE_CHALLENGE_LAPSE
        } else {
            CHALLENGE_LAPSE
        }
    }
}

/// How long before the deadline the side to act is reminded: a quarter of the time per move,
/// at most a day, at least a minute.
pub fn reminder_lead(clock: i64) -> i64 {
    (clock / 4).clamp(60, 86_400)
}

/// Something the bot posts on its own in a game's channel (a reminder, a loss on time, an abort,
/// a lapsed challenge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub game: GameId,
    /// The channel (Discord channel id, or `console`).
    pub channel: String,
    pub reply: Reply,
    /// The board this notice shows, not drawn yet, in this language: [`Service::draw_notice`]
    /// draws it (a loss on time). Drawing is most of the cost of a notice, so the scheduler's
    /// sweep decides every due game first and draws each board just before posting it.
    pub board: Option<Lang>,
}

/// Decisions of a sweep written in one transaction (each with its own version check). Larger
/// batches write less (pages shared between games go to the log once) but hold the database
/// longer while people's moves wait: see `benches/scheduler.rs`.
pub const WRITES_PER_TRANSACTION: usize = 20;

/// Sweeps in a row that may fail to apply a game's deadline (for a reason other than a move
/// committed meanwhile) before the game is set aside as damaged: its clock stopped, its players
/// told.
pub const MAX_DEADLINE_FAILURES: u32 = 3;
/// How long a sweep's claim on a due game keeps other processes' sweeps off it (seconds): a
/// sweep writes its games well within it, and a claim left by a process that died lapses
/// after it.
pub const CLAIM_SECONDS: i64 = 30;

/// What the sweep decided for one game, before it is written.
struct Verdict {
    record: GameRecord,
    state: AnyGame,
    /// The clock columns to write (with why it closed, for a lapse or an abort).
    timing: Timing,
    /// The language of the bot's own posts about this game.
    lang: Lang,
    kind: VerdictKind,
}

#[derive(Clone, Copy)]
enum VerdictKind {
    /// A challenge nobody answered in time.
    Lapse,
    /// `late` ran out of time before the game really started: no result.
    Abort { late: Side },
    /// The side to act lost on time.
    Loss(Ending),
}

impl Verdict {
    /// The change of the game this verdict writes.
    fn change(&self) -> Change<'_> {
        let (status, ending) = match self.kind {
            VerdictKind::Lapse | VerdictKind::Abort { .. } => (Status::Cancelled, None),
            VerdictKind::Loss(ending) => (Status::Finished, Some(ending)),
        };
        Change {
            status,
            state: &self.state,
            ending,
            actions: &[],
            touch: None,
        }
    }
}

/// What [`Service::judge`] found for one due game.
// One value at a time, moved at once into the sweep's lists: no box needed.
#[allow(clippy::large_enum_variant)]
enum Judged {
    Write(Verdict),
    /// Done already (a reminder): post it.
    Posted(Notice),
    Nothing,
}

/// "2 days 4 h", "3 h 20 min", "4 min 10 s": the two largest units of a duration ("3 days",
/// "15 minutes" when the smaller one is zero).
pub fn duration_text(lang: Lang, seconds: i64) -> String {
    let s = seconds.max(0);
    let (days, hours, minutes, secs) = (s / 86_400, s % 86_400 / 3_600, s % 3_600 / 60, s % 60);
    match (days, hours, minutes, secs) {
        (0, 0, m, 0) if m > 0 => tf(lang, "clock-minutes", &[("minutes", &m)]),
        (0, 0, m, s) => tf(
            lang,
            "clock-minutes-seconds",
            &[("minutes", &m), ("seconds", &s)],
        ),
        (0, h, 0, _) => tf(lang, "clock-hours", &[("hours", &h)]),
        (0, h, m, _) => tf(
            lang,
            "clock-hours-minutes",
            &[("hours", &h), ("minutes", &m)],
        ),
        (d, 0, _, _) => tf(lang, "clock-days", &[("days", &d)]),
        (d, h, _, _) => tf(lang, "clock-days-hours", &[("days", &d), ("hours", &h)]),
    }
}

impl Service {
    /// The same service reading the time from `clock` (tests, the console, the end-to-end
    /// test's shifted clock).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Service {
        self.clock = clock;
        self
    }

    /// Unix seconds now, by the service's clock.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Notified whenever a change may have moved the earliest deadline: the scheduler waits on
    /// it besides its timer.
    pub fn wake_handle(&self) -> Arc<tokio::sync::Notify> {
        Arc::clone(&self.wake)
    }

    /// The earliest deadline or reminder time of any game, or time a tournament is due (what
    /// the scheduler sleeps until).
    pub fn next_event(&self) -> Result<Option<i64>, ServiceError> {
        let games = self.store.next_event()?;
        let tournaments = self.store.next_tournament_event()?;
        let daily = self.next_daily()?;
        Ok([games, tournaments, daily].into_iter().flatten().min())
    }

    /// The clock columns after a change of `record` (whose clock columns were `timing`) that
    /// leaves `status`, made by `caller`: an active game's deadline restarts for the side now
    /// to act, and a pending draw offer lapses when the offering side's opponent moves.
    pub(super) fn timing_after(
        &self,
        record: &GameRecord,
        mut timing: Timing,
        status: Status,
        caller: &Caller,
    ) -> Timing {
        let now = self.now();
        // A game against the computer runs no clock: the computer never times out (and a
        // person's abandoned game against it is unrated, so it costs nobody anything).
        let computer = record.players.iter().any(super::computer::is_computer);
        match (status, timing.clock) {
            (Status::Active, Some(clock)) if !computer => {
                let deadline = now.saturating_add(clock);
                timing.deadline = Some(deadline);
                timing.remind_at = Some(deadline - reminder_lead(clock));
            }
            _ => {
                timing.deadline = None;
                timing.remind_at = None;
            }
        }
        let mover = record
            .players
            .iter()
            .position(|p| p.external_id == caller.user.id)
            .map(|i| Side::BOTH[i]);
        if let (Some(offer), Some(mover)) = (timing.draw_offer, mover) {
            if mover != offer {
                timing.draw_offer = None;
            }
        }
        timing
    }

    /// The line of a challenge that states its clock and when it lapses.
    pub(super) fn challenge_clock_line(lang: Lang, clock: ClockChoice) -> String {
        tf(
            lang,
            "clock-challenge",
            &[
                ("clock", &duration_text(lang, clock.seconds())),
                ("lapse", &duration_text(lang, clock.lapse())),
            ],
        )
    }

    /// The time left to the side to act ("2 days 4 h left"), for an active game with a clock:
    /// from `timing`, the game's clock columns, when the caller has them, else from the store.
    pub(super) fn time_left(
        &self,
        lang: Lang,
        record: &GameRecord,
        timing: Option<&Timing>,
    ) -> Option<String> {
        if record.status != Status::Active {
            return None;
        }
        let deadline = match timing {
            Some(timing) => timing.deadline?,
            None => self.store.timing(record.id).ok()??.deadline?,
        };
        let left = duration_text(lang, deadline - self.now());
        Some(tf(lang, "clock-left", &[("time", &left)]))
    }

    /// What the picture's status line adds for this game: the time left to the side to act, or
    /// an ending outside the rules (on time, by agreement).
    pub(super) fn status_extra(
        &self,
        lang: Lang,
        record: &GameRecord,
        timing: Option<&Timing>,
    ) -> crate::render::StatusExtra {
        use crate::render::StatusExtra;
        match record.ending {
            Some(Ending {
                cause: EndCause::Time,
                winner: Some(winner),
            }) => StatusExtra::Ended(
                tf(
                    lang,
                    "clock-render-time",
                    &[(
                        "name",
                        &crate::render::header::status_name(&display_name(
                            &record.player(winner).name,
                        )),
                    )],
                ),
                Some(winner),
            ),
            Some(Ending {
                cause: EndCause::Agreement,
                ..
            }) => StatusExtra::Ended(t(lang, "clock-render-agreed").to_string(), None),
            _ => self
                .time_left(lang, record, timing)
                .map_or(StatusExtra::None, StatusExtra::TimeLeft),
        }
    }

    /// Whether a side of the game has made fewer than two moves (the game may be aborted). A
    /// tournament's game is never aborted: a player who does not play loses on time, as a
    /// tournament director expects (the round must end with a result).
    fn abortable(&self, record: &GameRecord) -> Result<bool, ServiceError> {
        if record.tournament.is_some() {
            return Ok(false);
        }
        let moves = self.store.moves_by_side(record.id)?;
        Ok(moves.iter().any(|&n| n < MOVES_TO_COUNT))
    }

    /// Aborts a game that has not really started (a side made fewer than two moves): no result,
    /// no rating. Either player may; afterwards the pair may challenge each other again.
    pub fn abort(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let Seat {
            mut record,
            state,
            me,
            timing,
            ..
        } = self.seat(caller, game, Need::InPlay)?;
        let id = record.id;
        let lang = caller.lang;
        if record.tournament.is_some() {
            return Err(TournamentRefusal::NoAbort(id).into());
        }
        if !self.abortable(&record)? {
            return Ok(Reply::private(tf(
                lang,
                "clock-error-abort-too-late",
                &[("id", &id)],
            )));
        }
        refresh(&mut record, caller);
        self.close_without_result(
            caller.origin(),
            &record,
            &state,
            timing,
            Closed::Aborted,
            Some(new_player(&caller.user)),
        )?;
        let text = tf(
            lang,
            "clock-aborted",
            &[("player", &me_mention(&record, &me)), ("id", &id)],
        );
        Ok(Reply {
            text,
            mentions: both(&record),
            ..Reply::default()
        })
    }

    /// Handles at most `limit` games whose deadline or reminder time has come, earliest first,
    /// and returns what to post, boards drawn: [`Service::decide_due`], then
    /// [`Service::draw_notice`] for each notice (the console and the tests; the Discord
    /// scheduler draws each board just before posting it).
    pub fn sweep(&self, limit: usize) -> Result<Vec<Notice>, ServiceError> {
        Ok(self
            .decide_due(limit)?
            .into_iter()
            .map(|notice| self.draw_notice(notice))
            .collect())
    }

    /// Applies what is due in at most `limit` games whose deadline or reminder time has come,
    /// earliest first, and returns what to post, in that order, without drawing their boards
    /// (see [`Notice::board`]). Each game is read and decided on its own; the decisions are
    /// written [`WRITES_PER_TRANSACTION`] to a transaction, each with its own version check, so
    /// a move that commits first wins and that game is simply looked at again later. A sweep
    /// that handles `limit` games may have left more due: call it again.
    pub fn decide_due(&self, limit: usize) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        // Games set aside are left out (their clock could not even be stopped), so that however
        // many there are, they never fill the batch in place of healthy ones.
        let aside: Vec<GameId> = self
            .failing
            .lock()
            .iter()
            .filter(|(_, failures)| **failures >= MAX_DEADLINE_FAILURES)
            .map(|(id, _)| *id)
            .collect();
        // Claimed for this sweep: another process's sweep leaves them alone meanwhile (see
        // `Store::claim_due`), and those this sweep does not write are released at its end.
        let until = now.saturating_add(CLAIM_SECONDS);
        let claimed = self
            .store
            .claim_due(now, until, limit.saturating_add(aside.len()))?;
        let due: Vec<_> = claimed
            .iter()
            .filter(|d| !aside.contains(&d.id))
            .take(limit)
            .copied()
            .collect();
        let mut written: Vec<GameId> = Vec::with_capacity(due.len());
        let mut notices: Vec<(usize, Notice)> = Vec::with_capacity(due.len());
        let mut verdicts: Vec<(usize, Verdict)> = Vec::new();
        for (order, d) in due.iter().enumerate() {
            let judged = self.judge(d.id, now);
            if judged.is_ok() {
                self.failing.lock().remove(&d.id);
            }
            match judged {
                Ok(Judged::Write(verdict)) => verdicts.push((order, verdict)),
                Ok(Judged::Posted(notice)) => notices.push((order, notice)),
                Ok(Judged::Nothing) => {}
                // A move won the race: the game is read again at the next sweep.
                Err(ServiceError::Failed(Failure::Conflict)) => {}
                // Told once; its clock stops (see `damaged`).
                Err(ServiceError::Failed(Failure::Damaged { game, reason })) => {
                    tracing::error!(game, %reason, "a game due on the clock is damaged: set aside");
                    notices.extend(self.set_aside(game).map(|n| (order, n)))
                }
                // Anything else is tried again at the next sweeps, then set aside as damaged.
                Err(error) => {
                    let failures = {
                        let mut failing = self.failing.lock();
                        let failures = failing.entry(d.id).or_insert(0);
                        *failures += 1;
                        *failures
                    };
                    tracing::error!(game = d.id, %error, failures, "a deadline could not be applied");
                    if failures >= MAX_DEADLINE_FAILURES {
                        notices.extend(self.set_aside(d.id).map(|n| (order, n)));
                    }
                }
            }
        }
        for chunk in verdicts.chunks(WRITES_PER_TRANSACTION) {
            self.before_write_hook();
            let changes: Vec<(Change, &Timing)> =
                chunk.iter().map(|(_, v)| (v.change(), &v.timing)).collect();
            let writes: Vec<TimedWrite> = chunk
                .iter()
                .zip(&changes)
                .map(|((_, v), (change, timing))| TimedWrite {
                    id: v.record.id,
                    version: v.record.version,
                    change,
                    timing,
                })
                .collect();
            let results = self.store.apply_timed_batch(&writes)?;
            for ((order, verdict), result) in chunk.iter().zip(results) {
                match result {
                    Ok(()) => {
                        written.push(verdict.record.id);
                        match self.announce(verdict) {
                            Ok(notice) => notices.push((*order, notice)),
                            Err(error) => {
                                tracing::error!(game = verdict.record.id, %error, "a notice failed")
                            }
                        }
                    }
                    Err(crate::store::StoreError::Conflict(_)) => {}
                    Err(error) => {
                        let error = ServiceError::from(error);
                        tracing::error!(
                            game = verdict.record.id,
                            %error,
                            "a deadline could not be applied"
                        )
                    }
                }
            }
        }
        if !verdicts.is_empty() {
            self.wake.notify_one();
        }
        let left: Vec<GameId> = claimed
            .iter()
            .map(|d| d.id)
            .filter(|id| !written.contains(id))
            .collect();
        if let Err(error) = self.store.release_claims(&left, until) {
            // They lapse by themselves after `CLAIM_SECONDS`.
            tracing::warn!(%error, "the sweep's claims could not be released");
        }
        notices.sort_by_key(|(order, _)| *order);
        Ok(notices.into_iter().map(|(_, notice)| notice).collect())
    }

    /// Sets damaged game `id` aside: its clock stopped and its players told (see `damaged`);
    /// if even its clock cannot be stopped, this process leaves it out of its sweeps.
    fn set_aside(&self, id: GameId) -> Option<Notice> {
        let notice = self.damaged_notice(id);
        if self
            .store
            .timing(id)
            .ok()
            .flatten()
            .is_some_and(|t| t.deadline.is_none() && t.remind_at.is_none())
        {
            self.failing.lock().remove(&id);
        } else {
            self.failing.lock().insert(id, MAX_DEADLINE_FAILURES);
        }
        notice
    }

    /// Draws the board a notice shows (see [`Notice::board`]), as the game stands now; a notice
    /// without one, or whose game no longer loads, comes back as it was.
    pub fn draw_notice(&self, mut notice: Notice) -> Notice {
        let Some(lang) = notice.board.take() else {
            return notice;
        };
        match self.load(notice.game) {
            Ok((record, state)) => {
                let drawn = self.public(Vec::new(), &record, &state, lang, Vec::new());
                notice.reply.png = drawn.png;
                notice.reply.alt = drawn.alt;
                notice.reply.board_text = drawn.board_text;
            }
            Err(error) => {
                tracing::error!(game = notice.game, %error, "a notice's board could not be drawn")
            }
        }
        notice
    }

    /// Reads game `id` and decides what is due at `now`: a lapse, a loss on time or an abort
    /// (to write), a reminder (posted at once: it only clears a column), or nothing any more.
    fn judge(&self, id: GameId, now: i64) -> Result<Judged, ServiceError> {
        let (record, state) = self.load(id)?;
        let mut timing = self.store.timing(id)?.unwrap_or_default();
        let lang = timing.lang.as_deref().map_or(Lang::En, Lang::from_locale);
        let expired = timing.deadline.is_some_and(|d| d <= now);
        let remind = timing.remind_at.is_some_and(|r| r <= now);
        let verdict = |record, state, timing, kind| Verdict {
            record,
            state,
            timing,
            lang,
            kind,
        };
        match record.status {
            Status::Challenge if expired => {
                timing.closed = Some(Closed::Lapsed);
                Ok(Judged::Write(verdict(
                    record,
                    state,
                    timing,
                    VerdictKind::Lapse,
                )))
            }
            Status::Active if expired => {
                let ToAct::Side(late) = state.to_act() else {
                    return self.forget(&record);
                };
                let kind = if self.abortable(&record)? {
                    timing.closed = Some(Closed::Aborted);
                    VerdictKind::Abort { late }
                } else {
                    VerdictKind::Loss(Ending {
                        winner: Some(late.other()),
                        cause: EndCause::Time,
                    })
                };
                Ok(Judged::Write(verdict(record, state, timing, kind)))
            }
            Status::Active if remind => Ok(match self.remind(&record, &timing, lang, now)? {
                Some(notice) => Judged::Posted(notice),
                None => Judged::Nothing,
            }),
            _ if expired || remind => self.forget(&record),
            _ => Ok(Judged::Nothing),
        }
    }

    /// Nothing to decide (a closed game, or the dice to act): forgets the time so the sweep
    /// moves on.
    fn forget(&self, record: &GameRecord) -> Result<Judged, ServiceError> {
        self.store.forget_deadline(record.id, record.version)?;
        Ok(Judged::Nothing)
    }

    fn notice(&self, record: &GameRecord, reply: Reply) -> Notice {
        Notice {
            game: record.id,
            channel: record.channel.clone(),
            reply,
            board: None,
        }
    }

    /// Ends `record` with no result and no rating (an aborted game): one write, with the version
    /// check, and why it closed.
    fn close_without_result(
        &self,
        origin: Origin<'_>,
        record: &GameRecord,
        state: &AnyGame,
        mut timing: Timing,
        closed: Closed,
        touch: Option<crate::store::NewPlayer<'_>>,
    ) -> Result<(), ServiceError> {
        timing.closed = Some(closed);
        self.write_timed(
            origin,
            record.id,
            record.version,
            &Change {
                status: Status::Cancelled,
                state,
                ending: None,
                actions: &[],
                touch,
            },
            &timing,
        )?;
        Ok(())
    }

    /// What to post once `verdict` is written.
    fn announce(&self, verdict: &Verdict) -> Result<Notice, ServiceError> {
        let lang = verdict.lang;
        let mut record = verdict.record.clone();
        match verdict.kind {
            VerdictKind::Lapse => {
                super::open::localise(&mut record, lang);
                let text = tf(
                    lang,
                    "clock-lapsed",
                    &[
                        ("id", &record.id),
                        ("challenger", &record.challenger().mention),
                        ("challenged", &record.challenged().mention),
                    ],
                );
                let reply = Reply {
                    text,
                    mentions: vec![record.challenger().external_id.clone()],
                    ..Reply::default()
                };
                Ok(self.notice(&record, reply))
            }
            VerdictKind::Abort { late } => {
                let text = tf(
                    lang,
                    "clock-aborted-time",
                    &[("player", &record.player(late).mention), ("id", &record.id)],
                );
                let reply = Reply {
                    text,
                    mentions: both(&record),
                    ..Reply::default()
                };
                Ok(self.notice(&record, reply))
            }
            VerdictKind::Loss(ending) => {
                record.status = Status::Finished;
                record.ending = Some(ending);
                let mut lines = result_lines(lang, &record, &verdict.state, &ending);
                lines.extend(self.rating_lines(lang, &record));
                // The board is drawn when the notice is posted (`draw_notice`); the rest is what
                // `public` gives a finished game.
                let reply = Reply {
                    text: lines.join("\n"),
                    buttons: vec![
                        Service::rematch_button(lang, record.id),
                        Service::review_button(lang, record.id),
                    ],
                    mentions: both(&record),
                    ..Reply::default()
                };
                let mut notice = self.notice(&record, reply);
                notice.board = Some(lang);
                Ok(notice)
            }
        }
    }

    fn remind(
        &self,
        record: &GameRecord,
        timing: &Timing,
        lang: Lang,
        now: i64,
    ) -> Result<Option<Notice>, ServiceError> {
        let Some(deadline) = timing.deadline else {
            return Ok(None);
        };
        let ToAct::Side(side) = record.to_act else {
            return Ok(None);
        };
        if !self.store.take_reminder(record.id, record.version)? {
            return Ok(None);
        }
        let player = record.player(side);
        let text = tf(
            lang,
            "clock-reminder",
            &[
                ("player", &player.mention),
                ("id", &record.id),
                ("variant", &variant_name(lang, record.variant)),
                ("left", &duration_text(lang, deadline - now)),
            ],
        );
        let reply = Reply {
            text,
            mentions: vec![player.external_id.clone()],
            ..Reply::default()
        };
        Ok(Some(self.notice(record, reply)))
    }
}

/// The mention of `me` as the game knows them.
fn me_mention(record: &GameRecord, me: &PlayerRecord) -> String {
    record
        .side_of(me.id)
        .map_or_else(|| me.mention.clone(), |s| record.player(s).mention.clone())
}
