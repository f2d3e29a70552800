//! The games between people: opened by a challenge and an Accept, played move after move,
//! then checked against the database.

use super::*;

/// One game of the load: its players, channel, id, and the moves the bot acknowledged.
pub(crate) struct Table {
    pub(crate) channel: u64,
    pub(crate) players: [TestUser; 2],
    pub(crate) game_id: i64,
    pub(crate) acknowledged: Vec<String>,
    pub(crate) latencies: Vec<Duration>,
    /// When each move was sent, for the timeline.
    pub(crate) sent_at: Vec<Instant>,
    pub(crate) refused: Vec<String>,
}

impl Table {
    /// Game `game_id` in `channel` between `players`, before its first move.
    pub(crate) fn new(channel: u64, players: [TestUser; 2], game_id: i64) -> Table {
        Table {
            channel,
            players,
            game_id,
            acknowledged: Vec::new(),
            latencies: Vec::new(),
            sent_at: Vec::new(),
            refused: Vec::new(),
        }
    }
}

/// Challenge (Piso, the challenger first, with the `clock` choice's value if any) and accept:
/// returns the game id.
pub(crate) async fn open_game(
    fake: &FakeDiscord,
    channel: u64,
    players: &[TestUser; 2],
    clock: Option<i64>,
) -> i64 {
    let mut options = vec![
        Opt::User("opponent", players[1].clone()),
        Opt::Int(
            "variant",
            Variant::ALL
                .iter()
                .position(|v| *v == Variant::LatrunculiPiso)
                .unwrap() as i64,
        ),
        Opt::Int("first", 0), // me
    ];
    options.extend(clock.map(|c| Opt::Int("clock", c)));
    let challenge = fake.slash_in(channel, &players[0], "challenge", options);
    let answer = fake.answer(&challenge, STEP).await;
    // A bot short of time defers (kind 5) and shows the challenge when it is ready.
    let buttons = if answer.kind == 5 {
        deferred(fake, &challenge, STEP).await.buttons()
    } else {
        answer.buttons()
    };
    let accept = buttons
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap_or_else(|| panic!("no Accept button: {answer:?}"))
        .0;
    let message = fake.original(&challenge).expect("the challenge message").id;
    let click = fake.click(&players[1], message, &accept);
    let answer = fake.answer(&click, STEP).await;
    assert!(
        answer.kind == 7 || answer.kind == 6,
        "accepting updates the challenge (at once or deferred): {answer:?}"
    );
    fake.followups(&click, 1, STEP).await;
    crate::fake_discord::game_of(&accept)
}

/// The message a deferred answer (kind 5) shows once it replaces its placeholder (waiting at
/// most `timeout`).
pub(crate) async fn deferred(
    fake: &FakeDiscord,
    sent: &fake_discord::Sent,
    timeout: Duration,
) -> fake_discord::Message {
    fake.wait("the deferred answer", timeout, |s| {
        let id = s.interactions[&sent.id].original?;
        let m = &s.messages[&id];
        (!m.placeholder).then(|| m.clone())
    })
    .await
}

/// When a game sends its moves: `first`, then every `every` (never before the previous answer).
#[derive(Clone, Copy)]
pub(crate) struct Pace {
    pub(crate) first: tokio::time::Instant,
    pub(crate) every: Duration,
}

/// Told of each move's answer as it comes: its latency and whether it was acknowledged.
pub(crate) type OnAnswer = Arc<dyn Fn(Duration, bool) + Send + Sync>;

/// Plays `moves` random legal moves, each sent as soon as the previous one is answered, or on
/// the schedule of `pace`; `on_answer` is told of each answer as it comes.
pub(crate) async fn play(
    fake: Arc<FakeDiscord>,
    mut table: Table,
    moves: usize,
    seed: u64,
    pace: Option<Pace>,
    on_answer: Option<OnAnswer>,
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
        // A deferred answer (a bot short of time) counts when it shows, public.
        let (acknowledged, latency) = match answer.kind {
            5 if !answer.ephemeral() => {
                deferred(&fake, &sent, STEP).await;
                (true, sent.sent_at.elapsed())
            }
            kind => (kind == 4 && !answer.ephemeral(), answer.latency),
        };
        table.latencies.push(latency);
        table.sent_at.push(sent.sent_at);
        if let Some(tell) = &on_answer {
            tell(latency, acknowledged);
        }
        if acknowledged {
            table.acknowledged.push(text.clone());
            game.play_text(&text).expect("a legal move");
        } else {
            table.refused.push(format!("{text}: {}", answer.content()));
            break;
        }
    }
    table
}

/// The stopped bot's database, read: SQLite's file opened read-only, or PostgreSQL.
enum Stored {
    Sqlite(Connection),
    Postgres(postgres::Client),
}

impl Stored {
    /// `database`: what the bot's `--database` got, a SQLite file or a PostgreSQL URL.
    fn open(database: &Path) -> Stored {
        match database.to_str().filter(|d| tabula::store::pg::is_url(d)) {
            Some(url) => Stored::Postgres(
                postgres::Client::connect(url, postgres::NoTls)
                    .expect("the PostgreSQL database opens"),
            ),
            None => Stored::Sqlite(
                Connection::open_with_flags(database, OpenFlags::SQLITE_OPEN_READ_ONLY)
                    .expect("the database opens read-only"),
            ),
        }
    }

    /// The variant and snapshot of game `id` in `channel`, if it is there.
    fn game(&mut self, id: i64, channel: u64) -> Option<(String, String)> {
        const SQL: &str = "SELECT variant, state FROM games WHERE id = $1 AND channel = $2";
        match self {
            Stored::Sqlite(db) => db
                .query_row(SQL, rusqlite::params![id, channel.to_string()], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })
                .ok(),
            Stored::Postgres(db) => db
                .query_opt(SQL, &[&id, &channel.to_string()])
                .expect("the games table")
                .map(|r| (r.get(0), r.get(1))),
        }
    }

    /// The moves of game `id`, in order.
    fn moves(&mut self, id: i64) -> Vec<String> {
        const SQL: &str =
            "SELECT text FROM actions WHERE game_id = $1 AND kind IN ('move', 'chance') ORDER BY seq";
        match self {
            Stored::Sqlite(db) => db
                .prepare(SQL)
                .expect("the actions table")
                .query_map([id], |r| r.get(0))
                .expect("actions")
                .collect::<Result<_, _>>()
                .expect("action texts"),
            Stored::Postgres(db) => db
                .query(SQL, &[&id])
                .expect("the actions table")
                .iter()
                .map(|r| r.get(0))
                .collect(),
        }
    }
}

/// Compares the store (`database`: what the bot's `--database` got) with what the bot
/// acknowledged. Returns the problems found.
pub(crate) fn check_store(database: &Path, tables: &[Table]) -> Vec<String> {
    let mut db = Stored::open(database);
    let mut problems = Vec::new();
    for t in tables {
        let Some((variant, state)) = db.game(t.game_id, t.channel) else {
            problems.push(format!("game #{} is not in the store", t.game_id));
            continue;
        };
        let stored = db.moves(t.game_id);
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
                // The snapshot column holds the position's text (schema 11).
                if replayed.position_text() != state {
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
