## The game's words in English.

richard3-title = Richard III: The Wars of the Roses

richard3-seat-lancaster = lancaster
richard3-seat-york = york

## The options a game is started with, their words and their choices
richard3-option-scenario = Scenario
richard3-option-scenario-help = Which part of the wars is fought: all three campaigns from 1460, or one of the short scenarios (§13).
richard3-option-scenario-wars_of_the_roses = The Wars of the Roses: 1460, three campaigns
richard3-option-scenario-kingmaker = Kingmaker: 1470, campaign 2 only, Henry VI a prisoner
richard3-option-scenario-richard_iii = Richard III: 1483, campaign 3 only
richard3-option-redeal = Weak hands
richard3-option-redeal-help = What happens to a fresh hand worth 13 action points or less (5.1).
richard3-option-redeal-ask = its player may ask for a redeal, once per campaign; the opponent then keeps or redraws (5.1)
richard3-option-redeal-auto = both hands are redealt at once until each is worth more than 13

## The areas and seas of the map, by their ids in data/map.toml
richard3-area-ireland = Ireland
richard3-area-isle_of_man = Isle of Man
richard3-area-scotland = Scotland
richard3-area-northumbria = Northumbria
richard3-area-cumbria = Cumbria
richard3-area-north_yorks = North Yorks
richard3-area-east_yorks = East Yorks
richard3-area-south_yorks = South Yorks
richard3-area-lancaster = Lancaster
richard3-area-caernarvon = Caernarvon
richard3-area-chester = Chester
richard3-area-derby = Derby
richard3-area-lincoln = Lincoln
richard3-area-pembroke = Pembroke
richard3-area-powys = Powys
richard3-area-hereford = Hereford
richard3-area-warwick = Warwick
richard3-area-leicester = Leicester
richard3-area-rutland = Rutland
richard3-area-east_anglia = East Anglia
richard3-area-glamorgan = Glamorgan
richard3-area-gloucester = Gloucester
richard3-area-oxford = Oxford
richard3-area-middlesex = Middlesex
richard3-area-essex = Essex
richard3-area-somerset = Somerset
richard3-area-wilts = Wilts
richard3-area-sussex = Sussex
richard3-area-kent = Kent
richard3-area-cornwall = Cornwall
richard3-area-dorset = Dorset
richard3-area-france = France
richard3-area-calais = Calais
richard3-area-irish_sea = Irish Sea
richard3-area-north_sea = North Sea
richard3-area-english_channel = English Channel

## A heading over the moves of one part of the game (the history, the mails)
richard3-chapter-battle = Battle of { $area }, round { $round }
richard3-chapter-regroup = Battle of { $area }, regroup
richard3-chapter-political = Campaign { $campaign }, political turn
richard3-chapter-turn = Campaign { $campaign }, game turn { $turn }

## How the game ended (9.0) and what is asked before an action (5.0)
richard3-end-heirs = { $loser } has no heir left (9.0)
richard3-end-crown = { $winner } holds the crown at the end (9.0)
richard3-warn-done = You still have { $ap ->
    [one] 1 action point
   *[other] { $ap } action points
}; end your action phase anyway?

