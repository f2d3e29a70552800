//! The button protocol: every button Tabula puts under a message, as one typed value.
//!
//! A button's id is the only thing Discord gives back when it is pressed, and it outlives the
//! code that wrote it (it sits in old messages, days or months later), so its text form is a
//! protocol: [`ButtonId::encode`] writes it, [`ButtonId::parse`] reads it, and a test pins that
//! every id today's code writes still parses (`ids_written_by_earlier_code_still_parse`). A new
//! button is a new variant here, with its text form in both functions; an existing form never
//! changes.
//!
//! | button | text form |
//! | --- | --- |
//! | Accept / Decline a challenge | `tabula:accept:<game>`, `tabula:decline:<game>` |
//! | Withdraw a challenge to anyone | `tabula:withdraw:<game>` |
//! | Accept / Decline a draw offer | `tabula:agree-draw:<game>`, `tabula:refuse-draw:<game>` |
//! | Rematch | `tabula:rematch:<game>` |
//! | a `/rules` page, ◀ ▶ | `tabula:rules:<game id>:<page from 0>` |
//! | a `/rules` page, Show everyone | `tabula:rules-show:<game id>:<page from 0>` |
//! | a review's page, ◀ ▶ / Show everyone; Review under a finished game | `tabula:review-page:<game>:<page from 0>`, `tabula:review-show:<game>:<page from 0>`, `tabula:review:<game>` |
//! | a `/history` page | `tabula:history:<viewer's user id>:<player row>:<game index or all>:<page>` |
//! | a tournament's Join / Leave / Start / Cancel / Standings | `tabula:t-join:<tournament>`, `tabula:t-leave:<tournament>`, `tabula:t-start:<tournament>`, `tabula:t-cancel:<tournament>`, `tabula:t-standings:<tournament>` |
//! | a daily puzzle's Solve (the server's post of that day) | `tabula:daily:<day since 1970-01-01>` |

use super::GameId;
use crate::games::Variant;
use crate::store::PlayerId;

/// What a button does, with what it acts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// The challenged player (or anyone, for an open challenge) accepts.
    Accept(GameId),
    /// The challenged player declines.
    Decline(GameId),
    /// The challenger withdraws a challenge to anyone.
    Withdraw(GameId),
    /// The opponent of the side that offered a draw accepts it.
    AgreeDraw(GameId),
    /// The opponent of the side that offered a draw declines it.
    RefuseDraw(GameId),
    /// A player of a finished game asks for a rematch.
    Rematch(GameId),
    /// Turns the private `/rules` message to `page` (from 0).
    RulesPage { variant: Variant, page: usize },
    /// Shows `/rules` page `page` to everyone.
    RulesShow { variant: Variant, page: usize },
    /// Turns a `/history` list to `page` (from 1); only `viewer` (who asked) may.
    History {
        viewer: String,
        player: PlayerId,
        variant: Option<Variant>,
        page: i64,
    },
    /// What a tournament's announcement offers: join it, leave it, start it, cancel it (the
    /// creator or a server manager), see its standings.
    Tournament(TournamentButton, i64),
    /// The computer's review of a finished game (asks for it if it is not done).
    Review(GameId),
    /// Turns the private review message to `page` (0: the summary).
    ReviewPage { game: GameId, page: usize },
    /// Shows review page `page` to everyone.
    ReviewShow { game: GameId, page: usize },
    /// Opens the server's daily puzzle of that day (days since 1970-01-01, UTC) privately for
    /// whoever presses it.
    DailySolve(i64),
}

/// The buttons of a tournament's announcement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentButton {
    Join,
    Leave,
    Start,
    Cancel,
    Standings,
}

impl TournamentButton {
    pub const ALL: [TournamentButton; 5] = [
        TournamentButton::Join,
        TournamentButton::Leave,
        TournamentButton::Start,
        TournamentButton::Cancel,
        TournamentButton::Standings,
    ];

    /// The kind in the button's text form.
    pub const fn code(self) -> &'static str {
        match self {
            TournamentButton::Join => "t-join",
            TournamentButton::Leave => "t-leave",
            TournamentButton::Start => "t-start",
            TournamentButton::Cancel => "t-cancel",
            TournamentButton::Standings => "t-standings",
        }
    }
}

/// Every id of Tabula's buttons starts with this; other components are not ours.
pub const PREFIX: &str = "tabula:";

