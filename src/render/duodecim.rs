//! XII Scripta's picture and text board: the 36-point track as three rows of twelve, the dice.
//!
//! The track reads like the inscription it is: three lines of two six-letter words, HOSTES
//! VINCTI / IMPERI VIRTUS / LUDANT ROMANI, each letter carved at the head of its point and the
//! point's number under it, pieces running left to right and line after line, from 1 to 36. A
//! stack shows one counter (two, slightly offset, when there are several) with its count written
//! on it, so a protected point is visible at a glance. Under the track, each side's reserve and borne-off
//! pieces, and the three dice of the latest roll: used dice are dimmed, lost dice crossed out in
//! red. The last action's points are highlighted.
//!
//! As for Latrunculi, everything that does not depend on the position (slab, letters, numbers,
//! every counter with every count) is drawn once into [`Assets`].

use std::sync::OnceLock;

use crate::games::duodecim::{self, Action, DieState, Duodecim, Move, POINTS};
use crate::games::{Game, Side, Variant};
use crate::i18n::{self, t, tf, Lang};

use super::canvas::{Canvas, Op, Sprite};
use super::header::{self, Header};
use super::palette;
use super::raster::{self, Layer};
use super::sprites::{self, DiscShape, Shadow};
use super::stone;
use super::text::{self, Align, Ink};
use super::{Layout, RenderInfo};

/// Width of the picture.
pub const WIDTH: usize = 760;
/// Width of a point.
pub const POINT_W: i32 = 54;
/// Gap between the two words of a line.
const WORD_GAP: i32 = 28;
/// Left edge of the first point of each line.
const TRACK_LEFT: i32 = (WIDTH as i32 - 12 * POINT_W - WORD_GAP) / 2;
/// Top of the slab.
const SLAB_TOP: i32 = header::HEIGHT as i32;
/// Top of the first line of points.
const TRACK_TOP: i32 = SLAB_TOP + 26;
/// Height of the band with the letter of each point.
const LETTER_H: i32 = 40;
/// Height of a point (letter band plus the pieces).
pub const POINT_H: i32 = 108;
/// Vertical distance between two lines of points (the numbers are carved in the gap).
const LINE_PITCH: i32 = POINT_H + 26;
/// Top of the panel with the reserves, the borne-off pieces and the dice.
const PANEL_TOP: i32 = TRACK_TOP + 3 * LINE_PITCH - 4;
/// Height of the picture.
pub const HEIGHT: usize = (PANEL_TOP + 136) as usize;
/// Tile and radius of a counter on a point.
const PIECE_TILE: usize = 54;
const PIECE_RADIUS: f32 = 22.0;
/// How far up the second counter of a stack shows.
const STACK_OFFSET: i32 = 8;
/// Side of a die.
const DIE: i32 = 56;
const DIE_GAP: i32 = 14;
/// Seed of the slab's texture.
const SLAB_SEED: u32 = 0x12_5c;

/// Top-left corner of a point (1..=36).
pub fn point_origin(point: u8) -> (i32, i32) {
    let i = i32::from(point.clamp(1, POINTS) - 1);
    let (line, col) = (i / 12, i % 12);
    let gap = if col >= 6 { WORD_GAP } else { 0 };
    (
        TRACK_LEFT + col * POINT_W + gap,
        TRACK_TOP + line * LINE_PITCH,
    )
}

/// Centre of the front counter of a point.
pub fn piece_centre(point: u8) -> (i32, i32) {
    let (x, y) = point_origin(point);
    (x + POINT_W / 2, y + LETTER_H + (POINT_H - LETTER_H) / 2 + 2)
}

/// Top-left corner of die `i` (0..3).
pub fn die_origin(i: usize) -> (i32, i32) {
    let right = WIDTH as i32 - TRACK_LEFT;
    let x = right - 3 * DIE - 2 * DIE_GAP + i as i32 * (DIE + DIE_GAP);
    (x, PANEL_TOP + 54)
}

/// Everything drawn once.
struct Assets {
    background: Canvas,
    highlighted: Canvas,
    /// Counters by side, then count (index 0 unused, 1 plain, 2..=15 with the count on it).
    pieces: [Vec<Sprite>; 2],
    /// Small counters for the panel.
    small: [Sprite; 2],
    /// Die faces 1..=6 (index 0 unused), fresh and dimmed.
    dice: [Vec<Sprite>; 2],
    hit: Sprite,
    lost: Sprite,
    header: Header,
}

