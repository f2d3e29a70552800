//! The alt text of a review's pictures (see [`crate::render::alt`]): the chart's facts as text
//! (the first side's win chance at the start and the end, its lowest and highest points and the
//! moves after which they came, the turning points), and a turning point's board with the move
//! played and the computer's choice.

use super::{points, shown_name, RenderInfo};
use crate::ai::review::{Review, Step};
use crate::games::{AnyGame, Side};
use crate::i18n::{self, tf, Lang};
use crate::render::alt;

/// Win chance as the chart writes it (`62%`, `62 %` in French).
fn percent(lang: Lang, v: f32) -> String {
    let value = format!("{:.0}", (v * 100.0).clamp(0.0, 100.0));
    tf(lang, "render-review-percent", &[("value", &value)])
}

/// The alt text of the win-chance chart of `review` (`names` as [`super::chart_png`] takes
/// them).
pub fn chart_alt(review: &Review, names: [&str; 2], lang: Lang) -> String {
    let values = points(review);
    let first = shown_name(review, names, Side::First, lang);
    let second = shown_name(review, names, Side::Second, lang);
    let mut lines = vec![tf(
        lang,
        "alt-chart-title",
        &[("first", &first), ("second", &second)],
    )];
    // The move after which point `k` came (point 0 is the start).
    let after = |k: usize| -> String {
        match k.checked_sub(1).and_then(|i| review.steps.get(i)) {
            Some(step) => format!("{} {}", step.numbered(), step.text),
            None => i18n::t(lang, "alt-chart-start").to_string(),
        }
    };
    let start = values.first().copied().unwrap_or(0.5);
    let end = values.last().copied().unwrap_or(start);
    let extreme = |better: fn(f32, f32) -> bool| {
        values.iter().enumerate().fold(
            (0, start),
            |(bk, bv), (k, &v)| {
                if better(v, bv) {
                    (k, v)
                } else {
                    (bk, bv)
                }
            },
        )
    };
    let (low_at, low) = extreme(|v, best| v < best);
    let (high_at, high) = extreme(|v, best| v > best);
    lines.push(tf(
        lang,
        "alt-chart-points",
        &[
            ("name", &first),
            ("count", &review.steps.len()),
            ("start", &percent(lang, start)),
            ("end", &percent(lang, end)),
            ("low", &percent(lang, low)),
            ("low_after", &after(low_at)),
            ("high", &percent(lang, high)),
            ("high_after", &after(high_at)),
        ],
    ));
    let turning: Vec<String> = review
        .turning
        .iter()
        .filter_map(|&i| review.steps.get(i))
        .map(|s| format!("{} {}", s.numbered(), s.text))
        .collect();
    if !turning.is_empty() {
        lines.push(tf(
            lang,
            "alt-chart-turning",
            &[("moves", &turning.join(", "))],
        ));
    }
    alt::fit(&lines.join("\n"))
}

/// The alt text of a turning point's picture: the board before the move (see
/// [`alt::board`]), with the move played and the computer's choice, which the picture draws as
/// arrows.
pub fn turning_point_alt(before: &AnyGame, step: &Step, info: &RenderInfo, title: &str) -> String {
    let played = format!("{} {}", step.numbered(), step.text);
    let line = match &step.best {
        Some(best) if *best != step.text => tf(
            info.lang,
            "alt-turning-better",
            &[("played", &played), ("best", best)],
        ),
        _ => tf(info.lang, "alt-turning-played", &[("played", &played)]),
    };
    alt::fit(&format!("{line}\n{}", alt::board(before, info, title)))
}
