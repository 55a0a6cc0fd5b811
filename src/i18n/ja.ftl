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

## 対局のページ
game-invited = 招待中
game-to-move = ◀ 手番
game-runs-out = 期限：{ $moment }
game-in-hand = 残り{ $time }
game-out-of-time = 時間切れ
game-status = 状態：{ $status }
game-you-play = あなたの席：
game-record-imported = これは{ $player }が取り込んだ、終局した対局の棋譜です。対局の全プレイヤーが承認すると、ほかの一覧にも載り、ほかの人にも見えるようになります。
game-record-accept = 承認：自分が指した対局です
game-record-decline = 辞退…
game-record-decline-confirm = この対局には参加していません：この棋譜を{ $player }の分も含めて削除します。
game-record-decline-button = 辞退
game-withdraw-invitation = { $player }への招待を取り消す
game-withdraw-invitation-help = （{ $seat }の席は誰でも座れるようになり、{ $player }に知らされます）
game-join = この対局に参加する
game-since-your-last-turn = 前回の手番以降
game-last-move = 最後の手
game-marked-on-board = 盤上の印：矢印は手を、そのほかの印は戦闘・損失・到着のあった場所を示します。
game-question = { $action }？
game-yes = はい：{ $action }
game-choose-again = いいえ、選び直す
game-your-move = あなたの手番
game-click-the-board = 盤上の強調された場所をクリックしてください。
game-every-move = すべての手を表記で表示（{ $count }）
game-waiting-for = { $seats }の手番を待っています。
game-nudge = 催促
game-paused = 合意により対局は一時停止中です：時計は止まっています。
game-resume = 対局を再開
game-proposes = { $player }が{ $proposal }を提案しています。
proposal-draw = 引き分け
proposal-abandon = 対局の放棄
proposal-pause = 一時停止
game-accept = 承諾
game-withdraw = 取り下げ
game-decline = 拒否
game-propose = 提案：
game-propose-draw = 引き分け
game-propose-pause = 一時停止
game-propose-abandon = 対局の放棄
game-opponent-out-of-time = 相手が時間切れになりました。
game-claim-the-win = 勝ちを申告
game-or-keep-waiting = または、このまま相手の手を待つこともできます。
game-resign = 投了…
game-resign-confirm = この対局を投了します：相手の勝ちになります。
game-resign-button = 投了
game-mail-again = この対局のメールを再び受け取る
game-no-mail = この対局のメールを受け取らない
game-leave = 対局から抜ける…
game-leave-confirm = この対局から抜けます：自分の席は交代の募集に出されます。
game-leave-button = 抜ける
game-orders = 事前の戦闘命令
game-orders-help = 前もって決めておく答えです：その答えが当てはまる判断が回ってくると、待たずに代わりに指されます。見えるのはあなただけで、いつでも変更できます。
game-orders-secrecy = 相手はこれを読めず、どれかが使われるまでは命令があることも分かりません。ただし、命令で答えた判断は相手の手と同時に記録されるため、その手への応答の中にすぐ現れます：相手は、あなたがその判断に命令を出していたことが分かり、指された手もほかの手と同じように見えます。
game-orders-rule = （ルール{ $rule }）
game-orders-save = 命令を保存
game-position-as-data = 局面のデータ
game-no-board-yet = （このゲームにはまだ盤の描画がありません）
game-download = この対局をダウンロード
game-download-help = （JSON：オプション、席、すべての手、シード。ここでもほかの場所でも取り込めます）。
game-seed-hash = シードのハッシュ（SHA-256）：
game-seed = シード：
game-history = 履歴
game-setup = 初期配置
game-board-after = { $number }手目の後の盤
game-chat = チャット
game-chat-muted = チャットはミュート中 —
game-chat-unmute = ミュート解除
game-chat-empty = まだメッセージはありません。
game-chat-your-message = メッセージ
game-chat-send = 送信
game-chat-mute = チャットをミュート
game-notes = 自分のメモ
game-notes-only-you = あなただけが読めます
game-notes-revealed = 。対局後に全員に公開しました。
game-notes-may-reveal = 。対局が終わったら全員に公開できます。
game-notes-save = メモを保存
game-notes-reveal = メモを全員に公開
game-notes-revealed-title = 対局後に公開されたメモ
game-ahead = 事前の選択
game-ahead-given = その判断の番が来たら、待たずに次を指します：
game-ahead-given-after = 。これはあなたにしか見えません。
game-ahead-withdraw = 取り消し
game-ahead-help = 判断の番が来たときに指すもの（次の手番のカード）を今のうちに選んでおけます：待たずに代わりに指され、あなたにしか見えません。
game-ahead-next = 次：
game-ahead-change = 変更
game-ahead-choose = 事前に選ぶ
game-take-back-action = 最後の操作を取り消す
game-take-back-turn = この手番を取り消す（{ $number }手目に戻る）
game-take-back-unseen = 手番はすでに次の人に渡りましたが、まだ誰も見ていません：相手が対局を開くか、その通知メールが送られるまでは取り消せます。
game-take-back-help = 取り消すと、手番が来てからの操作は指さなかったことになります。ほかの誰もまだ見ていません。

