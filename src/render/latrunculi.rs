//! Latrunculi's picture and text board (Piso and Seneca): the layout, on top of the shared slab,
//! sprites and header.
//!
//! The picture is 720x844: the players' band on top, then an 8x8 grid of 80-pixel squares cut
//! into a travertine slab with a 40-pixel carved margin. Everything that does not depend on the
//! position is drawn once into [`Assets`]; a render copies the background, swaps in highlighted
//! squares, stamps the capture marks and the pieces, and writes the band's text.
//!
//! Seneca adds three things to show: a held piece (*incitus*) is drawn turned over, a flat face
//! with no turned rings and a rim in the other side's colour, so it reads as "not a standing
//! piece" even at phone size; every square of the last chain of jumps is highlighted; and when
//! a removal is due, the held pieces that may be removed are ringed in red. The band and the text
//! board say how many pieces each side holds and that a removal is due.

use std::sync::OnceLock;

use crate::games::latrunculi::{self, Ludus, Move, Phase, Rules, SIZE};
use crate::games::{Game, Side, Square};
use crate::i18n::{self, t, tf, Lang};

use super::board::text_grid;
use super::canvas::{Canvas, Sprite};
use super::header::{self, Header};
use super::palette;
use super::sprites::{self, DiscShape, Shadow};
use super::text;
use super::{Layout, RenderInfo};

/// The picture: the frame every 8x8 game shares.
pub use super::board::eight_by_eight::{GRID, HEIGHT, SQUARE, WIDTH};
/// Radius of a piece on the board.
const PIECE_RADIUS: f32 = 30.0;
/// Seed of the slab's texture (any value gives a different but equally good slab).
const SLAB_SEED: u32 = 0x1a7e;

/// Everything drawn once.
struct Assets {
    background: Canvas,
    /// The background with every square's interior in the highlight tint.
    highlighted: Canvas,
    /// Pieces by side, then plain (0) or highlighted (1) square.
    pieces: [[Sprite; 2]; 2],
    /// Held pieces (*inciti*, turned over), by side, then plain or highlighted square: a wide
    /// band in the other side's colour, then (second layer) the piece's own plain flat face.
    held: [[Sprite; 2]; 2],
    held_face: [Sprite; 2],
    capture: Sprite,
    /// Red ring around a held piece that may be removed now.
    removable: Sprite,
    header: Header,
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = GRID.slab(WIDTH, HEIGHT, SLAB_SEED);
        let icons = [Header::icon(0), Header::icon(1)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        let highlighted = GRID.highlighted(&background);
        let piece = |side: usize, lit: usize| {
            let edge = palette::PIECE_EDGE + ((side * 2 + lit) * 3) as u8;
            sprites::disc(
                &sprites::side_style(side, edge),
                &DiscShape {
                    tile: SQUARE as usize,
                    radius: PIECE_RADIUS,
                    shadow: Some(Shadow {
                        offset: 3.0,
                        depth: 8,
                    }),
                },
            )
        };
        let held = |side: usize, lit: usize| {
            sprites::disc(
                &held_band_style(side, lit),
                &DiscShape {
                    tile: SQUARE as usize,
                    radius: HELD_RADIUS,
                    // Lying flat: a thinner shadow than a standing piece's.
                    shadow: Some(Shadow {
                        offset: 1.5,
                        depth: 6,
                    }),
                },
            )
        };
        Assets {
            background,
            highlighted,
            pieces: [[piece(0, 0), piece(0, 1)], [piece(1, 0), piece(1, 1)]],
            held: [[held(0, 0), held(0, 1)], [held(1, 0), held(1, 1)]],
            held_face: [0, 1].map(|side| {
                sprites::disc(
                    &held_face_style(side),
                    &DiscShape {
                        tile: SQUARE as usize,
                        radius: HELD_FACE_RADIUS,
                        shadow: None,
                    },
                )
            }),
            capture: sprites::capture_mark(SQUARE as usize, 17.0, 5.0),
            removable: sprites::ring(
                SQUARE as usize,
                REMOVABLE_RADIUS,
                4.0,
                palette::RED - 1,
                palette::RED_LEVELS,
            ),
            header,
        }
    })
}

/// Radius of a held piece: a little smaller than a standing one, lying flat.
const HELD_RADIUS: f32 = 27.0;
/// Radius of the ring around a piece that may be removed.
const REMOVABLE_RADIUS: f32 = 35.0;

