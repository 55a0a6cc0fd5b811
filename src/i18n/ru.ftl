## Слова самого Herald по-русски: рамка каждой страницы, страницы, письма и отказы.
## Слова каждой игры лежат в её папке (src/games/<kind>/i18n/).

## Рамка каждой страницы
nav-lobby = Лобби
nav-my-games = Мои партии
nav-new-game = Новая партия
nav-sign-out = Выйти
nav-sign-in = Войти
nav-sign-up = Регистрация
language-switch = Язык
language-switch-button = Показывать страницы на языке: { $language }

## Главная страница
home-title = Настольные игры по переписке
home-intro = Настольные игры по переписке: начните партию или примите вызов, ходите, когда ваша очередь, и получайте письмо, когда очередь снова ваша. Каждый ход проверяется по правилам.
home-games = Игры
home-sign-up = Зарегистрируйтесь
home-or = или
home-sign-in = войдите
home-to-play = , чтобы играть.
home-your-games = Ваши партии
home-open-games = открытые партии
home-start-a-game = начать партию
home-api = Программы могут делать всё то же через
home-api-link = JSON API

## Настройки: язык
settings-language = Язык
settings-language-help = На этом языке написаны страницы и письма.
settings-language-save = Сохранить язык
settings-language-saved = Страницы и письма теперь на языке: { $language }.

## Промежутки времени и счёт
span-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
   *[many] { $count } дней
}
span-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
   *[many] { $count } часов
}
span-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
   *[many] { $count } минут
}
count-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
count-actions = { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[many] { $count } действий
}

## Моменты: насколько далеко от «сейчас», затем время на часах
time-now = сейчас
time-in = через { $span }
time-ago = { $span } назад
time-moment = { $relative } ({ $wall })
time-at = { $wall }, { $relative }
span-two = { $larger } { $smaller }

## Вход и регистрация
sign-in-title = Вход
sign-in-name = Имя
sign-in-password = Пароль
sign-in-button = Войти
sign-in-forgot = Забыли пароль?
sign-in-new-here = Впервые здесь?
sign-up-title = Регистрация
sign-up-mail-address = Адрес почты
sign-up-password-help = От 8 до 256 символов, трудный для угадывания: не распространённый пароль, не ваше имя и не адрес (несколько не связанных между собой слов дают надёжный пароль)
sign-up-button = Зарегистрироваться
sign-up-have-account = Уже есть учётная запись?

## Страница ошибки
error-title = Ошибка { $status }
error-back-to-lobby = Назад в лобби

## Лобби и списки партий
lobby-title = Лобби
lobby-rules-in-brief = Правила вкратце:
lobby-invitations = Приглашения для вас
lobby-not-for-you = Не для вас? Отказ освобождает место для любого игрока, а пригласившему сообщат.
lobby-decline-invitation = Отклонить приглашение в { $game }
lobby-open-games = Открытые партии
lobby-no-open-game = Сейчас открытых партий нет.
lobby-start-one = Начните свою
lobby-seats-to-take-over = Места на замену
lobby-no-replacement-wanted = Ни одна партия не ищет замену.
lobby-take-over-help = Игрок покинул эти партии посреди игры: займите его место и играйте дальше с того места, где он остановился.
my-games-title = Мои партии
my-games-records = Записи партий ждут вашего ответа
my-games-imported-by = загрузил { $player }: примите или отклоните её на её странице.
my-games-invitations = Приглашения ждут вашего ответа
my-games-accept = Принять: играть за { $seat }
my-games-decline = Отклонить
my-games-none-yet = Вы пока не играете ни одной партии.
my-games-join-one = Присоединитесь к партии
my-games-or = или
my-games-start-one = начните свою
list-game = Партия
list-players = Игроки
list-status = Состояние
list-turn = Ход
list-since = Ход начат
list-deadline = Срок
list-rules = Правила
list-reserved-for = оставлено для
list-free = свободно
list-move = ход { $number }
list-join-as = Сесть за { $seat }
list-turn-you = вы
list-player-seat = { $player } ({ $seat })
list-and = { $first } и { $second }
list-waiting-for-players = ждёт игроков
list-draw = ничья
list-you-won = вы победили
list-player-won = победа: { $player } ({ $seat })
list-seat-won = победа: { $seat }
status-open = набор игроков
status-active = идёт
status-finished = окончена
status-abandoned = заброшена
status-damaged = повреждена (её сохранённую запись нельзя прочесть; оператор найдёт её командой herald verify)

