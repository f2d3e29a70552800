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
pub mod position;
mod reasons;

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
pub use position::PositionError;
pub use reasons::{EndReason, Illegal, MoveError};

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

/// How a finished game ended: the winner (none for a draw) and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

/// The body of a fast [`Game::play_listed`] for a game whose `play` and unchecked play share
/// one function (`apply::<CHECK>` in Latrunculi and XII Scripta): plays `mv` with `unchecked`,
/// and in debug builds also with `checked` on a copy, asserting that both accept it and leave
/// the same position (the check every test run makes of the fast path).
pub(crate) fn play_listed_checked<G, M>(
    game: &mut G,
    mv: &M,
    unchecked: impl FnOnce(&mut G, &M) -> Result<(), Illegal>,
    checked: impl FnOnce(&mut G, &M) -> Result<(), Illegal>,
) where
    G: Clone + PartialEq + fmt::Debug,
    M: fmt::Debug,
{
    #[cfg(debug_assertions)]
    let mut copy = game.clone();
    let played = unchecked(game, mv);
    debug_assert!(played.is_ok(), "a listed action was refused: {played:?}");
    #[cfg(debug_assertions)]
    {
        let refused = checked(&mut copy, mv);
        debug_assert!(refused.is_ok(), "an unlisted action {mv:?}: {refused:?}");
        debug_assert_eq!(*game, copy, "the unchecked play differs");
    }
    #[cfg(not(debug_assertions))]
    let _ = checked;
}

