use super::*;
use crate::console::words::Word;

/// `[a|b|c]` with the words of `lang` (the first of each option's words is the one shown).
fn choice(lang: Lang, words: &[Word]) -> String {
    let shown: Vec<&str> = words
        .iter()
        .map(|w| w.words(lang).next().unwrap())
        .collect();
    format!("[{}]", shown.join("|"))
}

#[test]
fn the_help_and_the_usage_lines_list_the_option_words_of_the_consoles_language() {
    use Word::*;
    for lang in Lang::ALL {
        let first = choice(lang, &[Me, Them, Random]);
        let rated = choice(lang, &[Rated, Casual]);
        let scope = choice(lang, &[Server, Global]);
        let provisional = choice(lang, &[Provisional]);
        let help = help(lang);
        let challenge = ParseRefusal::ChallengeUsage.text(lang);
        let computer = ParseRefusal::ComputerUsage.text(lang);
        let leaderboard = ParseRefusal::LeaderboardUsage.text(lang);
        for (text, wanted) in [
            (&help, &first),
            (&help, &rated),
            (&help, &scope),
            (&help, &provisional),
            (&challenge, &first),
            (&challenge, &rated),
            (&computer, &first),
            (&leaderboard, &scope),
            (&leaderboard, &provisional),
        ] {
            assert!(
                text.contains(wanted.as_str()),
                "{lang:?}: {wanted} in\n{text}"
            );
        }
        // The help's two challenge lines (to a player, to anyone) and the two usage lines.
        assert_eq!(
            help.matches(&format!("{first} {rated}")).count(),
            2,
            "{help}"
        );
        assert_eq!(challenge.matches(&format!("{first} {rated}")).count(), 2);
        if lang != Lang::En {
            for text in [&help, &challenge, &computer] {
                assert!(!text.contains("[me|them|random]"), "{lang:?}: {text}");
            }
        }
    }
}

/// The console's `help` lists exactly the declared commands, by the names the console reads
/// (`/challenge` in every language), before its own syntax.
#[test]
fn the_consoles_help_lists_exactly_the_declared_commands() {
    use crate::service::commands::tests::{declared_commands, listed_commands};
    for lang in Lang::ALL {
        let help = help(lang);
        assert_eq!(
            listed_commands(&help, lang),
            declared_commands(lang, CommandNames::Console),
            "{lang:?}"
        );
        assert!(help.contains(t(lang, "console-help")), "{lang:?}");
    }
}
