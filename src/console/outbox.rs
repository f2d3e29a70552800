//! The jobs' [`Outbox`] in the terminal: what the bot's own work posts (the clock's notices, a
//! tournament's round, the computer's answers owed, a finished review's news) is printed as the
//! console prints every reply ([`Printer`]: the text, the board as text, the pictures written
//! to the boards folder), in the order it was posted. The console has no threads: a tournament's
//! games follow its announcement.

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use crate::i18n::{tf, Lang};
use crate::jobs::notices::Direct;
use crate::jobs::{Outbox, ThreadOutcome};
use crate::service::notices::Recipient;
use crate::service::tournaments::events::{EventChange, EventOutcome, EventWork, Interested};
use crate::service::{Reply, ServiceError};

/// How the console shows a reply; it numbers the pictures it writes.
pub(super) struct Printer {
    lang: Lang,
    /// Folder for the board PNGs (created when the first board is written).
    boards: PathBuf,
    written: u32,
}

impl Printer {
    pub(super) fn new(lang: Lang, boards: PathBuf) -> Printer {
        Printer {
            lang,
            boards,
            written: 0,
        }
    }

    /// Text of a reply, the board as text, and the PNG written to the boards folder.
    pub(super) fn show(&mut self, reply: &Reply) -> String {
        let lang = self.lang;
        let mut out = super::unescape_markdown(&super::discord_times(&reply.text));
        if let Some(board) = &reply.board_text {
            out.push('\n');
            out.push_str(board.trim_end());
        }
        if let Some(png) = &reply.png {
            self.written += 1;
            let path = self.boards.join(format!(
                "board-{}-{:04}.png",
                std::process::id(),
                self.written
            ));
            let written =
                std::fs::create_dir_all(&self.boards).and_then(|()| std::fs::write(&path, png));
            out.push('\n');
            out.push_str(&match written {
                Ok(()) => tf(lang, "console-png", &[("path", &path.display())]),
                Err(e) => tf(lang, "console-png-failed", &[("error", &e)]),
            });
        }
        if let Some(file) = &reply.file {
            let path = self.boards.join(&file.name);
            let written = std::fs::create_dir_all(&self.boards)
                .and_then(|()| std::fs::write(&path, &file.bytes));
            out.push('\n');
            out.push_str(&match written {
                Ok(()) => tf(lang, "console-file", &[("path", &path.display())]),
                Err(e) => tf(lang, "console-png-failed", &[("error", &e)]),
            });
        }
        for button in &reply.buttons {
            if let Some(command) = super::button_command(&button.id) {
                out.push('\n');
                out.push_str(&tf(
                    lang,
                    "console-button",
                    &[("label", &button.label), ("command", &command)],
                ));
            }
        }
        out
    }
}

/// One thing the jobs said.
enum Said {
    Posted(String),
    /// A job's failure, as the apology the console shows.
    Failed(String),
}

/// The console's outbox: the printer (shared with the console's own replies, so that the
/// pictures are numbered in one sequence) and what the jobs said since it was last read.
pub(super) struct ConsoleOutbox {
    printer: Mutex<Printer>,
    said: Mutex<Vec<Said>>,
}

impl ConsoleOutbox {
    pub(super) fn new(printer: Printer) -> ConsoleOutbox {
        ConsoleOutbox {
            printer: Mutex::new(printer),
            said: Mutex::new(Vec::new()),
        }
    }

    pub(super) fn printer(&self) -> MutexGuard<'_, Printer> {
        self.printer.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn said(&self) -> MutexGuard<'_, Vec<Said>> {
        self.said.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// What the jobs said since the last call, as lines to print. A failure is said once (the
    /// database away fails the clock's sweep, the tournaments' and often the command itself,
    /// `said` by the command, with the same apology).
    pub(super) fn take(&self, said: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for line in self.said().drain(..) {
            match line {
                Said::Posted(text) => out.push(text),
                Said::Failed(text) => {
                    if text != said && !out.contains(&text) {
                        out.push(text);
                    }
                }
            }
        }
        out
    }
}

impl Outbox for ConsoleOutbox {
    async fn post(&self, _channel: &str, reply: &Reply, _what: &str) {
        let text = self.printer().show(reply);
        self.said().push(Said::Posted(text));
    }

    fn has_threads(&self) -> bool {
        false
    }

    async fn direct(&self, to: &Recipient, reply: &Reply) -> Direct {
        let mut printer = self.printer();
        let to = tf(printer.lang, "console-direct", &[("name", &to.name)]);
        let text = format!("{to} {}", printer.show(reply));
        drop(printer);
        self.said().push(Said::Posted(text));
        Direct::Sent
    }

    /// The console has no server: a tournament's event is printed plainly, and made.
    async fn event(&self, work: &EventWork) -> EventOutcome {
        let lang = self.printer().lang;
        let id = work.tournament;
        let text = match &work.change {
            EventChange::Create(d) | EventChange::Update(d) => {
                let key = if matches!(work.change, EventChange::Create(_)) {
                    "console-event-created"
                } else {
                    "console-event-updated"
                };
                let (start, end) = (format!("<t:{}:F>", d.start), format!("<t:{}:F>", d.end));
                super::discord_times(&tf(
                    lang,
                    key,
                    &[
                        ("id", &id),
                        ("name", &d.name),
                        ("start", &start),
                        ("end", &end),
                    ],
                ))
            }
            EventChange::Start(_) => tf(lang, "console-event-started", &[("id", &id)]),
            EventChange::Complete => tf(lang, "console-event-completed", &[("id", &id)]),
            EventChange::Cancel => tf(lang, "console-event-cancelled", &[("id", &id)]),
        };
        self.said().push(Said::Posted(text));
        EventOutcome::Done(Some(format!("T{id}")))
    }

    /// Nobody marks a console's event interested.
    async fn interested(&self, _guild: &str, _event: &str) -> Vec<Interested> {
        Vec::new()
    }

    fn link(&self, _guild: Option<&str>, _channel: &str) -> Option<String> {
        None
    }

    async fn open_thread(&self, _channel: &str, _name: &str) -> ThreadOutcome {
        ThreadOutcome::Failed("the console has no threads".to_string())
    }

    fn failed(&self, what: &str, error: &ServiceError) {
        let lang = self.printer().lang;
        let text = error.answer(lang, what, None).text;
        self.said().push(Said::Failed(text));
    }
}
