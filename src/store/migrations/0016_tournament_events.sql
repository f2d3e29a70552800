-- Tabula schema, version 16: a tournament's scheduled event in its server (the Events tab).
--
-- A tournament with a planned start gets a row here when it is created. The bot's own work
-- (`jobs::events`) makes the server's event match the tournament: created, its description and
-- times updated, ACTIVE at the start, COMPLETED at the end, CANCELED when cancelled before it.
-- Several processes on one database each do it once: a process acts only on a row it claimed
-- (`claimed_until` moved on while free), and writes what it did (`state`, `shown`,
-- `synced_version`) with the claim's release.
CREATE TABLE tournament_events (
    tournament_id  INTEGER PRIMARY KEY REFERENCES tournaments (id),
    -- Discord's id of the event, once created.
    event_id       TEXT,
    -- What the event is now: 'planned' (not created yet), 'scheduled', 'active', 'completed',
    -- 'canceled'; 'refused' (the bot may not create events in the server: said once, then
    -- never tried again), 'none' (nothing to create: cancelled or finished before it was made).
    state          TEXT    NOT NULL DEFAULT 'planned' CHECK (state IN
                       ('planned', 'scheduled', 'active', 'completed', 'canceled', 'refused', 'none')),
    -- What the event shows (name, description, times), as last sent: changed, it is sent again.
    shown          TEXT    NOT NULL DEFAULT '',
    -- The tournament's version the event last matched (-1: never).
    synced_version INTEGER NOT NULL DEFAULT -1,
    -- A process works on the event until then (unix seconds); NULL: nobody.
    claimed_until  INTEGER
) STRICT;

CREATE INDEX tournament_events_live ON tournament_events (state)
    WHERE state IN ('planned', 'scheduled', 'active');
