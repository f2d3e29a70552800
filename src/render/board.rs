//! A grid board cut into a stone slab, with its coordinates: the geometry every grid game shares.
//!
//! A [`Grid`] knows where each square is on the picture (drawn from the first player's side:
//! `a1` bottom-left), and draws the slab once: travertine, bevelled edges, grooves between the
//! squares, letters and numbers carved in the margin. Latrunculi uses an 8x8 grid; Ergo's 10x9
//! board or any other grid game only changes the numbers.

use std::fmt::{Display, Write};

use super::canvas::{Canvas, Sprite};
use super::header;
use super::palette;
use super::stone;
use super::text::{self, Align, Ink};
use crate::games::Square;

/// A grid of squares on a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Picture position of the grid's top-left corner (the centre of the outer grooves).
    pub left: i32,
    pub top: i32,
    pub files: u8,
    pub ranks: u8,
    /// Side of a square in pixels, groove to groove.
    pub square: i32,
}

/// Margin of the slab around the grid, where the coordinates are carved.
pub const MARGIN: i32 = 40;
/// Pixels of a square kept out of a tint or a cut on each side: the grooves' own shading.
pub const GROOVE_KEEP: i32 = 3;

/// The frame the 8x8 games share (Latrunculi, Latroncules, Bastonus), so that players of one read
/// the others at a glance: 720x844, the players' band, then 80-pixel squares in the slab.
pub mod eight_by_eight {
    use super::Grid;

    /// Width of the picture.
    pub const WIDTH: usize = 720;
    /// Side of a square.
    pub const SQUARE: i32 = 80;
    /// Where the grid sits.
    pub const GRID: Grid = Grid::under_band(8, 8, SQUARE);
    /// Height of the picture.
    pub const HEIGHT: usize = GRID.slab_bottom();
}
const COORD_PX: f32 = 30.0;

impl Grid {
    /// A grid of `files` by `ranks` squares of side `square`, in its slab right under the
    /// players' band.
    pub const fn under_band(files: u8, ranks: u8, square: i32) -> Grid {
        Grid {
            left: MARGIN,
            top: header::HEIGHT as i32 + MARGIN,
            files,
            ranks,
            square,
        }
    }

    /// The bottom edge of the slab: the picture's height when nothing is under it.
    pub const fn slab_bottom(&self) -> usize {
        (self.top + self.ranks as i32 * self.square + MARGIN) as usize
    }

    /// Top-left corner of a square (file 0 = `a`, rank 0 = `1` at the bottom).
    pub fn square_origin(&self, file: u8, rank: u8) -> (i32, i32) {
        (
            self.left + file as i32 * self.square,
            self.top + (self.ranks - 1 - rank) as i32 * self.square,
        )
    }

    /// Centre of a square.
    pub fn square_centre(&self, file: u8, rank: u8) -> (i32, i32) {
        let (x, y) = self.square_origin(file, rank);
        (x + self.square / 2, y + self.square / 2)
    }

    /// Centre of the square named like `d4` (for [`super::Layout::spot_centre`]), if it is on
    /// this grid.
    pub fn spot_centre(&self, spot: &str) -> Option<(i32, i32)> {
        let sq = Square::parse(spot, self.files, self.ranks).ok()?;
        (sq.file < self.files && sq.rank < self.ranks).then(|| self.square_centre(sq.file, sq.rank))
    }

    pub fn width(&self) -> i32 {
        self.files as i32 * self.square
    }

    pub fn height(&self) -> i32 {
        self.ranks as i32 * self.square
    }

    /// The inside of a square, [`GROOVE_KEEP`] pixels from its grooves: its top-left corner
    /// and side.
    pub fn inside(&self, file: u8, rank: u8) -> (i32, i32, i32) {
        let (x, y) = self.square_origin(file, rank);
        (
            x + GROOVE_KEEP,
            y + GROOVE_KEEP,
            self.square - 2 * GROOVE_KEEP,
        )
    }

    /// A new `width` x `height` picture in the band's colour with this grid's slab drawn on it
    /// (see [`Grid::draw_slab`]): where a game's cached background starts.
    pub fn slab(&self, width: usize, height: usize, seed: u32) -> Canvas {
        let mut canvas = Canvas::new(width, height, palette::HEADER_BG);
        self.draw_slab(&mut canvas, seed);
        canvas
    }

