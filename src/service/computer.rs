//! Games against the computer: starting one (no Accept needed), the computer's answer after a
//! player's move (one reply, "You played X — Tabula answered Y"), and resuming after a restart.
//!
//! The computer is a player row like any other, with the external id `computer:<level>` (so a
//! game's level is in its players and no migration is needed), and its games are casual: they
//! are recorded (`/games`, `/history`, `/replay`, `/export` show them) but rate nobody, as on
//! lichess. Its searches are limited to cores − 1 at once (at least 1) by a process-wide
//! counter, so people's moves, served on the same blocking pool, always find a core; a search
//! waits for a slot rather than running beside too many others. The bot searches with the
//! level's thinking time; Discord's adapter defers any answer that might pass its 3 s deadline.

use std::sync::{Condvar, Mutex, OnceLock};

use rand::Rng;

use super::challenge::{challenge_by, new_player};
use super::errors::{self, ServiceError};
use super::play::{self, roll_lines};
use super::replies::{next_lines, variant_name, Extras, Reply};
use super::{refresh, Caller, First, GameId, Service, User};
use crate::ai::{self, Budget, Level};
use crate::games::{AnyGame, Side, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::render::diagram::Mark;
use crate::store::{
    ActionKind, Change, Ending, GameRecord, NewAction, Origin, PlayerRecord, Status,
};

/// External ids of the computer's player rows start with this.
pub const COMPUTER_PREFIX: &str = "computer:";

/// The computer as a user of the service, at a level.
pub fn computer_user(level: Level) -> User {
    User {
        id: format!("{COMPUTER_PREFIX}{}", level.id()),
        name: format!("Tabula ({})", level.id()),
        mention: "Tabula".to_string(),
    }
}

/// The level of a computer player's external id.
pub fn computer_level(external_id: &str) -> Option<Level> {
    external_id.strip_prefix(COMPUTER_PREFIX)?.parse().ok()
}

/// The side the computer plays in this game, and its level.
pub(super) fn computer_side(record: &GameRecord) -> Option<(Side, Level)> {
    Side::BOTH.into_iter().find_map(|side| {
        computer_level(&record.player(side).external_id).map(|level| (side, level))
    })
}

/// The limit on searches running at once.
struct Searches {
    busy: Mutex<usize>,
    freed: Condvar,
    limit: usize,
}

fn searches() -> &'static Searches {
    static SEARCHES: OnceLock<Searches> = OnceLock::new();
    SEARCHES.get_or_init(|| Searches {
        busy: Mutex::new(0),
        freed: Condvar::new(),
        limit: std::thread::available_parallelism()
            .map_or(1, std::num::NonZeroUsize::get)
            .saturating_sub(1)
            .max(1),
    })
}

/// A search slot, given back when dropped.
struct Slot;

impl Slot {
    fn take() -> Slot {
        let s = searches();
        let mut busy = s.busy.lock().unwrap_or_else(|e| e.into_inner());
        while *busy >= s.limit {
            busy = s.freed.wait(busy).unwrap_or_else(|e| e.into_inner());
        }
        *busy += 1;
        Slot
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let s = searches();
        let mut busy = s.busy.lock().unwrap_or_else(|e| e.into_inner());
        *busy = busy.saturating_sub(1);
        s.freed.notify_one();
    }
}

/// A player's move (or a new game) against the computer, saved, with the computer's answer
/// still to come: [`Service::answer`] searches, plays and says both.
#[derive(Debug)]
pub struct AnswerDue {
    /// The game.
    pub game: GameId,
    /// The line that opens the reply of a game just started.
    opening: Option<String>,
    /// The player's actions, as one text (none when the game just started).
    played: Option<String>,
    /// The rolls after the player's actions (or at the start), before the computer's turn.
    rolls: Vec<String>,
    /// How the player's move ended the game, if it did (then the computer does not answer).
    ending: Option<Ending>,
    /// The player's actions as marks on the picture.
    marks: Vec<Mark>,
    /// A line on the player's turn, said after the rolls (why the rest of a turn cut short by
    /// its dice was not played).
    note: Option<String>,
}

