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

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, Side, ToAct, Variant};

use super::grid::{bit, is_corner, offset};
/// Board width and height.
pub use super::grid::{squares, SIZE};
/// Pieces each side places in phase 1.
pub const PIECES_PER_SIDE: u8 = 20;
/// Moves (plies of both sides together) without a capture that end the game: 50 a side.
pub const NO_CAPTURE_LIMIT: u16 = 100;
/// Most squares a chain of jumps can name, its start included: a jump keeps the parity of both
/// the file and the rank, so a chain only ever lands on the 16 squares of its start's class.
pub const MAX_PATH: usize = 16;

const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

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

/// The squares of a chain of jumps: its start, then every landing square in order (2 to
/// [`MAX_PATH`] squares). Fixed-size so that a [`Move`] stays `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Square>", try_from = "Vec<Square>")]
pub struct Path {
    len: u8,
    squares: [Square; MAX_PATH],
}

impl Path {
    const EMPTY: Square = Square::new(0, 0);

    fn starting_at(start: Square) -> Path {
        let mut squares = [Path::EMPTY; MAX_PATH];
        squares[0] = start;
        Path { len: 1, squares }
    }

    /// A path through these squares, if there are 2 to [`MAX_PATH`] of them.
    pub fn new(squares: &[Square]) -> Option<Path> {
        if !(2..=MAX_PATH).contains(&squares.len()) {
            return None;
        }
        let mut path = Path::starting_at(squares[0]);
        for &sq in &squares[1..] {
            path.push(sq);
        }
        Some(path)
    }

    fn push(&mut self, sq: Square) {
        self.squares[self.len as usize] = sq;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
        self.squares[self.len as usize] = Path::EMPTY;
    }

    /// Every square, the start first.
    pub fn squares(&self) -> &[Square] {
        &self.squares[..self.len as usize]
    }

    pub fn start(&self) -> Square {
        self.squares[0]
    }

    pub fn end(&self) -> Square {
        self.squares[self.len as usize - 1]
    }
}

impl From<Path> for Vec<Square> {
    fn from(path: Path) -> Vec<Square> {
        path.squares().to_vec()
    }
}

impl TryFrom<Vec<Square>> for Path {
    type Error = String;

