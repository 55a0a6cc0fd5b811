## Почему запрос отклонён, по-русски: каждый отказ сервиса говорит читателю, что он
## может сделать. Id — это тип отказа и его случай (`AccountRefused::BadName` — это
## `account-refused-bad-name`); `src/words/tests.rs` проверяет, что в каждом языке есть каждый.

## AccountRefused (src/service/accounts/refusal.rs)
account-refused-bad-name = имя — это от 3 до 32 букв, цифр, '_' или '-' (без пробелов); выберите другое
account-refused-bad-address = этот адрес почты { $why }; укажите обычный, например name@example.org
account-refused-password-too-short = пароль слишком короткий: используйте не менее { $min_password ->
    [one] { $min_password } символа
    [few] { $min_password } символов
    [many] { $min_password } символов
   *[other] { $min_password } символа
} (надёжный пароль получится из нескольких не связанных между собой слов)
account-refused-password-too-long = пароль слишком длинный: используйте не более { $max_password ->
    [one] { $max_password } символа
    [few] { $max_password } символов
    [many] { $max_password } символов
   *[other] { $max_password } символа
}
account-refused-password-control-character = в пароле есть управляющий символ (табуляция, перевод строки или другой невидимый код); используйте только символы, которые можно набрать и увидеть
account-refused-password-is-name = пароль не должен совпадать с вашим именем; выберите другой
account-refused-password-is-address = пароль не должен совпадать с вашим адресом почты; выберите другой
account-refused-password-easy-to-guess = пароль слишком легко угадать; выберите пароль длиннее, например из трёх-четырёх не связанных между собой слов
account-refused-password-easy-to-guess-because = пароль слишком легко угадать ({ $warning }); выберите пароль длиннее, например из трёх-четырёх не связанных между собой слов
account-refused-passwords-differ = два новых пароля не совпадают; введите один и тот же пароль дважды
account-refused-address-taken = адрес почты { $email } уже принадлежит учётной записи; войдите в неё или укажите другой адрес
account-refused-name-taken = имя «{ $name }» занято; выберите другое
account-refused-wrong-name-or-password = неверное имя или пароль; проверьте оба и попробуйте снова
account-refused-too-many-failed-sign-ins = слишком много неудачных попыток входа с вашего сетевого адреса; подождите минуту и попробуйте снова
account-refused-unknown-token = токен неизвестен или отозван; получите новый через POST /api/tokens
account-refused-no-such-token = у вас нет такого токена; токены, которые можно отозвать, перечислены на странице настроек
account-refused-wrong-password = указанный пароль — не ваш текущий; попробуйте снова
account-refused-account-gone = вашей учётной записи больше нет
account-refused-reset-link-expired = Срок действия этой ссылки для сброса пароля истёк, или она уже использована; запросите новую на /reset
account-refused-address-link-expired = Срок действия этой ссылки для подтверждения истёк, или она уже использована; запросите новую на странице настроек
account-refused-already-your-address = { $email } — уже ваш адрес; менять нечего
account-refused-new-address-taken = адрес почты { $email } уже принадлежит учётной записи; укажите другой адрес
account-refused-too-many-address-changes = за последний час вы уже { $links_per_hour ->
    [one] { $links_per_hour } раз
    [few] { $links_per_hour } раза
    [many] { $links_per_hour } раз
   *[other] { $links_per_hour } раза
} просили сменить адрес; подождите час и попробуйте снова
account-refused-settings-not-an-object = пришлите JSON-объект, например {"{"}"mail": "off"{"}"}
account-refused-no-such-setting = "{ $name }" — не настройка, которую можно изменить; настройки такие: mail, digest_hour, timezone, confirm_mailed_moves, away, language
account-refused-vacation-days-counted = vacation_days_left считает сам Herald (20 в год), задать его нельзя
account-refused-bad-mail-choice = mail { $value } — недопустимое значение; выберите "turn" (письмо всякий раз, когда ваш ход), "digest" (одно письмо в день) или "off"
account-refused-bad-digest-hour = digest_hour { $value } — не час; выберите число от 0 до 23
account-refused-digest-hour-not-a-number = час ежедневного письма — это число от 0 до 23
account-refused-timezone-not-a-name = timezone должен быть названием пояса, например "Europe/Berlin"
account-refused-no-digest-time = часовой пояс "{ $timezone }" Herald неизвестен; укажите название вроде "Europe/Berlin" или "UTC"
account-refused-bad-confirm-choice = confirm_mailed_moves { $value } — не true и не false
account-refused-bad-language = на языке { $value } Herald не говорит; пришлите "en", "ru" или "ja"
account-refused-bad-absence = away { $value } { $why }; пришлите {"{"}"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"{"}"} (или null, чтобы отменить)
account-refused-absence-begun = ваше отсутствие уже началось; оно закончится само в указанный вами день
account-refused-too-few-vacation-days = это отсутствие длится { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}, а у вас { $left ->
    [one] остался { $left } отпускной день
    [few] осталось { $left } отпускных дня
    [many] осталось { $left } отпускных дней
   *[other] осталось { $left } отпускного дня
}; выберите отсутствие покороче
account-refused-not-a-player = вы не играете в партии { $game }; отключать письма о ней могут только её игроки
account-refused-unknown-unsubscribe = эта ссылка для отказа от писем неизвестна; войдите и отключите письма в настройках

