//! A console line read into a [`ConsoleCommand`], or the [`ParseRefusal`] that says how to type
//! it. Pure: no service, no state; the dispatcher ([`super::dispatch`]) acts on the command.

use crate::ai::Level;
use crate::games::Variant;
use crate::i18n::{t, tf, Lang};
use crate::service::notices::NotifyAsked;
use crate::service::ratings::BoardScope;
use crate::service::time::parse_duration;
use crate::service::{ChallengeOptions, ClockChoice, First, GameId};

use super::words::{self, Word};

/// One console command, its words read into typed values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConsoleCommand {
    /// `quit` or `exit`: the console ends.
    Quit,
    /// `as NAME`: act as another user.
    As(String),
    /// `help`: what `/help` shows, then the console's commands.
    Help,
    /// `/challenge tabula GAME [LEVEL] [me|them|random]` or `/play GAME [...]`: a game against
    /// the computer.
    PlayComputer {
        variant: Variant,
        level: Level,
        first: First,
    },
    /// `/challenge NAME GAME [terms]`.
    ChallengePlayer {
        opponent: String,
        variant: Variant,
        terms: ChallengeOptions,
    },
    /// `/challenge GAME [terms]`: a challenge anyone here may accept.
    ChallengeAnyone {
        variant: Variant,
        terms: ChallengeOptions,
    },
    /// `/withdraw [#id]`: the Withdraw button of an open challenge, as a command.
    Withdraw(Option<GameId>),
    /// `/accept [#id]`.
    Accept(Option<GameId>),
    /// `/decline [#id]`.
    Decline(Option<GameId>),
    /// `/cancel [#id]`.
    Cancel(Option<GameId>),
    /// `/rules GAME [topic]`.
    Rules {
        variant: Variant,
        topic: Option<String>,
    },
    /// `/move ACTION... [#id]`: a move, or a whole turn of several actions.
    Move {
        actions: String,
        game: Option<GameId>,
    },
    /// `/legal [#id]`: your legal moves.
    Legal(Option<GameId>),
    /// `/board [#id]`.
    Board(Option<GameId>),
    /// `/board SQUARE [#id]`: where the piece there can go.
    BoardSquare {
        square: String,
        game: Option<GameId>,
    },
    /// `/resign [#id]`.
    Resign(Option<GameId>),
    /// `/abort [#id]`.
    Abort(Option<GameId>),
    /// `/draw [#id]`: offer a draw.
    Draw(Option<GameId>),
    /// `/agree-draw #id`: the Accept button of a draw offer.
    AgreeDraw(GameId),
    /// `/refuse-draw #id`: the Decline button of a draw offer.
    RefuseDraw(GameId),
    /// `/rematch #id`: the Rematch button of a finished game.
    Rematch(GameId),
    /// `/games`.
    Games,
    /// `/leaderboard GAME [server|global] [page] [provisional]`.
    Leaderboard {
        variant: Variant,
        scope: BoardScope,
        page: Option<i64>,
        provisional: bool,
    },
    /// `/rating [name]`.
    Rating(Option<String>),
    /// `/history [name] [game] [page]`.
    History {
        who: Option<String>,
        variant: Option<Variant>,
        page: Option<i64>,
    },
    /// `/replay [#id]`: the game as an animated picture.
    Replay(Option<GameId>),
    /// `/export [#id]`: the move list.
    Export(Option<GameId>),
    /// `review [#id]`: the computer's review of a finished game.
    Review(Option<GameId>),
    /// `puzzle [play] [game]`: the open puzzle, or a new one (of that game, or any).
    Puzzle(Option<Variant>),
    /// `puzzle move ACTION...`: a turn of the open puzzle.
    PuzzleMove(String),
    /// `puzzle giveup`: the open puzzle given up (a miss).
    PuzzleGiveUp,
    /// `puzzle daily TIME` / `puzzle daily off` / `puzzle daily solve`: the console's daily
    /// puzzle set, stopped, or today's opened (its Solve button).
    PuzzleDaily(DailyAsked),
    /// `clock +2d`: move the console's clock forward by this many seconds.
    Clock(i64),
    /// `/notify [off|turn|digest HOUR]`: the caller's notices (`None`: what they are).
    Notify(Option<NotifyAsked>),
    /// `tournament create|join|leave|start|cancel|show|standings|list ...`.
    Tournament(super::tournament::TournamentCommand),
}

