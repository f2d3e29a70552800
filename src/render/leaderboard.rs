//! The leaderboard as a picture: a dark tablet with the title in gold and one row per player.
//!
//! A text table in a code block wraps or scrolls on a phone as soon as a name is long; a picture
//! keeps its columns. It is drawn like the board's players' band (flat ink background, glyph
//! coverage as an ink ramp, the same fonts), so it costs a few text draws and one indexed PNG.
//! Established players are in full ink (the top three ranks in gold); provisional ones, listed
//! after them, are muted, with their rating marked "?" by the caller. Its only shapes are the
//! one-pixel rules between rows ([`Canvas::fill_rect`]); everything else is text from the glyph
//! cache, so there is nothing here for `imageproc` to draw.

use super::canvas::Canvas;
use super::palette;
use super::text::{self, Align, Ink};

const WIDTH: usize = 720;
const MARGIN: i32 = 28;
const TITLE_PX: f32 = 32.0;
const TITLE_BASELINE: i32 = 52;
const SUBTITLE_PX: f32 = 22.0;
const SUBTITLE_BASELINE: i32 = 86;
const HEADER_PX: f32 = 21.0;
const HEADER_BASELINE: i32 = 132;
const FIRST_RULE: i32 = 146;
const ROW_PX: f32 = 29.0;
const ROW_HEIGHT: i32 = 54;
const BOTTOM: i32 = 24;

/// Right edges of the rank, rating, games and record columns; the name starts after the rank.
const RANK_RIGHT: f32 = 86.0;
const NAME_LEFT: f32 = 104.0;
const NAME_MAX: f32 = 300.0;
const RATING_RIGHT: f32 = 500.0;
const GAMES_RIGHT: f32 = 590.0;
const RECORD_RIGHT: f32 = (WIDTH as i32 - MARGIN) as f32;

/// One line of the picture, already formatted by the caller (localised, "?" on provisional).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// `None` for a provisional player (no rank yet).
    pub rank: Option<i64>,
    pub name: String,
    pub rating: String,
    pub games: String,
    /// Wins-draws-losses.
    pub record: String,
}

fn ink(max: u8) -> Ink {
    Ink::Ramp {
        base: palette::INK,
        max,
    }
}

fn gold() -> Ink {
    Ink::Ramp {
        base: palette::GOLD,
        max: palette::INK_LEVELS,
    }
}

/// A horizontal one-pixel rule in a muted ink level.
fn rule(canvas: &mut Canvas, y: i32) {
    canvas.fill_rect(
        MARGIN,
        y,
        WIDTH as i32 - 2 * MARGIN,
        1,
        palette::INK + palette::INK_LEVELS / 3,
    );
}

/// The alt text of [`leaderboard_png`]'s picture, from the same values (see
/// [`super::alt::rows`]); a provisional player's rank is blank.
pub fn leaderboard_alt(
    lang: crate::i18n::Lang,
    title: &str,
    subtitle: &str,
    columns: [&str; 5],
    rows: &[Row],
) -> String {
    let ranks: Vec<String> = rows
        .iter()
        .map(|r| r.rank.map_or(String::new(), |n| n.to_string()))
        .collect();
    let cells: Vec<Vec<&str>> = rows
        .iter()
        .zip(&ranks)
        .map(|(r, rank)| vec![rank.as_str(), &r.name, &r.rating, &r.games, &r.record])
        .collect();
    super::alt::rows(lang, &[title, subtitle], &columns, &cells, None)
}

/// Draws the leaderboard: `title`, `subtitle` (scope, page), the column names
/// (rank, player, rating, games, record) and the rows, as an indexed PNG.
pub fn leaderboard_png(title: &str, subtitle: &str, columns: [&str; 5], rows: &[Row]) -> Vec<u8> {
    let rows_height = ROW_HEIGHT * rows.len().max(1) as i32;
    let height = (FIRST_RULE + rows_height + BOTTOM) as usize;
    let mut canvas = Canvas::new(WIDTH, height, palette::HEADER_BG);
    let room = (WIDTH as i32 - 2 * MARGIN) as f32;
    let title = text::ellipsize(title, TITLE_PX, room);
    text::draw(
        &mut canvas,
        MARGIN as f32,
        TITLE_BASELINE,
        &title,
        TITLE_PX,
        Align::Left,
        gold(),
    );
    let subtitle = text::ellipsize(subtitle, SUBTITLE_PX, room);
    let muted = ink(palette::INK_LEVELS - 2);
    text::draw(
        &mut canvas,
        MARGIN as f32,
        SUBTITLE_BASELINE,
        &subtitle,
        SUBTITLE_PX,
        Align::Left,
        muted,
    );
    let [rank, player, rating, games, record] = columns;
    for (label, x, align) in [
        (rank, RANK_RIGHT, Align::Right),
        (player, NAME_LEFT, Align::Left),
        (rating, RATING_RIGHT, Align::Right),
        (games, GAMES_RIGHT, Align::Right),
        (record, RECORD_RIGHT, Align::Right),
    ] {
        let label = text::ellipsize(label, HEADER_PX, 120.0);
        text::draw(
            &mut canvas,
            x,
            HEADER_BASELINE,
            &label,
            HEADER_PX,
            align,
            muted,
        );
    }
    rule(&mut canvas, FIRST_RULE);
    for (i, row) in rows.iter().enumerate() {
        let top = FIRST_RULE + i as i32 * ROW_HEIGHT;
        let baseline = top + ROW_HEIGHT / 2 + (text::cap_height(ROW_PX) / 2.0).round() as i32;
        let body = if row.rank.is_some() {
            ink(palette::INK_LEVELS)
        } else {
            muted
        };
        let rank_ink = match row.rank {
            Some(1..=3) => gold(),
            _ => body,
        };
        let rank = row.rank.map_or("–".to_string(), |r| r.to_string());
        text::draw(
            &mut canvas,
            RANK_RIGHT,
            baseline,
            &rank,
            ROW_PX,
            Align::Right,
            rank_ink,
        );
        text::draw_name(
            &mut canvas,
            NAME_LEFT,
            baseline,
            &row.name,
            ROW_PX,
            NAME_MAX,
            Align::Left,
            body,
        );
        text::draw(
            &mut canvas,
            RATING_RIGHT,
            baseline,
            &row.rating,
            ROW_PX,
            Align::Right,
            body,
        );
        text::draw(
            &mut canvas,
            GAMES_RIGHT,
            baseline,
            &row.games,
            ROW_PX,
            Align::Right,
            body,
        );
        text::draw(
            &mut canvas,
            RECORD_RIGHT,
            baseline,
            &row.record,
            ROW_PX,
            Align::Right,
            body,
        );
        if i + 1 < rows.len() {
            rule(&mut canvas, top + ROW_HEIGHT);
        }
    }
    canvas.encode_png()
}

#[cfg(test)]
mod tests;