    fn try_from(squares: Vec<Square>) -> Result<Path, String> {
        Path::new(&squares).ok_or_else(|| format!("a path has 2 to {MAX_PATH} squares"))
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

    fn steps_of(&self, side: Side, out: &mut Vec<Move>) {
        let occupied = self.occupied();
        for from in squares(self.free(side)) {
            for dir in DIRECTIONS {
                if let Some(to) = offset(from, dir) {
                    if occupied & bit(to) == 0 && !self.is_back_and_forth(side, from, to) {
                        out.push(Move::Step { from, to });
                    }
                }
            }
            if R::JUMPS {
                let own = self.board[side.index()] & !bit(from);
                let occupied = occupied & !bit(from);
                let mut path = Path::starting_at(from);
                self.jumps(side, own, occupied, &mut path, bit(from), out);
            }
        }
    }

    /// Every chain that continues `path`: a jump over an own piece (held or not) to an empty
    /// square not yet visited by the chain (`visited`, its start included).
    fn jumps(
        &self,
        side: Side,
        own: u64,
        occupied: u64,
        path: &mut Path,
        visited: u64,
        out: &mut Vec<Move>,
    ) {
        let at = path.end();
        for dir in DIRECTIONS {
            let Some(over) = offset(at, dir) else {
                continue;
            };
            if own & bit(over) == 0 {
                continue;
            }
            let Some(land) = offset(over, dir) else {
                continue;
            };
            if (occupied | visited) & bit(land) != 0 {
                continue;
            }
            path.push(land);
            if !self.is_back_and_forth(side, path.start(), land) {
                out.push(Move::Jump(*path));
            }
            if (path.len as usize) < MAX_PATH {
                self.jumps(side, own, occupied, path, visited | bit(land), out);
            }
            path.pop();
        }
    }

    fn has_move(&self, side: Side) -> bool {
        let mut moves = Vec::new();
        self.steps_of(side, &mut moves);
        !moves.is_empty()
    }

    /// Free enemy pieces taken by `side`'s piece arriving on `to` (bit mask); `partner` is told
    /// each victim and the other captor.
    fn captured_by(&self, side: Side, to: Square, mut partner: impl FnMut(Square, Square)) -> u64 {
        // Held pieces neither help capture nor are taken again.
        let own = self.free(side);
        let enemy = self.free(side.other());
        let mut taken = 0;
        for dir in DIRECTIONS {
            let Some(victim) = offset(to, dir) else {
                continue;
            };
            if enemy & bit(victim) == 0 {
                continue;
            }
            // Custodial: the enemy is between the arriving piece and another own piece.
            if let Some(beyond) = offset(victim, dir) {
                if own & bit(beyond) != 0 {
                    taken |= bit(victim);
                    partner(victim, beyond);
                }
            } else if is_corner(victim) {
                // Corner: the other orthogonal neighbour of the corner piece is also ours.
                let (df, dr) = dir;
                let turned = [(dr, df), (-dr, -df)];
                for side_dir in turned {
                    if let Some(other) = offset(victim, side_dir) {
                        if other != to && own & bit(other) != 0 {
                            taken |= bit(victim);
                            partner(victim, other);
                        }
                    }
                }
            }
        }
        taken
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
                for pair in path.squares().windows(2) {
                    let (at, land) = (pair[0], pair[1]);
                    let (df, dr) = (
                        land.file as i8 - at.file as i8,
                        land.rank as i8 - at.rank as i8,
                    );
                    let straight = (df.abs() == 2 && dr == 0) || (df == 0 && dr.abs() == 2);
                    if !straight {
                        return Err(Illegal::NotAJump);
                    }
                    let over = Square::new(
                        (at.file as i8 + df / 2) as u8,
                        (at.rank as i8 + dr / 2) as u8,
                    );
                    if own & bit(over) == 0 {
                        return Err(Illegal::NotAJump);
                    }
                    if visited & bit(land) != 0 {
                        return Err(Illegal::JumpRevisits);
                    }
                    if occupied & bit(land) != 0 {
                        return Err(Illegal::Occupied);
                    }
                    visited |= bit(land);
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
}

impl<R: Rules> Game for Ludus<R> {
    type Move = Move;

    fn new() -> Self {
        Ludus::empty(Side::First, [PIECES_PER_SIDE, PIECES_PER_SIDE])
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
        match self.phase() {
            Phase::Placement => {
                moves.extend(squares(!self.occupied()).map(Move::Place));
            }
            Phase::Movement if self.must_remove => {
                let enemy = self.turn.other().index();
                moves.extend(squares(self.held[enemy]).map(Move::Remove));
            }
            Phase::Movement => self.steps_of(self.turn, &mut moves),
        }
        moves
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
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
                if self.occupied() & bit(sq) != 0 {
                    return Err(Illegal::Occupied);
                }
                self.board[me] |= bit(sq);
                self.in_hand[me] -= 1;
            }
            (_, Phase::Placement) => return Err(Illegal::PlacementPhase),
            (Move::Place(_), Phase::Movement) => return Err(Illegal::MovementPhase),
            (Move::Remove(sq), Phase::Movement) => {
                if !self.must_remove {
                    return Err(Illegal::NoRemovalDue);
                }
                if self.held[them] & bit(sq) == 0 {
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
                let (from, to) = self.check_move(side, mv)?;
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

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
        if R::HOLDS {
            if let Some(sq) = text.strip_prefix(['x', 'X']) {
                return Ok(Move::Remove(Square::parse(sq, SIZE, SIZE)?));
            }
        }
        let parts: Vec<&str> = text.split('-').collect();
        if parts.len() > 2 && R::JUMPS && parts.len() <= MAX_PATH {
            let squares = parts
                .iter()
                .map(|p| Square::parse(p, SIZE, SIZE))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Move::Jump(
                Path::new(&squares).expect("2 to MAX_PATH squares"),
            ));
        }
        match parts.as_slice() {
            [sq] => Ok(Move::Place(Square::parse(sq, SIZE, SIZE)?)),
            [from, to] => {
                let from = Square::parse(from, SIZE, SIZE)?;
                let to = Square::parse(to, SIZE, SIZE)?;
                let adjacent = from.file.abs_diff(to.file) + from.rank.abs_diff(to.rank) == 1;
                if R::JUMPS && !adjacent {
                    Ok(Move::Jump(Path::new(&[from, to]).expect("two squares")))
                } else {
                    Ok(Move::Step { from, to })
                }
            }
            _ => Err(ParseError::Unrecognised(text.to_lowercase())),
        }
    }

    fn format_move(&self, mv: &Move) -> String {
        match mv {
            Move::Place(sq) => sq.to_string(),
            Move::Step { from, to } => format!("{from}-{to}"),
            Move::Jump(path) => path
                .squares()
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("-"),
            Move::Remove(sq) => format!("x{sq}"),
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

    fn sqs(names: &str) -> Vec<Square> {
        names.split_whitespace().map(sq).collect()
    }

    fn step(game: &mut Latrunculi, text: &str) -> Result<(), Illegal> {
        let mv = game.parse_move(text).expect("well-formed");
        game.play(&mv)
    }

    /// A position in phase 2 with plenty of pieces so no end condition fires by accident.
    /// `extra_first`/`extra_second` are added to filler pieces kept far away on ranks 1 and 8.
    fn position(first: &str, second: &str, turn: Side) -> Latrunculi {
        let mut a = sqs(first);
        a.extend(sqs("a1 c1 e1 g1"));
        let mut b = sqs(second);
        b.extend(sqs("b8 d8 f8 h8"));
        Latrunculi::from_squares(&a, &b, turn)
    }

    #[test]
    fn the_board_starts_empty_with_twenty_pieces_in_hand_and_white_places_first() {
        let game = Latrunculi::new();
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert_eq!(game.phase(), Phase::Placement);
        assert_eq!(game.in_hand(Side::First), 20);
        assert_eq!(game.in_hand(Side::Second), 20);
        assert_eq!(game.legal_moves().len(), 64);
    }

    #[test]
    fn placement_alternates_on_empty_squares_and_captures_nothing() {
        let mut game = Latrunculi::new();
        // White d4, black d5, white d6: d5 is now between two white pieces, yet stays.
        for mv in ["d4", "d5", "d6"] {
            step(&mut game, mv).unwrap();
        }
        assert_eq!(game.piece_at(sq("d5")), Some(Side::Second));
        assert_eq!(game.captures(Side::First), 0);
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
        assert_eq!(step(&mut game, "d4"), Err(Illegal::Occupied));
        assert_eq!(step(&mut game, "d5-e5"), Err(Illegal::PlacementPhase));
        assert_eq!(game.legal_moves().len(), 61);
    }

    #[test]
    fn phase_two_starts_when_all_forty_are_down_and_even_the_last_placement_takes_nothing() {
        let mut game = Latrunculi::new();
        // Fill ranks 1-5 (40 squares) alternately, then check phase and turn.
        let all: Vec<Square> = (0..40)
            .map(|i| crate::games::grid::square_of(i as u32))
            .collect();
        for (i, s) in all.iter().enumerate() {
            assert_eq!(game.phase(), Phase::Placement, "placement {i}");
            game.play(&Move::Place(*s)).unwrap();
        }
        assert_eq!(game.phase(), Phase::Movement);
        assert_eq!(game.captures(Side::First) + game.captures(Side::Second), 0);
        assert_eq!(game.on_board(Side::First), 20);
        assert_eq!(game.on_board(Side::Second), 20);
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert_eq!(step(&mut game, "a6"), Err(Illegal::MovementPhase));
        // Only rank-5 pieces can move (up): white owns a5, c5, e5, g5.
        let mut moves = game.legal_moves();
        moves.sort_by_key(|m| format!("{m:?}"));
        assert_eq!(moves.len(), 4);
    }

    #[test]
    fn a_piece_steps_one_square_orthogonally_to_an_empty_square() {
        let mut game = position("d4", "", Side::First);
        assert_eq!(step(&mut game.clone(), "d4-e5"), Err(Illegal::NotAStep));
        assert_eq!(step(&mut game.clone(), "d4-d6"), Err(Illegal::NotAStep));
        assert_eq!(step(&mut game.clone(), "d5-d6"), Err(Illegal::NotYourPiece));
        assert_eq!(step(&mut game.clone(), "b8-b7"), Err(Illegal::NotYourPiece));
        assert_eq!(step(&mut game.clone(), "a1-c1"), Err(Illegal::NotAStep));
        assert_eq!(step(&mut game.clone(), "c1-d1"), Ok(()));
        let d4: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .filter(|t| t.starts_with("d4"))
            .collect();
        assert_eq!(d4.len(), 4);
        step(&mut game, "d4-d5").unwrap();
        assert_eq!(game.piece_at(sq("d5")), Some(Side::First));
        assert_eq!(game.piece_at(sq("d4")), None);
        let mut game = position("d4", "d5", Side::First);
        assert_eq!(step(&mut game, "d4-d5"), Err(Illegal::Occupied));
    }

    #[test]
    fn a_piece_may_not_go_straight_back_to_the_square_it_left_on_its_previous_turn() {
        let mut game = position("d4", "", Side::First);
        step(&mut game, "d4-d5").unwrap();
        step(&mut game, "b8-b7").unwrap();
        assert_eq!(step(&mut game.clone(), "d5-d4"), Err(Illegal::BackAndForth));
        assert!(!game.legal_moves().contains(&Move::Step {
            from: sq("d5"),
            to: sq("d4")
        }));
        // Any other move is fine, and after another own move the way back is open again.
        step(&mut game, "d5-e5").unwrap();
        step(&mut game, "b7-b6").unwrap();
        step(&mut game, "e5-e6").unwrap();
        step(&mut game, "b6-b5").unwrap();
        step(&mut game, "e6-d6").unwrap();
        step(&mut game, "b5-b4").unwrap();
        assert_eq!(step(&mut game.clone(), "d6-e6"), Err(Illegal::BackAndForth));
        step(&mut game, "a1-a2").unwrap();
        step(&mut game, "b4-b3").unwrap();
        assert_eq!(step(&mut game, "d6-e6"), Ok(()));
    }

    #[test]
    fn the_back_and_forth_rule_binds_only_the_piece_that_moved() {
        let mut game = position("d4 e5", "", Side::First);
        step(&mut game, "d4-d5").unwrap();
        step(&mut game, "b8-b7").unwrap();
        // e5 may go to e4 — a different piece and a different square.
        assert_eq!(step(&mut game.clone(), "e5-e4"), Ok(()));
    }

    #[test]
    fn a_piece_flanked_on_a_rank_or_file_is_taken_and_leaves_the_board() {
        // White moves c3-c4: d4 (black) is between c4 and e4 (white).
        let mut game = position("c3 e4", "d4", Side::First);
        step(&mut game, "c3-c4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.captures(Side::First), 1);
        assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
        // On a file too.
        let mut game = position("d2 e6", "e5", Side::First);
        step(&mut game, "d2-d3").unwrap();
        assert_eq!(game.piece_at(sq("e5")), Some(Side::Second));
        let mut game = position("e3 e6", "e5", Side::First);
        step(&mut game, "e3-e4").unwrap();
        assert_eq!(game.piece_at(sq("e5")), None);
    }

    #[test]
    fn captures_are_orthogonal_only() {
        // d4 black, c3 and e5 white diagonal: moving into a diagonal flank takes nothing.
        let mut game = position("c2 e5", "d4", Side::First);
        step(&mut game, "c2-c3").unwrap();
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    }

    #[test]
    fn two_pieces_are_taken_at_once_and_both_leave_the_board() {
        // White to e4: black d4 (with c4 white) and e5 (with e6 white) are both flanked.
        let mut game = position("c4 e6 f4", "d4 e5", Side::First);
        step(&mut game, "f4-e4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.piece_at(sq("e5")), None);
        assert_eq!(game.captures(Side::First), 2);
        assert_eq!(game.last_action().unwrap().captured.count_ones(), 2);
    }

    #[test]
    fn a_line_of_two_enemies_is_not_taken() {
        let mut game = position("b4 e3", "c4 d4", Side::First);
        step(&mut game, "e3-e4").unwrap();
        assert_eq!(game.piece_at(sq("c4")), Some(Side::Second));
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    }

    #[test]
    fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
        // Black h1; white g1 already there, white moves h3-h2.
        let mut game =
            Latrunculi::from_squares(&sqs("g1 h3 a8 c8 e8"), &sqs("h1 b5 d5 f5"), Side::First);
        step(&mut game, "h3-h2").unwrap();
        assert_eq!(game.piece_at(sq("h1")), None);
        assert_eq!(game.captures(Side::First), 1);
        // The other way round: h2 already there, arrive on g1.
        let mut game =
            Latrunculi::from_squares(&sqs("f1 h2 a8 c8 e8"), &sqs("h1 b5 d5 f5"), Side::First);
        step(&mut game, "f1-g1").unwrap();
        assert_eq!(game.piece_at(sq("h1")), None);
        // One neighbour alone does not take.
        let mut game =
            Latrunculi::from_squares(&sqs("f1 a3 c8 e8"), &sqs("a8 b5 d5 f5"), Side::First);
        step(&mut game, "f1-g1").unwrap();
        step(&mut game, "b5-b4").unwrap();
        step(&mut game, "c8-b8").unwrap();
        assert_eq!(game.piece_at(sq("a8")), Some(Side::Second));
        step(&mut game, "b4-b3").unwrap();
        step(&mut game, "a3-a4").unwrap();
        step(&mut game, "b3-b2").unwrap();
        step(&mut game, "a4-a5").unwrap();
        step(&mut game, "d5-d4").unwrap();
        step(&mut game, "a5-a6").unwrap();
        step(&mut game, "d4-d3").unwrap();
        step(&mut game, "a6-a7").unwrap();
        assert_eq!(game.piece_at(sq("a8")), None, "b8 and a7 take the corner");
    }

    #[test]
    fn a_piece_on_an_edge_square_is_not_taken_against_the_edge() {
        // Black a4 with white on b4: the board's edge is not a captor.
        let mut game = position("c4 a2", "a4", Side::First);
        step(&mut game, "c4-b4").unwrap();
        assert_eq!(game.piece_at(sq("a4")), Some(Side::Second));
        // But along the edge it is: a3 and a5.
        let mut game = position("a3 b5", "a4", Side::First);
        step(&mut game, "b5-a5").unwrap();
        assert_eq!(game.piece_at(sq("a4")), None);
    }

    #[test]
    fn moving_between_two_enemies_is_safe() {
        // Black steps into d4 between white c4 and e4: not taken ("le suicide est impossible").
        let mut game = position("c4 e4", "d5", Side::Second);
        step(&mut game, "d5-d4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
        assert_eq!(game.captures(Side::First), 0);
        // Moving in between two enemies can itself capture one of them.
        let mut game = position("c4 e4", "d5 b4", Side::Second);
        step(&mut game, "d5-d4").unwrap();
        assert_eq!(game.piece_at(sq("c4")), None, "c4 is between b4 and d4");
        assert_eq!(game.piece_at(sq("e4")), Some(Side::First));
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
    }

    #[test]
    fn a_capture_needs_the_moving_piece_as_one_of_the_two_captors() {
        // Black d4 sits between white c4 and e4 already (it moved in safely); a white move
        // elsewhere does not take it afterwards.
        let mut game = position("c4 e4 g3", "d5", Side::Second);
        step(&mut game, "d5-d4").unwrap();
        step(&mut game, "g3-g4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
        // But a captor that leaves and comes back does take it.
        for (white, black) in [("e4-e3", "h8-h7"), ("e3-f3", "h7-h6"), ("f3-f4", "h6-h5")] {
            step(&mut game, black).unwrap();
            step(&mut game, white).unwrap();
        }
        step(&mut game, "h5-h4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
        step(&mut game, "f4-e4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
    }

    #[test]
    fn the_game_ends_when_a_side_has_one_piece_left_and_more_captures_win() {
        // Black has two pieces: d4 and h8; white takes d4.
        let mut game = Latrunculi::from_squares(&sqs("c4 e3 a1"), &sqs("d4 h8"), Side::First)
            .with_captures([17, 15]);
        assert_eq!(game.outcome(), None);
        step(&mut game, "e3-e4").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::OnePieceLeft(Side::Second)
            })
        );
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
        assert_eq!(step(&mut game, "a1-a2"), Err(Illegal::GameOver));
    }

    #[test]
    fn a_side_that_cannot_move_ends_the_game_and_captures_decide() {
        // Black a8 hemmed in by white a7 and b8... which would be a corner capture, so use
        // pieces that block without capturing: black a8 and b8, white a7 b7 c8.
        let game = Latrunculi::from_squares(&sqs("a7 b7 c8 h1 g1 f1"), &sqs("a8 b8"), Side::Second)
            .with_captures([18, 14]);
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::Blocked(Side::Second)
            })
        );
        // Equal captures: a draw.
        let game = game.with_captures([3, 3]);
        assert_eq!(game.outcome().unwrap().winner, None);
        let game = game.with_captures([3, 4]);
        assert_eq!(game.outcome().unwrap().winner, Some(Side::Second));
    }

    #[test]
    fn a_side_blocked_only_by_the_back_and_forth_rule_is_blocked() {
        // Black d7 can only go to d8; black a1 is walled in by white a2 and b1.
        let mut game =
            Latrunculi::from_squares(&sqs("c8 e8 c7 e7 d6 a2 b1 h1"), &sqs("d7 a1"), Side::Second)
                .with_captures([18, 12]);
        step(&mut game, "d7-d8").unwrap();
        assert_eq!(
            game.piece_at(sq("d8")),
            Some(Side::Second),
            "moved in safely"
        );
        step(&mut game, "h1-h2").unwrap();
        // Black's only step, d8-d7, is the way straight back.
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::Blocked(Side::Second)
            })
        );
    }

    #[test]
    fn fifty_moves_a_side_without_a_capture_end_the_game() {
        // Two lone groups walking round in squares far apart never capture.
        let mut game = Latrunculi::from_squares(&sqs("a1 c1 e1"), &sqs("a8 c8 e8"), Side::First);
        let white = ["a1-a2", "a2-b2", "b2-b1", "b1-a1"];
        let black = ["a8-a7", "a7-b7", "b7-b8", "b8-a8"];
        let mut played = 0;
        while game.outcome().is_none() {
            let mv = if played % 2 == 0 {
                white[(played / 2) % 4]
            } else {
                black[(played / 2) % 4]
            };
            step(&mut game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            played += 1;
        }
        assert_eq!(played, NO_CAPTURE_LIMIT as usize);
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::NoCaptureLimit
            })
        );
    }

    #[test]
    fn a_capture_resets_the_no_capture_count() {
        let mut game = position("c3 e4", "d4", Side::First);
        game.quiet = 99;
        step(&mut game, "c3-c4").unwrap();
        assert_eq!(game.moves_without_capture(), 0);
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn move_text_reads_any_case_and_prints_lower_case() {
        let game = Latrunculi::new();
        let mv = game.parse_move(" D4-D5 ").unwrap();
        assert_eq!(
            mv,
            Move::Step {
                from: sq("d4"),
                to: sq("d5")
            }
        );
        assert_eq!(game.format_move(&mv), "d4-d5");
        assert_eq!(game.parse_move("h8"), Ok(Move::Place(sq("h8"))));
        assert!(matches!(
            game.parse_move("d4-d5-d6"),
            Err(ParseError::Unrecognised(_))
        ));
        assert!(matches!(
            game.parse_move("z9"),
            Err(ParseError::OffBoard(_))
        ));
        assert!(matches!(
            game.parse_move("hello"),
            Err(ParseError::NotASquare(_))
        ));
        assert_eq!(game.parse_move("  "), Err(ParseError::Empty));
        assert!(game.parse_move("d4-").is_err());
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut game = position("d4", "d5", Side::First);
        let before = game.clone();
        for bad in ["d4-d5", "d4-f4", "e4-e5", "d4"] {
            assert!(step(&mut game, bad).is_err(), "{bad}");
            assert_eq!(game, before);
        }
    }

    #[test]
    fn a_thousand_seeded_random_games_all_end_and_obey_the_contract() {
        let games = random_playouts::<Latrunculi>(1000, 5000);
        assert_eq!(games.len(), 1000);
        let decisive = games
            .iter()
            .filter(|g| g.outcome().unwrap().winner.is_some())
            .count();
        // Random play should produce both results and more than one kind of ending.
        assert!(decisive > 0 && decisive < 1000, "decisive: {decisive}");
        let reasons: std::collections::HashSet<_> = games
            .iter()
            .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
            .collect();
        assert!(reasons.len() >= 2, "only {reasons:?}");
    }
}

