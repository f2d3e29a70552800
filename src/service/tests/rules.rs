//! `/rules`: every page of every game in every language, its diagram, and the buttons.

use super::{both_services, dump, en, fr};
use crate::games::{AnyGame, Variant};
use crate::i18n::{self, Lang};
use crate::render::RenderInfo;
use crate::service::buttons::ButtonId;
use crate::service::errors::ServiceError;
use crate::service::replies::{Refusal, Shown};
use crate::service::rules::{self, PageMark};

/// Pages of a game: about five, so a player can read them all.
const PAGES: std::ops::RangeInclusive<usize> = 4..=7;
/// The size budget of a board picture, which diagrams keep.
const MAX_PNG: usize = 40 * 1024;

#[test]
fn every_game_has_its_pages_and_every_page_its_diagram_data() {
    for &variant in Variant::ALL.iter() {
        let source = rules::source(variant.id())
            .unwrap_or_else(|| panic!("{}: no locales/diagrams file", variant.id()));
        let pages = rules::parse_pages(source).unwrap_or_else(|e| panic!("{variant:?}: {e}"));
        assert!(
            PAGES.contains(&pages.len()),
            "{variant:?}: {} pages",
            pages.len()
        );
        assert_eq!(rules::pages(variant), pages.as_slice());
    }
}

#[test]
fn every_page_has_a_short_title_and_text_in_every_language() {
    for &variant in Variant::ALL.iter() {
        for page in rules::pages(variant) {
            for lang in Lang::ALL {
                let key = format!("rules-{}-{}", variant.id(), page.topic);
                let text = i18n::lookup(lang, &key).unwrap_or_else(|| panic!("{lang:?}: no {key}"));
                let title = i18n::lookup(lang, &format!("{key}-title"))
                    .unwrap_or_else(|| panic!("{lang:?}: no {key}-title"));
                let chars = text.chars().count();
                assert!(
                    (200..=rules::MAX_PAGE_CHARS).contains(&chars),
                    "{lang:?} {key}: {chars} characters"
                );
                assert!(title.chars().count() <= 40, "{lang:?} {key}-title");
                let reply = rules::rules_page(
                    lang,
                    variant,
                    rules::pages(variant)
                        .iter()
                        .position(|p| p == page)
                        .unwrap(),
                    true,
                )
                .unwrap();
                assert!(reply.text.chars().count() <= 2000, "{lang:?} {key}");
                assert!(reply.text.contains(title), "{}", reply.text);
            }
        }
    }
}

#[test]
fn the_first_diagram_of_every_game_is_its_starting_position() {
    for &variant in Variant::ALL.iter() {
        let first = &rules::pages(variant)[0];
        let shown = rules::position(variant, first).unwrap();
        let start = AnyGame::new(variant);
        assert_eq!(
            serde_json::to_string(&shown).unwrap(),
            serde_json::to_string(&start).unwrap(),
            "{variant:?}: the first page shows another position"
        );
    }
}

/// Every position replays, every arrow is a legal action there (and goes where the action
/// goes), every refusal is refused, every `dots` piece can move.
#[test]
fn every_diagram_agrees_with_the_rules() {
    for &variant in Variant::ALL.iter() {
        for page in rules::pages(variant) {
            let what = format!("{} {}", variant.id(), page.topic);
            let game = rules::position(variant, page).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                game.outcome().is_none() || page.marks.is_empty(),
                "{what}: game over"
            );
            for mark in &page.marks {
                match mark {
                    PageMark::Arrow { spots, mv } => {
                        let mut after = game.clone();
                        let played = after.play_text(mv);
                        assert!(played.is_ok(), "{what}: arrow `{mv}` refused: {played:?}");
                        let route = game
                            .routes()
                            .into_iter()
                            .find(|(text, _)| Some(text) == played.as_ref().ok())
                            .map(|(_, r)| r);
                        // An arrow written as its spots goes where the action goes (one given
                        // after `=`, a push or a rank, is drawn as the data says).
                        if let Some(route) = route.filter(|_| *mv == spots.join("-")) {
                            let (first, last) = (&spots[0], &spots[spots.len() - 1]);
                            if crate::render::spot_centre(&game, &route.from).is_some() {
                                assert_eq!(&route.from, first, "{what}: arrow `{mv}`");
                            }
                            if crate::render::spot_centre(&game, &route.to).is_some() {
                                assert_eq!(&route.to, last, "{what}: arrow `{mv}`");
                            }
                        }
                    }
                    PageMark::Forbid { mv, .. } => {
                        let mut after = game.clone();
                        assert!(
                            after.play_text(mv).is_err(),
                            "{what}: `{mv}` is drawn as refused but is legal"
                        );
                    }
                    PageMark::Reach(spot) => {
                        assert!(
                            !game.moves_from(spot).is_empty(),
                            "{what}: the piece on {spot} cannot move"
                        );
                    }
                    PageMark::Cross(_) | PageMark::Dots(_) | PageMark::Label(..) => {}
                }
            }
        }
    }
}

