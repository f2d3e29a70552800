//! The store's serial part: how many moves a second its writes take, and how reads fare beside
//! the writes, on SQLite and on PostgreSQL, printed side by side in one run.
//!
//! Each store holds `--games` games of Latrunculi Piso in play (default 2,000), each between its
//! own two players. Then, for each count of writer threads in `--writers` (default 1,2,4,8),
//! every writer plays random legal moves in games of its own for `--seconds` (default 3) as the
//! service does (`Store::load`, play, `Store::apply`: a closed loop), while `--readers-threads`
//! threads (default 2) read as commands do (`Store::load` of a random game, `Store::games_of`,
//! the leaderboard) without pause. Printed per run: moves/s, the mean time of one `apply` (at
//! one writer this is the time the write lock is held per move, so 1/that is the ceiling of
//! moves/s whatever the cores), reads/s and the reads' p99.
//!
//! - SQLite: a fresh file (WAL, `synchronous=NORMAL`, as the bot runs it), measured twice: with
//!   the reading connections (`Store::open`) and with none (`Store::open_with_readers(path, 0)`:
//!   every read waits for the writer's lock, as before issue 16).
//! - PostgreSQL: a private server started from the machine's programs (`initdb`, `pg_ctl`),
//!   reached over TCP on 127.0.0.1 as another host would reach it, with `fsync` on and
//!   `synchronous_commit` off (`--synchronous-commit on` for the server's default; see
//!   `docs/scaling.md`), or the server `--postgres-url URL` names. It shares the machine's cores
//!   with the bench, as it would not on hosts of its own. Skipped, in one line, where PostgreSQL
//!   is not installed.
//!
//! Then the table of both and the targets of issue 34: PostgreSQL's moves/s >= 70% of SQLite's,
//! PostgreSQL's reads p99 <= 2 ms at 8 writers.
//! `cargo bench --bench store [-- --store sqlite|postgres|both --games N --writers 1,2,4
//! --seconds S --synchronous-commit off|on --postgres-url URL]`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[allow(dead_code)] // the load benches' helpers; this one uses `postgres`
mod common;

use common::postgres::{server, store_args, Stores};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{AnyGame, Side, ToAct, Variant};
use tabula::store::ratings::{Scope, Tier};
use tabula::store::{
    now, ActionKind, Change, GameId, NewAction, NewChallenge, NewPlayer, Origin, Status, Store,
    StoreError,
};

struct Settings {
    games: usize,
    writers: Vec<usize>,
    reader_threads: usize,
    seconds: f64,
    stores: Stores,
    /// PostgreSQL's `synchronous_commit` for the bench's server (`off` unless asked).
    synchronous_commit: String,
}

fn settings() -> Settings {
    let mut s = Settings {
        games: 2_000,
        writers: vec![1, 2, 4, 8],
        reader_threads: 2,
        seconds: 3.0,
        stores: Stores::Both,
        synchronous_commit: String::new(),
    };
    (s.stores, s.synchronous_commit) = store_args();
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--games" => s.games = pair[1].parse().expect("--games N"),
            "--writers" => {
                s.writers = pair[1]
                    .split(',')
                    .map(|n| n.parse().expect("--writers 1,2,4"))
                    .collect();
            }
            "--readers-threads" => s.reader_threads = pair[1].parse().expect("--readers-threads N"),
            "--seconds" => s.seconds = pair[1].parse().expect("--seconds S"),
            _ => {}
        }
    }
    s
}

/// Creates `games` started games; returns their ids and one player id of each.
fn build(store: &Store, games: usize) -> Vec<(GameId, i64)> {
    let start = AnyGame::new(Variant::LatrunculiPiso);
    (0..games)
        .map(|i| {
            let (a, b) = (format!("bench:{}", 2 * i), format!("bench:{}", 2 * i + 1));
            let record = store
                .create_challenge(
                    Origin::Console,
                    &NewChallenge {
                        variant: Variant::LatrunculiPiso,
                        guild: Some("guild"),
                        channel: "channel",
                        challenger: NewPlayer {
                            external_id: &a,
                            name: &a,
                            mention: &a,
                        },
                        challenged: NewPlayer {
                            external_id: &b,
                            name: &b,
                            mention: &b,
                        },
                        challenger_side: Side::First,
                        state: &start,
                        rated: true,
                        thread: false,
                    },
                )
                .expect("a challenge");
            store
                .apply(
                    Origin::Console,
                    record.id,
                    record.version,
                    &Change {
                        status: Status::Active,
                        state: &start,
                        ending: None,
                        actions: &[],
                        touch: None,
                    },
                )
                .expect("accepted");
            (record.id, record.players[0].id)
        })
        .collect()
}

