-- Tabula schema, version 7: reviews of finished games by the computer.
--
-- A review is computed once per game and kept: asking again shows it at once. A review asked
-- for and not finished yet (queued, or running when the bot stopped) is started again when the
-- bot starts, and everyone who asked for it is told when it is done (`review_askers`, emptied
-- then).

CREATE TABLE reviews (
    game_id      INTEGER NOT NULL PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    -- 'queued': waiting for its turn; 'running': being computed; 'done': `result` holds it.
    status       TEXT    NOT NULL CHECK (status IN ('queued', 'running', 'done')),
    -- The search's seed and iterations a position: the same game, seed and budget give the
    -- same review.
    seed         INTEGER NOT NULL,
    budget       INTEGER NOT NULL CHECK (budget > 0),
    requested_at INTEGER NOT NULL,
    finished_at  INTEGER,
    -- The review (`ai::review::Review` as JSON), once done.
    result       TEXT,
    CHECK ((status = 'done') = (result IS NOT NULL))
) STRICT;

CREATE INDEX reviews_pending ON reviews (requested_at) WHERE status <> 'done';

-- Who is waiting for a review that is not done yet: told where they asked, in their language.
CREATE TABLE review_askers (
    game_id   INTEGER NOT NULL REFERENCES reviews (game_id) ON DELETE CASCADE,
    -- The asker's user id as the service knows it (`discord:<id>`, or the console's).
    user_id   TEXT    NOT NULL,
    -- How to ping them there (`<@id>` on Discord).
    mention   TEXT    NOT NULL,
    -- The channel to tell them in, and their language's code.
    channel   TEXT    NOT NULL,
    lang      TEXT    NOT NULL,
    asked_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
) STRICT, WITHOUT ROWID;
