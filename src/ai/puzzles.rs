//! Puzzles: positions where one line wins, each solver's turn the only good one, each reply the
//! engine's best (see docs/puzzles.md for the rules, the margins and why).
//!
//! A puzzle is a position (its position text, the side to act being the solver), the line as
//! whole turns (the solver's first, then the reply, and so on, ending with the solver's), a
//! [`Theme`] and a rating. A turn is what `/move` takes in one go: a side's actions until another
//! side (or chance) acts, separated by spaces; in XII Scripta the roll is in the position and the
//! puzzle asks for the whole turn, as backgammon quizzes do.
//!
//! [`verify`] is the one judge: the generator keeps what it accepts and `tabula puzzles check`
//! runs it again. It values every distinct turn of the side to act by the position the turn
//! leaves, with the review's own search (`review::position_value`) at a total budget of
//! [`VERIFY_BUDGET`], four times the review's: half spread over every turn, the other half on
//! the closest rivals, each of which is then searched at the review's whole budget. The module
//! does no I/O and reads no clock; every search's seed comes from the position it searches, so
//! a verdict is the same wherever and whenever it is asked.

mod facts;
pub mod from_games;
pub mod generate;

use serde::{Deserialize, Serialize};

use super::review::{position_value, DEFAULT_BUDGET};
use crate::games::{AnyGame, Side, ToAct, Variant};

pub use facts::Facts;

/// The verification budget: the iterations spent on one decision of the line, four times what
/// a review spends on a position.
pub const VERIFY_BUDGET: u32 = verify_budget(DEFAULT_BUDGET);

/// The verification budget of a decision for a review searched at `review_budget` iterations a
/// position: four times as many (a game's candidates are verified at this budget of its
/// review's).
pub const fn verify_budget(review_budget: u32) -> u32 {
    review_budget.saturating_mul(4)
}

/// Most solver's turns in a line.
pub const MAX_SOLVER_TURNS: usize = 5;

/// Most action sequences looked at to list a side's whole turns; a position with more is no
/// puzzle.
const MAX_SEQUENCES: usize = 4_000;

/// The least iterations a turn's position is searched with in the first pass.
const MIN_PER_TURN: u32 = 150;

/// Rivals searched again at the review's whole budget.
const RIVALS: usize = 2;

/// What a puzzle asks for, per game (its catalogue key is `puzzle-theme-<id>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Take a piece (Latrunculi, Latroncules, Bastonus).
    TakeAPiece,
    /// Take two pieces or more within the line.
    TakeTwo,
    /// Latrunculi: free one of your held pieces.
    FreeAHeldPiece,
    /// Bastonus: take the enemy's Dux.
    CaptureTheDux,
    /// Win the game within the line (Latrunculi, Latroncules, Bastonus).
    WinTheGame,
    /// Ergo: make five in a row.
    FiveInARow,
    /// Ergo: stop the opponent's five.
    BlockTheFive,
    /// Stop the opponent's win (any game but Ergo).
    StopTheWin,
    /// XII Scripta: bear the last piece off first.
    BearOffFirst,
    /// XII Scripta: hit a lone piece.
    HitTheBlot,
    /// XII Scripta: bear pieces off.
    BearOff,
    /// The one move that keeps the advantage.
    BestMove,
}

impl Theme {
    pub const ALL: [Theme; 12] = [
        Theme::TakeAPiece,
        Theme::TakeTwo,
        Theme::FreeAHeldPiece,
        Theme::CaptureTheDux,
        Theme::WinTheGame,
        Theme::FiveInARow,
        Theme::BlockTheFive,
        Theme::StopTheWin,
        Theme::BearOffFirst,
        Theme::HitTheBlot,
        Theme::BearOff,
        Theme::BestMove,
    ];

