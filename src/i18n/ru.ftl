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
