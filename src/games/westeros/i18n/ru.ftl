## Слова игры по-русски.

westeros-title = Три брода (по мотивам «Битв Вестероса»)

westeros-seat-north = Север
westeros-seat-west = Запад

## Настройки, с которыми начинается битва, их слова и варианты
westeros-option-momentum = Жетон преимущества
westeros-option-momentum-help = У кого жетон преимущества в начале: он решает равное преимущество и последнюю ничью шестого раунда (§19.2, A-9).
westeros-option-momentum-random = один кубик: 1–4 Север, 5–8 Запад
westeros-option-momentum-north = Север
westeros-option-momentum-west = Запад

## Notation inside a sentence (unit ids, hexes): the same in every language
westeros-notation = { $text }

## Фигуры и карты по их идентификаторам в data/skirmish.toml (§19.3)
westeros-unit-N1 = Северное войско
westeros-unit-N2 = Северное войско
westeros-unit-N3 = Северная дружина
westeros-unit-N4 = Северные всадники
westeros-unit-N5 = Северные лучники
westeros-unit-N6 = Северные лесовики
westeros-unit-W1 = Западная стража
westeros-unit-W2 = Западная стража
westeros-unit-W3 = Западная дружина
westeros-unit-W4 = Западные конные копейщики
westeros-unit-W5 = Западные арбалетчики
westeros-unit-W6 = Западная тяжёлая пехота
westeros-commander-N3 = Северный лорд
westeros-commander-N4 = Северный капитан
westeros-commander-W3 = Западный лорд
westeros-commander-W4 = Западный капитан
westeros-commander-none = командир
westeros-card-march = Марш
westeros-card-assault = Штурм
westeros-card-charge = Натиск
westeros-card-volley = Залп
westeros-card-muster = Сбор
westeros-card-rally = Сплочение
westeros-card-steady = Стойкость

## Грани кубиков и жетоны приказов (§7), зоны морали (§12), цвета раундов (§8), шаги (§15)
westeros-face-green = зелёный
westeros-face-blue = синий
westeros-face-red = красный
westeros-face-morale = мораль
westeros-face-valor = доблесть
westeros-band-green = зелёная зона
westeros-band-yellow = жёлтая зона
westeros-band-red = красная зона
westeros-band-rout = бегство
westeros-colour-white = белый
westeros-colour-black = чёрный
westeros-step-turn = ход
westeros-step-select = выбор
westeros-step-move = движение
westeros-step-attack = атака
westeros-step-reroll = переброс
westeros-step-retreat = отступление
westeros-step-advance = продвижение
westeros-step-discard = сброс
westeros-step-over = конец
westeros-attack-melee = ближний бой
westeros-attack-ranged = стрельба
westeros-attack-flank = ближний бой, с фланга

## Списки
westeros-then = { $first }; { $then }
westeros-comma = { $first }, { $then }
westeros-and = { $first } и { $last }
westeros-or = { $first } или { $then }

