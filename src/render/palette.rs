//! The one 256-colour palette every board picture is drawn in.
//!
//! Pictures are indexed-colour PNGs: one byte a pixel, so drawing is copying bytes and the
//! encoder has a quarter of the data an RGBA picture would give it. That only works if the palette
//! is planned, so it is laid out here by hand, in *ramps*: runs of entries ordered from dark to
//! light. Shading then becomes index arithmetic: a shadow or a carved groove on the stone is "the
//! same stone, `k` steps darker" ([`shade`]), an anti-aliased letter over a flat background is
//! "step `round(coverage * 7)` of the ink ramp". No colour is ever looked up at draw time.
//!
//! Layout (indices): the stone ramp and its highlighted twin are two aligned blocks of 64, so a
//! highlighted square is the plain square with 64 added to each index, and [`shade`] never leaves a
//! block. Piece ramps, blends and inks follow. Entries from [`USED`] up are free for future games.

/// First entry of the travertine ramp (64 entries, dark groove shadow to sunlit lip).
pub const STONE: u8 = 0;
/// Entries in each of the two stone ramps.
pub const STONE_LEN: u8 = 64;
/// First entry of the highlighted-stone ramp: `HILITE + i` is `STONE + i` under the highlight
/// tint, so highlighting a square is adding this to its indices.
pub const HILITE: u8 = 64;
/// Ramp step of the average stone colour (texture varies a few steps around it).
pub const STONE_MEAN: u8 = 42;
/// First entry of the ivory (bone) piece ramp.
pub const IVORY: u8 = 128;
/// First entry of the basalt piece ramp.
pub const BASALT: u8 = 160;
/// Entries in each piece ramp.
pub const PIECE_LEN: u8 = 32;
/// Anti-aliased piece edges over the board: `PIECE_EDGE + (side * 2 + highlighted) * 3 + level`,
/// levels 0..3 for coverage 1/4, 1/2, 3/4.
pub const PIECE_EDGE: u8 = 192;
/// Ink ramp for text over the header background: `INK` is the background itself, `INK + 7`
/// full ivory ink, in between the anti-aliasing steps.
pub const INK: u8 = 204;
/// Gold ramp over the header background, same scheme as [`INK`] (status line, turn ring).
pub const GOLD: u8 = 212;
/// Steps of the ink and gold ramps above the background.
pub const INK_LEVELS: u8 = 7;
/// Red capture mark blended over average stone: `RED + level - 1` for coverage levels 1..=6.
pub const RED: u8 = 220;
/// Coverage levels of the red mark.
pub const RED_LEVELS: u8 = 6;
/// Anti-aliased edges of the small header discs over the header background:
/// `ICON_EDGE + side * 3 + level`.
pub const ICON_EDGE: u8 = 226;
/// The green of the arrows of rules diagrams (a legal move).
pub const GREEN: u8 = 232;
/// Green ink over the header background (a win in a standings table), same scheme as [`INK`]
/// but with [`TONE_LEVELS`] steps: `WIN_INK` is the background, `WIN_INK + TONE_LEVELS` full ink.
pub const WIN_INK: u8 = 233;
/// Red ink over the header background (a loss in a standings table), as [`WIN_INK`].
pub const LOSS_INK: u8 = 239;
/// Steps of the win and loss ramps above the background (fewer than [`INK_LEVELS`]: table
/// cells are small text, and the palette has few entries left).
pub const TONE_LEVELS: u8 = 5;
/// Flat silver and bronze of the podium marks of a standings table (gold is `GOLD + INK_LEVELS`).
pub const SILVER: u8 = 245;
pub const BRONZE: u8 = 246;
/// Entries in use; the rest of the 256 is free.
pub const USED: usize = 247;

/// The header background colour (also `INK` and `GOLD`).
pub const HEADER_BG: u8 = INK;

