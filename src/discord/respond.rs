//! The plumbing every command shares: who is calling, running the service off the async threads,
//! and turning its [`Reply`] into a Discord response in time.
//!
//! Timing: the service runs on the blocking pool. If it answers within [`DEFER_AFTER`], the reply
//! is the interaction's response itself (so an error can be private and a board public). If not,
//! the interaction is deferred publicly, and the reply replaces the "thinking" message once it
//! comes; a late private reply deletes that placeholder and is sent as a private follow-up, so a
//! refusal is never shown to the channel.
//!
//! Mentions: a reply pings exactly the users of [`Reply::mentions`], never @everyone or a role.
//! Discord notifies them only for a new message, never for an edit: a deferred answer, shown by
//! editing the "thinking" message, is followed by a short new message that pings them (see
//! [`late_ping`]).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::messages::{edit, followup, mentions, message};
use super::{deliver, private, Context, Data, Error, DEFER_AFTER};
use crate::i18n::{t, Lang};
pub(super) use crate::jobs::Halt;
use crate::service::{
    display_name, AnswerDue, Caller, Claim, Failure, GameId, Played, Reply, Service, ServiceError,
    Shown, User,
};

/// The service's view of a Discord user; `nick` is their name in this server, if any.
pub(super) fn user_of(user: &serenity::User, nick: Option<&str>) -> User {
    User {
        id: format!("discord:{}", user.id),
        // Names are the users' own choice: cleaned and cut once, here (see `service::guard`).
        name: display_name(nick.unwrap_or_else(|| user.display_name())),
        mention: format!("<@{}>", user.id),
    }
}

/// Who is asking, where, in which language.
pub(super) fn caller_of(
    user: &serenity::User,
    member: Option<&serenity::Member>,
    channel: serenity::ChannelId,
    guild: Option<serenity::GuildId>,
    locale: &str,
) -> Caller {
    Caller {
        user: user_of(user, member.and_then(|m| m.nick.as_deref())),
        channel: channel.to_string(),
        guild: guild.map(|g| g.to_string()),
        lang: Lang::from_locale(locale),
        interaction: None,
    }
}

/// The caller of a slash command or autocomplete, with the interaction's id.
pub(super) fn command_caller(ctx: Context<'_>) -> Caller {
    let i = ctx.interaction;
    Caller {
        interaction: Some(Claim::new(i.id.to_string())),
        ..caller_of(
            &i.user,
            i.member.as_deref(),
            i.channel_id,
            i.guild_id,
            &i.locale,
        )
    }
}

/// Runs a service call for `caller` through the gate ([`crate::jobs::Gate::call`]: on the
/// blocking pool once a permit is free; not started once the bot is stopping).
pub(super) async fn run_service<T, F>(data: &Data, caller: Caller, call: F) -> Result<T, Halt>
where
    T: Send + 'static,
    F: FnOnce(&Service, &Caller) -> T + Send + 'static,
{
    data.gate.call(move |service| call(service, &caller)).await
}

/// What a failure is logged with: the command as the user gave it (`/move e2e4 game:12`, or
/// the pressed button's id) and the game it was about, when known.
pub(super) struct Asked {
    pub command: String,
    pub game: Option<GameId>,
}

/// A finished service call as the reply to show: a refusal is answered privately; a failure or
/// a crash is logged here, once, with what was asked, and becomes the one apology; a call not
/// run because the bot is stopping says so.
pub(super) fn settle(
    joined: Result<Result<Reply, ServiceError>, Halt>,
    lang: Lang,
    asked: &Asked,
) -> Reply {
    match joined {
        Ok(Ok(reply)) => reply,
        Ok(Err(error)) => error.answer(lang, &asked.command, asked.game),
        Err(Halt::Stopping) => private(t(lang, "faults-restarting").to_string()),
        Err(Halt::Crashed(e)) => {
            error!(command = %asked.command, game = asked.game, "the service crashed: {e}");
            apology(lang)
        }
    }
}

/// Whether the call found its interaction already handled: the first delivery was answered,
/// and Discord takes one answer per interaction, so this one gets none.
/// Logged, like every failure, with what was asked.
pub(super) fn replayed<T, E>(joined: &Result<Result<T, ServiceError>, E>, asked: &Asked) -> bool {
    if let Ok(Err(ServiceError::Failed(failure @ Failure::Replayed(_)))) = joined {
        failure.log(&asked.command, asked.game);
        return true;
    }
    false
}

