-- Issue 26 §4: a reply whose sender could not be proven (no DKIM signature aligned with its
-- From: domain, no DMARC pass, or no passing Authentication-Results of the trusted MX)
-- plays nothing and is answered once per reply address (its token): a repeat is dropped
-- without an answer, so that a forger cannot aim a stream of answers at the player.
CREATE TABLE unproven_replies (
    token       TEXT PRIMARY KEY,
    game_id     INTEGER REFERENCES games(id) ON DELETE CASCADE,
    answered_at INTEGER NOT NULL
) WITHOUT ROWID;
