## ゲームのことば（日本語）。

westeros-title = 三つの浅瀬（『バトル・オブ・ウェスタロス』より）

westeros-seat-north = 北軍
westeros-seat-west = 西軍

## 開始時の設定、その説明と選択肢
westeros-option-momentum = 優位トークン
westeros-option-momentum-help = 開始時に優位トークンを持つ側。同じ優位と第6ラウンド最後の同点を決める（§19.2、A-9）。
westeros-option-momentum-random = ダイス1個：1–4なら北軍、5–8なら西軍
westeros-option-momentum-north = 北軍
westeros-option-momentum-west = 西軍

## Notation inside a sentence (unit ids, hexes): the same in every language
westeros-notation = { $text }

## 駒とカード、data/skirmish.toml の識別子で（§19.3）
westeros-unit-N1 = 北の軍勢
westeros-unit-N2 = 北の軍勢
westeros-unit-N3 = 北の親衛隊
westeros-unit-N4 = 北の騎兵隊
westeros-unit-N5 = 北の弓兵隊
westeros-unit-N6 = 北の森人
westeros-unit-W1 = 西の衛兵
westeros-unit-W2 = 西の衛兵
westeros-unit-W3 = 西の親衛隊
westeros-unit-W4 = 西の槍騎兵
westeros-unit-W5 = 西の弩兵隊
westeros-unit-W6 = 西の重装歩兵
westeros-commander-N3 = 北の領主
westeros-commander-N4 = 北の隊長
westeros-commander-W3 = 西の領主
westeros-commander-W4 = 西の隊長
westeros-commander-none = 指揮官
westeros-card-march = 行軍
westeros-card-assault = 強襲
westeros-card-charge = 突撃
westeros-card-volley = 一斉射撃
westeros-card-muster = 召集
westeros-card-rally = 鼓舞
westeros-card-steady = 堅守

## ダイスの面と命令トークン（§7）、士気のゾーン（§12）、ラウンドの色（§8）、ステップ（§15）
westeros-face-green = 緑
westeros-face-blue = 青
westeros-face-red = 赤
westeros-face-morale = 士気
westeros-face-valor = 武勇
westeros-band-green = 緑ゾーン
westeros-band-yellow = 黄ゾーン
westeros-band-red = 赤ゾーン
westeros-band-rout = 敗走
westeros-colour-white = 白
westeros-colour-black = 黒
westeros-step-turn = 手番
westeros-step-select = 選択
westeros-step-move = 移動
westeros-step-attack = 攻撃
westeros-step-reroll = 振り直し
westeros-step-retreat = 退却
westeros-step-advance = 前進
westeros-step-discard = 破棄
westeros-step-over = 終了
westeros-attack-melee = 白兵戦
westeros-attack-ranged = 射撃
westeros-attack-flank = 白兵戦・側面攻撃

## 列挙
westeros-then = { $first }。{ $then }
westeros-comma = { $first }、{ $then }
westeros-and = { $first }と{ $last }
westeros-or = { $first }または{ $then }

## 攻撃の結果（§10.7）：「命中なし」「命中1、士気2」
westeros-hits = { $hits ->
    [0] 命中なし
   *[other] 命中{ $hits }
}
westeros-hits-morale = { $hits }、士気{ $morale }