/// The rules of one game. Implement this to add a game; nothing else in the crate needs to know
/// how your game works.
///
/// # The contract
///
/// A value of your type is a whole position *and* whatever history the rules need (the counter of
/// the stalemate guard, the last move of each side for a no-back-and-forth rule, pieces still in
/// hand). It must be cheap to clone. The store keeps a snapshot of it as its position text
/// ([`Game::position_text`], item 8 below), and also every action ever played, so that any game
/// can be rebuilt with [`Game::new`] and [`Game::play`] alone. (It is serializable with serde
/// only so that snapshots stored before schema version 11, the structs' JSON, can be read once
/// by the migration that rewrites them as texts: no stored data depends on the serde form.)
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
/// 8. Position text: [`Game::position_text`] writes the whole value (everything the rules read:
///    board, side to act, pending dice, counters, phase, last action, outcome) as a stable text
///    that starts with a version tag, `v1 key=value …`, built with the helpers of
///    [`position`]; [`Game::from_position_text`] reads it back: `from_position_text(
///    position_text(s)) == s` for every reachable `s`. It refuses any other text with a
///    [`PositionError`], never a panic, including texts that read but could not arise in play
///    (so that a value it returns never makes `play` or `legal_moves` panic). The store keeps
///    this text, so its form is a promise: change it only with a new version tag that still
///    reads the old one. `games::tests` checks both directions over random playouts, and
///    `tests/data/playthroughs/<id>.txt` pins the texts of a few seeded games.
///
/// The provided `legal_moves` and `chance_outcomes_into` are built on `legal_moves_into` and
/// `chance_outcomes`; the others (`SIDE_NAME_KEYS`, `capture_counts`, `last_captured`, `notice`, `end_key`) tell the layers above what to show; override the ones your game needs. Refusals
/// and endings of your own are [`Illegal::Rule`] and [`EndReason::Own`], so the shared enums
/// need no edit. Then add one line to the list of games at the end of this file (`games!`), a
/// layout in `render/` (an `impl render::Layout`), a rules document in `docs/rules/`, a perft
/// table in `tests/data/perft/`, a playthrough file in `tests/data/playthroughs/` (written by
/// `TABULA_BLESS=1 cargo test --lib games::playthroughs`), catalogue entries, and tests that pin every rule (the contract
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

    /// Applies an action this position listed (one of [`Game::legal_moves_into`]'s, or a roll
    /// of [`Game::chance_pick`]), as [`Game::play`] would, leaving out the checks a listed
    /// action passes: the fast path of playouts. Any other action is a caller's bug: debug
    /// builds panic, release builds may leave a position the rules never reach (never undefined
    /// behaviour). Moves from players always go through [`Game::play`]. The default calls `play`.
    fn play_listed(&mut self, mv: &Self::Move) {
        let played = self.play(mv);
        debug_assert!(played.is_ok(), "a listed action was refused: {played:?}");
    }

    /// The action at index `pick(n)` among the `n` that [`Game::legal_moves_into`] lists, in
    /// its order, without necessarily listing them: `pick` is called once, with `n`, only when
    /// `n > 0`. `None` when there is no action, or `pick` gives `None` or an index of `n` or
    /// more. `buffer` is scratch space (its contents afterwards are unspecified). A playout's
    /// uniform random action is `pick_legal_move(buf, |n| Some(rng.random_range(0..n)))`: the
    /// same draw, and the same action, as indexing the list. The default lists into `buffer`;
    /// a game that can count its actions and find the `k`-th one faster overrides it.
    fn pick_legal_move(
        &self,
        buffer: &mut Vec<Self::Move>,
        pick: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Self::Move> {
        self.legal_moves_into(buffer);
        if buffer.is_empty() {
            return None;
        }
        buffer.get(pick(buffer.len())?).cloned()
    }

    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Outcome>;

    /// The position as the players see it, without how it was reached: two states with equal
    /// keys are the same position (the pieces, what is in hand, who acts next). Lists of whole
    /// turns show once the turns that reach the same position (XII Scripta's dice played in
    /// another order). A game whose turns are one action each keeps the default, `None`: its
    /// turns are never merged, and nothing is computed for them.
    fn position_key(&self) -> Option<String> {
        None
    }

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

    /// The sum of the weights of [`Game::chance_outcomes`] (0 when chance does not act).
    fn chance_total(&self) -> u32 {
        self.chance_outcomes().iter().map(|(_, w)| w).sum()
    }

    /// The roll that `pick`, a number below [`Game::chance_total`], stands for: walking
    /// [`Game::chance_outcomes`] in order and taking away each weight, the first roll whose
    /// weight is more than what is left. A caller that draws `pick` uniformly draws each roll
    /// by its weight, and gets the very roll the walk would give (so seeded runs do not
    /// change). `None` when `pick` is not below the total. The default walks the list; a game
    /// with dice answers from a table.
    fn chance_pick(&self, pick: u32) -> Option<Self::Move> {
        let mut left = pick;
        for (roll, weight) in self.chance_outcomes() {
            if left < weight {
                return Some(roll);
            }
            left -= weight;
        }
        None
    }

    /// Reads a move written in this game's notation (form only, not legality).
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError>;

    /// Writes a move in this game's notation, lower case.
    fn format_move(&self, mv: &Self::Move) -> String;

    /// The whole value as its stable, versioned position text (see item 8 of the contract).
    fn position_text(&self) -> String;

    /// Reads a text written by [`Game::position_text`]; any other text is a [`PositionError`].
    fn from_position_text(text: &str) -> Result<Self, PositionError>;

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

            /// Message-catalogue key of the game's display name (`service-variant-<id>`).
            pub const fn name_key(self) -> &'static str {
                match self { $( Variant::$variant => concat!("service-variant-", $id), )* }
            }

            /// Message-catalogue key of the name of a side in this game ("white", "black", ...).
            pub const fn side_name_key(self, side: Side) -> &'static str {
                match self { $( Variant::$variant => <$module::$game as Game>::SIDE_NAME_KEYS[side.index()], )* }
            }

            /// A position of this game read from its text (see [`Game::from_position_text`]).
            pub fn read_position(self, text: &str) -> Result<AnyGame, PositionError> {
                match self { $( Variant::$variant => <$module::$game as Game>::from_position_text(text).map(AnyGame::$variant), )* }
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
        /// only. The store keeps its [`AnyGame::position_text`] beside its variant; its serde
        /// form, `{"variant": <id>, "state": <the game's own JSON>}`, is what schema versions 1
        /// to 10 stored (read once by the migration to schema 11).
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

    /// The position's text, as the store keeps it (see [`Game::position_text`]; the variant is
    /// not in it: the store keeps it beside).
    pub fn position_text(&self) -> String {
        each_game!(self, g => g.position_text())
    }

    /// A position of `variant` read from its text (see [`Game::from_position_text`]).
    pub fn from_position_text(variant: Variant, text: &str) -> Result<AnyGame, PositionError> {
        variant.read_position(text)
    }

    /// See [`Game::position_key`].
    pub fn position_key(&self) -> Option<String> {
        each_game!(self, g => g.position_key())
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
