## Слова игры по-русски.

richard3-title = Ричард III: Война Роз

richard3-seat-lancaster = Ланкастер
richard3-seat-york = Йорк

## Настройки, с которыми начинается партия, их слова и варианты
richard3-option-scenario = Сценарий
richard3-option-scenario-help = Какая часть войны разыгрывается: все три кампании с 1460 года или один из коротких сценариев (§13).
richard3-option-scenario-wars_of_the_roses = Война Роз: 1460, три кампании
richard3-option-scenario-kingmaker = Делатель королей: 1470, только вторая кампания, Генрих VI в плену
richard3-option-scenario-richard_iii = Ричард III: 1483, только третья кампания
richard3-option-redeal = Слабая рука
richard3-option-redeal-help = Что бывает со свежей рукой ценой в 13 очков действий или меньше (5.1).
richard3-option-redeal-ask = её игрок может попросить пересдачу, раз за кампанию; соперник тогда оставляет свою руку или тоже пересдаёт (5.1)
richard3-option-redeal-auto = обе руки сразу пересдаются, пока каждая не станет ценой больше 13

## Области и моря карты по их идентификаторам в data/map.toml
richard3-area-ireland = Ирландия
richard3-area-isle_of_man = Остров Мэн
richard3-area-scotland = Шотландия
richard3-area-northumbria = Нортумбрия
richard3-area-cumbria = Камбрия
richard3-area-north_yorks = Северный Йоркшир
richard3-area-east_yorks = Восточный Йоркшир
richard3-area-south_yorks = Южный Йоркшир
richard3-area-lancaster = Ланкастер
richard3-area-caernarvon = Карнарвон
richard3-area-chester = Честер
richard3-area-derby = Дерби
richard3-area-lincoln = Линкольн
richard3-area-pembroke = Пембрук
richard3-area-powys = Поуис
richard3-area-hereford = Херефорд
richard3-area-warwick = Уорик
richard3-area-leicester = Лестер
richard3-area-rutland = Ратленд
richard3-area-east_anglia = Восточная Англия
richard3-area-glamorgan = Гламорган
richard3-area-gloucester = Глостер
richard3-area-oxford = Оксфорд
richard3-area-middlesex = Мидлсекс
richard3-area-essex = Эссекс
richard3-area-somerset = Сомерсет
richard3-area-wilts = Уилтс
richard3-area-sussex = Суссекс
richard3-area-kent = Кент
richard3-area-cornwall = Корнуолл
richard3-area-dorset = Дорсет
richard3-area-france = Франция
richard3-area-calais = Кале
richard3-area-irish_sea = Ирландское море
richard3-area-north_sea = Северное море
richard3-area-english_channel = Ла-Манш

## Заголовок над ходами одной части партии (история, письма)
richard3-chapter-battle = Битва: { $area }, раунд { $round }
richard3-chapter-regroup = Битва: { $area }, перегруппировка
richard3-chapter-political = Кампания { $campaign }, политический тур
richard3-chapter-turn = Кампания { $campaign }, игровой тур { $turn }

## Как закончилась партия (9.0) и что спрашивается перед действием (5.0)
richard3-end-heirs = { $loser } потерял всех наследников (9.0)
richard3-end-crown = { $winner } владеет короной в конце игры (9.0)
richard3-warn-done = У вас осталось { $ap ->
    [one] { $ap } очко действий
    [few] { $ap } очка действий
   *[many] { $ap } очков действий
}; всё равно завершить фазу действий?

