## The game's words in English.

rosenkonig-title = The Rose King
