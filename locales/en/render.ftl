## render

render-to-play = { $side } to play — { $name }
render-to-play-side = { $side } to play
render-wins = { $side } wins — { $name }
render-wins-side = { $side } wins
render-draw = Draw
render-resigned = { $side } resigned — { $name } wins
render-result-reason = { $result } · { $reason }
render-captures = Captures: { $count }
render-in-hand = In hand: { $count }
render-mark-white = W
render-mark-black = B
render-legend = { $white_mark } { $white }, { $black_mark } { $black }, . empty
render-phase = Phase: { $phase }
render-side-line = { $side }: captures { $captures }, in hand { $in_hand }, on the board { $on_board }
render-last-move = Last move: { $mv }
render-last-move-took = Last move: { $mv }, taking { $squares }
render-game-over = Game over: { $result }

## /board square: where a piece can go (private reply)

render-square-moves = From `{ $square }` in game #{ $id }, { $count ->
    [one] one move
   *[other] { $count } moves
}: { $moves }
render-square-none = Nothing of yours on `{ $square }` can move this turn in game #{ $id }.
render-square-unknown = `{ $square }` is not a square of this board (name a square like `d4`; in XII Scripta, a point number or `enter`).

## The pictures of a game review (the win-chance chart, and its text for the console)

render-review-chance = Win chance
render-review-percent = { $value }%
render-review-dice = dice
render-review-move = move
render-review-turning = turning points
render-review-text-title = Win chance of { $first } against { $second } (▁ 0% … █ 100%)

## Alt text: what a picture shows, read by screen readers (Discord's attachment description)
alt-board-title = { $game }, game #{ $id }
alt-rules-title = Rules of { $game }: { $title }
alt-players = { $first } plays { $first_side }, { $second } plays { $second_side }.
alt-last-move = Last move, { $side }: { $mv }
alt-no-move = No move yet.
alt-position = Position in the game's notation: { $text }
alt-dots = Dots mark where the piece on { $square } can go: { $squares }.
alt-more-rows = … and { $count ->
    [one] 1 more row
   *[other] { $count } more rows
}.
alt-chart-title = Win-chance chart: { $first } against { $second }
alt-chart-start = the start
alt-chart-points = Win chance of { $name } over { $count } actions: { $start } at the start, { $end } at the end; lowest { $low } after { $low_after }, highest { $high } after { $high_after }.
alt-chart-turning = Turning points: { $moves }.
alt-turning-played = Move played: { $played }, the computer's choice too.
alt-turning-better = Move played (red arrow): { $played }; the computer's choice (green arrow): { $best }.
alt-replay = Animated replay of { $count ->
    [one] 1 action
   *[other] { $count } actions
}, ending on this position:
alt-export = Move list of game #{ $id } as text ({ $file }), one action a line, readable by tabula show --file.
