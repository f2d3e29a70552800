//! Load test of the whole bot: the release `tabula run` process against the fake Discord, with
//! many games played at once.
//!
//! N games (default 200) between distinct pairs of users, each in its own channel, each playing
//! M random legal moves (default 20). By default every game sends its next `/move` as soon as the
//! previous one is answered (closed loop: the fake sends as fast as the bot answers); with
//! `--rate R` the games together offer R moves per second (open loop, each game on its own
//! schedule, never before its previous answer). Prints the number of moves, the throughput, the
//! CPU used by the bot and by the bench (fake + players), and the latency percentiles, from the
//! INTERACTION_CREATE sent to the callback received. Then it stops the bot and checks the SQLite
//! file, opened read-only: every acknowledged move is stored once, in order, and replaying each
//! game's history gives its stored position.
//!
//! `cargo bench --bench e2e_load -- --games 200 --moves 20 [--rate 1000] [--computer 20]
//! [--prefill 10000]` (or the variables `TABULA_LOAD_GAMES`, `TABULA_LOAD_MOVES`,
//! `TABULA_LOAD_RATE`, `TABULA_LOAD_COMPUTER`, `TABULA_LOAD_PREFILL`; `TABULA_LOAD_TIMELINE=1`
//! adds the worst latency per 250 ms window). The bench and the bot share the machine.
//!
//! With `--prefill N`, the database holds N more games in play before the bot starts (copies,
//! by SQL, of one real game of four moves with a 3-day clock, between fresh pairs of players,
//! deadlines one to three days away), so the bot starts, resumes and plays with that many live
//! games on disk. At the end the bench prints the bot's peak resident memory (`VmHWM` in
//! `/proc/<pid>/status`) and the size of the database file and its write-ahead log.
//!
//! With `--computer K` (and `--level L`, legionary by default), K more players each play a game
//! against the computer (`/play`, Latrunculi Piso) during the whole run, sending their next
//! random move as soon as the computer's answer is shown, so K searches are always asked for
//! (the bot runs cores − 1 of them at once, with the level's thinking time). Their answer times
//! are printed apart; the percentiles of people's moves are those of the games between people.
//!
//! Targets (issue 16), no lost or doubled move on any machine: on a 2-core machine >= 1,500
//! moves/s in the closed loop and p99 <= 50 ms at `--rate 1000`; on a 16-core machine >= 10,000
//! moves/s in the closed loop with `--games 1000`, and p99 <= 50 ms at `--rate 5000`. In the
//! closed loop, latency is bound to throughput (Little's law: 200 games in flight at 1,000
//! moves/s wait 200 ms on average), so the latency target is read in the open loop. The
//! `threads:` line says how many of the machine's cores the bot kept busy (its CPU time over the
//! wall time of the run).
//! Exits non-zero when a move is lost, doubled or refused, a game does not replay, the fake saw
//! a broken Discord rule or the bot logged an error; missed speed targets are reported.

#[path = "../tests/discord_bot/process.rs"]
mod bot_process;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rusqlite::{Connection, OpenFlags};
use tabula::games::{AnyGame, ToAct, Variant};

use bot_process::BotProcess;
use fake_discord::{FakeDiscord, Opt, TestUser, GUILD_ID};

const STEP: Duration = Duration::from_secs(30);
const FIRST_USER: u64 = 800_000_000_000_000_000;
const FIRST_CHANNEL: u64 = 1_300_000_000_000_100_000;

struct Settings {
    games: usize,
    moves: usize,
    /// Moves per second offered in all (open loop); `None`: each game sends its next move as
    /// soon as the previous one is answered (closed loop).
    rate: Option<f64>,
    /// Games against the computer played meanwhile, and the computer's level.
    computer: usize,
    level: String,
    /// Live games written into the database before the bot starts.
    prefill: usize,
}

