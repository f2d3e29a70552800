//! `tabula levels`: the levels' strength measured, the table `/help`, `/play` and the README
//! show (`data/levels.txt`, read by `ai::strengths`; docs/ai.md, "The levels' strength").
//!
//! A round robin of the random mover and the four levels on each game, both colours
//! alternating, each computer at the bot's budgets (`arena::Budgets::Bot`: the ceiling of
//! iterations the bot searches to within its think time), every game's seed from `--seed`; the
//! results fitted on one scale per game, the random mover at 0, with 95% intervals
//! (`arena::strength`). The same seed and games give the same table (threads change only the
//! think times).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use tabula::ai::arena::{self, strength, Budgets, Player, Setup};
use tabula::ai::strengths;
use tabula::ai::Level;
use tabula::games::Variant;
use tabula::i18n::{self, Lang};

use super::{fail, USAGE};

#[derive(clap::Args)]
pub(crate) struct LevelsArgs {
    /// Only these games (ids); default all.
    variants: Vec<String>,
    /// Games per pair per game (colours alternating).
    #[arg(long, default_value_t = 10)]
    games: u32,
    /// Seed every game's dice and searches come from.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (the results do not depend on it).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Play every game to its end (by default a game ends once a computer's own search shows
    /// it won or lost on 4 of its moves in a row: `arena::Setup::adjudicate`).
    #[arg(long)]
    no_adjudication: bool,
    /// The computers' budgets: `ceiling`, the most iterations the bot searches within its think
    /// time (what a fast host reaches), or `level`, the level's own iterations (what a 2-core
    /// host of 2026 reaches in that time, and a quarter of the cost).
    #[arg(long, value_enum, default_value_t = BudgetsArg::Ceiling)]
    budgets: BudgetsArg,
    /// Write the table here (e.g. data/levels.txt); default: print it.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Play nothing: fit the games' tallies that an earlier run of this same command printed
    /// (its report, saved from standard error) again. The games are the seed's, so the table is
    /// the one the command writes; this only saves replaying them after a change to the fit.
    #[arg(long, conflicts_with = "journal")]
    tallies: Option<PathBuf>,
    /// Also print the table as the README shows it (Markdown, one row a game) on standard
    /// output.
    #[arg(long)]
    markdown: bool,
    /// Write each game down here as it ends, and count the games already written there
    /// without playing them again: a run stopped part way (a session's end, a restart) goes on
    /// from where it was with the same command, and gives the table a run straight through
    /// gives. The file's first line names the seed, budgets and adjudication it was made with;
    /// another run's journal is refused.
    #[arg(long)]
    journal: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum BudgetsArg {
    Ceiling,
    Level,
}

pub(crate) fn levels(args: &LevelsArgs) -> ExitCode {
    let chosen: Vec<Variant> = if args.variants.is_empty() {
        Variant::ALL.to_vec()
    } else {
        let mut chosen = Vec::new();
        for v in &args.variants {
            match v.parse() {
                Ok(v) => chosen.push(v),
                Err(e) => return fail(USAGE, &format!("{e}")),
            }
        }
        chosen
    };
    if args.games == 0 {
        return fail(USAGE, "--games must be at least 1");
    }
    let pairs = arena::round_robin_pairs(&Player::ALL);
    let setup = Setup {
        budgets: match args.budgets {
            BudgetsArg::Ceiling => Budgets::Bot,
            BudgetsArg::Level => Budgets::Iterations,
        },
        seed: args.seed,
        adjudicate: !args.no_adjudication,
    };
    let started = Instant::now();
    let mut fits = Vec::new();
    // With --tallies: each game's games a pair in the report read.
    let mut tallied: Vec<(Variant, u32)> = Vec::new();
    if let Some(path) = &args.tallies {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => return fail(USAGE, &format!("cannot read {}: {e}", path.display())),
        };
        for variant in &chosen {
            let Some(results) = read_tallies(&text, *variant) else {
                return fail(
                    USAGE,
                    &format!("no tallies of {} in {}", variant.id(), path.display()),
                );
            };
            let most = results.iter().map(|r| r.tally.games()).max().unwrap_or(0);
            let Some(fit) = strength::fit(&results, Player::Random) else {
                return fail(USAGE, "the random mover played no game");
            };
            fits.push((*variant, fit));
            tallied.push((*variant, most));
        }
    }
    let journal = match &args.journal {
        Some(path) => match Journal::open(path, &journal_header(args)) {
            Ok(journal) => Some(journal),
            Err(e) => return fail(USAGE, &e),
        },
        None => None,
    };
    // The games this run played, and those it needed (the rest were read from the journal).
    let played = std::sync::atomic::AtomicUsize::new(0);
    let mut needed = 0;
    for variant in chosen.iter().copied().filter(|_| args.tallies.is_none()) {
        let begun = Instant::now();
        needed += pairs.len() * args.games as usize;
        let done = journal
            .as_ref()
            .map(|j| j.records(variant, &pairs))
            .unwrap_or_default();
        if !done.is_empty() {
            eprintln!(
                "{}: {} game(s) already in the journal, not played again",
                variant.id(),
                done.len()
            );
        }
        let write_down = |record: &arena::GameRecord| {
            played.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if let Some(journal) = &journal {
                journal.write(&record.line(variant, &pairs));
            }
        };
        let report = arena::play_pairs_resuming(
            variant,
            &pairs,
            args.games,
            args.threads,
            setup,
            &done,
            &write_down,
        );
        eprintln!("{}", arena::format_report(&report));
        eprintln!("({:.0} s)\n", begun.elapsed().as_secs_f64());
        let Some(fit) = strength::fit(&report.pairs, Player::Random) else {
            return fail(USAGE, "the random mover played no game");
        };
        fits.push((variant, fit));
    }
    let games: Vec<String> = args.variants.clone();
    let command = format!(
        "tabula levels{}{} --games {} --seed {} --threads {} --budgets {}{}{}{}",
        if games.is_empty() { "" } else { " " },
        games.join(" "),
        args.games,
        args.seed,
        args.threads,
        match args.budgets {
            BudgetsArg::Ceiling => "ceiling",
            BudgetsArg::Level => "level",
        },
        if args.no_adjudication {
            " --no-adjudication"
        } else {
            ""
        },
        args.out
            .as_ref()
            .map(|p| format!(" --out {}", p.display()))
            .unwrap_or_default(),
        args.journal
            .as_ref()
            .map(|p| format!(" --journal {}", p.display()))
            .unwrap_or_default()
    );
    let date = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .and_then(|d| chrono::DateTime::from_timestamp(d.as_secs() as i64, 0))
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default();
    let mut header = vec![
        "The levels' strength: a round robin of the random mover and the four levels on each game,"
            .to_string(),
        format!(
            "both colours, {}, fitted on one scale per game with the random mover at 0 (Elo points, 95%",
            match args.budgets {
                BudgetsArg::Ceiling =>
                    "at the bot's ceilings (each level's most iterations within its think time)",
                BudgetsArg::Level =>
                    "at each level's own iterations (what a 2-core host reaches in its think time)",
            }
        ),
        "intervals from the fit's curvature): docs/ai.md, \"The levels' strength\".".to_string(),
        format!("made by: {command}"),
        match &args.tallies {
            None => {
                let played = played.load(std::sync::atomic::Ordering::Relaxed);
                let mut line = format!(
                    "date: {date}, {:.0} min on {} thread(s)",
                    started.elapsed().as_secs_f64() / 60.0,
                    args.threads
                );
                if args.journal.is_some() {
                    // A run in parts: this last part's time is not the run's.
                    let read = needed.saturating_sub(played);
                    line.push_str(&format!(
                        ", {played} game(s) played, {read} read from the journal"
                    ));
                }
                line
            }
            Some(path) => format!(
                "date: {date}, fitted again from that command's tallies ({}: --tallies)",
                path.file_name().unwrap_or_default().to_string_lossy()
            ),
        },
    ];
    if tallied.iter().any(|&(_, games)| games != args.games) {
        // Tallies of a run still under way (its journal's games so far) or of several: say
        // which games have how many, so the table does not claim more than it holds.
        let counts: Vec<String> = tallied
            .iter()
            .map(|(v, games)| format!("{} {games}", v.id()))
            .collect();
        header.push(format!(
            "games a pair in those tallies, not all of the command's {}: {}",
            args.games,
            counts.join(", ")
        ));
    }
    let text = strengths::format(&header, &fits);
    match &args.out {
        Some(path) => {
            if let Err(e) = std::fs::write(path, &text) {
                return fail(USAGE, &format!("cannot write {}: {e}", path.display()));
            }
        }
        None => print!("{text}"),
    }
    if args.markdown {
        print!("{}", markdown(&fits));
    }
    ExitCode::SUCCESS
}

