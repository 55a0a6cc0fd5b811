-- The language a player reads Herald in (issue 30): pages, mails and refusal texts are
-- worded in it. One of the codes Herald speaks ('en', 'ru', 'ja'); an account made
-- before languages came reads English, as it always has.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ru', 'ja'));
