use super::*;

#[test]
fn names_escaped_for_discord_show_as_typed() {
    let name = r"Tabula (novice) @everyone \ *x* [a](b)";
    let escaped = crate::service::escape_markdown(name);
    assert_ne!(escaped, name);
    assert_eq!(unescape_markdown(&escaped), name);
    assert_eq!(unescape_markdown(r"a \n b \"), r"a \n b \");
}

#[test]
fn buttons_become_commands() {
    assert_eq!(
        button_command(&ButtonId::Accept(12)).as_deref(),
        Some("/accept #12")
    );
    assert_eq!(
        button_command(&ButtonId::RulesPage {
            variant: crate::games::Variant::Ergo,
            page: 0
        })
        .as_deref(),
        Some("/rules ergo 1")
    );
    assert_eq!(
        button_command(&ButtonId::RulesShow {
            variant: crate::games::Variant::Ergo,
            page: 0
        }),
        None
    );
}

#[test]
fn utc_dates_read_right() {
    assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
    assert_eq!(utc_text(951_782_400), "2000-02-29 00:00 UTC");
    assert_eq!(utc_text(1_795_433_400), "2026-11-23 11:30 UTC");
}

/// Runs `script` in a console acting first as alice, on `service`; returns what it printed.
fn script(service: &Arc<Service>, boards: &std::path::Path, script: &str) -> String {
    script_in(service, boards, Lang::En, script)
}

/// [`script`] in the console's language `lang`.
fn script_in(service: &Arc<Service>, boards: &std::path::Path, lang: Lang, script: &str) -> String {
    let options = Options {
        lang,
        boards: boards.to_path_buf(),
        user: "alice".to_string(),
        interactive: false,
        clock: None,
    };
    let mut out = Vec::new();
    run(service, script.as_bytes(), &mut out, &options).unwrap();
    String::from_utf8(out).unwrap()
}

/// Issue 30, item 9: a line that is not UTF-8 is refused and the console goes on.
#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_console_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(Service::in_memory().unwrap());
    let options = Options {
        lang: Lang::En,
        boards: dir.path().to_path_buf(),
        user: "alice".to_string(),
        interactive: false,
        clock: None,
    };
    let mut out = Vec::new();
    let input: &[u8] = b"/games\n\xff\n/games\n";
    run(&service, input, &mut out, &options).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert_eq!(
        out.matches("That line is not UTF-8 text").count(),
        1,
        "{out}"
    );
    let games = crate::i18n::t(Lang::En, "service-games-none");
    assert_eq!(out.matches(games).count(), 2, "both /games answered: {out}");
}

/// Issue 30, item 11: the console's clock moves at most ten years at a time and never past
/// the year 9999 (a huge step wrapped it to the year -292277022601).
#[test]
fn the_console_clock_is_bounded() {
    use crate::service::time::Clock;
    let dir = tempfile::tempdir().unwrap();
    let clock = FakeClock::at(1_800_000_000);
    let service = Arc::new(
        Service::in_memory()
            .unwrap()
            .with_clock(std::sync::Arc::new(clock.clone())),
    );
    let options = Options {
        lang: Lang::En,
        boards: dir.path().to_path_buf(),
        user: "alice".to_string(),
        interactive: false,
        clock: Some(clock.clone()),
    };
    let mut out = Vec::new();
    let input: &[u8] = b"clock +9223372036854775807s\nclock +3651d\nclock +1m\n";
    run(&service, input, &mut out, &options).unwrap();
    let out = String::from_utf8(out).unwrap();
    let too_far = crate::i18n::t(Lang::En, "clock-console-too-far");
    assert_eq!(out.matches(too_far).count(), 2, "{out}");
    assert!(out.contains("(moved 1 minute)"), "{out}");
    assert_eq!(clock.now(), 1_800_000_060);
    // Up to the last second of 9999, not beyond.
    clock.set(LAST_TIME - 60);
    let mut out = Vec::new();
    run(&service, &b"clock +2m\nclock +1m\n"[..], &mut out, &options).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("9999-12-31 23:59 UTC"), "{out}");
    assert_eq!(clock.now(), LAST_TIME);
}

