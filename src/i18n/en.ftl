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

## Signing in and up
sign-in-title = Sign in
sign-in-name = Name
sign-in-password = Password
sign-in-button = Sign in
sign-in-forgot = Forgot your password?
sign-in-new-here = New here?
sign-up-title = Sign up
sign-up-mail-address = Mail address
sign-up-password-help = 8 to 256 characters, hard to guess: not a common password, nor your name or address (a few unrelated words make a strong one)
sign-up-button = Sign up
sign-up-have-account = Have an account?

## The error page
error-title = Error { $status }
error-back-to-lobby = Back to the lobby

## The lobby and the lists of games
lobby-title = Lobby
lobby-rules-in-brief = The rules in brief:
lobby-invitations = Invitations for you
lobby-not-for-you = Not for you? Declining frees the seat for anyone, and the player who invited you is told.
lobby-decline-invitation = Decline the invitation to { $game }
lobby-open-games = Open games
lobby-no-open-game = No open game right now.
lobby-start-one = Start one
lobby-seats-to-take-over = Seats to take over
lobby-no-replacement-wanted = No game is looking for a replacement.
lobby-take-over-help = A player left these games under way: take their seat and play on from where they stopped.
my-games-title = My games
my-games-records = Game records waiting for your answer
my-games-imported-by = imported by { $player }: accept it or decline it on its page.
my-games-invitations = Invitations waiting for your answer
my-games-accept = Accept: play { $seat }
my-games-decline = Decline
my-games-none-yet = You play no game yet.
my-games-join-one = Join one
my-games-or = or
my-games-start-one = start one
list-game = Game
list-players = Players
list-status = Status
list-turn = Turn
list-since = Since
list-deadline = Deadline
list-rules = Rules
list-reserved-for = reserved for
list-free = free
list-move = move { $number }
list-join-as = Join as { $seat }
list-turn-you = you
list-player-seat = { $player } ({ $seat })
list-and = { $first } and { $second }
list-waiting-for-players = waiting for players
list-draw = a draw
list-you-won = you won
list-player-won = { $player } ({ $seat }) won
list-seat-won = { $seat } won
status-open = open
status-active = active
status-finished = finished
status-abandoned = abandoned
status-damaged = damaged (its stored record cannot be read; the operator can find it with herald verify)

## The end of a sentence that ends with a link: "Sign up." / "新規登録。"
sentence-end = .
