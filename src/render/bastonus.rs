//! Bastonus's picture and text board: the camps, the four kinds of piece, and what the last move
//! pushed and took.
//!
//! Same frame as Latrunculi (720x844: the players' band, an 8x8 grid of 80-pixel squares cut in
//! the travertine slab), because players of both games should read both boards at a glance. What
//! Bastonus adds must read on a phone: the two camps are darker stone inside a gold frame; the
//! commanders carry an emblem cut into the counter (a crested helmet for the Dux, a horse's head
//! for the Colosse, a crown for the Impératrice); an exhausted legionary is a counter lying on its
//! side (a flat oval); a piece pushed off the board leaves a red cross in the margin where it went.
//! As for Latrunculi, every sprite is drawn once and a render is block copies.

use std::sync::OnceLock;

use crate::games::bastonus::{self, Bastonus, Dir, Kind, Move, Piece, CAMPS, SIZE};
use crate::games::{Game, Side, Square, Variant};
use crate::i18n::{self, tf, Lang};

use super::board::{text_grid, MARGIN};
use super::canvas::{Canvas, Op, Sprite};
use super::header::{self, Header};
use super::palette;
use super::raster::{self, Layer};
use super::sprites::{self, DiscShape, Shadow};
use super::text::{self, Align, Ink};
use super::{Layout, RenderInfo};

/// The picture: the frame every 8x8 game shares.
pub use super::board::eight_by_eight::{GRID, HEIGHT, SQUARE, WIDTH};
/// Radius of a piece on the board.
const PIECE_RADIUS: f32 = 30.0;
/// An exhausted legionary lies down: its counter is this much wider and this much flatter.
const LYING: (f32, f32) = (1.22, 0.55);
/// The drawn emblems' size relative to their 30-pixel design grid.
const EMBLEM_SCALE: f32 = 1.3;
/// Steps darker the camp squares' stone is.
const CAMP_DARKEN: i32 = 7;
/// Width of the gold frame round each camp.
const CAMP_FRAME: i32 = 3;
/// Seed of the slab's texture.
const SLAB_SEED: u32 = 0xba57;

/// The sprites of one side on one kind of square (plain or highlighted).
struct PieceSet {
    legionary: Sprite,
    lying: Sprite,
    dux: Sprite,
    colossus: Sprite,
    empress: Sprite,
}

impl PieceSet {
    fn get(&self, piece: Piece) -> &Sprite {
        match (piece.kind, piece.exhausted) {
            (Kind::Legionary, false) => &self.legionary,
            (Kind::Legionary, true) => &self.lying,
            (Kind::Dux, _) => &self.dux,
            (Kind::Colossus, _) => &self.colossus,
            (Kind::Empress, _) => &self.empress,
        }
    }
}

/// Everything drawn once.
struct Assets {
    background: Canvas,
    highlighted: Canvas,
    /// By side, then plain (0) or highlighted (1) square.
    pieces: [[PieceSet; 2]; 2],
    capture: Sprite,
    /// The smaller cross drawn in the margin where a piece left the board.
    ejected: Sprite,
    header: Header,
}

/// Coverage (0..=1) of an emblem over a `tile`-square: `draw` draws it on a supersampled layer
/// through a pen that takes the emblem's design coordinates (relative to the tile's centre, on
/// the 30-pixel grid scaled by [`EMBLEM_SCALE`]).
fn coverage(tile: usize, draw: impl FnOnce(&mut Pen)) -> Vec<f32> {
    let mut pen = Pen {
        layer: Layer::new(tile, tile),
        centre: tile as f32 / 2.0,
    };
    draw(&mut pen);
    pen.layer.coverage()
}

/// Draws an emblem in its design coordinates.
struct Pen {
    layer: Layer,
    centre: f32,
}

impl Pen {
    const INK: image::Rgba<u8> = image::Rgba([255, 255, 255, raster::BODY]);

    fn at(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (
            self.centre + x * EMBLEM_SCALE,
            self.centre + y * EMBLEM_SCALE,
        )
    }

