use super::*;

#[test]
fn the_embedded_fonts_load_and_fall_back() {
    assert_eq!(font_for('a').map(|(font, _)| font), Some(0));
    assert_eq!(font_for('Ω').map(|(font, _)| font), Some(0));
    // Libertine has no arrows-block glyph like ⇶; DejaVu does.
    assert_eq!(font_for('⇶').map(|(font, _)| font), Some(1));
    // Nobody has colour emoji or this private-use character.
    assert_eq!(font_for('🏛'), None);
    assert_eq!(font_for('\u{F8FF}'), None);
}

#[test]
fn invisible_and_missing_characters_take_no_room() {
    assert_eq!(
        measure("Cato", 24.0),
        measure("Ca\u{202E}to\u{FE0F}🏛", 24.0)
    );
    assert_eq!(measure("\u{200D}🏛️", 24.0), 0.0);
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