## 手の確認
confirm-title = 確認
confirm-heading = 手の確認
confirm-yes = はい：
confirm-back = 対局に戻る

## 履歴（一手ずつ）
viewer-after-move = { $number }手目の後
viewer-steps = 対局を一手ずつ見る
viewer-start = ◀◀ 最初
viewer-previous = ◀ 前へ
viewer-next = 次へ ▶
viewer-last = 最後 ▶▶
viewer-back = 対局に戻る
viewer-keys = （キー：← → で一手ずつ、Home End）
viewer-move = { $number }手目
viewer-setup = 最初の手の前の初期配置です。

## 対局の条件
terms = 持ち時間：{ $clock }、{ $timeout }、{ $vacation }。
terms-no-clock = 制限なし
terms-per-move = 手番ごとに{ $days }日
terms-bank = { $initial }（手番ごとに{ $bonus }加算、上限{ $cap }）
terms-timeout-claim = 時間切れなら相手が勝ちを申告できる
terms-timeout-lose = 時間切れは負け
terms-timeout-handover = 時間切れなら席を交代
terms-vacation = 休暇日あり
terms-no-vacation = 休暇日なし
terms-not-forced = 指せる手が一つしかない場合も、自動では指さずにプレイヤーを待ちます。
terms-and-more = { $first }{ $second }

## 設定
settings-title = 設定
settings-mail = メール
settings-mail-turn = 自分の手番になるたびにメール
settings-mail-digest = 1日1通、
settings-mail-digest-hour = 時に（{ $zone }）
settings-mail-off = メールなし
settings-confirm-mailed-moves = メールで指した手を確認する：手番通知メールへの返信で手を指すたびに、1行の確認メールを受け取る
settings-mail-save = メール設定を保存
settings-time-zone = タイムゾーン
settings-time-zone-help = Heraldがページやメールで示す時刻はすべてこのタイムゾーンのもので、タイムゾーン名も添えられます（「{ $example }」）。
settings-time-zone-utc = UTCの場合、ページの時刻はブラウザーが自身のタイムゾーンで表示します。
settings-my-time-zone = 自分のタイムゾーン
settings-time-zone-save = タイムゾーンを保存
settings-vacation-left = 今年の残りの休暇日：{ $total }日中{ $left }日。休暇日ありの対局で時間切れになりそうなときは、休暇日を1日使い、すべての時計に24時間が加わります。
settings-absence = 不在
settings-away = { $from }から{ $to }まで不在です（{ $zone }の日付で終日）：その間、あなたの時計は止まって待ちます。
settings-away-cancel = 不在を取り消す
settings-away-help = 留守にしますか？前もって登録しておくと、不在の間は時計が止まって待ちます。1日につき休暇日を1日使います。
settings-away-from = 期間：
settings-away-to = 〜
settings-away-declare = 不在を登録
settings-password = パスワード
settings-password-help = ログイン中のほかのブラウザーとAPIトークンはそのまま使えます。トークンは下で無効にできます。すべての場所からログアウトするには、メールでパスワードを再設定してください。
settings-current-password = 現在のパスワード
settings-new-password = 新しいパスワード
settings-new-password-again = 新しいパスワード（確認）
settings-password-change = パスワードを変更
settings-address = メールアドレス
settings-address-help = Heraldが新しいアドレスにリンクを送ります。そのリンクを開くとアドレスが変わります。現在のアドレスには通知が届きます。
settings-new-address = 新しいアドレス
settings-your-password = パスワード
settings-address-change = 新しいアドレスに確認リンクを送る
settings-tokens = APIトークン
settings-tokens-help = プログラムはトークンを次の形で送ります：
settings-new-token = 新しいトークン（表示されるのは今だけです）：
settings-no-tokens = トークンはありません。
settings-token = トークン
settings-token-made = 作成日時
settings-token-revoke = 無効化
settings-token-make = 新しいトークンを作成

