## ゲームのことば（日本語）。

rosenkonig-title = ローゼンケーニッヒ（薔薇戦争）

rosenkonig-seat-red = 赤薔薇
rosenkonig-seat-white = 白薔薇

## 進軍カードの方向（§2）、記譜の名で
rosenkonig-direction-n = 北
rosenkonig-direction-ne = 北東
rosenkonig-direction-e = 東
rosenkonig-direction-se = 南東
rosenkonig-direction-s = 南
rosenkonig-direction-sw = 南西
rosenkonig-direction-w = 西
rosenkonig-direction-nw = 北西

## 手の説明（履歴、メール）：したこと、その結果
rosenkonig-played = { $side }が{ $card }を出し、王冠マーカーを{ $square }へ進めた
rosenkonig-hero = { $side }が騎士カードと{ $card }を出し、{ $square }のパワーストーンを裏返した
rosenkonig-drew-card = { $side }が{ $card }を引いた
rosenkonig-drew = { $side }がカードを1枚引いた
rosenkonig-reshuffled = { $move } — 山札が尽きたので、捨て札を切り直して新しい山札にした
rosenkonig-ended = { $move } — ゲーム終了：{ $reason }
rosenkonig-ended-won = { $move } — ゲーム終了：{ $reason }。{ $winner }の勝ち（{ $won }対{ $lost }）
rosenkonig-skipped = { $move } — { $next }は合法な手がなく、手番を飛ばされた

## 指す前の確認（§5）
rosenkonig-explain-play = { $card }を出す：王冠マーカーが{ $from }から{ $to }へ進み、そこにあなたのパワーストーンを置く
rosenkonig-explain-hero = 騎士カードと{ $card }を出す：王冠マーカーが{ $from }から{ $to }へ進み、そこのパワーストーンをあなたの色に裏返す
rosenkonig-explain-draw = 山札の一番上のカードを引く

## 操作が認められないわけ
rosenkonig-no-such-seat = { $seat }という席はありません。席は赤薔薇と白薔薇です
rosenkonig-game-over = ゲームは終了しました。これ以上の操作はできません
rosenkonig-not-your-turn = 今は{ $turn }の手番で、{ $side }の手番ではありません。自分の手番を待ってください
rosenkonig-hand-full = 手札が{ $cards }枚あるので引けません。カードを出してください
rosenkonig-pile-empty = 山札がありません
rosenkonig-not-in-hand = カード{ $card }は手札にありません
rosenkonig-target-off-board = 移動先{ $target }は盤外です：{ $crown }の王冠マーカーから{ $card }では盤の外に出ます
rosenkonig-off-board = 移動先は盤外です：{ $card }は王冠マーカーを{ $crown }から{ $direction }へ{ $squares }マス進めます
rosenkonig-own-stone = { $square }にはあなたのパワーストーンがあります：王冠マーカーはそこへは決して進めません（騎士カードを使っても）
rosenkonig-target-empty = 移動先は空いています：騎士カードなしでカードを出してください（'play { $card }'）
rosenkonig-supply-empty = 置けるパワーストーンが残っていません
rosenkonig-use-a-hero = { $square }には{ $other }のパワーストーンがあります：騎士カードで裏返してください（'hero { $card }'）
rosenkonig-no-hero-for-enemy = { $square }には{ $other }のパワーストーンがあり、裏返すための騎士カードが残っていません
rosenkonig-no-hero-left = { $square }のパワーストーンを裏返す騎士カードが残っていません
rosenkonig-legal-now = '{ $action }'は今は合法です。もう一度送ってください

## ゲームの終わり方（§8）と同点の決着（§9）
rosenkonig-end-supply-exhausted = 52個目のパワーストーンが置かれた
rosenkonig-end-mutual-block = どちらのプレイヤーも手を指せなかった
rosenkonig-end-and-tie = { $end }。{ $tie }
rosenkonig-tie = 両者{ $points }点で同点
rosenkonig-tie-broken = { $tie }、{ $measure }で決着（{ $more }対{ $fewer }）
rosenkonig-tie-and = { $tie }、{ $measure }も同じ（各{ $count }）
rosenkonig-tie-draw = { $tie }：引き分け
rosenkonig-measure-largest = 最大の領地
rosenkonig-measure-stones = パワーストーンの数

## ゲーム開始時の設定、その説明と選択肢
rosenkonig-option-tiebreak = 同点の決着
rosenkonig-option-tiebreak-help = 両者の得点が同じときの勝者。それでも同じなら引き分け。
rosenkonig-option-tiebreak-largest = 最大の領地、次に盤上のパワーストーンの数（ロシア語・英語・ドイツ語のルール）
rosenkonig-option-tiebreak-stones = 盤上のパワーストーンの数（日本語のルール）
rosenkonig-option-first = 先手
rosenkonig-option-first-help = 最初の手番を指すのはどちらか。色は盤のそれぞれの側のまま。
rosenkonig-option-first-red = 赤薔薇（ランカスター家）、どのルールブックでもそう
rosenkonig-option-first-random = ゲームのダイスで決める

## 盤面の表示（メールの画像にも）
rosenkonig-board = 「ローゼンケーニッヒ」の盤面
rosenkonig-board-crown-moved = 王冠マーカー：{ $from }から{ $to }へ
rosenkonig-board-stone-placed = いま置かれたパワーストーン：{ $square }
rosenkonig-board-stone = { $square }の{ $side }のパワーストーン
rosenkonig-board-crown = { $square }の王冠マーカー
rosenkonig-board-no-cards = （手札なし）
rosenkonig-board-heroes = 騎士カード{ $heroes }枚
rosenkonig-board-piles = 残りのパワーストーン{ $supply }個 · 山札{ $pile }枚 · 捨て札{ $discard }枚
