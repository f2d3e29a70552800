//! The rules of movement of Bastonus: one check per kind of move (a step, a rank, a push), used
//! both by the generator and by `play`, and the generator itself, which walks every move the
//! rules of movement allow without allocating.

use super::*;

impl Bastonus {
    pub(super) fn check_step(&self, side: Side, from: Square, to: Square) -> Result<(), Illegal> {
        let me = self.men[side.index()];
        if me & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        let (df, dr) = (
            to.file as i8 - from.file as i8,
            to.rank as i8 - from.rank as i8,
        );
        let is_dux = self.dux & bit(from) != 0;
        let orthogonal_step = df.abs() + dr.abs() == 1;
        let diagonal_step = df.abs() == 1 && dr.abs() == 1;
        let jump = (df.abs() == 2 || dr.abs() == 2)
            && (df.abs() == 0 || df.abs() == 2)
            && (dr.abs() == 0 || dr.abs() == 2);
        if !(orthogonal_step || (is_dux && (diagonal_step || jump))) {
            return Err(Illegal::NotAStep);
        }
        if self.occupied() & bit(to) != 0 {
            return Err(Illegal::Occupied);
        }
        if jump {
            let over = offset(from, (df / 2, dr / 2)).ok_or(Illegal::NotAStep)?;
            if self.occupied() & bit(over) == 0 {
                return Err(Illegal::NothingToJump);
            }
        }
        Ok(())
    }

    /// The squares of the straight line from `a` to `b` (inclusive, as a mask), if they are
    /// aligned and distinct.
    pub(super) fn line(a: Square, b: Square) -> Option<(Dir, u64)> {
        let dir = if a.rank == b.rank && a.file < b.file {
            Dir::East
        } else if a.rank == b.rank && a.file > b.file {
            Dir::West
        } else if a.file == b.file && a.rank < b.rank {
            Dir::North
        } else if a.file == b.file && a.rank > b.rank {
            Dir::South
        } else {
            return None;
        };
        let mut mask = bit(a);
        let mut at = a;
        while at != b {
            at = towards(at, dir)?;
            mask |= bit(at);
        }
        Some((dir, mask))
    }

    /// Whether the rank `mask` of legionaries can move one square towards `dir`: every square
    /// it enters is on the board and empty (or left by the rank itself). `Err` says why not.
    pub(super) fn rank_fits(&self, mask: u64, dir: Dir) -> Result<(), Illegal> {
        let moved = shift(mask, dir);
        if moved.count_ones() != mask.count_ones() {
            Err(Illegal::NotARank)
        } else if moved & self.occupied() & !mask != 0 {
            Err(Illegal::Occupied)
        } else {
            Ok(())
        }
    }

    pub(super) fn check_rank(
        &self,
        side: Side,
        from: Square,
        to: Square,
        dir: Dir,
    ) -> Result<(), Illegal> {
        if self.men[side.index()] & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        let Some((_, mask)) = Self::line(from, to).filter(|_| bit(from) < bit(to)) else {
            return Err(Illegal::NotARank);
        };
        if mask & self.legionaries(side) != mask {
            return Err(Illegal::NotARank);
        }
        // A rank moving along its own line can only fail at its front; one moving across it
        // fails on every square alike: so "off the board" and "occupied" never compete.
        self.rank_fits(mask, dir)
    }

    /// Checks a push; on success says what it moves.
    pub(super) fn check_push(
        &self,
        side: Side,
        from: Square,
        front: Square,
        dir: Dir,
    ) -> Result<PushPlan, Illegal> {
        let me = self.men[side.index()];
        let enemy = self.men[side.other().index()];
        if me & bit(from) == 0 {
            return Err(Illegal::NotYourPiece);
        }
        if self.colossus & bit(from) != 0 && from == front {
            // The Colosse pushes one adjacent piece of either colour, one square.
            let target = towards(from, dir).ok_or(Illegal::NothingToPush)?;
            if self.occupied() & bit(target) == 0 {
                return Err(Illegal::NothingToPush);
            }
            if self.is_recoiling(side, bit(from), dir) {
                return Err(Illegal::NoPushBack);
            }
            let plan = |ejected| PushPlan {
                pushers: bit(from),
                pushed: bit(target),
                first: target,
                ejected,
                colossus: true,
            };
            return match towards(target, dir) {
                None => Ok(plan(Some(target))),
                Some(beyond) if self.occupied() & bit(beyond) == 0 => Ok(plan(None)),
                Some(_) => Err(Illegal::PushBlocked),
            };
        }
        // Legionaries: the line from `from` to `front` must run towards `dir`.
        let pushers = if from == front {
            bit(from)
        } else {
            match Self::line(from, front) {
                Some((d, line)) if d == dir => line,
                _ => return Err(Illegal::NotARank),
            }
        };
        if pushers & !self.legionaries(side) != 0 {
            return Err(Illegal::NotARank);
        }
        let first = towards(front, dir);
        let mut pushed = 0u64;
        let mut last = front;
        let mut at = first;
        let off_board = loop {
            match at {
                None => break true,
                Some(sq) if enemy & bit(sq) != 0 => {
                    pushed |= bit(sq);
                    last = sq;
                    at = towards(sq, dir);
                }
                Some(sq) if me & bit(sq) != 0 => {
                    if pushed == 0 {
                        return Err(Illegal::NothingToPush);
                    }
                    return Err(Illegal::PushBlocked);
                }
                Some(_) => break false,
            }
        };
        let Some(first) = first.filter(|_| pushed != 0) else {
            return Err(Illegal::NothingToPush);
        };
        if pushed.count_ones() > pushers.count_ones() {
            return Err(Illegal::PushTooFew);
        }
        if pushers & !self.exhausted == 0 {
            return Err(Illegal::Exhausted);
        }
        if self.is_recoiling(side, pushers, dir) {
            return Err(Illegal::NoPushBack);
        }
        Ok(PushPlan {
            pushers,
            pushed,
            first,
            ejected: off_board.then_some(last),
            colossus: false,
        })
    }

