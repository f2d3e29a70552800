//! Damaged games met by the clock's sweep.
//!
//! A game whose history does not replay, or replays to another position than its snapshot, is
//! refused to whoever acts on it ([`UserError::Damaged`]). If its clock is running, the sweep
//! would meet it again at every pass: instead its clock is stopped (so the bot does not spin on
//! it, and nobody loses on time because of it) and its players are told once, in its channel.

use super::*;

impl Service {
    /// The notice for damaged game `id` met by the sweep, its clock stopped first; `None` if
    /// even its row cannot be read (it is logged, and its clock stopped all the same).
    pub(super) fn damaged_notice(&self, id: GameId) -> Option<clocks::Notice> {
        tracing::error!(game = id, "a damaged game's clock is stopped");
        if let Err(error) = self.store.stop_clock(id) {
            tracing::error!(game = id, %error, "cannot stop a damaged game's clock");
            return None;
        }
        let record = match self.store.record(id) {
            Ok(Some(record)) => record,
            Ok(None) => return None,
            Err(error) => {
                tracing::error!(game = id, %error, "a damaged game's row cannot be read");
                return None;
            }
        };
        let lang = self
            .store
            .timing(id)
            .ok()
            .flatten()
            .and_then(|timing| timing.lang)
            .map_or(Lang::En, |code| Lang::from_locale(&code));
        let text = tf(
            lang,
            "ops-damaged-notice",
            &[
                ("id", &id),
                ("first", &record.players[0].mention),
                ("second", &record.players[1].mention),
            ],
        );
        Some(clocks::Notice {
            game: id,
            channel: record.channel.clone(),
            reply: Reply {
                text,
                mentions: both(&record),
                ..Reply::default()
            },
            board: None,
        })
    }
}
