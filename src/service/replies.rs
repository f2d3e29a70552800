//! What the service answers: replies, buttons and refusals as plain values, and the lines that
//! every reply about a game shares (whose turn, the result).

use super::buttons::ButtonId;
use super::commands::CommandNames;
use super::{guard, GameId, Service};
use crate::games::{AnyGame, MoveError, Side, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::render::{render_png, text_board_for, RenderInfo};
use crate::store::clocks::Timing;
use crate::store::{EndCause, Ending, GameRecord, Status};

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
    pub id: ButtonId,
    pub label: String,
    pub style: ButtonStyle,
}

/// An answer to show the user: the service's whole output, with no Discord types.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// The board as PNG, when the reply shows one.
    pub png: Option<Vec<u8>>,
    /// What the picture shows, as text a screen reader reads (Discord's attachment
    /// description, [`crate::render::alt`]), whenever `png` is set.
    pub alt: String,
    /// The same board as text (for the console), whenever `png` is set.
    pub board_text: Option<String>,
    pub buttons: Vec<Button>,
    /// Who sees it and where it goes.
    pub shown: Shown,
    /// User ids (`User::id`) that this reply may ping; nobody else is ever pinged.
    pub mentions: Vec<String>,
    /// A file to attach besides the board (a replay GIF, an exported move list).
    pub file: Option<Attachment>,
    /// The start of a game to be played in a thread: the Discord layer opens it (see `threads`).
    pub thread: Option<super::ThreadStart>,
}

/// The four things a reply can be. Answering a command, only [`Shown::Public`] and
/// [`Shown::Private`] occur; the other two answer a button press and say what becomes of the
/// pressed message.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shown {
    /// A new message for everyone in the channel. Answering a button, the pressed message loses
    /// its buttons (they have done their work: a challenge accepted, a draw declined).
    #[default]
    Public,
    /// Only the caller sees it (refusals, lists, help); a pressed message stays as it was, so the
    /// right person can still press its buttons.
    Private,
    /// Answering a button: the pressed message becomes this reply, with its buttons (a page of a
    /// list turned), seen by whoever saw the pressed message.
    ReplacePressed,
    /// Answering a button: a new message for everyone, and the pressed message stays as it was
    /// (a rules page shown to everyone from a private one).
    BesidePressed,
}

impl Reply {
    /// A text only the caller sees.
    pub fn private(text: String) -> Reply {
        Reply {
            text,
            shown: Shown::Private,
            ..Reply::default()
        }
    }

    /// Whether only the caller sees it.
    pub fn is_private(&self) -> bool {
        self.shown == Shown::Private
    }
}

/// A file sent with a reply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attachment {
    /// File name, e.g. `game-12.gif`.
    pub name: String,
    pub bytes: Vec<u8>,
    /// What the file holds, as text a screen reader reads (Discord's attachment description).
    pub alt: String,
}

/// A refusal: the request cannot be done as asked (not the caller's turn, an illegal move, no
/// such game…). It changed nothing, is an answer like any other (nothing is logged), and is
/// shown to the caller only. What is not the caller's doing is a [`Failure`](super::Failure).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
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
    /// A list of moves (buttons) made before the game's last change.
    #[error("game #{0} has changed since the list of moves was made")]
    MovedOn(GameId),
    /// Someone who does not play in the game asked to see it from another channel.
    #[error("game #{0} is in another channel")]
    NotInThisChannel(GameId),
    /// A command in a game's thread named another game.
    #[error("game #{0} is not this thread's game")]
    InAnotherThread(GameId),
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
    #[error("unrecognised button")]
    BadButton,
    /// A page number beyond what a list allows.
    #[error("no page {0}")]
    NoSuchPage(i64),
    /// `/rules` was asked for a page the game does not have.
    #[error("{variant:?} has no rules page {topic:?}")]
    NoSuchTopic { variant: Variant, topic: String },
    /// Someone pressed the page buttons of a list that another user asked for.
    #[error("these buttons belong to someone else")]
    NotYourButtons,
    /// One action of a whole turn (several actions in one command) was refused; nothing was
    /// played. `index` counts from 1; `action` is the text as typed, made harmless.
    #[error("action {index} of {count}, `{action}`, refused: {reason:?}")]
    BadAction {
        index: usize,
        count: usize,
        action: String,
        reason: TurnRefusal,
    },
    /// A tournament request that cannot be done (see `tournaments`).
    #[error("{0}")]
    Tournament(super::tournaments::TournamentRefusal),
    /// A review refused: see [`super::reviews::ReviewRefusal`].
    #[error("{0}")]
    Review(super::reviews::ReviewRefusal),
    /// A puzzle command refused: see [`super::puzzles::PuzzleRefusal`].
    #[error("{0}")]
    Puzzle(super::puzzles::PuzzleRefusal),
    /// `/notify digest` without an hour from 0 to 23.
    #[error("a digest needs an hour from 0 to 23")]
    NoticeHour,
}

/// Why one action of a whole turn was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnRefusal {
    /// The rules refused it, or could not read it.
    Move(MoveError),
    /// The turn had already passed to the opponent (or to the dice) before it.
    TurnPassed,
    /// The game was already over before it.
    GameOver,
}

