//! Checks shared by every game: the trait's contract over random playouts (each game's own
//! tests call it), the perft tables, the rules documents, the list of games.

use super::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Plays `games` seeded random games to the end and checks the trait's contract at every
/// step: every listed move is accepted by `play`, every printed move parses back to itself,
/// `to_act`/`outcome`/`legal_moves` agree, every position reads back from its position text as
/// the same value with the same legal moves, and every game ends within `max_actions`.
pub(crate) fn random_playouts<G: Game + PartialEq>(games: u64, max_actions: usize) -> Vec<G> {
    let mut finished = Vec::new();
    for seed in 0..games {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = G::new();
        let mut actions = 0;
        while game.outcome().is_none() {
            assert!(
                actions < max_actions,
                "seed {seed}: no end after {actions} actions"
            );
            let moves = game.legal_moves();
            assert!(
                !moves.is_empty(),
                "seed {seed}: no legal move but no outcome"
            );
            assert!(!matches!(game.to_act(), ToAct::Nobody));
            assert_reads_back(&game, seed);
            for mv in &moves {
                let text = game.format_move(mv);
                assert_eq!(text, text.to_lowercase());
                assert_eq!(
                    game.parse_move(&text).as_ref(),
                    Ok(mv),
                    "seed {seed}: {text}"
                );
                assert_eq!(
                    game.parse_move(&text.to_uppercase()).as_ref(),
                    Ok(mv),
                    "seed {seed}: {text}"
                );
            }
            let mv = match game.to_act() {
                ToAct::Chance => {
                    let rolls = game.chance_outcomes();
                    let total: u32 = rolls.iter().map(|(_, w)| w).sum();
                    let mut pick = rng.random_range(0..total);
                    rolls
                        .into_iter()
                        .find(|(_, w)| {
                            if pick < *w {
                                true
                            } else {
                                pick -= w;
                                false
                            }
                        })
                        .map(|(m, _)| m)
                        .expect("a roll")
                }
                _ => moves[rng.random_range(0..moves.len())].clone(),
            };
            // Every listed move must be accepted (checked on clones to keep one game), and
            // played unchecked to the same position; each is the one picked at its index.
            let mut buffer = Vec::new();
            for (k, other) in moves.iter().enumerate() {
                let mut copy = game.clone();
                assert_eq!(copy.play(other), Ok(()), "seed {seed}: {other:?} refused");
                let mut unchecked = game.clone();
                unchecked.play_listed(other);
                assert!(unchecked == copy, "seed {seed}: {other:?} played unchecked");
                let picked = game.pick_legal_move(&mut buffer, |n| {
                    assert_eq!(n, moves.len(), "seed {seed}: the count of actions");
                    Some(k)
                });
                assert_eq!(picked.as_ref(), Some(other), "seed {seed}: action {k}");
            }
            assert_eq!(
                game.pick_legal_move(&mut buffer, Some),
                None,
                "seed {seed}: past the end"
            );
            assert_eq!(
                game.pick_legal_move(&mut buffer, |_| None),
                None,
                "seed {seed}"
            );
            game.play(&mv).unwrap();
            actions += 1;
        }
        assert_eq!(game.to_act(), ToAct::Nobody);
        assert!(game.legal_moves().is_empty());
        assert_eq!(game.pick_legal_move(&mut Vec::new(), Some), None);
        assert_reads_back(&game, seed);
        finished.push(game);
    }
    finished
}

/// `game` reads back from its position text as the same value, with the same legal moves and
/// the same text.
fn assert_reads_back<G: Game + PartialEq>(game: &G, seed: u64) {
    let text = game.position_text();
    assert!(text.starts_with("v1 "), "seed {seed}: {text}");
    let back =
        G::from_position_text(&text).unwrap_or_else(|e| panic!("seed {seed}: {e} in {text}"));
    assert!(back == *game, "seed {seed}: {text} reads back as {back:?}");
    assert_eq!(
        back.legal_moves(),
        game.legal_moves(),
        "seed {seed}: {text}"
    );
    assert_eq!(back.position_text(), text);
}

