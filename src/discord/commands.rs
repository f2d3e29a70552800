//! The slash commands as poise builds them: one per declared command
//! ([`SlashCommand::ALL`], in its order), through one exhaustive `match`, so a command declared
//! in the service does not compile until it has its poise command here. Their names,
//! descriptions, options and choices in every language are set from the catalogue (`locale`).

use super::{challenge, clocks, computer, games, help, locale, notify, play, puzzles};
use super::{ratings, reviews, rules};
use super::{tournaments, Data, Error};
use crate::service::commands::{Reach, SlashCommand};
use poise::serenity_prelude::{InstallationContext, InteractionContext};

/// Every slash command of the bot, localised, in the declared order.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands: Vec<_> = SlashCommand::ALL
        .iter()
        .map(|&c| {
            let mut built = command(c);
            reach(&mut built, c.reach());
            built
        })
        .collect();
    locale::localize(&mut commands);
    commands
}

/// Where Discord offers `command` (its installation and interaction contexts, docs/discord.md),
/// and whether poise refuses it outside a server (`guild_only`, checked on the command and
/// each subcommand as it runs).
fn reach(command: &mut poise::Command<Data, Error>, reach: Reach) {
    let (install, contexts) = contexts(reach);
    command.install_context = Some(install.to_vec());
    command.interaction_context = Some(contexts.to_vec());
    guild_only(command, reach == Reach::ServerOnly);
}

/// The installation and interaction contexts of a command of `reach`. Both are set, never left
/// to Discord's defaults (discord-api-docs issue 7108: a command without them was not offered
/// in group DMs).
pub(super) fn contexts(
    reach: Reach,
) -> (
    &'static [InstallationContext],
    &'static [InteractionContext],
) {
    match reach {
        Reach::Anywhere => (
            &[InstallationContext::Guild, InstallationContext::User],
            &[
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ],
        ),
        Reach::ServerOnly => (&[InstallationContext::Guild], &[InteractionContext::Guild]),
    }
}

fn guild_only(command: &mut poise::Command<Data, Error>, only: bool) {
    command.guild_only = only;
    for sub in &mut command.subcommands {
        guild_only(sub, only);
    }
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
