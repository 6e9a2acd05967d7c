### 日本語 (ja): the page's words in Japanese, the catalogue that translates
### src/ui/lang/en.ftl message for message, with the same ids and variables.
### Project Fluent's syntax: https://projectfluent.org/fluent/guide/
### Every message follows the glossary below, and so does any new one, so that the rules page (www/rules.ja.html) and the page's words agree.
###
### Style
### - Polite です/ます throughout, as lichess's Japanese translation and Japanese game rule
###   books write. Address the player without a pronoun where possible: instructions are
###   "〜してください" ("Try another move." → "別の手を試してください。"); use あなた only
###   where the sentence needs it ("あなたの手番です", as lichess does). Never お前/君.
### - Full-width punctuation in running text: 、。：！？（）「」 (nested quotes 『』),
###   ellipsis …. Button and menu names quoted in 「」: 「元に戻す」.
### - No spaces between Japanese words, nor around notation or numbers: "b6を動かす",
###   "レッスン9", "3個".
### - Moves, squares, records, links and TCN stay half-width ASCII, as in en.ftl
###   ($move, $square…): a6-a7, c3xe5xg5, h8. Digits are half-width: 1回目, 2手目, 3個.
### - No grammatical gender, no capital letters: the English capitals of game terms
###   (Crowned, Uncrowned, Troika) are carried by the fixed terms below instead.
### - Plurals: the language's plural rule is "other" only (src/ui/lang/mod.rs), so a
###   select on a count needs just *[other]; a count takes a counter word instead:
###   pieces 個 ("3個の駒", "駒を3個取る"), moves 手 ("3手"), games 局 ("5局"),
###   times 回 ("3回目"), lessons/puzzles as "レッスン9", "パズル12".
### - $side: select [white] 白 *[black] 黒. The names do not inflect; particles follow:
###   白が (subject), 白は (topic), 白の ("White's", "of White"), 白に ("for/to White").
###   "White to move" 白番です / 白の手番です; "White wins" 白の勝ちです.
###
### Glossary (English → Japanese; notes)
### - White → 白 (the side and its pieces; "White's pieces" 白の駒)
### - Black → 黒
### - side (White or Black) → 側 ("the side to move" 手番の側); turn → 手番
### - player → プレイヤー; opponent → 相手; enemy piece → 相手の駒 (not 敵)
### - piece → 駒 (counter 個: 10個の駒)
### - square → マス; empty square → 空いているマス / 空きマス
### - move (noun) → 手 ("the last move" 直前の手; "legal move" 合法手;
###   "move number" 手数: "手数2"); to play a move → 指す; to move a piece → 動かす
### - set-up position → 設定局面; position → 局面; start position → 開始局面
### - step (noun and verb) → ステップ / ステップする (a one-square move in any of the
###   eight directions; "may step to" ステップできる)
### - jump → ジャンプ / ジャンプする; the jumping piece (jumper) → ジャンプする駒
### - hop (noun) → ホップ ("two hops" 2回のホップ, "the second hop" 2回目のホップ);
###   to hop a piece (go over it) → 跳び越える ("hops d4" d4を跳び越える; "the piece
###   hopped first" 1回目に跳び越えられた駒)
### - double jump → ダブルジャンプ
### - first landing → 1回目の着地点; final landing → 最終着地点
### - capture (verb) → 取る ("captures f5" f5を取る; "is captured" 取られる);
###   capture (noun) → 駒取り ("White's third capture" 白にとって3個目の駒取り);
###   captured pieces → 取った駒 / 取られた駒 (say whose side counts)
### - Crowned (a piece) → 戴冠駒 (noun; "a Crowned piece" 戴冠駒; before another term:
###   戴冠トロイカ); never 王冠駒 or クラウン
### - Uncrowned (a piece) → 無冠駒 (noun; "Uncrowned c3" 無冠駒のc3)
### - crown (noun) → 冠 ("loses its crown" 冠を失う; the legend's crown mark 冠)
### - to crown / be Crowned → 戴冠する (intransitive, of the piece: "b3 is Crowned"
###   b3が戴冠する); causative "the step crowns the piece" そのステップで駒が戴冠する
###   (or 駒を戴冠させる)
### - to uncrown → 冠を奪う ("an Uncrowned piece uncrowns" 無冠駒は冠を奪う);
###   passive "is uncrowned" 冠を奪われる
### - Troika → トロイカ (a line of three or more Uncrowned pieces of one colour)
### - Crowned Troika → 戴冠トロイカ
### - win → 勝ち / 勝つ ("White wins" 白の勝ちです; "How to win" 勝利条件; "Winning" 勝利)
### - lose → 負け / 負ける
### - draw → 引き分け ("the game is drawn" 対局は引き分けになります; lichess also uses
###   ドロー in tables, but use 引き分け everywhere here); "Draw agreed" 合意による引き分け
### - resign → 投了 / 投了する ("White resigned" 白が投了)
### - pass → パス / パスする
### - threefold repetition → 同一局面3回 (the house rule's name; "draws on threefold
###   repetition" 同一局面3回で引き分け; lichess writes 同形三復, less clear; never
###   千日手, which is shogi's fourfold rule); house rule → ハウスルール
### - second-turn rule → 2手目ルール ("the piece it binds" 2手目ルールで拘束された駒)
### - game (one played) → 対局; record → 棋譜; link → リンク
### - Undo → 元に戻す (the button); "take back" 取り消す
### - status line → ステータス行
### - lesson → レッスン ("lesson 9" レッスン9; "Next lesson" 次のレッスン)
### - puzzle → パズル (lichess's older タクティクス is not used)
### - analysis → 解析 (the engine's analysis of a position; lichess: 棋譜解析)
### - engine → エンジン
### - review (of a game) → レビュー (対局レビュー in full)
### - inaccuracy → 疑問手 (?!); mistake → 悪手 (?); blunder → 大悪手 (??), as lichess
###
### Lessons, as the rules page names them (the course title, where it differs, after "/")
### - 1 stepping → ステップ
### - 2 crowning through a Troika → トロイカで戴冠
### - 3 a Crowned piece captures → 戴冠駒は駒を取る
### - 4 an Uncrowned piece uncrowns → 無冠駒は冠を奪う
### - 5 only the second hop counts → 効果があるのは2回目のホップだけ
### - 6 uncrowned into a Troika → 冠を奪われてトロイカに
###   / Uncrowned into a Troika: captured → 冠を奪われてトロイカに：取られる
### - 7 a Crowned Troika → 戴冠トロイカ / Winning by a Crowned Troika → 戴冠トロイカで勝つ
### - 8 three captures → 駒を3個取る / Winning by three captures → 駒を3個取って勝つ
### - 9 the second-turn rule → 2手目ルール
### Rules page button: "Try it: lesson 9, the second-turn rule" →
###   試してみましょう：レッスン9「2手目ルール」

## Learn from your mistakes (the review's practice mode)