## Why an action is refused (blocks and areas by their notation)
richard3-no-such-seat = there is no such seat
richard3-game-over = the game is over
richard3-not-your-decision = it is not { $house }'s decision now
richard3-not-a-choice = { $action } is not one of the choices now
richard3-not-in-hand = { $action } is not a card in { $house }'s hand
richard3-choose-card = choose a card to play: play <card id>
richard3-answer-redeal = answer the redeal question first
richard3-not-action-phase = this is not an action phase
richard3-no-land-moves = this event card allows no land moves
richard3-no-sea-moves = this event card allows no sea moves
richard3-no-ap = no action points left
richard3-already-activated = { $area } is already activated
richard3-no-unmoved-block = { $house } has no unmoved block in { $area }
richard3-events-cannot-recruit = event cards cannot recruit
richard3-not-in-pool = { $block } is not available in { $house }'s pool
richard3-cannot-recruit-there = { $block } cannot be recruited in { $area }
richard3-plague-needs-city = plague needs a city held by the enemy alone; not { $area }
richard3-not-muster-area = { $area } cannot be the muster area
richard3-muster-first = the mustering block must reach the muster area first
richard3-not-action-choice = { $action } is not an action-phase choice
richard3-not-on-map = { $house } has no { $block } on the map
richard3-already-moved = { $block } has already moved or was recruited this turn
richard3-pinned = { $block } is pinned by the attackers
richard3-activate-first = activate { $area } first
richard3-never-by-sea = { $block } may never move by sea
richard3-never-enter = { $house } may never enter { $area }
richard3-cannot-sail = { $block } cannot sail to { $area }: it must share a sea zone and be friendly or vacant, with an AP left
richard3-block-not-on-map = { $block } is not on the map
richard3-no-land-border = { $from } and { $to } share no land border
richard3-no-step-back = { $block } may not step back into { $area }
richard3-border-full = the { $from }–{ $to } border takes no more blocks this turn
richard3-enemy-entered = the enemy entered { $from } across the border to { $to }
richard3-muster-path = the move must end in the muster area by a legal path
richard3-battle-borders = { $house } may use no more borders into the battle at { $area }
richard3-no-battle = there is no battle to fight in { $area }
richard3-player-one-picks = Player 1 picks the next battle
richard3-not-treason-target = { $block } is not a Treason target: an enemy block in the fight (not a reserve) with loyalty, never the King or Pretender
richard3-treason-roll = make the Treason roll on a target, or decline
richard3-not-strongest = { $block } is not one of your strongest blocks in the fight
richard3-pick-hit = pick which of your strongest blocks takes the hits
richard3-cannot-regroup = { $block } cannot regroup to { $area }: only blocks in the battle area, to an adjacent friendly or vacant area within the border limits
richard3-regroup-or-done = regroup blocks, or end with done
richard3-give-battle-turn = give a block its battle turn
richard3-no-battle-turn = { $block } has no battle turn now (initiative order, one turn a round)
richard3-attacker-retreats-late = an attacking block may only retreat in round 4
richard3-no-first-round-retreat = no retreat in the first round
richard3-cannot-retreat = { $block } cannot retreat to { $area }: an adjacent friendly or vacant area, not across a border the enemy entered by, within the border limits of this round
richard3-heir-charges = only the senior heir in the fight may charge
richard3-not-enemy-block = { $block } is not an enemy block in the fight
richard3-no-treachery-roll = { $block } has no treachery roll: only the King, the Pretender and Warwick, once per battle
richard3-not-treachery-target = { $block } is not a treachery target: an enemy block in the fight with loyalty, never the King or Pretender, nor one that turned in this battle; Warwick never tries Northumberland or Westmoreland (6.91)

## Standing battle orders (issue 13): the game page's questions and their answers
richard3-orders-ask = ask me
richard3-orders-fire = When a block of yours has its battle turn
richard3-orders-fire-always = fire
richard3-orders-retreat = When a block of yours could retreat
richard3-orders-retreat-never = never retreat
richard3-orders-retreat-at-steps = { $steps ->
    [one] retreat a block down to 1 step
   *[other] retreat a block down to { $steps } steps or fewer
}
richard3-orders-charge = When your senior heir could charge
richard3-orders-charge-never = never charge
richard3-orders-charge-always = charge the weakest enemy block
richard3-orders-treachery = When your King, Pretender or Warwick could roll treachery, or you hold Treason
richard3-orders-treachery-never = never roll
richard3-orders-treachery-always = roll at the likeliest target
richard3-orders-hits = When equally strong blocks of yours take hits
richard3-orders-hits-auto = heirs last, then the weakest firepower
richard3-orders-regroup = When you win a battle
richard3-orders-regroup-stay = stay put

