## ゲームのことば（日本語）。

tara-title = タラの上王

tara-seat-red = 赤
tara-seat-blue = 青

## 手の説明（履歴、メール）：記譜の手と、その結果
tara-moved = { $side ->
    [red] 赤
   *[blue] 青
}：{ $action }
tara-passed = { $side ->
    [red] 赤
   *[blue] 青
}：パス、{ $side ->
    [red] 赤
   *[blue] 青
}の王は盤を去る
tara-captured = { $move }、{ $hill }の{ $enemy ->
    [red] 赤
   *[blue] 青
}の王を捕らえた
tara-then = { $move }。{ $then }
tara-skips = { $move }。{ $other ->
    [red] 赤
   *[blue] 青
}は動けず手番を飛ばす

## マッチ中の1ゲームの得点（§10）とマッチ（§16、A-13）
tara-game = 第{ $number }ゲーム：{ $lead ->
    [red] 赤
   *[blue] 青
} { $first }–{ $second }（{ $award }）
tara-award-kingdoms = 王国数による
tara-award-territory = 領土による
tara-award-tie = 王国も領土も同じ
tara-award-double-capture = 二重捕獲による
tara-games = { $first }、{ $then }
tara-match-won = { $winner ->
    [red] 赤
   *[blue] 青
}がマッチに勝利 { $won }–{ $lost }（{ $games }）
tara-match-drawn = マッチは引き分け { $red }–{ $blue }（A-13）（{ $games }）

## 指す前の確認（§5、A-5）
tara-explain-place = { $hill }に砦を築き、王を置く
tara-explain-move = 王を{ $from }から{ $to }へ動かし、そこに砦を築く
tara-explain-back = 王を{ $from }から{ $to }の自分の砦へ戻す
tara-explain-take = 王を{ $from }から動かし、{ $to }の砦を奪う
tara-explain-pass = パス：このゲームの残りの間、あなたの王は盤を去る

## 操作が認められないわけ
tara-no-such-seat = そのような席はありません
tara-match-over = マッチは終了しました
tara-not-your-turn = 今は{ $side ->
    [red] 赤
   *[blue] 青
}の手番です
tara-place-refused = { $action }は認められません：新しい砦は、自分の砦に隣接しない空いた丘に築きます
tara-place-first = まず王を置いてください：place C3
tara-all-placed = あなたの王はすべて置かれています
tara-manoeuvre-refused = { $action }は認められません：王は桂馬跳びで、自分の砦に隣接しない空いた丘へ動きます
tara-manoeuvres-only = 機動フェイズでは、王は動いて砦を築きます
tara-battle-move-refused = { $action }は認められません：王は桂馬跳びで、自分の他の王に隣接しない空いた丘へ動きます
tara-must-move = あなたの王のどれかが空いた丘へ動けるので、そう動かなければなりません
tara-pass-refused = パスできるのは、盤上のすべての王が動けないときだけです
tara-back-refused = { $action }は認められません：後退は、王のいない自分の砦で、自分の他の王に隣接しないところへ戻ります
tara-take-refused = { $action }は認められません：砦の奪取は、あなたが包囲している王のいない敵の単独の砦に対して行います

## マッチ開始時の設定、その説明と選択肢
tara-option-games = マッチ
tara-option-games-help = マッチを何ゲームで行うか。各ゲームの得点を合計する（A-13）。
tara-option-games-2 = 2ゲーム：第1ゲームは赤、第2ゲームは青が先手
tara-option-games-1 = 1ゲーム
tara-option-battle_entry = 戦闘への移行
tara-option-battle_entry-help = 先に戦闘フェイズに入ったプレイヤーの相手が、いつそれに続くか（A-4）。
tara-option-battle_entry-grace = 動ける手があれば、機動フェイズの手番をもう1回指してから（A-4）
tara-option-battle_entry-immediate = 次の手番から

## 盤面の表示（メールの画像にも）
tara-board = 「タラの上王」の盤面
tara-board-king-moved = 王：{ $from }から{ $to }へ
tara-board-fort-built = いま築かれた砦：{ $hill }
tara-board-fort = { $hill }の{ $side }の砦
tara-board-king = { $hill }の{ $side }の王
tara-board-choose-king = { $hill }の王を選ぶ
tara-board-match = 試合の第{ $game }局、{ $starter }が先手 · 試合の得点 赤{ $red } – 青{ $blue }
tara-board-side = { $phase } · 取った敵の王{ $captured }
tara-board-side-passed = { $phase } · 取った敵の王{ $captured } · パス
tara-phase-placement = 配置フェイズ
tara-phase-manoeuvres = 機動フェイズ
tara-phase-battle = 戦闘フェイズ
