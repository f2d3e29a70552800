//! A tournament's scheduled event: which change it needs at each step of the tournament, made
//! once, the members marked interested pinged at the start, and a server where the bot may not
//! create events told once.

use super::{both_clocked, en};
use crate::games::Variant;
use crate::service::buttons::{ButtonId, TournamentButton};
use crate::service::clocks::ClockChoice;
use crate::service::tournaments::events::{
    EventChange, EventOutcome, EventWork, Interested, PINGS_PER_MESSAGE, ROUND_IN_MOVES,
};
use crate::service::tournaments::{Rights, TournamentId, TournamentOptions};
use crate::service::Service;
use crate::store::tournaments::events::EventState;
use crate::tournament::Format;

/// Where the fake clock starts (`both_clocked!` reads `T0`).
const T0: i64 = 1_790_000_000;

/// Alice creates a Swiss of `rounds` rounds (`None`: from the players) starting `starts` (or
/// when she presses Start); `players` join it.
fn created(
    svc: &Service,
    starts: Option<&str>,
    rounds: Option<u32>,
    players: &[&str],
) -> TournamentId {
    let reply = svc
        .create_tournament(
            &en("alice"),
            &TournamentOptions {
                variant: Variant::LatrunculiPiso,
                format: Format::Swiss,
                rounds,
                clock: ClockChoice::Day1,
                starts: starts.map(str::to_string),
                rated: true,
            },
        )
        .unwrap();
    let id = super::tournaments::announced(&reply);
    for player in players {
        svc.press(
            &en(player),
            &ButtonId::Tournament(TournamentButton::Join, id),
        )
        .unwrap();
    }
    id
}

/// The one event change claimed now, made by the adapter as `outcome` says.
fn one_change(svc: &Service, outcome: EventOutcome) -> EventWork {
    let work = svc.claim_events().unwrap();
    assert_eq!(work.len(), 1, "{work:?}");
    let work = work.into_iter().next().unwrap();
    assert_eq!(svc.event_done(&work, &outcome).unwrap(), None);
    work
}

fn state(svc: &Service, id: TournamentId) -> EventState {
    svc.store().tournament_event(id).unwrap().unwrap().state
}

fn resign_all(svc: &Service, id: TournamentId) {
    let t = svc.store().tournament(id).unwrap().unwrap();
    for p in svc.store().pairings(id).unwrap() {
        if p.round == t.round && p.result.is_none() {
            let game = p.game.expect("a game");
            let record = svc.store().record(game).unwrap().unwrap();
            let caller = super::caller_in(
                &record.players[1].name,
                &record.channel,
                crate::i18n::Lang::En,
            );
            svc.resign(&caller, Some(game)).unwrap();
        }
    }
    svc.decide_tournaments(10).unwrap();
}

both_clocked! {
    fn an_event_is_created_updated_started_and_completed_once_each(svc, clock) {
        let id = created(&svc, Some("in 2h"), None, &[]);
        let created = one_change(&svc, EventOutcome::Done(Some("900".into())));
        let EventChange::Create(details) = &created.change else { panic!("{created:?}") };
        assert_eq!((created.tournament, created.guild.as_deref(), created.channel.as_str()), (id, Some("guild"), "chan"));
        assert_eq!(details.name, format!("T{id} · Swiss · Latrunculi (Piso)"));
        // Up to two players, a Swiss of 1 round by default; ten moves' time a round.
        assert_eq!((details.start, details.end), (T0 + 7_200, T0 + 7_200 + ROUND_IN_MOVES * 86_400));
        assert!(details.description.contains("1 day per move"), "{}", details.description);
        assert_eq!(state(&svc, id), EventState::Scheduled);
        assert!(svc.claim_events().unwrap().is_empty(), "created once");
        // Joins that change nothing it shows send nothing.
        for player in ["bob", "carol"] {
            svc.press(&en(player), &ButtonId::Tournament(TournamentButton::Join, id)).unwrap();
        }
        assert!(svc.claim_events().unwrap().is_empty());
        // A third and a fourth player: three rounds now, so a later end.
        for player in ["dave", "erin"] {
            svc.press(&en(player), &ButtonId::Tournament(TournamentButton::Join, id)).unwrap();
        }
        let updated = one_change(&svc, EventOutcome::Done(None));
        let EventChange::Update(details) = &updated.change else { panic!("{updated:?}") };
        assert!(updated.scheduled());
        assert_eq!(details.end, T0 + 7_200 + 3 * ROUND_IN_MOVES * 86_400);
        clock.advance(7_200);
        assert_eq!(svc.decide_tournaments(10).unwrap().len(), 1, "round 1 paired");
        let started = one_change(&svc, EventOutcome::Done(None));
        assert!(matches!(started.change, EventChange::Start(_)) && started.ping, "{started:?}");
        assert_eq!(state(&svc, id), EventState::Active);
        assert!(svc.claim_events().unwrap().is_empty(), "started once");
        while svc.store().tournament(id).unwrap().unwrap().status == crate::store::tournaments::TournamentStatus::Running {
            resign_all(&svc, id);
        }
        let completed = one_change(&svc, EventOutcome::Done(None));
        assert_eq!(completed.change, EventChange::Complete);
        assert_eq!(state(&svc, id), EventState::Completed);
        assert!(svc.claim_events().unwrap().is_empty(), "final");
        assert_eq!(svc.store().tournament_event(id).unwrap().unwrap().event.as_deref(), Some("900"));
    }
}

