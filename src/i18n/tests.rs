use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::*;
use crate::games::{Side, Variant};

/// The variables (`$name`) a pattern uses, selectors included.
fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                inline_variables(arg, out);
            }
            for arg in &arguments.named {
                inline_variables(&arg.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// key → (file, variables) for every message of `lang`.
fn messages(lang: Lang) -> BTreeMap<String, (&'static str, BTreeSet<String>)> {
    let mut out = BTreeMap::new();
    for (path, text) in files(lang) {
        let resource = ast_of(path, text);
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut variables);
                }
                let file = path.split_once('/').unwrap().1;
                let old = out.insert(message.id.name.to_string(), (file, variables));
                assert!(old.is_none(), "{path}: {} defined twice", message.id.name);
            }
        }
    }
    out
}

fn ast_of(path: &str, text: &'static str) -> ast::Resource<&'static str> {
    fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"))
}

#[test]
fn every_file_parses_and_is_embedded() {
    for lang in Lang::ALL {
        for (path, text) in files(lang) {
            ast_of(path, text);
            if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                panic!("{path}: {errors:?}");
            }
        }
        // Every language loads without overriding a message of another file.
        let mut bundle = FluentBundle::new_concurrent(vec![lang.code().parse().unwrap()]);
        for (path, text) in files(lang) {
            let resource = FluentResource::try_new(text.to_string()).unwrap();
            if let Err(errors) = bundle.add_resource(resource) {
                panic!("{path}: {errors:?}");
            }
        }
        // A file in the folder that the binary does not embed would be silently ignored.
        let dir = format!("{}/locales/{}", env!("CARGO_MANIFEST_DIR"), lang.code());
        let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| {
                format!(
                    "{}/{}",
                    lang.code(),
                    e.unwrap().file_name().to_string_lossy()
                )
            })
            .collect();
        let embedded: BTreeSet<String> = files(lang).iter().map(|(p, _)| p.to_string()).collect();
        assert_eq!(on_disk, embedded, "{dir}");
    }
}

#[test]
fn every_language_has_every_key_with_the_same_variables() {
    let english = messages(Lang::En);
    assert!(english.len() > 300, "{}", english.len());
    for lang in Lang::ALL {
        let translated = messages(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !translated.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        let extra: Vec<_> = translated
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(
            extra.is_empty(),
            "{lang:?} has keys English lacks: {extra:?}"
        );
        for (key, (file, variables)) in &english {
            let (their_file, theirs) = &translated[key];
            assert_eq!(file, their_file, "{lang:?} {key} is in another file");
            assert_eq!(variables, theirs, "{lang:?} {key}: not the same variables");
            let mut errors = Vec::new();
            let language = &catalogue()[lang.index()];
            let pattern = language.bundle.get_message(key).unwrap().value().unwrap();
            let text = language.bundle.format_pattern(pattern, None, &mut errors);
            assert!(!text.trim().is_empty(), "{lang:?} {key} is empty");
        }
    }
}

/// Every string literal in `src/` that looks like a catalogue key (lower case words joined by
/// `-`, starting like a key of the catalogue) must be one: this covers `t`/`tf` calls, keys
/// returned from `match` arms and constants (`Illegal::key()`, `side_name_key`...), and tests.
#[test]
fn every_key_used_in_the_source_is_in_the_catalogue() {
    let english = messages(Lang::En);
    // Sections: the first word of the keys, except the slash commands (built at run time from
    // the commands' names, and checked by the discord module's tests).
    let sections: BTreeSet<&str> = english
        .iter()
        .filter(|(_, (file, _))| *file != "commands.ftl")
        .filter_map(|(key, _)| key.split_once('-').map(|(first, _)| first))
        .collect();
    // Literals that look like keys but are not: the games' ids, the catalogue's file names.
    let mut not_keys: BTreeSet<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    not_keys.extend(files(Lang::En).iter().filter_map(|(path, _)| {
        path.strip_prefix("en/")
            .and_then(|name| name.strip_suffix(".ftl"))
    }));
    // The kinds of button in the button protocol's ids (`tabula:rules-show:…`).
    not_keys.insert("rules-show");
    not_keys.insert("review-page");
    not_keys.insert("review-show");
    let mut files = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    let mut used = BTreeSet::new();
    let mut missing = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for (i, _) in source.match_indices('"') {
            let rest = &source[i + 1..];
            let literal: &str = &rest[..rest
                .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
                .unwrap_or(0)];
            if !rest[literal.len()..].starts_with('"') || literal.is_empty() {
                continue;
            }
            let Some((first, _)) = literal.split_once('-') else {
                continue;
            };
            if !sections.contains(first) || not_keys.contains(literal) || literal.ends_with('-') {
                continue;
            }
            used.insert(literal.to_string());
            if !english.contains_key(literal) {
                missing.push(format!("{}: {literal}", path.display()));
            }
        }
    }
    assert!(used.len() > 200, "the scan found only {} keys", used.len());
    assert!(
        missing.is_empty(),
        "keys missing from the catalogue: {missing:?}"
    );
}

/// Keys the code builds or reaches through the games' data rather than as literals.
#[test]
fn every_game_and_side_has_its_names() {
    for lang in Lang::ALL {
        for &variant in Variant::ALL.iter() {
            let name = format!("service-variant-{}", variant.id());
            assert!(lookup(lang, &name).is_some(), "{lang:?} {name}");
            for side in [Side::First, Side::Second] {
                assert!(lookup(lang, variant.side_name_key(side)).is_some());
                assert!(!side_name(lang, variant, side).is_empty());
            }
        }
    }
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "unknown message key `no-such-key`")]
fn an_unknown_key_panics_in_debug_builds() {
    t(Lang::En, "no-such-key");
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "unknown message key `no-such-key`")]
fn an_unknown_key_with_arguments_panics_in_debug_builds() {
    tf(Lang::Fr, "no-such-key", &[("id", &1)]);
}

