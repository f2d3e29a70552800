//! The win-chance chart as a picture (see the parent module's notes).

use std::sync::OnceLock;

use super::{axis_numbers, has_dice, label_colour, points, shown_name, side_colours};
use crate::ai::review::{Actor, Review};
use crate::games::Side;
use crate::i18n::{t, tf, Lang};
use crate::render::canvas::{Canvas, Sprite};
use crate::render::palette::{self, BASALT, INK, INK_LEVELS};
use crate::render::sprites;
use crate::render::text::{self, Align, Ink};

/// The picture's size.
pub const WIDTH: usize = 720;
pub const HEIGHT: usize = 320;

/// The plot's box: its left and right edges, its top, and its bottom with and without the
/// strip of rolls under it.
const LEFT: i32 = 58;
const RIGHT: i32 = 700;
const TOP: i32 = 52;
const BOTTOM: i32 = 282;
const BOTTOM_DICE: i32 = 250;
/// The strip of rolls (dice games): its gap under the plot and its height.
pub(super) const STRIP_GAP: i32 = 8;
pub(super) const STRIP_HEIGHT: i32 = 30;
/// The change of win chance (0 to 1) a roll's bar is half the strip's height for.
const STRIP_SCALE: f32 = 0.2;
/// The baseline of the move numbers under everything.
const AXIS_BASELINE: i32 = 306;

const TITLE_PX: f32 = 22.0;
const TITLE_BASELINE: i32 = 32;
const NAME_PX: f32 = 17.0;
const NAME_MAX: f32 = 190.0;
const SMALL_PX: f32 = 14.0;
const BADGE_PX: f32 = 14.0;

/// The plot's background: one step of the ink ramp over the band's colour, so a basalt area
/// shows darker than it and an ivory one lighter.
pub(super) const PLOT_BG: u8 = INK + 1;
/// The basalt ramp step that looks like [`PLOT_BG`] and the one a basalt area is
/// filled with: a partly covered pixel is a step between them.
const BASALT_BG_STEP: f32 = 25.0;
const BASALT_FILL_STEP: f32 = 9.0;
/// Samples per pixel across a column of the curve.
const SUB: usize = 4;
/// Radius of a turning point's dot and of its numbered badge.
const DOT_R: f32 = 5.5;
const BADGE_R: f32 = 9.5;
/// Samples per pixel along each axis of a dot.
const DOT_SS: i32 = 4;

/// Where things go: the plot's box and how many points share its width.
pub(super) struct Frame {
    pub(super) left: f32,
    pub(super) right: f32,
    pub(super) top: f32,
    pub(super) bottom: f32,
    points: usize,
}

impl Frame {
    /// The plot's box for `review`: shorter in a game with dice, whose strip of rolls is under
    /// it.
    pub(super) fn of(review: &Review) -> Frame {
        Frame {
            left: LEFT as f32,
            right: RIGHT as f32,
            top: TOP as f32,
            bottom: if has_dice(review) {
                BOTTOM_DICE
            } else {
                BOTTOM
            } as f32,
            points: review.steps.len() + 1,
        }
    }

    /// The x of point `k` (0: the start, `k`: after the `k`-th action).
    pub(super) fn x(&self, k: usize) -> f32 {
        let gaps = self.points.saturating_sub(1).max(1) as f32;
        self.left + (self.right - self.left) * k as f32 / gaps
    }

    /// The y of a win chance (0 to 1).
    pub(super) fn y(&self, v: f32) -> f32 {
        self.bottom - (self.bottom - self.top) * v.clamp(0.0, 1.0)
    }

    /// The win chance at `x` along the curve through `values`.
    fn value_at(&self, values: &[f32], x: f32) -> f32 {
        if values.len() < 2 {
            return values.first().copied().unwrap_or(0.5);
        }
        let at = ((x - self.left) / (self.right - self.left)).clamp(0.0, 1.0)
            * (values.len() - 1) as f32;
        let i = (at.floor() as usize).min(values.len() - 2);
        let t = at - i as f32;
        values[i] + (values[i + 1] - values[i]) * t
    }
}

/// The win-chance chart of `review` as an indexed PNG, [`WIDTH`] by [`HEIGHT`]: see the parent
/// module. `names` are the first and second players' names (empty: the sides' names).
pub fn chart_png(review: &Review, names: [&str; 2], lang: Lang) -> Vec<u8> {
    draw(review, names, lang).encode_png_small()
}