## Names: the houses in sentences, the 63 blocks (by their id in data/blocks.toml without
## the house's letter: twins and the two colours of a church share one name), the 6 events
richard3-house-lancaster = Lancaster
richard3-house-york = York
richard3-block-york = York
richard3-block-march = March
richard3-block-rutland = Rutland
richard3-block-clarence = Clarence
richard3-block-gloucester = Gloucester
richard3-block-essex = Essex
richard3-block-hastings = Hastings
richard3-block-herbert = Herbert
richard3-block-worcester = Worcester
richard3-block-suffolk = Suffolk
richard3-block-norfolk = Norfolk
richard3-block-buckingham = Buckingham
richard3-block-exeter = Exeter
richard3-block-rivers = Rivers
richard3-block-northumberland = Northumberland
richard3-block-shrewsbury = Shrewsbury
richard3-block-stanley = Stanley
richard3-block-arundel = Arundel
richard3-block-warwick = Warwick
richard3-block-kent = Kent
richard3-block-salisbury = Salisbury
richard3-block-westmoreland = Westmoreland
richard3-block-irish = Irish Mercenary
richard3-block-burgundian = Burgundian Mercenary
richard3-block-calais_merc = Calais Mercenary
richard3-block-canterbury_church = Canterbury (church)
richard3-block-york_church = York (church)
richard3-block-london_levy = London (levy)
richard3-block-norwich_levy = Norwich (levy)
richard3-block-salisbury_levy = Salisbury (levy)
richard3-block-bombard = Bombard
richard3-block-henry_vi = Henry VI
richard3-block-prince_edward = Prince Edward
richard3-block-somerset = Somerset
richard3-block-richmond = Richmond
richard3-block-oxford = Oxford
richard3-block-pembroke = Pembroke
richard3-block-devon = Devon
richard3-block-beaumont = Beaumont
richard3-block-clifford = Clifford
richard3-block-wiltshire = Wiltshire
richard3-block-scots = Scots Mercenary
richard3-block-welsh = Welsh Mercenary
richard3-block-french = French Mercenary
richard3-block-coventry_levy = Coventry (levy)
richard3-block-bristol_levy = Bristol (levy)
richard3-block-newcastle_levy = Newcastle (levy)
richard3-block-york_levy = York (levy)
richard3-block-rebel = Rebel
richard3-event-force_march = Force March
richard3-event-muster = Muster
richard3-event-piracy = Piracy
richard3-event-plague = Plague
richard3-event-surprise = Surprise
richard3-event-treason = Treason

## Blocks, cards and places inside the sentences below
# A block with its colour: "York's Warwick" (twins share a name).
richard3-named = { $house }'s { $block }
# The Rebel, who fights for the Pretender (3.26).
richard3-named-rebel = the Rebel
# A card as printed: its number and action points (AP), an event's name too.
richard3-card = card { $number } ({ $ap } AP)
richard3-card-event = card { $number } ({ $event }, { $ap } AP)
# Lists: cards shown, blocks revealed, the sea zones two areas share.
richard3-comma = { $first }, { $then }
richard3-and = { $first } and { $then }
richard3-or = { $first } or { $then }
# Notation, the same in every language: dice ("6 3 1").
richard3-notation = { $text }
# Where a block is, when it is not in an area.
richard3-location-off-map = off the map
richard3-location-pool = the pool
richard3-location-pool-down = the pool, face down
richard3-location-home-down = its home, face down
richard3-location-minor = the minor heirs
richard3-location-offmap = beside the map
richard3-location-dead = the dead
richard3-location-prisoner = a prisoner in { $area }

