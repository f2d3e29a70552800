//! Rules diagrams: a position of a game drawn as usual, with annotations on top — arrows for
//! moves (segmented through every landing square of a chain), red crossed arrows for moves the
//! rules refuse, crosses on pieces that are taken, dots on the squares a piece can reach, and
//! short labels; in a review's turning point (`render::review`), the move played as a red arrow
//! and the computer's choice as a green one (rings for actions that move no piece along the
//! board).
//!
//! Why a module of its own: the per-move board is block copies of sprites drawn once, but an
//! arrow's shape depends on where it goes, so annotations are drawn per diagram. They are drawn
//! with `imageproc` (filled polygons and circles) on a supersampled one-byte mask the size of the
//! annotation's bounding box, each sample holding which part of the mark covers it (rim, fill,
//! inner sign); each pixel then takes the palette colour of the part covering most of its
//! samples, and a pixel that is only partly covered darkens the stone under it a little, which
//! anti-aliases the outline without leaving the palette. The picture is encoded as every board
//! is, so a diagram costs what a board costs plus its marks (`cargo bench --bench render`).
//!
//! The diagrams themselves are data (`locales/diagrams/<game>.txt`, read by `service::rules`):
//! what is drawn here knows nothing of rules pages.

use image::{GrayImage, Luma};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut};
use imageproc::point::Point;

use super::canvas::Canvas;
use super::text::{self, Align, Ink};
use super::{draw, palette, spot_centre, sprites, Layout, RenderInfo};
use crate::games::{AnyGame, Route};

/// One annotation of a diagram; spots are named as players type them (`d4`, a point number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A move drawn as an arrow through these spots (two or more: a chain lands on each).
    Arrow(Vec<String>),
    /// A move the rules refuse: a red arrow with a cross on it.
    Forbidden(Vec<String>),
    /// A piece that is taken: a red cross over it.
    Cross(String),
    /// A dot on a spot a piece can reach.
    Dot(String),
    /// A short label (one or two characters) on a spot: on a piece, its rim still shows.
    Label(String, String),
    /// A gold ring round a spot: an action that moved no piece along the board (a placement,
    /// a removal, a piece entering or borne off) in a game's reply.
    Ring(String),
    /// The move played, in a review's turning point: a red arrow (without the cross of
    /// [`Mark::Forbidden`]).
    Played(Vec<String>),
    /// The computer's choice, in a review's turning point: a green arrow, drawn as
    /// [`Mark::Arrow`].
    Better(Vec<String>),
    /// As [`Mark::Ring`], in red: the move played moved no piece along the board.
    PlayedRing(String),
    /// As [`Mark::Ring`], in green: the computer's choice moved no piece along the board.
    BetterRing(String),
}

impl Mark {
    /// The spots the mark names.
    pub fn spots(&self) -> Vec<&str> {
        match self {
            Mark::Arrow(path) | Mark::Forbidden(path) | Mark::Played(path) | Mark::Better(path) => {
                path.iter().map(String::as_str).collect()
            }
            Mark::Cross(s)
            | Mark::Dot(s)
            | Mark::Label(s, _)
            | Mark::Ring(s)
            | Mark::PlayedRing(s)
            | Mark::BetterRing(s) => vec![s.as_str()],
        }
    }
}

/// A spot of a mark that the board does not have.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the board has no spot `{0}`")]
pub struct UnknownSpot(pub String);

/// Samples per pixel along each axis of a mark's mask.
const SS: i32 = 4;
/// Half the width of an arrow's shaft, in pixels.
const SHAFT: f32 = 6.5;
/// Length and half width of an arrow's head.
const HEAD_LEN: f32 = 26.0;
const HEAD_HALF: f32 = 17.0;
/// Width of the dark rim round arrows, crosses and labels.
const RIM: f32 = 3.0;
/// Radius of a label's disc, and its text size.
const LABEL_R: f32 = 15.0;
const LABEL_PX: f32 = 21.0;

/// What covers a sample of a mask: nothing, the dark rim, the fill, the sign drawn inside.
const NONE: u8 = 0;
const RIM_PART: u8 = 1;
const FILL_PART: u8 = 2;
const SIGN_PART: u8 = 3;

/// The red of refused moves, of taken pieces and of a review's move played.
const RED: u8 = palette::RED + palette::RED_LEVELS - 1;

