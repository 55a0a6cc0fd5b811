## The game's words in English.

richard3-title = Richard III: The Wars of the Roses
