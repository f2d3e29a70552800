//! The bot's slash commands, declared once.
//!
//! A command is one line of [`commands!`] below: its variant and its id, the id being its
//! English name and the stem of its catalogue keys in `locales/<lang>/commands.ftl` (`<id>` its
//! name, `<id>-description`, `<id>-<option>`, `<id>-<option>-description`,
//! `<id>-<option>-<choice>`, `<id>-<subcommand>`…). The line's place is the command's place in
//! `/help`, in the console's `help` and in the registration. From this list come:
//!
//! - the commands registered with Discord: `discord::commands` builds one poise command per
//!   [`SlashCommand`] through an exhaustive `match`, so a new line does not compile until the
//!   Discord adapter has its command;
//! - `/help`'s list and the console's `help` (`help::help_text`), each naming the commands as
//!   its adapter does ([`CommandNames`]);
//! - how a reply's hint names a command in each adapter ([`CommandNames::hint`]).
//!
//! Tests check that every command has its name, description, options and choices in every
//! language (`discord::tests`), that both helps list exactly these commands, and that the hints
//! name the commands as the list does in every language (`commands::tests`).

use std::borrow::Cow;

use crate::i18n::{self, t, tf, Lang};

macro_rules! commands {
    ($($(#[$doc:meta])* $variant:ident = $id:literal,)*) => {
        /// A slash command of the bot (see the module doc).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum SlashCommand {
            $($(#[$doc])* $variant,)*
        }

        impl SlashCommand {
            /// Every command, in the order the helps list them and Discord registers them.
            pub const ALL: &'static [SlashCommand] = &[$(SlashCommand::$variant,)*];

            /// The command's id: its English name, and its catalogue keys' stem.
            pub fn id(self) -> &'static str {
                match self {
                    $(SlashCommand::$variant => $id,)*
                }
            }
        }
    };
}

commands! {
    /// A challenge to someone, or to anyone here.
    Challenge = "challenge",
    /// A game against the computer.
    Play = "play",
    Accept = "accept",
    Decline = "decline",
    Cancel = "cancel",
    Move = "move",
    Board = "board",
    Resign = "resign",
    Abort = "abort",
    Draw = "draw",
    Games = "games",
    Leaderboard = "leaderboard",
    Rating = "rating",
    History = "history",
    Replay = "replay",
    Export = "export",
    /// The computer's review of a finished game.
    Review = "review",
    /// Puzzles: play, move, giveup.
    Puzzle = "puzzle",
    Rules = "rules",
    Help = "help",
    /// A server manager's: create, start, cancel.
    Tournament = "tournament",
    /// Everyone's: list, show, standings, join, leave.
    Tournaments = "tournaments",
    /// Your-turn notices by direct message: off, each turn, or a daily digest.
    Notify = "notify",
}

/// Where a command can be used, which Discord is told at registration (the command's
/// installation and interaction contexts: see docs/discord.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// In servers, in the bot's direct messages, and in direct messages and group chats between
    /// people, where a player added the app to their own account: playing needs nothing of a
    /// server.
    Anywhere,
    /// Only in servers that added the app: what belongs to a server (its tournaments, its
    /// leaderboard), or needs the bot to post in a channel on its own.
    ServerOnly,
}

impl SlashCommand {
    /// Where the command can be used. An exhaustive `match`: a new command says where.
    pub fn reach(self) -> Reach {
        use SlashCommand as S;
        match self {
            S::Leaderboard | S::Tournament | S::Tournaments => Reach::ServerOnly,
            S::Challenge
            | S::Play
            | S::Accept
            | S::Decline
            | S::Cancel
            | S::Move
            | S::Board
            | S::Resign
            | S::Abort
            | S::Draw
            | S::Games
            | S::Rating
            | S::History
            | S::Replay
            | S::Export
            | S::Review
            | S::Puzzle
            | S::Rules
            | S::Help
            | S::Notify => Reach::Anywhere,
        }
    }
}

impl SlashCommand {
    /// The command's name in `lang`, as Discord shows it there (English where the catalogue
    /// has none, as Discord does).
    pub fn name(self, lang: Lang) -> &'static str {
        i18n::lookup(lang, self.id()).unwrap_or(self.id())
    }

    /// Its description in `lang` (English where the catalogue has none).
    pub fn description(self, lang: Lang) -> &'static str {
        let key = format!("{}-description", self.id());
        i18n::lookup(lang, &key)
            .or_else(|| i18n::lookup(Lang::En, &key))
            .unwrap_or_default()
    }

    /// Its subcommand or option `part` (`create`, `game`) as Discord shows it in `lang`.
    pub fn part(self, lang: Lang, part: &str) -> Cow<'static, str> {
        match i18n::lookup(lang, &format!("{}-{part}", self.id())) {
            Some(text) => Cow::Borrowed(text),
            None => Cow::Owned(part.to_string()),
        }
    }
}

