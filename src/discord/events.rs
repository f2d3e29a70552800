//! Tournaments' scheduled events on Discord (the jobs' [`crate::jobs::Outbox::event`] and
//! [`crate::jobs::Outbox::interested`]), as Discord documents them
//! (<https://discord.com/developers/docs/resources/guild-scheduled-event>): an EXTERNAL event
//! (entity type 3, `entity_metadata.location` the tournament channel's link, privacy level
//! GUILD_ONLY, a `scheduled_end_time` required) created with `POST
//! /guilds/{guild}/scheduled-events`, changed with `PATCH .../scheduled-events/{event}` (its
//! status moving SCHEDULED → ACTIVE → COMPLETED, or SCHEDULED → CANCELED), and its interested
//! members read with `GET .../scheduled-events/{event}/users` (100 a page, `after` the last).
//!
//! Each request is made once: a creation is not idempotent, and the sweep tries a failed change
//! again later (its claim released). Discord's 50013 (Missing Permissions: the bot lacks Create
//! Events / Manage Events) is [`EventOutcome::NotAllowed`]; an event deleted by a moderator
//! (10070, Unknown Guild Scheduled Event) is [`EventOutcome::Gone`].

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::deliver::ATTEMPT_TIMEOUT;
use crate::service::tournaments::events::{EventChange, EventOutcome, EventWork, Interested};

/// Discord's JSON error codes met here.
const MISSING_PERMISSIONS: isize = 50013;
const MISSING_ACCESS: isize = 50001;
const UNKNOWN_EVENT: isize = 10070;
/// Most pages of interested members read (100 a page).
const MOST_PAGES: usize = 10;

fn id_of(text: &str) -> Option<u64> {
    text.parse::<u64>().ok().filter(|id| *id != 0)
}

fn at(unix: i64) -> serenity::Timestamp {
    serenity::Timestamp::from_unix_timestamp(unix).unwrap_or_else(|_| serenity::Timestamp::now())
}

/// What a failed request means for the event.
fn outcome_of(what: &str, work: &EventWork, error: &serenity::Error) -> EventOutcome {
    if let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) = error {
        match r.error.code {
            MISSING_PERMISSIONS | MISSING_ACCESS => return EventOutcome::NotAllowed,
            UNKNOWN_EVENT => return EventOutcome::Gone,
            _ => {}
        }
    }
    warn!(tournament = work.tournament, "{what}: {error}");
    EventOutcome::Failed
}

/// Makes `work`'s change to its event.
pub(super) async fn change(
    http: &serenity::Http,
    work: &EventWork,
    location: String,
) -> EventOutcome {
    let Some(guild) = work
        .guild
        .as_deref()
        .and_then(id_of)
        .map(serenity::GuildId::new)
    else {
        // A tournament outside a server (none is made on Discord): it can have no event.
        return EventOutcome::NotAllowed;
    };
    let event = work.event.as_deref().and_then(id_of);
    let edit = |builder: serenity::EditScheduledEvent<'static>| async move {
        let Some(event) = event else {
            warn!(
                tournament = work.tournament,
                "an event to change that was never created"
            );
            return EventOutcome::Gone;
        };
        match tokio::time::timeout(
            ATTEMPT_TIMEOUT,
            guild.edit_scheduled_event(http, event, builder),
        )
        .await
        {
            Ok(Ok(_)) => EventOutcome::Done(None),
            Ok(Err(e)) => outcome_of("changing a tournament's event", work, &e),
            Err(_) => outcome_of(
                "changing a tournament's event",
                work,
                &serenity::Error::Other("no answer from Discord in time"),
            ),
        }
    };
    use serenity::ScheduledEventStatus as Status;
    match &work.change {
        EventChange::Create(d) => {
            let builder = serenity::CreateScheduledEvent::new(
                serenity::ScheduledEventType::External,
                d.name.clone(),
                at(d.start),
            )
            .description(d.description.clone())
            .end_time(at(d.end))
            .location(location);
            match tokio::time::timeout(ATTEMPT_TIMEOUT, guild.create_scheduled_event(http, builder))
                .await
            {
                Ok(Ok(event)) => EventOutcome::Done(Some(event.id.to_string())),
                Ok(Err(e)) => outcome_of("creating a tournament's event", work, &e),
                Err(_) => outcome_of(
                    "creating a tournament's event",
                    work,
                    &serenity::Error::Other("no answer from Discord in time"),
                ),
            }
        }
        EventChange::Update(d) => {
            let mut builder = serenity::EditScheduledEvent::new()
                .name(d.name.clone())
                .description(d.description.clone())
                .end_time(at(d.end));
            if work.scheduled() {
                builder = builder.start_time(at(d.start));
            }
            edit(builder).await
        }
        EventChange::Start(d) => {
            edit(
                serenity::EditScheduledEvent::new()
                    .status(Status::Active)
                    .description(d.description.clone())
                    .end_time(at(d.end)),
            )
            .await
        }
        EventChange::Complete => {
            edit(serenity::EditScheduledEvent::new().status(Status::Completed)).await
        }
        EventChange::Cancel => {
            edit(serenity::EditScheduledEvent::new().status(Status::Canceled)).await
        }
    }
}

/// The members who marked event `event` of `guild` interested, a page of 100 at a time (at most
/// [`MOST_PAGES`]); what was read before a failure.
pub(super) async fn interested(http: &serenity::Http, guild: &str, event: &str) -> Vec<Interested> {
    let (Some(guild), Some(event)) = (id_of(guild), id_of(event)) else {
        return Vec::new();
    };
    let guild = serenity::GuildId::new(guild);
    let mut users = Vec::new();
    let mut after = None;
    for _ in 0..MOST_PAGES {
        let page = guild.scheduled_event_users_optioned(
            http,
            serenity::ScheduledEventId::new(event),
            Some(100),
            after.map(serenity::UserPagination::After),
            Some(false),
        );
        let page = match tokio::time::timeout(ATTEMPT_TIMEOUT, page).await {
            Ok(Ok(page)) => page,
            Ok(Err(e)) => {
                warn!(%guild, event, "reading an event's interested members: {e}");
                break;
            }
            Err(_) => {
                warn!(%guild, event, "reading an event's interested members: no answer in time");
                break;
            }
        };
        let full = page.len() >= 100;
        after = page.last().map(|u| u.user.id);
        users.extend(
            page.into_iter()
                .filter(|u| !u.user.bot)
                .map(|u| Interested {
                    id: format!("discord:{}", u.user.id),
                    mention: format!("<@{}>", u.user.id),
                }),
        );
        if !full {
            break;
        }
    }
    users
}
