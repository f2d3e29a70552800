//! Boards as pictures: game state in, PNG bytes out (and the same position as plain text).
//!
//! A board is posted after every move, so a render must be cheap and its PNG small, yet it is the
//! face of the bot, so it must also look like a Roman game and stay readable in Discord's ~400 px
//! preview. Both come from one idea, borrowed from lichess's GIF renderer: draw everything that
//! does not depend on the position *once*, in a planned 256-colour palette, and make each render a
//! few block copies of palette bytes plus a line of text, encoded as an indexed PNG.
//!
//! - [`palette`]: the palette, laid out as ramps so shading is index arithmetic;
//! - [`canvas`]: the indexed canvas, sprites and the PNG encoder;
//! - [`raster`]: one-time drawing with `imageproc` on supersampled RGBA layers, reduced to sprites;
//! - [`text`]: embedded fonts, glyph cache, inks;
//! - [`stone`], [`sprites`], [`board`], [`header`]: the slab, the pieces and marks, the grid (and
//!   the text board's grid walk, [`board::text_grid`]), and the players' band with the status
//!   line every game shares (`header::status_line`);
//! - [`latrunculi`], [`latroncules`], [`bastonus`], [`ergo`], [`duodecim`]: one layout module a
//!   game; [`leaderboard`], [`replay`] and [`table`] (a tournament's standings and pairings): the
//!   other pictures.
//!
//! A new game adds its layout module here (one `pub mod` line below), implementing [`Layout`]
//! for its rules type:
//! - `render_into(canvas, info)`: its cached slab and sprites (built once, on the first picture)
//!   copied onto the canvas, then the players' band through [`header::Header::draw_game`] with
//!   the game's line of details under each name;
//! - `text_board(lang)`: [`board::text_grid`] with the game's character for each square (a track
//!   like XII Scripta's lays itself out), its legend and counts, and the status line as its last
//!   line through `header::end_text_board`;
//! - `spot_centre(spot)`: where [`render_png_dotted`] puts a dot on a square or point
//!   (`/board square:`), usually [`board::Grid::spot_centre`]; `ring_at` and `arrow_bulge` have
//!   defaults.
//!
//! The status line (whose turn it is or how it ended, in the picture's band and as the text
//! board's last line): by convention each layout module has a `status_line(game, info)`
//! function for it, built on `header::plain_status_line`, or on `header::status_line` given the
//! game's own words for whose turn it is (a removal, a capture chain) and for a position where
//! nobody acts yet (a roll); `Layout::status` returns it, for the picture's alt text
//! ([`alt`]: what every picture shows, as text for screen readers).
//!
//! [`draw`] and [`text_board`] reach every game's [`Layout`] through `each_game!`, which the list
//! of games in `games/mod.rs` generates: there is no match over the games to extend here.

pub mod alt;
pub mod bastonus;
pub mod board;
pub mod canvas;
pub mod diagram;
pub mod duodecim;
pub mod ergo;
pub mod header;
pub mod latroncules;
pub mod latrunculi;
pub mod leaderboard;
pub mod palette;
pub mod raster;
pub mod replay;
pub mod review;
pub mod sprites;
pub mod stone;
pub mod table;
pub mod text;

use crate::games::{AnyGame, Side, Variant};
use crate::i18n::Lang;
use canvas::Canvas;

/// A game's picture and its text board: each game's layout module implements this for its rules
/// type, and [`draw`] and [`text_board`] reach it through `each_game!`, so a game without a
/// layout does not compile.
pub trait Layout {
    /// Draws the whole picture (band, board, pieces, marks) into `canvas`, resizing it.
    fn render_into(&self, canvas: &mut Canvas, info: &RenderInfo);

    /// The position as plain text, its last line saying whose turn it is or the result.
    fn text_board(&self, lang: Lang) -> String;

    /// The status line the picture's band shows (whose turn it is, or how it ended, with the
    /// players' names), and whether the game is over: the layout module's `status_line`.
    fn status(&self, info: &RenderInfo) -> (String, bool);

    /// The picture position of the centre of a spot named as players type it (`d4`, or a point
    /// number in XII Scripta), where [`render_png_dotted`] puts a dot; `None` if the board has
    /// no such spot.
    fn spot_centre(&self, spot: &str) -> Option<(i32, i32)>;

    /// Where a ring round the piece on `spot` goes (a player's placement marked after the
    /// computer answered: see [`diagram::trace_marks`]) and its radius, which keeps it in the gap
    /// between a piece and its square's edge. The default suits 80-pixel squares.
    fn ring_at(&self, spot: &str) -> Option<((i32, i32), f32)> {
        self.spot_centre(spot).map(|c| (c, 36.5))
    }

    /// How far (pixels) a one-leg arrow of a rules diagram bulges into an arc; 0 draws it
    /// straight, as on a board of squares. A race track lays points along rows, where straight
    /// arrows would run over each other.
    fn arrow_bulge(&self) -> f32 {
        0.0
    }

    /// Draws the position on a new canvas.
    fn render(&self, info: &RenderInfo) -> Canvas {
        let mut canvas = Canvas::new(0, 0, 0);
        self.render_into(&mut canvas, info);
        canvas
    }
}

