//! The rules CLI, run as a user would: `tabula legal` and `tabula show`.

mod dockerfile;
mod doctor;
mod levels;
#[cfg(feature = "postgres")]
mod migrate;
#[cfg(not(feature = "postgres"))]
mod no_postgres;
mod ops;
mod pair;
#[cfg(feature = "postgres")]
mod postgres;
mod puzzles;
mod settings;

use std::process::{Command, Output};

use tabula::games::Variant;

use crate::support::random_game;

fn tabula(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabula"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("tabula runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn legal_lists_every_placement_sorted_at_the_start() {
    let out = tabula(&["legal", "latrunculi-piso"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 64);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert_eq!(lines.first().map(String::as_str), Some("a1"));
}

#[test]
fn legal_plays_the_given_moves_first_in_any_case() {
    let out = tabula(&["legal", "latrunculi-piso", "D4", "e5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 62);
    assert!(!text.lines().any(|l| l == "d4" || l == "e5"));
}

#[test]
fn a_refused_move_exits_2_naming_its_index_and_reason() {
    let out = tabula(&["legal", "latrunculi-piso", "d4", "d4"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("move 2") && err.contains("occupied"), "{err}");
    let out = tabula(&["show", "latrunculi-piso", "d4", "zz"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("move 2"), "{}", stderr(&out));
    let out = tabula(&["legal", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("latrunculi-piso"),
        "lists the known games"
    );
}

#[test]
fn legal_after_a_finished_game_prints_nothing_and_says_so() {
    let moves = random_game(Variant::LatrunculiPiso, 3);
    let mut args = vec!["legal", "latrunculi-piso"];
    args.extend(moves.iter().map(String::as_str));
    let out = tabula(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "");
    assert!(stderr(&out).contains("over"), "{}", stderr(&out));
}

#[test]
fn show_prints_the_position_and_writes_a_png() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let out = tabula(&[
        "show",
        "latrunculi-piso",
        "d4",
        "e5",
        "--png",
        png.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains('8') && text.contains('h'), "{text}");
    let bytes = std::fs::read(&png).unwrap();
    let decoded = image::load_from_memory(&bytes).expect("a PNG");
    assert!(decoded.width() >= 720);
}

#[test]
fn show_prints_the_outcome_of_a_finished_game_in_french() {
    let moves = random_game(Variant::LatrunculiPiso, 5);
    let mut args = vec!["show", "latrunculi-piso", "--lang", "fr"];
    args.extend(moves.iter().map(String::as_str));
    let out = tabula(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out).to_lowercase();
    assert!(
        text.contains("gagn") || text.contains("nulle"),
        "a French result line: {text}"
    );
}

/// Every game works from the command line: `legal` lists what the rules list after any prefix
/// of a random game, `show` prints the finished game and writes its picture, `perft` counts.
#[test]
fn every_game_works_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    for &variant in Variant::ALL {
        let moves = random_game(variant, 11);
        let id = variant.id();
        for cut in [0, moves.len() / 3, moves.len() * 2 / 3] {
            let mut args = vec!["legal", id];
            args.extend(moves[..cut].iter().map(String::as_str));
            let out = tabula(&args);
            assert!(out.status.success(), "{id}: {}", stderr(&out));
            let game =
                tabula::games::AnyGame::replay(variant, moves[..cut].iter().map(String::as_str))
                    .unwrap();
            let listed: Vec<String> = stdout(&out).lines().map(String::from).collect();
            assert_eq!(listed, game.legal_move_texts(), "{id} after {cut} actions");
        }
        let png = dir.path().join(format!("{id}.png"));
        let mut args = vec!["show", id, "--lang", "fr", "--png", png.to_str().unwrap()];
        args.extend(moves.iter().map(String::as_str));
        let out = tabula(&args);
        assert!(out.status.success(), "{id}: {}", stderr(&out));
        assert!(stdout(&out).lines().count() >= 5, "{id}: {}", stdout(&out));
        image::load_from_memory(&std::fs::read(&png).unwrap()).expect("a PNG");
        let out = tabula(&["perft", id, "--depth", "2"]);
        assert!(out.status.success(), "{id}: {}", stderr(&out));
        let counts: Vec<u64> = stdout(&out)
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let start = tabula::games::AnyGame::new(variant);
        assert_eq!(counts, [start.perft(1), start.perft(2)], "{id}");
    }
}

/// `/export`'s text is what `tabula show --file` reads back: the same position as the moves
/// given on the command line.
#[test]
fn show_reads_back_an_exported_game() {
    use tabula::service::{Caller, ChallengeOptions, Challenged, First, Service, User};
    let user = |name: &str| User {
        id: format!("console:{name}"),
        name: name.into(),
        mention: format!("@{name}"),
    };
    let caller = |name: &str| Caller {
        user: user(name),
        channel: "c".into(),
        guild: None,
        lang: tabula::i18n::Lang::En,
        interaction: None,
    };
    let svc = Service::in_memory().unwrap();
    svc.challenge(
        &caller("alice"),
        Challenged::Player(&user("bob")),
        Variant::LatrunculiPiso,
        ChallengeOptions {
            first: First::Me,
            ..ChallengeOptions::default()
        },
    )
    .unwrap();
    svc.accept(&caller("bob"), None).unwrap();
    let mut moves = Vec::new();
    for _ in 0..12 {
        let (record, game) = svc.store().load(1).unwrap().unwrap();
        let tabula::games::ToAct::Side(side) = game.to_act() else {
            break;
        };
        let pick = game.legal_move_texts()[3].clone();
        svc.play(&caller(&record.player(side).name), &pick, Some(1))
            .unwrap();
        moves.push(pick);
    }
    let exported = svc.export(&caller("alice"), Some(1)).unwrap().file.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(&exported.name);
    std::fs::write(&path, &exported.bytes).unwrap();
    let from_file = tabula(&["show", "--file", path.to_str().unwrap()]);
    assert!(from_file.status.success(), "{}", stderr(&from_file));
    let mut args = vec!["show", "latrunculi-piso"];
    args.extend(moves.iter().map(String::as_str));
    let from_args = tabula(&args);
    assert_eq!(stdout(&from_file), stdout(&from_args));
    // A file that is not an export is refused with a reason, not a panic.
    std::fs::write(&path, "d4\ne5\n").unwrap();
    let bad = tabula(&["show", "--file", path.to_str().unwrap()]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("# tabula"), "{}", stderr(&bad));
}

/// Issue 48, item 11: a tool whose reader goes away (`tabula legal … | head -1`) ends with its
/// own status, never a panic on the broken pipe (`println!` panicked: exit 101).
#[test]
fn every_printing_tool_survives_a_reader_that_went_away() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.txt");
    std::fs::write(
        &file,
        "format swiss\nrounds 3\nplayer 1 1600\nplayer 2 1550\nplayer 3 1500\n\nround 1\n1 2 1-0\n3 bye\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let runs: [&[&str]; 6] = [
        &["legal", "latrunculi-piso"],
        &["perft", "ergo", "--depth", "1"],
        &["show", "duodecim"],
        &["pair", file],
        &["pair", file, "--standings"],
        &["ai", "latrunculi-piso", "--budget", "50"],
    ];
    for args in runs {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tabula"));
        command.args(args).env_remove("DISCORD_TOKEN");
        let out = with_reader_gone(command);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
    }
}

/// Runs `command` with a pipe as its standard output whose reader goes away before the first
/// line is written (as `| head -1` does after its line); what it wrote on stderr, and how it
/// ended.
fn with_reader_gone(mut command: Command) -> Output {
    let mut child = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("tabula runs");
    drop(child.stdout.take());
    child.wait_with_output().unwrap()
}

/// `tabula --help` describes every command on its own line (the pairing tool's text had
/// slipped onto the review's, leaving `pair` without one).
#[test]
fn the_help_describes_each_command_once() {
    let out = tabula(&["--help"]);
    let text = stdout(&out);
    let line = |name: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no line for {name}: {text}"))
            .to_string()
    };
    assert!(line("pair").contains("pairings"), "{text}");
    assert!(!line("review").contains("pairings"), "{text}");
}
