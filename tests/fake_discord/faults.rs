//! Faults a test arms in the fake Discord, to see what the bot does when Discord misbehaves:
//! REST errors (500, 502), rate limits (429 with `retry_after`, for one kind of route or
//! global), slow responses, a refused token (401 on REST, 4004 on the gateway), and on the
//! gateway: the socket closed, RECONNECT (op 7), INVALID_SESSION (op 9), a dispatch delivered
//! twice, the gateway down.
//!
//! REST faults apply to the requests of one [`Route`] kind; each injected fault is recorded in
//! [`State::injected`] and the request in [`State::calls`], so a test can count the bot's tries.
//! A request answered with an error (5xx, 429, 401) is not processed: Discord did not take it.
//! A slow response is processed at once and its answer held back, as when Discord is slow to
//! answer what it already did.

use std::time::{Duration, Instant};

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use super::gateway::Frame;
use super::{send_dispatch, Call, FakeDiscord, Sent, State};

/// The kind of REST route a fault applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// `POST /interactions/{id}/{token}/callback`.
    Callback,
    /// `/webhooks/{app}/{token}...`: follow-ups and edits of interaction messages.
    Followup,
    /// `DELETE /webhooks/{app}/{token}/messages/...`: deleting an interaction's message.
    DeleteMessage,
    /// `POST /channels/{id}/messages`.
    ChannelMessage,
    /// `GET /gateway` and `GET /gateway/bot`.
    Gateway,
    /// Every request.
    Any,
}

impl Route {
    fn matches(self, call: &Call) -> bool {
        let path = call.path.as_str();
        match self {
            Route::Callback => path.starts_with("/api/v10/interactions/"),
            Route::Followup => path.starts_with("/api/v10/webhooks/"),
            Route::DeleteMessage => {
                call.method == "DELETE" && path.starts_with("/api/v10/webhooks/")
            }
            Route::ChannelMessage => {
                call.method == "POST"
                    && path.starts_with("/api/v10/channels/")
                    && path.ends_with("/messages")
            }
            Route::Gateway => path.starts_with("/api/v10/gateway"),
            Route::Any => true,
        }
    }
}

/// A REST fault.
#[derive(Clone, Debug)]
pub enum Fault {
    /// The next `count` requests answer this status (500, 502...) and are not processed.
    Status { status: u16, count: usize },
    /// Every request until `until` answers 429 with `retry_after` (seconds); `global` as
    /// Discord's global limit (it then applies to every route).
    RateLimited {
        until: Instant,
        retry_after: f64,
        global: bool,
    },
    /// The next `count` requests are processed, their responses held back for `delay`.
    Slow { delay: Duration, count: usize },
    /// Every request answers 401 Unauthorized (a refused token).
    Unauthorized,
}

/// A fault and the routes it applies to.
#[derive(Clone, Debug)]
pub struct Armed {
    pub route: Route,
    pub fault: Fault,
}

/// What [`before`] decided for a request.
pub(super) enum Injected {
    /// Answer this instead of processing the request.
    Answer(Response),
    /// Process it, then hold the response back this long.
    Delay(Duration),
    /// No fault: process it.
    None,
}

fn error(status: StatusCode, body: serde_json::Value) -> Response {
    (status, axum::Json(body)).into_response()
}

/// Applies the first armed fault that matches `call` (called with the state locked).
pub(super) fn before(state: &mut State, call: &Call) -> Injected {
    let now = Instant::now();
    state.faults.retain(|armed| match armed.fault {
        Fault::Status { count, .. } | Fault::Slow { count, .. } => count > 0,
        Fault::RateLimited { until, .. } => until > now,
        Fault::Unauthorized => true,
    });
    let Some(armed) = state.faults.iter_mut().find(|a| {
        a.route.matches(call)
            || matches!(a.fault, Fault::RateLimited { global: true, .. })
            || matches!(a.fault, Fault::Unauthorized)
    }) else {
        return Injected::None;
    };
    let what = format!("{} {}", call.method, call.path);
    let (line, injected) = match &mut armed.fault {
        Fault::Status { status, count } => {
            *count -= 1;
            let status = StatusCode::from_u16(*status).expect("a status code");
            let body = json!({"message": status.canonical_reason().unwrap_or("error"), "code": 0});
            (
                format!("{status} for {what}"),
                Injected::Answer(error(status, body)),
            )
        }
        Fault::RateLimited {
            until,
            retry_after,
            global,
        } => {
            let left = until.saturating_duration_since(now).as_secs_f64();
            let retry = retry_after.min(left).max(0.001);
            let mut response = error(
                StatusCode::TOO_MANY_REQUESTS,
                json!({"message": "You are being rate limited.", "retry_after": retry, "global": *global, "code": 0}),
            );
            let headers = response.headers_mut();
            headers.insert(
                "retry-after",
                HeaderValue::from_str(&format!("{retry:.3}")).expect("a header"),
            );
            headers.insert(
                "x-ratelimit-scope",
                HeaderValue::from_static(if *global { "global" } else { "user" }),
            );
            if *global {
                headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
            }
            (
                format!("429 (retry after {retry:.3} s, global {global}) for {what}"),
                Injected::Answer(response),
            )
        }
        Fault::Slow { delay, count } => {
            *count -= 1;
            (
                format!("response delayed {delay:?} for {what}"),
                Injected::Delay(*delay),
            )
        }
        Fault::Unauthorized => (
            format!("401 for {what}"),
            Injected::Answer(error(
                StatusCode::UNAUTHORIZED,
                json!({"message": "401: Unauthorized", "code": 0}),
            )),
        ),
    };
    state.injected.push(line);
    injected
}

