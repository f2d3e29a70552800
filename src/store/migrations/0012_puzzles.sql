-- Tabula schema, version 12: puzzles people solve (issue 50).
--
-- A puzzle is a position where one line wins (`ai::puzzles`, docs/puzzles.md): the position text
-- the solver plays from, the line as whole turns (the solver's, the forced reply, …, the
-- solver's), a theme and a Glicko-2 rating that moves as people solve or miss it. The starter
-- sets shipped in `data/puzzles/` are inserted when the bot or the console starts (idempotent:
-- a puzzle is unique by its variant, position and line).

CREATE TABLE puzzles (
    id         INTEGER PRIMARY KEY,
    variant    TEXT    NOT NULL,
    -- The position text (`Game::position_text`) of the position the solver plays from.
    position   TEXT    NOT NULL,
    -- The line: a JSON array of whole turns, as `/move` takes them.
    line       TEXT    NOT NULL,
    -- The theme's id (`ai::puzzles::Theme::id`, catalogue key `puzzle-theme-<id>`).
    theme      TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    -- How many finished attempts moved the rating, and how many of them were solved.
    plays      INTEGER NOT NULL DEFAULT 0,
    solved     INTEGER NOT NULL DEFAULT 0,
    -- 'starter': a shipped set; 'self-play': made by `tabula puzzles generate` and added;
    -- 'game': a turning point of a game of this server (`game_id`).
    source     TEXT    NOT NULL CHECK (source IN ('starter', 'self-play', 'game')),
    -- What the source says beyond its kind (the self-play seed and game of a starter puzzle).
    source_note TEXT,
    game_id    INTEGER REFERENCES games (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (variant, position, line)
) STRICT;

-- Picking a puzzle near a rating walks this index from the rating, both ways.
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);

-- A player's puzzle rating in one game (a row exists once they finished a puzzle of it):
-- Glicko-2 with the settings of the game ratings (`store::ratings`).
CREATE TABLE puzzle_ratings (
    player_id  INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    -- As of `rated_at`; it grows back with idle rating periods (one day each) when read.
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    attempts   INTEGER NOT NULL,
    solved     INTEGER NOT NULL,
    rated_at   INTEGER NOT NULL,
    PRIMARY KEY (player_id, variant)
) STRICT, WITHOUT ROWID;

-- Each puzzle a player was given, once: a puzzle seen is never given to them again. An attempt
-- is open (`finished_at` NULL) while they answer it; a player has at most one open.
CREATE TABLE puzzle_attempts (
    player_id      INTEGER NOT NULL REFERENCES players (id),
    puzzle_id      INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    started_at     INTEGER NOT NULL,
    finished_at    INTEGER,
    -- How many turns of the line are played (the solver's right turns and the replies).
    progress       INTEGER NOT NULL DEFAULT 0,
    -- 'solved' or 'missed' once finished.
    result         TEXT    CHECK (result IN ('solved', 'missed')),
    -- The ratings before and after (the player's puzzle rating in the game, the puzzle's).
    player_before  REAL,
    player_after   REAL,
    puzzle_before  REAL,
    puzzle_after   REAL,
    CHECK ((finished_at IS NULL) = (result IS NULL)),
    PRIMARY KEY (player_id, puzzle_id)
) STRICT, WITHOUT ROWID;

CREATE UNIQUE INDEX puzzle_attempts_open ON puzzle_attempts (player_id) WHERE finished_at IS NULL;

-- Each Discord interaction that changed a puzzle attempt (a start, a move, a give-up): a
-- second delivery of the same interaction changes nothing (as `interactions` for games).
-- Forgotten after a day, as the others.
CREATE TABLE puzzle_interactions (
    id         TEXT    NOT NULL PRIMARY KEY,
    created_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX puzzle_interactions_by_time ON puzzle_interactions (created_at);
