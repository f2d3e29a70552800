use super::*;
use crate::render::table::render_table_png;

/// Names as a club's server has them: accents, Greek, Cyrillic, Arabic, Hebrew, emoji, Chinese,
/// long ones, and the ordinary.
const NAMES: [&str; 32] = [
    "Marcus Tullius Cicero",
    "Titus Pomponius Atticus",
    "Ἀριστοτέλης ὁ Σταγειρίτης",
    "Лев Николаевич Толстой",
    "Gaius Julius Caesar Octavianus Augustus, first emperor",
    "Zoë",
    "alice",
    "bob_the_builder",
    "محمد الخوارزمي",
    "שלמה המלך",
    "Åsa Öberg-Lindqvist",
    "🦉 Minerva 🦉",
    "李小龙",
    "Þórunn",
    "Jean-Baptiste Poquelin",
    "Łukasz Żółć",
    "Ferdinand de Saussure",
    "Cato Maior",
    "Seneca",
    "Hypatia of Alexandria",
    "Ovid",
    "Publius Vergilius Maro",
    "Livia Drusilla",
    "Agrippina the Younger",
    "Quintus Horatius Flaccus",
    "Sextus Propertius",
    "Cornelia Africana",
    "Marcus Aurelius Antoninus",
    "Lucius Annaeus Seneca Minor",
    "Sulpicia",
    "Plinius Secundus",
    "Tacitus",
];

/// A Swiss of `players` after `played` of `rounds` rounds, every kind of cell somewhere.
fn swiss(players: usize, rounds: usize, played: usize) -> Standings {
    let rows = (0..players)
        .map(|i| {
            let cells = (0..rounds)
                .map(|r| {
                    let opponent = ((i + r * 7 + 3) % players.max(2)) as u32 + 1;
                    match r {
                        _ if r >= played => RoundCell::Absent,
                        _ if r + 1 == played && i % 5 == 0 => RoundCell::Pending,
                        _ if (i + r) % 11 == 0 => RoundCell::Bye,
                        _ if (i * 3 + r) % 17 == 0 => RoundCell::ForfeitWin,
                        _ if (i * 5 + r) % 19 == 0 => RoundCell::ForfeitLoss,
                        _ => match (i + 2 * r) % 3 {
                            0 => RoundCell::Win(opponent),
                            1 => RoundCell::Draw(opponent),
                            _ => RoundCell::Loss(opponent),
                        },
                    }
                })
                .collect();
            StandingsRow {
                rank: i as u32 + 1,
                name: NAMES[i % NAMES.len()].to_string(),
                rating: format!("{}{}", 2250 - 23 * i, if i % 7 == 6 { "?" } else { "" }),
                half_points: (2 * played.saturating_sub(i / 4) as u32).saturating_sub(i as u32 % 2),
                tie_breaks: vec![points_text(40 - i as u32), format!("{}¼", 30 - i / 2)],
                rounds: cells,
                left: i == 9 || i == 20,
            }
        })
        .collect();
    Standings {
        title: "Saturnalia Swiss · Latrunculi (Seneca)".into(),
        subtitle: progress(Lang::En, played, rounds),
        tie_breaks: vec!["Bh-1".into(), "SB".into()],
        rounds,
        rows,
        more: 0,
    }
}

#[test]
fn points_are_whole_numbers_with_a_half_sign() {
    assert_eq!(points_text(0), "0");
    assert_eq!(points_text(1), "½");
    assert_eq!(points_text(4), "2");
    assert_eq!(points_text(5), "2½");
    assert_eq!(points_text(19), "9½");
}

