use super::*;
use crate::store::testing::both_stores;
use crate::store::Claim;

fn person(id: &'static str) -> NewPlayer<'static> {
    NewPlayer {
        external_id: id,
        name: id,
        mention: id,
    }
}

fn puzzle(variant: Variant, position: &str, rating: f64) -> NewPuzzle {
    NewPuzzle {
        variant,
        position: position.to_string(),
        line: vec!["a1 b2".into(), "c3".into(), "d4".into()],
        theme: "take-a-piece".into(),
        rating,
        source: PuzzleSource::Starter,
        note: Some("self-play 1/2".into()),
    }
}

fn started(store: &Store, who: &'static str, variant: Option<Variant>) -> Started {
    store
        .start_puzzle(Origin::Console, &person(who), variant, 100)
        .unwrap()
}

/// Adds puzzles of these games, positions and ratings: how many were new.
fn add(store: &Store, set: &[(Variant, &str, f64)]) -> usize {
    let set: Vec<NewPuzzle> = set.iter().map(|&(v, p, r)| puzzle(v, p, r)).collect();
    store.add_puzzles(&set, 1).unwrap()
}

fn new_attempt(started: Started) -> OpenAttempt {
    match started {
        Started::New(open) => open,
        other => panic!("no new attempt: {other:?}"),
    }
}

both_stores! {
    fn puzzles_are_added_once_and_read_back_whole(store) {
        let set = [
            (Variant::Ergo, "e1", 1200.0),
            (Variant::Ergo, "e2", 1300.0),
            (Variant::Bastonus, "b1", 1100.0),
        ];
        assert_eq!(add(&store, &set), 3);
        // The same set again (a second start, another process): nothing new.
        assert_eq!(add(&store, &set), 0);
        // The same position with another line is another puzzle.
        let mut other = puzzle(Variant::Ergo, "e1", 1200.0);
        other.line = vec!["z9".into()];
        assert_eq!(store.add_puzzles(&[other], 3).unwrap(), 1);
        assert_eq!(
            store.puzzle_counts().unwrap(),
            vec![("bastonus".to_string(), 1), ("ergo".to_string(), 3)]
        );
        let open = new_attempt(started(&store, "alice", Some(Variant::Bastonus)));
        let read = store.puzzle(open.puzzle.id).unwrap().unwrap();
        assert_eq!(read, open.puzzle);
        assert_eq!(read.variant, Variant::Bastonus);
        assert_eq!(read.position, "b1");
        assert_eq!(read.line, vec!["a1 b2", "c3", "d4"]);
        assert_eq!(read.source, PuzzleSource::Starter);
        assert_eq!(read.rating.rating, 1100.0);
        assert_eq!(read.rating.deviation, PUZZLE_DEVIATION);
        assert_eq!(open.progress, 0);
    }
}

both_stores! {
    fn a_player_gets_the_nearest_puzzle_unseen_and_one_at_a_time(store) {
        // A new player is rated 1500: nearest first, then the next nearest, never one seen.
        add(
            &store,
            &[
                (Variant::Ergo, "far", 1000.0),
                (Variant::Ergo, "near", 1450.0),
                (Variant::Ergo, "next", 1600.0),
            ],
        );
        let first = new_attempt(started(&store, "alice", Some(Variant::Ergo)));
        assert_eq!(first.puzzle.position, "near");
        // One open at a time: asking again gives the same one back.
        assert_eq!(
            started(&store, "alice", None),
            Started::AlreadyOpen(first.clone())
        );
        assert_eq!(store.open_puzzle("alice").unwrap(), Some(first.clone()));
        assert_eq!(store.open_puzzle("bob").unwrap(), None);
        let done = store
            .finish_puzzle(Origin::Console, first.player, first.puzzle.id, (0, 1), true, 200)
            .unwrap();
        assert!(done.is_some());
        assert_eq!(store.open_puzzle("alice").unwrap(), None);
        let second = new_attempt(started(&store, "alice", None));
        assert_eq!(second.puzzle.position, "next");
        store
            .finish_puzzle(Origin::Console, second.player, second.puzzle.id, (0, 0), false, 300)
            .unwrap();
        let third = new_attempt(started(&store, "alice", Some(Variant::Ergo)));
        assert_eq!(third.puzzle.position, "far");
        store
            .finish_puzzle(Origin::Console, third.player, third.puzzle.id, (0, 0), false, 400)
            .unwrap();
        assert_eq!(started(&store, "alice", Some(Variant::Ergo)), Started::NoneLeft);
        assert_eq!(started(&store, "alice", Some(Variant::Bastonus)), Started::NoneLeft);
        // Bob has seen none of them.
        assert_eq!(new_attempt(started(&store, "bob", None)).puzzle.position, "near");
    }
}

both_stores! {
    fn a_finished_attempt_moves_both_ratings_once(store) {
        store.add_puzzles(&[puzzle(Variant::Ergo, "p", 1500.0)], 1).unwrap();
        let open = new_attempt(started(&store, "alice", None));
        // A move recorded at the wrong progress writes nothing.
        assert!(!store.advance_puzzle(Origin::Console, open.player, open.puzzle.id, 2, 4).unwrap());
        assert!(store.advance_puzzle(Origin::Console, open.player, open.puzzle.id, 0, 2).unwrap());
        assert_eq!(store.open_puzzle("alice").unwrap().unwrap().progress, 2);
        let result = store
            .finish_puzzle(Origin::Console, open.player, open.puzzle.id, (2, 3), true, 500)
            .unwrap()
            .unwrap();
        assert!(result.solved);
        assert_eq!(result.player_before, START);
        assert!(result.player_after.rating > result.player_before.rating);
        assert!(result.puzzle_after.rating < result.puzzle_before.rating);
        let puzzle = store.puzzle(open.puzzle.id).unwrap().unwrap();
        assert_eq!(puzzle.rating, result.puzzle_after);
        assert_eq!((puzzle.plays, puzzle.solved), (1, 1));
        let ratings = store.puzzle_ratings("alice", 500).unwrap();
        assert_eq!(ratings.len(), 1);
        assert_eq!(ratings[0].variant, Variant::Ergo);
        assert_eq!(ratings[0].rating, result.player_after);
        assert_eq!((ratings[0].attempts, ratings[0].solved), (1, 1));
        // Finishing it again changes nothing.
        assert_eq!(
            store
                .finish_puzzle(Origin::Console, open.player, open.puzzle.id, (2, 3), false, 600)
                .unwrap(),
            None
        );
        assert_eq!(store.puzzle(open.puzzle.id).unwrap().unwrap(), puzzle);
        assert_eq!(store.puzzle_ratings("bob", 500).unwrap(), Vec::new());
    }
}

both_stores! {
    fn a_miss_lowers_the_player_and_raises_the_puzzle(store) {
        store.add_puzzles(&[puzzle(Variant::Bastonus, "p", 1500.0)], 1).unwrap();
        let open = new_attempt(started(&store, "alice", None));
        let result = store
            .finish_puzzle(Origin::Console, open.player, open.puzzle.id, (0, 0), false, 500)
            .unwrap()
            .unwrap();
        assert!(!result.solved);
        assert!(result.player_after.rating < START.rating);
        assert!(result.puzzle_after.rating > 1500.0);
        let ratings = store.puzzle_ratings("alice", 500).unwrap();
        assert_eq!((ratings[0].attempts, ratings[0].solved), (1, 0));
    }
}

both_stores! {
    fn a_second_delivery_of_an_interaction_changes_nothing(store) {
        store.add_puzzles(&[puzzle(Variant::Ergo, "p", 1500.0)], 1).unwrap();
        let open = new_attempt(started(&store, "alice", None));
        let claim = Claim::new("42");
        assert!(store
            .advance_puzzle(Origin::Interaction(&claim), open.player, open.puzzle.id, 0, 2)
            .unwrap());
        let again = Claim::new("42");
        let replayed =
            store.advance_puzzle(Origin::Interaction(&again), open.player, open.puzzle.id, 2, 4);
        assert!(matches!(replayed, Err(StoreError::Replayed(_))), "{replayed:?}");
        assert_eq!(store.open_puzzle("alice").unwrap().unwrap().progress, 2);
    }
}
