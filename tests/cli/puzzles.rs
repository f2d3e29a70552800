//! `tabula puzzles`: the shipped sets pass the check on a sample, a failing puzzle is one line
//! and exit status 1, generation is the same for a seed, and `show` draws a puzzle.

use super::{stderr, stdout, tabula};

/// The shipped sets: every game's file under data/puzzles, the command and seed at its top.
fn shipped() -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "txt"));
    files.sort();
    files
}

#[test]
fn a_sample_of_every_shipped_set_passes_the_check() {
    let files = shipped();
    assert!(!files.is_empty(), "no puzzle sets under data/puzzles");
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let first = text.lines().next().unwrap_or_default();
        assert!(
            first.starts_with("# tabula puzzles generate --game") && first.contains("--seed"),
            "{}: {first}",
            file.display()
        );
        let count = text.lines().filter(|l| l.starts_with('{')).count();
        // Each game ships at least 100, so that a new server has puzzles on day one.
        assert!(count >= 100, "{}: {count} puzzles", file.display());
        // One puzzle in 25: four a set, in a few seconds.
        let out = tabula(&["puzzles", "check", file.to_str().unwrap(), "--every", "25"]);
        assert!(
            out.status.success(),
            "{}: {}{}",
            file.display(),
            stdout(&out),
            stderr(&out)
        );
    }
}

/// A planted Ergo position: black (first) makes five with g4 only (b4 is white's).
const FIVE: &str = r#"{"variant":"ergo","position":"POSITION","line":["LINE"],"theme":"five-in-a-row","rating":1000.0}"#;

fn planted(line: &str) -> String {
    use tabula::games::{ergo, AnyGame, Side, Square};
    let sq = |n: &str| Square::parse(n, ergo::FILES, ergo::RANKS).unwrap();
    let mut pieces: Vec<_> = ["c4", "d4", "e4", "f4"]
        .iter()
        .map(|n| (Side::First, sq(n), ergo::Face::Hollow))
        .collect();
    pieces.extend(
        ["b4", "c6", "d6", "e7"]
            .iter()
            .map(|n| (Side::Second, sq(n), ergo::Face::Hollow)),
    );
    let game = AnyGame::Ergo(ergo::Ergo::from_pieces(&pieces, [8, 8], Side::First));
    FIVE.replace("POSITION", &game.position_text())
        .replace("LINE", line)
}

#[test]
fn check_exits_1_with_one_line_for_each_failing_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("set.txt");
    let text = format!(
        "# a hand-made set\n{}\n{}\n{}\n",
        planted("g4"),
        planted("h9"),
        planted("a1")
    );
    std::fs::write(&file, text).unwrap();
    let check = || {
        tabula(&[
            "puzzles",
            "check",
            file.to_str().unwrap(),
            "--budget",
            "2000",
        ])
    };
    let out = check();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].contains(":3: puzzle 2:"), "{lines:?}");
    assert!(lines[1].contains(":4: puzzle 3:"), "{lines:?}");
    // The good one alone passes.
    std::fs::write(&file, format!("{}\n", planted("g4"))).unwrap();
    let out = check();
    assert!(out.status.success(), "{}{}", stdout(&out), stderr(&out));
}

#[test]
fn show_prints_the_puzzle_and_draws_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("set.txt");
    std::fs::write(&file, format!("{}\n", planted("g4"))).unwrap();
    let png = dir.path().join("p.png");
    let out = tabula(&[
        "puzzles",
        "show",
        file.to_str().unwrap(),
        "1",
        "--png",
        png.to_str().unwrap(),
        "--solution",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("five-in-a-row"), "{}", stdout(&out));
    assert!(stdout(&out).contains("solution: g4"), "{}", stdout(&out));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    let out = tabula(&["puzzles", "show", file.to_str().unwrap(), "2"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn generate_writes_the_same_file_for_a_seed() {
    let dir = tempfile::tempdir().unwrap();
    let run = |name: &str| {
        let out_file = dir.path().join(name);
        let out = tabula(&[
            "puzzles",
            "generate",
            "--game",
            "ergo",
            "--count",
            "1",
            "--seed",
            "3",
            "--budget",
            "2000",
            "--max-games",
            "4",
            "--out",
            out_file.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(stdout(&out).contains("per core-minute"), "{}", stdout(&out));
        std::fs::read_to_string(out_file).unwrap()
    };
    let (a, b) = (run("a.txt"), run("b.txt"));
    let body = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .map(String::from)
            .collect()
    };
    assert_eq!(body(&a), body(&b));
    assert_eq!(body(&a).len(), 1, "{a}");
    assert!(a.starts_with("# tabula puzzles generate --game ergo --count 1 --seed 3"));
}