## One decision told in the history and the mails (10.0): the parts of one decision are
## joined by "; ". The opponent reads hidden blocks as "a block"; `$repeats` counts like
## moves told once ("York moved 3 blocks from Kent to Sussex").
richard3-then = { $first }; { $then }
richard3-asked-redeal = { $house } asked for a redeal
richard3-kept-hand = { $house } kept his hand
richard3-answered-redeal = { $house } answered the redeal question
richard3-keeps-hand = { $house } keeps his hand
richard3-redraws = { $house } gives up his hand too
richard3-played = { $house } played { $card }
richard3-played-hidden = { $house } played a card
richard3-activated = { $house } activated { $area }
richard3-mustered = { $house } chose { $area } as the muster area
richard3-plague = { $house } struck { $area } with plague
richard3-moved = { $block } moved from { $from } to { $to }
richard3-moved-on = { $block } moved on from { $from } to { $to }
richard3-sailed = { $block } sailed from { $from } to { $to } ({ $seas })
richard3-sailed-on = { $block } sailed on from { $from } to { $to } ({ $seas })
richard3-moved-hidden = { $house } moved { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $from } to { $to }
richard3-moved-on-hidden = { $house } moved { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} on from { $from } to { $to }
richard3-sailed-hidden = { $house } sailed { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $from } to { $to } ({ $seas })
richard3-sailed-on-hidden = { $house } sailed { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} on from { $from } to { $to } ({ $seas })
richard3-main-force = { $move } (main force in the battle for { $area })
richard3-reserve = { $move } (reserve in the battle for { $area })
richard3-recruited = { $house } recruited { $block } in { $area }
richard3-recruited-hidden = { $house } recruited { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} in { $area }
richard3-regroup-ended = { $house } ended the regroup
richard3-actions-ended = { $house } ended the action phase
richard3-battle-chosen = { $house } chose the battle in { $area }
richard3-treason = { $house } made the Treason roll on { $target }: { $dice }; { $result }
richard3-roll-succeeds = it succeeds
richard3-roll-fails = it fails
richard3-declined = { $house } kept the Treason roll for a later battle
richard3-volley = firepower { $firepower }: { $dice }, { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
richard3-fires = { $block } fires ({ $volley })
richard3-passes = { $block } passes
richard3-charges = { $heir } charges { $target } ({ $volley })
richard3-fires-back = { $charge }; { $target } fires back ({ $volley })
richard3-treachery = { $block } tries treachery on { $target }: { $dice }; { $result }
richard3-hit-on = { $house } puts the hit on { $block }
richard3-retreats = { $block } retreats to { $area }
richard3-retreated-hidden = { $house } retreated { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $from } to { $to }
richard3-regroups = { $block } regroups to { $area }
richard3-regrouped-hidden = { $house } regrouped { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $from } to { $to }
richard3-executed = { $house } executed { $block }
richard3-spared = { $house } spared { $block }
richard3-entered = { $block } entered play in { $area }
richard3-supply-loss = { $block } takes the supply loss in { $area }
richard3-goes-home = { $block } goes home to { $area }
richard3-sent-home-hidden = { $house } sent { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $from } home to { $to }
richard3-to-pool = { $block } goes from { $area } to the pool
richard3-to-pool-hidden = { $house } sent { $repeats ->
    [one] a block
   *[other] { $repeats } blocks
} from { $area } to the pool
# 5.1: the redeal.
richard3-no-redeal = no redeal is asked
richard3-asks-redeal-showing = { $house } asks for a redeal, showing { $hand }
richard3-both-dealt-again = both hands are dealt again
richard3-hand-dealt-again = { $house }'s hand is dealt again
richard3-cards-revealed = cards revealed: Lancaster { $lancaster }, York { $york }; { $first } is Player 1
# 6.x: the battle being fought.
richard3-round-begins = round { $round } begins
richard3-control-change = control change: { $attacker } now attacks, { $defender } defends
richard3-revealed = revealed: { $sides }
richard3-revealed-side = { $house }'s { $blocks }
richard3-block-steps = { $block } ({ $steps })
richard3-reserves = reserves: Lancaster { $lancaster }, York { $york }
richard3-loses = { $block } loses { $lost } (now { $steps })
richard3-defects = { $block } defects to { $house } ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
})
richard3-eliminated = { $block } is eliminated
richard3-battle-won = { $house } wins the battle in { $area }
richard3-battle-empty = the battle in { $area } leaves nobody there
# 7.x, 8.x: supply, minors, the prisoner, the political turn; counts per area.
richard3-rescued = { $block } is rescued in { $area }
richard3-lost-steps = { $house } lost { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} in { $area }
richard3-lost-steps-eliminated = { $house } lost { $steps ->
    [one] 1 step
   *[other] { $steps } steps
} in { $area } ({ $dead ->
    [one] 1 block eliminated
   *[other] { $dead } blocks eliminated
})
richard3-blocks-moved = { $house }: { $count ->
    [one] 1 block
   *[other] { $count } blocks
} from { $from } to { $to }
# The viewer's own blocks named after a count: "York lost 2 steps in Kent [Warwick, Kent]".
richard3-own-blocks = { $text } [{ $blocks }]
richard3-dead = { $block } is dead
richard3-king-waiting = { $block } is King, waiting to enter play
richard3-king-in = { $block } is King, in { $area }
richard3-king-at = { $block } is King, { $place }
richard3-pretender = { $block } is now the Pretender
richard3-usurpation-count = political turn: usurpation count Lancaster { $lancaster }, York { $york }
richard3-usurps = { $house } usurps the crown
richard3-usurps-king = { $house } usurps the crown: { $king } is King
richard3-keeps-crown = { $house } keeps the crown
richard3-campaign-begins = campaign { $campaign } begins: every block at full strength, 7 new cards each
richard3-turn-begins = turn { $turn } begins
richard3-wins = { $house } wins

