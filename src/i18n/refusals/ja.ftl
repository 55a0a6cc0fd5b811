## 要求が拒否される理由（日本語）：拒否のたびに、読む人ができることを伝えます。
## id は拒否の型とその場合です（`AccountRefused::BadName` は
## `account-refused-bad-name`）。`src/words/tests.rs` が、各言語にすべての id があることを確かめます。

## AccountRefused（src/service/accounts/refusal.rs）
account-refused-bad-name = 名前は半角の英字・数字・「_」・「-」を使った3〜32文字です（空白は使えません）。別の名前を選んでください。
account-refused-bad-address = そのメールアドレスは{ $why }。name@example.org のような普通のアドレスを入力してください。
account-refused-password-too-short = パスワードが短すぎます。{ $min_password }文字以上にしてください（互いに関係のない単語をいくつか並べると強いパスワードになります）。
account-refused-password-too-long = パスワードが長すぎます。{ $max_password }文字以下にしてください。
account-refused-password-control-character = パスワードに制御文字（タブ、改行、そのほかの目に見えないコード）が含まれています。入力できて目に見える文字だけを使ってください。
account-refused-password-is-name = パスワードに自分の名前は使えません。別のパスワードを選んでください。
account-refused-password-is-address = パスワードに自分のメールアドレスは使えません。別のパスワードを選んでください。
account-refused-password-easy-to-guess = パスワードが推測されやすすぎます。互いに関係のない単語を3つか4つ並べるなど、もっと長いものを選んでください。
account-refused-password-easy-to-guess-because = パスワードが推測されやすすぎます（{ $warning }）。互いに関係のない単語を3つか4つ並べるなど、もっと長いものを選んでください。
account-refused-passwords-differ = 2つの新しいパスワードが一致しません。同じパスワードを2回入力してください。
account-refused-address-taken = メールアドレス{ $email }はすでにアカウントに登録されています。そのアカウントにログインするか、別のアドレスを使ってください。
account-refused-name-taken = 「{ $name }」という名前はすでに使われています。別の名前を選んでください。
account-refused-wrong-name-or-password = 名前またはパスワードが違います。両方を確かめて、もう一度お試しください。
account-refused-too-many-failed-sign-ins = お使いの接続元アドレスからのログインの失敗が多すぎます。1分待ってから、もう一度お試しください。
account-refused-unknown-token = そのトークンは不明か、無効にされています。POST /api/tokens で新しいトークンを取得してください。
account-refused-no-such-token = そのようなトークンはありません。無効にできるトークンは設定ページに一覧があります。
account-refused-wrong-password = 入力したパスワードは現在のパスワードではありません。もう一度お試しください。
account-refused-account-gone = あなたのアカウントはもう存在しません。
account-refused-reset-link-expired = この再設定リンクは期限切れか、すでに使われています。/reset で新しいリンクを申し込んでください。
account-refused-address-link-expired = この確認リンクは期限切れか、すでに使われています。設定ページで新しいリンクを申し込んでください。
account-refused-already-your-address = { $email }はすでにあなたのアドレスです。変更するものはありません。
account-refused-new-address-taken = メールアドレス{ $email }はすでにアカウントに登録されています。別のアドレスを使ってください。
account-refused-too-many-address-changes = この1時間にアドレスの変更を{ $links_per_hour }回申し込んでいます。1時間待ってから、もう一度お試しください。
account-refused-settings-not-an-object = 設定はJSONオブジェクトで送ってください（例：{"{"}"mail": "off"{"}"}）。
account-refused-no-such-setting = "{ $name }"は変更できる設定ではありません。変更できる設定は mail、digest_hour、timezone、confirm_mailed_moves、away、language です。
account-refused-vacation-days-counted = vacation_days_left はHeraldが数えるもので（年20日）、設定することはできません。
account-refused-bad-mail-choice = mail { $value } は指定できません。"turn"（自分の手番になるたびにメール）、"digest"（1日1通）、"off" のいずれかを選んでください。
account-refused-bad-digest-hour = digest_hour { $value } は時刻（時）ではありません。0〜23から選んでください。
account-refused-digest-hour-not-a-number = まとめメールの時刻は0〜23の数で指定してください。
account-refused-timezone-not-a-name = timezone には "Europe/Berlin" のような名前を指定してください。
account-refused-no-digest-time = "{ $timezone }" はHeraldが知らないタイムゾーンです。"Europe/Berlin" や "UTC" のような名前を指定してください。
account-refused-bad-confirm-choice = confirm_mailed_moves { $value } は true でも false でもありません。true か false を指定してください。
account-refused-bad-language = language { $value } はHeraldが対応している言語ではありません。"en"、"ru"、"ja" のいずれかを送ってください。
account-refused-bad-absence = away { $value } は使えません（{ $why }）。{"{"}"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"{"}"} を送ってください（取り消すには null）。
account-refused-absence-begun = 不在はすでに始まっています。指定した日付になると自動で終わります。
account-refused-too-few-vacation-days = その不在は{ $days }日ですが、残りの休暇日は{ $left }日です。もっと短い期間を選んでください。
account-refused-not-a-player = あなたは対局 #{ $game }のプレイヤーではありません。その対局のメールを止められるのはプレイヤーだけです。
account-refused-unknown-unsubscribe = この配信停止リンクは不明です。ログインして、設定で「メールなし」を選んでください。

