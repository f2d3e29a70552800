//! Ludus Duodecim Scriptorum (XII Scripta), the Roman race game behind backgammon (`duodecim`).
//!
//! The rules, with every choice made where the seed text is silent, are in
//! `docs/rules/duodecim.md`; each rule has a test below named after it.
//!
//! In short: a track of 36 points, spelled by six words of six letters (HOSTES VINCTI IMPERI
//! VIRTUS LUDANT ROMANI), raced by both sides in the same direction from point 1 to point 36.
//! Each side has 15 pieces, all in reserve at the start. A turn is a roll of three dice (a chance
//! action, recorded in the history) then one action per die, in any order. Pieces in reserve must
//! enter first (a piece enters on the point equal to its die); then pieces move forward by a die.
//! A single enemy piece on the landing point is hit and goes back to its reserve; two or more
//! protect their point. A die that cannot be used is lost; if it was stopped only by protected
//! points, the opponent may play its value once before their own roll (the bonus move). Once all
//! 15 are in ROMANI (points 31-36) a side may only bear them off, a piece on `p` leaving with a
//! die `d` where `p + d > 36`. The first side to bear off all 15 wins.
//!
//! The position is two arrays of counts (one per side), a reserve and a borne-off count per side,
//! the current roll with the state of each die, and the bonus values owed to the side to act.

mod notation;
mod position;
mod track;

use serde::{Deserialize, Serialize};

use super::notation::ParseError;
use super::{EndReason, Game, Illegal, Notice, Outcome, PositionError, Route, Side, ToAct};
use track::Track;

/// Points on the track.
pub const POINTS: u8 = 36;
/// Pieces each side has.
pub const PIECES: u8 = 15;
/// Dice rolled at the start of each turn.
pub const DICE: usize = 3;
/// First point of ROMANI, the last word, where pieces are borne off from.
pub const HOME_START: u8 = 31;
/// The six words of the track, in the order the pieces run through them.
pub const WORDS: [&str; 6] = ["HOSTES", "VINCTI", "IMPERI", "VIRTUS", "LUDANT", "ROMANI"];
/// Rolls (both sides together) after which the game ends by the stalemate guard: 500 turns a
/// side, far more than any real game needs (random play averages well under half of it).
pub const TURN_LIMIT: u16 = 1000;

/// The letter carved on a point (1..=36).
pub fn letter(point: u8) -> char {
    let i = usize::from(point.clamp(1, POINTS) - 1);
    WORDS[i / 6].as_bytes()[i % 6] as char
}

/// What one die does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A piece from the reserve enters on the point equal to the die (`3:enter`).
    Enter,
    /// A piece moves forward from one point to another (`4:12-16`).
    Advance { from: u8, to: u8 },
    /// A piece on a point of ROMANI leaves the board (`5:34-off`).
    BearOff { from: u8 },
}

/// One action of XII Scripta.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Chance: the three dice, sorted (`roll:1-3-4`).
    Roll([u8; 3]),
    /// One die used by the side to act; `bonus` for a bonus move owed by the opponent's lost die
    /// (`bonus:4:12-16`).
    Use {
        bonus: bool,
        die: u8,
        action: Action,
    },
    /// Declines the bonus moves still owed (`pass`).
    Pass,
}

/// What happened to one die of the current roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DieState {
    /// Still to be used.
    Free,
    Used,
    /// Could not be used.
    Lost,
    /// Could not be used because every use landed on a protected point: the opponent got a bonus.
    Blocked,
}

/// The previous player action, kept for highlighting and the "last move" line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    pub side: Side,
    pub mv: Move,
    /// Whether it hit a single enemy piece (sent back to its reserve).
    pub hit: bool,
}

/// The points `1..=n` as a mask (bit `point - 1`), `n` at most [`POINTS`].
const fn upto(n: u8) -> u64 {
    (1u64 << n) - 1
}

