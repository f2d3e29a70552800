//! Playing: moves (with the dice loop for games of chance), resignation, and the move
//! autocomplete.

use super::challenge::new_player;
use super::computer::{self, AnswerDue, Played};
use super::errors::{self, ServiceError};
use super::replies::{
    both, next_lines, result_lines, shorten, Extras, Refusal, Reply, TurnRefusal,
};
use super::seat::{Need, Seat};
use super::{chance, refresh, Caller, GameId, Service, MAX_LABEL_CHARS, MAX_SUGGESTIONS};
use crate::games::{AnyGame, MoveError, ParseError, Route, Side, ToAct};
use crate::i18n::{tf, Lang};
use crate::store::clocks::Timing;
use crate::store::{ActionKind, Change, EndCause, Ending, GameRecord, NewAction, Status};

/// The status and ending a position implies.
pub(super) fn status_after(state: &AnyGame) -> (Status, Option<Ending>) {
    match state.outcome() {
        Some(outcome) => (
            Status::Finished,
            Some(Ending {
                winner: outcome.winner,
                cause: EndCause::Rules(outcome.reason),
            }),
        ),
        None => (Status::Active, None),
    }
}

pub(super) fn chance_actions(rolls: &[String]) -> Vec<NewAction> {
    rolls
        .iter()
        .map(|roll| NewAction {
            actor: None,
            kind: ActionKind::Chance,
            text: roll.clone(),
        })
        .collect()
}

pub(super) fn roll_lines(lang: Lang, rolls: &[String]) -> Vec<String> {
    rolls
        .iter()
        .map(|roll| tf(lang, "service-rolled", &[("roll", roll)]))
        .collect()
}

/// Keeps what a user typed from flooding or breaking a reply when it is quoted back in an error:
/// no backticks, at most a couple of dozen characters.
pub(super) fn tidy(error: MoveError) -> MoveError {
    fn clean(text: String) -> String {
        shorten(&text.replace('`', "'"), 24)
    }
    match error {
        MoveError::Malformed(ParseError::NotASquare(s)) => {
            MoveError::Malformed(ParseError::NotASquare(clean(s)))
        }
        MoveError::Malformed(ParseError::OffBoard(s)) => {
            MoveError::Malformed(ParseError::OffBoard(clean(s)))
        }
        MoveError::Malformed(ParseError::Unrecognised(s)) => {
            MoveError::Malformed(ParseError::Unrecognised(clean(s)))
        }
        other => other,
    }
}

/// What [`Service::play_turn`] played.
#[derive(Clone)]
struct Turn {
    /// The canonical texts of the player's actions.
    played: Vec<String>,
    /// Pieces they took in all.
    taken: u32,
    /// To record, in order: the player's actions and the rolls between them.
    actions: Vec<NewAction>,
    /// The rolls between and after the actions.
    rolls: Vec<String>,
    /// Each action's text with its route, to mark them on the picture after the computer's
    /// answer.
    routes: Vec<(String, Option<Route>)>,
}

/// A whole turn refused after the dice were rolled between two of its actions. A roll, once
/// made, is recorded whatever happens to the rest of the text (else a player could resend a turn
/// until the dice suit them, and the refusal would show dice nobody stored): `kept` is the turn up
/// to and including the last roll, `state` the position then, and `refusal` why the rest was not
/// played.
struct TurnCut {
    kept: Turn,
    state: AnyGame,
    refusal: Refusal,
}

/// Why [`Service::play_turn`] did not play a whole turn.
enum TurnError {
    /// Nothing stands: the game is as it was.
    Refused(ServiceError),
    /// The dice were rolled before the refusal: what led to them stands.
    Cut(Box<TurnCut>),
}

impl From<Refusal> for TurnError {
    fn from(error: Refusal) -> TurnError {
        TurnError::Refused(error.into())
    }
}

impl From<ServiceError> for TurnError {
    fn from(error: ServiceError) -> TurnError {
        TurnError::Refused(error)
    }
}

/// Most action sequences the turn autocomplete looks at before it gives up on whole turns.
pub(super) const MAX_TURN_SEARCH: usize = 400;

/// What was typed, for matching suggestions: lower case, runs of spaces as one, a trailing space
/// kept (it says the last action is complete).
fn normalise_typed(typed: &str) -> String {
    let lower = typed.trim_start().to_lowercase();
    let mut out = lower.split_whitespace().collect::<Vec<_>>().join(" ");
    if !out.is_empty() && lower.ends_with(char::is_whitespace) {
        out.push(' ');
    }
    out
}

