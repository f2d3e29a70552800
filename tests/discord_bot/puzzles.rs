//! `/puzzle` through the fake Discord (issue 50): a puzzle of three solver's turns solved with
//! the bot's replies, privately; a stranger's answer refused, changing nothing; a wrong turn a
//! miss; the ratings moved and shown by `/rating`.

use super::*;
use crate::support::{planted_puzzle, wrong_turn};

/// `/puzzle <sub> [options]` as `user`: the answer, which must be private.
async fn puzzle(
    fake: &FakeDiscord,
    user: &TestUser,
    sub: &'static str,
    options: Vec<Opt>,
) -> Answer {
    let (_, answer) = command(fake, user, "puzzle", vec![Opt::Sub(sub, options)]).await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(answer.ephemeral(), "a puzzle is private: {answer:?}");
    assert!(answer.pings().is_empty(), "{answer:?}");
    answer
}

async fn turn(fake: &FakeDiscord, user: &TestUser, text: &str) -> Answer {
    puzzle(fake, user, "move", vec![Opt::Str("move", text.to_string())]).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_privately_a_wrong_turn_misses_and_a_stranger_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tabula.db");
    let (planted, start) = planted_puzzle();
    tabula::store::Store::open(&db)
        .unwrap()
        .add_puzzles(std::slice::from_ref(&planted), 0)
        .unwrap();
    let line = &planted.line;
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &db);
    fake.wait_ready(1, START).await;
    let piso = variant_choice(&fake, Variant::LatrunculiPiso);

    let shown = puzzle(&fake, &alice(), "play", vec![Opt::Int("game", piso)]).await;
    // Bruno takes the same one (the nearest for him too) while it is rated as planted.
    puzzle(&fake, &bruno(), "play", vec![Opt::Int("game", piso)]).await;
    assert!(
        shown.content().contains("Black to play and take a piece"),
        "{shown:?}"
    );
    assert_board(&shown.files, "the puzzle");
    let first = turn(&fake, &alice(), &line[0]).await;
    assert!(
        first
            .content()
            .contains(&format!("The reply: {}.", line[1])),
        "{first:?}"
    );
    assert_board(&first.files, "after the reply");

    // Carol has no puzzle open: her answer is refused, and alice's stays as it was.
    let (_, refused) = command(
        &fake,
        &carol(),
        "puzzle",
        vec![Opt::Sub("move", vec![Opt::Str("move", line[2].clone())])],
    )
    .await;
    assert_refusal(&refused, "a stranger's answer");
    assert_eq!(refused.content(), "You have no puzzle open.");

    let second = turn(&fake, &alice(), &line[2]).await;
    assert!(
        second
            .content()
            .contains(&format!("The reply: {}.", line[3])),
        "{second:?}"
    );
    let solved = turn(&fake, &alice(), &line[4]).await;
    assert!(solved.content().contains("Puzzle solved!"), "{solved:?}");
    assert!(
        solved
            .content()
            .contains("Your puzzle rating in Latrunculi (Piso): 1500? → "),
        "{solved:?}"
    );
    assert_board(&solved.files, "the solution");

    // Bruno misses it, in French.
    let wrong = wrong_turn(&start, &line[0]);
    let missed = turn(&fake, &bruno(), &wrong).await;
    assert!(missed.content().contains("Problème manqué."), "{missed:?}");

    let (_, rating) = command(&fake, &alice(), "rating", vec![]).await;
    assert!(
        rating.content().contains("Puzzles:\n- Latrunculi (Piso): "),
        "{rating:?}"
    );
    stop_clean(&fake, &mut bot);

    let store = tabula::store::Store::open(&db).unwrap();
    let now = tabula::store::now();
    let alice_rating = store
        .puzzle_ratings(&format!("discord:{}", alice().id), now)
        .unwrap();
    assert!(alice_rating[0].rating.rating > 1500.0, "{alice_rating:?}");
    let bruno_rating = store
        .puzzle_ratings(&format!("discord:{}", bruno().id), now)
        .unwrap();
    assert!(bruno_rating[0].rating.rating < 1500.0, "{bruno_rating:?}");
}
