//! Ratings, leaderboards and history through the fake Discord.

use super::*;

/// The ladder through Discord: a casual game changes nothing, a rated resignation moves both
/// ratings, `/rating` and `/leaderboard` show them (in French for Bruno), and the history's page
/// buttons refuse a stranger privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_and_leaderboards_follow_rated_games_only() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, bruno, carol) = (alice(), bruno(), carol());
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);

    // A game alice and bruno play to a resignation, rated or not.
    async fn resigned_game(
        fake: &FakeDiscord,
        a: &TestUser,
        b: &TestUser,
        piso: i64,
        rated: bool,
    ) -> String {
        let (challenge, answer) = command(
            fake,
            a,
            "challenge",
            vec![
                Opt::User("opponent", b.clone()),
                Opt::Int("variant", piso),
                Opt::Bool("rated", rated),
            ],
        )
        .await;
        let accept = answer
            .buttons()
            .into_iter()
            .find(|(id, _)| id.starts_with("tabula:accept:"))
            .expect("an Accept button")
            .0;
        let message = fake.original(&challenge).unwrap().id;
        let (sent, _) = click(fake, b, message, &accept).await;
        fake.followups(&sent, 1, STEP).await;
        let (_, answer) = command(fake, b, "resign", vec![]).await;
        assert!(!answer.ephemeral(), "{answer:?}");
        answer.content().to_string()
    }

    let casual = resigned_game(&fake, &alice, &bruno, piso, false).await;
    assert!(
        casual.contains(i18n::t(Lang::Fr, "ratings-casual")),
        "{casual}"
    );
    let (_, answer) = command(&fake, &alice, "rating", vec![]).await;
    assert!(answer.content().contains("no rating yet"), "{answer:?}");

    let rated = resigned_game(&fake, &alice, &bruno, piso, true).await;
    // Sides are drawn by lot, so the order of the two changes varies; the figures do not.
    assert!(rated.contains("Classements : "), "{rated}");
    assert!(rated.contains("Alice 1500? → 1742? (+242)"), "{rated}");
    assert!(
        rated.contains("Bruno le Gaulois 1500? → 1258? (-242)"),
        "{rated}"
    );

    // /rating of bruno, asked by alice: provisional, one game, a loss.
    let (_, answer) = command(
        &fake,
        &alice,
        "rating",
        vec![Opt::User("user", bruno.clone())],
    )
    .await;
    assert_eq!(answer.kind, 4);
    let text = answer.content();
    assert!(text.contains("**Ratings of Bruno le Gaulois**"), "{text}");
    assert!(text.contains("games: 1 (0W 0D 1L)"), "{text}");

    // /leaderboard in French, provisional players shown: both listed, alice first.
    let (_, answer) = command(
        &fake,
        &bruno,
        "leaderboard",
        vec![Opt::Int("variant", piso), Opt::Bool("provisional", true)],
    )
    .await;
    assert_eq!(answer.kind, 4);
    assert!(!answer.ephemeral());
    let text = answer.content();
    assert!(text.starts_with("**Classement — "), "{text}");
    assert!(text.contains("(ce serveur, page 1)"), "{text}");
    // The table is a picture (its rows are checked in the service's tests).
    assert_board(&answer.files, "/leaderboard");
    let (_, answer) = command(
        &fake,
        &bruno,
        "leaderboard",
        vec![Opt::Int("variant", piso), Opt::Int("page", 2)],
    )
    .await;
    assert_refusal(&answer, "a page past the end");

    // /history with more than one page is not reachable with two games; check the head-to-head
    // and that carol cannot turn alice's pages (a forged Next button).
    let (sent, answer) = command(
        &fake,
        &alice,
        "history",
        vec![Opt::User("user", bruno.clone())],
    )
    .await;
    assert!(
        answer
            .content()
            .contains("You against Bruno le Gaulois: 2 wins, 0 draws, 0 losses."),
        "{answer:?}"
    );
    let message = fake.original(&sent).unwrap().id;
    let forged = format!("tabula:history:discord:{}:1:all:1", alice.id);
    let (_, answer) = click(&fake, &carol, message, &forged).await;
    assert_refusal(&answer, "a stranger's page button");

    stop_clean(&fake, &mut bot);
}
