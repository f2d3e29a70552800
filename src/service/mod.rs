//! The application: what a user can ask Tabula to do, and who may do what.
//!
//! Every entry point is synchronous (SQLite and rendering block), takes the [`Caller`] (who, where,
//! in which language) and returns a [`Reply`]: plain text, an optional PNG and buttons, knowing
//! nothing of Discord. Refusals are [`UserError`]s, which turn into short, localised, private
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
use rand::{Rng, SeedableRng};

use crate::games::{AnyGame, MoveError, ParseError, Side, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::render::{render_png, text_board_for, RenderInfo};
use crate::store::{
    ActionKind, Change, EndCause, Ending, GameRecord, NewAction, NewChallenge, NewPlayer,
    PlayerRecord, Status, Store, StoreError,
};

mod chance;
pub mod records;
#[cfg(test)]
mod records_tests;
#[cfg(test)]
mod tests;

/// A game's id in the store (shown to users as `#12`).
pub type GameId = i64;

/// A person, as the service sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Stable id across names and restarts: `discord:<snowflake>` or `console:<name>`.
    pub id: String,
    /// Display name, shown in texts and on boards.
    pub name: String,
    /// How to mention them in a reply (`<@123>` on Discord, the name in the console).
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
}

/// Who moves first, chosen by the challenger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum First {
    Me,
    Them,
    #[default]
    Random,
}

/// The look of a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button under a reply. `id` is what comes back when it is pressed (see [`Service::press`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: ButtonStyle,
}

/// An answer to show the user: the service's whole output, with no Discord types.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// The board as PNG, when the reply shows one.
    pub png: Option<Vec<u8>>,
    /// The same board as text (for the console), whenever `png` is set.
    pub board_text: Option<String>,
    pub buttons: Vec<Button>,
    /// Only the caller should see it (errors, lists).
    pub ephemeral: bool,
    /// User ids (`User::id`) that this reply may ping; nobody else is ever pinged.
    pub mentions: Vec<String>,
    /// A file to attach besides the board (a replay GIF, an exported move list).
    pub file: Option<Attachment>,
    /// When answering a button: replace the message that carries the button (a page of a list)
    /// instead of posting a new one.
    pub replace: bool,
}

/// A file sent with a reply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attachment {
    /// File name, e.g. `game-12.gif`.
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A refusal, shown to the caller only. `Internal` hides the details (they are logged).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UserError {
    /// Only the challenged player may accept or decline (and the challenger withdraw).
    #[error("challenge #{0} is not addressed to the caller")]
    NotYourChallenge(GameId),
    /// The challenger tried to accept their own challenge.
    #[error("the caller made challenge #{0}")]
    OwnChallenge(GameId),
    #[error("the caller does not play in game #{0}")]
    NotYourGame(GameId),
    #[error("it is not the caller's turn in game #{0}")]
    NotYourTurn(GameId),
    #[error("nobody challenges themselves")]
    ChallengeYourself,
    /// The two players already have an open challenge for this variant: that one.
    #[error("an open challenge already exists: #{0}")]
    ChallengeExists(GameId),
    #[error("there is no game #{0}")]
    NoSuchGame(GameId),
    /// Someone who does not play in the game asked to see it from another channel.
    #[error("game #{0} is in another channel")]
    NotInThisChannel(GameId),
    #[error("the caller has no game in progress in this channel")]
    NoGameHere,
    #[error("the caller has no open challenge in this channel")]
    NoChallengeHere,
    /// No game was named and several fit: these.
    #[error("several games fit: {0:?}")]
    SeveralGames(Vec<GameId>),
    /// The game is still a challenge.
    #[error("game #{0} has not started")]
    NotStarted(GameId),
    #[error("game #{0} is over")]
    GameOver(GameId),
    /// The challenge was already accepted, declined or withdrawn.
    #[error("challenge #{0} is no longer open")]
    ChallengeClosed(GameId),
    /// The move text was malformed or illegal; the game is unchanged.
    #[error("move refused: {0}")]
    BadMove(MoveError),
    /// The game changed between reading and writing: nothing was written.
    #[error("the game changed in the meantime")]
    Conflict,
    #[error("unrecognised button")]
    BadButton,
    /// The game's row cannot be read (logged).
    #[error("game #{0} is damaged")]
    Damaged(GameId),
    #[error("internal error")]
    Internal,
    /// A page number beyond what a list allows.
    #[error("no page {0}")]
    NoSuchPage(i64),
    /// Someone pressed the page buttons of a list that another user asked for.
    #[error("these buttons belong to someone else")]
    NotYourButtons,
}

