use std::sync::{Arc, Barrier};

use super::{both_clocked, caller_in, en, refused, with_rival_write};
use crate::games::Variant;
use crate::i18n::Lang;
use crate::service::buttons::{ButtonId, TournamentButton};
use crate::service::clocks::ClockChoice;
use crate::service::errors::{Failure, ServiceError};
use crate::service::replies::{Refusal, Reply};
use crate::service::tournaments::{
    parse_start, Rights, TournamentId, TournamentNotice, TournamentOptions, TournamentRefusal,
    MAX_START_AHEAD,
};
use crate::service::{Caller, GameId, Service};
use crate::store::tournaments::TournamentStatus;
use crate::store::Status;
use crate::tournament::Format;

/// Where the fake clock starts (`both_clocked!` reads `T0`).
const T0: i64 = 1_790_000_000;

fn options(format: Format, rounds: Option<u32>) -> TournamentOptions {
    TournamentOptions {
        variant: Variant::LatrunculiPiso,
        format,
        rounds,
        clock: ClockChoice::Day1,
        starts: None,
        rated: true,
    }
}

/// The tournament an announcement is about (read from its Join button).
pub(super) fn announced(reply: &Reply) -> TournamentId {
    reply
        .buttons
        .iter()
        .find_map(|b| match b.id {
            ButtonId::Tournament(_, id) => Some(id),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no tournament button under {reply:?}"))
}

/// Alice creates a tournament; `players` join it (alice is not playing unless named).
fn tournament(
    svc: &Service,
    format: Format,
    rounds: Option<u32>,
    players: &[&str],
) -> TournamentId {
    let id = announced(
        &svc.create_tournament(&en("alice"), &options(format, rounds))
            .unwrap(),
    );
    for player in players {
        svc.press(
            &en(player),
            &ButtonId::Tournament(TournamentButton::Join, id),
        )
        .unwrap();
    }
    id
}

fn start(svc: &Service, id: TournamentId) -> Vec<TournamentNotice> {
    svc.start_tournament(&en("alice"), Some(id), Rights::default(), false)
        .unwrap();
    svc.decide_tournaments(10).unwrap()
}

/// Ends every game of the current round of `id` that is still played: the first side wins
/// (its opponent resigns) on odd boards, the second side on even boards.
fn finish_round(svc: &Service, id: TournamentId) -> Vec<TournamentNotice> {
    let t = svc.store().tournament(id).unwrap().unwrap();
    for p in svc.store().pairings(id).unwrap() {
        if p.round != t.round || p.result.is_some() {
            continue;
        }
        let game = p.game.expect("a game");
        let record = svc.store().record(game).unwrap().unwrap();
        let loser = if p.board % 2 == 1 { 1 } else { 0 };
        let name = record.players[loser].name.clone();
        let caller = caller_in(&name, &record.channel, Lang::En);
        svc.resign(&caller, Some(game)).unwrap();
    }
    svc.decide_tournaments(10).unwrap()
}

fn round_of(
    svc: &Service,
    id: TournamentId,
    round: u32,
) -> Vec<crate::store::tournaments::PairingRecord> {
    svc.store()
        .pairings(id)
        .unwrap()
        .into_iter()
        .filter(|p| p.round == round)
        .collect()
}

both_clocked! {
    fn a_swiss_of_five_runs_three_rounds_by_itself_to_its_podium(svc, _clock) {
        let id = tournament(
            &svc,
            Format::Swiss,
            Some(3),
            &["bob", "carol", "dave", "erin", "fay"],
        );
        let notices = start(&svc, id);
        assert_eq!(notices.len(), 1, "round 1 is announced once");
        let first = &notices[0];
        assert_eq!(first.games.len(), 2, "five players: two games and a bye");
        assert!(
            first.reply.text.contains("round 1 of 3"),
            "{}",
            first.reply.text
        );
        assert!(first.reply.png.is_some(), "the pairings as a picture");
        for game in &first.games {
            assert!(
                game.thread_name.starts_with("R1 · "),
                "{}",
                game.thread_name
            );
            assert_eq!(game.reply.mentions.len(), 2, "each game pings its pair");
            assert!(game.reply.png.is_some());
        }
        // Nothing more is due until a game ends.
        assert!(svc.decide_tournaments(10).unwrap().is_empty());
        let round1 = round_of(&svc, id, 1);
        assert_eq!(round1.iter().filter(|p| p.second.is_none()).count(), 1);

        let second = finish_round(&svc, id);
        assert_eq!(second.len(), 1);
        assert!(second[0].reply.text.contains("round 2 of 3"));
        let third = finish_round(&svc, id);
        assert!(third[0].reply.text.contains("round 3 of 3"));
        // Nobody has two byes, nobody meets the same player twice.
        let pairings = svc.store().pairings(id).unwrap();
        let mut byes: Vec<_> = pairings
            .iter()
            .filter(|p| p.second.is_none())
            .map(|p| p.first)
            .collect();
        byes.sort_unstable();
        byes.dedup();
        assert_eq!(byes.len(), 3);
        let mut met = std::collections::HashSet::new();
        for p in pairings
            .iter()
            .filter_map(|p| p.second.map(|s| (p.first.min(s), p.first.max(s))))
        {
            assert!(met.insert(p), "a rematch: {p:?}");
        }

        let last = finish_round(&svc, id);
        assert_eq!(last.len(), 1, "the end is announced once");
        assert!(
            last[0].reply.text.contains("is over"),
            "{}",
            last[0].reply.text
        );
        assert!(
            last[0].reply.png.is_some(),
            "the final standings as a picture"
        );
        assert_eq!(last[0].reply.mentions.len(), 3, "the podium is pinged");
        let t = svc.store().tournament(id).unwrap().unwrap();
        assert_eq!(t.status, TournamentStatus::Finished);
        let winner = t.winner.unwrap();
        assert_eq!(svc.store().tournaments_won(winner).unwrap().len(), 1);
        assert!(svc.decide_tournaments(10).unwrap().is_empty());
        // The standings stay readable after the end, with the text for the console.
        let standings = svc.tournament_standings(&en("zoe"), Some(id)).unwrap();
        assert!(standings.png.is_some());
        // Its alt text says every row, each cell named by its column.
        let rows: Vec<&str> = standings.alt.lines().filter(|l| l.contains(": ")).collect();
        assert!(rows.len() >= 3, "{}", standings.alt);
        assert!(rows.iter().all(|l| l.contains(", ")), "{}", standings.alt);
        assert_eq!(standings.board_text.unwrap().lines().count(), 5);
    }
}

both_clocked! {
    fn a_round_robin_of_four_has_everyone_meet_everyone_once(svc, _clock) {
        let id = tournament(
            &svc,
            Format::RoundRobin,
            None,
            &["bob", "carol", "dave", "erin"],
        );
        start(&svc, id);
        finish_round(&svc, id);
        finish_round(&svc, id);
        let end = finish_round(&svc, id);
        assert!(end[0].reply.text.contains("is over"));
        let pairings = svc.store().pairings(id).unwrap();
        assert_eq!(pairings.len(), 6);
        let mut met: Vec<_> = pairings
            .iter()
            .map(|p| {
                let s = p.second.unwrap();
                (p.first.min(s), p.first.max(s))
            })
            .collect();
        met.sort_unstable();
        met.dedup();
        assert_eq!(met.len(), 6);
    }
}

/// Two processes on one SQLite file, and two on one PostgreSQL database (two hosts).
mod a_round_is_paired_once_by_two_processes_on_one_database {
    use super::*;

    #[test]
    fn sqlite() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        two_processes_pair_a_round_once(
            Service::open(&path).unwrap(),
            Service::open(&path).unwrap(),
        );
    }

    #[cfg(feature = "postgres")]
    #[test]
    fn postgres() {
        let Some(cluster) = crate::store::pg::cluster::Cluster::shared() else {
            return;
        };
        let url = cluster.database();
        let open = || Service::with_seed(crate::store::Store::open_postgres(&url).unwrap(), 7);
        two_processes_pair_a_round_once(open(), open());
    }
}

fn two_processes_pair_a_round_once(a: Service, b: Service) {
    let id = tournament(
        &a,
        Format::Swiss,
        Some(2),
        &["bob", "carol", "dave", "erin"],
    );
    a.start_tournament(&en("alice"), Some(id), Rights::default(), false)
        .unwrap();
    let barrier = Arc::new(Barrier::new(2));
    let (a, b) = (Arc::new(a), Arc::new(b));
    let handles: Vec<_> = [a.clone(), b.clone()]
        .into_iter()
        .map(|svc| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                svc.decide_tournaments(10).unwrap().len()
            })
        })
        .collect();
    let posted: usize = handles.into_iter().map(|h| h.join().unwrap()).sum();
    assert_eq!(posted, 1, "one of the two announces round 1");
    assert_eq!(a.store().pairings(id).unwrap().len(), 2);
    let games: i64 = a.store().with_db(|c| {
        c.query_one(
            "SELECT COUNT(*) FROM games WHERE tournament_id = ?1",
            crate::store::args![id],
            |r| r.get(0),
        )
        .unwrap()
    });
    assert_eq!(games, 2, "two games, not four");
}

