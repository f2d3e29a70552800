//! Tournaments: a server's Swiss or round robin, from its announcement to its podium.
//!
//! Who may do what: anyone with the right to the create command creates one (on Discord, members
//! with Manage Server by default, which a server's admins may open to everyone); anyone in the
//! server joins it (until it starts; a Swiss also takes late entries while round 1 is played,
//! who start with no points) and leaves it (before the start their entry goes; after it they are
//! no longer paired, keep their results, and a game they are playing is resigned); the creator
//! or a server manager starts it early and cancels it.
//!
//! The rounds run themselves (`rounds`): the scheduler's sweep pairs round 1 at the start and
//! each next round once the last game of a round ends, and ends the tournament after its last
//! round. Each step is one transaction with the tournament's version check, so it happens once
//! whatever the number of processes and restarts. The pairing itself is `crate::tournament`'s.

use super::challenge::new_player;
use super::clocks::ClockChoice;
use super::commands::{CommandNames, Hint};
use super::errors::{Failure, ServiceError};
use super::replies::{variant_name, Refusal, Reply, Shown};
use super::{guard, time, Caller, Service};
use crate::games::Variant;
use crate::i18n::{tf, Lang};
use crate::store::tournaments::{
    EntrantRecord, NewTournament, PairingRecord, TournamentRecord, TournamentStatus,
};
use crate::store::PlayerId;
use crate::tournament as engine;
use crate::tournament::{Format, MAX_ROUND_ROBIN_PLAYERS};

pub mod events;
mod refusals;
mod rounds;
mod views;

pub use crate::store::tournaments::TournamentId;
pub use refusals::TournamentRefusal;
pub use rounds::{RoundGame, TournamentNotice};
pub use views::format_name;

/// Most players a Swiss takes (its announcement lists them all).
pub const MAX_SWISS_PLAYERS: usize = 256;
/// Most rounds a Swiss may be given.
pub const MAX_SWISS_ROUNDS: u32 = 20;
/// How far ahead a start may be planned.
pub const MAX_START_AHEAD: i64 = 90 * 86_400;

/// What `/tournament create` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentOptions {
    pub variant: Variant,
    pub format: Format,
    /// Swiss only: the number of rounds (`None`: ⌈log2 players⌉ + 1, fixed at the start).
    pub rounds: Option<u32>,
    pub clock: ClockChoice,
    /// When it starts, as typed (`in 2h`, `2026-12-01 20:00`, `2026-12-01 20:00 +01:00`);
    /// `None`: when the creator presses Start.
    pub starts: Option<String>,
    pub rated: bool,
}

/// What the caller may do beyond any member (read from Discord's permissions by the adapter).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rights {
    /// The caller has Manage Server: they may start and cancel any tournament of the server.
    pub manage_server: bool,
}

/// The start time typed with `/tournament create`, as unix seconds: a duration from now (`in
/// 2h`, `90m`, `1d12h`) or a date and time (`2026-12-01 20:00`, UTC unless an offset follows:
/// `+01:00`, `-0500`, `UTC`, `Z`).
pub fn parse_start(typed: &str, now: i64) -> Result<i64, TournamentRefusal> {
    let text = typed.trim();
    let bad = || TournamentRefusal::BadTime(typed.to_string());
    let lower = text.to_lowercase();
    let duration = lower.strip_prefix("in ").unwrap_or(&lower).trim();
    let at = if let Some(seconds) = time::parse_duration(duration) {
        now.saturating_add(seconds)
    } else {
        parse_date_time(text).ok_or_else(bad)?
    };
    if at < now {
        return Err(TournamentRefusal::PastTime);
    }
    if at - now > MAX_START_AHEAD {
        return Err(TournamentRefusal::TooFarAhead);
    }
    Ok(at)
}

