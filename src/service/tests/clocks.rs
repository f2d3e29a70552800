//! Clocks, reminders, loss on time, abort, lapses and draw offers, with a fake clock: no test
//! sleeps.

use std::sync::Arc;

use super::{
    accept_id, both_clocked, challenge, challenge_with, challenged, conflict, deadline, dump, en,
    fr, history, refused, service, status, user, with_rival_write, DAY, T0,
};
use crate::games::{ToAct, Variant};
use crate::i18n::{self, Lang};
use crate::service::buttons::ButtonId;
use crate::service::challenge::{ChallengeOptions, Challenged};
use crate::service::clocks::{reminder_lead, ClockChoice};
use crate::service::replies::{Refusal, Reply};
use crate::service::time::{Clock, FakeClock};
use crate::service::{First, GameId, Service};
use crate::store::clocks::Closed;
use crate::store::{EndCause, Ending, Status, Store};

/// Alice (first) and bob, with `choice`: the started game's id.
fn start_with(svc: &Service, choice: ClockChoice) -> GameId {
    let id = challenge_with(svc, Challenged::Player(&user("bob")), choice);
    svc.accept(&en("bob"), Some(id)).unwrap();
    id
}

/// Plays the first legal action for whoever is to act.
fn play_any(svc: &Service, id: GameId) -> Reply {
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let ToAct::Side(side) = game.to_act() else {
        panic!("nobody to act")
    };
    let mover = record.player(side).name.clone();
    let text = game.legal_move_texts()[0].clone();
    svc.play(&en(&mover), &text, Some(id)).unwrap()
}

fn rating_rows(svc: &Service) -> i64 {
    svc.store().with_db(|c| {
        c.query_one(
            "SELECT COUNT(*) FROM rating_changes",
            crate::store::args![],
            |r| r.get(0),
        )
        .unwrap()
    })
}

both_clocked! {
    fn a_challenge_states_its_clock_and_lapse_and_the_deadline_restarts_with_each_move(svc, clock) {
        let reply = svc
            .challenge(
                &en("alice"),
                Challenged::Player(&user("bob")),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    clock: ClockChoice::Days3,
                    ..ChallengeOptions::default()
                },
            )
            .unwrap();
        assert!(
            reply
                .text
                .ends_with("Clock: 3 days per move. The challenge lapses if unanswered within 7 days."),
            "{}",
            reply.text
        );
        let id = accept_id(&reply);
        assert_eq!(
            deadline(&svc, id),
            Some(T0 + 7 * DAY),
            "the challenge lapses"
        );
        clock.advance(3_600);
        svc.accept(&en("bob"), Some(id)).unwrap();
        assert_eq!(deadline(&svc, id), Some(T0 + 3_600 + 3 * DAY));
        let timing = svc.store().timing(id).unwrap().unwrap();
        assert_eq!(timing.remind_at, Some(T0 + 3_600 + 3 * DAY - 18 * 3_600));
        clock.advance(2 * DAY);
        play_any(&svc, id);
        assert_eq!(deadline(&svc, id), Some(T0 + 3_600 + 5 * DAY));
        // `/games` and the board say how long bob has.
        clock.advance(22 * 3_600);
        let games = svc.games(&en("bob")).unwrap().text;
        assert!(
            games.contains("your turn (black), 2 days 2 h left"),
            "{games}"
        );
        let games = svc.games(&fr("alice")).unwrap().text;
        assert!(games.contains(", il reste 2 jours 2 h"), "{games}");
    }
}

#[test]
fn the_live_clocks_lapse_sooner_and_remind_a_quarter_before() {
    assert_eq!(reminder_lead(ClockChoice::Minutes5.seconds()), 75);
    assert_eq!(reminder_lead(ClockChoice::Minutes15.seconds()), 225);
    assert_eq!(reminder_lead(ClockChoice::Day1.seconds()), 6 * 3_600);
    assert_eq!(
        reminder_lead(ClockChoice::Days14.seconds()),
        DAY,
        "at most a day"
    );
    assert_eq!(reminder_lead(120), 60, "at least a minute");
    assert_eq!(ClockChoice::parse("5m"), Some(ClockChoice::Minutes5));
    assert_eq!(ClockChoice::parse("14d"), Some(ClockChoice::Days14));
    assert_eq!(ClockChoice::parse("2d"), None);
    let svc = service().with_clock(Arc::new(FakeClock::at(T0)));
    let reply = svc
        .challenge(
            &fr("alice"),
            Challenged::Player(&user("bob")),
            Variant::LatrunculiPiso,
            ChallengeOptions {
                first: First::Me,
                clock: ClockChoice::Minutes5,
                ..ChallengeOptions::default()
            },
        )
        .unwrap();
    assert!(
        reply.text.ends_with(
            "Pendule : 5 minutes par coup. Le défi expire sans réponse au bout de 15 minutes."
        ),
        "{}",
        reply.text
    );
    assert_eq!(deadline(&svc, accept_id(&reply)), Some(T0 + 15 * 60));
}