## SeatRefused (src/service/game/seat_refusal.rs)
seat-refused-account-gone = вашу учётную запись удалили, пока вы были в неё вошли; зарегистрируйтесь снова, чтобы играть
seat-refused-already-playing = вы уже играете в партии { $game }
seat-refused-no-such-seat = в игре { $title } нет места «{ $name }»; выберите одно из: { $seats }
seat-refused-not-open = партия { $game } { $status ->
    [open] набирает игроков
    [active] уже идёт
    [finished] окончена
    [abandoned] заброшена
    [damaged] повреждена
   *[other] в состоянии «{ $status }»
}, и свободных мест в ней нет; найдите открытую партию в лобби
seat-refused-no-free-seat = в партии { $game } нет свободного места для вас
seat-refused-taken = место { $seat } уже занято игроком { $player }; выберите свободное место
seat-refused-kept-for-another = место { $seat } оставлено для приглашённого игрока { $invited }; выберите другое место
seat-refused-joined-meanwhile = это место только что заняли; выберите другое
seat-refused-not-under-way = партия { $game } не идёт: занять на замену можно только место в идущей партии (к открытой партии присоединяются)
seat-refused-not-vacant = место { $seat } в партии { $game } занято; на замену можно занять только освободившееся место
seat-refused-no-vacant-seat = в партии { $game } нет освободившегося места, которое можно занять на замену
seat-refused-taken-meanwhile = это место только что заняли; поищите другое в лобби
seat-refused-not-a-player = вы не играете в партии { $game }; покидать нечего
seat-refused-over = партия { $game } окончена; покидать нечего
seat-refused-hidden = партии { $game } нет; проверьте ссылку или найдите партии в лобби
seat-refused-no-invitation = у вас нет приглашения в партию { $game }, ждущего ответа (отклонить можно только приглашение в открытую партию, на которое вы ещё не ответили)
seat-refused-not-the-creator = отзывать приглашения в партию { $game } может только игрок, который её создал
seat-refused-no-longer-open = партия { $game } { $status ->
    [open] набирает игроков
    [active] уже идёт
    [finished] окончена
    [abandoned] заброшена
    [damaged] повреждена
   *[other] в состоянии «{ $status }»
}; отзывать приглашения можно, только пока идёт набор игроков
seat-refused-nothing-to-withdraw = на место { $seat } в партии { $game } нет приглашения, ждущего ответа; отзывать нечего
seat-refused-invitation-changed = приглашение на место { $seat } в партии { $game } тем временем изменилось; загрузите партию заново