## プレイヤーのページ
profile-member-since = 登録日：{ $moment }
profile-playing-now = 現在の対局
profile-no-game = 進行中の対局はありません。
profile-status = 状態
profile-finished = 終局した対局
profile-no-finished = 終局した対局はまだありません。
profile-result = 結果
profile-last-change = 最終更新
profile-open = 募集中：参加者待ち
profile-status-move = { $status } · { $number }手目

## ゲームのルールと表記
rules-title = { $game }：ルール
rules-heading = { $game }のルール
rules-summary = 独自にまとめた要約です。ルールブックの項目番号を添えています。
rules-seats = 席：
rules-start = 対局を始める
rules-options = オプション
rules-how-moves-are-written = 手の書き方
rules-no-options = このゲームにはオプションがありません。
rules-default = （既定）
rules-terms = 各対局には、始めるときに決める条件もあります：持ち時間、時間切れになったときの扱い、休暇日、そして合法な操作が一つしかない段階を自動で進めるかどうかです。
notation-title = { $game }：表記
notation-heading = { $game }：手の書き方
notation-rules-link = ルールの要約とオプション
notation-help = 操作は1行に1つずつ書きます：対局ページの手の入力欄でも、APIでも、手番通知メールへの返信でも同じです（返信では大文字と小文字を区別しません）。

## 対局を始める
new-game-title = 新しい対局
new-game-heading = 対局を始める
new-game-rules-link = ルールの要約とオプションの説明
new-game-your-seat = あなたの席
new-game-clock = 持ち時間
new-game-clock-per-move = 手番ごとに3日
new-game-clock-bank-fast = 持ち時間バンク：1日、手番ごとに+4時間、上限3日
new-game-clock-bank-standard = 持ち時間バンク：3日、手番ごとに+12時間、上限5日
new-game-clock-bank-slow = 持ち時間バンク：3日、手番ごとに+36時間、上限10日
new-game-clock-none = 制限なし
new-game-timeout = 時間切れのとき
new-game-timeout-claim = 相手が勝ちを申告できる
new-game-timeout-lose = 即座に負け
new-game-vacation = 休暇日
new-game-vacation-yes = あり
new-game-vacation-no = この対局ではなし
new-game-forced = 合法な操作が一つしかない段階
new-game-forced-yes = すぐ自動で進む
new-game-forced-no = プレイヤーを待つ（毎回クリック）
new-game-invite = 招待（プレイヤー名、任意）
new-game-invite-placeholder = 空欄なら募集中の対局になります
new-game-start = { $game }の対局を始める

