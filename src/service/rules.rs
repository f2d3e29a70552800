//! `/rules`: the rules of a game for players, in short pages, each with a diagram.
//!
//! A page is a title and a text in the catalogue (`locales/<lang>/rules-<game>.ftl`, keys
//! `rules-<game>-<topic>-title` and `rules-<game>-<topic>`) and a diagram given as data in
//! `locales/diagrams/<game>.txt`: the position as a list of moves from the start, and the marks
//! drawn on it. Changing a rule's page is editing those files, never drawing code. The data reads:
//!
//! ```text
//! page <topic>                  a new page (the file's order is the page order)
//! moves <move> <move> ...       the position: actions from the start (several lines add up)
//! arrow <spot> <spot>... [= <move>]   a legal action of the side to act, drawn through the spots
//! forbid <spot> <spot>... [= <move>]  an action the rules refuse there, drawn red and crossed
//! cross <spot>                  a piece that is taken
//! dots <spot>                   dots where the piece on <spot> can go (asked of the rules)
//! dot <spot>...                 dots on these spots
//! label <spot> <text>           a label of one or two characters
//! ```
//!
//! An arrow's move is its spots joined by `-` unless written after `=`. Tests replay every
//! position, play every arrow and check every refusal, so a page cannot show a move the rules do
//! not allow. Diagrams are drawn on first use and kept (per game, page and language: the band
//! of the picture is in the reader's language).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::buttons::ButtonId;
use super::errors::{self, ServiceError};
use super::replies::{shorten, variant_name, Button, ButtonStyle, Refusal, Reply, Shown};
use super::{Caller, Service, MAX_SUGGESTIONS};
use crate::games::{AnyGame, Variant};
use crate::i18n::{self, t, tf, Lang};
use crate::render::diagram::{render_diagram, Mark};
use crate::render::{text_board_for, RenderInfo};

/// A page text must stay short enough to read on a phone next to its picture.
pub const MAX_PAGE_CHARS: usize = 900;

/// The diagram data of every game, embedded. A new game adds its line (a test checks that every
/// game has one).
const SOURCES: &[(&str, &str)] = &[
    (
        "latrunculi-seneca",
        include_str!("../../locales/diagrams/latrunculi-seneca.txt"),
    ),
    (
        "latrunculi-piso",
        include_str!("../../locales/diagrams/latrunculi-piso.txt"),
    ),
    (
        "latroncules",
        include_str!("../../locales/diagrams/latroncules.txt"),
    ),
    (
        "bastonus",
        include_str!("../../locales/diagrams/bastonus.txt"),
    ),
    ("ergo", include_str!("../../locales/diagrams/ergo.txt")),
    (
        "duodecim",
        include_str!("../../locales/diagrams/duodecim.txt"),
    ),
];

/// One page of a game's rules: its topic (the key of its texts) and its diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub topic: String,
    /// The position: actions from the start, as `/move` takes them.
    pub moves: Vec<String>,
    pub marks: Vec<PageMark>,
}

/// A mark of a diagram as written in the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageMark {
    /// A legal action (`mv`), drawn through `spots`.
    Arrow {
        spots: Vec<String>,
        mv: String,
    },
    /// An action the rules refuse in this position.
    Forbid {
        spots: Vec<String>,
        mv: String,
    },
    Cross(String),
    /// Dots on every spot the piece on this spot can reach.
    Reach(String),
    Dots(Vec<String>),
    Label(String, String),
}