fn carved() -> Ink {
    Ink::Carved { depth: 30 }
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = Canvas::new(WIDTH, HEIGHT, palette::HEADER_BG);
        let slab_h = HEIGHT - header::HEIGHT;
        stone::travertine(
            &mut background,
            0,
            SLAB_TOP as usize,
            WIDTH,
            slab_h,
            SLAB_SEED,
        );
        for line in 0..3u8 {
            for word in 0..2u8 {
                let first = line * 12 + word * 6 + 1;
                let (x0, y0) = point_origin(first);
                let xs: Vec<i32> = (0..=6).map(|i| x0 + i * POINT_W).collect();
                stone::carve_grid(&mut background, &xs, &[y0, y0 + POINT_H]);
            }
        }
        // The panel's frame.
        let panel_left = TRACK_LEFT;
        let panel_right = WIDTH as i32 - TRACK_LEFT;
        stone::carve_grid(
            &mut background,
            &[panel_left, panel_right],
            &[PANEL_TOP, HEIGHT as i32 - 14],
        );
        stone::bevel(&mut background, 0, SLAB_TOP, WIDTH as i32, slab_h as i32, 4);
        let letter_px = 30.0;
        let number_px = 20.0;
        let number_cap = text::cap_height(number_px).round() as i32;
        let cap = text::cap_height(letter_px);
        for p in 1..=POINTS {
            let (x, y) = point_origin(p);
            text::draw(
                &mut background,
                (x + POINT_W / 2) as f32,
                y + 8 + cap.round() as i32,
                &duodecim::letter(p).to_string(),
                letter_px,
                Align::Center,
                carved(),
            );
            text::draw(
                &mut background,
                (x + POINT_W / 2) as f32,
                y + POINT_H + 4 + number_cap,
                &p.to_string(),
                number_px,
                Align::Center,
                Ink::Carved { depth: 26 },
            );
        }
        let icons = [Header::icon(0), Header::icon(1)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        let mut highlighted = background.clone();
        for p in 1..=POINTS {
            let (x, y) = point_origin(p);
            highlighted.map_rect(x + 3, y + 3, POINT_W - 6, POINT_H - 6, palette::highlight);
        }
        let disc = |side: usize, radius: f32, tile: usize| {
            let edge = palette::PIECE_EDGE + (side * 2) as u8 * 3;
            sprites::disc(
                &sprites::side_style(side, edge),
                &DiscShape {
                    tile,
                    radius,
                    shadow: Some(Shadow {
                        offset: 3.0,
                        depth: 8,
                    }),
                },
            )
        };
        let pieces = [0, 1].map(|side| {
            let plain = disc(side, PIECE_RADIUS, PIECE_TILE);
            let mut all = vec![plain.clone(), plain.clone()];
            for n in 2..=15u8 {
                all.push(with_number(&plain, side, n));
            }
            all
        });
        let dice = [false, true].map(|dim| {
            let mut faces = vec![die_face(0, dim)];
            faces.extend((1..=6).map(|v| die_face(v, dim)));
            faces
        });
        Assets {
            background,
            highlighted,
            pieces,
            small: [disc(0, 15.0, 38), disc(1, 15.0, 38)],
            dice,
            hit: sprites::capture_mark(26, 8.0, 3.0),
            lost: sprites::capture_mark(DIE as usize, 24.0, 3.5),
            header,
        }
    })
}

