//! Your-turn notices, chosen by each player with `/notify` (issue 51, item 3): none (the
//! default), a direct message when it becomes their turn in a correspondence game, or a daily
//! digest at an hour of their choosing (UTC: the bot knows no one's time zone) listing every game
//! waiting for them.
//!
//! What a player would expect, as on lichess's correspondence games: a notice is for a game with
//! a clock of a day or more per move, or none (a live game's players are at the board), against
//! a person; it is sent when the turn became theirs by their opponent's move (or when the
//! opponent accepted their challenge), never in the middle of their own turn; at most one per
//! game per hour: a turn that comes sooner is told when the hour is over, if it is still theirs.
//! The bot's own work sends them (`jobs::notices`, through the adapter's outbox); the service
//! decides what is due, claims each in the store (so several processes send it once) and says
//! it in the player's language. A player whom Discord refuses a direct message has their notices
//! turned off ([`Service::notices_refused`]) and is told once, at their next command
//! ([`Service::notices_refusal_note`]).

use super::challenge::new_player;
use super::clocks::ClockChoice;
use super::computer::COMPUTER_PREFIX;
use super::errors::ServiceError;
use super::replies::{variant_name, Refusal, Reply};
use super::{Caller, Service};
use crate::i18n::{t, tf, Lang};
use crate::store::{NoticeChoice, PlayerId, TurnDue, WaitingGame};

/// At most one turn notice per game (to a player) within this many seconds.
pub const TURN_NOTICE_GAP: i64 = 3_600;
/// Turn notices and digests decided per call.
pub const NOTICE_BATCH: usize = 100;

/// What `/notify` asks, as typed: the hour of a digest is checked by the service.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifyAsked {
    Off,
    Turn,
    /// A digest at this hour (`None`: not given).
    Digest(Option<i64>),
}

/// Who a direct message goes to: the store's player, their id as the service names users
/// (`discord:<id>`, `console:<name>`) and their name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recipient {
    pub player: PlayerId,
    pub id: String,
    pub name: String,
}

/// A turn notice claimed, to send: the adapter adds the link to the game's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnNotice {
    pub to: Recipient,
    pub lang: Lang,
    pub game: TurnDue,
}

/// A digest claimed, to send: the games waiting for the player, oldest first (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digest {
    pub to: Recipient,
    pub lang: Lang,
    pub games: Vec<WaitingGame>,
}

/// The first time at `hour` o'clock (UTC) after `now` (unix seconds).
pub fn next_digest(now: i64, hour: u8) -> i64 {
    let at = now - now.rem_euclid(86_400) + i64::from(hour) * 3_600;
    if at > now {
        at
    } else {
        at + 86_400
    }
}

/// What a choice is called in a reply.
fn choice_text(lang: Lang, choice: NoticeChoice) -> String {
    match choice {
        NoticeChoice::Off => t(lang, "notify-now-off").to_string(),
        NoticeChoice::Turn => t(lang, "notify-now-turn").to_string(),
        NoticeChoice::Digest(hour) => tf(lang, "notify-now-digest", &[("hour", &hour)]),
    }
}

/// The direct message of a turn notice; `link` (to the game's channel) where the adapter has one.
pub fn turn_reply(notice: &TurnNotice, link: Option<&str>) -> Reply {
    let lang = notice.lang;
    let game = &notice.game;
    let mut text = tf(
        lang,
        "notify-turn",
        &[
            ("id", &game.game),
            ("game", &variant_name(lang, game.variant)),
            ("opponent", &super::escape_markdown(&game.opponent)),
        ],
    );
    if let Some(link) = link {
        text.push('\n');
        text.push_str(link);
    }
    Reply::private(text)
}

/// The direct message of a digest; `links[i]` is the link to game `i`'s channel, if any.
pub fn digest_reply(digest: &Digest, links: &[Option<String>]) -> Reply {
    let lang = digest.lang;
    let mut text = tf(
        lang,
        "notify-digest",
        &[("count", &(digest.games.len() as i64))],
    );
    for (i, game) in digest.games.iter().enumerate() {
        text.push('\n');
        text.push_str(&tf(
            lang,
            "notify-digest-game",
            &[
                ("id", &game.game),
                ("game", &variant_name(lang, game.variant)),
                ("opponent", &super::escape_markdown(&game.opponent)),
            ],
        ));
        if let Some(Some(link)) = links.get(i) {
            text.push(' ');
            text.push_str(link);
        }
    }
    Reply::private(text)
}

