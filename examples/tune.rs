//! Two variants of the imperator's settings play each other in one process at equal thinking
//! time, to try a change of the search's knobs before building it (docs/ai.md, "A stronger
//! imperator"); `tabula duel` then measures the built change against the old binary.
//!
//! `cargo run --release --example tune -- GAME THINK_MS GAMES SEED [A] [B]`, where A and B are
//! changes to the imperator's settings as `knob=value,...` (knobs: c, fpu, pt, depth, greed,
//! sample, mm, greedy; `greedy=0` is the imperator before its greedy playouts). Colours
//! alternate, and games `2k` and `2k + 1` roll the same dice. Prints A's score after each game.
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::SeedableRng;
use tabula::ai::arena::{weighted_roll, Tally};
use tabula::ai::{choose_with, Budget, Level, Settings};
use tabula::games::{AnyGame, Side, ToAct, Variant};

const USAGE: &str = "usage: tune GAME THINK_MS GAMES SEED [knob=value,...] [knob=value,...]";

fn apply(mut s: Settings, spec: &str) -> Settings {
    for kv in spec.split(',').filter(|x| !x.is_empty()) {
        let Some((k, v)) = kv.split_once('=') else {
            exit(&format!("`{kv}` is not knob=value"));
        };
        let Ok(f) = v.parse::<f32>() else {
            exit(&format!("`{v}` is not a number"));
        };
        match k {
            "c" => s.exploration = f,
            "fpu" => s.first_play_reduction = f,
            "pt" => s.prior_temperature = f,
            "depth" => s.playout_depth = f as u32,
            "greed" => s.playout_greed = f,
            "sample" => s.playout_sample = f as usize,
            "mm" => s.minimax_weight = f,
            "greedy" => s.greedy_playouts = f > 0.0,
            other => exit(&format!("unknown knob `{other}`")),
        }
    }
    s
}

fn exit(message: &str) -> ! {
    eprintln!("{message}\n{USAGE}");
    std::process::exit(2)
}

fn arg<T: std::str::FromStr>(args: &[String], i: usize) -> T {
    args.get(i)
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| exit(&format!("argument {i} is missing or wrong")))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant: Variant = arg(&args, 1);
    let think = Duration::from_millis(arg(&args, 2));
    let games: u32 = arg(&args, 3);
    let seed: u64 = arg(&args, 4);
    let base = Level::Imperator.spec().settings;
    let a = apply(base, args.get(5).map_or("", |s| s));
    let b = apply(base, args.get(6).map_or("", |s| s));
    println!("{} think {:?} A {:?}\n B {:?}", variant.id(), think, a, b);
    let mut tally = Tally::default();
    let mut its = [0u64; 2];
    let mut n = [0u64; 2];
    for g in 0..games {
        let a_first = g % 2 == 0;
        let gseed = seed + u64::from(g / 2);
        let mut rng = SmallRng::seed_from_u64(gseed);
        let mut game = AnyGame::new(variant);
        let mut ply = 0u64;
        let winner = loop {
            let mv = match game.to_act() {
                ToAct::Nobody => break game.outcome().and_then(|o| o.winner),
                ToAct::Chance => weighted_roll(&game, &mut rng),
                ToAct::Side(side) => {
                    let is_a = (side == Side::First) == a_first;
                    let s = if is_a { &a } else { &b };
                    let budget = Budget {
                        iterations: 51_200,
                        deadline: Some(Instant::now() + think),
                    };
                    let Some(c) = choose_with(&game, s, gseed * 1000 + ply, budget) else {
                        exit("no move found");
                    };
                    if c.iterations > 0 {
                        its[usize::from(!is_a)] += u64::from(c.iterations);
                        n[usize::from(!is_a)] += 1;
                    }
                    c.text
                }
            };
            if let Err(e) = game.play_text(&mv) {
                exit(&format!("{mv} refused: {e:?}"));
            }
            ply += 1;
            if ply > 5000 {
                break None;
            }
        };
        let a_side = if a_first { Side::First } else { Side::Second };
        match winner {
            None => tally.draws += 1,
            Some(s) if s == a_side => tally.wins += 1,
            Some(_) => tally.losses += 1,
        }
        let (elo, lo, hi) = tally.elo();
        println!(
            "game {g} plies {ply} A {}-{}-{} {:.1}% elo {elo:+.0} [{lo:+.0},{hi:+.0}] its A {} B {}",
            tally.wins, tally.draws, tally.losses, 100.0 * tally.score(),
            its[0] / n[0].max(1), its[1] / n[1].max(1)
        );
    }
}