    /// The theme's id, as files and the catalogue write it.
    pub const fn id(self) -> &'static str {
        match self {
            Theme::TakeAPiece => "take-a-piece",
            Theme::TakeTwo => "take-two",
            Theme::FreeAHeldPiece => "free-a-held-piece",
            Theme::CaptureTheDux => "capture-the-dux",
            Theme::WinTheGame => "win-the-game",
            Theme::FiveInARow => "five-in-a-row",
            Theme::BlockTheFive => "block-the-five",
            Theme::StopTheWin => "stop-the-win",
            Theme::BearOffFirst => "bear-off-first",
            Theme::HitTheBlot => "hit-the-blot",
            Theme::BearOff => "bear-off",
            Theme::BestMove => "best-move",
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    pub variant: Variant,
    /// The position text of the position the solver plays from (its last action is the one
    /// that set the puzzle up).
    pub position: String,
    /// Whole turns, actions separated by spaces: the solver's, the reply, …, the solver's.
    pub line: Vec<String>,
    pub theme: Theme,
    /// The puzzle's starting rating (Glicko-2 scale).
    pub rating: f64,
    /// Where it comes from: `self-play <seed>/<game>` or a game of the server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

impl Puzzle {
    /// The position the solver plays from.
    pub fn start(&self) -> Result<AnyGame, String> {
        AnyGame::from_position_text(self.variant, &self.position).map_err(|e| e.to_string())
    }

    /// The solver: the side to act in the position.
    pub fn side(&self) -> Option<Side> {
        match self.start().ok()?.to_act() {
            ToAct::Side(s) => Some(s),
            _ => None,
        }
    }

    /// How many turns the solver plays.
    pub fn solver_turns(&self) -> usize {
        self.line.len().div_ceil(2)
    }
}

/// Why a position and line are not a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum Rejection {
    /// The position text does not read, or no side acts in it.
    BadPosition(String),
    /// The line is empty, too long, or ends with a reply.
    BadLength(usize),
    /// Turn `turn` (from 0) of the line is not a legal whole turn.
    Illegal { turn: usize, text: String },
    /// The solver's turn `turn` is not the best: the engine prefers `best`.
    NotBest { turn: usize, best: String },
    /// The solver's turn `turn` beats the rival `rival` by less than the game's margin.
    TwoAnswers {
        turn: usize,
        rival: String,
        margin: f32,
    },
    /// The reply `turn` is not the engine's best (`best`).
    NotTheReply { turn: usize, best: String },
    /// After the line the solver's win chance is below the game's threshold ([`winning`]).
    NotWinning { value: f32 },
    /// Too many action sequences to list the turns.
    TooManyTurns,
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rejection::BadPosition(e) => write!(f, "the position does not read: {e}"),
            Rejection::BadLength(n) => {
                write!(f, "a line of {n} turns (1 to 9, the solver's last)")
            }
            Rejection::Illegal { turn, text } => {
                write!(f, "turn {} `{text}` is not a legal whole turn", turn + 1)
            }
            Rejection::NotBest { turn, best } => {
                write!(
                    f,
                    "turn {} is not the best: the engine plays `{best}`",
                    turn + 1
                )
            }
            Rejection::TwoAnswers {
                turn,
                rival,
                margin,
            } => write!(
                f,
                "turn {} has a second answer: `{rival}` is within {:.1} points",
                turn + 1,
                margin * 100.0
            ),
            Rejection::NotTheReply { turn, best } => {
                write!(f, "reply {} is not the engine's best (`{best}`)", turn + 1)
            }
            Rejection::NotWinning { value } => write!(
                f,
                "the solver is not winning after the line ({:.0}%)",
                value * 100.0
            ),
            Rejection::TooManyTurns => write!(f, "too many turns to list"),
        }
    }
}

/// The least win chance (0 to 1) by which the solver's turn must beat every other turn, per
/// game (docs/puzzles.md says why).
pub const fn margin(variant: Variant) -> f32 {
    match variant {
        Variant::LatrunculiSeneca | Variant::LatrunculiPiso => 0.25,
        Variant::Latroncules => 0.25,
        Variant::Bastonus => 0.25,
        Variant::Ergo => 0.30,
        Variant::Duodecim => 0.10,
    }
}

/// The least win chance the solver must have after the line (docs/puzzles.md).
pub const fn winning(variant: Variant) -> f32 {
    match variant {
        Variant::Duodecim => 0.5,
        _ => 0.6,
    }
}

/// One whole turn of the side to act: its text and the position it leaves.
#[derive(Clone, Debug)]
pub struct Turn {
    pub text: String,
    pub after: AnyGame,
}

