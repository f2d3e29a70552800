//! The offline console: the same service as the bot, driven from a terminal.
//!
//! It exists so anyone can try Tabula (and we can test the whole application) without Discord:
//! `as <name>` switches the acting user, and the slash commands are typed as text. Each board is
//! written as a PNG into a folder (its path printed) and shown as text.
//!
//! Each line is read by [`parse`] into a [`ConsoleCommand`] (pure: no service, no state), or a
//! [`ParseRefusal`] that says how to type it; `dispatch` then runs the command, one arm per
//! command, calling the service and formatting its reply. The option words (`me`, `rated`,
//! `global`…) come from the catalogue, in the console's language (see `words`).

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use crate::i18n::{t, tf, Lang};
use crate::jobs::reviews::{Reviews, Workers};
use crate::jobs::{Gate, Stop};
use crate::service::time::FakeClock;
use crate::service::{ButtonId, Caller, Reply, Service, TournamentButton, User};

use outbox::{ConsoleOutbox, Printer};

mod dispatch;
mod outbox;
mod parse;
mod review;
mod tournament;
mod words;

pub use review::{decisions_table, review_file};

pub use parse::{parse, ConsoleCommand, ParseRefusal};

/// The console's settings.
#[derive(Clone, Debug)]
pub struct Options {
    pub lang: Lang,
    /// Folder for the board PNGs (created when the first board is written).
    pub boards: PathBuf,
    /// The user acting at start.
    pub user: String,
    /// Show a prompt (when a person types, not a script).
    pub interactive: bool,
    /// The service's clock, if it is one the console may move (`clock +2d`).
    pub clock: Option<FakeClock>,
}

/// The console's channel: every console game lives "here".
pub const CHANNEL: &str = "console";

/// A console user: the id is stable across sessions, so games resume.
pub fn user(name: &str) -> User {
    User {
        id: format!("console:{}", name.to_lowercase()),
        name: name.to_string(),
        mention: format!("@{name}"),
    }
}

/// The most the console's `clock` command moves the clock at once: ten years.
const MAX_CLOCK_STEP: i64 = 3_650 * 86_400;

/// The last time the console's clock may show: 9999-12-31 23:59:59 UTC.
const LAST_TIME: i64 = 253_402_300_799;

/// Reads commands from `input` until it ends or `quit`, answering on `output`.
///
/// The bot's own work (`crate::jobs`) runs here on the console's clock: the clock's sweep after
/// each command that may have changed something, the computer's answers owed at start, a review
/// when asked; each on a small runtime of the console's own, through the same gate as the bot's.
pub fn run(
    service: &Arc<Service>,
    input: impl BufRead,
    mut output: impl Write,
    options: &Options,
) -> io::Result<()> {
    let lang = options.lang;
    let outbox = Arc::new(ConsoleOutbox::new(Printer::new(
        lang,
        options.boards.clone(),
    )));
    let mut session = Session {
        service,
        user: user(&options.user),
        options,
        jobs: Workers {
            reviews: Arc::new(Reviews::new(1).without_pauses()),
            gate: Arc::new(Gate::new(Arc::clone(service), 1, 1, Stop::new())),
            outbox,
        },
        runtime: tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?,
    };
    writeln!(
        output,
        "{}",
        tf(lang, "console-welcome", &[("name", &session.user.name)])
    )?;
    if options.interactive {
        write!(output, "{}> ", session.user.name)?;
        output.flush()?;
    }
    // Deadlines that passed since the last session.
    for notice in session.due("") {
        writeln!(output, "{notice}")?;
    }
    // The computer's answers that a quit (or a crash) came before.
    for shown in session.resume_computer_games() {
        writeln!(output, "{shown}")?;
    }
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // A line that is not UTF-8 (a stray byte, another encoding) is refused, not the end.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            writeln!(output, "{}", t(lang, "console-not-utf8"))?;
            if options.interactive {
                write!(output, "{}> ", session.user.name)?;
                output.flush()?;
            }
            continue;
        };
        let line = line.trim();
        if !line.is_empty() {
            // A command that reads and writes nothing (a refused line, `as`, `help`) leaves the
            // database alone: the console's clock did not move, so nothing fell due, and it
            // answers at once even while a PostgreSQL server is away.
            let (answer, stored) = match parse(line, lang) {
                Ok(ConsoleCommand::Quit) => break,
                Ok(command @ (ConsoleCommand::As(_) | ConsoleCommand::Help)) => {
                    (session.run(command), false)
                }
                Ok(command) => (session.run(command), true),
                Err(refusal) => (refusal.text(lang), false),
            };
            writeln!(output, "{answer}")?;
            // What the clock decided meanwhile (reminders, losses on time, lapses).
            if stored {
                for notice in session.due(&answer) {
                    writeln!(output, "{notice}")?;
                }
            }
        }
        if options.interactive {
            write!(output, "{}> ", session.user.name)?;
            output.flush()?;
        }
    }
    Ok(())
}

