//! Puzzles (issue 50): given privately, answered turn by turn with the forced replies from the
//! stored line, a miss on a wrong turn, both ratings moved, one open per player, nobody
//! answering another's; the starter sets load, a corrupt line skipped.

use super::*;
use crate::games::{AnyGame, Variant};
use crate::service::puzzles::{theme_key, PuzzleRefusal};
use crate::store::puzzles::{NewPuzzle, PuzzleSource};

/// A puzzle of three solver's turns planted by hand: the first legal turn of Latrunculi (Piso)
/// six times over from the start, the puzzle starting after the first (the service judges
/// nothing: it compares the turns entered with the stored line).
fn planted() -> (NewPuzzle, AnyGame) {
    let mut positions = vec![AnyGame::new(Variant::LatrunculiPiso)];
    let mut turns: Vec<String> = Vec::new();
    while turns.len() < 6 {
        let at = positions[positions.len() - 1].clone();
        let turn = at.legal_move_texts().remove(0);
        positions.push(crate::ai::puzzles::play_turn(&at, &turn).unwrap());
        turns.push(turn);
    }
    let start = positions.swap_remove(1);
    let puzzle = NewPuzzle {
        position: start.position_text(),
        line: turns.split_off(1),
        variant: Variant::LatrunculiPiso,
        theme: "take-a-piece".into(),
        source: PuzzleSource::Starter,
        rating: 1500.0,
        note: None,
    };
    (puzzle, start)
}

fn plant(svc: &Service) -> NewPuzzle {
    let (puzzle, _) = planted();
    svc.store()
        .add_puzzles(std::slice::from_ref(&puzzle), 0)
        .unwrap();
    puzzle
}

/// A legal turn at the puzzle's start that is not the answer.
fn wrong_turn(start: &AnyGame, answer: &str) -> String {
    let answered = crate::ai::puzzles::play_turn(start, answer).unwrap();
    start
        .legal_move_texts()
        .into_iter()
        .find(|m| {
            crate::ai::puzzles::play_turn(start, m)
                .is_some_and(|g| g.position_text() != answered.position_text())
        })
        .unwrap()
}

both_services! {
    fn a_puzzle_of_three_turns_is_solved_with_the_forced_replies(svc) {
        let puzzle = plant(&svc);
        let alice = en("alice");
        let shown = svc.puzzle(&alice, Some(Variant::LatrunculiPiso)).unwrap();
        assert!(shown.is_private());
        assert!(shown.png.is_some() && !shown.alt.is_empty());
        assert!(shown.text.contains("Black to play and take a piece"), "{}", shown.text);
        assert!(shown.text.contains("3 turns to find"), "{}", shown.text);
        // The picture names no players: its status line says only whose side is to play.
        assert!(shown.alt.contains("Black to play") && !shown.alt.contains(" — "), "{}", shown.alt);
        let first = svc.puzzle_move(&alice, &puzzle.line[0]).unwrap();
        assert!(first.text.contains(&format!("The reply: {}", puzzle.line[1])), "{}", first.text);
        assert!(first.text.contains("2 more turns to find"), "{}", first.text);
        let second = svc.puzzle_move(&alice, &puzzle.line[2]).unwrap();
        assert!(second.text.contains(&format!("The reply: {}", puzzle.line[3])), "{}", second.text);
        let last = svc.puzzle_move(&alice, &puzzle.line[4]).unwrap();
        assert!(last.is_private() && last.png.is_some());
        assert!(last.text.contains("Puzzle solved!"), "{}", last.text);
        assert!(last.text.contains(&puzzle.line.join(" · ")), "{}", last.text);
        assert!(last.text.contains("Your puzzle rating in Latrunculi (Piso): 1500? → "), "{}", last.text);
        assert!(last.text.contains("The puzzle's rating: 1500? → "), "{}", last.text);
        let ratings = svc.store().puzzle_ratings(&alice.user.id, 0).unwrap();
        assert!(ratings[0].rating.rating > 1500.0);
        assert_eq!((ratings[0].attempts, ratings[0].solved), (1, 1));
        // Seen: never given again.
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::NoneLeft(None)), || svc.puzzle(&alice, None));
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::NoneOpen), || {
            svc.puzzle_move(&alice, &puzzle.line[0])
        });
    }
}

