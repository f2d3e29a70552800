## puzzles: positions where one line wins (issue 50)

# What a puzzle asks, one per theme (`ai::puzzles::Theme`); { $side } is the solver's side
# (side-white / side-black). The first letter is made upper case in code.
puzzle-theme-take-a-piece = { $side } to play and take a piece
puzzle-theme-take-two = { $side } to play and take two pieces
puzzle-theme-free-a-held-piece = { $side } to play and free a held piece
puzzle-theme-capture-the-dux = { $side } to play and capture the Dux
puzzle-theme-win-the-game = { $side } to play and win
puzzle-theme-five-in-a-row = { $side } to play and make five in a row
puzzle-theme-block-the-five = { $side } to play and block the five
puzzle-theme-stop-the-win = { $side } to play and stop the win
puzzle-theme-bear-off-first = { $side } to play and bear off first
puzzle-theme-hit-the-blot = { $side } to play and hit the lone piece
puzzle-theme-bear-off = { $side } to play and bear off
puzzle-theme-best-move = { $side } to play: find the one good turn

puzzle-title = Puzzle { $id } · { $game }
puzzle-header = Puzzle { $id } · { $game } · rated { $rating } · { $turns ->
    [one] one turn to find
   *[other] { $turns } turns to find
}
puzzle-how = Enter your turn as you enter a move (the whole turn at once). A wrong turn ends the puzzle.
puzzle-still-open = You already have a puzzle open: here it is. Solve it or give it up first.
puzzle-right = Right: { $move }.
puzzle-reply = The reply: { $move }.
puzzle-continue = { $left ->
    [one] One more turn to find.
   *[other] { $left } more turns to find.
}
puzzle-wrong = Not the answer: { $move }. The answer was { $answer }.
puzzle-gave-up = You gave up.
puzzle-solved = Puzzle solved!
puzzle-missed = Puzzle missed.
puzzle-solution = Solution: { $line }
puzzle-your-rating = Your puzzle rating in { $game }: { $change }
puzzle-its-rating = The puzzle's rating: { $change }

puzzle-ratings-title = Puzzles:
puzzle-ratings-line = - { $game }: { $rating } · solved { $solved } of { $attempts }

puzzle-error-none-open = You have no puzzle open.
puzzle-error-none-left = There is no puzzle left that you have not seen.
puzzle-error-none-left-game = There is no puzzle of { $game } left that you have not seen.
puzzle-error-not-whole = Enter your whole turn at once: every action, separated by spaces.

console-usage-puzzle = Usage: puzzle [game], puzzle move <turn>, puzzle giveup

## /puzzle, as Discord shows it (see commands.ftl)
puzzle = puzzle
puzzle-description = Solve puzzles
puzzle-play = play
puzzle-play-description = A puzzle near your puzzle rating that you have not seen (or your open one)
puzzle-play-game = game
puzzle-play-game-description = Which game (any if not given)
puzzle-move = move
puzzle-move-description = Your turn in your puzzle
puzzle-move-move = move
puzzle-move-move-description = Your whole turn: the legal turns are suggested as you type
puzzle-giveup = giveup
puzzle-giveup-description = Give up your puzzle and see the answer
