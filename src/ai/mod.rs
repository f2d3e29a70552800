//! The computer opponent: one search for every game, four levels.
//!
//! This layer sits above `games` and below `service`: pure and synchronous, no Discord, no SQL,
//! no clock unless the caller gives a deadline. It talks to a game only through the [`Game`]
//! trait plus one small trait of its own, [`Evaluate`], so a seventh game gets an opponent by
//! implementing `evaluate` (even a constant works: the search then leans on its playouts).
//!
//! **Why Monte Carlo tree search over actions.** The six games have nothing in common but the
//! `Game` contract: one turn can be several actions of the same side (a Seneca removal then a
//! move, a Bastonus capture chain, one action per die in XII Scripta) and a side can act out of
//! turn (the XII Scripta bonus move). A search over single actions that asks every node
//! `to_act`, and keeps values from the first side's view and reads them from the acting side's
//! view, needs no notion of "turn" at all (see `mcts.rs`). Dice are chance nodes: the roll is
//! drawn by its weight each time the search passes, so no decision is made knowing a future
//! roll.
//!
//! **Why an evaluation.** Random play almost never ends Latroncules or Ergo (the move limit ends
//! more than 85% of random games), so random playouts alone say nothing. Each game has an
//! evaluation in `src/ai/<game>.rs` (material and held pieces, threats, camps and chiefs, the
//! race and blots, open lines): it gives the priors of PUCT, picks the better of a few random
//! actions in playouts, and turns the position where a playout stops into a win chance. It lives
//! here rather than beside the rules so that the rules stay exactly what the rules documents
//! describe and the perft tables pin; it only reads the rules' public accessors.
//!
//! **Why tactical checks at the root.** A search with a few hundred iterations can miss a win in
//! one or walk into a loss in one it never sampled; two cheap exhaustive checks (a winning
//! sequence of the mover's own actions, and whether the opponent then has one) make the levels
//! from legionary up never do either, as a player expects of a computer opponent.
//!
//! Determinism: given the seed and an iteration budget, the same position gives the same move
//! (the tests and the arena use budgets). The bot gives a deadline as well; a search stops at
//! it and returns its best move so far.

pub mod arena;
mod bastonus;
mod duodecim;
mod ergo;
mod latroncules;
mod latrunculi;
pub mod mcts;
pub mod puzzles;
pub mod review;
pub mod strengths;

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::Rng;

use crate::games::{AnyGame, Game, Side, ToAct};

/// A game the computer can evaluate: a score from the first side's point of view (positive is
/// good for the first side), roughly in pieces, and the score that means "clearly ahead".
pub trait Evaluate: Game {
    /// A score of this size is turned into a win chance of about 73% (logistic of score/scale).
    const EVAL_SCALE: f32;
    /// The heuristic value of the position for the first side (not called on finished games).
    fn evaluate(&self) -> f32;
    /// Whether the game has dice: the levels then err by [`Settings::dice_temperature`].
    const DICE: bool = false;
    /// Whether a level that errs draws its move only among those its search found worth a look
    /// ([`Settings::plausible`]): true where most moves are quiet and a capture takes a plan
    /// (Latroncules, about forty moves a turn), so that a move drawn among all of them is not a
    /// beginner's move but a random one.
    const PLAUSIBLE_ONLY: bool = false;
    /// Whether careful play draws this game (Latroncules: only taking every enemy piece wins,
    /// nobody may step between two enemies, and the guard draws): there the levels use their
    /// [`Settings::contempt`] and [`Settings::minimax_weight`], elsewhere neither.
    const DRAWISH: bool = false;
    /// Where playouts that always take the best of a few sampled actions play this game better
    /// than half-random ones, their length in actions: the levels with
    /// [`Settings::greedy_playouts`] use them. Measured per game at equal thinking time
    /// (docs/ai.md, "A stronger imperator").
    const GREEDY_PLAYOUTS: Option<u32> = None;
    /// Where chance acts: the side whose roll it is (a review counts the roll as its luck).
    /// Games without dice keep the default.
    fn to_roll(&self) -> Option<Side> {
        None
    }
}