/// Whether the actions `sequence` (joined by spaces) may still be, or are, a turn that starts
/// with `typed`.
fn fits(sequence: &str, typed: &str) -> bool {
    sequence.starts_with(typed)
        || (typed.starts_with(sequence) && typed[sequence.len()..].starts_with(' '))
}

/// The complete turns of `side` from `state` (sequences of its actions until someone else acts)
/// that fit `typed`, depth first; `None` if there are more than `budget` sequences to look at.
/// Turns that reach the same position ([`AnyGame::position_key`]: the same dice in another
/// order) are listed once, the first found.
pub(super) fn whole_turns(
    state: &AnyGame,
    side: Side,
    typed: &str,
    budget: usize,
) -> Option<Vec<String>> {
    fn walk(
        state: &AnyGame,
        side: Side,
        typed: &str,
        sequence: &str,
        budget: &mut usize,
        out: &mut Vec<(String, Option<String>)>,
    ) -> Option<()> {
        for action in state.legal_move_texts() {
            let next = if sequence.is_empty() {
                action.clone()
            } else {
                format!("{sequence} {action}")
            };
            if !fits(&next, typed) {
                continue;
            }
            *budget = budget.checked_sub(1)?;
            let mut after = state.clone();
            if after.play_text(&action).is_err() {
                continue;
            }
            if after.to_act() == ToAct::Side(side) {
                walk(&after, side, typed, &next, budget, out)?;
            } else if next.starts_with(typed) {
                out.push((next, after.position_key()));
            }
        }
        Some(())
    }
    let mut out = Vec::new();
    let mut budget = budget;
    walk(state, side, typed, "", &mut budget, &mut out)?;
    let mut reached = std::collections::HashSet::new();
    Some(
        out.into_iter()
            .filter(|(_, position)| position.as_ref().is_none_or(|p| reached.insert(p.clone())))
            .map(|(turn, _)| turn)
            .collect(),
    )
}

/// Single actions that continue what was typed: the typed complete actions (if they are legal and
/// leave `side` to act) followed by each legal next action that starts like the last word.
fn next_actions(state: &AnyGame, side: Side, typed: &str) -> Vec<String> {
    let (done, partial) = match typed.rfind(' ') {
        Some(at) => (&typed[..at], &typed[at + 1..]),
        None => ("", typed),
    };
    let mut state = state.clone();
    for action in done.split_whitespace() {
        if state.to_act() != ToAct::Side(side) || state.play_text(action).is_err() {
            return Vec::new();
        }
    }
    if state.to_act() != ToAct::Side(side) {
        return Vec::new();
    }
    state
        .legal_move_texts()
        .into_iter()
        .filter(|m| m.starts_with(partial))
        .map(|m| {
            if done.is_empty() {
                m
            } else {
                format!("{done} {m}")
            }
        })
        .filter(|m| m.chars().count() <= MAX_LABEL_CHARS)
        .take(MAX_SUGGESTIONS)
        .collect()
}

/// Autocomplete of `side`'s turn at `state` (see [`Service::suggest_moves`]): whole turns that
/// start with `typed` when there are few enough, else single actions following it.
pub(super) fn suggestions(state: &AnyGame, side: Side, typed: &str) -> Vec<String> {
    let typed = normalise_typed(typed);
    if let Some(mut turns) = whole_turns(state, side, &typed, MAX_TURN_SEARCH) {
        turns.retain(|t| t.chars().count() <= MAX_LABEL_CHARS);
        turns.dedup();
        if !turns.is_empty() && turns.len() <= MAX_SUGGESTIONS {
            return turns;
        }
    }
    next_actions(state, side, &typed)
}

/// The words of a turn as `/move` reads them: the whole text when the rules read it as one
/// action (or it is one word), else each word an action.
fn turn_words(state: &AnyGame, text: &str) -> (Vec<String>, bool) {
    let words: Vec<&str> = text.split_whitespace().collect();
    let single = words.len() <= 1 || state.clone().play_text(text).is_ok();
    let words = if single { vec![text] } else { words };
    (words.into_iter().map(str::to_string).collect(), single)
}

/// The refusal of action `index` (from 1) of `count`, `word` as typed, made harmless.
fn action_refusal(index: usize, count: usize, word: &str, reason: TurnRefusal) -> Refusal {
    Refusal::BadAction {
        index,
        count,
        action: shorten(&word.replace('`', "'"), 24),
        reason,
    }
}

