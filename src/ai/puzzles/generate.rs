//! Puzzles from the engine playing itself (`tabula puzzles generate`): deterministic for a seed.
//!
//! Games are played by the novice against the legionary (sides swapped every game), whose
//! mistakes leave winning replies. At the start of each turn a cheap filter (each turn's
//! position by the evaluation alone, as the search's priors read it) picks the candidates: a
//! turn that wins the game, the only turn that takes, or a best turn ahead of the second by
//! half the game's margin. Each candidate is then judged at the verification budget
//! ([`super::judge`]); the line grows while the solver's next turn is again the only answer,
//! up to [`super::MAX_SOLVER_TURNS`], and ends with the solver's turn.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{
    assess, best_reply, judge, margin, play_turn, starting_rating, theme, turns, winning, Puzzle,
    Rejection, MAX_SOLVER_TURNS,
};
use crate::ai::{choose, mcts, Budget, Level};
use crate::games::{AnyGame, Side, ToAct, Variant};

/// Most plies of a self-play game.
const MAX_PLIES: usize = 400;

/// Most puzzles taken from one game (so that a set spreads over many games).
const PER_GAME: usize = 3;

/// What a generation did so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub games: u32,
    /// Positions the filter passed to the verifier.
    pub candidates: u32,
    pub puzzles: Vec<Puzzle>,
}

impl Summary {
    /// The share of candidates kept (0 to 1).
    pub fn kept_share(&self) -> f64 {
        if self.candidates == 0 {
            0.0
        } else {
            self.puzzles.len() as f64 / f64::from(self.candidates)
        }
    }
}

/// Plays self-play games from `seed` until `count` puzzles are verified at `budget` iterations
/// a decision (or `max_games` games are played); `progress` after each puzzle.
pub fn generate(
    variant: Variant,
    count: usize,
    seed: u64,
    budget: u32,
    max_games: u32,
    mut progress: impl FnMut(&Summary),
) -> Summary {
    let mut summary = Summary::default();
    let mut seen = std::collections::HashSet::new();
    while summary.puzzles.len() < count && summary.games < max_games {
        let index = summary.games;
        summary.games += 1;
        let mut rng = SmallRng::seed_from_u64(seed ^ u64::from(index).wrapping_mul(0x9E37_79B9));
        let levels = if index % 2 == 0 {
            [Level::Novice, Level::Legionary]
        } else {
            [Level::Legionary, Level::Novice]
        };
        let mut game = AnyGame::new(variant);
        let mut taken = 0;
        let mut last_actor: Option<ToAct> = None;
        let mut cool = 0usize;
        for ply in 0..MAX_PLIES {
            let to_act = game.to_act();
            match to_act {
                ToAct::Nobody => break,
                ToAct::Chance => {
                    let rolls = game.chance_texts();
                    let total: u32 = rolls.iter().map(|(_, w)| w).sum();
                    let mut pick = rng.random_range(0..total.max(1));
                    let mut roll = rolls[0].0.clone();
                    for (text, w) in &rolls {
                        if pick < *w {
                            roll = text.clone();
                            break;
                        }
                        pick -= w;
                    }
                    if game.play_text(&roll).is_err() {
                        break;
                    }
                }
                ToAct::Side(side) => {
                    let starts_turn = last_actor != Some(to_act);
                    cool = cool.saturating_sub(1);
                    if starts_turn && cool == 0 && taken < PER_GAME && ply > 0 {
                        let key = game.position_text();
                        if seen.insert(key) && promising(&game, side) {
                            summary.candidates += 1;
                            if let Some(mut puzzle) = build(&game, budget) {
                                puzzle.source = Some(format!("self-play {seed}/{index}"));
                                summary.puzzles.push(puzzle);
                                taken += 1;
                                cool = 6;
                                progress(&summary);
                                if summary.puzzles.len() >= count {
                                    break;
                                }
                            }
                        }
                    }
                    let level = levels[side.index()];
                    let Some(choice) =
                        choose(&game, level, rng.random(), Budget::iterations(level))
                    else {
                        break;
                    };
                    if game.play_text(&choice.text).is_err() {
                        break;
                    }
                }
            }
            last_actor = Some(to_act);
        }
    }
    summary
}

/// The cheap filter: by the evaluation alone, a turn wins, only one turn takes, or the best
/// turn is ahead of the second by half the game's margin.
pub fn promising(game: &AnyGame, side: Side) -> bool {
    let Some(turns) = turns(game) else {
        return false;
    };
    if turns.len() < 2 {
        return false;
    }
    if turns
        .iter()
        .any(|t| t.after.outcome().is_some_and(|o| o.winner == Some(side)))
    {
        return true;
    }
    let before = game.captures()[side.index()];
    let takers = turns
        .iter()
        .filter(|t| t.after.captures()[side.index()] > before)
        .count();
    if takers == 1 {
        return true;
    }
    let mut values = cheap_values(&turns, side);
    values.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
    values[0] - values[1] >= margin(game.variant()) / 2.0
}

