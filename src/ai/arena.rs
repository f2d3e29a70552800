//! The arena: round robin between the levels and a uniformly random player, both colours, on
//! every game, with iteration budgets (so a run is reproducible), printing per game a table of
//! wins, draws and losses, the score and the Elo difference with its 95% interval, and the
//! think time per move of each level. `tabula arena` and `cargo bench --bench arena` run it.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{AnyGame, Side, ToAct, Variant};

use super::{choose, random_action, Budget, Level};

pub mod strength;

/// The search budget the computer players of the arena get.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Budgets {
    /// The level's iterations (tests, the CLI's `ai`, the ladder's targets).
    #[default]
    Iterations,
    /// The ceiling the bot searches to within its think time (`Budget::ceiling`): how strong
    /// each level plays on Discord, where the machine reaches it in time.
    Bot,
}

/// How a set of games is played: the computers' budgets, the seed every game's seeds come
/// from (0: the arena's historical seeds), and whether a decided game is adjudicated.
#[derive(Clone, Copy, Debug, Default)]
pub struct Setup {
    pub budgets: Budgets,
    pub seed: u64,
    /// End a game as won once a computer's own search gives its chosen move a win chance of at
    /// least [`ADJUDICATE_AT`] on [`ADJUDICATE_MOVES`] of its moves in a row (or as lost at
    /// most 1 − that), as engine matches resign a lost game: the mop-up of a won ending costs
    /// the most and decides nothing.
    pub adjudicate: bool,
}

/// The win chance a computer's chosen move must show for adjudication (see [`Setup`]).
pub const ADJUDICATE_AT: f64 = 0.98;
/// How many of its moves in a row must show it.
pub const ADJUDICATE_MOVES: u32 = 4;

/// A player of the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Random,
    Computer(Level),
}

impl Player {
    pub const ALL: [Player; 5] = [
        Player::Random,
        Player::Computer(Level::Novice),
        Player::Computer(Level::Legionary),
        Player::Computer(Level::Centurion),
        Player::Computer(Level::Imperator),
    ];

    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Computer(level) => level.id(),
        }
    }
}

/// Wins, draws and losses of the first player of a pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Score of the first player, 0 to 1.
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }

    /// The Elo difference the score implies, with its 95% interval (normal approximation of
    /// the score's standard error, bounds turned into Elo; a score of 0 or 1 is clamped to
    /// half a game from it).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let se = (var / n).sqrt();
        let clamp = |x: f64| x.clamp(0.5 / n, 1.0 - 0.5 / n);
        let elo = |x: f64| -400.0 * (1.0 / clamp(x) - 1.0).log10();
        (elo(s), elo(s - 1.96 * se), elo(s + 1.96 * se))
    }
}

/// One pair's result on one game.
#[derive(Clone, Debug)]
pub struct PairResult {
    pub a: Player,
    pub b: Player,
    pub tally: Tally,
}

/// A game's results and the think times of each level on it.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub variant: Variant,
    pub pairs: Vec<PairResult>,
    /// Per level: every move's think time.
    pub times: Vec<(Level, Vec<Duration>)>,
}

/// Plays one game; returns the winner and records the levels' think times.
pub fn play_one(
    variant: Variant,
    players: [Player; 2],
    seed: u64,
    setup: Setup,
    times: &mut Vec<(Level, Duration)>,
) -> Option<Side> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut ply = 0u64;
    // Per side: its computer's moves in a row that showed a won (+) or lost (−) game.
    let mut sure = [0i32; 2];
    loop {
        match game.to_act() {
            ToAct::Nobody => return game.outcome().and_then(|o| o.winner),
            ToAct::Chance => {
                let mv = weighted_roll(&game, &mut rng);
                game.play_text(&mv).expect("rolls are legal");
            }
            ToAct::Side(side) => {
                let mv = match players[side.index()] {
                    Player::Random => random_action(&game, &mut rng).expect("a move"),
                    Player::Computer(level) => {
                        let start = Instant::now();
                        let search_seed = seed.wrapping_mul(1_000_003).wrapping_add(ply);
                        let budget = match setup.budgets {
                            Budgets::Iterations => Budget::iterations(level),
                            Budgets::Bot => Budget::ceiling(level),
                        };
                        let choice =
                            choose(&game, level, search_seed, budget).expect("a side acts");
                        times.push((level, start.elapsed()));
                        if setup.adjudicate {
                            let value = choice
                                .considered
                                .first()
                                .map_or(0.5, |c| f64::from(c.value));
                            let s = &mut sure[side.index()];
                            *s = match value {
                                v if v >= ADJUDICATE_AT => (*s).max(0) + 1,
                                v if v <= 1.0 - ADJUDICATE_AT => (*s).min(0) - 1,
                                _ => 0,
                            };
                            let moves = ADJUDICATE_MOVES as i32;
                            if *s >= moves {
                                return Some(side);
                            }
                            if *s <= -moves {
                                return Some(side.other());
                            }
                        }
                        choice.text
                    }
                };
                game.play_text(&mv).expect("the computer plays legal moves");
            }
        }
        ply += 1;
    }
}

