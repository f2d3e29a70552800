//! The rules of the games, and nothing else.
//!
//! This layer exists so that every rule can be tested, replayed and reasoned about without a
//! network, a database or an async runtime. It has no async, no Discord and no SQL: a game is a
//! plain value that lists its legal actions and applies one at a time. Everything above it (the
//! store, the service, the bot, the console) talks to games through [`AnyGame`] and move *text*.
//!
//! A game describes itself: its rules type implements [`Game`] (legal moves, play, outcome, move
//! text, and what the layers above show: side names, captures, notices, ending texts), and one
//! line in the list of games at the end of this file gives it its variant name and public id.
//! [`Variant`], [`AnyGame`] and the `each_game!` dispatch macro are generated from that list, so
//! no match over all games is written by hand anywhere. Adding a game is its own folder here,
//! its layout in `render/`, its rules document, perft table and catalogue entries, and that one
//! line (see "Adding a game" in `DEVELOPERS.md`).
//!
//! The shape follows two models: shakmaty's small required core (one trait, variants as types
//! plus one enum) and OpenSpiel's chance actor (dice are actions of "chance", sampled by the
//! caller and written into the history, so every game replays exactly from its action list).

pub mod bastonus;
pub mod duodecim;
pub mod ergo;
pub mod grid;
pub mod latroncules;
pub mod latrunculi;
pub mod notation;

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use bastonus::Bastonus;
pub use duodecim::Duodecim;
pub use ergo::Ergo;
pub use latroncules::Latroncules;
pub use latrunculi::{Latrunculi, LatrunculiSeneca};
pub use notation::{ParseError, Square};

/// One of the two sides of a game. The first side is the one that acts first; each game names
/// its sides in its own terms (white and black in Latrunculi), see [`Variant::side_name_key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// 0 for the first side, 1 for the second: handy to index `[T; 2]` arrays.
    pub const fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    pub fn from_index(i: usize) -> Option<Side> {
        match i {
            0 => Some(Side::First),
            1 => Some(Side::Second),
            _ => None,
        }
    }
}

/// Who must act next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToAct {
    /// This side chooses the next action. It may be the same side several times in a row (a
    /// removal then a move, a capture chain, three dice) or the side whose turn it is not (a bonus
    /// move played out of turn): callers must always ask, never assume alternation.
    Side(Side),
    /// Chance acts: the caller samples one of [`Game::chance_outcomes`] and plays it like a move,
    /// so the roll is recorded in the history.
    Chance,
    /// The game is over; [`Game::outcome`] says how.
    Nobody,
}

impl ToAct {
    /// For games where the sides simply alternate: `side` acts unless the game is over.
    pub fn alternating(side: Side, outcome: Option<Outcome>) -> ToAct {
        match outcome {
            Some(_) => ToAct::Nobody,
            None => ToAct::Side(side),
        }
    }
}

/// Why a game ended by its own rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// This side has a single piece left on the board.
    OnePieceLeft(Side),
    /// This side had to act and had no legal action.
    Blocked(Side),
    /// The stalemate guard: too many moves without a capture (or without progress).
    NoCaptureLimit,
    // Legacy: the endings below belong to one game each. They stay because stored games (their
    // JSON names the variant) and the catalogue's texts use them; a new game names its own
    // endings with `EndReason::Own` instead of adding a variant here.
    // ergo
    /// This side has five (or more) of its pieces in an unbroken line.
    FiveInARow(Side),
    /// The same position has occurred for the third time.
    ThirdRepetition,
    /// The move limit of the game (a fixed number of moves a side) was reached.
    MoveLimit,
    // bastonus
    /// Victory on the field (*victoire sur le terrain*): this side took every enemy piece
    /// outside the camps.
    FieldVictory(Side),
    /// Conquest of the enemy camp (*conquête du camp adverse*): four pieces of this side fill it.
    CampConquered(Side),
    /// Annexation (*annexer un camp*): this side's Impératrice entered the enemy camp.
    CampAnnexed(Side),
    /// Loss of the legion (*perte de la Légion*): this side has no legionary left.
    LegionLost(Side),
    /// Loss of command (*perte du commandement*): no chief of this side stands outside a camp.
    CommandLost(Side),
    /// This side's Impératrice was taken (*capture de l'impératrice*).
    EmpressTaken(Side),
    /// The stalemate guard, stated as this many moves each without a capture.
    NoCaptureMovesEach(u16),
    // latroncules
    /// This side has no piece left: every one was taken.
    AllPiecesTaken(Side),
    /// This side had to move and every move it had would end where it could be taken.
    OnlyMovesIntoCapture(Side),
    // duodecim
    /// This side has borne off all its pieces.
    AllBorneOff(Side),
    /// The stalemate guard of a dice game: too many turns; the side further ahead wins.
    TurnLimit,
    // any game
    /// An ending of one game's own, which no other game has: the game tells its endings apart
    /// by the number and names their text in [`Game::end_key`]. A new game uses this instead of
    /// adding a variant here.
    Own(u8, Option<Side>),
}