/// What a move came to: the whole reply, or, in a game against the computer, the computer's
/// answer still to come.
#[derive(Debug)]
pub enum Played {
    Reply(Box<Reply>),
    AnswerDue(AnswerDue),
}

impl AnswerDue {
    /// The player's actions as they will be marked on the picture.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// After the player's actions `played` in game `game`.
    pub(super) fn after_move(
        game: GameId,
        played: String,
        rolls: Vec<String>,
        ending: Option<Ending>,
        marks: Vec<Mark>,
    ) -> AnswerDue {
        AnswerDue {
            game,
            opening: None,
            played: Some(played),
            rolls,
            ending,
            marks,
            note: None,
        }
    }

    /// The same, with `note` said after the player's rolls.
    pub(super) fn with_note(self, note: Option<String>) -> AnswerDue {
        AnswerDue { note, ..self }
    }
}

/// What the computer did in one answer.
pub(super) struct Answer {
    /// Its actions, in order.
    pub played: Vec<String>,
    /// The rolls made during and after its turn (its own dice, then the player's).
    pub rolls: Vec<String>,
    pub ending: Option<Ending>,
}

impl Service {
    /// How the computer searches: the level's thinking time (the bot), or the level's iteration
    /// budget when `deterministic` is set (tests).
    fn budget(&self, level: Level) -> Budget {
        if self
            .computer_budgets
            .load(std::sync::atomic::Ordering::Relaxed)
        {
            Budget::iterations(level)
        } else {
            Budget::timed(level)
        }
    }

    /// Starts a game of `variant` against the computer at `level` at once: the caller is the
    /// challenger, the computer accepts, and if it moves first its first answer is in the reply.
    pub fn play_computer(
        &self,
        caller: &Caller,
        variant: Variant,
        level: Level,
        first: First,
    ) -> Result<Reply, ServiceError> {
        let due = self.start_computer(caller, variant, level, first)?;
        self.answer(caller, due)
    }

    /// The first half of [`Service::play_computer`]: the game is created and started, and the
    /// computer's first answer (if it moves first) is still to come from [`Service::answer`].
    pub fn start_computer(
        &self,
        caller: &Caller,
        variant: Variant,
        level: Level,
        first: First,
    ) -> Result<AnswerDue, ServiceError> {
        let computer = computer_user(level);
        let my_side = self.side_of_chooser(first);
        let state = AnyGame::new(variant);
        // No clock (the computer never runs out of time, and the player may take theirs), and
        // the player's language for what the bot posts on its own (an answer after a restart).
        let created = self.store.create_timed_challenge(
            caller.origin(),
            &challenge_by(caller, new_player(&computer), my_side, &state),
            None,
            None,
            caller.lang.code(),
        )?;
        let (mut record, mut state, timing) = self.load_timed(created.id)?;
        refresh(&mut record, caller);
        let (rolls, ending, _) = self.advance(&record, timing, &mut state, caller, Vec::new())?;
        let lang = caller.lang;
        let opening = tf(
            lang,
            "ai-started",
            &[
                ("player", &caller.user.mention),
                ("id", &record.id),
                ("variant", &variant_name(lang, variant)),
                ("level", &t(lang, level.name_key())),
                ("side", &i18n::side_name(lang, variant, my_side)),
            ],
        );
        Ok(AnswerDue {
            game: record.id,
            opening: Some(opening),
            played: None,
            rolls,
            ending,
            marks: Vec::new(),
            note: None,
        })
    }

