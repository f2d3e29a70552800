//! Bastonus Romanus, Fred Darevil's game as revised by Cyril Billard (`bastonus`).
//!
//! The rules, with every choice made where the text is silent, are in `docs/rules/bastonus.md`;
//! each rule has a test below named after it.
//!
//! In short: an 8x8 board with two camps of four squares (c1-f1 and c8-f8). Each side has eight
//! legionaries, a Dux, a Colosse and an Impératrice. Every piece steps one square orthogonally;
//! the Dux also steps diagonally and jumps over any adjacent piece. Lines of legionaries move as
//! ranks and push enemy lines (each legionary pushes once in the game, then lies exhausted); the
//! Colosse pushes any adjacent piece for free and takes its place. Custodial, corner and camp
//! captures; after a capture the same side may go on capturing or pass. Six endings, in order of
//! glory, and a guard of 60 moves a side without a capture.
//!
//! Unlike Latrunculi, pieces differ and carry state (an exhausted legionary, a piece just pushed),
//! so the board is a handful of 64-bit masks that a piece's every bit moves with: a move is a few
//! mask operations, and a whole random game a few hundred microseconds.

mod captures;
mod movement;
mod notation;
mod position;

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, PositionError, Route, Side, ToAct};

use super::grid::{bit, is_corner, offset, square_of, ALL_WAYS, NEIGHBOURS, OFF};
/// Board width and height.
pub use super::grid::{squares, SIZE};
/// Moves (plies of both sides together) without a capture that end the game in a draw: 60 a side.
pub const NO_CAPTURE_LIMIT: u16 = 120;
/// The guard in moves per side, as the end reason states it.
pub const NO_CAPTURE_MOVES_EACH: u16 = NO_CAPTURE_LIMIT / 2;
/// The camps: c1 d1 e1 f1 (the first side's) and c8 d8 e8 f8 (the second side's).
pub const CAMPS: [u64; 2] = [0x3c, 0x3c << 56];
const BOTH_CAMPS: u64 = CAMPS[0] | CAMPS[1];

/// A kind of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// *Légionnaire*: steps, moves in ranks, pushes once.
    Legionary,
    /// The *Dux*, the chief with the plumed helmet: steps and jumps in 8 directions.
    Dux,
    /// The *Colosse*, the legionary on horseback: pushes any adjacent piece for free.
    Colossus,
    /// The *Impératrice*: steps, never helps to capture.
    Empress,
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
    /// An exhausted legionary (it has pushed): drawn lying down, cannot be the one that pushes.
    pub exhausted: bool,
}

/// One of the four orthogonal directions, from the first side's point of view (north is towards
/// rank 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    // In the order of `grid::ORTHOGONAL`, so that `dir as usize` indexes `grid::NEIGHBOURS`.
    North,
    South,
    East,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// (file, rank) step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::North => (0, 1),
            Dir::South => (0, -1),
            Dir::East => (1, 0),
            Dir::West => (-1, 0),
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::South => Dir::North,
            Dir::East => Dir::West,
            Dir::West => Dir::East,
        }
    }

    /// The two directions at right angles.
    const fn across(self) -> [Dir; 2] {
        match self {
            Dir::North | Dir::South => [Dir::East, Dir::West],
            Dir::East | Dir::West => [Dir::North, Dir::South],
        }
    }

    fn between(from: Square, to: Square) -> Option<Dir> {
        let df = to.file as i8 - from.file as i8;
        let dr = to.rank as i8 - from.rank as i8;
        Dir::ALL.into_iter().find(|d| d.delta() == (df, dr))
    }
}

/// One action of Bastonus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// One piece steps (`d2-d3`), or the Dux steps diagonally (`d1-e2`) or jumps (`d1-d3`).
    Step { from: Square, to: Square },
    /// A rank: the straight line of legionaries from `from` to `to` (`from` is the end nearer
    /// a1) moves one square towards `dir` (`c2:e2-c3:e3`).
    Rank { from: Square, to: Square, dir: Dir },
    /// A push towards `dir`: the legionaries from `from` (rear) to `front` push the enemy line in
    /// front of them (`d2:d3>d4`, one legionary `d3>d4`), or the Colosse on `from == front`
    /// pushes the piece in front of it (`b1>b2`).
    Push {
        from: Square,
        front: Square,
        dir: Dir,
    },
    /// Ends a capture chain.
    Pass,
}

