//! Tables as pictures: a tournament's standings and a round's pairings.
//!
//! Drawn like the leaderboard and the board's players' band: the dark band background, the
//! title in gold, text from the glyph cache as ink ramps, one-pixel rules between rows, so a
//! table looks like the rest of the bot and costs a few hundred text draws and one indexed PNG.
//!
//! The picture knows nothing of tournaments: a [`TablePicture`] is plain display data (a title,
//! a subtitle, columns, rows of cells each with a [`Tone`], an optional footer), already
//! formatted and localised, and [`render_table_png`] draws it. Columns take the width of their
//! widest cell (names, in [`Column::wide`] columns, are cut with an ellipsis at
//! [`NAME_MAX`] pixels), so the picture is as wide as its table. [`table_text`] gives the same
//! table as monospace text (the console). The tournament's two pictures are built from typed
//! inputs in [`tournament`]: [`tournament::standings_table`] and
//! [`tournament::pairings_table`].
//!
//! Colours: a win's cell is green, a loss's red (the [`palette::WIN_INK`] and
//! [`palette::LOSS_INK`] ramps), a draw's the ordinary ink; the podium rows get a bar of gold,
//! silver or bronze at their left edge and their first cell in gold; a row marked
//! [`Row::faded`] (a player who left) is all in a dim grey.

pub mod tournament;

use super::canvas::{Canvas, Spares};
use super::palette;
use super::text::{self, Align, Ink};

const MARGIN: i32 = 24;
const MIN_WIDTH: i32 = 560;
const TITLE_PX: f32 = 30.0;
const TITLE_BASELINE: i32 = 44;
const SUBTITLE_PX: f32 = 20.0;
const SUBTITLE_BASELINE: i32 = 74;
const HEADER_PX: f32 = 16.0;
const HEADER_BASELINE: i32 = 106;
/// The gold rule under the column names, where the rows start.
const FIRST_RULE: i32 = 116;
const ROW_PX: f32 = 19.0;
const ROW_HEIGHT: i32 = 28;
const FOOTER_PX: f32 = 19.0;
const FOOTER_HEIGHT: i32 = 34;
const BOTTOM: i32 = 12;
/// Space between two columns.
const GAP: f32 = 14.0;
/// Widest a [`Column::wide`] column's cells are drawn before an ellipsis.
pub const NAME_MAX: f32 = 230.0;
/// Widest any other column is (the caller's text is cut beyond it).
const CELL_MAX: f32 = 140.0;
/// The podium bar: left edge and width, inside the left margin.
const BAR_X: i32 = 8;
const BAR_WIDTH: i32 = 6;

/// How a cell's text is coloured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// The ordinary ivory ink (and a draw's).
    #[default]
    Normal,
    /// Dimmer ink: secondary figures, a pending game's "…", a bye.
    Muted,
    /// Green: a win.
    Win,
    /// Red: a loss.
    Loss,
    /// Gold.
    Gold,
}

/// One column: its name, how its cells line up, and whether it holds names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    pub header: String,
    pub align: Align,
    /// A names column: cut with an ellipsis at [`NAME_MAX`] pixels, and given the room left
    /// over when the table is narrower than the picture's least width.
    pub wide: bool,
    /// The column is at least as wide as this text in a cell: the widest it will hold ("+32"
    /// for a round of 32 players), so that it keeps its width as the rounds are played.
    pub room_for: Option<String>,
}

impl Column {
    /// A column of figures or short marks.
    pub fn new(header: impl Into<String>, align: Align) -> Column {
        Column {
            header: header.into(),
            align,
            wide: false,
            room_for: None,
        }
    }

    /// A column of names, left-aligned.
    pub fn names(header: impl Into<String>) -> Column {
        Column {
            header: header.into(),
            align: Align::Left,
            wide: true,
            room_for: None,
        }
    }
}

/// One cell: its text (anything; control and bidirectional characters are dropped) and tone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cell {
    pub text: String,
    pub tone: Tone,
}

impl Cell {
    pub fn new(text: impl Into<String>, tone: Tone) -> Cell {
        Cell {
            text: text.into(),
            tone,
        }
    }

    pub fn plain(text: impl Into<String>) -> Cell {
        Cell::new(text, Tone::Normal)
    }
}

/// A place on the podium: the mark at the left of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Podium {
    Gold,
    Silver,
    Bronze,
}

