//! Operations: damaged games, `doctor`, backups under load and restoring them.

use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{
    both_services, challenged, check_finished, en, failed_damaged, fr, history, play_out, service,
    status, user, DAY, T0,
};
use crate::games::{Side, ToAct, Variant};
use crate::i18n::Lang;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::clocks::ClockChoice;
use crate::service::errors::Failure;
use crate::service::time::FakeClock;
use crate::service::{First, GameId, Service};
use crate::store::doctor::Finding;
use crate::store::Status;

/// Plays `n` random legal moves (seeded) in game `id`, stopping early if it ends.
fn play_random(svc: &Service, id: GameId, rng: &mut SmallRng, n: usize) {
    for _ in 0..n {
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        if record.status != Status::Active {
            return;
        }
        let ToAct::Side(side) = game.to_act() else {
            return;
        };
        let legal = game.legal_move_texts();
        let pick = &legal[rng.random_range(0..legal.len())];
        svc.play(&en(&record.player(side).name), pick, Some(id))
            .unwrap();
    }
}

/// A started game between `a` (first, to move) and `b`.
fn start_between(svc: &Service, a: &str, b: &str) -> GameId {
    let id = challenged(svc.challenge(
        &en(a),
        Challenged::Player(&user(b)),
        Variant::LatrunculiPiso,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    ));
    svc.accept(&en(b), Some(id)).unwrap();
    id
}

fn sql(svc: &Service, statement: &str, id: GameId) {
    svc.store()
        .with_db(|c| c.execute(statement, crate::store::args![id]).unwrap());
}

/// A database with a finished rated game, a finished casual game, two games in play and a
/// challenge: every kind of row `doctor` looks at.
fn populated(svc: &Service, rng: &mut SmallRng) -> [GameId; 4] {
    let finished = start_between(svc, "alice", "bob");
    let (moves, reply) = play_out(svc, finished, rng, 5000);
    check_finished(svc, finished, moves, &reply);
    let casual = challenged(svc.challenge(
        &en("carol"),
        Challenged::Player(&user("dave")),
        Variant::Ergo,
        ChallengeOptions {
            first: First::Me,
            rated: false,
            clock: ClockChoice::Days3,
            thread: false,
        },
    ));
    svc.accept(&en("dave"), Some(casual)).unwrap();
    svc.resign(&en("carol"), Some(casual)).unwrap();
    let playing = start_between(svc, "carol", "bob");
    play_random(svc, playing, rng, 12);
    let other = start_between(svc, "dave", "erin");
    play_random(svc, other, rng, 5);
    svc.challenge(
        &en("erin"),
        Challenged::Player(&user("alice")),
        Variant::Duodecim,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    )
    .unwrap();
    [finished, casual, playing, other]
}

both_services! {
    fn doctor_finds_nothing_wrong_in_a_database_used_normally(svc) {
        let mut rng = SmallRng::seed_from_u64(3);
        populated(&svc, &mut rng);
        let report = svc.store().doctor().unwrap();
        assert!(report.is_clean(), "{:?}", report.findings);
        assert_eq!(report.games, 5);
        assert!(report.actions > 20);
        assert_eq!(report.rating_changes, 2);
        assert_eq!(report.ratings, 2);
    }
}

