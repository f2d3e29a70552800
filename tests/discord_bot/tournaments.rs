//! Tournaments through the fake Discord: a Swiss of five players over three rounds, joined with
//! the button and played in threads to the podium (a player leaving after round 1, a game lost
//! on time, the bot restarted in the middle of round 2), and a round robin of four. Bad input
//! gets one private line and changes nothing.

use super::*;
use crate::fake_discord::model::CHANNEL_ID;
use crate::fake_discord::threads::Thread;

const DAY: i64 = 86_400;

/// The director: a server manager (Discord shows `/tournament` to managers only, by default).
pub(super) fn director() -> TestUser {
    TestUser::new(900_000_000_000_000_020, "dora", "en-US").with_manage_server()
}

pub(super) fn players() -> Vec<TestUser> {
    (0..5)
        .map(|i| TestUser::new(900_000_000_000_000_030 + i, &format!("player{i}"), "en-US"))
        .collect()
}

/// The value of choice `name` of option `option` of subcommand `sub` of `command`.
pub(super) fn sub_choice(
    fake: &FakeDiscord,
    command: &str,
    sub: &str,
    option: &str,
    name: &str,
) -> i64 {
    let state = fake.state();
    let registered = state.command(command).expect("registered");
    let sub = registered["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == sub)
        .unwrap_or_else(|| panic!("/{command} has no subcommand {sub}"));
    sub["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .and_then(|o| {
            o["choices"]
                .as_array()?
                .iter()
                .find(|c| c["name"] == name)?
                .get("value")?
                .as_i64()
        })
        .unwrap_or_else(|| panic!("/{command} {sub} {option} has no choice {name}"))
}

/// The tournament a button of its announcement is about.
pub(super) fn tournament_of(custom_id: &str) -> i64 {
    match tabula::service::ButtonId::parse(custom_id) {
        Some(tabula::service::ButtonId::Tournament(_, id)) => id,
        _ => panic!("not a tournament's button: {custom_id}"),
    }
}

pub(super) fn button(buttons: &[(String, String)], kind: &str) -> String {
    buttons
        .iter()
        .find(|(id, _)| id.starts_with(&format!("tabula:{kind}:")))
        .unwrap_or_else(|| panic!("a {kind} button: {buttons:?}"))
        .0
        .clone()
}

/// The director creates a tournament of Piso with a clock of a day per move: its announcement's
/// message and its Join button.
async fn create(fake: &FakeDiscord, format: &str, rounds: Option<i64>) -> (u64, String) {
    create_with(fake, format, rounds, Vec::new()).await
}

/// [`create`] with options of its own (`starts`).
pub(super) async fn create_with(
    fake: &FakeDiscord,
    format: &str,
    rounds: Option<i64>,
    extra: Vec<Opt>,
) -> (u64, String) {
    let mut options = vec![
        Opt::Int("variant", variant_choice(fake, Variant::LatrunculiPiso)),
        Opt::Int(
            "format",
            sub_choice(fake, "tournament", "create", "format", format),
        ),
        Opt::Int(
            "clock",
            sub_choice(fake, "tournament", "create", "clock", "1 day"),
        ),
    ];
    if let Some(rounds) = rounds {
        options.push(Opt::Int("rounds", rounds));
    }
    options.extend(extra);
    let (sent, answer) = command(
        fake,
        &director(),
        "tournament",
        vec![Opt::Sub("create", options)],
    )
    .await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(!answer.ephemeral(), "an announcement is public");
    assert!(answer.pings().is_empty(), "it pings nobody");
    let join = button(&answer.buttons(), "t-join");
    let message = fake.original(&sent).expect("the announcement").id;
    (message, join)
}

/// The threads of the channel named for round `round`, once there are `count` of them.
pub(super) async fn round_threads(fake: &FakeDiscord, round: u32, count: usize) -> Vec<Thread> {
    let prefix = format!("R{round} · ");
    fake.wait(&format!("the threads of round {round}"), START, |s| {
        let threads: Vec<Thread> = s
            .threads
            .values()
            .filter(|t| t.parent == CHANNEL_ID && t.name.starts_with(&prefix))
            .cloned()
            .collect();
        (threads.len() >= count).then_some(threads)
    })
    .await
}

