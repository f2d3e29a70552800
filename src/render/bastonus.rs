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
use crate::games::{Game, Side, Square, ToAct, Variant};
use crate::i18n::{self, tf, Lang};

use super::board::{Grid, MARGIN};
use super::canvas::{Canvas, Op, Sprite};
use super::header::{self, Header, Player};
use super::palette;
use super::sprites::{self, DiscShape, Shadow};
use super::text::{self, Align, Ink};
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
/// An exhausted legionary lies down: its counter is this much wider and this much flatter.
const LYING: (f32, f32) = (1.22, 0.55);
/// The drawn emblems' size relative to their 30-pixel design grid.
const EMBLEM_SCALE: f32 = 1.3;
/// Pixels of the square kept out of the highlight on each side (the grooves' own shading).
const GROOVE_KEEP: i32 = 3;
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

/// Coverage (0..=1) of an emblem over a `tile`-square, sampled 4x4 per pixel from `inside`, which
/// gets coordinates relative to the tile's centre.
fn coverage(tile: usize, inside: impl Fn(f32, f32) -> bool) -> Vec<f32> {
    let c = tile as f32 / 2.0;
    let mut out = Vec::with_capacity(tile * tile);
    for py in 0..tile {
        for px in 0..tile {
            let mut hits = 0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let x = px as f32 + (sx as f32 + 0.5) / 4.0 - c;
                    let y = py as f32 + (sy as f32 + 0.5) / 4.0 - c;
                    if inside(x, y) {
                        hits += 1;
                    }
                }
            }
            out.push(hits as f32 / 16.0);
        }
    }
    out
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

/// The Dux's galea: a round bowl, a brim, a cheek guard, and a tall crest of feathers.
fn helmet(x: f32, y: f32) -> bool {
    let bowl = (x / 11.0).powi(2) + ((y - 3.0) / 12.0).powi(2) <= 1.0 && y <= 4.0;
    let brim = (-13.0..=15.0).contains(&x) && (3.0..=6.5).contains(&y);
    let cheek = (-9.0..=-3.0).contains(&x) && (5.0..=14.0).contains(&y);
    let neck = (8.0..=15.0).contains(&x) && (5.0..=9.5).contains(&y) && y - 5.0 <= (x - 8.0) * 0.7;
    let crest_outer = (x / 16.0).powi(2) + ((y + 7.0) / 12.0).powi(2) <= 1.0;
    let crest = crest_outer && y <= -11.0;
    // Feathers: the crest is cut by thin grooves.
    let groove = crest && (x + 30.0).rem_euclid(5.0) < 1.0;
    ((bowl || brim || cheek || neck) && !(crest_outer && y <= -9.5 && y > -11.0))
        || (crest && !groove)
}