impl FakeDiscord {
    /// Arms a REST fault for the requests of `route`.
    pub fn arm(&self, route: Route, fault: Fault) {
        self.shared.lock().faults.push(Armed { route, fault });
    }

    /// The next `count` requests of `route` answer `status` (500, 502...), unprocessed.
    pub fn fail_next(&self, route: Route, status: u16, count: usize) {
        self.arm(route, Fault::Status { status, count });
    }

    /// Requests of `route` (every route if `global`) answer 429 for `window`, each saying
    /// `retry_after`.
    pub fn rate_limit(&self, route: Route, window: Duration, retry_after: f64, global: bool) {
        self.arm(
            route,
            Fault::RateLimited {
                until: Instant::now() + window,
                retry_after,
                global,
            },
        );
    }

    /// The next `count` responses on `route` come `delay` late (the requests are processed).
    pub fn slow_next(&self, route: Route, delay: Duration, count: usize) {
        self.arm(route, Fault::Slow { delay, count });
    }

    /// Every REST request answers 401, and IDENTIFY is refused with close code 4004: the token
    /// was refused.
    pub fn refuse_token(&self) {
        let mut state = self.shared.lock();
        state.faults.push(Armed {
            route: Route::Any,
            fault: Fault::Unauthorized,
        });
        state.refuse_identify = Some(4004);
    }

    /// IDENTIFY is closed with `code` (4004: authentication failed); REST is left alone.
    pub fn refuse_identify(&self, code: u16) {
        self.shared.lock().refuse_identify = Some(code);
    }

    /// Removes every REST fault and the gateway's refusals.
    pub fn heal(&self) {
        let mut state = self.shared.lock();
        state.faults.clear();
        state.refuse_identify = None;
        state.refuse_resume = false;
        state.gateway_down = false;
    }

    /// Lines describing each fault injected so far.
    pub fn injected(&self) -> Vec<String> {
        self.shared.lock().injected.clone()
    }

    /// The bot's REST calls on `route` so far.
    pub fn calls_on(&self, route: Route) -> Vec<Call> {
        self.shared
            .lock()
            .calls
            .iter()
            .filter(|c| route.matches(c))
            .cloned()
            .collect()
    }

    /// Closes the bot's gateway sockets (every shard's): with `code` (e.g. 4000, which lets it
    /// resume), or without a close frame (`None`: a dropped connection).
    pub fn close_gateway(&self, code: Option<u16>) {
        let state = self.shared.lock();
        for link in state.shards.values() {
            link.send(Frame::Close(code));
        }
    }

    /// The gateway goes down (`true`): the current socket is dropped and new connections are
    /// dropped before the handshake, until it comes back (`false`).
    pub fn gateway_down(&self, down: bool) {
        let mut state = self.shared.lock();
        state.gateway_down = down;
        if down {
            for link in state.shards.values() {
                link.send(Frame::Close(None));
            }
        }
    }

    /// Every RESUME is answered with INVALID_SESSION (the bot must identify again).
    pub fn refuse_resume(&self, refuse: bool) {
        self.shared.lock().refuse_resume = refuse;
    }

    /// Sends RECONNECT (op 7): the bot should reconnect and resume.
    pub fn send_reconnect(&self) {
        self.send_op(json!({"op": 7, "d": null}));
    }

    /// Sends INVALID_SESSION (op 9): `resumable` says whether the bot may resume.
    pub fn send_invalid_session(&self, resumable: bool) {
        self.send_op(json!({"op": 9, "d": resumable}));
    }

    /// Sends a gateway op on every connected shard.
    fn send_op(&self, payload: serde_json::Value) {
        let state = self.shared.lock();
        assert!(state.connected, "the bot is connected");
        for link in state.shards.values() {
            link.send(Frame::Text(payload.to_string()));
        }
    }

    /// Delivers an interaction already sent once more (same id and token, a new sequence
    /// number), as Discord may around a resume.
    pub fn deliver_again(&self, sent: &Sent) {
        let mut state = self.shared.lock();
        let interaction = &state.interactions[&sent.id];
        let (shard, payload) = (interaction.shard, interaction.payload.clone());
        send_dispatch(&mut state, shard, "INTERACTION_CREATE", payload);
        drop(state);
        self.shared.changed();
    }

    /// Identifies and resumes so far: (IDENTIFY count, RESUME count).
    pub fn sessions(&self) -> (usize, usize) {
        let state = self.shared.lock();
        (state.identifies.len(), state.resumes.len())
    }

    /// Gateway connections dropped while the gateway was down.
    pub fn refused_connections(&self) -> usize {
        self.shared.lock().refused_connections
    }

    /// Waits until the bot is connected again (after an identify or a resume counted in
    /// `sessions`), at most `timeout`.
    pub async fn wait_connected(&self, sessions_at_least: usize, timeout: Duration) {
        self.wait("the bot to connect again", timeout, |s| {
            (s.connected && s.identifies.len() + s.resumes.len() >= sessions_at_least).then_some(())
        })
        .await;
    }
}