/// +1 for the first side, -1 for the second: turns a score from the first side's point of view
/// (as [`Evaluate::evaluate`] gives it) into `side`'s, and back.
pub(crate) fn sign(side: Side) -> f32 {
    match side {
        Side::First => 1.0,
        Side::Second => -1.0,
    }
}

/// The knobs of the search; each level is one row of [`LEVELS`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// PUCT exploration constant.
    pub exploration: f32,
    /// Unvisited children start at the parent's value less this.
    pub first_play_reduction: f32,
    /// Temperature of the softmax that turns evaluations into priors (in units of the game's
    /// evaluation scale).
    pub prior_temperature: f32,
    /// Actions played in a playout before the evaluation is read (0: evaluate the leaf).
    pub playout_depth: u32,
    /// Chance that a playout action is the best of a sample rather than uniform.
    pub playout_greed: f32,
    /// Actions sampled for a greedy playout action.
    pub playout_sample: usize,
    /// The search stops growing the tree at this many nodes (memory bound).
    pub max_nodes: usize,
    /// Play a win in one when there is one, and never walk into a loss in one when avoidable.
    pub tactics: bool,
    /// 0 plays the most visited action; above 0, the root action is drawn with probability
    /// proportional to visits^(1/temperature) (how a novice blunders sometimes), unless the
    /// mover is clearly ahead in a game without dice.
    pub temperature: f32,
    /// [`Settings::temperature`] in games with dice. Luck hides the difference a bigger search
    /// makes (a centurion with eight times the legionary's iterations scored 68% in XII
    /// Scripta), so there the centurion errs a little too, and the imperator alone never does.
    pub dice_temperature: f32,
    /// Where [`Evaluate::PLAUSIBLE_ONLY`], a level that errs draws only among the actions with
    /// at least this share of the most visited one's visits (0: any action).
    pub plausible: f32,
    /// The iteration budget is multiplied by this once the mover is clearly ahead, in games
    /// without dice: finishing a won game can take a plan that a small search does not see
    /// (Latroncules's last pieces must be flanked one by one before the guard draws), while a
    /// race with dice ends by itself and a lead there is luck's to undo.
    pub ahead_iterations: u32,
    /// Where [`Evaluate::DRAWISH`], the weight of each node's minimax of the evaluation beside
    /// the mean of its playouts in selection (implicit minimax backups; 0: the mean alone).
    pub minimax_weight: f32,
    /// Where [`Evaluate::DRAWISH`], a draw is worth this much less than an even game (win
    /// chance ½) to the side searching, so that it fights rather than wait for the guard.
    pub contempt: f32,
    /// Where the game gives [`Evaluate::GREEDY_PLAYOUTS`], playouts of that length, every
    /// action the best of its sample ([`Settings::playout_greed`] 1), instead of
    /// [`Settings::playout_depth`] half-random ones: a playout then plays like a careful player,
    /// and where it stops says more about the action above it.
    pub greedy_playouts: bool,
}

/// The computer's levels, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Novice,
    Legionary,
    Centurion,
    Imperator,
}

/// One row of the levels table: the level, its id, its iteration budget (tests, the CLI and
/// the arena), its thinking time (the bot) and its settings.
#[derive(Clone, Copy, Debug)]
pub struct LevelSpec {
    pub level: Level,
    pub id: &'static str,
    pub iterations: u32,
    pub think: Duration,
    pub settings: Settings,
}

const BASE: Settings = Settings {
    exploration: 1.4,
    first_play_reduction: 0.1,
    prior_temperature: 0.5,
    playout_depth: 8,
    playout_greed: 0.5,
    playout_sample: 4,
    max_nodes: 400_000,
    tactics: true,
    temperature: 0.0,
    dice_temperature: 0.0,
    plausible: 0.0,
    ahead_iterations: 1,
    minimax_weight: 0.0,
    contempt: 0.0,
    greedy_playouts: false,
};

