//! `/review`: asked once per game, computed by the adapter, stored, shown as pages.

use super::{both_services, challenge, dump, en, refused};
use crate::i18n::Lang;
use crate::service::buttons::ButtonId;
use crate::service::replies::{Refusal, Reply, Shown};
use crate::service::reviews::{ReviewAsked, ReviewJob, ReviewRefusal};
use crate::service::{Caller, GameId, Service};

/// A finished Piso game between alice and bob (bob resigns after a few moves); its id.
fn finished(svc: &Service) -> GameId {
    let id = challenge(svc);
    svc.accept(&en("bob"), Some(id)).unwrap();
    for (who, mv) in [
        ("alice", "a1"),
        ("bob", "h8"),
        ("alice", "b1"),
        ("bob", "g8"),
    ] {
        svc.play(&en(who), mv, Some(id)).unwrap();
    }
    let over = svc.resign(&en("bob"), Some(id)).unwrap();
    assert!(
        over.buttons.iter().any(|b| b.id == ButtonId::Review(id)),
        "the finished game's message offers a review: {:?}",
        over.buttons
    );
    id
}

/// Computes a pending review as an adapter does, and stores it; the news of those waiting.
fn compute(svc: &Service, job: &ReviewJob) -> Vec<crate::service::reviews::ReviewNews> {
    let mut reviewer = svc.reviewer(job).unwrap();
    while reviewer.step() {}
    svc.store_review(job, &reviewer.finish()).unwrap()
}

fn pending(asked: ReviewAsked) -> ReviewJob {
    match asked {
        ReviewAsked::Pending(job) => job,
        ReviewAsked::Ready(reply) => panic!("expected a review to compute, got {reply:?}"),
    }
}

both_services! {
    fn a_finished_game_is_reviewed_once_and_asking_again_shows_the_stored_pages(svc) {
        svc.set_review_budget(100);
        let id = finished(&svc);
        let job = pending(svc.ask_review(&en("alice"), Some(id)).unwrap());
        assert_eq!((job.game, job.budget), (id, 100));
        // Carol, watching in the channel, asks too: the same review, the same seed.
        let again = pending(svc.ask_review(&en("carol"), Some(id)).unwrap());
        assert_eq!(again, job);
        let news = compute(&svc, &job);
        // Both are told, each pinged in a public message with the first page and a Review button.
        let told: Vec<&str> = news.iter().map(|n| n.user_id.as_str()).collect();
        assert_eq!(told, ["console:alice", "console:carol"]);
        for n in &news {
            assert_eq!(n.reply.shown, Shown::Public);
            assert_eq!(n.reply.mentions, vec![n.user_id.clone()]);
            assert!(n.reply.png.as_ref().is_some_and(|p| !p.is_empty()));
            assert!(n.reply.text.contains(&format!("#{id}")), "{}", n.reply.text);
            assert_eq!(n.reply.buttons[0].id, ButtonId::Review(id));
        }
        // Asked again: the stored review at once, private, its buttons turning its pages.
        let before = dump(&svc);
        let ReviewAsked::Ready(page) = svc.ask_review(&en("bob"), Some(id)).unwrap() else {
            panic!("a stored review is shown at once");
        };
        assert_eq!(dump(&svc), before, "showing a stored review writes nothing");
        assert_eq!(page.shown, Shown::Private);
        assert!(
            page.text.contains("alice") && page.text.contains("bob"),
            "{}",
            page.text
        );
        assert!(page
            .buttons
            .iter()
            .any(|b| b.id == ButtonId::ReviewShow { game: id, page: 0 }));
        // Show everyone: the same page for the channel, the private one left as it was.
        let shown = svc
            .press(&en("bob"), &ButtonId::ReviewShow { game: id, page: 0 })
            .unwrap();
        assert_eq!(shown.shown, Shown::BesidePressed);
        assert!(shown.buttons.is_empty());
        // A page that does not exist is a bad button, and changes nothing.
        refused(&svc, Refusal::BadButton, || {
            svc.press(&en("bob"), &ButtonId::ReviewPage { game: id, page: 99 })
        });
    }
}

both_services! {
    fn the_news_mention_each_asker_as_their_adapter_wrote_it_whatever_their_id(svc) {
        // The service knows no adapter's id format: the mention each asker's adapter gave (one
        // that is not Discord's here, and none at all) heads the news, and nothing else does.
        svc.set_review_budget(100);
        let id = finished(&svc);
        let mut carol = en("carol");
        carol.user.id = "matrix:@carol:example.org".to_string();
        carol.user.mention = "[carol](https://matrix.to/#/@carol:example.org)".to_string();
        let mut dave = en("dave");
        dave.user.mention = String::new();
        let job = pending(svc.ask_review(&carol, Some(id)).unwrap());
        svc.ask_review(&dave, Some(id)).unwrap();
        let news = compute(&svc, &job);
        let mut texts: Vec<(&str, &str)> = news
            .iter()
            .map(|n| (n.user_id.as_str(), n.reply.text.lines().next().unwrap_or("")))
            .collect();
        texts.sort();
        let ready = format!("the review of game #{id} is ready.");
        assert_eq!(
            texts,
            [
                ("console:dave", ready.as_str()),
                (
                    "matrix:@carol:example.org",
                    format!("[carol](https://matrix.to/#/@carol:example.org), {ready}").as_str()
                ),
            ]
        );
    }
}

