-- Tabula schema, version 6: tournaments (Swiss and round robin), and games played in threads.
--
-- A tournament belongs to a server's channel (its announcements are posted there). Its entrants
-- join and leave; each round's pairings are rows of `tournament_pairings`, written in the one
-- transaction that advances the tournament's round (with the version check on `tournaments`, as
-- for a game's moves), so a round is paired exactly once whatever the number of processes.
-- Results are read from the games (a pairing's game), except a bye and a forfeit, whose result is
-- the pairing's own.

CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    guild       TEXT,
    channel     TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    format      TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin', 'double-round-robin')),
    -- Swiss: the rounds asked for, or NULL for the default (⌈log2 players⌉ + 1, fixed at the
    -- start); a round robin's count is fixed at the start from its players.
    rounds      INTEGER CHECK (rounds IS NULL OR rounds >= 1),
    -- Seconds per move of every game (as `games.clock`).
    clock       INTEGER NOT NULL CHECK (clock > 0),
    rated       INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1)),
    creator     INTEGER NOT NULL REFERENCES players (id),
    -- Unix seconds of the planned start; NULL: the creator presses Start.
    starts_at   INTEGER,
    status      TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    -- The round being played (0 before the start).
    round       INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    -- The language of what the bot posts about it on its own (the creator's).
    lang        TEXT    NOT NULL,
    -- 0 once the bot found it may not create threads in the channel (games fall back to it).
    threads     INTEGER NOT NULL DEFAULT 1 CHECK (threads IN (0, 1)),
    -- When the scheduler should look at it: the planned start, or the moment the last game of
    -- a round ended. NULL when nothing is due.
    due_at      INTEGER,
    -- The winner, once finished (first of the final standings).
    winner      INTEGER REFERENCES players (id),
    version     INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    CHECK (status <> 'finished' OR winner IS NOT NULL)
) STRICT;

CREATE INDEX tournaments_by_due ON tournaments (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX tournaments_by_channel ON tournaments (channel, status);
CREATE INDEX tournaments_by_guild ON tournaments (guild, status);
CREATE INDEX tournaments_won ON tournaments (winner) WHERE winner IS NOT NULL;

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id),
    joined_at     INTEGER NOT NULL,
    -- The first round they may be paired in (1, or later for a late entry into a Swiss).
    joined_round  INTEGER NOT NULL CHECK (joined_round >= 1),
    -- The round during which they left (they are not paired after it); NULL while in.
    left_round    INTEGER,
    PRIMARY KEY (tournament_id, player_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX tournament_entrants_by_player ON tournament_entrants (player_id);

CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    -- 1-based board number within the round (a bye comes last).
    board         INTEGER NOT NULL CHECK (board >= 1),
    -- The player of the first side (who moves first), and of the second; NULL: a bye.
    first_player  INTEGER NOT NULL REFERENCES players (id),
    second_player INTEGER REFERENCES players (id),
    -- The game played for it; NULL for a bye or a pairing decided without play (a forfeit).
    game_id       INTEGER REFERENCES games (id),
    -- A result not read from a game: 'first' (a bye, or the second player forfeited), 'second'
    -- (the first player forfeited); NULL while the game decides it.
    result        TEXT CHECK (result IS NULL OR result IN ('first', 'second', 'draw')),
    -- 1 when `result` is a forfeit (a player who left was not there to play).
    forfeit       INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
    PRIMARY KEY (tournament_id, round, board),
    CHECK (second_player IS NULL OR first_player <> second_player)
) STRICT, WITHOUT ROWID;

CREATE UNIQUE INDEX tournament_pairings_by_game ON tournament_pairings (game_id)
    WHERE game_id IS NOT NULL;

-- A tournament's game (NULL for any other game).
ALTER TABLE games ADD COLUMN tournament_id INTEGER REFERENCES tournaments (id);
-- 1: the game is to be played in a thread of its channel (a tournament game, or a challenge
-- made with `thread: True`); `parent` is the channel it came from once it moved to its thread
-- (then `channel` is the thread's id). NULL while it has not moved (or never will).
ALTER TABLE games ADD COLUMN thread INTEGER NOT NULL DEFAULT 0 CHECK (thread IN (0, 1));
ALTER TABLE games ADD COLUMN parent TEXT;

-- Exactly once per interaction, for what changes a tournament (creating, joining, leaving,
-- cancelling), as `interactions` is for games: the id is written in the same transaction.
CREATE TABLE tournament_interactions (
    id            TEXT    NOT NULL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    created_at    INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
