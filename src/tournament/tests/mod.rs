//! The tournament model's tests, by topic; the helpers build tournaments and play them.

use super::*;

mod file;
mod props;
mod round_robin;
mod standings;
mod swiss;

/// An entrant from round 1.
fn entrant(id: PlayerId, rating: f64) -> Entrant {
    Entrant {
        id,
        rating,
        joined_round: 1,
        left_round: None,
    }
}

/// Players 1..=n, player 1 rated highest (2000, 1990, …).
fn field(format: Format, n: usize, rounds: u32) -> Tournament {
    Tournament {
        format,
        entrants: (1..=n as i64)
            .map(|id| entrant(id, 2010.0 - 10.0 * id as f64))
            .collect(),
        rounds: Vec::new(),
        planned_rounds: rounds,
    }
}

/// Pairs the next round and plays it: `result` gives each game's outcome.
fn play(t: &mut Tournament, mut result: impl FnMut(PlayerId, PlayerId) -> Outcome) {
    let mut round = pair_next(t).expect("the next round pairs");
    for p in &mut round {
        if let (Some(second), None) = (p.second, p.result) {
            p.result = Some(result(p.first, second));
        }
    }
    t.rounds.push(round);
}

/// The lower id wins (the higher-rated player in `field`).
fn favourite(first: PlayerId, second: PlayerId) -> Outcome {
    if first < second {
        Outcome::FirstWins
    } else {
        Outcome::SecondWins
    }
}

/// The games of a round as (first, second) and its bye.
fn games(round: &[Pairing]) -> (Vec<(PlayerId, PlayerId)>, Option<PlayerId>) {
    let pairs = round
        .iter()
        .filter_map(|p| p.second.map(|s| (p.first, s)))
        .collect();
    let bye = round.iter().find(|p| p.second.is_none()).map(|p| p.first);
    (pairs, bye)
}

/// Whether `a` and `b` met in any round of `t`.
fn met(t: &Tournament, a: PlayerId, b: PlayerId) -> bool {
    t.rounds
        .iter()
        .flatten()
        .any(|p| (p.first == a && p.second == Some(b)) || (p.first == b && p.second == Some(a)))
}
