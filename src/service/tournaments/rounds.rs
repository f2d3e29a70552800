//! The tournament director: the scheduler's sweep asks [`Service::decide_tournaments`] about
//! every tournament that is due (its start time came, the creator pressed Start, or a game of
//! its round ended) and gets back what to post.
//!
//! Each decision is written with the tournament's version check: pairing a round (its pairings
//! and its games, one transaction), finishing, cancelling a start without enough players, or
//! noting that nothing is due yet. Two processes deciding the same tournament at once: one
//! writes, the other's write is refused and it posts nothing, so each round is announced once.

use super::{check_can_start, engine_rounds, planned_rounds, views};
use crate::games::AnyGame;
use crate::i18n::{self, tf, Lang};
use crate::service::errors::{self, Failure, ServiceError};
use crate::service::guard::display_name;
use crate::service::play::{chance_actions, roll_lines};
use crate::service::replies::{both, next_lines, shorten, Reply, Shown};
use crate::service::{clocks, GameId, Service};
use crate::store::tournaments::{
    NewPairing, NewTournamentGame, TournamentId, TournamentRecord, TournamentStatus,
};
use crate::store::{PlayerId, PlayerRecord, StoreError};
use crate::tournament as engine;
use crate::tournament::PairingError;

/// What the bot posts on its own about a tournament: an announcement in its channel (a round's
/// pairings, the final standings, a start that could not happen), and the round's games, each
/// to be played in a thread of the channel when `threads` (otherwise in the channel).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentNotice {
    pub tournament: TournamentId,
    pub channel: String,
    pub reply: Reply,
    pub games: Vec<RoundGame>,
    /// Whether the games go to threads (false once the bot found it may not create them).
    pub threads: bool,
    /// The line to add to the announcement when the threads cannot be created, localised.
    pub no_threads: String,
}

/// A game of a round: its thread's name (`R2 · alice – bob`) and its first message (the board,
/// pinging both players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundGame {
    pub game: GameId,
    pub thread_name: String,
    pub reply: Reply,
}

/// What one look at a due tournament decided.
enum Decided {
    Notice(Box<TournamentNotice>),
    Nothing,
}

impl Service {
    /// Decides at most `limit` due tournaments, earliest first; returns what to post. A
    /// tournament that another process decided first is simply left (it posts).
    pub fn decide_tournaments(&self, limit: usize) -> Result<Vec<TournamentNotice>, ServiceError> {
        let now = self.now();
        let mut notices = Vec::new();
        for id in self.store.due_tournaments(now, limit)? {
            match self.decide_tournament(id, now) {
                Ok(Decided::Notice(notice)) => notices.push(*notice),
                Ok(Decided::Nothing) => {}
                Err(ServiceError::Failed(Failure::Conflict)) => {}
                Err(error) => {
                    // Not tried again and again: the tournament waits for its next event (a game
                    // that ends, a restart), and the log says why.
                    tracing::error!(tournament = id, %error, "a due tournament could not be decided");
                    if let Ok(Some(t)) = self.store.tournament(id) {
                        let _ = self.store.clear_tournament_due(id, t.version);
                    }
                }
            }
        }
        Ok(notices)
    }

    fn decide_tournament(&self, id: TournamentId, now: i64) -> Result<Decided, ServiceError> {
        let Some(t) = self.store.tournament(id)? else {
            return Ok(Decided::Nothing);
        };
        match t.status {
            // Started by a press (due at 0, whatever the clocks), or its planned time came.
            TournamentStatus::Open
                if t.due_at == Some(0) || t.starts_at.is_some_and(|s| s <= now) =>
            {
                let entrants = self.store.entrants(id)?;
                if let Err(ServiceError::Refused(refusal)) = check_can_start(&t, &entrants) {
                    self.store.cancel_tournament(id, t.version)?;
                    tracing::info!(
                        tournament = id,
                        "not enough players at the start: cancelled"
                    );
                    let lang = Lang::from_locale(&t.lang);
                    let text = tf(
                        lang,
                        "tournament-start-failed",
                        &[("id", &id), ("why", &refusal.reply(lang).text)],
                    );
                    return Ok(self.tournament_notice(
                        &t,
                        Reply {
                            text,
                            ..Reply::default()
                        },
                    ));
                }
                self.pair_round(&t, 1)
            }
            TournamentStatus::Running => {
                let pairings = self.store.pairings(id)?;
                let rounds = engine_rounds(&pairings);
                let current = rounds.get(t.round.saturating_sub(1) as usize);
                let complete = current.is_some_and(|r| r.iter().all(|p| p.result.is_some()));
                if !complete {
                    self.store.clear_tournament_due(id, t.version)?;
                    return Ok(Decided::Nothing);
                }
                if t.round >= t.rounds.unwrap_or(0) {
                    return self.finish_tournament(&t);
                }
                self.pair_round(&t, t.round + 1)
            }
            // Not yet by this process's clock: due again at its start time (never forgotten:
            // another process's clock may run ahead of this one's).
            TournamentStatus::Open => {
                self.store.set_tournament_due(id, t.version, t.starts_at)?;
                Ok(Decided::Nothing)
            }
            _ => {
                self.store.clear_tournament_due(id, t.version)?;
                Ok(Decided::Nothing)
            }
        }
    }