impl Podium {
    /// The podium place of rank 1, 2 or 3; `None` for any other rank.
    pub fn of_rank(rank: u32) -> Option<Podium> {
        match rank {
            1 => Some(Podium::Gold),
            2 => Some(Podium::Silver),
            3 => Some(Podium::Bronze),
            _ => None,
        }
    }

    fn colour(self) -> u8 {
        match self {
            Podium::Gold => palette::GOLD + palette::INK_LEVELS,
            Podium::Silver => palette::SILVER,
            Podium::Bronze => palette::BRONZE,
        }
    }
}

/// One row: a cell per column (missing cells are blank, extra ones ignored).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub cells: Vec<Cell>,
    /// The podium mark, and the first cell in gold.
    pub podium: Option<Podium>,
    /// The whole row in dim grey, tones ignored (a player who left the tournament).
    pub faded: bool,
}

/// A table to draw: all text already formatted and localised by the caller.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TablePicture {
    /// In gold, at the top (cut with an ellipsis to the picture's width).
    pub title: String,
    /// Under the title, dimmer (what the table shows: "after round 3 of 5").
    pub subtitle: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
    /// A dim line under the last row ("+ 12 more"), if any.
    pub footer: Option<String>,
}

fn ink(max: u8) -> Ink {
    Ink::Ramp {
        base: palette::INK,
        max,
    }
}

const MUTED: u8 = palette::INK_LEVELS - 3;
const FADED: u8 = 3;

fn tone_ink(tone: Tone) -> Ink {
    match tone {
        Tone::Normal => ink(palette::INK_LEVELS),
        Tone::Muted => ink(MUTED),
        Tone::Win => Ink::Ramp {
            base: palette::WIN_INK,
            max: palette::TONE_LEVELS,
        },
        Tone::Loss => Ink::Ramp {
            base: palette::LOSS_INK,
            max: palette::TONE_LEVELS,
        },
        Tone::Gold => Ink::Ramp {
            base: palette::GOLD,
            max: palette::INK_LEVELS,
        },
    }
}

/// The table laid out: each column's left edge and width, and the picture's size.
struct Plan {
    lefts: Vec<f32>,
    widths: Vec<f32>,
    width: usize,
    height: usize,
}

/// The cells' texts as drawn (see [`shown`]); blank cells are empty.
fn cell_texts(table: &TablePicture) -> Vec<Vec<String>> {
    table
        .rows
        .iter()
        .map(|row| {
            (0..table.columns.len())
                .map(|i| match row.cells.get(i) {
                    Some(cell) if !cell.text.trim().is_empty() => shown(&cell.text),
                    _ => String::new(),
                })
                .collect()
        })
        .collect()
}

/// A cell's text as drawn: cleaned, or "?" when the fonts have none of its characters (a name
/// all in a script they lack, such as Devanagari), so that a row never loses its name.
fn shown(raw: &str) -> String {
    let clean = text::clean_name(raw, text::MAX_CHARS);
    if text::measure(&clean, ROW_PX) > 0.0 {
        clean
    } else {
        "?".to_string()
    }
}

fn plan(table: &TablePicture, texts: &[Vec<String>]) -> Plan {
    let columns = &table.columns;
    let mut widths: Vec<f32> = columns
        .iter()
        .enumerate()
        .map(|(i, column)| {
            let cap = if column.wide { NAME_MAX } else { CELL_MAX };
            let widest = texts
                .iter()
                .map(|row| text::measure(&row[i], ROW_PX))
                .fold(text::measure(&column.header, HEADER_PX), f32::max)
                .max(
                    column
                        .room_for
                        .as_deref()
                        .map_or(0.0, |t| text::measure(t, ROW_PX)),
                );
            widest.min(cap).ceil()
        })
        .collect();
    let gaps = GAP * columns.len().saturating_sub(1) as f32;
    let content = widths.iter().sum::<f32>() + gaps;
    let width = (content.ceil() as i32 + 2 * MARGIN).max(MIN_WIDTH);
    // Room left over goes to the names columns (or, without any, stays on the right).
    let spare = (width - 2 * MARGIN) as f32 - content;
    let wide = columns.iter().filter(|c| c.wide).count();
    if spare > 0.0 && wide > 0 {
        for (w, column) in widths.iter_mut().zip(columns) {
            if column.wide {
                *w += (spare / wide as f32).floor();
            }
        }
    }
    let mut lefts = Vec::with_capacity(widths.len());
    let mut x = MARGIN as f32;
    for w in &widths {
        lefts.push(x);
        x += w + GAP;
    }
    let rows = table.rows.len().max(1) as i32;
    let footer = if table.footer.is_some() {
        FOOTER_HEIGHT
    } else {
        0
    };
    Plan {
        lefts,
        widths,
        width: width as usize,
        height: (FIRST_RULE + rows * ROW_HEIGHT + footer + BOTTOM) as usize,
    }
}

