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

use std::sync::{Condvar, OnceLock};

use super::*;
use crate::ai::{self, Budget, Level};
use crate::store::PlayerRecord;

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
    ) -> Result<Reply, UserError> {
        let computer = computer_user(level);
        let my_side = match first {
            First::Me => Side::First,
            First::Them => Side::Second,
            First::Random => {
                if self.lock_rng().random_bool(0.5) {
                    Side::First
                } else {
                    Side::Second
                }
            }
        };
        let state = AnyGame::new(variant);
        let created = self.store.create_challenge(&NewChallenge {
            variant,
            guild: caller.guild.as_deref(),
            channel: &caller.channel,
            challenger: new_player(&caller.user),
            challenged: new_player(&computer),
            challenger_side: my_side,
            state: &state,
            rated: false,
        })?;
        let (mut record, mut state) = self.load(created.id)?;
        refresh(&mut record, caller);
        let (mut rolls, mut ending) = self.advance(&record, &mut state, caller, Vec::new())?;
        let lang = caller.lang;
        let mut lines = vec![tf(
            lang,
            "ai-started",
            &[
                ("player", &caller.user.mention),
                ("id", &record.id),
                ("variant", &variant_name(lang, variant)),
                ("level", &t(lang, level.name_key())),
                ("side", &i18n::side_name(lang, variant, my_side)),
            ],
        )];
        let mut answered = None;
        if ending.is_none() {
            let (fresh, _) = self.load(record.id)?;
            record.version = fresh.version;
            if let Some(answer) = self.computer_answer(&record, &mut state)? {
                ending = answer.ending;
                answered = Some(answer);
            }
        }
        lines.extend(roll_lines(lang, &rolls));
        if let Some(answer) = answered {
            lines.push(tf(
                lang,
                "ai-opened",
                &[("answer", &answer.played.join(" "))],
            ));
            rolls = answer.rolls;
            lines.extend(roll_lines(lang, &rolls));
        }
        let (next, mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            record.ending = ending;
            lines.extend(self.rating_lines(lang, &record));
        }
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// If the computer is to act in `state` (the game `record`, as stored at `record.version`),
    /// plays its whole turn (rolling its own dice), saves it in one transaction with the rolls
    /// that follow, and says what it did. `None` if it is not the computer's turn.
    pub(super) fn computer_answer(
        &self,
        record: &GameRecord,
        state: &mut AnyGame,
    ) -> Result<Option<Answer>, UserError> {
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
                            .ok_or(UserError::Internal)?;
                        let text = state.play_text(&choice.text).map_err(|error| {
                            tracing::error!(game = record.id, %error, "the computer's move was refused");
                            UserError::Internal
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
        let (status, ending) = play::settle(state);
        self.write(
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

    /// After a player's move in a game against the computer: the computer answers, and the one
    /// reply says both moves and shows the board after the answer.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn reply_with_answer(
        &self,
        caller: &Caller,
        mut record: GameRecord,
        mut state: AnyGame,
        played: &str,
        mut rolls: Vec<String>,
        mut ending: Option<Ending>,
    ) -> Result<Reply, UserError> {
        let lang = caller.lang;
        let mut answer = None;
        if ending.is_none() {
            let (fresh, _) = self.load(record.id)?;
            record.version = fresh.version;
            answer = self.computer_answer(&record, &mut state)?;
        }
        let mut lines = Vec::new();
        match &answer {
            Some(a) => {
                lines.extend(roll_lines(lang, &rolls));
                lines.push(tf(
                    lang,
                    "ai-you-played",
                    &[("move", &played), ("answer", &a.played.join(" "))],
                ));
                ending = a.ending;
                rolls = a.rolls.clone();
                lines.extend(roll_lines(lang, &rolls));
            }
            None => {
                lines.push(tf(lang, "ai-you-played-alone", &[("move", &played)]));
                lines.extend(roll_lines(lang, &rolls));
            }
        }
        let (next, mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            record.ending = ending;
            lines.extend(self.rating_lines(lang, &record));
        }
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// At start-up: in every active game where the computer is to act (a restart came between
    /// a player's move and its answer), the computer moves. Returns the channel and the reply to
    /// post there for each game it moved in.
    pub fn resume_computer_games(&self) -> Vec<(String, Reply)> {
        let games = match self.store.unfinished_games() {
            Ok(games) => games,
            Err(error) => {
                tracing::error!(%error, "cannot list unfinished games");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for record in games {
            if record.status != Status::Active {
                continue;
            }
            let Some((side, _)) = computer_side(&record) else {
                continue;
            };
            if record.to_act != ToAct::Side(side) {
                continue;
            }
            let result = self.load(record.id).and_then(|(mut record, mut state)| {
                let answer = self.computer_answer(&record, &mut state)?;
                let lang = Lang::En;
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
                Ok(self.public(lines, &record, &state, lang, mentions))
            });
            match result {
                Ok(reply) => out.push((record.channel.clone(), reply)),
                Err(error) => {
                    tracing::error!(game = record.id, ?error, "the computer could not resume")
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

/// Whether this player row is the computer.
pub fn is_computer(player: &PlayerRecord) -> bool {
    computer_level(&player.external_id).is_some()
}
