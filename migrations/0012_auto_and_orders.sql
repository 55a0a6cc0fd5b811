-- Issue 13: moves the server plays for a seat, and standing battle orders.
-- Who decided each move: 'player' (the seat's player), 'auto' (the seat's only legal
-- action, played at once) or 'orders' (the seat's standing orders answered it). Checked in
-- code (engine::auto::By), so that later ways of moving need no table rebuild.
ALTER TABLE moves ADD COLUMN made_by TEXT NOT NULL DEFAULT 'player';
-- A seat's standing orders as the kind stores them (JSON), secret from everyone else;
-- NULL: none given (every decision asks).
ALTER TABLE seats ADD COLUMN orders TEXT;
