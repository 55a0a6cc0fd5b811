-- Issue 28: the one writer moves a game's version on once a change, in the statement that
-- writes the game's row, instead of the triggers doing it for each statement that changes
-- a checked value (a move changed the seq, the turn's start and both seats' turn: four
-- extra writes of the game's row a move).
--
-- The guarantees stay the database's own:
-- * a move goes into the log only as the next move of a game in play. The log is checked
--   against itself as well as against the game's seq, so that the one writer can append a
--   change's entries (a move and the steps the server played after it) and then set the
--   game's seq once, in the statement that writes the game's row: a move is accepted only
--   if its seq is one past the later of the game's seq and the log's last move (the two
--   are equal between changes); a stale move, a move twice or a gap is refused;
-- * every other writer of a checked value still moves the version on through the
--   triggers, as before: the triggers now stand still only for a statement that moves the
--   version itself (games: a statement that sets `version`; seats: one that sets
--   `changed_in_version`, the game's version the one writer's change that last changed the
--   seat's checked values gave the game; the writer moves the game's version on in the
--   same change).
DROP TRIGGER moves_in_sequence;

CREATE TRIGGER moves_in_sequence BEFORE INSERT ON moves
WHEN NOT EXISTS (
    SELECT 1 FROM games
    WHERE id = NEW.game_id AND status IN ('active', 'abandoned')
      AND NEW.seq = 1 + max(seq, coalesce(
          (SELECT max(m.seq) FROM moves m WHERE m.game_id = NEW.game_id), seq))
)
BEGIN
    SELECT RAISE(ABORT, 'stale move: the game has moved on');
END;

ALTER TABLE seats ADD COLUMN changed_in_version INTEGER;

DROP TRIGGER games_state_changes;
DROP TRIGGER seats_state_changes;

CREATE TRIGGER games_state_changes AFTER UPDATE OF
    status, result, seq, turn_since, proposal, proposed_by, paused_at, terms ON games
WHEN (OLD.status IS NOT NEW.status OR OLD.result IS NOT NEW.result OR OLD.seq IS NOT NEW.seq
    OR OLD.turn_since IS NOT NEW.turn_since OR OLD.proposal IS NOT NEW.proposal
    OR OLD.proposed_by IS NOT NEW.proposed_by OR OLD.paused_at IS NOT NEW.paused_at
    OR OLD.terms IS NOT NEW.terms)
    AND OLD.version IS NEW.version
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER seats_state_changes AFTER UPDATE OF
    user_id, to_act, deadline, bank_ms, timed_out_at, paused_left_ms ON seats
WHEN (OLD.user_id IS NOT NEW.user_id OR OLD.to_act IS NOT NEW.to_act
    OR OLD.deadline IS NOT NEW.deadline OR OLD.bank_ms IS NOT NEW.bank_ms
    OR OLD.timed_out_at IS NOT NEW.timed_out_at OR OLD.paused_left_ms IS NOT NEW.paused_left_ms)
    AND OLD.changed_in_version IS NEW.changed_in_version
BEGIN
    UPDATE games SET version = version + 1 WHERE id = NEW.game_id;
END;
