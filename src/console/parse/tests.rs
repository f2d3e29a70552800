use super::*;
use ConsoleCommand as C;
use ParseRefusal as R;

fn en(line: &str) -> Result<ConsoleCommand, ParseRefusal> {
    parse(line, Lang::En)
}

fn terms(first: First, rated: bool, clock: ClockChoice) -> ChallengeOptions {
    ChallengeOptions {
        first,
        rated,
        clock,
        thread: false,
    }
}

#[test]
fn game_arguments_accept_a_hash_or_a_bare_number() {
    assert_eq!(game_arg(&[]), Ok(None));
    assert_eq!(game_arg(&["#12"]), Ok(Some(12)));
    assert_eq!(game_arg(&["7"]), Ok(Some(7)));
    assert_eq!(game_arg(&["x"]), Err(()));
    assert_eq!(game_arg(&["1", "2"]), Err(()));
}

#[test]
fn names_are_checked() {
    assert!(valid_name("bob"));
    assert!(valid_name("Éloïse_2"));
    assert!(!valid_name("@everyone x"));
    assert!(!valid_name(&"a".repeat(33)));
}

#[test]
fn every_command_reads_with_or_without_its_slash_and_in_any_case() {
    let cases = [
        ("quit", C::Quit),
        ("/exit", C::Quit),
        ("as Bob", C::As("Bob".into())),
        ("help", C::Help),
        ("/HELP me", C::Help),
        ("/games", C::Games),
        ("//Games", C::Games),
        ("/accept", C::Accept(None)),
        ("/accept #3", C::Accept(Some(3))),
        ("/decline 3", C::Decline(Some(3))),
        ("/cancel", C::Cancel(None)),
        ("/withdraw", C::Withdraw(None)),
        ("/withdraw #4", C::Withdraw(Some(4))),
        ("/board", C::Board(None)),
        ("/board #2", C::Board(Some(2))),
        ("/resign 2", C::Resign(Some(2))),
        ("/legal", C::Legal(None)),
        ("/abort #1", C::Abort(Some(1))),
        ("/draw", C::Draw(None)),
        ("/agree-draw #5", C::AgreeDraw(5)),
        ("/refuse-draw 5", C::RefuseDraw(5)),
        ("/rematch #5", C::Rematch(5)),
        ("/replay", C::Replay(None)),
        ("/export #9", C::Export(Some(9))),
        ("/rating", C::Rating(None)),
        ("/rating bob", C::Rating(Some("bob".into()))),
        ("clock +2d", C::Clock(2 * 86_400)),
        ("clock 90m", C::Clock(90 * 60)),
        (
            "/rules ergo",
            C::Rules {
                variant: Variant::Ergo,
                topic: None,
            },
        ),
        (
            "/rules Ergo 2",
            C::Rules {
                variant: Variant::Ergo,
                topic: Some("2".into()),
            },
        ),
    ];
    for (line, command) in cases {
        assert_eq!(en(line), Ok(command), "{line}");
    }
}

#[test]
fn a_move_is_one_or_several_actions_then_maybe_a_game() {
    let cases = [
        ("/move d4", "d4", None),
        ("/move d4-d5 #3", "d4-d5", Some(3)),
        ("/move d4 3", "d4", Some(3)),
        (
            "/move 4:enter 6:enter 6:enter",
            "4:enter 6:enter 6:enter",
            None,
        ),
        ("/move 4:enter 6:enter #2", "4:enter 6:enter", Some(2)),
        ("/move 4:enter 6:enter 2", "4:enter 6:enter 2", None),
    ];
    for (line, actions, game) in cases {
        let wanted = C::Move {
            actions: actions.into(),
            game,
        };
        assert_eq!(en(line), Ok(wanted), "{line}");
    }
    for line in ["/move", "/move #3", "/move d4 #x", "/move d4 e5 #x"] {
        assert_eq!(en(line), Err(R::MoveUsage), "{line}");
    }
}

#[test]
fn board_takes_a_square_before_the_game_and_a_lone_number_is_a_game() {
    let square = |square: &str, game| C::BoardSquare {
        square: square.into(),
        game,
    };
    assert_eq!(en("/board d4"), Ok(square("d4", None)));
    assert_eq!(en("/board d4 #2"), Ok(square("d4", Some(2))));
    assert_eq!(en("/board 4 #2"), Ok(square("4", Some(2))));
    assert_eq!(en("/board enter"), Ok(square("enter", None)));
    assert_eq!(en("/board 4"), Ok(C::Board(Some(4))));
    assert_eq!(en("/board d4 #1 x"), Err(R::GameUsage("board".into())));
}