both_clocked! {
    fn a_late_entry_joins_round_two_with_no_points_and_a_leaver_is_not_paired_again(svc, _clock) {
        let id = tournament(
            &svc,
            Format::Swiss,
            Some(3),
            &["bob", "carol", "dave", "erin"],
        );
        start(&svc, id);
        // Late: during round 1.
        let joined = svc.join_tournament(&en("fay"), Some(id), false).unwrap();
        assert!(joined.is_private());
        let fay = svc.store().find_player("console:fay").unwrap().unwrap().id;
        finish_round(&svc, id);
        assert!(round_of(&svc, id, 2)
            .iter()
            .any(|p| p.first == fay || p.second == Some(fay)));
        // Too late now.
        refused(&svc, TournamentRefusal::EntriesClosed(id), || {
            svc.join_tournament(&en("gus"), Some(id), false)
        });
        // Bob leaves during round 2: his game is resigned, and round 3 goes on without him.
        let bob = svc.store().find_player("console:bob").unwrap().unwrap().id;
        let bobs_game = round_of(&svc, id, 2)
            .into_iter()
            .find(|p| p.first == bob || p.second == Some(bob))
            .and_then(|p| p.game);
        let left = svc.leave_tournament(&en("bob"), Some(id), false).unwrap();
        if let Some(game) = bobs_game {
            assert!(left.text.contains("resigned"), "{}", left.text);
            let record = svc.store().record(game).unwrap().unwrap();
            assert_eq!(record.status, Status::Finished);
        }
        finish_round(&svc, id);
        assert!(round_of(&svc, id, 3)
            .iter()
            .all(|p| p.first != bob && p.second != Some(bob)));
        // Bob keeps his results in the standings, marked as gone.
        let standings = svc.tournament_standings(&en("zoe"), Some(id)).unwrap();
        assert!(standings.board_text.unwrap().contains("bob"));
    }
}

