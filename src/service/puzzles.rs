//! Puzzles people solve (issue 50): `puzzle [game]` gives the caller, privately, an unseen
//! puzzle near their puzzle rating for that game (or any), as a picture with the move that set
//! it up marked and one line ("White to play and take a piece"); they enter turns as `/move`
//! takes them; after each right turn the forced reply is played from the stored line (no search
//! at answer time); a wrong turn ends it as a miss and shows the answer; at the end the
//! solution is shown on the board with both rating changes. One open puzzle per player; each
//! call reads only the caller's own attempt, so nobody can answer someone else's.
//!
//! A turn that does not read or is not legal is refused (nothing changes), as `/move` refuses
//! it; so is a turn that is not whole (the solver still to act after it).

pub mod daily;
mod starter;

#[cfg(test)]
pub(super) use starter::read_set as read_set_for_tests;

use crate::ai::puzzles::{play_turn, Theme};
use crate::games::{AnyGame, Side, ToAct, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::render::diagram::{render_diagram, turn_marks};
use crate::render::{render_png, text_board_for, RenderInfo};
use crate::store::puzzles::{OpenAttempt, PuzzleRecord, PuzzleResult, Started};

use super::challenge::new_player;
use super::play::{parse_turn, suggestions};
use super::ratings::shown_between;
use super::replies::variant_name;
use super::{errors, Caller, Refusal, Reply, Service, ServiceError, Shown};

/// Why a puzzle command is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleRefusal {
    /// The caller has no puzzle open.
    #[error("no puzzle open")]
    NoneOpen,
    /// No puzzle of that game (or of any) that the caller has not seen.
    #[error("no puzzle left")]
    NoneLeft(Option<Variant>),
    /// The turn leaves the solver to act: the whole turn is asked for.
    #[error("not a whole turn")]
    NotWhole,
    /// The daily puzzle is a server's: not in a direct message.
    #[error("no server")]
    DailyNoServer,
    /// Setting the daily puzzle takes Manage Server.
    #[error("not a server manager")]
    DailyNotManager,
    /// A time of day that does not read.
    #[error("bad time of day")]
    DailyBadTime(String),
    /// Solve pressed under a post that a newer one replaced.
    #[error("not today's")]
    DailyNotToday,
    /// Solve pressed with another puzzle open (this one).
    #[error("another puzzle open")]
    DailyOtherOpen(i64),
    /// The channel is one the bot cannot post in (or not a text channel of the server).
    #[error("channel not usable")]
    DailyChannel(String),
}

impl PuzzleRefusal {
    pub(super) fn text(&self, lang: Lang) -> String {
        match self {
            PuzzleRefusal::NoneOpen => t(lang, "puzzle-error-none-open").to_string(),
            PuzzleRefusal::NoneLeft(None) => t(lang, "puzzle-error-none-left").to_string(),
            PuzzleRefusal::NoneLeft(Some(v)) => tf(
                lang,
                "puzzle-error-none-left-game",
                &[("game", &variant_name(lang, *v))],
            ),
            PuzzleRefusal::NotWhole => t(lang, "puzzle-error-not-whole").to_string(),
            PuzzleRefusal::DailyNoServer => t(lang, "daily-error-no-server").to_string(),
            PuzzleRefusal::DailyNotManager => t(lang, "daily-error-manager").to_string(),
            PuzzleRefusal::DailyBadTime(typed) => tf(lang, "daily-error-time", &[("typed", typed)]),
            PuzzleRefusal::DailyNotToday => t(lang, "daily-error-not-today").to_string(),
            PuzzleRefusal::DailyOtherOpen(id) => tf(lang, "daily-error-other-open", &[("id", id)]),
            PuzzleRefusal::DailyChannel(channel) => {
                tf(lang, "daily-error-channel", &[("channel", channel)])
            }
        }
    }
}

fn refused(refusal: PuzzleRefusal) -> ServiceError {
    Refusal::Puzzle(refusal).into()
}