both_services! {
    fn a_wrong_turn_ends_the_puzzle_as_a_miss_and_shows_the_answer(svc) {
        let puzzle = plant(&svc);
        let (_, start) = planted();
        let bob = en("bob");
        svc.puzzle(&bob, None).unwrap();
        let wrong = wrong_turn(&start, &puzzle.line[0]);
        let missed = svc.puzzle_move(&bob, &wrong).unwrap();
        assert!(missed.text.contains(&format!("Not the answer: {wrong}. The answer was {}.", puzzle.line[0])), "{}", missed.text);
        assert!(missed.text.contains("Puzzle missed."), "{}", missed.text);
        assert!(missed.png.is_some());
        let ratings = svc.store().puzzle_ratings(&bob.user.id, 0).unwrap();
        assert!(ratings[0].rating.rating < 1500.0);
        assert_eq!((ratings[0].attempts, ratings[0].solved), (1, 0));
        let stored = svc.store().puzzle_counts().unwrap();
        assert_eq!(stored, vec![("latrunculi-piso".to_string(), 1)]);
    }
}

both_services! {
    fn bad_input_and_strangers_change_nothing(svc) {
        let puzzle = plant(&svc);
        let alice = en("alice");
        svc.puzzle(&alice, None).unwrap();
        // Not legal, not readable: refused as `/move` refuses it, the puzzle still open.
        let before = dump(&svc);
        let bad = svc.puzzle_move(&alice, "z9-z10");
        assert!(matches!(bad, Err(ServiceError::Refused(Refusal::BadMove(_)))), "{bad:?}");
        assert_eq!(dump(&svc), before);
        // A stranger has no puzzle: their answer is refused and alice's stays as it was.
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::NoneOpen), || {
            svc.puzzle_move(&en("mallory"), &puzzle.line[0])
        });
        refused(&svc, Refusal::Puzzle(PuzzleRefusal::NoneOpen), || {
            svc.puzzle_give_up(&en("mallory"))
        });
        // Asking again gives the same open puzzle back, changing nothing.
        let again = svc.puzzle(&alice, None).unwrap();
        assert!(again.text.contains("You already have a puzzle open"), "{}", again.text);
        assert_eq!(dump(&svc), before);
        // Autocomplete offers alice her legal turns, the stranger none.
        let offered = svc.suggest_puzzle_moves(&alice, "");
        assert!(offered.contains(&puzzle.line[0]), "{offered:?}");
        assert!(svc.suggest_puzzle_moves(&en("mallory"), "").is_empty());
        let given_up = svc.puzzle_give_up(&alice).unwrap();
        assert!(given_up.text.contains("You gave up."), "{}", given_up.text);
        assert!(given_up.text.contains("Puzzle missed."), "{}", given_up.text);
    }
}

#[test]
fn a_puzzle_speaks_the_callers_language() {
    let svc = service();
    plant(&svc);
    let shown = svc.puzzle(&fr("alice"), None).unwrap();
    assert!(
        shown
            .text
            .contains("Les noirs jouent et prennent une pièce"),
        "{}",
        shown.text
    );
    let refusal = svc.puzzle_move(&fr("bob"), "d4");
    let Err(ServiceError::Refused(refusal)) = refusal else {
        panic!("{refusal:?}");
    };
    assert_eq!(
        refusal.reply(Lang::Fr).text,
        "Vous n’avez aucun problème en cours."
    );
}

#[test]
fn every_theme_has_its_line_and_an_unknown_one_reads_as_the_plainest() {
    for theme in crate::ai::puzzles::Theme::ALL {
        assert_eq!(
            theme_key(theme.id()),
            format!("puzzle-theme-{}", theme.id())
        );
    }
    assert_eq!(theme_key("no-such-theme"), "puzzle-theme-best-move");
}

#[test]
fn the_starter_sets_load_once_and_a_corrupt_line_is_skipped() {
    let svc = service();
    let added = svc.load_starter_puzzles().unwrap();
    assert!(added >= 6, "{added}");
    assert_eq!(svc.load_starter_puzzles().unwrap(), 0);
    let counts = svc.store().puzzle_counts().unwrap();
    assert_eq!(counts.len(), Variant::ALL.len(), "{counts:?}");
    let (good, _) = planted();
    let good_line = serde_json::json!({
        "variant": "latrunculi-piso",
        "position": good.position,
        "line": good.line,
        "theme": "take-a-piece",
        "rating": 1200.0,
    })
    .to_string();
    let text = format!(
        "# a header\n{good_line}\nnot json\n{}\n{}\n",
        good_line.replace("\"v1 ", "\"v9 "),
        good_line.replace(&format!("\"{}\"", good.line[0]), "\"z9\""),
    );
    let read = crate::service::puzzles::read_set_for_tests("test.txt", &text);
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].line, good.line);
}