both_services! {
    fn every_turning_point_is_a_page_with_its_diagram_and_the_buttons_go_round(svc) {
        svc.set_review_budget(100);
        let id = finished(&svc);
        compute(
            &svc,
            &pending(svc.ask_review(&en("alice"), Some(id)).unwrap()),
        );
        let ReviewAsked::Ready(first) = svc.ask_review(&en("alice"), Some(id)).unwrap() else {
            panic!("stored");
        };
        let pages = first
            .buttons
            .iter()
            .filter(|b| matches!(b.id, ButtonId::ReviewPage { .. }))
            .count();
        if pages == 0 {
            // No turning point: the one page says so.
            assert!(first.text.contains("no turning point"), "{}", first.text);
            return;
        }
        let ButtonId::ReviewPage { page: next, .. } = first.buttons[1].id else {
            panic!("▶ second");
        };
        assert_eq!(next, 1);
        let turned = svc
            .press(&en("alice"), &ButtonId::ReviewPage { game: id, page: 1 })
            .unwrap();
        assert_eq!(turned.shown, Shown::ReplacePressed);
        assert!(turned.text.contains("Turning point 1/"), "{}", turned.text);
        assert!(turned.text.contains("win chance"), "{}", turned.text);
        assert!(turned.png.is_some() && turned.board_text.is_some());
    }
}

both_services! {
    fn a_game_still_in_play_is_not_reviewed_no_help_during_play(svc) {
        let id = challenge(&svc);
        refused(&svc, Refusal::NotStarted(id), || {
            svc.ask_review(&en("alice"), Some(id))
                .map(|_| Reply::default())
        });
        svc.accept(&en("bob"), Some(id)).unwrap();
        svc.play(&en("alice"), "a1", Some(id)).unwrap();
        refused(
            &svc,
            Refusal::Review(ReviewRefusal::NotFinished(id)),
            || {
                svc.ask_review(&en("bob"), Some(id))
                    .map(|_| Reply::default())
            },
        );
        let text = Refusal::Review(ReviewRefusal::NotFinished(id))
            .reply(Lang::Fr)
            .text;
        assert!(text.contains(&format!("#{id}")), "{text}");
    }
}

both_services! {
    fn an_aborted_game_is_not_reviewed_and_the_refusal_says_it_was_aborted(svc) {
        let id = challenge(&svc);
        svc.accept(&en("bob"), Some(id)).unwrap();
        svc.play(&en("alice"), "a1", Some(id)).unwrap();
        svc.abort(&en("bob"), Some(id)).unwrap();
        refused(&svc, Refusal::Review(ReviewRefusal::Aborted(id)), || {
            svc.ask_review(&en("alice"), Some(id))
                .map(|_| Reply::default())
        });
        let text = Refusal::Review(ReviewRefusal::Aborted(id))
            .reply(Lang::En)
            .text;
        assert_eq!(
            text,
            format!("Game #{id} was aborted: it has no result, so there is nothing to review.")
        );
        // A challenge cancelled before it started still says it never started.
        let cancelled = challenge(&svc);
        svc.cancel(&en("alice"), Some(cancelled)).unwrap();
        refused(&svc, Refusal::NotStarted(cancelled), || {
            svc.ask_review(&en("alice"), Some(cancelled))
                .map(|_| Reply::default())
        });
    }
}

both_services! {
    fn without_a_number_the_callers_last_finished_game_is_reviewed(svc) {
        svc.set_review_budget(100);
        let id = finished(&svc);
        let job = pending(svc.ask_review(&en("bob"), None).unwrap());
        assert_eq!(job.game, id);
        refused(&svc, Refusal::Review(ReviewRefusal::NoGame), || {
            svc.ask_review(&en("carol"), None).map(|_| Reply::default())
        });
        // Another server's game is no game at all.
        let elsewhere = Caller {
            guild: Some("other".to_string()),
            ..en("carol")
        };
        refused(&svc, Refusal::NoSuchGame(id), || {
            svc.ask_review(&elsewhere, Some(id))
                .map(|_| Reply::default())
        });
    }
}

both_services! {
    fn a_review_cut_by_a_restart_is_pending_when_the_service_starts_again(svc) {
        svc.set_review_budget(100);
        let id = finished(&svc);
        let job = pending(svc.ask_review(&en("alice"), Some(id)).unwrap());
        // Started, then the process stops: the review is still owed, with its seed.
        drop(svc.reviewer(&job).unwrap());
        let owed = svc.pending_reviews().unwrap();
        assert_eq!(owed, vec![(job.clone(), Some("guild".to_string()))]);
        let news = compute(&svc, &owed[0].0);
        assert_eq!(news.len(), 1, "its asker is still told");
        assert!(svc.pending_reviews().unwrap().is_empty());
    }
}