## パスワードを忘れたとき、アドレスの変更、メールの停止
reset-title = パスワードをお忘れですか？
reset-help = アカウントのメールアドレスを入力してください：新しいパスワードを設定するためのリンクをHeraldがそのアドレスに送ります。リンクは1時間有効で、1回だけ使えます。
reset-address = メールアドレス
reset-button = 再設定リンクを送る
reset-remembered = 思い出した方は
reset-sign-in = ログイン
reset-password-title = 新しいパスワードの設定
reset-password-heading = { $name }の新しいパスワードを設定
reset-password-help = 設定後はすべての場所でログアウトされ、APIトークンは無効になります：新しいパスワードでログインし直してください。
reset-password-button = 新しいパスワードを設定
confirm-email-title = メールアドレスの確認
confirm-email-done = アドレスを変更しました
confirm-email-done-help = 今後、Heraldは{ $email }にメールを送ります。
confirm-email-heading = { $name }のアドレスを{ $email }にしますか？
confirm-email-help = 今後、Heraldはこのアドレスにメールを送ります。古いアドレスには通知が届きます。
confirm-email-button = { $email }で確定
unsubscribe-title = Heraldからのメール
unsubscribe-done = メールを停止しました
unsubscribe-done-help = Heraldは{ $name }にメールを送らなくなりました。再び受け取るには、ログインして設定で選んでください。
unsubscribe-heading = Heraldからのメールをすべて停止しますか？
unsubscribe-button = すべてのメールを停止

## お知らせ（うまくいったこと）：フォームの送信後に戻るページに一度だけ表示
notice-sign-in-first = 先にログインしてください。
notice-welcome = Heraldへようこそ。
notice-signed-out = ログアウトしました。
notice-reset-link-sent = そのアドレスがアカウントのものであれば、新しいパスワードを設定するためのリンクをメールで送信しました。リンクは1時間有効です。
notice-password-reset = パスワードを変更しました。新しいパスワードでログインしてください。
notice-password-changed = パスワードを変更しました。
notice-address-link-sent = { $email }宛てに確認用のリンクを送信しました。24時間以内にそのリンクを開くと、アドレスが変わります。
notice-mail-saved = メール設定を保存しました。
notice-time-zone-saved = タイムゾーンを保存しました。
notice-absence-declared = 不在を登録しました。
notice-absence-cancelled = 不在を取り消しました。
notice-token-revoked = トークンを無効にしました。
notice-game-created = 対局を作成しました。
notice-you-play = あなたの席は{ $seat }です。
notice-you-left = 対局から抜けました。
notice-invitation-declined = 対局 #{ $game }への招待を辞退しました。
notice-invitation-withdrawn = 招待を取り消しました。席は空いています。
notice-taken-back = 取り消しました：現在は{ $number }手目です。
notice-orders-saved = 事前の戦闘命令を保存しました。
notice-notes-saved = メモを保存しました。
notice-ahead-withdrawn = 事前の選択を取り消しました：判断の番が来たら、そのときに尋ねます。
notice-ahead-given = 事前に選びました：その判断の番が来たときに指されます。これはあなたにしか見えません。

## ページのスクリプトが表示する言葉
live-moved-on = 対局が進みました（現在{ $number }手目）。
live-reload = 再読み込みして表示
zoom-in = 拡大
zoom-out = 縮小
zoom-whole = 盤面全体
zoom-whole-title = 盤面全体を表示
zoom-action = 操作箇所へ
zoom-action-title = この段階の操作箇所に戻る