/// The levels, in one place. Target strengths: novice plays a beginner's game (mostly
/// sensible, blunders sometimes: few iterations and a move drawn in proportion to its visits,
/// with dice to their square root, in Latroncules among those with at least half the best
/// one's visits, but it takes a win in one and does not walk into a loss in one); the
/// legionary searches six times as much and errs less (visits⁴; with dice, visits²); the
/// centurion searches eight times the legionary and plays its most visited move (with dice,
/// visits⁴); the imperator searches four times the centurion (within about two seconds a move
/// on one core) and never errs on purpose. In games without dice a level that errs plays its
/// most visited move once clearly ahead, and the novice then searches eight times as much.
pub const LEVELS: [LevelSpec; 4] = [
    LevelSpec {
        level: Level::Novice,
        id: "novice",
        iterations: 64,
        think: Duration::from_millis(50),
        settings: Settings {
            playout_depth: 4,
            temperature: 1.0,
            dice_temperature: 2.0,
            plausible: 0.5,
            ahead_iterations: 8,
            ..BASE
        },
    },
    LevelSpec {
        level: Level::Legionary,
        id: "legionary",
        iterations: 400,
        think: Duration::from_millis(300),
        settings: Settings {
            temperature: 0.25,
            dice_temperature: 0.5,
            ..BASE
        },
    },
    LevelSpec {
        level: Level::Centurion,
        id: "centurion",
        iterations: 3200,
        think: Duration::from_millis(1000),
        settings: Settings {
            dice_temperature: 0.25,
            ..BASE
        },
    },
    LevelSpec {
        level: Level::Imperator,
        id: "imperator",
        iterations: 12800,
        think: Duration::from_millis(2000),
        settings: Settings {
            playout_depth: 12,
            minimax_weight: 0.6,
            contempt: 0.1,
            greedy_playouts: true,
            ..BASE
        },
    },
];

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Novice,
        Level::Legionary,
        Level::Centurion,
        Level::Imperator,
    ];

    pub fn spec(self) -> &'static LevelSpec {
        &LEVELS[self as usize]
    }

    pub fn id(self) -> &'static str {
        self.spec().id
    }

    /// Catalogue key of the level's name (`ai-level-<id>`).
    pub fn name_key(self) -> &'static str {
        match self {
            Level::Novice => "ai-level-novice",
            Level::Legionary => "ai-level-legionary",
            Level::Centurion => "ai-level-centurion",
            Level::Imperator => "ai-level-imperator",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The text is not a level's id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}` (novice, legionary, centurion, imperator)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.id() == wanted)
            .ok_or_else(|| UnknownLevel(s.trim().to_string()))
    }
}

/// How many times its iterations a level may search on Discord within its think time.
pub const BOT_CEILING: u32 = 4;

/// How long or how far to search.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub iterations: u32,
    pub deadline: Option<Instant>,
}

impl Budget {
    /// The level's iteration budget, no deadline (deterministic).
    pub fn iterations(level: Level) -> Budget {
        Budget {
            iterations: level.spec().iterations,
            deadline: None,
        }
    }

    /// The bot's ceiling of iterations (4× the level's), no deadline: how the bot plays where
    /// the machine reaches the ceiling within the level's think time (the arena's `Bot`
    /// budgets, deterministic).
    pub fn ceiling(level: Level) -> Budget {
        Budget {
            iterations: level.spec().iterations.saturating_mul(BOT_CEILING),
            deadline: None,
        }
    }

    /// The level's thinking time from now (what the bot uses), with an iteration ceiling so
    /// that a fast machine does not play above the level.
    pub fn timed(level: Level) -> Budget {
        let spec = level.spec();
        Budget {
            iterations: spec.iterations.saturating_mul(BOT_CEILING),
            deadline: Some(Instant::now() + spec.think),
        }
    }
}