/// The position after the first `progress` turns of the puzzle's line.
fn position_at(puzzle: &PuzzleRecord, progress: usize) -> Result<AnyGame, ServiceError> {
    let broken = |what: &str| errors::internal(format!("puzzle {}: {what}", puzzle.id));
    let mut game = AnyGame::from_position_text(puzzle.variant, &puzzle.position)
        .map_err(|e| broken(&e.to_string()))?;
    for turn in puzzle.line.iter().take(progress) {
        game = play_turn(&game, turn).ok_or_else(|| broken("its line does not play"))?;
    }
    Ok(game)
}

/// The solver's side in the puzzle.
fn solver(game: &AnyGame) -> Side {
    match game.to_act() {
        ToAct::Side(side) => side,
        _ => Side::First,
    }
}

/// What a position is the same as, for comparing turns (the dice in another order reach the
/// same position).
fn key(game: &AnyGame) -> String {
    game.position_key().unwrap_or_else(|| game.position_text())
}

/// The catalogue key of a theme's line (`puzzle-theme-<id>`); a theme this build does not know
/// reads as the plainest, "find the one good turn".
pub fn theme_key(theme: &str) -> &'static str {
    let known = Theme::ALL.into_iter().find(|t| t.id() == theme);
    match known.unwrap_or(Theme::BestMove) {
        Theme::TakeAPiece => "puzzle-theme-take-a-piece",
        Theme::TakeTwo => "puzzle-theme-take-two",
        Theme::FreeAHeldPiece => "puzzle-theme-free-a-held-piece",
        Theme::CaptureTheDux => "puzzle-theme-capture-the-dux",
        Theme::WinTheGame => "puzzle-theme-win-the-game",
        Theme::FiveInARow => "puzzle-theme-five-in-a-row",
        Theme::BlockTheFive => "puzzle-theme-block-the-five",
        Theme::StopTheWin => "puzzle-theme-stop-the-win",
        Theme::BearOffFirst => "puzzle-theme-bear-off-first",
        Theme::HitTheBlot => "puzzle-theme-hit-the-blot",
        Theme::BearOff => "puzzle-theme-bear-off",
        Theme::BestMove => "puzzle-theme-best-move",
    }
}

/// "White to play and take a piece": the side, the theme.
fn task_line(lang: Lang, puzzle: &PuzzleRecord, side: Side) -> String {
    let side_name = i18n::side_name(lang, puzzle.variant, side);
    let text = tf(lang, theme_key(&puzzle.theme), &[("side", &side_name)]);
    crate::render::text::capitalise(&text)
}

/// A private reply with `game` drawn (the move that led to it marked), or with the marks of
/// `answer` (a turn from `game`) drawn over it.
fn board_reply(
    lang: Lang,
    lines: Vec<String>,
    game: &AnyGame,
    answer: Option<&str>,
    title: &str,
) -> Reply {
    let info = RenderInfo::unnamed(lang);
    let png = match answer {
        Some(turn) => render_diagram(game, &info, &turn_marks(game, turn))
            .unwrap_or_else(|_| render_png(game, &info)),
        None => render_png(game, &info),
    };
    Reply {
        text: lines.join("\n"),
        png: Some(png),
        alt: crate::render::alt::board(game, &info, title),
        board_text: Some(text_board_for(game, &info)),
        shown: Shown::Private,
        ..Reply::default()
    }
}

/// The title of a puzzle's pictures: "Puzzle 12 · Ergo".
fn title(lang: Lang, puzzle: &PuzzleRecord) -> String {
    tf(
        lang,
        "puzzle-title",
        &[
            ("id", &puzzle.id),
            ("game", &variant_name(lang, puzzle.variant)),
        ],
    )
}

impl Service {
    /// Adds the shipped starter sets to the store (those already there are left as they are):
    /// how many were new. Run when the bot or the console starts.
    pub fn load_starter_puzzles(&self) -> Result<usize, ServiceError> {
        let added = self
            .store
            .add_puzzles(starter::starter_puzzles(), self.clock.now())?;
        if added > 0 {
            tracing::info!(added, "starter puzzles added");
        }
        Ok(added)
    }

