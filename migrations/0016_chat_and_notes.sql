-- Issue 16.1: chat per game. Players write, anyone who may see the game reads. `seat_index`
-- is the writer's seat when they wrote (a seat may change hands later).
CREATE TABLE chat_messages (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL REFERENCES users(id),
    seat_index INTEGER NOT NULL,
    text       TEXT NOT NULL,
    at         INTEGER NOT NULL
);
CREATE INDEX chat_messages_by_game ON chat_messages(game_id, id);
-- The rate limit counts a writer's recent messages in one game.
CREATE INDEX chat_messages_by_writer ON chat_messages(user_id, game_id, at);

-- Per player game settings live on their seat (as `muted` for the game's mail does):
-- the last message they have seen (on the page, through the API, or carried by a mail),
-- and whether they muted the game's chat.
ALTER TABLE seats ADD COLUMN chat_seen_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN chat_muted INTEGER NOT NULL DEFAULT 0;

-- Issue 16.2: a player's private notes on a game, kept with the game. SECRET to their
-- author until they reveal them, which they may only once the game has ended.
CREATE TABLE game_notes (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL REFERENCES users(id),
    seat_index  INTEGER NOT NULL,
    text        TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    revealed_at INTEGER,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;