impl EndReason {
    /// The message-catalogue key of this ending's text. The text may use `$side` (the side the
    /// reason names, see [`EndReason::side`]) and `$count` ([`EndReason::count`]). A game whose
    /// ending reads differently overrides [`Game::end_key`].
    pub const fn key(&self) -> &'static str {
        match self {
            EndReason::OnePieceLeft(_) => "end-one-piece-left",
            EndReason::Blocked(_) => "end-blocked",
            EndReason::NoCaptureLimit => "end-no-capture-limit",
            EndReason::FiveInARow(_) => "ergo-end-five-in-a-row",
            EndReason::ThirdRepetition => "ergo-end-third-repetition",
            EndReason::MoveLimit => "ergo-end-move-limit",
            EndReason::FieldVictory(_) => "bastonus-end-field-victory",
            EndReason::CampConquered(_) => "bastonus-end-camp-conquered",
            EndReason::CampAnnexed(_) => "bastonus-end-camp-annexed",
            EndReason::LegionLost(_) => "bastonus-end-legion-lost",
            EndReason::CommandLost(_) => "bastonus-end-command-lost",
            EndReason::EmpressTaken(_) => "bastonus-end-empress-taken",
            EndReason::NoCaptureMovesEach(_) => "bastonus-end-no-capture",
            EndReason::AllPiecesTaken(_) => "latroncules-end-all-taken",
            EndReason::OnlyMovesIntoCapture(_) => "latroncules-end-only-into-capture",
            EndReason::AllBorneOff(_) => "duodecim-end-all-off",
            EndReason::TurnLimit => "duodecim-end-turn-limit",
            // The game's `end_key` names the real text; this one only says the rules ended it.
            EndReason::Own(..) => "end-own",
        }
    }

    /// The side the reason speaks of, if any.
    pub const fn side(&self) -> Option<Side> {
        match *self {
            EndReason::OnePieceLeft(side)
            | EndReason::Blocked(side)
            | EndReason::FiveInARow(side)
            | EndReason::FieldVictory(side)
            | EndReason::CampConquered(side)
            | EndReason::CampAnnexed(side)
            | EndReason::LegionLost(side)
            | EndReason::CommandLost(side)
            | EndReason::EmpressTaken(side)
            | EndReason::AllPiecesTaken(side)
            | EndReason::OnlyMovesIntoCapture(side)
            | EndReason::AllBorneOff(side) => Some(side),
            EndReason::Own(_, side) => side,
            EndReason::NoCaptureLimit
            | EndReason::ThirdRepetition
            | EndReason::MoveLimit
            | EndReason::NoCaptureMovesEach(_)
            | EndReason::TurnLimit => None,
        }
    }

    /// The number the reason speaks of, if any.
    pub const fn count(&self) -> Option<u16> {
        match *self {
            EndReason::NoCaptureMovesEach(count) => Some(count),
            _ => None,
        }
    }
}