impl Move {
    /// The square of the moving piece the text starts with (none for a pass).
    pub fn origin(&self) -> Option<Square> {
        match *self {
            Move::Step { from, .. } | Move::Rank { from, .. } | Move::Push { from, .. } => {
                Some(from)
            }
            Move::Pass => None,
        }
    }
}

/// The previous action and what it did, for highlighting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// Squares whose pieces moved, before the move (bit mask).
    pub vacated: u64,
    /// Squares where moved pieces stand after the move, including pushed pieces.
    pub arrived: u64,
    /// Squares whose pieces were taken by custodial, corner or camp capture.
    pub captured: u64,
    /// A piece pushed off the board: the square it left and the direction it went.
    pub ejected: Option<(Square, Dir)>,
    /// Enemy pieces this action took (captures and an ejected enemy).
    pub taken: u8,
}

/// Pieces just pushed by the enemy: they may not push back the opposite way on their owner's
/// next turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Recoil {
    side: Side,
    squares: u64,
    dir: Dir,
}

/// A position of Bastonus with the history its rules need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bastonus {
    /// Pieces of each side, bit `rank * 8 + file`.
    men: [u64; 2],
    dux: u64,
    colossus: u64,
    empress: u64,
    /// Exhausted legionaries.
    exhausted: u64,
    /// The side that acts.
    turn: Side,
    /// The side to act has just captured: only capturing moves, or a pass.
    chain: bool,
    captures: [u8; 2],
    recoil: Option<Recoil>,
    /// Moves since the last capture (both sides together).
    quiet: u16,
    last: Option<LastAction>,
    outcome: Option<Outcome>,
}

fn towards(sq: Square, dir: Dir) -> Option<Square> {
    offset(sq, dir.delta())
}

fn in_camp(sq: Square) -> bool {
    BOTH_CAMPS & bit(sq) != 0
}

/// Every square of `mask` moved one square towards `dir`; squares that would leave the board
/// drop out.
const fn shift(mask: u64, dir: Dir) -> u64 {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const FILE_H: u64 = FILE_A << 7;
    match dir {
        Dir::North => mask << 8,
        Dir::South => mask >> 8,
        Dir::East => (mask & !FILE_H) << 1,
        Dir::West => (mask & !FILE_A) >> 1,
    }
}

/// What a checked push moves: the pushing pieces, the pushed line in front of them, and the
/// pushed piece that leaves the board, if any.
#[derive(Clone, Copy, Debug)]
struct PushPlan {
    pushers: u64,
    /// The pushed pieces (an enemy line, or the one piece in front of a Colosse).
    pushed: u64,
    /// The pushed piece next to the pushers: its side is the side pushed.
    first: Square,
    /// The far end of the pushed line when it is pushed off the board.
    ejected: Option<Square>,
    colossus: bool,
}

/// What executing a move did to the board.
#[derive(Clone, Copy, Debug, Default)]
struct Effects {
    vacated: u64,
    arrived: u64,
    /// Squares of the mover's pieces that changed square (they may capture).
    movers: u64,
    captured: u64,
    ejected: Option<(Square, Dir)>,
    taken: u8,
}

