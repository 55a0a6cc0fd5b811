-- Agreements between the players (issue 4): a proposal to draw, to abandon or to pause a
-- game stands until the others accept or anyone declines; a paused game keeps each
-- seat's time left and no clock runs until it is resumed.
ALTER TABLE games ADD COLUMN proposal TEXT CHECK (proposal IN ('draw', 'abandon', 'pause'));
ALTER TABLE games ADD COLUMN proposed_by INTEGER;        -- the proposing seat
ALTER TABLE games ADD COLUMN paused_at INTEGER;          -- set while paused by agreement
ALTER TABLE seats ADD COLUMN paused_left_ms INTEGER;     -- a running clock's time left at the pause