both_services! {
    fn doctor_reports_a_damaged_snapshot_an_action_gap_and_ratings_that_do_not_match(svc) {
        let mut rng = SmallRng::seed_from_u64(5);
        let [finished, casual, playing, other] = populated(&svc, &mut rng);
        // A snapshot of another position (valid JSON, the right game): only a replay shows it.
        svc.store().with_db(|c| {
            c.execute("UPDATE games SET state = (SELECT state FROM games WHERE id = ?2) WHERE id = ?1", crate::store::args![playing, other])
            .unwrap()
        });
        // A hole in a history.
        sql(
            &svc,
            "DELETE FROM actions WHERE game_id = ?1 AND seq = 3",
            other,
        );
        // A rating no longer the one its last game left, and a count that is off.
        let bob = svc.store().find_player("console:bob").unwrap().unwrap().id;
        sql(
            &svc,
            "UPDATE ratings SET rating = rating + 25, wins = wins + 1 WHERE player_id = ?1",
            bob,
        );
        // A rated game turned casual, its rating changes left behind.
        sql(&svc, "UPDATE games SET rated = 0 WHERE id = ?1", finished);
        let report = svc.store().doctor().unwrap();
        let f = &report.findings;
        assert!(f.contains(&Finding::Differs { game: playing }), "{f:?}");
        assert!(
            f.contains(&Finding::ActionGap {
                game: other,
                expected: 3,
                found: 4
            }),
            "{f:?}"
        );
        let rating_lines: Vec<&Finding> = f
            .iter()
            .filter(|x| matches!(x, Finding::Rating { player, .. } if *player == bob))
            .collect();
        assert_eq!(rating_lines.len(), 2, "{f:?}");
        assert!(f
            .iter()
            .any(|x| matches!(x, Finding::RatingChanges { game, .. } if *game == finished)));
        assert!(f.iter().all(|x| x.game() != Some(casual)));
        assert_eq!(f.len(), 5, "{f:?}");
        // Each is one line naming its game or player.
        for finding in f {
            let line = crate::store::doctor::describe(finding);
            assert!(!line.contains('\n'));
            match finding.game() {
                Some(game) => assert!(line.starts_with(&format!("game #{game}:")), "{line}"),
                None => assert!(line.starts_with(&format!("player {bob}")), "{line}"),
            }
        }
    }
}

#[test]
fn a_snapshot_that_differs_from_its_history_is_damaged_and_the_rest_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let mut rng = SmallRng::seed_from_u64(8);
    let (damaged, fine) = {
        let svc = Service::open(&path).unwrap();
        let damaged = start_between(&svc, "alice", "bob");
        play_random(&svc, damaged, &mut rng, 6);
        let fine = start_between(&svc, "carol", "bob");
        play_random(&svc, fine, &mut rng, 3);
        // Damaged while the bot is down: the snapshot is another (valid) position.
        svc.store().with_db(|c| {
            c.execute(
                "UPDATE games SET state = (SELECT state FROM games WHERE id = ?2) WHERE id = ?1",
                crate::store::args![damaged, fine],
            )
            .unwrap()
        });
        (damaged, fine)
    };
    let svc = Service::open(&path).unwrap();
    // Its players are told, with its id, whatever they do with it; nothing is written.
    let record = svc.store().record(damaged).unwrap().unwrap();
    let mover = record.player(Side::First).name.clone();
    failed_damaged(&svc, damaged, || svc.board(&en(&mover), Some(damaged)));
    failed_damaged(&svc, damaged, || svc.play(&en(&mover), "a1", Some(damaged)));
    assert!(Failure::Damaged {
        game: damaged,
        reason: String::new(),
    }
    .reply(Lang::Fr)
    .text
    .contains(&format!("#{damaged}")));
    // The same players' other games, their lists and everyone else go on.
    let listed = svc.games(&en("bob")).unwrap().text;
    assert!(listed.contains(&format!("#{fine}")), "{listed}");
    play_random(&svc, fine, &mut rng, 4);
    let new = start_between(&svc, "dave", "erin");
    play_random(&svc, new, &mut rng, 2);
    // The snapshot was left as it was found (which of the two is right is not known).
    let report = svc.store().doctor().unwrap();
    assert_eq!(report.findings, [Finding::Differs { game: damaged }]);
}

