//! Boards as pictures: game state in, PNG bytes out.
//!
//! STUB — being written by the render helper. The public API below is fixed.

use crate::games::AnyGame;
use crate::i18n::Lang;

/// What the picture needs besides the position.
#[derive(Clone, Debug)]
pub struct RenderInfo<'a> {
    /// Display names of the first and second player.
    pub names: [&'a str; 2],
    pub lang: Lang,
}

/// Draws the position as an indexed-palette PNG.
pub fn render_png(game: &AnyGame, info: &RenderInfo) -> Vec<u8> {
    let _ = (game, info);
    Vec::new()
}

/// The position as plain text (for `tabula show` and the console).
pub fn text_board(game: &AnyGame, lang: Lang) -> String {
    let _ = (game, lang);
    String::new()
}
