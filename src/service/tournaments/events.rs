//! A tournament's scheduled event in its server (the Events tab, where members mark themselves
//! interested and are reminded): what it shows and which change it needs, decided here; the
//! job (`jobs::events`) sends each change through the adapter's outbox and reports back.
//!
//! A tournament with a planned start gets an event (created with the tournament's name, a
//! description, its start and an estimated end, played "where": the tournament's channel). It
//! follows the tournament as Discord allows its status to move: SCHEDULED → ACTIVE when round 1
//! is paired, ACTIVE → COMPLETED when it ends, SCHEDULED → CANCELED when it is cancelled before
//! its start; a tournament cancelled after its start completes its event (ACTIVE → CANCELED is
//! not allowed), and one that ended while its event was still SCHEDULED is set ACTIVE, then
//! COMPLETED. A change of what it shows (the start, the rounds, so the end) updates it. Members
//! marked interested are pinged when round 1 is paired. Where the bot may not create events,
//! the tournament runs as before and its channel is told so once.
//!
//! Each change is made once whatever the number of processes: a process acts only on the event
//! whose claim it took in the store (`Store::claim_event`).

use super::{planned_rounds, views};
use crate::i18n::{tf, Lang};
use crate::service::errors::ServiceError;
use crate::service::replies::Reply;
use crate::service::Service;
use crate::store::tournaments::events::{EventRecord, EventState, EventWrite};
use crate::store::tournaments::{TournamentId, TournamentRecord, TournamentStatus};

/// How long a round is estimated to take, in moves of the clock: the planned end is the start
/// plus the rounds × this × the time a move. Few games use their whole time on every move; ten
/// moves' time a round is what a round of a Tabula tournament takes when players move about
/// daily on a clock of three days (and a few minutes a move on a live clock).
pub const ROUND_IN_MOVES: i64 = 10;
/// The earliest a new event may start, from now (Discord refuses a start in the past).
pub const EARLIEST_START: i64 = 60;
/// Events claimed per sweep.
pub const EVENT_BATCH: usize = 20;
/// Most interested members pinged by one message (Discord's `allowed_mentions` takes at most
/// 100 users; 50 mentions stay well inside a message's 2,000 characters).
pub const PINGS_PER_MESSAGE: usize = 50;

/// What an event shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventDetails {
    /// At most 100 characters.
    pub name: String,
    /// At most 1,000 characters.
    pub description: String,
    /// Unix seconds.
    pub start: i64,
    pub end: i64,
}

/// The change an event needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventChange {
    /// Create it (EXTERNAL, guild only, located in the tournament's channel), SCHEDULED.
    Create(EventDetails),
    /// Update what it shows (the start only while it is SCHEDULED).
    Update(EventDetails),
    /// SCHEDULED → ACTIVE, with what it shows now (its end; the start is left as it is).
    Start(EventDetails),
    /// ACTIVE → COMPLETED.
    Complete,
    /// SCHEDULED → CANCELED.
    Cancel,
}

/// An event change this process claimed: the job sends it, then reports with
/// [`Service::event_done`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventWork {
    pub tournament: TournamentId,
    /// The server (`None`: the console, which has none).
    pub guild: Option<String>,
    /// The tournament's channel (the event's location).
    pub channel: String,
    /// The event's id, once created.
    pub event: Option<String>,
    pub change: EventChange,
    /// Whether members marked interested are to be pinged once it is made.
    pub ping: bool,
    /// The tournament's version when decided.
    version: i64,
    /// What the event will show once the change is made, and its state then; `settled`: it
    /// then matches the tournament (otherwise the next sweep takes the next step).
    shown: String,
    after: EventState,
    settled: bool,
}

/// What the adapter made of an event change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventOutcome {
    /// Done; the event's id when it was created.
    Done(Option<String>),
    /// The bot may not manage events in the server (Discord's 50013, Missing Permissions).
    NotAllowed,
    /// The event is no more (a moderator deleted it): left alone from now on.
    Gone,
    /// Failed for another reason (said in the log): tried again at a later sweep.
    Failed,
}

/// A member who marked the event interested: the id the service names users by, and how to
/// mention them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interested {
    pub id: String,
    pub mention: String,
}

impl EventWork {
    /// Whether the event is still SCHEDULED once the change is made (only then may its start
    /// change: an ACTIVE event's start is when it began).
    pub fn scheduled(&self) -> bool {
        self.after == EventState::Scheduled
    }
}

