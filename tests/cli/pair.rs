//! `tabula pair FILE`: the next round of a tournament file, its standings, and bad files
//! refused in one line naming the line.

use super::{stderr, stdout, tabula};

const SWISS: &str = "\
format swiss
rounds 3
player 1 1600
player 2 1550
player 3 1500
player 4 1450
player 5 1400

round 1
1 3 1-0
4 2 =
5 bye
";

fn write(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.txt");
    std::fs::write(&path, text).unwrap();
    (dir, path.to_str().unwrap().to_string())
}

#[test]
fn pair_prints_the_next_round_in_the_files_format() {
    let (_dir, path) = write(SWISS);
    let out = tabula(&["pair", &path]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "round 2", "{text}");
    assert_eq!(lines.len(), 4, "two games and a bye: {text}");
    assert!(lines[3].ends_with(" bye"), "{text}");
    assert_ne!(lines[3], "5 bye", "5 had the bye: {text}");
    // Appended to the file, it reads back: the round after it pairs too.
    let played: String = text
        .lines()
        .map(|l| {
            if l.ends_with("bye") || l.starts_with("round") {
                format!("{l}\n")
            } else {
                format!("{l} 1-0\n")
            }
        })
        .collect();
    let (_dir2, path2) = write(&format!("{SWISS}{played}"));
    let out = tabula(&["pair", &path2, "--standings"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("round 3\n"), "{text}");
    assert!(text.contains("BH-1") && text.contains("R2"), "{text}");
}

#[test]
fn pair_refuses_a_bad_file_in_one_line_naming_the_line() {
    let (_dir, path) = write(&SWISS.replace("4 2 =", "4 2 2-0"));
    let out = tabula(&["pair", &path]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("line 11") && err.contains("2-0"), "{err}");
    assert_eq!(stdout(&out), "");
    let out = tabula(&["pair", "/nonexistent/club.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).trim().lines().count(), 1);
}

#[test]
fn pair_refuses_a_finished_tournament_but_shows_its_standings() {
    let (_dir, path) =
        write("format round-robin\nplayer 1 1500\nplayer 2 1400\nround 1\n1 2 0-1\n");
    let out = tabula(&["pair", &path]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("rounds have been paired"),
        "{}",
        stderr(&out)
    );
    let out = tabula(&["pair", &path, "--standings"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let first = text.lines().nth(1).unwrap();
    assert!(
        first.split_whitespace().nth(1) == Some("2"),
        "2 won: {text}"
    );
    assert!(first.contains("+2"), "{text}");
}