## SeatRefused（src/service/game/seat_refusal.rs）
seat-refused-account-gone = ログイン中にあなたのアカウントが削除されました。遊ぶにはもう一度新規登録してください。
seat-refused-already-playing = あなたはすでに対局 #{ $game }に参加しています。
seat-refused-no-such-seat = { $title }に「{ $name }」という席はありません。次の中から選んでください：{ $seats }。
seat-refused-not-open = 対局 #{ $game }は{ $status ->
    [active] すでに進行中で
    [finished] すでに終了していて
    [abandoned] 放置されていて
   *[other] 募集中ではなく
}、空いている席がありません。ロビーで募集中の対局を探してください。
seat-refused-no-free-seat = 対局 #{ $game }には、あなたが座れる空席がありません。
seat-refused-taken = { $seat }の席には{ $player }が座っています。空いている席を選んでください。
seat-refused-kept-for-another = { $seat }の席は招待された{ $invited }のために確保されています。別の席を選んでください。
seat-refused-joined-meanwhile = その席はたった今埋まりました。別の席を選んでください。
seat-refused-not-under-way = 対局 #{ $game }は進行中ではありません。交代で座れるのは対局中の席だけです（募集中の対局には参加してください）。
seat-refused-not-vacant = 対局 #{ $game }の{ $seat }の席は埋まっています。交代で座れるのは空いた席だけです。
seat-refused-no-vacant-seat = 対局 #{ $game }には、交代で座れる空いた席がありません。
seat-refused-taken-meanwhile = その席はたった今埋まりました。ロビーでほかの席を探してください。
seat-refused-not-a-player = あなたは対局 #{ $game }に参加していません。抜けるものはありません。
seat-refused-over = 対局 #{ $game }は終局しています。抜けるものはありません。
seat-refused-hidden = 対局 #{ $game }はありません。リンクを確かめるか、ロビーで対局を探してください。
seat-refused-no-invitation = 対局 #{ $game }には、返事を待っているあなたへの招待はありません（辞退できるのは、募集中の対局への招待で、まだ返事をしていないものだけです）。
seat-refused-not-the-creator = 対局 #{ $game }の招待を取り消せるのは、その対局を作成したプレイヤーだけです。
seat-refused-no-longer-open = 対局 #{ $game }は{ $status ->
    [active] すでに進行中です
    [finished] すでに終了しています
    [abandoned] 放置されています
   *[other] もう募集中ではありません
}。招待を取り消せるのは募集中の間だけです。
seat-refused-nothing-to-withdraw = 対局 #{ $game }の{ $seat }の席には返事を待っている招待がありません。取り消すものはありません。
seat-refused-invitation-changed = 対局 #{ $game }の{ $seat }の席への招待が、その間に変わりました。対局を再読み込みしてください。