/// The chart on a canvas (the tests read its pixels).
pub(super) fn draw(review: &Review, names: [&str; 2], lang: Lang) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::HEADER_BG);
    let values = points(review);
    let frame = Frame::of(review);
    band(&mut canvas, review, names, lang);
    let colours = side_colours(review.variant);
    area(&mut canvas, &frame, &values, colours);
    gridlines(&mut canvas, &frame, lang);
    if has_dice(review) {
        rolls(&mut canvas, &frame, review, colours, lang);
    }
    axis(&mut canvas, &frame, review, lang);
    turning(&mut canvas, &frame, review, &values);
    canvas
}

fn ink(max: u8) -> Ink {
    Ink::Ramp { base: INK, max }
}

/// The title (gold, left) and the players with their pieces (right).
fn band(canvas: &mut Canvas, review: &Review, names: [&str; 2], lang: Lang) {
    let gold = Ink::Ramp {
        base: palette::GOLD,
        max: INK_LEVELS,
    };
    let title = text::ellipsize(t(lang, "render-review-chance"), TITLE_PX, 240.0);
    text::draw(
        canvas,
        LEFT as f32 - 40.0,
        TITLE_BASELINE,
        &title,
        TITLE_PX,
        Align::Left,
        gold,
    );
    // From the right edge leftwards: the second player, then the first.
    let mut right = RIGHT as f32;
    for side in [Side::Second, Side::First] {
        let width = text::draw_name(
            canvas,
            right,
            TITLE_BASELINE - 2,
            &shown_name(review, names, side, lang),
            NAME_PX,
            NAME_MAX,
            Align::Right,
            ink(INK_LEVELS),
        );
        let icon = &icons()[side_colours(review.variant)[side.index()]];
        let cx = right - width - 6.0 - icon.width as f32 / 2.0;
        let cy = TITLE_BASELINE as f32 - 2.0 - text::cap_height(NAME_PX) / 2.0;
        canvas.draw_sprite(
            icon,
            (cx - icon.width as f32 / 2.0).round() as i32,
            (cy - icon.height as f32 / 2.0).round() as i32,
        );
        right = cx - icon.width as f32 / 2.0 - 18.0;
    }
}

/// The small bone and basalt pieces for the legend (with a faint ring, so the dark one shows on
/// the dark band), drawn once.
fn icons() -> &'static [Sprite; 2] {
    static ICONS: OnceLock<[Sprite; 2]> = OnceLock::new();
    ICONS.get_or_init(|| {
        [0usize, 1].map(|side| {
            let tile = 22;
            let disc = sprites::disc(
                &sprites::side_style(side, palette::ICON_EDGE + side as u8 * 3),
                &sprites::DiscShape {
                    tile,
                    radius: 7.5,
                    shadow: None,
                },
            );
            let ring = sprites::ring(tile, 9.5, 1.2, INK, 3);
            let mut canvas = Canvas::new(tile, tile, palette::HEADER_BG);
            canvas.draw_sprite(&disc, 0, 0);
            canvas.draw_sprite(&ring, 0, 0);
            let ops = canvas
                .pixels
                .iter()
                .map(|&p| {
                    if p == palette::HEADER_BG {
                        crate::render::canvas::Op::Keep
                    } else {
                        crate::render::canvas::Op::Paint(p)
                    }
                })
                .collect();
            Sprite::from_ops(tile, tile, ops)
        })
    })
}

/// A pixel of a side's area (colour 0 bone, 1 basalt: see [`side_colours`]) covered
/// `coverage` (0 to 1) over the plot's background: a step of the ink ramp (ivory) or of the
/// basalt ramp between the background's look and the fill.
fn area_shade(colour: usize, coverage: f32) -> u8 {
    let c = coverage.clamp(0.0, 1.0);
    if colour == 0 {
        PLOT_BG + (c * (INK_LEVELS - 1) as f32).round() as u8
    } else {
        BASALT + (BASALT_BG_STEP - (BASALT_BG_STEP - BASALT_FILL_STEP) * c).round() as u8
    }
}

/// The plot's background and the two areas between the curve and 50% (above it the first
/// side's colour, below it the second's), anti-aliased: each pixel column is sampled [`SUB`]
/// times across, and each pixel takes the step of its area's ramp that its covered share gives.
fn area(canvas: &mut Canvas, frame: &Frame, values: &[f32], colours: [usize; 2]) {
    let (top, bottom) = (frame.top as i32, frame.bottom as i32);
    canvas.fill_rect(
        frame.left as i32,
        top,
        (frame.right - frame.left) as i32,
        bottom - top,
        PLOT_BG,
    );
    let mid = frame.y(0.5);
    let rows = (bottom - top) as usize;
    let mut above = vec![0.0f32; rows];
    let mut below = vec![0.0f32; rows];
    for px in frame.left as i32..frame.right as i32 {
        above.fill(0.0);
        below.fill(0.0);
        for s in 0..SUB {
            let x = px as f32 + (s as f32 + 0.5) / SUB as f32;
            let y = frame.y(frame.value_at(values, x));
            let (a, b, cover) = if y < mid {
                (y, mid, &mut above)
            } else {
                (mid, y, &mut below)
            };
            let first = (a.floor() as i32).max(top);
            let last = (b.ceil() as i32).min(bottom);
            for row in first..last {
                let share = (b.min(row as f32 + 1.0) - a.max(row as f32)).max(0.0);
                cover[(row - top) as usize] += share / SUB as f32;
            }
        }
        for (r, (&up, &down)) in above.iter().zip(&below).enumerate() {
            let colour = if up <= 0.0 && down <= 0.0 {
                continue;
            } else if up >= down {
                area_shade(colours[0], up)
            } else {
                area_shade(colours[1], down)
            };
            canvas.set(px as usize, top as usize + r, colour);
        }
    }
}

