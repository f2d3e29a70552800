//! A finished game reviewed by the computer: every position's win chance, each decision's loss
//! against the best action the search finds, labels, accuracy and, with dice, luck.
//!
//! How (see docs/ai.md, "Reviewing a game"): the game is replayed and every position searched
//! once with the same search the computer plays with (the imperator's settings, no contempt, a
//! fixed iteration budget, a seed per position), from the last position back to the first. A
//! position's value is the first side's win chance: a finished game exactly, a decision the mean
//! of its most visited action, a roll the weighted mean over the rolls the search saw. Then
//! each action reads two positions:
//! - a **decision** (a side chose among two or more actions): its loss is the win chance of the
//!   mover before it less the win chance after it (never below 0; 0 when the move played is
//!   the one the search prefers), labelled by [`Label::of`];
//! - a **roll**: the roller's **luck** is the win chance after the roll less the expectation
//!   over every roll, both valued the same way (every roll enumerated, each valued by its
//!   roller's best turn: see [`luck`]), as GNU Backgammon reports it; never a mistake. The
//!   roll's step shows those two values as its before and after, so the rows add up to the
//!   side's luck.
//!
//! Forced actions (one legal action) are neither. The module does no I/O and reads no clock: a
//! review is a pure function of the actions, the budget and the seed.

use serde::{Deserialize, Serialize};

use super::mcts::Tree;
use super::{Evaluate, Level, Settings, TACTICS_NODES};
use crate::games::{AnyGame, MoveError, Side, ToAct, Variant};

/// The default iterations a position is searched with: a 100-action Piso game in about 10 s with
/// its pauses (see [`DUTY`]; docs/ai.md says what was measured).
pub const DEFAULT_BUDGET: u32 = 5_000;

/// The share of a core a review may take while it runs beside people's moves: after each
/// position searched in `took`, the review waits [`pause_after`] before the next one.
pub const DUTY: f64 = 0.6;

/// How long a review waits after a position that took `took` to search, so that it uses at
/// most [`DUTY`] of a core: a lowered priority was not enough on a 2-core machine (people's
/// moves at 1,000 a second fell behind by hundreds of milliseconds beside a review that ran
/// without pause; `cargo bench --bench review`).
pub fn pause_after(took: std::time::Duration) -> std::time::Duration {
    took.mul_f64((1.0 - DUTY) / DUTY)
}
/// The smallest and largest budgets `tabula review --budget` takes.
pub const BUDGETS: std::ops::RangeInclusive<u32> = 100..=200_000;

/// How bad a decision was, by the win chance it gave away (see [`Label::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Label {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Label {
    pub const ALL: [Label; 3] = [Label::Inaccuracy, Label::Mistake, Label::Blunder];

    /// The smallest loss of win chance (0 to 1, the mover's) of each label, as lichess labels
    /// its moves (a drop of 0.1, 0.2, 0.3 in its winning chances from −1 to 1).
    pub const fn threshold(self) -> f32 {
        match self {
            Label::Inaccuracy => 0.05,
            Label::Mistake => 0.10,
            Label::Blunder => 0.15,
        }
    }

    /// The label of a loss of win chance, if it is one.
    pub fn of(loss: f32) -> Option<Label> {
        Label::ALL
            .into_iter()
            .rev()
            .find(|l| loss >= l.threshold() - 1e-6)
    }

    /// The label's catalogue key suffix and id.
    pub const fn id(self) -> &'static str {
        match self {
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// Who acted in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actor {
    Side(Side),
    Chance,
}

/// One action of the game, reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The action's index in the game's history (rolls included), from 0.
    pub index: usize,
    /// The action as stored.
    pub text: String,
    pub actor: Actor,
    /// The turn's number as shown ("14." for the first side, "14…" for the second): turns
    /// are the runs of one side's actions, rolls left out; two turns make a number.
    pub number: u32,
    /// The first side's win chance before and after the action (0 to 1).
    pub before: f32,
    pub after: f32,
    /// At a decision, the action the search prefers (absent for rolls and forced actions).
    pub best: Option<String>,
    /// The mover's loss of win chance (0 to 1): 0 for rolls, forced actions and the best move.
    pub loss: f32,
    pub label: Option<Label>,
    /// The only legal action.
    pub forced: bool,
}

impl Step {
    /// Whether the step is a decision: a side chose among several actions.
    pub fn is_decision(&self) -> bool {
        matches!(self.actor, Actor::Side(_)) && !self.forced
    }

