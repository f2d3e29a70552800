//! A game in a group DM where the app is only on a user's account (issue 51, item 1), against
//! the fake's private channels (`fake_discord::private`): the bot is not in the channel, so
//! every board, "your turn" and result is an interaction's answer (a post in the channel would
//! be refused with 50001, a problem); the opponent is told it is their turn by the mention in
//! that answer, which notifies them; tokens expire after 15 minutes of the fake's clock (a
//! request with an older one would be refused with 50027, a problem), and the bot never makes
//! one. The test ends without problems, which proves both. Only alice has the app: bruno, who
//! sees none of its commands there, plays, and resigns, with the buttons under the boards
//! (`service::pick`), pressed as Discord's client presses them (`FakeDiscord::press`).

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

/// The id of the button of `message` whose id starts with `start`.
fn button_of(message: &crate::fake_discord::Message, start: &str) -> String {
    message
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with(start))
        .unwrap_or_else(|| panic!("no {start} button under {message:?}"))
        .0
}

/// `who`, without the app's commands, plays the first legal move of `game` with the buttons
/// under the board `board`: Move…, which lists their moves privately, then the group the move is
/// in, then the move. The public board that follows.
async fn play_with_buttons(
    fake: &FakeDiscord,
    who: &TestUser,
    board: &crate::fake_discord::Message,
    game: &mut AnyGame,
    id: i64,
) -> crate::fake_discord::Message {
    let text = game.legal_move_texts()[0].clone();
    let sent = fake.press(
        who,
        board.id,
        &button_of(board, &format!("tabula:moves:{id}:")),
    );
    let (answer, mut list) = answered(fake, &sent).await;
    assert!(
        answer.ephemeral(),
        "the list is {}'s only: {answer:?}",
        who.username
    );
    for _ in 0..4 {
        let buttons = list.buttons();
        if let Some((play, _)) = buttons.iter().find(|(_, label)| *label == text) {
            let sent = fake.press(who, list.id, play);
            fake.answer(&sent, STEP).await;
            fake.assert_no_problems();
            let shown = fake.followups(&sent, 1, STEP).await.remove(0);
            assert!(shown.public(), "{shown:?}");
            assert_board(&shown.files, "a move played with buttons");
            let pressed = fake.message(list.id).unwrap();
            assert!(
                pressed.buttons().is_empty(),
                "the list is spent: {pressed:?}"
            );
            game.play_text(&text).unwrap();
            return shown;
        }
        let (group, _) = buttons
            .iter()
            .find(|(_, label)| label.strip_suffix('…').is_some_and(|s| text.starts_with(s)))
            .unwrap_or_else(|| panic!("no way to {text} in {buttons:?}"));
        let sent = fake.press(who, list.id, group);
        let answer = fake.answer(&sent, STEP).await;
        fake.assert_no_problems();
        assert_eq!(
            answer.kind, 7,
            "a group narrows the list in place: {answer:?}"
        );
        list = fake.message(list.id).unwrap();
    }
    panic!("{text} not reached in four presses")
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

    // bruno has no /move (Discord shows a user-installed app's commands to that user only):
    // he plays with the buttons under the board; alice is told it is her turn.
    let moved = play_with_buttons(&fake, &bruno, &moved, &mut game, id).await;
    assert!(
        notified(&fake, &alice, moved.id),
        "alice is told it is her turn"
    );
    // alice cannot open bruno's list, nor play for him from the board when it is her turn.
    let stranger = fake.press(&alice, moved.id, &button_of(&moved, "tabula:moves:"));
    let (refused, _) = answered(&fake, &stranger).await;
    assert!(refused.ephemeral(), "{refused:?}");

    // Sixteen minutes later by Discord's clock every earlier token has expired: the next move
    // still gets its board, answered with its own token.
    fake.advance_clock(Duration::from_secs(16 * 60));
    let moved = play(&fake, chat, &alice, &mut game, id).await;
    assert!(
        notified(&fake, &bruno, moved.id),
        "bruno is told after the pause"
    );

    // bruno answers with the buttons once more, then resigns with the board's Resign, which
    // asks him first, privately; the result is public and tells alice.
    let moved = play_with_buttons(&fake, &bruno, &moved, &mut game, id).await;
    let sent = fake.press(&bruno, moved.id, &button_of(&moved, "tabula:ask-resign:"));
    let (asked, question) = answered(&fake, &sent).await;
    assert!(asked.ephemeral(), "{asked:?}");
    let sent = fake.press(&bruno, question.id, &button_of(&question, "tabula:resign:"));
    fake.answer(&sent, STEP).await;
    let result = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(result.public(), "{result:?}");
    assert!(notified(&fake, &alice, result.id), "alice is told she won");
    assert!(
        fake.message(result.id)
            .unwrap()
            .buttons()
            .iter()
            .all(|(b, _)| !b.starts_with("tabula:moves:")),
        "a finished game's board plays no more"
    );
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
