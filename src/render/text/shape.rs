//! Text that needs more than one glyph per character: right-to-left letters (Hebrew, Arabic)
//! put in display order by the Unicode bidirectional algorithm (`unicode-bidi`), then each run
//! of one font shaped by `rustybuzz` (HarfBuzz's shaping in Rust: Arabic's joined forms, marks
//! placed over their letters, emoji sequences and flags as one glyph).

use std::ops::Range;
use std::sync::OnceLock;

use ab_glyph::{Font, PxScale, ScaleFont};
use rustybuzz::{Direction, Face, UnicodeBuffer};
use unicode_bidi::BidiInfo;

use super::{
    chain, font_for, font_size, fonts, is_invisible, GlyphKey, Layout, ARABIC, FONT_COUNT,
    FONT_DATA, HEBREW,
};

fn faces() -> &'static [Face<'static>; FONT_COUNT] {
    static FACES: OnceLock<[Face<'static>; FONT_COUNT]> = OnceLock::new();
    FACES.get_or_init(|| {
        FONT_DATA.map(|data| Face::from_slice(data, 0).expect("an embedded font parses"))
    })
}

/// Characters that belong to the glyph before them: joiners, variation selectors, combining
/// marks, emoji modifiers, tags, the keycap. They stay in the font of the run they are in.
fn joins_previous(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0591..=0x05C7 | 0x0610..=0x061A | 0x064B..=0x065F
        | 0x0670 | 0x06D6..=0x06ED | 0x200C | 0x200D | 0x20D0..=0x20FF | 0xFE00..=0xFE0F
        | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F)
}

/// Characters the bidi algorithm reads but no font draws: the isolates around a name.
fn is_isolate(c: char) -> bool {
    matches!(c, '\u{2066}'..='\u{2069}')
}

/// `text` without what is drawn nowhere: controls and invisible formatting characters (but the
/// joiners, selectors and isolates shaping and ordering read), and characters no font has.
fn drawable(text: &str) -> String {
    text.chars()
        .filter(|&c| {
            if joins_previous(c) || is_isolate(c) {
                true
            } else {
                !is_invisible(c) && font_for(c).is_some()
            }
        })
        .collect()
}

/// `run` cut into pieces of one font each, in logical order.
fn itemise(run: &str) -> Vec<(u8, Range<usize>)> {
    let fonts = fonts();
    let has = |font: u8, c: char| fonts[font as usize].glyph_id(c).0 != 0;
    let mut items: Vec<(u8, Range<usize>)> = Vec::new();
    for (at, c) in run.char_indices() {
        let end = at + c.len_utf8();
        let current = items.last().map(|(font, _)| *font);
        let font = match current {
            // Marks and joiners stay with their letter; spaces and punctuation inside Arabic
            // or Hebrew stay in its font when it has them.
            Some(font) if joins_previous(c) || is_isolate(c) => font,
            Some(font)
                if (font == ARABIC || font == HEBREW)
                    && (c.is_whitespace() || c.is_ascii_punctuation())
                    && has(font, c) =>
            {
                font
            }
            _ => font_for(c).map_or(current.unwrap_or(chain(c)[0]), |(font, _)| font),
        };
        match items.last_mut() {
            Some((last, range)) if *last == font => range.end = end,
            _ => items.push((font, at..end)),
        }
    }
    items
}

/// One piece of one font, shaped, appended to `out` at its pen.
fn shape_into(out: &mut Layout, font: u8, piece: &str, rtl: bool, px: f32) {
    // The isolates have done their work (the bidi order): nothing of them is drawn.
    let piece: String = piece.chars().filter(|&c| !is_isolate(c)).collect();
    if piece.is_empty() {
        return;
    }
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(&piece);
    buffer.set_direction(if rtl {
        Direction::RightToLeft
    } else {
        Direction::LeftToRight
    });
    buffer.guess_segment_properties();
    let shaped = rustybuzz::shape(&faces()[font as usize], &[], buffer);
    let size = font_size(font, px);
    let scale = fonts()[font as usize]
        .as_scaled(PxScale::from(size as f32 / 4.0))
        .h_scale_factor();
    for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        // Glyph 0 is the font's missing-glyph box: never drawn.
        if let Ok(glyph @ 1..) = u16::try_from(info.glyph_id) {
            out.glyphs.push((
                GlyphKey { font, glyph, size },
                out.width + position.x_offset as f32 * scale,
                -(position.y_offset as f32) * scale,
            ));
        }
        out.width += position.x_advance as f32 * scale;
    }
}

/// `text` laid out in display order: each paragraph's runs as the bidi algorithm orders them
/// (its direction from its first strong letter), each run's pieces of one font shaped, right to
/// left pieces in reverse.
pub(super) fn layout(text: &str, px: f32) -> Layout {
    let text = drawable(text);
    let mut out = Layout {
        glyphs: Vec::new(),
        width: 0.0,
    };
    let bidi = BidiInfo::new(&text, None);
    for paragraph in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let slice = &text[run.clone()];
            let mut items = itemise(slice);
            if rtl {
                items.reverse();
            }
            for (font, range) in items {
                shape_into(&mut out, font, &slice[range], rtl, px);
            }
        }
    }
    out
}
