//! The band above a board: both players, their counts, and whose turn it is or how it ended.
//!
//! Every two-player game shows the same things here, so the band only needs each player's name,
//! a line of details the game composes (captures, pieces in hand, borne-off counters...), which
//! player acts, and one status line. The first player sits on the left, the second on the right,
//! each next to a small piece of their colour; the player to act (or the winner, once the game
//! is over) gets a gold ring around it.

use std::borrow::Cow;

use super::canvas::{Canvas, Sprite};
use super::palette;
use super::sprites;
use super::text::{self, Align, Ink};
use super::RenderInfo;
use crate::games::{Game, Outcome, Side, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};

/// Height of the band in pixels.
pub const HEIGHT: usize = 124;

const ICON_TILE: usize = 52;
const ICON_RADIUS: f32 = 17.0;
const RING_RADIUS: f32 = 22.5;
const ICON_CENTRE_Y: i32 = 40;
const ICON_CENTRE_X: i32 = 38;
const NAME_X: i32 = 70;
const NAME_PX: f32 = 30.0;
const NAME_BASELINE: i32 = 48;
const DETAIL_PX: f32 = 22.0;
const DETAIL_BASELINE: i32 = 75;
const RULE_Y: i32 = 88;
const STATUS_PX: f32 = 25.0;
const STATUS_BASELINE: i32 = 114;

/// What the band says about one player.
#[derive(Clone, Debug)]
pub struct Player<'a> {
    pub name: &'a str,
    /// One line under the name, composed by the game (localised).
    pub details: String,
    /// Whether this player gets the gold ring: the player to act, or the winner once it is over.
    pub marked: bool,
}

/// Widest a player's name may be inside the status line, so the rest of the line (the reason a
/// game ended) still fits.
const STATUS_NAME_MAX: f32 = 180.0;
/// Smallest size the status line shrinks to before it is cut with an ellipsis.
const STATUS_MIN_PX: f32 = 20.0;

/// `name` shortened to fit inside the status line.
pub fn status_name(name: &str) -> String {
    text::isolated(&text::ellipsize(name.trim(), STATUS_PX, STATUS_NAME_MAX))
}

/// The band's cached parts for one picture width.
pub struct Header {
    width: usize,
    ring: Sprite,
}

impl Header {
    /// Draws the parts of the band that never change (background, both players' pieces, the rule
    /// above the status line) into the cached background, and keeps what each render needs.
    /// `icons` are the two players' pieces, drawn over the band's background colour.
    pub fn new(background: &mut Canvas, icons: [&Sprite; 2]) -> Header {
        let width = background.width;
        background.fill_rect(0, 0, width as i32, HEIGHT as i32, palette::HEADER_BG);
        // A faint ring around both pieces, so the dark one stands out from the dark band; the
        // player to act gets a gold one over it.
        let faint = sprites::ring(ICON_TILE, RING_RADIUS, 1.5, palette::INK, 3);
        for (side, icon) in icons.into_iter().enumerate() {
            let (cx, cy) = (Self::icon_centre_x(width, side), ICON_CENTRE_Y);
            background.draw_sprite(
                icon,
                cx - icon.width as i32 / 2,
                cy - icon.height as i32 / 2,
            );
            let half = ICON_TILE as i32 / 2;
            background.draw_sprite(&faint, cx - half, cy - half);
        }
        background.fill_rect(24, RULE_Y, width as i32 - 48, 1, palette::GOLD + 3);
        Header {
            width,
            ring: sprites::ring(
                ICON_TILE,
                RING_RADIUS,
                3.0,
                palette::GOLD,
                palette::INK_LEVELS,
            ),
        }
    }

    /// The small piece a player is shown with in the band, for side 0 (left) or 1 (right).
    pub fn icon(side: usize) -> Sprite {
        sprites::disc(
            &sprites::side_style(side, palette::ICON_EDGE + side as u8 * 3),
            &sprites::DiscShape {
                tile: ICON_TILE,
                radius: ICON_RADIUS,
                shadow: None,
            },
        )
    }

