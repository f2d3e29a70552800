//! The message catalogue: every user-facing text, in English, French, Italian, German and
//! Spanish, as [Project Fluent](https://projectfluent.org) files.
//!
//! Why: replies, board pictures, the console and the slash commands all speak the user's
//! language, and translators need one place per language with real grammar (plural forms,
//! agreement) rather than strings glued together in code. The texts live in
//! `locales/<lang>/*.ftl`: one file per layer or topic (`games`, `render`, `service`, `ratings`,
//! `discord`, `console`, `commands` for the slash commands' names and descriptions, `clock`,
//! `tournament`, `review`…) and one per game's `/rules` pages, the same names in every language,
//! listed once in `ftl_files!`. They are embedded in the binary (`include_str!`), parsed once into one `FluentBundle` per language, and
//! read with [`t`] (a fixed text) or [`tf`] (a text with `{ $variables }`). Replies follow the
//! interaction's locale ([`Lang::from_locale`]).
//!
//! Values are handed to Fluent as values, never pasted into the text and scanned again, so a
//! player called `{ $second }` is shown as such; numbers stay numbers, so a message can pick a
//! plural form (`{ $count -> [one] a piece *[other] { $count } pieces }`). Unicode isolation marks
//! are off: the texts go to Discord and into PNG pictures whose font has no glyph for them.
//!
//! **Adding a key**: add `key = text` to the right file of *every* language (keys are
//! `section-what`, lower case, and must stay unique across the files of a language), then call
//! `t(lang, "key")` or `tf(lang, "key", &[("name", &value)])`. The tests check that every
//! language has every key with the same variables, and that every key-like string literal in
//! `src/` is in the catalogue. An unknown key panics in debug builds (and shows the key in
//! release builds).
//!
//! **Adding a language**: see "Adding a language" in DEVELOPERS.md: a folder under `locales/`,
//! a [`Lang`] variant (with its Discord locale codes), a line in [`files`], and the CLI's
//! `--lang` value in `main.rs`.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
    It,
    De,
    Es,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::It, Lang::De, Lang::Es];

    /// The language of a Discord (or any BCP 47-ish) locale: `fr`, `it`, `de`, `es` with their
    /// regional forms (`fr-CA`, `de_AT`, `es-ES`, `es-419`...); English for anything else.
    pub fn from_locale(locale: &str) -> Lang {
        let lower = locale.trim().to_ascii_lowercase();
        let language = lower.split(['-', '_']).next().unwrap_or("");
        match language {
            "fr" => Lang::Fr,
            "it" => Lang::It,
            "de" => Lang::De,
            "es" => Lang::Es,
            _ => Lang::En,
        }
    }

    /// The language code, also the folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }

    /// The Discord locales that show this language in command names and descriptions (English is
    /// the commands' default, so it has none).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fr => &["fr"],
            Lang::It => &["it"],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The files of each language, in the binary. A new file goes in every language's list.
macro_rules! ftl_files {
    ($lang:literal) => {
        [
            ftl_file!($lang, "games"),
            ftl_file!($lang, "render"),
            ftl_file!($lang, "service"),
            ftl_file!($lang, "ratings"),
            ftl_file!($lang, "discord"),
            ftl_file!($lang, "console"),
            ftl_file!($lang, "commands"),
            ftl_file!($lang, "rules-latrunculi-seneca"),
            ftl_file!($lang, "rules-latrunculi-piso"),
            ftl_file!($lang, "rules-latroncules"),
            ftl_file!($lang, "rules-bastonus"),
            ftl_file!($lang, "rules-ergo"),
            ftl_file!($lang, "rules-duodecim"),
            ftl_file!($lang, "clock"),
            ftl_file!($lang, "ai"),
            ftl_file!($lang, "ops"),
            ftl_file!($lang, "guard"),
            ftl_file!($lang, "faults"),
            ftl_file!($lang, "tournament"),
            ftl_file!($lang, "review"),
            ftl_file!($lang, "threads"),
            ftl_file!($lang, "standings"),
            ftl_file!($lang, "puzzles"),
            ftl_file!($lang, "daily"),
        ]
    };
}

macro_rules! ftl_file {
    ($lang:literal, $name:literal) => {
        (
            concat!($lang, "/", $name, ".ftl"),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/",
                $lang,
                "/",
                $name,
                ".ftl"
            )),
        )
    };
}

/// `(path under locales/, text)` of every file of `lang`.
pub fn files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    static EN: &[(&str, &str)] = &ftl_files!("en");
    static FR: &[(&str, &str)] = &ftl_files!("fr");
    static IT: &[(&str, &str)] = &ftl_files!("it");
    static DE: &[(&str, &str)] = &ftl_files!("de");
    static ES: &[(&str, &str)] = &ftl_files!("es");
    match lang {
        Lang::En => EN,
        Lang::Fr => FR,
        Lang::It => IT,
        Lang::De => DE,
        Lang::Es => ES,
    }
}

/// One language: its bundle, and every message formatted once without arguments (what [`t`]
/// hands out), with whether it needed arguments.
struct Language {
    bundle: FluentBundle<FluentResource>,
    plain: HashMap<String, (String, bool)>,
}

fn load(lang: Lang) -> Language {
    let langid = lang
        .code()
        .parse()
        .expect("language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let mut ids = Vec::new();
    for (path, text) in files(lang) {
        // A syntax error drops only the entry it is in; the tests make sure there are none.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(res, _)| res);
        ids.extend(message_ids(&resource));
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!("{path}: {errors:?}");
        }
    }
    let mut plain = HashMap::with_capacity(ids.len());
    for id in ids {
        let Some(pattern) = bundle.get_message(&id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned();
        plain.insert(id, (text, !errors.is_empty()));
    }
    Language { bundle, plain }
}

/// The ids of the messages of a resource.
fn message_ids(resource: &FluentResource) -> impl Iterator<Item = String> + '_ {
    resource.entries().filter_map(|entry| match entry {
        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
        _ => None,
    })
}

