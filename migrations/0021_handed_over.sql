-- Issue 27 §1: a turn handed over can be taken back until its new player has seen it.
--
-- seats.seen_seq: the latest move the seat's player has been shown (the game page, the
-- game's API answer, the history viewer, an export). Seats of games that already exist
-- have seen their game as it stands: nothing played before this migration is taken back.
ALTER TABLE seats ADD COLUMN seen_seq INTEGER NOT NULL DEFAULT 0;
UPDATE seats SET seen_seq = (SELECT seq FROM games WHERE games.id = seats.game_id);

-- games.handed_over: the turn as it stood before the latest write that handed it to other
-- seats (who was to act, their clocks, since when), with the game's version once that
-- write was done (JSON, see store::undo::HandedOver). A take-back of the hand-over puts
-- the turn back from it, only if the game is still at that version. Not in the version
-- trigger's columns: writing it changes nothing a move was checked against.
ALTER TABLE games ADD COLUMN handed_over TEXT;
