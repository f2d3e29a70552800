//! Damaged games met by the clock's sweep.
//!
//! A game whose history does not replay, or replays to another position than its snapshot, is
//! refused to whoever acts on it ([`Failure::Damaged`]). If its clock is running, the sweep
//! would meet it again at every pass: instead its clock is stopped (so the bot does not spin on
//! it, and nobody loses on time because of it) and its players are told once, in its channel.

use super::replies::Reply;
use super::{clocks, GameId, Service};
use crate::i18n::{tf, Lang};

impl Service {
    /// The notice for damaged game `id` met by the sweep, its clock stopped first; `None` if
    /// its channel cannot be read (it is logged, and its clock stopped all the same). Its
    /// players are read one column at a time ([`crate::store::Store::contacts`]): a row damaged
    /// so far that it no longer reads as a game (a player's row missing, a NULL where the schema
    /// forbids one) still has whoever can be named told.
    pub(super) fn damaged_notice(&self, id: GameId) -> Option<clocks::Notice> {
        tracing::error!(game = id, "a damaged game's clock is stopped");
        if let Err(error) = self.store.stop_clock(id) {
            tracing::error!(game = id, %error, "cannot stop a damaged game's clock");
            return None;
        }
        let contacts = match self.store.contacts(id) {
            Ok(Some(contacts)) => contacts,
            Ok(None) => return None,
            Err(error) => {
                tracing::error!(game = id, %error, "a damaged game's row cannot be read");
                return None;
            }
        };
        let channel = contacts.channel?;
        let lang = contacts
            .lang
            .map_or(Lang::En, |code| Lang::from_locale(&code));
        let players: Vec<&str> = contacts.players.iter().map(|(_, m)| m.as_str()).collect();
        let text = tf(
            lang,
            "ops-damaged-notice",
            &[("id", &id), ("players", &players.join(" "))],
        );
        Some(clocks::Notice {
            game: id,
            channel,
            reply: Reply {
                text,
                mentions: contacts.players.into_iter().map(|(id, _)| id).collect(),
                ..Reply::default()
            },
            board: None,
        })
    }
}
