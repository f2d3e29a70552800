//! Open challenges: `/challenge` without an opponent posts a challenge that anyone in the
//! channel may accept, as a seek on lichess.
//!
//! - The first person to accept gets the game, exactly once however many press Accept at the
//!   same moment: the store puts them in the free seat and starts the game in one transaction
//!   with the version check ([`crate::store::Store::take_seat`]); the others are told someone
//!   was first.
//! - The challenger cannot accept their own challenge, and may withdraw it (the Withdraw button,
//!   or `/cancel`); anyone else pressing Withdraw is told, privately, that it is not theirs.
//! - It lapses after a day unanswered (15 minutes with a live clock, like a named challenge),
//!   through the scheduler's sweep like every other deadline; its message says so.
//! - A person has at most one open challenge per game at a time (a second one is refused and
//!   names the first); open challenges for different games may stand side by side.
//! - Nobody is pinged by an open challenge.

use super::challenge::{challenge_by, new_player, ChallengeOptions};
use super::clocks::{self, ClockChoice};
use super::computer::COMPUTER_PREFIX;
use super::errors::{Failure, ServiceError};
use super::replies::{variant_name, Refusal, Reply};
use super::{guard, play, Caller, First, GameId, Service};
use crate::games::{AnyGame, Side, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::store::clocks::Timing;
use crate::store::open::{anyone, is_anyone, ANYONE};
use crate::store::{Change, GameRecord, NewChallenge, PlayerRecord, Status};

/// How long a challenge to anyone waits for someone to accept it.
pub const OPEN_CHALLENGE_LAPSE: i64 = 86_400;

/// How long an open challenge with `clock` waits: a day, or less when a named challenge with
/// that clock would lapse sooner (a live clock: 15 minutes).
pub fn open_lapse(clock: ClockChoice) -> i64 {
    clock.lapse().min(OPEN_CHALLENGE_LAPSE)
}

/// Shows the free seat of an open challenge as "anyone" in `lang` (texts and pictures).
pub(super) fn localise(record: &mut GameRecord, lang: Lang) {
    for player in &mut record.players {
        if is_anyone(player) {
            let anyone = t(lang, "clock-open-anyone");
            player.name = anyone.to_string();
            player.mention = anyone.to_string();
        }
    }
}

impl Service {
    /// Posts a challenge to anyone in the caller's channel ([`Challenged::Anyone`]): a public
    /// message with Accept and Withdraw buttons that pings nobody.
    pub(super) fn challenge_anyone(
        &self,
        caller: &Caller,
        variant: Variant,
        options: ChallengeOptions,
    ) -> Result<Reply, ServiceError> {
        let ChallengeOptions {
            first,
            rated,
            clock,
            thread,
        } = options;
        let lang = caller.lang;
        let challenger_side = self.side_of_chooser(first);
        let state = AnyGame::new(variant);
        let lapse = open_lapse(clock);
        let created = self.store.create_open_challenge(
            caller.origin(),
            &NewChallenge {
                rated,
                thread,
                ..challenge_by(caller, anyone(), challenger_side, &state)
            },
            Some(clock.seconds()),
            self.now().saturating_add(lapse),
            lang.code(),
        );
        let record = match created {
            Ok(record) => record,
            Err(crate::store::StoreError::ChallengeExists(id)) => {
                return Ok(Reply::private(tf(
                    lang,
                    "clock-error-open-exists",
                    &[("id", &id), ("variant", &variant_name(lang, variant))],
                )))
            }
            Err(error) => return Err(error.into()),
        };
        self.wake.notify_one();
        let mut lines = vec![tf(
            lang,
            "clock-open-challenge",
            &[
                ("challenger", &caller.user.mention),
                ("variant", &variant_name(lang, variant)),
                ("id", &record.id),
                (
                    "challenger_side",
                    &i18n::side_name(lang, variant, challenger_side),
                ),
            ],
        )];
        if first == First::Random {
            lines.push(t(lang, "service-sides-drawn").to_string());
        }
        lines.push(
            t(
                lang,
                if rated {
                    "ratings-challenge-rated"
                } else {
                    "ratings-challenge-casual"
                },
            )
            .to_string(),
        );
        lines.push(tf(
            lang,
            "clock-open-clock",
            &[("clock", &clocks::duration_text(lang, clock.seconds()))],
        ));
        lines.push(tf(
            lang,
            "clock-open-lapse",
            &[("lapse", &clocks::duration_text(lang, lapse))],
        ));
        Ok(Reply {
            text: lines.join(" "),
            buttons: Self::challenge_buttons(lang, record.id, true),
            mentions: vec![],
            ..Reply::default()
        })
    }

    /// The only challenge to anyone waiting in the caller's channel that is not theirs (what
    /// `/accept` without a number means when the caller has no challenge of their own here).
    pub(super) fn only_open_challenge_here(
        &self,
        caller: &Caller,
        me: Option<&PlayerRecord>,
    ) -> Result<GameId, ServiceError> {
        let ids: Vec<GameId> = self
            .store
            .open_challenges_in(&caller.channel)?
            .into_iter()
            .filter(|g| me.is_none_or(|m| g.challenger != m.id))
            .map(|g| g.id)
            .collect();
        match ids.as_slice() {
            [] => Err(Refusal::NoChallengeHere.into()),
            [only] => Ok(*only),
            _ => Err(Refusal::SeveralGames(ids).into()),
        }
    }

    /// Accepts the challenge to anyone `record` (read with its position `state`) for the caller,
    /// if nobody was first.
    pub(super) fn accept_open(
        &self,
        caller: &Caller,
        me: Option<PlayerRecord>,
        (mut record, mut state, timing): (GameRecord, AnyGame, Timing),
    ) -> Result<Reply, ServiceError> {
        let id = record.id;
        let lang = caller.lang;
        let plays = me.as_ref().is_some_and(|m| record.side_of(m.id).is_some());
        match record.status {
            Status::Challenge => {}
            // Someone else took the seat (pressing again after one's own accept is "closed").
            Status::Active | Status::Finished if !plays => {
                return Ok(Reply::private(tf(
                    lang,
                    "clock-error-open-taken",
                    &[("id", &id)],
                )))
            }
            _ => return Err(Refusal::ChallengeClosed(id).into()),
        }
        if me.as_ref().is_some_and(|m| m.id == record.challenger) {
            return Err(Refusal::OwnChallenge(id).into());
        }
        if record.channel != caller.channel {
            return Err(Refusal::NotInThisChannel(id).into());
        }
        // The computer (and the free seat itself) never takes a seat it was not offered.
        if caller.user.id.starts_with(COMPUTER_PREFIX) || caller.user.id == ANYONE {
            return Err(Refusal::NotYourChallenge(id).into());
        }
        let seat = Side::BOTH
            .into_iter()
            .find(|s| is_anyone(record.player(*s)))
            .ok_or(Refusal::ChallengeClosed(id))?;
        // The accepter in the free seat, for the texts, the picture and the clock; their row id
        // comes back from the write.
        record.players[seat.index()] = PlayerRecord {
            id: 0,
            external_id: caller.user.id.clone(),
            name: caller.user.name.clone(),
            mention: caller.user.mention.clone(),
        };
        let rolls = self.roll(&mut state, id)?;
        let (status, ending) = play::status_after(&state);
        let actions = play::chance_actions(&rolls);
        let timing = self.timing_after(&record, timing, status, caller);
        self.before_write_hook();
        let taken = self.store.take_seat(
            caller.origin(),
            id,
            record.version,
            &new_player(&caller.user),
            &Change {
                status,
                state: &state,
                ending,
                actions: &actions,
                touch: Some(new_player(&caller.user)),
            },
            &timing,
        );
        let accepter = match taken {
            Ok(accepter) => accepter,
            Err(crate::store::StoreError::Conflict(_)) => {
                // Someone was first: accepted (the seat is theirs), withdrawn or lapsed.
                let now = self.store.record(id)?.ok_or(Refusal::NoSuchGame(id))?;
                return match now.status {
                    Status::Active | Status::Finished => Ok(Reply::private(tf(
                        lang,
                        "clock-error-open-taken",
                        &[("id", &id)],
                    ))),
                    Status::Challenge => Err(Failure::Conflict.into()),
                    Status::Declined | Status::Cancelled => {
                        Err(Refusal::ChallengeClosed(id).into())
                    }
                };
            }
            Err(error) => return Err(error.into()),
        };
        record.players[seat.index()].id = accepter;
        record.status = status;
        record.ending = ending;
        self.wake.notify_one();
        self.started_reply(caller, &record, &state, &rolls, ending.as_ref())
    }

    /// The challenger withdraws challenge `id` (the Withdraw button).
    pub(super) fn withdraw(&self, caller: &Caller, id: GameId) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let record = self.store.record(id)?.ok_or(Refusal::NoSuchGame(id))?;
        self.check_server(caller, &record)?;
        if me.map(|m| m.id) != Some(record.challenger) {
            return Ok(Reply::private(tf(
                caller.lang,
                "clock-error-withdraw-not-yours",
                &[
                    ("player", &guard::name_text(&record.challenger().name)),
                    ("id", &id),
                ],
            )));
        }
        self.cancel(caller, Some(id))
    }
}
