## Herald 自身のことば（日本語）：各ページの枠、ページ、メール、拒否の理由。
## 各ゲームのことばはそのフォルダー（src/games/<kind>/i18n/）にあります。

## 各ページの枠
nav-lobby = ロビー
nav-my-games = 自分の対局
nav-new-game = 新しい対局
nav-sign-out = ログアウト
nav-sign-in = ログイン
nav-sign-up = 新規登録
language-switch = 言語
language-switch-button = ページを{ $language }で表示

## トップページ
home-title = 郵便対戦のボードゲーム
home-intro = 郵便対戦のボードゲーム：対局を始めるか申し込みを受け、自分の手番に指し、また手番が来たらメールで知らせを受け取ります。すべての手はルールに照らして確かめられます。
home-games = ゲーム
home-sign-up = 新規登録
home-or = または
home-sign-in = ログイン
home-to-play = して遊びましょう。
home-your-games = 自分の対局
home-open-games = 募集中の対局
home-start-a-game = 対局を始める
home-api = プログラムからは何でも次の方法でできます：
home-api-link = JSON API

## 設定：言語
settings-language = 言語
settings-language-help = ページとメールはこの言語で書かれます。
settings-language-save = 言語を保存
settings-language-saved = ページとメールは{ $language }になりました。

## 時間と数
span-days = { $count }日
span-hours = { $count }時間
span-minutes = { $count }分
count-moves = { $count }手
count-actions = { $count }件の操作

## 時刻：今からどれだけ先（前）か、そのあと時計の時刻
time-now = 今
time-in = { $span }後
time-ago = { $span }前
time-moment = { $relative }（{ $wall }）
time-at = { $wall }、{ $relative }
span-two = { $larger }{ $smaller }

## ログインと新規登録
sign-in-title = ログイン
sign-in-name = 名前
sign-in-password = パスワード
sign-in-button = ログイン
sign-in-forgot = パスワードをお忘れですか？
sign-in-new-here = はじめての方は
sign-up-title = 新規登録
sign-up-mail-address = メールアドレス
sign-up-password-help = 8〜256文字で、推測されにくいもの：よく使われるパスワードや、自分の名前・アドレスは不可（互いに関係のない単語をいくつか並べると強いパスワードになります）
sign-up-button = 登録する
sign-up-have-account = アカウントをお持ちの方は

## エラーページ
error-title = エラー { $status }
error-back-to-lobby = ロビーに戻る

## ロビーと対局の一覧
lobby-title = ロビー
lobby-rules-in-brief = ルールの要約：
lobby-invitations = あなたへの招待
lobby-not-for-you = 心当たりがない場合は？辞退すると席は誰でも座れるようになり、招待した人に知らされます。
lobby-decline-invitation = { $game } への招待を辞退
lobby-open-games = 募集中の対局
lobby-no-open-game = いま募集中の対局はありません。
lobby-start-one = 対局を始める
lobby-seats-to-take-over = 交代を待つ席
lobby-no-replacement-wanted = 交代を求めている対局はありません。
lobby-take-over-help = 対局の途中でプレイヤーが抜けました：その席に座り、止まったところから続けてください。
my-games-title = 自分の対局
my-games-records = 返事を待っている棋譜
my-games-imported-by = { $player } が取り込みました：対局のページで承認するか辞退してください。
my-games-invitations = 返事を待っている招待
my-games-accept = 承認：{ $seat } で遊ぶ
my-games-decline = 辞退
my-games-none-yet = まだ対局がありません。
my-games-join-one = 対局に参加する
my-games-or = か
my-games-start-one = 対局を始める
list-game = 対局
list-players = プレイヤー
list-status = 状態
list-turn = 手番
list-since = 手番開始
list-deadline = 期限
list-rules = ルール
list-reserved-for = 予約：
list-free = 空席
list-move = { $number }手目
list-join-as = { $seat } として参加
list-turn-you = あなた
list-player-seat = { $player }（{ $seat }）
list-and = { $first }と{ $second }
list-waiting-for-players = 参加者待ち
list-draw = 引き分け
list-you-won = あなたの勝ち
list-player-won = { $player }（{ $seat }）の勝ち
list-seat-won = { $seat }の勝ち
status-open = 募集中
status-active = 対局中
status-finished = 終局
status-abandoned = 放置
status-damaged = 破損（保存された記録を読めません。運営者は herald verify で見つけられます）

## The end of a sentence that ends with a link: "Sign up." / "新規登録。"
sentence-end = 。