/// How a finished game ended: the winner (none for a draw) and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// Why a well-formed move was refused by the rules. Every variant has a localised text in the
/// message catalogue, so a new reason needs an entry there too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("it is chance's turn (dice), not a player's")]
    ChanceToAct,
    #[error("a player's move was expected, not a dice roll")]
    NotChanceToAct,
    #[error("pieces are still being placed: name an empty square")]
    PlacementPhase,
    #[error("all pieces are placed: move one with from-to")]
    MovementPhase,
    #[error("that square is occupied")]
    Occupied,
    #[error("there is no piece of yours on that square")]
    NotYourPiece,
    #[error("a piece moves one square up, down, left or right")]
    NotAStep,
    #[error("a piece may not go straight back to the square it just left")]
    BackAndForth,
    // Legacy: the refusals below belong to one game each. They stay because their catalogue
    // keys and texts exist in every language; a new game names its own refusals with
    // `Illegal::Rule` instead of adding a variant here.
    // ergo
    #[error("you have no piece left in reserve")]
    NoPieceInReserve,
    #[error("a lion moves one square in any direction, or slides along the outer path")]
    NotALionStep,
    #[error("the way along the outer path is blocked")]
    RingPathBlocked,
    #[error("a hollow piece moves one square up, down, left or right")]
    NotAHollowStep,
    // bastonus
    #[error("there is no piece to jump over")]
    NothingToJump,
    #[error("that is not a straight line of your legionaries")]
    NotARank,
    #[error("there is no enemy piece to push there")]
    NothingToPush,
    #[error("the push is blocked by a piece behind")]
    PushBlocked,
    #[error("a line pushes at most as many pieces as it has legionaries")]
    PushTooFew,
    #[error("every legionary of that line has already pushed once")]
    Exhausted,
    #[error("a piece just pushed may not push back the other way this turn")]
    NoPushBack,
    #[error("`pass` is only for ending a chain of captures")]
    NothingToPass,
    #[error("after a capture, only another capture or `pass`")]
    CaptureOrPass,
    // latroncules
    #[error("infantry steps one square straight forward")]
    InfantryForwardOnly,
    #[error(
        "cavalry steps one square (any way from a light square, straight from a dark one) or jumps"
    )]
    CavalryWrongWay,
    #[error("a jump must pass over an adjacent enemy piece")]
    JumpNeedsEnemy,
    #[error("that move ends between two enemies without taking anything")]
    MovesIntoCapture,
    // duodecim
    #[error("no die left shows that value")]
    NoSuchDie,
    #[error("pieces in reserve must enter before any other moves")]
    MustEnterFirst,
    #[error("there is no piece in reserve to enter")]
    NothingToEnter,
    #[error("that point is protected by two or more enemy pieces")]
    ProtectedPoint,
    #[error("there is no piece of yours on that point")]
    NoPieceOnPoint,
    #[error("a piece moves forward exactly the value of its die")]
    WrongDistance,
    #[error("pieces leave the board only once all of them are in the last word")]
    NotAllHome,
    #[error("once all pieces are in the last word they may only leave the board")]
    OnlyBearOff,
    #[error("that die is too small to take this piece off")]
    DieTooSmall,
    #[error("no bonus move is owed to you")]
    NoBonus,
    #[error("play or pass the bonus move first")]
    BonusFirst,
    // latrunculi-seneca
    #[error("a held piece (incitus) must be removed first, like `xd5`")]
    RemovalDue,
    #[error("no held piece is waiting to be removed")]
    NoRemovalDue,
    #[error("there is no held enemy piece on that square")]
    NotHeld,
    #[error("that piece is held (incitus) and cannot move")]
    PieceHeld,
    #[error("a jump goes straight over one of your own pieces to the empty square beyond")]
    NotAJump,
    #[error("a chain of jumps may not land twice on a square nor on its start")]
    JumpRevisits,
    // any game
    /// A refusal of one game's own, named by its catalogue key (`<game>-illegal-<what>`): a new
    /// game uses this instead of adding a variant here.
    #[error("refused by the rules ({0})")]
    Rule(&'static str),
}