## The end of a sentence that ends with a link: "Sign up." / "新規登録。"
sentence-end = .

## Страница партии
game-invited = по приглашению
game-to-move = ◀ ходит
game-runs-out = время истекает { $moment }
game-in-hand = в запасе { $time }
game-out-of-time = время вышло
game-status = Состояние: { $status }
game-you-play = вы играете за
game-record-imported = Это запись оконченной партии, которую загрузил { $player }. Она появится в других списках и станет видна остальным, когда её примут все игроки этой партии.
game-record-accept = Принять: это моя партия
game-record-decline = Отклонить…
game-record-decline-confirm = Это не моя партия: удалить запись, в том числе у { $player }.
game-record-decline-button = Отклонить
game-withdraw-invitation = Отозвать приглашение для { $player }
game-withdraw-invitation-help = (место { $seat } освободится для любого игрока; игроку { $player } сообщат)
game-join = Присоединиться к партии
game-since-your-last-turn = С вашего прошлого хода
game-last-move = Последний ход
game-marked-on-board = На доске отмечены: ходы — стрелками, а также места сражений, потерь и прибытий.
game-question = { $action }?
game-yes = Да: { $action }
game-choose-again = Нет, выбрать заново
game-your-move = Ваш ход
game-click-the-board = Щёлкните по выделенному месту на доске.
game-every-move = Все ходы в нотации ({ $count })
game-waiting-for = Ждём хода: { $seats }.
game-nudge = Поторопить
game-paused = Партия приостановлена по соглашению: часы стоят.
game-resume = Возобновить партию
game-proposes = { $player } предлагает { $proposal }.
proposal-draw = ничью
proposal-abandon = прекратить партию
proposal-pause = паузу
game-accept = Принять
game-withdraw = Отозвать
game-decline = Отклонить
game-propose = Предложить:
game-propose-draw = ничью
game-propose-pause = паузу
game-propose-abandon = прекратить партию
game-opponent-out-of-time = У вашего соперника вышло время.
game-claim-the-win = Засчитать себе победу
game-or-keep-waiting = или продолжайте ждать хода соперника.
game-resign = Сдаться…
game-resign-confirm = Я сдаю партию: победа за соперником.
game-resign-button = Сдаться
game-mail-again = Снова присылать письма об этой партии
game-no-mail = Не присылать писем об этой партии
game-leave = Покинуть партию…
game-leave-confirm = Я покидаю партию: моё место предложат на замену.
game-leave-button = Покинуть
game-orders = Постоянные боевые приказы
game-orders-help = Ответы, данные заранее: когда до вас дойдёт решение, на которое они отвечают, оно будет сыграно за вас без ожидания. Их видите только вы; менять их можно в любое время.
game-orders-secrecy = Соперник не может их прочесть и не узнает, что они у вас есть, пока один из них не сработает. Но решение, принятое по приказу, записывается вместе с ходом соперника, поэтому оно видно сразу, в ответе на этот ход: соперник поймёт, что вы дали приказ на это решение, и увидит сделанный по нему ход, как любой другой.
game-orders-rule = (правило { $rule })
game-orders-save = Сохранить приказы
game-position-as-data = Позиция в виде данных
game-no-board-yet = (для этой игры пока нет рисованной доски)
game-download = Скачать партию
game-download-help = (JSON: настройки, места, все ходы и сид; партию можно загрузить здесь или в другом месте).
game-seed-hash = Хеш сида (SHA-256):
game-seed = сид:
game-history = История
game-setup = расстановка
game-board-after = доска после хода { $number }
game-chat = Чат
game-chat-muted = чат отключён —
game-chat-unmute = включить
game-chat-empty = Сообщений пока нет.
game-chat-your-message = Ваше сообщение
game-chat-send = Отправить
game-chat-mute = Отключить чат
game-notes = Ваши заметки
game-notes-only-you = Их читаете только вы
game-notes-revealed = ; после партии вы открыли их всем.
game-notes-may-reveal = ; после окончания партии их можно открыть всем.
game-notes-save = Сохранить заметки
game-notes-reveal = Открыть мои заметки всем
game-notes-revealed-title = Заметки, открытые после партии
game-ahead = Выбрано заранее
game-ahead-given = Когда дойдёт до этого решения, вы сразу сыграете
game-ahead-given-after = . Это видите только вы.
game-ahead-withdraw = Отменить
game-ahead-help = Выберите сейчас, что сыграете, когда дойдёт до решения (карта следующего хода): это будет сыграно за вас без ожидания, и видите это только вы.
game-ahead-next = Далее:
game-ahead-change = Изменить
game-ahead-choose = Выбрать заранее
game-take-back-action = Отменить последнее действие
game-take-back-turn = Отменить этот ход (вернуться к ходу { $number })
game-take-back-unseen = Ваш ход уже передан дальше, но никто из получивших его ещё не видел: его можно отменить, пока они не откроют партию или не уйдёт письмо о нём.
game-take-back-help = Отмена убирает ваши действия с того момента, как к вам перешёл ход, будто их и не было; никто другой их не видел.