/// Every distinct whole turn of the side to act in `game` (turns that reach the same position
/// are listed once, the first found); `None` with more than [`MAX_SEQUENCES`] sequences.
pub fn turns(game: &AnyGame) -> Option<Vec<Turn>> {
    let ToAct::Side(side) = game.to_act() else {
        return Some(Vec::new());
    };
    fn walk(
        state: &AnyGame,
        side: Side,
        done: &str,
        budget: &mut usize,
        out: &mut Vec<Turn>,
    ) -> Option<()> {
        for action in state.legal_move_texts() {
            *budget = budget.checked_sub(1)?;
            let mut after = state.clone();
            if after.play_text(&action).is_err() {
                continue;
            }
            let text = if done.is_empty() {
                action
            } else {
                format!("{done} {action}")
            };
            if after.to_act() == ToAct::Side(side) {
                walk(&after, side, &text, budget, out)?;
            } else {
                out.push(Turn { text, after });
            }
        }
        Some(())
    }
    let mut out = Vec::new();
    let mut budget = MAX_SEQUENCES;
    walk(game, side, "", &mut budget, &mut out)?;
    let mut seen = std::collections::HashSet::new();
    out.retain(|t| seen.insert(t.after.position_key().unwrap_or_else(|| t.text.clone())));
    Some(out)
}

/// Plays a whole turn given as text; `None` if an action is refused or the turn is not whole.
pub fn play_turn(game: &AnyGame, text: &str) -> Option<AnyGame> {
    let ToAct::Side(side) = game.to_act() else {
        return None;
    };
    let mut after = game.clone();
    for action in text.split_whitespace() {
        if after.to_act() != ToAct::Side(side) {
            return None;
        }
        after.play_text(action).ok()?;
    }
    (after.to_act() != ToAct::Side(side)).then_some(after)
}

/// A stable hash of a text (FNV-1a), for the seeds of the verifier's searches.
fn seed_of(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The first side's win chance in `game`, searched with `budget` iterations (exact once over).
fn value(game: &AnyGame, budget: u32) -> f32 {
    let seed = seed_of(&game.position_text());
    each_game!(game, g => position_value(g, budget, seed))
}

/// A value for the first side read from `side`'s view.
fn own(side: Side, v: f32) -> f32 {
    match side {
        Side::First => v,
        Side::Second => 1.0 - v,
    }
}

/// The turns of the side to act, valued from its view, best first.
#[derive(Clone, Debug)]
pub struct Judged {
    pub side: Side,
    /// Each turn with the mover's win chance after it, best first.
    pub turns: Vec<(Turn, f32)>,
}

impl Judged {
    /// The index of the turn `text` reaches (the same position as a turn listed), if legal.
    pub fn find(&self, game: &AnyGame, text: &str) -> Option<usize> {
        let after = play_turn(game, text)?;
        let key = after.position_key();
        self.turns.iter().position(|(t, _)| match &key {
            Some(k) => t.after.position_key().as_ref() == Some(k),
            None => t.text == text.split_whitespace().collect::<Vec<_>>().join(" "),
        })
    }
}

/// Values every whole turn of the side to act with `budget` iterations in all (see the module
/// doc): a finished game exactly, the rest by the review's search.
pub fn judge(game: &AnyGame, budget: u32) -> Result<Judged, Rejection> {
    let ToAct::Side(side) = game.to_act() else {
        return Err(Rejection::BadPosition("no side acts".into()));
    };
    let turns = turns(game).ok_or(Rejection::TooManyTurns)?;
    let exact = |t: &Turn| t.after.outcome().is_some();
    let open = turns.iter().filter(|t| !exact(t)).count().max(1) as u32;
    let first = (budget / 2 / open).max(MIN_PER_TURN);
    let mut valued: Vec<(Turn, f32)> = turns
        .into_iter()
        .map(|t| {
            let v = own(side, value(&t.after, first));
            (t, v)
        })
        .collect();
    sort(&mut valued);
    // The closest rivals of the best, and the best, searched again at the review's budget.
    if valued.len() > 1 {
        let again = (budget / 4).max(MIN_PER_TURN);
        for (t, v) in valued.iter_mut().take(RIVALS + 1) {
            if !exact(t) {
                *v = own(side, value(&t.after, again));
            }
        }
        sort(&mut valued);
    }
    Ok(Judged {
        side,
        turns: valued,
    })
}

fn sort(valued: &mut [(Turn, f32)]) {
    valued.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap_or(std::cmp::Ordering::Equal));
}

/// What a solver's turn was found to be.
#[derive(Clone, Debug, PartialEq)]
pub struct Solved {
    /// The solver's win chance after the turn.
    pub value: f32,
    /// By how much it beats the best rival (1 when it is the only turn).
    pub margin: f32,
}

