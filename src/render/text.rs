//! Text on indexed canvases: embedded fonts, a glyph cache, and inks.
//!
//! Player names are arbitrary Unicode, so text goes through a fallback chain, per character the
//! first font that has it: Linux Libertine Bold (a Roman-looking serif for everything Latin,
//! Greek and Cyrillic), DejaVu Sans Bold for whatever Libertine lacks, Noto Sans CJK (Chinese,
//! Japanese, Korean) and Noto Emoji (monochrome); Hebrew and Arabic letters go to Noto Serif
//! Hebrew and Noto Naskh Arabic first (fonts/README.md). Text with right-to-left letters,
//! joining or combining marks or emoji sequences is laid out by `shape` (bidi order, then
//! HarfBuzz's shaping); the rest, Latin names among it, per character as before. Characters no
//! font has are left out. Glyph coverage is rasterised once per (font, glyph, size) and kept, so
//! drawing a name a second time is only byte copies; coverage is turned into palette indices by
//! an [`Ink`] (a ramp over a flat background, or carving into stone), never blended in RGB.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use unicode_segmentation::UnicodeSegmentation;

use super::canvas::Canvas;
use super::palette;

mod shape;

/// The shipped fonts, in the order of [`FONT_DATA`].
const LIBERTINE: u8 = 0;
const DEJAVU: u8 = 1;
const HEBREW: u8 = 2;
const ARABIC: u8 = 3;
const CJK: u8 = 4;
const EMOJI: u8 = 5;
const FONT_COUNT: usize = 6;

/// Every font's bytes, embedded as the first two always were (fonts/README.md says where each
/// comes from).
const FONT_DATA: [&[u8]; FONT_COUNT] = [
    include_bytes!("../../fonts/LinLibertine_RB.otf"),
    include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
    include_bytes!("../../fonts/NotoSerifHebrew-Bold.ttf"),
    include_bytes!("../../fonts/NotoNaskhArabic-Bold.ttf"),
    include_bytes!("../../fonts/NotoSansCJKjp-Bold-subset.otf"),
    include_bytes!("../../fonts/NotoEmoji-Bold.ttf"),
];

/// Longest text [`ellipsize`] looks at.
pub const MAX_CHARS: usize = 200;

/// Cached glyphs above this many are dropped all at once (names can bring any character).
const CACHE_LIMIT: usize = 4096;

fn fonts() -> &'static [FontRef<'static>; FONT_COUNT] {
    static FONTS: OnceLock<[FontRef<'static>; FONT_COUNT]> = OnceLock::new();
    FONTS.get_or_init(|| {
        FONT_DATA.map(|data| FontRef::try_from_slice(data).expect("an embedded font parses"))
    })
}

/// Each font's size relative to the asked one, so that its em is Libertine's em at that size
/// (`ab_glyph` scales a font's ascent-to-descent height, which is much taller in the Noto fonts
/// than their letters). DejaVu keeps 1, as it always had.
fn size_ratios() -> &'static [f32; FONT_COUNT] {
    static RATIOS: OnceLock<[f32; FONT_COUNT]> = OnceLock::new();
    RATIOS.get_or_init(|| {
        let em = |font: &FontRef| font.height_unscaled() / font.units_per_em().unwrap_or(1000.0);
        let fonts = fonts();
        let base = em(&fonts[LIBERTINE as usize]);
        std::array::from_fn(|i| match i as u8 {
            LIBERTINE | DEJAVU => 1.0,
            // Ideographs fill their whole em, Latin capitals two thirds of it: a little smaller
            // they sit beside Latin letters as Japanese typesetting sets them.
            CJK => 0.9 * em(&fonts[i]) / base,
            _ => em(&fonts[i]) / base,
        })
    })
}

/// The size in quarter pixels a glyph of `font` is drawn at for text asked at `px`.
fn font_size(font: u8, px: f32) -> u16 {
    (px * size_ratios()[font as usize] * 4.0).round() as u16
}

