## The game's words in English.

tara-title = High Kings of Tara