/// What `puzzle daily` asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyAsked {
    /// Post it every day at this time (as typed).
    At(String),
    Off,
    Solve,
    /// `puzzle leaderboard`: the server's daily puzzle leaderboard.
    Board,
}

/// Why a line is not a command: each says how to type it, in one short line (two for
/// `/challenge`, which has two forms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseRefusal {
    UnknownCommand,
    /// A user name that `as` would not accept either.
    BadName,
    /// No game has this id (the word as typed).
    UnknownGame(String),
    /// How to play the computer.
    ComputerUsage,
    /// How to challenge a player or anyone.
    ChallengeUsage,
    /// How to type a command whose only word is a game: `/accept [#id]` (the command's name,
    /// in lower case).
    GameUsage(String),
    RulesUsage,
    MoveUsage,
    LeaderboardUsage,
    RatingUsage,
    HistoryUsage,
    ClockUsage,
    TournamentUsage,
    PuzzleUsage,
    NotifyUsage,
    DailyUsage,
}

impl ParseRefusal {
    /// What the console prints, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ParseRefusal::UnknownCommand => t(lang, "console-unknown").to_string(),
            ParseRefusal::BadName => t(lang, "console-bad-name").to_string(),
            ParseRefusal::UnknownGame(given) => {
                let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
                tf(
                    lang,
                    "console-unknown-game",
                    &[("game", given), ("games", &ids.join(", "))],
                )
            }
            ParseRefusal::ComputerUsage => t(lang, "ai-console-usage").to_string(),
            ParseRefusal::ChallengeUsage => format!(
                "{}\n{}",
                t(lang, "console-usage-challenge"),
                t(lang, "clock-console-open-usage")
            ),
            ParseRefusal::GameUsage(command) => {
                tf(lang, "console-usage-game", &[("command", command)])
            }
            ParseRefusal::RulesUsage => t(lang, "console-usage-rules").to_string(),
            ParseRefusal::MoveUsage => t(lang, "console-usage-move").to_string(),
            ParseRefusal::LeaderboardUsage => t(lang, "console-usage-leaderboard").to_string(),
            ParseRefusal::RatingUsage => t(lang, "console-usage-rating").to_string(),
            ParseRefusal::HistoryUsage => t(lang, "console-usage-history").to_string(),
            ParseRefusal::ClockUsage => t(lang, "clock-console-usage").to_string(),
            ParseRefusal::TournamentUsage => t(lang, "console-tournament-usage").to_string(),
            ParseRefusal::PuzzleUsage => t(lang, "console-usage-puzzle").to_string(),
            ParseRefusal::NotifyUsage => t(lang, "console-usage-notify").to_string(),
            ParseRefusal::DailyUsage => t(lang, "console-usage-puzzle-daily").to_string(),
        }
    }
}

