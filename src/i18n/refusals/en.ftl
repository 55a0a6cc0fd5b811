## Why a request is refused, in English: each refusal of the service says what the reader
## can do. The ids are the refusal's type and its case (`AccountRefused::BadName` is
## `account-refused-bad-name`); `src/words/tests.rs` checks every language has each.

## AccountRefused (src/service/accounts/refusal.rs)
account-refused-bad-name = a name is 3 to 32 letters, digits, '_' or '-' (no spaces); choose another
account-refused-bad-address = that mail address { $why }; give a plain one like name@example.org
account-refused-password-too-short = the password is too short: use at least { $min_password } characters (a few unrelated words make a strong one)
account-refused-password-too-long = the password is too long: use at most { $max_password } characters
account-refused-password-control-character = the password has a control character in it (a tab, line break or other invisible code); use only characters you can type and see
account-refused-password-is-name = the password must not be your name; choose another
account-refused-password-is-address = the password must not be your mail address; choose another
account-refused-password-easy-to-guess = the password is too easy to guess; choose a longer one, e.g. three or four unrelated words
account-refused-password-easy-to-guess-because = the password is too easy to guess ({ $warning }); choose a longer one, e.g. three or four unrelated words
account-refused-passwords-differ = the two new passwords differ; type the same one twice
account-refused-address-taken = the mail address { $email } already belongs to an account; sign in to it, or use another address
account-refused-name-taken = the name "{ $name }" is taken; choose another
account-refused-wrong-name-or-password = wrong name or password; check both and try again
account-refused-too-many-failed-sign-ins = too many failed sign-in attempts from your address; wait a minute, then try again
account-refused-unknown-token = the token is unknown or revoked; get a new one with POST /api/tokens
account-refused-no-such-token = you have no such token; the settings page lists the tokens you can revoke
account-refused-wrong-password = the password you gave is not your current one; try again
account-refused-account-gone = your account is gone
account-refused-reset-link-expired = This reset link has expired or was already used; ask for a new one at /reset
account-refused-address-link-expired = This confirmation link has expired or was already used; ask for a new one on the settings page
account-refused-already-your-address = { $email } is already your address; nothing to change
account-refused-new-address-taken = the mail address { $email } already belongs to an account; use another address
account-refused-too-many-address-changes = you asked for { $links_per_hour } address changes in the last hour; wait an hour, then try again
account-refused-settings-not-an-object = send a JSON object such as {"{"}"mail": "off"{"}"}
account-refused-no-such-setting = "{ $name }" is not a setting you can change; the settings are: mail, digest_hour, timezone, confirm_mailed_moves, away, language
account-refused-vacation-days-counted = vacation_days_left is counted by Herald (20 a year) and cannot be set
account-refused-bad-mail-choice = mail { $value } is not allowed; choose "turn" (a mail whenever it is your turn), "digest" (one mail a day) or "off"
account-refused-bad-digest-hour = digest_hour { $value } is not an hour; choose 0 to 23
account-refused-digest-hour-not-a-number = the digest hour is a number from 0 to 23
account-refused-timezone-not-a-name = timezone must be a name such as "Europe/Berlin"
account-refused-no-digest-time = "{ $timezone }" is not a time zone Herald knows; use a name such as "Europe/Berlin" or "UTC"
account-refused-bad-confirm-choice = confirm_mailed_moves { $value } is not true or false
account-refused-bad-language = language { $value } is not one Herald speaks; send "en", "ru" or "ja"
account-refused-bad-absence = away { $value } { $why }; send {"{"}"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"{"}"} (or null to cancel)
account-refused-absence-begun = your absence has begun; it ends on its own at the date you gave
account-refused-too-few-vacation-days = that absence is { $days } days and you have { $left } vacation days left; choose a shorter one
account-refused-not-a-player = you do not play game { $game }; only its players can mute its mail
account-refused-unknown-unsubscribe = this unsubscribe link is not known; sign in and turn mail off in Settings

