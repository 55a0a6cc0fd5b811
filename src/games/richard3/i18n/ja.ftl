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

## マップの地域と海域、data/map.toml の識別子で
richard3-area-ireland = アイルランド
richard3-area-isle_of_man = マン島
richard3-area-scotland = スコットランド
richard3-area-northumbria = ノーサンブリア
richard3-area-cumbria = カンブリア
richard3-area-north_yorks = 北ヨークシャー
richard3-area-east_yorks = 東ヨークシャー
richard3-area-south_yorks = 南ヨークシャー
richard3-area-lancaster = ランカスター
richard3-area-caernarvon = カーナーヴォン
richard3-area-chester = チェスター
richard3-area-derby = ダービー
richard3-area-lincoln = リンカーン
richard3-area-pembroke = ペンブルック
richard3-area-powys = ポウイス
richard3-area-hereford = ヘレフォード
richard3-area-warwick = ウォリック
richard3-area-leicester = レスター
richard3-area-rutland = ラトランド
richard3-area-east_anglia = イースト・アングリア
richard3-area-glamorgan = グラモーガン
richard3-area-gloucester = グロスター
richard3-area-oxford = オックスフォード
richard3-area-middlesex = ミドルセックス
richard3-area-essex = エセックス
richard3-area-somerset = サマセット
richard3-area-wilts = ウィルトシャー
richard3-area-sussex = サセックス
richard3-area-kent = ケント
richard3-area-cornwall = コーンウォール
richard3-area-dorset = ドーセット
richard3-area-france = フランス
richard3-area-calais = カレー
richard3-area-irish_sea = アイリッシュ海
richard3-area-north_sea = 北海
richard3-area-english_channel = イギリス海峡

## ゲームの一部の手の上に置く見出し（履歴、メール）
richard3-chapter-battle = { $area }の戦闘、第{ $round }ラウンド
richard3-chapter-regroup = { $area }の戦闘、再集結
richard3-chapter-political = 第{ $campaign }戦役、政治ターン
richard3-chapter-turn = 第{ $campaign }戦役、第{ $turn }ゲームターン

## ゲームの終わり方（9.0）と行動の前の確認（5.0）
richard3-end-heirs = { $loser }には継承者が一人も残っていない（9.0）
richard3-end-crown = 終了時に{ $winner }が王冠を保持している（9.0）
richard3-warn-done = 行動ポイントがまだ{ $ap }ポイント残っています。それでも行動フェイズを終えますか？

