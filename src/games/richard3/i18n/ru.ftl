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
