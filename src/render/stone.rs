//! The stone slab: a procedural travertine texture with carved grooves.
//!
//! Roman gaming boards (*tabulae lusoriae*) were very often scratched into stone: steps of the
//! Forum and the Basilica Julia still carry them. So the board is a slab of warm travertine, its
//! characteristic horizontal strata made from value noise, with the grid cut into it as grooves
//! lit from the upper left.
//!
//! The texture is made for the PNG encoder as much as for the eye: the strata are straight and
//! quantised to a handful of ramp steps, so a row is mostly the row above (all zeros once
//! "up"-filtered) and every square of a rank holds the same stone (see [`travertine`]). Wavy
//! strata or a per-pixel grain look much the same at Discord's size but cost 10 KiB and 0.2 ms
//! more per picture.
//!
//! The slab stays hand-written, not drawn with `imageproc` like the sprites (see `raster`):
//! there is no shape to rasterise in it. Its texture is value noise quantised to ramp steps, and
//! its grooves, bevel and carved letters (and each game's slab details: Latroncules' dark squares
//! and their crosses, Bastonus's camps, Ergo's sunk ring) are "this stone, `k` steps darker or
//! lighter", index arithmetic on the indexed canvas that keeps the texture showing through. Drawn
//! in RGBA, every one of those would be an alpha blend, and the whole slab would then have to be
//! mapped back to the stone ramp. Measured (`cargo bench --bench render`, release, on the shared
//! 2-core VM): the whole hand-written 720x844 slab takes 21-23 ms at start-up; the RGBA round trip
//! alone (to RGBA and back to the nearest stone entries, with a cache of the colours already seen)
//! takes 16-18 ms more, before anything is drawn.

use super::canvas::Canvas;
use super::palette::{self, shade};

/// Slab area (square pixels) per lens: their density.
const LENS_AREA: usize = 24_000;

/// Deterministic lattice hash in 0..1.
fn hash(ix: i32, iy: i32, seed: u32) -> f32 {
    let mut h = (ix as u32).wrapping_mul(0x8da6_b343)
        ^ (iy as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Smooth value noise in 0..1.
fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (tx, ty) = (smooth(x - x0), smooth(y - y0));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let a = hash(ix, iy, seed);
    let b = hash(ix + 1, iy, seed);
    let c = hash(ix, iy + 1, seed);
    let d = hash(ix + 1, iy + 1, seed);
    let top = a + (b - a) * tx;
    let bottom = c + (d - c) * tx;
    top + (bottom - top) * ty
}

/// Fractal noise in roughly 0..1.
fn fbm(x: f32, y: f32, octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut amp, mut freq, mut norm) = (0.0, 1.0, 1.0, 0.0);
    for o in 0..octaves {
        sum += amp * noise(x * freq, y * freq, seed.wrapping_add(o * 7919));
        norm += amp;
        amp *= 0.5;
        freq *= 2.0;
    }
    sum / norm
}

/// Fills the rectangle with travertine: ramp steps around [`palette::STONE_MEAN`].
///
/// Vein-cut travertine: horizontal bands of slightly different tone and a few thin lighter and
/// darker lenses along them. The bands are straight on purpose: every square of a rank then has
/// the same stone, so a piece on `b4` is byte for byte the piece on `f4`, and the encoder stores
/// the second as a back-reference to the first.
pub fn travertine(canvas: &mut Canvas, x0: usize, y0: usize, w: usize, h: usize, seed: u32) {
    let lenses = lenses(x0, y0, w, h, seed);
    for y in y0..y0 + h {
        let band = fbm(0.0, y as f32 / 26.0, 2, seed ^ 0x5eed) - 0.5;
        let fine = fbm(0.0, y as f32 / 5.0, 1, seed ^ 0xf1e) - 0.5;
        let row_step = (band * 13.0 + fine * 2.0).round() as i32;
        for x in x0..x0 + w {
            let mut step = row_step;
            for lens in &lenses {
                step += lens.delta(x as f32, y as f32);
            }
            canvas.set(
                x,
                y,
                shade(palette::STONE + palette::STONE_MEAN, step.clamp(-7, 6)),
            );
        }
    }
}

