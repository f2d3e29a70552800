//! Tournaments as server events through the fake Discord: a tournament with a planned start
//! creates its event (EXTERNAL, in the channel, its estimated end), updates it as its rounds
//! change, starts it when round 1 is paired (the members marked interested pinged, its players
//! not: their games ping them) and completes it at the end; where the bot may not create events,
//! the tournament runs and its channel is told so once.

use super::tournaments::{
    create_with, director, players, posted, resign_in, round_threads, thread_game, tournament_of,
    user_of,
};
use super::*;
use crate::fake_discord::events::{ACTIVE, COMPLETED, SCHEDULED};
use crate::fake_discord::model::CHANNEL_ID;

/// The director creates a Swiss of Piso (a day per move, its rounds from the players) that
/// starts in an hour: its announcement's message and its id.
async fn create_planned(fake: &FakeDiscord) -> (u64, i64) {
    let starts = vec![Opt::Str("starts", "in 1h".into())];
    let (announcement, join) = create_with(fake, "swiss", None, starts).await;
    (announcement, tournament_of(&join))
}

/// Event `id` once `ready` holds of it.
async fn event_when(
    fake: &FakeDiscord,
    what: &str,
    ready: impl Fn(&crate::fake_discord::events::Event) -> bool,
) -> crate::fake_discord::events::Event {
    fake.wait(what, START, |s| {
        s.events.by_id.values().find(|e| ready(e)).cloned()
    })
    .await
}

/// Starts tournament `id` with the command, as its director.
async fn start_now(fake: &FakeDiscord, id: i64) {
    let (_, answer) = command(
        fake,
        &director(),
        "tournament",
        vec![Opt::Sub("start", vec![Opt::Int("id", id)])],
    )
    .await;
    assert_eq!(answer.kind, 4, "{answer:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_planned_tournament_creates_updates_starts_and_completes_its_event() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (announcement, id) = create_planned(&fake).await;
    let name = format!("T{id} · Swiss · Latrunculi (Piso)");
    let created = event_when(&fake, "the tournament's event", |e| e.name == name).await;
    assert_eq!(created.status, SCHEDULED);
    assert_eq!(
        created.location,
        format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}")
    );
    assert!(
        created.description.contains("1 day per move"),
        "{}",
        created.description
    );
    // Up to two players, one round: ten days after the start.
    assert_eq!(created.end - created.start, 10 * 86_400);
    let fan = bystander();
    fake.mark_interested(created.id, fan.id);
    let players: Vec<TestUser> = players().into_iter().take(3).collect();
    fake.mark_interested(created.id, players[0].id);
    // A third player makes three rounds (a later end); the third leaving, one again.
    let join = format!("tabula:t-join:{id}");
    for player in &players {
        click(&fake, player, announcement, &join).await;
    }
    event_when(&fake, "the event's end moved by a third round", |e| {
        e.id == created.id && e.end - e.start == 30 * 86_400
    })
    .await;
    let leave = format!("tabula:t-leave:{id}");
    click(&fake, &players[2], announcement, &leave).await;
    let updated = event_when(&fake, "the event's end moved back", |e| {
        e.id == created.id && e.end - e.start == 10 * 86_400 && e.patches == 2
    })
    .await;
    assert_eq!(updated.statuses, [SCHEDULED]);

    // Round 1 paired: the event starts, and the interested member who is not playing is pinged.
    start_now(&fake, id).await;
    event_when(&fake, "the event started", |e| {
        e.id == created.id && e.status == ACTIVE
    })
    .await;
    let ping = posted(
        &fake,
        "the interested members' ping",
        &format!("T{id} has started"),
    )
    .await;
    assert_eq!(ping.pings, [fan.id], "{ping:?}");
    assert!(
        ping.content.contains(&format!("<@{}>", fan.id)),
        "{}",
        ping.content
    );
    let threads = round_threads(&fake, 1, 1).await;
    let (_, pings) = thread_game(&fake, &threads[0]).await;
    resign_in(&fake, &threads[0], user_of(&players, pings[0])).await;
    posted(&fake, "the podium", "is over").await;
    let done = event_when(&fake, "the event completed", |e| {
        e.id == created.id && e.status == COMPLETED
    })
    .await;
    assert_eq!(done.statuses, [SCHEDULED, ACTIVE, COMPLETED]);
    assert_eq!(fake.events().len(), 1, "one event");
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_permission_the_tournament_runs_and_says_so_once() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.forbid_events(GUILD_ID);
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    let (announcement, id) = create_planned(&fake).await;
    let said = format!("T{id} is not in the server's Events tab");
    posted(&fake, "the line that says there is no event", &said).await;
    let players: Vec<TestUser> = players().into_iter().take(2).collect();
    let join = format!("tabula:t-join:{id}");
    for player in &players {
        click(&fake, player, announcement, &join).await;
    }
    start_now(&fake, id).await;
    let threads = round_threads(&fake, 1, 1).await;
    let (_, pings) = thread_game(&fake, &threads[0]).await;
    resign_in(&fake, &threads[0], user_of(&players, pings[0])).await;
    posted(&fake, "the podium", "is over").await;
    caught_up(&fake).await;
    let told = fake
        .state()
        .public_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.content.contains(&said))
        .count();
    assert_eq!(told, 1, "said once");
    assert!(fake.events().is_empty());
    stop_clean(&fake, &mut bot);
}
