//! Open challenges through the fake Discord: `/challenge` without an opponent posts a challenge
//! that anyone in the channel may accept; two people pressing Accept at once get one game; the
//! challenger withdraws with the Withdraw button, which refuses anyone else privately.

use super::*;

fn button(buttons: &[(String, String)], kind: &str) -> String {
    buttons
        .iter()
        .find(|(id, _)| id.starts_with(&format!("tabula:{kind}:")))
        .unwrap_or_else(|| panic!("a {kind} button: {buttons:?}"))
        .0
        .clone()
}

/// `alice` posts an open challenge to `variant` (alice first): the answer, the message id and
/// the game id.
async fn post_open(fake: &FakeDiscord, alice: &TestUser, variant: Variant) -> (Answer, u64, i64) {
    let variant = variant_choice(fake, variant);
    let me = choice(fake, "challenge", "first", "me");
    let (sent, answer) = command(
        fake,
        alice,
        "challenge",
        vec![Opt::Int("variant", variant), Opt::Int("first", me)],
    )
    .await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    let accept = button(&answer.buttons(), "accept");
    let id: i64 = crate::fake_discord::game_of(&accept);
    let message = fake.original(&sent).expect("the challenge message").id;
    (answer, message, id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_one_of_two_racing_accepts_or_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());

    // The opponent option is optional now, after the game (Discord lists required options first).
    {
        let state = fake.state();
        let options = state.command("challenge").unwrap()["options"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(options[0]["name"], "variant");
        assert_eq!(options[0]["required"], true);
        let opponent = options
            .iter()
            .find(|o| o["name"] == "opponent")
            .expect("an opponent option");
        assert_ne!(opponent["required"], true, "{opponent}");
    }

    // alice posts an open challenge: public, pinging nobody, with Accept and Withdraw.
    let (answer, message, id) = post_open(&fake, &alice, Variant::LatrunculiPiso).await;
    assert!(!answer.ephemeral(), "an open challenge is public");
    assert!(answer.pings().is_empty(), "it pings nobody: {answer:?}");
    assert!(
        answer.content().contains("is looking for an opponent")
            && answer
                .content()
                .contains("The challenge lapses if nobody accepts within 1 day."),
        "{}",
        answer.content()
    );
    let buttons = answer.buttons();
    let (accept, withdraw) = (button(&buttons, "accept"), button(&buttons, "withdraw"));
    assert_eq!(buttons.len(), 2, "{buttons:?}");

    // alice cannot accept her own; bruno (French) cannot withdraw it: private refusals, and the
    // message keeps its buttons.
    let (_, answer) = click(&fake, &alice, message, &accept).await;
    assert_refusal(&answer, "alice accepts her own open challenge");
    let (sent, answer) = click(&fake, &bruno, message, &withdraw).await;
    assert_refusal(&answer, "bruno withdraws alice's challenge");
    assert_eq!(
        answer.content(),
        format!("Le défi #{id} est celui de Alice : vous ne pouvez pas le retirer.")
    );
    caught_up(&fake).await;
    assert!(fake.state().followups_of(sent.id).is_empty());
    let still = fake.message(message).unwrap();
    assert_eq!(still.buttons().len(), 2);
    assert_eq!(still.edits, 0);

    // bruno and carol press Accept at the same moment: one gets the game, the other is told
    // privately that someone was first.
    let presses = [
        fake.click(&bruno, message, &accept),
        fake.click(&carol, message, &accept),
    ];
    let answers = [
        fake.answer(&presses[0], STEP).await,
        fake.answer(&presses[1], STEP).await,
    ];
    fake.assert_no_problems();
    let won: Vec<usize> = (0..2).filter(|&i| answers[i].kind == 7).collect();
    assert_eq!(won.len(), 1, "exactly one accept wins: {answers:?}");
    let (winner, loser) = (won[0], 1 - won[0]);
    let players = [&bruno, &carol];
    assert_refusal(&answers[loser], "the second accept");
    let taken = match lang_of(players[loser]) {
        Lang::Fr => format!("Quelqu'un d'autre a accepté le défi #{id} en premier."),
        _ => format!("Someone else accepted challenge #{id} first."),
    };
    assert_eq!(answers[loser].content(), taken);
    let started = fake.followups(&presses[winner], 1, STEP).await.remove(0);
    assert!(started.public(), "the game starts in public");
    assert!(
        started.content.contains(&format!("#{id}"))
            && started.content.contains(&players[winner].mention()),
        "{}",
        started.content
    );
    assert!(
        started.pings.contains(&alice.id),
        "alice plays first: {started:?}"
    );
    assert_board(&started.files, "the start of the open game");
    assert!(fake.message(message).unwrap().buttons().is_empty());
    caught_up(&fake).await;
    assert!(
        fake.state().followups_of(presses[loser].id).is_empty(),
        "one game started"
    );

    // The game is played like any other: alice moves, then the winner.
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for mover in [&alice, players[winner]] {
        let text = game.legal_move_texts()[0].clone();
        game.play_text(&text).unwrap();
        let (_, answer) = command(
            &fake,
            mover,
            "move",
            vec![Opt::Str("move", text.clone()), Opt::Int("game", id)],
        )
        .await;
        assert!(!answer.ephemeral(), "{text}: {answer:?}");
    }
    // The loser is not in it.
    let (_, answer) = command(
        &fake,
        players[loser],
        "move",
        vec![Opt::Str("move", "a1".into()), Opt::Int("game", id)],
    )
    .await;
    assert_refusal(&answer, "the loser of the race moves");

    // alice posts another and withdraws it with the button: the buttons go, a public message
    // says so, and a stale Accept is refused.
    let (_, message, second) = post_open(&fake, &alice, Variant::Ergo).await;
    assert_ne!(second, id);
    let withdraw = format!("tabula:withdraw:{second}");
    let (sent, answer) = click(&fake, &alice, message, &withdraw).await;
    assert_eq!(answer.kind, 7, "{answer:?}");
    assert!(fake.message(message).unwrap().buttons().is_empty());
    let withdrawn = fake.followups(&sent, 1, STEP).await.remove(0);
    assert!(withdrawn.public());
    assert!(
        withdrawn
            .content
            .contains(&format!("withdrew the challenge to anyone (#{second})")),
        "{}",
        withdrawn.content
    );
    let (_, answer) = click(&fake, &carol, message, &format!("tabula:accept:{second}")).await;
    assert_refusal(&answer, "accepting a withdrawn open challenge");

    stop_clean(&fake, &mut bot);
}