## Почему действие отклонено (блоки и области — в нотации)
richard3-no-such-seat = такой стороны нет
richard3-game-over = партия окончена
richard3-not-your-decision = сейчас решает не { $house }
richard3-not-a-choice = { $action } сейчас не входит в число возможных решений
richard3-not-in-hand = { $action }: { $house } не держит такой карты на руке
richard3-choose-card = выберите карту для розыгрыша: «play <card id>»
richard3-answer-redeal = сначала ответьте на вопрос о пересдаче
richard3-not-action-phase = сейчас не фаза действий
richard3-no-land-moves = эта карта события не допускает перемещений по суше
richard3-no-sea-moves = эта карта события не допускает перемещений по морю
richard3-no-ap = очков действий не осталось
richard3-already-activated = область { $area } уже активирована
richard3-no-unmoved-block = { $house } не имеет в области { $area } ни одного блока, который ещё не двигался
richard3-events-cannot-recruit = картой события нельзя набирать блоки
richard3-not-in-pool = { $house } не может набрать блок { $block }: его нет среди доступных в резервном пуле
richard3-cannot-recruit-there = блок { $block } нельзя набрать в области { $area }
richard3-plague-needs-city = для «Чумы» нужна область с городом, занятая только противником; область { $area } не подходит
richard3-not-muster-area = область { $area } не может быть местом сбора
richard3-muster-first = блок, идущий на сбор, сначала должен дойти до места сбора
richard3-not-action-choice = { $action } — не решение фазы действий
richard3-not-on-map = { $house } не имеет на карте блока { $block }
richard3-already-moved = блок { $block } уже двигался или был набран в этом туре
richard3-pinned = блок { $block } связан атакующими
richard3-activate-first = сначала активируйте область { $area }
richard3-never-by-sea = блок { $block } никогда не может перемещаться по морю
richard3-never-enter = { $house } никогда не может входить в область { $area }
richard3-cannot-sail = блок { $block } не может переместиться по морю в область { $area }: она должна граничить с той же морской зоной и быть дружественной или незанятой, и у вас должно остаться ОД
richard3-block-not-on-map = блока { $block } нет на карте
richard3-no-land-border = у областей { $from } и { $to } нет общей сухопутной границы
richard3-no-step-back = блок { $block } не может вернуться в область { $area }
richard3-border-full = граница { $from }–{ $to } в этом туре больше не пропускает блоков
richard3-enemy-entered = противник вошёл в область { $from } через границу с областью { $to }
richard3-muster-path = перемещение должно по допустимому пути закончиться в месте сбора
richard3-battle-borders = { $house } больше не может входить в битву в области { $area } через новые границы
richard3-no-battle = в области { $area } нет битвы
richard3-player-one-picks = следующую битву выбирает Первый игрок
richard3-not-treason-target = блок { $block } — не цель «Предательства»: нужен вражеский блок в битве (не в резерве) с рейтингом лояльности, но не Король и не Претендент
richard3-treason-roll = сделайте бросок «Предательства» против цели или откажитесь от него
richard3-not-strongest = блок { $block } — не один из ваших сильнейших блоков в битве
richard3-pick-hit = выберите, какой из ваших сильнейших блоков получит потери
richard3-cannot-regroup = блок { $block } не может перегруппироваться в область { $area }: перегруппировываются только блоки из области битвы, в соседнюю дружественную или незанятую область, в пределах пропускной способности границ
richard3-regroup-or-done = перегруппируйте блоки или завершите командой «done»
richard3-give-battle-turn = дайте блоку его боевой тур
richard3-no-battle-turn = у блока { $block } сейчас нет боевого тура (порядок инициативы, один тур за раунд)
richard3-attacker-retreats-late = в 4-м раунде атакующий блок может только отступить
richard3-no-first-round-retreat = в первом раунде отступать нельзя
richard3-cannot-retreat = блок { $block } не может отступить в область { $area }: отступают в соседнюю дружественную или незанятую область, не через границу, по которой вошёл противник, в пределах пропускной способности границ в этом раунде
richard3-heir-charges = стремительно атаковать может только старший наследник в битве
richard3-not-enemy-block = блок { $block } — не вражеский блок в этой битве
richard3-no-treachery-roll = у блока { $block } нет броска на предательство: его делают только Король, Претендент и Варвик, один раз за битву
richard3-not-treachery-target = блок { $block } нельзя склонить к предательству: цель — вражеский блок в битве с рейтингом лояльности, но не Король, не Претендент и не блок, уже перешедший на другую сторону в этой битве; Варвик никогда не склоняет Нортумберленда и Уэстморленда (6.91)