fn settings() -> Settings {
    let mut games = std::env::var("TABULA_LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let mut rate = std::env::var("TABULA_LOAD_RATE")
        .ok()
        .and_then(|v| v.parse().ok());
    let mut moves = std::env::var("TABULA_LOAD_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut computer = std::env::var("TABULA_LOAD_COMPUTER")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut prefill = std::env::var("TABULA_LOAD_PREFILL")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let mut level = "legionary".to_string();
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--computer" => computer = pair[1].parse().expect("--computer K"),
            "--level" => level.clone_from(&pair[1]),
            "--games" => games = pair[1].parse().expect("--games N"),
            "--moves" => moves = pair[1].parse().expect("--moves M"),
            "--rate" => rate = Some(pair[1].parse().expect("--rate MOVES_PER_SECOND")),
            "--prefill" => prefill = pair[1].parse().expect("--prefill GAMES"),
            _ => {}
        }
    }
    Settings {
        games,
        moves,
        rate,
        computer,
        level,
        prefill,
    }
}

/// Writes `count` live games into a new database at `path`: one real game through the service
/// (a 3-day clock, four moves), then copies of its row and history between fresh pairs of
/// players, each in a channel of its own, deadlines one to three days from now.
fn prefill(path: &Path, count: usize) {
    use tabula::service::{
        Caller, ChallengeOptions, Challenged, ClockChoice, First, Service, User,
    };
    let person = |i: u64| User {
        id: format!("discord:{}", 700_000_000_000_000_000 + i),
        name: format!("resident{i}"),
        mention: format!("<@{}>", 700_000_000_000_000_000 + i),
    };
    let caller = |user: User| Caller {
        user,
        channel: "1299999999999999999".into(),
        guild: Some(GUILD_ID.to_string()),
        lang: tabula::i18n::Lang::En,
        interaction: None,
    };
    let template = {
        let svc = Service::open(path).expect("the database opens");
        let (a, b) = (person(u64::MAX / 2), person(u64::MAX / 2 + 1));
        svc.challenge(
            &caller(a.clone()),
            Challenged::Player(&b),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Days3,
                ..ChallengeOptions::default()
            },
        )
        .expect("the template challenge");
        let id: i64 = svc
            .store()
            .unfinished_games()
            .expect("games")
            .last()
            .expect("the template")
            .id;
        svc.accept(&caller(b.clone()), Some(id))
            .expect("the template starts");
        for i in 0..4 {
            let (_, state) = svc.store().load(id).unwrap().unwrap();
            let mv = state.legal_move_texts()[0].clone();
            let who = if i % 2 == 0 { &a } else { &b };
            svc.play(&caller(who.clone()), &mv, Some(id))
                .expect("a move");
        }
        id
    };
    let mut conn = Connection::open(path).unwrap();
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('games') WHERE name <> 'id'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let select: Vec<String> = columns
        .iter()
        .map(|c| match c.as_str() {
            "challenger" | "first_player" => "?2".to_string(),
            "second_player" => "?3".to_string(),
            "channel" => "?4".to_string(),
            "deadline" => "?5".to_string(),
            "remind_at" => "?6".to_string(),
            other => other.to_string(),
        })
        .collect();
    let copy_game = format!(
        "INSERT INTO games ({}) SELECT {} FROM games WHERE id = ?1 RETURNING id",
        columns.join(", "),
        select.join(", ")
    );
    let (first, second): (i64, i64) = conn
        .query_row(
            "SELECT first_player, second_player FROM games WHERE id = ?1",
            [template],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let now = tabula::store::now();
    let tx = conn.transaction().unwrap();
    {
        let mut player = tx
            .prepare(
                "INSERT INTO players (external_id, name, mention, created_at, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?4) RETURNING id",
            )
            .unwrap();
        let mut game = tx.prepare(&copy_game).unwrap();
        let mut actions = tx
            .prepare(
                "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
                 SELECT ?1, seq, CASE actor WHEN ?2 THEN ?4 WHEN ?3 THEN ?5 END, kind, text, \
                 created_at FROM actions WHERE game_id = ?6",
            )
            .unwrap();
        for i in 0..count as u64 {
            let ids: Vec<i64> = [2 * i, 2 * i + 1]
                .iter()
                .map(|&k| {
                    let p = person(k);
                    player
                        .query_row(rusqlite::params![p.id, p.name, p.mention, now], |r| {
                            r.get(0)
                        })
                        .unwrap()
                })
                .collect();
            let deadline = now + 86_400 + (i as i64 * 7_919) % (2 * 86_400);
            let channel = (1_250_000_000_000_000_000 + i).to_string();
            let id: i64 = game
                .query_row(
                    rusqlite::params![
                        template,
                        ids[0],
                        ids[1],
                        channel,
                        deadline,
                        deadline - 18 * 3_600
                    ],
                    |r| r.get(0),
                )
                .unwrap();
            actions
                .execute(rusqlite::params![
                    id, first, second, ids[0], ids[1], template
                ])
                .unwrap();
        }
    }
    tx.commit().unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
}

