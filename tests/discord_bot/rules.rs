//! `/rules` through the fake Discord: a private page with its diagram, ◀ ▶ turning the same
//! message, Show everyone posting the page in the channel, and the topic autocompleted.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_page_through_privately_and_show_a_page_to_everyone() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let ergo = variant_choice(&fake, Variant::Ergo);
    {
        let state = fake.state();
        let rules = state.command("rules").expect("/rules is registered");
        assert_eq!(rules["name_localizations"]["fr"], "règles");
    }
    let bruno = bruno();
    assert_eq!(lang_of(&bruno), Lang::Fr);

    // The topic is autocompleted with the chosen game's pages, titled in French.
    let sent = fake.autocomplete(
        &bruno,
        "rules",
        vec![Opt::Int("game", ergo), Opt::Focused("topic", String::new())],
    );
    let answer = fake.answer(&sent, STEP).await;
    assert_eq!(answer.kind, 8, "{answer:?}");
    let topics = answer.choices();
    assert!((4..=7).contains(&topics.len()), "{topics:?}");
    assert!(topics[0].0.starts_with("1. "), "{topics:?}");
    let pages = topics.len();

    // The first page: private, its diagram, three buttons.
    let (sent, answer) = command(&fake, &bruno, "rules", vec![Opt::Int("game", ergo)]).await;
    assert_eq!(answer.kind, 4, "{answer:?}");
    assert!(answer.ephemeral(), "the rules are private first");
    assert!(answer.pings().is_empty());
    assert!(
        answer.content().contains(&format!("page 1/{pages}")),
        "{answer:?}"
    );
    assert_board(&answer.files, "/rules");
    assert!(answer.files[0].bytes.len() <= 40 * 1024);
    let buttons = answer.buttons();
    assert_eq!(buttons.len(), 3, "{buttons:?}");
    assert_eq!(buttons[2].1, "Montrer à tous");
    let first_picture = answer.files[0].bytes.clone();
    let message = fake.original(&sent).unwrap().id;

    // ▶ turns the same message to page 2, with another diagram.
    let (_, turned) = click(&fake, &bruno, message, &buttons[1].0).await;
    assert_eq!(turned.kind, 7, "the page replaces the message: {turned:?}");
    assert!(
        turned.content().contains(&format!("page 2/{pages}")),
        "{turned:?}"
    );
    assert_board(&turned.files, "/rules page 2");
    assert_ne!(turned.files[0].bytes, first_picture);
    let buttons = turned.buttons();
    assert_eq!(buttons.len(), 3);
    // ◀ from page 1 wraps to the last page.
    let (_, back) = click(&fake, &bruno, message, &buttons[0].0).await;
    assert!(
        back.content().contains(&format!("page 1/{pages}")),
        "{back:?}"
    );

    // Show everyone: a new public message with the page and its picture, no buttons; the
    // private one keeps its buttons.
    let show = back.buttons()[2].0.clone();
    let (_, shown) = click(&fake, &bruno, message, &show).await;
    assert_eq!(shown.kind, 4, "a new message: {shown:?}");
    assert!(!shown.ephemeral(), "shown to everyone: {shown:?}");
    assert!(shown.buttons().is_empty());
    assert!(shown.pings().is_empty());
    assert!(shown.content().contains("Ergo"), "{shown:?}");
    assert_board(&shown.files, "/rules shown");
    assert_eq!(fake.message(message).unwrap().buttons().len(), 3);

    // A page by topic, and a topic the game does not have.
    let (_, answer) = command(
        &fake,
        &alice(),
        "rules",
        vec![
            Opt::Int("game", ergo),
            Opt::Str("topic", topics[pages - 1].1.clone()),
        ],
    )
    .await;
    assert!(
        answer.content().contains(&format!("page {pages}/{pages}")),
        "{answer:?}"
    );
    let (_, answer) = command(
        &fake,
        &alice(),
        "rules",
        vec![Opt::Int("game", ergo), Opt::Str("topic", "castling".into())],
    )
    .await;
    assert_refusal(&answer, "/rules with an unknown topic");
    stop_clean(&fake, &mut bot);
}
