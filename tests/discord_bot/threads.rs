//! Games played in threads (`/challenge … thread:True`), through the fake Discord's threads.

use super::*;
use crate::fake_discord::threads::{Thread, PUBLIC_THREAD};
use crate::fake_discord::{Message, CHANNEL_ID};

/// A slash command from `user` in `channel` (a thread, say), answered.
async fn command_in(
    fake: &FakeDiscord,
    channel: u64,
    user: &TestUser,
    name: &str,
    options: Vec<Opt>,
) -> (Sent, Answer) {
    let sent = fake.slash_in(channel, user, name, options);
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    (sent, answer)
}

/// `challenger` challenges `opponent` to Piso, moving first, in a thread: (the challenge's
/// message, its Accept button, the game).
async fn challenge_in_thread(
    fake: &FakeDiscord,
    challenger: &TestUser,
    opponent: &TestUser,
) -> (u64, String, i64) {
    let piso = variant_choice(fake, Variant::LatrunculiPiso);
    let me = choice(fake, "challenge", "first", "me");
    let (sent, answer) = command(
        fake,
        challenger,
        "challenge",
        vec![
            Opt::User("opponent", opponent.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
            Opt::Bool("thread", true),
        ],
    )
    .await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .expect("an Accept button")
        .0;
    let game = crate::fake_discord::game_of(&accept);
    (fake.original(&sent).unwrap().id, accept, game)
}

/// The thread name the bot gives a game of Piso between `a` and `b`, in `lang`.
fn expected_name(a: &TestUser, b: &TestUser, lang: Lang) -> String {
    let game = tabula::service::variant_name(lang, Variant::LatrunculiPiso);
    tabula::service::thread_name(a.display_name(), b.display_name(), game)
}

/// Waits for the one message in `thread`.
async fn first_message(fake: &FakeDiscord, thread: u64) -> Message {
    fake.wait("the game's start in its thread", STEP, |s| {
        s.public_messages(thread).first().map(|m| (*m).clone())
    })
    .await
}

/// Waits for the thread of `channel` started from `message`.
async fn thread_from(fake: &FakeDiscord, message: Option<u64>, name: &str) -> Thread {
    fake.wait(&format!("the thread {name:?}"), STEP, |s| {
        s.threads
            .values()
            .find(|t| t.parent == CHANNEL_ID && t.from_message == message && t.name == name)
            .cloned()
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accepted_thread_challenge_is_played_in_a_thread_opened_from_the_challenge() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let options = fake.state().command("challenge").unwrap()["options"].clone();
    let thread_option = options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "thread")
        .cloned()
        .expect("/challenge has a thread option");
    assert_eq!(thread_option["type"], 5, "a boolean");
    assert_eq!(thread_option["name_localizations"]["fr"], "fil");

    let (challenge, accept, id) = challenge_in_thread(&fake, &alice, &bruno).await;
    // Accepted with the button: the buttons go, a thread is opened from the challenge, named
    // after the players and the game, in the language of who accepted.
    let (sent, answer) = click(&fake, &bruno, challenge, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let name = expected_name(&alice, &bruno, lang_of(&bruno));
    let thread = thread_from(&fake, Some(challenge), &name).await;
    assert_eq!(thread.kind, PUBLIC_THREAD);
    assert_eq!(thread.id, challenge, "a thread from a message takes its id");
    // The game's start is posted in the thread: the board, pinging both players.
    let start = first_message(&fake, thread.id).await;
    assert!(
        start.content.contains(&format!("#{id}")),
        "{}",
        start.content
    );
    assert_board(&start.files, "the start in the thread");
    for player in [&alice, &bruno] {
        assert!(
            fake.notified(player.id).contains(&start.id),
            "{} is pinged in the thread",
            player.username
        );
    }
    // The channel is told where the game is played, pinging nobody.
    let pointer = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(pointer.public());
    assert!(
        pointer.content.contains(&format!("<#{}>", thread.id)),
        "{}",
        pointer.content
    );
    assert!(pointer.files.is_empty());
    assert!(pointer.pings.is_empty());

    // alice moves from inside the thread, without a game id: played, shown in the thread.
    let (_, answer) = command_in(
        &fake,
        thread.id,
        &alice,
        "move",
        vec![Opt::Str("move", "d4".into())],
    )
    .await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(answer.content().contains("`d4`"), "{answer:?}");
    assert_eq!(answer.pings(), [bruno.id], "bruno's turn");
    // The thread is archived (a week without a move): bruno's move from it still works, and
    // the answer brings it back.
    fake.archive_thread(thread.id, false);
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    game.play_text("d4").unwrap();
    let reply = game.legal_move_texts()[0].clone();
    let (_, answer) = command_in(
        &fake,
        thread.id,
        &bruno,
        "move",
        vec![Opt::Str("move", reply)],
    )
    .await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(!fake.thread(thread.id).unwrap().archived);
    caught_up(&fake).await;
    // The channel keeps the challenge and the pointer only; the moves are in the thread.
    let in_channel: Vec<u64> = fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .map(|m| m.id)
        .collect();
    assert_eq!(in_channel, [challenge, pointer.id]);
    assert_eq!(fake.channel_messages(thread.id).len(), 3);
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_the_bot_may_not_create_threads_the_game_stays_in_the_channel_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, carol) = (alice(), carol());
    fake.forbid_threads(CHANNEL_ID);
    let (challenge, accept, id) = challenge_in_thread(&fake, &alice, &carol).await;
    let (sent, answer) = click(&fake, &carol, challenge, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let start = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(start.public());
    assert_board(&start.files, "the start in the channel");
    let why = i18n::tf(lang_of(&carol), "threads-not-allowed", &[("id", &id)]);
    assert!(
        start.content.ends_with(&why),
        "the start says why in one line: {}",
        start.content
    );
    assert!(fake.notified(alice.id).contains(&start.id));
    assert!(fake.threads_of(CHANNEL_ID).is_empty());
    // The game is played in the channel.
    let (_, answer) = command(&fake, &alice, "move", vec![Opt::Str("move", "d4".into())]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_games_thread_a_move_for_another_game_is_refused_privately() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());
    // Two games in threads: one accepted with the button, one with /accept (its thread opened
    // without a message, public).
    let (challenge, accept, _) = challenge_in_thread(&fake, &alice, &bruno).await;
    click(&fake, &bruno, challenge, &accept).await;
    let one = thread_from(
        &fake,
        Some(challenge),
        &expected_name(&alice, &bruno, lang_of(&bruno)),
    )
    .await;
    first_message(&fake, one.id).await;
    let (_, _, second) = challenge_in_thread(&fake, &alice, &carol).await;
    let (_, answer) = command(&fake, &carol, "accept", vec![Opt::Int("game", second)]).await;
    let two = thread_from(&fake, None, &expected_name(&alice, &carol, lang_of(&carol))).await;
    assert_eq!(two.kind, PUBLIC_THREAD, "public, not Discord's default");
    assert!(
        answer.content().contains(&format!("<#{}>", two.id)),
        "{answer:?}"
    );
    first_message(&fake, two.id).await;

    // In the first game's thread, alice names the second game: refused privately, in one line.
    let (_, answer) = command_in(
        &fake,
        one.id,
        &alice,
        "move",
        vec![Opt::Str("move", "d4".into()), Opt::Int("game", second)],
    )
    .await;
    assert_refusal(&answer, "a move for another thread's game");
    let expected = i18n::tf(
        lang_of(&alice),
        "threads-error-another-game",
        &[("id", &second)],
    );
    assert_eq!(answer.content(), expected);
    // Each game is played in its own thread.
    for (thread, opponent) in [(one.id, &bruno), (two.id, &carol)] {
        let (_, answer) = command_in(
            &fake,
            thread,
            &alice,
            "move",
            vec![Opt::Str("move", "d4".into())],
        )
        .await;
        assert!(!answer.ephemeral(), "{answer:?}");
        assert_eq!(
            answer.pings(),
            [opponent.id],
            "the move of that thread's game"
        );
    }
    stop_clean(&fake, &mut bot);
}
