//! Tournaments: their rows, entrants and pairings (schema version 6).
//!
//! Every change of a tournament states the version it read (`tournaments.version`), as a game's
//! moves do: joining, leaving, starting a round, finishing and cancelling each bump it, so two
//! processes (or a join racing the pairing of a round) cannot both apply; the loser gets
//! [`StoreError::Conflict`] with the tournament's id and writes nothing. A round's pairings and
//! its games are written in the one transaction that moves the tournament to that round, so a
//! round is paired exactly once.

use super::codes::{parse_side, to_act_code};
use super::interactions::{claim_tournament_in, Origin};
use super::players::player_columns;
use super::sql::{Cursor, FromRow, Row};
use super::{
    args, encode_state, now, upsert_player, Db, GameId, NewPlayer, PlayerId, PlayerRecord, Store,
    StoreError,
};
use crate::games::{Side, ToAct, Variant};
use crate::tournament::{Format, Outcome};

pub mod events;
mod records;
pub use records::{
    EntrantRecord, NewPairing, NewTournament, NewTournamentGame, PairingRecord, TournamentId,
    TournamentRecord, TournamentStatus, TournamentWon,
};

fn outcome_code(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::FirstWins => "first",
        Outcome::SecondWins => "second",
        Outcome::Draw => "draw",
    }
}

fn parse_outcome(code: &str) -> Option<Outcome> {
    match code {
        "first" => Some(Outcome::FirstWins),
        "second" => Some(Outcome::SecondWins),
        "draw" => Some(Outcome::Draw),
        _ => None,
    }
}

/// A tournament's row as stored: [`TournamentRow::record`] interprets it.
pub(super) struct TournamentRow {
    id: TournamentId,
    guild: Option<String>,
    channel: String,
    variant: String,
    format: String,
    rounds: Option<u32>,
    clock: i64,
    rated: bool,
    creator: PlayerRecord,
    starts_at: Option<i64>,
    status: String,
    round: u32,
    lang: String,
    threads: bool,
    due_at: Option<i64>,
    winner: Option<PlayerId>,
    version: i64,
    created_at: i64,
    updated_at: i64,
}

impl FromRow for TournamentRow {
    const COLUMNS: &'static str = concat!(
        "t.id, t.guild, t.channel, t.variant, t.format, t.rounds, t.clock, t.rated, ",
        player_columns!(),
        ", t.starts_at, t.status, t.round, t.lang, t.threads, t.due_at, t.winner, t.version, \
         t.created_at, t.updated_at"
    );
    const FROM: &'static str = "FROM tournaments t JOIN players p ON p.id = t.creator";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(TournamentRow {
            id: row.next()?,
            guild: row.next()?,
            channel: row.next()?,
            variant: row.next()?,
            format: row.next()?,
            rounds: row.next()?,
            clock: row.next()?,
            rated: row.next()?,
            creator: row.read()?,
            starts_at: row.next()?,
            status: row.next()?,
            round: row.next()?,
            lang: row.next()?,
            threads: row.next()?,
            due_at: row.next()?,
            winner: row.next()?,
            version: row.next()?,
            created_at: row.next()?,
            updated_at: row.next()?,
        })
    }
}

