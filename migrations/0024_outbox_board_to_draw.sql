-- A held turn mail's board is drawn when the mail leaves its hold, not when it is written
-- (issue 28): most held mails are never sent, their reader looking first. The row keeps
-- what to draw (the reader's seat and the marks of what changed, as JSON); the position is
-- the game after `held_seq`. `board_svg` stays for the mails drawn as they are written
-- (and those queued before this migration).
ALTER TABLE outbox ADD COLUMN board_to_draw TEXT;