/// Stone key colours, dark to light, as (position in the ramp 0..1, rgb).
const STONE_KEYS: &[(f32, [f32; 3])] = &[
    (0.00, [58.0, 40.0, 26.0]),
    (0.35, [128.0, 101.0, 70.0]),
    (0.62, [192.0, 163.0, 120.0]),
    (0.72, [209.0, 182.0, 139.0]),
    (0.86, [228.0, 206.0, 166.0]),
    (1.00, [248.0, 234.0, 206.0]),
];
/// The last-move tint mixed into the stone (a pale verdigris-gold, far from stone and pieces).
const HILITE_TINT: [f32; 3] = [214.0, 222.0, 92.0];
const HILITE_MIX: f32 = 0.5;
const IVORY_KEYS: &[(f32, [f32; 3])] = &[
    (0.00, [104.0, 84.0, 58.0]),
    (0.40, [192.0, 172.0, 136.0]),
    (0.70, [233.0, 220.0, 192.0]),
    (0.88, [246.0, 239.0, 222.0]),
    (1.00, [255.0, 253.0, 246.0]),
];
const BASALT_KEYS: &[(f32, [f32; 3])] = &[
    (0.00, [10.0, 10.0, 12.0]),
    (0.40, [34.0, 33.0, 35.0]),
    (0.70, [62.0, 60.0, 62.0]),
    (0.88, [104.0, 102.0, 104.0]),
    (1.00, [176.0, 176.0, 180.0]),
];
const HEADER_RGB: [f32; 3] = [36.0, 30.0, 27.0];
const INK_RGB: [f32; 3] = [242.0, 233.0, 214.0];
const GOLD_RGB: [f32; 3] = [232.0, 186.0, 84.0];
const RED_RGB: [f32; 3] = [178.0, 30.0, 22.0];
const GREEN_RGB: [f32; 3] = [38.0, 140.0, 72.0];
const WIN_RGB: [f32; 3] = [128.0, 204.0, 112.0];
const LOSS_RGB: [f32; 3] = [236.0, 112.0, 92.0];
const SILVER_RGB: [f32; 3] = [196.0, 198.0, 206.0];
const BRONZE_RGB: [f32; 3] = [196.0, 122.0, 58.0];

/// Ramp position of the edge colour each piece ramp blends from (its rim).
pub const PIECE_RIM_STEP: [u8; 2] = [12, 3];

/// The palette as RGB triples, `len` entries used.
pub struct Palette {
    pub rgb: [[u8; 3]; 256],
}

impl Palette {
    /// The RGB bytes of the used entries, as the PNG `PLTE` chunk wants them.
    pub fn plte(&self) -> Vec<u8> {
        self.rgb[..USED].iter().flatten().copied().collect()
    }

    pub fn color(&self, index: u8) -> [u8; 3] {
        self.rgb[index as usize]
    }
}

