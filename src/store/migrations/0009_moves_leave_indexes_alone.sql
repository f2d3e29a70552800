-- Tabula schema, version 9: a move writes no index of `games`.
--
-- `games_finished_by_first` and `games_finished_by_second` (version 2) carried `updated_at`,
-- which every move changes: each move rewrote a page of both on SQLite, and on PostgreSQL it
-- made every update of a game's row a new row version in every index of the table (a change
-- of an indexed column rules out a heap-only update), so the indexes grew by a few entries a
-- move until a vacuum. A player's finished games (`Store::finished_games`, through either
-- seat) are found as well through `games_by_first_player` and `games_by_second_player`
-- (player, status), and sorted by `updated_at` afterwards: the two seats' lists are merged
-- anyway, which an index on `updated_at` could not spare.

DROP INDEX games_finished_by_first;
DROP INDEX games_finished_by_second;