/// The first message in a game's thread: the game's number and the two players it pings.
pub(super) async fn thread_game(fake: &FakeDiscord, thread: &Thread) -> (i64, Vec<u64>) {
    let message = fake
        .wait("the game's first message in its thread", START, |s| {
            s.public_messages(thread.id).first().map(|m| (*m).clone())
        })
        .await;
    assert_board(&message.files, "a tournament game's first message");
    let at = message.content.find("(game #").expect("the game's number");
    let number: String = message.content[at + 7..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    (number.parse().unwrap(), message.pings.clone())
}

pub(super) fn user_of(players: &[TestUser], id: u64) -> &TestUser {
    players
        .iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("a player with id {id}"))
}

/// `who` resigns the game of `thread` from inside the thread, without naming it.
pub(super) async fn resign_in(fake: &FakeDiscord, thread: &Thread, who: &TestUser) {
    let sent = fake.slash_in(thread.id, who, "resign", vec![]);
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(!answer.ephemeral(), "a resignation is public: {answer:?}");
}

/// A message the bot posted on its own in the channel containing `needle`.
pub(super) async fn posted(
    fake: &FakeDiscord,
    what: &str,
    needle: &str,
) -> crate::fake_discord::Message {
    let needle = needle.to_string();
    fake.wait(what, START, |s| {
        s.public_messages(CHANNEL_ID)
            .into_iter()
            .find(|m| m.interaction == 0 && m.content.contains(&needle))
            .cloned()
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_five_is_joined_paired_and_played_in_threads_to_its_podium() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let players = players();

    // The director's command is registered for managers only; everyone's is not.
    {
        let state = fake.state();
        assert_eq!(
            state.command("tournament").unwrap()["default_member_permissions"],
            "32"
        );
        assert!(state.command("tournaments").unwrap()["default_member_permissions"].is_null());
    }

    let (announcement, join) = create(&fake, "swiss", Some(3)).await;
    let id = tournament_of(&join);
    // Five join with the button: the announcement lists them, edited in place.
    for player in &players {
        let (_, answer) = click(&fake, player, announcement, &join).await;
        assert_eq!(answer.kind, 7, "the announcement is updated: {answer:?}");
        assert!(
            answer.content().contains(&player.username),
            "{}",
            answer.content()
        );
    }
    let (_, answer) = click(&fake, &players[0], announcement, &join).await;
    assert_refusal(&answer, "joining twice");
    assert!(
        answer.content().contains("already in"),
        "{}",
        answer.content()
    );
    let start = format!("tabula:t-start:{id}");
    let (_, answer) = click(&fake, &players[1], announcement, &start).await;
    assert_refusal(&answer, "a player pressing Start");
    let listed = fake.message(announcement).unwrap();
    assert!(listed.content.contains("Players (5)"), "{}", listed.content);

    // The director starts it: round 1 is paired, two games in threads and a bye.
    let (_, answer) = click(&fake, &director(), announcement, &start).await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    let round1 = round_threads(&fake, 1, 2).await;
    let pairings = posted(&fake, "round 1's pairings", "round 1 of 3").await;
    assert_board(&pairings.files, "the pairings picture");
    assert!(pairings.content.contains("bye"), "{}", pairings.content);
    let mut games = Vec::new();
    for thread in &round1 {
        assert_eq!(thread.kind, crate::fake_discord::threads::PUBLIC_THREAD);
        let (game, pings) = thread_game(&fake, thread).await;
        assert_eq!(pings.len(), 2, "each game pings its two players");
        games.push((thread.clone(), game, pings));
    }
    // A game id of another thread is refused inside a thread.
    let (first_thread, _, first_pings) = &games[0];
    let other_game = games[1].1;
    let sent = fake.slash_in(
        first_thread.id,
        user_of(&players, first_pings[0]),
        "move",
        vec![
            Opt::Str("move", "a1-a2".into()),
            Opt::Int("game", other_game),
        ],
    );
    let answer = fake.answer(&sent, STEP).await;
    assert_refusal(&answer, "a game of another thread");

    // The first game ends; its loser leaves the tournament; then the second game ends.
    let (thread, _, pings) = &games[0];
    let leaver = user_of(&players, pings[0]).clone();
    resign_in(&fake, thread, &leaver).await;
    let leave = format!("tabula:t-leave:{id}");
    let (_, answer) = click(&fake, &leaver, announcement, &leave).await;
    assert_eq!(
        answer.kind, 7,
        "leaving updates the announcement: {answer:?}"
    );
    let (thread, _, pings) = &games[1];
    resign_in(&fake, thread, user_of(&players, pings[1])).await;

    // Round 2: the four still in, two games, nobody meets the same player twice.
    let round2 = round_threads(&fake, 2, 2).await;
    posted(&fake, "round 2's pairings", "round 2 of 3").await;
    let mut second = Vec::new();
    for thread in &round2 {
        let (game, pings) = thread_game(&fake, thread).await;
        assert!(
            !pings.contains(&leaver.id),
            "the leaver is not paired again"
        );
        second.push((thread.clone(), game, pings));
    }
    // One game ends now; the bot is stopped in the middle of the round, and comes back two
    // days later: the other game is lost on time, and round 3 is paired by the restarted bot.
    let (thread, _, pings) = &second[0];
    resign_in(&fake, thread, user_of(&players, pings[0])).await;
    caught_up(&fake).await;
    stop_clean(&fake, &mut bot);
    let mut bot = BotProcess::start_with_env(
        bot_binary(),
        &fake.api_url(),
        &database,
        Some(GUILD_ID),
        true,
        &[("TABULA_TEST_CLOCK_OFFSET", (2 * DAY).to_string())],
    );
    fake.wait_ready(2, START).await;
    let (late_thread, _, _) = &second[1];
    fake.wait("the loss on time in its thread", START, |s| {
        s.public_messages(late_thread.id)
            .into_iter()
            .any(|m| m.content.contains("wins on time"))
            .then_some(())
    })
    .await;
    let round3 = round_threads(&fake, 3, 2).await;
    posted(&fake, "round 3's pairings", "round 3 of 3").await;
    for thread in &round3 {
        let (_, pings) = thread_game(&fake, thread).await;
        resign_in(&fake, thread, user_of(&players, pings[1])).await;
    }

    // The podium: the final standings as a picture, pinging the first three.
    let podium = posted(&fake, "the podium", "is over").await;
    assert_board(&podium.files, "the final standings");
    assert_eq!(podium.pings.len(), 3, "{podium:?}");
    assert!(podium.content.contains('🥇'), "{}", podium.content);
    // Every round was announced once.
    for round in 1..=3 {
        let announced = fake
            .state()
            .public_messages(CHANNEL_ID)
            .into_iter()
            .filter(|m| m.interaction == 0 && m.content.contains(&format!("round {round} of 3")))
            .count();
        assert_eq!(announced, 1, "round {round}");
    }
    assert_eq!(fake.threads_of(CHANNEL_ID).len(), 6);
    // Anyone may look at the standings afterwards.
    let (_, answer) = command(
        &fake,
        &bystander(),
        "tournaments",
        vec![Opt::Sub("standings", vec![Opt::Int("id", id)])],
    )
    .await;
    assert_eq!(answer.files.len(), 1, "{answer:?}");
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_is_played_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let players: Vec<TestUser> = players().into_iter().take(4).collect();
    let (announcement, join) = create(&fake, "round robin", None).await;
    let id = tournament_of(&join);
    for player in &players {
        click(&fake, player, announcement, &join).await;
    }
    // The creator starts it with the command.
    let (_, answer) = command(
        &fake,
        &director(),
        "tournament",
        vec![Opt::Sub("start", vec![Opt::Int("id", id)])],
    )
    .await;
    assert_eq!(answer.kind, 4);
    for round in 1..=3 {
        let threads = round_threads(&fake, round, 2).await;
        for thread in &threads {
            let (_, pings) = thread_game(&fake, thread).await;
            resign_in(&fake, thread, user_of(&players, pings[0])).await;
        }
    }
    let podium = posted(&fake, "the podium", "is over").await;
    // Players equal on points and every tie-break share a rank, and a medal with it.
    assert!((3..=4).contains(&podium.pings.len()), "{podium:?}");
    assert_board(&podium.files, "the final standings");
    stop_clean(&fake, &mut bot);
}