    /// The second half of a move (or a start) in a game against the computer: if the computer
    /// is to act, it searches and plays its whole turn (saved in one transaction), and the one
    /// reply says what the player did and what the computer answered, with the board after the
    /// answer (the answer highlighted as the last move, the player's actions marked on top).
    /// The bot calls this outside its gate for people's commands, under its own limit of
    /// searches, so that a search never holds up anyone else's move.
    pub fn answer(&self, caller: &Caller, due: AnswerDue) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let (mut record, mut state) = self.load(due.game)?;
        refresh(&mut record, caller);
        let answer = if due.ending.is_none() && record.status == Status::Active {
            self.computer_answer(&record, &mut state)?
        } else {
            None
        };
        let mut lines: Vec<String> = due.opening.into_iter().collect();
        let mut ending = due.ending;
        match (&due.played, &answer) {
            (Some(played), Some(a)) => {
                lines.extend(roll_lines(lang, &due.rolls));
                lines.extend(due.note);
                lines.push(tf(
                    lang,
                    "ai-you-played",
                    &[("move", played), ("answer", &a.played.join(" "))],
                ));
            }
            (Some(played), None) => {
                lines.push(tf(lang, "ai-you-played-alone", &[("move", played)]));
                lines.extend(roll_lines(lang, &due.rolls));
                lines.extend(due.note);
            }
            (None, Some(a)) => {
                lines.extend(roll_lines(lang, &due.rolls));
                lines.push(tf(lang, "ai-opened", &[("answer", &a.played.join(" "))]));
            }
            (None, None) => lines.extend(roll_lines(lang, &due.rolls)),
        }
        if let Some(a) = &answer {
            ending = a.ending;
            lines.extend(roll_lines(lang, &a.rolls));
        }
        let (next, mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            record.ending = ending;
            lines.extend(self.rating_lines(lang, &record));
        }
        // The answer is the picture's highlighted last move; the player's own is marked on top.
        let marks = if answer.is_some() {
            due.marks
        } else {
            Vec::new()
        };
        let extras = Extras {
            marks: &marks,
            ..Extras::default()
        };
        Ok(self.public_with(lines, &record, &state, lang, mentions, extras))
    }

    /// If the computer is to act in `state` (the game `record`, as stored at `record.version`),
    /// plays its whole turn (rolling its own dice), saves it in one transaction with the rolls
    /// that follow, and says what it did. `None` if it is not the computer's turn.
    pub(super) fn computer_answer(
        &self,
        record: &GameRecord,
        state: &mut AnyGame,
    ) -> Result<Option<Answer>, ServiceError> {
        let Some((side, level)) = computer_side(record) else {
            return Ok(None);
        };
        if state.to_act() != ToAct::Side(side) {
            return Ok(None);
        }
        let computer = record.player(side).clone();
        let mut played = Vec::new();
        let mut rolls = Vec::new();
        let mut actions = Vec::new();
        {
            let _slot = Slot::take();
            // A turn has at most a handful of actions; the bound only guards a broken game.
            for _ in 0..64 {
                match state.to_act() {
                    ToAct::Side(s) if s == side => {
                        let seed = self.lock_rng().random();
                        let choice = ai::choose(state, level, seed, self.budget(level))
                            .ok_or_else(|| {
                                errors::internal(format!(
                                    "game #{}: the computer found no move",
                                    record.id
                                ))
                            })?;
                        let text = state.play_text(&choice.text).map_err(|error| {
                            errors::internal(format!(
                                "game #{}: the computer's move was refused: {error}",
                                record.id
                            ))
                        })?;
                        actions.push(NewAction {
                            actor: Some(computer.id),
                            kind: ActionKind::Move,
                            text: text.clone(),
                        });
                        played.push(text);
                    }
                    ToAct::Chance => {
                        let more = self.roll(state, record.id)?;
                        actions.extend(play::chance_actions(&more));
                        rolls.extend(more);
                    }
                    _ => break,
                }
            }
        }
        let (status, ending) = play::status_after(state);
        // The computer's own answer: the player's call (if any) claimed its interaction with
        // the move this answers.
        self.write(
            Origin::Bot,
            record.id,
            record.version,
            &Change {
                status,
                state,
                ending,
                actions: &actions,
                touch: None,
            },
        )?;
        Ok(Some(Answer {
            played,
            rolls,
            ending,
        }))
    }

    /// At start-up: in every active game where the computer was to act when the database was
    /// opened (a restart came between a player's move and its answer), the computer moves.
    /// Returns the channel and the reply to post there for each game it moved in.
    pub fn resume_computer_games(&self) -> Vec<(String, Reply)> {
        self.resume_computer_games_where(&|_| true)
    }

    /// As [`Service::resume_computer_games`], in the games whose guild `owns` accepts only (a
    /// bot split over several processes: each plays in the guilds of its shards).
    ///
    /// Only the games noted when the database was opened, each answered once, and only if
    /// nothing changed them since: a game started (or moved in) after the opening has its answer
    /// under way in the command that did it, and answering it here too raced that command (the
    /// channel got this answer, the player a private "the board changed" refusal).
    pub fn resume_computer_games_where(
        &self,
        owns: &dyn Fn(Option<&str>) -> bool,
    ) -> Vec<(String, Reply)> {
        let owed: Vec<Owed> = {
            let mut noted = self.owed.lock().unwrap_or_else(|e| e.into_inner());
            let (mine, others) = std::mem::take(&mut *noted)
                .into_iter()
                .partition(|o| owns(o.guild.as_deref()));
            *noted = others;
            mine
        };
        let mut out = Vec::new();
        for Owed {
            game: id, version, ..
        } in owed
        {
            let result = self.load(id).and_then(|(mut record, mut state)| {
                if record.version != version {
                    // Changed since the opening (a resignation, a deadline): nothing owed now.
                    tracing::info!(game = id, "the game changed before the computer resumed");
                    return Ok(None);
                }
                let answer = self.computer_answer(&record, &mut state)?;
                // In the language the game was started in (English for a game older than that).
                let lang = self
                    .store
                    .timing(record.id)?
                    .and_then(|timing| timing.lang)
                    .map_or(Lang::En, |code| Lang::from_locale(&code));
                let mut lines = Vec::new();
                if let Some(a) = &answer {
                    lines.push(tf(
                        lang,
                        "ai-resumed",
                        &[("id", &record.id), ("answer", &a.played.join(" "))],
                    ));
                    lines.extend(roll_lines(lang, &a.rolls));
                    record.ending = a.ending;
                }
                let (next, mentions) = next_lines(lang, &record, &state, record.ending.as_ref());
                lines.extend(next);
                let reply = self.public(lines, &record, &state, lang, mentions);
                Ok(Some((record.channel.clone(), reply)))
            });
            match result {
                Ok(Some(posted)) => out.push(posted),
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(game = id, ?error, "the computer could not resume")
                }
            }
        }
        out
    }

    /// Makes the computer search with iteration budgets instead of time (reproducible tests
    /// and benches).
    pub fn set_computer_budgets(&self, iterations: bool) {
        self.computer_budgets
            .store(iterations, std::sync::atomic::Ordering::Relaxed);
    }
}

/// A game that owes the computer's answer, as it was when noted.
#[derive(Clone, Debug)]
pub(super) struct Owed {
    game: GameId,
    version: i64,
    guild: Option<String>,
}

/// The active games of `games` where the computer is to act.
pub(super) fn owed(games: &[GameRecord]) -> Vec<Owed> {
    games
        .iter()
        .filter(|record| record.status == Status::Active)
        .filter(|record| {
            computer_side(record).is_some_and(|(side, _)| record.to_act == ToAct::Side(side))
        })
        .map(|record| Owed {
            game: record.id,
            version: record.version,
            guild: record.guild.clone(),
        })
        .collect()
}

/// Whether this player row is the computer.
pub fn is_computer(player: &PlayerRecord) -> bool {
    computer_level(&player.external_id).is_some()
}
