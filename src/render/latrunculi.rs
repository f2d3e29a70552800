//! Latrunculi's picture and text board: the layout, on top of the shared slab, sprites and header.
//!
//! The picture is 720x844: the players' band on top, then an 8x8 grid of 80-pixel squares cut
//! into a travertine slab with a 40-pixel carved margin. Everything that does not depend on the
//! position is drawn once into [`Assets`]; a render copies the background, swaps in highlighted
//! squares, stamps the capture marks and the pieces, and writes the band's text.

use std::sync::OnceLock;

use crate::games::latrunculi::{self, Latrunculi, Move, Phase, SIZE};
use crate::games::{Game, Side, Square, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};

use super::board::{Grid, MARGIN};
use super::canvas::{Canvas, Sprite};
use super::header::{self, Header, Player};
use super::palette;
use super::sprites::{self, DiscShape, Shadow};
use super::text;
use super::RenderInfo;

/// Width of the picture.
pub const WIDTH: usize = 720;
/// Side of a square.
pub const SQUARE: i32 = 80;
/// Height of the picture.
pub const HEIGHT: usize = header::HEIGHT + 2 * MARGIN as usize + SIZE as usize * SQUARE as usize;
/// Where the grid sits.
pub const GRID: Grid = Grid {
    left: MARGIN,
    top: header::HEIGHT as i32 + MARGIN,
    files: SIZE,
    ranks: SIZE,
    square: SQUARE,
};
/// Radius of a piece on the board.
const PIECE_RADIUS: f32 = 30.0;
/// Pixels of the square kept out of the highlight on each side (the grooves' own shading).
const GROOVE_KEEP: i32 = 3;
/// Seed of the slab's texture (any value gives a different but equally good slab).
const SLAB_SEED: u32 = 0x1a7e;

/// Everything drawn once.
struct Assets {
    background: Canvas,
    /// The background with every square's interior in the highlight tint.
    highlighted: Canvas,
    /// Pieces by side, then plain (0) or highlighted (1) square.
    pieces: [[Sprite; 2]; 2],
    capture: Sprite,
    header: Header,
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = Canvas::new(WIDTH, HEIGHT, palette::HEADER_BG);
        GRID.draw_slab(&mut background, SLAB_SEED);
        let icons = [Header::icon(0), Header::icon(1)];
        let header = Header::new(&mut background, [&icons[0], &icons[1]]);
        let mut highlighted = background.clone();
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let (x, y) = GRID.square_origin(file, rank);
                let inner = SQUARE - 2 * GROOVE_KEEP;
                highlighted.map_rect(x + GROOVE_KEEP, y + GROOVE_KEEP, inner, inner, |p| {
                    if p < palette::HILITE {
                        p + palette::HILITE
                    } else {
                        p
                    }
                });
            }
        }
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
        Assets {
            background,
            highlighted,
            pieces: [[piece(0, 0), piece(0, 1)], [piece(1, 0), piece(1, 1)]],
            capture: sprites::capture_mark(SQUARE as usize, 17.0, 5.0),
            header,
        }
    })
}

/// Squares the last action touched (its highlight) and squares whose pieces it took.
fn last_marks(game: &Latrunculi) -> (Vec<Square>, u64) {
    match game.last_action() {
        None => (Vec::new(), 0),
        Some(last) => {
            let squares = match last.mv {
                Move::Place(sq) => vec![sq],
                Move::Step { from, to } => vec![from, to],
            };
            (squares, last.captured)
        }
    }
}

/// Draws the position on a new canvas.
pub fn render(game: &Latrunculi, info: &RenderInfo) -> Canvas {
    let mut canvas = Canvas::new(0, 0, 0);
    render_into(&mut canvas, game, info);
    canvas
}

/// Draws the position on `canvas`, whatever it held before (its memory is reused).
pub fn render_into(canvas: &mut Canvas, game: &Latrunculi, info: &RenderInfo) {
    let assets = assets();
    canvas.copy_from(&assets.background);
    let (lit, captured) = last_marks(game);
    for &sq in &lit {
        let (x, y) = GRID.square_origin(sq.file, sq.rank);
        canvas.copy_rect_from(&assets.highlighted, x, y, SQUARE, SQUARE);
    }
    for sq in latrunculi::squares(captured) {
        let (x, y) = GRID.square_origin(sq.file, sq.rank);
        canvas.draw_sprite(&assets.capture, x, y);
    }
    for rank in 0..SIZE {
        for file in 0..SIZE {
            let sq = Square::new(file, rank);
            if let Some(side) = game.piece_at(sq) {
                let (x, y) = GRID.square_origin(file, rank);
                let variant = usize::from(lit.contains(&sq));
                canvas.draw_sprite(&assets.pieces[side.index()][variant], x, y);
            }
        }
    }
    let lang = info.lang;
    let winner = game.outcome().and_then(|o| o.winner);
    let players = Side::BOTH.map(|side| Player {
        name: info.names[side.index()],
        details: details(game, side, lang),
        marked: game.to_act() == ToAct::Side(side) || winner == Some(side),
    });
    let (status, finished) = status_line(game, info);
    assets
        .header
        .draw(canvas, [&players[0], &players[1]], &status, finished);
}

