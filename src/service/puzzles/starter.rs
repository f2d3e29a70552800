//! The starter sets shipped in `data/puzzles/` (made by `tabula puzzles generate`, the command
//! and seed at the top of each file), embedded in the binary: a new server has puzzles on day
//! one. Read line by line: a line that does not read, whose position does not load or whose
//! line does not play is skipped and logged, never a panic; any number of lines is fine.

use std::sync::OnceLock;

use crate::ai::puzzles::{play_turn, Puzzle, MAX_SOLVER_TURNS};
use crate::store::puzzles::{NewPuzzle, PuzzleSource};

/// Each shipped set: its file name and text.
const SETS: [(&str, &str); 6] = [
    (
        "latrunculi-seneca.txt",
        include_str!("../../../data/puzzles/latrunculi-seneca.txt"),
    ),
    (
        "latrunculi-piso.txt",
        include_str!("../../../data/puzzles/latrunculi-piso.txt"),
    ),
    (
        "latroncules.txt",
        include_str!("../../../data/puzzles/latroncules.txt"),
    ),
    (
        "bastonus.txt",
        include_str!("../../../data/puzzles/bastonus.txt"),
    ),
    ("ergo.txt", include_str!("../../../data/puzzles/ergo.txt")),
    (
        "duodecim.txt",
        include_str!("../../../data/puzzles/duodecim.txt"),
    ),
];

/// Why one puzzle of a set is not loaded.
fn problem(puzzle: &Puzzle) -> Option<String> {
    let n = puzzle.line.len();
    if n == 0 || n % 2 == 0 || n > 2 * MAX_SOLVER_TURNS - 1 {
        return Some(format!("a line of {n} turns"));
    }
    let mut game = match puzzle.start() {
        Ok(game) => game,
        Err(e) => return Some(format!("the position does not load: {e}")),
    };
    if puzzle.side().is_none() {
        return Some("no side to play".to_string());
    }
    for (i, turn) in puzzle.line.iter().enumerate() {
        match play_turn(&game, turn) {
            Some(next) => game = next,
            None => return Some(format!("turn {} `{turn}` does not play", i + 1)),
        }
    }
    None
}

/// The puzzles of one set's text, each line that does not load skipped and logged.
pub(in crate::service) fn read_set(name: &str, text: &str) -> Vec<NewPuzzle> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = match serde_json::from_str::<Puzzle>(line) {
            Ok(puzzle) => puzzle,
            Err(e) => {
                tracing::warn!(file = name, line = i + 1, "a starter puzzle skipped: {e}");
                continue;
            }
        };
        if let Some(why) = problem(&puzzle) {
            tracing::warn!(file = name, line = i + 1, "a starter puzzle skipped: {why}");
            continue;
        }
        out.push(NewPuzzle {
            variant: puzzle.variant,
            position: puzzle.position,
            line: puzzle.line,
            theme: puzzle.theme.id().to_string(),
            rating: puzzle.rating,
            source: PuzzleSource::Starter,
            note: puzzle.source,
        });
    }
    out
}

/// Every shipped puzzle that loads (read once per process).
pub(in crate::service) fn starter_puzzles() -> &'static [NewPuzzle] {
    static ALL: OnceLock<Vec<NewPuzzle>> = OnceLock::new();
    ALL.get_or_init(|| {
        SETS.iter()
            .flat_map(|(name, text)| read_set(name, text))
            .collect()
    })
}