/// The Seneca rules: everything above holds for both variants (the Piso tests pin it); these pin
/// what Seneca adds, one test per sentence of the text and per decision (see
/// `docs/rules/latrunculi-seneca.md`).
#[cfg(test)]
mod seneca_tests {
    use super::*;
    use crate::games::tests::random_playouts;

    fn sq(name: &str) -> Square {
        Square::parse(name, SIZE, SIZE).unwrap()
    }

    fn sqs(names: &str) -> Vec<Square> {
        names.split_whitespace().map(sq).collect()
    }

    fn mask(names: &str) -> u64 {
        sqs(names).into_iter().fold(0, |m, s| m | bit(s))
    }

    fn play(game: &mut LatrunculiSeneca, text: &str) -> Result<(), Illegal> {
        let mv = game.parse_move(text).expect("well-formed");
        game.play(&mv)
    }

    fn texts(game: &LatrunculiSeneca) -> Vec<String> {
        let mut moves: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .collect();
        moves.sort();
        moves
    }

    /// A Seneca position in phase 2 with filler pieces far away on ranks 1 and 8.
    fn seneca(first: &str, second: &str, turn: Side) -> LatrunculiSeneca {
        let mut a = sqs(first);
        a.extend(sqs("a1 c1 e1 g1"));
        let mut b = sqs(second);
        b.extend(sqs("b8 d8 f8 h8"));
        LatrunculiSeneca::from_squares(&a, &b, turn)
    }