## Постоянные боевые приказы (issue 13): вопросы на странице партии и ответы
richard3-orders-ask = спросить меня
richard3-orders-fire = Когда у вашего блока его ход в бою
richard3-orders-fire-always = стрелять
richard3-orders-retreat = Когда ваш блок может отступить
richard3-orders-retreat-never = никогда не отступать
richard3-orders-retreat-at-steps = { $steps ->
    [one] отступать блоком, у которого остался 1 шаг
    [few] отступать блоком, у которого осталось { $steps } шага или меньше
   *[many] отступать блоком, у которого осталось { $steps } шагов или меньше
}
richard3-orders-charge = Когда ваш старший наследник может атаковать в натиске
richard3-orders-charge-never = никогда не атаковать в натиске
richard3-orders-charge-always = атаковать самый слабый вражеский блок
richard3-orders-treachery = Когда ваш Король, Претендент или Варвик может бросить на предательство или у вас карта «Предательство»
richard3-orders-treachery-never = никогда не бросать
richard3-orders-treachery-always = бросать на самую вероятную цель
richard3-orders-hits = Когда равно сильные ваши блоки получают потери
richard3-orders-hits-auto = наследников в последнюю очередь, затем блок с наименьшей огневой мощью
richard3-orders-regroup = Когда вы выигрываете битву
richard3-orders-regroup-stay = оставаться на месте

## Имена: дома в предложениях, 63 блока (по их id в data/blocks.toml без
## буквы дома: близнецы и два цвета церковного блока носят одно имя), 6 событий
richard3-house-lancaster = Ланкастер
richard3-house-york = Йорк
richard3-block-york = Йорк
richard3-block-march = Марч
richard3-block-rutland = Ратленд
richard3-block-clarence = Кларенс
richard3-block-gloucester = Глостер
richard3-block-essex = Эссекс
richard3-block-hastings = Гастингс
richard3-block-herbert = Герберт
richard3-block-worcester = Вустер
richard3-block-suffolk = Суффолк
richard3-block-norfolk = Норфолк
richard3-block-buckingham = Бекингем
richard3-block-exeter = Эксетер
richard3-block-rivers = Риверс
richard3-block-northumberland = Нортумберленд
richard3-block-shrewsbury = Шрусбери
richard3-block-stanley = Стэнли
richard3-block-arundel = Арундел
richard3-block-warwick = Варвик
richard3-block-kent = Кент
richard3-block-salisbury = Солсбери
richard3-block-westmoreland = Уэстморленд
richard3-block-irish = Ирландские наёмники
richard3-block-burgundian = Бургундские наёмники
richard3-block-calais_merc = Наёмники Кале
richard3-block-canterbury_church = Кентербери (ополчение архиепископа)
richard3-block-york_church = Йорк (ополчение архиепископа)
richard3-block-london_levy = Лондон (ополчение)
richard3-block-norwich_levy = Норидж (ополчение)
richard3-block-salisbury_levy = Солсбери (ополчение)
richard3-block-bombard = Бомбарда
richard3-block-henry_vi = Генрих VI
richard3-block-prince_edward = принц Эдуард
richard3-block-somerset = Сомерсет
richard3-block-richmond = Ричмонд
richard3-block-oxford = Оксфорд
richard3-block-pembroke = Пембрук
richard3-block-devon = Девон
richard3-block-beaumont = Бомонт
richard3-block-clifford = Клиффорд
richard3-block-wiltshire = Уилтшир
richard3-block-scots = Шотландские наёмники
richard3-block-welsh = Валлийские наёмники
richard3-block-french = Французские наёмники
richard3-block-coventry_levy = Ковентри (ополчение)
richard3-block-bristol_levy = Бристоль (ополчение)
richard3-block-newcastle_levy = Ньюкасл (ополчение)
richard3-block-york_levy = Йорк (ополчение)
richard3-block-rebel = Повстанцы
richard3-event-force_march = Форсированный марш
richard3-event-muster = Сбор
richard3-event-piracy = Пиратство
richard3-event-plague = Чума
richard3-event-surprise = Внезапность
richard3-event-treason = Предательство