#[test]
fn a_round_reads_plus_rank_for_a_win_equals_for_a_draw_minus_for_a_loss() {
    let lang = Lang::En;
    assert_eq!(RoundCell::Win(5).cell(lang), Cell::new("+5", Tone::Win));
    assert_eq!(RoundCell::Draw(3).cell(lang), Cell::plain("=3"));
    assert_eq!(RoundCell::Loss(2).cell(lang), Cell::new("-2", Tone::Loss));
    assert_eq!(RoundCell::ForfeitWin.cell(lang), Cell::new("+F", Tone::Win));
    assert_eq!(
        RoundCell::ForfeitLoss.cell(lang),
        Cell::new("-F", Tone::Loss)
    );
    assert_eq!(RoundCell::Bye.cell(lang), Cell::new("bye", Tone::Muted));
    assert_eq!(RoundCell::Bye.cell(Lang::De).text, "spielfrei");
    assert_eq!(RoundCell::Pending.cell(lang), Cell::new("…", Tone::Muted));
    assert_eq!(RoundCell::Absent.cell(lang).text, "");
}

#[test]
fn a_standings_picture_of_32_players_and_9_rounds_is_at_most_40_kib() {
    let standings = swiss(32, 9, 9);
    let png = render_table_png(&standings_table(Lang::En, &standings));
    eprintln!("standings of 32 players and 9 rounds: {} bytes", png.len());
    assert!(png.len() <= 40 * 1024, "{} bytes", png.len());
    let decoded = image::load_from_memory(&png).expect("a PNG");
    let rows = 32;
    assert_eq!(
        decoded.height() as i32,
        super::super::FIRST_RULE + rows * super::super::ROW_HEIGHT + super::super::BOTTOM
    );
    // Phone-readable: wider than tall is not needed, but the picture must not be a banner.
    assert!(
        (800..=1400).contains(&decoded.width()),
        "{}",
        decoded.width()
    );
}

#[test]
fn the_columns_are_rank_player_rating_points_the_tie_breaks_and_each_round() {
    let table = standings_table(Lang::En, &swiss(4, 5, 2));
    let headers: Vec<&str> = table.columns.iter().map(|c| c.header.as_str()).collect();
    assert_eq!(
        headers,
        ["#", "Player", "Rating", "Pts", "Bh-1", "SB", "1", "2", "3", "4", "5"]
    );
    assert_eq!(table.subtitle, "after round 2 of 5");
    let first = &table.rows[0].cells;
    assert_eq!(first[0].text, "1");
    assert_eq!(first[1].text, "Marcus Tullius Cicero");
    assert_eq!(first[3].text, "2");
    assert_eq!(first[8].text, "", "round 3 is not played yet");
}

#[test]
fn the_top_three_are_the_podium_unless_they_left_and_players_who_left_are_greyed() {
    let mut standings = swiss(5, 3, 3);
    standings.rows[1].left = true;
    let table = standings_table(Lang::En, &standings);
    let podium: Vec<Option<Podium>> = table.rows.iter().map(|r| r.podium).collect();
    assert_eq!(
        podium,
        [Some(Podium::Gold), None, Some(Podium::Bronze), None, None]
    );
    let faded: Vec<bool> = table.rows.iter().map(|r| r.faded).collect();
    assert_eq!(faded, [false, true, false, false, false]);
}

#[test]
fn players_beyond_those_shown_are_counted_under_the_table() {
    let mut standings = swiss(32, 5, 1);
    assert_eq!(standings_table(Lang::En, &standings).footer, None);
    standings.more = 12;
    let table = standings_table(Lang::En, &standings);
    assert_eq!(table.footer.as_deref(), Some("+ 12 more"));
    assert_eq!(
        standings_table(Lang::Fr, &standings).footer.as_deref(),
        Some("+ 12 autres")
    );
}

#[test]
fn the_subtitle_says_before_round_1_after_round_n_of_m_or_final() {
    assert_eq!(progress(Lang::En, 0, 5), "before round 1");
    assert_eq!(progress(Lang::En, 3, 5), "after round 3 of 5");
    assert_eq!(progress(Lang::En, 5, 5), "final standings");
    assert_eq!(progress(Lang::It, 3, 5), "dopo il turno 3 di 5");
}

