-- Mail by digest (issue 4): one mail a day at the player's chosen local hour listing every
-- game waiting on them; and a per-game mute.
ALTER TABLE users ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 8
    CHECK (digest_hour BETWEEN 0 AND 23);
ALTER TABLE users ADD COLUMN timezone TEXT NOT NULL DEFAULT 'UTC';   -- IANA name
ALTER TABLE users ADD COLUMN next_digest_at INTEGER;                 -- Unix ms, while 'digest'
CREATE INDEX users_by_next_digest ON users(next_digest_at) WHERE next_digest_at IS NOT NULL;
ALTER TABLE seats ADD COLUMN muted INTEGER NOT NULL DEFAULT 0;        -- no mail for this game