/// The one private apology for a failure on our side (the same text the service's failures
/// show).
pub(super) fn apology(lang: Lang) -> Reply {
    Failure::Internal(String::new()).reply(lang)
}

/// A private text reply.
pub(super) fn private(text: String) -> Reply {
    Reply {
        text,
        shown: Shown::Private,
        ..Reply::default()
    }
}

/// Runs `call` for a slash command and answers with its reply, deferring if it is slow.
pub(super) async fn answer<F>(ctx: Context<'_>, call: F) -> Result<(), Error>
where
    F: FnOnce(&Service, &Caller) -> Result<Reply, ServiceError> + Send + 'static,
{
    let caller = command_caller(ctx);
    let lang = caller.lang;
    let (call, note) = noting_refusal(call);
    respond_with(ctx, lang, run_service(ctx.data(), caller, call)).await?;
    tell_refusal(ctx, note).await
}

/// The note, told once, that the caller's notices were turned off (Discord refused them a
/// direct message: `jobs::notices`), read after their command by the same service call.
type Note = Arc<parking_lot::Mutex<Option<String>>>;

/// After `result` of a call by `caller` (not a second delivery, which gets no answer, nor a
/// refusal, which stays the whole answer): the caller's note, added to a private reply, or kept
/// in `slot` for a private follow-up after a public one (`reply` `None`: an answer to come).
fn note_refusal(service: &Service, caller: &Caller, reply: Option<&mut Reply>, slot: &Note) {
    let Ok(Some(note)) = service.notices_refusal_note(caller) else {
        return;
    };
    match reply {
        Some(reply) if reply.is_private() => {
            reply.text.push_str("\n\n");
            reply.text.push_str(&note);
        }
        _ => *slot.lock() = Some(note),
    }
}

/// `call` run once for its interaction ([`Service::once`]), then [`note_refusal`].
fn noting_refusal<F>(
    call: F,
) -> (
    impl FnOnce(&Service, &Caller) -> Result<Reply, ServiceError> + Send + 'static,
    Note,
)
where
    F: FnOnce(&Service, &Caller) -> Result<Reply, ServiceError> + Send + 'static,
{
    let note: Note = Arc::default();
    let slot = Arc::clone(&note);
    let call = move |service: &Service, caller: &Caller| {
        let mut result = service.once(caller, call);
        if let Ok(reply) = &mut result {
            note_refusal(service, caller, Some(reply), &slot);
        }
        result
    };
    (call, note)
}

/// As [`noting_refusal`], for a call that may leave the computer's answer to come.
fn noting_refusal_played<F>(
    call: F,
) -> (
    impl FnOnce(&Service, &Caller) -> Result<Played, ServiceError> + Send + 'static,
    Note,
)
where
    F: FnOnce(&Service, &Caller) -> Result<Played, ServiceError> + Send + 'static,
{
    let note: Note = Arc::default();
    let slot = Arc::clone(&note);
    let call = move |service: &Service, caller: &Caller| {
        let mut result = service.once(caller, call);
        match &mut result {
            Ok(Played::Reply(reply)) => note_refusal(service, caller, Some(reply), &slot),
            Ok(Played::AnswerDue(_)) => note_refusal(service, caller, None, &slot),
            Err(_) => {}
        }
        result
    };
    (call, note)
}

/// After the answer: the note of [`noting_refusal`], if any, as a private follow-up.
async fn tell_refusal(ctx: Context<'_>, note: Note) -> Result<(), Error> {
    let Some(text) = note.lock().take() else {
        return Ok(());
    };
    let http = &ctx.serenity_context().http;
    let patience = tokio::time::Instant::now() + deliver::PATIENCE;
    let message = followup(&private(text));
    deliver::retrying("the notices' note", patience, || {
        ctx.interaction.create_followup(http, message.clone())
    })
    .await?;
    Ok(())
}

/// As [`answer`], for a call that may leave the computer's answer to come (a move or a start
/// in a game against the computer): the call runs under the gate, and the search after it
/// under the search permits only, so a search never holds a permit people's commands wait for.
pub(super) async fn answer_played<F>(ctx: Context<'_>, call: F) -> Result<(), Error>
where
    F: FnOnce(&Service, &Caller) -> Result<Played, ServiceError> + Send + 'static,
{
    let caller = command_caller(ctx);
    let lang = caller.lang;
    let data = ctx.data();
    let (call, note) = noting_refusal_played(call);
    let task = async move {
        match run_service(data, caller.clone(), call).await {
            Ok(Ok(Played::AnswerDue(due))) => think(data, caller, due).await,
            Ok(Ok(Played::Reply(reply))) => Ok(Ok(*reply)),
            Ok(Err(refusal)) => Ok(Err(refusal)),
            Err(e) => Err(e),
        }
    };
    respond_with(ctx, lang, task).await?;
    tell_refusal(ctx, note).await
}

/// The computer's answer, searched on one of the search threads (see `jobs::searches`).
pub(super) async fn think(
    data: &Data,
    caller: Caller,
    due: AnswerDue,
) -> Result<Result<Reply, ServiceError>, Halt> {
    let answered = data
        .gate
        .search(move |service| service.answer(&caller, due))
        .await;
    Ok(answered.unwrap_or_else(|| {
        Err(Failure::Internal("the computer's search failed".to_string()).into())
    }))
}

/// Answers a slash command with the reply `task` comes to, deferring if it is slow. Each
/// request is tried again when Discord fails, and a public answer Discord would not take is
/// posted in the channel (see `deliver`), or held where the bot does not post (see `private`).
/// Then what was held for the channel follows, with this interaction's token.
pub(super) async fn respond_with(
    ctx: Context<'_>,
    lang: Lang,
    task: impl std::future::Future<Output = Result<Result<Reply, ServiceError>, Halt>>,
) -> Result<(), Error> {
    let i = ctx.interaction;
    private::note_command(i);
    if respond_once(ctx, lang, task).await? {
        let http = &ctx.serenity_context().http;
        show_held(i.channel_id, |m| i.create_followup(http, m)).await;
    }
    Ok(())
}

/// Shows what was held for `channel` (see `private`) as follow-ups of the interaction just
/// answered there, sent by `send` with its own token; each tried again while Discord fails for
/// a moment, one that still fails logged and dropped.
pub(super) async fn show_held<F, Fut>(channel: serenity::ChannelId, send: F)
where
    F: Fn(serenity::CreateInteractionResponseFollowup) -> Fut,
    Fut: std::future::Future<Output = serenity::Result<serenity::Message>>,
{
    for reply in private::places().take(channel.get()) {
        let message = followup(&reply);
        let until = tokio::time::Instant::now() + deliver::PATIENCE;
        if let Err(e) = deliver::retrying("a held message", until, || send(message.clone())).await {
            warn!(%channel, "could not show a held message: {e}");
        }
    }
}

/// [`respond_with`]'s answer itself; whether it was shown to everyone (what was held may then
/// follow: a private answer, a refusal, is the whole answer).
async fn respond_once(
    ctx: Context<'_>,
    lang: Lang,
    task: impl std::future::Future<Output = Result<Result<Reply, ServiceError>, Halt>>,
) -> Result<bool, Error> {
    let asked = Asked {
        command: ctx.invocation_string(),
        game: None,
    };
    let arrived = tokio::time::Instant::now();
    let _running = ctx.data().gate.running().await;
    tokio::pin!(task);
    let interaction = ctx.interaction;
    let http = &ctx.serenity_context().http;
    let window = arrived + deliver::CALLBACK_WINDOW;
    match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(joined) => {
            if replayed(&joined, &asked) {
                return Ok(false);
            }
            let reply = settle(joined, lang, &asked);
            let response = serenity::CreateInteractionResponse::Message(message(&reply));
            let sent = deliver::retrying("the answer", window, || {
                interaction.create_response(http, response.clone())
            })
            .await;
            // Either way poise must not answer again.
            responded(ctx);
            if let Err(e) = sent {
                deliver::in_channel(http, interaction.channel_id, &reply, lang, &e).await;
                return Ok(false);
            }
            Ok(!reply.is_private())
        }
        Err(_) => {
            let deferred = serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new(),
            );
            let acknowledged = deliver::retrying("deferring", window, || {
                interaction.create_response(http, deferred.clone())
            })
            .await;
            responded(ctx);
            let reply = settle(task.await, lang, &asked);
            if let Err(e) = acknowledged {
                deliver::in_channel(http, interaction.channel_id, &reply, lang, &e).await;
                return Ok(false);
            }
            let patience = tokio::time::Instant::now() + deliver::PATIENCE;
            if reply.is_private() {
                // The placeholder is public: replace it with a private follow-up. While it is
                // there, Discord shows the first follow-up in its place, public whatever its
                // flags: so it goes first, or else becomes a line that says nothing.
                if !placeholder_gone(http, interaction, lang, patience).await {
                    warn!("a private answer was not sent: its public placeholder stayed");
                    return Ok(false);
                }
                let private = followup(&reply);
                deliver::retrying("a private follow-up", patience, || {
                    interaction.create_followup(http, private.clone())
                })
                .await?;
                Ok(false)
            } else {
                let shown = edit(&reply);
                let edited = deliver::retrying("showing a deferred answer", patience, || {
                    interaction.edit_response(http, shown.clone())
                })
                .await;
                match edited {
                    Ok(_) => {
                        ping_late(http, interaction, &reply, lang, patience).await;
                        Ok(true)
                    }
                    Err(e) => {
                        deliver::in_channel(http, interaction.channel_id, &reply, lang, &e).await;
                        Ok(false)
                    }
                }
            }
        }
    }
}