#[test]
fn a_one_player_table_before_any_round_still_draws_every_column() {
    let standings = swiss(1, 0, 0);
    let table = standings_table(Lang::En, &standings);
    assert_eq!(table.columns.len(), 6);
    let png = render_table_png(&table);
    let decoded = image::load_from_memory(&png).expect("a PNG");
    assert!(decoded.height() > 100);
}

fn player(name: &str, rating: &str, half_points: u32) -> PairingPlayer {
    PairingPlayer {
        name: name.into(),
        rating: rating.into(),
        half_points,
    }
}

#[test]
fn a_pairing_mirrors_its_players_round_the_result_and_the_bye_has_no_second_player() {
    let pairings = Pairings {
        title: pairings_title(Lang::En, 2),
        subtitle: "Saturnalia Swiss".into(),
        sides: ["White".into(), "Black".into()],
        pairings: vec![
            Pairing {
                board: 1,
                first: player("alice", "1620", 2),
                second: Some(player("bob", "1580", 1)),
                result: PairingResult::Draw,
            },
            Pairing {
                board: 2,
                first: player("carol", "1500?", 0),
                second: None,
                result: PairingResult::Bye,
            },
        ],
    };
    let table = pairings_table(Lang::En, &pairings);
    assert_eq!(table.title, "Round 2 · pairings");
    let texts: Vec<Vec<&str>> = table
        .rows
        .iter()
        .map(|r| r.cells.iter().map(|c| c.text.as_str()).collect())
        .collect();
    assert_eq!(
        texts[0],
        ["1", "alice", "1620", "1", "½–½", "½", "1580", "bob"]
    );
    assert_eq!(texts[1], ["2", "carol", "1500?", "0", "bye"]);
    assert_eq!(table.columns[1].header, "White");
    assert_eq!(table.columns[7].header, "Black");
    assert_eq!(table.columns[7].align, Align::Right);
}

#[test]
fn each_known_result_reads_as_a_score() {
    let lang = Lang::En;
    let text = |r: PairingResult| r.cell(lang).text;
    assert_eq!(text(PairingResult::FirstWins), "1–0");
    assert_eq!(text(PairingResult::SecondWins), "0–1");
    assert_eq!(text(PairingResult::Draw), "½–½");
    assert_eq!(text(PairingResult::FirstWinsByForfeit), "+F–0");
    assert_eq!(text(PairingResult::SecondWinsByForfeit), "0–+F");
    assert_eq!(text(PairingResult::Pending), "");
}

/// Writes a standings and a pairings picture with names in every script to the folder
/// `TABULA_SCRIPT_DIR` names (run with `--ignored`, to look at them).
#[test]
#[ignore]
fn write_script_pictures() {
    let dir = std::env::var("TABULA_SCRIPT_DIR").expect("TABULA_SCRIPT_DIR names a folder");
    std::fs::create_dir_all(&dir).unwrap();
    let standings = swiss(14, 5, 3);
    let png = render_table_png(&standings_table(Lang::En, &standings));
    std::fs::write(std::path::Path::new(&dir).join("standings.png"), png).unwrap();
    let board = |board: u32, first: &str, second: &str, result| Pairing {
        board,
        first: player(first, "1620", 2),
        second: Some(player(second, "1580", 2)),
        result,
    };
    let pairings = Pairings {
        title: pairings_title(Lang::En, 3),
        subtitle: "Saturnalia Swiss".into(),
        sides: ["White".into(), "Black".into()],
        pairings: vec![
            board(1, "司马迁", "محمد الخوارزمي", PairingResult::FirstWins),
            board(2, "שלמה המלך", "山田 たろう", PairingResult::Draw),
            board(3, "김민준", "🦉 Minerva 🦉", PairingResult::Pending),
            board(
                4,
                "Лев Николаевич Толстой",
                "Ἀριστοτέλης ὁ Σταγειρίτης",
                PairingResult::Pending,
            ),
        ],
    };
    let png = render_table_png(&pairings_table(Lang::En, &pairings));
    std::fs::write(std::path::Path::new(&dir).join("pairings.png"), png).unwrap();
}