## TakeBackRefused（src/service/game/take_back.rs）
take-back-stop-start = 最初の手より前の手はありません。
take-back-stop-turn-passed = 手番は{ $seq }手目であなただけに回ってきたので、それより前に指された手はそのまま残ります。
take-back-stop-dice = { $seq }手目（"{ $action }"）でダイスを振ったので、その手とそれより前の手はすべて残ります。
take-back-stop-reveal = { $seq }手目（"{ $action }"）で隠されていたものが公開されたので、その手とそれより前の手はすべて残ります。
take-back-stop-not-acted = 手番が回ってきてから、あなたはまだ何も操作していません。
take-back-refused-over = 対局 #{ $game }は終局しています。取り消せるものはありません。
take-back-refused-not-alone = 取り消せるものはありません。取り消せるのは、手番があなただけにある間のあなたの操作か、渡したあとまだ見られていない手番ですが、いまは{ $seats }の番です。
take-back-refused-nobody-acting = 取り消せるものはありません。取り消せるのは、手番があなただけにある間のあなたの操作か、渡したあとまだ見られていない手番ですが、いまは誰の番でもありません。
take-back-refused-nothing = 取り消せるものはありません：{ $stop }
take-back-refused-past-the-end = { $target }手目より後に手はありません：対局は現在{ $now }手目です。
take-back-refused-too-far = 取り消せるのは{ $back_to }手目までです：{ $stop }
take-back-refused-not-at-a-decision = 対局を{ $target }手目の後で止めることはできません：その直後にサーバーが{ $next }手目を指しました。あなた自身の手のどれかより前の手まで取り消してください。
take-back-refused-step-due = 対局を{ $back_to }手目に戻すことはできません：そこではサーバーがすぐに手を指してしまいます（指せる手が一つしかない場合か、あなたの事前の戦闘命令）。もっと前まで取り消すか、先に命令を変更してください。
take-back-refused-moved-on = { $seq }手目の後に対局が進みました。対局を再読み込みして、選び直してください。
take-back-refused-told = { $told }手目は取り消せません：ほかのプレイヤーにその手がメールで知らされています。
take-back-refused-seen = あなたの手番はもう取り消せません：渡したあとに{ $seen_by }がそれを見たか（対局のページ、API、メールのいずれかで表示されました）、その後に対局が変わりました。いまの局面から続けてください（再読み込みすると表示されます）。

## AgreementRefused（src/service/game/agreements.rs）
agreement-refused-not-a-player = それができるのは対局 #{ $game }のプレイヤーだけです。
agreement-refused-not-started = 対局 #{ $game }はまだ始まっていません。すべての席が埋まるまでお待ちください。
agreement-refused-over = 対局 #{ $game }は終局しています。これ以上合意できることはありません。
agreement-refused-unknown = "{ $what }"は提案できません。"draw"、"abandon"、"pause" のいずれかを提案してください。
agreement-refused-no-draw = { $title }は必ず勝者が決まります。引き分けには合意できません（投了するか、対局の放棄を提案することはできます）。
agreement-refused-already-proposed = { $by }がすでに{ $what ->
    [draw] 引き分け
    [abandon] 対局の放棄
   *[pause] 一時停止
}を提案しています。先にその提案を承諾するか拒否してください。
agreement-refused-already-paused = 対局 #{ $game }はすでに一時停止中です。続けたくなったら再開してください。
agreement-refused-nothing-proposed = 対局 #{ $game }では何も提案されていません。答えるものはありません。
agreement-refused-own-proposal = これはあなたがした提案です。承諾するか拒否するかは相手のプレイヤーが決めます。
agreement-refused-changed = 対局 #{ $game }の提案は、あなたが読んだ後に変わりました。対局を再読み込みしてください。
agreement-refused-not-paused = 対局 #{ $game }は一時停止していません。再開するものはありません。
agreement-refused-nobody-to-nudge = 対局 #{ $game }では、ほかに手番の人がいません。催促する相手はいません。
agreement-refused-nudged-today = この対局では24時間以内にすでに催促しています。明日また催促してください。

