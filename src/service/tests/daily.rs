//! The daily puzzle (issue 50, item 5): set by a server manager, bad settings refused with
//! nothing changed, posted once at its time with Solve, answered privately once per player, the
//! next day's post revealing the answer with the count, the streak in `/rating`.

use super::*;
use crate::games::{AnyGame, Variant};
use crate::service::buttons::ButtonId;
use crate::service::puzzles::daily::{next_due, parse_time};
use crate::service::puzzles::PuzzleRefusal;
use crate::service::Rights;
use crate::store::puzzles::{NewPuzzle, PuzzleSource};

const MANAGER: Rights = Rights {
    manage_server: true,
};

/// A puzzle of one turn (the first legal turn of Latrunculi (Piso) after `after` of them from
/// the start), with the position and its answer; the service judges nothing.
fn one_turn(after: usize, source: PuzzleSource) -> (NewPuzzle, AnyGame) {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    for _ in 0..after {
        let turn = game.legal_move_texts().remove(0);
        game = crate::ai::puzzles::play_turn(&game, &turn).unwrap();
    }
    let answer = game.legal_move_texts().remove(0);
    let puzzle = NewPuzzle {
        variant: Variant::LatrunculiPiso,
        position: game.position_text(),
        line: vec![answer],
        theme: "take-a-piece".into(),
        rating: 1500.0,
        source,
        note: None,
    };
    (puzzle, game)
}

fn plant(svc: &Service, after: usize, source: PuzzleSource) -> NewPuzzle {
    let (puzzle, _) = one_turn(after, source);
    svc.store()
        .add_puzzles(std::slice::from_ref(&puzzle), 0)
        .unwrap();
    puzzle
}

/// A legal turn of `puzzle` that is not its answer.
fn wrong(puzzle: &NewPuzzle) -> String {
    let start = AnyGame::from_position_text(puzzle.variant, &puzzle.position).unwrap();
    let right = crate::ai::puzzles::play_turn(&start, &puzzle.line[0]).unwrap();
    start
        .legal_move_texts()
        .into_iter()
        .find(|m| {
            crate::ai::puzzles::play_turn(&start, m)
                .is_some_and(|g| g.position_text() != right.position_text())
        })
        .unwrap()
}

fn set(svc: &Service, time: &str) -> Result<Reply, ServiceError> {
    svc.daily_set(
        &en("alice"),
        "chan-of-the-day",
        "#daily",
        time,
        MANAGER,
        true,
    )
}

#[test]
fn times_of_day_read_as_people_write_them() {
    for (typed, minute) in [
        ("9", 540),
        ("09:30", 570),
        ("9h30", 570),
        ("21:05 UTC", 1265),
        ("0:00", 0),
        ("23:59z", 1439),
        ("7h", 420),
    ] {
        assert_eq!(parse_time(typed), Some(minute), "{typed}");
    }
    for typed in ["24:00", "9:60", "9:5", "noon", "", "-1", "9:30:00", "123"] {
        assert_eq!(parse_time(typed), None, "{typed}");
    }
    // The next time at that minute, today if it is still to come, else tomorrow.
    assert_eq!(next_due(570, T0), T0 + 5_400);
    assert_eq!(next_due(480, T0), T0 + DAY);
    assert_eq!(next_due(0, T0), T0 + DAY - 8 * 3_600);
}

both_clocked! {
    fn only_a_manager_sets_it_and_bad_settings_change_nothing(svc, clock) {
        let _ = &clock;
        let alice = en("alice");
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyNotManager), || {
            svc.daily_set(&alice, "c", "#c", "09:30", Rights::default(), true)
        });
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyBadTime("25:00".into())), || {
            set(&svc, "25:00")
        });
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyChannel("#c".into())), || {
            svc.daily_set(&alice, "c", "#c", "09:30", MANAGER, false)
        });
        let mut direct = en("alice");
        direct.guild = None;
        direct.interaction = Some(crate::store::Claim::new("i1"));
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyNoServer), || {
            svc.daily_set(&direct, "c", "#c", "09:30", MANAGER, true)
        });
        assert_eq!(svc.store().daily_setting("guild").unwrap(), None);
        let done = set(&svc, "09:30").unwrap();
        assert!(done.is_private());
        assert!(
            done.text.contains("posted in #daily every day at 09:30 UTC, the first on 2027-01-15"),
            "{}",
            done.text
        );
        assert_eq!(svc.next_daily().unwrap(), Some(T0 + 5_400));
        let refusal = svc.daily_stop(&alice, Rights::default());
        assert_eq!(refusal, Err(Refusal::Puzzle(PuzzleRefusal::DailyNotManager).into()));
        let stopped = svc.daily_stop(&alice, MANAGER).unwrap();
        assert_eq!(stopped.text, "The daily puzzle is stopped.");
        assert_eq!(svc.daily_stop(&alice, MANAGER).unwrap().text, "The daily puzzle was not on.");
        assert_eq!(svc.next_daily().unwrap(), None);
        // In French, the refusal of a bad time.
        let french = svc.daily_set(&fr("alice"), "c", "#c", "midi", MANAGER, true).unwrap_err();
        let text = french.answer(Lang::Fr, "puzzle", None).text;
        assert!(text.contains("« midi » n’est pas une heure"), "{text}");
    }
}