## 対局のメール：件名、見出し、本文のことば
mail-game = { $title } #{ $game }
mail-opponent = { $player }（{ $seat }）
mail-opponent-invited = { $player }（{ $seat }、招待中）
mail-opponent-open = 空席（{ $seat }）
mail-subject-invited = { $player }から{ $game }への招待
mail-subject-record = { $player }が、あなたの参加した{ $game }の棋譜を取り込みました
mail-subject-turn = あなたの手番：{ $game }（対戦相手：{ $opponents }）
mail-subject-about = { $subject }：{ $game }
mail-subject-over = 終局：{ $game }（対戦相手：{ $opponents }）
mail-subject-reminder = 残り時間わずか：{ $game }（対戦相手：{ $opponents }）
mail-subject-timed-out = 時間切れ：{ $game }（対戦相手：{ $opponents }）
mail-subject-vacant = 席が空きました：{ $game }
mail-subject-took-over = { $game }の席を引き継ぎました（対戦相手：{ $opponents }）
mail-subject-replaced = { $player }が{ $game }に参加しました
mail-headline-invited = { $player }が{ $title }の対局（#{ $number }）にあなたを招待しています。席は{ $seat }です。
mail-headline-record = { $player }が、あなたが{ $seat }の席で指した{ $title }の終局した対局の棋譜を取り込みました（現在は対局 #{ $number }）。対局のページで承認すると、自分の対局に表示されます。自分が指した対局でなければ、辞退すると削除されます。
mail-headline-turn = { $game }（対戦相手：{ $opponents }）で、あなたの手番です。
mail-headline-over = { $game }（対戦相手：{ $opponents }）が終局しました。
mail-headline-reminder = { $game }（対戦相手：{ $opponents }）でのあなたの持ち時間は{ $moment }に切れます。まだあなたの手番です。
mail-headline-timed-out = { $player }が{ $game }で時間切れになりました。対局のページで勝ちを申告することも、このまま相手の手を待つこともできます。
mail-headline-vacant = { $why }。{ $seat }の席はロビーで交代のプレイヤーを募集しています。誰かがその席に着くと、対局が続きます。
mail-headline-took-over = { $game }（対戦相手：{ $opponents }）の{ $seat }の席を引き継ぎました。
mail-headline-replaced = { $player }が{ $game }の{ $seat }の席を引き継ぎました。
mail-vacant-left = { $player }が対局から抜けました
mail-vacant-out-of-time = { $player }が時間切れになりました
mail-notice-proposes = { $player }が{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}を提案
mail-notice-proposes-headline = { $player }が{ $game }の{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}を提案しています。対局のページで承諾するか拒否してください。
mail-notice-paused = 一時停止
mail-notice-paused-headline = 合意により対局は一時停止中です：プレイヤーの誰かが対局のページで再開するまで、時計は止まり、誰も手を指しません。
mail-notice-declined = { $player }が{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}の提案を拒否
mail-notice-declined-headline = { $player }が{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}の提案を拒否しました。対局は続きます。
mail-notice-withdrew = { $player }が{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}の提案を取り下げ
mail-notice-withdrew-headline = { $player }が{ $proposal ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}の提案を取り下げました。対局は続きます。
mail-notice-resumed = 再開
mail-notice-resumed-headline = { $player }が対局を再開しました：時計が再び動いています。
mail-notice-nudge = { $player }があなたの手を待っています
mail-notice-nudge-headline = { $player }から、{ $game }があなたの手番だというお知らせです。
mail-text = { $text }
mail-hello = { $name }さん
mail-why = 理由：{ $reason }
mail-since-your-last-move = 前回の手番以降：
mail-since-took-over = 最近の手（あなたの席から見たもの）：
mail-since-answer = あなたのメールで指した手と、その後の進行：
mail-in-the-chat = チャット：
mail-chat-wrote = { $player }（{ $moment }）：
mail-board-alt = あなたから見た現在の盤面
mail-time-runs-out = あなたの持ち時間は{ $moment }に切れます。
mail-to-move = 手を指すには、このメールに返信し、引用部分の上に手を書いてください。1行に1つの操作を書き（大文字と小文字は区別しません）、複数行は順に指されます。すべて指されるか、一つも指されないかのどちらかです。
mail-to-move-text = 手を指すには、このメールに返信し、引用部分の上に手を書いてください。1行に1つの操作を書き
    （大文字と小文字は区別しません）、複数行は順に指されます。すべて指されるか、一つも指されないかのどちらかです。
