//! Puzzles in the console (issue 50): a puzzle of three solver's turns solved with the bot's
//! replies, a wrong turn that ends one, both ratings moved, and a stranger's answer refused
//! without changing anything; the starter sets are in the store from the first start.

use tabula::games::Variant;
use tabula::store::Store;

use super::console;
use crate::support::{planted_puzzle, wrong_turn};

#[test]
fn a_puzzle_is_solved_with_the_replies_a_wrong_turn_misses_and_strangers_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let boards = dir.path().join("boards");
    let (puzzle, start) = planted_puzzle();
    {
        let store = Store::open(&db).unwrap();
        assert_eq!(
            store.add_puzzles(std::slice::from_ref(&puzzle), 0).unwrap(),
            1
        );
    }
    let line = &puzzle.line;
    // Bob opens his puzzle first: both are given the planted one (rated 1500, as they are, and
    // the first stored) before Alice's answer moves its rating nearer a starter puzzle's.
    let wrong = wrong_turn(&start, &line[0]);
    let script = format!(
        "as bob\npuzzle latrunculi-piso\n\
         as alice\npuzzle latrunculi-piso\npuzzle move {}\npuzzle move {}\npuzzle move {}\n\
         as mallory\npuzzle move {}\npuzzle giveup\n\
         as bob\npuzzle move {wrong}\n\
         as alice\n/rating\nquit\n",
        line[0], line[2], line[4], line[0]
    );
    let out = console(&db, &boards, "en", &script);
    assert!(out.contains("Black to play and take a piece"), "{out}");
    assert!(out.contains(&format!("The reply: {}.", line[1])), "{out}");
    assert!(out.contains(&format!("The reply: {}.", line[3])), "{out}");
    assert!(out.contains("Puzzle solved!"), "{out}");
    assert!(
        out.contains(&format!("Solution: {}", line.join(" · "))),
        "{out}"
    );
    assert_eq!(out.matches("You have no puzzle open.").count(), 2, "{out}");
    assert!(
        out.contains(&format!(
            "Not the answer: {wrong}. The answer was {}.",
            line[0]
        )),
        "{out}"
    );
    assert!(out.contains("Puzzle missed."), "{out}");
    assert!(out.contains("Puzzles:\n- Latrunculi (Piso): "), "{out}");
    let store = Store::open(&db).unwrap();
    let now = tabula::store::now();
    let alice = store.puzzle_ratings("console:alice", now).unwrap();
    assert!(alice[0].rating.rating > 1500.0, "{alice:?}");
    let bob = store.puzzle_ratings("console:bob", now).unwrap();
    assert!(bob[0].rating.rating < 1500.0, "{bob:?}");
    assert_eq!(
        store.puzzle_ratings("console:mallory", now).unwrap(),
        vec![]
    );
    // The starter sets were stored at the console's start: a puzzle of every game.
    let counts = store.puzzle_counts().unwrap();
    assert_eq!(counts.len(), Variant::ALL.len(), "{counts:?}");
}
