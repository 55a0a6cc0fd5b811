## The game's words in English.

westeros-title = The Three Fords (after Battles of Westeros)

westeros-seat-north = north
westeros-seat-west = west

## The options a game is started with, their words and their choices
westeros-option-momentum = Momentum token
westeros-option-momentum-help = Who holds the momentum token at the start: it settles an equal advantage and the last tie of round 6 (§19.2, A-9).
westeros-option-momentum-random = one die: 1–4 north, 5–8 west
westeros-option-momentum-north = north
westeros-option-momentum-west = west

## The pieces and the cards by their ids in data/skirmish.toml (§19.3)
westeros-unit-N1 = Northern host
westeros-unit-N2 = Northern host
westeros-unit-N3 = Northern household
westeros-unit-N4 = Northern riders
westeros-unit-N5 = Northern bowmen
westeros-unit-N6 = Northern woodsmen
westeros-unit-W1 = Western guard
westeros-unit-W2 = Western guard
westeros-unit-W3 = Western household
westeros-unit-W4 = Western lancers
westeros-unit-W5 = Western crossbowmen
westeros-unit-W6 = Western heavy foot
westeros-commander-N3 = Northern lord
westeros-commander-N4 = Northern captain
westeros-commander-W3 = Western lord
westeros-commander-W4 = Western captain
westeros-commander-none = commander
westeros-card-march = March
westeros-card-assault = Assault
westeros-card-charge = Charge
westeros-card-volley = Volley
westeros-card-muster = Muster
westeros-card-rally = Rally
westeros-card-steady = Steady

## Dice faces and order tokens (§7), morale bands (§12), round colours (§8), steps (§15)
westeros-face-green = green
westeros-face-blue = blue
westeros-face-red = red
westeros-face-morale = morale
westeros-face-valor = valor
westeros-band-green = green
westeros-band-yellow = yellow
westeros-band-red = red
westeros-band-rout = rout
westeros-colour-white = white
westeros-colour-black = black
westeros-step-turn = turn
westeros-step-select = select
westeros-step-move = move
westeros-step-attack = attack
westeros-step-reroll = reroll
westeros-step-retreat = retreat
westeros-step-advance = advance
westeros-step-discard = discard
westeros-step-over = over
westeros-attack-melee = melee
westeros-attack-ranged = ranged
westeros-attack-flank = melee, flank

## Lists
westeros-then = { $first }; { $then }
westeros-comma = { $first }, { $then }
westeros-and = { $first } and { $last }
westeros-or = { $first } or { $then }

## What an attack scores (§10.7): "no hit", "1 hit, 2 morale"
westeros-hits = { $hits ->
    [0] no hit
    [one] 1 hit
   *[other] { $hits } hits
}
westeros-hits-morale = { $hits }, { $morale } morale

## A move told (the history, the mails): the action itself
westeros-passes = { $side } passes
westeros-token = { $side } spends a { $face } order token to order { $unit }
westeros-pair = { $side } spends two { $face } order tokens to order { $unit }
westeros-morale-up = { $side } spends a morale token: morale { $was } → { $now }
westeros-morale-rally = { $side } spends a morale token to rally { $unit } (morale { $was } → { $now })
westeros-plays = { $side } plays { $card } naming the { $commander }
westeros-improvises = { $side } improvises with { $card } naming the { $commander }: one command, any unit, no bonus
westeros-orders = { $side } orders { $unit }
westeros-leaves = { $unit } leaves { $from } for { $to }
westeros-moves-from = { $unit } moves from { $from } to { $to }
westeros-moves-to = { $unit } moves to { $to }
westeros-attack = { $attacker } attacks { $target } ({ $kind }, { $dice ->
    [one] 1 die
   *[other] { $dice } dice
}: { $faces }): { $score }
westeros-attacks = { $unit } attacks { $target }
westeros-rerolls = { $side } rerolls the { $face } dice
westeros-keeps = { $side } keeps the roll
westeros-retreats = { $unit } retreats to { $hex }
westeros-retreats-on = { $unit } retreats on to { $hex }
westeros-sets-out = { $unit } sets out to advance into { $hex }
westeros-advances = { $unit } advances into { $hex }
westeros-stays = { $unit } stays
westeros-no-advance = { $side } does not advance
westeros-done-select = { $side } gives no more commands
westeros-done-move = { $side } ends the movement
westeros-done-attack = { $side } ends the attacks
westeros-done = { $side } is done
westeros-discards-token = { $side } discards a { $face } order token
westeros-discards = { $side } discards { $what }