#[test]
fn the_sweep_stops_a_damaged_games_clock_and_tells_its_players_once() {
    let clock = FakeClock::at(T0);
    let svc = service().with_clock(Arc::new(clock.clone()));
    let clocked = |a: &str, b: &str| {
        let id = challenged(svc.challenge(
            &fr(a),
            Challenged::Player(&user(b)),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Day1,
                ..ChallengeOptions::default()
            },
        ));
        svc.accept(&en(b), Some(id)).unwrap();
        id
    };
    let damaged = clocked("alice", "bob");
    let healthy = clocked("carol", "dave");
    let mut rng = SmallRng::seed_from_u64(2);
    for id in [damaged, healthy] {
        play_random(&svc, id, &mut rng, 4);
    }
    // Snapshot and history both unreadable.
    sql(&svc, "UPDATE games SET state = '{}' WHERE id = ?1", damaged);
    sql(
        &svc,
        "UPDATE actions SET text = 'q0-q0' WHERE game_id = ?1",
        damaged,
    );
    clock.advance(2 * DAY);
    let notices = svc.sweep(100).unwrap();
    assert_eq!(notices.len(), 2, "{notices:?}");
    let told = notices.iter().find(|n| n.game == damaged).unwrap();
    assert_eq!(told.channel, "chan");
    assert_eq!(told.reply.mentions, ["console:alice", "console:bob"]);
    // In the game's language (the challenge was made in French), with its id.
    assert!(
        told.reply.text.contains(&format!("#{damaged}")) && told.reply.text.contains("endommagée"),
        "{}",
        told.reply.text
    );
    assert!(!told.reply.is_private());
    // The healthy game's loss on time is decided in the same sweep.
    assert_eq!(status(&svc, healthy), Status::Finished);
    // The damaged game is left alone: its clock stopped, not met again, nobody rated.
    let timing = svc.store().timing(damaged).unwrap().unwrap();
    assert_eq!((timing.deadline, timing.remind_at), (None, None));
    assert_eq!(status(&svc, damaged), Status::Active);
    clock.advance(7 * DAY);
    assert!(svc.sweep(100).unwrap().is_empty());
}

