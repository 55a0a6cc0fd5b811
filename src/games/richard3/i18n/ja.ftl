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

## 名前：文中の両家、63個のブロック（data/blocks.toml の識別子から家の文字を除いたもの：
## 双子と教会の2色は同じ名前を共有する）、6枚のイベント
richard3-house-lancaster = ランカスター家
richard3-house-york = ヨーク家
richard3-block-york = ヨーク
richard3-block-march = マーチ
richard3-block-rutland = ラトランド
richard3-block-clarence = クラレンス
richard3-block-gloucester = グロスター
richard3-block-essex = エセックス
richard3-block-hastings = ヘイスティングズ
richard3-block-herbert = ハーバート
richard3-block-worcester = ウスター
richard3-block-suffolk = サフォーク
richard3-block-norfolk = ノーフォーク
richard3-block-buckingham = バッキンガム
richard3-block-exeter = エクセター
richard3-block-rivers = リヴァーズ
richard3-block-northumberland = ノーサンバーランド
richard3-block-shrewsbury = シュルーズベリー
richard3-block-stanley = スタンリー
richard3-block-arundel = アランデル
richard3-block-warwick = ウォリック
richard3-block-kent = ケント
richard3-block-salisbury = ソールズベリー
richard3-block-westmoreland = ウェストモーランド
richard3-block-irish = アイルランド傭兵
richard3-block-burgundian = ブルゴーニュ傭兵
richard3-block-calais_merc = カレー傭兵
richard3-block-canterbury_church = カンタベリー（教会）
richard3-block-york_church = ヨーク（教会）
richard3-block-london_levy = ロンドン（徴募兵）
richard3-block-norwich_levy = ノリッジ（徴募兵）
richard3-block-salisbury_levy = ソールズベリー（徴募兵）
richard3-block-bombard = 射石砲
richard3-block-henry_vi = ヘンリー6世
richard3-block-prince_edward = エドワード王子
richard3-block-somerset = サマセット
richard3-block-richmond = リッチモンド
richard3-block-oxford = オックスフォード
richard3-block-pembroke = ペンブルック
richard3-block-devon = デヴォン
richard3-block-beaumont = ボーモント
richard3-block-clifford = クリフォード
richard3-block-wiltshire = ウィルトシャー
richard3-block-scots = スコットランド傭兵
richard3-block-welsh = ウェールズ傭兵
richard3-block-french = フランス傭兵
richard3-block-coventry_levy = コヴェントリー（徴募兵）
richard3-block-bristol_levy = ブリストル（徴募兵）
richard3-block-newcastle_levy = ニューカッスル（徴募兵）
richard3-block-york_levy = ヨーク（徴募兵）
richard3-block-rebel = 反乱軍
richard3-event-force_march = 強行軍
richard3-event-muster = 召集
richard3-event-piracy = 海賊行為
richard3-event-plague = 疫病
richard3-event-surprise = 奇襲
richard3-event-treason = 反逆

## 以下の文の中のブロック、カード、場所
# 色つきのブロック：「ヨーク家のウォリック」（双子は同じ名前）。
richard3-named = { $house }の{ $block }
# 僭称者のために戦う反乱軍（3.26）。
richard3-named-rebel = 反乱軍
# 印刷どおりのカード：番号と行動ポイント、イベントならその名前も。
richard3-card = カード{ $number }（行動ポイント{ $ap }）
richard3-card-event = カード{ $number }（{ $event }、行動ポイント{ $ap }）
# 並べ方：見せたカード、公開されたブロック、2地域が共有する海域。
richard3-comma = { $first }、{ $then }
richard3-and = { $first }と{ $then }
richard3-or = { $first }または{ $then }
# 記法、どの言語でも同じ：ダイス（「6 3 1」）。
richard3-notation = { $text }
# 地域にいないときのブロックの居場所。
richard3-location-off-map = マップ外
richard3-location-pool = 予備プール
richard3-location-pool-down = 予備プール（裏向き）
richard3-location-home-down = 本拠地（裏向き）
richard3-location-minor = 未成年の継承者
richard3-location-offmap = マップの脇
richard3-location-dead = 死亡
richard3-location-prisoner = { $area }で捕虜