impl Illegal {
    /// The message-catalogue key of this refusal's text (a fixed sentence, no variables).
    pub const fn key(&self) -> &'static str {
        match self {
            Illegal::GameOver => "illegal-game-over",
            Illegal::ChanceToAct => "illegal-chance-to-act",
            Illegal::NotChanceToAct => "illegal-not-chance-to-act",
            Illegal::PlacementPhase => "illegal-placement-phase",
            Illegal::MovementPhase => "illegal-movement-phase",
            Illegal::Occupied => "illegal-occupied",
            Illegal::NotYourPiece => "illegal-not-your-piece",
            Illegal::NotAStep => "illegal-not-a-step",
            Illegal::BackAndForth => "illegal-back-and-forth",
            Illegal::NoPieceInReserve => "ergo-illegal-no-piece-in-reserve",
            Illegal::NotALionStep => "ergo-illegal-not-a-lion-step",
            Illegal::RingPathBlocked => "ergo-illegal-ring-path-blocked",
            Illegal::NotAHollowStep => "ergo-illegal-not-a-hollow-step",
            Illegal::NothingToJump => "bastonus-illegal-nothing-to-jump",
            Illegal::NotARank => "bastonus-illegal-not-a-rank",
            Illegal::NothingToPush => "bastonus-illegal-nothing-to-push",
            Illegal::PushBlocked => "bastonus-illegal-push-blocked",
            Illegal::PushTooFew => "bastonus-illegal-push-too-few",
            Illegal::Exhausted => "bastonus-illegal-exhausted",
            Illegal::NoPushBack => "bastonus-illegal-no-push-back",
            Illegal::NothingToPass => "bastonus-illegal-nothing-to-pass",
            Illegal::CaptureOrPass => "bastonus-illegal-capture-or-pass",
            Illegal::InfantryForwardOnly => "latroncules-illegal-infantry-forward-only",
            Illegal::CavalryWrongWay => "latroncules-illegal-cavalry-wrong-way",
            Illegal::JumpNeedsEnemy => "latroncules-illegal-jump-needs-enemy",
            Illegal::MovesIntoCapture => "latroncules-illegal-moves-into-capture",
            Illegal::NoSuchDie => "duodecim-illegal-no-such-die",
            Illegal::MustEnterFirst => "duodecim-illegal-must-enter-first",
            Illegal::NothingToEnter => "duodecim-illegal-nothing-to-enter",
            Illegal::ProtectedPoint => "duodecim-illegal-protected-point",
            Illegal::NoPieceOnPoint => "duodecim-illegal-no-piece-on-point",
            Illegal::WrongDistance => "duodecim-illegal-wrong-distance",
            Illegal::NotAllHome => "duodecim-illegal-not-all-home",
            Illegal::OnlyBearOff => "duodecim-illegal-only-bear-off",
            Illegal::DieTooSmall => "duodecim-illegal-die-too-small",
            Illegal::NoBonus => "duodecim-illegal-no-bonus",
            Illegal::BonusFirst => "duodecim-illegal-bonus-first",
            Illegal::RemovalDue => "latrunculi-seneca-illegal-removal-due",
            Illegal::NoRemovalDue => "latrunculi-seneca-illegal-no-removal-due",
            Illegal::NotHeld => "latrunculi-seneca-illegal-not-held",
            Illegal::PieceHeld => "latrunculi-seneca-illegal-piece-held",
            Illegal::NotAJump => "latrunculi-seneca-illegal-not-a-jump",
            Illegal::JumpRevisits => "latrunculi-seneca-illegal-jump-revisits",
            Illegal::Rule(key) => key,
        }
    }
}