# $ply: the move's number in the game; $class: "inaccuracy", "mistake" or "blunder";
# $glyph: its mark (?!, ?, ??).
mistake-prompt =
    { $ply }手目：{ $side ->
        [white] 白
       *[black] 黒
    }が{ $played }を指しました。これは{ $class ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（{ $glyph }）です。{ $side ->
        [white] 白
       *[black] 黒
    }にとってより良い手を見つけてください。
# The marked move once a better one is found or shown.
mistake-marked =
    { $ply }手目：{ $side ->
        [white] 白
       *[black] 黒
    }が{ $played }を指しました。これは{ $class ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（{ $glyph }）です。
# $index: the move on show (1 for the first).
mistakes-progress = 直すべき{ $total }手のうち{ $index }手目
mistake-checking = { $move }を確認しています…
mistake-right-engine = 好手です：{ $move }はエンジンが選ぶ手です。「次へ」で進んでください。
mistake-right-chances = 好手です：{ $move }でも勝機は保たれます。「次へ」で進んでください。
mistake-played-again = { $move }は対局で実際に指された手です。別の手を試してください。
mistake-wrong = { $move }では損が大きすぎます。別の手を試してください。
# $why: the reason the engine gave, a sentence of its own.
mistake-unjudged = その手は判定できませんでした（{ $why }）。もう一度試してください。
mistake-hint = ヒント：{ $square }の駒を動かしてください。
# Japanese has only the plural category "other": no select on $total.
mistakes-summary =
    完了：{ $side ->
        [white] 白
       *[black] 黒
    }にとってより良い手を{ $total }手中{ $found }手見つけました（答えを表示{ $shown }手、スキップ{ $skipped }手）。
mistakes-started =
    自分のミスから学ぶ：{ $side ->
        [white] 白
       *[black] 黒
    }の直すべき手は{ $total }手です。
mistakes-skip = スキップ
mistakes-next = 次へ
mistakes-leave = 対局に戻る
mistakes-left = 対局とそのレビューに戻りました。
drill-left = 対局に戻りました。
drill-title = 自分のミスを練習
drill-started = 自分のミスを練習：レビュー済みの対局から今やる問題は{ $due }問です。
drill-progress = 今やる問題 { $due } · 正解 { $solved } · 不正解 { $missed }
drill-from = { $date } の対局（{ $white } – { $black }）から。
drill-done = 今やる問題はもうありません：正解 { $solved }、不正解 { $missed }。{ $when }
drill-in-minutes = 次の問題は{ $n }分後に戻ってきます。
drill-in-hours = 次の問題は{ $n }時間後に戻ってきます。
drill-in-days = 次の問題は{ $n }日後に戻ってきます。
drill-line = 自分のミス：{ $total } · 今やる問題 { $due } · 覚えた問題 { $learned }
drill-accuracy-label = 最近のレビュー済み対局での正確さ（古い順）
drill-accuracy-bar = { $date }：{ $accuracy } %

## The page's language

# Said in the language just chosen.
language-spoken = ページは日本語で表示されています。
# $language: the language's name in itself (Deutsch, 日本語…); $why: why its words
# could not be loaded.
language-unavailable = { $language }の文言を読み込めませんでした（{ $why }）。ページはそのままです。

## The page's fixed labels: the texts of index.html's elements that name them in
## data-t (or an attribute's, in data-t-title, data-t-aria-label, data-t-placeholder).
## A message made of several pieces (a sentence with a word in bold) is split where
## the page splits it. "Three Crowns", the game's name, stays as it is.

update-notice-a-new-version-is = 新しいバージョンの準備ができました。対局は保存されています。
update-reload = 再読み込み
rest-failed = ゲームの一部をダウンロードできませんでした。対局は保存されています。再読み込みして続けてください。
export-cancel = キャンセル
crash-copy = 棋譜をコピー
page-skip-to-the-board = 盤へ移動
page-board-label = 盤
seat-black-label = 黒：対局者
board-resize-title = ドラッグで盤の大きさを変更、ダブルクリックでウィンドウに合わせます
board-resize-label = 盤の大きさ：ドラッグまたは矢印キーで変更、Enterキーでウィンドウに合わせます
seat-white-label = 白：対局者
board-help = 矢印キーでカーソルを動かします。EnterキーかSpaceキーで駒を選び、次に移動先を選びます。Escapeキーで選択を解除します。
open-lessons-title = 短い対話型レッスン：実際に指しながらルールを覚えます
open-lessons = 学習
open-puzzles-title = 戦術パズル：勝ちを決める手を見つけます
open-puzzles = パズル
open-rules = ルール
welcome-title = Three Crownsへようこそ
# Shown after the bold welcome-goal-how-to-win ("勝利条件：").
welcome-goal-capture-three-of-your = 相手の駒を3個取るか、自分の戴冠駒3個を一直線に並べると勝ちです。
welcome-goal-how-to-win = 勝利条件：
welcome-new-to-the-game = 初めてですか？9つの短いレッスンで1手ずつ学べます。先にルールを読むこともできます。
# The welcome's button, and the button that plays a typed move.
welcome-play = プレイ
lesson-leave = 対局に戻る
result-new = 新しい対局
result-swap = 白黒を入れ替えてもう一局
result-review = レビュー
result-share = 共有
result-png-title = 最終局面の画像をダウンロード（PNG）
result-png = 画像
result-gif-title = 対局全体のアニメーションGIFを作成
result-gif = GIF
page-game-state-label = 対局の状況
save-warning-copy = 棋譜をコピー
save-warning-download = 棋譜をダウンロード（.tcg）
friend-title = 友達との対局
friend-name-row-your-name = あなたの名前
friend-name-placeholder = 友達に誰が指しているか伝わるように
friend-copy = リンクをコピー
friend-qr = QRコード
friend-accept = 引き分けに同意する
friend-qr-code-label = リンクのQRコード：友達の端末で読み取ってください
friend-box-link = リンク
lesson-box-label = レッスン
lesson-box-lesson-controls-label = レッスンの操作
lesson-retry = もう一度
lesson-list-title-lessons = レッスン ·
puzzle-box-label = パズル
puzzle-box-puzzle-controls-label = パズルの操作
puzzle-solution = 解答を表示
puzzle-progress-label = あなたの成績
puzzle-progress-rating = レーティング
puzzle-progress-streak = 連続正解
puzzle-progress-solved = 正解
puzzle-progress-failed = 不正解
puzzle-box-link-to-this-puzzle = このパズルへのリンク
page-study-label = 検討
analysis-box-lines = 読み筋の数
analysis-line-label = 最善の読み筋
editor-what-a-click-puts-label = クリックで盤に置くもの
editor-white = 白
editor-crowned = 戴冠駒
editor-black = 黒
editor-eraser = 消しゴム
editor-to-move = 手番
editor-the-white-piece-the-title = 2手目ルールで拘束される白の駒（なければ空欄）
editor-bound = 拘束
# The editor's move-number field, and the label of the field where a move is typed.
editor-move = 手
editor-position-text = 局面テキスト
edit-start = 開始局面
edit-clear = 空にする
edit-play = ここから対局
edit-analyse = 解析
edit-close = 閉じる
review-progress-label = レビューの進行状況
review-graph-label = 手ごとの白の勝率。クリックするとその手に移動します
review-mistakes = 自分のミスから学ぶ
review-export = 注釈付き棋譜
mistakes-hint = ヒント
mistakes-show = 答えを見る
page-moves-label = 指し手
moves-legend-captures = 駒を取る
moves-legend-uncrowns = 冠を奪う
moves-legend-crowned = 戴冠
moves-legend-a-capture-three-win = 駒取り（3個で勝ち）
page-browse-the-game-label = 対局を見返す
nav-first-title = 最初の局面（Home）
nav-first-label = 最初の局面
nav-prev-title = 前の手（←）
nav-prev-label = 前の手
nav-next-title = 次の手（→）
nav-next-label = 次の手
nav-last-title = 現在の局面（End）
nav-last-label = 現在の局面
page-game-controls-label = 対局の操作
undo = 元に戻す
redo = やり直し
flip = 盤を反転
menu-label = その他の操作と設定
resign-title = 手番の側（コンピューターとの対局では人間の側）が投了します。2回押してください
resign = 投了
open-games-title = ここで指したすべての対局：検索、再生、続行、エクスポート
open-games = 対局一覧
reopen-previous-title = この対局を、新しい対局・読み込み・リンクによって置き換えられた対局と入れ替えます
reopen-previous = 前の対局
hint-title = 手番の側にエンジンが勧める手を表示します
review-game-title = すべての局面を評価し、ミスに印を付けます
review-game = 対局をレビュー
edit-position = 局面を編集
menu-study-tools-label = 検討ツール
menu-threats = 脅威
menu-analysis = 解析
save-share-save-and-share = 保存と共有
save-share-link-to-this-game = この対局へのリンク
save-share-this-game-s-record = この対局の棋譜
copy-png = 画像をコピー
save-png = 画像をダウンロード（.png）
save-gif = アニメーションGIF
save-share-this-position-tcn = この局面（TCN）
copy-position = 局面をコピー
import-open-a-game = 対局を開く
import-paste-a-game-record = 棋譜を貼り付け
import-record = この棋譜を読み込む
import-open-a-file = ファイルを開く…
# Three pieces, in this order: this, then open-games (emphasised: 対局一覧), then
# import-brings-it-back.
import-the-game-in-progress = 進行中の対局は、希望すれば残しておけます：
import-brings-it-back = から呼び戻せます。
settings-settings = 設定
settings-game-settings-label = 対局の設定
settings-turn-the-board-to = 手番の側に盤を向ける
settings-draw-on-threefold-repetition = 同一局面3回で引き分け
settings-display-and-sound-label = 表示と音
settings-theme = テーマ
theme-as-the-system = システムに合わせる
theme-light = ライト
theme-dark = ダーク
settings-coordinates = 座標
settings-colour-blind-safe-colours = 色覚に配慮した配色
settings-mute-sounds = 音を消す
settings-analysis-workers-at-most = 解析ワーカー数（上限）
move-entry-type-a-move = 手を入力
move-input-placeholder = a6-a7またはc3xe5xg5
move-help = ステップ：出発マス-到着マス。ダブルジャンプ：出発マスx1回目の着地点x最終着地点。
rules-title = Three Crownsの遊び方
close-rules-label = ルールを閉じる
ng-computer-title = コンピューターと対局
new-game-dialog-level = レベル
new-game-dialog-you-play = あなたの色
ng-colour-random = ランダム
ng-two-title = この端末で2人で対局
new-game-dialog-white-s-name = 白の名前
new-game-dialog-black-s-name = 黒の名前
ng-friend-title = 友達と対局
new-game-dialog-on-another-device-each = 別々の端末で対局します：1手ごとに、あなたが送るリンクで手を伝えます。持ち時間はありません。
ng-friend = 友達を招待
ng-friend-way = 方法
ng-friend-live = ライブ
ng-friend-links = リンクで
live-wait = 待つ
live-by-links = リンクで続ける
live-claim = 勝ちを申告する
live-chat-hide = チャットを隠す
live-chat-label = チャット
live-chat-placeholder = 入力して Enter
new-game-dialog-clock = 持ち時間
ng-custom-minutes = 分
ng-custom-increment-s = 1手ごとの加算（秒）
replace-title = 対局が進行中です
replace-keep = 残す
replace-discard = 破棄する
games-search-label = プレイヤー名で検索
games-search-placeholder = 名前で検索
games-result-label = 結果
games-kind-label = 相手
games-undo-bar-game-deleted = 対局を削除しました。
friend-list-title = 友達との対局一覧
games-export = すべてエクスポート（.tcg）
games-dialog-import-games = 対局を読み込む…
settings-language = 言語 (Language)

## The game: the board's refusals, moves, the turn line, results

# $square, $from, $to: squares; $owner: whose piece it is; $side: who is to move.
refusal-not-yours =
    { $square }の駒は{ $owner ->
        [white] 白
       *[black] 黒
    }の駒です。いまは{ $side ->
        [white] 白
       *[black] 黒
    }の手番です。
refusal-no-moves = 対局は終了しています。これ以上は指せません。
refusal-stuck = { $square }の駒には合法手がありません。
refusal-ambiguous = { $from }から{ $to }に着地するジャンプが複数あります：1回目の着地点を選んでください。
refusal-unreachable = { $from }の駒は{ $to }に行けません：ステップは隣の空いているマスへ1マス進み、ダブルジャンプは相手の駒2個を跳び越えます。
# A move described for the status line and screen readers. $side: who moved; $move: the
# move; $from, $to: its squares; $first, $second: the pieces a double jump hops;
# $effects: what it did, made of the move-uncrowns, move-captures and move-crowned
# clauses below, each starting with its own separator (in Japanese "、").
move-step =
    { $side ->
        [white] 白
       *[black] 黒
    }の{ $move }：{ $from }から{ $to }へステップ{ $effects }。
move-jump =
    { $side ->
        [white] 白
       *[black] 黒
    }の{ $move }：{ $from }から{ $first }と{ $second }を跳び越えて{ $to }へダブルジャンプ{ $effects }。
# $side: the side of the piece that loses its crown.
move-uncrowns =
    、{ $square }の{ $side ->
        [white] 白
       *[black] 黒
    }の駒が冠を失う
# $side: the side of the piece captured.
move-captures =
    、{ $square }の{ $side ->
        [white] 白
       *[black] 黒
    }の駒を取る
move-crowned = 、{ $square }で戴冠
# The separator of a short list ("captures, crowned").
list-comma = { "、" }
# What a move did, in the move list (as the legend: moves-legend-*).
mark-captures = 駒を取る
mark-uncrowns = 冠を奪う
mark-crowned = 戴冠
# A move list button's name for screen readers; $marks: what it did, each after list-comma.
move-label = { $ply }手目：{ $move }{ $marks }
turn-to-move =
    { $side ->
        [white] 白
       *[black] 黒
    }の手番です
turn-bound =
    { $side ->
        [white] 白
       *[black] 黒
    }の手番です（2手目ルール：{ $square }の駒）
# $turn: the turn line; $view: the move on show; $ply: the game's moves.
turn-showing = { $turn }（全{ $ply }手中{ $view }手目を表示中）
# How a game ended, as a clause (outcome makes it a sentence). $winner, $loser: sides.
# In Japanese a noun phrase without です, so that it fits outcome, withdrawn and game-over.
outcome-resigned =
    { $loser ->
        [white] 白
       *[black] 黒
    }の投了で{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-time =
    時間切れで{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-abandoned =
    { $loser ->
        [white] 白
       *[black] 黒
    }の退出で{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-three-captures =
    駒を3個取って{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-crowned-troika =
    戴冠トロイカで{ $winner ->
        [white] 白
       *[black] 黒
    }の勝ち
outcome-no-moves = 手番の側に合法手がないため引き分け
outcome-repetition = 同一局面3回で引き分け
outcome-agreement = 合意による引き分け
# $outcome: one of the outcome-* clauses.
outcome = { $outcome }。
# The result card's heading ($score: 1-0, 0-1 or ½-½) and reason.
result-win =
    { $winner ->
        [white] 白の勝ち
       *[black] 黒の勝ち
    } · { $score }
result-draw = 引き分け · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } 対 { $black }
result-why-three-captures = 駒を3個取って勝利
result-why-crowned-troika = 戴冠トロイカで勝利
result-why-resigned =
    { $loser ->
        [white] 白
       *[black] 黒
    }が投了
result-why-time =
    { $loser ->
        [white] 白
       *[black] 黒
    }の時間切れ
result-why-abandoned =
    { $loser ->
        [white] 白
       *[black] 黒
    }の退出
result-why-no-moves = 手番の側に合法手がない
result-why-repetition = 同じ局面が3回目に現れた
result-why-agreement = プレイヤー同士の合意
viewing-start = 開始局面を表示中（全{ $ply }手）
viewing-move = 全{ $ply }手中{ $view }手目を表示中
bound-next = 2手目ルール：白は次の手でも{ $square }の駒を動かさなければなりません。
# The browser tab's title; $turn: the turn line.
page-title = { $turn } · Three Crowns
# The board's name for screen readers; $side: the side at the bottom.
board-label =
    盤（{ $side ->
        [white] 白
       *[black] 黒
    }が手前）。{ $turn }
taken-back-one = { $move }を取り消しました。
taken-back-two = { $first }と{ $second }を取り消しました。
browsed-after = { $view }手目{ $move }の後の局面を表示しています。
browsed-current = 現在の局面（{ $move }の後）に戻りました。
browsed-start = 開始局面を表示しています。
resign-confirm =
    { $side ->
        [white] 白
       *[black] 黒
    }が投了します。確定するには、もう一度「投了」を押してください。
# $outcome: one of the outcome-* clauses.
withdrawn = 取り消しました：{ $outcome }。対局は続きます。
game-over = 対局は終了しました：{ $outcome }。新しい対局を始めるか、「元に戻す」を押してください。
repetition-on = 同一局面3回で引き分けになります（ハウスルール：オン）。
repetition-off = 同一局面3回ルールはオフです：同じ局面が繰り返されても引き分けになりません。
rules-loading = ルールを読み込んでいます…
# $why: why, in English for now.
rules-unavailable = ルールを読み込めませんでした：{ $why }。ルールを閉じて、もう一度開いてください。対局はそのままです。

## Fixed sentences of the status line and the page

# Storage works again after a failure.
saving-again = 対局の保存が再開しました。
# A click while browsing returns to the live position.
back-to-current = 現在の局面に戻りました。
# Undo with nothing to take back.
nothing-to-undo = 取り消す手がありません。
# Undo after a loss on time.
time-loss-final = この対局は時間切れで負けました。時間切れの結果は確定で、手は取り消せません。
# The first press of Agree a draw.
draw-confirm = 両プレイヤーが引き分けに同意したことを確定するには、もう一度「引き分けに同意」を押してください。
# Resign with the computer in both seats.
nobody-resigns = コンピューターが両方の側を指しています：投了する人がいません。
# Agree a draw without two people at the screen.
no-draw-agreement = 引き分けに合意できるのは、この画面で対局している2人の間だけです。
# Redo with nothing to replay.
nothing-to-redo = やり直す手がありません。
# Another tab continued (or took back moves of) this game.
updated-from-tab = 別のタブでの変更を反映しました。
# The previous game is back.
previous-reopened = 前の対局を再び開きました。
# No previous game to reopen.
no-previous = 前の対局はありません。
# A record imported.
imported = 対局を読み込みました。
# A share link opened.
link-opened = 共有された対局を開きました。
# The position editor opened.
editor-open = 局面を編集中：駒か消しゴムを選び、盤上をクリックまたはドラッグしてください。
# The position editor closed without playing.
editor-closed = エディターを閉じました。対局は元のままです。
# An editor action with no editor open.
editor-not-open = 局面エディターは開いていません。
# The editor reopened after a reload, as it was left.
editor-reopened = 局面エディターは前回のまま開いています。閉じるまで対局は待機します。
# A move (from any source) or a hint asked for while the editor is open.
game-waits-for-editor = 局面エディターが開いている間、対局は待機します：続けるにはエディターを閉じてください。
# A game started from the editor's position.
set-up = 設定局面から新しい対局を始めました。
# The offer of a review beside a finished game's result.
review-offer = 対局をレビュー
# A review started.
review-started = 対局をレビューしています：すべての局面を評価します。
# A review finished.
review-done = レビューが完了しました：印の付いた手には、指し手一覧で?!、?、??が表示されます。
# A review cancelled.
review-cancelled = レビューを中止しました。
# A finished review closed.
review-closed = レビューを閉じました。
# The annotated record put in the record box.
review-exported = レビューの注釈付き棋譜を「保存と共有」に入れました。
# Export asked for without a finished review.
no-review = この対局には、エクスポートできる完了したレビューがありません。
# The tooltip of a move of the best line.
preview-title = この手の後の局面を表示
# A hint asked for while browsing.
hint-while-browsing = ヒントは対局の現在の局面に対して出します：先に現在の局面に戻ってください。
# A hint being searched for.
looking-for-hint = 良い手を探しています…
# The page cannot reach the clipboard.
no-clipboard = このページはここではクリップボードを使えません：テキストを選択してコピーしてください。
# The browser refused the clipboard.
clipboard-refused = ブラウザーがクリップボードの使用を拒否しました。代わりにテキストを選択してコピーしてください。
# The record is on the clipboard.
record-copied = 棋譜をコピーしました。
# The position's text was copied.
position-copied = 局面（TCN）をコピーしました。
# The link is on the clipboard.
link-copied = この対局へのリンクをコピーしました。

## Fixed sentences: archive

# The list is empty.
no-games-yet = まだ対局がありません：1手以上指した対局は、すべてここに保存されます。
# The filter or search leaves nothing.
no-games-match = 一致する対局がありません：絞り込みか検索の条件を変えてください。
# A game deleted.
game-deleted = 対局を削除しました。「元に戻す」で元に戻せます。
# A deleted game back.
game-restored = 削除した対局を「対局一覧」に戻しました。
# The row of the game on the board.
on-the-board = 盤上の対局
# The filters' "any" options.
any-result = すべての結果
# The kind filter's "any".
any-opponent = すべての相手
# The GIF begins.
gif-started = GIFを作成しています…
# The GIF cancelled.
gif-cancelled = GIFの作成を中止しました。
# The PNG copied.
picture-copied = 局面の画像をコピーしました。
# The PNG downloaded.
picture-downloaded = 局面の画像をダウンロードしました。
# The GIF downloaded.
gif-downloaded = 対局のGIFをダウンロードしました。
# The GIF shared.
gif-shared = 対局のGIFを共有しました。

## Fixed sentences: friend

# The status line when a friend game starts.
friend-game-started = 友達との対局を始めました：「共有」「リンクをコピー」またはQRコードで招待を送ってください。
friend-game-started-no-share = 友達との対局を始めました：「リンクをコピー」またはQRコードで招待を送ってください。
# The share sheet's title for a friend game's link.
friend-share-title = Three Crowns：あなたの手番です
# A draw offered here.
friend-draw-offered = 引き分けを提案します：あなたの手と一緒に、または提案だけを友達に送ってください。
# The clipboard took a friend game's link.
friend-link-copied = リンクをコピーしました：友達に貼り付けて送ってください。
# A seat change asked in a friend game.
friend-seats-fixed = 友達との対局では席は変えられません：友達は自分の端末で指します。
# Engine help (hint, analysis, threats, review) asked in a friend game in progress.
friend-no-help = 友達との対局では、対局が終わるまでヒント・解析・脅威・レビューは使えません。
# The repetition rule switched in a friend game.
friend-rule-fixed = 友達との対局では、同一局面3回ルールは対局開始時の設定のままで、双方で同じです。
# Undo after the move was sent.
friend-move-sent = あなたの手は送信済みのため、もう取り消せません。友達の手番です。
# A draw asked for where none can be offered.
friend-no-draw = 引き分けを提案できるのは、続行中の友達との対局だけです。
# Accept pressed with no offer standing.
friend-no-offer = 友達は引き分けを提案していません。
# The script API asked for a friend game's action outside one.
not-a-friend-game = 盤上の対局は友達との対局ではありません。
# A link from this side of the game opened here.
friend-own-link = このリンクはあなた自身の手です：友達に送ってください。何も変更していません。
# A link that goes on from where the local player resigned or accepted a draw.
friend-ended-here = この対局はここで終了しましたが、友達はまだそれを見ていません：最後のリンクをもう一度送ってください。何も変更していません。
friend-crossed = 友達があなたと同じ手で対局を終了し、リンクが行き違いました：手番だった側の終了が有効です。

## Fixed sentences: lessons

# Learn mode refuses to change the seats.
lesson-no-seats = 誰が指すかを変えるには、レッスンを終了してください。
# A lesson's start: the learner's move is awaited (the instruction stands above).
lesson-your-move = あなたの手番です。
# The button to the next lesson.
lesson-next = 次のレッスン
lesson-puzzles = パズルで練習：{ $theme }
# The same button after the last lesson, every lesson done: back to a game.
lesson-play = 対局する
# Said on leaving Learn mode that way.
lessons-all-done = すべてのレッスンが終わりました：さあ、対局しましょう。レッスンはいつでも「学習」から受け直せます。

## Fixed sentences: play

# A new game started from the dialog (or the script API).
new-game-started = 新しい対局を始めました。
# The game in progress was thrown away, as the player chose.
game-discarded = 進行中の対局を破棄しました。
# A game with clocks comes back after a reload: paused.
clocks-paused-at-start = 時計は前回のまま一時停止しています：続けるには「再開」を押してください。
# `pauseClock` / `resumeClock` in a game without clocks.
no-clock = この対局には持ち時間がありません。

## Fixed sentences: puzzle

# The solution has been shown.
puzzle-shown = これが解答でした。もう一度挑戦するか、次のパズルに進んでください。
# Puzzle mode opened or left.
puzzles-left = 対局に戻りました。離れたときのままです。
# The puzzle set is being fetched.
puzzles-loading = パズルを読み込んでいます…
# Puzzle mode refuses to change the seats.
puzzle-no-seats = 誰が指すかを変えるには、パズルを終了してください。
# The button to the next puzzle once this one is over.
puzzle-next = 次のパズル
# The same button while this one is not over.
puzzle-skip = スキップ
# The puzzle link copied.
puzzle-link-copied = パズルへのリンクをコピーしました。

## Fixed sentences: study

# Said when a preview of a line ends: the game's position is back.
preview-ended = 対局の局面に戻りました。
# Why a review stops when the engine's reply holds no evaluation.
no-evaluation = エンジンが評価値を返しませんでした

## Another tab

other-tab-kept = 別のタブで対局が変更されました：ここにも表示しています。このタブの対局は「前の対局」として残してあります。
other-tab = 別のタブで対局が変更されました：ここにも表示しています。

## Hints and the GIF's progress

hint-game-over = 対局は終了しています：ヒントを出せる手はありません。
hint-not-a-person = ヒントは人間が指す手番でのみ使えます。
# $done: the frames made; $total: all of them.
gif-progress = GIFを作成しています：{ $total }フレーム中{ $done }フレーム目…

## Puzzles: the rating and themes

# $rating: the puzzle's rating (a number, written as it is).
puzzle-about = パズルのレーティング：{ $rating }。
# $themes: the themes' names, each after list-comma.
puzzle-about-themes = パズルのレーティング：{ $rating }。テーマ：{ $themes }。
theme-crowned-troika = 戴冠トロイカ
theme-third-capture = 3個目の駒取り
theme-uncrowning = 冠を奪う
theme-double-jump = ダブルジャンプ
theme-crowning = 戴冠
theme-quiet-first-move = 静かな初手
theme-defending = 防御
theme-second-turn = 2手目ルール
# $theme: the main theme's name; $rating: the puzzle's rating.
puzzle-title = { $theme } · { $rating }
# $count: the moves to the win.
theme-win-in = { $count }手で勝ち

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = テーマ
puzzle-choice-level-label = 難易度
puzzle-theme-all = すべてのテーマ
puzzle-level-any = すべての難易度
puzzle-level-easier = やさしい
puzzle-level-normal = ふつう
puzzle-level-harder = むずかしい
puzzle-level-option = { $level }（{ $range }）
puzzle-range-any = すべての難易度
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } 以上
puzzle-range-up-to = { $max } 以下
puzzle-chosen = 次の問題: { $theme }、{ $range }。
puzzle-choice-unknown-theme = 「{ $theme }」という問題のテーマはありません。
puzzle-choice-upside-down = 最低レーティング { $min } が最高 { $max } を上回っています。
puzzle-choice-none = そのテーマと難易度の問題はありません。選択は変わりません。

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = ストリーク
puzzle-run-streak-title = 最初に間違えるまで、だんだん難しくなるパズル
puzzle-run-storm = ストーム
puzzle-run-storm-title = 3分間でできるだけ多くのパズルを解く
puzzle-run-streak-on = ストリーク：{ $score } 問正解 · 最高 { $best }
puzzle-run-storm-on = ストーム：残り { $time } · { $score } 問正解 · 最高 { $best }
puzzle-run-streak-over = ストリーク終了：{ $score } 問正解。最高記録：{ $best }。
puzzle-run-storm-over = ストーム終了：{ $score } 問正解。最高記録：{ $best }。
puzzle-runs-label = 連続パズル
puzzle-run-summary = 今回の結果
puzzle-history-heading = 挑戦したパズル
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }：正解
puzzle-tried-missed-label = { $title }：不正解

## Starting a game: the computer's levels, the clocks, the strips' names

level-1 = はじめの一歩
level-1-about = ほぼランダムに指しますが、1手で勝てる手は見逃しません。
level-2 = 初心者
level-2-about = 1手先を読みます。
level-3 = カジュアル
level-3-about = 単純な駒取りを見抜きます。
level-4 = クラブ級
level-4-about = 数手先まで計画を立てます。
level-5 = 強豪
level-5-about = 駒をただで渡すことはめったにありません。
level-6 = エキスパート
level-6-about = ほとんどのミスを咎めます。
level-7 = マスター
level-7-about = 深く読みます：運に任せる部分はほとんどありません。
level-8 = 最強
level-8-about = エンジンの最善手を指します。
# A level in the New game dialog; $name: one of level-1 … level-8.
level-option = レベル{ $level } · { $name }
clock-none = 持ち時間なし
clock-custom = カスタム…
# $clock: minutes+increment seconds, such as 3+2.
clock-bullet = { $clock } · ブレット
clock-blitz = { $clock } · ブリッツ
clock-rapid = { $clock } · ラピッド
clock-classical = { $clock } · クラシカル
custom-clock-refused = カスタムの持ち時間は1〜{ $minutes }分、1手ごとの加算は0〜{ $increment }秒にしてください。
# A strip's name for the computer, a side without a name, a friend.
strip-computer = コンピューター · レベル{ $level }
strip-side =
    { $side ->
        [white] 白
       *[black] 黒
    }
strip-friend-named = 友達（{ $name }）
strip-friend = 友達
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = あなた
strip-puzzle = パズル
strip-lesson = レッスン
# A clock's time for screen readers: $seconds as 9.3 under ten seconds.
# Japanese has only the plural category "other": no select on a count.
time-tenths = { $seconds }秒
time-seconds = { $seconds }秒
time-minutes = { $minutes }分
time-minutes-seconds = { $minutes }分{ $seconds }秒
# A clock's name for screen readers; $time: one of the time-* messages.
clock-label =
    { $side ->
        [white] 白
       *[black] 黒
    }の時計：残り{ $time }
clock-label-running =
    { $side ->
        [white] 白
       *[black] 黒
    }の時計：残り{ $time }、進行中
replace-question = 進行中の対局（{ $count }手）が置き換えられます。「対局一覧」に残しますか、それとも破棄しますか？
# A kept game in the list; $white, $black: the players' names; $result: 1-0, 0-1, ½-½ or
# kept-unfinished; $count: its moves.
kept-game = { $white } – { $black } · { $result } · { $count }手
kept-unfinished = 未完了
games-more = さらに対局を表示（{ $total }局中{ $shown }局を表示中）
standing-line = あなたのレーティング：{ $rating } ± { $deviation } · コンピューターとの対局 { $games } 局
standing-about = ここで初期配置から指した、コンピューターとの終局済みの対局から求めた Glicko-2 レーティングです。各レベルはレベル同士の対戦で評価されています。
standing-level = レベル
standing-level-rating = そのレーティング
standing-won = 勝ち
standing-drawn = 引き分け
standing-lost = 負け
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## The seats and the computer player

seat-person =
    { $side ->
        [white] 白
       *[black] 黒
    }は人間が指します。
seat-friend =
    { $side ->
        [white] 白
       *[black] 黒
    }はあなたの友達が指します。友達の手はリンクで届きます。
seat-computer =
    { $side ->
        [white] 白
       *[black] 黒
    }はコンピューター（レベル{ $level }）が指します。
thinking =
    { $side ->
        [white] 白
       *[black] 黒
    }（コンピューター、レベル{ $level }）が考えています…
hint = ヒント：{ $move }。
# $why: why, in English for now.
no-hint = ヒントはありません：{ $why }。
computer-no-move = コンピューターが手を返しませんでした（{ $why }）。一時停止しています。
computer-crashed = コンピューターが動作を停止しました（{ $why }）。一時停止しています。もう一度試すには「再開」を押してください。
computer-paused = コンピューターは一時停止しています。
computer-plays-on = コンピューターが再び指します。
clocks-paused = 対局を一時停止しました：時計は止まっています。
clocks-run = 対局を再開しました：時計が動いています。
# The pause button: what pressing it does.
resume = 再開
pause = 一時停止
# The seat drop-downs' choices.
seat-option-person = 人間
seat-option-friend = 友達
seat-option-computer = コンピューター（レベル{ $level }）

## The board's cursor, selection and previews (said to screen readers)

# The keyboard cursor's square and its piece.
cursor-crowned =
    { $square }：{ $side ->
        [white] 白
       *[black] 黒
    }の戴冠駒
cursor-uncrowned =
    { $square }：{ $side ->
        [white] 白
       *[black] 黒
    }の無冠駒
cursor-empty = { $square }：空きマス
# Added after the cursor's square, each with its own separator (in Japanese "、").
cursor-step = { "、ステップの移動先" }
cursor-final = { "、最終着地点" }
cursor-first-landing = { "、1回目の着地点" }
# A choice of squares: $squares, each after list-comma, then or $last.
squares-or = { $squares }または{ $last }
# What a previewed move would do: preview-would with $what made of the preview-* parts
# (the last joined by preview-and). In Japanese each part is a clause in the plain form,
# so that preview-would ends it with ことになります.
preview-capture = { $square }の駒を取る
preview-uncrown = { $square }の冠を奪う
preview-crown = 駒が戴冠する
preview-win = 対局に勝つ
preview-and = { $first }、そして{ $last }
preview-would = { $move }を指すと、{ $what }ことになります
preview-plays = { $move }でここに指します
# $finals: the final landings left; $square: the first landing, which goes back.
second-hop = 2回目のホップ：{ $finals } · 戻る：{ $square }
selection-via = { $from }は{ $via }を経由してジャンプします。最終着地点：{ $squares }。
selection-piece = { $square }を選択しました。
# Added after selection-piece. Japanese puts no space between sentences, so no leading
# space here.
selection-steps = ステップ先：{ $squares }。
selection-jumps = ダブルジャンプの1回目の着地点：{ $squares }。

## Puzzles

puzzle-goal =
    { $side ->
        [white] 白
       *[black] 黒
    }番で勝ち
# $id: the puzzle's number in the set.
puzzle-heading = パズル{ $id }
puzzle-prompt-now =
    あなたの手番です：{ $side ->
        [white] 白
       *[black] 黒
    }がすぐに勝つ手を見つけてください。
# $count: the solver's moves to the win (2 or more).
puzzle-prompt =
    あなたの手番です：{ $side ->
        [white] 白
       *[black] 黒
    }が{ $count }手で勝つ手を見つけてください。
puzzle-right = { $move }は正解です！続けてください…
# $side: the defender.
puzzle-after-reply =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $move }と応じました。次の手を見つけてください。
puzzle-checking =
    { $move }…{ $side ->
        [white] 白
       *[black] 黒
    }が防ぐ手を探しています。
puzzle-wrong-pending =
    { $move }は正解ではありません！{ $side ->
        [white] 白
       *[black] 黒
    }が対局を救う応手を探しています…
# Why a wrong move fails: $reply, the defender's answer; $solver and $defender: sides.
puzzle-why-saves =
    { $reply }で{ $defender ->
        [white] 白
       *[black] 黒
    }は助かります：その後、{ $solver ->
        [white] 白
       *[black] 黒
    }に必勝の手順はありません。
puzzle-why-wins =
    { $reply }で{ $defender ->
        [white] 白
       *[black] 黒
    }の勝ちになります。
puzzle-why-no-move =
    { $defender ->
        [white] 白
       *[black] 黒
    }に指せる手がなくなります：対局は引き分けです。
puzzle-why-still-wins =
    { $solver ->
        [white] 白
       *[black] 黒
    }はそれでも勝てますが、パズルの手順とは違います。
# $why: one of the puzzle-why-* sentences (Japanese: no space after it).
puzzle-wrong = { $move }は正解ではありません！{ $why }もう一度挑戦するか、解答を表示してください。
puzzle-another = { $move }でも勝てますが、このパズルが想定している手は別にあります：それを見つけてください。
# $why: why, in English for now.
puzzle-no-answer = その手は正解ではありませんが、反駁する手を見つけられませんでした（{ $why }）。もう一度挑戦するか、解答を表示してください。
puzzle-solved = 解けました！
# $change: the rating's change, signed (+16, −12).
puzzle-solved-rating = 解けました！パズルのレーティングの変動：{ $change }。
puzzle-rating-change = パズルのレーティングの変動：{ $change }。
# $moves: the solution's moves.
puzzle-showing = 解答：{ $moves }。
puzzles-unavailable = パズルを読み込めませんでした：{ $why }。対局はそのままです。
# $id: what the link asked for.
puzzle-unknown = このサイトのパズル集には「{ $id }」というパズルはありません。

## The lessons: each one's title and instruction (lesson-<id>-title, lesson-<id>-instruction)
## The titles are the course's names of the glossary above (and of the rules page).

lesson-stepping-title = ステップ
lesson-stepping-instruction = 白の駒をd5にステップさせてください：8方向のいずれかへ1マス、空いているマスに動かします。
lesson-crowning-title = トロイカで戴冠
lesson-crowning-instruction = 白の駒をステップさせて、トロイカ（白の無冠駒3個の一直線の列）を完成させてください：動かした駒が戴冠します。
lesson-capturing-title = 戴冠駒は駒を取る
lesson-capturing-instruction = c2の戴冠駒で、黒の無冠駒2個を跳び越えてジャンプしてください：2回目に跳び越えた駒が取られます。
lesson-uncrowning-title = 無冠駒は冠を奪う
lesson-uncrowning-instruction = c3の無冠駒で黒の戴冠駒2個を跳び越えてジャンプし、f5の冠を奪ってください。
lesson-second-hop-title = 効果があるのは2回目のホップだけ
lesson-second-hop-instruction = d2の戴冠駒で、e3の黒の駒を取ってください：影響を受けるのは、ジャンプで2回目に跳び越えた駒だけです。
lesson-uncrown-into-troika-title = 冠を奪われてトロイカに：取られる
lesson-uncrown-into-troika-instruction = c2の無冠駒でジャンプして、2回目に跳び越える戴冠駒が、無冠駒になると黒のトロイカの中に入るようにしてください：その駒は冠を奪われる代わりに取られます。
lesson-crowned-troika-title = 戴冠トロイカで勝つ
lesson-crowned-troika-instruction = この1手で勝ってください：白の戴冠駒3個を一直線に並べます。
lesson-three-captures-title = 駒を3個取って勝つ
lesson-three-captures-instruction = 白はすでに黒の駒を2個取っています（黒の駒は残り8個）：3個目を取って勝ってください。
lesson-second-turn-title = 2手目ルール
lesson-second-turn-instruction = 白の1手目です：白の2手目で白の駒を戴冠させてください。2手目では同じ駒をもう一度動かさなければなりません。

## The lessons' words

# $number: the lesson's number; $title: its title.
lesson-heading = レッスン{ $number }：{ $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title }（完了）
# Why a try misses the lesson's goal ($why, one of the miss-* sentences), then Retry
# (the button lesson-retry, 「もう一度」). No space after $why in Japanese.
lesson-retry-after = { $why }「もう一度」を押してください。
# $target: the square the lesson asks for.
miss-not-a-step = { $move }はダブルジャンプです：このレッスンの課題は{ $target }へのステップです。
miss-wrong-square = { $move }は{ $target }ではなく{ $to }へのステップでした：{ $target }の隣にある駒をステップさせてください。
miss-already-crowned = { $square }の駒はすでに戴冠駒でした：トロイカを完成させて、無冠駒を戴冠させてください。
miss-no-troika-step = そのステップではトロイカができなかったので、何も戴冠しませんでした。
miss-no-troika-jump = そのジャンプはトロイカの中に着地しなかったので、何も戴冠しませんでした。
miss-no-hop = { $move }はステップで、ステップでは何も跳び越えません：相手の駒2個を跳び越えるダブルジャンプをしてください。
miss-uncrowned-instead = そのジャンプでは{ $square }の冠を奪っただけです：ジャンプする駒が無冠駒なら冠を奪い、戴冠駒なら駒を取ります。
miss-captured-instead = そのジャンプでは{ $square }を取りました：無冠駒になると、自分と同じ色のトロイカの中に入ることになったからです。
# $what: lesson-verb-captured or lesson-verb-uncrowned; $affected: the second piece hopped.
# In Japanese $what is a plain past passive (取られた, 冠を奪われた) before のは.
miss-target-first = そのジャンプでは{ $target }を1回目に跳び越えたので、{ $target }はそのままです：{ $what }のは、2回目に跳び越えた{ $affected }だけです。
miss-other-piece = そのジャンプで{ $what }のは{ $target }ではなく{ $affected }でした：影響を受けるのは、ジャンプで2回目に跳び越えた駒だけです。
lesson-verb-captured = 取られた
lesson-verb-uncrowned = 冠を奪われた
miss-stays-on-board = そのジャンプで{ $square }の冠を奪いましたが、無冠駒になっても自分と同じ色のトロイカの中にはないので、盤上に残ります。
miss-by-crowned = { $square }は戴冠駒のジャンプで取られました：このレッスンは、無冠駒のジャンプによる駒取りについてのレッスンです。
miss-no-crowned-troika =
    その手では{ $side ->
        [white] 白
       *[black] 黒
    }の戴冠駒3個が一直線に並びませんでした。
# $count: the captures the learner has. Japanese has only the plural category "other":
# no select on a count.
miss-no-third-capture =
    その手では何も取れませんでした：{ $side ->
        [white] 白
       *[black] 黒
    }が取った駒はまだ{ $count }個です。
miss-cannot-crown-next =
    { $move }の後、2手目ルールにより{ $side ->
        [white] 白
       *[black] 黒
    }が次に動かせるのは{ $square }の駒だけですが、そこからトロイカを完成させることはできません。
miss-reply-blocked = { $move }の後では、レッスンの応手{ $reply }を指せません。
# What the move that met the goal did.
met-step = { $move }：1マスです。どの駒も、8方向のいずれかへこのようにステップできます。
met-crowned = { $move }でトロイカが完成しました：{ $square }の駒が戴冠します。列のほかの駒は無冠駒のままです。
met-capture = 戴冠駒のジャンプで、2回目に跳び越えた駒を取りました。
met-uncrown = { $square }は冠を失いました：無冠駒がジャンプすると、2回目に跳び越えた駒の冠を奪います。
met-capture-on = { $square }を取りました。1回目に跳び越えた{ $first }には何も起きません。
met-capture-by-uncrowning = 2回目に跳び越えた駒は、無冠駒になると自分と同じ色のトロイカの中に入ることになるため、取られました。
met-third-capture =
    3個目の駒取りです：{ $side ->
        [white] 白
       *[black] 黒
    }の勝ちです。
met-crowned-troika =
    戴冠駒3個が一直線に並びました：{ $side ->
        [white] 白
       *[black] 黒
    }の勝ちです。
# $met: one of the met-* sentences.
lesson-done = 完了です！{ $met }
# $side: the lesson's opponent; $move: its reply.
lesson-after-reply-bound =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $move }と応じました。では、{ $square }の駒をもう一度動かして戴冠させてください。
lesson-after-reply =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $move }と応じました。あなたの手番です。
lesson-not-now-done = このレッスンは完了しました：もう一度挑戦するか、次のレッスンに進んでください。
lesson-not-now-missed = 今回は目標を達成できませんでした：「もう一度」を押してやり直してください。
lesson-not-now-wait =
    { $side ->
        [white] 白
       *[black] 黒
    }の応手を待ってください。
