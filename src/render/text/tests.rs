use super::*;

#[test]
fn the_embedded_fonts_load_and_fall_back() {
    assert_eq!(font_for('a').map(|(font, _)| font), Some(LIBERTINE));
    assert_eq!(font_for('Ω').map(|(font, _)| font), Some(LIBERTINE));
    // Libertine has no arrows-block glyph like ⇶; DejaVu does.
    assert_eq!(font_for('⇶').map(|(font, _)| font), Some(DEJAVU));
    assert_eq!(font_for('漢').map(|(font, _)| font), Some(CJK));
    assert_eq!(font_for('한').map(|(font, _)| font), Some(CJK));
    assert_eq!(font_for('א').map(|(font, _)| font), Some(HEBREW));
    assert_eq!(font_for('ع').map(|(font, _)| font), Some(ARABIC));
    assert_eq!(font_for('🏛').map(|(font, _)| font), Some(EMOJI));
    // Nobody has this private-use character.
    assert_eq!(font_for('\u{F8FF}'), None);
}

#[test]
fn invisible_and_missing_characters_take_no_room() {
    assert_eq!(
        measure("Cato", 24.0),
        measure("Ca\u{202E}to\u{FE0F}\u{F8FF}", 24.0)
    );
    assert_eq!(measure("\u{200D}\u{F8FF}\u{FE0F}", 24.0), 0.0);
}

#[test]
fn long_names_are_cut_with_an_ellipsis() {
    let long = "Marcus Tullius Cicero the Younger of Arpinum";
    let cut = ellipsize(long, 24.0, 150.0);
    assert!(cut.ends_with('…'));
    assert!(measure(&cut, 24.0) <= 150.0);
    assert!(cut.len() < long.len());
    assert_eq!(ellipsize("Cato", 24.0, 150.0), "Cato");
    // Absurdly long input is cut to its start before measuring.
    let huge = "M".repeat(100_000);
    let cut = ellipsize(&huge, 24.0, 300.0);
    assert!(cut.ends_with('…') && cut.chars().count() < 40, "{cut}");
}

#[test]
fn drawing_text_inks_the_canvas_in_the_ramp() {
    let mut canvas = Canvas::new(120, 40, palette::INK);
    let width = draw(
        &mut canvas,
        4.0,
        30,
        "Roma",
        24.0,
        Align::Left,
        Ink::Ramp {
            base: palette::INK,
            max: palette::INK_LEVELS,
        },
    );
    assert!(width > 30.0);
    let inked = canvas
        .pixels
        .iter()
        .filter(|&&p| p == palette::INK + palette::INK_LEVELS)
        .count();
    assert!(inked > 50, "only {inked} solid pixels");
    assert!(canvas
        .pixels
        .iter()
        .all(|&p| (palette::INK..=palette::INK + palette::INK_LEVELS).contains(&p)));
}

#[test]
fn capitalise_handles_accents_and_empty_text() {
    assert_eq!(capitalise("white wins"), "White wins");
    assert_eq!(capitalise("égalité"), "Égalité");
    assert_eq!(capitalise(""), "");
}

/// One name in each script the pictures must draw, as players write them.
const NAMES_IN_EVERY_SCRIPT: [(&str, &str); 11] = [
    ("Latin", "Marcus Tullius Cicero"),
    ("Greek", "Τίτος Πομπώνιος Ἀττικός"),
    ("Cyrillic", "Юлия Домна"),
    ("Chinese", "司马迁"),
    ("Chinese, simplified and traditional", "李小龙 李小龍"),
    ("Japanese", "やまだ たろう 山田"),
    ("Korean", "김민준"),
    ("Arabic", "عبد الرحمن"),
    ("Hebrew", "שָׁלוֹם עליכם"),
    ("emoji", "Cato 🏛️🎲👍🏽"),
    ("emoji sequence", "👨‍👩‍👧 🇮🇹"),
];

/// Every character of every sample name has a real glyph (not 0, the missing-glyph box) in the
/// first font of its chain that has it, and the laid-out name draws no glyph 0 and takes room.
#[test]
fn names_in_every_script_have_real_glyphs() {
    for (script, name) in NAMES_IN_EVERY_SCRIPT {
        for c in name.chars() {
            if c == ' ' || shape_format(c) {
                continue;
            }
            let found = font_for(c);
            assert!(
                found.is_some_and(|(_, id)| id.0 != 0),
                "{script}: no font draws {c:?} (U+{:04X})",
                c as u32
            );
        }
        let laid = layout(name, 24.0);
        assert!(laid.width > 0.0, "{script}");
        assert!(!laid.glyphs.is_empty(), "{script}");
        assert!(
            laid.glyphs.iter().all(|(key, _, _)| key.glyph != 0),
            "{script}: a missing-glyph box"
        );
    }
}

/// Joiners, variation selectors, modifiers and marks have no glyph of their own to check.
fn shape_format(c: char) -> bool {
    matches!(c as u32, 0x05B0..=0x05C7 | 0x200D | 0xFE0F | 0x1F3FB..=0x1F3FF)
}

