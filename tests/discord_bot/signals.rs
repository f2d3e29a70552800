//! Starting and stopping the real process: SIGTERM and SIGINT stop it within 2 s in every
//! state (starting with Discord unreachable, connected, reconnecting, under load), Discord
//! unreachable at start is retried with one log line per attempt, a refused token is one line
//! and exit status 1; and kill -9 under load loses no acknowledged move.

use std::time::Instant;

use super::faults::open_piso;
use super::*;
use crate::fake_discord::faults::Route;

/// The limit for a stop.
const STOP_WITHIN: Duration = Duration::from_secs(2);

/// Sends `signal` and checks the bot exits cleanly within 2 s; returns how long it took.
fn stop_by(bot: &mut BotProcess, signal: &str) -> Duration {
    let sent = Instant::now();
    bot.signal(signal);
    let status = bot.wait_exit(STOP_WITHIN + Duration::from_secs(3));
    let took = sent.elapsed();
    let status = status.unwrap_or_else(|| panic!("the bot ignored SIG{signal}: {:#?}", bot.log()));
    assert!(
        status.success(),
        "SIG{signal}: exit {status}: {:#?}",
        bot.log()
    );
    assert!(
        took < STOP_WITHIN,
        "SIG{signal} took {took:?} to stop the bot: {:#?}",
        bot.log()
    );
    eprintln!("SIG{signal}: stopped in {took:?}");
    took
}

/// A port on 127.0.0.1 nothing listens on.
fn closed_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_unreachable_at_start_one_line_per_attempt_then_sigterm_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("http://127.0.0.1:{}", closed_port());
    let mut bot = BotProcess::start(bot_binary(), &url, &dir.path().join("t.db"), None, true);
    let lines = bot
        .wait_log_lines("cannot reach Discord", 2, Duration::from_secs(15))
        .await;
    // One line per attempt, with the reason and the next delay, doubling.
    assert!(
        lines[0].contains("attempt 1") && lines[0].contains("trying again in 1 s"),
        "{lines:?}"
    );
    assert!(
        lines[1].contains("attempt 2") && lines[1].contains("trying again in 2 s"),
        "{lines:?}"
    );
    assert!(lines[0].contains("cannot connect"), "the reason: {lines:?}");
    stop_by(&mut bot, "TERM");
    assert!(bot.log_problems().is_empty(), "{:#?}", bot.log_problems());
}

