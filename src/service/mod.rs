//! The application: what a user can ask Tabula to do, and who may do what.
//!
//! Every entry point is synchronous (SQLite and rendering block), takes the [`Caller`] (who, where,
//! in which language) and returns a [`Reply`]: plain text, an optional PNG and buttons, knowing
//! nothing of Discord. Refusals are [`Refusal`]s, which turn into short, localised, private
//! replies; they never change anything.
//!
//! Who may do what: nobody plays both sides; two players have at most one open challenge per
//! variant, in any channel; only the challenged player accepts or declines (the challenger
//! withdraws); only a player moves, and only when the rules name their side; anyone in the channel
//! may look at a game. Without a game id, the caller's only active game in the channel is meant
//! (for a move, the only one where it is their turn).
//!
//! The service keeps no game in memory: each call reads the store and writes back one transaction
//! stating the version it read, so a restarted process carries on and two simultaneous commands
//! cannot both apply to the same position (the loser is told the board changed).

use std::sync::Mutex;

use rand::rngs::StdRng;
use rand::SeedableRng;

use crate::games::{AnyGame, Side, ToAct};
use crate::i18n::Lang;
use crate::store::clocks::Timing;
pub use crate::store::Claim;
use crate::store::{Change, GameRecord, Origin, PlayerRecord, Status, Store};

pub mod buttons;
mod challenge;
mod chance;
mod clocks;
pub mod commands;
mod computer;
mod damaged;
mod draws;
mod errors;
mod game_puzzles;
mod guard;
pub mod help;
mod hosts;
mod lookup;
pub mod notices;
mod open;
mod play;
mod private;
pub mod puzzles;
pub mod ratings;
mod replies;
pub mod reviews;
pub mod rules;
mod seat;
#[cfg(test)]
mod tests;
mod threads;
pub mod time;
pub mod tournaments;

pub use buttons::{ButtonId, TournamentButton};
pub use challenge::{ChallengeOptions, Challenged};
pub use clocks::{duration_text as clocks_duration_text, ClockChoice, Notice};
pub use computer::{
    computer_level, computer_user, is_computer, AnswerDue, Played, COMPUTER_PREFIX,
};
pub use errors::{Failure, ServiceError};
pub use guard::{display_name, escape_markdown, MAX_NAME_CHARS};
pub use open::{open_lapse, OPEN_CHALLENGE_LAPSE};
pub use replies::{
    variant_name, Attachment, Button, ButtonStyle, Refusal, Reply, Shown, TurnRefusal,
};
pub use threads::{thread_name, ThreadStart};
pub use tournaments::{
    Rights, RoundGame, TournamentId, TournamentNotice, TournamentOptions, TournamentRefusal,
};

/// A game's id in the store (shown to users as `#12`).
pub type GameId = i64;

/// A person, as the service sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Stable id across names and restarts: `discord:<snowflake>` or `console:<name>`.
    pub id: String,
    /// Display name, shown in texts and on boards.
    pub name: String,
    /// How to mention them, as their adapter writes it (`<@123>` on Discord, `@name` in the
    /// console; empty: not at all). The service puts it in texts as it is, and never reads `id`
    /// to decide whether or how to mention (a review's news, posted later, uses the one stored
    /// when it was asked for).
    pub mention: String,
}

/// Who is asking, where, and in which language.
#[derive(Clone, Debug)]
pub struct Caller {
    pub user: User,
    /// The channel (Discord channel id, or `console`). Games are looked up per channel.
    pub channel: String,
    /// The guild (server), if any.
    pub guild: Option<String>,
    pub lang: Lang,
    /// The Discord interaction being answered (`None` in the console): the first change the
    /// call writes claims it, so that a second delivery changes nothing (see [`Service::once`]
    /// and `store::interactions`). Clones of a caller share it: they are the same call.
    pub interaction: Option<Claim>,
}

