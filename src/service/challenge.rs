//! Challenges: proposing a game, accepting, declining or withdrawing it, and the buttons that do
//! the same.

use rand::Rng;

use super::buttons::{ButtonId, TournamentButton};
use super::clocks::ClockChoice;
use super::commands::CommandNames;
use super::errors::ServiceError;
use super::play::roll_lines;
use super::replies::{next_lines, variant_name, Button, ButtonStyle, Refusal, Reply, Shown};
use super::tournaments::Rights;
use super::{guard, member, open, refresh, reviews, Caller, First, GameId, Role, Service, User};
use crate::games::{AnyGame, Side, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::store::{Change, Ending, GameRecord, NewChallenge, NewPlayer, PlayerRecord, Status};

pub(super) fn new_player(user: &User) -> NewPlayer<'_> {
    NewPlayer {
        external_id: &user.id,
        name: &user.name,
        mention: &user.mention,
    }
}

/// The challenge `caller` makes in their channel to `challenged`, from the starting position
/// `state`: casual and played in the channel, unless the challenge's options say otherwise
/// (`NewChallenge { rated, thread, ..challenge_by(…) }`).
pub(super) fn challenge_by<'a>(
    caller: &'a Caller,
    challenged: NewPlayer<'a>,
    challenger_side: Side,
    state: &'a AnyGame,
) -> NewChallenge<'a> {
    NewChallenge {
        variant: state.variant(),
        guild: caller.guild.as_deref(),
        channel: &caller.channel,
        challenger: new_player(&caller.user),
        challenged,
        challenger_side,
        state,
        rated: false,
        thread: false,
    }
}

/// Who a challenge is addressed to.
#[derive(Clone, Copy, Debug)]
pub enum Challenged<'a> {
    /// One person, who gets Accept / Decline.
    Player(&'a User),
    /// Anyone in the channel: the first to press Accept plays (see `open`).
    Anyone,
}

/// How a challenged game is played: who starts, rated or casual, the time per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeOptions {
    pub first: First,
    /// A casual result changes no rating.
    pub rated: bool,
    /// The time per move (see `clocks`); the challenge lapses unanswered after 7 days (15 minutes
    /// for a live clock), which its message says.
    pub clock: ClockChoice,
    /// Whether the game is played in a thread of the channel once accepted (see `threads`).
    pub thread: bool,
}

impl Default for ChallengeOptions {
    /// Sides drawn at random, rated, the default clock.
    fn default() -> Self {
        ChallengeOptions {
            first: First::Random,
            rated: true,
            clock: ClockChoice::default(),
            thread: false,
        }
    }
}

impl Service {
    /// Challenges someone (or anyone in the channel) to `variant`: the one entry point of every
    /// challenge (the commands, the console, a rematch). The reply carries the buttons that
    /// answer it: Accept / Decline for a person, Accept / Withdraw for anyone.
    pub fn challenge(
        &self,
        caller: &Caller,
        challenged: Challenged<'_>,
        variant: Variant,
        options: ChallengeOptions,
    ) -> Result<Reply, ServiceError> {
        match challenged {
            Challenged::Player(opponent) => {
                self.challenge_player(caller, opponent, variant, options)
            }
            Challenged::Anyone => self.challenge_anyone(caller, variant, options),
        }
    }

    /// The side of whoever chose `first` (the challenger, or the player against the computer):
    /// drawn with the service's dice when they leave it to chance.
    pub(super) fn side_of_chooser(&self, first: First) -> Side {
        match first {
            First::Me => Side::First,
            First::Them => Side::Second,
            First::Random if self.lock_rng().random_bool(0.5) => Side::First,
            First::Random => Side::Second,
        }
    }

    /// The two buttons under a challenge: Accept, and `refuse` (Decline, or Withdraw for a
    /// challenge to anyone).
    pub(super) fn challenge_buttons(lang: Lang, id: GameId, open: bool) -> Vec<Button> {
        let (refuse, key, style) = if open {
            (
                ButtonId::Withdraw(id),
                "clock-button-withdraw",
                ButtonStyle::Secondary,
            )
        } else {
            (
                ButtonId::Decline(id),
                "service-button-decline",
                ButtonStyle::Danger,
            )
        };
        vec![
            Button {
                id: ButtonId::Accept(id),
                label: t(lang, "service-button-accept").to_string(),
                style: ButtonStyle::Success,
            },
            Button {
                id: refuse,
                label: t(lang, key).to_string(),
                style,
            },
        ]
    }