## 履歴とメールで語られるひとつの決定（10.0）：決定の各部分は「。」でつなぐ。
## 相手からは隠れたブロックは「ブロック」と読める。`$repeats` は一度にまとめて
## 語られる同様の移動の数（「ヨーク家がブロック3個をケントからサセックスへ移動した」）。
richard3-then = { $first }。{ $then }
richard3-asked-redeal = { $house }が配り直しを求めた
richard3-kept-hand = { $house }は手札を残した
richard3-answered-redeal = { $house }が配り直しの質問に答えた
richard3-keeps-hand = { $house }は手札を残す
richard3-redraws = { $house }も自分の手札を手放す
richard3-played = { $house }が{ $card }をプレイした
richard3-played-hidden = { $house }がカードをプレイした
richard3-activated = { $house }が{ $area }を活性化した
richard3-mustered = { $house }が{ $area }を召集地に選んだ
richard3-plague = { $house }が{ $area }を疫病で襲った
richard3-moved = { $block }が{ $from }から{ $to }へ移動した
richard3-moved-on = { $block }が{ $from }からさらに{ $to }へ移動した
richard3-sailed = { $block }が{ $from }から{ $to }へ海上移動した（{ $seas }）
richard3-sailed-on = { $block }が{ $from }からさらに{ $to }へ海上移動した（{ $seas }）
richard3-moved-hidden = { $house }がブロック{ $repeats }個を{ $from }から{ $to }へ移動した
richard3-moved-on-hidden = { $house }がブロック{ $repeats }個を{ $from }からさらに{ $to }へ移動した
richard3-sailed-hidden = { $house }がブロック{ $repeats }個を{ $from }から{ $to }へ海上移動した（{ $seas }）
richard3-sailed-on-hidden = { $house }がブロック{ $repeats }個を{ $from }からさらに{ $to }へ海上移動した（{ $seas }）
richard3-main-force = { $move }（{ $area }の戦闘の主力）
richard3-reserve = { $move }（{ $area }の戦闘の予備）
richard3-recruited = { $house }が{ $area }で{ $block }を徴募した
richard3-recruited-hidden = { $house }が{ $area }でブロック{ $repeats }個を徴募した
richard3-regroup-ended = { $house }が再集結を終えた
richard3-actions-ended = { $house }が行動フェイズを終えた
richard3-battle-chosen = { $house }が{ $area }の戦闘を選んだ
richard3-treason = { $house }が{ $target }に「反逆」のダイスを振った：{ $dice }。{ $result }
richard3-roll-succeeds = 成功
richard3-roll-fails = 失敗
richard3-declined = { $house }は「反逆」のダイスを後の戦闘に取っておいた
richard3-volley = 火力{ $firepower }：{ $dice }、{ $hits }ヒット
richard3-fires = { $block }が射撃（{ $volley }）
richard3-passes = { $block }はパス
richard3-charges = { $heir }が{ $target }に突撃（{ $volley }）
richard3-fires-back = { $charge }。{ $target }が反撃（{ $volley }）
richard3-treachery = { $block }が{ $target }に裏切りを試みる：{ $dice }。{ $result }
richard3-hit-on = { $house }が{ $block }に命中を割り当てる
richard3-retreats = { $block }が{ $area }へ退却
richard3-retreated-hidden = { $house }がブロック{ $repeats }個を{ $from }から{ $to }へ退却させた
richard3-regroups = { $block }が{ $area }へ再集結
richard3-regrouped-hidden = { $house }がブロック{ $repeats }個を{ $from }から{ $to }へ再集結させた
richard3-executed = { $house }が{ $block }を処刑した
richard3-spared = { $house }が{ $block }を助命した
richard3-entered = { $block }が{ $area }で登場した
richard3-supply-loss = { $block }が{ $area }で補給損失を受ける
richard3-goes-home = { $block }が本拠地{ $area }へ帰還する
richard3-sent-home-hidden = { $house }がブロック{ $repeats }個を{ $from }から本拠地{ $to }へ帰還させた
richard3-to-pool = { $block }が{ $area }から予備プールへ戻る
richard3-to-pool-hidden = { $house }がブロック{ $repeats }個を{ $area }から予備プールへ戻した
# 5.1：配り直し。
richard3-no-redeal = 配り直しの要求はない
richard3-asks-redeal-showing = { $house }が{ $hand }を見せて配り直しを求める
richard3-both-dealt-again = 両者の手札が配り直される
richard3-hand-dealt-again = { $house }の手札が配り直される
richard3-cards-revealed = 公開されたカード：ランカスター家 { $lancaster }、ヨーク家 { $york }。{ $first }が先手プレイヤー
# 6.x：戦われている戦闘。
richard3-round-begins = 第{ $round }ラウンド開始
richard3-control-change = 攻守交代：以後{ $attacker }が攻撃側、{ $defender }が防御側
richard3-revealed = 公開：{ $sides }
richard3-revealed-side = { $house }の{ $blocks }
richard3-block-steps = { $block }（{ $steps }）
richard3-reserves = 予備：ランカスター家 { $lancaster }、ヨーク家 { $york }
richard3-loses = { $block }が{ $lost }ステップ失う（残り{ $steps }）
richard3-defects = { $block }が{ $house }に寝返る（{ $steps }ステップ）
richard3-eliminated = { $block }が除去される
richard3-battle-won = { $house }が{ $area }の戦闘に勝利する
richard3-battle-empty = { $area }の戦闘の結果、そこには誰も残らない
# 7.x、8.x：補給、未成年の継承者、捕虜、政治ターン。地域ごとの集計。
richard3-rescued = { $block }が{ $area }で救出される
richard3-lost-steps = { $house }が{ $area }で{ $steps }ステップを失った
richard3-lost-steps-eliminated = { $house }が{ $area }で{ $steps }ステップを失った（{ $dead }ブロック除去）
richard3-blocks-moved = { $house }：ブロック{ $count }個、{ $from }から{ $to }へ
# 集計のあとに名前を挙げる見る人自身のブロック：「ヨーク家がケントで2ステップを失った［ウォリック、ケント］」。
richard3-own-blocks = { $text }［{ $blocks }］
richard3-dead = { $block }は死亡した
richard3-king-waiting = { $block }が国王となり、登場を待つ
richard3-king-in = { $block }が国王となり、{ $area }にいる
richard3-king-at = { $block }が国王となる（{ $place }）
richard3-pretender = { $block }が新たな僭称者となる
richard3-usurpation-count = 政治ターン：簒奪の集計 ランカスター家 { $lancaster }、ヨーク家 { $york }
richard3-usurps = { $house }が王冠を簒奪する
richard3-usurps-king = { $house }が王冠を簒奪する：{ $king }が国王となる
richard3-keeps-crown = { $house }が王冠を保持する
richard3-campaign-begins = 第{ $campaign }戦役開始：全ブロックが完全戦力に戻り、両者に新しいカードが7枚ずつ配られる
richard3-turn-begins = 第{ $turn }ゲームターン開始
richard3-wins = { $house }の勝利