/// One root action in a search's report.
#[derive(Clone, Debug, PartialEq)]
pub struct Considered {
    pub text: String,
    pub visits: u32,
    /// Mean value for the side to act, 0 (lost) to 1 (won); NaN if never visited.
    pub value: f32,
}

/// What the computer plays, and what it considered.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The action's canonical text.
    pub text: String,
    /// Root actions, most visited first.
    pub considered: Vec<Considered>,
    pub iterations: u32,
}

/// Chooses the action of the side to act in `game` (`None` when no side acts: chance or the
/// game is over). Deterministic for a given seed and an iteration budget without deadline.
pub fn choose(game: &AnyGame, level: Level, seed: u64, budget: Budget) -> Option<Choice> {
    choose_with(game, &level.spec().settings, seed, budget)
}

/// [`choose`] with explicit settings (the arena and tests use it to compare knobs).
pub fn choose_with(
    game: &AnyGame,
    settings: &Settings,
    seed: u64,
    budget: Budget,
) -> Option<Choice> {
    each_game!(game, g => choose_typed(g, settings, seed, budget))
}

/// Upper bound on positions the tactical checks may play through, to keep them cheap.
const TACTICS_NODES: usize = 20_000;

fn choose_typed<G: Evaluate>(
    game: &G,
    settings: &Settings,
    seed: u64,
    budget: Budget,
) -> Option<Choice> {
    let ToAct::Side(side) = game.to_act() else {
        return None;
    };
    let moves = game.legal_moves();
    let text = |mv: &G::Move| game.format_move(mv);
    if moves.len() == 1 {
        return Some(Choice {
            text: text(&moves[0]),
            considered: vec![Considered {
                text: text(&moves[0]),
                visits: 0,
                value: f32::NAN,
            }],
            iterations: 0,
        });
    }
    if moves.is_empty() {
        return None;
    }
    if settings.tactics {
        let mut spent = 0;
        if let Some(mv) = winning_action(game, side, 3, &mut spent) {
            return Some(Choice {
                text: text(&mv),
                considered: vec![Considered {
                    text: text(&mv),
                    visits: 0,
                    value: 1.0,
                }],
                iterations: 0,
            });
        }
    }
    let clearly_ahead = sign(side) * game.evaluate() > G::EVAL_SCALE;
    let iterations = if clearly_ahead && !G::DICE {
        budget.iterations.saturating_mul(settings.ahead_iterations)
    } else {
        budget.iterations
    };
    let searched = searched_settings::<G>(settings);
    let (result, mut rng) = mcts::search(game, searched, seed, iterations.max(1), budget.deadline);
    let mut stats = result.stats;
    if stats.is_empty() {
        return None;
    }
    let considered = stats
        .iter()
        .map(|s| Considered {
            text: text(&s.mv),
            visits: s.visits,
            value: s.value,
        })
        .collect();
    if settings.tactics {
        // Drop the actions after which the opponent wins at once, unless all do.
        let mut spent = 0;
        let safe: Vec<_> = stats
            .iter()
            .filter(|s| {
                let mut next = game.clone();
                next.play(&s.mv).is_ok() && !opponent_wins_at_once(&next, side, &mut spent)
            })
            .cloned()
            .collect();
        if !safe.is_empty() {
            stats = safe;
        }
    }
    // A side clearly ahead does not end the game in a draw with its own action (walling in the
    // enemy's last pieces where being unable to move draws, as in Latroncules), unless every
    // action does. Every level, the novice too: it only looks one action ahead.
    if clearly_ahead {
        let not_drawn: Vec<_> = stats
            .iter()
            .filter(|s| {
                let mut next = game.clone();
                next.play(&s.mv).is_ok() && next.outcome().is_none_or(|o| o.winner.is_some())
            })
            .cloned()
            .collect();
        if !not_drawn.is_empty() {
            stats = not_drawn;
        }
    }
    let temperature = if G::DICE {
        settings.dice_temperature
    } else {
        settings.temperature
    };
    let plausible = if G::PLAUSIBLE_ONLY {
        settings.plausible
    } else {
        0.0
    };
    // A level that errs on purpose does so in the fight, not while finishing a game it has
    // clearly won: a careless move there lets the guard draw it (Latroncules). With dice it
    // errs when ahead too: a race ends by itself, and a lead there is luck's to undo, so
    // playing one's lead away is how a weaker player loses a race (XII Scripta).
    let chosen = if temperature > 0.0 && (!clearly_ahead || G::DICE) {
        pick_by_visits(&stats, temperature, plausible, &mut rng)
    } else {
        0
    };
    Some(Choice {
        text: text(&stats[chosen].mv),
        considered,
        iterations: result.iterations,
    })
}