    /// Copies `squares` from `layer` (a cached picture of the canvas's size, such as
    /// [`Grid::highlighted`]) onto `canvas`.
    pub fn copy_squares(
        &self,
        canvas: &mut Canvas,
        layer: &Canvas,
        squares: impl IntoIterator<Item = Square>,
    ) {
        for sq in squares {
            let (x, y) = self.square_origin(sq.file, sq.rank);
            canvas.copy_rect_from(layer, x, y, self.square, self.square);
        }
    }

    /// Draws `sprite` (square-sized) on each of `squares`.
    pub fn stamp(
        &self,
        canvas: &mut Canvas,
        sprite: &Sprite,
        squares: impl IntoIterator<Item = Square>,
    ) {
        for sq in squares {
            let (x, y) = self.square_origin(sq.file, sq.rank);
            canvas.draw_sprite(sprite, x, y);
        }
    }

    /// A copy of `background` with the inside of every square in the highlight tint: a render
    /// copies a highlighted square from it.
    pub fn highlighted(&self, background: &Canvas) -> Canvas {
        let mut highlighted = background.clone();
        for rank in 0..self.ranks {
            for file in 0..self.files {
                let (x, y, side) = self.inside(file, rank);
                highlighted.map_rect(x, y, side, side, palette::highlight);
            }
        }
        highlighted
    }

    /// Draws the whole slab (grid plus [`MARGIN`] on each side): texture, bevel, grooves and
    /// coordinates on all four edges.
    pub fn draw_slab(&self, canvas: &mut Canvas, seed: u32) {
        let (x, y) = (self.left - MARGIN, self.top - MARGIN);
        let (w, h) = (self.width() + 2 * MARGIN, self.height() + 2 * MARGIN);
        stone::travertine(canvas, x as usize, y as usize, w as usize, h as usize, seed);
        let xs: Vec<i32> = (0..=self.files as i32)
            .map(|i| self.left + i * self.square)
            .collect();
        let ys: Vec<i32> = (0..=self.ranks as i32)
            .map(|i| self.top + i * self.square)
            .collect();
        stone::carve_grid(canvas, &xs, &ys);
        stone::bevel(canvas, x, y, w, h, 4);
        let carved = Ink::Carved { depth: 30 };
        // Baselines that centre the labels vertically: digits on their cap height, lower-case
        // letters on their x-height (about two thirds of it in Libertine).
        let cap = text::cap_height(COORD_PX);
        let digit_drop = (cap / 2.0).round() as i32;
        let letter_drop = (cap * 0.66 / 2.0).round() as i32;
        for file in 0..self.files {
            let label = ((b'a' + file) as char).to_string();
            let (cx, _) = self.square_centre(file, 0);
            for margin_centre in [self.top - MARGIN / 2, self.top + self.height() + MARGIN / 2] {
                let baseline = margin_centre + letter_drop;
                text::draw(
                    canvas,
                    cx as f32,
                    baseline,
                    &label,
                    COORD_PX,
                    Align::Center,
                    carved,
                );
            }
        }
        for rank in 0..self.ranks {
            let label = (rank + 1).to_string();
            let (_, cy) = self.square_centre(0, rank);
            for margin_centre in [
                self.left - MARGIN / 2,
                self.left + self.width() + MARGIN / 2,
            ] {
                text::draw(
                    canvas,
                    margin_centre as f32,
                    cy + digit_drop,
                    &label,
                    COORD_PX,
                    Align::Center,
                    carved,
                );
            }
        }
    }
}

/// A grid position as text, `a1` bottom-left: the files' letters above and below, the ranks'
/// numbers on both sides, and `cell(square)` in each square, one space apart.
pub fn text_grid<C: Display>(files: u8, ranks: u8, mut cell: impl FnMut(Square) -> C) -> String {
    let letters: String = (0..files)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut out = format!("  {letters}\n");
    for rank in (0..ranks).rev() {
        // Writing into a String cannot fail.
        let _ = write!(out, "{:>2}", rank + 1);
        for file in 0..files {
            let _ = write!(out, " {}", cell(Square::new(file, rank)));
        }
        let _ = writeln!(out, " {}", rank + 1);
    }
    out.push_str(&format!("  {letters}\n"));
    out
}