/// Every diagram draws (every spot it names exists), in every language, within the size of a
/// board picture, and differs from the bare position when it has marks.
#[test]
fn every_diagram_draws_within_the_budget_in_every_language() {
    for &variant in Variant::ALL.iter() {
        for (index, page) in rules::pages(variant).iter().enumerate() {
            let game = rules::position(variant, page).unwrap();
            let marks = rules::marks(&game, page);
            for lang in Lang::ALL {
                let info = RenderInfo::unnamed(lang);
                let png = crate::render::diagram::render_diagram(&game, &info, &marks)
                    .unwrap_or_else(|e| panic!("{} {}: {e}", variant.id(), page.topic));
                assert!(
                    png.len() <= MAX_PNG,
                    "{} {}: {} bytes",
                    variant.id(),
                    page.topic,
                    png.len()
                );
                if !marks.is_empty() {
                    assert_ne!(png, crate::render::render_png(&game, &info));
                }
                let cached = rules::diagram(variant, index, lang).unwrap();
                assert_eq!(cached.png, png);
                // Its alt text names the game and the page, within Discord's limit.
                let title = rules::page_title(lang, variant, page);
                assert!(cached.alt.contains(&title), "{}", cached.alt);
                assert!(cached.alt.chars().count() <= crate::render::alt::MAX);
            }
        }
    }
}

#[test]
fn the_data_format_is_read_strictly() {
    let page = rules::parse_pages(
        "# comment\npage moves\nmoves d4 e5\nmoves d5\narrow d4 d6 f6\nforbid a1 a2 = xa2\ncross e5\ndots d4\ndot a1 b2\nlabel c3 A\n",
    )
    .unwrap();
    assert_eq!(page.len(), 1);
    assert_eq!(page[0].moves, ["d4", "e5", "d5"]);
    assert_eq!(
        page[0].marks,
        [
            PageMark::Arrow {
                spots: vec!["d4".into(), "d6".into(), "f6".into()],
                mv: "d4-d6-f6".into()
            },
            PageMark::Forbid {
                spots: vec!["a1".into(), "a2".into()],
                mv: "xa2".into()
            },
            PageMark::Cross("e5".into()),
            PageMark::Reach("d4".into()),
            PageMark::Dots(vec!["a1".into(), "b2".into()]),
            PageMark::Label("c3".into(), "A".into()),
        ]
    );
    for bad in [
        "arrow a1 a2",
        "page a\narrow a1",
        "page a\nlabel a1 ABC",
        "page a\npage a",
        "page a\nspiral a1",
        "",
    ] {
        assert!(rules::parse_pages(bad).is_err(), "{bad:?}");
    }
}

both_services! {
    fn rules_answer_privately_with_page_buttons_and_a_show_everyone_button(svc) {
        let before = dump(&svc);
        let reply = svc.rules(&fr("ann"), Variant::Ergo, None).unwrap();
        assert!(reply.is_private());
        assert!(reply.png.is_some() && reply.board_text.is_some());
        assert!(reply.text.contains("1/"), "{}", reply.text);
        let ids: Vec<ButtonId> = reply.buttons.iter().map(|b| b.id.clone()).collect();
        let count = rules::pages(Variant::Ergo).len();
        let ergo = Variant::Ergo;
        assert_eq!(
            ids,
            [
                ButtonId::RulesPage {
                    variant: ergo,
                    page: count - 1
                },
                ButtonId::RulesPage {
                    variant: ergo,
                    page: 1
                },
                ButtonId::RulesShow {
                    variant: ergo,
                    page: 0
                },
            ]
        );
        assert_eq!(reply.buttons[2].label, "Montrer à tous");
        // ▶ turns the private message to page 2.
        let next = svc.press(&fr("ann"), &ids[1]).unwrap();
        assert_eq!(
            next.shown,
            Shown::ReplacePressed,
            "a turned page replaces the private message"
        );
        assert!(next.text.contains(&format!("2/{count}")), "{}", next.text);
        assert_ne!(next.png, reply.png);
        // Show everyone posts the page, without buttons, in the presser's language; the private
        // message stays.
        let shown = svc.press(&en("ann"), &ids[2]).unwrap();
        assert_eq!(shown.shown, Shown::BesidePressed);
        assert!(shown.buttons.is_empty());
        assert!(shown.text.contains("Ergo"));
        assert_eq!(dump(&svc), before, "reading the rules writes nothing");
    }
}

