-- A finished game a player imports is a record of a game with other people: it waits for
-- each of them to accept it (their seat holds them as invited until then) and is seen by
-- the importer (record_of) and those invited only. NULL for every other game.
ALTER TABLE games ADD COLUMN record_of INTEGER REFERENCES users(id);

-- Every change to a game's state moves its version on. A move is checked against the
-- version it read and written only if the game is still at that version, so a pause, a
-- time-out, a vacation day or a seat change written in between makes it stale (409)
-- instead of being overwritten by clocks computed before it. The triggers keep every
-- writer honest without each having to remember.
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER games_state_changes AFTER UPDATE OF
    status, result, seq, turn_since, proposal, proposed_by, paused_at, terms ON games
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER seats_state_changes AFTER UPDATE OF
    user_id, to_act, deadline, bank_ms, timed_out_at, paused_left_ms ON seats
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;
