### The page's words in English: the built-in catalogue every other language's
### catalogue translates (www/lang/<tag>.ftl), message for message, with the same
### variables. Project Fluent's syntax: https://projectfluent.org/fluent/guide/
###
### Conventions for every catalogue:
### - $side is "white" or "black": choose the side's name with a select expression, so
###   that a language can inflect it.
### - Moves and squares ($move, $played, $square…) are in the game's notation
###   (a6-a7, g2xg4xg6, h8), the same in every language.
### - Counts ($count, $total…) choose plural forms: [one], [few], [many], *[other]…

## Learn from your mistakes (the review's practice mode)

# $ply: the move's number in the game; $class: "inaccuracy", "mistake" or "blunder";
# $glyph: its mark (?!, ?, ??).
mistake-prompt =
    Move { $ply }: { $side ->
        [white] White
       *[black] Black
    } played { $played }, { $class ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } ({ $glyph }). Find a better move for { $side ->
        [white] White
       *[black] Black
    }.
# The marked move once a better one is found or shown.
mistake-marked =
    Move { $ply }: { $side ->
        [white] White
       *[black] Black
    } played { $played }, { $class ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    } ({ $glyph }).
# $index: the move on show (1 for the first).
mistakes-progress = Move { $index } of { $total } to put right
mistake-checking = Checking { $move }…
mistake-right-engine = Good move: { $move } is the engine's choice. Go on with Next.
mistake-right-chances = Good move: { $move } keeps your chances too. Go on with Next.
mistake-played-again = { $move } is the move played in the game. Try another move.
mistake-wrong = { $move } gives away too much. Try another move.
# $why: the reason the engine gave, a sentence of its own.
mistake-unjudged = That try could not be judged ({ $why }). Try again.
mistake-hint = Hint: move the piece on { $square }.
mistakes-summary =
    Done: you found { $found } of { $total } better { $total ->
        [one] move
       *[other] moves
    } for { $side ->
        [white] White
       *[black] Black
    } ({ $shown } shown, { $skipped } skipped).
mistakes-started =
    Learn from your mistakes: { $total } { $total ->
        [one] move
       *[other] moves
    } of { $side ->
        [white] White's
       *[black] Black's
    } to put right.
mistakes-skip = Skip
mistakes-next = Next
mistakes-leave = Back to the game
mistakes-left = Back to the game and its review.
drill-left = Back to the game.

## Train your mistakes: the person's marked moves of every kept review, as puzzles that
## come back (a missed one after ten minutes, a solved one after a day, then ever later)

drill-title = Train your mistakes
drill-started =
    Train your mistakes: { $due } { $due ->
        [one] puzzle
       *[other] puzzles
    } from your reviewed games due now.
# $due: the puzzles due now, the one on show included; $solved, $missed: since the start.
drill-progress = { $due } due now · { $solved } solved · { $missed } missed
# The game a puzzle of the drill comes from: $date (YYYY-MM-DD), the players' names.
drill-from = From your game of { $date }, { $white } – { $black }.
# $when: one of drill-in-*.
drill-done = Nothing more is due now: { $solved } solved, { $missed } missed. { $when }
drill-in-minutes =
    The next comes back in { $n } { $n ->
        [one] minute
       *[other] minutes
    }.
drill-in-hours =
    The next comes back in { $n } { $n ->
        [one] hour
       *[other] hours
    }.
drill-in-days =
    The next comes back in { $n } { $n ->
        [one] day
       *[other] days
    }.
# Your games: $total mistakes in all, $due due now, $learned learned (a long interval).
drill-line =
    Your mistakes: { $total } · { $due } due now · { $learned } learned
# The chart of the person's accuracy in the last reviewed games.
drill-accuracy-label = Your accuracy in your last reviewed games, oldest first
# $date: the game's date; $accuracy: a whole percentage.
drill-accuracy-bar = { $date }: { $accuracy } %

## The page's language

# Said in the language just chosen.
language-spoken = The page is in English.
# $language: the language's name in itself (Deutsch, 日本語…); $why: why its words
# could not be loaded.
language-unavailable = The words of { $language } could not be loaded ({ $why }): the page stays as it is.

## The page's fixed labels: the texts of index.html's elements that name them in
## data-t (or an attribute's, in data-t-title, data-t-aria-label, data-t-placeholder).
## A message made of several pieces (a sentence with a word in bold) is split where
## the page splits it. "Three Crowns", the game's name, stays as it is.

update-notice-a-new-version-is = A new version is ready; your game is saved.
update-reload = Reload
# Part of the page's code (the rest of its wasm) could not be had: a missing or wrong file, or no answer. Said above the browser's reason in parentheses.
rest-failed = Part of the game could not be downloaded. Your game is saved: reload to go on.
export-cancel = Cancel
crash-copy = Copy game record
page-skip-to-the-board = Skip to the board
page-board-label = Board
seat-black-label = Black: who plays
board-resize-title = Drag to resize the board; double-click to fit the window
board-resize-label = Board size: drag, or arrow keys; Enter fits the window
seat-white-label = White: who plays
board-help = Arrow keys move the cursor; Enter or Space selects a piece, then its destination. Escape clears the selection.
open-lessons-title = Short interactive lessons: learn the rules by playing them
open-lessons = Learn
open-puzzles-title = Tactics puzzles: find the move that forces the win
open-puzzles = Puzzles
open-rules = Rules
welcome-title = Welcome to Three Crowns
welcome-goal-capture-three-of-your = capture three of your opponent's pieces, or line up three of your own Crowned pieces.
welcome-goal-how-to-win = How to win:
welcome-new-to-the-game = New to the game? Nine short lessons teach it move by move, or read the rules first.
welcome-play = Play
lesson-leave = Back to game
result-new = New game
result-swap = Swap sides and play again
result-review = Review
result-share = Share
result-png-title = Download a picture of the final position (PNG)
result-png = Picture
result-gif-title = Make an animated GIF of the whole game
result-gif = GIF
page-game-state-label = Game state
save-warning-copy = Copy record
save-warning-download = Download record (.tcg)
friend-title = Game with a friend
friend-name-row-your-name = Your name
friend-name-placeholder = So your friend knows who plays
friend-copy = Copy link
friend-qr = QR code
friend-accept = Accept the draw
friend-qr-code-label = QR code of the link: scan it with your friend's device
friend-box-link = Link
lesson-box-label = Lesson
lesson-box-lesson-controls-label = Lesson controls
lesson-retry = Retry
lesson-list-title-lessons = Lessons ·
puzzle-box-label = Puzzle
puzzle-box-puzzle-controls-label = Puzzle controls
puzzle-solution = Show solution
puzzle-progress-label = Your progress
puzzle-progress-rating = Rating
puzzle-progress-streak = Streak
puzzle-progress-solved = Solved
puzzle-progress-failed = Failed
puzzle-box-link-to-this-puzzle = Link to this puzzle
page-study-label = Study
analysis-box-lines = Lines
analysis-line-label = Best lines
editor-what-a-click-puts-label = What a click puts on the board
editor-white = White
editor-crowned = Crowned
editor-black = Black
editor-eraser = Eraser
editor-to-move = To move
editor-the-white-piece-the-title = The White piece the second-turn rule binds, or none
editor-bound = Bound
editor-move = Move
editor-position-text = Position text
edit-start = Start
edit-clear = Empty
edit-play = Play from here
edit-analyse = Analyse
edit-close = Close
review-progress-label = Review progress
review-graph-label = White's winning chances by move; click to go to a move
review-mistakes = Learn from your mistakes
review-export = Annotated record
mistakes-hint = Hint
mistakes-show = Show the answer
page-moves-label = Moves
moves-legend-captures = captures
moves-legend-uncrowns = uncrowns
moves-legend-crowned = crowned
moves-legend-a-capture-three-win = a capture (three win)
page-browse-the-game-label = Browse the game
nav-first-title = First position (Home)
nav-first-label = First position
nav-prev-title = Previous move (←)
nav-prev-label = Previous move
nav-next-title = Next move (→)
nav-next-label = Next move
nav-last-title = Current position (End)
nav-last-label = Current position
page-game-controls-label = Game controls
undo = Undo
redo = Redo
flip = Flip
menu-label = More actions and settings
resign-title = The side to move (or the person against the computer) resigns; press twice
resign = Resign
open-games-title = Every game you played here: search, replay, continue, export
open-games = Your games
reopen-previous-title = Swap this game with the one that a new game, an import or a link replaced
reopen-previous = Previous game
hint-title = Show the engine's move for the side to move
review-game-title = Evaluate every position and mark the mistakes
review-game = Review game
edit-position = Edit position
menu-study-tools-label = Study tools
menu-threats = Threats
menu-analysis = Analysis
save-share-save-and-share = Save and share
save-share-link-to-this-game = Link to this game
save-share-this-game-s-record = This game's record
copy-png = Copy picture
save-png = Download picture (.png)
save-gif = Animated GIF
save-share-this-position-tcn = This position (TCN)
copy-position = Copy position
import-open-a-game = Open a game
import-paste-a-game-record = Paste a game record
import-record = Import this record
import-open-a-file = Open a file…
import-the-game-in-progress = The game in progress is kept if you wish:
import-brings-it-back = brings it back.
settings-settings = Settings
settings-game-settings-label = Game settings
settings-turn-the-board-to = Turn the board to the side to move
settings-draw-on-threefold-repetition = Draw on threefold repetition
settings-display-and-sound-label = Display and sound
settings-theme = Theme
theme-as-the-system = As the system
theme-light = Light
theme-dark = Dark
settings-coordinates = Coordinates
settings-colour-blind-safe-colours = Colour-blind-safe colours
settings-mute-sounds = Mute sounds
settings-analysis-workers-at-most = Analysis workers, at most
move-entry-type-a-move = Type a move
move-input-placeholder = a6-a7 or c3xe5xg5
move-help = A step: origin-destination. A double jump: origin x first landing x final landing.
rules-title = How to play Three Crowns
close-rules-label = Close the rules
ng-computer-title = Play the computer
new-game-dialog-level = Level
new-game-dialog-you-play = You play
ng-colour-random = Random
ng-two-title = Two players here
new-game-dialog-white-s-name = White's name
new-game-dialog-black-s-name = Black's name
ng-friend-title = Play a friend
new-game-dialog-on-another-device-each = On another device: each move travels as a link you send. No clock.
ng-friend = Invite a friend
ng-friend-way = How
ng-friend-live = Live
ng-friend-links = By links
live-wait = Wait for them
live-by-links = Go on by links
live-claim = Claim the win
live-chat-hide = Hide the chat
live-chat-label = Chat
live-chat-placeholder = Type, then press Enter
new-game-dialog-clock = Clock
ng-custom-minutes = Minutes
ng-custom-increment-s = Increment (s)
replace-title = A game is in progress
replace-keep = Keep it
replace-discard = Discard it
games-search-label = Search by a player's name
games-search-placeholder = Search by name
games-result-label = Result
games-kind-label = Opponent
games-undo-bar-game-deleted = Game deleted.
friend-list-title = Your friend games
games-export = Export all (.tcg)
games-dialog-import-games = Import games…
settings-language = Language

