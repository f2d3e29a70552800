-- Tabula schema, version 15: puzzles from the server's own games (issue 50, step 3a).
--
-- When a finished game's review is stored, each position where a mistake left the other side a
-- winning reply (`ai::puzzles::from_games`) is queued here; `jobs::game_puzzles` verifies them in
-- the background, one at a time, at four times the review's budget. A process claims a candidate
-- (`claimed_until`, unix seconds: another process skips it until then; one whose process died
-- lapses by itself) and records the verdict: 'kept' with the puzzle it made (source 'game'), or
-- 'refused' with the reason. A candidate claimed `tries` times without a verdict is refused, so
-- one that kills its process is not tried forever.

CREATE TABLE puzzle_candidates (
    id            INTEGER PRIMARY KEY,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    variant       TEXT    NOT NULL,
    -- The number of the game's actions played before the position (rolls included).
    ply           INTEGER NOT NULL,
    -- The position text the solver plays from.
    position      TEXT    NOT NULL,
    -- Iterations a decision of the line is verified with.
    budget        INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'queued'
                  CHECK (status IN ('queued', 'claimed', 'kept', 'refused')),
    claimed_until INTEGER,
    tries         INTEGER NOT NULL DEFAULT 0,
    puzzle_id     INTEGER REFERENCES puzzles (id) ON DELETE SET NULL,
    reason        TEXT,
    created_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    UNIQUE (game_id, position)
) STRICT;

-- The queue: candidates without a verdict, oldest first.
CREATE INDEX puzzle_candidates_waiting ON puzzle_candidates (id)
    WHERE status IN ('queued', 'claimed');
