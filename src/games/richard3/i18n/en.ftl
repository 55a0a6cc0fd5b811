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
