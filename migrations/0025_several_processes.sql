-- Several Herald processes on one database (issue 29). A leased mail names the process
-- that holds it, and work that one process at a time does (the timekeeper's pass) is
-- held by a lease: a named row with its holder and when the lease runs out.
ALTER TABLE outbox ADD COLUMN leased_by TEXT;
CREATE TABLE leases (
    name     TEXT PRIMARY KEY,
    holder   TEXT NOT NULL,
    until_ms INTEGER NOT NULL
);
