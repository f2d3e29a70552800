//! Ergo (Invicta, 1977), "le jeu des anciens Romains" (`ergo`).
//!
//! The rules, with every choice made where the text is silent, are in `docs/rules/ergo.md`; each
//! rule has a test below named after it.
//!
//! In short: a 10x9 board, the inner 8x7 *arena* inside a 34-square *outer path* (the ring).
//! Each side has 12 two-faced pieces in reserve: a lion face and a hollow face. Black starts. A
//! turn is one of eight moves: drop a reserve piece (hollow in the arena, lion on the ring); step
//! a hollow arena piece one square orthogonally, a lion arena piece one square any way; slide a
//! ring lion along the ring; step a ring lion into the arena; step an arena piece onto the ring
//! (a hollow piece turns lion as it leaves). Nothing is ever captured. Five of one's own pieces
//! in a line anywhere wins; no move, a third repetition or 100 moves a side is a draw.
//!
//! The board is three 128-bit masks (each side's pieces and the lions), bit `rank * 10 + file`.
//! The repetition rule keeps the hashes of the positions since the last irreversible move (a
//! drop, or a hollow piece turning lion): no earlier position can ever come back.

mod position;

use serde::{Deserialize, Serialize};

use super::grid::{ALL_WAYS, ORTHOGONAL};
use super::notation::{ParseError, Square};
#[cfg(test)]
use super::Variant;
use super::{EndReason, Game, Illegal, Outcome, PositionError, Side, ToAct};

/// Board width (files `a`..`j`).
pub const FILES: u8 = 10;
/// Board height (ranks `1`..`9`).
pub const RANKS: u8 = 9;
/// Pieces each side starts with in reserve.
pub const PIECES_PER_SIDE: u8 = 12;
/// Moves of both sides together that end the game in a draw: 100 a side.
pub const MOVE_LIMIT: u16 = 200;
/// Own pieces in an unbroken line that win.
pub const LINE_TO_WIN: u32 = 5;
/// Occurrences of one position that draw the game.
pub const REPETITIONS: usize = 3;
/// Squares of the ring, the outer path.
pub const RING_LEN: usize = 34;

/// Directions of lines: along a rank, a file and both diagonals.
const LINES: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The face of a piece that shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    /// The hollow face (*face creuse*): steps one square orthogonally.
    Hollow,
    /// The lion face (*face lion*): steps one square any way, slides along the ring.
    Lion,
}

/// One action of Ergo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Put a reserve piece on an empty square (`e5`): hollow in the arena, lion on the ring.
    Drop(Square),
    /// Move a piece (`e5-e6`): a step, a ring slide (`a1-a5`), into or out of the arena.
    Step { from: Square, to: Square },
}

/// The previous action, kept for highlighting and the move log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// A hollow piece left the arena and turned lion.
    pub turned: bool,
}

/// A position of Ergo with the history its rules need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ergo {
    /// Pieces of each side, bit `rank * 10 + file`.
    board: [u128; 2],
    /// Pieces (of either side) showing their lion face.
    lions: u128,
    /// Pieces each side still has in reserve.
    reserve: [u8; 2],
    /// The side whose turn it is.
    turn: Side,
    /// Moves played so far, both sides together.
    plies: u16,
    /// Hashes of the positions since the last irreversible move, the current one last.
    history: Vec<u64>,
    last: Option<LastAction>,
    outcome: Option<Outcome>,
}

/// Whether a square is on the outer path (the ring), not in the arena.
pub const fn is_ring(sq: Square) -> bool {
    sq.file == 0 || sq.file == FILES - 1 || sq.rank == 0 || sq.rank == RANKS - 1
}

const fn index(sq: Square) -> usize {
    sq.rank as usize * FILES as usize + sq.file as usize
}

const fn bit(sq: Square) -> u128 {
    1u128 << index(sq)
}

fn square_of(i: u32) -> Square {
    Square::new((i % FILES as u32) as u8, (i / FILES as u32) as u8)
}

fn offset(sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
    let file = sq.file as i8 + df;
    let rank = sq.rank as i8 + dr;
    ((0..FILES as i8).contains(&file) && (0..RANKS as i8).contains(&rank))
        .then(|| Square::new(file as u8, rank as u8))
}

/// Iterates over the squares of a bit mask, a1 first.
pub fn squares(mut mask: u128) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            square_of(i)
        })
    })
}

/// The ring in order, going round: a1 to j1, up to j9, back to a9, down to a2.
pub fn ring() -> &'static [Square; RING_LEN] {
    static RING: std::sync::OnceLock<[Square; RING_LEN]> = std::sync::OnceLock::new();
    RING.get_or_init(|| {
        let mut ring = Vec::with_capacity(RING_LEN);
        ring.extend((0..FILES).map(|f| Square::new(f, 0)));
        ring.extend((1..RANKS).map(|r| Square::new(FILES - 1, r)));
        ring.extend((0..FILES - 1).rev().map(|f| Square::new(f, RANKS - 1)));
        ring.extend((1..RANKS - 1).rev().map(|r| Square::new(0, r)));
        ring.try_into().expect("34 ring squares")
    })
}