## Блоки, карты и места внутри предложений ниже
# Блок с его цветом: «Варвик (Йорк)» (близнецы носят одно имя).
richard3-named = { $block } ({ $house })
# Повстанцы, которые воюют за Претендента (3.26).
richard3-named-rebel = Повстанцы
# Карта, как она напечатана: её номер и очки действий (ОД), у события ещё и название.
richard3-card = карта { $number } ({ $ap } ОД)
richard3-card-event = карта { $number } («{ $event }», { $ap } ОД)
# Перечни: показанные карты, открытые блоки, общие морские зоны двух областей.
richard3-comma = { $first }, { $then }
richard3-and = { $first } и { $then }
richard3-or = { $first } или { $then }
# Нотация, одинаковая во всех языках: кубики («6 3 1»).
richard3-notation = { $text }
# Где находится блок, когда он не в области.
richard3-location-off-map = вне карты
richard3-location-pool = резервный пул
richard3-location-pool-down = резервный пул, лицевой стороной вниз
richard3-location-home-down = домашняя область, лицевой стороной вниз
richard3-location-minor = молодые наследники
richard3-location-offmap = рядом с картой
richard3-location-dead = погибшие
richard3-location-prisoner = в плену в области { $area }

## Одно решение в истории и письмах (10.0): части одного решения соединяются
## через «; ». Соперник читает скрытые блоки как «блок»; `$repeats` считает одинаковые
## перемещения, о которых сказано один раз («Йорк переместил 3 блока: Кент → Суссекс»).
richard3-then = { $first }; { $then }
richard3-asked-redeal = { $house } попросил пересдачу
richard3-kept-hand = { $house } оставил свою руку
richard3-answered-redeal = { $house } ответил на вопрос о пересдаче
richard3-keeps-hand = { $house } оставляет свою руку
richard3-redraws = { $house } тоже отказывается от своей руки
richard3-played = { $house }: сыграна { $card }
richard3-played-hidden = { $house } сыграл карту
richard3-activated = { $house } активировал область { $area }
richard3-mustered = { $house } выбрал место сбора: { $area }
richard3-plague = { $house } поразил чумой область { $area }
richard3-moved = { $block }: перемещение { $from } → { $to }
richard3-moved-on = { $block }: перемещение дальше { $from } → { $to }
richard3-sailed = { $block }: по морю { $from } → { $to } ({ $seas })
richard3-sailed-on = { $block }: дальше по морю { $from } → { $to } ({ $seas })
richard3-moved-hidden = { $house } переместил { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to }
richard3-moved-on-hidden = { $house } переместил дальше { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to }
richard3-sailed-hidden = { $house } переправил морем { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to } ({ $seas })
richard3-sailed-on-hidden = { $house } переправил морем дальше { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to } ({ $seas })
richard3-main-force = { $move } (главная атака в битве: { $area })
richard3-reserve = { $move } (резерв в битве: { $area })
richard3-recruited = { $house } набрал блок { $block } в области { $area }
richard3-recruited-hidden = { $house } набрал { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
} в области { $area }
richard3-regroup-ended = { $house } завершил перегруппировку
richard3-actions-ended = { $house } завершил фазу действий
richard3-battle-chosen = { $house } выбрал битву в области { $area }
richard3-treason = { $house } сделал бросок «Предательства», цель — { $target }: { $dice }; { $result }
richard3-roll-succeeds = успех
richard3-roll-fails = неудача
richard3-declined = { $house } сохранил бросок «Предательства» для другой битвы
richard3-volley = огневая мощь { $firepower }: { $dice }, { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
    [many] { $hits } попаданий
   *[other] { $hits } попадания
}
richard3-fires = { $block }: атака ({ $volley })
richard3-passes = { $block }: пропуск тура
richard3-charges = { $heir }: стремительная атака, цель — { $target } ({ $volley })
richard3-fires-back = { $charge }; { $target }: ответная атака ({ $volley })
richard3-treachery = { $block }: попытка склонить к предательству, цель — { $target }: { $dice }; { $result }
richard3-hit-on = { $house } назначает попадание: { $block }
richard3-retreats = { $block }: отступление в область { $area }
richard3-retreated-hidden = { $house } отвёл с поля боя { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to }
richard3-regroups = { $block }: перегруппировка в область { $area }
richard3-regrouped-hidden = { $house } перегруппировал { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to }
richard3-executed = { $house } казнил предателя: { $block }
richard3-spared = { $house } пощадил предателя: { $block }
richard3-entered = { $block }: вступление в игру в области { $area }
richard3-supply-loss = { $block }: потеря от нехватки снабжения в области { $area }
richard3-goes-home = { $block }: возвращение домой, в область { $area }
richard3-sent-home-hidden = { $house } отправил домой { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
}: { $from } → { $to }
richard3-to-pool = { $block }: из области { $area } в резервный пул
richard3-to-pool-hidden = { $house } отправил { $repeats ->
    [1] блок
    [one] { $repeats } блок
    [few] { $repeats } блока
    [many] { $repeats } блоков
   *[other] { $repeats } блока
} из области { $area } в резервный пул
# 5.1: пересдача.
richard3-no-redeal = пересдачу никто не просит
richard3-asks-redeal-showing = { $house } просит пересдачу и показывает руку: { $hand }
richard3-both-dealt-again = обе руки сдаются заново
richard3-hand-dealt-again = { $house }: рука сдаётся заново
richard3-cards-revealed = открыты карты: Ланкастер — { $lancaster }, Йорк — { $york }; { $first } — Первый игрок
# 6.x: идущая битва.
richard3-round-begins = начинается раунд { $round }
richard3-control-change = смена контроля: теперь атакует { $attacker }, обороняется { $defender }
richard3-revealed = открыты: { $sides }
richard3-revealed-side = { $house } — { $blocks }
richard3-block-steps = { $block } ({ $steps })
richard3-reserves = резервы: Ланкастер — { $lancaster }, Йорк — { $york }
richard3-loses = { $block }: { $lost ->
    [one] потерян { $lost } шаг
    [few] потеряно { $lost } шага
    [many] потеряно { $lost } шагов
   *[other] потеряно { $lost } шага
} (осталось { $steps })
richard3-defects = { $block } переходит на сторону дома { $house } ({ $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
})
richard3-eliminated = { $block }: блок уничтожен
richard3-battle-won = { $house } выигрывает битву в области { $area }
richard3-battle-empty = после битвы в области { $area } там никого не осталось
# 7.x, 8.x: снабжение, молодые наследники, пленник, политический тур; счёт по областям.
richard3-rescued = { $block }: освобождён в области { $area }
richard3-lost-steps = { $house } потерял { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
} в области { $area }
richard3-lost-steps-eliminated = { $house } потерял { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
} в области { $area } ({ $dead ->
    [one] { $dead } блок уничтожен
    [few] { $dead } блока уничтожено
    [many] { $dead } блоков уничтожено
   *[other] { $dead } блока уничтожено
})
richard3-blocks-moved = { $house }: { $count ->
    [one] { $count } блок
    [few] { $count } блока
    [many] { $count } блоков
   *[other] { $count } блока
} { $from } → { $to }
# Свои блоки читателя после числа: «Йорк потерял 2 шага в области Кент [Варвик, Кент]».
richard3-own-blocks = { $text } [{ $blocks }]
richard3-dead = { $block }: погиб
richard3-king-waiting = { $block } — Король, ожидает вступления в игру
richard3-king-in = { $block } — Король, в области { $area }
richard3-king-at = { $block } — Король, { $place }
richard3-pretender = { $block } — теперь Претендент
richard3-usurpation-count = политический тур: подсчёт для узурпации — Ланкастер { $lancaster }, Йорк { $york }
richard3-usurps = { $house } узурпирует корону
richard3-usurps-king = { $house } узурпирует корону: { $king } — Король
richard3-keeps-crown = { $house } сохраняет корону
richard3-campaign-begins = начинается кампания { $campaign }: все блоки в полной силе, каждому по 7 новых карт
richard3-turn-begins = начинается игровой тур { $turn }
richard3-wins = { $house } побеждает