/// Every roll of three dice, sorted, with the number of ordered throws that give it.
const ROLLS: [([u8; 3], u32); 56] = {
    let mut rolls = [([0u8; 3], 0u32); 56];
    let mut n = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            let mut c = b;
            while c <= 6 {
                // Ordered triples giving this multiset: 1, 3 or 6.
                let weight = if a == c {
                    1
                } else if a == b || b == c {
                    3
                } else {
                    6
                };
                rolls[n] = ([a, b, c], weight);
                n += 1;
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    rolls
};

/// [`ROLLS`] as chance actions with their weights, ready to copy.
const ROLL_MOVES: [(Move, u32); 56] = {
    let mut moves = [(Move::Pass, 0); 56];
    let mut n = 0;
    while n < 56 {
        moves[n] = (Move::Roll(ROLLS[n].0), ROLLS[n].1);
        n += 1;
    }
    moves
};

/// Ordered throws of three dice: the total of [`ROLLS`]' weights.
const THROWS: u32 = 216;

/// `PICKS[n]`: the index in [`ROLLS`] of the roll that walking the rolls and taking away each
/// weight from `n` stops at (see [`Game::chance_pick`]).
const PICKS: [u8; THROWS as usize] = {
    let mut picks = [0u8; THROWS as usize];
    let mut n = 0;
    let mut roll = 0;
    let mut upto = ROLLS[0].1;
    while n < THROWS as usize {
        while n as u32 >= upto {
            roll += 1;
            upto += ROLLS[roll].1;
        }
        picks[n] = roll as u8;
        n += 1;
    }
    picks
};

/// A position of XII Scripta with the state of the turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duodecim {
    /// Pieces of each side on each point, index `point - 1`.
    points: [Track; 2],
    /// Pieces of each side waiting to enter (all 15 at the start, and every hit piece).
    reserve: [u8; 2],
    /// Pieces of each side borne off.
    off: [u8; 2],
    /// The side whose turn it is (the roller of `roll`, or the next roller).
    turn: Side,
    /// The latest roll, sorted, and what became of each die; `None` before the first roll.
    roll: Option<[u8; 3]>,
    dice: [DieState; 3],
    /// Whose the latest roll is.
    roller: Side,
    /// Bonus values owed to `turn`, to play before its roll.
    bonus: Vec<u8>,
    /// Pieces of the enemy each side has hit.
    hits: [u16; 2],
    /// Rolls so far (the stalemate guard).
    rolls: u16,
    last: Option<LastAction>,
    outcome: Option<Outcome>,
}

/// Which phase a side is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Pieces in reserve: they must enter first.
    Entering,
    /// Everything entered, not all in ROMANI: pieces move.
    Moving,
    /// All 15 (those left) in ROMANI: pieces may only be borne off.
    BearingOff,
}

/// What a side's dice can do in its phase, from its masks read once: for each die value, the
/// uses as one mask ([`Uses::mask`]), which [`Game::legal_moves_into`] lists
/// and [`Game::pick_legal_move`] counts.
struct Uses {
    phase: Phase,
    /// The points the side holds.
    held: u64,
    /// The points the enemy protects.
    guarded: u64,
}

impl Uses {
    #[inline]
    fn of(game: &Duodecim, side: Side) -> Uses {
        Uses {
            phase: game.phase(side),
            held: game.points[side.index()].held,
            guarded: game.points[side.other().index()].guarded,
        }
    }

    /// The uses of a die of value `die`, one bit each, in the order they are listed: when
    /// entering, bit 0 if the piece may enter; otherwise bit `point - 1` for each point whose
    /// piece may move on (the landing point on the track and not protected) or bear off
    /// (`point + die` past the end). 0 for a value that is not a die's.
    #[inline]
    fn mask(&self, die: u8) -> u64 {
        if !(1..=6).contains(&die) {
            return 0;
        }
        match self.phase {
            Phase::Entering => u64::from(self.guarded & 1 << (die - 1) == 0),
            Phase::BearingOff => self.held & !upto(POINTS - die),
            Phase::Moving => self.held & upto(POINTS - die) & !(self.guarded >> die),
        }
    }

    /// The use of bit `i` of [`Uses::mask`] for a die of value `die`.
    #[inline]
    fn action(&self, die: u8, i: u8) -> Action {
        let point = i + 1;
        match self.phase {
            Phase::Entering => Action::Enter,
            Phase::BearingOff => Action::BearOff { from: point },
            Phase::Moving => Action::Advance {
                from: point,
                to: point + die,
            },
        }
    }
}

