use super::*;
use crate::games::Variant;
use crate::render::table::{Cell, Column, Row};
use crate::render::tests::random_any;
use crate::render::text::Align;
use crate::render::StatusExtra;

fn named(lang: Lang) -> RenderInfo<'static> {
    RenderInfo {
        names: ["Cicero", "Клавдия"],
        lang,
        resigned: None,
        extra: StatusExtra::None,
    }
}

/// A board's alt text, in every language and game, at every stage of random games: the title,
/// both players with their sides, the status line the picture shows, the last move as the
/// position text records it, and the position text itself; never over Discord's limit.
#[test]
fn a_board_says_the_players_their_sides_whose_turn_the_last_move_and_the_position() {
    for lang in Lang::ALL {
        for &variant in Variant::ALL {
            for plies in [0, 1, 7, 40, 400] {
                let game = random_any(variant, plies as u64, plies);
                let info = named(lang);
                let alt = board(&game, &info, "TITLE #7");
                assert!(alt.chars().count() <= MAX, "{alt}");
                assert!(alt.starts_with("TITLE #7\n"), "{alt}");
                for side in Side::BOTH {
                    assert!(alt.contains(info.names[side.index()]), "{alt}");
                    assert!(alt.contains(i18n::side_name(lang, variant, side)), "{alt}");
                }
                let (status, _) = status_line(&game, &info);
                assert!(alt.contains(&status), "{lang:?} {variant:?}: {alt}");
                let position = game.position_text();
                match last_move(&position) {
                    Some((_, mv)) => assert!(alt.contains(&format!(": {mv}\n")), "{alt}"),
                    None => assert!(alt.contains(i18n::t(lang, "alt-no-move")), "{alt}"),
                }
                assert!(alt.ends_with(&readable(&position)), "{alt}");
                assert!(
                    readable(&position).starts_with("board=")
                        || readable(&position).starts_with("points=")
                );
            }
        }
    }
}

/// A picture without players (a rules diagram) names none.
#[test]
fn a_board_without_names_has_no_players_line() {
    let game = random_any(Variant::ALL[0], 1, 3);
    let alt = board(&game, &RenderInfo::unnamed(Lang::En), "Rules");
    assert_eq!(alt.lines().count(), 4, "{alt}");
    assert!(!alt.contains(" plays "), "{alt}");
}

/// The last action comes from the position text's `last=` field; `-` is none.
#[test]
fn the_last_move_is_read_from_the_position_text() {
    assert_eq!(
        last_move("v1 board=x turn=first last=second,b7-b6 end=-"),
        Some((Side::Second, "b7-b6".to_string()))
    );
    assert_eq!(
        last_move("v1 last=first,3:enter hit=no"),
        Some((Side::First, "3:enter".to_string()))
    );
    assert_eq!(last_move("v1 board=x last=- end=-"), None);
    assert_eq!(last_move("v1 board=x"), None);
}

/// The position text loses its version tag and Ergo's list of positions seen, nothing else.
#[test]
fn the_position_shown_leaves_out_the_version_and_the_positions_seen() {
    assert_eq!(
        readable("v1 board=../.. turn=first seen=ab12.cd34 last=- end=-"),
        "board=../.. turn=first last=- end=-"
    );
}

/// Text over the limit is cut at a character boundary, with an ellipsis, to exactly the limit.
#[test]
fn long_text_is_cut_at_a_character_boundary() {
    let text = "名".repeat(2000);
    let cut = fit(&text);
    assert_eq!(cut.chars().count(), MAX);
    assert!(cut.ends_with("名…"));
    assert_eq!(fit("short"), "short");
}

fn table_of(rows: usize) -> TablePicture {
    TablePicture {
        title: "Spring cup".into(),
        subtitle: "after round 2 of 5".into(),
        columns: vec![
            Column::new("#", Align::Right),
            Column::names("Player"),
            Column::new("Pts", Align::Right),
        ],
        rows: (1..=rows)
            .map(|i| Row {
                cells: vec![
                    Cell::plain(i.to_string()),
                    Cell::plain(format!("Player number {i}")),
                    Cell::plain(""),
                ],
                ..Row::default()
            })
            .collect(),
        footer: Some("+ 3 more".into()),
    }
}

/// A table says its title, then each row's cells named by their columns (blank ones left
/// out), then its footer.
#[test]
fn a_table_names_each_cell_by_its_column() {
    let alt = table(Lang::En, &table_of(2));
    assert_eq!(
        alt,
        "Spring cup\nafter round 2 of 5\n#: 1, Player: Player number 1\n\
         #: 2, Player: Player number 2\n+ 3 more"
    );
}

/// Rows that do not fit are left out whole and counted; the footer stays.
#[test]
fn a_long_table_leaves_out_whole_rows_and_counts_them() {
    for lang in Lang::ALL {
        let alt = table(lang, &table_of(200));
        assert!(alt.chars().count() <= MAX, "{alt}");
        assert!(alt.ends_with("\n+ 3 more"), "{alt}");
        let shown = alt.lines().filter(|l| l.starts_with("#: ")).count();
        assert!(shown > 10 && shown < 200, "{shown}");
        let more = alt.lines().rev().nth(1).unwrap();
        assert!(more.contains(&(200 - shown).to_string()), "{more}");
        // Every row line is whole.
        assert!(alt.contains(&format!("Player number {shown}\n")), "{alt}");
    }
}