/// One random legal move in game `id`, as the service plays one. `Ok(false)` when the game has
/// no move left for a side, or ends with the move (it is then left alone); else the time
/// `Store::apply` took.
fn one_move(store: &Store, id: GameId, rng: &mut SmallRng) -> Result<Option<Duration>, StoreError> {
    let (record, mut game) = store.load(id)?.expect("the game exists");
    let ToAct::Side(side) = game.to_act() else {
        return Ok(None);
    };
    let legal = game.legal_move_texts();
    if legal.is_empty() {
        return Ok(None);
    }
    let choice = &legal[rng.random_range(0..legal.len())];
    let text = game.play_text(choice).expect("a legal move plays");
    if game.outcome().is_some() {
        // Keep every game in play: a finished one would take the rating path.
        return Ok(None);
    }
    let t = Instant::now();
    store.apply(
        Origin::Console,
        id,
        record.version,
        &Change {
            status: Status::Active,
            state: &game,
            ending: None,
            actions: &[NewAction {
                actor: Some(record.player(side).id),
                kind: ActionKind::Move,
                text,
            }],
            touch: None,
        },
    )?;
    Ok(Some(t.elapsed()))
}

struct Run {
    moves: u64,
    apply: Duration,
    reads: u64,
    read_p99: Duration,
    elapsed: Duration,
}

