//! Swiss pairing: the bye first, then a maximum-weight matching of everyone else, whose edge
//! weights encode the rules in order of priority (see `docs/tournaments.md`).

use std::cmp::Ordering;

use mwmatching::{Matching, SENTINEL};

use super::history::{Record, Records};
use super::{Entrant, Outcome, Pairing, PairingError, Side, Tournament};

/// The default number of rounds of a Swiss: ⌈log2 players⌉ + 1 (0 players: 0).
pub fn default_swiss_rounds(players: usize) -> u32 {
    if players == 0 {
        return 0;
    }
    players.next_power_of_two().trailing_zeros() + 1
}

/// The largest edge weight handed to the matching: its dual variables stay within twice the
/// largest weight, well inside an `i32`.
const WEIGHT_LIMIT: u64 = 1 << 29;
/// Score differences count up to this many half-points (4 wins apart: farther is as bad).
const DIFF_CAP: u32 = 8;
/// Cost of a pair per squared half-point of score difference.
const DIFF_UNIT: u64 = 64;
/// Cost of a pair per unit of colour preference they share (both want the same side).
const COLOUR_UNIT: u64 = 8;
/// Cap of the seeding cost (top half of a score group against its bottom half).
const SEED_CAP: u64 = 15;
/// Above every soft cost of one pair.
const SOFT: u64 = DIFF_CAP as u64 * DIFF_CAP as u64 * DIFF_UNIT + 6 * COLOUR_UNIT + SEED_CAP + 1;

/// One player to pair this round.
struct Seat<'a> {
    entrant: &'a Entrant,
    record: &'a Record,
    /// Index in the score group and the group's size (for the seeding cost).
    in_group: usize,
    group: usize,
}

/// Pairing order: points, then rating, then id (lowest id first).
fn rank_order(a: (&Entrant, &Record), b: (&Entrant, &Record)) -> Ordering {
    b.1.points2
        .cmp(&a.1.points2)
        .then(b.0.rating.total_cmp(&a.0.rating))
        .then(a.0.id.cmp(&b.0.id))
}

pub(super) fn pair(
    t: &Tournament,
    records: &Records,
    round: u32,
) -> Result<Vec<Pairing>, PairingError> {
    if round > t.planned_rounds {
        return Err(PairingError::NoRoundsLeft {
            planned: t.planned_rounds,
        });
    }
    let mut players = ranked_players(t, records, round);
    if players.len() < 2 {
        return Err(PairingError::NotEnoughPlayers {
            round,
            players: players.len(),
        });
    }
    // The bye: the lowest-ranked of those with the fewest byes (none, while anyone has none).
    let bye = if players.len() % 2 == 1 {
        let fewest = players.iter().map(|p| p.1.byes).min().unwrap_or(0);
        let at = players
            .iter()
            .rposition(|p| p.1.byes == fewest)
            .unwrap_or(players.len() - 1);
        Some(players.remove(at).0.id)
    } else {
        None
    };
    let seats = seats(&players);
    let mates = matching(&seats);
    let mut pairs: Vec<(usize, usize)> = mates
        .iter()
        .enumerate()
        .filter(|&(i, &j)| j != SENTINEL && i < j)
        .map(|(i, &j)| (i, j))
        .collect();
    // Boards: the top score group first (the pair's better score, then its other score), then
    // the better-ranked player's rank.
    pairs.sort_by_key(|&(i, j)| {
        let (a, b) = (seats[i].record.points2, seats[j].record.points2);
        (std::cmp::Reverse(a.max(b)), std::cmp::Reverse(a.min(b)), i)
    });
    let mut out: Vec<Pairing> = pairs
        .iter()
        .enumerate()
        .map(|(index, &(i, j))| {
            let board = index as u32 + 1;
            let (first, second) = if first_side(&seats[i], &seats[j], board) {
                (i, j)
            } else {
                (j, i)
            };
            Pairing {
                board,
                first: seats[first].entrant.id,
                second: Some(seats[second].entrant.id),
                result: None,
                forfeit: false,
            }
        })
        .collect();
    if let Some(id) = bye {
        out.push(Pairing {
            board: out.len() as u32 + 1,
            first: id,
            second: None,
            result: Some(Outcome::FirstWins),
            forfeit: false,
        });
    }
    Ok(out)
}

fn seats<'a>(players: &[(&'a Entrant, &'a Record)]) -> Vec<Seat<'a>> {
    let mut seats = Vec::with_capacity(players.len());
    let mut start = 0;
    while start < players.len() {
        let points = players[start].1.points2;
        let end = players[start..]
            .iter()
            .position(|p| p.1.points2 != points)
            .map_or(players.len(), |n| start + n);
        for (in_group, p) in players[start..end].iter().enumerate() {
            seats.push(Seat {
                entrant: p.0,
                record: p.1,
                in_group,
                group: end - start,
            });
        }
        start = end;
    }
    seats
}

/// The side a player would like next, and how much (0: none, 1: alternate, 2: a colour
/// difference of 2 or more to reduce, 3: two games in a row on the other side).
fn preference(r: &Record) -> (Option<Side>, u64) {
    if let Some(side) = r.must_avoid() {
        return (Some(side.other()), 3);
    }
    let difference = r.colour_difference();
    if difference >= 2 {
        return (Some(Side::Second), 2);
    }
    if difference <= -2 {
        return (Some(Side::First), 2);
    }
    match r.last_side() {
        Some(side) => (Some(side.other()), 1),
        None => (None, 0),
    }
}

