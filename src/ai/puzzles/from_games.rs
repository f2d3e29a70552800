//! Puzzle candidates from a finished game's review (issue 50, step 3a): where a side's mistake
//! left the other a winning reply, the position that reply is played from.
//!
//! A candidate is only a position: the job that verifies it builds the line from it with the
//! generator's own builder ([`super::generate::LineBuilder`], the same judge and margins as
//! [`super::verify`]) at [`super::verify_budget`] of the review's budget, and keeps it only if
//! the solver's first turn is the one answer.

use super::generate::LineBuilder;
use super::winning;
use crate::ai::review::{Actor, Label, Review};
use crate::games::{AnyGame, ToAct, Variant};

/// A position of a reviewed game to verify as a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The number of actions of the game played before it (rolls included).
    pub ply: usize,
    /// Its position text: the side to act is the solver, the last action the one that set it
    /// up (in XII Scripta, the solver's roll).
    pub position: String,
}

/// The candidates of a review, in the order of the game: after each decision labelled a
/// mistake or a blunder, once the mover's turn (and any roll) is over, the position where the
/// other side acts, if the review values it at least [`winning`] for that side.
pub fn candidates(review: &Review) -> Vec<Candidate> {
    let steps = &review.steps;
    let mut positions = Vec::with_capacity(steps.len() + 1);
    let mut game = AnyGame::new(review.variant);
    positions.push(game.clone());
    for step in steps {
        if game.play_text(&step.text).is_err() {
            break;
        }
        positions.push(game.clone());
    }
    let mut out: Vec<Candidate> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let (Actor::Side(mover), Some(Label::Mistake | Label::Blunder)) = (step.actor, step.label)
        else {
            continue;
        };
        if !step.is_decision() {
            continue;
        }
        let solver = mover.other();
        // The first position after the mistake where the solver acts.
        let Some(ply) = (i + 1..positions.len().min(steps.len()))
            .find(|&p| positions[p].to_act() == ToAct::Side(solver))
        else {
            continue;
        };
        let value = match solver.index() {
            0 => steps[ply].before,
            _ => 1.0 - steps[ply].before,
        };
        if value < winning(review.variant) {
            continue;
        }
        let position = positions[ply].position_text();
        if out.iter().all(|c| c.position != position) {
            out.push(Candidate { ply, position });
        }
    }
    out
}

/// The builder of a candidate's line: its position read, at `budget` iterations a decision; why
/// not if the position does not read or no side acts in it.
pub fn builder(variant: Variant, position: &str, budget: u32) -> Result<LineBuilder, String> {
    let game = AnyGame::from_position_text(variant, position).map_err(|e| e.to_string())?;
    LineBuilder::new(&game, budget).ok_or_else(|| "no side acts in the position".to_string())
}
