//! The reasons the rules give: why a game ended ([`EndReason`]), why a move was refused
//! ([`Illegal`]), and why a move given as text was not played ([`MoveError`]). Each has its text
//! in the message catalogue, named by its `key`.

use serde::{Deserialize, Serialize};

use super::{ParseError, Side};

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
    /// by the number and names their text in [`Game::end_key`](super::Game::end_key). A new
    /// game uses this instead of adding a variant here.
    Own(u8, Option<Side>),
}

impl EndReason {
    /// The message-catalogue key of this ending's text. The text may use `$side` (the side the
    /// reason names, see [`EndReason::side`]) and `$count` ([`EndReason::count`]). A game whose
    /// ending reads differently overrides [`Game::end_key`](super::Game::end_key).
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

    /// The reason's code, as the store writes it in `games.end_reason` and in position texts:
    /// the serde variant name in kebab case, then `:` and its payload if it has one (a unit
    /// variant such as a [`Side`] in kebab case, a number as is): `no-capture-limit`,
    /// `one-piece-left:first`, `no-capture-moves-each:40`; a tuple's fields are joined by `:`
    /// (`own:2:first`, `own:2:none`). Written from serde, so a new reason needs nothing here.
    pub fn code(&self) -> String {
        reason_code(*self)
    }

    /// Reads a code written by [`EndReason::code`]; `None` for anything else (including a code
    /// that would decode but is not the one `code` writes, such as `Blocked:First`).
    pub fn from_code(code: &str) -> Option<EndReason> {
        let (name, payload) = match code.split_once(':') {
            Some((name, payload)) => (name, Some(payload)),
            None => (code, None),
        };
        let name = camel_case(name);
        let value = match payload {
            None => serde_json::Value::String(name),
            Some(payload) => {
                let payload = if payload.contains(':') {
                    serde_json::Value::Array(payload.split(':').map(scalar_value).collect())
                } else {
                    scalar_value(payload)
                };
                serde_json::Value::Object([(name, payload)].into_iter().collect())
            }
        };
        let reason: EndReason = serde_json::from_value(value).ok()?;
        (reason_code(reason) == code).then_some(reason)
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

/// An [`EndReason`]'s code from its serde form: `"Name"` or `{"Name": payload}`.
fn reason_code(reason: EndReason) -> String {
    match serde_json::to_value(reason) {
        Ok(serde_json::Value::String(name)) => kebab_case(&name),
        Ok(serde_json::Value::Object(map)) if map.len() == 1 => {
            let (name, payload) = map.into_iter().next().unwrap_or_default();
            let payload = match payload {
                // A tuple variant (`Own(2, Some(First))`): its fields one after another.
                serde_json::Value::Array(fields) => fields
                    .into_iter()
                    .map(scalar_code)
                    .collect::<Vec<_>>()
                    .join(":"),
                scalar => scalar_code(scalar),
            };
            format!("{}:{payload}", kebab_case(&name))
        }
        // Unreachable for a plain derived enum; kept visible rather than a panic.
        other => format!("{other:?}"),
    }
}

/// One field of a payload: a unit variant such as a [`Side`] in kebab case, a number as is,
/// nothing (`None`) as `none`; anything richer as JSON (no reason carries such a field).
fn scalar_code(value: serde_json::Value) -> String {
    match value {
        serde_json::Value::String(unit) => kebab_case(&unit),
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::Null => "none".to_string(),
        other => other.to_string(),
    }
}

/// The reverse of [`scalar_code`] (`parse` then checks that the code reads back the same).
fn scalar_value(code: &str) -> serde_json::Value {
    if let Ok(n) = code.parse::<u64>() {
        serde_json::Value::from(n)
    } else if code == "none" {
        serde_json::Value::Null
    } else {
        serde_json::Value::String(camel_case(code))
    }
}

/// `NoCaptureLimit` → `no-capture-limit`, `FiveInARow` → `five-in-a-row`, `First` → `first`.
fn kebab_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The reverse of [`kebab_case`]: `five-in-a-row` → `FiveInARow`.
fn camel_case(code: &str) -> String {
    code.split('-')
        .flat_map(|word| {
            let mut chars = word.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase())
                .into_iter()
                .chain(chars)
        })
        .collect()
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