    /// `puzzle [game]`: the caller's open puzzle, or a new one near their puzzle rating that
    /// they have never seen.
    pub fn puzzle(&self, caller: &Caller, variant: Option<Variant>) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let (open, again) = match self.store.start_puzzle(
            caller.origin(),
            &new_player(&caller.user),
            variant,
            self.clock.now(),
        )? {
            Started::New(open) => (open, false),
            Started::AlreadyOpen(open) => (open, true),
            Started::NoneLeft => return Err(refused(PuzzleRefusal::NoneLeft(variant))),
        };
        self.open_reply(lang, &open, again)
    }

    /// The private reply that shows an open attempt: its header, its task and how to answer,
    /// with the position (the move that set it up marked); `again` when it was open already.
    fn open_reply(
        &self,
        lang: Lang,
        open: &OpenAttempt,
        again: bool,
    ) -> Result<Reply, ServiceError> {
        let puzzle = &open.puzzle;
        let game = position_at(puzzle, open.progress)?;
        let mut lines = Vec::new();
        if again {
            lines.push(t(lang, "puzzle-still-open").to_string());
        }
        lines.push(tf(
            lang,
            "puzzle-header",
            &[
                ("id", &puzzle.id),
                ("game", &variant_name(lang, puzzle.variant)),
                (
                    "rating",
                    &super::ratings::shown(puzzle.rating.rating, puzzle.rating.deviation),
                ),
                ("turns", &puzzle.line.len().div_ceil(2)),
            ],
        ));
        lines.push(task_line(lang, puzzle, solver(&game)));
        lines.push(t(lang, "puzzle-how").to_string());
        Ok(board_reply(lang, lines, &game, None, &title(lang, puzzle)))
    }

    /// A turn of the caller's open puzzle: right, the forced reply is played (or the puzzle is
    /// solved); wrong, the puzzle ends as a miss and shows the answer.
    pub fn puzzle_move(&self, caller: &Caller, text: &str) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let open = self
            .store
            .open_puzzle(&caller.user.id)?
            .ok_or_else(|| refused(PuzzleRefusal::NoneOpen))?;
        let puzzle = &open.puzzle;
        let at = position_at(puzzle, open.progress)?;
        let side = solver(&at);
        let (after, played) = parse_turn(&at, text, side)?;
        if after.to_act() == ToAct::Side(side) {
            return Err(refused(PuzzleRefusal::NotWhole));
        }
        let expected = puzzle.line.get(open.progress).ok_or_else(|| {
            errors::internal(format!("puzzle {}: its line is shorter", puzzle.id))
        })?;
        let right = play_turn(&at, expected).is_some_and(|answer| key(&answer) == key(&after));
        let played = played.join(" ");
        if !right {
            return self.end(
                caller,
                &open,
                (open.progress, open.progress),
                false,
                |lines| {
                    lines.push(tf(
                        lang,
                        "puzzle-wrong",
                        &[("move", &played), ("answer", expected)],
                    ));
                },
            );
        }
        let done = open.progress + 1;
        if done >= puzzle.line.len() {
            return self.end(caller, &open, (open.progress, done), true, |lines| {
                lines.push(tf(lang, "puzzle-right", &[("move", &played)]));
            });
        }
        let reply_turn = &puzzle.line[done];
        let next = play_turn(&after, reply_turn).ok_or_else(|| {
            errors::internal(format!("puzzle {}: its reply does not play", puzzle.id))
        })?;
        let moved = self.store.advance_puzzle(
            caller.origin(),
            open.player,
            puzzle.id,
            open.progress,
            done + 1,
        )?;
        if !moved {
            return Err(refused(PuzzleRefusal::NoneOpen));
        }
        let lines = vec![
            tf(lang, "puzzle-right", &[("move", &played)]),
            tf(lang, "puzzle-reply", &[("move", reply_turn)]),
            tf(
                lang,
                "puzzle-continue",
                &[("left", &(puzzle.line.len() - done - 1).div_ceil(2))],
            ),
        ];
        Ok(board_reply(lang, lines, &next, None, &title(lang, puzzle)))
    }

    /// Gives up the caller's open puzzle: a miss, with the answer shown.
    pub fn puzzle_give_up(&self, caller: &Caller) -> Result<Reply, ServiceError> {
        let open = self
            .store
            .open_puzzle(&caller.user.id)?
            .ok_or_else(|| refused(PuzzleRefusal::NoneOpen))?;
        let lang = caller.lang;
        self.end(
            caller,
            &open,
            (open.progress, open.progress),
            false,
            |lines| {
                lines.push(t(lang, "puzzle-gave-up").to_string());
            },
        )
    }

    /// Finishes the attempt (solved or missed) and answers with the solution on the board and
    /// both rating changes; `first` writes the reply's first lines.
    fn end(
        &self,
        caller: &Caller,
        open: &OpenAttempt,
        (from, progress): (usize, usize),
        solved: bool,
        first: impl FnOnce(&mut Vec<String>),
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let puzzle = &open.puzzle;
        let result = self
            .store
            .finish_puzzle(
                caller.origin(),
                open.player,
                puzzle.id,
                (from, progress),
                solved,
                self.clock.now(),
            )?
            .ok_or_else(|| refused(PuzzleRefusal::NoneOpen))?;
        let mut lines = Vec::new();
        first(&mut lines);
        lines.push(
            t(
                lang,
                if solved {
                    "puzzle-solved"
                } else {
                    "puzzle-missed"
                },
            )
            .to_string(),
        );
        lines.push(tf(
            lang,
            "puzzle-solution",
            &[("line", &puzzle.line.join(" · "))],
        ));
        lines.extend(rating_lines(lang, puzzle.variant, &result));
        // The answer at the point where it ended: the solver's turn there (the last one when
        // solved), drawn over the position it is played from.
        let at = if solved { from } else { progress };
        let board = position_at(puzzle, at)?;
        Ok(board_reply(
            lang,
            lines,
            &board,
            puzzle.line.get(at).map(String::as_str),
            &title(lang, puzzle),
        ))
    }

    /// `/rating`'s lines of the puzzle ratings of the player with id `player`, per game (none
    /// when they have finished no puzzle).
    pub(super) fn puzzle_rating_lines(
        &self,
        lang: Lang,
        player: &str,
        now: i64,
    ) -> Result<Vec<String>, ServiceError> {
        let ratings = self.store.puzzle_ratings(player, now)?;
        if ratings.is_empty() {
            return Ok(Vec::new());
        }
        let mut lines = vec![t(lang, "puzzle-ratings-title").to_string()];
        for r in ratings {
            lines.push(tf(
                lang,
                "puzzle-ratings-line",
                &[
                    ("game", &variant_name(lang, r.variant)),
                    (
                        "rating",
                        &super::ratings::shown(r.rating.rating, r.rating.deviation),
                    ),
                    ("solved", &r.solved),
                    ("attempts", &r.attempts),
                ],
            ));
        }
        Ok(lines)
    }

    /// Autocomplete of the caller's open puzzle: its legal turns that start with `typed`.
    pub fn suggest_puzzle_moves(&self, caller: &Caller, typed: &str) -> Vec<String> {
        let Ok(Some(open)) = self.store.open_puzzle(&caller.user.id) else {
            return Vec::new();
        };
        let Ok(game) = position_at(&open.puzzle, open.progress) else {
            return Vec::new();
        };
        suggestions(&game, solver(&game), typed)
    }
}

/// The player's and the puzzle's rating changes.
fn rating_lines(lang: Lang, variant: Variant, result: &PuzzleResult) -> [String; 2] {
    let change = |before: &skillratings::glicko2::Glicko2Rating,
                  after: &skillratings::glicko2::Glicko2Rating| {
        shown_between(
            (before.rating, before.deviation),
            (after.rating, after.deviation),
        )
    };
    [
        tf(
            lang,
            "puzzle-your-rating",
            &[
                ("game", &variant_name(lang, variant)),
                (
                    "change",
                    &change(&result.player_before, &result.player_after),
                ),
            ],
        ),
        tf(
            lang,
            "puzzle-its-rating",
            &[(
                "change",
                &change(&result.puzzle_before, &result.puzzle_after),
            )],
        ),
    ]
}