impl Bastonus {
    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let b = bit(sq);
        let side = Side::BOTH
            .into_iter()
            .find(|s| self.men[s.index()] & b != 0)?;
        let kind = if self.dux & b != 0 {
            Kind::Dux
        } else if self.colossus & b != 0 {
            Kind::Colossus
        } else if self.empress & b != 0 {
            Kind::Empress
        } else {
            Kind::Legionary
        };
        Some(Piece {
            side,
            kind,
            exhausted: self.exhausted & b != 0,
        })
    }

    /// The side whose turn it is (also once the game is over: the side that would have moved).
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Whether the side to act is in a capture chain (only captures or `pass`).
    pub fn in_capture_chain(&self) -> bool {
        self.chain
    }

    /// Enemy pieces `side` has taken.
    pub fn captures(&self, side: Side) -> u8 {
        self.captures[side.index()]
    }

    /// Pieces `side` has on the board.
    pub fn on_board(&self, side: Side) -> u32 {
        self.men[side.index()].count_ones()
    }

    /// Moves since the last capture, both sides together.
    pub fn moves_without_capture(&self) -> u16 {
        self.quiet
    }

    /// The previous action, if any.
    pub fn last_action(&self) -> Option<LastAction> {
        self.last
    }

    /// An empty board with `side` to act, for tests and puzzles: add pieces with
    /// [`Bastonus::with`].
    pub fn empty(turn: Side) -> Bastonus {
        Bastonus {
            men: [0, 0],
            dux: 0,
            colossus: 0,
            empress: 0,
            exhausted: 0,
            turn,
            chain: false,
            captures: [0, 0],
            recoil: None,
            quiet: 0,
            last: None,
            outcome: None,
        }
    }

    /// The same position with a piece put on `sq` (replacing whatever stood there); the end
    /// conditions of the side to act are checked again.
    pub fn with(mut self, sq: Square, side: Side, kind: Kind, exhausted: bool) -> Bastonus {
        self.remove(sq);
        let b = bit(sq);
        self.men[side.index()] |= b;
        match kind {
            Kind::Legionary => {}
            Kind::Dux => self.dux |= b,
            Kind::Colossus => self.colossus |= b,
            Kind::Empress => self.empress |= b,
        }
        if exhausted {
            self.exhausted |= b;
        }
        self.outcome = self.check_turn_start();
        self
    }

    fn occupied(&self) -> u64 {
        self.men[0] | self.men[1]
    }

    fn legionaries(&self, side: Side) -> u64 {
        self.men[side.index()] & !(self.dux | self.colossus | self.empress)
    }

    /// Applies `f` to each mask that says what stands on a square (each side's men, the ranks
    /// and marks they carry, the recoiling pieces), so that a piece moves or goes with all of it.
    fn each_mask(&mut self, mut f: impl FnMut(&mut u64)) {
        f(&mut self.men[0]);
        f(&mut self.men[1]);
        f(&mut self.dux);
        f(&mut self.colossus);
        f(&mut self.empress);
        f(&mut self.exhausted);
        if let Some(r) = &mut self.recoil {
            f(&mut r.squares);
        }
    }

    fn remove(&mut self, sq: Square) {
        let keep = !bit(sq);
        self.each_mask(|mask| *mask &= keep);
    }

    /// Moves the piece on `from` (with everything it carries) to the empty square `to`.
    fn shift(&mut self, from: Square, to: Square) {
        let (f, t) = (bit(from), bit(to));
        self.each_mask(|mask| {
            if *mask & f != 0 {
                *mask = (*mask & !f) | t;
            }
        });
    }

    fn is_recoiling(&self, side: Side, squares: u64, dir: Dir) -> bool {
        self.recoil
            .is_some_and(|r| r.side == side && r.squares & squares != 0 && dir == r.dir.opposite())
    }

    /// Moves every piece on `group` (with everything it carries) one square towards `dir`; the
    /// squares they enter are empty or part of the group.
    fn move_group(&mut self, group: u64, dir: Dir) {
        self.each_mask(|mask| *mask = (*mask & !group) | shift(*mask & group, dir));
    }

    /// Moves the pieces and takes what the move takes. Steps and ranks must have been checked;
    /// a push is checked here (its check says what it moves) and refused with its reason.
    fn execute(&mut self, side: Side, mv: &Move) -> Result<Effects, Illegal> {
        let mut fx = Effects::default();
        match *mv {
            Move::Step { from, to } => {
                self.shift(from, to);
                fx.vacated = bit(from);
                fx.arrived = bit(to);
                fx.movers = bit(to);
            }
            Move::Rank { from, to, dir } => {
                let rank = Self::line(from, to).map_or(bit(from), |(_, mask)| mask);
                self.move_group(rank, dir);
                fx.arrived = shift(rank, dir);
                fx.vacated = rank & !fx.arrived;
                fx.movers = fx.arrived;
            }
            Move::Push { from, front, dir } => {
                let plan = self.check_push(side, from, front, dir)?;
                if !plan.colossus {
                    // The first fresh legionary from the front tires.
                    let fresh = plan.pushers & !self.exhausted;
                    let tired = match dir {
                        // The front is the highest square of the line, or the lowest.
                        Dir::North | Dir::East => fresh.checked_ilog2().map_or(0, |i| 1 << i),
                        Dir::South | Dir::West => fresh & fresh.wrapping_neg(),
                    };
                    self.exhausted |= tired;
                }
                let pushed_side = self.piece_at(plan.first).map_or(side.other(), |p| p.side);
                let mut pushed = plan.pushed;
                if let Some(sq) = plan.ejected {
                    self.remove(sq);
                    pushed &= !bit(sq);
                    fx.ejected = Some((sq, dir));
                    if pushed_side != side {
                        fx.taken += 1;
                    }
                }
                self.move_group(plan.pushers | pushed, dir);
                let pushed_to = shift(pushed, dir);
                fx.vacated = plan.pushers;
                fx.arrived = shift(plan.pushers, dir);
                fx.movers = fx.arrived;
                if pushed_side == side {
                    // The Colosse pushed one of its own: that piece moved too.
                    fx.movers |= pushed_to;
                } else if pushed_to != 0 {
                    let mut squares = pushed_to;
                    if let Some(r) = self.recoil.filter(|r| r.side == pushed_side) {
                        squares |= r.squares;
                    }
                    self.recoil = Some(Recoil {
                        side: pushed_side,
                        squares,
                        dir,
                    });
                }
                fx.arrived |= pushed_to;
                fx.vacated &= !fx.arrived;
            }
            Move::Pass => {}
        }
        fx.captured = self.captured_by(side, fx.movers);
        for sq in squares(fx.captured) {
            self.remove(sq);
        }
        fx.taken += fx.captured.count_ones() as u8;
        Ok(fx)
    }
}