/// Checks the solver's turn `text` at `game`: the only turn that wins the game, or the best by
/// the game's margin, or the best and the only one that takes material.
pub fn check_solver_turn(
    game: &AnyGame,
    text: &str,
    turn: usize,
    budget: u32,
) -> Result<Solved, Rejection> {
    let illegal = || Rejection::Illegal {
        turn,
        text: text.to_string(),
    };
    let judged = judge(game, budget)?;
    let at = judged.find(game, text).ok_or_else(illegal)?;
    assess(game, &judged, at, turn)
}

/// Whether turn `at` of the judged turns at `game` is the one answer (see
/// [`check_solver_turn`]); `turn` is its place in the line, for the rejection.
pub fn assess(
    game: &AnyGame,
    judged: &Judged,
    at: usize,
    turn: usize,
) -> Result<Solved, Rejection> {
    let side = judged.side;
    let wins = |t: &Turn| t.after.outcome().is_some_and(|o| o.winner == Some(side));
    let winners: Vec<usize> = (0..judged.turns.len())
        .filter(|&i| wins(&judged.turns[i].0))
        .collect();
    let rival_of = |i: usize| judged.turns[i].0.text.clone();
    if !winners.is_empty() {
        return match winners.as_slice() {
            [only] if *only == at => Ok(Solved {
                value: 1.0,
                margin: 1.0,
            }),
            [only] => Err(Rejection::NotBest {
                turn,
                best: rival_of(*only),
            }),
            _ => Err(Rejection::TwoAnswers {
                turn,
                rival: rival_of(*winners.iter().find(|&&i| i != at).unwrap_or(&winners[0])),
                margin: 0.0,
            }),
        };
    }
    if at != 0 {
        return Err(Rejection::NotBest {
            turn,
            best: rival_of(0),
        });
    }
    let best = judged.turns[0].1;
    let Some((rival, second)) = judged.turns.get(1) else {
        return Ok(Solved {
            value: best,
            margin: 1.0,
        });
    };
    let gap = best - second;
    if gap >= margin(game.variant()) {
        return Ok(Solved {
            value: best,
            margin: gap,
        });
    }
    // The only turn that takes material, and the best, is an answer too.
    let taken = |t: &Turn| t.after.captures()[side.index()] > game.captures()[side.index()];
    let takers = judged.turns.iter().filter(|(t, _)| taken(t)).count();
    if gap > 0.0 && takers == 1 && taken(&judged.turns[0].0) {
        return Ok(Solved {
            value: best,
            margin: gap,
        });
    }
    Err(Rejection::TwoAnswers {
        turn,
        rival: rival.text.clone(),
        margin: gap,
    })
}

/// The engine's best whole turn at `game` (the reply of a line), by the same valuation.
pub fn best_reply(game: &AnyGame, budget: u32) -> Result<Turn, Rejection> {
    let judged = judge(game, budget)?;
    judged
        .turns
        .into_iter()
        .next()
        .map(|(t, _)| t)
        .ok_or_else(|| Rejection::BadPosition("no turn".into()))
}

/// What [`verify`] found: the solver's win chance after each of its turns, and the smallest
/// margin of the line.
#[derive(Clone, Debug, PartialEq)]
pub struct Verified {
    pub values: Vec<f32>,
    pub margin: f32,
}

/// Checks a whole puzzle at `budget` iterations a decision (the CLI's check and the generator
/// use [`VERIFY_BUDGET`]): each solver's turn passes [`check_solver_turn`], each reply is the
/// engine's best, and the solver is winning after the line.
pub fn verify(puzzle: &Puzzle, budget: u32) -> Result<Verified, Rejection> {
    let mut game = puzzle.start().map_err(Rejection::BadPosition)?;
    let n = puzzle.line.len();
    if n == 0 || n > 2 * MAX_SOLVER_TURNS - 1 || n % 2 == 0 {
        return Err(Rejection::BadLength(n));
    }
    let ToAct::Side(side) = game.to_act() else {
        return Err(Rejection::BadPosition("no side acts".into()));
    };
    let mut values = Vec::new();
    let mut least = 1.0f32;
    for (i, text) in puzzle.line.iter().enumerate() {
        let illegal = || Rejection::Illegal {
            turn: i,
            text: text.clone(),
        };
        if i % 2 == 0 {
            if game.to_act() != ToAct::Side(side) {
                return Err(illegal());
            }
            let solved = check_solver_turn(&game, text, i, budget)?;
            least = least.min(solved.margin);
            values.push(solved.value);
        } else {
            if game.to_act() != ToAct::Side(side.other()) {
                return Err(illegal());
            }
            let best = best_reply(&game, budget)?;
            let played = play_turn(&game, text).ok_or_else(illegal)?;
            if played
                .position_key()
                .unwrap_or_else(|| played.position_text())
                != best
                    .after
                    .position_key()
                    .unwrap_or_else(|| best.after.position_text())
            {
                return Err(Rejection::NotTheReply {
                    turn: i,
                    best: best.text,
                });
            }
        }
        game = play_turn(&game, text).ok_or_else(illegal)?;
    }
    let last = values.last().copied().unwrap_or(0.0);
    if last < winning(puzzle.variant) {
        return Err(Rejection::NotWinning { value: last });
    }
    Ok(Verified {
        values,
        margin: least,
    })
}