/// Before a private follow-up of a deferred command: deletes the public "thinking" message
/// (tried again while Discord fails), or, if it cannot be deleted, edits it into a line for
/// everyone that the answer was private. `false` if it is still there as it was: a follow-up
/// would then be shown in its place, publicly, so none may be sent.
async fn placeholder_gone(
    http: &serenity::Http,
    interaction: &serenity::CommandInteraction,
    lang: Lang,
    patience: tokio::time::Instant,
) -> bool {
    let deleted = deliver::retrying("deleting the deferred response", patience, || {
        interaction.delete_response(http)
    })
    .await;
    let error = match deleted {
        Ok(()) => return true,
        // Already gone (an earlier try that timed out did delete it).
        Err(e) if deliver::unknown_message(&e) => return true,
        Err(e) => e,
    };
    warn!("could not delete the deferred response ({error}): it says the answer was private");
    let line = edit(&private(
        crate::i18n::t(lang, "discord-answered-privately").to_string(),
    ));
    let edited = deliver::retrying("editing the deferred response", patience, || {
        interaction.edit_response(http, line.clone())
    })
    .await;
    match edited {
        Ok(()) => true,
        Err(e) => {
            warn!("could not edit the deferred response either: {e}");
            false
        }
    }
}

/// After a deferred answer was shown by editing the "thinking" message: a new message pinging
/// the users the answer mentions, since Discord notifies nobody of the mentions in an edit (nor
/// in the first follow-up, which it would show in place of that message instead).
async fn ping_late(
    http: &serenity::Http,
    interaction: &serenity::CommandInteraction,
    reply: &Reply,
    lang: Lang,
    patience: tokio::time::Instant,
) {
    let Some(ping) = late_ping(reply, lang) else {
        return;
    };
    let sent = deliver::retrying("pinging after a deferred answer", patience, || {
        interaction.create_followup(http, ping.clone())
    })
    .await;
    if let Err(e) = sent {
        warn!("could not ping the players after a deferred answer: {e}");
    }
}

