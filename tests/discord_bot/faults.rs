//! Discord misbehaving, one test per fault the fake injects: REST 500 and 502 on callbacks and
//! follow-ups, 429 (route and global), responses slower than 3 s, the gateway closing the
//! socket (resume), RECONNECT (op 7), INVALID_SESSION (op 9), a duplicated dispatch. Each time:
//! the move is applied once (counted in the database), the player gets an answer once Discord
//! takes it (or the answer is posted in the channel), and the bot keeps running (a next move is
//! answered, and it stops cleanly).

use super::*;
use crate::fake_discord::faults::Route;
use crate::fake_discord::{Message, CHANNEL_ID};

/// Challenge and accept a Piso game in `channel`; `players[0]` moves first. Returns its id.
pub(super) async fn open_piso(fake: &FakeDiscord, channel: u64, players: &[TestUser; 2]) -> i64 {
    let piso = variant_choice(fake, Variant::LatrunculiPiso);
    let challenge = fake.slash_in(
        channel,
        &players[0],
        "challenge",
        vec![
            Opt::User("opponent", players[1].clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", choice(fake, "challenge", "first", "me")),
        ],
    );
    let answer = fake.answer(&challenge, STEP).await;
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap_or_else(|| panic!("an Accept button: {answer:?}"))
        .0;
    let message = fake.original(&challenge).unwrap().id;
    let click = fake.click(&players[1], message, &accept);
    fake.answer(&click, STEP).await;
    fake.followups(&click, 1, STEP).await;
    crate::fake_discord::game_of(&accept)
}

/// The moves stored for a game, read from the database file.
fn stored(database: &Path, game: i64) -> Vec<String> {
    let db =
        rusqlite::Connection::open_with_flags(database, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap();
    let mut q = db
        .prepare("SELECT text FROM actions WHERE game_id = ?1 AND kind = 'move' ORDER BY seq")
        .unwrap();
    q.query_map([game], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// A running bot with a game between alice (to move) and bruno.
struct Table {
    _dir: tempfile::TempDir,
    database: std::path::PathBuf,
    fake: FakeDiscord,
    bot: BotProcess,
    game: i64,
    alice: TestUser,
    bruno: TestUser,
}

async fn table() -> Table {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let game = open_piso(&fake, CHANNEL_ID, &[alice.clone(), bruno.clone()]).await;
    Table {
        _dir: dir,
        database,
        fake,
        bot,
        game,
        alice,
        bruno,
    }
}

impl Table {
    /// `/move text` by `user`, without waiting.
    fn send(&self, user: &TestUser, text: &str) -> Sent {
        self.fake
            .slash(user, "move", vec![Opt::Str("move", text.to_string())])
    }

    /// The public answer to a move: its callback, on time, showing the move and a board.
    async fn answered(&self, sent: &Sent, text: &str) -> Answer {
        let answer = self.fake.answer(sent, STEP).await;
        assert_eq!(answer.kind, 4, "{answer:?}");
        assert!(
            !answer.ephemeral() && answer.content().contains(text),
            "{answer:?}"
        );
        assert_board(&answer.files, text);
        answer
    }

    /// The game goes on: bruno's `reply` is answered, and the moves stored are `moves`.
    async fn goes_on(&self, reply: &str, moves: &[&str]) {
        let sent = self.send(&self.bruno, reply);
        self.answered(&sent, reply).await;
        assert_eq!(stored(&self.database, self.game), moves, "stored once each");
    }

    /// Public messages posted in the channel on the bot's own (not an interaction's answer).
    fn channel_posts(&self) -> Vec<Message> {
        self.fake
            .state()
            .public_messages(CHANNEL_ID)
            .into_iter()
            .filter(|m| m.interaction == 0)
            .cloned()
            .collect()
    }

    fn finish(mut self) {
        assert!(self.bot.running(), "the bot keeps running");
        stop_clean(&self.fake, &mut self.bot);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_500_on_the_callback_is_tried_again_and_the_move_applied_once() {
    let t = table().await;
    t.fake.fail_next(Route::Callback, 500, 2);
    let sent = t.send(&t.alice, "d4");
    t.answered(&sent, "d4").await;
    let tries = t
        .fake
        .calls_on(Route::Callback)
        .iter()
        .filter(|c| c.path.contains(&sent.id.to_string()))
        .count();
    assert_eq!(
        tries,
        3,
        "two 500s, then the answer: {:?}",
        t.fake.injected()
    );
    t.goes_on("e5", &["d4", "e5"]).await;
    assert!(t.channel_posts().is_empty(), "no late copy");
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_refused_until_discord_stops_waiting_is_posted_in_the_channel() {
    let t = table().await;
    t.fake.fail_next(Route::Callback, 502, 1000);
    let sent = t.send(&t.alice, "d4");
    let posted = t
        .fake
        .wait("the move's answer in the channel", STEP, |s| {
            s.public_messages(CHANNEL_ID)
                .into_iter()
                .find(|m| m.interaction == 0)
                .cloned()
        })
        .await;
    assert!(posted.content.contains("d4"), "{posted:?}");
    assert!(posted.content.contains("Sent late"), "{posted:?}");
    assert!(posted.pings.contains(&t.bruno.id), "bruno is told to play");
    assert_board(&posted.files, "the late answer");
    assert!(t.fake.state().interactions[&sent.id].answer.is_none());
    t.fake.heal();
    t.goes_on("e5", &["d4", "e5"]).await;
    assert_eq!(t.channel_posts().len(), 1);
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_502_on_follow_ups_is_tried_again_and_the_game_starts_once() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let (challenge, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", choice(&fake, "challenge", "first", "me")),
        ],
    )
    .await;
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap()
        .0;
    fake.fail_next(Route::Followup, 502, 2);
    let message = fake.original(&challenge).unwrap().id;
    let (click, answer) = click(&fake, &bruno, message, &accept).await;
    assert_eq!(answer.kind, 7);
    let started = fake.followups(&click, 1, STEP).await;
    assert!(started[0].pings.contains(&alice.id));
    assert_eq!(fake.injected().len(), 2, "{:?}", fake.injected());
    let (_, answer) = command(&fake, &alice, "move", vec![Opt::Str("move", "d4".into())]).await;
    assert!(answer.content().contains("d4"));
    // The game went on, so the start's tries are over: it was posted once.
    assert_eq!(fake.state().followups_of(click.id).len(), 1, "one start");
    fake.assert_no_problems();
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_on_callbacks_is_waited_out() {
    let t = table().await;
    t.fake
        .rate_limit(Route::Callback, Duration::from_millis(700), 0.7, false);
    let sent = t.send(&t.alice, "d4");
    let answer = t.answered(&sent, "d4").await;
    assert!(answer.latency >= Duration::from_millis(600), "{answer:?}");
    assert!(!t.fake.injected().is_empty());
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_is_waited_out() {
    let t = table().await;
    t.fake
        .rate_limit(Route::Any, Duration::from_millis(1000), 1.0, true);
    let sent = t.send(&t.alice, "d4");
    let answer = t.answered(&sent, "d4").await;
    assert!(answer.latency >= Duration::from_millis(900), "{answer:?}");
    assert!(t.fake.injected().iter().all(|l| l.contains("global true")));
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn responses_slower_than_3_s_keep_the_move_once_and_the_bot_running() {
    let t = table().await;
    t.fake
        .slow_next(Route::Callback, Duration::from_millis(3500), 1);
    let sent = t.send(&t.alice, "d4");
    // The callback reached Discord at once; only its response is slow.
    t.answered(&sent, "d4").await;
    // Meanwhile the bot answers others.
    let (_, board) = command(&t.fake, &t.bruno, "board", vec![]).await;
    assert_eq!(board.kind, 4);
    // Once the slow response has reached the bot and the game went on, a late copy would
    // have been posted: there is none.
    t.fake
        .wait("the slow response to be sent", STEP, |s| {
            (s.held_back_sent >= 1).then_some(())
        })
        .await;
    t.goes_on("e5", &["d4", "e5"]).await;
    assert!(
        t.channel_posts().is_empty(),
        "no late copy of an answer that got through"
    );
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateway_closing_the_socket_is_resumed_and_a_move_sent_meanwhile_is_answered() {
    let t = table().await;
    t.fake.close_gateway(Some(4000));
    let sent = t.send(&t.alice, "d4");
    t.answered(&sent, "d4").await;
    assert_eq!(t.fake.sessions(), (1, 1), "resumed, not identified again");
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnect_op_7_is_resumed() {
    let t = table().await;
    t.fake.send_reconnect();
    t.fake.wait_connected(2, STEP).await;
    assert_eq!(t.fake.sessions(), (1, 1));
    let sent = t.send(&t.alice, "d4");
    t.answered(&sent, "d4").await;
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_session_op_9_makes_the_bot_identify_again() {
    let t = table().await;
    t.fake.send_invalid_session(false);
    t.fake
        .wait("a second IDENTIFY", Duration::from_secs(15), |s| {
            (s.connected && s.identifies.len() == 2).then_some(())
        })
        .await;
    let sent = t.send(&t.alice, "d4");
    t.answered(&sent, "d4").await;
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dispatch_delivered_twice_moves_once_and_is_answered_once() {
    let t = table().await;
    let sent = t.send(&t.alice, "d4");
    t.answered(&sent, "d4").await;
    t.fake.deliver_again(&sent);
    replay_ignored(&t.fake, &t.bot, &sent).await;
    t.fake.assert_no_problems();
    assert_eq!(stored(&t.database, t.game), ["d4"]);
    t.goes_on("e5", &["d4", "e5"]).await;
    t.finish();
}
