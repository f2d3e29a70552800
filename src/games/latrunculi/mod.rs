//! Ludus Latrunculorum, Ulrich Schädler's reconstruction: the Piso variant (`latrunculi-piso`)
//! and the Seneca variant (`latrunculi-seneca`), one engine with two rule options.
//!
//! The rules, with every choice made where the text is silent, are in
//! `docs/rules/latrunculi-piso.md` and `docs/rules/latrunculi-seneca.md`; each rule has a test
//! below named after it.
//!
//! In short: an empty 8x8 board, 20 pieces a side. Phase 1 (*vagi*): the sides take turns placing
//! one piece on any empty square, white first, nothing is captured. Phase 2 (*ordinarii*): one
//! orthogonal step to an empty square; a piece may not go straight back to the square it left on
//! its owner's previous turn. A piece flanked on a rank or file by the mover's piece that just
//! arrived and another of the mover's pieces is taken; a piece in a corner is taken by enemies on
//! its two neighbours. Moving between two enemies is safe. The game ends when a side has one piece
//! left, when the side to act cannot move, or after 50 moves a side without a capture; the side
//! with more captures wins, equal captures is a draw.
//!
//! The two variants differ in two places, so they are one engine, [`Ludus`], with a [`Rules`]
//! type parameter (shakmaty style: a variant is a type): [`Latrunculi`] is Piso, where a taken
//! piece leaves the board at once; [`LatrunculiSeneca`] adds chains of jumps over one's own pieces
//! and keeps a taken piece on the board as a held *incitus* (it cannot move nor help capture)
//! until its captor removes it at the start of their next turn, or until it is freed because one
//! of its two captors moved away or was itself taken. The rule options are associated constants,
//! so Piso's hot paths compile exactly as before.
//!
//! The board is two 64-bit masks (one per side), bit `rank * 8 + file`, so a random playout runs
//! at hundreds of thousands of moves a second.

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::ControlFlow;

mod notation;
mod path;
mod position;

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, PositionError, Side, ToAct, Variant};

use super::grid::{bit, enclosed, index, nth_bit, opposite, shift, square_of, NEIGHBOURS, OFF};
/// Board width and height.
pub use super::grid::{squares, SIZE};
pub use path::{Path, PathSquares};
/// Pieces each side places in phase 1.
pub const PIECES_PER_SIDE: u8 = 20;
/// Moves (plies of both sides together) without a capture that end the game: 50 a side.
pub const NO_CAPTURE_LIMIT: u16 = 100;
/// Most squares a chain of jumps can name, its start included: a jump keeps the parity of both
/// the file and the rank, so a chain only ever lands on the 16 squares of its start's class.
pub const MAX_PATH: usize = 16;

/// The rule options that tell the Latrunculi variants apart.
pub trait Rules:
    Clone + Copy + fmt::Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The variant these rules are.
    const VARIANT: Variant;
    /// A piece may jump over an adjacent piece of its own side to the empty square beyond, and
    /// chain such jumps in one move.
    const JUMPS: bool;
    /// A taken piece is held on the board (*incitus*) until its captor removes it, instead of
    /// leaving at once.
    const HOLDS: bool;
}

/// Piso's rules: steps only, taken pieces leave at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Piso;

impl Rules for Piso {
    const VARIANT: Variant = Variant::LatrunculiPiso;
    const JUMPS: bool = false;
    const HOLDS: bool = false;
}

/// Seneca's rules: chains of jumps over own pieces, taken pieces held until removed or freed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seneca;

impl Rules for Seneca {
    const VARIANT: Variant = Variant::LatrunculiSeneca;
    const JUMPS: bool = true;
    const HOLDS: bool = true;
}