/// `piece` with `n` written on its face, in the other side's colour.
fn with_number(piece: &Sprite, side: usize, n: u8) -> Sprite {
    let (w, h) = (piece.width, piece.height);
    let mut scratch = Canvas::new(w, h, 0);
    let px = 26.0;
    let cap = text::cap_height(px);
    text::draw(
        &mut scratch,
        w as f32 / 2.0,
        (h as f32 / 2.0 + cap / 2.0).round() as i32,
        &n.to_string(),
        px,
        Align::Center,
        Ink::Ramp { base: 0, max: 4 },
    );
    // Ink: dark basalt on bone, light bone on basalt, one blend step for the glyphs' edges.
    let (ink, blend) = if side == 0 {
        (palette::BASALT + 2, palette::IVORY + 14)
    } else {
        (palette::IVORY + 30, palette::BASALT + 20)
    };
    let ops = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| match (scratch.get(x, y), piece.op(x, y)) {
            (c, Op::Paint(_)) if c >= 3 => Op::Paint(ink),
            (2, Op::Paint(_)) => Op::Paint(blend),
            (_, op) => op,
        })
        .collect();
    Sprite::from_ops(w, h, ops)
}

/// A die showing `value` (0: blank), bone with basalt pips; `dim` for a used or lost die.
fn die_face(value: u8, dim: bool) -> Sprite {
    let size = DIE as usize;
    let (face, rim, pip) = if dim {
        (palette::IVORY + 9, palette::IVORY + 4, palette::IVORY + 1)
    } else {
        (
            palette::IVORY + 27,
            palette::IVORY + 16,
            palette::BASALT + 3,
        )
    };
    let s = size as f32;
    let at = |fx: f32, fy: f32| (fx * s, fy * s);
    let spots: Vec<(f32, f32)> = match value {
        1 => vec![at(0.5, 0.5)],
        2 => vec![at(0.27, 0.27), at(0.73, 0.73)],
        3 => vec![at(0.25, 0.25), at(0.5, 0.5), at(0.75, 0.75)],
        4 => vec![
            at(0.27, 0.27),
            at(0.73, 0.27),
            at(0.27, 0.73),
            at(0.73, 0.73),
        ],
        5 => vec![
            at(0.25, 0.25),
            at(0.75, 0.25),
            at(0.5, 0.5),
            at(0.25, 0.75),
            at(0.75, 0.75),
        ],
        6 => vec![
            at(0.28, 0.22),
            at(0.72, 0.22),
            at(0.28, 0.5),
            at(0.72, 0.5),
            at(0.28, 0.78),
            at(0.72, 0.78),
        ],
        _ => Vec::new(),
    };
    let corner = 8.0f32;
    let pip_r = 5.2f32;
    let mut layer = Layer::new(size, size);
    // A shadow below-right on the stone, the rim, the face inside it, the pips.
    layer.polygon(&rounded_square(3.0, s + 3.0, corner), raster::SHADOW);
    layer.polygon(&rounded_square(0.0, s, corner), raster::paint(rim));
    let inset = 2.5;
    layer.polygon(
        &rounded_square(inset, s - inset, corner - inset),
        raster::paint(face),
    );
    for (x, y) in spots {
        layer.circle(x, y, pip_r, raster::paint(pip));
    }
    // No anti-aliasing: the pixel takes what most of it shows.
    layer.reduce(|block| match block.colour {
        Some(colour) if block.body >= 0.5 => Op::Paint(raster::nearest(colour, sprites::PIECES)),
        _ if block.shadow >= 0.5 => Op::Darken(8),
        _ => Op::Keep,
    })
}

/// The outline of the square from `(from, from)` to `(to, to)` with its corners rounded to
/// `corner`.
fn rounded_square(from: f32, to: f32, corner: f32) -> Vec<(f32, f32)> {
    let quarter = std::f32::consts::FRAC_PI_2;
    let (near, far) = (from + corner, to - corner);
    [(far, far), (near, far), (near, near), (far, near)]
        .into_iter()
        .enumerate()
        .flat_map(|(i, centre)| {
            let start = quarter * i as f32;
            raster::arc(centre, (corner, corner), start, start + quarter, 0.05)
        })
        .collect()
}

/// Points the last player action touched: from (if any) and to (if any), and whether it hit.
fn last_marks(game: &Duodecim) -> (Vec<u8>, Option<u8>) {
    let Some(last) = game.last_action() else {
        return (Vec::new(), None);
    };
    let (points, landing) = match last.mv {
        Move::Use { die, action, .. } => match action {
            Action::Enter => (vec![die], Some(die)),
            Action::Advance { from, to } => (vec![from, to], Some(to)),
            Action::BearOff { from } => (vec![from], None),
        },
        Move::Roll(_) | Move::Pass => (Vec::new(), None),
    };
    (points, landing.filter(|_| last.hit))
}

