//! Looking at games: the board of a game, the caller's games here, and the game autocomplete.

use super::errors::ServiceError;
use super::guard::{self, display_name};
use super::replies::{result_lines, shorten, variant_name, Refusal, Reply, Shown};
use super::seat::{Need, Seat};
use super::{refresh, Caller, GameId, Service, MAX_LABEL_CHARS, MAX_SUGGESTIONS};
use crate::games::{Side, ToAct};
use crate::i18n::{self, t, tf};
use crate::render::{text_board_for, RenderInfo};
use crate::store::Status;

impl Service {
    /// Shows the board of a game.
    pub fn board(&self, caller: &Caller, game: Option<GameId>) -> Result<Reply, ServiceError> {
        let (mut record, state) = match game {
            Some(id) => {
                let (record, state) = self.load_for(caller, id)?;
                // In a game's thread, another game's board is not shown (as every command
                // naming another game there is refused).
                self.check_thread(caller, &record)?;
                let plays = record
                    .players
                    .iter()
                    .any(|p| p.external_id == caller.user.id);
                if !plays && record.channel != caller.channel {
                    return Err(Refusal::NotInThisChannel(id).into());
                }
                (record, state)
            }
            None => {
                let (record, state, _) = self.select_own(caller, None, false)?;
                (record, state)
            }
        };
        refresh(&mut record, caller);
        let lang = caller.lang;
        super::open::localise(&mut record, lang);
        let variant = record.variant;
        let [first, second] = &record.players;
        let mut lines = vec![tf(
            lang,
            "service-board",
            &[
                ("id", &record.id),
                ("variant", &variant_name(lang, variant)),
                ("first", &first.mention),
                ("first_side", &i18n::side_name(lang, variant, Side::First)),
                ("second", &second.mention),
                ("second_side", &i18n::side_name(lang, variant, Side::Second)),
            ],
        )];
        let challenger: &dyn crate::i18n::Arg = &record.challenger().mention;
        let challenged: &dyn crate::i18n::Arg = &record.challenged().mention;
        match (record.status, state.to_act(), record.ending) {
            (Status::Challenge, ..) => lines.push(tf(
                lang,
                "service-board-challenge",
                &[("challenged", challenged)],
            )),
            (Status::Declined, ..) => lines.push(tf(
                lang,
                "service-board-declined",
                &[("challenged", challenged)],
            )),
            (Status::Cancelled, ..) => lines.push(tf(
                lang,
                "service-board-cancelled",
                &[("challenger", challenger)],
            )),
            (Status::Finished, _, Some(ending)) => {
                lines.extend(result_lines(lang, &record, &state, &ending));
                lines.extend(self.rating_lines(lang, &record));
            }
            (_, ToAct::Side(side), _) => lines.push(tf(
                lang,
                "service-board-to-play",
                &[
                    ("player", &record.player(side).mention),
                    ("side", &i18n::side_name(lang, variant, side)),
                ],
            )),
            (_, ToAct::Chance, _) => lines.push(t(lang, "service-board-dice").to_string()),
            (_, ToAct::Nobody, _) => {}
        }
        // Looking is not a reason to ping anyone.
        Ok(self.public(lines, &record, &state, lang, vec![]))
    }

    /// Shows privately, to a player whose turn it is, where the piece on `square` can go this
    /// turn: the board with a dot on every square (in XII Scripta, point) it can reach, and the
    /// legal moves that start there. `square` is what the player's move texts start with: a
    /// square such as `d4`, or in XII Scripta the point a piece leaves from or `enter` (see
    /// [`crate::games::Game::route`]). Placements, drops and removals move no piece from a
    /// square, so an empty square while pieces are being placed gets the "nothing can move"
    /// refusal (`/move` lists the placements). Only a player of the game may ask, and only on
    /// their turn: the legal moves are the rules' only for whoever acts.
    pub fn board_square(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        square: &str,
    ) -> Result<Reply, ServiceError> {
        let Seat {
            mut record, state, ..
        } = self.seat(caller, game, Need::Turn)?;
        let id = record.id;
        refresh(&mut record, caller);
        let lang = caller.lang;
        let spot = square.trim().to_lowercase();
        let moves = state.moves_from(&spot);
        if moves.is_empty() {
            let known = crate::render::spot_centre(&state, &spot).is_some()
                || state.routes().iter().any(|(_, r)| r.from == spot);
            let key = if known {
                "render-square-none"
            } else {
                "render-square-unknown"
            };
            return Ok(Reply::private(tf(
                lang,
                key,
                &[("square", &square.trim()), ("id", &id)],
            )));
        }
        let texts: Vec<String> = moves.iter().map(|(text, _)| format!("`{text}`")).collect();
        let mut dots: Vec<String> = moves.iter().map(|(_, r)| r.to.clone()).collect();
        dots.sort();
        dots.dedup();
        let info = RenderInfo {
            names: [&record.players[0].name, &record.players[1].name],
            lang,
            resigned: None,
            extra: crate::render::StatusExtra::None,
        };
        let text = tf(
            lang,
            "render-square-moves",
            &[
                ("square", &spot),
                ("id", &id),
                ("count", &moves.len()),
                ("moves", &texts.join(", ")),
            ],
        );
        Ok(Reply {
            text,
            png: Some(crate::render::render_png_dotted(&state, &info, &dots)),
            alt: crate::render::alt::fit(&format!(
                "{}\n{}",
                tf(
                    lang,
                    "alt-dots",
                    &[("square", &spot), ("squares", &dots.join(", "))],
                ),
                crate::render::alt::board(
                    &state,
                    &info,
                    &super::replies::board_title(lang, &record)
                ),
            )),
            board_text: Some(text_board_for(&state, &info)),
            shown: Shown::Private,
            ..Reply::default()
        })
    }

