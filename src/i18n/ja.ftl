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