    fn challenge_player(
        &self,
        caller: &Caller,
        opponent: &User,
        variant: Variant,
        options: ChallengeOptions,
    ) -> Result<Reply, ServiceError> {
        let ChallengeOptions {
            first,
            rated,
            clock,
            thread,
        } = options;
        if opponent.id == caller.user.id {
            return Err(Refusal::ChallengeYourself.into());
        }
        let challenger_side = self.side_of_chooser(first);
        let state = AnyGame::new(variant);
        let record = self.store.create_timed_challenge(
            caller.origin(),
            &NewChallenge {
                rated,
                thread,
                ..challenge_by(caller, new_player(opponent), challenger_side, &state)
            },
            Some(clock.seconds()),
            Some(self.now().saturating_add(clock.lapse())),
            caller.lang.code(),
        )?;
        self.wake.notify_one();
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
        text.push(' ');
        text.push_str(&Self::challenge_clock_line(lang, clock));
        Ok(Reply {
            text,
            png: None,
            board_text: None,
            buttons: Self::challenge_buttons(lang, record.id, false),
            mentions: vec![opponent.id.clone()],
            ..Reply::default()
        })
    }

    /// The challenged player accepts (game: the challenge's id, or the only one they have here).
    /// A challenge to anyone (see `open`) is accepted by whoever asks first in its channel; without
    /// a number, the caller's only challenge here, or else the only challenge to anyone here.
    pub fn accept(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let id = match self.select_challenge(caller, me.as_ref(), game, Role::Challenged) {
            Err(ServiceError::Refused(Refusal::NoChallengeHere)) => {
                self.only_open_challenge_here(caller, me.as_ref())?
            }
            selected => selected?,
        };
        let (mut record, mut state, timing) = self.load_for_timed(caller, id)?;
        if self.store.is_open_challenge(id)? {
            let reply = self.accept_open(caller, me, (record, state, timing))?;
            return self.with_thread(reply, id, caller.lang);
        }
        let me = member(&record, me).ok_or(Refusal::NotYourChallenge(id))?;
        if record.status != Status::Challenge {
            return Err(Refusal::ChallengeClosed(id).into());
        }
        if record.challenger == me.id {
            return Err(Refusal::OwnChallenge(id).into());
        }
        refresh(&mut record, caller);
        let (rolls, ending, _) = self.advance(&record, timing, &mut state, caller, Vec::new())?;
        let reply = self.started_reply(caller, &record, &state, &rolls, ending.as_ref())?;
        self.with_thread(reply, id, caller.lang)
    }

    /// The public message of a game that starts: who plays what, where the rules are for a
    /// first game, the rolls, and whose turn it is.
    pub(super) fn started_reply(
        &self,
        caller: &Caller,
        record: &GameRecord,
        state: &AnyGame,
        rolls: &[String],
        ending: Option<&Ending>,
    ) -> Result<Reply, ServiceError> {
        let id = record.id;
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
        // A player's first game of this variant: where its rules are explained (before the
        // rolls and the turn, so the reply still ends with who acts).
        // The rules command as this call's menu names it (Discord's `/règles jeu:…`, the
        // console's `/rules ergo`).
        let (rules, game) = CommandNames::of(caller).rules_of(lang, variant);
        for player in &record.players {
            if !self.store.played_variant_before(player.id, variant, id)? {
                lines.push(tf(
                    lang,
                    "help-first-game",
                    &[
                        ("player", &guard::name_text(&player.name)),
                        ("variant", &variant_name(lang, variant)),
                        ("command", &rules),
                        ("game", &game),
                    ],
                ));
            }
        }
        lines.extend(roll_lines(lang, rolls));
        let (next, mut mentions) = next_lines(lang, record, state, ending);
        lines.extend(next);
        if ending.is_some() {
            lines.extend(self.rating_lines(lang, record));
        }
        let challenger = record.challenger().external_id.clone();
        if !mentions.contains(&challenger) {
            mentions.push(challenger);
        }
        // The game is under way from this message on (its row says so once written).
        let started = GameRecord {
            status: Status::Active,
            ..record.clone()
        };
        Ok(self.public(lines, &started, state, lang, mentions))
    }

    /// The challenged player declines.
    pub fn decline(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let id = self.select_challenge(caller, me.as_ref(), game, Role::Challenged)?;
        self.close_challenge(caller, me, id)
    }

    /// The challenger withdraws an open challenge.
    pub fn cancel(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let me = self.me(caller)?;
        let id = self.select_challenge(caller, me.as_ref(), game, Role::Challenger)?;
        self.close_challenge(caller, me, id)
    }