#[test]
fn an_open_challenge_is_accepted_by_whoever_switches_in_first() {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(Service::in_memory().unwrap());
    let out = script(
        &service,
        dir.path(),
        "/challenge latrunculi-piso me 1d\n/challenge latrunculi-piso\nas carol\n/withdraw #1\n\
         /accept\nas dave\n/accept #1\nquit\n",
    );
    for wanted in [
        "@alice is looking for an opponent: Latrunculi (Piso), game #1.",
        "Clock: 1 day per move. The challenge lapses if nobody accepts within 1 day.",
        "[Accept] -> /accept #1",
        "[Withdraw] -> /withdraw #1",
        "You already have an open challenge for Latrunculi (Piso) (#1)",
        "Challenge #1 is alice's: only they may withdraw it.",
        "@carol accepted: game #1 of Latrunculi (Piso) begins.",
        "Someone else accepted challenge #1 first.",
    ] {
        assert!(out.contains(wanted), "{wanted:?} in:\n{out}");
    }
    let record = service.store().record(1).unwrap().unwrap();
    assert_eq!(record.challenged().external_id, "console:carol");

    // Withdrawn by its author with the button's command.
    let out = script(
        &service,
        dir.path(),
        "/challenge ergo\n/withdraw #2\n/challenge\nquit\n",
    );
    assert!(
        out.contains("@alice withdrew the challenge to anyone (#2)."),
        "{out}"
    );
    assert!(
        out.contains("Open to anyone: /challenge <game>"),
        "the usage names both forms: {out}"
    );
}

#[test]
fn discord_timestamps_show_as_utc_dates_and_a_bracketed_relative_one_goes() {
    // 1764000000 is 2025-11-24 16:00 UTC.
    assert_eq!(
        discord_times("Starts <t:1764000000:F> (<t:1764000000:R>)."),
        "Starts 2025-11-24 16:00 UTC."
    );
    assert_eq!(
        discord_times("starts <t:1764000000:R> · <t:x:F> <t:"),
        "starts 2025-11-24 16:00 UTC · <t:x:F> <t:"
    );
}

/// Issue 48: the console's hints are written in its own syntax (`#3`), not in Discord's
/// (`game:#3`, an option the console does not have).
#[test]
fn the_consoles_hints_name_games_as_the_console_does() {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(Service::in_memory().unwrap());
    let out = script(
        &service,
        dir.path(),
        "/challenge bob latrunculi-piso me\n/challenge bob ergo me\nas bob\n/accept #1\n\
         /accept #2\nas alice\n/board\n/review\nquit\n",
    );
    assert!(
        out.contains("You have several games here: `#1`, `#2`. Say which one."),
        "{out}"
    );
    assert!(
        out.contains("You have no finished game to review here: name one with `/review #id`."),
        "{out}"
    );
    assert!(!out.contains("game:"), "a hint in Discord's syntax: {out}");
}

/// Issue 48: the tournaments' hints name the console's commands (`tournament list`), not
/// Discord's slash commands (`/tournaments list`), in every language.
#[test]
fn the_consoles_tournament_hints_name_the_consoles_commands() {
    for lang in Lang::ALL {
        let dir = tempfile::tempdir().unwrap();
        let service = Arc::new(Service::in_memory().unwrap());
        let out = script_in(
            &service,
            dir.path(),
            lang,
            "tournament list\ntournament show\nquit\n",
        );
        assert!(out.contains("`tournament create "), "{lang:?}: {out}");
        assert!(out.contains("(`tournament list`)"), "{lang:?}: {out}");
        assert!(
            !out.contains("`/tourn"),
            "{lang:?}: a hint in Discord's syntax: {out}"
        );
    }
}
