//! `/board square:`: where a piece can go, shown privately, with the squares autocompleted.

use super::*;

/// What the `square` option of `/board` offers `user` after typing `typed`.
async fn square_suggestions(fake: &FakeDiscord, user: &TestUser, typed: &str) -> Vec<String> {
    let sent = fake.autocomplete(
        user,
        "board",
        vec![Opt::Focused("square", typed.to_string())],
    );
    let answer = fake.answer(&sent, STEP).await;
    fake.assert_no_problems();
    assert_eq!(answer.kind, 8, "autocomplete is answered with choices");
    answer.choices().into_iter().map(|(_, v)| v).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_square_shows_privately_where_a_piece_can_go() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (alice, carol) = (alice(), carol());
    let bastonus = variant_choice(&fake, Variant::Bastonus);
    let (_, answer) = command(
        &fake,
        &alice,
        "challenge",
        vec![
            Opt::User("opponent", carol.clone()),
            Opt::Int("variant", bastonus),
        ],
    )
    .await;
    assert!(!answer.ephemeral());
    let (_, answer) = command(&fake, &carol, "accept", vec![]).await;
    assert!(!answer.ephemeral(), "{answer:?}");

    // The test's own copy of the game: the first side moves first, whoever that is.
    let game = AnyGame::new(Variant::Bastonus);
    let mut froms: Vec<String> = game.routes().into_iter().map(|(_, r)| r.from).collect();
    froms.sort();
    froms.dedup();
    froms.truncate(25);
    let (for_alice, for_carol) = (
        square_suggestions(&fake, &alice, "").await,
        square_suggestions(&fake, &carol, "").await,
    );
    let (mover, waiter, offered) = if for_alice.is_empty() {
        (&carol, &alice, for_carol)
    } else {
        assert!(for_carol.is_empty(), "only the player to act gets squares");
        (&alice, &carol, for_alice)
    };
    assert_eq!(offered, froms, "the squares of the pieces that can move");

    // The mover asks where one piece can go: a private board and the moves from there.
    let square = offered[0].clone();
    let narrowed = square_suggestions(&fake, mover, &square[..1]).await;
    assert!(narrowed.contains(&square) && narrowed.iter().all(|s| s.starts_with(&square[..1])));
    let (_, answer) = command(
        &fake,
        mover,
        "board",
        vec![Opt::Str("square", square.to_uppercase())],
    )
    .await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(answer.ephemeral(), "where a piece can go is private");
    assert!(answer.pings().is_empty());
    assert_board(&answer.files, "/board square");
    assert!(answer.files[0].bytes.len() <= 40 * 1024);
    let moves: Vec<String> = game
        .moves_from(&square)
        .into_iter()
        .map(|(t, _)| format!("`{t}`"))
        .collect();
    assert!(!moves.is_empty());
    assert!(
        answer.content().ends_with(&moves.join(", ")),
        "{}",
        answer.content()
    );

    // The player who waits, and a square that is not on the board: private refusals.
    let (_, answer) = command(
        &fake,
        waiter,
        "board",
        vec![Opt::Str("square", square.clone())],
    )
    .await;
    assert_refusal(&answer, "/board square when it is not your turn");
    let (_, answer) = command(&fake, mover, "board", vec![Opt::Str("square", "z9".into())]).await;
    assert_refusal(&answer, "/board square on a square that does not exist");
    assert!(
        answer.content().starts_with("`z9` "),
        "{}",
        answer.content()
    );

    // Without `square`, /board is public as before.
    let (_, png) = board(&fake, &alice).await;
    assert!(!png.is_empty());
    stop_clean(&fake, &mut bot);
}