/// Plays `text` for `side` on a copy of `state`, as `/move` reads a turn and with its refusals,
/// where no dice are rolled within the turn (a puzzle's): the position after it and the
/// actions as played.
pub(super) fn parse_turn(
    state: &AnyGame,
    text: &str,
    side: Side,
) -> Result<(AnyGame, Vec<String>), ServiceError> {
    let (words, single) = turn_words(state, text);
    let count = words.len();
    let mut after = state.clone();
    let mut played = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let refuse = |reason| ServiceError::from(action_refusal(i + 1, count, word, reason));
        match after.to_act() {
            ToAct::Side(s) if s == side => {}
            ToAct::Nobody => return Err(refuse(TurnRefusal::GameOver)),
            _ => return Err(refuse(TurnRefusal::TurnPassed)),
        }
        match after.play_text(word) {
            Ok(action) => played.push(action),
            Err(e) if single => return Err(Refusal::BadMove(tidy(e)).into()),
            Err(e) => return Err(refuse(TurnRefusal::Move(tidy(e)))),
        }
    }
    Ok((after, played))
}

impl Service {
    /// Plays the actions in `text` for `side`: one action, or a whole turn as actions separated
    /// by spaces, rolling the dice wherever chance acts after one. All or none, up to the dice:
    /// on a refusal (which names the action when there are several) `state` may be partly
    /// played, and the caller throws it away; but if the dice were rolled between two actions
    /// before it, the refusal is a [`TurnError::Cut`] that carries the turn up to the last roll,
    /// which the caller must record.
    fn play_turn(
        &self,
        state: &mut AnyGame,
        text: &str,
        side: Side,
        actor: crate::store::PlayerId,
        id: GameId,
    ) -> Result<Turn, TurnError> {
        // One action, or a text the rules read as one action even with spaces in it.
        let (words, single) = turn_words(state, text);
        let count = words.len();
        let mut turn = Turn {
            played: Vec::new(),
            taken: 0,
            actions: Vec::new(),
            rolls: Vec::new(),
            routes: Vec::new(),
        };
        // The turn and position just after the last roll made between two actions, if any.
        let mut rolled: Option<(Turn, AnyGame)> = None;
        for (i, word) in words.iter().enumerate() {
            let refuse = |reason| {
                let refusal = action_refusal(i + 1, count, word, reason);
                match rolled.clone() {
                    None => TurnError::Refused(refusal.into()),
                    Some((kept, state)) => TurnError::Cut(Box::new(TurnCut {
                        kept,
                        state,
                        refusal,
                    })),
                }
            };
            match state.to_act() {
                ToAct::Side(s) if s == side => {}
                ToAct::Nobody => return Err(refuse(TurnRefusal::GameOver)),
                _ => return Err(refuse(TurnRefusal::TurnPassed)),
            }
            let played = match state.play_text_routed(word) {
                Ok((played, route)) => {
                    turn.routes.push((played.clone(), route));
                    played
                }
                Err(e) if single => return Err(Refusal::BadMove(tidy(e)).into()),
                Err(e) => return Err(refuse(TurnRefusal::Move(tidy(e)))),
            };
            turn.taken += state.last_captured();
            turn.actions.push(NewAction {
                actor: Some(actor),
                kind: ActionKind::Move,
                text: played.clone(),
            });
            turn.played.push(played);
            if i + 1 < count {
                let rolls = self.roll(state, id)?;
                if !rolls.is_empty() {
                    turn.actions.extend(chance_actions(&rolls));
                    turn.rolls.extend(rolls);
                    rolled = Some((turn.clone(), state.clone()));
                }
            }
        }
        Ok(turn)
    }

    /// Plays a move given as text; in a game against the computer, the reply includes its
    /// answer.
    pub fn play(
        &self,
        caller: &Caller,
        text: &str,
        game: Option<GameId>,
    ) -> Result<Reply, ServiceError> {
        match self.play_move(caller, text, game)? {
            Played::Reply(reply) => Ok(*reply),
            Played::AnswerDue(due) => self.answer(caller, due),
        }
    }