/// Where text aligned by `align` is anchored in a column.
fn anchor(left: f32, width: f32, align: Align) -> f32 {
    match align {
        Align::Left => left,
        Align::Center => left + width / 2.0,
        Align::Right => left + width,
    }
}

/// A horizontal one-pixel rule across the table.
fn rule(canvas: &mut Canvas, y: i32, index: u8) {
    canvas.fill_rect(MARGIN, y, canvas.width as i32 - 2 * MARGIN, 1, index);
}

/// Draws `table` into `canvas`, resizing it.
pub fn draw_table(canvas: &mut Canvas, table: &TablePicture) {
    let texts = cell_texts(table);
    let plan = plan(table, &texts);
    canvas.width = plan.width;
    canvas.height = plan.height;
    canvas.pixels.clear();
    canvas
        .pixels
        .resize(plan.width * plan.height, palette::HEADER_BG);
    let room = (plan.width as i32 - 2 * MARGIN) as f32;
    let title = text::ellipsize(
        &text::clean_name(&table.title, text::MAX_CHARS),
        TITLE_PX,
        room,
    );
    let gold = tone_ink(Tone::Gold);
    text::draw(
        canvas,
        MARGIN as f32,
        TITLE_BASELINE,
        &title,
        TITLE_PX,
        Align::Left,
        gold,
    );
    let subtitle = text::ellipsize(
        &text::clean_name(&table.subtitle, text::MAX_CHARS),
        SUBTITLE_PX,
        room,
    );
    text::draw(
        canvas,
        MARGIN as f32,
        SUBTITLE_BASELINE,
        &subtitle,
        SUBTITLE_PX,
        Align::Left,
        ink(MUTED + 1),
    );
    for (i, column) in table.columns.iter().enumerate() {
        let (left, width) = (plan.lefts[i], plan.widths[i]);
        let header = text::ellipsize(&column.header, HEADER_PX, width);
        text::draw(
            canvas,
            anchor(left, width, column.align),
            HEADER_BASELINE,
            &header,
            HEADER_PX,
            column.align,
            ink(MUTED),
        );
    }
    rule(canvas, FIRST_RULE, palette::GOLD + 3);
    let baseline_offset = ROW_HEIGHT / 2 + (text::cap_height(ROW_PX) / 2.0).round() as i32;
    for (r, (row, cells)) in table.rows.iter().zip(&texts).enumerate() {
        let top = FIRST_RULE + 1 + r as i32 * ROW_HEIGHT;
        if let Some(podium) = row.podium {
            canvas.fill_rect(BAR_X, top + 5, BAR_WIDTH, ROW_HEIGHT - 10, podium.colour());
        }
        for (i, (column, cell)) in table.columns.iter().zip(cells).enumerate() {
            if cell.is_empty() {
                continue;
            }
            let (left, width) = (plan.lefts[i], plan.widths[i]);
            let tone = row.cells.get(i).map_or(Tone::Normal, |c| c.tone);
            let ink = match (row.faded, row.podium) {
                (true, _) => ink(FADED),
                (false, Some(_)) if i == 0 => tone_ink(Tone::Gold),
                _ => tone_ink(tone),
            };
            text::draw_name(
                canvas,
                anchor(left, width, column.align),
                top + baseline_offset,
                cell,
                ROW_PX,
                width,
                column.align,
                ink,
            );
        }
        if r + 1 < table.rows.len() {
            rule(
                canvas,
                top + ROW_HEIGHT - 1,
                palette::INK + palette::INK_LEVELS / 3,
            );
        }
    }
    if let Some(footer) = &table.footer {
        let rows = table.rows.len().max(1) as i32;
        let baseline = FIRST_RULE + rows * ROW_HEIGHT + FOOTER_HEIGHT - 8;
        let footer = text::ellipsize(&text::clean_name(footer, text::MAX_CHARS), FOOTER_PX, room);
        text::draw(
            canvas,
            MARGIN as f32,
            baseline,
            &footer,
            FOOTER_PX,
            Align::Left,
            ink(MUTED),
        );
    }
}