## TakeBackRefused (src/service/game/take_back.rs)
take-back-stop-start = до первого хода ходов нет
take-back-stop-turn-passed = очередь перешла к вам одному с ходом { $seq }, и сыгранное до него остаётся
take-back-stop-dice = в ходе { $seq } ("{ $action }") бросались кости, поэтому он и всё, что было до него, остаются
take-back-stop-reveal = ход { $seq } ("{ $action }") открыл скрытое, поэтому он и всё, что было до него, остаются
take-back-stop-not-acted = вы ничего не сделали с тех пор, как к вам перешёл ход
take-back-refused-over = партия { $game } окончена; отменить ничего нельзя
take-back-refused-not-alone = отменить ничего нельзя: свои действия можно отменять, пока ход только ваш, а переданный дальше ход — пока его не увидели, а сейчас очередь: { $seats }
take-back-refused-nobody-acting = отменить ничего нельзя: свои действия можно отменять, пока ход только ваш, а переданный дальше ход — пока его не увидели, а сейчас не ходит никто
take-back-refused-nothing = отменить ничего нельзя: { $stop }
take-back-refused-past-the-end = после хода { $target } ничего нет: партия на ходе { $now }
take-back-refused-too-far = отменить можно только до хода { $back_to }: { $stop }
take-back-refused-not-at-a-decision = партия не может остановиться после хода { $target }: сразу за ним сервер сыграл ход { $next }; вернитесь к ходу перед одним из ваших собственных
take-back-refused-step-due = партия не может вернуться к ходу { $back_to }: там сервер сразу сыграл бы ход (вынужденный или по вашим постоянным приказам); отмените дальше или сначала измените приказы
take-back-refused-moved-on = после хода { $seq } партия продвинулась: загрузите её заново и выберите снова
take-back-refused-told = ход { $told } отменить нельзя: остальным игрокам о нём уже ушло письмо
take-back-refused-seen = ваш ход уже нельзя отменить: вы передали его дальше, и с тех пор его видели: { $seen_by } (на странице партии, через API или в письме), — или партия с тех пор изменилась; играйте дальше с той позиции, что есть сейчас (загрузите партию заново, чтобы её увидеть)

## AgreementRefused (src/service/game/agreements.rs)
agreement-refused-not-a-player = это могут делать только игроки партии { $game }
agreement-refused-not-started = партия { $game } ещё не началась; подождите, пока займут все места
agreement-refused-over = партия { $game } окончена; договариваться больше не о чем
agreement-refused-unknown = "{ $what }" предложить нельзя; предложите "draw", "abandon" или "pause"
agreement-refused-no-draw = в игре { $title } всегда есть победитель: ничью согласовать нельзя (можно сдаться или предложить прекратить партию)
agreement-refused-already-proposed = { $by } уже предлагает { $what ->
    [draw] ничью
    [abandon] прекратить партию
    [pause] паузу
   *[other] «{ $what }»
}; сначала примите или отклоните это предложение
agreement-refused-already-paused = партия { $game } уже приостановлена; возобновите её, когда захотите играть дальше
agreement-refused-nothing-proposed = в партии { $game } ничего не предложено; отвечать не на что
agreement-refused-own-proposal = это ваше предложение; принимает или отклоняет его другой игрок
agreement-refused-changed = предложение в партии { $game } изменилось, пока вы его читали; загрузите партию заново
agreement-refused-not-paused = партия { $game } не приостановлена; возобновлять нечего
agreement-refused-nobody-to-nudge = в партии { $game } кроме вас никто не ходит; торопить некого
agreement-refused-nudged-today = вы уже торопили в этой партии меньше 24 часов назад; поторопите снова завтра

## RecordRefused (src/service/game/record.rs)
record-refused-hidden = партии { $game } нет; проверьте ссылку или найдите партии в лобби
record-refused-own-import = партию { $game } загрузили вы; запись принимают или отклоняют остальные игроки, а не вы
record-refused-already-accepted = запись партии { $game } уже среди ваших партий; принимать нечего
record-refused-not-a-record = партия { $game } — не запись, ждущая вашего ответа; такие записи перечисляет GET /api/records
record-refused-kept-changing = запись партии { $game } всё время менялась, пока вы отвечали; загрузите её заново и ответьте снова

## EndRefused (src/service/game/ending.rs)
end-refused-not-a-player = вы не играете в партии { $game }; { $to ->
    [resign] сдать её
   *[claim] засчитать себе победу
} могут только её игроки
end-refused-not-started = партия { $game } ещё не началась; заканчивать нечего
end-refused-over = партия { $game } уже окончена
end-refused-nothing-to-claim = партия { $game } создана с условием просрочки "{ $timeout }": засчитывать себе победу здесь не за что
end-refused-nobody-out-of-time = ни у кого в партии { $game } не вышло время; засчитать себе победу можно только после того, как истечёт срок соперника

## KeptChanging (src/service/game/mod.rs)
kept-changing-change = партия { $game } всё время менялась, пока записывалось ваше изменение; загрузите её заново и попробуйте снова
kept-changing-ending = партия { $game } всё время менялась, пока её заканчивали; загрузите её заново и попробуйте снова
kept-changing-reminder = партия { $game } всё время менялась
kept-changing-rest = партии игрока { $player } всё время менялись

