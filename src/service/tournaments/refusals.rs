//! Why a tournament request was refused, and the refusal's text in the caller's language.

use super::{TournamentId, MAX_SWISS_ROUNDS};
use crate::i18n::{t, tf, Lang};
use crate::service::commands::{CommandNames, Hint};
use crate::service::errors::ServiceError;
use crate::service::replies::{shorten, Refusal};
use crate::service::{guard, GameId};

/// Why a tournament request was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentRefusal {
    #[error("there is no tournament T{0}")]
    NoSuch(TournamentId),
    #[error("no tournament fits here")]
    NoneHere,
    #[error("several tournaments fit: {0:?}")]
    Several(Vec<TournamentId>),
    #[error("already in T{0}")]
    AlreadyIn(TournamentId),
    #[error("not in T{0}")]
    NotIn(TournamentId),
    #[error("T{0} is full ({1} players)")]
    Full(TournamentId, usize),
    #[error("T{0} takes no more entries")]
    EntriesClosed(TournamentId),
    #[error("T{0} is over")]
    Over(TournamentId),
    #[error("T{0} has already started")]
    AlreadyStarted(TournamentId),
    #[error("T{0} has not started")]
    NotStarted(TournamentId),
    #[error("left T{0} after playing in it")]
    Left(TournamentId),
    #[error("only the creator or a server manager may do this to T{0}")]
    NotDirector(TournamentId),
    #[error("unreadable start time {0:?}")]
    BadTime(String),
    #[error("the start time is past")]
    PastTime,
    #[error("the start time is too far ahead")]
    TooFarAhead,
    #[error("T{id} has {players} players, it needs {needed}")]
    TooFew {
        id: TournamentId,
        players: usize,
        needed: usize,
    },
    #[error("a round robin has as many rounds as players")]
    RoundsOfRoundRobin,
    #[error("a Swiss has 1 to 20 rounds")]
    BadRounds,
    #[error("game #{0} is a tournament game")]
    NoAbort(GameId),
}

impl From<TournamentRefusal> for ServiceError {
    fn from(refusal: TournamentRefusal) -> Self {
        Refusal::Tournament(refusal).into()
    }
}

impl TournamentRefusal {
    /// The short, localised line for this refusal, naming commands as `names` says.
    pub fn text(&self, lang: Lang, names: CommandNames) -> String {
        use TournamentRefusal as R;
        match self {
            R::NoSuch(id) => tf(lang, "tournament-error-no-such", &[("id", id)]),
            R::NoneHere => names.hint(lang, Hint::NoTournamentHere),
            R::Several(ids) => {
                let list = ids
                    .iter()
                    .map(|id| format!("`T{id}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                tf(lang, "tournament-error-several", &[("ids", &list)])
            }
            R::AlreadyIn(id) => tf(lang, "tournament-error-already-in", &[("id", id)]),
            R::NotIn(id) => tf(lang, "tournament-error-not-in", &[("id", id)]),
            R::Full(id, max) => tf(lang, "tournament-error-full", &[("id", id), ("max", max)]),
            R::EntriesClosed(id) => tf(lang, "tournament-error-entries-closed", &[("id", id)]),
            R::Over(id) => tf(lang, "tournament-error-over", &[("id", id)]),
            R::AlreadyStarted(id) => tf(lang, "tournament-error-started", &[("id", id)]),
            R::NotStarted(id) => tf(lang, "tournament-error-not-started", &[("id", id)]),
            R::Left(id) => tf(lang, "tournament-error-left", &[("id", id)]),
            R::NotDirector(id) => tf(lang, "tournament-error-not-director", &[("id", id)]),
            R::BadTime(typed) => tf(
                lang,
                "tournament-error-bad-time",
                &[("typed", &guard::escape_markdown(&shorten(typed, 40)))],
            ),
            R::PastTime => t(lang, "tournament-error-past-time").to_string(),
            R::TooFarAhead => t(lang, "tournament-error-too-far").to_string(),
            R::TooFew {
                id,
                players,
                needed,
            } => tf(
                lang,
                "tournament-error-too-few",
                &[("id", id), ("players", players), ("needed", needed)],
            ),
            R::RoundsOfRoundRobin => t(lang, "tournament-error-rr-rounds").to_string(),
            R::BadRounds => tf(
                lang,
                "tournament-error-bad-rounds",
                &[("max", &MAX_SWISS_ROUNDS)],
            ),
            R::NoAbort(id) => tf(lang, "tournament-error-no-abort", &[("id", id)]),
        }
    }
}
