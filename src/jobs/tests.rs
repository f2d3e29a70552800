//! The jobs with an outbox that records what it is given.

use std::sync::{Arc, Mutex};

use super::*;
use crate::games::Variant;
use crate::service::time::{Clock, FakeClock};
use crate::service::tournaments::events::{
    EventChange, EventOutcome, EventWork, Interested, ROUND_IN_MOVES,
};
use crate::service::{
    Caller, ChallengeOptions, Challenged, RoundGame, Service, TournamentNotice, User,
};

/// What a job asked of the outbox, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Asked {
    Post { channel: String, text: String },
    Thread { channel: String, name: String },
    Failed(String),
    Direct { to: String, text: String },
    Event { tournament: i64, change: String },
    Interested { guild: String, event: String },
}

/// An outbox that records; its threads are `threads`.
struct Recorder {
    threads: Option<ThreadOutcome>,
    /// Who refuses direct messages (Discord's 50007).
    refuse_direct: Vec<String>,
    /// What the adapter makes of every event change, and who marked events interested.
    event_outcome: EventOutcome,
    interested: Vec<Interested>,
    asked: Mutex<Vec<Asked>>,
}

impl Recorder {
    fn new(threads: Option<ThreadOutcome>) -> Recorder {
        Recorder {
            threads,
            refuse_direct: Vec::new(),
            event_outcome: EventOutcome::Done(Some("900".to_string())),
            interested: Vec::new(),
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

    async fn direct(
        &self,
        to: &crate::service::notices::Recipient,
        reply: &Reply,
    ) -> notices::Direct {
        self.asked.lock().unwrap().push(Asked::Direct {
            to: to.id.clone(),
            text: reply.text.clone(),
        });
        if self.refuse_direct.contains(&to.id) {
            notices::Direct::Refused
        } else {
            notices::Direct::Sent
        }
    }

    async fn event(&self, work: &EventWork) -> EventOutcome {
        let change = match &work.change {
            EventChange::Create(d) => format!("create {} {}-{}", d.name, d.start, d.end),
            EventChange::Update(d) => format!("update {}-{}", d.start, d.end),
            EventChange::Start(_) => "start".to_string(),
            EventChange::Complete => "complete".to_string(),
            EventChange::Cancel => "cancel".to_string(),
        };
        self.asked.lock().unwrap().push(Asked::Event {
            tournament: work.tournament,
            change,
        });
        self.event_outcome.clone()
    }

    async fn interested(&self, guild: &str, event: &str) -> Vec<Interested> {
        self.asked.lock().unwrap().push(Asked::Interested {
            guild: guild.to_string(),
            event: event.to_string(),
        });
        self.interested.clone()
    }

    fn link(&self, guild: Option<&str>, channel: &str) -> Option<String> {
        Some(format!("link:{}/{channel}", guild.unwrap_or("@me")))
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

/// A caller of channel 42 of server `g`.
pub(super) fn person(name: &str) -> Caller {
    Caller {
        user: User {
            id: format!("test:{name}"),
            name: name.to_string(),
            mention: format!("@{name}"),
        },
        channel: "42".to_string(),
        guild: Some("g".to_string()),
        lang: crate::i18n::Lang::En,
        interaction: None,
    }
}

#[tokio::test]
async fn a_turn_is_sent_as_a_direct_message_and_a_refusal_turns_the_notices_off() {
    use crate::service::notices::NotifyAsked;
    let service = Service::in_memory().unwrap();
    let (alice, bob) = (person("alice"), person("bob"));
    for who in [&alice, &bob] {
        service.notify(who, Some(NotifyAsked::Turn)).unwrap();
    }
    let challenge = |challenger: &Caller, challenged: &Caller| {
        service
            .challenge(
                challenger,
                Challenged::Player(&challenged.user),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: crate::service::First::Me,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap()
    };
    challenge(&alice, &bob);
    service.accept(&bob, None).unwrap();
    let gate = gate(service);
    let mut outbox = Recorder::new(None);
    outbox.refuse_direct.push("test:carol".to_string());
    assert_eq!(notices::send(&gate, &outbox).await, 1);
    let asked = outbox.asked();
    assert!(
        matches!(&asked[..], [Asked::Direct { to, text }]
            if to == "test:alice" && text.contains("your turn") && text.ends_with("link:g/42")),
        "{asked:?}"
    );
    // Carol, whose direct messages are closed, is to be told: her notices go off, and she
    // hears it once, at her next command.
    let carol = person("carol");
    gate.call(move |s| s.notify(&carol, Some(NotifyAsked::Turn)))
        .await
        .unwrap()
        .unwrap();
    gate.call(move |s| {
        let (carol, dave) = (person("carol"), person("dave"));
        s.challenge(
            &carol,
            Challenged::Player(&dave.user),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: crate::service::First::Me,
                ..ChallengeOptions::default()
            },
        )?;
        s.accept(&dave, None)
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(notices::send(&gate, &outbox).await, 0);
    assert!(matches!(outbox.asked().last(), Some(Asked::Direct { to, .. }) if to == "test:carol"));
    let (choice, note, again) = gate
        .call(|s| {
            let carol = person("carol");
            (
                s.store().notice_choice("test:carol"),
                s.notices_refusal_note(&carol),
                s.notices_refusal_note(&carol),
            )
        })
        .await
        .unwrap();
    assert_eq!(choice.unwrap(), crate::store::NoticeChoice::Off);
    assert!(note.unwrap().is_some());
    assert_eq!(again.unwrap(), None);
    // Nothing more to send.
    let before = outbox.asked().len();
    assert_eq!(notices::send(&gate, &outbox).await, 0);
    assert_eq!(outbox.asked().len(), before);
}

/// Alice's Swiss of one round in channel 42 of server `g`, starting in an hour, bob and carol in;
/// the gate to it and its clock.
fn planned_tournament() -> (Gate, FakeClock) {
    use crate::service::tournaments::TournamentOptions;
    let clock = FakeClock::at(1_800_000_000);
    let service = Service::in_memory()
        .unwrap()
        .with_clock(Arc::new(clock.clone()));
    service
        .create_tournament(
            &person("alice"),
            &TournamentOptions {
                variant: Variant::LatrunculiPiso,
                format: crate::tournament::Format::Swiss,
                rounds: Some(1),
                clock: crate::service::ClockChoice::Day1,
                starts: Some("in 1h".to_string()),
                rated: false,
            },
        )
        .unwrap();
    for who in ["bob", "carol"] {
        service.join_tournament(&person(who), None, false).unwrap();
    }
    (gate(service), clock)
}

#[tokio::test]
async fn the_sweep_makes_a_tournaments_event_and_pings_the_interested_at_its_start() {
    let (gate, clock) = planned_tournament();
    let mut outbox = Recorder::new(None);
    outbox.interested = ["bob", "dave"]
        .map(|n| Interested {
            id: format!("test:{n}"),
            mention: format!("@{n}"),
        })
        .to_vec();
    clock::sweep(&gate, &outbox).await;
    let start = 1_800_000_000 + 3_600;
    let create = format!(
        "create T1 · Swiss · Latrunculi (Piso) {start}-{}",
        start + ROUND_IN_MOVES * 86_400
    );
    assert_eq!(
        outbox.asked(),
        [Asked::Event {
            tournament: 1,
            change: create
        }]
    );
    clock.set(start);
    clock::sweep(&gate, &outbox).await;
    let asked = outbox.asked();
    let events: Vec<_> = asked
        .iter()
        .filter(|a| !matches!(a, Asked::Post { text, .. } if !text.contains("@dave")))
        .cloned()
        .collect();
    // Started once, its interested read, and dave (not bob, who plays) pinged in the channel.
    assert!(
        matches!(&events[1..], [Asked::Event { change, .. }, Asked::Interested { guild, event }, Asked::Post { channel, text }]
            if change == "start" && guild == "g" && event == "900" && channel == "42" && !text.contains("@bob")),
        "{asked:?}"
    );
    let before = outbox.asked().len();
    clock::sweep(&gate, &outbox).await;
    assert_eq!(outbox.asked().len(), before, "nothing twice");
}

#[tokio::test]
async fn where_events_are_not_allowed_the_channel_is_told_once() {
    let (gate, clock) = planned_tournament();
    let mut outbox = Recorder::new(None);
    outbox.event_outcome = EventOutcome::NotAllowed;
    clock::sweep(&gate, &outbox).await;
    let asked = outbox.asked();
    assert!(
        matches!(&asked[..], [Asked::Event { .. }, Asked::Post { channel, text }]
            if channel == "42" && text.contains("Create Events")),
        "{asked:?}"
    );
    // The tournament runs as usual; the event is never tried again.
    clock.set(1_800_000_000 + 3_600);
    clock::sweep(&gate, &outbox).await;
    let asked = outbox.asked();
    assert!(
        !asked[2..].iter().any(|a| match a {
            Asked::Event { .. } => true,
            Asked::Post { text, .. } => text.contains("Create Events"),
            _ => false,
        }),
        "{asked:?}"
    );
    assert!(asked.len() > 2, "round 1 was posted: {asked:?}");
}
