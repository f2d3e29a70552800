//! kill -9 under load: the real bot process is killed with SIGKILL at random moments while many
//! games are played, and started again on the same database, several times; afterwards the
//! database is checked against what the players saw.
//!
//! Each game's two players send `/move`s one after the other (closed loop). A move is
//! *acknowledged* when its interaction callback reached the fake Discord (a public answer), and
//! *unacknowledged* when no callback came (the bot died first, or the interaction was sent while
//! it was down: the player knows it once the next bot has identified); after an unacknowledged
//! move the players wait for the bot to be back and read the game's stored history to go on
//! from the truth (a player would look at `/board`).
//!
//! Checked afterwards, from the SQLite file opened read-only:
//! - every acknowledged move is stored, exactly once, at the ply it was played;
//! - every game replays (`AnyGame::replay` of its stored actions) to its stored snapshot;
//! - every unacknowledged move is either stored at its ply (applied without acknowledgement) or
//!   absent (lost): both are counted and printed;
//! - where the store records interaction ids (table `interactions`, branch guard), each
//!   acknowledged move's interaction is recorded once for its game ([`check_interaction_ids`]).
//!
//! Used by the short test in `signals.rs` (a few kills) and by `benches/crash.rs` (200 games).

#![allow(dead_code)] // the e2e test and the bench use different parts

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rusqlite::{Connection, OpenFlags};
use tabula::games::{AnyGame, ToAct, Variant};

use super::process::BotProcess;
use crate::fake_discord::{FakeDiscord, Opt, TestUser, GUILD_ID};

const FIRST_USER: u64 = 700_000_000_000_000_000;
const FIRST_CHANNEL: u64 = 1_300_000_000_000_200_000;
/// How long a player waits for an answer, or for the bot that had the move to be replaced by
/// a new one; past it, the test fails (a bot that lives on and never answers).
const ANSWER_WAIT: Duration = Duration::from_secs(60);
/// How long the killer waits for the moves it strikes after.
const KILL_WAIT: Duration = Duration::from_secs(60);

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    pub games: usize,
    pub moves: usize,
    pub kills: usize,
    /// When each kill comes.
    pub kill_after: KillAfter,
    pub seed: u64,
    /// Copy the bot's log to stderr.
    pub echo: bool,
}

/// When the killer strikes, counted from the bot's last start.
#[derive(Clone, Copy, Debug)]
pub enum KillAfter {
    /// After a random pause in this range (milliseconds) of play: moments spread in time (the
    /// bench's way).
    Pause(u64, u64),
    /// After a random number in this range of moves sent: always while the games are played,
    /// however fast or loaded the machine (the test's way).
    Moves(usize, usize),
}

/// One move sent: its ply (index in the game's history), text, interaction, and whether its
/// callback came.
#[derive(Clone, Debug)]
pub struct Sent {
    pub ply: usize,
    pub text: String,
    pub interaction: u64,
    pub acknowledged: bool,
}

/// One game of the run.
pub struct Table {
    pub channel: u64,
    pub players: [TestUser; 2],
    pub game_id: i64,
    pub sent: Vec<Sent>,
    /// Private answers (a move refused because the bot was stopping, ...): ply and text.
    pub refused: Vec<String>,
}

/// What the run came to.
#[derive(Debug, Default)]
pub struct Report {
    pub kills: usize,
    pub sent: usize,
    pub acknowledged: usize,
    /// Unacknowledged moves found stored / not stored.
    pub applied_unacknowledged: usize,
    pub lost_unacknowledged: usize,
    pub refused: usize,
    /// Interaction ids checked in the store (0 where it records none).
    pub interaction_ids_checked: usize,
    pub restart_times: Vec<Duration>,
    pub elapsed: Duration,
    pub problems: Vec<String>,
}

impl Report {
    pub fn print(&self) {
        println!(
            "kills:      {} (bot back and connected after each in {})",
            self.kills,
            self.restart_times
                .iter()
                .map(|d| format!("{:.2} s", d.as_secs_f64()))
                .collect::<Vec<_>>()
                .join(", ")
        );
        println!(
            "moves:      {} sent, {} acknowledged, {} refused privately, in {:.1} s",
            self.sent,
            self.acknowledged,
            self.refused,
            self.elapsed.as_secs_f64()
        );
        println!(
            "not acknowledged: {} moves (no callback, or a private refusal): {} applied anyway, {} lost",
            self.applied_unacknowledged + self.lost_unacknowledged,
            self.applied_unacknowledged,
            self.lost_unacknowledged
        );
        if self.interaction_ids_checked > 0 {
            println!(
                "interaction ids: {} acknowledged moves found once each in the store",
                self.interaction_ids_checked
            );
        } else {
            println!("interaction ids: not recorded by this store (checked by ply and replay)");
        }
        if self.problems.is_empty() {
            println!("store:      every acknowledged move stored once, every game replays");
        } else {
            println!("FAILED ({} problems):", self.problems.len());
            for p in self.problems.iter().take(30) {
                println!("  {p}");
            }
        }
    }
}

