-- Tabula schema, version 2: rated and casual games, Glicko-2 ratings per player and variant,
-- the rating change of each player in each rated game, and per-server leaderboards.
--
-- Ratings are written in the same transaction that finishes the game (see `Store::apply`), and
-- `rating_changes` has one row per (game, player): a second end of the same game cannot commit
-- (the version check refuses it, and the primary key would too).

-- Casual games (rated = 0) change no rating. Existing games were all rated by default.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));

-- Finished games of a player, newest first (/history), through either seat.
CREATE INDEX games_finished_by_first ON games (first_player, status, updated_at);
CREATE INDEX games_finished_by_second ON games (second_player, status, updated_at);

-- A player's current Glicko-2 rating in one variant (a row exists once they finished a rated game).
CREATE TABLE ratings (
    player_id         INTEGER NOT NULL REFERENCES players (id),
    variant           TEXT    NOT NULL,
    rating            REAL    NOT NULL,
    -- As of `rated_at`; it grows back with idle rating periods (one day each) when read.
    deviation         REAL    NOT NULL,
    volatility        REAL    NOT NULL,
    games             INTEGER NOT NULL,
    wins              INTEGER NOT NULL,
    draws             INTEGER NOT NULL,
    losses            INTEGER NOT NULL,
    -- When the last rated game ended (unix seconds).
    rated_at          INTEGER NOT NULL,
    -- The deviation stays below the provisional threshold (110) until this time, counting its
    -- idle growth; 0 when it is provisional already. "Established now" is `established_until > now`,
    -- which leaderboards can filter while they walk the rating index.
    established_until INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
) STRICT, WITHOUT ROWID;

-- The global leaderboard walks this index from the top (covering: no table lookup to filter).
CREATE INDEX ratings_board ON ratings (variant, rating DESC, established_until);

-- Each player's side of each rated game.
CREATE TABLE rating_changes (
    game_id          INTEGER NOT NULL REFERENCES games (id),
    player_id        INTEGER NOT NULL REFERENCES players (id),
    opponent_id      INTEGER NOT NULL REFERENCES players (id),
    variant          TEXT    NOT NULL,
    -- 1 win, 0.5 draw, 0 loss.
    score            REAL    NOT NULL CHECK (score IN (0, 0.5, 1)),
    rating_before    REAL    NOT NULL,
    rating_after     REAL    NOT NULL,
    deviation_before REAL    NOT NULL,
    deviation_after  REAL    NOT NULL,
    created_at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX rating_changes_by_player ON rating_changes (player_id, variant, created_at);

-- A server's leaderboard: the players who finished a rated game in that guild ('' outside any
-- guild, e.g. the console), with a copy of their rating kept in step by every rated game, so that
-- the board is one walk of one index.
CREATE TABLE board_entries (
    guild             TEXT    NOT NULL,
    variant           TEXT    NOT NULL,
    player_id         INTEGER NOT NULL REFERENCES players (id),
    rating            REAL    NOT NULL,
    established_until INTEGER NOT NULL,
    PRIMARY KEY (guild, variant, player_id)
) STRICT, WITHOUT ROWID;

CREATE INDEX board_entries_board ON board_entries (guild, variant, rating DESC, established_until);

-- Every rated game refreshes the copies of both players' ratings.
CREATE INDEX board_entries_by_player ON board_entries (player_id, variant);