/// The diagram as PNG: the position as [`super::render_png`] draws it, with `marks` on top
/// (dots first, then arrows, crosses and labels, so labels stay readable).
pub fn render_diagram(
    game: &AnyGame,
    info: &RenderInfo,
    marks: &[Mark],
) -> Result<Vec<u8>, UnknownSpot> {
    let mut canvas = Canvas::new(0, 0, 0);
    draw(&mut canvas, game, info);
    let centre = |spot: &str| {
        spot_centre(game, spot)
            .map(|(x, y)| (x as f32, y as f32))
            .ok_or_else(|| UnknownSpot(spot.to_string()))
    };
    // Every spot first, so that a bad one draws nothing.
    for mark in marks {
        for spot in mark.spots() {
            centre(spot)?;
        }
    }
    let dot = sprites::reach_dot();
    let half = dot.width as i32 / 2;
    let order = |m: &Mark| match m {
        Mark::Dot(_) | Mark::Ring(_) | Mark::PlayedRing(_) | Mark::BetterRing(_) => 0,
        Mark::Arrow(_) | Mark::Forbidden(_) | Mark::Played(_) | Mark::Better(_) => 1,
        Mark::Cross(_) => 2,
        Mark::Label(..) => 3,
    };
    let bulge = each_game!(game, g => g.arrow_bulge());
    let mut arrows = 0;
    let mut sorted: Vec<&Mark> = marks.iter().collect();
    sorted.sort_by_key(|m| order(m));
    for mark in sorted {
        match mark {
            Mark::Dot(spot) => {
                let (x, y) = centre(spot)?;
                canvas.draw_sprite(dot, x as i32 - half, y as i32 - half);
            }
            Mark::Arrow(path) | Mark::Forbidden(path) | Mark::Played(path) | Mark::Better(path) => {
                let points = path
                    .iter()
                    .map(|s| centre(s))
                    .collect::<Result<Vec<_>, _>>()?;
                // One-leg arrows bend alternately to either side where the layout bends them.
                let side = if arrows % 2 == 0 { 1.0 } else { -1.0 };
                arrows += 1;
                let (fill, crossed) = match mark {
                    Mark::Forbidden(_) => (RED, true),
                    Mark::Played(_) => (RED, false),
                    _ => (palette::GREEN, false),
                };
                arrow(&mut canvas, &points, fill, crossed, bulge * side);
            }
            Mark::Cross(spot) => cross(&mut canvas, centre(spot)?),
            Mark::Ring(spot) | Mark::PlayedRing(spot) | Mark::BetterRing(spot) => {
                let ((x, y), radius) = each_game!(game, g => g.ring_at(spot))
                    .ok_or_else(|| UnknownSpot(spot.clone()))?;
                let fill = match mark {
                    Mark::PlayedRing(_) => RED,
                    Mark::BetterRing(_) => palette::GREEN,
                    _ => palette::GOLD + palette::INK_LEVELS,
                };
                ring(&mut canvas, (x as f32, y as f32), radius, fill);
            }
            Mark::Label(spot, label) => {
                let (x, y) = centre(spot)?;
                self::label(&mut canvas, (x, y), label);
            }
        }
    }
    Ok(canvas.encode_png())
}

/// A supersampled mask over a box of the canvas: shapes are drawn in canvas pixels.
struct Mask {
    x0: i32,
    y0: i32,
    width: i32,
    height: i32,
    samples: GrayImage,
}

impl Mask {
    /// A mask over the box round `points`, `margin` pixels wider on each side, clipped to the
    /// canvas.
    fn around(canvas: &Canvas, points: &[(f32, f32)], margin: f32) -> Option<Mask> {
        let min_x = points.iter().map(|p| p.0).fold(f32::INFINITY, f32::min) - margin;
        let max_x = points.iter().map(|p| p.0).fold(f32::NEG_INFINITY, f32::max) + margin;
        let min_y = points.iter().map(|p| p.1).fold(f32::INFINITY, f32::min) - margin;
        let max_y = points.iter().map(|p| p.1).fold(f32::NEG_INFINITY, f32::max) + margin;
        let x0 = (min_x.floor() as i32).max(0);
        let y0 = (min_y.floor() as i32).max(0);
        let x1 = (max_x.ceil() as i32).min(canvas.width as i32);
        let y1 = (max_y.ceil() as i32).min(canvas.height as i32);
        if x1 <= x0 || y1 <= y0 {
            return None;
        }
        let (width, height) = (x1 - x0, y1 - y0);
        Some(Mask {
            x0,
            y0,
            width,
            height,
            samples: GrayImage::new((width * SS) as u32, (height * SS) as u32),
        })
    }