/// A roll drawn by its weight, as text (the game must be at chance): the arena's dice, and
/// those of `tabula duel` and `examples/tune`, so that the same seed rolls the same dice.
pub fn weighted_roll(game: &AnyGame, rng: &mut SmallRng) -> String {
    let options = game.chance_texts();
    let total: u32 = options.iter().map(|(_, w)| w).sum();
    let mut pick = rng.random_range(0..total.max(1));
    for (text, w) in &options {
        if pick < *w {
            return text.clone();
        }
        pick -= w;
    }
    options[0].0.clone()
}

/// Every pair of `players` (the round robin), each weaker-listed player first.
pub fn round_robin_pairs(players: &[Player]) -> Vec<(Player, Player)> {
    let mut pairs = Vec::new();
    for (i, &a) in players.iter().enumerate() {
        for &b in &players[i + 1..] {
            pairs.push((a, b));
        }
    }
    pairs
}

/// The pairs the strength targets are about: each player against the one listed before it
/// (novice against random, legionary against novice, ...).
pub fn ladder_pairs(players: &[Player]) -> Vec<(Player, Player)> {
    players.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Plays every pair of `players` `games_per_pair` times on `variant` (colours alternating), on
/// one thread.
pub fn round_robin(variant: Variant, players: &[Player], games_per_pair: u32) -> GameReport {
    play_pairs(variant, &round_robin_pairs(players), games_per_pair, 1)
}

/// Plays each of `pairs` `games_per_pair` times on `variant` (colours alternating), spreading
/// the games over `threads` threads. The results do not depend on the threads: each game's
/// seeds come from its pair and number only. Think times do, when threads outnumber cores.
pub fn play_pairs(
    variant: Variant,
    pairs: &[(Player, Player)],
    games_per_pair: u32,
    threads: usize,
) -> GameReport {
    play_pairs_with(variant, pairs, games_per_pair, threads, Setup::default())
}

/// [`play_pairs`] with the budgets and seed of `setup`.
pub fn play_pairs_with(
    variant: Variant,
    pairs: &[(Player, Player)],
    games_per_pair: u32,
    threads: usize,
    setup: Setup,
) -> GameReport {
    play_pairs_resuming(variant, pairs, games_per_pair, threads, setup, &[], &|_| {})
}

/// One finished game of a set: its pair (an index into the pairs played), its number within
/// the pair, its outcome for the pair's first player (+1 a win, 0 a draw, −1 a loss) and the
/// levels' think times. A journal line of `tabula levels` (see [`GameRecord::line`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub pair: usize,
    pub game: u32,
    pub outcome: i8,
    pub times: Vec<(Level, Duration)>,
}

impl GameRecord {
    /// The record as one line of text: `game A B number outcome level=µs,µs,… … moves=N`,
    /// e.g. `ergo random novice 3 -1 novice=812,790 moves=2`. Players are named, so a line
    /// does not depend on the order of the pairs; the closing count makes a line cut short
    /// (a run stopped while writing it) one that does not read.
    pub fn line(&self, variant: Variant, pairs: &[(Player, Player)]) -> String {
        let (a, b) = pairs[self.pair];
        let mut line = format!(
            "{} {} {} {} {}",
            variant.id(),
            a.name(),
            b.name(),
            self.game,
            self.outcome
        );
        for level in Level::ALL {
            let micros: Vec<String> = self
                .times
                .iter()
                .filter(|(l, _)| *l == level)
                .map(|(_, d)| d.as_micros().to_string())
                .collect();
            if !micros.is_empty() {
                let _ = write!(line, " {}={}", level.id(), micros.join(","));
            }
        }
        let _ = write!(line, " moves={}", self.times.len());
        line
    }

