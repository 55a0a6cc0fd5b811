-- Herald's first schema. Times are Unix milliseconds (UTC). The move log is the truth;
-- snapshots are a cache that `herald verify` rebuilds and checks from it.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    name_key      TEXT NOT NULL UNIQUE,      -- lower-case name: names are unique ignoring case
    email         TEXT NOT NULL,
    password_hash TEXT NOT NULL,             -- argon2id PHC string
    created_at    INTEGER NOT NULL
);

CREATE TABLE tokens (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,       -- hex SHA-256 of the bearer token
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER
);
CREATE INDEX tokens_by_user ON tokens(user_id);

CREATE TABLE sessions (
    id_hash    TEXT PRIMARY KEY,             -- hex SHA-256 of the session id in the cookie
    data       TEXT NOT NULL,                -- JSON
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    kind           TEXT NOT NULL,
    engine_version INTEGER NOT NULL,
    options        TEXT NOT NULL,            -- JSON, normalized
    seed           TEXT NOT NULL,            -- hex; secret until the game ends
    seed_hash      TEXT NOT NULL,            -- hex SHA-256 of the seed, public
    status         TEXT NOT NULL CHECK (status IN ('open', 'active', 'finished', 'abandoned')),
    result         TEXT,                     -- JSON once finished
    seq            INTEGER NOT NULL DEFAULT 0, -- moves stored so far
    created_by     INTEGER NOT NULL REFERENCES users(id),
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,         -- last move (or join)
    turn_since     INTEGER                   -- when the seats now to act got the turn
);
CREATE INDEX games_by_status ON games(status, updated_at);

CREATE TABLE seats (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat_index  INTEGER NOT NULL,
    seat        TEXT NOT NULL,
    user_id     INTEGER REFERENCES users(id),
    invited_id  INTEGER REFERENCES users(id),
    to_act      INTEGER NOT NULL DEFAULT 0,  -- 1 while this seat may act
    last_seq    INTEGER NOT NULL DEFAULT 0,  -- seq of this seat's last move
    deadline    INTEGER,
    PRIMARY KEY (game_id, seat_index)
);
CREATE INDEX seats_by_user ON seats(user_id);
CREATE INDEX seats_by_invited ON seats(invited_id);

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,              -- 1-based
    seat_index INTEGER NOT NULL,
    action     TEXT NOT NULL,                 -- the engine's notation
    at         INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE snapshots (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    state   TEXT NOT NULL                     -- the engine's serialized state after move `seq`
);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games(id) ON DELETE CASCADE,
    to_addr         TEXT NOT NULL,
    to_name         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body_text       TEXT NOT NULL,
    body_html       TEXT NOT NULL,
    message_id      TEXT NOT NULL UNIQUE,     -- stable across retries
    thread_id       TEXT,                     -- In-Reply-To / References: the game's thread
    status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    leased_until    INTEGER,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER
);
CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