/// Gridlines at 25 and 75% (a step lighter than what they cross, or darker over the ivory), the
/// 50% line in gold, and the percentages at the left.
fn gridlines(canvas: &mut Canvas, frame: &Frame, lang: Lang) {
    let (left, width) = (frame.left as i32, (frame.right - frame.left) as i32);
    for v in [0.25f32, 0.75] {
        let y = frame.y(v).round() as i32;
        canvas.map_rect(left, y, width, 1, |p| {
            if p == PLOT_BG {
                INK + 2
            } else if (INK..=INK + INK_LEVELS).contains(&p) {
                p - 1
            } else if (BASALT..BASALT + palette::PIECE_LEN).contains(&p) {
                (p + 5).min(BASALT + BASALT_BG_STEP as u8)
            } else {
                p
            }
        });
    }
    let mid = frame.y(0.5).round() as i32;
    canvas.fill_rect(left, mid, width, 1, palette::GOLD + 4);
    for v in [25u32, 50, 75] {
        let y = frame.y(v as f32 / 100.0);
        let label = tf(lang, "render-review-percent", &[("value", &v)]);
        text::draw(
            canvas,
            frame.left - 7.0,
            (y + text::cap_height(SMALL_PX) / 2.0).round() as i32,
            &label,
            SMALL_PX,
            Align::Right,
            ink(INK_LEVELS - 2),
        );
    }
}

/// The strip of rolls under the plot: a bar under each roll, up in the first side's colour when
/// it moved the win chance towards the first side, down in the second's, its height the change
/// (the strip's half height is [`STRIP_SCALE`] points or more), at least a pixel; and the
/// strip's name.
fn rolls(canvas: &mut Canvas, frame: &Frame, review: &Review, colours: [usize; 2], lang: Lang) {
    let top = frame.bottom as i32 + STRIP_GAP;
    let (left, width) = (frame.left as i32, (frame.right - frame.left) as i32);
    canvas.fill_rect(left, top, width, STRIP_HEIGHT, PLOT_BG);
    let mid = top + STRIP_HEIGHT / 2;
    canvas.fill_rect(left, mid, width, 1, palette::GOLD + 2);
    let half = (STRIP_HEIGHT / 2 - 1) as f32;
    let spacing = frame.x(1) - frame.x(0);
    let bar = (spacing - 1.0).clamp(1.0, 5.0).round() as i32;
    for (i, step) in review.steps.iter().enumerate() {
        if step.actor != Actor::Chance {
            continue;
        }
        let delta = step.after - step.before;
        let height = ((delta.abs() / STRIP_SCALE * half).round() as i32).clamp(1, half as i32);
        let centre = (frame.x(i) + frame.x(i + 1)) / 2.0;
        let x = (centre - bar as f32 / 2.0).round() as i32;
        if delta >= 0.0 {
            canvas.fill_rect(x, mid - height, bar, height, area_shade(colours[0], 1.0));
        } else {
            canvas.fill_rect(x, mid + 1, bar, height, area_shade(colours[1], 1.0));
        }
    }
    text::draw(
        canvas,
        frame.left - 7.0,
        mid + (text::cap_height(SMALL_PX) / 2.0).round() as i32,
        t(lang, "render-review-dice"),
        SMALL_PX,
        Align::Right,
        ink(INK_LEVELS - 2),
    );
}

/// Move numbers under the chart, with a tick each, and the axis's name at the left.
fn axis(canvas: &mut Canvas, frame: &Frame, review: &Review, lang: Lang) {
    let tick_top = AXIS_BASELINE - 16;
    for (number, i) in axis_numbers(review, 10) {
        let x = frame.x(i + 1);
        canvas.fill_rect(x.round() as i32, tick_top, 1, 4, INK + 3);
        text::draw(
            canvas,
            x,
            AXIS_BASELINE,
            &number.to_string(),
            SMALL_PX,
            Align::Center,
            ink(INK_LEVELS - 1),
        );
    }
    text::draw(
        canvas,
        frame.left - 7.0,
        AXIS_BASELINE,
        t(lang, "render-review-move"),
        SMALL_PX,
        Align::Right,
        ink(INK_LEVELS - 2),
    );
}

