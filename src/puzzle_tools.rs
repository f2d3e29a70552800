//! `tabula puzzles`: make a set of puzzles by self-play, check a set again, draw one.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::Subcommand;
use tabula::ai::puzzles::{self, generate, Puzzle, VERIFY_BUDGET};
use tabula::games::{Side, Variant};
use tabula::i18n::{self, Lang};
use tabula::render::{self, RenderInfo};

use super::{fail, USAGE};

#[derive(Subcommand)]
pub(crate) enum PuzzlesCommand {
    /// Play the engine against itself and write the verified puzzles to FILE (the same seed
    /// gives the same file); prints what share of candidates was kept and puzzles per
    /// core-minute.
    Generate {
        /// Game id, e.g. ergo.
        #[arg(long)]
        game: String,
        /// Puzzles wanted.
        #[arg(long, default_value_t = 100)]
        count: usize,
        /// Seed of the self-play games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write them.
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// Iterations a decision of a line is verified with (at least four times a review's).
        #[arg(long, default_value_t = VERIFY_BUDGET)]
        budget: u32,
        /// Most self-play games.
        #[arg(long, default_value_t = 10_000)]
        max_games: u32,
    },
    /// Verify every puzzle of FILE again; one line per puzzle that fails, exit status 1 if any.
    Check {
        file: PathBuf,
        /// Iterations a decision is verified with.
        #[arg(long, default_value_t = VERIFY_BUDGET)]
        budget: u32,
        /// Only every Nth puzzle (a sample), starting with the first.
        #[arg(long, default_value_t = 1)]
        every: usize,
    },
    /// Print puzzle N of FILE (from 1) and draw it: the position with the move that set it up.
    Show {
        file: PathBuf,
        n: usize,
        /// Write the picture here.
        #[arg(long, value_name = "FILE")]
        png: Option<PathBuf>,
        /// Draw the solver's first turn on the board too.
        #[arg(long)]
        solution: bool,
    },
}

pub(crate) fn run(command: PuzzlesCommand) -> ExitCode {
    match command {
        PuzzlesCommand::Generate {
            game,
            count,
            seed,
            out,
            budget,
            max_games,
        } => generate_file(&game, count, seed, &out, budget, max_games),
        PuzzlesCommand::Check {
            file,
            budget,
            every,
        } => check(&file, budget, every.max(1)),
        PuzzlesCommand::Show {
            file,
            n,
            png,
            solution,
        } => show(&file, n, png.as_deref(), solution),
    }
}

fn generate_file(
    game: &str,
    count: usize,
    seed: u64,
    out: &Path,
    budget: u32,
    max_games: u32,
) -> ExitCode {
    let variant: Variant = match game.parse() {
        Ok(v) => v,
        Err(e) => return fail(USAGE, &format!("{e}")),
    };
    let started = Instant::now();
    let command = format!(
        "tabula puzzles generate --game {} --count {count} --seed {seed} --out {} --budget {budget}",
        variant.id(),
        out.display()
    );
    let summary = generate::generate(variant, count, seed, budget, max_games, |s| {
        eprintln!(
            "{} puzzles, {} candidates, {} games, {:.0} s",
            s.puzzles.len(),
            s.candidates,
            s.games,
            started.elapsed().as_secs_f64()
        );
        // Written after each puzzle, so that a run cut short keeps what it verified.
        let header = vec![
            command.clone(),
            format!("unfinished: {} puzzles so far", s.puzzles.len()),
        ];
        let _ = std::fs::write(out, puzzles::write_file(&header, &s.puzzles));
    });
    let wall = started.elapsed().as_secs_f64() / 60.0;
    let minutes = cpu_seconds().map_or(wall, |s| s / 60.0);
    let header = vec![
        command,
        format!(
            "{} puzzles from {} self-play games; {} candidates, {:.0}% kept",
            summary.puzzles.len(),
            summary.games,
            summary.candidates,
            summary.kept_share() * 100.0
        ),
    ];
    let text = puzzles::write_file(&header, &summary.puzzles);
    if let Err(e) = std::fs::write(out, text) {
        return fail(1, &format!("cannot write {}: {e}", out.display()));
    }
    say!(
        "{} puzzles ({} candidates, {:.0}% kept) in {:.1} core-minutes ({:.1} minutes' wall time): {:.1} verified puzzles per core-minute",
        summary.puzzles.len(),
        summary.candidates,
        summary.kept_share() * 100.0,
        minutes,
        wall,
        summary.puzzles.len() as f64 / minutes.max(1e-9)
    );
    ExitCode::SUCCESS
}

/// The CPU time this process has used (user and system), where the system says it: a machine
/// shared with other work still measures this command's own core-minutes.
fn cpu_seconds() -> Option<f64> {
    #[cfg(unix)]
    {
        // SAFETY: getrusage writes into the struct it is given and reads nothing else.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
            return None;
        }
        let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
        Some(secs(usage.ru_utime) + secs(usage.ru_stime))
    }
    #[cfg(not(unix))]
    {
        None
    }
}

fn read(file: &Path) -> Result<Vec<(usize, Puzzle)>, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    puzzles::read_file(&text).map_err(|e| format!("{}: {e}", file.display()))
}

fn check(file: &Path, budget: u32, every: usize) -> ExitCode {
    let all = match read(file) {
        Ok(p) => p,
        Err(e) => return fail(USAGE, &e),
    };
    let mut failed = 0;
    let mut checked = 0;
    for (i, (line, puzzle)) in all.iter().enumerate() {
        if i % every != 0 {
            continue;
        }
        checked += 1;
        if let Err(why) = puzzles::verify(puzzle, budget) {
            failed += 1;
            say!("{}:{line}: puzzle {}: {why}", file.display(), i + 1);
        }
    }
    if failed > 0 {
        return ExitCode::from(1);
    }
    eprintln!("{checked} puzzles checked, all pass");
    ExitCode::SUCCESS
}

fn show(file: &Path, n: usize, png: Option<&Path>, solution: bool) -> ExitCode {
    let all = match read(file) {
        Ok(p) => p,
        Err(e) => return fail(USAGE, &e),
    };
    let Some((_, puzzle)) = n.checked_sub(1).and_then(|i| all.get(i)) else {
        return fail(USAGE, &format!("no puzzle {n}: the file has {}", all.len()));
    };
    let game = match puzzle.start() {
        Ok(g) => g,
        Err(e) => return fail(1, &format!("puzzle {n}: {e}")),
    };
    let lang = Lang::En;
    let side = puzzle.side().unwrap_or(Side::First);
    let name = i18n::side_name(lang, puzzle.variant, side);
    let mut letters = name.chars();
    let name: String = letters
        .next()
        .map(|c| c.to_uppercase().chain(letters).collect())
        .unwrap_or_default();
    say!(
        "{name} to play: {} (rating {}, {})",
        puzzle.theme.id(),
        puzzle.rating,
        puzzle.source.as_deref().unwrap_or("-")
    );
    put!("{}", render::text_board(&game, lang));
    say!("solution: {}", puzzle.line.join(" | "));
    if let Some(path) = png {
        // No player names: the band names the sides, and the status line says only whose
        // side is to play.
        let info = RenderInfo::unnamed(lang);
        let bytes = if solution {
            let marks = render::diagram::turn_marks(&game, &puzzle.line[0]);
            render::diagram::render_diagram(&game, &info, &marks).unwrap_or_default()
        } else {
            render::render_png(&game, &info)
        };
        if let Err(e) = std::fs::write(path, bytes) {
            return fail(1, &format!("cannot write {}: {e}", path.display()));
        }
        eprintln!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}
