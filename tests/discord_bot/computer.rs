//! Playing the computer through the fake Discord: a whole short game started with `/play`
//! (each of the player's moves answered by one reply that names both moves and shows the board
//! after the computer's answer), challenging the bot's own user, and a game that survives a
//! restart of the bot between the player's move and the computer's answer.

use tabula::ai::{self, Budget, Level};
use tabula::service::{Caller, First, Service, User};
use tabula::store::{ActionKind, Change, NewAction, Origin, Status};

use super::*;
use crate::fake_discord::{APP_ID, CHANNEL_ID};

/// The bot's own user, as a member of the guild.
fn tabula_user() -> TestUser {
    let mut user = TestUser::new(APP_ID, "Tabula", "en-US");
    user.bot = true;
    user
}

/// The message an interaction ends up showing: the answer itself, or a deferred answer's
/// placeholder once it is replaced.
async fn shown(fake: &FakeDiscord, sent: &Sent, answer: &Answer) -> (String, Vec<FilePart>) {
    if answer.kind == 4 {
        return (answer.content().to_string(), answer.files.clone());
    }
    assert_eq!(answer.kind, 5, "answered or deferred: {answer:?}");
    let m = fake
        .wait("the deferred answer to be shown", STEP, |s| {
            let id = s.interactions[&sent.id].original?;
            let m = &s.messages[&id];
            (!m.placeholder).then(|| m.clone())
        })
        .await;
    (m.content.clone(), m.files.clone())
}

