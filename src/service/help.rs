//! `/help`: what Tabula is, its commands and its games, privately, in the caller's language.
//! The commands are the declared ones ([`SlashCommand::ALL`]), with the names and descriptions
//! the slash commands are registered with, so the help says what Discord's menu says.

use super::commands::{CommandNames, SlashCommand};
use super::errors::ServiceError;
use super::replies::{variant_name, Reply};
use super::{Caller, Service};
use crate::ai::{strengths, Level};
use crate::games::Variant;
use crate::i18n::{self, t, tf, Lang};

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
    for &command in SlashCommand::ALL {
        lines.push(tf(
            lang,
            "help-command",
            &[
                ("command", &names.name(lang, command)),
                ("description", &command.description(lang)),
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
    let rules = names.name(lang, SlashCommand::Rules);
    lines.push(tf(lang, "help-rules", &[("command", &rules)]));
    if let Some(levels) = level_strengths(lang, None) {
        lines.push(tf(lang, "help-levels", &[("levels", &levels)]));
    }
    lines.join("\n")
}

/// Each level's name and strength (`ai::strengths`, measured by `tabula levels`), as
/// "novice ≈420 · legionary ≈830 · …": on `variant`'s own games when one is given (`/rules`),
/// else the mean over the games measured (`/help`); `None` while a level has no figure shown.
pub fn level_strengths(lang: Lang, variant: Option<Variant>) -> Option<String> {
    let parts: Vec<String> = Level::ALL
        .into_iter()
        .map(|level| {
            let rating = match variant {
                Some(variant) => strengths::on(variant, level)?,
                None => strengths::typical(level)?,
            };
            Some(format!("{} ≈{rating}", t(lang, level.name_key())))
        })
        .collect::<Option<_>>()?;
    Some(parts.join(" · "))
}

#[cfg(test)]
mod tests;
