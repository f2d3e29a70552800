//! `/review` through the fake Discord: a game finished by a resignation, its Review button
//! pressed, the private message deferred and edited with the progress, then the summary with its
//! chart and the turning points paged with ◀ ▶; a second press answered at once from the store.

use super::*;
use crate::fake_discord::Call;

/// The progress lines the bot wrote into the original message of interaction `sent` (each edit's
/// content that has a progress bar).
fn progress_edits(fake: &FakeDiscord, sent: &Sent) -> Vec<(String, std::time::Instant)> {
    progress_edits_in(&fake.state(), sent)
}

fn progress_edits_in(
    state: &crate::fake_discord::State,
    sent: &Sent,
) -> Vec<(String, std::time::Instant)> {
    let token = state.interactions[&sent.id].token.clone();
    state
        .calls
        .iter()
        .filter(|c: &&Call| c.method == "PATCH" && c.path.contains(&token))
        .filter_map(|c| {
            let content = c.json.as_ref()?["content"].as_str()?.to_string();
            content.contains('▰').then_some((content, c.at))
        })
        .collect()
}

/// A bot whose reviews search `budget` iterations a position.
fn bot_with_budget(fake: &FakeDiscord, database: &std::path::Path, budget: u32) -> BotProcess {
    BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        database,
        Some(GUILD_ID),
        true,
        &[("TABULA_REVIEW_BUDGET", budget.to_string())],
    )
}