mail-legal-actions = あなたの合法な操作（どれか1つの番号か、ここに書かれているとおりの言葉で返信してください）：
mail-legal-total = 合法な操作は{ $count }件あります：{ $kinds }。
mail-legal-notation-text = すべての操作は対局のページに一覧があります。書き方：{ $link }
mail-legal-notation = すべての操作は対局のページに一覧があります。
mail-legal-notation-link = 操作の書き方
mail-result = 結果：{ $result }
mail-open-game-text = 対局を開く（{ $game }、あなたの席：{ $seat }）：
mail-open-game = { $game }を開く
mail-you-play = （あなたの席：{ $seat }）
mail-signature = Herald（郵便対戦のゲームサーバー）
mail-unsubscribe = Heraldからのメールを停止
mail-answer-played = 手を指しました
mail-answer-played-still = 指しました：まだあなたの手番です
mail-answer-played-headline = メールを読み取り、指しました（{ $count }件の操作）。
mail-answer-played-still-headline = メールを読み取り、指しました（{ $count }件の操作）。まだあなたの手番です。
mail-answer-unverified = 指していません：送信者を確認できません
mail-answer-nothing-played = メールを読み取りましたが、何も指されませんでした。
# 何も指さなかったメールでの手への返信：件名、最初の行、理由。
mail-answer-not-played = 指されませんでした
mail-answer-moved-on = ゲームは先に進んでいます
mail-answer-no-move = 手が見つかりません
mail-answer-refused = 手は認められません
mail-answer-chosen-ahead = 先に選びました
mail-answer-not-chosen-ahead = 先に選べませんでした
mail-answer-headline = メールを読みましたが、何も指されませんでした。{ $subject }。
mail-answer-headline-ahead = メールを読みました。{ $subject }。
mail-answer-full-stop = 。
mail-answer-why-over = ゲームは終わっています。もう手は指せません
mail-answer-why-paused = ゲームは合意により中断中です。まずゲームのページで再開してください
mail-answer-why-not-started = ゲームはまだ始まっていません。すべての席が埋まると始まります
mail-answer-why-moved-on = 返信したメールの後にゲームが進みました（そのときは第{ $then }手、いまは第{ $now }手）。何も指されていません。{ $to_act ->
    [yes] 現在の局面はこちらです。このメールに返信して手を送ってください（一覧はこの局面のものです）。
   *[no] 現在の局面はこちらです。いまはあなたの番ではありません。番が来たらメールが届きます。
}
mail-answer-why-unproven = このメールがあなたから送られたことを確認できませんでした。ご自身のメールソフトから返信するか、対局のページで指してください。
mail-answer-why-no-move = 返信に手が見つかりませんでした。引用の上に1行に1つずつ行動を書いてください（または一覧の番号）
mail-answer-why-chosen-ahead = その決定が来たら、待たずに{ $action }を指します（知っているのはあなただけです。変えるには別の`next`行を送ってください）
mail-answer-line-refused = { $line }行目（「{ $written }」）：{ $error }
mail-answer-after-kinds = 最初の{ $lines }行の後、合法な行動は次の種類でした：{ $kinds }。
mail-answer-after-list = 最初の{ $lines }行の後、合法な行動は次のとおりでした：{ $actions }。
mail-answer-then = { $first }；{ $then }

## 毎日のまとめ
digest-subject = Heraldの毎日のまとめ：{ $count }件の対局があなたを待っています
digest-waiting = あなたの手番を待っている対局が{ $count }件あります：
digest-game = { $game }（対戦相手：{ $opponents }）
digest-runs-out = （あなたの持ち時間は{ $moment }に切れます）
digest-signature = Herald（郵便対戦のゲームサーバー）：毎日のまとめ

