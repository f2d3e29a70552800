-- Tabula schema, version 14: the daily puzzle of each server (issue 50, item 5).
--
-- A server's manager chooses a channel and a time of day (UTC); every day at that time the bot
-- posts one puzzle there, with a Solve button that opens it privately for whoever presses it.
-- Several processes on one database post it once: a process posts only what its write claimed
-- (the setting's next time moved on from the time it read, and the day's row inserted), as the
-- notices' digests and the clock's sweep claim what they send.

CREATE TABLE daily_settings (
    guild      TEXT    PRIMARY KEY,
    channel    TEXT    NOT NULL,
    -- The time of day of the post, in minutes after midnight UTC.
    minute     INTEGER NOT NULL CHECK (minute BETWEEN 0 AND 1439),
    -- 0 once `/puzzle daily off` stopped it (the row is kept: who set it, and when).
    active     INTEGER NOT NULL CHECK (active IN (0, 1)),
    -- The language of the posts (`Lang::code`): that of who set it.
    lang       TEXT    NOT NULL,
    set_by     INTEGER NOT NULL REFERENCES players (id),
    set_at     INTEGER NOT NULL,
    -- When the next post is due (unix seconds): the claim moves it on a day.
    next_due   INTEGER NOT NULL
) STRICT;

CREATE INDEX daily_settings_by_due ON daily_settings (next_due) WHERE active = 1;

-- One row per server per day posted (`day`: days since 1970-01-01, UTC, of the time it was due).
-- A puzzle is posted at most once in a server.
CREATE TABLE daily_posts (
    guild     TEXT    NOT NULL,
    day       INTEGER NOT NULL,
    puzzle_id INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    channel   TEXT    NOT NULL,
    posted_at INTEGER NOT NULL,
    PRIMARY KEY (guild, day),
    UNIQUE (guild, puzzle_id)
) STRICT, WITHOUT ROWID;

-- Each player's answer to a server's puzzle of a day: open (`result` NULL) from their press of
-- Solve until their attempt (`puzzle_attempts`) ends, then solved or missed. `rated` is 0 when
-- they had seen the puzzle before: their earlier result is the answer, and no rating moves.
CREATE TABLE daily_answers (
    guild       TEXT    NOT NULL,
    day         INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players (id),
    result      TEXT    CHECK (result IN ('solved', 'missed')),
    rated       INTEGER NOT NULL CHECK (rated IN (0, 1)),
    started_at  INTEGER NOT NULL,
    answered_at INTEGER,
    PRIMARY KEY (guild, day, player_id),
    FOREIGN KEY (guild, day) REFERENCES daily_posts (guild, day) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE INDEX daily_answers_by_player ON daily_answers (player_id, result);

-- Each player's streak in a server: consecutive daily puzzles of that server solved (its posts,
-- not calendar days: a day the server posted nothing breaks no streak). `last_day` is the day of
-- the last one solved; a miss sets `current` to 0; a day passed by without an answer shows as 0
-- when read (`store::daily`).
CREATE TABLE daily_streaks (
    guild     TEXT    NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    current   INTEGER NOT NULL,
    best      INTEGER NOT NULL,
    last_day  INTEGER NOT NULL,
    PRIMARY KEY (guild, player_id)
) STRICT, WITHOUT ROWID;