impl TournamentRow {
    /// The tournament, or why it cannot be understood.
    fn record(self) -> Result<TournamentRecord, StoreError> {
        let id = self.id;
        let corrupt = |reason: String| StoreError::Corrupt {
            game: 0,
            reason: format!("tournament T{id}: {reason}"),
        };
        let Ok(variant) = self.variant.parse::<Variant>() else {
            return Err(corrupt(format!("unknown game {:?}", self.variant)));
        };
        let Some(format) = Format::parse(&self.format) else {
            return Err(corrupt(format!("unknown format {:?}", self.format)));
        };
        let Some(status) = TournamentStatus::parse(&self.status) else {
            return Err(corrupt(format!("unknown status {:?}", self.status)));
        };
        Ok(TournamentRecord {
            id,
            guild: self.guild,
            channel: self.channel,
            variant,
            format,
            rounds: self.rounds,
            clock: self.clock,
            rated: self.rated,
            creator: self.creator,
            starts_at: self.starts_at,
            status,
            round: self.round,
            lang: self.lang,
            threads: self.threads,
            due_at: self.due_at,
            winner: self.winner,
            version: self.version,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

/// The columns of a tournament's row and where they are selected from, for the queries' text.
const TOURNAMENT_COLUMNS: &str = TournamentRow::COLUMNS;
const TOURNAMENT_FROM: &str = TournamentRow::FROM;

/// A row of [`TOURNAMENT_COLUMNS`]: the tournament, or (inside) why it cannot be understood.
fn tournament_from_row(row: &Row) -> Result<Result<TournamentRecord, StoreError>, StoreError> {
    Ok(row.read::<TournamentRow>()?.record())
}

/// `Ok` if a statement about tournament `id` changed its row, [`StoreError::Conflict`] if it
/// changed nothing (the tournament moved on since it was read).
fn one_changed(id: TournamentId, changed: usize) -> Result<(), StoreError> {
    if changed == 0 {
        Err(StoreError::Conflict(id))
    } else {
        Ok(())
    }
}

/// `statuses` as an SQL list (`'open', 'running'`), for `status IN (...)`; callers give at
/// least one (PostgreSQL refuses an empty `IN ()`).
fn status_list(statuses: &[TournamentStatus]) -> String {
    statuses
        .iter()
        .map(|s| format!("'{}'", s.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The tournaments a query of [`TOURNAMENT_COLUMNS`] finds; a row that cannot be read is logged
/// and left out, so one damaged row does not hide the others.
fn collect_tournaments(
    db: &mut Db<'_>,
    sql: &str,
    args: &[super::sql::Cell],
) -> Result<Vec<TournamentRecord>, StoreError> {
    let rows = db.query(sql, args, tournament_from_row)?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        match row {
            Ok(t) => out.push(t),
            Err(error) => tracing::error!(%error, "a tournament row cannot be read"),
        }
    }
    Ok(out)
}

/// Bumps the version of tournament `id` if it is still at `version`; [`StoreError::Conflict`]
/// otherwise.
fn bump(db: &mut Db<'_>, id: TournamentId, version: i64, now: i64) -> Result<(), StoreError> {
    let changed = db.execute(
        "UPDATE tournaments SET version = version + 1, updated_at = ?3 \
         WHERE id = ?1 AND version = ?2",
        args![id, version, now],
    )?;
    one_changed(id, changed)
}

/// What a finished game of a tournament does to it, inside the transaction that finishes the
/// game: the tournament is due at once (`due_at` 0, before any time of any clock), and the
/// scheduler looks whether the round is complete. Its version changes too, so that a sweep
/// which read the round before this result cannot mark it as having nothing due
/// ([`Store::clear_tournament_due`] states the version it read).
pub(super) fn game_finished_in(db: &mut Db<'_>, game: GameId) -> Result<(), StoreError> {
    db.execute(
        "UPDATE tournaments SET due_at = 0, version = version + 1 \
         WHERE id = (SELECT tournament_id FROM games WHERE id = ?1) AND status = 'running'",
        args![game],
    )?;
    Ok(())
}

impl Store {
    /// [`Store::write_unless`] for a change that finds nothing to do (`Ok(None)`): then nothing
    /// is written at all, not even what it wrote before finding out (a refreshed name, the
    /// version's bump, the interaction's claim): a join or a leave with nothing to do.
    fn write_nothing_if_none<T>(
        &self,
        f: impl FnOnce(&mut Db<'_>) -> Result<Option<T>, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        Ok(self.write_unless(|db| Ok(f(db)?.ok_or(())))?.ok())
    }

    /// Creates a tournament (and its creator's player row).
    pub fn create_tournament(
        &self,
        origin: Origin<'_>,
        t: &NewTournament,
    ) -> Result<TournamentRecord, StoreError> {
        self.write(|db| {
            let now = now();
            let creator = upsert_player(db, &t.creator, now)?;
            let id: TournamentId = db.query_one(
                "INSERT INTO tournaments (guild, channel, variant, format, rounds, clock, rated, \
                 creator, starts_at, status, lang, due_at, created_at, updated_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'open', ?10, ?9, ?11, ?11) \
                 RETURNING id",
                args![
                    t.guild,
                    t.channel,
                    t.variant.id(),
                    t.format.code(),
                    t.rounds,
                    t.clock,
                    t.rated,
                    creator,
                    t.starts_at,
                    t.lang,
                    now
                ],
                |r| r.get(0),
            )?;
            claim_tournament_in(db, origin, id)?;
            if t.starts_at.is_some() {
                events::plan_event_in(db, id)?;
            }
            Self::tournament_in(db, id)?.ok_or(StoreError::Conflict(id))
        })
    }

    fn tournament_in(
        db: &mut Db<'_>,
        id: TournamentId,
    ) -> Result<Option<TournamentRecord>, StoreError> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} {TOURNAMENT_FROM} WHERE t.id = ?1");
        db.query_opt(&sql, args![id], tournament_from_row)?
            .transpose()
    }

    /// A tournament's row.
    pub fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRecord>, StoreError> {
        self.read(|db| Self::tournament_in(db, id))
    }

    /// The tournaments of a server (`None`: outside any, the console) with one of `statuses`,
    /// newest first, at most `limit`.
    pub fn tournaments_in(
        &self,
        guild: Option<&str>,
        statuses: &[TournamentStatus],
        limit: usize,
    ) -> Result<Vec<TournamentRecord>, StoreError> {
        if statuses.is_empty() {
            return Ok(Vec::new());
        }
        // `IS NOT DISTINCT FROM`: equal, or both NULL (SQLite's `IS`, which PostgreSQL lacks).
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} {TOURNAMENT_FROM} \
             WHERE t.guild IS NOT DISTINCT FROM ?1 AND t.status IN ({}) \
             ORDER BY t.id DESC LIMIT ?2",
            status_list(statuses)
        );
        self.read(|db| collect_tournaments(db, &sql, args![guild, limit]))
    }

    /// The tournaments `player` is in (not left) with one of `statuses`, in `guild`.
    pub fn tournaments_of(
        &self,
        player: PlayerId,
        guild: Option<&str>,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<TournamentRecord>, StoreError> {
        if statuses.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} {TOURNAMENT_FROM} \
             JOIN tournament_entrants e ON e.tournament_id = t.id \
             WHERE e.player_id = ?1 AND e.left_round IS NULL \
             AND t.guild IS NOT DISTINCT FROM ?2 AND t.status IN ({}) ORDER BY t.id",
            status_list(statuses)
        );
        self.read(|db| collect_tournaments(db, &sql, args![player, guild]))
    }

    /// The entrants of a tournament, in the order they joined, with their current rating.
    pub fn entrants(&self, id: TournamentId) -> Result<Vec<EntrantRecord>, StoreError> {
        self.read(|db| {
            db.query(
                &format!(
                    "SELECT {} {} WHERE e.tournament_id = ?1 ORDER BY e.joined_at, p.id",
                    EntrantRecord::COLUMNS,
                    EntrantRecord::FROM
                ),
                args![id],
                Row::read,
            )
        })
    }

    /// `player` enters tournament `id` read at `version`, to be paired from `joined_round`.
    /// Returns false (writing nothing) if they are already in it; [`StoreError::Conflict`] if
    /// the tournament changed since it was read.
    pub fn join_tournament(
        &self,
        origin: Origin<'_>,
        id: TournamentId,
        version: i64,
        player: &NewPlayer,
        joined_round: u32,
    ) -> Result<bool, StoreError> {
        let joined = self.write_nothing_if_none(|db| {
            let now = now();
            let player = upsert_player(db, player, now)?;
            let known: Option<Option<u32>> = db.query_opt(
                "SELECT left_round FROM tournament_entrants \
                 WHERE tournament_id = ?1 AND player_id = ?2",
                args![id, player],
                |r| r.get(0),
            )?;
            if known.is_some() {
                // In it, or left it (who leaves does not come back: their results stay as they
                // are).
                return Ok(None);
            }
            bump(db, id, version, now)?;
            claim_tournament_in(db, origin, id)?;
            db.execute(
                "INSERT INTO tournament_entrants (tournament_id, player_id, joined_at, \
                 joined_round) VALUES (?1, ?2, ?3, ?4)",
                args![id, player, now, joined_round],
            )?;
            Ok(Some(()))
        })?;
        Ok(joined.is_some())
    }

    /// `player` leaves tournament `id` read at `version`: before the start their entry is
    /// removed (`during` is `None`), and so is a late entrant's before their first round; once
    /// they have played they stay with their results and are not paired after round `during`. Returns false (writing nothing) if they were not in it.
    pub fn leave_tournament(
        &self,
        origin: Origin<'_>,
        id: TournamentId,
        version: i64,
        player: PlayerId,
        during: Option<u32>,
    ) -> Result<bool, StoreError> {
        let left = self.write_nothing_if_none(|db| {
            bump(db, id, version, now())?;
            claim_tournament_in(db, origin, id)?;
            let changed = match during {
                None => db.execute(
                    "DELETE FROM tournament_entrants WHERE tournament_id = ?1 AND player_id = ?2",
                    args![id, player],
                )?,
                Some(round) => {
                    // A late entrant whose first round is still to come has no results: their
                    // entry goes, as before the start (they may join again).
                    let gone = db.execute(
                        "DELETE FROM tournament_entrants WHERE tournament_id = ?1 \
                         AND player_id = ?2 AND joined_round > ?3 AND left_round IS NULL",
                        args![id, player, round],
                    )?;
                    if gone > 0 {
                        gone
                    } else {
                        db.execute(
                            "UPDATE tournament_entrants SET left_round = ?3 \
                             WHERE tournament_id = ?1 AND player_id = ?2 AND left_round IS NULL",
                            args![id, player, round],
                        )?
                    }
                }
            };
            Ok((changed > 0).then_some(()))
        })?;
        Ok(left.is_some())
    }

    /// Every pairing of a tournament, by round and board, with the results of finished games.
    pub fn pairings(&self, id: TournamentId) -> Result<Vec<PairingRecord>, StoreError> {
        self.read(|db| {
            db.query(
                &format!(
                    "SELECT {} {} WHERE tp.tournament_id = ?1 ORDER BY tp.round, tp.board",
                    PairingRecord::COLUMNS,
                    PairingRecord::FROM
                ),
                args![id],
                Row::read,
            )
        })
    }

    /// Moves tournament `id` (read at `version`) to `round`, fixing its number of rounds, and
    /// writes the round's pairings and starts their games, in one transaction. Returns the ids
    /// of the games, in the order of `pairings` (`None` where a pairing has no game).
    pub fn start_round(
        &self,
        t: &TournamentRecord,
        round: u32,
        rounds: u32,
        pairings: &[NewPairing],
    ) -> Result<Vec<Option<GameId>>, StoreError> {
        // Encoded before the lock.
        let states = pairings
            .iter()
            .map(|p| {
                p.game
                    .as_ref()
                    .map(|g| encode_state(0, &g.state))
                    .transpose()
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.write(|db| {
            let now = now();
            let changed = db.execute(
                "UPDATE tournaments SET status = 'running', round = ?3, rounds = ?4, \
                 due_at = NULL, version = version + 1, updated_at = ?5 \
                 WHERE id = ?1 AND version = ?2 AND status IN ('open', 'running')",
                args![t.id, t.version, round, rounds, now],
            )?;
            one_changed(t.id, changed)?;
            let mut games = Vec::with_capacity(pairings.len());
            for (p, state) in pairings.iter().zip(states) {
                let game = match (&p.game, p.second, state) {
                    (Some(g), Some(second), Some(state)) => Some(insert_tournament_game(
                        db, t, p.first, second, g, &state, now,
                    )?),
                    _ => None,
                };
                db.execute(
                    "INSERT INTO tournament_pairings (tournament_id, round, board, first_player, \
                     second_player, game_id, result, forfeit) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    args![
                        t.id,
                        round,
                        p.board,
                        p.first,
                        p.second,
                        game,
                        p.result.map(outcome_code),
                        p.forfeit
                    ],
                )?;
                games.push(game);
            }
            Ok(games)
        })
    }

    /// Finishes tournament `id` (read at `version`) with its winner.
    pub fn finish_tournament(
        &self,
        id: TournamentId,
        version: i64,
        winner: PlayerId,
    ) -> Result<(), StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "UPDATE tournaments SET status = 'finished', winner = ?3, due_at = NULL, \
                 version = version + 1, updated_at = ?4 \
                 WHERE id = ?1 AND version = ?2 AND status = 'running'",
                args![id, version, winner, now()],
            )
        })?;
        one_changed(id, changed)
    }

    /// Cancels tournament `id` (read at `version`), open or running. Its games in play go on as
    /// ordinary games, in the same transaction: they leave the tournament (`tournament_id`
    /// NULL), so they may be aborted, are aborted rather than lost on time before two moves, and
    /// count for nothing in its standings; rated ones stay rated. A round paired before the
    /// cancel is among them; a pairing after it is refused by its version check.
    pub fn cancel_tournament(&self, id: TournamentId, version: i64) -> Result<(), StoreError> {
        self.write(|db| {
            let changed = db.execute(
                "UPDATE tournaments SET status = 'cancelled', due_at = NULL, \
                 version = version + 1, updated_at = ?3 \
                 WHERE id = ?1 AND version = ?2 AND status IN ('open', 'running')",
                args![id, version, now()],
            )?;
            one_changed(id, changed)?;
            db.execute(
                "UPDATE games SET tournament_id = NULL \
                 WHERE tournament_id = ?1 AND status = 'active'",
                args![id],
            )?;
            Ok(())
        })
    }

    /// Open tournament `id` (read at `version`) starts now: it is due at once for every process,
    /// whatever its clock (`due_at` 0), and the scheduler pairs its first round in the
    /// transaction that checks its version. `now` is only shown (the announcement's start
    /// time). [`StoreError::Conflict`] if it changed since it was read (another start, a join).
    pub fn start_now(&self, id: TournamentId, version: i64, now: i64) -> Result<(), StoreError> {
        let changed = self.write_each(|db| {
            db.execute(
                "UPDATE tournaments SET starts_at = ?3, due_at = 0, version = version + 1 \
                 WHERE id = ?1 AND version = ?2 AND status = 'open'",
                args![id, version, now],
            )
        })?;
        one_changed(id, changed)
    }

    /// Tournament `id` is next due at `at` (`None`: nothing is due), if it is still at
    /// `version`.
    pub fn set_tournament_due(
        &self,
        id: TournamentId,
        version: i64,
        at: Option<i64>,
    ) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE tournaments SET due_at = ?3 WHERE id = ?1 AND version = ?2",
                args![id, version, at],
            )
        })?;
        Ok(())
    }

    /// Nothing is due for tournament `id` any more, if it is still at `version`.
    pub fn clear_tournament_due(&self, id: TournamentId, version: i64) -> Result<(), StoreError> {
        self.set_tournament_due(id, version, None)
    }

    /// Remembers that the bot may not create threads in tournament `id`'s channel.
    pub fn threads_refused(&self, id: TournamentId) -> Result<(), StoreError> {
        self.write_each(|db| {
            db.execute(
                "UPDATE tournaments SET threads = 0 WHERE id = ?1",
                args![id],
            )
        })?;
        Ok(())
    }

    /// The tournaments due by `now` (oldest due first), at most `limit`.
    pub fn due_tournaments(&self, now: i64, limit: usize) -> Result<Vec<TournamentId>, StoreError> {
        self.read(|db| {
            db.query(
                "SELECT id FROM tournaments WHERE due_at IS NOT NULL AND due_at <= ?1 \
                 ORDER BY due_at, id LIMIT ?2",
                args![now, limit],
                |r| r.get(0),
            )
        })
    }

    /// The earliest time a tournament is due, if any.
    pub fn next_tournament_event(&self) -> Result<Option<i64>, StoreError> {
        self.read(|db| {
            db.query_one(
                "SELECT MIN(due_at) FROM tournaments WHERE due_at IS NOT NULL",
                args![],
                |r| r.get(0),
            )
        })
    }

    /// The tournaments `player` won, newest first.
    pub fn tournaments_won(&self, player: PlayerId) -> Result<Vec<TournamentWon>, StoreError> {
        let rows = self.read(|db| {
            db.query(
                "SELECT t.id, t.variant, t.format, t.updated_at, \
                 (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = t.id) \
                 FROM tournaments t WHERE t.winner = ?1 AND t.status = 'finished' \
                 ORDER BY t.updated_at DESC, t.id DESC",
                args![player],
                |r| {
                    Ok((
                        r.get::<i64>(0)?,
                        r.get::<String>(1)?,
                        r.get::<String>(2)?,
                        r.get::<i64>(3)?,
                        r.get::<u32>(4)?,
                    ))
                },
            )
        })?;
        let mut out = Vec::new();
        for (id, variant, format, ended_at, players) in rows {
            if let (Ok(variant), Some(format)) = (variant.parse(), Format::parse(&format)) {
                out.push(TournamentWon {
                    id,
                    variant,
                    format,
                    players,
                    ended_at,
                });
            }
        }
        Ok(out)
    }

    /// The tournament and round of a game, if it is a tournament's.
    pub fn game_round(&self, game: GameId) -> Result<Option<(TournamentId, u32)>, StoreError> {
        self.read(|db| {
            db.query_opt(
                "SELECT tournament_id, round FROM tournament_pairings WHERE game_id = ?1",
                args![game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
    }
}

impl FromRow for EntrantRecord {
    const COLUMNS: &'static str = concat!(
        player_columns!(),
        ", e.joined_at, e.joined_round, e.left_round, COALESCE(r.rating, 1500.0)"
    );
    const FROM: &'static str = "FROM tournament_entrants e JOIN players p ON p.id = e.player_id \
         JOIN tournaments t ON t.id = e.tournament_id \
         LEFT JOIN ratings r ON r.player_id = e.player_id AND r.variant = t.variant";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(EntrantRecord {
            player: row.read()?,
            joined_at: row.next()?,
            joined_round: row.next()?,
            left_round: row.next()?,
            rating: row.next()?,
        })
    }
}