    /// The number as shown: `14.` for the first side, `14…` for the second.
    pub fn numbered(&self) -> String {
        match self.actor {
            Actor::Side(Side::Second) => format!("{}…", self.number),
            _ => format!("{}.", self.number),
        }
    }

    /// The mover's win chance before the action (the first side's for a roll).
    pub fn mover_before(&self) -> f32 {
        own(self.side(), self.before)
    }

    /// The mover's win chance after the action.
    pub fn mover_after(&self) -> f32 {
        own(self.side(), self.after)
    }

    fn side(&self) -> Side {
        match self.actor {
            Actor::Side(s) => s,
            Actor::Chance => Side::First,
        }
    }
}

/// One side's figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SideSummary {
    /// Decisions reviewed (forced actions and rolls left out).
    pub decisions: u32,
    /// Accuracy from 0 to 100 (see [`accuracy`]); absent without a decision.
    pub accuracy: Option<f32>,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The mean loss of win chance a decision, in points of win chance (0 to 100).
    pub mean_loss: f32,
    /// In games with dice: the sum of what this side's rolls moved its win chance, in points
    /// (0 to 100 a roll; positive: lucky). Absent in games without dice.
    pub luck: Option<f32>,
}

/// A whole review: stored with the game, shown by `/review`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub variant: Variant,
    pub steps: Vec<Step>,
    /// The first side's win chance at the start (before the first action).
    pub start: f32,
    pub sides: [SideSummary; 2],
    /// Indices into `steps` of the turning points, largest loss first (see
    /// [`turning_points`]).
    pub turning: Vec<usize>,
    /// Iterations a position was searched with, and the seed.
    pub budget: u32,
    pub seed: u64,
}

/// A position searched: its value for the first side and, at a decision, the best action.
#[derive(Clone, Debug)]
struct Searched {
    value: f32,
    best: Option<String>,
    /// At a decision: how many legal actions there were.
    choices: usize,
    /// At a decision: the value of the action played (first side's view), read in the same
    /// search as `value` (the best's), confirmed by a deeper one where it is a mistake or a
    /// blunder.
    played: Option<f32>,
    /// At a roll: every roll valued the same way (see [`luck`]).
    rolls: Option<luck::Rolls>,
}

/// A review under way: positions are searched one at a time ([`Reviewer::step`]), so that the
/// caller can report progress, let other work run between positions, and stop.
pub struct Reviewer {
    variant: Variant,
    actions: Vec<String>,
    positions: Vec<AnyGame>,
    searched: Vec<Option<Searched>>,
    /// The next position to search, counted from the end (searching goes backwards, so a
    /// forced action's position takes the value of the one after it).
    left: usize,
    budget: u32,
    seed: u64,
}

impl Reviewer {
    /// Replays `actions` (the whole history, rolls included); the index and the error of the
    /// first action the rules refuse.
    pub fn new(
        variant: Variant,
        actions: &[String],
        budget: u32,
        seed: u64,
    ) -> Result<Reviewer, (usize, MoveError)> {
        let mut game = AnyGame::new(variant);
        let mut positions = Vec::with_capacity(actions.len() + 1);
        let mut texts = Vec::with_capacity(actions.len());
        positions.push(game.clone());
        for (i, text) in actions.iter().enumerate() {
            let played = game.play_text(text).map_err(|e| (i, e))?;
            texts.push(played);
            positions.push(game.clone());
        }
        let n = positions.len();
        Ok(Reviewer {
            variant,
            actions: texts,
            positions,
            searched: vec![None; n],
            left: n,
            budget: budget.max(1),
            seed,
        })
    }

    /// Positions in all (one more than the actions).
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    /// Positions searched so far.
    pub fn done(&self) -> usize {
        self.positions.len() - self.left
    }

