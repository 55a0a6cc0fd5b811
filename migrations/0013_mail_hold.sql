-- Issue 13: one mail per real wait. A turn mail is held for HERALD_MAIL_HOLD_MS before it
-- is sent; if its reader looks at the game at the move it tells of (or moves) meanwhile, it
-- is not sent and is marked 'seen'. The status check gains 'seen', so the table is rebuilt
-- (SQLite cannot change a CHECK in place); every row and column is kept.
CREATE TABLE outbox_held (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games(id) ON DELETE CASCADE,
    to_addr         TEXT NOT NULL,
    to_name         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body_text       TEXT NOT NULL,
    body_html       TEXT NOT NULL,
    message_id      TEXT NOT NULL UNIQUE,
    thread_id       TEXT,
    status          TEXT NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'sent', 'dead', 'seen')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    leased_until    INTEGER,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER,
    unsubscribe_url TEXT,
    board_svg       TEXT,
    held_for        INTEGER REFERENCES users(id) ON DELETE CASCADE, -- whose look cancels it
    held_seq        INTEGER,                                        -- at or after this move
    seen_at         INTEGER                                         -- when it was cancelled
);
INSERT INTO outbox_held (id, game_id, to_addr, to_name, subject, body_text, body_html,
                         message_id, thread_id, status, attempts, next_attempt_at,
                         leased_until, last_error, created_at, sent_at, unsubscribe_url,
                         board_svg)
SELECT id, game_id, to_addr, to_name, subject, body_text, body_html, message_id, thread_id,
       status, attempts, next_attempt_at, leased_until, last_error, created_at, sent_at,
       unsubscribe_url, board_svg
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_held RENAME TO outbox;
CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
CREATE INDEX outbox_held_for ON outbox(game_id, held_for) WHERE status = 'pending' AND held_for IS NOT NULL;
