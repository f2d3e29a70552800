-- Tabula schema, version 3: clocks, reminders, abort and lapse, draw offers.
--
-- A game's clock is a time per move; the side to act must act before `deadline` (restarted by
-- each of its moves; the dice take no time). A challenge uses `deadline` for when it lapses
-- unanswered. Games made before this migration have no clock (NULL) and never time out.
--
-- The scheduler looks for the earliest `deadline` and the earliest `remind_at`: each has a partial
-- index holding only the rows that still have one, so the next event is one index lookup however
-- many games there are, and finished games leave the indexes.

-- Seconds per move; NULL: no time limit.
ALTER TABLE games ADD COLUMN clock INTEGER CHECK (clock IS NULL OR clock > 0);
-- Unix seconds: an active game's side to act loses (or the game is aborted) after it; an open
-- challenge lapses after it. NULL for finished or closed games and games without a clock.
ALTER TABLE games ADD COLUMN deadline INTEGER;
-- When to remind the side to act (a quarter of its time left); NULL once the reminder for the
-- current move was posted, so it is posted once per move even across restarts.
ALTER TABLE games ADD COLUMN remind_at INTEGER;
-- Why a game or challenge closed without a result: 'aborted' (status 'cancelled', a game that
-- never really started) or 'lapsed' (a challenge nobody answered in time).
ALTER TABLE games ADD COLUMN closed TEXT CHECK (closed IS NULL OR closed IN ('aborted', 'lapsed'));
-- The side with a draw offer pending ('first' or 'second'), and the number of moves played when
-- each side last offered (a side may offer again only once a move has been made since).
ALTER TABLE games ADD COLUMN draw_offer TEXT CHECK (draw_offer IS NULL OR draw_offer IN ('first', 'second'));
ALTER TABLE games ADD COLUMN draw_offered_first INTEGER;
ALTER TABLE games ADD COLUMN draw_offered_second INTEGER;

-- The language of what the bot posts in the game's channel on its own (reminders, a loss on
-- time, a lapsed challenge): the challenger's, as `Lang::code` ('en', 'fr', ...).
ALTER TABLE games ADD COLUMN lang TEXT;

CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;
CREATE INDEX games_by_remind_at ON games (remind_at) WHERE remind_at IS NOT NULL;
