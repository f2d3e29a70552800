//! `/help`: what Tabula is, its commands and its games, privately, in the caller's language.

use super::errors::ServiceError;
use super::replies::{variant_name, Reply};
use super::{Caller, Service};
/// The commands `/help` lists, in this order: their names and descriptions are the slash
/// commands' own catalogue entries (`<name>` and `<name>-description` in `commands.ftl`), so the
/// help says what Discord's menu says. The discord module checks that every command is here.
use crate::games::Variant;
use crate::i18n::{self, t, tf, Lang};

pub const HELP_COMMANDS: [&str; 21] = [
    "challenge",
    "play",
    "accept",
    "decline",
    "cancel",
    "move",
    "board",
    "resign",
    "abort",
    "draw",
    "games",
    "leaderboard",
    "rating",
    "history",
    "replay",
    "export",
    "review",
    "rules",
    "help",
    "tournament",
    "tournaments",
];

/// The command that explains a game's rules (named in texts only).
pub const RULES_COMMAND: &str = "/rules";

/// How the help names the commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandNames {
    /// As Discord shows them to the caller: in their language.
    Localized,
    /// As the console reads them: the English names.
    Console,
}

impl Service {
    /// What Tabula is, the commands and the games: a private reply (Discord's names).
    pub fn help(&self, caller: &Caller) -> Result<Reply, ServiceError> {
        Ok(Reply::private(help_text(
            caller.lang,
            CommandNames::Localized,
        )))
    }
}

/// The text of `/help` in `lang`, naming the commands as `names` says.
pub fn help_text(lang: Lang, names: CommandNames) -> String {
    let mut lines = vec![
        t(lang, "help-about").to_string(),
        String::new(),
        t(lang, "help-commands").to_string(),
    ];
    for name in HELP_COMMANDS {
        let shown = match names {
            CommandNames::Localized => i18n::lookup(lang, name).unwrap_or(name),
            CommandNames::Console => name,
        };
        let description = format!("{name}-description");
        let description = i18n::lookup(lang, &description)
            .or_else(|| i18n::lookup(Lang::En, &description))
            .unwrap_or_default();
        lines.push(tf(
            lang,
            "help-command",
            &[
                ("command", &format!("/{shown}")),
                ("description", &description),
            ],
        ));
    }
    lines.push(String::new());
    lines.push(t(lang, "help-games").to_string());
    for &variant in Variant::ALL.iter() {
        let key = format!("help-game-{}", variant.id());
        lines.push(tf(
            lang,
            "help-game",
            &[
                ("name", &variant_name(lang, variant)),
                ("description", &i18n::lookup(lang, &key).unwrap_or_default()),
            ],
        ));
    }
    lines.push(tf(lang, "help-rules", &[("command", &RULES_COMMAND)]));
    lines.join("\n")
}

#[cfg(test)]
mod tests;
