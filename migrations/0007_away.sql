-- A vacation declared ahead (issue 4): from the start of `away_from` to `away_to` (Unix ms,
-- whole days in the player's time zone) their clocks in games allowing vacation stand
-- still, and those days are taken from their vacation days when the absence begins.
ALTER TABLE users ADD COLUMN away_from INTEGER;
ALTER TABLE users ADD COLUMN away_to INTEGER;
ALTER TABLE users ADD COLUMN away_started INTEGER NOT NULL DEFAULT 0;
