use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::Rng;

use super::buttons::ButtonId;
use super::challenge::{ChallengeOptions, Challenged};
use super::clocks::ClockChoice;
use super::errors::{Failure, ServiceError};
use super::replies::{Refusal, Reply};
use super::{Caller, First, GameId, Service, User};
use crate::games::{Side, ToAct, Variant};
use crate::i18n::{self, Lang};
use crate::store::{EndCause, Ending, Status, Store};

mod challenge;
mod clocks;
mod computer;
mod daily;
mod events;
mod guard;
mod lookup;
mod open;
mod ops;
mod play;
mod puzzles;
mod ratings;
mod reviews;
mod rules;
mod squares;
mod stored;
mod threads;
mod tournaments;
mod turns;

pub(super) fn user(name: &str) -> User {
    User {
        id: format!("console:{name}"),
        name: name.to_string(),
        mention: format!("@{name}"),
    }
}

pub(super) fn caller_in(name: &str, channel: &str, lang: Lang) -> Caller {
    Caller {
        user: user(name),
        channel: channel.to_string(),
        guild: Some("guild".to_string()),
        lang,
        interaction: None,
    }
}

pub(super) fn en(name: &str) -> Caller {
    caller_in(name, "chan", Lang::En)
}

pub(super) fn fr(name: &str) -> Caller {
    caller_in(name, "chan", Lang::Fr)
}

pub(super) fn service() -> Service {
    Service::with_seed(Store::open_in_memory().unwrap(), 7)
}

/// Every row of every table, to prove a refusal changed nothing.
pub(super) fn dump(svc: &Service) -> String {
    svc.store().with_db(|db| {
        let mut out = String::new();
        for table in [
            "players",
            "games",
            "actions",
            "tournaments",
            "tournament_entrants",
            "tournament_pairings",
            "reviews",
            "review_askers",
            "puzzles",
            "puzzle_ratings",
            "puzzle_attempts",
            "daily_settings",
            "daily_posts",
            "daily_answers",
            "daily_streaks",
        ] {
            let rows = db
                .rows(&format!("SELECT * FROM {table} ORDER BY 1, 2"), &[])
                .unwrap();
            for row in rows {
                out.push_str(&format!("{table}: {row:?}\n"));
            }
        }
        out
    })
}

/// One service test, run on SQLite and on PostgreSQL (see `store::testing::both_stores!`):
/// `both_services! { fn name(svc) { ... } }`, `svc` being a [`service`] on either store.
macro_rules! both_services {
    ($(#[$meta:meta])* fn $name:ident($svc:ident) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn body($svc: $crate::service::Service) $body

            #[test]
            fn sqlite() {
                body($crate::service::tests::service());
            }

            #[cfg(feature = "postgres")]
            #[test]
            fn postgres() {
                if let Some(store) = $crate::store::testing::postgres_store() {
                    body($crate::service::Service::with_seed(store, 7));
                }
            }
        }
    };
}
pub(super) use both_services;

/// One test with a fake clock starting at the test module's `T0`, run on SQLite and on
/// PostgreSQL (as `both_services!`):
/// `both_clocked! { fn name(svc, clock) { ... } }`.
macro_rules! both_clocked {
    (fn $name:ident($svc:ident, $clock:ident) $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            fn body($svc: $crate::service::Service, $clock: $crate::service::time::FakeClock) $body

            fn with_clock(
                store: $crate::store::Store,
            ) -> ($crate::service::Service, $crate::service::time::FakeClock) {
                let clock = $crate::service::time::FakeClock::at(T0);
                let svc = $crate::service::Service::with_seed(store, 7)
                    .with_clock(std::sync::Arc::new(clock.clone()));
                (svc, clock)
            }

            #[test]
            fn sqlite() {
                let (svc, clock) = with_clock($crate::store::Store::open_in_memory().unwrap());
                body(svc, clock);
            }

            #[cfg(feature = "postgres")]
            #[test]
            fn postgres() {
                if let Some(store) = $crate::store::testing::postgres_store() {
                    let (svc, clock) = with_clock(store);
                    body(svc, clock);
                }
            }
        }
    };
}

pub(super) use both_clocked;

/// Asserts `attempt` is refused with `expected` and leaves every table as it was.
pub(super) fn refused(
    svc: &Service,
    expected: impl Into<ServiceError>,
    attempt: impl FnOnce() -> Result<Reply, ServiceError>,
) {
    let before = dump(svc);
    let result = attempt();
    assert_eq!(result, Err(expected.into()));
    assert_eq!(dump(svc), before, "a refusal changed the store");
}

/// As [`refused`], for a game whose row is damaged: the failure names the game (its reason is
/// for the log).
pub(super) fn failed_damaged(
    svc: &Service,
    id: GameId,
    attempt: impl FnOnce() -> Result<Reply, ServiceError>,
) {
    let before = dump(svc);
    let result = attempt();
    assert!(
        matches!(&result, Err(ServiceError::Failed(Failure::Damaged { game, .. })) if *game == id),
        "{result:?}"
    );
    assert_eq!(dump(svc), before, "a failure changed the store");
}

/// The failure of a write that lost a race: nothing was written.
pub(super) fn conflict() -> ServiceError {
    Failure::Conflict.into()
}

/// Where the fake clocks of the tests start (`both_clocked!`), and a day in seconds.
pub(super) const T0: i64 = 1_800_000_000;
pub(super) const DAY: i64 = 86_400;

/// Alice challenges bob with alice first; returns the challenge id.
pub(super) fn challenge(svc: &Service) -> GameId {
    challenge_with(
        svc,
        Challenged::Player(&user("bob")),
        ChallengeOptions::default().clock,
    )
}

