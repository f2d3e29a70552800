use super::*;

const FILE: &str = "\
# club Swiss, week 3
format swiss
rounds 3
player 1 1600
player 2 1550
player 3 1500 left 1
player 4 1450
player 5 1400 joined 2

round 1
1 3 1-0
4 2 ½-½   # a draw
";

#[test]
fn a_file_reads_players_late_entries_leavers_and_results() {
    let t = parse(FILE).unwrap();
    assert_eq!(t.format, Format::Swiss);
    assert_eq!(t.planned_rounds, 3);
    assert_eq!(t.entrants[2].left_round, Some(1));
    assert_eq!(t.entrants[4].joined_round, 2);
    assert_eq!(t.rounds.len(), 1);
    assert_eq!(t.rounds[0][1].result, Some(Outcome::Draw));
    assert_eq!(t.rounds[0][1].board, 2);
}

#[test]
fn printed_pairings_read_back_as_the_next_round() {
    let t = parse(FILE).unwrap();
    let next = pair_next(&t).unwrap();
    let text = pairings_text(2, &next);
    assert!(text.starts_with("round 2\n"), "{text}");
    let again = parse(&format!("{FILE}{text}")).unwrap();
    assert_eq!(again.rounds[1], next);
}

#[test]
fn a_round_robin_file_defaults_its_rounds_from_its_players() {
    let t =
        parse("format double-round-robin\nplayer 1 1500\nplayer 2 1500\nplayer 3 1500\n").unwrap();
    assert_eq!(t.planned_rounds, 6);
    let t = parse("player 1 1500\nplayer 2 1500\nplayer 3 1500\n").unwrap();
    assert_eq!((t.format, t.planned_rounds), (Format::Swiss, 3));
}

#[test]
fn bad_lines_are_refused_naming_their_line() {
    let cases = [
        ("format blitz", 1, "unknown format"),
        ("player 1 1500\nplayer 1 1400", 2, "listed twice"),
        ("player x 1500", 1, "number"),
        (
            "player 1 1500\nplayer 2 1500\nround 2",
            3,
            "expected round 1",
        ),
        ("player 1 1500\nplayer 2 1500\n1 2 1-0", 3, "after a `round"),
        ("player 1 1500\nround 1\n1 9 1-0", 3, "not listed"),
        (
            "player 1 1500\nplayer 2 1500\nround 1\n1 2 2-0",
            4,
            "unknown result",
        ),
        (
            "player 1 1500\nplayer 2 1500\nround 1\n1 2\n2 bye",
            5,
            "paired twice",
        ),
        ("player 1 1500\nround 1\n1 1", 3, "themselves"),
        ("player 1 1500 joined", 1, "expected `player"),
        ("hello", 1, "cannot read"),
    ];
    for (text, line, says) in cases {
        let e = parse(text).unwrap_err();
        assert_eq!(e.line, line, "{text}: {e}");
        assert!(e.to_string().contains(says), "{text}: {e}");
        assert!(e.to_string().starts_with(&format!("line {line}: ")));
    }
}

#[test]
fn the_standings_text_has_a_line_per_player_with_tie_breaks_and_cells() {
    let text = standings_text(&parse(FILE).unwrap());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[0].contains("BH-1") && lines[0].contains("R1"),
        "{text}"
    );
    assert!(
        lines[1].trim_end().ends_with("+4"),
        "1 beat 3, shared 4th: {text}"
    );
    assert!(text.contains("(left)"), "{text}");
}

#[test]
fn a_file_saved_with_a_byte_order_mark_reads_as_without_one() {
    // Windows' Notepad starts a UTF-8 file with U+FEFF: it is no part of the first line.
    let t = parse(&format!("\u{feff}{FILE}")).unwrap();
    assert_eq!(t, parse(FILE).unwrap());
    let e = parse("\u{feff}hello").unwrap_err();
    assert_eq!(e.line, 1, "{e}");
}

#[test]
fn no_tie_break_is_printed_as_minus_zero() {
    // Before any round (and with a bye only), Buchholz cut-1 is a sum of nothing: Rust's sum of
    // no floats is -0.0, which prints as "-0".
    for text in [
        "player 1 1500\nplayer 2 1500\nplayer 3 1500\n",
        "player 1 1500\nplayer 2 1500\nplayer 3 1500\nround 1\n1 2 1-0\n3 bye\n",
    ] {
        let t = parse(text).unwrap();
        for s in standings(&t) {
            for value in &s.tiebreaks {
                assert!(value.is_sign_positive(), "{value} in {text}");
            }
        }
        let printed = standings_text(&t);
        assert!(!printed.contains("-0"), "{printed}");
    }
}