both_clocked! {
    fn an_unanswered_challenge_lapses_once_and_frees_the_pair(svc, clock) {
        let id = challenge(&svc);
        clock.advance(7 * DAY - 1);
        assert!(svc.sweep(100).unwrap().is_empty());
        clock.advance(1);
        let notices = svc.sweep(100).unwrap();
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].reply.text,
            format!("The challenge #{id} from @alice to @bob lapsed unanswered.")
        );
        assert_eq!(notices[0].channel, "chan");
        assert_eq!(status(&svc, id), Status::Cancelled);
        let timing = svc.store().timing(id).unwrap().unwrap();
        assert_eq!(timing.closed, Some(Closed::Lapsed));
        assert_eq!(timing.deadline, None);
        assert!(svc.sweep(100).unwrap().is_empty());
        assert_ne!(challenge(&svc), id, "the pair may challenge again");
    }
}

#[test]
fn a_reminder_comes_once_at_a_quarter_of_the_time_left_even_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let clock = FakeClock::at(T0);
    let svc =
        Service::with_seed(Store::open(&path).unwrap(), 7).with_clock(Arc::new(clock.clone()));
    let id = start_with(&svc, ClockChoice::Day1);
    clock.advance(18 * 3_600 - 1);
    assert!(svc.sweep(100).unwrap().is_empty(), "not yet");
    assert_eq!(svc.next_event().unwrap(), Some(T0 + 18 * 3_600));
    clock.advance(1);
    let notices = svc.sweep(100).unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(
        notices[0].reply.text,
        format!("@alice, your move in game #{id} (Latrunculi (Piso)): 6 h left on your clock.")
    );
    assert_eq!(notices[0].reply.mentions, ["console:alice"]);
    assert!(svc.sweep(100).unwrap().is_empty(), "once");
    assert_eq!(
        svc.next_event().unwrap(),
        Some(T0 + DAY),
        "then the deadline"
    );
    drop(svc);
    // A restarted process on the same database does not remind again.
    let svc =
        Service::with_seed(Store::open(&path).unwrap(), 7).with_clock(Arc::new(clock.clone()));
    clock.advance(3_600);
    assert!(svc.sweep(100).unwrap().is_empty());
    // The next move brings a new reminder for the other side.
    play_any(&svc, id);
    clock.advance(18 * 3_600);
    let notices = svc.sweep(100).unwrap();
    assert_eq!(notices.len(), 1);
    assert!(notices[0].reply.text.starts_with("@bob, your move"));
}

both_clocked! {
    fn the_side_to_act_loses_on_time_rated_and_the_pair_is_free_again(svc, clock) {
        let id = start_with(&svc, ClockChoice::Days3);
        for _ in 0..4 {
            play_any(&svc, id);
        }
        let (record, game) = svc.store().load(id).unwrap().unwrap();
        let ToAct::Side(late) = game.to_act() else {
            panic!()
        };
        let late_name = record.player(late).name.clone();
        let winner_name = record.player(late.other()).name.clone();
        clock.advance(3 * DAY);
        let notices = svc.sweep(100).unwrap();
        assert_eq!(
            notices.len(),
            1,
            "the reminder is skipped once the time is out"
        );
        let reply = &notices[0].reply;
        let side = i18n::side_name(Lang::En, Variant::LatrunculiPiso, late.other());
        assert!(
            reply.text.starts_with(&format!(
                "@{late_name} ran out of time in game #{id}: @{winner_name} ({side}) wins on time."
            )),
            "{}",
            reply.text
        );
        assert!(reply.text.contains("Ratings: "), "{}", reply.text);
        assert!(reply.png.is_some());
        assert!(reply.buttons.iter().any(|b| b.id == ButtonId::Rematch(id)));
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert_eq!(
            record.ending,
            Some(Ending {
                winner: Some(late.other()),
                cause: EndCause::Time
            })
        );
        assert_eq!(rating_rows(&svc), 2, "rated like any other result");
        assert!(svc.sweep(100).unwrap().is_empty(), "applied once");
        assert_eq!(svc.next_event().unwrap(), None);
        // The finished game names the reason in every language.
        let board = svc.board(&fr("alice"), Some(id)).unwrap().text;
        assert!(board.contains("victoire au temps"), "{board}");
        let history = svc.history(&en("alice"), None, None, None).unwrap().text;
        assert!(history.contains("on time"), "{history}");
        assert_ne!(challenge(&svc), id, "the pair may challenge again");
    }
}

