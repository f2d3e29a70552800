//! The slash commands as poise builds them: one per declared command
//! ([`SlashCommand::ALL`], in its order), through one exhaustive `match`, so a command declared
//! in the service does not compile until it has its poise command here. Their names,
//! descriptions, options and choices in every language are set from the catalogue (`locale`).

use super::{challenge, clocks, computer, games, help, locale, notify, play, puzzles};
use super::{ratings, reviews, rules};
use super::{tournaments, Data, Error};
use crate::service::commands::SlashCommand;

/// Every slash command of the bot, localised, in the declared order.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands: Vec<_> = SlashCommand::ALL.iter().map(|&c| command(c)).collect();
    locale::localize(&mut commands);
    commands
}

/// The poise command of `command` (its name is the command's id: a test checks).
fn command(command: SlashCommand) -> poise::Command<Data, Error> {
    use SlashCommand as S;
    match command {
        S::Challenge => challenge::challenge(),
        S::Play => computer::play(),
        S::Accept => challenge::accept(),
        S::Decline => challenge::decline(),
        S::Cancel => challenge::cancel(),
        S::Move => play::play(),
        S::Board => play::board(),
        S::Resign => play::resign(),
        S::Abort => clocks::abort(),
        S::Draw => clocks::draw(),
        S::Games => games::games(),
        S::Leaderboard => ratings::leaderboard(),
        S::Rating => ratings::rating(),
        S::History => ratings::history(),
        S::Replay => ratings::replay(),
        S::Export => ratings::export(),
        S::Review => reviews::review(),
        S::Puzzle => puzzles::puzzle(),
        S::Rules => rules::rules(),
        S::Help => help::help(),
        S::Tournament => tournaments::tournament(),
        S::Tournaments => tournaments::tournaments(),
        S::Notify => notify::notify(),
    }
}