## An action in words before it is made (the confirm page), for the player making it
richard3-explain-play = Play { $card }
richard3-explain-redeal = Ask for a redeal (5.1)
richard3-explain-keep = Keep your hand
richard3-explain-redraw = Give up your hand too: both hands are dealt again (5.1)
richard3-explain-activate = Activate { $area }
richard3-explain-muster = Choose { $area } as the muster area
richard3-explain-plague = Strike { $area } with plague
richard3-explain-move = Move { $block } from { $from } to { $to }
richard3-explain-sail = Sail { $block } from { $from } to { $to } ({ $seas })
richard3-explain-sail-off-map = Sail { $block } from { $from } to { $to }
richard3-explain-recruit = Recruit { $block } in { $area }
richard3-explain-end-regroup = End the regroup
richard3-explain-end-actions = End your action phase
richard3-explain-battle = Fight the battle in { $area }
richard3-explain-treason = Make the Treason roll on { $target }
richard3-explain-decline = Keep the Treason roll for a later battle
richard3-explain-fire = { $block } fires
richard3-explain-pass = { $block } passes
richard3-explain-charge = { $block } charges { $target }
richard3-explain-treachery = { $block } tries treachery on { $target }
richard3-explain-hit = Put the hit on { $block }
richard3-explain-retreat = { $block } retreats from { $from } to { $to }
richard3-explain-regroup = { $block } regroups from { $from } to { $to }
richard3-explain-execute = Execute { $block }
richard3-explain-spare = Spare { $block }
richard3-explain-enter = { $block } enters play in { $area }
richard3-explain-lose = { $block } takes the supply loss in { $area }
richard3-explain-home = { $block } goes home from { $from } to { $to }
richard3-explain-surplus = Send { $block } from { $area } to the pool

