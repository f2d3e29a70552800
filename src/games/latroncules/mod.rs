//! Latroncules (`latroncules`): the French school version of the Roman soldiers' game, with
//! infantry and cavalry on a chequered board.
//!
//! The rules, with every choice made where the text is silent, are in
//! `docs/rules/latroncules.md`; each rule has a test below named after it.
//!
//! In short: 8x8, `a1` dark. Each side starts with 8 infantry (*fantassins*) on the light squares
//! and 8 cavalry (*cavaliers*) on the dark squares of its first two ranks; white moves first.
//! Infantry steps one square straight forward. Cavalry steps one square in any of the 8
//! directions from a light square, orthogonally only from a dark one, or jumps over one adjacent
//! enemy along such a direction to the empty square beyond (a jump takes nothing by itself).
//! Custodial and corner capture as in Latrunculi. A move that ends between two enemies (or in a
//! corner between two) is forbidden unless it captures; a side left with only such moves draws.
//! Infantry reaching the far rank is exchanged, automatically, for one of its own cavalry the
//! enemy had taken (if any). Taking every enemy piece wins (*Imperator*); 40 moves a side without
//! a capture is a draw.
//!
//! The board is two 64-bit masks (one per side) plus one mask of the cavalry, bit
//! `rank * 8 + file`, as in `latrunculi.rs`.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, PositionError, Side, ToAct};

mod position;

use super::grid::{bit, enclosed, is_corner, offset, ALL_WAYS, ORTHOGONAL};
/// Board width and height.
pub use super::grid::{squares, SIZE};
/// Moves (plies of both sides together) without a capture that end the game: 40 a side.
pub const NO_CAPTURE_LIMIT: u16 = 80;

/// The two kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// *Fantassin*: steps straight forward.
    Infantry,
    /// *Cavalier*: moves by the colour of its square, and jumps.
    Cavalry,
}

/// One move: a step or a jump, from one square to another (`d2-d3`, `b1-b3`). The distance tells
/// which it is, so the text is never ambiguous.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    /// Whether this is a jump (two squares away) rather than a step.
    pub fn is_jump(&self) -> bool {
        self.from
            .file
            .abs_diff(self.to.file)
            .max(self.from.rank.abs_diff(self.to.rank))
            == 2
    }
}

/// The previous move, kept for highlighting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// Squares whose pieces this move took (bit mask).
    pub captured: u64,
    /// Whether the moving infantry was exchanged for a freed cavalry.
    pub promoted: bool,
}

/// A position of Latroncules with the history its rules need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Latroncules {
    /// Pieces of each side, bit `rank * 8 + file`.
    board: [u64; 2],
    /// Which of those pieces are cavalry (either side).
    cavalry: u64,
    /// The side whose turn it is.
    turn: Side,
    /// Enemy pieces each side has taken.
    captures: [u8; 2],
    /// Each side's own cavalry held by the enemy and not yet freed by a promotion.
    prisoners: [u8; 2],
    /// Moves since the last capture (both sides together).
    quiet: u16,
    last: Option<LastAction>,
    outcome: Option<Outcome>,
}

/// Whether a square is dark: `a1` is dark, and so is every square of the same colour.
pub const fn is_dark(sq: Square) -> bool {
    (sq.file + sq.rank) % 2 == 0
}

/// The rank direction a side's infantry walks: up for white, down for black.
const fn forward(side: Side) -> i8 {
    match side {
        Side::First => 1,
        Side::Second => -1,
    }
}

/// The far rank a side's infantry is promoted on.
pub const fn promotion_rank(side: Side) -> u8 {
    match side {
        Side::First => SIZE - 1,
        Side::Second => 0,
    }
}

/// The directions a piece may step (or, for cavalry, jump) in from `sq`.
fn ways(kind: Kind, side: Side, sq: Square) -> &'static [(i8, i8)] {
    match kind {
        Kind::Infantry => match side {
            Side::First => &[(0, 1)],
            Side::Second => &[(0, -1)],
        },
        Kind::Cavalry if is_dark(sq) => &ORTHOGONAL,
        Kind::Cavalry => &ALL_WAYS,
    }
}

