-- Tabula schema, version 10: answered interactions are forgotten after a day.
--
-- `interactions` (version 5) and `tournament_interactions` (version 6) hold the id of every
-- interaction that changed something, so that a second delivery of it changes nothing. Discord
-- delivers an interaction again within minutes (around a gateway resume), and its token lasts
-- 15 minutes, after which nothing can answer it; a row kept longer protects nothing, and kept
-- forever they were a row per command for good (much of the database's growth in a soak).
-- The bot now deletes the rows older than a day (`store::interactions`, in small batches); these
-- indexes find them without reading the rows kept. On PostgreSQL each is one more entry a move
-- writes, at the index's right end (the times only grow).

CREATE INDEX interactions_by_time ON interactions (created_at);
CREATE INDEX tournament_interactions_by_time ON tournament_interactions (created_at);
