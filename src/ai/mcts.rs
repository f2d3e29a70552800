//! The search: Monte Carlo tree search with PUCT selection over single actions.
//!
//! Each node holds its position, asks it who acts ([`ToAct`]) and keeps the sum of rewards from
//! the *first* side's point of view; selection turns that into the acting side's view, so a side
//! that acts several times in a row (or out of turn) is handled without assuming alternation.
//! Chance nodes sample an outcome by weight at every visit: the tree holds one child per roll
//! seen, and a decision above a roll never sees which roll comes, because the roll is drawn
//! afresh when the search walks through it.
//!
//! Priors come from the evaluation: every action of a new decision node is tried once and
//! scored from the mover's view, softmax of those scores is the prior (this is also where a win
//! in one shows up: its score is infinite). Playouts are short and biased (the best of a few
//! random actions by evaluation), then cut short by the evaluation turned into a win chance.

use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{Game, Side, ToAct};

use super::{sign, Evaluate, Settings};

const NONE: u32 = u32::MAX;

/// How a node's children are chosen.
enum Kind<G: Game> {
    /// A side chooses among `moves` (with their priors).
    Decision {
        side: Side,
        moves: Vec<G::Move>,
        priors: Vec<f32>,
        /// Each action's position by the evaluation, as a win chance for the first side.
        values: Vec<f32>,
    },
    /// Chance draws one of `moves` by weight.
    Chance {
        moves: Vec<G::Move>,
        weights: Vec<u32>,
    },
    /// The game is over: the value for the first side.
    Terminal(f32),
}

struct Node<G: Game> {
    state: G,
    kind: Kind<G>,
    children: Vec<u32>,
    visits: u32,
    /// Sum of rewards from the first side's view.
    total: f64,
    /// Minimax of the evaluation over the tree below (first side's view, a win chance).
    minimax: f32,
}

/// One root action after a search: its text, visits and mean value for the side to act.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat<M> {
    pub mv: M,
    pub visits: u32,
    pub value: f32,
    pub prior: f32,
}

/// The result of a search from a decision node: the root actions, most visited first.
pub struct SearchResult<M> {
    pub stats: Vec<MoveStat<M>>,
    pub iterations: u32,
}

/// The value of a finished game for the first side.
fn terminal_value<G: Game>(game: &G) -> Option<f32> {
    let outcome = game.outcome()?;
    Some(match outcome.winner {
        Some(Side::First) => 1.0,
        Some(Side::Second) => 0.0,
        None => 0.5,
    })
}

/// Turns an evaluation (first side's view) into a win chance for the first side.
pub(crate) fn win_chance<G: Evaluate>(game: &G) -> f32 {
    if let Some(v) = terminal_value(game) {
        return v;
    }
    let x = game.evaluate() / G::EVAL_SCALE;
    1.0 / (1.0 + (-x).exp())
}

/// Value of `game` for `side` (terminal exact, else by evaluation).
fn value_for<G: Evaluate>(game: &G, side: Side) -> f32 {
    let v = win_chance(game);
    match side {
        Side::First => v,
        Side::Second => 1.0 - v,
    }
}

/// A value for the first side read from `side`'s view (and back).
fn own(side: Side, v: f32) -> f32 {
    match side {
        Side::First => v,
        Side::Second => 1.0 - v,
    }
}

/// The best of `values` (first side's view) for `side`.
fn best_for(side: Side, values: impl IntoIterator<Item = f32>) -> f32 {
    values.into_iter().fold(own(side, 0.0), |best, v| {
        if own(side, v) > own(side, best) {
            v
        } else {
            best
        }
    })
}

/// Samples an index by weight.
fn pick_weighted<I>(weights: I, rng: &mut SmallRng) -> usize
where
    I: ExactSizeIterator<Item = u32> + Clone,
{
    let total: u64 = weights.clone().map(u64::from).sum();
    if total == 0 {
        return rng.random_range(0..weights.len());
    }
    let len = weights.len();
    let mut pick = rng.random_range(0..total);
    for (i, w) in weights.enumerate() {
        if pick < u64::from(w) {
            return i;
        }
        pick -= u64::from(w);
    }
    len - 1
}

