-- Issue 28: a game's version moves on only when a value it is checked against changes.
--
-- The triggers of 0009 fired for every UPDATE that named one of their columns, whatever
-- it wrote: the one writer writes a change's seats in one statement per seat that names
-- each clock column, so a change that only marks what a seat has seen would have moved
-- the version on (and made every move decided meanwhile stale), and each move moved it
-- once per seat. The same columns, now compared: the version moves on when one of them
-- holds another value after the update. The meaning is unchanged — a move is written only
-- if nothing it was checked against changed since it was read.
DROP TRIGGER games_state_changes;
DROP TRIGGER seats_state_changes;

CREATE TRIGGER games_state_changes AFTER UPDATE OF
    status, result, seq, turn_since, proposal, proposed_by, paused_at, terms ON games
WHEN OLD.status IS NOT NEW.status OR OLD.result IS NOT NEW.result OR OLD.seq IS NOT NEW.seq
    OR OLD.turn_since IS NOT NEW.turn_since OR OLD.proposal IS NOT NEW.proposal
    OR OLD.proposed_by IS NOT NEW.proposed_by OR OLD.paused_at IS NOT NEW.paused_at
    OR OLD.terms IS NOT NEW.terms
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER seats_state_changes AFTER UPDATE OF
    user_id, to_act, deadline, bank_ms, timed_out_at, paused_left_ms ON seats
WHEN OLD.user_id IS NOT NEW.user_id OR OLD.to_act IS NOT NEW.to_act
    OR OLD.deadline IS NOT NEW.deadline OR OLD.bank_ms IS NOT NEW.bank_ms
    OR OLD.timed_out_at IS NOT NEW.timed_out_at OR OLD.paused_left_ms IS NOT NEW.paused_left_ms
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;
