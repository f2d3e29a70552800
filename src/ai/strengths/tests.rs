use super::*;
use crate::ai::arena::strength::Strength;

#[test]
fn a_written_table_reads_back_and_bad_lines_are_left_out() {
    let fit = vec![
        Strength {
            player: Player::Random,
            rating: 0.0,
            low: 0.0,
            high: 0.0,
            games: 40,
        },
        Strength {
            player: Player::Computer(Level::Centurion),
            rating: 812.4,
            low: 700.2,
            high: 951.0,
            games: 40,
        },
    ];
    let text = format(
        &["made by: tabula levels --seed 3".to_string()],
        &[(Variant::Ergo, fit)],
    );
    assert!(
        text.starts_with("# made by: tabula levels --seed 3\n"),
        "{text}"
    );
    let text =
        format!("{text}ergo imperator lots 1 2 3\nnot-a-game novice 1 2 3 4\nergo novice 5\n");
    assert_eq!(
        parse(&text),
        vec![Measured {
            variant: Variant::Ergo,
            level: Level::Centurion,
            rating: 812,
            low: 700,
            high: 951,
            games: 40,
        }]
    );
}

#[test]
fn the_shipped_table_reads_whole_and_says_what_made_it() {
    let lines = SHIPPED
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter(|l| l.split_whitespace().nth(1).is_none_or(|p| p != "random"))
        .count();
    let (header, measured) = shipped();
    assert_eq!(measured.len(), lines, "every level's line reads");
    assert!(!measured.is_empty());
    assert!(header
        .iter()
        .any(|h| h.contains("tabula levels") && h.contains("--seed")));
    // Each measured game has all four levels, each interval holds its rating; what players are
    // shown is what has enough games behind it.
    for m in measured {
        for level in Level::ALL {
            assert!(
                measured
                    .iter()
                    .any(|n| n.variant == m.variant && n.level == level),
                "{m:?}"
            );
            assert_eq!(
                super::measured(m.variant, level).is_some(),
                measured
                    .iter()
                    .any(|n| n.variant == m.variant && n.level == level && n.shown()),
            );
        }
        assert!(m.low <= m.rating && m.rating <= m.high, "{m:?}");
    }
    for level in Level::ALL {
        assert_eq!(
            typical(level).is_some(),
            measured.iter().any(|m| m.level == level && m.shown())
        );
    }
}

#[test]
fn a_level_is_shown_to_players_only_with_twenty_games_a_pair_behind_it() {
    let line = |games| {
        parse(&format!("ergo imperator 900 700 1100 {games}"))
            .pop()
            .unwrap()
    };
    assert!(!line(16).shown());
    assert!(!line(79).shown());
    assert!(line(80).shown());
}