pub(crate) struct Tree<G: Evaluate> {
    nodes: Vec<Node<G>>,
    settings: Settings,
    rng: SmallRng,
    /// The playouts' list of actions, kept so that a playout allocates nothing (rolls are drawn
    /// by `Game::chance_pick`, listing none).
    moves: Vec<G::Move>,
    /// A draw's value for the first side (an even game, less the searching side's contempt).
    draw: f32,
    /// The root's action every iteration goes through, while [`Tree::run_through`] runs.
    through: Option<usize>,
}

impl<G: Evaluate> Tree<G> {
    pub(crate) fn new(root: &G, settings: Settings, seed: u64) -> Tree<G> {
        let mut tree = Tree {
            nodes: Vec::new(),
            settings,
            rng: SmallRng::seed_from_u64(seed),
            moves: Vec::new(),
            draw: match root.to_act() {
                ToAct::Side(side) => 0.5 - sign(side) * settings.contempt,
                _ => 0.5,
            },
            through: None,
        };
        tree.add_node(root.clone());
        tree
    }

    fn add_node(&mut self, state: G) -> u32 {
        let kind = match state.to_act() {
            ToAct::Nobody => Kind::Terminal(self.value(&state)),
            ToAct::Chance => {
                let (moves, weights) = state.chance_outcomes().into_iter().unzip();
                Kind::Chance { moves, weights }
            }
            ToAct::Side(side) => {
                let moves = state.legal_moves();
                let (priors, values) = self.priors(&state, side, &moves);
                Kind::Decision {
                    side,
                    moves,
                    priors,
                    values,
                }
            }
        };
        let minimax = match &kind {
            Kind::Terminal(v) => *v,
            Kind::Decision { side, values, .. } if !values.is_empty() => {
                best_for(*side, values.iter().copied())
            }
            _ => self.value(&state),
        };
        let n = match &kind {
            Kind::Decision { moves, .. } | Kind::Chance { moves, .. } => moves.len(),
            Kind::Terminal(_) => 0,
        };
        self.nodes.push(Node {
            state,
            kind,
            children: vec![NONE; n],
            visits: 0,
            total: 0.0,
            minimax,
        });
        (self.nodes.len() - 1) as u32
    }

    /// Softmax of each action's evaluation from the mover's view; an action that wins at once
    /// takes (nearly) all the prior, one that draws at once scores an even game.
    fn priors(&self, state: &G, side: Side, moves: &[G::Move]) -> (Vec<f32>, Vec<f32>) {
        if moves.is_empty() {
            return (Vec::new(), Vec::new());
        }
        let temp = self.settings.prior_temperature;
        let mut values = Vec::with_capacity(moves.len());
        let scores: Vec<f32> = moves
            .iter()
            .map(|mv| {
                let mut next = state.clone();
                if next.play(mv).is_err() {
                    values.push(own(side, 0.0));
                    return -1e9;
                }
                let score = match next.outcome() {
                    Some(o) if o.winner == Some(side) => 1e6,
                    Some(o) if o.winner.is_some() => -1e6,
                    // A draw is worth an even game (win chance ½), whatever the material says.
                    Some(_) => {
                        let v = own(side, self.draw);
                        (v / (1.0 - v)).ln()
                    }
                    None => sign(side) * next.evaluate() / G::EVAL_SCALE,
                };
                values.push(own(side, 1.0 / (1.0 + (-score.clamp(-30.0, 30.0)).exp())));
                score
            })
            .collect();
        let best = scores.iter().cloned().fold(f32::MIN, f32::max);
        let exps: Vec<f32> = scores
            .iter()
            .map(|s| ((s - best) / temp).max(-30.0).exp())
            .collect();
        let sum: f32 = exps.iter().sum();
        (exps.iter().map(|e| e / sum).collect(), values)
    }

