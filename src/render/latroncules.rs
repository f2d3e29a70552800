//! Latroncules' picture and text board: a chequered slab, two kinds of pieces.
//!
//! The rules hang on two things a player must see at a glance on a phone: the colour of each
//! square (cavalry moves eight ways from a light square, straight only from a dark one) and the
//! kind of each piece (infantry only walks forward). So the dark squares are cut deeper into the
//! travertine and carry the carved cross a cavalry may follow there, and the two kinds have
//! different outlines: infantry is the round shield-like counter of Latrunculi, cavalry a
//! rounded-square token with a horse's head. Everything that does not depend on the position is
//! drawn once, as in `render/latrunculi.rs`: a render copies the background, swaps in the
//! highlighted squares of the last move, stamps the capture marks and the pieces, and writes the
//! players' band.

use std::sync::OnceLock;

use crate::games::latroncules::{self, is_dark, Kind, Latroncules, SIZE};
use crate::games::{Game, Side, Square, Variant};
use crate::i18n::{self, t, tf, Lang};

use super::board::text_grid;
use super::canvas::{Canvas, Op, Sprite};
use super::header::{self, Header};
use super::palette::{self, shade};
use super::raster::{self, Layer};
use super::sprites::{self, DiscShape, DiscStyle, Shadow};
use super::text::{self, Align, Ink};
use super::{Layout, RenderInfo};

/// The picture: the frame every 8x8 game shares.
pub use super::board::eight_by_eight::{GRID, HEIGHT, SQUARE, WIDTH};
/// Radius of an infantry counter.
const INFANTRY_RADIUS: f32 = 27.0;
/// Half side of a cavalry token.
const CAVALRY_HALF: f32 = 30.0;
/// How many ramp steps darker the dark squares are cut.
pub const DARK_STEPS: i32 = 13;
/// Seed of the slab's texture.
const SLAB_SEED: u32 = 0x1a7c;
/// The horse's head on the cavalry tokens (DejaVu Sans has it).
const HORSE: &str = "\u{265e}";
/// Radius of the gold ring around a freed cavalry.
const FREED_RING_RADIUS: f32 = 37.5;
/// Size the horse is drawn at.
const HORSE_PX: f32 = 46.0;

/// Everything drawn once.
struct Assets {
    background: Canvas,
    /// The background with every square's interior in the highlight tint.
    highlighted: Canvas,
    /// Pieces by side, kind (infantry 0, cavalry 1), square colour (light 0, dark 1), and plain
    /// (0) or highlighted (1) square.
    pieces: [[[[Sprite; 2]; 2]; 2]; 2],
    capture: Sprite,
    /// Gold ring around a cavalry just freed by promotion.
    freed: Sprite,
    header: Header,
}

/// Darkens the dark squares and carves the cross of their cavalry lines.
fn cut_dark_squares(canvas: &mut Canvas) {
    for rank in 0..SIZE {
        for file in 0..SIZE {
            if !is_dark(Square::new(file, rank)) {
                continue;
            }
            let (x, y, inner) = GRID.inside(file, rank);
            canvas.map_rect(x, y, inner, inner, |p| shade(p, -DARK_STEPS));
            // The cross: a thin groove along the rank and one along the file, shadowed on the
            // upper-left wall, a light lip on the lower-right.
            let (cx, cy) = GRID.square_centre(file, rank);
            for (offset, delta) in [(-1, -9), (0, -11), (1, 4)] {
                canvas.map_rect(x, cy + offset, inner, 1, |p| shade(p, delta));
                canvas.map_rect(cx + offset, y, 1, inner, |p| shade(p, delta));
            }
        }
    }
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = GRID.slab(WIDTH, HEIGHT, SLAB_SEED);
        cut_dark_squares(&mut background);
        let icons = [Header::icon(0), Header::icon(1)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        let highlighted = GRID.highlighted(&background);
        let horse = horse_coverage();
        let piece = |side: usize, kind: usize, dark: usize, lit: usize| {
            let edge = palette::PIECE_EDGE + ((side * 2 + lit) * 3) as u8;
            let style = sprites::side_style(side, edge);
            let sprite = if kind == 0 {
                sprites::disc(
                    &style,
                    &DiscShape {
                        tile: SQUARE as usize,
                        radius: INFANTRY_RADIUS,
                        shadow: Some(Shadow {
                            offset: 3.0,
                            depth: 8,
                        }),
                    },
                )
            } else {
                cavalry_token(&style, side, &horse)
            };
            if dark == 1 {
                on_dark_stone(&sprite, &style)
            } else {
                sprite
            }
        };
        let pieces = [0, 1].map(|side| {
            [0, 1].map(|kind| [0, 1].map(|dark| [0, 1].map(|lit| piece(side, kind, dark, lit))))
        });
        Assets {
            background,
            highlighted,
            pieces,
            capture: sprites::capture_mark(SQUARE as usize, 17.0, 5.0),
            freed: freed_ring(),
            header,
        }
    })
}