/// Why a move given as text was not played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("{0}")]
    Malformed(#[from] ParseError),
    #[error("{0}")]
    Illegal(#[from] Illegal),
}

/// The rules of one game. Implement this to add a game; nothing else in the crate needs to know
/// how your game works.
///
/// # The contract
///
/// A value of your type is a whole position *and* whatever history the rules need (the counter of
/// the stalemate guard, the last move of each side for a no-back-and-forth rule, pieces still in
/// hand). It must be cheap to clone and serializable with serde: the store keeps a snapshot of it,
/// and also every action ever played, so that any game can be rebuilt with [`Game::new`] and
/// [`Game::play`] alone.
///
/// 1. [`Game::new`] returns the starting position.
/// 2. [`Game::to_act`] says who acts next: a side, chance, or nobody when the game is over. It is
///    asked before *every* action, so one turn may be several actions by the same side (remove a
///    held piece then move, a chain of captures, one action per die), and a side may act out of
///    turn (a bonus move) — just return that side.
/// 3. [`Game::legal_moves_into`] lists every legal action of whoever acts (for [`ToAct::Chance`],
///    every possible roll), with no duplicates; [`Game::legal_moves`] returns the same list. It is
///    empty exactly when nobody acts.
/// 4. [`Game::play`] applies one action or refuses it with an [`Illegal`] reason and leaves the
///    value unchanged. It accepts exactly the actions `legal_moves` lists. After it, `to_act`,
///    `legal_moves` and `outcome` must already reflect the new position: end conditions
///    (including your stalemate guard, which every game must have so that random play always
///    ends) are checked inside `play`.
/// 5. [`Game::outcome`] is `Some` exactly when `to_act` is [`ToAct::Nobody`].
/// 6. Chance: when `to_act` is [`ToAct::Chance`], [`Game::chance_outcomes`] gives each roll with an
///    integer weight; the caller samples one with its own random source and plays it through
///    `play`, which records it like any move. The rules never roll dice themselves.
/// 7. Move text: [`Game::format_move`] prints an action in lower case following the shared
///    conventions (`d4` a placement, `d4-d5` a step, `d4-d6-f6` a chain, `xd5` a removal, `pass`,
///    `roll:3-5-6`), and [`Game::parse_move`] reads it back case-insensitively:
///    `parse_move(format_move(m)) == m` for every legal `m`. Parsing checks form only; legality is
///    `play`'s job, so a well-formed but illegal move gets the rules' reason, not "malformed".
///
/// The provided `legal_moves` and `chance_outcomes_into` are built on `legal_moves_into` and
/// `chance_outcomes`; the others (`SIDE_NAME_KEYS`, `capture_counts`, `last_captured`, `notice`, `end_key`) tell the layers above what to show; override the ones your game needs. Refusals
/// and endings of your own are [`Illegal::Rule`] and [`EndReason::Own`], so the shared enums
/// need no edit. Then add one line to the list of games at the end of this file (`games!`), a
/// layout in `render/` (an `impl render::Layout`), a rules document in `docs/rules/`, a perft
/// table in `tests/data/perft/`, catalogue entries, and tests that pin every rule (the contract
/// checks of `tests::random_playouts` come for free). `DEVELOPERS.md` has the checklist.
pub trait Game: Clone + fmt::Debug + Send + Sync + Serialize + for<'de> Deserialize<'de> {
    /// One action: a placement, a move, a removal, a roll.
    type Move: Clone + fmt::Debug + PartialEq + Eq + Hash + Send;

    /// The starting position.
    fn new() -> Self;

    /// Who acts next.
    fn to_act(&self) -> ToAct;

    /// Every legal action of whoever acts next, written into `out` (which is cleared first). A
    /// search or a playout calls this with one buffer it keeps, so listing the actions does not
    /// allocate.
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>);

    /// The same actions as [`Game::legal_moves_into`], in the same order, in a new vector.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Applies one action, or says why it is illegal (and changes nothing).
    fn play(&mut self, mv: &Self::Move) -> Result<(), Illegal>;

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// The possible rolls with their weights, when chance acts. Games without dice keep the
    /// default.
    fn chance_outcomes(&self) -> Vec<(Self::Move, u32)> {
        Vec::new()
    }

    /// The same rolls and weights as [`Game::chance_outcomes`], in the same order, written into
    /// `out` (cleared first), for callers that keep a buffer; the default calls
    /// `chance_outcomes`.
    fn chance_outcomes_into(&self, out: &mut Vec<(Self::Move, u32)>) {
        out.clear();
        out.extend(self.chance_outcomes());
    }

    /// Reads a move written in this game's notation (form only, not legality).
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError>;

    /// Writes a move in this game's notation, lower case.
    fn format_move(&self, mv: &Self::Move) -> String;

    // --- What the layers above show; every game gets the defaults for free. ---

    /// Catalogue keys of the names of the first and second side ("white", "black"...).
    const SIDE_NAME_KEYS: [&'static str; 2] = ["side-white", "side-black"];

    /// Enemy pieces each side has taken so far (first side's, second side's), or `None` for a
    /// game where nothing is ever taken (then no capture count is shown).
    fn capture_counts(&self) -> Option<[u32; 2]> {
        None
    }

    /// Pieces the last action took.
    fn last_captured(&self) -> u32 {
        0
    }

    /// Something the player about to act must be told besides "your turn" (a bonus move owed
    /// before the roll in XII Scripta), as a catalogue key and its arguments.
    fn notice(&self) -> Option<Notice> {
        None
    }

    /// The catalogue key that describes `reason` in this game. Games whose stalemate guard or
    /// ending reads differently from the shared text override it for that reason only.
    fn end_key(reason: &EndReason) -> &'static str {
        reason.key()
    }

    /// Where the piece that `mv` moves starts and where it lands, for `/board square:` (the
    /// squares a piece can reach this turn). `None` for an action that moves no piece from a
    /// spot of the board: a placement or drop (`d4`), a removal (`xd5`), `pass`, a roll. The
    /// default reads the move text: a step or chain `d4-d5`, `d4-d6-f6` goes from its first
    /// square to its last. Games whose text reads otherwise override it.
    fn route(&self, mv: &Self::Move) -> Option<Route> {
        Route::from_text(&self.format_move(mv))
    }
}

