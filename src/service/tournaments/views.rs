//! What a tournament looks like in messages: its announcement, a round's pairings, the
//! standings (a picture, and text for the console) and the podium.

use std::collections::HashMap;

use table::points_text;

use crate::games::Side;
use crate::i18n::{self, t, tf, Lang};
use crate::render::table::tournament::{
    PairingPlayer, PairingResult, Pairings, RoundCell, Standings, StandingsRow,
};
use crate::render::table::{tournament as table, TablePicture};
use crate::service::buttons::{ButtonId, TournamentButton};
use crate::service::clocks::duration_text as clocks_duration_text;
use crate::service::errors::ServiceError;
use crate::service::guard::{self, display_name};
use crate::service::replies::{variant_name, Button, ButtonStyle, Reply};
use crate::service::Service;
use crate::store::tournaments::{PairingRecord, TournamentRecord, TournamentStatus};
use crate::store::{GameRecord, PlayerId, PlayerRecord};
use crate::tournament as engine;
use crate::tournament::{Format, GameResult, Outcome, Standing};

/// The name of a format in `lang` ("Swiss", "round robin", "double round robin").
pub fn format_name(lang: Lang, format: Format) -> String {
    t(
        lang,
        match format {
            Format::Swiss => "tournament-format-swiss",
            Format::RoundRobin => "tournament-format-round-robin",
            Format::DoubleRoundRobin => "tournament-format-double-round-robin",
        },
    )
    .to_string()
}

fn name_of(names: &HashMap<PlayerId, PlayerRecord>, id: PlayerId) -> String {
    names
        .get(&id)
        .map_or_else(|| "?".to_string(), |p| display_name(&p.name))
}

/// The title of a tournament: `T3 · Swiss · Latrunculi (Piso)`.
pub(super) fn title(lang: Lang, t: &TournamentRecord) -> String {
    format!(
        "T{} · {} · {}",
        t.id,
        format_name(lang, t.format),
        variant_name(lang, t.variant)
    )
}

/// A tournament's terms: its rounds, clock, whether it is rated, and its creator.
pub(super) fn terms(lang: Lang, t: &TournamentRecord) -> String {
    let rounds = match (t.format, t.rounds) {
        (Format::Swiss, Some(rounds)) => tf(lang, "tournament-rounds", &[("rounds", &rounds)]),
        (Format::Swiss, None) => t_(lang, "tournament-rounds-default"),
        (_, Some(rounds)) if t.status != TournamentStatus::Open => {
            tf(lang, "tournament-rounds", &[("rounds", &rounds)])
        }
        _ => t_(lang, "tournament-rounds-everyone"),
    };
    tf(
        lang,
        "tournament-terms",
        &[
            ("rounds", &rounds),
            ("clock", &clocks_duration_text(lang, t.clock)),
            (
                "rated",
                &t_(
                    lang,
                    if t.rated {
                        "tournament-rated"
                    } else {
                        "tournament-casual"
                    },
                ),
            ),
            ("creator", &guard::name_text(&t.creator.name)),
        ],
    )
}