    /// Searches the next position; false once every position is done.
    pub fn step(&mut self) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let i = self.left;
        let next = self
            .searched
            .get(i + 1)
            .and_then(|s| s.as_ref().map(|s| s.value));
        let seed = self.seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let played = self.actions.get(i).map(String::as_str);
        let searched = each_game!(&self.positions[i], g => search_position(g, self.budget, seed, next, played));
        self.searched[i] = Some(searched);
        self.left > 0
    }

    /// Runs every step left.
    pub fn run(mut self, mut progress: impl FnMut(usize, usize)) -> Review {
        while self.step() {
            progress(self.done(), self.total());
        }
        progress(self.done(), self.total());
        self.finish()
    }

    /// The review, once every position is searched (positions not searched count as even).
    pub fn finish(self) -> Review {
        let value = |i: usize| self.searched[i].as_ref().map_or(0.5, |s| s.value);
        let mut steps = Vec::with_capacity(self.actions.len());
        let mut turns = 0u32;
        let mut last_side: Option<Side> = None;
        let mut luck = [0.0f32; 2];
        for (i, text) in self.actions.iter().enumerate() {
            let (before, after) = (value(i), value(i + 1));
            let actor = match self.positions[i].to_act() {
                ToAct::Side(s) => Actor::Side(s),
                _ => Actor::Chance,
            };
            if let Actor::Side(s) = actor {
                if last_side != Some(s) {
                    turns += 1;
                    last_side = Some(s);
                }
            }
            let searched = self.searched[i].as_ref();
            let choices = searched.map_or(0, |s| s.choices);
            let best = searched.and_then(|s| s.best.clone());
            let mut step = Step {
                index: i,
                text: text.clone(),
                actor,
                number: turns.max(1).div_ceil(2),
                before,
                after,
                best: None,
                loss: 0.0,
                label: None,
                forced: false,
            };
            match actor {
                Actor::Chance => {
                    // The roll's row: the expectation over every roll and this roll's value,
                    // both from one enumeration, so that the rows add up to the luck.
                    if let Some(rolls) = searched.and_then(|s| s.rolls.as_ref()) {
                        if let (Some(value), Some(lucky)) =
                            (rolls.value_of(text), rolls.luck_of(text))
                        {
                            step.before = rolls.expected;
                            step.after = value;
                            luck[rolls.roller.index()] += lucky;
                        }
                    }
                }
                Actor::Side(side) if choices > 1 => {
                    // Both values from one search: the best's and the one played (the same
                    // when the move played is the best), never two searches' disagreement.
                    let played = searched.and_then(|s| s.played).unwrap_or(before);
                    let played_best = best.as_deref() == Some(text.as_str());
                    let loss = if played_best {
                        0.0
                    } else {
                        (own(side, before) - own(side, played)).max(0.0)
                    };
                    step.after = if played_best { before } else { played };
                    step.loss = loss;
                    step.label = Label::of(loss);
                    step.best = best;
                }
                Actor::Side(_) => step.forced = true,
            }
            steps.push(step);
        }
        let dice = each_game!(&self.positions[0], g => dice_of(g));
        let sides = [Side::First, Side::Second].map(|side| {
            summary(
                &steps,
                side,
                value(0),
                dice.then(|| luck[side.index()] * 100.0),
            )
        });
        let turning = turning_points(&steps);
        Review {
            variant: self.variant,
            start: value(0),
            steps,
            sides,
            turning,
            budget: self.budget,
            seed: self.seed,
        }
    }
}

/// Reviews a whole game at once (the CLI and tests); `progress(done, total)` after each
/// position.
pub fn review(
    variant: Variant,
    actions: &[String],
    budget: u32,
    seed: u64,
    progress: impl FnMut(usize, usize),
) -> Result<Review, (usize, MoveError)> {
    Ok(Reviewer::new(variant, actions, budget, seed)?.run(progress))
}

fn dice_of<G: Evaluate>(_: &G) -> bool {
    G::DICE
}

/// A value for the first side read from `side`'s view.
fn own(side: Side, v: f32) -> f32 {
    match side {
        Side::First => v,
        Side::Second => 1.0 - v,
    }
}

/// The search a review runs: the imperator's, with a draw worth an even game to both.
pub(crate) fn review_settings() -> Settings {
    Settings {
        contempt: 0.0,
        ..Level::Imperator.spec().settings
    }
}

/// The first side's win chance in `game` as a review reads it: the same search as
/// [`Reviewer::step`] with `budget` iterations (the puzzles' verifier values each whole turn's
/// position with it).
pub(crate) fn position_value<G: Evaluate>(game: &G, budget: u32, seed: u64) -> f32 {
    search_position(game, budget.max(1), seed, None, None).value
}

