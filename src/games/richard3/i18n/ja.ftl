## ゲームのことば（日本語）。

richard3-title = リチャード三世：薔薇戦争

richard3-seat-lancaster = ランカスター
richard3-seat-york = ヨーク

## ゲーム開始時の設定、その説明と選択肢
richard3-option-scenario = シナリオ
richard3-option-scenario-help = 戦争のどの部分を戦うか：1460年からの3つの戦役すべて、または短いシナリオのひとつ（§13）。
richard3-option-scenario-wars_of_the_roses = 薔薇戦争：1460年、3戦役
richard3-option-scenario-kingmaker = キングメーカー：1470年、第2戦役のみ、ヘンリー6世は捕虜
richard3-option-scenario-richard_iii = リチャード3世：1483年、第3戦役のみ
richard3-option-redeal = 弱い手札
richard3-option-redeal-help = 配られたばかりの手札の行動ポイントが13以下のときどうなるか（5.1）。
richard3-option-redeal-ask = その手札のプレイヤーは各戦役に一度、配り直しを求められる。相手は手札を残すか引き直す（5.1）
richard3-option-redeal-auto = 両者の手札がそれぞれ13を超えるまで、すぐに配り直す
