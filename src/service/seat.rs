//! "The caller's game, their side": the one check every command that acts on a game as one of its
//! players goes through (moves and their autocomplete, `/board square:`, resign, abort, draw
//! offers). What differs between commands is the [`Need`], an explicit parameter, so a new
//! command states what it needs instead of copying a variant of the checks.

use super::errors::ServiceError;
use super::replies::Refusal;
use super::{Caller, GameId, Service};
use crate::games::{AnyGame, Side, ToAct};
use crate::store::clocks::Timing;
use crate::store::{GameRecord, PlayerRecord, Status};

/// What a command needs of the game it acts on, beyond the caller playing in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Need {
    /// The game is under way: started, and not over by its status or by its rules (resign,
    /// abort, draw offers).
    InPlay,
    /// The game is under way and the rules name the caller's side to act (a move, its
    /// autocomplete, the moves from a square). Without a game id, several games in the channel
    /// are narrowed to the one where it is the caller's turn.
    Turn,
}

/// The caller's seat at a game: the game, its position, the caller's player row and side.
pub(super) struct Seat {
    pub record: GameRecord,
    pub state: AnyGame,
    pub me: PlayerRecord,
    pub side: Side,
    /// The game's clock columns, read with its row.
    pub timing: Timing,
}

impl Service {
    /// The game named by `game` (or the caller's only fitting game in the channel), checked in
    /// this order: the caller may know of it, plays in it, it is under way, and (for
    /// [`Need::Turn`]) it is their turn. Each failed check is the refusal that says so.
    pub(super) fn seat(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        need: Need,
    ) -> Result<Seat, ServiceError> {
        let (record, state, timing) = self.select_own(caller, game, need == Need::Turn)?;
        self.check_thread(caller, &record)?;
        let id = record.id;
        // The caller's player row is the game's, if they play in it.
        let me = record
            .players
            .iter()
            .find(|p| p.external_id == caller.user.id)
            .cloned()
            .ok_or(Refusal::NotYourGame(id))?;
        let side = record.side_of(me.id).ok_or(Refusal::NotYourGame(id))?;
        match record.status {
            Status::Active => {}
            Status::Challenge => return Err(Refusal::NotStarted(id).into()),
            Status::Declined | Status::Cancelled => return Err(Refusal::ChallengeClosed(id).into()),
            Status::Finished => return Err(Refusal::GameOver(id).into()),
        }
        match state.to_act() {
            ToAct::Nobody => return Err(Refusal::GameOver(id).into()),
            ToAct::Side(s) if s == side => {}
            _ if need == Need::Turn => return Err(Refusal::NotYourTurn(id).into()),
            _ => {}
        }
        Ok(Seat {
            record,
            state,
            me,
            side,
            timing,
        })
    }
}
