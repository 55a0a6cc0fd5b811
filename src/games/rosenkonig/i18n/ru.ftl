## Слова игры по-русски.

rosenkonig-title = Король роз (Розенкёниг)

rosenkonig-seat-red = Красная роза
rosenkonig-seat-white = Белая роза

## Направления карт влияния (§2), по их нотации
rosenkonig-direction-n = север
rosenkonig-direction-ne = северо-восток
rosenkonig-direction-e = восток
rosenkonig-direction-se = юго-восток
rosenkonig-direction-s = юг
rosenkonig-direction-sw = юго-запад
rosenkonig-direction-w = запад
rosenkonig-direction-nw = северо-запад

## Рассказ о ходе (история, письма): что сделано и к чему это привело
rosenkonig-played = { $side } сыграла { $card } и поставила Корону на { $square }
rosenkonig-hero = { $side } сыграла { $card } с картой героя и перевернула фишку на { $square }
rosenkonig-drew-card = { $side } вытянула { $card }
rosenkonig-drew = { $side } вытянула карту
rosenkonig-reshuffled = { $move } — колода кончилась, и стопка сброса перемешана в новую колоду
rosenkonig-ended = { $move } — партия окончена: { $reason }
rosenkonig-ended-won = { $move } — партия окончена: { $reason }; { $winner } побеждает со счётом { $won }:{ $lost }
rosenkonig-skipped = { $move } — { $next } пропускает ход (законных действий нет)

## Вопрос перед ходом (§5)
rosenkonig-explain-play = Сыграть { $card }: Корона идёт с { $from } на { $to }, и туда кладётся ваша фишка
rosenkonig-explain-hero = Сыграть { $card } с картой героя: Корона идёт с { $from } на { $to }, и фишка там переворачивается вашим цветом
rosenkonig-explain-draw = Вытянуть верхнюю карту из колоды

## Почему действие отклонено
rosenkonig-no-such-seat = стороны { $seat } нет; стороны — Красная роза и Белая роза
rosenkonig-game-over = партия окончена; действий больше нет
rosenkonig-not-your-turn = сейчас ход стороны «{ $turn }», а не «{ $side }»; дождитесь своего хода
rosenkonig-hand-full = у вас на руках { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
}, и тянуть нельзя; сыграйте карту
rosenkonig-pile-empty = колода пуста
rosenkonig-not-in-hand = карты { $card } у вас на руках нет
rosenkonig-target-off-board = клетка { $target } вне поля: { $card } уводит Корону с { $crown } за край поля
rosenkonig-off-board = цель вне поля: { $card } сдвигает Корону на { $squares } { $squares ->
    [one] клетку
    [few] клетки
   *[many] клеток
} на { $direction } от { $crown }
rosenkonig-own-stone = на { $square } ваша фишка: Корона никогда не может встать на неё, даже с картой героя
rosenkonig-target-empty = клетка пуста: сыграйте карту без героя ('play { $card }')
rosenkonig-supply-empty = в запасе не осталось фишек
rosenkonig-use-a-hero = на { $square } фишка стороны «{ $other }»: переверните её картой героя ('hero { $card }')
rosenkonig-no-hero-for-enemy = на { $square } фишка стороны «{ $other }», а карт героев, чтобы перевернуть её, у вас не осталось
rosenkonig-no-hero-left = у вас не осталось карт героев, чтобы перевернуть фишку на { $square }
rosenkonig-legal-now = '{ $action }' сейчас разрешено; пошлите его ещё раз

## Как кончилась партия (§8) и как решено равенство (§9)
rosenkonig-end-supply-exhausted = выложена 52-я фишка
rosenkonig-end-mutual-block = ни один игрок не мог сделать ход
rosenkonig-end-and-tie = { $end }; { $tie }
rosenkonig-tie = поровну по { $points } { $points ->
    [one] очку
    [few] очка
   *[many] очков
}
rosenkonig-tie-broken = { $tie }, решено по { $measure } ({ $more } против { $fewer })
rosenkonig-tie-and = { $tie } и по { $measure } (по { $count })
rosenkonig-tie-draw = { $tie }: ничья
rosenkonig-measure-largest = крупнейшей области
rosenkonig-measure-stones = числу фишек

## Настройки, с которыми начинается партия, их слова и варианты
rosenkonig-option-tiebreak = Равенство очков
rosenkonig-option-tiebreak-help = Кто побеждает, когда у обоих игроков поровну очков; если равенство остаётся и после этого, партия — ничья.
rosenkonig-option-tiebreak-largest = крупнейшая отдельная область, затем больше фишек на поле (русские, английские и немецкие правила)
rosenkonig-option-tiebreak-stones = больше фишек на поле (японские правила)
rosenkonig-option-first = Первый ход
rosenkonig-option-first-help = Кто ходит первым; цвета остаются на своих сторонах поля.
rosenkonig-option-first-red = Красная роза (Ланкастер), как во всех правилах
rosenkonig-option-first-random = по жребию кубиков партии

## The drawn board's labels (a picture in a mail too)
rosenkonig-board = Поле «Короля роз»
rosenkonig-board-crown-moved = Корона: { $from } → { $to }
rosenkonig-board-stone-placed = только что поставлена фишка: { $square }
rosenkonig-board-stone = { $side }: фишка на { $square }
rosenkonig-board-crown = Корона на { $square }
rosenkonig-board-no-cards = (нет карт)
rosenkonig-board-heroes = карт героев: { $heroes }
rosenkonig-board-piles = фишек в запасе: { $supply } · в колоде: { $pile } · в сбросе: { $discard }