impl Service {
    /// Notified after each move of a game that goes on (a turn notice may be due): the notices'
    /// job waits on it.
    pub fn notices_wake(&self) -> std::sync::Arc<tokio::sync::Notify> {
        std::sync::Arc::clone(&self.notices)
    }

    /// `/notify`: sets the caller's notices (`None`: says what they are).
    pub fn notify(
        &self,
        caller: &Caller,
        asked: Option<NotifyAsked>,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let choice = match asked {
            None => {
                let now = self.store.notice_choice(&caller.user.id)?;
                return Ok(Reply::private(tf(
                    lang,
                    "notify-current",
                    &[("choice", &choice_text(lang, now))],
                )));
            }
            Some(NotifyAsked::Off) => NoticeChoice::Off,
            Some(NotifyAsked::Turn) => NoticeChoice::Turn,
            Some(NotifyAsked::Digest(Some(hour @ 0..=23))) => NoticeChoice::Digest(hour as u8),
            Some(NotifyAsked::Digest(_)) => return Err(Refusal::NoticeHour.into()),
        };
        let now = self.now();
        let due = match choice {
            NoticeChoice::Digest(hour) => Some(next_digest(now, hour)),
            _ => None,
        };
        self.store
            .set_notices(&new_player(&caller.user), choice, lang.code(), due, now)?;
        let key = match choice {
            NoticeChoice::Off => "notify-set-off",
            NoticeChoice::Turn => "notify-set-turn",
            NoticeChoice::Digest(_) => "notify-set-digest",
        };
        let hour = match choice {
            NoticeChoice::Digest(hour) => i64::from(hour),
            _ => 0,
        };
        Ok(Reply::private(tf(lang, key, &[("hour", &hour)])))
    }

    /// The turn notices due now, each claimed for this process (at most [`NOTICE_BATCH`]).
    pub fn turn_notices(&self) -> Result<Vec<TurnNotice>, ServiceError> {
        let now = self.now();
        let told_before = now - TURN_NOTICE_GAP;
        let due = self.store.turns_due(
            ClockChoice::Day1.seconds(),
            told_before,
            COMPUTER_PREFIX,
            NOTICE_BATCH,
        )?;
        let mut claimed = Vec::new();
        for game in due {
            if self.store.claim_turn_notice(
                game.game,
                game.player.id,
                game.turn,
                now,
                told_before,
            )? {
                claimed.push(TurnNotice {
                    to: Recipient {
                        player: game.player.id,
                        id: game.player.external_id.clone(),
                        name: game.player.name.clone(),
                    },
                    lang: Lang::from_locale(&game.lang),
                    game,
                });
            }
        }
        Ok(claimed)
    }

    /// The digests due now, each claimed for this process (at most [`NOTICE_BATCH`]); a player
    /// with no game waiting is sent none (their next digest is due the next day all the same).
    pub fn digests(&self) -> Result<Vec<Digest>, ServiceError> {
        let now = self.now();
        let mut claimed = Vec::new();
        for due in self.store.digests_due(now, NOTICE_BATCH)? {
            let next = next_digest(now, due.hour);
            if !self.store.claim_digest(due.player.id, due.due, next, now)? {
                continue;
            }
            let games = self.store.games_waiting_for(due.player.id)?;
            if games.is_empty() {
                continue;
            }
            claimed.push(Digest {
                to: Recipient {
                    player: due.player.id,
                    id: due.player.external_id.clone(),
                    name: due.player.name.clone(),
                },
                lang: Lang::from_locale(&due.lang),
                games,
            });
        }
        Ok(claimed)
    }

    /// The adapter could not send `player` a direct message (Discord's 50007): their notices
    /// are turned off, and they will be told at their next command.
    pub fn notices_refused(&self, player: PlayerId) -> Result<(), ServiceError> {
        Ok(self.store.refuse_notices(player, self.now())?)
    }

    /// What to tell the caller, once, if their notices were turned off since their last command.
    pub fn notices_refusal_note(&self, caller: &Caller) -> Result<Option<String>, ServiceError> {
        Ok(self
            .store
            .take_notice_refusal(&caller.user.id)?
            .then(|| t(caller.lang, "notify-refused").to_string()))
    }
}

#[cfg(test)]
mod tests;
