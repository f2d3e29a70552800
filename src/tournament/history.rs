//! What each player did so far: points, byes, opponents and the sides they played, read once
//! from the rounds (and checked: every paired player is an entrant, paired once a round).

use std::collections::HashMap;

use super::{Outcome, PairingError, PlayerId, Side, Tournament};

/// One player's past.
#[derive(Clone, Debug, Default)]
pub(crate) struct Record {
    /// Half-points: 2 a win (a bye and a forfeit win too), 1 a draw.
    pub points2: u32,
    /// Games won against an opponent (forfeit wins included, byes not).
    pub wins: u32,
    pub byes: u32,
    /// Everyone they were paired against, forfeits included.
    pub opponents: Vec<PlayerId>,
    /// The sides of the games played over the board (forfeits and byes not), in order.
    pub sides: Vec<Side>,
}

impl Record {
    /// Games played first minus games played second.
    pub fn colour_difference(&self) -> i32 {
        self.sides
            .iter()
            .map(|s| if *s == Side::First { 1 } else { -1 })
            .sum()
    }

    /// The side they may not have again: the one of their last two games when both were it.
    pub fn must_avoid(&self) -> Option<Side> {
        match self.sides.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        }
    }

    pub fn last_side(&self) -> Option<Side> {
        self.sides.last().copied()
    }
}

/// Every entrant's record, by id.
pub(crate) struct Records(HashMap<PlayerId, Record>);

impl Records {
    pub fn of(t: &Tournament) -> Result<Records, PairingError> {
        let mut map: HashMap<PlayerId, Record> = t
            .entrants
            .iter()
            .map(|e| (e.id, Record::default()))
            .collect();
        for (index, pairings) in t.rounds.iter().enumerate() {
            let round = index as u32 + 1;
            let mut seen = Vec::with_capacity(pairings.len() * 2);
            for p in pairings {
                for player in std::iter::once(p.first).chain(p.second) {
                    if !map.contains_key(&player) {
                        return Err(PairingError::UnknownPlayer { round, player });
                    }
                    if seen.contains(&player) {
                        return Err(PairingError::PairedTwice { round, player });
                    }
                    seen.push(player);
                }
                let Some(second) = p.second else {
                    let r = map.get_mut(&p.first).expect("checked");
                    r.byes += 1;
                    r.points2 += 2;
                    continue;
                };
                let (first_points, second_points) = match p.result {
                    Some(Outcome::FirstWins) => (2, 0),
                    Some(Outcome::SecondWins) => (0, 2),
                    Some(Outcome::Draw) => (1, 1),
                    None => (0, 0),
                };
                for (player, opponent, points, side) in [
                    (p.first, second, first_points, Side::First),
                    (second, p.first, second_points, Side::Second),
                ] {
                    let r = map.get_mut(&player).expect("checked");
                    r.points2 += points;
                    r.wins += u32::from(points == 2);
                    r.opponents.push(opponent);
                    if !p.forfeit {
                        r.sides.push(side);
                    }
                }
            }
        }
        Ok(Records(map))
    }

    pub fn get(&self, player: PlayerId) -> &Record {
        &self.0[&player]
    }
}
