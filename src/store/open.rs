//! Open challenges (migration `0004_open_challenges`): challenges posted to anyone in a channel.
//!
//! A game row always has two players, so the free seat of an open challenge is held by a reserved
//! player row ([`ANYONE`]) until someone accepts: [`Store::take_seat`] then puts the accepter in
//! that seat and starts the game in one transaction, with the version check, so of two people
//! accepting at once exactly one gets the game and the other gets [`StoreError::Conflict`].

use super::clocks::Timing;
use super::interactions::{OnConflict, Origin};
use super::players::upsert_player;
use super::rows::{GAME_COLUMNS, GAME_FROM};
use super::{
    args, now, Change, GameId, GameRecord, NewChallenge, NewPlayer, PlayerId, PlayerRecord, Store,
    StoreError,
};

/// The external id of the reserved player holding the free seat of an open challenge (no
/// Discord or console user has it: theirs start with `discord:` or `console:`).
pub const ANYONE: &str = "open:anyone";

/// The reserved player (made with the first open challenge; always named the same, so naming it
/// again never rewrites its row).
pub fn anyone() -> NewPlayer<'static> {
    NewPlayer {
        external_id: ANYONE,
        name: "anyone",
        mention: "anyone",
    }
}

/// Whether this player row is the free seat of an open challenge.
pub fn is_anyone(player: &PlayerRecord) -> bool {
    player.external_id == ANYONE
}

impl Store {
    /// Creates a challenge to anyone (whatever `c.challenged` says), with its clock, the time it
    /// lapses and the language of the bot's own posts about it, in one transaction. Refused with
    /// [`StoreError::ChallengeExists`] (naming it) while the challenger has another open challenge
    /// for the same game: the seat of "anyone" is the same player in every open challenge, so the
    /// index of one open challenge per pair and game allows one per person and game.
    pub fn create_open_challenge(
        &self,
        origin: Origin<'_>,
        c: &NewChallenge,
        clock: Option<i64>,
        lapses_at: i64,
        lang: &str,
    ) -> Result<GameRecord, StoreError> {
        let c = NewChallenge {
            challenged: anyone(),
            ..*c
        };
        self.write(|db| {
            let record = Self::create_challenge_in(db, origin, &c)?;
            db.execute(
                "UPDATE games SET clock = ?2, deadline = ?3, lang = ?4, anyone = 1 WHERE id = ?1",
                args![record.id, clock, lapses_at, lang],
            )?;
            Ok(record)
        })
    }

    /// Whether game `id` was posted as a challenge to anyone (it stays so once accepted).
    pub fn is_open_challenge(&self, id: GameId) -> Result<bool, StoreError> {
        let anyone: Option<i64> = self.read(|db| {
            db.query_opt("SELECT anyone FROM games WHERE id = ?1", args![id], |r| {
                r.get(0)
            })
        })?;
        Ok(anyone == Some(1))
    }

    /// The challenges to anyone still waiting in `channel`, oldest first.
    pub fn open_challenges_in(&self, channel: &str) -> Result<Vec<GameRecord>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} {GAME_FROM} \
             WHERE g.channel = ?1 AND g.status = 'challenge' AND g.anyone = 1 ORDER BY g.id"
        );
        self.collect_games(&sql, args![channel])
    }

    /// `accepter` takes the free seat of open challenge `id`, read at `expected_version`, and
    /// `change` (the start of the game) and `timing` are written, all in one transaction.
    /// Returns the accepter's player id. [`StoreError::Conflict`], writing nothing, if the
    /// challenge changed since it was read (someone else accepted, it was withdrawn or lapsed),
    /// or if the accepter already holds the other seat.
    pub fn take_seat(
        &self,
        origin: Origin<'_>,
        id: GameId,
        expected_version: i64,
        accepter: &NewPlayer,
        change: &Change,
        timing: &Timing,
    ) -> Result<PlayerId, StoreError> {
        let state = super::encode_state(id, change.state)?;
        self.write(|db| {
            let accepter = upsert_player(db, accepter, now())?;
            // The seat is taken and the row leaves the 'challenge' status in the same statement:
            // the accepter and the challenger may also have a challenge of their own for this
            // game, and two rows of one pair may not both be open challenges. `apply_in` then
            // writes the game's real status, position and history (the version is still
            // `expected_version`). `UPDATE … FROM` is both databases' (SQLite since 3.33).
            let taken = db.execute(
                "UPDATE games SET \
                 first_player = CASE WHEN first_player = p.id THEN ?3 ELSE first_player END, \
                 second_player = CASE WHEN second_player = p.id THEN ?3 ELSE second_player END, \
                 status = 'active', to_act = 'none' \
                 FROM (SELECT id FROM players WHERE external_id = ?4) AS p \
                 WHERE games.id = ?1 AND games.version = ?2 AND games.status = 'challenge' \
                 AND games.anyone = 1 AND p.id IN (first_player, second_player) \
                 AND ?3 NOT IN (first_player, second_player)",
                args![id, expected_version, accepter, ANYONE],
            )?;
            if taken == 0 {
                // The error rolls the new player row back too.
                return Err(StoreError::Conflict(id));
            }
            Self::apply_in(
                db,
                origin,
                id,
                expected_version,
                change,
                &state,
                Some(timing),
                OnConflict::Fail,
            )?;
            Ok(accepter)
        })
    }
}

#[cfg(test)]
mod tests;