struct Session<'a> {
    service: &'a Service,
    user: User,
    options: &'a Options,
    /// The bot's own work, as the console runs it: the gate, its outbox, the review queue.
    jobs: Workers<ConsoleOutbox>,
    /// Where the jobs run (one thread: the console's).
    runtime: tokio::runtime::Runtime,
}

impl Session<'_> {
    fn caller(&self) -> Caller {
        Caller {
            user: self.user.clone(),
            channel: CHANNEL.to_string(),
            guild: None,
            lang: self.options.lang,
            interaction: None,
        }
    }

    /// What the service's clock decided since the last look (reminders, losses on time,
    /// lapses, tournaments' rounds: `jobs::clock::sweep`), as text to print. A failure is said
    /// once, and not if the command said the same (`said`).
    fn due(&mut self, said: &str) -> Vec<String> {
        let Workers { gate, outbox, .. } = &self.jobs;
        self.runtime
            .block_on(crate::jobs::clock::sweep(gate, &**outbox));
        self.runtime
            .block_on(crate::jobs::notices::send(gate, &**outbox));
        self.runtime
            .block_on(crate::jobs::game_puzzles::verify(gate, false, || {}));
        outbox.take(said)
    }

    /// The computer's answers owed since the last session (`jobs::computer::resume`).
    fn resume_computer_games(&mut self) -> Vec<String> {
        let Workers { gate, outbox, .. } = &self.jobs;
        self.runtime
            .block_on(crate::jobs::computer::resume(gate, &**outbox, |_| true));
        outbox.take("")
    }

    /// Text of a reply, the board as text, and the PNG written to the boards folder.
    fn show(&mut self, reply: Reply) -> String {
        self.jobs.outbox.printer().show(&reply)
    }
}

/// A reply's text as a terminal shows it: without the backslashes that keep Discord from reading
/// names as markdown (`Tabula \(novice\)` is `Tabula (novice)`; see
/// [`crate::service::escape_markdown`]). A backslash goes only where it escapes ASCII
/// punctuation, as Discord reads it.
fn unescape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(&next) = chars.peek() {
                if next.is_ascii_punctuation() {
                    out.push(next);
                    chars.next();
                    continue;
                }
            }
        }
        out.push(c);
    }
    out
}

/// The console command that does what a button does (Accept of game 12 -> `/accept #12`).
fn button_command(button: &ButtonId) -> Option<String> {
    let (command, game) = match button {
        ButtonId::RulesPage { variant, page } => {
            return Some(format!("/rules {} {}", variant.id(), page + 1))
        }
        ButtonId::RulesShow { .. }
        | ButtonId::History { .. }
        | ButtonId::ReviewPage { .. }
        | ButtonId::ReviewShow { .. } => return None,
        ButtonId::DailySolve(_) => return Some("puzzle daily solve".to_string()),
        ButtonId::Tournament(kind, id) => {
            let word = match kind {
                TournamentButton::Join => "join",
                TournamentButton::Leave => "leave",
                TournamentButton::Start => "start",
                TournamentButton::Cancel => "cancel",
                TournamentButton::Standings => "standings",
            };
            return Some(format!("tournament {word} T{id}"));
        }
        ButtonId::Accept(game) => ("accept", game),
        ButtonId::Decline(game) => ("decline", game),
        ButtonId::Withdraw(game) => ("withdraw", game),
        ButtonId::AgreeDraw(game) => ("agree-draw", game),
        ButtonId::RefuseDraw(game) => ("refuse-draw", game),
        ButtonId::Rematch(game) => ("rematch", game),
        ButtonId::Review(game) => ("review", game),
    };
    Some(format!("/{command} #{game}"))
}

/// `text` with Discord's timestamps (`<t:1764000000:F>`, `<t:…:R>`), which Discord shows in
/// each reader's time zone, written as UTC dates.
fn discord_times(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 3..];
        let stamp = tail.find('>').and_then(|end| {
            let mut parts = tail[..end].split(':');
            let unix: i64 = parts.next()?.parse().ok()?;
            Some((unix, parts.next() == Some("R"), end))
        });
        match stamp {
            // A relative time in brackets after the date (`<t:…:F> (<t:…:R>)`) says nothing
            // more in UTC: left out, with its brackets.
            Some((_, true, end)) if out.ends_with(" (") && tail[end + 1..].starts_with(')') => {
                out.truncate(out.len() - 2);
                rest = &tail[end + 2..];
            }
            Some((unix, _, end)) => {
                out.push_str(&utc_text(unix));
                rest = &tail[end + 1..];
            }
            None => {
                out.push_str("<t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `2026-11-23 09:30 UTC` for unix seconds (the proleptic Gregorian calendar).
fn utc_text(unix: i64) -> String {
    let days = unix.div_euclid(86_400);
    let secs = unix.rem_euclid(86_400);
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        secs / 3_600,
        secs % 3_600 / 60
    )
}

#[cfg(test)]
mod tests;