## Действие словами до того, как оно сделано (страница подтверждения), для его игрока
richard3-explain-play = Сыграть: { $card }
richard3-explain-redeal = Попросить пересдачу (5.1)
richard3-explain-keep = Оставить свою руку
richard3-explain-redraw = Тоже отказаться от своей руки: обе руки сдаются заново (5.1)
richard3-explain-activate = Активировать область { $area }
richard3-explain-muster = Выбрать место сбора: { $area }
richard3-explain-plague = Поразить чумой область { $area }
richard3-explain-move = Переместить блок { $block }: { $from } → { $to }
richard3-explain-sail = Переправить морем блок { $block }: { $from } → { $to } ({ $seas })
richard3-explain-sail-off-map = Переправить морем блок { $block }: { $from } → { $to }
richard3-explain-recruit = Набрать блок { $block } в области { $area }
richard3-explain-end-regroup = Завершить перегруппировку
richard3-explain-end-actions = Завершить фазу действий
richard3-explain-battle = Провести битву в области { $area }
richard3-explain-treason = Бросок «Предательства», цель — { $target }
richard3-explain-decline = Сохранить бросок «Предательства» для другой битвы
richard3-explain-fire = { $block }: атака
richard3-explain-pass = { $block }: пропуск тура
richard3-explain-charge = { $block }: стремительная атака, цель — { $target }
richard3-explain-treachery = { $block }: попытка склонить к предательству, цель — { $target }
richard3-explain-hit = Назначить попадание: { $block }
richard3-explain-retreat = { $block }: отступление, { $from } → { $to }
richard3-explain-regroup = { $block }: перегруппировка, { $from } → { $to }
richard3-explain-execute = Казнить предателя: { $block }
richard3-explain-spare = Пощадить предателя: { $block }
richard3-explain-enter = { $block }: вступление в игру в области { $area }
richard3-explain-lose = { $block }: потеря от нехватки снабжения в области { $area }
richard3-explain-home = { $block }: возвращение домой, { $from } → { $to }
richard3-explain-surplus = Отправить блок { $block } из области { $area } в резервный пул