    #[test]
    fn seneca_starts_like_piso_with_an_empty_board_and_white_placing_first() {
        let mut game = LatrunculiSeneca::new();
        assert_eq!(game.variant(), Variant::LatrunculiSeneca);
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert_eq!(game.legal_moves().len(), 64);
        // Placement captures nothing, even with own pieces to jump over later.
        for mv in ["d4", "d5", "d6", "e5", "c5"] {
            play(&mut game, mv).unwrap();
        }
        assert_eq!(game.piece_at(sq("d5")), Some(Side::Second));
        assert!(!game.is_held(sq("d5")));
        assert_eq!(game.captures(Side::First), 0);
        assert_eq!(play(&mut game, "d4-d6"), Err(Illegal::PlacementPhase));
        assert_eq!(play(&mut game, "xd5"), Err(Illegal::PlacementPhase));
    }

    #[test]
    fn a_piece_may_jump_over_its_own_piece_to_the_empty_square_beyond() {
        let game = seneca("d4 d5", "e4 e3", Side::First);
        let moves = texts(&game);
        assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
        assert_eq!(play(&mut game.clone(), "d4-d6"), Ok(()));
        // Not over an enemy, not over an empty square, not two squares, not onto a piece.
        assert_eq!(play(&mut game.clone(), "d4-f4"), Err(Illegal::NotAJump));
        assert_eq!(play(&mut game.clone(), "d4-b4"), Err(Illegal::NotAJump));
        assert_eq!(play(&mut game.clone(), "d5-f5"), Err(Illegal::NotAJump));
        assert_eq!(play(&mut game.clone(), "d4-e6"), Err(Illegal::NotAJump));
        assert_eq!(play(&mut game.clone(), "d4-d7"), Err(Illegal::NotAJump));
        // A step then a jump is not one move.
        assert_eq!(play(&mut game.clone(), "d4-c4-c6"), Err(Illegal::NotAJump));
        let blocked = seneca("d4 d5 d6", "", Side::First);
        assert_eq!(play(&mut blocked.clone(), "d4-d6"), Err(Illegal::Occupied));
        // One step remains a move of its own.
        assert_eq!(play(&mut game.clone(), "d4-c4"), Ok(()));
    }