    /// Fills (or, with `clear`, empties) the rectangle `x0..x1`, `y0..y1`.
    fn rect(&mut self, from: (f32, f32), to: (f32, f32), clear: bool) {
        let colour = if clear { raster::CLEAR } else { Self::INK };
        let (from, to) = (self.at(from), self.at(to));
        self.layer.rect(from, to, colour);
    }

    fn ellipse(&mut self, centre: (f32, f32), rx: f32, ry: f32) {
        let (x, y) = self.at(centre);
        let (rx, ry) = (rx * EMBLEM_SCALE, ry * EMBLEM_SCALE);
        self.layer.ellipse(x, y, rx, ry, Self::INK);
    }

    fn polygon(&mut self, points: &[(f32, f32)]) {
        let points: Vec<(f32, f32)> = points.iter().map(|&p| self.at(p)).collect();
        self.layer.polygon(&points, Self::INK);
    }
}

/// Coverage of a font glyph (the horse's head) centred on the tile.
fn glyph_coverage(tile: usize, glyph: &str, px: f32, drop: i32) -> Vec<f32> {
    let mut scratch = Canvas::new(tile, tile, 0);
    let baseline = tile as i32 / 2 + drop;
    text::draw(
        &mut scratch,
        tile as f32 / 2.0,
        baseline,
        glyph,
        px,
        Align::Center,
        Ink::Ramp {
            base: 0,
            max: palette::INK_LEVELS,
        },
    );
    scratch
        .pixels
        .iter()
        .map(|&p| f32::from(p) / f32::from(palette::INK_LEVELS))
        .collect()
}

/// The Dux's galea: a tall crest of feathers, a round bowl, a brim, a cheek guard and a neck
/// guard.
fn helmet(pen: &mut Pen) {
    // The crest: the top of an ellipse, cut by thin grooves between the feathers.
    pen.ellipse((0.0, -7.0), 16.0, 12.0);
    pen.rect((-17.0, -11.0), (17.0, 6.0), true);
    for k in 0..7 {
        let x = -15.0 + 5.0 * k as f32;
        pen.rect((x, -20.0), (x + 1.0, -11.0), true);
    }
    // The bowl: the top of an ellipse.
    pen.ellipse((0.0, 3.0), 11.0, 12.0);
    pen.rect((-12.0, 4.0), (12.0, 16.0), true);
    pen.rect((-13.0, 3.0), (15.0, 6.5), false);
    pen.rect((-9.0, 5.0), (-3.0, 14.0), false);
    pen.polygon(&[(8.0, 5.0), (15.0, 5.0), (15.0, 9.5), (8.0 + 4.5 / 0.7, 9.5)]);
}

/// The Impératrice's crown: a band with three points topped by pearls.
fn crown(pen: &mut Pen) {
    pen.rect((-13.0, -2.0), (13.0, 10.0), false);
    for cx in [-10.5, 0.0, 10.5] {
        pen.polygon(&[(cx, -10.0), (cx + 5.0, 2.0), (cx - 5.0, 2.0)]);
    }
    // The line between the band and the body.
    pen.rect((-13.0, 3.0), (13.0, 4.2), true);
    for cx in [-10.5, 0.0, 10.5] {
        pen.ellipse((cx, -12.0), 2.6, 2.6);
    }
}

/// Cuts an emblem into a disc sprite: where the emblem covers the face, the face tone moves to
/// `ink` (a step of the same ramp), blending at the emblem's edge.
fn engrave(disc: &Sprite, emblem: &[f32], ramp: u8, face: u8, ink: u8) -> Sprite {
    let (w, h) = (disc.width, disc.height);
    let mut ops = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let op = disc.op(x, y);
            let c = emblem[y * w + x];
            let painted = match op {
                Op::Paint(i) if c > 0.1 && (ramp..ramp + palette::PIECE_LEN).contains(&i) => {
                    let from = f32::from(face);
                    let to = f32::from(ink);
                    Op::Paint(ramp + (from + (to - from) * c.min(1.0)).round() as u8)
                }
                other => other,
            };
            ops.push(painted);
        }
    }
    Sprite::from_ops(w, h, ops)
}

