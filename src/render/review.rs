//! The pictures of a game review ([`crate::ai::review`]): the win-chance chart, each turning
//! point drawn on the board, and the same chart as text for the console.
//!
//! - [`chart_png`]: the first side's win chance after each action, as lichess's advantage chart:
//!   the area between the curve and 50% in the first side's colour above (ivory, or basalt in
//!   Ergo, where black moves first, as the board shows them) and the second side's below, gridlines at 25, 50 and 75%, move numbers along the axis, the
//!   players in a legend, the turning points as dots in their label's colour (blunder red,
//!   mistake bronze, inaccuracy gold) numbered as their pages are; in games with dice, a strip
//!   under the chart with a bar under each roll, up (the first side's colour) when it moved the
//!   win chance towards the first side and down towards the second, as tall as the move it
//!   made, so luck shows apart from the players' decisions.
//! - [`turning_point_png`]: the position before a decision, drawn as a rules diagram
//!   ([`super::diagram`]), with the move played as a red arrow and the computer's choice as a
//!   green one (rings where an action moves no piece along the board).
//! - [`chart_text`]: a sparkline of the win chance, the turning points and the big rolls under
//!   it, and the move numbers.
//!
//! Drawn on the renderer's own canvas, not with a plotting library: the chart is a few flat
//! areas, three gridlines, a dozen dots and some text, and the canvas already has the board's
//! palette, fonts and text drawing, so the chart looks like the board and its PNG is an indexed
//! one: 12 KiB for a 300-action Piso game, drawn in 1.5 ms and encoded in 2 more (the test
//! profile, `cargo bench --bench render` for release). `plotters` would draw in RGB with a font stack
//! of its own, to be quantised back to the palette (slower, bigger, colours off) and add a
//! dependency to a CI build that is already long; its area series would give no more than the
//! per-column coverage below. The curve is anti-aliased by hand: each pixel column is sampled
//! four times across, the covered share of each pixel becomes a step of the ink ramp (ivory
//! over the plot's background) or of the basalt ramp, so no colour leaves the palette.

mod alt;
mod chart;
mod sparkline;

pub use alt::{chart_alt, turning_point_alt};
pub use chart::{chart_png, HEIGHT, WIDTH};
pub use sparkline::chart_text;

use super::diagram::{render_diagram, trace_marks, Mark, UnknownSpot};
use super::{palette, RenderInfo};
use crate::ai::review::{Label, Review, Step};
use crate::games::{AnyGame, Side, Variant};
use crate::i18n::{self, Lang};

/// The palette entry a turning point's dot is drawn in: a blunder red, a mistake bronze
/// (orange), an inaccuracy gold; a turning point without a label (a loss under the
/// inaccuracy's threshold) silver.
pub fn label_colour(label: Option<Label>) -> u8 {
    match label {
        Some(Label::Blunder) => palette::RED + palette::RED_LEVELS - 1,
        Some(Label::Mistake) => palette::BRONZE,
        Some(Label::Inaccuracy) => palette::GOLD + palette::INK_LEVELS,
        None => palette::SILVER,
    }
}

/// The turning point's position drawn as a diagram ([`render_diagram`]): `before` is the
/// position before `step`'s action, the move played a red arrow (through every landing square
/// of a chain) and the computer's choice (`step.best`) a green one; an action that moves no
/// piece between two spots (a placement, a removal, a piece entering or borne off) is a ring
/// instead. When the move played is the computer's choice, only the green mark. An action the
/// position does not accept is an error naming it, as a spot the board lacks is.
pub fn turning_point_png(
    before: &AnyGame,
    step: &Step,
    info: &RenderInfo,
) -> Result<Vec<u8>, UnknownSpot> {
    render_diagram(before, info, &turning_marks(before, step)?)
}

/// The marks of [`turning_point_png`]: the move played's (red), then the computer's choice's
/// (green, drawn over it).
pub fn turning_marks(before: &AnyGame, step: &Step) -> Result<Vec<Mark>, UnknownSpot> {
    let best = step.best.as_deref();
    let mut marks = Vec::new();
    if best != Some(step.text.as_str()) {
        marks.extend(action_marks(before, &step.text, false)?);
    }
    if let Some(best) = best {
        marks.extend(action_marks(before, best, true)?);
    }
    Ok(marks)
}

/// The marks of one action played from `before`: [`trace_marks`]'s arrows and rings, in red for
/// the move played or green for the better one.
fn action_marks(before: &AnyGame, text: &str, better: bool) -> Result<Vec<Mark>, UnknownSpot> {
    let mut after = before.clone();
    let (canonical, route) = after
        .play_text_routed(text)
        .map_err(|_| UnknownSpot(text.to_string()))?;
    Ok(trace_marks(before, &[(canonical, route)])
        .into_iter()
        .map(|mark| match (mark, better) {
            (Mark::Arrow(path), false) => Mark::Played(path),
            (Mark::Arrow(path), true) => Mark::Better(path),
            (Mark::Ring(spot), false) => Mark::PlayedRing(spot),
            (Mark::Ring(spot), true) => Mark::BetterRing(spot),
            (other, _) => other,
        })
        .collect())
}

/// The colour of each side's pieces on its board (0 bone, 1 basalt), which its area of the
/// chart takes: the first side's are bone, but in Ergo, where black (basalt) moves first.
pub fn side_colours(variant: Variant) -> [usize; 2] {
    if variant.side_name_key(Side::First) == "side-black" {
        [1, 0]
    } else {
        [0, 1]
    }
}

/// The first side's win chance at the start and after each action (0 to 1): the chart's points.
fn points(review: &Review) -> Vec<f32> {
    std::iter::once(review.start)
        .chain(review.steps.iter().map(|s| s.after))
        .map(|v| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        })
        .collect()
}

/// Whether the review's game has dice (its rolls are shown apart).
fn has_dice(review: &Review) -> bool {
    review.sides.iter().any(|s| s.luck.is_some())
        || review
            .steps
            .iter()
            .any(|s| s.actor == crate::ai::review::Actor::Chance)
}

/// A side's name as the chart shows it: the player's, or the side's own ("White") when empty.
fn shown_name(review: &Review, names: [&str; 2], side: Side, lang: Lang) -> String {
    let name = names[side.index()].trim();
    if name.is_empty() {
        super::text::capitalise(i18n::side_name(lang, review.variant, side))
    } else {
        super::text::clean_name(name, super::text::MAX_CHARS)
    }
}

/// The move numbers the axis shows: a round step (1, 2, 5, 10, 20, 25, 50…) giving at most
/// `most` numbers, each with the index of its first action; the first move's number too when
/// the step is 1 or 5 and more (not 1 beside 2).
fn axis_numbers(review: &Review, most: usize) -> Vec<(u32, usize)> {
    let last = review.steps.iter().map(|s| s.number).max().unwrap_or(0);
    if last == 0 {
        return Vec::new();
    }
    let every = [1u32, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
        .into_iter()
        .find(|&e| ((last / e) as usize) < most)
        .unwrap_or(last);
    let mut out = Vec::new();
    let mut wanted = 1;
    for (i, step) in review.steps.iter().enumerate() {
        let first = step.number == 1 && every != 2;
        if step.number >= wanted && (first || step.number % every == 0) {
            out.push((step.number, i));
            wanted = step.number + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests;