/// The message that pings the users a reply mentions, if it mentions any on Discord.
pub(super) fn late_ping(
    reply: &Reply,
    lang: Lang,
) -> Option<serenity::CreateInteractionResponseFollowup> {
    let players: Vec<String> = reply
        .mentions
        .iter()
        .filter_map(|id| id.strip_prefix("discord:")?.parse::<u64>().ok())
        .filter(|id| *id != 0)
        .map(|id| format!("<@{id}>"))
        .collect();
    if players.is_empty() || reply.is_private() {
        return None;
    }
    let text = crate::i18n::tf(
        lang,
        "discord-late-ping",
        &[("players", &players.join(" "))],
    );
    Some(
        serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .allowed_mentions(mentions(reply)),
    )
}

/// Answers a slash command directly with a reply computed here (no service call).
pub(super) async fn answer_now(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let window = tokio::time::Instant::now() + deliver::CALLBACK_WINDOW;
    let http = &ctx.serenity_context().http;
    let response = serenity::CreateInteractionResponse::Message(message(&reply));
    let sent = deliver::retrying("the answer", window, || {
        ctx.interaction.create_response(http, response.clone())
    })
    .await;
    responded(ctx);
    if let Err(e) = sent {
        let lang = Lang::from_locale(&ctx.interaction.locale);
        deliver::in_channel(http, ctx.interaction.channel_id, &reply, lang, &e).await;
    }
    Ok(())
}

/// Tells poise the interaction has its response (a command that answers by itself).
pub(super) fn mark_responded(ctx: Context<'_>) {
    responded(ctx);
}

/// Tells poise the interaction has its response, so an error reply becomes a follow-up.
fn responded(ctx: Context<'_>) {
    ctx.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
}

#[cfg(test)]
mod tests;
