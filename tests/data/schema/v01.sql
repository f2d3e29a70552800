-- A Tabula database of schema version 1, as that version's bot wrote it (written by
-- store::migrate::tests::fixtures; see there). Its migrations:

-- migrations/0001_init.sql
-- Tabula schema, version 1: players, games and the ordered history of every game.
--
-- Timestamps are unix seconds. Ratings come later in their own migration (a table keyed by
-- player and variant); everything they need is already here: stable integer player ids, and
-- finished games with their two players, winner side and the time they ended (`updated_at`,
-- which never changes once a game is finished).

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    -- Stable across names and restarts: 'discord:<snowflake>', 'console:<name>'.
    external_id TEXT    NOT NULL UNIQUE,
    -- Last seen display name and mention text (refreshed whenever the player acts).
    name        TEXT    NOT NULL,
    mention     TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
) STRICT;

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    -- `Variant::id()`, e.g. 'latrunculi-piso'.
    variant       TEXT    NOT NULL,
    guild         TEXT,
    channel       TEXT    NOT NULL,
    challenger    INTEGER NOT NULL REFERENCES players (id),
    first_player  INTEGER NOT NULL REFERENCES players (id),
    second_player INTEGER NOT NULL REFERENCES players (id),
    status        TEXT    NOT NULL
        CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled')),
    -- Who acts next while the game is active; 'none' in every other status.
    to_act        TEXT    NOT NULL CHECK (to_act IN ('first', 'second', 'chance', 'none')),
    -- Finished games only: the winning side (NULL for a draw) and why the game ended
    -- ('resignation', 'one-piece-left:first', 'blocked:second', 'no-capture-limit', ...).
    winner        TEXT    CHECK (winner IN ('first', 'second')),
    end_reason    TEXT,
    -- serde JSON of `AnyGame` after the last action; the history below can always rebuild it.
    state         TEXT    NOT NULL,
    -- Bumped by every change; writers state the version they read (optimistic locking).
    version       INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    CHECK (first_player <> second_player),
    CHECK (challenger IN (first_player, second_player)),
    CHECK ((status = 'finished') = (end_reason IS NOT NULL)),
    CHECK (winner IS NULL OR status = 'finished'),
    CHECK (status = 'active' OR to_act = 'none')
) STRICT;

CREATE INDEX games_by_first_player ON games (first_player, status);
CREATE INDEX games_by_second_player ON games (second_player, status);
CREATE INDEX games_by_channel ON games (channel, status);

-- At most one open challenge per pair of players (either direction) and variant.
CREATE UNIQUE INDEX games_one_open_challenge
    ON games (variant, min(first_player, second_player), max(first_player, second_player))
    WHERE status = 'challenge';

-- The ordered, full history of each game: `AnyGame::replay` of its 'move' and 'chance' actions
-- gives the snapshot above. Other kinds ('resign', ...) are about the match, not the position.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    -- The player who acted; NULL for chance (dice).
    actor      INTEGER REFERENCES players (id),
    kind       TEXT    NOT NULL,
    -- Canonical move text ('d4', 'd4-d5', 'roll:3-5'), or the kind itself ('resign').
    text       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq),
    CHECK ((kind = 'chance') = (actor IS NULL))
) STRICT, WITHOUT ROWID;

PRAGMA user_version = 1;

-- The rows.
INSERT INTO players (id, external_id, name, mention, created_at, updated_at) VALUES
  (1, 'console:alice', 'alice', '@alice', 1764000000, 1764000000),
  (2, 'console:bob', 'bob', '@bob', 1764000000, 1764000000);
INSERT INTO games (id, variant, guild, channel, challenger, first_player, second_player, status, to_act, winner, end_reason, state, version, created_at, updated_at) VALUES
  (1, 'latrunculi-piso', NULL, 'console', 1, 1, 2, 'active', 'second', NULL, NULL,
   '{"variant":"latrunculi-piso","state":{"board":[134479872,68719476736],"turn":"Second","in_hand":[18,19],"captures":[0,0],"last_step":[null,null],"quiet":0,"last":{"side":"First","mv":{"Place":{"file":2,"rank":2}},"captured":0},"outcome":null}}', 4, 1764000000, 1764000000);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (1, 1, 1, 'move', 'd4', 1764000000);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (1, 2, 2, 'move', 'e5', 1764000001);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (1, 3, 1, 'move', 'c3', 1764000002);
INSERT INTO games (id, variant, guild, channel, challenger, first_player, second_player, status, to_act, winner, end_reason, state, version, created_at, updated_at) VALUES
  (2, 'latrunculi-seneca', NULL, 'console', 1, 1, 2, 'challenge', 'none', NULL, NULL,
   '{"variant":"latrunculi-seneca","state":{"board":[0,0],"turn":"First","in_hand":[20,20],"captures":[0,0],"last_step":[null,null],"quiet":0,"last":null,"outcome":null}}', 1, 1764000000, 1764000000);
INSERT INTO games (id, variant, guild, channel, challenger, first_player, second_player, status, to_act, winner, end_reason, state, version, created_at, updated_at) VALUES
  (3, 'duodecim', NULL, 'elsewhere', 1, 1, 2, 'active', 'chance', NULL, NULL,
   '{"variant":"duodecim","state":{"points":[[1,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]],"reserve":[12,15],"off":[0,0],"turn":"Second","roll":[1,2,6],"dice":["Used","Used","Used"],"roller":"First","bonus":[],"hits":[0,0],"rolls":1,"last":{"side":"First","mv":{"Use":{"bonus":false,"die":6,"action":"Enter"}},"hit":false},"outcome":null}}', 5, 1764000000, 1764000000);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (3, 1, NULL, 'chance', 'roll:1-2-6', 1764000000);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (3, 2, 1, 'move', '1:enter', 1764000001);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (3, 3, 2, 'move', '2:enter', 1764000002);
INSERT INTO actions (game_id, seq, actor, kind, text, created_at) VALUES (3, 4, 1, 'move', '6:enter', 1764000003);
