//! `/notify`: the caller's your-turn notices (off, a direct message when it becomes their turn,
//! or a daily digest at an hour); the service decides, the notices' job sends them
//! (`jobs::notices`, with [`super::outbox::DiscordOutbox::direct`]).

use super::respond::answer;
use super::{Context, Error};
use crate::service::notices::NotifyAsked;

/// The `mode` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum NoticeMode {
    #[name = "off"]
    Off,
    #[name = "turn"]
    Turn,
    #[name = "digest"]
    Digest,
}

/// Your-turn notices by direct message
#[poise::command(slash_command)]
pub(super) async fn notify(
    ctx: Context<'_>,
    #[description = "Which notices (shows your choice if not given)"] mode: Option<NoticeMode>,
    #[description = "The digest's hour, 0 to 23 (UTC)"]
    #[min = 0]
    #[max = 23]
    hour: Option<i64>,
) -> Result<(), Error> {
    let asked = mode.map(|mode| match mode {
        NoticeMode::Off => NotifyAsked::Off,
        NoticeMode::Turn => NotifyAsked::Turn,
        NoticeMode::Digest => NotifyAsked::Digest(hour),
    });
    answer(ctx, move |service, caller| service.notify(caller, asked)).await
}
