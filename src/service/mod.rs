//! The application: what a user can ask Tabula to do, and who may do what.
//!
//! SKELETON — the public API below is fixed (the Discord layer and the console are written against
//! it); the bodies are being written by the store/service helper.
//!
//! Every entry point is synchronous (SQLite and rendering block), takes the [`Caller`] (who, where,
//! in which language) and returns a [`Reply`]: plain text, an optional PNG and buttons, knowing
//! nothing of Discord. Refusals are [`UserError`]s, which turn into short, localised, private
//! replies; they never change anything.

use crate::games::Variant;
use crate::i18n::Lang;

/// A game's id in the store (shown to users as `#12`).
pub type GameId = i64;

/// A person, as the service sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Stable id across names and restarts: `discord:<snowflake>` or `console:<name>`.
    pub id: String,
    /// Display name, shown in texts and on boards.
    pub name: String,
    /// How to mention them in a reply (`<@123>` on Discord, the name in the console).
    pub mention: String,
}

/// Who is asking, where, and in which language.
#[derive(Clone, Debug)]
pub struct Caller {
    pub user: User,
    /// The channel (Discord channel id, or `console`). Games are looked up per channel.
    pub channel: String,
    /// The guild (server), if any.
    pub guild: Option<String>,
    pub lang: Lang,
}

/// Who moves first, chosen by the challenger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum First {
    Me,
    Them,
    #[default]
    Random,
}

/// The look of a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button under a reply. `id` is what comes back when it is pressed (see [`Service::press`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: ButtonStyle,
}

/// An answer to show the user: the service's whole output, with no Discord types.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// The board as PNG, when the reply shows one.
    pub png: Option<Vec<u8>>,
    /// The same board as text (for the console), whenever `png` is set.
    pub board_text: Option<String>,
    pub buttons: Vec<Button>,
    /// Only the caller should see it (errors, lists).
    pub ephemeral: bool,
    /// User ids (`User::id`) that this reply may ping; nobody else is ever pinged.
    pub mentions: Vec<String>,
}

/// A refusal, shown to the caller only. `Internal` hides the details (they are logged).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UserError {
    #[error("internal error")]
    Internal,
}

impl UserError {
    /// The short, localised, private reply for this refusal.
    pub fn reply(&self, lang: Lang) -> Reply {
        let _ = lang;
        todo!()
    }
}

pub struct Service {}

impl Service {
    /// Opens (or creates) the database at `path` and runs its migrations.
    pub fn open(path: &std::path::Path) -> Result<Service, crate::store::StoreError> {
        let _ = path;
        todo!()
    }

    /// A service on a fresh in-memory database (tests, benchmarks).
    pub fn in_memory() -> Result<Service, crate::store::StoreError> {
        todo!()
    }

    /// Challenges `opponent` to `variant`; the reply carries Accept / Decline buttons.
    pub fn challenge(
        &self,
        caller: &Caller,
        opponent: &User,
        variant: Variant,
        first: First,
    ) -> Result<Reply, UserError> {
        let _ = (caller, opponent, variant, first);
        todo!()
    }

    /// The challenged player accepts (game: the challenge's id, or the only one they have here).
    pub fn accept(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let _ = (caller, game);
        todo!()
    }

    /// The challenged player declines.
    pub fn decline(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let _ = (caller, game);
        todo!()
    }

    /// The challenger withdraws an open challenge.
    pub fn cancel(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let _ = (caller, game);
        todo!()
    }

    /// A button was pressed: dispatches on its id (accept, decline...).
    pub fn press(&self, caller: &Caller, button_id: &str) -> Result<Reply, UserError> {
        let _ = (caller, button_id);
        todo!()
    }

    /// Plays a move given as text.
    pub fn play(
        &self,
        caller: &Caller,
        text: &str,
        game: Option<GameId>,
    ) -> Result<Reply, UserError> {
        let _ = (caller, text, game);
        todo!()
    }

    /// Resigns a game.
    pub fn resign(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let _ = (caller, game);
        todo!()
    }

    /// Shows the board of a game.
    pub fn board(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let _ = (caller, game);
        todo!()
    }

    /// Lists the caller's games and open challenges.
    pub fn games(&self, caller: &Caller) -> Result<Reply, UserError> {
        let _ = caller;
        todo!()
    }

    /// The caller's active games in this channel whose `#id` or opponent name contains `typed`,
    /// as (id, label) pairs for autocomplete, at most 25.
    pub fn suggest_games(&self, caller: &Caller, typed: &str) -> Vec<(GameId, String)> {
        let _ = (caller, typed);
        todo!()
    }

    /// Legal moves of the caller's game that start with `typed` (case-insensitive), at most 25,
    /// for autocomplete. Empty when it is not the caller's turn or nothing matches.
    pub fn suggest_moves(&self, caller: &Caller, typed: &str, game: Option<GameId>) -> Vec<String> {
        let _ = (caller, typed, game);
        todo!()
    }
}