/// What the picture needs besides the position.
#[derive(Clone, Debug)]
pub struct RenderInfo<'a> {
    /// Display names of the first and second player; empty in a picture without players (a
    /// rules diagram), whose band then names the sides ([`header::band_name`]).
    pub names: [&'a str; 2],
    pub lang: Lang,
    /// The side that resigned, if the game ended that way. The rules know nothing of
    /// resignations, so without this a resigned game would still show whose turn it was.
    pub resigned: Option<Side>,
    /// What the service adds to the status line besides the rules (the time left, or an ending
    /// the rules know nothing of).
    pub extra: StatusExtra,
}

/// What the service adds to a picture's status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum StatusExtra {
    #[default]
    None,
    /// The time left to the side to act ("2 days 4 h left"), shown after whose turn it is.
    TimeLeft(String),
    /// The game ended outside the rules (lost on time, a draw agreed): the whole status line,
    /// and the winner (none for a draw).
    Ended(String, Option<Side>),
}

impl RenderInfo<'_> {
    /// No player names: the band names the sides, and the status line says only whose side is
    /// to play (a rules diagram, the text board).
    pub fn unnamed(lang: Lang) -> RenderInfo<'static> {
        RenderInfo {
            names: ["", ""],
            lang,
            resigned: None,
            extra: crate::render::StatusExtra::None,
        }
    }

    /// The status line of a resigned game ("white resigned · bob wins"), or of another ending
    /// outside the rules ([`StatusExtra::Ended`]), and the winner.
    pub(crate) fn resignation(&self, variant: Variant) -> Option<(String, Option<Side>)> {
        if let (None, StatusExtra::Ended(text, winner)) = (self.resigned, &self.extra) {
            return Some((text.clone(), *winner));
        }
        let loser = self.resigned?;
        let winner = loser.other();
        let text = crate::i18n::tf(
            self.lang,
            "render-resigned",
            &[
                ("side", &crate::i18n::side_name(self.lang, variant, loser)),
                ("name", &header::status_name(self.names[winner.index()])),
            ],
        );
        // Side names are lower case ("white"); the line starts a sentence.
        let mut chars = text.chars();
        let text = match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => text,
        };
        Some((text, Some(winner)))
    }

    /// The winner when the game ended outside the rules (resigned, or lost on time).
    pub(crate) fn outside_winner(&self) -> Option<Option<Side>> {
        match (&self.resigned, &self.extra) {
            (Some(loser), _) => Some(Some(loser.other())),
            (None, StatusExtra::Ended(_, winner)) => Some(*winner),
            _ => None,
        }
    }
}

/// Draws the position as an indexed-palette PNG.
pub fn render_png(game: &AnyGame, info: &RenderInfo) -> Vec<u8> {
    // The picture being drawn, kept between renders so that drawing never allocates (and never
    // faults in) a fresh 600 KB buffer.
    static CANVASES: canvas::Spares<Canvas> = canvas::Spares::new();
    CANVASES.with(
        || Canvas::new(0, 0, 0),
        |canvas| {
            draw(canvas, game, info);
            canvas.encode_png()
        },
    )
}

/// Draws the position with a dot on each of `spots` (the squares a piece can reach: see
/// `/board square:`), as an indexed-palette PNG. Spots the board does not have are skipped.
pub fn render_png_dotted(game: &AnyGame, info: &RenderInfo, spots: &[String]) -> Vec<u8> {
    let mut canvas = Canvas::new(0, 0, 0);
    draw(&mut canvas, game, info);
    let dot = sprites::reach_dot();
    let half = dot.width as i32 / 2;
    for spot in spots {
        if let Some((x, y)) = spot_centre(game, spot) {
            canvas.draw_sprite(dot, x - half, y - half);
        }
    }
    canvas.encode_png()
}

/// Where the game's layout puts a ring round `spot`, and its radius (see [`Layout::ring_at`]).
pub fn ring_at(game: &AnyGame, spot: &str) -> Option<((i32, i32), f32)> {
    each_game!(game, g => g.ring_at(spot))
}

/// Where the game's layout puts a dot on `spot` (see [`Layout::spot_centre`]).
pub fn spot_centre(game: &AnyGame, spot: &str) -> Option<(i32, i32)> {
    each_game!(game, g => g.spot_centre(spot))
}

/// Draws the position into `canvas` without encoding it (the frames of a replay GIF). The same
/// picture as [`render_png`], which a test checks.
pub fn draw(canvas: &mut Canvas, game: &AnyGame, info: &RenderInfo) {
    each_game!(game, g => g.render_into(canvas, info))
}

/// The position as plain text, with the last line (whose turn it is, or the result) replaced
/// by the resignation when the game was resigned.
pub fn text_board_for(game: &AnyGame, info: &RenderInfo) -> String {
    let board = text_board(game, info.lang);
    match info.resignation(game.variant()) {
        Some((status, _)) => {
            let mut lines: Vec<&str> = board.lines().collect();
            lines.pop();
            lines.push(&status);
            lines.join("\n") + "\n"
        }
        None => board,
    }
}

/// The status line the picture shows (see [`Layout::status`]), and whether the game is over.
pub fn status_line(game: &AnyGame, info: &RenderInfo) -> (String, bool) {
    each_game!(game, g => g.status(info))
}

/// The position as plain text (for `tabula show` and the console).
pub fn text_board(game: &AnyGame, lang: Lang) -> String {
    each_game!(game, g => g.text_board(lang))
}

#[cfg(test)]
mod tests;
