-- Tabula schema, version 11: each game's snapshot is its position text.
--
-- `games.state` held the rules structs' JSON (serde's form of `AnyGame`), so renaming a field of
-- a game's struct changed or broke every stored game. It now holds the game's own position text
-- (`Game::position_text`: a version tag, then `key=value` fields each game writes and reads by
-- hand, e.g. `v1 board=… turn=first …`). This migration's step in Rust (`store::migrate::
-- positions`, run in the same transaction, on SQLite and PostgreSQL alike) rewrites every
-- snapshot: each is decoded as the JSON it was, checked against the replay of its game's history
-- (as `tabula doctor` checks), and stored as its text. A snapshot that disagrees with its history
-- is converted as it was stored, never replaced by the replay, and noted below (and in the log);
-- one that does not decode is left as it was (loading the game rebuilds it from its history).

-- What a migration's step found and did not repair, one row per game: for the operator, and
-- for `tabula doctor`, which reports the same games on its own.
CREATE TABLE migration_notes (
    id      INTEGER PRIMARY KEY,
    -- The schema version whose step wrote the note.
    version INTEGER NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    note    TEXT    NOT NULL
) STRICT;
