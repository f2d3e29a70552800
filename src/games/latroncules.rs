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

use serde::{Deserialize, Serialize};

use super::notation::{ParseError, Square};
use super::{EndReason, Game, Illegal, Outcome, Side, ToAct};

use super::grid::{bit, is_corner, offset};
/// Board width and height.
pub use super::grid::{squares, SIZE};
/// Moves (plies of both sides together) without a capture that end the game: 40 a side.
pub const NO_CAPTURE_LIMIT: u16 = 80;

/// The four orthogonal directions (file, rank).
const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// All eight directions.
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

/// Enemy pieces taken by a piece arriving on `to`, given the mover's and the enemy's pieces
/// after the move (bit mask). Custodial on ranks and files, and corners.
fn captured_by(own: u64, enemy: u64, to: Square) -> u64 {
    let mut taken = 0;
    for dir in ORTHOGONAL {
        let Some(victim) = offset(to, dir) else {
            continue;
        };
        if enemy & bit(victim) == 0 {
            continue;
        }
        if let Some(beyond) = offset(victim, dir) {
            if own & bit(beyond) != 0 {
                taken |= bit(victim);
            }
        } else if is_corner(victim) {
            // The corner piece's other orthogonal neighbour is also the mover's.
            let (df, dr) = dir;
            for side_dir in [(dr, df), (-dr, -df)] {
                if let Some(other) = offset(victim, side_dir) {
                    if other != to && own & bit(other) != 0 {
                        taken |= bit(victim);
                    }
                }
            }
        }
    }
    taken
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
        let captured = captured_by(own, enemy, to);
        let forbidden = captured == 0 && exposed(enemy, to);
        (captured, forbidden)
    }

    /// Every step and jump of `side` by the geometry alone, each with its captures and whether
    /// the ban on moving into a capture forbids it.
    fn candidate_moves(&self, side: Side) -> Vec<(Move, u64, bool)> {
        let occupied = self.occupied();
        let enemy = self.board[side.other().index()];
        let mut out = Vec::new();
        for from in squares(self.board[side.index()]) {
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
                out.push((Move { from, to }, captured, forbidden));
            }
        }
        out
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
    fn legal_with_captures(&self) -> Vec<(Move, u64)> {
        self.candidate_moves(self.turn)
            .into_iter()
            .filter(|&(_, _, forbidden)| !forbidden)
            .map(|(mv, captured, _)| (mv, captured))
            .collect()
    }

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
        let candidates = self.candidate_moves(self.turn);
        if candidates.iter().any(|&(_, _, forbidden)| !forbidden) {
            return None;
        }
        let reason = if candidates.is_empty() {
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
        self.legal_with_captures()
            .into_iter()
            .map(|(mv, _)| mv)
            .collect()
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
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tests::random_playouts;

    fn sq(name: &str) -> Square {
        Square::parse(name, SIZE, SIZE).unwrap()
    }

    /// Pieces written `Fd4` (infantry, *fantassin*) or `Cd4` (cavalry, *cavalier*).
    fn pieces(text: &str) -> Vec<(Square, Kind)> {
        text.split_whitespace()
            .map(|token| {
                let kind = match &token[..1] {
                    "F" => Kind::Infantry,
                    "C" => Kind::Cavalry,
                    other => panic!("piece kind {other}"),
                };
                (sq(&token[1..]), kind)
            })
            .collect()
    }

    /// A position with a spare white cavalry on a1 and a spare black cavalry on h8 (far from the
    /// action), so that neither side runs out of moves by accident.
    fn position(white: &str, black: &str, turn: Side) -> Latroncules {
        Latroncules::from_pieces(
            &pieces(&format!("{white} Ca1")),
            &pieces(&format!("{black} Ch8")),
            turn,
        )
    }

    fn play(game: &mut Latroncules, text: &str) -> Result<(), Illegal> {
        let mv = game.parse_move(text).expect("well-formed");
        game.play(&mv)
    }

    /// The legal moves starting from `from`, as text, sorted.
    fn moves_from(game: &Latroncules, from: &str) -> Vec<String> {
        let mut moves: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .filter(|t| t.starts_with(&format!("{from}-")))
            .collect();
        moves.sort();
        moves
    }

    fn list(text: &str) -> Vec<String> {
        let mut moves: Vec<String> = text.split_whitespace().map(str::to_string).collect();
        moves.sort();
        moves
    }

    #[test]
    fn a1_is_dark_and_each_players_right_hand_corner_is_light() {
        assert!(is_dark(sq("a1")));
        assert!(is_dark(sq("h8")));
        assert!(!is_dark(sq("h1")), "white's right-hand corner");
        assert!(!is_dark(sq("a8")), "black's right-hand corner");
        assert!(is_dark(sq("d4")) && !is_dark(sq("e4")) && !is_dark(sq("d5")));
    }

    #[test]
    fn each_side_starts_with_infantry_on_light_and_cavalry_on_dark_squares() {
        let game = Latroncules::new();
        for (side, ranks) in [(Side::First, [0, 1]), (Side::Second, [6, 7])] {
            assert_eq!(game.count(side, Kind::Infantry), 8);
            assert_eq!(game.count(side, Kind::Cavalry), 8);
            for rank in ranks {
                for file in 0..SIZE {
                    let s = Square::new(file, rank);
                    let kind = if is_dark(s) {
                        Kind::Cavalry
                    } else {
                        Kind::Infantry
                    };
                    assert_eq!(game.piece_at(s), Some((side, kind)), "{s}");
                }
            }
        }
        for rank in 2..6 {
            for file in 0..SIZE {
                assert_eq!(game.piece_at(Square::new(file, rank)), None);
            }
        }
    }

    #[test]
    fn white_moves_first_and_only_the_second_rank_can_move_at_the_start() {
        let game = Latroncules::new();
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        let moves: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|m| game.format_move(m))
            .collect();
        // Infantry of a2 c2 e2 g2 steps up; cavalry of b2 d2 f2 h2 (dark squares) steps up too.
        let mut sorted = moves.clone();
        sorted.sort();
        assert_eq!(
            sorted,
            list("a2-a3 b2-b3 c2-c3 d2-d3 e2-e3 f2-f3 g2-g3 h2-h3")
        );
    }

    #[test]
    fn the_sides_move_in_turn_one_move_at_a_time_and_may_not_pass() {
        let mut game = Latroncules::new();
        play(&mut game, "d2-d3").unwrap();
        assert_eq!(game.to_act(), ToAct::Side(Side::Second));
        assert_eq!(play(&mut game.clone(), "d3-d4"), Err(Illegal::NotYourPiece));
        assert!(game
            .legal_moves()
            .iter()
            .all(|m| game.piece_at(m.from).map(|(s, _)| s) == Some(Side::Second)));
        play(&mut game, "e7-e6").unwrap();
        assert_eq!(game.to_act(), ToAct::Side(Side::First));
        assert!(matches!(
            game.parse_move("pass"),
            Err(ParseError::Unrecognised(_))
        ));
    }

    #[test]
    fn a_game_with_captives_survives_a_round_trip_through_json() {
        let mut game = position("Fc3 Fe4 Fb7", "Cd4 Fg7", Side::First).with_prisoners([1, 0]);
        play(&mut game, "c3-c4").unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let back: Latroncules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.prisoners(Side::Second), 1);
        assert_eq!(back.legal_moves(), game.legal_moves());
    }

    #[test]
    fn infantry_steps_one_square_straight_forward_to_an_empty_square() {
        let mut game = position("Fe2", "Fd7 Fb6", Side::First);
        assert_eq!(moves_from(&game, "e2"), list("e2-e3"));
        for bad in ["e2-e1", "e2-d2", "e2-f3", "e2-e4"] {
            assert_eq!(
                play(&mut game.clone(), bad),
                Err(Illegal::InfantryForwardOnly),
                "{bad}"
            );
        }
        play(&mut game, "e2-e3").unwrap();
        assert_eq!(game.piece_at(sq("e3")), Some((Side::First, Kind::Infantry)));
        // Black's infantry walks down the board.
        assert_eq!(moves_from(&game, "d7"), list("d7-d6"));
        assert_eq!(
            play(&mut game.clone(), "d7-d8"),
            Err(Illegal::InfantryForwardOnly)
        );
        assert_eq!(play(&mut game.clone(), "d7-d6"), Ok(()));
        // A piece in front blocks it (of either side).
        let game = position("Fe2 Fe3", "", Side::First);
        assert_eq!(moves_from(&game, "e2"), Vec::<String>::new());
        assert_eq!(play(&mut game.clone(), "e2-e3"), Err(Illegal::Occupied));
    }

    #[test]
    fn infantry_never_jumps() {
        let game = position("Fd2", "Fd3", Side::First);
        assert_eq!(moves_from(&game, "d2"), Vec::<String>::new());
        assert_eq!(
            play(&mut game.clone(), "d2-d4"),
            Err(Illegal::InfantryForwardOnly)
        );
    }

    #[test]
    fn cavalry_on_a_light_square_steps_one_square_in_any_of_eight_directions() {
        let game = position("Ce4", "", Side::First);
        assert_eq!(
            moves_from(&game, "e4"),
            list("e4-d3 e4-d4 e4-d5 e4-e3 e4-e5 e4-f3 e4-f4 e4-f5")
        );
        assert_eq!(play(&mut game.clone(), "e4-f5"), Ok(()));
        assert_eq!(
            play(&mut game.clone(), "e4-e6"),
            Err(Illegal::JumpNeedsEnemy)
        );
        assert_eq!(
            play(&mut game.clone(), "e4-g5"),
            Err(Illegal::CavalryWrongWay)
        );
    }

    #[test]
    fn cavalry_on_a_dark_square_steps_only_orthogonally() {
        let game = position("Cd4", "", Side::First);
        assert_eq!(moves_from(&game, "d4"), list("d4-c4 d4-d3 d4-d5 d4-e4"));
        for diagonal in ["d4-e5", "d4-c3", "d4-c5", "d4-e3"] {
            assert_eq!(
                play(&mut game.clone(), diagonal),
                Err(Illegal::CavalryWrongWay),
                "{diagonal}"
            );
        }
        // The same piece, once on a light square, has all eight ways again.
        let mut game = game;
        play(&mut game, "d4-e4").unwrap();
        play(&mut game, "h8-h7").unwrap();
        assert_eq!(moves_from(&game, "e4").len(), 8);
    }

    #[test]
    fn cavalry_jumps_over_an_adjacent_enemy_to_the_empty_square_beyond() {
        // From a light square, diagonally too.
        let mut game = position("Ce4", "Ff5", Side::First);
        assert!(moves_from(&game, "e4").contains(&"e4-g6".to_string()));
        play(&mut game, "e4-g6").unwrap();
        assert_eq!(game.piece_at(sq("g6")), Some((Side::First, Kind::Cavalry)));
        assert!(game.last_action().unwrap().mv.is_jump());
        // From a dark square, only along a file or rank.
        let game = position("Cd4", "Fd5 Fe5", Side::First);
        assert_eq!(moves_from(&game, "d4"), list("d4-c4 d4-d3 d4-d6 d4-e4"));
        assert_eq!(
            play(&mut game.clone(), "d4-f6"),
            Err(Illegal::CavalryWrongWay)
        );
    }

    #[test]
    fn a_jump_takes_nothing_by_itself() {
        let mut game = position("Ce4", "Ff5", Side::First);
        play(&mut game, "e4-g6").unwrap();
        assert_eq!(
            game.piece_at(sq("f5")),
            Some((Side::Second, Kind::Infantry))
        );
        assert_eq!(game.captures(Side::First), 0);
        assert_eq!(game.last_action().unwrap().captured, 0);
    }

    #[test]
    fn cavalry_jumps_only_over_an_enemy_and_only_onto_an_empty_square() {
        let game = position("Ce4 Ff5", "", Side::First);
        assert!(!moves_from(&game, "e4").contains(&"e4-g6".to_string()));
        assert_eq!(
            play(&mut game.clone(), "e4-g6"),
            Err(Illegal::JumpNeedsEnemy)
        );
        let game = position("Ce4", "Ff5 Fg6", Side::First);
        assert!(!moves_from(&game, "e4").contains(&"e4-g6".to_string()));
        assert_eq!(play(&mut game.clone(), "e4-g6"), Err(Illegal::Occupied));
        // Nor over an empty square, nor two squares at once.
        let game = position("Ce4", "Fg6", Side::First);
        assert_eq!(
            play(&mut game.clone(), "e4-e6"),
            Err(Illegal::JumpNeedsEnemy)
        );
        assert_eq!(
            play(&mut game.clone(), "e4-e7"),
            Err(Illegal::CavalryWrongWay)
        );
    }

    #[test]
    fn a_piece_flanked_on_a_rank_or_file_is_taken_and_leaves_the_board() {
        // White infantry c3-c4: black cavalry d4 is between c4 and white infantry e4.
        let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.piece_at(sq("d4")), None);
        assert_eq!(game.captures(Side::First), 1);
        assert_eq!(game.last_action().unwrap().captured, bit(sq("d4")));
        // On a file, by cavalry, taking infantry.
        let mut game = position("Cd3 Ce7", "Fe6 Fb7", Side::First);
        play(&mut game, "d3-e3").unwrap();
        assert_eq!(
            game.piece_at(sq("e6")),
            Some((Side::Second, Kind::Infantry))
        );
        let mut game = position("Cf5 Ce7", "Fe6 Fb7", Side::First);
        play(&mut game, "f5-e5").unwrap();
        assert_eq!(game.piece_at(sq("e6")), None);
    }

    #[test]
    fn a_taken_cavalry_is_kept_by_the_enemy_and_taken_infantry_is_not() {
        let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.prisoners(Side::Second), 1);
        assert_eq!(game.prisoners(Side::First), 0);
        let mut game = position("Cf5 Ce7", "Fe6 Fb7", Side::First);
        play(&mut game, "f5-e5").unwrap();
        assert_eq!(game.prisoners(Side::Second), 0);
        assert_eq!(game.captures(Side::First), 1);
    }

    #[test]
    fn a_jump_that_lands_flanking_an_enemy_takes_it() {
        // e4 jumps f5 to g6; black g7 is then between g6 and white g8. f5 stays.
        let mut game = position("Ce4 Fg8", "Ff5 Fg7", Side::First);
        play(&mut game, "e4-g6").unwrap();
        assert_eq!(game.piece_at(sq("g7")), None);
        assert_eq!(
            game.piece_at(sq("f5")),
            Some((Side::Second, Kind::Infantry))
        );
        assert_eq!(game.captures(Side::First), 1);
    }

    #[test]
    fn captures_are_orthogonal_only() {
        // c2-c3 puts black d4 between c3 and e5 on a diagonal: nothing is taken.
        let mut game = position("Cc2 Ce5", "Fd4 Fb7", Side::First);
        play(&mut game, "c2-c3").unwrap();
        assert_eq!(
            game.piece_at(sq("d4")),
            Some((Side::Second, Kind::Infantry))
        );
        assert_eq!(game.captures(Side::First), 0);
    }

    #[test]
    fn a_piece_in_a_corner_is_taken_by_enemies_on_its_two_neighbours() {
        let mut game = position("Fg1 Ch3", "Fh1 Fb7", Side::First);
        play(&mut game, "h3-h2").unwrap();
        assert_eq!(game.piece_at(sq("h1")), None);
        assert_eq!(game.captures(Side::First), 1);
        // One neighbour alone does not take.
        let mut game = position("Ch3", "Fh1 Fb7", Side::First);
        play(&mut game, "h3-h2").unwrap();
        assert_eq!(
            game.piece_at(sq("h1")),
            Some((Side::Second, Kind::Infantry))
        );
    }

    #[test]
    fn a_move_that_ends_between_two_enemies_is_forbidden() {
        // d3-d4 would stand between black c4 and e4 and take nothing.
        let game = position("Fd3 Cf3", "Fc4 Fe4 Fb7", Side::First);
        assert_eq!(moves_from(&game, "d3"), Vec::<String>::new());
        assert_eq!(
            play(&mut game.clone(), "d3-d4"),
            Err(Illegal::MovesIntoCapture)
        );
        // On a file too, for cavalry, and for a jump's landing square.
        let game = position("Ce4", "Ff5 Ff3 Fb7", Side::First);
        assert!(!moves_from(&game, "e4").contains(&"e4-f4".to_string()));
        assert_eq!(
            play(&mut game.clone(), "e4-f4"),
            Err(Illegal::MovesIntoCapture)
        );
        let game = position("Cd4", "Cd5 Cc6 Ce6 Fb7", Side::First);
        assert!(!moves_from(&game, "d4").contains(&"d4-d6".to_string()));
        assert_eq!(
            play(&mut game.clone(), "d4-d6"),
            Err(Illegal::MovesIntoCapture)
        );
    }

    #[test]
    fn a_move_into_a_flank_is_allowed_when_it_captures() {
        // d3-d4 stands between c4 and e4, but takes c4 against white b4: allowed.
        let mut game = position("Fd3 Fb4", "Fc4 Fe4 Fb7", Side::First);
        assert_eq!(moves_from(&game, "d3"), list("d3-d4"));
        play(&mut game, "d3-d4").unwrap();
        assert_eq!(game.piece_at(sq("c4")), None);
        assert_eq!(
            game.piece_at(sq("e4")),
            Some((Side::Second, Kind::Infantry))
        );
        assert_eq!(game.piece_at(sq("d4")), Some((Side::First, Kind::Infantry)));
    }

    #[test]
    fn moving_into_a_corner_between_two_enemies_is_forbidden() {
        // Cavalry a3 (dark) jumps a2 into the corner a1, flanked by black a2 and b1.
        let game =
            Latroncules::from_pieces(&pieces("Ca3 Ch1"), &pieces("Fa2 Fb1 Fh7"), Side::First);
        assert!(!moves_from(&game, "a3").contains(&"a3-a1".to_string()));
        assert_eq!(
            play(&mut game.clone(), "a3-a1"),
            Err(Illegal::MovesIntoCapture)
        );
        // With white on c1 the same jump takes b1, so it is allowed.
        let mut game =
            Latroncules::from_pieces(&pieces("Ca3 Cc1 Ch1"), &pieces("Fa2 Fb1 Fh7"), Side::First);
        play(&mut game, "a3-a1").unwrap();
        assert_eq!(game.piece_at(sq("b1")), None);
    }

    #[test]
    fn a_side_whose_only_moves_would_put_a_piece_into_a_capture_draws() {
        // Black's only piece, infantry d5, can only step between white c4 and e4.
        let mut game =
            Latroncules::from_pieces(&pieces("Fc4 Fe4 Ca1"), &pieces("Fd5"), Side::First);
        assert_eq!(game.outcome(), None);
        play(&mut game, "a1-a2").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::OnlyMovesIntoCapture(Side::Second)
            })
        );
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
        assert_eq!(play(&mut game, "d5-d4"), Err(Illegal::GameOver));
    }

    #[test]
    fn a_side_with_no_move_at_all_draws() {
        // Black's only piece, infantry d5, is blocked by white d4.
        let mut game = Latroncules::from_pieces(&pieces("Fd4 Ca1"), &pieces("Fd5"), Side::First);
        play(&mut game, "a1-a2").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: EndReason::Blocked(Side::Second)
            })
        );
    }

    #[test]
    fn infantry_reaching_the_far_rank_is_exchanged_for_a_cavalry_the_enemy_had_taken() {
        let mut game = position("Fb7", "Fe5", Side::First).with_prisoners([1, 0]);
        assert_eq!(game.captures(Side::Second), 1);
        play(&mut game, "b7-b8").unwrap();
        assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Cavalry)));
        assert_eq!(game.prisoners(Side::First), 0);
        assert!(game.last_action().unwrap().promoted);
        // The freed cavalry moves as cavalry: b8 is dark, so straight along rank and file.
        play(&mut game, "e5-e4").unwrap();
        assert_eq!(moves_from(&game, "b8"), list("b8-a8 b8-b7 b8-c8"));
        // Black promotes on rank 1 the same way.
        let mut game = position("Fe4", "Fc2", Side::Second).with_prisoners([0, 2]);
        play(&mut game, "c2-c1").unwrap();
        assert_eq!(game.piece_at(sq("c1")), Some((Side::Second, Kind::Cavalry)));
        assert_eq!(game.prisoners(Side::Second), 1);
    }

    #[test]
    fn infantry_reaching_the_far_rank_with_no_cavalry_to_free_stays_and_cannot_move() {
        let mut game = position("Fb7", "Fe5", Side::First);
        play(&mut game, "b7-b8").unwrap();
        assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Infantry)));
        assert!(!game.last_action().unwrap().promoted);
        play(&mut game, "e5-e4").unwrap();
        assert_eq!(moves_from(&game, "b8"), Vec::<String>::new());
        assert_eq!(
            play(&mut game.clone(), "b8-b7"),
            Err(Illegal::InfantryForwardOnly)
        );
    }

    #[test]
    fn promotion_happens_only_on_arrival() {
        // White infantry already waits on b8; black then takes a white cavalry: b8 stays infantry.
        let mut game = position("Fb8 Ce3 Fc7", "Cd3 Cf2 Fg6", Side::Second);
        play(&mut game, "f2-f3").unwrap();
        assert_eq!(game.piece_at(sq("e3")), None);
        assert_eq!(game.prisoners(Side::First), 1);
        assert_eq!(game.piece_at(sq("b8")), Some((Side::First, Kind::Infantry)));
        // The next infantry to arrive frees the prisoner.
        play(&mut game, "c7-c8").unwrap();
        assert_eq!(game.piece_at(sq("c8")), Some((Side::First, Kind::Cavalry)));
        assert_eq!(game.prisoners(Side::First), 0);
    }

    #[test]
    fn taking_every_enemy_piece_wins_and_makes_the_winner_imperator() {
        let mut game =
            Latroncules::from_pieces(&pieces("Cc4 Fe3 Ca1"), &pieces("Cd4"), Side::First);
        play(&mut game, "e3-e4").unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: Some(Side::First),
                reason: EndReason::AllPiecesTaken(Side::Second)
            })
        );
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
    }

    #[test]
    fn forty_moves_a_side_without_a_capture_is_a_draw() {
        let mut game = Latroncules::from_pieces(&pieces("Ca1"), &pieces("Ch8"), Side::First);
        let white = ["a1-a2", "a2-a1"];
        let black = ["h8-h7", "h7-h8"];
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
        assert_eq!(played, NO_CAPTURE_LIMIT as usize);
        assert_eq!(played, 2 * 40);
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
        let mut game = position("Fc3 Fe4", "Cd4 Fg7", Side::First);
        game.quiet = NO_CAPTURE_LIMIT - 1;
        play(&mut game, "c3-c4").unwrap();
        assert_eq!(game.moves_without_capture(), 0);
        assert_eq!(game.outcome(), None);
    }

    #[test]
    fn move_text_is_from_dash_to_for_steps_and_jumps_in_any_case() {
        let game = Latroncules::new();
        let mv = game.parse_move(" D2-D3 ").unwrap();
        assert_eq!(
            mv,
            Move {
                from: sq("d2"),
                to: sq("d3")
            }
        );
        assert_eq!(game.format_move(&mv), "d2-d3");
        let jump = game.parse_move("B1-D3").unwrap();
        assert!(jump.is_jump() && !mv.is_jump());
        assert_eq!(game.format_move(&jump), "b1-d3");
        assert!(matches!(
            game.parse_move("d4"),
            Err(ParseError::Unrecognised(_))
        ));
        assert!(matches!(
            game.parse_move("d4-d5-d6"),
            Err(ParseError::Unrecognised(_))
        ));
        assert!(matches!(
            game.parse_move("z9-a1"),
            Err(ParseError::OffBoard(_))
        ));
        assert_eq!(game.parse_move("  "), Err(ParseError::Empty));
        assert!(game.parse_move("d4-").is_err());
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut game = position("Fd3 Cf3 Ce4", "Fc4 Fe5 Fb7 Fg2 Fg4", Side::First);
        let before = game.clone();
        let bad_moves = [
            "d3-d5", "e4-e7", "e4-c2", "b7-b6", "h8-h7", "e4-e4", "c4-c3", "a1-b2", "f3-g3",
        ];
        for bad in bad_moves {
            assert!(play(&mut game, bad).is_err(), "{bad}");
            assert_eq!(game, before);
        }
    }

    #[test]
    fn five_hundred_seeded_random_games_all_end_and_obey_the_contract() {
        let games = random_playouts::<Latroncules>(500, 5000);
        let reasons: std::collections::HashSet<_> = games
            .iter()
            .map(|g| std::mem::discriminant(&g.outcome().unwrap().reason))
            .collect();
        assert!(reasons.len() >= 2, "only {reasons:?}");
        // Every listed move respects the ban on moving into a capture.
        for game in &games {
            let last = game.last_action().unwrap();
            let mover = last.side.index();
            let to = last.mv.to;
            let exposed_now =
                exposed(game.board[1 - mover], to) && game.board[mover] & bit(to) != 0;
            assert!(!exposed_now || last.captured != 0, "{last:?}");
        }
    }
}
