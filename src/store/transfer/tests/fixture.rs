//! The fixture `tests/data/migrate-source.db`: a SQLite database written by the store and the
//! service of the build that made it (schema version 7, 2026-12), holding every kind of row
//! `tabula migrate` copies: finished and active games of every game, XII Scripta with its dice,
//! timed games with deadlines and a draw offer pending, a declined, a withdrawn and an open
//! challenge, casual and rated results (a draw among them), ratings and leaderboards, the
//! interactions that made them, a round robin tournament with its pairings, a done and a queued
//! review, and a game moved to its thread.
//!
//! Regenerate it (only when a test needs a kind of row it lacks; a later schema does not need
//! it: the tests bring a copy up to date first, as an operator does by starting the bot once):
//!
//! ```sh
//! cargo test --lib store::transfer::tests::fixture::write_the_fixture -- --ignored
//! ```
//!
//! It is deterministic (seeded service, fake clock at [`NOW`]) apart from SQLite's own layout.

use std::cell::Cell as Counter;
use std::path::Path;
use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{ToAct, Variant};
use crate::i18n::Lang;
use crate::service::notices::NotifyAsked;
use crate::service::reviews::ReviewAsked;
use crate::service::time::{Clock, FakeClock};
use crate::service::{
    ButtonId, Caller, ChallengeOptions, Challenged, ClockChoice, First, Reply, Rights, Service,
    ServiceError, TournamentButton, TournamentOptions, User,
};
use crate::store::{Claim, GameId, Store};
use crate::tournament::Format;

/// The fixture's clock (unix seconds, 2026-09-21).
pub(crate) const NOW: i64 = 1_790_000_000;
/// The guild and channel of the fixture's games.
pub(crate) const GUILD: &str = "700000000000000001";
pub(crate) const CHANNEL: &str = "700000000000000002";

/// Where the fixture is.
pub(crate) fn path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/migrate-source.db")
}

pub(crate) fn user(name: &str) -> User {
    let id = 1000 + name.bytes().map(u64::from).sum::<u64>();
    User {
        id: format!("discord:{id}"),
        name: name.to_string(),
        mention: format!("<@{id}>"),
    }
}

/// Writes the service's calls, each with an interaction id of its own (as Discord's).
struct Writer {
    svc: Service,
    clock: FakeClock,
    next: Counter<u64>,
    rng: SmallRng,
}

impl Writer {
    fn caller(&self, name: &str) -> Caller {
        self.next.set(self.next.get() + 1);
        Caller {
            user: user(name),
            channel: CHANNEL.to_string(),
            guild: Some(GUILD.to_string()),
            lang: Lang::En,
            interaction: Some(Claim::new(format!("1100000000000{:06}", self.next.get()))),
        }
    }

    /// `f` as the adapter runs a command: once per interaction (its id claimed with the change).
    fn call<T>(
        &self,
        name: &str,
        f: impl FnOnce(&Service, &Caller) -> Result<T, ServiceError>,
    ) -> T {
        let caller = self.caller(name);
        self.svc
            .once(&caller, f)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"))
    }

    fn challenge(
        &self,
        from: &str,
        to: Option<&str>,
        variant: Variant,
        options: ChallengeOptions,
    ) -> GameId {
        let to = to.map(user);
        let challenged = match &to {
            Some(user) => Challenged::Player(user),
            None => Challenged::Anyone,
        };
        let reply = self.call(from, |s, c| s.challenge(c, challenged, variant, options));
        accept_id(&reply)
    }

    /// A started game of `variant`, `first` playing the first side.
    fn start(
        &self,
        first: &str,
        second: &str,
        variant: Variant,
        options: ChallengeOptions,
    ) -> GameId {
        let id = self.challenge(
            first,
            Some(second),
            variant,
            ChallengeOptions {
                first: First::Me,
                ..options
            },
        );
        self.call(second, |s, c| s.accept(c, Some(id)));
        id
    }

    /// Plays `moves` random legal actions (fewer if the game ends), a minute apart.
    fn play(&mut self, id: GameId, moves: usize) {
        for _ in 0..moves {
            let (record, game) = self.svc.store().load(id).unwrap().unwrap();
            let ToAct::Side(side) = game.to_act() else {
                return;
            };
            let legal = game.legal_move_texts();
            let pick = legal[self.rng.random_range(0..legal.len())].clone();
            let name = record.player(side).name.clone();
            self.clock.advance(60);
            self.call(&name, |s, c| s.play(c, &pick, Some(id)));
        }
    }

    /// The side to act in `id` resigns.
    fn resign(&self, id: GameId) {
        let (record, game) = self.svc.store().load(id).unwrap().unwrap();
        if let ToAct::Side(side) = game.to_act() {
            let name = record.player(side).name.clone();
            self.call(&name, |s, c| s.resign(c, Some(id)));
        }
    }
}