impl Game for Bastonus {
    type Move = Move;

    fn capture_counts(&self) -> Option<[u32; 2]> {
        Some(Side::BOTH.map(|s| u32::from(self.captures(s))))
    }

    fn last_captured(&self) -> u32 {
        self.last_action().map_or(0, |a| u32::from(a.taken))
    }

    fn new() -> Self {
        let mut game = Bastonus::empty(Side::First);
        let at = |file: u8, rank: u8| Square::new(file, rank);
        for (side, back, front) in [(Side::First, 0, 1), (Side::Second, 7, 6)] {
            game = game
                .with(at(3, back), side, Kind::Dux, false)
                .with(at(4, back), side, Kind::Empress, false)
                .with(at(1, back), side, Kind::Colossus, false);
            for file in 0..SIZE {
                game = game.with(at(file, front), side, Kind::Legionary, false);
            }
        }
        game
    }

    fn to_act(&self) -> ToAct {
        ToAct::alternating(self.turn, self.outcome)
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let side = self.turn;
        let chain = self.chain;
        let _ = self.each_candidate(side, |mv| {
            if !chain || self.takes(side, &mv) {
                out.push(mv);
            }
            ControlFlow::Continue(())
        });
        if chain {
            out.push(Move::Pass);
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let side = self.turn;
        if *mv == Move::Pass {
            if !self.chain {
                return Err(Illegal::NothingToPass);
            }
            // The pass keeps the marks of the capture it follows, so the board still shows it.
            let previous = self.last.filter(|l| l.side == side);
            self.last = Some(LastAction {
                side,
                mv: *mv,
                vacated: previous.map_or(0, |l| l.vacated),
                arrived: previous.map_or(0, |l| l.arrived),
                captured: previous.map_or(0, |l| l.captured),
                ejected: previous.and_then(|l| l.ejected),
                taken: 0,
            });
            self.end_turn();
            return Ok(());
        }
        if !matches!(mv, Move::Push { .. }) {
            // A push is checked by `execute`, which needs what its check finds.
            self.check_move(side, mv)?;
        }
        let mut next = self.clone();
        let fx = next.execute(side, mv)?;
        if self.chain && fx.taken == 0 {
            return Err(Illegal::CaptureOrPass);
        }
        *self = next;
        self.last = Some(LastAction {
            side,
            mv: *mv,
            vacated: fx.vacated,
            arrived: fx.arrived,
            captured: fx.captured,
            ejected: fx.ejected,
            taken: fx.taken,
        });
        if fx.taken > 0 {
            self.captures[side.index()] += fx.taken;
            self.quiet = 0;
        } else {
            self.quiet += 1;
        }
        if let Some(outcome) = self.check_conquest(side) {
            self.outcome = Some(outcome);
        } else if fx.taken > 0 && self.has_capturing_move(side) {
            self.chain = true;
        } else {
            self.end_turn();
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        notation::parse(text)
    }

    fn format_move(&self, mv: &Move) -> String {
        notation::format(mv)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position_text(text: &str) -> Result<Self, PositionError> {
        position::read(text)
    }

    /// A step goes to its square; a rank or a push moves the named piece one square along.
    fn route(&self, mv: &Move) -> Option<Route> {
        let (from, to) = match *mv {
            Move::Step { from, to } => (from, to),
            Move::Rank { from, dir, .. } | Move::Push { from, dir, .. } => {
                (from, towards(from, dir)?)
            }
            Move::Pass => return None,
        };
        Some(Route {
            from: from.to_string(),
            to: to.to_string(),
        })
    }
}

#[cfg(test)]
mod tests;