    /// The sample nearest to canvas point `(x, y)`.
    fn at(&self, (x, y): (f32, f32)) -> Point<i32> {
        Point::new(
            ((x - self.x0 as f32) * SS as f32 - 0.5).round() as i32,
            ((y - self.y0 as f32) * SS as f32 - 0.5).round() as i32,
        )
    }

    fn polygon(&mut self, points: &[(f32, f32)], part: u8) {
        let mut poly: Vec<Point<i32>> = Vec::with_capacity(points.len());
        for &p in points {
            let p = self.at(p);
            if poly.last() != Some(&p) {
                poly.push(p);
            }
        }
        while poly.len() > 1 && poly.first() == poly.last() {
            poly.pop();
        }
        if poly.len() >= 3 {
            draw_polygon_mut(&mut self.samples, &poly, Luma([part]));
        }
    }

    fn circle(&mut self, centre: (f32, f32), radius: f32, part: u8) {
        let c = self.at(centre);
        let r = (radius * SS as f32).round() as i32;
        draw_filled_circle_mut(&mut self.samples, (c.x, c.y), r, Luma([part]));
    }

    /// A bar of half width `half` from `a` to `b`.
    fn bar(&mut self, a: (f32, f32), b: (f32, f32), half: f32, part: u8) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
        let (nx, ny) = (-dy / len * half, dx / len * half);
        self.polygon(
            &[
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ],
            part,
        );
    }

    /// Paints the mask onto the canvas: each pixel takes the colour (`colours[part - 1]`) of the
    /// part covering most of its samples if the mark covers at least half of it; a pixel covered
    /// a quarter or more darkens the stone under it (a soft edge).
    fn paint(&self, canvas: &mut Canvas, colours: [u8; 3]) {
        let stride = (self.width * SS) as usize;
        let raw = self.samples.as_raw();
        let full = (SS * SS) as u32;
        for py in 0..self.height {
            let rows = (py * SS) as usize..((py + 1) * SS) as usize;
            // Only the columns some sample of these rows covers.
            let mut first = stride;
            let mut last = 0;
            for row in rows.clone() {
                let line = &raw[row * stride..(row + 1) * stride];
                if let Some(i) = line.iter().position(|&v| v != NONE) {
                    first = first.min(i);
                    last = last.max(line.iter().rposition(|&v| v != NONE).unwrap_or(i));
                }
            }
            if first > last {
                continue;
            }
            let cy = (self.y0 + py) as usize;
            for px in first / SS as usize..=last / SS as usize {
                let mut counts = [0u32; 4];
                for row in rows.clone() {
                    let start = row * stride + px * SS as usize;
                    for &v in &raw[start..start + SS as usize] {
                        counts[v as usize & 3] += 1;
                    }
                }
                let covered = full - counts[NONE as usize];
                let cx = (self.x0 + px as i32) as usize;
                if covered * 2 >= full {
                    let part = (1..4).max_by_key(|&p| (counts[p], p)).unwrap_or(1);
                    canvas.set(cx, cy, colours[part - 1]);
                } else if covered * 4 >= full {
                    let under = canvas.get(cx, cy);
                    canvas.set(cx, cy, palette::shade(under, -8));
                }
            }
        }
    }
}

/// Points along `path` from `from` to `to` (distances along it, in pixels), with the points
/// where those distances fall.
fn cut(path: &[(f32, f32)], from: f32, to: f32) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    let mut walked = 0.0;
    for pair in path.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        let at = |d: f32| {
            let t = if len > 0.0 { (d - walked) / len } else { 0.0 };
            (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        };
        if walked + len >= from && walked <= to {
            if out.is_empty() {
                out.push(at(from.max(walked)));
            }
            if walked + len <= to {
                out.push(b);
            } else {
                out.push(at(to));
            }
        }
        walked += len;
    }
    out.dedup();
    out
}

/// The length of `path`.
fn length(path: &[(f32, f32)]) -> f32 {
    path.windows(2)
        .map(|p| ((p[1].0 - p[0].0).powi(2) + (p[1].1 - p[0].1).powi(2)).sqrt())
        .sum()
}

