//! How the bot registers its commands, and how it answers in time when the service is slow.

use super::*;

/// Without a guild id the commands are registered globally.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_guild_the_commands_are_registered_globally() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start(
        bot_binary(),
        &fake.api_url(),
        &dir.path().join("t.db"),
        None,
        true,
    );
    fake.wait_ready(1, START).await;
    assert_eq!(fake.state().registered_in, Some(None));
    // Every command of the bot, each once.
    let registered: Vec<String> = fake
        .state()
        .commands
        .iter()
        .map(|c| c["name"].as_str().unwrap_or("").to_string())
        .collect();
    let expected = tabula::discord::commands();
    assert_eq!(registered.len(), expected.len(), "{registered:?}");
    for command in expected {
        assert!(
            registered.contains(&command.name.to_string()),
            "{} is registered",
            command.name
        );
    }
    fake.assert_no_problems();
    assert!(bot.stop(STEP).success());
}

/// The database's write lock, held from another connection as a long write (or a backup)
/// would: the bot's writes wait until [`DatabaseLock::release`].
struct DatabaseLock(rusqlite::Connection);

impl DatabaseLock {
    fn take(database: &Path) -> DatabaseLock {
        let db = rusqlite::Connection::open(database).expect("the database opens");
        db.execute_batch("BEGIN IMMEDIATE").expect("the write lock");
        DatabaseLock(db)
    }

    fn release(self) {
        self.0
            .execute_batch("ROLLBACK")
            .expect("the lock is released");
    }
}

/// When the service is slow (here: the database is locked for longer than Discord waits), the
/// bot acknowledges in time and delivers the answer when it comes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_in_time_then_delivered() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (message, accept) = piso_challenge(&fake, &alice, &bruno).await;

    // A click while the database is locked: acknowledged in time (type 6), then, once the lock
    // is gone, the buttons go and the game starts in a follow-up.
    let lock = DatabaseLock::take(&database);
    let (sent, answer) = click(&fake, &bruno, message, &accept).await;
    assert_eq!(answer.kind, 6, "a slow click is acknowledged: {answer:?}");
    lock.release();
    let started = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(
        started.public() && started.pings.contains(&alice.id),
        "{started:?}"
    );
    assert!(
        fake.message(message).unwrap().buttons().is_empty(),
        "the buttons went"
    );
    assert_board(&started.files, "a deferred start");

    // A move while the database is locked: deferred (type 5), then the placeholder becomes the
    // move's message.
    let lock = DatabaseLock::take(&database);
    let sent = fake.slash(&alice, "move", vec![Opt::Str("move", "d4".into())]);
    let answer = fake.answer(&sent, STEP).await;
    assert_eq!(answer.kind, 5, "a slow move is deferred: {answer:?}");
    assert!(
        !answer.ephemeral(),
        "the placeholder is public, like the move will be"
    );
    lock.release();
    let shown = fake
        .wait("the deferred move to be shown", STEP, |s| {
            let id = s.interactions[&sent.id].original?;
            let m = &s.messages[&id];
            (!m.placeholder).then(|| m.clone())
        })
        .await;
    assert!(shown.public() && shown.content.contains("d4"), "{shown:?}");
    assert!(
        shown.pings.is_empty(),
        "an edit notifies nobody, so it lets nobody be pinged (the late ping does): {shown:?}"
    );
    assert_board(&shown.files, "a deferred move");
    fake.wait("bruno to be told it is his turn", STEP, |s| {
        s.messages
            .values()
            .any(|m| m.interaction == sent.id && m.public() && m.pings.contains(&bruno.id))
            .then_some(())
    })
    .await;

    stop_clean(&fake, &mut bot);
}