## The game: the board's refusals, moves, the turn line, results

# $square, $from, $to: squares; $owner: whose piece it is; $side: who is to move.
refusal-not-yours =
    The piece on { $square } is { $owner ->
        [white] White's
       *[black] Black's
    }; it is { $side ->
        [white] White
       *[black] Black
    } to move.
refusal-no-moves = The game is over: no more moves.
refusal-stuck = The piece on { $square } has no legal move.
refusal-ambiguous = Several jumps from { $from } end on { $to }: choose the first landing.
refusal-unreachable = The piece on { $from } cannot reach { $to }: a step goes to an adjacent empty square, a double jump hops two enemy pieces.
# A move described for the status line and screen readers. $side: who moved; $move: the
# move; $from, $to: its squares; $first, $second: the pieces a double jump hops;
# $effects: what it did, made of the move-uncrowns, move-captures and move-crowned
# clauses below, each starting with its own separator.
move-step =
    { $side ->
        [white] White
       *[black] Black
    } { $move }: steps from { $from } to { $to }{ $effects }.
move-jump =
    { $side ->
        [white] White
       *[black] Black
    } { $move }: double jump from { $from } over { $first } and { $second } to { $to }{ $effects }.
# $side: the side of the piece that loses its crown.
move-uncrowns =
    ; { $side ->
        [white] White
       *[black] Black
    } piece on { $square } loses its crown
# $side: the side of the piece captured.
move-captures =
    ; captures the { $side ->
        [white] White
       *[black] Black
    } piece on { $square }
move-crowned = ; crowned on { $square }
# The separator of a short list ("captures, crowned").
list-comma = { ", " }
# What a move did, in the move list.
mark-captures = captures
mark-uncrowns = uncrowns
mark-crowned = crowned
# A move list button's name for screen readers; $marks: what it did, each after list-comma.
move-label = Move { $ply }: { $move }{ $marks }
turn-to-move =
    { $side ->
        [white] White
       *[black] Black
    } to move
turn-bound =
    { $side ->
        [white] White
       *[black] Black
    } to move (second-turn rule: the piece on { $square })
# $turn: the turn line; $view: the move on show; $ply: the game's moves.
turn-showing = { $turn } Showing move { $view } of { $ply }.
# How a game ended, as a clause (outcome makes it a sentence). $winner, $loser: sides.
outcome-resigned =
    { $winner ->
        [white] White
       *[black] Black
    } wins: { $loser ->
        [white] White
       *[black] Black
    } resigned
outcome-time =
    { $winner ->
        [white] White
       *[black] Black
    } wins on time
outcome-abandoned =
    { $winner ->
        [white] White
       *[black] Black
    } wins: { $loser ->
        [white] White
       *[black] Black
    } left the game
outcome-three-captures =
    { $winner ->
        [white] White
       *[black] Black
    } wins by capturing three pieces
outcome-crowned-troika =
    { $winner ->
        [white] White
       *[black] Black
    } wins with a Crowned Troika
outcome-no-moves = Draw: the side to move has no legal move
outcome-repetition = Draw by threefold repetition
outcome-agreement = Draw agreed
# $outcome: one of the outcome-* clauses.
outcome = { $outcome }.
# The result card's heading ($score: 1-0, 0-1 or ½-½) and reason.
result-win =
    { $winner ->
        [white] White wins
       *[black] Black wins
    } · { $score }
result-draw = Draw · { $score }
# The players a result card names ($white, $black: as the strips name them).
result-players = { $white } – { $black }
result-why-three-captures = by capturing three pieces
result-why-crowned-troika = with a Crowned Troika
result-why-resigned =
    { $loser ->
        [white] White
       *[black] Black
    } resigned
result-why-time =
    { $loser ->
        [white] White
       *[black] Black
    } lost on time
result-why-abandoned =
    { $loser ->
        [white] White
       *[black] Black
    } left the game
result-why-no-moves = the side to move has no legal move
result-why-repetition = the same position for the third time
result-why-agreement = agreed by the players
viewing-start = Viewing the start (of { $ply } moves)
viewing-move = Viewing move { $view } of { $ply }
bound-next = Second-turn rule: White's next move must move the piece on { $square } again.
# The browser tab's title; $turn: the turn line.
page-title = { $turn } · Three Crowns
# The board's name for screen readers; $side: the side at the bottom.
board-label =
    Board, { $side ->
        [white] White
       *[black] Black
    } at the bottom. { $turn }
taken-back-one = Move { $move } taken back.
taken-back-two = Moves { $first } and { $second } taken back.
browsed-after = Showing the position after move { $view }, { $move }.
browsed-current = Back to the current position, after { $move }.
browsed-start = Showing the start position.
resign-confirm =
    Press Resign again to confirm: { $side ->
        [white] White resigns
       *[black] Black resigns
    }.