## 手の説明（履歴、メール）：行動そのもの
westeros-passes = { $side }がパス
westeros-token = { $side }が{ $face }の命令トークンを1個使い、{ $unit }に命令
westeros-pair = { $side }が{ $face }の命令トークンを2個使い、{ $unit }に命令
westeros-morale-up = { $side }が士気トークンを使う：士気{ $was } → { $now }
westeros-morale-rally = { $side }が士気トークンを使い、{ $unit }を鼓舞（士気{ $was } → { $now }）
westeros-plays = { $side }が「{ $card }」を出す（指揮官：{ $commander }）
westeros-improvises = { $side }が「{ $card }」を即興で出す（指揮官：{ $commander }）：指令1回、任意の部隊、ボーナスなし
westeros-orders = { $side }が{ $unit }に命令
westeros-leaves = { $unit }が{ $from }を離れ{ $to }へ
westeros-moves-from = { $unit }が{ $from }から{ $to }へ移動
westeros-moves-to = { $unit }が{ $to }へ移動
westeros-attack = { $attacker }が{ $target }を攻撃（{ $kind }、ダイス{ $dice }個：{ $faces }）：{ $score }
westeros-attacks = { $unit }が{ $target }を攻撃
westeros-rerolls = { $side }が{ $face }の面のダイスを振り直す
westeros-keeps = { $side }が出目を確定
westeros-retreats = { $unit }が{ $hex }へ退却
westeros-retreats-on = { $unit }がさらに{ $hex }へ退却
westeros-sets-out = { $unit }が{ $hex }への前進を始める
westeros-advances = { $unit }が{ $hex }へ前進
westeros-stays = { $unit }はその場に留まる
westeros-no-advance = { $side }は前進しない
westeros-done-select = { $side }はこれ以上指令を出さない
westeros-done-move = { $side }が移動を終える
westeros-done-attack = { $side }が攻撃を終える
westeros-done = { $side }がステップを終える
westeros-discards-token = { $side }が{ $face }の命令トークンを1個捨てる
westeros-discards = { $side }が{ $what }を捨てる

## 行動に続いたこと：ダイス、部隊、浅瀬（§10）
westeros-free-attack = { $attacker }が{ $target }に機会攻撃（{ $faces }）：{ $score }
westeros-reroll-now = 振り直し後の出目は{ $faces }：{ $score }
westeros-loses-figures = { $unit }がフィギュアを{ $lost }体失う（残り{ $left }体）
westeros-eliminated = { $unit }が全滅
westeros-captured = { $commander }（{ $unit }）が捕らえられる
westeros-loss = { $what }（{ $opponent }：{ $vp }勝利点、{ $owner }：士気{ $morale }）
westeros-alone = { $loss }：{ $commander }がただ一人残る
westeros-alone-on = { $loss }：{ $commander }が{ $hex }にただ一人残る
westeros-engaged = { $unit }と{ $other }が交戦状態になる
westeros-active = { $units }が行動可能になる
westeros-steady = 堅守：{ $side }の士気{ $was } → { $now }
westeros-controls = { $who }が{ $hex }を支配

## 手番に続いたこと：パス、再編成（§11）、終わり（§13）、新しいラウンド（§8、§9）
westeros-turn = { $side }の手番
westeros-auto-pass = { $side }がパス（他に合法な行動がない）
westeros-regroup = 再編成：{ $scores }
westeros-scores-nothing = { $side }は得点なし
westeros-scores = { $side }が{ $vp }勝利点を得る（{ $why }）
westeros-band-morale = { $side }の士気：{ $band }
westeros-over = 戦闘終了：{ $reason }。{ $winner }の勝ち（{ $won }–{ $lost }）
westeros-a-token = { $face }の命令トークン1個
westeros-tokens = { $face }の命令トークン{ $count }個
westeros-morale-change = { $side } { $was } → { $now }
westeros-recovers = 士気が回復：{ $changes }
westeros-round-begins = 第{ $round }ラウンド開始（{ $colour }）：先手は{ $first }
westeros-momentum-passes = { $begins }、優位トークンは{ $side }へ移る
westeros-order-dice = { $side }が命令ダイスを振る：{ $faces }
westeros-shuffled = { $side }の捨て札が切り直され、新しい山札になる
westeros-draws = 両軍がカードを{ $cards }枚ずつ引く
westeros-chooses-retreat = { $side }が{ $unit }の退却先を選ぶ：{ $hexes }
westeros-may-advance = { $unit }は{ $hex }へ前進できる
westeros-may-pursue = { $unit }は{ $hex }へ前進し、再び攻撃できる
westeros-may-reroll = 側面攻撃：{ $side }は1つの面を振り直すか、出目を確定できる
westeros-discards-down = { $side }が次のラウンドへ持ち越せる数まで捨てる