## MoveRefused (src/service/game/table/refusal.rs)
move-refused-not-a-player = вы не играете в партии { $game }; ходить могут только её игроки (присоединитесь к открытой партии в лобби)
move-refused-not-started = партия { $game } не началась: она начнётся, когда займут все места
move-refused-over = партия { $game } окончена; ходить больше нельзя
move-refused-paused = партия { $game } приостановлена по соглашению; сначала возобновите её на странице партии
move-refused-moved-on = партия продвинулась: сейчас ход { $now }, а вы прислали seq { $sent }; загрузите партию заново и выберите снова
move-refused-kept-changing = партия продвинулась: пока проверялся ваш ход, после хода { $sent } были записаны другие ходы или изменения (пауза, просрочка, смена игрока на месте); загрузите партию заново и выберите снова
move-refused-rules = { $reason }
move-refused-line = строка { $line } ("{ $written }"): { $error }
move-refused-nothing-to-play = играть нечего: пишите по одному действию в строке

## NewGameRefused (src/service/game/new_game.rs)
new-game-refused-no-such-kind = игры "{ $kind }" нет; выберите одну из: { $kinds }
new-game-refused-options = { $why }
new-game-refused-no-such-player = игрока с именем «{ $name }» нет; проверьте написание или пригласите кого-нибудь другого
new-game-refused-invites-self = нельзя пригласить самого себя; пригласите другого игрока
new-game-refused-too-many-invited = в игре { $title } { $seats ->
    [one] { $seats } место
    [few] { $seats } места
    [many] { $seats } мест
   *[other] { $seats } места
}: пригласите не более { $most ->
    [one] { $most } игрока
    [few] { $most } игроков
    [many] { $most } игроков
   *[other] { $most } игрока
}
new-game-refused-kept-colliding = партии всё время создавались в один и тот же момент; попробуйте снова
new-game-refused-not-your-game = загрузить можно только партию, в которой вы играли: вашего имени нет ни на одном её месте
new-game-refused-account-gone = учётную запись игрока за { $seat } удалили, пока партия загружалась; загрузите её снова, чтобы рассадить игроков по их нынешним учётным записям

## Условия, которых не принимает новая партия или загружаемый документ (src/service/terms/parse.rs).
## Значения JSON и названия полей остаются как написаны: именно их присылает читатель.
terms-refused-not-object = условия { $terms } — не объект вида { $example }
terms-refused-unknown-field = в условиях есть неизвестное поле "{ $key }"; допустимые поля: { $keys }
terms-refused-clock-number = в часах { $clock } из условий нужно целое число "{ $name }"; { $help }
terms-refused-clock-type = у часов { $clock } из условий нет известного "type" (none, per_move или bank)
terms-refused-timeout = timeout { $value } — недопустимое значение; выберите "claim", "lose" или "handover"
terms-refused-yes-or-no = { $term } { $value } — недопустимое значение; выберите true или false
terms-refused-clock = clock { $value } — недопустимое значение; { $help }
terms-refused-out-of-range = значение { $what } у часов должно быть от { $low } до { $high }, а не { $number }; { $help }
terms-refused-cap-under-initial = у запаса времени значение cap_days ({ $cap }) должно быть не меньше initial_days ({ $initial })
terms-clock-help = выберите "none", "per_move" ({ $per_move }), { $per_move_days }, { $presets } или { $bank }
terms-clock-preset = "{ $name }" ({ $initial } + { $bonus }, не более { $cap })
terms-clock-presets = { $first }, { $rest }

