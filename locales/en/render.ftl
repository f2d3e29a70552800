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