    /// Reads a [`GameRecord::line`] of `variant`'s game between two of `pairs`; `None` for a
    /// line of another game, of a pair not played, or one that does not read (a line cut
    /// short when a run was stopped).
    pub fn parse(line: &str, variant: Variant, pairs: &[(Player, Player)]) -> Option<Self> {
        let player = |name: &str| Player::ALL.into_iter().find(|p| p.name() == name);
        let mut words = line.split_whitespace();
        if words.next()? != variant.id() {
            return None;
        }
        let a = player(words.next()?)?;
        let b = player(words.next()?)?;
        let pair = pairs.iter().position(|&p| p == (a, b))?;
        let game = words.next()?.parse().ok()?;
        let outcome: i8 = words.next()?.parse().ok()?;
        if !(-1..=1).contains(&outcome) {
            return None;
        }
        let mut times = Vec::new();
        let mut words = words.peekable();
        while let Some(word) = words.next() {
            let (name, micros) = word.split_once('=')?;
            if words.peek().is_none() {
                let moves: usize = micros.parse().ok()?;
                return (name == "moves" && moves == times.len()).then_some(GameRecord {
                    pair,
                    game,
                    outcome,
                    times,
                });
            }
            let level = Level::ALL.into_iter().find(|l| l.id() == name)?;
            for m in micros.split(',') {
                times.push((level, Duration::from_micros(m.parse().ok()?)));
            }
        }
        None
    }
}

/// [`play_pairs_with`], resuming a set that was stopped: the games in `done` (records of this
/// same set: the same game, pairs, setup and seed) are counted without being played again, and
/// `on_game` hears of every game played here as it ends (`tabula levels --journal` writes them
/// down). Each game's seeds come from its pair and number only, so a resumed set gives the
/// results of one played straight through.
pub fn play_pairs_resuming(
    variant: Variant,
    pairs: &[(Player, Player)],
    games_per_pair: u32,
    threads: usize,
    setup: Setup,
    done: &[GameRecord],
    on_game: &(dyn Fn(&GameRecord) + Sync),
) -> GameReport {
    let mut kept: Vec<GameRecord> = Vec::new();
    for record in done {
        let wanted = record.pair < pairs.len() && record.game < games_per_pair;
        if wanted
            && !kept
                .iter()
                .any(|k| (k.pair, k.game) == (record.pair, record.game))
        {
            kept.push(record.clone());
        }
    }
    let jobs: Vec<(usize, u32)> = (0..pairs.len())
        .flat_map(|p| (0..games_per_pair).map(move |g| (p, g)))
        .filter(|&(p, g)| !kept.iter().any(|k| (k.pair, k.game) == (p, g)))
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(kept);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&(p, g)) = jobs.get(i) else {
                    return;
                };
                let (a, b) = pairs[p];
                let a_first = g % 2 == 0;
                let order = if a_first { [a, b] } else { [b, a] };
                let seed = (u64::from(g) * 7919 + p as u64)
                    .wrapping_add(setup.seed.wrapping_mul(1_000_000_007));
                let mut times = Vec::new();
                let winner = play_one(variant, order, seed, setup, &mut times);
                let a_side = if a_first { Side::First } else { Side::Second };
                let outcome = match winner {
                    None => 0,
                    Some(s) if s == a_side => 1,
                    Some(_) => -1,
                };
                let record = GameRecord {
                    pair: p,
                    game: g,
                    outcome,
                    times,
                };
                on_game(&record);
                results
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(record);
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut tallies = vec![Tally::default(); pairs.len()];
    let mut all_times = Vec::new();
    for record in results {
        match record.outcome {
            1 => tallies[record.pair].wins += 1,
            0 => tallies[record.pair].draws += 1,
            _ => tallies[record.pair].losses += 1,
        }
        all_times.extend(record.times);
    }
    let times = Level::ALL
        .into_iter()
        .map(|l| {
            let mut t: Vec<Duration> = all_times
                .iter()
                .filter(|(level, _)| *level == l)
                .map(|(_, d)| *d)
                .collect();
            t.sort();
            (l, t)
        })
        .collect();
    GameReport {
        variant,
        pairs: pairs
            .iter()
            .zip(tallies)
            .map(|(&(a, b), tally)| PairResult { a, b, tally })
            .collect(),
        times,
    }
}