/// The rim blends of the shared palette are mixed against average light stone; on a dark square
/// they would show as a pale halo, so there the outer blend becomes a darkening of the stone and
/// the inner one the piece's own rim tone.
fn on_dark_stone(sprite: &Sprite, style: &DiscStyle) -> Sprite {
    let mut ops = Vec::with_capacity(sprite.width * sprite.height);
    for y in 0..sprite.height {
        for x in 0..sprite.width {
            let op = match sprite.op(x, y) {
                Op::Paint(i) if i == style.edge[0] => Op::Darken(5),
                Op::Paint(i) if i == style.edge[1] => Op::Darken(9),
                Op::Paint(i) if i == style.edge[2] => Op::Paint(style.ramp + style.rim[1]),
                other => other,
            };
            ops.push(op);
        }
    }
    Sprite::from_ops(sprite.width, sprite.height, ops)
}

/// A solid gold ring just outside a cavalry token, marking the cavalry a promotion freed. Drawn
/// without anti-aliasing (full gold where most of the pixel is on the ring): the gold ramp is
/// blended for the dark band, not for stone.
fn freed_ring() -> Sprite {
    sprites::annulus(SQUARE as usize, FREED_RING_RADIUS, 3.0).reduce(|block| {
        if block.body >= 0.5 {
            Op::Paint(palette::GOLD + palette::INK_LEVELS)
        } else {
            Op::Keep
        }
    })
}