/// `YYYY-MM-DD HH:MM` (or with a `T`), UTC unless an offset or a zone (`UTC`, `GMT`, `Z`)
/// follows.
fn parse_date_time(text: &str) -> Option<i64> {
    let text = text.trim();
    // The `T` between the date and the time only (not the one of `UTC` or `GMT`).
    let text = match (text.get(..10), text.get(10..)) {
        (Some(date), Some(rest)) if rest.starts_with(['T', 't']) => {
            format!("{date} {}", &rest[1..])
        }
        _ => text.to_string(),
    };
    let (date_time, offset) = match text.rsplit_once(' ') {
        Some((head, tail)) if head.contains(' ') => (head.to_string(), Some(tail.to_string())),
        _ => (text.clone(), None),
    };
    let naive = chrono::NaiveDateTime::parse_from_str(&date_time, "%Y-%m-%d %H:%M").ok()?;
    let offset = offset.map(|zone| zone.to_ascii_uppercase());
    let offset = match offset.as_deref() {
        None | Some("UTC" | "Z" | "GMT") => 0,
        Some(tail) => {
            let (sign, digits) = match tail.as_bytes().first()? {
                b'+' => (1, &tail[1..]),
                b'-' => (-1, &tail[1..]),
                _ => return None,
            };
            let digits = digits.replace(':', "");
            if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let hours: i64 = digits[..2].parse().ok()?;
            let minutes: i64 = digits[2..].parse().ok()?;
            if hours > 14 || minutes > 59 {
                return None;
            }
            sign * (hours * 3600 + minutes * 60)
        }
    };
    Some(naive.and_utc().timestamp() - offset)
}

/// The players a round robin or a Swiss needs to start: 2, and for a Swiss of a chosen number of
/// rounds, one more than its rounds (so that nobody has to meet the same player twice).
pub fn players_needed(format: Format, rounds: Option<u32>) -> usize {
    match (format, rounds) {
        (Format::Swiss, Some(rounds)) => (rounds as usize + 1).max(2),
        _ => 2,
    }
}

/// The rounds a tournament of `players` plays: a Swiss's chosen number, or ⌈log2 players⌉ + 1
/// but never more than a rematch-free schedule allows; a round robin's from Berger's tables.
pub fn planned_rounds(format: Format, rounds: Option<u32>, players: usize) -> u32 {
    match format {
        Format::Swiss => rounds.unwrap_or_else(|| {
            let most = if players % 2 == 0 {
                players.saturating_sub(1)
            } else {
                players
            };
            engine::default_swiss_rounds(players).min(most.max(1) as u32)
        }),
        Format::RoundRobin => engine::round_robin_rounds(players, false),
        Format::DoubleRoundRobin => engine::round_robin_rounds(players, true),
    }
}

