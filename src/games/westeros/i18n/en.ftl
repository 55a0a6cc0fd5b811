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