    #[test]
    fn jumps_chain_in_one_move_and_may_stop_after_any_jump() {
        let mut game = seneca("d4 d5 e6", "", Side::First);
        let moves = texts(&game);
        assert!(moves.contains(&"d4-d6".to_string()), "{moves:?}");
        assert!(moves.contains(&"d4-d6-f6".to_string()), "{moves:?}");
        play(&mut game, "d4-d6-f6").unwrap();
        assert_eq!(game.piece_at(sq("f6")), Some(Side::First));
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.piece_at(sq("d6")), None);
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    }

    #[test]
    fn a_chain_never_lands_twice_on_a_square_nor_on_its_start() {
        // d4 can jump round the ring d5, e6, f5, e4 and come back.
        let game = seneca("d4 d5 e6 f5 e4", "", Side::First);
        assert_eq!(play(&mut game.clone(), "d4-d6-f6-f4"), Ok(()));
        assert_eq!(
            play(&mut game.clone(), "d4-d6-f6-f4-d4"),
            Err(Illegal::JumpRevisits)
        );
        assert_eq!(
            play(&mut game.clone(), "d4-d6-f6-f4-f6"),
            Err(Illegal::JumpRevisits)
        );
        for mv in game.legal_moves() {
            if let Move::Jump(path) = mv {
                let mut seen = path.squares().to_vec();
                seen.sort();
                seen.dedup();
                assert_eq!(seen.len(), path.squares().len(), "{mv:?}");
            }
        }
    }

    #[test]
    fn captures_are_checked_once_where_the_move_ends() {
        // d2-d4 would flank c4 against b4; going on to d6 takes nothing.
        let game = seneca("d2 d3 d5 b4", "c4", Side::First);
        let mut stop = game.clone();
        play(&mut stop, "d2-d4").unwrap();
        assert!(stop.is_held(sq("c4")));
        let mut on = game.clone();
        play(&mut on, "d2-d4-d6").unwrap();
        assert!(!on.is_held(sq("c4")));
        assert_eq!(on.captures(Side::First), 0);
        assert_eq!(on.last_action().unwrap().captured, 0);
    }

    #[test]
    fn the_back_and_forth_rule_applies_to_jumps_too() {
        let mut game = seneca("d4 d5", "", Side::First);
        play(&mut game, "d4-d6").unwrap();
        play(&mut game, "b8-b7").unwrap();
        assert_eq!(play(&mut game.clone(), "d6-d4"), Err(Illegal::BackAndForth));
        assert!(!texts(&game).contains(&"d6-d4".to_string()));
        assert_eq!(play(&mut game.clone(), "d6-d7"), Ok(()));
    }

    #[test]
    fn a_taken_piece_is_held_on_the_board_not_removed() {
        let mut game = seneca("c3 e4", "d4", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(
            game.piece_at(sq("d4")),
            Some(Side::Second),
            "still on the board"
        );
        assert!(game.is_held(sq("d4")));
        assert_eq!(game.held_pieces(Side::Second), bit(sq("d4")));
        assert_eq!(
            game.holds(),
            &[Hold {
                victim: sq("d4"),
                captors: [sq("c4"), sq("e4")]
            }]
        );
        assert_eq!(game.captures(Side::First), 1);
        assert_eq!(game.on_board(Side::Second), 5);
        assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
        // Nothing to remove for black: the removal is white's, at white's next turn.
        assert!(!game.removal_due());
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
    }

    #[test]
    fn a_corner_piece_is_held_by_enemies_on_its_two_neighbours() {
        let mut game = LatrunculiSeneca::from_squares(
            &sqs("g1 h3 a8 c8 e8"),
            &sqs("h1 b5 d5 f5"),
            Side::First,
        );
        play(&mut game, "h3-h2").unwrap();
        assert!(game.is_held(sq("h1")));
        assert_eq!(game.holds()[0].captors, [sq("h2"), sq("g1")]);
    }

    #[test]
    fn the_capturer_must_remove_a_held_piece_at_the_start_of_its_next_turn_then_move() {
        let mut game = seneca("c3 e4", "d4", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(play(&mut game.clone(), "xd4"), Err(Illegal::NoRemovalDue));
        play(&mut game, "b8-b7").unwrap();
        assert!(game.removal_due());
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert_eq!(texts(&game), ["xd4"]);
        assert_eq!(play(&mut game.clone(), "c4-c5"), Err(Illegal::RemovalDue));
        assert_eq!(play(&mut game.clone(), "xe4"), Err(Illegal::NotHeld));
        assert_eq!(play(&mut game.clone(), "xb7"), Err(Illegal::NotHeld));
        play(&mut game, "xd4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.captures(Side::First), 1, "removed now, still counted");
        assert!(game.holds().is_empty());
        // The same player now moves, then it is black's turn with nothing to remove.
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert!(!game.removal_due());
        assert_eq!(play(&mut game.clone(), "xd4"), Err(Illegal::NoRemovalDue));
        play(&mut game, "c4-c5").unwrap();
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
        assert!(!game.removal_due());
    }

    #[test]
    fn with_two_held_pieces_the_capturer_chooses_one_and_removes_the_other_next_turn() {
        // f4-e4 flanks d4 (against c4) and e5 (against e6) at once.
        let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
        play(&mut game, "f4-e4").unwrap();
        assert_eq!(game.held_pieces(Side::Second), mask("d4 e5"));
        assert_eq!(game.captures(Side::First), 2);
        play(&mut game, "b8-b7").unwrap();
        assert_eq!(texts(&game), ["xd4", "xe5"]);
        play(&mut game, "xe5").unwrap();
        assert_eq!(game.piece_at(sq("e5")), None);
        assert!(game.is_held(sq("d4")), "the other waits");
        play(&mut game, "a1-a2").unwrap();
        play(&mut game, "b7-b6").unwrap();
        assert_eq!(texts(&game), ["xd4"]);
        play(&mut game, "xd4").unwrap();
        assert_eq!(game.captures(Side::First), 2);
        assert_eq!(game.on_board(Side::Second), 4);
    }

    #[test]
    fn a_captor_moving_away_frees_the_held_piece() {
        let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
        play(&mut game, "f4-e4").unwrap();
        play(&mut game, "b8-b7").unwrap();
        play(&mut game, "xd4").unwrap();
        // e4 holds e5 (with e6); it steps away.
        play(&mut game, "e4-e3").unwrap();
        assert!(!game.is_held(sq("e5")));
        assert_eq!(game.last_action().unwrap().freed, bit(sq("e5")));
        assert_eq!(
            game.captures(Side::First),
            1,
            "a freed piece no longer counts"
        );
        // Black has nothing to remove and the freed piece moves again.
        assert!(!game.removal_due());
        assert!(texts(&game).contains(&"e5-e4".to_string()));
        play(&mut game, "b7-b6").unwrap();
        assert!(!game.removal_due(), "white has nothing left to remove");
    }

    #[test]
    fn taking_a_captor_frees_the_held_piece_at_once() {
        // White takes d4 with c4 and e4; black then takes e4 (e3 against e5): d4 is freed.
        let mut game = seneca("c3 e4", "d4 e5 e2", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert!(game.is_held(sq("d4")));
        play(&mut game, "e2-e3").unwrap();
        assert!(game.is_held(sq("e4")));
        assert!(
            !game.is_held(sq("d4")),
            "freed the moment its captor is taken"
        );
        let last = game.last_action().unwrap();
        assert_eq!(last.captured, bit(sq("e4")));
        assert_eq!(last.freed, bit(sq("d4")));
        assert_eq!(game.captures(Side::First), 0);
        assert_eq!(game.captures(Side::Second), 1);
        // White has nothing to remove; black removes e4 at its next turn.
        assert!(!game.removal_due());
        play(&mut game, "a1-a2").unwrap();
        assert_eq!(texts(&game), ["xe4"]);
    }

    #[test]
    fn a_freed_piece_moves_and_helps_capture_again() {
        let mut game = seneca("c3 e4", "d4 e5 e2 b5", Side::First);
        play(&mut game, "c3-c4").unwrap();
        play(&mut game, "e2-e3").unwrap();
        play(&mut game, "a1-a2").unwrap();
        play(&mut game, "xe4").unwrap();
        assert!(texts(&game).contains(&"d4-d3".to_string()));
        // b5-b4 flanks c4 against the freed d4.
        play(&mut game, "b5-b4").unwrap();
        assert!(game.is_held(sq("c4")));
        assert_eq!(game.holds()[0].captors, [sq("b4"), sq("d4")]);
    }

    #[test]
    fn a_held_piece_cannot_move_nor_help_capture() {
        let mut game = seneca("c3 e4", "d4 g4", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert!(!texts(&game).iter().any(|m| m.starts_with("d4")));
        assert_eq!(play(&mut game.clone(), "d4-d3"), Err(Illegal::PieceHeld));
        assert_eq!(play(&mut game.clone(), "d4-d5"), Err(Illegal::PieceHeld));
        // g4-f4 would flank e4 against d4, but d4 is held.
        play(&mut game, "g4-f4").unwrap();
        assert_eq!(game.piece_at(sq("e4")), Some(Side::First));
        assert!(!game.is_held(sq("e4")));
        assert_eq!(game.captures(Side::Second), 0);
    }

    #[test]
    fn own_pieces_may_jump_over_a_held_piece_of_their_side() {
        let mut game = seneca("c3 e4", "d4 d5", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert!(game.is_held(sq("d4")));
        assert!(texts(&game).contains(&"d5-d3".to_string()));
        play(&mut game, "d5-d3").unwrap();
        assert_eq!(game.piece_at(sq("d3")), Some(Side::Second));
        // The enemy may not: a jump is over one's own pieces only.
        let mut white = seneca("c3 e4 d2", "d4 d3", Side::First);
        play(&mut white, "c3-c4").unwrap();
        play(&mut white, "b8-b7").unwrap();
        play(&mut white, "xd4").unwrap();
        assert_eq!(play(&mut white.clone(), "d2-d4"), Err(Illegal::NotAJump));
    }

    #[test]
    fn a_held_piece_is_taken_by_one_pair_and_a_second_flank_changes_nothing() {
        // c4 takes d4 (against e4) and c5 (against c6) at once.
        let mut game = seneca("c3 e4 c6 d5 d2", "d4 c5 a5", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.held_pieces(Side::Second), mask("d4 c5"));
        play(&mut game, "a5-a4").unwrap();
        play(&mut game, "xc5").unwrap();
        // d2-d3 flanks the held d4 a second time (against d5): nothing new is taken.
        play(&mut game, "d2-d3").unwrap();
        assert_eq!(game.last_action().unwrap().captured, 0);
        assert_eq!(
            game.holds(),
            &[Hold {
                victim: sq("d4"),
                captors: [sq("c4"), sq("e4")]
            }]
        );
        assert_eq!(game.captures(Side::First), 2);
    }

    #[test]
    fn a_side_s_captures_are_the_pieces_it_removed_plus_those_it_still_holds() {
        let mut game = seneca("c4 e6 f4", "d4 e5", Side::First);
        assert_eq!(game.captures(Side::First), 0);
        play(&mut game, "f4-e4").unwrap();
        assert_eq!(game.captures(Side::First), 2, "two held");
        play(&mut game, "b8-b7").unwrap();
        play(&mut game, "xd4").unwrap();
        assert_eq!(game.captures(Side::First), 2, "one removed, one held");
        play(&mut game, "e4-e3").unwrap();
        assert_eq!(game.captures(Side::First), 1, "one removed, one freed");
    }

    #[test]
    fn held_pieces_count_as_on_the_board_for_the_single_piece_end() {
        let mut game = LatrunculiSeneca::from_squares(&sqs("c3 e4 a1"), &sqs("d4 h8"), Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.outcome(), None, "the held piece still counts");
        play(&mut game, "h8-h7").unwrap();
        play(&mut game, "xd4").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::OnePieceLeft(Side::Second)
            })
        );
        assert_eq!(game.to_act(), ToAct::Nobody);
    }

    #[test]
    fn a_side_whose_only_free_pieces_cannot_move_is_blocked() {
        // Black's d4 is held and h8 is walled in: after white's capture black cannot move.
        let mut game = LatrunculiSeneca::from_squares(
            &sqs("c3 e4 g8 g7 h6 h5 a1"),
            &sqs("d4 h8 h7"),
            Side::First,
        );
        assert_eq!(game.outcome(), None);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::Blocked(Side::Second)
            })
        );
    }

    #[test]
    fn a_removal_is_not_a_move_for_the_fifty_move_guard() {
        let mut game = seneca("c3 e4", "d4", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.moves_without_capture(), 0);
        play(&mut game, "b8-b7").unwrap();
        play(&mut game, "xd4").unwrap();
        assert_eq!(game.moves_without_capture(), 1);
        play(&mut game, "a1-a2").unwrap();
        assert_eq!(game.moves_without_capture(), 2);
    }

    #[test]
    fn moving_or_jumping_between_two_enemies_is_safe() {
        let mut game = seneca("c4 e4", "d6 d5", Side::Second);
        play(&mut game, "d6-d4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), Some(Side::Second));
        assert!(!game.is_held(sq("d4")));
        assert_eq!(game.captures(Side::First), 0);
    }

    #[test]
    fn seneca_move_text_reads_jumps_chains_and_removals() {
        let game = LatrunculiSeneca::new();
        let chain = game.parse_move(" D4-D6-F6 ").unwrap();
        assert_eq!(chain, Move::Jump(Path::new(&sqs("d4 d6 f6")).unwrap()));
        assert_eq!(game.format_move(&chain), "d4-d6-f6");
        let jump = game.parse_move("d4-d6").unwrap();
        assert_eq!(jump, Move::Jump(Path::new(&sqs("d4 d6")).unwrap()));
        assert_eq!(game.format_move(&jump), "d4-d6");
        assert_eq!(
            game.parse_move("d4-d5"),
            Ok(Move::Step {
                from: sq("d4"),
                to: sq("d5")
            })
        );
        let removal = game.parse_move("Xd5").unwrap();
        assert_eq!(removal, Move::Remove(sq("d5")));
        assert_eq!(game.format_move(&removal), "xd5");
        assert!(game.parse_move("x").is_err());
        assert!(game.parse_move("xz9").is_err());
        assert!(game.parse_move("d4-d6-").is_err());
        let too_long = vec!["a1"; MAX_PATH + 1].join("-");
        assert!(matches!(
            game.parse_move(&too_long),
            Err(ParseError::Unrecognised(_))
        ));
    }

    #[test]
    fn in_piso_a_jump_is_refused_and_a_taken_piece_leaves_at_once() {
        let mut piso =
            Latrunculi::from_squares(&sqs("d4 d5 c3 e4 a1 c1"), &sqs("h4 b8 d8 f8"), Side::First);
        assert!(piso.parse_move("d4-d6-f6").is_err());
        assert!(piso.parse_move("xd5").is_err());
        assert_eq!(
            piso.play(&Move::Step {
                from: sq("d4"),
                to: sq("d6")
            }),
            Err(Illegal::NotAStep)
        );
        assert_eq!(
            piso.play(&Move::Jump(Path::new(&sqs("d4 d6")).unwrap())),
            Err(Illegal::NotAStep)
        );
        assert_eq!(
            piso.play(&Move::Remove(sq("h4"))),
            Err(Illegal::NoRemovalDue)
        );
        let piso = Latrunculi::from_squares(&sqs("c3 e4 a1"), &sqs("d4 h8 b8"), Side::First);
        let mut piso = piso;
        piso.play(&Move::Step {
            from: sq("c3"),
            to: sq("c4"),
        })
        .unwrap();
        assert_eq!(piso.piece_at(sq("d4")), None);
        assert_eq!(piso.held_pieces(Side::Second), 0);
    }

    #[test]
    fn a_piso_game_stored_before_seneca_reads_back_unchanged() {
        // The JSON of a Piso game as stored by the version without Seneca.
        let stored = r#"{"variant":"latrunculi-piso","state":{"board":[524300,2251799813685248],"turn":"Second","in_hand":[0,0],"captures":[1,0],"last_step":[{"0":null},null],"quiet":0,"last":{"side":"First","mv":{"Step":{"from":{"file":2,"rank":2},"to":{"file":3,"rank":2}}},"captured":16},"outcome":null}}"#;
        let stored = stored.replace(
            r#"{"0":null}"#,
            r#"[{"file":2,"rank":2},{"file":3,"rank":2}]"#,
        );
        let game: crate::games::AnyGame = serde_json::from_str(&stored).unwrap();
        let g = game.as_latrunculi().expect("a Piso game");
        assert_eq!(g.captures(Side::First), 1);
        assert_eq!(g.held_pieces(Side::Second), 0);
        assert!(!g.removal_due());
        let back: serde_json::Value = serde_json::to_value(&game).unwrap();
        let before: serde_json::Value = serde_json::from_str(&stored).unwrap();
        assert_eq!(back, before, "Piso JSON is written exactly as before");
        // A Seneca game with held pieces round-trips too.
        let mut seneca = seneca("c3 e4", "d4", Side::First);
        play(&mut seneca, "c3-c4").unwrap();
        play(&mut seneca, "b8-b7").unwrap();
        let json = serde_json::to_string(&seneca).unwrap();
        let again: LatrunculiSeneca = serde_json::from_str(&json).unwrap();
        assert_eq!(again, seneca);
    }

    #[test]
    fn seneca_random_games_all_end_and_obey_the_contract() {
        let games = random_playouts::<LatrunculiSeneca>(200, 5000);
        let decisive = games
            .iter()
            .filter(|g| g.outcome().unwrap().winner.is_some())
            .count();
        assert!(
            decisive > 0 && decisive < games.len(),
            "decisive: {decisive}"
        );
        let reasons: std::collections::HashSet<_> = games
            .iter()
            .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
            .collect();
        assert!(reasons.len() >= 2, "only {reasons:?}");
    }
}
