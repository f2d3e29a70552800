//! Playing: moves (with the dice loop for games of chance), resignation, and the move
//! autocomplete.

use super::*;

/// The status and ending a position implies.
pub(super) fn settle(state: &AnyGame) -> (Status, Option<Ending>) {
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

impl Service {
    /// Plays a move given as text.
    pub fn play(
        &self,
        caller: &Caller,
        text: &str,
        game: Option<GameId>,
    ) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let (mut record, mut state) = self.select_active(caller, me.as_ref(), game, true)?;
        let id = record.id;
        let me = member(&record, me).ok_or(UserError::NotYourGame(id))?;
        let side = record.side_of(me.id).ok_or(UserError::NotYourGame(id))?;
        match record.status {
            Status::Active => {}
            Status::Challenge => return Err(UserError::NotStarted(id)),
            Status::Declined | Status::Cancelled => return Err(UserError::ChallengeClosed(id)),
            Status::Finished => return Err(UserError::GameOver(id)),
        }
        match state.to_act() {
            ToAct::Side(s) if s == side => {}
            ToAct::Nobody => return Err(UserError::GameOver(id)),
            _ => return Err(UserError::NotYourTurn(id)),
        }
        refresh(&mut record, caller);
        let played = state
            .play_text(text)
            .map_err(|e| UserError::BadMove(tidy(e)))?;
        let taken = state.last_captured();
        let played_action = NewAction {
            actor: Some(me.id),
            kind: ActionKind::Move,
            text: played.clone(),
        };
        let (rolls, ending) = self.advance(&record, &mut state, caller, Some(played_action))?;
        let lang = caller.lang;
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
        let (next, mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            lines.extend(self.rating_lines(lang, &record));
        }
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// Resigns a game.
    pub fn resign(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let (mut record, state) = self.select_active(caller, me.as_ref(), game, false)?;
        let id = record.id;
        let me = member(&record, me).ok_or(UserError::NotYourGame(id))?;
        let side = record.side_of(me.id).ok_or(UserError::NotYourGame(id))?;
        match record.status {
            Status::Active if state.outcome().is_none() => {}
            Status::Challenge => return Err(UserError::NotStarted(id)),
            Status::Declined | Status::Cancelled => return Err(UserError::ChallengeClosed(id)),
            Status::Active | Status::Finished => return Err(UserError::GameOver(id)),
        }
        refresh(&mut record, caller);
        let ending = Ending {
            winner: Some(side.other()),
            cause: EndCause::Resignation,
        };
        self.write(
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
        )?;
        record.ending = Some(ending);
        let lang = caller.lang;
        let mut lines = result_lines(lang, &record, &state, &ending);
        lines.extend(self.rating_lines(lang, &record));
        let mentions = both(&record);
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// Legal moves of the caller's game that start with `typed` (case-insensitive), at most 25,
    /// for autocomplete. Empty when it is not the caller's turn or nothing matches.
    pub fn suggest_moves(&self, caller: &Caller, typed: &str, game: Option<GameId>) -> Vec<String> {
        let Ok(Some(me)) = self.me(caller) else {
            return Vec::new();
        };
        let Ok((record, state)) = self.select_active(caller, Some(&me), game, true) else {
            return Vec::new();
        };
        let my_turn = record.status == Status::Active
            && record
                .side_of(me.id)
                .is_some_and(|side| state.to_act() == ToAct::Side(side));
        if !my_turn {
            return Vec::new();
        }
        let prefix = typed.trim().to_lowercase();
        state
            .legal_move_texts()
            .into_iter()
            .filter(|m| m.starts_with(&prefix))
            .take(MAX_SUGGESTIONS)
            .collect()
    }

    /// Rolls the dice while chance acts.
    pub(super) fn roll(&self, state: &mut AnyGame, id: GameId) -> Result<Vec<String>, UserError> {
        chance::roll_while_chance(state, &mut *self.lock_rng()).map_err(|error| {
            tracing::error!(game = id, %error, "the dice could not be rolled");
            UserError::Internal
        })
    }

    /// Writes one change with the version check.
    /// After a player's action (or the start of a game), rolls the dice while chance acts and
    /// saves the action, the rolls and the new position in one transaction. Returns the rolls and
    /// the ending, if the game is now over.
    pub(super) fn advance(
        &self,
        record: &GameRecord,
        state: &mut AnyGame,
        caller: &Caller,
        action: Option<NewAction>,
    ) -> Result<(Vec<String>, Option<Ending>), UserError> {
        let rolls = self.roll(state, record.id)?;
        let (status, ending) = settle(state);
        let mut actions: Vec<NewAction> = action.into_iter().collect();
        actions.extend(chance_actions(&rolls));
        self.write(
            record.id,
            record.version,
            &Change {
                status,
                state,
                ending,
                actions: &actions,
                touch: Some(new_player(&caller.user)),
            },
        )?;
        Ok((rolls, ending))
    }
}