# The turn line in a lesson.
lesson-side =
    あなたは{ $side ->
        [white] 白
       *[black] 黒
    }です
lesson-reply-coming =
    { $move }：良い手です。{ $side ->
        [white] 白
       *[black] 黒
    }が応じます…
lesson-unknown = 「{ $id }」というレッスンはありません。
lessons-done = 全{ $total }レッスン中{ $done }レッスン完了

## The study tools: threats, the editor, the analysis, the review

threats-none = 次の手で跳び越えられる駒はなく、トロイカを完成させるステップもありません。
# $side: who can do it; $square: the piece or square; $move: the move that does it.
threat-capture =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $move }で{ $square }を取れます。
threat-uncrown =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $move }で{ $square }の冠を奪えます。
threat-hop-first =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $square }を1回目に跳び越えることができ、その駒には何も起きません（{ $move }）。
threat-troika =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $square }でトロイカを作り、駒を戴冠させられます（{ $move }）。
threat-crowned-troika =
    { $side ->
        [white] 白
       *[black] 黒
    }は{ $square }で戴冠トロイカを作って勝てます（{ $move }）。
# $number: the move number set up.
editor-turn =
    局面を設定中：{ $side ->
        [white] 白
       *[black] 黒
    }の手番、手数{ $number }。
# $why: why, in English for now.
editor-invalid = 対局できる局面ではありません：{ $why }。
editor-unreadable = その局面テキストは読み取れません：{ $why }。
# $text: what was typed.
editor-bad-number = 「{ $text }」は手数ではありません：1以上の整数を入力してください。
analysis-on = 解析オン：エンジンが表示中の局面を検討します。
analysis-off = 解析をオフにしました。
# $count: the workers the analysis may search with. Japanese has only the plural
# category "other": no select on a count.
analysis-workers = 解析は最大{ $count }個のワーカーで探索し、読み筋を分担します。
workers-uses = 最大{ $count }個のワーカーを使います（1つの読み筋につき1個まで）
# $uses: one of the workers-uses clauses.
workers-offered-unknown = 解析は{ $uses }。
# $cores: the device's cores. One sentence for every count, so the core left to the page
# is said conditionally.
workers-offered = この端末のコアは{ $cores }個です：解析は{ $uses }。コアが2個以上あれば、1個はページ用に残します。
eval-thinking = 考えています…
# $count: the winner's moves to the win.
eval-wins-in =
    { $side ->
        [white] 白
       *[black] 黒
    }が{ $count }手で勝ち
