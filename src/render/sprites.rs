//! Pieces and marks, drawn once into palette sprites.
//!
//! Pieces are Roman counters seen from above: flat discs of bone or basalt with concentric rings
//! turned into the top face and a bevelled rim, lit from the upper left, casting a soft shadow on
//! the stone. Each sprite is drawn once at start-up with `imageproc`'s filled ellipses and
//! polygons on a supersampled RGBA layer ([`raster`]) and reduced to palette operations: its
//! shading is a position on the side's palette ramp, its rim is blended against the board colour
//! it will sit on, and its shadow is a "darken the stone" operation so the texture shows through.
//! Any game with round pieces (Ergo, the race games) can use [`disc`] with its own sizes, or
//! [`disc_body`] and [`piece_op`] to draw its own faces.

use image::Rgba;

use super::canvas::{Op, Sprite};
use super::palette;
use super::raster::{self, Block, Layer};

/// How a disc is coloured: steps of the side's palette ramp for each part.
///
/// Parts are flat tones with crisp borders on purpose: the PNG encoder predicts each pixel from
/// its neighbours, so a flat face costs nothing and every border costs a few bits a row. A smooth
/// shading gradient would cost a kilobyte a piece; flat tones with a lit and a shaded rim read as
/// the same carved counter at Discord's size.
#[derive(Clone, Copy, Debug)]
pub struct DiscStyle {
    /// First entry of the piece's ramp.
    pub ramp: u8,
    /// Ramp step of the flat top face.
    pub face: u8,
    /// Ramp steps of the bevelled rim: facing the light, sideways, away from it.
    pub rim: [u8; 3],
    /// Ramp step of the turned rings and the centre dot.
    pub ring: u8,
    /// Palette entries for the anti-aliased edge at coverage 1/4, 1/2, 3/4.
    pub edge: [u8; 3],
}

/// Where and how big a disc is inside its sprite tile.
#[derive(Clone, Copy, Debug)]
pub struct DiscShape {
    /// Width and height of the sprite tile.
    pub tile: usize,
    pub radius: f32,
    /// Shadow on the stone, `None` for a disc drawn on a flat, non-stone background.
    pub shadow: Option<Shadow>,
}

/// A disc's shadow: the disc moved `offset` pixels down-right, darkening the stone `depth` steps.
#[derive(Clone, Copy, Debug)]
pub struct Shadow {
    pub offset: f32,
    pub depth: u8,
}

/// Direction towards the light (upper left, image y grows downward), normalised.
pub const LIGHT: (f32, f32) = (-0.6, -0.8);
/// Radii of the turned rings as fractions of the disc's radius, and their width in pixels.
const RINGS: [f32; 2] = [0.64, 0.34];
/// The rim faces the light where the cosine of its angle to [`LIGHT`] is above this, and faces
/// away from it where the cosine of its angle to the opposite direction is above [`AWAY`]; the
/// rest of it is lit sideways.
const FACING: f32 = 0.35;
const AWAY: f32 = 0.45;
/// The piece ramps, where a piece's colours are looked up.
pub const PIECES: std::ops::Range<u8> = palette::IVORY..palette::BASALT + palette::PIECE_LEN;

/// Draws a disc's body (rim in three tones by the light, then its face) of radius `radius` round
/// `centre`, stretched by `squash`: `rim` are the colours of the rim facing the light, sideways
/// and away from it (its lit and shaded parts are wedges from the centre), `face` the face's.
pub fn disc_body(
    layer: &mut Layer,
    centre: (f32, f32),
    radius: f32,
    squash: (f32, f32),
    rim: [Rgba<u8>; 3],
    face: Rgba<u8>,
) {
    let (cx, cy) = centre;
    let (sx, sy) = squash;
    layer.ellipse(cx, cy, radius * sx, radius * sy, rim[1]);
    let light = LIGHT.1.atan2(LIGHT.0);
    let away = light + std::f32::consts::PI;
    for (towards, cos, colour) in [(light, FACING, rim[0]), (away, AWAY, rim[2])] {
        let half = cos.acos();
        let mut wedge = vec![centre];
        wedge.extend(raster::arc(
            centre,
            (radius * sx, radius * sy),
            towards - half,
            towards + half,
            0.02,
        ));
        layer.polygon(&wedge, colour);
    }
    let inner = radius - (radius * 0.12).max(1.5);
    layer.ellipse(cx, cy, inner * sx, inner * sy, face);
}

/// How a pixel of a piece becomes an operation: the part most of it shows where the piece covers
/// it, an anti-aliased edge step (`edge`) where it covers part of it, the shadow (`shadow` steps
/// darker) under half or more of it, or nothing.
pub fn piece_op(block: &Block, edge: [u8; 3], shadow: Option<u8>) -> Op {
    let coverage = block.body;
    match block.colour {
        Some(colour) if coverage >= 0.875 => Op::Paint(raster::nearest(colour, PIECES)),
        _ if coverage > 0.125 => {
            let level = ((coverage * 4.0).round() as usize).clamp(1, 3) - 1;
            Op::Paint(edge[level])
        }
        _ => match shadow {
            Some(depth) if block.shadow >= 0.5 => Op::Darken(depth),
            _ => Op::Keep,
        },
    }
}

