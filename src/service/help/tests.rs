use super::{help_text, level_strengths, CommandNames};
use crate::ai::Level;
use crate::games::Variant;
use crate::i18n::{self, Lang};
use crate::service::commands::tests::{declared_commands, listed_commands};
use crate::service::commands::SlashCommand;
use crate::service::replies::variant_name;
use crate::service::{Caller, Service, User};

#[test]
fn the_help_fits_a_discord_message_in_every_language_and_names_every_game() {
    for lang in Lang::ALL {
        for names in [CommandNames::Localized, CommandNames::Console] {
            let text = help_text(lang, names);
            // With the levels' line as it would read at four-digit figures, whether or not the
            // shipped table shows any yet.
            let levels_line = |levels: &str| {
                i18n::tf(lang, "help-levels", &[("levels", &levels)])
                    .chars()
                    .count()
            };
            let widest = Level::ALL
                .map(|l| format!("{} ≈9990", i18n::t(lang, l.name_key())))
                .join(" · ");
            let shown = level_strengths(lang, None).map_or(0, |l| levels_line(&l) + 1);
            let chars = text.chars().count() - shown + levels_line(&widest) + 1;
            assert!(
                chars <= 2000,
                "{lang:?} {names:?}: {chars} characters\n{text}"
            );
            for &variant in Variant::ALL.iter() {
                assert!(text.contains(variant_name(lang, variant)), "{text}");
                let key = format!("help-game-{}", variant.id());
                assert!(i18n::lookup(lang, &key).is_some(), "{lang:?}: {key}");
            }
            assert_eq!(
                listed_commands(&text, lang),
                declared_commands(lang, names),
                "{lang:?} {names:?}: the help lists exactly the declared commands"
            );
            // How to learn a game: the rules command by the name this menu shows.
            let rules = format!("`{} <", names.name(lang, SlashCommand::Rules));
            assert!(text.contains(&rules), "{lang:?} {names:?}: {text}");
            assert!(!text.contains('@'), "nobody is mentioned: {text}");
        }
    }
    let fr = help_text(Lang::Fr, CommandNames::Localized);
    assert!(fr.contains("/défier"), "{fr}");
    let console = help_text(Lang::Fr, CommandNames::Console);
    assert!(console.contains("/challenge"), "{console}");
    assert!(fr.contains("`/règles <"), "{fr}");
    assert!(console.contains("`/rules <"), "{console}");
}

#[test]
fn help_is_private() {
    let service = Service::in_memory().unwrap();
    let caller = Caller {
        user: User {
            id: "console:alice".into(),
            name: "alice".into(),
            mention: "@alice".into(),
        },
        channel: "c".into(),
        guild: None,
        lang: Lang::En,
        interaction: None,
    };
    let reply = service.help(&caller).unwrap();
    assert!(reply.is_private());
    assert!(reply.mentions.is_empty());
    assert!(reply.text.contains("Tabula"), "{}", reply.text);
}