/// Where a moving piece starts and where it lands (see [`Game::route`]), each as the text a
/// player types for that spot: a square (`d4`), or in XII Scripta a point (`12`), `enter` for a
/// piece in reserve and `off` for a piece borne off.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Route {
    pub from: String,
    pub to: String,
}

impl Route {
    /// The default reading of a move text: `from-…-to`; `None` without a `-` or with an empty
    /// part.
    pub fn from_text(text: &str) -> Option<Route> {
        let (from, rest) = text.split_once('-')?;
        let to = rest.rsplit('-').next()?;
        if from.is_empty() || to.is_empty() {
            return None;
        }
        Some(Route {
            from: from.to_string(),
            to: to.to_string(),
        })
    }
}

/// A message for the player about to act, from the rules (see [`Game::notice`]): a catalogue key
/// and the values of its variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

/// Declares the list of games. From each line — the variant's name, its public id (commands, the
/// CLI and the database use it) and its rules type — it builds [`Variant`] (with `ALL`, `id`,
/// `name_key`, `side_name_key`, `end_key`), [`AnyGame`] (tagged by the id in stored JSON), and
/// the `each_game!` macro, which calls one expression on whichever game an [`AnyGame`] holds.
/// `each_game!` is how the layers above dispatch to per-game code (the renderer's layouts) with
/// no hand-written match over the games: a game missing such an implementation does not compile.
///
/// `$d` is a literal `$`, passed in so that this macro can write the `each_game!` macro.
macro_rules! games {
    ($d:tt $( $(#[$doc:meta])* $variant:ident = $id:literal => $module:ident :: $game:ident, )*) => {
        /// Every game Tabula can play, by its public id (the name used in commands and in the
        /// store). Declared by the list of games at the end of `games/mod.rs`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Variant {
            $( $(#[$doc])* #[serde(rename = $id)] $variant, )*
        }

        impl Variant {
            /// Every game, in the order menus list them.
            pub const ALL: &'static [Variant] = &[ $( Variant::$variant, )* ];

            /// The id used in commands, the CLI and the database.
            pub const fn id(self) -> &'static str {
                match self { $( Variant::$variant => $id, )* }
            }

            /// Message-catalogue key of the game's display name (`game-name-<id>`).
            pub const fn name_key(self) -> &'static str {
                match self { $( Variant::$variant => concat!("service-variant-", $id), )* }
            }

            /// Message-catalogue key of the name of a side in this game ("white", "black", ...).
            pub const fn side_name_key(self, side: Side) -> &'static str {
                match self { $( Variant::$variant => <$module::$game as Game>::SIDE_NAME_KEYS[side.index()], )* }
            }

            /// Message-catalogue key of the text of an ending in this game.
            pub fn end_key(self, reason: &EndReason) -> &'static str {
                match self { $( Variant::$variant => <$module::$game as Game>::end_key(reason), )* }
            }

            /// The folder of the game's rules under `src/games/` (for tests that read it).
            #[cfg(test)]
            pub(crate) const fn module(self) -> &'static str {
                match self { $( Variant::$variant => stringify!($module), )* }
            }
        }

        /// Any game, chosen at run time. The layers above the rules use this and move *text*
        /// only. Stored as `{"variant": <id>, "state": <the game's own JSON>}`.
        #[derive(Clone, Debug, Serialize, Deserialize)]
        #[serde(tag = "variant", content = "state")]
        pub enum AnyGame {
            $( #[serde(rename = $id)] $variant($module::$game), )*
        }

        impl AnyGame {
            /// The starting position of a variant.
            pub fn new(variant: Variant) -> AnyGame {
                match variant { $( Variant::$variant => AnyGame::$variant(<$module::$game as Game>::new()), )* }
            }

            pub fn variant(&self) -> Variant {
                match self { $( AnyGame::$variant(_) => Variant::$variant, )* }
            }
        }

        /// Calls the same expression on whichever game is inside an [`AnyGame`]:
        /// `each_game!(any, g => g.legal_moves().len())`. Usable in every module declared after
        /// `games` in `lib.rs`.
        macro_rules! each_game {
            ($d any:expr, $d g:ident => $d body:expr) => {
                match $d any {
                    $( $crate::games::AnyGame::$variant($d g) => $d body, )*
                }
            };
        }
    };
}