/// Whatever read the bot's log went away (a log collector that restarted) before it connected:
/// the lines it cannot write are dropped, it connects, and SIGTERM stops it within 2 s with
/// status 0. (A line that met the broken pipe panicked the task that wrote it, the signal
/// listener among them: the bot ran on after SIGTERM.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_its_log_pipe_broken_the_bot_runs_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start_with_broken_log(
        bot_binary(),
        &fake.api_url(),
        &dir.path().join("t.db"),
        Some(GUILD_ID),
    );
    fake.wait_ready(1, START).await;
    assert_eq!(
        bot.log().len(),
        1,
        "the test read one line: {:?}",
        bot.log()
    );
    let sent = Instant::now();
    bot.signal("TERM");
    let status = bot.wait_exit_status(STOP_WITHIN + Duration::from_secs(3));
    let took = sent.elapsed();
    let status = status.expect("the bot ignored SIGTERM");
    assert!(status.success(), "SIGTERM: exit {status}");
    assert!(took < STOP_WITHIN, "SIGTERM took {took:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_failing_at_start_is_tried_again_with_backoff_then_the_bot_connects() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.fail_next(Route::Gateway, 503, 2);
    let started = Instant::now();
    let mut bot = start_bot(&fake, &dir.path().join("t.db"));
    fake.wait_ready(1, START).await;
    let lines = bot.wait_log_lines("cannot reach Discord", 2, STEP).await;
    assert_eq!(lines.len(), 2, "one line per failed attempt: {lines:#?}");
    assert!(lines[0].contains("HTTP 503"), "{lines:?}");
    // 1 s, then 2 s.
    assert!(started.elapsed() >= Duration::from_secs(3));
    stop_clean(&fake, &mut bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_refused_by_rest_is_one_clear_line_and_exit_status_1() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.refuse_token();
    let mut bot = start_bot(&fake, &dir.path().join("t.db"));
    let status = bot
        .wait_exit(Duration::from_secs(20))
        .expect("the bot gives up at once");
    assert_eq!(status.code(), Some(1), "{:#?}", bot.log());
    let lines = bot.log_lines_with("refused the token");
    assert_eq!(lines.len(), 1, "{:#?}", bot.log());
    assert!(lines[0].contains("Reset Token") && lines[0].contains("DISCORD_TOKEN"));
    // No retry loop: one request, no gateway connection.
    assert_eq!(fake.calls_on(Route::Any).len(), 1, "{:?}", fake.injected());
    assert_eq!(fake.sessions(), (0, 0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_refused_by_the_gateway_4004_is_one_clear_line_and_exit_status_1() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.refuse_identify(4004);
    let mut bot = start_bot(&fake, &dir.path().join("t.db"));
    let status = bot
        .wait_exit(Duration::from_secs(20))
        .expect("the bot gives up at once");
    assert_eq!(status.code(), Some(1), "{:#?}", bot.log());
    let lines = bot.log_lines_with("tabula: Discord refused the token");
    assert_eq!(lines.len(), 1, "{:#?}", bot.log());
    assert!(lines[0].contains("4004") && lines[0].contains("Reset Token"));
    assert_eq!(fake.sessions(), (1, 0), "identified once, no retry");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_a_connected_bot_within_2_s() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("t.db"));
    fake.wait_ready(1, START).await;
    stop_by(&mut bot, "TERM");
    fake.assert_no_problems();
    assert!(bot.log_problems().is_empty(), "{:#?}", bot.log_problems());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigint_stops_a_bot_that_is_reconnecting_within_2_s() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("t.db"));
    fake.wait_ready(1, START).await;
    fake.gateway_down(true);
    fake.wait("the bot to try to reconnect", STEP, |s| {
        (s.refused_connections >= 1).then_some(())
    })
    .await;
    stop_by(&mut bot, "INT");
}

/// Under load: moves in flight when SIGTERM comes either finish (acknowledged and stored) or
/// are not acknowledged; nothing is half-written (every game replays to its snapshot).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_under_load_stops_within_2_s_and_leaves_every_game_whole() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join("load.db");
    let fake = std::sync::Arc::new(FakeDiscord::start_with(false).await);
    let mut bot = start_bot(&fake, &database);
    fake.wait_ready(1, START).await;
    let games = 12;
    let mut tables = Vec::new();
    for g in 0..games {
        let channel = 1_300_000_000_000_300_000 + g as u64;
        let players = [
            TestUser::new(600_000_000_000_000_000 + 2 * g as u64, "w", "en-US"),
            TestUser::new(600_000_000_000_000_001 + 2 * g as u64, "b", "fr"),
        ];
        let game_id = open_piso(&fake, channel, &players).await;
        tables.push(kill::Table {
            channel,
            players,
            game_id,
            sent: Vec::new(),
            refused: Vec::new(),
        });
    }
    // Every game sends moves as fast as they are answered until the bot is gone. A move with
    // no answer when the bot has exited will never get one.
    let (exited, gone) = tokio::sync::watch::channel(false);
    let playing: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(g, mut t)| {
            let fake = std::sync::Arc::clone(&fake);
            let mut gone = gone.clone();
            tokio::spawn(async move {
                let mut rng = SmallRng::seed_from_u64(g as u64);
                let mut game = AnyGame::new(Variant::LatrunculiPiso);
                let mut ply = 0;
                while let ToAct::Side(side) = game.to_act() {
                    let legal = game.legal_move_texts();
                    let text = legal[rng.random_range(0..legal.len())].clone();
                    if !fake.state().connected {
                        break;
                    }
                    let sent = fake.slash_in(
                        t.channel,
                        &t.players[side.index()],
                        "move",
                        vec![Opt::Str("move", text.clone())],
                    );
                    let answer = tokio::select! {
                        answer = fake.answer(&sent, STEP) => Some(answer),
                        _ = gone.wait_for(|gone| *gone) => {
                            fake.state().interactions[&sent.id].answer.clone()
                        }
                    };
                    let acknowledged = matches!(&answer, Some(a) if a.kind == 4 && !a.ephemeral());
                    if let Some(a) = &answer {
                        if !acknowledged {
                            t.refused.push(a.content().to_string());
                        }
                    }
                    t.sent.push(kill::Sent {
                        ply,
                        text: text.clone(),
                        interaction: sent.id,
                        acknowledged,
                    });
                    if !acknowledged {
                        break;
                    }
                    game.play_text(&text).unwrap();
                    ply += 1;
                }
                t
            })
        })
        .collect();
    // SIGTERM once every game is under way: three moves answered per game on average.
    fake.wait("the games to be under way", START, |s| {
        let answered = s
            .interactions
            .values()
            .filter(|i| i.payload["data"]["name"] == "move")
            .filter(|i| {
                i.answer
                    .as_ref()
                    .is_some_and(|a| a.kind == 4 && !a.ephemeral())
            })
            .count();
        (answered >= 3 * games).then_some(())
    })
    .await;
    let in_flight = fake
        .state()
        .interactions
        .values()
        .filter(|i| i.answer.is_none())
        .count();
    stop_by(&mut bot, "TERM");
    exited.send_replace(true);
    let mut tables = Vec::new();
    for task in playing {
        tables.push(task.await.unwrap());
    }
    let mut report = kill::Report::default();
    kill::check_store(&database, &tables, &mut report);
    report.print();
    eprintln!("{in_flight} interactions unanswered when SIGTERM was sent");
    assert!(report.problems.is_empty(), "{:#?}", report.problems);
    assert!(report.acknowledged > games, "the games were under way");
    // A refusal while stopping says so.
    let restarting: Vec<&str> = Lang::ALL
        .iter()
        .map(|l| i18n::t(*l, "faults-restarting"))
        .collect();
    for r in tables.iter().flat_map(|t| &t.refused) {
        assert!(restarting.contains(&r.as_str()), "{r}");
    }
    fake.assert_no_problems();
}

/// The short version of the kill -9 bench: a few SIGKILLs while games are played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_under_load_loses_no_acknowledged_move() {
    let plan = kill::Plan {
        games: 12,
        moves: 30,
        kills: 3,
        // Each kill after 20 to 60 more moves are sent: always mid-play, on a fast machine as
        // on a loaded one (pauses of 400-1200 ms once came after the last move, and a kill
        // then tests nothing).
        kill_after: kill::KillAfter::Moves(20, 60),
        seed: 15,
        echo: false,
    };
    let report = kill::run(bot_binary(), &plan).await;
    report.print();
    assert_eq!(report.kills, 3, "the games lasted through 3 kills");
    assert!(report.problems.is_empty(), "{:#?}", report.problems);
    assert!(report.acknowledged > 0);
}
