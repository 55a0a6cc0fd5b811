## The game's words in English.

westeros-title = The Three Fords (after Battles of Westeros)
