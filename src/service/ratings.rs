//! The ladder and the records: `/leaderboard`, `/rating`, `/history`, `/replay`, `/export`, and the
//! rating changes shown when a game ends.
//!
//! Ratings themselves are computed by the store, in the transaction that ends a game (see
//! [`crate::store::ratings`]); this module only reads and presents them. Lists are paginated with
//! fixed page sizes and a page cap, so no request scans more than a bounded stretch of an index.
//! The history's page buttons carry the id of the user who asked, and refuse anyone else.

use crate::games::{AnyGame, Variant};
use crate::service::{display_name, ButtonId, Failure, ServiceError, Shown};

/// A name inside a code block or a plain text file: cleaned and cut, backticks made quotes.
fn plain_name(name: &str) -> String {
    display_name(name).replace('`', "'")
}
use crate::i18n::{self, t, tf, Lang};
use crate::render::replay::{replay_gif, replay_gif_within};
use crate::render::{leaderboard, RenderInfo};
use crate::store::ratings::{is_provisional, PlayerRating, RatingChange, Scope, Tier};
use crate::store::{self, ActionKind, EndCause, GameRecord, PlayerRecord, Status};

use super::{
    variant_name, Attachment, Button, ButtonStyle, Caller, GameId, Refusal, Reply, Service, User,
};

/// Rows per page of the leaderboard and of the history.
pub const PAGE_SIZE: i64 = 10;
/// The last page a list shows (deeper pages would walk too much of an index).
pub const MAX_PAGE: i64 = 100;
/// Names in the leaderboard's table are cut to this many characters (phone width).
const NAME_WIDTH: usize = 12;
/// The first line of an exported game; `tabula show --file` reads it back.
pub const EXPORT_HEADER: &str = "# tabula";

/// Which players a leaderboard ranks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardScope {
    /// Players who finished a rated game in this server (the default).
    #[default]
    Server,
    /// Everyone.
    Global,
}

/// A rating as shown: rounded, with "?" while provisional.
pub fn shown(rating: f64, deviation: f64) -> String {
    let mark = if is_provisional(deviation) { "?" } else { "" };
    format!("{:.0}{mark}", rating.round())
}

/// A change as shown: `1523 -> 1541 (+18)`.
fn shown_change(change: &RatingChange) -> String {
    shown_between(
        (change.rating_before, change.deviation_before),
        (change.rating_after, change.deviation_after),
    )
}

/// A rating's move from `before` to `after` (each a rating and its deviation) as shown:
/// `1523 → 1541 (+18)`.
pub(super) fn shown_between(before: (f64, f64), after: (f64, f64)) -> String {
    let delta = after.0.round() - before.0.round();
    format!(
        "{} → {} ({:+})",
        shown(before.0, before.1),
        shown(after.0, after.1),
        delta as i64
    )
}

/// A name fit for a code block: no backticks, at most `width` characters, padded.
fn cell(name: &str, width: usize) -> String {
    let mut out: String = name.replace('`', "'").chars().take(width).collect();
    let len = out.chars().count();
    out.extend(std::iter::repeat_n(' ', width - len));
    out
}

/// Page 1 when none is given; refuses a page outside 1..=MAX_PAGE.
fn page_number(page: Option<i64>) -> Result<i64, ServiceError> {
    let page = page.unwrap_or(1);
    if (1..=MAX_PAGE).contains(&page) {
        Ok(page)
    } else {
        Err(Refusal::NoSuchPage(page).into())
    }
}

/// Reads an exported game back: its variant and its actions (moves and rolls), in order.
/// Lines starting with `#` after the header are comments; blank lines are ignored.
pub fn parse_export(text: &str) -> Result<(Variant, Vec<String>), String> {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let header = lines.next().ok_or("the file is empty")?;
    let variant = header
        .strip_prefix(EXPORT_HEADER)
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .ok_or_else(|| format!("the first line should be `{EXPORT_HEADER} <game>`"))?;
    let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
    let actions = lines
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    Ok((variant, actions))
}