/// Whether a piece on `sq` stands where it could be taken: between two enemies on a rank or
/// file, or in a corner with enemies on both its neighbours.
fn exposed(enemy: u64, sq: Square) -> bool {
    let has = |d: (i8, i8)| offset(sq, d).is_some_and(|s| enemy & bit(s) != 0);
    let flanked = (has((1, 0)) && has((-1, 0))) || (has((0, 1)) && has((0, -1)));
    let cornered = is_corner(sq) && ORTHOGONAL.iter().filter(|&&d| has(d)).count() == 2;
    flanked || cornered
}

impl Latroncules {
    /// The side and kind of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<(Side, Kind)> {
        let side = Side::BOTH
            .into_iter()
            .find(|s| self.board[s.index()] & bit(sq) != 0)?;
        let kind = if self.cavalry & bit(sq) != 0 {
            Kind::Cavalry
        } else {
            Kind::Infantry
        };
        Some((side, kind))
    }

    /// The side whose turn it is (also once the game is over: the side that would have moved).
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The squares holding `side`'s pieces, bit `rank * 8 + file`.
    pub fn pieces(&self, side: Side) -> u64 {
        self.board[side.index()]
    }

    /// The squares holding cavalry of either side, bit `rank * 8 + file`.
    pub fn cavalry(&self) -> u64 {
        self.cavalry
    }

    /// Pieces `side` has on the board.
    pub fn on_board(&self, side: Side) -> u32 {
        self.board[side.index()].count_ones()
    }

    /// Pieces of one kind `side` has on the board.
    pub fn count(&self, side: Side, kind: Kind) -> u32 {
        let mask = match kind {
            Kind::Cavalry => self.cavalry,
            Kind::Infantry => !self.cavalry,
        };
        (self.board[side.index()] & mask).count_ones()
    }

    /// Enemy pieces `side` has taken.
    pub fn captures(&self, side: Side) -> u8 {
        self.captures[side.index()]
    }

    /// `side`'s own cavalry held by the enemy, which its infantry can still free by promotion.
    pub fn prisoners(&self, side: Side) -> u8 {
        self.prisoners[side.index()]
    }

    /// Moves since the last capture, both sides together.
    pub fn moves_without_capture(&self) -> u16 {
        self.quiet
    }

    /// The previous move, if any.
    pub fn last_action(&self) -> Option<LastAction> {
        self.last
    }

    /// Builds a position directly, for tests and puzzles: each side's pieces, the side to move,
    /// no captures and no prisoners yet (see [`Latroncules::with_prisoners`]).
    pub fn from_pieces(
        first: &[(Square, Kind)],
        second: &[(Square, Kind)],
        turn: Side,
    ) -> Latroncules {
        let mut game = Latroncules {
            board: [0, 0],
            cavalry: 0,
            turn,
            captures: [0, 0],
            prisoners: [0, 0],
            quiet: 0,
            last: None,
            outcome: None,
        };
        for (side, pieces) in [(0, first), (1, second)] {
            for &(sq, kind) in pieces {
                game.board[1 - side] &= !bit(sq);
                game.board[side] |= bit(sq);
                match kind {
                    Kind::Cavalry => game.cavalry |= bit(sq),
                    Kind::Infantry => game.cavalry &= !bit(sq),
                }
            }
        }
        game.outcome = game.check_end();
        game
    }

    /// The same position with these capture counts (first side's, second side's), none of them
    /// prisoners: for positions built by hand (tests, puzzles).
    pub fn with_captures(mut self, captures: [u8; 2]) -> Latroncules {
        self.captures = captures;
        self
    }

    /// The same position where each side (first, second) has this many of its own cavalry held
    /// by the enemy, counted as the enemy's captures too.
    pub fn with_prisoners(mut self, prisoners: [u8; 2]) -> Latroncules {
        self.prisoners = prisoners;
        self.captures = [prisoners[1], prisoners[0]];
        self
    }

    fn occupied(&self) -> u64 {
        self.board[0] | self.board[1]
    }

    fn kind_at(&self, sq: Square) -> Kind {
        if self.cavalry & bit(sq) != 0 {
            Kind::Cavalry
        } else {
            Kind::Infantry
        }
    }

    /// What the move of `side`'s piece from `from` to `to` would take, and whether it is
    /// forbidden because it ends where the piece could be taken without taking anything.
    fn consequences(&self, side: Side, from: Square, to: Square) -> (u64, bool) {
        let own = self.board[side.index()] ^ bit(from) ^ bit(to);
        let enemy = self.board[side.other().index()];
        let captured = enclosed(own, enemy, to, |_, _| {});
        let forbidden = captured == 0 && exposed(enemy, to);
        (captured, forbidden)
    }

    /// Calls `f` on every move by the rules of movement of `side` with what it would take and
    /// whether it is forbidden (it ends between two enemies without taking), always in the same
    /// order, until `f` breaks; says whether it broke. Nothing is allocated.
    fn each_candidate(
        &self,
        side: Side,
        mut f: impl FnMut(Move, u64, bool) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let occupied = self.occupied();
        for from in squares(self.board[side.index()]) {
            self.each_candidate_from(side, from, occupied, &mut f)?;
        }
        ControlFlow::Continue(())
    }

    /// [`Self::each_candidate`] for the one piece of `side` on `from` (`occupied`: both sides'
    /// pieces).
    #[inline]
    fn each_candidate_from(
        &self,
        side: Side,
        from: Square,
        occupied: u64,
        f: &mut impl FnMut(Move, u64, bool) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let enemy = self.board[side.other().index()];
        let kind = self.kind_at(from);
        for &dir in ways(kind, side, from) {
            let Some(next) = offset(from, dir) else {
                continue;
            };
            let to = if occupied & bit(next) == 0 {
                next
            } else if kind == Kind::Cavalry && enemy & bit(next) != 0 {
                match offset(next, dir) {
                    Some(beyond) if occupied & bit(beyond) == 0 => beyond,
                    _ => continue,
                }
            } else {
                continue;
            };
            let (captured, forbidden) = self.consequences(side, from, to);
            f(Move { from, to }, captured, forbidden)?;
        }
        ControlFlow::Continue(())
    }

    /// The squares the piece on `from` may move to by the rules, as if its side were to move
    /// (the computer's evaluation asks this of the side that is not); none for an empty square.
    pub fn destinations(&self, from: Square) -> u64 {
        let Some((side, _)) = self.piece_at(from) else {
            return 0;
        };
        let mut to = 0;
        let _ = self.each_candidate_from(side, from, self.occupied(), &mut |mv, _, forbidden| {
            if !forbidden {
                to |= bit(mv.to);
            }
            ControlFlow::Continue(())
        });
        to
    }

    /// Why `side` may not play `mv` by the geometry of its piece (kind, square colour, jump), if
    /// it may not.
    fn shape_error(&self, side: Side, mv: &Move) -> Option<Illegal> {
        let Move { from, to } = *mv;
        let kind = self.kind_at(from);
        let df = to.file as i8 - from.file as i8;
        let dr = to.rank as i8 - from.rank as i8;
        let distance = df.abs().max(dr.abs());
        let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
        let dir = (df.signum(), dr.signum());
        match kind {
            Kind::Infantry => {
                (dir != (0, forward(side)) || distance != 1).then_some(Illegal::InfantryForwardOnly)
            }
            Kind::Cavalry => {
                if !straight
                    || !(1..=2).contains(&distance)
                    || !ways(kind, side, from).contains(&dir)
                {
                    return Some(Illegal::CavalryWrongWay);
                }
                let Some(over) = offset(from, dir) else {
                    return Some(Illegal::CavalryWrongWay);
                };
                let enemy = self.board[side.other().index()];
                (distance == 2 && enemy & bit(over) == 0).then_some(Illegal::JumpNeedsEnemy)
            }
        }
    }

    /// The side to move's legal moves with what each takes.
    /// How the game has ended in this position, if it has: checked after every move.
    fn check_end(&self) -> Option<Outcome> {
        for side in Side::BOTH {
            if self.on_board(side) == 0 {
                return Some(Outcome {
                    winner: Some(side.other()),
                    reason: EndReason::AllPiecesTaken(side),
                });
            }
        }
        if self.quiet >= NO_CAPTURE_LIMIT {
            return Some(Outcome {
                winner: None,
                reason: EndReason::NoCaptureLimit,
            });
        }
        let mut any = false;
        let allowed = self.each_candidate(self.turn, |_, _, forbidden| {
            any = true;
            if forbidden {
                ControlFlow::Continue(())
            } else {
                ControlFlow::Break(())
            }
        });
        if allowed.is_break() {
            return None;
        }
        let reason = if !any {
            EndReason::Blocked(self.turn)
        } else {
            EndReason::OnlyMovesIntoCapture(self.turn)
        };
        Some(Outcome {
            winner: None,
            reason,
        })
    }
}