both_clocked! {
    fn a_game_without_two_moves_each_is_aborted_by_the_clock_without_a_rating(svc, clock) {
        let id = start_with(&svc, ClockChoice::Day1);
        play_any(&svc, id);
        play_any(&svc, id);
        play_any(&svc, id); // alice 2, bob 1: bob must still make his second move
        clock.advance(DAY);
        let notices = svc.sweep(100).unwrap();
        assert_eq!(notices.len(), 1);
        assert_eq!(
            notices[0].reply.text,
            format!(
                "Game #{id} is aborted: @bob did not move in time before the game really started. \
                 No result, no rating change."
            )
        );
        assert_eq!(status(&svc, id), Status::Cancelled);
        assert_eq!(
            svc.store().timing(id).unwrap().unwrap().closed,
            Some(Closed::Aborted)
        );
        assert_eq!(rating_rows(&svc), 0);
        assert_ne!(challenge(&svc), id);
    }
}

both_clocked! {
    fn either_player_aborts_early_but_not_once_the_game_is_under_way(svc, _clock) {
        let id = start_with(&svc, ClockChoice::Days3);
        play_any(&svc, id);
        refused(&svc, Refusal::NotYourGame(id), || {
            svc.abort(&en("carol"), Some(id))
        });
        let reply = svc.abort(&en("bob"), None).unwrap();
        assert_eq!(
            reply.text,
            format!("@bob aborted game #{id}: no result, no rating change.")
        );
        assert_eq!(status(&svc, id), Status::Cancelled);
        assert_eq!(deadline(&svc, id), None);
        assert_eq!(rating_rows(&svc), 0);

        let id = start_with(&svc, ClockChoice::Days3);
        for _ in 0..4 {
            play_any(&svc, id);
        }
        let before = dump(&svc);
        let reply = svc.abort(&en("alice"), Some(id)).unwrap();
        assert!(reply.is_private());
        assert!(
            reply.text.contains("can no longer be aborted"),
            "{}",
            reply.text
        );
        assert_eq!(dump(&svc), before);
    }
}

/// Puts the game of alice and bob at the point where a move and a timeout race: both sides
/// made two moves, and the clock is past the deadline of the side to act; returns the game, the
/// name of the side to act and one of its legal moves.
fn race_setup(svc: Service, clock: &FakeClock) -> (Arc<Service>, GameId, String, String) {
    let svc = Arc::new(svc);
    let id = start_with(&svc, ClockChoice::Day1);
    for _ in 0..4 {
        play_any(&svc, id);
    }
    clock.advance(DAY);
    let (record, game) = svc.store().load(id).unwrap().unwrap();
    let ToAct::Side(side) = game.to_act() else {
        panic!("an active game with nobody to act")
    };
    let mover = record.player(side).name.clone();
    let text = game.legal_move_texts()[0].clone();
    (svc, id, mover, text)
}

both_clocked! {
    fn a_timeout_that_commits_first_beats_the_move(svc, clock) {
        let (svc, id, mover, text) = race_setup(svc, &clock);
        let moves_before = history(&svc, id).len();
        // Between the move's read and its write, the scheduler times the game out.
        let other = Arc::clone(&svc);
        let played = with_rival_write(
            &svc,
            move || assert_eq!(other.sweep(100).unwrap().len(), 1),
            || svc.play(&en(&mover), &text, Some(id)),
        );
        assert_eq!(played, Err(conflict()));
        assert_eq!(
            history(&svc, id).len(),
            moves_before,
            "the move is not applied"
        );
        let record = svc.store().record(id).unwrap().unwrap();
        assert_eq!(record.ending.map(|e| e.cause), Some(EndCause::Time));
        assert_eq!(rating_rows(&svc), 2);
    }
}

both_clocked! {
    fn a_move_that_commits_first_beats_the_timeout(svc, clock) {
        let (svc, id, mover, text) = race_setup(svc, &clock);
        let moves_before = history(&svc, id).len();
        // Between the sweep's read and its write, the move lands.
        let other = Arc::clone(&svc);
        let swept = with_rival_write(
            &svc,
            move || {
                other.play(&en(&mover), &text, Some(id)).unwrap();
            },
            || svc.sweep(100).unwrap(),
        );
        assert!(swept.is_empty(), "the timeout is not applied");
        assert!(history(&svc, id).len() > moves_before, "the move is");
        assert_eq!(status(&svc, id), Status::Active);
        assert_eq!(
            deadline(&svc, id),
            Some(clock.now() + DAY),
            "and restarted the clock"
        );
        assert_eq!(rating_rows(&svc), 0);
        assert!(svc.sweep(100).unwrap().is_empty());
    }
}