    /// Draws the band of `game`: each player's name (or, in a picture without players such as a
    /// rules diagram, each side's name: see [`band_name`]), the line `details` composes for them,
    /// the gold ring of the player to act (or of the winner), and `status` (from
    /// [`status_line`]).
    pub fn draw_game<G: Game>(
        &self,
        canvas: &mut Canvas,
        game: &G,
        info: &RenderInfo,
        details: impl Fn(Side) -> String,
        (status, finished): (String, bool),
    ) {
        let outside = info.outside_winner();
        let winner = match outside {
            Some(winner) => winner,
            None => game.outcome().and_then(|o| o.winner),
        };
        let names = Side::BOTH.map(|side| band_name::<G>(info, side));
        let players = Side::BOTH.map(|side| Player {
            name: &names[side.index()],
            details: details(side),
            marked: winner == Some(side)
                || (outside.is_none() && game.to_act() == ToAct::Side(side)),
        });
        self.draw(canvas, [&players[0], &players[1]], &status, finished);
    }

    fn icon_centre_x(width: usize, side: usize) -> i32 {
        if side == 0 {
            ICON_CENTRE_X
        } else {
            width as i32 - ICON_CENTRE_X
        }
    }

    /// Draws the names, details, turn ring and status line. `status_gold` draws the status in
    /// gold (a result) rather than ivory.
    pub fn draw(
        &self,
        canvas: &mut Canvas,
        players: [&Player; 2],
        status: &str,
        status_gold: bool,
    ) {
        let half = self.width as f32 / 2.0;
        let max_name = half - NAME_X as f32 - 14.0;
        for (side, player) in players.into_iter().enumerate() {
            let (x, align) = if side == 0 {
                (NAME_X as f32, Align::Left)
            } else {
                ((self.width as i32 - NAME_X) as f32, Align::Right)
            };
            let full = Ink::Ramp {
                base: palette::INK,
                max: palette::INK_LEVELS,
            };
            text::draw_name(
                canvas,
                x,
                NAME_BASELINE,
                player.name,
                NAME_PX,
                max_name,
                align,
                full,
            );
            let details = text::ellipsize(&player.details, DETAIL_PX, max_name);
            let muted = Ink::Ramp {
                base: palette::INK,
                max: palette::INK_LEVELS - 2,
            };
            text::draw(
                canvas,
                x,
                DETAIL_BASELINE,
                &details,
                DETAIL_PX,
                align,
                muted,
            );
            if player.marked {
                let cx = Self::icon_centre_x(self.width, side);
                let half_tile = ICON_TILE as i32 / 2;
                canvas.draw_sprite(&self.ring, cx - half_tile, ICON_CENTRE_Y - half_tile);
            }
        }
        // A long result line first shrinks a little, then is cut.
        let room = self.width as f32 - 40.0;
        let mut px = STATUS_PX;
        while px > STATUS_MIN_PX && text::measure(status, px) > room {
            px -= 1.0;
        }
        let status = text::ellipsize(status, px, room);
        let ink = if status_gold {
            Ink::Ramp {
                base: palette::GOLD,
                max: palette::INK_LEVELS,
            }
        } else {
            Ink::Ramp {
                base: palette::INK,
                max: palette::INK_LEVELS,
            }
        };
        text::draw(
            canvas,
            half,
            STATUS_BASELINE,
            &status,
            px,
            Align::Center,
            ink,
        );
    }
}

/// What the band shows for `side`: the player's name, or, when the picture has no player names
/// (a rules diagram: [`RenderInfo::unnamed`]), the side's own name in game `G`, capitalised
/// ("White", "Black"), as the status line names it.
pub fn band_name<'a, G: Game>(info: &RenderInfo<'a>, side: Side) -> Cow<'a, str> {
    let name = info.names[side.index()];
    if name.trim().is_empty() {
        let side_name = t(info.lang, G::SIDE_NAME_KEYS[side.index()]);
        Cow::Owned(text::capitalise(side_name))
    } else {
        Cow::Borrowed(name)
    }
}

