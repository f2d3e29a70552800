//! `tabula duel`: two builds of `tabula` play each other at equal thinking time, to measure
//! what a change to the engine is worth (docs/ai.md, "Before and after at equal time").
//!
//! Each move is one run of `BIN ai VARIANT --level L --think-ms T MOVES…`: the two builds never
//! share code, so the one before a change can be an older commit's binary. Game `2k` and game
//! `2k + 1` roll the same dice with the colours swapped, so a pair of games cancels most of the
//! luck. Thinking time is wall-clock time: run it where nothing else competes for the cores, or
//! accept the noise (both builds share it).

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::{Command, ExitCode};

use rand::rngs::SmallRng;
use rand::SeedableRng;
use tabula::ai::arena::{weighted_roll, Tally};
use tabula::games::{AnyGame, Side, ToAct, Variant};

use super::{fail, USAGE};

#[derive(clap::Args)]
pub(crate) struct DuelArgs {
    /// Game id, e.g. latrunculi-seneca.
    variant: String,
    /// The first build (its score is reported).
    #[arg(long, value_name = "BIN")]
    a: PathBuf,
    /// The second build.
    #[arg(long, value_name = "BIN")]
    b: PathBuf,
    /// Games to play (colours alternating; best even).
    #[arg(long, default_value_t = 2)]
    games: u32,
    /// Thinking time of each move, in milliseconds, for both builds.
    #[arg(long, default_value_t = 100)]
    think_ms: u64,
    /// The level both builds play (its settings; the time replaces its budget).
    #[arg(long, default_value = "imperator")]
    level: String,
    /// Seed of the dice and the searches (game `g` uses `seed + g / 2`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The first game's number (to continue a run).
    #[arg(long, default_value_t = 0)]
    from: u32,
}

pub(crate) fn duel(args: &DuelArgs) -> ExitCode {
    let variant: Variant = match args.variant.parse() {
        Ok(v) => v,
        Err(e) => return fail(USAGE, &format!("{e}")),
    };
    if let Err(e) = args.level.parse::<tabula::ai::Level>() {
        return fail(USAGE, &format!("{e}"));
    }
    let mut tally = Tally::default();
    let mut iterations = [0u64; 2];
    let mut searches = [0u64; 2];
    say!(
        "duel {} level {} think {} ms: A = {}, B = {}, seed {}",
        variant.id(),
        args.level,
        args.think_ms,
        args.a.display(),
        args.b.display(),
        args.seed
    );
    for g in args.from..args.from + args.games {
        let a_first = g % 2 == 0;
        let seed = args.seed + u64::from(g / 2);
        let result = match play(args, variant, a_first, seed, &mut iterations, &mut searches) {
            Ok(r) => r,
            Err(e) => return fail(1, &format!("game {g}: {e}")),
        };
        let a_side = if a_first { Side::First } else { Side::Second };
        let (word, plies) = match result {
            (None, plies) => {
                tally.draws += 1;
                ("draw", plies)
            }
            (Some(s), plies) if s == a_side => {
                tally.wins += 1;
                ("A wins", plies)
            }
            (Some(_), plies) => {
                tally.losses += 1;
                ("B wins", plies)
            }
        };
        let (elo, low, high) = tally.elo();
        say!(
            "game {g} A {} {word} in {plies} actions; A {}-{}-{} score {:.1}% elo {elo:+.0} [{low:+.0}, {high:+.0}]; iterations a search A {} B {}",
            if a_first { "first" } else { "second" },
            tally.wins,
            tally.draws,
            tally.losses,
            100.0 * tally.score(),
            iterations[0] / searches[0].max(1),
            iterations[1] / searches[1].max(1),
        );
    }
    ExitCode::SUCCESS
}

/// One game; the winner and its length in actions.
fn play(
    args: &DuelArgs,
    variant: Variant,
    a_first: bool,
    seed: u64,
    iterations: &mut [u64; 2],
    searches: &mut [u64; 2],
) -> Result<(Option<Side>, usize), String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = AnyGame::new(variant);
    let mut moves: Vec<String> = Vec::new();
    loop {
        let mv = match game.to_act() {
            ToAct::Nobody => return Ok((game.outcome().and_then(|o| o.winner), moves.len())),
            ToAct::Chance => weighted_roll(&game, &mut rng),
            ToAct::Side(side) => {
                let a = (side == Side::First) == a_first;
                let who = usize::from(!a);
                let bin = if a { &args.a } else { &args.b };
                let (mv, its) = think(bin, args, variant, seed, &moves)?;
                if let Some(n) = its {
                    iterations[who] += n;
                    searches[who] += 1;
                }
                mv
            }
        };
        game.play_text(&mv)
            .map_err(|e| format!("{mv} refused after {} actions: {e:?}", moves.len()))?;
        moves.push(mv);
    }
}

/// The move `bin` plays after `moves`, and the iterations it ran (none for a forced move).
fn think(
    bin: &PathBuf,
    args: &DuelArgs,
    variant: Variant,
    seed: u64,
    moves: &[String],
) -> Result<(String, Option<u64>), String> {
    let out = Command::new(bin)
        .arg("ai")
        .arg(variant.id())
        .args(["--level", &args.level])
        .args(["--think-ms", &args.think_ms.to_string()])
        .args(["--seed", &(seed * 1000 + moves.len() as u64).to_string()])
        .arg("--")
        .args(moves)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if !out.status.success() {
        return Err(format!(
            "{} failed: {}",
            bin.display(),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let mv = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let its = String::from_utf8_lossy(&out.stderr)
        .lines()
        .find_map(|l| l.strip_prefix("iterations: ")?.trim().parse().ok())
        .filter(|&n: &u64| n > 0);
    Ok((mv, its))
}