## Что даёт атака (§10.7): «нет попаданий», «1 попадание, 2 результата «мораль»»
westeros-hits = { $hits ->
    [0] нет попаданий
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
westeros-hits-morale = { $hits }, { $morale } { $morale ->
    [one] результат
    [few] результата
   *[many] результатов
} «мораль»

## Рассказ о ходе (история, письма): само действие
westeros-passes = { $side } пасует
westeros-token = { $side } тратит жетон приказа «{ $face }» и отдаёт приказ отряду { $unit }
westeros-pair = { $side } тратит два жетона приказа «{ $face }» и отдаёт приказ отряду { $unit }
westeros-morale-up = { $side } тратит жетон морали: мораль { $was } → { $now }
westeros-morale-rally = { $side } тратит жетон морали, чтобы сплотить отряд { $unit } (мораль { $was } → { $now })
westeros-plays = { $side } играет «{ $card }», командир — { $commander }
westeros-improvises = { $side } импровизирует картой «{ $card }», командир — { $commander }: одна команда, любой отряд, без бонуса
westeros-orders = { $side } отдаёт приказ отряду { $unit }
westeros-leaves = { $unit } уходит с { $from } на { $to }
westeros-moves-from = { $unit } перемещается с { $from } на { $to }
westeros-moves-to = { $unit } перемещается на { $to }
westeros-attack = { $attacker } атакует { $target } ({ $kind }, { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
}: { $faces }): { $score }
westeros-attacks = { $unit } атакует { $target }
westeros-rerolls = { $side } перебрасывает кубики с гранью «{ $face }»
westeros-keeps = { $side } оставляет бросок
westeros-retreats = { $unit } отступает на { $hex }
westeros-retreats-on = { $unit } отступает дальше на { $hex }
westeros-sets-out = { $unit } начинает продвижение на { $hex }
westeros-advances = { $unit } продвигается на { $hex }
westeros-stays = { $unit } остаётся на месте
westeros-no-advance = { $side } не продвигается
westeros-done-select = { $side } больше не отдаёт команд
westeros-done-move = { $side } завершает движение
westeros-done-attack = { $side } завершает атаки
westeros-done = { $side } завершает шаг
westeros-discards-token = { $side } сбрасывает жетон приказа «{ $face }»
westeros-discards = { $side } сбрасывает { $what }

## Что последовало за действием: броски, отряды, броды (§10)
westeros-free-attack = { $attacker } проводит свободную атаку по { $target } ({ $faces }): { $score }
westeros-reroll-now = теперь на кубиках { $faces }: { $score }
westeros-loses-figures = { $unit } теряет { $lost } { $lost ->
    [one] фигурку
    [few] фигурки
   *[many] фигурок
} (осталось { $left })
westeros-eliminated = отряд { $unit } уничтожен
westeros-captured = { $commander } ({ $unit }) взят в плен
westeros-loss = { $what } ({ $opponent }: { $vp } ПО, { $owner }: мораль { $morale })
westeros-alone = { $loss }: { $commander } остаётся один
westeros-alone-on = { $loss }: { $commander } остаётся один на { $hex }
westeros-engaged = { $unit } и { $other } вступают в схватку
westeros-active = { $count ->
    [one] отряд { $units } становится активным
   *[other] отряды { $units } становятся активными
}
westeros-steady = Стойкость: { $side }, мораль { $was } → { $now }
westeros-controls = { $who } контролирует { $hex }

## Что последовало за ходом: пасы, Перегруппировка (§11), конец (§13), новый раунд (§8, §9)
westeros-turn = ходит { $side }
westeros-auto-pass = { $side } пасует (других допустимых действий нет)
westeros-regroup = Перегруппировка: { $scores }
westeros-scores-nothing = { $side } ничего не получает
westeros-scores = { $side } получает { $vp } ПО ({ $why })
westeros-band-morale = мораль стороны «{ $side }» — { $band }
westeros-over = битва окончена: { $reason }; { $winner } побеждает со счётом { $won }–{ $lost }
westeros-a-token = жетон приказа «{ $face }»
westeros-tokens = { $count } { $count ->
    [one] жетон
    [few] жетона
   *[many] жетонов
} приказа «{ $face }»
westeros-morale-change = { $side } { $was } → { $now }
westeros-recovers = мораль восстанавливается: { $changes }
westeros-round-begins = начинается раунд { $round } ({ $colour }): первым ходит { $first }
westeros-momentum-passes = { $begins }, жетон преимущества получает { $side }
westeros-order-dice = { $side } бросает кубики приказов: { $faces }
westeros-shuffled = { $side } замешивает свою стопку сброса в новую колоду
westeros-draws = каждая сторона берёт { $cards } { $cards ->
    [one] карту
    [few] карты
   *[many] карт
}
westeros-chooses-retreat = { $side } выбирает, куда отступит { $unit }: { $hexes }
westeros-may-advance = { $unit } может продвинуться на { $hex }
westeros-may-pursue = { $unit } может продвинуться на { $hex } и атаковать снова
westeros-may-reroll = фланговая атака: { $side } может перебросить одну грань или оставить бросок
westeros-discards-down = { $side } сбрасывает всё сверх того, что переходит в следующий раунд

## Как кончилась битва (§19.5) и главы битвы
westeros-reason-routed = { $side } обращён в бегство
westeros-reason-annihilated = { $side } уничтожен
westeros-reason-more-vp = предел раундов: больше ПО
westeros-reason-higher-morale = предел раундов: ПО поровну, мораль выше
westeros-reason-momentum = предел раундов: ПО и мораль поровну, жетон преимущества
westeros-chapter-command = Раунд { $round }, фаза Командования
westeros-chapter-regroup = Раунд { $round }, фаза Перегруппировки

## Вопрос перед действием, которое от чего-то отказывается (§10.1, §10.4)
westeros-warn-pass = Пас завершает вашу фазу Командования в этом раунде: { $tokens ->
    [one] { $tokens } жетон приказа
    [few] { $tokens } жетона приказа
   *[many] { $tokens } жетонов приказа
} и { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
} останутся неиспользованными до следующего раунда (§10.1).
westeros-warn-done = У вас ещё { $left ->
    [one] есть { $left } возможная атака; если закончить сейчас, ход завершится без неё.
    [few] есть { $left } возможные атаки; если закончить сейчас, ход завершится без них.
   *[many] есть { $left } возможных атак; если закончить сейчас, ход завершится без них.
}

## Почему действие отклонено (§15)
westeros-no-such-seat = такой стороны нет: стороны — Север и Запад
westeros-battle-over = битва окончена
westeros-not-your-decision = сейчас решает { $actor }, а не { $side }
westeros-token-refused = { $action } отклонено: жетон отдаёт приказ одному активному отряду своего ранга (доблесть или два одинаковых жетона — любого ранга), и жетоны должны быть на вашем планшете командования
westeros-morale-up-refused = для повышения морали нужны жетон морали и мораль не выше 9
westeros-rally-refused = { $action } отклонено: для сплочения нужны жетон морали, мораль не ниже 2 и ваш неактивный отряд на поле
westeros-order-refused = { $action } отклонено: команда отдаёт приказ вашему активному отряду в зоне контроля названного командира (на расстоянии не больше 2), того типа, который допускает карта, ещё не получившему приказа
westeros-command-first = сначала отдайте хотя бы одну команду
westeros-move-refused = { $action } отклонено: отряд с приказом, который ещё не двигался, идёт по пустым гексам (никогда через реку), не дальше своего Движения; брод или лес завершает движение
westeros-attack-refused = { $action } отклонено: отряд с приказом, у которого осталась атака, атакует соседнего врага или стреляет (N5, W5) на расстояние 2-4 при чистой линии видимости, не стоя рядом ни с одним врагом, по цели не в схватке
westeros-reroll-refused = перебросьте грань, выпавшую хотя бы на одном кубике, или оставьте бросок
westeros-retreat-to = отступите на один из двух свободных гексов в сторону вашего края: { $hexes }
westeros-answer-advance = ответьте «advance { $unit } { $hex }» или «stay»
westeros-discard-down = сбросьте лишнее до 2 жетонов приказа и 2 карт: «discard token <kind>» или «discard card <card>», из того, что у вас сверх этого
westeros-wrong-step = { $action } сейчас не решение шага «{ $step }»; этот шаг принимает { $forms }
westeros-not-in-hand = { $action } отклонено: этой карты нет у вас на руке
westeros-not-improvised = { $action } отклонено: импровизировать можно только картами «Штурм», «Натиск», «Залп» и «Сбор»
westeros-no-command-token = { $action } отклонено: на вашем планшете командования не осталось жетонов команды
westeros-no-commander = { $action } отклонено: назовите вашего командира на поле, чья карта ещё не достигла его лимита команд и в чьей зоне контроля есть отряд, которому карта может отдать приказ

## Вопрос подтверждения: действие словами, прежде чем оно сыграно (§10, §11)
westeros-unit-named = { $unit } ({ $name })
westeros-unit-named-lone = { $unit } ({ $commander } без отряда)
westeros-units-any = отряду любого типа
westeros-units-foot = пешему отряду (пехоте или особому)
westeros-units-cavalry = кавалерийскому отряду
westeros-units-ranged = стрелковому отряду
westeros-explain-pass = Пас: до конца этого раунда — никаких жетонов приказа и карт
westeros-explain-token = Потратить жетон приказа «{ $face }», чтобы отдать приказ отряду { $unit }: он становится неактивным, затем может двигаться и атаковать
westeros-explain-pair = Потратить два жетона приказа «{ $face }», чтобы отдать приказ отряду { $unit }, каким бы ни был его ранг: он становится неактивным, затем может двигаться и атаковать
westeros-explain-morale-up = Потратить жетон морали: ваша мораль изменится с { $was } до { $now }
westeros-explain-rally = Потратить жетон морали, чтобы сплотить отряд { $unit }: ваша мораль изменится с { $was } до { $now }, а отряд станет активным и сможет получить приказ в одном из следующих ходов
westeros-explain-improvise = Сыграть «{ $card }» как импровизацию, командир — { $commander } ({ $unit }): одна команда, отдающая приказ одному активному отряду любого типа в его зоне контроля, без бонуса; карта сейчас открывается
westeros-explain-reroll = Перебросить { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
   *[many] { $dice } кубиков
} с гранью «{ $face }»; новый бросок окончателен
westeros-explain-keep = Оставить бросок как есть
westeros-explain-retreat = Отвести { $unit } на { $hex }
westeros-explain-retreat-more = Отвести { $unit } на { $hex }; { $more ->
    [one] последует ещё { $more } результат «мораль»
    [few] последуют ещё { $more } результата «мораль»
   *[many] последуют ещё { $more } результатов «мораль»
}
westeros-explain-stay-unit = Остаться: { $unit } не продвигается
westeros-explain-stay = Остаться: не продвигаться
westeros-explain-discard-token = Сбросить жетон приказа «{ $face }» обратно в запас
westeros-explain-discard-card = Сбросить «{ $card }» в открытую в вашу стопку сброса, где её видят оба игрока
westeros-explain-card = Сыграть «{ $card }», командир — { $commander } ({ $unit }): до { $commands } { $commands ->
    [one] команды
   *[other] команд
}, каждая отдаёт приказ одному активному { $units } в его зоне контроля за один жетон команды
westeros-explain-card-rally = { $text }; сначала каждый неактивный дружественный отряд в его зоне контроля становится активным
westeros-explain-card-move = { $text }; движение +{ $bonus }
westeros-explain-card-melee = { $text }; их атаки в ближнем бою: +{ $bonus } к кубикам
westeros-explain-card-ranged = { $text }; его стрельба: +{ $bonus } к кубикам
westeros-explain-card-no-penalty = { $text }, без штрафа за движение
westeros-explain-card-no-attack = { $text }; отряды, получившие приказ, могут двигаться, но не атаковать
westeros-explain-card-steady = { $text }; в конце хода ваша мораль +1, если она 7 или ниже
westeros-explain-card-revealed = { $text }; карта сейчас открывается
westeros-explain-order = Дать команду отряду { $unit }; он становится неактивным, затем { $then }
westeros-explain-order-token = Дать команду отряду { $unit }: один жетон команды переходит на карту командира ({ $commander }); отряд становится неактивным, затем { $then }
westeros-may-move-and-attack = может двигаться и атаковать
westeros-may-move-not-attack = может двигаться, но не атаковать
westeros-explain-move = Переместить { $unit } на { $to }
westeros-explain-move-from = Переместить { $unit } с { $from } на { $to }
westeros-terrain-ford = { $text } (брод: движение там заканчивается; отряд, стоящий там в конце хода, берёт его под контроль)
westeros-terrain-forest = { $text } (лес: движение там заканчивается)
westeros-terrain-hill = { $text } (холм)
westeros-free-attack-one = { $text }; отряд в схватке, поэтому перед его уходом { $unit } проводит по нему свободную атаку
westeros-free-attack-many = { $text }; отряд в схватке, поэтому перед его уходом каждый из отрядов { $units } проводит по нему свободную атаку
westeros-explain-melee = Атаковать { $target } отрядом { $attacker }: атака в ближнем бою
westeros-explain-flank = Атаковать { $target } отрядом { $attacker }: атака в ближнем бою; цель в схватке с другим вашим отрядом, поэтому это фланговая атака: после броска можно перебросить одну грань
westeros-explain-ranged = Атаковать { $target } отрядом { $attacker }: стрельба на расстояние { $distance }
westeros-explain-advance = Переместить { $unit } на освободившийся гекс { $hex }
westeros-explain-pursue = Переместить { $unit } на освободившийся гекс { $hex }; затем он может провести ещё одну атаку в ближнем бою
westeros-explain-done-select = Больше не давать команд: далее движутся отряды с приказом
westeros-explain-done-move = Завершить движение: теперь отряды с приказом могут атаковать
westeros-explain-done-move-only = Завершить движение: эти отряды не могут атаковать, поэтому ход заканчивается
westeros-explain-done-attack = Завершить атаки: ход заканчивается
westeros-explain-done = Готово

## Подписи на нарисованном поле (и на картинке в письме)
westeros-board = Три брода: поле
westeros-board-open = открытая местность
westeros-board-river = река: ни один отряд не может в неё войти
westeros-board-ford = брод: вход завершает движение; цель битвы
westeros-board-hill = холм: закрывает линию видимости; +1 кубик при стрельбе с него
westeros-board-forest = лес: закрывает линию видимости; вход завершает движение
westeros-board-held = { $terrain }, под контролем: { $side }
westeros-board-hex = { $hex }: { $about }
westeros-board-hex-click = { $action }: { $hex }, { $about }
westeros-board-mark-move = перемещение
westeros-board-mark-sea = по морю
westeros-board-mark-retreat = отступление
westeros-board-mark-arrived = прибытие
westeros-board-mark-battle = бой
westeros-board-mark-loss = потери
westeros-board-mark-travel = { $what }: { $from } → { $to }
westeros-board-mark-at = { $what }: { $hex }
westeros-board-zone = зона контроля { $unit }
westeros-board-engaged = { $unit } и { $other } в схватке
westeros-board-infantry = пехота
westeros-board-cavalry = кавалерия
westeros-board-ranged = стрелки
westeros-board-special = особая пехота
westeros-board-lone = командир без отряда
westeros-board-unit = { $unit } { $name } ({ $kind }, ранг: { $rank }): { $figures ->
    [one] { $figures } фигурка
    [few] { $figures } фигурки
    [many] { $figures } фигурок
   *[other] { $figures } фигурки
}
westeros-board-unit-lone = { $unit }: командир отряда «{ $name }», оставшийся один
westeros-board-unit-with = { $text }, командир: { $commander }
westeros-board-active = { $text }; отряд активен
westeros-board-inactive = { $text }; отряд неактивен
westeros-board-unit-click = { $action }: { $text }
westeros-board-hand = Карты на руке ({ $side }): на каждой написано, что она делает
westeros-board-hand-empty = Карты на руке ({ $side }): ни одной
westeros-board-card = { $card }: { $effect }
westeros-board-card-click = { $action }. { $text }
westeros-board-card-choose = Выберите «{ $card }», чтобы сыграть её. { $text }
westeros-board-card-commands = { $commands ->
    [one] { $commands } команда
    [few] { $commands } команды
    [many] { $commands } команд
   *[other] { $commands } команды
}
westeros-board-card-any = любой отряд
westeros-board-card-foot = пешие (пехота, особые)
westeros-board-card-cavalry = кавалерия
westeros-board-card-ranged = стрелки
westeros-board-card-move-bonus = движение +{ $bonus }
westeros-board-card-melee-bonus = ближний бой +{ $bonus } { $bonus ->
    [one] кубик
    [few] кубика
    [many] кубиков
   *[other] кубика
}
westeros-board-card-ranged-bonus = стрельба +{ $bonus } { $bonus ->
    [one] кубик
    [few] кубика
    [many] кубиков
   *[other] кубика
}
westeros-board-card-no-penalty = без −1 за движение
westeros-board-card-no-attack = без атак
westeros-board-card-rally = сначала: сплочение в зоне
westeros-board-card-steady = в конце: мораль +1, если ≤ 7
westeros-board-card-improvise = импровизация: да
westeros-card-effect = До { $commands } { $commands ->
    [one] команды
    [few] команд
    [many] команд
   *[other] команды
}, каждая отдаёт приказ одному активному { $units } в зоне контроля командира
westeros-card-effect-rally = { $text }; сначала каждый неактивный дружественный отряд в его зоне контроля становится активным
westeros-card-effect-move = { $text }; движение +{ $bonus }
westeros-card-effect-melee = { $text }; атаки в ближнем бою: +{ $bonus } к кубикам
westeros-card-effect-ranged = { $text }; стрельба: +{ $bonus } к кубикам
westeros-card-effect-no-penalty = { $text }; без −1 кубика стрелку, который двигался
westeros-card-effect-no-attack = { $text }; отряды, получившие приказ, могут двигаться, но не атаковать
westeros-card-effect-steady = { $text }; в конце хода мораль +1, если она 7 или ниже
westeros-card-effect-improvise = { $text }; можно импровизировать как одну команду для отряда любого типа.
westeros-card-effect-not-improvised = { $text }; импровизировать нельзя.
westeros-board-over = Битва окончена: побеждает { $winner } ({ $reason }).
westeros-board-turn = Фаза Командования: ходит { $side }, шаг «{ $step }». Первым ходит { $first }, жетон преимущества: { $momentum }.
westeros-board-regroup-discard = Перегруппировка: { $side } сбрасывает всё сверх { $tokens } { $tokens ->
    [one] жетона
    [few] жетонов
    [many] жетонов
   *[other] жетона
} приказа и { $cards } { $cards ->
    [one] карты
    [few] карт
    [many] карт
   *[other] карты
}.
westeros-board-round = Раунд { $round } из { $limit }
westeros-board-side = { $side }: мораль { $morale } ({ $band }), ПО { $vp }
westeros-board-side-passed = { $side }: мораль { $morale } ({ $band }), ПО { $vp }, пас
westeros-board-command = планшет командования: { $tokens }; у командиров: { $commanders }
westeros-board-commander = { $unit } { $tokens }
westeros-board-commander-captured = { $unit } в плену
westeros-board-tokens = { $side }: { $tokens }
westeros-board-cards = на руке { $hand }, в колоде { $deck }, сброс: { $discard }
westeros-board-none = нет
westeros-board-order-dice = { $side }: кубики приказов
westeros-board-roll = { $kind }: { $attacker } → { $target }
westeros-board-roll-free = свободная атака
westeros-board-pass = Пас до конца раунда
westeros-board-morale-up = Жетон морали: мораль +1
westeros-board-done-select = Больше не отдавать команд
westeros-board-done-move = Завершить движение
westeros-board-done-attack = Завершить атаки и ход
westeros-board-done = Готово
westeros-board-keep = Оставить бросок
westeros-board-stay = Остаться: не продвигаться
westeros-board-reroll = Перебросить кубики «{ $face }»
westeros-board-discard-token = Сбросить жетон приказа «{ $face }»
westeros-board-token = Приказ { $unit }: жетон «{ $face }»
westeros-board-pair = Приказ { $unit }: два жетона «{ $face }»
westeros-board-rally = Сплотить { $unit } жетоном морали
westeros-board-improvise = Импровизация «{ $card }»: { $commander } ({ $unit })
westeros-board-clear = Снять выбор

## Таблица карт приказов на странице правил (§14)
westeros-cards-title = Карты приказов
westeros-cards-intro = У каждой стороны своя колода этих карт (§14); команда отдаёт приказ одному отряду и кладёт один жетон команды на карту командира.
westeros-cards-card = Карта
westeros-cards-copies = Копий
westeros-cards-does = Что делает
westeros-cards-total = В каждой колоде { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}.
