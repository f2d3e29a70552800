//! Playing with buttons, where `/move` is not at hand (issue 51): in a DM or group DM where the
//! app is on another player's account, Discord shows a player none of its commands, but anyone
//! in the channel may press the buttons of the app's messages (Discord's interaction object: the
//! `authorizing_integration_owners` tell "the authorizing user" from "the user that triggered an
//! interaction (like a message component)"; docs/discord.md). So the board of a game in progress
//! outside servers carries **Move…**, **Offer a draw** and **Resign** ([`Service::play_buttons`]):
//!
//! - **Move…** opens, for the player to move only, a private list of their moves as buttons:
//!   whole turns when they can be listed (as `/move`'s autocomplete), else single actions. More
//!   than fit in one message (24) are grouped by how they start ("a…", "b2…"), each group a
//!   button that narrows the list in place ([`choices`]).
//! - A move's button plays it if the game is still where the list was made (its version), else
//!   says the list is out of date and changes nothing; the new board is public, mentioning the
//!   player to move, as `/move`'s answer is.
//! - **Offer a draw** is `/draw`, posted beside the board (which keeps its buttons); **Resign**
//!   asks first, privately.
//!
//! Everything goes through the same checks as the commands: a stranger or the player not to
//! move is refused in one private line and nothing changes.

use super::buttons::ButtonId;
use super::errors::ServiceError;
use super::play::{whole_turns, MAX_TURN_SEARCH};
use super::replies::{Button, ButtonStyle, Refusal, Reply, Shown};
use super::seat::{Need, Seat};
use super::{Caller, GameId, Service};
use crate::i18n::{t, tf, Lang};

/// Buttons a list shows at most (Discord's 5 rows of 5).
pub(super) const OPTIONS: usize = 25;
/// The longest turn a move's button carries (its id has at most 100 characters).
const MAX_TURN: usize = 60;

/// One button of a list of moves: a move, or the moves that start alike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Choice {
    Move(String),
    Group(String),
}

/// The buttons for the `moves` (any order) that start with `prefix`: each of them when at most
/// [`OPTIONS`] do; else groups by their first characters, as many characters as keep the groups
/// to [`OPTIONS`], and no more than it takes to tell them apart; a group of one is that move.
/// Every move is in exactly one button's reach.
pub(super) fn choices(moves: &[String], prefix: &str) -> Vec<Choice> {
    let mut fitting: Vec<&str> = moves
        .iter()
        .map(String::as_str)
        .filter(|m| m.starts_with(prefix))
        .collect();
    fitting.sort_unstable();
    fitting.dedup();
    if fitting.len() <= OPTIONS {
        return fitting
            .into_iter()
            .map(|m| Choice::Move(m.to_string()))
            .collect();
    }
    let start = prefix.chars().count();
    let longest = fitting.iter().map(|m| m.chars().count()).max().unwrap_or(0);
    // The groups of moves that share their first `n` characters, in order.
    let groups = |n: usize| -> Vec<(String, Vec<&str>)> {
        let mut out: Vec<(String, Vec<&str>)> = Vec::new();
        for m in &fitting {
            let key: String = m.chars().take(n).collect();
            match out.last_mut() {
                Some((k, members)) if *k == key => members.push(m),
                _ => out.push((key, vec![m])),
            }
        }
        out
    };
    // The most characters that keep the groups few enough, then the fewest that part the moves
    // the same way (so "a1…" rather than "a1-a…" when both make the same groups).
    let mut best: Option<(usize, usize)> = None;
    for n in start + 1..=longest {
        let count = groups(n).len();
        if count > OPTIONS {
            break;
        }
        if count > 1 {
            best = Some((n, count));
        }
    }
    let chosen = match best {
        Some((n, count)) => (start + 1..=n)
            .find(|&k| groups(k).len() == count)
            .unwrap_or(n),
        // Too many ways to go on at once (never with the games' notations): the first groups.
        None => (start + 1..=longest)
            .find(|&k| groups(k).len() > 1)
            .unwrap_or(longest),
    };
    groups(chosen)
        .into_iter()
        .take(OPTIONS)
        .map(|(key, members)| match members.as_slice() {
            [only] => Choice::Move(only.to_string()),
            _ => Choice::Group(key),
        })
        .collect()
}