fn run(store: &Arc<Store>, games: &[(GameId, i64)], writers: usize, s: &Settings) -> Run {
    let stop = Arc::new(AtomicBool::new(false));
    let moves = Arc::new(AtomicU64::new(0));
    let apply_nanos = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let mut handles = Vec::new();
    for w in 0..writers {
        let mine: Vec<GameId> = games.iter().skip(w).step_by(writers).map(|g| g.0).collect();
        let (store, stop, moves, apply_nanos) = (
            Arc::clone(store),
            Arc::clone(&stop),
            Arc::clone(&moves),
            Arc::clone(&apply_nanos),
        );
        handles.push(std::thread::spawn(move || {
            let mut rng = SmallRng::seed_from_u64(w as u64);
            let mut k = 0;
            while !stop.load(Ordering::Relaxed) {
                let id = mine[k % mine.len()];
                k += 1;
                if let Some(took) = one_move(&store, id, &mut rng).expect("a move is stored") {
                    apply_nanos.fetch_add(took.as_nanos() as u64, Ordering::Relaxed);
                    moves.fetch_add(1, Ordering::Relaxed);
                }
            }
        }));
    }
    let readers: Vec<_> = (0..s.reader_threads)
        .map(|r| {
            let (store, stop) = (Arc::clone(store), Arc::clone(&stop));
            let games = games.to_vec();
            std::thread::spawn(move || {
                let mut rng = SmallRng::seed_from_u64(1_000 + r as u64);
                let mut latencies = Vec::new();
                while !stop.load(Ordering::Relaxed) {
                    let (id, player) = games[rng.random_range(0..games.len())];
                    let t = Instant::now();
                    match latencies.len() % 3 {
                        0 => drop(store.load(id).expect("a load")),
                        1 => drop(
                            store
                                .games_of(player, None, &[Status::Active])
                                .expect("a listing"),
                        ),
                        _ => drop(
                            store
                                .leaderboard(
                                    Variant::LatrunculiPiso,
                                    Scope::Global,
                                    Tier::Established,
                                    0,
                                    10,
                                    now(),
                                )
                                .expect("a leaderboard"),
                        ),
                    }
                    latencies.push(t.elapsed());
                }
                latencies
            })
        })
        .collect();
    std::thread::sleep(Duration::from_secs_f64(s.seconds));
    stop.store(true, Ordering::Relaxed);
    for h in handles {
        h.join().expect("a writer");
    }
    let elapsed = started.elapsed();
    let mut latencies: Vec<Duration> = readers
        .into_iter()
        .flat_map(|h| h.join().expect("a reader"))
        .collect();
    latencies.sort();
    let moves = moves.load(Ordering::Relaxed);
    Run {
        moves,
        apply: Duration::from_nanos(apply_nanos.load(Ordering::Relaxed) / moves.max(1)),
        reads: latencies.len() as u64,
        read_p99: latencies
            .get((latencies.len() * 99 / 100).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default(),
        elapsed,
    }
}

/// One store's runs, one per writer count.
struct Measured {
    name: String,
    runs: Vec<(usize, Run)>,
}

/// Builds `games` games in `store` (timed); their ids and a player of each.
fn built(name: &str, store: &Store, games: usize) -> Vec<(GameId, i64)> {
    let t = Instant::now();
    let games = build(store, games);
    println!(
        "{name}: {} games in play built in {:.1} s",
        games.len(),
        t.elapsed().as_secs_f64()
    );
    games
}

/// Runs every writer count on `store`'s `games`.
fn measure(name: String, store: Store, games: &[(GameId, i64)], s: &Settings) -> Measured {
    let store = Arc::new(store);
    println!("{name}:");
    let runs = s
        .writers
        .iter()
        .map(|&writers| {
            let r = run(&store, games, writers, s);
            println!("  {writers:>2} writers: {}", r.line());
            (writers, r)
        })
        .collect();
    Measured { name, runs }
}

impl Run {
    fn moves_per_s(&self) -> f64 {
        self.moves as f64 / self.elapsed.as_secs_f64()
    }

    fn line(&self) -> String {
        format!(
            "{:>6.0} moves/s (apply {:>5.0} us each), {:>7.0} reads/s, reads p99 {:.2} ms",
            self.moves_per_s(),
            self.apply.as_secs_f64() * 1e6,
            self.reads as f64 / self.elapsed.as_secs_f64(),
            self.read_p99.as_secs_f64() * 1e3
        )
    }
}

fn main() {
    let s = settings();
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    println!(
        "store: {} games, {cores} cores, {} reader threads beside the writers, {} s a run",
        s.games, s.reader_threads, s.seconds
    );
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut measured = Vec::new();
    if s.stores.sqlite() {
        let path = dir.path().join("store.db");
        let games = built(
            "SQLite",
            &Store::open(&path).expect("the database opens"),
            s.games,
        );
        let store = Store::open_with_readers(&path, 0).expect("the database opens");
        measure(
            "SQLite, reads through the writer's connection (before issue 16)".to_string(),
            store,
            &games,
            &s,
        );
        let store = Store::open(&path).expect("the database opens");
        measured.push(measure(
            "SQLite (WAL, synchronous=NORMAL), reads on their own connections".to_string(),
            store,
            &games,
            &s,
        ));
    }
    let server = s
        .stores
        .postgres()
        .then(|| server(&s.synchronous_commit))
        .flatten();
    if let Some(server) = &server {
        let store = Store::open_location(&server.url, None).expect("the PostgreSQL database opens");
        let games = built("PostgreSQL", &store, s.games);
        measured.push(measure(server.describe().to_string(), store, &games, &s));
    }
    if let [sqlite, postgres] = &measured[..] {
        side_by_side(sqlite, postgres);
    }
}

/// The two stores' runs in one table, and the targets of issue 34.
fn side_by_side(sqlite: &Measured, postgres: &Measured) {
    println!("side by side ({} | {}):", sqlite.name, postgres.name);
    println!(
        "  writers | SQLite moves/s  reads p99 | PostgreSQL moves/s  reads p99 | PostgreSQL/SQLite"
    );
    let mut worst = f64::INFINITY;
    for ((writers, a), (_, b)) in sqlite.runs.iter().zip(&postgres.runs) {
        let ratio = b.moves_per_s() / a.moves_per_s().max(1e-9);
        worst = worst.min(ratio);
        println!(
            "  {writers:>7} | {:>14.0} {:>7.2} ms | {:>18.0} {:>7.2} ms | {:>5.0}%",
            a.moves_per_s(),
            a.read_p99.as_secs_f64() * 1e3,
            b.moves_per_s(),
            b.read_p99.as_secs_f64() * 1e3,
            ratio * 100.0
        );
    }
    let met = |ok: bool| if ok { "met" } else { "MISSED" };
    println!(
        "targets: PostgreSQL's moves/s >= 70% of SQLite's at every writer count {} (lowest {:.0}%)",
        met(worst >= 0.7),
        worst * 100.0
    );
    if let Some((_, r)) = postgres.runs.iter().find(|(w, _)| *w == 8) {
        println!(
            "targets: PostgreSQL's reads p99 <= 2 ms at 8 writers {} ({:.2} ms)",
            met(r.read_p99 <= Duration::from_millis(2)),
            r.read_p99.as_secs_f64() * 1e3
        );
    }
}