eval-white-won = 白の勝ち
eval-black-won = 黒の勝ち
eval-drawn = 引き分け
# $percent: White's winning chances, a whole number.
eval-chances = 白{ $percent }%
# Why the engine's move was better than the move marked. In Japanese each is a clause in
# the plain potential form, put in better-text as "その手なら{ $why }からです".
better-wins-at-once = ただちに勝てる
better-stops-win =
    次の手での{ $side ->
        [white] 白
       *[black] 黒
    }の勝ちを防げる
better-captures = 駒を取れる
better-uncrowns = 駒の冠を奪える
better-crowns = 駒が戴冠できる
# $kept, $left: winning chances in whole percents.
better-keeps =
    実際に指した手では{ $left }%になった{ $side ->
        [white] 白
       *[black] 黒
    }の勝率を{ $kept }%に保てる
# $class: "inaccuracy", "mistake" or "blunder"; $glyph: ?!, ? or ??; $why: a better-* clause.
better-text =
    { $class ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（{ $glyph }）：{ $move }の方が良い手でした。その手なら{ $why }からです。
# A side's accuracy, in whole percents; accuracy lists them ($sides).
accuracy-side =
    { $side ->
        [white] 白
       *[black] 黒
    }{ $percent }%
accuracy = 精度：{ $sides }。
# $depth: the search's depth.
depth = 深さ{ $depth }
# $moves: the line's moves.
previewing = 読み筋{ $moves }をプレビュー中です。盤をクリックするかEscapeキーを押すと戻ります。
analysis-failed = 解析が停止しました（{ $why }）。もう一度試すには「解析」にチェックを入れてください。
review-failed = レビューが停止しました（{ $why }）。もう一度試すには「対局をレビュー」を押してください。
# A marked move's tooltip.
mark-title =
    { $class ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }：より良い手は{ $move }
review-close = レビューを閉じる
review-cancel = キャンセル
# $percent: how far the review is, a whole number.
review-progress = レビュー中…{ $percent }%
# A side's marked moves of each class. Japanese has only the plural category "other":
# no select on a count.
review-summary =
    { $side ->
        [white] 白
       *[black] 黒
    }：疑問手{ $inaccuracies }手、悪手{ $mistakes }手、大悪手{ $blunders }手。

## The player strips

# The mark beside the side to move, the winner, or both sides on a draw.
mark-to-move = 手番
mark-winner = 勝ち
mark-draw = 引き分け
# The capture slots' name for screen readers; $count: the captures (0 to 3), the enemy
# pieces taken; $total: 3. Japanese has no plural forms: a counter (個) instead.
strip-captures =
    { $side ->
        [white] 白
       *[black] 黒
    }は相手の駒を{ $total }個中{ $count }個取っています
# $label: strip-captures.
strip-captures-title = { $label }：3個取ると勝ちです
# $count: the side's Crowned pieces (0 to 10). Japanese has only the plural category
# "other": [0] and *[other].
strip-crowned =
    { $side ->
        [white] 白
       *[black] 黒
    }：{ $count ->
        [0] 戴冠駒なし
       *[other] 戴冠駒{ $count }個
    }
# $label: strip-crowned.
strip-crowned-title = { $label }：戴冠駒3個を一直線に並べると勝ちです

## Your games: the filters

filter-white-won = 白の勝ち
filter-black-won = 黒の勝ち
filter-drawn = 引き分け
filter-unfinished = 未完了
filter-two-players = 2人対局
filter-computer = コンピューター
filter-friend = 友達
filter-imported = 読み込んだ対局

## Games replaced, imported, saved

# $why: why, in English for now. Added after another sentence; Japanese puts no space
# between sentences, so no leading space here.
stash-note = 置き換えられた対局は保存されていません（{ $why }）。このタブを閉じるまでは「前の対局」で再び開けます。
previous-unreadable = 前の対局を読み込めませんでした：{ $why }。
import-failed = 棋譜を読み込めませんでした：{ $why }。対局はそのままです。
link-failed = このリンクを開けませんでした：{ $why }。対局はそのままです。
not-saved = この対局は保存されていません：{ $why }。対局はこのまま続けられます。残すには棋譜をコピーするかダウンロードしてください。
download-failed = ダウンロードに失敗しました：{ $why }

## Added labels

# The menu button's tooltip.
menu-more = その他
# The move list while it is empty.
moves-empty = まだ指し手はありません。
# The record shown when the program failed.
crash-record-label = ここまでの対局
# Agree a draw's tooltip.
agree-draw-title = 両者が引き分けに同意します。2回押してください

## The rules' refusals of a move

# $outcome: one of the outcome-* clauses.
rule-game-over = 対局は終了しています（{ $outcome }）。
rule-empty = { $square }に駒はありません。
rule-not-yours =
    { $square }の駒は{ $side ->
        [white] 白の駒ではありません。いまは白
       *[black] 黒の駒ではありません。いまは黒
    }の手番です。
rule-bound = 2手目ルール：白は2手目に、1手目で動かした駒（いまは{ $square }）を動かさなければなりません。
rule-not-adjacent = { $move }はステップではありません：ステップは隣のマスへ進みます。
rule-occupied = { $square }にはすでに駒があります。
# $why: one of the jump-* clauses. In Japanese each is a clause in the plain form.
rule-illegal-jump = { $move }は合法なダブルジャンプではありません：{ $why }。
jump-hop-shape = どのホップも一直線に2マス進まなければならない
jump-straight-back = 2回目のホップで同じ駒をまっすぐ跳び越えて戻ることはできない
jump-nothing-to-hop = ホップでは相手の駒を跳び越えなければならない
jump-own-piece = 自分の駒は跳び越えられない
jump-crowned-hops-crowned = 戴冠駒が跳び越えられるのは無冠駒だけ
jump-uncrowned-hops-uncrowned = 無冠駒が跳び越えられるのは戴冠駒だけ
jump-landing-occupied = ホップは空いているマスに着地しなければならない
jump-not-legal = 合法手の中にない

## Errors the page says

# $side: the puzzle's defender.
puzzle-wait-reply =
    { $side ->
        [white] 白
       *[black] 黒
    }の応手を待ってください。
puzzle-wait-answer =
    { $side ->
        [white] 白
       *[black] 黒
    }が応じるのを待ってください。
puzzle-wait-try-over = この挑戦は終わりました：もう一度挑戦するか、解答を表示してください。
puzzle-wait-over = このパズルは終わりました：もう一度挑戦するか、次のパズルに進んでください。
error-game-on-board = この対局は盤上にあります：削除する前に、別の対局を始めるか開いてください。
# $width: the width asked for, in pixels.
error-picture-width = 画像の幅は120〜2048ピクセルです：{ $width }ピクセルにはできません。
error-gif-under-way = GIFを作成中です：完成を待つか、先に中止してください。
error-no-mistakes = 「自分のミスから学ぶ」には、あなたの側が疑問手・悪手・大悪手のいずれかを指した、完了したレビューが必要です。
error-mistakes-wait = お待ちください：この手は判定中か取り消し中です。その後でもう一度試してください。
error-mistakes-settled = この手は判定済みです：「次へ」で進むか、対局に戻ってください。
error-no-my-mistakes = ミスの練習には、「自分の対局」に自分の疑問手・悪手・大悪手があるレビュー済みの対局が必要です。まず終わった対局をレビューしてください。
error-nothing-due = 今やるミスの問題はありません。{ $when }
error-nothing-deleted = 元に戻せる削除済みの対局はありません。
error-no-archive = このブラウザーのデータベースはここでは使えないため、対局のファイルを追加できません。代わりに「対局を開く」で対局を1局ずつ開いてください。
# $id: the id asked for.
error-kept-game = IDが「{ $id }」の保存された対局はありません。
error-friend-game = IDが「{ $id }」の友達との対局はありません。

## A game with a friend on another device

# The draw button: at one screen, then in a friend game.
draw-agree = 引き分けに同意
draw-offer = 引き分けを提案する
draw-accept = 引き分けに同意する
# The friend without a name, as the panel names them inside a sentence.
friend-unnamed = 友達
ng-friend-about-live = 別々の端末でライブ対局：1つのリンクで2つのブラウザーを直接つなぎます。持ち時間は下で選べます。
live-connecting = 接続中…
live-waiting = { $name } が招待を開くのを待っています：共有、リンクをコピー、QRコードで送ってください。
live-linking = { $name } が来ました：接続中…
live-connected = 接続済み
live-connected-rtt = 接続済み · { $ms } ms
live-reconnecting = 接続が切れました：再接続中…
live-left = { $name } が対局を離れました。勝ちを申告するか、戻るのを待つか、リンクで続けてください。
live-left-over = { $name } が離れました。
live-no-relay = どのリレーも応答しませんでした（{ $relays }）：ライブ対局を始められません。リンクで続けるか、後でもう一度試してください。
live-unreachable = このネットワークでは2つのブラウザーがつながりません。リンクで続けてください。
live-load-failed = ライブ対局を読み込めませんでした（{ $why }）。リンクで続けてください。
live-full = この対局にはすでに2人の対局者がいます：このページは参加していません。
live-ask-takeback = { $name } が最後の手の取り消しを求めています。
live-asked-takeback = 最後の手の取り消しを求めました。{ $name } の返事を待っています。
live-ask-rematch = { $name } が色を入れ替えての再戦を申し込んでいます。
live-asked-rematch = 再戦を申し込みました。{ $name } の返事を待っています。
live-yes = 受ける
live-no = 断る
live-declined = { $name } が断りました。
live-no-game = これはライブ対局ではありません。
live-not-connected = 友だちが接続していません。
live-no-takeback-over = 対局は終わっています。取り消しはできません。
live-nothing-to-take-back = 取り消せる手がありません。
live-no-rematch-yet = 再戦は対局が終わってから申し込めます。
live-nothing-asked = 今は何も求められていません。
live-no-pause = ライブ対局の時計は二人のものです。一人では止められません。
live-no-claim = 勝ちを申告できるのは、相手から30秒間なにも届かなかったときだけです。
live-rematch-started = 再戦が始まりました。色を入れ替え、持ち時間は同じです。
live-chat-you = あなた
live-their-move = { $name } の手番です。
# $name: the friend's name (or friend-unnamed); $side: the side you play.
friend-you-play =
    あなたは{ $side ->
        [white] 白
       *[black] 黒
    }を持って{ $name }と対局しています。
friend-send-last = { $name }が対局の結末を見られるように、最後のリンクを送ってください。
friend-over = 対局は終了しました。
friend-send-invitation = 「共有」「リンクをコピー」またはQRコードで、{ $name }に招待を送ってください。
# Where the browser has no Share button.
friend-send-invitation-no-share = 「リンクをコピー」またはQRコードで、{ $name }に招待を送ってください。
# $name starts the sentence (its first letter made a capital where it is a letter a–z).
friend-offers = { $name }が引き分けを提案しています。
friend-send-offer = 引き分けの提案を{ $name }に送ってください。
friend-send-move = 「共有」「リンクをコピー」またはQRコードで、あなたの手を{ $name }に送ってください。
friend-send-move-no-share = 「リンクをコピー」またはQRコードで、あなたの手を{ $name }に送ってください。
friend-your-move = あなたの手番です。
friend-waiting = 送信しました。{ $name }の手を待っています：返ってきたリンクを開いてください。
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = { $name }の最初の手を待っています：送られてきたリンクを開いてください。
friend-game-added =
    { $name }との対局を友達との対局一覧に追加しました：あなたは{ $side ->
        [white] 白
       *[black] 黒
    }です。
# $moves: the moves, each after list-comma.
friend-played = { $name }は{ $moves }を指しました。
# $ply: a ply of the game (1 for the first move).
friend-not-theirs = このリンクは{ $ply }手目にあなたの手を指すものです：リンクで届くのは友達の手だけです。何も変更していません。
friend-ended-at = あなたのその後の手が届く前に、友達が{ $ply }手目で対局を終了しました：それらの手は取り消されます。
friend-stale = このリンクはあなたの対局より古いものです（対局はすでに{ $ply }手目です）。何も変更していません。
friend-differs-start = このリンクの対局は、最初からあなたの対局と異なります。何も変更していません。
friend-differs = このリンクの対局は、{ $ply }手目からあなたの対局と異なります。何も変更していません。
# $why: why, in English for now.
friend-link-refused = この対局のリンクは開けません：{ $why }。何も変更していません。
# A friend game in the list: $turn, one of friend-turn-*.
friend-game-item = { $name } · { $turn } · { $ply }手目
# $result: 1-0, 0-1 or ½-½.
friend-turn-over = 終了（{ $result }）
friend-turn-to-send = 送信待ち
friend-turn-yours = あなたの手番
friend-turn-theirs = 相手の手番

## Your games and pictures

# $why: why, in English for now.
picture-failed = 画像を作成できませんでした：{ $why }。
archive-unavailable = このブラウザーのデータベースには対局を保存できません（{ $why }）。盤上の対局は引き続き保存され、置き換えた対局もこれまでどおり残されます。
# A file of games brought in: $count games added, $duplicates already there.
# Japanese has only the plural category "other": a counter (局) instead of a select.
imported-games = { $count }局を「対局一覧」に追加しました。
imported-games-duplicates = { $count }局を「対局一覧」に追加しました。{ $duplicates }局はすでにありました。
# Added after the above: a game that could not be read ($game: its number in the file;
# $line: the line; $why: why, in English for now). Japanese puts no space between
# sentences, so no leading space here.
imported-game-error = { $game }局目（{ $line }行目）を読み込めませんでした：{ $why }。
imported-games-more-errors = ほかに{ $count }局を読み込めませんでした。
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = 画像
archive-picture-of = { $game }の画像
archive-gif-of = { $game }のGIF
archive-delete = 削除：{ $game }

## Why something could not be done: clauses that other sentences hold as $why (no
## capital, no full stop, as in "The record was not imported: { $why }.")
## In Japanese each is a clause in the plain form, with no final 。, like the jump-* clauses.

# A move's text that cannot be read. $text: the text as typed; $why: one of the two
# clauses after it.
reason-not-a-move = 「{ $text }」は手ではない：{ $why }
reason-move-shape = a6-a7のようなステップか、c3xe5xg5のようなジャンプの形で書く必要がある
reason-move-square = マスはa1〜h8の範囲で指定する必要がある
# The rules' refusals of a move, as clauses (a list's or a record's move).
# $outcome: one of the outcome-* clauses.
reason-game-over = 対局は終了している（{ $outcome }）
reason-empty = { $square }に駒はない
reason-not-yours =
    { $square }の駒は手番の{ $side ->
        [white] 白
       *[black] 黒
    }の駒ではない
reason-bound = 2手目ルール：白は2手目に、1手目で動かした駒（いまは{ $square }）を動かさなければならない
reason-not-adjacent = { $move }はステップではない：ステップは隣のマスへ進む
reason-occupied = { $square }にはすでに駒がある
# $why: one of the jump-* clauses.
reason-illegal-jump = { $move }は合法なダブルジャンプではない：{ $why }
# A list of moves (a link's, a saved game's): $number counts its moves from 1.
reason-list-unreadable = 手順の{ $number }手目「{ $text }」は手ではない：{ $why }
reason-list-illegal = 手順の{ $number }手目{ $move }は合法手ではない：{ $why }
# A position that cannot be played (the editor's, a record's, a link's).
reason-overlap = { $square }に白と黒の両方の駒がある
reason-crown-on-empty = { $square }は戴冠駒に指定されているが、駒がない
reason-move-number-zero = 手数は1以上でなければならない
reason-binding-not-white = 2手目ルールの拘束マス{ $square }に白の駒がない
# $number: the move number.
reason-binding-out-of-turn =
    手数{ $number }で{ $side ->
        [white] 白
       *[black] 黒
    }の手番なのに、2手目ルールの拘束（{ $square }）がある：拘束があり得るのは、手数1で黒の手番か、手数2で白の手番のときだけ
# $most: the most pieces a side may have (10). Japanese has only the plural category
# "other": a counter (個) instead of a select.
reason-too-many-pieces =
    { $side ->
        [white] 白
       *[black] 黒
    }の駒が{ $count }個ある（最大{ $most }個まで）
reason-both-winning = 両方の側がすでに勝利条件を満たしている
# A position's text (TCN, RULES.md section 7) that cannot be read. The letters w, W, b, B,
# the digits and the field order are the notation's, the same in every language.
# Japanese has only the plural category "other": no select on $count.
reason-tcn-empty = 局面テキストが空になっている
reason-tcn-fields = 局面テキストの項目が{ $count }個ある：盤面、手番、拘束、[手数]の3個か4個が必要
reason-tcn-ranks = 盤面が{ $count }段になっている：「/」で区切った8段が必要
reason-tcn-rank-width = { $rank }段目が{ $count }マスになっている：8マスが必要
# $char: the character found.
reason-tcn-char = { $rank }段目に不明な文字「{ $char }」がある：使えるのはw、W、b、Bか数字1〜8
reason-tcn-side = 手番「{ $text }」はwかbでなければならない
reason-tcn-binding = 2手目ルールの拘束「{ $text }」はマス（a1〜h8）か「-」でなければならない
reason-tcn-number = 手数「{ $text }」は1以上の整数でなければならない
# A game's record (RULES.md section 9) that cannot be read. Tags ([Event "…"], TCN,
# Repetition, Result) and results (1-0, 0-1, 1/2-1/2, *) are the notation's.
# $line: the line of the record.
reason-record-tag = { $line }行目：「{ $text }」は[Event "Casual game"]のようなタグではない
# $name: the tag's name.
reason-record-tag-after-moves = { $line }行目：タグ[{ $name } …]が指し手より後にある（タグは指し手より前に置く）
# $why: one of the reason-tcn-* clauses.
reason-record-tcn = TCNタグ：{ $why }
reason-record-repetition = Repetitionタグの値「{ $value }」はonかoffでなければならない
reason-record-result = 結果「{ $value }」は1-0、0-1、1/2-1/2、*のいずれかでなければならない
reason-record-no-result = 棋譜にResultタグがない
reason-record-unclosed-comment = { $line }行目：{"{"}で始まるコメントが{"}"}で閉じられていない
reason-record-stray-brace = { $line }行目：{"}"}で閉じるコメントがない
reason-record-variation = { $line }行目：( )で囲んだ変化には対応していない（棋譜に書けるのは1本の手順だけ）
# $found: the move number as written; $number and $side: the move due.
reason-record-move-number =
    { $line }行目：手数{ $number }（{ $side ->
        [white] 白
       *[black] 黒
    }）の手が来るべき位置に手数「{ $found }」がある：手が抜けているか、順序が違っている
# $number and $side: the move; $text: it as written; $why: reason-move-shape or -square.
reason-record-move-unreadable =
    手数{ $number }（{ $side ->
        [white] 白
       *[black] 黒
    }）：「{ $text }」は手ではない：{ $why }
# $why: one of the rules' refusals above (reason-empty…).
reason-record-move-illegal =
    手数{ $number }（{ $side ->
        [white] 白
       *[black] 黒
    }）の{ $move }は合法手ではない：{ $why }
reason-record-trailing = 結果の後に余分なテキスト「{ $text }」がある
# A game's link (a friend's, a shared position's) that cannot be opened. The parts' names
# ($part: tcn, moves, rep…) are the link's, the same in every language.
reason-link-oversized = リンクが長すぎる（{ $count }文字、対局のリンクの上限は{ $most }文字）
# $value: the link's format.
reason-link-version = このリンクは別のバージョンのゲームで作られている（形式「{ $value }」）：ページを再読み込みすると更新される
reason-link-truncated = リンクが途中で切れている：友達にリンク全体を送り直してもらう必要がある
reason-link-damaged = リンクが送られる途中で変更されたか、切れてしまった：友達に送り直してもらう必要がある
reason-link-missing = リンクに「{ $part }」の部分がない
reason-link-bad = リンクの「{ $part }」の部分が読み取れない
reason-link-escape = リンクの%エスケープが壊れている
reason-link-not-text = リンクが有効なテキストではない
# $why: one of the reason-tcn-* clauses or position reasons above.
reason-link-position = リンクの局面が正しくない：{ $why }
# $ply: the move's number in the link, from 1.
reason-link-move = リンクの{ $ply }手目は合法手ではない
reason-link-repetition = リンクのrep「{ $value }」はonかoffでなければならない
reason-link-flag = リンクのflag「{ $value }」はwかbでなければならない
# $why: reason-list-unreadable or reason-list-illegal.
reason-link-moves = リンクの手順を再現できない：{ $why }
# A file the page asked the server for (the rules, the puzzles, a language's words).
reason-fetch-not-response = サーバーから正しい応答が返らなかった
# $status: the HTTP status (404…).
reason-fetch-status = サーバーがステータス{ $status }を返した
reason-fetch-no-text = 応答にテキストが含まれていない
reason-fetch-network = ネットワークエラーが発生した
# Storage in the browser.
reason-save-unavailable = このブラウザーではページがデータを保存できない（プライベートブラウジングまたはプライバシー設定のため）
reason-save-full = このサイトに使えるブラウザーの保存領域がいっぱいになっている
# $why: the browser's own words (often English).
reason-save-refused = ブラウザーが保存を拒否した（{ $why }）
reason-save-refused-silently = ブラウザーが理由を示さずに保存を拒否した
reason-save-protecting = 読み取れなかった保存済みの対局をその場所に残しているため、両方を保存する空きがない
# The computer player's worker (the engine). $why: the browser's own words.
reason-engine-stopped = 中止された
reason-engine-superseded = 新しい要求に置き換えられた
reason-engine-crashed = エンジンのワーカーでエラーが発生した：{ $why }
reason-engine-unavailable = エンジンのワーカーを起動できなかった：{ $why }
# $lines: the engine's reply, in the engine protocol (not translated).
reason-engine-reply = エンジンの返答を解釈できなかった：{ $lines }
reason-puzzles-empty = パズル集が空になっている
reason-engine-said = エンジンの応答：{ $why }
reason-engine-no-move = エンジンが手を返さなかった
reason-sentence = { $why }。

## The game kept from the last visit, and a failure of the program

# $why: why the saved game could not be read (a reason-record-* clause); $key: where it
# is kept in the browser's storage (a name, not translated).
restore-kept-aside = 保存された対局を復元できませんでした（{ $why }）。このブラウザーの保存領域に「{ $key }」として残してあります。新しい対局を始めました。
# $copy: why it could not be copied aside (a reason-save-* clause).
restore-left-in-place = 保存された対局を復元できず（{ $why }）、別の場所にコピーすることもできませんでした（{ $copy }）。このブラウザーの保存領域に「{ $key }」のまま残してあり、この新しい対局で上書きされることはありません。
# The notice when the program failed; $why: the program's own message (English).
crashed-saved = プログラムのエラーでゲームが停止しました（{ $why }）。最後の手までの対局を下に表示しています。これをコピーしてからページを再読み込みし、対局が自動で戻らなければ「保存と共有」から読み込んでください。
crashed-unsaved = プログラムのエラーでゲームが停止しました（{ $why }）。保存された対局は見つかりませんでした。