/// The glyphs of `text` in display order, as (font, glyph id).
fn glyphs(text: &str) -> Vec<(u8, u16)> {
    layout(text, 24.0)
        .glyphs
        .iter()
        .map(|(key, _, _)| (key.font, key.glyph))
        .collect()
}

fn cmap(font: u8, c: char) -> (u8, u16) {
    (font, fonts()[font as usize].glyph_id(c).0)
}

#[test]
fn hebrew_is_laid_out_right_to_left() {
    // Logical order alef, bet, gimel: shown gimel, bet, alef from the left.
    assert_eq!(
        glyphs("אבג"),
        ['ג', 'ב', 'א'].map(|c| cmap(HEBREW, c)).to_vec()
    );
    let pens: Vec<f32> = layout("אבג", 24.0).glyphs.iter().map(|g| g.1).collect();
    assert!(pens.windows(2).all(|w| w[0] < w[1]), "{pens:?}");
    // A Latin name with a Hebrew word: the Latin first, the Hebrew reversed after it.
    let mixed = glyphs("Cato אב");
    assert_eq!(mixed[0], cmap(LIBERTINE, 'C'));
    assert_eq!(
        &mixed[mixed.len() - 2..],
        &[cmap(HEBREW, 'ב'), cmap(HEBREW, 'א')]
    );
}

#[test]
fn arabic_is_shaped_and_joined_right_to_left() {
    // Beh, yeh, teh: every letter joins, so none is drawn in its isolated form.
    let shaped = glyphs("بيت");
    assert_eq!(shaped.len(), 3);
    assert!(shaped.iter().all(|(font, _)| *font == ARABIC));
    let isolated = ['ب', 'ي', 'ت'].map(|c| cmap(ARABIC, c));
    for (got, plain) in shaped.iter().rev().zip(isolated) {
        assert_ne!(*got, plain, "a letter drawn unjoined");
    }
    // Two words: the first word (logically) is on the right.
    let laid = layout("بيت علي", 24.0);
    let first_word_x = laid.glyphs.last().unwrap().1;
    assert!(first_word_x > laid.width / 2.0);
}

#[test]
fn a_right_to_left_name_set_apart_keeps_the_line_left_to_right() {
    let line = format!("{} wins", isolated("אב"));
    assert!(line.starts_with('\u{2068}') && line.contains('\u{2069}'));
    let shown = glyphs(&line);
    // The name first (reversed), then "wins" in its order.
    assert_eq!(&shown[..2], &[cmap(HEBREW, 'ב'), cmap(HEBREW, 'א')]);
    assert_eq!(shown.last(), Some(&cmap(LIBERTINE, 's')));
    assert_eq!(isolated("Cato"), "Cato");
}

#[test]
fn emoji_sequences_are_one_glyph_in_monochrome() {
    let family = glyphs("👨\u{200D}👩\u{200D}👧");
    assert_eq!(family.len(), 1, "{family:?}");
    assert_eq!(family[0].0, EMOJI);
    let thumb = glyphs("👍🏽");
    assert_eq!(thumb.len(), 1, "{thumb:?}");
}

/// Whether `cut` (an ellipsized `text`) ends, before its "…", between two graphemes of `text`.
fn cut_at_a_grapheme_boundary(text: &str, cut: &str) -> bool {
    let kept = cut.strip_suffix('…').expect("an ellipsis");
    let mut ends = text.grapheme_indices(true).map(|(at, g)| at + g.len());
    kept.is_empty() || (text.starts_with(kept) && ends.any(|end| end == kept.len()))
}

#[test]
fn long_names_are_cut_between_graphemes() {
    // Accents written as combining marks, emoji sequences, Korean, Arabic.
    let names = [
        "e\u{301}".repeat(40),
        "👨\u{200D}👩\u{200D}👧".repeat(12),
        "김민준 ".repeat(10),
        "عبد الرحمن ".repeat(6),
        "🇮🇹".repeat(20),
    ];
    for name in &names {
        for width in [40.0, 90.0, 150.0] {
            let cut = ellipsize(name, 24.0, width);
            assert!(measure(&cut, 24.0) <= width, "{cut}");
            assert!(
                cut_at_a_grapheme_boundary(name, &cut),
                "{name:?} cut as {cut:?}"
            );
        }
        let cleaned = clean_name(name, 7);
        assert!(
            cut_at_a_grapheme_boundary(name, &cleaned),
            "{name:?} cleaned to {cleaned:?}"
        );
    }
}

