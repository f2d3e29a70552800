//! Shards: one process running every shard Discord recommends, and two processes, one shard
//! each, sharing one database under load. Every interaction is delivered on the shard of its
//! guild (`(guild_id >> 22) % shard_count`) and must be answered by the process that runs that
//! shard (the two processes have different tokens; the fake records the token of each call);
//! every move is in the database once; a deadline and an owed computer answer are posted once.

use tabula::ai::Level;
use tabula::service::{Caller, ChallengeOptions, Challenged, ClockChoice, First, Service, User};
use tabula::store::{ActionKind, Change, NewAction, Origin, Status};

use super::*;
use crate::fake_discord::{guild_on_shard, shard_of};

/// A player of the load: a user of its own per game and side.
pub(super) fn player(n: u64) -> TestUser {
    TestUser::new(800_000_000_000_000_000 + n, &format!("player{n}"), "en-US")
}

pub(super) fn person(u: &TestUser) -> User {
    User {
        id: format!("discord:{}", u.id),
        name: u.display_name().to_string(),
        mention: u.mention(),
    }
}

pub(super) fn caller(u: &TestUser, guild: u64, channel: u64) -> Caller {
    Caller {
        user: person(u),
        channel: channel.to_string(),
        guild: Some(guild.to_string()),
        lang: Lang::En,
        interaction: None,
    }
}

/// The tokens of the two processes of [`two_processes`]: shard 0's, shard 1's.
pub(super) const TOKENS: [&str; 2] = ["token-a", "token-b"];

/// Two bot processes on `database`, one shard of two each (their tokens [`TOKENS`]), their
/// clocks shifted by `offset` seconds.
pub(super) fn two_processes(fake: &FakeDiscord, database: &Path, offset: i64) -> Vec<BotProcess> {
    (0..2)
        .map(|shard| {
            let range = format!("{shard}-{shard}");
            BotProcess::start_with_args(
                bot_binary(),
                &fake.api_url(),
                database,
                None,
                true,
                &[
                    ("DISCORD_TOKEN", TOKENS[shard].to_string()),
                    ("TABULA_TEST_CLOCK_OFFSET", offset.to_string()),
                ],
                &["--shards", &range, "--shard-count", "2"],
            )
        })
        .collect()
}

/// A guild of the test and its one channel.
#[derive(Clone, Copy, Debug)]
pub(super) struct Place {
    pub(super) guild: u64,
    pub(super) channel: u64,
    pub(super) shard: u32,
}

pub(super) fn places(count: u32) -> Vec<Place> {
    (0..count)
        .map(|shard| Place {
            guild: guild_on_shard(shard, count, 1),
            channel: 1_310_000_000_000_000_000 + u64::from(shard),
            shard,
        })
        .collect()
}

