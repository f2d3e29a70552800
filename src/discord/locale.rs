//! The slash commands in every language of the catalogue: names, descriptions, options and
//! choices come from `locales/<lang>/commands.ftl` and are set on poise's commands at start-up
//! (before they are registered with Discord), instead of attributes on each command.
//!
//! Keys, for a command `challenge` with an option `first` and its choice `me`: `challenge` (the
//! name), `challenge-description`, `challenge-first`, `challenge-first-description`,
//! `challenge-first-me` (a choice name, spaces written as `-`). English gives the descriptions
//! (the names in code are the commands' identity and stay as they are). Game choices are named
//! by [`VariantChoice`](super::choices::VariantChoice) itself, from `service-variant-<id>`.

use std::borrow::Cow;

use super::{Data, Error};
use crate::i18n::{lookup, Lang};

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// `(Discord locale, text of key)` for every language but English that has `key`.
fn localizations(key: &str) -> Localizations {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        if let Some(text) = lookup(lang, key) {
            for locale in lang.discord_locales() {
                out.push((Cow::Borrowed(*locale), Cow::Borrowed(text)));
            }
        }
    }
    Cow::Owned(out)
}

/// A choice's part of a key: its English name with spaces as `-`.
fn choice_slug(name: &str) -> String {
    name.replace(' ', "-")
}

/// Sets the localised names and descriptions of `commands` from the catalogue.
pub(super) fn localize(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        localize_one(command, None);
    }
}

/// Localises one command and its subcommands, whose keys start with their parent's
/// (`tournament-create`, `tournament-create-rounds`).
fn localize_one(command: &mut poise::Command<Data, Error>, parent: Option<&str>) {
    {
        let name = match parent {
            Some(parent) => format!("{parent}-{}", command.name),
            None => command.name.to_string(),
        };
        command.name_localizations = localizations(&name);
        command.description_localizations = localizations(&format!("{name}-description"));
        if let Some(text) = lookup(Lang::En, &format!("{name}-description")) {
            command.description = Some(Cow::Borrowed(text));
        }
        for param in &mut command.parameters {
            let key = format!("{name}-{}", param.name);
            param.name_localizations = localizations(&key);
            param.description_localizations = localizations(&format!("{key}-description"));
            if let Some(text) = lookup(Lang::En, &format!("{key}-description")) {
                param.description = Some(Cow::Borrowed(text));
            }
            let mut choices = param.choices.to_vec();
            for choice in &mut choices {
                let key = format!("{key}-{}", choice_slug(&choice.name));
                if lookup(Lang::En, &key).is_some() {
                    choice.localizations = localizations(&key);
                }
            }
            param.choices = Cow::Owned(choices);
        }
        for sub in &mut command.subcommands {
            localize_one(sub, Some(&name));
        }
    }
}