/// Each turn's position by the evaluation alone, from `side`'s view.
fn cheap_values(turns: &[super::Turn], side: Side) -> Vec<f32> {
    turns
        .iter()
        .map(|t| {
            let v = each_game!(&t.after, g => mcts::win_chance(g));
            match side {
                Side::First => v,
                Side::Second => 1.0 - v,
            }
        })
        .collect()
}

/// The puzzle that starts at `game`, if its first turn is the one answer and the solver is
/// winning at the end of the line.
pub fn build(game: &AnyGame, budget: u32) -> Option<Puzzle> {
    let mut builder = LineBuilder::new(game, budget)?;
    while builder.step() {}
    builder.finish()
}

/// [`build`] one decision at a time (each [`LineBuilder::step`] judges one position of the
/// line at the budget), so that a job can let other searches run between two decisions.
pub struct LineBuilder {
    start: AnyGame,
    side: Side,
    budget: u32,
    line: Vec<String>,
    values: Vec<f32>,
    least: f32,
    at: AnyGame,
    pending_reply: Option<String>,
    hidden: usize,
    /// Whether the next decision is the solver's (else the reply's).
    solver_next: bool,
    done: bool,
    /// Why the line has no puzzle, once found (a decision that could not be judged, or a
    /// first turn that is not the one answer).
    rejection: Option<Rejection>,
}

impl LineBuilder {
    /// The line from `game`, with `budget` iterations a decision; `None` if no side acts.
    pub fn new(game: &AnyGame, budget: u32) -> Option<LineBuilder> {
        let ToAct::Side(side) = game.to_act() else {
            return None;
        };
        Some(LineBuilder {
            start: game.clone(),
            side,
            budget,
            line: Vec::new(),
            values: Vec::new(),
            least: 1.0,
            at: game.clone(),
            pending_reply: None,
            hidden: 0,
            solver_next: true,
            done: false,
            rejection: None,
        })
    }

    /// Judges the next decision of the line; false once the line is complete.
    pub fn step(&mut self) -> bool {
        if self.done {
            return false;
        }
        let more = if self.solver_next {
            self.solver_turn()
        } else {
            self.reply()
        };
        self.done = !more;
        more
    }

    fn solver_turn(&mut self) -> bool {
        let judged = match judge(&self.at, self.budget) {
            Ok(judged) => judged,
            Err(rejection) => {
                self.rejection = Some(rejection);
                return false;
            }
        };
        let solved = match assess(&self.at, &judged, 0, self.line.len()) {
            Ok(solved) => solved,
            Err(rejection) => {
                if self.line.is_empty() {
                    self.rejection = Some(rejection);
                }
                return false;
            }
        };
        if self.line.is_empty() {
            // How far down the evaluation alone ranks the answer: a quiet answer is harder.
            let all: Vec<super::Turn> = judged.turns.iter().map(|(t, _)| t.clone()).collect();
            let cheap = cheap_values(&all, self.side);
            self.hidden = cheap.iter().filter(|&&v| v > cheap[0] + 1e-6).count();
        }
        if let Some(reply) = self.pending_reply.take() {
            self.line.push(reply);
        }
        let (best, _) = &judged.turns[0];
        self.line.push(best.text.clone());
        self.values.push(solved.value);
        self.least = self.least.min(solved.margin);
        self.at = best.after.clone();
        self.solver_next = false;
        self.at.to_act() == ToAct::Side(self.side.other())
    }

    fn reply(&mut self) -> bool {
        let Ok(reply) = best_reply(&self.at, self.budget) else {
            return false;
        };
        if reply.after.to_act() != ToAct::Side(self.side) {
            return false;
        }
        self.pending_reply = Some(reply.text);
        self.at = reply.after;
        self.solver_next = true;
        self.line.len().div_ceil(2) < MAX_SOLVER_TURNS
    }

    /// The puzzle, if the first turn was the one answer and the solver is winning at the end.
    pub fn finish(self) -> Option<Puzzle> {
        self.finish_checked().ok()
    }

    /// The puzzle, or why there is none.
    pub fn finish_checked(self) -> Result<Puzzle, Rejection> {
        let game = &self.start;
        if let Some(rejection) = self.rejection {
            return Err(rejection);
        }
        let line = self.line;
        let last = self.values.last().copied().unwrap_or(0.0);
        if line.is_empty() {
            return Err(Rejection::BadLength(0));
        }
        if last < winning(game.variant()) {
            return Err(Rejection::NotWinning { value: last });
        }
        // Each turn of the line is checked against the position it is played from.
        debug_assert!(line
            .iter()
            .try_fold(game.clone(), |g, t| play_turn(&g, t))
            .is_some());
        let solver_turns = line.len().div_ceil(2);
        Ok(Puzzle {
            variant: game.variant(),
            position: game.position_text(),
            theme: theme(game, &line),
            rating: starting_rating(solver_turns, self.least, self.hidden),
            line,
            source: None,
        })
    }
}