impl Caller {
    /// What this caller's writes answer, which every store write a person's call makes is
    /// given: their interaction, or the console. (The bot's own work writes with
    /// [`Origin::Bot`] and has no caller.)
    pub fn origin(&self) -> Origin<'_> {
        match &self.interaction {
            Some(claim) => Origin::Interaction(claim),
            None => Origin::Console,
        }
    }
}

/// Who moves first, chosen by the challenger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum First {
    Me,
    Them,
    #[default]
    Random,
}

/// Most autocomplete choices Discord shows, and their longest label.
const MAX_SUGGESTIONS: usize = 25;
const MAX_LABEL_CHARS: usize = 100;

/// Which side of a challenge the caller is looking for when no id is given.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Challenger,
    Challenged,
}

/// The application. Holds no game in memory: every call reads the store and writes back with a
/// version check, so a restarted process simply carries on and concurrent calls cannot both
/// apply to the same position.
pub struct Service {
    store: Store,
    /// Dice. A cryptographic generator (ChaCha) seeded from the OS, so that nobody can predict
    /// the next rolls from the ones posted in the channel; or fixed for reproducible tests.
    rng: Mutex<StdRng>,
    /// The time of every timing rule (deadlines, reminders, lapses): see [`clock`].
    clock: std::sync::Arc<dyn time::Clock>,
    /// Notified whenever a change may have moved the earliest deadline (the scheduler waits on it).
    wake: std::sync::Arc<tokio::sync::Notify>,
    /// Notified after a move of a game that goes on: a turn notice may be due (`jobs::notices`).
    notices: std::sync::Arc<tokio::sync::Notify>,
    /// What other processes on the same database tell this one (see `hosts`).
    heard: std::sync::Arc<hosts::Heard>,
    /// The computer searches with iteration budgets rather than time (tests, benches).
    computer_budgets: std::sync::atomic::AtomicBool,
    /// Iterations a position of a new review is searched with (see `reviews`).
    review_budget: std::sync::atomic::AtomicU32,
    /// Games whose deadline could not be applied, with how many sweeps in a row failed on each;
    /// set aside at [`clocks::MAX_DEADLINE_FAILURES`] so they never starve the others.
    failing: parking_lot::Mutex<std::collections::HashMap<GameId, u32>>,
    /// The games where the computer was to act when the database was opened (a restart came
    /// between a player's move and its answer), with their version then: the only games the
    /// start-up pass answers ([`Service::resume_computer_games_where`]), each once. A game that
    /// becomes the computer's to answer after the opening has its answer under way in this
    /// process (a `/play` just after start) and is left to it.
    owed: Mutex<Vec<computer::Owed>>,
    /// Runs between reading a game and writing it back (tests force races with it).
    #[cfg(test)]
    before_write: Mutex<Option<std::sync::Arc<dyn Fn() + Send + Sync>>>,
}

impl Service {
    /// Opens (or creates) the database at `path` and runs its migrations.
    pub fn open(path: &std::path::Path) -> Result<Service, crate::store::StoreError> {
        let service = Service::new(Store::open(path)?);
        service.resume();
        Ok(service)
    }

    /// Opens the database `location` names (a `postgres://` URL or a SQLite file's path) and
    /// runs its migrations; `connections` bounds a PostgreSQL database's connections (see
    /// [`Store::open_location`]).
    pub fn open_location(
        location: &str,
        connections: Option<u32>,
    ) -> Result<Service, crate::store::StoreError> {
        let service = Service::new(Store::open_location(location, connections)?);
        service.resume();
        Ok(service)
    }

    /// A service on a fresh in-memory database (tests, benchmarks).
    pub fn in_memory() -> Result<Service, crate::store::StoreError> {
        Ok(Service::new(Store::open_in_memory()?))
    }

    /// A service on an opened store, with dice seeded from the OS.
    pub fn new(store: Store) -> Service {
        Service::build(store, StdRng::from_os_rng())
    }