    /// The spots (squares, or XII Scripta points and `enter`) where the caller has a piece with
    /// a legal move this turn, starting with what they typed, for the `square` option of
    /// `/board`: at most 25, sorted, each once.
    pub fn suggest_squares(
        &self,
        caller: &Caller,
        typed: &str,
        game: Option<GameId>,
    ) -> Vec<String> {
        let Ok(Seat { state, .. }) = self.seat(caller, game, Need::Turn) else {
            return Vec::new();
        };
        let prefix = typed.trim().to_lowercase();
        let mut spots: Vec<String> = state
            .routes()
            .into_iter()
            .map(|(_, route)| route.from)
            .filter(|from| from.starts_with(&prefix))
            .collect();
        spots.sort_by(|a, b| natural(a).cmp(&natural(b)));
        spots.dedup();
        spots.truncate(MAX_SUGGESTIONS);
        spots
    }

    /// Lists the caller's games and open challenges.
    pub fn games(&self, caller: &Caller) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let games = match self.me(caller)? {
            Some(me) => self
                .store
                .games_of(me.id, None, &[Status::Challenge, Status::Active])?
                .into_iter()
                .filter_map(|mut g| {
                    super::open::localise(&mut g, lang);
                    g.side_of(me.id).map(|side| (g, side, me.id))
                })
                .collect(),
            None => Vec::new(),
        };
        let text = if games.is_empty() {
            t(lang, "service-games-none").to_string()
        } else {
            let mut lines = vec![t(lang, "service-games-title").to_string()];
            for (game, side, me) in &games {
                let args: [(&str, &dyn crate::i18n::Arg); 4] = [
                    ("id", &game.id),
                    ("variant", &variant_name(lang, game.variant)),
                    (
                        "opponent",
                        &guard::name_text(&game.player(side.other()).name),
                    ),
                    ("side", &i18n::side_name(lang, game.variant, *side)),
                ];
                let mut line = match game.status {
                    Status::Challenge if game.challenger == *me => {
                        tf(lang, "service-games-challenge-sent", &args)
                    }
                    Status::Challenge => tf(lang, "service-games-challenge-received", &args),
                    _ if game.to_act == ToAct::Side(*side) => {
                        tf(lang, "service-games-your-turn", &args)
                    }
                    _ => tf(lang, "service-games-their-turn", &args),
                };
                if let Some(left) = self.time_left(lang, game, None) {
                    line = tf(
                        lang,
                        "clock-games-line",
                        &[("line", &line), ("left", &left)],
                    );
                }
                if game.channel != caller.channel {
                    line.push(' ');
                    line.push_str(t(lang, "service-games-elsewhere"));
                }
                lines.push(format!("- {line}"));
            }
            lines.join("\n")
        };
        Ok(Reply::private(text))
    }

    /// The caller's active games in this channel whose `#id` or opponent name contains `typed`,
    /// as (id, label) pairs for autocomplete, at most 25.
    pub fn suggest_games(&self, caller: &Caller, typed: &str) -> Vec<(GameId, String)> {
        let Ok(Some(me)) = self.me(caller) else {
            return Vec::new();
        };
        let games = match self
            .store
            .games_of(me.id, Some(&caller.channel), &[Status::Active])
        {
            Ok(games) => games,
            Err(error) => {
                tracing::error!(%error, "cannot list games for autocomplete");
                return Vec::new();
            }
        };
        let needle = typed.trim().trim_start_matches('#').to_lowercase();
        games
            .into_iter()
            .filter_map(|game| {
                let side = game.side_of(me.id)?;
                let opponent = &display_name(&game.player(side.other()).name);
                let fits = needle.is_empty()
                    || game.id.to_string().contains(&needle)
                    || opponent.to_lowercase().contains(&needle);
                fits.then(|| {
                    let label = tf(
                        caller.lang,
                        "service-suggest-game",
                        &[
                            ("id", &game.id),
                            ("variant", &game.variant.id()),
                            ("opponent", opponent),
                        ],
                    );
                    (game.id, shorten(&label, MAX_LABEL_CHARS))
                })
            })
            .take(MAX_SUGGESTIONS)
            .collect()
    }
}

/// Sorts points by number (`2` before `10`), then squares by name.
fn natural(spot: &str) -> (u32, &str) {
    (spot.parse().unwrap_or(u32::MAX), spot)
}
