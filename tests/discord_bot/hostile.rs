//! Hostile input end to end: an interaction delivered twice (an XII Scripta die, a Seneca
//! removal, an Accept button), a display name full of markdown and mentions, the per-user rate
//! limit, and the token kept out of a trace-level log.

use tabula::service::{Caller, ChallengeOptions, Challenged, First, Service, User};
use tabula::store::{ActionKind, Change, NewAction, Origin, Status, Store};

use super::turns::seneca_before_removal;
use super::*;
use crate::fake_discord::CHANNEL_ID;

/// The history of game `id`, read from the bot's database file.
fn history(database: &Path, id: i64) -> Vec<String> {
    let store = Store::open(database).unwrap();
    store
        .actions(id)
        .unwrap()
        .into_iter()
        .map(|a| a.text)
        .collect()
}

/// The only game in the database.
fn only_game(database: &Path) -> i64 {
    let store = Store::open(database).unwrap();
    let games = store.unfinished_games().unwrap();
    assert_eq!(games.len(), 1, "{games:?}");
    games[0].id
}

/// The rolls a message reports (`roll:…` in backticks), in order.
fn rolls(content: &str) -> Vec<String> {
    content
        .split('`')
        .filter(|part| part.starts_with("roll:"))
        .map(str::to_string)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_xii_scripta_die_and_an_accept_delivered_twice_count_once() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let (challenge, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", variant_choice(&fake, Variant::Duodecim)),
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
    let message = fake.original(&challenge).unwrap().id;
    // Accept, delivered twice: one game start, one answer, one follow-up.
    let (sent, _) = click(&fake, &bruno, message, &accept).await;
    fake.deliver_again(&sent);
    replay_ignored(&fake, &bot, &sent).await;
    fake.assert_no_problems();
    let started = fake.followups(&sent, 1, STEP).await;
    assert_eq!(started.len(), 1, "one start: {started:?}");
    let id = only_game(&database);
    let mut game = AnyGame::new(Variant::Duodecim);
    for roll in rolls(&started[0].content) {
        game.play_text(&roll).unwrap();
    }
    let before = history(&database, id);
    // One die of alice's three: the same text is often legal again for another die, which is
    // what a replay must not play.
    let die = game.legal_move_texts()[0].clone();
    let (sent, answer) = command(&fake, &alice, "move", vec![Opt::Str("move", die.clone())]).await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    fake.deliver_again(&sent);
    replay_ignored(&fake, &bot, &sent).await;
    fake.assert_no_problems();
    let after = history(&database, id);
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(after[before.len()], die, "{after:?}");
    assert!(
        after[before.len() + 1..]
            .iter()
            .all(|a| a.starts_with("roll:")),
        "the die was played once: {after:?}"
    );
    assert!(fake.state().followups_of(sent.id).is_empty());
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seneca_removal_delivered_twice_removes_once() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let (alice, bruno) = (alice(), bruno());
    let (game, actions) = seneca_before_removal();
    let ToAct::Side(side) = game.to_act() else {
        unreachable!()
    };
    let id = {
        let service = Service::open(&database).unwrap();
        let person = |u: &TestUser| User {
            id: format!("discord:{}", u.id),
            name: u.display_name().to_string(),
            mention: u.mention(),
        };
        let caller = |u: &TestUser| Caller {
            user: person(u),
            channel: CHANNEL_ID.to_string(),
            guild: Some(GUILD_ID.to_string()),
            lang: lang_of(u),
            interaction: None,
        };
        service
            .challenge(
                &caller(&alice),
                Challenged::Player(&person(&bruno)),
                Variant::LatrunculiSeneca,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        let id = service.store().unfinished_games().unwrap()[0].id;
        service.accept(&caller(&bruno), Some(id)).unwrap();
        let (record, _) = service.store().load(id).unwrap().unwrap();
        let mut replay = AnyGame::new(Variant::LatrunculiSeneca);
        let actions: Vec<NewAction> = actions
            .iter()
            .map(|text| {
                let ToAct::Side(by) = replay.to_act() else {
                    unreachable!()
                };
                replay.play_text(text).unwrap();
                NewAction {
                    actor: Some(record.player(by).id),
                    kind: ActionKind::Move,
                    text: text.clone(),
                }
            })
            .collect();
        let change = Change {
            status: Status::Active,
            state: &game,
            ending: None,
            actions: &actions,
            touch: None,
        };
        service
            .store()
            .apply(Origin::Console, id, record.version, &change)
            .unwrap();
        id
    };
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let mover = [&alice, &bruno][side.index()];
    let before = history(&database, id);
    let removal = game
        .legal_move_texts()
        .into_iter()
        .find(|m| m.starts_with('x'))
        .unwrap();
    let (sent, answer) = command(
        &fake,
        mover,
        "move",
        vec![Opt::Str("move", removal.clone())],
    )
    .await;
    assert!(!answer.ephemeral(), "{}", answer.content());
    fake.deliver_again(&sent);
    replay_ignored(&fake, &bot, &sent).await;
    fake.assert_no_problems();
    let after = history(&database, id);
    assert_eq!(after.len(), before.len() + 1, "{after:?}");
    assert_eq!(after[before.len()], removal);
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_display_name_is_escaped_and_pings_nobody() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let nick = format!(
        "@everyone <@&{GUILD_ID}> [x](https://evil.example) ||s|| ```c``` \u{202E}{}",
        "y".repeat(1900)
    );
    let mallory = TestUser::new(900_000_000_000_000_066, "mallory", "en-US").with_nick(&nick);
    let alice = alice();
    let (challenge, answer) = command(
        &fake,
        &mallory,
        "challenge",
        vec![
            Opt::User("opponent", alice.clone()),
            Opt::Int("variant", variant_choice(&fake, Variant::Ergo)),
            Opt::Int("first", choice(&fake, "challenge", "first", "them")),
        ],
    )
    .await;
    assert_eq!(answer.pings(), vec![alice.id], "only the challenged");
    let accept = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap()
        .0;
    let message = fake.original(&challenge).unwrap().id;
    let (sent, _) = click(&fake, &alice, message, &accept).await;
    let started = fake.followups(&sent, 1, STEP).await.remove(0);
    // The first-game lines name the players: escaped, cut, no bidi override.
    let text = &started.content;
    assert!(text.contains("\\@everyone"), "{text}");
    for (at, _) in text.match_indices("@everyone") {
        assert!(text[..at].ends_with('\\'), "{text}");
    }
    assert!(!text.contains("](") && !text.contains("||") && !text.contains("```"));
    assert!(
        !text.contains('\u{202E}') && !text.contains(&"y".repeat(40)),
        "{text}"
    );
    let (_, board_answer) = command(&fake, &mallory, "board", vec![]).await;
    assert!(board_answer.pings().is_empty(), "looking pings nobody");
    // The fake flags any post that lets @everyone or a role ping.
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_many_commands_get_a_polite_private_refusal_and_autocomplete_is_not_counted() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        &database,
        Some(GUILD_ID),
        true,
        &[("TABULA_RATE_LIMIT", "3/60".to_string())],
    );
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    for _ in 0..3 {
        let (_, answer) = command(&fake, &alice, "games", vec![]).await;
        assert!(
            !answer.content().contains("Slow down"),
            "{}",
            answer.content()
        );
        // Typing in an option sends many autocompletes: they are answered and not counted.
        let offered = suggestions(&fake, &alice, "").await;
        assert!(offered.is_empty(), "no game, no move: {offered:?}");
    }
    let (_, answer) = command(&fake, &alice, "games", vec![]).await;
    assert_refusal(&answer, "a fourth command in a minute");
    assert!(
        answer
            .content()
            .starts_with("Slow down a little: you sent 3 commands in 60 s."),
        "{}",
        answer.content()
    );
    // Someone else is not held back; in French, the refusal is French.
    let (_, answer) = command(&fake, &bruno, "games", vec![]).await;
    assert!(
        !answer.content().contains("Doucement"),
        "{}",
        answer.content()
    );
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_never_appears_in_a_trace_level_log() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let token = "MTA5OTk5.guard-SECRET-token.Zz9-_x";
    let mut bot = BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        &database,
        Some(GUILD_ID),
        false,
        &[
            ("DISCORD_TOKEN", token.to_string()),
            ("RUST_LOG", "trace".to_string()),
        ],
    );
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    // Some traffic: a challenge, a refusal, an autocomplete, a button.
    let (challenge, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", variant_choice(&fake, Variant::LatrunculiPiso)),
            Opt::Int("first", choice(&fake, "challenge", "first", "me")),
        ],
    )
    .await;
    let (_, refused) = command(&fake, &alice, "move", vec![Opt::Str("move", "zz99".into())]).await;
    assert_refusal(&refused, "a move before the game starts");
    let _ = suggestions(&fake, &alice, "d").await;
    let decline = answer
        .buttons()
        .into_iter()
        .find(|(id, _)| id.starts_with("tabula:decline:"))
        .unwrap()
        .0;
    let message = fake.original(&challenge).unwrap().id;
    click(&fake, &bruno, message, &decline).await;
    fake.assert_no_problems();
    let status = bot.stop(STEP);
    assert!(status.success(), "{status}");
    let log = bot.log();
    assert!(log.len() > 50, "a trace log has many lines: {}", log.len());
    let secret = "guard-SECRET-token";
    let leaks: Vec<&String> = log.iter().filter(|l| l.contains(secret)).collect();
    assert!(leaks.is_empty(), "the token is in the log: {leaks:#?}");
    // Nor in anything the bot posted.
    let state = fake.state();
    for interaction in state.interactions.values() {
        if let Some(answer) = &interaction.answer {
            assert!(!answer.data.to_string().contains(secret));
        }
    }
}
