-- Tabula schema, version 13: your-turn notices, chosen by each player (`/notify`).
--
-- A player chooses no notices (no row, the default), a direct message when it becomes their
-- turn in a correspondence game ('turn'), or a daily digest at an hour of their choosing
-- ('digest'). The bot's own work sends them (`jobs::notices`); several processes on one
-- database send each notice once: a process sends only what its write claimed (a turn notice's
-- row moved on, a digest's next time moved on), as the clock's sweep does with its claims.

CREATE TABLE notice_choices (
    player_id   INTEGER PRIMARY KEY REFERENCES players (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('turn', 'digest')),
    -- The language of the notices (`Lang::code`): the player's when they chose.
    lang        TEXT    NOT NULL,
    -- A digest's hour (UTC, 0-23), the time its next one is due (unix seconds), and the time the
    -- last one was sent (NULL before the first).
    digest_hour INTEGER CHECK (digest_hour IS NULL OR digest_hour BETWEEN 0 AND 23),
    digest_due  INTEGER,
    digest_sent INTEGER,
    CHECK ((kind = 'digest') = (digest_hour IS NOT NULL AND digest_due IS NOT NULL))
) STRICT;

CREATE INDEX notice_choices_by_digest_due ON notice_choices (digest_due) WHERE digest_due IS NOT NULL;

-- The last your-turn notice of each game to each player: the turn it told (the `seq` of the
-- opponent's action that made it theirs, 0 for the game's start) and when. Another is sent for a
-- later turn only, and not within an hour of the last one.
CREATE TABLE turn_notices (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    turn      INTEGER NOT NULL,
    sent_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, player_id)
) STRICT, WITHOUT ROWID;

-- Players whose notices were turned off because Discord would not let the bot send them a direct
-- message (its error 50007), until they are told so, once, at their next command.
CREATE TABLE notice_refusals (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id),
    refused_at INTEGER NOT NULL
) STRICT;