/// The peak resident memory of a process (`VmHWM`), from `/proc` (Linux only).
fn peak_rss(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Bytes of the database file and of its write-ahead log.
fn database_size(database: &Path) -> (u64, u64) {
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    let mut wal = database.as_os_str().to_owned();
    wal.push("-wal");
    (size(database), size(Path::new(&wal)))
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// The value of choice `name` of option `option` of `/command`, as the bot registered it.
fn choice_value(fake: &FakeDiscord, command: &str, option: &str, name: &str) -> i64 {
    let state = fake.state();
    let cmd = state.command(command).expect("registered");
    cmd["options"]
        .as_array()
        .and_then(|options| options.iter().find(|o| o["name"] == option))
        .and_then(|o| o["choices"].as_array())
        .and_then(|choices| choices.iter().find(|c| c["name"] == name))
        .and_then(|c| c["value"].as_i64())
        .unwrap_or_else(|| panic!("/{command} {option} has no choice {name}"))
}

/// What a game against the computer came to: answers shown, their times, and what went wrong.
#[derive(Default)]
struct ComputerGame {
    answers: usize,
    latencies: Vec<Duration>,
    problems: Vec<String>,
}

/// The text a reply ends up showing: the answer itself, or a deferred answer once it replaces
/// its placeholder; with the time from the interaction sent to that moment.
async fn shown(
    fake: &FakeDiscord,
    sent: &fake_discord::Sent,
) -> Result<(String, Duration), String> {
    let answer = fake.answer(sent, STEP).await;
    match answer.kind {
        4 => Ok((answer.content().to_string(), answer.latency)),
        5 => {
            let text = fake
                .wait("the deferred answer", STEP * 4, |s| {
                    let id = s.interactions[&sent.id].original?;
                    let m = &s.messages[&id];
                    (!m.placeholder).then(|| m.content.clone())
                })
                .await;
            Ok((text, sent.sent_at.elapsed()))
        }
        kind => Err(format!("answer of kind {kind}: {}", answer.content())),
    }
}

/// One player against the computer in its own channel, sending random legal moves until `stop`
/// is set: every move waits for the computer's answer.
async fn play_computer(
    fake: Arc<FakeDiscord>,
    channel: u64,
    player: TestUser,
    level: i64,
    seed: u64,
    stop: Arc<std::sync::atomic::AtomicBool>,
) -> ComputerGame {
    let mut out = ComputerGame::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let variant = Variant::ALL
        .iter()
        .position(|v| *v == Variant::LatrunculiPiso)
        .unwrap() as i64;
    let me = choice_value(&fake, "play", "first", "me");
    let sent = fake.slash_in(
        channel,
        &player,
        "play",
        vec![
            Opt::Int("variant", variant),
            Opt::Int("level", level),
            Opt::Int("first", me),
        ],
    );
    if let Err(e) = shown(&fake, &sent).await {
        out.problems.push(format!("/play: {e}"));
        return out;
    }
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    while !stop.load(std::sync::atomic::Ordering::Relaxed) && game.outcome().is_none() {
        let legal = game.legal_move_texts();
        let text = legal[rng.random_range(0..legal.len())].clone();
        game.play_text(&text).expect("a legal move");
        let sent = fake.slash_in(
            channel,
            &player,
            "move",
            vec![Opt::Str("move", text.clone())],
        );
        let (reply, latency) = match shown(&fake, &sent).await {
            Ok(shown) => shown,
            Err(e) => {
                out.problems.push(format!("{text}: {e}"));
                break;
            }
        };
        out.latencies.push(latency);
        let Some(answer) = reply
            .split("answered `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
        else {
            if game.outcome().is_none() {
                out.problems.push(format!("{text}: no answer in {reply:?}"));
            }
            break;
        };
        out.answers += 1;
        for action in answer.split_whitespace() {
            if let Err(e) = game.play_text(action) {
                out.problems
                    .push(format!("the computer's {action} does not play: {e:?}"));
                return out;
            }
        }
    }
    out
}

/// One game of the load: its players, channel, id, and the moves the bot acknowledged.
struct Table {
    channel: u64,
    players: [TestUser; 2],
    game_id: i64,
    acknowledged: Vec<String>,
    latencies: Vec<Duration>,
    /// When each move was sent, for the timeline.
    sent_at: Vec<Instant>,
    refused: Vec<String>,
}

/// Moves sent and worst latency per 250 ms window (`TABULA_LOAD_TIMELINE=1`): shows whether
/// slow answers are spread out or come in stalls.
fn timeline(tables: &[Table], start: Instant) {
    let window = Duration::from_millis(250);
    let mut windows: Vec<(usize, Duration)> = Vec::new();
    for t in tables {
        for (sent, latency) in t.sent_at.iter().zip(&t.latencies) {
            let i =
                (sent.saturating_duration_since(start).as_millis() / window.as_millis()) as usize;
            if windows.len() <= i {
                windows.resize(i + 1, (0, Duration::ZERO));
            }
            windows[i].0 += 1;
            windows[i].1 = windows[i].1.max(*latency);
        }
    }
    for (i, (count, worst)) in windows.iter().enumerate() {
        println!(
            "  {:>6} ms: {count:>5} moves sent, worst {}",
            i * 250,
            ms(*worst)
        );
    }
}

/// How many threads a process has now, from `/proc` (Linux only).
fn thread_count(pid: u32) -> Option<usize> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("Threads:"))
        .and_then(|n| n.trim().parse().ok())
}

/// CPU time (user + system) a process used so far, from `/proc` (Linux only).
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name, which is in parentheses and may contain spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux reports clock ticks of 1/100 s on every common configuration.
    Some(Duration::from_millis(ticks * 10))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Challenge and accept: returns the game id.
async fn open_game(fake: &FakeDiscord, channel: u64, players: &[TestUser; 2]) -> i64 {
    let challenge = fake.slash_in(
        channel,
        &players[0],
        "challenge",
        vec![
            Opt::User("opponent", players[1].clone()),
            Opt::Int(
                "variant",
                Variant::ALL
                    .iter()
                    .position(|v| *v == Variant::LatrunculiPiso)
                    .unwrap() as i64,
            ),
            Opt::Int("first", 0), // me
        ],
    );
    let answer = fake.answer(&challenge, STEP).await;
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap_or_else(|| panic!("no Accept button: {answer:?}"))
        .0;
    let message = fake.original(&challenge).expect("the challenge message").id;
    let click = fake.click(&players[1], message, &accept);
    let answer = fake.answer(&click, STEP).await;
    assert_eq!(
        answer.kind, 7,
        "accepting updates the challenge: {answer:?}"
    );
    fake.followups(&click, 1, STEP).await;
    accept.rsplit(':').next().unwrap().parse().unwrap()
}

/// When a game sends its moves: `first`, then every `every` (never before the previous answer).
#[derive(Clone, Copy)]
struct Pace {
    first: tokio::time::Instant,
    every: Duration,
}

/// Plays `moves` random legal moves, each sent as soon as the previous one is answered, or on
/// the schedule of `pace`.
async fn play(
    fake: Arc<FakeDiscord>,
    mut table: Table,
    moves: usize,
    seed: u64,
    pace: Option<Pace>,
) -> Table {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for i in 0..moves {
        if let Some(pace) = pace {
            tokio::time::sleep_until(pace.first + pace.every * i as u32).await;
        }
        let ToAct::Side(side) = game.to_act() else {
            break;
        };
        let legal = game.legal_move_texts();
        let text = legal[rng.random_range(0..legal.len())].clone();
        let mover = &table.players[side.index()];
        let sent = fake.slash_in(
            table.channel,
            mover,
            "move",
            vec![Opt::Str("move", text.clone())],
        );
        let answer = fake.answer(&sent, STEP).await;
        table.latencies.push(answer.latency);
        table.sent_at.push(sent.sent_at);
        if answer.kind == 4 && !answer.ephemeral() {
            table.acknowledged.push(text.clone());
            game.play_text(&text).expect("a legal move");
        } else {
            table.refused.push(format!("{text}: {}", answer.content()));
            break;
        }
    }
    table
}

/// Compares the store with what the bot acknowledged. Returns the problems found.
fn check_store(database: &Path, tables: &[Table]) -> Vec<String> {
    let db = Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("the database opens read-only");
    let mut problems = Vec::new();
    for t in tables {
        let row: Result<(String, String), _> = db.query_row(
            "SELECT variant, state FROM games WHERE id = ?1 AND channel = ?2",
            rusqlite::params![t.game_id, t.channel.to_string()],
            |r| Ok((r.get(0)?, r.get(1)?)),
        );
        let Ok((variant, state)) = row else {
            problems.push(format!("game #{} is not in the store", t.game_id));
            continue;
        };
        let mut query = db
            .prepare("SELECT text FROM actions WHERE game_id = ?1 AND kind IN ('move', 'chance') ORDER BY seq")
            .expect("the actions table");
        let stored: Vec<String> = query
            .query_map([t.game_id], |r| r.get(0))
            .expect("actions")
            .collect::<Result<_, _>>()
            .expect("action texts");
        if stored != t.acknowledged {
            let lost = t.acknowledged.len().saturating_sub(stored.len());
            let extra = stored.len().saturating_sub(t.acknowledged.len());
            problems.push(format!(
                "game #{}: {} acknowledged, {} stored ({lost} lost, {extra} extra), first difference at {:?}",
                t.game_id,
                t.acknowledged.len(),
                stored.len(),
                stored.iter().zip(&t.acknowledged).position(|(a, b)| a != b)
            ));
            continue;
        }
        let variant: Variant = match variant.parse() {
            Ok(v) => v,
            Err(e) => {
                problems.push(format!("game #{}: {e}", t.game_id));
                continue;
            }
        };
        match AnyGame::replay(variant, stored.iter().map(String::as_str)) {
            Ok(replayed) => {
                let replayed = serde_json::to_value(&replayed).expect("a game serializes");
                let saved: serde_json::Value = serde_json::from_str(&state).unwrap_or_default();
                if replayed != saved {
                    problems.push(format!(
                        "game #{}: the stored position is not the replay of its history",
                        t.game_id
                    ));
                }
            }
            Err((i, e)) => problems.push(format!(
                "game #{}: action {i} does not replay: {e}",
                t.game_id
            )),
        }
    }
    problems
}

fn main() -> ExitCode {
    let settings = settings();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(settings))
}

