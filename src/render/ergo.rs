//! Ergo's picture and text board: the layout, on top of the shared slab, header and sprites.
//!
//! Ergo needs three things Latrunculi does not: the outer path (the ring) must read at a glance as
//! a different place from the arena, each piece must show which face is up (a lion's mane or an
//! empty hollow), and each side's reserve must be visible. So the ring's squares are cut deeper
//! into the slab (darker stone) behind a second groove round the arena, the two faces are two
//! different sprites per side, and a tray under the slab holds twelve slots a side, filled for
//! each piece still in reserve. Black plays first, so black sits on the left of the band and of
//! the tray, with basalt pieces; white with bone ones.
//!
//! The picture is 720x856: the band, the 10x9 grid of 64-pixel squares in its slab, the tray.

use std::sync::OnceLock;

use crate::games::ergo::{self, Ergo, Face, Move, FILES, MOVE_LIMIT, PIECES_PER_SIDE, RANKS};
use crate::games::{Game, Side, Square, Variant};
use crate::i18n::{self, t, tf, Lang};

use super::board::{text_grid, Grid};
use super::canvas::{Canvas, Sprite};
use super::header::{self, Header};
use super::palette;
use super::raster::{self, Layer};
use super::sprites;
use super::{Layout, RenderInfo};

/// Width of the picture.
pub const WIDTH: usize = 720;
/// Side of a square.
pub const SQUARE: i32 = 64;
/// Height of the reserve tray under the slab.
pub const TRAY: usize = 64;
/// Where the grid sits.
pub const GRID: Grid = Grid::under_band(FILES, RANKS, SQUARE);
/// Height of the picture.
pub const HEIGHT: usize = GRID.slab_bottom() + TRAY;
/// Top of the tray.
const TRAY_TOP: i32 = HEIGHT as i32 - TRAY as i32;
/// Radius of a piece on the board.
const PIECE_RADIUS: f32 = 25.0;
/// Steps the ring's stone is darker than the arena's.
const RING_DEPTH: i32 = 17;
/// Distance of the second groove outside the arena's edge.
const ARENA_GROOVE: i32 = 7;
/// A reserve slot in the tray, and the radius of a reserve piece.
const SLOT: i32 = 27;
const SLOT_RADIUS: f32 = 10.5;
const SLAB_SEED: u32 = 0xe7a0;
/// The players' pieces in the band (the size of the band's own icons).
const ICON_TILE: usize = 52;
const ICON_RADIUS: f32 = 17.0;

/// Palette ramp of a side's pieces: black is basalt, white is bone.
fn colour(side: Side) -> usize {
    match side {
        Side::First => 1,
        Side::Second => 0,
    }
}

/// Everything drawn once.
struct Assets {
    background: Canvas,
    /// The background with every square's interior in the highlight tint.
    highlighted: Canvas,
    /// Pieces by colour (0 bone, 1 basalt), face (0 hollow, 1 lion), plain (0) or lit (1).
    pieces: [[[Sprite; 2]; 2]; 2],
    /// Reserve pieces by colour, and an empty slot.
    reserve: [Sprite; 2],
    slot: Sprite,
    header: Header,
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = GRID.slab(WIDTH, HEIGHT, SLAB_SEED);
        // The ring: its squares sunk a few steps deeper, and a second groove round the arena.
        for rank in 0..RANKS {
            for file in 0..FILES {
                if ergo::is_ring(Square::new(file, rank)) {
                    let (x, y, inner) = GRID.inside(file, rank);
                    background.map_rect(x, y, inner, inner, |p| palette::shade(p, -RING_DEPTH));
                }
            }
        }
        let (ax0, ay0) = GRID.square_origin(1, RANKS - 2);
        let (ax1, ay1) = GRID.square_origin(FILES - 1, 0);
        super::stone::carve_grid(
            &mut background,
            &[ax0 - ARENA_GROOVE, ax1 + ARENA_GROOVE],
            &[ay0 - ARENA_GROOVE, ay1 + ARENA_GROOVE],
        );
        // The band: black (first) on the left with a basalt piece, white on the right.
        let icon = |side: Side| {
            let c = colour(side);
            let edge = palette::ICON_EDGE + c as u8 * 3;
            piece_sprite(c, Face::Lion, edge, ICON_TILE, ICON_RADIUS, false)
        };
        let icons = [icon(Side::First), icon(Side::Second)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        background.fill_rect(24, TRAY_TOP, WIDTH as i32 - 48, 1, palette::GOLD + 3);
        let highlighted = GRID.highlighted(&background);
        let piece = |c: usize, face: Face, lit: usize| {
            let edge = palette::PIECE_EDGE + ((c * 2 + lit) * 3) as u8;
            piece_sprite(c, face, edge, SQUARE as usize, PIECE_RADIUS, true)
        };
        let faces = |c: usize| {
            [
                [piece(c, Face::Hollow, 0), piece(c, Face::Hollow, 1)],
                [piece(c, Face::Lion, 0), piece(c, Face::Lion, 1)],
            ]
        };
        let reserve = |c: usize| {
            let edge = palette::ICON_EDGE + c as u8 * 3;
            piece_sprite(c, Face::Lion, edge, SLOT as usize, SLOT_RADIUS, false)
        };
        Assets {
            background,
            highlighted,
            pieces: [faces(0), faces(1)],
            reserve: [reserve(0), reserve(1)],
            slot: sprites::ring(SLOT as usize, SLOT_RADIUS - 1.0, 1.3, palette::INK, 3),
            header,
        }
    })
}