/// The text of every `.rs` file under `dir`.
fn sources_in(dir: &std::path::Path) -> String {
    let mut text = String::new();
    for entry in std::fs::read_dir(dir).expect("every game is a folder") {
        let path = entry.unwrap().path();
        if path.is_dir() {
            text += &sources_in(&path);
        } else if path.extension().is_some_and(|e| e == "rs") {
            text += &std::fs::read_to_string(&path).unwrap();
        }
    }
    text
}

/// Every test a rules document names (as `a_snake_case_name`) exists in the ruleset's module,
/// so the documents and the tests cannot drift apart.
#[test]
fn the_rules_documents_name_only_tests_that_exist() {
    let root = env!("CARGO_MANIFEST_DIR");
    for &variant in Variant::ALL {
        let module = variant.module();
        let doc = std::fs::read_to_string(format!("{root}/docs/rules/{}.md", variant.id()))
            .expect("every variant has a rules document");
        // The module's folder: the rules and their test files, in sub-folders too.
        let source = sources_in(&std::path::Path::new(root).join("src/games").join(module));
        let named: Vec<&str> = doc
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|w| {
                w.matches('_').count() >= 3 && w.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            })
            .collect();
        assert!(named.len() >= 10, "{variant}: the document names its tests");
        for test in named {
            assert!(
                source.contains(&format!("fn {test}()")),
                "{variant}: docs name `{test}`, which is not a test in src/games/{module}/"
            );
        }
    }
}

/// `tests/data/perft/<variant>.txt` pins the number of legal action sequences at fixed depths
/// from the start and from a few later positions, so any change to move generation shows up
/// as a changed count. Each line is `<position> | <count at depth 1> <at depth 2> ...`, where
/// `<position>` is `start` or the actions from the start separated by spaces; `#` starts a
/// comment. Every variant must have such a file with at least three positions.
#[test]
fn legal_action_counts_match_the_perft_tables() {
    let root = env!("CARGO_MANIFEST_DIR");
    for &variant in Variant::ALL {
        let path = format!("{root}/tests/data/perft/{}.txt", variant.id());
        let table = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{path}: every variant has a perft table ({e})"));
        let mut positions = 0;
        for (n, line) in table.lines().enumerate() {
            let line = line.split('#').next().unwrap().trim();
            if line.is_empty() {
                continue;
            }
            let (position, counts) = line
                .split_once('|')
                .unwrap_or_else(|| panic!("{path}:{}: `position | counts`", n + 1));
            let actions: Vec<&str> = match position.trim() {
                "start" => Vec::new(),
                moves => moves.split_whitespace().collect(),
            };
            let game = AnyGame::replay(variant, actions.iter().copied())
                .unwrap_or_else(|e| panic!("{path}:{}: {e:?}", n + 1));
            for (depth, expected) in counts.split_whitespace().enumerate() {
                let expected: u64 = expected.parse().expect("a count");
                let depth = depth as u32 + 1;
                let got = game.perft(depth);
                assert_eq!(got, expected, "{path}:{}: depth {depth}", n + 1);
            }
            positions += 1;
        }
        assert!(positions >= 3, "{path}: at least three positions");
    }
}

#[test]
fn variants_parse_from_their_ids() {
    for &v in Variant::ALL {
        assert_eq!(v.id().parse::<Variant>(), Ok(v));
        assert_eq!(v.id().to_uppercase().parse::<Variant>(), Ok(v));
    }
    assert!("chess".parse::<Variant>().is_err());
}

#[test]
fn any_game_round_trips_through_json() {
    let mut game = AnyGame::new(Variant::LatrunculiPiso);
    game.play_text("D4").unwrap();
    let json = serde_json::to_string(&game).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.legal_move_texts(), game.legal_move_texts());
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
}

