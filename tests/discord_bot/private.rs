//! A game in a group DM where the app is only on a user's account (issue 51, item 1), against
//! the fake's private channels (`fake_discord::private`): the bot is not in the channel, so
//! every board, "your turn" and result is an interaction's answer (a post in the channel would
//! be refused with 50001, a problem); the opponent is told it is their turn by the mention in
//! that answer, which notifies them; tokens expire after 15 minutes of the fake's clock (a
//! request with an older one would be refused with 50027, a problem), and the bot never makes
//! one. The test ends without problems, which proves both.

use super::*;

/// `sent`'s answer, and the message it created, once the bot gave it.
async fn answered(fake: &FakeDiscord, sent: &Sent) -> (Answer, crate::fake_discord::Message) {
    let answer = fake.answer(sent, STEP).await;
    fake.assert_no_problems();
    let original = fake.original(sent).expect("an answer shown in the channel");
    (answer, original)
}

/// Whether Discord notified `user` of message `message`.
fn notified(fake: &FakeDiscord, user: &TestUser, message: u64) -> bool {
    fake.state()
        .notified
        .get(&user.id)
        .is_some_and(|m| m.contains(&message))
}

/// `who` plays the first legal move of `game` with `/move` in `channel`: the public answer with
/// its board.
async fn play(
    fake: &FakeDiscord,
    channel: u64,
    who: &TestUser,
    game: &mut AnyGame,
    id: i64,
) -> crate::fake_discord::Message {
    let text = game.legal_move_texts()[0].clone();
    game.play_text(&text).unwrap();
    let sent = fake.slash_in(
        channel,
        who,
        "move",
        vec![Opt::Str("move", text.clone()), Opt::Int("game", id)],
    );
    let (answer, shown) = answered(fake, &sent).await;
    assert!(!answer.ephemeral(), "{text}: {answer:?}");
    assert_board(&answer.files, "a move in a group DM");
    shown
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm_with_the_app_on_one_account() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    // Registered globally, as in production: a server's commands are that server's only.
    let mut bot = BotProcess::start(bot_binary(), &fake.api_url(), &database, None, true);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), carol());
    let chat = fake.add_group_dm(&[&alice, &bruno]);
    fake.install_for_user(&alice);

    // alice challenges bruno there; the challenge mentions him, which notifies him.
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let me = choice(&fake, "challenge", "first", "me");
    let sent = fake.slash_in(
        chat,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
        ],
    );
    let (answer, challenge) = answered(&fake, &sent).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(
        notified(&fake, &bruno, challenge.id),
        "the challenge notifies bruno"
    );
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .expect("an Accept button")
        .0;
    let id = crate::fake_discord::game_of(&accept);

    // alice cannot accept her own challenge; bruno, without the app, accepts with the button.
    let (_, refused) = click(&fake, &alice, challenge.id, &accept).await;
    assert!(refused.ephemeral(), "{refused:?}");
    let pressed = fake.click(&bruno, challenge.id, &accept);
    fake.answer(&pressed, STEP).await;
    let start = fake.followups(&pressed, 1, STEP).await.remove(0);
    assert!(start.public(), "{start:?}");
    assert!(
        notified(&fake, &alice, start.id),
        "the start tells alice it is her turn"
    );

    // alice moves: the answer has the board and tells bruno it is his turn.
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let moved = play(&fake, chat, &alice, &mut game, id).await;
    assert!(
        notified(&fake, &bruno, moved.id),
        "bruno is told it is his turn"
    );
    assert!(!notified(&fake, &alice, moved.id));

    // To type /move bruno adds the app to his account too; he moves, alice is told.
    fake.install_for_user(&bruno);
    let moved = play(&fake, chat, &bruno, &mut game, id).await;
    assert!(
        notified(&fake, &alice, moved.id),
        "alice is told it is her turn"
    );

    // Sixteen minutes later by Discord's clock every earlier token has expired: the next move
    // still gets its board, answered with its own token.
    fake.advance_clock(Duration::from_secs(16 * 60));
    let moved = play(&fake, chat, &alice, &mut game, id).await;
    assert!(
        notified(&fake, &bruno, moved.id),
        "bruno is told after the pause"
    );

    // bruno resigns: the result is the answer, public, and tells alice.
    let sent = fake.slash_in(chat, &bruno, "resign", vec![Opt::Int("game", id)]);
    let (answer, result) = answered(&fake, &sent).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(notified(&fake, &alice, result.id), "alice is told she won");
    caught_up(&fake).await;

    // The bot never posted in the group DM on its own, nor used a token past its 15 minutes
    // (either would be a problem: `stop_clean` checks there is none).
    let posts = fake
        .state()
        .calls
        .iter()
        .filter(|c| c.path.starts_with(&format!("/api/v10/channels/{chat}/")))
        .count();
    assert_eq!(posts, 0, "no request to the group DM's channel");
    stop_clean(&fake, &mut bot);
}
