use super::*;
use crate::service::tests::{both_clocked, challenge_with, en, refused, service, start, user, T0};
use crate::service::Challenged;

/// `who` plays their first legal move in game `id`.
fn play_one(svc: &Service, who: &str, id: crate::service::GameId) {
    let caller = en(who);
    let moves = svc.suggest_moves(&caller, "", Some(id));
    svc.play(&caller, &moves[0], Some(id)).unwrap();
}

/// The games and recipients of the turn notices claimed now.
fn told(svc: &Service) -> Vec<(crate::service::GameId, String)> {
    svc.turn_notices()
        .unwrap()
        .into_iter()
        .map(|n| (n.game.game, n.to.name))
        .collect()
}

#[test]
fn the_next_digest_is_the_next_time_at_its_hour() {
    let midnight = 1_800_000_000 - 1_800_000_000 % 86_400;
    assert_eq!(next_digest(midnight, 8), midnight + 8 * 3_600);
    assert_eq!(
        next_digest(midnight + 8 * 3_600, 8),
        midnight + 86_400 + 8 * 3_600
    );
    assert_eq!(
        next_digest(midnight + 9 * 3_600, 8),
        midnight + 86_400 + 8 * 3_600
    );
    assert_eq!(next_digest(midnight + 9 * 3_600, 0), midnight + 86_400);
}

#[test]
fn notify_says_the_choice_sets_it_and_refuses_a_digest_without_a_good_hour() {
    let svc = service();
    let alice = en("alice");
    let shown = svc.notify(&alice, None).unwrap();
    assert!(shown.is_private());
    assert!(shown.text.contains("no notices"), "{}", shown.text);
    for hour in [None, Some(24), Some(-1)] {
        refused(&svc, Refusal::NoticeHour, || {
            svc.notify(&alice, Some(NotifyAsked::Digest(hour)))
        });
    }
    svc.notify(&alice, Some(NotifyAsked::Digest(Some(23))))
        .unwrap();
    assert_eq!(
        svc.store().notice_choice("console:alice").unwrap(),
        NoticeChoice::Digest(23)
    );
    let shown = svc.notify(&alice, None).unwrap();
    assert!(shown.text.contains("23:00 UTC"), "{}", shown.text);
    svc.notify(&alice, Some(NotifyAsked::Turn)).unwrap();
    assert_eq!(
        svc.store().notice_choice("console:alice").unwrap(),
        NoticeChoice::Turn
    );
    svc.notify(&alice, Some(NotifyAsked::Off)).unwrap();
    assert_eq!(
        svc.store().notice_choice("console:alice").unwrap(),
        NoticeChoice::Off
    );
}

both_clocked! {
    fn a_turn_is_told_once_and_at_most_once_an_hour_per_game(svc, clock) {
        svc.notify(&en("alice"), Some(NotifyAsked::Turn)).unwrap();
        // Nobody who did not choose is told (bob), nor of a challenge not accepted yet.
        let id = challenge_with(&svc, Challenged::Player(&user("bob")), ClockChoice::Days3);
        assert!(told(&svc).is_empty());
        svc.accept(&en("bob"), Some(id)).unwrap();
        // Bob accepted alice's challenge: her turn, told once.
        assert_eq!(told(&svc), [(id, "alice".to_string())]);
        assert!(told(&svc).is_empty());
        // Her own move and bob's answer within the hour: her turn again, not told yet.
        clock.advance(60);
        play_one(&svc, "alice", id);
        assert!(told(&svc).is_empty(), "in the middle of her turn or bob's");
        play_one(&svc, "bob", id);
        assert!(told(&svc).is_empty(), "within the hour of the last notice");
        // Once the hour is over, the turn still hers: told.
        clock.advance(3_600);
        assert_eq!(told(&svc), [(id, "alice".to_string())]);
        assert!(told(&svc).is_empty());
        // The next turn after more than an hour: told at once.
        play_one(&svc, "alice", id);
        clock.advance(3_601);
        play_one(&svc, "bob", id);
        let notices = svc.turn_notices().unwrap();
        assert_eq!(notices.len(), 1);
        let text = turn_reply(&notices[0], Some("https://link")).text;
        assert!(text.contains(&format!("#{id}")) && text.contains("bob"), "{text}");
        assert!(text.ends_with("\nhttps://link"), "{text}");
    }
}

both_clocked! {
    fn a_live_game_and_a_game_against_the_computer_are_never_told(svc, clock) {
        svc.notify(&en("alice"), Some(NotifyAsked::Turn)).unwrap();
        let live = challenge_with(&svc, Challenged::Player(&user("bob")), ClockChoice::Minutes5);
        svc.accept(&en("bob"), Some(live)).unwrap();
        clock.advance(10);
        assert!(told(&svc).is_empty());
        svc.play_computer(
            &en("alice"),
            crate::games::Variant::Ergo,
            crate::ai::Level::Novice,
            crate::service::First::Me,
        )
        .unwrap();
        assert!(told(&svc).is_empty());
    }
}

both_clocked! {
    fn a_digest_is_sent_once_a_day_at_its_hour_with_the_games_waiting(svc, clock) {
        let id = start(&svc);
        let hour = 9;
        svc.notify(&en("alice"), Some(NotifyAsked::Digest(Some(hour)))).unwrap();
        let due = next_digest(T0, hour as u8);
        assert!(svc.digests().unwrap().is_empty(), "before its hour");
        clock.set(due);
        let digests = svc.digests().unwrap();
        assert_eq!(digests.len(), 1);
        assert_eq!(digests[0].to.name, "alice");
        assert_eq!(digests[0].games.iter().map(|g| g.game).collect::<Vec<_>>(), [id]);
        let text = digest_reply(&digests[0], &[Some("https://link".to_string())]).text;
        assert!(text.contains("One game is waiting") && text.contains("https://link"), "{text}");
        // Not again that day, even an hour later.
        assert!(svc.digests().unwrap().is_empty());
        clock.advance(3_600);
        assert!(svc.digests().unwrap().is_empty());
        // The next day at the same hour: again.
        clock.set(due + 86_400);
        assert_eq!(svc.digests().unwrap().len(), 1);
        // No game waiting for her (her move made): none sent, and none owed later that day.
        play_one(&svc, "alice", id);
        clock.set(due + 2 * 86_400);
        assert!(svc.digests().unwrap().is_empty());
        clock.advance(60);
        assert!(svc.digests().unwrap().is_empty());
    }
}

both_clocked! {
    fn a_refused_player_has_their_notices_off_and_is_told_once(svc, _clock) {
        let alice = en("alice");
        svc.notify(&alice, Some(NotifyAsked::Turn)).unwrap();
        assert_eq!(svc.notices_refusal_note(&alice).unwrap(), None);
        let player = svc.store().find_player("console:alice").unwrap().unwrap().id;
        svc.notices_refused(player).unwrap();
        assert_eq!(svc.store().notice_choice("console:alice").unwrap(), NoticeChoice::Off);
        assert_eq!(svc.notices_refusal_note(&en("bob")).unwrap(), None);
        let note = svc.notices_refusal_note(&crate::service::tests::fr("alice")).unwrap();
        assert!(note.is_some_and(|n| n.contains("/notifier")));
        assert_eq!(svc.notices_refusal_note(&alice).unwrap(), None);
    }
}
