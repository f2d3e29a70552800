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

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
#[cfg(test)]
use super::Variant;
use super::{EndReason, Game, Illegal, Outcome, Side, ToAct};

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

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const ALL_WAYS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];
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

/// Where a ring square is in [`ring`].
fn ring_position(sq: Square) -> Option<usize> {
    ring().iter().position(|&s| s == sq)
}

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
            for sq in squares(self.board[side.index()]) {
                let lion = u64::from(self.lions & bit(sq) != 0);
                let kind = (side.index() as u64) << 1 | lion;
                h ^= mix(1000 + index(sq) as u64 * 4 + kind);
            }
        }
        h
    }

    /// Ring squares a lion on `from` (a ring square) can slide to, either way round.
    fn slides_from(&self, from: Square) -> u128 {
        let Some(start) = ring_position(from) else {
            return 0;
        };
        let occupied = self.occupied();
        let mut reach = 0;
        for step in [1, RING_LEN - 1] {
            let mut at = start;
            loop {
                at = (at + step) % RING_LEN;
                let sq = ring()[at];
                if at == start || occupied & bit(sq) != 0 {
                    break;
                }
                reach |= bit(sq);
            }
        }
        reach
    }

    /// Empty squares the piece on `from` can move to (its face and place decide how).
    fn targets(&self, from: Square) -> u128 {
        let empty = !self.occupied();
        let lion = self.lions & bit(from) != 0;
        let mut to = 0;
        if is_ring(from) {
            // A ring lion steps into the arena any way (move 6) or slides along the ring (5).
            for dir in ALL_WAYS {
                if let Some(sq) = offset(from, dir).filter(|&s| !is_ring(s)) {
                    to |= bit(sq);
                }
            }
            to |= self.slides_from(from);
        } else {
            // An arena piece steps one square, anywhere: inside the arena or onto the ring
            // (moves 3, 4, 7, 8), orthogonally if hollow, any way if lion.
            let dirs: &[(i8, i8)] = if lion { &ALL_WAYS } else { &ORTHOGONAL };
            for &dir in dirs {
                if let Some(sq) = offset(from, dir) {
                    to |= bit(sq);
                }
            }
        }
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
        if self.outcome.is_some() {
            ToAct::Nobody
        } else {
            ToAct::Side(self.turn)
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome.is_none() {
            self.moves_of(self.turn, &mut moves);
        }
        moves
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
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tests::random_playouts;

    fn sq(name: &str) -> Square {
        Square::parse(name, FILES, RANKS).unwrap()
    }

    /// Pieces from text: `e5` is a piece with its natural face (hollow in the arena, lion on the
    /// ring), `e5*` a lion in the arena.
    fn pieces(side: Side, names: &str) -> Vec<(Side, Square, Face)> {
        names
            .split_whitespace()
            .map(|name| match name.strip_suffix('*') {
                Some(name) => (side, sq(name), Face::Lion),
                None => (side, sq(name), Face::Hollow),
            })
            .collect()
    }

    /// A position with `black` and `white` pieces, both reserves at `reserve`, `turn` to act.
    fn position(black: &str, white: &str, turn: Side, reserve: u8) -> Ergo {
        let mut all = pieces(Side::First, black);
        all.extend(pieces(Side::Second, white));
        Ergo::from_pieces(&all, [reserve, reserve], turn)
    }

    fn play(game: &mut Ergo, text: &str) -> Result<(), Illegal> {
        let mv = game.parse_move(text).expect("well-formed");
        game.play(&mv)
    }

    fn legal(game: &Ergo) -> Vec<String> {
        let mut texts: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .collect();
        texts.sort();
        texts
    }

    /// The squares the piece on `from` may go to, sorted.
    fn targets_of(game: &Ergo, from: &str) -> Vec<String> {
        let prefix = format!("{from}-");
        legal(game)
            .into_iter()
            .filter_map(|m| m.strip_prefix(&prefix).map(str::to_string))
            .collect()
    }

    fn names(list: &str) -> Vec<String> {
        let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
        v.sort();
        v
    }

    #[test]
    fn the_board_has_a_56_square_arena_inside_a_34_square_outer_path() {
        let all: Vec<Square> = (0..RANKS)
            .flat_map(|r| (0..FILES).map(move |f| Square::new(f, r)))
            .collect();
        assert_eq!(all.len(), 90);
        assert_eq!(all.iter().filter(|&&s| is_ring(s)).count(), 34);
        assert_eq!(all.iter().filter(|&&s| !is_ring(s)).count(), 56);
        // The arena is b2..i8: 8 files by 7 ranks.
        for name in ["b2", "i8", "e5", "b8", "i2"] {
            assert!(!is_ring(sq(name)), "{name}");
        }
        for name in ["a1", "j9", "a5", "j5", "e1", "e9"] {
            assert!(is_ring(sq(name)), "{name}");
        }
        // The ring goes round once, each square next to the one before it.
        let ring = ring();
        for i in 0..RING_LEN {
            let (a, b) = (ring[i], ring[(i + 1) % RING_LEN]);
            assert!(is_ring(a));
            assert_eq!(
                a.file.abs_diff(b.file) + a.rank.abs_diff(b.rank),
                1,
                "{a}-{b}"
            );
        }
        let distinct: std::collections::HashSet<_> = ring.iter().collect();
        assert_eq!(distinct.len(), RING_LEN);
    }

    #[test]
    fn each_side_starts_with_twelve_pieces_in_reserve_and_black_plays_first() {
        let game = Ergo::new();
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert_eq!(Variant::Ergo.side_name_key(Side::First), "side-black");
        assert_eq!(Variant::Ergo.side_name_key(Side::Second), "side-white");
        assert_eq!(game.reserve(Side::First), 12);
        assert_eq!(game.reserve(Side::Second), 12);
        assert_eq!(game.on_board(Side::First) + game.on_board(Side::Second), 0);
        // The empty board: a drop on any of the 90 squares.
        assert_eq!(game.legal_moves().len(), 90);
        assert!(game
            .legal_moves()
            .iter()
            .all(|m| matches!(m, Move::Drop(_))));
    }

    #[test]
    fn a_reserve_piece_dropped_in_the_arena_shows_its_hollow_face() {
        let mut game = Ergo::new();
        play(&mut game, "e5").unwrap();
        assert_eq!(game.piece_at(sq("e5")), Some((Side::First, Face::Hollow)));
        assert_eq!(game.reserve(Side::First), 11);
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
        play(&mut game, "b2").unwrap();
        assert_eq!(game.piece_at(sq("b2")), Some((Side::Second, Face::Hollow)));
    }

    #[test]
    fn a_reserve_piece_dropped_on_the_outer_path_shows_its_lion_face() {
        let mut game = Ergo::new();
        play(&mut game, "a1").unwrap();
        play(&mut game, "j5").unwrap();
        assert_eq!(game.piece_at(sq("a1")), Some((Side::First, Face::Lion)));
        assert_eq!(game.piece_at(sq("j5")), Some((Side::Second, Face::Lion)));
        assert_eq!(game.lions(Side::First), 1);
    }

    #[test]
    fn pieces_are_dropped_and_moved_only_onto_empty_squares() {
        let mut game = Ergo::new();
        play(&mut game, "e5").unwrap();
        assert_eq!(play(&mut game, "e5"), Err(Illegal::Occupied));
        play(&mut game, "e6").unwrap();
        assert_eq!(play(&mut game, "e5-e6"), Err(Illegal::Occupied));
        assert_eq!(game.legal_moves().len(), 88 + 3);
    }

    #[test]
    fn a_drop_is_possible_at_any_time_while_the_reserve_lasts() {
        // Pieces already on the board do not stop a side dropping more.
        let game = position("e5 a1", "c3", Side::First, 5);
        let moves = legal(&game);
        assert!(moves.contains(&"j9".to_string()));
        assert!(moves.contains(&"e5-e6".to_string()));
    }

    #[test]
    fn an_empty_reserve_leaves_only_moves_on_the_board() {
        let mut game = position("e5", "c3", Side::First, 0);
        assert_eq!(play(&mut game, "f7"), Err(Illegal::NoPieceInReserve));
        assert_eq!(legal(&game), names("e5-e4 e5-e6 e5-d5 e5-f5"));
    }

    #[test]
    fn a_hollow_arena_piece_steps_one_square_orthogonally() {
        let mut game = position("e5", "c3", Side::First, 0);
        assert_eq!(targets_of(&game, "e5"), names("e4 e6 d5 f5"));
        assert_eq!(play(&mut game, "e5-f6"), Err(Illegal::NotAHollowStep));
        assert_eq!(play(&mut game, "e5-e7"), Err(Illegal::NotAHollowStep));
        play(&mut game, "e5-e6").unwrap();
        assert_eq!(game.piece_at(sq("e6")), Some((Side::First, Face::Hollow)));
        assert_eq!(game.piece_at(sq("e5")), None);
    }

    #[test]
    fn a_lion_arena_piece_steps_one_square_in_any_direction() {
        let mut game = position("e5*", "c3", Side::First, 0);
        assert_eq!(targets_of(&game, "e5"), names("d4 d5 d6 e4 e6 f4 f5 f6"));
        assert_eq!(play(&mut game, "e5-e7"), Err(Illegal::NotALionStep));
        play(&mut game, "e5-f6").unwrap();
        assert_eq!(game.piece_at(sq("f6")), Some((Side::First, Face::Lion)));
    }

    #[test]
    fn a_ring_lion_slides_any_distance_along_the_outer_path_round_corners() {
        // Black a3, white blockers on a7 and f1: black slides a2, a1, b1..e1 one way,
        // a4..a6 the other.
        let mut game = position("a3", "a7 f1", Side::First, 0);
        let slides: Vec<String> = targets_of(&game, "a3")
            .into_iter()
            .filter(|t| is_ring(sq(t)))
            .collect();
        assert_eq!(slides, names("a1 a2 a4 a5 a6 b1 c1 d1 e1"));
        play(&mut game, "a3-e1").unwrap();
        assert_eq!(game.piece_at(sq("e1")), Some((Side::First, Face::Lion)));
        assert_eq!(game.piece_at(sq("a3")), None);
    }

    #[test]
    fn a_ring_slide_cannot_jump_over_a_piece() {
        let mut game = position("a3", "a7 f1", Side::First, 0);
        assert_eq!(play(&mut game, "a3-g1"), Err(Illegal::RingPathBlocked));
        assert_eq!(play(&mut game, "a3-a8"), Err(Illegal::RingPathBlocked));
        // A diagonal hop between two ring squares is not a slide: with a1 taken, a2-b1 is
        // blocked (b1 can only be reached by sliding round the corner).
        let mut game = position("a2", "a1 a5", Side::First, 0);
        assert_eq!(play(&mut game, "a2-b1"), Err(Illegal::RingPathBlocked));
    }

    #[test]
    fn a_ring_slide_goes_either_way_round_and_names_one_move() {
        // Alone on the ring, a lion reaches every other ring square, each by one move text,
        // whichever way round it goes.
        let game = position("a1", "e5", Side::First, 0);
        let slides = targets_of(&game, "a1")
            .into_iter()
            .filter(|t| is_ring(sq(t)))
            .count();
        assert_eq!(slides, RING_LEN - 1);
        // Blocked on one side only, the far squares are reached the other way round.
        let mut game = position("a1", "b1 e5", Side::First, 0);
        play(&mut game, "a1-c1").unwrap();
        assert_eq!(game.piece_at(sq("c1")), Some((Side::First, Face::Lion)));
    }

    #[test]
    fn a_ring_lion_steps_into_the_arena_in_any_direction() {
        let mut game = position("e1", "e5", Side::First, 0);
        let inward: Vec<String> = targets_of(&game, "e1")
            .into_iter()
            .filter(|t| !is_ring(sq(t)))
            .collect();
        assert_eq!(inward, names("d2 e2 f2"));
        assert_eq!(play(&mut game, "e1-e3"), Err(Illegal::NotALionStep));
        play(&mut game, "e1-f2").unwrap();
        assert_eq!(game.piece_at(sq("f2")), Some((Side::First, Face::Lion)));
        // From a corner, only the diagonal leads into the arena.
        let game = position("a1", "e5", Side::First, 0);
        let inward: Vec<String> = targets_of(&game, "a1")
            .into_iter()
            .filter(|t| !is_ring(sq(t)))
            .collect();
        assert_eq!(inward, names("b2"));
        // The target must be empty.
        let mut game = position("e1", "e2", Side::First, 0);
        assert_eq!(play(&mut game, "e1-e2"), Err(Illegal::Occupied));
    }

    #[test]
    fn a_hollow_piece_leaving_the_arena_orthogonally_turns_lion() {
        let mut game = position("b5", "e5", Side::First, 0);
        assert_eq!(targets_of(&game, "b5"), names("a5 b4 b6 c5"));
        assert_eq!(play(&mut game, "b5-a6"), Err(Illegal::NotAHollowStep));
        play(&mut game, "b5-a5").unwrap();
        assert_eq!(game.piece_at(sq("a5")), Some((Side::First, Face::Lion)));
        assert!(game.last_action().unwrap().turned);
        // The target on the ring must be empty.
        let mut game = position("b5", "a5", Side::First, 0);
        assert_eq!(play(&mut game, "b5-a5"), Err(Illegal::Occupied));
    }

    #[test]
    fn a_lion_leaving_the_arena_steps_any_way_and_stays_a_lion() {
        let mut game = position("b2*", "e5", Side::First, 0);
        assert_eq!(targets_of(&game, "b2"), names("a1 a2 a3 b1 c1 b3 c2 c3"));
        play(&mut game, "b2-a1").unwrap();
        assert_eq!(game.piece_at(sq("a1")), Some((Side::First, Face::Lion)));
        assert!(!game.last_action().unwrap().turned);
    }

    #[test]
    fn pieces_never_turn_back_from_lion_to_hollow() {
        // A hollow piece goes out (turns lion) and comes back in: still a lion.
        let mut game = position("b5", "h5 h6", Side::First, 0);
        play(&mut game, "b5-a5").unwrap();
        play(&mut game, "h5-h4").unwrap();
        play(&mut game, "a5-b6").unwrap();
        assert_eq!(game.piece_at(sq("b6")), Some((Side::First, Face::Lion)));
        play(&mut game, "h4-h5").unwrap();
        assert_eq!(targets_of(&game, "b6").len(), 8, "it moves as a lion");
    }

    #[test]
    fn nothing_is_ever_captured() {
        // Black drops between two white pieces, and white closes a flank: all stay.
        let mut game = position("", "d5 f6", Side::First, 3);
        play(&mut game, "e5").unwrap();
        play(&mut game, "f6-f5").unwrap();
        for name in ["d5", "e5", "f5"] {
            assert!(game.piece_at(sq(name)).is_some(), "{name}");
        }
        assert_eq!(game.on_board(Side::First) + game.on_board(Side::Second), 3);
    }

    fn win_by(side: Side) -> Option<Outcome> {
        Some(Outcome {
            winner: Some(side),
            reason: EndReason::FiveInARow(side),
        })
    }

    #[test]
    fn five_in_a_row_on_a_rank_a_file_or_a_diagonal_wins() {
        // A rank.
        let mut game = position("c4 d4 e4 f4", "c6 d6 e6 f6 h8", Side::First, 4);
        play(&mut game, "g4").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
        assert_eq!(play(&mut game, "h2"), Err(Illegal::GameOver));
        // A file, completed by a step.
        let mut game = position("c2 c3 c4 c5 d6", "h2 h3 h4 h5", Side::First, 4);
        play(&mut game, "d6-c6").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
        // A diagonal, for white.
        let mut game = position("b8 c8 d8 e8", "b2 c3 d4 e5", Side::Second, 4);
        play(&mut game, "f6").unwrap();
        assert_eq!(game.outcome(), win_by(Side::Second));
        assert_eq!(game.winning_line().len(), 5);
        // The other diagonal.
        let mut game = position("b6 c5 d4 e3", "h8 h7 h6 g8", Side::First, 4);
        play(&mut game, "f2").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
    }

    #[test]
    fn a_line_counts_anywhere_on_the_board_including_the_outer_path_whatever_the_faces() {
        // Along the bottom of the ring: five lions.
        let mut game = position("a1 b1 c1 d1", "e5 e6 e7 e8", Side::First, 4);
        play(&mut game, "e1").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
        // Across the ring and the arena, lions and hollows mixed: a1 (ring) b2* c3 d4 e5.
        let mut game = position("a1 b2* c3 d4", "h2 h3 h4 h5", Side::First, 4);
        play(&mut game, "e5").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
    }

    #[test]
    fn four_in_a_row_or_a_broken_line_does_not_win() {
        let mut game = position("c4 d4 e4", "c6 d6 e6 h8", Side::First, 4);
        play(&mut game, "f4").unwrap();
        assert_eq!(game.outcome(), None);
        // A gap, or an enemy piece in the line, breaks it.
        let mut game = position("c4 d4 f4 g4", "e4 c6", Side::First, 4);
        play(&mut game, "h4").unwrap();
        assert_eq!(game.outcome(), None);
        let mut game = position("c4 d4 f4 g4", "b8 c6", Side::First, 4);
        play(&mut game, "h4").unwrap();
        assert_eq!(game.outcome(), None);
        // Five pieces of two sides in a row are nobody's line.
        let mut game = position("c4 d4", "e4 f4 h8", Side::First, 4);
        play(&mut game, "g4").unwrap();
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn a_line_longer_than_five_also_wins() {
        // Joining c4 d4 e4 and g4 h4 with f4 makes six.
        let mut game = position("c4 d4 e4 g4 h4", "c6 d6 e6 g6 h6", Side::First, 2);
        play(&mut game, "f4").unwrap();
        assert_eq!(game.outcome(), win_by(Side::First));
        assert_eq!(game.winning_line().len(), 6);
    }

    #[test]
    fn a_side_with_no_legal_move_draws() {
        // Black's only piece, hollow on b2, is walled in by white on a2, b1, c2, b3, and black's
        // reserve is empty. White moves elsewhere; black cannot move: a draw.
        let mut game = position("b2", "a2 b1 c2 b3 h7*", Side::Second, 0);
        assert_eq!(game.outcome(), None);
        play(&mut game, "h7-h6").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::Blocked(Side::First)
            })
        );
        // A piece in reserve is always a move while a square is empty.
        let game = position("b2", "a2 b1 c2 b3 h7*", Side::First, 1);
        assert_eq!(game.outcome(), None);
    }

    fn shuffle(game: &mut Ergo, times: usize) {
        for _ in 0..times {
            for mv in ["c3-c4", "h7-h6", "c4-c3", "h6-h7"] {
                play(game, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            }
        }
    }

    #[test]
    fn the_third_repetition_of_a_position_is_a_draw() {
        let mut game = position("c3*", "h7*", Side::First, 6);
        assert_eq!(game.occurrences(), 1);
        shuffle(&mut game, 1);
        assert_eq!(game.occurrences(), 2);
        assert_eq!(game.outcome(), None, "twice is not yet a draw");
        shuffle(&mut game, 1);
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::ThirdRepetition
            })
        );
        assert_eq!(game.plies(), 8);
    }

    #[test]
    fn a_position_repeats_only_with_the_same_side_to_act() {
        // The same squares with the other side to act is another position.
        let black = position("c3*", "h7*", Side::First, 6);
        let white = position("c3*", "h7*", Side::Second, 6);
        assert_ne!(black.hash(), white.hash());
        // Faces and reserves count too.
        assert_ne!(position("c3", "h7*", Side::First, 6).hash(), black.hash());
        assert_ne!(position("c3*", "h7*", Side::First, 5).hash(), black.hash());
    }

    #[test]
    fn a_drop_or_a_piece_turning_lion_starts_the_repetition_count_afresh() {
        let mut game = position("c3*", "h7*", Side::First, 6);
        shuffle(&mut game, 1);
        assert_eq!(game.occurrences(), 2);
        play(&mut game, "e5").unwrap();
        assert_eq!(
            game.history.len(),
            1,
            "earlier positions can never come back"
        );
        let mut game = position("c3* b5", "h7*", Side::First, 6);
        shuffle(&mut game, 1);
        play(&mut game, "b5-a5").unwrap();
        assert_eq!(game.history.len(), 1);
        assert_eq!(game.occurrences(), 1);
    }

    #[test]
    fn a_hundred_moves_a_side_end_the_game_in_a_draw() {
        let mut game = position("c3*", "h7*", Side::First, 6);
        game.plies = MOVE_LIMIT - 2;
        play(&mut game, "e5").unwrap();
        assert_eq!(game.outcome(), None);
        play(&mut game, "f5").unwrap();
        assert_eq!(game.plies(), 200);
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::MoveLimit
            })
        );
    }

    #[test]
    fn five_in_a_row_on_the_last_allowed_move_still_wins() {
        let mut game = position("c3 d3 e3 f3", "c6 d6 e6 f6", Side::Second, 4);
        game.plies = MOVE_LIMIT - 1;
        play(&mut game, "g6").unwrap();
        assert_eq!(game.outcome(), win_by(Side::Second));
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        // a1 is walled in on the ring both ways round, by c9 and f1.
        let mut game = position("e5 a1", "e6 c9 f1", Side::First, 0);
        let before = game.clone();
        for bad in [
            "e5-e6", "e5-f6", "a1-d9", "a1-a1", "c9-c8", "d4-d5", "d4", "e5-e7",
        ] {
            assert!(play(&mut game, bad).is_err(), "{bad}");
            assert_eq!(game, before);
        }
    }

    #[test]
    fn move_text_reads_any_case_and_prints_lower_case() {
        let game = Ergo::new();
        let mv = game.parse_move(" J9-A1 ").unwrap();
        assert_eq!(
            mv,
            Move::Step {
                from: sq("j9"),
                to: sq("a1")
            }
        );
        assert_eq!(game.format_move(&mv), "j9-a1");
        assert_eq!(game.parse_move("E5"), Ok(Move::Drop(sq("e5"))));
        assert_eq!(game.format_move(&Move::Drop(sq("e5"))), "e5");
        assert!(matches!(
            game.parse_move("k1"),
            Err(ParseError::OffBoard(_))
        ));
        assert!(matches!(
            game.parse_move("a10"),
            Err(ParseError::OffBoard(_))
        ));
        assert!(matches!(
            game.parse_move("a1-a2-a3"),
            Err(ParseError::Unrecognised(_))
        ));
        assert_eq!(game.parse_move(" "), Err(ParseError::Empty));
        assert!(game.parse_move("e5-").is_err());
    }

    #[test]
    fn every_move_text_names_exactly_one_move() {
        // In random positions, no two legal moves print the same text.
        for game in sample_positions() {
            let texts = legal(&game);
            let mut unique = texts.clone();
            unique.dedup();
            assert_eq!(texts, unique);
        }
    }

    /// Positions along a few seeded random games.
    fn sample_positions() -> Vec<Ergo> {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut out = Vec::new();
        for seed in 0..6 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut game = Ergo::new();
            while game.outcome().is_none() {
                let moves = game.legal_moves();
                game.play(&moves[rng.random_range(0..moves.len())]).unwrap();
                if game.plies() % 10 == 0 {
                    out.push(game.clone());
                }
            }
        }
        out
    }

    #[test]
    fn the_state_round_trips_through_json_with_its_history() {
        for game in sample_positions().into_iter().take(20) {
            let json = serde_json::to_string(&game).unwrap();
            let back: Ergo = serde_json::from_str(&json).unwrap();
            assert_eq!(back, game);
        }
    }

    #[test]
    fn position_hashes_are_fixed_numbers() {
        // Hashes are stored with the game: they must not change between builds.
        assert_eq!(mix(0), 0xe220_a839_7b1d_cdaf);
        assert_eq!(Ergo::new().hash(), Ergo::new().hash());
    }

    #[test]
    fn nothing_is_captured_so_no_capture_count_is_shown() {
        let game = crate::games::AnyGame::new(Variant::Ergo);
        assert!(!game.has_captures());
        assert_eq!(game.captures(), [0, 0]);
        assert!(crate::games::AnyGame::new(Variant::LatrunculiPiso).has_captures());
    }

    #[test]
    fn two_hundred_seeded_random_games_all_end_and_obey_the_contract() {
        let games = random_playouts::<Ergo>(200, (MOVE_LIMIT + 1) as usize);
        // Random play mostly runs into the move limit, but both sides make lines of five.
        for side in Side::BOTH {
            assert!(games
                .iter()
                .any(|g| g.outcome().unwrap().winner == Some(side)));
        }
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
