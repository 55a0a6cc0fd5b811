-- Clocks and time-outs (issue 4). A game's terms (clock, timeout, vacation) are chosen at
-- creation beside the rules' options. A seat to act has a deadline; a bank clock keeps
-- the seat's banked time while it waits. The timekeeper acts on deadlines from here, so
-- a restart loses none of them.

ALTER TABLE games ADD COLUMN terms TEXT NOT NULL
    DEFAULT '{"clock":{"type":"none"},"timeout":"claim","vacation":true}';

ALTER TABLE seats ADD COLUMN bank_ms INTEGER;            -- bank clocks: time left while waiting
ALTER TABLE seats ADD COLUMN reminded_for INTEGER;       -- the deadline a reminder was sent for
ALTER TABLE seats ADD COLUMN timed_out_at INTEGER;       -- set when the deadline passed (claim)

CREATE INDEX seats_by_deadline ON seats(deadline) WHERE deadline IS NOT NULL;

-- Vacation: 20 days a calendar year, spent one day at a time when a clock runs out.
ALTER TABLE users ADD COLUMN vacation_days_left INTEGER NOT NULL DEFAULT 20;
ALTER TABLE users ADD COLUMN vacation_year INTEGER;      -- the year the days left belong to

-- Mail settings: every turn (default) or none.
ALTER TABLE users ADD COLUMN mail TEXT NOT NULL DEFAULT 'turn' CHECK (mail IN ('turn', 'digest', 'off'));

-- One-click unsubscribe (RFC 8058): each player's secret key in the links of their mails.
ALTER TABLE users ADD COLUMN unsubscribe_key TEXT;
UPDATE users SET unsubscribe_key = lower(hex(randomblob(16))) WHERE unsubscribe_key IS NULL;
CREATE UNIQUE INDEX users_by_unsubscribe_key ON users(unsubscribe_key);
ALTER TABLE outbox ADD COLUMN unsubscribe_url TEXT;