## 行う前の行動の言葉（確認ページ）、行うプレイヤー向け
richard3-explain-play = { $card }をプレイする
richard3-explain-redeal = 配り直しを求める（5.1）
richard3-explain-keep = 手札を残す
richard3-explain-redraw = 自分の手札も手放す：両者の手札が配り直される（5.1）
richard3-explain-activate = { $area }を活性化する
richard3-explain-muster = { $area }を召集地に選ぶ
richard3-explain-plague = { $area }を疫病で襲う
richard3-explain-move = { $block }を{ $from }から{ $to }へ移動する
richard3-explain-sail = { $block }を{ $from }から{ $to }へ海上移動する（{ $seas }）
richard3-explain-sail-off-map = { $block }を{ $from }から{ $to }へ海上移動する
richard3-explain-recruit = { $area }で{ $block }を徴募する
richard3-explain-end-regroup = 再集結を終える
richard3-explain-end-actions = 行動フェイズを終える
richard3-explain-battle = { $area }の戦闘を行う
richard3-explain-treason = { $target }に「反逆」のダイスを振る
richard3-explain-decline = 「反逆」のダイスを後の戦闘に取っておく
richard3-explain-fire = { $block }が射撃する
richard3-explain-pass = { $block }がパスする
richard3-explain-charge = { $block }が{ $target }に突撃する
richard3-explain-treachery = { $block }が{ $target }に裏切りを試みる
richard3-explain-hit = { $block }に命中を割り当てる
richard3-explain-retreat = { $block }が{ $from }から{ $to }へ退却する
richard3-explain-regroup = { $block }が{ $from }から{ $to }へ再集結する
richard3-explain-execute = { $block }を処刑する
richard3-explain-spare = { $block }を助命する
richard3-explain-enter = { $block }が{ $area }で登場する
richard3-explain-lose = { $block }が{ $area }で補給損失を受ける
richard3-explain-home = { $block }が{ $from }から本拠地{ $to }へ帰還する
richard3-explain-surplus = { $block }を{ $area }から予備プールへ送る