impl Layout for Duodecim {
    fn status(&self, info: &RenderInfo) -> (String, bool) {
        status_line(self, info)
    }

    /// A point `1`..`36`, on the letter of the point (its pieces stay visible below).
    fn arrow_bulge(&self) -> f32 {
        30.0
    }

    fn spot_centre(&self, spot: &str) -> Option<(i32, i32)> {
        let point: u8 = spot.trim().parse().ok()?;
        if !(1..=POINTS).contains(&point) {
            return None;
        }
        let (x, y) = point_origin(point);
        Some((x + POINT_W / 2, y + LETTER_H / 2))
    }

    /// Round the first piece of the point (not its letter), inside the point's width.
    fn ring_at(&self, spot: &str) -> Option<((i32, i32), f32)> {
        self.spot_centre(spot)?;
        let point: u8 = spot.trim().parse().ok()?;
        Some((piece_centre(point), PIECE_RADIUS + 2.5))
    }

    /// Draws the position on `canvas`, whatever it held before (its memory is reused).
    fn render_into(&self, canvas: &mut Canvas, info: &RenderInfo) {
        let game = self;
        let assets = assets();
        canvas.copy_from(&assets.background);
        let (lit, hit) = last_marks(game);
        for &p in &lit {
            let (x, y) = point_origin(p);
            canvas.copy_rect_from(&assets.highlighted, x, y, POINT_W, POINT_H);
        }
        let half = PIECE_TILE as i32 / 2;
        for p in 1..=POINTS {
            if let Some((side, n)) = game.stack(p) {
                let (cx, cy) = piece_centre(p);
                let sprites = &assets.pieces[side.index()];
                if n >= 2 {
                    canvas.draw_sprite(&sprites[1], cx - half, cy - half - STACK_OFFSET);
                }
                canvas.draw_sprite(&sprites[usize::from(n.min(15))], cx - half, cy - half);
            }
        }
        if let Some(p) = hit {
            let (x, y) = point_origin(p);
            canvas.draw_sprite(&assets.hit, x + 2, y + LETTER_H - 4);
        }
        draw_panel(canvas, game, info.lang, assets);
        let details = |side: Side| {
            tf(
                info.lang,
                "duodecim-render-hits",
                &[("count", &game.hits(side))],
            )
        };
        let status = status_line(game, info);
        assets.header.draw_game(canvas, game, info, details, status);
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }
}

/// The panel: each side's reserve and borne-off count, the latest roll and any bonus.
fn draw_panel(canvas: &mut Canvas, game: &Duodecim, lang: Lang, assets: &Assets) {
    let px = 24.0;
    let cap = text::cap_height(px).round() as i32;
    for side in Side::BOTH {
        let cy = PANEL_TOP + 38 + side.index() as i32 * 50;
        let icon = &assets.small[side.index()];
        let x = TRACK_LEFT + 14;
        canvas.draw_sprite(icon, x, cy - icon.height as i32 / 2);
        let line = tf(
            lang,
            "duodecim-render-panel-side",
            &[
                ("reserve", &game.reserve(side)),
                ("off", &game.borne_off(side)),
            ],
        );
        text::draw(
            canvas,
            (x + icon.width as i32 + 8) as f32,
            cy + cap / 2,
            &line,
            px,
            Align::Left,
            carved(),
        );
    }
    let Some((roll, states, roller)) = game.roll() else {
        return;
    };
    let (x0, y0) = die_origin(0);
    let caption = if game.bonus().is_empty() {
        tf(
            lang,
            "duodecim-render-dice-of",
            &[("side", &i18n::side_name(lang, Variant::Duodecim, roller))],
        )
    } else {
        let values: Vec<String> = game.bonus().iter().map(u8::to_string).collect();
        tf(
            lang,
            "duodecim-render-bonus",
            &[
                (
                    "side",
                    &i18n::side_name(lang, Variant::Duodecim, game.turn()),
                ),
                ("dice", &values.join(", ")),
            ],
        )
    };
    text::draw(
        canvas,
        (x0 + (3 * DIE + 2 * DIE_GAP) / 2) as f32,
        y0 - 14,
        &text::capitalise(&caption),
        21.0,
        Align::Center,
        carved(),
    );
    for i in 0..3 {
        let (x, y) = die_origin(i);
        let dim = states[i] != DieState::Free;
        let face = &assets.dice[usize::from(dim)][usize::from(roll[i].min(6))];
        canvas.draw_sprite(face, x, y);
        if matches!(states[i], DieState::Lost | DieState::Blocked) {
            canvas.draw_sprite(&assets.lost, x, y);
        }
    }
}

