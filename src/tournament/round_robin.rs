//! Round robin: FIDE's Berger tables over the entrants in seeding order (rating, highest
//! first, then id), a dummy for an odd number (meeting it is the bye); a double round robin
//! plays the table twice, sides swapped the second time.

use super::{Outcome, Pairing, PairingError, PlayerId, Tournament, MAX_ROUND_ROBIN_PLAYERS};

/// The rounds of a round robin of `players` (once, or twice when `double`): one fewer than the
/// players, rounded up to even.
pub fn round_robin_rounds(players: usize, double: bool) -> u32 {
    if players < 2 {
        return 0;
    }
    let once = (players + players % 2 - 1) as u32;
    if double {
        2 * once
    } else {
        once
    }
}

/// Berger table: the games of `round` (1-based, up to `n - 1`) for `n` (even) numbers
/// 1..=n, as (first, second), in FIDE's order (the game of number `n` first).
pub(crate) fn berger(n: usize, round: usize) -> Vec<(usize, usize)> {
    let m = n - 1;
    // In round r the numbers i, j of 1..=m with i + j ≡ r + 1 (mod m) meet; the one that
    // would meet itself meets n (second in odd rounds, first in even ones).
    let target = (round % m) + 1;
    let mut games = Vec::with_capacity(n / 2);
    let fixed = (1..=m).find(|&i| (2 * i) % m == target % m).unwrap_or(1);
    games.push(if round % 2 == 1 {
        (fixed, n)
    } else {
        (n, fixed)
    });
    let mut others: Vec<(usize, usize)> = (1..=m)
        .flat_map(|i| (i + 1..=m).map(move |j| (i, j)))
        .filter(|&(i, j)| (i + j) % m == target % m)
        .map(|(i, j)| {
            // The lower number has the first side when the two are an odd distance apart.
            if (j - i) % 2 == 1 {
                (i, j)
            } else {
                (j, i)
            }
        })
        .collect();
    others.sort_by_key(|&(a, b)| a.min(b));
    games.extend(others);
    games
}

pub(super) fn pair(t: &Tournament, round: u32) -> Result<Vec<Pairing>, PairingError> {
    let players = t.entrants.len();
    if players > MAX_ROUND_ROBIN_PLAYERS {
        return Err(PairingError::TooManyPlayers {
            players,
            max: MAX_ROUND_ROBIN_PLAYERS,
        });
    }
    let double = t.format == super::Format::DoubleRoundRobin;
    let total = round_robin_rounds(players, double).min(t.planned_rounds);
    if round > total {
        return Err(PairingError::NoRoundsLeft { planned: total });
    }
    let present = t.entrants.iter().filter(|e| e.plays_in(round)).count();
    if present < 2 {
        return Err(PairingError::NotEnoughPlayers {
            round,
            players: present,
        });
    }
    // Seeding order: rating, highest first, then id; number n + 1 is the dummy when odd.
    let mut seeds: Vec<&super::Entrant> = t.entrants.iter().collect();
    seeds.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.id.cmp(&b.id)));
    let n = players + players % 2;
    let once = n - 1;
    let index = (round as usize - 1) % once + 1;
    let swapped = round as usize > once;
    let seed = |number: usize| seeds.get(number - 1).copied();
    let mut games = Vec::new();
    let mut byes = Vec::new();
    for (a, b) in berger(n, index) {
        let (a, b) = if swapped { (b, a) } else { (a, b) };
        match (seed(a), seed(b)) {
            (Some(x), Some(y)) => games.push((x, y)),
            (Some(x), None) | (None, Some(x)) => byes.push(x),
            (None, None) => {}
        }
    }
    let mut out = Vec::with_capacity(n / 2);
    for (x, y) in games {
        let (xin, yin) = (x.plays_in(round), y.plays_in(round));
        let result = match (xin, yin) {
            (true, true) => None,
            (true, false) => Some(Outcome::FirstWins),
            (false, true) => Some(Outcome::SecondWins),
            // Both gone: no game, neither is paired.
            (false, false) => continue,
        };
        out.push(pairing(x.id, Some(y.id), result, result.is_some()));
    }
    for x in byes.into_iter().filter(|x| x.plays_in(round)) {
        out.push(pairing(x.id, None, Some(Outcome::FirstWins), false));
    }
    for (i, p) in out.iter_mut().enumerate() {
        p.board = i as u32 + 1;
    }
    Ok(out)
}

fn pairing(
    first: PlayerId,
    second: Option<PlayerId>,
    result: Option<Outcome>,
    forfeit: bool,
) -> Pairing {
    Pairing {
        board: 0,
        first,
        second,
        result,
        forfeit,
    }
}