## RecordRefused（src/service/game/record.rs）
record-refused-hidden = 対局 #{ $game }はありません。リンクを確かめるか、ロビーで対局を探してください。
record-refused-own-import = 対局 #{ $game }はあなたが取り込んだものです。棋譜を承認するか辞退するかは、あなたではなくほかのプレイヤーが決めます。
record-refused-already-accepted = 対局 #{ $game }の棋譜はすでにあなたの対局に入っています。承認するものはありません。
record-refused-not-a-record = 対局 #{ $game }は、あなたの返事を待っている棋譜ではありません。返事を待っている棋譜は GET /api/records で確かめてください。
record-refused-kept-changing = 返事をしている間に対局 #{ $game }の棋譜が何度も変わりました。再読み込みして、もう一度返事をしてください。

## EndRefused（src/service/game/ending.rs）
end-refused-not-a-player = あなたは対局 #{ $game }のプレイヤーではありません。{ $to ->
    [resign] 投了
   *[claim] 勝利の主張
}ができるのはその対局のプレイヤーだけです。
end-refused-not-started = 対局 #{ $game }はまだ始まっていません。終わらせるものはありません。
end-refused-over = 対局 #{ $game }はすでに終局しています。
end-refused-nothing-to-claim = 対局 #{ $game }は時間切れの扱いを "{ $timeout }" として作成されました。申告できるものはありません。
end-refused-nobody-out-of-time = 対局 #{ $game }では誰も時間切れになっていません。勝ちを申告できるのは、相手の期限が過ぎてからです。

## KeptChanging（src/service/game/mod.rs）
kept-changing-change = 変更を書き込んでいる間に対局 #{ $game }が何度も変わりました。再読み込みして、もう一度お試しください。
kept-changing-ending = 終局の処理中に対局 #{ $game }が何度も変わりました。再読み込みして、もう一度お試しください。
kept-changing-reminder = 対局 #{ $game }が何度も変わりました。
kept-changing-rest = プレイヤー{ $player }の対局が何度も変わりました。

## MoveRefused（src/service/game/table/refusal.rs）
move-refused-not-a-player = あなたは対局 #{ $game }のプレイヤーではありません。手を指せるのはその対局のプレイヤーだけです（ロビーから募集中の対局に参加してください）。
move-refused-not-started = 対局 #{ $game }はまだ始まっていません：すべての席が埋まると始まります。
move-refused-over = 対局 #{ $game }は終局しています。これ以上手を指すことはできません。
move-refused-paused = 対局 #{ $game }は合意により一時停止中です。先に対局のページで再開してください。
move-refused-moved-on = 対局が進みました：現在は{ $now }手目ですが、送られたのは seq { $sent } です。対局を再読み込みして、選び直してください。
move-refused-kept-changing = 対局が進みました：あなたの手を確かめている間に、{ $sent }手目の後にほかの手や変更（一時停止、時間切れ、席の交代）が記録されました。対局を再読み込みして、選び直してください。
move-refused-rules = { $reason }
move-refused-line = { $line }行目（"{ $written }"）：{ $error }
move-refused-nothing-to-play = 指す手がありません。1行に1つずつ操作を書いてください。

## NewGameRefused（src/service/game/new_game.rs）
new-game-refused-no-such-kind = "{ $kind }" というゲームの種類はありません。次の中から選んでください：{ $kinds }。
new-game-refused-options = { $why }
new-game-refused-no-such-player = 「{ $name }」という名前のプレイヤーはいません。綴りを確かめるか、ほかの人を招待してください。
new-game-refused-invites-self = 自分自身は招待できません。ほかのプレイヤーを招待してください。
new-game-refused-too-many-invited = { $title }の席は{ $seats }つです。招待できるのは{ $most }人までです。
new-game-refused-kept-colliding = 同じ瞬間に作成される対局が重なり続けました。もう一度お試しください。
new-game-refused-not-your-game = 取り込めるのは自分が参加した対局だけです：どの席にもあなたの名前がありません。
new-game-refused-account-gone = 取り込みの間に{ $seat }のプレイヤーのアカウントが削除されました。現在のアカウントのとおりにプレイヤーを席に着けるため、もう一度取り込んでください。

