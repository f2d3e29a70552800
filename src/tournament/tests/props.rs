//! Property tests over random tournaments: every rule of the pairing holds in every round.

use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::*;
use crate::tournament::history::Records;
use crate::tournament::swiss::ranked;

fn random_outcome(rng: &mut SmallRng) -> Outcome {
    match rng.random_range(0..5) {
        0 => Outcome::Draw,
        1 | 2 => Outcome::FirstWins,
        _ => Outcome::SecondWins,
    }
}

/// (rematches, thirds in a row) of pairing `pairs` after the rounds of `records`.
fn faults(records: &Records, pairs: &[(PlayerId, PlayerId)]) -> (usize, usize) {
    let mut rematches = 0;
    let mut thirds = 0;
    for &(a, b) in pairs {
        let (ra, rb) = (records.get(a), records.get(b));
        rematches += usize::from(ra.opponents.contains(&b));
        thirds +=
            usize::from(matches!((ra.must_avoid(), rb.must_avoid()), (Some(x), Some(y)) if x == y));
    }
    (rematches, thirds)
}

/// The fewest (rematches, thirds) of any pairing of `players` (an even number), by trying all.
fn best(records: &Records, players: &[PlayerId]) -> (usize, usize) {
    fn go(
        records: &Records,
        left: &mut Vec<PlayerId>,
        pairs: &mut Vec<(PlayerId, PlayerId)>,
        best: &mut (usize, usize),
    ) {
        if left.is_empty() {
            *best = (*best).min(faults(records, pairs));
            return;
        }
        let a = left.remove(0);
        for i in 0..left.len() {
            let b = left.remove(i);
            pairs.push((a, b));
            go(records, left, pairs, best);
            pairs.pop();
            left.insert(i, b);
        }
        left.insert(0, a);
    }
    let mut best = (usize::MAX, usize::MAX);
    go(records, &mut players.to_vec(), &mut Vec::new(), &mut best);
    best
}

/// Plays a random Swiss of `n` players (late entries before round 2, leavers between rounds)
/// and checks every round's pairing against the rules.
fn check_swiss(n: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let late = rng.random_range(0..=n / 4);
    let mut t = Tournament {
        format: Format::Swiss,
        entrants: (0..n as i64)
            .map(|id| Entrant {
                id,
                // Few distinct ratings: ties are common.
                rating: 1400.0 + 50.0 * rng.random_range(0..6) as f64,
                joined_round: if (id as usize) < late { 2 } else { 1 },
                left_round: None,
            })
            .collect(),
        rounds: Vec::new(),
        planned_rounds: default_swiss_rounds(n) + rng.random_range(0..3),
    };
    for round in 1..=t.planned_rounds {
        if round > 1 {
            for e in &mut t.entrants {
                if e.left_round.is_none() && e.joined_round < round && rng.random_bool(0.06) {
                    e.left_round = Some(round - 1);
                }
            }
        }
        let active: Vec<PlayerId> = t
            .entrants
            .iter()
            .filter(|e| e.plays_in(round))
            .map(|e| e.id)
            .collect();
        let pairing = match pair_next(&t) {
            Err(PairingError::NotEnoughPlayers { .. }) if active.len() < 2 => return Ok(()),
            other => other.map_err(|e| TestCaseError::fail(e.to_string()))?,
        };
        let (pairs, bye) = games(&pairing);
        // Every active player exactly once; nobody else.
        let mut seen: Vec<PlayerId> = pairs.iter().flat_map(|&(a, b)| [a, b]).chain(bye).collect();
        seen.sort();
        prop_assert_eq!(&seen, &active, "round {}", round);
        // The bye: only for an odd number, to the lowest-ranked of those with the fewest byes.
        let records = Records::of(&t).unwrap();
        prop_assert_eq!(bye.is_some(), active.len() % 2 == 1);
        if let Some(bye) = bye {
            let fewest = active.iter().map(|&p| records.get(p).byes).min().unwrap();
            prop_assert_eq!(
                records.get(bye).byes,
                fewest,
                "a second bye while one has none"
            );
            let lowest = ranked(&t, round)
                .into_iter()
                .rev()
                .find(|&p| records.get(p).byes == fewest);
            prop_assert_eq!(Some(bye), lowest);
        }
        // No rematch and no third same side while avoidable (checked by trying every pairing
        // up to ten players; above that, none at all).
        let ours = faults(&records, &pairs);
        if pairs.len() <= 5 {
            let players: Vec<PlayerId> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            prop_assert_eq!(
                ours,
                best(&records, &players),
                "round {}: {:?}",
                round,
                pairs
            );
        } else {
            prop_assert_eq!(ours, (0, 0), "round {}: {:?}", round, pairs);
        }
        // The sides given: a third in a row only where the pair left no choice.
        for &(first, second) in &pairs {
            let (rf, rs) = (records.get(first), records.get(second));
            if rf.must_avoid() == Some(Side::First) || rs.must_avoid() == Some(Side::Second) {
                prop_assert!(
                    rf.must_avoid().is_some() && rf.must_avoid() == rs.must_avoid(),
                    "round {}: {} first, {} second",
                    round,
                    first,
                    second
                );
            }
        }
        let mut played = pairing;
        for p in &mut played {
            if p.result.is_none() {
                p.result = Some(random_outcome(&mut rng));
            }
        }
        t.rounds.push(played);
    }
    prop_assert_eq!(
        pair_next(&t).unwrap_err(),
        PairingError::NoRoundsLeft {
            planned: t.planned_rounds
        }
    );
    Ok(())
}