both_clocked! {
    fn a_sweep_works_in_batches_earliest_first(svc, clock) {
        let mut ids = Vec::new();
        for i in 0..5 {
            let opponent = format!("p{i}");
            ids.push(challenged(svc.challenge(
                &en("alice"),
                Challenged::Player(&user(&opponent)),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    ..ChallengeOptions::default()
                },
            )));
            clock.advance(10);
        }
        clock.advance(7 * DAY);
        let first = svc.sweep(2).unwrap();
        assert_eq!(
            first.iter().map(|n| n.game).collect::<Vec<_>>(),
            ids[..2].to_vec()
        );
        let rest = svc.sweep(10).unwrap();
        assert_eq!(
            rest.iter().map(|n| n.game).collect::<Vec<_>>(),
            ids[2..].to_vec()
        );
    }
}

both_clocked! {
    fn a_move_in_one_game_of_a_sweep_spares_that_game_only(svc, clock) {
        let (svc, _, _, _) = race_setup(svc, &clock);
        let mut ids = Vec::new();
        for i in 0..3 {
            let id = challenged(svc.challenge(
                &en("carol"),
                Challenged::Player(&user(&format!("q{i}"))),
                Variant::LatrunculiPiso,
                ChallengeOptions {
                    first: First::Me,
                    clock: ClockChoice::Day1,
                    ..ChallengeOptions::default()
                },
            ));
            svc.accept(&en(&format!("q{i}")), Some(id)).unwrap();
            for _ in 0..4 {
                play_any(&svc, id);
            }
            ids.push(id);
        }
        clock.advance(DAY);
        // The sweep decides all four overdue games (the race game too); before it writes them, a
        // move lands in the second of carol's.
        let other = Arc::clone(&svc);
        let spared = ids[1];
        let notices = with_rival_write(
            &svc,
            move || {
                play_any(&other, spared);
            },
            || svc.sweep(100).unwrap(),
        );
        let decided: Vec<GameId> = notices.iter().map(|n| n.game).collect();
        assert_eq!(decided.len(), 3, "{decided:?}");
        assert!(!decided.contains(&spared));
        for notice in &notices {
            assert!(notice.reply.text.contains("ran out of time"), "{notice:?}");
            assert!(notice.reply.png.is_some(), "the board is drawn");
            assert_eq!(notice.board, None);
            assert_eq!(status(&svc, notice.game), Status::Finished);
        }
        assert_eq!(status(&svc, spared), Status::Active);
        assert_eq!(deadline(&svc, spared), Some(clock.now() + DAY));
        assert_eq!(rating_rows(&svc), 6);
        // Undrawn, the same notices carry no picture until `draw_notice`.
        clock.advance(DAY);
        let undrawn = svc.decide_due(100).unwrap();
        assert_eq!(undrawn.len(), 1);
        assert_eq!(undrawn[0].board, Some(Lang::En));
        assert!(undrawn[0].reply.png.is_none());
        let drawn = svc.draw_notice(undrawn[0].clone());
        assert!(drawn.reply.png.is_some() && drawn.reply.board_text.is_some());
        assert_eq!(drawn.reply.text, undrawn[0].reply.text);
    }
}

/// Issue 30, item 13: every count the clock prints takes the form its number needs, in every
/// language ("moved 1 minutes" was printed).
#[test]
fn durations_take_the_plural_form_of_their_count_in_every_language() {
    use crate::service::clocks::duration_text;
    let expected = [
        (
            Lang::En,
            ["1 minute", "2 minutes", "1 day", "2 days", "1 day 3 h"],
        ),
        (
            Lang::Fr,
            ["1 minute", "2 minutes", "1 jour", "2 jours", "1 jour 3 h"],
        ),
        (
            Lang::It,
            [
                "1 minuto",
                "2 minuti",
                "1 giorno",
                "2 giorni",
                "1 giorno 3 h",
            ],
        ),
        (
            Lang::De,
            ["1 Minute", "2 Minuten", "1 Tag", "2 Tage", "1 Tag 3 h"],
        ),
        (
            Lang::Es,
            ["1 minuto", "2 minutos", "1 día", "2 días", "1 día 3 h"],
        ),
    ];
    let durations = [60, 120, DAY, 2 * DAY, DAY + 3 * 3_600];
    for (lang, texts) in expected {
        for (seconds, text) in durations.iter().zip(texts) {
            assert_eq!(duration_text(lang, *seconds), text, "{lang:?}");
        }
    }
}
