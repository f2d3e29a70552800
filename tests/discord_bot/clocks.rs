//! Games that end through the fake Discord: a reminder and a loss on time applied at start after
//! the bot was stopped (its clock shifted by `TABULA_TEST_CLOCK_OFFSET`, the way a test makes
//! days pass), exactly once; a rematch; an abort; a challenge that lapses while the bot sleeps
//! until its deadline; draw offers declined and accepted.

use super::*;

const HOUR: i64 = 3_600;
const DAY: i64 = 86_400;

pub(super) fn start_shifted(fake: &FakeDiscord, database: &Path, offset: i64) -> BotProcess {
    BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        database,
        Some(GUILD_ID),
        true,
        &[("TABULA_TEST_CLOCK_OFFSET", offset.to_string())],
    )
}

/// Messages the bot posted in the channel on its own (not answers), oldest first.
fn posted(fake: &FakeDiscord) -> Vec<crate::fake_discord::Message> {
    fake.state()
        .public_messages(crate::fake_discord::model::CHANNEL_ID)
        .into_iter()
        .filter(|m| m.interaction == 0)
        .cloned()
        .collect()
}

async fn wait_posted(fake: &FakeDiscord, what: &str, needle: &str) -> crate::fake_discord::Message {
    let needle = needle.to_string();
    fake.wait(what, START, |s| {
        s.public_messages(crate::fake_discord::model::CHANNEL_ID)
            .into_iter()
            .find(|m| m.interaction == 0 && m.content.contains(&needle))
            .cloned()
    })
    .await
}

fn button(buttons: &[(String, String)], kind: &str) -> String {
    buttons
        .iter()
        .find(|(id, _)| id.starts_with(&format!("tabula:{kind}:")))
        .unwrap_or_else(|| panic!("a {kind} button: {buttons:?}"))
        .0
        .clone()
}