## 新しい対局や取り込むドキュメントが受け付けない条件（src/service/terms/parse.rs）
## JSONの値と項目名は書かれたとおりのままです：読む人が送るのはそれだからです。
terms-refused-not-object = 条件 { $terms } は、{ $example } のようなJSONオブジェクトではありません。
terms-refused-unknown-field = 条件に不明な項目 "{ $key }" があります。使える項目は次のとおりです：{ $keys }。
terms-refused-clock-number = 条件の持ち時間 { $clock } には整数の "{ $name }" が必要です。{ $help }
terms-refused-clock-type = 条件の持ち時間 { $clock } に既知の "type"（none、per_move、bank のいずれか）がありません。
terms-refused-timeout = timeout { $value } は指定できません。"claim"、"lose"、"handover" のいずれかを選んでください。
terms-refused-yes-or-no = { $term } { $value } は指定できません。true か false を選んでください。
terms-refused-clock = clock { $value } は指定できません。{ $help }
terms-refused-out-of-range = 持ち時間の { $what } は{ $low }〜{ $high }でなければならず、{ $number } は使えません。{ $help }
terms-refused-cap-under-initial = 持ち時間バンクの cap_days（{ $cap }）は initial_days（{ $initial }）以上でなければなりません。
terms-clock-help = "none"、"per_move"（{ $per_move }）、{ $per_move_days }、{ $presets }、または { $bank } のいずれかを選んでください。
terms-clock-preset = "{ $name }"（{ $initial } + { $bonus }、上限{ $cap }）
terms-clock-presets = { $first }、{ $rest }

## 確認を通らない、取り込んだ棋譜（src/service/transfer/check.rs、
## import.rs）。何も保存されていません。
import-refused-format = これはHeraldの対局ドキュメントではありません（形式は "{ $format }" ですが、"{ $expected }" である必要があります）。
import-refused-kind = このサーバーには "{ $kind }" というゲームはありません。あるのは次のゲームです：{ $kinds }。
import-refused-options = ドキュメントの設定は使えません：{ $why }
import-refused-terms = ドキュメントの条件は使えません：{ $why }
import-refused-seats = 席は次の順でなければなりません：{ $seats }。
import-refused-seated-twice = { $name }が{ $first }の席と{ $second }の席の両方に座っています。1つの対局でプレイヤーが座れる席は1つだけです。
import-refused-seed = シードが正しくありません：Heraldの書き出しと同じく、16進数64桁でなければなりません。
import-refused-seed-hash = シードが seed_hash と一致しません：ドキュメントが変更されています。対局のページからもう一度ダウンロードし、そのファイルを変更せずに取り込んでください。
import-refused-created-at = created_at "{ $written }" は RFC 3339 の時刻ではありません（例：2026-11-30T09:15:00Z）。
import-refused-created-later = ドキュメントでは対局が{ $written }に作成されたことになっていますが、これは未来の時刻です。
import-refused-move-seat = { $seq }手目："{ $seat }" という席はありません。席は次のとおりです：{ $seats }。
import-refused-move-number = { $seq }手目の順番が正しくありません：手には 1, 2, 3, … と番号を付ける必要があり、ここは{ $expected }手目のはずです。
import-refused-move-time = { $seq }手目："{ $written }" は RFC 3339 の時刻ではありません（例：2026-11-30T09:15:00Z）。
import-refused-move-stamp = { $seq }手目の時刻 { $written } は、前の手（最初の手なら対局の作成）より前か、未来です。手の時刻は順に並んでいなければなりません。
import-refused-move-by = { $seq }手目："by" が "{ $by }" になっています。手を指すのは "player"、"mail"、"auto"、"orders" のいずれかです。
import-refused-replay = 手の記録をここで再現できません：{ $seq }手目（"{ $action }"）：{ $why }
import-refused-auto = { $seq }手目（"{ $action }"）はサーバーが指した手（"auto"）とされていますが、{ $terms_forced ->
    [yes] その局面でその席が指せる合法な操作はそれだけではありませんでした。
   *[no] 対局の条件では auto_forced が false です。
}
import-refused-result = ドキュメントの結果（{ $result }、状態 { $status }）は、手の記録からたどり着く結果（{ $reached }、終局）と一致しません。
import-refused-ending = ドキュメントでは対局が結果 { $result } で終局したことになっていますが、手の記録では対局は終わっていません。また、その結果は、手以外で終わった対局にサーバーが記録するもののどれでもありません（例：{ $example }）。
import-refused-result-unfinished = ドキュメントの状態は { $status } ですが、結果（{ $result }）が書かれています。手の記録では対局は終わっていません。
import-refused-unfinished = ここで取り込めるのは、終局した対局の棋譜だけです：終わっていない対局には秘密のシードが含まれているため、サーバー間の移動は運営者が `herald import` で行います。
import-refused-no-account = { $seat }の席のプレイヤー（{ $name }）には、このサーバーのアカウントがありません。終わっていない対局では、すべてのプレイヤーが先に新規登録する必要があります。
import-refused-empty-seat = { $seat }の席にプレイヤーがいません。終わっていない対局では、どの席にもこのサーバーのアカウントを持つプレイヤーが必要です。
import-refused-nobody-here = ドキュメントのプレイヤーは、誰もこのサーバーのアカウントを持っていません。取り込むには、まずそのうちの1人が新規登録する必要があります。

