//! The dispatcher: one arm per [`ConsoleCommand`], each calling the service (or moving the
//! console's own state: the acting user, the clock) and formatting what it answers.

use crate::i18n::{t, tf, Lang};
use crate::service::commands::CommandNames;
use crate::service::help::help_text;
use crate::service::time::Clock;
use crate::service::{ButtonId, Caller, Challenged, GameId, Reply, Rights, Service, ServiceError};

use super::parse::{ConsoleCommand, ParseRefusal};
use super::{user, utc_text, Session, LAST_TIME, MAX_CLOCK_STEP};

impl Session<'_> {
    /// Runs one command and returns what to print.
    pub(super) fn run(&mut self, command: ConsoleCommand) -> String {
        use ConsoleCommand as C;
        let lang = self.options.lang;
        let caller = self.caller();
        let service = self.service;
        // What a failure is logged with.
        let asked = format!("{command:?}");
        let result = match command {
            // The input loop ends before; nothing to print.
            C::Quit => return String::new(),
            C::As(name) => {
                self.user = user(&name);
                return tf(lang, "console-now", &[("name", &self.user.name)]);
            }
            C::Help => return help(lang),
            C::PlayComputer {
                variant,
                level,
                first,
            } => service.play_computer(&caller, variant, level, first),
            C::ChallengePlayer {
                opponent,
                variant,
                terms,
            } => service.challenge(
                &caller,
                Challenged::Player(&user(&opponent)),
                variant,
                terms,
            ),
            C::ChallengeAnyone { variant, terms } => {
                service.challenge(&caller, Challenged::Anyone, variant, terms)
            }
            C::Withdraw(Some(game)) => service.press(&caller, &ButtonId::Withdraw(game)),
            C::Withdraw(None) => service.cancel(&caller, None),
            C::Accept(game) => service.accept(&caller, game),
            C::Decline(game) => service.decline(&caller, game),
            C::Cancel(game) => service.cancel(&caller, game),
            C::Rules { variant, topic } => service.rules(&caller, variant, topic.as_deref()),
            C::Move { actions, game } => service.play(&caller, &actions, game),
            C::Legal(game) => return legal(service, &caller, game),
            C::Board(game) => service.board(&caller, game),
            C::BoardSquare { square, game } => service.board_square(&caller, game, &square),
            C::Resign(game) => service.resign(&caller, game),
            C::Abort(game) => service.abort(&caller, game),
            C::Draw(game) => service.offer_draw(&caller, game),
            C::AgreeDraw(game) => service.press(&caller, &ButtonId::AgreeDraw(game)),
            C::RefuseDraw(game) => service.press(&caller, &ButtonId::RefuseDraw(game)),
            C::Rematch(game) => service.press(&caller, &ButtonId::Rematch(game)),
            C::Games => service.games(&caller),
            C::Leaderboard {
                variant,
                scope,
                page,
                provisional,
            } => service.leaderboard(&caller, variant, scope, page, provisional),
            C::Rating(name) => service.rating(&caller, name.as_deref().map(user).as_ref()),
            C::History { who, variant, page } => {
                service.history(&caller, who.as_deref().map(user).as_ref(), variant, page)
            }
            C::Replay(game) => service.replay(&caller, game, None),
            C::Export(game) => service.export(&caller, game),
            C::Review(game) => return self.review(&caller, game),
            C::Puzzle(variant) => service.puzzle(&caller, variant),
            C::PuzzleMove(turn) => service.puzzle_move(&caller, &turn),
            C::PuzzleGiveUp => service.puzzle_give_up(&caller),
            C::PuzzleDaily(asked) => {
                use super::parse::DailyAsked;
                // The console's user is the manager of their own server.
                let rights = Rights {
                    manage_server: true,
                };
                match asked {
                    DailyAsked::At(time) => {
                        let channel = caller.channel.clone();
                        service.daily_set(&caller, &channel, &channel, &time, rights, true)
                    }
                    DailyAsked::Off => service.daily_stop(&caller, rights),
                    DailyAsked::Solve => service.daily_solve_today(&caller),
                    DailyAsked::Board => service.daily_board(&caller),
                }
            }
            C::Clock(seconds) => return self.move_clock(seconds),
            C::Notify(asked) => service.notify(&caller, asked),
            C::Tournament(command) => {
                use super::tournament::TournamentCommand as T;
                // The console's user is the manager of their own server.
                let rights = Rights {
                    manage_server: true,
                };
                match command {
                    T::Create(options) => service.create_tournament(&caller, &options),
                    T::Join(id) => service.join_tournament(&caller, id, false),
                    T::Leave(id) => service.leave_tournament(&caller, id, false),
                    T::Start(id) => service.start_tournament(&caller, id, rights, false),
                    T::Cancel(id) => service.cancel_tournament(&caller, id, rights, false),
                    T::Show(id) => service.show_tournament(&caller, id),
                    T::Standings(id) => service.tournament_standings(&caller, id),
                    T::List => service.list_tournaments(&caller, CommandNames::Console),
                }
            }
        };
        match result {
            Ok(reply) => self.show(reply),
            Err(error) => self.show(answer(&error, lang, &asked, None)),
        }
    }

    /// `clock +2d`: moves the console's clock forward (at most [`MAX_CLOCK_STEP`] at a time,
    /// never past [`LAST_TIME`]) (when it has one it may move).
    fn move_clock(&self, seconds: i64) -> String {
        let lang = self.options.lang;
        let Some(clock) = &self.options.clock else {
            return ParseRefusal::ClockUsage.text(lang);
        };
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
}

/// What Tabula is and its games (the service's `/help`), then how to type here.
fn help(lang: Lang) -> String {
    format!(
        "{}\n\n{}\n{}",
        help_text(lang, CommandNames::Console),
        t(lang, "console-help"),
        t(lang, "clock-console-open-help")
    )
}

/// `/legal`: the caller's legal moves on one line, or whole turns one a line.
fn legal(service: &Service, caller: &Caller, game: Option<GameId>) -> String {
    let moves = service.suggest_moves(caller, "", game);
    if moves.is_empty() {
        // Which game is meant may be the trouble (several, or none).
        match service.board(caller, game) {
            Err(error) => answer(&error, caller.lang, "legal", game).text,
            Ok(_) => t(caller.lang, "console-no-legal").to_string(),
        }
    } else if moves.iter().any(|m| m.contains(' ')) {
        // Whole turns: one a line.
        moves.join("\n")
    } else {
        moves.join(" ")
    }
}

#[cfg(test)]
mod tests;

/// [`ServiceError::answer`] in the console: a refusal's hints name the console's commands
/// (`#3` after the command, not Discord's option `game:#3`).
pub(super) fn answer(
    error: &ServiceError,
    lang: Lang,
    command: &str,
    game: Option<GameId>,
) -> Reply {
    error.answer_as(lang, CommandNames::Console, command, game)
}