## Загружаемая запись партии, которая не прошла проверку (src/service/transfer/check.rs,
## import.rs). Ничего не сохранено.
import-refused-format = это не документ партии Herald (формат "{ $format }", а ожидается "{ $expected }")
import-refused-kind = на этом сервере нет игры "{ $kind }"; здесь есть: { $kinds }
import-refused-options = настройки в документе недопустимы: { $why }
import-refused-terms = условия в документе недопустимы: { $why }
import-refused-seats = места должны быть такими и идти в таком порядке: { $seats }
import-refused-seated-twice = { $name } сидит и на месте { $first }, и на месте { $second }; в партии игрок занимает только одно место
import-refused-seed = сид недействителен: это должны быть 64 шестнадцатеричные цифры, как их записывает выгрузка Herald
import-refused-seed-hash = сид не совпадает со своим seed_hash: документ был изменён; скачайте его заново со страницы партии и загрузите этот файл без изменений
import-refused-created-at = created_at "{ $written }" — не время в формате RFC 3339, например 2026-11-30T09:15:00Z
import-refused-created-later = в документе сказано, что партия создана { $written }, а это время ещё не наступило
import-refused-move-seat = ход { $seq }: места "{ $seat }" нет; места такие: { $seats }
import-refused-move-number = ход { $seq } не по порядку: ходы нумеруются 1, 2, 3, …, и здесь должен быть ход { $expected }
import-refused-move-time = ход { $seq }: "{ $written }" — не время в формате RFC 3339, например 2026-11-30T09:15:00Z
import-refused-move-stamp = у хода { $seq } отметка времени { $written }: раньше предыдущего хода или создания партии либо в будущем; время ходов должно идти по порядку
import-refused-move-by = ход { $seq }: в "by" указано "{ $by }"; ход делает "player", "mail", "auto" или "orders"
import-refused-replay = запись ходов здесь не воспроизводится: ход { $seq } ("{ $action }"): { $why }
import-refused-auto = ход { $seq } ("{ $action }") отмечен как сыгранный сервером ("auto"), но { $terms_forced ->
    [yes] в той позиции это было не единственное законное действие его места
   *[no] в условиях партии auto_forced равно false
}
import-refused-result = результат в документе ({ $result }, состояние { $status }) — не тот, к которому приводит его запись ходов: { $reached }, партия окончена
import-refused-ending = в документе сказано, что партия окончена с результатом { $result }, но запись ходов её не заканчивает, а такого результата сервер не записывает для партии, окончившейся не ходом (например, { $example })
import-refused-result-unfinished = в документе состояние { $status }, но указан результат ({ $result }); запись ходов партию не заканчивает
import-refused-unfinished = загрузить здесь можно только оконченную партию, как её запись: в неоконченной партии хранится её секретный сид, и между серверами её переносит оператор командой `herald import`
import-refused-no-account = у игрока за { $seat } ({ $name }) здесь нет учётной записи; все игроки неоконченной партии должны сначала зарегистрироваться
import-refused-empty-seat = на месте { $seat } нет игрока; на каждом месте неоконченной партии должен быть игрок с учётной записью здесь
import-refused-nobody-here = ни у кого из игроков документа здесь нет учётной записи; чтобы загрузить партию, один из них должен сначала зарегистрироваться

## ChatRefused (src/service/chat.rs)
chat-refused-empty = сообщение пустое: напишите от 1 до { $most_chars ->
    [one] { $most_chars } символа
    [few] { $most_chars } символов
    [many] { $most_chars } символов
   *[other] { $most_chars } символа
}
chat-refused-too-long = в сообщении { $chars ->
    [one] { $chars } символ
    [few] { $chars } символа
    [many] { $chars } символов
   *[other] { $chars } символа
}, а можно не более { $most_chars }
chat-refused-control-character = в сообщении есть управляющий символ: отправлять можно только буквы, знаки и переводы строк
chat-refused-not-a-player-writing = вы не играете в партии { $game }; писать в её чат могут только её игроки
chat-refused-not-a-player-muting = вы не играете в партии { $game }; отключать её чат могут только её игроки
chat-refused-too-many = { $sentence }


## NoteRefused (src/service/notes.rs)
note-refused-not-the-author = заметки в партии { $game } читает и пишет только тот игрок, который их ведёт, и только за своё место
note-refused-too-long = в заметках { $chars ->
    [one] { $chars } символ
    [few] { $chars } символа
    [many] { $chars } символов
   *[other] { $chars } символа
}, а можно не более { $most_note_chars }
note-refused-still-going = партия { $game } ещё идёт: открыть заметки можно, когда она закончится
note-refused-nothing-to-reveal = вы не писали заметок в партии { $game }: открывать нечего

## NotThere (src/service/loaders.rs)
not-there-game = партии { $game } нет; проверьте ссылку или найдите партии в лобби
not-there-move = в партии { $game } нет хода { $seq }: в ней ходы от 0 (расстановка) до { $last }
not-there-player = игрока «{ $name }» нет; проверьте написание (регистр не важен) или найдите игроков на страницах партий