# $outcome: one of the outcome-* clauses.
withdrawn = Taken back: { $outcome }. The game goes on.
game-over = The game is over: { $outcome }. Start a new game or undo.
repetition-on = Threefold repetition draws (house rule on).
repetition-off = Repetition rule off: positions may repeat without a draw.
rules-loading = Loading the rules…
# $why: why (one of the reason-* clauses).
rules-unavailable = The rules could not be loaded: { $why }. Close them and open them again to retry; your game is unchanged.

## Fixed sentences of the status line and the page

# Storage works again after a failure.
saving-again = The game is being saved again.
# A click while browsing returns to the live position.
back-to-current = Back to the current position.
# Undo with nothing to take back.
nothing-to-undo = There is no move to take back.
# Undo after a loss on time.
time-loss-final = The game was lost on time, and a result on time stands: no move is taken back.
# The first press of Agree a draw.
draw-confirm = Press Agree a draw again to confirm that both players agree a draw.
# Resign with the computer in both seats.
nobody-resigns = The computer plays both sides: there is nobody to resign.
# Agree a draw without two people at the screen.
no-draw-agreement = A draw can be agreed only between two people at this screen.
# Redo with nothing to replay.
nothing-to-redo = There is no move to replay.
# Another tab continued (or took back moves of) this game.
updated-from-tab = Updated from another tab.
# The previous game is back.
previous-reopened = Previous game reopened.
# No previous game to reopen.
no-previous = There is no previous game.
# A record imported.
imported = Game imported.
# A share link opened.
link-opened = Opened the shared game.
# The position editor opened.
editor-open = Editing a position: choose a piece or the eraser, then click or drag on the board.
# The position editor closed without playing.
editor-closed = Editor closed; the game is as it was.
# An editor action with no editor open.
editor-not-open = The position editor is not open.
# The editor reopened after a reload, as it was left.
editor-reopened = The position editor is open as you left it; the game waits until you close it.
# A move (from any source) or a hint asked for while the editor is open.
game-waits-for-editor = The game waits while the position editor is open: close it to go on.
# A game started from the editor's position.
set-up = New game from the position set up.
# The offer of a review beside a finished game's result.
review-offer = Review game
# A review started.
review-started = Reviewing the game: every position is evaluated.
# A review finished.
review-done = The review is done: marked moves show ?!, ? or ?? in the move list.
# A review cancelled.
review-cancelled = Review cancelled.
# A finished review closed.
review-closed = Review closed.
# The annotated record put in the record box.
review-exported = The record with the review's annotations is in the Save and share box.
# Export asked for without a finished review.
no-review = There is no finished review of this game to export.
# The tooltip of a move of the best line.
preview-title = Show the position after this move
# A hint asked for while browsing.
hint-while-browsing = Hints are for the game's current position: return to it first.
# A hint being searched for.
looking-for-hint = Looking for a good move…
# The page cannot reach the clipboard.
no-clipboard = This page cannot use the clipboard here: select the text and copy it.
# The browser refused the clipboard.
clipboard-refused = The browser refused the clipboard; select the text and copy it instead.
# The record is on the clipboard.
record-copied = The game record is copied.
# The position's text was copied.
position-copied = The position (TCN) is copied.
# The link is on the clipboard.
link-copied = The link to this game is copied.

## Fixed sentences: archive

# The list is empty.
no-games-yet = No game yet: every game you play with at least one move is kept here.
# The filter or search leaves nothing.
no-games-match = No game matches: change the filter or the search.
# A game deleted.
game-deleted = Game deleted. Undo brings it back.
# A deleted game back.
game-restored = The deleted game is back in Your games.
# The row of the game on the board.
on-the-board = On the board
# The filters' "any" options.
any-result = Any result
# The kind filter's "any".
any-opponent = Any opponent
# The GIF begins.
gif-started = Making the GIF…
# The GIF cancelled.
gif-cancelled = The GIF was cancelled.
# The PNG copied.
picture-copied = The picture of the position is copied.
# The PNG downloaded.
picture-downloaded = The picture of the position is downloaded.
# The GIF downloaded.
gif-downloaded = The GIF of the game is downloaded.
# The GIF shared.
gif-shared = The GIF of the game is shared.

## Fixed sentences: friend

# The status line when a friend game starts.
friend-game-started = Game with a friend started: send the invitation by Share, Copy link or the QR code.
friend-game-started-no-share = Game with a friend started: send the invitation by Copy link or the QR code.
# The share sheet's title for a friend game's link.
friend-share-title = Three Crowns: your move
# A draw offered here.
friend-draw-offered = You offer a draw: send it to your friend with your move or on its own.
# The clipboard took a friend game's link.
friend-link-copied = The link is copied: paste it to your friend.
# A seat change asked in a friend game.
friend-seats-fixed = In a game with a friend the seats stay as they are: your friend plays from their device.
# Engine help (hint, analysis, threats, review) asked in a friend game in progress.
friend-no-help = In a game with a friend there is no hint, analysis, threats or review until the game ends.
# The repetition rule switched in a friend game.
friend-rule-fixed = In a game with a friend the repetition rule stays as the game began, the same on both sides.
# Undo after the move was sent.
friend-move-sent = Your move was sent: it cannot be taken back now. It is your friend's turn.
# A draw asked for where none can be offered.
friend-no-draw = A draw can be offered only in a game with a friend that goes on.
# Accept pressed with no offer standing.
friend-no-offer = Your friend has not offered a draw.
# The script API asked for a friend game's action outside one.
not-a-friend-game = The game on the board is not a game with a friend.
# A link from this side of the game opened here.
friend-own-link = This link is your own move: send it to your friend. Nothing was changed.
# A link that goes on from where the local player resigned or accepted a draw.
friend-ended-here = Your game has ended here, but your friend has not seen it yet: send your last link again. Nothing was changed.
# Both players ended a friend game at the same move, their links crossing (the rule: the end of the side to move stands).
friend-crossed = Your friend ended the game at the same move as you, your links crossing: the end made by the player whose turn it was stands.

## Fixed sentences: lessons

# Learn mode refuses to change the seats.
lesson-no-seats = Leave the lessons to change who plays.
# A lesson's start: the learner's move is awaited (the instruction stands above).
lesson-your-move = Your move.
# The button to the next lesson.
lesson-next = Next lesson
# A lesson done leads on to puzzles of its theme ($theme: the theme's name).
lesson-puzzles = Practise with puzzles: { $theme }
# The same button after the last lesson, every lesson done: back to a game.
lesson-play = Play a game
# Said on leaving Learn mode that way.
lessons-all-done = Every lesson done: now play a game. Lessons are in Learn whenever you want them again.

## Fixed sentences: play

# A new game started from the dialog (or the script API).
new-game-started = New game.
# The game in progress was thrown away, as the player chose.
game-discarded = The game in progress was discarded.
# A game with clocks comes back after a reload: paused.
clocks-paused-at-start = The clocks are paused as you left them: press Resume to go on.
# `pauseClock` / `resumeClock` in a game without clocks.
no-clock = This game has no clock.

## Fixed sentences: puzzle

# The solution has been shown.
puzzle-shown = That was the solution. Retry it, or go on to the next puzzle.
# Puzzle mode opened or left.
puzzles-left = Back to your game, as you left it.
# The puzzle set is being fetched.
puzzles-loading = Loading the puzzles…
# Puzzle mode refuses to change the seats.
puzzle-no-seats = Leave the puzzles to change who plays.
# The button to the next puzzle once this one is over.
puzzle-next = Next puzzle
# The same button while this one is not over.
puzzle-skip = Skip
# The puzzle link copied.
puzzle-link-copied = Link to the puzzle copied.

## Fixed sentences: study