/// Reads one console line (the option words in `lang`, and in English and French).
pub fn parse(line: &str, lang: Lang) -> Result<ConsoleCommand, ParseRefusal> {
    use ConsoleCommand as C;
    use ParseRefusal as R;
    let line = line.trim();
    if matches!(line, "quit" | "exit" | "/quit" | "/exit") {
        return Ok(C::Quit);
    }
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Err(R::UnknownCommand);
    };
    let name = first.trim_start_matches('/').to_lowercase();
    let args: Vec<&str> = words.collect();
    let command = match (name.as_str(), args.as_slice()) {
        ("as", [who]) => valid_name(who)
            .then(|| C::As(who.to_string()))
            .ok_or(R::BadName)?,
        ("help", _) => C::Help,
        // Against the computer: `/challenge tabula GAME [LEVEL] [me|them|random]`, or
        // `/play GAME [LEVEL] [...]`.
        ("challenge", [opponent, variant, rest @ ..])
            if opponent.eq_ignore_ascii_case("tabula") && rest.len() <= 2 =>
        {
            computer(variant, rest, lang).ok_or(R::ComputerUsage)?
        }
        ("play", [variant, rest @ ..]) if rest.len() <= 2 => {
            computer(variant, rest, lang).ok_or(R::ComputerUsage)?
        }
        ("play", _) => return Err(R::ComputerUsage),
        // Open to anyone here: `/challenge GAME [...]` (the first word is a game, not a name).
        ("challenge", [variant, rest @ ..]) if open_challenge_words(variant, rest) => {
            C::ChallengeAnyone {
                variant: variant.parse().map_err(|_| R::ChallengeUsage)?,
                terms: terms(rest, lang).ok_or(R::ChallengeUsage)?,
            }
        }
        ("challenge", [opponent, variant, rest @ ..]) if rest.len() <= 3 => {
            if !valid_name(opponent) {
                return Err(R::BadName);
            }
            C::ChallengePlayer {
                opponent: opponent.to_string(),
                variant: game(variant)?,
                terms: terms(rest, lang).ok_or(R::ChallengeUsage)?,
            }
        }
        ("challenge", _) => return Err(R::ChallengeUsage),
        ("withdraw", rest) => C::Withdraw(game_arg(rest).map_err(|()| R::GameUsage(name.clone()))?),
        ("rules", [variant, rest @ ..]) if rest.len() <= 1 => C::Rules {
            variant: game(variant)?,
            topic: rest.first().map(|topic| topic.to_string()),
        },
        ("rules", _) => return Err(R::RulesUsage),
        ("move", [_, ..]) => {
            // A whole turn may be several actions; a game id at the end is `#12` (or a bare
            // number after a single action, as before).
            let (actions, rest) = match args.as_slice() {
                [.., last] if last.starts_with('#') => args.split_at(args.len() - 1),
                [_, last] if last.parse::<GameId>().is_ok() => args.split_at(1),
                _ => (args.as_slice(), &[][..]),
            };
            match game_arg(rest) {
                Ok(game) if !actions.is_empty() => C::Move {
                    actions: actions.join(" "),
                    game,
                },
                _ => return Err(R::MoveUsage),
            }
        }
        ("move", []) => return Err(R::MoveUsage),
        ("games", []) => C::Games,
        ("leaderboard", [variant, rest @ ..]) => {
            let variant = game(variant)?;
            let mut scope = BoardScope::Server;
            let mut page = None;
            let mut provisional = false;
            for word in rest {
                match words::read(lang, word) {
                    Some(Word::Global) => scope = BoardScope::Global,
                    Some(Word::Server) => scope = BoardScope::Server,
                    Some(Word::Provisional) => provisional = true,
                    _ => match word.to_lowercase().parse::<i64>() {
                        Ok(n) => page = Some(n),
                        Err(_) => return Err(R::LeaderboardUsage),
                    },
                }
            }
            C::Leaderboard {
                variant,
                scope,
                page,
                provisional,
            }
        }
        ("leaderboard", []) => return Err(R::LeaderboardUsage),
        ("rating", []) => C::Rating(None),
        ("rating", [name]) if valid_name(name) => C::Rating(Some(name.to_string())),
        ("rating", _) => return Err(R::RatingUsage),
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
                    who = Some(word.to_string());
                } else {
                    return Err(R::HistoryUsage);
                }
            }
            C::History { who, variant, page }
        }
        ("history", _) => return Err(R::HistoryUsage),
        // `board d4 [game]`: where that piece can go. A lone number stays a game id, so a
        // XII Scripta point is asked with the game after it (`board 4 #2`).
        ("board", [square, rest @ ..]) if rest.len() == 1 || game_arg(&[square]).is_err() => {
            C::BoardSquare {
                square: square.to_string(),
                game: game_arg(rest).map_err(|()| R::GameUsage(name.clone()))?,
            }
        }
        ("tournament" | "tournaments", rest) => {
            C::Tournament(super::tournament::parse(rest).ok_or(R::TournamentUsage)?)
        }
        ("puzzle", []) | ("puzzle", ["play"]) => C::Puzzle(None),
        ("puzzle", ["play", variant]) => C::Puzzle(Some(game(variant)?)),
        ("puzzle", ["move", turn @ ..]) if !turn.is_empty() => C::PuzzleMove(turn.join(" ")),
        ("puzzle", ["giveup"]) => C::PuzzleGiveUp,
        ("puzzle", ["daily", "off"]) => C::PuzzleDaily(DailyAsked::Off),
        ("puzzle", ["daily", "solve"]) => C::PuzzleDaily(DailyAsked::Solve),
        ("puzzle", ["leaderboard"]) => C::PuzzleDaily(DailyAsked::Board),
        ("puzzle", ["daily", time @ ..]) if !time.is_empty() => {
            C::PuzzleDaily(DailyAsked::At(time.join(" ")))
        }
        ("puzzle", ["daily"]) => return Err(R::DailyUsage),
        ("puzzle", ["move" | "giveup", ..]) => return Err(R::PuzzleUsage),
        ("puzzle", [variant]) => C::Puzzle(Some(game(variant)?)),
        ("puzzle", _) => return Err(R::PuzzleUsage),
        ("clock", [amount]) => C::Clock(parse_duration(amount).ok_or(R::ClockUsage)?),
        ("clock", _) => return Err(R::ClockUsage),
        ("notify", rest) => C::Notify(notify(rest, lang).ok_or(R::NotifyUsage)?),
        // The buttons of draw offers and finished games, as commands: the game is required.
        ("agree-draw" | "refuse-draw" | "rematch", [id]) => {
            let Ok(Some(game)) = game_arg(&[id]) else {
                return Err(R::GameUsage(name.clone()));
            };
            match name.as_str() {
                "agree-draw" => C::AgreeDraw(game),
                "refuse-draw" => C::RefuseDraw(game),
                _ => C::Rematch(game),
            }
        }
        // The commands whose only word is a game.
        (command, rest) => {
            let make: fn(Option<GameId>) -> ConsoleCommand = match command {
                "accept" => C::Accept,
                "decline" => C::Decline,
                "cancel" => C::Cancel,
                "board" => C::Board,
                "resign" => C::Resign,
                "legal" => C::Legal,
                "abort" => C::Abort,
                "draw" => C::Draw,
                "replay" => C::Replay,
                "export" => C::Export,
                "review" => C::Review,
                _ => return Err(R::UnknownCommand),
            };
            make(game_arg(rest).map_err(|()| R::GameUsage(name.clone()))?)
        }
    };
    Ok(command)
}