/// Squares of the board.
const CELLS: usize = FILES as usize * RANKS as usize;

/// The bit indices of the ring in the order of [`ring`].
const RING_CELLS: [u8; RING_LEN] = {
    let mut ring = [0u8; RING_LEN];
    let (files, ranks) = (FILES as usize, RANKS as usize);
    let mut n = 0;
    let mut f = 0;
    while f < files {
        ring[n] = f as u8;
        n += 1;
        f += 1;
    }
    let mut r = 1;
    while r < ranks {
        ring[n] = (r * files + files - 1) as u8;
        n += 1;
        r += 1;
    }
    let mut f = files - 1;
    while f > 0 {
        ring[n] = ((ranks - 1) * files + f - 1) as u8;
        n += 1;
        f -= 1;
    }
    let mut r = ranks - 2;
    while r > 0 {
        ring[n] = (r * files) as u8;
        n += 1;
        r -= 1;
    }
    ring
};

/// Not on the ring: what [`RING_POSITION`] holds for an inner square.
const INNER: u8 = u8::MAX;

/// `RING_POSITION[i]`: where the square of bit `i` is in [`ring`], or [`INNER`].
const RING_POSITION: [u8; CELLS] = {
    let mut position = [INNER; CELLS];
    let mut n = 0;
    while n < RING_LEN {
        position[RING_CELLS[n] as usize] = n as u8;
        n += 1;
    }
    position
};

