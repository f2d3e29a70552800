//! One-time drawing: shapes drawn with `imageproc` on a supersampled RGBA layer, reduced to a
//! palette [`Sprite`] once, at start-up.
//!
//! A piece, a mark or an emblem is drawn as plain shapes (filled circles, ellipses, polygons,
//! rectangles) at [`SS`] samples a pixel along each axis, each shape in the palette colour of the
//! ramp step it stands for. The alpha channel says what a sample is: [`BODY`] (the sprite itself),
//! [`SHADOW`] (its shadow on the stone) or nothing. Each pixel's block of samples is then reduced
//! by the caller's rule (see [`Block`]): usually "the colour most of the block shows, mapped to the
//! nearest palette entry of its ramp, if enough of the block is covered; else an anti-aliased edge
//! step or the shadow", which keeps borders between flat parts crisp (cheap for the PNG encoder,
//! see `sprites`) and anti-aliases only the outline. Per-move renders never come here: they copy
//! the sprites this makes.
//!
//! Cost (`cargo bench --bench render`, release, on the shared 2-core VM): an 80-pixel piece with
//! its shadow takes 1.1 ms to draw this way, against 0.73 ms for the hand-written per-sample
//! rasteriser it replaced; a game's whole first picture (slab, band and every sprite) still takes
//! 30-50 ms, as before, once per process.

use std::ops::Range;

use image::{Rgba, RgbaImage};
use imageproc::drawing::{
    draw_filled_circle_mut, draw_filled_ellipse_mut, draw_filled_rect_mut, draw_polygon_mut,
};
use imageproc::point::Point;
use imageproc::rect::Rect;

use super::canvas::{Op, Sprite};
use super::palette::palette;

/// Samples per pixel along each axis.
///
/// Samples sit on a grid that includes the pixels' corners (sample `k` is at `k / SS`), so a
/// shape centred on a corner, as every piece is (on the centre of an even-sized tile), is drawn
/// symmetric: `imageproc` centres its circles on a sample. A pixel's block is then the `SS + 1`
/// samples across it on each axis, the ones on its edges (shared with its neighbours) counting
/// half: an unbiased box filter.
pub const SS: u32 = 4;

/// Alpha of a sample of the sprite itself.
pub const BODY: u8 = 255;
/// A sample of the sprite's shadow on the stone.
pub const SHADOW: Rgba<u8> = Rgba([0, 0, 0, 128]);
/// An empty sample (drawing it clears what was there).
pub const CLEAR: Rgba<u8> = Rgba([0, 0, 0, 0]);

/// The colour a shape is drawn in to stand for palette entry `index`.
pub fn paint(index: u8) -> Rgba<u8> {
    let [r, g, b] = palette().color(index);
    Rgba([r, g, b, BODY])
}

/// The entry of `entries` nearest to `colour` (squared RGB distance; the first of equals).
pub fn nearest(colour: Rgba<u8>, entries: Range<u8>) -> u8 {
    let distance = |index: u8| {
        let c = palette().color(index);
        (0..3)
            .map(|i| (i32::from(c[i]) - i32::from(colour[i])).pow(2))
            .sum::<i32>()
    };
    entries.min_by_key(|&i| distance(i)).unwrap_or(0)
}

/// What one pixel's block of samples holds.
#[derive(Clone, Copy, Debug)]
pub struct Block {
    /// The share of the pixel the sprite itself covers, 0..=1.
    pub body: f32,
    /// The share of the pixel its shadow covers (where the sprite does not), 0..=1.
    pub shadow: f32,
    /// The colour that covers the most of the sprite's part of the pixel (`None`: none does).
    pub colour: Option<Rgba<u8>>,
}

/// A supersampled drawing surface for one sprite; coordinates are in the sprite's pixels.
pub struct Layer {
    width: usize,
    height: usize,
    image: RgbaImage,
}

/// The sample nearest to pixel coordinate `v`.
fn sample(v: f32) -> i32 {
    (v * SS as f32).round() as i32
}

/// The radius in samples `imageproc` is given for a circle of radius `v`: its circles take in
/// the samples within about half a sample beyond their radius, and each sample stands for the
/// half sample round it.
fn radius(v: f32) -> i32 {
    (v * SS as f32 - 0.5).round().max(0.0) as i32
}

impl Layer {
    pub fn new(width: usize, height: usize) -> Layer {
        Layer {
            width,
            height,
            image: RgbaImage::new(width as u32 * SS + 1, height as u32 * SS + 1),
        }
    }

    /// A filled circle.
    pub fn circle(&mut self, cx: f32, cy: f32, radius: f32, colour: Rgba<u8>) {
        let centre = (sample(cx), sample(cy));
        draw_filled_circle_mut(&mut self.image, centre, self::radius(radius), colour);
    }

    /// A filled axis-aligned ellipse (a circle when both radii are the same).
    pub fn ellipse(&mut self, cx: f32, cy: f32, rx: f32, ry: f32, colour: Rgba<u8>) {
        let centre = (sample(cx), sample(cy));
        draw_filled_ellipse_mut(&mut self.image, centre, radius(rx), radius(ry), colour);
    }

