//! Why a call was not done: a [`Refusal`] (the caller's request, answered) or a [`Failure`]
//! (ours, logged), the two halves of [`ServiceError`].
//!
//! The table from internal errors to what users see (mozilla/application-services keeps the
//! same kind of table): every failure is logged once, by the adapter that answers the user (the
//! Discord bot or the console), with the command and the game it came from, never where it is
//! raised; and every failure shows one text.
//!
//! | cause | failure | logged | the user sees |
//! | --- | --- | --- | --- |
//! | the store failed (I/O, a constraint, a bug), the dice could not roll, the search failed | [`Failure::Internal`] | error | the one apology, `service-error-internal` |
//! | a game's stored row cannot be read | [`Failure::Damaged`] | error | `service-error-damaged` (the game is set aside: see `damaged`) |
//! | the database cannot be reached (PostgreSQL: at once while the server is away, else no connection within 5 s, a link cut mid-call) | [`Failure::Unavailable`] | warn | `service-error-unavailable`: try again in a moment, nothing was written |
//! | the game changed between reading and writing it | [`Failure::Conflict`] | info | `service-error-conflict`: try again, nothing was written |
//! | Discord delivered the interaction twice | [`Failure::Replayed`] | info | nothing (the first delivery's answer stands) |
//!
//! A refusal is not logged: it is an answer (`Refusal::reply`).

use super::commands::CommandNames;
use super::replies::{Refusal, Reply};
use super::GameId;
use crate::i18n::{t, tf, Lang};
use crate::store::StoreError;

/// Something went wrong that is not the caller's doing. Nothing was written (each change is one
/// transaction), so the caller may try again.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// A fault inside Tabula: the store, the dice, the computer's search. `what` says which, for
    /// the log only.
    #[error("internal failure: {0}")]
    Internal(String),
    /// Game `game`'s stored row cannot be read; `reason` is for the log.
    #[error("game #{game} is damaged: {reason}")]
    Damaged { game: GameId, reason: String },
    /// The game changed between reading and writing: nothing was written.
    #[error("the game changed in the meantime")]
    Conflict,
    /// The database could not be reached (a link cut, a server restarting): nothing was
    /// written (a transaction cut before its commit is rolled back by the server). `what` is
    /// for the log.
    #[error("the database is unavailable: {0}")]
    Unavailable(String),
    /// The interaction was already handled (delivered twice by Discord): nothing was changed,
    /// and the first delivery's answer stands. Not shown on Discord (an interaction is answered
    /// once).
    #[error("interaction {0} was already handled")]
    Replayed(String),
}

/// Why a service call did not do what it was asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ServiceError {
    /// The caller's request was refused: answer it (privately).
    #[error("refused: {0}")]
    Refused(Refusal),
    /// It failed on our side: log it with its context, then answer with [`Failure::reply`].
    #[error("failed: {0}")]
    Failed(Failure),
}

impl From<Refusal> for ServiceError {
    fn from(refusal: Refusal) -> Self {
        ServiceError::Refused(refusal)
    }
}

impl From<Failure> for ServiceError {
    fn from(failure: Failure) -> Self {
        ServiceError::Failed(failure)
    }
}

impl From<StoreError> for ServiceError {
    /// A duplicate challenge is the user's business (a refusal); everything else the store
    /// reports is a failure, mapped here without logging (the adapter logs it once, with
    /// context).
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::ChallengeExists(id) => Refusal::ChallengeExists(id).into(),
            StoreError::Conflict(_) => Failure::Conflict.into(),
            StoreError::Replayed(id) => Failure::Replayed(id).into(),
            StoreError::Corrupt { game, reason } => Failure::Damaged { game, reason }.into(),
            other if other.is_unavailable() => Failure::Unavailable(other.to_string()).into(),
            other => Failure::Internal(format!("storage: {other}")).into(),
        }
    }
}

impl Failure {
    /// The private answer the user sees (see the table above).
    pub fn reply(&self, lang: Lang) -> Reply {
        let text = match self {
            Failure::Internal(_) => t(lang, "service-error-internal").to_string(),
            Failure::Damaged { game, .. } => tf(lang, "service-error-damaged", &[("id", game)]),
            Failure::Conflict => t(lang, "service-error-conflict").to_string(),
            Failure::Unavailable(_) => t(lang, "service-error-unavailable").to_string(),
            Failure::Replayed(_) => t(lang, "guard-replayed").to_string(),
        };
        Reply::private(text)
    }

    /// Logs the failure once, with where it came from: `command` is what the user did (the
    /// command line, or the button), `game` the game it was about when known.
    pub fn log(&self, command: &str, game: Option<GameId>) {
        let game = match self {
            Failure::Damaged { game, .. } => Some(*game),
            _ => game,
        };
        match self {
            Failure::Internal(what) => {
                tracing::error!(command, game, what = %what, "a command failed");
            }
            Failure::Damaged { reason, .. } => {
                tracing::error!(command, game, %reason, "a command met a damaged game");
            }
            Failure::Conflict => {
                tracing::info!(
                    command,
                    game,
                    "a command met a concurrent change; nothing written"
                );
            }
            Failure::Unavailable(what) => {
                tracing::warn!(command, game, what = %what, "the database is unavailable");
            }
            Failure::Replayed(interaction) => {
                tracing::info!(command, game, %interaction, "a replayed interaction changed nothing");
            }
        }
    }
}

impl ServiceError {
    /// The answer for the user, after [`Failure::log`] for a failure (see
    /// [`ServiceError::answer`], which does both).
    pub fn reply(&self, lang: Lang) -> Reply {
        self.reply_as(lang, CommandNames::Localized)
    }

    /// [`ServiceError::reply`], a refusal's hints naming the commands as `names` says.
    pub fn reply_as(&self, lang: Lang, names: CommandNames) -> Reply {
        match self {
            ServiceError::Refused(refusal) => refusal.reply_as(lang, names),
            ServiceError::Failed(failure) => failure.reply(lang),
        }
    }

    /// Logs a failure (once: the adapters call this where they answer) and returns what to
    /// show; a refusal is only answered. Its hints name the commands as Discord does.
    pub fn answer(&self, lang: Lang, command: &str, game: Option<GameId>) -> Reply {
        self.answer_as(lang, CommandNames::Localized, command, game)
    }

    /// [`ServiceError::answer`], a refusal's hints naming the commands as `names` says.
    pub fn answer_as(
        &self,
        lang: Lang,
        names: CommandNames,
        command: &str,
        game: Option<GameId>,
    ) -> Reply {
        if let ServiceError::Failed(failure) = self {
            failure.log(command, game);
        }
        self.reply_as(lang, names)
    }
}

/// A failure inside Tabula (not the store's): logged by the adapter as `what`.
pub(super) fn internal(what: impl std::fmt::Display) -> ServiceError {
    Failure::Internal(what.to_string()).into()
}