both_clocked! {
    fn a_tournament_without_a_planned_start_has_no_event(svc, _clock) {
        let id = created(&svc, None, Some(1), &["bob", "carol"]);
        assert!(svc.store().tournament_event(id).unwrap().is_none());
        svc.start_tournament(&en("alice"), Some(id), Rights::default(), false).unwrap();
        svc.decide_tournaments(10).unwrap();
        assert!(svc.claim_events().unwrap().is_empty());
    }
}

both_clocked! {
    fn a_cancel_before_the_start_cancels_the_event_and_one_after_completes_it(svc, clock) {
        let before = created(&svc, Some("in 2h"), Some(1), &["bob", "carol"]);
        one_change(&svc, EventOutcome::Done(Some("1".into())));
        svc.cancel_tournament(&en("alice"), Some(before), Rights::default(), false).unwrap();
        assert_eq!(one_change(&svc, EventOutcome::Done(None)).change, EventChange::Cancel);
        assert_eq!(state(&svc, before), EventState::Canceled);

        let after = created(&svc, Some("in 3h"), Some(1), &["bob", "carol"]);
        one_change(&svc, EventOutcome::Done(Some("2".into())));
        clock.advance(3 * 3_600);
        svc.decide_tournaments(10).unwrap();
        assert!(matches!(one_change(&svc, EventOutcome::Done(None)).change, EventChange::Start(_)));
        svc.cancel_tournament(&en("alice"), Some(after), Rights::default(), false).unwrap();
        // ACTIVE → CANCELED is not allowed: the event is completed.
        assert_eq!(one_change(&svc, EventOutcome::Done(None)).change, EventChange::Complete);
        assert_eq!(state(&svc, after), EventState::Completed);

        // Cancelled before its event was made: none is.
        let never = created(&svc, Some("in 5h"), Some(1), &[]);
        svc.cancel_tournament(&en("alice"), Some(never), Rights::default(), false).unwrap();
        assert!(svc.claim_events().unwrap().is_empty());
        assert_eq!(state(&svc, never), EventState::None);
    }
}

both_clocked! {
    fn a_failure_is_tried_again_and_a_refusal_is_said_once_and_never_tried_again(svc, _clock) {
        let id = created(&svc, Some("in 2h"), Some(1), &[]);
        let work = svc.claim_events().unwrap();
        assert_eq!(work.len(), 1);
        assert!(svc.claim_events().unwrap().is_empty(), "claimed: no other process takes it");
        assert_eq!(svc.event_done(&work[0], &EventOutcome::Failed).unwrap(), None);
        let again = svc.claim_events().unwrap();
        assert_eq!(again.len(), 1, "tried again");
        let said = svc.event_done(&again[0], &EventOutcome::NotAllowed).unwrap().expect("said");
        assert!(said.text.contains(&format!("T{id}")) && said.text.contains("Create Events"), "{}", said.text);
        assert_eq!(state(&svc, id), EventState::Refused);
        svc.press(&en("bob"), &ButtonId::Tournament(TournamentButton::Join, id)).unwrap();
        assert!(svc.claim_events().unwrap().is_empty(), "never tried again");
    }
}

both_clocked! {
    fn the_interested_who_are_not_playing_are_pinged_in_batches(svc, _clock) {
        let id = created(&svc, Some("in 2h"), Some(1), &["bob", "carol"]);
        let mut interested: Vec<Interested> = (0..2 * PINGS_PER_MESSAGE + 3)
            .map(|n| Interested { id: format!("console:fan{n}"), mention: format!("@fan{n}") })
            .collect();
        // A player (pinged by their game) and a member listed twice.
        interested.push(Interested { id: "console:bob".into(), mention: "@bob".into() });
        interested.push(interested[0].clone());
        let pings = svc.event_pings(id, &interested).unwrap();
        assert_eq!(pings.iter().map(|r| r.mentions.len()).collect::<Vec<_>>(), [PINGS_PER_MESSAGE, PINGS_PER_MESSAGE, 3]);
        for reply in &pings {
            for who in &reply.mentions {
                let mention = format!("@{}", who.trim_start_matches("console:"));
                assert!(reply.text.contains(&mention), "{}", reply.text);
            }
            assert!(reply.text.chars().count() <= 2_000);
        }
        assert!(pings.iter().all(|r| !r.mentions.contains(&"console:bob".to_string())));
    }
}