/// The stored 'move' and 'chance' actions of a game, in order.
fn stored_actions(db: &Connection, game: i64) -> Vec<String> {
    let mut query = db
        .prepare_cached(
            "SELECT text FROM actions WHERE game_id = ?1 AND kind IN ('move', 'chance') ORDER BY seq",
        )
        .expect("the actions table");
    query
        .query_map([game], |r| r.get(0))
        .expect("actions")
        .collect::<Result<_, _>>()
        .expect("action texts")
}

fn open_read_only(database: &Path) -> Connection {
    Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("the database opens read-only")
}

/// Challenge and accept: the game id.
async fn open_game(fake: &FakeDiscord, channel: u64, players: &[TestUser; 2]) -> i64 {
    let piso = Variant::ALL
        .iter()
        .position(|v| *v == Variant::LatrunculiPiso)
        .unwrap() as i64;
    let challenge = fake.slash_in(
        channel,
        &players[0],
        "challenge",
        vec![
            Opt::User("opponent", players[1].clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", 0),
        ],
    );
    let answer = fake.answer(&challenge, Duration::from_secs(30)).await;
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap_or_else(|| panic!("no Accept button: {answer:?}"))
        .0;
    let message = fake.original(&challenge).expect("the challenge message").id;
    let click = fake.click(&players[1], message, &accept);
    fake.answer(&click, Duration::from_secs(30)).await;
    fake.followups(&click, 1, Duration::from_secs(30)).await;
    crate::fake_discord::game_of(&accept)
}

/// Waits until the bot is connected (it may be down between a kill and its restart).
async fn connected(fake: &FakeDiscord) {
    fake.wait("the bot to be connected", Duration::from_secs(60), |s| {
        s.connected.then_some(())
    })
    .await;
}

/// Plays one game: random legal moves, each sent once its previous one is settled.
async fn play(
    fake: Arc<FakeDiscord>,
    database: PathBuf,
    mut table: Table,
    moves: usize,
    seed: u64,
    done: Arc<Finished>,
) -> Table {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let mut ply = 0;
    while table.sent.len() < moves && game.outcome().is_none() {
        connected(&fake).await;
        let ToAct::Side(side) = game.to_act() else {
            break;
        };
        let legal = game.legal_move_texts();
        let text = legal[rng.random_range(0..legal.len())].clone();
        let mover = table.players[side.index()].clone();
        // A bot started after this one (an IDENTIFY more) means this one was killed: an
        // interaction it had gets no callback any more, and one still queued for it is
        // dropped with its session.
        let started = fake.state().identifies.len();
        let sent = fake.slash_in(
            table.channel,
            &mover,
            "move",
            vec![Opt::Str("move", text.clone())],
        );
        let answered = fake
            .wait(
                "an answer, or the bot that had the move killed",
                ANSWER_WAIT,
                |s| match &s.interactions[&sent.id].answer {
                    Some(answer) => Some(Ok(answer.clone())),
                    None => (s.identifies.len() > started).then_some(Err(())),
                },
            )
            .await;
        match answered {
            Ok(answer) if answer.kind == 4 && !answer.ephemeral() => {
                table.sent.push(Sent {
                    ply,
                    text: text.clone(),
                    interaction: sent.id,
                    acknowledged: true,
                });
                game.play_text(&text).expect("a legal move");
                ply += 1;
            }
            Ok(answer) => {
                // A private answer (the bot was stopping, or the move was refused): nothing
                // was played, says the bot; the check below holds it to that.
                table.sent.push(Sent {
                    ply,
                    text: text.clone(),
                    interaction: sent.id,
                    acknowledged: false,
                });
                table.refused.push(format!(
                    "{text} (kind {}): {}",
                    answer.kind,
                    answer.content()
                ));
            }
            Err(_) => {
                // No callback: the bot died (or was down). Go on from what is stored.
                table.sent.push(Sent {
                    ply,
                    text,
                    interaction: sent.id,
                    acknowledged: false,
                });
                connected(&fake).await;
                let db = open_read_only(&database);
                let stored = stored_actions(&db, table.game_id);
                game = AnyGame::replay(Variant::LatrunculiPiso, stored.iter().map(String::as_str))
                    .expect("the stored history replays");
                ply = stored.len();
            }
        }
    }
    done.one_more();
    table
}

/// How many games finished playing, with a signal on each.
#[derive(Default)]
struct Finished {
    count: std::sync::atomic::AtomicUsize,
    changed: tokio::sync::Notify,
}

impl Finished {
    fn one_more(&self) {
        self.count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.changed.notify_waiters();
    }

    fn count(&self) -> usize {
        self.count.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Returns once all `games` finished (never, if they never do).
    async fn all(&self, games: usize) {
        loop {
            let changed = self.changed.notified();
            if self.count() >= games {
                return;
            }
            changed.await;
        }
    }
}

/// The number of `/move`s sent so far.
fn moves_sent(state: &crate::fake_discord::State) -> usize {
    state
        .interactions
        .values()
        .filter(|i| i.payload["data"]["name"] == "move")
        .count()
}

/// Waits for the killer's next moment (see [`KillAfter`]), or until every game finished.
async fn kill_moment(fake: &FakeDiscord, plan: &Plan, rng: &mut SmallRng, done: &Finished) {
    let moment = async {
        match plan.kill_after {
            KillAfter::Pause(min, max) => {
                // The bench's random moment in time: the pause is the scenario.
                let pause = rng.random_range(min..=max);
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            KillAfter::Moves(min, max) => {
                let target = moves_sent(&fake.state()) + rng.random_range(min..=max);
                fake.wait("moves to be sent before a kill", KILL_WAIT, |s| {
                    (moves_sent(s) >= target).then_some(())
                })
                .await;
            }
        }
    };
    tokio::select! {
        () = moment => {}
        () = done.all(plan.games) => {}
    }
}

/// Where the store records each interaction that changed a game (table `interactions`, from
/// the exactly-once work): checks that every acknowledged move's interaction is recorded, once,
/// for its game. Returns how many were checked (0 if the store records none).
pub fn check_interaction_ids(
    db: &Connection,
    tables: &[Table],
    problems: &mut Vec<String>,
) -> usize {
    let has_table: bool = db
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'interactions'",
            [],
            |r| r.get::<_, i64>(0),
        )
        .map(|n| n > 0)
        .unwrap_or(false);
    if !has_table {
        return 0;
    }
    let mut checked = 0;
    for t in tables {
        for s in t.sent.iter().filter(|s| s.acknowledged) {
            let rows: Vec<i64> = db
                .prepare_cached("SELECT game_id FROM interactions WHERE id = ?1")
                .and_then(|mut q| {
                    q.query_map([s.interaction.to_string()], |r| r.get(0))?
                        .collect::<Result<_, _>>()
                })
                .unwrap_or_default();
            if rows != [t.game_id] {
                problems.push(format!(
                    "game #{}: the interaction {} of acknowledged move {} is recorded for {rows:?}",
                    t.game_id, s.interaction, s.text
                ));
            }
            checked += 1;
        }
    }
    checked
}

/// Checks the store against what the players saw; fills the report's counts and problems.
pub fn check_store(database: &Path, tables: &[Table], report: &mut Report) {
    let db = open_read_only(database);
    for t in tables {
        let row: Result<(String, String), _> = db.query_row(
            "SELECT variant, state FROM games WHERE id = ?1",
            [t.game_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        );
        let Ok((variant, state)) = row else {
            report
                .problems
                .push(format!("game #{} is not in the store", t.game_id));
            continue;
        };
        let stored = stored_actions(&db, t.game_id);
        let mut claimed: BTreeMap<usize, &Sent> = BTreeMap::new();
        for s in &t.sent {
            report.sent += 1;
            let here = stored.get(s.ply) == Some(&s.text);
            if s.acknowledged {
                report.acknowledged += 1;
                if !here {
                    report.problems.push(format!(
                        "game #{}: acknowledged move {} (ply {}) is not stored there (stored: {:?})",
                        t.game_id,
                        s.text,
                        s.ply,
                        stored.get(s.ply)
                    ));
                }
            } else if here && !claimed.contains_key(&s.ply) {
                report.applied_unacknowledged += 1;
            } else {
                report.lost_unacknowledged += 1;
            }
            if here {
                if let Some(other) = claimed.insert(s.ply, s) {
                    if other.acknowledged && s.acknowledged {
                        report.problems.push(format!(
                            "game #{}: two acknowledged moves claim ply {}",
                            t.game_id, s.ply
                        ));
                    }
                }
            }
        }
        // Nothing stored that nobody sent (a move stored twice would be one).
        if stored.len() > claimed.len() {
            report.problems.push(format!(
                "game #{}: {} actions stored, only {} sent moves account for them",
                t.game_id,
                stored.len(),
                claimed.len()
            ));
        }
        let variant: Variant = match variant.parse() {
            Ok(v) => v,
            Err(e) => {
                report.problems.push(format!("game #{}: {e}", t.game_id));
                continue;
            }
        };
        match AnyGame::replay(variant, stored.iter().map(String::as_str)) {
            Ok(replayed) => {
                // The snapshot column holds the position's text (schema 11).
                if replayed.position_text() != state {
                    report.problems.push(format!(
                        "game #{}: the stored position is not the replay of its history",
                        t.game_id
                    ));
                }
            }
            Err((i, e)) => report.problems.push(format!(
                "game #{}: action {i} does not replay: {e}",
                t.game_id
            )),
        }
        report.refused += t.refused.len();
    }
    let mut problems = Vec::new();
    report.interaction_ids_checked = check_interaction_ids(&db, tables, &mut problems);
    report.problems.extend(problems);
}

/// Runs the plan against the bot `binary`: opens the games, plays them while the killer kills
/// and restarts the bot, stops it cleanly, and checks the store.
pub async fn run(binary: &Path, plan: &Plan) -> Report {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let database = dir.path().join("crash.db");
    let fake = Arc::new(FakeDiscord::start_with(false).await);
    let start = |fake: &FakeDiscord| {
        BotProcess::start(
            binary,
            &fake.api_url(),
            &database,
            Some(GUILD_ID),
            plan.echo,
        )
    };
    let mut bot = start(&fake);
    fake.wait_ready(1, Duration::from_secs(60)).await;

    let mut opening = Vec::new();
    for g in 0..plan.games {
        let fake = Arc::clone(&fake);
        let channel = FIRST_CHANNEL + g as u64;
        let players = [
            TestUser::new(FIRST_USER + 2 * g as u64, &format!("white{g}"), "en-US"),
            TestUser::new(FIRST_USER + 2 * g as u64 + 1, &format!("black{g}"), "fr"),
        ];
        opening.push(tokio::spawn(async move {
            let game_id = open_game(&fake, channel, &players).await;
            Table {
                channel,
                players,
                game_id,
                sent: Vec::new(),
                refused: Vec::new(),
            }
        }));
    }
    let mut tables = Vec::new();
    for task in opening {
        tables.push(task.await.expect("a game opens"));
    }

    let started = Instant::now();
    let done = Arc::new(Finished::default());
    let playing: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(g, t)| {
            tokio::spawn(play(
                Arc::clone(&fake),
                database.clone(),
                t,
                plan.moves,
                plan.seed.wrapping_add(g as u64),
                Arc::clone(&done),
            ))
        })
        .collect();

    // The killer: SIGKILL at a random moment, start again on the same database.
    let mut rng = SmallRng::seed_from_u64(plan.seed ^ 0x6b11);
    let mut report = Report::default();
    for k in 0..plan.kills {
        kill_moment(&fake, plan, &mut rng, &done).await;
        if done.count() == plan.games {
            break;
        }
        bot.kill9();
        report.kills += 1;
        let killed = Instant::now();
        bot = start(&fake);
        fake.wait_ready(k + 2, Duration::from_secs(60)).await;
        report.restart_times.push(killed.elapsed());
    }
    let mut tables = Vec::new();
    for task in playing {
        tables.push(task.await.expect("a game plays"));
    }
    report.elapsed = started.elapsed();

    match bot.stop(Duration::from_secs(10)) {
        status if status.success() => {}
        status => report
            .problems
            .push(format!("the bot did not stop cleanly: {status}")),
    }
    report.problems.extend(
        fake.problems()
            .into_iter()
            .map(|p| format!("fake Discord: {p}")),
    );
    check_store(&database, &tables, &mut report);
    report
}