## What followed the action: rolls, units, fords (§10)
westeros-free-attack = { $attacker } makes a free attack on { $target } ({ $faces }): { $score }
westeros-reroll-now = the roll is now { $faces }: { $score }
westeros-loses-figures = { $unit } loses { $lost } { $lost ->
    [one] figure
   *[other] figures
} ({ $left } left)
westeros-eliminated = { $unit } eliminated
westeros-captured = the { $commander } ({ $unit }) captured
westeros-loss = { $what } ({ $opponent } { $vp } VP, { $owner } morale { $morale })
westeros-alone = { $loss }: the { $commander } stays alone
westeros-alone-on = { $loss }: the { $commander } stays alone on { $hex }
westeros-engaged = { $unit } and { $other } are engaged
westeros-active = { $units } { $count ->
    [one] becomes
   *[other] become
} active
westeros-steady = Steady: { $side } morale { $was } → { $now }
westeros-controls = { $who } controls { $hex }

## What followed the turn: passes, Regroup (§11), the end (§13), a new round (§8, §9)
westeros-turn = { $side }'s turn
westeros-auto-pass = { $side } passes (nothing else is legal)
westeros-regroup = Regroup: { $scores }
westeros-scores-nothing = { $side } scores nothing
westeros-scores = { $side } scores { $vp } VP ({ $why })
westeros-band-morale = { $side }'s { $band } morale
westeros-over = the battle is over: { $reason }; { $winner } wins { $won }–{ $lost }
westeros-a-token = a { $face } order token
westeros-tokens = { $count } { $face } order tokens
westeros-morale-change = { $side } { $was } → { $now }
westeros-recovers = morale recovers: { $changes }
westeros-round-begins = round { $round } begins ({ $colour }): { $first } is first player
westeros-momentum-passes = { $begins }, the momentum passes to { $side }
westeros-order-dice = { $side } rolls order dice: { $faces }
westeros-shuffled = { $side }'s discard pile is shuffled into a new deck
westeros-draws = each side draws { $cards } cards
westeros-chooses-retreat = { $side } chooses where { $unit } retreats: { $hexes }
westeros-may-advance = { $unit } may advance into { $hex }
westeros-may-pursue = { $unit } may advance into { $hex } and attack again
westeros-may-reroll = a flank attack: { $side } may reroll one face or keep the roll
westeros-discards-down = { $side } discards down to the carry-over

## How the battle ended (§19.5) and the chapters of a battle
westeros-reason-routed = { $side } routed
westeros-reason-annihilated = { $side } annihilated
westeros-reason-more-vp = round limit: more VP
westeros-reason-higher-morale = round limit: VP tied, higher morale
westeros-reason-momentum = round limit: VP and morale tied, momentum
westeros-chapter-command = Round { $round }, Command
westeros-chapter-regroup = Round { $round }, Regroup

## Asked before an action that gives something up (§10.1, §10.4)
westeros-warn-pass = Passing ends your Command phase for this round: your { $tokens ->
    [one] 1 order token
   *[other] { $tokens } order tokens
} and { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} stay unused until the next round (§10.1).
westeros-warn-done = You still have { $left ->
    [one] 1 possible attack
   *[other] { $left } possible attacks
}; done ends your turn without them.