/// Ramp steps of one colour's pieces: (face, rim lit/side/away, mark, deep).
struct Tones {
    ramp: u8,
    face: u8,
    rim: [u8; 3],
    /// The lion's mane, and the hollow's lit inner wall.
    mark: u8,
    /// The hollow's floor, its shaded wall and its lit wall.
    deep: [u8; 3],
}

fn tones(c: usize) -> Tones {
    if c == 0 {
        Tones {
            ramp: palette::IVORY,
            face: 24,
            rim: [29, 21, 13],
            mark: 7,
            deep: [15, 8, 29],
        }
    } else {
        Tones {
            ramp: palette::BASALT,
            face: 11,
            rim: [24, 13, 3],
            mark: 28,
            deep: [4, 1, 21],
        }
    }
}

/// Rasterises one piece, its edge blended through `edge`, with a shadow on the stone when
/// `shadow`: the rim and face of a disc, then a lion (a mane of twelve pointed locks round a face)
/// or a hollow (a deep, empty cup: its upper-left wall in shadow, the lower-right wall lit).
fn piece_sprite(c: usize, face: Face, edge: u8, tile: usize, r: f32, shadow: bool) -> Sprite {
    let tones = tones(c);
    let tone = |step: u8| raster::paint(tones.ramp + step);
    let centre = tile as f32 / 2.0;
    let mut layer = Layer::new(tile, tile);
    if shadow {
        layer.circle(centre + 3.0, centre + 3.0, r, raster::SHADOW);
    }
    let rim = tones.rim.map(tone);
    sprites::disc_body(
        &mut layer,
        (centre, centre),
        r,
        (1.0, 1.0),
        rim,
        tone(tones.face),
    );
    match face {
        Face::Hollow => {
            let cup = r * 0.62;
            let [floor, shaded, lit] = tones.deep.map(tone);
            layer.circle(centre, centre, cup, lit);
            // The half of the cup above the diagonal x + y = 0.
            let quarter = std::f32::consts::FRAC_PI_4;
            let mut half = raster::arc(
                (centre, centre),
                (cup, cup),
                3.0 * quarter,
                7.0 * quarter,
                0.02,
            );
            half.push((centre, centre));
            layer.polygon(&half, shaded);
            // The floor: a circle a little up-left of the centre, inside the cup.
            let mut bottom = Layer::new(tile, tile);
            let shift = r * 0.1;
            bottom.circle(centre - shift, centre - shift, cup * 0.92, floor);
            layer.paint_within(&bottom, floor, &[shaded, lit]);
        }
        Face::Lion => {
            let locks = 12;
            let per_lock = 8;
            let mane: Vec<(f32, f32)> = (0..locks * per_lock)
                .map(|i| {
                    let phase = (i % per_lock) as f32 / per_lock as f32;
                    let angle = std::f32::consts::TAU * i as f32 / (locks * per_lock) as f32;
                    // 0 between locks, 1 at a tip.
                    let point = 1.0 - (phase - 0.5).abs() * 2.0;
                    let outer = r * (0.58 + 0.26 * point);
                    (centre + outer * angle.cos(), centre + outer * angle.sin())
                })
                .collect();
            layer.polygon(&mane, tone(tones.mark));
            layer.circle(centre, centre, r * 0.34, tone(tones.face));
            // On a piece big enough to show it, a face: two eyes and a muzzle.
            if r >= 15.0 {
                for (x, y, radius) in [
                    (-0.13, -0.08, 0.065),
                    (0.13, -0.08, 0.065),
                    (0.0, 0.14, 0.08),
                ] {
                    let (x, y) = (centre + x * r, centre + y * r);
                    layer.circle(x, y, radius * r, tone(tones.mark));
                }
            }
        }
    }
    let edge = [edge, edge + 1, edge + 2];
    layer.reduce(|block| sprites::piece_op(block, edge, shadow.then_some(8)))
}

/// Squares to highlight: the last move's, and the winning line.
fn lit_squares(game: &Ergo) -> Vec<Square> {
    let mut lit = match game.last_action().map(|l| l.mv) {
        None => Vec::new(),
        Some(Move::Drop(sq)) => vec![sq],
        Some(Move::Step { from, to }) => vec![from, to],
    };
    lit.extend(game.winning_line());
    lit
}