## 行動が認められないわけ（ブロックと地域は記法で）
richard3-no-such-seat = そのような席はありません
richard3-game-over = ゲームは終了しました
richard3-not-your-decision = 今は{ $house }が決める番ではありません
richard3-not-a-choice = { $action }は今の選択肢にありません
richard3-not-in-hand = { $action }は{ $house }の手札にあるカードではありません
richard3-choose-card = プレイするカードを選んでください：「play <card id>」
richard3-answer-redeal = 先に配り直しの質問に答えてください
richard3-not-action-phase = 今は行動フェイズではありません
richard3-no-land-moves = このイベントカードでは陸上移動はできません
richard3-no-sea-moves = このイベントカードでは海上移動はできません
richard3-no-ap = 行動ポイントが残っていません
richard3-already-activated = 地域{ $area }はすでに活性化されています
richard3-no-unmoved-block = 地域{ $area }に、まだ移動していない{ $house }のブロックはありません
richard3-events-cannot-recruit = イベントカードでは徴募できません
richard3-not-in-pool = ブロック{ $block }は{ $house }の予備プールで使えるブロックではありません
richard3-cannot-recruit-there = ブロック{ $block }は地域{ $area }で徴募できません
richard3-plague-needs-city = 「疫病」には敵だけが占める都市のある地域が必要です。地域{ $area }は該当しません
richard3-not-muster-area = 地域{ $area }は召集地にできません
richard3-muster-first = 召集中のブロックは、まず召集地に到達しなければなりません
richard3-not-action-choice = { $action }は行動フェイズの選択肢ではありません
richard3-not-on-map = { $house }のブロック{ $block }はマップ上にありません
richard3-already-moved = ブロック{ $block }はこのターン、すでに移動したか徴募されています
richard3-pinned = ブロック{ $block }は攻撃側に拘束されています
richard3-activate-first = 先に地域{ $area }を活性化してください
richard3-never-by-sea = ブロック{ $block }は海上移動が一切できません
richard3-never-enter = { $house }は地域{ $area }に決して入れません
richard3-cannot-sail = ブロック{ $block }は地域{ $area }へ海上移動できません：同じ海域に接する自軍地域か空白地域で、行動ポイントが残っている必要があります
richard3-block-not-on-map = ブロック{ $block }はマップ上にありません
richard3-no-land-border = 地域{ $from }と{ $to }は陸の境界で接していません
richard3-no-step-back = ブロック{ $block }は地域{ $area }へ引き返せません
richard3-border-full = { $from }–{ $to }の境界は、このターンはこれ以上ブロックを通せません
richard3-enemy-entered = 敵は{ $to }との境界を越えて{ $from }に進入しています
richard3-muster-path = 移動は合法な経路で召集地に終わらなければなりません
richard3-battle-borders = { $house }は地域{ $area }の戦闘に、これ以上別の境界から入れません
richard3-no-battle = 地域{ $area }には戦うべき戦闘がありません
richard3-player-one-picks = 次の戦闘は先手プレイヤーが選びます
richard3-not-treason-target = ブロック{ $block }は「反逆」の対象になりません：対象は戦闘中の（予備ではない）忠誠度を持つ敵ブロックで、国王と僭称者は除きます
richard3-treason-roll = 対象に「反逆」のダイスを振るか、辞退してください
richard3-not-strongest = ブロック{ $block }は、戦闘中のあなたの最も強いブロックではありません
richard3-pick-hit = 最も強いブロックのうち、どれが命中を受けるか選んでください
richard3-cannot-regroup = ブロック{ $block }は地域{ $area }へ再集結できません：再集結できるのは戦闘地域のブロックだけで、境界の制限内で隣接する自軍地域か空白地域へ移ります
richard3-regroup-or-done = ブロックを再集結させるか、「done」で終えてください
richard3-give-battle-turn = いずれかのブロックに戦闘の手番を与えてください
richard3-no-battle-turn = ブロック{ $block }には今、戦闘の手番がありません（イニシアチブ順、1ラウンドに1回）
richard3-attacker-retreats-late = 第4ラウンドでは、攻撃側のブロックは退却しかできません
richard3-no-first-round-retreat = 第1ラウンドには退却できません
richard3-cannot-retreat = ブロック{ $block }は地域{ $area }へ退却できません：退却先は隣接する自軍地域か空白地域で、敵が進入してきた境界は越えられず、このラウンドの境界の制限内に限ります
richard3-heir-charges = 突撃できるのは戦闘中の最上位の継承者だけです
richard3-not-enemy-block = ブロック{ $block }は戦闘中の敵ブロックではありません
richard3-no-treachery-roll = ブロック{ $block }は裏切りのダイスを振れません：振れるのは国王、僭称者、ウォリックだけで、各戦闘に1回です
richard3-not-treachery-target = ブロック{ $block }は裏切りの対象になりません：対象は戦闘中の忠誠度を持つ敵ブロックで、国王と僭称者、この戦闘で寝返ったブロックは除きます。ウォリックはノーサンバーランドとウェストモーランドには決して試みません（6.91）

## 常備の戦闘命令（issue 13）：対局ページの質問と答え
richard3-orders-ask = 毎回たずねる
richard3-orders-fire = 自分のブロックに戦闘の手番が来たとき
richard3-orders-fire-always = 射撃する
richard3-orders-retreat = 自分のブロックが退却できるとき
richard3-orders-retreat-never = 退却しない
richard3-orders-retreat-at-steps = ステップが{ $steps }以下になったブロックを退却させる
richard3-orders-charge = 自分の最上位の継承者が突撃できるとき
richard3-orders-charge-never = 突撃しない
richard3-orders-charge-always = 最も弱い敵ブロックに突撃する
richard3-orders-treachery = 自分の国王・僭称者・ウォリックが裏切りの判定をできるとき、または「反逆」を持っているとき
richard3-orders-treachery-never = 判定しない
richard3-orders-treachery-always = 最も見込みのある目標に判定する
richard3-orders-hits = 同じ強さの自分のブロックが損害を受けるとき
richard3-orders-hits-auto = 継承者は最後に、次に火力の最も低いブロックから
richard3-orders-regroup = 戦闘に勝ったとき
richard3-orders-regroup-stay = その場にとどまる