/// A pairing with its game's status, winner and first player: the result of a finished game is
/// read from the game when the pairing records none of its own.
impl FromRow for PairingRecord {
    const COLUMNS: &'static str = "tp.round, tp.board, tp.first_player, tp.second_player, \
         tp.game_id, tp.result, tp.forfeit, g.status, g.winner, g.first_player";
    const FROM: &'static str = "FROM tournament_pairings tp LEFT JOIN games g \
         ON g.id = tp.game_id AND g.tournament_id = tp.tournament_id";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        let round = row.next()?;
        let board = row.next()?;
        let first: PlayerId = row.next()?;
        let second = row.next()?;
        let game = row.next()?;
        let own: Option<String> = row.next()?;
        let forfeit = row.next()?;
        let status: Option<String> = row.next()?;
        let winner: Option<String> = row.next()?;
        let game_first: Option<PlayerId> = row.next()?;
        let result = match (own, status.as_deref()) {
            (Some(code), _) => parse_outcome(&code),
            (None, Some("finished")) => {
                // The game's sides are the pairing's (written so), but read them through the
                // game's own first player all the same.
                let winner = winner.as_deref().and_then(parse_side);
                let first_is_first = game_first == Some(first);
                Some(match (winner, first_is_first) {
                    (None, _) => Outcome::Draw,
                    (Some(Side::First), true) | (Some(Side::Second), false) => Outcome::FirstWins,
                    _ => Outcome::SecondWins,
                })
            }
            _ => None,
        };
        Ok(PairingRecord {
            round,
            board,
            first,
            second,
            game,
            result,
            forfeit,
            game_status: status,
        })
    }
}

