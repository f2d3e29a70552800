//! `/abort`, `/draw`, and the `clock` option of `/challenge` and `/tournament create`. The
//! clock's sweep and the scheduler that posts what it decides are the bot's own work:
//! `jobs::clock`.

use super::games::game_command;
use crate::service::ClockChoice;

/// The `clock` option of `/challenge`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum ClockParam {
    #[name = "5 minutes"]
    Minutes5,
    #[name = "15 minutes"]
    Minutes15,
    #[name = "1 day"]
    Day1,
    #[name = "3 days"]
    Days3,
    #[name = "7 days"]
    Days7,
    #[name = "14 days"]
    Days14,
}

impl From<ClockParam> for ClockChoice {
    fn from(p: ClockParam) -> ClockChoice {
        match p {
            ClockParam::Minutes5 => ClockChoice::Minutes5,
            ClockParam::Minutes15 => ClockChoice::Minutes15,
            ClockParam::Day1 => ClockChoice::Day1,
            ClockParam::Days3 => ClockChoice::Days3,
            ClockParam::Days7 => ClockChoice::Days7,
            ClockParam::Days14 => ClockChoice::Days14,
        }
    }
}

game_command!(
    /// Abort a game that has not really started (no result, no rating)
    abort,
    "Which game (the only one here if not given)",
    abort
);

game_command!(
    /// Offer your opponent a draw
    draw,
    "Which game (the only one here if not given)",
    offer_draw
);