## Нарисованное поле (картинка и в письме). На лицевой стороне блока короткое имя: не
## больше 8 букв (конечная точка считается).
richard3-board = Игровое поле «Ричарда III»
richard3-map = Карта Англии и Уэльса для «Ричарда III»
richard3-face-york = Йорк
richard3-face-march = Марч
richard3-face-rutland = Ратленд
richard3-face-clarence = Кларенс
richard3-face-gloucester = Глостер
richard3-face-essex = Эссекс
richard3-face-hastings = Гастингс
richard3-face-herbert = Герберт
richard3-face-worcester = Вустер
richard3-face-suffolk = Суффолк
richard3-face-norfolk = Норфолк
richard3-face-buckingham = Бекингем
richard3-face-exeter = Эксетер
richard3-face-rivers = Риверс
richard3-face-northumberland = Нортумб.
richard3-face-shrewsbury = Шрусбери
richard3-face-stanley = Стэнли
richard3-face-arundel = Арундел
richard3-face-warwick = Варвик
richard3-face-kent = Кент
richard3-face-salisbury = Солсбери
richard3-face-westmoreland = Уэстмор.
richard3-face-irish = Ирланд.
richard3-face-burgundian = Бургунд.
richard3-face-calais_merc = Кале
richard3-face-canterbury_church = Кентерб.
richard3-face-york_church = Йорк
richard3-face-london_levy = Лондон
richard3-face-norwich_levy = Норидж
richard3-face-salisbury_levy = Солсбери
richard3-face-bombard = Бомбарда
richard3-face-henry_vi = Генр. VI
richard3-face-prince_edward = Эдуард
richard3-face-somerset = Сомерсет
richard3-face-richmond = Ричмонд
richard3-face-oxford = Оксфорд
richard3-face-pembroke = Пембрук
richard3-face-devon = Девон
richard3-face-beaumont = Бомонт
richard3-face-clifford = Клиффорд
richard3-face-wiltshire = Уилтшир
richard3-face-scots = Шотланд.
richard3-face-welsh = Валлийцы
richard3-face-french = Франц.
richard3-face-coventry_levy = Ковентри
richard3-face-bristol_levy = Бристоль
richard3-face-newcastle_levy = Ньюкасл
richard3-face-york_levy = Йорк
richard3-face-rebel = Повстан.
richard3-city-bristol = Бристоль
richard3-city-coventry = Ковентри
richard3-city-london = Лондон
richard3-city-newcastle = Ньюкасл
richard3-city-norwich = Норидж
richard3-city-salisbury = Солсбери
richard3-city-york = Йорк
richard3-exile-lancaster = Изгнание Ланкастеров
richard3-exile-york = Изгнание Йорков
# Строка состояния над картой: о чём спрашивает ожидаемое решение (12.0).
richard3-asks-redeal_ask = оставить руку или попросить пересдачу
richard3-asks-redeal_answer = ответить на просьбу о пересдаче
richard3-asks-cards = сыграть карту
richard3-asks-actions = действия
richard3-asks-pick_battle = выбрать следующую битву
richard3-asks-treason = бросок «Предательства» или отказ
richard3-asks-battle_turn = боевой тур
richard3-asks-take_hit = назначить { $count ->
    [one] { $count } попадание
    [few] { $count } попадания
    [many] { $count } попаданий
   *[other] { $count } попадания
}
richard3-asks-regroup = перегруппировка
richard3-asks-execute = казнить или пощадить: { $block }
richard3-asks-minor_entry = где вступит в игру { $block }
richard3-asks-supply_loss = { $area }: потерять { $count ->
    [one] { $count } шаг
    [few] { $count } шага
    [many] { $count } шагов
   *[other] { $count } шага
}
richard3-asks-go_home = куда вернётся домой { $block }
richard3-asks-exile_surplus = отправить лишние блоки из изгнания в резервный пул
richard3-asks-over = партия окончена
richard3-asks-the-heir = наследник
richard3-asks-the-minor = молодой наследник
richard3-asks-a-block = блок
richard3-asks-an-area = область
richard3-status = Кампания { $campaign } из { $campaigns } · тур { $turn } из 7 · { $crown } · { $asks }
richard3-status-to-act = Кампания { $campaign } из { $campaigns } · тур { $turn } из 7 · { $crown } · { $houses }: { $asks }
richard3-status-king-pretender = Король { $king } ({ $royal }) · Претендент { $pretender }
richard3-status-king = Король { $king } ({ $royal })
richard3-status-crown = корона: { $royal }
richard3-status-ap = { $status } · осталось { $ap } ОД
richard3-status-event = { $status } · «{ $event }»
richard3-status-wins = { $status } · { $house } побеждает
richard3-legend-title = Обозначения
richard3-legend-blocks = блок: имя, буква+огневая мощь, шаги сейчас/макс. · золотая корона — Король, белая — Претендент · серый угол — двигался · пунктир, R — резерв
richard3-legend-badges = блоки без имён — вражеские (§10) · значки областей: A активация, M движение / сбор, S море, R набор / отступление, G перегруппировка, B битва, P чума
richard3-legend-marks = перемены: стрелки — перемещения (синий пунктир — морем, оранжевые точки — отступления) · золотая вспышка — битва · минус — потери · плюс — прибытие
# Знаки недавних перемещений, как их называют подсказки.
richard3-mark-move = перемещение: { $from } → { $to }
richard3-mark-sea = по морю: { $from } → { $to }
richard3-mark-retreat = отступление: { $from } → { $to }
richard3-mark-battle = битва в области { $area }
richard3-mark-loss = потери в области { $area }
richard3-mark-arrived = блоки прибыли в область { $area }
# Нажатия: что делает значок области, надписи кнопок (глагол нотации словами).
richard3-badge-activate = активировать область { $area }
richard3-badge-muster = место сбора: { $area }
richard3-badge-plague = поразить чумой область { $area }
richard3-badge-battle = следующая битва: { $area }
richard3-badge-move = по суше в область { $area }
richard3-badge-sea = по морю в область { $area }
richard3-badge-recruit = набрать блок в области { $area }
richard3-badge-retreat = отступить в область { $area }
richard3-badge-regroup = перегруппироваться в область { $area }
richard3-badge-enter = вступить в игру в области { $area }
richard3-badge-home = вернуться домой в область { $area }
richard3-button-done = Завершить фазу
richard3-button-keep = Оставить руку
richard3-button-redeal = Попросить пересдачу
richard3-button-redraw = Тоже отказаться от руки
richard3-button-decline = Без броска «Предательства»
richard3-button-lose = Потерять шаг: { $what }
richard3-button-surplus = В резервный пул: { $what }
richard3-button-execute = казнить: { $what }
richard3-button-spare = пощадить: { $what }
richard3-button-other = { $verb } { $what }
richard3-button-choose = выбрать: { $block }
# Боевое поле (6.x): его состояние, роли домов, кнопки блока.
richard3-battle-title = Битва в области { $area }
richard3-battle-over = окончена: победитель перегруппировывается
richard3-battle-before = перед раундом 1: «Предательство»
richard3-battle-round = раунд { $round } из 4 · ходит { $slot }
richard3-battle-attacker = { $house } (атакующий)
richard3-battle-defender = { $house } (обороняющийся)
richard3-battle-fire = атаковать
richard3-battle-pass = пропустить
richard3-battle-hit = принять удар
richard3-battle-treason = склонить
richard3-battle-charge = натиск
richard3-battle-treachery = переманить
richard3-pick-charge = натиск…
richard3-pick-charge-title = стремительная атака: выберите этого наследника, затем блок, который он атакует
richard3-pick-treachery = переманить…
richard3-pick-treachery-title = предательство: выберите этот блок, затем того, кого склонить на свою сторону
richard3-pick-retreat = отступить…
richard3-pick-retreat-title = отступление: выберите этот блок, затем область, куда он отступит
richard3-pick-regroup = перегруппир…
richard3-pick-regroup-title = перегруппировка: выберите этот блок, затем область, куда он перейдёт
richard3-pick-act = действие…
richard3-pick-act-title = выберите этот блок, затем то, на что он действует
# Журнал кубиков битвы: попавшие кубики выделены жирным.
richard3-log-before = Перед раундом 1
richard3-log-round = Раунд { $round }
richard3-log-a-block = блок
richard3-log-turns = { $house }: { $roller }, цель — { $target }: { $dice }, все чётные: блок переходит на другую сторону
richard3-log-stays = { $house }: { $roller }, цель — { $target }: { $dice }, не все чётные: блок остаётся верен
richard3-log-treason-roll = бросок «Предательства»
richard3-log-treachery-roll = бросок на предательство ({ $block })
richard3-log-fires = { $house }: { $block } атакует: { $dice } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
    [many] { $hits } попаданий
   *[other] { $hits } попадания
}
richard3-log-charges = { $house }: { $block } стремительно атакует, цель — { $target }: { $dice } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
    [many] { $hits } попаданий
   *[other] { $hits } попадания
}
richard3-log-fires-back = { $house }: { $block } атакует в ответ, цель — { $target }: { $dice } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
    [many] { $hits } попаданий
   *[other] { $hits } попадания
}
richard3-log-hits-on = { $volley }; потери: { $blocks }
richard3-log-steps-lost = { $block } −{ $steps }
# Карты (1.1, 5.1): лицевая сторона карты, руки, сыгранные карты.
richard3-card-points = очки действий
richard3-effect-force_march =
    Группа проходит
    до 3 областей,
    может атаковать