impl Duodecim {
    /// Pieces of `side` on `point` (1..=36).
    pub fn count(&self, side: Side, point: u8) -> u8 {
        match point {
            1..=POINTS => self.points[side.index()].get(point),
            _ => 0,
        }
    }

    /// The side owning the pieces on `point`, with their number.
    pub fn stack(&self, point: u8) -> Option<(Side, u8)> {
        Side::BOTH
            .into_iter()
            .map(|s| (s, self.count(s, point)))
            .find(|&(_, n)| n > 0)
    }

    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }

    pub fn borne_off(&self, side: Side) -> u8 {
        self.off[side.index()]
    }

    pub fn on_board(&self, side: Side) -> u8 {
        self.points[side.index()].counts.iter().sum()
    }

    /// The points `side` holds (one piece or more), bit `point - 1`.
    pub fn held_points(&self, side: Side) -> u64 {
        self.points[side.index()].held
    }

    /// The points where `side` has exactly one piece (a blot), bit `point - 1`.
    pub fn blots(&self, side: Side) -> u64 {
        let track = &self.points[side.index()];
        track.held & !track.guarded
    }

    /// Enemy pieces `side` has hit so far.
    pub fn hits(&self, side: Side) -> u16 {
        self.hits[side.index()]
    }

    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The latest roll (sorted) with the state of each die, and whose it is.
    pub fn roll(&self) -> Option<([u8; 3], [DieState; 3], Side)> {
        self.roll.map(|r| (r, self.dice, self.roller))
    }

    /// Bonus values `turn` may still play before its roll.
    pub fn bonus(&self) -> &[u8] {
        &self.bonus
    }

    pub fn last_action(&self) -> Option<LastAction> {
        self.last
    }

    /// Rolls since the start.
    pub fn rolls(&self) -> u16 {
        self.rolls
    }

    pub fn phase(&self, side: Side) -> Phase {
        if self.reserve(side) > 0 {
            Phase::Entering
        } else if self.points[side.index()].held & upto(HOME_START - 1) == 0 {
            Phase::BearingOff
        } else {
            Phase::Moving
        }
    }

    /// Pips `side` still has to run: each piece counts the points to leave the board.
    pub fn pips(&self, side: Side) -> u32 {
        let on_board: u32 = (1..=POINTS)
            .zip(self.points[side.index()].counts)
            .map(|(p, n)| u32::from(n) * u32::from(POINTS + 1 - p))
            .sum();
        on_board + u32::from(self.reserve(side)) * u32::from(POINTS + 1)
    }

    /// Builds a position directly, for tests and puzzles: `(point, count)` stacks of each side
    /// (a point given to both goes to the second), borne-off counts, the reserve being the rest
    /// of the 15; `turn` is about to roll (or, with [`Duodecim::with_roll`], to play a roll).
    pub fn from_stacks(
        first: &[(u8, u8)],
        second: &[(u8, u8)],
        off: [u8; 2],
        turn: Side,
    ) -> Duodecim {
        let mut game = Duodecim::new();
        game.points = [Track::EMPTY; 2];
        for (side, stacks) in [(0, first), (1, second)] {
            for &(p, n) in stacks {
                if (1..=POINTS).contains(&p) {
                    game.points[side].set(p, n);
                    game.points[1 - side].set(p, 0);
                }
            }
        }
        for side in Side::BOTH {
            let i = side.index();
            game.off[i] = off[i].min(PIECES);
            // Excess pieces are dropped from the far end so the total stays 15.
            let mut excess =
                i32::from(game.on_board(side)) + i32::from(game.off[i]) - i32::from(PIECES);
            for p in (1..=POINTS).rev() {
                while excess > 0 && game.points[i].get(p) > 0 {
                    let n = game.points[i].get(p);
                    game.points[i].set(p, n - 1);
                    excess -= 1;
                }
            }
            game.reserve[i] = PIECES - game.on_board(side) - game.off[i];
        }
        game.turn = turn;
        game.roller = turn;
        game.outcome = game.check_winner();
        game
    }

    /// The same position with `turn` about to play this roll (as if chance had just rolled it).
    pub fn with_roll(mut self, dice: [u8; 3]) -> Duodecim {
        let side = self.turn;
        if self.play(&Move::Roll(dice)).is_err() {
            self.turn = side;
        }
        self
    }

    /// The same position with these bonus values owed to the side about to act.
    pub fn with_bonus(mut self, bonus: &[u8]) -> Duodecim {
        self.bonus = bonus.to_vec();
        self.bonus.retain(|d| (1..=6).contains(d));
        self
    }

    /// Whether the enemy of `side` protects `point` (two or more pieces on it).
    fn protected_against(&self, side: Side, point: u8) -> bool {
        self.count(side.other(), point) >= 2
    }

    /// Whether a die of one of `values` (a mask, bit `value`) has a use for `side`, the phase
    /// and masks read once.
    fn has_any_use(&self, side: Side, values: u8) -> bool {
        let uses = Uses::of(self, side);
        let mut values = values & 0b111_1110;
        while values != 0 {
            let die = values.trailing_zeros() as u8;
            values &= values - 1;
            if uses.mask(die) != 0 {
                return true;
            }
        }
        false
    }

    /// Whether an unusable die of this value was stopped only by protected points: at least one
    /// piece could have used it (entering, or moving without running off the end) and every such
    /// use lands on a protected point. Bearing off is never blocked.
    fn blocked_by_protection(&self, side: Side, die: u8) -> bool {
        match self.phase(side) {
            Phase::Entering => self.protected_against(side, die),
            Phase::BearingOff => false,
            Phase::Moving if (1..=6).contains(&die) => {
                let movable = self.points[side.index()].held & upto(POINTS - die);
                let guarded = self.points[side.other().index()].guarded >> die;
                movable != 0 && movable & !guarded == 0
            }
            Phase::Moving => false,
        }
    }

    /// Why `action` with a die of `die` is illegal for `side` now, if it is.
    fn check_use(&self, side: Side, die: u8, action: Action) -> Result<(), Illegal> {
        let phase = self.phase(side);
        match action {
            Action::Enter => {
                if phase != Phase::Entering {
                    return Err(Illegal::NothingToEnter);
                }
                if self.protected_against(side, die) {
                    return Err(Illegal::ProtectedPoint);
                }
            }
            Action::Advance { from, to } => {
                if phase == Phase::Entering {
                    return Err(Illegal::MustEnterFirst);
                }
                if phase == Phase::BearingOff {
                    return Err(Illegal::OnlyBearOff);
                }
                if !(1..=POINTS).contains(&from) || self.count(side, from) == 0 {
                    return Err(Illegal::NoPieceOnPoint);
                }
                if u16::from(from) + u16::from(die) != u16::from(to) {
                    return Err(Illegal::WrongDistance);
                }
                if to > POINTS {
                    return Err(Illegal::NotAllHome);
                }
                if self.protected_against(side, to) {
                    return Err(Illegal::ProtectedPoint);
                }
            }
            Action::BearOff { from } => {
                if phase == Phase::Entering {
                    return Err(Illegal::MustEnterFirst);
                }
                if phase == Phase::Moving {
                    return Err(Illegal::NotAllHome);
                }
                if !(1..=POINTS).contains(&from) || self.count(side, from) == 0 {
                    return Err(Illegal::NoPieceOnPoint);
                }
                if from + die <= POINTS {
                    return Err(Illegal::DieTooSmall);
                }
            }
        }
        Ok(())
    }

    /// Applies a checked use; returns whether it hit.
    #[inline]
    fn apply_use(&mut self, side: Side, die: u8, action: Action) -> bool {
        let me = side.index();
        let them = side.other().index();
        let land = |game: &mut Duodecim, to: u8| {
            let hit = game.points[them].get(to) == 1;
            if hit {
                game.points[them].set(to, 0);
                game.reserve[them] += 1;
                game.hits[me] += 1;
            }
            let n = game.points[me].get(to);
            game.points[me].set(to, n + 1);
            hit
        };
        match action {
            Action::Enter => {
                self.reserve[me] -= 1;
                land(self, die)
            }
            Action::Advance { from, to } => {
                let n = self.points[me].get(from);
                self.points[me].set(from, n - 1);
                land(self, to)
            }
            Action::BearOff { from } => {
                let n = self.points[me].get(from);
                self.points[me].set(from, n - 1);
                self.off[me] += 1;
                false
            }
        }
    }

    /// The values of the dice still to be used, as a mask (bit `value`), each value once.
    #[inline]
    fn free_values(&self) -> u8 {
        let Some(roll) = self.roll else {
            return 0;
        };
        let mut values = 0u8;
        for (die, state) in roll.into_iter().zip(self.dice) {
            if state == DieState::Free && (1..=6).contains(&die) {
                values |= 1 << die;
            }
        }
        values
    }

    /// The bonus values owed, as a mask (bit `value`), each value once.
    fn bonus_values(&self) -> u8 {
        self.bonus
            .iter()
            .filter(|d| (1..=6).contains(*d))
            .fold(0, |values, &d| values | 1 << d)
    }

    fn check_winner(&self) -> Option<Outcome> {
        let side = if self.off[0] >= PIECES {
            Side::First
        } else if self.off[1] >= PIECES {
            Side::Second
        } else {
            return None;
        };
        Some(Outcome {
            winner: Some(side),
            reason: EndReason::AllBorneOff(side),
        })
    }

    /// After any action: ends the game, loses the dice that have no use (owing bonuses), passes
    /// the turn, drops bonuses that have no use, and applies the stalemate guard.
    fn settle(&mut self) {
        if let Some(outcome) = self.check_winner() {
            self.outcome = Some(outcome);
            return;
        }
        let side = self.turn;
        if self.roller == side && self.roll.is_some() {
            // The side is playing its roll: it goes on while a die left has a use.
            let values = self.free_values();
            if self.has_any_use(side, values) {
                return;
            }
            // Every die is used, or none left has a use: those are lost, a die stopped only by
            // protected points owing the opponent a bonus. The turn passes.
            // (The owed values are written into the list kept, which keeps its allocation.)
            let roll = self.roll.unwrap_or_default();
            let mut owed = std::mem::take(&mut self.bonus);
            owed.clear();
            let mut dice = self.dice;
            for (state, die) in dice.iter_mut().zip(roll) {
                if *state == DieState::Free {
                    *state = if self.blocked_by_protection(side, die) {
                        owed.push(die);
                        DieState::Blocked
                    } else {
                        DieState::Lost
                    };
                }
            }
            self.dice = dice;
            self.turn = side.other();
            self.bonus = owed;
        }
        // Bonus values owed to the side about to roll, dropped when they have no use.
        if !self.bonus.is_empty() {
            let uses = Uses::of(self, self.turn);
            self.bonus.retain(|&d| uses.mask(d) != 0);
        }
        if self.bonus.is_empty() && self.rolls >= TURN_LIMIT {
            self.outcome = Some(Outcome {
                winner: self.leader(),
                reason: EndReason::TurnLimit,
            });
        }
    }

    /// The side ahead when the stalemate guard stops the game: more pieces borne off, then fewer
    /// pips left to run; `None` when both are equal.
    pub fn leader(&self) -> Option<Side> {
        use std::cmp::Ordering;
        let by_off = self.off[0].cmp(&self.off[1]);
        let by_pips = self.pips(Side::Second).cmp(&self.pips(Side::First));
        match by_off.then(by_pips) {
            Ordering::Greater => Some(Side::First),
            Ordering::Less => Some(Side::Second),
            Ordering::Equal => None,
        }
    }

    /// Plays `mv`, checking it against the rules first when `CHECK` (what [`Game::play`]
    /// does); without, it trusts that `mv` is one of [`Game::legal_moves_into`]'s or a roll
    /// ([`Game::play_listed`]).
    fn apply<const CHECK: bool>(&mut self, mv: &Move) -> Result<(), Illegal> {
        let side = match self.to_act() {
            ToAct::Nobody => return Err(Illegal::GameOver),
            ToAct::Chance => match mv {
                Move::Roll(dice) => {
                    if CHECK && dice.iter().any(|d| !(1..=6).contains(d)) {
                        return Err(Illegal::NoSuchDie);
                    }
                    let mut dice = *dice;
                    dice.sort_unstable();
                    self.roll = Some(dice);
                    self.dice = [DieState::Free; 3];
                    self.roller = self.turn;
                    self.rolls = self.rolls.saturating_add(1);
                    self.settle();
                    return Ok(());
                }
                _ => return Err(Illegal::ChanceToAct),
            },
            ToAct::Side(side) => side,
        };
        let owed = !self.bonus.is_empty();
        match *mv {
            Move::Roll(_) => return Err(Illegal::NotChanceToAct),
            Move::Pass => {
                if !owed {
                    return Err(Illegal::NoBonus);
                }
                self.bonus.clear();
            }
            Move::Use { bonus, die, action } => {
                if bonus != owed {
                    return Err(if owed {
                        Illegal::BonusFirst
                    } else {
                        Illegal::NoBonus
                    });
                }
                let slot = if bonus {
                    self.bonus.iter().position(|&d| d == die)
                } else {
                    let roll = self.roll.unwrap_or_default();
                    (0..DICE).find(|&i| roll[i] == die && self.dice[i] == DieState::Free)
                };
                let slot = slot.ok_or(Illegal::NoSuchDie)?;
                if CHECK {
                    self.check_use(side, die, action)?;
                }
                let hit = self.apply_use(side, die, action);
                if bonus {
                    self.bonus.remove(slot);
                } else {
                    self.dice[slot] = DieState::Used;
                }
                self.last = Some(LastAction { side, mv: *mv, hit });
                self.settle();
                return Ok(());
            }
        }
        self.last = Some(LastAction {
            side,
            mv: *mv,
            hit: false,
        });
        self.settle();
        Ok(())
    }
}

