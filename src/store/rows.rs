//! Reading the store's rows: a game row with its two players ([`RawGame`], read from
//! [`GAME_COLUMNS`]), an action row ([`RawAction`]), and the snapshot of a position as stored.
//! Loading a game and `tabula doctor` read the same rows through these, so the two cannot
//! disagree about which column is which.

use super::sql::{Cell, Cursor, FromCell, FromRow, Row};

use super::codes::{parse_side, parse_to_act};
use super::{
    EndCause, Ending, GameId, GameRecord, PlayerId, PlayerRecord, Status, StoreError, Variant,
};
use crate::games::AnyGame;

/// Declares the columns of a game row once: [`GAME_COLUMNS`] selects them in the order of
/// [`GameColumn`], whose variants are read as their positions (`row.get(GameColumn::Status as
/// usize)`), so a column cannot be read at another's place. (Positions, not names: a name is
/// looked up by comparing it with every column's, for each column of each row read.)
macro_rules! game_columns {
    ($first:ident = $first_sql:literal $(, $column:ident = $sql:literal)* $(,)?) => {
        /// The columns of a game row, in the order [`GAME_COLUMNS`] selects them.
        #[derive(Clone, Copy, Debug)]
        pub(super) enum GameColumn {
            $first,
            $($column,)*
        }

        impl GameColumn {
            /// How many there are: the position of a column a query selects after them.
            pub(super) const COUNT: usize = [$first_sql $(, $sql)*].len();
            /// Each column as the query names it, by position.
            const NAMES: &[&str] = &[$first_sql $(, $sql)*];
        }

        /// The columns of a game row, after `SELECT`, with [`GAME_FROM`].
        pub(super) const GAME_COLUMNS: &str = concat!($first_sql $(, ", ", $sql)*);
    };
}

game_columns! {
    Id = "g.id",
    Variant = "g.variant",
    Guild = "g.guild",
    Channel = "g.channel",
    Challenger = "g.challenger",
    Status = "g.status",
    ToAct = "g.to_act",
    Winner = "g.winner",
    EndReason = "g.end_reason",
    Version = "g.version",
    CreatedAt = "g.created_at",
    UpdatedAt = "g.updated_at",
    FirstId = "p1.id",
    FirstExternalId = "p1.external_id",
    FirstName = "p1.name",
    FirstMention = "p1.mention",
    SecondId = "p2.id",
    SecondExternalId = "p2.external_id",
    SecondName = "p2.name",
    SecondMention = "p2.mention",
    Rated = "g.rated",
    Tournament = "g.tournament_id",
}

/// LEFT JOINs: a game whose player row is missing is read, and found damaged, rather than
/// looking like no game at all.
pub(super) const GAME_FROM: &str = "FROM games g LEFT JOIN players p1 ON p1.id = g.first_player \
     LEFT JOIN players p2 ON p2.id = g.second_player";

/// The snapshot column, selected right after [`GAME_COLUMNS`] by the queries that read the
/// position too (`SELECT {GAME_COLUMNS}, {STATE_COLUMN} {GAME_FROM}`); read with [`snapshot_of`].
pub(super) const STATE_COLUMN: &str = "g.state";

/// The snapshot of a row of `GAME_COLUMNS, STATE_COLUMN`, as stored (`None`: NULL).
pub(super) fn snapshot_of(row: &Row) -> Result<Option<String>, StoreError> {
    row.get(GameColumn::COUNT)
}

/// The columns of a game row as read, before interpretation.
pub(super) struct RawGame {
    pub(super) id: GameId,
    variant: String,
    guild: Option<String>,
    channel: String,
    challenger: PlayerId,
    status: String,
    to_act: String,
    winner: Option<String>,
    end_reason: Option<String>,
    pub(super) version: i64,
    created_at: i64,
    updated_at: i64,
    players: [PlayerRecord; 2],
    rated: bool,
    tournament: Option<i64>,
    /// What could not be read (a NULL or a value of the wrong type where the schema promises
    /// otherwise, a missing player row): a row with any is [`StoreError::Corrupt`] once
    /// interpreted, so that one damaged row is set aside instead of failing a whole listing.
    damage: Vec<String>,
}

/// Column `at` of `row`, or the type's default with what was wrong added to `damage`.
fn column<T: FromCell + Default>(row: &Row, at: GameColumn, damage: &mut Vec<String>) -> T {
    row.get(at as usize).unwrap_or_else(|error| {
        let name = GameColumn::NAMES.get(at as usize).unwrap_or(&"?");
        damage.push(format!("column {name}: {error}"));
        T::default()
    })
}

/// The player of a game row whose columns are `[id, external_id, name, mention]` (a missing
/// row reads as NULLs).
fn player_at(
    row: &Row,
    [id, external_id, name, mention]: [GameColumn; 4],
    which: &str,
    damage: &mut Vec<String>,
) -> PlayerRecord {
    if matches!(row.get::<Cell>(id as usize), Ok(Cell::Null)) {
        damage.push(format!("the {which} player's row is missing"));
        return PlayerRecord {
            id: 0,
            external_id: String::new(),
            name: String::new(),
            mention: String::new(),
        };
    }
    PlayerRecord {
        id: column(row, id, damage),
        external_id: column(row, external_id, damage),
        name: column(row, name, damage),
        mention: column(row, mention, damage),
    }
}

