//! The `tabula` command's tools for checking the rules and the computer by hand: `legal`,
//! `perft`, `show`, `ai`, `arena` (and the move lists they replay).

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use tabula::games::{AnyGame, Variant};
use tabula::i18n::{self, Lang};
use tabula::render::{self, RenderInfo};

use super::{fail, USAGE};

/// Plays `moves` from the start; on a refusal, the one-line reason naming the move's index.
pub(crate) fn replay(variant: &str, moves: &[String]) -> Result<AnyGame, String> {
    let variant: Variant = variant.parse().map_err(|e| {
        let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        format!("{e}; known games: {}", ids.join(", "))
    })?;
    AnyGame::replay(variant, moves.iter().map(String::as_str)).map_err(|(i, e)| {
        format!(
            "move {} (`{}`) refused: {}",
            i + 1,
            moves[i],
            i18n::move_error(Lang::En, &e)
        )
    })
}

/// The game and moves of a file written by `/export`.
pub(crate) fn read_export(path: &std::path::Path) -> Result<(String, Vec<String>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let (variant, moves) = tabula::service::ratings::parse_export(&text)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((variant.id().to_string(), moves))
}

pub(crate) fn legal(variant: &str, moves: &[String]) -> ExitCode {
    let game = match replay(variant, moves) {
        Ok(g) => g,
        Err(e) => return fail(USAGE, &e),
    };
    if game.outcome().is_some() {
        eprintln!("the game is over: no legal moves");
        return ExitCode::SUCCESS;
    }
    let mut out = io::stdout().lock();
    for mv in game.legal_move_texts() {
        if writeln!(out, "{mv}").is_err() {
            break; // a closed pipe (`| head`) is not an error
        }
    }
    ExitCode::SUCCESS
}

pub(crate) fn perft(variant: &str, moves: &[String], depth: u32) -> ExitCode {
    let game = match replay(variant, moves) {
        Ok(g) => g,
        Err(e) => return fail(USAGE, &e),
    };
    let counts: Vec<String> = (1..=depth).map(|d| game.perft(d).to_string()).collect();
    say!("{}", counts.join(" "));
    ExitCode::SUCCESS
}

pub(crate) fn show(variant: &str, moves: &[String], png: Option<PathBuf>, lang: Lang) -> ExitCode {
    let game = match replay(variant, moves) {
        Ok(g) => g,
        Err(e) => return fail(USAGE, &e),
    };
    put!("{}", render::text_board(&game, lang));
    if let Some(path) = png {
        let info = RenderInfo {
            names: [
                i18n::side_name(lang, game.variant(), tabula::games::Side::First),
                i18n::side_name(lang, game.variant(), tabula::games::Side::Second),
            ],
            lang,
            resigned: None,
            extra: tabula::render::StatusExtra::None,
        };
        let bytes = render::render_png(&game, &info);
        if let Err(e) = std::fs::write(&path, bytes) {
            return fail(1, &format!("cannot write {}: {e}", path.display()));
        }
        eprintln!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}

pub(crate) fn ai(
    variant: &str,
    level: &str,
    seed: u64,
    (budget, think_ms): (Option<u32>, Option<u64>),
    explain: bool,
    moves: &[String],
) -> ExitCode {
    use tabula::ai::{self, Budget, Level};
    use tabula::games::ToAct;
    let level: Level = match level.parse() {
        Ok(l) => l,
        Err(e) => return fail(USAGE, &format!("{e}")),
    };
    let game = match replay(variant, moves) {
        Ok(g) => g,
        Err(e) => return fail(USAGE, &e),
    };
    match game.to_act() {
        ToAct::Nobody => return fail(USAGE, "the game is over: no move to play"),
        ToAct::Chance => {
            return fail(
                USAGE,
                "the dice must be rolled first: add the roll as a move (e.g. roll:3-5-6)",
            )
        }
        ToAct::Side(_) => {}
    }
    let budget = match think_ms {
        Some(ms) => Budget {
            iterations: budget.unwrap_or(u32::MAX),
            deadline: Some(std::time::Instant::now() + std::time::Duration::from_millis(ms)),
        },
        None => Budget {
            iterations: budget.unwrap_or(level.spec().iterations),
            deadline: None,
        },
    };
    let Some(choice) = ai::choose(&game, level, seed, budget) else {
        return fail(1, "no move found");
    };
    say!("{}", choice.text);
    if think_ms.is_some() {
        eprintln!("iterations: {}", choice.iterations);
    }
    if explain {
        for c in choice.considered.iter().take(5) {
            say!("{}\t{} visits\tvalue {:.3}", c.text, c.visits, c.value);
        }
    }
    ExitCode::SUCCESS
}

pub(crate) fn arena(
    games: u32,
    variants: &[String],
    no_imperator: bool,
    ladder: bool,
    threads: usize,
) -> ExitCode {
    use tabula::ai::arena::{self, Player};
    let chosen: Vec<Variant> = if variants.is_empty() {
        Variant::ALL.to_vec()
    } else {
        let mut chosen = Vec::new();
        for v in variants {
            match v.parse() {
                Ok(v) => chosen.push(v),
                Err(e) => return fail(USAGE, &format!("{e}")),
            }
        }
        chosen
    };
    let players: Vec<Player> = Player::ALL
        .into_iter()
        .filter(|p| !(no_imperator && *p == Player::Computer(tabula::ai::Level::Imperator)))
        .collect();
    let pairs = if ladder {
        arena::ladder_pairs(&players)
    } else {
        arena::round_robin_pairs(&players)
    };
    say!("Arena: {games} games a pair a game, iteration budgets, colours alternating.\n");
    for variant in chosen {
        let report = arena::play_pairs(variant, &pairs, games, threads);
        say!("{}", arena::format_report(&report));
        say!("{}", arena::format_targets(&report));
    }
    ExitCode::SUCCESS
}