/// A one-leg arrow from `a` to `b` bent into an arc bulging `bulge` pixels to the left of its
/// direction (negative: to the right), as a polyline.
fn bend(a: (f32, f32), b: (f32, f32), bulge: f32) -> Vec<(f32, f32)> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    let (nx, ny) = (dy / len, -dx / len);
    let control = (
        (a.0 + b.0) / 2.0 + nx * bulge * 2.0,
        (a.1 + b.1) / 2.0 + ny * bulge * 2.0,
    );
    let steps = 16;
    (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * control.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * control.1 + t * t * b.1,
            )
        })
        .collect()
}

/// An arrow through `points` (canvas pixels) filled with `fill` (green for a legal move, red
/// for a refused one or a review's move played), with a white cross on a disc if `crossed` (a
/// refused move). It starts a little off the first centre, so the moving piece
/// shows, and its tip stops short of the last one. `bulge` bends a one-leg arrow into an arc
/// (the layout's choice: on a race track, straight arrows along a row would cover each other).
fn arrow(canvas: &mut Canvas, points: &[(f32, f32)], fill: u8, crossed: bool, bulge: f32) {
    if points.len() < 2 {
        return;
    }
    let full: Vec<(f32, f32)> = if points.len() == 2 && bulge != 0.0 {
        bend(points[0], points[1], bulge)
    } else {
        points.to_vec()
    };
    let total = length(&full);
    if total < 1.0 {
        return;
    }
    let first_leg = length(&points[..2]);
    let start = 22.0f32.min(first_leg * 0.3);
    let tip_at = total - 8.0f32.min(total * 0.1);
    let head_len = HEAD_LEN.min((tip_at - start) * 0.6);
    let shaft = cut(&full, start, tip_at - head_len);
    let head = cut(&full, tip_at - head_len, tip_at);
    let (Some(&base), Some(&tip)) = (shaft.last(), head.last()) else {
        return;
    };
    let (dx, dy) = (tip.0 - base.0, tip.1 - base.1);
    let dl = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    let (ux, uy) = (dx / dl, dy / dl);
    let (nx, ny) = (-uy, ux);
    let margin = HEAD_HALF + RIM * 2.0 + 2.0;
    let mut outline: Vec<(f32, f32)> = shaft.clone();
    outline.push(tip);
    let Some(mut mask) = Mask::around(canvas, &outline, margin) else {
        return;
    };
    for (part, grow) in [(RIM_PART, RIM), (FILL_PART, 0.0)] {
        for pair in shaft.windows(2) {
            mask.bar(pair[0], pair[1], SHAFT + grow, part);
        }
        for &joint in &shaft[..shaft.len() - 1] {
            mask.circle(joint, SHAFT + grow, part);
        }
        // The head, grown by the rim on every side (its tip moves forward more: it is sharp).
        let tip = (tip.0 + ux * grow * 1.8, tip.1 + uy * grow * 1.8);
        let back = (base.0 - ux * grow, base.1 - uy * grow);
        let w = HEAD_HALF + grow * 1.6;
        mask.polygon(
            &[
                tip,
                (back.0 + nx * w, back.1 + ny * w),
                (back.0 - nx * w, back.1 - ny * w),
            ],
            part,
        );
    }
    if crossed {
        // A cross on a disc halfway along the whole path.
        let mid = cut(&full, 0.0, total / 2.0).last().copied().unwrap_or(base);
        mask.circle(mid, 13.0 + RIM, RIM_PART);
        mask.circle(mid, 13.0, FILL_PART);
        x_shape(&mut mask, mid, 7.0, 2.2, SIGN_PART);
    }
    mask.paint(canvas, [palette::INK, fill, palette::IVORY + 31]);
}

/// Two bars crossing at `c`, arms `arm` long from the centre, `half` wide on each side.
fn x_shape(mask: &mut Mask, c: (f32, f32), arm: f32, half: f32, part: u8) {
    let d = std::f32::consts::FRAC_1_SQRT_2 * arm;
    mask.bar((c.0 - d, c.1 - d), (c.0 + d, c.1 + d), half, part);
    mask.bar((c.0 - d, c.1 + d), (c.0 + d, c.1 - d), half, part);
}