## Подтверждение хода
confirm-title = Подтверждение
confirm-heading = Подтвердите ход
confirm-yes = Да:
confirm-back = Назад к партии

## История, ход за ходом
viewer-after-move = после хода { $number }
viewer-steps = пошаговый просмотр партии
viewer-start = ◀◀ начало
viewer-previous = ◀ назад
viewer-next = вперёд ▶
viewer-last = конец ▶▶
viewer-back = назад к партии
viewer-keys = (клавиши: ← → шаг, Home End)
viewer-move = Ход { $number }
viewer-setup = Расстановка перед первым ходом.

## Условия партии
terms = Часы: { $clock }; { $timeout }; { $vacation }.
terms-no-clock = без часов
terms-per-move = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
}
terms-bank = запас времени { $initial }, после каждого хода добавляется { $bonus }, не более { $cap }
terms-timeout-claim = при просрочке соперник может засчитать себе победу
terms-timeout-lose = при просрочке — поражение
terms-timeout-handover = при просрочке место отдаётся на замену
terms-vacation = отпускные дни разрешены
terms-no-vacation = без отпускных дней
terms-not-forced = Каждый ход ждёт своего игрока, даже если он единственно возможный.
terms-and-more = { $first } { $second }

## Настройки
settings-title = Настройки
settings-mail = Письма
settings-mail-turn = письмо всякий раз, когда наступает мой ход
settings-mail-digest = одно письмо в день, в
settings-mail-digest-hour = ч. ({ $zone })
settings-mail-off = без писем
settings-confirm-mailed-moves = подтверждать ходы по почте: письмо в одну строку после каждого хода, сделанного ответом на письмо о ходе
settings-mail-save = Сохранить настройки писем
settings-time-zone = Часовой пояс
settings-time-zone-help = Всё время, которое Herald показывает вам на страницах и в письмах, дано в этом поясе, с его названием («{ $example }»).
settings-time-zone-utc = При UTC время на страницах показывает ваш браузер — в своём собственном поясе.
settings-my-time-zone = Мой часовой пояс
settings-time-zone-save = Сохранить часовой пояс
settings-vacation-left = Осталось отпускных дней в этом году: { $left } из { $total }. Когда в партии, где разрешены отпускные дни, у вас должно выйти время, расходуется один день, и ко всем вашим часам добавляются 24 часа.
settings-absence = Отсутствие
settings-away = Вы отсутствуете с { $from } по { $to } (целые дни по поясу { $zone }): в это время ваши часы ждут вас.
settings-away-cancel = Отменить отсутствие
settings-away-help = Уезжаете? Сообщите заранее: пока вас нет, ваши часы ждут, и за каждый день расходуется один отпускной день.
settings-away-from = С
settings-away-to = по
settings-away-declare = Заявить об отсутствии
settings-password = Пароль
settings-password-help = Другие браузеры, в которых вы вошли, и ваши токены API останутся как есть; отзовите токены ниже или сбросьте пароль через почту, чтобы выйти везде.
settings-current-password = Текущий пароль
settings-new-password = Новый пароль
settings-new-password-again = Новый пароль ещё раз
settings-password-change = Сменить пароль
settings-address = Адрес почты
settings-address-help = Herald пришлёт ссылку на новый адрес; адрес сменится, когда вы её откроете. На текущий адрес придёт уведомление.
settings-new-address = Новый адрес
settings-your-password = Ваш пароль
settings-address-change = Отправить ссылку для подтверждения на новый адрес
settings-tokens = Токены API
settings-tokens-help = Программы передают токен в заголовке
settings-new-token = Ваш новый токен (показан только сейчас):
settings-no-tokens = Токенов нет.
settings-token = Токен
settings-token-made = Создан
settings-token-revoke = Отозвать
settings-token-make = Создать новый токен

