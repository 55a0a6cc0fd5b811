-- The move log is append-only and in sequence. The database itself accepts a move only as
-- the next move of a game in play, so a move checked against a game that has since moved
-- on (another request stored a move first) is refused here, whatever the caller believed;
-- the service turns the refusal into 409. The message is matched in store/games.rs.
CREATE TRIGGER moves_in_sequence BEFORE INSERT ON moves
WHEN NOT EXISTS (
    SELECT 1 FROM games
    WHERE id = NEW.game_id AND seq + 1 = NEW.seq AND status IN ('active', 'abandoned')
)
BEGIN
    SELECT RAISE(ABORT, 'stale move: the game has moved on');
END;

CREATE TRIGGER moves_are_never_changed BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
