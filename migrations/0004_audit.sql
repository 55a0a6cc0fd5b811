-- What the operator did from the command line (issue 4): every command that reads a
-- secret or changes a game leaves an entry.
CREATE TABLE audit (
    id      INTEGER PRIMARY KEY,
    at      INTEGER NOT NULL,               -- Unix milliseconds
    actor   TEXT NOT NULL,                  -- who: the operator's login name, or "operator"
    action  TEXT NOT NULL,                  -- the command, e.g. "seat", "export"
    game_id INTEGER,
    detail  TEXT NOT NULL                   -- what exactly, in words
);
CREATE INDEX audit_by_game ON audit(game_id, at);