/// A Piso game between two new players, accepted, with `clock`; (id, [first, second]).
pub(super) fn new_game(
    service: &Service,
    place: Place,
    n: u64,
    clock: ClockChoice,
) -> (i64, [TestUser; 2]) {
    let (a, b) = (player(2 * n), player(2 * n + 1));
    service
        .challenge(
            &caller(&a, place.guild, place.channel),
            Challenged::Player(&person(&b)),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
    let id = service
        .store()
        .unfinished_games()
        .unwrap()
        .last()
        .unwrap()
        .id;
    service
        .accept(&caller(&b, place.guild, place.channel), Some(id))
        .unwrap();
    (id, [a, b])
}

/// Plays `moves` moves of game `id` through the fake, each answered publicly.
async fn play(fake: &FakeDiscord, place: Place, id: i64, players: &[TestUser; 2], moves: usize) {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for _ in 0..moves {
        let ToAct::Side(side) = game.to_act() else {
            panic!("nobody to act")
        };
        let text = game.legal_move_texts()[0].clone();
        game.play_text(&text).unwrap();
        let sent = fake.slash_in(
            place.channel,
            &players[side.index()],
            "move",
            vec![Opt::Str("move", text.clone()), Opt::Int("game", id)],
        );
        let answer = fake.answer(&sent, STEP).await;
        assert!(
            !answer.ephemeral(),
            "game {id}, {text}: {}",
            answer.content()
        );
    }
}

/// The moves recorded for game `id`.
pub(super) fn moves_in_db(service: &Service, id: i64) -> usize {
    service
        .store()
        .actions(id)
        .unwrap()
        .iter()
        .filter(|a| a.kind == ActionKind::Move)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_runs_the_two_shards_discord_recommends() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let places = places(2);
    let games: Vec<(i64, [TestUser; 2])> = {
        let service = Service::open(&database).unwrap();
        places
            .iter()
            .enumerate()
            .map(|(n, place)| new_game(&service, *place, n as u64, ClockChoice::Days3))
            .collect()
    };
    let fake = FakeDiscord::start().await;
    fake.recommend_shards(2);
    for place in &places {
        fake.add_guild(place.guild, place.channel);
    }
    // No range configured: the bot asks Discord, which says 2.
    let mut bot = BotProcess::start(bot_binary(), &fake.api_url(), &database, None, true);
    fake.wait("both shards and the commands", START, |s| {
        (s.shard_connected(0) && s.shard_connected(1) && s.registrations >= 1).then_some(())
    })
    .await;
    {
        let state = fake.state();
        let mut shards: Vec<String> = state
            .identifies
            .iter()
            .map(|i| i["shard"].to_string())
            .collect();
        shards.sort();
        assert_eq!(shards, ["[0,2]", "[1,2]"]);
        // Each shard was told of its own guilds only.
        for (shard, link) in &state.shards {
            let ready: serde_json::Value = serde_json::from_str(&link.session.events[0].1).unwrap();
            assert_eq!(ready["t"], "READY");
            assert_eq!(ready["d"]["shard"], serde_json::json!([shard, 2]));
            let guilds: Vec<u64> = ready["d"]["guilds"]
                .as_array()
                .unwrap()
                .iter()
                .map(|g| g["id"].as_str().unwrap().parse().unwrap())
                .collect();
            assert!(
                guilds.contains(&places[*shard as usize].guild),
                "{guilds:?}"
            );
            assert!(
                guilds.iter().all(|g| shard_of(*g, 2) == *shard),
                "{guilds:?}"
            );
        }
        assert_eq!(state.registered_in, Some(None), "global commands");
        assert_eq!(state.registrations, 1, "registered once for both shards");
    }
    for (place, (id, players)) in places.iter().zip(&games) {
        play(&fake, *place, *id, players, 1).await;
    }
    let state = fake.state();
    for (place, (id, _)) in places.iter().zip(&games) {
        let delivered: Vec<u32> = state
            .interactions
            .values()
            .filter(|i| i.guild == place.guild)
            .map(|i| i.shard)
            .collect();
        assert_eq!(delivered, [place.shard], "game {id}: on its guild's shard");
    }
    drop(state);
    let service = Service::open(&database).unwrap();
    for (id, _) in &games {
        assert_eq!(moves_in_db(&service, *id), 1, "game {id}");
    }
    stop_clean(&fake, &mut bot);
}

/// Two processes, `--shards 0-0 --shard-count 2` and `--shards 1-1 --shard-count 2`, on one
/// database, with distinct tokens; games in a guild of each shard, moves sent concurrently; and
/// before they start, games whose 5-minute clock ran out (the processes' clocks are 10 minutes
/// ahead) and computer games owed an answer, in both guilds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_database_each_answering_its_shard() {
    const GAMES: usize = 6;
    const MOVES: usize = 4;
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("tabula.db");
    let places = places(2);
    // Per place: the games under load, a game out of time, a computer game owed an answer.
    let mut load: Vec<(Place, i64, [TestUser; 2])> = Vec::new();
    let mut late = Vec::new();
    let mut computer = Vec::new();
    {
        let service = Service::open(&database).unwrap();
        let mut n = 0;
        for place in &places {
            for _ in 0..GAMES {
                n += 1;
                let (id, players) = new_game(&service, *place, n, ClockChoice::Days3);
                load.push((*place, id, players));
            }
            n += 1;
            let (id, players) = new_game(&service, *place, n, ClockChoice::Minutes5);
            service
                .play(
                    &caller(&players[0], place.guild, place.channel),
                    "d4",
                    Some(id),
                )
                .unwrap();
            late.push((*place, id));
            n += 1;
            let human = player(2 * n);
            service
                .play_computer(
                    &caller(&human, place.guild, place.channel),
                    Variant::LatrunculiPiso,
                    Level::Novice,
                    First::Me,
                )
                .unwrap();
            let record = service
                .store()
                .unfinished_games()
                .unwrap()
                .last()
                .unwrap()
                .clone();
            // The player's move saved, the answer never played (a restart in between).
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
            computer.push((*place, record.id));
        }
    }

    let fake = FakeDiscord::start().await;
    fake.recommend_shards(2);
    for place in &places {
        fake.add_guild(place.guild, place.channel);
    }
    let tokens = TOKENS;
    let mut bots = two_processes(&fake, &database, 600);
    fake.wait("both processes connected", START, |s| {
        (s.shard_connected(0) && s.shard_connected(1) && s.registrations >= 1).then_some(())
    })
    .await;
    {
        let state = fake.state();
        for (shard, token) in tokens.iter().enumerate() {
            let link = &state.shards[&(shard as u32)];
            assert_eq!(link.token, format!("Bot {token}"), "shard {shard}");
            assert_eq!(link.count, 2);
        }
    }

    // Under load: every game of both guilds at once, moves one after the other in each.
    let began = std::time::Instant::now();
    let plays = load
        .iter()
        .map(|(place, id, players)| play(&fake, *place, *id, players, MOVES));
    futures_util::future::join_all(plays).await;
    // A figure for the report, not a check (timings are for the benches).
    eprintln!(
        "shards: {} moves in {} games over 2 processes answered in {:?}",
        load.len() * MOVES,
        load.len(),
        began.elapsed()
    );

    // The deadline and the computer's answer: posted once each, whichever process posts.
    let posted_once = |s: &crate::fake_discord::State, id: i64, place: &Place| {
        s.public_messages(place.channel)
            .into_iter()
            .filter(|m| m.interaction == 0 && m.content.contains(&format!("#{id}")))
            .count()
    };
    for (place, id) in late.iter().chain(&computer) {
        fake.wait(&format!("the notice of game {id}"), START, |s| {
            (posted_once(s, *id, place) >= 1).then_some(())
        })
        .await;
    }
    // Each process applied the deadlines before it connected; once both have stopped, no
    // second post can come: everything below is checked then.
    for bot in &mut bots {
        stop_clean(&fake, bot);
    }
    {
        let state = fake.state();
        for (place, id) in late.iter().chain(&computer) {
            assert_eq!(posted_once(&state, *id, place), 1, "game {id}: one notice");
        }
        // The computer's answer is posted by the process that owns the game's guild.
        for (place, id) in &computer {
            let token = format!("Bot {}", tokens[place.shard as usize]);
            let posts: Vec<_> = state
                .calls
                .iter()
                .filter(|c| {
                    c.method == "POST"
                        && c.path == format!("/api/v10/channels/{}/messages", place.channel)
                        && c.json.as_ref().is_some_and(|j| {
                            j["content"]
                                .as_str()
                                .unwrap_or("")
                                .contains(&format!("#{id}"))
                                && j["content"].as_str().unwrap_or("").contains("answered")
                        })
                })
                .collect();
            assert_eq!(posts.len(), 1, "game {id}: {posts:?}");
            assert_eq!(posts[0].auth.as_deref(), Some(token.as_str()), "game {id}");
        }
        // Only the process of shard 0 registered the commands.
        assert_eq!(state.registrations, 1);
        let registration = state
            .calls
            .iter()
            .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .unwrap();
        assert_eq!(registration.auth.as_deref(), Some("Bot token-a"));

        // Every interaction was delivered on its guild's shard and answered once, by the
        // process that runs that shard.
        assert_eq!(state.interactions.len(), load.len() * MOVES);
        for interaction in state.interactions.values() {
            let place = places
                .iter()
                .find(|p| p.guild == interaction.guild)
                .unwrap();
            assert_eq!(interaction.shard, place.shard, "{}", interaction.id);
            let token = format!("Bot {}", tokens[place.shard as usize]);
            assert_eq!(interaction.shard_token, token);
            let answer = interaction.answer.as_ref().expect("answered");
            assert_eq!(
                answer.auth.as_deref(),
                Some(token.as_str()),
                "{}",
                interaction.id
            );
        }
    }

    // Every move is in the database once, and the database is whole.
    let service = Service::open(&database).unwrap();
    for (_, id, _) in &load {
        assert_eq!(moves_in_db(&service, *id), MOVES, "game {id}");
        let (record, _) = service.store().load(*id).unwrap().unwrap();
        assert_eq!(record.to_act, ToAct::Side(Side::First), "game {id}");
    }
    for (_, id) in &computer {
        assert_eq!(
            moves_in_db(&service, *id),
            2,
            "game {id}: the move and one answer"
        );
    }
    for (_, id) in &late {
        let (record, _) = service.store().load(*id).unwrap().unwrap();
        assert_ne!(record.status, Status::Active, "game {id} ended");
    }
    let report = service.store().doctor().unwrap();
    assert!(report.is_clean(), "{:?}", report.findings);
}