impl Service {
    /// The buttons under the board of a game in progress outside servers (see the module).
    pub(super) fn play_buttons(lang: Lang, id: GameId) -> Vec<Button> {
        vec![
            Button {
                id: ButtonId::Moves {
                    game: id,
                    prefix: String::new(),
                },
                label: t(lang, "pick-button-move").to_string(),
                style: ButtonStyle::Primary,
            },
            Button {
                id: ButtonId::OfferDraw(id),
                label: t(lang, "pick-button-draw").to_string(),
                style: ButtonStyle::Secondary,
            },
            Button {
                id: ButtonId::AskResign(id),
                label: t(lang, "pick-button-resign").to_string(),
                style: ButtonStyle::Danger,
            },
        ]
    }

    /// The caller's moves in `game` that start with `prefix`, as buttons: a new private message
    /// from the board (no prefix), the same message narrowed from a group's button.
    pub(super) fn pick_moves(
        &self,
        caller: &Caller,
        game: GameId,
        prefix: &str,
    ) -> Result<Reply, ServiceError> {
        let Seat {
            record,
            state,
            side,
            ..
        } = self.seat(caller, Some(game), Need::Turn)?;
        let lang = caller.lang;
        let turns = whole_turns(&state, side, "", MAX_TURN_SEARCH)
            .filter(|t| !t.is_empty() && t.iter().all(|t| t.chars().count() <= MAX_TURN));
        let moves = turns.unwrap_or_else(|| {
            state
                .legal_move_texts()
                .into_iter()
                .filter(|m| m.chars().count() <= MAX_TURN)
                .collect()
        });
        let buttons: Vec<Button> = choices(&moves, prefix)
            .into_iter()
            .map(|choice| match choice {
                Choice::Move(turn) => Button {
                    label: turn.clone(),
                    id: ButtonId::Play {
                        game,
                        version: record.version,
                        turn,
                    },
                    style: ButtonStyle::Success,
                },
                Choice::Group(start) => Button {
                    label: format!("{start}…"),
                    id: ButtonId::Moves {
                        game,
                        prefix: start,
                    },
                    style: ButtonStyle::Secondary,
                },
            })
            .collect();
        if buttons.is_empty() {
            // A prefix no move has any more (the position changed under an old list).
            return Err(Refusal::MovedOn(game).into());
        }
        let text = if prefix.is_empty() {
            tf(lang, "pick-list", &[("id", &game)])
        } else {
            tf(
                lang,
                "pick-list-narrowed",
                &[("id", &game), ("start", &format!("{prefix}…"))],
            )
        };
        Ok(Reply {
            text,
            buttons,
            shown: if prefix.is_empty() {
                Shown::Private
            } else {
                Shown::ReplacePressed
            },
            ..Reply::default()
        })
    }

    /// Plays `turn` from a list of moves made at `version` of the game.
    pub(super) fn pick_play(
        &self,
        caller: &Caller,
        game: GameId,
        version: i64,
        turn: &str,
    ) -> Result<Reply, ServiceError> {
        let Seat { record, .. } = self.seat(caller, Some(game), Need::Turn)?;
        // The boards of games against the computer carry no such buttons: `play` would run
        // its search here, in the caller's service call, not on the search threads.
        if super::computer::computer_side(&record).is_some() {
            return Err(Refusal::BadButton.into());
        }
        if record.version != version {
            return Err(Refusal::MovedOn(game).into());
        }
        self.play(caller, turn, Some(game))
    }

    /// The board's draw offer: `/draw`, shown beside the board, which keeps its buttons.
    pub(super) fn pick_offer_draw(
        &self,
        caller: &Caller,
        game: GameId,
    ) -> Result<Reply, ServiceError> {
        let mut reply = self.offer_draw(caller, Some(game))?;
        if reply.shown == Shown::Public {
            reply.shown = Shown::BesidePressed;
        }
        Ok(reply)
    }

    /// The board's Resign: asks the player, privately, with the button that resigns.
    pub(super) fn pick_ask_resign(
        &self,
        caller: &Caller,
        game: GameId,
    ) -> Result<Reply, ServiceError> {
        self.seat(caller, Some(game), Need::InPlay)?;
        let lang = caller.lang;
        Ok(Reply {
            text: tf(lang, "pick-resign-sure", &[("id", &game)]),
            buttons: vec![Button {
                id: ButtonId::Resign(game),
                label: t(lang, "pick-button-resign-sure").to_string(),
                style: ButtonStyle::Danger,
            }],
            shown: Shown::Private,
            ..Reply::default()
        })
    }
}

#[cfg(test)]
mod tests;
