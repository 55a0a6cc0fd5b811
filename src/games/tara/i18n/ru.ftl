## Слова игры по-русски.

tara-title = Верховные короли Тары

tara-seat-red = красные
tara-seat-blue = синие

## Рассказ о ходе (история, письма): ход в нотации и к чему он привёл
tara-moved = { $side ->
    [red] красные
   *[blue] синие
}: { $action }
tara-passed = { $side ->
    [red] красные
   *[blue] синие
}: пас, короли { $side ->
    [red] красных
   *[blue] синих
} покидают поле
tara-captured = { $move }, взят король { $enemy ->
    [red] красных
   *[blue] синих
} на { $hill }
tara-then = { $move }; { $then }
tara-skips = { $move }; { $other ->
    [red] красные не могут
   *[blue] синие не могут
} ходить и пропускают ход

## Подсчёт партии матча (§10) и матч (§16, A-13)
tara-game = партия { $number }: { $lead ->
    [red] красные
   *[blue] синие
} { $first }–{ $second } { $award }
tara-award-kingdoms = по королевствам
tara-award-territory = по территории
tara-award-tie = королевства и территория поровну
tara-award-double-capture = двойным захватом
tara-games = { $first }; { $then }
tara-match-won = { $winner ->
    [red] красные
   *[blue] синие
} выигрывают матч { $won }–{ $lost } ({ $games })
tara-match-drawn = матч сыгран вничью { $red }–{ $blue } (A-13) ({ $games })

## Вопрос перед ходом (§5, A-5)
tara-explain-place = Построить форт на { $hill } и поставить туда короля
tara-explain-move = Пойти королём с { $from } на { $to } и построить там форт
tara-explain-back = Вернуть короля с { $from } на ваш форт на { $to }
tara-explain-take = Пойти королём с { $from } и захватить форт на { $to }
tara-explain-pass = Пас: ваши короли покидают поле до конца этой партии

## Почему действие отклонено
tara-no-such-seat = такой стороны нет
tara-match-over = матч окончен
tara-not-your-turn = сейчас ходят { $side ->
    [red] красные
   *[blue] синие
}
tara-place-refused = { $action } отклонено: новый форт ставится на свободный холм не рядом с вашими фортами
tara-place-first = сначала выставьте королей: place C3
tara-all-placed = все ваши короли уже выставлены
tara-manoeuvre-refused = { $action } отклонено: король ходит конём на свободный холм не рядом с вашими фортами
tara-manoeuvres-only = в маневрах король ходит и строит форт
tara-battle-move-refused = { $action } отклонено: король ходит конём на свободный холм не рядом с другим вашим королём
tara-must-move = один из ваших королей может пойти на свободный холм, так что такой ход обязателен
tara-pass-refused = пасовать можно, только когда все короли на поле не могут ходить
tara-back-refused = { $action } отклонено: король возвращается на свой форт без короля, не рядом с другим вашим королём
tara-take-refused = { $action } отклонено: захватывают одиночный вражеский форт в вашей осаде, на котором нет короля

## Настройки, с которыми начинается матч, их слова и варианты
tara-option-games = Матч
tara-option-games-help = Сколько партий длится матч; их очки складываются (A-13).
tara-option-games-2 = две партии: первую начинают красные, вторую синие
tara-option-games-1 = одна партия
tara-option-battle_entry = Вступление в битву
tara-option-battle_entry-help = Когда соперник первого игрока, дошедшего до битвы, следует за ним (A-4).
tara-option-battle_entry-grace = после ещё одного хода маневров, если у него есть ход (A-4)
tara-option-battle_entry-immediate = со своего следующего хода

## Подписи на нарисованном поле (и на картинке в письме)
tara-board = Поле «Верховных королей Тары»
tara-board-king-moved = король: { $from } → { $to }
tara-board-fort-built = только что построен форт: { $hill }
tara-board-fort = { $side }: форт на { $hill }
tara-board-king = { $side }: король на { $hill }
tara-board-choose-king = выбрать короля на { $hill }
tara-board-match = партия № { $game }, начинают { $starter } · очки: красные { $red } – синие { $blue }
tara-board-side = { $phase } · взято вражеских королей: { $captured }
tara-board-side-passed = { $phase } · взято вражеских королей: { $captured } · пас
tara-phase-placement = расстановка
tara-phase-manoeuvres = маневры
tara-phase-battle = битва