    /// Ends a challenge without a game: withdrawn when the challenger asks, declined when the
    /// challenged player does; refused to anyone else.
    pub(super) fn close_challenge(
        &self,
        caller: &Caller,
        me: Option<PlayerRecord>,
        id: GameId,
    ) -> Result<Reply, ServiceError> {
        let (mut record, state) = self.load_for(caller, id)?;
        let me = member(&record, me).ok_or(Refusal::NotYourChallenge(id))?;
        if record.status != Status::Challenge {
            return Err(Refusal::ChallengeClosed(id).into());
        }
        refresh(&mut record, caller);
        open::localise(&mut record, caller.lang);
        let withdraw = record.challenger == me.id;
        let status = if withdraw {
            Status::Cancelled
        } else {
            Status::Declined
        };
        self.write(
            caller.origin(),
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
        let args: [(&str, &dyn crate::i18n::Arg); 3] = [
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
            mentions,
            ..Reply::default()
        })
    }

    /// A button was pressed: does what it says (see [`ButtonId`] for the buttons). Who may press
    /// it is checked by what it does, as for the command that does the same.
    pub fn press(&self, caller: &Caller, button: &ButtonId) -> Result<Reply, ServiceError> {
        self.press_with(caller, button, Rights::default())
    }

    /// [`Service::press`] by a caller with `rights` (a server manager may start and cancel any
    /// tournament of the server).
    pub fn press_with(
        &self,
        caller: &Caller,
        button: &ButtonId,
        rights: Rights,
    ) -> Result<Reply, ServiceError> {
        match button {
            ButtonId::Accept(id) => self.accept(caller, Some(*id)),
            ButtonId::Decline(id) => self.decline(caller, Some(*id)),
            ButtonId::Withdraw(id) => self.withdraw(caller, *id),
            ButtonId::AgreeDraw(id) => self.answer_draw(caller, *id, true),
            ButtonId::RefuseDraw(id) => self.answer_draw(caller, *id, false),
            ButtonId::Rematch(id) => self.rematch(caller, *id),
            ButtonId::Review(id) => {
                match self.ask_review(caller, Some(*id))? {
                    reviews::ReviewAsked::Ready(reply) => Ok(*reply),
                    // The adapters run reviews themselves (see `jobs::reviews`); one that only
                    // has this call says it is on its way.
                    reviews::ReviewAsked::Pending(job) => Ok(Reply::private(
                        reviews::review_queued(caller.lang, job.game, 1),
                    )),
                }
            }
            ButtonId::ReviewPage { game, page } => self.review_page(caller, *game, *page, true),
            ButtonId::ReviewShow { game, page } => self.review_page(caller, *game, *page, false),
            ButtonId::DailySolve(day) => self.daily_solve(caller, *day),
            ButtonId::Moves { game, prefix } => self.pick_moves(caller, *game, prefix),
            ButtonId::Play {
                game,
                version,
                turn,
            } => self.pick_play(caller, *game, *version, turn),
            ButtonId::OfferDraw(id) => self.pick_offer_draw(caller, *id),
            ButtonId::AskResign(id) => self.pick_ask_resign(caller, *id),
            ButtonId::Resign(id) => self.resign(caller, Some(*id)),
            ButtonId::RulesPage { variant, page } => {
                self.rules_press(caller, *variant, *page, true)
            }
            ButtonId::RulesShow { variant, page } => {
                self.rules_press(caller, *variant, *page, false)
            }
            ButtonId::History {
                viewer,
                player,
                variant,
                page,
            } => self.history_page(caller, viewer, *player, *variant, *page),
            ButtonId::Tournament(kind, id) => {
                let id = Some(*id);
                match kind {
                    TournamentButton::Join => self.join_tournament(caller, id, true),
                    TournamentButton::Leave => self.leave_tournament(caller, id, true),
                    TournamentButton::Start => self.start_tournament(caller, id, rights, true),
                    TournamentButton::Cancel => self.cancel_tournament(caller, id, rights, true),
                    TournamentButton::Standings => {
                        let mut reply = self.tournament_standings(caller, id)?;
                        reply.shown = Shown::Private;
                        Ok(reply)
                    }
                }
            }
        }
    }

    /// The challenge named by `game`, or else the caller's only open challenge in this channel
    /// in which they have `role`.
    pub(super) fn select_challenge(
        &self,
        caller: &Caller,
        me: Option<&PlayerRecord>,
        game: Option<GameId>,
        role: Role,
    ) -> Result<GameId, ServiceError> {
        if let Some(id) = game {
            return Ok(id);
        }
        let me = me.ok_or(Refusal::NoChallengeHere)?;
        let ids: Vec<GameId> = self
            .store
            .games_of(me.id, Some(&caller.channel), &[Status::Challenge])?
            .into_iter()
            .filter(|g| (g.challenger == me.id) == (role == Role::Challenger))
            .map(|g| g.id)
            .collect();
        match ids.as_slice() {
            [] => Err(Refusal::NoChallengeHere.into()),
            [only] => Ok(*only),
            _ => Err(Refusal::SeveralGames(ids).into()),
        }
    }
}