# Said when a preview of a line ends: the game's position is back.
preview-ended = Back to the game's position.
# Why a review stops when the engine's reply holds no evaluation.
no-evaluation = the engine gave no evaluation

## Another tab

other-tab-kept = Another tab changed the game: it is shown here too; this tab's game is kept as the previous game.
other-tab = Another tab changed the game: it is shown here too.

## Hints and the GIF's progress

hint-game-over = The game is over: there is no move to hint.
hint-not-a-person = Hints are for a person to move.
# $done: the frames made; $total: all of them.
gif-progress = Making the GIF: frame { $done } of { $total }…

## Puzzles: the rating and themes

# $rating: the puzzle's rating (a number, written as it is).
puzzle-about = Puzzle rating { $rating }.
# $themes: the themes' names, each after list-comma.
puzzle-about-themes = Puzzle rating { $rating }. Themes: { $themes }.
theme-crowned-troika = Crowned Troika
theme-third-capture = third capture
theme-uncrowning = uncrowning
theme-double-jump = double jump
theme-crowning = crowning
theme-quiet-first-move = quiet first move
theme-defending = defending
theme-second-turn = second-turn rule
# The puzzle's title in words: $theme, its main theme's name (its first letter made
# upper case); $rating, its rating (a count, with digit groups).
puzzle-title = { $theme } · { $rating }
# $count: the moves to the win.
theme-win-in = win in { $count }

## Puzzles: the choice of theme and difficulty

puzzle-choice-theme-label = Theme
puzzle-choice-level-label = Difficulty
puzzle-theme-all = All themes
puzzle-level-any = Any difficulty
puzzle-level-easier = Easier
puzzle-level-normal = Normal
puzzle-level-harder = Harder
# $level: one of the puzzle-level-* names; $range: one of the puzzle-range-* ranges.
puzzle-level-option = { $level } ({ $range })
puzzle-range-any = any difficulty
# $min, $max: ratings (counts, with digit groups).
puzzle-range-between = { $min }–{ $max }
puzzle-range-from = { $min } and above
puzzle-range-up-to = up to { $max }
# $theme: a theme's name or puzzle-theme-all; $range: one of the puzzle-range-* ranges.
puzzle-chosen = Next puzzles: { $theme }, { $range }.
# $theme: what was given as a theme's id.
puzzle-choice-unknown-theme = There is no puzzle theme "{ $theme }".
puzzle-choice-upside-down = The lowest rating, { $min }, is above the highest, { $max }.
puzzle-choice-none = No puzzle has that theme and difficulty: the choice is unchanged.

## Puzzles: Streak, Storm and the puzzles tried

puzzle-run-streak = Streak
puzzle-run-streak-title = Puzzles of rising difficulty until the first wrong move
puzzle-run-storm = Storm
puzzle-run-storm-title = Three minutes to solve as many puzzles as you can
# $score: the puzzles solved; $best: the best score kept (counts).
puzzle-run-streak-on = Streak: { $score } solved · best { $best }
# $time: the time left (minutes:seconds); $score, $best: counts.
puzzle-run-storm-on = Storm: { $time } left · { $score } solved · best { $best }
puzzle-run-streak-over = Streak over: { $score } solved. Your best: { $best }.
puzzle-run-storm-over = Storm over: { $score } solved. Your best: { $best }.
puzzle-runs-label = Puzzle runs
puzzle-run-summary = This run
puzzle-history-heading = Puzzles tried
# $title: the puzzle's title (puzzle-title).
puzzle-tried-solved = { $title } ✓
puzzle-tried-missed = { $title } ✗
puzzle-tried-solved-label = { $title }: solved
puzzle-tried-missed-label = { $title }: missed

## Starting a game: the computer's levels, the clocks, the strips' names

level-1 = First steps
level-1-about = Moves almost at random, but never misses a win in one.
level-2 = Beginner
level-2-about = Looks one move ahead.
level-3 = Casual
level-3-about = Sees simple captures coming.
level-4 = Club player
level-4-about = Plans a few moves ahead.
level-5 = Strong
level-5-about = Rarely gives a piece away.
level-6 = Expert
level-6-about = Punishes most mistakes.
level-7 = Master
level-7-about = Searches deep; little is left to luck.
level-8 = Full strength
level-8-about = The engine's best move.
# A level in the New game dialog; $name: one of level-1 … level-8.
level-option = Level { $level } · { $name }
clock-none = No clock
clock-custom = Custom…
# $clock: minutes+increment seconds, such as 3+2.
clock-bullet = { $clock } · Bullet
clock-blitz = { $clock } · Blitz
clock-rapid = { $clock } · Rapid
clock-classical = { $clock } · Classical
custom-clock-refused = A custom clock takes 1 to { $minutes } minutes and an increment of 0 to { $increment } seconds.
# A strip's name for the computer, a side without a name, a friend.
strip-computer = Computer · level { $level }
strip-side =
    { $side ->
        [white] White
       *[black] Black
    }
strip-friend-named = Friend ({ $name })
strip-friend = Friend
# The strips in a puzzle and a lesson: the solver, then the side the puzzle or lesson plays.
strip-you = You
strip-puzzle = Puzzle
strip-lesson = Lesson
# A clock's time for screen readers: $seconds as 9.3 under ten seconds.
time-tenths = { $seconds } seconds
time-seconds =
    { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }
time-minutes =
    { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
time-minutes-seconds =
    { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    } { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }
# A clock's name for screen readers; $time: one of the time-* messages.
clock-label =
    { $side ->
        [white] White's
       *[black] Black's
    } clock: { $time } left
clock-label-running =
    { $side ->
        [white] White's
       *[black] Black's
    } clock: { $time } left, running
replace-question =
    The game in progress ({ $count } { $count ->
        [one] move
       *[other] moves
    }) would be replaced. Keep it in Your games, or discard it?
# A kept game in the list; $white, $black: the players' names; $result: 1-0, 0-1, ½-½ or
# kept-unfinished; $count: its moves.
kept-game =
    { $white } – { $black } · { $result } · { $count } { $count ->
        [one] move
       *[other] moves
    }
kept-unfinished = unfinished
# Shows the next page of the list; $shown: the games listed now, $total: all that match.
games-more = Show more games ({ $shown } of { $total } shown)
# Your games: the person's rating from their games against the computer ($rating, $deviation: rounded; $games: how many counted).
standing-line = Your rating: { $rating } ± { $deviation } · { $games ->
        [one] { $games } game against the computer
       *[other] { $games } games against the computer
    }
standing-about = A Glicko-2 rating from your finished games against the computer, played here from the start position; each level is rated by matches between the levels.
standing-level = Level
standing-level-rating = Its rating
standing-won = Won
standing-drawn = Drawn
standing-lost = Lost
standing-rating = { $rating }
standing-rating-interval = { $rating } ± { $interval }
standing-count = { $n }

## The seats and the computer player

seat-person =
    { $side ->
        [white] White is
       *[black] Black is
    } played by a person.
seat-friend =
    { $side ->
        [white] White is
       *[black] Black is
    } played by your friend, whose moves come in links.
seat-computer =
    { $side ->
        [white] White is
       *[black] Black is
    } played by the computer, level { $level }.
thinking =
    { $side ->
        [white] White
       *[black] Black
    } (computer, level { $level }) is thinking…
hint = Hint: { $move }.
# $why: why (one of the reason-* clauses).
no-hint = No hint: { $why }.
computer-no-move = The computer player gave no move ({ $why }); it is paused.
computer-crashed = The computer player stopped working ({ $why }); it is paused. Press Resume to try again.
computer-paused = The computer is paused.
computer-plays-on = The computer plays on.
clocks-paused = The game is paused: the clocks are stopped.
clocks-run = The game goes on: the clock runs.
# The pause button: what pressing it does.
resume = Resume
pause = Pause
# The seat drop-downs' choices.
seat-option-person = Person
seat-option-friend = Friend
seat-option-computer = Computer, level { $level }

## The board's cursor, selection and previews (said to screen readers)

# The keyboard cursor's square and its piece.
cursor-crowned =
    { $square }: { $side ->
        [white] White
       *[black] Black
    } Crowned
cursor-uncrowned =
    { $square }: { $side ->
        [white] White
       *[black] Black
    } Uncrowned
cursor-empty = { $square }: empty
# Added after the cursor's square, each with its own separator.
cursor-step = { ", a step destination" }
cursor-final = { ", a final landing" }
cursor-first-landing = { ", a first landing" }
# A choice of squares: $squares, each after list-comma, then or $last.
squares-or = { $squares } or { $last }
# What a previewed move would do: preview-would with $what made of the preview-* parts
# (the last joined by preview-and).
preview-capture = capture { $square }
preview-uncrown = uncrown { $square }
preview-crown = crown the piece
preview-win = win the game
preview-and = { $first } and { $last }
preview-would = { $move } would { $what }
preview-plays = { $move } plays here
# $finals: the final landings left; $square: the first landing, which goes back.
second-hop = Second hop: { $finals } · back: { $square }
selection-via = { $from } jumps through { $via }; final landings: { $squares }.
selection-piece = { $square } selected.
# Added after selection-piece, each with its own leading space.
selection-steps = { " " }Steps to { $squares }.
selection-jumps = { " " }Double jumps through { $squares }.

## Puzzles

puzzle-goal =
    { $side ->
        [white] White
       *[black] Black
    } to win
# $id: the puzzle's number in the set.
puzzle-heading = Puzzle { $id }
puzzle-prompt-now =
    Your turn: find the move that wins for { $side ->
        [white] White
       *[black] Black
    } at once.
# $count: the solver's moves to the win (2 or more).
puzzle-prompt =
    Your turn: find the move that wins for { $side ->
        [white] White
       *[black] Black
    } in { $count } moves.
puzzle-right = { $move } is right! Keep going…
# $side: the defender.
puzzle-after-reply =
    { $side ->
        [white] White answers
       *[black] Black answers
    } { $move }. Find the next move.
puzzle-checking =
    { $move }… { $side ->
        [white] White looks
       *[black] Black looks
    } for a defence.
puzzle-wrong-pending =
    { $move } is not the move! { $side ->
        [white] White looks
       *[black] Black looks
    } for the reply that saves the game…
# Why a wrong move fails: $reply, the defender's answer; $solver and $defender: sides.
puzzle-why-saves =
    { $reply } saves { $defender ->
        [white] White
       *[black] Black
    }: after it { $solver ->
        [white] White has
       *[black] Black has
    } no forced win.
puzzle-why-wins =
    { $reply } wins the game for { $defender ->
        [white] White
       *[black] Black
    }.
puzzle-why-no-move =
    { $defender ->
        [white] White has
       *[black] Black has
    } no move left: the game is drawn.
puzzle-why-still-wins =
    { $solver ->
        [white] White
       *[black] Black
    } would still win, but not as the puzzle does.
# $why: one of the puzzle-why-* sentences.
puzzle-wrong = { $move } is not the move! { $why } Retry, or show the solution.
puzzle-another = { $move } wins too, but the puzzle has another move in mind: find it.
# $why: why (one of the reason-* clauses).
puzzle-no-answer = That is not the move, but its refutation could not be found ({ $why }). Retry, or show the solution.
puzzle-solved = Solved!
# $change: the rating's change, signed (+16, −12).
puzzle-solved-rating = Solved! Your puzzle rating { $change }.
puzzle-rating-change = Your puzzle rating { $change }.
# $moves: the solution's moves.
puzzle-showing = The solution: { $moves }.
puzzles-unavailable = The puzzles could not be loaded: { $why }. Your game is unchanged.
# $id: what the link asked for.
puzzle-unknown = There is no puzzle "{ $id }" in this site's set.

## The lessons: each one's title and instruction (lesson-<id>-title, lesson-<id>-instruction)

lesson-stepping-title = Stepping
lesson-stepping-instruction = Step a White piece onto d5: one square, in any of the eight directions, onto an empty square.
lesson-crowning-title = Crowning through a Troika
lesson-crowning-instruction = Step a White piece so that it completes a Troika, three Uncrowned White pieces in a line: the piece that moves is Crowned.
lesson-capturing-title = A Crowned piece captures
lesson-capturing-instruction = Jump with the Crowned piece on c2 over two Uncrowned Black pieces: the second one it hops is captured.
lesson-uncrowning-title = An Uncrowned piece uncrowns
lesson-uncrowning-instruction = Jump with the Uncrowned piece on c3 over two Crowned Black pieces so that f5 loses its crown.
lesson-second-hop-title = Only the second hop counts
lesson-second-hop-instruction = Capture the Black piece on e3 with the Crowned piece on d2: only the second piece a jump hops is affected.
lesson-uncrown-into-troika-title = Uncrowned into a Troika: captured
lesson-uncrown-into-troika-instruction = Jump with the Uncrowned piece on c2 so that the second Crowned piece it hops would stand, Uncrowned, in a Black Troika: it is captured instead.
lesson-crowned-troika-title = Winning by a Crowned Troika
lesson-crowned-troika-instruction = Win at once: put three Crowned White pieces in a line.
lesson-three-captures-title = Winning by three captures
lesson-three-captures-instruction = White has captured two Black pieces already (Black has eight left): capture a third to win.
lesson-second-turn-title = The second-turn rule
lesson-second-turn-instruction = It is White's first move: crown a White piece on White's second turn, which must move the same piece again.

## The lessons' words

# $number: the lesson's number; $title: its title.
lesson-heading = Lesson { $number }: { $title }
lesson-entry = { $number }. { $title }
lesson-entry-done = { $number }. { $title } (done)
# Why a try misses the lesson's goal ($why, one of the miss-* sentences), then Retry.
lesson-retry-after = { $why } Retry.
# $target: the square the lesson asks for.
miss-not-a-step = { $move } is a double jump; this lesson asks for a step onto { $target }.
miss-wrong-square = { $move } stepped onto { $to }, not { $target }: step a piece that stands next to { $target }.
miss-already-crowned = The piece on { $square } was Crowned already; crown an Uncrowned piece by completing a Troika.
miss-no-troika-step = That step made no Troika, so nothing was crowned.
miss-no-troika-jump = That jump did not land in a Troika, so nothing was crowned.
miss-no-hop = { $move } is a step, and a step hops nothing: make a double jump over two enemy pieces.
miss-uncrowned-instead = That jump only uncrowned { $square }: an Uncrowned jumper uncrowns, a Crowned one captures.
miss-captured-instead = That jump captured { $square }: Uncrowned, it stood in a Troika of its own.
# $what: lesson-verb-captured or lesson-verb-uncrowned; $affected: the second piece hopped.
miss-target-first = That jump hopped { $target } first, so { $target } stays as it was: only the second piece hopped, { $affected }, was { $what }.
miss-other-piece = That jump { $what } { $affected }, not { $target }: only the second piece a jump hops is affected.
lesson-verb-captured = captured
lesson-verb-uncrowned = uncrowned
miss-stays-on-board = That jump uncrowned { $square }, but Uncrowned it stands in no Troika of its own, so it stays on the board.
miss-by-crowned = { $square } was captured by a Crowned jumper; this lesson is about an Uncrowned jumper's capture.
miss-no-crowned-troika =
    That move made no line of three Crowned { $side ->
        [white] White
       *[black] Black
    } pieces.
# $count: the captures the learner has.
miss-no-third-capture =
    That move captured nothing: { $side ->
        [white] White
       *[black] Black
    } still has { $count } { $count ->
        [one] capture
       *[other] captures
    }.
miss-cannot-crown-next =
    After { $move }, the second-turn rule lets { $side ->
        [white] White
       *[black] Black
    } move only the piece on { $square } next, and it cannot complete a Troika from there.
miss-reply-blocked = After { $move } the lesson's reply { $reply } cannot be played.
# What the move that met the goal did.
met-step = { $move }: one square. Any piece may step so, in any of the eight directions.
met-crowned = { $move } completed a Troika: the piece on { $square } is Crowned; the others in the line stay Uncrowned.
met-capture = The Crowned jumper captured the second piece it hopped.
met-uncrown = { $square } lost its crown: an Uncrowned jumper uncrowns the second piece it hops.
met-capture-on = { $square } was captured; { $first }, hopped first, is untouched.
met-capture-by-uncrowning = Uncrowned, the second piece hopped would have stood in a Troika of its own: it was captured.
met-third-capture =
    The third capture: { $side ->
        [white] White wins
       *[black] Black wins
    }.
met-crowned-troika =
    Three Crowned pieces in a line: { $side ->
        [white] White wins
       *[black] Black wins
    }.
# $met: one of the met-* sentences.
lesson-done = Done! { $met }
# $side: the lesson's opponent; $move: its reply.
lesson-after-reply-bound =
    { $side ->
        [white] White answers
       *[black] Black answers
    } { $move }. Now move the piece on { $square } again, and crown it.
lesson-after-reply =
    { $side ->
        [white] White answers
       *[black] Black answers
    } { $move }. Your move.
lesson-not-now-done = This lesson is done: retry it, or go on to the next lesson.
lesson-not-now-missed = That try missed the goal: press Retry to start again.
lesson-not-now-wait =
    Wait for { $side ->
        [white] White's
       *[black] Black's
    } reply.
# The turn line in a lesson.
lesson-side =
    You play { $side ->
        [white] White
       *[black] Black
    }
lesson-reply-coming =
    { $move }: good. { $side ->
        [white] White replies…
       *[black] Black replies…
    }
lesson-unknown = There is no lesson "{ $id }".
lessons-done = { $done } of { $total } lessons done

## The study tools: threats, the editor, the analysis, the review

threats-none = No piece can be hopped next move and no step completes a Troika.
# $side: who can do it; $square: the piece or square; $move: the move that does it.
threat-capture =
    { $side ->
        [white] White
       *[black] Black
    } can capture { $square } with { $move }.
threat-uncrown =
    { $side ->
        [white] White
       *[black] Black
    } can uncrown { $square } with { $move }.
threat-hop-first =
    { $side ->
        [white] White
       *[black] Black
    } can hop { $square } first, leaving it untouched ({ $move }).
threat-troika =
    { $side ->
        [white] White
       *[black] Black
    } crowns a piece with a Troika on { $square } ({ $move }).
threat-crowned-troika =
    { $side ->
        [white] White
       *[black] Black
    } wins with a Crowned Troika on { $square } ({ $move }).
# $number: the move number set up.
editor-turn =
    Setting up: { $side ->
        [white] White
       *[black] Black
    } to move, move { $number }.
# $why: why (one of the reason-* clauses).
editor-invalid = Not a position that can be played: { $why }.
editor-unreadable = That position text cannot be read: { $why }.
# $text: what was typed.
editor-bad-number = '{ $text }' is not a move number: a whole number from 1.
analysis-on = Analysis on: the engine studies the position on show.
analysis-off = Analysis off.
# $count: the workers the analysis may search with.
analysis-workers =
    { $count ->
        [one] The analysis searches with one worker.
       *[other] The analysis searches with up to { $count } workers, sharing its lines.
    }
workers-uses =
    { $count ->
        [one] uses one worker
       *[other] may use { $count } workers (one per line at most)
    }
# $uses: one of the workers-uses clauses.
workers-offered-unknown = The analysis { $uses }.
# $cores: the device's cores.
workers-offered =
    { $cores ->
        [one] This device has 1 core: the analysis { $uses }.
       *[other] This device has { $cores } cores: the analysis { $uses }, leaving one to the page.
    }
eval-thinking = Thinking…
# $count: the winner's moves to the win.
eval-wins-in =
    { $side ->
        [white] White
       *[black] Black
    } wins in { $count } { $count ->
        [one] move
       *[other] moves
    }
eval-white-won = White has won
eval-black-won = Black has won
eval-drawn = Drawn
# $percent: White's winning chances, a whole number.
eval-chances = White { $percent }%
# Why the engine's move was better than the move marked.
better-wins-at-once = it wins at once
better-stops-win =
    it stops { $side ->
        [white] White's
       *[black] Black's
    } win on the next move
better-captures = it takes a piece
better-uncrowns = it uncrowns a piece
better-crowns = it Crowns the piece
# $kept, $left: winning chances in whole percents.
better-keeps =
    it keeps { $side ->
        [white] White's
       *[black] Black's
    } chances at { $kept }% where the move played left { $left }%
# $class: "inaccuracy", "mistake" or "blunder"; $glyph: ?!, ? or ??; $why: a better-* clause.
better-text =
    { $class ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    } ({ $glyph }): { $move } was better: { $why }.
# A side's accuracy, in whole percents; accuracy lists them ($sides).
accuracy-side =
    { $side ->
        [white] White
       *[black] Black
    } { $percent }%
accuracy = Accuracy: { $sides }.
# $depth: the search's depth.
depth = depth { $depth }
# $moves: the line's moves.
previewing = Previewing the line { $moves }; click the board or press Escape to return.
analysis-failed = The analysis stopped ({ $why }). Tick Analysis to try again.
review-failed = The review stopped ({ $why }). Press Review to try again.
# A marked move's tooltip.
mark-title =
    { $class ->
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }; better { $move }
review-close = Close review
review-cancel = Cancel
# $percent: how far the review is, a whole number.
review-progress = Reviewing… { $percent }%
# A side's marked moves of each class.
review-summary =
    { $side ->
        [white] White
       *[black] Black
    }: { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }.

## The player strips

# The mark beside the side to move, the winner, or both sides on a draw.
mark-to-move = To move
mark-winner = Winner
mark-draw = Draw
# The capture slots' name for screen readers; $count: the captures (0 to 3), the enemy
# pieces taken (a language with plural forms chooses them by $count); $total: 3.
strip-captures =
    { $side ->
        [white] White has
       *[black] Black has
    } captured { $count } of { $total }
# $label: strip-captures.
strip-captures-title = { $label }: three captures win
# $count: the side's Crowned pieces (0 to 10).
strip-crowned =
    { $side ->
        [white] White
       *[black] Black
    }: { $count ->
        [0] no Crowned pieces
        [one] { $count } Crowned piece
       *[other] { $count } Crowned pieces
    }
# $label: strip-crowned.
strip-crowned-title = { $label }: three Crowned pieces in a line win

## Your games: the filters

filter-white-won = White won
filter-black-won = Black won
filter-drawn = Drawn
filter-unfinished = Unfinished
filter-two-players = Two players
filter-computer = The computer
filter-friend = A friend
filter-imported = Imported

## Games replaced, imported, saved

# $why: why (one of the reason-* clauses).
stash-note = { " " }The replaced game is not stored ({ $why }); Previous game reopens it until this tab is closed.
previous-unreadable = The previous game could not be read: { $why }.
import-failed = The record was not imported: { $why }. Your game is unchanged.
link-failed = This link could not be opened: { $why }. Your game is unchanged.
not-saved = This game is not being saved: { $why }. It goes on here; copy or download its record to keep it.
download-failed = The download failed: { $why }

## Added labels

# The menu button's tooltip.
menu-more = More
# The move list while it is empty.
moves-empty = No moves yet.
# The record shown when the program failed.
crash-record-label = Your game so far
# Agree a draw's tooltip.
agree-draw-title = Both players agree a draw; press twice

## The rules' refusals of a move

# $outcome: one of the outcome-* clauses.
rule-game-over = The game is over ({ $outcome }).
rule-empty = There is no piece on { $square }.
rule-not-yours =
    The piece on { $square } is not { $side ->
        [white] White's, and it is White
       *[black] Black's, and it is Black
    } to move.
rule-bound = Second-turn rule: on its second turn White must move the piece it moved first, now on { $square }.
rule-not-adjacent = { $move } is not a step: a step goes to an adjacent square.
rule-occupied = { $square } is occupied.
# $why: one of the jump-* clauses.
rule-illegal-jump = { $move } is not a legal double jump: { $why }.
jump-hop-shape = each hop goes two squares in a straight line
jump-straight-back = the second hop may not go straight back over the same piece
jump-nothing-to-hop = a hop must pass over an enemy piece
jump-own-piece = a piece may not hop its own pieces
jump-crowned-hops-crowned = a Crowned piece may hop only Uncrowned pieces
jump-uncrowned-hops-uncrowned = an Uncrowned piece may hop only Crowned pieces
jump-landing-occupied = a hop must land on an empty square
jump-not-legal = it is not among the legal moves

## Errors the page says

# $side: the puzzle's defender.
puzzle-wait-reply =
    Wait for { $side ->
        [white] White's
       *[black] Black's
    } reply.
puzzle-wait-answer =
    Wait for { $side ->
        [white] White's
       *[black] Black's
    } answer.
puzzle-wait-try-over = This try is over: retry, or show the solution.
puzzle-wait-over = The puzzle is over: retry it, or go on to the next puzzle.
error-game-on-board = This game is on the board: start or open another game before deleting it.
# $width: the width asked for, in pixels.
error-picture-width = A picture is 120 to 2048 pixels wide, not { $width }.
error-gif-under-way = A GIF is being made: wait for it, or cancel it first.
error-no-mistakes = Learn from your mistakes needs a finished review in which your side made an inaccuracy, a mistake or a blunder.
error-mistakes-wait = Wait: this try is being judged or taken back, then try again.
error-mistakes-settled = This move is settled: go on with Next, or go back to the game.
error-no-my-mistakes = Train your mistakes needs a reviewed game in Your games with an inaccuracy, a mistake or a blunder of yours: review a finished game first.
# $when: one of drill-in-*.
error-nothing-due = None of your mistakes is due now. { $when }
error-nothing-deleted = No deleted game to bring back.
error-no-archive = This browser's database cannot be used here, so no file of games can be added; open a single game with Import instead.
# $id: the id asked for.
error-kept-game = No kept game has the id "{ $id }".
error-friend-game = No game with a friend has the id "{ $id }".

## A game with a friend on another device

# The draw button: at one screen, then in a friend game.
draw-agree = Agree a draw
draw-offer = Offer a draw
draw-accept = Accept the draw
# The friend without a name, as the panel names them inside a sentence.
friend-unnamed = your friend
ng-friend-about-live = On another device, live: one link connects your two browsers directly, with the clock below.
live-connecting = Connecting…
live-waiting = Waiting for { $name } to open the invitation: send it by Share, Copy link or the QR code.
live-linking = { $name } is here: connecting…
live-connected = Connected
live-connected-rtt = Connected · { $ms } ms
live-reconnecting = The connection was lost: reconnecting…
live-left = { $name } left the game. Claim the win, wait for them to come back, or go on by links.
live-left-over = { $name } left.
live-no-relay = No relay answered ({ $relays }): live play cannot start. Go on by links, or try again later.
live-unreachable = Your two browsers cannot reach each other on these networks. Go on by links.
live-load-failed = Live play could not be loaded ({ $why }). Go on by links.
live-full = This game is full: it already has both players, and this page joined nothing.
live-ask-takeback = { $name } asks to take back their last move.
live-asked-takeback = You asked to take back your last move: waiting for { $name }.
live-ask-rematch = { $name } offers a rematch, colours swapped.
live-asked-rematch = You offered a rematch: waiting for { $name }.
live-yes = Accept
live-no = Decline
live-declined = { $name } declined.
live-no-game = This is not a live game.
live-not-connected = Your friend is not connected.
live-no-takeback-over = The game is over: nothing is taken back.
live-nothing-to-take-back = You have no move to take back.
live-no-rematch-yet = A rematch can be offered once the game is over.
live-nothing-asked = Nothing is asked of you now.
live-no-pause = A live game’s clocks belong to both players: neither pauses them alone.
live-no-claim = The win can be claimed only after 30 seconds without a sign of the other player.
live-rematch-started = The rematch has started: colours swapped, the same clock.
live-chat-you = You
live-their-move = { $name } to move.
# $name: the friend's name (or friend-unnamed); $side: the side you play.
friend-you-play =
    You play { $side ->
        [white] White
       *[black] Black
    } against { $name }.
friend-send-last = Send the last link so that { $name } sees how the game ended.
friend-over = The game is over.
friend-send-invitation = Send the invitation to { $name }: Share, Copy link or the QR code.
# Where the browser has no Share button.
friend-send-invitation-no-share = Send the invitation to { $name }: Copy link or the QR code.
# $name starts the sentence (its first letter made a capital where it is a letter a–z).
friend-offers = { $name } offers a draw.
friend-send-offer = Send your draw offer to { $name }.
friend-send-move = Send your move to { $name }: Share, Copy link or the QR code.
friend-send-move-no-share = Send your move to { $name }: Copy link or the QR code.
friend-your-move = Your move.
friend-waiting = Sent. Waiting for { $name }'s move: open the link they send back.
# Nothing sent yet, the friend moves first (an invitation opened, or sent).
friend-waiting-first = Waiting for { $name }'s first move: open the link they send.
friend-game-added =
    A game with { $name } is added to your friend games: you play { $side ->
        [white] White
       *[black] Black
    }.
# $moves: the moves, each after list-comma.
friend-played = { $name } played { $moves }.
# $ply: a ply of the game (1 for the first move).
friend-not-theirs = This link plays your move at ply { $ply }: a link brings only your friend's moves. Nothing was changed.
friend-ended-at = Your friend ended the game at ply { $ply }, before your later moves reached them: those moves are taken back.
friend-stale = This link is older than your game, which is already at ply { $ply }. Nothing was changed.
friend-differs-start = This link's game differs from yours from its start. Nothing was changed.
friend-differs = This link's game differs from yours at ply { $ply }. Nothing was changed.
# $why: why (one of the reason-* clauses).
friend-link-refused = This game link cannot be opened: { $why }. Nothing was changed.
# A friend game in the list: $turn, one of friend-turn-*.
friend-game-item = { $name } · { $turn } · ply { $ply }
# $result: 1-0, 0-1 or ½-½.
friend-turn-over = over, { $result }
friend-turn-to-send = to send
friend-turn-yours = your move
friend-turn-theirs = their move

## Your games and pictures

# $why: why (one of the reason-* clauses).
picture-failed = The picture could not be made: { $why }.
archive-unavailable = Your games cannot be kept in this browser's database ({ $why }). The game on the board is still saved, and a game you replace is kept as before.
# A file of games brought in: $count games added, $duplicates already there.
imported-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    } added to Your games.
imported-games-duplicates =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    } added to Your games; { $duplicates ->
        [one] { $duplicates } game
       *[other] { $duplicates } games
    } already there.
