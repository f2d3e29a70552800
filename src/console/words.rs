//! The console's option words (`me`, `them`, `random`, `rated`, `casual`, `server`, `global`,
//! `provisional`, and `/notify`'s `off`, `turn`, `digest`), read from the catalogue, so that each console reads the words of its language
//! and its help lists them.
//!
//! Each word has two messages in `locales/<lang>/console.ftl`: `console-word-<option>`, the one
//! word the help and the usage lines show (they refer to it as `{ console-word-me }`), and
//! `console-words-<option>`, every word read for it, separated by spaces (the shown one
//! included). A console reads the words of its language, and in every language the English and
//! French ones: those were the words the console read before they came from the catalogue, so a
//! line that worked then works the same now. The tests make sure no word means two options in any
//! language, nor can be read as a game, a level, a clock or a number.

use crate::i18n::{t, Lang};

/// The languages whose words every console reads, whatever its own language.
pub const READ_EVERYWHERE: [Lang; 2] = [Lang::En, Lang::Fr];

/// An option of a console command, named by a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// Who moves first: the challenger.
    Me,
    /// Who moves first: the opponent.
    Them,
    /// Who moves first: drawn by lot.
    Random,
    /// A rated game.
    Rated,
    /// A casual game: no rating changes.
    Casual,
    /// The leaderboard of this server.
    Server,
    /// The leaderboard of every server.
    Global,
    /// The leaderboard with provisional ratings too.
    Provisional,
    /// No notices (`/notify`).
    Off,
    /// A notice when it becomes your turn (`/notify`).
    Turn,
    /// A daily digest (`/notify`).
    Digest,
}

impl Word {
    pub const ALL: [Word; 11] = [
        Word::Me,
        Word::Them,
        Word::Random,
        Word::Rated,
        Word::Casual,
        Word::Server,
        Word::Global,
        Word::Provisional,
        Word::Off,
        Word::Turn,
        Word::Digest,
    ];

    /// The catalogue key of every word read for this option.
    fn read_key(self) -> &'static str {
        match self {
            Word::Me => "console-words-me",
            Word::Them => "console-words-them",
            Word::Random => "console-words-random",
            Word::Rated => "console-words-rated",
            Word::Casual => "console-words-casual",
            Word::Server => "console-words-server",
            Word::Global => "console-words-global",
            Word::Provisional => "console-words-provisional",
            Word::Off => "console-words-off",
            Word::Turn => "console-words-turn",
            Word::Digest => "console-words-digest",
        }
    }

    /// Every word `lang`'s catalogue has for this option: the one the help shows
    /// (`console-word-<option>`) first.
    pub fn words(self, lang: Lang) -> impl Iterator<Item = &'static str> {
        t(lang, self.read_key()).split_whitespace()
    }
}

/// The option a console in `lang` reads in `typed` (in any case), if any: a word of `lang`, or
/// of [`READ_EVERYWHERE`].
pub fn read(lang: Lang, typed: &str) -> Option<Word> {
    let typed = typed.to_lowercase();
    std::iter::once(lang)
        .chain(READ_EVERYWHERE)
        .find_map(|lang| {
            Word::ALL
                .into_iter()
                .find(|word| word.words(lang).any(|w| w.to_lowercase() == typed))
        })
}

#[cfg(test)]
mod tests;