both_clocked! {
    fn posted_once_solved_privately_and_revealed_the_next_day(svc, clock) {
        let first = plant(&svc, 1, PuzzleSource::Starter);
        let second = plant(&svc, 3, PuzzleSource::Starter);
        set(&svc, "09:30").unwrap();
        assert!(svc.daily_posts().unwrap().is_empty(), "not yet due");
        clock.advance(5_400);
        let posts = svc.daily_posts().unwrap();
        // Another round (another process on the same database) posts nothing more.
        assert!(svc.daily_posts().unwrap().is_empty());
        assert_eq!(posts.len(), 1);
        assert_eq!((posts[0].guild.as_str(), posts[0].channel.as_str()), ("guild", "chan-of-the-day"));
        let [post] = &posts[0].replies[..] else { panic!("{:?}", posts[0].replies) };
        let day = (T0 + 5_400) / DAY;
        assert_eq!(post.buttons.len(), 1);
        assert_eq!((post.buttons[0].id.clone(), post.buttons[0].label.as_str()), (ButtonId::DailySolve(day), "Solve"));
        assert!(!post.is_private() && post.png.is_some() && !post.alt.is_empty());
        assert!(post.text.starts_with("Daily puzzle · 2027-01-15 · Latrunculi (Piso)"), "{}", post.text);
        assert!(post.text.contains("to play and take a piece"), "{}", post.text);
        assert!(post.text.contains("From Tabula's starter puzzles"), "{}", post.text);

        // Alice solves it privately; a second press tells her so and changes nothing.
        let alice = en("alice");
        let opened = svc.press(&alice, &ButtonId::DailySolve(day)).unwrap();
        assert!(opened.is_private() && opened.png.is_some(), "{opened:?}");
        assert!(opened.text.starts_with("Today's puzzle, for you alone:"), "{}", opened.text);
        let solved = svc.puzzle_move(&alice, &first.line[0]).unwrap();
        assert!(solved.text.contains("Puzzle solved!"), "{}", solved.text);
        let before = dump(&svc);
        let again = svc.press(&alice, &ButtonId::DailySolve(day)).unwrap();
        assert_eq!(
            again.text,
            "You have answered today's puzzle: solved.\nDaily puzzle streak: 1 (best 1)"
        );
        assert_eq!(dump(&svc), before);
        // Bob misses it; carol opens it and leaves it open.
        let bob = en("bob");
        svc.press(&bob, &ButtonId::DailySolve(day)).unwrap();
        let missed = svc.puzzle_move(&bob, &wrong(&first)).unwrap();
        assert!(missed.text.contains("Puzzle missed."), "{}", missed.text);
        svc.press(&en("carol"), &ButtonId::DailySolve(day)).unwrap();

        // The next day: the answer first, with the count, then the new puzzle.
        clock.advance(DAY);
        let posts = svc.daily_posts().unwrap();
        let [reveal, next] = &posts[0].replies[..] else { panic!("{:?}", posts[0].replies) };
        assert!(reveal.text.starts_with("Answer to the daily puzzle of 2027-01-15"), "{}", reveal.text);
        assert!(reveal.text.contains(&format!("Solution: {}", first.line[0])), "{}", reveal.text);
        assert!(reveal.text.contains("1 of 3 solved it."), "{}", reveal.text);
        assert!(reveal.png.is_some() && !reveal.alt.is_empty() && reveal.buttons.is_empty());
        assert_eq!(next.buttons[0].id, ButtonId::DailySolve(day + 1));
        // Yesterday's Solve is over.
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyNotToday), || {
            svc.press(&en("dave"), &ButtonId::DailySolve(day))
        });
        // Carol still has yesterday's open: she is told to finish it first.
        let carol_open = svc.store().open_puzzle("console:carol").unwrap().unwrap().puzzle.id;
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::DailyOtherOpen(carol_open)), || {
            svc.press(&en("carol"), &ButtonId::DailySolve(day + 1))
        });
        // Alice solves the second day too: a streak of 2, in /rating.
        svc.press(&alice, &ButtonId::DailySolve(day + 1)).unwrap();
        svc.puzzle_move(&alice, &second.line[0]).unwrap();
        let rating = svc.rating(&alice, None).unwrap();
        assert!(rating.text.contains("Daily puzzle streak: 2 (best 2)"), "{}", rating.text);
        let bobs = svc.rating(&alice, Some(&bob.user)).unwrap();
        assert!(!bobs.text.contains("streak"), "{}", bobs.text);
    }
}

both_clocked! {
    fn a_puzzle_of_the_servers_own_games_comes_first_and_says_whose(svc, clock) {
        plant(&svc, 1, PuzzleSource::Starter);
        let game = challenge(&svc);
        plant(&svc, 3, PuzzleSource::Game(game));
        set(&svc, "09:30").unwrap();
        clock.advance(5_400);
        let posts = svc.daily_posts().unwrap();
        let text = &posts[0].replies[0].text;
        assert!(text.contains(&format!("From alice – bob, game #{game}")), "{text}");
    }
}
