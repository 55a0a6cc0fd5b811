-- Several Herald processes on one database (issue 29). A leased mail names the process
-- that holds it, and work that one process at a time does (the timekeeper's pass) is
-- held by a lease: a named row with its holder and when the lease runs out.
ALTER TABLE outbox ADD COLUMN leased_by TEXT;
CREATE TABLE leases (
    name     TEXT PRIMARY KEY,
    holder   TEXT NOT NULL,
    until_ms BIGINT NOT NULL
);
-- Every process takes its new games' ids from the games' sequence (`nextval`): set it past
-- the games written before, whose ids were chosen by the process itself.
SELECT setval(pg_get_serial_sequence('games', 'id'), coalesce(max(id), 0) + 1, false) FROM games;
-- The mail bell across processes: mail that any process queues, or hands back unsent,
-- wakes every process's mail worker (`LISTEN herald_mail`), and the first to lease it
-- sends it. Notices with the same payload in one transaction are delivered once, after
-- its commit.
CREATE FUNCTION outbox_ring_the_bell() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('herald_mail', '');
    RETURN NULL;
END $$;
CREATE TRIGGER outbox_ring_the_bell AFTER INSERT OR UPDATE ON outbox
    FOR EACH ROW WHEN (NEW.status = 'pending' AND NEW.leased_until IS NULL)
    EXECUTE FUNCTION outbox_ring_the_bell();