/// Whose turn it is, or the result; `true` when the game is over.
/// When no side acts and the game is not over, the dice are to be rolled.
pub(crate) fn status_line(game: &Duodecim, info: &RenderInfo) -> (String, bool) {
    let lang = info.lang;
    let variant = Variant::Duodecim;
    let to_roll = || {
        let side_name = i18n::side_name(lang, variant, game.turn());
        let line = tf(lang, "duodecim-render-to-roll", &[("side", &side_name)]);
        text::capitalise(&line)
    };
    header::status_line(
        game,
        variant,
        info,
        |side| header::turn_line(info, variant, side, header::TO_PLAY),
        to_roll,
    )
}

/// The position as text: three lines of twelve points with their letters and numbers, then the
/// reserves, the roll and the state of the game.
pub fn text_board(game: &Duodecim, lang: Lang) -> String {
    let variant = Variant::Duodecim;
    let marks = [t(lang, "render-mark-white"), t(lang, "render-mark-black")];
    let side_name = |side: Side| i18n::side_name(lang, variant, side);
    let mut out = String::new();
    for line in 0..3u8 {
        let points: Vec<u8> = (1..=12).map(|i| line * 12 + i).collect();
        let row = |cell: &dyn Fn(u8) -> String| {
            let cells: Vec<String> = points.iter().map(|&p| format!("{:>3}", cell(p))).collect();
            format!("{} {}", cells[..6].concat(), cells[6..].concat())
        };
        out.push_str(&row(&|p| duodecim::letter(p).to_string()));
        out.push('\n');
        out.push_str(&row(&|p| p.to_string()));
        out.push('\n');
        out.push_str(&row(&|p| match game.stack(p) {
            Some((side, n)) => format!("{}{n}", marks[side.index()]),
            None => ".".to_string(),
        }));
        out.push('\n');
    }
    out.push_str(&tf(
        lang,
        "duodecim-render-legend",
        &[
            ("white_mark", &marks[0]),
            ("white", &side_name(Side::First)),
            ("black_mark", &marks[1]),
            ("black", &side_name(Side::Second)),
        ],
    ));
    out.push('\n');
    header::push_side_lines(&mut out, |side| {
        tf(
            lang,
            "duodecim-render-side-line",
            &[
                ("side", &side_name(side)),
                ("reserve", &game.reserve(side)),
                ("off", &game.borne_off(side)),
                ("hits", &game.hits(side)),
            ],
        )
    });
    if let Some((roll, states, roller)) = game.roll() {
        let dice: Vec<String> = roll
            .iter()
            .zip(states)
            .map(|(d, s)| match s {
                DieState::Free => d.to_string(),
                DieState::Used => format!("({d})"),
                DieState::Lost | DieState::Blocked => format!("{d}×"),
            })
            .collect();
        out.push_str(&tf(
            lang,
            "duodecim-render-roll-line",
            &[("side", &side_name(roller)), ("dice", &dice.join(" "))],
        ));
        out.push('\n');
    }
    if !game.bonus().is_empty() {
        let values: Vec<String> = game.bonus().iter().map(u8::to_string).collect();
        let line = tf(
            lang,
            "duodecim-render-bonus",
            &[
                ("side", &side_name(game.turn())),
                ("dice", &values.join(", ")),
            ],
        );
        out.push_str(&text::capitalise(&line));
        out.push('\n');
    }
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let key = if last.hit {
            "duodecim-render-last-hit"
        } else {
            "render-last-move"
        };
        out.push_str(&tf(lang, key, &[("mv", &mv)]));
        out.push('\n');
    }
    header::end_text_board(out, status_line(game, &RenderInfo::unnamed(lang)), lang)
}

#[cfg(test)]
mod tests;
