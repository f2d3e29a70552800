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
