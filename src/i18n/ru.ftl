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