fn piece_set(side: usize, lit: usize) -> PieceSet {
    let edge = palette::PIECE_EDGE + ((side * 2 + lit) * 3) as u8;
    let style = sprites::side_style(side, edge);
    let tile = SQUARE as usize;
    let shape = DiscShape {
        tile,
        radius: PIECE_RADIUS,
        shadow: Some(Shadow {
            offset: 3.0,
            depth: 8,
        }),
    };
    let disc = sprites::disc(&style, &shape);
    // Dark emblems on bone, pale ones on basalt.
    let ink = if side == 0 { 3 } else { 29 };
    let cut = |emblem: &[f32]| engrave(&disc, emblem, style.ramp, style.face, ink);
    PieceSet {
        // The same counter lying on its side: stretched wide, squashed flat.
        lying: sprites::squashed_disc(&style, &shape, LYING),
        dux: cut(&coverage(tile, helmet)),
        colossus: cut(&glyph_coverage(tile, "\u{265E}", 52.0, 18)),
        empress: cut(&coverage(tile, crown)),
        legionary: disc,
    }
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = GRID.slab(WIDTH, HEIGHT, SLAB_SEED);
        for camp in CAMPS {
            let squares: Vec<Square> = bastonus::squares(camp).collect();
            let (first, last) = (squares[0], squares[squares.len() - 1]);
            let (x0, y0) = GRID.square_origin(first.file, first.rank);
            let (x1, _) = GRID.square_origin(last.file, last.rank);
            let (w, h) = (x1 + SQUARE - x0, SQUARE);
            background.map_rect(x0 + 2, y0 + 2, w - 4, h - 4, |p| {
                if palette::is_stone(p) {
                    palette::shade(p, -CAMP_DARKEN)
                } else {
                    p
                }
            });
            let gold = palette::GOLD + palette::INK_LEVELS;
            let inset = 5;
            let (fx, fy, fw, fh) = (x0 + inset, y0 + inset, w - 2 * inset, h - 2 * inset);
            background.fill_rect(fx, fy, fw, CAMP_FRAME, gold);
            background.fill_rect(fx, fy + fh - CAMP_FRAME, fw, CAMP_FRAME, gold);
            background.fill_rect(fx, fy, CAMP_FRAME, fh, gold);
            background.fill_rect(fx + fw - CAMP_FRAME, fy, CAMP_FRAME, fh, gold);
        }
        let icons = [Header::icon(0), Header::icon(1)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        let highlighted = GRID.highlighted(&background);
        Assets {
            background,
            highlighted,
            pieces: [
                [piece_set(0, 0), piece_set(0, 1)],
                [piece_set(1, 0), piece_set(1, 1)],
            ],
            capture: sprites::capture_mark(SQUARE as usize, 17.0, 5.0),
            ejected: sprites::capture_mark(MARGIN as usize, 11.0, 4.0),
            header,
        }
    })
}

impl Layout for Bastonus {
    fn status(&self, info: &RenderInfo) -> (String, bool) {
        status_line(self, info)
    }

    fn spot_centre(&self, spot: &str) -> Option<(i32, i32)> {
        GRID.spot_centre(spot)
    }

    /// Draws the position on `canvas`, whatever it held before (its memory is reused).
    fn render_into(&self, canvas: &mut Canvas, info: &RenderInfo) {
        let game = self;
        let assets = assets();
        canvas.copy_from(&assets.background);
        let last = game.last_action();
        let lit = last.map_or(0, |l| l.vacated | l.arrived);
        GRID.copy_squares(canvas, &assets.highlighted, bastonus::squares(lit));
        if let Some(last) = last {
            GRID.stamp(canvas, &assets.capture, bastonus::squares(last.captured));
            if let Some((sq, dir)) = last.ejected {
                let (cx, cy) = GRID.square_centre(sq.file, sq.rank);
                let reach = SQUARE / 2 + MARGIN / 2;
                let (dx, dy) = match dir {
                    Dir::North => (0, -reach),
                    Dir::South => (0, reach),
                    Dir::East => (reach, 0),
                    Dir::West => (-reach, 0),
                };
                let half = MARGIN / 2;
                canvas.draw_sprite(&assets.ejected, cx + dx - half, cy + dy - half);
            }
        }
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let sq = Square::new(file, rank);
                if let Some(piece) = game.piece_at(sq) {
                    let (x, y) = GRID.square_origin(file, rank);
                    let variant = usize::from(lit & (1u64 << (rank * SIZE + file)) != 0);
                    let sprite = assets.pieces[piece.side.index()][variant].get(piece);
                    canvas.draw_sprite(sprite, x, y);
                }
            }
        }
        assets.header.draw_game(
            canvas,
            game,
            info,
            |side| details(game, side, info.lang),
            status_line(game, info),
        );
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }
}

