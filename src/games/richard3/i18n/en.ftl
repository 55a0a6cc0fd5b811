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
