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