/// Whether pairing `a` with `b` makes one of them play the same side a third time in a row.
fn third_in_a_row(a: &Record, b: &Record) -> bool {
    matches!((a.must_avoid(), b.must_avoid()), (Some(x), Some(y)) if x == y)
}

/// The cost of pairing `a` with `b` below the two strict rules: the score difference (squared,
/// in half-points), then a shared colour preference, then the seeding within a score group.
fn soft_cost(a: &Seat, b: &Seat) -> u64 {
    let difference = a.record.points2.abs_diff(b.record.points2).min(DIFF_CAP) as u64;
    let mut cost = difference * difference * DIFF_UNIT;
    let (pa, sa) = preference(a.record);
    let (pb, sb) = preference(b.record);
    if pa.is_some() && pa == pb {
        cost += COLOUR_UNIT * (sa + sb);
    }
    if difference == 0 {
        // Dutch-like: the top half of a group against its bottom half.
        let apart = a.in_group.abs_diff(b.in_group);
        cost += (apart.abs_diff(a.group / 2) as u64).min(SEED_CAP);
    }
    cost
}

/// The maximum-weight matching of the seats, every seat matched (they are even in number).
fn matching(seats: &[Seat]) -> Vec<usize> {
    let m = seats.len().div_ceil(2) as u64;
    // One fewer third-in-a-row outweighs any sum of soft costs; one fewer rematch outweighs
    // any sum of both. Past about 500 players the rematch unit is capped (still above any one
    // pair's other costs).
    let third = m * SOFT;
    let rematch = (m * (third + SOFT)).min((WEIGHT_LIMIT / 2).saturating_sub(third + SOFT));
    let top = rematch + third + SOFT;
    let weigh = |i: usize, j: usize| {
        let (a, b) = (&seats[i], &seats[j]);
        let mut cost = soft_cost(a, b);
        if third_in_a_row(a.record, b.record) {
            cost += third;
        }
        if a.record.opponents.contains(&b.entrant.id) {
            cost += rematch;
        }
        // Even weights keep the algorithm's arithmetic in integers.
        (i, j, (2 * (top + 1 - cost)) as i32)
    };
    // Large fields: first only the likely partners (near in the ranking, or near the ideal
    // partner of the top-half-against-bottom-half rule); the whole graph when that leaves
    // anyone unpaired or pairs anyone against a rule.
    if seats.len() > 2 * WINDOW + 2 {
        let edges: Vec<_> = (0..seats.len())
            .flat_map(|i| (i + 1..seats.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| near(&seats[i], &seats[j], i, j))
            .map(|(i, j)| weigh(i, j))
            .collect();
        let mates = Matching::new(edges).max_cardinality().solve();
        let clean = mates.len() == seats.len()
            && mates.iter().enumerate().all(|(i, &j)| {
                j != SENTINEL
                    && !third_in_a_row(seats[i].record, seats[j].record)
                    && !seats[i].record.opponents.contains(&seats[j].entrant.id)
            });
        if clean {
            return mates;
        }
    }
    let mut edges = Vec::with_capacity(seats.len() * seats.len() / 2);
    for i in 0..seats.len() {
        for j in i + 1..seats.len() {
            edges.push(weigh(i, j));
        }
    }
    Matching::new(edges).max_cardinality().solve()
}

/// How far apart in the ranking (or from the ideal partner in a score group) two players may
/// be to be tried first in a large field.
const WINDOW: usize = 12;

/// Whether seats `a` (at `i`) and `b` (at `j > i`) are likely partners.
fn near(a: &Seat, b: &Seat, i: usize, j: usize) -> bool {
    j - i <= WINDOW
        || (a.record.points2 == b.record.points2 && (j - i).abs_diff(a.group / 2) <= WINDOW)
}

/// Whether `a` (the better-ranked) takes the first side against `b` on `board`: the side that
/// avoids a third in a row, then the one that reduces the colour difference, then the one
/// that alternates, else the better-ranked player first on odd boards.
fn first_side(a: &Seat, b: &Seat, board: u32) -> bool {
    let (ra, rb) = (a.record, b.record);
    match (ra.must_avoid(), rb.must_avoid()) {
        (Some(x), Some(y)) if x == y => {}
        (Some(x), _) => return x == Side::Second,
        (None, Some(y)) => return y == Side::First,
        (None, None) => {}
    }
    let (da, db) = (ra.colour_difference(), rb.colour_difference());
    if da != db {
        return da < db;
    }
    match (ra.last_side(), rb.last_side()) {
        (Some(x), Some(y)) if x != y => return x == Side::Second,
        (Some(x), None) => return x == Side::Second,
        (None, Some(y)) => return y == Side::First,
        _ => {}
    }
    board % 2 == 1
}

/// Players the bye may go to, for the tests: `PlayerId`s in pairing order.
#[cfg(test)]
pub(super) fn ranked(t: &Tournament, round: u32) -> Vec<super::PlayerId> {
    let records = Records::of(t).expect("a valid tournament");
    let players = ranked_players(t, &records, round);
    players.into_iter().map(|p| p.0.id).collect()
}

/// The entrants who play in `round`, with their records, in pairing order (see `rank_order`).
fn ranked_players<'a>(
    t: &'a Tournament,
    records: &'a Records,
    round: u32,
) -> Vec<(&'a Entrant, &'a Record)> {
    let mut players: Vec<(&Entrant, &Record)> = t
        .entrants
        .iter()
        .filter(|e| e.plays_in(round))
        .map(|e| (e, records.get(e.id)))
        .collect();
    players.sort_by(|a, b| rank_order(*a, *b));
    players
}
