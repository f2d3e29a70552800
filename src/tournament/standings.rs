//! The standings: points, tie-breaks, shared ranks, and each round's cell (`+5`, `=3`, `-2`,
//! `bye`, `+F`/`-F`).

use std::cmp::Ordering;
use std::collections::HashMap;

use super::history::Records;
use super::{Format, Outcome, PlayerId, Side, Tournament};

/// A game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// One round of one player's line.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// A game with a result (a forfeit too: decided without play).
    Played {
        opponent: PlayerId,
        /// The opponent's rank in these standings.
        opponent_rank: u32,
        result: GameResult,
        side: Side,
        forfeit: bool,
    },
    /// A game under way.
    Pending {
        opponent: PlayerId,
        opponent_rank: u32,
        side: Side,
    },
    Bye,
    /// Not paired that round (not yet entered, or gone).
    Absent,
}

impl Cell {
    /// `+5` (won against the 5th), `=3`, `-2`, `+F`/`-F`/`=F` (a forfeit), `bye`, `?4` (a game
    /// under way against the 4th), `–` (not paired).
    pub fn label(&self) -> String {
        match self {
            Cell::Played {
                opponent_rank,
                result,
                forfeit,
                ..
            } => {
                let sign = match result {
                    GameResult::Win => '+',
                    GameResult::Draw => '=',
                    GameResult::Loss => '-',
                };
                if *forfeit {
                    format!("{sign}F")
                } else {
                    format!("{sign}{opponent_rank}")
                }
            }
            Cell::Pending { opponent_rank, .. } => format!("?{opponent_rank}"),
            Cell::Bye => "bye".into(),
            Cell::Absent => "–".into(),
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// 1-based; players equal on points and every tie-break share a rank.
    pub rank: u32,
    pub player: PlayerId,
    /// Half-points: 2 a win (a bye and a forfeit win too), 1 a draw.
    pub points2: u32,
    /// Games won against an opponent (forfeit wins included, byes not).
    pub wins: u32,
    /// Swiss: Buchholz cut-1, Sonneborn-Berger; round robin: Sonneborn-Berger, wins.
    pub tiebreaks: Vec<f64>,
    /// One per round paired so far.
    pub cells: Vec<Cell>,
    /// They left the tournament.
    pub left: bool,
}

/// The standings of `t`, best first. Rounds are read as they are (games under way count
/// nothing yet). A tournament whose rounds name unknown players gives no standings.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let Ok(records) = Records::of(t) else {
        return Vec::new();
    };
    let points = |id: PlayerId| f64::from(records.get(id).points2) / 2.0;
    let mut lines: Vec<(Standing, f64, PlayerId)> = t
        .entrants
        .iter()
        .map(|e| {
            let r = records.get(e.id);
            // Per round: the opponent's score for a game (a forfeit too), 0 for a bye or a
            // round not paired; cut-1 drops the lowest.
            let mut buchholz_parts = Vec::with_capacity(t.rounds.len());
            let mut sonneborn = 0.0;
            for round in &t.rounds {
                let mut part = 0.0;
                for p in round {
                    let Some(second) = p.second else { continue };
                    let (opponent, mine) = if p.first == e.id {
                        (second, Side::First)
                    } else if second == e.id {
                        (p.first, Side::Second)
                    } else {
                        continue;
                    };
                    part = points(opponent);
                    sonneborn += match (p.result, mine) {
                        (Some(Outcome::Draw), _) => points(opponent) / 2.0,
                        (Some(Outcome::FirstWins), Side::First)
                        | (Some(Outcome::SecondWins), Side::Second) => points(opponent),
                        _ => 0.0,
                    };
                }
                buchholz_parts.push(part);
            }
            let lowest = buchholz_parts.iter().copied().fold(f64::INFINITY, f64::min);
            let buchholz =
                buchholz_parts.iter().sum::<f64>() - if lowest.is_finite() { lowest } else { 0.0 };
            // `+ 0.0`: a sum of no floats is -0.0 in Rust, which would print as "-0".
            let tiebreaks = match t.format {
                Format::Swiss => vec![buchholz + 0.0, sonneborn + 0.0],
                Format::RoundRobin | Format::DoubleRoundRobin => {
                    vec![sonneborn + 0.0, f64::from(r.wins)]
                }
            };
            let standing = Standing {
                rank: 0,
                player: e.id,
                points2: r.points2,
                wins: r.wins,
                tiebreaks,
                cells: Vec::new(),
                left: e.left_round.is_some(),
            };
            (standing, e.rating, e.id)
        })
        .collect();
    let level = |a: &Standing, b: &Standing| {
        b.points2.cmp(&a.points2).then_with(|| {
            a.tiebreaks
                .iter()
                .zip(&b.tiebreaks)
                .map(|(x, y)| y.total_cmp(x))
                .find(|o| *o != Ordering::Equal)
                .unwrap_or(Ordering::Equal)
        })
    };
    lines.sort_by(|a, b| {
        level(&a.0, &b.0)
            .then(b.1.total_cmp(&a.1))
            .then(a.2.cmp(&b.2))
    });
    for i in 0..lines.len() {
        lines[i].0.rank = if i > 0 && level(&lines[i - 1].0, &lines[i].0) == Ordering::Equal {
            lines[i - 1].0.rank
        } else {
            i as u32 + 1
        };
    }
    let ranks: HashMap<PlayerId, u32> = lines.iter().map(|l| (l.2, l.0.rank)).collect();
    let mut out: Vec<Standing> = lines.into_iter().map(|l| l.0).collect();
    for s in &mut out {
        s.cells = t
            .rounds
            .iter()
            .map(|round| cell(round, s.player, &ranks))
            .collect();
    }
    out
}

fn cell(round: &[super::Pairing], player: PlayerId, ranks: &HashMap<PlayerId, u32>) -> Cell {
    for p in round {
        let (opponent, side) = match p.second {
            None if p.first == player => return Cell::Bye,
            Some(second) if p.first == player => (second, Side::First),
            Some(second) if second == player => (p.first, Side::Second),
            _ => continue,
        };
        let opponent_rank = ranks.get(&opponent).copied().unwrap_or(0);
        let Some(outcome) = p.result else {
            return Cell::Pending {
                opponent,
                opponent_rank,
                side,
            };
        };
        let result = match (outcome, side) {
            (Outcome::Draw, _) => GameResult::Draw,
            (Outcome::FirstWins, Side::First) | (Outcome::SecondWins, Side::Second) => {
                GameResult::Win
            }
            _ => GameResult::Loss,
        };
        return Cell::Played {
            opponent,
            opponent_rank,
            result,
            side,
            forfeit: p.forfeit,
        };
    }
    Cell::Absent
}
