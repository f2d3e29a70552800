-- A Tabula database of schema version 4, as that version's bot wrote it (written by
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

-- migrations/0002_ratings.sql
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

-- migrations/0003_clocks.sql
-- Tabula schema, version 3: clocks, reminders, abort and lapse, draw offers.
--
-- A game's clock is a time per move; the side to act must act before `deadline` (restarted by
-- each of its moves; the dice take no time). A challenge uses `deadline` for when it lapses
-- unanswered. Games made before this migration have no clock (NULL) and never time out.
--
-- The scheduler looks for the earliest `deadline` and the earliest `remind_at`: each has a partial
-- index holding only the rows that still have one, so the next event is one index lookup however
-- many games there are, and finished games leave the indexes.

-- Seconds per move; NULL: no time limit.
ALTER TABLE games ADD COLUMN clock INTEGER CHECK (clock IS NULL OR clock > 0);
-- Unix seconds: an active game's side to act loses (or the game is aborted) after it; an open
-- challenge lapses after it. NULL for finished or closed games and games without a clock.
ALTER TABLE games ADD COLUMN deadline INTEGER;
-- When to remind the side to act (a quarter of its time left); NULL once the reminder for the
-- current move was posted, so it is posted once per move even across restarts.
ALTER TABLE games ADD COLUMN remind_at INTEGER;
-- Why a game or challenge closed without a result: 'aborted' (status 'cancelled', a game that
-- never really started) or 'lapsed' (a challenge nobody answered in time).
ALTER TABLE games ADD COLUMN closed TEXT CHECK (closed IS NULL OR closed IN ('aborted', 'lapsed'));
-- The side with a draw offer pending ('first' or 'second'), and the number of moves played when
-- each side last offered (a side may offer again only once a move has been made since).
ALTER TABLE games ADD COLUMN draw_offer TEXT CHECK (draw_offer IS NULL OR draw_offer IN ('first', 'second'));
ALTER TABLE games ADD COLUMN draw_offered_first INTEGER;
ALTER TABLE games ADD COLUMN draw_offered_second INTEGER;

-- The language of what the bot posts in the game's channel on its own (reminders, a loss on
-- time, a lapsed challenge): the challenger's, as `Lang::code` ('en', 'fr', ...).
ALTER TABLE games ADD COLUMN lang TEXT;

CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_by_remind_at ON games (remind_at) WHERE remind_at IS NOT NULL;

-- migrations/0004_open_challenges.sql
-- Tabula schema, version 4: open challenges, which anyone in the channel may accept.
--
-- A game row always has two players (`first_player`, `second_player`, both NOT NULL and
-- different). An open challenge has only one so far: the other seat is held by a reserved player
-- row whose external id is 'open:anyone' (no Discord or console user can have it: theirs start
-- with 'discord:' or 'console:'; the row is made with the first open challenge), and `anyone`
-- says the challenge was posted to anyone. The first person to accept takes that seat in the
-- same transaction that starts the game, with the version check, so two people pressing Accept
-- at once cannot both get the game.
--
-- Because every open challenge has that same reserved player as its other player, the existing
-- unique index `games_one_open_challenge` (one open challenge per pair and variant) also gives
-- each person at most one open challenge per game at a time, as on lichess.

-- 1: posted to anyone in the channel (it stays 1 once accepted, so a late Accept is told that
-- someone else was first).
ALTER TABLE games ADD COLUMN anyone INTEGER NOT NULL DEFAULT 0 CHECK (anyone IN (0, 1));

PRAGMA user_version = 4;

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
