//! Ratings on one scale from a round robin: every player's strength fitted to all the games at
//! once (the Bradley–Terry model, which Elo's formula is: a player `D` points above another is
//! expected to score `1 / (1 + 10^(−D/400))`), with one player fixed at 0 (the random mover),
//! and a 95% interval per player from the fit's curvature.
//!
//! - **The fit** is the model's maximum likelihood, by Hunter's MM iteration (2004), a draw
//!   counting half a win to each side. A player that won every game against everyone has no
//!   finite maximum, so each pair gets one virtual draw (as BayesElo's prior does): a pair that
//!   never played adds nothing, and a sweep of n games reads as n + ½ points of n + 1.
//! - **The interval** is the fit's own curvature (the Laplace approximation): the
//!   information matrix of the likelihood with the prior at its maximum, `g p (1 − p)` for each
//!   pair's `g` games (the virtual draw among them) at the fitted expectation `p`, the anchor's
//!   row and column left out, inverted; a player's 95% interval is its rating ± 1.96 standard
//!   errors. It always holds the rating, is finite and of some width for a sweep (the virtual
//!   draw's curvature), and narrows as the games grow. The others' intervals carry the anchor's
//!   uncertainty too; the anchor's is 0 to 0 by definition. (A percentile bootstrap, tried first,
//!   gave a sweep an interval of zero width, and with the virtual draw put into its redraws it
//!   shrank the redrawn ratings below the fit, so that the fit fell outside its own interval.)

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

/// Standard errors either side of the rating in a 95% interval.
const Z95: f64 = 1.959_964;

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
    let errors = standard_errors(players.len(), &indexed, &ratings, anchor);
    Some(
        players
            .iter()
            .enumerate()
            .map(|(i, &player)| {
                let half = Z95 * errors[i];
                Strength {
                    player,
                    rating: ratings[i],
                    low: ratings[i] - half,
                    high: ratings[i] + half,
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

/// Each player's standard error in Elo points (0 for the anchor), from the information matrix
/// of the likelihood with the prior's virtual draws at the fitted `ratings` (see the module).
fn standard_errors(
    n: usize,
    pairs: &[(usize, usize, Tally)],
    ratings: &[f64],
    anchor: usize,
) -> Vec<f64> {
    // Information in natural units (a rating r is r ln 10 / 400 there).
    let mut info = vec![vec![0.0f64; n]; n];
    for &(a, b, t) in pairs {
        if t.games() == 0 {
            continue;
        }
        let g = f64::from(t.games()) + 1.0;
        let p = 1.0 / (1.0 + 10f64.powf((ratings[b] - ratings[a]) / 400.0));
        let w = g * p * (1.0 - p);
        info[a][a] += w;
        info[b][b] += w;
        info[a][b] -= w;
        info[b][a] -= w;
    }
    let free: Vec<usize> = (0..n).filter(|&i| i != anchor).collect();
    let reduced: Vec<Vec<f64>> = free
        .iter()
        .map(|&i| free.iter().map(|&j| info[i][j]).collect())
        .collect();
    let scale = 400.0 / std::f64::consts::LN_10;
    let mut errors = vec![0.0f64; n];
    if let Some(inverse) = invert(reduced) {
        for (k, &i) in free.iter().enumerate() {
            errors[i] = inverse[k][k].max(0.0).sqrt() * scale;
        }
    } else {
        // A player cut off from the anchor (no games linking them): nothing is known.
        for &i in &free {
            errors[i] = f64::INFINITY;
        }
    }
    errors
}

/// The inverse of a small square matrix by Gauss–Jordan elimination with partial pivoting;
/// `None` if it is singular.
fn invert(mut m: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut inv: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&a, &b| m[a][col].abs().total_cmp(&m[b][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        inv.swap(col, pivot);
        let d = m[col][col];
        for j in 0..n {
            m[col][j] /= d;
            inv[col][j] /= d;
        }
        for row in 0..n {
            if row != col {
                let f = m[row][col];
                if f != 0.0 {
                    for j in 0..n {
                        m[row][j] -= f * m[col][j];
                        inv[row][j] -= f * inv[col][j];
                    }
                }
            }
        }
    }
    Some(inv)
}

#[cfg(test)]
mod tests;