## Why an action is refused (§15)
westeros-no-such-seat = there is no such seat: the seats are north and west
westeros-battle-over = the battle is over
westeros-not-your-decision = it is { $actor }'s decision now, not { $side }'s
westeros-token-refused = { $action } is refused: a token orders one active unit of its rank (valor or two identical tokens: any rank), and you need the tokens on your command board
westeros-morale-up-refused = morale up needs a morale token and morale 9 or less
westeros-rally-refused = { $action } is refused: rallying needs a morale token, morale 2 or more, and one of your inactive units on the board
westeros-order-refused = { $action } is refused: a command orders an active unit of yours in the named commander's zone of control (distance 2 or less), of a type the card allows, not yet ordered
westeros-command-first = give at least one command first
westeros-move-refused = { $action } is refused: an ordered unit that has not moved goes through empty hexes (never river), at most its Move; a ford or forest ends the move
westeros-attack-refused = { $action } is refused: an ordered unit with an attack left attacks an adjacent enemy, or shoots (N5, W5) at distance 2-4 with a clear line of sight, not adjacent to any enemy, at a target not engaged
westeros-reroll-refused = reroll a face that some die shows, or keep
westeros-retreat-to = retreat to one of the two free hexes toward your edge: { $hexes }
westeros-answer-advance = answer advance { $unit } { $hex } or stay
westeros-discard-down = discard down to 2 order tokens and 2 cards: discard token <kind> or discard card <card>, of what you hold over them
westeros-wrong-step = { $action } is not a decision of the { $step } step now; it takes { $forms }
westeros-not-in-hand = { $action } is refused: that card is not in your hand
westeros-not-improvised = { $action } is refused: only Assault, Charge, Volley and Muster may be improvised
westeros-no-command-token = { $action } is refused: no command token is left on your command board
westeros-no-commander = { $action } is refused: name a commander of yours on the board whose card is below his command limit and who has a unit the card can order in his zone of control

## The confirm question: an action in words before it is played (§10, §11)
westeros-unit-named = { $unit } ({ $name })
westeros-unit-named-lone = { $unit } (the lone { $commander })
westeros-units-any = unit of any type
westeros-units-foot = foot unit (infantry or special)
westeros-units-cavalry = cavalry unit
westeros-units-ranged = ranged unit
westeros-explain-pass = Pass: no order token or card for the rest of this round
westeros-explain-token = Spend a { $face } order token to order { $unit }: it turns inactive, then may move and attack
westeros-explain-pair = Spend two { $face } order tokens to order { $unit }, whatever its rank: it turns inactive, then may move and attack
westeros-explain-morale-up = Spend a morale token: your morale goes from { $was } to { $now }
westeros-explain-rally = Spend a morale token to rally { $unit }: your morale goes from { $was } to { $now } and it becomes active, to be ordered in a later turn
westeros-explain-improvise = Play { $card } improvised, naming the { $commander } ({ $unit }): one command ordering one active unit of any type in his zone of control, with no bonus; the card is revealed now
westeros-explain-reroll = Reroll the { $dice ->
    [one] 1 die
   *[other] { $dice } dice
} showing { $face }; the new roll stands
westeros-explain-keep = Keep the roll as it is
westeros-explain-retreat = Retreat { $unit } to { $hex }
westeros-explain-retreat-more = Retreat { $unit } to { $hex }; { $more ->
    [one] 1 more morale result follows
   *[other] { $more } more morale results follow
}
westeros-explain-stay-unit = Stay: { $unit } does not advance
westeros-explain-stay = Stay: do not advance
westeros-explain-discard-token = Discard a { $face } order token back to the supply
westeros-explain-discard-card = Discard { $card } face up on your discard pile, where both players see it
westeros-explain-card = Play { $card } naming the { $commander } ({ $unit }): up to { $commands } { $commands ->
    [one] command
   *[other] commands
}, each ordering one active { $units } in his zone of control for one command token
westeros-explain-card-rally = { $text }; first, every inactive friendly unit in his zone of control becomes active
westeros-explain-card-move = { $text }; move +{ $bonus }
westeros-explain-card-melee = { $text }; +{ $bonus } die on their melee attacks
westeros-explain-card-ranged = { $text }; +{ $bonus } die on its ranged attack
westeros-explain-card-no-penalty = { $text }, with no penalty for moving
westeros-explain-card-no-attack = { $text }; the units it orders may move but not attack
westeros-explain-card-steady = { $text }; at the end of the turn, your morale +1 if it is 7 or less
westeros-explain-card-revealed = { $text }; the card is revealed now
westeros-explain-order = Give { $unit } a command; it turns inactive, then { $then }
westeros-explain-order-token = Give { $unit } a command: one command token moves onto the { $commander }'s card; it turns inactive, then { $then }
westeros-may-move-and-attack = may move and attack
westeros-may-move-not-attack = may move but not attack
westeros-explain-move = Move { $unit } to { $to }
westeros-explain-move-from = Move { $unit } from { $from } to { $to }
westeros-terrain-ford = { $text } (a ford: the move ends there; a unit standing there at the end of a turn takes control of it)
westeros-terrain-forest = { $text } (a forest: the move ends there)
westeros-terrain-hill = { $text } (a hill)
westeros-free-attack-one = { $text }; it is engaged, so before it leaves { $unit } makes a free attack on it
westeros-free-attack-many = { $text }; it is engaged, so before it leaves { $units } each make a free attack on it
westeros-explain-melee = Attack { $target } with { $attacker }: a melee attack
westeros-explain-flank = Attack { $target } with { $attacker }: a melee attack; the target is engaged with another of your units, so it is a flank attack: after the roll you may reroll one face
westeros-explain-ranged = Attack { $target } with { $attacker }: a ranged attack at distance { $distance }
westeros-explain-advance = Move { $unit } into the emptied hex { $hex }
westeros-explain-pursue = Move { $unit } into the emptied hex { $hex }; then it may make one more melee attack
westeros-explain-done-select = Give no more commands: the ordered units move next
westeros-explain-done-move = End the movement: the ordered units may now attack
westeros-explain-done-move-only = End the movement: these units may not attack, so the turn ends
westeros-explain-done-attack = End the attacks: the turn ends
westeros-explain-done = Done