## OrdersRefused (src/service/orders.rs)
orders-refused-not-a-player = вы не играете в партии { $game }; { $what ->
    [decisions-ahead] выбирать решения заранее
   *[standing-orders] отдавать постоянные приказы
} могут только её игроки, каждый за своё место
orders-refused-over = партия { $game } окончена; её постоянные приказы больше нельзя изменить
orders-refused-not-in-play = партия { $game } не идёт: заранее в ней сейчас ничего выбрать нельзя
orders-refused-no-standing-orders = в игре { $title } нет постоянных приказов: каждое решение спрашивается, когда до него доходит
orders-refused-not-the-kinds = { $why }
orders-refused-nothing-ahead = "{ $action }" сейчас нельзя выбрать заранее: сейчас заранее ничего не выбрать (в Richard III карту следующего хода можно выбрать, когда откроются карты этого хода)
orders-refused-not-ahead = "{ $action }" сейчас нельзя выбрать заранее; можно: { $may }

## ExportRefused (src/service/transfer.rs)
export-refused-not-a-player = скачать партию { $game } могут только её игроки
export-refused-unfinished = партия { $game } не окончена: в неоконченной партии хранится её секретный сид, поэтому выгрузить её может только оператор сервера (herald export { $game })

## ParseEmailError (src/domain.rs)
parse-email-error-too-long = длиннее { $most ->
    [one] { $most } символа
    [few] { $most } символов
    [many] { $most } символов
   *[other] { $most } символа
}
parse-email-error-spaces = содержит пробелы или управляющие символы
parse-email-error-quoted = содержит часть в кавычках, а такие адреса почтовые серверы принимают редко
parse-email-error-not-an-address = не годится для отправки писем

## ServiceError (src/service/mod.rs)
service-error-damaged = сохранённую запись партии { $game } не удаётся прочитать ({ $damage }); ничего не изменилось, а оператор сервера может найти и исправить её командой `herald verify`
service-error-unexpected = что-то пошло не так на нашей стороне; ничего не изменилось — попробуйте снова чуть позже
service-error-text = { $text }

## WebRefused (src/web/error/mod.rs): что веб-слой отклоняет, ещё не спросив сервис
web-refused-form-expired = срок действия этой формы истёк (или она пришла с другого сайта); загрузите страницу заново и отправьте форму снова
web-refused-bearer = пришлите свой токен в виде 'Authorization: Bearer <token>' (получить его можно через POST /api/tokens)
web-refused-signed-in-player = для этого нужно войти: пришлите 'Authorization: Bearer <token>' (токен можно получить через POST /api/tokens)
web-refused-body-not-json = тело запроса — не JSON ({ $error }); какое тело ожидается, описано в docs/API.md
web-refused-body-fields = в JSON не хватает поля или есть неверное поле ({ $error }); какое тело ожидается, описано в docs/API.md
web-refused-body-unread = не удалось прочитать тело запроса: { $error }
# Ответы API, которые дают фреймворк, слой или запасной обработчик (web/error/mod.rs
# sentence_for); $detail — собственная строка axum, она цитирует запрос.
api-error-unreadable = запрос не удалось прочитать; что принимает этот путь, см. в docs/API.md
api-error-unreadable-because = запрос не удалось прочитать ({ $detail }); что принимает этот путь, см. в docs/API.md
api-error-forbidden = вам нельзя это делать; кому можно, см. в docs/API.md
api-error-no-route = такого пути API или такого объекта нет; пути перечислены в docs/API.md
api-error-method = этот путь API не принимает { $method }; его методы см. в docs/API.md
api-error-too-slow = запрос шёл слишком долго; отправьте его снова
api-error-too-large = тело запроса слишком велико: оно может быть не больше { $kib } КиБ
api-error-not-json = тело запроса должно быть JSON с заголовком 'Content-Type: application/json'; см. docs/API.md
api-error-wrong-value = запрос составлен верно, но одно из значений неверно; см. docs/API.md
api-error-wrong-value-because = запрос составлен верно, но одно из значений неверно ({ $detail }); см. docs/API.md
api-error-too-many = слишком много запросов; подождите минуту и попробуйте снова
api-error-ours = у нас что-то пошло не так; ничего не изменено — попробуйте снова чуть позже
api-error-refused = запрос отклонён ({ $status }); что принимает этот путь, см. в docs/API.md
api-error-too-busy = Сервер сейчас слишком загружен; попробуйте снова чуть позже.
web-refused-no-api-route = такого пути API нет; см. docs/API.md
web-refused-no-kind = игры "{ $kind }" нет; см. GET /api/kinds
web-refused-join-body = тело запроса — не JSON вида {"{"}"seat": "red"{"}"} ({ $error })
web-refused-chat-after = after={ $after } — не id сообщения: укажите id последнего сообщения, которое у вас есть
web-refused-no-page = такой страницы нет; загляните в лобби
web-refused-malformed-path = такой страницы нет: партии и ходы обозначаются номерами; загляните в лобби
web-refused-no-game-id = партии "{ $text }" нет: номера партий — это числа
web-refused-no-move-number = "{ $text }" — не номер хода
web-refused-record-tick = отметьте «Это не моя партия», чтобы подтвердить, что вы отклоняете запись
web-refused-record-choose = выберите, принять запись или отклонить её
web-refused-no-kind-page = игры "{ $kind }" со страницей «{ $page }» нет; все игры перечислены на странице «Новая партия»
web-refused-leave-tick = отметьте «Я покидаю партию», чтобы подтвердить, что вы её покидаете
web-refused-resign-tick = отметьте «Я сдаю партию», чтобы подтвердить, что вы сдаётесь
web-refused-agreement-step = "{ $step }" здесь сделать нельзя; загрузите страницу партии заново