#[test]
fn a_challenge_names_a_player_or_anyone_then_its_terms_in_any_order() {
    use ClockChoice::*;
    let player = |opponent: &str, variant, terms| C::ChallengePlayer {
        opponent: opponent.into(),
        variant,
        terms,
    };
    let anyone = |variant, terms| C::ChallengeAnyone { variant, terms };
    let cases = [
        (
            "/challenge bob latrunculi-piso",
            player("bob", Variant::LatrunculiPiso, ChallengeOptions::default()),
        ),
        (
            "/challenge bob ergo me casual 1d",
            player("bob", Variant::Ergo, terms(First::Me, false, Day1)),
        ),
        (
            "/challenge bob ergo 15M RATED Them",
            player("bob", Variant::Ergo, terms(First::Them, true, Minutes15)),
        ),
        (
            "/challenge bob ergo casual rated random",
            player("bob", Variant::Ergo, terms(First::Random, true, Days3)),
        ),
        // Words of French, read in every console as before.
        (
            "/challenge bob bastonus moi amicale 14d",
            player("bob", Variant::Bastonus, terms(First::Me, false, Days14)),
        ),
        (
            "/challenge bob ergo lui classée",
            player("bob", Variant::Ergo, terms(First::Them, true, Days3)),
        ),
        (
            "/challenge ergo",
            anyone(Variant::Ergo, ChallengeOptions::default()),
        ),
        (
            "/challenge duodecim them casual 5m",
            anyone(Variant::Duodecim, terms(First::Them, false, Minutes5)),
        ),
        // A game, then a game: a player named like the game.
        (
            "/challenge ergo ergo",
            player("ergo", Variant::Ergo, ChallengeOptions::default()),
        ),
    ];
    for (line, command) in cases {
        assert_eq!(en(line), Ok(command), "{line}");
    }
}

#[test]
fn the_computer_is_challenged_by_name_or_with_play() {
    let computer = |variant, level, first| C::PlayComputer {
        variant,
        level,
        first,
    };
    let cases = [
        (
            "/play ergo",
            computer(Variant::Ergo, Level::Centurion, First::Random),
        ),
        (
            "/play ergo novice me",
            computer(Variant::Ergo, Level::Novice, First::Me),
        ),
        (
            "/challenge Tabula duodecim hasard imperator",
            computer(Variant::Duodecim, Level::Imperator, First::Random),
        ),
        (
            "/challenge tabula ergo THEM",
            computer(Variant::Ergo, Level::Centurion, First::Them),
        ),
    ];
    for (line, command) in cases {
        assert_eq!(en(line), Ok(command), "{line}");
    }
    for line in [
        "/play",
        "/play chess",
        "/play ergo god",
        "/play ergo novice rated",
        "/play ergo a b c",
        "/challenge tabula ergo god",
        "/challenge tabula chess",
    ] {
        assert_eq!(en(line), Err(R::ComputerUsage), "{line}");
    }
}

#[test]
fn leaderboards_read_the_scope_the_page_and_provisional_in_any_order() {
    let board = |scope, page, provisional| C::Leaderboard {
        variant: Variant::Ergo,
        scope,
        page,
        provisional,
    };
    let cases = [
        ("/leaderboard ergo", board(BoardScope::Server, None, false)),
        (
            "/leaderboard ergo global 2 provisional",
            board(BoardScope::Global, Some(2), true),
        ),
        (
            "/leaderboard ergo Provisional all",
            board(BoardScope::Global, None, true),
        ),
        (
            "/leaderboard ergo tous provisoires -1",
            board(BoardScope::Global, Some(-1), true),
        ),
        (
            "/leaderboard ergo global serveur",
            board(BoardScope::Server, None, false),
        ),
    ];
    for (line, command) in cases {
        assert_eq!(en(line), Ok(command), "{line}");
    }
    for line in [
        "/leaderboard",
        "/leaderboard ergo banana",
        "/leaderboard ergo me",
    ] {
        assert_eq!(en(line), Err(R::LeaderboardUsage), "{line}");
    }
}

