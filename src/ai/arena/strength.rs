//! Ratings on one scale from a round robin: every player's strength fitted to all the games at
//! once (the Bradley–Terry model, which Elo's formula is: a player `D` points above another is
//! expected to score `1 / (1 + 10^(−D/400))`), with one player fixed at 0 (the random mover),
//! and a 95% interval per player from a parametric bootstrap.
//!
//! - **The fit** is the model's maximum likelihood, by Hunter's MM iteration (2004), a draw
//!   counting half a win to each side. A player that won every game against everyone has no
//!   finite maximum, so each pair gets one virtual draw (as BayesElo's prior does): a pair that
//!   never played adds nothing, and a sweep of n games reads as n + ½ points of n + 1.
//! - **The interval**: the round robin is played again in imagination 1,000 times, each pair's
//!   games drawn from its own observed wins, draws and losses with the prior's virtual draw
//!   among them (a fixed seed, so the same report always gives the same intervals), the fit
//!   redone each time, and the 2.5th and 97.5th percentiles of each player's rating kept. With
//!   the virtual draw a sweep's games are drawn as a draw once in n + 1: resampling the
//!   observed games alone would give a level that won all its games an interval of zero width. The anchor's interval is 0 to 0 by definition:
//!   the others' intervals carry the anchor's uncertainty too.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::{PairResult, Player, Tally};

/// A player's fitted rating, with its 95% interval, on the scale where the anchor is 0.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength {
    pub player: Player,
    pub rating: f64,
    pub low: f64,
    pub high: f64,
    /// Games the player played in the round robin.
    pub games: u32,
}

/// Resamples of the bootstrap.
const RESAMPLES: usize = 1000;

/// Fits every player of `pairs` on one scale with `anchor` at 0 (see the module doc). Players
/// in the order of [`Player::ALL`]; a player of no pair is left out. `None` when the anchor
/// played no game.
pub fn fit(pairs: &[PairResult], anchor: Player) -> Option<Vec<Strength>> {
    let players: Vec<Player> = Player::ALL
        .into_iter()
        .filter(|p| pairs.iter().any(|r| r.a == *p || r.b == *p))
        .collect();
    let index = |p: Player| players.iter().position(|q| *q == p);
    let anchor = index(anchor)?;
    let indexed: Vec<(usize, usize, Tally)> = pairs
        .iter()
        .filter_map(|r| Some((index(r.a)?, index(r.b)?, r.tally)))
        .collect();
    let ratings = ratings_of(players.len(), &indexed, anchor);
    let mut rng = SmallRng::seed_from_u64(0x5eed_0f_1e7e15);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(RESAMPLES); players.len()];
    for _ in 0..RESAMPLES {
        let drawn: Vec<(usize, usize, Tally)> = indexed
            .iter()
            .map(|&(a, b, t)| (a, b, resample(t, &mut rng)))
            .collect();
        for (i, r) in ratings_of(players.len(), &drawn, anchor)
            .into_iter()
            .enumerate()
        {
            samples[i].push(r);
        }
    }
    Some(
        players
            .iter()
            .enumerate()
            .map(|(i, &player)| {
                let s = &mut samples[i];
                s.sort_by(f64::total_cmp);
                let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
                Strength {
                    player,
                    rating: ratings[i],
                    low: at(0.025),
                    high: at(0.975),
                    games: indexed
                        .iter()
                        .filter(|(a, b, _)| *a == i || *b == i)
                        .map(|(_, _, t)| t.games())
                        .sum(),
                }
            })
            .collect(),
    )
}

/// The maximum-likelihood ratings (Elo points, the anchor at 0) with one virtual draw a pair.
fn ratings_of(n: usize, pairs: &[(usize, usize, Tally)], anchor: usize) -> Vec<f64> {
    // Points and games with the prior: one virtual draw per pair that played.
    let mut points = vec![0.0f64; n];
    let mut games = vec![vec![0.0f64; n]; n];
    for &(a, b, t) in pairs {
        if t.games() == 0 {
            continue;
        }
        let won = f64::from(t.wins) + 0.5 * f64::from(t.draws) + 0.5;
        let lost = f64::from(t.losses) + 0.5 * f64::from(t.draws) + 0.5;
        points[a] += won;
        points[b] += lost;
        let g = f64::from(t.games()) + 1.0;
        games[a][b] += g;
        games[b][a] += g;
    }
    let mut gamma = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut change = 0.0f64;
        for i in 0..n {
            let denom: f64 = (0..n)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (gamma[i] + gamma[j]))
                .sum();
            if denom <= 0.0 {
                continue;
            }
            let next = points[i] / denom;
            change = change.max((next / gamma[i]).ln().abs());
            gamma[i] = next;
        }
        // Keep the scale's level fixed (the model only sees ratios).
        let norm = gamma[anchor];
        gamma.iter_mut().for_each(|g| *g /= norm);
        if change < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 400.0 * g.log10()).collect()
}

/// A pair's games drawn again from its own observed shares of wins, draws and losses, the
/// prior's virtual draw counted as one more game (a win `w / (n + 1)` of the time, a draw
/// `(d + 1) / (n + 1)`, a loss `l / (n + 1)`).
fn resample(t: Tally, rng: &mut SmallRng) -> Tally {
    let n = t.games();
    let mut out = Tally::default();
    for _ in 0..n {
        let x = rng.random_range(0..=n);
        if x < t.wins {
            out.wins += 1;
        } else if x < t.wins + t.draws + 1 {
            out.draws += 1;
        } else {
            out.losses += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests;