## Notation inside a sentence (unit ids, hexes): the same in every language
westeros-notation = { $text }

## The drawn board's labels (a picture in a mail too)
westeros-board = The Three Fords: the board
# Each hex's title: its name, its terrain and what the terrain does (§3.5), who holds a ford (§10.12)
westeros-board-open = open ground
westeros-board-river = river: no unit may enter
westeros-board-ford = ford: entering ends a move; an objective
westeros-board-hill = hill: blocks sight; +1 die shooting from it
westeros-board-forest = forest: blocks sight; entering ends a move
westeros-board-held = { $terrain }, held by { $side }
westeros-board-hex = { $hex }: { $about }
westeros-board-hex-click = { $action }: { $hex }, { $about }
# The marks of recent moves: "move C2 → C3", "battle at D4"
westeros-board-mark-move = move
westeros-board-mark-sea = sea
westeros-board-mark-retreat = retreat
westeros-board-mark-arrived = arrived
westeros-board-mark-battle = battle
westeros-board-mark-loss = loss
westeros-board-mark-travel = { $what } { $from } → { $to }
westeros-board-mark-at = { $what } at { $hex }
westeros-board-zone = the zone of control of { $unit }
westeros-board-engaged = { $unit } and { $other } are engaged
# A unit's title (§4.1): "N1 Northern host (infantry, green): 4 figures, active"
westeros-board-infantry = infantry
westeros-board-cavalry = cavalry
westeros-board-ranged = ranged
westeros-board-special = special foot
westeros-board-lone = lone commander
westeros-board-unit = { $unit } { $name } ({ $kind }, { $rank }): { $figures ->
    [one] { $figures } figure
   *[other] { $figures } figures
}
westeros-board-unit-lone = { $unit }: the lone commander of { $name }
westeros-board-unit-with = { $text }, with the { $commander }
westeros-board-active = { $text }, active
westeros-board-inactive = { $text }, inactive
westeros-board-unit-click = { $action }: { $text }
# The viewer's hand (§16) and each card drawn in it (§14)
westeros-board-hand = Your hand ({ $side }): each card says what it does
westeros-board-hand-empty = Your hand ({ $side }): no card
westeros-board-card = { $card }: { $effect }
westeros-board-card-click = { $action }. { $text }
westeros-board-card-choose = Choose { $card } to play it. { $text }
westeros-board-card-commands = { $commands ->
    [one] { $commands } command
   *[other] { $commands } commands
}
westeros-board-card-any = any unit
westeros-board-card-foot = foot (infantry, special)
westeros-board-card-cavalry = cavalry
westeros-board-card-ranged = ranged
westeros-board-card-move-bonus = move +{ $bonus }
westeros-board-card-melee-bonus = melee +{ $bonus } die
westeros-board-card-ranged-bonus = ranged +{ $bonus } die
westeros-board-card-no-penalty = no −1 for moving
westeros-board-card-no-attack = no attacks
westeros-board-card-rally = first: zone rallies
westeros-board-card-steady = end: morale +1 if ≤ 7
westeros-board-card-improvise = may be improvised
# A card's effect in one sentence (its title in the hand, and the rules page's card table)
westeros-card-effect = Up to { $commands } { $commands ->
    [one] command
   *[other] commands
}, each ordering one active { $units } in the commander's zone of control
westeros-card-effect-rally = { $text }; first, every inactive friendly unit in his zone of control becomes active
westeros-card-effect-move = { $text }; move +{ $bonus }
westeros-card-effect-melee = { $text }; +{ $bonus } die on melee attacks
westeros-card-effect-ranged = { $text }; +{ $bonus } die on ranged attacks
westeros-card-effect-no-penalty = { $text }; no −1 die for a shooter that moved
westeros-card-effect-no-attack = { $text }; the units it orders may move but not attack
westeros-card-effect-steady = { $text }; at the end of the turn, morale +1 if it is 7 or less
westeros-card-effect-improvise = { $text }; may be improvised as one command for any unit type.
westeros-card-effect-not-improvised = { $text }; may not be improvised.
# The panel under the map: the step waiting (§15), the tracks (§7, §12), the command boards (§10.2)
westeros-board-over = The battle is over: { $winner } wins ({ $reason }).
westeros-board-turn = Command phase: { $side }'s turn, { $step } step. First player { $first }, momentum { $momentum }.
westeros-board-regroup-discard = Regroup: { $side } discards down to { $tokens ->
    [one] { $tokens } order token
   *[other] { $tokens } order tokens
} and { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}.
westeros-board-round = Round { $round } of { $limit }
westeros-board-side = { $side }: morale { $morale } ({ $band }), VP { $vp }
westeros-board-side-passed = { $side }: morale { $morale } ({ $band }), VP { $vp }, passed
westeros-board-command = command board { $tokens }; on commanders: { $commanders }
westeros-board-commander = { $unit } { $tokens }
westeros-board-commander-captured = { $unit } captured
westeros-board-tokens = { $side }: { $tokens }
westeros-board-cards = hand { $hand }, deck { $deck }, discard: { $discard }
westeros-board-none = none
# The latest rolls (§19.4): "north order dice", "melee N1 → W2"
westeros-board-order-dice = { $side } order dice
westeros-board-roll = { $kind } { $attacker } → { $target }
westeros-board-roll-free = free
# The buttons: each action that names no place, in a few words (its title is the full explanation)
westeros-board-pass = Pass for the round
westeros-board-morale-up = Spend a morale token: morale +1
westeros-board-done-select = Done giving commands
westeros-board-done-move = Done moving
westeros-board-done-attack = Done attacking: end the turn
westeros-board-done = Done
westeros-board-keep = Keep the roll
westeros-board-stay = Stay: do not advance
westeros-board-reroll = Reroll the { $face } dice
westeros-board-discard-token = Discard a { $face } order token
westeros-board-token = Give { $unit } a { $face } order token
westeros-board-pair = Give { $unit } two { $face } order tokens
westeros-board-rally = Rally { $unit } with a morale token
westeros-board-improvise = Improvise { $card } with the { $commander } ({ $unit })
westeros-board-clear = Clear the selection

## The rules page's table of the leadership cards (§14)
westeros-cards-title = The leadership cards
westeros-cards-intro = Each side has its own deck of these cards (§14); a command orders one unit and puts one command token on the commander's card.
westeros-cards-card = Card
westeros-cards-copies = Copies
westeros-cards-does = What it does
westeros-cards-total = { $cards } cards in each deck.