## 描かれた盤面（メールの中の絵にも）。ブロックの表には短い名前：半角8文字、
## 全角（かな・漢字）4文字まで。
richard3-board = リチャード三世の盤面
richard3-map = リチャード三世：イングランドとウェールズの地図
richard3-face-york = ヨーク
richard3-face-march = マーチ
richard3-face-rutland = ラトラ.
richard3-face-clarence = クラレ.
richard3-face-gloucester = グロス.
richard3-face-essex = エセッ.
richard3-face-hastings = ヘイス.
richard3-face-herbert = ハーバ.
richard3-face-worcester = ウスター
richard3-face-suffolk = サフォ.
richard3-face-norfolk = ノーフ.
richard3-face-buckingham = バッキ.
richard3-face-exeter = エクセ.
richard3-face-rivers = リヴァ.
richard3-face-northumberland = ノーサ.
richard3-face-shrewsbury = シュル.
richard3-face-stanley = スタン.
richard3-face-arundel = アラン.
richard3-face-warwick = ウォリ.
richard3-face-kent = ケント
richard3-face-salisbury = ソール.
richard3-face-westmoreland = ウェス.
richard3-face-irish = アイル.
richard3-face-burgundian = ブルゴ.
richard3-face-calais_merc = カレー
richard3-face-canterbury_church = カンタ.
richard3-face-york_church = ヨーク
richard3-face-london_levy = ロンド.
richard3-face-norwich_levy = ノリッジ
richard3-face-salisbury_levy = ソール.
richard3-face-bombard = 射石砲
richard3-face-henry_vi = ヘンリー
richard3-face-prince_edward = 王子
richard3-face-somerset = サマセ.
richard3-face-richmond = リッチ.
richard3-face-oxford = オック.
richard3-face-pembroke = ペンブ.
richard3-face-devon = デヴォン
richard3-face-beaumont = ボーモ.
richard3-face-clifford = クリフ.
richard3-face-wiltshire = ウィル.
richard3-face-scots = スコ.
richard3-face-welsh = ウェー.
richard3-face-french = フランス
richard3-face-coventry_levy = コヴェ.
richard3-face-bristol_levy = ブリス.
richard3-face-newcastle_levy = ニュー.
richard3-face-york_levy = ヨーク
richard3-face-rebel = 反乱軍
richard3-city-bristol = ブリストル
richard3-city-coventry = コヴェントリー
richard3-city-london = ロンドン
richard3-city-newcastle = ニューカッスル
richard3-city-norwich = ノリッジ
richard3-city-salisbury = ソールズベリー
richard3-city-york = ヨーク
richard3-exile-lancaster = ランカスター亡命地
richard3-exile-york = ヨーク亡命地
# マップ上の状況表示：保留中の決定が求めること（12.0）。
richard3-asks-redeal_ask = 手札を残すか配り直しを求めるか
richard3-asks-redeal_answer = 配り直しの要求に答える
richard3-asks-cards = カードをプレイする
richard3-asks-actions = 行動
richard3-asks-pick_battle = 次の戦闘を選ぶ
richard3-asks-treason = 「反逆」のダイスを振るかどうか
richard3-asks-battle_turn = 戦闘の手番
richard3-asks-take_hit = { $count }ヒットを受ける
richard3-asks-regroup = 再集結
richard3-asks-execute = { $block }を処刑するか助命するか
richard3-asks-minor_entry = { $block }の登場する地域
richard3-asks-supply_loss = { $area }で{ $count }ステップの補給損失
richard3-asks-go_home = { $block }の帰還する本拠地
richard3-asks-exile_surplus = 亡命地の余剰を予備プールへ送る
richard3-asks-over = ゲーム終了
richard3-asks-the-heir = 継承者
richard3-asks-the-minor = 未成年の継承者
richard3-asks-a-block = ブロック
richard3-asks-an-area = ある地域
richard3-status = 戦役{ $campaign }/{ $campaigns } · ターン{ $turn }/7 · { $crown } · { $asks }
richard3-status-to-act = 戦役{ $campaign }/{ $campaigns } · ターン{ $turn }/7 · { $crown } · { $houses }の番：{ $asks }
richard3-status-king-pretender = 国王{ $king }（{ $royal }）· 僭称者{ $pretender }
richard3-status-king = 国王{ $king }（{ $royal }）
richard3-status-crown = { $royal }が王冠を保持
richard3-status-ap = { $status } · 行動ポイント残り{ $ap }
richard3-status-event = { $status } · { $event }
richard3-status-wins = { $status } · { $house }の勝利
richard3-legend-title = 凡例
richard3-legend-blocks = ブロック＝名前、イニシアチブ文字＋火力、現在/最大ステップ · 金の王冠は国王、白の王冠は僭称者 · 灰色の角は移動済み · 破線の縁とRは予備
richard3-legend-badges = 無地のブロック：見えない敵のブロック（§10）· 地域のバッジ：A 活性化、M 移動/召集、S 海上移動、R 徴募/退却、G 再集結、B 戦闘、P 疫病
richard3-legend-marks = 変化：矢印は移動（青の破線は海上、オレンジの点線は退却）· 金の星形は戦闘 · 赤のマイナスは損失 · 緑のプラスはブロックの到着
# 最近の移動の印、そのタイトルの言葉。
richard3-mark-move = { $from }から{ $to }へ移動
richard3-mark-sea = { $from }から{ $to }へ海上移動
richard3-mark-retreat = { $from }から{ $to }へ退却
richard3-mark-battle = { $area }での戦闘
richard3-mark-loss = { $area }での損失
richard3-mark-arrived = { $area }にブロックが到着
# クリック：地域のバッジの働き、ボタンのラベル（記法の動詞を言葉で）。
richard3-badge-activate = { $area }を活性化する
richard3-badge-muster = { $area }を召集地に選ぶ
richard3-badge-plague = { $area }を疫病で襲う
richard3-badge-battle = 次に{ $area }の戦闘を行う
richard3-badge-move = { $area }へ陸上移動する
richard3-badge-sea = { $area }へ海上移動する
richard3-badge-recruit = { $area }で徴募する
richard3-badge-retreat = { $area }へ退却する
richard3-badge-regroup = { $area }へ再集結する
richard3-badge-enter = { $area }で登場する
richard3-badge-home = 本拠地{ $area }へ帰還する
richard3-button-done = このフェイズを終える
richard3-button-keep = 手札を残す
richard3-button-redeal = 配り直しを求める
richard3-button-redraw = 自分の手札も手放す
richard3-button-decline = 「反逆」を振らない
richard3-button-lose = 1ステップ失う：{ $what }
richard3-button-surplus = 予備プールへ：{ $what }
richard3-button-execute = { $what }を処刑
richard3-button-spare = { $what }を助命
richard3-button-other = { $verb } { $what }
richard3-button-choose = { $block }を選ぶ
# 戦闘ボード（6.x）：その状態、両家の役割、ブロックのボタン。
richard3-battle-title = { $area }の戦闘
richard3-battle-over = 終了：勝者が再集結
richard3-battle-before = 第1ラウンド前：「反逆」
richard3-battle-round = 第{ $round }ラウンド（全4）· { $slot }の手番
richard3-battle-attacker = { $house }（攻撃側）
richard3-battle-defender = { $house }（防御側）
richard3-battle-fire = 射撃
richard3-battle-pass = パス
richard3-battle-hit = 命中を受ける
richard3-battle-treason = 反逆を振る
richard3-battle-charge = 突撃する
richard3-battle-treachery = 寝返らせる
richard3-pick-charge = 突撃…
richard3-pick-charge-title = 突撃：この継承者を選び、次に突撃先のブロックを選ぶ
richard3-pick-treachery = 裏切り…
richard3-pick-treachery-title = 裏切り：このブロックを選び、次に寝返らせる相手を選ぶ
richard3-pick-retreat = 退却…
richard3-pick-retreat-title = 退却：このブロックを選び、次に行き先を選ぶ
richard3-pick-regroup = 再集結…
richard3-pick-regroup-title = 再集結：このブロックを選び、次に行き先を選ぶ
richard3-pick-act = 行動…
richard3-pick-act-title = このブロックを選び、次に行動の対象を選ぶ
# 戦闘のダイス記録：命中したダイスは太字。
richard3-log-before = 第1ラウンド前
richard3-log-round = 第{ $round }ラウンド
richard3-log-a-block = ブロック
richard3-log-turns = { $house }：{ $target }への{ $roller }：{ $dice }、すべて偶数：寝返る
richard3-log-stays = { $house }：{ $target }への{ $roller }：{ $dice }、すべて偶数ではない：寝返らない
richard3-log-treason-roll = 「反逆」のダイス
richard3-log-treachery-roll = { $block }の裏切りのダイス
richard3-log-fires = { $house }：{ $block }が射撃：{ $dice } → { $hits }ヒット
richard3-log-charges = { $house }：{ $block }が{ $target }に突撃：{ $dice } → { $hits }ヒット
richard3-log-fires-back = { $house }：{ $block }が{ $target }に反撃：{ $dice } → { $hits }ヒット
richard3-log-hits-on = { $volley }（{ $blocks }）
richard3-log-steps-lost = { $block } −{ $steps }
# カード（1.1、5.1）：カードの表、手札、プレイされたカード。
richard3-card-points = 行動ポイント
richard3-effect-force_march =
    1グループが
    3地域まで移動
    攻撃も可能
