//! Puzzles on Discord: `/puzzle play [game]`, `/puzzle move <turn>` (the puzzle's legal turns
//! as autocomplete) and `/puzzle giveup`, every answer private (only the caller sees it). A
//! command with subcommands cannot be invoked bare, hence `play`; each call answers the
//! caller's own puzzle, so nobody can answer another's.
//!
//! `/puzzle daily set <channel> <time>` and `/puzzle daily off` set the server's daily puzzle.
//! Discord applies `default_member_permissions` to a top-level command as a whole, and `/puzzle`
//! is everyone's, so these two cannot be hidden from members by Discord: the service refuses
//! them to a member without Manage Server (Discord resolves the caller's permissions and sends
//! them with the interaction, `tournaments::rights_of`), as `/tournament` is refused by Discord.

use poise::serenity_prelude as serenity;

use super::choices::VariantChoice;
use super::games::suggest;
use super::messages::string_choices;
use super::respond::answer;
use super::{Context, Error};

/// Solve puzzles
#[poise::command(
    slash_command,
    subcommands("play", "turn", "giveup", "daily", "leaderboard"),
    subcommand_required
)]
pub(super) async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A puzzle near your puzzle rating that you have not seen (or your open one)
#[poise::command(slash_command)]
async fn play(
    ctx: Context<'_>,
    #[description = "Which game (any if not given)"]
    #[rename = "game"]
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map(|v| v.0);
    answer(ctx, move |service, caller| service.puzzle(caller, variant)).await
}

/// The open puzzle's legal turns starting with what the caller typed.
async fn autocomplete_turn(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_string();
    let found = suggest(ctx, move |service, caller| {
        service.suggest_puzzle_moves(caller, &typed)
    })
    .await;
    string_choices(found)
}

/// Your turn in your puzzle
#[poise::command(slash_command, rename = "move")]
async fn turn(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your whole turn: the legal turns are suggested as you type"]
    #[autocomplete = "autocomplete_turn"]
    #[max_length = 100]
    text: String,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.puzzle_move(caller, &text)
    })
    .await
}

/// Give up your puzzle and see the answer
#[poise::command(slash_command)]
async fn giveup(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, move |service, caller| service.puzzle_give_up(caller)).await
}

/// The server's daily puzzle
#[poise::command(slash_command, subcommands("set", "off"), subcommand_required)]
async fn daily(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether the bot may post a message with a file in `channel` of the interaction's server, as
/// far as its cache knows (a server or channel it has not cached is allowed: Discord's refusal
/// is then logged when the post fails).
fn can_post(ctx: Context<'_>, channel: &serenity::PartialChannel) -> bool {
    use serenity::ChannelType;
    if !matches!(channel.kind, ChannelType::Text | ChannelType::News) {
        return false;
    }
    let Some(guild_id) = ctx.guild_id() else {
        return false;
    };
    let bot = ctx.framework().bot_id();
    let Some(guild) = ctx.cache().guild(guild_id) else {
        return true;
    };
    let (Some(target), Some(member)) = (guild.channels.get(&channel.id), guild.members.get(&bot))
    else {
        return true;
    };
    let allowed = guild.user_permissions_in(target, member);
    allowed.view_channel() && allowed.send_messages() && allowed.attach_files()
}

/// Post a puzzle in a channel every day at a time (UTC)
#[poise::command(slash_command)]
async fn set(
    ctx: Context<'_>,
    #[description = "Where to post it"]
    #[channel_types("Text", "News")]
    channel: serenity::PartialChannel,
    #[description = "The time of day, UTC, as 09:30"]
    #[max_length = 20]
    time: String,
) -> Result<(), Error> {
    let rights = super::tournaments::rights_of(ctx.interaction.member.as_deref());
    let postable = can_post(ctx, &channel);
    let id = channel.id.to_string();
    answer(ctx, move |service, caller| {
        service.daily_set(caller, &id, &format!("<#{id}>"), &time, rights, postable)
    })
    .await
}

/// Stop the daily puzzle
#[poise::command(slash_command)]
async fn off(ctx: Context<'_>) -> Result<(), Error> {
    let rights = super::tournaments::rights_of(ctx.interaction.member.as_deref());
    answer(ctx, move |service, caller| {
        service.daily_stop(caller, rights)
    })
    .await
}

/// This server's best solvers of the daily puzzle
#[poise::command(slash_command)]
async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    answer(ctx, move |service, caller| service.daily_board(caller)).await
}
