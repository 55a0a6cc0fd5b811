## The game's words in English.

rosenkonig-title = The Rose King

rosenkonig-seat-red = red
rosenkonig-seat-white = white

## The directions of the power cards (§2), by their notation
rosenkonig-direction-n = north
rosenkonig-direction-ne = north-east
rosenkonig-direction-e = east
rosenkonig-direction-se = south-east
rosenkonig-direction-s = south
rosenkonig-direction-sw = south-west
rosenkonig-direction-w = west
rosenkonig-direction-nw = north-west

## A move told (the history, the mails): what was done, then what it caused
rosenkonig-played = { $side } played { $card } to { $square }
rosenkonig-hero = { $side } used a hero with { $card } to flip { $square }
rosenkonig-drew-card = { $side } drew { $card }
rosenkonig-drew = { $side } drew a card
rosenkonig-reshuffled = { $move } — the draw pile ran out, so the discard pile was shuffled into a new one
rosenkonig-ended = { $move } — the game ended: { $reason }
rosenkonig-ended-won = { $move } — the game ended: { $reason }; { $winner } wins { $won } to { $lost }
rosenkonig-skipped = { $move } — { $next }'s turn was skipped (no legal action)

## The confirm question (§5)
rosenkonig-explain-play = Play { $card }: the crown goes from { $from } to { $to } and one of your stones is placed there
rosenkonig-explain-hero = Play { $card } with a hero: the crown goes from { $from } to { $to } and the stone there turns to your colour
rosenkonig-explain-draw = Draw the top card of the pile

## Why an action is refused
rosenkonig-no-such-seat = there is no seat { $seat }; the seats are red and white
rosenkonig-game-over = the game is over; no more actions can be taken
rosenkonig-not-your-turn = it is { $turn }'s turn, not { $side }'s; wait for your turn
rosenkonig-hand-full = you hold { $cards } cards and cannot draw; play a card instead
rosenkonig-pile-empty = the draw pile is empty
rosenkonig-not-in-hand = card { $card } is not in your hand
rosenkonig-target-off-board = target { $target } is off the board: { $card } from the crown on { $crown } leaves the board
rosenkonig-off-board = the target is off the board: { $card } moves the crown { $squares } { $squares ->
    [one] square
   *[other] squares
} { $direction } of { $crown }
rosenkonig-own-stone = your own stone is on { $square }: the crown may never land on it, not even with a hero
rosenkonig-target-empty = the target is empty: play the card without a hero ('play { $card }')
rosenkonig-supply-empty = the supply has no stone left to place
rosenkonig-use-a-hero = { $other }'s stone is on { $square }: flip it with a hero ('hero { $card }')
rosenkonig-no-hero-for-enemy = { $other }'s stone is on { $square } and you have no hero left to flip it
rosenkonig-no-hero-left = you have no hero left to flip the stone on { $square }
rosenkonig-legal-now = '{ $action }' is legal now; send it again

## How the game ended (§8) and a tie broken (§9)
rosenkonig-end-supply-exhausted = the 52nd stone was placed
rosenkonig-end-mutual-block = neither player could act
rosenkonig-end-and-tie = { $end }; { $tie }
rosenkonig-tie = tie on { $points } points
rosenkonig-tie-broken = { $tie } broken by { $measure } ({ $more } vs { $fewer })
rosenkonig-tie-and = { $tie } and on { $measure } ({ $count } each)
rosenkonig-tie-draw = { $tie }: a draw
rosenkonig-measure-largest = the largest territory
rosenkonig-measure-stones = the stone count

## The options a game is started with, their words and their choices
rosenkonig-option-tiebreak = Tie-break
rosenkonig-option-tiebreak-help = Who wins when both players score the same points; still equal after it, the game is drawn.
rosenkonig-option-tiebreak-largest = the larger single territory, then more stones on the board (the Russian, English and German rules)
rosenkonig-option-tiebreak-stones = more stones on the board (the Japanese rules)
rosenkonig-option-first = First turn
rosenkonig-option-first-help = Who plays the first turn; the colours stay with their sides of the board.
rosenkonig-option-first-red = red (Lancaster), as in every rulebook
rosenkonig-option-first-random = drawn by the game's dice

## The drawn board's labels (a picture in a mail too)
rosenkonig-board = The Rose King board
rosenkonig-board-crown-moved = the crown from { $from } to { $to }
rosenkonig-board-stone-placed = placed just now: the stone in { $square }
rosenkonig-board-stone = { $side } stone on { $square }
rosenkonig-board-crown = the crown on { $square }
rosenkonig-board-no-cards = (no cards)
rosenkonig-board-heroes = heroes { $heroes }
rosenkonig-board-piles = stones in supply { $supply } · draw pile { $pile } · discard { $discard }
