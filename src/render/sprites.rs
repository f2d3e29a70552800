//! Pieces and marks, rasterised once into palette sprites.
//!
//! Pieces are Roman counters seen from above: flat discs of bone or basalt with concentric rings
//! turned into the top face and a bevelled rim, lit from the upper left, casting a soft shadow on
//! the stone. Each sprite is supersampled (4x4 per pixel) once at start-up; its shading is a
//! position on the side's palette ramp, its rim is blended against the board colour it will sit
//! on, and its shadow is a "darken the stone" operation so the texture shows through. Any game
//! with round pieces (Ergo, the race games) can use [`disc`] with its own sizes.

use super::canvas::{Op, Sprite};
use super::palette;

/// Samples per pixel along each axis.
const SS: usize = 4;

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
const LIGHT: (f32, f32) = (-0.6, -0.8);
/// Radii of the turned rings as fractions of the disc's radius, and their width in pixels.
const RINGS: [f32; 2] = [0.64, 0.34];

/// Which part of the disc a point at `(x, y)` from the centre is on.
fn part(x: f32, y: f32, radius: f32, style: &DiscStyle) -> u8 {
    let r = (x * x + y * y).sqrt();
    let rim_width = (radius * 0.12).max(1.5);
    let ring_half = (radius * 0.035).max(0.6);
    if r > radius - rim_width {
        let facing = if r > 1e-3 {
            -(x * LIGHT.0 + y * LIGHT.1) / r
        } else {
            0.0
        };
        let i = if facing < -0.35 {
            0
        } else if facing > 0.45 {
            2
        } else {
            1
        };
        return style.rim[i];
    }
    let on_ring = RINGS.iter().any(|f| (r - radius * f).abs() <= ring_half);
    let dot = (radius * 0.08).max(1.2);
    if on_ring || r <= dot {
        style.ring
    } else {
        style.face
    }
}

/// Rasterises one disc piece.
pub fn disc(style: &DiscStyle, shape: &DiscShape) -> Sprite {
    let tile = shape.tile;
    let centre = tile as f32 / 2.0;
    let radius = shape.radius;
    let mut ops = Vec::with_capacity(tile * tile);
    let mut votes = Vec::with_capacity(SS * SS);
    for py in 0..tile {
        for px in 0..tile {
            votes.clear();
            let mut shadow_hits = 0;
            for sy in 0..SS {
                for sx in 0..SS {
                    let x = px as f32 + (sx as f32 + 0.5) / SS as f32 - centre;
                    let y = py as f32 + (sy as f32 + 0.5) / SS as f32 - centre;
                    if x * x + y * y <= radius * radius {
                        votes.push(part(x, y, radius, style));
                    } else if let Some(shadow) = shape.shadow {
                        let (dx, dy) = (x - shadow.offset, y - shadow.offset);
                        if dx * dx + dy * dy <= radius * radius {
                            shadow_hits += 1;
                        }
                    }
                }
            }
            let coverage = votes.len() as f32 / (SS * SS) as f32;
            let op = if coverage >= 0.875 {
                // The part most samples fell on: borders between parts stay crisp.
                Op::Paint(style.ramp + majority(&votes))
            } else if coverage > 0.125 {
                let level = ((coverage * 4.0).round() as usize).clamp(1, 3) - 1;
                Op::Paint(style.edge[level])
            } else {
                match shape.shadow {
                    Some(shadow) if shadow_hits * 2 >= SS * SS => Op::Darken(shadow.depth),
                    _ => Op::Keep,
                }
            };
            ops.push(op);
        }
    }
    Sprite::from_ops(tile, tile, ops)
}

