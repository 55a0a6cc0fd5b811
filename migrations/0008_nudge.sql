-- A player may nudge a slow opponent at most once per 24 hours per game (issue 4).
ALTER TABLE seats ADD COLUMN nudged_at INTEGER;   -- when this seat's player last nudged