both_services! {
    fn a_page_is_found_by_topic_number_or_title_and_a_wrong_one_is_refused(svc) {
        let pages = rules::pages(Variant::Bastonus);
        let last = &pages[pages.len() - 1];
        let by_topic = svc
            .rules(&en("ann"), Variant::Bastonus, Some(&last.topic))
            .unwrap();
        let by_number = svc
            .rules(
                &en("ann"),
                Variant::Bastonus,
                Some(&pages.len().to_string()),
            )
            .unwrap();
        let title = rules::page_title(Lang::En, Variant::Bastonus, last).to_uppercase();
        let by_title = svc
            .rules(&en("ann"), Variant::Bastonus, Some(&title))
            .unwrap();
        assert_eq!(by_topic.text, by_number.text);
        assert_eq!(by_topic.text, by_title.text);
        for wrong in ["0", "99", "pushes-and-pulls", "<@123> @everyone"] {
            let refusal = svc
                .rules(&en("ann"), Variant::Ergo, Some(wrong))
                .unwrap_err();
            assert!(
                matches!(refusal, ServiceError::Refused(Refusal::NoSuchTopic { .. })),
                "{wrong}"
            );
            let text = refusal.reply(Lang::Fr).text;
            assert!(text.contains("Ergo") && text.contains('`'), "{text}");
        }
        // A page past the last (an old message of a game that has fewer pages now).
        for bad in [
            ButtonId::RulesPage {
                variant: Variant::Ergo,
                page: 99,
            },
            ButtonId::RulesShow {
                variant: Variant::Ergo,
                page: rules::pages(Variant::Ergo).len(),
            },
        ] {
            assert_eq!(
                svc.press(&en("ann"), &bad),
                Err(Refusal::BadButton.into()),
                "{bad:?}"
            );
        }
        let suggested = svc.suggest_rules_topics(Lang::En, Variant::Duodecim, "");
        assert_eq!(suggested.len(), rules::pages(Variant::Duodecim).len());
        assert!(suggested[0].0.starts_with("1. "));
        let narrowed = svc.suggest_rules_topics(Lang::En, Variant::Duodecim, &suggested[1].1);
        assert!(narrowed.iter().any(|(_, v)| *v == suggested[1].1));
    }
}

#[test]
fn the_first_page_says_how_strong_each_level_plays_that_game() {
    use crate::ai::{strengths, Level};
    for &variant in Variant::ALL.iter() {
        for lang in Lang::ALL {
            let first = rules::rules_page(lang, variant, 0, true).unwrap().text;
            let second = rules::rules_page(lang, variant, 1, true).unwrap().text;
            // The line's lead, before its figures.
            let line = i18n::tf(lang, "rules-levels", &[("levels", &"\u{1}")]);
            let lead = line.split('\u{1}').next().unwrap();
            assert!(!second.contains(lead), "{lang:?} {variant:?}: {second}");
            let shown = Level::ALL.map(|l| strengths::on(variant, l));
            if shown.iter().any(Option::is_none) {
                assert!(!first.contains(lead), "{lang:?} {variant:?}: {first}");
                continue;
            }
            assert!(first.contains(lead), "{lang:?} {variant:?}: {first}");
            for (level, rating) in Level::ALL.into_iter().zip(shown) {
                let rating = rating.unwrap();
                // The game's own figure, rounded to tens, within its measured interval.
                let m = strengths::measured(variant, level).unwrap();
                assert_eq!(rating % 10, 0);
                assert!((rating - m.rating).abs() <= 5, "{m:?}");
                let name = i18n::t(lang, level.name_key());
                assert!(
                    first.contains(&format!("{name} ≈{rating}")),
                    "{lang:?} {variant:?}: {first}"
                );
            }
        }
    }
    // The shipped table shows at least one game, so the line is not only ever left out.
    assert!(Variant::ALL
        .iter()
        .any(|&v| Level::ALL.iter().all(|&l| strengths::on(v, l).is_some())));
}