## ChatRefused（src/service/chat.rs）
chat-refused-empty = メッセージが空です。1〜{ $most_chars }文字で書いてください。
chat-refused-too-long = メッセージが{ $chars }文字あります。メッセージは{ $most_chars }文字までです。
chat-refused-control-character = メッセージに制御文字が含まれています。送れるのは文字、記号、改行だけです。
chat-refused-not-a-player-writing = あなたは対局 #{ $game }のプレイヤーではありません。チャットに書き込めるのはその対局のプレイヤーだけです。
chat-refused-not-a-player-muting = あなたは対局 #{ $game }のプレイヤーではありません。チャットをミュートできるのはその対局のプレイヤーだけです。
chat-refused-too-many = { $sentence }


## NoteRefused（src/service/notes.rs）
note-refused-not-the-author = 対局 #{ $game }のメモは、それを書いているプレイヤーが自分の席でだけ読み書きできます。
note-refused-too-long = メモが{ $chars }文字あります。メモは{ $most_note_chars }文字までです。
note-refused-still-going = 対局 #{ $game }はまだ続いています。メモは終局後に公開できます。
note-refused-nothing-to-reveal = 対局 #{ $game }ではメモを書いていません。公開するものはありません。

## NotThere（src/service/loaders.rs）
not-there-game = 対局 #{ $game }はありません。リンクを確かめるか、ロビーで対局を探してください。
not-there-move = 対局 #{ $game }に{ $seq }手目はありません：あるのは0手目（初期配置）から{ $last }手目までです。
not-there-player = 「{ $name }」という名前のプレイヤーはいません。綴りを確かめるか（大文字と小文字は区別しません）、対局のページでプレイヤーを探してください。

## OrdersRefused（src/service/orders.rs）
orders-refused-not-a-player = あなたは対局 #{ $game }のプレイヤーではありません。{ $what ->
    [decisions-ahead] 事前の選択
   *[standing-orders] 事前の戦闘命令
}を出せるのはその対局のプレイヤーだけで、それぞれ自分の席の分だけです。
orders-refused-over = 対局 #{ $game }は終局しています。事前の戦闘命令はもう変更できません。
orders-refused-not-in-play = 対局 #{ $game }は対局中ではありません：いまこの対局で事前に選べるものはありません。
orders-refused-no-standing-orders = { $title }には事前の戦闘命令がありません：判断はすべて、その番が来たときに尋ねられます。
orders-refused-not-the-kinds = { $why }
orders-refused-nothing-ahead = "{ $action }" はいま事前に選べません：いまは何も事前に選べません（リチャード三世では、この手番のカードが公開されると、次の手番のカードを選べるようになります）。
orders-refused-not-ahead = "{ $action }" はいま事前に選べません。選べるのは次のものです：{ $may }。

## ExportRefused（src/service/transfer.rs）
export-refused-not-a-player = 対局 #{ $game }をダウンロードできるのは、その対局のプレイヤーだけです。
export-refused-unfinished = 対局 #{ $game }はまだ終わっていません：終わっていない対局には秘密のシードが含まれているため、書き出せるのはサーバーの運営者だけです（herald export { $game }）。