/// `JUMPS[i][d]`: the square a jump from bit `i` in the direction `ORTHOGONAL[d]` passes over
/// and the square it lands on, as masks; both 0 where the jump would leave the board.
const JUMPS: [[(u64, u64); 4]; 64] = {
    let mut table = [[(0, 0); 4]; 64];
    let mut i = 0;
    while i < 64 {
        let mut d = 0;
        while d < 4 {
            let over = NEIGHBOURS[i][d];
            if over != OFF {
                let land = NEIGHBOURS[over as usize][d];
                if land != OFF {
                    table[i][d] = (1 << over, 1 << land);
                }
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// What a side can move, as masks (see [`Ludus::movers`]).
struct Movers {
    /// `can[d]`: the pieces that can step in the direction `ORTHOGONAL[d]`.
    can: [u64; 4],
    /// The pieces that can start a chain of jumps (Seneca; 0 in Piso).
    jumpers: u64,
    /// The side's pieces, held ones included (they can be jumped over).
    own: u64,
    occupied: u64,
}

impl Movers {
    /// The directions the piece on bit `i` steps in, as four bits (bit `d` for `can[d]`).
    #[inline]
    fn step_dirs(can: &[u64; 4], i: u32) -> u32 {
        (0..4).fold(0u32, |m, d| m | ((can[d] >> i) as u32 & 1) << d)
    }
}

/// One action of Latrunculi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Phase 1: put a piece from hand on an empty square (`d4`).
    Place(Square),
    /// Phase 2: move a piece one square up, down, left or right (`d4-d5`).
    Step { from: Square, to: Square },
    /// Phase 2, Seneca: one jump or a chain of jumps over own pieces (`d4-d6`, `d4-d6-f6`).
    Jump(Path),
    /// Seneca: take one held enemy piece off the board before moving (`xd5`).
    Remove(Square),
}

impl Move {
    /// Where a step or a jump starts and ends.
    pub fn from_to(&self) -> Option<(Square, Square)> {
        match self {
            Move::Step { from, to } => Some((*from, *to)),
            Move::Jump(path) => Some((path.start(), path.end())),
            Move::Place(_) | Move::Remove(_) => None,
        }
    }
}

/// The previous action, kept for highlighting and for the no-back-and-forth rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// Squares whose pieces this action took (bit mask); in Seneca they are now held.
    pub captured: u64,
    /// Seneca: squares whose held pieces this action freed (bit mask).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub freed: u64,
}

/// Seneca: a held piece (*incitus*) and the two pieces holding it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hold {
    pub victim: Square,
    /// The piece that arrived and its partner (for a corner, the two neighbours).
    pub captors: [Square; 2],
}

/// Which phase the game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Pieces are being placed (*vagi*).
    Placement,
    /// Pieces move (*ordinarii*).
    Movement,
}

/// A position of Latrunculi under the rules `R`, with the history its rules need.
///
/// Serialized as before the Seneca rules existed: Piso positions never write the Seneca fields,
/// and positions stored without them read back with nothing held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Ludus<R: Rules> {
    /// Pieces of each side, bit `rank * 8 + file`; held pieces included.
    board: [u64; 2],
    /// The side whose turn it is.
    turn: Side,
    /// Pieces each side has still to place.
    in_hand: [u8; 2],
    /// Enemy pieces each side has taken off the board (see [`Ludus::captures`] for the total).
    captures: [u8; 2],
    /// Each side's own previous move (from, to), for the no-back-and-forth rule.
    last_step: [Option<(Square, Square)>; 2],
    /// Phase-2 moves since the last capture (both sides together).
    quiet: u16,
    last: Option<LastAction>,
    outcome: Option<Outcome>,
    /// Seneca: each side's pieces that are held (*inciti*), a subset of `board`.
    #[serde(default, skip_serializing_if = "both_zero")]
    held: [u64; 2],
    /// Seneca: who holds each held piece.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    holds: Vec<Hold>,
    /// Seneca: the side to act must remove a held enemy piece before it moves.
    #[serde(default, skip_serializing_if = "is_false")]
    must_remove: bool,
    #[serde(skip)]
    rules: PhantomData<R>,
}

/// Latrunculi, Piso variant.
pub type Latrunculi = Ludus<Piso>;
/// Latrunculi, Seneca variant.
pub type LatrunculiSeneca = Ludus<Seneca>;

fn is_zero(mask: &u64) -> bool {
    *mask == 0
}