#[test]
fn a_backup_taken_while_moves_are_played_is_consistent_and_restores() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tabula.db");
    let svc = Arc::new(Service::open(&path).unwrap());
    let games: Vec<GameId> = (0..4)
        .map(|i| start_between(&svc, &format!("p{i}"), &format!("q{i}")))
        .collect();
    // Some bulk, so that a copy takes several steps: 3,000 copies of a finished challenge.
    let template = challenged(svc.challenge(
        &en("x"),
        Challenged::Player(&user("y")),
        Variant::Bastonus,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    ));
    svc.decline(&en("y"), Some(template)).unwrap();
    svc.store().with_conn(|c| {
        c.execute_batch(&format!(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) \
             INSERT INTO games (variant, guild, channel, challenger, first_player, second_player, \
             status, to_act, state, version, created_at, updated_at, rated) \
             SELECT variant, guild, channel || i, challenger, first_player, second_player, \
             status, to_act, state, version, created_at, updated_at, rated \
             FROM games, n WHERE id = {template}"
        ))
        .unwrap()
    });
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let played = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let players: Vec<_> = games
        .iter()
        .map(|&id| {
            let (svc, stop, played) = (Arc::clone(&svc), Arc::clone(&stop), Arc::clone(&played));
            std::thread::spawn(move || {
                let mut rng = SmallRng::seed_from_u64(id as u64);
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let (record, game) = svc.store().load(id).unwrap().unwrap();
                    if record.status != Status::Active {
                        break;
                    }
                    let ToAct::Side(side) = game.to_act() else {
                        break;
                    };
                    let legal = game.legal_move_texts();
                    let pick = &legal[rng.random_range(0..legal.len())];
                    svc.play(&en(&record.player(side).name), pick, Some(id))
                        .unwrap();
                    played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            })
        })
        .collect();
    let mut copies = Vec::new();
    for i in 0..4 {
        // Let some moves in between.
        let before = played.load(std::sync::atomic::Ordering::Relaxed);
        let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while played.load(std::sync::atomic::Ordering::Relaxed) < before + 5
            && std::time::Instant::now() < until
        {
            std::thread::yield_now();
        }
        let copy = dir.path().join(format!("copy-{i}.db"));
        let report = crate::store::backup::backup(&path, &copy).unwrap();
        assert!(report.pages > 256, "one step would do: {report:?}");
        copies.push(copy);
    }
    let during = played.load(std::sync::atomic::Ordering::Relaxed);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for p in players {
        p.join().unwrap();
    }
    assert!(during >= 20, "moves went on during the backups: {during}");
    let live_history: Vec<Vec<String>> = games.iter().map(|&id| history(&svc, id)).collect();
    for copy in &copies {
        // No half-written file left, no log beside it.
        assert!(!copy.with_extension("db.partial").exists());
        let restored = Service::open(copy).unwrap();
        let report = restored.store().doctor().unwrap();
        assert!(report.is_clean(), "{copy:?}: {:?}", report.findings);
        assert_eq!(report.games, 4 + 1 + 3000);
        // Each game's copied history is a beginning of the live one.
        for (&id, live) in games.iter().zip(&live_history) {
            let copied = history(&restored, id);
            assert!(live.starts_with(&copied), "game {id}");
        }
    }
    // Restoring: the last copy put in place of the database, and play goes on from it.
    drop(svc);
    let restored_path = dir.path().join("restored.db");
    std::fs::copy(copies.last().unwrap(), &restored_path).unwrap();
    let svc = Service::open(&restored_path).unwrap();
    let mut rng = SmallRng::seed_from_u64(10);
    let before = history(&svc, games[0]).len();
    play_random(&svc, games[0], &mut rng, 3);
    let after = history(&svc, games[0]).len();
    assert!(after > before || status(&svc, games[0]) == Status::Finished);
    assert!(svc.store().doctor().unwrap().is_clean());
}

#[test]
fn a_backup_of_a_missing_database_fails_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("copy.db");
    assert!(crate::store::backup::backup(&dir.path().join("none.db"), &dest).is_err());
    assert!(!dest.exists());
    assert!(!dir.path().join("none.db").exists());
}

/// Issue 30, item 4: a game whose player row is missing is damaged, not "no such game"; 101 of
/// them due before a healthy challenge are set aside (clock stopped, the player left told once)
/// instead of failing at every sweep and keeping the challenge from ever lapsing.
#[test]
fn games_with_a_missing_player_are_set_aside_and_never_starve_a_healthy_deadline() {
    let clock = FakeClock::at(T0);
    let svc = service().with_clock(Arc::new(clock.clone()));
    let clocked = |a: &str, b: &str| {
        challenged(svc.challenge(
            &en(a),
            Challenged::Player(&user(b)),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Day1,
                ..ChallengeOptions::default()
            },
        ))
    };
    let ghosts: Vec<GameId> = (0..101)
        .map(|i| clocked(&format!("ghost{i}"), "vic"))
        .collect();
    clock.advance(60);
    let healthy = clocked("alice", "bob");
    svc.store().with_conn(|c| {
        c.execute_batch(
            "PRAGMA foreign_keys = OFF; DELETE FROM players WHERE name LIKE 'ghost%'; \
             PRAGMA foreign_keys = ON;",
        )
        .unwrap()
    });
    failed_damaged(&svc, ghosts[0], || svc.board(&en("vic"), Some(ghosts[0])));
    clock.advance(7 * DAY);
    // As the scheduler does: another sweep at once while a batch comes back full.
    let mut told = Vec::new();
    for _ in 0..3 {
        let notices = svc.sweep(100).unwrap();
        told.extend(notices);
        if status(&svc, healthy) == Status::Cancelled {
            break;
        }
    }
    assert_eq!(
        status(&svc, healthy),
        Status::Cancelled,
        "the healthy challenge lapsed"
    );
    for ghost in &ghosts {
        let notices: Vec<_> = told.iter().filter(|n| n.game == *ghost).collect();
        assert_eq!(notices.len(), 1, "game #{ghost} told once");
        assert_eq!(notices[0].reply.mentions, ["console:vic"]);
        assert_eq!(notices[0].channel, "chan");
        assert!(notices[0].reply.text.contains(&format!("#{ghost} ")));
        let timing = svc.store().timing(*ghost).unwrap().unwrap();
        assert_eq!((timing.deadline, timing.remind_at), (None, None));
    }
    clock.advance(7 * DAY);
    assert!(svc.sweep(100).unwrap().is_empty(), "never met again");
}

