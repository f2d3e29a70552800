//! Captures and endings of Bastonus: which pieces a move takes (custodial, corner and camp
//! captures), whether a capture chain can go on, and the checks of the six endings and the guard
//! at the end of a move and the start of a turn.

use super::*;

impl Bastonus {
    /// Whether the piece of `side` on `sq` can help take a piece on `victim`.
    pub(super) fn can_capture(&self, side: Side, sq: Square, victim: Square) -> bool {
        let b = bit(sq);
        // A piece in a camp helps only against a piece in a camp.
        let camp_allows = !in_camp(sq) || in_camp(victim);
        self.men[side.index()] & b != 0 && self.empress & b == 0 && camp_allows
    }

    /// Enemy pieces taken by `side`'s pieces that moved to `movers` (bit mask).
    pub(super) fn captured_by(&self, side: Side, movers: u64) -> u64 {
        let enemy = self.men[side.other().index()];
        let mut taken = 0;
        for m in squares(movers) {
            for dir in Dir::ALL {
                let Some(victim) = towards(m, dir) else {
                    continue;
                };
                if enemy & bit(victim) == 0 || !self.can_capture(side, m, victim) {
                    continue;
                }
                // Custodial (*encadrement*): the victim between the mover and another piece.
                if let Some(beyond) = towards(victim, dir) {
                    if self.can_capture(side, beyond, victim) {
                        taken |= bit(victim);
                        continue;
                    }
                }
                // Corner, and any camp square: a piece at right angles to the mover.
                if is_corner(victim) || in_camp(victim) {
                    for across in dir.across() {
                        if let Some(other) = towards(victim, across) {
                            if self.can_capture(side, other, victim) {
                                taken |= bit(victim);
                            }
                        }
                    }
                }
            }
        }
        taken
    }

    pub(super) fn has_capturing_move(&self, side: Side) -> bool {
        self.each_candidate(side, |mv| {
            if self.takes(side, &mv) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// The conquests of `mover`, checked after each of its moves, most glorious first.
    pub(super) fn check_conquest(&self, mover: Side) -> Option<Outcome> {
        let enemy = mover.other();
        let mine = self.men[mover.index()];
        let reason = if self.men[enemy.index()] & !BOTH_CAMPS == 0 {
            EndReason::FieldVictory(mover)
        } else if mine & CAMPS[enemy.index()] == CAMPS[enemy.index()] {
            EndReason::CampConquered(mover)
        } else if mine & self.empress & CAMPS[enemy.index()] != 0 {
            EndReason::CampAnnexed(mover)
        } else {
            return None;
        };
        Some(Outcome {
            winner: Some(mover),
            reason,
        })
    }

    /// The capitulations of the side to act, checked at the start of its turn, then the guard
    /// and a side left without a move.
    pub(super) fn check_turn_start(&self) -> Option<Outcome> {
        let side = self.turn;
        let mine = self.men[side.index()];
        let chiefs = self.dux | self.colossus | self.empress;
        let reason = if self.legionaries(side) == 0 {
            EndReason::LegionLost(side)
        } else if mine & chiefs & !BOTH_CAMPS == 0 {
            EndReason::CommandLost(side)
        } else if mine & self.empress == 0 {
            EndReason::EmpressTaken(side)
        } else if self.quiet >= NO_CAPTURE_LIMIT {
            return Some(Outcome {
                winner: None,
                reason: EndReason::NoCaptureMovesEach(NO_CAPTURE_MOVES_EACH),
            });
        } else if self.has_candidate(side) {
            return None;
        } else {
            EndReason::Blocked(side)
        };
        Some(Outcome {
            winner: Some(side.other()),
            reason,
        })
    }

    pub(super) fn end_turn(&mut self) {
        let side = self.turn;
        self.chain = false;
        if self.recoil.is_some_and(|r| r.side == side) {
            self.recoil = None;
        }
        self.turn = side.other();
        self.outcome = self.check_turn_start();
    }
}
