use proptest::prelude::*;

use super::{ButtonId, TournamentButton, PREFIX};
use crate::games::Variant;

fn any_variant() -> impl Strategy<Value = Variant> {
    (0..Variant::ALL.len()).prop_map(|i| Variant::ALL[i])
}

fn any_button() -> impl Strategy<Value = ButtonId> {
    let game = 1..=i64::MAX / 1_000;
    prop_oneof![
        game.clone().prop_map(ButtonId::Accept),
        game.clone().prop_map(ButtonId::Decline),
        game.clone().prop_map(ButtonId::Withdraw),
        game.clone().prop_map(ButtonId::AgreeDraw),
        game.clone().prop_map(ButtonId::RefuseDraw),
        game.clone().prop_map(ButtonId::Rematch),
        game.clone().prop_map(ButtonId::DailySolve),
        (0..TournamentButton::ALL.len(), game)
            .prop_map(|(i, id)| ButtonId::Tournament(TournamentButton::ALL[i], id)),
        (any_variant(), 0..1_000usize)
            .prop_map(|(variant, page)| ButtonId::RulesPage { variant, page }),
        (any_variant(), 0..1_000usize)
            .prop_map(|(variant, page)| ButtonId::RulesShow { variant, page }),
        (
            prop_oneof![
                (1..u64::MAX).prop_map(|n| format!("discord:{n}")),
                "[a-z][a-z0-9_.:-]{0,20}".prop_map(|n| format!("console:{n}")),
            ],
            1..1_000_000i64,
            proptest::option::of(any_variant()),
            0..=100i64,
        )
            .prop_map(|(viewer, player, variant, page)| ButtonId::History {
                viewer,
                player,
                variant,
                page,
            }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Whatever a button is, its id reads back as the same button, and fits Discord's 100
    /// characters.
    #[test]
    fn every_button_id_reads_back_as_the_button_that_wrote_it(button in any_button()) {
        let text = button.encode();
        prop_assert!(text.starts_with(PREFIX));
        prop_assert!(text.chars().count() <= 100, "{text}");
        prop_assert_eq!(ButtonId::parse(&text), Some(button));
    }

    /// Any text at all is read without panicking, and what it reads as writes back the same text
    /// (so no two texts mean one button by accident).
    #[test]
    fn any_text_either_is_refused_or_is_exactly_a_button_id(text in "(tabula:)?[a-z:-]{0,12}[0-9:+ -]{0,8}") {
        if let Some(button) = ButtonId::parse(&text) {
            prop_assert_eq!(button.encode(), text);
        }
    }
}

/// Ids exactly as today's code writes them, literally: they sit in old Discord messages and
/// must keep meaning the same button in every later version.
#[test]
fn ids_written_by_earlier_code_still_parse() {
    let cases = [
        ("tabula:accept:12", ButtonId::Accept(12)),
        ("tabula:decline:7", ButtonId::Decline(7)),
        ("tabula:withdraw:3", ButtonId::Withdraw(3)),
        ("tabula:agree-draw:41", ButtonId::AgreeDraw(41)),
        ("tabula:refuse-draw:41", ButtonId::RefuseDraw(41)),
        ("tabula:rematch:9", ButtonId::Rematch(9)),
        ("tabula:review:9", ButtonId::Review(9)),
        ("tabula:daily:20785", ButtonId::DailySolve(20785)),
        (
            "tabula:review-page:9:2",
            ButtonId::ReviewPage { game: 9, page: 2 },
        ),
        (
            "tabula:review-show:9:0",
            ButtonId::ReviewShow { game: 9, page: 0 },
        ),
        (
            "tabula:t-join:3",
            ButtonId::Tournament(TournamentButton::Join, 3),
        ),
        (
            "tabula:t-standings:30",
            ButtonId::Tournament(TournamentButton::Standings, 30),
        ),
        (
            "tabula:rules:ergo:1",
            ButtonId::RulesPage {
                variant: Variant::Ergo,
                page: 1,
            },
        ),
        (
            "tabula:rules:latrunculi-piso:0",
            ButtonId::RulesPage {
                variant: Variant::LatrunculiPiso,
                page: 0,
            },
        ),
        (
            "tabula:rules-show:duodecim:4",
            ButtonId::RulesShow {
                variant: Variant::Duodecim,
                page: 4,
            },
        ),
        (
            "tabula:history:discord:80351110224678912:5:all:2",
            ButtonId::History {
                viewer: "discord:80351110224678912".to_string(),
                player: 5,
                variant: None,
                page: 2,
            },
        ),
        (
            "tabula:history:console:alice:2:0:1",
            ButtonId::History {
                viewer: "console:alice".to_string(),
                player: 2,
                variant: Some(Variant::ALL[0]),
                page: 1,
            },
        ),
    ];
    for (text, button) in cases {
        assert_eq!(ButtonId::parse(text), Some(button.clone()), "{text}");
        assert_eq!(button.encode(), text);
    }
    // The games' order in `Variant::ALL` is part of the history ids: it may grow, never change.
    let order: Vec<&str> = Variant::ALL.iter().take(6).map(|v| v.id()).collect();
    assert_eq!(
        order,
        [
            "latrunculi-seneca",
            "latrunculi-piso",
            "latroncules",
            "bastonus",
            "ergo",
            "duodecim"
        ]
    );
}

/// Ids that are not ours, or are broken, read as nothing (the press is then refused in one line).
#[test]
fn malformed_ids_are_not_buttons() {
    for text in [
        "",
        "tabula:",
        "tabula:accept",
        "tabula:accept:",
        "tabula:accept:abc",
        "tabula:accept:-1",
        "tabula:accept:+1",
        "tabula:accept:0",
        "tabula:accept:1:2",
        "tabula:accept:99999999999999999999999",
        "tabula:accept: 1",
        "tabula:resign:1",
        "Tabula:accept:1",
        "other:accept:1",
        "tabula:rules:chess:0",
        "tabula:rules:ergo:-1",
        "tabula:rules-show:ergo:x",
        "tabula:rules:ergo",
        "tabula:history:5:all:2",
        "tabula:t-join:0",
        "tabula:t-join:",
        "tabula:t-resign:1",
        "tabula:t-start:1:2",
        "tabula:history::5:all:2",
        "tabula:history:discord:1:5:99:2",
        "tabula:history:discord:1:x:all:2",
    ] {
        assert_eq!(ButtonId::parse(text), None, "{text:?}");
    }
}