## Слова внутри отказов
absence-why-no-dates = не содержит допустимых дат
absence-why-ends-before-it-begins = заканчивается раньше, чем начинается
absence-why-unknown-time-zone = относится к неизвестному часовому поясу
absence-why-not-in-your-time-zone = не удаётся перевести в ваш часовой пояс
absence-why-ends-too-late = заканчивается слишком поздно
absence-why-longer-than-60-days = длится дольше 60 дней

## MoveError (src/engine/game.rs)
move-error-not-your-turn = сейчас не ход стороны «{ $seat }»; дождитесь хода соперника
move-error-finished = партия окончена; ходить больше нельзя
move-error-unparseable = «{ $notation }» — не действие игры «{ $title }»; пошлите одно из перечисленных действий, например «{ $example }»
move-error-illegal = { $reason } (правило { $rule })

## LineError (src/service/game/table/refusal.rs): строка ответа письмом
line-error-no-list = в письме не было нумерованного списка (законных действий было больше { $most }), так что { $number } не называет никакого действия; напишите само действие
line-error-no-such-number = в списке письма действия с 1 по { $listed }; { $number } среди них нет: ответьте номером из списка или самим действием
line-error-after-chance = строка { $after } или ход сервера после неё { $barrier ->
    [dice] бросает кубики
   *[reveal] открывает скрытое
}; ответ не может идти дальше этого (как и отмена хода не может вернуться за это), и ничего не сыграно: пошлите строку { $after } и строки до неё, а остальное — ответом на следующее письмо
line-error-turn-over = ваш ход закончился предыдущей строкой, и ничего не сыграно; пошлите только действия этого хода (следующий ход придёт своим письмом)
line-error-number-after-first-line = номер называет действие из списка письма, а он только для первой строки; в следующих строках пишите само действие, словами списка
line-error-not-an-action = это не одно из ваших законных действий; напишите действие так, как его называет список письма (или его номер в первой строке)
line-error-ambiguous = эти слова называют { $actions } { $actions ->
    [one] ваше законное действие
    [few] ваших законных действия
   *[many] ваших законных действий
}; напишите нужное в нотации (как — говорит справка по нотации на странице партии) или его номер в первой строке

# Настройки или постоянные приказы, которых игра не принимает.
options-not-object = настройки должны быть объектом JSON
options-no-such = у игры «{ $game }» нет настройки "{ $key }"; её настройки: { $known }
options-none = нет
options-notation = { $text }
options-choice = настройка "{ $key }" должна быть одной из: { $choices }
options-bad = настройки не сочетаются ({ $detail }); присылайте только настройки, которые перечисляет игра, каждую с одним из её значений
orders-not-object = приказы должны быть объектом JSON, например {"{"}"fire": "always"{"}"}
orders-none = у игры «{ $game }» нет постоянных приказов; пришлите {"{"}{"}"}
orders-no-such = у игры «{ $game }» нет постоянного приказа "{ $key }"; приказы такие: { $keys }
orders-choice = постоянный приказ "{ $key }" не может быть { $value }; выберите одно из: { $choices }
orders-bad = неверные приказы ({ $detail }); приказы такие: { $keys }
