//! What the load benches share: people and callers, games in play between pairs of movers, moves
//! offered at a fixed rate, latency percentiles. Used by `tournament_load`, `review` and `soak`.

#[cfg(feature = "postgres")]
pub mod postgres;

use std::sync::Arc;
use std::time::{Duration, Instant};

use tabula::games::{ToAct, Variant};
use tabula::i18n::Lang;
use tabula::service::{
    ButtonId, Caller, ChallengeOptions, Challenged, ClockChoice, First, Service, User,
};

/// How moves are offered: `rate` moves per second over `movers` threads for `seconds`.
pub struct Settings {
    pub rate: f64,
    pub movers: usize,
    pub seconds: f64,
}

/// `--rate`, `--movers`, `--seconds` from the command line (defaults 1,000 moves/s, 2 threads,
/// 4 s).
pub fn settings() -> Settings {
    let mut s = Settings {
        rate: 1_000.0,
        movers: 2,
        seconds: 4.0,
    };
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2) {
        match pair[0].as_str() {
            "--rate" => s.rate = pair[1].parse().expect("--rate MOVES_PER_SECOND"),
            "--movers" => s.movers = pair[1].parse().expect("--movers N"),
            "--seconds" => s.seconds = pair[1].parse().expect("--seconds S"),
            _ => {}
        }
    }
    s
}

pub fn person(name: String) -> User {
    User {
        id: format!("console:{name}"),
        mention: format!("@{name}"),
        name,
    }
}

pub fn caller(user: User) -> Caller {
    Caller {
        user,
        channel: "bench".to_string(),
        guild: Some("guild".to_string()),
        lang: Lang::En,
        interaction: None,
    }
}

/// `count` Piso games in play (3 days a move) between `m0`/`m1`, `m2`/`m3`…; their ids.
pub fn mover_games(svc: &Service, count: usize) -> Vec<i64> {
    (0..count)
        .map(|i| {
            let (a, b) = (
                person(format!("m{}", 2 * i)),
                person(format!("m{}", 2 * i + 1)),
            );
            start_piso(svc, caller(a), caller(b), ClockChoice::Days3)
        })
        .collect()
}

/// `a` challenges `b` to Piso (`a` first) with `clock`, and `b` accepts: the game's id.
pub fn start_piso(svc: &Service, a: Caller, b: Caller, clock: ClockChoice) -> i64 {
    let reply = svc
        .challenge(
            &a,
            Challenged::Player(&b.user),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock,
                ..ChallengeOptions::default()
            },
        )
        .expect("a challenge");
    let id = reply
        .buttons
        .iter()
        .find_map(|button| match button.id {
            ButtonId::Accept(id) => Some(id),
            _ => None,
        })
        .expect("an Accept button");
    svc.accept(&b, Some(id)).expect("accepted");
    id
}

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// Plays moves in `games` at `rate` moves per second over `movers` threads for `seconds`;
/// returns each move's latency from its scheduled time, sorted.
pub fn play_moves(svc: &Arc<Service>, games: &[i64], settings: &Settings) -> Vec<Duration> {
    let every = Duration::from_secs_f64(settings.movers as f64 / settings.rate);
    let total = (settings.rate * settings.seconds / settings.movers as f64) as usize;
    let start = Instant::now();
    let handles: Vec<_> = (0..settings.movers)
        .map(|m| {
            let svc = Arc::clone(svc);
            let mine: Vec<i64> = games
                .iter()
                .copied()
                .skip(m)
                .step_by(settings.movers)
                .collect();
            let offset = every.mul_f64(m as f64 / settings.movers as f64);
            std::thread::spawn(move || {
                let mut latencies = Vec::with_capacity(total);
                for n in 0..total {
                    let due = start + offset + every * n as u32;
                    if let Some(wait) = due.checked_duration_since(Instant::now()) {
                        std::thread::sleep(wait);
                    }
                    let id = mine[n % mine.len()];
                    let (record, state) = svc.store().load(id).unwrap().unwrap();
                    let ToAct::Side(side) = state.to_act() else {
                        continue;
                    };
                    let legal = state.legal_move_texts();
                    let Some(mv) = legal.get(n % legal.len().max(1)) else {
                        continue;
                    };
                    let player = record.player(side);
                    let mover = caller(User {
                        id: player.external_id.clone(),
                        name: player.name.clone(),
                        mention: player.mention.clone(),
                    });
                    let played = svc.play(&mover, mv, Some(id));
                    latencies.push(due.elapsed());
                    if let Err(e) = played {
                        panic!("move {mv} in game #{id} refused: {e}");
                    }
                }
                latencies
            })
        })
        .collect();
    let mut all: Vec<Duration> = handles
        .into_iter()
        .flat_map(|h| h.join().expect("a mover"))
        .collect();
    all.sort();
    all
}

pub fn report(what: &str, latencies: &[Duration]) -> Duration {
    let p99 = percentile(latencies, 99.0);
    println!(
        "  {what}: {} moves, p50 {}, p99 {}, max {}",
        latencies.len(),
        ms(percentile(latencies, 50.0)),
        ms(p99),
        ms(latencies.last().copied().unwrap_or_default()),
    );
    p99
}
