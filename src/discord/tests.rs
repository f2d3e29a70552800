use super::*;
use crate::i18n::{lookup, Lang};
use crate::service::commands::SlashCommand;
use std::borrow::Cow;

/// Discord's rule for command and option names: `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`,
/// lower case. (`is_alphabetic` is letters plus the combining marks of scripts such as
/// Devanagari and Thai; `is_numeric` is `\p{N}`.)
fn valid_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphabetic() || c.is_numeric())
        && name.to_lowercase() == name
}

fn valid_description(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

/// Every Discord locale the catalogue fills.
fn locales() -> Vec<&'static str> {
    crate::i18n::Lang::ALL
        .iter()
        .flat_map(|lang| lang.discord_locales().iter().copied())
        .collect()
}

/// Checks that `localizations` has a text for every locale, each passing `valid`.
fn check(
    what: &str,
    localizations: &[(Cow<'static, str>, Cow<'static, str>)],
    valid: fn(&str) -> bool,
) {
    let mut seen: Vec<&str> = localizations.iter().map(|(l, _)| l.as_ref()).collect();
    seen.sort_unstable();
    let mut wanted = locales();
    wanted.sort_unstable();
    assert_eq!(seen, wanted, "{what}: locales");
    for (locale, text) in localizations {
        assert!(valid(text), "{what} in {locale}: {text:?}");
    }
}

/// poise's automatic cooldowns keep, per command, every user, channel and member that ever ran
/// it, for the life of the process: they are off, so no command may rely on one (a cooldown
/// set on a command would silently do nothing).
#[test]
fn poise_keeps_no_record_of_who_ran_a_command() {
    let options = super::framework_options();
    assert!(options.manual_cooldowns);
    let mut all: Vec<&poise::Command<Data, Error>> = options.commands.iter().collect();
    let mut at = 0;
    while at < all.len() {
        let subs: Vec<_> = all[at].subcommands.iter().collect();
        all.extend(subs);
        at += 1;
    }
    assert!(all.len() > 21, "subcommands too");
    for command in all {
        let config = command.cooldown_config.read().expect("not poisoned");
        assert_eq!(
            *config,
            poise::CooldownConfig::default(),
            "{} has a cooldown",
            command.name
        );
        assert_eq!(command.manual_cooldowns, None, "{}", command.name);
    }
}

/// Discord refuses the whole registration for one bad name, so check them all here, and check
/// that every language sees every command, option and choice in its own words.
#[test]
fn every_command_and_option_has_valid_names_and_descriptions_in_every_language() {
    let commands = commands();
    assert_eq!(commands.len(), SlashCommand::ALL.len());
    assert_eq!(locales(), ["fr", "it", "de", "es-ES", "es-419"]);
    let choice_name: fn(&str) -> bool = valid_description;
    // Subcommands are checked as commands are (their names and options in every language).
    let mut all: Vec<&poise::Command<Data, Error>> = commands.iter().collect();
    let mut at = 0;
    while at < all.len() {
        let subs: Vec<_> = all[at].subcommands.iter().collect();
        all.extend(subs);
        at += 1;
    }
    for command in all {
        let name = &command.name;
        assert!(valid_name(name), "{name}");
        let description = command.description.as_deref().unwrap_or("");
        assert!(valid_description(description), "{name}: {description:?}");
        check(name, &command.name_localizations, valid_name);
        check(name, &command.description_localizations, valid_description);
        if !command.subcommands.is_empty() {
            assert!(
                command.parameters.is_empty(),
                "{name}: options beside subcommands"
            );
        }
        // Two options of one command may not share a name in any language.
        let mut option_names = std::collections::BTreeSet::new();
        for param in &command.parameters {
            let p = format!("{name} {}", param.name);
            assert!(valid_name(&param.name), "{p}");
            assert!(
                valid_description(param.description.as_deref().unwrap_or("")),
                "{p}"
            );
            check(&p, &param.name_localizations, valid_name);
            check(&p, &param.description_localizations, valid_description);
            for (locale, text) in param.name_localizations.iter() {
                assert!(
                    option_names.insert((locale.clone(), text.clone())),
                    "{p}: {text}"
                );
            }
            for choice in param.choices.iter() {
                let c = format!("{p}: choice {}", choice.name);
                assert!(choice_name(&choice.name), "{c}");
                check(&c, &choice.localizations, choice_name);
            }
        }
        // The registration payload builds (poise skips a command it cannot express).
        assert!(command.create_as_slash_command().is_some(), "{name}");
    }
    // Two commands may not share a name in any language.
    let mut seen = std::collections::BTreeSet::new();
    for command in &commands {
        for (locale, text) in command.name_localizations.iter() {
            assert!(
                seen.insert((locale.clone(), text.clone())),
                "/{text} in {locale}"
            );
        }
    }
    let fr = |l: &[(Cow<'static, str>, Cow<'static, str>)]| {
        l.iter()
            .find(|(locale, _)| locale == "fr")
            .map(|(_, t)| t.to_string())
    };
    assert_eq!(
        fr(&commands[0].name_localizations).as_deref(),
        Some("défier")
    );
    assert_eq!(
        commands[0].description.as_deref(),
        Some("Challenge someone to a game")
    );
    let names: Vec<&str> = commands.iter().map(|c| c.name.as_ref()).collect();
    for wanted in [
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move",
        "board",
        "resign",
        "games",
        "leaderboard",
        "rating",
        "history",
        "replay",
        "export",
        "help",
        "abort",
        "draw",
        "tournament",
        "tournaments",
    ] {
        assert!(names.contains(&wanted), "missing /{wanted}");
    }
    // The registered commands are the declared ones, in their order, each named by its id (the
    // helps list the same: `service::help`'s tests).
    let declared: Vec<&str> = SlashCommand::ALL.iter().map(|c| c.id()).collect();
    assert_eq!(
        names, declared,
        "the registered commands are the declared ones"
    );
}