## 戦闘の終わり方（§19.5）と戦闘の章
westeros-reason-routed = { $side }が敗走
westeros-reason-annihilated = { $side }が全滅
westeros-reason-more-vp = ラウンド上限：勝利点が多い
westeros-reason-higher-morale = ラウンド上限：勝利点が同じで、士気が高い
westeros-reason-momentum = ラウンド上限：勝利点も士気も同じで、優位トークン
westeros-chapter-command = 第{ $round }ラウンド、指揮フェイズ
westeros-chapter-regroup = 第{ $round }ラウンド、再編成フェイズ

## 何かを手放す行動の前の確認（§10.1、§10.4）
westeros-warn-pass = パスすると、このラウンドのあなたの指揮フェイズは終わります：命令トークン{ $tokens }個とカード{ $cards }枚は次のラウンドまで使われません（§10.1）。
westeros-warn-done = まだ可能な攻撃が{ $left }回残っています。ここで終えると、それを行わずに手番が終わります。

## 行動が認められないわけ（§15）
westeros-no-such-seat = そのような席はありません。席は北軍と西軍です
westeros-battle-over = 戦闘は終了しました
westeros-not-your-decision = 今決めるのは{ $side }ではなく{ $actor }です
westeros-token-refused = { $action }は認められません：命令トークンは、その階級の行動可能な部隊1つに命令します（武勇トークンか同じトークン2個なら、どの階級でも可）。トークンは指揮ボード上にある必要があります
westeros-morale-up-refused = 士気を上げるには、士気トークンと9以下の士気が必要です
westeros-rally-refused = { $action }は認められません：鼓舞には、士気トークン、2以上の士気、盤上にある自軍の行動済みの部隊が必要です
westeros-order-refused = { $action }は認められません：指令は、指名した指揮官の支配地域内（距離2以内）にいて、カードが認めるタイプで、まだ命令を受けていない自軍の行動可能な部隊に命令します
westeros-command-first = まず少なくとも1回指令を出してください
westeros-move-refused = { $action }は認められません：命令を受けてまだ移動していない部隊は、空いたヘクスを通って（川は決して通れません）移動力以内で移動します。浅瀬か森に入ると移動は終わります
westeros-attack-refused = { $action }は認められません：攻撃の残っている命令を受けた部隊は、隣接する敵を攻撃するか、射撃（N5、W5）を行います。射撃は、どの敵にも隣接していないときに、射線の通った距離2-4の、交戦中でない目標に行います
westeros-reroll-refused = いずれかのダイスに出ている面を振り直すか、出目を確定してください
westeros-retreat-to = 自軍の盤端へ向かう2つの空きヘクスのどちらかへ退却してください：{ $hexes }
westeros-answer-advance = 「advance { $unit } { $hex }」または「stay」で答えてください
westeros-discard-down = 命令トークン2個とカード2枚になるまで、超えている分を「discard token <kind>」または「discard card <card>」で捨ててください
westeros-wrong-step = { $action }は今の{ $step }ステップの決定ではありません。このステップで受け付けるのは{ $forms }です
westeros-not-in-hand = { $action }は認められません：そのカードは手札にありません
westeros-not-improvised = { $action }は認められません：即興で出せるのは「強襲」「突撃」「一斉射撃」「召集」だけです
westeros-no-command-token = { $action }は認められません：指揮ボードに指令トークンが残っていません
westeros-no-commander = { $action }は認められません：盤上にいる自軍の指揮官のうち、カード上の指令が上限に達しておらず、カードで命令できる部隊が支配地域内にいる者を指名してください