## The drawn board (a picture in a mail too). A block's face shows a short name: at most
## 8 half-width letters, 4 kanji or kana.
richard3-board = Richard III board
richard3-map = Map of England and Wales for Richard III
richard3-face-york = York
richard3-face-march = March
richard3-face-rutland = Rutland
richard3-face-clarence = Clarence
richard3-face-gloucester = Glouces.
richard3-face-essex = Essex
richard3-face-hastings = Hastings
richard3-face-herbert = Herbert
richard3-face-worcester = Worcest.
richard3-face-suffolk = Suffolk
richard3-face-norfolk = Norfolk
richard3-face-buckingham = Bucking.
richard3-face-exeter = Exeter
richard3-face-rivers = Rivers
richard3-face-northumberland = Northum.
richard3-face-shrewsbury = Shrewsb.
richard3-face-stanley = Stanley
richard3-face-arundel = Arundel
richard3-face-warwick = Warwick
richard3-face-kent = Kent
richard3-face-salisbury = Salisbu.
richard3-face-westmoreland = Westmor.
richard3-face-irish = Irish
richard3-face-burgundian = Burgundian
richard3-face-calais_merc = Calais
richard3-face-canterbury_church = Canterbury
richard3-face-york_church = York
richard3-face-london_levy = London
richard3-face-norwich_levy = Norwich
richard3-face-salisbury_levy = Salisbury
richard3-face-bombard = Bombard
richard3-face-henry_vi = Henry VI
richard3-face-prince_edward = Prince.
richard3-face-somerset = Somerset
richard3-face-richmond = Richmond
richard3-face-oxford = Oxford
richard3-face-pembroke = Pembroke
richard3-face-devon = Devon
richard3-face-beaumont = Beaumont
richard3-face-clifford = Clifford
richard3-face-wiltshire = Wiltshi.
richard3-face-scots = Scots
richard3-face-welsh = Welsh
richard3-face-french = French
richard3-face-coventry_levy = Coventry
richard3-face-bristol_levy = Bristol
richard3-face-newcastle_levy = Newcastle
richard3-face-york_levy = York
richard3-face-rebel = Rebel
richard3-city-bristol = Bristol
richard3-city-coventry = Coventry
richard3-city-london = London
richard3-city-newcastle = Newcastle
richard3-city-norwich = Norwich
richard3-city-salisbury = Salisbury
richard3-city-york = York
richard3-exile-lancaster = Lancaster exile
richard3-exile-york = York exile
# The status banner over the map: what the pending decision asks (12.0).
richard3-asks-redeal_ask = keep the hand or ask for a redeal
richard3-asks-redeal_answer = answer the redeal request
richard3-asks-cards = play a card
richard3-asks-actions = actions
richard3-asks-pick_battle = choose the next battle
richard3-asks-treason = treason roll or not
richard3-asks-battle_turn = battle turn
richard3-asks-take_hit = take { $count ->
    [one] 1 hit
   *[other] { $count } hits
}
richard3-asks-regroup = regroup
richard3-asks-execute = execute or spare { $block }
richard3-asks-minor_entry = where { $block } enters
richard3-asks-supply_loss = { $count ->
    [one] 1 step loss
   *[other] { $count } step losses
} in { $area }
richard3-asks-go_home = where { $block } goes home
richard3-asks-exile_surplus = send exile surplus to the pool
richard3-asks-over = the game is over
richard3-asks-the-heir = the heir
richard3-asks-the-minor = the minor heir
richard3-asks-a-block = a block
richard3-asks-an-area = an area
richard3-status = Campaign { $campaign } of { $campaigns } · turn { $turn } of 7 · { $crown } · { $asks }
richard3-status-to-act = Campaign { $campaign } of { $campaigns } · turn { $turn } of 7 · { $crown } · { $houses } to act: { $asks }
richard3-status-king-pretender = King { $king } ({ $royal }) · Pretender { $pretender }
richard3-status-king = King { $king } ({ $royal })
richard3-status-crown = { $royal } holds the crown
richard3-status-ap = { $status } · { $ap } AP left
richard3-status-event = { $status } · { $event }
richard3-status-wins = { $status } · { $house } wins
richard3-legend-title = Legend
richard3-legend-blocks = block = name, letter+firepower, steps now/most · gold crown King, white crown Pretender · grey corner moved · dashed edge, R: reserve
richard3-legend-badges = plain blocks: the enemy's, unseen (§10) · area badges: A activate, M move / muster, S sea move, R recruit / retreat, G regroup, B battle, P plague
richard3-legend-marks = what changed: arrows moves (dashed blue by sea, dotted orange retreats) · gold burst a battle · red minus losses · green plus blocks arrived
# The marks of recent moves, as their titles say them.
richard3-mark-move = move from { $from } to { $to }
richard3-mark-sea = sea from { $from } to { $to }
richard3-mark-retreat = retreat from { $from } to { $to }
richard3-mark-battle = a battle in { $area }
richard3-mark-loss = losses in { $area }
richard3-mark-arrived = blocks came to { $area }
# Clicks: what an area's badge does, the buttons' labels (the notation's verb in words).
richard3-badge-activate = activate { $area }
richard3-badge-muster = muster here { $area }
richard3-badge-plague = strike with plague { $area }
richard3-badge-battle = fight this battle next { $area }
richard3-badge-move = move by land to { $area }
richard3-badge-sea = move by sea to { $area }
richard3-badge-recruit = recruit into { $area }
richard3-badge-retreat = retreat to { $area }
richard3-badge-regroup = regroup to { $area }
richard3-badge-enter = enter at { $area }
richard3-badge-home = go home to { $area }
richard3-button-done = End this phase
richard3-button-keep = Keep the hand
richard3-button-redeal = Ask for a redeal
richard3-button-redraw = Give up my hand too
richard3-button-decline = No treason roll
richard3-button-lose = Lose a step: { $what }
richard3-button-surplus = To the pool: { $what }
richard3-button-execute = execute { $what }
richard3-button-spare = spare { $what }
richard3-button-other = { $verb } { $what }
richard3-button-choose = choose { $block }
# The battle board (6.x): its state, the houses' roles, a block's buttons.
richard3-battle-title = Battle in { $area }
richard3-battle-over = over: the winner regroups
richard3-battle-before = before round 1: treason
richard3-battle-round = round { $round } of 4 · { $slot } acts
richard3-battle-attacker = { $house } (attacker)
richard3-battle-defender = { $house } (defender)
richard3-battle-fire = fire
richard3-battle-pass = pass
richard3-battle-hit = take the hit
richard3-battle-treason = treason roll
richard3-battle-charge = charge it
richard3-battle-treachery = win it over
richard3-pick-charge = charge…
richard3-pick-charge-title = charge: choose this heir, then the block he charges
richard3-pick-treachery = treachery…
richard3-pick-treachery-title = treachery: choose this block, then whom to win over
richard3-pick-retreat = retreat…
richard3-pick-retreat-title = retreat: choose this block, then where it goes
richard3-pick-regroup = regroup…
richard3-pick-regroup-title = regroup: choose this block, then where it goes
richard3-pick-act = act…
richard3-pick-act-title = choose this block, then what it acts on
# The battle's dice log: the dice that hit are bold.
richard3-log-before = Before round 1
richard3-log-round = Round { $round }
richard3-log-a-block = a block
richard3-log-turns = { $house }: { $roller } on { $target }: { $dice }, all even: it turns
richard3-log-stays = { $house }: { $roller } on { $target }: { $dice }, not all even: it stays
richard3-log-treason-roll = the Treason roll
richard3-log-treachery-roll = { $block }'s treachery roll
richard3-log-fires = { $house }: { $block } fires: { $dice } → { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
richard3-log-charges = { $house }: { $block } charges { $target }: { $dice } → { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
richard3-log-fires-back = { $house }: { $block } fires back at { $target }: { $dice } → { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}
richard3-log-hits-on = { $volley } on { $blocks }
richard3-log-steps-lost = { $block } −{ $steps }
# The cards (1.1, 5.1): a card's face, the hands, the cards played.
richard3-card-points = action points
richard3-effect-force_march =
    One group
    moves up to 3
    areas; attacks
richard3-effect-muster =
    Blocks march
    to one friendly
    muster area
richard3-effect-piracy =
    Sea moves only;
    they may land
    and attack
richard3-effect-plague =
    One enemy city:
    each enemy block
    loses a step
richard3-effect-surprise =
    One group or
    sea move; border
    limits +1
richard3-effect-treason =
    One group or
    sea move; one
    treachery roll
richard3-hand-shown = The hand shown for a redeal
richard3-hand-yours = Your hand
richard3-played-this-turn = Played this turn
richard3-in-hand = { $house }: { $cards } in hand
richard3-undealt = Undealt: { $cards } cards
richard3-shown = Shown: { $cards }
# The boxes off the map (3.x, 8.x) and a block's title.
richard3-box-pool = { $house } pool
richard3-box-minors = Minors
richard3-box-home-down = At home, face-down
richard3-box-prisoner = Prisoner in { $area }
richard3-box-dead = Dead
richard3-face-title = { $block } { $rating } { $steps }
richard3-face-title-moved = { $block } { $rating } { $steps }, moved
richard3-face-title-reserve = { $block } { $rating } { $steps }, reserve
richard3-face-title-moved-reserve = { $block } { $rating } { $steps }, moved, reserve
richard3-battle-acted = acted
richard3-battle-in-reserve = { $count } in reserve
richard3-log-title = Dice, round by round
richard3-log-none = No die rolled yet.
# Two names side by side in a button's label.
richard3-space = { $first } { $then }
# The initiative slot acting in a battle round (6.2): the side and its letter as printed.
richard3-slot-attacker = attacker { $letter }
richard3-slot-defender = defender { $letter }
richard3-slot-retreat = retreat