fn lerp3(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn keyed(keys: &[(f32, [f32; 3])], t: f32) -> [f32; 3] {
    let t = t.clamp(0.0, 1.0);
    for pair in keys.windows(2) {
        let ((t0, c0), (t1, c1)) = (pair[0], pair[1]);
        if t <= t1 {
            return lerp3(c0, c1, (t - t0) / (t1 - t0));
        }
    }
    keys[keys.len() - 1].1
}

fn to_u8(c: [f32; 3]) -> [u8; 3] {
    c.map(|v| v.round().clamp(0.0, 255.0) as u8)
}

fn ramp_step(keys: &[(f32, [f32; 3])], len: u8, step: u8) -> [f32; 3] {
    keyed(keys, step as f32 / (len - 1) as f32)
}

/// Ink and gold ramps go from the background to the ink in perceptual-ish steps (text looks
/// thin if the steps are linear in sRGB, so coverage is lifted a little).
fn ink_step(ink: [f32; 3], level: u8) -> [f32; 3] {
    let t = (level as f32 / INK_LEVELS as f32).powf(0.8);
    lerp3(HEADER_RGB, ink, t)
}

/// Average colour of the plain or highlighted stone under a piece's shadow.
fn stone_under_piece(highlighted: bool) -> [f32; 3] {
    let plain = ramp_step(STONE_KEYS, STONE_LEN, STONE_MEAN - 4);
    if highlighted {
        lerp3(plain, HILITE_TINT, HILITE_MIX)
    } else {
        plain
    }
}

fn build() -> Palette {
    let mut rgb = [[0u8; 3]; 256];
    for step in 0..STONE_LEN {
        let stone = ramp_step(STONE_KEYS, STONE_LEN, step);
        rgb[(STONE + step) as usize] = to_u8(stone);
        rgb[(HILITE + step) as usize] = to_u8(lerp3(stone, HILITE_TINT, HILITE_MIX));
    }
    let ramps = [IVORY_KEYS, BASALT_KEYS];
    for (side, keys) in ramps.iter().enumerate() {
        let base = [IVORY, BASALT][side];
        for step in 0..PIECE_LEN {
            rgb[(base + step) as usize] = to_u8(ramp_step(keys, PIECE_LEN, step));
        }
        let rim = ramp_step(keys, PIECE_LEN, PIECE_RIM_STEP[side]);
        for highlighted in 0..2u8 {
            let under = stone_under_piece(highlighted == 1);
            for level in 0..3u8 {
                let coverage = (level + 1) as f32 / 4.0;
                let index =
                    PIECE_EDGE as usize + (side * 2 + highlighted as usize) * 3 + level as usize;
                rgb[index] = to_u8(lerp3(under, rim, coverage));
            }
        }
        for level in 0..3u8 {
            let coverage = (level + 1) as f32 / 4.0;
            rgb[ICON_EDGE as usize + side * 3 + level as usize] =
                to_u8(lerp3(HEADER_RGB, rim, coverage));
        }
    }
    for level in 0..=INK_LEVELS {
        rgb[(INK + level) as usize] = to_u8(ink_step(INK_RGB, level));
        rgb[(GOLD + level) as usize] = to_u8(ink_step(GOLD_RGB, level));
    }
    let stone = ramp_step(STONE_KEYS, STONE_LEN, STONE_MEAN);
    for level in 1..=RED_LEVELS {
        let coverage = level as f32 / RED_LEVELS as f32;
        rgb[(RED + level - 1) as usize] = to_u8(lerp3(stone, RED_RGB, coverage));
    }
    rgb[GREEN as usize] = to_u8(GREEN_RGB);
    for level in 0..=TONE_LEVELS {
        let t = (level as f32 / TONE_LEVELS as f32).powf(0.8);
        rgb[(WIN_INK + level) as usize] = to_u8(lerp3(HEADER_RGB, WIN_RGB, t));
        rgb[(LOSS_INK + level) as usize] = to_u8(lerp3(HEADER_RGB, LOSS_RGB, t));
    }
    rgb[SILVER as usize] = to_u8(SILVER_RGB);
    rgb[BRONZE as usize] = to_u8(BRONZE_RGB);
    Palette { rgb }
}

/// The palette, built on first use.
pub fn palette() -> &'static Palette {
    static PALETTE: std::sync::OnceLock<Palette> = std::sync::OnceLock::new();
    PALETTE.get_or_init(build)
}

/// `index` moved `delta` steps along its stone ramp (negative is darker), clamped to the ramp.
/// Indices outside the two stone ramps are returned unchanged: shading only applies to stone.
#[inline]
pub fn shade(index: u8, delta: i32) -> u8 {
    if index >= HILITE + STONE_LEN {
        return index;
    }
    let block = index & !(STONE_LEN - 1);
    let step = ((index - block) as i32 + delta).clamp(0, STONE_LEN as i32 - 1);
    block + step as u8
}

/// `index` under the last-move tint: a plain stone step becomes its highlighted twin, any other
/// index stays.
#[inline]
pub fn highlight(index: u8) -> u8 {
    if index < HILITE {
        index + HILITE
    } else {
        index
    }
}

/// Whether `index` is a stone step (plain or highlighted).
#[inline]
pub fn is_stone(index: u8) -> bool {
    index < HILITE + STONE_LEN
}

#[cfg(test)]
mod tests;