fn catalogue() -> &'static [Language] {
    static CATALOGUE: OnceLock<Vec<Language>> = OnceLock::new();
    CATALOGUE.get_or_init(|| Lang::ALL.into_iter().map(load).collect())
}

/// The language that has `key`: `lang`, else English (the tests make sure every language has
/// every key, so the fallback is only a safety net).
fn language_with(lang: Lang, key: &str) -> Option<&'static Language> {
    let catalogue = catalogue();
    [lang, Lang::En]
        .into_iter()
        .map(|l| &catalogue[l.index()])
        .find(|language| language.bundle.has_message(key))
}

/// A key that is in no language: a bug, so debug builds stop; release builds show the key.
fn unknown(key: &str) {
    if cfg!(debug_assertions) {
        panic!("unknown message key `{key}`: add it to locales/*/*.ftl");
    }
}

/// The text of `key` in `lang`, for a message without variables. An unknown key panics in debug
/// builds and returns the key itself in release builds.
pub fn t(lang: Lang, key: &'static str) -> &'static str {
    match language_with(lang, key).and_then(|language| language.plain.get(key)) {
        Some((text, needs_args)) => {
            debug_assert!(!needs_args, "`{key}` has variables: use tf");
            text
        }
        None => {
            unknown(key);
            key
        }
    }
}

/// The text of `key` in `lang`, or `None` if no language has it (for keys built at run time,
/// like the slash commands' localisations).
pub fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    let language = &catalogue()[lang.index()];
    language
        .plain
        .get(key)
        .filter(|(_, needs_args)| !needs_args)
        .map(|(text, _)| text.as_str())
}

/// A value for a message variable: text stays text, numbers stay numbers (so a message can pick
/// a plural form with `{ $count -> [one] ... *[other] ... }`).
pub trait Arg {
    fn value(&self) -> FluentValue<'_>;
}

impl Arg for str {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self)
    }
}

impl Arg for String {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.as_str())
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn value(&self) -> FluentValue<'_> {
        (**self).value()
    }
}

/// The largest integer every smaller one of which a float holds exactly (2^53).
const EXACT_IN_A_FLOAT: u64 = 1 << 53;

/// Fluent keeps a number as a float (`f64`): an integer above 2^53 (a game id set high, a
/// snowflake) would print rounded (`9223372036854776000`). Such an integer is given as its
/// decimal text instead, which prints exactly and, in a plural selector, takes the default
/// variant, as so large a number does in every language.
macro_rules! integer_arg {
    ($($ty:ty),*) => {$(
        impl Arg for $ty {
            fn value(&self) -> FluentValue<'_> {
                if (*self as i128).unsigned_abs() <= u128::from(EXACT_IN_A_FLOAT) {
                    FluentValue::from(*self)
                } else {
                    FluentValue::from(self.to_string())
                }
            }
        }
    )*};
}
integer_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl Arg for f64 {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(*self)
    }
}

impl Arg for std::path::Display<'_> {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for std::io::Error {
    fn value(&self) -> FluentValue<'_> {
        FluentValue::from(self.to_string())
    }
}

/// The text of `key` in `lang` with its `{ $name }` variables set from `args`. Fluent places the
/// values: a value is never read as part of the message.
pub fn tf(lang: Lang, key: &'static str, args: &[(&str, &dyn Arg)]) -> String {
    let Some(language) = language_with(lang, key) else {
        unknown(key);
        return key.to_string();
    };
    let Some(pattern) = language.bundle.get_message(key).and_then(|m| m.value()) else {
        unknown(key);
        return key.to_string();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.value());
    }
    let mut errors = Vec::new();
    let text = language
        .bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(errors.is_empty(), "`{key}` in {lang:?}: {errors:?}");
    text.into_owned()
}

/// The name of a side in a variant ("white", "noirs"...).
pub fn side_name(
    lang: Lang,
    variant: crate::games::Variant,
    side: crate::games::Side,
) -> &'static str {
    t(lang, variant.side_name_key(side))
}

/// A one-line, localised reason why a move text was refused.
pub fn move_error(lang: Lang, error: &crate::games::MoveError) -> String {
    use crate::games::{MoveError, ParseError};
    match error {
        MoveError::Malformed(ParseError::Empty) => t(lang, "parse-empty").to_string(),
        MoveError::Malformed(ParseError::NotASquare(text)) => {
            tf(lang, "parse-not-a-square", &[("text", text)])
        }
        MoveError::Malformed(ParseError::OffBoard(text)) => {
            tf(lang, "parse-off-board", &[("text", text)])
        }
        MoveError::Malformed(ParseError::Unrecognised(text)) => {
            tf(lang, "parse-unrecognised", &[("text", text)])
        }
        MoveError::Illegal(illegal) => t(lang, illegal.key()).to_string(),
    }
}

/// Why a game ended by its rules, as a phrase ("black have a single piece left"): the game's
/// key for the reason ([`crate::games::Variant::end_key`]) with the side and count it names.
pub fn end_reason(
    lang: Lang,
    variant: crate::games::Variant,
    reason: &crate::games::EndReason,
) -> String {
    let side = reason
        .side()
        .map_or("", |side| side_name(lang, variant, side));
    let count = reason.count().unwrap_or(0);
    tf(
        lang,
        variant.end_key(reason),
        &[("side", &side), ("count", &count)],
    )
}

#[cfg(test)]
mod tests;
