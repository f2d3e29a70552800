//! Delivering answers when Discord fails: every request that carries an answer (the
//! interaction's callback, a follow-up, an edit, a message in the channel) is tried again when
//! Discord answers 5xx or 429 or cannot be reached, with backoff, as long as the answer can still
//! be useful; an answer Discord never took is posted in the channel instead.
//!
//! Why here and not in serenity: serenity's rate limiter waits out a 429's `retry_after` (route
//! and global) and tries again, but it does nothing for a 500 or 502, which Discord's API answers
//! now and then; and an answer that fails is a move the player does not see, though it is
//! played. So:
//! - the callback (the only way to answer an interaction at all) is tried until
//!   [`CALLBACK_WINDOW`] after the interaction arrived: Discord refuses it after 3 s. A retry
//!   answered "already acknowledged" (40060) means an earlier try did get through: done.
//! - follow-ups and edits (the interaction's token lasts 15 minutes) and channel messages are
//!   tried for [`PATIENCE`].
//! - if the callback never got through, or the follow-up or edit that shows a deferred answer,
//!   a public answer is posted in the channel (with a line saying it is late), so the players
//!   see the move that was played; a private one (a refusal, which changed nothing) is logged.
//!
//! Not guaranteed: a request that timed out may have been taken by Discord, so a follow-up or
//! channel message tried again can show twice; an answer that cannot be delivered within
//! [`PATIENCE`] is lost (the move stays played; `/board` shows it).

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::time::Instant;
use tracing::{error, warn};

use super::messages::channel_message;
use crate::i18n::{t, Lang};
use crate::service::{Reply, Shown};

/// How long after an interaction arrived its callback may still be tried (Discord: 3 s).
pub(super) const CALLBACK_WINDOW: Duration = Duration::from_millis(2700);
/// How long a follow-up, an edit or a channel message is tried.
pub(super) const PATIENCE: Duration = Duration::from_secs(30);
/// How long one request may take before it counts as failed.
pub(super) const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// The first delay between tries, doubled each time up to [`MAX_DELAY`].
const FIRST_DELAY: Duration = Duration::from_millis(100);
const MAX_DELAY: Duration = Duration::from_secs(2);

/// What a failed request calls for.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// It did get through before (a retried callback answered "already acknowledged").
    Done,
    /// Worth trying again: Discord failed (5xx), asked to wait (429), or was not reached.
    Retry,
    /// Trying again would fail the same way (4xx: the request itself is wrong or too late).
    Final,
}

/// Sorts a failed request.
pub(super) fn verdict(error: &serenity::Error) -> Verdict {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if r.error.code == 40060 {
                Verdict::Done
            } else if status == 429 || status >= 500 {
                Verdict::Retry
            } else {
                Verdict::Final
            }
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => Verdict::Retry,
        _ => Verdict::Final,
    }
}

/// Whether a request failed because its message does not exist (Discord's 10008, Unknown
/// Message).
pub(super) fn unknown_message(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if r.error.code == 10008)
}

/// Discord's "Cannot send messages to this user" (50007): the user's direct messages are closed
/// to the bot (their privacy settings, no server in common, or the bot blocked).
pub(super) const CANNOT_MESSAGE_USER: isize = 50007;

/// Whether a request failed because the user takes no direct message from the bot (Discord's
/// [`CANNOT_MESSAGE_USER`]).
pub(super) fn cannot_message_user(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
        if r.error.code == CANNOT_MESSAGE_USER)
}

/// The delay before try `tried + 1`.
pub(super) fn delay(tried: u32) -> Duration {
    FIRST_DELAY
        .saturating_mul(2u32.saturating_pow(tried.min(16)))
        .min(MAX_DELAY)
}

/// Sends with `send`, trying again while the failure is worth it and a try can start before
/// `until`. `what` names the request in the log.
pub(super) async fn retrying<T, F, Fut>(
    what: &str,
    until: Instant,
    mut send: F,
) -> Result<(), serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut tried = 0;
    loop {
        let error = match tokio::time::timeout(ATTEMPT_TIMEOUT, send()).await {
            Ok(Ok(_)) => return Ok(()),
            Ok(Err(e)) => e,
            Err(_) => serenity::Error::Other("no answer from Discord in time"),
        };
        match verdict(&error) {
            Verdict::Done => return Ok(()),
            Verdict::Final => return Err(error),
            Verdict::Retry => {}
        }
        let wait = delay(tried);
        tried += 1;
        if Instant::now() + wait >= until {
            return Err(error);
        }
        warn!(
            "{what} failed ({error}); trying again in {} ms",
            wait.as_millis()
        );
        tokio::time::sleep(wait).await;
    }
}

/// Posts a public answer that Discord would not take as an interaction's answer in its channel,
/// with a line saying it is late; a private one, or a page of a list that could not be turned,
/// is only logged (it changed nothing, and the page may have been private).
pub(super) async fn in_channel(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: &Reply,
    lang: Lang,
    why: &serenity::Error,
) {
    if matches!(reply.shown, Shown::Private | Shown::ReplacePressed) {
        warn!("a private answer could not be delivered ({why}); it changed nothing");
        return;
    }
    let mut late = reply.clone();
    late.text = format!("{}\n{}", reply.text, t(lang, "faults-sent-late"));
    if super::private::places().hold(channel.get(), &late) {
        warn!("an answer could not be delivered as the interaction's answer ({why}): held for the next answer in its channel");
        return;
    }
    warn!("an answer could not be delivered as the interaction's answer ({why}): posting it in the channel");
    let message = channel_message(&late);
    let posted = retrying("posting a late answer", Instant::now() + PATIENCE, || {
        channel.send_message(http, message.clone())
    })
    .await;
    if let Err(e) = posted {
        error!("an answer could not be delivered at all: {e}");
    }
}

#[cfg(test)]
mod tests;