## Страница игрока
profile-member-since = Дата регистрации: { $moment }.
profile-playing-now = Играет сейчас
profile-no-game = Идущих партий нет.
profile-status = Состояние
profile-finished = Оконченные партии
profile-no-finished = Оконченных партий пока нет.
profile-result = Результат
profile-last-change = Последнее изменение
profile-open = открыта: ждёт игроков
profile-status-move = { $status } · ход { $number }

## Правила игры и нотация
rules-title = { $game }: правила
rules-heading = { $game }: правила игры
rules-summary = Наш собственный пересказ, с номерами пунктов из книги правил.
rules-seats = Места:
rules-start = Начать партию
rules-options = Настройки
rules-how-moves-are-written = Как записываются ходы
rules-no-options = У этой игры нет настроек.
rules-default = (по умолчанию)
rules-terms = У каждой партии есть ещё и условия, которые выбирают при её создании: часы, последствия просрочки, отпускные дни и то, делается ли сам собой шаг, в котором возможно лишь одно действие.
notation-title = { $game }: нотация
notation-heading = { $game }: как записываются ходы
notation-rules-link = Правила вкратце и настройки
notation-help = Каждое действие — одна строка: в форме хода на странице партии, через API или в ответе на письмо о ходе (там регистр букв не важен).

## Начало партии
new-game-title = Новая партия
new-game-heading = Начать партию
new-game-rules-link = Правила вкратце и объяснение настроек
new-game-your-seat = Играть за
new-game-clock = Часы
new-game-clock-per-move = 3 дня на ход
new-game-clock-bank-fast = запас времени: 1 день, +4 часа за ход, не более 3 дней
new-game-clock-bank-standard = запас времени: 3 дня, +12 часов за ход, не более 5 дней
new-game-clock-bank-slow = запас времени: 3 дня, +36 часов за ход, не более 10 дней
new-game-clock-none = без часов
new-game-timeout = При просрочке
new-game-timeout-claim = соперник может засчитать себе победу
new-game-timeout-lose = сразу поражение
new-game-vacation = Отпускные дни
new-game-vacation-yes = разрешены
new-game-vacation-no = в этой партии нельзя
new-game-forced = Шаг, в котором возможно лишь одно действие
new-game-forced-yes = делается сразу сам
new-game-forced-no = ждёт игрока (щёлкать каждый раз)
new-game-invite = Пригласить (имена игроков, необязательно)
new-game-invite-placeholder = оставьте пустым для открытой партии
new-game-start = Начать партию в { $game }

## Забытый пароль, новый адрес, отказ от писем
reset-title = Забыли пароль?
reset-help = Укажите адрес почты вашей учётной записи: Herald пришлёт на него ссылку для выбора нового пароля. Ссылка срабатывает один раз и действует час.
reset-address = Адрес почты
reset-button = Прислать ссылку для сброса
reset-remembered = Вспомнили?
reset-sign-in = Войдите
reset-password-title = Выберите новый пароль
reset-password-heading = Новый пароль для { $name }
reset-password-help = После этого вы выйдете из учётной записи везде, а ваши токены API будут отозваны: войдите снова с новым паролем.
reset-password-button = Установить новый пароль
confirm-email-title = Подтверждение адреса почты
confirm-email-done = Адрес изменён
confirm-email-done-help = Теперь Herald пишет на { $email }.
confirm-email-heading = Использовать { $email } для { $name }?
confirm-email-help = С этого момента Herald будет писать на этот адрес; на старый придёт уведомление.
confirm-email-button = Подтвердить { $email }
unsubscribe-title = Письма от Herald
unsubscribe-done = Писем больше не будет
unsubscribe-done-help = Herald больше не присылает писем игроку { $name }. Чтобы снова получать их, войдите и включите письма в настройках.
unsubscribe-heading = Отказаться от всех писем Herald?
unsubscribe-button = Отказаться от всех писем

