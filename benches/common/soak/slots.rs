//! People's games, one after another in each slot, and the players against the computer.

use super::*;

/// The first instant of the grid `first + k * every` that is not before `now`.
fn next_tick(
    first: tokio::time::Instant,
    every: Duration,
    now: tokio::time::Instant,
) -> tokio::time::Instant {
    if now <= first {
        return first;
    }
    let k = (now - first).as_secs_f64() / every.as_secs_f64();
    first + every.mul_f64(k.ceil())
}

/// How often a slot sends a command. A game takes moves + 2 ticks (the challenge and Accept,
/// the moves, the resignation); the slots together send `rate` moves a second.
fn tick(s: &Settings) -> Duration {
    Duration::from_secs_f64(s.games as f64 * s.moves as f64 / (s.rate * (s.moves + 2) as f64))
}

/// How long a slot's game takes, from its challenge to its resignation.
pub(super) fn game_length(s: &Settings) -> Duration {
    tick(s) * (s.moves as u32 + 2)
}

/// One slot of people's games: opens a game between a fresh pair of players in a channel of its
/// own, plays its moves on the slot's grid, resigns it, forgets it in the fake, and starts the
/// next one while a whole game still fits before the end.
pub(super) async fn slot(run: Arc<Run>, slot: usize) {
    let s = &run.settings;
    let every = tick(s);
    // The slots' first games start spread over one game's length, so that games open and end
    // all along (all at once, 200 challenges then 200 resignations came in bursts).
    let first = run.begin + game_length(s).mul_f64(slot as f64 / s.games as f64);
    let on_answer: OnAnswer = {
        let run = Arc::clone(&run);
        Arc::new(move |latency, acknowledged| {
            run.interval.lock().unwrap().push(latency);
            if acknowledged {
                run.acknowledged.fetch_add(1, Ordering::Relaxed);
            }
        })
    };
    loop {
        let start = next_tick(first, every, tokio::time::Instant::now());
        if start + game_length(s) > run.end {
            return;
        }
        tokio::time::sleep_until(start).await;
        let n = run.next_game.fetch_add(1, Ordering::Relaxed);
        let channel = FIRST_CHANNEL + n;
        let players = [
            TestUser::new(FIRST_USER + 2 * n, &format!("white{n}"), "en-US"),
            TestUser::new(
                FIRST_USER + 2 * n + 1,
                &format!("black{n}"),
                if n % 2 == 0 { "fr" } else { "en-GB" },
            ),
        ];
        let game_id = open_game(&run.fake, channel, &players, None).await;
        let table = Table::new(channel, players, game_id);
        let pace = Pace {
            first: next_tick(first, every, tokio::time::Instant::now()),
            every,
        };
        let mut table = play(
            Arc::clone(&run.fake),
            table,
            s.moves,
            n,
            Some(pace),
            Some(Arc::clone(&on_answer)),
        )
        .await;
        tokio::time::sleep_until(next_tick(first, every, tokio::time::Instant::now())).await;
        let resign = run
            .fake
            .slash_in(channel, &table.players[0], "resign", vec![]);
        let answer = run.fake.answer(&resign, STEP).await;
        if answer.kind == 5 && !answer.ephemeral() {
            // Deferred (the bot short of time): shown later, before the channel is forgotten.
            deferred(&run.fake, &resign, STEP).await;
        } else if answer.kind != 4 || answer.ephemeral() {
            run.problem(format!(
                "game #{game_id}: the resignation was refused: {}",
                answer.content()
            ));
        }
        for refused in &table.refused {
            run.problem(format!("game #{game_id}: move refused: {refused}"));
        }
        run.fake.forget(channel, KEEP_CALLS);
        table.latencies = Vec::new();
        table.sent_at = Vec::new();
        run.finished.lock().unwrap().push(table);
    }
}

/// One seat against the computer: a player plays it (thinking `think` a move) until the game
/// ends, then a new player starts a new game, until the run stops it. Returns the games.
pub(super) async fn against_computer(run: Arc<Run>, k: usize) -> Vec<ComputerGame> {
    let s = &run.settings;
    let level = choice_value(&run.fake, "play", "level", &s.level);
    let mut games = Vec::new();
    let mut n = 0u64;
    while !run.stop_computer.load(Ordering::Relaxed) {
        let channel = COMPUTER_CHANNELS + 1_000 * k as u64 + n;
        let player = TestUser::new(
            FIRST_USER + 100_000_000 + 1_000 * k as u64 + n,
            &format!("solo{k}x{n}"),
            "en-US",
        );
        let game = play_computer(
            Arc::clone(&run.fake),
            channel,
            player,
            level,
            k as u64 * 1_000 + n,
            Arc::clone(&run.stop_computer),
            s.think,
        )
        .await;
        run.fake.forget(channel, KEEP_CALLS);
        let failed = !game.problems.is_empty();
        games.push(game);
        if failed {
            break;
        }
        n += 1;
    }
    games
}