/// Searches one position. `next` is the value of the position after the action played from
/// it, which a forced action's position takes.
fn search_position<G: Evaluate>(
    game: &G,
    budget: u32,
    seed: u64,
    next: Option<f32>,
    played: Option<&str>,
) -> Searched {
    let settings = Settings {
        minimax_weight: if G::DRAWISH {
            review_settings().minimax_weight
        } else {
            0.0
        },
        ..review_settings()
    };
    match game.to_act() {
        ToAct::Nobody => Searched {
            value: match game.outcome().map(|o| o.winner) {
                Some(Some(Side::First)) => 1.0,
                Some(Some(Side::Second)) => 0.0,
                _ => 0.5,
            },
            best: None,
            choices: 0,
            played: None,
            rolls: None,
        },
        ToAct::Chance => {
            let mut tree = Tree::new(game, settings, seed);
            tree.run(budget, None);
            Searched {
                value: tree.root_value(),
                best: None,
                choices: 0,
                played: None,
                rolls: luck::rolls(game),
            }
        }
        ToAct::Side(side) => {
            let moves = game.legal_moves();
            if moves.len() <= 1 {
                let value = next.unwrap_or_else(|| super::mcts::win_chance(game));
                return Searched {
                    value,
                    best: moves.first().map(|m| game.format_move(m)),
                    choices: moves.len(),
                    played: None,
                    rolls: None,
                };
            }
            let played = played.and_then(|t| game.parse_move(t).ok());
            // A win the search might not see in its budget is a win.
            let mut spent = 0;
            if let Some(mv) = super::winning_action(game, side, 3, &mut spent) {
                let played = match &played {
                    Some(p) if *p != mv => {
                        let mut tree = Tree::new(game, settings, seed);
                        tree.run_through(p, budget.div_ceil(2));
                        stat_of(&tree, p).map(|v| own(side, v))
                    }
                    _ => None,
                };
                return Searched {
                    value: own(side, 1.0),
                    best: Some(game.format_move(&mv)),
                    choices: moves.len(),
                    played,
                    rolls: None,
                };
            }
            let mut tree = Tree::new(game, settings, seed);
            tree.run(budget, None);
            let stats = tree.root_stats();
            // The best: the most visited action after which the opponent cannot win at once
            // (as the computer plays), unless every action lets it.
            let mut spent = 0;
            let safe = stats.iter().find(|s| {
                let mut after = game.clone();
                after.play(&s.mv).is_ok()
                    && !super::opponent_wins_at_once(&after, side, &mut spent)
                    && spent < TACTICS_NODES
            });
            let Some(best) = safe.or(stats.first()).filter(|b| b.visits > 0).cloned() else {
                return Searched {
                    value: tree.root_value(),
                    best: stats.first().map(|b| game.format_move(&b.mv)),
                    choices: moves.len(),
                    played: None,
                    rolls: None,
                };
            };
            let played = played
                .filter(|p| *p != best.mv)
                .and_then(|p| played_value(game, &mut tree, &best, &p, budget, seed))
                .map(|v| own(side, v));
            Searched {
                value: own(side, best.value),
                best: Some(game.format_move(&best.mv)),
                choices: moves.len(),
                played,
                rolls: None,
            }
        }
    }
}

/// The value of `played` (not the best) for the side to act, read in the search `tree` that
/// found `best`: the played action is searched further in the same tree until it has as many
/// visits as the best (at most half the budget more), so that the two means are read alike.
/// Where the loss then makes a mistake or a blunder, a deeper search (the whole budget for each
/// of the two actions alone, twice the budget in all) confirms it: its values are the ones kept, so that a
/// label is shown only if the deeper search finds the loss too.
fn played_value<G: Evaluate>(
    game: &G,
    tree: &mut Tree<G>,
    best: &super::mcts::MoveStat<G::Move>,
    played: &G::Move,
    budget: u32,
    seed: u64,
) -> Option<f32> {
    let visits = tree
        .root_stats()
        .iter()
        .find(|s| s.mv == *played)
        .map_or(0, |s| s.visits);
    let more = best.visits.saturating_sub(visits).min(budget / 2);
    if more > 0 {
        tree.run_through(played, more);
    }
    let value = stat_of(tree, played)?;
    if Label::of(best.value - value) < Some(Label::Mistake) {
        return Some(value);
    }
    let mut deeper = Tree::new(game, tree.settings(), seed.rotate_left(17) ^ 0x5DEE_CE66);
    for _ in 0..2 {
        deeper.run_through(&best.mv, budget / 2);
        deeper.run_through(played, budget / 2);
    }
    let (b, p) = (stat_of(&deeper, &best.mv)?, stat_of(&deeper, played)?);
    // The deeper search's loss, read from the first search's value of the best.
    Some(best.value - (b - p).max(0.0))
}

