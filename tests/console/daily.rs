//! The console's daily puzzle (issue 50, item 5): the console is a server of its own; `puzzle
//! daily <time>` sets it, the post is printed when the console's clock passes the time, `puzzle
//! daily solve` is its Solve button, `clock +1d` brings the next post with the answer and the
//! count, and `/rating` shows the streak.

use tabula::store::Store;

use super::console;
use crate::support::planted_puzzle;

#[test]
fn the_daily_puzzle_is_posted_solved_and_revealed_on_the_consoles_clock() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let boards = dir.path().join("boards");
    // The planted puzzle is rated 1500 and stored first: the console's server has no games, so
    // its first daily puzzle is the one nearest 1500, the lowest id among equals.
    let (puzzle, _) = planted_puzzle();
    Store::open(&db)
        .unwrap()
        .add_puzzles(std::slice::from_ref(&puzzle), 0)
        .unwrap();
    let line = &puzzle.line;
    // An hour from now (UTC), so that `clock +2h` passes it.
    let now = tabula::store::now();
    let minute = (now / 60 + 60) % 1_440;
    let time = format!("{:02}:{:02}", minute / 60, minute % 60);
    let script = format!(
        "as alice\npuzzle daily 25:00\npuzzle daily {time}\nclock +2h\n\
         puzzle daily solve\npuzzle move {}\npuzzle move {}\npuzzle move {}\n\
         as carol\npuzzle move {}\n\
         as alice\npuzzle daily solve\nclock +1d\n/rating\npuzzle leaderboard\n\
         puzzle daily off\nquit\n",
        line[0], line[2], line[4], line[0]
    );
    let out = console(&db, &boards, "en", &script);
    assert!(
        out.contains("“25:00” is not a time of day: write it as 09:30 (UTC)."),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "The daily puzzle will be posted in console every day at {time} UTC"
        )),
        "{out}"
    );
    // Posted once, with its Solve as the console's command.
    assert_eq!(out.matches("Daily puzzle · ").count(), 2, "{out}");
    assert!(out.contains("From the computer playing itself"), "{out}");
    assert!(out.contains("puzzle daily solve"), "{out}");
    assert!(out.contains("Today's puzzle, for you alone:"), "{out}");
    assert!(out.contains("Puzzle solved!"), "{out}");
    // A stranger has no puzzle open: nothing of alice's is answered.
    assert!(out.contains("You have no puzzle open."), "{out}");
    assert!(
        out.contains("You have answered today's puzzle: solved.\nDaily puzzle streak: 1 (best 1)"),
        "{out}"
    );
    // The next day: the answer with the count, then the next puzzle.
    assert!(out.contains("Answer to the daily puzzle of "), "{out}");
    assert!(
        out.contains(&format!("Solution: {}", line.join(" · "))),
        "{out}"
    );
    assert!(out.contains("1 of 1 solved it."), "{out}");
    assert!(out.contains("Daily puzzle streak: 1 (best 1)"), "{out}");
    assert!(
        out.contains("**Daily puzzles** (this server, by days solved)"),
        "{out}"
    );
    assert!(out.contains("The daily puzzle is stopped."), "{out}");
    let store = Store::open(&db).unwrap();
    let streak = store.daily_streak("console", "console:alice").unwrap();
    assert_eq!((streak.current, streak.best), (1, 1));
}