impl Service {
    /// `/tournament create`: posts the announcement, with Join / Leave (and Start when no time
    /// is set) and Cancel.
    pub fn create_tournament(
        &self,
        caller: &Caller,
        options: &TournamentOptions,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let starts_at = match &options.starts {
            None => None,
            Some(typed) if typed.trim().is_empty() => None,
            Some(typed) => Some(parse_start(typed, now)?),
        };
        match (options.format, options.rounds) {
            (Format::Swiss, Some(rounds)) if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) => {
                return Err(TournamentRefusal::BadRounds.into())
            }
            (f, Some(_)) if f.is_round_robin() => {
                return Err(TournamentRefusal::RoundsOfRoundRobin.into())
            }
            _ => {}
        }
        let record = self.store.create_tournament(
            caller.origin(),
            &NewTournament {
                guild: caller.guild.as_deref(),
                channel: &caller.channel,
                variant: options.variant,
                format: options.format,
                rounds: options.rounds,
                clock: options.clock.seconds(),
                rated: options.rated,
                creator: new_player(&caller.user),
                starts_at,
                lang: caller.lang.code(),
            },
        )?;
        self.wake.notify_one();
        tracing::info!(
            tournament = record.id,
            format = options.format.code(),
            "tournament created"
        );
        Ok(self.announcement(caller.lang, &record, &[]))
    }

    /// The tournament named by `id` (of the caller's server), or else the only one in this
    /// server with one of `statuses` (those of this channel first); for `mine`, only those the
    /// caller is in.
    fn select_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
        statuses: &[TournamentStatus],
        mine: bool,
    ) -> Result<TournamentRecord, ServiceError> {
        if let Some(id) = id {
            let record = self
                .store
                .tournament(id)?
                .filter(|t| t.guild == caller.guild)
                .ok_or(TournamentRefusal::NoSuch(id))?;
            return Ok(record);
        }
        let candidates = if mine {
            match self.me(caller)? {
                Some(me) => self
                    .store
                    .tournaments_of(me.id, caller.guild.as_deref(), statuses)?,
                None => Vec::new(),
            }
        } else {
            self.store
                .tournaments_in(caller.guild.as_deref(), statuses, 50)?
        };
        let here: Vec<_> = candidates
            .iter()
            .filter(|t| t.channel == caller.channel)
            .cloned()
            .collect();
        let pick = if here.is_empty() { candidates } else { here };
        match pick.len() {
            0 => Err(TournamentRefusal::NoneHere.into()),
            1 => Ok(pick.into_iter().next().expect("one")),
            _ => Err(TournamentRefusal::Several(pick.iter().map(|t| t.id).collect()).into()),
        }
    }

    /// Joins a tournament (the Join button, `join` in the console). Answering the button, the
    /// announcement is updated in place.
    pub fn join_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
        from_button: bool,
    ) -> Result<Reply, ServiceError> {
        let open = [TournamentStatus::Open, TournamentStatus::Running];
        // A join races other joins and the start: read again and retry a few times.
        for _ in 0..5 {
            let t = self.select_tournament(caller, id, &open, false)?;
            let entrants = self.store.entrants(t.id)?;
            let entry = entrants
                .iter()
                .find(|e| e.player.external_id == caller.user.id);
            if let Some(entry) = entry {
                // Who left after playing keeps their results and does not come back.
                return Err(if entry.left_round.is_some() {
                    TournamentRefusal::Left(t.id)
                } else {
                    TournamentRefusal::AlreadyIn(t.id)
                }
                .into());
            }
            let joined_round = match (t.status, t.format) {
                (TournamentStatus::Open, _) => 1,
                // A Swiss takes late entries until round 2 is paired.
                (TournamentStatus::Running, Format::Swiss) if t.round <= 1 => 2,
                (TournamentStatus::Running, _) => {
                    return Err(TournamentRefusal::EntriesClosed(t.id).into())
                }
                _ => return Err(TournamentRefusal::Over(t.id).into()),
            };
            let max = if t.format.is_round_robin() {
                MAX_ROUND_ROBIN_PLAYERS
            } else {
                MAX_SWISS_PLAYERS
            };
            let active = entrants.iter().filter(|e| e.left_round.is_none()).count();
            if active >= max {
                return Err(TournamentRefusal::Full(t.id, max).into());
            }
            match self.store.join_tournament(
                caller.origin(),
                t.id,
                t.version,
                &new_player(&caller.user),
                joined_round,
            ) {
                Ok(true) => {}
                Ok(false) => return Err(TournamentRefusal::AlreadyIn(t.id).into()),
                Err(crate::store::StoreError::Conflict(_)) => continue,
                Err(e) => return Err(e.into()),
            }
            return self.after_entry_change(caller, t.id, from_button, "tournament-joined");
        }
        Err(Failure::Conflict.into())
    }

    /// What a join or a leave answers: the announcement updated in place (a button), or a
    /// private line (a command).
    fn after_entry_change(
        &self,
        caller: &Caller,
        id: TournamentId,
        from_button: bool,
        key: &'static str,
    ) -> Result<Reply, ServiceError> {
        let t = self
            .store
            .tournament(id)?
            .ok_or(TournamentRefusal::NoSuch(id))?;
        if t.starts_at.is_some() {
            // Its server event may show another end (the rounds follow the players).
            self.wake.notify_one();
        }
        if from_button {
            // The announcement stays in its creator's language, whoever presses.
            let mut reply = self.announcement(Lang::from_locale(&t.lang), &t, &[]);
            reply.shown = Shown::ReplacePressed;
            reply.mentions.clear();
            return Ok(reply);
        }
        Ok(Reply::private(tf(caller.lang, key, &[("id", &id)])))
    }

    /// Leaves a tournament: before its start the entry goes; after it the player is not paired
    /// again, keeps their results, and resigns the tournament game they are playing.
    pub fn leave_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
        from_button: bool,
    ) -> Result<Reply, ServiceError> {
        let statuses = [TournamentStatus::Open, TournamentStatus::Running];
        for _ in 0..5 {
            let t = self.select_tournament(caller, id, &statuses, id.is_none())?;
            if !statuses.contains(&t.status) {
                return Err(TournamentRefusal::Over(t.id).into());
            }
            let me = self.me(caller)?.ok_or(TournamentRefusal::NotIn(t.id))?;
            let during = (t.status == TournamentStatus::Running).then_some(t.round);
            match self
                .store
                .leave_tournament(caller.origin(), t.id, t.version, me.id, during)
            {
                Ok(true) => {}
                Ok(false) => return Err(TournamentRefusal::NotIn(t.id).into()),
                Err(crate::store::StoreError::Conflict(_)) => continue,
                Err(e) => return Err(e.into()),
            }
            tracing::info!(tournament = t.id, player = me.id, "left a tournament");
            let resigned = if during.is_some() {
                self.resign_tournament_game(caller, &t, me.id)
            } else {
                None
            };
            let mut reply =
                self.after_entry_change(caller, t.id, from_button, "tournament-left")?;
            if let Some(resigned) = resigned {
                // The opponent hears of it: the resignation is public, with its board.
                let mut public = resigned;
                public.text = format!(
                    "{}\n{}",
                    tf(
                        caller.lang,
                        "tournament-left-resigned",
                        &[("player", &caller.user.mention), ("id", &t.id)]
                    ),
                    public.text
                );
                if from_button {
                    // The announcement is updated in place; the resignation goes beside it.
                    public.shown = Shown::BesidePressed;
                    return Ok(public);
                }
                return Ok(public);
            }
            reply.mentions.clear();
            return Ok(reply);
        }
        Err(Failure::Conflict.into())
    }

    /// Resigns the game `player` is playing in tournament `t`, if any; its public reply.
    fn resign_tournament_game(
        &self,
        caller: &Caller,
        t: &TournamentRecord,
        player: PlayerId,
    ) -> Option<Reply> {
        let pairings = self.store.pairings(t.id).ok()?;
        let game = pairings.iter().find(|p| {
            p.round == t.round
                && p.result.is_none()
                && (p.first == player || p.second == Some(player))
        })?;
        let game = game.game?;
        let record = self.store.record(game).ok()??;
        let as_player = Caller {
            channel: record.channel.clone(),
            guild: record.guild.clone(),
            ..caller.clone()
        };
        match self.resign(&as_player, Some(game)) {
            Ok(reply) => Some(reply),
            Err(error) => {
                tracing::warn!(tournament = t.id, game, %error, "could not resign a leaver's game");
                None
            }
        }
    }

    /// Starts a tournament now (its creator or a server manager): round 1 is paired by the
    /// scheduler at once, exactly once. A second Start (another process, another press) is told
    /// that it has started.
    pub fn start_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
        rights: Rights,
        from_button: bool,
    ) -> Result<Reply, ServiceError> {
        let mut id = id;
        // A start races joins, leaves and other starts: read again and retry a few times.
        for _ in 0..5 {
            let t = self.select_tournament(caller, id, &[TournamentStatus::Open], false)?;
            self.check_director(caller, &t, rights)?;
            // Pressed already (due at once), or paired already.
            if t.status != TournamentStatus::Open || t.due_at == Some(0) {
                return Err(TournamentRefusal::AlreadyStarted(t.id).into());
            }
            let entrants = self.store.entrants(t.id)?;
            check_can_start(&t, &entrants)?;
            // The start is the scheduler's: due at once for every process, whatever its clock
            // (the pairing reads the entrants in its own transaction).
            self.before_write_hook();
            match self.store.start_now(t.id, t.version, self.now()) {
                Ok(()) => {}
                Err(crate::store::StoreError::Conflict(_)) => {
                    id = Some(t.id);
                    continue;
                }
                Err(e) => return Err(e.into()),
            }
            self.wake.notify_one();
            let text = tf(caller.lang, "tournament-starting", &[("id", &t.id)]);
            return Ok(Reply {
                text,
                shown: if from_button {
                    Shown::BesidePressed
                } else {
                    Shown::Public
                },
                ..Reply::default()
            });
        }
        Err(Failure::Conflict.into())
    }

    /// Cancels a tournament (its creator or a server manager). Games in play go on as ordinary
    /// games (see [`crate::store::Store::cancel_tournament`]). A cancel and the pairing of a
    /// round are ordered by the tournament's version: whichever writes first, the other sees
    /// it (a cancel that finds a game ended or a round paired since its read reads again).
    pub fn cancel_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
        rights: Rights,
        from_button: bool,
    ) -> Result<Reply, ServiceError> {
        let mut id = id;
        let mut cancelled = None;
        for _ in 0..5 {
            let t = self.select_tournament(
                caller,
                id,
                &[TournamentStatus::Open, TournamentStatus::Running],
                false,
            )?;
            self.check_director(caller, &t, rights)?;
            if !matches!(t.status, TournamentStatus::Open | TournamentStatus::Running) {
                return Err(TournamentRefusal::Over(t.id).into());
            }
            self.before_write_hook();
            match self.store.cancel_tournament(t.id, t.version) {
                Ok(()) => {
                    cancelled = Some(t);
                    break;
                }
                Err(crate::store::StoreError::Conflict(_)) => id = Some(t.id),
                Err(e) => return Err(e.into()),
            }
        }
        let Some(t) = cancelled else {
            return Err(Failure::Conflict.into());
        };
        tracing::info!(tournament = t.id, "tournament cancelled");
        // Its server event, if it has one, is cancelled or completed by the scheduler.
        self.wake.notify_one();
        // Under the announcement, in the announcement's language.
        let lang = if from_button {
            Lang::from_locale(&t.lang)
        } else {
            caller.lang
        };
        let line = tf(
            lang,
            "tournament-cancelled",
            &[
                ("id", &t.id),
                ("player", &guard::name_text(&caller.user.name)),
            ],
        );
        if from_button {
            // The announcement itself says so, and loses its buttons but Standings.
            let t = self
                .store
                .tournament(t.id)?
                .ok_or(TournamentRefusal::NoSuch(t.id))?;
            let mut reply = self.announcement(lang, &t, &[line]);
            reply.shown = Shown::ReplacePressed;
            return Ok(reply);
        }
        Ok(Reply {
            text: line,
            ..Reply::default()
        })
    }

    /// The players still in tournament `id` (not those who left).
    fn players_in(&self, id: TournamentId) -> Result<usize, ServiceError> {
        let entrants = self.store.entrants(id)?;
        Ok(entrants.iter().filter(|e| e.left_round.is_none()).count())
    }

    fn check_director(
        &self,
        caller: &Caller,
        t: &TournamentRecord,
        rights: Rights,
    ) -> Result<(), ServiceError> {
        if rights.manage_server || t.creator.external_id == caller.user.id {
            Ok(())
        } else {
            Err(TournamentRefusal::NotDirector(t.id).into())
        }
    }

    /// `/tournaments list`: the server's open and running tournaments, and the last finished
    /// (when there is none, how to create one, naming the command as `names` says).
    pub fn list_tournaments(
        &self,
        caller: &Caller,
        names: CommandNames,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let live = self.store.tournaments_in(
            caller.guild.as_deref(),
            &[TournamentStatus::Open, TournamentStatus::Running],
            20,
        )?;
        let done =
            self.store
                .tournaments_in(caller.guild.as_deref(), &[TournamentStatus::Finished], 5)?;
        let mut lines = Vec::new();
        if live.is_empty() && done.is_empty() {
            lines.push(names.hint(lang, Hint::NoTournamentYet));
        }
        for t in live.iter().chain(&done) {
            // The players still in, as the announcement and `show` count them.
            lines.push(views::list_line(lang, t, self.players_in(t.id)?));
        }
        Ok(Reply::private(lines.join("\n")))
    }

    /// `/tournaments show`: a tournament's announcement and its current round, privately.
    pub fn show_tournament(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
    ) -> Result<Reply, ServiceError> {
        let t = self.select_tournament(
            caller,
            id,
            &[TournamentStatus::Open, TournamentStatus::Running],
            false,
        )?;
        let mut reply = self.announcement(caller.lang, &t, &[]);
        if t.round > 0 {
            let (view, names) = self.engine_view(&t)?;
            let pairings = self.store.pairings(t.id)?;
            reply.text.push('\n');
            reply.text.push_str(&views::pairings_text(
                caller.lang,
                &t,
                &view,
                &names,
                &pairings,
                t.round,
            ));
        }
        reply.shown = Shown::Private;
        reply.mentions.clear();
        Ok(reply)
    }

    /// `/tournaments standings`: the standings as a picture (and as text in the console).
    pub fn tournament_standings(
        &self,
        caller: &Caller,
        id: Option<TournamentId>,
    ) -> Result<Reply, ServiceError> {
        let started = [TournamentStatus::Running, TournamentStatus::Finished];
        let t = match self.select_tournament(caller, id, &started, false) {
            // None started here: one that has not started yet is named as such.
            Err(ServiceError::Refused(Refusal::Tournament(TournamentRefusal::NoneHere))) => {
                self.select_tournament(caller, None, &[TournamentStatus::Open], false)?
            }
            other => other?,
        };
        if t.round == 0 {
            return Err(if t.status == TournamentStatus::Open {
                TournamentRefusal::NotStarted(t.id)
            } else {
                TournamentRefusal::Over(t.id)
            }
            .into());
        }
        self.standings_reply(caller.lang, &t, Some(&caller.user.id))
    }

    /// The tournaments a player won (for `/rating`).
    pub(super) fn tournaments_won_lines(
        &self,
        lang: Lang,
        player: PlayerId,
    ) -> Result<Vec<String>, ServiceError> {
        let won = self.store.tournaments_won(player)?;
        if won.is_empty() {
            return Ok(Vec::new());
        }
        let list = won
            .iter()
            .take(5)
            .map(|w| {
                tf(
                    lang,
                    "tournament-won-item",
                    &[
                        ("id", &w.id),
                        ("format", &format_name(lang, w.format)),
                        ("game", &variant_name(lang, w.variant)),
                        ("players", &w.players),
                    ],
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        Ok(vec![tf(
            lang,
            "tournament-won",
            &[("count", &won.len()), ("list", &list)],
        )])
    }
}

/// Whether tournament `t` may start with these entrants.
fn check_can_start(t: &TournamentRecord, entrants: &[EntrantRecord]) -> Result<(), ServiceError> {
    let players = entrants.iter().filter(|e| e.left_round.is_none()).count();
    let needed = players_needed(t.format, t.rounds);
    if players < needed {
        return Err(TournamentRefusal::TooFew {
            id: t.id,
            players,
            needed,
        }
        .into());
    }
    Ok(())
}

/// The pairings of a tournament grouped by round (`rounds[0]` is round 1), as the engine reads
/// them. A game closed without a result (it cannot happen to a tournament game, which is never
/// aborted, but a damaged row could) counts as a draw rather than holding the round forever.
fn engine_rounds(pairings: &[PairingRecord]) -> Vec<Vec<engine::Pairing>> {
    let mut rounds: Vec<Vec<engine::Pairing>> = Vec::new();
    for p in pairings {
        let index = p.round.saturating_sub(1) as usize;
        while rounds.len() <= index {
            rounds.push(Vec::new());
        }
        let closed = matches!(p.game_status.as_deref(), Some("cancelled" | "declined"));
        rounds[index].push(engine::Pairing {
            board: p.board,
            first: p.first,
            second: p.second,
            result: p.result.or(closed.then_some(engine::Outcome::Draw)),
            forfeit: p.forfeit,
        });
    }
    rounds
}