## 確認の質問：行動を出す前に、その行動を言葉で（§10、§11）
westeros-unit-named = { $unit }（{ $name }）
westeros-unit-named-lone = { $unit }（単独の{ $commander }）
westeros-units-any = 任意のタイプの部隊
westeros-units-foot = 徒歩の部隊（歩兵または特殊）
westeros-units-cavalry = 騎兵部隊
westeros-units-ranged = 射撃部隊
westeros-explain-pass = パス：このラウンドの残りの間、命令トークンもカードも使わない
westeros-explain-token = { $face }の命令トークンを1個使って{ $unit }に命令する：その部隊は行動済みになり、その後移動と攻撃ができる
westeros-explain-pair = { $face }の命令トークンを2個使って、階級に関係なく{ $unit }に命令する：その部隊は行動済みになり、その後移動と攻撃ができる
westeros-explain-morale-up = 士気トークンを1個使う：あなたの士気が{ $was }から{ $now }になる
westeros-explain-rally = 士気トークンを1個使って{ $unit }を鼓舞する：あなたの士気が{ $was }から{ $now }になり、その部隊は行動可能になって、後の手番で命令を受けられる
westeros-explain-improvise = 「{ $card }」を即興で出し、{ $commander }（{ $unit }）を指名する：その支配地域内の任意のタイプの行動可能な部隊1つに命令する指令1回、ボーナスなし。カードは今公開される
westeros-explain-reroll = { $face }の面を出しているダイス{ $dice }個を振り直す。新しい出目が最終結果になる
westeros-explain-keep = 出目をそのまま確定する
westeros-explain-retreat = { $unit }を{ $hex }へ退却させる
westeros-explain-retreat-more = { $unit }を{ $hex }へ退却させる。さらに士気の結果が{ $more }回続く
westeros-explain-stay-unit = 留まる：{ $unit }は前進しない
westeros-explain-stay = 留まる：前進しない
westeros-explain-discard-token = { $face }の命令トークンを1個捨て、ストックに戻す
westeros-explain-discard-card = 「{ $card }」を表向きで自分の捨て札の山に置く。両方のプレイヤーに見える
westeros-explain-card = 「{ $card }」を出し、{ $commander }（{ $unit }）を指名する：指令は最大{ $commands }回、それぞれ指令トークン1個で、その支配地域内の行動可能な{ $units }1つに命令する
westeros-explain-card-rally = { $text }。まず、その支配地域内の行動済みの味方部隊がすべて行動可能になる
westeros-explain-card-move = { $text }。移動+{ $bonus }
westeros-explain-card-melee = { $text }。白兵戦の攻撃でダイス+{ $bonus }個
westeros-explain-card-ranged = { $text }。射撃でダイス+{ $bonus }個
westeros-explain-card-no-penalty = { $text }、移動によるペナルティなし
westeros-explain-card-no-attack = { $text }。命令を受けた部隊は移動できるが攻撃はできない
westeros-explain-card-steady = { $text }。手番の終わりに、士気が7以下なら士気+1
westeros-explain-card-revealed = { $text }。カードは今公開される
westeros-explain-order = { $unit }に指令を出す。その部隊は行動済みになり、その後{ $then }
westeros-explain-order-token = { $unit }に指令を出す：指令トークン1個が{ $commander }のカードに移る。その部隊は行動済みになり、その後{ $then }
westeros-may-move-and-attack = 移動と攻撃ができる
westeros-may-move-not-attack = 移動はできるが攻撃はできない
westeros-explain-move = { $unit }を{ $to }へ移動する
westeros-explain-move-from = { $unit }を{ $from }から{ $to }へ移動する
westeros-terrain-ford = { $text }（浅瀬：移動はそこで終わる。手番の終わりにそこにいる部隊がその浅瀬を支配する）
westeros-terrain-forest = { $text }（森：移動はそこで終わる）
westeros-terrain-hill = { $text }（丘）
westeros-free-attack-one = { $text }。交戦中なので、離れる前に{ $unit }から機会攻撃を受ける
westeros-free-attack-many = { $text }。交戦中なので、離れる前に{ $units }からそれぞれ機会攻撃を受ける
westeros-explain-melee = { $attacker }で{ $target }を攻撃する：白兵戦
westeros-explain-flank = { $attacker }で{ $target }を攻撃する：白兵戦。目標は自軍の別の部隊と交戦中なので側面攻撃となり、ダイスを振った後に1つの面を振り直せる
westeros-explain-ranged = { $attacker }で{ $target }を攻撃する：距離{ $distance }の射撃
westeros-explain-advance = { $unit }を空いたヘクス{ $hex }へ移動する
westeros-explain-pursue = { $unit }を空いたヘクス{ $hex }へ移動する。その後、もう1回白兵戦の攻撃ができる
westeros-explain-done-select = これ以上指令を出さない：次に、命令を受けた部隊が移動する
westeros-explain-done-move = 移動を終える：命令を受けた部隊はこれから攻撃できる
westeros-explain-done-move-only = 移動を終える：これらの部隊は攻撃できないので、手番が終わる
westeros-explain-done-attack = 攻撃を終える：手番が終わる
westeros-explain-done = 終了

