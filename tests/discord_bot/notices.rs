//! Your-turn notices through the fake Discord (issue 51, item 3): `/notify turn` and a direct
//! message when the turn becomes the player's (the DM channel opened with
//! `POST /users/@me/channels`, then a message in it); a user whose direct messages are closed
//! (the fake's 50007) has their notices turned off and is told once, at their next command; a
//! daily digest, sent at its hour by a bot whose clock reached it while it was stopped.

use super::*;
use crate::fake_discord::model::CHANNEL_ID;

/// `challenger` challenges `opponent` to Piso (3 days a move, the default), moving first;
/// `opponent` accepts with the button. The game's id.
async fn correspondence_game(
    fake: &FakeDiscord,
    challenger: &TestUser,
    opponent: &TestUser,
) -> i64 {
    let (message, accept) = super::resilience::piso_challenge(fake, challenger, opponent).await;
    let (_, answer) = click(fake, opponent, message, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    crate::fake_discord::game_of(&accept)
}

/// `/notify` with `mode` (and `hour`): the private answer's text.
async fn notify(fake: &FakeDiscord, who: &TestUser, mode: &str, hour: Option<i64>) -> String {
    let mode = choice(fake, "notify", "mode", mode);
    let mut options = vec![Opt::Int("mode", mode)];
    options.extend(hour.map(|h| Opt::Int("hour", h)));
    let (_, answer) = command(fake, who, "notify", options).await;
    assert!(answer.ephemeral(), "{answer:?}");
    answer.content().to_string()
}

/// The direct messages `user` has, once there are `count`.
async fn direct_messages(
    fake: &FakeDiscord,
    user: &TestUser,
    count: usize,
) -> Vec<crate::fake_discord::Message> {
    let id = user.id;
    fake.wait(&format!("{count} DM(s) to {}", user.username), START, |s| {
        let channel = s.dm_channels.get(&id)?;
        let found: Vec<_> = s.public_messages(*channel).into_iter().cloned().collect();
        (found.len() >= count).then_some(found)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_notice_a_refused_one_told_once_and_a_digest_at_its_hour() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());
    let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}");

    // alice asks for turn notices; carol accepts her challenge: alice's turn, told by DM.
    let said = notify(&fake, &alice, "turn", None).await;
    assert!(said.contains("direct message"), "{said}");
    let game = correspondence_game(&fake, &alice, &carol).await;
    let dms = direct_messages(&fake, &alice, 1).await;
    assert!(
        dms[0].content.contains(&format!("game #{game}")) && dms[0].content.contains(&link),
        "{}",
        dms[0].content
    );

    // bruno (French) asks for them too, but his direct messages are closed: Discord's 50007.
    fake.close_dms(bruno.id);
    notify(&fake, &bruno, "turn", None).await;
    let second = correspondence_game(&fake, &bruno, &carol).await;
    bot.wait_log_lines("direct messages refused", 1, START)
        .await;
    assert!(fake.direct_messages(bruno.id).is_empty());
    // His next command (a public board) is followed by the note, once, privately, in French.
    let (sent, answer) = command(&fake, &bruno, "board", vec![Opt::Int("game", second)]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let note = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(!note.public(), "{note:?}");
    assert!(note.content.contains("/notifier"), "{}", note.content);
    // A private answer carries it in its own text; this one has none any more.
    let (_, answer) = command(&fake, &bruno, "notify", vec![]).await;
    assert!(
        answer.ephemeral() && !answer.content().contains("Discord"),
        "{answer:?}"
    );
    assert!(answer.content().contains("aucun avis"), "{answer:?}");
    let (sent, _) = command(&fake, &bruno, "board", vec![Opt::Int("game", second)]).await;
    caught_up(&fake).await;
    assert!(fake.state().followups_of(sent.id).is_empty(), "told once");

    // alice changes to a daily digest at the next hour; the bot is stopped and started again
    // with its clock past that hour: the digest lists her game with its link, once.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let hour = (now / 3_600 + 1) % 24;
    let said = notify(&fake, &alice, "digest", Some(hour)).await;
    assert!(said.contains(&format!("{hour}:00 UTC")), "{said}");
    fake.assert_no_problems();
    assert!(bot.stop(STEP).success());
    let offset = (now / 3_600 + 1) * 3_600 - now + 5;
    let mut bot = super::clocks::start_shifted(&fake, &database, offset);
    let dms = direct_messages(&fake, &alice, 2).await;
    let digest = &dms[1].content;
    assert!(
        digest.contains("One game is waiting") && digest.contains(&format!("#{game}")),
        "{digest}"
    );
    assert!(digest.contains(&link), "{digest}");
    assert!(
        !digest.contains(&format!("#{second}")),
        "not alice's game: {digest}"
    );
    fake.wait_ready(2, START).await;
    caught_up(&fake).await;
    assert_eq!(fake.direct_messages(alice.id).len(), 2, "one digest");
    stop_clean(&fake, &mut bot);
}
