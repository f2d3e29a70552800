-- Tabula schema, version 9: two indexes fewer for a move to write.
--
-- `games_finished_by_first` and `games_finished_by_second` (version 2) carried `updated_at`,
-- which every move changes: each move rewrote a page of both on SQLite (a move wrote 9.07 pages
-- to the log, 7.07 without them: `store::checkpoint::tests`). On PostgreSQL an update that
-- changes an indexed column adds the row's new version to every index of the table, these two
-- included. A player's finished games (`Store::finished_games`, through either seat) are found
-- as well through `games_by_first_player` and `games_by_second_player` (player, status), and
-- sorted by `updated_at` afterwards: the two seats' lists are merged anyway, which an index on
-- `updated_at` could not spare.
--
-- A timed game's move still changes `deadline` and `remind_at`, which the scheduler needs
-- indexed, so on PostgreSQL it is still not a heap-only update (measured in a soak: 8.6% of
-- the updates of `games` were, with the table's fill factor at 70 as at 100); a move of an
-- untimed game can be.

DROP INDEX games_finished_by_first;
DROP INDEX games_finished_by_second;