## アカウントについてのメールと、招待への返事
account-mail-reset = Heraldのパスワードの再設定
account-mail-reset-link = どなたか（おそらくご本人）から、Heraldのアカウント「{ $name }」のパスワードを再設定する依頼がありました。新しいパスワードを設定するには、1時間以内にこのリンクを開いてください。リンクは1回だけ使えます：
account-mail-reset-not-you = 心当たりがない場合は、このメールを無視してください。パスワードは変わりません。
account-mail-password-changed = Heraldのパスワードが変更されました
account-mail-password-changed-text = Heraldのアカウント「{ $name }」のパスワードが、たった今変更されました。
account-mail-password-changed-not-you = 心当たりがない場合は、すぐに下のリンクからパスワードを再設定し、設定ページでAPIトークンを無効にしてください。
account-mail-confirm-address = Heraldの新しいメールアドレスの確認
account-mail-confirm-address-link = Heraldのアカウント「{ $name }」から、今後このアドレスを使うよう依頼がありました。確認するには、24時間以内にこのリンクを開いてください。リンクは1回だけ使えます：
account-mail-confirm-address-not-you = 心当たりがない場合は、このメールを無視してください。何も変わりません。
account-mail-address-changed = Heraldのメールアドレスが変更されました
account-mail-address-changed-text = Heraldのアカウント「{ $name }」のメールアドレスは{ $email }になりました。今後、Heraldはこのアドレスにメールを送ります。
account-mail-address-changed-not-you = 心当たりがない場合は、下のリンクからパスワードを再設定してください（再設定のメールは新しいアドレスに届きます。それができない場合は、サーバーの管理者に連絡してください）。
account-mail-declined = { $player }が{ $game }への招待を辞退しました
account-mail-declined-seat-free = { $seat }の席が再び空きました。対局はロビーで公開されたままで、誰でも参加できます。
account-mail-withdrawn = { $player }が{ $game }への招待を取り消しました
account-mail-withdrawn-text = { $player }が{ $game }へのあなたの招待を取り消しました。{ $seat }の席は、もうあなたのために確保されていません。
sentence = { $text }。

## 語とリンク・強調された名前の間の空白：日本語では入れない
space = {""}

## 手紙が伝えるゲームのことば
told-times = { $line }（{ $times }回）
told-numbered = { $seq }. { $text }

## 手の外でゲームが終わったわけ（履歴の最後の行）
ending-resigned = { $seat }が投了しました
ending-out-of-time = { $seat }の持ち時間が切れました
ending-claimed = { $late }の持ち時間が切れ、{ $by }が勝ちを申し立てました
ending-drawn = 合意による引き分け
ending-abandoned = 合意による中止

## 履歴で手の後に添える、誰が決めたか
history-note-by-mail = （メール）
history-note-forced = （強制）
history-note-your-orders = （あなたの命令）
history-note-by-orders = （命令による）
history-note-given-ahead = （事前指定）

## その操作で取り消せなくなること（指す前の確認）
binds-ends-turn = これで手番が終わります。
binds-ends-turn-next = これで手番が終わり、次は{ $next }の番です。
binds-ends-turn-many = これで手番が終わり、次は{ $next }の番です。
binds-seats-and = { $first }と{ $second }
binds-dice = ダイスを振ります。取り消せません。
binds-ends-game = これでゲームが終わります。取り消せません。
binds-shows-hidden = 隠れていたものを公開します。取り消せません。
binds-stays = 取り消せません。
binds-until-seen-by = { $seat }が見るまでは取り消せます。
binds-until-seen = 相手が見るまでは取り消せます。
binds-both = { $first }{ $then }
game-moved-on-choose-again = 選んでいる間にゲームが進みました（現在{ $number }手目）。選び直してください。

## 選ばれたゲームの設定
option-chosen = { $option }：{ $chosen }
options-and = { $first }、{ $then }

## 終了した対局の結果：勝者、理由、得点
result-won = { $winner }の勝ち：{ $reason }（{ $scores }）
result-won-scores = { $winner }の勝ち（{ $scores }）
result-draw = 引き分け：{ $reason }（{ $scores }）
result-draw-scores = 引き分け（{ $scores }）
result-score = { $seat } { $score }
result-scores-and = { $first }、{ $then }