/// The game the Accept button under `reply` accepts.
fn accept_id(reply: &Reply) -> GameId {
    reply
        .buttons
        .iter()
        .find_map(|b| match b.id {
            ButtonId::Accept(id) => Some(id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no Accept button under {reply:?}"))
}

/// Fills `store` with every kind of row, and `extra` more finished games (for measuring).
pub(crate) fn populate(store: Store, extra: usize) -> Service {
    let clock = FakeClock::at(NOW);
    let svc = Service::with_seed(store, 34).with_clock(Arc::new(clock.clone()));
    svc.set_review_budget(100);
    let mut w = Writer {
        svc,
        clock,
        next: Counter::new(0),
        rng: SmallRng::seed_from_u64(34),
    };
    let rated = ChallengeOptions::default();
    // A finished game of every game, rated; the first is reviewed.
    let mut finished = Vec::new();
    for (i, &variant) in Variant::ALL.iter().enumerate() {
        let (a, b) = [("alice", "bruno"), ("carla", "dario"), ("alice", "carla")][i % 3];
        let id = w.start(a, b, variant, rated);
        w.play(id, 12);
        w.resign(id);
        finished.push(id);
    }
    // A casual game ended by a draw offered and accepted; a rated draw.
    for options in [
        ChallengeOptions {
            rated: false,
            ..rated
        },
        rated,
    ] {
        let id = w.start("bruno", "dario", Variant::Ergo, options);
        w.play(id, 6);
        w.call("bruno", |s, c| s.offer_draw(c, Some(id)));
        w.call("dario", |s, c| s.offer_draw(c, Some(id)));
    }
    // Active games of every game, under way, on a clock (a live one too), XII Scripta's dice
    // rolled; one with a draw offer pending.
    for (i, &variant) in Variant::ALL.iter().enumerate() {
        let clock = if i == 0 {
            ClockChoice::Minutes15
        } else {
            ClockChoice::Days3
        };
        let id = w.start(
            "dario",
            "alice",
            variant,
            ChallengeOptions { clock, ..rated },
        );
        w.play(id, 5);
        if i == 1 {
            let (record, game) = w.svc.store().load(id).unwrap().unwrap();
            if let ToAct::Side(side) = game.to_act() {
                let name = record.player(side).name.clone();
                w.call(&name, |s, c| s.offer_draw(c, Some(id)));
            }
        }
    }
    // Challenges: one waiting, one declined, one withdrawn, one open to anyone.
    w.challenge("erika", Some("alice"), Variant::Bastonus, rated);
    let declined = w.challenge("erika", Some("bruno"), Variant::Bastonus, rated);
    w.call("bruno", |s, c| s.decline(c, Some(declined)));
    let withdrawn = w.challenge("erika", Some("carla"), Variant::Bastonus, rated);
    w.call("erika", |s, c| s.cancel(c, Some(withdrawn)));
    w.challenge("carla", None, Variant::Latroncules, rated);
    // A game to be played in a thread, moved there.
    let threaded = w.start(
        "bruno",
        "erika",
        Variant::LatrunculiSeneca,
        ChallengeOptions {
            thread: true,
            ..rated
        },
    );
    w.svc
        .moved_to_thread(threaded, "700000000000000099")
        .unwrap();
    w.play(threaded, 3);
    // A round robin of three: its first round paired and played (one game finished).
    let options = TournamentOptions {
        variant: Variant::LatrunculiPiso,
        format: Format::RoundRobin,
        rounds: None,
        clock: ClockChoice::Day1,
        starts: None,
        rated: true,
    };
    let announced = w.call("erika", |s, c| s.create_tournament(c, &options));
    // And one planned for later: its server event (schema 16) not made yet.
    let planned = TournamentOptions {
        starts: Some("in 2h".to_string()),
        ..options.clone()
    };
    w.call("erika", |s, c| s.create_tournament(c, &planned));
    let tournament = announced
        .buttons
        .iter()
        .find_map(|b| match b.id {
            ButtonId::Tournament(_, id) => Some(id),
            _ => None,
        })
        .expect("a tournament");
    for name in ["erika", "alice", "bruno"] {
        w.call(name, |s, c| {
            s.press(c, &ButtonId::Tournament(TournamentButton::Join, tournament))
        });
    }
    w.call("erika", |s, c| {
        s.start_tournament(c, Some(tournament), Rights::default(), false)
    });
    w.svc.decide_tournaments(10).unwrap();
    let round = w.svc.store().pairings(tournament).unwrap();
    if let Some(game) = round.iter().find_map(|p| p.game) {
        w.play(game, 4);
        w.resign(game);
    }
    // Reviews: one computed, one asked for and still queued.
    let ReviewAsked::Pending(job) = w
        .svc
        .ask_review(&w.caller("alice"), Some(finished[0]))
        .unwrap()
    else {
        panic!("a review to compute");
    };
    let mut reviewer = w.svc.reviewer(&job).unwrap();
    while reviewer.step() {}
    w.svc.store_review(&job, &reviewer.finish()).unwrap();
    w.svc
        .ask_review(&w.caller("carla"), Some(finished[1]))
        .unwrap();
    // Notices (`/notify`): a turn notice chosen and one sent, a digest chosen, a player whose
    // direct messages Discord refused.
    w.call("alice", |s, c| s.notify(c, Some(NotifyAsked::Turn)));
    w.call("dario", |s, c| {
        s.notify(c, Some(NotifyAsked::Digest(Some(8))))
    });
    let (record, game) = w.svc.store().load(threaded).unwrap().unwrap();
    if let ToAct::Side(side) = game.to_act() {
        let player = record.player(side).id;
        let now = w.clock.now();
        assert!(w
            .svc
            .store()
            .claim_turn_notice(threaded, player, 4, now, now)
            .unwrap());
        w.svc.store().refuse_notices(player, now).unwrap();
    }
    // Puzzles: the starter sets, one given up (an attempt, both ratings moved), one open.
    w.svc.load_starter_puzzles().unwrap();
    w.call("alice", |s, c| s.puzzle(c, Some(Variant::Ergo)));
    w.call("alice", |s, c| s.puzzle_give_up(c));
    w.call("bruno", |s, c| s.puzzle(c, Some(Variant::Duodecim)));
    // The daily puzzle (schema 14): set, posted, solved by carla (her streak), missed by dario.
    let manager = crate::service::Rights {
        manage_server: true,
    };
    w.call("alice", |s, c| {
        s.daily_set(c, CHANNEL, "#ludus", "23:59", manager, true)
    });
    w.clock.advance(86_400);
    assert_eq!(w.svc.daily_posts().unwrap().len(), 1);
    let day = w.svc.store().daily_latest(GUILD).unwrap().unwrap();
    let (post, _) = w.svc.store().daily_post(GUILD, day).unwrap().unwrap();
    w.call("carla", |s, c| {
        s.press(c, &crate::service::ButtonId::DailySolve(day))
    });
    for turn in post.puzzle.line.iter().step_by(2) {
        w.call("carla", |s, c| s.puzzle_move(c, turn));
    }
    w.call("dario", |s, c| {
        s.press(c, &crate::service::ButtonId::DailySolve(day))
    });
    w.call("dario", |s, c| s.puzzle_give_up(c));
    // A candidate from a game (schema 15), claimed and refused.
    let (game, variant): (i64, String) = w.svc.store().with_db(|db| {
        db.query_one(
            "SELECT id, variant FROM games WHERE status = 'finished' ORDER BY id LIMIT 1",
            &[],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    });
    let variant: Variant = variant.parse().unwrap();
    let store = w.svc.store();
    let now = w.clock.now();
    let start = crate::games::AnyGame::new(variant).position_text();
    let candidate = crate::store::puzzle_candidates::NewCandidate {
        ply: 0,
        position: start,
    };
    assert_eq!(
        store
            .queue_puzzle_candidates(game, variant, &[candidate], 100, now)
            .unwrap(),
        1
    );
    let claimed = store
        .claim_puzzle_candidate(now, now + 900)
        .unwrap()
        .unwrap();
    let refused = crate::store::puzzle_candidates::Verdict::Refused("two answers".into());
    assert!(store
        .finish_puzzle_candidate(&claimed, &refused, now)
        .unwrap());
    // Only the puzzles played and a few others stay: the fixture is kept small.
    w.svc.store().with_db(|db| {
        db.execute(
            "DELETE FROM puzzles WHERE id NOT IN (SELECT puzzle_id FROM puzzle_attempts) \
             AND id % 200 <> 0",
            &[],
        )
        .unwrap()
    });
    // More finished games, for measuring the copy of a larger database.
    let players = ["alice", "bruno", "carla", "dario", "erika", "fabio"];
    for i in 0..extra {
        let a = players[i % players.len()];
        let b = players[(i / players.len() + 1 + i) % players.len()];
        let b = if a == b { "gaia" } else { b };
        let variant = Variant::ALL[i % Variant::ALL.len()];
        let id = w.start(a, b, variant, rated);
        w.play(id, 20);
        w.resign(id);
    }
    w.svc
}

/// Writes a fresh database at `path` as the fixture (with `extra` more finished games), in one
/// file (no -wal beside it).
pub(crate) fn write(path: &Path, extra: usize) {
    let _ = std::fs::remove_file(path);
    let svc = populate(Store::open(path).unwrap(), extra);
    drop(svc);
    let conn = rusqlite::Connection::open(path).unwrap();
    // A migration's note, as schema 11's step writes one for a game it could not check (the
    // service never writes one): so that every table has a row to copy.
    conn.execute_batch(
        "INSERT INTO migration_notes (version, game_id, note) \
         SELECT 11, min(id), 'an example: the snapshot differs from the replay of the history' \
         FROM games;",
    )
    .unwrap();
    conn.execute_batch("PRAGMA journal_mode = DELETE; VACUUM;")
        .unwrap();
}

/// The fixture's limit: each table and index takes a 4 KiB page at least (about 75 of them at
/// schema 16), the rest is kept small.
pub(super) const MAX_BYTES: u64 = 360 * 1024;

#[test]
#[ignore = "writes tests/data/migrate-source.db: run by hand to regenerate the fixture"]
fn write_the_fixture() {
    write(&path(), 0);
    let size = std::fs::metadata(path()).unwrap().len();
    assert!(size < MAX_BYTES, "the fixture is {size} bytes");
    eprintln!("wrote {} ({size} bytes)", path().display());
}
