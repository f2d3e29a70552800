//! Tournaments on Discord: two commands, and posting what the director decides.
//!
//! - `/tournament create | start | cancel`: the director's command. Discord applies
//!   `default_member_permissions` to a top-level command as a whole, so it is its own command,
//!   allowed by default to members with Manage Server; a server's admins may open it to
//!   everyone (or to a role) in their integration settings. Start and Cancel are also buttons
//!   under the announcement, for the creator or a server manager.
//! - `/tournaments list | show | standings | join | leave`: everyone's.
//!
//! What the director decides (each round's games in threads, its announcement) is posted by the
//! clock's sweep: `jobs::tournaments`.

use poise::serenity_prelude as serenity;

use super::choices::VariantChoice;
use super::clocks::ClockParam;
use super::respond::answer;
use super::{Context, Error};
use crate::service::commands::CommandNames;
use crate::service::{Rights, TournamentId, TournamentOptions};
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

/// A subcommand whose one option is a tournament's number (`$option`, its description: the
/// catalogue's text replaces it at start-up) and whose answer is one service call, given the
/// caller's rights (which only the director's subcommands pass on).
macro_rules! tournament_subcommand {
    (
        $(#[doc = $doc:tt])*
        $name:ident,
        $option:tt,
        |$service:ident, $caller:ident, $id:ident, $rights:pat_param| $call:expr
    ) => {
        $(#[doc = $doc])*
        #[poise::command(slash_command)]
        async fn $name(
            ctx: Context<'_>,
            #[description = $option]
            #[min = 1]
            $id: Option<TournamentId>,
        ) -> Result<(), Error> {
            let $rights = rights_of(ctx.interaction.member.as_deref());
            answer(ctx, move |$service, $caller| $call).await
        }
    };
}

/// Run a tournament in this channel
#[poise::command(
    slash_command,
    subcommands("create", "start", "cancel"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub(super) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Announce a tournament that members join with a button
#[poise::command(slash_command)]
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

tournament_subcommand!(
    /// Start a tournament now (its creator, or a server manager)
    start,
    "Which tournament (the only open one here if not given)",
    |service, caller, id, rights| service.start_tournament(caller, id, rights, false)
);

tournament_subcommand!(
    /// Cancel a tournament (its creator, or a server manager)
    cancel,
    "Which tournament (the only one here if not given)",
    |service, caller, id, rights| service.cancel_tournament(caller, id, rights, false)
);

/// This server's tournaments
#[poise::command(
    slash_command,
    subcommands("list", "show", "standings", "join", "leave"),
    subcommand_required
)]
pub(super) async fn tournaments(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The open, running and last finished tournaments of this server
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.list_tournaments(caller, CommandNames::Localized)
    })
    .await
}

tournament_subcommand!(
    /// A tournament's players and current round
    show,
    "Which tournament (the only one here if not given)",
    |service, caller, id, _| service.show_tournament(caller, id)
);

tournament_subcommand!(
    /// A tournament's standings, as a picture
    standings,
    "Which tournament (the only one here if not given)",
    |service, caller, id, _| service.tournament_standings(caller, id)
);

tournament_subcommand!(
    /// Join a tournament
    join,
    "Which tournament (the only open one here if not given)",
    |service, caller, id, _| service.join_tournament(caller, id, false)
);

tournament_subcommand!(
    /// Leave a tournament (after its start: you keep your results and are not paired again)
    leave,
    "Which tournament (yours here if not given)",
    |service, caller, id, _| service.leave_tournament(caller, id, false)
);