/// The mean value of root action `mv` for the side to act, if the search visited it.
fn stat_of<G: Evaluate>(tree: &Tree<G>, mv: &G::Move) -> Option<f32> {
    tree.root_stats()
        .into_iter()
        .find(|s| s.mv == *mv && s.visits > 0)
        .map(|s| s.value)
}

/// One side's figures from the steps.
fn summary(steps: &[Step], side: Side, start: f32, luck: Option<f32>) -> SideSummary {
    let mine: Vec<&Step> = steps
        .iter()
        .filter(|s| s.actor == Actor::Side(side) && s.is_decision())
        .collect();
    let count = |label| mine.iter().filter(|s| s.label == Some(label)).count() as u32;
    // The mover's win chance (in points) before each of its decisions and after the last.
    let mut chances = Vec::with_capacity(mine.len() + 1);
    chances.push(own(side, start) * 100.0);
    chances.extend(mine.iter().map(|s| s.mover_after() * 100.0));
    let per_move: Vec<f32> = mine.iter().map(|s| move_accuracy(s.loss * 100.0)).collect();
    SideSummary {
        decisions: mine.len() as u32,
        accuracy: accuracy(&per_move, &chances),
        inaccuracies: count(Label::Inaccuracy),
        mistakes: count(Label::Mistake),
        blunders: count(Label::Blunder),
        mean_loss: if mine.is_empty() {
            0.0
        } else {
            mine.iter().map(|s| s.loss * 100.0).sum::<f32>() / mine.len() as f32
        },
        luck,
    }
}

/// A move's accuracy (0 to 100) from the win chance it gave away, in points, by lichess's
/// curve: 103.1668 e^(−0.04354 loss) − 3.1669, plus 1 for the engine's own uncertainty,
/// clamped; a move that gives nothing away is 100.
pub fn move_accuracy(loss_points: f32) -> f32 {
    if loss_points <= 0.0 {
        return 100.0;
    }
    let raw = 103.166_81 * (-0.043_544_154 * loss_points).exp() - 3.166_925 + 1.0;
    raw.clamp(0.0, 100.0)
}

/// A side's accuracy over a game, as lichess computes it: the mean of (a) the moves'
/// accuracies weighted by how much the game was swinging around each move (the standard
/// deviation of the win chance over a window of moves, clamped to 0.5–12 points) and (b) their
/// harmonic mean, which a few very bad moves pull down hard. `per_move` are the moves'
/// accuracies, `chances` the mover's win chance (points) before the first move and after each.
pub fn accuracy(per_move: &[f32], chances: &[f32]) -> Option<f32> {
    if per_move.is_empty() {
        return None;
    }
    let window = (per_move.len() / 10).clamp(2, 8);
    let weights: Vec<f32> = (0..per_move.len())
        .map(|i| {
            let start = (i + 1).saturating_sub(window);
            let slice = &chances[start..=(i + 1).min(chances.len() - 1)];
            let mean = slice.iter().sum::<f32>() / slice.len() as f32;
            let var = slice.iter().map(|c| (c - mean).powi(2)).sum::<f32>() / slice.len() as f32;
            var.sqrt().clamp(0.5, 12.0)
        })
        .collect();
    let weighted = per_move
        .iter()
        .zip(&weights)
        .map(|(a, w)| a * w)
        .sum::<f32>()
        / weights.iter().sum::<f32>();
    let harmonic = per_move.len() as f32 / per_move.iter().map(|a| 1.0 / a.max(0.1)).sum::<f32>();
    Some(((weighted + harmonic) / 2.0).clamp(0.0, 100.0))
}

/// The turning points: the decisions that gave away the most win chance, largest first — every
/// labelled one up to five, and at least three when the game has three decisions that gave
/// away anything at all (1 point or more).
pub fn turning_points(steps: &[Step]) -> Vec<usize> {
    let mut costly: Vec<usize> = (0..steps.len())
        .filter(|&i| steps[i].is_decision() && steps[i].loss >= 0.01)
        .collect();
    costly.sort_by(|&a, &b| {
        steps[b]
            .loss
            .partial_cmp(&steps[a].loss)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.cmp(&b))
    });
    let labelled = costly.iter().filter(|&&i| steps[i].label.is_some()).count();
    costly.truncate(labelled.clamp(3, 5));
    costly
}

pub mod luck;

#[cfg(test)]
mod tests;