async fn run(settings: Settings) -> ExitCode {
    let Settings {
        games,
        moves,
        rate,
        computer,
        level,
        prefill: prefilled,
    } = settings;
    let binary = Path::new(env!("CARGO_BIN_EXE_tabula"));
    let mode = match rate {
        Some(r) => format!("{r} moves/s offered"),
        None => "each move sent when the previous one is answered".to_string(),
    };
    println!(
        "e2e_load: {games} games x {moves} moves, {mode}; bot process {}",
        binary.display()
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database = dir.path().join("load.db");
    if prefilled > 0 {
        let started = Instant::now();
        prefill(&database, prefilled);
        let (db, _) = database_size(&database);
        println!(
            "prefilled:  {prefilled} live games in {} ({})",
            ms(started.elapsed()),
            mib(db)
        );
    }
    let fake = Arc::new(FakeDiscord::start_with(false).await);
    let mut bot = BotProcess::start(binary, &fake.api_url(), &database, Some(GUILD_ID), false);
    fake.wait_ready(1, STEP).await;

    // Open every game (challenge + accept), all at once.
    let started = Instant::now();
    let mut opening = Vec::new();
    for g in 0..games {
        let fake = Arc::clone(&fake);
        let channel = FIRST_CHANNEL + g as u64;
        let players = [
            TestUser::new(FIRST_USER + 2 * g as u64, &format!("white{g}"), "en-US"),
            TestUser::new(
                FIRST_USER + 2 * g as u64 + 1,
                &format!("black{g}"),
                if g % 2 == 0 { "fr" } else { "en-GB" },
            ),
        ];
        opening.push(tokio::spawn(async move {
            let game_id = open_game(&fake, channel, &players).await;
            Table {
                channel,
                players,
                game_id,
                acknowledged: Vec::new(),
                latencies: Vec::new(),
                sent_at: Vec::new(),
                refused: Vec::new(),
            }
        }));
    }
    let mut tables = Vec::new();
    for task in opening {
        tables.push(task.await.expect("a game opens"));
    }
    println!("opened {games} games in {}", ms(started.elapsed()));

    // The games against the computer, thinking during the whole run.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let level_value = (computer > 0).then(|| choice_value(&fake, "play", "level", &level));
    let against_computer: Vec<_> = (0..computer)
        .map(|k| {
            let player = TestUser::new(
                FIRST_USER + 2 * games as u64 + k as u64,
                &format!("solo{k}"),
                "en-US",
            );
            tokio::spawn(play_computer(
                Arc::clone(&fake),
                FIRST_CHANNEL + (games + k) as u64,
                player,
                level_value.unwrap_or_default(),
                1_000 + k as u64,
                Arc::clone(&stop),
            ))
        })
        .collect();
    if computer > 0 {
        // Let every search be asked for before people start.
        tokio::time::sleep(Duration::from_millis(500)).await;
    }

    // Play.
    let cpu_before = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    let started = Instant::now();
    let begin = tokio::time::Instant::now();
    let playing: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(g, t)| {
            // Each game moves every games/rate seconds; their starts are spread over one period.
            let pace = rate.filter(|r| *r > 0.0).map(|r| {
                let every = Duration::from_secs_f64(games as f64 / r);
                Pace {
                    first: begin + every.mul_f64(g as f64 / games as f64),
                    every,
                }
            });
            tokio::spawn(play(Arc::clone(&fake), t, moves, g as u64, pace))
        })
        .collect();
    let mut tables = Vec::new();
    for task in playing {
        tables.push(task.await.expect("a game plays"));
    }
    let elapsed = started.elapsed();
    let cpu_after = (cpu_time(bot.pid()), cpu_time(std::process::id()));
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut solo = Vec::new();
    for task in against_computer {
        solo.push(task.await.expect("a game against the computer plays"));
    }

    if std::env::var_os("TABULA_LOAD_TIMELINE").is_some() {
        timeline(&tables, started);
    }
    let mut latencies: Vec<Duration> = tables
        .iter()
        .flat_map(|t| t.latencies.iter().copied())
        .collect();
    latencies.sort();
    let acknowledged: usize = tables.iter().map(|t| t.acknowledged.len()).sum();
    let throughput = acknowledged as f64 / elapsed.as_secs_f64();
    let (p50, p95, p99) = (
        percentile(&latencies, 50.0),
        percentile(&latencies, 95.0),
        percentile(&latencies, 99.0),
    );
    let max = latencies.last().copied().unwrap_or_default();
    println!(
        "moves:      {acknowledged} acknowledged of {} sent, in {}",
        latencies.len(),
        ms(elapsed)
    );
    println!("throughput: {throughput:.0} moves/s");
    if let ((Some(b0), Some(f0)), (Some(b1), Some(f1))) = (cpu_before, cpu_after) {
        println!(
            "cpu:        bot {} ({:.0} us/move), fake and players {}",
            ms(b1 - b0),
            (b1 - b0).as_secs_f64() * 1e6 / acknowledged.max(1) as f64,
            ms(f1 - f0)
        );
    }
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    if let (Some(b0), Some(b1)) = (cpu_before.0, cpu_after.0) {
        println!(
            "threads:    the bot used {:.2} of the machine's {cores} cores (its CPU time / wall time), {} threads",
            (b1 - b0).as_secs_f64() / elapsed.as_secs_f64().max(1e-9),
            thread_count(bot.pid()).map_or("?".into(), |n| n.to_string())
        );
    }
    println!(
        "latency:    p50 {}  p95 {}  p99 {}  max {}",
        ms(p50),
        ms(p95),
        ms(p99),
        ms(max)
    );
    if computer > 0 {
        let mut answers: Vec<Duration> = solo
            .iter()
            .flat_map(|g| g.latencies.iter().copied())
            .collect();
        answers.sort();
        println!(
            "computer:   {computer} games against the computer ({level}), {} answers meanwhile; move to answer shown p50 {}  p99 {}  max {}",
            solo.iter().map(|g| g.answers).sum::<usize>(),
            ms(percentile(&answers, 50.0)),
            ms(percentile(&answers, 99.0)),
            ms(answers.last().copied().unwrap_or_default())
        );
    }

    let rss = peak_rss(bot.pid());
    let (db, wal) = database_size(&database);
    println!(
        "memory:     bot peak RSS {} (VmHWM); database {} + WAL {} ({} live games before the run)",
        rss.map_or("unknown".into(), mib),
        mib(db),
        mib(wal),
        prefilled
    );
    if let Some(rss) = rss {
        println!(
            "targets:    peak RSS <= 64 MiB {}",
            if rss <= 64 * 1024 * 1024 {
                "met"
            } else {
                "MISSED"
            }
        );
    }
    let status = bot.stop(STEP);
    let (db_after, wal_after) = database_size(&database);
    println!(
        "disk:       after the bot stopped: database {} + WAL {}",
        mib(db_after),
        mib(wal_after)
    );
    let mut failures = Vec::new();
    if !status.success() {
        failures.push(format!("the bot exited with {status}"));
    }
    for t in &tables {
        for r in &t.refused {
            failures.push(format!("game #{}: move refused: {r}", t.game_id));
        }
    }
    for (k, g) in solo.iter().enumerate() {
        for p in &g.problems {
            failures.push(format!("game against the computer {k}: {p}"));
        }
    }
    failures.extend(fake.problems());
    failures.extend(
        bot.log_problems()
            .into_iter()
            .map(|l| format!("bot log: {l}")),
    );
    failures.extend(check_store(&database, &tables));

    // The targets of issue 16: closed loop on all cores; p99 at a rate that the machine is
    // expected to serve. A 16-core machine gets the big ones, anything smaller the 2-core ones.
    let (closed_target, offered_target) = if cores >= 16 {
        (10_000.0, 5_000.0)
    } else {
        (1_500.0, 1_000.0)
    };
    let met = |ok: bool| if ok { "met" } else { "MISSED" };
    match rate {
        None => println!(
            "targets:    closed loop >= {closed_target:.0} moves/s on {cores} cores {}",
            met(throughput >= closed_target)
        ),
        Some(offered) => {
            let kept_up = throughput >= offered * 0.98;
            if offered >= offered_target {
                println!(
                    "targets:    at {offered:.0} moves/s offered on {cores} cores: p99 <= 50 ms {}, kept up (>= 98% served) {}",
                    met(p99 <= Duration::from_millis(50)),
                    met(kept_up)
                );
            } else {
                println!(
                    "targets:    none at this rate (the p99 target is read at {offered_target:.0} moves/s offered); kept up {}",
                    met(kept_up)
                );
            }
        }
    }
    if failures.is_empty() {
        println!("store:      every acknowledged move stored once, every game replays");
        ExitCode::SUCCESS
    } else {
        println!("FAILED ({} problems):", failures.len());
        for f in failures.iter().take(50) {
            println!("  {f}");
        }
        ExitCode::FAILURE
    }
}
