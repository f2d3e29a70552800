use super::*;
use crate::ai::Level;

fn pair(a: Player, b: Player, wins: u32, draws: u32, losses: u32) -> PairResult {
    PairResult {
        a,
        b,
        tally: Tally {
            wins,
            draws,
            losses,
        },
    }
}

const R: Player = Player::Random;
const N: Player = Player::Computer(Level::Novice);
const L: Player = Player::Computer(Level::Legionary);
const C: Player = Player::Computer(Level::Centurion);
const I: Player = Player::Computer(Level::Imperator);

fn rating(fit: &[Strength], p: Player) -> Strength {
    *fit.iter().find(|s| s.player == p).expect("rated")
}

#[test]
fn two_players_get_the_elo_difference_of_their_score_with_the_prior_draw() {
    // 75 wins of 100 for the novice; with the virtual draw, 75.5 of 101.
    let fit = fit(&[pair(R, N, 25, 0, 75)], R).expect("anchor played");
    assert_eq!(fit.len(), 2);
    let expected = 400.0 * (75.5f64 / 25.5).log10();
    let novice = rating(&fit, N);
    assert!((novice.rating - expected).abs() < 0.01, "{novice:?}");
    assert_eq!(rating(&fit, R).rating, 0.0);
    assert!(novice.low < novice.rating && novice.rating < novice.high);
    assert!(
        novice.low > 100.0,
        "75% of 100 games is clearly above: {novice:?}"
    );
    assert_eq!(novice.games, 100);
}

#[test]
fn a_consistent_round_robin_is_fitted_in_order_and_transitively() {
    // Each level 75% against the one below, 90% against two below: three steps of about 190.
    let fit = fit(
        &[
            pair(R, N, 25, 0, 75),
            pair(N, L, 25, 0, 75),
            pair(L, C, 25, 0, 75),
            pair(R, L, 10, 0, 90),
            pair(N, C, 10, 0, 90),
            pair(R, C, 4, 0, 96),
        ],
        R,
    )
    .expect("anchor played");
    let [r, n, l, c] = [R, N, L, C].map(|p| rating(&fit, p).rating);
    assert!(r == 0.0 && n > r && l > n && c > l, "{fit:?}");
    for step in [n - r, l - n, c - l] {
        assert!((150.0..260.0).contains(&step), "{fit:?}");
    }
}

#[test]
fn sweeps_stay_finite_and_more_games_narrow_the_interval() {
    let few = fit(&[pair(R, N, 0, 0, 10)], R).expect("anchor played");
    let many = fit(&[pair(R, N, 0, 0, 100)], R).expect("anchor played");
    let (few, many) = (rating(&few, N), rating(&many, N));
    assert!(few.rating.is_finite() && few.rating > 300.0, "{few:?}");
    assert!(many.rating > few.rating, "{few:?} {many:?}");
    let even_few = rating(&fit(&[pair(R, N, 5, 0, 5)], R).unwrap(), N);
    let even_many = rating(&fit(&[pair(R, N, 50, 0, 50)], R).unwrap(), N);
    assert!(even_few.rating.abs() < 1e-6 && even_many.rating.abs() < 1e-6);
    assert!(
        even_many.high - even_many.low < 0.5 * (even_few.high - even_few.low),
        "{even_few:?} {even_many:?}"
    );
}

/// A level that won all its games is not known to the point: its interval has room below the
/// fit (ten wins in ten are about as likely from a player 250 points above as from one 600
/// above), and it narrows with more games.
#[test]
fn a_sweep_has_an_interval_of_some_width() {
    let ten = rating(&fit(&[pair(R, N, 0, 0, 10)], R).unwrap(), N);
    assert!(ten.high - ten.low > 100.0, "{ten:?}");
    assert!(ten.low < ten.rating - 50.0 && ten.low > 0.0, "{ten:?}");
    let hundred = rating(&fit(&[pair(R, N, 0, 0, 100)], R).unwrap(), N);
    assert!(hundred.low > ten.low, "{ten:?} {hundred:?}");
}

#[test]
fn the_same_games_give_the_same_intervals_and_no_anchor_gives_none() {
    let games = [pair(R, N, 3, 2, 5), pair(N, L, 4, 1, 5)];
    assert_eq!(fit(&games, R), fit(&games, R));
    assert_eq!(fit(&games, C), None);
}

/// The interval is the curvature of the fit with its prior, and always holds the fit.
#[test]
fn the_interval_is_the_fits_curvature_and_holds_the_fit() {
    let even = rating(&fit(&[pair(R, N, 5, 0, 5)], R).unwrap(), N);
    // 11 games (one virtual) at p = ½: information 11/4, so ± 1.96 × √(4/11) × 400 / ln 10.
    let half = (even.high - even.low) / 2.0;
    assert!((half - 205.3).abs() < 0.5, "{even:?}");
    let games = [
        pair(R, N, 1, 0, 9),
        pair(N, L, 3, 1, 6),
        pair(R, L, 0, 0, 10),
        pair(L, C, 5, 2, 3),
        pair(C, I, 0, 4, 0),
    ];
    for s in fit(&games, R).unwrap() {
        assert!(s.low <= s.rating && s.rating <= s.high, "{s:?}");
        assert!(s.player == R || s.high - s.low > 50.0, "{s:?}");
    }
}