fn legionaries(game: &Bastonus, side: Side) -> usize {
    (0..SIZE)
        .flat_map(|r| (0..SIZE).map(move |f| Square::new(f, r)))
        .filter_map(|sq| game.piece_at(sq))
        .filter(|p| p.side == side && p.kind == Kind::Legionary)
        .count()
}

/// "Captures: 2 · Legionaries: 7".
fn details(game: &Bastonus, side: Side, lang: Lang) -> String {
    tf(
        lang,
        "bastonus-render-details",
        &[
            ("count", &game.captures(side)),
            ("legion", &legionaries(game, side)),
        ],
    )
}

/// Whose turn it is (and whether it is a capture chain), or the result; `true` when over.
pub(crate) fn status_line(game: &Bastonus, info: &RenderInfo) -> (String, bool) {
    let lang = info.lang;
    let variant = Variant::Bastonus;
    let turn = |side| {
        if game.in_capture_chain() {
            let side_name = i18n::side_name(lang, variant, side);
            text::capitalise(&tf(lang, "bastonus-render-chain", &[("side", &side_name)]))
        } else {
            header::turn_line(info, variant, side, header::TO_PLAY)
        }
    };
    header::status_line(game, variant, info, turn, String::new)
}

/// One character for a piece: upper case for the first side, lower case for the second.
fn mark(piece: Piece) -> char {
    let c = match (piece.kind, piece.exhausted) {
        (Kind::Legionary, false) => 'L',
        (Kind::Legionary, true) => 'E',
        (Kind::Dux, _) => 'D',
        (Kind::Colossus, _) => 'C',
        (Kind::Empress, _) => 'I',
    };
    match piece.side {
        Side::First => c,
        Side::Second => c.to_ascii_lowercase(),
    }
}

/// The position as text: the board with coordinates, a legend, and the state of the game.
pub fn text_board(game: &Bastonus, lang: Lang) -> String {
    let variant = Variant::Bastonus;
    let camps = CAMPS[0] | CAMPS[1];
    let mut out = text_grid(SIZE, SIZE, |sq| match game.piece_at(sq) {
        Some(piece) => mark(piece),
        None if camps & (1u64 << (sq.rank * SIZE + sq.file)) != 0 => '+',
        None => '.',
    });
    let side_name = |side: Side| i18n::side_name(lang, variant, side);
    out.push_str(&tf(
        lang,
        "bastonus-legend",
        &[
            ("white", &side_name(Side::First)),
            ("black", &side_name(Side::Second)),
        ],
    ));
    out.push('\n');
    header::push_side_lines(&mut out, |side| {
        tf(
            lang,
            "bastonus-side-line",
            &[
                ("side", &side_name(side)),
                ("captures", &game.captures(side)),
                ("on_board", &game.on_board(side)),
            ],
        )
    });
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let mut taken: Vec<String> = bastonus::squares(last.captured)
            .map(|s| s.to_string())
            .collect();
        if let Some((sq, _)) = last.ejected {
            let square = sq.to_string();
            taken.push(tf(lang, "bastonus-last-ejected", &[("square", &square)]));
        }
        if last.mv == Move::Pass {
            taken.clear();
        }
        out.push_str(&header::last_move_line(lang, &mv, &taken));
        out.push('\n');
    }
    header::end_text_board(out, status_line(game, &RenderInfo::unnamed(lang)), lang)
}

#[cfg(test)]
mod tests;