/// The catalogue keys of "White to play — Cicero" and of "White to play" (no name).
pub const TO_PLAY: [&str; 2] = ["render-to-play", "render-to-play-side"];

/// Whose turn it is, capitalised: `keys` are a line with the player's name and one with the
/// side only (used when the name is empty), both with `{side}`, the first with `{name}` too.
pub fn turn_line(
    info: &RenderInfo,
    variant: Variant,
    side: Side,
    keys: [&'static str; 2],
) -> String {
    let side_name = i18n::side_name(info.lang, variant, side);
    let name = status_name(info.names[side.index()]);
    let key = if name.is_empty() { keys[1] } else { keys[0] };
    let line = tf(info.lang, key, &[("side", &side_name), ("name", &name)]);
    text::capitalise(&line)
}

/// The status line of every game, and `true` when the game is over: the resignation, whose turn
/// it is in the game's own words (`turn`, most often [`turn_line`] with [`TO_PLAY`]), the result,
/// or, when no side acts and the game is not over, what happens next (`waiting`: a roll).
pub(crate) fn status_line(
    game: &impl Game,
    variant: Variant,
    info: &RenderInfo,
    turn: impl FnOnce(Side) -> String,
    waiting: impl FnOnce() -> String,
) -> (String, bool) {
    if let Some((status, _)) = info.resignation(variant) {
        return (status, true);
    }
    match (game.to_act(), game.outcome()) {
        (ToAct::Side(side), _) => match &info.extra {
            super::StatusExtra::TimeLeft(left) => (
                tf(
                    info.lang,
                    "clock-status-line",
                    &[("turn", &turn(side)), ("left", left)],
                ),
                false,
            ),
            _ => (turn(side), false),
        },
        (_, Some(outcome)) => (result_line(variant, &outcome, info), true),
        (_, None) => (waiting(), false),
    }
}

/// The status line of a game that only ever says whose turn it is or how it ended.
pub(crate) fn plain_status_line(
    game: &impl Game,
    variant: Variant,
    info: &RenderInfo,
) -> (String, bool) {
    status_line(
        game,
        variant,
        info,
        |side| turn_line(info, variant, side, TO_PLAY),
        String::new,
    )
}

/// Appends a line for each side to a text board: `line(side)`, capitalised.
pub(crate) fn push_side_lines(out: &mut String, line: impl Fn(Side) -> String) {
    for side in Side::BOTH {
        out.push_str(&text::capitalise(&line(side)));
        out.push('\n');
    }
}

/// Ends a text board with its last line: the status line (of a game without names), as "Game
/// over: <result>" once the game is over.
pub(crate) fn end_text_board(
    mut out: String,
    (line, finished): (String, bool),
    lang: Lang,
) -> String {
    if finished {
        out.push_str(&tf(lang, "render-game-over", &[("result", &line)]));
    } else {
        out.push_str(&line);
    }
    out.push('\n');
    out
}

/// "Last move: c4-d4", or "Last move: c4-d4, taking e4, f4" when it took pieces (`taken`: their
/// squares, or what stands for them).
pub(crate) fn last_move_line(lang: Lang, mv: &str, taken: &[String]) -> String {
    if taken.is_empty() {
        tf(lang, "render-last-move", &[("mv", &mv)])
    } else {
        tf(
            lang,
            "render-last-move-took",
            &[("mv", &mv), ("squares", &taken.join(", "))],
        )
    }
}

/// The result line every game shows once it is over: "White wins — Cicero · <how it ended>", or
/// "Draw · <how it ended>".
pub fn result_line(variant: Variant, outcome: &Outcome, info: &RenderInfo) -> String {
    let lang = info.lang;
    let name_of = |side: Side| status_name(info.names[side.index()]);
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
    tf(
        lang,
        "render-result-reason",
        &[("result", &text::capitalise(&result)), ("reason", &reason)],
    )
}
