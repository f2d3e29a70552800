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
    let name = command_key(parent, &command.name);
    command.name_localizations = localizations(&name);
    command.description_localizations = localizations(&description_key(&name));
    if let Some(text) = lookup(Lang::En, &description_key(&name)) {
        command.description = Some(Cow::Borrowed(text));
    }
    for param in &mut command.parameters {
        let key = option_key(&name, &param.name);
        param.name_localizations = localizations(&key);
        param.description_localizations = localizations(&description_key(&key));
        if let Some(text) = lookup(Lang::En, &description_key(&key)) {
            param.description = Some(Cow::Borrowed(text));
        }
        let mut choices = param.choices.to_vec();
        for choice in &mut choices {
            let key = choice_key(&key, &choice.name);
            if lookup(Lang::En, &key).is_some() {
                choice.localizations = localizations(&key);
            }
            with_strength(choice);
        }
        param.choices = Cow::Owned(choices);
    }
    for sub in &mut command.subcommands {
        localize_one(sub, Some(&name));
    }
}

/// A level's choice (`/play`, `/challenge`) says how strong the level plays, as `/help` does:
/// "centurion (≈1240 Elo)" in every language (`ai::strengths`, measured by `tabula levels`).
/// Discord sends the choice's index, so its name is only what people read.
fn with_strength(choice: &mut poise::CommandParameterChoice) {
    let Ok(level) = choice.name.parse::<crate::ai::Level>() else {
        return;
    };
    let Some(rating) = crate::ai::strengths::typical(level) else {
        return;
    };
    let suffix = |name: &str| Cow::Owned(format!("{name} (≈{rating} Elo)"));
    choice.name = suffix(&choice.name);
    let localized: Vec<_> = choice
        .localizations
        .iter()
        .map(|(locale, name)| (locale.clone(), suffix(name)))
        .collect();
    choice.localizations = Cow::Owned(localized);
}

/// A command's key: its name, after its parent's for a subcommand.
fn command_key(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(parent) => format!("{parent}-{name}"),
        None => name.to_string(),
    }
}

/// An option's key, after its command's.
fn option_key(command: &str, option: &str) -> String {
    format!("{command}-{option}")
}

/// A choice's key, after its option's.
fn choice_key(option: &str, choice: &str) -> String {
    format!("{option}-{}", choice_slug(choice))
}

/// The key of the description of what `key` names.
fn description_key(key: &str) -> String {
    format!("{key}-description")
}

/// Every catalogue key `localize` reads for `commands`: each command's, subcommand's and
/// option's name and description, and each choice named in the catalogue (a choice without an
/// English entry names itself, as the games do: [`VariantChoice`](super::choices::VariantChoice)).
#[cfg(test)]
pub(super) fn keys(commands: &[poise::Command<Data, Error>]) -> Vec<String> {
    fn walk(command: &poise::Command<Data, Error>, parent: Option<&str>, out: &mut Vec<String>) {
        let name = command_key(parent, &command.name);
        out.push(description_key(&name));
        for param in &command.parameters {
            let key = option_key(&name, &param.name);
            out.push(description_key(&key));
            for choice in param.choices.iter() {
                // A level's choice is named with its strength after (`with_strength`).
                let named = choice.name.split(" (≈").next().unwrap_or_default();
                let key = choice_key(&key, named);
                if lookup(Lang::En, &key).is_some() {
                    out.push(key);
                }
            }
            out.push(key);
        }
        for sub in &command.subcommands {
            walk(sub, Some(&name), out);
        }
        out.push(name);
    }
    let mut out = Vec::new();
    for command in commands {
        walk(command, None, &mut out);
    }
    out
}