## Уведомления об успехе: показываются один раз на странице, куда возвращает форма
notice-sign-in-first = Сначала войдите.
notice-welcome = Добро пожаловать в Herald.
notice-signed-out = Вы вышли из учётной записи.
notice-reset-link-sent = Если этот адрес принадлежит учётной записи, на него уже отправлено письмо со ссылкой для выбора нового пароля; ссылка действует час.
notice-password-reset = Пароль изменён. Войдите с новым паролем.
notice-password-changed = Пароль изменён.
notice-address-link-sent = Ссылка для подтверждения адреса { $email } отправлена на него; адрес сменится, когда вы её откроете (в течение 24 часов).
notice-mail-saved = Настройки писем сохранены.
notice-time-zone-saved = Часовой пояс сохранён.
notice-absence-declared = Отсутствие заявлено.
notice-absence-cancelled = Отсутствие отменено.
notice-token-revoked = Токен отозван.
notice-game-created = Партия создана.
notice-you-play = Вы играете за { $seat }.
notice-you-left = Вы покинули партию.
notice-invitation-declined = Вы отклонили приглашение в партию № { $game }.
notice-invitation-withdrawn = Приглашение отозвано; место свободно.
notice-taken-back = Отменено: сейчас идёт ход { $number }.
notice-orders-saved = Ваши постоянные приказы сохранены.
notice-notes-saved = Ваши заметки сохранены.
notice-ahead-withdrawn = Выбор отменён: когда дойдёт до решения, вас спросят.
notice-ahead-given = Выбрано заранее: будет сыграно, когда дойдёт до этого решения; видите это только вы.

## Слова, которые показывают скрипты страницы
live-moved-on = Партия продвинулась (сейчас ход { $number }).
live-reload = Обновите страницу, чтобы увидеть
zoom-in = Приблизить
zoom-out = Отдалить
zoom-whole = Вся доска
zoom-whole-title = Показать всю доску
zoom-action = К действию
zoom-action-title = Вернуться туда, где происходит этот шаг