impl Service {
    /// The rating changes a finished game caused, as a line (or "casual" for an unrated game).
    pub(super) fn rating_lines(&self, lang: Lang, record: &GameRecord) -> Vec<String> {
        if !record.rated {
            return vec![t(lang, "ratings-casual").to_string()];
        }
        let changes = match self.store.game_rating_changes(record.id) {
            Ok(changes) => changes,
            Err(error) => {
                tracing::error!(game = record.id, %error, "cannot read the rating changes");
                return vec![];
            }
        };
        if changes.is_empty() {
            return vec![];
        }
        let parts: Vec<String> = changes
            .iter()
            .map(|c| {
                let name = record
                    .players
                    .iter()
                    .find(|p| p.id == c.player)
                    .map_or("?".to_string(), |p| super::guard::name_text(&p.name));
                format!("{name} {}", shown_change(c))
            })
            .collect();
        vec![tf(
            lang,
            "ratings-changes",
            &[("changes", &parts.join(" · "))],
        )]
    }

    /// One page of a leaderboard: established players by rating, then (if asked) provisional
    /// ones, as a table that fits a phone.
    pub fn leaderboard(
        &self,
        caller: &Caller,
        variant: Variant,
        scope: BoardScope,
        page: Option<i64>,
        show_provisional: bool,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let page = page_number(page)?;
        let now = store::now();
        let guild = caller.guild.as_deref().unwrap_or("");
        let scope_key = match scope {
            BoardScope::Server => Scope::Server(guild),
            BoardScope::Global => Scope::Global,
        };
        let offset = (page - 1) * PAGE_SIZE;
        let mut established = self.store.leaderboard(
            variant,
            scope_key,
            Tier::Established,
            offset,
            PAGE_SIZE + 1,
            now,
        )?;
        let mut more = established.len() as i64 > PAGE_SIZE;
        established.truncate(PAGE_SIZE as usize);
        let mut rows: Vec<(Option<i64>, PlayerRating)> = established
            .into_iter()
            .enumerate()
            .map(|(i, r)| (Some(offset + i as i64 + 1), r))
            .collect();
        if show_provisional && (rows.len() as i64) < PAGE_SIZE {
            // Provisional players come after every established one.
            let skip = if rows.is_empty() && offset > 0 {
                let total = self
                    .store
                    .players_above(variant, scope_key, f64::MIN, now)?;
                (offset - total).max(0)
            } else {
                0
            };
            let room = PAGE_SIZE - rows.len() as i64;
            let mut provisional = self.store.leaderboard(
                variant,
                scope_key,
                Tier::Provisional,
                skip,
                room + 1,
                now,
            )?;
            more = provisional.len() as i64 > room;
            provisional.truncate(room as usize);
            rows.extend(provisional.into_iter().map(|r| (None, r)));
        }
        if rows.is_empty() && page > 1 {
            return Err(Refusal::NoSuchPage(page).into());
        }
        let where_ = match scope {
            BoardScope::Server => t(lang, "ratings-scope-server"),
            BoardScope::Global => t(lang, "ratings-scope-global"),
        };
        let title = tf(
            lang,
            "ratings-board-title",
            &[("variant", &variant_name(lang, variant))],
        );
        let subtitle = tf(
            lang,
            "ratings-board-subtitle",
            &[("scope", &where_), ("page", &page)],
        );
        let mut text = format!("**{title}** ({subtitle})");
        let (mut png, mut board_text, mut alt) = (None, None, String::new());
        if rows.is_empty() {
            text.push('\n');
            text.push_str(t(lang, "ratings-board-empty"));
        } else {
            let columns: Vec<&str> = t(lang, "ratings-board-columns").split('|').collect();
            let col = |i: usize| columns.get(i).copied().unwrap_or("");
            let picture: Vec<leaderboard::Row> = rows
                .iter()
                .map(|(rank, r)| leaderboard::Row {
                    rank: *rank,
                    name: r.player.name.clone(),
                    rating: shown(r.rating, r.deviation),
                    games: r.games.to_string(),
                    record: format!("{}-{}-{}", r.wins, r.draws, r.losses),
                })
                .collect();
            png = Some(leaderboard::leaderboard_png(
                &title,
                &subtitle,
                [col(0), col(1), col(2), col(3), col(4)],
                &picture,
            ));
            alt = leaderboard::leaderboard_alt(
                lang,
                &title,
                &subtitle,
                [col(0), col(1), col(2), col(3), col(4)],
                &picture,
            );
            let mut table = vec![format!(
                "{:>3} {} {:>6} {:>5} {}",
                col(0),
                cell(col(1), NAME_WIDTH),
                col(2),
                col(3),
                col(4)
            )];
            for (rank, r) in &rows {
                let rank = rank.map_or("–".to_string(), |n| n.to_string());
                table.push(format!(
                    "{:>3} {} {:>6} {:>5} {}-{}-{}",
                    rank,
                    cell(&r.player.name, NAME_WIDTH),
                    shown(r.rating, r.deviation),
                    r.games,
                    r.wins,
                    r.draws,
                    r.losses
                ));
            }
            board_text = Some(table.join("\n"));
        }
        if !show_provisional {
            text.push('\n');
            text.push_str(t(lang, "ratings-board-provisional-hidden"));
        }
        if more && page < MAX_PAGE {
            text.push('\n');
            text.push_str(&tf(lang, "ratings-board-more", &[("page", &(page + 1))]));
        }
        Ok(Reply {
            text,
            png,
            alt,
            board_text,
            ..Reply::default()
        })
    }