/// The fonts that may draw `c`, best first.
fn chain(c: char) -> &'static [u8] {
    match c as u32 {
        0x0590..=0x05FF | 0xFB1D..=0xFB4F => &[HEBREW, LIBERTINE, DEJAVU],
        0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFE => {
            &[ARABIC, DEJAVU]
        }
        0x1F000..=0x1FAFF => &[EMOJI, DEJAVU, CJK],
        _ => &[LIBERTINE, DEJAVU, CJK, EMOJI],
    }
}

/// How glyph coverage becomes palette indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// A ramp over a flat background: index `base + round(coverage * max)`; `base` must be the
    /// background's index (see `palette::INK`). A `max` below the ramp's top gives a muted ink.
    Ramp { base: u8, max: u8 },
    /// Letters cut into stone: the stone under them gets up to `depth` steps darker, with a
    /// one-pixel sunlit lip below-right, so the texture shows through the letters.
    Carved { depth: u8 },
}

/// One rasterised glyph: coverage (0..=255) in a box placed relative to the pen.
#[derive(Debug)]
struct Bitmap {
    left: i32,
    top: i32,
    width: usize,
    height: usize,
    coverage: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct GlyphKey {
    font: u8,
    glyph: u16,
    /// Pixel size in quarter pixels.
    size: u16,
}

fn cache() -> &'static Mutex<HashMap<GlyphKey, Bitmap>> {
    static CACHE: OnceLock<Mutex<HashMap<GlyphKey, Bitmap>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn rasterise(key: GlyphKey) -> Bitmap {
    let font = &fonts()[key.font as usize];
    let glyph = GlyphId(key.glyph).with_scale_and_position(key.size as f32 / 4.0, point(0.0, 0.0));
    let Some(outline) = font.outline_glyph(glyph) else {
        // Spaces and other empty glyphs.
        return Bitmap {
            left: 0,
            top: 0,
            width: 0,
            height: 0,
            coverage: Vec::new(),
        };
    };
    let bounds = outline.px_bounds();
    let width = bounds.width() as usize;
    let height = bounds.height() as usize;
    let mut coverage = vec![0u8; width * height];
    outline.draw(|x, y, c| {
        if (x as usize) < width && (y as usize) < height {
            coverage[y as usize * width + x as usize] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Bitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        height,
        coverage,
    }
}

/// A run of text in one size, laid out: each glyph with its font, pen position and its offset
/// below the baseline (marks placed by shaping).
struct Layout {
    glyphs: Vec<(GlyphKey, f32, f32)>,
    width: f32,
}

/// Which font draws `c`: the first of its chain that has it. `None` for characters no font has
/// (most symbols outside DejaVu, private use): they are left out rather than drawn as boxes.
fn font_for(c: char) -> Option<(u8, GlyphId)> {
    let fonts = fonts();
    chain(c).iter().find_map(|&i| {
        let id = fonts[i as usize].glyph_id(c);
        (id.0 != 0).then_some((i, id))
    })
}

/// Invisible formatting characters names may carry (bidi controls, zero-width joiners,
/// variation selectors): they have no glyph and no width here.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}'
            | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}')
}

/// Whether text with `c` in it needs `shape`: right-to-left letters, combining or joining marks,
/// emoji (sequences, modifiers, flags), isolates that order a name inside a sentence.
fn needs_shaping(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFE
        | 0x200C | 0x200D | 0x20D0..=0x20FF | 0x2066..=0x2069 | 0x1F000..=0x1FAFF
        | 0xE0020..=0xE007F)
}

fn layout(text: &str, px: f32) -> Layout {
    if text.chars().any(needs_shaping) {
        return shape::layout(text, px);
    }
    let fonts = fonts();
    let mut glyphs = Vec::with_capacity(text.len());
    let mut pen = 0.0f32;
    let mut previous: Option<(u8, GlyphId)> = None;
    for c in text.chars() {
        if is_invisible(c) {
            continue;
        }
        let Some((font, id)) = font_for(c) else {
            continue;
        };
        let size = font_size(font, px);
        let scaled = fonts[font as usize].as_scaled(PxScale::from(size as f32 / 4.0));
        if let Some((prev_font, prev_id)) = previous {
            if prev_font == font {
                pen += scaled.kern(prev_id, id);
            }
        }
        glyphs.push((
            GlyphKey {
                font,
                glyph: id.0,
                size,
            },
            pen,
            0.0,
        ));
        pen += scaled.h_advance(id);
        previous = Some((font, id));
    }
    Layout { glyphs, width: pen }
}