#[test]
#[cfg(not(debug_assertions))]
fn an_unknown_key_shows_the_key_in_release_builds() {
    assert_eq!(t(Lang::En, "no-such-key"), "no-such-key");
    assert_eq!(tf(Lang::Fr, "no-such-key", &[("id", &1)]), "no-such-key");
}

#[test]
fn locales_pick_their_language() {
    for (locale, lang) in [
        ("fr", Lang::Fr),
        ("fr-CA", Lang::Fr),
        ("it", Lang::It),
        ("de", Lang::De),
        ("de-AT", Lang::De),
        ("es-ES", Lang::Es),
        ("es-419", Lang::Es),
        ("es-MX", Lang::Es),
        ("en-US", Lang::En),
        ("en-GB", Lang::En),
        ("pt-BR", Lang::En),
        ("", Lang::En),
    ] {
        assert_eq!(Lang::from_locale(locale), lang, "{locale}");
    }
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, ["en", "fr", "it", "de", "es"]);
}

#[test]
fn variables_are_filled() {
    assert_eq!(
        tf(Lang::Fr, "parse-off-board", &[("text", &"z9")]),
        "`z9` est hors du plateau."
    );
    assert_eq!(t(Lang::En, "side-white"), "white");
    assert_eq!(t(Lang::Fr, "side-black"), "noirs");
}

/// A value is placed by Fluent, never read again as part of the message: a player named like a
/// variable is shown as named (the old catalogue replaced `{second}` inside `first`'s name).
#[test]
fn a_name_that_looks_like_a_variable_is_shown_literally() {
    for lang in Lang::ALL {
        for trap in ["{second}", "{ $second }", "{$second_side}", "{ \"x\" }"] {
            let text = tf(
                lang,
                "service-started",
                &[
                    ("challenged", &"Carol"),
                    ("id", &7),
                    ("variant", &"Ergo"),
                    ("first", &trap),
                    ("first_side", &"W"),
                    ("second", &"Bob"),
                    ("second_side", &"B"),
                ],
            );
            assert!(text.contains(trap), "{lang:?}: {text}");
            assert_eq!(text.matches("Bob").count(), 1, "{lang:?}: {text}");
        }
    }
}

#[test]
fn numbers_choose_plural_forms() {
    let head_to_head = |lang, wins: u32, draws: u32, losses: u32| {
        tf(
            lang,
            "ratings-head-to-head",
            &[
                ("name", &"bob"),
                ("wins", &wins),
                ("draws", &draws),
                ("losses", &losses),
            ],
        )
    };
    assert_eq!(
        head_to_head(Lang::En, 1, 0, 2),
        "You against bob: 1 win, 0 draws, 2 losses."
    );
    // French counts 0 and 1 as singular.
    assert_eq!(
        head_to_head(Lang::Fr, 1, 0, 2),
        "Vous contre bob : 1 victoire, 0 nulle, 2 défaites."
    );
    let replay = |lang, count: usize| tf(lang, "ratings-replay", &[("id", &3), ("count", &count)]);
    assert_eq!(replay(Lang::En, 1), "Replay of game #3 (1 action).");
    assert_eq!(replay(Lang::En, 40), "Replay of game #3 (40 actions).");
}

/// Fluent holds numbers as floats: an id above 2^53 printed rounded (`#9223372036854776000`).
/// Every integer prints exactly, in every language, and a count still picks its plural form.
#[test]
fn integers_above_two_to_the_53_print_exactly_in_every_language() {
    let exact = [
        (i64::MAX, "9223372036854775807"),
        ((1i64 << 53) + 1, "9007199254740993"),
        (i64::MIN + 1, "9223372036854775807"),
        (1i64 << 53, "9007199254740992"),
    ];
    for lang in Lang::ALL {
        for (id, digits) in exact {
            let text = tf(lang, "service-error-no-such-game", &[("id", &id)]);
            assert!(text.contains(digits), "{lang:?}: {text}");
            let text = tf(
                lang,
                "ratings-replay",
                &[("id", &(id.unsigned_abs())), ("count", &id)],
            );
            assert!(
                text.matches(digits).count() >= 2,
                "{lang:?}, id and count: {text}"
            );
        }
        let snowflake: u64 = 1_234_567_890_123_456_789;
        let text = tf(lang, "service-error-no-such-game", &[("id", &snowflake)]);
        assert!(text.contains("1234567890123456789"), "{lang:?}: {text}");
    }
    let replay = |count: i64| tf(Lang::En, "ratings-replay", &[("id", &3), ("count", &count)]);
    assert_eq!(replay(1), "Replay of game #3 (1 action).");
    assert_eq!(
        replay(i64::MAX),
        "Replay of game #3 (9223372036854775807 actions)."
    );
}

#[test]
fn texts_have_no_isolation_marks_and_keep_their_layout() {
    for lang in Lang::ALL {
        let text = tf(lang, "render-to-play", &[("side", &"x"), ("name", &"y")]);
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
        let help = t(lang, "console-help");
        assert!(help.contains("\n  /move "), "{lang:?}: {help}");
    }
}
