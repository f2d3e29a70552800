-- Tabula schema, version 8: the clock's sweep shared by several processes.
--
-- A process that sweeps the due games first claims a batch of them: `swept_until` is set to the
-- time its claim lapses (unix seconds), and other processes' sweeps skip the game until then. A
-- claim is cleared when the game's clock is written (a verdict, a move, a reminder taken) or when
-- the sweep leaves it; one left by a process that died lapses by itself. On PostgreSQL the claim
-- takes the rows with `FOR UPDATE SKIP LOCKED`, so two hosts sweeping at once take different
-- games (`store::clocks`).

ALTER TABLE games ADD COLUMN swept_until INTEGER;
