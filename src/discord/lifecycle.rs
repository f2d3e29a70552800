//! Starting and stopping: what an operator sees when Discord is unreachable or refuses the
//! token, and how SIGTERM / SIGINT stop the bot within [`STOP_WITHIN`] in every state.
//!
//! - Signals are listened for from the first instant of `run`, before anything talks to
//!   Discord. The first SIGTERM or SIGINT stops the bot: the gateway is closed, new service
//!   calls are refused (the player is told the bot is restarting and nothing was played),
//!   calls under way get [`DRAIN`] to finish, and the process exits with status 0. A second
//!   signal exits at once (status 1).
//! - Before connecting, `GET /gateway/bot` checks that Discord is reachable and takes the
//!   token. Unreachable: one warning per attempt naming the reason and the next delay, with
//!   exponential backoff capped at [`MAX_BACKOFF`]. A refused token (401, or the gateway
//!   closing with 4004): [`StartError::TokenRefused`], one line saying how to get a new token,
//!   exit status 1, no retry. The same answer says how many shards Discord recommends (see
//!   `shards`).

use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::jobs::Stop;

/// How long a stop may take in all, from the signal to the exit (the target: 2 s).
pub const STOP_WITHIN: Duration = Duration::from_secs(2);
/// How long closing the gateway may take when stopping.
pub(super) const CLOSE_GATEWAY: Duration = Duration::from_millis(400);
/// How long the answers under way get to finish when stopping.
pub(super) const DRAIN: Duration = Duration::from_millis(1000);
/// How long the runtime waits for blocking work (a service call, a search) after that.
pub const RUNTIME_SHUTDOWN: Duration = Duration::from_millis(300);
/// The first retry delay when Discord cannot be reached, doubled each attempt up to the cap.
const FIRST_BACKOFF: Duration = Duration::from_secs(1);
pub(super) const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// How long one attempt to reach Discord may take.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(5);

/// Why the bot could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("Discord refused the token ({0}). Get a new one in the Discord Developer Portal (your application, Bot, Reset Token) and set it in DISCORD_TOKEN (or discord_token in tabula.toml).")]
    TokenRefused(&'static str),
}

/// The stop signal, set by the first SIGTERM or SIGINT (a second one exits at once).
pub(super) fn listen() -> Stop {
    let stop = Stop::new();
    let signalled = stop.clone();
    tokio::spawn(async move {
        let mut signals = Signals::new();
        let name = signals.next().await;
        // Stopping first, the log line after: nothing the log does can keep the bot up.
        signalled.stop();
        info!("{name}: stopping");
        let name = signals.next().await;
        warn!("{name} again: stopping now, without waiting for answers under way");
        std::process::exit(1);
    });
    stop
}

/// SIGINT (Ctrl-C) and, on Unix, SIGTERM, as a stream of names.
struct Signals {
    #[cfg(unix)]
    terminate: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    interrupt: Option<tokio::signal::unix::Signal>,
}

impl Signals {
    fn new() -> Signals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let listen = |kind: SignalKind, name: &str| match signal(kind) {
                Ok(s) => Some(s),
                Err(e) => {
                    tracing::error!("cannot listen for {name}: {e}");
                    None
                }
            };
            Signals {
                terminate: listen(SignalKind::terminate(), "SIGTERM"),
                interrupt: listen(SignalKind::interrupt(), "SIGINT"),
            }
        }
        #[cfg(not(unix))]
        Signals {}
    }

    async fn next(&mut self) -> &'static str {
        #[cfg(unix)]
        {
            async fn recv(s: &mut Option<tokio::signal::unix::Signal>) {
                match s {
                    Some(s) => {
                        s.recv().await;
                    }
                    None => std::future::pending().await,
                }
            }
            tokio::select! {
                () = recv(&mut self.terminate) => "SIGTERM",
                () = recv(&mut self.interrupt) => "SIGINT",
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
            "Ctrl-C"
        }
    }
}

/// The delay before attempt `attempt + 1` (0-based): 1 s, 2 s, 4 s... at most [`MAX_BACKOFF`].
pub(super) fn backoff(attempt: u32) -> Duration {
    FIRST_BACKOFF
        .saturating_mul(2u32.saturating_pow(attempt.min(16)))
        .min(MAX_BACKOFF)
}

/// The HTTP status of a failed request, if Discord answered.
pub(super) fn status_of(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// Why a request failed, in a few words for the log.
fn reason(error: &serenity::Error) -> String {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            format!("HTTP {} ({})", r.status_code, r.error.message)
        }
        serenity::Error::Http(serenity::HttpError::Request(e)) => {
            // reqwest's own text names the URL, not why: say which kind of failure it was.
            let kind = if e.is_timeout() {
                "timed out"
            } else if e.is_connect() {
                "cannot connect"
            } else {
                "request failed"
            };
            let mut source: Option<&dyn std::error::Error> = std::error::Error::source(e);
            let mut deepest = None;
            while let Some(s) = source {
                deepest = Some(s.to_string());
                source = s.source();
            }
            match deepest {
                Some(cause) => format!("{kind}: {cause}"),
                None => kind.to_string(),
            }
        }
        other => other.to_string(),
    }
}

/// What reaching Discord came to.
pub(super) enum Reached {
    /// Discord answered, recommending this many shards.
    Yes { shards: u32 },
    /// A stop was asked for while waiting.
    Stopped,
}

/// Checks that Discord answers and takes the token (`GET /gateway/bot`), trying again with
/// backoff while it cannot be reached; a refused token is final.
pub(super) async fn reach_discord(
    http: &serenity::Http,
    stop: &Stop,
) -> Result<Reached, StartError> {
    let mut attempt = 0u32;
    info!("reaching Discord");
    loop {
        let tried = tokio::select! {
            tried = tokio::time::timeout(ATTEMPT_TIMEOUT, http.get_bot_gateway()) => tried,
            () = stop.wait() => return Ok(Reached::Stopped),
        };
        let why = match tried {
            Ok(Ok(gateway)) => {
                if attempt > 0 {
                    info!(attempts = attempt + 1, "Discord reached");
                }
                return Ok(Reached::Yes {
                    shards: gateway.shards,
                });
            }
            Ok(Err(e)) if status_of(&e) == Some(401) => {
                return Err(StartError::TokenRefused("HTTP 401 Unauthorized"))
            }
            Ok(Err(e)) => reason(&e),
            Err(_) => format!("no answer within {ATTEMPT_TIMEOUT:?}"),
        };
        let delay = backoff(attempt);
        attempt += 1;
        warn!(
            "cannot reach Discord (attempt {attempt}): {why}; trying again in {} s",
            delay.as_secs()
        );
        tokio::select! {
            () = tokio::time::sleep(delay) => {}
            () = stop.wait() => return Ok(Reached::Stopped),
        }
    }
}

/// Whether the gateway's end was a refused token (close code 4004).
pub(super) fn token_refused_by_gateway(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)
    )
}

#[cfg(test)]
mod tests;