both_clocked! {
    fn bad_requests_are_refused_in_one_line_and_change_nothing(svc, _clock) {
        let id = tournament(&svc, Format::Swiss, Some(5), &["bob", "carol"]);
        refused(&svc, TournamentRefusal::AlreadyIn(id), || {
            svc.press(
                &en("bob"),
                &ButtonId::Tournament(TournamentButton::Join, id),
            )
        });
        refused(&svc, TournamentRefusal::NotDirector(id), || {
            svc.press(
                &en("bob"),
                &ButtonId::Tournament(TournamentButton::Start, id),
            )
        });
        refused(&svc, TournamentRefusal::NotDirector(id), || {
            svc.press(
                &en("zoe"),
                &ButtonId::Tournament(TournamentButton::Cancel, id),
            )
        });
        // Two players for a Swiss of five rounds.
        refused(
            &svc,
            TournamentRefusal::TooFew {
                id,
                players: 2,
                needed: 6,
            },
            || svc.start_tournament(&en("alice"), Some(id), Rights::default(), false),
        );
        // Another server's tournament does not exist here.
        let elsewhere = Caller {
            guild: Some("other".into()),
            ..en("bob")
        };
        refused(&svc, TournamentRefusal::NoSuch(id), || {
            svc.join_tournament(&elsewhere, Some(id), false)
        });
        refused(&svc, TournamentRefusal::PastTime, || {
            svc.create_tournament(
                &en("alice"),
                &TournamentOptions {
                    starts: Some("2020-01-01 10:00".into()),
                    ..options(Format::Swiss, None)
                },
            )
        });
        refused(
            &svc,
            TournamentRefusal::BadTime("next tuesday".into()),
            || {
                svc.create_tournament(
                    &en("alice"),
                    &TournamentOptions {
                        starts: Some("next tuesday".into()),
                        ..options(Format::Swiss, None)
                    },
                )
            },
        );
        refused(&svc, TournamentRefusal::RoundsOfRoundRobin, || {
            svc.create_tournament(&en("alice"), &options(Format::RoundRobin, Some(3)))
        });
        refused(&svc, TournamentRefusal::BadRounds, || {
            svc.create_tournament(&en("alice"), &options(Format::Swiss, Some(21)))
        });
        // A round robin takes twelve players.
        let rr = tournament(&svc, Format::RoundRobin, None, &[]);
        for i in 0..12 {
            svc.join_tournament(&en(&format!("p{i}")), Some(rr), false)
                .unwrap();
        }
        refused(&svc, TournamentRefusal::Full(rr, 12), || {
            svc.join_tournament(&en("p12"), Some(rr), false)
        });
        // A manager may cancel anyone's tournament; then it takes nobody.
        svc.cancel_tournament(
            &en("zoe"),
            Some(id),
            Rights {
                manage_server: true,
            },
            false,
        )
        .unwrap();
        refused(&svc, TournamentRefusal::Over(id), || {
            svc.join_tournament(&en("dave"), Some(id), false)
        });
    }
}