impl Game for Latroncules {
    type Move = Move;

    fn capture_counts(&self) -> Option<[u32; 2]> {
        Some(Side::BOTH.map(|s| u32::from(self.captures(s))))
    }

    fn last_captured(&self) -> u32 {
        self.last_action().map_or(0, |a| a.captured.count_ones())
    }

    /// The guard here is 40 moves each, not the shared text's 50.
    fn end_key(reason: &EndReason) -> &'static str {
        match reason {
            EndReason::NoCaptureLimit => "latroncules-end-no-capture-limit",
            other => other.key(),
        }
    }

    fn new() -> Self {
        // Each side's first two ranks: cavalry on the dark squares, infantry on the light ones.
        let setup = |ranks: [u8; 2]| -> Vec<(Square, Kind)> {
            ranks
                .into_iter()
                .flat_map(|rank| (0..SIZE).map(move |file| Square::new(file, rank)))
                .map(|sq| {
                    let kind = if is_dark(sq) {
                        Kind::Cavalry
                    } else {
                        Kind::Infantry
                    };
                    (sq, kind)
                })
                .collect()
        };
        Latroncules::from_pieces(&setup([0, 1]), &setup([SIZE - 2, SIZE - 1]), Side::First)
    }

    fn to_act(&self) -> ToAct {
        ToAct::alternating(self.turn, self.outcome)
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        let _ = self.each_candidate(self.turn, |mv, _, forbidden| {
            if !forbidden {
                out.push(mv);
            }
            ControlFlow::Continue(())
        });
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let side = self.turn;
        let (me, them) = (side.index(), side.other().index());
        let Move { from, to } = *mv;
        if self.board[me] & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        if let Some(error) = self.shape_error(side, mv) {
            return Err(error);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(Illegal::Occupied);
        }
        let (captured, forbidden) = self.consequences(side, from, to);
        if forbidden {
            return Err(Illegal::MovesIntoCapture);
        }
        let kind = self.kind_at(from);
        self.board[me] ^= bit(from) | bit(to);
        if kind == Kind::Cavalry {
            self.cavalry ^= bit(from) | bit(to);
        }
        self.board[them] &= !captured;
        self.prisoners[them] += (captured & self.cavalry).count_ones() as u8;
        self.cavalry &= !captured;
        self.captures[me] += captured.count_ones() as u8;
        let promoted =
            kind == Kind::Infantry && to.rank == promotion_rank(side) && self.prisoners[me] > 0;
        if promoted {
            self.prisoners[me] -= 1;
            self.cavalry |= bit(to);
        }
        self.quiet = if captured != 0 { 0 } else { self.quiet + 1 };
        self.last = Some(LastAction {
            side,
            mv: *mv,
            captured,
            promoted,
        });
        self.turn = side.other();
        self.outcome = self.check_end();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let text = super::notation::trimmed(text)?;
        match text.split('-').collect::<Vec<_>>().as_slice() {
            [from, to] => Ok(Move {
                from: Square::parse(from, SIZE, SIZE)?,
                to: Square::parse(to, SIZE, SIZE)?,
            }),
            _ => Err(ParseError::Unrecognised(text.to_lowercase())),
        }
    }

    fn format_move(&self, mv: &Move) -> String {
        format!("{}-{}", mv.from, mv.to)
    }

    fn position_text(&self) -> String {
        position::write(self)
    }

    fn from_position_text(text: &str) -> Result<Self, PositionError> {
        position::read(text)
    }
}

#[cfg(test)]
mod tests;