impl ButtonId {
    /// The text form (Discord's `custom_id`, at most 100 characters).
    pub fn encode(&self) -> String {
        match self {
            ButtonId::Accept(id) => format!("{PREFIX}accept:{id}"),
            ButtonId::Decline(id) => format!("{PREFIX}decline:{id}"),
            ButtonId::Withdraw(id) => format!("{PREFIX}withdraw:{id}"),
            ButtonId::AgreeDraw(id) => format!("{PREFIX}agree-draw:{id}"),
            ButtonId::RefuseDraw(id) => format!("{PREFIX}refuse-draw:{id}"),
            ButtonId::Rematch(id) => format!("{PREFIX}rematch:{id}"),
            ButtonId::RulesPage { variant, page } => {
                format!("{PREFIX}rules:{}:{page}", variant.id())
            }
            ButtonId::RulesShow { variant, page } => {
                format!("{PREFIX}rules-show:{}:{page}", variant.id())
            }
            ButtonId::History {
                viewer,
                player,
                variant,
                page,
            } => {
                // The game as its index in `Variant::ALL` (the form ids were first written in).
                let variant = variant
                    .and_then(|v| Variant::ALL.iter().position(|x| *x == v))
                    .map_or("all".to_string(), |i| i.to_string());
                format!("{PREFIX}history:{viewer}:{player}:{variant}:{page}")
            }
            ButtonId::Tournament(button, id) => format!("{PREFIX}{}:{id}", button.code()),
            ButtonId::Review(id) => format!("{PREFIX}review:{id}"),
            ButtonId::ReviewPage { game, page } => format!("{PREFIX}review-page:{game}:{page}"),
            ButtonId::ReviewShow { game, page } => format!("{PREFIX}review-show:{game}:{page}"),
            ButtonId::DailySolve(day) => format!("{PREFIX}daily:{day}"),
        }
    }

    /// Reads a button's id; `None` if it is not one of ours or is malformed (a number that is
    /// not a positive decimal, an unknown game, a missing or extra part).
    pub fn parse(text: &str) -> Option<ButtonId> {
        let rest = text.strip_prefix(PREFIX)?;
        let (kind, rest) = rest.split_once(':')?;
        let game = || -> Option<GameId> { positive(rest) };
        Some(match kind {
            "accept" => ButtonId::Accept(game()?),
            "decline" => ButtonId::Decline(game()?),
            "withdraw" => ButtonId::Withdraw(game()?),
            "agree-draw" => ButtonId::AgreeDraw(game()?),
            "refuse-draw" => ButtonId::RefuseDraw(game()?),
            "rematch" => ButtonId::Rematch(game()?),
            "review" => ButtonId::Review(game()?),
            "daily" => ButtonId::DailySolve(positive(rest)?),
            "review-page" | "review-show" => {
                let (game, page) = rest.split_once(':')?;
                let game = positive(game)?;
                let page = digits(page)?.parse().ok()?;
                if kind == "review-page" {
                    ButtonId::ReviewPage { game, page }
                } else {
                    ButtonId::ReviewShow { game, page }
                }
            }
            kind if kind.starts_with("t-") => {
                let button = TournamentButton::ALL
                    .into_iter()
                    .find(|b| b.code() == kind)?;
                ButtonId::Tournament(button, positive(rest)?)
            }
            "rules" | "rules-show" => {
                let (variant, page) = rest.split_once(':')?;
                let variant = Variant::ALL.iter().copied().find(|v| v.id() == variant)?;
                let page = digits(page)?.parse().ok()?;
                if kind == "rules" {
                    ButtonId::RulesPage { variant, page }
                } else {
                    ButtonId::RulesShow { variant, page }
                }
            }
            "history" => {
                // The viewer's id may itself hold colons (`discord:123`): the last three parts
                // are fixed, the viewer is what comes before them.
                let mut parts = rest.rsplitn(4, ':');
                let (page, variant, player, viewer) =
                    (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
                if viewer.is_empty() {
                    return None;
                }
                let variant = match variant {
                    "all" => None,
                    index => Some(*Variant::ALL.get(digits(index)?.parse::<usize>().ok()?)?),
                };
                ButtonId::History {
                    viewer: viewer.to_string(),
                    player: positive(player)?,
                    variant,
                    page: digits(page)?.parse().ok()?,
                }
            }
            _ => return None,
        })
    }

    /// The game the button acts on, for the buttons that act on one.
    pub fn game(&self) -> Option<GameId> {
        match self {
            ButtonId::Accept(id)
            | ButtonId::Decline(id)
            | ButtonId::Withdraw(id)
            | ButtonId::AgreeDraw(id)
            | ButtonId::RefuseDraw(id)
            | ButtonId::Rematch(id)
            | ButtonId::Review(id) => Some(*id),
            ButtonId::ReviewPage { game, .. } | ButtonId::ReviewShow { game, .. } => Some(*game),
            ButtonId::RulesPage { .. }
            | ButtonId::RulesShow { .. }
            | ButtonId::History { .. }
            | ButtonId::Tournament(..)
            | ButtonId::DailySolve(_) => None,
        }
    }
}

/// `text` if it is a number as [`ButtonId::encode`] writes one: ASCII digits only (no sign, no
/// space), no leading zero, at most 18 of them.
fn digits(text: &str) -> Option<&str> {
    let canonical = !text.is_empty()
        && text.len() <= 18
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then_some(text)
}

/// A positive number written in plain decimal digits.
fn positive(text: &str) -> Option<i64> {
    digits(text)?.parse().ok().filter(|n| *n > 0)
}

#[cfg(test)]
mod tests;