/// Radius of the flat face of a held piece, inside its band.
const HELD_FACE_RADIUS: f32 = 21.0;
/// Ramp steps (from [`palette::IVORY`]) of each side's flat face as seen from below. The two
/// piece ramps sit one after the other in the palette, so one base reaches both colours.
const HELD_FACE: [u8; 2] = [27, (palette::BASALT - palette::IVORY) + 6];

/// The outer layer of a held piece: a plain disc in the *other* side's colour, with no turned
/// rings nor centre dot, so the piece reads as turned over and as "in the other side's hands".
fn held_band_style(side: usize, lit: usize) -> sprites::DiscStyle {
    let other = 1 - side;
    // The anti-aliased edge blends the other side's rim into the stone.
    let edge = palette::PIECE_EDGE + ((other * 2 + lit) * 3) as u8;
    let basalt = palette::BASALT - palette::IVORY;
    let (face, rim) = if other == 0 {
        (22, [29, 20, 13])
    } else {
        (basalt + 12, [basalt + 22, basalt + 12, basalt + 4])
    };
    sprites::DiscStyle {
        ramp: palette::IVORY,
        face,
        rim,
        ring: face,
        edge: [edge, edge + 1, edge + 2],
    }
}

/// The inner layer of a held piece: its own side's colour, flat, with no rings.
fn held_face_style(side: usize) -> sprites::DiscStyle {
    let face = HELD_FACE[side];
    // Drawn over the band, so its edge is a crisp step to the band's colour.
    let band = HELD_FACE[1 - side];
    sprites::DiscStyle {
        ramp: palette::IVORY,
        face,
        rim: [face; 3],
        ring: face,
        edge: [
            palette::IVORY + band,
            palette::IVORY + face,
            palette::IVORY + face,
        ],
    }
}

/// Squares the last action touched (its highlight: a placement, both ends of a step, every
/// square of a chain of jumps, a removed piece's square) and squares whose pieces it took or
/// removed.
fn last_marks<R: Rules>(game: &Ludus<R>) -> (Vec<Square>, u64) {
    match game.last_action() {
        None => (Vec::new(), 0),
        Some(last) => match last.mv {
            Move::Place(sq) => (vec![sq], last.captured),
            Move::Step { from, to } => (vec![from, to], last.captured),
            Move::Jump(path) => (path.squares().to_vec(), last.captured),
            Move::Remove(sq) => (Vec::new(), 1u64 << (sq.rank * SIZE + sq.file)),
        },
    }
}

