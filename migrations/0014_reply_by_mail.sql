-- Issue 14: a turn mail can be answered with a move.
-- The reply address of a mail (`move+<token>@<inbound domain>`) is made when the mail is
-- sent, from the seat and move it names (the game is the mail's game_id) and the server's
-- "reply" secret; NULL: the mail cannot be answered.
ALTER TABLE outbox ADD COLUMN reply_seat INTEGER;
ALTER TABLE outbox ADD COLUMN reply_seq INTEGER;

-- Every mail received for a reply address, by its Message-ID, so that the same mail
-- delivered twice is read once. `outcome`: 'played' (its moves were stored, in the same
-- transaction), 'answered' (it was refused or stale and its sender was told why),
-- 'dropped' (automatic mail, a bad address or a wrong sender: logged, not answered).
CREATE TABLE inbound_mails (
    message_id  TEXT PRIMARY KEY,
    game_id     INTEGER REFERENCES games(id) ON DELETE CASCADE,
    outcome     TEXT NOT NULL CHECK (outcome IN ('played', 'answered', 'dropped')),
    received_at INTEGER NOT NULL
) WITHOUT ROWID;

-- "Confirm my mailed moves": a one-line mail after each move that came by mail.
ALTER TABLE users ADD COLUMN confirm_mailed INTEGER NOT NULL DEFAULT 0;
