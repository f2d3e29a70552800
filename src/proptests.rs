//! Property tests over everything that reads outside input: every game's move parser, replays of
//! arbitrary action lists, the snapshot decoder, the configuration loader and the console's line
//! parser. The property is always the same: no panic, only errors (and, where something is
//! accepted, a result that still works).
//!
//! Cases per property: `PROPTEST_CASES` if set, else [`CI_CASES`] (what `cargo test` runs, a few
//! seconds in all). The 100,000 cases per target is the long run:
//! `PROPTEST_CASES=100000 cargo test --release --lib proptests` (see docs/reliability.md for
//! its time). A failure prints the smallest input proptest found; it is also kept in
//! `proptest-regressions/` to be replayed first next time.

use proptest::prelude::*;

use crate::games::{AnyGame, ToAct, Variant};

/// Cases per property in the ordinary test run.
const CI_CASES: u32 = 512;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(CI_CASES);
    ProptestConfig {
        cases,
        // The console's property opens a service per case: keep the shrinking bounded too.
        max_shrink_iters: 2048,
        ..ProptestConfig::default()
    }
}

fn variant() -> impl Strategy<Value = Variant> {
    proptest::sample::select(Variant::ALL.to_vec())
}

/// Texts shaped like moves (squares, points, dice, separators) and any text at all.
fn move_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-jA-J0-9:x>+\\-roldpasbnuetfENTR ]{0,24}",
        "(roll|bonus|enter|off|pass|x)?[:\\-]?[0-9]{0,3}[:\\-]?[a-z]{0,2}[0-9]{0,3}",
        any::<String>(),
        "\\PC{0,64}",
    ]
}

/// A position reached by `steps` legal actions chosen by `picks` (modulo the choices).
fn position(variant: Variant, picks: &[u16]) -> AnyGame {
    let mut game = AnyGame::new(variant);
    for pick in picks {
        if game.to_act() == ToAct::Nobody {
            break;
        }
        let legal = game.legal_move_texts();
        if legal.is_empty() {
            break;
        }
        let text = &legal[usize::from(*pick) % legal.len()];
        game.play_text(text).expect("a legal move plays");
    }
    game
}

proptest! {
    #![proptest_config(config())]

    /// Any text, from the start or from a position reached by legal play, is played or refused.
    #[test]
    fn move_parsers_refuse_without_panicking(
        variant in variant(),
        picks in proptest::collection::vec(any::<u16>(), 0..40),
        text in move_text(),
    ) {
        let mut game = position(variant, &picks);
        let before = game.clone();
        match game.play_text(&text) {
            Ok(played) => {
                // Whatever was accepted is a legal move, and its canonical text replays.
                let mut again = before.clone();
                prop_assert!(again.play_text(&played).is_ok());
            }
            Err(_) => prop_assert_eq!(
                serde_json::to_string(&game).unwrap(),
                serde_json::to_string(&before).unwrap(),
                "a refused move changed the position"
            ),
        }
    }

    /// `AnyGame::replay` of any list of actions (legal ones with junk among them) either
    /// replays or names the first action it refuses; it never panics.
    #[test]
    fn replays_of_arbitrary_action_lists(
        variant in variant(),
        actions in proptest::collection::vec(
            prop_oneof![
                3 => any::<u16>().prop_map(|n| (Some(n), String::new())),
                1 => move_text().prop_map(|t| (None, t)),
            ],
            0..60,
        ),
    ) {
        // Build the list against the position as it goes, so that most of it is legal.
        let mut game = AnyGame::new(variant);
        let mut texts = Vec::new();
        for (pick, junk) in actions {
            let text = match pick {
                Some(n) => {
                    let legal = game.legal_move_texts();
                    if legal.is_empty() {
                        junk
                    } else {
                        legal[usize::from(n) % legal.len()].clone()
                    }
                }
                None => junk,
            };
            let _ = game.play_text(&text);
            texts.push(text);
        }
        match AnyGame::replay(variant, texts.iter().map(String::as_str)) {
            Ok(replayed) => {
                let _ = replayed.legal_move_texts();
                let _ = replayed.outcome();
            }
            Err((index, _)) => prop_assert!(index < texts.len()),
        }
    }

    /// The snapshot decoder with arbitrary bytes, and with real snapshots damaged byte by byte:
    /// an error, or a position whose every query still answers.
    #[test]
    fn snapshot_decoder_takes_any_bytes(
        variant in variant(),
        picks in proptest::collection::vec(any::<u16>(), 0..30),
        bytes in proptest::collection::vec(any::<u8>(), 0..256),
        damage in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..4),
    ) {
        let _ = serde_json::from_slice::<AnyGame>(&bytes);
        let snapshot = serde_json::to_vec(&position(variant, &picks)).unwrap();
        let mut damaged = snapshot.clone();
        for (at, byte) in damage {
            let at = at % damaged.len();
            damaged[at] = byte;
        }
        if let Ok(game) = serde_json::from_slice::<AnyGame>(&damaged) {
            let _ = game.to_act();
            let _ = game.outcome();
            let _ = game.legal_move_texts();
        }
    }

    /// The configuration file and the environment, with any text.
    #[test]
    fn config_loader_takes_any_text(
        file in prop_oneof![
            any::<String>(),
            "(discord_token|database|guild_id|log|rate_limit|boards_dir|x) = \"?[ -~]{0,20}\"?\n{0,2}",
        ],
        value in prop_oneof![any::<String>(), "[0-9/ off]{0,12}"],
        name in proptest::sample::select(vec![
            "DISCORD_TOKEN", "TABULA_DATABASE", "TABULA_GUILD_ID", "TABULA_LOG",
            "TABULA_DISCORD_API_URL", "TABULA_BOARDS_DIR", "TABULA_RATE_LIMIT",
        ]),
    ) {
        if let Ok(mut config) = crate::config::Config::parse(&file) {
            let _ = config.rate_limit();
            let _ = config.apply_env(|n| (n == name).then(|| value.clone()));
            let _ = config.token();
            let _ = config.database();
        }
    }

    /// The console's line parser: any lines, typed by any of three users.
    #[test]
    fn console_lines_never_panic(
        lines in proptest::collection::vec(
            prop_oneof![
                "(/)?(challenge|accept|decline|cancel|move|board|resign|games|as|rules|draw|abort|clock|rematch|agree-draw|export|replay|history|rating|leaderboard|help|withdraw) ?(#?[0-9]{0,3}|bob|alice|tabula|ergo|duodecim|latrunculi-piso|me|them|1d|\\+2d)? ?([a-h][1-8](-[a-h][1-8])?|[0-9]:enter|centurion)?",
                "\\PC{0,40}",
            ],
            0..12,
        ),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let service = std::sync::Arc::new(crate::service::Service::with_seed(crate::store::Store::open_in_memory().unwrap(), 1));
        service.set_computer_budgets(true);
        let options = crate::console::Options {
            lang: crate::i18n::Lang::En,
            boards: dir.path().to_path_buf(),
            user: "alice".to_string(),
            interactive: false,
            clock: None,
        };
        // Without `quit` inside: the script is the whole input.
        let script: String = lines
            .iter()
            .filter(|l| !matches!(l.trim(), "quit" | "exit" | "/quit" | "/exit"))
            .map(|l| format!("{l}\n"))
            .collect();
        let mut out = Vec::new();
        crate::console::run(&service, script.as_bytes(), &mut out, &options).unwrap();
    }
}
