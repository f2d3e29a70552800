//! Hostile input: names and texts that users choose, interactions delivered twice, and games
//! asked for from another server.
//!
//! - Names: [`display_name`] is what the service keeps and shows of a user's chosen name (no
//!   controls, no right-to-left overrides, at most [`MAX_NAME_CHARS`]); [`escape_markdown`] is
//!   applied wherever a name or a user's text goes into a message, so that `@everyone`,
//!   `<@&role>`, `[text](https://…)`, `||spoilers||` and code fences show as typed. These are
//!   small pure functions here rather than serenity's `MessageBuilder`/`content_safe`: the
//!   service knows nothing of Discord (and `content_safe` needs the gateway cache), and every
//!   text is built here, from the catalogue. Pings are a separate matter: a reply pings only the
//!   users it lists (`Reply::mentions`, turned into Discord's `allowed_mentions`).
//! - Interactions: [`Service::once`] runs a call as the handling of one delivery of a Discord
//!   interaction, so that a second delivery of it changes nothing (see `store::interactions`).
//! - Servers: [`Service::check_server`] hides a game of another server behind "no such game".

use super::errors::{Failure, ServiceError};
use super::replies::Refusal;
use super::{Caller, Service};
use crate::store::{Claim, GameRecord};

/// Longest name shown, in characters (a longer one is cut, ending with "…").
pub const MAX_NAME_CHARS: usize = 32;

/// A user's chosen name as the service keeps and shows it: controls and bidirectional
/// formatting characters dropped, white space runs as one space, at most [`MAX_NAME_CHARS`]
/// characters ("…" last when cut), "?" if nothing is left.
pub fn display_name(raw: &str) -> String {
    crate::render::text::clean_name(raw, MAX_NAME_CHARS)
}

/// `text` with every character that Discord's markdown gives a meaning escaped by a backslash
/// (emphasis, spoilers, code, quotes, headings, lists, masked links, mentions, custom emoji,
/// timestamps), so it shows as typed; bidirectional formatting characters and controls are
/// dropped, so the text around it keeps its direction. For names and other user texts inside a
/// message, never for a whole message.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if crate::render::text::is_control_or_bidi(c) {
            if c.is_whitespace() {
                out.push(' ');
            }
            continue;
        }
        if matches!(
            c,
            '\\' | '*'
                | '_'
                | '~'
                | '`'
                | '|'
                | '>'
                | '<'
                | '#'
                | '-'
                | '['
                | ']'
                | '('
                | ')'
                | '@'
                | ':'
                | '!'
                | '.'
                | '+'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A name as it goes into a message: cleaned and cut as [`display_name`] does (a name
/// stored before it did), then escaped.
pub(super) fn name_text(name: &str) -> String {
    escape_markdown(&display_name(name))
}

impl Service {
    /// Runs `call` as the handling of one delivery of the caller's interaction, if the caller
    /// came with one: the first change it writes records the interaction's id in the same
    /// transaction (the caller's [`Claim`], fresh for this delivery, which the store's writes
    /// are given through [`Caller::origin`]), and an interaction that already changed something
    /// gets [`Failure::Replayed`] before anything is done (or, delivered twice at the same
    /// moment, when its write finds the id taken: that write is dropped whole). Without an id
    /// (the console), `call` simply runs.
    pub fn once<T>(
        &self,
        caller: &Caller,
        call: impl FnOnce(&Service, &Caller) -> Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        let Some(claim) = &caller.interaction else {
            return call(self, caller);
        };
        let id = claim.id();
        if self.store.interaction_seen(id)? {
            tracing::debug!(interaction = id, "an interaction delivered again");
            return Err(Failure::Replayed(id.to_string()).into());
        }
        // This delivery's own claim: a caller that answered an earlier delivery (a test sending
        // one twice) does not lend it a claim already taken.
        let caller = Caller {
            interaction: Some(Claim::new(id)),
            ..caller.clone()
        };
        call(self, &caller)
    }

    /// One batch of the forgetting of answered interactions: at most
    /// [`crate::store::FORGET_BATCH`] of those written more than `keep` seconds ago; how many.
    /// The bot calls it again, a moment later, until a batch forgets fewer (see
    /// `jobs::forget`). On SQLite it first waits, as the scheduler's batches do, for the
    /// checkpoints to restart a long log.
    pub fn forget_interactions(&self, keep: i64) -> Result<usize, ServiceError> {
        self.store.pace_bulk_write();
        let before = crate::store::now().saturating_sub(keep);
        Ok(self
            .store
            .forget_interactions(before, crate::store::FORGET_BATCH)?)
    }

    /// Refuses game `record` to a caller in another server (or outside any, for a game of a
    /// server) as if it did not exist: game numbers are global and easy to guess, and one
    /// server's games are none of another's business.
    pub(super) fn check_server(
        &self,
        caller: &Caller,
        record: &GameRecord,
    ) -> Result<(), ServiceError> {
        if record.guild == caller.guild {
            Ok(())
        } else {
            Err(Refusal::NoSuchGame(record.id).into())
        }
    }
}

#[cfg(test)]
mod tests;
