//! TEMPORARY (replaced by the pictures' branch).
use super::diagram::UnknownSpot;
use super::RenderInfo;
use crate::ai::review::{Review, Step};
use crate::games::AnyGame;
use crate::i18n::Lang;
pub fn chart_png(_review: &Review, _names: [&str; 2], _lang: Lang) -> Vec<u8> {
    Vec::new()
}
pub fn chart_text(_review: &Review, _names: [&str; 2], _lang: Lang) -> String {
    String::new()
}
pub fn turning_point_png(
    before: &AnyGame,
    _step: &Step,
    info: &RenderInfo,
) -> Result<Vec<u8>, UnknownSpot> {
    Ok(super::render_png(before, info))
}
