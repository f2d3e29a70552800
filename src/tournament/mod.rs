//! Tournaments, the pure part: who plays whom in each round (Swiss and round robin), and the
//! standings with their tie-breaks. Nothing here reads the store or knows Discord: the service
//! builds a [`Tournament`] from its rows, asks for the next round's [`Pairing`]s or the
//! [`Standing`]s, and writes or shows them. The exact rules are in `docs/tournaments.md`.

/// A player's id (the store's `players.id`).
pub type PlayerId = i64;

/// How a tournament is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// A fixed number of rounds, players paired within score groups.
    Swiss,
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, sides swapped the second time.
    DoubleRoundRobin,
}

impl Format {
    pub const ALL: [Format; 3] = [Format::Swiss, Format::RoundRobin, Format::DoubleRoundRobin];

    /// The stored and typed name: `swiss`, `round-robin`, `double-round-robin`.
    pub const fn code(self) -> &'static str {
        match self {
            Format::Swiss => "swiss",
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
        }
    }

    pub fn parse(code: &str) -> Option<Format> {
        Self::ALL.into_iter().find(|f| f.code() == code)
    }

    pub const fn is_round_robin(self) -> bool {
        !matches!(self, Format::Swiss)
    }
}

/// Most players a round robin takes.
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 12;

/// A player of the tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub id: PlayerId,
    /// Their rating in the tournament's game when they joined (seeds the first round and
    /// breaks ties between equal scores in pairing order).
    pub rating: f64,
    /// The first round they may be paired in (1, or later for a late entry).
    pub joined_round: u32,
    /// The round during which they left; they are not paired after it. `None` while in.
    pub left_round: Option<u32>,
}

impl Entrant {
    /// Whether they may be paired in `round`.
    pub fn plays_in(&self, round: u32) -> bool {
        self.joined_round <= round && self.left_round.is_none_or(|left| round <= left)
    }
}

/// A game's result, by side: the first side moves first (as "white").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstWins,
    SecondWins,
    Draw,
}

/// One board of a round: who plays the first side, who the second (`None`: a bye), and the
/// result once known.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// 1-based, in the order the round is announced (a bye last).
    pub board: u32,
    pub first: PlayerId,
    /// `None`: `first` has the bye (scored as a win, `result` is `FirstWins`).
    pub second: Option<PlayerId>,
    pub result: Option<Outcome>,
    /// The result was given without play (a player who had left was not there).
    pub forfeit: bool,
}

/// Everything the pairing and the standings depend on.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub format: Format,
    /// Every player who ever entered (those who left too: they keep their results).
    pub entrants: Vec<Entrant>,
    /// The rounds paired so far: `rounds[0]` is round 1.
    pub rounds: Vec<Vec<Pairing>>,
    /// How many rounds the tournament has (fixed at its start).
    pub planned_rounds: u32,
}
