-- Account tokens: the secrets of the links Herald mails for an account, a password reset
-- ('reset') or a new mail address to confirm ('email'). Only the hex SHA-256 of a token
-- is kept (a copy of the database opens no link). A token works once (`used_at` is set
-- when it is used, or when a newer one of the same purpose makes it void) and until
-- `expires_at`. `new_email` is the address an 'email' token confirms.
CREATE TABLE account_tokens (
    id         INTEGER PRIMARY KEY,
    purpose    TEXT NOT NULL CHECK (purpose IN ('reset', 'email')),
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    hash       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER,
    new_email  TEXT
);
CREATE UNIQUE INDEX account_tokens_by_hash ON account_tokens(hash);
-- The rate limit counts an account's recent requests of one purpose.
CREATE INDEX account_tokens_by_user ON account_tokens(user_id, purpose, created_at);