#[test]
fn history_reads_a_name_a_game_and_a_page_in_any_order() {
    let history = |who: Option<&str>, variant, page| C::History {
        who: who.map(Into::into),
        variant,
        page,
    };
    let cases = [
        ("/history", history(None, None, None)),
        ("/history bob", history(Some("bob"), None, None)),
        (
            "/history 2 ergo",
            history(None, Some(Variant::Ergo), Some(2)),
        ),
        (
            "/history bob ergo 2",
            history(Some("bob"), Some(Variant::Ergo), Some(2)),
        ),
    ];
    for (line, command) in cases {
        assert_eq!(en(line), Ok(command), "{line}");
    }
    for line in ["/history 1 2 3 4", "/history @x", "/history bob carol"] {
        assert_eq!(en(line), Err(R::HistoryUsage), "{line}");
    }
}

#[test]
fn each_mistake_gets_its_refusal() {
    let cases = [
        ("/frobnicate", R::UnknownCommand),
        ("as", R::UnknownCommand),
        ("as a b", R::UnknownCommand),
        ("/games x", R::UnknownCommand),
        ("/agree-draw", R::UnknownCommand),
        ("/rematch 1 2", R::UnknownCommand),
        ("as @x", R::BadName),
        ("/challenge @x ergo", R::BadName),
        ("/challenge bob chess", R::UnknownGame("chess".into())),
        ("/challenge ergo me rated 1d x", R::UnknownGame("me".into())),
        ("/rules chess", R::UnknownGame("chess".into())),
        ("/leaderboard Chess", R::UnknownGame("Chess".into())),
        ("/challenge", R::ChallengeUsage),
        ("/challenge tabula", R::ChallengeUsage),
        ("/challenge bob ergo sideways", R::ChallengeUsage),
        ("/challenge bob ergo 2h", R::ChallengeUsage),
        ("/challenge bob ergo global", R::ChallengeUsage),
        ("/challenge bob ergo me rated 1d extra", R::ChallengeUsage),
        ("/challenge ergo bogus", R::ChallengeUsage),
        ("/withdraw x", R::GameUsage("withdraw".into())),
        ("/Accept x", R::GameUsage("accept".into())),
        ("/resign 1 2", R::GameUsage("resign".into())),
        ("/replay x", R::GameUsage("replay".into())),
        ("/agree-draw x", R::GameUsage("agree-draw".into())),
        ("/rules", R::RulesUsage),
        ("/rules ergo 2 3", R::RulesUsage),
        ("/rating a b", R::RatingUsage),
        ("/rating @x", R::RatingUsage),
        ("clock", R::ClockUsage),
        ("clock +2x", R::ClockUsage),
        ("clock +1d +1d", R::ClockUsage),
    ];
    for (line, refusal) in cases {
        assert_eq!(en(line), Err(refusal), "{line}");
    }
}

#[test]
fn refusals_are_one_short_line_in_the_consoles_language() {
    assert_eq!(
        parse("/accept x", Lang::Fr).unwrap_err().text(Lang::Fr),
        "Usage : /accept [#id]"
    );
    assert_eq!(
        parse("/frobnicate", Lang::De).unwrap_err().text(Lang::De),
        t(Lang::De, "console-unknown")
    );
    assert_eq!(
        parse("/challenge bob chess", Lang::En)
            .unwrap_err()
            .text(Lang::En),
        "Unknown game `chess`. Games: latrunculi-seneca, latrunculi-piso, latroncules, bastonus, \
         ergo, duodecim."
    );
    let refusals = [
        R::UnknownCommand,
        R::BadName,
        R::UnknownGame("chess".into()),
        R::ComputerUsage,
        R::ChallengeUsage,
        R::GameUsage("accept".into()),
        R::RulesUsage,
        R::MoveUsage,
        R::LeaderboardUsage,
        R::RatingUsage,
        R::HistoryUsage,
        R::ClockUsage,
    ];
    for lang in Lang::ALL {
        for refusal in &refusals {
            let text = refusal.text(lang);
            // Two lines for /challenge: to a player, and to anyone.
            let lines = if *refusal == R::ChallengeUsage { 2 } else { 1 };
            assert_eq!(text.lines().count(), lines, "{lang:?} {refusal:?}: {text}");
            for line in text.lines() {
                assert!(line.chars().count() < 200, "{lang:?} {refusal:?}: {line}");
            }
            if lang != Lang::En {
                assert_ne!(text, refusal.text(Lang::En), "{lang:?} {refusal:?}");
            }
        }
    }
}

