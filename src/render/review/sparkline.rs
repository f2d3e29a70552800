//! The win-chance chart as text, for the console.

use super::{axis_numbers, has_dice, points, shown_name};
use crate::ai::review::{Actor, Review};
use crate::games::Side;
use crate::i18n::{t, tf, Lang};

/// Columns of the sparkline at most (a game with fewer points has one column a point).
pub const COLUMNS: usize = 60;
/// The blocks of the sparkline, 0% to 100%.
const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
/// A roll that moved the win chance this much (0 to 1) is marked under the sparkline.
pub const BIG_ROLL: f32 = 0.10;

/// The chart as a few lines of text: a title naming the players, a sparkline of the first
/// side's win chance (one block a column, [`COLUMNS`] at most, each showing the last position
/// of its stretch), the turning points' numbers under the columns of their decisions, in games
/// with dice a line with `+` under a roll that moved the win chance [`BIG_ROLL`] or more
/// towards the first side and `-` towards the second, and the move numbers; the lines under the
/// sparkline end with their names.
pub fn chart_text(review: &Review, names: [&str; 2], lang: Lang) -> String {
    let values = points(review);
    let columns = values.len().min(COLUMNS);
    let column = |point: usize| point * columns / values.len();
    // The last point of each column.
    let mut spark = vec![' '; columns];
    for (k, v) in values.iter().enumerate() {
        let level = (v * (BLOCKS.len() - 1) as f32).round() as usize;
        spark[column(k)] = BLOCKS[level.min(BLOCKS.len() - 1)];
    }
    let mut lines = vec![tf(
        lang,
        "render-review-text-title",
        &[
            ("first", &shown_name(review, names, Side::First, lang)),
            ("second", &shown_name(review, names, Side::Second, lang)),
        ],
    )];
    lines.push(String::from_iter(&spark));
    // The turning points: the most costly first, each in the nearest free column.
    let mut marks = vec![' '; columns];
    for (page, &i) in review.turning.iter().enumerate() {
        let Some(digit) = char::from_digit(page as u32 + 1, 10) else {
            continue;
        };
        if i >= review.steps.len() {
            continue;
        }
        let want = column(i + 1);
        let free = (0..columns)
            .filter(|&c| marks[c] == ' ')
            .min_by_key(|&c| (c.abs_diff(want), c));
        if let Some(c) = free {
            marks[c] = digit;
        }
    }
    if !review.turning.is_empty() {
        lines.push(labelled(&marks, t(lang, "render-review-turning")));
    }
    if has_dice(review) {
        let mut rolls = vec![' '; columns];
        for (i, step) in review.steps.iter().enumerate() {
            let delta = step.after - step.before;
            if step.actor == Actor::Chance && delta.abs() >= BIG_ROLL {
                let c = column(i + 1);
                // Two big rolls in one column: the larger shows.
                if rolls[c] == ' ' || delta.abs() >= BIG_ROLL * 2.0 {
                    rolls[c] = if delta > 0.0 { '+' } else { '-' };
                }
            }
        }
        lines.push(labelled(&rolls, t(lang, "render-review-dice")));
    }
    // Move numbers, each starting at its column, when it does not run into the one before.
    let mut axis = vec![' '; columns];
    let mut free_from = 0;
    for (number, i) in axis_numbers(review, 8) {
        let text: Vec<char> = number.to_string().chars().collect();
        let at = column(i + 1);
        if at >= free_from && at + text.len() <= columns {
            axis[at..at + text.len()].copy_from_slice(&text);
            free_from = at + text.len() + 1;
        }
    }
    lines.push(labelled(&axis, t(lang, "render-review-move")));
    lines.join("\n") + "\n"
}

/// A line of `columns` characters followed by its name.
fn labelled(columns: &[char], name: &str) -> String {
    format!("{} {name}", String::from_iter(columns))
}