/// The turning points: a dot in the label's colour on the curve, after the decision, and beside
/// it a dark badge with its number (its page): above the dot, or below it, or to a side, at the
/// first place inside the plot that covers no other badge or dot.
fn turning(canvas: &mut Canvas, frame: &Frame, review: &Review, values: &[f32]) {
    let dots: Vec<((f32, f32), usize, u8)> = review
        .turning
        .iter()
        .enumerate()
        .filter(|&(_, &i)| i < review.steps.len())
        .map(|(page, &i)| {
            let at = (frame.x(i + 1), frame.y(values[i + 1]));
            (at, page + 1, label_colour(review.steps[i].label))
        })
        .collect();
    for &(at, _, colour) in &dots {
        disc(canvas, at, DOT_R, colour, INK);
    }
    // The badges after every dot, so no dot covers a number.
    let mut placed: Vec<(f32, f32)> = Vec::new();
    for &((x, y), number, colour) in &dots {
        let inside = |(bx, by): (f32, f32)| {
            bx >= frame.left + BADGE_R
                && bx <= frame.right - BADGE_R
                && by >= frame.top + BADGE_R
                && by <= frame.bottom - BADGE_R
        };
        let apart = |(bx, by): (f32, f32)| {
            let far = |(ox, oy): (f32, f32), d: f32| (bx - ox).powi(2) + (by - oy).powi(2) >= d * d;
            placed.iter().all(|&o| far(o, 2.0 * BADGE_R + 2.0))
                && dots.iter().all(|&(o, ..)| far(o, BADGE_R + DOT_R + 2.0))
        };
        let candidates = BADGE_PLACES.iter().map(|&(dx, dy)| (x + dx, y + dy));
        let at = candidates
            .clone()
            .find(|&c| inside(c) && apart(c))
            .or_else(|| candidates.clone().find(|&c| inside(c)))
            .unwrap_or((
                x.clamp(frame.left + BADGE_R, frame.right - BADGE_R),
                y - 17.0,
            ));
        placed.push(at);
        disc(canvas, at, BADGE_R, INK, colour);
        text::draw(
            canvas,
            at.0,
            (at.1 + text::cap_height(BADGE_PX) / 2.0).round() as i32,
            &number.to_string(),
            BADGE_PX,
            Align::Center,
            ink(INK_LEVELS),
        );
    }
}

/// Where a turning point's badge may go from its dot, in order of preference.
const BADGE_PLACES: [(f32, f32); 10] = [
    (0.0, -17.0),
    (0.0, 17.0),
    (-15.0, -12.0),
    (15.0, -12.0),
    (-15.0, 12.0),
    (15.0, 12.0),
    (0.0, -37.0),
    (0.0, 37.0),
    (-20.0, 0.0),
    (20.0, 0.0),
];

/// A disc of radius `r` filled with `fill` inside a 1.5-pixel rim of `rim`, sampled
/// [`DOT_SS`]² times a pixel: a pixel takes the colour covering most of its samples if the disc
/// covers at least half of it.
fn disc(canvas: &mut Canvas, (cx, cy): (f32, f32), r: f32, fill: u8, rim: u8) {
    let outer = r + 1.5;
    let x0 = ((cx - outer).floor() as i32).max(0);
    let x1 = ((cx + outer).ceil() as i32).min(canvas.width as i32 - 1);
    let y0 = ((cy - outer).floor() as i32).max(0);
    let y1 = ((cy + outer).ceil() as i32).min(canvas.height as i32 - 1);
    let full = DOT_SS * DOT_SS;
    for py in y0..=y1 {
        for px in x0..=x1 {
            let (mut inner, mut ring) = (0, 0);
            for sy in 0..DOT_SS {
                for sx in 0..DOT_SS {
                    let dx = px as f32 + (sx as f32 + 0.5) / DOT_SS as f32 - cx;
                    let dy = py as f32 + (sy as f32 + 0.5) / DOT_SS as f32 - cy;
                    let d = (dx * dx + dy * dy).sqrt();
                    if d <= r {
                        inner += 1;
                    } else if d <= outer {
                        ring += 1;
                    }
                }
            }
            if (inner + ring) * 2 >= full {
                let colour = if inner >= ring { fill } else { rim };
                canvas.set(px as usize, py as usize, colour);
            }
        }
    }
}
