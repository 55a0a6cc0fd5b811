-- Accounts hardening.

-- Server secrets: random values made once per database and kept, so that whatever is
-- derived from them survives a restart: the key of the forms' CSRF tokens ("csrf"), and
-- later others (mail reply tokens). Values are hex; never shown, never logged.
CREATE TABLE server_secrets (
    name       TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    created_at INTEGER NOT NULL
);

-- Each mail address belongs to one account. `email_key` is the address lower-cased (the
-- way it is compared); new accounts always have one. Databases made before this rule may
-- hold one address on several accounts: the oldest of them gets the key, the later ones
-- keep a NULL key (they go on working and getting mail, and SQLite's unique index
-- allows any number of NULLs), so this migration never fails on existing rows.
ALTER TABLE users ADD COLUMN email_key TEXT;
UPDATE users SET email_key = lower(trim(email))
 WHERE id IN (SELECT min(id) FROM users GROUP BY lower(trim(email)));
CREATE UNIQUE INDEX users_by_email_key ON users(email_key);