/// The Impératrice's crown: a band with three points topped by pearls.
fn crown(x: f32, y: f32) -> bool {
    let band = (-13.0..=13.0).contains(&x) && (5.0..=10.0).contains(&y);
    let body = (-13.0..=13.0).contains(&x) && (-2.0..=5.0).contains(&y);
    // Three points: triangles rising from y = 2 to y = -10 at x = -11, 0, 11.
    let point = |cx: f32| {
        let half = 5.0 * (y + 10.0) / 12.0;
        (-10.0..=2.0).contains(&y) && (x - cx).abs() <= half
    };
    let pearl = |cx: f32| (x - cx).powi(2) + (y + 12.0).powi(2) <= 2.6f32.powi(2);
    let cut = (-13.0..=13.0).contains(&x) && (3.0..=4.2).contains(&y);
    ((band || body || point(-10.5) || point(0.0) || point(10.5)) && !cut)
        || pearl(-10.5)
        || pearl(0.0)
        || pearl(10.5)
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

/// The same counter lying on its side: stretched wide, squashed flat (nearest sample, so every
/// pixel keeps a palette index of the upright counter).
fn lying(disc: &Sprite) -> Sprite {
    let (w, h) = (disc.width, disc.height);
    let c = (w as f32 / 2.0, h as f32 / 2.0);
    let mut ops = Vec::with_capacity(w * h);
    for y in 0..h {
        for x in 0..w {
            let sx = c.0 + (x as f32 + 0.5 - c.0) / LYING.0;
            let sy = c.1 + (y as f32 + 0.5 - c.1) / LYING.1;
            let op = if (0.0..w as f32).contains(&sx) && (0.0..h as f32).contains(&sy) {
                disc.op(sx as usize, sy as usize)
            } else {
                Op::Keep
            };
            ops.push(op);
        }
    }
    Sprite::from_ops(w, h, ops)
}

fn piece_set(side: usize, lit: usize) -> PieceSet {
    let edge = palette::PIECE_EDGE + ((side * 2 + lit) * 3) as u8;
    let style = sprites::side_style(side, edge);
    let tile = SQUARE as usize;
    let disc = sprites::disc(
        &style,
        &DiscShape {
            tile,
            radius: PIECE_RADIUS,
            shadow: Some(Shadow {
                offset: 3.0,
                depth: 8,
            }),
        },
    );
    // Dark emblems on bone, pale ones on basalt.
    let ink = if side == 0 { 3 } else { 29 };
    let cut = |emblem: &[f32]| engrave(&disc, emblem, style.ramp, style.face, ink);
    PieceSet {
        lying: lying(&disc),
        dux: cut(&coverage(tile, |x, y| {
            helmet(x / EMBLEM_SCALE, y / EMBLEM_SCALE)
        })),
        colossus: cut(&glyph_coverage(tile, "\u{265E}", 52.0, 18)),
        empress: cut(&coverage(tile, |x, y| {
            crown(x / EMBLEM_SCALE, y / EMBLEM_SCALE)
        })),
        legionary: disc,
    }
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(|| {
        let mut background = Canvas::new(WIDTH, HEIGHT, palette::HEADER_BG);
        GRID.draw_slab(&mut background, SLAB_SEED);
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

/// Draws the position on a new canvas.
pub fn render(game: &Bastonus, info: &RenderInfo) -> Canvas {
    let mut canvas = Canvas::new(0, 0, 0);
    render_into(&mut canvas, game, info);
    canvas
}
impl super::Layout for Bastonus {
    fn render_into(&self, canvas: &mut Canvas, info: &RenderInfo) {
        render_into(canvas, self, info);
    }

    fn text_board(&self, lang: Lang) -> String {
        text_board(self, lang)
    }
}

/// Draws the position on `canvas`, whatever it held before (its memory is reused).
pub fn render_into(canvas: &mut Canvas, game: &Bastonus, info: &RenderInfo) {
    let assets = assets();
    canvas.copy_from(&assets.background);
    let last = game.last_action();
    let lit = last.map_or(0, |l| l.vacated | l.arrived);
    for sq in bastonus::squares(lit) {
        let (x, y) = GRID.square_origin(sq.file, sq.rank);
        canvas.copy_rect_from(&assets.highlighted, x, y, SQUARE, SQUARE);
    }
    if let Some(last) = last {
        for sq in bastonus::squares(last.captured) {
            let (x, y) = GRID.square_origin(sq.file, sq.rank);
            canvas.draw_sprite(&assets.capture, x, y);
        }
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
    let lang = info.lang;
    let winner = match info.resigned {
        Some(loser) => Some(loser.other()),
        None => game.outcome().and_then(|o| o.winner),
    };
    let players = Side::BOTH.map(|side| Player {
        name: info.names[side.index()],
        details: details(game, side, lang),
        marked: winner == Some(side)
            || (info.resigned.is_none() && game.to_act() == ToAct::Side(side)),
    });
    let (status, finished) = status_line(game, info);
    assets
        .header
        .draw(canvas, [&players[0], &players[1]], &status, finished);
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
    if let Some((status, _)) = info.resignation(variant) {
        return (status, true);
    }
    match (game.to_act(), game.outcome()) {
        (ToAct::Side(side), _) => {
            let line = if game.in_capture_chain() {
                let side_name = i18n::side_name(lang, variant, side);
                text::capitalise(&tf(lang, "bastonus-render-chain", &[("side", &side_name)]))
            } else {
                header::turn_line(info, variant, side, header::TO_PLAY)
            };
            (line, false)
        }
        (_, Some(outcome)) => (header::result_line(variant, &outcome, info), true),
        (_, None) => (String::new(), false),
    }
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
    let files: String = (0..SIZE)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut out = format!("  {files}\n");
    let camps = CAMPS[0] | CAMPS[1];
    for rank in (0..SIZE).rev() {
        out.push_str(&format!("{:>2}", rank + 1));
        for file in 0..SIZE {
            let sq = Square::new(file, rank);
            let c = match game.piece_at(sq) {
                Some(piece) => mark(piece),
                None if camps & (1u64 << (rank * SIZE + file)) != 0 => '+',
                None => '.',
            };
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str(&format!("  {files}\n"));
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
    for side in Side::BOTH {
        let line = tf(
            lang,
            "bastonus-side-line",
            &[
                ("side", &side_name(side)),
                ("captures", &game.captures(side)),
                ("on_board", &game.on_board(side)),
            ],
        );
        out.push_str(&text::capitalise(&line));
        out.push('\n');
    }
    if let Some(last) = game.last_action() {
        let mv = game.format_move(&last.mv);
        let mut taken: Vec<String> = bastonus::squares(last.captured)
            .map(|s| s.to_string())
            .collect();
        if let Some((sq, _)) = last.ejected {
            let square = sq.to_string();
            taken.push(tf(lang, "bastonus-last-ejected", &[("square", &square)]));
        }
        let line = if taken.is_empty() || last.mv == Move::Pass {
            tf(lang, "render-last-move", &[("mv", &mv)])
        } else {
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
            let line = if game.in_capture_chain() {
                tf(lang, "bastonus-render-chain", &[("side", &side_name(side))])
            } else {
                tf(lang, "render-to-play-side", &[("side", &side_name(side))])
            };
            out.push_str(&text::capitalise(&line));
        }
        (_, Some(outcome)) => {
            let line = header::result_line(variant, &outcome, &RenderInfo::unnamed(lang));
            out.push_str(&tf(lang, "render-game-over", &[("result", &line)]));
        }
        (_, None) => {}
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bastonus::Kind;

    fn sq(name: &str) -> Square {
        Square::parse(name, SIZE, SIZE).unwrap()
    }

    fn info() -> RenderInfo<'static> {
        RenderInfo {
            names: ["Cicero", "Atticus"],
            lang: Lang::En,
            resigned: None,
        }
    }

    /// Mean palette index of a square's inside (away from the grooves and the camp frame).
    fn mean_inside(canvas: &Canvas, name: &str) -> f32 {
        let s = sq(name);
        let (x, y) = GRID.square_origin(s.file, s.rank);
        let mut sum = 0u32;
        for dy in 15..65 {
            for dx in 15..65 {
                sum += u32::from(canvas.get((x + dx) as usize, (y + dy) as usize));
            }
        }
        sum as f32 / 2500.0
    }

    fn painted(sprite: &Sprite) -> Vec<(usize, usize)> {
        (0..sprite.height)
            .flat_map(|y| (0..sprite.width).map(move |x| (x, y)))
            .filter(|&(x, y)| matches!(sprite.op(x, y), Op::Paint(_)))
            .collect()
    }

    #[test]
    fn the_camps_are_darker_stone_in_a_gold_frame() {
        let canvas = render(&Bastonus::new(), &info());
        for (camp, field) in [("c1", "c3"), ("f8", "f6")] {
            let (c, f) = (mean_inside(&canvas, camp), mean_inside(&canvas, field));
            assert!(c + 3.0 < f, "{camp} {c} vs {field} {f}");
            let s = sq(camp);
            let (x, y) = GRID.square_origin(s.file, s.rank);
            let gold = palette::GOLD + palette::INK_LEVELS;
            assert_eq!(canvas.get((x + 40) as usize, (y + 6) as usize), gold);
        }
        // b1 and g8, next to the camps, are ordinary stone.
        let s = sq("g8");
        let (x, y) = GRID.square_origin(s.file, s.rank);
        assert!(palette::is_stone(
            canvas.get((x + 40) as usize, (y + 6) as usize)
        ));
    }

    #[test]
    fn the_commanders_carry_emblems_and_an_exhausted_legionary_lies_down() {
        let set = &assets().pieces[0][0];
        let sprites = [&set.legionary, &set.dux, &set.colossus, &set.empress];
        for (i, a) in sprites.iter().enumerate() {
            for b in &sprites[i + 1..] {
                let differ = (0..a.height)
                    .flat_map(|y| (0..a.width).map(move |x| (x, y)))
                    .filter(|&(x, y)| a.op(x, y) != b.op(x, y))
                    .count();
                assert!(differ > 150, "sprites {i} differ in {differ} pixels");
            }
        }
        let height = |s: &Sprite| {
            let rows: Vec<usize> = painted(s).iter().map(|p| p.1).collect();
            rows.iter().max().unwrap() - rows.iter().min().unwrap()
        };
        let width = |s: &Sprite| {
            let cols: Vec<usize> = painted(s).iter().map(|p| p.0).collect();
            cols.iter().max().unwrap() - cols.iter().min().unwrap()
        };
        assert!(height(&set.lying) * 2 < width(&set.lying) + 10);
        assert!(height(&set.lying) < height(&set.legionary) * 2 / 3);
        let piece = Piece {
            side: Side::First,
            kind: Kind::Legionary,
            exhausted: true,
        };
        assert!(std::ptr::eq(set.get(piece), &set.lying));
    }

    #[test]
    fn the_last_push_is_highlighted_and_an_ejection_marked_in_the_margin() {
        let mut game = Bastonus::empty(Side::First)
            .with(sq("b6"), Side::First, Kind::Legionary, false)
            .with(sq("b7"), Side::First, Kind::Legionary, false)
            .with(sq("d2"), Side::First, Kind::Dux, false)
            .with(sq("e2"), Side::First, Kind::Empress, false)
            .with(sq("b8"), Side::Second, Kind::Legionary, false)
            .with(sq("h7"), Side::Second, Kind::Legionary, false)
            .with(sq("e7"), Side::Second, Kind::Empress, false)
            .with(sq("d5"), Side::Second, Kind::Dux, false);
        game.play(&game.parse_move("b6:b7>b8").unwrap()).unwrap();
        let canvas = render(&game, &info());
        for name in ["b6", "b7", "b8"] {
            let s = sq(name);
            let (x, y) = GRID.square_origin(s.file, s.rank);
            let corner = canvas.get((x + 6) as usize, (y + 6) as usize);
            assert!(
                (palette::HILITE..palette::HILITE + palette::STONE_LEN).contains(&corner),
                "{name} is highlighted"
            );
        }
        let (cx, cy) = GRID.square_centre(1, 7);
        let mark = canvas.get(cx as usize, (cy - SQUARE / 2 - MARGIN / 2) as usize);
        assert!(
            (palette::RED..palette::RED + palette::RED_LEVELS).contains(&mark),
            "a red cross above b8"
        );
        let text = text_board(&game, Lang::En);
        assert!(
            text.contains("Last move: b6:b7>b8, taking b8 pushed off the board"),
            "{text}"
        );
    }

    #[test]
    fn the_text_board_marks_pieces_camps_and_the_capture_chain() {
        let text = text_board(&Bastonus::new(), Lang::Fr);
        assert!(text.contains(" 1 . C + D I + . . 1"), "{text}");
        assert!(text.contains(" 8 . c + d i + . . 8"), "{text}");
        assert!(text.contains("Aux blancs de jouer"), "{text}");
        let mut game = Bastonus::empty(Side::First);
        for (name, side, kind) in [
            ("c3", Side::First, Kind::Legionary),
            ("e4", Side::First, Kind::Legionary),
            ("g3", Side::First, Kind::Legionary),
            ("g6", Side::First, Kind::Legionary),
            ("a3", Side::First, Kind::Empress),
            ("d4", Side::Second, Kind::Legionary),
            ("g5", Side::Second, Kind::Legionary),
            ("h8", Side::Second, Kind::Legionary),
            ("b6", Side::Second, Kind::Empress),
        ] {
            game = game.with(sq(name), side, kind, false);
        }
        game.play(&game.parse_move("c3-c4").unwrap()).unwrap();
        assert!(game.in_capture_chain());
        let text = text_board(&game, Lang::En);
        assert!(
            text.contains("White captured: capture again or pass"),
            "{text}"
        );
        assert!(text.contains("Last move: c3-c4, taking d4"), "{text}");
        let (status, over) = status_line(&game, &info());
        assert_eq!(
            (status.as_str(), over),
            ("White captured: capture again or pass", false)
        );
    }
}