/// The README's table of the fits: a row a game (its English name), a column a level with its
/// rating and 95% interval, and the games each level played.
fn markdown(fits: &[(Variant, Vec<strength::Strength>)]) -> String {
    use std::fmt::Write as _;
    let number = |x: f64| format!("{x:.0}").replace('-', "−");
    let mut out = String::from(
        "| game | novice | legionary | centurion | imperator | games a level |\n\
         | --- | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for (variant, fit) in fits {
        let name = i18n::lookup(Lang::En, variant.name_key()).unwrap_or(variant.id());
        let _ = write!(out, "| {name} |");
        let mut games = None;
        for level in Level::ALL {
            match fit.iter().find(|s| s.player == Player::Computer(level)) {
                Some(s) => {
                    games = games.or(Some(s.games));
                    let _ = write!(
                        out,
                        " {} [{}, {}] |",
                        number(s.rating),
                        number(s.low),
                        number(s.high)
                    );
                }
                None => out.push_str(" – |"),
            }
        }
        let _ = writeln!(
            out,
            " {} |",
            games.map(|g| g.to_string()).unwrap_or_default()
        );
    }
    out
}

/// The first line of a `--journal`: what the games in it depend on besides their game, pair
/// and number (`--games` and `--threads` do not change a game, so a journal may be extended to
/// more games or played on more threads).
fn journal_header(args: &LevelsArgs) -> String {
    format!(
        "# tabula levels journal: seed {}, budgets {}, adjudication {}",
        args.seed,
        match args.budgets {
            BudgetsArg::Ceiling => "ceiling",
            BudgetsArg::Level => "level",
        },
        if args.no_adjudication { "off" } else { "on" }
    )
}