/// A red cross with a dark rim over a piece that is taken.
fn cross(canvas: &mut Canvas, c: (f32, f32)) {
    let arm = 22.0;
    let Some(mut mask) = Mask::around(canvas, &[c], arm + RIM * 2.0) else {
        return;
    };
    x_shape(&mut mask, c, arm + RIM, 5.0 + RIM, RIM_PART);
    x_shape(&mut mask, c, arm, 5.0, FILL_PART);
    mask.paint(canvas, [palette::INK, RED, 0]);
}

/// A thin ring (gold, or red or green in a review) with dark rims round `c`, just outside a
/// piece: `radius` is the middle of its coloured band, whose width (and its rims') grows with it.
fn ring(canvas: &mut Canvas, c: (f32, f32), radius: f32, fill: u8) {
    let (half, rim) = (radius * 0.07, radius * 0.033);
    let outer = radius + half + rim;
    let Some(mut mask) = Mask::around(canvas, &[c], outer + 1.0) else {
        return;
    };
    mask.circle(c, outer, RIM_PART);
    mask.circle(c, radius + half, FILL_PART);
    mask.circle(c, radius - half, RIM_PART);
    mask.circle(c, radius - half - rim, NONE);
    mask.paint(canvas, [palette::INK, fill, 0]);
}

/// The marks of a whole turn given as text (actions separated by spaces) played from `game`
/// ([`trace_marks`] of the actions that play; none after one that does not).
pub fn turn_marks(game: &AnyGame, turn: &str) -> Vec<Mark> {
    let mut after = game.clone();
    let mut actions = Vec::new();
    for action in turn.split_whitespace() {
        match after.play_text_routed(action) {
            Ok(played) => actions.push(played),
            Err(_) => break,
        }
    }
    trace_marks(game, &actions)
}

/// The marks that show a player's actions on the board after the computer answered them (the
/// answer itself is the highlighted last move): an arrow for each action that moves a piece
/// between two spots of the board (through every landing square of a chain), a ring on the
/// one spot of a placement, a removal, or a piece entering or borne off. `actions` are each
/// action's canonical text with its route (see [`crate::games::Game::route`]); spots the board
/// does not have are left out, so the marks always draw.
pub fn trace_marks(game: &AnyGame, actions: &[(String, Option<Route>)]) -> Vec<Mark> {
    let known = |spot: &str| spot_centre(game, spot).is_some();
    let mut marks = Vec::new();
    for (text, route) in actions {
        match route {
            Some(route) => {
                let parts: Vec<String> = text.split('-').map(str::to_string).collect();
                let chain = parts.len() > 2
                    && parts.first() == Some(&route.from)
                    && parts.last() == Some(&route.to)
                    && parts.iter().all(|p| known(p));
                match (known(&route.from), known(&route.to)) {
                    _ if chain => marks.push(Mark::Arrow(parts)),
                    (true, true) => {
                        marks.push(Mark::Arrow(vec![route.from.clone(), route.to.clone()]))
                    }
                    (true, false) => marks.push(Mark::Ring(route.from.clone())),
                    (false, true) => marks.push(Mark::Ring(route.to.clone())),
                    (false, false) => {}
                }
            }
            None => {
                let spot = text.trim_start_matches('x');
                if known(spot) {
                    marks.push(Mark::Ring(spot.to_string()));
                }
            }
        }
    }
    marks
}

/// A label: light letters on a dark disc with a gold ring, centred on `c`.
fn label(canvas: &mut Canvas, c: (f32, f32), label: &str) {
    let Some(mut mask) = Mask::around(canvas, &[c], LABEL_R + 2.0) else {
        return;
    };
    mask.circle(c, LABEL_R, RIM_PART);
    mask.circle(c, LABEL_R - 2.0, FILL_PART);
    mask.paint(
        canvas,
        [palette::GOLD + palette::INK_LEVELS, palette::INK, 0],
    );
    let shown: String = label.chars().take(2).collect();
    let px = if shown.chars().count() > 1 {
        LABEL_PX * 0.8
    } else {
        LABEL_PX
    };
    let baseline = (c.1 + text::cap_height(px) / 2.0).round() as i32;
    text::draw(
        canvas,
        c.0,
        baseline,
        &shown,
        px,
        Align::Center,
        Ink::Ramp {
            base: palette::INK,
            max: palette::INK_LEVELS,
        },
    );
}

#[cfg(test)]
mod tests;