/// Runs the bot with `args` and `env`; its exit code and stderr, or a failure if it still runs
/// after 10 s (a range that should have been refused was not).
fn run_briefly(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let mut command = std::process::Command::new(bot_binary());
    command
        .arg("run")
        .arg("--database")
        .arg(dir.join("tabula.db"))
        .args(args)
        .current_dir(dir)
        .env("DISCORD_TOKEN", "fake-token")
        // Nothing listens there: a bot that went on would retry, not reach anything.
        .env("TABULA_DISCORD_API_URL", "http://127.0.0.1:9")
        .env_remove("TABULA_SHARDS")
        .env_remove("TABULA_SHARD_COUNT");
    for (name, value) in env {
        command.env(name, value);
    }
    let output =
        crate::support::output_within(command, Duration::from_secs(10)).unwrap_or_else(|_| {
            panic!("{args:?} {env:?}: the bot started instead of refusing the range")
        });
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_bad_shard_range_stops_the_bot_at_start() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["--shards", "1-0", "--shard-count", "2"][..],
        &["--shards", "0-2", "--shard-count", "2"],
        &["--shards", "0-1"],
        &["--shard-count", "0"],
    ] {
        let (code, stderr) = run_briefly(dir.path(), args, &[]);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("shard"), "{args:?}: {stderr}");
    }
    let (code, stderr) = run_briefly(
        dir.path(),
        &[],
        &[("TABULA_SHARDS", "3"), ("TABULA_SHARD_COUNT", "2")],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("TABULA_SHARDS") || stderr.contains("shard 3"),
        "{stderr}"
    );
    // The command line wins over the environment: shard 5 is refused with its count of 2
    // (the environment's 8 would have let it start).
    let (code, stderr) = run_briefly(
        dir.path(),
        &["--shards", "5", "--shard-count", "2"],
        &[("TABULA_SHARDS", "0-1"), ("TABULA_SHARD_COUNT", "8")],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("shard 5"), "{stderr}");
}
