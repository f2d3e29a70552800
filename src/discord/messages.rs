//! The service's [`Reply`] as Discord messages: the content cut to Discord's limits, the pings
//! it may make, its buttons in rows, its board and file as attachments, for each way a message
//! is sent (an interaction's answer, a follow-up, an edit, a message in a channel), and
//! autocomplete choices. Pure functions of the reply: `respond` and `deliver` send what these
//! build.

use poise::serenity_prelude as serenity;

use crate::service::{ButtonStyle, Reply};

/// Discord's limit on the length of a message.
const MAX_CONTENT: usize = 2000;
/// Discord's limits on buttons: 5 per row, 5 rows, labels of 80, ids of 100 characters.
const BUTTONS_PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
const MAX_LABEL: usize = 80;
const MAX_CUSTOM_ID: usize = 100;
/// Discord's limits on autocomplete: 25 choices, names and values of 100 characters.
const MAX_CHOICES: usize = 25;
const MAX_CHOICE_LEN: usize = 100;

/// The mentions a reply may ping: its users, nobody else.
pub(super) fn mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = reply
        .mentions
        .iter()
        .filter_map(|id| id.strip_prefix("discord:")?.parse::<u64>().ok())
        .filter(|id| *id != 0)
        .map(serenity::UserId::new)
        .collect();
    serenity::CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .all_users(false)
        .users(users)
}

/// The message text, cut to Discord's limit if the service ever produced more.
fn content(reply: &Reply) -> String {
    if reply.text.chars().count() <= MAX_CONTENT {
        return reply.text.clone();
    }
    let mut text: String = reply.text.chars().take(MAX_CONTENT - 1).collect();
    text.push('…');
    text
}

fn cut(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// The reply's buttons as action rows.
pub(super) fn rows(reply: &Reply) -> Vec<serenity::CreateActionRow> {
    reply
        .buttons
        .chunks(BUTTONS_PER_ROW)
        .take(MAX_ROWS)
        .map(|chunk| {
            serenity::CreateActionRow::Buttons(
                chunk
                    .iter()
                    .map(|b| {
                        serenity::CreateButton::new(cut(&b.id.encode(), MAX_CUSTOM_ID))
                            .label(cut(&b.label, MAX_LABEL))
                            .style(match b.style {
                                ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                                ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                                ButtonStyle::Success => serenity::ButtonStyle::Success,
                                ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                            })
                    })
                    .collect(),
            )
        })
        .collect()
}

/// An attachment with its alt text (Discord's `description`, cut to its 1,024 characters); none
/// when the service gave none.
fn attachment(bytes: &[u8], name: &str, alt: &str) -> serenity::CreateAttachment {
    let file = serenity::CreateAttachment::bytes(bytes.to_vec(), name);
    if alt.trim().is_empty() {
        file
    } else {
        file.description(crate::render::alt::fit(alt))
    }
}

/// The reply's attachments, each with its alt text: its board (or other picture), then its
/// other file (a replay GIF, an exported move list); an empty one is left out.
fn attachments(reply: &Reply) -> impl Iterator<Item = serenity::CreateAttachment> + '_ {
    let board = reply
        .png
        .as_ref()
        .filter(|png| !png.is_empty())
        .map(|png| attachment(png, "board.png", &reply.alt));
    let file = reply
        .file
        .as_ref()
        .filter(|f| !f.bytes.is_empty())
        .map(|f| attachment(&f.bytes, &f.name, &f.alt));
    board.into_iter().chain(file)
}

/// A reply as an interaction response message (type 4), private or public as the reply says.
pub(super) fn message(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    update(reply).ephemeral(reply.is_private())
}

/// A reply as the data of an update of the message a button is under (type 7): no `flags`, since
/// a message's ephemeral state is set when it is created and an update cannot change it (the
/// page of a private list stays private, Discord refuses `flags` that would make it public).
pub(super) fn update(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    let mut m = serenity::CreateInteractionResponseMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply));
    if !reply.buttons.is_empty() {
        m = m.components(rows(reply));
    }
    m.add_files(attachments(reply))
}

/// A reply as a follow-up message.
pub(super) fn followup(reply: &Reply) -> serenity::CreateInteractionResponseFollowup {
    let mut m = serenity::CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .ephemeral(reply.is_private())
        .allowed_mentions(mentions(reply));
    if !reply.buttons.is_empty() {
        m = m.components(rows(reply));
    }
    m.add_files(attachments(reply))
}

/// A reply as the new content of a deferred response (or of a page turned late): the message
/// becomes the reply, its attachments too. Discord keeps the attachments an edit does not list,
/// so the list is always sent: only the reply's new files, none kept. An edit notifies nobody,
/// so it lets nobody be pinged: the players a deferred answer mentions are pinged by a new
/// message after it (`respond::late_ping`).
pub(super) fn edit(reply: &Reply) -> serenity::EditInteractionResponse {
    let mut m = serenity::EditInteractionResponse::new()
        .content(content(reply))
        .allowed_mentions(super::no_mentions())
        .components(rows(reply))
        .clear_attachments();
    for file in attachments(reply) {
        m = m.new_attachment(file);
    }
    m
}

/// Autocomplete choices within Discord's limits (25, names of at most 100 characters).
pub(super) fn string_choices(
    values: impl IntoIterator<Item = String>,
) -> serenity::CreateAutocompleteResponse {
    let choices = values
        .into_iter()
        .filter(|v| !v.is_empty() && v.chars().count() <= MAX_CHOICE_LEN)
        .take(MAX_CHOICES)
        .map(|v| serenity::AutocompleteChoice::new(v.clone(), v))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Autocomplete choices of labelled values within Discord's limits (25, labels cut to 100
/// characters).
pub(super) fn labelled_choices<V: Into<serenity::json::Value>>(
    choices: impl IntoIterator<Item = (String, V)>,
) -> serenity::CreateAutocompleteResponse {
    let choices = choices
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(label, value)| serenity::AutocompleteChoice::new(cut(&label, MAX_CHOICE_LEN), value))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A reply as a message the bot posts in a channel on its own (the scheduler's notices).
pub(super) fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    let mut m = serenity::CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply));
    if !reply.buttons.is_empty() {
        m = m.components(rows(reply));
    }
    m.add_files(attachments(reply))
}

#[cfg(test)]
mod tests;