    /// A service whose dice (and random first player) follow `seed`: same seed, same rolls.
    pub fn with_seed(store: Store, seed: u64) -> Service {
        Service::build(store, StdRng::seed_from_u64(seed))
    }

    fn build(store: Store, rng: StdRng) -> Service {
        let wake = std::sync::Arc::new(tokio::sync::Notify::new());
        Service {
            heard: std::sync::Arc::new(hosts::Heard::new(std::sync::Arc::clone(&wake))),
            store,
            rng: Mutex::new(rng),
            clock: std::sync::Arc::new(time::SystemClock::default()),
            wake,
            notices: std::sync::Arc::new(tokio::sync::Notify::new()),
            computer_budgets: std::sync::atomic::AtomicBool::new(false),
            review_budget: std::sync::atomic::AtomicU32::new(crate::ai::review::DEFAULT_BUDGET),
            failing: parking_lot::Mutex::new(std::collections::HashMap::new()),
            owed: Mutex::new(Vec::new()),
            #[cfg(test)]
            before_write: Mutex::new(None),
        }
    }

    /// The store underneath (for tools and tests that inspect history).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Checks at start-up that every unfinished game still loads (repairing snapshots from
    /// history where needed), logs what it finds, and notes the games that owe the computer's
    /// answer (see [`Service::owed`]).
    fn resume(&self) {
        match self.store.unfinished_games() {
            Ok(games) => {
                *self.owed.lock().unwrap_or_else(|e| e.into_inner()) = computer::owed(&games);
                let active = games.iter().filter(|g| g.status == Status::Active).count();
                tracing::info!(
                    active,
                    challenges = games.len() - active,
                    "resuming unfinished games"
                );
                for game in games.iter().filter(|g| g.status == Status::Active) {
                    if let Err(error) = self.store.load(game.id) {
                        tracing::error!(game = game.id, %error, "an unfinished game does not load");
                    }
                }
            }
            Err(error) => tracing::error!(%error, "cannot list unfinished games"),
        }
    }

    // --- helpers ---------------------------------------------------------------------------------

    fn lock_rng(&self) -> std::sync::MutexGuard<'_, StdRng> {
        self.rng.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The caller's player row, if they ever played or were challenged.
    fn me(&self, caller: &Caller) -> Result<Option<PlayerRecord>, ServiceError> {
        Ok(self.store.find_player(&caller.user.id)?)
    }

    fn load(&self, id: GameId) -> Result<(GameRecord, AnyGame), ServiceError> {
        self.store.load(id)?.ok_or(Refusal::NoSuchGame(id).into())
    }

    /// As [`Service::load`], with the game's clock columns (read by the same statement).
    fn load_timed(&self, id: GameId) -> Result<(GameRecord, AnyGame, Timing), ServiceError> {
        self.store
            .load_timed(id)?
            .ok_or(Refusal::NoSuchGame(id).into())
    }

    /// Game `id`, if the caller may know of it: a game of another server is "no such game".
    fn load_for(&self, caller: &Caller, id: GameId) -> Result<(GameRecord, AnyGame), ServiceError> {
        let (record, state, _) = self.load_for_timed(caller, id)?;
        Ok((record, state))
    }

    /// As [`Service::load_for`], with the game's clock columns.
    fn load_for_timed(
        &self,
        caller: &Caller,
        id: GameId,
    ) -> Result<(GameRecord, AnyGame, Timing), ServiceError> {
        let (record, state, timing) = self.load_timed(id)?;
        self.check_server(caller, &record)?;
        Ok((record, state, timing))
    }

