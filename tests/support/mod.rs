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
