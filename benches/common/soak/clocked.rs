//! Games whose clock expires during the run: written before the bot starts (through the service,
//! with its clock set back) and started through Discord during the run; each watched until the
//! bot posts the loss on time.

use super::super::common::start_piso;
use super::*;

/// The moves of a clocked game before its player to move stops answering: two a side, so that
/// the game has really started and the scheduler ends it as a loss on time (with fewer it would
/// abort it).
const MOVES: usize = 4;

/// A game whose player to move never answers.
pub(super) struct Clocked {
    channel: u64,
    game: i64,
    /// When its clock runs out, in unix seconds.
    deadline: f64,
}

/// Writes, through the service, games with a 5-minute clock whose deadlines fall 20 s, 50 s…
/// (up to 5 minutes) after now, as long as they fall inside a run of `duration` (with
/// [`GRACE`] to spare): after [`MOVES`] moves the challenger, to move, never moves.
pub(super) fn premade(database: &Path, duration: Duration) -> Vec<Clocked> {
    use tabula::service::time::FakeClock;
    use tabula::service::{Caller, ClockChoice, Service, User};
    let location = database.to_str().expect("a database name in UTF-8");
    let now = unix_now().floor() as i64;
    let clock = FakeClock::at(now);
    let svc = Service::open_location(location, None)
        .expect("the database opens")
        .with_clock(Arc::new(clock.clone()));
    let user = |i: u64| {
        let id = FIRST_USER + 200_000_000 + i;
        User {
            id: format!("discord:{id}"),
            name: format!("sleeper{i}"),
            mention: format!("<@{id}>"),
        }
    };
    let caller = |user: User, channel: u64| Caller {
        user,
        channel: channel.to_string(),
        guild: Some(GUILD_ID.to_string()),
        lang: tabula::i18n::Lang::En,
        interaction: None,
    };
    let minutes5 = ClockChoice::Minutes5.seconds();
    let mut games = Vec::new();
    let mut due = 20;
    while due <= minutes5 && Duration::from_secs(due as u64) + GRACE * 2 < duration {
        let k = games.len() as u64;
        let channel = CLOCK_CHANNELS + k;
        let (a, b) = (user(2 * k), user(2 * k + 1));
        clock.set(now - minutes5 + due);
        let game = start_piso(
            &svc,
            caller(a.clone(), channel),
            caller(b.clone(), channel),
            ClockChoice::Minutes5,
        );
        for i in 0..MOVES {
            let (_, state) = svc.store().load(game).unwrap().expect("the game");
            let mv = state.legal_move_texts()[0].clone();
            let mover = if i % 2 == 0 { &a } else { &b };
            svc.play(&caller(mover.clone(), channel), &mv, Some(game))
                .expect("a move");
        }
        games.push(Clocked {
            channel,
            game,
            deadline: (now + due) as f64,
        });
        due += 30;
    }
    games
}

/// Watches the `premade` games, and starts one with a 5-minute clock through Discord every
/// `clock_every` while its deadline falls inside the run (its [`MOVES`] moves, then nothing);
/// returns when every watch ended.
pub(super) async fn clocks(run: Arc<Run>, premade: Vec<Clocked>) {
    let mut watches: Vec<_> = premade
        .into_iter()
        .map(|c| tokio::spawn(watch(Arc::clone(&run), c)))
        .collect();
    let minutes5 = Duration::from_secs(tabula::service::ClockChoice::Minutes5.seconds() as u64);
    let clock = choice_value(&run.fake, "challenge", "clock", "5 minutes");
    let mut at = run.begin + Duration::from_secs(5);
    let mut k = 1_000u64;
    while at + minutes5 + GRACE * 2 < run.end {
        tokio::time::sleep_until(at).await;
        let channel = CLOCK_CHANNELS + k;
        let players = [
            TestUser::new(FIRST_USER + 200_000_000 + 2 * k, "sleeper", "en-US"),
            TestUser::new(FIRST_USER + 200_000_000 + 2 * k + 1, "waiter", "en-US"),
        ];
        let game = open_game(&run.fake, channel, &players, Some(clock)).await;
        let table = play(
            Arc::clone(&run.fake),
            Table::new(channel, players, game),
            MOVES,
            k,
            None,
            None,
        )
        .await;
        let deadline = unix_now() + minutes5.as_secs_f64();
        if table.acknowledged.len() != MOVES {
            run.problem(format!(
                "game #{game}: a move of the clocked game was refused: {:?}",
                table.refused
            ));
        }
        watches.push(tokio::spawn(watch(
            Arc::clone(&run),
            Clocked {
                channel,
                game,
                deadline,
            },
        )));
        k += 1;
        at += run.settings.clock_every;
    }
    for w in watches {
        if let Err(e) = w.await {
            run.problem(format!("a clock's watch: {e}"));
        }
    }
}

/// Waits for the loss on time of `c`, posted once within [`GRACE`] of its deadline.
async fn watch(run: Arc<Run>, c: Clocked) {
    let needle = format!("ran out of time in game #{}", c.game);
    let posts = |run: &Run| {
        run.fake
            .state()
            .public_messages(c.channel)
            .iter()
            .filter(|m| m.interaction == 0 && m.content.contains(&needle))
            .count()
    };
    let until = |unix: f64| {
        tokio::time::Instant::now() + Duration::from_secs_f64((unix - unix_now()).max(0.0))
    };
    tokio::time::sleep_until(until(c.deadline - 1.0)).await;
    let give_up = until(c.deadline + GRACE.as_secs_f64());
    loop {
        if posts(&run) > 0 {
            run.lateness.lock().unwrap().push(unix_now() - c.deadline);
            break;
        }
        if tokio::time::Instant::now() >= give_up {
            run.problem(format!(
                "game #{}: its clock ran out and no loss on time was posted within {} s",
                c.game,
                GRACE.as_secs()
            ));
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let count = posts(&run);
    if count > 1 {
        run.problem(format!(
            "game #{}: the loss on time was posted {count} times",
            c.game
        ));
    }
    run.fake.forget(c.channel, KEEP_CALLS);
}
