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
