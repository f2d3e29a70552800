//! The rules CLI, run as a user would: `tabula legal` and `tabula show`.

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
