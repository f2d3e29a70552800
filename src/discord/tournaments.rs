//! Tournaments on Discord: two commands, and posting what the director decides.
//!
//! - `/tournament create | start | cancel`: the director's command. Discord applies
//!   `default_member_permissions` to a top-level command as a whole, so it is its own command,
//!   allowed by default to members with Manage Server; a server's admins may open it to
//!   everyone (or to a role) in their integration settings. Start and Cancel are also buttons
//!   under the announcement, for the creator or a server manager.
//! - `/tournaments list | show | standings | join | leave`: everyone's.
//!
//! The scheduler's sweep posts each [`TournamentNotice`]: the round's games each get a public
//! thread of the tournament's channel (`R2 · alice – bob`), their first message (the board,
//! pinging both players) posted in it; the announcement of the round (pairings and their
//! picture) goes to the channel. Where the bot may not create threads, the games are played in
//! the channel and the announcement says why.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::choices::VariantChoice;
use super::clocks::ClockParam;
use super::messages::channel_message;
use super::respond::answer;
use super::threads::{open_thread, ThreadOutcome};
use super::{Context, Error};
use crate::service::commands::CommandNames;
use crate::service::{Rights, Service, TournamentId, TournamentNotice, TournamentOptions};
use crate::tournament::Format;

/// The `format` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum FormatChoice {
    #[name = "swiss"]
    Swiss,
    #[name = "round robin"]
    RoundRobin,
    #[name = "double round robin"]
    DoubleRoundRobin,
}

impl From<FormatChoice> for Format {
    fn from(choice: FormatChoice) -> Format {
        match choice {
            FormatChoice::Swiss => Format::Swiss,
            FormatChoice::RoundRobin => Format::RoundRobin,
            FormatChoice::DoubleRoundRobin => Format::DoubleRoundRobin,
        }
    }
}

/// Whether the member who called has Manage Server (Discord resolves their permissions in the
/// channel and sends them with the interaction).
pub(super) fn rights_of(member: Option<&serenity::Member>) -> Rights {
    Rights {
        manage_server: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
    }
}

/// Run a tournament in this channel
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "start", "cancel"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub(super) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Announce a tournament that members join with a button
#[poise::command(slash_command, guild_only)]
async fn create(
    ctx: Context<'_>,
    #[description = "Which game"] variant: VariantChoice,
    #[description = "Swiss or round robin"] format: FormatChoice,
    #[description = "Swiss: number of rounds (default: from the number of players)"]
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    #[description = "Time per move (default: 3 days)"] clock: Option<ClockParam>,
    #[description = "When it starts: `in 2h`, `2026-12-01 20:00 +01:00` (default: when you press Start)"]
    #[max_length = 60]
    starts: Option<String>,
    #[description = "Rated (default) or casual"] rated: Option<bool>,
) -> Result<(), Error> {
    let options = TournamentOptions {
        variant: variant.0,
        format: format.into(),
        rounds,
        clock: clock.map(Into::into).unwrap_or_default(),
        starts,
        rated: rated.unwrap_or(true),
    };
    answer(ctx, move |service, caller| {
        service.create_tournament(caller, &options)
    })
    .await
}

/// Start a tournament now (its creator, or a server manager)
#[poise::command(slash_command, guild_only)]
async fn start(
    ctx: Context<'_>,
    #[description = "Which tournament (the only open one here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    let rights = rights_of(ctx.interaction.member.as_deref());
    answer(ctx, move |service, caller| {
        service.start_tournament(caller, id, rights, false)
    })
    .await
}

/// Cancel a tournament (its creator, or a server manager)
#[poise::command(slash_command, guild_only)]
async fn cancel(
    ctx: Context<'_>,
    #[description = "Which tournament (the only one here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    let rights = rights_of(ctx.interaction.member.as_deref());
    answer(ctx, move |service, caller| {
        service.cancel_tournament(caller, id, rights, false)
    })
    .await
}