/// The score the stronger player of a pair should reach (the targets the levels are tuned to,
/// which the arena's report marks met or MISSED: see `docs/ai.md`): 90% for the novice against
/// random, 65% for the imperator against the centurion, 75% for each other level against the
/// one below; `None` for pairs that are not neighbours.
pub fn score_target(weaker: Player, stronger: Player) -> Option<f64> {
    let rank = |p: Player| Player::ALL.iter().position(|q| *q == p);
    if rank(stronger)? != rank(weaker)? + 1 {
        return None;
    }
    Some(match stronger {
        Player::Computer(Level::Novice) => 0.90,
        Player::Computer(Level::Imperator) => 0.65,
        _ => 0.75,
    })
}

/// The longest a level may think on one move (its median and its worst), on a 2-core machine.
pub fn think_limit(level: Level) -> Duration {
    Duration::from_millis(match level {
        Level::Novice => 50,
        Level::Legionary => 300,
        Level::Centurion => 1000,
        Level::Imperator => 2500,
    })
}

/// Lines saying which targets a report meets: each neighbour pair's score, each level's think
/// time.
pub fn format_targets(report: &GameReport) -> String {
    let mut out = String::new();
    for p in &report.pairs {
        if let Some(target) = score_target(p.a, p.b) {
            // The stronger player's score.
            let score = 1.0 - p.tally.score();
            let _ = writeln!(
                out,
                "- {} vs {}: {:.0}% (target ≥ {:.0}%): {}",
                p.b.name(),
                p.a.name(),
                100.0 * score,
                100.0 * target,
                if score >= target { "met" } else { "MISSED" }
            );
        }
    }
    for (level, t) in &report.times {
        if t.is_empty() {
            continue;
        }
        let (median, worst) = (t[t.len() / 2], t[t.len() - 1]);
        let limit = think_limit(*level);
        let _ = writeln!(
            out,
            "- {} think time: median {:.0} ms, worst {:.0} ms (limit {} ms): {}",
            level.id(),
            median.as_secs_f64() * 1000.0,
            worst.as_secs_f64() * 1000.0,
            limit.as_millis(),
            if worst <= limit { "met" } else { "MISSED" }
        );
    }
    out
}

/// The report as a Markdown table: one row per pair (the stronger-named player second), then
/// the think times.
pub fn format_report(report: &GameReport) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "### {}\n", report.variant.id());
    let _ = writeln!(
        out,
        "| pair (A vs B) | games | A wins | draws | A losses | A score | Elo A−B (95%) |"
    );
    let _ = writeln!(out, "| --- | ---: | ---: | ---: | ---: | ---: | --- |");
    for p in &report.pairs {
        // Show the stronger player as A (the later one in the list).
        let t = Tally {
            wins: p.tally.losses,
            draws: p.tally.draws,
            losses: p.tally.wins,
        };
        let (elo, lo, hi) = t.elo();
        let _ = writeln!(
            out,
            "| {} vs {} | {} | {} | {} | {} | {:.0}% | {:+.0} [{:+.0}, {:+.0}] |",
            p.b.name(),
            p.a.name(),
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            100.0 * t.score(),
            elo,
            lo,
            hi
        );
    }
    let _ = writeln!(out, "\n| level | moves | median ms | worst ms |");
    let _ = writeln!(out, "| --- | ---: | ---: | ---: |");
    for (level, t) in &report.times {
        if t.is_empty() {
            continue;
        }
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let _ = writeln!(
            out,
            "| {} | {} | {:.1} | {:.1} |",
            level.id(),
            t.len(),
            ms(t[t.len() / 2]),
            ms(t[t.len() - 1])
        );
    }
    out
}

#[cfg(test)]
mod tests;