impl Layout for Ergo {
    fn status(&self, info: &RenderInfo) -> (String, bool) {
        status_line(self, info)
    }

    /// Ergo's squares are 64 pixels.
    fn ring_at(&self, spot: &str) -> Option<((i32, i32), f32)> {
        self.spot_centre(spot).map(|c| (c, PIECE_RADIUS + 3.5))
    }

    fn spot_centre(&self, spot: &str) -> Option<(i32, i32)> {
        GRID.spot_centre(spot)
    }

    /// Draws the position on `canvas`, whatever it held before (its memory is reused).
    fn render_into(&self, canvas: &mut Canvas, info: &RenderInfo) {
        let game = self;
        let assets = assets();
        canvas.copy_from(&assets.background);
        let lit = lit_squares(game);
        GRID.copy_squares(canvas, &assets.highlighted, lit.iter().copied());
        for rank in 0..RANKS {
            for file in 0..FILES {
                let sq = Square::new(file, rank);
                if let Some((side, face)) = game.piece_at(sq) {
                    let (x, y) = GRID.square_origin(file, rank);
                    let f = usize::from(face == Face::Lion);
                    let l = usize::from(lit.contains(&sq));
                    canvas.draw_sprite(&assets.pieces[colour(side)][f][l], x, y);
                }
            }
        }
        // The tray: each side's twelve slots under its half of the band, filled from the outside in.
        let row = PIECES_PER_SIDE as i32 * SLOT;
        let y = TRAY_TOP + (TRAY as i32 - SLOT) / 2;
        for side in Side::BOTH {
            let left = if side == Side::First {
                24
            } else {
                WIDTH as i32 - 24 - row
            };
            let held = i32::from(game.reserve(side));
            for i in 0..PIECES_PER_SIDE as i32 {
                let filled = if side == Side::First {
                    i < held
                } else {
                    i >= PIECES_PER_SIDE as i32 - held
                };
                let sprite = if filled {
                    &assets.reserve[colour(side)]
                } else {
                    &assets.slot
                };
                canvas.draw_sprite(sprite, left + i * SLOT, y);
            }
        }
        let details = |side| {
            tf(
                info.lang,
                "ergo-render-details",
                &[
                    ("reserve", &game.reserve(side)),
                    ("on_board", &game.on_board(side)),
                ],
            )
        };
        let status = status_line(game, info);
        assets.header.draw_game(canvas, game, info, details, status);
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }
}

/// Whose turn it is, or the result; `true` when the game is over.
/// Ergo has no dice and always has an outcome when nobody acts.
pub(crate) fn status_line(game: &Ergo, info: &RenderInfo) -> (String, bool) {
    header::plain_status_line(game, Variant::Ergo, info)
}

/// The position as text: the board with coordinates (`:` an empty ring square, `.` an empty
/// arena square), a legend, and the state of the game.
pub fn text_board(game: &Ergo, lang: Lang) -> String {
    let variant = Variant::Ergo;
    // marks[side][face]: hollow, lion.
    let marks = [
        [
            t(lang, "ergo-mark-black-hollow"),
            t(lang, "ergo-mark-black-lion"),
        ],
        [
            t(lang, "ergo-mark-white-hollow"),
            t(lang, "ergo-mark-white-lion"),
        ],
    ];
    let mut out = text_grid(FILES, RANKS, |sq| match game.piece_at(sq) {
        Some((side, face)) => marks[side.index()][usize::from(face == Face::Lion)],
        None if ergo::is_ring(sq) => ":",
        None => ".",
    });
    let side_name = |side: Side| i18n::side_name(lang, variant, side);
    out.push_str(&tf(
        lang,
        "ergo-legend",
        &[
            ("black_lion", &marks[0][1]),
            ("black_hollow", &marks[0][0]),
            ("black", &side_name(Side::First)),
            ("white_lion", &marks[1][1]),
            ("white_hollow", &marks[1][0]),
            ("white", &side_name(Side::Second)),
        ],
    ));
    out.push('\n');
    header::push_side_lines(&mut out, |side| {
        tf(
            lang,
            "ergo-render-side-line",
            &[
                ("side", &side_name(side)),
                ("reserve", &game.reserve(side)),
                ("on_board", &game.on_board(side)),
                ("lions", &game.lions(side)),
            ],
        )
    });
    out.push_str(&tf(
        lang,
        "ergo-render-move-count",
        &[("plies", &game.plies()), ("limit", &MOVE_LIMIT)],
    ));
    out.push('\n');
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let line = if last.turned {
            tf(lang, "ergo-render-last-move-turned", &[("mv", &mv)])
        } else {
            tf(lang, "render-last-move", &[("mv", &mv)])
        };
        out.push_str(&line);
        out.push('\n');
    }
    header::end_text_board(out, status_line(game, &RenderInfo::unnamed(lang)), lang)
}

#[cfg(test)]
mod tests;
