//! A per-user limit on commands and button presses: at most `count` in any `window` (a sliding
//! window), refused politely and privately beyond it. Autocomplete requests do not count: typing
//! in an option sends one per key.
//!
//! In memory, a few timestamps per active user: a limit that forgets on restart is fine for
//! keeping one person from flooding a channel or the bot's queue. No crate: `governor` is a
//! token bucket (a burst then a steady rate), where this is the plain "N in T seconds" an
//! operator states, in 40 lines.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

use super::{no_mentions, Data, Error};
use crate::i18n::{tf, Lang};

/// Users with no command for this long are forgotten when the table is swept.
const SWEEP_EVERY: usize = 4096;

/// The limit, and the recent commands of each user.
pub struct RateLimit {
    count: usize,
    window: Duration,
    seen: Mutex<HashMap<u64, VecDeque<Instant>>>,
}

impl RateLimit {
    /// At most `count` commands per user in any `window`.
    pub fn new(count: u32, window: Duration) -> RateLimit {
        RateLimit {
            count: count.max(1) as usize,
            window,
            seen: Mutex::new(HashMap::new()),
        }
    }

    pub fn count(&self) -> usize {
        self.count
    }

    pub fn window(&self) -> Duration {
        self.window
    }

    /// Counts a command of `user` at `now`; `Err(wait)` (and nothing counted) if the user
    /// already sent `count` within the window: `wait` is how long until one of those leaves it.
    pub fn check(&self, user: u64, now: Instant) -> Result<(), Duration> {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        if seen.len() >= SWEEP_EVERY {
            let window = self.window;
            seen.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < window)
            });
        }
        let times = seen.entry(user).or_default();
        while times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= self.window)
        {
            times.pop_front();
        }
        if times.len() >= self.count {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(self.window.saturating_sub(now.duration_since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }
}

/// The private refusal: how many commands in how long, and how long to wait (whole seconds,
/// rounded up).
fn refusal(lang: Lang, rate: &RateLimit, wait: Duration) -> String {
    let wait = wait.as_millis().div_ceil(1000).max(1) as u64;
    tf(
        lang,
        "guard-rate-limited",
        &[
            ("count", &(rate.count() as u64)),
            ("window", &rate.window().as_secs()),
            ("wait", &wait),
        ],
    )
}

/// poise's check before every slash command: counts it against the caller's limit, or answers
/// the private refusal and stops it (poise then reports `CommandCheckFailed` with no error,
/// which `on_error` leaves alone). Autocomplete passes uncounted.
pub(super) async fn command_check(ctx: poise::Context<'_, Data, Error>) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(true);
    };
    if app.interaction_type == poise::CommandInteractionType::Autocomplete {
        return Ok(true);
    }
    let Some(rate) = &ctx.data().rate else {
        return Ok(true);
    };
    match rate.check(ctx.author().id.get(), Instant::now()) {
        Ok(()) => Ok(true),
        Err(wait) => {
            let lang = Lang::from_locale(ctx.locale().unwrap_or(""));
            tracing::info!(user = %ctx.author().id, "rate limit: a command refused");
            let reply = poise::CreateReply::default()
                .content(refusal(lang, rate, wait))
                .ephemeral(true)
                .allowed_mentions(no_mentions());
            ctx.send(reply).await?;
            Ok(false)
        }
    }
}

/// Counts a button press against the presser's limit; over it, answers the private refusal
/// (the message with the button is left as it was) and returns `true`.
pub(super) async fn button_limited(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<bool, Error> {
    let Some(rate) = &data.rate else {
        return Ok(false);
    };
    let Err(wait) = rate.check(click.user.id.get(), Instant::now()) else {
        return Ok(false);
    };
    tracing::info!(user = %click.user.id, "rate limit: a button press refused");
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(refusal(Lang::from_locale(&click.locale), rate, wait))
        .ephemeral(true)
        .allowed_mentions(no_mentions());
    click
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::Message(message),
        )
        .await?;
    Ok(true)
}

#[cfg(test)]
mod tests;
