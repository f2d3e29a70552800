//! Text on indexed canvases: embedded fonts, a glyph cache, and inks.
//!
//! Player names are arbitrary Unicode, so text goes through a fallback chain: Linux Libertine Bold
//! (a Roman-looking serif for everything Latin, Greek and Cyrillic), then DejaVu Sans Bold for
//! whatever Libertine lacks; characters neither has (colour emoji) are left out. Glyph coverage
//! is rasterised once per (font, glyph, size) and kept, so drawing a name a second time is only
//! byte copies; coverage is turned into palette indices by an [`Ink`] (a ramp over a flat
//! background, or carving into stone), never blended in RGB.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::canvas::Canvas;
use super::palette;

const LIBERTINE: &[u8] = include_bytes!("../../fonts/LinLibertine_RB.otf");
const DEJAVU: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// Longest text [`ellipsize`] looks at.
pub const MAX_CHARS: usize = 200;

/// Cached glyphs above this many are dropped all at once (names can bring any character).
const CACHE_LIMIT: usize = 4096;

fn fonts() -> &'static [FontRef<'static>; 2] {
    static FONTS: OnceLock<[FontRef<'static>; 2]> = OnceLock::new();
    FONTS.get_or_init(|| {
        [
            FontRef::try_from_slice(LIBERTINE).expect("the embedded Linux Libertine font parses"),
            FontRef::try_from_slice(DEJAVU).expect("the embedded DejaVu Sans font parses"),
        ]
    })
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

/// A run of text in one size, laid out: each glyph with its font and pen position.
struct Layout {
    glyphs: Vec<(GlyphKey, f32)>,
    width: f32,
}

/// Which font draws `c`: the first of the chain that has it. `None` for characters no font has
/// (colour emoji, most symbols outside DejaVu): they are left out rather than drawn as boxes.
fn font_for(c: char) -> Option<(u8, GlyphId)> {
    fonts().iter().enumerate().find_map(|(i, font)| {
        let id = font.glyph_id(c);
        (id.0 != 0).then_some((i as u8, id))
    })
}

/// Invisible formatting characters names may carry (bidi controls, zero-width joiners,
/// variation selectors): they have no glyph and no width here.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}'
            | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}')
}

fn layout(text: &str, px: f32) -> Layout {
    let fonts = fonts();
    let size = (px * 4.0).round() as u16;
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
        let scaled = fonts[font as usize].as_scaled(PxScale::from(px));
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

/// `text` shortened with an ellipsis so it fits in `max_width` pixels at `px`.
///
/// Only the first [`MAX_CHARS`] characters are considered: nothing longer fits on a picture, and
/// the search stays cheap whatever a caller passes in.
pub fn ellipsize(text: &str, px: f32, max_width: f32) -> String {
    let mut chars: Vec<char> = text.chars().take(MAX_CHARS + 1).collect();
    if chars.len() <= MAX_CHARS && measure(text, px) <= max_width {
        return text.to_string();
    }
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if measure(&candidate, px) <= max_width {
            return candidate;
        }
    }
    "…".to_string()
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
    for &(key, pen) in &laid.glyphs {
        let bitmap = cache.entry(key).or_insert_with(|| rasterise(key));
        let gx = (origin + pen).round() as i32 + bitmap.left;
        let gy = baseline + bitmap.top;
        blit_coverage(canvas, bitmap, gx, gy, ink);
    }
    laid.width
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
/// characters (the last one "…" when cut); "?" if nothing is left.
pub fn clean_name(raw: &str, max: usize) -> String {
    let max = max.max(1);
    let mut chars: Vec<char> = Vec::new();
    for c in raw.chars() {
        if c.is_whitespace() {
            if chars.last().is_some_and(|l| *l != ' ') {
                chars.push(' ');
            }
        } else if !is_control_or_bidi(c) {
            chars.push(c);
        }
        if chars.len() > max {
            break;
        }
    }
    if chars.len() > max {
        chars.truncate(max - 1);
        while chars.last() == Some(&' ') {
            chars.pop();
        }
        chars.push('…');
    }
    while chars.last() == Some(&' ') {
        chars.pop();
    }
    if chars.is_empty() {
        return "?".to_string();
    }
    chars.into_iter().collect()
}

#[cfg(test)]
mod tests;