/// Every command, subcommand, option and choice has its name and description in every language
/// of the catalogue (in English too: a description missing there would fall back silently on
/// the doc comment in code), the English names are the names in code, and no entry of a
/// `commands.ftl` is left from a command, option or choice that no longer exists.
#[test]
fn every_command_has_its_catalogue_entries_in_every_language_and_no_entry_is_left_over() {
    let commands = commands();
    let keys = super::locale::keys(&commands);
    assert!(keys.len() > 150, "{} keys: {keys:?}", keys.len());
    for key in &keys {
        for lang in Lang::ALL {
            assert!(lookup(lang, key).is_some(), "{lang:?}: no `{key}`");
        }
    }
    let mut all: Vec<(String, &poise::Command<Data, Error>)> =
        commands.iter().map(|c| (c.name.to_string(), c)).collect();
    let mut at = 0;
    while at < all.len() {
        let (key, command) = (all[at].0.clone(), all[at].1);
        for sub in &command.subcommands {
            all.push((format!("{key}-{}", sub.name), sub));
        }
        at += 1;
    }
    for (key, command) in &all {
        assert_eq!(lookup(Lang::En, key), Some(command.name.as_ref()), "{key}");
        for param in &command.parameters {
            let key = format!("{key}-{}", param.name);
            assert_eq!(lookup(Lang::En, &key), Some(param.name.as_ref()), "{key}");
        }
    }
    for lang in Lang::ALL {
        let (path, text) = crate::i18n::files(lang)
            .iter()
            .find(|(path, _)| path.ends_with("/commands.ftl"))
            .expect("every language has its commands.ftl");
        let resource = fluent_syntax::parser::parse(*text).expect("it parses");
        let mut entries = 0;
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                let id = message.id.name;
                assert!(
                    keys.iter().any(|k| k == id),
                    "{path}: `{id}` is no command's"
                );
                entries += 1;
            }
        }
        assert!(entries > 50, "{path}: {entries} entries");
    }
}

/// Issue 48: every bound of an INTEGER option was sent as a float (`1.0`, poise's default
/// `9007199254740991.0`); Discord documents them as integers. Every one is an integer in the
/// registration, and the bounds are kept.
#[test]
fn the_registration_sends_the_bounds_of_integer_options_as_integers() {
    let commands = poise::builtins::create_application_commands(&commands());
    let body = registration(&commands).unwrap();
    let mut bounds = Vec::new();
    fn walk(node: &serde_json::Value, out: &mut Vec<(u64, serde_json::Value)>) {
        for option in node["options"].as_array().into_iter().flatten() {
            for bound in ["min_value", "max_value"] {
                if let Some(value) = option.get(bound).filter(|v| !v.is_null()) {
                    out.push((option["type"].as_u64().unwrap_or(0), value.clone()));
                }
            }
            walk(option, out);
        }
    }
    for command in body.as_array().unwrap() {
        walk(command, &mut bounds);
    }
    let integers: Vec<&serde_json::Value> = bounds
        .iter()
        .filter(|(kind, _)| *kind == 4)
        .map(|(_, v)| v)
        .collect();
    assert!(integers.len() > 10, "{bounds:?}");
    for value in &integers {
        assert!(
            value.is_i64() || value.is_u64(),
            "{value} is not an integer"
        );
    }
    assert!(integers.contains(&&serde_json::json!(1)));
    assert!(integers.contains(&&serde_json::json!(20)));
    assert!(integers.contains(&&serde_json::json!(9007199254740991_i64)));
}

/// Which command Discord offers where, as registered: the commands of play (challenges, moves,
/// boards, draws, resigning, rules, help, reviews, puzzles, notices, a player's own ratings and
/// games) in servers, the bot's DMs and private channels (group DMs and DMs between people), for
/// a server install and a user install; a server's tournaments and leaderboard only in servers
/// that installed the app.
#[test]
fn each_command_is_offered_where_it_works() {
    let server_only = ["leaderboard", "tournament", "tournaments"];
    let anywhere: Vec<&str> = "challenge play accept decline cancel move board resign abort draw \
         games rating history replay export review puzzle rules help notify"
        .split_whitespace()
        .collect();
    let commands = commands();
    assert_eq!(commands.len(), server_only.len() + anywhere.len());
    for command in &commands {
        let name: &str = &command.name;
        let payload = serde_json::to_value(command.create_as_slash_command().expect(name))
            .expect("a registration payload");
        let (install, contexts) = if server_only.contains(&name) {
            (serde_json::json!([0]), serde_json::json!([0]))
        } else {
            assert!(anywhere.contains(&name), "{name} is in neither list");
            (serde_json::json!([0, 1]), serde_json::json!([0, 1, 2]))
        };
        assert_eq!(payload["integration_types"], install, "{name}");
        assert_eq!(payload["contexts"], contexts, "{name}");
        // poise refuses a server's command outside one, on the command and each subcommand.
        let mut each = vec![command];
        while let Some(c) = each.pop() {
            assert_eq!(
                c.guild_only,
                server_only.contains(&name),
                "{name} {}",
                c.name
            );
            each.extend(c.subcommands.iter());
        }
    }
}