/// The settings a level's search runs with on game `G`: contempt and minimax backups only where
/// the game is drawish, the game's greedy playouts where the level has them.
fn searched_settings<G: Evaluate>(settings: &Settings) -> Settings {
    let mut searched = *settings;
    if !G::DRAWISH {
        searched.contempt = 0.0;
        searched.minimax_weight = 0.0;
    }
    if let (true, Some(depth)) = (settings.greedy_playouts, G::GREEDY_PLAYOUTS) {
        searched.playout_depth = depth;
        searched.playout_greed = 1.0;
    }
    searched
}

/// An index drawn with probability proportional to visits^(1/temperature), among the actions
/// with at least `plausible` times the visits of the most visited one (the most visited if
/// nothing was visited).
fn pick_by_visits<M>(
    stats: &[mcts::MoveStat<M>],
    temperature: f32,
    plausible: f32,
    rng: &mut SmallRng,
) -> usize {
    let top = stats.iter().map(|s| s.visits).max().unwrap_or(0);
    let floor = f64::from(top) * f64::from(plausible);
    let weights: Vec<f64> = stats
        .iter()
        .map(|s| f64::from(s.visits))
        .map(|v| {
            if v < floor {
                0.0
            } else {
                v.powf(f64::from(1.0 / temperature))
            }
        })
        .collect();
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return 0;
    }
    let mut pick = rng.random::<f64>() * total;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            return i;
        }
        pick -= w;
    }
    0
}

/// The first action of a sequence of at most `depth` consecutive actions of `side` that wins
/// the game, if there is one (and the checks stay within [`TACTICS_NODES`]).
fn winning_action<G: Game>(game: &G, side: Side, depth: u32, spent: &mut usize) -> Option<G::Move> {
    if depth == 0 || game.to_act() != ToAct::Side(side) {
        return None;
    }
    let moves = game.legal_moves();
    let mut later = Vec::new();
    for mv in moves {
        if *spent >= TACTICS_NODES {
            return None;
        }
        *spent += 1;
        let mut next = game.clone();
        if next.play(&mv).is_err() {
            continue;
        }
        match next.outcome() {
            Some(o) if o.winner == Some(side) => return Some(mv),
            Some(_) => {}
            None if next.to_act() == ToAct::Side(side) => later.push((mv, next)),
            None => {}
        }
    }
    later
        .into_iter()
        .find(|(_, next)| winning_action(next, side, depth - 1, spent).is_some())
        .map(|(mv, _)| mv)
}

/// Whether, in `game` (just after `me` acted), the opponent acts next and can win with a short
/// sequence of its own actions.
fn opponent_wins_at_once<G: Game>(game: &G, me: Side, spent: &mut usize) -> bool {
    if let Some(o) = game.outcome() {
        return o.winner == Some(me.other());
    }
    game.to_act() == ToAct::Side(me.other()) && winning_action(game, me.other(), 2, spent).is_some()
}

/// A uniformly random legal action of whoever acts (chance included), as text: the arena's
/// random player.
pub fn random_action(game: &AnyGame, rng: &mut impl Rng) -> Option<String> {
    let moves = game.legal_move_texts();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.random_range(0..moves.len())].clone())
}

#[cfg(test)]
mod tests;