#[test]
fn a_games_own_refusals_and_endings_carry_their_keys_and_sides() {
    assert_eq!(
        Illegal::Rule("mygame-illegal-too-far").key(),
        "mygame-illegal-too-far"
    );
    let own = EndReason::Own(2, Some(Side::Second));
    assert_eq!(own.side(), Some(Side::Second));
    assert_eq!(own.count(), None);
    assert_eq!(own.key(), "end-own");
    // Stored in snapshots like any ending.
    let json = serde_json::to_string(&own).unwrap();
    assert_eq!(serde_json::from_str::<EndReason>(&json).unwrap(), own);
    // A game's override changes only the reasons it names.
    let latroncules = Variant::Latroncules;
    assert_eq!(
        latroncules.end_key(&EndReason::NoCaptureLimit),
        "latroncules-end-no-capture-limit"
    );
    assert_eq!(
        latroncules.end_key(&EndReason::AllPiecesTaken(Side::First)),
        "latroncules-end-all-taken"
    );
    assert_eq!(
        Variant::LatrunculiPiso.end_key(&EndReason::NoCaptureLimit),
        "end-no-capture-limit"
    );
}

#[test]
fn the_list_of_games_gives_each_an_id_a_name_key_and_side_keys() {
    for &v in Variant::ALL {
        assert_eq!(v.name_key(), format!("service-variant-{}", v.id()));
        assert_eq!(AnyGame::new(v).variant(), v);
        assert_ne!(v.side_name_key(Side::First), v.side_name_key(Side::Second));
    }
    // Black moves first in Ergo.
    assert_eq!(Variant::Ergo.side_name_key(Side::First), "side-black");
    let ids: std::collections::HashSet<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    assert_eq!(ids.len(), Variant::ALL.len(), "ids are unique");
}

#[test]
fn replay_names_the_index_of_the_refused_action() {
    let err = AnyGame::replay(Variant::LatrunculiPiso, ["a1", "a1"]).unwrap_err();
    assert_eq!(err, (1, MoveError::Illegal(Illegal::Occupied)));
}

/// FNV-1a, 64 bits: a hash whose value is fixed by its definition (not by the Rust release), so
/// a digest can be pinned in a test.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Plays `games` seeded random games and hashes everything the rules show along the way: at
/// every step the legal actions in the order they are listed, the chance outcomes with their
/// weights, the position as stored (JSON) and, at the end, the outcome. Returns the digest and
/// the number of actions played.
fn trace_digest<G: Game>(games: u64) -> (u64, u64) {
    let mut hash = Fnv::new();
    let mut actions = 0;
    let mut buffer = Vec::new();
    let mut rolls_buffer = Vec::new();
    for seed in 0..games {
        let mut rng = SmallRng::seed_from_u64(1000 + seed);
        let mut game = G::new();
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            // The buffer versions list the same, in the same order, whatever the buffer held.
            game.legal_moves_into(&mut buffer);
            assert_eq!(
                buffer, moves,
                "legal_moves_into lists what legal_moves lists"
            );
            game.chance_outcomes_into(&mut rolls_buffer);
            assert_eq!(rolls_buffer, game.chance_outcomes());
            for mv in &moves {
                hash.write(game.format_move(mv).as_bytes());
                hash.write(b" ");
            }
            let rolls = game.chance_outcomes();
            for (mv, weight) in &rolls {
                hash.write(format!("{}={weight} ", game.format_move(mv)).as_bytes());
            }
            let json = serde_json::to_string(&game).unwrap();
            let back: G = serde_json::from_str(&json).unwrap();
            assert_eq!(
                serde_json::to_string(&back).unwrap(),
                json,
                "reads back as stored"
            );
            hash.write(json.as_bytes());
            let mv = if rolls.is_empty() {
                moves[rng.random_range(0..moves.len())].clone()
            } else {
                let total: u32 = rolls.iter().map(|(_, w)| w).sum();
                let mut pick = rng.random_range(0..total);
                let mut chosen = None;
                for (roll, weight) in rolls {
                    if pick < weight {
                        chosen = Some(roll);
                        break;
                    }
                    pick -= weight;
                }
                chosen.expect("weights add up")
            };
            game.play(&mv).unwrap();
            actions += 1;
        }
        hash.write(format!("{:?}", game.outcome()).as_bytes());
    }
    (hash.0, actions)
}

