-- The board as the reader sees it, as SVG, for a mail that shows it: the mail worker
-- renders it to PNG when it sends the mail (not when the move is made).
ALTER TABLE outbox ADD COLUMN board_svg TEXT;