fn majority(votes: &[u8]) -> u8 {
    let mut best = (0, votes[0]);
    for &v in votes {
        let n = votes.iter().filter(|&&w| w == v).count();
        if n > best.0 {
            best = (n, v);
        }
    }
    best.1
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

/// An anti-aliased ring (outline circle) in a ramp over a flat background: `base + round(c * max)`.
pub fn ring(tile: usize, radius: f32, thickness: f32, base: u8, max: u8) -> Sprite {
    let centre = tile as f32 / 2.0;
    coverage_sprite(
        tile,
        tile,
        |x, y| {
            let r = ((x - centre).powi(2) + (y - centre).powi(2)).sqrt();
            (r - radius).abs() <= thickness / 2.0
        },
        |c| {
            let level = (c * max as f32).round() as u8;
            (level > 0).then_some(base + level)
        },
    )
}

/// A red cross marking a square whose piece was just taken, blended over average stone.
pub fn capture_mark(tile: usize, arm: f32, thickness: f32) -> Sprite {
    let centre = tile as f32 / 2.0;
    coverage_sprite(
        tile,
        tile,
        |x, y| {
            let (dx, dy) = (x - centre, y - centre);
            let along_a = (dx + dy) / std::f32::consts::SQRT_2;
            let across_a = (dx - dy) / std::f32::consts::SQRT_2;
            let on_a = across_a.abs() <= thickness / 2.0 && along_a.abs() <= arm;
            let on_b = along_a.abs() <= thickness / 2.0 && across_a.abs() <= arm;
            on_a || on_b
        },
        |c| {
            let level = (c * palette::RED_LEVELS as f32).round() as u8;
            (level > 0).then(|| palette::RED + level - 1)
        },
    )
}

/// Supersamples a shape given by `inside(x, y)` and paints `index(coverage)` where it returns one.
fn coverage_sprite(
    width: usize,
    height: usize,
    inside: impl Fn(f32, f32) -> bool,
    index: impl Fn(f32) -> Option<u8>,
) -> Sprite {
    let mut ops = Vec::with_capacity(width * height);
    for py in 0..height {
        for px in 0..width {
            let mut hits = 0;
            for sy in 0..SS {
                for sx in 0..SS {
                    let x = px as f32 + (sx as f32 + 0.5) / SS as f32;
                    let y = py as f32 + (sy as f32 + 0.5) / SS as f32;
                    if inside(x, y) {
                        hits += 1;
                    }
                }
            }
            let coverage = hits as f32 / (SS * SS) as f32;
            ops.push(index(coverage).map_or(Op::Keep, Op::Paint));
        }
    }
    Sprite::from_ops(width, height, ops)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape() -> DiscShape {
        DiscShape {
            tile: 40,
            radius: 15.0,
            shadow: Some(Shadow {
                offset: 2.0,
                depth: 8,
            }),
        }
    }

    #[test]
    fn a_disc_is_its_ramp_inside_blended_at_the_rim_and_a_shadow_outside() {
        let sprite = disc(&side_style(0, palette::PIECE_EDGE), &shape());
        let ramp = palette::IVORY..palette::IVORY + palette::PIECE_LEN;
        for (x, y) in [(20, 20), (12, 20), (20, 28)] {
            match sprite.op(x, y) {
                Op::Paint(i) => assert!(ramp.contains(&i), "({x},{y}) painted {i}"),
                other => panic!("({x},{y}) is {other:?}"),
            }
        }
        assert_eq!(sprite.op(0, 0), Op::Keep);
        // Down-right of the disc, just outside: shadow.
        assert!(
            matches!(sprite.op(31, 31), Op::Darken(8)),
            "{:?}",
            sprite.op(31, 31)
        );
        // Up-left of the disc, just outside: no shadow.
        assert_eq!(sprite.op(7, 7), Op::Keep);
        // Somewhere on the rim the blend entries appear.
        let blended = (0..40).flat_map(|y| (0..40).map(move |x| (x, y))).any(|(x, y)| {
            matches!(sprite.op(x, y), Op::Paint(i) if (palette::PIECE_EDGE..palette::PIECE_EDGE + 3).contains(&i))
        });
        assert!(blended);
    }

    #[test]
    fn the_turned_rings_show_as_darker_circles_on_bone() {
        let sprite = disc(&side_style(0, palette::PIECE_EDGE), &shape());
        let tone = |x: usize, y: usize| match sprite.op(x, y) {
            Op::Paint(i) => i,
            other => panic!("{other:?}"),
        };
        // Ring at 0.64 * 15 = 9.6 px from the centre (pixel 29 is at 9.5); flat face at 7.5 px.
        assert!(tone(29, 20) < tone(27, 20));
        assert_eq!(tone(27, 20), palette::IVORY + side_style(0, 0).face);
    }

    #[test]
    fn the_capture_mark_is_red_and_crossed() {
        let mark = capture_mark(40, 12.0, 4.0);
        assert_eq!(
            mark.op(20, 20),
            Op::Paint(palette::RED + palette::RED_LEVELS - 1)
        );
        assert_eq!(mark.op(20, 10), Op::Keep);
        assert!(matches!(mark.op(12, 12), Op::Paint(_)));
    }
}
