//! Helpers shared by the integration tests.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tabula::games::{AnyGame, Variant};

/// The moves of a whole seeded random game of `variant`, as text.
pub fn random_game(variant: Variant, seed: u64) -> Vec<String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut moves = Vec::new();
    while game.outcome().is_none() {
        let legal = game.legal_move_texts();
        let mv = legal[rng.random_range(0..legal.len())].clone();
        game.play_text(&mv).unwrap();
        moves.push(mv);
    }
    moves
}

/// Runs `command` to its end and returns its output, or, if it still runs after `timeout`,
/// kills it and returns what it wrote as `Err`. The wait is on the process's exit itself (a
/// thread reads its output and waits), woken at once when it ends.
pub fn output_within(
    mut command: std::process::Command,
    timeout: std::time::Duration,
) -> Result<std::process::Output, std::process::Output> {
    let child = command
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the command starts");
    let pid = child.id();
    let (done, ended) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(child.wait_with_output().expect("its output is read"));
    });
    match ended.recv_timeout(timeout) {
        Ok(output) => Ok(output),
        Err(_) => {
            // Still running: kill it (the process this function started), and keep what it
            // wrote for the failure message.
            let _ = std::process::Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status();
            Err(ended.recv().expect("the killed process's output"))
        }
    }
}

/// A puzzle planted by hand for the tests of `/puzzle` and the console's `puzzle`: Latrunculi
/// (Piso) after one move, the line the first legal turn five times over (three solver's turns,
/// two replies), rated 1500 as a new player is, so that it is the nearest for them. The bot
/// judges nothing when a puzzle is answered: it compares the turns with the stored line. With
/// its start.
pub fn planted_puzzle() -> (tabula::store::puzzles::NewPuzzle, AnyGame) {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    let first = game.legal_move_texts()[0].clone();
    game.play_text(&first).unwrap();
    let start = game.clone();
    let mut line = Vec::new();
    for _ in 0..5 {
        let turn = game.legal_move_texts()[0].clone();
        game.play_text(&turn).unwrap();
        line.push(turn);
    }
    let puzzle = tabula::store::puzzles::NewPuzzle {
        variant: Variant::LatrunculiPiso,
        position: start.position_text(),
        line,
        theme: "take-a-piece".into(),
        rating: 1500.0,
        source: tabula::store::puzzles::PuzzleSource::SelfPlay,
        note: None,
    };
    (puzzle, start)
}

/// A legal turn at `start` other than `answer`.
pub fn wrong_turn(start: &AnyGame, answer: &str) -> String {
    start
        .legal_move_texts()
        .into_iter()
        .find(|m| m != answer)
        .unwrap()
}
