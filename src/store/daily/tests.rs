use super::*;
use crate::games::Variant;
use crate::store::puzzles::{NewPuzzle, PuzzleSource, Started};
use crate::store::testing::both_stores;
use crate::store::tests::{alice, bob, carol, challenge_between};

const GUILD: &str = "guild";
const DAY: i64 = 86_400;

fn puzzle(variant: Variant, position: &str, source: PuzzleSource) -> NewPuzzle {
    NewPuzzle {
        variant,
        position: position.to_string(),
        line: vec!["a1".into()],
        theme: "take-a-piece".into(),
        rating: 1500.0,
        source,
        note: None,
    }
}

/// A piso game of the server (alice – bob), and three puzzles: an Ergo one, a piso one, and one
/// from that game; the game's id.
fn planted(store: &Store) -> GameId {
    let game = challenge_between(store, "chan", bob()).id;
    let set = [
        puzzle(Variant::Ergo, "e1", PuzzleSource::Starter),
        puzzle(Variant::LatrunculiPiso, "p1", PuzzleSource::Starter),
        puzzle(Variant::LatrunculiPiso, "g1", PuzzleSource::Game(game)),
    ];
    assert_eq!(store.add_puzzles(&set, 1).unwrap(), 3);
    game
}

/// The post due on day `day` (at noon), claimed.
fn post(store: &Store, day: i64) -> Option<DailyClaimed> {
    let due = day * DAY + 43_200;
    store.claim_daily(GUILD, due, due + DAY, day, due).unwrap()
}

fn on(store: &Store, first_day: i64) {
    store
        .set_daily(
            GUILD,
            "daily",
            720,
            &alice(),
            "en",
            first_day * DAY + 43_200,
            5,
        )
        .unwrap();
}

fn solve(store: &Store, who: NewPlayer<'static>, day: i64, solved: bool) {
    let at = day * DAY + 50_000;
    let open = match store
        .start_daily(Origin::Console, &who, GUILD, day, at)
        .unwrap()
    {
        DailyStart::New(open) => open,
        other => panic!("no new attempt: {other:?}"),
    };
    assert!(store
        .finish_puzzle(
            Origin::Console,
            open.player,
            open.puzzle.id,
            (0, 1),
            solved,
            at
        )
        .unwrap()
        .is_some());
}

both_stores! {
    fn a_day_is_posted_once_preferring_the_servers_games_then_its_game(store) {
        let game = planted(&store);
        on(&store, 10);
        let due = 10 * DAY + 43_200;
        assert!(store.dailies_due(due - 1, 10).unwrap().is_empty());
        assert_eq!(store.dailies_due(due, 10).unwrap()[0].channel, "daily");
        assert_eq!(store.next_daily_due().unwrap(), Some(due));
        let first = post(&store, 10).expect("claimed");
        // Another process that read the same due time claims nothing.
        assert_eq!(post(&store, 10), None);
        assert!(store.dailies_due(due + DAY - 1, 10).unwrap().is_empty());
        assert_eq!(first.post.puzzle.position, "g1");
        assert_eq!(
            first.post.from,
            Some(FromGame { game, first: "alice".into(), second: "bob".into() })
        );
        assert_eq!((first.previous.clone(), first.lang.as_str()), (None, "en"));
        // Then the server's most-played game, then any; each puzzle once.
        let second = post(&store, 11).expect("claimed");
        assert_eq!((second.post.puzzle.position.as_str(), second.post.from.clone()), ("p1", None));
        let (before, count) = second.previous.expect("the day before");
        assert_eq!((before.day, count), (10, DayCount { solved: 0, tried: 0 }));
        assert_eq!(post(&store, 12).expect("claimed").post.puzzle.position, "e1");
        // Nothing left: nothing posted, and the time moves on all the same.
        assert_eq!(post(&store, 13), None);
        assert!(store.dailies_due(14 * DAY + 43_199, 10).unwrap().is_empty());
        // Off: nothing is due any more.
        assert!(store.daily_off(GUILD, &alice(), 9).unwrap());
        assert!(!store.daily_off(GUILD, &alice(), 9).unwrap());
        assert!(store.dailies_due(i64::MAX, 10).unwrap().is_empty());
        assert!(!store.daily_setting(GUILD).unwrap().unwrap().active);
    }
}