fn both_zero(masks: &[u64; 2]) -> bool {
    *masks == [0, 0]
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl<R: Rules> Ludus<R> {
    fn empty(turn: Side, in_hand: [u8; 2]) -> Ludus<R> {
        Ludus {
            board: [0, 0],
            turn,
            in_hand,
            captures: [0, 0],
            last_step: [None, None],
            quiet: 0,
            last: None,
            outcome: None,
            held: [0, 0],
            holds: Vec::new(),
            must_remove: false,
            rules: PhantomData,
        }
    }

    /// The variant these rules are.
    pub fn variant(&self) -> Variant {
        R::VARIANT
    }

    /// The side owning the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.board[s.index()] & bit(sq) != 0)
    }

    /// The squares holding `side`'s pieces (held ones included), bit `rank * 8 + file`.
    pub fn pieces(&self, side: Side) -> u64 {
        self.board[side.index()]
    }

    /// Whether the piece on `sq` is held (*incitus*, Seneca).
    pub fn is_held(&self, sq: Square) -> bool {
        (self.held[0] | self.held[1]) & bit(sq) != 0
    }

    /// `side`'s pieces that are held by the other side (bit mask; always 0 in Piso).
    pub fn held_pieces(&self, side: Side) -> u64 {
        self.held[side.index()]
    }

    /// Who holds each held piece.
    pub fn holds(&self) -> &[Hold] {
        &self.holds
    }

    /// Whether the side to act must first remove one of the enemy pieces it holds (Seneca).
    pub fn removal_due(&self) -> bool {
        self.must_remove && self.outcome.is_none()
    }

    /// The side whose turn it is (also once the game is over: the side that would have moved).
    pub fn turn(&self) -> Side {
        self.turn
    }

    pub fn phase(&self) -> Phase {
        if self.in_hand == [0, 0] {
            Phase::Movement
        } else {
            Phase::Placement
        }
    }

    /// Pieces `side` has on the board, held ones included.
    pub fn on_board(&self, side: Side) -> u32 {
        self.board[side.index()].count_ones()
    }

    /// Pieces `side` has still to place.
    pub fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side.index()]
    }

    /// Enemy pieces `side` has taken: removed from the board, plus (Seneca) still held.
    pub fn captures(&self, side: Side) -> u8 {
        self.captures[side.index()] + self.held[side.other().index()].count_ones() as u8
    }

    /// Moves since the last capture, counted in phase 2 for both sides together.
    pub fn moves_without_capture(&self) -> u16 {
        self.quiet
    }

    /// The previous action, if any.
    pub fn last_action(&self) -> Option<LastAction> {
        self.last
    }

    /// Builds a position directly, for tests and puzzles: pieces of each side, the side to
    /// act, no pieces in hand (phase 2) and no captures yet (see [`Ludus::with_captures`]).
    pub fn from_squares(first: &[Square], second: &[Square], turn: Side) -> Ludus<R> {
        let mut game = Ludus::empty(turn, [0, 0]);
        for &sq in first {
            game.board[0] |= bit(sq);
        }
        for &sq in second {
            game.board[1] |= bit(sq);
            game.board[0] &= !bit(sq);
        }
        game.outcome = game.check_end();
        game
    }

    /// The same position with these capture counts (first side's, second side's).
    pub fn with_captures(mut self, captures: [u8; 2]) -> Ludus<R> {
        self.captures = captures;
        self.outcome = self.check_end();
        self
    }

    fn occupied(&self) -> u64 {
        self.board[0] | self.board[1]
    }

    /// `side`'s pieces that are free: they may move and help capture.
    fn free(&self, side: Side) -> u64 {
        self.board[side.index()] & !self.held[side.index()]
    }

    fn is_back_and_forth(&self, side: Side, from: Square, to: Square) -> bool {
        self.last_step[side.index()] == Some((to, from))
    }

    /// What `side` can move this turn, as masks: the pieces that can step each way and those
    /// that can start a chain of jumps. [`Ludus::each_move`] lists from them and
    /// [`Ludus::pick_move`] counts from them.
    fn movers(&self, side: Side) -> Movers {
        let occupied = self.occupied();
        let empty = !occupied;
        let free = self.free(side);
        let own = self.board[side.index()];
        // `can[d]`: free pieces whose neighbour in direction `d` is empty, less the one step
        // that would go straight back.
        let mut can = [0, 1, 2, 3].map(|d| free & shift(empty, opposite(d)));
        if let Some((back_to, back_from)) = self.last_step[side.index()] {
            let (to, from) = (index(back_to), index(back_from));
            if let Some(steps) = NEIGHBOURS.get(from) {
                if let Some(d) = (0..4).find(|&d| usize::from(steps[d]) == to) {
                    can[d] &= !(1 << from);
                }
            }
        }
        // Free pieces next to an own piece with an empty square beyond it.
        let jumpers = if R::JUMPS {
            (0..4).fold(0, |m, d| {
                let back = opposite(d);
                m | (free & shift(own, back) & shift(shift(empty, back), back))
            })
        } else {
            0
        };
        Movers {
            can,
            jumpers,
            own,
            occupied,
        }
    }

    /// The one landing square the back-and-forth rule forbids a chain of `side`'s from `from`
    /// (a mask, 0 when none).
    fn chain_forbid(&self, side: Side, from: Square) -> u64 {
        match self.last_step[side.index()] {
            Some((back_to, back_from)) if back_from == from => bit(back_to),
            _ => 0,
        }
    }

    /// Calls `f` on every step and chain of jumps of `side`, always in the same order (by the
    /// square the piece leaves, a1 first; its steps up, down, right, left; then its chains),
    /// until `f` breaks; says whether it broke. Nothing is allocated: masks find the pieces
    /// that can step each way and those that can start a jump, and only those are visited.
    fn each_move(
        &self,
        side: Side,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let Movers {
            can,
            jumpers,
            own,
            occupied,
        } = self.movers(side);
        let mut movers = can[0] | can[1] | can[2] | can[3] | jumpers;
        while movers != 0 {
            let i = movers.trailing_zeros();
            movers &= movers - 1;
            let from = square_of(i);
            let mut dirs = Movers::step_dirs(&can, i);
            while dirs != 0 {
                let d = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                let to = square_of(u32::from(NEIGHBOURS[i as usize][d]));
                f(Move::Step { from, to })?;
            }
            if jumpers & (1 << i) != 0 {
                let forbid = self.chain_forbid(side, from);
                let mut cells = [0; MAX_PATH];
                cells[0] = i as u8;
                // The mover's own square counts as visited: a chain never lands on it.
                Self::jumps(own & !(1 << i), occupied, forbid, &mut cells, 1, f)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The step or chain at index `pick(n)` of the `n` that [`Ludus::each_move`] lists for
    /// `side`, found without listing them: the steps are counted from the masks, the chains
    /// of each piece by walking them without writing any ([`Ludus::count_jumps`]); then the
    /// pieces are passed over by their counts, and only the chosen piece's steps or chains are
    /// walked to the one picked.
    fn pick_move(&self, side: Side, pick: impl FnOnce(usize) -> Option<usize>) -> Option<Move> {
        let Movers {
            can,
            jumpers,
            own,
            occupied,
        } = self.movers(side);
        let steps: u32 = can.iter().map(|m| m.count_ones()).sum();
        // The chains of each piece that can jump, in the order of the pieces (a1 first).
        let mut chains = [0u32; 64];
        let mut all_chains = 0;
        let mut starts = jumpers;
        while starts != 0 {
            let i = starts.trailing_zeros();
            starts &= starts - 1;
            let forbid = self.chain_forbid(side, square_of(i));
            let own = own & !(1 << i);
            let dirs = Self::jump_dirs(own, occupied, i as usize);
            let n = Self::count_jumps(own, occupied, forbid, i as usize, dirs, 1);
            chains[i as usize] = n;
            all_chains += n;
        }
        let total = steps + all_chains;
        if total == 0 {
            return None;
        }
        let mut left = u32::try_from(pick(total as usize)?).ok()?;
        if left >= total {
            return None;
        }
        let mut movers = can[0] | can[1] | can[2] | can[3] | jumpers;
        while movers != 0 {
            let i = movers.trailing_zeros();
            movers &= movers - 1;
            let from = square_of(i);
            let dirs = Movers::step_dirs(&can, i);
            // The bits of the four: nibble `dirs` of the table.
            let n = (0x4332_3221_3221_2110u64 >> (4 * dirs) & 0xf) as u32;
            if left < n {
                let d = nth_bit(u64::from(dirs), left)? as usize;
                let to = square_of(u32::from(NEIGHBOURS[i as usize][d]));
                return Some(Move::Step { from, to });
            }
            left -= n;
            let n = chains[i as usize];
            if left < n {
                let forbid = self.chain_forbid(side, from);
                let mut cells = [0; MAX_PATH];
                cells[0] = i as u8;
                let mut picked = None;
                let _ = Self::jumps(
                    own & !(1 << i),
                    occupied,
                    forbid,
                    &mut cells,
                    1,
                    &mut |mv| {
                        if left == 0 {
                            picked = Some(mv);
                            return ControlFlow::Break(());
                        }
                        left -= 1;
                        ControlFlow::Continue(())
                    },
                );
                return picked;
            }
            left -= n;
        }
        None
    }

    /// The number of chains [`Ludus::jumps`] lists from the chain of `len` squares ending on
    /// bit `at`, with the same arguments: the same walk, with nothing written. `dirs` are the
    /// directions a jump from `at` can take ([`Ludus::jump_dirs`]); a chain that cannot go on
    /// is not walked into (no call is made for it).
    fn count_jumps(own: u64, blocked: u64, forbid: u64, at: usize, dirs: u32, len: usize) -> u32 {
        let mut dirs = dirs;
        let mut n = 0;
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let land = JUMPS[at][d].1;
            n += u32::from(forbid & land == 0);
            if len + 1 < MAX_PATH {
                let to = land.trailing_zeros() as usize;
                let next = Self::jump_dirs(own, blocked | land, to);
                if next != 0 {
                    n += Self::count_jumps(own, blocked | land, forbid, to, next, len + 1);
                }
            }
        }
        n
    }

    /// The directions a jump from bit `at` can take, as four bits found without a branch: an
    /// own piece next and a square beyond not in `blocked` (a jump off the board has no bits in
    /// the tables).
    #[inline]
    fn jump_dirs(own: u64, blocked: u64, at: usize) -> u32 {
        let mut dirs = 0u32;
        for (d, &(over, land)) in JUMPS[at].iter().enumerate() {
            dirs |= u32::from((own & over != 0) & (land & !blocked != 0)) << d;
        }
        dirs
    }

    /// Every chain that continues the chain of `len` squares in `cells` (bit indices, 0 past
    /// `len`; they are 0 again when this returns): a jump over a piece of `own` (held or not)
    /// to a square not in `blocked` (the occupied squares and those the chain has visited, its
    /// start included). A chain ending on `forbid` is not listed (it would go straight back)
    /// but may go on. No chain is built but the one listed: the squares are written in place.
    fn jumps(
        own: u64,
        blocked: u64,
        forbid: u64,
        cells: &mut [u8; MAX_PATH],
        len: usize,
        f: &mut impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let at = usize::from(cells[len - 1]);
        let mut dirs = Self::jump_dirs(own, blocked, at);
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let land = JUMPS[at][d].1;
            cells[len] = land.trailing_zeros() as u8;
            if forbid & land == 0 {
                f(Move::Jump(Path {
                    len: len as u8 + 1,
                    cells: *cells,
                }))?;
            }
            if len + 1 < MAX_PATH {
                Self::jumps(own, blocked | land, forbid, cells, len + 1, f)?;
            }
        }
        cells[len] = 0;
        ControlFlow::Continue(())
    }

    fn has_move(&self, side: Side) -> bool {
        self.each_move(side, &mut |_| ControlFlow::Break(()))
            .is_break()
    }

    /// Free enemy pieces taken by `side`'s piece arriving on `to` (bit mask); `partner` is told
    /// each victim and the other captor.
    fn captured_by(&self, side: Side, to: Square, mut partner: impl FnMut(Square, Square)) -> u64 {
        // Held pieces neither help capture nor are taken again.
        let own = self.free(side);
        let enemy = self.free(side.other());
        enclosed(own, enemy, to, &mut partner)
    }

    /// Frees every piece held by the piece on `captor` (which moved away or was taken).
    fn release_held_by(&mut self, captor: Square) -> u64 {
        let mut freed = 0;
        self.holds.retain(|h| {
            let keep = !h.captors.contains(&captor);
            if !keep {
                freed |= bit(h.victim);
            }
            keep
        });
        self.held[0] &= !freed;
        self.held[1] &= !freed;
        freed
    }

    fn check_end(&self) -> Option<Outcome> {
        if self.phase() == Phase::Placement {
            return None;
        }
        let by_captures = || match self.captures(Side::First).cmp(&self.captures(Side::Second)) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        };
        let reason = if let Some(side) = Side::BOTH.into_iter().find(|&s| self.on_board(s) <= 1) {
            EndReason::OnePieceLeft(side)
        } else if self.quiet >= NO_CAPTURE_LIMIT {
            EndReason::NoCaptureLimit
        } else if !self.must_remove && !self.has_move(self.turn) {
            EndReason::Blocked(self.turn)
        } else {
            return None;
        };
        Some(Outcome {
            winner: by_captures(),
            reason,
        })
    }

    /// Checks a step or a chain of jumps by `side` against the rules, without playing it.
    fn check_move(&self, side: Side, mv: &Move) -> Result<(Square, Square), Illegal> {
        let me = side.index();
        let (from, to) = mv.from_to().ok_or(Illegal::MovementPhase)?;
        if self.must_remove {
            return Err(Illegal::RemovalDue);
        }
        if self.board[me] & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        if self.held[me] & bit(from) != 0 {
            return Err(Illegal::PieceHeld);
        }
        match mv {
            Move::Step { .. } => {
                let adjacent = from.file.abs_diff(to.file) + from.rank.abs_diff(to.rank) == 1;
                if !adjacent {
                    return Err(if R::JUMPS {
                        Illegal::NotAJump
                    } else {
                        Illegal::NotAStep
                    });
                }
                if self.occupied() & bit(to) != 0 {
                    return Err(Illegal::Occupied);
                }
            }
            Move::Jump(path) => {
                if !R::JUMPS {
                    return Err(Illegal::NotAStep);
                }
                let own = self.board[me] & !bit(from);
                let occupied = self.occupied() & !bit(from);
                let mut visited = bit(from);
                // Bit indices, as the path keeps them: rank * 8 + file.
                for pair in path.cells[..usize::from(path.len)].windows(2) {
                    let (at, land) = (pair[0], pair[1]);
                    let (files, ranks) = ((at % 8).abs_diff(land % 8), (at / 8).abs_diff(land / 8));
                    let straight = (files == 2 && ranks == 0) || (files == 0 && ranks == 2);
                    if !straight {
                        return Err(Illegal::NotAJump);
                    }
                    // The square between: the mean of the two indices.
                    let over = (at + land) / 2;
                    if own & (1 << over) == 0 {
                        return Err(Illegal::NotAJump);
                    }
                    if visited & (1 << land) != 0 {
                        return Err(Illegal::JumpRevisits);
                    }
                    if occupied & (1 << land) != 0 {
                        return Err(Illegal::Occupied);
                    }
                    visited |= 1 << land;
                }
            }
            // `from_to` is `None` for these, so they never get here.
            Move::Place(_) | Move::Remove(_) => return Err(Illegal::MovementPhase),
        }
        if self.is_back_and_forth(side, from, to) {
            return Err(Illegal::BackAndForth);
        }
        Ok((from, to))
    }

    /// Plays `mv`, checking it against the rules first when `CHECK` (what [`Game::play`]
    /// does); without, it trusts that `mv` is one of [`Game::legal_moves_into`]'s
    /// ([`Game::play_listed`]).
    fn apply<const CHECK: bool>(&mut self, mv: &Move) -> Result<(), Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let side = self.turn;
        let me = side.index();
        let them = side.other().index();
        let mut captured = 0;
        let mut freed = 0;
        match (*mv, self.phase()) {
            (Move::Place(sq), Phase::Placement) => {
                if CHECK && self.occupied() & bit(sq) != 0 {
                    return Err(Illegal::Occupied);
                }
                self.board[me] |= bit(sq);
                self.in_hand[me] -= 1;
            }
            (_, Phase::Placement) => return Err(Illegal::PlacementPhase),
            (Move::Place(_), Phase::Movement) => return Err(Illegal::MovementPhase),
            (Move::Remove(sq), Phase::Movement) => {
                if CHECK && !self.must_remove {
                    return Err(Illegal::NoRemovalDue);
                }
                if CHECK && self.held[them] & bit(sq) == 0 {
                    return Err(Illegal::NotHeld);
                }
                self.board[them] &= !bit(sq);
                self.held[them] &= !bit(sq);
                self.holds.retain(|h| h.victim != sq);
                self.captures[me] += 1;
                self.must_remove = false;
                // The same side now moves.
                self.last = Some(LastAction {
                    side,
                    mv: *mv,
                    captured: 0,
                    freed: 0,
                });
                self.outcome = self.check_end();
                return Ok(());
            }
            (Move::Step { .. } | Move::Jump(_), Phase::Movement) => {
                let (from, to) = if CHECK {
                    self.check_move(side, mv)?
                } else {
                    mv.from_to().ok_or(Illegal::MovementPhase)?
                };
                self.board[me] ^= bit(from) | bit(to);
                if R::HOLDS {
                    // A captor that moves away frees what it held.
                    freed |= self.release_held_by(from);
                }
                let mut new_holds = [None; 4];
                let mut n = 0;
                captured = self.captured_by(side, to, |victim, partner| {
                    if n < new_holds.len() {
                        new_holds[n] = Some(Hold {
                            victim,
                            captors: [to, partner],
                        });
                        n += 1;
                    }
                });
                if R::HOLDS {
                    self.held[them] |= captured;
                    for hold in new_holds.into_iter().flatten() {
                        // A corner piece flanked by both neighbours is held once.
                        if !self.holds.iter().any(|h| h.victim == hold.victim) {
                            self.holds.push(hold);
                        }
                    }
                    // A captor that is taken frees what it held (a rescue).
                    for victim in squares(captured) {
                        freed |= self.release_held_by(victim);
                    }
                } else {
                    self.board[them] &= !captured;
                    self.captures[me] += captured.count_ones() as u8;
                }
                self.last_step[me] = Some((from, to));
                self.quiet = if captured != 0 { 0 } else { self.quiet + 1 };
            }
        }
        self.last = Some(LastAction {
            side,
            mv: *mv,
            captured,
            freed,
        });
        self.turn = side.other();
        // The side now to act removes one of the mover's pieces it still holds, then moves.
        self.must_remove = R::HOLDS && self.held[me] != 0;
        self.outcome = self.check_end();
        Ok(())
    }
}