/// Reads a game's diagram data; an error names the line.
pub fn parse_pages(source: &str) -> Result<Vec<Page>, String> {
    let mut pages: Vec<Page> = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |what: &str| format!("line {}: {what}: `{line}`", n + 1);
        let mut words = line.split_whitespace();
        let keyword = words.next().unwrap_or("");
        let rest: Vec<String> = words.map(str::to_lowercase).collect();
        if keyword == "page" {
            let [topic] = rest.as_slice() else {
                return Err(err("a page has one topic"));
            };
            if pages.iter().any(|p| &p.topic == topic) {
                return Err(err("a topic appears twice"));
            }
            pages.push(Page {
                topic: topic.clone(),
                moves: Vec::new(),
                marks: Vec::new(),
            });
            continue;
        }
        let Some(page) = pages.last_mut() else {
            return Err(err("a mark before the first page"));
        };
        let spots_and_move = |rest: &[String]| -> Result<(Vec<String>, String), String> {
            let (spots, mv) = match rest.iter().position(|w| w == "=") {
                Some(i) => match &rest[i + 1..] {
                    [mv] => (rest[..i].to_vec(), mv.clone()),
                    _ => return Err(err("one move after `=`")),
                },
                None => (rest.to_vec(), rest.join("-")),
            };
            if spots.len() < 2 {
                return Err(err("an arrow goes through two spots or more"));
            }
            Ok((spots, mv))
        };
        let mark = match (keyword, rest.as_slice()) {
            ("moves", moves) => {
                page.moves.extend(moves.iter().cloned());
                continue;
            }
            ("arrow", rest) => {
                let (spots, mv) = spots_and_move(rest)?;
                PageMark::Arrow { spots, mv }
            }
            ("forbid", rest) => {
                let (spots, mv) = spots_and_move(rest)?;
                PageMark::Forbid { spots, mv }
            }
            ("cross", [spot]) => PageMark::Cross(spot.clone()),
            ("dots", [spot]) => PageMark::Reach(spot.clone()),
            ("dot", spots) if !spots.is_empty() => PageMark::Dots(spots.to_vec()),
            ("label", [spot, text]) if text.chars().count() <= 2 => {
                // Labels keep their case (`A`, `B`).
                let text = line.split_whitespace().nth(2).unwrap_or(text);
                PageMark::Label(spot.clone(), text.to_string())
            }
            _ => return Err(err("not a mark")),
        };
        page.marks.push(mark);
    }
    if pages.is_empty() {
        return Err("no page".into());
    }
    Ok(pages)
}

/// The pages of `variant` (empty if its data is missing or broken: the tests forbid both).
pub fn pages(variant: Variant) -> &'static [Page] {
    static PAGES: OnceLock<HashMap<&'static str, Vec<Page>>> = OnceLock::new();
    let all = PAGES.get_or_init(|| {
        SOURCES
            .iter()
            .filter_map(|(id, source)| match parse_pages(source) {
                Ok(pages) => Some((*id, pages)),
                Err(e) => {
                    tracing::error!("rules diagrams of {id}: {e}");
                    None
                }
            })
            .collect()
    });
    all.get(variant.id()).map(Vec::as_slice).unwrap_or(&[])
}

/// The diagram source of `id`, if any (for tests and tools).
pub fn source(id: &str) -> Option<&'static str> {
    SOURCES.iter().find(|(i, _)| *i == id).map(|(_, s)| *s)
}

/// A page's position, replayed from the start; the error names the move the rules refused.
pub fn position(variant: Variant, page: &Page) -> Result<AnyGame, String> {
    let mut game = AnyGame::new(variant);
    for mv in &page.moves {
        game.play_text(mv)
            .map_err(|e| format!("{} {}: move `{mv}`: {e:?}", variant.id(), page.topic))?;
    }
    Ok(game)
}