/// Rasterises one disc piece.
pub fn disc(style: &DiscStyle, shape: &DiscShape) -> Sprite {
    squashed_disc(style, shape, (1.0, 1.0))
}

/// Rasterises one disc piece stretched by `squash` (wider, flatter: a counter lying on its side),
/// its shadow with it.
pub fn squashed_disc(style: &DiscStyle, shape: &DiscShape, squash: (f32, f32)) -> Sprite {
    let tile = shape.tile;
    let c = tile as f32 / 2.0;
    let (sx, sy) = squash;
    let radius = shape.radius;
    let mut layer = Layer::new(tile, tile);
    if let Some(shadow) = shape.shadow {
        let (x, y) = (c + shadow.offset * sx, c + shadow.offset * sy);
        layer.ellipse(x, y, radius * sx, radius * sy, raster::SHADOW);
    }
    let tone = |step: u8| raster::paint(style.ramp + step);
    let rim = style.rim.map(tone);
    disc_body(&mut layer, (c, c), radius, squash, rim, tone(style.face));
    let ring_half = (radius * 0.035).max(0.6);
    for f in RINGS {
        for (r, step) in [
            (radius * f + ring_half, style.ring),
            (radius * f - ring_half, style.face),
        ] {
            layer.ellipse(c, c, r * sx, r * sy, tone(step));
        }
    }
    let dot = (radius * 0.08).max(1.2);
    layer.ellipse(c, c, dot * sx, dot * sy, tone(style.ring));
    layer.reduce(|block| piece_op(block, style.edge, shape.shadow.map(|s| s.depth)))
}

/// The style of the first side's (bone) and second side's (basalt) pieces; `edge` is the base of
/// its three rim blends.
pub fn side_style(side: usize, edge: u8) -> DiscStyle {
    let edge = [edge, edge + 1, edge + 2];
    if side == 0 {
        DiscStyle {
            ramp: palette::IVORY,
            face: 24,
            rim: [29, 21, 13],
            ring: 12,
            edge,
        }
    } else {
        DiscStyle {
            ramp: palette::BASALT,
            face: 10,
            rim: [24, 13, 3],
            ring: 19,
            edge,
        }
    }
}

/// A ring (outline circle) of `radius` and `thickness` on a square tile, drawn supersampled.
pub fn annulus(tile: usize, radius: f32, thickness: f32) -> Layer {
    let c = tile as f32 / 2.0;
    let mut layer = Layer::new(tile, tile);
    layer.circle(c, c, radius + thickness / 2.0, raster::paint(palette::INK));
    layer.circle(c, c, radius - thickness / 2.0, raster::CLEAR);
    layer
}

/// An anti-aliased ring (outline circle) in a ramp over a flat background: `base + round(c * max)`.
pub fn ring(tile: usize, radius: f32, thickness: f32, base: u8, max: u8) -> Sprite {
    annulus(tile, radius, thickness).reduce(|block| {
        let level = (block.body * max as f32).round() as u8;
        if level > 0 {
            Op::Paint(base + level)
        } else {
            Op::Keep
        }
    })
}

/// Side of the tile of [`reach_dot`].
pub const DOT_TILE: usize = 40;

/// The dot on a square a piece can reach (`/board square:`): a gold disc with a dark rim, so it
/// reads on light and dark stone and on pieces alike. Drawn once.
pub fn reach_dot() -> &'static Sprite {
    static DOT: std::sync::OnceLock<Sprite> = std::sync::OnceLock::new();
    DOT.get_or_init(|| {
        let c = DOT_TILE as f32 / 2.0;
        let mut rim = Layer::new(DOT_TILE, DOT_TILE);
        rim.circle(c, c, 16.0, raster::paint(palette::INK));
        let mut body = Layer::new(DOT_TILE, DOT_TILE);
        body.circle(c, c, 12.0, raster::paint(palette::GOLD));
        let body = body.coverage();
        rim.reduce_at(|x, y, block| {
            let gold = body[y * DOT_TILE + x];
            if gold >= 0.5 {
                Op::Paint(palette::GOLD + palette::INK_LEVELS)
            } else if block.body >= 0.5 {
                Op::Paint(palette::INK)
            } else {
                Op::Keep
            }
        })
    })
}

/// A red cross marking a square whose piece was just taken, blended over average stone.
pub fn capture_mark(tile: usize, arm: f32, thickness: f32) -> Sprite {
    let c = tile as f32 / 2.0;
    let mut layer = Layer::new(tile, tile);
    let half = thickness / 2.0;
    let d = std::f32::consts::FRAC_1_SQRT_2;
    // A bar from the centre along (u, v) and back, `half` wide on each side.
    for (u, v) in [(d, d), (d, -d)] {
        let at = |along: f32, across: f32| (c + along * u + across * v, c + along * v - across * u);
        let bar = [
            at(-arm, -half),
            at(arm, -half),
            at(arm, half),
            at(-arm, half),
        ];
        layer.polygon(&bar, raster::paint(palette::RED));
    }
    layer.reduce(|block| {
        let level = (block.body * palette::RED_LEVELS as f32).round() as u8;
        if level > 0 {
            Op::Paint(palette::RED + level - 1)
        } else {
            Op::Keep
        }
    })
}

#[cfg(test)]
mod tests;