## ParseEmailError（src/domain.rs）：「そのメールアドレスは…」に続く述語
parse-email-error-too-long = { $most }文字を超えています
parse-email-error-spaces = 空白や制御文字を含んでいます
parse-email-error-quoted = 引用符で囲まれた部分を含んでいます（メールサーバーはこれをほとんど受け付けません）
parse-email-error-not-an-address = こちらから送信できるアドレスではありません

## ServiceError（src/service/mod.rs）
service-error-damaged = 対局 #{ $game }の保存データを読み込めません（{ $damage }）。何も変更されていません。サーバーの運営者が `herald verify` で見つけて修復できます。
service-error-unexpected = こちら側で問題が起きました。何も変更されていません。少し待ってから、もう一度お試しください。
service-error-text = { $text }

## WebRefused（src/web/error/mod.rs）：サービスに問い合わせる前にWeb層が拒否するもの
web-refused-form-expired = このフォームは期限切れです（または別のサイトから送られました）。ページを再読み込みして、もう一度送信してください。
web-refused-bearer = トークンは 'Authorization: Bearer <token>' の形で送ってください（トークンは POST /api/tokens で取得できます）。
web-refused-signed-in-player = これにはログインしたプレイヤーが必要です：'Authorization: Bearer <token>' を送ってください（トークンは POST /api/tokens で取得できます）。
web-refused-body-not-json = リクエスト本文がJSONではありません（{ $error }）。送るべき本文は docs/API.md を見てください。
web-refused-body-fields = JSONに足りない項目か、誤った項目があります（{ $error }）。送るべき本文は docs/API.md を見てください。
web-refused-body-unread = リクエスト本文を読み込めませんでした：{ $error }
# フレームワーク、レイヤー、フォールバックが返すAPIの応答（web/error/mod.rs の
# sentence_for）。$detail は axum 自身の1行で、リクエストを引用します。
api-error-unreadable = リクエストを読み取れませんでした。このルートが受け付けるものは docs/API.md を見てください。
api-error-unreadable-because = リクエストを読み取れませんでした（{ $detail }）。このルートが受け付けるものは docs/API.md を見てください。
api-error-forbidden = この操作はできません。誰ができるかは docs/API.md を見てください。
api-error-no-route = そのようなAPIのルートや対象はありません。ルートの一覧は docs/API.md を見てください。
api-error-method = このAPIのルートは { $method } を受け付けません。使えるメソッドは docs/API.md を見てください。
api-error-too-slow = リクエストの到着に時間がかかりすぎました。もう一度送ってください。
api-error-too-large = 本文が大きすぎます：リクエストの本文は{ $kib } KiBまでです。
api-error-not-json = 本文は 'Content-Type: application/json' を付けたJSONで送ってください。docs/API.md を見てください。
api-error-wrong-value = リクエストの形は正しいのですが、値が正しくありません。docs/API.md を見てください。
api-error-wrong-value-because = リクエストの形は正しいのですが、値が正しくありません（{ $detail }）。docs/API.md を見てください。
api-error-too-many = リクエストが多すぎます。1分待ってからもう一度お試しください。
api-error-ours = サーバー側で問題が起きました。何も変更されていません。少ししてからもう一度お試しください。
api-error-refused = リクエストは拒否されました（{ $status }）。このルートが受け付けるものは docs/API.md を見てください。
api-error-too-busy = サーバーが混み合っています。少ししてからもう一度お試しください。
web-refused-no-api-route = そのようなAPIのルートはありません。docs/API.md を見てください。
web-refused-no-kind = "{ $kind }" というゲームの種類はありません。GET /api/kinds を見てください。
web-refused-join-body = リクエスト本文が {"{"}"seat": "red"{"}"} のようなJSONではありません（{ $error }）。
web-refused-chat-after = after={ $after } はメッセージのidではありません：手元にある最後のメッセージのidを指定してください。
web-refused-no-page = そのようなページはありません。ロビーから探してみてください。
web-refused-malformed-path = そのようなページはありません：対局と手には番号が付いています。ロビーから探してみてください。
web-refused-no-game-id = 対局 "{ $text }" はありません：対局のidは数字です。
web-refused-no-move-number = "{ $text }" は手の番号ではありません。
web-refused-record-tick = 辞退することを確認するため、「この対局には参加していません」にチェックを入れてください。
web-refused-record-choose = 棋譜を承認するか辞退するかを選んでください。
web-refused-no-kind-page = "{ $kind }" という名前で "{ $page }" のページがあるゲームはありません。ゲームの一覧は「新しい対局」のページにあります。
web-refused-leave-tick = 抜けることを確認するため、「この対局から抜けます」にチェックを入れてください。
web-refused-resign-tick = 投了することを確認するため、「この対局を投了します」にチェックを入れてください。
web-refused-agreement-step = "{ $step }" はここではできません。対局のページを再読み込みしてください。

