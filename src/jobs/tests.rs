//! The jobs with an outbox that records what it is given.

use std::sync::{Arc, Mutex};

use super::*;
use crate::games::Variant;
use crate::service::time::{Clock, FakeClock};
use crate::service::{
    Caller, ChallengeOptions, Challenged, RoundGame, Service, TournamentNotice, User,
};

/// What a job asked of the outbox, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Asked {
    Post { channel: String, text: String },
    Thread { channel: String, name: String },
    Failed(String),
}

/// An outbox that records; its threads are `threads`.
struct Recorder {
    threads: Option<ThreadOutcome>,
    asked: Mutex<Vec<Asked>>,
}

impl Recorder {
    fn new(threads: Option<ThreadOutcome>) -> Recorder {
        Recorder {
            threads,
            asked: Mutex::new(Vec::new()),
        }
    }

    fn asked(&self) -> Vec<Asked> {
        self.asked.lock().unwrap().clone()
    }
}

impl Outbox for Recorder {
    async fn post(&self, channel: &str, reply: &Reply, _what: &str) {
        self.asked.lock().unwrap().push(Asked::Post {
            channel: channel.to_string(),
            text: reply.text.clone(),
        });
    }

    fn has_threads(&self) -> bool {
        self.threads.is_some()
    }

    async fn open_thread(&self, channel: &str, name: &str) -> ThreadOutcome {
        self.asked.lock().unwrap().push(Asked::Thread {
            channel: channel.to_string(),
            name: name.to_string(),
        });
        self.threads
            .clone()
            .expect("no thread asked of an outbox without threads")
    }

    fn failed(&self, what: &str, _error: &ServiceError) {
        self.asked
            .lock()
            .unwrap()
            .push(Asked::Failed(what.to_string()));
    }
}

fn gate(service: Service) -> Gate {
    Gate::new(Arc::new(service), 2, 1, Stop::new())
}

fn notice() -> TournamentNotice {
    let reply = |text: &str| Reply {
        text: text.to_string(),
        ..Reply::default()
    };
    TournamentNotice {
        tournament: 1,
        channel: "42".to_string(),
        reply: reply("round 1"),
        games: vec![RoundGame {
            game: 7,
            thread_name: "R1 · alice – bob".to_string(),
            reply: reply("alice – bob"),
        }],
        threads: true,
        no_threads: "(no threads here)".to_string(),
    }
}

fn post(channel: &str, text: &str) -> Asked {
    Asked::Post {
        channel: channel.to_string(),
        text: text.to_string(),
    }
}

#[tokio::test]
async fn a_round_without_threads_posts_its_games_after_the_announcement() {
    let gate = gate(Service::in_memory().unwrap());
    let outbox = Recorder::new(None);
    tournaments::post(&gate, &outbox, notice()).await;
    assert_eq!(
        outbox.asked(),
        [post("42", "round 1"), post("42", "alice – bob")]
    );
}

#[tokio::test]
async fn a_round_where_threads_are_refused_says_so_and_plays_in_the_channel() {
    let gate = gate(Service::in_memory().unwrap());
    let outbox = Recorder::new(Some(ThreadOutcome::NotAllowed));
    tournaments::post(&gate, &outbox, notice()).await;
    let thread = Asked::Thread {
        channel: "42".to_string(),
        name: "R1 · alice – bob".to_string(),
    };
    assert_eq!(
        outbox.asked(),
        [
            thread,
            post("42", "round 1\n(no threads here)"),
            post("42", "alice – bob")
        ]
    );
}

#[tokio::test]
async fn the_sweep_posts_a_lapsed_challenge_in_its_channel_once() {
    let clock = FakeClock::at(1_800_000_000);
    let service = Service::in_memory()
        .unwrap()
        .with_clock(Arc::new(clock.clone()));
    let caller = Caller {
        user: User {
            id: "test:alice".to_string(),
            name: "alice".to_string(),
            mention: "@alice".to_string(),
        },
        channel: "42".to_string(),
        guild: None,
        lang: crate::i18n::Lang::En,
        interaction: None,
    };
    service
        .challenge(
            &caller,
            Challenged::Anyone,
            Variant::ALL[0],
            ChallengeOptions::default(),
        )
        .unwrap();
    let gate = gate(service);
    let outbox = Recorder::new(None);
    assert_eq!(clock::sweep(&gate, &outbox).await, 0);
    assert_eq!(outbox.asked(), []);
    clock.set(clock.now() + 30 * 86_400);
    assert_eq!(clock::sweep(&gate, &outbox).await, 1);
    let asked = outbox.asked();
    assert!(
        matches!(&asked[..], [Asked::Post { channel, .. }] if channel == "42"),
        "{asked:?}"
    );
    // Nothing twice.
    assert_eq!(clock::sweep(&gate, &outbox).await, 0);
    assert_eq!(outbox.asked().len(), 1);
}