/// "In hand: 5 · Captures: 0" during placement, "Captures: 2" after.
fn details(game: &Latrunculi, side: Side, lang: Lang) -> String {
    let captures = tf(lang, "render-captures", &[("count", &game.captures(side))]);
    if game.phase() == Phase::Placement {
        let in_hand = tf(lang, "render-in-hand", &[("count", &game.in_hand(side))]);
        format!("{in_hand} · {captures}")
    } else {
        captures
    }
}

/// Whose turn it is, or the result; `true` when the game is over.
pub(crate) fn status_line(game: &Latrunculi, info: &RenderInfo) -> (String, bool) {
    let lang = info.lang;
    let variant = Variant::LatrunculiPiso;
    let name_of = |side: Side| header::status_name(info.names[side.index()]);
    match (game.to_act(), game.outcome()) {
        (ToAct::Side(side), _) => {
            let side_name = i18n::side_name(lang, variant, side);
            let name = name_of(side);
            let line = if name.is_empty() {
                tf(lang, "render-to-play-side", &[("side", &side_name)])
            } else {
                tf(
                    lang,
                    "render-to-play",
                    &[("side", &side_name), ("name", &name)],
                )
            };
            (text::capitalise(&line), false)
        }
        (_, Some(outcome)) => {
            let result = match outcome.winner {
                Some(side) => {
                    let side_name = i18n::side_name(lang, variant, side);
                    let name = name_of(side);
                    if name.is_empty() {
                        tf(lang, "render-wins-side", &[("side", &side_name)])
                    } else {
                        tf(
                            lang,
                            "render-wins",
                            &[("side", &side_name), ("name", &name)],
                        )
                    }
                }
                None => t(lang, "render-draw").to_string(),
            };
            let reason = i18n::end_reason(lang, variant, &outcome.reason);
            let line = tf(
                lang,
                "render-result-reason",
                &[("result", &text::capitalise(&result)), ("reason", &reason)],
            );
            (line, true)
        }
        // Latrunculi has no dice and always has an outcome when nobody acts.
        (_, None) => (String::new(), false),
    }
}

/// The position as text: the board with coordinates, a legend, and the state of the game.
pub fn text_board(game: &Latrunculi, lang: Lang) -> String {
    let variant = Variant::LatrunculiPiso;
    let white_mark = t(lang, "render-mark-white");
    let black_mark = t(lang, "render-mark-black");
    let marks = [white_mark, black_mark];
    let files: String = (0..SIZE)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut out = format!("  {files}\n");
    for rank in (0..SIZE).rev() {
        out.push_str(&format!("{:>2}", rank + 1));
        for file in 0..SIZE {
            let mark = match game.piece_at(Square::new(file, rank)) {
                Some(side) => marks[side.index()],
                None => ".",
            };
            out.push(' ');
            out.push_str(mark);
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str(&format!("  {files}\n"));
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
    let phase = match game.phase() {
        Phase::Placement => t(lang, "phase-placement"),
        Phase::Movement => t(lang, "phase-movement"),
    };
    out.push_str(&tf(lang, "render-phase", &[("phase", &phase)]));
    out.push('\n');
    for side in Side::BOTH {
        let line = tf(
            lang,
            "render-side-line",
            &[
                ("side", &side_name(side)),
                ("captures", &game.captures(side)),
                ("in_hand", &game.in_hand(side)),
                ("on_board", &game.on_board(side)),
            ],
        );
        out.push_str(&text::capitalise(&line));
        out.push('\n');
    }
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let line = if last.captured == 0 {
            tf(lang, "render-last-move", &[("mv", &mv)])
        } else {
            let taken: Vec<String> = latrunculi::squares(last.captured)
                .map(|s| s.to_string())
                .collect();
            tf(
                lang,
                "render-last-move-took",
                &[("mv", &mv), ("squares", &taken.join(", "))],
            )
        };
        out.push_str(&line);
        out.push('\n');
    }
    match (game.to_act(), game.outcome()) {
        (ToAct::Side(side), _) => {
            let line = tf(lang, "render-to-play-side", &[("side", &side_name(side))]);
            out.push_str(&text::capitalise(&line));
        }
        (_, Some(outcome)) => {
            let result = match outcome.winner {
                Some(side) => tf(lang, "render-wins-side", &[("side", &side_name(side))]),
                None => t(lang, "render-draw").to_string(),
            };
            let reason = i18n::end_reason(lang, variant, &outcome.reason);
            let line = tf(
                lang,
                "render-result-reason",
                &[("result", &text::capitalise(&result)), ("reason", &reason)],
            );
            out.push_str(&tf(lang, "render-game-over", &[("result", &line)]));
        }
        (_, None) => {}
    }
    out.push('\n');
    out
}