    /// A filled polygon through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], colour: Rgba<u8>) {
        let mut poly: Vec<Point<i32>> = Vec::with_capacity(points.len());
        for &(x, y) in points {
            let p = Point::new(sample(x), sample(y));
            if poly.last() != Some(&p) {
                poly.push(p);
            }
        }
        // imageproc wants an open outline: the first point not repeated at the end.
        while poly.len() > 1 && poly.first() == poly.last() {
            poly.pop();
        }
        if poly.len() >= 3 {
            draw_polygon_mut(&mut self.image, &poly, colour);
        }
    }

    /// A filled rectangle covering the samples in `x0..x1`, `y0..y1`.
    pub fn rect(&mut self, (x0, y0): (f32, f32), (x1, y1): (f32, f32), colour: Rgba<u8>) {
        let first = |v: f32| (v * SS as f32).ceil() as i32;
        let (sx, sy) = (first(x0), first(y0));
        let (w, h) = (first(x1) - sx, first(y1) - sy);
        if w > 0 && h > 0 {
            let rect = Rect::at(sx, sy).of_size(w as u32, h as u32);
            draw_filled_rect_mut(&mut self.image, rect, colour);
        }
    }

    /// Paints `colour` over the samples `shape` covers, where this layer shows one of `under`.
    pub fn paint_within(&mut self, shape: &Layer, colour: Rgba<u8>, under: &[Rgba<u8>]) {
        for (dst, src) in self.image.pixels_mut().zip(shape.image.pixels()) {
            if src[3] == BODY && under.contains(dst) {
                *dst = colour;
            }
        }
    }

    /// What the block of pixel `(x, y)` holds.
    pub fn block(&self, x: usize, y: usize) -> Block {
        // Weights: 1 for a sample on the block's edge, 2 inside, on each axis; 2 * SS in all.
        let weight = |i: u32| if i == 0 || i == SS { 1 } else { 2 };
        let total = (2 * SS * 2 * SS) as f32;
        let mut colours: [(Rgba<u8>, u32); ((SS + 1) * (SS + 1)) as usize] =
            [(CLEAR, 0); ((SS + 1) * (SS + 1)) as usize];
        let mut distinct = 0;
        let (mut body, mut shadow) = (0, 0);
        for sy in 0..=SS {
            for sx in 0..=SS {
                let w = weight(sx) * weight(sy);
                let p = *self.image.get_pixel(x as u32 * SS + sx, y as u32 * SS + sy);
                if p[3] == BODY {
                    body += w;
                    match colours[..distinct].iter_mut().find(|(c, _)| *c == p) {
                        Some((_, n)) => *n += w,
                        None => {
                            colours[distinct] = (p, w);
                            distinct += 1;
                        }
                    }
                } else if p == SHADOW {
                    shadow += w;
                }
            }
        }
        // The colour of most weight; the first seen of equals.
        let mut best: Option<(Rgba<u8>, u32)> = None;
        for &(c, n) in &colours[..distinct] {
            if best.is_none_or(|(_, m)| n > m) {
                best = Some((c, n));
            }
        }
        Block {
            body: body as f32 / total,
            shadow: shadow as f32 / total,
            colour: best.map(|(c, _)| c),
        }
    }

    /// The sprite: `op(block)` for every pixel.
    pub fn reduce(&self, op: impl Fn(&Block) -> Op) -> Sprite {
        self.reduce_at(|_, _, block| op(block))
    }

    /// The sprite: `op(x, y, block)` for every pixel `(x, y)`.
    pub fn reduce_at(&self, op: impl Fn(usize, usize, &Block) -> Op) -> Sprite {
        let mut ops = Vec::with_capacity(self.width * self.height);
        for y in 0..self.height {
            for x in 0..self.width {
                ops.push(op(x, y, &self.block(x, y)));
            }
        }
        Sprite::from_ops(self.width, self.height, ops)
    }

    /// The share of each pixel the shapes cover (0..=1), row after row.
    pub fn coverage(&self) -> Vec<f32> {
        let mut out = Vec::with_capacity(self.width * self.height);
        for y in 0..self.height {
            for x in 0..self.width {
                out.push(self.block(x, y).body);
            }
        }
        out
    }
}

/// Points on the arc of the ellipse of radii `(rx, ry)` round `(cx, cy)`, from angle `from` to
/// `to` (radians, image y downward), one every `step` radians or less.
pub fn arc(
    (cx, cy): (f32, f32),
    (rx, ry): (f32, f32),
    from: f32,
    to: f32,
    step: f32,
) -> Vec<(f32, f32)> {
    let n = ((to - from).abs() / step).ceil().max(1.0) as usize;
    (0..=n)
        .map(|i| {
            let a = from + (to - from) * i as f32 / n as f32;
            (cx + rx * a.cos(), cy + ry * a.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests;