// The list of games: one line per game, in the order menus show them. Adding a game is one line
// here plus its own files (see DEVELOPERS.md, "Adding a game").
games! { $
    LatrunculiSeneca = "latrunculi-seneca" => latrunculi::LatrunculiSeneca,
    LatrunculiPiso = "latrunculi-piso" => latrunculi::Latrunculi,
    Latroncules = "latroncules" => latroncules::Latroncules,
    Bastonus = "bastonus" => bastonus::Bastonus,
    Ergo = "ergo" => ergo::Ergo,
    Duodecim = "duodecim" => duodecim::Duodecim,
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The id is not one of [`Variant::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}`")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.id() == wanted)
            .ok_or_else(|| UnknownVariant(s.trim().to_string()))
    }
}

impl AnyGame {
    pub fn to_act(&self) -> ToAct {
        each_game!(self, g => g.to_act())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    /// Enemy pieces each side has taken so far (first side's, second side's).
    pub fn captures(&self) -> [u32; 2] {
        each_game!(self, g => g.capture_counts()).unwrap_or([0, 0])
    }

    /// Whether pieces can be taken in this game at all (if not, capture counts are not shown).
    pub fn has_captures(&self) -> bool {
        each_game!(self, g => g.capture_counts()).is_some()
    }

    /// Pieces the last action took.
    pub fn last_captured(&self) -> u32 {
        each_game!(self, g => g.last_captured())
    }

    /// What the player about to act must be told besides whose turn it is.
    pub fn notice(&self) -> Option<Notice> {
        each_game!(self, g => g.notice())
    }

    /// Every legal action of whoever acts, as text, sorted and without duplicates.
    pub fn legal_move_texts(&self) -> Vec<String> {
        let mut moves: Vec<String> =
            each_game!(self, g => g.legal_moves().iter().map(|m| g.format_move(m)).collect());
        moves.sort();
        moves.dedup();
        moves
    }

    /// The legal actions of whoever acts that move a piece away from `from` (a square such as
    /// `d4`, or in XII Scripta a point or `enter`; any case), as (move text, route), sorted by
    /// text. See [`Game::route`].
    pub fn moves_from(&self, from: &str) -> Vec<(String, Route)> {
        let from = from.trim().to_lowercase();
        let mut moves: Vec<(String, Route)> = self
            .routes()
            .into_iter()
            .filter(|(_, route)| route.from == from)
            .collect();
        moves.sort();
        moves.dedup();
        moves
    }

    /// Every legal action of whoever acts that moves a piece, with its route, in the order the
    /// rules list them.
    pub fn routes(&self) -> Vec<(String, Route)> {
        each_game!(self, g => g
            .legal_moves()
            .iter()
            .filter_map(|m| g.route(m).map(|r| (g.format_move(m), r)))
            .collect())
    }

    /// The possible chance actions as text with their weights (empty unless chance acts).
    pub fn chance_texts(&self) -> Vec<(String, u32)> {
        each_game!(self, g => g
            .chance_outcomes()
            .iter()
            .map(|(m, w)| (g.format_move(m), *w))
            .collect())
    }

    /// Reads and plays one action given as text. Returns the action's canonical text (lower case,
    /// as it is stored); on error the game is unchanged.
    pub fn play_text(&mut self, text: &str) -> Result<String, MoveError> {
        each_game!(self, g => {
            let mv = g.parse_move(text)?;
            g.play(&mv)?;
            Ok(g.format_move(&mv))
        })
    }

    /// As [`AnyGame::play_text`], and also the action's route (where its piece went, read in the
    /// position before it: see [`Game::route`]), for marking it on a later picture.
    pub fn play_text_routed(&mut self, text: &str) -> Result<(String, Option<Route>), MoveError> {
        each_game!(self, g => {
            let mv = g.parse_move(text)?;
            let route = g.route(&mv);
            g.play(&mv)?;
            Ok((g.format_move(&mv), route))
        })
    }

    /// The Latrunculi position inside, if this is a Latrunculi (Piso) game, for unit tests that
    /// look at pieces directly. Code that runs matches over the games with `each_game!`, and the
    /// integration tests match `AnyGame::LatrunculiPiso` themselves.
    #[cfg(test)]
    pub fn as_latrunculi(&self) -> Option<&Latrunculi> {
        match self {
            AnyGame::LatrunculiPiso(g) => Some(g),
            _ => None,
        }
    }

    /// The number of legal action sequences `depth` plies deep, see [`perft`].
    pub fn perft(&self, depth: u32) -> u64 {
        each_game!(self, g => perft(g, depth))
    }

    /// Rebuilds a game from its variant and its whole action history.
    pub fn replay<'a>(
        variant: Variant,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<AnyGame, (usize, MoveError)> {
        let mut game = AnyGame::new(variant);
        for (i, text) in actions.into_iter().enumerate() {
            game.play_text(text).map_err(|e| (i, e))?;
        }
        Ok(game)
    }
}

/// Counts the leaves of the tree of legal actions `depth` plies deep (chance nodes branch on
/// every roll, whatever its weight): the classic move-generator check, as in chess "perft".
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            match next.play(mv) {
                Ok(()) => perft(&next, depth - 1),
                // A listed move the rules then refuse breaks the contract; count nothing so the
                // perft tables (and the playout tests) fail loudly rather than panicking here.
                Err(_) => 0,
            }
        })
        .sum()
}

#[cfg(test)]
pub(crate) mod tests;
