//! Whole turns in one `/move`: XII Scripta's three dice, and a Seneca removal and its move, each
//! answered with one message and one board.

use tabula::service::{Caller, ChallengeOptions, Challenged, First, Service, User};
use tabula::store::{ActionKind, Change, NewAction, Origin, Status};

use super::*;
use crate::fake_discord::CHANNEL_ID;

/// The rolls a message reports (`roll:…` in backticks), in order.
fn rolls(content: &str) -> Vec<String> {
    content
        .split('`')
        .filter(|part| part.starts_with("roll:"))
        .map(str::to_string)
        .collect()
}

/// A whole turn of the side to act: its first legal action until the turn passes.
fn a_whole_turn(game: &AnyGame) -> Vec<String> {
    let ToAct::Side(side) = game.to_act() else {
        panic!("nobody to act: {:?}", game.to_act())
    };
    let mut after = game.clone();
    let mut turn = Vec::new();
    while after.to_act() == ToAct::Side(side) {
        let action = after.legal_move_texts()[0].clone();
        after.play_text(&action).unwrap();
        turn.push(action);
    }
    turn
}

/// `/move` with a whole turn: one public answer with one board, naming the turn, nothing else
/// posted.
async fn play_turn(fake: &FakeDiscord, mover: &TestUser, text: &str) -> Answer {
    let (sent, answer) = command(fake, mover, "move", vec![Opt::Str("move", text.into())]).await;
    let what = format!("`{text}` by {}", mover.username);
    assert_eq!(answer.kind, 4, "{what}: {answer:?}");
    assert!(!answer.ephemeral(), "{what}: {}", answer.content());
    assert!(
        answer.content().contains(&format!("`{text}`")),
        "{what}: {}",
        answer.content()
    );
    assert_board(&answer.files, &what);
    caught_up(fake).await;
    assert!(
        fake.state().followups_of(sent.id).is_empty(),
        "{what}: one message"
    );
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_turns_of_xii_scripta_are_played_in_one_move_each() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let (alice, bruno) = (alice(), bruno());
    let duodecim = variant_choice(&fake, Variant::Duodecim);
    let me = choice(&fake, "challenge", "first", "me");
    let (challenge, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", duodecim),
            Opt::Int("first", me),
        ],
    )
    .await;
    let buttons = answer.buttons();
    let accept = buttons
        .iter()
        .find(|(id, _)| id.starts_with("tabula:accept:"))
        .unwrap()
        .0
        .clone();
    let message = fake.original(&challenge).expect("the challenge message").id;
    let (sent, _) = click(&fake, &bruno, message, &accept).await;
    let started = fake.followups(&sent, 1, STEP).await.remove(0);
    let mut game = AnyGame::new(Variant::Duodecim);
    for roll in rolls(&started.content) {
        game.play_text(&roll).unwrap();
    }
    let players = [alice.clone(), bruno.clone()];
    for round in 0..4 {
        let ToAct::Side(side) = game.to_act() else {
            panic!("round {round}: {:?}", game.to_act())
        };
        let mover = &players[side.index()];
        let turn = a_whole_turn(&game);
        let text = turn.join(" ");
        // Autocomplete answers (whole turns are checked in the service's tests).
        if round == 0 {
            let offered = due_suggestions(&fake, mover, "").await;
            assert!(!offered.is_empty() && offered.len() <= 25, "{offered:?}");
        }
        if round == 0 {
            // A bad action before the turn: refused privately, naming it, and nothing is
            // played. (Actions after a roll within the text are another matter: the roll and
            // what led to it stand, see `service::tests::turns`.)
            let bad = format!("zz {text}");
            let (_, answer) = command(&fake, mover, "move", vec![Opt::Str("move", bad)]).await;
            assert_refusal(&answer, "a turn with a bad first action");
            let n = turn.len() + 1;
            assert!(
                answer
                    .content()
                    .starts_with(&format!("Action 1 of {n}, `zz`: ")),
                "{}",
                answer.content()
            );
        }
        let answer = play_turn(&fake, mover, &text).await;
        for action in &turn {
            game.play_text(action).unwrap();
        }
        let mut new_rolls = rolls(answer.content()).into_iter();
        while game.to_act() == ToAct::Chance {
            let roll = new_rolls.next().expect("the reply shows the roll");
            game.play_text(&roll).unwrap();
        }
        if game.outcome().is_some() {
            break;
        }
    }
    stop_clean(&fake, &mut bot);
}

/// Plays random games of Seneca (seeded) until the side to act must remove a held piece.
pub(super) fn seneca_before_removal() -> (AnyGame, Vec<String>) {
    let mut rng = SmallRng::seed_from_u64(3);
    loop {
        let mut game = AnyGame::new(Variant::LatrunculiSeneca);
        let mut actions = Vec::new();
        while game.outcome().is_none() && actions.len() < 400 {
            let legal = game.legal_move_texts();
            if legal.iter().any(|m| m.starts_with('x')) {
                return (game, actions);
            }
            let pick = legal[rng.random_range(0..legal.len())].clone();
            game.play_text(&pick).unwrap();
            actions.push(pick);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seneca_removal_and_its_move_are_played_in_one_move() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let (alice, bruno) = (alice(), bruno());
    // The game is set up in the database before the bot starts: a challenge accepted, then a
    // position reached by random play where a removal is due.
    let (game, actions) = seneca_before_removal();
    let ToAct::Side(side) = game.to_act() else {
        unreachable!()
    };
    {
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
        let games = service.store().unfinished_games().unwrap();
        let id = games[0].id;
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
        service
            .store()
            .apply(
                Origin::Console,
                id,
                record.version,
                &Change {
                    status: Status::Active,
                    state: &game,
                    ending: None,
                    actions: &actions,
                    touch: None,
                },
            )
            .unwrap();
    }
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let mover = [&alice, &bruno][side.index()];
    let turn = a_whole_turn(&game);
    assert!(turn[0].starts_with('x') && turn.len() == 2, "{turn:?}");
    let answer = play_turn(&fake, mover, &turn.join(" ")).await;
    let other = [&alice, &bruno][side.other().index()];
    assert!(answer.pings().contains(&other.id), "{answer:?}");
    stop_clean(&fake, &mut bot);
}