/// Width in pixels of `text` drawn at `px`.
pub fn measure(text: &str, px: f32) -> f32 {
    layout(text, px).width
}

/// Height above the baseline of capital letters at `px` (for centring text vertically).
pub fn cap_height(px: f32) -> f32 {
    let font = &fonts()[0];
    let id = font.glyph_id('H');
    let glyph = id.with_scale_and_position(px, point(0.0, 0.0));
    font.outline_glyph(glyph)
        .map_or(px * 0.7, |o| -o.px_bounds().min.y)
}

/// `text` shortened with an ellipsis so it fits in `max_width` pixels at `px`, cut between two
/// graphemes (a letter with its marks, an emoji sequence, a flag stay whole).
///
/// Only the first [`MAX_CHARS`] characters are considered: nothing longer fits on a picture, and
/// the search stays cheap whatever a caller passes in.
pub fn ellipsize(text: &str, px: f32, max_width: f32) -> String {
    let head = match text.char_indices().nth(MAX_CHARS) {
        Some((end, _)) => &text[..end],
        None => text,
    };
    if head.len() == text.len() && measure(text, px) <= max_width {
        return text.to_string();
    }
    let ends: Vec<usize> = head.grapheme_indices(true).map(|(at, _)| at).collect();
    let candidate = |k: usize| {
        let cut = ends.get(k).map_or(head, |&end| &head[..end]);
        cut.trim_end().to_string() + "…"
    };
    let fits = |k: usize| measure(&candidate(k), px) <= max_width;
    // The most graphemes that fit, by halving (widths grow with the graphemes kept).
    let (mut lo, mut hi) = (0, ends.len().saturating_sub(1));
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    candidate(lo)
}

/// Horizontal placement of a line of text relative to `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Draws `text` at `px` with its baseline at `baseline`, placed at `x` by `align`. Returns the
/// drawn width.
pub fn draw(
    canvas: &mut Canvas,
    x: f32,
    baseline: i32,
    text: &str,
    px: f32,
    align: Align,
    ink: Ink,
) -> f32 {
    let laid = layout(text, px);
    let origin = match align {
        Align::Left => x,
        Align::Center => x - laid.width / 2.0,
        Align::Right => x - laid.width,
    };
    let mut cache = match cache().lock() {
        Ok(guard) => guard,
        // A panic elsewhere while holding the lock leaves only a half-filled cache: still usable.
        Err(poisoned) => poisoned.into_inner(),
    };
    if cache.len() > CACHE_LIMIT {
        cache.clear();
    }
    for &(key, pen, below) in &laid.glyphs {
        let bitmap = cache.entry(key).or_insert_with(|| rasterise(key));
        let gx = (origin + pen).round() as i32 + bitmap.left;
        let gy = baseline + below.round() as i32 + bitmap.top;
        blit_coverage(canvas, bitmap, gx, gy, ink);
    }
    laid.width
}

/// A player's name drawn in its place, the one way every picture draws one (boards, tables,
/// leaderboards, review charts): cleaned ([`clean_name`]), cut with an ellipsis at a grapheme
/// boundary to `max_width`, then drawn in the script it is written in (right to left where it
/// is). Returns the drawn width.
#[allow(clippy::too_many_arguments)]
pub fn draw_name(
    canvas: &mut Canvas,
    x: f32,
    baseline: i32,
    raw: &str,
    px: f32,
    max_width: f32,
    align: Align,
    ink: Ink,
) -> f32 {
    let name = ellipsize(&clean_name(raw, MAX_CHARS), px, max_width);
    draw(canvas, x, baseline, &name, px, align, ink)
}

