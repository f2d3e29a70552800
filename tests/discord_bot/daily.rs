//! The daily puzzle through the fake Discord (issue 50, item 5): two processes on one database
//! post a server's puzzle once; a player presses Solve and solves it privately; a stranger's
//! answer is refused and changes nothing; the next day's post reveals the answer with the count,
//! and `/rating` shows the streak; `/puzzle daily set` refuses a member without Manage Server, a
//! time that does not read and a voice channel, and changes nothing.

use tabula::service::{Rights, Service};

use super::clocks::start_shifted;
use super::shards::{caller, two_processes};
use super::*;
use crate::fake_discord::CHANNEL_ID;
use crate::support::planted_puzzle;

const HOUR: i64 = 3_600;
const DAY: i64 = 86_400;

fn dora() -> TestUser {
    TestUser::new(900_000_000_000_000_020, "dora", "en-US").with_manage_server()
}

/// The messages the bot posted in the channel on its own that contain `needle`.
fn posts(state: &crate::fake_discord::State, needle: &str) -> Vec<crate::fake_discord::Message> {
    state
        .public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.interaction == 0 && m.content.contains(needle))
        .cloned()
        .collect()
}

/// `/puzzle daily set` as `user`: its private answer.
async fn set(fake: &FakeDiscord, user: &TestUser, channel: Opt, time: &str) -> Answer {
    let set = Opt::Sub("set", vec![channel, Opt::Str("time", time.to_string())]);
    let (_, answer) = command(fake, user, "puzzle", vec![Opt::Sub("daily", vec![set])]).await;
    assert!(answer.ephemeral(), "{answer:?}");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_post_it_once_a_player_solves_it_and_the_next_day_reveals_it() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let (planted, _) = planted_puzzle();
    let line = planted.line.clone();
    {
        // Set an hour from now, by the service as `/puzzle daily set` would.
        let service = Service::open(&database).unwrap();
        service
            .store()
            .add_puzzles(std::slice::from_ref(&planted), 0)
            .unwrap();
        let minute = (tabula::store::now() / 60 + 60) % 1_440;
        let time = format!("{:02}:{:02}", minute / 60, minute % 60);
        let manager = Rights {
            manage_server: true,
        };
        service
            .daily_set(
                &caller(&dora(), GUILD_ID, CHANNEL_ID),
                &CHANNEL_ID.to_string(),
                "#ludus",
                &time,
                manager,
                true,
            )
            .unwrap();
    }

    // Two processes, one shard each, two hours later: each sweeps at start, one posts.
    let fake = FakeDiscord::start().await;
    fake.recommend_shards(2);
    let mut bots = two_processes(&fake, &database, 2 * HOUR);
    fake.wait("both processes connected", START, |s| {
        (s.shard_connected(0) && s.shard_connected(1) && s.registrations >= 1).then_some(())
    })
    .await;
    let post = fake
        .wait("the daily puzzle", START, |s| {
            posts(s, "Daily puzzle · ").pop()
        })
        .await;
    assert!(
        post.content.contains("From the computer playing itself"),
        "{post:?}"
    );
    assert!(
        post.content.contains("Black to play and take a piece"),
        "{post:?}"
    );
    assert_board(&post.files, "the daily puzzle");
    let solve = post.buttons();
    assert_eq!(solve.len(), 1, "{solve:?}");
    assert_eq!(solve[0].1, "Solve");

    // Alice presses Solve: the puzzle, for her alone; she solves it.
    let (_, opened) = click(&fake, &alice(), post.id, &solve[0].0).await;
    assert!(opened.ephemeral(), "{opened:?}");
    assert!(
        opened
            .content()
            .starts_with("Today's puzzle, for you alone:"),
        "{opened:?}"
    );
    assert_board(&opened.files, "the opened puzzle");
    for turn in [&line[0], &line[2], &line[4]] {
        let sub = Opt::Sub("move", vec![Opt::Str("move", turn.clone())]);
        let (_, answer) = command(&fake, &alice(), "puzzle", vec![sub]).await;
        assert!(answer.ephemeral(), "{answer:?}");
    }
    // Carol, who pressed nothing, cannot answer alice's: refused, nothing changes.
    let sub = Opt::Sub("move", vec![Opt::Str("move", line[0].clone())]);
    let (_, refused) = command(&fake, &carol(), "puzzle", vec![sub]).await;
    assert_refusal(&refused, "a stranger's answer");
    assert_eq!(refused.content(), "You have no puzzle open.");
    let (_, again) = click(&fake, &alice(), post.id, &solve[0].0).await;
    assert_eq!(
        again.content(),
        "You have answered today's puzzle: solved.\nDaily puzzle streak: 1 (best 1)"
    );
    for bot in &mut bots {
        stop_clean(&fake, bot);
    }
    assert_eq!(
        posts(&fake.state(), "Daily puzzle · ").len(),
        1,
        "posted once"
    );

    // The next day, one process: the answer with the count, then the next puzzle.
    let fake = FakeDiscord::start().await;
    let mut bot = start_shifted(&fake, &database, DAY + 2 * HOUR);
    fake.wait_ready(1, START).await;
    let reveal = fake
        .wait("the answer", START, |s| {
            posts(s, "Answer to the daily puzzle").pop()
        })
        .await;
    assert!(reveal.content.contains("1 of 1 solved it."), "{reveal:?}");
    assert!(
        reveal
            .content
            .contains(&format!("Solution: {}", line.join(" · "))),
        "{reveal:?}"
    );
    assert_board(&reveal.files, "the answer");
    fake.wait("the next puzzle", START, |s| {
        posts(s, "Daily puzzle · ").pop()
    })
    .await;
    let (_, rating) = command(&fake, &alice(), "rating", vec![]).await;
    assert!(
        rating.content().contains("Daily puzzle streak: 1 (best 1)"),
        "{rating:?}"
    );

    // Bad settings: refused, and the setting stays as it was.
    let setting = || {
        tabula::store::Store::open(&database)
            .unwrap()
            .daily_setting(&GUILD_ID.to_string())
            .unwrap()
    };
    let before = setting();
    let text = Opt::Channel("channel", CHANNEL_ID, 0);
    let refusal = set(&fake, &alice(), text, "10:00").await;
    assert_eq!(
        refusal.content(),
        "Only a member with Manage Server can set the daily puzzle."
    );
    let refusal = set(
        &fake,
        &dora(),
        Opt::Channel("channel", CHANNEL_ID, 0),
        "25:61",
    )
    .await;
    assert!(
        refusal.content().contains("is not a time of day"),
        "{refusal:?}"
    );
    let voice = Opt::Channel("channel", CHANNEL_ID + 7, 2);
    let refusal = set(&fake, &dora(), voice, "10:00").await;
    assert!(
        refusal.content().starts_with("I cannot post in <#"),
        "{refusal:?}"
    );
    assert_eq!(setting(), before);
    let done = set(
        &fake,
        &dora(),
        Opt::Channel("channel", CHANNEL_ID, 0),
        "10:00",
    )
    .await;
    assert!(
        done.content().contains("every day at 10:00 UTC"),
        "{done:?}"
    );
    stop_clean(&fake, &mut bot);
}