// Issue 30, item 4: a NULL where the schema promises a value (a row damaged outside Tabula)
// sets that game aside; the start-up listing and its players' `/games` list the others.
both_services! {
    fn a_row_with_a_null_column_does_not_break_the_listings(svc) {
        let broken = start_between(&svc, "carol", "dave");
        let fine = start_between(&svc, "erin", "dave");
        // The column's NOT NULL dropped, as a hand edit or another tool could leave it (SQLite
        // cannot drop a constraint: its table is rebuilt without them).
        svc.store().with_db(|db| {
            let sql = if db.is_postgres() {
                "ALTER TABLE games ALTER COLUMN created_at DROP NOT NULL"
            } else {
                "PRAGMA foreign_keys = OFF; CREATE TABLE loose AS SELECT * FROM games; \
                 DROP TABLE games; ALTER TABLE loose RENAME TO games; PRAGMA foreign_keys = ON;"
            };
            db.batch(sql).unwrap()
        });
        sql(
            &svc,
            "UPDATE games SET created_at = NULL WHERE id = ?1",
            broken,
        );
        let unfinished: Vec<GameId> = svc
            .store()
            .unfinished_games()
            .unwrap()
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(unfinished, [fine]);
        let listed = svc.games(&en("dave")).unwrap().text;
        assert!(listed.contains(&format!("#{fine}")), "{listed}");
        failed_damaged(&svc, broken, || svc.board(&en("carol"), Some(broken)));
    }
}

/// A game whose deadline fails for a reason other than damage the loader sees (here a clock
/// column holding text) is tried again at the next sweeps, then set aside after
/// `MAX_DEADLINE_FAILURES` sweeps in a row: its clock stopped, its players told once.
#[test]
fn a_deadline_that_keeps_failing_is_set_aside_after_a_few_sweeps() {
    use crate::service::clocks::MAX_DEADLINE_FAILURES;
    let clock = FakeClock::at(T0);
    let svc = service().with_clock(Arc::new(clock.clone()));
    let id = challenged(svc.challenge(
        &en("alice"),
        Challenged::Player(&user("bob")),
        Variant::LatrunculiPiso,
        ChallengeOptions {
            first: First::Me,
            clock: ClockChoice::Day1,
            ..ChallengeOptions::default()
        },
    ));
    svc.store().with_conn(|c| {
        c.execute_batch(
            "PRAGMA foreign_keys = OFF; CREATE TABLE loose AS SELECT * FROM games; \
             DROP TABLE games; ALTER TABLE loose RENAME TO games; PRAGMA foreign_keys = ON;",
        )
        .unwrap()
    });
    sql(&svc, "UPDATE games SET clock = 'abc' WHERE id = ?1", id);
    clock.advance(8 * DAY);
    for _ in 1..MAX_DEADLINE_FAILURES {
        assert!(svc.sweep(100).unwrap().is_empty(), "tried again first");
    }
    let notices = svc.sweep(100).unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].game, id);
    assert_eq!(notices[0].reply.mentions, ["console:alice", "console:bob"]);
    assert!(svc.sweep(100).unwrap().is_empty(), "never met again");
}
