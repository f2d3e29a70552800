//! Challenges that end without a game, and the refusals around them, through the fake Discord.

use super::*;

/// Challenges that end without a game, and the refusals around them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_can_be_declined_or_withdrawn_and_mistakes_are_refused_privately() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);

    // carol challenges alice, who declines with the button: the buttons go, a public message says so.
    let (challenge, answer) = command(
        &fake,
        &carol,
        "challenge",
        vec![
            Opt::User("opponent", alice.clone()),
            Opt::Int("variant", piso),
        ],
    )
    .await;
    assert!(!answer.ephemeral());
    assert_eq!(answer.pings(), vec![alice.id]);
    let buttons = answer.buttons();
    let button = |kind: &str| {
        buttons
            .iter()
            .find(|(id, _)| id.starts_with(&format!("tabula:{kind}:")))
            .unwrap_or_else(|| panic!("a {kind} button: {buttons:?}"))
            .0
            .clone()
    };
    let (accept, decline) = (button("accept"), button("decline"));
    let first_id = crate::fake_discord::game_of(&accept).to_string();
    let message = fake.original(&challenge).unwrap().id;
    let (sent, answer) = click(&fake, &alice, message, &decline).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    assert!(fake.message(message).unwrap().buttons().is_empty());
    let declined = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(declined.public());
    assert!(
        declined.content.contains(&format!("#{first_id}")),
        "{}",
        declined.content
    );

    // A stale Accept on the declined challenge is refused.
    let (_, answer) = click(&fake, &alice, message, &accept).await;
    assert_refusal(&answer, "accepting a declined challenge");

    // carol challenges again and withdraws with /cancel; then /accept finds nothing to accept.
    let (_, answer) = command(
        &fake,
        &carol,
        "challenge",
        vec![
            Opt::User("opponent", alice.clone()),
            Opt::Int("variant", piso),
        ],
    )
    .await;
    assert!(
        !answer.ephemeral() && answer.buttons().len() >= 2,
        "{answer:?}"
    );
    let (_, answer) = command(&fake, &carol, "cancel", vec![]).await;
    assert_eq!(answer.kind, 4);
    assert!(!answer.ephemeral(), "a withdrawal is public: {answer:?}");
    let (_, answer) = command(&fake, &alice, "accept", vec![]).await;
    assert_refusal(&answer, "accepting when there is no challenge");

    // bruno (French) challenges a bot, then himself: refused, in French.
    let robot = TestUser::new(900_000_000_000_000_099, "robotus", "en-US").bot_account();
    let (_, answer) = command(
        &fake,
        &bruno,
        "challenge",
        vec![
            Opt::User("opponent", robot.clone()),
            Opt::Int("variant", piso),
        ],
    )
    .await;
    assert_refusal(&answer, "challenging a bot");
    let french = i18n::tf(
        Lang::Fr,
        "discord-opponent-bot",
        &[("name", &robot.display_name())],
    );
    assert_eq!(answer.content(), french);
    let (_, answer) = command(
        &fake,
        &bruno,
        "challenge",
        vec![
            Opt::User("opponent", bruno.clone()),
            Opt::Int("variant", piso),
        ],
    )
    .await;
    assert_refusal(&answer, "challenging oneself");
    let french = i18n::t(Lang::Fr, "service-error-challenge-yourself");
    assert!(answer.content().contains(french), "{:?}", answer.content());

    // No game: /move and /board are refused, /games answers privately.
    let (_, answer) = command(&fake, &alice, "move", vec![Opt::Str("move", "d4".into())]).await;
    assert_refusal(&answer, "a move without a game");
    let (_, answer) = command(&fake, &alice, "board", vec![]).await;
    assert_refusal(&answer, "a board without a game");
    let (_, answer) = command(&fake, &alice, "games", vec![]).await;
    assert_eq!(answer.kind, 4);
    assert!(answer.ephemeral(), "a list of games is private");

    stop_clean(&fake, &mut bot);
}