/// An independent check of the rules engines against themselves as they were before their move
/// generators were made faster (masks, tables of neighbours, moves listed into the caller's
/// buffer): seeded random games must list the same actions in the same order, store the same
/// positions and end the same way as the digests taken then. Any change
/// of behaviour, of move order or of the stored form of a position changes a digest.
#[test]
fn random_games_trace_the_same_actions_positions_and_endings_as_before() {
    let got = [
        ("latrunculi-piso", trace_digest::<Latrunculi>(40)),
        ("latrunculi-seneca", trace_digest::<LatrunculiSeneca>(40)),
        ("latroncules", trace_digest::<Latroncules>(40)),
        ("bastonus", trace_digest::<Bastonus>(40)),
        ("ergo", trace_digest::<Ergo>(40)),
        ("duodecim", trace_digest::<Duodecim>(40)),
    ];
    let expected: [(&str, (u64, u64)); 6] = [
        ("latrunculi-piso", (0xdf6fc456d10f3a7c, 20432)),
        ("latrunculi-seneca", (0x6fb769987e1472fe, 22269)),
        ("latroncules", (0x1a6b33c99c591208, 14457)),
        ("bastonus", (0xae145d061b51e9b4, 5968)),
        ("ergo", (0x3a6cf6f9d466176c, 7181)),
        ("duodecim", (0xc6da55cf3df515fd, 34099)),
    ];
    assert_eq!(got, expected);
}

/// Texts near real ones (a character removed, changed or doubled, a field dropped or repeated,
/// the text cut short) are refused with an error or read as a position that plays on: reading
/// never panics, and neither does listing or playing the moves of what it read.
#[test]
fn position_texts_near_real_ones_are_refused_or_play_never_panicking() {
    const CHARS: &[char] = &[
        '.', '-', ',', '=', ' ', '0', '9', 'w', 'B', 'x', 'L', 'f', 'z',
    ];
    let mut rng = SmallRng::seed_from_u64(49);
    let (mut read, mut refused) = (0, 0);
    for &variant in Variant::ALL {
        let mut game = AnyGame::new(variant);
        for _ in 0..60 {
            let text = game.position_text();
            for _ in 0..40 {
                let mut chars: Vec<char> = text.chars().collect();
                let at = rng.random_range(0..chars.len());
                match rng.random_range(0..5) {
                    0 => {
                        chars.remove(at);
                    }
                    1 => chars[at] = CHARS[rng.random_range(0..CHARS.len())],
                    2 => chars.insert(at, chars[at]),
                    3 => chars.truncate(at),
                    _ => {
                        let words: Vec<&str> = text.split(' ').collect();
                        let word = words[rng.random_range(1..words.len())];
                        chars = format!("{text} {word}").chars().collect();
                    }
                }
                let mutated: String = chars.into_iter().collect();
                match AnyGame::from_position_text(variant, &mutated) {
                    Err(_) => refused += 1,
                    Ok(found) => {
                        read += 1;
                        let moves = found.legal_move_texts();
                        let chances = found.chance_texts();
                        if let Some(text) = moves.first().or(chances.first().map(|(t, _)| t)) {
                            let _ = found.clone().play_text(text);
                        }
                        let again = AnyGame::from_position_text(variant, &found.position_text());
                        assert!(again.is_ok(), "{mutated}");
                    }
                }
            }
            let moves = game.legal_move_texts();
            let chances = game.chance_texts();
            let next = if !chances.is_empty() {
                chances[rng.random_range(0..chances.len())].0.clone()
            } else if !moves.is_empty() {
                moves[rng.random_range(0..moves.len())].clone()
            } else {
                break;
            };
            game.play_text(&next).unwrap();
        }
    }
    assert!(
        refused > 1000 && read > 100,
        "refused {refused}, read {read}"
    );
}

mod playthroughs;
