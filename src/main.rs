//! The `tabula` command: the bot, the offline console, and tools to check the rules.
//!
//! Kept thin on purpose (ripgrep style): it parses arguments, reads settings and hands over to
//! the library. Run `tabula --help` for the commands.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand, ValueEnum};
use tabula::config::Config;
use tabula::games::Variant;
use tabula::i18n::Lang;
use tabula::service::Service;

/// A line on stdout, or nothing when it cannot be written (`println!` panics when stdout is a
/// pipe whose reader went away, as `tabula migrate … | head -1` makes it after the copy has
/// committed: the exit status is then the command's, not a panic's).
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(io::stdout(), $($arg)*);
    }};
}

/// [`say!`] without the line's end (`print!` panics in the same way).
macro_rules! put {
    ($($arg:tt)*) => {{
        let _ = write!(io::stdout(), $($arg)*);
    }};
}

mod duel_tools;
mod level_tools;
mod puzzle_tools;
mod tools;
use tools::{ai, arena, legal, perft, read_export, show};

#[derive(Parser)]
#[command(
    name = "tabula",
    version,
    about = "The board games of ancient Rome, on Discord"
)]
struct Cli {
    /// Settings file (default: tabula.toml if present). Environment variables override it.
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Run {
        /// SQLite database file (default: tabula.db), or a postgres:// URL.
        #[arg(long, value_name = "FILE")]
        database: Option<PathBuf>,
        /// Run only these shards, FIRST-LAST (e.g. 0-1) or one number; needs --shard-count
        /// (or shard_count in the settings). Default: every shard in this process.
        #[arg(long, value_name = "FIRST-LAST")]
        shards: Option<String>,
        /// The number of shards over all processes (default: what Discord recommends).
        #[arg(long, value_name = "N")]
        shard_count: Option<u32>,
    },
    /// Play offline in the terminal, with the same service and database as the bot.
    Console {
        /// SQLite database file (default: tabula.db), or a postgres:// URL.
        #[arg(long, value_name = "FILE")]
        database: Option<PathBuf>,
        /// Language of the replies.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
        /// Folder for the board PNGs (default: boards).
        #[arg(long, value_name = "DIR")]
        boards: Option<PathBuf>,
        /// Start as this user (switch later with `as <name>`).
        #[arg(long = "as", value_name = "NAME", default_value = "alice")]
        user: String,
    },
    /// Print every legal move after playing MOVES from the start, one per line, sorted.
    Legal {
        /// Game id, e.g. latrunculi-piso.
        variant: String,
        /// Moves to play first, e.g. d4 e5.
        moves: Vec<String>,
    },
    /// Count legal action sequences DEPTH plies deep after MOVES (a move-generator check; the
    /// figures pinned in tests/data/perft/ come from here).
    Perft {
        /// Game id, e.g. latrunculi-piso.
        variant: String,
        /// How many plies deep; prints the count at every depth from 1 to this.
        #[arg(long, default_value_t = 3)]
        depth: u32,
        /// Moves to play first.
        moves: Vec<String>,
    },
    /// Print the position after MOVES as text, and optionally write the board as PNG.
    /// With --file, the game and its moves come from a file written by /export.
    Show {
        /// Game id, e.g. latrunculi-piso (not with --file).
        #[arg(required_unless_present = "file")]
        variant: Option<String>,
        /// Moves to play first.
        moves: Vec<String>,
        /// Write the board picture to this file.
        #[arg(long, value_name = "FILE")]
        png: Option<PathBuf>,
        /// Read the game and its moves from this file (the text of /export).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "moves"])]
        file: Option<PathBuf>,
        /// Language of the text and the picture.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print the rules pages of a game as /rules shows them, and write their diagrams as PNG
    /// files (rules-<game>-<page>.png) into --out.
    Rules {
        /// Game id, e.g. ergo.
        variant: String,
        /// Folder for the diagrams (none written if not given).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Language of the pages.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Check every game of the database (its history replays to its saved position, its
    /// actions are in order) and every rating (consistent with the results); print what is
    /// wrong. Exit status 1 if anything is. Changes nothing; safe while the bot runs.
    Doctor {
        /// SQLite database file (default: tabula.db), or a postgres:// URL.
        #[arg(long, value_name = "FILE")]
        database: Option<PathBuf>,
    },
    /// Copy the database to FILE, consistently, while the bot may be running (SQLite's online
    /// backup). To restore: stop the bot, put the copy in place of the database file (and remove
    /// its -wal and -shm files), start the bot.
    Backup {
        /// Where to write the copy (replaced if it exists).
        file: PathBuf,
        /// SQLite database file to copy (default: tabula.db).
        #[arg(long, value_name = "FILE")]
        database: Option<PathBuf>,
    },
    /// Copy a SQLite database into an empty PostgreSQL database (moving up to several hosts),
    /// in one transaction, then check the copy as `tabula doctor` does. The source is not
    /// changed; stop the bot first.
    Migrate {
        /// The SQLite database file to copy.
        #[arg(long, value_name = "FILE")]
        from: PathBuf,
        /// The PostgreSQL database to copy into (postgres://user@host/db), empty.
        #[arg(long, value_name = "URL")]
        to: String,
    },
    /// Print the move the computer plays after MOVES (one line, the move text). Deterministic
    /// for a seed and a budget. Dice rolls are moves too (`roll:3-5-6`).
    Ai {
        /// Game id, e.g. latrunculi-piso.
        variant: String,
        /// novice, legionary, centurion or imperator.
        #[arg(long, default_value = "centurion")]
        level: String,
        /// Seed of the search.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Iterations of the search (default: the level's budget).
        #[arg(long)]
        budget: Option<u32>,
        /// Think this many milliseconds instead (the search stops at the deadline, or at
        /// --budget iterations if given); prints the iterations run on stderr.
        #[arg(long, value_name = "MS")]
        think_ms: Option<u64>,
        /// Also print the top five moves with their visit counts and values.
        #[arg(long)]
        explain: bool,
        /// Moves to play first.
        moves: Vec<String>,
    },
    /// Review a game with the computer (as /review does): print the table of decisions (each
    /// action, the win chance before and after, the best action, its label), the sides'
    /// accuracy, and write the win-chance chart and the turning points' diagrams as PNG into
    /// --out. Deterministic for a seed and a budget.
    Review {
        /// The game: a file written by /export.
        #[arg(long, value_name = "FILE")]
        file: PathBuf,
        /// Iterations of the search a position.
        #[arg(long, default_value_t = tabula::ai::review::DEFAULT_BUDGET)]
        budget: u32,
        /// Seed of the searches.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Folder for review-chart.png and review-turning-N.png (none written if not given).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Language of the texts and pictures.
        #[arg(long, value_enum, default_value_t = LangArg::En)]
        lang: LangArg,
    },
    /// Print the next round's pairings of the tournament in FILE (its players and results, in
    /// the text format of docs/tournaments.md), in the same format, so they can be checked by
    /// hand or appended to the file.
    Pair {
        /// The tournament file.
        file: PathBuf,
        /// Also print the standings (rank, points, tie-breaks, each round's result).
        #[arg(long)]
        standings: bool,
    },
    /// Round robin between the levels and a random player on every game (or GAMES), both
    /// colours, with iteration budgets; prints a table per game.
    Arena {
        /// Games per pair per game.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Only these games (ids); default all.
        variants: Vec<String>,
        /// Leave out the imperator (the slowest level).
        #[arg(long)]
        no_imperator: bool,
        /// Only each level against the one below it (novice against random), the pairs the
        /// strength targets are about.
        #[arg(long)]
        ladder: bool,
        /// Games played at once (think times are right only when nothing else runs).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// Two builds of `tabula` play each other at equal thinking time (each move a run of
    /// `BIN ai --think-ms`), colours alternating, the same dice for both colours of a pair of
    /// games; prints each game and the first build's score with its 95% interval.
    Duel(duel_tools::DuelArgs),
    /// The levels' strength: a round robin of the levels and a random mover on each game at
    /// the bot's budgets, as ratings on one scale with 95% intervals (data/levels.txt).
    Levels(level_tools::LevelsArgs),
    /// Puzzles: make a set by self-play, check a set, draw one (docs/puzzles.md).
    Puzzles {
        #[command(subcommand)]
        command: puzzle_tools::PuzzlesCommand,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum LangArg {
    En,
    Fr,
    It,
    De,
    Es,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::En => Lang::En,
            LangArg::Fr => Lang::Fr,
            LangArg::It => Lang::It,
            LangArg::De => Lang::De,
            LangArg::Es => Lang::Es,
        }
    }
}

/// Exit status for a refused move or bad arguments given to a tool.
const USAGE: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (config, unusable) = Config::load_lenient(cli.config.as_deref());
    if let Err(e) = settings_for(&cli.command, &config, unusable) {
        return fail(1, &e);
    }
    // Only the bot logs at `info` by default; the console and the tools print their own text
    // on stdout and stay quiet unless TABULA_LOG or RUST_LOG asks for more.
    let bot = match &cli.command {
        None => config.token().is_some(),
        Some(command) => matches!(command, Command::Run { .. }),
    };
    if bot {
        // Before any thread starts (the logs' writer, the store's pools, the runtime): glibc
        // gives each new thread an arena of its own until the limit is set.
        tabula::discord::memory::hold_steady();
    }
    init_logs(&config, if bot { "info" } else { "warn" });
    match cli.command {
        // No command: the bot when a token is set, else the console (the README's first command).
        None if config.token().is_some() => run_bot(&config, None),
        None => {
            eprintln!("{}", no_token_line());
            console(&config, None, Lang::En, None, "alice")
        }
        Some(Command::Run {
            database,
            shards,
            shard_count,
        }) => {
            // The command line wins over the environment and the file.
            let mut config = config;
            if shards.is_some() {
                config.shards = shards;
            }
            if shard_count.is_some() {
                config.shard_count = shard_count;
            }
            run_bot(&config, database)
        }
        Some(Command::Console {
            database,
            lang,
            boards,
            user,
        }) => console(&config, database, lang.into(), boards, &user),
        Some(Command::Legal { variant, moves }) => legal(&variant, &moves),
        Some(Command::Perft {
            variant,
            depth,
            moves,
        }) => perft(&variant, &moves, depth),
        Some(Command::Show {
            variant,
            moves,
            png,
            file,
            lang,
        }) => match (file, variant) {
            (Some(path), _) => match read_export(&path) {
                Ok((variant, moves)) => show(&variant, &moves, png, lang.into()),
                Err(e) => fail(USAGE, &e),
            },
            (None, Some(variant)) => show(&variant, &moves, png, lang.into()),
            (None, None) => fail(USAGE, "name a game, or give --file"),
        },
        Some(Command::Rules { variant, out, lang }) => rules(&variant, out, lang.into()),
        Some(Command::Doctor { database }) => doctor(&config, database),
        Some(Command::Backup { file, database }) => backup(&config, database, &file),
        Some(Command::Migrate { from, to }) => migrate(&config, &from, &to),
        Some(Command::Ai {
            variant,
            level,
            seed,
            budget,
            think_ms,
            explain,
            moves,
        }) => ai(&variant, &level, seed, (budget, think_ms), explain, &moves),
        Some(Command::Arena {
            games,
            variants,
            no_imperator,
            ladder,
            threads,
        }) => arena(games, &variants, no_imperator, ladder, threads),
        Some(Command::Duel(args)) => duel_tools::duel(&args),
        Some(Command::Levels(args)) => level_tools::levels(&args),
        Some(Command::Pair { file, standings }) => pair(&file, standings),
        Some(Command::Review {
            file,
            budget,
            seed,
            out,
            lang,
        }) => review(&file, budget, seed, out.as_deref(), lang.into()),
        Some(Command::Puzzles { command }) => puzzle_tools::run(command),
    }
}

/// `tabula review`: a game file reviewed; a file that cannot be read or replayed, or a budget
/// out of range, is one line on stderr and exit status 2.
fn review(
    path: &std::path::Path,
    budget: u32,
    seed: u64,
    out: Option<&std::path::Path>,
    lang: Lang,
) -> ExitCode {
    let budgets = tabula::ai::review::BUDGETS;
    if !budgets.contains(&budget) {
        return fail(
            USAGE,
            &format!(
                "--budget must be {} to {} iterations, not {budget}",
                budgets.start(),
                budgets.end()
            ),
        );
    }
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return fail(USAGE, &format!("cannot read {}: {e}", path.display())),
    };
    match tabula::console::review_file(&text, budget, seed, out, lang) {
        Ok(table) => {
            put!("{table}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(USAGE, &format!("{}: {e}", path.display())),
    }
}

/// `tabula pair`: the next round of a tournament file (and its standings). A file that cannot
/// be read, or a tournament that cannot be paired, is one line on stderr and exit status 2.
fn pair(path: &std::path::Path, standings: bool) -> ExitCode {
    use tabula::tournament::{pair_next, pairings_text, parse, standings_text, PairingError};
    let tournament = match std::fs::read_to_string(path)
        .map_err(|e| e.to_string())
        .and_then(|text| parse(&text).map_err(|e| e.to_string()))
    {
        Ok(t) => t,
        Err(e) => return fail(USAGE, &format!("{}: {e}", path.display())),
    };
    match pair_next(&tournament) {
        Ok(pairings) => {
            let round = tournament.rounds.len() as u32 + 1;
            put!("{}", pairings_text(round, &pairings));
            if standings {
                say!();
            }
        }
        // A finished tournament still has its standings.
        Err(PairingError::NoRoundsLeft { .. }) if standings => {}
        Err(e) => return fail(USAGE, &format!("{}: {e}", path.display())),
    }
    if standings {
        put!("{}", standings_text(&tournament));
    }
    ExitCode::SUCCESS
}

/// Whether `command` can go on with the settings that could not be used. The bot (`run`, or no
/// command: the bot when a token is set) refuses to start with any of them. An offline tool
/// reads only what it needs: it warns, in one line, about the rest, and refuses only when the
/// database's path may be among what was lost and is not given otherwise.
fn settings_for(
    command: &Option<Command>,
    config: &Config,
    unusable: Vec<tabula::config::Unusable>,
) -> Result<(), String> {
    let Some(first) = unusable.first() else {
        return Ok(());
    };
    let database_given = match command {
        None | Some(Command::Run { .. }) => return Err(first.error.to_string()),
        Some(
            Command::Doctor { database }
            | Command::Backup { database, .. }
            | Command::Console { database, .. },
        ) => database.is_some() || config.database.is_some(),
        // The rules tools read no setting.
        Some(_) => true,
    };
    if let Some(lost) = unusable
        .iter()
        .find(|u| u.database)
        .filter(|_| !database_given)
    {
        return Err(format!(
            "{}; the database's path cannot be read from it: give --database",
            lost.error
        ));
    }
    let lines: Vec<String> = unusable.iter().map(|u| u.error.to_string()).collect();
    eprintln!(
        "tabula: warning: ignoring settings this command does not need: {}",
        lines.join("; ")
    );
    Ok(())
}

/// `tabula doctor`: the store's checks, printed one finding a line; exit status 1 if any. Reads
/// the file read-only: no migration, no change of journal, no file created or deleted.
fn doctor(config: &Config, database: Option<PathBuf>) -> ExitCode {
    use tabula::store::doctor::{check_file, DoctorError};
    let path = database.unwrap_or_else(|| config.database());
    let url = path.to_str().filter(|p| tabula::store::pg::is_url(p));
    let checked = match url {
        #[cfg(feature = "postgres")]
        Some(url) => tabula::store::pg::check(url),
        #[cfg(not(feature = "postgres"))]
        Some(_) => return fail(USAGE, tabula::store::NO_POSTGRES),
        None => check_file(&path),
    };
    let shown = tabula::store::pg::redact(&path.display().to_string());
    let report = match checked {
        Ok(report) => report,
        Err(e @ DoctorError::Missing(_)) => return fail(USAGE, &e.to_string()),
        Err(e) => return fail(1, &format!("{shown}: {e}")),
    };
    for finding in &report.findings {
        say!("{}", tabula::store::doctor::describe(finding));
    }
    say!(
        "{}: {} games, {} actions, {} rating changes, {} ratings checked; {}",
        shown,
        report.games,
        report.actions,
        report.rating_changes,
        report.ratings,
        match report.findings.len() {
            0 => "nothing wrong".to_string(),
            1 => "1 problem".to_string(),
            n => format!("{n} problems"),
        }
    );
    if report.is_clean() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `tabula backup FILE`: a consistent copy of the database.
fn backup(config: &Config, database: Option<PathBuf>, file: &std::path::Path) -> ExitCode {
    let path = database.unwrap_or_else(|| config.database());
    if path.to_str().is_some_and(tabula::store::pg::is_url) {
        return fail(
            USAGE,
            "tabula backup copies a SQLite file; back up PostgreSQL with pg_dump (see docs/scaling.md)",
        );
    }
    match tabula::store::backup::backup(&path, file) {
        Ok(report) => {
            say!(
                "{} copied to {}: {} pages, {} KiB in {} ms",
                tabula::store::pg::redact(&path.display().to_string()),
                file.display(),
                report.pages,
                report.bytes / 1024,
                report.took.as_millis()
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(1, &tabula::store::pg::redact(&e.to_string())),
    }
}

/// `tabula migrate` without the `postgres` feature: there is nothing to copy into.
#[cfg(not(feature = "postgres"))]
fn migrate(_: &Config, _: &std::path::Path, _: &str) -> ExitCode {
    fail(USAGE, tabula::store::NO_POSTGRES)
}

/// `tabula migrate`: the copy's counts and time, then `tabula doctor` on the target.
#[cfg(feature = "postgres")]
fn migrate(config: &Config, from: &std::path::Path, to: &str) -> ExitCode {
    use tabula::store::{pg, transfer};
    if !pg::is_url(to) {
        return fail(USAGE, "--to must be a postgres:// (or postgresql://) URL");
    }
    let copied = match transfer::sqlite_to_postgres(from, to) {
        Ok(copied) => copied,
        Err(e @ transfer::TransferError::MissingSource(_)) => return fail(USAGE, &e.to_string()),
        Err(e) => return fail(1, &e.to_string()),
    };
    let seconds = copied.took.as_secs_f64();
    say!(
        "{} copied to {}: {} rows in {seconds:.2} s ({:.0} rows/s)",
        from.display(),
        pg::redact(to),
        copied.rows(),
        copied.rows() as f64 / seconds.max(1e-3)
    );
    for (table, rows) in &copied.tables {
        say!("  {table}: {rows}");
    }
    doctor(config, Some(PathBuf::from(to)))
}

/// `tabula rules`: every page of a game's rules, and its diagrams written to `out`.
fn rules(variant: &str, out: Option<PathBuf>, lang: Lang) -> ExitCode {
    let variant = match variant.parse::<Variant>() {
        Ok(v) => v,
        Err(e) => return fail(USAGE, &e.to_string()),
    };
    let pages = tabula::service::rules::pages(variant);
    for index in 0..pages.len() {
        let reply = match tabula::service::rules::rules_page(lang, variant, index, false) {
            Ok(reply) => reply,
            Err(e) => return fail(1, &e.to_string()),
        };
        say!("{}\n", reply.text);
        if let (Some(dir), Some(png)) = (&out, &reply.png) {
            let path = dir.join(format!("rules-{}-{}.png", variant.id(), index + 1));
            if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, png)) {
                return fail(1, &format!("cannot write {}: {e}", path.display()));
            }
            say!("({}, {} bytes)\n", path.display(), png.len());
        }
    }
    ExitCode::SUCCESS
}

fn no_token_line() -> &'static str {
    "No Discord token: set DISCORD_TOKEN (or discord_token in tabula.toml) to run the bot, or play offline with `tabula console`."
}

fn fail(code: u8, message: &str) -> ExitCode {
    // Not `eprintln!`, which panics when stderr is a broken pipe: the exit status says it.
    let _ = writeln!(io::stderr(), "tabula: {message}");
    ExitCode::from(code)
}

/// Logs go to stderr, filtered by TABULA_LOG (or `log` in the settings), else RUST_LOG, else
/// `default`; colours only when stderr is a terminal, so a file or a pipe gets plain lines.
fn init_logs(config: &Config, default: &str) {
    use tracing_subscriber::EnvFilter;
    let filter = config
        .log
        .as_deref()
        .map(EnvFilter::new)
        .or_else(|| EnvFilter::try_from_default_env().ok())
        .unwrap_or_else(|| EnvFilter::new(default));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(io::stderr)
        .with_ansi(io::stderr().is_terminal())
        // A line that cannot be written (whatever read stderr went away: a log collector that
        // restarted) is dropped. By default the subscriber reports it with `eprintln!`, which
        // panics on the same broken pipe, in whatever task was logging: the signal listener
        // among them, and the bot then ran on after SIGTERM.
        .log_internal_errors(false)
        .try_init();
}

fn open_service(config: &Config, database: Option<PathBuf>) -> Result<Service, String> {
    let path = database.unwrap_or_else(|| config.database());
    let service = match path.to_str().filter(|p| tabula::store::pg::is_url(p)) {
        // The store's error names the server (without its password).
        // Checked when the configuration was read.
        Some(url) => Service::open_location(url, config.database_connections().ok().flatten())
            .map_err(|e| format!("database: {e}"))?,
        None => Service::open(&path).map_err(|e| {
            tabula::store::pg::redact(&format!("cannot open the database {}: {e}", path.display()))
        })?,
    };
    // Checked when the configuration was read.
    if let Ok((_, budget)) = config.reviews() {
        service.set_review_budget(budget);
    }
    // The shipped puzzles reach the store on day one; a failure leaves the bot without new ones.
    if let Err(e) = service.load_starter_puzzles() {
        tracing::error!("the starter puzzles could not be stored: {e}");
    }
    Ok(service)
}

fn run_bot(config: &Config, database: Option<PathBuf>) -> ExitCode {
    let Some(token) = config.token() else {
        eprintln!("{}", no_token_line());
        return ExitCode::from(USAGE);
    };
    if let Err(e) = config.check_token() {
        return fail(USAGE, &e.to_string());
    }
    let backups = match config.backups() {
        Ok(b) => b,
        Err(e) => return fail(USAGE, &e.to_string()),
    };
    let shards = match config.shard_range() {
        Ok(s) => s,
        Err(e) => return fail(USAGE, &e.to_string()),
    };
    let path = database.clone().unwrap_or_else(|| config.database());
    if backups.is_some() && path.to_str().is_some_and(tabula::store::pg::is_url) {
        return fail(
            USAGE,
            "backup_dir schedules copies of a SQLite file; on PostgreSQL use pg_dump (see docs/scaling.md) and leave backup_dir unset",
        );
    }
    if let Some(Err(e)) = backups.as_ref().map(|b| b.check_database(&path)) {
        return fail(USAGE, &e.to_string());
    }
    let service = match open_service(config, database) {
        Ok(s) => s,
        Err(e) => return fail(1, &e),
    };
    // End-to-end tests only: a clock shifted by this many seconds (see `service::time`).
    let service = match std::env::var(tabula::service::time::CLOCK_OFFSET_VAR) {
        Ok(offset) => match offset.trim().parse::<i64>() {
            Ok(offset) => {
                tracing::warn!(offset, "the clock is shifted (a test setting)");
                service.with_clock(Arc::new(tabula::service::time::SystemClock::shifted(
                    offset,
                )))
            }
            Err(_) => {
                return fail(
                    USAGE,
                    "TABULA_TEST_CLOCK_OFFSET must be a number of seconds",
                )
            }
        },
        Err(_) => service,
    };
    let settings = tabula::discord::DiscordSettings {
        token: token.to_string(),
        guild_id: config.guild_id,
        api_url: config.discord_api_url.clone(),
        // Checked when the configuration was read.
        rate_limit: config.rate_limit().ok().flatten(),
        shards,
        reviews_at_once: config.reviews().map_or(1, |r| r.0),
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => return fail(1, &format!("cannot start the async runtime: {e}")),
    };
    // Several processes sharing one database: one backup schedule, the process of shard 0's.
    let backups = backups.filter(|_| shards.is_none_or(|range| range.holds(0)));
    if let Some(schedule) = backups {
        let _guard = runtime.enter();
        tabula::jobs::backups::start(schedule, path);
    }
    let ended = runtime.block_on(tabula::discord::run(settings, Arc::new(service)));
    // A service call or a search still running must not hold the exit back (a stop takes at
    // most `STOP_WITHIN`); SQLite's transactions keep the database whole either way.
    runtime.shutdown_timeout(tabula::discord::RUNTIME_SHUTDOWN);
    match ended {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(1, &e.to_string()),
    }
}

fn console(
    config: &Config,
    database: Option<PathBuf>,
    lang: Lang,
    boards: Option<PathBuf>,
    user: &str,
) -> ExitCode {
    let service = match open_service(config, database) {
        Ok(s) => s,
        Err(e) => return fail(1, &e),
    };
    let boards = boards
        .or_else(|| config.boards_dir.clone())
        .unwrap_or_else(|| PathBuf::from("boards"));
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    // The console's clock starts at the wall clock and moves forward with `clock +2d`.
    let clock = {
        use tabula::service::time::Clock;
        tabula::service::time::FakeClock::at(tabula::service::time::SystemClock::default().now())
    };
    let service = Arc::new(service.with_clock(Arc::new(clock.clone())));
    let options = tabula::console::Options {
        lang,
        boards,
        user: user.to_string(),
        interactive,
        clock: Some(clock),
    };
    match tabula::console::run(&service, stdin.lock(), io::stdout().lock(), &options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(1, &e.to_string()),
    }
}