/// The computer's answer named in a reply: the text between the backticks after `answered`.
fn answered(content: &str) -> Option<String> {
    let after = content.split("answered `").nth(1)?;
    Some(after.split('`').next()?.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_the_computer_one_reply_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let alice = alice();
    let ergo = variant_choice(&fake, Variant::Ergo);
    let novice = choice(&fake, "play", "level", "novice");
    let me = choice(&fake, "play", "first", "them");
    // Ergo: the computer (novice) moves first, black; Alice answers with a stronger search
    // of her own, so the game ends by five in a row within a few dozen moves.
    let (sent, answer) = command(
        &fake,
        &alice,
        "play",
        vec![
            Opt::Int("variant", ergo),
            Opt::Int("level", novice),
            Opt::Int("first", me),
        ],
    )
    .await;
    let (text, files) = shown(&fake, &sent, &answer).await;
    assert_board(&files, "the start");
    assert!(
        text.contains("Tabula (novice)") || text.contains("novice"),
        "{text}"
    );
    let opening = text
        .split("opened with `")
        .nth(1)
        .and_then(|s| s.split('`').next())
        .unwrap_or_else(|| panic!("the computer moves first: {text}"))
        .to_string();
    let mut game = AnyGame::new(Variant::Ergo);
    for action in opening.split_whitespace() {
        game.play_text(action).unwrap();
    }
    let mut moves = 0;
    while game.outcome().is_none() {
        assert!(moves < 60, "the game is short");
        let mine = ai::choose(
            &game,
            Level::Legionary,
            moves,
            Budget::iterations(Level::Legionary),
        )
        .expect("alice's move")
        .text;
        game.play_text(&mine).unwrap();
        let sent = fake.slash(&alice, "move", vec![Opt::Str("move", mine.clone())]);
        let answer = fake.answer(&sent, STEP).await;
        fake.assert_no_problems();
        assert!(!answer.ephemeral(), "{mine}: {}", answer.content());
        let (text, files) = shown(&fake, &sent, &answer).await;
        assert_board(&files, &mine);
        caught_up(&fake).await;
        // One reply a move; a deferred one (a slow search) is followed at most by the short
        // message that pings alice, since Discord notifies nobody of an edited message.
        let followups: Vec<String> = fake
            .state()
            .followups_of(sent.id)
            .iter()
            .map(|m| m.content.clone())
            .collect();
        let pings_only = answer.kind == 5
            && followups.len() <= 1
            && followups.iter().all(|c| c.contains(&alice.mention()));
        assert!(
            followups.is_empty() || pings_only,
            "one reply a move: {followups:?}"
        );
        if game.outcome().is_none() {
            let reply = answered(&text).unwrap_or_else(|| panic!("{mine}: {text}"));
            assert!(
                text.contains(&format!("You played `{mine}` — Tabula answered `{reply}`")),
                "{text}"
            );
            for action in reply.split_whitespace() {
                game.play_text(action)
                    .unwrap_or_else(|e| panic!("the computer's {action}: {e:?}"));
            }
        } else {
            assert!(text.contains(&format!("You played `{mine}`")), "{text}");
            assert!(answered(&text).is_none(), "no answer after the end: {text}");
        }
        moves += 1;
    }
    // The game is recorded and unrated: /games no longer lists it as active, /history has it.
    let (_, history) = command(&fake, &alice, "history", vec![]).await;
    assert!(history.content().contains('#'), "{}", history.content());
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenging_the_bot_itself_starts_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let alice = alice();
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);
    let novice = choice(&fake, "challenge", "level", "novice");
    let me = choice(&fake, "challenge", "first", "me");
    let (sent, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", tabula_user()),
            Opt::Int("variant", piso),
            Opt::Int("first", me),
            Opt::Int("level", novice),
        ],
    )
    .await;
    let (text, files) = shown(&fake, &sent, &answer).await;
    assert_board(&files, "the start");
    assert!(answer.buttons().is_empty(), "no Accept needed: {text}");
    // Alice moves at once; the computer answers in the same reply.
    let sent = fake.slash(&alice, "move", vec![Opt::Str("move", "d4".into())]);
    let answer = fake.answer(&sent, STEP).await;
    let (text, files) = shown(&fake, &sent, &answer).await;
    assert_board(&files, "d4");
    let reply = answered(&text).unwrap_or_else(|| panic!("{text}"));
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    game.play_text("d4").unwrap();
    game.play_text(&reply)
        .expect("the computer's answer is legal");
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let alice = alice();
    // Before the bot starts: a game against the computer where Alice's move was saved but the
    // process stopped before the computer answered.
    let id = {
        let service = Service::open(&database).unwrap();
        service.set_computer_budgets(true);
        let caller = Caller {
            user: User {
                id: format!("discord:{}", alice.id),
                name: alice.display_name().to_string(),
                mention: alice.mention(),
            },
            channel: CHANNEL_ID.to_string(),
            guild: Some(GUILD_ID.to_string()),
            lang: Lang::En,
            interaction: None,
        };
        service
            .play_computer(&caller, Variant::LatrunculiPiso, Level::Novice, First::Me)
            .unwrap();
        let record = service.store().unfinished_games().unwrap()[0].clone();
        let (_, mut state) = service.store().load(record.id).unwrap().unwrap();
        state.play_text("d4").unwrap();
        service
            .store()
            .apply(
                Origin::Console,
                record.id,
                record.version,
                &Change {
                    status: Status::Active,
                    state: &state,
                    ending: None,
                    actions: &[NewAction {
                        actor: Some(record.player(Side::First).id),
                        kind: ActionKind::Move,
                        text: "d4".into(),
                    }],
                    touch: None,
                },
            )
            .unwrap();
        record.id
    };
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let posted = fake
        .wait("the computer's answer after the restart", STEP, |s| {
            s.public_messages(CHANNEL_ID)
                .into_iter()
                .find(|m| m.content.contains(&format!("#{id}")) && m.content.contains("answered"))
                .cloned()
        })
        .await;
    assert_board(&posted.files, "the answer after the restart");
    let reply = answered(&posted.content).unwrap();
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    game.play_text("d4").unwrap();
    game.play_text(&reply).expect("a legal answer");
    assert!(
        posted.pings.contains(&alice.id),
        "alice is told it is her turn"
    );
    // And she plays on.
    let next = game.legal_move_texts()[0].clone();
    let sent = fake.slash(&alice, "move", vec![Opt::Str("move", next)]);
    let answer = fake.answer(&sent, STEP).await;
    let (text, _) = shown(&fake, &sent, &answer).await;
    assert!(answered(&text).is_some(), "{text}");
    stop_clean(&fake, &mut bot);
}
