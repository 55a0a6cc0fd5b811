## The game's words in English.

tara-title = High Kings of Tara

tara-seat-red = red
tara-seat-blue = blue

## A move told (the history, the mails): the move in notation, then what it caused
tara-moved = { $side }: { $action }
tara-passed = { $side }: pass, the { $side } kings leave the board
tara-captured = { $move }, captured the { $enemy } king on { $hill }
tara-then = { $move }; { $then }
tara-skips = { $move }; { $other } cannot act and skips the turn

## A game of the match scored (§10) and the match (§16, A-13)
tara-game = game { $number }: { $lead } { $first }–{ $second } { $award }
tara-award-kingdoms = by kingdoms
tara-award-territory = by territory
tara-award-tie = kingdoms and territory equal
tara-award-double-capture = by double capture
tara-games = { $first }; { $then }
tara-match-won = { $winner } wins the match { $won }–{ $lost } ({ $games })
tara-match-drawn = the match is drawn { $red }–{ $blue } (A-13) ({ $games })

## The confirm question (§5, A-5)
tara-explain-place = Build a fort on { $hill } and stand a king on it
tara-explain-move = Move the king from { $from } to { $to } and build a fort there
tara-explain-back = Move the king from { $from } back onto your fort on { $to }
tara-explain-take = Move the king from { $from } to take the fort on { $to }
tara-explain-pass = Pass: your kings leave the board for the rest of this game

## Why an action is refused
tara-no-such-seat = there is no such seat
tara-match-over = the match is over
tara-not-your-turn = it is { $side }'s turn
tara-place-refused = { $action } is refused: a new fort goes on a vacant hill not next to one of your forts
tara-place-first = place your kings first: place C3
tara-all-placed = all your kings are placed
tara-manoeuvre-refused = { $action } is refused: a king knight-moves to a vacant hill not next to any of your forts
tara-manoeuvres-only = in Manoeuvres a king moves and builds
tara-battle-move-refused = { $action } is refused: a king knight-moves to a vacant hill not next to another of your kings
tara-must-move = one of your kings can move to a vacant hill, so you must make such a move
tara-pass-refused = you may pass only when every king on the board is immobile
tara-back-refused = { $action } is refused: a backtrack goes onto your own fort without a king, not next to another of your kings
tara-take-refused = { $action } is refused: a fort capture takes an enemy single fort you besiege, without a king on it

## The options a game is started with, their words and their choices
tara-option-games = Match
tara-option-games-help = How many games the match lasts; their points add up (A-13).
tara-option-games-2 = two games: red starts the first, blue the second
tara-option-games-1 = one game
tara-option-battle_entry = Entering Battle
tara-option-battle_entry-help = When the opponent of the first player to reach Battle follows him there (A-4).
tara-option-battle_entry-grace = after one more Manoeuvres turn, if he has a move (A-4)
tara-option-battle_entry-immediate = from his next turn

## The drawn board's labels (a picture in a mail too)
tara-board = The High Kings of Tara board
tara-board-king-moved = a king from { $from } to { $to }
tara-board-fort-built = built just now: the fort in { $hill }
tara-board-fort = { $side } fort on { $hill }
tara-board-king = { $side } king on { $hill }
tara-board-choose-king = choose the king on { $hill }
tara-board-match = game { $game } of the match, { $starter } starts · match points red { $red } – blue { $blue }
tara-board-side = { $phase } · enemy kings captured { $captured }
tara-board-side-passed = { $phase } · enemy kings captured { $captured } · passed
# Each side's phase (§4, §5, §6), by its id in the view.
tara-phase-placement = placement
tara-phase-manoeuvres = manoeuvres
tara-phase-battle = battle