impl Service {
    /// The announcement of a tournament: what it is, when it starts, who is in it, and the
    /// buttons that fit its state. Pings nobody.
    pub(super) fn announcement(&self, lang: Lang, t: &TournamentRecord, extra: &[String]) -> Reply {
        let entrants = self.store.entrants(t.id).unwrap_or_default();
        let active: Vec<_> = entrants.iter().filter(|e| e.left_round.is_none()).collect();
        let mut lines = vec![format!("🏆 **{}**", title(lang, t)), terms(lang, t)];
        lines.push(match t.status {
            TournamentStatus::Open => match t.starts_at {
                Some(at) => tf(
                    lang,
                    "tournament-starts-at",
                    &[
                        ("at", &format!("<t:{at}:F>")),
                        ("in", &format!("<t:{at}:R>")),
                    ],
                ),
                None => tf(
                    lang,
                    "tournament-starts-on-start",
                    &[("creator", &guard::name_text(&t.creator.name))],
                ),
            },
            TournamentStatus::Running => tf(
                lang,
                if t.format == Format::Swiss && t.round <= 1 {
                    "tournament-running-late-entries"
                } else {
                    "tournament-running"
                },
                &[
                    ("round", &t.round),
                    ("rounds", &t.rounds.unwrap_or(t.round)),
                ],
            ),
            TournamentStatus::Finished => {
                let winner = t
                    .winner
                    .and_then(|w| entrants.iter().find(|e| e.player.id == w))
                    .map_or_else(String::new, |e| guard::name_text(&e.player.name));
                tf(lang, "tournament-finished", &[("winner", &winner)])
            }
            TournamentStatus::Cancelled => t_(lang, "tournament-is-cancelled"),
        });
        let mut listed: Vec<String> = active
            .iter()
            .take(60)
            .map(|e| format!("{} ({:.0})", guard::name_text(&e.player.name), e.rating))
            .collect();
        if active.len() > 60 {
            listed.push(tf(
                lang,
                "tournament-more",
                &[("count", &(active.len() - 60))],
            ));
        }
        lines.push(tf(
            lang,
            "tournament-entrants",
            &[
                ("count", &active.len()),
                (
                    "list",
                    &if listed.is_empty() {
                        "—".to_string()
                    } else {
                        listed.join(", ")
                    },
                ),
            ],
        ));
        lines.extend(extra.iter().cloned());
        let button = |kind: TournamentButton, key: &'static str, style: ButtonStyle| Button {
            id: ButtonId::Tournament(kind, t.id),
            label: t_(lang, key),
            style,
        };
        let mut buttons = Vec::new();
        let late =
            t.status == TournamentStatus::Running && t.format == Format::Swiss && t.round <= 1;
        if t.status == TournamentStatus::Open || late {
            buttons.push(button(
                TournamentButton::Join,
                "tournament-button-join",
                ButtonStyle::Success,
            ));
        }
        if matches!(t.status, TournamentStatus::Open | TournamentStatus::Running) {
            buttons.push(button(
                TournamentButton::Leave,
                "tournament-button-leave",
                ButtonStyle::Secondary,
            ));
        }
        if t.status == TournamentStatus::Open && t.starts_at.is_none() {
            buttons.push(button(
                TournamentButton::Start,
                "tournament-button-start",
                ButtonStyle::Primary,
            ));
        }
        if matches!(
            t.status,
            TournamentStatus::Running | TournamentStatus::Finished
        ) {
            buttons.push(button(
                TournamentButton::Standings,
                "tournament-button-standings",
                ButtonStyle::Secondary,
            ));
        }
        if matches!(t.status, TournamentStatus::Open | TournamentStatus::Running) {
            buttons.push(button(
                TournamentButton::Cancel,
                "tournament-button-cancel",
                ButtonStyle::Danger,
            ));
        }
        Reply {
            text: lines.join("\n"),
            buttons,
            ..Reply::default()
        }
    }

    /// The standings: a picture, its text for the console, and a heading.
    /// `asker`: the Discord (or console) id of who asked, whose own row the picture shows even
    /// when they rank below its rows.
    pub(super) fn standings_reply(
        &self,
        lang: Lang,
        t: &TournamentRecord,
        asker: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        let (view, names) = self.engine_view(t)?;
        let standings = engine::standings(&view);
        let heading = standings_heading(lang, t, &view);
        let asker = asker.and_then(|id| names.values().find(|p| p.external_id == id).map(|p| p.id));
        let table = standings_table(lang, t, &view, &standings, &names, asker);
        let png = crate::render::table::render_table_png(&table);
        Ok(Reply {
            text: format!("**{heading}**"),
            png: Some(png),
            alt: crate::render::alt::table(lang, &table),
            board_text: Some(standings_text(lang, t, &standings, &names)),
            ..Reply::default()
        })
    }

    /// The standings picture's table as `caller` gets it (the tests read its rows).
    #[cfg(test)]
    pub(in crate::service) fn standings_picture(
        &self,
        caller: &crate::service::Caller,
        t: &TournamentRecord,
    ) -> Result<TablePicture, ServiceError> {
        let (view, names) = self.engine_view(t)?;
        let standings = engine::standings(&view);
        let asker = names
            .values()
            .find(|p| p.external_id == caller.user.id)
            .map(|p| p.id);
        Ok(standings_table(
            caller.lang,
            t,
            &view,
            &standings,
            &names,
            asker,
        ))
    }
}

/// `t(…)` as an owned string.
fn t_(lang: Lang, key: &'static str) -> String {
    t(lang, key).to_string()
}