## 拒否の中で使う言葉：「away … は使えません（…）」の（…）に入る理由
absence-why-no-dates = 有効な日付がありません
absence-why-ends-before-it-begins = 終了日が開始日より前です
absence-why-unknown-time-zone = タイムゾーンが不明です
absence-why-not-in-your-time-zone = あなたのタイムゾーンに当てはめられません
absence-why-ends-too-late = 終了日が遅すぎます
absence-why-longer-than-60-days = 60日を超えています

## MoveError（src/engine/game.rs）
move-error-not-your-turn = 今は{ $seat }の手番ではありません。相手の手番が終わるのを待ってください。
move-error-finished = ゲームは終了しました。これ以上手は指せません。
move-error-unparseable = 「{ $notation }」は{ $title }の操作ではありません。一覧にある操作を送ってください（例：「{ $example }」）。
move-error-illegal = { $reason }（ルール { $rule }）

## LineError（src/service/game/table/refusal.rs）：メールで返信した行
line-error-no-list = メールに番号付きの一覧はありませんでした（合法な操作が{ $most }個を超えていたため）。{ $number }はどの操作も指しません。操作そのものを書いてください。
line-error-no-such-number = メールの一覧の操作は1から{ $listed }までです。{ $number }はその中にありません。一覧の番号か、操作そのものを返信してください。
line-error-after-chance = { $after }行目、またはその後のサーバーの手が{ $barrier ->
    [dice] ダイスを振ります
   *[reveal] 隠れていたものを公開します
}。返信はそこから先へは進めません（待ったがそこを越えて戻れないのと同じです）。何も指されていません。{ $after }行目とそれより前の行を送り、残りは次のメールへの返信で送ってください。
line-error-turn-over = 前の行であなたの手番は終わり、何も指されていません。この手番の手だけを送ってください（次の手番には次のメールが届きます）。
line-error-number-after-first-line = 番号はメールの一覧の操作を指しますが、一覧は最初の行のためのものです。2行目以降は、一覧にあることばで操作そのものを書いてください。
line-error-not-an-action = それはあなたの合法な操作ではありません。メールの一覧にあることばで書いてください（最初の行なら番号でも構いません）。
line-error-ambiguous = このことばはあなたの合法な操作の{ $actions }個に当てはまります。どれのことか記譜で書くか（書き方はゲームページの記譜の説明にあります）、最初の行ならその番号を書いてください。

# ゲームが受け付けない設定や常設命令。
options-not-object = 設定はJSONオブジェクトでなければなりません
options-no-such = 「{ $game }」に設定"{ $key }"はありません。設定は次のとおりです：{ $known }
options-none = なし
options-notation = { $text }
options-choice = 設定"{ $key }"は次のいずれかでなければなりません：{ $choices }
options-bad = 設定の組み合わせが正しくありません（{ $detail }）。ゲームが示す設定だけを、それぞれの選択肢の1つで送ってください。
orders-not-object = 命令はJSONオブジェクトでなければなりません（例：{"{"}"fire": "always"{"}"}）
orders-none = 「{ $game }」に常設命令はありません。{"{"}{"}"}を送ってください
orders-no-such = 「{ $game }」に常設命令 "{ $key }" はありません。命令は次のとおりです：{ $keys }
orders-choice = 常設命令 "{ $key }" に { $value } は指定できません。次のいずれかを選んでください：{ $choices }
orders-bad = 命令が正しくありません（{ $detail }）。命令は次のとおりです：{ $keys }