    /// Decides tournament `id` as the sweep does once it found it due: whether that posts
    /// something (the tests' way into a sweep that listed it before a rival write).
    #[cfg(test)]
    pub(in crate::service) fn decide_one(
        &self,
        id: TournamentId,
        now: i64,
    ) -> Result<bool, ServiceError> {
        Ok(matches!(
            self.decide_tournament(id, now)?,
            Decided::Notice(_)
        ))
    }

    fn tournament_notice(&self, t: &TournamentRecord, reply: Reply) -> Decided {
        Decided::Notice(Box::new(TournamentNotice {
            tournament: t.id,
            channel: t.channel.clone(),
            reply,
            games: Vec::new(),
            threads: t.threads,
            no_threads: i18n::t(Lang::from_locale(&t.lang), "tournament-no-threads").to_string(),
        }))
    }

    /// The engine's view of a tournament, and each player's display name.
    pub(super) fn engine_view(
        &self,
        t: &TournamentRecord,
    ) -> Result<
        (
            engine::Tournament,
            std::collections::HashMap<PlayerId, PlayerRecord>,
        ),
        ServiceError,
    > {
        let entrants = self.store.entrants(t.id)?;
        let pairings = self.store.pairings(t.id)?;
        let active = entrants.iter().filter(|e| e.left_round.is_none()).count();
        let view = engine::Tournament {
            format: t.format,
            entrants: entrants
                .iter()
                .map(|e| engine::Entrant {
                    id: e.player.id,
                    rating: e.rating,
                    joined_round: e.joined_round,
                    left_round: e.left_round,
                })
                .collect(),
            rounds: engine_rounds(&pairings),
            planned_rounds: match (t.status, t.rounds) {
                (TournamentStatus::Open, rounds) => planned_rounds(t.format, rounds, active),
                (_, Some(rounds)) => rounds,
                (_, None) => planned_rounds(t.format, None, active),
            },
        };
        let names = entrants
            .into_iter()
            .map(|e| (e.player.id, e.player))
            .collect();
        Ok((view, names))
    }