/// The board with a name in each script on either side stays within Discord's quick-loading
/// size, as it does with Latin names.
#[test]
fn boards_with_names_in_every_script_stay_small() {
    use crate::games::{AnyGame, Variant};
    use crate::render::{render_png, RenderInfo, StatusExtra};
    for (i, (script, name)) in NAMES_IN_EVERY_SCRIPT.iter().enumerate() {
        let other = NAMES_IN_EVERY_SCRIPT[(i + 3) % NAMES_IN_EVERY_SCRIPT.len()].1;
        let variant = Variant::ALL[i % Variant::ALL.len()];
        let png = render_png(
            &AnyGame::new(variant),
            &RenderInfo {
                names: [name, other],
                lang: crate::i18n::Lang::En,
                resigned: None,
                extra: StatusExtra::None,
            },
        );
        assert!(
            png.len() <= 40 * 1024,
            "{script} on {variant}: {} bytes",
            png.len()
        );
    }
}

/// Writes boards and a leaderboard with names in every script to the folder `TABULA_SCRIPT_DIR`
/// names, and `docs/names.png` for the README (run with `--ignored`, to look at them).
#[test]
#[ignore]
fn write_script_pictures() {
    use crate::games::{AnyGame, Variant};
    use crate::render::leaderboard::{leaderboard_png, Row};
    use crate::render::{render_png, RenderInfo, StatusExtra};
    let dir = std::env::var("TABULA_SCRIPT_DIR").expect("TABULA_SCRIPT_DIR names a folder");
    let dir = std::path::Path::new(&dir);
    std::fs::create_dir_all(dir).unwrap();
    let count = NAMES_IN_EVERY_SCRIPT.len();
    for i in (0..count).step_by(2) {
        let pair = [
            NAMES_IN_EVERY_SCRIPT[i],
            NAMES_IN_EVERY_SCRIPT[(i + 1) % count],
        ];
        let game = AnyGame::new(Variant::LatrunculiPiso);
        let info = RenderInfo {
            names: [pair[0].1, pair[1].1],
            lang: crate::i18n::Lang::En,
            resigned: Some(crate::games::Side::Second),
            extra: StatusExtra::None,
        };
        let png = render_png(&game, &info);
        let file = format!("board-{}.png", pair[0].0.replace(' ', "-"));
        println!("{file}: {} bytes", png.len());
        std::fs::write(dir.join(file), png).unwrap();
    }
    let long = "Αλέξανδρος ο Μέγας, βασιλεύς Μακεδόνων και Περσών 👑";
    let rows: Vec<Row> = NAMES_IN_EVERY_SCRIPT
        .iter()
        .map(|(_, name)| *name)
        .chain([long, "عبد الرحمن بن محمد بن خلدون الحضرمي"])
        .enumerate()
        .map(|(i, name)| Row {
            rank: Some(i as i64 + 1),
            name: name.to_string(),
            rating: format!("{}", 1800 - 20 * i),
            games: "12".into(),
            record: "8-1-3".into(),
        })
        .collect();
    let png = leaderboard_png(
        "Leaderboard — Latrunculi (Piso)",
        "this server, page 1",
        ["#", "Player", "Rating", "Games", "W-D-L"],
        &rows,
    );
    std::fs::write(dir.join("leaderboard.png"), &png).unwrap();
    std::fs::write(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/names.png"),
        &png,
    )
    .unwrap();
}

/// Every character of the sample names has an outline to draw (a glyph the rasteriser reads).
#[test]
fn every_sample_character_has_an_outline() {
    for (script, name) in NAMES_IN_EVERY_SCRIPT {
        for c in name
            .chars()
            .filter(|c| !c.is_whitespace() && !shape_format(*c))
        {
            let (font, id) = font_for(c).unwrap();
            let glyph = id.with_scale_and_position(24.0, point(0.0, 0.0));
            assert!(
                fonts()[font as usize].outline_glyph(glyph).is_some(),
                "{script}: {c:?} in font {font} has no outline"
            );
        }
    }
}

/// The CJK font's character map is whole: each of the 33,358 characters the subset keeps
/// (fonts/README.md) has its glyph. A format 4 map of that many characters is longer than its
/// 16-bit length can say; fontTools wrote one anyway, and the renderer's reader stopped at the
/// length, so 龙 (U+9F99) and about a thousand more ideographs drew as nothing. The font now
/// carries a format 12 map (`make-fonts.sh`).
#[test]
fn the_cjk_font_maps_every_character_it_keeps() {
    let font = &fonts()[CJK as usize];
    let ranges = [
        0x1100..=0x11FF,
        0x3000..=0x303F,
        0x3040..=0x309F,
        0x30A0..=0x30FF,
        0x3130..=0x318F,
        0x31F0..=0x31FF,
        0x4E00..=0x9FFF,
        0xAC00..=0xD7A3,
        0xF900..=0xFAFF,
        0xFF00..=0xFFEF,
    ];
    let mapped = ranges
        .into_iter()
        .flatten()
        .filter_map(char::from_u32)
        .filter(|&c| font.glyph_id(c).0 != 0)
        .count();
    assert_eq!(mapped, 33_358);
    for c in ['龙', '龍', '龜', '齊', '鼎'] {
        assert_eq!(font_for(c).map(|(f, _)| f), Some(CJK), "{c}");
    }
}