# Added after the above, each with its own leading space: a game that could not be read
# ($game: its number in the file; $line: the line; $why: why).
imported-game-error = { " " }Game { $game } (line { $line }) could not be read: { $why }.
imported-games-more-errors = { " " }{ $count } more could not be read.
# A game of Your games: its buttons; $game: the game as the list shows it.
archive-picture = Picture
archive-picture-of = Picture of { $game }
archive-gif-of = GIF of { $game }
archive-delete = Delete: { $game }

## Why something could not be done: clauses that other sentences hold as $why (no
## capital, no full stop, as in "The record was not imported: { $why }.")

# A move's text that cannot be read. $text: the text as typed; $why: one of the two
# clauses after it.
reason-not-a-move = '{ $text }' is not a move: { $why }
reason-move-shape = expected a step like a6-a7 or a jump like c3xe5xg5
reason-move-square = squares are a1 to h8
# The rules' refusals of a move, as clauses (a list's or a record's move).
# $outcome: one of the outcome-* clauses.
reason-game-over = the game is over ({ $outcome })
reason-empty = there is no piece on { $square }
reason-not-yours =
    the piece on { $square } is not { $side ->
        [white] White's, and it is White
       *[black] Black's, and it is Black
    } to move
reason-bound = second-turn rule: on its second turn White must move the piece it moved first, now on { $square }
reason-not-adjacent = { $move } is not a step: a step goes to an adjacent square
reason-occupied = { $square } is occupied
# $why: one of the jump-* clauses.
reason-illegal-jump = { $move } is not a legal double jump: { $why }
# A list of moves (a link's, a saved game's): $number counts its moves from 1.
reason-list-unreadable = move { $number } of the list, '{ $text }', is not a move: { $why }
reason-list-illegal = move { $number } of the list, { $move }, is illegal: { $why }
# A position that cannot be played (the editor's, a record's, a link's).
reason-overlap = { $square } holds pieces of both colours
reason-crown-on-empty = { $square } is marked Crowned but holds no piece
reason-move-number-zero = the move number must be 1 or more
reason-binding-not-white = the second-turn binding { $square } does not hold a White piece
# $number: the move number.
reason-binding-out-of-turn =
    a second-turn binding ({ $square }) with { $side ->
        [white] White
       *[black] Black
    } to move at move { $number }: a binding stands only with Black to move at move 1 or White to move at move 2