impl RawGame {
    /// Reads a row of [`GAME_COLUMNS`]; fails only if its id cannot be read.
    pub(super) fn from_row(row: &Row) -> Result<RawGame, StoreError> {
        use GameColumn as C;
        let id: GameId = row.get(C::Id as usize)?;
        let mut damage = Vec::new();
        let players = [
            player_at(
                row,
                [
                    C::FirstId,
                    C::FirstExternalId,
                    C::FirstName,
                    C::FirstMention,
                ],
                "first",
                &mut damage,
            ),
            player_at(
                row,
                [
                    C::SecondId,
                    C::SecondExternalId,
                    C::SecondName,
                    C::SecondMention,
                ],
                "second",
                &mut damage,
            ),
        ];
        let d = &mut damage;
        let raw = RawGame {
            id,
            variant: column(row, C::Variant, d),
            guild: column(row, C::Guild, d),
            channel: column(row, C::Channel, d),
            challenger: column(row, C::Challenger, d),
            status: column(row, C::Status, d),
            to_act: column(row, C::ToAct, d),
            winner: column(row, C::Winner, d),
            end_reason: column(row, C::EndReason, d),
            version: column(row, C::Version, d),
            created_at: column(row, C::CreatedAt, d),
            updated_at: column(row, C::UpdatedAt, d),
            players,
            rated: column(row, C::Rated, d),
            tournament: column(row, C::Tournament, d),
            damage: Vec::new(),
        };
        Ok(RawGame { damage, ..raw })
    }

    pub(super) fn interpret(self) -> Result<GameRecord, StoreError> {
        let id = self.id;
        let corrupt = |reason: String| StoreError::Corrupt { game: id, reason };
        if !self.damage.is_empty() {
            return Err(corrupt(self.damage.join("; ")));
        }
        let variant: Variant = self
            .variant
            .parse()
            .map_err(|_| corrupt(format!("unknown variant {:?}", self.variant)))?;
        let status = Status::parse(&self.status)
            .ok_or_else(|| corrupt(format!("unknown status {:?}", self.status)))?;
        let to_act = parse_to_act(&self.to_act)
            .ok_or_else(|| corrupt(format!("unknown side to act {:?}", self.to_act)))?;
        let ending = match (status, self.end_reason.as_deref()) {
            (Status::Finished, Some(code)) => {
                let cause = EndCause::parse(code)
                    .ok_or_else(|| corrupt(format!("unknown end reason {code:?}")))?;
                let winner = match self.winner.as_deref() {
                    None => None,
                    Some(w) => Some(parse_side(w).ok_or_else(|| corrupt(format!("winner {w:?}")))?),
                };
                Some(Ending { winner, cause })
            }
            (Status::Finished, None) => return Err(corrupt("finished without a reason".into())),
            _ => None,
        };
        Ok(GameRecord {
            id,
            variant,
            guild: self.guild,
            channel: self.channel,
            challenger: self.challenger,
            players: self.players,
            status,
            to_act,
            ending,
            rated: self.rated,
            tournament: self.tournament,
            version: self.version,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

/// `statuses` as an SQL list (`'active', 'finished'`), for `status IN (...)`.
pub(super) fn status_list(statuses: &[Status]) -> String {
    statuses
        .iter()
        .map(|s| format!("'{}'", s.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An action's columns (`a`: the actions table): [`RawAction`]'s [`FromRow::COLUMNS`].
macro_rules! action_columns {
    () => {
        "a.seq, a.actor, a.kind, a.text, a.created_at"
    };
}

/// A game's actions in order (`?1`: its id), each read as a [`RawAction`] (`Row::read`).
pub(super) const ACTIONS_OF_GAME: &str = concat!(
    "SELECT ",
    action_columns!(),
    " FROM actions a WHERE a.game_id = ?1 ORDER BY a.seq"
);

/// An action row as read, its kind not yet interpreted.
pub(super) struct RawAction {
    pub(super) seq: i64,
    pub(super) actor: Option<PlayerId>,
    pub(super) kind: String,
    pub(super) text: String,
    pub(super) created_at: i64,
}

impl FromRow for RawAction {
    const COLUMNS: &'static str = action_columns!();
    const FROM: &'static str = "FROM actions a";

    fn from_row(row: &mut Cursor<'_>) -> Result<Self, StoreError> {
        Ok(RawAction {
            seq: row.next()?,
            actor: row.next()?,
            kind: row.next()?,
            text: row.next()?,
            created_at: row.next()?,
        })
    }
}

/// A position as the snapshot column stores it: its position text (see
/// [`crate::games::Game::position_text`]; since schema version 11, which converted the structs'
/// JSON stored before, `migrate::positions`).
pub(super) fn encode_state(_game: GameId, state: &AnyGame) -> Result<String, StoreError> {
    Ok(state.position_text())
}

/// A snapshot as stored, decoded, if it is the text of a position of `variant`.
pub(super) fn decode_snapshot(state: &str, variant: Variant) -> Result<AnyGame, String> {
    AnyGame::from_position_text(variant, state).map_err(|e| e.to_string())
}

/// Whether two positions are the same (their texts, everything the rules keep, are equal).
pub(super) fn same_position(a: &AnyGame, b: &AnyGame) -> bool {
    a.variant() == b.variant() && a.position_text() == b.position_text()
}