impl<R: Rules> Layout for Ludus<R> {
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
        GRID.copy_squares(canvas, &assets.highlighted, lit.iter().copied());
        GRID.stamp(canvas, &assets.capture, latrunculi::squares(captured));
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let sq = Square::new(file, rank);
                if let Some(side) = game.piece_at(sq) {
                    let (x, y) = GRID.square_origin(file, rank);
                    let variant = usize::from(lit.contains(&sq));
                    if game.is_held(sq) {
                        canvas.draw_sprite(&assets.held[side.index()][variant], x, y);
                        canvas.draw_sprite(&assets.held_face[side.index()], x, y);
                    } else {
                        canvas.draw_sprite(&assets.pieces[side.index()][variant], x, y);
                    }
                }
            }
        }
        if game.removal_due() {
            let held = latrunculi::squares(game.held_pieces(game.turn().other()));
            GRID.stamp(canvas, &assets.removable, held);
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

/// "In hand: 5 · Captures: 0" during placement, "Captures: 2" after, and in Seneca
/// "Captures: 2 · Holding: 1" while some of them are still held.
fn details<R: Rules>(game: &Ludus<R>, side: Side, lang: Lang) -> String {
    let captures = tf(lang, "render-captures", &[("count", &game.captures(side))]);
    let holding = game.held_pieces(side.other()).count_ones();
    if game.phase() == Phase::Placement {
        let in_hand = tf(lang, "render-in-hand", &[("count", &game.in_hand(side))]);
        format!("{in_hand} · {captures}")
    } else if holding > 0 {
        let holding = tf(
            lang,
            "latrunculi-seneca-render-holding",
            &[("count", &holding)],
        );
        format!("{captures} · {holding}")
    } else {
        captures
    }
}

/// Whose turn it is, or the result; `true` when the game is over.
/// Seneca: the held piece must go before the move (with and without the player's name).
const TO_REMOVE: [&str; 2] = [
    "latrunculi-seneca-render-to-remove",
    "latrunculi-seneca-render-to-remove-side",
];

pub(crate) fn status_line<R: Rules>(game: &Ludus<R>, info: &RenderInfo) -> (String, bool) {
    let variant = game.variant();
    let keys = if game.removal_due() {
        TO_REMOVE
    } else {
        header::TO_PLAY
    };
    // Latrunculi has no dice and always has an outcome when nobody acts.
    header::status_line(
        game,
        variant,
        info,
        |side| header::turn_line(info, variant, side, keys),
        String::new,
    )
}

/// The position as text: the board with coordinates, a legend, and the state of the game.
pub fn text_board<R: Rules>(game: &Ludus<R>, lang: Lang) -> String {
    let variant = game.variant();
    let white_mark = t(lang, "render-mark-white");
    let black_mark = t(lang, "render-mark-black");
    let marks = [white_mark, black_mark];
    let held_marks = [
        t(lang, "latrunculi-seneca-mark-white-held"),
        t(lang, "latrunculi-seneca-mark-black-held"),
    ];
    let mut out = text_grid(SIZE, SIZE, |sq| match game.piece_at(sq) {
        Some(side) if game.is_held(sq) => held_marks[side.index()],
        Some(side) => marks[side.index()],
        None => ".",
    });
    let side_name = |side: Side| i18n::side_name(lang, variant, side);
    out.push_str(&tf(
        lang,
        "render-legend",
        &[
            ("white_mark", &marks[0]),
            ("white", &side_name(Side::First)),
            ("black_mark", &marks[1]),
            ("black", &side_name(Side::Second)),
        ],
    ));
    out.push('\n');
    if R::HOLDS {
        out.push_str(&tf(
            lang,
            "latrunculi-seneca-legend-held",
            &[
                ("white_mark", &held_marks[0]),
                ("black_mark", &held_marks[1]),
            ],
        ));
        out.push('\n');
    }
    let phase = match game.phase() {
        Phase::Placement => t(lang, "phase-placement"),
        Phase::Movement => t(lang, "phase-movement"),
    };
    out.push_str(&tf(lang, "render-phase", &[("phase", &phase)]));
    out.push('\n');
    header::push_side_lines(&mut out, |side| {
        let mut line = tf(
            lang,
            "render-side-line",
            &[
                ("side", &side_name(side)),
                ("captures", &game.captures(side)),
                ("in_hand", &game.in_hand(side)),
                ("on_board", &game.on_board(side)),
            ],
        );
        let holding = game.held_pieces(side.other()).count_ones();
        if holding > 0 {
            line.push_str(&tf(
                lang,
                "latrunculi-seneca-side-holding",
                &[("count", &holding)],
            ));
        }
        line
    });
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let line = if let Move::Remove(_) = last.mv {
            tf(lang, "latrunculi-seneca-last-removal", &[("mv", &mv)])
        } else {
            let taken: Vec<String> = latrunculi::squares(last.captured)
                .map(|s| s.to_string())
                .collect();
            header::last_move_line(lang, &mv, &taken)
        };
        out.push_str(&line);
        if last.freed != 0 {
            let freed: Vec<String> = latrunculi::squares(last.freed)
                .map(|s| s.to_string())
                .collect();
            out.push_str(&tf(
                lang,
                "latrunculi-seneca-freed",
                &[("squares", &freed.join(", "))],
            ));
        }
        out.push('\n');
    }
    let unnamed = RenderInfo::unnamed(lang);
    let status = header::status_line(
        game,
        variant,
        &unnamed,
        |side| {
            if !game.removal_due() {
                return header::turn_line(&unnamed, variant, side, header::TO_PLAY);
            }
            let choices: Vec<String> = latrunculi::squares(game.held_pieces(side.other()))
                .map(|s| format!("x{s}"))
                .collect();
            let line = tf(
                lang,
                "latrunculi-seneca-text-to-remove",
                &[("side", &side_name(side)), ("moves", &choices.join(", "))],
            );
            text::capitalise(&line)
        },
        String::new,
    );
    header::end_text_board(out, status, lang)
}

#[cfg(test)]
mod tests;