/// Starts the game of a pairing of tournament `t` (its opening actions included); its id.
fn insert_tournament_game(
    db: &mut Db<'_>,
    t: &TournamentRecord,
    first: PlayerId,
    second: PlayerId,
    g: &NewTournamentGame,
    state: &str,
    now: i64,
) -> Result<GameId, StoreError> {
    let to_act = match g.state.to_act() {
        ToAct::Nobody => "none",
        other => to_act_code(other),
    };
    let id: GameId = db.query_one(
        "INSERT INTO games (variant, guild, channel, challenger, first_player, second_player, \
         status, to_act, state, version, created_at, updated_at, rated, clock, deadline, \
         remind_at, lang, tournament_id, thread) \
         VALUES (?1, ?2, ?3, ?4, ?4, ?5, 'active', ?6, ?7, 0, ?8, ?8, ?9, ?10, ?11, ?12, ?13, \
         ?14, ?15) RETURNING id",
        args![
            t.variant.id(),
            t.guild,
            t.channel,
            first,
            second,
            to_act,
            state,
            now,
            t.rated,
            t.clock,
            g.deadline,
            g.remind_at,
            t.lang,
            t.id,
            t.threads
        ],
        |r| r.get(0),
    )?;
    for (i, action) in g.actions.iter().enumerate() {
        db.execute(
            "INSERT INTO actions (game_id, seq, actor, kind, text, created_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            args![
                id,
                i as i64 + 1,
                action.actor,
                action.kind.as_str(),
                action.text,
                now
            ],
        )?;
    }
    Ok(id)
}

#[cfg(test)]
mod tests;