/// A thin lens of lighter or darker stone along the strata.
struct Lens {
    x: f32,
    u: f32,
    half_length: f32,
    half_thickness: f32,
    delta: i32,
}

impl Lens {
    fn delta(&self, x: f32, u: f32) -> i32 {
        let along = (x - self.x) / self.half_length;
        if along.abs() >= 1.0 {
            return 0;
        }
        let thickness = self.half_thickness * (1.0 - along * along);
        if (u - self.u).abs() < thickness {
            self.delta
        } else {
            0
        }
    }
}

fn lenses(x0: usize, y0: usize, w: usize, h: usize, seed: u32) -> Vec<Lens> {
    let count = (w * h / LENS_AREA) as i32;
    (0..count)
        .map(|i| Lens {
            x: x0 as f32 + hash(i, 11, seed) * w as f32,
            u: y0 as f32 + hash(i, 12, seed) * h as f32,
            half_length: 40.0 + hash(i, 13, seed) * 140.0,
            half_thickness: 0.8 + hash(i, 14, seed) * 1.6,
            delta: if hash(i, 15, seed) < 0.5 { 3 } else { -3 },
        })
        .collect()
}

/// Shading of a groove across its width: offset from the groove's centre line -> ramp steps.
/// The upper-left wall is in shadow, the lower-right lip catches the light.
const GROOVE: [(i32, i32); 6] = [(-3, -3), (-2, -9), (-1, -15), (0, -15), (1, -10), (2, 5)];

fn groove_delta(offset: i32) -> Option<i32> {
    GROOVE.iter().find(|(o, _)| *o == offset).map(|(_, d)| *d)
}

/// Cuts a grid of grooves: vertical lines at `xs`, horizontal at `ys`, each spanning the grid.
/// Where two grooves cross, the deeper cut wins and the lips do not add up.
pub fn carve_grid(canvas: &mut Canvas, xs: &[i32], ys: &[i32]) {
    let (Some(&left), Some(&right)) = (xs.iter().min(), xs.iter().max()) else {
        return;
    };
    let (Some(&top), Some(&bottom)) = (ys.iter().min(), ys.iter().max()) else {
        return;
    };
    let nearest = |lines: &[i32], v: i32| {
        lines
            .iter()
            .map(|l| v - l)
            .min_by_key(|d| d.abs())
            .unwrap_or(i32::MAX)
    };
    for y in (top - 3)..=(bottom + 3) {
        for x in (left - 3)..=(right + 3) {
            if x < 0 || y < 0 || x >= canvas.width as i32 || y >= canvas.height as i32 {
                continue;
            }
            let inside_v = (top - 2..=bottom + 2).contains(&y);
            let inside_h = (left - 2..=right + 2).contains(&x);
            let dv = if inside_v {
                groove_delta(nearest(xs, x))
            } else {
                None
            };
            let dh = if inside_h {
                groove_delta(nearest(ys, y))
            } else {
                None
            };
            let delta = match (dv, dh) {
                (Some(a), Some(b)) if a < 0 || b < 0 => a.min(b),
                (Some(a), Some(b)) => a.max(b),
                (Some(a), None) | (None, Some(a)) => a,
                (None, None) => continue,
            };
            let (ux, uy) = (x as usize, y as usize);
            canvas.set(ux, uy, shade(canvas.get(ux, uy), delta));
        }
    }
}

/// Bevels the slab's edges: lit on the top and left, in shade on the bottom and right.
pub fn bevel(canvas: &mut Canvas, x: i32, y: i32, w: i32, h: i32, width: i32) {
    for i in 0..width {
        let strength = width - i;
        canvas.map_rect(x + i, y + i, w - 2 * i, 1, |p| shade(p, strength + 1));
        canvas.map_rect(x + i, y + i + 1, 1, h - 2 * i - 1, |p| shade(p, strength));
        canvas.map_rect(x + i, y + h - 1 - i, w - 2 * i, 1, |p| {
            shade(p, -2 * strength)
        });
        canvas.map_rect(x + w - 1 - i, y + i + 1, 1, h - 2 * i - 2, |p| {
            shade(p, -strength - 1)
        });
    }
}

#[cfg(test)]
mod tests;
