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

## A game's page
game-invited = invited
game-to-move = ◀ to move
game-runs-out = runs out { $moment }
game-in-hand = { $time } in hand
game-out-of-time = out of time
game-status = Status: { $status }
game-you-play = you play
game-record-imported = This is the record of a finished game that { $player } imported. It shows in other lists, and to anyone else, once every player in it has accepted it.
game-record-accept = Accept: I played this game
game-record-decline = Decline…
game-record-decline-confirm = I did not play this game: delete this record, for { $player } too.
game-record-decline-button = Decline
game-withdraw-invitation = Withdraw the invitation to { $player }
game-withdraw-invitation-help = (the { $seat } seat becomes free for anyone; { $player } is told)
game-join = Join this game
game-since-your-last-turn = Since your last turn
game-last-move = The last move
game-marked-on-board = Marked on the board: arrows for moves, and where battles, losses and arrivals were.
game-question = { $action }?
game-yes = Yes: { $action }
game-choose-again = No, choose again
game-your-move = Your move
game-click-the-board = Click a highlighted place on the board.
game-every-move = Every move as notation ({ $count })
game-waiting-for = Waiting for { $seats }.
game-nudge = Nudge
game-paused = The game is paused by agreement: no clock runs.
game-resume = Resume the game
game-proposes = { $player } proposes to { $proposal }.
proposal-draw = draw
proposal-abandon = abandon
proposal-pause = pause
game-accept = Accept
game-withdraw = Withdraw
game-decline = Decline
game-propose = Propose:
game-propose-draw = a draw
game-propose-pause = a pause
game-propose-abandon = to abandon the game
game-opponent-out-of-time = Your opponent ran out of time.
game-claim-the-win = Claim the win
game-or-keep-waiting = or keep waiting for their move.
game-resign = Resign…
game-resign-confirm = I resign this game: my opponent wins.
game-resign-button = Resign
game-mail-again = Mail me about this game again
game-no-mail = No mail about this game
game-leave = Leave…
game-leave-confirm = I leave this game: my seat is offered to a replacement.
game-leave-button = Leave
game-orders = Standing battle orders
game-orders-help = Answers given ahead: when a decision they answer comes to you, it is played for you without waiting. Only you see them; change them at any time.
game-orders-secrecy = Your opponent cannot read them, nor tell that you have any before one answers. But an answered decision is played in the same write as your opponent's move, so it shows at once, inside the answer to that move: your opponent can tell that you had given orders for that decision, and sees the move they made, like any move.
game-orders-rule = (rule { $rule })
game-orders-save = Save the orders
game-position-as-data = The position as data
game-no-board-yet = (this game has no drawn board yet)
game-download = Download this game
game-download-help = (JSON: options, seats, every move and the seed; it can be imported here or elsewhere).
game-seed-hash = Seed hash (SHA-256):
game-seed = seed:
game-history = History
game-setup = setup
game-board-after = the board after move { $number }
game-chat = Chat
game-chat-muted = chat muted —
game-chat-unmute = unmute
game-chat-empty = No messages yet.
game-chat-your-message = Your message
game-chat-send = Send
game-chat-mute = Mute the chat
game-notes = Your notes
game-notes-only-you = Only you read them
game-notes-revealed = ; you revealed them after the game.
game-notes-may-reveal = ; once the game has ended you may reveal them.
game-notes-save = Save the notes
game-notes-reveal = Reveal my notes to everyone
game-notes-revealed-title = Notes revealed after the game
game-ahead = Chosen ahead
game-ahead-given = When its decision comes you play
game-ahead-given-after = , with no wait. Only you see it.
game-ahead-withdraw = Withdraw
game-ahead-help = Choose now what you will play when the decision comes (next turn's card): it is played for you with no wait, and only you see it.
game-ahead-next = Next:
game-ahead-change = Change
game-ahead-choose = Choose ahead
game-take-back-action = Take back your last action
game-take-back-turn = Take back this turn (back to move { $number })
game-take-back-unseen = Your turn has gone over, but nobody it went to has seen it yet: you may take it back until they look at the game or its mail goes out.
game-take-back-help = Taking back removes your actions since the turn came to you, as if never played; nobody else has seen them.

## Confirming a move
confirm-title = Confirm
confirm-heading = Confirm your move
confirm-yes = Yes:
confirm-back = Back to the game

## The history, move by move
viewer-after-move = after move { $number }
viewer-steps = step through the game
viewer-start = ◀◀ start
viewer-previous = ◀ previous
viewer-next = next ▶
viewer-last = last ▶▶
viewer-back = back to the game
viewer-keys = (keys: ← → step, Home End)
viewer-move = Move { $number }
viewer-setup = The setup, before the first move.

## The terms of a game
terms = Clock: { $clock }; { $timeout }; { $vacation }.
terms-no-clock = no clock
terms-per-move = { $days ->
    [one] { $days } day per turn
   *[other] { $days } days per turn
}
terms-bank = a bank of { $initial }, { $bonus } added after each turn, at most { $cap }
terms-timeout-claim = out of time, the opponent may claim the win
terms-timeout-lose = out of time loses
terms-timeout-handover = out of time, the seat is handed over
terms-vacation = vacation days allowed
terms-no-vacation = no vacation days
terms-not-forced = Every move waits for its player, even one that is the only move allowed.
terms-and-more = { $first } { $second }

## Settings
settings-title = Settings
settings-mail = Mail
settings-mail-turn = a mail whenever it is my turn
settings-mail-digest = one mail a day, at
settings-mail-digest-hour = o'clock ({ $zone })
settings-mail-off = no mail
settings-confirm-mailed-moves = confirm my mailed moves: a one-line mail after each move I play by replying to a turn mail
settings-mail-save = Save the mail settings
settings-time-zone = Time zone
settings-time-zone-help = Every time Herald shows you, on its pages and in its mails, is in this zone and names it ("{ $example }").
settings-time-zone-utc = In UTC, your browser writes the pages' times in its own zone.
settings-my-time-zone = My time zone
settings-time-zone-save = Save the time zone
settings-vacation-left = Vacation days left this year: { $left } of { $total }. When your time would run out in a game that allows vacation, a day is spent and all your clocks get 24 hours.
settings-absence = Absence
settings-away = You are away from { $from } to { $to } (whole days in { $zone }): your clocks wait for you then.
settings-away-cancel = Cancel the absence
settings-away-help = Going away? Declare it ahead: your clocks wait while you are away, a day of vacation for each day.
settings-away-from = From
settings-away-to = to
settings-away-declare = Declare the absence
settings-password = Password
settings-password-help = Your other signed-in browsers and your API tokens stay as they are; revoke tokens below, or reset the password by mail to sign out everywhere.
settings-current-password = Current password
settings-new-password = New password
settings-new-password-again = The new password again
settings-password-change = Change the password
settings-address = Mail address
settings-address-help = Herald mails a link to the new address; the address changes when you open it. Your current address gets a notice.
settings-new-address = New address
settings-your-password = Your password
settings-address-change = Mail a confirmation link to the new address
settings-tokens = API tokens
settings-tokens-help = Programs use a token as
settings-new-token = Your new token (shown only now):
settings-no-tokens = No tokens.
settings-token = Token
settings-token-made = Made
settings-token-revoke = Revoke
settings-token-make = Make a new token

## A player's page
profile-member-since = Member since { $moment }.
profile-playing-now = Playing now
profile-no-game = No game under way.
profile-status = Status
profile-finished = Finished games
profile-no-finished = No finished game yet.
profile-result = Result
profile-last-change = Last change
profile-open = open: waiting for players
profile-status-move = { $status } · move { $number }

## A game's rules and notation
rules-title = { $game }: rules
rules-heading = { $game }: the rules
rules-summary = Our own summary, with the rule numbers of the rulebook.
rules-seats = Seats:
rules-start = Start a game
rules-options = Options
rules-how-moves-are-written = How moves are written
rules-no-options = This game has no options.
rules-default = (default)
rules-terms = Every game also has its terms, chosen when it is started: the clock, what running out of time does, vacation days, and whether a step with only one legal action plays itself.
notation-title = { $game }: notation
notation-heading = { $game }: how moves are written
notation-rules-link = The rules in brief and the options
notation-help = Each action is one line: on the game page's move form, through the API, or in a reply to a turn mail (where case does not matter).

## Starting a game
new-game-title = New game
new-game-heading = Start a game
new-game-rules-link = The rules in brief and the options explained
new-game-your-seat = Your seat
new-game-clock = Clock
new-game-clock-per-move = 3 days per turn
new-game-clock-bank-fast = bank: 1 day, +4 hours a turn, at most 3 days
new-game-clock-bank-standard = bank: 3 days, +12 hours a turn, at most 5 days
new-game-clock-bank-slow = bank: 3 days, +36 hours a turn, at most 10 days
new-game-clock-none = no clock
new-game-timeout = Out of time
new-game-timeout-claim = the opponent may claim the win
new-game-timeout-lose = loses at once
new-game-vacation = Vacation days
new-game-vacation-yes = allowed
new-game-vacation-no = not on this game
new-game-forced = A step with only one legal action
new-game-forced-yes = plays itself at once
new-game-forced-no = waits for the player (every click)
new-game-invite = Invite (player names, optional)
new-game-invite-placeholder = leave empty for an open game
new-game-start = Start { $game }

## A forgotten password, a new address, no more mail
reset-title = Forgot your password?
reset-help = Give the mail address of your account: Herald mails it a link to choose a new password. The link works once, for an hour.
reset-address = Mail address
reset-button = Mail me a reset link
reset-remembered = Remembered it?
reset-sign-in = Sign in
reset-password-title = Choose a new password
reset-password-heading = Choose a new password for { $name }
reset-password-help = Afterwards you are signed out everywhere and your API tokens are revoked: sign in again with the new password.
reset-password-button = Set the new password
confirm-email-title = Confirm your mail address
confirm-email-done = Address changed
confirm-email-done-help = Herald writes to { $email } from now on.
confirm-email-heading = Use { $email } for { $name }?
confirm-email-help = Herald will write to this address from now on; the old address gets a notice.
confirm-email-button = Confirm { $email }
unsubscribe-title = Mail from Herald
unsubscribe-done = No more mail
unsubscribe-done-help = Herald sends no more mail to { $name }. To have it again, sign in and choose it in Settings.
unsubscribe-heading = Stop all mail from Herald?
unsubscribe-button = Stop all mail

## Notices: what went right, shown once on the page a form leads back to
notice-sign-in-first = Sign in first.
notice-welcome = Welcome to Herald.
notice-signed-out = Signed out.
notice-reset-link-sent = If that address belongs to an account, a mail with a link to choose a new password is on its way; the link works for an hour.
notice-password-reset = Your password is changed. Sign in with it.
notice-password-changed = Your password is changed.
notice-address-link-sent = A link to confirm { $email } is on its way there; your address changes when you open it (within 24 hours).
notice-mail-saved = Mail settings saved.
notice-time-zone-saved = Time zone saved.
notice-absence-declared = Absence declared.
notice-absence-cancelled = Absence cancelled.
notice-token-revoked = Token revoked.
notice-game-created = Game created.
notice-you-play = You play { $seat }.
notice-you-left = You left the game.
notice-invitation-declined = You declined the invitation to game { $game }.
notice-invitation-withdrawn = The invitation is withdrawn; the seat is free.
notice-taken-back = Taken back: the game is at move { $number }.
notice-orders-saved = Your standing orders are saved.
notice-notes-saved = Your notes are saved.
notice-ahead-withdrawn = Withdrawn: you will be asked when the decision comes.
notice-ahead-given = Given ahead: it is played when its decision comes, and only you see it.

## Words the page's scripts show
live-moved-on = The game has moved on (now at move { $number }).
live-reload = Reload to see it
zoom-in = Zoom in
zoom-out = Zoom out
zoom-whole = Whole board
zoom-whole-title = Show the whole board
zoom-action = To the action
zoom-action-title = Back to where this step acts

## A game's mails: subjects, headlines and the body's words
mail-game = { $title } #{ $game }
mail-opponent = { $player } ({ $seat })
mail-opponent-invited = { $player } ({ $seat }, invited)
mail-opponent-open = an open seat ({ $seat })
mail-subject-invited = { $player } invites you to { $game }
mail-subject-record = { $player } imported a record of { $game } with you
mail-subject-turn = Your turn: { $game } against { $opponents }
mail-subject-about = { $subject }: { $game }
mail-subject-over = Game over: { $game } against { $opponents }
mail-subject-reminder = Time is running out: { $game } against { $opponents }
mail-subject-timed-out = Out of time: { $game } against { $opponents }
mail-subject-vacant = A seat is free: { $game }
mail-subject-took-over = You play { $game } against { $opponents }
mail-subject-replaced = { $player } joins { $game }
mail-headline-invited = { $player } invites you to play { $title } (game #{ $number }), seat { $seat }.
mail-headline-record = { $player } imported the record of a finished game of { $title } (now game #{ $number }) in which you played { $seat }. It shows in your games once you accept it on its page; if it is not a game you played, decline it and it is deleted.
mail-headline-turn = It is your turn in { $game } against { $opponents }.
mail-headline-over = { $game } against { $opponents } is over.
mail-headline-reminder = Your time in { $game } against { $opponents } runs out at { $moment }; it is still your turn.
mail-headline-timed-out = { $player } ran out of time in { $game }. You may claim the win on the game page, or keep waiting for their move.
mail-headline-vacant = { $why }. The { $seat } seat is offered in the lobby to a replacement; the game goes on when someone takes it.
mail-headline-took-over = You took over the { $seat } seat of { $game } against { $opponents }.
mail-headline-replaced = { $player } took over the { $seat } seat of { $game }.
mail-vacant-left = { $player } left the game
mail-vacant-out-of-time = { $player } ran out of time
mail-notice-proposes = { $player } proposes to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
}
mail-notice-proposes-headline = { $player } proposes to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
} { $game }. Accept or decline on the game page.
mail-notice-paused = Paused
mail-notice-paused-headline = The game is paused by agreement: no clock runs and nobody moves until a player resumes it on the game page.
mail-notice-declined = { $player } declined to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
}
mail-notice-declined-headline = { $player } declined the proposal to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
}; the game goes on.
mail-notice-withdrew = { $player } withdrew to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
}
mail-notice-withdrew-headline = { $player } withdrew the proposal to { $proposal ->
    [draw] draw
    [abandon] abandon
   *[pause] pause
}; the game goes on.
mail-notice-resumed = Resumed
mail-notice-resumed-headline = { $player } resumed the game: the clocks run again.
mail-notice-nudge = { $player } is waiting for your move
mail-notice-nudge-headline = { $player } reminds you that it is your turn in { $game }.
mail-text = { $text }
mail-hello = Hello { $name },
mail-why = Why: { $reason }
mail-since-your-last-move = Since your last move:
mail-since-took-over = The latest moves, as your seat saw them:
mail-since-answer = What your mail played, and what followed:
mail-in-the-chat = In the chat:
mail-chat-wrote = { $player } wrote ({ $moment }):
mail-board-alt = The board as you see it now
mail-time-runs-out = Your time runs out at { $moment }.
mail-to-move = To move, reply to this mail: write your move above the quoted text, one action a line (case does not matter); several lines are played in order, all or none.
mail-to-move-text = To move, reply to this mail: write your move above the quoted text, one action a
    line (case does not matter); several lines are played in order, all or none.