/// The marks to draw for `page` in `game` (its position): `dots <spot>` asks the rules.
pub fn marks(game: &AnyGame, page: &Page) -> Vec<Mark> {
    let mut out = Vec::new();
    for mark in &page.marks {
        match mark {
            PageMark::Arrow { spots, .. } => out.push(Mark::Arrow(spots.clone())),
            PageMark::Forbid { spots, .. } => out.push(Mark::Forbidden(spots.clone())),
            PageMark::Cross(spot) => out.push(Mark::Cross(spot.clone())),
            PageMark::Reach(spot) => {
                let mut to: Vec<String> = game
                    .moves_from(spot)
                    .into_iter()
                    .map(|(_, route)| route.to)
                    .filter(|to| crate::render::spot_centre(game, to).is_some())
                    .collect();
                to.sort();
                to.dedup();
                out.extend(to.into_iter().map(Mark::Dot));
            }
            PageMark::Dots(spots) => out.extend(spots.iter().cloned().map(Mark::Dot)),
            PageMark::Label(spot, text) => out.push(Mark::Label(spot.clone(), text.clone())),
        }
    }
    out
}

/// A rules page's diagram as drawn: the picture, its text board, its alt text.
pub struct Drawn {
    pub png: Vec<u8>,
    pub text: String,
    pub alt: String,
}

/// The diagram of page `index` of `variant` as PNG, with its text board and its alt text;
/// drawn once per language and kept.
pub fn diagram(variant: Variant, index: usize, lang: Lang) -> Option<Arc<Drawn>> {
    type Cache = Mutex<HashMap<(Variant, usize, Lang), Arc<Drawn>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (variant, index, lang);
    if let Some(hit) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Some(hit);
    }
    let page = pages(variant).get(index)?;
    let game = match position(variant, page) {
        Ok(game) => game,
        Err(e) => {
            tracing::error!("rules diagram: {e}");
            return None;
        }
    };
    // No player names: the band names the sides, and the status line says who is to act.
    let info = RenderInfo::unnamed(lang);
    let png = match render_diagram(&game, &info, &marks(&game, page)) {
        Ok(png) => png,
        Err(e) => {
            tracing::error!("rules diagram of {} {}: {e}", variant.id(), page.topic);
            return None;
        }
    };
    let title = tf(
        lang,
        "alt-rules-title",
        &[
            ("game", &variant_name(lang, variant)),
            ("title", &page_title(lang, variant, page)),
        ],
    );
    let drawn = Arc::new(Drawn {
        png,
        text: text_board_for(&game, &info),
        alt: crate::render::alt::board(&game, &info, &title),
    });
    if let Ok(mut c) = cache.lock() {
        c.insert(key, drawn.clone());
    }
    Some(drawn)
}

/// The title of a page in `lang`.
pub fn page_title(lang: Lang, variant: Variant, page: &Page) -> String {
    let key = format!("rules-{}-{}-title", variant.id(), page.topic);
    i18n::lookup(lang, &key)
        .or_else(|| i18n::lookup(Lang::En, &key))
        .unwrap_or(&page.topic)
        .to_string()
}

/// The text of a page in `lang`.
pub fn page_text(lang: Lang, variant: Variant, page: &Page) -> String {
    let key = format!("rules-{}-{}", variant.id(), page.topic);
    i18n::lookup(lang, &key)
        .or_else(|| i18n::lookup(Lang::En, &key))
        .unwrap_or_default()
        .to_string()
}

/// The page a player asked for: a topic id, a page number, or a page title (any case).
fn find_page(lang: Lang, variant: Variant, topic: &str) -> Option<usize> {
    let wanted = topic.trim().to_lowercase();
    let pages = pages(variant);
    if let Ok(n) = wanted.parse::<usize>() {
        return (1..=pages.len()).contains(&n).then(|| n - 1);
    }
    pages
        .iter()
        .position(|p| p.topic == wanted || page_title(lang, variant, p).to_lowercase() == wanted)
}

impl Service {
    /// `/rules game [topic]`: the page asked for (the first if none), privately, with buttons
    /// to turn pages and to show the page to everyone.
    pub fn rules(
        &self,
        caller: &Caller,
        variant: Variant,
        topic: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        let lang = caller.lang;
        let index = match topic.filter(|t| !t.trim().is_empty()) {
            None => 0,
            Some(topic) => find_page(lang, variant, topic).ok_or_else(|| Refusal::NoSuchTopic {
                variant,
                topic: shorten(topic.trim(), 40),
            })?,
        };
        rules_page(lang, variant, index, true)
    }