/// Plays a random round robin to its end: each round everyone at most once, and over the
/// tournament everyone meets everyone once (twice, sides swapped, for a double).
fn check_round_robin(n: usize, double: bool, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let format = if double {
        Format::DoubleRoundRobin
    } else {
        Format::RoundRobin
    };
    let mut t = field(format, n, round_robin_rounds(n, double));
    for e in &mut t.entrants {
        e.rating = 1500.0 + 10.0 * rng.random_range(0..4) as f64;
    }
    for _ in 0..t.planned_rounds {
        let mut round = pair_next(&t).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut seen: Vec<PlayerId> = round
            .iter()
            .flat_map(|p| std::iter::once(p.first).chain(p.second))
            .collect();
        seen.sort();
        let before = seen.len();
        seen.dedup();
        prop_assert_eq!(seen.len(), before, "someone twice in a round");
        prop_assert_eq!(seen.len(), n, "everyone in every round (a game or the bye)");
        for p in &mut round {
            if p.result.is_none() {
                p.result = Some(random_outcome(&mut rng));
            }
        }
        t.rounds.push(round);
    }
    let mut meetings = std::collections::HashMap::new();
    for (a, b) in t.rounds.iter().flat_map(|r| games(r).0) {
        meetings
            .entry((a.min(b), a.max(b)))
            .or_insert_with(Vec::new)
            .push(a);
    }
    prop_assert_eq!(meetings.len(), n * (n - 1) / 2);
    for (pair, firsts) in meetings {
        if double {
            prop_assert_eq!(firsts.len(), 2);
            prop_assert_ne!(firsts[0], firsts[1], "{:?}: sides swapped", pair);
        } else {
            prop_assert_eq!(firsts.len(), 1);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8000, ..ProptestConfig::default() })]

    #[test]
    fn every_swiss_round_pairs_everyone_once_by_the_rules(n in 2usize..=40, seed in any::<u64>()) {
        check_swiss(n, seed)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2500, ..ProptestConfig::default() })]

    #[test]
    fn round_robins_meet_everyone_once_or_twice_sides_swapped(
        n in 2usize..=12,
        double in any::<bool>(),
        seed in any::<u64>(),
    ) {
        check_round_robin(n, double, seed)?;
    }
}