/// The horse's head as coverage (0..=7) on a square tile, centred on its ink.
fn horse_coverage() -> Vec<u8> {
    let tile = SQUARE as usize;
    let mut scratch = Canvas::new(tile, tile, palette::INK);
    let ink = Ink::Ramp {
        base: palette::INK,
        max: palette::INK_LEVELS,
    };
    text::draw(
        &mut scratch,
        tile as f32 / 2.0,
        tile as i32 * 3 / 4,
        HORSE,
        HORSE_PX,
        Align::Center,
        ink,
    );
    let level = |x: usize, y: usize| scratch.get(x, y).saturating_sub(palette::INK);
    // Bounding box of the ink, to centre it on the tile.
    let (mut x0, mut y0, mut x1, mut y1) = (tile, tile, 0, 0);
    for y in 0..tile {
        for x in 0..tile {
            if level(x, y) > 0 {
                (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            }
        }
    }
    let mut out = vec![0u8; tile * tile];
    if x0 > x1 {
        return out;
    }
    let dx = (tile as i32 - (x0 + x1 + 1) as i32) / 2;
    let dy = (tile as i32 - (y0 + y1 + 1) as i32) / 2;
    for y in y0..=y1 {
        for x in x0..=x1 {
            let (tx, ty) = (x as i32 + dx, y as i32 + dy);
            if (0..tile as i32).contains(&tx) && (0..tile as i32).contains(&ty) {
                out[ty as usize * tile + tx as usize] = level(x, y);
            }
        }
    }
    out
}

/// The outline of a rounded square (a superellipse of degree 4) of half side `half` round
/// `(cx, cy)`, starting at angle `from`, and the facing of each point's normal towards the light
/// (as in `sprites`: negative facing the light, positive away from it).
fn squircle(cx: f32, cy: f32, half: f32, from: f32) -> Vec<((f32, f32), f32)> {
    let n = 720;
    (0..n)
        .map(|i| {
            let a = from + std::f32::consts::TAU * i as f32 / n as f32;
            let (c, s) = (a.cos(), a.sin());
            let r = half / (c.powi(4) + s.powi(4)).powf(0.25);
            let (x, y) = (r * c, r * s);
            let (nx, ny) = (x.powi(3), y.powi(3));
            let norm = (nx * nx + ny * ny).sqrt().max(1e-6);
            let facing = -(nx * sprites::LIGHT.0 + ny * sprites::LIGHT.1) / norm;
            ((cx + x, cy + y), facing)
        })
        .collect()
}

/// A cavalry token: a rounded square of bone or basalt with a bevelled rim, a shadow, and a
/// horse's head in the opposite tone.
fn cavalry_token(style: &DiscStyle, side: usize, horse: &[u8]) -> Sprite {
    let tile = SQUARE as usize;
    let c = tile as f32 / 2.0;
    let points = |half: f32| -> Vec<(f32, f32)> {
        squircle(c, c, half, 0.0)
            .into_iter()
            .map(|(p, _)| p)
            .collect()
    };
    let tone = |step: u8| raster::paint(style.ramp + step);
    let mut layer = Layer::new(tile, tile);
    // The shadow: the token moved 3 pixels down-right.
    let moved: Vec<(f32, f32)> = points(CAVALRY_HALF)
        .into_iter()
        .map(|(x, y)| (x + 3.0, y + 3.0))
        .collect();
    layer.polygon(&moved, raster::SHADOW);
    layer.polygon(&points(CAVALRY_HALF), tone(style.rim[1]));
    // The rim's lit and shaded parts: from the centre to the runs of the outline whose normal
    // faces the light, or away from it (each run starts opposite its middle, so it is in one
    // piece).
    let light = sprites::LIGHT.1.atan2(sprites::LIGHT.0);
    for (from, lit, colour) in [
        (light + std::f32::consts::PI, true, tone(style.rim[0])),
        (light, false, tone(style.rim[2])),
    ] {
        let mut wedge = vec![(c, c)];
        wedge.extend(
            squircle(c, c, CAVALRY_HALF, from)
                .into_iter()
                .filter(|&(_, facing)| if lit { facing < -0.35 } else { facing > 0.45 })
                .map(|(p, _)| p),
        );
        layer.polygon(&wedge, colour);
    }
    layer.polygon(&points(CAVALRY_HALF - 4.0), tone(style.face));
    // Glyph tone: dark on bone, light on basalt.
    let glyph = if side == 0 { 1 } else { 31 };
    let face = style.ramp + style.face;
    layer.reduce_at(
        |x, y, block| match sprites::piece_op(block, style.edge, Some(8)) {
            // The face (not the rim) takes the horse's head, blended by its coverage.
            Op::Paint(index) if index == face => {
                let c = i32::from(horse[y * tile + x]);
                let f = i32::from(style.face);
                let tone = f + (glyph - f) * c / i32::from(palette::INK_LEVELS);
                Op::Paint(style.ramp + tone as u8)
            }
            other => other,
        },
    )
}

/// Squares the last move touched (its highlight) and squares whose pieces it took.
fn last_marks(game: &Latroncules) -> ([Option<Square>; 2], u64) {
    match game.last_action() {
        None => ([None, None], 0),
        Some(last) => ([Some(last.mv.from), Some(last.mv.to)], last.captured),
    }
}

impl Layout for Latroncules {
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
        let (lit, captured) = last_marks(game);
        GRID.copy_squares(canvas, &assets.highlighted, lit.into_iter().flatten());
        GRID.stamp(canvas, &assets.capture, latroncules::squares(captured));
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let sq = Square::new(file, rank);
                if let Some((side, kind)) = game.piece_at(sq) {
                    let (x, y) = GRID.square_origin(file, rank);
                    let kind = usize::from(kind == Kind::Cavalry);
                    let dark = usize::from(is_dark(sq));
                    let variant = usize::from(lit.contains(&Some(sq)));
                    canvas.draw_sprite(&assets.pieces[side.index()][kind][dark][variant], x, y);
                }
            }
        }
        if let Some(last) = game.last_action().filter(|l| l.promoted) {
            let (x, y) = GRID.square_origin(last.mv.to.file, last.mv.to.rank);
            canvas.draw_sprite(&assets.freed, x, y);
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

/// "Captures: 2", plus the side's cavalry held captive by the enemy when there is any.
fn details(game: &Latroncules, side: Side, lang: Lang) -> String {
    let prisoners = game.prisoners(side);
    if prisoners == 0 {
        tf(lang, "render-captures", &[("count", &game.captures(side))])
    } else {
        tf(
            lang,
            "latroncules-render-details",
            &[("count", &game.captures(side)), ("prisoners", &prisoners)],
        )
    }
}

/// Whose turn it is, or the result; `true` when the game is over.
/// Latroncules has no dice and always has an outcome when nobody acts.
pub(crate) fn status_line(game: &Latroncules, info: &RenderInfo) -> (String, bool) {
    header::plain_status_line(game, Variant::Latroncules, info)
}

/// The position as text: the board with coordinates (dark squares shown as `+`, the cross
/// cavalry follows there), a legend, and the state of the game.
pub fn text_board(game: &Latroncules, lang: Lang) -> String {
    let variant = Variant::Latroncules;
    // [side][kind]
    let marks = [
        [
            t(lang, "latroncules-mark-white-infantry"),
            t(lang, "latroncules-mark-white-cavalry"),
        ],
        [
            t(lang, "latroncules-mark-black-infantry"),
            t(lang, "latroncules-mark-black-cavalry"),
        ],
    ];
    let mut out = text_grid(SIZE, SIZE, |sq| match game.piece_at(sq) {
        Some((side, kind)) => marks[side.index()][usize::from(kind == Kind::Cavalry)],
        None if is_dark(sq) => "+",
        None => ".",
    });
    let side_name = |side: Side| i18n::side_name(lang, variant, side);
    out.push_str(&tf(
        lang,
        "latroncules-legend",
        &[
            ("wi", &marks[0][0]),
            ("wc", &marks[0][1]),
            ("bi", &marks[1][0]),
            ("bc", &marks[1][1]),
            ("white", &side_name(Side::First)),
            ("black", &side_name(Side::Second)),
        ],
    ));
    out.push('\n');
    header::push_side_lines(&mut out, |side| {
        tf(
            lang,
            "latroncules-side-line",
            &[
                ("side", &side_name(side)),
                ("captures", &game.captures(side)),
                ("infantry", &game.count(side, Kind::Infantry)),
                ("cavalry", &game.count(side, Kind::Cavalry)),
                ("prisoners", &game.prisoners(side)),
            ],
        )
    });
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let taken: Vec<String> = latroncules::squares(last.captured)
            .map(|s| s.to_string())
            .collect();
        out.push_str(&header::last_move_line(lang, &mv, &taken));
        out.push('\n');
        if last.promoted {
            let square = last.mv.to.to_string();
            out.push_str(&tf(lang, "latroncules-promoted", &[("square", &square)]));
            out.push('\n');
        }
    }
    header::end_text_board(out, status_line(game, &RenderInfo::unnamed(lang)), lang)
}

#[cfg(test)]
mod tests;
