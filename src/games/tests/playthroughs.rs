//! The golden playthroughs, `tests/data/playthroughs/<game>.txt` (as OpenSpiel keeps them): per
//! game, a few seeded games with every position's text and legal actions and the action taken,
//! so that a change in what a game stores or allows cannot pass unseen. The test names the first
//! line that differs; after a change meant to be made, regenerate every file with
//! `TABULA_BLESS=1 cargo test --lib games::tests::playthroughs` and review the diff.

use crate::games::{AnyGame, Variant};

/// Games per file, and actions recorded per game (the files stay small: a few hundred KB in
/// all).
const GAMES: u64 = 2;
const ACTIONS: usize = 30;

/// A fixed stream of numbers from a seed (an LCG, not `rand`: a new version of a crate must not
/// change the files).
struct Picks(u64);

impl Picks {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % below as u64) as usize
    }
}

/// The playthrough file of `variant`, as this build plays it.
fn playthrough(variant: Variant) -> String {
    let mut out = format!(
        "# Playthroughs of {variant}: seeded games, each position's text (`position`), its legal\n\
         # actions sorted (`legal`; a roll's are every roll) and the action taken (`action`).\n\
         # Regenerate: TABULA_BLESS=1 cargo test --lib games::tests::playthroughs\n"
    );
    for seed in 1..=GAMES {
        out += &format!("\ngame {seed}\n");
        let mut picks = Picks(seed);
        let mut game = AnyGame::new(variant);
        for _ in 0..ACTIONS {
            out += &format!("position {}\n", game.position_text());
            let legal = game.legal_move_texts();
            out += &format!("legal {}\n", legal.join(" "));
            if legal.is_empty() {
                break;
            }
            let action = &legal[picks.next(legal.len())];
            out += &format!("action {action}\n");
            game.play_text(action).expect("a listed action plays");
        }
        out += &format!("position {}\n", game.position_text());
    }
    out
}

fn path(variant: Variant) -> String {
    format!(
        "{}/tests/data/playthroughs/{variant}.txt",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn every_game_plays_its_golden_playthroughs_line_for_line() {
    let bless = std::env::var_os("TABULA_BLESS").is_some_and(|v| v == "1");
    for &variant in Variant::ALL {
        let now = playthrough(variant);
        let path = path(variant);
        if bless {
            std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).unwrap();
            std::fs::write(&path, &now).unwrap();
            continue;
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("{path}: {e} (write it: TABULA_BLESS=1 cargo test --lib games::tests::playthroughs)")
        });
        let (mut kept_lines, mut now_lines) = (kept.lines(), now.lines());
        for number in 1.. {
            match (kept_lines.next(), now_lines.next()) {
                (None, None) => break,
                (a, b) if a == b => {}
                (a, b) => panic!(
                    "{path}: line {number} differs\n  kept: {}\n  now:  {}\nIf the change is \
                     meant, regenerate with TABULA_BLESS=1 cargo test --lib \
                     games::tests::playthroughs and review the diff",
                    a.unwrap_or("(end of file)"),
                    b.unwrap_or("(end of file)"),
                ),
            }
        }
    }
}

/// Every position of the kept files reads back, lists the legal actions written under it, and
/// is written again as the same text: the texts the store keeps stay readable.
#[test]
fn every_kept_position_reads_back_with_its_legal_actions() {
    for &variant in Variant::ALL {
        let path = path(variant);
        let Ok(kept) = std::fs::read_to_string(&path) else {
            panic!("{path} is missing");
        };
        let mut lines = kept.lines().peekable();
        let mut positions = 0;
        while let Some(line) = lines.next() {
            let Some(text) = line.strip_prefix("position ") else {
                continue;
            };
            let game = AnyGame::from_position_text(variant, text)
                .unwrap_or_else(|e| panic!("{path}: {e} in {text}"));
            assert_eq!(game.position_text(), text, "{path}");
            if let Some(legal) = lines.peek().and_then(|l| l.strip_prefix("legal")) {
                assert_eq!(
                    game.legal_move_texts().join(" "),
                    legal.trim_start(),
                    "{path}"
                );
            }
            positions += 1;
        }
        assert!(
            positions > 2 * GAMES as usize,
            "{path}: {positions} positions"
        );
    }
}