impl Service {
    /// Claims the events that no longer match their tournament, at most [`EVENT_BATCH`], and
    /// returns the change each needs; those that match are noted as such.
    pub fn claim_events(&self) -> Result<Vec<EventWork>, ServiceError> {
        let now = self.now();
        let mut work = Vec::new();
        for event in self.store.events_to_sync(now, EVENT_BATCH)? {
            let Some(t) = self.store.tournament(event.tournament)? else {
                continue;
            };
            let Some((step, after, settled)) = self.event_step(&t, &event, now)? else {
                continue;
            };
            if !self.store.claim_event(t.id, event.synced_version, now)? {
                continue;
            }
            let change = match step {
                Step::Change(change) => change,
                Step::Settle => {
                    // Nothing to send: only noted as matching (under the claim).
                    self.store.event_written(
                        t.id,
                        &EventWrite {
                            event: None,
                            state: after,
                            shown: &event.shown,
                            synced_version: t.version,
                        },
                    )?;
                    continue;
                }
            };
            let shown = match &change {
                EventChange::Create(d) | EventChange::Update(d) | EventChange::Start(d) => {
                    shown_text(d)
                }
                EventChange::Complete | EventChange::Cancel => event.shown.clone(),
            };
            work.push(EventWork {
                tournament: t.id,
                guild: t.guild.clone(),
                channel: t.channel.clone(),
                event: event.event.clone(),
                // Members are pinged when round 1 is paired, not when an ended tournament's
                // event is started only to be completed.
                ping: matches!(change, EventChange::Start(_))
                    && t.status == TournamentStatus::Running,
                change,
                version: t.version,
                shown,
                after,
                settled,
            });
        }
        Ok(work)
    }

    /// The next step of `event` toward what tournament `t` is: the change, the state after it,
    /// and whether the event then matches; `None`: nothing to do now (a start that is due any
    /// moment: its event is created or started once round 1 is paired).
    fn event_step(
        &self,
        t: &TournamentRecord,
        event: &EventRecord,
        now: i64,
    ) -> Result<Option<(Step, EventState, bool)>, ServiceError> {
        use EventState as S;
        use TournamentStatus as T;
        let details = || self.event_details(t, now);
        Ok(Some(match (t.status, event.state) {
            (T::Open, S::Planned | S::Scheduled)
                if t.starts_at.is_none_or(|at| at < now + EARLIEST_START) =>
            {
                return Ok(None)
            }
            (T::Open, S::Planned) => (
                Step::Change(EventChange::Create(details()?)),
                S::Scheduled,
                true,
            ),
            (T::Open, S::Scheduled) => (updated(details()?, &event.shown), S::Scheduled, true),
            // Round 1 paired before the event was made (a start due at once): made, then started.
            (T::Running, S::Planned) => {
                let mut details = details()?;
                details.start = details.start.max(now + EARLIEST_START);
                (
                    Step::Change(EventChange::Create(details)),
                    S::Scheduled,
                    false,
                )
            }
            (T::Running, S::Scheduled) => (
                Step::Change(EventChange::Start(details()?)),
                S::Active,
                true,
            ),
            (T::Running, S::Active) => (updated(details()?, &event.shown), S::Active, true),
            // Ended or cancelled before its event was made: none is.
            (T::Finished | T::Cancelled, S::Planned) => (Step::Settle, S::None, true),
            (T::Finished, S::Scheduled) => (
                Step::Change(EventChange::Start(details()?)),
                S::Active,
                false,
            ),
            (T::Finished | T::Cancelled, S::Active) => {
                (Step::Change(EventChange::Complete), S::Completed, true)
            }
            (T::Cancelled, S::Scheduled) => (Step::Change(EventChange::Cancel), S::Canceled, true),
            // Final, or a state the query does not return.
            (_, state) => (Step::Settle, state, true),
        }))
    }

    /// What tournament `t`'s event shows, in the tournament's language: its title, its terms
    /// and how to enter; its start, and the end estimated from its rounds ([`ROUND_IN_MOVES`]).
    fn event_details(&self, t: &TournamentRecord, now: i64) -> Result<EventDetails, ServiceError> {
        let lang = Lang::from_locale(&t.lang);
        let rounds = match t.rounds {
            Some(rounds) => rounds,
            None => planned_rounds(t.format, t.rounds, self.players_in(t.id)?),
        }
        .max(1);
        let start = match t.status {
            TournamentStatus::Open => t.starts_at.unwrap_or(now),
            _ => t.starts_at.unwrap_or(now).min(now),
        };
        let end = start.saturating_add(i64::from(rounds) * ROUND_IN_MOVES * t.clock.max(60));
        let name = views::title(lang, t);
        let description = format!(
            "{}\n{}",
            views::terms(lang, t),
            tf(lang, "tournament-event-about", &[("rounds", &rounds)])
        );
        Ok(EventDetails {
            name: cut(&name, 100),
            description: cut(&description, 1000),
            start,
            end,
        })
    }