## Письма о партии: темы, заголовки и слова в тексте письма
mail-game = { $title } #{ $game }
mail-opponent = { $player } ({ $seat })
mail-opponent-invited = { $player } ({ $seat }, приглашён)
# Стоит в списке соперников после «против», поэтому в родительном падеже.
mail-opponent-open = свободного места ({ $seat })
mail-subject-invited = { $player } приглашает вас в партию { $game }
mail-subject-record = { $player } загрузил запись партии { $game } с вашим участием
mail-subject-turn = Ваш ход: { $game } против { $opponents }
mail-subject-about = { $subject }: { $game }
mail-subject-over = Партия окончена: { $game } против { $opponents }
mail-subject-reminder = Время на исходе: { $game } против { $opponents }
mail-subject-timed-out = Время вышло: { $game } против { $opponents }
mail-subject-vacant = Освободилось место: { $game }
mail-subject-took-over = Теперь вы играете партию { $game } против { $opponents }
mail-subject-replaced = { $player } присоединяется к партии { $game }
mail-headline-invited = { $player } приглашает вас сыграть в { $title } (партия № { $number }) за { $seat }.
mail-headline-record = { $player } загрузил запись оконченной партии в { $title } (теперь это партия № { $number }), в которой вы играли за { $seat }. Она появится среди ваших партий, когда вы примете её на её странице; если вы не играли в этой партии, отклоните её, и запись будет удалена.
mail-headline-turn = Ваш ход в партии { $game } против { $opponents }.
mail-headline-over = Партия { $game } против { $opponents } окончена.
mail-headline-reminder = Ваше время в партии { $game } против { $opponents } истекает { $moment }; ход всё ещё ваш.
mail-headline-timed-out = У игрока { $player } вышло время в партии { $game }. Вы можете засчитать себе победу на странице партии или продолжать ждать его хода.
mail-headline-vacant = { $why }. Место { $seat } предложено в лобби на замену; партия продолжится, когда его кто-нибудь займёт.
mail-headline-took-over = Вы заняли место { $seat } в партии { $game } против { $opponents }.
mail-headline-replaced = Место { $seat } в партии { $game } занял игрок { $player }.
mail-vacant-left = Игрок { $player } покинул партию
mail-vacant-out-of-time = У игрока { $player } вышло время
mail-notice-proposes = { $player } предлагает { $proposal ->
    [draw] ничью
    [abandon] прекратить партию
   *[pause] паузу
}
mail-notice-proposes-headline = { $player } предлагает { $proposal ->
    [draw] ничью в партии
    [abandon] прекратить партию
   *[pause] паузу в партии
} { $game }. Примите или отклоните предложение на странице партии.
mail-notice-paused = Пауза
mail-notice-paused-headline = Партия приостановлена по соглашению: часы стоят, и никто не ходит, пока кто-нибудь из игроков не возобновит её на странице партии.
mail-notice-declined = { $player } отклоняет предложение { $proposal ->
    [draw] ничьей
    [abandon] прекратить партию
   *[pause] паузы
}
mail-notice-declined-headline = Игрок { $player } отклонил предложение { $proposal ->
    [draw] ничьей
    [abandon] прекратить партию
   *[pause] паузы
}; партия продолжается.
mail-notice-withdrew = { $player } отзывает предложение { $proposal ->
    [draw] ничьей
    [abandon] прекратить партию
   *[pause] паузы
}
mail-notice-withdrew-headline = Игрок { $player } отозвал предложение { $proposal ->
    [draw] ничьей
    [abandon] прекратить партию
   *[pause] паузы
}; партия продолжается.
mail-notice-resumed = Партия возобновлена
mail-notice-resumed-headline = Игрок { $player } возобновил партию: часы снова идут.
mail-notice-nudge = { $player } ждёт вашего хода
mail-notice-nudge-headline = { $player } напоминает, что в партии { $game } ваш ход.
mail-text = { $text }
mail-hello = Здравствуйте, { $name }!
mail-why = Причина: { $reason }
mail-since-your-last-move = С вашего прошлого хода:
mail-since-took-over = Последние ходы — так, как их видел игрок на вашем месте:
mail-since-answer = Что сыграно по вашему письму и что было дальше:
mail-in-the-chat = В чате:
mail-chat-wrote = { $player } пишет ({ $moment }):
mail-board-alt = Доска в том виде, в каком вы видите её сейчас
mail-time-runs-out = Ваше время истекает { $moment }.
mail-to-move = Чтобы сделать ход, ответьте на это письмо: напишите ход над цитируемым текстом, по одному действию в строке (регистр букв не важен); несколько строк выполняются по порядку — все или ни одна.
mail-to-move-text = Чтобы сделать ход, ответьте на это письмо: напишите ход над цитируемым текстом, по одному
    действию в строке (регистр букв не важен); несколько строк выполняются по порядку — все или ни одна.
