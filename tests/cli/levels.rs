//! `tabula levels --journal`: a run stopped part way goes on from its journal.

use super::{stderr, stdout, tabula};

const PAIRS: [(&str, &str); 10] = [
    ("random", "novice"),
    ("random", "legionary"),
    ("random", "centurion"),
    ("random", "imperator"),
    ("novice", "legionary"),
    ("novice", "centurion"),
    ("novice", "imperator"),
    ("legionary", "centurion"),
    ("legionary", "imperator"),
    ("centurion", "imperator"),
];

const HEADER: &str = "# tabula levels journal: seed 52, budgets level, adjudication on";

/// Game 0 of every pair, the later-listed (stronger) player winning.
fn every_game() -> Vec<String> {
    PAIRS
        .iter()
        .map(|(a, b)| format!("ergo {a} {b} 0 -1 moves=0"))
        .collect()
}

fn run(journal: &std::path::Path) -> std::process::Output {
    run_with(journal, &[])
}

fn run_with(journal: &std::path::Path, more: &[&str]) -> std::process::Output {
    let mut args = vec![
        "levels",
        "ergo",
        "--games",
        "1",
        "--seed",
        "52",
        "--budgets",
        "level",
        "--journal",
        journal.to_str().unwrap(),
    ];
    args.extend_from_slice(more);
    tabula(&args)
}

#[test]
fn a_full_journal_is_fitted_without_playing_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("journal.txt");
    let text = format!("{HEADER}\n{}\n", every_game().join("\n"));
    std::fs::write(&path, &text).unwrap();
    let table_at = dir.path().join("levels.txt");
    let out = run_with(&path, &["--out", table_at.to_str().unwrap(), "--markdown"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("ergo: 10 game(s) already in the journal"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // The README's table on standard output: Ergo's row, four levels, 4 games a level.
    let readme = stdout(&out);
    let row = readme
        .lines()
        .find(|l| l.starts_with("| Ergo |"))
        .unwrap_or_else(|| panic!("{readme}"));
    assert_eq!(row.matches(" [").count(), 4, "{row}");
    assert!(row.ends_with("| 4 |"), "{row}");
    let table = std::fs::read_to_string(&table_at).unwrap();
    assert!(table.contains("--journal"), "{table}");
    // The date line says the table's games were read, not played in its "0 min".
    assert!(
        table.contains("0 game(s) played, 10 read from the journal"),
        "{table}"
    );
    let rating = |who: &str| -> f64 {
        let line = table
            .lines()
            .find(|l| l.starts_with(&format!("ergo {who} ")))
            .unwrap_or_else(|| panic!("no {who} in {table}"));
        line.split_whitespace().nth(2).unwrap().parse().unwrap()
    };
    let ladder = ["random", "novice", "legionary", "centurion", "imperator"].map(rating);
    assert!(ladder.windows(2).all(|w| w[0] < w[1]), "{table}");
}

#[test]
fn a_stopped_run_plays_only_its_missing_games_and_writes_them_down() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("journal.txt");
    let mut lines = every_game();
    // Random against the novice never ended; random against the legionary was being
    // written when the run was stopped.
    lines.remove(0);
    let cut = lines.remove(0);
    let text = format!("{HEADER}\n{}\n{}", lines.join("\n"), &cut[..cut.len() - 3]);
    std::fs::write(&path, &text).unwrap();
    let out = run(&path);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("ergo: 8 game(s) already in the journal"),
        "{}",
        stderr(&out)
    );
    assert!(
        stdout(&out).contains("2 game(s) played, 8 read from the journal"),
        "{}",
        stdout(&out)
    );
    let after = std::fs::read_to_string(&path).unwrap();
    assert!(after.starts_with(&format!("{text}\n")), "{after}");
    let new: Vec<&str> = after[text.len() + 1..].lines().collect();
    assert_eq!(new.len(), 2, "{after}");
    for (a, b) in [("random", "novice"), ("random", "legionary")] {
        assert!(
            new.iter()
                .any(|l| l.starts_with(&format!("ergo {a} {b} 0 "))
                    && l.split_whitespace().last().unwrap().starts_with("moves=")),
            "{after}"
        );
    }
    // Run again: nothing is left to play.
    let again = run(&path);
    assert!(again.status.success(), "{}", stderr(&again));
    assert!(stderr(&again).contains("ergo: 10 game(s) already in the journal"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), after);
}

#[test]
fn another_runs_journal_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("journal.txt");
    let text = "# tabula levels journal: seed 1, budgets level, adjudication on\n";
    std::fs::write(&path, text).unwrap();
    let out = run(&path);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("another run's journal"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn tallies_of_fewer_games_than_the_command_says_are_named_in_the_header() {
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.txt");
    let mut text = String::from(
        "### ergo\n\n| pair (A vs B) | games | A wins | draws | A losses | A score | Elo A−B (95%) |\n\
         | --- | ---: | ---: | ---: | ---: | ---: | --- |\n",
    );
    for (a, b) in PAIRS {
        // The report names the stronger player first: it won its one game.
        text.push_str(&format!(
            "| {b} vs {a} | 1 | 1 | 0 | 0 | 100% | +0 [+0, +0] |\n"
        ));
    }
    std::fs::write(&report, text).unwrap();
    let fit = |games: &str| {
        let out = tabula(&[
            "levels",
            "ergo",
            "--games",
            games,
            "--seed",
            "52",
            "--tallies",
            report.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out)
    };
    let partial = fit("20");
    assert!(
        partial.contains("# games a pair in those tallies, not all of the command's 20: ergo 1\n"),
        "{partial}"
    );
    assert!(partial.contains("\nergo imperator "), "{partial}");
    let whole = fit("1");
    assert!(!whole.contains("games a pair in those tallies"), "{whole}");
}
