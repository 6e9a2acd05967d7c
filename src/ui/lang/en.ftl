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