## 盤面の表示（メールの画像にも）
westeros-board = 三つの浅瀬：盤面
westeros-board-open = 平地
westeros-board-river = 川：どの部隊も入れない
westeros-board-ford = 浅瀬：入ると移動が終わる。目標地点
westeros-board-hill = 丘：射線を遮る。ここからの射撃はダイス+1個
westeros-board-forest = 森：射線を遮る。入ると移動が終わる
westeros-board-held = { $terrain }、{ $side }が支配
westeros-board-hex = { $hex }：{ $about }
westeros-board-hex-click = { $action }：{ $hex }、{ $about }
westeros-board-mark-move = 移動
westeros-board-mark-sea = 海路
westeros-board-mark-retreat = 退却
westeros-board-mark-arrived = 到着
westeros-board-mark-battle = 戦闘
westeros-board-mark-loss = 損害
westeros-board-mark-travel = { $what } { $from } → { $to }
westeros-board-mark-at = { $what }：{ $hex }
westeros-board-zone = { $unit }の支配地域
westeros-board-engaged = { $unit }と{ $other }が交戦中
westeros-board-infantry = 歩兵
westeros-board-cavalry = 騎兵
westeros-board-ranged = 射撃部隊
westeros-board-special = 特殊歩兵
westeros-board-lone = 単独の指揮官
westeros-board-unit = { $unit } { $name }（{ $kind }、{ $rank }の階級）：フィギュア{ $figures }体
westeros-board-unit-lone = { $unit }：{ $name }の単独の指揮官
westeros-board-unit-with = { $text }、{ $commander }が同行
westeros-board-active = { $text }、行動可能
westeros-board-inactive = { $text }、行動済み
westeros-board-unit-click = { $action }：{ $text }
westeros-board-hand = あなたの手札（{ $side }）：各カードに効果が書いてある
westeros-board-hand-empty = あなたの手札（{ $side }）：カードなし
westeros-board-card = { $card }：{ $effect }
westeros-board-card-click = { $action }。{ $text }
westeros-board-card-choose = 「{ $card }」を選んで出す。{ $text }
westeros-board-card-commands = 指令{ $commands }回
westeros-board-card-any = 任意の部隊
westeros-board-card-foot = 徒歩（歩兵、特殊）
westeros-board-card-cavalry = 騎兵
westeros-board-card-ranged = 射撃部隊
westeros-board-card-move-bonus = 移動+{ $bonus }
westeros-board-card-melee-bonus = 白兵戦ダイス+{ $bonus }
westeros-board-card-ranged-bonus = 射撃ダイス+{ $bonus }
westeros-board-card-no-penalty = 移動の−1なし
westeros-board-card-no-attack = 攻撃できない
westeros-board-card-rally = 先に：支配地域内を鼓舞
westeros-board-card-steady = 終わりに：士気≤7なら+1
westeros-board-card-improvise = 即興で出せる
westeros-card-effect = 指令は最大{ $commands }回、それぞれ指揮官の支配地域内の行動可能な{ $units }1つに命令する
westeros-card-effect-rally = { $text }。まず、その支配地域内の行動済みの味方部隊がすべて行動可能になる
westeros-card-effect-move = { $text }。移動+{ $bonus }
westeros-card-effect-melee = { $text }。白兵戦の攻撃でダイス+{ $bonus }個
westeros-card-effect-ranged = { $text }。射撃でダイス+{ $bonus }個
westeros-card-effect-no-penalty = { $text }。移動した射撃部隊もダイス−1を受けない
westeros-card-effect-no-attack = { $text }。命令を受けた部隊は移動できるが攻撃はできない
westeros-card-effect-steady = { $text }。手番の終わりに、士気が7以下なら士気+1
westeros-card-effect-improvise = { $text }。任意のタイプの部隊への指令1回として即興で出せる。
westeros-card-effect-not-improvised = { $text }。即興では出せない。
westeros-board-over = 戦闘終了：{ $winner }の勝ち（{ $reason }）。
westeros-board-turn = 指揮フェイズ：{ $side }の手番、{ $step }ステップ。先手は{ $first }、優位トークンは{ $momentum }。
westeros-board-regroup-discard = 再編成：{ $side }が命令トークン{ $tokens }個とカード{ $cards }枚になるまで捨てる。
westeros-board-round = ラウンド{ $round }/{ $limit }
westeros-board-side = { $side }：士気{ $morale }（{ $band }）、勝利点{ $vp }
westeros-board-side-passed = { $side }：士気{ $morale }（{ $band }）、勝利点{ $vp }、パス済み
westeros-board-command = 指揮ボード{ $tokens }。指揮官のカード上：{ $commanders }
westeros-board-commander = { $unit } { $tokens }
westeros-board-commander-captured = { $unit } 捕虜
westeros-board-tokens = { $side }：{ $tokens }
westeros-board-cards = 手札{ $hand }、山札{ $deck }、捨て札：{ $discard }
westeros-board-none = なし
westeros-board-order-dice = { $side }の命令ダイス
westeros-board-roll = { $kind } { $attacker } → { $target }
westeros-board-roll-free = 機会攻撃
westeros-board-pass = このラウンドはパス
westeros-board-morale-up = 士気トークンを使う：士気+1
westeros-board-done-select = 指令を出し終える
westeros-board-done-move = 移動を終える
westeros-board-done-attack = 攻撃を終え、手番を終える
westeros-board-done = 終了
westeros-board-keep = 出目を確定する
westeros-board-stay = 留まる：前進しない
westeros-board-reroll = { $face }の面のダイスを振り直す
westeros-board-discard-token = { $face }の命令トークンを1個捨てる
westeros-board-token = { $unit }に{ $face }の命令トークンを1個
westeros-board-pair = { $unit }に{ $face }の命令トークンを2個
westeros-board-rally = 士気トークンで{ $unit }を鼓舞する
westeros-board-improvise = 「{ $card }」を即興で：{ $commander }（{ $unit }）
westeros-board-clear = 選択を解除

## ルールページのカード一覧（§14）
westeros-cards-title = カード
westeros-cards-intro = 各陣営はそれぞれのカードの山札を持つ（§14）。指令は1部隊に命令し、指令トークン1つを指揮官のカードに置く。
westeros-cards-card = カード
westeros-cards-copies = 枚数
westeros-cards-does = 効果
westeros-cards-total = 山札はそれぞれ{ $cards }枚。