# $most: the most pieces a side may have (10).
reason-too-many-pieces =
    { $side ->
        [white] White
       *[black] Black
    } has { $count } pieces; at most { $most }
reason-both-winning = both sides have already won
# A position's text (TCN, RULES.md section 7) that cannot be read. The letters w, W, b, B,
# the digits and the field order are the notation's, the same in every language.
reason-tcn-empty = the position text is empty
reason-tcn-fields =
    the position text has { $count ->
        [one] { $count } field
       *[other] { $count } fields
    }; expected 3 or 4: board, side, binding, [move number]
reason-tcn-ranks =
    the board has { $count ->
        [one] { $count } rank
       *[other] { $count } ranks
    }; expected 8 separated by '/'
reason-tcn-rank-width =
    rank { $rank } is { $count ->
        [one] { $count } square
       *[other] { $count } squares
    } wide; expected 8
# $char: the character found.
reason-tcn-char = unknown character '{ $char }' in rank { $rank }; expected w, W, b, B or a digit 1-8
reason-tcn-side = the side to move '{ $text }' must be w or b
reason-tcn-binding = the second-turn binding '{ $text }' must be a square (a1 to h8) or -
reason-tcn-number = the move number '{ $text }' must be a whole number from 1
# A game's record (RULES.md section 9) that cannot be read. Tags ([Event "…"], TCN,
# Repetition, Result) and results (1-0, 0-1, 1/2-1/2, *) are the notation's.
# $line: the line of the record.
reason-record-tag = line { $line }: '{ $text }' is not a tag like [Event "Casual game"]
# $name: the tag's name.
reason-record-tag-after-moves = line { $line }: the tag [{ $name } …] comes after the moves; tags go first
# $why: one of the reason-tcn-* clauses.
reason-record-tcn = the TCN tag: { $why }
reason-record-repetition = the Repetition tag '{ $value }' must be on or off
reason-record-result = the result '{ $value }' must be one of 1-0, 0-1, 1/2-1/2, *
reason-record-no-result = the record has no Result tag
reason-record-unclosed-comment = line { $line }: a comment opened with {"{"} is never closed with {"}"}
reason-record-stray-brace = line { $line }: a {"}"} closes no comment
reason-record-variation = line { $line }: variations in ( ) are not supported; a record holds one line of play
# $found: the move number as written; $number and $side: the move due.
reason-record-move-number =
    line { $line }: the move number '{ $found }' stands where move { $number } ({ $side ->
        [white] White
       *[black] Black
    }) is due; a move is missing or out of place
