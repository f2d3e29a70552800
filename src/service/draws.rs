//! Courtesies around a game: draw offers (`/draw`, answered with buttons by the opponent only)
//! and the rematch button under a finished game.
//!
//! A draw offer is stored with the game (`draw_offer`), so it survives restarts; it lapses when
//! the offering side's opponent moves (see `clocks::timing_after`), and a side may not offer
//! again until a move has been made since its last offer. An accepted offer ends the game as a
//! draw by agreement, rated like any other draw.

use super::buttons::ButtonId;
use super::challenge::{new_player, ChallengeOptions, Challenged};
use super::clocks::ClockChoice;
use super::errors::ServiceError;
use super::replies::{both, result_lines, Button, ButtonStyle, Refusal, Reply};
use super::seat::{Need, Seat};
use super::{computer, guard, member, refresh, Caller, First, GameId, Service, User};
use crate::games::{AnyGame, Side};
use crate::i18n::{t, tf, Lang};
use crate::store::clocks::Timing;
use crate::store::{Change, EndCause, Ending, GameRecord, Status};

impl Service {
    /// The Rematch button, under the message that announces a finished game.
    pub(super) fn rematch_button(lang: Lang, id: GameId) -> Button {
        Button {
            id: ButtonId::Rematch(id),
            label: t(lang, "clock-button-rematch").to_string(),
            style: ButtonStyle::Primary,
        }
    }

    /// Moves played so far in the game (by either side).
    fn moves_played(&self, id: GameId) -> Result<i64, ServiceError> {
        Ok(self.store.moves_by_side(id)?.iter().sum())
    }

    /// Offers the opponent a draw (or accepts theirs, if they offered first).
    pub fn offer_draw(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let Seat {
            mut record,
            state,
            side,
            mut timing,
            ..
        } = self.seat(caller, game, Need::InPlay)?;
        let id = record.id;
        if computer::computer_side(&record).is_some() {
            return Ok(Reply::private(tf(
                caller.lang,
                "ai-no-draw",
                &[("id", &id)],
            )));
        }
        if timing.draw_offer == Some(side.other()) {
            // Both want a draw: the second offer accepts the first.
            return self.answer_draw(caller, id, true);
        }
        let lang = caller.lang;
        let played = self.moves_played(id)?;
        if timing.draw_offer == Some(side) || timing.draw_offered[side.index()] == Some(played) {
            return Ok(Reply::private(tf(
                lang,
                "clock-error-draw-again",
                &[("id", &id)],
            )));
        }
        refresh(&mut record, caller);
        timing.draw_offer = Some(side);
        timing.draw_offered[side.index()] = Some(played);
        self.write_offer(caller, &record, &state, None, &timing)?;
        let opponent = record.player(side.other());
        Ok(Reply {
            text: tf(
                lang,
                "clock-draw-offered",
                &[
                    ("player", &record.player(side).mention),
                    ("id", &id),
                    ("opponent", &opponent.mention),
                ],
            ),
            buttons: vec![
                Button {
                    id: ButtonId::AgreeDraw(id),
                    label: t(lang, "clock-button-draw-accept").to_string(),
                    style: ButtonStyle::Success,
                },
                Button {
                    id: ButtonId::RefuseDraw(id),
                    label: t(lang, "clock-button-draw-decline").to_string(),
                    style: ButtonStyle::Danger,
                },
            ],
            mentions: vec![opponent.external_id.clone()],
            ..Reply::default()
        })
    }

    /// The opponent of the offering side accepts or declines a pending draw offer.
    pub(super) fn answer_draw(
        &self,
        caller: &Caller,
        id: GameId,
        accept: bool,
    ) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let (mut record, state) = self.load_for(caller, id)?;
        let lang = caller.lang;
        let mut timing: Timing = self.store.timing(id)?.unwrap_or_default();
        let offer = match (record.status, timing.draw_offer) {
            (Status::Active, Some(offer)) => offer,
            _ => {
                return Ok(Reply::private(tf(
                    lang,
                    "clock-error-no-draw-offer",
                    &[("id", &id)],
                )))
            }
        };
        let answering = record.player(offer.other()).clone();
        if me.as_ref().map(|m| m.id) != Some(answering.id) {
            return Ok(Reply::private(tf(
                lang,
                "clock-error-not-your-offer",
                &[("player", &guard::name_text(&answering.name))],
            )));
        }
        refresh(&mut record, caller);
        timing.draw_offer = None;
        let mention = record.player(offer.other()).mention.clone();
        if !accept {
            self.write_offer(caller, &record, &state, None, &timing)?;
            return Ok(Reply {
                text: tf(
                    lang,
                    "clock-draw-declined",
                    &[("player", &mention), ("id", &id)],
                ),
                mentions: vec![record.player(offer).external_id.clone()],
                ..Reply::default()
            });
        }
        let ending = Ending {
            winner: None,
            cause: EndCause::Agreement,
        };
        self.write_offer(caller, &record, &state, Some(ending), &timing)?;
        record.status = Status::Finished;
        record.ending = Some(ending);
        let mut lines = vec![tf(lang, "clock-draw-accepted", &[("player", &mention)])];
        lines.extend(result_lines(lang, &record, &state, &ending));
        lines.extend(self.rating_lines(lang, &record));
        let mentions = both(&record);
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// A player of a finished game asks the other for a rematch: a new challenge of the same
    /// game, clock and rated setting, with the colours swapped; the other gets Accept/Decline.
    pub(super) fn rematch(&self, caller: &Caller, id: GameId) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let (record, _) = self.load_for(caller, id)?;
        let me = member(&record, me).ok_or(Refusal::NotYourGame(id))?;
        let side = record.side_of(me.id).ok_or(Refusal::NotYourGame(id))?;
        if record.status != Status::Finished {
            return Ok(Reply::private(tf(
                caller.lang,
                "clock-error-rematch-not-finished",
                &[("id", &id)],
            )));
        }
        let timing = self.store.timing(id)?.unwrap_or_default();
        let clock = timing
            .clock
            .and_then(ClockChoice::from_seconds)
            .unwrap_or_default();
        let opponent = record.player(side.other());
        // Colours swapped: whoever played first now plays second.
        let first = match side {
            Side::First => First::Them,
            Side::Second => First::Me,
        };
        // The computer needs no Accept: the new game starts at once, at the same level.
        if let Some(level) = computer::computer_level(&opponent.external_id) {
            return self.play_computer(caller, record.variant, level, first);
        }
        let opponent = User {
            id: opponent.external_id.clone(),
            name: opponent.name.clone(),
            mention: opponent.mention.clone(),
        };
        self.challenge(
            caller,
            Challenged::Player(&opponent),
            record.variant,
            ChallengeOptions {
                first,
                rated: record.rated,
                clock,
                thread: false,
            },
        )
    }

    /// Writes what a draw offer, or its answer, changes: the offer in the clock columns and, for
    /// an accepted draw, the `ending`; the position stays, and the caller's name is refreshed.
    fn write_offer(
        &self,
        caller: &Caller,
        record: &GameRecord,
        state: &AnyGame,
        ending: Option<Ending>,
        timing: &Timing,
    ) -> Result<(), ServiceError> {
        let status = if ending.is_some() {
            Status::Finished
        } else {
            Status::Active
        };
        let change = Change {
            status,
            state,
            ending,
            actions: &[],
            touch: Some(new_player(&caller.user)),
        };
        self.write_timed(caller.origin(), record.id, record.version, &change, timing)
    }
}