/// `NEIGHBOURS[i]`: the squares one step from bit `i` as masks: orthogonally, in all eight
/// directions, and in all eight but off the ring (where a piece on the ring steps inwards).
const NEIGHBOURS: [[u128; 3]; CELLS] = {
    let mut table = [[0u128; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (file, rank) = ((i % FILES as usize) as i8, (i / FILES as usize) as i8);
        let mut d = 0;
        while d < ALL_WAYS.len() {
            let (f, r) = (file + ALL_WAYS[d].0, rank + ALL_WAYS[d].1);
            if f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
                let b = 1u128 << (r as usize * FILES as usize + f as usize);
                if d < ORTHOGONAL.len() {
                    table[i][0] |= b;
                }
                table[i][1] |= b;
                if !is_ring(Square::new(f as u8, r as u8)) {
                    table[i][2] |= b;
                }
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// `PIECE_KEYS[i][kind]`: a piece's share of the position hash (see [`Ergo::hash`]).
const PIECE_KEYS: [[u64; 4]; CELLS] = {
    let mut keys = [[0u64; 4]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut kind = 0;
        while kind < 4 {
            keys[i][kind] = mix(1000 + i as u64 * 4 + kind as u64);
            kind += 1;
        }
        i += 1;
    }
    keys
};

/// A fixed pseudo-random 64-bit number for `n` (splitmix64), stable across builds and versions
/// because position hashes are stored with the game.
const fn mix(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The squares of `own`'s unbroken line through `sq` in direction `dir`, both ways.
fn run_through(own: u128, sq: Square, dir: (i8, i8)) -> u128 {
    let mut run = bit(sq);
    for d in [dir, (-dir.0, -dir.1)] {
        let mut at = sq;
        while let Some(next) = offset(at, d) {
            if own & bit(next) == 0 {
                break;
            }
            run |= bit(next);
            at = next;
        }
    }
    run
}

/// Every square of `own` that is part of an unbroken line of at least five.
fn lines_of_five(own: u128) -> u128 {
    let mut found = 0;
    for sq in squares(own) {
        for dir in LINES {
            let run = run_through(own, sq, dir);
            if run.count_ones() >= LINE_TO_WIN {
                found |= run;
            }
        }
    }
    found
}

impl Ergo {
    /// The side and face of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<(Side, Face)> {
        let side = Side::BOTH
            .into_iter()
            .find(|s| self.board[s.index()] & bit(sq) != 0)?;
        let face = if self.lions & bit(sq) != 0 {
            Face::Lion
        } else {
            Face::Hollow
        };
        Some((side, face))
    }

    /// The squares holding `side`'s pieces, bit `rank * 10 + file` (what the computer's
    /// evaluation reads instead of asking square by square).
    pub fn pieces(&self, side: Side) -> u128 {
        self.board[side.index()]
    }

    /// The side whose turn it is (also once the game is over: the side that would have moved).
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Pieces `side` still has in reserve.
    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }

    /// Pieces `side` has on the board.
    pub fn on_board(&self, side: Side) -> u32 {
        self.board[side.index()].count_ones()
    }

    /// Pieces `side` has on the board showing their lion face.
    pub fn lions(&self, side: Side) -> u32 {
        (self.board[side.index()] & self.lions).count_ones()
    }

    /// Moves played so far, both sides together.
    pub fn plies(&self) -> u16 {
        self.plies
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn occurrences(&self) -> usize {
        let now = self.history.last().copied().unwrap_or_else(|| self.hash());
        self.history.iter().filter(|&&h| h == now).count()
    }

    /// The previous action, if any.
    pub fn last_action(&self) -> Option<LastAction> {
        self.last
    }

    /// The winner's squares that stand in a line of five or more, once the game is won that way.
    pub fn winning_line(&self) -> Vec<Square> {
        match self.outcome {
            Some(Outcome {
                reason: EndReason::FiveInARow(side),
                ..
            }) => squares(lines_of_five(self.board[side.index()])).collect(),
            _ => Vec::new(),
        }
    }

    /// Builds a position directly, for tests and puzzles: each piece's side, square and face
    /// (ring pieces always show the lion), the reserves and the side to act. The end conditions
    /// are checked as if the position had just been reached.
    pub fn from_pieces(pieces: &[(Side, Square, Face)], reserve: [u8; 2], turn: Side) -> Ergo {
        let mut board = [0u128; 2];
        let mut lions = 0;
        for &(side, sq, face) in pieces {
            board[side.other().index()] &= !bit(sq);
            board[side.index()] |= bit(sq);
            lions &= !bit(sq);
            if face == Face::Lion || is_ring(sq) {
                lions |= bit(sq);
            }
        }
        let mut game = Ergo {
            board,
            lions,
            reserve: reserve.map(|r| r.min(PIECES_PER_SIDE)),
            turn,
            plies: 0,
            history: Vec::new(),
            last: None,
            outcome: None,
        };
        game.history.push(game.hash());
        game.outcome = Side::BOTH
            .into_iter()
            .find(|&s| lines_of_five(game.board[s.index()]) != 0)
            .map(|side| Outcome {
                winner: Some(side),
                reason: EndReason::FiveInARow(side),
            })
            .or_else(|| game.check_draw());
        game
    }

    fn occupied(&self) -> u128 {
        self.board[0] | self.board[1]
    }

    /// The hash of the position: every piece with its side and face, the reserves, the turn.
    fn hash(&self) -> u64 {
        let mut h = mix(u64::from(self.reserve[0]) << 8 | u64::from(self.reserve[1]));
        if self.turn == Side::Second {
            h ^= mix(0x5eed);
        }
        for side in Side::BOTH {
            let mut pieces = self.board[side.index()];
            while pieces != 0 {
                let i = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                let lion = usize::from(self.lions & (1 << i) != 0);
                h ^= PIECE_KEYS[i][side.index() << 1 | lion];
            }
        }
        h
    }

    /// Ring squares a lion on `from` (a ring square) can slide to, either way round.
    fn slides_from(&self, from: Square) -> u128 {
        let start = RING_POSITION[index(from)];
        if start == INNER {
            return 0;
        }
        let start = usize::from(start);
        let occupied = self.occupied();
        let mut reach = 0;
        for step in [1, RING_LEN - 1] {
            let mut at = start;
            loop {
                at = (at + step) % RING_LEN;
                let b = 1u128 << RING_CELLS[at];
                if at == start || occupied & b != 0 {
                    break;
                }
                reach |= b;
            }
        }
        reach
    }

    /// Empty squares the piece on `from` can move to (its face and place decide how).
    fn targets(&self, from: Square) -> u128 {
        let empty = !self.occupied();
        let i = index(from);
        let to = if is_ring(from) {
            // A ring lion steps into the arena any way (move 6) or slides along the ring (5).
            NEIGHBOURS[i][2] | self.slides_from(from)
        } else if self.lions & bit(from) != 0 {
            // An arena piece steps one square, anywhere: inside the arena or onto the ring
            // (moves 3, 4, 7, 8), orthogonally if hollow, any way if lion.
            NEIGHBOURS[i][1]
        } else {
            NEIGHBOURS[i][0]
        };
        to & empty
    }

    fn moves_of(&self, side: Side, out: &mut Vec<Move>) {
        if self.reserve[side.index()] > 0 {
            out.extend(squares(!self.occupied() & all_squares()).map(Move::Drop));
        }
        for from in squares(self.board[side.index()]) {
            out.extend(squares(self.targets(from)).map(|to| Move::Step { from, to }));
        }
    }

    fn has_move(&self, side: Side) -> bool {
        (self.reserve[side.index()] > 0
            && self.occupied().count_ones() < all_squares().count_ones())
            || squares(self.board[side.index()]).any(|from| self.targets(from) != 0)
    }

    /// The draws, checked once the mover has not won: a third repetition, the move limit, and
    /// the side to act having no move.
    fn check_draw(&self) -> Option<Outcome> {
        let reason = if self.occurrences() >= REPETITIONS {
            EndReason::ThirdRepetition
        } else if self.plies >= MOVE_LIMIT {
            EndReason::MoveLimit
        } else if !self.has_move(self.turn) {
            EndReason::Blocked(self.turn)
        } else {
            return None;
        };
        Some(Outcome {
            winner: None,
            reason,
        })
    }

    /// Why `mv` is not legal for the side to act, if it is not.
    fn refusal(&self, mv: &Move) -> Option<Illegal> {
        let me = self.turn.index();
        match *mv {
            Move::Drop(sq) => {
                if self.reserve[me] == 0 {
                    Some(Illegal::NoPieceInReserve)
                } else if self.occupied() & bit(sq) != 0 {
                    Some(Illegal::Occupied)
                } else {
                    None
                }
            }
            Move::Step { from, to } => {
                if self.board[me] & bit(from) == 0 {
                    return Some(Illegal::NotYourPiece);
                }
                if from == to {
                    return Some(if self.lions & bit(from) != 0 {
                        Illegal::NotALionStep
                    } else {
                        Illegal::NotAHollowStep
                    });
                }
                if self.occupied() & bit(to) != 0 {
                    return Some(Illegal::Occupied);
                }
                if self.targets(from) & bit(to) != 0 {
                    return None;
                }
                Some(if is_ring(from) && is_ring(to) {
                    Illegal::RingPathBlocked
                } else if is_ring(from) || self.lions & bit(from) != 0 {
                    Illegal::NotALionStep
                } else {
                    // A hollow piece goes one square orthogonally, never diagonally.
                    Illegal::NotAHollowStep
                })
            }
        }
    }
}

/// Every square of the board.
const fn all_squares() -> u128 {
    (1u128 << (FILES as u32 * RANKS as u32)) - 1
}

impl Game for Ergo {
    type Move = Move;

    // Black moves first in Ergo.
    const SIDE_NAME_KEYS: [&'static str; 2] = ["side-black", "side-white"];

    fn new() -> Self {
        let mut game = Ergo {
            board: [0, 0],
            lions: 0,
            reserve: [PIECES_PER_SIDE; 2],
            turn: Side::First,
            plies: 0,
            history: Vec::new(),
            last: None,
            outcome: None,
        };
        game.history.push(game.hash());
        game
    }

    fn to_act(&self) -> ToAct {
        ToAct::alternating(self.turn, self.outcome)
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_none() {
            self.moves_of(self.turn, out);
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        if let Some(refusal) = self.refusal(mv) {
            return Err(refusal);
        }
        let side = self.turn;
        let me = side.index();
        let (to, irreversible, turned) = match *mv {
            Move::Drop(sq) => {
                self.board[me] |= bit(sq);
                self.reserve[me] -= 1;
                if is_ring(sq) {
                    self.lions |= bit(sq);
                }
                (sq, true, false)
            }
            Move::Step { from, to } => {
                let lion = self.lions & bit(from) != 0;
                self.board[me] ^= bit(from) | bit(to);
                self.lions &= !bit(from);
                // Leaving the arena turns a hollow piece lion; a lion stays a lion.
                let turned = !lion && is_ring(to);
                if lion || turned {
                    self.lions |= bit(to);
                }
                (to, turned, turned)
            }
        };
        self.last = Some(LastAction {
            side,
            mv: *mv,
            turned,
        });
        self.turn = side.other();
        self.plies = self.plies.saturating_add(1);
        if irreversible {
            self.history.clear();
        }
        self.history.push(self.hash());
        let own = self.board[me];
        let five = LINES
            .iter()
            .any(|&dir| run_through(own, to, dir).count_ones() >= LINE_TO_WIN);
        self.outcome = if five {
            Some(Outcome {
                winner: Some(side),
                reason: EndReason::FiveInARow(side),
            })
        } else {
            self.check_draw()
        };
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let text = super::notation::trimmed(text)?;
        let parts: Vec<&str> = text.split('-').collect();
        match parts.as_slice() {
            [sq] => Ok(Move::Drop(Square::parse(sq, FILES, RANKS)?)),
            [from, to] => Ok(Move::Step {
                from: Square::parse(from, FILES, RANKS)?,
                to: Square::parse(to, FILES, RANKS)?,
            }),
            _ => Err(ParseError::Unrecognised(text.to_lowercase())),
        }
    }

    fn format_move(&self, mv: &Move) -> String {
        match mv {
            Move::Drop(sq) => sq.to_string(),
            Move::Step { from, to } => format!("{from}-{to}"),
        }
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