## SeatRefused (src/service/game/seat_refusal.rs)
seat-refused-account-gone = your account was deleted while you were signed in; sign up again to play
seat-refused-already-playing = you already play game { $game }
seat-refused-no-such-seat = { $title } has no seat "{ $name }"; choose one of: { $seats }
seat-refused-not-open = game { $game } is { $status } and has no free seat; find an open game in the lobby
seat-refused-no-free-seat = game { $game } has no free seat for you
seat-refused-taken = the { $seat } seat is taken by { $player }; pick a free seat
seat-refused-kept-for-another = the { $seat } seat is kept for { $invited }, who was invited; pick another seat
seat-refused-joined-meanwhile = that seat was just taken; pick another
seat-refused-not-under-way = game { $game } is not under way: only a seat of a game in play can be taken over (an open game is joined)
seat-refused-not-vacant = the { $seat } seat of game { $game } is taken; only a vacant seat can be taken over
seat-refused-no-vacant-seat = game { $game } has no vacant seat to take over
seat-refused-taken-meanwhile = that seat was just taken; look for another in the lobby
seat-refused-not-a-player = you do not play game { $game }; there is nothing to leave
seat-refused-over = game { $game } is over; there is nothing to leave
seat-refused-hidden = there is no game { $game }; check the link or find games in the lobby
seat-refused-no-invitation = you have no invitation waiting in game { $game } (only an open game's invitation that you have not answered can be declined)
seat-refused-not-the-creator = only the player who created game { $game } may withdraw its invitations
seat-refused-no-longer-open = game { $game } is { $status }; invitations can be withdrawn only while it is open
seat-refused-nothing-to-withdraw = the { $seat } seat of game { $game } has no invitation waiting; there is nothing to withdraw
seat-refused-invitation-changed = the invitation of the { $seat } seat of game { $game } changed meanwhile; reload the game

## TakeBackRefused (src/service/game/take_back.rs)
take-back-stop-start = there is no move before the first
take-back-stop-turn-passed = the turn came to you alone with move { $seq }, and what was played before it stays
take-back-stop-dice = move { $seq } ("{ $action }") rolled dice, so it and everything before it stay
take-back-stop-reveal = move { $seq } ("{ $action }") revealed what was hidden, so it and everything before it stay
take-back-stop-not-acted = you have not acted since the turn came to you
take-back-refused-over = game { $game } is over; nothing can be taken back
take-back-refused-not-alone = nothing can be taken back: you may take back your actions while the turn is yours alone, or a turn you handed over until it is seen, and { $seats } is to act now
take-back-refused-nobody-acting = nothing can be taken back: you may take back your actions while the turn is yours alone, or a turn you handed over until it is seen, and nobody is to act now
take-back-refused-nothing = nothing can be taken back: { $stop }
take-back-refused-past-the-end = nothing comes after move { $target }: the game is at move { $now }
take-back-refused-too-far = you may take back only as far as move { $back_to }: { $stop }
take-back-refused-not-at-a-decision = the game cannot stop after move { $target }: the server played move { $next } at once after it; take back to a move before one of your own
take-back-refused-step-due = the game cannot go back to move { $back_to }: the server would play a move at once there (a forced move, or your standing orders); take back further or change your orders first
take-back-refused-moved-on = the game has moved on since move { $seq }: reload the game and choose again
take-back-refused-told = move { $told } cannot be taken back: the other players have been mailed about it
take-back-refused-seen = your turn can no longer be taken back: you handed it over and { $seen_by } has seen it since (the game page, the API or a mail showed it), or the game changed since; play on from the game as it stands (reload it to see it)

## AgreementRefused (src/service/game/agreements.rs)
agreement-refused-not-a-player = only the players of game { $game } may do that
agreement-refused-not-started = game { $game } has not started yet; wait until every seat is taken
agreement-refused-over = game { $game } is over; nothing more can be agreed
agreement-refused-unknown = "{ $what }" cannot be proposed; propose "draw", "abandon" or "pause"
agreement-refused-no-draw = { $title } always ends with a winner: a draw cannot be agreed (you may resign, or propose to abandon the game)
agreement-refused-already-proposed = { $by } has proposed to { $what } already; accept or decline that first
agreement-refused-already-paused = game { $game } is paused already; resume it when you want to play on
agreement-refused-nothing-proposed = nothing is proposed in game { $game }; there is nothing to answer
agreement-refused-own-proposal = you made this proposal; the other player accepts or declines it
agreement-refused-changed = the proposal in game { $game } has changed since you read it; reload the game
agreement-refused-not-paused = game { $game } is not paused; there is nothing to resume
agreement-refused-nobody-to-nudge = nobody else is to move in game { $game }; there is nobody to nudge
agreement-refused-nudged-today = you nudged in this game less than 24 hours ago; nudge again tomorrow

## RecordRefused (src/service/game/record.rs)
record-refused-hidden = there is no game { $game }; check the link or find games in the lobby
record-refused-own-import = you imported game { $game }; the other players accept or decline the record, not you
record-refused-already-accepted = the record of game { $game } is already in your games; there is nothing to accept
record-refused-not-a-record = game { $game } is not a record waiting for you; see GET /api/records for those that are
record-refused-kept-changing = the record of game { $game } kept changing while you answered; reload it and answer again

## EndRefused (src/service/game/ending.rs)
end-refused-not-a-player = you do not play game { $game }; only its players may { $to ->
    [resign] resign
   *[claim] claim a win
}
end-refused-not-started = game { $game } has not started yet; there is nothing to end
end-refused-over = game { $game } is already over
end-refused-nothing-to-claim = game { $game } was created with time-out "{ $timeout }": there is nothing to claim
end-refused-nobody-out-of-time = nobody in game { $game } has run out of time; you can claim only after an opponent's deadline has passed

## KeptChanging (src/service/game/mod.rs)
kept-changing-change = game { $game } kept changing while your change was written; reload it and try again
kept-changing-ending = game { $game } kept changing while it was being ended; reload it and try again
kept-changing-reminder = game { $game } kept changing
kept-changing-rest = the games of player { $player } kept changing

## MoveRefused (src/service/game/table/refusal.rs)
move-refused-not-a-player = you do not play game { $game }; only its players may move (join an open game from the lobby)
move-refused-not-started = game { $game } has not started: it starts when every seat is taken
move-refused-over = game { $game } is over; no more moves can be made
move-refused-paused = game { $game } is paused by agreement; resume it on the game page first
move-refused-moved-on = the game has moved on: it is at move { $now } and you sent seq { $sent }; reload the game and choose again
move-refused-kept-changing = the game has moved on: other moves or changes (a pause, a time-out, a seat change) were stored after move { $sent } while yours was checked; reload the game and choose again
move-refused-rules = { $reason }
move-refused-line = line { $line } ("{ $written }"): { $error }
move-refused-nothing-to-play = nothing to play: write one action a line

## NewGameRefused (src/service/game/new_game.rs)
new-game-refused-no-such-kind = there is no game kind "{ $kind }"; choose one of: { $kinds }
new-game-refused-options = { $why }
new-game-refused-no-such-player = there is no player named "{ $name }"; check the spelling or invite someone else
new-game-refused-invites-self = you cannot invite yourself; invite another player
new-game-refused-too-many-invited = { $title } has { $seats } seats: invite at most { $most ->
    [one] one player
   *[other] { $most } players
}
new-game-refused-kept-colliding = games kept being created at the same moment; try again
new-game-refused-not-your-game = you can import only a game you played in: your name is in none of its seats
new-game-refused-account-gone = the account of the player for { $seat } was deleted while the game was imported; import it again to seat the players as their accounts are now

## Terms a new game or an imported document does not take (src/service/terms/parse.rs).
## JSON values and field names stay as written: they are what the reader sends.
terms-refused-not-object = the terms { $terms } are not an object like { $example }
terms-refused-unknown-field = the terms have an unknown field "{ $key }"; they are { $keys }
terms-refused-clock-number = the terms' clock { $clock } needs a whole number "{ $name }"; { $help }
terms-refused-clock-type = the terms' clock { $clock } has no known "type" (none, per_move or bank)
terms-refused-timeout = timeout { $value } is not allowed; choose "claim", "lose" or "handover"
terms-refused-yes-or-no = { $term } { $value } is not allowed; choose true or false
terms-refused-clock = clock { $value } is not allowed; { $help }
terms-refused-out-of-range = the clock's { $what } must be from { $low } to { $high }, not { $number }; { $help }
terms-refused-cap-under-initial = a bank's cap_days ({ $cap }) must be at least its initial_days ({ $initial })
terms-clock-help = choose "none", "per_move" ({ $per_move }), { $per_move_days }, { $presets } or { $bank }
terms-clock-preset = "{ $name }" ({ $initial } + { $bonus }, at most { $cap })
terms-clock-presets = { $first }, { $rest }

## An imported game record that does not check out (src/service/transfer/check.rs,
## import.rs). Nothing was stored.
import-refused-format = this is not a Herald game document (format "{ $format }"; expected "{ $expected }")
import-refused-kind = this server does not play "{ $kind }"; it plays { $kinds }
import-refused-options = the document's options are not allowed: { $why }
import-refused-terms = the document's terms are not allowed: { $why }
import-refused-seats = the seats must be { $seats } in that order
import-refused-seated-twice = { $name } sits in both the { $first } and the { $second } seat; a player takes one seat of a game
import-refused-seed = the seed is not valid: it must be 64 hexadecimal digits, as Herald's export writes it
import-refused-seed-hash = the seed does not match its seed_hash: the document was changed; download it again from the game's page and import that file unchanged
import-refused-created-at = created_at "{ $written }" is not an RFC 3339 time, e.g. 2026-11-30T09:15:00Z
import-refused-created-later = the document says the game was created at { $written }, which is in the future
import-refused-move-seat = move { $seq }: there is no seat "{ $seat }"; the seats are { $seats }
import-refused-move-number = move { $seq } is out of order: the moves must be numbered 1, 2, 3, …, and this one is number { $expected }
import-refused-move-time = move { $seq }: "{ $written }" is not an RFC 3339 time, e.g. 2026-11-30T09:15:00Z
import-refused-move-stamp = move { $seq } is stamped { $written }: before the move or the game before it, or in the future; moves are stamped in order
import-refused-move-by = move { $seq }: "by" is "{ $by }"; a move is made by "player", "mail", "auto" or "orders"
import-refused-replay = the log does not replay here: move { $seq } ("{ $action }"): { $why }
import-refused-auto = move { $seq } ("{ $action }") is marked as played by the server ("auto"), but { $terms_forced ->
    [yes] it was not its seat's only legal action there
   *[no] the game's terms have auto_forced false
}
import-refused-result = the document's result ({ $result }, status { $status }) is not the one its log reaches: { $reached }, finished
import-refused-ending = the document says the game is finished with the result { $result }, but its log does not end it and that result is none the server records for a game ended outside its moves (e.g. { $example })
import-refused-result-unfinished = the document's status is { $status } but it states a result ({ $result }); its log does not end the game
import-refused-unfinished = only a finished game can be imported here, as a record of it: an unfinished game holds its secret seed and moves between servers with the operator's `herald import`
import-refused-no-account = the { $seat } seat's player ({ $name }) has no account here; every player of an unfinished game must sign up first
import-refused-empty-seat = the { $seat } seat has no player; every seat of an unfinished game needs one who has an account here
import-refused-nobody-here = none of the document's players has an account here; one of them must sign up before the game can be imported

## ChatRefused (src/service/chat.rs)
chat-refused-empty = the message is empty: write 1 to { $most_chars } characters
chat-refused-too-long = the message is { $chars } characters long: a message may be at most { $most_chars }
chat-refused-control-character = the message holds a control character: only letters, signs and line breaks may be sent
chat-refused-not-a-player-writing = you do not play game { $game }; only its players may write in its chat
chat-refused-not-a-player-muting = you do not play game { $game }; only its players can mute its chat
chat-refused-too-many = { $sentence }


## NoteRefused (src/service/notes.rs)
note-refused-not-the-author = notes in game { $game } are read and written by the player who keeps them, in their own seat only
note-refused-too-long = the notes are { $chars } characters long: notes may be at most { $most_note_chars }
note-refused-still-going = game { $game } is still going: notes can be revealed once it has ended
note-refused-nothing-to-reveal = you wrote no notes in game { $game }: there is nothing to reveal

## NotThere (src/service/loaders.rs)
not-there-game = there is no game { $game }; check the link or find games in the lobby
not-there-move = game { $game } has no move { $seq }: it has moves 0 (the setup) to { $last }
not-there-player = there is no player called "{ $name }"; check the spelling (case does not matter) or find players on the game pages

## OrdersRefused (src/service/orders.rs)
orders-refused-not-a-player = you do not play game { $game }; only its players give { $what ->
    [decisions-ahead] decisions ahead
   *[standing-orders] standing orders
}, each for their own seat
orders-refused-over = game { $game } is over; its standing orders can no longer be changed
orders-refused-not-in-play = game { $game } is not in play: nothing can be given ahead in it now
orders-refused-no-standing-orders = { $title } has no standing orders: every decision is asked when it comes
orders-refused-not-the-kinds = { $why }
orders-refused-nothing-ahead = "{ $action }" cannot be given ahead now: nothing can be (in Richard III, next turn's card can be chosen once this turn's cards are revealed)
orders-refused-not-ahead = "{ $action }" cannot be given ahead now; what can: { $may }

## ExportRefused (src/service/transfer.rs)
export-refused-not-a-player = only the players of game { $game } may download it
export-refused-unfinished = game { $game } is not finished: an unfinished game holds its secret seed, so only the server's operator can export it (herald export { $game })

## ParseEmailError (src/domain.rs)
parse-email-error-too-long = is longer than { $most } characters
parse-email-error-spaces = has spaces or control characters in it
parse-email-error-quoted = has a quoted part, which mail servers rarely take
parse-email-error-not-an-address = is not one we can write to

## ServiceError (src/service/mod.rs)
service-error-damaged = game { $game }'s stored record cannot be read ({ $damage }); nothing was changed, and the server's operator can find and mend it with `herald verify`
service-error-unexpected = something went wrong on our side; nothing was changed — please try again in a moment
service-error-text = { $text }

## WebRefused (src/web/error/mod.rs): what the web layer refuses before asking the service
web-refused-form-expired = this form has expired (or came from another site); reload the page and send it again
web-refused-bearer = send your token as 'Authorization: Bearer <token>' (get one with POST /api/tokens)
web-refused-signed-in-player = this needs a signed-in player: send 'Authorization: Bearer <token>' (get one with POST /api/tokens)
web-refused-body-not-json = the body is not JSON ({ $error }); see docs/API.md for the expected body
web-refused-body-fields = the JSON lacks a field or has a wrong one ({ $error }); see docs/API.md for the expected body
web-refused-body-unread = could not read the body: { $error }
# The API's answers made by the framework, a layer or a fallback (web/error/mod.rs
# sentence_for); a $detail is axum's own line, quoting the request.
api-error-unreadable = the request could not be read; see docs/API.md for what this route takes
api-error-unreadable-because = the request could not be read ({ $detail }); see docs/API.md for what this route takes
api-error-forbidden = you may not do this; see docs/API.md for who may
api-error-no-route = there is no such API route or thing; see docs/API.md for the routes
api-error-method = this API route does not take { $method }; see docs/API.md for its methods
api-error-too-slow = the request took too long to arrive; send it again
api-error-too-large = the body is too large: a request body may be at most { $kib } KiB
api-error-not-json = the body must be JSON sent with 'Content-Type: application/json'; see docs/API.md
api-error-wrong-value = the request is well-formed but a value is wrong; see docs/API.md
api-error-wrong-value-because = the request is well-formed but a value is wrong ({ $detail }); see docs/API.md
api-error-too-many = too many requests; wait a minute and try again
api-error-ours = something went wrong on our side; nothing was changed — please try again in a moment
api-error-refused = the request was refused ({ $status }); see docs/API.md for what this route takes
api-error-too-busy = The server is too busy right now; please try again in a moment.
web-refused-no-api-route = there is no such API route; see docs/API.md
web-refused-no-kind = there is no game kind "{ $kind }"; see GET /api/kinds
web-refused-join-body = the body is not JSON like {"{"}"seat": "red"{"}"} ({ $error })
web-refused-chat-after = after={ $after } is not a message id: give the id of the last message you have
web-refused-no-page = there is no such page; try the lobby
web-refused-malformed-path = there is no such page: games and moves are numbered; try the lobby
web-refused-no-game-id = there is no game "{ $text }": game ids are numbers
web-refused-no-move-number = "{ $text }" is not a move number
web-refused-record-tick = tick "delete this record" to confirm that you decline it
web-refused-record-choose = choose to accept or to decline the record
web-refused-no-kind-page = there is no game called "{ $kind }" with a { $page } page; the games are listed on the new-game page
web-refused-leave-tick = tick "I leave this game" to confirm that you leave
web-refused-resign-tick = tick "I resign this game" to confirm that you resign
web-refused-agreement-step = "{ $step }" is not something to do here; reload the game page

## Words inside refusals
absence-why-no-dates = has no valid dates
absence-why-ends-before-it-begins = ends before it begins
absence-why-unknown-time-zone = is in an unknown time zone
absence-why-not-in-your-time-zone = cannot be placed in your time zone
absence-why-ends-too-late = ends too late
absence-why-longer-than-60-days = is longer than 60 days

## MoveError (src/engine/game.rs)
move-error-not-your-turn = it is not { $seat }'s turn; wait for the other player
move-error-finished = the game is over; no more moves can be made
move-error-unparseable = "{ $notation }" is not an action of { $title }; send one of the listed actions, e.g. "{ $example }"
move-error-illegal = { $reason } (rule { $rule })

## LineError (src/service/game/table/refusal.rs): a line of a mailed reply
line-error-no-list = the mail had no numbered list (there were more than { $most } legal actions), so { $number } names no action; write the action itself
line-error-no-such-number = the mail's list has actions 1 to { $listed }; { $number } is not one of them: reply with a number from the list or the action itself
line-error-after-chance = line { $after }, or the server's move after it, { $barrier ->
    [dice] rolls dice
   *[reveal] shows something hidden
}; a reply cannot go on past that (as a take-back cannot go back over it), and nothing was played: send line { $after } and the lines before it, and the rest in a reply to the next mail
line-error-turn-over = your turn ended with the line before it, and nothing was played; send only the moves of this turn (the next turn comes with its own mail)
line-error-number-after-first-line = a number names an action of the mail's list, which is for your first line only; write the action itself on the lines after it, in its words as the list gives them
line-error-not-an-action = that is none of your legal actions; write one as the mail's list words it (or its number, on the first line)
line-error-ambiguous = these words name { $actions } of your legal actions; write the one you mean in notation (the game page's notation help says how), or its number on the first line

# Options or standing orders a game does not take.
options-not-object = options must be a JSON object
options-no-such = { $game } has no option "{ $key }"; its options are: { $known }
options-none = none
options-notation = { $text }
options-choice = option "{ $key }" must be one of: { $choices }
options-bad = the options do not fit together ({ $detail }); send only the options the game lists, each with one of its choices
orders-not-object = orders must be a JSON object, e.g. {"{"}"fire": "always"{"}"}
orders-none = { $game } has no standing orders; send {"{"}{"}"}
orders-no-such = { $game } has no standing order "{ $key }"; its orders are: { $keys }
orders-choice = the standing order "{ $key }" cannot be { $value }; choose one of: { $choices }
orders-bad = bad orders ({ $detail }); the orders are: { $keys }