/// A deferred command whose answer is private replaces its public "thinking" message with a
/// private follow-up. Discord shows the first follow-up in the place of a "thinking" message
/// still there, public whatever its flags: so when the placeholder cannot be deleted (Discord
/// fails a few times, or for good) the answer must not come as that follow-up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_answer_after_a_deferral_stays_private_when_the_placeholder_is_not_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (message, accept) = piso_challenge(&fake, &alice, &bruno).await;
    let (sent, _) = click(&fake, &bruno, message, &accept).await;
    fake.followups(&sent, 1, STEP).await;

    // Deleting the placeholder fails three times (then works), or for good (403).
    for (status, count) in [(500, 3), (403, 1000)] {
        fake.fail_next(
            crate::fake_discord::faults::Route::DeleteMessage,
            status,
            count,
        );
        // A move while the database is locked is deferred; meanwhile the game changes under it
        // (written in the lock's transaction), so the move finds the board changed: a private
        // answer.
        let lock = DatabaseLock::take(&database);
        lock.0
            .execute_batch("UPDATE games SET version = version + 1")
            .expect("the game changes");
        let sent = fake.slash(&alice, "move", vec![Opt::Str("move", "d4".into())]);
        let answer = fake.answer(&sent, STEP).await;
        assert_eq!(answer.kind, 5, "a slow move is deferred: {answer:?}");
        lock.0
            .execute_batch("COMMIT")
            .expect("the change is written");
        let private = fake
            .wait("the private answer", STEP, |s| {
                s.messages
                    .values()
                    .find(|m| m.interaction == sent.id && m.ephemeral() && !m.deleted)
                    .cloned()
            })
            .await;
        assert!(
            private.content.contains("changed"),
            "the answer: {private:?}"
        );
        let state = fake.state();
        let shown: Vec<&crate::fake_discord::Message> = state
            .messages
            .values()
            .filter(|m| m.interaction == sent.id && m.public())
            .collect();
        assert!(
            shown.iter().all(|m| !m.content.contains("changed")),
            "{status}: the private answer was shown to everyone: {shown:?}"
        );
        drop(state);
        fake.state().faults.clear();
    }
    stop_clean(&fake, &mut bot);
}

/// A move slow enough to be deferred is shown by editing the "thinking" message, and Discord
/// notifies nobody of the mentions in an edit: the next player is still pinged, once, by a new
/// message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_move_notifies_the_next_player_exactly_once() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (message, accept) = piso_challenge(&fake, &alice, &bruno).await;
    // Bruno was notified by the challenge, alice by the start.
    assert_eq!(
        fake.notified(bruno.id).len(),
        1,
        "the challenge pings bruno"
    );
    let (sent, _) = click(&fake, &bruno, message, &accept).await;
    fake.followups(&sent, 1, STEP).await;
    assert_eq!(fake.notified(alice.id).len(), 1, "the start pings alice");
    let (alice_before, bruno_before) =
        (fake.notified(alice.id).len(), fake.notified(bruno.id).len());

    let lock = DatabaseLock::take(&database);
    let sent = fake.slash(&alice, "move", vec![Opt::Str("move", "d4".into())]);
    let answer = fake.answer(&sent, STEP).await;
    assert_eq!(answer.kind, 5, "a slow move is deferred: {answer:?}");
    lock.release();
    let shown = fake
        .wait("the deferred move to be shown", STEP, |s| {
            let id = s.interactions[&sent.id].original?;
            let m = &s.messages[&id];
            (!m.placeholder).then(|| m.clone())
        })
        .await;
    assert!(shown.content.contains("d4"), "{shown:?}");
    assert_board(&shown.files, "a deferred move");
    let pinged = fake
        .wait("bruno to be notified of his turn", STEP, |s| {
            let by_the_move: Vec<u64> = s
                .notified
                .get(&bruno.id)
                .into_iter()
                .flatten()
                .copied()
                .filter(|m| s.messages[m].interaction == sent.id)
                .collect();
            (!by_the_move.is_empty()).then_some(by_the_move)
        })
        .await;
    // Nothing else comes (the bot has stopped, so nothing more can): once, and alice is not
    // pinged by her own move.
    stop_clean(&fake, &mut bot);
    assert_eq!(pinged.len(), 1);
    assert_eq!(fake.notified(bruno.id).len(), bruno_before + 1);
    assert_eq!(
        fake.notified(alice.id).len(),
        alice_before,
        "alice is not pinged by her own move"
    );
    let ping = fake.message(pinged[0]).unwrap();
    assert!(ping.public(), "{ping:?}");
}

/// Alice challenges bruno to Piso, playing first: the challenge's message and its Accept
/// button.
pub(super) async fn piso_challenge(
    fake: &FakeDiscord,
    alice: &TestUser,
    bruno: &TestUser,
) -> (u64, String) {
    let piso = variant_choice(fake, Variant::LatrunculiPiso);
    let me = choice(fake, "challenge", "first", "me");
    let (challenge, answer) = command(
        fake,
        alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
        ],
    )
    .await;
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap()
        .0;
    (fake.original(&challenge).unwrap().id, accept)
}
