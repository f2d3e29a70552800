//! Games played in threads (`/challenge … thread:True`, tournament games).
//!
//! A game made with `thread` set starts like any other; the reply that starts it carries a
//! [`ThreadStart`], which tells the Discord layer to open a thread of the channel for it, post
//! the start there and call [`Service::moved_to_thread`], after which the game lives in the
//! thread (its `channel` is the thread's id: `/move` without a game id works there, the clock's
//! notices go there). Where no thread could be opened the game simply stays in the channel.
//!
//! One rule keeps threads apart: in a game's thread, a command naming *another* game is refused
//! (see [`Service::check_thread`]), so a thread shows only its own game's moves.

use super::errors::ServiceError;
use super::replies::{both, variant_name, Refusal, Reply};
use super::{Caller, GameId, Service};
use crate::i18n::Lang;
use crate::store::GameRecord;

/// What the Discord layer needs to move a starting game into a thread: which game, the thread's
/// name, and whom the first message in the thread pings (both players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadStart {
    pub game: GameId,
    /// `alice – bob · Latrunculi (Piso)`: the players, challenger first, and the game.
    pub name: String,
    /// Both players' ids (`User::id`).
    pub players: Vec<String>,
}

/// A thread's name for a game between `a` and `b` of `game`.
pub fn thread_name(a: &str, b: &str, game: &str) -> String {
    format!("{a} – {b} · {game}")
}

impl Service {
    /// Records that game `game` is now played in the thread `thread` (a channel id) of its
    /// channel. Done once: a game not made for a thread, or already moved, is left as it is.
    pub fn moved_to_thread(&self, game: GameId, thread: &str) -> Result<(), ServiceError> {
        self.store.move_to_thread(game, thread)?;
        Ok(())
    }

    /// `reply`, the start of game `id`, with its [`ThreadStart`] when the game is to be played
    /// in a thread it has not moved to yet.
    pub(super) fn with_thread(
        &self,
        mut reply: Reply,
        id: GameId,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        if !self.store.awaits_thread(id)? {
            return Ok(reply);
        }
        let (record, _) = self.load(id)?;
        let name = thread_name(
            &record.challenger().name,
            &record.challenged().name,
            variant_name(lang, record.variant),
        );
        reply.thread = Some(ThreadStart {
            game: id,
            name,
            players: both(&record),
        });
        Ok(reply)
    }

    /// In the thread of a game, a command about another game is refused: each thread shows its
    /// own game. Elsewhere (a channel, a thread that is no game's) nothing changes.
    pub(super) fn check_thread(
        &self,
        caller: &Caller,
        record: &GameRecord,
    ) -> Result<(), ServiceError> {
        if record.channel != caller.channel && self.store.is_game_thread(&caller.channel)? {
            return Err(Refusal::InAnotherThread(record.id).into());
        }
        Ok(())
    }
}
