//! Games played in threads of a channel: opening the thread, and moving a starting game into it.
//!
//! [`open_thread`] is the one way the bot opens a thread (a challenge made with `thread: True`,
//! a tournament's games): a public thread, from a message of the channel (Discord's "Start
//! Thread from Message": the thread hangs under that message) or on its own ("Start Thread
//! without Message", type 11, public: without the type Discord makes a private one). Transient
//! failures are tried again as every delivery is (see `deliver`); where the bot lacks the
//! permission (Create Public Threads, or access to the channel) the answer is
//! [`ThreadOutcome::NotAllowed`] and the caller falls back to the channel.
//!
//! [`play_in_thread`] does what a starting game made for a thread needs (the service's
//! [`ThreadStart`](crate::service::ThreadStart) on its reply): opens the thread, records the move
//! ([`Service::moved_to_thread`](crate::service::Service::moved_to_thread)) before anything is
//! posted there (so a move made at once in the thread finds its game), posts the start in the
//! thread pinging both players, and gives back what the channel shows: a line pointing to the
//! thread, or the start itself with one line saying why it stays in the channel.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::messages::channel_message;
use super::respond::run_service;
use super::{deliver, Data};
use crate::i18n::tf;
use crate::service::{Caller, Reply, Shown};

/// Discord's limit on a thread's name (1 to 100 characters).
pub(super) const MAX_THREAD_NAME: usize = 100;

/// The outcome of [`open_thread`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ThreadOutcome {
    /// The thread is open: its channel id (messages are posted to it as to any channel).
    Opened(serenity::ChannelId),
    /// The bot may not create threads there (Discord's 50013 Missing Permissions, or 50001
    /// Missing Access): play in the channel, and say so.
    NotAllowed,
    /// Discord would not open it for another reason, or could not be reached in time: why.
    Failed(String),
}

/// `name` as Discord takes it for a thread: trimmed, at most [`MAX_THREAD_NAME`] characters (cut
/// on a character boundary), never empty.
pub(super) fn fit_name(name: &str) -> String {
    let name: String = name.trim().chars().take(MAX_THREAD_NAME).collect();
    let name = name.trim_end();
    if name.is_empty() {
        "Tabula".to_string()
    } else {
        name.to_string()
    }
}

/// Opens a public thread in `channel` named `name` (fitted to Discord's limits, see
/// [`fit_name`]), from message `from_message` of the channel or on its own, trying again while
/// Discord fails for a moment (for [`deliver::PATIENCE`]).
pub(super) async fn open_thread(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    from_message: Option<serenity::MessageId>,
    name: &str,
) -> ThreadOutcome {
    let name = fit_name(name);
    let opened = std::sync::Mutex::new(None);
    let patience = tokio::time::Instant::now() + deliver::PATIENCE;
    let result = deliver::retrying("opening a thread", patience, || async {
        let builder = serenity::CreateThread::new(name.clone())
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        let thread = match from_message {
            Some(message) => {
                channel
                    .create_thread_from_message(http, message, builder)
                    .await?
            }
            None => {
                let builder = builder.kind(serenity::ChannelType::PublicThread);
                channel.create_thread(http, builder).await?
            }
        };
        *opened.lock().unwrap_or_else(|e| e.into_inner()) = Some(thread.id);
        Ok::<_, serenity::Error>(())
    })
    .await;
    let opened = *opened.lock().unwrap_or_else(|e| e.into_inner());
    match (result, opened) {
        (Ok(()), Some(thread)) => ThreadOutcome::Opened(thread),
        (Err(e), _) if not_allowed(&e) => ThreadOutcome::NotAllowed,
        (Err(e), _) => ThreadOutcome::Failed(e.to_string()),
        (Ok(()), None) => ThreadOutcome::Failed("Discord gave no thread".to_string()),
    }
}

/// Whether Discord refused for want of a permission (50013) or of access (50001).
fn not_allowed(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if matches!(r.error.code, 50001 | 50013)
    )
}

/// Moves a starting game into a thread of `channel` when `reply` (its start) asks for one (see
/// the module's documentation); returns what the channel shows. A reply without a
/// [`ThreadStart`](crate::service::ThreadStart) comes back as it is.
pub(super) async fn play_in_thread(
    http: &serenity::Http,
    data: &Data,
    caller: &Caller,
    channel: serenity::ChannelId,
    from_message: Option<serenity::MessageId>,
    mut reply: Reply,
) -> Reply {
    let Some(start) = reply.thread.take() else {
        return reply;
    };
    let lang = caller.lang;
    let id = start.game;
    let outcome = if super::private::places().is_private(channel.get()) {
        ThreadOutcome::NotAllowed
    } else {
        open_thread(http, channel, from_message, &start.name).await
    };
    let why = match outcome {
        ThreadOutcome::Opened(thread) => {
            let at = thread.to_string();
            let moved = run_service(data, caller.clone(), move |service, _| {
                service.moved_to_thread(id, &at)
            })
            .await;
            match moved {
                Ok(Ok(())) => {
                    let mut first = reply;
                    for player in start.players {
                        if !first.mentions.contains(&player) {
                            first.mentions.push(player);
                        }
                    }
                    let message = channel_message(&first);
                    let posted = deliver::retrying(
                        "the start of a game in its thread",
                        tokio::time::Instant::now() + deliver::PATIENCE,
                        || thread.send_message(http, message.clone()),
                    )
                    .await;
                    if let Err(e) = posted {
                        error!(
                            game = id,
                            "the start of a game could not be posted in its thread: {e}"
                        );
                    }
                    return Reply {
                        text: tf(
                            lang,
                            "threads-moved",
                            &[("id", &id), ("thread", &format!("<#{thread}>"))],
                        ),
                        shown: Shown::Public,
                        ..Reply::default()
                    };
                }
                Ok(Err(e)) => {
                    warn!(game = id, "a game could not move to its thread: {e}");
                    "threads-failed"
                }
                Err(e) => {
                    warn!(game = id, "a game could not move to its thread: {e}");
                    "threads-failed"
                }
            }
        }
        ThreadOutcome::NotAllowed => "threads-not-allowed",
        ThreadOutcome::Failed(e) => {
            warn!(game = id, "Discord would not open a thread: {e}");
            "threads-failed"
        }
    };
    reply.text.push('\n');
    reply.text.push_str(&tf(lang, why, &[("id", &id)]));
    reply
}

#[cfg(test)]
mod tests;