    /// The pages of `variant` whose title or topic contains what was typed, as (label, value)
    /// for the `topic` option of `/rules`: "2. How pieces move" → `moves`.
    pub fn suggest_rules_topics(
        &self,
        lang: Lang,
        variant: Variant,
        typed: &str,
    ) -> Vec<(String, String)> {
        let typed = typed.trim().to_lowercase();
        pages(variant)
            .iter()
            .enumerate()
            .map(|(i, p)| (format!("{}. {}", i + 1, page_title(lang, variant, p)), p))
            .filter(|(label, p)| label.to_lowercase().contains(&typed) || p.topic.contains(&typed))
            .map(|(label, p)| (label, p.topic.clone()))
            .take(MAX_SUGGESTIONS)
            .collect()
    }

    /// A press on a page button: the private message turns to that page, or the page is posted
    /// for everyone in the caller's language.
    pub(super) fn rules_press(
        &self,
        caller: &Caller,
        variant: Variant,
        index: usize,
        private: bool,
    ) -> Result<Reply, ServiceError> {
        if index >= pages(variant).len() {
            return Err(Refusal::BadButton.into());
        }
        let mut reply = rules_page(caller.lang, variant, index, private)?;
        if private {
            // Turning a page: the private message becomes the new page.
            reply.shown = Shown::ReplacePressed;
        } else {
            reply.shown = Shown::BesidePressed;
        }
        Ok(reply)
    }
}

/// Page `index` of `variant` in `lang`: the title line, the text and the diagram; `private`
/// adds the buttons (◀ ▶, Show everyone) and keeps the reply to the caller.
pub fn rules_page(
    lang: Lang,
    variant: Variant,
    index: usize,
    private: bool,
) -> Result<Reply, ServiceError> {
    let pages = pages(variant);
    let page = pages
        .get(index)
        .ok_or_else(|| errors::internal(format!("{variant:?} has no rules page {index}")))?;
    let header = tf(
        lang,
        "rules-header",
        &[
            ("game", &variant_name(lang, variant)),
            ("title", &page_title(lang, variant, page)),
            ("page", &(index + 1)),
            ("pages", &pages.len()),
        ],
    );
    let mut text = format!("{header}\n{}", page_text(lang, variant, page));
    // The first page also says how strong the computer's levels play this game, measured on it.
    if index == 0 {
        if let Some(levels) = super::help::level_strengths(lang, Some(variant)) {
            text.push('\n');
            text.push_str(&tf(lang, "rules-levels", &[("levels", &levels)]));
        }
    }
    let drawn = diagram(variant, index, lang);
    let mut buttons = Vec::new();
    if private {
        let count = pages.len();
        buttons.push(Button {
            id: ButtonId::RulesPage {
                variant,
                page: (index + count - 1) % count,
            },
            label: t(lang, "rules-button-previous").to_string(),
            style: ButtonStyle::Secondary,
        });
        buttons.push(Button {
            id: ButtonId::RulesPage {
                variant,
                page: (index + 1) % count,
            },
            label: t(lang, "rules-button-next").to_string(),
            style: ButtonStyle::Secondary,
        });
        buttons.push(Button {
            id: ButtonId::RulesShow {
                variant,
                page: index,
            },
            label: t(lang, "rules-button-show").to_string(),
            style: ButtonStyle::Primary,
        });
    }
    Ok(Reply {
        text,
        png: drawn.as_ref().map(|d| d.png.clone()),
        alt: drawn.as_ref().map(|d| d.alt.clone()).unwrap_or_default(),
        board_text: drawn.as_ref().map(|d| d.text.clone()),
        buttons,
        shown: if private {
            Shown::Private
        } else {
            Shown::Public
        },
        ..Reply::default()
    })
}
