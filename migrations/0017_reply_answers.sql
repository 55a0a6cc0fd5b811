-- Issue 26: a reply address that can no longer be played (the game moved on, is over or is
-- paused) is answered at most once an hour, so that mails sent to it cannot bomb its
-- player with answers. The last answer to each such address (a seat of a game at a move);
-- rows older than an hour are forgotten as new ones are written.
CREATE TABLE reply_answers (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    answered_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, seq)
) WITHOUT ROWID;

CREATE INDEX reply_answers_by_time ON reply_answers (answered_at);