impl UserError {
    /// The short, localised, private reply for this refusal.
    pub fn reply(&self, lang: Lang) -> Reply {
        let text = match self {
            UserError::NotYourChallenge(id) => {
                tf(lang, "service-error-not-your-challenge", &[("id", id)])
            }
            UserError::OwnChallenge(id) => tf(lang, "service-error-own-challenge", &[("id", id)]),
            UserError::NotYourGame(id) => tf(lang, "service-error-not-your-game", &[("id", id)]),
            UserError::NotYourTurn(id) => tf(lang, "service-error-not-your-turn", &[("id", id)]),
            UserError::ChallengeYourself => t(lang, "service-error-challenge-yourself").to_string(),
            UserError::ChallengeExists(id) => {
                tf(lang, "service-error-challenge-exists", &[("id", id)])
            }
            UserError::NoSuchGame(id) => tf(lang, "service-error-no-such-game", &[("id", id)]),
            UserError::NotInThisChannel(id) => {
                tf(lang, "service-error-not-in-this-channel", &[("id", id)])
            }
            UserError::NoGameHere => t(lang, "service-error-no-game-here").to_string(),
            UserError::NoChallengeHere => t(lang, "service-error-no-challenge-here").to_string(),
            UserError::SeveralGames(ids) => {
                let games = ids
                    .iter()
                    .map(|id| format!("`game:#{id}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                tf(lang, "service-error-several-games", &[("games", &games)])
            }
            UserError::NotStarted(id) => tf(lang, "service-error-not-started", &[("id", id)]),
            UserError::GameOver(id) => tf(lang, "service-error-game-over", &[("id", id)]),
            UserError::ChallengeClosed(id) => {
                tf(lang, "service-error-challenge-closed", &[("id", id)])
            }
            UserError::BadMove(error) => i18n::move_error(lang, error),
            UserError::Conflict => t(lang, "service-error-conflict").to_string(),
            UserError::BadButton => t(lang, "service-error-bad-button").to_string(),
            UserError::Damaged(id) => tf(lang, "service-error-damaged", &[("id", id)]),
            UserError::Internal => t(lang, "service-error-internal").to_string(),
            UserError::NoSuchPage(page) => {
                tf(lang, "ratings-error-no-such-page", &[("page", page)])
            }
            UserError::NotYourButtons => t(lang, "ratings-error-not-your-buttons").to_string(),
        };
        Reply {
            text,
            ephemeral: true,
            ..Reply::default()
        }
    }
}

impl From<StoreError> for UserError {
    /// Conflicts and duplicate challenges are the user's business; anything else is logged here
    /// and shown as an apology.
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict(_) => UserError::Conflict,
            StoreError::ChallengeExists(id) => UserError::ChallengeExists(id),
            StoreError::Corrupt { game, reason } => {
                tracing::error!(game, %reason, "damaged game");
                UserError::Damaged(game)
            }
            other => {
                tracing::error!(error = %other, "storage failure");
                UserError::Internal
            }
        }
    }
}

/// The localised display name of a game ("Latrunculi (Piso)").
pub fn variant_name(lang: Lang, variant: Variant) -> &'static str {
    match variant {
        Variant::LatrunculiPiso => t(lang, "service-variant-latrunculi-piso"),
        Variant::Ergo => t(lang, "service-variant-ergo"),
        Variant::Bastonus => t(lang, "service-variant-bastonus"),
        Variant::Latroncules => t(lang, "service-variant-latroncules"),
        Variant::Duodecim => t(lang, "service-variant-duodecim"),
        Variant::LatrunculiSeneca => t(lang, "service-variant-latrunculi-seneca"),
    }
}