/// How an adapter names the commands, in its help and in the hints of its replies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CommandNames {
    /// As Discord shows them to the caller: in their language (`/défier`).
    #[default]
    Localized,
    /// As the console reads them: the English names (`/challenge`), typed with their words.
    Console,
}

/// A hint of a reply or refusal that tells the caller which command to type next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// No tournament here yet: how to create one.
    NoTournamentYet,
    /// Which tournament is meant: how to list them.
    NoTournamentHere,
    /// Which finished game to review: how to name one.
    NoGameToReview,
}

impl CommandNames {
    /// `command` as the help lists it: `/` and its name.
    pub fn name(self, lang: Lang, command: SlashCommand) -> String {
        match self {
            CommandNames::Localized => format!("/{}", command.name(lang)),
            CommandNames::Console => format!("/{}", command.id()),
        }
    }

    /// How the caller names game `id` in a command: Discord's `game` option (`game:#3`), the
    /// console's `#3` after the command.
    pub fn game(self, id: crate::service::GameId) -> String {
        match self {
            CommandNames::Localized => format!("game:#{id}"),
            CommandNames::Console => format!("#{id}"),
        }
    }

    /// The text of `hint` in `lang`: Discord's names the command (and its subcommand or
    /// option) as the caller's menu does; the console's, in the console's syntax.
    pub fn hint(self, lang: Lang, hint: Hint) -> String {
        use SlashCommand as S;
        let (key, command) = match (self, hint) {
            (CommandNames::Console, Hint::NoTournamentYet) => {
                return t(lang, "console-tournament-list-none").to_string();
            }
            (CommandNames::Console, Hint::NoTournamentHere) => {
                return t(lang, "console-tournament-none-here").to_string();
            }
            (CommandNames::Console, Hint::NoGameToReview) => {
                return t(lang, "console-review-no-game").to_string();
            }
            (CommandNames::Localized, Hint::NoTournamentYet) => (
                "tournament-list-none",
                self.subcommand(lang, S::Tournament, "create"),
            ),
            (CommandNames::Localized, Hint::NoTournamentHere) => (
                "tournament-error-none-here",
                self.subcommand(lang, S::Tournaments, "list"),
            ),
            (CommandNames::Localized, Hint::NoGameToReview) => (
                "review-error-no-game",
                format!("{}:", S::Review.part(lang, "game")),
            ),
        };
        tf(lang, key, &[("command", &command)])
    }

    /// The names of the console's calls and Discord's interactions: a call that answers an
    /// interaction is Discord's (its menu's names), one without is the console's.
    pub fn of(caller: &crate::service::Caller) -> CommandNames {
        match caller.interaction {
            Some(_) => CommandNames::Localized,
            None => CommandNames::Console,
        }
    }

    /// How to ask for `variant`'s rules, as the command and its game: Discord's menu in
    /// `lang` (`/règles`, `jeu:Ergo`: the option and the choice it shows once picked), the
    /// console's words (`/rules`, `ergo`).
    pub fn rules_of(self, lang: Lang, variant: crate::games::Variant) -> (String, String) {
        let command = self.name(lang, SlashCommand::Rules);
        let game = match self {
            CommandNames::Localized => format!(
                "{}:{}",
                SlashCommand::Rules.part(lang, "game"),
                super::replies::variant_name(lang, variant)
            ),
            CommandNames::Console => variant.id().to_string(),
        };
        (command, game)
    }

    /// `/command subcommand`, as Discord shows them in `lang`.
    fn subcommand(self, lang: Lang, command: SlashCommand, sub: &str) -> String {
        format!("{} {}", self.name(lang, command), command.part(lang, sub))
    }
}

#[cfg(test)]
pub(crate) mod tests;
