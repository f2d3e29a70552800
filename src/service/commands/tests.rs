use super::*;

/// The lines of the help's list of commands (in `lang`): after its title, up to the blank line.
pub(crate) fn listed_commands(help: &str, lang: Lang) -> Vec<&str> {
    let title = t(lang, "help-commands");
    let mut lines = help.lines();
    assert!(lines.any(|line| line == title), "no `{title}` in {help}");
    lines.take_while(|line| !line.is_empty()).collect()
}

/// What the help's list should be: each declared command, in order, by the name `names` gives
/// it, with its description in `lang` (each checked to be there: no English fallback).
pub(crate) fn declared_commands(lang: Lang, names: CommandNames) -> Vec<String> {
    SlashCommand::ALL
        .iter()
        .map(|&command| {
            let key = format!("{}-description", command.id());
            let description =
                i18n::lookup(lang, &key).unwrap_or_else(|| panic!("{lang:?}: no `{key}`"));
            let name = names.name(lang, command);
            tf(
                lang,
                "help-command",
                &[("command", &name), ("description", &description)],
            )
        })
        .collect()
}

#[test]
fn each_command_is_declared_once_with_its_name_in_every_language() {
    let ids: Vec<&str> = SlashCommand::ALL.iter().map(|c| c.id()).collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "{ids:?}");
    assert!(ids.len() >= 21, "{ids:?}");
    for &command in SlashCommand::ALL {
        for lang in Lang::ALL {
            assert!(
                i18n::lookup(lang, command.id()).is_some(),
                "{lang:?}: no name for {command:?}"
            );
        }
        assert_eq!(command.name(Lang::En), command.id());
    }
    assert_eq!(SlashCommand::Challenge.name(Lang::Fr), "défier");
    assert_eq!(
        CommandNames::Localized.name(Lang::Fr, SlashCommand::Challenge),
        "/défier"
    );
    assert_eq!(
        CommandNames::Console.name(Lang::Fr, SlashCommand::Challenge),
        "/challenge"
    );
}

/// The hints name the commands as each adapter does: Discord's by the caller's menu (the names
/// of the list, in their language), the console's in its own syntax.
#[test]
fn the_hints_name_the_commands_of_the_list_as_each_adapter_does() {
    let hints = [
        Hint::NoTournamentYet,
        Hint::NoTournamentHere,
        Hint::NoGameToReview,
    ];
    for lang in Lang::ALL {
        let tournament = format!(
            "`/{} {}`",
            SlashCommand::Tournament.name(lang),
            SlashCommand::Tournament.part(lang, "create")
        );
        let tournaments = format!(
            "`/{} {}`",
            SlashCommand::Tournaments.name(lang),
            SlashCommand::Tournaments.part(lang, "list")
        );
        let game = format!("`{}:`", SlashCommand::Review.part(lang, "game"));
        let discord = |hint| CommandNames::Localized.hint(lang, hint);
        assert!(
            discord(Hint::NoTournamentYet).contains(&tournament),
            "{lang:?}"
        );
        assert!(
            discord(Hint::NoTournamentHere).contains(&tournaments),
            "{lang:?}"
        );
        assert!(discord(Hint::NoGameToReview).contains(&game), "{lang:?}");
        for hint in hints {
            let console = CommandNames::Console.hint(lang, hint);
            assert_ne!(console, discord(hint), "{lang:?} {hint:?}");
            assert!(!console.contains("`/tourn"), "{lang:?}: {console}");
            assert!(!console.contains(":`"), "{lang:?}: {console}");
        }
        assert!(CommandNames::Console
            .hint(lang, Hint::NoTournamentYet)
            .contains("`tournament create "));
        assert!(CommandNames::Console
            .hint(lang, Hint::NoTournamentHere)
            .contains("`tournament list`"));
        assert!(CommandNames::Console
            .hint(lang, Hint::NoGameToReview)
            .contains("`/review #"));
    }
    // English, as before the names came from the list.
    let en = |hint| CommandNames::Localized.hint(Lang::En, hint);
    assert_eq!(
        en(Hint::NoTournamentYet),
        "No tournament in this server yet. A server manager starts one with `/tournament create`."
    );
    assert_eq!(
        en(Hint::NoTournamentHere),
        "No tournament fits here: name one with its number (`/tournaments list`)."
    );
    assert_eq!(
        en(Hint::NoGameToReview),
        "You have no finished game to review here: name one with `game:`."
    );
    assert_eq!(
        CommandNames::Localized.hint(Lang::Fr, Hint::NoTournamentHere),
        "Aucun tournoi ne correspond ici : indiquez-en un par son numéro (`/tournois liste`)."
    );
    assert_eq!(CommandNames::Localized.game(3), "game:#3");
    assert_eq!(CommandNames::Console.game(3), "#3");
}