    /// Runs iterations until the budget is spent or the deadline passes (checked every few
    /// iterations), whichever first.
    pub(crate) fn run(&mut self, iterations: u32, deadline: Option<Instant>) -> u32 {
        let mut done = 0;
        while done < iterations {
            if done % 16 == 0 {
                if let Some(deadline) = deadline {
                    if Instant::now() >= deadline {
                        break;
                    }
                }
                if self.nodes.len() >= self.settings.max_nodes {
                    break;
                }
            }
            self.iterate();
            done += 1;
        }
        done
    }

    /// Runs `iterations` more iterations (or until the node bound), each through the root's
    /// action `mv`, so that its value is read in the same tree as the others' (a review values
    /// the action played beside the best with it); false if `mv` is not a root action.
    pub(crate) fn run_through(&mut self, mv: &G::Move, iterations: u32) -> bool {
        let Kind::Decision { moves, .. } = &self.nodes[0].kind else {
            return false;
        };
        let Some(index) = moves.iter().position(|m| m == mv) else {
            return false;
        };
        self.through = Some(index);
        self.run(iterations, None);
        self.through = None;
        true
    }

    fn iterate(&mut self) {
        let mut path = vec![0u32];
        let mut at = 0u32;
        let value: f32;
        loop {
            let node = &self.nodes[at as usize];
            let next = match &node.kind {
                Kind::Terminal(v) => {
                    value = *v;
                    break;
                }
                Kind::Chance { weights, .. } => {
                    pick_weighted(weights.iter().copied(), &mut self.rng)
                }
                Kind::Decision { .. } if at == 0 && self.through.is_some() => {
                    self.through.unwrap_or_default()
                }
                Kind::Decision {
                    side,
                    priors,
                    values,
                    ..
                } => self.select(at, *side, priors, values),
            };
            let child = self.nodes[at as usize].children[next];
            if child == NONE {
                let mut state = self.nodes[at as usize].state.clone();
                let mv = match &self.nodes[at as usize].kind {
                    Kind::Decision { moves, .. } | Kind::Chance { moves, .. } => {
                        moves[next].clone()
                    }
                    Kind::Terminal(_) => unreachable!("terminal nodes have no children"),
                };
                // A listed action the rules refuse breaks the contract: stay on this node.
                if state.play(&mv).is_err() {
                    value = self.value(&self.nodes[at as usize].state);
                    break;
                }
                let id = self.add_node(state);
                self.nodes[at as usize].children[next] = id;
                path.push(id);
                value = self.playout(id);
                break;
            }
            path.push(child);
            at = child;
        }
        for &id in &path {
            let node = &mut self.nodes[id as usize];
            node.visits += 1;
            node.total += f64::from(value);
        }
        if self.settings.minimax_weight > 0.0 {
            for &id in path.iter().rev().skip(1) {
                self.nodes[id as usize].minimax = self.backed_up(id);
            }
        }
    }

    /// A node's minimax from its children: the acting side's best over its actions (the
    /// evaluation of those not yet in the tree), the weighted mean over the rolls seen.
    fn backed_up(&self, id: u32) -> f32 {
        let node = &self.nodes[id as usize];
        match &node.kind {
            Kind::Terminal(v) => *v,
            Kind::Decision { side, values, .. } => best_for(
                *side,
                node.children.iter().zip(values).map(|(&child, &v)| {
                    if child == NONE {
                        v
                    } else {
                        self.nodes[child as usize].minimax
                    }
                }),
            ),
            Kind::Chance { weights, .. } => {
                let (mut sum, mut weight) = (0.0f32, 0u64);
                for (&child, &w) in node.children.iter().zip(weights) {
                    if child != NONE {
                        sum += w as f32 * self.nodes[child as usize].minimax;
                        weight += u64::from(w);
                    }
                }
                if weight == 0 {
                    node.minimax
                } else {
                    sum / weight as f32
                }
            }
        }
    }