richard3-effect-muster =
    Блоки сходятся
    в одну свою
    область сбора
richard3-effect-piracy =
    Только по морю;
    можно высадиться
    и атаковать
richard3-effect-plague =
    Вражеский город:
    все блоки врага
    теряют по шагу
richard3-effect-surprise =
    Группа по суше
    или морю; на
    границах +1 блок
richard3-effect-treason =
    Группа по суше
    или морю; бросок
    на предательство
richard3-hand-shown = Рука, показанная для пересдачи
richard3-hand-yours = Ваша рука
richard3-played-this-turn = Сыграно в этом туре
richard3-in-hand = { $house }: на руке { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}
richard3-undealt = Не сдано: { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}
richard3-shown = Показано: { $cards }
# Ячейки вне карты (3.x, 8.x) и подсказка блока.
richard3-box-pool = Резервный пул: { $house }
richard3-box-minors = Молодые наследники
richard3-box-home-down = Дома, лицевой стороной вниз
richard3-box-prisoner = В плену в области { $area }
richard3-box-dead = Погибшие
richard3-face-title = { $block } { $rating } { $steps }
richard3-face-title-moved = { $block } { $rating } { $steps }, двигался
richard3-face-title-reserve = { $block } { $rating } { $steps }, в резерве
richard3-face-title-moved-reserve = { $block } { $rating } { $steps }, двигался, в резерве
richard3-battle-acted = ходил
richard3-battle-in-reserve = { $count } в резерве
richard3-log-title = Кубики по раундам
richard3-log-none = Кубики ещё не бросали.
# Два имени рядом в надписи кнопки.
richard3-space = { $first } { $then }
# Кто действует в раунде битвы (6.2): сторона и буква инициативы, как напечатано.
richard3-slot-attacker = атакующий { $letter }
richard3-slot-defender = обороняющийся { $letter }
richard3-slot-retreat = отступление