/// `name` set apart from the sentence it goes in (first-strong isolate … pop isolate) when it
/// has right-to-left letters, so that an Arabic or Hebrew name keeps its order inside a
/// left-to-right line and the line its own; other names as they are.
pub fn isolated(name: &str) -> String {
    if name
        .chars()
        .any(|c| matches!(c as u32, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFE))
    {
        format!("\u{2068}{name}\u{2069}")
    } else {
        name.to_string()
    }
}

fn blit_coverage(canvas: &mut Canvas, bitmap: &Bitmap, gx: i32, gy: i32, ink: Ink) {
    let (w, h) = (canvas.width as i32, canvas.height as i32);
    let at = |x: usize, y: usize| bitmap.coverage[y * bitmap.width + x] as i32;
    match ink {
        Ink::Ramp { base, max } => {
            for by in 0..bitmap.height {
                let y = gy + by as i32;
                if y < 0 || y >= h {
                    continue;
                }
                for bx in 0..bitmap.width {
                    let x = gx + bx as i32;
                    let c = at(bx, by);
                    if c == 0 || x < 0 || x >= w {
                        continue;
                    }
                    let level = ((c * max as i32 + 127) / 255) as u8;
                    let pixel = &mut canvas.pixels[y as usize * canvas.width + x as usize];
                    // Over a ramp pixel, keep the stronger ink (overlapping glyphs, kerning).
                    let current = pixel.wrapping_sub(base);
                    if current > palette::INK_LEVELS || current < level {
                        *pixel = base + level;
                    }
                }
            }
        }
        Ink::Carved { depth } => {
            // The lip first (light, offset down-right), then the cut itself over it.
            for pass in 0..2 {
                let (dx, dy) = if pass == 0 { (1, 1) } else { (0, 0) };
                for by in 0..bitmap.height {
                    let y = gy + by as i32 + dy;
                    if y < 0 || y >= h {
                        continue;
                    }
                    for bx in 0..bitmap.width {
                        let x = gx + bx as i32 + dx;
                        let c = at(bx, by);
                        if c < 64 || x < 0 || x >= w {
                            continue;
                        }
                        let pixel = &mut canvas.pixels[y as usize * canvas.width + x as usize];
                        let delta = if pass == 0 {
                            3
                        } else {
                            -((c * depth as i32 + 127) / 255)
                        };
                        *pixel = palette::shade(*pixel, delta);
                    }
                }
            }
        }
    }
}

/// `text` with its first letter in upper case (catalogue phrases start with a side name, which
/// is lower case in the middle of a sentence).
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Whether `c` is a control or a bidirectional formatting character: the marks and embeddings
/// (U+200E, U+200F, U+061C, U+202A–U+202E) and isolates (U+2066–U+2069) that can turn the text
/// around them right to left, and C0/C1 controls (new lines, escapes).
pub fn is_control_or_bidi(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// A player's name as shown anywhere (texts and pictures): controls and bidirectional
/// formatting characters dropped, runs of white space as one space, trimmed, at most `max`
/// characters (the last one "…" when cut, the cut between two graphemes); "?" if nothing is
/// left.
pub fn clean_name(raw: &str, max: usize) -> String {
    let max = max.max(1);
    let mut out = String::new();
    let mut count = 0;
    for c in raw.chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
                count += 1;
            }
        } else if !is_control_or_bidi(c) {
            out.push(c);
            count += 1;
        }
        if count > max {
            break;
        }
    }
    if count > max {
        // Keep at most max - 1 characters, whole graphemes only, then the ellipsis.
        let mut kept = 0;
        let mut end = 0;
        for (at, grapheme) in out.grapheme_indices(true) {
            let chars = grapheme.chars().count();
            if kept + chars > max - 1 {
                break;
            }
            kept += chars;
            end = at + grapheme.len();
        }
        out.truncate(end);
        out.truncate(out.trim_end().len());
        out.push('…');
    }
    out.truncate(out.trim_end_matches(' ').len());
    if out.is_empty() {
        return "?".to_string();
    }
    out
}

#[cfg(test)]
mod tests;