/// The theme of a line played from `start` (the solver's turns and replies, as positions).
pub fn theme(start: &AnyGame, line: &[String]) -> Theme {
    let variant = start.variant();
    let Some(side) = (match start.to_act() {
        ToAct::Side(s) => Some(s),
        _ => None,
    }) else {
        return Theme::BestMove;
    };
    let mut positions = vec![start.clone()];
    for text in line {
        match positions.last().and_then(|g| play_turn(g, text)) {
            Some(next) => positions.push(next),
            None => return Theme::BestMove,
        }
    }
    let end = positions.last().unwrap_or(start);
    let won = end.outcome().is_some_and(|o| o.winner == Some(side));
    let before = Facts::of(start);
    let after = Facts::of(end);
    let (me, them) = (side.index(), side.other().index());
    let taken = end.captures()[me].saturating_sub(start.captures()[me]);
    if won {
        return match variant {
            Variant::Ergo => Theme::FiveInARow,
            Variant::Duodecim => Theme::BearOffFirst,
            _ => Theme::WinTheGame,
        };
    }
    if variant == Variant::Duodecim {
        return if taken > 0 {
            Theme::HitTheBlot
        } else if after.off[me] > before.off[me] {
            Theme::BearOff
        } else {
            Theme::BestMove
        };
    }
    if after.chiefs[them] < before.chiefs[them] {
        return Theme::CaptureTheDux;
    }
    if after.held[me] < before.held[me] {
        return Theme::FreeAHeldPiece;
    }
    if taken >= 2 {
        return Theme::TakeTwo;
    }
    if taken == 1 {
        return Theme::TakeAPiece;
    }
    // A turn that stops a win: the opponent wins at once after the best rival.
    if stops_a_win(start, side) {
        return match variant {
            Variant::Ergo => Theme::BlockTheFive,
            _ => Theme::StopTheWin,
        };
    }
    Theme::BestMove
}

/// Whether the opponent could win with its next turn if `side` passed its turn doing nothing
/// useful: after most of `side`'s turns the opponent has a winning turn at once.
fn stops_a_win(start: &AnyGame, side: Side) -> bool {
    let Some(turns) = turns(start) else {
        return false;
    };
    let losing = turns
        .iter()
        .filter(|t| {
            t.after.to_act() == ToAct::Side(side.other())
                && self::turns(&t.after).is_some_and(|replies| {
                    replies.iter().any(|r| {
                        r.after
                            .outcome()
                            .is_some_and(|o| o.winner == Some(side.other()))
                    })
                })
        })
        .count();
    turns.len() > 1 && losing * 2 >= turns.len()
}

/// A starting rating for a puzzle: longer lines and thinner margins are harder.
pub fn starting_rating(solver_turns: usize, margin: f32, prior_rank: usize) -> f64 {
    let length = 250.0 * (solver_turns.saturating_sub(1)) as f64;
    let thin = 300.0 * (1.0 - f64::from(margin.clamp(0.0, 1.0)));
    let hidden = 60.0 * prior_rank.min(5) as f64;
    (1000.0 + length + thin + hidden).round()
}

/// The text of a puzzles file: a header of `#` lines, then one puzzle a line (JSON).
pub fn write_file(header: &[String], puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for line in header {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    for p in puzzles {
        out.push_str(&serde_json::to_string(p).unwrap_or_default());
        out.push('\n');
    }
    out
}

/// Reads a puzzles file: the puzzles with their line numbers (from 1), or the first line that
/// does not read.
pub fn read_file(text: &str) -> Result<Vec<(usize, Puzzle)>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle: Puzzle =
            serde_json::from_str(line).map_err(|e| format!("line {}: {e}", i + 1))?;
        out.push((i + 1, puzzle));
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