/// Alice (first) and Bruno play `actions` actions, each side its first legal one (a review is
/// refused on the way: no help during play), then Bruno resigns. The game's id, the message
/// that ends it, and its Review button's id.
async fn played_and_resigned(
    fake: &FakeDiscord,
    alice: &TestUser,
    bruno: &TestUser,
    actions: usize,
) -> (i64, u64, String) {
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
    let accept = answer.buttons()[0].0.clone();
    assert!(accept.starts_with("tabula:accept:"), "{accept}");
    let id: i64 = accept.rsplit(':').next().unwrap().parse().unwrap();
    let message = fake.original(&challenge).unwrap().id;
    let (sent, _) = click(fake, bruno, message, &accept).await;
    fake.followups(&sent, 1, STEP).await;
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for _ in 0..actions {
        let mover = match game.to_act() {
            ToAct::Side(Side::First) => alice,
            ToAct::Side(Side::Second) => bruno,
            other => panic!("{other:?}"),
        };
        let mv = game.legal_move_texts()[0].clone();
        game.play_text(&mv).unwrap();
        let (_, answer) = command(fake, mover, "move", vec![Opt::Str("move", mv.clone())]).await;
        assert!(!answer.ephemeral(), "{mv}: {answer:?}");
    }
    let (_, refused) = command(fake, alice, "review", vec![Opt::Int("game", id)]).await;
    assert_refusal(&refused, "a review during play");
    assert!(refused.content().contains("not over"), "{refused:?}");
    // Bruno resigns: the message that says so offers Review beside Rematch, in his language.
    let (resigned, over) = command(fake, bruno, "resign", vec![]).await;
    let review = over
        .buttons()
        .into_iter()
        .find(|(custom, _)| *custom == format!("tabula:review:{id}"))
        .unwrap_or_else(|| panic!("a Review button: {:?}", over.buttons()));
    assert_eq!(review.1, "Analyse");
    (id, fake.original(&resigned).unwrap().id, review.0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_with_progress_and_its_pages_and_asked_again_from_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    // A search of 50,000 iterations a position: a review of some twenty positions takes
    // seconds, so that its progress shows.
    let mut bot = bot_with_budget(&fake, &dir.path().join("tabula.db"), 50_000);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (id, over_message, review) = played_and_resigned(&fake, &alice, &bruno, 20).await;
    // Alice presses Review: a private deferred answer at once, then its progress, then the
    // summary with the chart and the pages' buttons.
    let (pressed, deferred) = click(&fake, &alice, over_message, &review).await;
    assert_eq!(deferred.kind, 5, "deferred at once: {deferred:?}");
    assert!(deferred.ephemeral(), "private: {deferred:?}");
    let shown = fake
        .wait("the review to be shown", Duration::from_secs(180), |s| {
            let id = s.interactions[&pressed.id].original?;
            let m = &s.messages[&id];
            (!m.files.is_empty()).then(|| m.clone())
        })
        .await;
    let edits = progress_edits(&fake, &pressed);
    assert!(
        edits.len() >= 2,
        "the progress is shown as it goes: {edits:?}"
    );
    assert!(
        edits.iter().any(|(c, _)| c.contains("Reviewing game #")),
        "{edits:?}"
    );
    // At most one edit every two seconds (Discord's patience with edits).
    for pair in edits.windows(2) {
        let gap = pair[1].1 - pair[0].1;
        assert!(gap >= Duration::from_millis(1900), "{:?} apart", gap);
    }
    assert!(shown.ephemeral(), "the first page is private");
    assert!(shown.content.contains("accuracy"), "{}", shown.content);
    assert!(
        shown.content.contains(&format!("#{id}")),
        "{}",
        shown.content
    );
    assert_board(&shown.files, "the win-chance chart");
    assert!(shown.files[0].bytes.len() <= 40 * 1024);
    let buttons = shown.buttons();
    assert!(
        buttons
            .iter()
            .any(|(custom, _)| custom.starts_with("tabula:review-show:")),
        "{buttons:?}"
    );
    // Alice was answered in place: nobody is pinged in the channel about it.
    caught_up(&fake).await;
    assert!(
        !fake
            .state()
            .messages
            .values()
            .any(|m| m.content.contains("is ready")),
        "no news in the channel for someone answered in place"
    );

    // ▶ turns the private message to the first turning point, with its diagram (first legal
    // moves give some away: the game has turning points).
    let (next, _) = buttons
        .iter()
        .find(|(custom, label)| custom.starts_with("tabula:review-page:") && label == "▶")
        .unwrap_or_else(|| panic!("a ▶ button: {buttons:?}"));
    let (_, turned) = click(&fake, &alice, shown.id, next).await;
    assert_eq!(turned.kind, 7, "the page replaces the message: {turned:?}");
    assert!(turned.content().contains("Turning point 1/"), "{turned:?}");
    assert!(turned.content().contains("win chance"), "{turned:?}");
    assert_board(&turned.files, "a turning point");
    assert!(turned.files[0].bytes.len() <= 40 * 1024);

    // Bruno presses Review too: answered at once from the store, privately, in French.
    let (_, again) = click(&fake, &bruno, over_message, &review).await;
    assert_eq!(again.kind, 4, "a stored review comes at once: {again:?}");
    assert!(again.ephemeral());
    assert!(again.content().contains("précision"), "{again:?}");
    assert_board(&again.files, "the stored review's chart");
    // And /review without a number finds the last finished game.
    let (_, mine) = command(&fake, &alice, "review", vec![]).await;
    assert_eq!(mine.kind, 4, "{mine:?}");
    assert!(mine.content().contains(&format!("#{id}")), "{mine:?}");
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_cut_by_a_restart_starts_again_and_its_asker_is_told_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    // Slow enough (about a second a position) to be cut by the restart.
    let mut bot = bot_with_budget(&fake, &database, 100_000);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (id, over_message, review) = played_and_resigned(&fake, &alice, &bruno, 10).await;
    let (pressed, deferred) = click(&fake, &alice, over_message, &review).await;
    assert_eq!(deferred.kind, 5, "{deferred:?}");
    fake.wait("the review's first progress", STEP, |s| {
        (!progress_edits_in(s, &pressed).is_empty()).then_some(())
    })
    .await;
    // The bot stops mid-review (it does not wait for the review), and starts again.
    stop_clean(&fake, &mut bot);
    assert!(
        !fake
            .state()
            .messages
            .values()
            .any(|m| !m.files.is_empty() && m.ephemeral()),
        "the review was not finished before the stop"
    );
    let mut bot = bot_with_budget(&fake, &database, 100_000);
    // The review starts again by itself; Alice is told in the channel, pinged, with the chart.
    let news = fake
        .wait(
            "the finished review's news",
            Duration::from_secs(180),
            |s| {
                s.messages
                    .values()
                    .find(|m| m.interaction == 0 && m.content.contains("is ready"))
                    .cloned()
            },
        )
        .await;
    assert!(news.content.contains(&format!("#{id}")), "{}", news.content);
    assert!(!news.ephemeral());
    assert_eq!(news.pings, vec![alice.id], "only the asker is pinged");
    assert!(
        fake.state()
            .notified
            .get(&alice.id)
            .is_some_and(|messages| messages.contains(&news.id)),
        "a new message notifies the asker"
    );
    assert_board(&news.files, "the chart in the news");
    // Its button opens the pages privately, from the store.
    let button = news
        .buttons()
        .into_iter()
        .find(|(custom, _)| *custom == format!("tabula:review:{id}"))
        .expect("a Review button under the news");
    let (_, pages) = click(&fake, &bruno, news.id, &button.0).await;
    assert_eq!(pages.kind, 4, "{pages:?}");
    assert!(pages.ephemeral());
    stop_clean(&fake, &mut bot);
}