/// Snaps the anti-aliasing of the text to fewer steps: the faintest one to the background, the
/// others in pairs. A table is hundreds of small glyphs, whose edges are most of what the PNG
/// has to store: measured on 32 players and 9 rounds, this takes the picture from about 55 to
/// under 40 KiB, and at the size Discord shows it the letters look the same.
fn snap_ink(canvas: &mut Canvas) {
    let mut map: [u8; 256] = std::array::from_fn(|i| i as u8);
    let ramps = [
        (palette::INK, palette::INK_LEVELS),
        (palette::GOLD, palette::INK_LEVELS),
        (palette::WIN_INK, palette::TONE_LEVELS),
        (palette::LOSS_INK, palette::TONE_LEVELS),
    ];
    for (base, levels) in ramps {
        for level in 1..=levels {
            // Three steps: nothing, half, full.
            let snapped = match level * 3 / (levels + 1) {
                0 => 0,
                1 => levels / 2 + 1,
                _ => levels,
            };
            map[(base + level) as usize] = base + snapped;
        }
    }
    for pixel in &mut canvas.pixels {
        *pixel = map[*pixel as usize];
    }
}

/// Draws `table` as an indexed PNG in the boards' palette.
pub fn render_table_png(table: &TablePicture) -> Vec<u8> {
    // As for boards: the canvas is reused from one picture to the next, so drawing a large table
    // does not fault in a fresh megabyte each time.
    static CANVASES: Spares<Canvas> = Spares::new();
    CANVASES.with(
        || Canvas::new(0, 0, 0),
        |canvas| {
            draw_table(canvas, table);
            snap_ink(canvas);
            canvas.encode_png_small()
        },
    )
}

/// Widest a names column is in [`table_text`], in characters.
const TEXT_NAME_MAX: usize = 24;

/// The same table as monospace text (for the console or a code block): the title, the
/// subtitle, the column names and one line per row, columns separated by two spaces, names cut
/// at 24 characters; the podium and the players who left are not marked (the ranks and names
/// say it), and the footer, if any, as the last line.
pub fn table_text(table: &TablePicture) -> String {
    let texts: Vec<Vec<String>> = table
        .rows
        .iter()
        .map(|row| {
            table
                .columns
                .iter()
                .enumerate()
                .map(|(i, column)| match row.cells.get(i) {
                    Some(cell) if !cell.text.trim().is_empty() => {
                        let max = if column.wide {
                            TEXT_NAME_MAX
                        } else {
                            text::MAX_CHARS
                        };
                        text::clean_name(&cell.text, max)
                    }
                    _ => String::new(),
                })
                .collect()
        })
        .collect();
    let widths: Vec<usize> = table
        .columns
        .iter()
        .enumerate()
        .map(|(i, column)| {
            texts
                .iter()
                .map(|row| row[i].chars().count())
                .fold(column.header.chars().count(), usize::max)
        })
        .collect();
    let line = |cells: Vec<&str>| -> String {
        let mut out = String::new();
        for ((cell, column), width) in cells.into_iter().zip(&table.columns).zip(&widths) {
            if !out.is_empty() {
                out.push_str("  ");
            }
            let pad = width.saturating_sub(cell.chars().count());
            let (before, after) = match column.align {
                Align::Left => (0, pad),
                Align::Right => (pad, 0),
                Align::Center => (pad / 2, pad - pad / 2),
            };
            out.extend(std::iter::repeat_n(' ', before));
            out.push_str(cell);
            out.extend(std::iter::repeat_n(' ', after));
        }
        out.trim_end().to_string() + "\n"
    };
    let mut out = text::clean_name(&table.title, text::MAX_CHARS) + "\n";
    if !table.subtitle.trim().is_empty() {
        out.push_str(&text::clean_name(&table.subtitle, text::MAX_CHARS));
        out.push('\n');
    }
    out.push_str(&line(
        table.columns.iter().map(|c| c.header.as_str()).collect(),
    ));
    for row in &texts {
        out.push_str(&line(row.iter().map(String::as_str).collect()));
    }
    if let Some(footer) = &table.footer {
        out.push_str(&text::clean_name(footer, text::MAX_CHARS));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests;