/// Alice (first, white) challenges `to` to Piso with `clock`: the challenge's id.
pub(super) fn challenge_with(svc: &Service, to: Challenged<'_>, clock: ClockChoice) -> GameId {
    challenged(svc.challenge(
        &en("alice"),
        to,
        Variant::LatrunculiPiso,
        ChallengeOptions {
            first: First::Me,
            clock,
            ..ChallengeOptions::default()
        },
    ))
}

/// The game's deadline, if its clock runs.
pub(super) fn deadline(svc: &Service, id: GameId) -> Option<i64> {
    svc.store().timing(id).unwrap().unwrap().deadline
}

/// The game a challenge offers, read from its reply: the game its Accept button accepts.
pub(super) fn challenged(reply: Result<Reply, ServiceError>) -> GameId {
    accept_id(&reply.expect("the challenge is made"))
}

/// The game the Accept button under `reply` accepts.
pub(super) fn accept_id(reply: &Reply) -> GameId {
    reply
        .buttons
        .iter()
        .find_map(|b| match b.id {
            ButtonId::Accept(id) => Some(id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no Accept button under {reply:?}"))
}

/// A started game between alice (white, to move) and bob (black).
pub(super) fn start(svc: &Service) -> GameId {
    let id = challenge(svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    id
}

pub(super) fn status(svc: &Service, id: GameId) -> Status {
    svc.store().record(id).unwrap().unwrap().status
}

pub(super) fn history(svc: &Service, id: GameId) -> Vec<String> {
    svc.store()
        .actions(id)
        .unwrap()
        .into_iter()
        .map(|a| a.text)
        .collect()
}

// --- challenges ----------------------------------------------------------------------------------

// --- moves ---------------------------------------------------------------------------------------

// --- resigning -----------------------------------------------------------------------------------

// --- looking -------------------------------------------------------------------------------------

// --- autocomplete --------------------------------------------------------------------------------

// --- races, restarts and damage -----------------------------------------------------------------

/// Runs `attempt` with `between` hooked into `svc`'s next write, once: after that write has read
/// what it decides on and before it writes (a rival write that lands first), then unhooks.
pub(super) fn with_rival_write<R>(
    svc: &Service,
    between: impl FnOnce() + Send + 'static,
    attempt: impl FnOnce() -> R,
) -> R {
    let slot = std::sync::Mutex::new(Some(between));
    *svc.before_write.lock().unwrap() = Some(Arc::new(move || {
        // Taken before it runs: the rival's own write passes the hook untouched.
        let between = slot.lock().unwrap().take();
        if let Some(between) = between {
            between();
        }
    }));
    let outcome = attempt();
    *svc.before_write.lock().unwrap() = None;
    outcome
}

/// Plays random legal moves (seeded) through the service until the game ends; returns the
/// number of moves played and the last reply.
pub(super) fn play_out(
    svc: &Service,
    id: GameId,
    rng: &mut SmallRng,
    max: usize,
) -> (usize, Reply) {
    let mut moves = 0;
    loop {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Active);
        let ToAct::Side(side) = game.to_act() else {
            panic!("an active game with nobody to act")
        };
        let mover = record.player(side).name.clone();
        let waiter = record.player(side.other()).name.clone();
        let legal = game.legal_move_texts();
        let suggested = svc.suggest_moves(&en(&mover), "", Some(id));
        assert!(!suggested.is_empty());
        assert!(suggested.iter().all(|m| legal.contains(m)));
        assert!(svc.suggest_moves(&en(&waiter), "", Some(id)).is_empty());
        let pick = &legal[rng.random_range(0..legal.len())];
        let reply = svc.play(&en(&mover), pick, Some(id)).unwrap();
        moves += 1;
        assert!(reply.png.is_some());
        if status(svc, id) == Status::Finished {
            return (moves, reply);
        }
        assert_eq!(reply.mentions, [format!("console:{waiter}")]);
        assert!(moves < max, "no end after {moves} moves");
    }
}

/// Checks a finished game: the reply announces the result and pings both, the store agrees
/// with the rules, and the history replays to the snapshot.
pub(super) fn check_finished(svc: &Service, id: GameId, moves: usize, reply: &Reply) {
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let outcome = game.outcome().expect("the rules ended the game");
    assert_eq!(record.status, Status::Finished);
    assert_eq!(
        record.ending,
        Some(Ending {
            winner: outcome.winner,
            cause: EndCause::Rules(outcome.reason)
        })
    );
    assert_eq!(reply.mentions, ["console:alice", "console:bob"]);
    let reason = i18n::end_reason(Lang::En, Variant::LatrunculiPiso, &outcome.reason);
    let verdict = match outcome.winner {
        Some(side) => format!(
            "Game #{id} is over: @{} ({}) wins, {reason}.",
            record.player(side).name,
            i18n::side_name(Lang::En, Variant::LatrunculiPiso, side)
        ),
        None => format!("Game #{id} is over: a draw, {reason}."),
    };
    assert!(reply.text.contains(&verdict), "{}", reply.text);
    let g = &game.as_latrunculi().expect("a Latrunculi game");
    assert!(reply.text.contains(&format!(
        "\nCaptures: alice {}, bob {}.\nRatings: alice 1500? → ",
        g.captures(Side::First),
        g.captures(Side::Second)
    )));
    let actions = svc.store().actions(id).unwrap();
    assert_eq!(actions.len(), moves);
    assert!(actions.windows(2).all(|w| w[1].seq == w[0].seq + 1));
    let replayed = svc.store().replay(id).unwrap().unwrap();
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(&game).unwrap()
    );
    assert_eq!(
        svc.play(&en("alice"), "a1", Some(id)),
        Err(Refusal::GameOver(id).into())
    );
}

// --- the refusals themselves ---------------------------------------------------------------------

// --- every game ------------------------------------------------------------------------------------