impl<R: Rules> Game for Ludus<R> {
    type Move = Move;

    fn capture_counts(&self) -> Option<[u32; 2]> {
        Some(Side::BOTH.map(|s| u32::from(self.captures(s))))
    }

    fn last_captured(&self) -> u32 {
        self.last.map_or(0, |a| a.captured.count_ones())
    }

    fn new() -> Self {
        Ludus::empty(Side::First, [PIECES_PER_SIDE, PIECES_PER_SIDE])
    }

    fn to_act(&self) -> ToAct {
        ToAct::alternating(self.turn, self.outcome)
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        match self.phase() {
            Phase::Placement => {
                out.extend(squares(!self.occupied()).map(Move::Place));
            }
            Phase::Movement if self.must_remove => {
                let enemy = self.turn.other().index();
                out.extend(squares(self.held[enemy]).map(Move::Remove));
            }
            Phase::Movement => {
                let _ = self.each_move(self.turn, &mut |mv| {
                    out.push(mv);
                    ControlFlow::Continue(())
                });
            }
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        self.apply::<true>(mv)
    }

    /// A listed step or chain is not checked square by square again, nor a listed placement
    /// or removal; debug builds play it both ways and compare.
    fn play_listed(&mut self, mv: &Move) {
        crate::games::play_listed_checked(self, mv, Self::apply::<false>, Self::apply::<true>);
    }

    fn pick_legal_move(
        &self,
        _buffer: &mut Vec<Move>,
        pick: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Move> {
        if self.outcome.is_some() {
            return None;
        }
        // As `legal_moves_into` lists them: squares a1 first, or each piece's steps and chains.
        let (mask, action): (u64, fn(Square) -> Move) = match self.phase() {
            Phase::Placement => (!self.occupied(), Move::Place),
            Phase::Movement if self.must_remove => {
                (self.held[self.turn.other().index()], Move::Remove)
            }
            Phase::Movement => return self.pick_move(self.turn, pick),
        };
        let n = mask.count_ones();
        if n == 0 {
            return None;
        }
        let k = u32::try_from(pick(n as usize)?).ok()?;
        Some(action(square_of(nth_bit(mask, k)?)))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        notation::parse::<R>(text)
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
}

#[cfg(test)]
mod tests;