    pub(super) fn check_move(&self, side: Side, mv: &Move) -> Result<(), Illegal> {
        match *mv {
            Move::Step { from, to } => self.check_step(side, from, to),
            Move::Rank { from, to, dir } => self.check_rank(side, from, to, dir),
            Move::Push { from, front, dir } => self.check_push(side, from, front, dir).map(|_| ()),
            Move::Pass => Err(Illegal::NothingToPass),
        }
    }

    /// Calls `f` on every move by the rules of movement (before the capture-chain restriction)
    /// of `side`, always in the same order, until `f` breaks; says whether it broke. Nothing is
    /// allocated: listing the moves, finding one and finding a capture all walk this once.
    pub(super) fn each_candidate(
        &self,
        side: Side,
        mut f: impl FnMut(Move) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let me = self.men[side.index()];
        let enemy = self.men[side.other().index()];
        let occupied = self.occupied();
        let legion = self.legionaries(side);
        // `next_to[d]`: squares whose neighbour in direction `d` is occupied, or an enemy.
        let next_to = Dir::ALL.map(|d| shift(occupied, d.opposite()));
        let enemy_ahead = Dir::ALL.map(|d| shift(enemy, d.opposite()));
        let mut pieces = me;
        while pieces != 0 {
            let i = pieces.trailing_zeros();
            pieces &= pieces - 1;
            let b = 1u64 << i;
            let from = square_of(i);
            if self.dux & b != 0 {
                for d in ALL_WAYS {
                    let Some(to) = offset(from, d) else {
                        continue;
                    };
                    if occupied & bit(to) == 0 {
                        f(Move::Step { from, to })?;
                    } else if let Some(beyond) = offset(to, d).filter(|&s| occupied & bit(s) == 0) {
                        // The Dux jumps over the piece next to it to the empty square beyond.
                        f(Move::Step { from, to: beyond })?;
                    }
                }
            } else {
                for dir in Dir::ALL {
                    let n = NEIGHBOURS[i as usize][dir as usize];
                    if n != OFF && occupied & (1 << n) == 0 {
                        f(Move::Step {
                            from,
                            to: square_of(u32::from(n)),
                        })?;
                    }
                }
            }
            if self.colossus & b != 0 {
                for dir in Dir::ALL {
                    // Only a piece next to it can be pushed.
                    if next_to[dir as usize] & b != 0
                        && self.check_push(side, from, from, dir).is_ok()
                    {
                        f(Move::Push {
                            from,
                            front: from,
                            dir,
                        })?;
                    }
                }
            }
            if legion & b == 0 {
                continue;
            }
            // Ranks with `from` as the end nearer a1.
            for axis in [Dir::East, Dir::North] {
                let mut at = i as u8;
                let mut rank = b;
                loop {
                    let next = NEIGHBOURS[usize::from(at)][axis as usize];
                    if next == OFF || legion & (1 << next) == 0 {
                        break;
                    }
                    at = next;
                    rank |= 1 << next;
                    for dir in Dir::ALL {
                        if self.rank_fits(rank, dir).is_ok() {
                            f(Move::Rank {
                                from,
                                to: square_of(u32::from(at)),
                                dir,
                            })?;
                        }
                    }
                }
            }
            // Pushes with `from` as the rear: the front is the last legionary of the run, and
            // only an enemy in front of it can be pushed.
            for dir in Dir::ALL {
                let mut front = i as u8;
                loop {
                    let next = NEIGHBOURS[usize::from(front)][dir as usize];
                    if next == OFF || legion & (1 << next) == 0 {
                        break;
                    }
                    front = next;
                }
                if enemy_ahead[dir as usize] & (1 << front) != 0 {
                    let front = square_of(u32::from(front));
                    if self.check_push(side, from, front, dir).is_ok() {
                        f(Move::Push { from, front, dir })?;
                    }
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether `side` has any move by the rules of movement.
    pub(super) fn has_candidate(&self, side: Side) -> bool {
        self.each_candidate(side, |_| ControlFlow::Break(()))
            .is_break()
    }

    /// Whether `mv` (a candidate of `side`) takes anything.
    pub(super) fn takes(&self, side: Side, mv: &Move) -> bool {
        self.clone().execute(side, mv).is_ok_and(|fx| fx.taken > 0)
    }
}
