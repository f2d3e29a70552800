//! The offline console: the same service as the bot, driven from a terminal.
//!
//! It exists so anyone can try Tabula (and we can test the whole application) without Discord:
//! `as <name>` switches the acting user, and the slash commands are typed as text. Each board is
//! written as a PNG into a folder (its path printed) and shown as text.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use crate::games::Variant;
use crate::i18n::{t, tf, Lang};
use crate::service::clock::{parse_duration, FakeClock};
use crate::service::help::{help_text, CommandNames};
use crate::service::records::BoardScope;
use crate::service::{
    ButtonId, Caller, ChallengeOptions, Challenged, ClockChoice, First, GameId, Reply, Service,
    User,
};

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
pub fn run(
    service: &Service,
    input: impl BufRead,
    mut output: impl Write,
    options: &Options,
) -> io::Result<()> {
    let lang = options.lang;
    let mut session = Session {
        service,
        user: user(&options.user),
        options,
        boards_written: 0,
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
    for notice in session.due() {
        writeln!(output, "{notice}")?;
    }
    // The computer's answers that a quit (or a crash) came before.
    for (_, reply) in service.resume_computer_games() {
        let shown = session.show(reply);
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
            if matches!(line, "quit" | "exit" | "/quit" | "/exit") {
                break;
            }
            let answer = session.command(line);
            writeln!(output, "{answer}")?;
            // What the clock decided meanwhile (reminders, losses on time, lapses).
            for notice in session.due() {
                writeln!(output, "{notice}")?;
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
    boards_written: u32,
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

    /// Runs one command line and returns what to print.
    fn command(&mut self, line: &str) -> String {
        let lang = self.options.lang;
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return String::new();
        };
        let name = first.trim_start_matches('/').to_lowercase();
        let args: Vec<&str> = words.collect();
        let caller = self.caller();
        let service = self.service;
        let result = match (name.as_str(), args.as_slice()) {
            ("as", [name]) => {
                if !valid_name(name) {
                    return t(lang, "console-bad-name").to_string();
                }
                self.user = user(name);
                return tf(lang, "console-now", &[("name", &self.user.name)]);
            }
            // What Tabula is and its games (the service's `/help`), then how to type here.
            ("help", _) => {
                return format!(
                    "{}\n\n{}\n{}",
                    help_text(lang, CommandNames::Console),
                    t(lang, "console-help"),
                    t(lang, "clock-console-open-help")
                )
            }
            // Against the computer: `/challenge tabula GAME [LEVEL] [me|them|random]`, or
            // `/play GAME [LEVEL] [...]`.
            ("challenge", [opponent, variant, rest @ ..])
                if opponent.eq_ignore_ascii_case("tabula") && rest.len() <= 2 =>
            {
                match computer_args(variant, rest) {
                    Ok((variant, level, first)) => {
                        service.play_computer(&caller, variant, level, first)
                    }
                    Err(()) => return t(lang, "ai-console-usage").to_string(),
                }
            }
            ("play", [variant, rest @ ..]) if rest.len() <= 2 => {
                match computer_args(variant, rest) {
                    Ok((variant, level, first)) => {
                        service.play_computer(&caller, variant, level, first)
                    }
                    Err(()) => return t(lang, "ai-console-usage").to_string(),
                }
            }
            ("play", _) => return t(lang, "ai-console-usage").to_string(),
            // Open to anyone here: `/challenge GAME [...]` (the first word is a game, not a name).
            ("challenge", [variant, rest @ ..]) if open_challenge_words(variant, rest) => {
                match challenge_options(variant, rest) {
                    Some((variant, first, rated, clock)) => service.challenge(
                        &caller,
                        Challenged::Anyone,
                        variant,
                        ChallengeOptions {
                            first,
                            rated,
                            clock,
                        },
                    ),
                    None => return challenge_usage(lang),
                }
            }
            ("challenge", [opponent, variant, rest @ ..]) if rest.len() <= 3 => {
                if !valid_name(opponent) {
                    return t(lang, "console-bad-name").to_string();
                }
                let variant = match variant.parse::<Variant>() {
                    Ok(v) => v,
                    Err(_) => return unknown_variant(lang, variant),
                };
                let mut first = First::Random;
                let mut rated = true;
                let mut clock = ClockChoice::default();
                for word in rest.iter().map(|w| w.to_lowercase()) {
                    if let Some(choice) = ClockChoice::parse(&word) {
                        clock = choice;
                        continue;
                    }
                    match word.as_str() {
                        "me" | "moi" => first = First::Me,
                        "them" | "eux" | "lui" => first = First::Them,
                        "random" | "hasard" => first = First::Random,
                        "rated" | "classée" | "classee" => rated = true,
                        "casual" | "amicale" => rated = false,
                        _ => return challenge_usage(lang),
                    }
                }
                service.challenge(
                    &caller,
                    Challenged::Player(&user(opponent)),
                    variant,
                    ChallengeOptions {
                        first,
                        rated,
                        clock,
                    },
                )
            }
            ("challenge", _) => return challenge_usage(lang),
            // The Withdraw button of an open challenge, as a command (`/cancel` does the same).
            ("withdraw", rest) => match game_arg(rest) {
                Ok(Some(game)) => service.press(&caller, &ButtonId::Withdraw(game)),
                Ok(None) => service.cancel(&caller, None),
                Err(()) => return tf(lang, "console-usage-game", &[("command", &name)]),
            },
            ("rules", [variant, rest @ ..]) if rest.len() <= 1 => {
                let variant = match variant.parse::<Variant>() {
                    Ok(v) => v,
                    Err(_) => return unknown_variant(lang, variant),
                };
                service.rules(&caller, variant, rest.first().copied())
            }
            ("rules", _) => return t(lang, "console-usage-rules").to_string(),
            ("move", [_, ..]) => {
                // A whole turn may be several actions; a game id at the end is `#12` (or a bare
                // number after a single action, as before).
                let (actions, rest) = match args.as_slice() {
                    [.., last] if last.starts_with('#') => args.split_at(args.len() - 1),
                    [_, last] if last.parse::<GameId>().is_ok() => args.split_at(1),
                    _ => (args.as_slice(), &[][..]),
                };
                match game_arg(rest) {
                    Ok(game) if !actions.is_empty() => {
                        service.play(&caller, &actions.join(" "), game)
                    }
                    _ => return t(lang, "console-usage-move").to_string(),
                }
            }
            ("move", []) => return t(lang, "console-usage-move").to_string(),
            ("games", []) => service.games(&caller),
            ("leaderboard", [variant, rest @ ..]) => {
                let variant = match variant.parse::<Variant>() {
                    Ok(v) => v,
                    Err(_) => return unknown_variant(lang, variant),
                };
                let mut scope = BoardScope::Server;
                let mut page = None;
                let mut provisional = false;
                for word in rest.iter().map(|w| w.to_lowercase()) {
                    match word.as_str() {
                        "global" | "all" | "tous" => scope = BoardScope::Global,
                        "server" | "serveur" => scope = BoardScope::Server,
                        "provisional" | "provisoires" => provisional = true,
                        w => match w.parse::<i64>() {
                            Ok(n) => page = Some(n),
                            Err(_) => return t(lang, "console-usage-leaderboard").to_string(),
                        },
                    }
                }
                service.leaderboard(&caller, variant, scope, page, provisional)
            }
            ("leaderboard", []) => return t(lang, "console-usage-leaderboard").to_string(),
            ("rating", []) => service.rating(&caller, None),
            ("rating", [name]) if valid_name(name) => service.rating(&caller, Some(&user(name))),
            ("rating", _) => return t(lang, "console-usage-rating").to_string(),
            ("history", rest) if rest.len() <= 3 => {
                let mut who = None;
                let mut variant = None;
                let mut page = None;
                for word in rest {
                    if let Ok(v) = word.parse::<Variant>() {
                        variant = Some(v);
                    } else if let Ok(n) = word.parse::<i64>() {
                        page = Some(n);
                    } else if valid_name(word) && who.is_none() {
                        who = Some(user(word));
                    } else {
                        return t(lang, "console-usage-history").to_string();
                    }
                }
                service.history(&caller, who.as_ref(), variant, page)
            }
            ("history", _) => return t(lang, "console-usage-history").to_string(),
            ("replay" | "export", rest) => {
                let Ok(game) = game_arg(rest) else {
                    return tf(lang, "console-usage-game", &[("command", &name)]);
                };
                if name == "replay" {
                    service.replay(&caller, game, None)
                } else {
                    service.export(&caller, game)
                }
            }
            // `board d4 [game]`: where that piece can go. A lone number stays a game id, so a
            // XII Scripta point is asked with the game after it (`board 4 #2`).
            ("board", [square, rest @ ..]) if rest.len() == 1 || game_arg(&[square]).is_err() => {
                match game_arg(rest) {
                    Ok(game) => service.board_square(&caller, game, square),
                    Err(()) => return tf(lang, "console-usage-game", &[("command", &name)]),
                }
            }
            ("accept" | "decline" | "cancel" | "board" | "resign" | "legal", rest) => {
                let Ok(game) = game_arg(rest) else {
                    return tf(lang, "console-usage-game", &[("command", &name)]);
                };
                match name.as_str() {
                    "accept" => service.accept(&caller, game),
                    "decline" => service.decline(&caller, game),
                    "cancel" => service.cancel(&caller, game),
                    "board" => service.board(&caller, game),
                    "resign" => service.resign(&caller, game),
                    _ => {
                        let moves = service.suggest_moves(&caller, "", game);
                        return if moves.is_empty() {
                            // Which game is meant may be the trouble (several, or none).
                            match service.board(&caller, game) {
                                Err(refusal) => refusal.reply(lang).text,
                                Ok(_) => t(lang, "console-no-legal").to_string(),
                            }
                        } else if moves.iter().any(|m| m.contains(' ')) {
                            // Whole turns: one a line.
                            moves.join("\n")
                        } else {
                            moves.join(" ")
                        };
                    }
                }
            }
            ("clock", args) => return self.move_clock(args),
            ("abort" | "draw", rest) => {
                let Ok(game) = game_arg(rest) else {
                    return tf(lang, "console-usage-game", &[("command", &name)]);
                };
                if name == "abort" {
                    service.abort(&caller, game)
                } else {
                    service.offer_draw(&caller, game)
                }
            }
            // The buttons of draw offers and finished games, as commands.
            ("agree-draw" | "refuse-draw" | "rematch", [id]) => match game_arg(&[id]) {
                Ok(Some(game)) => service.press(
                    &caller,
                    &match name.as_str() {
                        "agree-draw" => ButtonId::AgreeDraw(game),
                        "refuse-draw" => ButtonId::RefuseDraw(game),
                        _ => ButtonId::Rematch(game),
                    },
                ),
                _ => return tf(lang, "console-usage-game", &[("command", &name)]),
            },
            _ => return t(lang, "console-unknown").to_string(),
        };
        match result {
            Ok(reply) => self.show(reply),
            Err(refusal) => self.show(refusal.reply(lang)),
        }
    }

    /// `clock +2d`: moves the console's clock forward (at most [`MAX_CLOCK_STEP`] at a time,
    /// never past [`LAST_TIME`]) (when it has one it may move).
    fn move_clock(&self, args: &[&str]) -> String {
        let lang = self.options.lang;
        let (Some(clock), [amount]) = (&self.options.clock, args) else {
            return t(lang, "clock-console-usage").to_string();
        };
        let Some(seconds) = parse_duration(amount) else {
            return t(lang, "clock-console-usage").to_string();
        };
        use crate::service::clock::Clock;
        // Bounded, so that the time stays a date (it wrapped to the year -292277022601).
        if seconds > MAX_CLOCK_STEP || clock.now().saturating_add(seconds) > LAST_TIME {
            return t(lang, "clock-console-too-far").to_string();
        }
        clock.advance(seconds);
        tf(
            lang,
            "clock-console-now",
            &[
                ("time", &utc_text(clock.now())),
                (
                    "moved",
                    &crate::service::clocks_duration_text(lang, seconds),
                ),
            ],
        )
    }

    /// What the service's clock decided since the last look, as text to print.
    fn due(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        loop {
            let notices = match self.service.sweep(100) {
                Ok(notices) => notices,
                Err(refusal) => {
                    out.push(refusal.reply(self.options.lang).text);
                    break;
                }
            };
            let full = notices.len() == 100;
            for notice in notices {
                out.push(self.show(notice.reply));
            }
            if !full {
                break;
            }
        }
        out
    }

    /// Text of a reply, the board as text, and the PNG written to the boards folder.
    fn show(&mut self, reply: Reply) -> String {
        let lang = self.options.lang;
        let mut out = unescape_markdown(&reply.text);
        if let Some(board) = &reply.board_text {
            out.push('\n');
            out.push_str(board.trim_end());
        }
        if let Some(png) = &reply.png {
            self.boards_written += 1;
            let path = self.options.boards.join(format!(
                "board-{}-{:04}.png",
                std::process::id(),
                self.boards_written
            ));
            let written = std::fs::create_dir_all(&self.options.boards)
                .and_then(|()| std::fs::write(&path, png));
            out.push('\n');
            out.push_str(&match written {
                Ok(()) => tf(lang, "console-png", &[("path", &path.display())]),
                Err(e) => tf(lang, "console-png-failed", &[("error", &e)]),
            });
        }
        if let Some(file) = &reply.file {
            let path = self.options.boards.join(&file.name);
            let written = std::fs::create_dir_all(&self.options.boards)
                .and_then(|()| std::fs::write(&path, &file.bytes));
            out.push('\n');
            out.push_str(&match written {
                Ok(()) => tf(lang, "console-file", &[("path", &path.display())]),
                Err(e) => tf(lang, "console-png-failed", &[("error", &e)]),
            });
        }
        for button in &reply.buttons {
            if let Some(command) = button_command(&button.id) {
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
        ButtonId::RulesShow { .. } | ButtonId::History { .. } => return None,
        ButtonId::Accept(game) => ("accept", game),
        ButtonId::Decline(game) => ("decline", game),
        ButtonId::Withdraw(game) => ("withdraw", game),
        ButtonId::AgreeDraw(game) => ("agree-draw", game),
        ButtonId::RefuseDraw(game) => ("refuse-draw", game),
        ButtonId::Rematch(game) => ("rematch", game),
    };
    Some(format!("/{command} #{game}"))
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

/// Names are what `as` accepts: letters, digits, `_`, `-`, `.`, at most 32.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

/// `[]` -> None, `["#12"]` or `["12"]` -> Some(12); anything else is a usage error.
fn game_arg(args: &[&str]) -> Result<Option<GameId>, ()> {
    match args {
        [] => Ok(None),
        [id] => id
            .trim_start_matches('#')
            .parse::<GameId>()
            .map(Some)
            .map_err(|_| ()),
        _ => Err(()),
    }
}

/// Whether `/challenge` with these words is a challenge to anyone: the first word is a game and
/// the second (if any) is not, so `/challenge bob ergo` still challenges a player named like
/// nothing in particular.
fn open_challenge_words(first: &str, rest: &[&str]) -> bool {
    first.parse::<Variant>().is_ok()
        && rest.len() <= 3
        && rest.first().is_none_or(|w| w.parse::<Variant>().is_err())
}

/// The game and the options of a challenge to anyone: who moves first, rated or casual, and the
/// clock, in any order; `None` for a word that is none of these.
fn challenge_options(variant: &str, rest: &[&str]) -> Option<(Variant, First, bool, ClockChoice)> {
    let variant = variant.parse::<Variant>().ok()?;
    let mut first = First::Random;
    let mut rated = true;
    let mut clock = ClockChoice::default();
    for word in rest.iter().map(|w| w.to_lowercase()) {
        if let Some(choice) = ClockChoice::parse(&word) {
            clock = choice;
            continue;
        }
        match word.as_str() {
            "me" | "moi" => first = First::Me,
            "them" | "eux" | "lui" => first = First::Them,
            "random" | "hasard" => first = First::Random,
            "rated" | "classée" | "classee" => rated = true,
            "casual" | "amicale" => rated = false,
            _ => return None,
        }
    }
    Some((variant, first, rated, clock))
}

/// How to type `/challenge`: to a player, or to anyone.
fn challenge_usage(lang: Lang) -> String {
    format!(
        "{}\n{}",
        t(lang, "console-usage-challenge"),
        t(lang, "clock-console-open-usage")
    )
}

fn unknown_variant(lang: Lang, given: &str) -> String {
    let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
    tf(
        lang,
        "console-unknown-game",
        &[("game", &given), ("games", &ids.join(", "))],
    )
}

/// The words after the game of `/challenge tabula GAME …` or `/play GAME …`: a level (centurion
/// if not given) and who moves first, in any order.
fn computer_args(variant: &str, rest: &[&str]) -> Result<(Variant, crate::ai::Level, First), ()> {
    let variant = variant.parse::<Variant>().map_err(|_| ())?;
    let mut level = crate::ai::Level::Centurion;
    let mut first = First::Random;
    for word in rest.iter().map(|w| w.to_lowercase()) {
        match word.as_str() {
            "me" | "moi" => first = First::Me,
            "them" | "eux" | "lui" => first = First::Them,
            "random" | "hasard" => first = First::Random,
            other => level = other.parse().map_err(|_| ())?,
        }
    }
    Ok((variant, level, first))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_arguments_accept_a_hash_or_a_bare_number() {
        assert_eq!(game_arg(&[]), Ok(None));
        assert_eq!(game_arg(&["#12"]), Ok(Some(12)));
        assert_eq!(game_arg(&["7"]), Ok(Some(7)));
        assert_eq!(game_arg(&["x"]), Err(()));
        assert_eq!(game_arg(&["1", "2"]), Err(()));
    }

    #[test]
    fn names_escaped_for_discord_show_as_typed() {
        let name = r"Tabula (novice) @everyone \ *x* [a](b)";
        let escaped = crate::service::escape_markdown(name);
        assert_ne!(escaped, name);
        assert_eq!(unescape_markdown(&escaped), name);
        assert_eq!(unescape_markdown(r"a \n b \"), r"a \n b \");
    }

    #[test]
    fn buttons_become_commands() {
        assert_eq!(
            button_command(&ButtonId::Accept(12)).as_deref(),
            Some("/accept #12")
        );
        assert_eq!(
            button_command(&ButtonId::RulesPage {
                variant: crate::games::Variant::Ergo,
                page: 0
            })
            .as_deref(),
            Some("/rules ergo 1")
        );
        assert_eq!(
            button_command(&ButtonId::RulesShow {
                variant: crate::games::Variant::Ergo,
                page: 0
            }),
            None
        );
    }

    #[test]
    fn utc_dates_read_right() {
        assert_eq!(utc_text(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc_text(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(utc_text(1_795_433_400), "2026-11-23 11:30 UTC");
    }

    /// Runs `script` in a console acting first as alice, on `service`; returns what it printed.
    fn script(service: &Service, boards: &std::path::Path, script: &str) -> String {
        let options = Options {
            lang: Lang::En,
            boards: boards.to_path_buf(),
            user: "alice".to_string(),
            interactive: false,
            clock: None,
        };
        let mut out = Vec::new();
        run(service, script.as_bytes(), &mut out, &options).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// Issue 30, item 9: a line that is not UTF-8 is refused and the console goes on.
    #[test]
    fn a_line_that_is_not_utf8_is_refused_and_the_console_goes_on() {
        let dir = tempfile::tempdir().unwrap();
        let service = Service::in_memory().unwrap();
        let options = Options {
            lang: Lang::En,
            boards: dir.path().to_path_buf(),
            user: "alice".to_string(),
            interactive: false,
            clock: None,
        };
        let mut out = Vec::new();
        let input: &[u8] = b"/games\n\xff\n/games\n";
        run(&service, input, &mut out, &options).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(
            out.matches("That line is not UTF-8 text").count(),
            1,
            "{out}"
        );
        let games = crate::i18n::t(Lang::En, "service-games-none");
        assert_eq!(out.matches(games).count(), 2, "both /games answered: {out}");
    }

    /// Issue 30, item 11: the console's clock moves at most ten years at a time and never past
    /// the year 9999 (a huge step wrapped it to the year -292277022601).
    #[test]
    fn the_console_clock_is_bounded() {
        use crate::service::clock::Clock;
        let dir = tempfile::tempdir().unwrap();
        let clock = FakeClock::at(1_800_000_000);
        let service = Service::in_memory()
            .unwrap()
            .with_clock(std::sync::Arc::new(clock.clone()));
        let options = Options {
            lang: Lang::En,
            boards: dir.path().to_path_buf(),
            user: "alice".to_string(),
            interactive: false,
            clock: Some(clock.clone()),
        };
        let mut out = Vec::new();
        let input: &[u8] = b"clock +9223372036854775807s\nclock +3651d\nclock +1m\n";
        run(&service, input, &mut out, &options).unwrap();
        let out = String::from_utf8(out).unwrap();
        let too_far = crate::i18n::t(Lang::En, "clock-console-too-far");
        assert_eq!(out.matches(too_far).count(), 2, "{out}");
        assert!(out.contains("(moved 1 minute)"), "{out}");
        assert_eq!(clock.now(), 1_800_000_060);
        // Up to the last second of 9999, not beyond.
        clock.set(LAST_TIME - 60);
        let mut out = Vec::new();
        run(&service, &b"clock +2m\nclock +1m\n"[..], &mut out, &options).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("9999-12-31 23:59 UTC"), "{out}");
        assert_eq!(clock.now(), LAST_TIME);
    }

    #[test]
    fn an_open_challenge_is_accepted_by_whoever_switches_in_first() {
        let dir = tempfile::tempdir().unwrap();
        let service = Service::in_memory().unwrap();
        let out = script(
            &service,
            dir.path(),
            "/challenge latrunculi-piso me 1d\n/challenge latrunculi-piso\nas carol\n/withdraw #1\n\
             /accept\nas dave\n/accept #1\nquit\n",
        );
        for wanted in [
            "@alice is looking for an opponent: Latrunculi (Piso), game #1.",
            "Clock: 1 day per move. The challenge lapses if nobody accepts within 1 day.",
            "[Accept] -> /accept #1",
            "[Withdraw] -> /withdraw #1",
            "You already have an open challenge for Latrunculi (Piso) (#1)",
            "Challenge #1 is alice's: only they may withdraw it.",
            "@carol accepted: game #1 of Latrunculi (Piso) begins.",
            "Someone else accepted challenge #1 first.",
        ] {
            assert!(out.contains(wanted), "{wanted:?} in:\n{out}");
        }
        let record = service.store().record(1).unwrap().unwrap();
        assert_eq!(record.challenged().external_id, "console:carol");

        // Withdrawn by its author with the button's command.
        let out = script(
            &service,
            dir.path(),
            "/challenge ergo\n/withdraw #2\n/challenge\nquit\n",
        );
        assert!(
            out.contains("@alice withdrew the challenge to anyone (#2)."),
            "{out}"
        );
        assert!(
            out.contains("Open to anyone: /challenge <game>"),
            "the usage names both forms: {out}"
        );
    }

    #[test]
    fn names_are_checked() {
        assert!(valid_name("bob"));
        assert!(valid_name("Éloïse_2"));
        assert!(!valid_name("@everyone x"));
        assert!(!valid_name(&"a".repeat(33)));
    }
}