    /// Plays a move given as text and saves it; in a game against the computer the answer is
    /// left to [`Service::answer`], so that the bot can run the search apart from people's
    /// commands.
    pub fn play_move(
        &self,
        caller: &Caller,
        text: &str,
        game: Option<GameId>,
    ) -> Result<Played, ServiceError> {
        let Seat {
            mut record,
            mut state,
            me,
            side,
            timing,
        } = self.seat(caller, game, Need::Turn)?;
        let id = record.id;
        refresh(&mut record, caller);
        let lang = caller.lang;
        // A turn refused after dice were rolled within it still records them, with the actions
        // that led to them; the reply then also says why the rest was not played.
        let (turn, cut) = match self.play_turn(&mut state, text, side, me.id, id) {
            Ok(turn) => (turn, None),
            Err(TurnError::Refused(error)) => return Err(error),
            Err(TurnError::Cut(cut)) => {
                let TurnCut {
                    kept,
                    state: at_roll,
                    refusal,
                } = *cut;
                state = at_roll;
                (kept, Some(refusal.cut_line(lang)))
            }
        };
        let (played, taken) = (turn.played.join(" "), turn.taken);
        let (more_rolls, ending, timing) =
            self.advance(&record, timing, &mut state, caller, turn.actions)?;
        let mut rolls = turn.rolls;
        rolls.extend(more_rolls);
        if computer::computer_side(&record).is_some() {
            let marks = crate::render::diagram::trace_marks(&state, &turn.routes);
            return Ok(Played::AnswerDue(
                AnswerDue::after_move(id, played, rolls, ending, marks).with_note(cut),
            ));
        }
        let player: &dyn crate::i18n::Arg = &caller.user.mention;
        let mut lines = vec![match taken {
            0 => tf(
                lang,
                "service-played",
                &[("player", player), ("move", &played)],
            ),
            1 => tf(
                lang,
                "service-played-took-one",
                &[("player", player), ("move", &played)],
            ),
            n => tf(
                lang,
                "service-played-took-many",
                &[("player", player), ("move", &played), ("count", &n)],
            ),
        }];
        lines.extend(roll_lines(lang, &rolls));
        lines.extend(cut);
        let (next, mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            lines.extend(self.rating_lines(lang, &record));
        }
        let extras = Extras {
            timing: Some(&timing),
            ..Extras::default()
        };
        Ok(Played::Reply(Box::new(self.public_with(
            lines, &record, &state, lang, mentions, extras,
        ))))
    }

    /// Resigns a game.
    pub fn resign(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let Seat {
            mut record,
            state,
            me,
            side,
            timing,
        } = self.seat(caller, game, Need::InPlay)?;
        let id = record.id;
        refresh(&mut record, caller);
        let ending = Ending {
            winner: Some(side.other()),
            cause: EndCause::Resignation,
        };
        self.write_timed(
            caller.origin(),
            id,
            record.version,
            &Change {
                status: Status::Finished,
                state: &state,
                ending: Some(ending),
                actions: &[NewAction {
                    actor: Some(me.id),
                    kind: ActionKind::Resign,
                    text: ActionKind::Resign.as_str().to_string(),
                }],
                touch: Some(new_player(&caller.user)),
            },
            &timing,
        )?;
        record.ending = Some(ending);
        let lang = caller.lang;
        let mut lines = result_lines(lang, &record, &state, &ending);
        lines.extend(self.rating_lines(lang, &record));
        let mentions = both(&record);
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// Suggestions for autocomplete (at most 25) that start with `typed` (case-insensitive): the
    /// caller's whole turns (actions separated by spaces, until the turn passes) when there are
    /// few enough of them to list, else single legal actions following what was typed. Empty when
    /// it is not the caller's turn or nothing matches.
    pub fn suggest_moves(&self, caller: &Caller, typed: &str, game: Option<GameId>) -> Vec<String> {
        let Ok(Seat { state, side, .. }) = self.seat(caller, game, Need::Turn) else {
            return Vec::new();
        };
        suggestions(&state, side, typed)
    }

    /// Rolls the dice while chance acts.
    pub(super) fn roll(
        &self,
        state: &mut AnyGame,
        id: GameId,
    ) -> Result<Vec<String>, ServiceError> {
        chance::roll_while_chance(state, &mut *self.lock_rng()).map_err(|error| {
            errors::internal(format!("game #{id}: the dice could not be rolled: {error}"))
        })
    }

    /// Writes one change with the version check.
    /// After a player's actions (or the start of a game), rolls the dice while chance acts and
    /// saves the action, the rolls and the new position in one transaction. Returns the rolls and
    /// the ending, if the game is now over.
    /// `timing` is the game's clock columns as loaded with `record`; the ones written are
    /// returned with the rolls.
    pub(super) fn advance(
        &self,
        record: &GameRecord,
        timing: Timing,
        state: &mut AnyGame,
        caller: &Caller,
        mut actions: Vec<NewAction>,
    ) -> Result<(Vec<String>, Option<Ending>, Timing), ServiceError> {
        let rolls = self.roll(state, record.id)?;
        let (status, ending) = status_after(state);
        actions.extend(chance_actions(&rolls));
        let timing = self.timing_after(record, timing, status, caller);
        self.write_timed(
            caller.origin(),
            record.id,
            record.version,
            &Change {
                status,
                state,
                ending,
                actions: &actions,
                touch: Some(new_player(&caller.user)),
            },
            &timing,
        )?;
        Ok((rolls, ending, timing))
    }
}