mail-legal-actions = Your legal actions (reply with the number of one, or with its words as they read here):
mail-legal-total = You have { $count } legal actions: { $kinds }.
mail-legal-notation-text = The game page lists every one; how to write them: { $link }
mail-legal-notation = The game page lists every one;
mail-legal-notation-link = how to write them
mail-result = Result: { $result }
mail-open-game-text = Open the game ({ $game }, you play { $seat }):
mail-open-game = Open { $game }
mail-you-play = (you play { $seat }).
mail-signature = Herald, the correspondence game server
mail-unsubscribe = No more mail from Herald
mail-answer-played = Move played
mail-answer-played-still = Played; still your turn
mail-answer-played-headline = { $count ->
    [one] Your mail was read and played ({ $count } action).
   *[other] Your mail was read and played ({ $count } actions).
}
mail-answer-played-still-headline = { $count ->
    [one] Your mail was read and played ({ $count } action). It is still your turn.
   *[other] Your mail was read and played ({ $count } actions). It is still your turn.
}
mail-answer-unverified = Not played: sender not verified
mail-answer-nothing-played = Your mail was read, and nothing was played.
# The answer to a mailed move that played nothing: its subject, first line and why.
mail-answer-not-played = Not played
mail-answer-moved-on = The game has moved on
mail-answer-no-move = No move found
mail-answer-refused = Move refused
mail-answer-chosen-ahead = Chosen ahead
mail-answer-not-chosen-ahead = Not chosen ahead
mail-answer-headline = Your mail was read, and nothing was played. { $subject }.
mail-answer-headline-ahead = Your mail was read. { $subject }.
mail-answer-full-stop = .
mail-answer-why-over = the game is over; no more moves can be made
mail-answer-why-paused = the game is paused by agreement; resume it on the game page first
mail-answer-why-not-started = the game is not in play: it starts when every seat is taken
mail-answer-why-moved-on = the game has moved on since the mail you answered (move { $then }; it is now at move { $now }). Nothing was played. { $to_act ->
    [yes] Here is the position now: reply to this mail with your move (its list is for this position).
   *[no] Here is the position now; it is not your turn, and a mail will come when it is.
}
mail-answer-why-unproven = We could not verify this mail came from you; reply from your own mail program or play on the page.
mail-answer-why-no-move = no move was found in your reply: write one action a line above the quoted text (or the number of one from the list)
mail-answer-why-chosen-ahead = When its decision comes, you play { $action } with no wait (only you know it; send another `next` line to change it)
mail-answer-line-refused = line { $line } ("{ $written }"): { $error }
mail-answer-after-kinds = After { $lines ->
    [one] your first line
   *[other] your first { $lines } lines
}, the legal actions were of these kinds: { $kinds }.
mail-answer-after-list = After { $lines ->
    [one] your first line
   *[other] your first { $lines } lines
}, the legal actions were: { $actions }.
mail-answer-then = { $first }; { $then }