impl Refusal {
    /// The short, localised, private reply for this refusal, as Discord names the commands.
    pub fn reply(&self, lang: Lang) -> Reply {
        self.reply_as(lang, CommandNames::Localized)
    }

    /// The reply for this refusal, its hints naming the commands as `names` says.
    pub fn reply_as(&self, lang: Lang, names: CommandNames) -> Reply {
        let text = match self {
            Refusal::NotYourChallenge(id) => {
                tf(lang, "service-error-not-your-challenge", &[("id", id)])
            }
            Refusal::OwnChallenge(id) => tf(lang, "service-error-own-challenge", &[("id", id)]),
            Refusal::NotYourGame(id) => tf(lang, "service-error-not-your-game", &[("id", id)]),
            Refusal::NotYourTurn(id) => tf(lang, "service-error-not-your-turn", &[("id", id)]),
            Refusal::ChallengeYourself => t(lang, "service-error-challenge-yourself").to_string(),
            Refusal::ChallengeExists(id) => {
                tf(lang, "service-error-challenge-exists", &[("id", id)])
            }
            Refusal::NoSuchGame(id) => tf(lang, "service-error-no-such-game", &[("id", id)]),
            Refusal::MovedOn(id) => tf(lang, "pick-moved-on", &[("id", id)]),
            Refusal::NotInThisChannel(id) => {
                tf(lang, "service-error-not-in-this-channel", &[("id", id)])
            }
            Refusal::InAnotherThread(id) => tf(lang, "threads-error-another-game", &[("id", id)]),
            Refusal::NoGameHere => t(lang, "service-error-no-game-here").to_string(),
            Refusal::NoChallengeHere => t(lang, "service-error-no-challenge-here").to_string(),
            Refusal::SeveralGames(ids) => {
                let games = ids
                    .iter()
                    .map(|id| format!("`{}`", names.game(*id)))
                    .collect::<Vec<_>>()
                    .join(", ");
                tf(lang, "service-error-several-games", &[("games", &games)])
            }
            Refusal::NotStarted(id) => tf(lang, "service-error-not-started", &[("id", id)]),
            Refusal::GameOver(id) => tf(lang, "service-error-game-over", &[("id", id)]),
            Refusal::ChallengeClosed(id) => {
                tf(lang, "service-error-challenge-closed", &[("id", id)])
            }
            Refusal::BadMove(error) => i18n::move_error(lang, error),
            Refusal::BadButton => t(lang, "service-error-bad-button").to_string(),
            Refusal::NoSuchPage(page) => tf(lang, "ratings-error-no-such-page", &[("page", page)]),
            Refusal::NotYourButtons => t(lang, "ratings-error-not-your-buttons").to_string(),
            Refusal::NoSuchTopic { variant, topic } => {
                let pages = super::rules::pages(*variant);
                let topics: Vec<String> = pages.iter().map(|p| format!("`{}`", p.topic)).collect();
                tf(
                    lang,
                    "service-error-no-topic",
                    &[
                        ("game", &variant_name(lang, *variant)),
                        ("topic", &guard::escape_markdown(&shorten(topic, 40))),
                        ("topics", &topics.join(", ")),
                    ],
                )
            }
            Refusal::BadAction { .. } => self.action_refusal(lang, "service-error-bad-action"),
            Refusal::Tournament(refusal) => refusal.text(lang, names),
            Refusal::Review(refusal) => refusal.text(lang, names),
            Refusal::Puzzle(refusal) => refusal.text(lang),
            Refusal::NoticeHour => t(lang, "notify-error-hour").to_string(),
        };
        Reply::private(text)
    }

    /// The line that says why the rest of a turn was not played after its dice were rolled and
    /// recorded (see `play.rs`'s `TurnCut`): for a refused action, which one and why.
    pub(super) fn cut_line(&self, lang: Lang) -> String {
        match self {
            Refusal::BadAction { .. } => self.action_refusal(lang, "service-turn-cut"),
            other => other.reply(lang).text,
        }
    }

    /// A refused action of a whole turn, in the message `key`.
    fn action_refusal(&self, lang: Lang, key: &'static str) -> String {
        let Refusal::BadAction {
            index,
            count,
            action,
            reason,
        } = self
        else {
            return self.reply(lang).text;
        };
        let reason = match reason {
            TurnRefusal::Move(error) => i18n::move_error(lang, error),
            TurnRefusal::TurnPassed => t(lang, "service-error-turn-passed").to_string(),
            TurnRefusal::GameOver => t(lang, "service-error-turn-game-over").to_string(),
        };
        tf(
            lang,
            key,
            &[
                ("index", index),
                ("count", count),
                ("action", action),
                ("reason", &reason),
            ],
        )
    }
}

/// The localised display name of a game ("Latrunculi (Piso)").
pub fn variant_name(lang: Lang, variant: Variant) -> &'static str {
    t(lang, variant.name_key())
}

/// The first line of a board's alt text: the game's name and number.
pub(super) fn board_title(lang: Lang, record: &GameRecord) -> String {
    tf(
        lang,
        "alt-board-title",
        &[
            ("game", &variant_name(lang, record.variant)),
            ("id", &record.id),
        ],
    )
}