impl Game for Duodecim {
    type Move = Move;

    /// Hits (pieces sent back to the start) stand for captures.
    fn capture_counts(&self) -> Option<[u32; 2]> {
        Some(Side::BOTH.map(|s| u32::from(self.hits(s))))
    }

    fn last_captured(&self) -> u32 {
        self.last_action().map_or(0, |a| u32::from(a.hit))
    }

    /// A bonus move owed before the roll would otherwise look like an ordinary turn.
    fn notice(&self) -> Option<Notice> {
        if self.bonus().is_empty() {
            return None;
        }
        let dice: Vec<String> = self.bonus().iter().map(u8::to_string).collect();
        Some(Notice {
            key: "duodecim-service-bonus",
            args: vec![("dice", dice.join(", "))],
        })
    }

    fn new() -> Self {
        Duodecim {
            points: [Track::EMPTY; 2],
            reserve: [PIECES, PIECES],
            off: [0, 0],
            turn: Side::First,
            roll: None,
            dice: [DieState::Free; 3],
            roller: Side::First,
            bonus: Vec::new(),
            hits: [0, 0],
            rolls: 0,
            last: None,
            outcome: None,
        }
    }

    fn to_act(&self) -> ToAct {
        if self.outcome.is_some() {
            ToAct::Nobody
        } else if !self.bonus.is_empty() || (self.roller == self.turn && self.roll.is_some()) {
            ToAct::Side(self.turn)
        } else {
            ToAct::Chance
        }
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.to_act() {
            ToAct::Nobody => {}
            ToAct::Chance => out.extend(ROLLS.iter().map(|&(r, _)| Move::Roll(r))),
            ToAct::Side(side) => {
                let bonus = !self.bonus.is_empty();
                // Each value once, smallest first.
                let mut values = if bonus {
                    self.bonus_values()
                } else {
                    self.free_values()
                };
                let uses = Uses::of(self, side);
                while values != 0 {
                    let die = values.trailing_zeros() as u8;
                    values &= values - 1;
                    let mut from = uses.mask(die);
                    while from != 0 {
                        let i = from.trailing_zeros() as u8;
                        from &= from - 1;
                        let action = uses.action(die, i);
                        out.push(Move::Use { bonus, die, action });
                    }
                }
                if bonus {
                    out.push(Move::Pass);
                }
            }
        }
    }