both_clocked! {
    fn a_tournament_game_is_never_aborted_and_a_player_who_does_not_move_loses_on_time(svc, clock) {
        let id = tournament(&svc, Format::Swiss, Some(1), &["bob", "carol"]);
        start(&svc, id);
        let game = round_of(&svc, id, 1)[0].game.unwrap();
        let record = svc.store().record(game).unwrap().unwrap();
        let caller = caller_in(&record.players[0].name, &record.channel, Lang::En);
        refused(&svc, TournamentRefusal::NoAbort(game), || {
            svc.abort(&caller, Some(game))
        });
        clock.advance(86_400 + 1);
        svc.sweep(10).unwrap();
        let record = svc.store().record(game).unwrap().unwrap();
        assert_eq!(record.status, Status::Finished, "lost on time, not aborted");
        let end = svc.decide_tournaments(10).unwrap();
        assert!(end[0].reply.text.contains("is over"));
    }
}

both_clocked! {
    fn a_planned_start_without_enough_players_cancels_the_tournament_and_says_why(svc, clock) {
        let reply = svc
            .create_tournament(
                &en("alice"),
                &TournamentOptions {
                    starts: Some("in 2h".into()),
                    ..options(Format::Swiss, None)
                },
            )
            .unwrap();
        assert!(
            reply.text.contains(&format!("<t:{}:F>", T0 + 7_200)),
            "{}",
            reply.text
        );
        let id = announced(&reply);
        svc.join_tournament(&en("bob"), Some(id), false).unwrap();
        assert!(svc.decide_tournaments(10).unwrap().is_empty(), "not yet");
        clock.advance(7_200);
        let notices = svc.decide_tournaments(10).unwrap();
        assert_eq!(notices.len(), 1);
        assert!(
            notices[0].reply.text.contains("could not start"),
            "{}",
            notices[0].reply.text
        );
        assert_eq!(
            svc.store().tournament(id).unwrap().unwrap().status,
            TournamentStatus::Cancelled
        );
    }
}

#[test]
fn start_times_are_read_as_durations_or_utc_dates_with_an_offset() {
    let now = 1_764_000_000; // 2025-11-24 16:00 UTC
    assert_eq!(parse_start("in 2h", now), Ok(now + 7_200));
    assert_eq!(parse_start("90m", now), Ok(now + 5_400));
    assert_eq!(parse_start("2025-11-24 18:00", now), Ok(now + 7_200));
    assert_eq!(parse_start("2025-11-24 18:00 +01:00", now), Ok(now + 3_600));
    assert_eq!(parse_start("2025-11-24T18:00 UTC", now), Ok(now + 7_200));
    // The zone spelled out after a space, as the refusal suggests (its `T` is no date's `T`).
    for zone in ["UTC", "utc", "GMT", "Z"] {
        assert_eq!(
            parse_start(&format!("2025-11-24 18:00 {zone}"), now),
            Ok(now + 7_200),
            "{zone}"
        );
    }
    assert_eq!(
        parse_start("2025-11-24 10:00", now),
        Err(TournamentRefusal::PastTime)
    );
    assert_eq!(
        parse_start("in 100d", now),
        Err(TournamentRefusal::TooFarAhead)
    );
    assert_eq!(parse_start("in 90d", now), Ok(now + MAX_START_AHEAD));
    for bad in [
        "tomorrow",
        "2025-13-01 10:00",
        "2025-11-24 18:00 +25:00",
        "",
    ] {
        assert!(
            matches!(parse_start(bad, now), Err(TournamentRefusal::BadTime(_))),
            "{bad}"
        );
    }
}