both_stores! {
    fn answers_count_once_and_streaks_follow_the_servers_posts(store) {
        planted(&store);
        on(&store, 10);
        post(&store, 10).unwrap();
        solve(&store, carol(), 10, true);
        solve(&store, alice(), 10, false);
        // A second press tells the answer and changes nothing.
        let again = store.start_daily(Origin::Console, &carol(), GUILD, 10, 10 * DAY + 60_000);
        assert_eq!(again.unwrap(), DailyStart::Answered { solved: true });
        assert_eq!(store.daily_post(GUILD, 10).unwrap().unwrap().1, DayCount { solved: 1, tried: 2 });
        assert_eq!(store.daily_streak(GUILD, "console:carol").unwrap(), Streak { current: 1, best: 1 });
        // Bob met day 11's puzzle before (given up by /puzzle): his earlier miss is his answer.
        post(&store, 11).unwrap();
        let Started::New(open) = store
            .start_puzzle(Origin::Console, &bob(), Some(Variant::LatrunculiPiso), 20)
            .unwrap()
        else {
            panic!("bob got no puzzle");
        };
        assert_eq!(open.puzzle.position, "p1");
        store.finish_puzzle(Origin::Console, open.player, open.puzzle.id, (0, 0), false, 21).unwrap();
        let bob_press = store.start_daily(Origin::Console, &bob(), GUILD, 11, 11 * DAY + 50_000);
        assert_eq!(bob_press.unwrap(), DailyStart::Earlier { solved: false });
        solve(&store, carol(), 11, true);
        assert_eq!(store.daily_streak(GUILD, "console:carol").unwrap(), Streak { current: 2, best: 2 });
        // Yesterday's post can no longer be answered.
        let late = store.start_daily(Origin::Console, &alice(), GUILD, 10, 11 * DAY + 50_000);
        assert_eq!(late.unwrap(), DailyStart::NotToday);
        // Day 12 open and unanswered: the streak still stands; day 13 posted: it is broken.
        post(&store, 12).unwrap();
        assert_eq!(store.daily_streak(GUILD, "console:carol").unwrap().current, 2);
        store
            .add_puzzles(&[puzzle(Variant::Ergo, "e2", PuzzleSource::Starter)], 1)
            .unwrap();
        post(&store, 13).unwrap();
        assert_eq!(store.daily_streak(GUILD, "console:carol").unwrap(), Streak { current: 0, best: 2 });
        // A miss sets it to 0 at once.
        solve(&store, carol(), 13, false);
        assert_eq!(store.daily_streak(GUILD, "console:carol").unwrap(), Streak { current: 0, best: 2 });
        assert_eq!(store.daily_streak("other", "console:carol").unwrap(), Streak::default());
        let board = store.daily_leaderboard(GUILD, 10).unwrap();
        let rows: Vec<_> = board.iter().map(|s| (s.name.as_str(), s.solved, s.tried, s.best)).collect();
        assert_eq!(rows, vec![("carol", 2, 3, 2), ("alice", 0, 1, 0), ("bob", 0, 1, 0)]);
    }
}

both_stores! {
    fn a_player_with_another_puzzle_open_is_told_and_nothing_changes(store) {
        planted(&store);
        on(&store, 10);
        post(&store, 10).unwrap();
        let Started::New(mine) = store
            .start_puzzle(Origin::Console, &bob(), Some(Variant::Ergo), 20)
            .unwrap()
        else {
            panic!("bob got no puzzle");
        };
        let press = store.start_daily(Origin::Console, &bob(), GUILD, 10, 10 * DAY + 50_000);
        assert_eq!(press.unwrap(), DailyStart::OtherOpen(mine));
        assert_eq!(store.daily_post(GUILD, 10).unwrap().unwrap().1, DayCount::default());
        // A day never posted is not today's.
        let press = store.start_daily(Origin::Console, &carol(), GUILD, 9, 10 * DAY + 50_000);
        assert_eq!(press.unwrap(), DailyStart::NotToday);
    }
}