## The daily digest
digest-subject = { $count ->
    [one] Your daily Herald: { $count } game waits for you
   *[other] Your daily Herald: { $count } games wait for you
}
digest-waiting = { $count ->
    [one] A game waits for your move:
   *[other] { $count } games wait for your move:
}
digest-game = { $game } against { $opponents }
digest-runs-out = (your time runs out at { $moment })
digest-signature = Herald, the correspondence game server: your daily digest

## Mails about an account, and invitations answered
account-mail-reset = Reset your Herald password
account-mail-reset-link = Someone (we hope you) asked to reset the password of your Herald account "{ $name }". Open this link within an hour to choose a new one; it works once:
account-mail-reset-not-you = If you did not ask, ignore this mail: your password stays as it is.
account-mail-password-changed = Your Herald password was changed
account-mail-password-changed-text = The password of your Herald account "{ $name }" was just changed.
account-mail-password-changed-not-you = If that was not you, reset it at once with the link below, and revoke your API tokens on the settings page.
account-mail-confirm-address = Confirm your new Herald mail address
account-mail-confirm-address-link = The Herald account "{ $name }" asked to use this address from now on. Open this link within 24 hours to confirm it; it works once:
account-mail-confirm-address-not-you = If you did not ask, ignore this mail: nothing changes.
account-mail-address-changed = Your Herald mail address was changed
account-mail-address-changed-text = The mail address of your Herald account "{ $name }" is now { $email }; Herald writes to that address from now on.
account-mail-address-changed-not-you = If that was not you, reset your password with the link below (the reset goes to the new address: write to the server's operator if you no longer can).
account-mail-declined = { $player } declined your invitation to { $game }
account-mail-declined-seat-free = The { $seat } seat is free again: the game stays open in the lobby for anyone to join.
account-mail-withdrawn = { $player } withdrew the invitation to { $game }
account-mail-withdrawn-text = { $player } withdrew your invitation to { $game }: the { $seat } seat is no longer kept for you.
sentence = { $text }.

## The space between words and a link or a name set apart: none in Japanese
space = {" "}

## The games' words as a mail tells them
# One move told several times in a row: "red drew a card (3 times)".
told-times = { $line } ({ $times } times)
# A move and its number, for a player who takes over a seat.
told-numbered = { $seq }. { $text }

## How a game ended outside its moves (the history's last line)
ending-resigned = { $seat } resigned
ending-out-of-time = { $seat } ran out of time
ending-claimed = { $late } ran out of time; { $by } claimed the win
ending-drawn = drawn by agreement
ending-abandoned = abandoned by agreement

## Who decided a move, after it in the history
history-note-by-mail = {" "}(by mail)
history-note-forced = {" "}(forced)
history-note-your-orders = {" "}(your orders)
history-note-by-orders = {" "}(by orders)
history-note-given-ahead = {" "}(given ahead)

## What playing an action binds the player to (the confirm question)
binds-ends-turn = This ends your turn.
binds-ends-turn-next = This ends your turn: { CAPITAL($next) } acts next.
binds-ends-turn-many = This ends your turn: { $next } act next.
binds-seats-and = { CAPITAL($first) } and { CAPITAL($second) }
binds-dice = This rolls the dice: it cannot be taken back.
binds-ends-game = This ends the game: it cannot be taken back.
binds-shows-hidden = This shows what was hidden: it cannot be taken back.
binds-stays = It cannot be taken back.
binds-until-seen-by = You may take it back until { CAPITAL($seat) } has seen it.
binds-until-seen = You may take it back until it has been seen.
binds-both = { $first } { $then }
game-moved-on-choose-again = The game has moved on since you chose (it is at move { $number }): choose again.

## A game's options as chosen: "Scenario: Kingmaker…; Weak hands: …"
option-chosen = { $option }: { $chosen }
options-and = { $first }; { $then }

## A finished game's result: who won, why, and the scores
result-won = { $winner } wins: { $reason } ({ $scores })
result-won-scores = { $winner } wins ({ $scores })
result-draw = a draw: { $reason } ({ $scores })
result-draw-scores = a draw ({ $scores })
result-score = { $seat } { $score }
result-scores-and = { $first }, { $then }