/// The second player of `game` resigns it.
fn resign_in(svc: &Service, game: GameId) {
    let record = svc.store().record(game).unwrap().unwrap();
    let caller = caller_in(&record.players[1].name, &record.channel, Lang::En);
    svc.resign(&caller, Some(game)).unwrap();
}

fn games_of_round(svc: &Service, id: TournamentId, round: u32) -> Vec<GameId> {
    round_of(svc, id, round)
        .iter()
        .filter_map(|p| p.game)
        .collect()
}

fn status_of(svc: &Service, id: TournamentId) -> TournamentStatus {
    svc.store().tournament(id).unwrap().unwrap().status
}

both_clocked! {
    fn a_cancelled_tournaments_games_go_on_as_ordinary_games(svc, clock) {
        let id = tournament(
            &svc,
            Format::Swiss,
            Some(3),
            &["bob", "carol", "dave", "erin"],
        );
        start(&svc, id);
        let games = games_of_round(&svc, id, 1);
        assert_eq!(games.len(), 2);
        svc.cancel_tournament(&en("alice"), Some(id), Rights::default(), false)
            .unwrap();
        // Either player may abort a game in which a side has made fewer than two moves.
        let record = svc.store().record(games[0]).unwrap().unwrap();
        let caller = caller_in(&record.players[0].name, &record.channel, Lang::En);
        let aborted = svc.abort(&caller, Some(games[0])).unwrap();
        assert!(aborted.text.contains("aborted"), "{}", aborted.text);
        // On time, a game in which a side has not made two moves is aborted, not lost.
        clock.advance(86_400 + 1);
        svc.sweep(10).unwrap();
        let record = svc.store().record(games[1]).unwrap().unwrap();
        assert_eq!(record.status, Status::Cancelled, "aborted on time, not lost");
        // The tournament counts neither: no result in its round, no next round, no podium.
        assert!(round_of(&svc, id, 1).iter().all(|p| p.result.is_none()));
        assert!(svc.decide_tournaments(10).unwrap().is_empty());
        assert!(round_of(&svc, id, 2).is_empty());
        assert_eq!(status_of(&svc, id), TournamentStatus::Cancelled);
    }
}

both_clocked! {
    fn a_cancel_and_the_pairing_of_the_next_round_are_ordered(svc, _clock) {
        let svc = Arc::new(svc);
        let cancel = |svc: &Service, id| {
            svc.cancel_tournament(&en("alice"), Some(id), Rights::default(), false)
        };
        // The round's last game ends between the cancel's read and its write: the cancel wins
        // all the same (it was asked for), and no next round is paired.
        let id = tournament(&svc, Format::Swiss, Some(3), &["bob", "carol", "dave", "erin"]);
        start(&svc, id);
        let games = games_of_round(&svc, id, 1);
        resign_in(&svc, games[0]);
        let rival = svc.clone();
        let last = games[1];
        let cancelled = with_rival_write(&svc, move || resign_in(&rival, last), || cancel(&svc, id));
        assert!(cancelled.is_ok(), "{cancelled:?}");
        assert_eq!(status_of(&svc, id), TournamentStatus::Cancelled);
        assert!(svc.decide_tournaments(10).unwrap().is_empty());
        assert!(round_of(&svc, id, 2).is_empty(), "no round after the cancel");

        // The director read the finished round, then the cancel landed: its pairing is refused.
        let id = tournament(&svc, Format::Swiss, Some(3), &["fay", "gus", "hal", "ivy"]);
        start(&svc, id);
        for game in games_of_round(&svc, id, 1) {
            resign_in(&svc, game);
        }
        let rival = svc.clone();
        let posted = with_rival_write(
            &svc,
            move || {
                cancel(&rival, id).unwrap();
            },
            || svc.decide_tournaments(10).unwrap(),
        );
        assert!(posted.is_empty(), "{posted:?}");
        assert!(round_of(&svc, id, 2).is_empty());

        // The pairing first, then the cancel: the cancel sees the new round, whose games are
        // then ordinary games (abortable, counted for nothing in the tournament).
        let id = tournament(&svc, Format::Swiss, Some(3), &["jo", "kim", "lee", "max"]);
        start(&svc, id);
        for game in games_of_round(&svc, id, 1) {
            resign_in(&svc, game);
        }
        assert_eq!(svc.decide_tournaments(10).unwrap().len(), 1);
        cancel(&svc, id).unwrap();
        let game = games_of_round(&svc, id, 2)[0];
        let record = svc.store().record(game).unwrap().unwrap();
        assert_eq!(record.tournament, None, "an ordinary game now");
        let caller = caller_in(&record.players[0].name, &record.channel, Lang::En);
        assert!(svc.abort(&caller, Some(game)).is_ok());
    }
}