richard3-effect-muster =
    ブロックを
    自軍の召集地
    1か所へ移動
richard3-effect-piracy =
    海上移動のみ
    上陸して
    攻撃できる
richard3-effect-plague =
    敵の都市1つ：
    敵ブロック全て
    1ステップ失う
richard3-effect-surprise =
    1グループ移動
    または海上移動
    境界の制限+1
richard3-effect-treason =
    1グループ移動
    または海上移動
    裏切り判定1回
richard3-hand-shown = 配り直しのために見せた手札
richard3-hand-yours = あなたの手札
richard3-played-this-turn = このターンにプレイ済み
richard3-in-hand = { $house }：手札{ $cards }枚
richard3-undealt = 未配布：{ $cards }枚
richard3-shown = 見せたカード：{ $cards }
# マップ外のボックス（3.x、8.x）とブロックのタイトル。
richard3-box-pool = { $house }の予備プール
richard3-box-minors = 未成年の継承者
richard3-box-home-down = 本拠地（裏向き）
richard3-box-prisoner = { $area }で捕虜
richard3-box-dead = 死亡
richard3-face-title = { $block } { $rating } { $steps }
richard3-face-title-moved = { $block } { $rating } { $steps }、移動済み
richard3-face-title-reserve = { $block } { $rating } { $steps }、予備
richard3-face-title-moved-reserve = { $block } { $rating } { $steps }、移動済み、予備
richard3-battle-acted = 行動済み
richard3-battle-in-reserve = 予備{ $count }個
richard3-log-title = ラウンドごとのダイス
richard3-log-none = まだダイスは振られていない。
# ボタンのラベルで並ぶ2つの名前。
richard3-space = { $first } { $then }
# 戦闘ラウンドで行動する側（6.2）：側と印刷された文字。
richard3-slot-attacker = 攻撃側{ $letter }
richard3-slot-defender = 防御側{ $letter }
richard3-slot-retreat = 退却