#[test]
fn each_console_reads_the_option_words_of_its_language() {
    let cases = [
        (
            Lang::De,
            "/challenge bob ergo ich ungewertet 1d",
            First::Me,
            false,
        ),
        (
            Lang::De,
            "/challenge bob ergo Gegner gewertet",
            First::Them,
            true,
        ),
        (
            Lang::It,
            "/challenge bob ergo io amichevole",
            First::Me,
            false,
        ),
        (
            Lang::It,
            "/challenge bob ergo avversario",
            First::Them,
            true,
        ),
        (
            Lang::Es,
            "/challenge bob ergo yo amistosa",
            First::Me,
            false,
        ),
        (
            Lang::Es,
            "/challenge bob ergo rival puntuable",
            First::Them,
            true,
        ),
        (
            Lang::Fr,
            "/challenge bob ergo hasard amicale",
            First::Random,
            false,
        ),
    ];
    for (lang, line, first, rated) in cases {
        let Ok(C::ChallengePlayer { terms, .. }) = parse(line, lang) else {
            panic!("{lang:?} {line}: {:?}", parse(line, lang));
        };
        assert_eq!(
            (terms.first, terms.rated),
            (first, rated),
            "{lang:?} {line}"
        );
    }
    assert_eq!(
        parse("/play ergo novice zufall", Lang::De),
        Ok(C::PlayComputer {
            variant: Variant::Ergo,
            level: Level::Novice,
            first: First::Random
        })
    );
    assert_eq!(
        parse("/leaderboard ergo todos provisionales", Lang::Es),
        Ok(C::Leaderboard {
            variant: Variant::Ergo,
            scope: BoardScope::Global,
            page: None,
            provisional: true
        })
    );
    // Another language's words are not read (but English and French are, everywhere).
    assert_eq!(
        parse("/challenge bob ergo ich", Lang::En),
        Err(R::ChallengeUsage)
    );
    assert_eq!(
        parse("/challenge bob ergo io", Lang::De),
        Err(R::ChallengeUsage)
    );
    assert!(parse("/challenge bob ergo moi casual", Lang::De).is_ok());
}

#[test]
fn puzzle_commands_read_their_game_turn_or_give_up() {
    assert_eq!(en("puzzle"), Ok(C::Puzzle(None)));
    assert_eq!(en("/puzzle play"), Ok(C::Puzzle(None)));
    assert_eq!(en("puzzle ergo"), Ok(C::Puzzle(Some(Variant::Ergo))));
    assert_eq!(
        en("puzzle play duodecim"),
        Ok(C::Puzzle(Some(Variant::Duodecim)))
    );
    assert_eq!(
        en("puzzle move 3-7  off"),
        Ok(C::PuzzleMove("3-7 off".to_string()))
    );
    assert_eq!(en("puzzle giveup"), Ok(C::PuzzleGiveUp));
    assert_eq!(en("puzzle move"), Err(R::PuzzleUsage));
    assert_eq!(en("puzzle ergo now"), Err(R::PuzzleUsage));
    assert!(matches!(en("puzzle chess"), Err(R::UnknownGame(_))));
}

#[test]
fn notify_reads_its_words_in_the_console_s_language_and_an_hour() {
    use crate::service::notices::NotifyAsked as N;
    assert_eq!(en("/notify"), Ok(C::Notify(None)));
    assert_eq!(en("/notify off"), Ok(C::Notify(Some(N::Off))));
    assert_eq!(en("notify TURN"), Ok(C::Notify(Some(N::Turn))));
    assert_eq!(
        en("/notify digest 8"),
        Ok(C::Notify(Some(N::Digest(Some(8)))))
    );
    // An hour out of range is the service's to refuse; a missing one too.
    assert_eq!(
        en("/notify digest 99"),
        Ok(C::Notify(Some(N::Digest(Some(99)))))
    );
    assert_eq!(en("/notify digest"), Ok(C::Notify(Some(N::Digest(None)))));
    assert_eq!(parse("/notify zug", Lang::De), Ok(C::Notify(Some(N::Turn))));
    assert_eq!(
        parse("/notify résumé 7", Lang::Fr),
        Ok(C::Notify(Some(N::Digest(Some(7)))))
    );
    for bad in [
        "/notify sometimes",
        "/notify turn 8",
        "/notify digest eight",
        "/notify digest 8 9",
    ] {
        assert_eq!(en(bad), Err(R::NotifyUsage), "{bad}");
    }
}