/// Two processes whose clocks are five minutes apart, on one SQLite file and on one PostgreSQL
/// database: the creator presses Start on both.
mod two_starts_by_processes_whose_clocks_differ_start_the_tournament_once {
    use super::*;
    use crate::service::time::FakeClock;

    #[test]
    fn sqlite() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let open = |at| {
            Service::open(&path)
                .unwrap()
                .with_clock(Arc::new(FakeClock::at(at)))
        };
        two_starts_with_clocks_apart(open(T0), open(T0 + 300));
    }

    #[cfg(feature = "postgres")]
    #[test]
    fn postgres() {
        let Some(cluster) = crate::store::pg::cluster::Cluster::shared() else {
            return;
        };
        let url = cluster.database();
        let open = |at| {
            Service::with_seed(crate::store::Store::open_postgres(&url).unwrap(), 7)
                .with_clock(Arc::new(FakeClock::at(at)))
        };
        two_starts_with_clocks_apart(open(T0), open(T0 + 300));
    }
}

fn two_starts_with_clocks_apart(slow: Service, fast: Service) {
    let id = tournament(
        &slow,
        Format::Swiss,
        Some(2),
        &["bob", "carol", "dave", "erin"],
    );
    let start =
        |svc: &Service| svc.start_tournament(&en("alice"), Some(id), Rights::default(), false);
    start(&slow).unwrap();
    // The slow process's sweep finds the tournament due; the fast one's Start lands; then the
    // slow sweep decides it.
    let second = start(&fast);
    let mut posted = usize::from(slow.decide_one(id, slow.now()).unwrap());
    posted += fast.decide_tournaments(10).unwrap().len();
    posted += slow.decide_tournaments(10).unwrap().len();
    assert_eq!(posted, 1, "round 1 is paired once (not never)");
    let t = slow.store().tournament(id).unwrap().unwrap();
    assert_eq!((t.status, t.round), (TournamentStatus::Running, 1));
    // One start: the second press is told it is under way.
    match second {
        Err(ServiceError::Refused(Refusal::Tournament(TournamentRefusal::AlreadyStarted(t)))) => {
            assert_eq!(t, id)
        }
        other => panic!("the second Start: {other:?}"),
    }
}

both_clocked! {
    fn a_start_that_loses_the_race_to_the_pairing_says_it_started(svc, _clock) {
        let svc = Arc::new(svc);
        let id = tournament(&svc, Format::Swiss, Some(2), &["bob", "carol", "dave", "erin"]);
        // Another Start and round 1's pairing land between this Start's read and its write.
        let rival = svc.clone();
        let second = with_rival_write(
            &svc,
            move || {
                rival
                    .start_tournament(&en("alice"), Some(id), Rights::default(), false)
                    .unwrap();
                assert_eq!(rival.decide_tournaments(10).unwrap().len(), 1);
            },
            || svc.start_tournament(&en("alice"), Some(id), Rights::default(), false),
        );
        match second {
            Err(ServiceError::Refused(Refusal::Tournament(TournamentRefusal::AlreadyStarted(
                t,
            )))) => assert_eq!(t, id),
            other => panic!("the second Start: {other:?}"),
        }
        assert_eq!(round_of(&svc, id, 1).len(), 2);
    }
}

