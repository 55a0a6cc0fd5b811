## Herald's own words in English: the frame of every page, the pages, the mails and the
## refusals. Each game's words are in its folder (src/games/<kind>/i18n/). The message
## ids are the same in every language; `src/words/tests.rs` checks that.

## The frame of every page
nav-lobby = Lobby
nav-my-games = My games
nav-new-game = New game
nav-sign-out = Sign out
nav-sign-in = Sign in
nav-sign-up = Sign up
language-switch = Language
language-switch-button = Show pages in { $language }

## The home page
home-title = Board games by correspondence
home-intro = Board games by correspondence: start or accept a game, move when it is your turn, and get a mail when it is your turn again. Every move is checked against the rules.
home-games = Games
home-sign-up = Sign up
home-or = or
home-sign-in = sign in
home-to-play = {" "}to play.
home-your-games = Your games
home-open-games = open games
home-start-a-game = start a game
home-api = Programs can do everything through the
home-api-link = JSON API

## Settings: the language
settings-language = Language
settings-language-help = Pages and mails are written in this language.
settings-language-save = Save language
settings-language-saved = Pages and mails are now in { $language }.

## Spans of time and counts
span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
span-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
count-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}

## Moments: how far from now, then the wall time
time-now = now
time-in = in { $span }
time-ago = { $span } ago
time-moment = { $relative } ({ $wall })
time-at = { $wall }, { $relative }
span-two = { $larger } { $smaller }
