use std::collections::BTreeMap;

use super::*;
use crate::ai::Level;
use crate::games::Variant;
use crate::service::time::parse_duration;

/// Every word a console in `lang` reads, in lower case, with its option.
fn read_in(lang: Lang) -> Vec<(String, Word)> {
    let mut out = Vec::new();
    for source in std::iter::once(lang).chain(READ_EVERYWHERE) {
        for word in Word::ALL {
            out.extend(word.words(source).map(|w| (w.to_lowercase(), word)));
        }
    }
    out
}

#[test]
fn no_word_means_two_options_in_any_language() {
    for lang in Lang::ALL {
        let mut meaning = BTreeMap::new();
        for (typed, word) in read_in(lang) {
            let old = meaning.insert(typed.clone(), word);
            assert!(
                old.is_none_or(|old| old == word),
                "{lang:?}: `{typed}` means {old:?} and {word:?}"
            );
        }
    }
}

#[test]
fn no_word_reads_as_a_game_a_level_a_clock_a_number_or_the_computer() {
    for lang in Lang::ALL {
        for (typed, word) in read_in(lang) {
            let what = format!("{lang:?} {word:?} `{typed}`");
            assert!(typed.parse::<Variant>().is_err(), "{what} is a game");
            assert!(typed.parse::<Level>().is_err(), "{what} is a level");
            assert!(parse_duration(&typed).is_none(), "{what} is a clock");
            assert!(typed.parse::<i64>().is_err(), "{what} is a number");
            assert_ne!(typed, "tabula", "{what} is the computer");
        }
    }
}

/// The key of the word the help shows (the help and the usage lines refer to it in the catalogue).
fn shown_key(word: Word) -> &'static str {
    match word {
        Word::Me => "console-word-me",
        Word::Them => "console-word-them",
        Word::Random => "console-word-random",
        Word::Rated => "console-word-rated",
        Word::Casual => "console-word-casual",
        Word::Server => "console-word-server",
        Word::Global => "console-word-global",
        Word::Provisional => "console-word-provisional",
        Word::Off => "console-word-off",
        Word::Turn => "console-word-turn",
        Word::Digest => "console-word-digest",
    }
}

#[test]
fn every_language_shows_one_word_per_option_and_reads_it() {
    for lang in Lang::ALL {
        for word in Word::ALL {
            let shown = t(lang, shown_key(word));
            assert_eq!(shown.split_whitespace().count(), 1, "{lang:?} {word:?}");
            assert_eq!(
                word.words(lang).next(),
                Some(shown),
                "{lang:?} {word:?}: the shown word comes first in its list"
            );
            assert_eq!(read(lang, shown), Some(word), "{lang:?} `{shown}`");
            assert_eq!(read(lang, &shown.to_uppercase()), Some(word), "{lang:?}");
        }
    }
}

/// The words the console read when they were written in its code (English and French, in every
/// language) still read the same in every language.
#[test]
fn the_words_read_before_the_catalogue_still_read_the_same_in_every_language() {
    let before = [
        ("me", Word::Me),
        ("moi", Word::Me),
        ("them", Word::Them),
        ("eux", Word::Them),
        ("lui", Word::Them),
        ("random", Word::Random),
        ("hasard", Word::Random),
        ("rated", Word::Rated),
        ("classée", Word::Rated),
        ("classee", Word::Rated),
        ("casual", Word::Casual),
        ("amicale", Word::Casual),
        ("global", Word::Global),
        ("all", Word::Global),
        ("tous", Word::Global),
        ("server", Word::Server),
        ("serveur", Word::Server),
        ("provisional", Word::Provisional),
        ("provisoires", Word::Provisional),
    ];
    for lang in Lang::ALL {
        for (typed, word) in before {
            assert_eq!(read(lang, typed), Some(word), "{lang:?} `{typed}`");
            assert_eq!(read(lang, &typed.to_uppercase()), Some(word), "{lang:?}");
        }
    }
}

#[test]
fn a_console_reads_the_words_of_its_language_and_not_those_of_others() {
    assert_eq!(read(Lang::De, "ich"), Some(Word::Me));
    assert_eq!(read(Lang::De, "Zufall"), Some(Word::Random));
    assert_eq!(read(Lang::It, "amichevole"), Some(Word::Casual));
    assert_eq!(read(Lang::Es, "todos"), Some(Word::Global));
    assert_eq!(read(Lang::En, "ich"), None);
    assert_eq!(read(Lang::It, "ich"), None);
    assert_eq!(read(Lang::Fr, "amichevole"), None);
    assert_eq!(read(Lang::En, "sideways"), None);
}