both_clocked! {
    fn a_sweep_that_loses_the_race_to_pair_a_round_is_no_error(svc, _clock) {
        let svc = Arc::new(svc);
        let id = tournament(&svc, Format::Swiss, Some(3), &["bob", "carol", "dave", "erin"]);
        start(&svc, id);
        for game in games_of_round(&svc, id, 1) {
            resign_in(&svc, game);
        }
        // Another process's sweep pairs round 2 after this one read the tournament.
        let rival = svc.clone();
        let decided = with_rival_write(
            &svc,
            move || assert_eq!(rival.decide_tournaments(10).unwrap().len(), 1),
            || svc.decide_one(id, svc.now()),
        );
        match decided {
            Err(ServiceError::Failed(Failure::Conflict)) => {}
            other => panic!("a lost race, not {other:?}"),
        }
        assert_eq!(round_of(&svc, id, 2).len(), 2);
        assert!(round_of(&svc, id, 3).is_empty());
    }
}

both_clocked! {
    fn standings_before_the_start_say_it_has_not_started(svc, _clock) {
        let id = tournament(&svc, Format::Swiss, Some(2), &["bob", "carol", "dave"]);
        for named in [None, Some(id)] {
            refused(&svc, TournamentRefusal::NotStarted(id), || {
                svc.tournament_standings(&en("bob"), named)
            });
        }
    }
}

both_clocked! {
    fn the_list_and_show_count_the_same_players(svc, _clock) {
        let id = tournament(&svc, Format::Swiss, Some(3), &["bob", "carol", "dave", "erin"]);
        start(&svc, id);
        svc.leave_tournament(&en("bob"), Some(id), false).unwrap();
        let show = svc.show_tournament(&en("zoe"), Some(id)).unwrap().text;
        let list = svc
            .list_tournaments(&en("zoe"), crate::service::commands::CommandNames::Localized)
            .unwrap()
            .text;
        assert!(show.contains("Players (3)"), "{show}");
        assert!(list.contains(" 3 players "), "{list}");
    }
}

both_clocked! {
    fn a_late_entrant_who_leaves_before_playing_may_join_again(svc, _clock) {
        let id = tournament(&svc, Format::Swiss, Some(3), &["bob", "carol", "dave", "erin"]);
        start(&svc, id);
        // Fay enters late (for round 2), thinks better of it, then comes back.
        svc.join_tournament(&en("fay"), Some(id), false).unwrap();
        svc.leave_tournament(&en("fay"), Some(id), false).unwrap();
        svc.join_tournament(&en("fay"), Some(id), false).unwrap();
        // Who leaves after playing does not come back, and is told so (not "already in").
        svc.leave_tournament(&en("bob"), Some(id), false).unwrap();
        refused(&svc, TournamentRefusal::Left(id), || {
            svc.join_tournament(&en("bob"), Some(id), false)
        });
        finish_round(&svc, id);
        let fay = svc.store().find_player("console:fay").unwrap().unwrap().id;
        assert!(round_of(&svc, id, 2)
            .iter()
            .any(|p| p.first == fay || p.second == Some(fay)));
    }
}

both_clocked! {
    fn a_player_ranked_below_the_pictures_rows_finds_their_own_row_in_it(svc, _clock) {
        let players: Vec<String> = (0..40).map(|i| format!("p{i:02}")).collect();
        let names: Vec<&str> = players.iter().map(String::as_str).collect();
        let id = tournament(&svc, Format::Swiss, Some(3), &names);
        start(&svc, id);
        finish_round(&svc, id);
        let t = svc.store().tournament(id).unwrap().unwrap();
        let standings = svc.tournament_standings(&en("zoe"), Some(id)).unwrap();
        let last = standings
            .board_text
            .unwrap()
            .lines()
            .last()
            .and_then(|l| l.split_whitespace().nth(1).map(str::to_string))
            .unwrap();
        let picture = svc.standings_picture(&en(&last), &t).unwrap();
        assert!(picture.rows.len() <= 32, "{}", picture.rows.len());
        assert!(
            picture.rows.iter().any(|r| r.cells[1].text == last),
            "{last} is not among the rows"
        );
        assert!(picture.footer.is_some(), "the others are counted");
        // Someone who is not playing sees the top of the table.
        let top = svc.standings_picture(&en("zoe"), &t).unwrap();
        assert!(top.rows.iter().all(|r| r.cells[1].text != last));
    }
}