    /// The adapter made (or could not make) a change this process claimed: written, the claim
    /// released. Returns what to post in the tournament's channel: the one line saying the
    /// bot may not create events there, the first time it is refused.
    pub fn event_done(
        &self,
        work: &EventWork,
        outcome: &EventOutcome,
    ) -> Result<Option<Reply>, ServiceError> {
        match outcome {
            EventOutcome::Done(id) => {
                self.store.event_written(
                    work.tournament,
                    &EventWrite {
                        event: id.as_deref(),
                        state: work.after,
                        shown: &work.shown,
                        synced_version: if work.settled { work.version } else { -1 },
                    },
                )?;
                Ok(None)
            }
            EventOutcome::NotAllowed => {
                self.store.event_written(
                    work.tournament,
                    &EventWrite {
                        event: None,
                        state: EventState::Refused,
                        shown: "",
                        synced_version: work.version,
                    },
                )?;
                tracing::info!(
                    tournament = work.tournament,
                    "the bot may not create server events: the tournament has none"
                );
                let lang = self
                    .store
                    .tournament(work.tournament)?
                    .map_or(Lang::En, |t| Lang::from_locale(&t.lang));
                Ok(Some(Reply {
                    text: tf(
                        lang,
                        "tournament-event-refused",
                        &[("id", &work.tournament)],
                    ),
                    ..Reply::default()
                }))
            }
            EventOutcome::Gone => {
                self.store.event_written(
                    work.tournament,
                    &EventWrite {
                        event: None,
                        state: EventState::None,
                        shown: "",
                        synced_version: work.version,
                    },
                )?;
                Ok(None)
            }
            EventOutcome::Failed => {
                self.store.event_released(work.tournament)?;
                Ok(None)
            }
        }
    }

    /// The messages that ping the members who marked tournament `id`'s event interested, now
    /// that round 1 is paired (its players are pinged by their games already), at most
    /// [`PINGS_PER_MESSAGE`] a message.
    pub fn event_pings(
        &self,
        id: TournamentId,
        interested: &[Interested],
    ) -> Result<Vec<Reply>, ServiceError> {
        let Some(t) = self.store.tournament(id)? else {
            return Ok(Vec::new());
        };
        let entrants = self.store.entrants(id)?;
        let mut seen = std::collections::HashSet::new();
        let pinged: Vec<&Interested> = interested
            .iter()
            .filter(|i| !entrants.iter().any(|e| e.player.external_id == i.id))
            .filter(|i| seen.insert(i.id.clone()))
            .collect();
        let lang = Lang::from_locale(&t.lang);
        let late = t.format == crate::tournament::Format::Swiss;
        Ok(pinged
            .chunks(PINGS_PER_MESSAGE)
            .map(|batch| {
                let mentions: Vec<&str> = batch.iter().map(|i| i.mention.as_str()).collect();
                Reply {
                    text: tf(
                        lang,
                        if late {
                            "tournament-event-started-late-entries"
                        } else {
                            "tournament-event-started"
                        },
                        &[("id", &id), ("mentions", &mentions.join(" "))],
                    ),
                    mentions: batch.iter().map(|i| i.id.clone()).collect(),
                    ..Reply::default()
                }
            })
            .collect())
    }
}

/// A step: a change to send, or only a note that the event matches (or is final).
enum Step {
    Change(EventChange),
    Settle,
}

/// An update of what an event shows to `details`, if it shows something else (`shown`).
fn updated(details: EventDetails, shown: &str) -> Step {
    if shown_text(&details) == shown {
        Step::Settle
    } else {
        Step::Change(EventChange::Update(details))
    }
}

/// What an event shows, as one text (compared to the one last sent).
fn shown_text(d: &EventDetails) -> String {
    format!("{}\n{}\n{}\n{}", d.name, d.start, d.end, d.description)
}

/// `text` cut to `most` characters (an ellipsis at its end when cut).
fn cut(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let mut out: String = text.chars().take(most - 1).collect();
    out.push('…');
    out
}