    /// Pairs `round` of `t`, creates its games (started: their opening rolls made) and writes
    /// it all in one transaction; the notice announces the pairings and carries each game's
    /// first message.
    fn pair_round(&self, t: &TournamentRecord, round: u32) -> Result<Decided, ServiceError> {
        self.before_write_hook();
        let (view, names) = self.engine_view(t)?;
        if view.rounds.len() as u32 + 1 != round {
            // Another process paired it since `t` was read: a lost race, not a failure.
            return Err(Failure::Conflict.into());
        }
        let planned = view.planned_rounds;
        // The matching crate checks itself and panics if that check fails: a panic here is a
        // failure to pair (logged, the tournament waits), never the end of the sweep.
        let paired =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine::pair_next(&view)))
                .map_err(|_| {
                    errors::internal(format!(
                        "tournament T{}: the pairing of round {round} panicked",
                        t.id
                    ))
                })?;
        let pairings = match paired {
            Ok(pairings) => pairings,
            // Fewer than two players left to pair: the tournament ends with what was played.
            Err(PairingError::NotEnoughPlayers { .. }) if round > 1 => {
                return self.finish_tournament(t)
            }
            // Read while another process wrote it: a lost race.
            Err(_)
                if self
                    .store
                    .tournament(t.id)?
                    .is_none_or(|now| now.version != t.version) =>
            {
                return Err(Failure::Conflict.into())
            }
            Err(error) => {
                return Err(errors::internal(format!(
                    "tournament T{}: round {round} cannot be paired: {error}",
                    t.id
                )))
            }
        };
        let now = self.now();
        let mut new = Vec::with_capacity(pairings.len());
        let mut rolls_of = Vec::with_capacity(pairings.len());
        for p in &pairings {
            let game = if p.second.is_some() && p.result.is_none() {
                let mut state = AnyGame::new(t.variant);
                let rolls = self.roll(&mut state, 0)?;
                let actions = chance_actions(&rolls);
                rolls_of.push(rolls);
                let deadline = now.saturating_add(t.clock);
                Some(NewTournamentGame {
                    state,
                    actions,
                    deadline,
                    remind_at: deadline - clocks::reminder_lead(t.clock),
                })
            } else {
                rolls_of.push(Vec::new());
                None
            };
            new.push(NewPairing {
                board: p.board,
                first: p.first,
                second: p.second,
                result: p.result,
                forfeit: p.forfeit,
                game,
            });
        }
        let ids = match self.store.start_round(t, round, planned, &new) {
            Ok(ids) => ids,
            Err(StoreError::Conflict(_)) => return Err(Failure::Conflict.into()),
            Err(e) => return Err(e.into()),
        };
        self.wake.notify_one();
        tracing::info!(
            tournament = t.id,
            round,
            boards = pairings.len(),
            "round paired"
        );
        let lang = Lang::from_locale(&t.lang);
        // Read back as written (the round and the number of rounds are now fixed).
        let t = self.store.tournament(t.id)?.unwrap_or_else(|| t.clone());
        let mut games = Vec::new();
        for ((p, id), rolls) in pairings.iter().zip(&ids).zip(&rolls_of) {
            let Some(id) = *id else { continue };
            let (record, state) = self.load(id)?;
            let name = |player: PlayerId| {
                names
                    .get(&player)
                    .map_or_else(|| "?".to_string(), |p| display_name(&p.name))
            };
            let second = p.second.map(name).unwrap_or_default();
            let thread_name = shorten(&format!("R{round} · {} – {second}", name(p.first)), 100);
            let mut lines = vec![views::game_heading(lang, &t, round, p.board, &record)];
            lines.extend(roll_lines(lang, rolls));
            let (next, _) = next_lines(lang, &record, &state, None);
            lines.extend(next);
            let reply = self.public(lines, &record, &state, lang, both(&record));
            games.push(RoundGame {
                game: id,
                thread_name,
                reply,
            });
        }
        let pairings = self.store.pairings(t.id)?;
        let (view, names) = self.engine_view(&t)?;
        let mut reply = Reply {
            text: views::pairings_text(lang, &t, &view, &names, &pairings, round),
            ..Reply::default()
        };
        if let Some((png, alt)) = views::pairings_picture(lang, &t, &view, &names, &pairings, round)
        {
            reply.png = Some(png);
            reply.alt = alt;
        }
        Ok(Decided::Notice(Box::new(TournamentNotice {
            tournament: t.id,
            channel: t.channel.clone(),
            reply,
            games,
            threads: t.threads,
            no_threads: i18n::t(lang, "tournament-no-threads").to_string(),
        })))
    }

    /// Ends `t` after its last round: the winner is first of the standings; the notice shows
    /// the final standings and the podium, pinging it.
    fn finish_tournament(&self, t: &TournamentRecord) -> Result<Decided, ServiceError> {
        let (view, names) = self.engine_view(t)?;
        let standings = engine::standings(&view);
        let Some(first) = standings.first() else {
            self.store.cancel_tournament(t.id, t.version)?;
            return Ok(Decided::Nothing);
        };
        match self.store.finish_tournament(t.id, t.version, first.player) {
            Ok(()) => {}
            Err(StoreError::Conflict(_)) => return Err(Failure::Conflict.into()),
            Err(e) => return Err(e.into()),
        }
        tracing::info!(
            tournament = t.id,
            winner = first.player,
            "tournament finished"
        );
        let lang = Lang::from_locale(&t.lang);
        let t = self.store.tournament(t.id)?.unwrap_or_else(|| t.clone());
        let mut reply = self.standings_reply(lang, &t, None)?;
        let (podium, mentions) = views::podium_lines(lang, &t, &standings, &names);
        reply.text = format!("{podium}\n{}", reply.text);
        reply.mentions = mentions;
        reply.shown = Shown::Public;
        Ok(Decided::Notice(Box::new(TournamentNotice {
            tournament: t.id,
            channel: t.channel.clone(),
            reply,
            games: Vec::new(),
            threads: t.threads,
            no_threads: String::new(),
        })))
    }

    /// The Discord adapter found it may not create threads in `id`'s channel: its next games go
    /// to the channel without trying again.
    pub fn tournament_threads_refused(&self, id: TournamentId) -> Result<(), ServiceError> {
        Ok(self.store.threads_refused(id)?)
    }
}

impl TournamentNotice {
    /// Every message of the notice, the announcement first, as plain replies (the console).
    pub fn replies(self) -> Vec<Reply> {
        std::iter::once(self.reply)
            .chain(self.games.into_iter().map(|g| g.reply))
            .collect()
    }
}