mail-legal-actions = Ваши допустимые действия (ответьте номером одного из них или его словами, как они написаны здесь):
mail-legal-total = У вас { $count ->
    [one] { $count } допустимое действие
    [few] { $count } допустимых действия
    [many] { $count } допустимых действий
   *[other] { $count } допустимого действия
}: { $kinds }.
mail-legal-notation-text = Все они перечислены на странице партии; как их записывать: { $link }
mail-legal-notation = Все они перечислены на странице партии;
mail-legal-notation-link = как их записывать
mail-result = Результат: { $result }
mail-open-game-text = Открыть партию ({ $game }, вы играете за { $seat }):
mail-open-game = Открыть партию { $game }
mail-you-play = (вы играете за { $seat }).
mail-signature = Herald, сервер игр по переписке
mail-unsubscribe = Больше не получать писем от Herald
mail-answer-played = Ход сыгран
mail-answer-played-still = Сыграно; ход всё ещё ваш
mail-answer-played-headline = { $count ->
    [one] Ваше письмо прочитано и выполнено ({ $count } действие).
    [few] Ваше письмо прочитано и выполнено ({ $count } действия).
    [many] Ваше письмо прочитано и выполнено ({ $count } действий).
   *[other] Ваше письмо прочитано и выполнено ({ $count } действия).
}
mail-answer-played-still-headline = { $count ->
    [one] Ваше письмо прочитано и выполнено ({ $count } действие). Ход всё ещё ваш.
    [few] Ваше письмо прочитано и выполнено ({ $count } действия). Ход всё ещё ваш.
    [many] Ваше письмо прочитано и выполнено ({ $count } действий). Ход всё ещё ваш.
   *[other] Ваше письмо прочитано и выполнено ({ $count } действия). Ход всё ещё ваш.
}
mail-answer-unverified = Не сыграно: отправитель не подтверждён
mail-answer-nothing-played = Ваше письмо прочитано, но ничего не сыграно.
# Ответ на ход письмом, который ничего не сыграл: тема, первая строка и причина.
mail-answer-not-played = Не сыграно
mail-answer-moved-on = Партия ушла вперёд
mail-answer-no-move = Ход не найден
mail-answer-refused = Ход отклонён
mail-answer-chosen-ahead = Выбрано заранее
mail-answer-not-chosen-ahead = Не выбрано заранее
mail-answer-headline = Ваше письмо прочитано, но ничего не сыграно. { $subject }.
mail-answer-headline-ahead = Ваше письмо прочитано. { $subject }.
mail-answer-full-stop = .
mail-answer-why-over = партия окончена; ходить больше нельзя
mail-answer-why-paused = партия приостановлена по согласию; сначала возобновите её на странице партии
mail-answer-why-not-started = партия ещё не идёт: она начнётся, когда все места будут заняты
mail-answer-why-moved-on = партия ушла вперёд с того письма, на которое вы ответили (ход { $then }; сейчас ход { $now }). Ничего не сыграно. { $to_act ->
    [yes] Вот позиция сейчас: ответьте на это письмо своим ходом (его список — для этой позиции).
   *[no] Вот позиция сейчас; сейчас не ваш ход, и письмо придёт, когда он настанет.
}
mail-answer-why-unproven = Мы не смогли проверить, что это письмо отправили вы; ответьте из своей почтовой программы или сделайте ход на странице партии.
mail-answer-why-no-move = в вашем ответе не найдено ни одного хода: напишите по одному действию в строке над цитатой (или номер действия из списка)
mail-answer-why-chosen-ahead = Когда дойдёт до этого решения, вы сразу сыграете { $action } (знаете об этом только вы; чтобы изменить, пришлите другую строку `next`)
mail-answer-line-refused = строка { $line } («{ $written }»): { $error }
mail-answer-after-kinds = После { $lines ->
    [one] вашей первой { $lines } строки
    [few] ваших первых { $lines } строк
    [many] ваших первых { $lines } строк
   *[other] ваших первых { $lines } строки
} законные действия были таких видов: { $kinds }.
mail-answer-after-list = После { $lines ->
    [one] вашей первой { $lines } строки
    [few] ваших первых { $lines } строк
    [many] ваших первых { $lines } строк
   *[other] ваших первых { $lines } строки
} законные действия были такими: { $actions }.
mail-answer-then = { $first }; { $then }

## Ежедневная сводка
digest-subject = { $count ->
    [one] Ежедневная сводка Herald: вас ждёт { $count } партия
    [few] Ежедневная сводка Herald: вас ждут { $count } партии
    [many] Ежедневная сводка Herald: вас ждут { $count } партий
   *[other] Ежедневная сводка Herald: вас ждут { $count } партии
}
digest-waiting = { $count ->
    [one] Вашего хода ждёт { $count } партия:
    [few] Вашего хода ждут { $count } партии:
    [many] Вашего хода ждут { $count } партий:
   *[other] Вашего хода ждут { $count } партии:
}
digest-game = { $game } против { $opponents }
digest-runs-out = (ваше время истекает { $moment })
digest-signature = Herald, сервер игр по переписке: ваша ежедневная сводка

