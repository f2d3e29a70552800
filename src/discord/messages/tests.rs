use super::*;
use crate::service::{Button, Shown};

fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

#[test]
fn a_reply_pings_only_its_users() {
    let reply = Reply {
        text: "@everyone <@1> <@2>".into(),
        mentions: vec!["discord:1".into(), "console:bob".into(), "discord:0".into()],
        ..Reply::default()
    };
    let m = json(&mentions(&reply));
    assert_eq!(m["parse"], serde_json::json!([]));
    assert_eq!(m["users"], serde_json::json!(["1"]));
    assert_eq!(m["roles"], serde_json::json!([]));
    let data = json(&message(&reply));
    assert_eq!(data["allowed_mentions"], m);
    let data = json(&followup(&reply));
    assert_eq!(data["allowed_mentions"], m);
}

#[test]
fn buttons_keep_their_ids_and_styles_within_discord_limits() {
    let reply = Reply {
        text: "x".into(),
        buttons: (0..7)
            .map(|i| Button {
                id: crate::service::ButtonId::Rematch(i + 1),
                label: "é".repeat(90),
                style: if i == 0 {
                    ButtonStyle::Success
                } else {
                    ButtonStyle::Danger
                },
            })
            .collect(),
        ..Reply::default()
    };
    let rows = json(&rows(&reply));
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["components"].as_array().unwrap().len(), 5);
    assert_eq!(rows[1]["components"].as_array().unwrap().len(), 2);
    let first = &rows[0]["components"][0];
    assert_eq!(first["custom_id"], "tabula:rematch:1");
    assert_eq!(first["style"], 3);
    assert_eq!(rows[0]["components"][1]["style"], 4);
    assert_eq!(first["label"].as_str().unwrap().chars().count(), 80);
}

#[test]
fn long_texts_are_cut_and_ephemeral_is_kept() {
    let reply = Reply {
        text: "a".repeat(2500),
        shown: Shown::Private,
        ..Reply::default()
    };
    let data = json(&message(&reply));
    assert_eq!(data["content"].as_str().unwrap().chars().count(), 2000);
    assert_eq!(data["flags"], 64);
}

#[test]
fn autocomplete_never_offers_more_than_discord_accepts() {
    let long = "x".repeat(101);
    let values = (0..40).map(|i| format!("m{i}")).chain([long]);
    let data = json(&string_choices(values));
    let choices = data["choices"].as_array().unwrap();
    assert_eq!(choices.len(), 25);
    assert!(choices.iter().all(|c| c["name"] == c["value"]));
}

#[test]
fn an_update_keeps_the_message_private_or_public_and_an_edit_lists_nobody_to_ping() {
    let reply = Reply {
        text: "<@1>, your turn".into(),
        mentions: vec!["discord:1".into()],
        shown: Shown::ReplacePressed,
        ..Reply::default()
    };
    // A page turned under a private message: no flags, which would make it public.
    let data = json(&update(&reply));
    assert!(data.get("flags").is_none(), "{data}");
    assert_eq!(data["allowed_mentions"]["users"], serde_json::json!(["1"]));
    // The edit of a deferred answer pings nobody (the late ping does), but says so.
    let data = json(&edit(&reply));
    assert_eq!(data["allowed_mentions"]["parse"], serde_json::json!([]));
    assert!(
        data["allowed_mentions"]["users"]
            .as_array()
            .is_none_or(Vec::is_empty),
        "{data}"
    );
}

/// The picture and the other file carry their alt text as the attachment's `description`, in
/// every way a message is sent; a description over Discord's 1,024 characters is cut there.
#[test]
fn every_attachment_carries_its_alt_text_within_discord_limit() {
    let reply = Reply {
        text: "board".into(),
        png: Some(vec![1, 2, 3]),
        alt: "Cicero plays white. ".repeat(100),
        file: Some(crate::service::Attachment {
            name: "game-1.gif".into(),
            bytes: vec![4],
            alt: "Animated replay".into(),
        }),
        ..Reply::default()
    };
    let check = |data: serde_json::Value| {
        let list = data["attachments"].as_array().cloned().unwrap_or_default();
        assert_eq!(list.len(), 2, "{data}");
        let board = list[0]["description"].as_str().unwrap();
        assert_eq!(board.chars().count(), 1024);
        assert!(board.starts_with("Cicero plays white. ") && board.ends_with('…'));
        assert_eq!(list[1]["description"], "Animated replay");
    };
    check(json(&message(&reply)));
    check(json(&update(&reply)));
    check(json(&followup(&reply)));
    check(json(&edit(&reply)));
    check(json(&channel_message(&reply)));
}