    /// A player's ratings per variant: rating and deviation, rank on this server, last change,
    /// best win. `user` is the caller when not given.
    pub fn rating(&self, caller: &Caller, user: Option<&User>) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let user = user.unwrap_or(&caller.user);
        let now = store::now();
        let ratings = match self.store.find_player(&user.id)? {
            Some(player) => self.store.ratings_of(player.id, now)?,
            None => vec![],
        };
        let won = match self.store.find_player(&user.id)? {
            Some(player) => self.tournaments_won_lines(lang, player.id)?,
            None => Vec::new(),
        };
        let mut puzzles = self.puzzle_rating_lines(lang, &user.id, now)?;
        puzzles.extend(self.daily_streak_lines(lang, caller, &user.id)?);
        if ratings.is_empty() && won.is_empty() && puzzles.is_empty() {
            return Ok(Reply {
                text: tf(
                    lang,
                    "ratings-none",
                    &[("name", &super::guard::name_text(&user.name))],
                ),
                ..Reply::default()
            });
        }
        let mut lines = vec![tf(
            lang,
            "ratings-title",
            &[("name", &super::guard::name_text(&user.name))],
        )];
        let guild = caller.guild.as_deref();
        for r in &ratings {
            let variant = r.variant;
            let mut parts = vec![tf(
                lang,
                "ratings-line",
                &[
                    ("variant", &variant_name(lang, variant)),
                    ("rating", &shown(r.rating, r.deviation)),
                    ("deviation", &format!("{:.0}", r.deviation)),
                    ("games", &r.games),
                    ("wins", &r.wins),
                    ("draws", &r.draws),
                    ("losses", &r.losses),
                ],
            )];
            let on_board = self.store.on_server_board(guild, variant, r.player.id)?;
            parts.push(if r.provisional() {
                t(lang, "ratings-rank-provisional").to_string()
            } else if on_board {
                let above = self.store.players_above(
                    variant,
                    Scope::Server(guild.unwrap_or("")),
                    r.rating,
                    now,
                )?;
                tf(lang, "ratings-rank", &[("rank", &(above + 1))])
            } else {
                t(lang, "ratings-rank-elsewhere").to_string()
            });
            if let Some(last) = self.store.last_rating_change(r.player.id, variant)? {
                let delta = (last.rating_after.round() - last.rating_before.round()) as i64;
                parts.push(tf(
                    lang,
                    "ratings-last-change",
                    &[("delta", &format!("{delta:+}")), ("id", &last.game)],
                ));
            }
            if let Some(best) = self.store.best_win(r.player.id, variant)? {
                parts.push(tf(
                    lang,
                    "ratings-best-win",
                    &[
                        ("opponent", &super::guard::name_text(&best.opponent.name)),
                        ("rating", &format!("{:.0}", best.opponent_rating.round())),
                        ("id", &best.game),
                    ],
                ));
            }
            lines.push(format!("- {}", parts.join(" · ")));
        }
        lines.extend(won);
        lines.extend(puzzles);
        Ok(Reply {
            text: lines.join("\n"),
            ..Reply::default()
        })
    }

    /// A player's finished games, newest first, ten a page with Previous / Next buttons; with the
    /// head-to-head record when the caller asks about someone they have played.
    pub fn history(
        &self,
        caller: &Caller,
        user: Option<&User>,
        variant: Option<Variant>,
        page: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let page = page_number(page)?;
        let user = user.unwrap_or(&caller.user);
        let target = self.store.find_player(&user.id)?;
        let name = target
            .as_ref()
            .map_or(user.name.clone(), |p| p.name.clone());
        let name = super::guard::name_text(&name);
        self.history_of(caller, target, &name, variant, page)
    }

    /// A page button of a history: only the user who asked may turn the pages.
    pub(super) fn history_page(
        &self,
        caller: &Caller,
        viewer: &str,
        player: store::PlayerId,
        variant: Option<Variant>,
        page: i64,
    ) -> Result<Reply, ServiceError> {
        if viewer != caller.user.id {
            return Err(Refusal::NotYourButtons.into());
        }
        let page = page_number(Some(page))?;
        let target = self.store.player(player)?.ok_or(Refusal::BadButton)?;
        let name = super::guard::name_text(&target.name);
        let mut reply = self.history_of(caller, Some(target), &name, variant, page)?;
        reply.shown = Shown::ReplacePressed;
        Ok(reply)
    }

    fn history_of(
        &self,
        caller: &Caller,
        target: Option<PlayerRecord>,
        name: &str,
        variant: Option<Variant>,
        page: i64,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let Some(target) = target else {
            return Ok(Reply {
                text: tf(lang, "ratings-history-none", &[("name", &name)]),
                ..Reply::default()
            });
        };
        let total = self.store.finished_count(target.id, variant)?;
        let pages = ((total + PAGE_SIZE - 1) / PAGE_SIZE).max(1);
        if page > pages {
            return Err(Refusal::NoSuchPage(page).into());
        }
        let games =
            self.store
                .finished_games(target.id, variant, (page - 1) * PAGE_SIZE, PAGE_SIZE)?;
        let mut lines = vec![];
        if games.is_empty() {
            lines.push(tf(lang, "ratings-history-none", &[("name", &name)]));
        } else {
            lines.push(tf(
                lang,
                "ratings-history-title",
                &[
                    ("name", &name),
                    ("page", &page),
                    ("pages", &pages),
                    ("total", &total),
                ],
            ));
        }
        for game in &games {
            lines.push(format!("- {}", self.history_line(lang, game, target.id)?));
        }
        // The head-to-head record, when the caller asks about someone they have played.
        if let Some(me) = self.store.find_player(&caller.user.id)? {
            if me.id != target.id {
                let record = self.store.head_to_head(me.id, target.id)?;
                if record.wins + record.draws + record.losses > 0 {
                    lines.push(tf(
                        lang,
                        "ratings-head-to-head",
                        &[
                            ("name", &name),
                            ("wins", &record.wins),
                            ("draws", &record.draws),
                            ("losses", &record.losses),
                        ],
                    ));
                }
            }
        }
        let button = |to: i64, key: &'static str| Button {
            id: ButtonId::History {
                viewer: caller.user.id.clone(),
                player: target.id,
                variant,
                page: to,
            },
            label: t(lang, key).to_string(),
            style: ButtonStyle::Secondary,
        };
        let mut buttons = vec![];
        if page > 1 {
            buttons.push(button(page - 1, "ratings-button-previous"));
        }
        if page < pages.min(MAX_PAGE) {
            buttons.push(button(page + 1, "ratings-button-next"));
        }
        Ok(Reply {
            text: lines.join("\n"),
            buttons,
            ..Reply::default()
        })
    }

    /// `#12 · Latrunculi (Piso) · won against Bob (resignation) · 1523 → 1541 (+18)`.
    fn history_line(
        &self,
        lang: Lang,
        game: &GameRecord,
        player: store::PlayerId,
    ) -> Result<String, ServiceError> {
        let Some(side) = game.side_of(player) else {
            return Ok(format!("#{}", game.id));
        };
        let opponent = &super::guard::name_text(&game.player(side.other()).name);
        let key = match game.ending.and_then(|e| e.winner) {
            None => "ratings-history-draw",
            Some(w) if w == side => "ratings-history-won",
            Some(_) => "ratings-history-lost",
        };
        let how = match game.ending.map(|e| e.cause) {
            Some(EndCause::Rules(reason)) => i18n::end_reason(lang, game.variant, &reason),
            Some(EndCause::Resignation) => t(lang, "ratings-how-resignation").to_string(),
            Some(EndCause::Time) => t(lang, "clock-how-time").to_string(),
            Some(EndCause::Agreement) => t(lang, "clock-how-agreement").to_string(),
            None => String::new(),
        };
        let rating = if game.rated {
            self.store
                .game_rating_changes(game.id)?
                .iter()
                .find(|c| c.player == player)
                .map_or_else(String::new, shown_change)
        } else {
            t(lang, "ratings-history-casual").to_string()
        };
        let mut line = tf(
            lang,
            key,
            &[
                ("id", &game.id),
                ("variant", &variant_name(lang, game.variant)),
                ("opponent", opponent),
                ("how", &how),
            ],
        );
        if !rating.is_empty() {
            line.push_str(" · ");
            line.push_str(&rating);
        }
        if game.tournament.is_some() {
            if let Some((tournament, round)) = self.store.game_round(game.id)? {
                line.push_str(" · ");
                line.push_str(&tf(
                    lang,
                    "tournament-history",
                    &[("id", &tournament), ("round", &round)],
                ));
            }
        }
        Ok(line)
    }

    /// Game `id` if the caller (`me`, their player row) may look at it: a player of it, or
    /// anyone in its channel (of its server).
    pub(super) fn visible_game(
        &self,
        caller: &Caller,
        me: Option<&PlayerRecord>,
        id: GameId,
    ) -> Result<GameRecord, ServiceError> {
        let record = self.store.record(id)?.ok_or(Refusal::NoSuchGame(id))?;
        self.check_server(caller, &record)?;
        let plays = me.is_some_and(|m| record.side_of(m.id).is_some());
        if !plays && record.channel != caller.channel {
            return Err(Refusal::NotInThisChannel(id).into());
        }
        Ok(record)
    }

    /// A game the caller may look at (a player of it, or anyone in its channel), with its history.
    fn viewable(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<(GameRecord, Vec<store::ActionRecord>), ServiceError> {
        let record = match game {
            Some(id) => self.visible_game(caller, self.me(caller)?.as_ref(), id)?,
            None => self.select_own(caller, None, false)?.0,
        };
        if matches!(
            record.status,
            Status::Challenge | Status::Declined | Status::Cancelled
        ) {
            return Err(Refusal::NotStarted(record.id).into());
        }
        let actions = self.store.actions(record.id)?;
        Ok((record, actions))
    }

    /// An animated GIF of a game so far: the start, then one frame per move or roll.
    ///
    /// `max_bytes` is the largest file the reply may carry (Discord's upload limit where it is
    /// sent; `None`: no limit). A GIF that would be larger shows fewer frames (see
    /// [`replay_gif_within`]) and the reply says how many of the actions it shows.
    pub fn replay(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        max_bytes: Option<u64>,
    ) -> Result<Reply, ServiceError> {
        let (record, actions) = self.viewable(caller, game)?;
        let mut position = AnyGame::new(record.variant);
        let mut positions = vec![position.clone()];
        for action in actions.iter().filter(|a| a.kind.is_replayed()) {
            if let Err(error) = position.play_text(&action.text) {
                return Err(Failure::Damaged {
                    game: record.id,
                    reason: format!("history does not replay: {error}"),
                }
                .into());
            }
            positions.push(position.clone());
        }
        let lang = caller.lang;
        let info = RenderInfo {
            names: [&record.players[0].name, &record.players[1].name],
            lang,
            resigned: None,
            extra: crate::render::StatusExtra::None,
        };
        let count = positions.len() - 1;
        let mut text = tf(
            lang,
            "ratings-replay",
            &[("id", &record.id), ("count", &count)],
        );
        let gif = match max_bytes {
            None => replay_gif(&positions, &info),
            Some(limit) => {
                let fitted = replay_gif_within(&positions, &info, upload_budget(limit));
                if !fitted.fits {
                    return Err(super::errors::internal(format!(
                        "game #{}: even the final position alone ({} bytes) is over the upload \
                         limit of {limit}",
                        record.id,
                        fitted.gif.len()
                    )));
                }
                if fitted.shown < count {
                    text.push('\n');
                    text.push_str(&tf(
                        lang,
                        "ratings-replay-shown",
                        &[
                            ("shown", &fitted.shown),
                            ("count", &count),
                            ("mib", &mebibytes(limit, lang)),
                        ],
                    ));
                }
                fitted.gif
            }
        };
        // The last frame's facts: the replay ends on the position as it stands.
        let alt = crate::render::alt::fit(&format!(
            "{}\n{}",
            tf(lang, "alt-replay", &[("count", &count)]),
            crate::render::alt::board(
                &position,
                &info,
                &super::replies::board_title(lang, &record)
            ),
        ));
        if gif.is_empty() {
            return Err(super::errors::internal(format!(
                "game #{}: the replay is empty",
                record.id
            )));
        }
        Ok(Reply {
            text,
            file: Some(Attachment {
                name: format!("game-{}.gif", record.id),
                bytes: gif,
                alt,
            }),
            ..Reply::default()
        })
    }

    /// The move list of a game as text that `tabula show --file` reads back.
    ///
    /// The list is also shown in a code block, where markdown is not read: the names need no
    /// escaping there, only no backtick (which could close the block).
    pub fn export(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let (record, actions) = self.viewable(caller, game)?;
        let lang = caller.lang;
        let mut text = format!("{EXPORT_HEADER} {}\n", record.variant.id());
        let [first, second] = &record.players;
        text.push_str(&format!(
            "# game #{}: {} (first) vs {} (second), {}\n",
            record.id,
            plain_name(&first.name),
            plain_name(&second.name),
            if record.rated { "rated" } else { "casual" }
        ));
        for action in &actions {
            match action.kind {
                ActionKind::Move | ActionKind::Chance => {
                    text.push_str(&action.text);
                    text.push('\n');
                }
                ActionKind::Resign => {
                    let who = record
                        .players
                        .iter()
                        .find(|p| Some(p.id) == action.actor)
                        .map_or("?".to_string(), |p| plain_name(&p.name));
                    text.push_str(&format!("# {who} resigned\n"));
                }
            }
        }
        if let Some(ending) = record.ending {
            let result = match ending.winner {
                Some(crate::games::Side::First) => "1-0",
                Some(crate::games::Side::Second) => "0-1",
                None => "1/2-1/2",
            };
            text.push_str(&format!("# result: {result} ({})\n", ending.cause.code()));
        }
        let name = format!("game-{}.txt", record.id);
        let mut message = tf(
            lang,
            "ratings-export",
            &[("id", &record.id), ("file", &name)],
        );
        if text.len() < 1500 {
            message.push_str(&format!("\n```\n{}```", text.replace('`', "'")));
        }
        Ok(Reply {
            text: message,
            file: Some(Attachment {
                alt: tf(lang, "alt-export", &[("id", &record.id), ("file", &name)]),
                name,
                bytes: text.into_bytes(),
            }),
            ..Reply::default()
        })
    }
}

/// The bytes a replay GIF may take of an upload limit: 1/64 (160 KiB of 10 MiB) is left for the
/// rest of the request (the reply's text and the multipart framing), in case the limit counts it.
fn upload_budget(limit: u64) -> usize {
    usize::try_from(limit - limit / 64).unwrap_or(usize::MAX)
}

/// An upload limit in MiB as the reply writes it: `10`, or `0.5` (`0,5` in French).
pub(in crate::service) fn mebibytes(bytes: u64, lang: Lang) -> String {
    const MIB: u64 = 1024 * 1024;
    let text = if bytes % MIB == 0 {
        (bytes / MIB).to_string()
    } else {
        let tenths = format!("{:.1}", bytes as f64 / MIB as f64);
        tenths
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    };
    // Every language of the catalogue but English writes a decimal comma.
    match lang {
        Lang::En => text,
        _ => text.replace('.', ","),
    }
}
