-- Issue 27 §2: a decision given ahead (Richard III: next turn's card, once this turn's are
-- revealed). One a seat at most; SECRET: only the seat's own player ever reads it. The
-- server plays it (moves.made_by 'ahead') in the same write as the move that brings its
-- decision, and deletes it then, or when its decision has gone by.
CREATE TABLE ahead_decisions (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat_index INTEGER NOT NULL,
    action     TEXT NOT NULL,
    given_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat_index)
) WITHOUT ROWID;