/// A `--journal`: the lines read when the run began, and the file to which each game played
/// is appended as one line as soon as it ends.
struct Journal {
    lines: Vec<String>,
    file: std::sync::Mutex<std::fs::File>,
    path: PathBuf,
}

impl Journal {
    /// Opens (or starts) the journal at `path`, refusing one begun with another header.
    fn open(path: &std::path::Path, header: &str) -> Result<Journal, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        let mut lines = text.lines();
        let fresh = match lines.next() {
            None => true,
            Some(first) if first == header => false,
            Some(first) => {
                return Err(format!(
                    "{} is another run's journal (\"{first}\", this run is \"{header}\")",
                    path.display()
                ))
            }
        };
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        if fresh {
            use std::io::Write as _;
            writeln!(file, "{header}")
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        } else if !text.ends_with('\n') {
            // A line cut short when the last run was stopped: end it, so the next line
            // starts clean (the cut line does not read, and its game is played again).
            use std::io::Write as _;
            writeln!(file).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        Ok(Journal {
            lines: lines.map(str::to_string).collect(),
            file: std::sync::Mutex::new(file),
            path: path.to_path_buf(),
        })
    }

    /// The games of `variant` among `pairs` that the journal already holds.
    fn records(&self, variant: Variant, pairs: &[(Player, Player)]) -> Vec<arena::GameRecord> {
        self.lines
            .iter()
            .filter_map(|line| arena::GameRecord::parse(line, variant, pairs))
            .collect()
    }

    /// Appends one line (a game that has just ended) in one write.
    fn write(&self, line: &str) {
        use std::io::Write as _;
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        if let Err(e) = file.write_all(format!("{line}\n").as_bytes()) {
            eprintln!("cannot write to {}: {e}", self.path.display());
        }
    }
}

/// The pairs' tallies of `variant` in a report `arena::format_report` wrote (its `### game`
/// section's table rows `| A vs B | games | wins | draws | losses | …`); `None` without one.
fn read_tallies(report: &str, variant: Variant) -> Option<Vec<arena::PairResult>> {
    let player = |name: &str| Player::ALL.into_iter().find(|p| p.name() == name.trim());
    let mut results = Vec::new();
    let mut inside = false;
    for line in report.lines() {
        if let Some(id) = line.strip_prefix("### ") {
            inside = id.trim() == variant.id();
            continue;
        }
        if !inside {
            continue;
        }
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
        let Some((a, b)) = cells.first().and_then(|c| c.split_once(" vs ")) else {
            continue;
        };
        let (Some(a), Some(b)) = (player(a), player(b)) else {
            continue;
        };
        let number = |i: usize| cells.get(i)?.trim().parse::<u32>().ok();
        let (Some(wins), Some(draws), Some(losses)) = (number(2), number(3), number(4)) else {
            continue;
        };
        results.push(arena::PairResult {
            a,
            b,
            tally: arena::Tally {
                wins,
                draws,
                losses,
            },
        });
    }
    (!results.is_empty()).then_some(results)
}