    /// Counts the uses of each die value from its mask ([`Uses::mask`]) and reads the one
    /// picked off the mask of its value, without listing the others.
    fn pick_legal_move(
        &self,
        _buffer: &mut Vec<Move>,
        pick: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Move> {
        let side = match self.to_act() {
            ToAct::Nobody => return None,
            ToAct::Chance => {
                let k = pick(ROLLS.len())?;
                return ROLLS.get(k).map(|&(r, _)| Move::Roll(r));
            }
            ToAct::Side(side) => side,
        };
        let bonus = !self.bonus.is_empty();
        let values = if bonus {
            self.bonus_values()
        } else {
            self.free_values()
        };
        let uses = Uses::of(self, side);
        // Each value's uses, smallest value first, as `legal_moves_into` lists them.
        let mut masks = [0u64; 7];
        let mut counts = [0u32; 7];
        let mut total = u32::from(bonus);
        let mut left = values;
        while left != 0 {
            let die = usize::from(left.trailing_zeros() as u8);
            left &= left - 1;
            masks[die] = uses.mask(die as u8);
            counts[die] = masks[die].count_ones();
            total += counts[die];
        }
        if total == 0 {
            return None;
        }
        let mut k = u32::try_from(pick(total as usize)?).ok()?;
        let mut left = values;
        while left != 0 {
            let die = left.trailing_zeros() as u8;
            left &= left - 1;
            let (mut mask, n) = (masks[usize::from(die)], counts[usize::from(die)]);
            if k < n {
                // A die has few uses: the lowest `k` are cleared one by one.
                for _ in 0..k {
                    mask &= mask - 1;
                }
                let action = uses.action(die, mask.trailing_zeros() as u8);
                return Some(Move::Use { bonus, die, action });
            }
            k -= n;
        }
        // Past every use: the pass that ends the list when a bonus is owed.
        (bonus && k == 0).then_some(Move::Pass)
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        self.apply::<true>(mv)
    }

    /// A listed use is not checked against the rules again; debug builds play it both ways
    /// and compare.
    fn play_listed(&mut self, mv: &Move) {
        crate::games::play_listed_checked(self, mv, Self::apply::<false>, Self::apply::<true>);
    }

    /// The pieces (on the track, in reserve, borne off), the side to act, its bonus and the
    /// hits: not the latest roll's bookkeeping (which die moved which piece) nor the last
    /// action, which differ between the orders of one turn.
    fn position_key(&self) -> Option<String> {
        Some(format!(
            "{:?}",
            (
                &self.points,
                self.reserve,
                self.off,
                self.turn,
                &self.bonus,
                self.hits,
                self.outcome
            )
        ))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn chance_outcomes(&self) -> Vec<(Move, u32)> {
        let mut rolls = Vec::new();
        self.chance_outcomes_into(&mut rolls);
        rolls
    }

    fn chance_outcomes_into(&self, out: &mut Vec<(Move, u32)>) {
        out.clear();
        if self.to_act() == ToAct::Chance {
            out.extend_from_slice(&ROLL_MOVES);
        }
    }

    fn chance_total(&self) -> u32 {
        if self.to_act() == ToAct::Chance {
            THROWS
        } else {
            0
        }
    }

    fn chance_pick(&self, pick: u32) -> Option<Move> {
        if self.to_act() != ToAct::Chance {
            return None;
        }
        let roll = *PICKS.get(usize::try_from(pick).ok()?)?;
        Some(ROLL_MOVES[usize::from(roll)].0)
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

    /// From the point the piece leaves (`enter` for one in reserve) to the point it reaches
    /// (`off` when borne off); a piece entering with a die of 4 lands on point 4.
    fn route(&self, mv: &Move) -> Option<Route> {
        let Move::Use { die, action, .. } = *mv else {
            return None;
        };
        let (from, to) = match action {
            Action::Enter => ("enter".to_string(), die.to_string()),
            Action::Advance { from, to } => (from.to_string(), to.to_string()),
            Action::BearOff { from } => (from.to_string(), "off".to_string()),
        };
        Some(Route { from, to })
    }
}

#[cfg(test)]
mod tests;