/// Button ids: `tabula:accept:<id>` and `tabula:decline:<id>`.
const BUTTON_PREFIX: &str = "tabula:";

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
        Service {
            store,
            rng: Mutex::new(rng),
            #[cfg(test)]
            before_write: Mutex::new(None),
        }
    }

    /// The store underneath (for tools and tests that inspect history).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Checks at start-up that every unfinished game still loads (repairing snapshots from
    /// history where needed), and logs what it finds.
    fn resume(&self) {
        match self.store.unfinished_games() {
            Ok(games) => {
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

    /// Challenges `opponent` to a rated game of `variant`; the reply carries Accept / Decline
    /// buttons.
    pub fn challenge(
        &self,
        caller: &Caller,
        opponent: &User,
        variant: Variant,
        first: First,
    ) -> Result<Reply, UserError> {
        self.challenge_with(caller, opponent, variant, first, true)
    }

    /// Challenges `opponent` to `variant`, rated or casual (a casual result changes no rating).
    pub fn challenge_with(
        &self,
        caller: &Caller,
        opponent: &User,
        variant: Variant,
        first: First,
        rated: bool,
    ) -> Result<Reply, UserError> {
        if opponent.id == caller.user.id {
            return Err(UserError::ChallengeYourself);
        }
        let challenger_side = match first {
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
        let record = self.store.create_challenge(&NewChallenge {
            variant,
            guild: caller.guild.as_deref(),
            channel: &caller.channel,
            challenger: new_player(&caller.user),
            challenged: new_player(opponent),
            challenger_side,
            state: &state,
            rated,
        })?;
        let lang = caller.lang;
        let mut text = tf(
            lang,
            "service-challenge",
            &[
                ("opponent", &opponent.mention),
                ("challenger", &caller.user.mention),
                ("variant", &variant_name(lang, variant)),
                ("id", &record.id),
                (
                    "challenger_side",
                    &i18n::side_name(lang, variant, challenger_side),
                ),
                (
                    "opponent_side",
                    &i18n::side_name(lang, variant, challenger_side.other()),
                ),
            ],
        );
        if first == First::Random {
            text.push(' ');
            text.push_str(t(lang, "service-sides-drawn"));
        }
        text.push(' ');
        text.push_str(t(
            lang,
            if rated {
                "ratings-challenge-rated"
            } else {
                "ratings-challenge-casual"
            },
        ));
        Ok(Reply {
            text,
            png: None,
            board_text: None,
            buttons: vec![
                Button {
                    id: format!("{BUTTON_PREFIX}accept:{}", record.id),
                    label: t(lang, "service-button-accept").to_string(),
                    style: ButtonStyle::Success,
                },
                Button {
                    id: format!("{BUTTON_PREFIX}decline:{}", record.id),
                    label: t(lang, "service-button-decline").to_string(),
                    style: ButtonStyle::Danger,
                },
            ],
            ephemeral: false,
            mentions: vec![opponent.id.clone()],
            ..Reply::default()
        })
    }

    /// The challenged player accepts (game: the challenge's id, or the only one they have here).
    pub fn accept(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let id = self.select_challenge(caller, me.as_ref(), game, Role::Challenged)?;
        let (mut record, mut state) = self.load(id)?;
        let me = member(&record, me).ok_or(UserError::NotYourChallenge(id))?;
        if record.status != Status::Challenge {
            return Err(UserError::ChallengeClosed(id));
        }
        if record.challenger == me.id {
            return Err(UserError::OwnChallenge(id));
        }
        refresh(&mut record, caller);
        let (rolls, ending) = self.advance(&record, &mut state, caller, None)?;
        let lang = caller.lang;
        let variant = record.variant;
        let [first, second] = &record.players;
        let mut lines = vec![tf(
            lang,
            "service-started",
            &[
                ("challenged", &caller.user.mention),
                ("id", &id),
                ("variant", &variant_name(lang, variant)),
                ("first", &first.mention),
                ("first_side", &i18n::side_name(lang, variant, Side::First)),
                ("second", &second.mention),
                ("second_side", &i18n::side_name(lang, variant, Side::Second)),
            ],
        )];
        lines.extend(roll_lines(lang, &rolls));
        let (next, mut mentions) = next_lines(lang, &record, &state, ending.as_ref());
        lines.extend(next);
        if ending.is_some() {
            lines.extend(self.rating_lines(lang, &record));
        }
        let challenger = record.challenger().external_id.clone();
        if !mentions.contains(&challenger) {
            mentions.push(challenger);
        }
        Ok(self.public(lines, &record, &state, lang, mentions))
    }

    /// The challenged player declines.
    pub fn decline(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let id = self.select_challenge(caller, me.as_ref(), game, Role::Challenged)?;
        self.close_challenge(caller, me, id)
    }

    /// The challenger withdraws an open challenge.
    pub fn cancel(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let id = self.select_challenge(caller, me.as_ref(), game, Role::Challenger)?;
        self.close_challenge(caller, me, id)
    }

    /// Ends a challenge without a game: withdrawn when the challenger asks, declined when the
    /// challenged player does; refused to anyone else.
    fn close_challenge(
        &self,
        caller: &Caller,
        me: Option<PlayerRecord>,
        id: GameId,
    ) -> Result<Reply, UserError> {
        let (mut record, state) = self.load(id)?;
        let me = member(&record, me).ok_or(UserError::NotYourChallenge(id))?;
        if record.status != Status::Challenge {
            return Err(UserError::ChallengeClosed(id));
        }
        refresh(&mut record, caller);
        let withdraw = record.challenger == me.id;
        let status = if withdraw {
            Status::Cancelled
        } else {
            Status::Declined
        };
        self.write(
            id,
            record.version,
            &Change {
                status,
                state: &state,
                ending: None,
                actions: &[],
                touch: Some(new_player(&caller.user)),
            },
        )?;
        let lang = caller.lang;
        let args: [(&str, &dyn std::fmt::Display); 3] = [
            ("challenger", &record.challenger().mention),
            ("challenged", &record.challenged().mention),
            ("id", &id),
        ];
        let (text, mentions) = if withdraw {
            (tf(lang, "service-cancelled", &args), vec![])
        } else {
            (
                tf(lang, "service-declined", &args),
                vec![record.challenger().external_id.clone()],
            )
        };
        Ok(Reply {
            text,
            png: None,
            board_text: None,
            buttons: vec![],
            ephemeral: false,
            mentions,
            ..Reply::default()
        })
    }

    /// A button was pressed: dispatches on its id (accept, decline...).
    pub fn press(&self, caller: &Caller, button_id: &str) -> Result<Reply, UserError> {
        if let Some(rest) = button_id.strip_prefix(records::HISTORY_BUTTON) {
            return self.history_page(caller, rest);
        }
        let (action, id) = button_id
            .strip_prefix(BUTTON_PREFIX)
            .and_then(|rest| rest.split_once(':'))
            .ok_or(UserError::BadButton)?;
        let id: GameId = id
            .parse()
            .ok()
            .filter(|id| *id > 0)
            .ok_or(UserError::BadButton)?;
        match action {
            "accept" => self.accept(caller, Some(id)),
            "decline" => self.decline(caller, Some(id)),
            _ => Err(UserError::BadButton),
        }
    }

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
        let player: &dyn std::fmt::Display = &caller.user.mention;
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

    /// Shows the board of a game.
    pub fn board(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, UserError> {
        let me = self.me(caller)?;
        let (mut record, state) = match game {
            Some(id) => {
                let (record, state) = self.load(id)?;
                let plays = me.as_ref().is_some_and(|m| record.side_of(m.id).is_some());
                if !plays && record.channel != caller.channel {
                    return Err(UserError::NotInThisChannel(id));
                }
                (record, state)
            }
            None => self.select_active(caller, me.as_ref(), None, false)?,
        };
        refresh(&mut record, caller);
        let lang = caller.lang;
        let variant = record.variant;
        let [first, second] = &record.players;
        let mut lines = vec![tf(
            lang,
            "service-board",
            &[
                ("id", &record.id),
                ("variant", &variant_name(lang, variant)),
                ("first", &first.mention),
                ("first_side", &i18n::side_name(lang, variant, Side::First)),
                ("second", &second.mention),
                ("second_side", &i18n::side_name(lang, variant, Side::Second)),
            ],
        )];
        let challenger: &dyn std::fmt::Display = &record.challenger().mention;
        let challenged: &dyn std::fmt::Display = &record.challenged().mention;
        match (record.status, state.to_act(), record.ending) {
            (Status::Challenge, ..) => lines.push(tf(
                lang,
                "service-board-challenge",
                &[("challenged", challenged)],
            )),
            (Status::Declined, ..) => lines.push(tf(
                lang,
                "service-board-declined",
                &[("challenged", challenged)],
            )),
            (Status::Cancelled, ..) => lines.push(tf(
                lang,
                "service-board-cancelled",
                &[("challenger", challenger)],
            )),
            (Status::Finished, _, Some(ending)) => {
                lines.extend(result_lines(lang, &record, &state, &ending));
                lines.extend(self.rating_lines(lang, &record));
            }
            (_, ToAct::Side(side), _) => lines.push(tf(
                lang,
                "service-board-to-play",
                &[
                    ("player", &record.player(side).mention),
                    ("side", &i18n::side_name(lang, variant, side)),
                ],
            )),
            (_, ToAct::Chance, _) => lines.push(t(lang, "service-board-dice").to_string()),
            (_, ToAct::Nobody, _) => {}
        }
        // Looking is not a reason to ping anyone.
        Ok(self.public(lines, &record, &state, lang, vec![]))
    }

    /// Lists the caller's games and open challenges.
    pub fn games(&self, caller: &Caller) -> Result<Reply, UserError> {
        let lang = caller.lang;
        let games = match self.me(caller)? {
            Some(me) => self
                .store
                .games_of(me.id, None, &[Status::Challenge, Status::Active])?
                .into_iter()
                .filter_map(|g| g.side_of(me.id).map(|side| (g, side, me.id)))
                .collect(),
            None => Vec::new(),
        };
        let text = if games.is_empty() {
            t(lang, "service-games-none").to_string()
        } else {
            let mut lines = vec![t(lang, "service-games-title").to_string()];
            for (game, side, me) in &games {
                let args: [(&str, &dyn std::fmt::Display); 4] = [
                    ("id", &game.id),
                    ("variant", &variant_name(lang, game.variant)),
                    ("opponent", &game.player(side.other()).name),
                    ("side", &i18n::side_name(lang, game.variant, *side)),
                ];
                let mut line = match game.status {
                    Status::Challenge if game.challenger == *me => {
                        tf(lang, "service-games-challenge-sent", &args)
                    }
                    Status::Challenge => tf(lang, "service-games-challenge-received", &args),
                    _ if game.to_act == ToAct::Side(*side) => {
                        tf(lang, "service-games-your-turn", &args)
                    }
                    _ => tf(lang, "service-games-their-turn", &args),
                };
                if game.channel != caller.channel {
                    line.push(' ');
                    line.push_str(t(lang, "service-games-elsewhere"));
                }
                lines.push(format!("- {line}"));
            }
            lines.join("\n")
        };
        Ok(Reply {
            text,
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// The caller's active games in this channel whose `#id` or opponent name contains `typed`,
    /// as (id, label) pairs for autocomplete, at most 25.
    pub fn suggest_games(&self, caller: &Caller, typed: &str) -> Vec<(GameId, String)> {
        let Ok(Some(me)) = self.me(caller) else {
            return Vec::new();
        };
        let games = match self
            .store
            .games_of(me.id, Some(&caller.channel), &[Status::Active])
        {
            Ok(games) => games,
            Err(error) => {
                tracing::error!(%error, "cannot list games for autocomplete");
                return Vec::new();
            }
        };
        let needle = typed.trim().trim_start_matches('#').to_lowercase();
        games
            .into_iter()
            .filter_map(|game| {
                let side = game.side_of(me.id)?;
                let opponent = &game.player(side.other()).name;
                let fits = needle.is_empty()
                    || game.id.to_string().contains(&needle)
                    || opponent.to_lowercase().contains(&needle);
                fits.then(|| {
                    let label = tf(
                        caller.lang,
                        "service-suggest-game",
                        &[
                            ("id", &game.id),
                            ("variant", &game.variant.id()),
                            ("opponent", opponent),
                        ],
                    );
                    (game.id, shorten(&label, MAX_LABEL_CHARS))
                })
            })
            .take(MAX_SUGGESTIONS)
            .collect()
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

    // --- helpers ---------------------------------------------------------------------------------

    fn lock_rng(&self) -> std::sync::MutexGuard<'_, StdRng> {
        self.rng.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The caller's player row, if they ever played or were challenged.
    fn me(&self, caller: &Caller) -> Result<Option<PlayerRecord>, UserError> {
        Ok(self.store.find_player(&caller.user.id)?)
    }

    fn load(&self, id: GameId) -> Result<(GameRecord, AnyGame), UserError> {
        self.store.load(id)?.ok_or(UserError::NoSuchGame(id))
    }

    /// The game named by `game`, or else the caller's only active game in this channel; for a
    /// move, several games are narrowed to the one where it is the caller's turn. Whether the
    /// caller may act on a named game is for the caller of this function to check.
    fn select_active(
        &self,
        caller: &Caller,
        me: Option<&PlayerRecord>,
        game: Option<GameId>,
        for_move: bool,
    ) -> Result<(GameRecord, AnyGame), UserError> {
        if let Some(id) = game {
            return self.load(id);
        }
        let me = me.ok_or(UserError::NoGameHere)?;
        let games = self
            .store
            .games_of(me.id, Some(&caller.channel), &[Status::Active])?;
        let id = match games.as_slice() {
            [] => return Err(UserError::NoGameHere),
            [only] => only.id,
            several => {
                let my_turn: Vec<&GameRecord> = several
                    .iter()
                    .filter(|g| {
                        for_move
                            && g.side_of(me.id)
                                .is_some_and(|side| g.to_act == ToAct::Side(side))
                    })
                    .collect();
                match my_turn.as_slice() {
                    [only] => only.id,
                    _ => {
                        return Err(UserError::SeveralGames(
                            several.iter().map(|g| g.id).collect(),
                        ))
                    }
                }
            }
        };
        self.load(id)
    }

    /// The challenge named by `game`, or else the caller's only open challenge in this channel
    /// in which they have `role`.
    fn select_challenge(
        &self,
        caller: &Caller,
        me: Option<&PlayerRecord>,
        game: Option<GameId>,
        role: Role,
    ) -> Result<GameId, UserError> {
        if let Some(id) = game {
            return Ok(id);
        }
        let me = me.ok_or(UserError::NoChallengeHere)?;
        let ids: Vec<GameId> = self
            .store
            .games_of(me.id, Some(&caller.channel), &[Status::Challenge])?
            .into_iter()
            .filter(|g| (g.challenger == me.id) == (role == Role::Challenger))
            .map(|g| g.id)
            .collect();
        match ids.as_slice() {
            [] => Err(UserError::NoChallengeHere),
            [only] => Ok(*only),
            _ => Err(UserError::SeveralGames(ids)),
        }
    }

    /// Rolls the dice while chance acts.
    fn roll(&self, state: &mut AnyGame, id: GameId) -> Result<Vec<String>, UserError> {
        chance::roll_while_chance(state, &mut *self.lock_rng()).map_err(|error| {
            tracing::error!(game = id, %error, "the dice could not be rolled");
            UserError::Internal
        })
    }

    /// Writes one change with the version check.
    /// After a player's action (or the start of a game), rolls the dice while chance acts and
    /// saves the action, the rolls and the new position in one transaction. Returns the rolls and
    /// the ending, if the game is now over.
    fn advance(
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

    fn write(&self, id: GameId, version: i64, change: &Change) -> Result<(), UserError> {
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
        self.store.apply(id, version, change)?;
        Ok(())
    }

    /// A public reply with the board.
    fn public(
        &self,
        lines: Vec<String>,
        record: &GameRecord,
        state: &AnyGame,
        lang: Lang,
        mentions: Vec<String>,
    ) -> Reply {
        let resigned = match record.ending {
            Some(Ending {
                cause: EndCause::Resignation,
                winner: Some(winner),
            }) => Some(winner.other()),
            _ => None,
        };
        let info = RenderInfo {
            names: [&record.players[0].name, &record.players[1].name],
            lang,
            resigned,
        };
        let png = render_png(state, &info);
        Reply {
            text: lines.join("\n"),
            png: Some(png),
            board_text: Some(text_board_for(state, &info)),
            buttons: vec![],
            ephemeral: false,
            mentions,
            ..Reply::default()
        }
    }
}

fn new_player(user: &User) -> NewPlayer<'_> {
    NewPlayer {
        external_id: &user.id,
        name: &user.name,
        mention: &user.mention,
    }
}

/// `me`, if they play in the game.
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

/// The status and ending a position implies.
fn settle(state: &AnyGame) -> (Status, Option<Ending>) {
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

fn chance_actions(rolls: &[String]) -> Vec<NewAction> {
    rolls
        .iter()
        .map(|roll| NewAction {
            actor: None,
            kind: ActionKind::Chance,
            text: roll.clone(),
        })
        .collect()
}

fn roll_lines(lang: Lang, rolls: &[String]) -> Vec<String> {
    rolls
        .iter()
        .map(|roll| tf(lang, "service-rolled", &[("roll", roll)]))
        .collect()
}

/// Both players' ids, to ping.
fn both(record: &GameRecord) -> Vec<String> {
    record
        .players
        .iter()
        .map(|p| p.external_id.clone())
        .collect()
}

/// What comes after an action: whose turn it is (pinging them), or the result (pinging both).
fn next_lines(
    lang: Lang,
    record: &GameRecord,
    state: &AnyGame,
    ending: Option<&Ending>,
) -> (Vec<String>, Vec<String>) {
    if let Some(ending) = ending {
        return (result_lines(lang, record, state, ending), both(record));
    }
    match state.to_act() {
        ToAct::Side(side) => {
            let player = record.player(side);
            (
                std::iter::once(tf(
                    lang,
                    "service-your-turn",
                    &[
                        ("player", &player.mention),
                        ("side", &i18n::side_name(lang, record.variant, side)),
                    ],
                ))
                .chain(bonus_line(lang, state))
                .collect(),
                vec![player.external_id.clone()],
            )
        }
        // The dice loop never stops on chance, and a finished game has an ending.
        ToAct::Chance | ToAct::Nobody => (vec![], vec![]),
    }
}

/// XII Scripta: a bonus move owed before the roll would otherwise look like an ordinary turn.
fn bonus_line(lang: Lang, state: &AnyGame) -> Option<String> {
    let AnyGame::Duodecim(game) = state else {
        return None;
    };
    if game.bonus().is_empty() {
        return None;
    }
    let dice: Vec<String> = game.bonus().iter().map(u8::to_string).collect();
    Some(tf(
        lang,
        "duodecim-service-bonus",
        &[("dice", &dice.join(", "))],
    ))
}

/// The result of a finished game: who won and why, and the captures.
fn result_lines(lang: Lang, record: &GameRecord, state: &AnyGame, ending: &Ending) -> Vec<String> {
    let variant = record.variant;
    let id: &dyn std::fmt::Display = &record.id;
    let mut lines = vec![match (ending.cause, ending.winner) {
        (EndCause::Resignation, Some(winner)) => tf(
            lang,
            "service-result-resigned",
            &[
                ("loser", &record.player(winner.other()).mention),
                ("id", id),
                ("winner", &record.player(winner).mention),
                ("side", &i18n::side_name(lang, variant, winner)),
            ],
        ),
        (EndCause::Rules(reason), Some(winner)) => tf(
            lang,
            "service-result-win",
            &[
                ("id", id),
                ("winner", &record.player(winner).mention),
                ("side", &i18n::side_name(lang, variant, winner)),
                ("reason", &i18n::end_reason(lang, variant, &reason)),
            ],
        ),
        (EndCause::Rules(reason), None) => tf(
            lang,
            "service-result-draw",
            &[
                ("id", id),
                ("reason", &i18n::end_reason(lang, variant, &reason)),
            ],
        ),
        // A resignation always has a winner; show the bare result if a row says otherwise.
        (EndCause::Resignation, None) => tf(lang, "service-error-game-over", &[("id", id)]),
    }];
    if state.has_captures() {
        let [first, second] = state.captures();
        lines.push(tf(
            lang,
            "service-captures",
            &[
                ("first", &record.players[0].name),
                ("first_count", &first),
                ("second", &record.players[1].name),
                ("second_count", &second),
            ],
        ));
    }
    lines
}

/// Keeps what a user typed from flooding or breaking a reply when it is quoted back in an error:
/// no backticks, at most a couple of dozen characters.
fn tidy(error: MoveError) -> MoveError {
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

/// At most `max` characters, with an ellipsis when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut cut: String = text.chars().take(max - 1).collect();
        cut.push('…');
        cut
    }
}