/// Names are what `as` accepts: letters, digits, `_`, `-`, `.`, at most 32.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

/// A game's id as typed, or the refusal that lists the games.
fn game(word: &str) -> Result<Variant, ParseRefusal> {
    word.parse()
        .map_err(|_| ParseRefusal::UnknownGame(word.to_string()))
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

/// Who moves first, rated or casual, and the clock, in any order; `None` for a word that is
/// none of these.
fn terms(words: &[&str], lang: Lang) -> Option<ChallengeOptions> {
    let mut terms = ChallengeOptions::default();
    for word in words {
        if let Some(clock) = ClockChoice::parse(&word.to_lowercase()) {
            terms.clock = clock;
            continue;
        }
        match words::read(lang, word)? {
            Word::Rated => terms.rated = true,
            Word::Casual => terms.rated = false,
            other => terms.first = who_first(other)?,
        }
    }
    Some(terms)
}

/// The words after the game of `/challenge tabula GAME …` or `/play GAME …`: a level (centurion
/// if not given) and who moves first, in any order.
fn computer(variant: &str, words: &[&str], lang: Lang) -> Option<ConsoleCommand> {
    let variant = variant.parse::<Variant>().ok()?;
    let mut level = Level::Centurion;
    let mut first = First::Random;
    for word in words {
        match words::read(lang, word).and_then(who_first) {
            Some(who) => first = who,
            None => level = word.to_lowercase().parse().ok()?,
        }
    }
    Some(ConsoleCommand::PlayComputer {
        variant,
        level,
        first,
    })
}

/// `/notify`'s words: none (what the notices are), `off`, `turn`, or `digest` and an hour (an
/// hour out of range is the service's to refuse).
fn notify(words: &[&str], lang: Lang) -> Option<Option<NotifyAsked>> {
    let asked = match words {
        [] => return Some(None),
        [word] => match words::read(lang, word)? {
            Word::Off => NotifyAsked::Off,
            Word::Turn => NotifyAsked::Turn,
            Word::Digest => NotifyAsked::Digest(None),
            _ => return None,
        },
        [word, hour] if words::read(lang, word)? == Word::Digest => {
            NotifyAsked::Digest(Some(hour.parse().ok()?))
        }
        _ => return None,
    };
    Some(Some(asked))
}

/// Who moves first, for the words that say it.
fn who_first(word: Word) -> Option<First> {
    match word {
        Word::Me => Some(First::Me),
        Word::Them => Some(First::Them),
        Word::Random => Some(First::Random),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
