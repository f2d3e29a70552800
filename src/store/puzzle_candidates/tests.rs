//! The queue of puzzle candidates: each claimed once across processes, a lapsed claim taken
//! again, a candidate that never gets a verdict refused after its tries, a verdict stored once.

use super::*;
use crate::store::puzzles::PuzzleSource;
use crate::store::testing::both_stores;
use crate::store::NewPlayer;

/// A challenge of alice to bob.
fn game(store: &Store) -> GameId {
    let bob = NewPlayer {
        external_id: "bob",
        name: "bob",
        mention: "bob",
    };
    crate::store::tests::challenge_between(store, "chan", bob).id
}

fn queued(store: &Store, game: GameId, positions: &[&str]) {
    let candidates: Vec<NewCandidate> = positions
        .iter()
        .enumerate()
        .map(|(ply, p)| NewCandidate {
            ply,
            position: p.to_string(),
        })
        .collect();
    store
        .queue_puzzle_candidates(game, Variant::Ergo, &candidates, 400, 0)
        .unwrap();
}

both_stores! {
    fn a_candidate_is_claimed_once_its_lapsed_claim_taken_again_and_refused_after_its_tries(store) {
        let id = game(&store);
        queued(&store, id, &["a"]);
        // Queued again (the review stored twice): nothing new.
        queued(&store, id, &["a"]);
        let first = store.claim_puzzle_candidate(10, 100).unwrap().unwrap();
        assert_eq!((first.position.as_str(), first.tries, first.budget), ("a", 1, 400));
        // Another process looks before the claim lapses: nothing for it.
        assert_eq!(store.claim_puzzle_candidate(50, 140).unwrap(), None);
        // The first process died: its claim lapses and the candidate is taken again.
        let second = store.claim_puzzle_candidate(100, 200).unwrap().unwrap();
        assert_eq!((second.id, second.tries), (first.id, 2));
        // The first process's late verdict is not this claim's: nothing written.
        let kept = Verdict::Refused("late".into());
        assert!(!store.finish_puzzle_candidate(&first, &kept, 150).unwrap());
        let third = store.claim_puzzle_candidate(200, 300).unwrap().unwrap();
        assert_eq!(third.tries, 3);
        // Claimed three times without a verdict: refused, not tried again.
        assert_eq!(store.claim_puzzle_candidate(300, 400).unwrap(), None);
        let state = store.puzzle_candidates(id).unwrap();
        assert_eq!(state.len(), 1);
        assert_eq!(state[0].status, "refused");
        assert_eq!(state[0].reason.as_deref(), Some("no verdict after 3 tries"));
    }
}

both_stores! {
    fn a_kept_candidate_stores_its_puzzle_from_the_game_once(store) {
        let id = game(&store);
        queued(&store, id, &["a", "b"]);
        let a = store.claim_puzzle_candidate(0, 100).unwrap().unwrap();
        let b = store.claim_puzzle_candidate(0, 100).unwrap().unwrap();
        assert_ne!(a.id, b.id, "two claims take two candidates");
        let puzzle = NewPuzzle {
            variant: Variant::Ergo,
            position: "a".into(),
            line: vec!["g4".into()],
            theme: "five-in-a-row".into(),
            rating: 1000.0,
            source: PuzzleSource::Game(id),
            note: None,
        };
        assert!(store.finish_puzzle_candidate(&a, &Verdict::Kept(puzzle), 5).unwrap());
        assert!(store
            .finish_puzzle_candidate(&b, &Verdict::Refused("two answers".into()), 5)
            .unwrap());
        // A verdict already stored is not stored again.
        assert!(!store
            .finish_puzzle_candidate(&b, &Verdict::Refused("again".into()), 6)
            .unwrap());
        let state = store.puzzle_candidates(id).unwrap();
        assert_eq!(state[0].status, "kept");
        assert_eq!(state[1].status, "refused");
        assert_eq!(state[1].reason.as_deref(), Some("two answers"));
        let stored = store.puzzle(state[0].puzzle.unwrap()).unwrap().unwrap();
        assert_eq!(stored.source, PuzzleSource::Game(id));
        assert_eq!(stored.line, ["g4"]);
        assert_eq!(store.claim_puzzle_candidate(200, 300).unwrap(), None);
    }
}