/// "T3 · Swiss · Latrunculi (Piso) — standings after round 2 of 4" (or "final standings").
fn standings_heading(lang: Lang, t: &TournamentRecord, view: &engine::Tournament) -> String {
    let played = completed_rounds(view);
    let key = if t.status == TournamentStatus::Finished {
        "tournament-standings-final"
    } else {
        "tournament-standings-after"
    };
    tf(
        lang,
        key,
        &[
            ("title", &title(lang, t)),
            ("round", &played),
            ("rounds", &view.planned_rounds),
        ],
    )
}

/// The rounds whose every game has its result.
fn completed_rounds(view: &engine::Tournament) -> usize {
    view.rounds
        .iter()
        .take_while(|round| round.iter().all(|p| p.result.is_some()))
        .count()
}

/// A side's name as a column's heading: `White`.
fn heading(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The tie-break columns' names, by format.
fn tiebreak_names(lang: Lang, format: Format) -> [String; 2] {
    if format == Format::Swiss {
        [
            t_(lang, "tournament-tb-buchholz"),
            t_(lang, "tournament-tb-sb"),
        ]
    } else {
        [t_(lang, "tournament-tb-sb"), t_(lang, "tournament-tb-wins")]
    }
}

fn tiebreak_text(value: f64) -> String {
    if (value.fract()).abs() < 1e-9 {
        format!("{value:.0}")
    } else if (value.fract() - 0.5).abs() < 1e-9 {
        points_text((value * 2.0).round() as u32)
    } else {
        format!("{value:.2}")
    }
}

/// Most rows a standings picture shows (the rest are counted below it).
const MAX_ROWS: usize = 32;

/// The players a standings picture shows, in rank order, and how many it leaves out.
/// A player ranked below them (`asker`, who asked) finds their own row last, in place of the
/// last of the top rows, with their rank.
fn shown_standings(standings: &[Standing], asker: Option<PlayerId>) -> (Vec<&Standing>, usize) {
    let more = standings.len().saturating_sub(MAX_ROWS);
    let below = asker
        .and_then(|asker| standings.iter().position(|s| s.player == asker))
        .filter(|&at| at >= MAX_ROWS);
    match below {
        Some(at) => {
            let mut rows: Vec<&Standing> = standings.iter().take(MAX_ROWS - 1).collect();
            rows.push(&standings[at]);
            (rows, more)
        }
        None => (standings.iter().take(MAX_ROWS).collect(), more),
    }
}

fn standings_table(
    lang: Lang,
    t: &TournamentRecord,
    view: &engine::Tournament,
    standings: &[Standing],
    names: &HashMap<PlayerId, PlayerRecord>,
    asker: Option<PlayerId>,
) -> TablePicture {
    let ratings: HashMap<PlayerId, f64> = view.entrants.iter().map(|e| (e.id, e.rating)).collect();
    let (shown, more) = shown_standings(standings, asker);
    let rows = shown
        .into_iter()
        .map(|s| StandingsRow {
            rank: s.rank,
            name: name_of(names, s.player),
            rating: format!("{:.0}", ratings.get(&s.player).copied().unwrap_or(1500.0)),
            half_points: s.points2,
            tie_breaks: s
                .tiebreaks
                .iter()
                .take(2)
                .map(|v| tiebreak_text(*v))
                .collect(),
            rounds: s.cells.iter().map(round_cell).collect(),
            left: s.left,
        })
        .collect();
    let finished = t.status == TournamentStatus::Finished;
    table::standings_table(
        lang,
        &Standings {
            title: title(lang, t),
            subtitle: if finished {
                t_(lang, "standings-final")
            } else {
                table::progress(lang, completed_rounds(view), view.planned_rounds as usize)
            },
            tie_breaks: tiebreak_names(lang, t.format).to_vec(),
            rounds: view.rounds.len(),
            rows,
            more,
        },
    )
}

/// A player's round as the picture shows it.
fn round_cell(cell: &engine::Cell) -> RoundCell {
    match cell {
        engine::Cell::Played {
            result,
            forfeit: true,
            ..
        } => match result {
            GameResult::Loss => RoundCell::ForfeitLoss,
            GameResult::Win => RoundCell::ForfeitWin,
            GameResult::Draw => RoundCell::Draw(0),
        },
        engine::Cell::Played {
            result,
            opponent_rank,
            ..
        } => match result {
            GameResult::Win => RoundCell::Win(*opponent_rank),
            GameResult::Draw => RoundCell::Draw(*opponent_rank),
            GameResult::Loss => RoundCell::Loss(*opponent_rank),
        },
        engine::Cell::Pending { .. } => RoundCell::Pending,
        engine::Cell::Bye => RoundCell::Bye,
        engine::Cell::Absent => RoundCell::Absent,
    }
}

/// The standings as text: one line a player (the console, and the picture's alternative).
pub(super) fn standings_text(
    lang: Lang,
    t: &TournamentRecord,
    standings: &[Standing],
    names: &HashMap<PlayerId, PlayerRecord>,
) -> String {
    let [tb1, tb2] = tiebreak_names(lang, t.format);
    let mut lines = Vec::with_capacity(standings.len());
    for s in standings {
        let cells = s
            .cells
            .iter()
            .map(|c| c.label())
            .collect::<Vec<_>>()
            .join(" ");
        let tiebreaks = s
            .tiebreaks
            .iter()
            .map(|v| tiebreak_text(*v))
            .collect::<Vec<_>>();
        lines.push(format!(
            "{:>3}. {:<20} {:>4}  {tb1} {:>5}  {tb2} {:>5}  {cells}{}",
            s.rank,
            name_of(names, s.player),
            points_text(s.points2),
            tiebreaks.first().cloned().unwrap_or_default(),
            tiebreaks.get(1).cloned().unwrap_or_default(),
            if s.left {
                format!(" ({})", t_(lang, "tournament-left-mark"))
            } else {
                String::new()
            }
        ));
    }
    lines.join("\n")
}

/// One line of `/tournaments list`.
pub(super) fn list_line(lang: Lang, t: &TournamentRecord, players: usize) -> String {
    let state = match t.status {
        TournamentStatus::Open => match t.starts_at {
            Some(at) => tf(
                lang,
                "tournament-list-open-at",
                &[("at", &format!("<t:{at}:R>"))],
            ),
            None => t_(lang, "tournament-list-open"),
        },
        TournamentStatus::Running => tf(
            lang,
            "tournament-list-running",
            &[
                ("round", &t.round),
                ("rounds", &t.rounds.unwrap_or(t.round)),
            ],
        ),
        TournamentStatus::Finished => t_(lang, "tournament-list-finished"),
        TournamentStatus::Cancelled => t_(lang, "tournament-is-cancelled"),
    };
    let mut line = tf(
        lang,
        "tournament-list-line",
        &[
            ("title", &title(lang, t)),
            ("players", &players),
            ("state", &state),
        ],
    );
    // Where it is played, as a link to the channel (on Discord, whose channels are numbers).
    if t.channel.parse::<u64>().is_ok() {
        line.push_str(&format!(" · <#{}>", t.channel));
    }
    line
}

fn result_text(pairing: &PairingRecord) -> Option<String> {
    let result = pairing.result?;
    pairing.second?;
    Some(
        match (result, pairing.forfeit) {
            (Outcome::FirstWins, false) => "1–0",
            (Outcome::SecondWins, false) => "0–1",
            (Outcome::Draw, _) => "½–½",
            (Outcome::FirstWins, true) => "+F –F",
            (Outcome::SecondWins, true) => "–F +F",
        }
        .to_string(),
    )
}

/// A round's pairings as text: board, players with their points, the result when known.
pub(super) fn pairings_text(
    lang: Lang,
    t: &TournamentRecord,
    view: &engine::Tournament,
    names: &HashMap<PlayerId, PlayerRecord>,
    pairings: &[PairingRecord],
    round: u32,
) -> String {
    let points: HashMap<PlayerId, u32> = engine::standings(view)
        .into_iter()
        .map(|s| (s.player, s.points2))
        .collect();
    let who = |id: PlayerId| {
        format!(
            "{} ({})",
            guard::escape_markdown(&name_of(names, id)),
            points_text(points.get(&id).copied().unwrap_or(0))
        )
    };
    let mut lines = vec![tf(
        lang,
        "tournament-pairings-heading",
        &[
            ("title", &title(lang, t)),
            ("round", &round),
            ("rounds", &view.planned_rounds),
        ],
    )];
    for p in pairings.iter().filter(|p| p.round == round) {
        let line = match p.second {
            None => tf(lang, "tournament-pairing-bye", &[("player", &who(p.first))]),
            Some(second) => {
                let mut line = format!("{}. {} – {}", p.board, who(p.first), who(second));
                if let Some(result) = result_text(p) {
                    line.push_str(&format!(": {result}"));
                } else if let Some(game) = p.game {
                    line.push_str(&format!(" · #{game}"));
                }
                line
            }
        };
        lines.push(line);
    }
    lines.join("\n")
}

/// A round's pairings as a picture, and its alt text.
pub(super) fn pairings_picture(
    lang: Lang,
    t: &TournamentRecord,
    view: &engine::Tournament,
    names: &HashMap<PlayerId, PlayerRecord>,
    pairings: &[PairingRecord],
    round: u32,
) -> Option<(Vec<u8>, String)> {
    let standings = engine::standings(view);
    let points: HashMap<PlayerId, u32> = standings.iter().map(|s| (s.player, s.points2)).collect();
    let ratings: HashMap<PlayerId, f64> = view.entrants.iter().map(|e| (e.id, e.rating)).collect();
    let player = |id: PlayerId| PairingPlayer {
        name: name_of(names, id),
        rating: format!("{:.0}", ratings.get(&id).copied().unwrap_or(1500.0)),
        half_points: points.get(&id).copied().unwrap_or(0),
    };
    let rows: Vec<table::Pairing> = pairings
        .iter()
        .filter(|p| p.round == round)
        .map(|p| table::Pairing {
            board: p.board,
            first: player(p.first),
            second: p.second.map(player),
            result: match (p.second, p.result, p.forfeit) {
                (None, _, _) => PairingResult::Bye,
                (_, None, _) => PairingResult::Pending,
                (_, Some(Outcome::Draw), _) => PairingResult::Draw,
                (_, Some(Outcome::FirstWins), false) => PairingResult::FirstWins,
                (_, Some(Outcome::SecondWins), false) => PairingResult::SecondWins,
                (_, Some(Outcome::FirstWins), true) => PairingResult::FirstWinsByForfeit,
                (_, Some(Outcome::SecondWins), true) => PairingResult::SecondWinsByForfeit,
            },
        })
        .collect();
    if rows.is_empty() {
        return None;
    }
    let picture = table::pairings_table(
        lang,
        &Pairings {
            title: title(lang, t),
            subtitle: tf(
                lang,
                "tournament-pairings-subtitle",
                &[("round", &round), ("rounds", &view.planned_rounds)],
            ),
            sides: [
                heading(i18n::side_name(lang, t.variant, Side::First)),
                heading(i18n::side_name(lang, t.variant, Side::Second)),
            ],
            pairings: rows,
        },
    );
    Some((
        crate::render::table::render_table_png(&picture),
        crate::render::alt::table(lang, &picture),
    ))
}

/// The first line of a tournament game's first message.
pub(super) fn game_heading(
    lang: Lang,
    t: &TournamentRecord,
    round: u32,
    board: u32,
    record: &GameRecord,
) -> String {
    let [first, second] = &record.players;
    tf(
        lang,
        "tournament-game",
        &[
            ("id", &t.id),
            ("round", &round),
            ("board", &board),
            ("game", &record.id),
            ("first", &first.mention),
            (
                "first_side",
                &i18n::side_name(lang, record.variant, Side::First),
            ),
            ("second", &second.mention),
            (
                "second_side",
                &i18n::side_name(lang, record.variant, Side::Second),
            ),
        ],
    )
}

/// The podium line (🥇 🥈 🥉 with mentions) and the players it pings.
pub(super) fn podium_lines(
    lang: Lang,
    t: &TournamentRecord,
    standings: &[Standing],
    names: &HashMap<PlayerId, PlayerRecord>,
) -> (String, Vec<String>) {
    let medals = ["🥇", "🥈", "🥉"];
    let mut parts = Vec::new();
    let mut mentions = Vec::new();
    for s in standings.iter().filter(|s| s.rank <= 3) {
        if let Some(p) = names.get(&s.player) {
            parts.push(format!(
                "{} {} ({})",
                medals[(s.rank as usize).saturating_sub(1).min(2)],
                p.mention,
                points_text(s.points2)
            ));
            mentions.push(p.external_id.clone());
        }
    }
    (
        tf(
            lang,
            "tournament-podium",
            &[("title", &title(lang, t)), ("podium", &parts.join(" · "))],
        ),
        mentions,
    )
}
