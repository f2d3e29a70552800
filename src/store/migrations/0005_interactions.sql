-- Tabula schema, version 5: each Discord interaction changes the games at most once.
--
-- Discord may deliver the same INTERACTION_CREATE twice (around a gateway resume). Every
-- transaction that a user's interaction causes (a move, an accept, a resignation, a button)
-- inserts the interaction's id here first, in the same transaction as its actions: the primary
-- key refuses a second insert, so a replayed delivery writes nothing and the service knows it
-- was already answered. The console has no interaction ids and writes no rows.

CREATE TABLE interactions (
    -- The interaction's id (a Discord snowflake, as text).
    id         TEXT    NOT NULL PRIMARY KEY,
    -- The game it changed (or created).
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE INDEX interactions_by_game ON interactions (game_id);