# $number and $side: the move; $text: it as written; $why: reason-move-shape or -square.
reason-record-move-unreadable =
    move { $number } ({ $side ->
        [white] White
       *[black] Black
    }): '{ $text }' is not a move: { $why }
# $why: one of the rules' refusals above (reason-empty…).
reason-record-move-illegal =
    move { $number } ({ $side ->
        [white] White
       *[black] Black
    }), { $move }, is illegal: { $why }
reason-record-trailing = unexpected text after the result: '{ $text }'
# A game's link (a friend's, a shared position's) that cannot be opened. The parts' names
# ($part: tcn, moves, rep…) are the link's, the same in every language.
reason-link-oversized = the link is too long ({ $count } characters; a game's link has at most { $most })
# $value: the link's format.
reason-link-version = the link was made by another version of the game (format '{ $value }'); reload the page to update it
reason-link-truncated = the link is cut short: ask your friend to send the whole link again
reason-link-damaged = the link was changed or cut short on the way: ask your friend to send it again
reason-link-missing = the link has no '{ $part }' part
reason-link-bad = the link's '{ $part }' part cannot be read
reason-link-escape = the link has a broken %-escape
reason-link-not-text = the link is not valid text
# $why: one of the reason-tcn-* clauses or position reasons above.
reason-link-position = the link's position is invalid: { $why }
# $ply: the move's number in the link, from 1.
reason-link-move = the link's move { $ply } is not legal
reason-link-repetition = the link's rep '{ $value }' must be on or off
reason-link-flag = the link's flag '{ $value }' must be w or b
# $why: reason-list-unreadable or reason-list-illegal.
reason-link-moves = the link's moves cannot be played: { $why }
# A file the page asked the server for (the rules, the puzzles, a language's words).
reason-fetch-not-response = the server's answer was not a response
# $status: the HTTP status (404…).
reason-fetch-status = the server answered { $status }
reason-fetch-no-text = the response has no text
reason-fetch-network = the network failed
# Storage in the browser.
reason-save-unavailable = this browser does not let the page store data (private browsing or a privacy setting)
reason-save-full = the browser's storage for this site is full
# $why: the browser's own words (often English).
reason-save-refused = the browser refused to store it ({ $why })
reason-save-refused-silently = the browser refused to store it, and gave no reason
reason-save-protecting = the saved game that could not be read is kept in its place, and storage has no room to keep both
# The computer player's worker (the engine). $why: the browser's own words.
reason-engine-stopped = it was stopped
reason-engine-superseded = a later request took its place
reason-engine-crashed = the engine's worker failed: { $why }
reason-engine-unavailable = the engine's worker could not start: { $why }
# $lines: the engine's reply, in the engine protocol (not translated).
reason-engine-reply = the engine's reply could not be understood: { $lines }
reason-puzzles-empty = the set of puzzles is empty
# The engine's own words ($why, in the engine protocol's English), or no move from it.
reason-engine-said = the engine said: { $why }
reason-engine-no-move = the engine gave no move
# A reason said as a sentence of its own (a typed move that cannot be read…).
reason-sentence = { $why }.

## The game kept from the last visit, and a failure of the program

# $why: why the saved game could not be read (a reason-record-* clause); $key: where it
# is kept in the browser's storage (a name, not translated).
restore-kept-aside = The saved game could not be restored ({ $why }); it is kept in this browser's storage as '{ $key }'. A new game has started.
# $copy: why it could not be copied aside (a reason-save-* clause).
restore-left-in-place = The saved game could not be restored ({ $why }), and it could not be copied aside ({ $copy }): it is left as '{ $key }' in this browser's storage, and this new game will not be saved over it.
# The notice when the program failed; $why: the program's own message (English).
crashed-saved = The game stopped because of an error in its program ({ $why }). Your game up to the last move is below: copy it, reload the page and import it (Save and share) if it does not come back by itself.
crashed-unsaved = The game stopped because of an error in its program ({ $why }). No saved game was found.