/// This server's tournaments
#[poise::command(
    slash_command,
    guild_only,
    subcommands("list", "show", "standings", "join", "leave"),
    subcommand_required
)]
pub(super) async fn tournaments(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The open, running and last finished tournaments of this server
#[poise::command(slash_command, guild_only)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.list_tournaments(caller, CommandNames::Localized)
    })
    .await
}

/// A tournament's players and current round
#[poise::command(slash_command, guild_only)]
async fn show(
    ctx: Context<'_>,
    #[description = "Which tournament (the only one here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.show_tournament(caller, id)
    })
    .await
}

/// A tournament's standings, as a picture
#[poise::command(slash_command, guild_only)]
async fn standings(
    ctx: Context<'_>,
    #[description = "Which tournament (the only one here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.tournament_standings(caller, id)
    })
    .await
}

/// Join a tournament
#[poise::command(slash_command, guild_only)]
async fn join(
    ctx: Context<'_>,
    #[description = "Which tournament (the only open one here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.join_tournament(caller, id, false)
    })
    .await
}

/// Leave a tournament (after its start: you keep your results and are not paired again)
#[poise::command(slash_command, guild_only)]
async fn leave(
    ctx: Context<'_>,
    #[description = "Which tournament (yours here if not given)"]
    #[min = 1]
    id: Option<TournamentId>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.leave_tournament(caller, id, false)
    })
    .await
}

/// Posts one message in `channel`, retrying as the other notices do.
async fn post_in(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: &crate::service::Reply,
    what: &str,
) {
    let message = channel_message(reply);
    let until = tokio::time::Instant::now() + super::deliver::PATIENCE;
    if let Err(e) =
        super::deliver::retrying(what, until, || channel.send_message(http, message.clone())).await
    {
        warn!(%channel, "could not post {what}: {e}");
    }
}

/// Posts what the director decided about a tournament: each game in a thread of its own (or in
/// the channel, where threads may not be created), then the announcement in the channel.
pub(super) async fn post(http: &serenity::Http, service: &Arc<Service>, notice: TournamentNotice) {
    let Ok(channel) = notice.channel.parse::<u64>() else {
        warn!(tournament = notice.tournament, channel = %notice.channel, "not a Discord channel");
        return;
    };
    if channel == 0 {
        return;
    }
    let channel = serenity::ChannelId::new(channel);
    let mut threads = notice.threads;
    let mut games = Vec::with_capacity(notice.games.len());
    for game in notice.games {
        let mut target = channel;
        if threads {
            match open_thread(http, channel, None, &game.thread_name).await {
                ThreadOutcome::Opened(thread) => {
                    let svc = Arc::clone(service);
                    let id = game.game;
                    let moved = tokio::task::spawn_blocking(move || {
                        svc.moved_to_thread(id, &thread.to_string())
                    })
                    .await;
                    match moved {
                        Ok(Ok(())) => target = thread,
                        Ok(Err(e)) => {
                            warn!(game = id, "the game could not move to its thread: {e}")
                        }
                        Err(e) => warn!(game = id, "moving the game to its thread panicked: {e}"),
                    }
                }
                ThreadOutcome::NotAllowed => {
                    threads = false;
                    let svc = Arc::clone(service);
                    let id = notice.tournament;
                    let _ = tokio::task::spawn_blocking(move || svc.tournament_threads_refused(id))
                        .await;
                }
                ThreadOutcome::Failed(e) => {
                    warn!(game = game.game, "no thread for a tournament game: {e}");
                }
            }
        }
        games.push((game, target));
    }
    let mut reply = notice.reply;
    if notice.threads && !threads {
        reply.text.push('\n');
        reply.text.push_str(&notice.no_threads);
    }
    post_in(http, channel, &reply, "a tournament's announcement").await;
    for (game, target) in games {
        post_in(http, target, &game.reply, "a tournament game").await;
    }
}