/// `challenger` challenges `opponent` to Piso (challenger first) with `clock`; `opponent`
/// accepts with the button. Returns the game id.
async fn start_game(
    fake: &FakeDiscord,
    challenger: &TestUser,
    opponent: &TestUser,
    clock: &str,
) -> i64 {
    let piso = variant_choice(fake, Variant::LatrunculiPiso);
    let me = choice(fake, "challenge", "first", "me");
    let clock = choice(fake, "challenge", "clock", clock);
    let (sent, answer) = command(
        fake,
        challenger,
        "challenge",
        vec![
            Opt::User("opponent", opponent.clone()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
            Opt::Int("clock", clock),
        ],
    )
    .await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let accept = button(&answer.buttons(), "accept");
    let id: i64 = crate::fake_discord::game_of(&accept);
    let message = fake.original(&sent).unwrap().id;
    let (_, answer) = click(fake, opponent, message, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    id
}

/// Plays `count` moves of game `id` (the first legal one each time), alternating from `first`.
async fn play_moves(
    fake: &FakeDiscord,
    game: &mut AnyGame,
    players: [&TestUser; 2],
    id: i64,
    count: usize,
) {
    for _ in 0..count {
        let ToAct::Side(side) = game.to_act() else {
            panic!("nobody to act")
        };
        let text = game.legal_move_texts()[0].clone();
        game.play_text(&text).unwrap();
        let (_, answer) = command(
            fake,
            players[side.index()],
            "move",
            vec![Opt::Str("move", text.clone()), Opt::Int("game", id)],
        )
        .await;
        assert!(!answer.ephemeral(), "{text}: {answer:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_and_a_loss_on_time_come_once_across_restarts_then_a_rematch_and_an_abort() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_shifted(&fake, &database, 0);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());

    // The clock option is registered with its six choices, named in French too.
    {
        let state = fake.state();
        let challenge = state.command("challenge").unwrap();
        let clock = challenge["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "clock")
            .expect("a clock option");
        assert_eq!(clock["choices"].as_array().unwrap().len(), 6);
        assert_eq!(clock["name_localizations"]["fr"], "pendule");
    }

    let id = start_game(&fake, &alice, &bruno, "1 day").await;
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    play_moves(&fake, &mut game, [&alice, &bruno], id, 4).await;
    let (_, answer) = command(&fake, &alice, "games", vec![]).await;
    assert!(
        answer.content().contains("your turn") && answer.content().contains("left"),
        "{}",
        answer.content()
    );
    stop_clean(&fake, &mut bot);

    // 18 h later (a quarter of the day left): the reminder is posted at start, pinging alice.
    let mut bot = start_shifted(&fake, &database, 18 * HOUR + 5);
    fake.wait_ready(2, START).await;
    let reminder = wait_posted(&fake, "the reminder", &format!("your move in game #{id}")).await;
    assert_eq!(reminder.pings, vec![alice.id]);
    stop_clean(&fake, &mut bot);

    // A day later: alice lost on time, told at start with the board and a Rematch button; the
    // reminder is not posted again.
    let mut bot = start_shifted(&fake, &database, DAY + 5);
    fake.wait_ready(3, START).await;
    let lost = wait_posted(&fake, "the loss on time", "ran out of time").await;
    assert!(
        lost.content.contains(&format!("game #{id}")),
        "{}",
        lost.content
    );
    assert_eq!(lost.pings.len(), 2, "both players are told");
    assert_board(&lost.files, "the loss on time");
    let rematch = button(&lost.buttons(), "rematch");
    let reminders = posted(&fake)
        .iter()
        .filter(|m| m.content.contains("your move in game"))
        .count();
    assert_eq!(reminders, 1, "one reminder per move, even across restarts");

    // bruno asks for a rematch: a new challenge to alice, colours swapped.
    let (sent, answer) = click(&fake, &bruno, lost.id, &rematch).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let challenge = fake.followups(&sent, 1, STEP).await.remove(0);
    assert_eq!(challenge.pings, vec![alice.id], "{}", challenge.content);
    let accept = button(&challenge.buttons(), "accept");
    let rematch_id: i64 = crate::fake_discord::game_of(&accept);
    assert!(rematch_id > id);
    let (sent, answer) = click(&fake, &alice, challenge.id, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let started = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(
        started.content.contains(&bruno.mention()) && started.content.contains("your turn"),
        "bruno plays first now: {}",
        started.content
    );

    // One move, then alice aborts: no result, no rating.
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    play_moves(&fake, &mut game, [&bruno, &alice], rematch_id, 1).await;
    let (_, answer) = command(&fake, &alice, "abort", vec![]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert!(answer.content().contains("aborted"), "{}", answer.content());
    let (_, answer) = command(&fake, &alice, "rating", vec![]).await;
    assert!(
        !answer.content().contains("2 games"),
        "{}",
        answer.content()
    );
    stop_clean(&fake, &mut bot);

    // Started again at the same time: nothing is applied twice.
    let before: Vec<u64> = posted(&fake).iter().map(|m| m.id).collect();
    let mut bot = start_shifted(&fake, &database, DAY + 10);
    fake.wait_ready(4, START).await;
    // The start-up pass (done before the bot connects) found nothing to decide, and once the
    // bot has stopped nothing more can come: nothing was posted.
    let pass = bot
        .wait_log_lines("deadlines passed while stopped applied", 1, STEP)
        .await;
    assert!(pass.len() == 1 && pass[0].contains("decided=0"), "{pass:?}");
    stop_clean(&fake, &mut bot);
    // What changed in the channel, told briefly (a board's bytes would hide the rest).
    let after = posted(&fake);
    let changed: Vec<String> = after
        .iter()
        .filter(|m| !before.contains(&m.id))
        .map(|m| format!("new #{}: {:.200}", m.id, m.content))
        .chain(
            before
                .iter()
                .filter(|id| !after.iter().any(|m| m.id == **id))
                .map(|id| format!("gone #{id}")),
        )
        .collect();
    assert!(changed.is_empty(), "{changed:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_lapses_while_the_bot_sleeps_until_its_deadline() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_shifted(&fake, &database, 0);
    fake.wait_ready(1, START).await;
    let (alice, carol) = (alice(), carol());
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let live = choice(&fake, "challenge", "clock", "5 minutes");
    let (_, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", carol.clone()),
            Opt::Int("variant", piso),
            Opt::Int("clock", live),
        ],
    )
    .await;
    assert!(
        answer
            .content()
            .contains("lapses if unanswered within 15 minutes"),
        "{}",
        answer.content()
    );
    stop_clean(&fake, &mut bot);
    // Started 3 s before the challenge lapses: nothing at start, then the scheduler wakes.
    let mut bot = start_shifted(&fake, &database, 15 * 60 - 3);
    fake.wait_ready(2, START).await;
    assert!(posted(&fake).is_empty(), "not yet");
    let lapsed = wait_posted(&fake, "the lapse", "lapsed unanswered").await;
    assert_eq!(lapsed.pings, vec![alice.id]);
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_is_declined_then_offered_again_after_a_move_and_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());
    let id = start_game(&fake, &alice, &carol, "3 days").await;
    let mut game = AnyGame::new(Variant::LatrunculiPiso);

    // alice offers; only carol may answer; carol declines.
    let (sent, answer) = command(&fake, &alice, "draw", vec![]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    assert_eq!(answer.pings(), vec![carol.id]);
    let message = fake.original(&sent).unwrap().id;
    let decline = button(&answer.buttons(), "refuse-draw");
    let accept = button(&answer.buttons(), "agree-draw");
    let (_, answer) = click(&fake, &bruno, message, &accept).await;
    assert_refusal(&answer, "a bystander answering a draw offer");
    let (_, answer) = click(&fake, &alice, message, &accept).await;
    assert_refusal(&answer, "accepting one's own draw offer");
    let (sent, answer) = click(&fake, &carol, message, &decline).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let declined = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(
        declined.content.contains("declined the draw offer"),
        "{}",
        declined.content
    );

    // Not again before a move.
    let (_, answer) = command(&fake, &alice, "draw", vec![]).await;
    assert_refusal(&answer, "offering again before a move");

    // After a move each, alice offers again and carol accepts: a draw by agreement, rated.
    play_moves(&fake, &mut game, [&alice, &carol], id, 2).await;
    let (sent, answer) = command(&fake, &alice, "draw", vec![]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let message = fake.original(&sent).unwrap().id;
    let accept = button(&answer.buttons(), "agree-draw");
    let (sent, answer) = click(&fake, &carol, message, &accept).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let result = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(
        result.content.contains("a draw by agreement"),
        "{}",
        result.content
    );
    assert!(result.content.contains("Ratings"), "{}", result.content);
    assert_board(&result.files, "the agreed draw");
    assert!(result
        .buttons()
        .iter()
        .any(|(b, _)| b.starts_with("tabula:rematch:")));
    stop_clean(&fake, &mut bot);
}

/// Pressing Rematch takes the Rematch button off the game-over message (Review stays: the game
/// can still be reviewed) and leaves its final board: Discord keeps, on an update, only the
/// attachments it lists (the fake does the same).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rematch_keeps_the_final_board_on_the_game_over_message() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let id = start_game(&fake, &alice, &bruno, "1 day").await;
    let (sent, answer) = command(&fake, &alice, "resign", vec![Opt::Int("game", id)]).await;
    assert!(!answer.ephemeral(), "{answer:?}");
    let over = fake.original(&sent).expect("the game-over message");
    assert_board(&over.files, "the game-over message");
    let rematch = button(&over.buttons(), "rematch");

    let (sent, answer) = click(&fake, &bruno, over.id, &rematch).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    let challenge = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(
        challenge.content.contains(&alice.mention()),
        "{}",
        challenge.content
    );
    let after = fake.message(over.id).unwrap();
    let left: Vec<String> = after.buttons().into_iter().map(|(b, _)| b).collect();
    assert_eq!(
        left,
        [format!("tabula:review:{id}")],
        "Rematch went, Review stayed"
    );
    assert_eq!(after.content, over.content, "the text stays");
    assert_board(&after.files, "the game-over message after Rematch");
    assert_eq!(
        after.files.iter().map(|f| f.id).collect::<Vec<_>>(),
        over.files.iter().map(|f| f.id).collect::<Vec<_>>(),
        "the same picture, not a new upload"
    );
    stop_clean(&fake, &mut bot);
}