## Письма об учётной записи и ответы на приглашения
account-mail-reset = Сброс пароля Herald
account-mail-reset-link = Кто-то (надеемся, это были вы) запросил сброс пароля вашей учётной записи Herald «{ $name }». Откройте эту ссылку в течение часа, чтобы выбрать новый пароль; ссылка срабатывает один раз:
account-mail-reset-not-you = Если вы этого не запрашивали, не обращайте внимания на это письмо: ваш пароль останется прежним.
account-mail-password-changed = Ваш пароль Herald изменён
account-mail-password-changed-text = Пароль вашей учётной записи Herald «{ $name }» только что изменён.
account-mail-password-changed-not-you = Если это были не вы, немедленно сбросьте пароль по ссылке ниже и отзовите свои токены API на странице настроек.
account-mail-confirm-address = Подтвердите новый адрес почты для Herald
account-mail-confirm-address-link = Для учётной записи Herald «{ $name }» запрошено использовать впредь этот адрес. Откройте эту ссылку в течение 24 часов, чтобы подтвердить его; ссылка срабатывает один раз:
account-mail-confirm-address-not-you = Если вы этого не запрашивали, не обращайте внимания на это письмо: ничего не изменится.
account-mail-address-changed = Ваш адрес почты для Herald изменён
account-mail-address-changed-text = Адрес почты вашей учётной записи Herald «{ $name }» теперь { $email }; отныне Herald пишет на этот адрес.
account-mail-address-changed-not-you = Если это были не вы, сбросьте пароль по ссылке ниже (письмо для сброса придёт на новый адрес: если доступа к нему у вас уже нет, напишите администратору сервера).
account-mail-declined = Игрок { $player } отклонил ваше приглашение в партию { $game }
account-mail-declined-seat-free = Место { $seat } снова свободно: партия остаётся открытой в лобби, и присоединиться может любой игрок.
account-mail-withdrawn = Игрок { $player } отозвал приглашение в партию { $game }
account-mail-withdrawn-text = Игрок { $player } отозвал ваше приглашение в партию { $game }: место { $seat } больше не закреплено за вами.
sentence = { $text }.

## Пробел между словами и ссылкой или выделенным именем
space = {" "}

## Слова игры, как их рассказывает письмо
told-times = { $line } ({ $times } { $times ->
    [one] раз
    [few] раза
   *[many] раз
})
told-numbered = { $seq }. { $text }

## Как партия кончилась вне ходов (последняя строка истории)
ending-resigned = сторона «{ $seat }» сдалась
ending-out-of-time = у стороны «{ $seat }» кончилось время
ending-claimed = у стороны «{ $late }» кончилось время; сторона «{ $by }» потребовала победу
ending-drawn = ничья по соглашению
ending-abandoned = партия оставлена по соглашению

## Кто решил ход, после него в истории
history-note-by-mail = {" "}(письмом)
history-note-forced = {" "}(вынужденный)
history-note-your-orders = {" "}(ваш приказ)
history-note-by-orders = {" "}(по приказу)
history-note-given-ahead = {" "}(задан заранее)

## К чему обязывает действие (вопрос перед ходом)
binds-ends-turn = Этим ваш ход заканчивается.
binds-ends-turn-next = Этим ваш ход заканчивается: дальше ходит сторона «{ $next }».
binds-ends-turn-many = Этим ваш ход заканчивается: дальше ходят { $next }.
binds-seats-and = «{ $first }» и «{ $second }»
binds-dice = Это бросок кубиков: его нельзя отменить.
binds-ends-game = Это заканчивает партию: его нельзя отменить.
binds-shows-hidden = Это открывает скрытое: его нельзя отменить.
binds-stays = Это нельзя отменить.
binds-until-seen-by = Это можно отменить, пока сторона «{ $seat }» его не увидела.
binds-until-seen = Это можно отменить, пока его не увидели.
binds-both = { $first } { $then }
game-moved-on-choose-again = Партия ушла вперёд, пока вы выбирали (она на ходу { $number }): выберите снова.

## Настройки партии, как они выбраны
option-chosen = { $option }: { $chosen }
options-and = { $first }; { $then }

## Итог оконченной партии: кто победил, почему и счёт
result-won = победа: { $winner } — { $reason } ({ $scores })
result-won-scores = победа: { $winner } ({ $scores })
result-draw = ничья: { $reason } ({ $scores })
result-draw-scores = ничья ({ $scores })
result-score = { $seat } { $score }
result-scores-and = { $first }, { $then }
