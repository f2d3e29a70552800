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

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, Side, ToAct};

use super::grid::{bit, is_corner, offset};
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

const EIGHT: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

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

    fn remove(&mut self, sq: Square) {
        let keep = !bit(sq);
        self.men[0] &= keep;
        self.men[1] &= keep;
        self.dux &= keep;
        self.colossus &= keep;
        self.empress &= keep;
        self.exhausted &= keep;
        if let Some(r) = &mut self.recoil {
            r.squares &= keep;
        }
    }

    /// Moves the piece on `from` (with everything it carries) to the empty square `to`.
    fn shift(&mut self, from: Square, to: Square) {
        let (f, t) = (bit(from), bit(to));
        let mv = |mask: &mut u64| {
            if *mask & f != 0 {
                *mask = (*mask & !f) | t;
            }
        };
        mv(&mut self.men[0]);
        mv(&mut self.men[1]);
        mv(&mut self.dux);
        mv(&mut self.colossus);
        mv(&mut self.empress);
        mv(&mut self.exhausted);
        if let Some(r) = &mut self.recoil {
            mv(&mut r.squares);
        }
    }

    fn is_recoiling(&self, side: Side, squares: u64, dir: Dir) -> bool {
        self.recoil
            .is_some_and(|r| r.side == side && r.squares & squares != 0 && dir == r.dir.opposite())
    }

    // --- move checks: one function per kind of move, used by the generator and by `play` ---

    fn check_step(&self, side: Side, from: Square, to: Square) -> Result<(), Illegal> {
        let me = self.men[side.index()];
        if me & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        let (df, dr) = (
            to.file as i8 - from.file as i8,
            to.rank as i8 - from.rank as i8,
        );
        let is_dux = self.dux & bit(from) != 0;
        let orthogonal_step = df.abs() + dr.abs() == 1;
        let diagonal_step = df.abs() == 1 && dr.abs() == 1;
        let jump = (df.abs() == 2 || dr.abs() == 2)
            && (df.abs() == 0 || df.abs() == 2)
            && (dr.abs() == 0 || dr.abs() == 2);
        if !(orthogonal_step || (is_dux && (diagonal_step || jump))) {
            return Err(Illegal::NotAStep);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(Illegal::Occupied);
        }
        if jump {
            let over = offset(from, (df / 2, dr / 2)).ok_or(Illegal::NotAStep)?;
            if self.occupied() & bit(over) == 0 {
                return Err(Illegal::NothingToJump);
            }
        }
        Ok(())
    }

    /// The squares of the straight line from `a` to `b` (inclusive), if they are aligned.
    fn line(a: Square, b: Square) -> Option<(Dir, Vec<Square>)> {
        let dir = if a.rank == b.rank && a.file < b.file {
            Dir::East
        } else if a.rank == b.rank && a.file > b.file {
            Dir::West
        } else if a.file == b.file && a.rank < b.rank {
            Dir::North
        } else if a.file == b.file && a.rank > b.rank {
            Dir::South
        } else {
            return None;
        };
        let mut out = vec![a];
        let mut at = a;
        while at != b {
            at = towards(at, dir)?;
            out.push(at);
        }
        Some((dir, out))
    }

    fn check_rank(&self, side: Side, from: Square, to: Square, dir: Dir) -> Result<(), Illegal> {
        if self.men[side.index()] & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        let Some((_, line)) = Self::line(from, to).filter(|_| bit(from) < bit(to)) else {
            return Err(Illegal::NotARank);
        };
        let legion = self.legionaries(side);
        let mask: u64 = line.iter().map(|&s| bit(s)).fold(0, |a, b| a | b);
        if mask & legion != mask {
            return Err(Illegal::NotARank);
        }
        let occupied = self.occupied() & !mask;
        for &sq in &line {
            match towards(sq, dir) {
                Some(next) if occupied & bit(next) == 0 => {}
                Some(_) => return Err(Illegal::Occupied),
                None => return Err(Illegal::NotARank),
            }
        }
        Ok(())
    }

    /// Checks a push; on success returns the enemy line's squares (front to back) and whether
    /// its last piece leaves the board.
    fn check_push(
        &self,
        side: Side,
        from: Square,
        front: Square,
        dir: Dir,
    ) -> Result<(Vec<Square>, bool), Illegal> {
        let me = self.men[side.index()];
        let enemy = self.men[side.other().index()];
        if me & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        if self.colossus & bit(from) != 0 && from == front {
            // The Colosse pushes one adjacent piece of either colour, one square.
            let target = towards(from, dir).ok_or(Illegal::NothingToPush)?;
            if self.occupied() & bit(target) == 0 {
                return Err(Illegal::NothingToPush);
            }
            if self.is_recoiling(side, bit(from), dir) {
                return Err(Illegal::NoPushBack);
            }
            return match towards(target, dir) {
                None => Ok((vec![target], true)),
                Some(beyond) if self.occupied() & bit(beyond) == 0 => Ok((vec![target], false)),
                Some(_) => Err(Illegal::PushBlocked),
            };
        }
        // Legionaries: the line from `from` to `front` must run towards `dir`.
        let pushers = if from == front {
            vec![from]
        } else {
            match Self::line(from, front) {
                Some((d, line)) if d == dir => line,
                _ => return Err(Illegal::NotARank),
            }
        };
        let legion = self.legionaries(side);
        if pushers.iter().any(|&s| legion & bit(s) == 0) {
            return Err(Illegal::NotARank);
        }
        let mut enemies = Vec::new();
        let mut at = towards(front, dir);
        let off_board = loop {
            match at {
                None => break true,
                Some(sq) if enemy & bit(sq) != 0 => {
                    enemies.push(sq);
                    at = towards(sq, dir);
                }
                Some(sq) if me & bit(sq) != 0 => {
                    if enemies.is_empty() {
                        return Err(Illegal::NothingToPush);
                    }
                    return Err(Illegal::PushBlocked);
                }
                Some(_) => break false,
            }
        };
        if enemies.is_empty() {
            return Err(Illegal::NothingToPush);
        }
        if enemies.len() > pushers.len() {
            return Err(Illegal::PushTooFew);
        }
        if pushers.iter().all(|&s| self.exhausted & bit(s) != 0) {
            return Err(Illegal::Exhausted);
        }
        let mask = pushers.iter().map(|&s| bit(s)).fold(0, |a, b| a | b);
        if self.is_recoiling(side, mask, dir) {
            return Err(Illegal::NoPushBack);
        }
        Ok((enemies, off_board))
    }

    fn check_move(&self, side: Side, mv: &Move) -> Result<(), Illegal> {
        match *mv {
            Move::Step { from, to } => self.check_step(side, from, to),
            Move::Rank { from, to, dir } => self.check_rank(side, from, to, dir),
            Move::Push { from, front, dir } => self.check_push(side, from, front, dir).map(|_| ()),
            Move::Pass => Err(Illegal::NothingToPass),
        }
    }

    /// Every move by the rules of movement (before the capture-chain restriction) of `side`.
    fn candidate_moves(&self, side: Side, out: &mut Vec<Move>) {
        let me = self.men[side.index()];
        let legion = self.legionaries(side);
        for from in squares(me) {
            let is_dux = self.dux & bit(from) != 0;
            let reach: &[(i8, i8)] = if is_dux { &EIGHT } else { &EIGHT[..4] };
            for &d in reach {
                if let Some(to) = offset(from, d) {
                    if self.check_step(side, from, to).is_ok() {
                        out.push(Move::Step { from, to });
                    }
                }
                if is_dux {
                    if let Some(to) = offset(from, (d.0 * 2, d.1 * 2)) {
                        if self.check_step(side, from, to).is_ok() {
                            out.push(Move::Step { from, to });
                        }
                    }
                }
            }
            if self.colossus & bit(from) != 0 {
                for dir in Dir::ALL {
                    let mv = Move::Push {
                        from,
                        front: from,
                        dir,
                    };
                    if self.check_move(side, &mv).is_ok() {
                        out.push(mv);
                    }
                }
            }
            if legion & bit(from) == 0 {
                continue;
            }
            // Ranks with `from` as the end nearer a1.
            for axis in [Dir::East, Dir::North] {
                let mut to = from;
                while let Some(next) = towards(to, axis).filter(|&s| legion & bit(s) != 0) {
                    to = next;
                    for dir in Dir::ALL {
                        if self.check_rank(side, from, to, dir).is_ok() {
                            out.push(Move::Rank { from, to, dir });
                        }
                    }
                }
            }
            // Pushes with `from` as the rear: the front is the last legionary of the run.
            for dir in Dir::ALL {
                let mut front = from;
                while let Some(next) = towards(front, dir).filter(|&s| legion & bit(s) != 0) {
                    front = next;
                }
                let mv = Move::Push { from, front, dir };
                if self.check_push(side, from, front, dir).is_ok() {
                    out.push(mv);
                }
            }
        }
    }

    /// Moves the pieces (no checks: the move was checked) and takes what the move takes.
    fn execute(&mut self, side: Side, mv: &Move) -> Effects {
        let mut fx = Effects::default();
        match *mv {
            Move::Step { from, to } => {
                self.shift(from, to);
                fx.vacated = bit(from);
                fx.arrived = bit(to);
                fx.movers = bit(to);
            }
            Move::Rank { from, to, dir } => {
                let (_, mut line) = Self::line(from, to).unwrap_or((dir, vec![from]));
                // Move the piece at the front first so every square it enters is free.
                let front_first = |s: &Square| {
                    let (df, dr) = dir.delta();
                    -(s.file as i32 * df as i32 + s.rank as i32 * dr as i32)
                };
                line.sort_by_key(front_first);
                for sq in line {
                    if let Some(next) = towards(sq, dir) {
                        self.shift(sq, next);
                        fx.vacated |= bit(sq);
                        fx.arrived |= bit(next);
                    }
                }
                fx.vacated &= !fx.arrived;
                fx.movers = fx.arrived;
            }
            Move::Push { from, front, dir } => {
                let Ok((enemies, off_board)) = self.check_push(side, from, front, dir) else {
                    return fx;
                };
                let colossus = self.colossus & bit(from) != 0 && from == front;
                let pushers = if from == front {
                    vec![from]
                } else {
                    Self::line(from, front).map_or(vec![from], |(_, l)| l)
                };
                if !colossus {
                    // The first fresh legionary from the front tires.
                    if let Some(&tired) = pushers
                        .iter()
                        .rev()
                        .find(|&&s| self.exhausted & bit(s) == 0)
                    {
                        self.exhausted |= bit(tired);
                    }
                }
                let pushed_side = self.piece_at(enemies[0]).map_or(side.other(), |p| p.side);
                let mut pushed_to = 0;
                for (i, &sq) in enemies.iter().enumerate().rev() {
                    let last = i == enemies.len() - 1;
                    if last && off_board {
                        self.remove(sq);
                        fx.ejected = Some((sq, dir));
                        if pushed_side != side {
                            fx.taken += 1;
                        }
                    } else if let Some(next) = towards(sq, dir) {
                        self.shift(sq, next);
                        pushed_to |= bit(next);
                    }
                }
                for &sq in pushers.iter().rev() {
                    if let Some(next) = towards(sq, dir) {
                        self.shift(sq, next);
                        fx.vacated |= bit(sq);
                        fx.arrived |= bit(next);
                    }
                }
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
        fx
    }

    /// Whether the piece of `side` on `sq` can help take a piece on `victim`.
    fn can_capture(&self, side: Side, sq: Square, victim: Square) -> bool {
        let b = bit(sq);
        // A piece in a camp helps only against a piece in a camp.
        let camp_allows = !in_camp(sq) || in_camp(victim);
        self.men[side.index()] & b != 0 && self.empress & b == 0 && camp_allows
    }

    /// Enemy pieces taken by `side`'s pieces that moved to `movers` (bit mask).
    fn captured_by(&self, side: Side, movers: u64) -> u64 {
        let enemy = self.men[side.other().index()];
        let mut taken = 0;
        for m in squares(movers) {
            for dir in Dir::ALL {
                let Some(victim) = towards(m, dir) else {
                    continue;
                };
                if enemy & bit(victim) == 0 || !self.can_capture(side, m, victim) {
                    continue;
                }
                // Custodial (*encadrement*): the victim between the mover and another piece.
                if let Some(beyond) = towards(victim, dir) {
                    if self.can_capture(side, beyond, victim) {
                        taken |= bit(victim);
                        continue;
                    }
                }
                // Corner, and any camp square: a piece at right angles to the mover.
                if is_corner(victim) || in_camp(victim) {
                    for across in dir.across() {
                        if let Some(other) = towards(victim, across) {
                            if self.can_capture(side, other, victim) {
                                taken |= bit(victim);
                            }
                        }
                    }
                }
            }
        }
        taken
    }

    fn has_capturing_move(&self, side: Side) -> bool {
        let mut moves = Vec::new();
        self.candidate_moves(side, &mut moves);
        moves
            .iter()
            .any(|mv| self.clone().execute(side, mv).taken > 0)
    }

    /// The conquests of `mover`, checked after each of its moves, most glorious first.
    fn check_conquest(&self, mover: Side) -> Option<Outcome> {
        let enemy = mover.other();
        let mine = self.men[mover.index()];
        let reason = if self.men[enemy.index()] & !BOTH_CAMPS == 0 {
            EndReason::FieldVictory(mover)
        } else if mine & CAMPS[enemy.index()] == CAMPS[enemy.index()] {
            EndReason::CampConquered(mover)
        } else if mine & self.empress & CAMPS[enemy.index()] != 0 {
            EndReason::CampAnnexed(mover)
        } else {
            return None;
        };
        Some(Outcome {
            winner: Some(mover),
            reason,
        })
    }

    /// The capitulations of the side to act, checked at the start of its turn, then the guard
    /// and a side left without a move.
    fn check_turn_start(&self) -> Option<Outcome> {
        let side = self.turn;
        let mine = self.men[side.index()];
        let chiefs = self.dux | self.colossus | self.empress;
        let reason = if self.legionaries(side) == 0 {
            EndReason::LegionLost(side)
        } else if mine & chiefs & !BOTH_CAMPS == 0 {
            EndReason::CommandLost(side)
        } else if mine & self.empress == 0 {
            EndReason::EmpressTaken(side)
        } else if self.quiet >= NO_CAPTURE_LIMIT {
            return Some(Outcome {
                winner: None,
                reason: EndReason::NoCaptureMovesEach(NO_CAPTURE_MOVES_EACH),
            });
        } else {
            let mut moves = Vec::new();
            self.candidate_moves(side, &mut moves);
            if moves.is_empty() {
                EndReason::Blocked(side)
            } else {
                return None;
            }
        };
        Some(Outcome {
            winner: Some(side.other()),
            reason,
        })
    }

    fn end_turn(&mut self) {
        let side = self.turn;
        self.chain = false;
        if self.recoil.is_some_and(|r| r.side == side) {
            self.recoil = None;
        }
        self.turn = side.other();
        self.outcome = self.check_turn_start();
    }
}

impl Game for Bastonus {
    type Move = Move;

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
        if self.outcome.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Side(self.turn)
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.candidate_moves(self.turn, &mut moves);
        if self.chain {
            moves.retain(|mv| self.clone().execute(self.turn, mv).taken > 0);
            moves.push(Move::Pass);
        }
        moves
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
        self.check_move(side, mv)?;
        let mut next = self.clone();
        let fx = next.execute(side, mv);
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
        let text = text.trim().to_ascii_lowercase();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
        if text == "pass" {
            return Ok(Move::Pass);
        }
        let unrecognised = || ParseError::Unrecognised(text.clone());
        let square = |s: &str| Square::parse(s, SIZE, SIZE);
        // A span `a:b` or a single square `a`.
        let span = |s: &str| -> Result<(Square, Square), ParseError> {
            match s.split_once(':') {
                Some((a, b)) => Ok((square(a)?, square(b)?)),
                None => {
                    let a = square(s)?;
                    Ok((a, a))
                }
            }
        };
        if let Some((left, target)) = text.split_once('>') {
            let (from, front) = span(left)?;
            let target = square(target)?;
            let dir = Dir::between(front, target).ok_or_else(unrecognised)?;
            if from != front && Self::line(from, front).map(|(d, _)| d) != Some(dir) {
                return Err(unrecognised());
            }
            return Ok(Move::Push { from, front, dir });
        }
        let (left, right) = text.split_once('-').ok_or_else(unrecognised)?;
        if !left.contains(':') && !right.contains(':') {
            return Ok(Move::Step {
                from: square(left)?,
                to: square(right)?,
            });
        }
        let ((a, b), (c, d)) = (span(left)?, span(right)?);
        let dir = Dir::between(a, c).ok_or_else(unrecognised)?;
        if a == b || Dir::between(b, d) != Some(dir) || Self::line(a, b).is_none() {
            return Err(unrecognised());
        }
        let (from, to) = if bit(a) < bit(b) { (a, b) } else { (b, a) };
        Ok(Move::Rank { from, to, dir })
    }

    fn format_move(&self, mv: &Move) -> String {
        match *mv {
            Move::Step { from, to } => format!("{from}-{to}"),
            Move::Rank { from, to, dir } => {
                let (f2, t2) = (towards(from, dir), towards(to, dir));
                match (f2, t2) {
                    (Some(f2), Some(t2)) => format!("{from}:{to}-{f2}:{t2}"),
                    // Not a move the rules list; printed in a form that reads back the same.
                    _ => format!("{from}:{to}-{from}:{to}"),
                }
            }
            Move::Push { from, front, dir } => {
                let target = towards(front, dir).map_or_else(|| "?".to_string(), |s| s.to_string());
                if from == front {
                    format!("{from}>{target}")
                } else {
                    format!("{from}:{front}>{target}")
                }
            }
            Move::Pass => "pass".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tests::random_playouts;

    fn sq(name: &str) -> Square {
        Square::parse(name, SIZE, SIZE).unwrap()
    }

    fn kind_of(letter: char) -> (Kind, bool) {
        match letter {
            'L' => (Kind::Legionary, false),
            'E' => (Kind::Legionary, true),
            'D' => (Kind::Dux, false),
            'C' => (Kind::Colossus, false),
            'I' => (Kind::Empress, false),
            other => panic!("no piece letter {other}"),
        }
    }

    /// A position from pieces written `Ld4` (legionary), `Ed4` (exhausted legionary), `Dd4`,
    /// `Cd4`, `Id4`. So that no ending fires by accident, each side gets a filler legionary and
    /// a filler Impératrice far away (white a1 and a3, black h8 and h6) unless the test names a
    /// piece of that kind for that side.
    fn pos(white: &str, black: &str, turn: Side) -> Bastonus {
        let mut game = Bastonus::empty(turn);
        for (side, pieces, fillers) in [
            (Side::First, white, ["La1", "Ia3"]),
            (Side::Second, black, ["Lh8", "Ih6"]),
        ] {
            let mut all: Vec<&str> = pieces.split_whitespace().collect();
            for filler in fillers {
                let kind = &filler[..1];
                let named = all.iter().any(|p| {
                    let k = &p[..1];
                    k == kind || (kind == "L" && k == "E")
                });
                if !named {
                    all.push(filler);
                }
            }
            for piece in all {
                let (kind, exhausted) = kind_of(piece.chars().next().unwrap());
                assert!(
                    game.piece_at(sq(&piece[1..])).is_none(),
                    "{piece} placed twice"
                );
                game = game.with(sq(&piece[1..]), side, kind, exhausted);
            }
        }
        game
    }

    fn play(game: &mut Bastonus, text: &str) -> Result<(), Illegal> {
        let mv = game.parse_move(text).expect("well-formed");
        game.play(&mv)
    }

    fn texts(game: &Bastonus) -> Vec<String> {
        let mut out: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .collect();
        out.sort();
        out
    }

    fn from(game: &Bastonus, square: &str) -> Vec<String> {
        texts(game)
            .into_iter()
            .filter(|t| t.starts_with(square))
            .collect()
    }

    fn kind_at(game: &Bastonus, name: &str) -> Option<(Side, Kind, bool)> {
        game.piece_at(sq(name))
            .map(|p| (p.side, p.kind, p.exhausted))
    }

    const W: Side = Side::First;
    const B: Side = Side::Second;

    fn ended(game: &Bastonus, winner: Option<Side>, reason: EndReason) {
        assert_eq!(game.outcome(), Some(Outcome { winner, reason }));
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
    }

    // --- setup and movement ---

    #[test]
    fn the_setup_puts_dux_and_empress_in_the_camp_the_colosse_on_b_and_the_legion_in_front() {
        let game = Bastonus::new();
        for (side, back, front) in [(W, '1', '2'), (B, '8', '7')] {
            let at = |file: char, rank: char| kind_at(&game, &format!("{file}{rank}"));
            assert_eq!(at('d', back), Some((side, Kind::Dux, false)));
            assert_eq!(at('e', back), Some((side, Kind::Empress, false)));
            assert_eq!(at('b', back), Some((side, Kind::Colossus, false)));
            for file in 'a'..='h' {
                assert_eq!(at(file, front), Some((side, Kind::Legionary, false)));
            }
            assert_eq!(game.on_board(side), 11);
        }
        assert_eq!(
            CAMPS[0],
            ["c1", "d1", "e1", "f1"]
                .iter()
                .map(|s| bit(sq(s)))
                .sum::<u64>()
        );
        assert_eq!(
            CAMPS[1],
            ["c8", "d8", "e8", "f8"]
                .iter()
                .map(|s| bit(sq(s)))
                .sum::<u64>()
        );
        assert_eq!(game.to_act(), ToAct::Side(W));
    }

    #[test]
    fn every_piece_steps_one_square_orthogonally_to_an_empty_square() {
        for piece in ["Ld4", "Cd4", "Id4"] {
            let game = pos(piece, "", W);
            assert_eq!(
                from(&game, "d4"),
                ["d4-c4", "d4-d3", "d4-d5", "d4-e4"],
                "{piece}"
            );
            assert_eq!(play(&mut game.clone(), "d4-e5"), Err(Illegal::NotAStep));
            assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
            assert_eq!(play(&mut game.clone(), "e4-e5"), Err(Illegal::NotYourPiece));
        }
        let mut game = pos("Ld4", "Ld5", W);
        assert_eq!(play(&mut game, "d4-d5"), Err(Illegal::Occupied));
        play(&mut game, "d4-e4").unwrap();
        assert_eq!(kind_at(&game, "e4"), Some((W, Kind::Legionary, false)));
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.to_act(), ToAct::Side(B));
    }

    #[test]
    fn the_dux_also_steps_diagonally() {
        let game = pos("Dd4", "", W);
        assert_eq!(
            from(&game, "d4"),
            ["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"]
        );
    }

    #[test]
    fn the_dux_jumps_over_an_adjacent_piece_of_either_colour_without_capturing() {
        let game = pos("Dd4 Ld5", "Le5", W);
        let moves = from(&game, "d4");
        assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
        assert!(moves.contains(&"d4-f6".to_string()), "{moves:?}");
        let mut jumped = game.clone();
        play(&mut jumped, "d4-f6").unwrap();
        assert_eq!(kind_at(&jumped, "f6"), Some((W, Kind::Dux, false)));
        assert_eq!(kind_at(&jumped, "e5"), Some((B, Kind::Legionary, false)));
        assert_eq!(jumped.captures(W), 0);
        play(&mut game.clone(), "d4-d6").unwrap();
    }

    #[test]
    fn where_the_dux_lands_after_a_jump_it_captures_like_any_move() {
        // d4 jumps over d5 to d6: the black e6 is then between d6 and f6.
        let mut game = pos("Dd4 Ld5 Lf6", "Le6", W);
        play(&mut game, "d4-d6").unwrap();
        assert!(game.piece_at(sq("e6")).is_none());
        assert!(game.piece_at(sq("d5")).is_some(), "the jumped piece stays");
    }

    #[test]
    fn the_dux_cannot_jump_over_an_empty_square_or_onto_a_piece_and_no_other_piece_jumps() {
        let game = pos("Dd4 Ld5 Ld6", "", W);
        assert_eq!(
            play(&mut game.clone(), "d4-b4"),
            Err(Illegal::NothingToJump)
        );
        assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::Occupied));
        assert_eq!(play(&mut game.clone(), "d4-d7"), Err(Illegal::NotAStep));
        let game = pos("Ld4 Ld5 Cc4", "Lb4", W);
        assert_eq!(play(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
        assert_eq!(play(&mut game.clone(), "c4-a4"), Err(Illegal::NotAStep));
    }

    #[test]
    fn a_line_of_legionaries_moves_as_a_rank_one_square_in_any_orthogonal_direction() {
        let game = pos("Lc4 Ld4 Le4", "", W);
        let ranks: Vec<String> = from(&game, "c4:e4");
        assert_eq!(
            ranks,
            ["c4:e4-b4:d4", "c4:e4-c3:e3", "c4:e4-c5:e5", "c4:e4-d4:f4"]
        );
        let mut up = game.clone();
        play(&mut up, "c4:e4-c5:e5").unwrap();
        for s in ["c5", "d5", "e5"] {
            assert_eq!(kind_at(&up, s), Some((W, Kind::Legionary, false)));
        }
        for s in ["c4", "d4", "e4"] {
            assert_eq!(up.piece_at(sq(s)), None);
        }
        let mut along = game.clone();
        play(&mut along, "c4:e4-d4:f4").unwrap();
        assert_eq!(along.piece_at(sq("c4")), None);
        assert!(along.piece_at(sq("f4")).is_some());
        // Files too, and either end may be named first.
        let mut file = pos("Ld3 Ld4", "", W);
        play(&mut file, "D4:D3-D5:D4").unwrap();
        assert!(file.piece_at(sq("d5")).is_some() && file.piece_at(sq("d3")).is_none());
    }

    #[test]
    fn the_player_chooses_how_many_legionaries_form_the_rank() {
        let game = pos("Lc4 Ld4 Le4", "", W);
        let all = texts(&game);
        for rank in ["c4:d4-c5:d5", "d4:e4-d5:e5", "c4:e4-c5:e5"] {
            assert!(all.contains(&rank.to_string()), "{rank}");
        }
        let mut two = game.clone();
        play(&mut two, "d4:e4-d5:e5").unwrap();
        assert!(two.piece_at(sq("c4")).is_some());
    }

    #[test]
    fn a_rank_needs_every_square_it_enters_free_and_only_legionaries() {
        let game = pos("Lc4 Ld4 Le4", "Ld5", W);
        assert_eq!(
            play(&mut game.clone(), "c4:e4-c5:e5"),
            Err(Illegal::Occupied)
        );
        assert_eq!(play(&mut game.clone(), "c4:e4-c3:e3"), Ok(()));
        let game = pos("Lc4 Dd4 Le4", "", W);
        assert_eq!(
            play(&mut game.clone(), "c4:e4-c5:e5"),
            Err(Illegal::NotARank)
        );
        let game = pos("Lc4 Le4", "", W);
        assert_eq!(
            play(&mut game.clone(), "c4:e4-c5:e5"),
            Err(Illegal::NotARank)
        );
        // A rank along the board's edge cannot leave it.
        let game = pos("La7 La8", "", W);
        assert_eq!(from(&game, "a7:a8"), ["a7:a8-a6:a7", "a7:a8-b7:b8"]);
        assert!(game.parse_move("a7:a8-a8:a9").is_err());
    }

    // --- pushes ---

    #[test]
    fn a_legionary_pushes_an_enemy_piece_one_square_and_becomes_exhausted() {
        let mut game = pos("Ld4", "Ld5", W);
        assert!(from(&game, "d4").contains(&"d4>d5".to_string()));
        play(&mut game, "d4>d5").unwrap();
        assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Legionary, true)));
        assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.captures(W), 0);
        // Commanders are pushed like anyone.
        let mut game = pos("Ld4", "Dd5", W);
        play(&mut game, "d4>d5").unwrap();
        assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Dux, false)));
    }

    #[test]
    fn a_line_pushes_at_most_as_many_enemies_as_it_has_legionaries() {
        let game = pos("Ld3 Ld4", "Ld5 Ld6", W);
        assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushTooFew));
        let mut two = game.clone();
        play(&mut two, "d3:d4>d5").unwrap();
        assert_eq!(kind_at(&two, "d4"), Some((W, Kind::Legionary, false)));
        assert_eq!(kind_at(&two, "d5"), Some((W, Kind::Legionary, true)));
        assert_eq!(kind_at(&two, "d6"), Some((B, Kind::Legionary, false)));
        assert_eq!(kind_at(&two, "d7"), Some((B, Kind::Legionary, false)));
        let game = pos("Ld2 Ld3 Ld4", "Ld5 Ld6 Cd7", W);
        assert_eq!(
            play(&mut game.clone(), "d3:d4>d5"),
            Err(Illegal::PushTooFew)
        );
        assert_eq!(play(&mut game.clone(), "d2:d4>d5"), Ok(()));
        // A longer line than needed is the player's choice: both are listed.
        let game = pos("Ld3 Ld4", "Ld5", W);
        let pushes: Vec<String> = texts(&game)
            .into_iter()
            .filter(|t| t.contains('>'))
            .collect();
        assert_eq!(pushes, ["d3:d4>d5", "d4>d5"]);
    }

    #[test]
    fn a_push_is_blocked_by_a_piece_of_the_pusher_behind_the_enemy_line() {
        let game = pos("Ld4 Ld6", "Ld5", W);
        assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
        assert!(!texts(&game).iter().any(|t| t.contains('>')));
        assert_eq!(
            play(&mut game.clone(), "d4>e4"),
            Err(Illegal::NothingToPush)
        );
    }

    #[test]
    fn pushing_off_the_board_ejects_and_captures_the_last_piece() {
        let mut game = pos("Lb5 Lb6", "Lb7 Lc7", W);
        play(&mut game, "b5:b6>b7").unwrap();
        assert_eq!(kind_at(&game, "b8"), Some((B, Kind::Legionary, false)));
        assert_eq!(game.on_board(B), 3);
        let mut game = pos("Lb6 Lb7", "Lb8 Ld5", W);
        play(&mut game, "b6:b7>b8").unwrap();
        assert_eq!(kind_at(&game, "b8"), Some((W, Kind::Legionary, true)));
        assert_eq!(game.captures(W), 1);
        assert_eq!(game.on_board(B), 2);
        let last = game.last_action().unwrap();
        assert_eq!(last.ejected, Some((sq("b8"), Dir::North)));
        assert_eq!(last.taken, 1);
    }

    #[test]
    fn the_first_fresh_legionary_from_the_front_becomes_exhausted() {
        let mut game = pos("Ld2 Ld3 Ed4", "Ld5", W);
        play(&mut game, "d2:d4>d5").unwrap();
        assert_eq!(
            kind_at(&game, "d5"),
            Some((W, Kind::Legionary, true)),
            "was tired"
        );
        assert_eq!(
            kind_at(&game, "d4"),
            Some((W, Kind::Legionary, true)),
            "tires now"
        );
        assert_eq!(
            kind_at(&game, "d3"),
            Some((W, Kind::Legionary, false)),
            "still fresh"
        );
    }

    #[test]
    fn a_line_of_exhausted_legionaries_cannot_push() {
        let game = pos("Ed3 Ed4", "Ld5", W);
        assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::Exhausted));
        assert_eq!(play(&mut game.clone(), "d3:d4>d5"), Err(Illegal::Exhausted));
        assert!(!texts(&game).iter().any(|t| t.contains('>')));
    }

    #[test]
    fn an_exhausted_legionary_still_steps_and_moves_in_ranks() {
        let mut game = pos("Lc4 Ed4", "", W);
        assert!(from(&game, "d4").contains(&"d4-d5".to_string()));
        play(&mut game, "c4:d4-c5:d5").unwrap();
        assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Legionary, true)));
    }

    #[test]
    fn a_piece_just_pushed_cannot_push_back_on_its_owners_next_turn() {
        let mut game = pos("Ld4 Lc5", "Ld5 Lc6", W);
        play(&mut game, "d4>d5").unwrap();
        assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
        assert_eq!(play(&mut game.clone(), "d6>d5"), Err(Illegal::NoPushBack));
        assert!(!texts(&game).contains(&"d6>d5".to_string()));
        // Another piece may push that way (c6 was not pushed).
        assert_eq!(play(&mut game.clone(), "c6>c5"), Ok(()));
        // One turn later the pushed piece may push back.
        play(&mut game, "h6-h5").unwrap();
        play(&mut game, "a3-a4").unwrap();
        assert_eq!(play(&mut game, "d6>d5"), Ok(()));
        assert_eq!(kind_at(&game, "d4"), Some((W, Kind::Legionary, true)));
    }

    #[test]
    fn the_colosse_pushes_an_adjacent_piece_of_either_colour_and_takes_its_place() {
        let mut game = pos("Cd4 Le4", "Ld5", W);
        assert!(from(&game, "d4").contains(&"d4>d5".to_string()));
        assert!(from(&game, "d4").contains(&"d4>e4".to_string()));
        let mut own = game.clone();
        play(&mut own, "d4>e4").unwrap();
        assert_eq!(kind_at(&own, "e4"), Some((W, Kind::Colossus, false)));
        assert_eq!(kind_at(&own, "f4"), Some((W, Kind::Legionary, false)));
        play(&mut game, "d4>d5").unwrap();
        assert_eq!(kind_at(&game, "d5"), Some((W, Kind::Colossus, false)));
        assert_eq!(kind_at(&game, "d6"), Some((B, Kind::Legionary, false)));
        assert_eq!(game.piece_at(sq("d4")), None);
    }

    #[test]
    fn the_colosse_never_tires_but_pushes_one_piece_alone_and_only_into_an_empty_square() {
        let mut game = pos("Cd4", "Ld5", W);
        play(&mut game, "d4>d5").unwrap();
        play(&mut game, "h6-h5").unwrap();
        play(&mut game, "d5>d6").unwrap();
        assert_eq!(kind_at(&game, "d7"), Some((B, Kind::Legionary, false)));
        let game = pos("Cd4", "Ld5 Ld6", W);
        assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
        let game = pos("Cd4 Ld6", "Ld5", W);
        assert_eq!(play(&mut game.clone(), "d4>d5"), Err(Illegal::PushBlocked));
        assert_eq!(
            play(&mut game.clone(), "d4>c4"),
            Err(Illegal::NothingToPush)
        );
        // A Colosse does not lead a line of legionaries.
        let game = pos("Cd3 Ld4", "Ld5", W);
        assert_eq!(play(&mut game.clone(), "d3:d4>d5"), Err(Illegal::NotARank));
    }

    #[test]
    fn the_colosse_pushing_a_piece_off_the_board_takes_it_out_of_the_game() {
        let mut game = pos("Cb7", "Lb8 Ld4", W);
        play(&mut game, "b7>b8").unwrap();
        assert_eq!(kind_at(&game, "b8"), Some((W, Kind::Colossus, false)));
        assert_eq!(game.captures(W), 1);
        // Its own piece too, but that is no capture.
        let mut game = pos("Ca7 La8 Lc3", "", W);
        play(&mut game, "a7>a8").unwrap();
        assert_eq!(kind_at(&game, "a8"), Some((W, Kind::Colossus, false)));
        assert_eq!(game.on_board(W), 3);
        assert_eq!(game.captures(W), 0);
    }

    // --- captures ---

    #[test]
    fn a_piece_flanked_on_a_rank_or_file_is_taken() {
        let mut game = pos("Lc3 Le4", "Ld4", W);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.captures(W), 1);
        // Commanders capture and are captured the same way.
        let mut game = pos("Cd3 Dd6", "Dd5 Lb2", W);
        play(&mut game, "d3-d4").unwrap();
        assert_eq!(game.piece_at(sq("d5")), None);
        // Diagonals take nothing.
        let mut game = pos("Lc2 Le5", "Ld4", W);
        play(&mut game, "c2-c3").unwrap();
        assert!(game.piece_at(sq("d4")).is_some());
    }

    #[test]
    fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
        let mut game = pos("Lg1 Lh3", "Lh1", W);
        play(&mut game, "h3-h2").unwrap();
        assert_eq!(game.piece_at(sq("h1")), None);
        assert_eq!(game.captures(W), 1);
    }

    #[test]
    fn a_piece_in_a_camp_is_taken_by_two_enemies_at_right_angles_against_the_camp_edge() {
        // Black d1 in white's camp: white d2 (arriving) and c1 (inside the camp) at right angles.
        let mut game = pos("Ld3 Lc1", "Ld1", W);
        play(&mut game, "d3-d2").unwrap();
        assert_eq!(game.piece_at(sq("d1")), None);
        // And in its own camp: black f8 taken by white f7 and g8 (outside the camp).
        let mut game = pos("Lf6 Lg8", "Lf8", W);
        play(&mut game, "f6-f7").unwrap();
        assert_eq!(game.piece_at(sq("f8")), None);
    }

    #[test]
    fn a_piece_on_an_ordinary_square_is_not_taken_against_the_edge_or_at_right_angles() {
        let mut game = pos("Lc4", "La4", W);
        play(&mut game, "c4-b4").unwrap();
        assert!(game.piece_at(sq("a4")).is_some());
        let mut game = pos("Lb5 Lc3", "Lb4", W);
        play(&mut game, "c3-c4").unwrap();
        assert!(game.piece_at(sq("b4")).is_some());
        // b1 is next to the camp but not in it.
        let mut game = pos("Lb3 La1", "Lb1", W);
        play(&mut game, "b3-b2").unwrap();
        assert!(game.piece_at(sq("b1")).is_some());
    }

    #[test]
    fn the_empress_never_helps_to_capture() {
        // Moving.
        let mut game = pos("Ic3 Le4", "Ld4", W);
        play(&mut game, "c3-c4").unwrap();
        assert!(game.piece_at(sq("d4")).is_some());
        // Standing.
        let mut game = pos("Ic4 Le3", "Ld4", W);
        play(&mut game, "e3-e4").unwrap();
        assert!(game.piece_at(sq("d4")).is_some());
        // Yet she can be taken.
        let mut game = pos("Lc3 Le4", "Id4", W);
        play(&mut game, "c3-c4").unwrap();
        assert!(game.piece_at(sq("d4")).is_none());
    }

    #[test]
    fn a_piece_inside_a_camp_cannot_help_to_capture_a_piece_outside_it() {
        // Helper in the camp.
        let mut game = pos("Ld1 Ld4", "Ld2", W);
        play(&mut game, "d4-d3").unwrap();
        assert!(game.piece_at(sq("d2")).is_some());
        // Mover into the camp.
        let mut game = pos("Ld3 Lb1", "Lc2 Lh5", W);
        play(&mut game, "b1-c1").unwrap();
        assert!(game.piece_at(sq("c2")).is_some());
        // Outside both, the same shape takes.
        let mut game = pos("Ld5 Ld2", "Ld3", W);
        play(&mut game, "d5-d4").unwrap();
        assert!(game.piece_at(sq("d3")).is_none());
    }

    #[test]
    fn moving_between_two_enemies_is_safe() {
        let mut game = pos("Lc4 Le4", "Ld5", B);
        play(&mut game, "d5-d4").unwrap();
        assert!(game.piece_at(sq("d4")).is_some());
        assert_eq!(game.captures(W), 0);
    }

    #[test]
    fn every_piece_a_rank_moves_can_capture() {
        let mut game = pos("Lc3 Ld3 Lc6 Ld6", "Lc5 Ld5", W);
        play(&mut game, "c3:d3-c4:d4").unwrap();
        assert!(game.piece_at(sq("c5")).is_none());
        assert!(game.piece_at(sq("d5")).is_none());
        assert_eq!(game.captures(W), 2);
    }

    #[test]
    fn a_push_can_crush_the_pushed_piece_against_a_captor() {
        let mut game = pos("Ld3 Ld6", "Ld4", W);
        play(&mut game, "d3>d4").unwrap();
        assert!(game.piece_at(sq("d5")).is_none());
        assert_eq!(game.captures(W), 1);
    }

    #[test]
    fn after_a_capture_the_same_player_may_capture_again_or_pass() {
        let game = pos("Lc3 Le4 Lg6 Lg3", "Ld4 Lg5", W);
        let mut taken = game.clone();
        play(&mut taken, "c3-c4").unwrap();
        assert_eq!(taken.to_act(), ToAct::Side(W));
        assert!(taken.in_capture_chain());
        // Every capturing move is listed (the push g6>g5 crushes g5 on g4 against g3, the push
        // g6>h6 throws the Impératrice off the board), and nothing else.
        assert_eq!(texts(&taken), ["g3-g4", "g6>g5", "g6>h6", "pass"]);
        assert_eq!(
            play(&mut taken.clone(), "a3-a4"),
            Err(Illegal::CaptureOrPass)
        );
        let mut passed = taken.clone();
        play(&mut passed, "pass").unwrap();
        let last = passed.last_action().unwrap();
        assert_eq!((last.mv, last.taken), (Move::Pass, 0));
        assert_eq!(
            last.captured,
            bit(sq("d4")),
            "the board still shows the capture"
        );
        assert_eq!(passed.to_act(), ToAct::Side(B));
        assert!(!passed.in_capture_chain());
        play(&mut taken, "g3-g4").unwrap();
        assert!(taken.piece_at(sq("g5")).is_none());
        assert_eq!(taken.captures(W), 2);
        assert_eq!(texts(&taken), ["g6>h6", "pass"], "the chain goes on");
        play(&mut taken, "pass").unwrap();
        // Black's turn starts with no legionary left.
        ended(&taken, Some(W), EndReason::LegionLost(B));
    }

    #[test]
    fn the_chain_ends_by_itself_when_no_capture_is_left() {
        let mut game = pos("Lc3 Le4", "Ld4 Lb6", W);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.to_act(), ToAct::Side(B));
    }

    #[test]
    fn pass_is_only_for_ending_a_capture_chain() {
        let mut game = Bastonus::new();
        assert_eq!(play(&mut game, "pass"), Err(Illegal::NothingToPass));
    }

    // --- endings ---

    #[test]
    fn taking_every_enemy_piece_outside_the_camps_is_victory_on_the_field() {
        let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lc8", W);
        play(&mut game, "c4-c5").unwrap();
        ended(&game, Some(W), EndReason::FieldVictory(W));
    }

    #[test]
    fn four_pieces_filling_the_enemy_camp_conquer_it() {
        let mut game = pos("Lc8 Ld8 Le8 Lf7", "Lb5 Cg5", W);
        play(&mut game, "f7-f8").unwrap();
        ended(&game, Some(W), EndReason::CampConquered(W));
    }

    #[test]
    fn the_empress_entering_the_enemy_camp_annexes_it() {
        let mut game = pos("Ie7", "Lb5 Cg5", W);
        play(&mut game, "e7-e8").unwrap();
        ended(&game, Some(W), EndReason::CampAnnexed(W));
    }

    #[test]
    fn a_side_left_without_legionaries_loses_the_legion() {
        let mut game = pos("Lc3 Le4", "Ld4 Cb6 Dd8 Ie8", W);
        play(&mut game, "c3-c4").unwrap();
        ended(&game, Some(W), EndReason::LegionLost(B));
    }

    #[test]
    fn a_side_with_no_chief_outside_the_camps_loses_command() {
        let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lh7", W);
        play(&mut game, "c4-c5").unwrap();
        ended(&game, Some(W), EndReason::CommandLost(B));
    }

    #[test]
    fn a_side_whose_empress_is_taken_loses() {
        let mut game = pos("Ld5 Lf4", "Ie5 Dh5", W);
        play(&mut game, "f4-f5").unwrap();
        ended(&game, Some(W), EndReason::EmpressTaken(B));
    }

    #[test]
    fn endings_are_checked_in_their_order_of_glory() {
        // Filling the camp with the Impératrice among the four: conquest beats annexation.
        let mut game = pos("Lc8 Ld8 Le8 If7", "Lb5 Cg5", W);
        play(&mut game, "f7-f8").unwrap();
        ended(&game, Some(W), EndReason::CampConquered(W));
        // Taking the last legionary and the Impératrice at once: loss of the legion first.
        let mut game = pos("Lc4 Le6 Le3", "Ld4 Ie5 Cb6", W);
        play(&mut game, "e3-e4").unwrap();
        ended(&game, Some(W), EndReason::LegionLost(B));
        // A conquest by the mover comes before anything the opponent would lose.
        let mut game = pos("La5 Lc4", "Cb5 Dd8 Ie8 Lc8", W);
        play(&mut game, "c4-c5").unwrap();
        ended(&game, Some(W), EndReason::FieldVictory(W));
    }

    #[test]
    fn sixty_moves_a_side_without_a_capture_is_a_draw() {
        let mut game = pos("", "", W);
        let white = ["a1-b1", "b1-a1"];
        let black = ["h8-g8", "g8-h8"];
        let mut played = 0;
        while game.outcome().is_none() {
            let mv = if played % 2 == 0 {
                white[(played / 2) % 2]
            } else {
                black[(played / 2) % 2]
            };
            play(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            played += 1;
        }
        assert_eq!(played, 120);
        ended(&game, None, EndReason::NoCaptureMovesEach(60));
    }

    #[test]
    fn a_capture_resets_the_guard() {
        let mut game = pos("Lc3 Le4", "Ld4 Lb6", W);
        game.quiet = 119;
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.moves_without_capture(), 0);
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn a_side_left_without_a_move_loses() {
        // Black: the Impératrice in the a8 corner, an exhausted legionary on b8, walled in.
        let mut game = pos("La7 Lb7 Lc8 Lb6", "Ia8 Eb8", W);
        assert_eq!(game.outcome(), None);
        play(&mut game, "a3-a4").unwrap();
        ended(&game, Some(W), EndReason::Blocked(B));
    }

    // --- move text ---

    #[test]
    fn move_text_reads_any_case_and_prints_lower_case() {
        let game = Bastonus::new();
        let cases = [
            (" D2-D3 ", "d2-d3"),
            ("C2:E2-C3:E3", "c2:e2-c3:e3"),
            ("e2:c2-e3:c3", "c2:e2-c3:e3"),
            ("d3>d4", "d3>d4"),
            ("D2:D3>D4", "d2:d3>d4"),
            ("PASS", "pass"),
        ];
        for (input, printed) in cases {
            let mv = game
                .parse_move(input)
                .unwrap_or_else(|e| panic!("{input}: {e}"));
            assert_eq!(game.format_move(&mv), printed);
            assert_eq!(game.parse_move(printed), Ok(mv));
        }
        for bad in [
            "d2:e2-d4:e4",
            "d3>d5",
            "d3:d2>d4",
            "d2:e3-d3:e4",
            "d2-",
            "d4-d5-d6",
            "x",
        ] {
            assert!(game.parse_move(bad).is_err(), "{bad}");
        }
        assert_eq!(game.parse_move(" "), Err(ParseError::Empty));
    }

    #[test]
    fn every_move_starts_with_the_square_of_a_moving_piece() {
        for seed in 0..5u64 {
            let mut game = Bastonus::new();
            let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
            for _ in 0..60 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let side = game.turn();
                for mv in &moves {
                    let text = game.format_move(mv);
                    if let Some(origin) = mv.origin() {
                        assert!(text.starts_with(&origin.to_string()), "{text}");
                        assert_eq!(game.piece_at(origin).map(|p| p.side), Some(side));
                    } else {
                        assert_eq!(text, "pass");
                    }
                }
                let pick = rand::Rng::random_range(&mut rng, 0..moves.len());
                game.play(&moves[pick]).unwrap();
            }
        }
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut game = pos("Ld4 Ld6 Cb4", "Ld5", W);
        let before = game.clone();
        for bad in [
            "d4-d5",
            "d4>d5",
            "d4-f4",
            "e4-e5",
            "c4:e4-c5:e5",
            "b4>a4",
            "pass",
        ] {
            assert!(play(&mut game, bad).is_err(), "{bad}");
            assert_eq!(game, before);
        }
    }

    #[test]
    fn a_game_round_trips_through_json_with_its_last_move() {
        let mut game = Bastonus::new();
        for mv in ["d2-d3", "d7-d6", "d3-d4", "d6-d5", "d4>d5"] {
            play(&mut game, mv).unwrap();
        }
        let json = serde_json::to_string(&game).unwrap();
        let back: Bastonus = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
        assert_eq!(play(&mut game.clone(), "d6>d5"), Err(Illegal::NoPushBack));
        assert_eq!(play(&mut back.clone(), "d6>d5"), Err(Illegal::NoPushBack));
    }

    #[test]
    fn two_hundred_seeded_random_games_all_end_and_obey_the_contract() {
        let games = random_playouts::<Bastonus>(200, 2000);
        assert_eq!(games.len(), 200);
        let reasons: std::collections::HashSet<_> = games
            .iter()
            .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
            .collect();
        assert!(reasons.len() >= 3, "only {reasons:?}");
    }

    /// Self-play figures for the report:
    /// `cargo test --lib bastonus::tests::self_play -- --ignored --nocapture`. Two policies:
    /// uniformly random; "greedy" (a winning move if there is one, else a capturing move if
    /// there is one, else any move at random); and "careful", greedy that also never leaves its
    /// own chiefs all inside the camps when another move exists.
    #[test]
    #[ignore]
    fn self_play_statistics_of_a_thousand_random_games() {
        use rand::{Rng, SeedableRng};
        for (greedy, careful) in [(false, false), (true, false), (true, true)] {
            let mut counts: std::collections::BTreeMap<String, [u32; 3]> = Default::default();
            let mut plies = 0usize;
            for seed in 0..1000u64 {
                let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
                let mut game = Bastonus::new();
                while game.outcome().is_none() {
                    let moves = game.legal_moves();
                    let mut pick = moves[rng.random_range(0..moves.len())];
                    if greedy {
                        let side = game.turn();
                        let after = |mv: &Move| {
                            let mut next = game.clone();
                            next.play(mv).unwrap();
                            next
                        };
                        let wins: Vec<Move> = moves
                            .iter()
                            .copied()
                            .filter(|m| after(m).outcome().is_some_and(|o| o.winner == Some(side)))
                            .collect();
                        let takes: Vec<Move> = moves
                            .iter()
                            .copied()
                            .filter(|m| {
                                *m != Move::Pass && after(m).captures(side) > game.captures(side)
                            })
                            .collect();
                        let chiefs = |g: &Bastonus| {
                            g.men[side.index()] & (g.dux | g.colossus | g.empress) & !BOTH_CAMPS
                                != 0
                        };
                        let safe: Vec<Move> = moves
                            .iter()
                            .copied()
                            .filter(|m| !careful || chiefs(&after(m)))
                            .collect();
                        let safe_takes: Vec<Move> =
                            takes.iter().copied().filter(|m| safe.contains(m)).collect();
                        if let Some(m) = wins.first() {
                            pick = *m;
                        } else if !safe_takes.is_empty() {
                            pick = safe_takes[rng.random_range(0..safe_takes.len())];
                        } else if !takes.is_empty() && !careful {
                            pick = takes[rng.random_range(0..takes.len())];
                        } else if !safe.contains(&pick) && !safe.is_empty() {
                            pick = safe[rng.random_range(0..safe.len())];
                        }
                    }
                    game.play(&pick).unwrap();
                    plies += 1;
                }
                let outcome = game.outcome().unwrap();
                let name = format!("{:?}", outcome.reason);
                let name = name.split('(').next().unwrap().to_string();
                let slot = match outcome.winner {
                    Some(Side::First) => 0,
                    Some(Side::Second) => 1,
                    None => 2,
                };
                counts.entry(name).or_default()[slot] += 1;
            }
            println!("greedy: {greedy}, careful: {careful}; [first wins, second wins, draws]");
            for (name, c) in &counts {
                println!("  {name}: {c:?}");
            }
            println!("  mean plies: {}", plies / 1000);
        }
    }
}