/// Both players' ids, to ping.
pub(super) fn both(record: &GameRecord) -> Vec<String> {
    record
        .players
        .iter()
        .map(|p| p.external_id.clone())
        .collect()
}

/// What comes after an action: whose turn it is (pinging them), or the result (pinging both).
pub(super) fn next_lines(
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
                .chain(notice_line(lang, state))
                .collect(),
                vec![player.external_id.clone()],
            )
        }
        // The dice loop never stops on chance, and a finished game has an ending.
        ToAct::Chance | ToAct::Nobody => (vec![], vec![]),
    }
}

/// What the rules want the player about to act to know besides whose turn it is (a bonus move
/// owed in XII Scripta).
fn notice_line(lang: Lang, state: &AnyGame) -> Option<String> {
    let notice = state.notice()?;
    let args: Vec<(&str, &dyn i18n::Arg)> = notice
        .args
        .iter()
        .map(|(name, value)| (*name, value as &dyn i18n::Arg))
        .collect();
    Some(tf(lang, notice.key, &args))
}

/// The result of a finished game: who won and why, and the captures.
pub(super) fn result_lines(
    lang: Lang,
    record: &GameRecord,
    state: &AnyGame,
    ending: &Ending,
) -> Vec<String> {
    let variant = record.variant;
    let id: &dyn crate::i18n::Arg = &record.id;
    // A loss the loser caused (a resignation, the clock): both named, the winner's side too.
    let lost = |key: &'static str, winner: Side| {
        tf(
            lang,
            key,
            &[
                ("loser", &record.player(winner.other()).mention),
                ("id", id),
                ("winner", &record.player(winner).mention),
                ("side", &i18n::side_name(lang, variant, winner)),
            ],
        )
    };
    let mut lines = vec![match (ending.cause, ending.winner) {
        (EndCause::Resignation, Some(winner)) => lost("service-result-resigned", winner),
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
        (EndCause::Time, Some(winner)) => lost("clock-result-time", winner),
        (EndCause::Agreement, _) => tf(lang, "clock-result-agreed", &[("id", id)]),
        // A resignation or a loss on time always has a winner; show the bare result if a row
        // says otherwise.
        (EndCause::Resignation | EndCause::Time, None) => {
            tf(lang, "service-error-game-over", &[("id", id)])
        }
    }];
    if state.has_captures() {
        let [first, second] = state.captures();
        lines.push(tf(
            lang,
            "service-captures",
            &[
                ("first", &guard::name_text(&record.players[0].name)),
                ("first_count", &first),
                ("second", &guard::name_text(&record.players[1].name)),
                ("second_count", &second),
            ],
        ));
    }
    lines
}

/// At most `max` characters, with an ellipsis when cut.
pub(super) fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut cut: String = text.chars().take(max - 1).collect();
        cut.push('…');
        cut
    }
}

/// What a reply with the board may add to the game: marks on the picture, and the game's clock
/// columns when the caller has just written them (the time left is then not read again).
#[derive(Default)]
pub(super) struct Extras<'a> {
    /// The player's actions that the computer just answered.
    pub marks: &'a [crate::render::diagram::Mark],
    pub timing: Option<&'a Timing>,
}

impl Service {
    /// A public reply with the board.
    pub(super) fn public(
        &self,
        lines: Vec<String>,
        record: &GameRecord,
        state: &AnyGame,
        lang: Lang,
        mentions: Vec<String>,
    ) -> Reply {
        self.public_with(lines, record, state, lang, mentions, Extras::default())
    }

    /// As [`Service::public`], with what the caller knows beyond the game (see [`Extras`]).
    pub(super) fn public_with(
        &self,
        lines: Vec<String>,
        record: &GameRecord,
        state: &AnyGame,
        lang: Lang,
        mentions: Vec<String>,
        Extras { marks, timing }: Extras<'_>,
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
            extra: self.status_extra(lang, record, timing),
        };
        let png = if marks.is_empty() {
            render_png(state, &info)
        } else {
            crate::render::diagram::render_diagram(state, &info, marks)
                .unwrap_or_else(|_| render_png(state, &info))
        };
        // The message that shows a finished game offers its players a rematch.
        let finished = record.ending.is_some() || state.outcome().is_some();
        let buttons = if finished {
            vec![
                Service::rematch_button(lang, record.id),
                Service::review_button(lang, record.id),
            ]
        } else if record.guild.is_none()
            && record.status == Status::Active
            && super::computer::computer_side(record).is_none()
        {
            // Outside servers not everyone has the app's commands: the board plays too. (Not
            // against the computer: its one player typed the command that started it, and a
            // move there wants the search run apart, as `/move` runs it.)
            Service::play_buttons(lang, record.id)
        } else {
            vec![]
        };
        Reply {
            text: lines.join("\n"),
            png: Some(png),
            alt: crate::render::alt::board(state, &info, &board_title(lang, record)),
            board_text: Some(text_board_for(state, &info)),
            buttons,
            mentions,
            ..Reply::default()
        }
    }
}