    /// The game named by `game` (whether the caller may act on it is for the caller of this
    /// function to check), or else the caller's only active game in this channel; for a move,
    /// several games are narrowed to the one where it is the caller's turn. The caller's games
    /// here are read with their positions by one statement, so the game chosen is read once,
    /// and the caller's player row not at all (it is in the game's).
    fn select_own(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        for_move: bool,
    ) -> Result<(GameRecord, AnyGame, Timing), ServiceError> {
        if let Some(id) = game {
            return self.load_for_timed(caller, id);
        }
        let mut games = self
            .store
            .active_games_here(&caller.user.id, &caller.channel)?;
        let records = games.iter().map(|g| &g.record);
        let at = pick_active(records, &caller.user.id, for_move)?;
        let chosen = games.swap_remove(at);
        let id = chosen.record.id;
        self.store
            .open_listed(chosen)?
            .ok_or(Refusal::NoSuchGame(id).into())
    }

    /// Writes one change for `origin` with the version check, keeping the game's clock columns
    /// (a game that ends or closes loses its deadline and reminder: see [`Store::apply_timed`]).
    fn write(
        &self,
        origin: Origin<'_>,
        id: GameId,
        version: i64,
        change: &Change,
    ) -> Result<(), ServiceError> {
        let timing = self.store.timing(id)?.unwrap_or_default();
        self.write_timed(origin, id, version, change, &timing)
    }

    /// Writes one change for `origin` and the game's clock columns in one transaction, with the version check,
    /// and wakes the scheduler (the earliest deadline may have moved).
    fn write_timed(
        &self,
        origin: Origin<'_>,
        id: GameId,
        version: i64,
        change: &Change,
        timing: &crate::store::clocks::Timing,
    ) -> Result<(), ServiceError> {
        self.before_write_hook();
        self.store
            .apply_timed(origin, id, version, change, timing)?;
        // The scheduler wakes for an earlier deadline, or for a game that ended (a tournament
        // round may be over); a move of a game without a clock changes nothing for it.
        if change.status == Status::Active {
            self.notices.notify_one();
        }
        match change.status {
            Status::Active | Status::Challenge => {
                if let Some(at) = [timing.deadline, timing.remind_at]
                    .into_iter()
                    .flatten()
                    .min()
                {
                    self.wake_for(Some(at));
                }
            }
            _ => self.wake.notify_one(),
        }
        Ok(())
    }
}

impl Service {
    /// Runs the tests' hook between reading a game and writing it back (nothing outside tests).
    fn before_write_hook(&self) {
        #[cfg(test)]
        {
            let hook = self
                .before_write
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone();
            if let Some(hook) = hook {
                hook();
            }
        }
    }
}

/// `me`, if they play in the game.
/// Which of the caller's active `games` in a channel a command without a game number means: the
/// only one, or for a move the only one where it is the turn of the caller (whose Discord id is
/// `me`). None is "no game here", several are refused with their numbers.
fn pick_active<'a>(
    games: impl IntoIterator<Item = &'a GameRecord>,
    me: &str,
    for_move: bool,
) -> Result<usize, ServiceError> {
    let my_turn = |g: &GameRecord| {
        for_move
            && Side::BOTH
                .into_iter()
                .any(|side| g.player(side).external_id == me && g.to_act == ToAct::Side(side))
    };
    let all: Vec<&GameRecord> = games.into_iter().collect();
    match all.as_slice() {
        [] => Err(Refusal::NoGameHere.into()),
        [_] => Ok(0),
        several => {
            let turns: Vec<usize> = (0..several.len())
                .filter(|&i| my_turn(several[i]))
                .collect();
            match turns.as_slice() {
                [only] => Ok(*only),
                _ => Err(Refusal::SeveralGames(several.iter().map(|g| g.id).collect()).into()),
            }
        }
    }
}

fn member(record: &GameRecord, me: Option<PlayerRecord>) -> Option<PlayerRecord> {
    me.filter(|m| record.side_of(m.id).is_some())
}

/// Uses the caller's current name and mention in texts and pictures (the stored ones may be
/// older; the write refreshes them).
fn refresh(record: &mut GameRecord, caller: &Caller) {
    for player in &mut record.players {
        if player.external_id == caller.user.id {
            player.name.clone_from(&caller.user.name);
            player.mention.clone_from(&caller.user.mention);
        }
    }
}
