-- Muting a game's mail changes what a move of it writes (whose turn mail is queued), so a
-- move checked before a player muted the game and written after it must be stale, like a
-- move across any other change: the seats' trigger now watches `muted` too.
DROP TRIGGER seats_state_changes;

CREATE TRIGGER seats_state_changes AFTER UPDATE OF
    user_id, to_act, deadline, bank_ms, timed_out_at, paused_left_ms, muted ON seats
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;
