//! Alt text: what each picture shows, as text a screen reader can read (Discord's attachment
//! `description`, at most [`MAX`] characters), in the picture's language. A board says the
//! game, the players and their sides, whose turn it is or how it ended, the last move and the
//! position in the game's own notation (its position text); a table (standings, pairings,
//! leaderboards) says its title and each row's cells named by their columns. A review's chart
//! has its own in [`super::review::chart_alt`].

use super::table::TablePicture;
use super::{status_line, RenderInfo};
use crate::games::{AnyGame, Side};
use crate::i18n::{self, tf, Lang};

/// Discord's limit on an attachment's description, in characters.
pub const MAX: usize = 1024;

/// `text` within [`MAX`] characters: cut at a character boundary with an ellipsis if longer.
pub fn fit(text: &str) -> String {
    if text.chars().count() <= MAX {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX - 1).collect();
    cut.push('…');
    cut
}

/// The alt text of a board: `title` (the game's name and number, or a rules page's title),
/// the players and their sides (when the picture names them), the status line the picture
/// shows, the last move, and the position text.
pub fn board(game: &AnyGame, info: &RenderInfo, title: &str) -> String {
    let lang = info.lang;
    let variant = game.variant();
    let mut lines = vec![title.to_string()];
    let [first, second] = info.names.map(str::trim);
    if !first.is_empty() || !second.is_empty() {
        lines.push(tf(
            lang,
            "alt-players",
            &[
                ("first", &first),
                ("first_side", &i18n::side_name(lang, variant, Side::First)),
                ("second", &second),
                ("second_side", &i18n::side_name(lang, variant, Side::Second)),
            ],
        ));
    }
    let (status, over) = status_line(game, info);
    lines.push(if over {
        tf(lang, "render-game-over", &[("result", &status)])
    } else {
        status
    });
    let position = game.position_text();
    lines.push(match last_move(&position) {
        Some((side, mv)) => tf(
            lang,
            "alt-last-move",
            &[("side", &i18n::side_name(lang, variant, side)), ("mv", &mv)],
        ),
        None => i18n::t(lang, "alt-no-move").to_string(),
    });
    lines.push(tf(lang, "alt-position", &[("text", &readable(&position))]));
    fit(&lines.join("\n"))
}

/// A position text as alt text shows it: without its version tag, and without the record of
/// positions already seen (Ergo's `seen=`, a list of hashes for the repetition rule, which no
/// reader can use and which would crowd out the rest).
pub(super) fn readable(position: &str) -> String {
    position
        .split_whitespace()
        .filter(|field| field.contains('=') && !field.starts_with("seen="))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The last action of a position text (its `last=` field, `first,d4-d5`; `-` for none).
fn last_move(position: &str) -> Option<(Side, String)> {
    let value = position
        .split_whitespace()
        .find_map(|field| field.strip_prefix("last="))?;
    let (side, mv) = value.split_once(',')?;
    let side = match side {
        "first" => Side::First,
        "second" => Side::Second,
        _ => return None,
    };
    Some((side, mv.to_string()))
}

/// The alt text of a table picture (standings, pairings): see [`rows`].
pub fn table(lang: Lang, table: &TablePicture) -> String {
    let headers: Vec<&str> = table.columns.iter().map(|c| c.header.as_str()).collect();
    let rows: Vec<Vec<&str>> = table
        .rows
        .iter()
        .map(|row| row.cells.iter().map(|c| c.text.as_str()).collect())
        .collect();
    self::rows(
        lang,
        &[&table.title, &table.subtitle],
        &headers,
        &rows,
        table.footer.as_deref(),
    )
}

/// The alt text of a table: its heading lines, then a line per row, each cell named by its
/// column (`Player: Cicero, Points: 3`; a blank cell left out), then the footer. Rows that do
/// not fit in [`MAX`] characters are left out whole and counted in a last line.
pub fn rows(
    lang: Lang,
    heading: &[&str],
    headers: &[&str],
    rows: &[Vec<&str>],
    footer: Option<&str>,
) -> String {
    let mut lines: Vec<String> = heading
        .iter()
        .map(|h| h.trim())
        .filter(|h| !h.is_empty())
        .map(str::to_string)
        .collect();
    let row_lines: Vec<String> = rows
        .iter()
        .map(|cells| {
            cells
                .iter()
                .enumerate()
                .filter(|(_, cell)| !cell.trim().is_empty())
                .map(|(i, cell)| match headers.get(i).map(|h| h.trim()) {
                    Some(header) if !header.is_empty() => format!("{header}: {}", cell.trim()),
                    _ => cell.trim().to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let footer = footer.map(str::trim).filter(|f| !f.is_empty());
    // Room kept for the footer and the count of rows left out.
    let reserve = footer.map_or(0, |f| f.chars().count() + 1) + 64;
    let mut used: usize = lines.iter().map(|l| l.chars().count() + 1).sum();
    let mut shown = 0;
    for line in &row_lines {
        let length = line.chars().count() + 1;
        if used + length + reserve > MAX {
            break;
        }
        used += length;
        lines.push(line.clone());
        shown += 1;
    }
    if shown < row_lines.len() {
        lines.push(tf(
            lang,
            "alt-more-rows",
            &[("count", &(row_lines.len() - shown))],
        ));
    }
    lines.extend(footer.map(str::to_string));
    fit(&lines.join("\n"))
}

#[cfg(test)]
mod tests;