    /// PUCT: mean value for `side` plus exploration weighted by the prior; unvisited children
    /// start at the parent's value less a first-play reduction.
    fn select(&self, at: u32, side: Side, priors: &[f32], values: &[f32]) -> usize {
        let node = &self.nodes[at as usize];
        let parent_q = if node.visits > 0 {
            let q = (node.total / f64::from(node.visits)) as f32;
            if side == Side::First {
                q
            } else {
                1.0 - q
            }
        } else {
            0.5
        };
        let sqrt_n = (node.visits.max(1) as f32).sqrt();
        let c = self.settings.exploration;
        let alpha = self.settings.minimax_weight;
        let mut best = 0;
        let mut best_score = f32::MIN;
        for (i, &child) in node.children.iter().enumerate() {
            let (q, n) = if child == NONE {
                let q = parent_q - self.settings.first_play_reduction;
                ((1.0 - alpha) * q + alpha * own(side, values[i]), 0)
            } else {
                let c = &self.nodes[child as usize];
                let q = (c.total / f64::from(c.visits.max(1))) as f32;
                let q = (1.0 - alpha) * q + alpha * c.minimax;
                (own(side, q), c.visits)
            };
            let score = q + c * priors[i] * sqrt_n / (1.0 + n as f32);
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// A short biased playout from node `id`, then the evaluation: the value for the first
    /// side.
    fn playout(&mut self, id: u32) -> f32 {
        let depth = self.settings.playout_depth;
        if depth == 0 || matches!(self.nodes[id as usize].kind, Kind::Terminal(_)) {
            return self.value(&self.nodes[id as usize].state);
        }
        let mut game = self.nodes[id as usize].state.clone();
        for _ in 0..depth {
            match game.to_act() {
                ToAct::Nobody => break,
                ToAct::Chance => {
                    // By weight, drawn as `pick_weighted` draws (the same roll for a seed).
                    let total = game.chance_total();
                    if total == 0 {
                        break;
                    }
                    let pick = self.rng.random_range(0..u64::from(total)) as u32;
                    let Some(roll) = game.chance_pick(pick) else {
                        break;
                    };
                    game.play_listed(&roll);
                }
                ToAct::Side(side) => {
                    // Taken out for the turn so that `best_of_sample` can borrow the tree.
                    let mut moves = std::mem::take(&mut self.moves);
                    // A random action is picked without listing them all where the game can
                    // (`pick_legal_move`); the greedy choice lists them. The draws are those of
                    // indexing the list: the greed's, then the index's.
                    let (rng, greed) = (&mut self.rng, self.settings.playout_greed);
                    let mut greedy = false;
                    let picked = game.pick_legal_move(&mut moves, |n| {
                        greedy = rng.random::<f32>() < greed;
                        (!greedy).then(|| rng.random_range(0..n))
                    });
                    let mv = match picked {
                        Some(mv) => mv,
                        None if greedy => {
                            game.legal_moves_into(&mut moves);
                            self.best_of_sample(&game, side, &moves)
                        }
                        None => {
                            self.moves = moves;
                            break;
                        }
                    };
                    self.moves = moves;
                    game.play_listed(&mv);
                }
            }
        }
        self.value(&game)
    }

    /// [`win_chance`], with a draw at the tree's own value.
    fn value(&self, game: &G) -> f32 {
        match game.outcome() {
            Some(o) if o.winner.is_none() => self.draw,
            _ => win_chance(game),
        }
    }

    /// The best by evaluation of a few actions drawn at random.
    fn best_of_sample(&mut self, game: &G, side: Side, moves: &[G::Move]) -> G::Move {
        let mut best = None;
        let mut best_value = f32::MIN;
        for _ in 0..self.settings.playout_sample.min(moves.len()) {
            let mv = &moves[self.rng.random_range(0..moves.len())];
            let mut next = game.clone();
            next.play_listed(mv);
            let v = value_for(&next, side);
            if v > best_value {
                best_value = v;
                best = Some(mv.clone());
            }
        }
        best.unwrap_or_else(|| moves[0].clone())
    }

    /// The root's actions with their statistics, most visited first (then by value, then by
    /// prior). Empty unless a side acts at the root.
    pub(crate) fn root_stats(&self) -> Vec<MoveStat<G::Move>> {
        let root = &self.nodes[0];
        let Kind::Decision {
            side,
            moves,
            priors,
            ..
        } = &root.kind
        else {
            return Vec::new();
        };
        let mut stats: Vec<MoveStat<G::Move>> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let child = root.children[i];
                let (visits, value) = if child == NONE {
                    (0, f32::NAN)
                } else {
                    let c = &self.nodes[child as usize];
                    let q = (c.total / f64::from(c.visits.max(1))) as f32;
                    (c.visits, if *side == Side::First { q } else { 1.0 - q })
                };
                MoveStat {
                    mv: mv.clone(),
                    visits,
                    value,
                    prior: priors[i],
                }
            })
            .collect();
        stats.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(
                    b.value
                        .partial_cmp(&a.value)
                        .unwrap_or(std::cmp::Ordering::Equal),
                )
                .then(
                    b.prior
                        .partial_cmp(&a.prior)
                        .unwrap_or(std::cmp::Ordering::Equal),
                )
        });
        stats
    }

    /// The root's value for the first side as a review reads it: a finished game exactly; at a
    /// decision, the mean of its most visited action; at chance, the mean over the rolls seen,
    /// each weighted by its chance and read as a decision (its most visited action's mean).
    /// Reading the best action rather than the node's own mean keeps the search's exploration
    /// of poor actions out of the figure, at a decision and under each roll alike.
    pub(crate) fn root_value(&self) -> f32 {
        self.read_value(0, 2)
    }

    fn read_value(&self, id: u32, depth: u32) -> f32 {
        let node = &self.nodes[id as usize];
        let mean = |n: &Node<G>| {
            if n.visits == 0 {
                n.minimax
            } else {
                (n.total / f64::from(n.visits)) as f32
            }
        };
        match &node.kind {
            Kind::Terminal(v) => *v,
            Kind::Decision { .. } => node
                .children
                .iter()
                .filter(|&&c| c != NONE)
                .max_by_key(|&&c| self.nodes[c as usize].visits)
                .map_or(mean(node), |&c| mean(&self.nodes[c as usize])),
            Kind::Chance { weights, .. } if depth > 0 => {
                let (mut sum, mut weight) = (0.0f64, 0u64);
                for (&child, &w) in node.children.iter().zip(weights) {
                    if child != NONE && self.nodes[child as usize].visits > 0 {
                        sum += f64::from(w) * f64::from(self.read_value(child, depth - 1));
                        weight += u64::from(w);
                    }
                }
                if weight == 0 {
                    mean(node)
                } else {
                    (sum / weight as f64) as f32
                }
            }
            Kind::Chance { .. } => mean(node),
        }
    }

    pub(crate) fn settings(&self) -> Settings {
        self.settings
    }

    pub(crate) fn rng(&mut self) -> &mut SmallRng {
        &mut self.rng
    }
}

/// Searches `game` (a side must act) and returns the root statistics.
pub(crate) fn search<G: Evaluate>(
    game: &G,
    settings: Settings,
    seed: u64,
    iterations: u32,
    deadline: Option<Instant>,
) -> (SearchResult<G::Move>, SmallRng) {
    let mut tree = Tree::new(game, settings, seed);
    let done = tree.run(iterations, deadline);
    let stats = tree.root_stats();
    let rng = std::mem::replace(tree.rng(), SmallRng::seed_from_u64(0));
    (
        SearchResult {
            stats,
            iterations: done,
        },
        rng,
    )
}

#[cfg(test)]
mod tests;
